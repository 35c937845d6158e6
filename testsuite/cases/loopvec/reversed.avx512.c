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
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            int t3 = (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t3) + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t5 = _mm256_add_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t3), t5);
            int t6 = (int)(i_vec + 8L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t6) + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t8 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            int t9 = (int)(i_vec + 16L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t9) + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t11 = _mm256_add_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            int t12 = (int)(i_vec + 24L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t12) + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t14 = _mm256_add_epi32(b_v_3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            int t18 = (int)((long)t15 + i_vec_1);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t18) + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_add_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t18), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t25 = (int)(long)t21;
        __m256i t26 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), (const int *)((unsigned long)b + (unsigned long)(long)(n - 1 - t25) * 4UL - 28UL));
        __m256i b_v_5 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t28 = b_v_5;
        __m256i t29 = _mm256_set1_epi32(1);
        __m256i t30 = _mm256_add_epi32(t28, t29);
        __m256i t31 = t30;
        _mm256_mask_storeu_epi32(a + t25, _mm256_movepi32_mask(t24), t31);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long weighted_down(int n, const short *a) {
    vcc_no_contract_body
    long s;
    long t18;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        __m256i t5 = t4;
        __m256i i_v = _mm256_add_epi32(t5, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reversed.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i i_v_2 = i_v;
            __m512i t6 = _mm512_cvtepi32_epi64(i_v_2);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + i_vec * -1L) + -7));
            __m128i a_v = _mm_shuffle_epi8(t7, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t8 = _mm512_cvtepi16_epi64(a_v);
            __m512i t9 = _mm512_mullo_epi64(t8, t6);
            __m512i t10 = t9;
            s_v = _mm512_add_epi64(s_v, t10);
            __m256i t11 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-8));
            __m256i i_v_3 = t11;
            __m512i t12 = _mm512_cvtepi32_epi64(i_v_3);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + (i_vec + 8L) * -1L) + -7));
            __m128i a_v_1 = _mm_shuffle_epi8(t13, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t14 = _mm512_cvtepi16_epi64(a_v_1);
            __m512i t15 = _mm512_mullo_epi64(t14, t12);
            __m512i t16 = t15;
            s_v_1 = _mm512_add_epi64(s_v_1, t16);
            i_vec += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(-16));
        } while (i_vec < t3);
        __m512i t17 = _mm512_add_epi64(s_v, s_v_1);
        t1 = (int)((long)t1 + t3 * -1L);
        t18 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_add_epi64, unsigned long);
    } else {
        t18 = 0L;
    }
    long t19 = (long)t1 + 1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)t1);
        __m256i t22 = t21;
        __m256i i_v_1 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i i_v_4 = i_v_1;
            __m512i t23 = _mm512_cvtepi32_epi64(i_v_4);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + i_vec_1 * -1L) + -7));
            __m128i a_v_2 = _mm_shuffle_epi8(t24, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t25 = _mm512_cvtepi16_epi64(a_v_2);
            __m512i t26 = _mm512_mullo_epi64(t25, t23);
            __m512i t27 = t26;
            s_v_2 = _mm512_add_epi64(s_v_2, t27);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t20);
        i = (int)((long)t1 + t20 * -1L);
        s = (long)((unsigned long)t18 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t18;
    }
    for (; i >= 0; i--) {
        long t28 = (long)i;
        s += (long)a[t28] * t28;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            int t3 = (int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            __m256 t5 = _mm256_permutevar8x32_ps(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t3) + -7, t5);
            int t6 = (int)(i_vec + 8L);
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t7 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t6) + -7, t8);
            int t9 = (int)(i_vec + 16L);
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 t10 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            __m256 t11 = _mm256_permutevar8x32_ps(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t9) + -7, t11);
            int t12 = (int)(i_vec + 24L);
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256 t13 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            __m256 t14 = _mm256_permutevar8x32_ps(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t12) + -7, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            int t18 = (int)((long)t15 + i_vec_1);
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256 t19 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(2.0f));
            __m256 t20 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t18) + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t25 = (int)(long)t21;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), b + t25);
        __m256 t26 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(2.0f));
        __m256i t27 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t28 = _mm256_permutevar8x32_ps(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)(long)(n - 1 - t25) * 4UL - 28UL), _mm256_movepi32_mask(t27), t28);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
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
