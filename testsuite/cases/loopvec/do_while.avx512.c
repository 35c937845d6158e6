/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t12;
    int t13;
    int t20;
    int t21;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at do_while.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            int *t4 = a + i_vec;
            __m256i t5 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t4, t5);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t6 = _mm256_xor_si256(a_v, (__m256i)i_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            int *t8 = a + (i_vec + 8L);
            __m256i t9 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t8, t9);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_xor_si256(a_v_1, t7);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t10);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t12 = (int)t2;
        t13 = (int)vcc_avx2_sum_epi32(t11);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = (long)n + (long)t12 * -1L + -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        __m256i t16 = _mm256_set1_epi32((int)t12);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at do_while.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t17 = a + ((long)t12 + i_vec_1);
            __m256i t18 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t17, t18);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t17);
            __m256i t19 = _mm256_xor_si256(a_v_2, (__m256i)i_v_1);
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t19);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t15);
        t20 = (int)((long)t12 + t15);
        t21 = (int)((unsigned int)t13 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        t20 = t12;
        t21 = t13;
    }
    long t22 = (long)n + (long)t20 * -1L + -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t25 = _mm256_set1_epi32((int)t20);
        __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t27 = a + (long)t20;
        __m256i t28 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(5));
        _mm256_mask_storeu_epi32(t27, _mm256_movepi32_mask(t24), t28);
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), t27);
        __m256i t29 = _mm256_xor_si256(a_v_3, t26);
        __m256i t30 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t29); });
        __m256i s_v_3 = _mm256_add_epi32(_mm256_set1_epi32(0), t30);
        i = (int)((long)t20 + t22);
        s = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(s_v_3));
    } else {
        i = t20;
        s = t21;
    }
    for (;;) {
        int *t31 = a + i;
        *t31 = i * 5;
        s += *t31 ^ i;
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
            _mm256_storeu_si256((__m256i *)&a[i_vec], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], _mm256_set1_epi32(-1));
            i_vec += 32L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at do_while.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], _mm256_set1_epi32(-1));
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
