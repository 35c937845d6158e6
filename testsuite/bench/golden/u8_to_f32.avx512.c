/* vcc: vector types and helpers */
#include <immintrin.h>
typedef float vcc_v32_float __attribute__((vector_size(128)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* u8_to_f32: f[i] = (float)p[i] * (1.0f / 256) - 0.5f: uint8 pixels normalized to float.
   needs: uint8 loads, widening uint8 -> float conversion (mixed types), f32 stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char p[N];
static float f[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    vcc_v32_float t5;
    vcc_v32_float t6;
    vcc_v32_float t7;
    int i;
    long t8;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_si256((const __m256i *)&p[t3]);
            t5 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(t4), vcc_h1 = _mm256_extracti128_si256(t4, 1); vcc_v8_float vcc_p0 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(vcc_h0)); vcc_v8_float vcc_p1 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8))); vcc_v8_float vcc_p2 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(vcc_h1)); vcc_v8_float vcc_p3 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h1, 8))); __builtin_shufflevector(__builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), __builtin_shufflevector(vcc_p2, vcc_p3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31); });
            t6 = t5 * (vcc_v32_float){0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f};
            t7 = t6 - (vcc_v32_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            do { vcc_v32_float vcc_w = t7; char *vcc_p = (char *)(&f[t3]); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 16, 17, 18, 19, 20, 21, 22, 23)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 24, 25, 26, 27, 28, 29, 30, 31)); } while (0);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t8 = (long)i;
        f[t8] = (float)p[t8] * 0.00390625f - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    vcc_v32_uint t1;
    long t2;
    long reps;
    long t3;
    vcc_v32_int t4;
    vcc_v32_uint t5;
    vcc_v32_int t6;
    vcc_v32_int t7;
    vcc_v32_int t8;
    vcc_v32_int t9;
    __m256i t10;
    int i;
    long r;
    unsigned char *t11;
    reps = bench_reps(argc, argv, 500000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = vcc_splat(vcc_v32_int, 0);
        t5 = (vcc_v32_uint)t4;
        t1 = t5 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        t2 = 0L;
        do {
            t6 = (vcc_v32_int)t1;
            t7 = t6 * (vcc_v32_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
            t8 = t6 >> (vcc_v32_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t9 = t7 + t8;
            t10 = (__m256i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&p[(int)((long)0 + t2)], t10);
            t2 += 32L;
            t1 = t1 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        p[i] = (unsigned char)(i * 11 + (i >> 4));
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t11 = &p[r % 4096L];
        *t11 = (unsigned char)((int)*t11 + 1);
    }
    bench_print("u8_to_f32", bench_hash(14695981039346656037ULL, (const void *)f, 16384UL));
    return 0;
}
