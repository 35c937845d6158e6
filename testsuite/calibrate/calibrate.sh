#!/bin/sh
# Times each recipe kind the cost tables price (masked load and store, gathers of 32- and 64-bit
# lanes, bytes gathered lane by lane, scatters, select, shuffles, conversions, horizontal sums)
# on this host, for each x86 target it runs (sse4.2, avx2, avx512), in the intrinsic form vcc's
# emitter writes, against a baseline loop with the plain operation and the scalar loop doing the
# same work; prints the host's CPU and the results as rows of midend/src/target/mod.rs's
# `TUNED_COSTS`, for the tune this host's core is (as `vcc --tune=native` detects it).
#
#   testsuite/calibrate/calibrate.sh            # all targets the host runs
#   CC=clang-19 testsuite/calibrate/calibrate.sh avx2
#
# Units are the tables': core cycles (reciprocal throughput) per vector register, per lane for
# gathers and scatters, from loops over L1-resident arrays with random masks and indices
# (kernels.c). A row's vector cost is the marginal cycles over the baseline loop plus the plain
# operation's row (1), rounded, at least 1; the comment beside it gives the raw numbers and the
# scalar loop's cycles per element. Rows are suggestions: the cost model adds up operations
# that a core overlaps, so a row goes into the table when an A/B run of vcc's output (bench/,
# coverage/) agrees with it. Runs in a few seconds.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cc=${CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

flags=$(grep -m1 '^flags' /proc/cpuinfo || true)
has() { for f in "$@"; do case " $flags " in *" $f "*) ;; *) return 1 ;; esac; done; }
vendor=$(awk -F': ' '/^vendor_id/ {print $2; exit}' /proc/cpuinfo)
family=$(awk -F': ' '/^cpu family/ {print $2; exit}' /proc/cpuinfo)
model=$(awk -F': ' '/^model[ \t]*:/ {print $2; exit}' /proc/cpuinfo)
# The tune names of vcc's `Tune`, by the ranges src/cli.rs's `TUNES` lists.
tune=Generic
if [ "$vendor" = AuthenticAMD ] && [ "$family" = 25 ]; then
    if [ "$model" -le 15 ] || { [ "$model" -ge 32 ] && [ "$model" -le 47 ]; } || { [ "$model" -ge 64 ] && [ "$model" -le 95 ]; }; then
        tune=Zen3
    elif { [ "$model" -ge 16 ] && [ "$model" -le 31 ]; } || { [ "$model" -ge 96 ] && [ "$model" -le 127 ]; } || { [ "$model" -ge 160 ] && [ "$model" -le 175 ]; }; then
        tune=Zen4
    fi
elif [ "$vendor" = GenuineIntel ] && [ "$family" = 6 ] && { [ "$model" = 143 ] || [ "$model" = 207 ]; }; then
    tune=SapphireRapids
fi

targets=${*:-sse4.2 avx2 avx512}
echo "// $(grep -m1 '^model name' /proc/cpuinfo | sed 's/^model name[ \t]*: //'): $vendor family $family model $model (tune $tune); $($cc --version | head -1) -O2"
for target in $targets; do
    case $target in
        sse4.2) mflags="-msse4.2"; need="sse4_2"; kind=Sse42 ;;
        avx2) mflags="-mavx2"; need="avx2"; kind=Avx2 ;;
        avx512) mflags="-mavx2 -mavx512f -mavx512vl -mavx512bw -mavx512dq"; need="avx2 avx512f avx512vl avx512bw avx512dq"; kind=Avx512 ;;
        *) echo "calibrate.sh: unknown target $target (sse4.2, avx2, avx512)" >&2; exit 2 ;;
    esac
    # shellcheck disable=SC2086
    if ! has $need; then
        echo "// $target: skipped, the host lacks $need"
        continue
    fi
    # shellcheck disable=SC2086
    $cc -O2 -fno-tree-vectorize $mflags "$here/kernels.c" -o "$tmp/kernels_$target"
    "$tmp/kernels_$target" "$target" | awk -v tune="$tune" -v kind="$kind" '
        function rnd(x) { x = int(x + 0.5); return x < 1 ? 1 : x }
        function row(op, elem, cost, note) {
            printf "    tuned(Tune::%s, T::%s, O::%s, E::%s, 1, %d), // %s\n", tune, kind, op, elem, cost, note
        }
        {
            op = $1; elem = $2; v = $4; b = $5; s = $6; lanes = $7
            raw = sprintf("%.2f cycles a register of %d lanes, baseline %.2f, the scalar loop %.2f an element", v, lanes, b, s)
            # avx512 writes the avx2 forms but for k-masked accesses, scatters and vpmov narrowing.
            if (kind == "Avx512" && op != "MaskedLoad" && op != "MaskedStore" && op != "Scatter" && elem != "I32>I16") next
            if (op == "MaskedLoad" || op == "MaskedStore") {
                cost = rnd(v - b + 1)
                if (elem == "I32") { row(op, "I32", cost, raw); row(op, "F32", cost, "the same") }
                else { row(op, "I64", cost, raw); row(op, "F64", cost, "the same") }
            } else if (op == "Gather" || op == "NarrowGather" || op == "Scatter") {
                row(op, elem == "I8" ? "Any" : elem, rnd(v / lanes), "per lane: " raw)
            } else if (op == "MaskGather") {
                printf "    // Gather %s with the instruction (masked gathers): %d a lane: %s\n", elem, rnd(v / lanes), raw
            } else if (op == "Cast") {
                printf "    // Cast %s: %d: %s\n", elem, rnd(v - b), raw
                if (rnd(v - b) > cast) cast = rnd(v - b)
            } else {
                row(op, elem, rnd(v - b), raw)
            }
        }
        END { if (cast) row("Cast", "Any", cast, "the dearest conversion above") }'
done
