# lamequeen.cmake: Lame queen's extra tests. Slow: verify --slow (larger tables against the DP).
add_test(NAME slow_lamequeen_verify COMMAND gridgames lamequeen verify --slow)
set_tests_properties(slow_lamequeen_verify PROPERTIES LABELS slow TIMEOUT 1800)
