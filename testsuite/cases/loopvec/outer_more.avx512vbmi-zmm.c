/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 4 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
    vcc_no_contract_body
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:12 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        for (int t2 = 0; t2 < n; t2++) {
            __m512 t1 = _mm512_set1_ps(0.0f);
            for (int t3 = 0; t3 < n; t3++) {
                vcc_v16_long t8 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t9 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
                vcc_v16_long t10 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t9;
                vcc_v16_long t11 = t8 + t10;
                __m512 t12 = (__m512)vcc_gather(vcc_v16_float, a + (i_1 * n + t3), t11);
                __m512 t13 = _mm512_set1_ps(b[t3 * n + t2]);
                __m512 t14 = _mm512_mul_ps(t12, t13);
                t1 = _mm512_add_ps(t1, t14);
            }
            vcc_v16_long t4 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t5 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            vcc_v16_long t6 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t5;
            vcc_v16_long t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, (vcc_v16_float)t1);
        }
    }
    for (; i < n; i++) {
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    unsigned int j;
    float s_1;
    __mmask16 t14;
    __m512 t16;
    unsigned int j_1 = 0U;
    /* vcc: loop at outer_more.c:21 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 16U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 16U) {
            j = j_1;
            break;
        }
        unsigned int t4 = 0U;
        for (t1 = _mm512_set1_ps(0.0f); t4 < m; t1 = _mm512_mask_blend_ps(t14, t2, t16), t4++) {
            __m512i t5 = _mm512_set1_epi32((int)(t4 * n));
            __m512i t6 = _mm512_set1_epi32((int)j_1);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t8 = _mm512_add_epi32(t5, t7);
            vcc_v16_long t9 = __builtin_convertvector((vcc_v16_uint)t8, vcc_v16_long);
            vcc_v16_long t10 = (vcc_v16_long){0} + t9;
            __m512 t11 = (__m512)vcc_gather(vcc_v16_float, x, t10);
            __m512 t12 = _mm512_set1_ps(0.5f);
            __mmask16 t13 = _mm512_cmp_ps_mask(t11, t12, _CMP_GT_OQ);
            t14 = _knot_mask16(t13);
            __m512 t15 = _mm512_mul_ps(t11, t11);
            t16 = _mm512_sub_ps(t1, t15);
            if ((t13 != 0)) {
                __m512 t21 = _mm512_sqrt_ps(t11);
                t2 = _mm512_add_ps(t1, t21);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512i t17 = _mm512_set1_epi32((int)j_1);
        __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_long t19 = __builtin_convertvector((vcc_v16_uint)t18, vcc_v16_long);
        vcc_v16_long t20 = (vcc_v16_long){0} + t19;
        vcc_scatter(out, t20, (vcc_v16_float)t1);
    }
    for (; j < n; j++) {
        float s = 0.0f;
        for (unsigned int k = 0U; k < m; k++, s = s_1) {
            float v = x[k * n + j];
            if (v > 0.5f) {
                float t3 = sqrtf(v);
                s_1 = s + t3;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_no_contract_body
    int t9;
    int t10;
    int k;
    int s;
    for (long j = 0L; j < n; j++) {
        long t1 = (long)m + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            __m512i t3 = _mm512_set1_epi32(1);
            vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec = 0L;
            vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
            /* vcc: loop at outer_more.c:33 vectorized: VF 16, UF 1, masked remainder */
            for (;;) {
                __m512i x_v = _mm512_set1_epi32((int)x[j]);
                __m512i t4 = (__m512i)((vcc_v16_int)x_v / (vcc_v16_int)(__m512i)k_v);
                __m512i t5 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(1));
                __m512i t6 = (__m512i)((vcc_v16_int)x_v % (vcc_v16_int)t5);
                __m512i t7 = _mm512_add_epi32(t4, t6);
                s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t7);
                k_vec += 16L;
                __m512i t8 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                if (k_vec >= t2) {
                    break;
                }
                k_v = (vcc_v16_uint)t8;
            }
            t9 = (int)(1L + t2);
            t10 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
        } else {
            t9 = 1;
            t10 = 0;
        }
        long t11 = (long)m + (long)t9 * -1L;
        if ((t11 >= 1L) & (t11 <= 16L)) {
            __m512i t12 = _mm512_set1_epi32((int)(int)t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
            __m512i t14 = _mm512_set1_epi32((int)t9);
            __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i x_v_1 = _mm512_set1_epi32((int)x[j]);
            __m512i t16 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(1), t15);
            __m512i t17 = (__m512i)((vcc_v16_int)x_v_1 / (vcc_v16_int)t16);
            __m512i t18 = _mm512_add_epi32(t15, _mm512_set1_epi32(1));
            __m512i t19 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(1), t18);
            __m512i t20 = (__m512i)((vcc_v16_int)x_v_1 % (vcc_v16_int)t19);
            __m512i t21 = _mm512_add_epi32(t17, t20);
            __m512i t22 = _mm512_add_epi32(_mm512_set1_epi32(0), t21);
            __m512i s_v_1 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t22);
            k = (int)((long)t9 + t11);
            s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
        } else {
            k = t9;
            s = t10;
        }
        while (k < m) {
            int t23 = x[j];
            int t24 = k + 1;
            s += t23 / k + t23 % t24;
            k = t24;
        }
        out[j] = s;
    }
}
float red(int n, int m, const float *x) {
    float t = 0;
#pragma omp simd
    for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++)
            t += x[k];
    return t;
}
/* safelen(4): at most 4 iterations at once (VF 4); safelen(1): none vectorized. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void window4(int n, const float *a, float *out) {
    vcc_no_contract_body
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:49 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        __m128 t1 = _mm_set1_ps(0.0f);
        int t2 = 0;
        while (t2 < 3) {
            __m128 t4 = _mm_loadu_ps(a + (i_1 + t2));
            t2++;
            __m128 t5 = _mm_set1_ps((float)t2);
            __m128 t6 = _mm_mul_ps(t4, t5);
            t1 = _mm_add_ps(t1, t6);
        }
        _mm_storeu_ps(out + i_1, t1);
    }
    for (; i < n; i++) {
        int k = 0;
        float s = 0.0f;
        while (k < 3) {
            int t3 = k + 1;
            s += a[i + k] * (float)t3;
            k = t3;
        }
        out[i] = s;
    }
}

void window1(int n, const float *a, float *out) {
#pragma omp simd safelen(1)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    int t42;
    int t67;
    int x;
    int t99;
    int t106;
    int x_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (unsigned int q = 0U; q < 7U; q++) {
        int n = sizes[q];
        int t5 = n * n;
        unsigned long t6 = (unsigned long)t5 * 4UL + 1UL;
        void *t7 = malloc(t6);
        float *a = (float *)t7;
        void *t8 = malloc(t6);
        float *b = (float *)t8;
        float *c = (float *)malloc(t6);
        unsigned long t9 = (unsigned long)n * 4UL + 1UL;
        int *xi = (int *)malloc(t9);
        int *oi = (int *)malloc(t9);
        float *o = (float *)malloc(t9);
        long t10 = (long)t5;
        unsigned long t11 = (unsigned long)t7;
        unsigned long t12 = (unsigned long)t8;
        long t13 = (long)((unsigned long)t8 - (unsigned long)t7);
        if ((t10 >= 32L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 128L))) & 1 & 1) {
            long t14 = t10 & -32L;
            __m512i t15 = _mm512_set1_epi32(0);
            __m512i t16 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(11));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t16, t17);
            __m512i t18 = _mm512_set1_epi32(0);
            __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(13));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:74 vectorized: VF 16, UF 2, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 74:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 74:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t21 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + x_vec, t22);
                __m512 t23 = _mm512_cvtepi32_ps((__m512i)t2);
                __m512 t24 = _mm512_mul_ps(t23, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + x_vec, t24);
                long t25 = x_vec + 16L;
                __m512i t26 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
                __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(11));
                __m512i t28 = _mm512_min_epu32(t26, t27);
                __m512 t29 = _mm512_cvtepi32_ps(t28);
                __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t25, t30);
                __m512i t31 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
                __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(13));
                __m512i t33 = _mm512_min_epu32(t31, t32);
                __m512 t34 = _mm512_cvtepi32_ps(t33);
                __m512 t35 = _mm512_mul_ps(t34, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t25, t35);
                x_vec += 32L;
                __m512i t36 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(4));
                __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(11));
                __m512i t38 = _mm512_min_epu32(t36, t37);
                __m512i t39 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(4));
                __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(13));
                __m512i t41 = _mm512_min_epu32(t39, t40);
                if (x_vec >= t14) {
                    break;
                }
                t1 = (vcc_v16_int)t38;
                t2 = (vcc_v16_int)t41;
            }
            t42 = (int)t14;
        } else {
            t42 = 0;
        }
        long t43 = (long)t5 + (long)t42 * -1L;
        unsigned long t44 = (unsigned long)t7;
        unsigned long t45 = (unsigned long)t8;
        long t46 = (long)((unsigned long)t8 + (unsigned long)((long)t42 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t42 * 4L)));
        int t47 = (int)((unsigned int)t42 * 7U);
        int t48 = (int)((unsigned int)t42 * 5U);
        if ((t43 >= 16L) & (((t44 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t42 * 4L))) | ((t45 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t42 * 4L))) | ((t46 <= 0L) | (t46 >= 64L))) & (t47 >= 0) & (t48 >= 0)) {
            long t49 = t43 & -16L;
            __m512i t50 = _mm512_set1_epi32((int)(t47 % 11));
            __m512i t51 = _mm512_add_epi32(t50, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(11));
            vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t51, t52);
            __m512i t53 = _mm512_set1_epi32((int)(t48 % 13));
            __m512i t54 = _mm512_add_epi32(t53, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(13));
            vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t54, t55);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:74 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t56 = (long)t42 + x_vec_1;
                __m512 t57 = _mm512_cvtepi32_ps((__m512i)t3);
                __m512 t58 = _mm512_mul_ps(t57, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t56, t58);
                __m512 t59 = _mm512_cvtepi32_ps((__m512i)t4);
                __m512 t60 = _mm512_mul_ps(t59, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t56, t60);
                x_vec_1 += 16L;
                __m512i t61 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(2));
                __m512i t62 = _mm512_sub_epi32(t61, _mm512_set1_epi32(11));
                __m512i t63 = _mm512_min_epu32(t61, t62);
                __m512i t64 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(2));
                __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(13));
                __m512i t66 = _mm512_min_epu32(t64, t65);
                if (x_vec_1 >= t49) {
                    break;
                }
                t3 = (vcc_v16_int)t63;
                t4 = (vcc_v16_int)t66;
            }
            t67 = (int)((long)t42 + t49);
        } else {
            t67 = t42;
        }
        long t68 = (long)t5 + (long)t67 * -1L;
        unsigned long t69 = (unsigned long)t7;
        unsigned long t70 = (unsigned long)t8;
        long t71 = (long)((unsigned long)t8 + (unsigned long)((long)t67 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t67 * 4L)));
        int t72 = (int)((unsigned int)t67 * 7U);
        int t73 = (int)((unsigned int)t67 * 5U);
        if ((t68 >= 1L) & (t68 <= 16L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))) | ((t71 <= 0L) | (t71 >= 64L))) & (t72 >= 0) & (t73 >= 0)) {
            __m512i t74 = _mm512_set1_epi32((int)(int)t68);
            __mmask16 t75 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t74, _MM_CMPINT_LT);
            __m512i t76 = _mm512_set1_epi32((int)(t72 % 11));
            __m512i t77 = _mm512_add_epi32(t76, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t78 = _mm512_sub_epi32(t77, _mm512_set1_epi32(11));
            __m512i t79 = _mm512_min_epu32(t77, t78);
            __m512i t80 = _mm512_set1_epi32((int)(t73 % 13));
            __m512i t81 = _mm512_add_epi32(t80, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t82 = _mm512_sub_epi32(t81, _mm512_set1_epi32(13));
            __m512i t83 = _mm512_min_epu32(t81, t82);
            long t84 = (long)t67;
            __m512 t85 = _mm512_cvtepi32_ps(t79);
            __m512 t86 = _mm512_mul_ps(t85, _mm512_set1_ps(0.3f));
            _mm512_mask_storeu_ps(a + t84, t75, t86);
            __m512 t87 = _mm512_cvtepi32_ps(t83);
            __m512 t88 = _mm512_mul_ps(t87, _mm512_set1_ps(0.1f));
            _mm512_mask_storeu_ps(b + t84, t75, t88);
            x = (int)((long)t67 + t68);
        } else {
            x = t67;
        }
        for (; x < t5; x++) {
            long t89 = (long)x;
            a[t89] = (float)(x * 7 % 11) * 0.3f;
            b[t89] = (float)(x * 5 % 13) * 0.1f;
        }
        long t90 = (long)n;
        if (t90 >= 32L) {
            long t91 = t90 & -32L;
            __m512i t92 = _mm512_set1_epi32(0);
            vcc_v16_uint x_v = (vcc_v16_uint)_mm512_add_epi32(t92, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:75 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t93 = _mm512_mullo_epi32((__m512i)x_v, _mm512_set1_epi32(37));
                __m512i t94 = _mm512_sub_epi32(t93, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + x_vec_2, t94);
                __m512i t95 = _mm512_add_epi32((__m512i)x_v, _mm512_set1_epi32(16));
                __m512i t96 = _mm512_mullo_epi32(t95, _mm512_set1_epi32(37));
                __m512i t97 = _mm512_sub_epi32(t96, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + (x_vec_2 + 16L), t97);
                x_vec_2 += 32L;
                __m512i t98 = _mm512_add_epi32((__m512i)x_v, _mm512_set1_epi32(32));
                if (x_vec_2 >= t91) {
                    break;
                }
                x_v = (vcc_v16_uint)t98;
            }
            t99 = (int)t91;
        } else {
            t99 = 0;
        }
        long t100 = (long)n + (long)t99 * -1L;
        if (t100 >= 16L) {
            long t101 = t100 & -16L;
            __m512i t102 = _mm512_set1_epi32((int)t99);
            vcc_v16_uint x_v_1 = (vcc_v16_uint)_mm512_add_epi32(t102, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:75 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t103 = _mm512_mullo_epi32((__m512i)x_v_1, _mm512_set1_epi32(37));
                __m512i t104 = _mm512_sub_epi32(t103, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + ((long)t99 + x_vec_3), t104);
                x_vec_3 += 16L;
                __m512i t105 = _mm512_add_epi32((__m512i)x_v_1, _mm512_set1_epi32(16));
                if (x_vec_3 >= t101) {
                    break;
                }
                x_v_1 = (vcc_v16_uint)t105;
            }
            t106 = (int)((long)t99 + t101);
        } else {
            t106 = t99;
        }
        long t107 = (long)n + (long)t106 * -1L;
        if ((t107 >= 1L) & (t107 <= 16L)) {
            __m512i t108 = _mm512_set1_epi32((int)(int)t107);
            __mmask16 t109 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t108, _MM_CMPINT_LT);
            __m512i t110 = _mm512_set1_epi32((int)t106);
            __m512i t111 = _mm512_add_epi32(t110, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t112 = _mm512_mullo_epi32(t111, _mm512_set1_epi32(37));
            __m512i t113 = _mm512_sub_epi32(t112, _mm512_set1_epi32(100));
            _mm512_mask_storeu_epi32(xi + (long)t106, t109, t113);
            x_1 = (int)((long)t106 + t107);
        } else {
            x_1 = t106;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t114 = a;
        mm_outer_i(n, t114, b, c);
        unsigned int t115 = (unsigned int)n;
        norms(t115, t115, t114, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t5; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t116 = (long)x_3;
            int t117 = x_3 + 1;
            s_3 += (double)(o[t116] * (float)t117);
            si += (long)(oi[t116] * (x_3 + 3));
            x_3 = t117;
        }
        float *w4 = (float *)malloc(t6);
        float *w1 = (float *)malloc(t9);
        if (n >= 2) {
            window4(t5 - 2, t114, w4);
            (_mm256_zeroupper(), window1(n - 2, t114, w1));
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t5; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)(_mm256_zeroupper(), red(n, n, t114)));
        free((void *)w4);
        free((void *)w1);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)xi);
        free((void *)oi);
        free((void *)o);
    }
    return 0;
}
