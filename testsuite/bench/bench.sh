#!/usr/bin/env bash
# Benchmark skeleton: for each kernel in kernels/*.c (or the files given), build the original with
# gcc -O2, gcc -O3 -march=native and clang-19 -O3 -march=native, and vcc's output with gcc -O2 and
# gcc -O3 -march=native; run each (best of 3 wall-clock times) and print a table of times and of
# speed-ups against `gcc -O3 -march=native` on the original. The table also goes to $OUT
# (default testsuite/out/bench.txt). A build whose output differs from the original's prints
# WRONG instead of a time: speed never excuses a wrong answer.
#
# Usage: testsuite/bench/bench.sh [KERNEL.c ...]
# Environment: VCC (the vcc binary; default: build it with `cargo build --release`), VCC_FLAGS
# (extra flags for vcc, e.g. --target=avx2), CLANG (default clang-19), OUT.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
clang=${CLANG:-clang-19}
out=${OUT:-$root/testsuite/out/bench.txt}
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
if [ $# -gt 0 ]; then kernels=("$@"); else kernels=("$here"/kernels/*.c); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"

# The configurations, as "label|compiler and flags|source" (orig = the kernel, vcc = vcc's output).
configs=(
    "gcc-O2|gcc -O2|orig"
    "gcc-O3-native|gcc -O3 -march=native|orig"
    "clang-O3-native|$clang -O3 -march=native|orig"
    "vcc+gcc-O2|gcc -O2|vcc"
    "vcc+gcc-O3-native|gcc -O3 -march=native|vcc"
)
baseline=gcc-O3-native

# Best of three wall-clock runs, in seconds with millisecond resolution.
best_of_3() {
    local best="" start end ms
    for _ in 1 2 3; do
        start=$(date +%s%N)
        "$1" >/dev/null
        end=$(date +%s%N)
        ms=$(((end - start) / 1000000))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    printf '%d.%03d' $((best / 1000)) $((best % 1000))
}

header=$(printf '%-14s' kernel)
for config in "${configs[@]}"; do header+=$(printf ' %18s' "${config%%|*}"); done
{
    echo "vcc benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), vcc flags: ${VCC_FLAGS:-(none)}"
    echo "times in seconds (best of 3); speed-up = time($baseline) / time, higher is faster"
    echo
    echo "$header"
} | tee "$out"

for kernel in "${kernels[@]}"; do
    name=$(basename "$kernel" .c)
    # shellcheck disable=SC2086
    "$VCC" ${VCC_FLAGS:-} "$kernel" -o "$work/$name.vcc.c"
    declare -A times=()
    reference=""
    for config in "${configs[@]}"; do
        IFS='|' read -r label compiler source <<<"$config"
        src=$kernel
        [ "$source" = vcc ] && src="$work/$name.vcc.c"
        exe="$work/$name.$label"
        # shellcheck disable=SC2086
        if ! command -v "${compiler%% *}" >/dev/null || ! $compiler "$src" -o "$exe" -lm 2>/dev/null; then
            times[$label]=n/a
            continue
        fi
        output=$("$exe")
        [ -z "$reference" ] && reference=$output
        if [ "$output" != "$reference" ]; then
            times[$label]=WRONG
        else
            times[$label]=$(best_of_3 "$exe")
        fi
    done
    row=$(printf '%-14s' "$name")
    ratios=$(printf '%-14s' "  speed-up")
    for config in "${configs[@]}"; do
        label=${config%%|*}
        row+=$(printf ' %18s' "${times[$label]}")
        ratio=-
        if [[ ${times[$label]} =~ ^[0-9.]+$ && ${times[$baseline]} =~ ^[0-9.]+$ ]]; then
            ratio=$(awk -v b="${times[$baseline]}" -v t="${times[$label]}" 'BEGIN { printf (t > 0 ? "%.2fx" : "-"), b / t }')
        fi
        ratios+=$(printf ' %18s' "$ratio")
    done
    printf '%s\n%s\n' "$row" "$ratios" | tee -a "$out"
    unset times
done
echo "(written to $out)"
