#!/bin/sh
# Installs the build into a scratch prefix, then compiles and runs a tiny program against
# the installed library found through pkg-config, and checks the man page and binary.
# usage: run.sh BUILD_DIR PREFIX CC [EXTRA_CFLAGS]
set -eu
build=$1 prefix=$2 cc=$3 extra=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
test -x "$prefix/bin/gridgames"
test -f "$prefix/share/man/man1/gridgames.1"
test -f "$prefix/include/gridgames/gridgames.h"
pcdir=$(dirname "$(find "$prefix" -name gridgames.pc | head -n 1)")
# As a user would: PKG_CONFIG_PATH only. The .pc file must name this prefix by itself.
export PKG_CONFIG_PATH="$pcdir"
flags=$(pkg-config --cflags --libs gridgames)
case " $flags " in
*" -I$prefix/"*) ;;
*) echo "pkg-config --cflags --libs gridgames gave '$flags', outside $prefix"; echo "0 passed, 1 failed"; exit 1 ;;
esac
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Wextra $extra -o "$prefix/tiny" "$here/tiny.c" $flags
out=$(printf '2\n6 4 3\n2 3\n4 2\n6 4\n1 1 1\n1 1\n' | "$prefix/tiny")
expected="Mimo
Yuyu
version $(pkg-config --modversion gridgames)"
if [ "$out" != "$expected" ]; then
    echo "tiny program printed:"; echo "$out"; echo "expected:"; echo "$expected"
    echo "0 passed, 1 failed"
    exit 1
fi
"$prefix/bin/gridgames" --version >/dev/null
echo "install: binary, library, headers, pkg-config file and man page in place; tiny program ok"
echo "1 passed, 0 failed"
