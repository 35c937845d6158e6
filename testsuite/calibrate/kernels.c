/* Micro-kernels for calibrate.sh: each recipe kind the cost tables price (midend/src/target/
 * mod.rs), in the intrinsic form vcc's emitter writes for the target this file is compiled for
 * (emit/src/vector/sse.rs, avx2.rs, avx512.rs), beside a baseline loop that does the same loads
 * and stores with the plain operation instead, and the scalar loop that does the same work.
 *
 * Built by calibrate.sh with gcc -O2 -fno-tree-vectorize (the scalar loops stay scalar) and one
 * of -msse4.2, -mavx2, or -mavx2 -mavx512f -mavx512vl -mavx512bw -mavx512dq. Every loop runs
 * over arrays of N elements (L1-resident) many times; the time per vector register (per element
 * for the scalar loops) is turned into core cycles by a chain of dependent adds (one cycle each).
 * Output, one line per measurement: `KIND ELEM TARGET cycles-vector cycles-baseline
 * cycles-scalar lanes`. calibrate.sh turns them into table rows. */
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N 1024
#define NOINLINE __attribute__((noinline))

static int32_t src_i[N + 64], dst_i[N + 64], idx_i[N + 64], mask_i[N + 64];
static float src_f[N + 64], dst_f[N + 64];
static int64_t src_q[N + 64], dst_q[N + 64];
static double src_d[N + 64], dst_d[N + 64];
static int16_t src_w[N + 64], dst_w[N + 64];
static uint8_t src_b[N + 64], dst_b[N + 64], idx_b[N + 64];
static volatile int64_t sink;

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Nanoseconds per call of `f`, the best of 5 runs of `reps` calls. */
static double time_ns(void (*f)(void), long reps) {
    double best = 1e30;
    for (int run = 0; run < 5; run++) {
        double t0 = now_ns();
        for (long r = 0; r < reps; r++) f();
        double t = (now_ns() - t0) / reps;
        if (t < best) best = t;
    }
    return best;
}

/* One core cycle in nanoseconds: four dependent one-cycle adds per iteration. */
static double ns_per_cycle(void) {
    long n = 20000000;
    double best = 1e30;
    for (int run = 0; run < 5; run++) {
        long x = 0;
        double t0 = now_ns();
        for (long i = 0; i < n; i++) __asm__ volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0" : "+r"(x));
        double t = (now_ns() - t0) / (4.0 * n);
        if (t < best) best = t;
        sink = x;
    }
    return best;
}

static double cycle_ns;
static const char *target_name;

/* Prints one measurement: the vector kernel and its baseline per register of `lanes` lanes,
 * the scalar loop per element, all in cycles. */
static void report(const char *kind, const char *elem, void (*vec)(void), void (*base)(void), void (*scalar)(void), int lanes) {
    long reps = 10000;
    double regs = (double)N / lanes;
    double v = time_ns(vec, reps) / regs / cycle_ns;
    double b = base ? time_ns(base, reps) / regs / cycle_ns : 0.0;
    double s = scalar ? time_ns(scalar, reps) / N / cycle_ns : 0.0;
    printf("%s %s %s %.2f %.2f %.2f %d\n", kind, elem, target_name, v, b, s, lanes);
}

