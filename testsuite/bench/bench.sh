#!/usr/bin/env bash
# The loop benchmark of issue 3. For each kernel in kernels/*.c (or the kernels named), build the
# original with gcc -O2, gcc -O3 -march=native and clang-19 -O3 -march=native, and vcc's output
# with gcc -O2 and gcc -O3 -march=native; run each and print one table: per kernel, whether gcc -O3
# -march=native vectorized the hot loop (-fopt-info-vec-optimized on the lines marked `/* hot */`;
# "lib" where it replaced the loop by a call to a C library routine such as strlen or memset,
# -fopt-info-loop-optimized's "transformed into a builtin" or "distributed: split to 0 loops and
# N library calls" (a copy loop as memcpy): those routines are vectorized code, so the kernel
# counts with the ones gcc vectorizes) and whether vcc did (its --remarks on those lines; a copy
# loop it replaced by memcpy counts as vectorized), then per configuration the time and the speed-up against gcc -O3 -march=native on the
# original; then a geometric-mean row, the summary against the issue's targets, and vcc's reason
# for every hot loop it did not vectorize.
# A build whose output differs from gcc -O2's prints WRONG instead of a time (speed never excuses
# a wrong answer); a build that fails prints FAIL (its errors are in the notes).
#
# Times are CPU seconds (user + sys) of the whole program, best of RUNS runs in rounds
# (timing.sh: each round runs every build of the kernel once): on a shared machine
# they vary less than wall-clock times. Each program repeats its kernel REPS times (its default
# is chosen so that the gcc -O2 build runs for 0.2-1.2 s and the gcc -O3 -march=native
# build for at least about 0.1 s: shorter runs are mostly start-up and page faults).
#
# Usage: testsuite/bench/bench.sh [--quick] [KERNEL ...]
#   --quick   run each program once with 20 repetitions (a smoke test: times are meaningless)
#   KERNEL    a kernel name (saxpy) or file (kernels/saxpy.c); default: all of kernels/*.c
# Environment: VCC (the vcc binary; default: build it with `cargo build --release`), VCC_FLAGS
# (extra flags for vcc; default target: native), CLANG (default clang-19), OUT (default
# testsuite/out/bench.txt), RUNS (runs per build, default 5).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=timing.sh
source "$here/timing.sh"
clang=${CLANG:-clang-19}
out=${OUT:-$root/testsuite/out/bench.txt}
runs=${RUNS:-5}
run_args=()
kernels=()
for arg in "$@"; do
    case $arg in
        --quick) runs=1; run_args=(20) ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "bench.sh: unknown option $arg" >&2; exit 2 ;;
        *.c) kernels+=("$arg") ;;
        *) kernels+=("$here/kernels/$arg.c") ;;
    esac
