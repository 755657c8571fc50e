# mimo.cmake: Mimo's extra tests. Slow: verify --slow (single tokens on every grid up to 4 x 9,
# whole positions of up to 4 tokens on every grid with n*m <= 8).
add_test(NAME slow_mimo_verify COMMAND gridgames mimo verify --slow)
set_tests_properties(slow_mimo_verify PROPERTIES LABELS slow TIMEOUT 1800)

# analyze and play: scripted games against the engine (a random mover and perfect play), and the
# terminal view through tmux.
add_test(NAME mimo_play_scripted
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/play/play_games.py $<TARGET_FILE:gridgames> mimo --games 100)
add_test(NAME mimo_play_tmux
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_tmux.sh $<TARGET_FILE:gridgames> mimo
                 ${PROJECT_SOURCE_DIR}/tests/play/mimo.pos "2 3 R" "4 2 L")
add_test(NAME mimo_play_keys
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_keys.sh $<TARGET_FILE:gridgames> mimo
                 ${PROJECT_SOURCE_DIR}/tests/play/mimo.pos "4 2 l"
                 "^legal moves: every walk shape from the 3 cells .* parity pattern \\(7\\) gives every outcome: \\[4 2 L\\] \\[2 3 LL\\] \\[2 3 LUL\\] \\[6 4 LLL\\] \\[6 4 LLUL\\] \\[6 4 LULL\\] \\[6 4 LULUL\\]$")
set_tests_properties(mimo_play_scripted mimo_play_tmux mimo_play_keys PROPERTIES TIMEOUT 300)
