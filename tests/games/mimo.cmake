# mimo.cmake: Mimo's extra tests. Slow: verify --slow (single tokens on every grid up to 4 x 9,
# whole positions of up to 4 tokens on every grid with n*m <= 8).
add_test(NAME slow_mimo_verify COMMAND gridgames mimo verify --slow)
set_tests_properties(slow_mimo_verify PROPERTIES LABELS slow TIMEOUT 1800)
