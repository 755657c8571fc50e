# Game with Tokens' slow certification run (label "slow"): the lemma within radius 16, the
# whole game on a window of radius 7 (111 607 501 positions) against every placement of up to
# 4 tokens in an 8 x 8 box, and 2000 rounds of random instances. About 25 s on the standard
# machine (14 s of CPU).
add_test(NAME verify_tokens_slow COMMAND gridgames tokens verify --slow)
set_tests_properties(verify_tokens_slow PROPERTIES LABELS slow)
