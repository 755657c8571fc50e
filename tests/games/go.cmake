# go.cmake: Go's extra tests. Slow: solve against the rules oracle on every board up to 4x4,
# rectangular ones too (3^16 4x4 boards), 24 larger random boards (100x100 to 120x130, lines up
# to 1x5000), plus the fast tier's checks (about 80 s).
add_test(NAME slow_go_verify COMMAND gridgames go verify --slow)
set_tests_properties(slow_go_verify PROPERTIES LABELS slow TIMEOUT 3600)

# The hash and the per-stone counts against a plain flood fill written without the library, on
# random boards of every side to 16 (tests/independent/go_hash.py).
add_test(NAME go_independent_hash
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/independent/go_hash.py $<TARGET_FILE:gridgames>)
set_tests_properties(go_independent_hash PROPERTIES TIMEOUT 300)

# solve on N threads (the one solve loop's pipeline, and the second thread on one large board)
# against one thread, on inputs above the sizes where the threads take over (a batch of 2^16
# points, a board of 2^24): stdout, stderr and exit code (tests/games/go_threads.py).
# In sanitizer builds the peak memory is not checked: AddressSanitizer holds freed blocks in
# its quarantine.
if(GG_SANITIZE)
  set(GO_THREADS_PEAK --no-peak)
endif()
add_test(NAME go_threads_large
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/games/go_threads.py $<TARGET_FILE:gridgames>
                 ${CMAKE_CURRENT_BINARY_DIR}/go_threads ${GO_THREADS_PEAK})
set_tests_properties(go_threads_large PROPERTIES TIMEOUT 300)