done
[ ${#kernels[@]} -gt 0 ] || kernels=("$here"/kernels/*.c)
for kernel in "${kernels[@]}"; do
    [ -f "$kernel" ] || { echo "bench.sh: no kernel $kernel" >&2; exit 2; }
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
baseline=gcc-O3-native
target_config=vcc+gcc-O2

# Whether the loops on `hot_lines` of $1 are all ("yes"), some ("part") or none ("no") of the
# loops that the messages in file $2 call vectorized (lines "name.c:LINE:COL: ...PATTERN").
hot_loops_vectorized() {
    local name=$1 messages=$2 pattern=$3 line hits=0 all=0
    for line in $hot_lines; do
        all=$((all + 1))
        if grep -Eq "(^|/)$name\.c:$line:[0-9]+: .*$pattern" "$messages"; then hits=$((hits + 1)); fi
    done
    if [ "$all" -eq 0 ]; then echo "?"; elif [ "$hits" -eq "$all" ]; then echo yes; elif [ "$hits" -eq 0 ]; then echo no; else echo part; fi
}

cell() { printf ' %19s' "$1"; }
header=$(printf '%-16s %4s %4s' kernel gcc vcc)
for config in "${configs[@]}"; do header+=$(cell "${config%%|*}"); done
vcc_version=$("$VCC" --version 2>/dev/null || echo vcc)
{
    echo "vcc benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
    echo "$vcc_version, vcc flags: ${VCC_FLAGS:-(none: --target=native)}; $(gcc --version | head -1); $($clang --version 2>/dev/null | head -1 || echo "$clang: not installed")"
    echo "cells: CPU seconds (user+sys, best of $runs) and speed-up = time($baseline) / time (higher is faster)"
    echo "gcc/vcc: whether gcc -O3 -march=native / vcc vectorized the kernel's hot loops (yes, part, no; lib: gcc calls a C library routine for it)"
    [ ${#run_args[@]} -eq 0 ] || echo "--quick: every program runs once with ${run_args[*]} repetitions; the times mean nothing"
    echo
    echo "$header"
} | tee "$out"

notes=()
declare -A ratio_logs=() ratio_counts=()
gcc_vec_total=0 vcc_vec_total=0 kernel_total=0
met_vec=0 all_vec=0 met_novec=0 all_novec=0
for kernel in "${kernels[@]}"; do
    name=$(basename "$kernel" .c)
    kdir=$(cd "$(dirname "$kernel")" && pwd)
    hot_lines=$(grep -n '/\* hot \*/' "$kernel" | cut -d: -f1 | tr '\n' ' ')
    kernel_total=$((kernel_total + 1))
    # shellcheck disable=SC2086
    if ! (cd "$kdir" && "$VCC" ${VCC_FLAGS:-} --remarks "$name.c" -o "$work/$name.vcc.c") 2>"$work/$name.remarks"; then
        notes+=("$name: vcc failed: $(grep -v remark: "$work/$name.remarks" | head -3 | tr '\n' ' ')")
    fi
    vcc_vec=$(hot_loops_vectorized "$name" "$work/$name.remarks" "remark: loop (vectorized|replaced by a call of memcpy)")
    gcc -O3 -march=native -fopt-info-vec-optimized -fopt-info-loop-optimized -c "$kernel" -o /dev/null 2>"$work/$name.gccvec" || true
    gcc_vec=$(hot_loops_vectorized "$name" "$work/$name.gccvec" "optimized: (loop vectorized|Loop [0-9]+ transformed into a builtin|Loop [0-9]+ distributed: split to 0 loops and [0-9]+ library calls)")
    if [ "$gcc_vec" = yes ] && [ "$(hot_loops_vectorized "$name" "$work/$name.gccvec" "optimized: loop vectorized")" != yes ]; then
        gcc_vec=lib
    fi
    [ "$gcc_vec" = yes ] || [ "$gcc_vec" = lib ] && gcc_vec_total=$((gcc_vec_total + 1))
    [ "$vcc_vec" = yes ] && vcc_vec_total=$((vcc_vec_total + 1))
    if [ "$vcc_vec" != yes ]; then
        # vcc's reasons: its "not vectorized" remarks on the lines of the kernels (above main).
        main_line=$(grep -n '^int main' "$kernel" | head -1 | cut -d: -f1)
        reason=$(awk -F': remark: loop not vectorized: ' -v main="${main_line:-999999}" 'NF > 1 { split($1, loc, ":"); if (loc[2] < main) print "line " loc[2] ": " $2 }' "$work/$name.remarks" | sort -u | paste -sd ';' -)
        notes+=("$name: vcc: ${reason:-no remark}")
    fi
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
        if ! $compiler -I"$kdir" "$src" -o "$exe" -lm 2>"$exe.log"; then
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
    row=$(printf '%-16s %4s %4s' "$name" "$gcc_vec" "$vcc_vec")
    for config in "${configs[@]}"; do
        label=${config%%|*}
        t=${times[$label]}
        if [[ $t =~ ^[0-9.]+$ && ${times[$baseline]} =~ ^[0-9.]+$ ]] && [ "$t" != 0.000 ]; then
            ratio=$(awk -v b="${times[$baseline]}" -v t="$t" 'BEGIN { printf "%.2f", b / t }')
            ratio_logs[$label]=$(awk -v s="${ratio_logs[$label]:-0}" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
            ratio_counts[$label]=$((${ratio_counts[$label]:-0} + 1))
            row+=$(cell "$t ${ratio}x")
            if [ "$label" = "$target_config" ]; then
                if [ "$gcc_vec" = yes ] || [ "$gcc_vec" = lib ]; then
                    all_vec=$((all_vec + 1))
                    awk -v r="$ratio" 'BEGIN { exit !(r >= 0.95) }' && met_vec=$((met_vec + 1))
                else
                    all_novec=$((all_novec + 1))
                    awk -v r="$ratio" 'BEGIN { exit !(r > 1.0) }' && met_novec=$((met_novec + 1))
                fi
            fi
        else
            row+=$(cell "$t")
        fi
    done
    echo "$row" | tee -a "$out"
    unset times
done

row=$(printf '%-16s %4s %4s' "geomean" "$gcc_vec_total" "$vcc_vec_total")
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
verdict() { if [ "$1" -eq "$2" ]; then echo met; else echo "NOT met"; fi; }
geo_verdict="NOT met"
[ -n "$geomean" ] && awk -v g="$geomean" 'BEGIN { exit !(g >= 1.2) }' && geo_verdict=met
{
    echo "$row"
    echo "(geomean row: kernels whose hot loops gcc (or the C library routine it calls) / vcc vectorized, of $kernel_total; geometric mean of the speed-ups)"
    echo
    echo "targets ($target_config vs $baseline): >= 0.95x where gcc vectorizes (or calls the C library): $met_vec/$all_vec ($(verdict $met_vec $all_vec));" \
        "> 1x where it does not: $met_novec/$all_novec ($(verdict $met_novec $all_novec)); geomean ${geomean:--}x >= 1.2x ($geo_verdict)"
    if [ ${#notes[@]} -gt 0 ]; then
        echo
        echo "notes:"
        printf '  %s\n' "${notes[@]}"
    fi
} | tee -a "$out"
echo "(written to $out)"
