#!/bin/sh
# build.sh: the one entry point for building, demoing and testing gridgames on a fresh
# machine. Installs what is missing (as root, with apt-get), configures with CMake, builds.
#
#   ./build.sh demo        build (Release) and run `gridgames demo`
#   ./build.sh test        build (Release, warnings as errors) and run the fast tier (label fast)
#   ./build.sh test-stress the planted-bug stress check (label stress; timing-sensitive)
#   ./build.sh test-asan   build with AddressSanitizer + UndefinedBehaviorSanitizer, run the fast tier
#   ./build.sh test-valgrind  the command tests and unit tests under valgrind (Release build in
#                          build-valgrind/, the command linked dynamically)
#   ./build.sh slow        run the labelled slow certification runs (after `test`)
#   ./build.sh bench       run the benchmarks in bench/ (after `test` or `demo`)
#   ./build.sh fuzz [RUNS] every libFuzzer target in tests/fuzz (one per game, one for the
#                          options, ...), RUNS inputs each (default 200000), fixed seed
#   ./build.sh fuzz-coverage  llvm-cov line coverage per file from replaying the corpora
#   ./build.sh web         build the browser app (WebAssembly, emscripten) into build/web/
#   ./build.sh test-web    build it, then drive every page in chromium with Playwright (tests/web)
#   ./build.sh help        the usage text
set -eu
cd "$(dirname "$0")"

usage() {
    cat <<'EOF'
usage: ./build.sh COMMAND

commands:
  demo            build (Release) and run `gridgames demo`
  test            build (Release, warnings as errors) and run the fast tier (`ctest -L fast`)
  test-stress     the planted-bug stress check (`ctest -L stress`): wrong solutions caught
  test-asan       the fast tier under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/)
  test-valgrind   the command and unit tests under valgrind (Release build in build-valgrind/,
                  the command linked dynamically)
  slow            the slow certification runs (`ctest -L slow`, see docs/testing.md)
  bench           run the benchmarks in bench/
  fuzz [RUNS [SECONDS]]  build every libFuzzer target (clang, -O1, ASan + UBSan;
                  build-fuzz/) and run each for RUNS inputs (default 200000) from a fixed
                  seed, or SECONDS (default 3600) if that comes first, each on its own
                  corpus (build-fuzz/corpus/<target>/); fails on any crash
  fuzz-coverage   replay the fuzz corpora in an llvm-cov build (build-cov/), print the
                  coverage per file
  web             build the browser app (the library in WebAssembly, Debian's emscripten)
                  into build/web/ (docs/web.md)
  test-web        build it and the command, then drive every page in Debian's chromium with
                  playwright-core (tests/web/run.mjs); screenshots in build/web-shots/
  help            this text

Missing tools (cc, make, cmake, python3, pkg-config; clang for fuzz) are installed with
apt-get when run as root. Exit status: 0 success, 1 a test failed, 2 usage.
EOF
}

have() { command -v "$1" >/dev/null 2>&1; }

install_missing() {
    missing=""
    have cc || missing="$missing gcc"
    have make || missing="$missing make"
    have cmake || missing="$missing cmake"
    have python3 || missing="$missing python3"
    have pkg-config || missing="$missing pkg-config"
    # what the tests need (the test commands pass "tests"): tmux (terminal play), setsid
    # (util-linux: the judge's process tests), clang (the single files' second compiler)
    if [ "${1:-}" = tests ]; then
        have tmux || missing="$missing tmux"
        have setsid || missing="$missing util-linux"
        have clang || missing="$missing clang"
    fi
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" = 0 ] && have apt-get; then
        echo "build.sh: installing$missing"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
    else
        echo "build.sh: please install:$missing" >&2
        exit 4
    fi
}

