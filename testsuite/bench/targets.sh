#!/usr/bin/env bash
# The benchmarks per x86 target (issue 25): every loop kernel (kernels/*.c) and every
# function-level kernel (wfv/*.c; vcc reads them with its annotations, -DVCC_ANNOTATIONS), built as
#   input     the kernel, gcc -O2 (the baseline of every ratio)
#   T-gen     vcc --target=T --no-intrinsics: T's plans written in generic vector extensions
#   T         vcc --target=T: the same plans with T's intrinsic tables
#   generic   vcc --target=generic, when TARGETS names it (one column: it has no intrinsics);
#             then each other target is also compared with it (the A/B of sse2, the baseline,
#             against the generic vectors a build without -march got before)
# for each target T of TARGETS that this host runs, all compiled by gcc -O2 (the target's
# attribute is in vcc's output), and gcc -O3 -march=native and clang-19 -O3 -march=native on
# the input. Every build adds -ffp-contract=off, so that float checksums agree to the bit, and
# starts each function and loop on a 64-byte boundary (ALIGN, as coverage/run.sh and slp.sh
# do): on Zen 4 the same scalar kernel (cond_store_rev_f32, which vcc keeps as written) ran at
# 0.66x-0.82x of the input from one build to another without it.
# Cells are speed-ups over the input (time(input) / time; higher is faster); the input's time
# is its CPU seconds. A build whose checksum differs from the input's prints WRONG, one that
# does not build FAIL. Below the table: per target the geometric mean of T over input and of
# T over T-gen, and the kernels where T is more than 5% slower than T-gen or than the input.
#
# Times are CPU seconds (user + sys), best of RUNS runs in rounds (timing.sh).
#
# Usage: testsuite/bench/targets.sh [--quick] [KERNEL ...]
#   --quick   run each program once with 3 repetitions (a smoke test: times are meaningless)
#   KERNEL    a file (kernels/saxpy.c, wfv/dct.c) or a loop kernel's name; default: all
# Environment: VCC (default: cargo build --release), TARGETS (default "sse4.2 avx2 avx512":
# those the host's CPU flags allow; also sse2 and generic), LEAN=1 (only the input and each
# target's intrinsics: no T-gen, gcc-O3 or clang-O3 columns, for a loaded machine), CLANG (default clang-19), RUNS (default 3), OUT (default
# testsuite/out/targets-bench.txt), ALIGN (default -falign-functions=64 -falign-loops=64; empty:
# no alignment flag).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=timing.sh
source "$here/timing.sh"
clang=${CLANG:-clang-19}
out=${OUT:-$root/testsuite/out/targets-bench.txt}
runs=${RUNS:-3}
run_args=()
kernels=()
for arg in "$@"; do
    case $arg in
        --quick) runs=1; run_args=(3) ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "targets.sh: unknown option $arg" >&2; exit 2 ;;
        *.c) kernels+=("$arg") ;;
        *) kernels+=("$here/kernels/$arg.c") ;;
    esac
done
[ ${#kernels[@]} -gt 0 ] || kernels=("$here"/kernels/*.c "$here"/wfv/*.c)
for kernel in "${kernels[@]}"; do
    [ -f "$kernel" ] || { echo "targets.sh: no kernel $kernel" >&2; exit 2; }
done
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
VCC=$(cd "$(dirname "$VCC")" && pwd)/$(basename "$VCC")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"

# The targets this host runs: each needs its CPU flags.
cpu_flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
runs_here() {
    local flag
    case $1 in
        generic) return 0 ;;
        sse2) set -- sse2 ;;
        sse4.2) set -- sse4_2 ;;
        avx2) set -- avx2 ;;
        avx512*) set -- avx512f avx512vl avx512bw avx512dq ;;
        *) return 1 ;;
    esac
    for flag in "$@"; do [[ $cpu_flags == *" $flag "* ]] || return 1; done
}
targets=()
skipped=()
for t in ${TARGETS:-sse4.2 avx2 avx512}; do
    if runs_here "$t"; then targets+=("$t"); else skipped+=("$t"); fi
