# tokens.cmake: Game with Tokens' extra tests. Slow: verify --slow (the lemma and the window
# game on a larger window, the rules oracle on more token sets).
add_test(NAME slow_tokens_verify COMMAND gridgames tokens verify --slow)
set_tests_properties(slow_tokens_verify PROPERTIES LABELS slow TIMEOUT 1800)

# gen --contest writes only inputs that validate --contest accepts (every shape, growing sizes;
# a shape with no room for n distinct points within the limits is refused, exit 2).
add_test(NAME tokens_gen_contest_validates
         COMMAND sh -c "for s in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do \
                          for n in 1 7 300 100000; do \
                            $<TARGET_FILE:gridgames> tokens gen --contest --seed $s --n $n > tokens_gen_contest.in 2>/dev/null; r=$?; \
                            [ $r = 2 ] && continue; [ $r = 0 ] || exit 1; \
                            $<TARGET_FILE:gridgames> tokens validate --contest < tokens_gen_contest.in || exit 1; \
                          done; done; \
                        $<TARGET_FILE:gridgames> tokens gen --contest --n 100001 2>/dev/null; [ $? = 2 ] || exit 1; \
                        $<TARGET_FILE:gridgames> tokens gen --contest --coord 100001 2>/dev/null; [ $? = 2 ] || exit 1; exit 0")
set_tests_properties(tokens_gen_contest_validates PROPERTIES TIMEOUT 300)

# analyze and play: scripted games through the play protocol (engine black must trap within the
# bound; engine white must end the game as the rule says), and the terminal view through tmux.
add_test(NAME tokens_play_scripted
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/play/play_games.py $<TARGET_FILE:gridgames> tokens --games 30)
add_test(NAME tokens_play_tmux
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_tmux.sh $<TARGET_FILE:gridgames> tokens
                 ${PROJECT_SOURCE_DIR}/tests/play/tokens.pos X DDDU --side black)
add_test(NAME tokens_play_keys
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_keys.sh $<TARGET_FILE:gridgames> tokens
                 ${PROJECT_SOURCE_DIR}/tests/play/tokens.pos "d" "^legal moves: \\[D\\]$")
add_test(NAME tokens_play_keys_black
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_keys.sh $<TARGET_FILE:gridgames> tokens
                 ${PROJECT_SOURCE_DIR}/tests/play/tokens.pos "dddu"
                 "^legal moves: 4\\^4 = 256, one letter per token .* the engine's move DDDU win$" --side black)
set_tests_properties(tokens_play_scripted tokens_play_tmux tokens_play_keys tokens_play_keys_black PROPERTIES TIMEOUT 300)

# solve on a regular file (read in place) and with --threads 2 (the second half read ahead):
# stdout, stderr and exit code as on a pipe with one thread, over layouts and errors around the
# middle of the input (tests/games/tokens_read.py; the unit test drives the read-ahead itself).
add_test(NAME tokens_read_paths
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/games/tokens_read.py $<TARGET_FILE:gridgames>
                 ${CMAKE_CURRENT_BINARY_DIR}/tokens_read)
set_tests_properties(tokens_read_paths PROPERTIES TIMEOUT 300)

# gen with --coord given: the default mixed shape works for every seed when N fits (2C + 1)^2
# (a drawn shape without room falls back to uniform, which fills a nearly full square in
# order), and is refused (exit 2) for every seed when it does not.
add_test(NAME tokens_gen_coord_every_seed
         COMMAND sh -c "for s in 1 2 3 4 5 6 7 8 9 10 11 12; do \
                          $<TARGET_FILE:gridgames> tokens gen --seed $s --n 200000 --coord 100000 | \
                            $<TARGET_FILE:gridgames> tokens validate || exit 1; \
                          $<TARGET_FILE:gridgames> tokens gen --seed $s --n 169 --coord 6 | \
                            $<TARGET_FILE:gridgames> tokens validate || exit 1; \
                          $<TARGET_FILE:gridgames> tokens gen --seed $s --n 170 --coord 6 >/dev/null 2>&1; \
                          [ $? = 2 ] || exit 1; \
                        done")
set_tests_properties(tokens_gen_coord_every_seed PROPERTIES TIMEOUT 300)

# solve against the rules oracle (searches from the rules, not the cone rule) on 400 seeded sets
# of 1 to 4 tokens within the oracle's span (tests/independent/tokens_rules.py); a sanitizer build
# takes the first 100 (the instrumented rules oracle took 542 s for 400).
if(GG_SANITIZE)
  set(GG_TOKENS_RULES_SEEDS 100)
else()
  set(GG_TOKENS_RULES_SEEDS 400)
endif()
add_test(NAME tokens_independent_rules
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/independent/tokens_rules.py $<TARGET_FILE:gridgames>
                 --seeds ${GG_TOKENS_RULES_SEEDS})
set_tests_properties(tokens_independent_rules PROPERTIES TIMEOUT 300)
