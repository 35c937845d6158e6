/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale(int n, float *a, const float *b) {
    vcc_no_contract_body
    int t9;
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - ((unsigned long)b + 4UL));
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + 4UL)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at may_alias.c:7 vectorized: VF 16, UF 2, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + ((int)i_vec + 1));
            __m512 t6 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + i_vec, t6);
            long t7 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + ((int)t7 + 1));
            __m512 t8 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t7, t8);
            i_vec += 32L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)a;
    unsigned long t12 = (unsigned long)b;
    long t13 = (long)((unsigned long)a + (unsigned long)((long)t9 * 4L) - ((unsigned long)b + (unsigned long)((long)t9 * 4L + 4L)));
    if ((t10 >= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L + 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 8L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 64L)))) {
        long t14 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at may_alias.c:7 vector epilogue: VF 16, UF 1, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            __m512 b_v_2 = _mm512_loadu_ps(b + ((int)t15 + 1));
            __m512 t16 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t15, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t17 = (int)((long)t9 + t14);
    } else {
        t17 = t9;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)a;
    unsigned long t20 = (unsigned long)b;
    long t21 = (long)((unsigned long)a + (unsigned long)((long)t17 * 4L) - ((unsigned long)b + (unsigned long)((long)t17 * 4L + 4L)));
    if ((t18 >= 1L) & (t18 <= 16L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L + 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 8L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 64L)))) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t17;
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t23, b + ((int)t24 + 1));
        __m512 t25 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t24, t23, t25);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    while (i < n) {
        int t26 = i + 1;
        a[i] = b[t26] * 2.0f;
        i = t26;
    }
}

static float buf[2100];

static __typeof__(buf) buf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void reset(void) {
    vcc_no_contract_body
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(11));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at may_alias.c:14 vectorized: VF 16, UF 4, the remainder at 15:25 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
    do {
        __m512 t6 = _mm512_cvtepi32_ps((__m512i)t1);
        _mm512_storeu_ps(&buf[i_vec], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(5));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(11));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        _mm512_storeu_ps(&buf[i_vec + 16L], t10);
        __m512i t11 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(10));
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(11));
        __m512i t13 = _mm512_min_epu32(t11, t12);
        __m512 t14 = _mm512_cvtepi32_ps(t13);
        _mm512_storeu_ps(&buf[i_vec + 32L], t14);
        __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(4));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(11));
        __m512i t17 = _mm512_min_epu32(t15, t16);
        __m512 t18 = _mm512_cvtepi32_ps(t17);
        _mm512_storeu_ps(&buf[i_vec + 48L], t18);
        i_vec += 64L;
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(9));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(11));
        t1 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
    } while (i_vec < 2048L);
    __m512i t21 = _mm512_set1_epi32(2);
    __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
    __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(11));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t22, t23);
    long i_vec_1 = 0L;
    /* vcc: loop at may_alias.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        __m512 t24 = _mm512_cvtepi32_ps((__m512i)t2);
        _mm512_storeu_ps(&buf[2048L + i_vec_1], t24);
        i_vec_1 += 16L;
        __m512i t25 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(5));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(11));
        t2 = (vcc_v16_int)_mm512_min_epu32(t25, t26);
    } while (i_vec_1 < 48L);
    __m512i t27 = _mm512_set1_epi32(4);
    __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
    __m512i t29 = _mm512_set1_epi32(6);
    __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4));
    __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(11));
    __m512i t32 = _mm512_min_epu32(t30, t31);
    __m512 t33 = _mm512_cvtepi32_ps(t32);
    _mm512_mask_storeu_ps(&buf[2096], t28, t33);
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
