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

/* madd_i16: s += a[i] * b[i] with short inputs summed into an int (pmaddwd pattern).
   needs: int16 loads, widening to i32, i32 multiply, integer add reduction (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1500000
#endif
#define N 4096

static short a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) int kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int s;
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
    if (4096L >= 64L) {
        t6 = 4096L & -64L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 16L));
            t9 = (long)(int)((long)0 + (t1 + 32L));
            t10 = (long)(int)((long)0 + (t1 + 48L));
            t11 = _mm256_loadu_si256((const __m256i *)&a[t7]);
            t12 = _mm256_loadu_si256((const __m256i *)&a[t8]);
            t13 = _mm256_loadu_si256((const __m256i *)&a[t9]);
            t14 = _mm256_loadu_si256((const __m256i *)&a[t10]);
            t15 = _mm256_loadu_si256((const __m256i *)&b[t7]);
            t16 = _mm256_loadu_si256((const __m256i *)&b[t8]);
            t17 = _mm256_loadu_si256((const __m256i *)&b[t9]);
            t18 = _mm256_loadu_si256((const __m256i *)&b[t10]);
            t19 = _mm256_madd_epi16(t11, t15);
            t2 = _mm256_add_epi32(t2, t19);
            t20 = _mm256_madd_epi16(t12, t16);
            t3 = _mm256_add_epi32(t3, t20);
            t21 = _mm256_madd_epi16(t13, t17);
            t4 = _mm256_add_epi32(t4, t21);
            t22 = _mm256_madd_epi16(t14, t18);
            t5 = _mm256_add_epi32(t5, t22);
            t1 += 64L;
        } while (t1 < t6);
        t23 = _mm256_add_epi32(t2, t3);
        t24 = _mm256_add_epi32(t23, t4);
        t25 = _mm256_add_epi32(t24, t5);
        i = (int)((long)0 + t6);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t25));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < 4096; i++) {
        t26 = (long)i;
        s += (int)a[t26] * (int)b[t26];
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
    __m128i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m128i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m128i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m128i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m128i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m128i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m128i t44;
    int i;
    long t45;
    long r;
    unsigned int t46;
    short *t47;
    reps = bench_reps(argc, argv, 1500000L);
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
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)200));
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)100));
            t10 = _mm256_cvtepi32_epi16(t9);
            _mm_storeu_si128((__m128i *)&a[t7], t10);
            t11 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7));
            t12 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)150));
            t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)75));
            t14 = _mm256_cvtepi32_epi16(t13);
            _mm_storeu_si128((__m128i *)&b[t7], t14);
            t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t16 = t15;
            t17 = (long)(int)((long)0 + (t2 + 8L));
            t18 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)200));
            t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)100));
            t20 = _mm256_cvtepi32_epi16(t19);
            _mm_storeu_si128((__m128i *)&a[t17], t20);
            t21 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)7));
            t22 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)_mm256_set1_epi32((int)150));
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)75));
            t24 = _mm256_cvtepi32_epi16(t23);
            _mm_storeu_si128((__m128i *)&b[t17], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t26 = t25;
            t27 = (long)(int)((long)0 + (t2 + 16L));
            t28 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32((int)200));
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)100));
            t30 = _mm256_cvtepi32_epi16(t29);
            _mm_storeu_si128((__m128i *)&a[t27], t30);
            t31 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)7));
            t32 = (__m256i)((vcc_v8_int)t31 % (vcc_v8_int)_mm256_set1_epi32((int)150));
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)75));
            t34 = _mm256_cvtepi32_epi16(t33);
            _mm_storeu_si128((__m128i *)&b[t27], t34);
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t36 = t35;
            t37 = (long)(int)((long)0 + (t2 + 24L));
            t38 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)200));
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)100));
            t40 = _mm256_cvtepi32_epi16(t39);
            _mm_storeu_si128((__m128i *)&a[t37], t40);
            t41 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)7));
            t42 = (__m256i)((vcc_v8_int)t41 % (vcc_v8_int)_mm256_set1_epi32((int)150));
            t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)75));
            t44 = _mm256_cvtepi32_epi16(t43);
            _mm_storeu_si128((__m128i *)&b[t37], t44);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t45 = (long)i;
        a[t45] = (short)(i % 200 - 100);
        b[t45] = (short)(i * 7 % 150 - 75);
    }
    for (r = 0L; r < reps; r++) {
        t46 = total;
        total = t46 * 33U + (unsigned int)(_mm256_zeroupper(), kernel());
        t47 = &a[r % 4096L];
        *t47 = (short)-(int)*t47;
    }
    bench_print("madd_i16", bench_hash(14695981039346656037ULL, (const void *)&total, 4UL));
    return 0;
}
