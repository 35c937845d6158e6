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
    int t19;
    int t27;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 4UL)) | ((t5 + (unsigned long)(8L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -32L;
        long t1 = 0L;
        do {
            int t7 = (int)t1;
            __m256 t8 = _mm256_loadu_ps(b + (t7 + 1));
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t7, t9);
            int t10 = (int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(b + (t10 + 1));
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t10, t12);
            int t13 = (int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(b + (t13 + 1));
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t13, t15);
            int t16 = (int)(t1 + 24L);
            __m256 t17 = _mm256_loadu_ps(b + (t16 + 1));
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L + 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 8L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        long t23 = t20 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t19 + t2);
            __m256 t25 = _mm256_loadu_ps(b + (t24 + 1));
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    unsigned long t29 = (unsigned long)a;
    unsigned long t30 = (unsigned long)b;
    if ((t28 >= 1L) & (t28 <= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L + 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 8L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t28);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t33 = (int)(long)t27;
        __m256 t34 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t32), b + (t33 + 1));
        __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(a + t33, _mm256_movepi32_mask(t32), t35);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    while (i < n) {
        int t36 = i + 1;
        a[i] = b[t36] * 2.0f;
        i = t36;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void reset(void) {
    vcc_no_contract_body
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(11));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        __m256 t10 = _mm256_cvtepi32_ps(t1);
        _mm256_storeu_ps(&buf[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(11));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = t14;
        __m256 t16 = _mm256_cvtepi32_ps(t15);
        _mm256_storeu_ps(&buf[(int)(t2 + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(11));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        _mm256_storeu_ps(&buf[(int)(t2 + 16L)], t22);
        __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(11));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        _mm256_storeu_ps(&buf[(int)(t2 + 24L)], t28);
        t2 += 32L;
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(10));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(11));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        t1 = t32;
    } while (t2 < 2080L);
    __m256i t33 = _mm256_set1_epi32(1);
    __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t35 = t34;
    __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(11));
    __m256i t37 = _mm256_min_epu32(t35, t36);
    __m256i t3 = t37;
    long t4 = 0L;
    do {
        __m256 t38 = _mm256_cvtepi32_ps(t3);
        _mm256_storeu_ps(&buf[(int)(2080L + t4)], t38);
        t4 += 8L;
        __m256i t39 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(11));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        t3 = t42;
    } while (t4 < 16L);
    __m256i t43 = _mm256_set1_epi32(4);
    __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t45 = _mm256_set1_epi32(6);
    __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t47 = t46;
    __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(11));
    __m256i t49 = _mm256_min_epu32(t47, t48);
    __m256i t50 = t49;
    __m256 t51 = _mm256_cvtepi32_ps(t50);
    _mm256_mask_storeu_ps(&buf[2096], _mm256_movepi32_mask(t44), t51);
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
