#!/usr/bin/env bash
# The real-library benchmark: builds testsuite/reallib three ways and times the libraries' own
# hot paths (compress, decompress, checksum, hash, SQLite queries, PNG decoding, image resampling) in one run:
#   plain    CC=gcc                CFLAGS=-O2
#   vcc-cc   CC="vcc-cc gcc"       CFLAGS=-O2                  (through vcc)
#   native   CC=gcc                CFLAGS="-O3 -march=native"  (what gcc does with everything)
# and prints, per hot path, the three times and two ratios: plain/vcc-cc (above 1: vcc-cc is
# faster than the plain build) and native/vcc-cc (above 1: faster than gcc -O3 -march=native).
#
# usage: testsuite/reallib/bench.sh [FILTER]
#   FILTER picks hot paths by substring (`xxhash`, `compress`, `sqlite/`).
#   VCC_CC=PATH builds through that wrapper instead of target/release/vcc-cc (built if missing);
#   ROUNDS=N runs the three programs in turn N times (default 3) and keeps each path's best.
# The builds go to target/reallib/{plain,bench-vcc-cc,native}; plain is the one the test tier
# (`cargo test --test reallib`) reuses. Each build takes a few minutes on two cores.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
filter=${1:-}

if [ -z "${VCC_CC:-}" ]; then
    VCC_CC=$root/target/release/vcc-cc
    if [ ! -x "$VCC_CC" ]; then
        echo "== cargo build --release (for vcc and vcc-cc)" >&2
        (cd "$root" && cargo build --release >&2)
    fi
fi
if [ ! -x "$VCC_CC" ]; then
    echo "bench.sh: no wrapper at $VCC_CC (set VCC_CC)" >&2
    exit 1
fi
wrapper_stem=$(basename "$VCC_CC")

c_crates=(libz-sys lz4-sys zstd-sys bzip2-sys libdeflate-sys xxhash-c-sys libsqlite3-sys img-rs)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# build NAME CC CFLAGS [WRAPPER]: builds the project into target/reallib/NAME, prints the time.
build() {
    local name=$1 cc=$2 cflags=$3 wrapper=${4:-}
    local dir=$root/target/reallib/$name
    local env=(env -u CC_KNOWN_WRAPPER_CUSTOM -u VCC_STRICT -u CFLAGS_x86_64_unknown_linux_gnu -u TARGET_CFLAGS
        CC="$cc" CFLAGS="$cflags" LIBZ_SYS_STATIC=1)
    [ -n "$wrapper" ] && env+=(CC_KNOWN_WRAPPER_CUSTOM="$wrapper")
    if [ -n "$wrapper" ] && [ -d "$dir" ]; then
        # cargo cannot see that vcc changed: rebuild the C crates every time.
        (cd "$here" && "${env[@]}" cargo clean --release --target-dir "$dir" "${c_crates[@]/#/--package=}" >/dev/null 2>&1)
    fi
    local start=$SECONDS
    # -vv shows the build scripts' output, where the cc crate forwards vcc-cc's warnings.
    if ! (cd "$here" && "${env[@]}" cargo build -vv --release --locked --target-dir "$dir" >"$out/$name.build.log" 2>&1); then
        echo "bench.sh: the $name build failed; its end:" >&2
        tail -20 "$out/$name.build.log" >&2
        exit 1
    fi
    local seconds=$((SECONDS - start))
    if [ "$seconds" -lt 5 ]; then
        echo "$name: up to date" >>"$out/build-times"
    else
        echo "$name: $seconds s" >>"$out/build-times"
    fi
    # `[zstd-sys 2.1.3+zstd.1.5.7] cargo:warning=vcc-cc: warning: ...`: files compiled from the original.
    grep '^\[.*vcc-cc: warning' "$out/$name.build.log" | awk '
        { n[substr($1, 2)]++ }
        END { for (k in n) s = s sprintf(" %s %d,", k, n[k]); if (s != "") print "'"$name"' fell back to the original C for:" s }
    ' | sed 's/,$//' >>"$out/fallbacks" || true
}

echo "== building: plain (gcc -O2), vcc-cc (gcc -O2 through $VCC_CC), native (gcc -O3 -march=native)" >&2
build plain gcc "-O2"
build bench-vcc-cc "$VCC_CC gcc" "-O2" "$wrapper_stem"
build native gcc "-O3 -march=native"

# The machine may be shared and its load drifts: for each hot path the three programs take
# turns, ROUNDS times (default 3), in a rotating order, and each build keeps its best time.
rounds=${ROUNDS:-3}
builds=(plain bench-vcc-cc native)
mapfile -t paths < <("$root/target/reallib/plain/release/reallib" bench --list $filter)
echo "== timing ${#paths[@]} hot paths, $rounds rounds" >&2
for path in "${paths[@]}"; do
    for round in $(seq "$rounds"); do
        for i in 0 1 2; do
            name=${builds[$(((i + round) % 3))]}
            "$root/target/reallib/$name/release/reallib" bench "=$path" >>"$out/$name.all"
        done
    done
done
for name in "${builds[@]}"; do
    # Best per path, in the program's order.
    awk '!($1 in best) { order[++n] = $1; best[$1] = $2 } $2 < best[$1] { best[$1] = $2 }
        END { for (i = 1; i <= n; i++) print order[i], best[order[i]] }' "$out/$name.all" >"$out/$name.times"
done

cpu_field() { grep -m1 "^$1[[:space:]]*:" /proc/cpuinfo | sed 's/^[^:]*: *//'; }
echo "host: $(cpu_field 'model name') (family $(cpu_field 'cpu family'), model $(cpu_field 'model')), $(nproc) cores; $(gcc --version | head -1)"
echo "builds: $(paste -sd ';' "$out/build-times" | sed 's/;/; /g'); best of $rounds rounds"
[ -s "$out/fallbacks" ] && cat "$out/fallbacks"
echo
awk '
    FILENAME ~ /bench-vcc-cc.times$/ { vcc[$1] = $2; next }
    FILENAME ~ /native.times$/ { native[$1] = $2; next }
    FNR == 1 {
        printf "%-32s %12s %12s %12s %11s %11s\n", "hot path", "plain ms", "vcc-cc ms", "native ms", "plain/vcc", "native/vcc"
    }
    ($1 in vcc) && ($1 in native) {
        r1 = $2 / vcc[$1]; r2 = native[$1] / vcc[$1]
        printf "%-32s %12.4f %12.4f %12.4f %10.2fx %10.2fx\n", $1, $2 * 1e3, vcc[$1] * 1e3, native[$1] * 1e3, r1, r2
        log1 += log(r1); log2 += log(r2); n++
    }
    END {
        if (n > 0) printf "%-32s %12s %12s %12s %10.2fx %10.2fx\n", "geomean", "", "", "", exp(log1 / n), exp(log2 / n)
    }' "$out/bench-vcc-cc.times" "$out/native.times" "$out/plain.times"
