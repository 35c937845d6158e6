#!/usr/bin/env bash
# The function-level vectorization benchmark of issue 4: the paper's twelve kernels in wfv/*.c (or
# the kernels named). Each is built, in one run, as: scalar (gcc -O2 -fno-tree-vectorize, the
# baseline), gcc -O3 -march=native, gcc -O3 -march=native -fopenmp-simd and clang-19 -O3
# -march=native -fopenmp-simd (both then make and call their own `omp declare simd` variants),
# and vcc's output (-DVCC_ANNOTATIONS: vcc's own annotations) with `--wfv=naive`, with `--no-boscc`
# (no block skipped when no lane is in it unless its side effects need it, no all-true fast path)
# and in full, each compiled by gcc -O2: the ablation of the paper's Table 2. Every build adds -ffp-contract=off, so that no compiler fuses a multiply-add
# the scalar build does not: the float checksums then agree to the bit.
# The table gives per kernel whether vcc vectorized its hot loop (the loop marked `/* hot */`), per
# configuration the time and the speed-up over scalar, and vcc full's speed-up over the faster of
# gcc and clang with -fopenmp-simd; then geometric means and the issue's targets (Mandelbrot >= 6x
# over scalar, geomean >= 3x over scalar and >= 2x over the best of gcc/clang with declare simd).
# A build whose output differs from the scalar build's prints WRONG instead of a time (speed never
# excuses a wrong answer); a build that fails prints FAIL (its errors are in the notes).
#
# Times are CPU seconds (user + sys) of the whole program, best of RUNS runs in rounds
# (timing.sh: each round runs every build of the kernel once): on a shared machine
# they vary less than wall-clock times. Each program repeats its kernel REPS times (its default
# is chosen so that the scalar build runs for 0.2-0.6 s).
#
# Usage: testsuite/bench/wfv.sh [--quick] [KERNEL ...]
#   --quick   run each program once with 1 repetition (a smoke test: times are meaningless)
#   KERNEL    a kernel name (mandelbrot) or file (wfv/mandelbrot.c); default: all of wfv/*.c
# Environment: VCC (the vcc binary; default: build it with `cargo build --release`), VCC_FLAGS
# (extra flags for vcc; default target: native), CLANG (default clang-19), OUT (default
# testsuite/out/wfv-bench.txt), RUNS (runs per build, default 5), MARCH (the instruction-set flag of the
# gcc-O3 and omp builds, default -march=native; the issue's targets are on AVX2, so on an AVX-512 host
# `MARCH=-march=x86-64-v3 VCC_FLAGS=--target=avx2` compares every build on AVX2 and FMA alone).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=timing.sh
source "$here/timing.sh"
clang=${CLANG:-clang-19}
out=${OUT:-$root/testsuite/out/wfv-bench.txt}
runs=${RUNS:-5}
march=${MARCH:--march=native}
run_args=()
kernels=()
for arg in "$@"; do
    case $arg in
        --quick) runs=1; run_args=(1) ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "wfv.sh: unknown option $arg" >&2; exit 2 ;;
        *.c) kernels+=("$arg") ;;
        *) kernels+=("$here/wfv/$arg.c") ;;
    esac
