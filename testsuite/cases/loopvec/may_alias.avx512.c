/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale(int n, float *a, const float *b) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - ((unsigned long)b + 4UL));
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + 4UL)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at may_alias.c:7 vectorized: VF 8, UF 4, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
        do {
            __m256 b_v = _mm256_loadu_ps(b + ((int)i_vec + 1));
            __m256 t6 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + i_vec, t6);
            long t7 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + ((int)t7 + 1));
            __m256 t8 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t7, t8);
            long t9 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + ((int)t9 + 1));
            __m256 t10 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t9, t10);
            long t11 = i_vec + 24L;
            __m256 b_v_3 = _mm256_loadu_ps(b + ((int)t11 + 1));
            __m256 t12 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t11, t12);
            i_vec += 32L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    long t17 = (long)((unsigned long)a + (unsigned long)((long)t13 * 4L) - ((unsigned long)b + (unsigned long)((long)t13 * 4L + 4L)));
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L + 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 8L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 32L)))) {
        long t18 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at may_alias.c:7 vector epilogue: VF 8, UF 1, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t19 = (long)t13 + i_vec_1;
            __m256 b_v_4 = _mm256_loadu_ps(b + ((int)t19 + 1));
            __m256 t20 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t19, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        t21 = (int)((long)t13 + t18);
    } else {
        t21 = t13;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)((unsigned long)a + (unsigned long)((long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L + 4L)));
    if ((t22 >= 1L) & (t22 <= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L + 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 8L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L)))) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t22);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t28 = (long)t21;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t27), b + ((int)t28 + 1));
        __m256 t29 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(a + t28, _mm256_movepi32_mask(t27), t29);
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

static __typeof__(buf) buf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void reset(void) {
    vcc_no_contract_body
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(11));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at may_alias.c:14 vectorized: VF 8, UF 4, the remainder at 15:25 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256 t6 = _mm256_cvtepi32_ps((__m256i)t1);
        _mm256_storeu_ps(&buf[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(11));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        _mm256_storeu_ps(&buf[i_vec + 8L], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(11));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256 t14 = _mm256_cvtepi32_ps(t13);
        _mm256_storeu_ps(&buf[i_vec + 16L], t14);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(11));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        _mm256_storeu_ps(&buf[i_vec + 24L], t18);
        i_vec += 32L;
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(11));
        t1 = (vcc_v8_int)_mm256_min_epu32(t19, t20);
    } while (i_vec < 2080L);
    __m256i t21 = _mm256_set1_epi32(1);
    __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    long i_vec_1 = 0L;
    /* vcc: loop at may_alias.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256 t24 = _mm256_cvtepi32_ps((__m256i)t2);
        _mm256_storeu_ps(&buf[2080L + i_vec_1], t24);
        i_vec_1 += 8L;
        __m256i t25 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(11));
        t2 = (vcc_v8_int)_mm256_min_epu32(t25, t26);
    } while (i_vec_1 < 16L);
    __m256i t27 = _mm256_set1_epi32(4);
    __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t29 = _mm256_set1_epi32(6);
    __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(11));
    __m256i t32 = _mm256_min_epu32(t30, t31);
    __m256 t33 = _mm256_cvtepi32_ps(t32);
    _mm256_mask_storeu_ps(&buf[2096], _mm256_movepi32_mask(t28), t33);
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