done
[ ${#targets[@]} -gt 0 ] || { echo "targets.sh: the host runs none of: ${TARGETS:-sse4.2 avx2 avx512}" >&2; exit 1; }

common="-ffp-contract=off ${ALIGN--falign-functions=64 -falign-loops=64}"
include="-I$here/kernels"  # bench.h, for the function-level kernels too
labels=(input)
have_generic=""
for t in "${targets[@]}"; do
    if [ "$t" = generic ]; then
        labels+=(generic)
        have_generic=1
    elif [ -n "${LEAN:-}" ]; then
        labels+=("$t")
    else
        labels+=("$t-gen" "$t")
    fi
done
[ -n "${LEAN:-}" ] || labels+=(gcc-O3 clang-O3)

cell() { printf ' %9s' "$1"; }
header=$(printf '%-18s %8s' kernel "input s")
for label in "${labels[@]:1}"; do header+=$(cell "$label"); done
{
    echo "vcc per-target benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)," \
        "$(grep -m1 '^cpu family' /proc/cpuinfo | sed 's/\s*:\s*/ /'), $(grep -m1 '^model\s' /proc/cpuinfo | sed 's/\s*:\s*/ /')"
    echo "$("$VCC" --version 2>/dev/null || echo vcc); $(gcc --version | head -1); $($clang --version 2>/dev/null | head -1 || echo "$clang: not installed")"
    echo "cells: speed-up over the input built with gcc -O2 (CPU seconds, best of $runs); T-gen: vcc --target=T --no-intrinsics; gcc-O3, clang-O3: -O3 -march=native; every build $common"
    [ ${#skipped[@]} -eq 0 ] || echo "skipped: the host's CPU does not run ${skipped[*]}"
    [ ${#run_args[@]} -eq 0 ] || echo "--quick: every program runs once with ${run_args[*]} repetitions; the times mean nothing"
    echo
    echo "$header"
} | tee "$out"

notes=()
declare -A logs=() counts=()
for kernel in "${kernels[@]}"; do
    name=$(basename "$kernel" .c)
    kdir=$(cd "$(dirname "$kernel")" && pwd)
    suite=loop
    vcc_defs=()
    [[ $kdir == */wfv* ]] && { suite=function; vcc_defs=(-DVCC_ANNOTATIONS); }
    declare -A src=() cc=()
    src[input]=$kernel; cc[input]="gcc -O2"
    src[gcc-O3]=$kernel; cc[gcc-O3]="gcc -O3 -march=native"
    src[clang-O3]=$kernel; cc[clang-O3]="$clang -O3 -march=native"
    for t in "${targets[@]}"; do
        forms=(gen intrin)
        [ "$t" = generic ] || [ -n "${LEAN:-}" ] && forms=(intrin)
        for form in "${forms[@]}"; do
            label=$t; flags=()
            [ $form = gen ] && { label=$t-gen; flags=(--no-intrinsics); }
            src[$label]="$work/$name.$label.c"; cc[$label]="gcc -O2"
            if ! (cd "$kdir" && "$VCC" --target="$t" "${flags[@]}" "${vcc_defs[@]}" "$include" "$name.c" -o "${src[$label]}") 2>"$work/$name.$label.log"; then
                notes+=("$name: vcc --target=$t ${flags[*]} failed: $(head -2 "$work/$name.$label.log" | tr '\n' ' ')")
                rm -f "${src[$label]}"
            fi
        done
    done
    declare -A times=()
    timed=()
    reference=""
    for label in "${labels[@]}"; do
        exe="$work/$name.$label"
        compiler=${cc[$label]}
        if ! command -v "${compiler%% *}" >/dev/null || [ ! -s "${src[$label]}" ]; then
            times[$label]=n/a
            continue
        fi
        # shellcheck disable=SC2086
        if ! $compiler $common "$include" "${src[$label]}" -o "$exe" -lm 2>"$exe.log"; then
            times[$label]=FAIL
            notes+=("$name: $label does not build: $(grep -m2 error "$exe.log" | tr '\n' ' ')")
            continue
        fi
        output=$("$exe" "${run_args[@]}" 2>&1) || output="exit status $?: $output"
        [ -z "$reference" ] && reference=$output
        if [ "$output" != "$reference" ]; then
            times[$label]=WRONG
            notes+=("$name: $label prints '$output', the input prints '$reference'")
        else
            timed+=("$label=$exe")
        fi
    done
    while read -r label t; do times[$label]=$t; done < <(time_builds "$runs" ${timed[@]+"${timed[@]}"})
    row=$(printf '%-18s %8s' "$name" "${times[input]}")
    is_time() { [[ $1 =~ ^[0-9.]+$ ]] && [ "$1" != 0.000 ]; }
    for label in "${labels[@]:1}"; do
        t=${times[$label]}
        if is_time "$t" && is_time "${times[input]}"; then
            ratio=$(awk -v b="${times[input]}" -v t="$t" 'BEGIN { printf "%.2f", b / t }')
            logs[$suite.$label]=$(awk -v s="${logs[$suite.$label]:-0}" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
            counts[$suite.$label]=$((${counts[$suite.$label]:-0} + 1))
            row+=$(cell "${ratio}x")
        else
            row+=$(cell "$t")
        fi
    done
    for t in "${targets[@]}"; do
        [ "$t" = generic ] && continue
        if [ -n "$have_generic" ] && is_time "${times[$t]}" && is_time "${times[generic]}"; then
            ratio=$(awk -v g="${times[generic]}" -v t="${times[$t]}" 'BEGIN { printf "%.2f", g / t }')
            logs[$suite.$t/generic]=$(awk -v s="${logs[$suite.$t/generic]:-0}" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r) }')
            counts[$suite.$t/generic]=$((${counts[$suite.$t/generic]:-0} + 1))
            awk -v r="$ratio" 'BEGIN { exit !(r < 0.95) }' && notes+=("$name: $t is ${ratio}x of generic (slower than --target=generic)")
        fi
        if is_time "${times[$t]}" && is_time "${times[$t-gen]:-}"; then
            ratio=$(awk -v g="${times[$t-gen]}" -v t="${times[$t]}" 'BEGIN { printf "%.2f", g / t }')
            logs[$suite.$t/gen]=$(awk -v s="${logs[$suite.$t/gen]:-0}" -v r="$ratio" 'BEGIN { printf "%.6f", s + log(r) }')
            counts[$suite.$t/gen]=$((${counts[$suite.$t/gen]:-0} + 1))
            awk -v r="$ratio" 'BEGIN { exit !(r < 0.95) }' && notes+=("$name: $t is ${ratio}x of $t-gen (slower than its generic form)")
        fi
        if is_time "${times[$t]}" && is_time "${times[input]}"; then
            ratio=$(awk -v b="${times[input]}" -v t="${times[$t]}" 'BEGIN { printf "%.2f", b / t }')
            awk -v r="$ratio" 'BEGIN { exit !(r < 0.95) }' && notes+=("$name: $t is ${ratio}x of the input (slower)")
        fi
    done
    echo "$row" | tee -a "$out"
    unset times src cc
done

geo() { awk -v s="${logs[$1]:-0}" -v n="${counts[$1]:-0}" 'BEGIN { if (n) printf "%.2fx", exp(s / n); else printf "-" }'; }
{
    echo
    for suite in loop function; do
        row=$(printf '%-18s %8s' "geomean ($suite)" "")
        for label in "${labels[@]:1}"; do row+=$(cell "$(geo "$suite.$label")"); done
        echo "$row"
    done
    echo
    for t in "${targets[@]}"; do
        [ "$t" = generic ] && continue
        echo "$t: intrinsics over generic vectors, geomean: loop kernels $(geo "loop.$t/gen"), function kernels $(geo "function.$t/gen")"
        [ -z "$have_generic" ] || echo "$t over --target=generic, geomean: loop kernels $(geo "loop.$t/generic"), function kernels $(geo "function.$t/generic")"
    done
    if [ ${#notes[@]} -gt 0 ]; then
        echo
        echo "notes:"
        printf '  %s\n' "${notes[@]}"
    fi
} | tee -a "$out"
