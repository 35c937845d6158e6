#!/usr/bin/env bash
# The SLP benchmark of issue 24. Each kernel in slp/*.c (or the kernels named) is a noinline
# function of straight-line code (complex and quaternion products, 3-D and pixel math on structs,
# a hash round, an unrolled dot product, a 4x4 matrix product, a butterfly, ...) that main calls
# on every item of an array, REPS times: no compiler vectorizes the calling loop, so what is
# measured is what each one makes of the straight-line code. Two kernels (dot8_acc_f32,
# dist4_acc_f32) are loops instead, whose sums carried round them SLP packs (PHI seeds): their
# main calls them on a whole array. Built, in one run, as: gcc -O2 (the
# reference output), gcc -O3 -march=native and clang-19 -O3 -march=native (both have SLP
# vectorizers), and vcc's output (target native) with gcc -O2 and with gcc -O3 -march=native.
# Every build adds -ffp-contract=off, so that no compiler fuses a multiply-add the others do not:
# the float checksums then agree to the bit. And every build starts each function and loop on a
# 64-byte boundary (ALIGN, as coverage/run.sh): the kernels run at the speed of their calling
# loop, a few cycles a call, and where the call and the kernel fall in 64-byte blocks moved a
# build by a cycle a call (hash4_u32: gcc -O3's kernel and vcc's are the same seven
# instructions, and ran at 0.33 s and 0.40 s; with the flags swapped between the two builds,
# 0.40 s and 0.33 s).
# The table gives per kernel how many SLP trees vcc vectorized in it (its remarks above `int
# main`), per configuration the time, and for vcc's builds the speed-up over the faster of gcc and
# clang -O3 -march=native; then geometric means and the issue's targets (>= 1.0x on every kernel,
# geomean >= 1.3x). A build whose output differs from gcc -O2's prints WRONG instead of a time;
# a build that fails prints FAIL (its errors are in the notes).
#
# Times are CPU seconds (user + sys) of the whole program, best of RUNS runs in rounds
# (../timing.sh, as bench.sh); the kernels include ../kernels/bench.h for the repetition count
# and checksum.
#
# Usage: testsuite/bench/slp/slp.sh [--quick] [KERNEL ...]
#   --quick   run each program once with 20 repetitions (a smoke test: times are meaningless)
#   KERNEL    a kernel name (cmul_f64) or file (slp/cmul_f64.c); default: all of slp/*.c
# Environment: VCC (the vcc binary; default: build it with `cargo build --release`), VCC_FLAGS
# (extra flags for vcc; default target: native), CLANG (default clang-19), OUT (default
# testsuite/out/slp-bench.txt), RUNS (runs per build, default 5), ALIGN (default -falign-functions=64
# -falign-loops=64; ALIGN= measures without it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bench=$(cd "$here/.." && pwd)
root=$(cd "$bench/../.." && pwd)
# shellcheck source=../timing.sh
source "$bench/timing.sh"
clang=${CLANG:-clang-19}
align=${ALIGN--falign-functions=64 -falign-loops=64}
out=${OUT:-$root/testsuite/out/slp-bench.txt}
runs=${RUNS:-5}
run_args=()
kernels=()
for arg in "$@"; do
    case $arg in
        --quick) runs=1; run_args=(20) ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "slp.sh: unknown option $arg" >&2; exit 2 ;;
        *.c) kernels+=("$arg") ;;
        *) kernels+=("$here/$arg.c") ;;
    esac
