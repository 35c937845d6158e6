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
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    int t18;
    long t19;
    long t20;
    __m256i t21;
    long t22;
    __m256i t23;
    __m256i t24;
    int t25;
    long t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)c);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t8 = _mm256_add_epi32(t7, t5);
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            t11 = _mm256_add_epi32(t10, t5);
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t12));
            t14 = _mm256_add_epi32(t13, t5);
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            t15 = (long)(int)((long)0 + (t1 + 24L));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            t17 = _mm256_add_epi32(t16, t5);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t21 = _mm256_set1_epi32((int)c);
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = _mm256_loadu_si256((const __m256i *)(b + t22));
            t24 = _mm256_add_epi32(t23, t21);
            _mm256_storeu_si256((__m256i *)(a + t22), t24);
            t2 += 8L;
        } while (t2 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        t27 = _mm256_set1_epi32((int)(int)t26);
        t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t29 = _mm256_set1_epi32((int)c);
        t30 = 0L;
        t31 = (long)(int)((long)t25 + t30);
        t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), b + t31);
        t33 = t32;
        t34 = t29;
        t35 = _mm256_add_epi32(t33, t34);
        t36 = t35;
        _mm256_mask_storeu_epi32(a + t31, _mm256_movepi32_mask(t28), t36);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        a[t37] = b[t37] + c;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long check;
    unsigned int c;
    int n;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    __m256i t24;
    int t25;
    long t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    int t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    long t40;
    __m256i t41;
    long t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    int i;
    long t47;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t6 = 1003L & -32L;
            t7 = _mm256_set1_epi32((int)0);
            t8 = t7;
            t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t9 = t1;
                t10 = (long)(int)((long)0 + t2);
                _mm256_storeu_si256((__m256i *)&a[t10], _mm256_set1_epi32((int)-1));
                t11 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t10], t11);
                t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t13 = t12;
                t14 = (long)(int)((long)0 + (t2 + 8L));
                _mm256_storeu_si256((__m256i *)&a[t14], _mm256_set1_epi32((int)-1));
                t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t14], t15);
                t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t17 = t16;
                t18 = (long)(int)((long)0 + (t2 + 16L));
                _mm256_storeu_si256((__m256i *)&a[t18], _mm256_set1_epi32((int)-1));
                t19 = _mm256_mullo_epi32(t17, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t18], t19);
                t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t21 = t20;
                t22 = (long)(int)((long)0 + (t2 + 24L));
                _mm256_storeu_si256((__m256i *)&a[t22], _mm256_set1_epi32((int)-1));
                t23 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t22], t23);
                t2 += 32L;
                t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                if (t2 >= t6) {
                    break;
                }
                t1 = t24;
            }
            t25 = (int)((long)0 + t6);
        } else {
            t25 = 0;
        }
        t26 = (long)t25 * -1L + 1003L;
        if (t26 >= 8L) {
            t27 = t26 & -8L;
            t28 = _mm256_set1_epi32((int)t25);
            t29 = t28;
            t3 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t30 = t3;
                t31 = (long)(int)((long)t25 + t4);
                _mm256_storeu_si256((__m256i *)&a[t31], _mm256_set1_epi32((int)-1));
                t32 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t31], t32);
                t4 += 8L;
                t33 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t27) {
                    break;
                }
                t3 = t33;
            }
            t34 = (int)((long)t25 + t27);
        } else {
            t34 = t25;
        }
        t35 = (long)t34 * -1L + 1003L;
        if ((t35 >= 1L) & (t35 <= 8L)) {
            t36 = _mm256_set1_epi32((int)(int)t35);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t38 = _mm256_set1_epi32((int)t34);
            t39 = t38;
            t5 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t40 = 0L;
            t41 = t5;
            t42 = (long)(int)((long)t34 + t40);
            _mm256_mask_storeu_epi32(&a[t42], _mm256_movepi32_mask(t37), _mm256_set1_epi32((int)-1));
            t43 = t41;
            t44 = _mm256_set1_epi32((int)3);
            t45 = _mm256_mullo_epi32(t43, t44);
            t46 = t45;
            _mm256_mask_storeu_epi32(&b[t42], _mm256_movepi32_mask(t37), t46);
            i = (int)((long)t34 + t35);
        } else {
            i = t34;
        }
        for (; i < 1003; i++) {
            t47 = (long)i;
            a[t47] = -1;
            b[t47] = i * 3;
        }
        (_mm256_zeroupper(), add_const(n, a, b, 42));
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