/* The scalar loops (the same work, one element at a time). */
NOINLINE static void s_masked_load_i32(void) {
    int32_t acc = 0;
    for (int i = 0; i < N; i++)
        if (mask_i[i]) acc += src_i[i];
    sink = acc;
}
NOINLINE static void s_masked_store_i32(void) {
    for (int i = 0; i < N; i++)
        if (mask_i[i]) dst_i[i] = src_i[i];
}
NOINLINE static void s_masked_store_i64(void) {
    for (int i = 0; i < N; i++)
        if (mask_i[i]) dst_q[i] = src_q[i];
}
NOINLINE static void s_gather_i32(void) {
    int32_t acc = 0;
    for (int i = 0; i < N; i++) acc += src_i[idx_i[i]];
    sink = acc;
}
__attribute__((unused)) NOINLINE static void s_gather_i64(void) {
    int64_t acc = 0;
    for (int i = 0; i < N; i++) acc += src_q[idx_i[i]];
    sink = acc;
}
NOINLINE static void s_gather_i8(void) {
    for (int i = 0; i < N; i++) dst_b[i] = src_b[idx_b[i]];
}
NOINLINE static void s_scatter_i32(void) {
    for (int i = 0; i < N; i++) dst_i[idx_i[i]] = src_i[i];
}
NOINLINE static void s_select_f32(void) {
    for (int i = 0; i < N; i++) dst_f[i] = mask_i[i] ? src_f[i] : dst_f[i];
}
NOINLINE static void s_shuffle_i32(void) {
    for (int i = 0; i < N; i += 8)
        for (int l = 0; l < 8; l++) dst_i[i + l] = src_i[i + 7 - l];
}
NOINLINE static void s_cvt_i32_f32(void) {
    for (int i = 0; i < N; i++) dst_f[i] = (float)src_i[i];
}
NOINLINE static void s_cvt_f32_i32(void) {
    for (int i = 0; i < N; i++) dst_i[i] = (int32_t)src_f[i];
}
NOINLINE static void s_widen_i16_i32(void) {
    for (int i = 0; i < N; i++) dst_i[i] = src_w[i];
}
NOINLINE static void s_narrow_i32_i16(void) {
    for (int i = 0; i < N; i++) dst_w[i] = (int16_t)src_i[i];
}
NOINLINE static void s_reduce_i32(void) {
    int32_t acc = 0;
    for (int i = 0; i < N; i++) acc += src_i[i];
    sink = acc;
}

#if defined(__AVX2__)
typedef __m256i VI;
#define LANES 8
#define LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))
#define ADD(a, b) _mm256_add_epi32((a), (b))
#define OR(a, b) _mm256_or_si256((a), (b))
#define XOR(a, b) _mm256_xor_si256((a), (b))
#define SUM(v) ({ __m128i s_ = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256((v), 1)); s_ = _mm_add_epi32(s_, _mm_shuffle_epi32(s_, 0x4e)); s_ = _mm_add_epi32(s_, _mm_shuffle_epi32(s_, 0xb1)); _mm_cvtsi128_si32(s_); })
#else
typedef __m128i VI;
#define LANES 4
#define LOAD(p) _mm_loadu_si128((const __m128i *)(p))
#define STORE(p, v) _mm_storeu_si128((__m128i *)(p), (v))
#define ADD(a, b) _mm_add_epi32((a), (b))
#define OR(a, b) _mm_or_si128((a), (b))
#define XOR(a, b) _mm_xor_si128((a), (b))
#define SUM(v) ({ __m128i s_ = (v); s_ = _mm_add_epi32(s_, _mm_shuffle_epi32(s_, 0x4e)); s_ = _mm_add_epi32(s_, _mm_shuffle_epi32(s_, 0xb1)); _mm_cvtsi128_si32(s_); })
#endif

