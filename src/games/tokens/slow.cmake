# Game with Tokens' slow certification run (label "slow"): the lemma within radius 16, the
# whole game on a window of radius 5 against every placement of up to 4 tokens in a 6 x 6
# box, and 2000 rounds of random instances. About 2 s on the standard machine.
add_test(NAME verify_tokens_slow COMMAND gridgames tokens verify --slow)
set_tests_properties(verify_tokens_slow PROPERTIES LABELS slow)