# fuzz_build DIR CMAKE-OPTIONS...: the libFuzzer targets, clang -O1 with asserts on.
fuzz_build() {
    install_missing
    have clang || { [ "$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang >/dev/null; }
    dir=$1
    shift
    CC=clang build "$dir" -DCMAKE_BUILD_TYPE=None "-DCMAKE_C_FLAGS=-O1 -g" -DGG_FUZZ=ON -DGG_TESTS=OFF "$@" >/dev/null
}

# seed_corpus TARGET DIR: a fresh corpus for one fuzz target. fuzz_<game> gets every
# tests/cases/<game>/*.in once per option set (the set is the first byte); fuzz_args gets the
# options of every tests/cases/*/*.args; any target also gets tests/fuzz/corpus/<target>/.
seed_corpus() {
    name=$(basename "$1")
    rm -rf "$2" && mkdir -p "$2"
    game=${name#fuzz_}
    if [ -d "tests/cases/$game" ] && [ -d "src/games/$game" ]; then
        sets=$(GG_FUZZ_PRINT_SETS=1 "$1")
        k=0
        while [ "$k" -lt "$sets" ]; do
            for f in "tests/cases/$game"/*.in; do
                [ -f "$f" ] || continue
                { printf "\\$(printf %03o "$k")"; cat "$f"; } >"$2/$(basename "$f" .in).$k"
            done
            k=$((k + 1))
        done
    elif [ "$name" = fuzz_args ]; then
        for f in tests/cases/*/*.args; do
            sed -n '/^--/,$p' "$f" >"$2/$(basename "$(dirname "$f")")_$(basename "$f" .args)"
        done
    fi
    if [ -d "tests/fuzz/corpus/$name" ]; then cp "tests/fuzz/corpus/$name"/* "$2"/ 2>/dev/null || true; fi
}

jobs() { nproc 2>/dev/null || echo 2; }

build() { # build DIR CMAKE-OPTIONS...
    dir=$1
    shift
    cmake -S . -B "$dir" "$@" >/dev/null
    cmake --build "$dir" -j"$(jobs)"
}

apt_install() { # apt_install PACKAGE... (as root; else ask for them)
    if [ "$(id -u)" = 0 ] && have apt-get; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
    else
        echo "build.sh: please install: $*" >&2
        exit 4
    fi
}

# The browser app: the whole library and web/gg_web.c compiled by Debian's emscripten into one
# self-contained gg.js (the wasm inlined: runs from file:// and under node), beside the page.
# GG_VERIFICATION_API as for libgridgames (CMakeLists.txt): the library defines it for itself.
build_web() {
    have emcc || apt_install emscripten
    [ -d /usr/share/nodejs/acorn ] || apt_install node-acorn
    rm -rf build/web build/web-gen && mkdir -p build/web build/web-gen
    # the texts of `gridgames <game> source`, as the native build makes them (CMakeLists.txt)
    python3 tools/amalgamate.py --root . --embed build/web-gen/sources.c
    NODE_PATH=/usr/share/nodejs emcc -O3 -msimd128 -std=c11 \
        -D_POSIX_C_SOURCE=200809L -DGG_VERIFICATION_API -Wall -Wextra -Werror -Iinclude -Isrc \
        $(find src -name '*.c' ! -name single_main.c | sort) build/web-gen/sources.c web/gg_web.c -o build/web/gg.js \
        -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1 -sMODULARIZE=1 -sEXPORT_NAME=GridGames \
        -sEXPORTED_FUNCTIONS=_gg_web_games,_gg_web_run,_gg_web_pos_new,_gg_web_pos_state,_gg_web_pos_play,_gg_web_pos_undo,_gg_web_pos_best,_gg_web_pos_free,_gg_web_go_flip,_malloc,_free \
        -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString,stringToUTF8,lengthBytesUTF8
    cp web/index.html web/app.js web/worker.js web/style.css build/web/
    echo "build.sh: the app is in build/web/ ($(du -sk build/web | cut -f1) KB): open build/web/index.html"
}

install_browser() { # Debian's chromium, driven by playwright-core from npm (never its own browsers)
    have chromium || apt_install chromium
    have npm || apt_install npm
}

case "${1:-}" in
demo)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release -DGG_WERROR=OFF >/dev/null
    ./build/gridgames demo
    ;;
test)
    install_missing tests
    build build -DCMAKE_BUILD_TYPE=Release -DGG_WERROR=ON >/dev/null
    ctest --test-dir build --output-on-failure -L '^fast$' -j"$(jobs)"
    ;;
test-stress)
    install_missing tests
    build build -DCMAKE_BUILD_TYPE=Release -DGG_WERROR=ON >/dev/null
    ctest --test-dir build --output-on-failure -L '^stress$'
    ;;
test-asan)
    install_missing tests
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DGG_SANITIZE=ON -DGG_WERROR=ON >/dev/null
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --test-dir build-asan --output-on-failure -L '^fast$' -j"$(jobs)"
    ;;
test-valgrind)
    install_missing tests
    have valgrind || { [ "$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
    # its own build: the command linked dynamically, so that memcheck sees its heap
    build build-valgrind -DCMAKE_BUILD_TYPE=Release -DGG_STATIC_COMMAND=OFF >/dev/null
    vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
    for t in build-valgrind/tests/test_*; do
        [ -x "$t" ] || continue
        case "$t" in *_tsan) continue ;; esac # ThreadSanitizer's own runtime: not under valgrind
        $vg "$t" >/dev/null || { echo "valgrind: $t failed"; exit 1; }
    done
    GG_WRAPPER="$vg" python3 tests/run_cases.py build-valgrind/gridgames tests/cases/*/
    ;;
slow)
    install_missing tests
    build build -DCMAKE_BUILD_TYPE=Release >/dev/null
    ctest --test-dir build --output-on-failure -L '^slow$' -j"$(jobs)"
    ;;
fuzz)
    fuzz_build build-fuzz -DGG_SANITIZE=ON
    rc=0 passed=0 failed=0
    for t in build-fuzz/fuzz_*; do
        [ -x "$t" ] || continue
        name=$(basename "$t")
        corpus=build-fuzz/corpus/$name
        seed_corpus "$t" "$corpus"
        log=build-fuzz/$name.log
        if ASAN_OPTIONS=detect_leaks=1 "$t" -seed=1 -runs="${2:-200000}" -max_total_time="${3:-3600}" \
            -max_len=4096 -timeout=30 \
            -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=build-fuzz/"$name"- \
            "$corpus" >"$log" 2>&1; then
            passed=$((passed + 1))
            echo "$name: $(grep -E '^stat::number_of_executed_units' "$log" | cut -d: -f4 | tr -d ' ') inputs," \
                "$(ls "$corpus" | wc -l) in the corpus, $(grep -Eo 'cov: [0-9]+' "$log" | tail -n 1)," \
                "$(grep -E '^stat::peak_rss_mb' "$log" | cut -d: -f4 | tr -d ' ') MB peak"
        else
            failed=$((failed + 1)) rc=1
            tail -n 40 "$log"
            echo "$name: FAILED (input saved as build-fuzz/$name-crash-*, log in $log)"
        fi
    done
    echo "fuzz: $passed passed, $failed failed"
    exit $rc
    ;;
fuzz-coverage)
    have llvm-profdata && have llvm-cov || { [ "$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm >/dev/null; }
    fuzz_build build-cov -DGG_FUZZ_COVERAGE=ON
    rm -f build-cov/*.profraw
    objects=""
    for t in build-cov/fuzz_*; do
        [ -x "$t" ] || continue
        name=$(basename "$t")
        corpus=build-fuzz/corpus/$name
        [ -d "$corpus" ] || seed_corpus "$t" "$corpus"
        LLVM_PROFILE_FILE="build-cov/$name.profraw" "$t" -runs=0 "$corpus" >/dev/null 2>&1 || true
        objects="${objects:+$objects -object }$t"
    done
    llvm-profdata merge -sparse build-cov/*.profraw -o build-cov/all.profdata
    # shellcheck disable=SC2086
    llvm-cov report $objects -instr-profile=build-cov/all.profdata "$(pwd)/src" "$(pwd)/cli"
    ;;
web)
    install_missing
    build_web
    ;;
test-web)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release -DGG_WERROR=ON >/dev/null
    build_web
    install_browser
    (cd tests/web && npm ci --silent --no-audit --no-fund >/dev/null)
    NODE_PATH= node tests/web/run.mjs
    ;;
bench)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release >/dev/null
    for b in bench/*.py; do
        case "$b" in */common.py) continue ;; esac
        python3 "$b"
    done
    ;;
-h | --help | help)
    usage
    ;;
*)
    [ -n "${1:-}" ] && echo "build.sh: unknown command '$1'" >&2
    usage >&2
    exit 2
    ;;
esac
