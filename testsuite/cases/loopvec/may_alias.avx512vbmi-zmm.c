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
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    int t7;
    __m512 t8;
    __m512 t9;
    int t10;
    __m512 t11;
    __m512 t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    int t18;
    __m512 t19;
    __m512 t20;
    int t21;
    long t22;
    unsigned long t23;
    unsigned long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    int t28;
    __m512 t29;
    __m512 t30;
    int i;
    int t31;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)4L)) | ((t5 + (unsigned long)(8L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -32L;
        t1 = 0L;
        do {
            t7 = (int)((long)0 + t1);
            t8 = _mm512_loadu_ps(b + (t7 + 1));
            t9 = _mm512_mul_ps(t8, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t7, t9);
            t10 = (int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_ps(b + (t10 + 1));
            t12 = _mm512_mul_ps(t11, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t10, t12);
            t1 += 32L;
        } while (t1 < t6);
        t13 = (int)((long)0 + t6);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)a;
    t16 = (unsigned long)b;
    if ((t14 >= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L + 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 8L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = t14 & -16L;
        t2 = 0L;
        do {
            t18 = (int)((long)t13 + t2);
            t19 = _mm512_loadu_ps(b + (t18 + 1));
            t20 = _mm512_mul_ps(t19, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t18, t20);
            t2 += 16L;
        } while (t2 < t17);
        t21 = (int)((long)t13 + t17);
    } else {
        t21 = t13;
    }
    t22 = (long)n + (long)t21 * -1L;
    t23 = (unsigned long)a;
    t24 = (unsigned long)b;
    if ((t22 >= 1L) & (t22 <= 16L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L + 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 8L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))))) {
        t25 = _mm512_set1_epi32((int)(int)t22);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (int)((long)t21 + t27);
        t29 = _mm512_maskz_loadu_ps(t26, b + (t28 + 1));
        t30 = _mm512_mul_ps(t29, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t28, t26, t30);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i = t31) {
        t31 = i + 1;
        a[i] = b[t31] * 2.0f;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void reset(void) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512 t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512 t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512 t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512 t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    int t35;
    long t36;
    long t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512 t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    int t48;
    long t49;
    __m512i t50;
    __mmask16 t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    long t57;
    __m512 t58;
    int i;
    if ((2100L >= 64L) & (0 >= 0)) {
        t6 = 2100L & -64L;
        t7 = _mm512_set1_epi32((int)(0 % 11));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)11));
        t11 = _mm512_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            t12 = _mm512_cvtepi32_ps(t1);
            _mm512_storeu_ps(&buf[(int)((long)0 + t2)], t12);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)5));
            t14 = t13;
            t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32((int)11));
            t16 = _mm512_min_epu32(t14, t15);
            t17 = t16;
            t18 = _mm512_cvtepi32_ps(t17);
            _mm512_storeu_ps(&buf[(int)((long)0 + (t2 + 16L))], t18);
            t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)10));
            t20 = t19;
            t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)11));
            t22 = _mm512_min_epu32(t20, t21);
            t23 = t22;
            t24 = _mm512_cvtepi32_ps(t23);
            _mm512_storeu_ps(&buf[(int)((long)0 + (t2 + 32L))], t24);
            t25 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)4));
            t26 = t25;
            t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)11));
            t28 = _mm512_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm512_cvtepi32_ps(t29);
            _mm512_storeu_ps(&buf[(int)((long)0 + (t2 + 48L))], t30);
            t2 += 64L;
            t31 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)9));
            t32 = t31;
            t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)11));
            t34 = _mm512_min_epu32(t32, t33);
            t1 = t34;
        } while (t2 < t6);
        t35 = (int)((long)0 + t6);
    } else {
        t35 = 0;
    }
    t36 = (long)t35 * -1L + 2100L;
    if ((t36 >= 16L) & (t35 >= 0)) {
        t37 = t36 & -16L;
        t38 = _mm512_set1_epi32((int)(t35 % 11));
        t39 = _mm512_add_epi32(t38, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
        t40 = t39;
        t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32((int)11));
        t42 = _mm512_min_epu32(t40, t41);
        t3 = t42;
        t4 = 0L;
        do {
            t43 = _mm512_cvtepi32_ps(t3);
            _mm512_storeu_ps(&buf[(int)((long)t35 + t4)], t43);
            t4 += 16L;
            t44 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)5));
            t45 = t44;
            t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32((int)11));
            t47 = _mm512_min_epu32(t45, t46);
            t3 = t47;
        } while (t4 < t37);
        t48 = (int)((long)t35 + t37);
    } else {
        t48 = t35;
    }
    t49 = (long)t48 * -1L + 2100L;
    if ((t49 >= 1L) & (t49 <= 16L) & (t48 >= 0)) {
        t50 = _mm512_set1_epi32((int)(int)t49);
        t51 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t50, _MM_CMPINT_LT);
        t52 = _mm512_set1_epi32((int)(t48 % 11));
        t53 = _mm512_add_epi32(t52, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
        t54 = t53;
        t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32((int)11));
        t56 = _mm512_min_epu32(t54, t55);
        t5 = t56;
        t57 = 0L;
        t58 = _mm512_cvtepi32_ps(t5);
        _mm512_mask_storeu_ps(&buf[(int)((long)t48 + t57)], t51, t58);
        i = (int)((long)t48 + t49);
    } else {
        i = t48;
    }
    for (; i < 2100; i++) {
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
