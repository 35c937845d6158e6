#!/usr/bin/env bash
# The coverage suite of issue 23: for every loop of testsuite/coverage/*.c (or the loops whose
# names match FILTER), in one run: whether vcc (--remarks), gcc -O3 -march=native
# (-fopt-info-vec-optimized, -fopt-info-loop-optimized) and clang-19 -O3 -march=native
# (-Rpass=loop-vectorize|loop-idiom) vectorized it; whether vcc's program prints the scalar
# build's checksum (yes; WRONG: a vcc bug; FAIL: vcc or the build of its output failed); and the
# time of vcc's output built with gcc -O2 against the scalar build (gcc -O2
# -fno-tree-vectorize), the input at the same flags (gcc -O2, which vectorizes cheap loops since
# gcc 12), gcc -O3 -march=native and clang-19 -O3 -march=native. Then the totals (loops
# vectorized by each, geometric means of the speed-ups over the scalar build), the ten loops
# where vcc's output is slowest against the input at gcc -O2 with vcc's remark, and the
# commonest reasons vcc gave for loops gcc or clang vectorized.
#
# A loop counts as vectorized by a tool when the tool reports a vectorized loop (or a loop
# turned into memcpy/memset) on a line of the loop's function other than a loop header left
# unmarked (the kernel's loops carry a `hot` comment; gcc, clang and vcc place a do/while loop
# at different lines). A loop's function is its LOOP(...) with the static helpers above it.
# gcc -O3 and clang -O3 results may differ from the scalar build's in float loops (they
# contract a * b + c into FMA by default): counted as "differs", not as wrong.
#
# Checksums come from one run of each program with 3 repetitions of every loop. Times are CPU
# seconds (user + sys), best of RUNS runs in rounds (../bench/timing.sh); each timed run repeats
# its loop for about COVER_WORK inner iterations in all (default here 4e8, an environment
# variable read by the program; about 4 ms of each run is start-up, initialization and
# checksum). Speed-ups are time(reference) / time(vcc): above 1 vcc is faster.
#
# Usage: testsuite/coverage/run.sh [--quick] [FILTER]
#   --quick   vectorization and checksums only, no timing (about 40 s for the whole suite)
#   FILTER    an extended regular expression on loop names (`^rc_`, `red_fsum|red_dsum`)
# Environment: VCC (default: build it with `cargo build --release`), VCC_FLAGS (default: none,
# that is --target=native), CLANG (default clang-19), RUNS (default 3), COVER_WORK, OUT
# (default testsuite/out/coverage.txt), ALIGN (default -falign-functions=64 -falign-loops=64, see the builds).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=../bench/timing.sh
source "$root/testsuite/bench/timing.sh"
clang=${CLANG:-clang-19}
out=${OUT:-$root/testsuite/out/coverage.txt}
runs=${RUNS:-3}
export COVER_WORK=${COVER_WORK:-4e8}
quick=0
filter=.
for arg in "$@"; do
    case $arg in
        --quick) quick=1 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "run.sh: unknown option $arg" >&2; exit 2 ;;
        *) filter=$arg ;;
    esac
done
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
# vcc runs in this directory (so that its remarks name the files as gcc and clang do).
case $VCC in */*) VCC=$(cd "$(dirname "$VCC")" && pwd)/$(basename "$VCC") ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"

# The builds, as "label|compiler and flags|source" (orig = the loop file, vcc = vcc's output).
# Every build starts each function and each loop on a 64-byte boundary (ALIGN): a loop's speed
# on recent cores depends on where its code falls in 64-byte blocks (1 or 2 cycles an iteration
# for the same instructions on Zen 4), which otherwise shifts with the size of every function
# before it, so that a function vcc keeps as written ran up to 1.9x slower or faster in its
# output than in the input. Aligned, a short loop never straddles two blocks, in any build.
# ALIGN= (empty) measures without it.
align=${ALIGN--falign-functions=64 -falign-loops=64}
builds=(
    "scalar|gcc -O2 -fno-tree-vectorize $align|orig"
    "gcc-O2|gcc -O2 $align|orig"
    "gcc-O3|gcc -O3 -march=native $align|orig"
    "clang-O3|$clang -O3 -march=native $align|orig"
    "vcc|gcc -O2 $align|vcc"
)
labels=(scalar gcc-O2 gcc-O3 clang-O3 vcc)

# regions FILE: "NAME FIRST LAST" per loop: from the line after the previous loop's function to
# the closing brace of LOOP(NAME)'s function.
regions() {
    awk 'BEGIN { start = 1 }
         /^LOOP\(/ { name = substr($0, 6); sub(/\).*/, "", name); inside = 1; next }
         inside && /^}/ { print name, start, NR; start = NR + 1; inside = 0 }' "$1"
}

