#!/usr/bin/env bash
# Prints, one per line, the first COUNT seeds from FIRST on whose Csmith program (with the options
# in csmith-options.sh) compiles with `cc -O1` and prints its checksum within LIMIT seconds.
# The fixed seed list testsuite/cases/csmith/seeds.txt was made with: csmith-screen.sh 1 250 0.5
# Usage: csmith-screen.sh FIRST COUNT [LIMIT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/csmith-options.sh"
first=${1:?usage: csmith-screen.sh FIRST COUNT [LIMIT]}
count=${2:?usage: csmith-screen.sh FIRST COUNT [LIMIT]}
limit=${3:-0.5}
include=$(find_csmith_include)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# csmith writes platform.info into the current directory.
cd "$work"
found=0
seed=$first
while [ "$found" -lt "$count" ]; do
    # shellcheck disable=SC2086
    if csmith --seed "$seed" $CSMITH_OPTIONS -o "$work/p.c" >/dev/null 2>&1 \
        && cc -O1 -w -I"$include" "$work/p.c" -o "$work/p" >/dev/null 2>&1 \
        && timeout "$limit" "$work/p" 2>/dev/null | grep -q '^checksum = '; then
        echo "$seed"
        found=$((found + 1))
    fi
    seed=$((seed + 1))
done
