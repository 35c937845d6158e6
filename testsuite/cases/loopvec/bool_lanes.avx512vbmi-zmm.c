/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_NLE);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + i_vec), t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_NLE);
            __m128i t7 = _mm_mask_blend_epi8(t6, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t5), t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __mmask16 t12 = _mm512_cmp_epi32_mask(a_v_2, b_v_2, _MM_CMPINT_NLE);
            __m128i t13 = _mm_mask_blend_epi8(t12, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        flags[t14] = (_Bool)(a[t14] > b[t14]);
    }
}

/* Bits that a truncation to the low byte would lose. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_and_si512(a_v, _mm512_set1_epi32(768));
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t5 = _mm_mask_blend_epi8(t4, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + i_vec), t5);
            long t6 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i t7 = _mm512_and_si512(a_v_1, _mm512_set1_epi32(768));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t9 = _mm_mask_blend_epi8(t8, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t6), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m512i t14 = _mm512_and_si512(a_v_2, _mm512_set1_epi32(768));
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t16 = _mm_mask_blend_epi8(t15, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        flags[t17] = (_Bool)(a[t17] & 768);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + i_vec), t4);
            long t5 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t5);
            __mmask16 t6 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t7 = _mm_mask_blend_epi8(t6, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t5), t7);
            long t8 = i_vec + 32L;
            __m512 x_v_2 = _mm512_loadu_ps(x + t8);
            __mmask16 t9 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t8), t10);
            long t11 = i_vec + 48L;
            __m512 x_v_3 = _mm512_loadu_ps(x + t11);
            __mmask16 t12 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t13 = _mm_mask_blend_epi8(t12, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t11), t13);
            i_vec += 64L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512 x_v_4 = _mm512_loadu_ps(x + t17);
            __mmask16 t18 = _mm512_cmp_ps_mask(x_v_4, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t19 = _mm_mask_blend_epi8(t18, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t17), t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        flags[t20] = (_Bool)x[t20];
    }
}

/* A `_Bool` loaded and tested. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:27 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(flags_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v = _mm512_maskz_loadu_epi32(t3, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t3, a_v);
            long t4 = i_vec + 16L;
            __m128i flags_v_1 = _mm_loadu_si128((const __m128i *)(flags + t4));
            __mmask16 t5 = _mm_cmp_epi8_mask(flags_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_1 = _mm512_maskz_loadu_epi32(t5, (const int *)((unsigned long)a + (unsigned long)t4 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t4 * 4UL), t5, a_v_1);
            long t6 = i_vec + 32L;
            __m128i flags_v_2 = _mm_loadu_si128((const __m128i *)(flags + t6));
            __mmask16 t7 = _mm_cmp_epi8_mask(flags_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_2 = _mm512_maskz_loadu_epi32(t7, (const int *)((unsigned long)a + (unsigned long)t6 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), t7, a_v_2);
            long t8 = i_vec + 48L;
            __m128i flags_v_3 = _mm_loadu_si128((const __m128i *)(flags + t8));
            __mmask16 t9 = _mm_cmp_epi8_mask(flags_v_3, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_3 = _mm512_maskz_loadu_epi32(t9, (const int *)((unsigned long)a + (unsigned long)t8 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t8 * 4UL), t9, a_v_3);
            i_vec += 64L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i flags_v_4 = _mm_loadu_si128((const __m128i *)(flags + t13));
            __mmask16 t14 = _mm_cmp_epi8_mask(flags_v_4, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i a_v_4 = _mm512_maskz_loadu_epi32(t14, (const int *)((unsigned long)a + (unsigned long)t13 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), t14, a_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        if (flags[t15]) {
            c[t15] = a[t15];
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
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(flags_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
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
    int t18;
    int i;
    float t32;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(flags_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t4 = _knot_mask16(t3);
            __m512 x_v = _mm512_maskz_loadu_ps(t4, (const float *)((unsigned long)x + (unsigned long)i_vec * 4UL));
            __m512 t5 = _mm512_xor_ps(x_v, _mm512_set1_ps(-0.0f));
            __m512 t6 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(flags_v));
            __m512 t7 = _mm512_add_ps(t5, t6);
            __mmask16 t8 = _mm_cmp_epi8_mask(flags_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 x_v_1 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)x + (unsigned long)i_vec * 4UL));
            __m512 t9 = _mm512_mask_blend_ps(t3, t7, x_v_1);
            _mm512_storeu_ps(y + i_vec, t9);
            long t10 = i_vec + 16L;
            __m128i flags_v_1 = _mm_loadu_si128((const __m128i *)(flags + t10));
            __mmask16 t11 = _mm_cmp_epi8_mask(flags_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t12 = _knot_mask16(t11);
            __m512 x_v_2 = _mm512_maskz_loadu_ps(t12, (const float *)((unsigned long)x + (unsigned long)t10 * 4UL));
            __m512 t13 = _mm512_xor_ps(x_v_2, _mm512_set1_ps(-0.0f));
            __m512 t14 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(flags_v_1));
            __m512 t15 = _mm512_add_ps(t13, t14);
            __mmask16 t16 = _mm_cmp_epi8_mask(flags_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 x_v_3 = _mm512_maskz_loadu_ps(t16, (const float *)((unsigned long)x + (unsigned long)t10 * 4UL));
            __m512 t17 = _mm512_mask_blend_ps(t11, t15, x_v_3);
            _mm512_storeu_ps(y + t10, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i flags_v_2 = _mm_loadu_si128((const __m128i *)(flags + t21));
            __mmask16 t22 = _mm_cmp_epi8_mask(flags_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t23 = _knot_mask16(t22);
            __m512 x_v_4 = _mm512_maskz_loadu_ps(t23, (const float *)((unsigned long)x + (unsigned long)t21 * 4UL));
            __m512 t24 = _mm512_xor_ps(x_v_4, _mm512_set1_ps(-0.0f));
            __m512 t25 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(flags_v_2));
            __m512 t26 = _mm512_add_ps(t24, t25);
            __mmask16 t27 = _mm_cmp_epi8_mask(flags_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 x_v_5 = _mm512_maskz_loadu_ps(t27, (const float *)((unsigned long)x + (unsigned long)t21 * 4UL));
            __m512 t28 = _mm512_mask_blend_ps(t22, t26, x_v_5);
            _mm512_storeu_ps(y + t21, t28);
            i_vec_1 += 16L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float *t30 = y + t29;
        _Bool t31 = flags[t29];
        if (t31) {
            t32 = x[t29];
        } else {
            t32 = -x[t29] + (float)t31;
        }
        *t30 = t32;
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
                float *t18 = x + i_vec;
                __m512 x_v = _mm512_loadu_ps(t18);
                __mmask16 t19 = _mm512_cmp_ps_mask(x_v, x_v, _CMP_NEQ_UQ);
                __m512 t20 = _mm512_mask_blend_ps(t19, x_v, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t18, t20);
                float *t21 = x + (i_vec + 16L);
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
            /* vcc: loop at bool_lanes.c:65 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                float *t27 = x + ((long)t24 + i_vec_1);
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
            float *t34 = x + (long)t30;
            __m512 x_v_3 = _mm512_maskz_loadu_ps(t33, t34);
            __mmask16 t35 = _mm512_cmp_ps_mask(x_v_3, x_v_3, _CMP_NEQ_UQ);
            __m512 t36 = _mm512_mask_blend_ps(t35, x_v_3, _mm512_set1_ps(1.5f));
            _mm512_mask_storeu_ps(t34, t33, t36);
            i_1 = (int)((long)t30 + t31);
        } else {
            i_1 = t30;
        }
        for (; i_1 < n; i_1++) {
            float *t37 = x + i_1;
            float t1 = *t37;
            if (t1 != t1) {
                t1 = 1.5f;
            }
            *t37 = t1;
        }
        copy_if(n, c, g, t10);
        const _Bool *t38 = f;
        pick(n, y, t38, t11);
        int t39 = count_flags(n, h);
        int t40 = count_flags(n, t38);
        unsigned long t41 = t12 * 4UL;
        unsigned long t42 = (_mm256_zeroupper(), hash_bytes((const void *)y, t41));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t41)), (unsigned long long)t42, t40, t39);
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