# The lines of FILE that open a loop without a hot comment (reports there do not count).
unmarked_loop_lines() {
    { grep -nE '^\s*(for \(|while \(|do \{|do$)' "$1" || true; } | { grep -v 'hot \*/' || true; } | cut -d: -f1 | tr '\n' ' '
}

# vectorized_in NAME.c MESSAGES PATTERN FIRST LAST: "Y" if MESSAGES has a line NAME.c:LINE:COL:
# matching PATTERN with FIRST <= LINE <= LAST and LINE not an unmarked loop line, else "-".
vectorized_in() {
    awk -F: -v file="$1" -v pat="$3" -v first="$4" -v last="$5" -v skip="$unmarked" '
        BEGIN { n = split(skip, s, " "); for (i = 1; i <= n; i++) bad[s[i]] = 1 }
        $1 == file && $2 >= first && $2 <= last && !($2 in bad) && $0 ~ pat { found = 1 }
        END { print found ? "Y" : "-" }' "$2"
}

# vcc's remarks on a loop (vectorized or not, in the region), the inner loops' first.
vcc_reason() {
    awk -v file="$1" -v first="$3" -v last="$4" '
        { split($0, loc, ":") }
        loc[1] == file && loc[2] >= first && loc[2] <= last && /remark: (outer )?loop (not )?vectorized|replaced by a call/ {
            msg = $0; sub(/^[^ ]* remark: /, "", msg)
            if (!(msg in seen)) {
                seen[msg] = 1
                if (msg ~ /^outer/) outer = outer (outer == "" ? "" : "; ") "line " loc[2] ": " msg
                else inner = inner (inner == "" ? "" : "; ") "line " loc[2] ": " msg
            }
        }
        END { out = inner (inner != "" && outer != "" ? "; " : "") outer; print out == "" ? "no remark" : out }' "$2"
}

# The reason reduced to its kind (names and positions dropped), to count reasons.
reason_kind() {
    sed -E 's/^line [0-9]+: //; s/; line [0-9]+: .*//; s/`[^`]*`/X/g; s/ at [0-9]+:[0-9]+//g; s/[0-9]+(\.[0-9]+)?/N/g' <<<"$1" | cut -c1-110
}

ratio() { awk -v r="$1" -v t="$2" 'BEGIN { if (r + 0 > 0 && t + 0 > 0) printf "%.2f", r / t; else print "-" }'; }

{
    echo "vcc coverage suite, $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), family $(grep -m1 'cpu family' /proc/cpuinfo | sed 's/.*: //') model $(grep -m1 '^model\s' /proc/cpuinfo | sed 's/.*: //')"
    echo "$("$VCC" --version 2>/dev/null || echo vcc), vcc flags: ${VCC_FLAGS:-(none: --target=native)}; every build: ${align:-(no alignment flag)}; $(gcc --version | head -1); $($clang --version 2>/dev/null | head -1 || echo "$clang: not installed")"
    echo "columns: vectorized by vcc, gcc -O3 -march=native, clang -O3 -march=native (Y/-); ok: vcc's checksum equals the scalar build's (yes/WRONG, FAIL: no vcc build)"
    if [ "$quick" = 1 ]; then
        echo "--quick: no timing"
    else
        echo "times: CPU seconds, best of $runs, COVER_WORK=$COVER_WORK; speed-ups: time(build) / time(vcc), above 1 vcc is faster"
    fi
    echo
    printf '%-24s %3s %3s %3s %5s' loop vcc gcc clg ok
    [ "$quick" = 1 ] || printf ' %7s %7s %7s %7s %7s %7s %7s %7s %7s' scalar gcc-O2 gcc-O3 clg-O3 vcc "/scal" "/O2" "/O3" "/clang"
    echo
} | tee "$out"