done
[ ${#kernels[@]} -gt 0 ] || kernels=("$here"/wfv/*.c)
for kernel in "${kernels[@]}"; do
    [ -f "$kernel" ] || { echo "wfv.sh: no kernel $kernel" >&2; exit 2; }
done
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"
# bench.h (repetitions, checksums) is the loop benchmark's.
include="-I$here/kernels"
common="-ffp-contract=off"

# The configurations, as "label|compiler and flags|source" (orig = the kernel; naive, noboscc,
# full = vcc's output with --wfv=naive, with --no-boscc, in full).
configs=(
    "scalar|gcc -O2 -fno-tree-vectorize|orig"
    "gcc-O3|gcc -O3 $march|orig"
    "gcc-O3-omp|gcc -O3 $march -fopenmp-simd|orig"
    "clang-O3-omp|$clang -O3 $march -fopenmp-simd|orig"
    "vcc-naive|gcc -O2|naive"
    "vcc-noboscc|gcc -O2|noboscc"
    "vcc-full|gcc -O2|full"
)
baseline=scalar
target_config=vcc-full
omp_configs="gcc-O3-omp clang-O3-omp"

is_time() { [[ $1 =~ ^[0-9.]+$ ]] && [ "$1" != 0.000 ]; }

cell() { printf ' %15s' "$1"; }
header=$(printf '%-16s %4s' kernel vcc)
for config in "${configs[@]}"; do header+=$(cell "${config%%|*}"); done
header+=$(cell "full/best-omp")
vcc_version=$("$VCC" --version 2>/dev/null || echo vcc)
{
    echo "vcc function-level benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
    echo "$vcc_version, vcc flags: -DVCC_ANNOTATIONS ${VCC_FLAGS:-(target: native)}; $(gcc --version | head -1); $($clang --version 2>/dev/null | head -1 || echo "$clang: not installed")"
    echo "gcc-O3 and omp builds: $march; every build adds $common; cells: CPU seconds (user+sys, best of $runs) and speed-up = time($baseline) / time"
    echo "vcc: whether vcc (full) vectorized the kernel's hot loop; full/best-omp: time of the faster of gcc-O3-omp and clang-O3-omp / time of vcc-full"
    [ ${#run_args[@]} -eq 0 ] || echo "--quick: every program runs once with ${run_args[*]} repetition; the times mean nothing"
    echo
    echo "$header"
} | tee "$out"

notes=()
declare -A ratio_logs=() ratio_counts=()
omp_log=0 omp_count=0 vcc_vec_total=0 kernel_total=0 mandel_ratio=""
for kernel in "${kernels[@]}"; do
    name=$(basename "$kernel" .c)
    kdir=$(cd "$(dirname "$kernel")" && pwd)
    hot_line=$(grep -n '/\* hot \*/' "$kernel" | head -1 | cut -d: -f1)
    kernel_total=$((kernel_total + 1))
    for variant in naive noboscc full; do
        flags=(-DVCC_ANNOTATIONS)
        [ "$variant" = naive ] && flags+=(--wfv=naive)
        [ "$variant" = noboscc ] && flags+=(--no-boscc)
        # shellcheck disable=SC2086
        if ! (cd "$kdir" && "$VCC" ${VCC_FLAGS:-} "${flags[@]}" "$include" --remarks "$name.c" -o "$work/$name.$variant.c") 2>"$work/$name.$variant.remarks"; then
            notes+=("$name: vcc $variant failed: $(grep -v remark: "$work/$name.$variant.remarks" | head -3 | tr '\n' ' ')")
        fi
    done
    vcc_vec=no
    grep -Eq "(^|/)$name\.c:${hot_line:-0}:[0-9]+: remark: loop vectorized" "$work/$name.full.remarks" && vcc_vec=yes
    if [ "$vcc_vec" = yes ]; then
        vcc_vec_total=$((vcc_vec_total + 1))
    else
        # vcc's reasons: its remarks on the kernel's functions (above main) that say "not".
        main_line=$(grep -n '^int main' "$kernel" | head -1 | cut -d: -f1)
        reason=$(awk -F': remark: ' -v main="${main_line:-999999}" 'NF > 1 && $2 ~ /not/ { split($1, loc, ":"); if (loc[2] < main) print "line " loc[2] ": " $2 }' "$work/$name.full.remarks" | sort -u | paste -sd '|' - | sed 's/|/; /g')
        notes+=("$name: vcc: ${reason:-no remark}")
    fi
    declare -A times=()
    timed=()
    reference=""
    for config in "${configs[@]}"; do
        IFS='|' read -r label compiler source <<<"$config"
        src=$kernel
        [ "$source" = orig ] || src="$work/$name.$source.c"
        exe="$work/$name.$label"
        if ! command -v "${compiler%% *}" >/dev/null || { [ "$source" != orig ] && [ ! -s "$src" ]; }; then
            times[$label]=n/a
            continue
        fi
        # shellcheck disable=SC2086
        if ! $compiler $common "$include" "$src" -o "$exe" -lm 2>"$exe.log"; then
            times[$label]=FAIL
            notes+=("$name: $label does not build: $(grep -m2 error "$exe.log" | tr '\n' ' ')")
            continue
        fi
        output=$("$exe" "${run_args[@]}" 2>&1) || output="exit status $?: $output"
        [ "$label" = "$baseline" ] && reference=$output
        if [ "$output" != "$reference" ]; then
            times[$label]=WRONG
            notes+=("$name: $label prints '$output', $baseline prints '$reference'")
        else
            timed+=("$label=$exe")
        fi
    done
    while read -r label t; do times[$label]=$t; done < <(time_builds "$runs" ${timed[@]+"${timed[@]}"})
    row=$(printf '%-16s %4s' "$name" "$vcc_vec")
    for config in "${configs[@]}"; do
        label=${config%%|*}
        t=${times[$label]}
        if is_time "$t" && is_time "${times[$baseline]}"; then
            ratio=$(awk -v b="${times[$baseline]}" -v t="$t" 'BEGIN { printf "%.2f", b / t }')
            ratio_logs[$label]=$(awk -v s="${ratio_logs[$label]:-0}" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
            ratio_counts[$label]=$((${ratio_counts[$label]:-0} + 1))
            row+=$(cell "$t ${ratio}x")
            [ "$label" = "$target_config" ] && [ "$name" = mandelbrot ] && mandel_ratio=$ratio
        else
            row+=$(cell "$t")
        fi
    done
    # vcc full against the faster of gcc and clang with their own declare simd variants.
    best_omp=""
    for label in $omp_configs; do
        t=${times[$label]:-}
        if is_time "$t" && { [ -z "$best_omp" ] || awk -v a="$t" -v b="$best_omp" 'BEGIN { exit !(a < b) }'; }; then best_omp=$t; fi
    done
    if [ -n "$best_omp" ] && is_time "${times[$target_config]}"; then
        ratio=$(awk -v b="$best_omp" -v t="${times[$target_config]}" 'BEGIN { printf "%.2f", b / t }')
        omp_log=$(awk -v s="$omp_log" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
        omp_count=$((omp_count + 1))
        row+=$(cell "${ratio}x")
    else
        row+=$(cell -)
    fi
    echo "$row" | tee -a "$out"
    unset times
done

row=$(printf '%-16s %4s' "geomean" "$vcc_vec_total")
geomean=""
for config in "${configs[@]}"; do
    label=${config%%|*}
    if [ -n "${ratio_counts[$label]:-}" ]; then
        g=$(awk -v s="${ratio_logs[$label]}" -v n="${ratio_counts[$label]}" 'BEGIN { printf "%.2f", exp(s / n) }')
        row+=$(cell "${g}x")
        [ "$label" = "$target_config" ] && geomean=$g
    else
        row+=$(cell -)
    fi
done
omp_geomean=""
if [ "$omp_count" -gt 0 ]; then
    omp_geomean=$(awk -v s="$omp_log" -v n="$omp_count" 'BEGIN { printf "%.2f", exp(s / n) }')
    row+=$(cell "${omp_geomean}x")
else
    row+=$(cell -)
fi
# "met" when the number reaches the target, "NOT met" otherwise or when there is no number.
verdict() { if [ -n "$1" ] && awk -v v="$1" -v t="$2" 'BEGIN { exit !(v >= t) }'; then echo met; else echo "NOT met"; fi; }
{
    echo "$row"
    echo "(geomean row: kernels whose hot loop vcc vectorized, of $kernel_total; geometric means of the speed-ups)"
    echo
    echo "targets ($target_config): mandelbrot ${mandel_ratio:--}x >= 6x over scalar ($(verdict "$mandel_ratio" 6));" \
        "geomean ${geomean:--}x >= 3x over scalar ($(verdict "$geomean" 3));" \
        "geomean ${omp_geomean:--}x >= 2x over the best of gcc/clang -fopenmp-simd ($(verdict "$omp_geomean" 2))"
    if [ ${#notes[@]} -gt 0 ]; then
        echo
        echo "notes:"
        printf '  %s\n' "${notes[@]}"
    fi
} | tee -a "$out"
echo "(written to $out)"
