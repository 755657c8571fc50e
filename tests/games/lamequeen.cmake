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
set_tests_properties(lamequeen_play_scripted lamequeen_play_tmux PROPERTIES TIMEOUT 300)