/* The masked access forms, as emit writes them for this target. */
#if defined(__AVX512VL__)
#define MASKLOAD_I32(p, m) _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(m), (p))
#define MASKSTORE_I32(p, m, v) _mm256_mask_storeu_epi32((p), _mm256_movepi32_mask(m), (v))
#define MASKSTORE_I64(p, m, v) _mm256_mask_storeu_epi64((p), _mm_movepi32_mask(m), (v))
#elif defined(__AVX2__)
#define MASKLOAD_I32(p, m) _mm256_maskload_epi32((const int *)(p), (m))
#define MASKSTORE_I32(p, m, v) _mm256_maskstore_epi32((int *)(p), (m), (v))
#define MASKSTORE_I64(p, m, v) _mm256_maskstore_epi64((long long *)(p), _mm256_cvtepi32_epi64(m), (v))
#else
typedef int32_t vcc_v4si __attribute__((vector_size(16)));
typedef int64_t vcc_v2di __attribute__((vector_size(16)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define MASKLOAD_I32(p, m) vcc_sse_load_masked(vcc_v4si, (p), (m))
#define MASKSTORE_I32(p, m, v) vcc_sse_store_masked(vcc_v4si, (p), (v), (m))
#define MASKSTORE_I64(p, m, v) vcc_sse_store_masked(vcc_v2di, (p), (v), _mm_cvtepi32_epi64(m))
#endif

NOINLINE static void v_masked_load_i32(void) {
    VI acc = LOAD(src_i), accm = acc;
    for (int i = 0; i < N; i += LANES) {
        VI m = LOAD(mask_i + i);
        acc = ADD(acc, MASKLOAD_I32(src_i + i, m));
        accm = OR(accm, m);
    }
    sink = SUM(ADD(acc, accm));
}
NOINLINE static void b_masked_load_i32(void) {
    VI acc = LOAD(src_i), accm = acc;
    for (int i = 0; i < N; i += LANES) {
        VI m = LOAD(mask_i + i);
        acc = ADD(acc, LOAD(src_i + i));
        accm = OR(accm, m);
    }
    sink = SUM(ADD(acc, accm));
}
NOINLINE static void v_masked_store_i32(void) {
    for (int i = 0; i < N; i += LANES) MASKSTORE_I32(dst_i + i, LOAD(mask_i + i), LOAD(src_i + i));
}
NOINLINE static void b_masked_store_i32(void) {
    VI accm = LOAD(mask_i);
    for (int i = 0; i < N; i += LANES) {
        accm = OR(accm, LOAD(mask_i + i));
        STORE(dst_i + i, LOAD(src_i + i));
    }
    sink = SUM(accm);
}
/* 64-bit lanes: half as many per register, the mask of their 32-bit compare widened. */
NOINLINE static void v_masked_store_i64(void) {
    for (int i = 0; i < N; i += LANES / 2)
        MASKSTORE_I64(dst_q + i, _mm_loadu_si128((const __m128i *)(mask_i + i)), LOAD(src_q + i));
}
NOINLINE static void b_masked_store_i64(void) {
    __m128i accm = _mm_setzero_si128();
    for (int i = 0; i < N; i += LANES / 2) {
        accm = _mm_or_si128(accm, _mm_loadu_si128((const __m128i *)(mask_i + i)));
        STORE(dst_q + i, LOAD(src_q + i));
    }
    sink = _mm_cvtsi128_si32(accm);
}

/* Gathers of 32-bit lanes: unmasked ones lane by lane (`vcc_avx2_gather8`), masked ones the
 * instruction (avx2's `maskgather`), as emit writes them. */
#if defined(__AVX2__)
#define GATHER_I32(p, i) ({ const int *gp_ = (const int *)(p); int gx_[8]; _mm256_storeu_si256((__m256i *)gx_, (i)); _mm256_setr_epi32(gp_[gx_[0]], gp_[gx_[1]], gp_[gx_[2]], gp_[gx_[3]], gp_[gx_[4]], gp_[gx_[5]], gp_[gx_[6]], gp_[gx_[7]]); })
#define MASKGATHER_I32(p, i, m) _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(p), (i), (m), 4)
#define MASKGATHER_I64(p, i, m) _mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)(p), (i), _mm256_cvtepi32_epi64(m), 8)
#else
#define GATHER_I32(p, i) ({ const int *gp_ = (const int *)(p); int gx_[4]; _mm_storeu_si128((__m128i *)gx_, (i)); _mm_setr_epi32(gp_[gx_[0]], gp_[gx_[1]], gp_[gx_[2]], gp_[gx_[3]]); })
#endif
NOINLINE static void v_gather_i32(void) {
    VI acc = LOAD(src_i);
    for (int i = 0; i < N; i += LANES) acc = ADD(acc, GATHER_I32(src_i, LOAD(idx_i + i)));
    sink = SUM(acc);
}
NOINLINE static void b_load_i32(void) {
    VI acc = LOAD(src_i);
    for (int i = 0; i < N; i += LANES) acc = ADD(acc, OR(LOAD(idx_i + i), LOAD(src_i + i)));
    sink = SUM(acc);
}
#if defined(__AVX2__)
NOINLINE static void v_maskgather_i32(void) {
    VI acc = LOAD(src_i);
    for (int i = 0; i < N; i += LANES) acc = ADD(acc, MASKGATHER_I32(src_i, LOAD(idx_i + i), LOAD(mask_i + i)));
    sink = SUM(acc);
}
NOINLINE static void v_maskgather_i64(void) {
    VI acc = LOAD(src_q);
    for (int i = 0; i < N; i += 4) {
        __m128i ix = _mm_loadu_si128((const __m128i *)(idx_i + i)), m = _mm_loadu_si128((const __m128i *)(mask_i + i));
        acc = _mm256_add_epi64(acc, MASKGATHER_I64(src_q, ix, m));
    }
    sink = SUM(acc);
}
#endif

/* Bytes gathered lane by lane: the indices out through memory, each byte loaded and the vector
 * built from memory (what gcc -O2 makes of emit's per-lane gathers). */
NOINLINE static void v_gather_i8(void) {
    for (int i = 0; i < N; i += 16) {
        uint8_t ix[16], lanes[16];
        _mm_storeu_si128((__m128i *)ix, _mm_loadu_si128((const __m128i *)(idx_b + i)));
        for (int l = 0; l < 16; l++) lanes[l] = src_b[ix[l]];
        _mm_storeu_si128((__m128i *)(dst_b + i), _mm_loadu_si128((const __m128i *)lanes));
    }
}
NOINLINE static void b_copy_i8(void) {
    for (int i = 0; i < N; i += 16)
        _mm_storeu_si128((__m128i *)(dst_b + i), _mm_or_si128(_mm_loadu_si128((const __m128i *)(idx_b + i)), _mm_loadu_si128((const __m128i *)(src_b + i))));
}

/* Scatters of 32-bit lanes: avx512's instruction, elsewhere lane by lane out of the register
 * (avx2's `vcc_avx2_scatter_epi32`, sse's extracts). */
NOINLINE static void v_scatter_i32(void) {
    for (int i = 0; i < N; i += LANES) {
        VI ix = LOAD(idx_i + i), v = LOAD(src_i + i);
#if defined(__AVX512VL__)
        _mm256_i32scatter_epi32(dst_i, ix, v, 4);
#elif defined(__AVX2__)
        __m128i i0 = _mm256_castsi256_si128(ix), i1 = _mm256_extracti128_si256(ix, 1);
        __m128i v0 = _mm256_castsi256_si128(v), v1 = _mm256_extracti128_si256(v, 1);
        dst_i[_mm_cvtsi128_si32(i0)] = _mm_cvtsi128_si32(v0);
        dst_i[_mm_extract_epi32(i0, 1)] = _mm_extract_epi32(v0, 1);
        dst_i[_mm_extract_epi32(i0, 2)] = _mm_extract_epi32(v0, 2);
        dst_i[_mm_extract_epi32(i0, 3)] = _mm_extract_epi32(v0, 3);
        dst_i[_mm_cvtsi128_si32(i1)] = _mm_cvtsi128_si32(v1);
        dst_i[_mm_extract_epi32(i1, 1)] = _mm_extract_epi32(v1, 1);
        dst_i[_mm_extract_epi32(i1, 2)] = _mm_extract_epi32(v1, 2);
        dst_i[_mm_extract_epi32(i1, 3)] = _mm_extract_epi32(v1, 3);
#else
        dst_i[_mm_cvtsi128_si32(ix)] = _mm_cvtsi128_si32(v);
        dst_i[_mm_extract_epi32(ix, 1)] = _mm_extract_epi32(v, 1);
        dst_i[_mm_extract_epi32(ix, 2)] = _mm_extract_epi32(v, 2);
        dst_i[_mm_extract_epi32(ix, 3)] = _mm_extract_epi32(v, 3);
#endif
    }
}
NOINLINE static void b_store_i32(void) {
    for (int i = 0; i < N; i += LANES) STORE(dst_i + i, OR(LOAD(idx_i + i), LOAD(src_i + i)));
}

/* Select (blendv), shuffle (a cross-lane permute: avx2's vpermd, sse's pshufd), against an
 * `or` of the same operands. */
NOINLINE static void v_select_f32(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX2__)
        __m256 r = _mm256_blendv_ps(_mm256_loadu_ps(dst_f + i), _mm256_loadu_ps(src_f + i), _mm256_castsi256_ps(LOAD(mask_i + i)));
        _mm256_storeu_ps(dst_f + i, r);
#else
        __m128 r = _mm_blendv_ps(_mm_loadu_ps(dst_f + i), _mm_loadu_ps(src_f + i), _mm_castsi128_ps(LOAD(mask_i + i)));
        _mm_storeu_ps(dst_f + i, r);
#endif
    }
}
NOINLINE static void b_or3_i32(void) {
    for (int i = 0; i < N; i += LANES) STORE(dst_i + i, OR(OR(LOAD(dst_i + i), LOAD(src_i + i)), LOAD(mask_i + i)));
}
NOINLINE static void v_shuffle_i32(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX2__)
        STORE(dst_i + i, _mm256_permutevar8x32_epi32(LOAD(src_i + i), _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0)));
