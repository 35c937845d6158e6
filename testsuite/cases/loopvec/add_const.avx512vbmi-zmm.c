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
    int t18;
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        __m512i t5 = _mm512_set1_epi32((int)c);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(b + t6);
            __m512i t8 = _mm512_add_epi32(t7, t5);
            _mm512_storeu_si512(a + t6, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512i t10 = _mm512_loadu_si512(b + t9);
            __m512i t11 = _mm512_add_epi32(t10, t5);
            _mm512_storeu_si512(a + t9, t11);
            long t12 = (long)(int)(t1 + 32L);
            __m512i t13 = _mm512_loadu_si512(b + t12);
            __m512i t14 = _mm512_add_epi32(t13, t5);
            _mm512_storeu_si512(a + t12, t14);
            long t15 = (long)(int)(t1 + 48L);
            __m512i t16 = _mm512_loadu_si512(b + t15);
            __m512i t17 = _mm512_add_epi32(t16, t5);
            _mm512_storeu_si512(a + t15, t17);
            t1 += 64L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512i t21 = _mm512_set1_epi32((int)c);
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            __m512i t23 = _mm512_loadu_si512(b + t22);
            __m512i t24 = _mm512_add_epi32(t23, t21);
            _mm512_storeu_si512(a + t22, t24);
            t2 += 16L;
        } while (t2 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        __m512i t29 = _mm512_set1_epi32((int)c);
        long t30 = (long)(int)(long)t25;
        __m512i t31 = _mm512_maskz_loadu_epi32(t28, b + t30);
        __m512i t32 = t31;
        __m512i t33 = t29;
        __m512i t34 = _mm512_add_epi32(t32, t33);
        __m512i t35 = t34;
        _mm512_mask_storeu_epi32(a + t30, t28, t35);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = b[t36] + c;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        for (;;) {
            __m512i t7 = t1;
            long t8 = (long)(int)t2;
            _mm512_storeu_si512(&a[t8], _mm512_set1_epi32(-1));
            __m512i t9 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t8], t9);
            __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t11 = t10;
            long t12 = (long)(int)(t2 + 16L);
            _mm512_storeu_si512(&a[t12], _mm512_set1_epi32(-1));
            __m512i t13 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t12], t13);
            __m512i t14 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
            __m512i t15 = t14;
            long t16 = (long)(int)(t2 + 32L);
            _mm512_storeu_si512(&a[t16], _mm512_set1_epi32(-1));
            __m512i t17 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t16], t17);
            __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
            __m512i t19 = t18;
            long t20 = (long)(int)(t2 + 48L);
            _mm512_storeu_si512(&a[t20], _mm512_set1_epi32(-1));
            __m512i t21 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t20], t21);
            t2 += 64L;
            __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
            if (t2 >= 960L) {
                break;
            }
            t1 = t22;
        }
        __m512i t23 = _mm512_set1_epi32(960);
        __m512i t24 = t23;
        __m512i t3 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        for (;;) {
            __m512i t25 = t3;
            long t26 = (long)(int)(960L + t4);
            _mm512_storeu_si512(&a[t26], _mm512_set1_epi32(-1));
            __m512i t27 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t26], t27);
            t4 += 16L;
            __m512i t28 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
            if (t4 >= 32L) {
                break;
            }
            t3 = t28;
        }
        __m512i t29 = _mm512_set1_epi32(11);
        __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        __m512i t31 = _mm512_set1_epi32(992);
        __m512i t32 = t31;
        __m512i t33 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t34 = t33;
        _mm512_mask_storeu_epi32(&a[992], t30, _mm512_set1_epi32(-1));
        __m512i t35 = t34;
        __m512i t36 = _mm512_set1_epi32(3);
        __m512i t37 = _mm512_mullo_epi32(t35, t36);
        __m512i t38 = t37;
        _mm512_mask_storeu_epi32(&b[992], t30, t38);
        for (int i = 1003; i < 1003; i++) {
            long t39 = (long)i;
            a[t39] = -1;
            b[t39] = i * 3;
        }
        add_const(n, a, b, 42);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
