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
set -eu
cd "$(dirname "$0")"

usage() {
    cat <<'EOF'
usage: ./build.sh COMMAND

commands:
  demo            build (Release) and run `gridgames demo`
  test            build (Release, warnings as errors) and run every fast test
  test-asan       the same under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/)
  test-valgrind   the command and unit tests under valgrind (Release build)
  slow            run the labelled slow certification runs (`ctest -L slow`)
  bench           run the benchmarks in bench/
  fuzz [RUNS]     build every libFuzzer target (clang, -O1, ASan + UBSan; build-fuzz/) and
                  run each for RUNS inputs (default 200000) from a fixed seed
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
