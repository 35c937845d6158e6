/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_u64: s += a[i] * b[i] over unsigned 64-bit arrays of 100 elements (wrapping), called often:
   short rows, where the final horizontal sum is a good part of each call.
   needs: consecutive i64 loads, 64-bit multiply (vpmullq with AVX-512DQ), add reduction of 64-bit lanes */
#include "bench.h"
#ifndef REPS
#define REPS 20000000
#endif
#define N 100

static unsigned long long a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned long long kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    unsigned long long s;
    long t6;
    long t7;
    long t8;
    long t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    unsigned long long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m512i t32;
    long t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    int i;
    long t39;
    if (100L >= 32L) {
        t6 = 100L & -32L;
        t1 = 0L;
        t2 = _mm512_set1_epi64((long long)0LL);
        t3 = _mm512_set1_epi64((long long)0LL);
        t4 = _mm512_set1_epi64((long long)0LL);
        t5 = _mm512_set1_epi64((long long)0LL);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = (long)(int)((long)0 + (t1 + 24L));
            t11 = _mm512_loadu_si512(&a[t7]);
            t12 = _mm512_loadu_si512(&a[t8]);
            t13 = _mm512_loadu_si512(&a[t9]);
            t14 = _mm512_loadu_si512(&a[t10]);
            t15 = _mm512_loadu_si512(&b[t7]);
            t16 = _mm512_loadu_si512(&b[t8]);
            t17 = _mm512_loadu_si512(&b[t9]);
            t18 = _mm512_loadu_si512(&b[t10]);
            t19 = _mm512_mullo_epi64(t11, t15);
            t2 = _mm512_add_epi64(t2, t19);
            t20 = _mm512_mullo_epi64(t12, t16);
            t3 = _mm512_add_epi64(t3, t20);
            t21 = _mm512_mullo_epi64(t13, t17);
            t4 = _mm512_add_epi64(t4, t21);
            t22 = _mm512_mullo_epi64(t14, t18);
            t5 = _mm512_add_epi64(t5, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = _mm512_add_epi64(t2, t3);
        t24 = _mm512_add_epi64(t23, t4);
        t25 = _mm512_add_epi64(t24, t5);
        t26 = (int)((long)0 + t6);
        t27 = 0ULL + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t25), _mm512_extracti64x4_epi64(t25, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t26 = 0;
        t27 = 0ULL;
    }
    t28 = (long)t26 * -1L + 100L;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        t29 = _mm256_set1_epi32((int)(int)t28);
        t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t31 = 0L;
        t32 = _mm512_set1_epi64((long long)0LL);
        t33 = (long)(int)((long)t26 + t31);
        t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t30), &a[t33]);
        t35 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t30), &b[t33]);
        t36 = _mm512_mullo_epi64(t34, t35);
        t37 = _mm512_add_epi64(t32, t36);
        t38 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t30), t32, t37);
        i = (int)((long)t26 + t28);
        s = t27 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t38), _mm512_extracti64x4_epi64(t38, 1)), _mm_add_epi64, unsigned long long);
    } else {
        i = t26;
        s = t27;
    }
    for (; i < 100; i++) {
        t39 = (long)i;
        s += a[t39] * b[t39];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long total;
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m256i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m256i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m256i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    int i;
    long t41;
    long r;
    unsigned long long t42;
    unsigned long long *t43;
    reps = bench_reps(argc, argv, 20000000L);
    total = 0ULL;
    if (100L >= 32L) {
        t3 = 100L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm512_cvtepi32_epi64(t6);
            t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t7], t9);
            t10 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t11 = _mm512_cvtepi32_epi64(t10);
            t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)12345LL));
            t13 = _mm512_add_epi64(t12, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t7], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 8L));
            t17 = _mm512_cvtepi32_epi64(t15);
            t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t16], t18);
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t20 = _mm512_cvtepi32_epi64(t19);
            t21 = _mm512_mullo_epi64(t20, _mm512_set1_epi64((long long)12345LL));
            t22 = _mm512_add_epi64(t21, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t16], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t2 + 16L));
            t26 = _mm512_cvtepi32_epi64(t24);
            t27 = _mm512_mullo_epi64(t26, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t25], t27);
            t28 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t29 = _mm512_cvtepi32_epi64(t28);
            t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)12345LL));
            t31 = _mm512_add_epi64(t30, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t25], t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t2 + 24L));
            t35 = _mm512_cvtepi32_epi64(t33);
            t36 = _mm512_mullo_epi64(t35, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t34], t36);
            t37 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t38 = _mm512_cvtepi32_epi64(t37);
            t39 = _mm512_mullo_epi64(t38, _mm512_set1_epi64((long long)12345LL));
            t40 = _mm512_add_epi64(t39, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t34], t40);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 100; i++) {
        t41 = (long)i;
        a[t41] = (unsigned long long)i * 11400714819323198485ULL;
        b[t41] = (unsigned long long)(i % 1000) * 12345ULL + 1ULL;
    }
    for (r = 0L; r < reps; r++) {
        t42 = total;
        total = t42 * 31ULL + (_mm256_zeroupper(), kernel());
        t43 = &a[r % 100L];
        *t43 = *t43 + 1ULL;
    }
    bench_print("dot_u64", bench_hash(14695981039346656037ULL, (const void *)&total, 8UL));
    return 0;
}
