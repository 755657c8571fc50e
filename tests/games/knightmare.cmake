# knightmare.cmake: Knightmare's extra tests.
# Fast tier: every legal start of 6 x 6 and 8 x 8 played through the real player process by the
# judge (perfect opponent; 6 x 6 under the "mover" reading, 8 x 8 under "any"; a sanitizer build
# plays 500 random boards with sides 6 or 8 in the second's place), and the terminal
# game through tmux, and the judge's verdict on five kinds of players that misbehave (or not) after
# their winning move, each judged 100 times in a row (tests/knightmare/judge_kinds.sh); exit 77
# (no setsid) is a skip.
# Label "slow": the certification run (every even board up to 40 x 40, both readings) and the
# remaining sweeps and large random boards.
set(GG_KM_PLAYER $<TARGET_FILE:gridgames> knightmare)
add_test(NAME knightmare_judge_sweep_6x6
         COMMAND gridgames knightmare judge --sweep 6 6 --quiet -- ${GG_KM_PLAYER})
# Under the sanitizers every game is two instrumented processes (440 s for the 3,907 starts of
# 8 x 8 on two cores): there 500 seeded random boards with sides 6 or 8 under "any" take the
# sweep's place, and a build without GG_SANITIZE sweeps every start.
if(GG_SANITIZE)
  add_test(NAME knightmare_judge_sweep_8x8_any
           COMMAND gridgames knightmare judge --random-boards 500 --max 8 --rule any --seed 6 --quiet -- ${GG_KM_PLAYER})
else()
  add_test(NAME knightmare_judge_sweep_8x8_any
           COMMAND gridgames knightmare judge --sweep 8 8 --rule any --quiet -- ${GG_KM_PLAYER})
endif()
add_test(NAME knightmare_play_tmux
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/knightmare/play_tmux.sh $<TARGET_FILE:gridgames>)
add_test(NAME knightmare_judge_kinds
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/knightmare/judge_kinds.sh $<TARGET_FILE:gridgames> 100)
# analyze and play: scripted games through the line protocol (a random mover and perfect play,
# tests/play/play_games.py) and the generic terminal test; analyze against a brute force on every
# start of 6 x 6 and 8 x 8 under both readings is the unit test test_knightmare_analyze (about 3 s
# of CPU in Release; more time allowed for the sanitizer build).
add_test(NAME knightmare_play_scripted
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/play/play_games.py $<TARGET_FILE:gridgames> knightmare --games 100)
add_test(NAME knightmare_play_tmux_generic
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_tmux.sh $<TARGET_FILE:gridgames> knightmare
                 ${PROJECT_SOURCE_DIR}/tests/knightmare/play.pos "6 5" "4 5" --side black)
add_test(NAME knightmare_play_keys
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/play/play_keys.sh $<TARGET_FILE:gridgames> knightmare
                 ${PROJECT_SOURCE_DIR}/tests/knightmare/play.pos "2 3" "^legal moves \\([0-9]+\\): \\[")
# stress and validate: the wrong players under tests/stress/ are caught, the real one passes;
# gen --contest only writes inputs validate --contest accepts (the rules: tests/cases/knightmare/validate_*).
add_test(NAME knightmare_stress
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/knightmare/stress.sh $<TARGET_FILE:gridgames> ${PROJECT_SOURCE_DIR})
add_test(NAME knightmare_gen_validate
         COMMAND sh ${PROJECT_SOURCE_DIR}/tests/knightmare/gen_validate.sh $<TARGET_FILE:gridgames> 200)
set_tests_properties(knightmare_judge_sweep_6x6 knightmare_judge_sweep_8x8_any knightmare_play_tmux
                     knightmare_judge_kinds knightmare_play_scripted knightmare_play_tmux_generic knightmare_play_keys
                     knightmare_stress knightmare_gen_validate PROPERTIES TIMEOUT 300)
set_tests_properties(unit_test_knightmare_analyze PROPERTIES TIMEOUT 1200)

add_test(NAME slow_knightmare_verify COMMAND gridgames knightmare verify --slow)
add_test(NAME slow_knightmare_sweep_6x6_any
         COMMAND gridgames knightmare judge --sweep 6 6 --rule any --quiet -- ${GG_KM_PLAYER})
add_test(NAME slow_knightmare_sweep_8x8
         COMMAND gridgames knightmare judge --sweep 8 8 --quiet -- ${GG_KM_PLAYER})
add_test(NAME slow_knightmare_sweep_8x8_bait
         COMMAND gridgames knightmare judge --sweep 8 8 --opponent bait --rule any --quiet -- ${GG_KM_PLAYER})
add_test(NAME slow_knightmare_random_40
         COMMAND gridgames knightmare judge --random-boards 300 --max 40 --seed 3 --quiet -- ${GG_KM_PLAYER})
add_test(NAME slow_knightmare_random_1000_greedy
         COMMAND gridgames knightmare judge --random-boards 100 --max 1000 --opponent greedy --seed 4 --quiet -- ${GG_KM_PLAYER})
add_test(NAME slow_knightmare_random_1000_random
         COMMAND gridgames knightmare judge --random-boards 100 --max 1000 --opponent random --rule any --seed 5 --quiet -- ${GG_KM_PLAYER})
set_tests_properties(slow_knightmare_verify slow_knightmare_sweep_6x6_any slow_knightmare_sweep_8x8
                     slow_knightmare_sweep_8x8_bait slow_knightmare_random_40
                     slow_knightmare_random_1000_greedy slow_knightmare_random_1000_random
                     PROPERTIES LABELS slow TIMEOUT 7200)

# analyze against a solver of its own (knight moves, both target rules, retrograde by rounds)
# on sampled positions of 6 x 6, 6 x 8 and 8 x 8 (tests/independent/knightmare_analyze.py).
add_test(NAME knightmare_independent_analyze
         COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/independent/knightmare_analyze.py $<TARGET_FILE:gridgames>)
set_tests_properties(knightmare_independent_analyze PROPERTIES TIMEOUT 300)
# the player's move bound on every even board from 6 x 6 to 1000 x 1000 (minutes)
add_test(NAME slow_knightmare_bound_all COMMAND gridgames knightmare verify --bound-all)
set_tests_properties(slow_knightmare_bound_all PROPERTIES LABELS slow TIMEOUT 3600)
set_tests_properties(knightmare_judge_kinds PROPERTIES SKIP_RETURN_CODE 77)
