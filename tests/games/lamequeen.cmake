# lamequeen.cmake: Lame queen's extra tests. Slow: verify --slow (larger tables against the DP).
add_test(NAME slow_lamequeen_verify COMMAND gridgames lamequeen verify --slow)
set_tests_properties(slow_lamequeen_verify PROPERTIES LABELS slow TIMEOUT 1800)

# analyze and play: scripted games against the engine (a random mover and perfect play), and the
# terminal view through tmux.
add_test(NAME lamequeen_play_scripted
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/play/play_games.py $<TARGET_FILE:gridgames> lamequeen --games 100)
add_test(NAME lamequeen_play_tmux
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_tmux.sh $<TARGET_FILE:gridgames> lamequeen
                 ${PROJECT_SOURCE_DIR}/tests/play/lamequeen.pos "9 9" "5 7")
add_test(NAME lamequeen_play_keys
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_keys.sh $<TARGET_FILE:gridgames> lamequeen
                 ${PROJECT_SOURCE_DIR}/tests/play/lamequeen_wide.pos "895 700"
                 "^legal moves \\(2047\\): \\[999 700\\] .* \\.\\.\\.$")
set_tests_properties(lamequeen_play_scripted lamequeen_play_tmux lamequeen_play_keys PROPERTIES TIMEOUT 300)

# The golden counts re-derived from the rules without the library (a brute force on [1, 60]^2
# checks a column scan, which recounts every golden_d*/pairs_d* case), and random rectangles
# for d = 2..20 against gridgames (tests/independent/lamequeen_counts.py).
add_test(NAME lamequeen_independent_counts
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/independent/lamequeen_counts.py
                 ${PROJECT_SOURCE_DIR}/tests/cases/lamequeen --binary $<TARGET_FILE:gridgames>)
set_tests_properties(lamequeen_independent_counts PROPERTIES TIMEOUT 300)

# solve on two and three threads against one thread on files the split path takes (256 KiB to
# 16 MiB held whole: the main thread and a helper each answer a part), whole and broken before,
# near and after the split: stdout, stderr and exit code (tests/games/lamequeen_threads.py).
add_test(NAME lamequeen_threads_split
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/games/lamequeen_threads.py $<TARGET_FILE:gridgames>
                 ${CMAKE_CURRENT_BINARY_DIR}/lamequeen_threads)
set_tests_properties(lamequeen_threads_split PROPERTIES TIMEOUT 300)