#else
        STORE(dst_i + i, _mm_shuffle_epi32(LOAD(src_i + i), 0x1b));
#endif
    }
}
NOINLINE static void b_copy_i32(void) {
    for (int i = 0; i < N; i += LANES) STORE(dst_i + i, LOAD(src_i + i));
}
NOINLINE static void v_shuffle_i8(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX2__)
        const __m256i rev = _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        STORE(dst_i + i, _mm256_shuffle_epi8(LOAD(src_i + i), rev));
#else
        const __m128i rev = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        STORE(dst_i + i, _mm_shuffle_epi8(LOAD(src_i + i), rev));
#endif
    }
}

/* Conversions: int to float, float to int (truncating), widening 16 to 32 bits, narrowing 32
 * to 16 bits (avx512's vpmovdw; avx2 and sse a pack of two registers, per result register). */
NOINLINE static void v_cvt_i32_f32(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX2__)
        _mm256_storeu_ps(dst_f + i, _mm256_cvtepi32_ps(LOAD(src_i + i)));
#else
        _mm_storeu_ps(dst_f + i, _mm_cvtepi32_ps(LOAD(src_i + i)));
#endif
    }
}
NOINLINE static void v_cvt_f32_i32(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX2__)
        STORE(dst_i + i, _mm256_cvttps_epi32(_mm256_loadu_ps(src_f + i)));
