#!/usr/bin/env bash
# The compile-time benchmark of issue 2: generates a C file of about LINES lines (default 10000) of
# ordinary functions (loops, arrays, structs, switches, calls, math.h and stdio.h), then times
# `vcc FILE -o OUT` and `vcc --emit-all` against `gcc -O2 -c FILE` (best of 3 each). vcc should
# take less than half of gcc's time.
#
# With --growth, the growth table of issue 21 instead: `gen-large.sh` files of BASE (default 500)
# times 1, 2, 4, 8 and 16 functions, each through `vcc --remarks` and `gcc -O2 -c` once, with CPU
# time (user + system: the machine may be shared) and peak memory (`/usr/bin/time`), and the factor
# by which vcc's time and memory grew from the previous size. Linear growth is a factor of about 2;
# a quadratic step shows as about 4. Not asserted anywhere: speed is measured, not tested.
#
# Usage: testsuite/scripts/perf-large.sh [LINES]
#        testsuite/scripts/perf-large.sh --growth [BASE] [MAX_FACTOR]
# Environment: VCC (default: build it with `cargo build --release`), KEEP=1 keeps the files,
# NO_GCC=1 leaves gcc out of the growth table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
growth=0
if [ "${1:-}" = --growth ]; then growth=1; shift; fi
lines=${1:-10000}
if [ -z "${VCC:-}" ]; then
    (cd "$root" && cargo build --release --quiet --bin vcc)
    VCC="${CARGO_TARGET_DIR:-$root/target}/release/vcc"
fi
work=$(mktemp -d)
if [ "${KEEP:-0}" = 1 ]; then echo "files kept in $work"; else trap 'rm -rf "$work"' EXIT; fi

# Prints "CPU_SECONDS PEAK_MB" of the command, its output thrown away; fails if it fails.
cpu_and_peak() {
    /usr/bin/time -f "%U %S %M" -o "$work/time.txt" "$@" >/dev/null 2>&1
    awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' "$work/time.txt"
}

if [ "$growth" = 1 ]; then
    base=${1:-500}
    max=${2:-16}
    printf "%8s %9s %7s | %8s %7s %7s %6s | %8s %8s %7s\n" functions lines MB vcc_s growth vcc_MB growth gcc_s gcc_MB vcc/gcc
    prev_s="" prev_mb=""
    for factor in 1 2 4 8 16 32 64; do
        [ "$factor" -le "$max" ] || break
        n=$((base * factor))
        "$here/gen-large.sh" "$n" >"$work/g$n.c"
        read -r vcc_s vcc_mb < <(cpu_and_peak "$VCC" --remarks "$work/g$n.c" -o "$work/g$n.out.c")
        if [ "${NO_GCC:-0}" = 1 ]; then
            gcc_s=- gcc_mb=- ratio=-
        else
            read -r gcc_s gcc_mb < <(cpu_and_peak gcc -O2 -c "$work/g$n.c" -o "$work/g$n.o")
            ratio=$(awk -v a="$vcc_s" -v b="$gcc_s" 'BEGIN { printf "%.2f", a / b }')
        fi
        grow_s=- grow_mb=-
        if [ -n "$prev_s" ]; then
            grow_s=$(awk -v a="$vcc_s" -v b="$prev_s" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')
            grow_mb=$(awk -v a="$vcc_mb" -v b="$prev_mb" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')
        fi
        printf "%8d %9d %7.2f | %8s %7s %7s %6s | %8s %8s %7s\n" "$n" "$(wc -l <"$work/g$n.c")" \
            "$(awk -v b="$(wc -c <"$work/g$n.c")" 'BEGIN { print b / 1e6 }')" \
            "$vcc_s" "$grow_s" "$vcc_mb" "$grow_mb" "$gcc_s" "$gcc_mb" "$ratio"
        prev_s=$vcc_s prev_mb=$vcc_mb
        [ "${KEEP:-0}" = 1 ] || rm -f "$work/g$n.c" "$work/g$n.out.c" "$work/g$n.o"
    done
    exit 0
fi

python3 - "$lines" >"$work/large.c" <<'PY'
import sys
target = int(sys.argv[1])
out = ["#include <math.h>", "#include <stdio.h>", "",
       "struct point { int x; int y; double w; };", ""]
templates = [
"""int sum_{n}(const int *v, int n)
{{
    int total = {n};
    for (int i = 0; i < n; i++) {{
        if (v[i] % 3 == 0)
            continue;
        total += v[i] * {k};
    }}
    return total;
}}
""",
"""double blend_{n}(double *dst, const double *a, const double *b, int n)
{{
    double acc = 0.0;
    for (int i = 0; i < n; i++) {{
        dst[i] = a[i] * {k}.5 + b[i] * (1.0 - {k}.5);
        acc += sqrt(fabs(dst[i]));
    }}
    return acc;
}}
""",
"""int classify_{n}(int x)
{{
    switch (x & 7) {{
    case 0:
        return x + {k};
    case 1:
    case 2:
        return x * 2 - {k};
    case 3:
        x ^= {k};
        /* fall through */
    default:
        break;
    }}
    return x > {k} ? x - {k} : -x;
}}
""",
"""struct point move_{n}(struct point p, int dx, int dy)
{{
    struct point res = p;
    res.x += dx * {k};
    res.y -= dy;
    res.w = res.w * 0.5 + (double)(res.x - res.y);
    while (res.x > 1000)
        res.x /= 2;
    return res;
}}
""",
"""unsigned hash_{n}(const unsigned char *bytes, unsigned len)
{{
    unsigned h = 2166136261u ^ {k}u;
    unsigned i = 0;
    do {{
        h = (h ^ bytes[i]) * 16777619u;
        i++;
    }} while (i < len);
    if (h == 0)
        goto done;
    h ^= h >> 15;
done:
    return h;
}}
""",
]
n = 0
while sum(chunk.count("\n") + 1 for chunk in out) < target:
    out.append(templates[n % len(templates)].format(n=n, k=n % 13 + 1))
    n += 1
out.append("int main(void)\n{\n    printf(\"%d\\n\", classify_2(5));\n    return 0;\n}")
print("\n".join(out))
PY

best_of_3() {
    local best="" start ms
    for _ in 1 2 3; do
        start=$(date +%s%N)
        "$@" >/dev/null
        ms=$((($(date +%s%N) - start) / 1000000))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    echo "$best"
}

echo "$(wc -l <"$work/large.c") lines, $(grep -c '^[a-z].*(.*)$' "$work/large.c") functions"
gcc_ms=$(best_of_3 gcc -O2 -c "$work/large.c" -o "$work/large.o")
vcc_ms=$(best_of_3 "$VCC" "$work/large.c" -o "$work/out.c")
all_ms=$(best_of_3 "$VCC" --emit-all "$work/large.c" -o "$work/all.c")
echo "gcc -O2 -c:      ${gcc_ms} ms"
echo "vcc:             ${vcc_ms} ms ($(awk -v a="$vcc_ms" -v b="$gcc_ms" 'BEGIN { printf "%.2f", a / b }') of gcc)"
echo "vcc --emit-all:  ${all_ms} ms ($(awk -v a="$all_ms" -v b="$gcc_ms" 'BEGIN { printf "%.2f", a / b }') of gcc)"