done
[ ${#kernels[@]} -gt 0 ] || kernels=("$here"/*.c)
for kernel in "${kernels[@]}"; do
    [ -f "$kernel" ] || { echo "slp.sh: no kernel $kernel" >&2; exit 2; }
done
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
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
vcc_configs=("vcc+gcc-O2" "vcc+gcc-O3-native")

cell() { printf ' %19s' "$1"; }
header=$(printf '%-15s %3s' kernel slp)
for config in "${configs[@]}"; do header+=$(cell "${config%%|*}"); done
{
    echo "vcc SLP benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
    echo "$("$VCC" --version 2>/dev/null || echo vcc), vcc flags: ${VCC_FLAGS:-(none: --target=native)}; $(gcc --version | head -1); $($clang --version 2>/dev/null | head -1 || echo "$clang: not installed"); every build -ffp-contract=off ${align}"
    echo "cells: CPU seconds (user+sys, best of $runs); vcc's builds also the speed-up over the faster of gcc-O3-native and clang-O3-native (higher is faster)"
    echo "slp: SLP trees vcc vectorized in the kernel"
    [ ${#run_args[@]} -eq 0 ] || echo "--quick: every program runs once with ${run_args[*]} repetitions; the times mean nothing"
    echo
    echo "$header"
} | tee "$out"

notes=()
declare -A ratio_logs=() ratio_counts=() below=()
for kernel in "${kernels[@]}"; do
    name=$(basename "$kernel" .c)
    kdir=$(cd "$(dirname "$kernel")" && pwd)
    # shellcheck disable=SC2086
    if ! (cd "$kdir" && "$VCC" ${VCC_FLAGS:-} -I"$bench/kernels" --remarks "$name.c" -o "$work/$name.vcc.c") 2>"$work/$name.remarks"; then
        notes+=("$name: vcc failed: $(grep -v remark: "$work/$name.remarks" | head -3 | tr '\n' ' ')")
    fi
    main_line=$(grep -n '^int main' "$kernel" | head -1 | cut -d: -f1)
    trees=$(awk -F: -v main="${main_line:-999999}" '/: remark: SLP vectorized/ && $2 < main' "$work/$name.remarks" | wc -l)
    declare -A times=()
    timed=()
    reference=""
    for config in "${configs[@]}"; do
        IFS='|' read -r label compiler source <<<"$config"
        src=$kernel
        [ "$source" = vcc ] && src="$work/$name.vcc.c"
        exe="$work/$name.$label"
        if ! command -v "${compiler%% *}" >/dev/null || { [ "$source" = vcc ] && [ ! -s "$src" ]; }; then
            times[$label]=n/a
            continue
        fi
        # shellcheck disable=SC2086
        if ! $compiler -ffp-contract=off $align -I"$bench/kernels" "$src" -o "$exe" -lm 2>"$exe.log"; then
            times[$label]=FAIL
            notes+=("$name: $label does not build: $(grep -m2 error "$exe.log" | tr '\n' ' ')")
            continue
        fi
        output=$("$exe" "${run_args[@]}" 2>&1) || output="exit status $?: $output"
        [ -z "$reference" ] && reference=$output
        if [ "$output" != "$reference" ]; then
            times[$label]=WRONG
            notes+=("$name: $label prints '$output', gcc-O2 prints '$reference'")
        else
            timed+=("$label=$exe")
        fi
    done
    while read -r label t; do times[$label]=$t; done < <(time_builds "$runs" ${timed[@]+"${timed[@]}"})
    best=$(for l in gcc-O3-native clang-O3-native; do [[ ${times[$l]} =~ ^[0-9.]+$ ]] && echo "${times[$l]}"; done | sort -g | head -1)
    row=$(printf '%-15s %3s' "$name" "$trees")
    for config in "${configs[@]}"; do
        label=${config%%|*}
        t=${times[$label]}
        if [[ " ${vcc_configs[*]} " == *" $label "* && $t =~ ^[0-9.]+$ && -n $best ]] && [ "$t" != 0.000 ]; then
            ratio=$(awk -v b="$best" -v t="$t" 'BEGIN { printf "%.2f", b / t }')
            ratio_logs[$label]=$(awk -v s="${ratio_logs[$label]:-0}" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
            ratio_counts[$label]=$((${ratio_counts[$label]:-0} + 1))
            awk -v r="$ratio" 'BEGIN { exit !(r < 1.0) }' && below[$label]="${below[$label]:-}${below[$label]:+, }$name ${ratio}x"
            row+=$(cell "$t ${ratio}x")
        else
            row+=$(cell "$t")
        fi
    done
    echo "$row" | tee -a "$out"
    unset times
done

row=$(printf '%-15s %3s' geomean "")
for config in "${configs[@]}"; do
    label=${config%%|*}
    if [ -n "${ratio_counts[$label]:-}" ]; then
        row+=$(cell "$(awk -v s="${ratio_logs[$label]}" -v n="${ratio_counts[$label]}" 'BEGIN { printf "%.2fx", exp(s / n) }')")
    else
        row+=$(cell "")
    fi
done
{
    echo "$row"
    echo "(geomean: of vcc's speed-ups over the faster of gcc and clang -O3 -march=native)"
    echo
    for label in "${vcc_configs[@]}"; do
        [ -n "${ratio_counts[$label]:-}" ] || continue
        g=$(awk -v s="${ratio_logs[$label]}" -v n="${ratio_counts[$label]}" 'BEGIN { printf "%.2f", exp(s / n) }')
        geo=$(awk -v g="$g" 'BEGIN { print (g >= 1.3 ? "met" : "NOT met") }')
        echo "targets ($label vs the better of gcc/clang): >= 1.0x on every kernel: ${below[$label]:+NOT met (}${below[$label]:-met}${below[$label]:+)}; geomean ${g}x >= 1.3x ($geo)"
    done
    if [ ${#notes[@]} -gt 0 ]; then
        echo
        echo "notes:"
        printf '  %s\n' "${notes[@]}"
    fi
} | tee -a "$out"