declare -A slog=() scount=()
n_fail=0 n_loops=0 n_vcc=0 n_gcc=0 n_clang=0 n_either=0 n_wrong=0 n_differs=0 n_slower=0
wrong=() missed=() missed_loops=() slow_rows=()
for src in "$here"/*.c; do
    file=$(basename "$src")
    stem=${file%.c}
    mapfile -t loop_regions < <(regions "$src" | awk -v f="$filter" '$1 ~ f')
    [ ${#loop_regions[@]} -gt 0 ] || continue
    unmarked=$(unmarked_loop_lines "$src")
    # shellcheck disable=SC2086
    if ! (cd "$here" && "$VCC" ${VCC_FLAGS:-} --remarks "$file" -o "$work/$stem.vcc.c") 2>"$work/$stem.remarks"; then
        echo "run.sh: vcc failed on $file: $(grep -v remark: "$work/$stem.remarks" | head -3)" | tee -a "$out"
    fi
    (cd "$here" && gcc -O3 -march=native -fopt-info-vec-optimized -fopt-info-loop-optimized -c "$file" -o /dev/null) 2>"$work/$stem.gccvec" || true
    (cd "$here" && $clang -O3 -march=native -Rpass='loop-vectorize|loop-idiom' -c "$file" -o /dev/null) 2>"$work/$stem.clangvec" || true
    declare -A exe=()
    for build in "${builds[@]}"; do
        IFS='|' read -r label compiler source <<<"$build"
        input=$src
        [ "$source" = vcc ] && input="$work/$stem.vcc.c"
        exe[$label]="$work/$stem.$label"
        # shellcheck disable=SC2086
        if [ ! -s "$input" ] || ! $compiler -I"$here" "$input" -o "${exe[$label]}" -lm 2>"$work/$stem.$label.log"; then
            echo "run.sh: $label of $file does not build: $(grep -m2 error "$work/$stem.$label.log" | tr '\n' ' ')" | tee -a "$out"
            exe[$label]=""
        fi
    done
    # The checksums: one run of each program for all its loops, 3 repetitions each.
    declare -A sums=()
    for label in "${labels[@]}"; do
        [ -n "${exe[$label]}" ] || continue
        while read -r name sum; do sums[$label.$name]=$sum; done < <("${exe[$label]}" all 3 2>&1 || true)
    done
    for region in "${loop_regions[@]}"; do
        read -r name first last <<<"$region"
        n_loops=$((n_loops + 1))
        v=$(vectorized_in "$file" "$work/$stem.remarks" 'remark: (outer )?loop vectorized|remark: loop replaced by a call of memcpy' "$first" "$last")
        g=$(vectorized_in "$file" "$work/$stem.gccvec" 'optimized: loop vectorized|transformed into a builtin|split to 0 loops and [0-9]+ library calls' "$first" "$last")
        c=$(vectorized_in "$file" "$work/$stem.clangvec" 'remark: vectorized loop|remark: Formed a call to llvm.mem' "$first" "$last")
        [ "$v" = Y ] && n_vcc=$((n_vcc + 1))
        [ "$g" = Y ] && n_gcc=$((n_gcc + 1))
        [ "$c" = Y ] && n_clang=$((n_clang + 1))
        reason=$(vcc_reason "$file" "$work/$stem.remarks" "$first" "$last")
        if [ "$g" = Y ] || [ "$c" = Y ]; then
            n_either=$((n_either + 1))
            if [ "$v" != Y ]; then
                missed+=("$(reason_kind "$reason")")
                missed_loops+=("$name (gcc $g, clang $c): $reason")
            fi
        fi
        expected=${sums[scalar.$name]:-none}
        ok=yes
        if [ -z "${exe[vcc]}" ]; then
            ok=FAIL
            n_fail=$((n_fail + 1))
        elif [ "${sums[vcc.$name]:-missing}" != "$expected" ]; then
            ok=WRONG
            n_wrong=$((n_wrong + 1))
            wrong+=("$name ($file): vcc's build prints ${sums[vcc.$name]:-nothing}, the scalar build $expected; vcc: $reason")
        fi
        for label in gcc-O3 clang-O3; do
            [ "${sums[$label.$name]:-}" = "$expected" ] || n_differs=$((n_differs + 1))
        done
        row=$(printf '%-24s %3s %3s %3s %5s' "$name" "$v" "$g" "$c" "$ok")
        if [ "$quick" = 0 ]; then
            timed=()
            for label in "${labels[@]}"; do
                [ -n "${exe[$label]}" ] && timed+=("$label=${exe[$label]}")
            done
            declare -A t=()
            run_args=("$name")
            while read -r label secs; do t[$label]=$secs; done < <(time_builds "$runs" "${timed[@]}")
            for label in "${labels[@]}"; do row+=$(printf ' %7s' "${t[$label]:--}"); done
            for label in scalar gcc-O2 gcc-O3 clang-O3; do
                r=$(ratio "${t[$label]:-0}" "${t[vcc]:-0}")
                row+=$(printf ' %7s' "$r")
                if [ "$r" != - ] && [ "$ok" = yes ]; then
                    slog[$label]=$(awk -v s="${slog[$label]:-0}" -v r="$r" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
                    scount[$label]=$((${scount[$label]:-0} + 1))
                fi
            done
            # The best of gcc -O3 and clang -O3 against the scalar build, and each against it.
            for label in gcc-O2 gcc-O3 clang-O3 vcc best; do
                if [ "$label" = best ]; then
                    r=$(awk -v s="${t[scalar]:-0}" -v g="${t[gcc-O3]:-0}" -v c="${t[clang-O3]:-0}" 'BEGIN { b = (g > 0 && (c <= 0 || g < c)) ? g : c; if (s > 0 && b > 0) printf "%.4f", s / b; else print "-" }')
                else
                    r=$(ratio "${t[scalar]:-0}" "${t[$label]:-0}")
                fi
                if [ "$r" != - ]; then
                    slog[over.$label]=$(awk -v s="${slog[over.$label]:-0}" -v r="$r" 'BEGIN { printf "%.6f", s + log(r > 0 ? r : 0.005) }')
                    scount[over.$label]=$((${scount[over.$label]:-0} + 1))
                fi
            done
            r=$(ratio "${t[gcc-O2]:-0}" "${t[vcc]:-0}")
            if [ "$r" != - ]; then
                awk -v r="$r" 'BEGIN { exit !(r < 0.95) }' && n_slower=$((n_slower + 1))
                slow_rows+=("$r $name scalar ${t[scalar]:-} gcc-O2 ${t[gcc-O2]:-} vcc ${t[vcc]:-} | vcc: $reason")
            fi
            unset t
        fi
        echo "$row" | tee -a "$out"
    done
    unset exe sums
done

geo() { if [ -n "${scount[$1]:-}" ]; then awk -v s="${slog[$1]}" -v n="${scount[$1]}" 'BEGIN { printf "%.2fx", exp(s / n) }'; else echo -; fi; }
{
    echo
    echo "totals: $n_loops loops; vectorized: vcc $n_vcc, gcc -O3 $n_gcc, clang -O3 $n_clang (gcc or clang: $n_either);" \
        "vcc's checksum differs from the scalar build's: $n_wrong; vcc or its output's build failed: $n_fail; gcc -O3 or clang -O3 results that differ (FMA contraction): $n_differs"
    if [ "$quick" = 0 ]; then
        echo "geomean speed-up over the scalar build (gcc -O2 -fno-tree-vectorize): gcc -O2 $(geo over.gcc-O2), gcc -O3 $(geo over.gcc-O3)," \
            "clang -O3 $(geo over.clang-O3), the better of gcc -O3 and clang -O3 per loop $(geo over.best), vcc + gcc -O2 $(geo over.vcc)"
        echo "geomean of vcc's speed against: scalar $(geo scalar), gcc -O2 (the input at the same flags) $(geo gcc-O2), gcc -O3 $(geo gcc-O3), clang -O3 $(geo clang-O3)"
        echo "loops where vcc's output runs below 0.95x of the input at gcc -O2: $n_slower"
        echo
        echo "the ten slowest loops of vcc's output against the input at gcc -O2 (ratio = time(input) / time(vcc)):"
        printf '%s\n' "${slow_rows[@]}" | sort -g | head -10 | sed 's/^/  /'
    fi
    if [ ${#wrong[@]} -gt 0 ]; then
        echo
        echo "WRONG (vcc's program prints another checksum than the scalar build):"
        printf '  %s\n' "${wrong[@]}"
    fi
    if [ ${#missed[@]} -gt 0 ]; then
        echo
        echo "vcc's reasons for the ${#missed[@]} loops gcc or clang vectorized and vcc did not (by kind, commonest first):"
        printf '%s\n' "${missed[@]}" | sort | uniq -c | sort -rn | sed 's/^ */  /'
        echo "per loop:"
        printf '  %s\n' "${missed_loops[@]}"
    fi
} | tee -a "$out"
echo "(written to $out)"
