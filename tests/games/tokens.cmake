# tokens.cmake: Game with Tokens' extra tests. Slow: verify --slow (the lemma and the window
# game on a larger window, the rules oracle on more token sets).
add_test(NAME slow_tokens_verify COMMAND gridgames tokens verify --slow)
set_tests_properties(slow_tokens_verify PROPERTIES LABELS slow TIMEOUT 1800)
