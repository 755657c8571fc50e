#!/bin/sh
# Installs the build into a scratch prefix and uses it as a user would: the binary and the
# man page in place; a tiny program (tiny.c) compiled against the installed headers and
# linked four ways, each run on a Mimo input: through pkg-config with the shared library
# (SONAME libgridgames.so.<major>, or libgridgames.so.0.<minor> while the major is 0),
# through `pkg-config --static` with the static one, and through CMake's
# find_package(gridgames) with each of its targets (tests/install/cmake).
# usage: run.sh BUILD_DIR PREFIX CC [EXTRA_CFLAGS]
set -eu
build=$1 prefix=$2 cc=$3 extra=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
passed=0 failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
rm -rf "$prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
test -x "$prefix/bin/gridgames"
test -f "$prefix/share/man/man1/gridgames.1"
test -f "$prefix/include/gridgames/gridgames.h"
"$prefix/bin/gridgames" --version >/dev/null
pcdir=$(dirname "$(find "$prefix" -name gridgames.pc | head -n 1)")
# As a user would: PKG_CONFIG_PATH only. The .pc file must name this prefix by itself.
export PKG_CONFIG_PATH="$pcdir"
flags=$(pkg-config --cflags --libs gridgames)
case " $flags " in
*" -I$prefix/"*) ;;
*) fail "pkg-config --cflags --libs gridgames gave '$flags', outside $prefix" ;;
esac
case " $(pkg-config --cflags gridgames) $(pkg-config --static --libs gridgames) " in
*" -pthread "*"-pthread "*) ;;
*) fail "pkg-config: no -pthread in --cflags and --static --libs" ;;
esac
libdir=$(pkg-config --variable=libdir gridgames)
version=$(pkg-config --modversion gridgames)
major=${version%%.*} minor=${version#*.}
minor=${minor%%.*}
abi=$major
[ "$major" = 0 ] && abi=0.$minor
soname=$(readelf -d "$libdir/libgridgames.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = "libgridgames.so.$abi" ] || fail "the shared library's SONAME is '$soname', not libgridgames.so.$abi"
[ -f "$libdir/libgridgames.a" ] || fail "no libgridgames.a in $libdir"

# check NAME EXE SHARED(yes|no): runs EXE, compares its output, checks how it is linked
check() {
    out=$(printf '2\n6 4 3\n2 3\n4 2\n6 4\n1 1 1\n1 1\n' | "$2") || { fail "$1: exit $?"; return; }
    expected="Mimo
Yuyu
version $version"
    if [ "$out" != "$expected" ]; then
        fail "$1: the tiny program printed '$out', expected '$expected'"
        return
    fi
    needed=$(readelf -d "$2" | grep -c "NEEDED.*\[libgridgames.so.$abi\]" || true)
    if [ "$3" = yes ] && [ "$needed" != 1 ]; then fail "$1: not linked to libgridgames.so.$abi"; return; fi
    if [ "$3" = no ] && [ "$needed" != 0 ]; then fail "$1: linked to the shared library"; return; fi
    echo "ok   $1"
    passed=$((passed + 1))
}

# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Wextra -Werror $extra -o "$prefix/tiny-shared" "$here/tiny.c" $flags -Wl,-rpath,"$libdir" &&
    check "pkg-config, shared" "$prefix/tiny-shared" yes
# shellcheck disable=SC2046,SC2086
"$cc" -std=c11 -Wall -Wextra -Werror $extra -o "$prefix/tiny-static" "$here/tiny.c" $(pkg-config --cflags gridgames) \
    $(pkg-config --static --libs gridgames | sed 's/-lgridgames\b/-l:libgridgames.a/') &&
    check "pkg-config --static, static" "$prefix/tiny-static" no
if cmake -S "$here/cmake" -B "$prefix/tiny-cmake" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
    "-DCMAKE_C_FLAGS=-Wall -Wextra -Werror $extra" >"$prefix/tiny-cmake.log" 2>&1 &&
    cmake --build "$prefix/tiny-cmake" >>"$prefix/tiny-cmake.log" 2>&1; then
    check "find_package(gridgames), gridgames::gridgames" "$prefix/tiny-cmake/tiny_shared" yes
    check "find_package(gridgames), gridgames::gridgames_static" "$prefix/tiny-cmake/tiny_static" no
else
    cat "$prefix/tiny-cmake.log"
    fail "the CMake project with find_package(gridgames) does not build"
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
