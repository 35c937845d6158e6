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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale(int n, float *a, const float *b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    int t7;
    __m256 t8;
    __m256 t9;
    int t10;
    __m256 t11;
    __m256 t12;
    int t13;
    __m256 t14;
    __m256 t15;
    int t16;
    __m256 t17;
    __m256 t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    int t24;
    __m256 t25;
    __m256 t26;
    int t27;
    long t28;
    unsigned long t29;
    unsigned long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int t34;
    __m256 t35;
    __m256 t36;
    int i;
    int t37;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)4L)) | ((t5 + (unsigned long)(8L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -32L;
        t1 = 0L;
        do {
            t7 = (int)((long)0 + t1);
            t8 = _mm256_loadu_ps(b + (t7 + 1));
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t7, t9);
            t10 = (int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_ps(b + (t10 + 1));
            t12 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t10, t12);
            t13 = (int)((long)0 + (t1 + 16L));
            t14 = _mm256_loadu_ps(b + (t13 + 1));
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t13, t15);
            t16 = (int)((long)0 + (t1 + 24L));
            t17 = _mm256_loadu_ps(b + (t16 + 1));
            t18 = _mm256_mul_ps(t17, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)((long)0 + t6);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)a;
    t22 = (unsigned long)b;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L + 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 8L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        t23 = t20 & -8L;
        t2 = 0L;
        do {
            t24 = (int)((long)t19 + t2);
            t25 = _mm256_loadu_ps(b + (t24 + 1));
            t26 = _mm256_mul_ps(t25, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    t28 = (long)n + (long)t27 * -1L;
    t29 = (unsigned long)a;
    t30 = (unsigned long)b;
    if ((t28 >= 1L) & (t28 <= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L + 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 8L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
        t31 = _mm256_set1_epi32((int)(int)t28);
        t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        t34 = (int)((long)t27 + t33);
        t35 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t32), b + (t34 + 1));
        t36 = _mm256_mul_ps(t35, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(a + t34, _mm256_movepi32_mask(t32), t36);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    for (; i < n; i = t37) {
        t37 = i + 1;
        a[i] = b[t37] * 2.0f;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void reset(void) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256 t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    int t35;
    long t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    long t57;
    __m256 t58;
    int i;
    if ((2100L >= 32L) & (0 >= 0)) {
        t6 = 2100L & -32L;
        t7 = _mm256_set1_epi32((int)(0 % 11));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)11));
        t11 = _mm256_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            t12 = _mm256_cvtepi32_ps(t1);
            _mm256_storeu_ps(&buf[(int)((long)0 + t2)], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)11));
            t16 = _mm256_min_epu32(t14, t15);
            t17 = t16;
            t18 = _mm256_cvtepi32_ps(t17);
            _mm256_storeu_ps(&buf[(int)((long)0 + (t2 + 8L))], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t20 = t19;
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)11));
            t22 = _mm256_min_epu32(t20, t21);
            t23 = t22;
            t24 = _mm256_cvtepi32_ps(t23);
            _mm256_storeu_ps(&buf[(int)((long)0 + (t2 + 16L))], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)11));
            t28 = _mm256_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm256_cvtepi32_ps(t29);
            _mm256_storeu_ps(&buf[(int)((long)0 + (t2 + 24L))], t30);
            t2 += 32L;
            t31 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)10));
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)11));
            t34 = _mm256_min_epu32(t32, t33);
            t1 = t34;
        } while (t2 < t6);
        t35 = (int)((long)0 + t6);
    } else {
        t35 = 0;
    }
    t36 = (long)t35 * -1L + 2100L;
    if ((t36 >= 8L) & (t35 >= 0)) {
        t37 = t36 & -8L;
        t38 = _mm256_set1_epi32((int)(t35 % 11));
        t39 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t40 = t39;
        t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)11));
        t42 = _mm256_min_epu32(t40, t41);
        t3 = t42;
        t4 = 0L;
        do {
            t43 = _mm256_cvtepi32_ps(t3);
            _mm256_storeu_ps(&buf[(int)((long)t35 + t4)], t43);
            t4 += 8L;
            t44 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)11));
            t47 = _mm256_min_epu32(t45, t46);
            t3 = t47;
        } while (t4 < t37);
        t48 = (int)((long)t35 + t37);
    } else {
        t48 = t35;
    }
    t49 = (long)t48 * -1L + 2100L;
    if ((t49 >= 1L) & (t49 <= 8L) & (t48 >= 0)) {
        t50 = _mm256_set1_epi32((int)(int)t49);
        t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t52 = _mm256_set1_epi32((int)(t48 % 11));
        t53 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t54 = t53;
        t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32((int)11));
        t56 = _mm256_min_epu32(t54, t55);
        t5 = t56;
        t57 = 0L;
        t58 = _mm256_cvtepi32_ps(t5);
        _mm256_mask_storeu_ps(&buf[(int)((long)t48 + t57)], _mm256_movepi32_mask(t51), t58);
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
