#!/bin/sh
# build.sh: the one entry point for building, demoing and testing gridgames on a fresh
# machine. Installs what is missing (as root, with apt-get), configures with CMake, builds.
#
#   ./build.sh demo        build (Release) and run `gridgames demo`
#   ./build.sh test        build (Release, warnings as errors) and run every fast test
#   ./build.sh test-asan   build with AddressSanitizer + UndefinedBehaviorSanitizer, run the tests
#   ./build.sh test-valgrind  the command tests and unit tests under valgrind (Release build)
#   ./build.sh slow        run the labelled slow certification runs (after `test`)
#   ./build.sh bench       run the benchmarks in bench/ (after `test` or `demo`)
#   ./build.sh fuzz [RUNS] fuzz every game's input parsing with libFuzzer (clang), RUNS inputs
#                          (default 200000) from a fixed seed, starting from tests/cases
#   ./build.sh web         build the browser app (WebAssembly, emscripten) into build/web/
#   ./build.sh test-web    build it, then drive every page in chromium with Playwright (tests/web)
set -eu
cd "$(dirname "$0")"

have() { command -v "$1" >/dev/null 2>&1; }

install_missing() {
    missing=""
    have cc || missing="$missing gcc"
    have make || missing="$missing make"
    have cmake || missing="$missing cmake"
    have python3 || missing="$missing python3"
    have pkg-config || missing="$missing pkg-config"
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
    [ -f build/generated/version.h ] || cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
    rm -rf build/web && mkdir -p build/web
    NODE_PATH=/usr/share/nodejs emcc -O2 -std=c11 \
        -D_POSIX_C_SOURCE=200809L -DGG_VERIFICATION_API -Wall -Wextra -Werror -Iinclude -Isrc -Ibuild/generated \
        $(find src -name '*.c' | sort) web/gg_web.c -o build/web/gg.js \
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
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release -DGG_WERROR=ON >/dev/null
    ctest --test-dir build --output-on-failure -LE slow -j"$(jobs)"
    ;;
test-asan)
    install_missing
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DGG_SANITIZE=ON -DGG_WERROR=ON >/dev/null
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --test-dir build-asan --output-on-failure -LE slow -j"$(jobs)"
    ;;
test-valgrind)
    install_missing
    have valgrind || { [ "$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
    build build -DCMAKE_BUILD_TYPE=Release >/dev/null
    vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
    for t in build/tests/test_*; do
        [ -x "$t" ] || continue
        $vg "$t" >/dev/null || { echo "valgrind: $t failed"; exit 1; }
    done
    GG_WRAPPER="$vg" python3 tests/run_cases.py build/gridgames tests/cases/*/
    ;;
slow)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release >/dev/null
    ctest --test-dir build --output-on-failure -L slow
    ;;
fuzz)
    install_missing
    have clang || { [ "$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang >/dev/null; }
    CC=clang build build-fuzz -DCMAKE_BUILD_TYPE=Debug -DGG_FUZZ=ON -DGG_SANITIZE=ON -DGG_TESTS=OFF >/dev/null
    corpus=build-fuzz/corpus
    rm -rf "$corpus" && mkdir -p "$corpus"
    cp tests/cases/*/*.in "$corpus"/ 2>/dev/null || true
    rc=0
    ASAN_OPTIONS=detect_leaks=1 ./build-fuzz/fuzz_input -seed=1 -runs="${2:-200000}" -max_len=4096 \
        -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 "$corpus" >build-fuzz/fuzz.log 2>&1 || rc=$?
    if [ "$rc" -ne 0 ]; then
        tail -n 60 build-fuzz/fuzz.log
        echo "fuzz: 0 passed, 1 failed (the crashing input is saved as crash-* in $(pwd))"
        exit 1
    fi
    grep -E '^(Done|stat::)' build-fuzz/fuzz.log
    echo "fuzz: 1 passed, 0 failed"
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
*)
    sed -n '2,15p' "$0" >&2
    exit 2
    ;;
esac
