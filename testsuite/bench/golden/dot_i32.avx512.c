/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_i32: s += a[i] * b[i] over int arrays, wrapping in unsigned arithmetic (int dot product).
   needs: consecutive i32 loads, integer add reduction, i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    unsigned int s;
    long t6;
    long t7;
    long t8;
    long t9;
    long t10;
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
    int i;
    long t26;
    if (4096L >= 32L) {
        t6 = 4096L & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = (long)(int)((long)0 + (t1 + 24L));
            t11 = _mm256_loadu_si256((const __m256i *)&a[t7]);
            t12 = _mm256_loadu_si256((const __m256i *)&a[t8]);
            t13 = _mm256_loadu_si256((const __m256i *)&a[t9]);
            t14 = _mm256_loadu_si256((const __m256i *)&a[t10]);
            t15 = _mm256_loadu_si256((const __m256i *)&b[t7]);
            t16 = _mm256_loadu_si256((const __m256i *)&b[t8]);
            t17 = _mm256_loadu_si256((const __m256i *)&b[t9]);
            t18 = _mm256_loadu_si256((const __m256i *)&b[t10]);
            t19 = _mm256_mullo_epi32(t11, t15);
            t2 = _mm256_add_epi32(t2, t19);
            t20 = _mm256_mullo_epi32(t12, t16);
            t3 = _mm256_add_epi32(t3, t20);
            t21 = _mm256_mullo_epi32(t13, t17);
            t4 = _mm256_add_epi32(t4, t21);
            t22 = _mm256_mullo_epi32(t14, t18);
            t5 = _mm256_add_epi32(t5, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = _mm256_add_epi32(t2, t3);
        t24 = _mm256_add_epi32(t23, t4);
        t25 = _mm256_add_epi32(t24, t5);
        i = (int)((long)0 + t6);
        s = 0U + vcc_avx2_sum_epi32(t25);
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < 4096; i++) {
        t26 = (long)i;
        s += a[t26] * b[t26];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int i;
    long t37;
    long r;
    unsigned int t38;
    unsigned int *t39;
    reps = bench_reps(argc, argv, 400000L);
    total = 0U;
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = t6;
            t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t7], t9);
            t10 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t11 = t10;
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t7], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 8L));
            t16 = t14;
            t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t15], t17);
            t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t19 = t18;
            t20 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t15], t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 16L));
            t24 = t22;
            t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t23], t25);
            t26 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t27 = t26;
            t28 = _mm256_add_epi32(t27, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t23], t28);
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 24L));
            t32 = t30;
            t33 = _mm256_mullo_epi32(t32, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t31], t33);
            t34 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t35 = t34;
            t36 = _mm256_add_epi32(t35, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t31], t36);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        a[t37] = (unsigned int)i * 2654435761U;
        b[t37] = (unsigned int)(i % 1000) + 3U;
    }
    for (r = 0L; r < reps; r++) {
        t38 = total;
        total = t38 * 31U + (_mm256_zeroupper(), kernel());
        t39 = &a[r % 4096L];
        *t39 = *t39 + 1U;
    }
    bench_print("dot_i32", bench_hash(14695981039346656037ULL, (const void *)&total, 4UL));
    return 0;
}
