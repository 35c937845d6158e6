/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int fill(int n, int *restrict a) {
    vcc_no_contract_body
    int i;
    int s;
    int t15;
    int t16;
    int t25;
    int t26;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        __m256i s_v_1 = _mm256_set1_epi32(0);
        /* vcc: loop at do_while.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i i_v_2 = i_v;
            int *t5 = a + (int)i_vec;
            __m256i t6 = _mm256_mullo_epi32(i_v_2, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t5, t6);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = _mm256_xor_si256(a_v, i_v_2);
            __m256i t8 = t7;
            s_v = _mm256_add_epi32(s_v, t8);
            __m256i t9 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t9;
            int *t10 = a + (int)(i_vec + 8L);
            __m256i t11 = _mm256_mullo_epi32(i_v_3, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t10, t11);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_xor_si256(a_v_1, i_v_3);
            __m256i t13 = t12;
            s_v_1 = _mm256_add_epi32(s_v_1, t13);
            i_vec += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        __m256i t14 = _mm256_add_epi32(s_v, s_v_1);
        t15 = (int)t2;
        t16 = (int)vcc_avx2_sum_epi32(t14);
    } else {
        t15 = 0;
        t16 = 0;
    }
    long t17 = (long)n + (long)t15 * -1L + -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        __m256i t19 = _mm256_set1_epi32((int)t15);
        __m256i t20 = t19;
        __m256i i_v_1 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        __m256i s_v_2 = _mm256_set1_epi32(0);
        do {
            __m256i i_v_4 = i_v_1;
            int *t21 = a + (int)((long)t15 + i_vec_1);
            __m256i t22 = _mm256_mullo_epi32(i_v_4, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t21, t22);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t23 = _mm256_xor_si256(a_v_2, i_v_4);
            __m256i t24 = t23;
            s_v_2 = _mm256_add_epi32(s_v_2, t24);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t18);
        t25 = (int)((long)t15 + t18);
        t26 = (int)((unsigned int)t16 + vcc_avx2_sum_epi32(s_v_2));
    } else {
        t25 = t15;
        t26 = t16;
    }
    long t27 = (long)n + (long)t25 * -1L + -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t30 = _mm256_set1_epi32((int)t25);
        __m256i t31 = t30;
        __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i i_v_5 = t32;
        int *t33 = a + (int)(long)t25;
        __m256i t34 = i_v_5;
        __m256i t35 = _mm256_set1_epi32(5);
        __m256i t36 = _mm256_mullo_epi32(t34, t35);
        __m256i t37 = t36;
        _mm256_mask_storeu_epi32(t33, _mm256_movepi32_mask(t29), t37);
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), t33);
        __m256i t38 = _mm256_xor_si256(a_v_3, i_v_5);
        __m256i t39 = t38;
        __m256i t40 = _mm256_add_epi32(_mm256_set1_epi32(0), t39);
        __m256i s_v_3 = _mm256_ternarylogic_epi32(t29, t40, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t25 + t27);
        s = (int)((unsigned int)t26 + vcc_avx2_sum_epi32(s_v_3));
    } else {
        i = t25;
        s = t26;
    }
    for (;;) {
        int *t41 = a + i;
        *t41 = i * 5;
        s += *t41 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at do_while.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)i_vec], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 8L)], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 16L)], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 24L)], _mm256_set1_epi32(-1));
            i_vec += 32L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)(992L + i_vec_1)], _mm256_set1_epi32(-1));
            i_vec_1 += 8L;
        } while (i_vec_1 < 8L);
        __m256i t1 = _mm256_set1_epi32(3);
        __m256i t2 = _mm256_cmpgt_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t2), _mm256_set1_epi32(-1));
        int r = fill(n, a);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 17L % 1000003L + (long)a[i];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
