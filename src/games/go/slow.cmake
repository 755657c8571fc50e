# slow.cmake: the labelled slow certification run of Go (flip one stone): solve against the
# rules oracle on every board up to 4x4, rectangular ones too (3^16 4x4 boards), 24 larger
# random boards (100x100 to 120x130, lines up to 1x5000), plus the fast tier's checks.
# Run with `ctest -L slow` or `./build.sh slow` (about 80 s).
add_test(NAME slow_verify_go_4x4 COMMAND gridgames go verify --slow)
set_tests_properties(slow_verify_go_4x4 PROPERTIES LABELS slow TIMEOUT 7200)
