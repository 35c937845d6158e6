/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* avg_u8: out[i] = (a[i] + b[i] + 1) >> 1 and a threshold mask, on uint8 (rounding average).
   needs: uint8 loads/stores, widening add and narrowing (C promotions), shifts, bitwise ops */
#include "bench.h"
#ifndef REPS
#define REPS 2700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(unsigned char key)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int i;
    long t37;
    if (4096L >= 128L) {
        t2 = 4096L & -128L;
        t3 = _mm256_set1_epi8((char)key);
        t4 = t3;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 32L));
            t7 = (long)(int)((long)0 + (t1 + 64L));
            t8 = (long)(int)((long)0 + (t1 + 96L));
            t9 = _mm256_loadu_si256((const __m256i *)&a[t5]);
            t10 = _mm256_loadu_si256((const __m256i *)&a[t6]);
            t11 = _mm256_loadu_si256((const __m256i *)&a[t7]);
            t12 = _mm256_loadu_si256((const __m256i *)&a[t8]);
            t13 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t14 = _mm256_loadu_si256((const __m256i *)&b[t6]);
            t15 = _mm256_loadu_si256((const __m256i *)&b[t7]);
            t16 = _mm256_loadu_si256((const __m256i *)&b[t8]);
            t17 = t9;
            t18 = t10;
            t19 = t11;
            t20 = t12;
            t21 = t13;
            t22 = t14;
            t23 = t15;
            t24 = t16;
            t25 = _mm256_avg_epu8(t17, t21);
            t26 = _mm256_avg_epu8(t18, t22);
            t27 = _mm256_avg_epu8(t19, t23);
            t28 = _mm256_avg_epu8(t20, t24);
            t29 = _mm256_xor_si256(t25, t4);
            t30 = _mm256_xor_si256(t26, t4);
            t31 = _mm256_xor_si256(t27, t4);
            t32 = _mm256_xor_si256(t28, t4);
            t33 = t29;
            t34 = t30;
            t35 = t31;
            t36 = t32;
            _mm256_storeu_si256((__m256i *)&out[t5], t33);
            _mm256_storeu_si256((__m256i *)&out[t6], t34);
            _mm256_storeu_si256((__m256i *)&out[t7], t35);
            _mm256_storeu_si256((__m256i *)&out[t8], t36);
            t1 += 128L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        out[t37] = (unsigned char)((((int)a[t37] + (int)b[t37] + 1) >> 1) ^ (int)key);
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
    long t7;
    vcc_v32_int t8;
    __m256i t9;
    vcc_v32_int t10;
    __m256i t11;
    int i;
    long t12;
    long r;
    reps = bench_reps(argc, argv, 2700000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = vcc_splat(vcc_v32_int, 0);
        t5 = (vcc_v32_uint)t4;
        t1 = t5 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        t2 = 0L;
        do {
            t6 = (vcc_v32_int)t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = t6 * (vcc_v32_int){29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29};
            t9 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&a[t7], t9);
            t10 = t6 * t6;
            t11 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&b[t7], t11);
            t2 += 32L;
            t1 = t1 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t12 = (long)i;
        a[t12] = (unsigned char)(i * 29);
        b[t12] = (unsigned char)(i * i);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel((unsigned char)r));
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    bench_print("avg_u8", bench_hash(14695981039346656037ULL, (const void *)out, 4096UL));
    return 0;
}
