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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale(int n, float *a, const float *b) {
    vcc_no_contract_body
    int t8;
    int t15;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + 4UL)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at may_alias.c:7 vectorized: VF 16, UF 2, run-time check: `a` and `b` do not overlap, vector epilogue VF 16, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + ((int)i_vec + 1));
            __m512 t5 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + ((int)t6 + 1));
            __m512 t7 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t6, t7);
            i_vec += 32L;
        } while (i_vec < t4);
        t8 = (int)t4;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)a;
    unsigned long t11 = (unsigned long)b;
    if ((t9 >= 16L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L + 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 8L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))))) {
        long t12 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at may_alias.c:7 vector epilogue: VF 16, UF 1, run-time check: `a` and `b` do not overlap, scalar epilogue */
        do {
            long t13 = (long)t8 + i_vec_1;
            __m512 b_v_2 = _mm512_loadu_ps(b + ((int)t13 + 1));
            __m512 t14 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t13, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t8 + t12);
    } else {
        t15 = t8;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)a;
    unsigned long t18 = (unsigned long)b;
    if ((t16 >= 1L) & (t16 <= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L + 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 8L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t15;
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, b + ((int)t21 + 1));
        __m512 t22 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t21, t20, t22);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    while (i < n) {
        int t23 = i + 1;
        a[i] = b[t23] * 2.0f;
        i = t23;
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
