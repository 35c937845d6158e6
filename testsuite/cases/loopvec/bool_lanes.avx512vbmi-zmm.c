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
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_NLE);
            __m128i t5 = _mm_mask_blend_epi8(t4, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t3), t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __mmask16 t7 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_NLE);
            __m128i t8 = _mm_mask_blend_epi8(t7, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t6), t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + t12);
            __m512i b_v_2 = _mm512_loadu_si512(b + t12);
            __mmask16 t13 = _mm512_cmp_epi32_mask(a_v_2, b_v_2, _MM_CMPINT_NLE);
            __m128i t14 = _mm_mask_blend_epi8(t13, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t12), t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        flags[t15] = (_Bool)(a[t15] > b[t15]);
    }
}

/* Bits that a truncation to the low byte would lose. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i t4 = _mm512_and_si512(a_v, _mm512_set1_epi32(768));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t6 = _mm_mask_blend_epi8(t5, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t3), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t7);
            __m512i t8 = _mm512_and_si512(a_v_1, _mm512_set1_epi32(768));
            __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t7), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + t14);
            __m512i t15 = _mm512_and_si512(a_v_2, _mm512_set1_epi32(768));
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t17 = _mm_mask_blend_epi8(t16, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t14), t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        flags[t18] = (_Bool)(a[t18] & 768);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __mmask16 t4 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t5 = _mm_mask_blend_epi8(t4, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t3), t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t6);
            __mmask16 t7 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t8 = _mm_mask_blend_epi8(t7, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t6), t8);
            long t9 = (long)(int)(i_vec + 32L);
            __m512 x_v_2 = _mm512_loadu_ps(x + t9);
            __mmask16 t10 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t11 = _mm_mask_blend_epi8(t10, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t9), t11);
            long t12 = (long)(int)(i_vec + 48L);
            __m512 x_v_3 = _mm512_loadu_ps(x + t12);
            __mmask16 t13 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t14 = _mm_mask_blend_epi8(t13, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t12), t14);
            i_vec += 64L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m512 x_v_4 = _mm512_loadu_ps(x + t18);
            __mmask16 t19 = _mm512_cmp_ps_mask(x_v_4, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t20 = _mm_mask_blend_epi8(t19, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t18), t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        flags[t21] = (_Bool)x[t21];
    }
}

/* A `_Bool` loaded and tested. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:27 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + t3));
            __mmask16 t4 = _mm_cmp_epi8_mask(flags_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v = _mm512_maskz_loadu_epi32(t4, (const int *)((unsigned long)a + (unsigned long)t3 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t3 * 4UL), t4, a_v);
            long t5 = (long)(int)(i_vec + 16L);
            __m128i flags_v_1 = _mm_loadu_si128((const __m128i *)(flags + t5));
            __mmask16 t6 = _mm_cmp_epi8_mask(flags_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_1 = _mm512_maskz_loadu_epi32(t6, (const int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t5 * 4UL), t6, a_v_1);
            long t7 = (long)(int)(i_vec + 32L);
            __m128i flags_v_2 = _mm_loadu_si128((const __m128i *)(flags + t7));
            __mmask16 t8 = _mm_cmp_epi8_mask(flags_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_2 = _mm512_maskz_loadu_epi32(t8, (const int *)((unsigned long)a + (unsigned long)t7 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t7 * 4UL), t8, a_v_2);
            long t9 = (long)(int)(i_vec + 48L);
            __m128i flags_v_3 = _mm_loadu_si128((const __m128i *)(flags + t9));
            __mmask16 t10 = _mm_cmp_epi8_mask(flags_v_3, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_3 = _mm512_maskz_loadu_epi32(t10, (const int *)((unsigned long)a + (unsigned long)t9 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t9 * 4UL), t10, a_v_3);
            i_vec += 64L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m128i flags_v_4 = _mm_loadu_si128((const __m128i *)(flags + t14));
            __mmask16 t15 = _mm_cmp_epi8_mask(flags_v_4, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_4 = _mm512_maskz_loadu_epi32(t15, (const int *)((unsigned long)a + (unsigned long)t14 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t14 * 4UL), t15, a_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        if (flags[t16]) {
            c[t16] = a[t16];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_flags(int n, const _Bool *restrict flags) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + (int)i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(flags_v);
            __m512i t4 = t3;
            s_v = _mm512_add_epi32(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t19;
    int i;
    float t33;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + t3));
            __mmask16 t4 = _mm_cmp_epi8_mask(flags_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t5 = _knot_mask16(t4);
            __m512 x_v = _mm512_maskz_loadu_ps(t5, (const float *)((unsigned long)x + (unsigned long)t3 * 4UL));
            __m512 t6 = _mm512_xor_ps(x_v, _mm512_set1_ps(-0.0f));
            __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(flags_v));
            __m512 t8 = _mm512_add_ps(t6, t7);
            __mmask16 t9 = _mm_cmp_epi8_mask(flags_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 x_v_1 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)x + (unsigned long)t3 * 4UL));
            __m512 t10 = _mm512_mask_blend_ps(t4, t8, x_v_1);
            _mm512_storeu_ps(y + t3, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m128i flags_v_1 = _mm_loadu_si128((const __m128i *)(flags + t11));
            __mmask16 t12 = _mm_cmp_epi8_mask(flags_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t13 = _knot_mask16(t12);
            __m512 x_v_2 = _mm512_maskz_loadu_ps(t13, (const float *)((unsigned long)x + (unsigned long)t11 * 4UL));
            __m512 t14 = _mm512_xor_ps(x_v_2, _mm512_set1_ps(-0.0f));
            __m512 t15 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(flags_v_1));
            __m512 t16 = _mm512_add_ps(t14, t15);
            __mmask16 t17 = _mm_cmp_epi8_mask(flags_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 x_v_3 = _mm512_maskz_loadu_ps(t17, (const float *)((unsigned long)x + (unsigned long)t11 * 4UL));
            __m512 t18 = _mm512_mask_blend_ps(t12, t16, x_v_3);
            _mm512_storeu_ps(y + t11, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m128i flags_v_2 = _mm_loadu_si128((const __m128i *)(flags + t22));
            __mmask16 t23 = _mm_cmp_epi8_mask(flags_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t24 = _knot_mask16(t23);
            __m512 x_v_4 = _mm512_maskz_loadu_ps(t24, (const float *)((unsigned long)x + (unsigned long)t22 * 4UL));
            __m512 t25 = _mm512_xor_ps(x_v_4, _mm512_set1_ps(-0.0f));
            __m512 t26 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(flags_v_2));
            __m512 t27 = _mm512_add_ps(t25, t26);
            __mmask16 t28 = _mm_cmp_epi8_mask(flags_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 x_v_5 = _mm512_maskz_loadu_ps(t28, (const float *)((unsigned long)x + (unsigned long)t22 * 4UL));
            __m512 t29 = _mm512_mask_blend_ps(t23, t27, x_v_5);
            _mm512_storeu_ps(y + t22, t29);
            i_vec_1 += 16L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        float *t31 = y + t30;
        _Bool t32 = flags[t30];
        if (t32) {
            t33 = x[t30];
        } else {
            t33 = -x[t30] + (float)t32;
        }
        *t31 = t33;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    float t6;
    float t7;
    float t8;
    float t9;
    int t24;
    int t30;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        _Bool *f = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *g = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *h = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            a[t3] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            b[t3] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            c[t3] = -1;
            unsigned int r = (_mm256_zeroupper(), next_rand()) % 6U;
            float *t4 = x + t3;
            if (r == 0U) {
                t9 = 0.0f;
            } else {
                if (r == 1U) {
                    t8 = -0.0f;
                } else {
                    if (r == 2U) {
                        t7 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t6 = __builtin_nanf("");
                        } else {
                            unsigned int t5 = (_mm256_zeroupper(), next_rand());
                            t6 = (float)(int)(t5 % 7U) - 3.0f;
                        }
                        t7 = t6;
                    }
                    t8 = t7;
                }
                t9 = t8;
            }
            *t4 = t9;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t10 = a;
        flags_gt(n, f, t10, b);
        flags_bits(n, g, t10);
        const float *t11 = x;
        flags_float(n, h, t11);
        unsigned long t12 = (unsigned long)n;
        unsigned long t13 = t12 * 1UL;
        unsigned long t14 = (_mm256_zeroupper(), hash_bytes((const void *)h, t13));
        unsigned long t15 = (_mm256_zeroupper(), hash_bytes((const void *)g, t13));
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f, t13)), (unsigned long long)t15, (unsigned long long)t14);
        long t16 = (long)n;
        if (t16 >= 32L) {
            long t17 = t16 & -32L;
            long i_vec = 0L;
            /* vcc: loop at bool_lanes.c:65 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                float *t18 = x + (int)i_vec;
                __m512 x_v = _mm512_loadu_ps(t18);
                __mmask16 t19 = _mm512_cmp_ps_mask(x_v, x_v, _CMP_NEQ_UQ);
                __m512 t20 = _mm512_mask_blend_ps(t19, x_v, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t18, t20);
                float *t21 = x + (int)(i_vec + 16L);
                __m512 x_v_1 = _mm512_loadu_ps(t21);
                __mmask16 t22 = _mm512_cmp_ps_mask(x_v_1, x_v_1, _CMP_NEQ_UQ);
                __m512 t23 = _mm512_mask_blend_ps(t22, x_v_1, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t21, t23);
                i_vec += 32L;
            } while (i_vec < t17);
            t24 = (int)t17;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 16L) {
            long t26 = t25 & -16L;
            long i_vec_1 = 0L;
            do {
                float *t27 = x + (int)((long)t24 + i_vec_1);
                __m512 x_v_2 = _mm512_loadu_ps(t27);
                __mmask16 t28 = _mm512_cmp_ps_mask(x_v_2, x_v_2, _CMP_NEQ_UQ);
                __m512 t29 = _mm512_mask_blend_ps(t28, x_v_2, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t27, t29);
                i_vec_1 += 16L;
            } while (i_vec_1 < t26);
            t30 = (int)((long)t24 + t26);
        } else {
            t30 = t24;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if ((t31 >= 1L) & (t31 <= 16L)) {
            __m512i t32 = _mm512_set1_epi32((int)(int)t31);
            __mmask16 t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
            float *t34 = x + (int)(long)t30;
            __m512 x_v_3 = _mm512_maskz_loadu_ps(t33, t34);
            __mmask16 t35 = _mm512_cmp_ps_mask(x_v_3, x_v_3, _CMP_NEQ_UQ);
            __mmask16 t36 = _knot_mask16(t35);
            __mmask16 t37 = _kand_mask16(t33, t36);
            __m512 t38 = _mm512_mask_blend_ps(t37, _mm512_set1_ps(1.5f), x_v_3);
            _mm512_mask_storeu_ps(t34, t33, t38);
            i_1 = (int)((long)t30 + t31);
        } else {
            i_1 = t30;
        }
        for (; i_1 < n; i_1++) {
            float *t39 = x + i_1;
            float t1 = *t39;
            if (t1 != t1) {
                t1 = 1.5f;
            }
            *t39 = t1;
        }
        copy_if(n, c, g, t10);
        const _Bool *t40 = f;
        pick(n, y, t40, t11);
        int t41 = count_flags(n, h);
        int t42 = count_flags(n, t40);
        unsigned long t43 = t12 * 4UL;
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes((const void *)y, t43));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t43)), (unsigned long long)t44, t42, t41);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
