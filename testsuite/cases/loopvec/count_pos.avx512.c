/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    int c;
    int t15;
    int t16;
    int t25;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint c_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint c_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at count_pos.c:7 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            const int *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t4 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + i_vec), t5);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t6 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            c_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v, t7);
            long t8 = i_vec + 8L;
            const int *t9 = a + t8;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t10 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t8), t11);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t12 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            c_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v_1, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t14 = _mm256_add_epi32((__m256i)c_v, (__m256i)c_v_1);
        t15 = (int)t2;
        t16 = (int)vcc_avx2_sum_epi32(t14);
    } else {
        t15 = 0;
        t16 = 0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint c_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at count_pos.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t15 + i_vec_1;
            const int *t20 = a + t19;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t21 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(3));
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t19), t22);
            __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t23 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(0));
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            c_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v_2, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        t25 = (int)((long)t15 + t18);
        t26 = (int)((unsigned int)t16 + vcc_avx2_sum_epi32((__m256i)c_v_2));
    } else {
        t25 = t15;
        t26 = t16;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)t25;
        const int *t31 = a + t30;
        __m256i a_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), t31);
        __m256i t32 = _mm256_cmpgt_epi32(a_v_6, _mm256_set1_epi32(3));
        __m256i t33 = (__m256i)__builtin_convertvector((vcc_m8)t32 & 1, vcc_v8_int);
        _mm256_mask_storeu_epi32(flags + t30, _mm256_movepi32_mask(t29), t33);
        __m256i a_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), t31);
        __m256i t34 = _mm256_cmpgt_epi32(a_v_7, _mm256_set1_epi32(0));
        __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
        __m256i t36 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t29, t35); });
        __m256i c_v_3 = _mm256_add_epi32(_mm256_set1_epi32(0), t36);
        i = (int)((long)t25 + t27);
        c = (int)((unsigned int)t26 + vcc_avx2_sum_epi32(c_v_3));
    } else {
        i = t25;
        c = t26;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        const int *t38 = a + t37;
        flags[t37] = *t38 > 3;
        c += *t38 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(11));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at count_pos.c:17 vectorized: VF 8, UF 4, the remainder at 18:16 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i t6 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(11));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(11));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t14);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(11));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t18);
        i_vec += 32L;
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(9));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(11));
        t1 = (vcc_v8_int)_mm256_min_epu32(t19, t20);
    } while (i_vec < 992L);
    __m256i t21 = _mm256_set1_epi32(4);
    __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    long i_vec_1 = 0L;
    /* vcc: loop at count_pos.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t24 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], t24);
        i_vec_1 += 8L;
        __m256i t25 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(5));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(11));
        t2 = (vcc_v8_int)_mm256_min_epu32(t25, t26);
    } while (i_vec_1 < 8L);
    __m256i t27 = _mm256_set1_epi32(3);
    __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t29 = _mm256_set1_epi32(9);
    __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(11));
    __m256i t32 = _mm256_min_epu32(t30, t31);
    __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(5));
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t28), t33);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_pos.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)&flags[i_vec_2], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[i_vec_2 + 8L], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[i_vec_2 + 16L], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[i_vec_2 + 24L], _mm256_set1_epi32(7));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_pos.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&flags[992L + i_vec_3], _mm256_set1_epi32(7));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t34 = _mm256_set1_epi32(3);
        __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&flags[1000], _mm256_movepi32_mask(t35), _mm256_set1_epi32(7));
        int r = count_pos(n, a, flags);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 3L % 1000003L + (long)flags[i];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
