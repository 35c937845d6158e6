#!/bin/bash
# testsuite/bench/neon_insns.sh [KERNEL...]: AArch64 instructions executed per repetition of each
# benchmark kernel (testsuite/bench/kernels/), counted under qemu-aarch64: no timings (an
# emulator's times say nothing about a core), only how much work each build asks of the CPU.
#
# Builds per kernel, all `aarch64-linux-gnu-gcc -O2 -ffp-contract=off -static`:
#   scalar   the input with -fno-tree-vectorize
#   input    the input as is (gcc 12 vectorizes at -O2 with its very-cheap cost model)
#   generic  vcc's output for --target=neon written with generic vector extensions: the output of
#            $VCC_GENERIC (a vcc from before NEON had intrinsics), else vcc --target=neon
#            --no-intrinsics (the same plans as the neon column, in generic vectors)
#   neon     vcc --target=neon's output (arm_neon.h intrinsics)
# Counting: qemu-aarch64 -d in_asm,exec,nochain logs every translated block's instructions once
# and every block it runs; the sum over runs of each block's length is the instructions run.
# A kernel runs with 1 and with 2 repetitions (its first argument): the difference is one
# repetition's instructions, without the program's setup. Checksums must agree across builds
# (a mismatch prints `MISMATCH`). Needs gcc-aarch64-linux-gnu, libc6-dev-arm64-cross, qemu-user.
#   VCC=path/to/vcc (default target/release/vcc)  VCC_GENERIC=path/to/old/vcc (optional)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
vcc=${VCC:-$root/target/release/vcc}
kernels_dir=$root/testsuite/bench/kernels
cc="aarch64-linux-gnu-gcc -O2 -ffp-contract=off -static -w -I$kernels_dir"
for tool in aarch64-linux-gnu-gcc qemu-aarch64; do
    command -v $tool >/dev/null || { echo "neon_insns.sh: $tool is not installed" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# count EXE REPS: instructions run by `EXE REPS` (its output in $tmp/out).
count() {
    qemu-aarch64 -d in_asm,exec,nochain -D /dev/fd/3 "$1" "$2" 3>&1 >"$tmp/out" | awk '
        /^IN:/ { inblock = 1; start = ""; next }
        inblock && /^0x/ { pc = substr($1, 3, length($1) - 3); sub(/^0+/, "", pc); if (start == "") start = pc; n[start]++; next }
        inblock && !/^0x/ { inblock = 0 }
        /^Trace/ { split($4, f, "/"); pc = f[2]; sub(/^0+/, "", pc); total += n[pc] }
        END { print total + 0 }'
}

# per_rep EXE: instructions of one repetition, and the checksum line of the 1-rep run.
per_rep() {
    local one two sum
    one=$(count "$1" 1)
    sum=$(cat "$tmp/out")
    two=$(count "$1" 2)
    echo "$((two - one)) $sum"
}

if [ $# -gt 0 ]; then
    kernels=("$@")
else
    kernels=()
    for f in "$kernels_dir"/*.c; do kernels+=("$(basename "$f" .c)"); done
fi

printf '%-18s %10s %10s %10s %10s %8s %8s\n' kernel scalar input generic neon gen/neon in/neon
geo_gen=0
geo_in=0
n=0
for k in "${kernels[@]}"; do
    src=$kernels_dir/$k.c
    [ -f "$src" ] || { echo "no kernel $k" >&2; continue; }
    $cc -fno-tree-vectorize "$src" -o "$tmp/scalar" -lm || continue
    $cc "$src" -o "$tmp/input" -lm || continue
    if [ -n "${VCC_GENERIC:-}" ]; then
        (cd "$kernels_dir" && "$VCC_GENERIC" --target=neon "$k.c" -o "$tmp/generic.c") 2>/dev/null
    else
        (cd "$kernels_dir" && "$vcc" --target=neon --no-intrinsics "$k.c" -o "$tmp/generic.c") 2>/dev/null
    fi
    (cd "$kernels_dir" && "$vcc" --target=neon "$k.c" -o "$tmp/neon.c") 2>/dev/null
    $cc "$tmp/generic.c" -o "$tmp/generic" -lm || continue
    $cc "$tmp/neon.c" -o "$tmp/neon" -lm || continue
    read -r s s_sum < <(per_rep "$tmp/scalar")
    read -r i i_sum < <(per_rep "$tmp/input")
    read -r g g_sum < <(per_rep "$tmp/generic")
    read -r v v_sum < <(per_rep "$tmp/neon")
    note=""
    if [ "$s_sum" != "$i_sum" ] || [ "$s_sum" != "$g_sum" ] || [ "$s_sum" != "$v_sum" ]; then note=" MISMATCH"; fi
    ratios=$(awk -v g="$g" -v i="$i" -v v="$v" 'BEGIN { if (v > 0) printf "%8.2f %8.2f", g / v, i / v; else printf "%8s %8s", "-", "-" }')
    printf '%-18s %10d %10d %10d %10d %s%s\n' "$k" "$s" "$i" "$g" "$v" "$ratios" "$note"
    if [ "$v" -gt 0 ] && [ "$g" -gt 0 ] && [ "$i" -gt 0 ]; then
        geo_gen=$(awk -v a="$geo_gen" -v g="$g" -v v="$v" 'BEGIN { print a + log(g / v) }')
        geo_in=$(awk -v a="$geo_in" -v i="$i" -v v="$v" 'BEGIN { print a + log(i / v) }')
        n=$((n + 1))
    fi
done
if [ $n -gt 0 ]; then
    awk -v a="$geo_gen" -v b="$geo_in" -v n="$n" 'BEGIN { printf "geomean over %d kernels: generic/neon %.2fx, input/neon %.2fx\n", n, exp(a / n), exp(b / n) }'
fi
