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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_const(int n, int *restrict a, const int *restrict b, int c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    long t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    int t18;
    long t19;
    long t20;
    __m512i t21;
    long t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    __m512i t27;
    __mmask16 t28;
    __m512i t29;
    long t30;
    long t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 64L) {
        t4 = t3 & -64L;
        t5 = _mm512_set1_epi32((int)c);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(b + t6);
            t8 = _mm512_add_epi32(t7, t5);
            _mm512_storeu_si512(a + t6, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_si512(b + t9);
            t11 = _mm512_add_epi32(t10, t5);
            _mm512_storeu_si512(a + t9, t11);
            t12 = (long)(int)((long)0 + (t1 + 32L));
            t13 = _mm512_loadu_si512(b + t12);
            t14 = _mm512_add_epi32(t13, t5);
            _mm512_storeu_si512(a + t12, t14);
            t15 = (long)(int)((long)0 + (t1 + 48L));
            t16 = _mm512_loadu_si512(b + t15);
            t17 = _mm512_add_epi32(t16, t5);
            _mm512_storeu_si512(a + t15, t17);
            t1 += 64L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        t20 = t19 & -16L;
        t21 = _mm512_set1_epi32((int)c);
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = _mm512_loadu_si512(b + t22);
            t24 = _mm512_add_epi32(t23, t21);
            _mm512_storeu_si512(a + t22, t24);
            t2 += 16L;
        } while (t2 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        t27 = _mm512_set1_epi32((int)(int)t26);
        t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        t29 = _mm512_set1_epi32((int)c);
        t30 = 0L;
        t31 = (long)(int)((long)t25 + t30);
        t32 = _mm512_maskz_loadu_epi32(t28, b + t31);
        t33 = t32;
        t34 = t29;
        t35 = _mm512_add_epi32(t33, t34);
        t36 = t35;
        _mm512_mask_storeu_epi32(a + t31, t28, t36);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        a[t37] = b[t37] + c;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long check;
    unsigned int c;
    int n;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    long t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    long t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m512i t33;
    int t34;
    long t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    long t40;
    __m512i t41;
    long t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    int i;
    long t47;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 64L) {
            t6 = 1003L & -64L;
            t7 = _mm512_set1_epi32((int)0);
            t8 = t7;
            t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = 0L;
            for (;;) {
                t9 = t1;
                t10 = (long)(int)((long)0 + t2);
                _mm512_storeu_si512(&a[t10], _mm512_set1_epi32((int)-1));
                t11 = _mm512_mullo_epi32(t9, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(&b[t10], t11);
                t12 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
                t13 = t12;
                t14 = (long)(int)((long)0 + (t2 + 16L));
                _mm512_storeu_si512(&a[t14], _mm512_set1_epi32((int)-1));
                t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(&b[t14], t15);
                t16 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
                t17 = t16;
                t18 = (long)(int)((long)0 + (t2 + 32L));
                _mm512_storeu_si512(&a[t18], _mm512_set1_epi32((int)-1));
                t19 = _mm512_mullo_epi32(t17, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(&b[t18], t19);
                t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
                t21 = t20;
                t22 = (long)(int)((long)0 + (t2 + 48L));
                _mm512_storeu_si512(&a[t22], _mm512_set1_epi32((int)-1));
                t23 = _mm512_mullo_epi32(t21, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(&b[t22], t23);
                t2 += 64L;
                t24 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
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
        if (t26 >= 16L) {
            t27 = t26 & -16L;
            t28 = _mm512_set1_epi32((int)t25);
            t29 = t28;
            t3 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t4 = 0L;
            for (;;) {
                t30 = t3;
                t31 = (long)(int)((long)t25 + t4);
                _mm512_storeu_si512(&a[t31], _mm512_set1_epi32((int)-1));
                t32 = _mm512_mullo_epi32(t30, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(&b[t31], t32);
                t4 += 16L;
                t33 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
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
        if ((t35 >= 1L) & (t35 <= 16L)) {
            t36 = _mm512_set1_epi32((int)(int)t35);
            t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
            t38 = _mm512_set1_epi32((int)t34);
            t39 = t38;
            t5 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t40 = 0L;
            t41 = t5;
            t42 = (long)(int)((long)t34 + t40);
            _mm512_mask_storeu_epi32(&a[t42], t37, _mm512_set1_epi32((int)-1));
            t43 = t41;
            t44 = _mm512_set1_epi32((int)3);
            t45 = _mm512_mullo_epi32(t43, t44);
            t46 = t45;
            _mm512_mask_storeu_epi32(&b[t42], t37, t46);
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
