#!/usr/bin/env bash
# Runs the Csmith round trip on N seeds (from FIRST, default 1000) in parallel and prints a summary:
# how many programs vcc fully regenerated and matched, partly regenerated (some function kept, see
# the causes listed below the counts), passed through, failed on, or miscompiled.
# Failing programs are kept in $OUT (default testsuite/out/csmith) for triage.
#
# Usage: testsuite/scripts/csmith-many.sh N [FIRST]
# Environment: VCC (the vcc binary; default: build it with `cargo build --release`), CC (default cc),
# JOBS (default: the number of cores), LIMIT (run-time limit per program in seconds, default 2).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$here/csmith-options.sh"

count=${1:?usage: csmith-many.sh N [FIRST]}
first=${2:-1000}
jobs=${JOBS:-$(nproc)}
export LIMIT=${LIMIT:-2}
export CC=${CC:-cc}
export OUT=${OUT:-$root/testsuite/out/csmith}
export CSMITH_OPTIONS
CSMITH_INCLUDE=$(find_csmith_include)
export CSMITH_INCLUDE
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
export VCC
mkdir -p "$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export work

# One seed; prints "<seed> <verdict>", where the verdict is one of:
# skip (the original does not finish in time), vcc-error, cc-error (the output does not compile),
# mismatch (different checksum), match-regenerated (every function), match-partial (some function
# kept as written; the `cannot regenerate` remarks go to $work/kept.<seed>), match-passthrough.
one_seed() {
    local seed=$1 dir="$work/$1"
    mkdir -p "$dir"
    cd "$dir"
    # shellcheck disable=SC2086
    csmith --seed "$seed" $CSMITH_OPTIONS -o p.c >/dev/null 2>&1 || { echo "$seed skip"; return; }
    "$CC" -O1 -w -I"$CSMITH_INCLUDE" p.c -o orig 2>/dev/null || { echo "$seed skip"; return; }
    timeout "$LIMIT" ./orig >orig.out 2>/dev/null || { echo "$seed skip"; return; }
    local verdict
    if ! "$VCC" --emit-all --remarks -I"$CSMITH_INCLUDE" p.c -o vcc.c 2>vcc.err; then
        verdict=vcc-error
    elif ! "$CC" -O1 -w -I"$CSMITH_INCLUDE" vcc.c -o regen 2>cc.err; then
        verdict=cc-error
    elif ! timeout $((LIMIT * 5)) ./regen >regen.out 2>/dev/null || ! cmp -s orig.out regen.out; then
        verdict=mismatch
    elif cmp -s p.c vcc.c; then
        verdict=match-passthrough
    elif grep -q 'remark: cannot regenerate' vcc.err; then
        verdict=match-partial
        grep 'remark: cannot regenerate' vcc.err >"$work/kept.$seed"
    else
        verdict=match-regenerated
    fi
    case $verdict in
    match-*) ;;
    *) mkdir -p "$OUT/$seed" && cp -- * "$OUT/$seed/" 2>/dev/null || true ;;
    esac
    cd / && rm -rf "$dir"
    echo "$seed $verdict"
}
export -f one_seed

start=$(date +%s)
seq "$first" $((first + count - 1)) | xargs -P "$jobs" -I{} bash -c 'one_seed {}' >"$work/results"
elapsed=$(($(date +%s) - start))

echo "csmith round trip: seeds $first..$((first + count - 1)) in ${elapsed}s (options: $CSMITH_OPTIONS)"
for verdict in match-regenerated match-partial match-passthrough mismatch cc-error vcc-error skip; do
    printf '  %-18s %6d\n' "$verdict" "$(awk -v v="$verdict" '$2 == v' "$work/results" | wc -l)"
done
tested=$(awk '$2 != "skip"' "$work/results" | wc -l)
regenerated=$(awk '$2 == "match-regenerated"' "$work/results" | wc -l)
if [ "$tested" -gt 0 ]; then
    echo "  fully regenerated and matching: $((100 * regenerated / tested))% of $tested programs"
fi
if compgen -G "$work/kept.*" >/dev/null; then
    echo "  why functions were kept (count, reason):"
    cat "$work"/kept.* | sed 's/.*remark: cannot regenerate `[^`]*`: //' | sort | uniq -c | sort -rn | sed 's/^/    /'
fi
bad=$(awk '$2 == "mismatch" || $2 == "cc-error" || $2 == "vcc-error" {print $1}' "$work/results" | sort -n | tr '\n' ' ')
if [ -n "$bad" ]; then
    echo "  failing seeds (kept in $OUT): $bad"
    exit 1
fi