#else
        STORE(dst_i + i, _mm_cvttps_epi32(_mm_loadu_ps(src_f + i)));
#endif
    }
}
NOINLINE static void v_widen_i16_i32(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX2__)
        STORE(dst_i + i, _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(src_w + i))));
#else
        STORE(dst_i + i, _mm_cvtepi16_epi32(_mm_loadl_epi64((const __m128i *)(src_w + i))));
#endif
    }
}
NOINLINE static void v_narrow_i32_i16(void) {
    for (int i = 0; i < N; i += LANES) {
#if defined(__AVX512VL__)
        _mm_storeu_si128((__m128i *)(dst_w + i), _mm256_cvtepi32_epi16(LOAD(src_i + i)));
#elif defined(__AVX2__)
        __m256i lo = _mm256_and_si256(LOAD(src_i + i), _mm256_set1_epi32(0xffff));
        __m128i r = _mm_packus_epi32(_mm256_castsi256_si128(lo), _mm256_extracti128_si256(lo, 1));
        _mm_storeu_si128((__m128i *)(dst_w + i), r);
#else
        __m128i lo = _mm_and_si128(LOAD(src_i + i), _mm_set1_epi32(0xffff));
        _mm_storel_epi64((__m128i *)(dst_w + i), _mm_packus_epi32(lo, lo));
#endif
    }
}

