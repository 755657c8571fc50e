# The lame queen's labelled slow certification run (`ctest -L slow`): DP on [1,2000]^2 for
# every d, the table up to GG_LAMEQUEEN_LIMIT for every d against an offline Fenwick count,
# and 3000 + 200 random instances against the oracle.
add_test(NAME verify_lamequeen_slow COMMAND gridgames lamequeen verify --slow)
set_tests_properties(verify_lamequeen_slow PROPERTIES LABELS slow TIMEOUT 1800)
