/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t5) + -7));
            __m256i t7 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            int t9 = (int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t9) + -7));
            __m256i t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            int t13 = (int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t13) + -7));
            __m256i t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            int t17 = (int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t17) + -7));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t24) + -7));
            __m256i t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t27 = _mm256_add_epi32(t26, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t32 = (int)(long)t28;
        __m256i t33 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (const int *)((unsigned long)b + (unsigned long)(long)(n - 1 - t32) * 4UL - 28UL));
        __m256i t35 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t36 = t35;
        __m256i t37 = _mm256_set1_epi32(1);
        __m256i t38 = _mm256_add_epi32(t36, t37);
        __m256i t39 = t38;
        _mm256_mask_storeu_epi32(a + t32, _mm256_movepi32_mask(t31), t39);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long weighted_down(int n, const short *a) {
    vcc_no_contract_body
    long s;
    long t29;
    int i;
    int t1 = n - 1;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        __m256i t11 = _mm256_set1_epi32((int)t1);
        __m256i t12 = t11;
        __m256i t2 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t3 = 0L;
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t13 = t2;
            __m512i t14 = _mm512_cvtepi32_epi64(t13);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + t3 * -1L) + -7));
            __m128i t16 = _mm_shuffle_epi8(t15, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t17 = _mm512_cvtepi16_epi64(t16);
            __m512i t18 = _mm512_mullo_epi64(t17, t14);
            __m512i t19 = t18;
            t4 = _mm512_add_epi64(t4, t19);
            __m256i t20 = _mm256_add_epi32(t2, _mm256_set1_epi32(-8));
            __m256i t21 = t20;
            __m512i t22 = _mm512_cvtepi32_epi64(t21);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + (t3 + 8L) * -1L) + -7));
            __m128i t24 = _mm_shuffle_epi8(t23, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t25 = _mm512_cvtepi16_epi64(t24);
            __m512i t26 = _mm512_mullo_epi64(t25, t22);
            __m512i t27 = t26;
            t5 = _mm512_add_epi64(t5, t27);
            t3 += 16L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(-16));
        } while (t3 < t10);
        __m512i t28 = _mm512_add_epi64(t4, t5);
        t1 = (int)((long)t1 + t10 * -1L);
        t29 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_add_epi64, unsigned long);
    } else {
        t29 = 0L;
    }
    long t30 = (long)t1 + 1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        __m256i t32 = _mm256_set1_epi32((int)t1);
        __m256i t33 = t32;
        __m256i t6 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t7 = 0L;
        __m512i t8 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t34 = t6;
            __m512i t35 = _mm512_cvtepi32_epi64(t34);
            __m128i t36 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + t7 * -1L) + -7));
            __m128i t37 = _mm_shuffle_epi8(t36, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t38 = _mm512_cvtepi16_epi64(t37);
            __m512i t39 = _mm512_mullo_epi64(t38, t35);
            __m512i t40 = t39;
            t8 = _mm512_add_epi64(t8, t40);
            t7 += 8L;
            t6 = _mm256_add_epi32(t6, _mm256_set1_epi32(-8));
        } while (t7 < t31);
        i = (int)((long)t1 + t31 * -1L);
        s = (long)((unsigned long)t29 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t8), _mm512_extracti64x4_epi64(t8, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t29;
    }
    for (; i >= 0; i--) {
        long t41 = (long)i;
        s += (long)a[t41] * t41;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256 t6 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t5) + -7, t8);
            int t9 = (int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(b + t9);
            __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            __m256 t12 = _mm256_permutevar8x32_ps(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t9) + -7, t12);
            int t13 = (int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(b + t13);
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            __m256 t16 = _mm256_permutevar8x32_ps(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t13) + -7, t16);
            int t17 = (int)(t1 + 24L);
            __m256 t18 = _mm256_loadu_ps(b + t17);
            __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(2.0f));
            __m256 t20 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t17) + -7, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            __m256 t25 = _mm256_loadu_ps(b + t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(2.0f));
            __m256 t27 = _mm256_permutevar8x32_ps(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t24) + -7, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t32 = (int)(long)t28;
        __m256 t33 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), b + t32);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
        __m256i t35 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t36 = _mm256_permutevar8x32_ps(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)(long)(n - 1 - t32) * 4UL - 28UL), _mm256_movepi32_mask(t35), t36);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
