# slow.cmake: Mimo & Yuyu's labelled slow certification run (`ctest -L slow`, about 15 s):
# single tokens on every grid up to 4 x 9, whole positions of up to 4 tokens on every grid
# with n*m <= 8, and 10^5 random positions against the Sprague-Grundy oracle.
add_test(NAME verify_mimo_slow COMMAND gridgames mimo verify --slow)
set_tests_properties(verify_mimo_slow PROPERTIES LABELS slow TIMEOUT 1800)