/* A horizontal sum of each register (emit's `vcc_avx2_sum_epi32`), against its vertical add. */
NOINLINE static void v_reduce_i32(void) {
    int32_t acc = 0;
    for (int i = 0; i < N; i += LANES) acc += SUM(LOAD(src_i + i));
    sink = acc;
}
NOINLINE static void b_reduce_i32(void) {
    VI acc = LOAD(src_i);
    for (int i = 0; i < N; i += LANES) acc = ADD(acc, LOAD(src_i + i));
    sink = SUM(acc);
}

int main(int argc, char **argv) {
    target_name = argc > 1 ? argv[1] : "?";
    srand(1);
    for (int i = 0; i < N + 64; i++) {
        src_i[i] = rand() % 1000;
        idx_i[i] = rand() % N;
        mask_i[i] = rand() & 1 ? -1 : 0;
        src_f[i] = (float)(rand() % 1000) / 7.0f;
        src_q[i] = rand();
        src_d[i] = rand() / 3.0;
        src_w[i] = (int16_t)rand();
        src_b[i] = (uint8_t)rand();
        idx_b[i] = (uint8_t)(rand() % N);
    }
    cycle_ns = ns_per_cycle();
    report("MaskedLoad", "I32", v_masked_load_i32, b_masked_load_i32, s_masked_load_i32, LANES);
    report("MaskedStore", "I32", v_masked_store_i32, b_masked_store_i32, s_masked_store_i32, LANES);
    report("MaskedStore", "I64", v_masked_store_i64, b_masked_store_i64, s_masked_store_i64, LANES / 2);
    report("Gather", "I32", v_gather_i32, b_load_i32, s_gather_i32, LANES);
#if defined(__AVX2__)
    report("MaskGather", "I32", v_maskgather_i32, b_load_i32, s_gather_i32, LANES);
    report("MaskGather", "I64", v_maskgather_i64, b_load_i32, s_gather_i64, 4);
#endif
    report("NarrowGather", "I8", v_gather_i8, b_copy_i8, s_gather_i8, 16);
    report("Scatter", "I32", v_scatter_i32, b_store_i32, s_scatter_i32, LANES);
    report("Select", "F32", v_select_f32, b_or3_i32, s_select_f32, LANES);
    report("Shuffle", "I32", v_shuffle_i32, b_copy_i32, s_shuffle_i32, LANES);
    report("Shuffle", "I8", v_shuffle_i8, b_copy_i32, s_shuffle_i32, LANES);
    report("Cast", "F32", v_cvt_i32_f32, b_copy_i32, s_cvt_i32_f32, LANES);
    report("Cast", "I32", v_cvt_f32_i32, b_copy_i32, s_cvt_f32_i32, LANES);
    report("Cast", "I16>I32", v_widen_i16_i32, b_copy_i32, s_widen_i16_i32, LANES);
    report("Cast", "I32>I16", v_narrow_i32_i16, b_copy_i32, s_narrow_i32_i16, LANES);
    report("Reduce", "I32", v_reduce_i32, b_reduce_i32, s_reduce_i32, LANES);
    (void)dst_d;
    return 0;
}
