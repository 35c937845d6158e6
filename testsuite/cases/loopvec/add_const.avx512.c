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

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_const(int n, int *restrict a, const int *restrict b, int c) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i c_v = _mm256_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_add_epi32(b_v, c_v);
            _mm256_storeu_si256((__m256i *)(a + t3), t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_add_epi32(b_v_1, c_v);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_add_epi32(b_v_2, c_v);
            _mm256_storeu_si256((__m256i *)(a + t7), t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_add_epi32(b_v_3, c_v);
            _mm256_storeu_si256((__m256i *)(a + t9), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i c_v_1 = _mm256_set1_epi32((int)c);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_add_epi32(b_v_4, c_v_1);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i c_v_2 = _mm256_set1_epi32((int)c);
        long t20 = (long)(int)(long)t16;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), b + t20);
        __m256i t21 = b_v_5;
        __m256i t22 = c_v_2;
        __m256i t23 = _mm256_add_epi32(t21, t22);
        __m256i t24 = t23;
        _mm256_mask_storeu_epi32(a + t20, _mm256_movepi32_mask(t19), t24);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        a[t25] = b[t25] + c;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t1 = _mm256_set1_epi32(0);
        __m256i t2 = t1;
        __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        for (;;) {
            __m256i i_v_2 = i_v;
            long t3 = (long)(int)i_vec;
            _mm256_storeu_si256((__m256i *)&a[t3], _mm256_set1_epi32(-1));
            __m256i t4 = _mm256_mullo_epi32(i_v_2, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t3], t4);
            __m256i t5 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t5;
            long t6 = (long)(int)(i_vec + 8L);
            _mm256_storeu_si256((__m256i *)&a[t6], _mm256_set1_epi32(-1));
            __m256i t7 = _mm256_mullo_epi32(i_v_3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t6], t7);
            __m256i t8 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t8;
            long t9 = (long)(int)(i_vec + 16L);
            _mm256_storeu_si256((__m256i *)&a[t9], _mm256_set1_epi32(-1));
            __m256i t10 = _mm256_mullo_epi32(i_v_4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t9], t10);
            __m256i t11 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t11;
            long t12 = (long)(int)(i_vec + 24L);
            _mm256_storeu_si256((__m256i *)&a[t12], _mm256_set1_epi32(-1));
            __m256i t13 = _mm256_mullo_epi32(i_v_5, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t12], t13);
            i_vec += 32L;
            __m256i t14 = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
            if (i_vec >= 992L) {
                break;
            }
            i_v = t14;
        }
        __m256i t15 = _mm256_set1_epi32(992);
        __m256i t16 = t15;
        __m256i i_v_1 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        for (;;) {
            __m256i i_v_6 = i_v_1;
            long t17 = (long)(int)(992L + i_vec_1);
            _mm256_storeu_si256((__m256i *)&a[t17], _mm256_set1_epi32(-1));
            __m256i t18 = _mm256_mullo_epi32(i_v_6, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t17], t18);
            i_vec_1 += 8L;
            __m256i t19 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = t19;
        }
        __m256i t20 = _mm256_set1_epi32(3);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t22 = _mm256_set1_epi32(1000);
        __m256i t23 = t22;
        __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i i_v_7 = t24;
        _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t21), _mm256_set1_epi32(-1));
        __m256i t25 = i_v_7;
        __m256i t26 = _mm256_set1_epi32(3);
        __m256i t27 = _mm256_mullo_epi32(t25, t26);
        __m256i t28 = t27;
        _mm256_mask_storeu_epi32(&b[1000], _mm256_movepi32_mask(t21), t28);
        add_const(n, a, b, 42);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 31L % 1000003L + (long)a[i];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
