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

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale(int n, float *a, const float *b) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 4UL)) | ((t5 + (unsigned long)(8L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -32L;
        long t1 = 0L;
        do {
            int t7 = (int)t1;
            __m512 t8 = _mm512_loadu_ps(b + (t7 + 1));
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t7, t9);
            int t10 = (int)(t1 + 16L);
            __m512 t11 = _mm512_loadu_ps(b + (t10 + 1));
            __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t10, t12);
            t1 += 32L;
        } while (t1 < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    if ((t14 >= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L + 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 8L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        long t17 = t14 & -16L;
        long t2 = 0L;
        do {
            int t18 = (int)((long)t13 + t2);
            __m512 t19 = _mm512_loadu_ps(b + (t18 + 1));
            __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t18, t20);
            t2 += 16L;
        } while (t2 < t17);
        t21 = (int)((long)t13 + t17);
    } else {
        t21 = t13;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    if ((t22 >= 1L) & (t22 <= 16L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L + 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 8L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))))) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        int t27 = (int)(long)t21;
        __m512 t28 = _mm512_maskz_loadu_ps(t26, b + (t27 + 1));
        __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t27, t26, t29);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    while (i < n) {
        int t30 = i + 1;
        a[i] = b[t30] * 2.0f;
        i = t30;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void reset(void) {
    vcc_no_contract_body
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(11));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    long t2 = 0L;
    do {
        __m512 t10 = _mm512_cvtepi32_ps(t1);
        _mm512_storeu_ps(&buf[(int)t2], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(5));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(11));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512i t15 = t14;
        __m512 t16 = _mm512_cvtepi32_ps(t15);
        _mm512_storeu_ps(&buf[(int)(t2 + 16L)], t16);
        __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(10));
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(11));
        __m512i t20 = _mm512_min_epu32(t18, t19);
        __m512i t21 = t20;
        __m512 t22 = _mm512_cvtepi32_ps(t21);
        _mm512_storeu_ps(&buf[(int)(t2 + 32L)], t22);
        __m512i t23 = _mm512_add_epi32(t1, _mm512_set1_epi32(4));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(11));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m512i t27 = t26;
        __m512 t28 = _mm512_cvtepi32_ps(t27);
        _mm512_storeu_ps(&buf[(int)(t2 + 48L)], t28);
        t2 += 64L;
        __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(9));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(11));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        t1 = t32;
    } while (t2 < 2048L);
    __m512i t33 = _mm512_set1_epi32(2);
    __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
    __m512i t35 = t34;
    __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(11));
    __m512i t37 = _mm512_min_epu32(t35, t36);
    __m512i t3 = t37;
    long t4 = 0L;
    do {
        __m512 t38 = _mm512_cvtepi32_ps(t3);
        _mm512_storeu_ps(&buf[(int)(2048L + t4)], t38);
        t4 += 16L;
        __m512i t39 = _mm512_add_epi32(t3, _mm512_set1_epi32(5));
        __m512i t40 = t39;
        __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(11));
        __m512i t42 = _mm512_min_epu32(t40, t41);
        t3 = t42;
    } while (t4 < 48L);
    __m512i t43 = _mm512_set1_epi32(4);
    __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
    __m512i t45 = _mm512_set1_epi32(6);
    __m512i t46 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
    __m512i t47 = t46;
    __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(11));
    __m512i t49 = _mm512_min_epu32(t47, t48);
    __m512i t50 = t49;
    __m512 t51 = _mm512_cvtepi32_ps(t50);
    _mm512_mask_storeu_ps(&buf[2096], t44, t51);
    for (int i = 2100; i < 2100; i++) {
        buf[i] = (float)(i % 11);
    }
}

static double checksum(void) {
    double s = 0;
    for (int i = 0; i < 2100; i++)
        s += buf[i] * (i % 3 + 1);
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        reset();
        scale(n, buf, buf + 1050); /* disjoint */
        double disjoint = checksum();
        reset();
        scale(n, buf, buf); /* overlapping: a[i] = b[i+1] reads ahead of the writes */
        double ahead = checksum();
        reset();
        scale(n, buf + 2, buf); /* overlapping: reads what earlier iterations wrote */
        double behind = checksum();
        printf("n=%d %.1f %.1f %.1f\n", n, disjoint, ahead, behind);
    }
    return 0;
}
