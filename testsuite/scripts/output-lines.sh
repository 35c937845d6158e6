#!/bin/bash
# How much longer vcc's regenerated functions are than the functions they replace.
#
# Runs the release vcc over the loop test cases (testsuite/cases/roundtrip/*.c and
# testsuite/bench/kernels/*.c) and prints, per file and in total, the lines of the regenerated
# function bodies in the output divided by the lines of the same bodies in the input. A body
# is the text from its opening `{` to its closing `}` at column 0, found by the function's name
# in both files (the signature is kept, so names match).
#
# Two counts per file:
#   all: with --emit-all, as the roundtrip trials run it: every function vcc regenerated;
#   vec: in the default mode: only the functions vcc transformed (their text changed).
#
# Usage: testsuite/scripts/output-lines.sh [--quiet]   (from anywhere; builds nothing)
# Environment: VCC (default target/release/vcc), TARGET (default avx2, the --target given).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
vcc=${VCC:-$root/target/release/vcc}
target=${TARGET:-avx2}
quiet=${1:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Prints `name lines text` for each function body at column 0 of file $1 (the text with its
# blanks and newlines as control characters, so that it is one field).
spans() {
    awk '
    function flush_sig() { sig = "" }
    {
        line = $0
        if (depth == 0) {
            if (line ~ /^[ \t]*$/ || line ~ /^#/ || line ~ /;[ \t]*$/ || line ~ /^}/) { flush_sig(); if (line !~ /\{/) next }
            if (line ~ /\{[ \t]*$/ || line ~ /^\{/) {
                s = sig " " line
                gsub(/__attribute__[ \t]*\(\(([^()]|\([^()]*\))*\)\)/, "", s)
                name = ""
                if (s !~ /=/ && match(s, /[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)) {
                    name = substr(s, RSTART, RLENGTH)
                    sub(/[ \t]*\($/, "", name)
                }
                if (name != "") { cur = name; start = NR; body = "" }
            } else {
                sig = sig " " line
            }
        }
        if (cur != "") body = body "\n" line
        t = line
        gsub(/"([^"\\]|\\.)*"/, "", t); gsub(/\x27([^\x27\\]|\\.)*\x27/, "", t)
        sub(/\/\/.*/, "", t)
        opens = gsub(/\{/, "{", t); closes = gsub(/\}/, "}", t)
        depth += opens - closes
        if (depth == 0 && cur != "" && closes > 0) {
            gsub(/ /, "\001", body); gsub(/\t/, "\003", body); gsub(/\n/, "\002", body)
            print cur, NR - start + 1, body
            cur = ""; flush_sig()
        }
    }
    ' "$1"
}

# Sums, over the functions of input $1 found in output $2 (with `changed` as $3: only those
# whose text differs), the input and output body lines: prints `in out`.
measure() {
    spans "$1" | sort >"$tmp/in"
    spans "$2" | sort >"$tmp/out"
    join "$tmp/in" "$tmp/out" | awk -v only="$3" 'only != "changed" || $3 != $5 { i += $2; o += $4 } END { print i + 0, o + 0 }'
}

total_in=0 total_out=0 vec_in=0 vec_out=0
[ "$quiet" = --quiet ] || printf '%-40s %9s %9s %7s   %9s %9s %7s\n' file all-in all-out ratio vec-in vec-out ratio
for f in "$root"/testsuite/cases/roundtrip/*.c "$root"/testsuite/bench/kernels/*.c; do
    case $f in *.out.c) continue ;; esac
    dir=$(dirname "$f") base=$(basename "$f")
    (cd "$dir" && "$vcc" --target="$target" --emit-all "$base" -o "$tmp/all.c" 2>/dev/null) || continue
    (cd "$dir" && "$vcc" --target="$target" "$base" -o "$tmp/vec.c" 2>/dev/null) || continue
    read -r ai ao < <(measure "$f" "$tmp/all.c" all)
    read -r vi vo < <(measure "$f" "$tmp/vec.c" changed)
    total_in=$((total_in + ai)) total_out=$((total_out + ao)) vec_in=$((vec_in + vi)) vec_out=$((vec_out + vo))
    [ "$ai" -gt 0 ] || continue
    [ "$quiet" = --quiet ] && continue
    vr=-
    [ "$vi" -gt 0 ] && vr=$(awk -v a="$vo" -v b="$vi" 'BEGIN { printf "%.2f", a / b }')
    printf '%-40s %9d %9d %7s   %9d %9d %7s\n' "${dir##*/}/$base" "$ai" "$ao" \
        "$(awk -v a="$ao" -v b="$ai" 'BEGIN { printf "%.2f", a / b }')" "$vi" "$vo" "$vr"
done
printf '%-40s %9d %9d %7s   %9d %9d %7s\n' TOTAL "$total_in" "$total_out" \
    "$(awk -v a="$total_out" -v b="$total_in" 'BEGIN { printf "%.2f", b ? a / b : 0 }')" "$vec_in" "$vec_out" \
    "$(awk -v a="$vec_out" -v b="$vec_in" 'BEGIN { printf "%.2f", b ? a / b : 0 }')"
