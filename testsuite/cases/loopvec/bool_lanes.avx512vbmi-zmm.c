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
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_loadu_si512(b + t5);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t6, t7, _MM_CMPINT_NLE);
            __m128i t9 = _mm_mask_blend_epi8(t8, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(a + t10);
            __m512i t12 = _mm512_loadu_si512(b + t10);
            __mmask16 t13 = _mm512_cmp_epi32_mask(t11, t12, _MM_CMPINT_NLE);
            __m128i t14 = _mm_mask_blend_epi8(t13, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(a + t18);
            __m512i t20 = _mm512_loadu_si512(b + t18);
            __mmask16 t21 = _mm512_cmp_epi32_mask(t19, t20, _MM_CMPINT_NLE);
            __m128i t22 = _mm_mask_blend_epi8(t21, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        flags[t23] = (_Bool)(a[t23] > b[t23]);
    }
}

/* Bits that a truncation to the low byte would lose. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(768));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t9 = _mm_mask_blend_epi8(t8, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(a + t10);
            __m512i t12 = _mm512_and_si512(t11, _mm512_set1_epi32(768));
            __mmask16 t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t14 = _mm_mask_blend_epi8(t13, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(a + t18);
            __m512i t20 = _mm512_and_si512(t19, _mm512_set1_epi32(768));
            __mmask16 t21 = _mm512_cmp_epi32_mask(t20, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t22 = _mm_mask_blend_epi8(t21, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        flags[t23] = (_Bool)(a[t23] & 768);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __mmask16 t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t8 = _mm_mask_blend_epi8(t7, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t5), t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512 t10 = _mm512_loadu_ps(x + t9);
            __mmask16 t11 = _mm512_cmp_ps_mask(t10, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t12 = _mm_mask_blend_epi8(t11, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t9), t12);
            long t13 = (long)(int)(t1 + 32L);
            __m512 t14 = _mm512_loadu_ps(x + t13);
            __mmask16 t15 = _mm512_cmp_ps_mask(t14, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t16 = _mm_mask_blend_epi8(t15, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t13), t16);
            long t17 = (long)(int)(t1 + 48L);
            __m512 t18 = _mm512_loadu_ps(x + t17);
            __mmask16 t19 = _mm512_cmp_ps_mask(t18, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t20 = _mm_mask_blend_epi8(t19, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t17), t20);
            t1 += 64L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m512 t25 = _mm512_loadu_ps(x + t24);
            __mmask16 t26 = _mm512_cmp_ps_mask(t25, _mm512_set1_ps(0.0f), _CMP_NEQ_UQ);
            __m128i t27 = _mm_mask_blend_epi8(t26, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(flags + t24), t27);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        flags[t28] = (_Bool)x[t28];
    }
}

/* A `_Bool` loaded and tested. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(flags + t5));
            __mmask16 t7 = _mm_cmp_epi8_mask(t6, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t8 = _mm512_maskz_loadu_epi32(t7, (const int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t5 * 4UL), t7, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(flags + t9));
            __mmask16 t11 = _mm_cmp_epi8_mask(t10, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t12 = _mm512_maskz_loadu_epi32(t11, (const int *)((unsigned long)a + (unsigned long)t9 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t9 * 4UL), t11, t12);
            long t13 = (long)(int)(t1 + 32L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(flags + t13));
            __mmask16 t15 = _mm_cmp_epi8_mask(t14, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t16 = _mm512_maskz_loadu_epi32(t15, (const int *)((unsigned long)a + (unsigned long)t13 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), t15, t16);
            long t17 = (long)(int)(t1 + 48L);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(flags + t17));
            __mmask16 t19 = _mm_cmp_epi8_mask(t18, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t20 = _mm512_maskz_loadu_epi32(t19, (const int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t17 * 4UL), t19, t20);
            t1 += 64L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(flags + t24));
            __mmask16 t26 = _mm_cmp_epi8_mask(t25, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t27 = _mm512_maskz_loadu_epi32(t26, (const int *)((unsigned long)a + (unsigned long)t24 * 4UL));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t24 * 4UL), t26, t27);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        if (flags[t28]) {
            c[t28] = a[t28];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_flags(int n, const _Bool *restrict flags) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(flags + (int)t1));
            __m512i t6 = _mm512_cvtepu8_epi32(t5);
            __m512i t7 = t6;
            t2 = _mm512_add_epi32(t2, t7);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
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
    int t27;
    int i;
    float t44;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(flags + t5));
            __mmask16 t7 = _mm_cmp_epi8_mask(t6, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t8 = _knot_mask16(t7);
            __m512 t9 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)x + (unsigned long)t5 * 4UL));
            __m512 t10 = _mm512_xor_ps(t9, _mm512_set1_ps(-0.0f));
            __m512 t11 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t6));
            __m512 t12 = _mm512_add_ps(t10, t11);
            __mmask16 t13 = _mm_cmp_epi8_mask(t6, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 t14 = _mm512_maskz_loadu_ps(t13, (const float *)((unsigned long)x + (unsigned long)t5 * 4UL));
            __m512 t15 = _mm512_mask_blend_ps(t7, t12, t14);
            _mm512_storeu_ps(y + t5, t15);
            long t16 = (long)(int)(t1 + 16L);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(flags + t16));
            __mmask16 t18 = _mm_cmp_epi8_mask(t17, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t19 = _knot_mask16(t18);
            __m512 t20 = _mm512_maskz_loadu_ps(t19, (const float *)((unsigned long)x + (unsigned long)t16 * 4UL));
            __m512 t21 = _mm512_xor_ps(t20, _mm512_set1_ps(-0.0f));
            __m512 t22 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t17));
            __m512 t23 = _mm512_add_ps(t21, t22);
            __mmask16 t24 = _mm_cmp_epi8_mask(t17, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 t25 = _mm512_maskz_loadu_ps(t24, (const float *)((unsigned long)x + (unsigned long)t16 * 4UL));
            __m512 t26 = _mm512_mask_blend_ps(t18, t23, t25);
            _mm512_storeu_ps(y + t16, t26);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + t2);
            __m128i t31 = _mm_loadu_si128((const __m128i *)(flags + t30));
            __mmask16 t32 = _mm_cmp_epi8_mask(t31, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t33 = _knot_mask16(t32);
            __m512 t34 = _mm512_maskz_loadu_ps(t33, (const float *)((unsigned long)x + (unsigned long)t30 * 4UL));
            __m512 t35 = _mm512_xor_ps(t34, _mm512_set1_ps(-0.0f));
            __m512 t36 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t31));
            __m512 t37 = _mm512_add_ps(t35, t36);
            __mmask16 t38 = _mm_cmp_epi8_mask(t31, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512 t39 = _mm512_maskz_loadu_ps(t38, (const float *)((unsigned long)x + (unsigned long)t30 * 4UL));
            __m512 t40 = _mm512_mask_blend_ps(t32, t37, t39);
            _mm512_storeu_ps(y + t30, t40);
            t2 += 16L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float *t42 = y + t41;
        _Bool t43 = flags[t41];
        if (t43) {
            t44 = x[t41];
        } else {
            t44 = -x[t41] + (float)t43;
        }
        *t42 = t44;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t4;
    float t8;
    float t9;
    float t10;
    float t11;
    int t28;
    int t35;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t4 = 1;
        } else {
            t4 = 0;
            n = n_1;
        }
        if (!t4) {
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
            long t5 = (long)i;
            a[t5] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            b[t5] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            c[t5] = -1;
            unsigned int r = (_mm256_zeroupper(), next_rand()) % 6U;
            float *t6 = x + t5;
            if (r == 0U) {
                t11 = 0.0f;
            } else {
                if (r == 1U) {
                    t10 = -0.0f;
                } else {
                    if (r == 2U) {
                        t9 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t8 = __builtin_nanf("");
                        } else {
                            unsigned int t7 = (_mm256_zeroupper(), next_rand());
                            t8 = (float)(int)(t7 % 7U) - 3.0f;
                        }
                        t9 = t8;
                    }
                    t10 = t9;
                }
                t11 = t10;
            }
            *t6 = t11;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t12 = a;
        flags_gt(n, f, t12, b);
        flags_bits(n, g, t12);
        const float *t13 = x;
        flags_float(n, h, t13);
        unsigned long t14 = (unsigned long)n;
        unsigned long t15 = t14 * 1UL;
        unsigned long t16 = (_mm256_zeroupper(), hash_bytes((const void *)h, t15));
        unsigned long t17 = (_mm256_zeroupper(), hash_bytes((const void *)g, t15));
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f, t15)), (unsigned long long)t17, (unsigned long long)t16);
        long t18 = (long)n;
        if (t18 >= 32L) {
            long t19 = t18 & -32L;
            long t1 = 0L;
            do {
                float *t20 = x + (int)t1;
                __m512 t21 = _mm512_loadu_ps(t20);
                __mmask16 t22 = _mm512_cmp_ps_mask(t21, t21, _CMP_NEQ_UQ);
                __m512 t23 = _mm512_mask_blend_ps(t22, t21, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t20, t23);
                float *t24 = x + (int)(t1 + 16L);
                __m512 t25 = _mm512_loadu_ps(t24);
                __mmask16 t26 = _mm512_cmp_ps_mask(t25, t25, _CMP_NEQ_UQ);
                __m512 t27 = _mm512_mask_blend_ps(t26, t25, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t24, t27);
                t1 += 32L;
            } while (t1 < t19);
            t28 = (int)t19;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        if (t29 >= 16L) {
            long t30 = t29 & -16L;
            long t2 = 0L;
            do {
                float *t31 = x + (int)((long)t28 + t2);
                __m512 t32 = _mm512_loadu_ps(t31);
                __mmask16 t33 = _mm512_cmp_ps_mask(t32, t32, _CMP_NEQ_UQ);
                __m512 t34 = _mm512_mask_blend_ps(t33, t32, _mm512_set1_ps(1.5f));
                _mm512_storeu_ps(t31, t34);
                t2 += 16L;
            } while (t2 < t30);
            t35 = (int)((long)t28 + t30);
        } else {
            t35 = t28;
        }
        long t36 = (long)n + (long)t35 * -1L;
        if ((t36 >= 1L) & (t36 <= 16L)) {
            __m512i t37 = _mm512_set1_epi32((int)(int)t36);
            __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
            float *t39 = x + (int)(long)t35;
            __m512 t40 = _mm512_maskz_loadu_ps(t38, t39);
            __mmask16 t41 = _mm512_cmp_ps_mask(t40, t40, _CMP_NEQ_UQ);
            __mmask16 t42 = _knot_mask16(t41);
            __mmask16 t43 = _kand_mask16(t38, t42);
            __m512 t44 = _mm512_mask_blend_ps(t43, _mm512_set1_ps(1.5f), t40);
            _mm512_mask_storeu_ps(t39, t38, t44);
            i_1 = (int)((long)t35 + t36);
        } else {
            i_1 = t35;
        }
        for (; i_1 < n; i_1++) {
            float *t45 = x + i_1;
            float t3 = *t45;
            if (t3 != t3) {
                t3 = 1.5f;
            }
            *t45 = t3;
        }
        copy_if(n, c, g, t12);
        const _Bool *t46 = f;
        pick(n, y, t46, t13);
        int t47 = count_flags(n, h);
        int t48 = count_flags(n, t46);
        unsigned long t49 = t14 * 4UL;
        unsigned long t50 = (_mm256_zeroupper(), hash_bytes((const void *)y, t49));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t49)), (unsigned long long)t50, t48, t47);
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
