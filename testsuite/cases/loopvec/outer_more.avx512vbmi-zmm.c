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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    int t16;
    int t17;
    int k;
    int s;
    for (long j = 0L; j < n; j++) {
        long t4 = (long)m + -1L;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            __m512i t6 = _mm512_set1_epi32(1);
            __m512i t7 = t6;
            __m512i t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t2 = 0L;
            __m512i t3 = _mm512_set1_epi32(0);
            for (;;) {
                __m512i t8 = t1;
                __m512i t9 = _mm512_set1_epi32((int)x[j]);
                __m512i t10 = (__m512i)((vcc_v16_int)t9 / (vcc_v16_int)t8);
                __m512i t11 = _mm512_add_epi32(t8, _mm512_set1_epi32(1));
                __m512i t12 = (__m512i)((vcc_v16_int)t9 % (vcc_v16_int)t11);
                __m512i t13 = _mm512_add_epi32(t10, t12);
                __m512i t14 = t13;
                t3 = _mm512_add_epi32(t3, t14);
                t2 += 16L;
                __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
                if (t2 >= t5) {
                    break;
                }
                t1 = t15;
            }
            t16 = (int)(1L + t5);
            t17 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)));
        } else {
            t16 = 1;
            t17 = 0;
        }
        long t18 = (long)m + (long)t16 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            __m512i t21 = _mm512_set1_epi32((int)t16);
            __m512i t22 = t21;
            __m512i t23 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t24 = t23;
            __m512i t25 = _mm512_set1_epi32((int)x[j]);
            __m512i t26 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32(1), t24);
            __m512i t27 = (__m512i)((vcc_v16_int)t25 / (vcc_v16_int)t26);
            __m512i t28 = t24;
            __m512i t29 = _mm512_set1_epi32(1);
            __m512i t30 = _mm512_add_epi32(t28, t29);
            __m512i t31 = t30;
            __m512i t32 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32(1), t31);
            __m512i t33 = (__m512i)((vcc_v16_int)t25 % (vcc_v16_int)t32);
            __m512i t34 = t27;
            __m512i t35 = t33;
            __m512i t36 = _mm512_add_epi32(t34, t35);
            __m512i t37 = t36;
            __m512i t38 = t37;
            __m512i t39 = _mm512_add_epi32(_mm512_set1_epi32(0), t38);
            __m512i t40 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32(0), t39);
            k = (int)((long)t16 + t18);
            s = (int)((unsigned int)t17 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t40), _mm512_extracti64x4_epi64(t40, 1))));
        } else {
            k = t16;
            s = t17;
        }
        while (k < m) {
            int t41 = x[j];
            int t42 = k + 1;
            s += t41 / k + t41 % t42;
            k = t42;
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
    int t60;
    int t92;
    int x;
    int t130;
    int t139;
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
        int t11 = n * n;
        unsigned long t12 = (unsigned long)t11 * 4UL + 1UL;
        void *t13 = malloc(t12);
        float *a = (float *)t13;
        void *t14 = malloc(t12);
        float *b = (float *)t14;
        float *c = (float *)malloc(t12);
        unsigned long t15 = (unsigned long)n * 4UL + 1UL;
        int *xi = (int *)malloc(t15);
        int *oi = (int *)malloc(t15);
        float *o = (float *)malloc(t15);
        long t16 = (long)t11;
        unsigned long t17 = (unsigned long)t13;
        unsigned long t18 = (unsigned long)t14;
        if ((t16 >= 32L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17)) & 1 & 1) {
            long t19 = t16 & -32L;
            __m512i t20 = _mm512_set1_epi32(0);
            __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t22 = t21;
            __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(11));
            __m512i t24 = _mm512_min_epu32(t22, t23);
            __m512i t1 = t24;
            __m512i t25 = _mm512_set1_epi32(0);
            __m512i t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t27 = t26;
            __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(13));
            __m512i t29 = _mm512_min_epu32(t27, t28);
            __m512i t2 = t29;
            long t3 = 0L;
            for (;;) {
                long t30 = (long)(int)t3;
                __m512 t31 = _mm512_cvtepi32_ps(t1);
                __m512 t32 = _mm512_mul_ps(t31, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t30, t32);
                __m512 t33 = _mm512_cvtepi32_ps(t2);
                __m512 t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t30, t34);
                long t35 = (long)(int)(t3 + 16L);
                __m512i t36 = _mm512_add_epi32(t1, _mm512_set1_epi32(2));
                __m512i t37 = t36;
                __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(11));
                __m512i t39 = _mm512_min_epu32(t37, t38);
                __m512i t40 = t39;
                __m512 t41 = _mm512_cvtepi32_ps(t40);
                __m512 t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t35, t42);
                __m512i t43 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
                __m512i t44 = t43;
                __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(13));
                __m512i t46 = _mm512_min_epu32(t44, t45);
                __m512i t47 = t46;
                __m512 t48 = _mm512_cvtepi32_ps(t47);
                __m512 t49 = _mm512_mul_ps(t48, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t35, t49);
                t3 += 32L;
                __m512i t50 = _mm512_add_epi32(t1, _mm512_set1_epi32(4));
                __m512i t51 = t50;
                __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(11));
                __m512i t53 = _mm512_min_epu32(t51, t52);
                __m512i t54 = t53;
                __m512i t55 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
                __m512i t56 = t55;
                __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(13));
                __m512i t58 = _mm512_min_epu32(t56, t57);
                __m512i t59 = t58;
                if (t3 >= t19) {
                    break;
                }
                t1 = t54;
                t2 = t59;
            }
            t60 = (int)t19;
        } else {
            t60 = 0;
        }
        long t61 = (long)t11 + (long)t60 * -1L;
        unsigned long t62 = (unsigned long)t13;
        unsigned long t63 = (unsigned long)t14;
        int t64 = (int)((unsigned int)t60 * 7U);
        int t65 = (int)((unsigned int)t60 * 5U);
        if ((t61 >= 16L) & (((t62 + (unsigned long)((long)t60 * 4L + 4L + (t61 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t60 * 4L))) | ((t63 + (unsigned long)((long)t60 * 4L + 4L + (t61 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t60 * 4L)))) & (t64 >= 0) & (t65 >= 0)) {
            long t66 = t61 & -16L;
            __m512i t67 = _mm512_set1_epi32((int)(t64 % 11));
            __m512i t68 = _mm512_add_epi32(t67, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t69 = t68;
            __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(11));
            __m512i t71 = _mm512_min_epu32(t69, t70);
            __m512i t4 = t71;
            __m512i t72 = _mm512_set1_epi32((int)(t65 % 13));
            __m512i t73 = _mm512_add_epi32(t72, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t74 = t73;
            __m512i t75 = _mm512_sub_epi32(t74, _mm512_set1_epi32(13));
            __m512i t76 = _mm512_min_epu32(t74, t75);
            __m512i t5 = t76;
            long t6 = 0L;
            for (;;) {
                long t77 = (long)(int)((long)t60 + t6);
                __m512 t78 = _mm512_cvtepi32_ps(t4);
                __m512 t79 = _mm512_mul_ps(t78, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t77, t79);
                __m512 t80 = _mm512_cvtepi32_ps(t5);
                __m512 t81 = _mm512_mul_ps(t80, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t77, t81);
                t6 += 16L;
                __m512i t82 = _mm512_add_epi32(t4, _mm512_set1_epi32(2));
                __m512i t83 = t82;
                __m512i t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32(11));
                __m512i t85 = _mm512_min_epu32(t83, t84);
                __m512i t86 = t85;
                __m512i t87 = _mm512_add_epi32(t5, _mm512_set1_epi32(2));
                __m512i t88 = t87;
                __m512i t89 = _mm512_sub_epi32(t88, _mm512_set1_epi32(13));
                __m512i t90 = _mm512_min_epu32(t88, t89);
                __m512i t91 = t90;
                if (t6 >= t66) {
                    break;
                }
                t4 = t86;
                t5 = t91;
            }
            t92 = (int)((long)t60 + t66);
        } else {
            t92 = t60;
        }
        long t93 = (long)t11 + (long)t92 * -1L;
        unsigned long t94 = (unsigned long)t13;
        unsigned long t95 = (unsigned long)t14;
        int t96 = (int)((unsigned int)t92 * 7U);
        int t97 = (int)((unsigned int)t92 * 5U);
        if ((t93 >= 1L) & (t93 <= 16L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L)))) & (t96 >= 0) & (t97 >= 0)) {
            __m512i t98 = _mm512_set1_epi32((int)(int)t93);
            __mmask16 t99 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t98, _MM_CMPINT_LT);
            __m512i t100 = _mm512_set1_epi32((int)(t96 % 11));
            __m512i t101 = _mm512_add_epi32(t100, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t102 = t101;
            __m512i t103 = _mm512_sub_epi32(t102, _mm512_set1_epi32(11));
            __m512i t104 = _mm512_min_epu32(t102, t103);
            __m512i t105 = t104;
            __m512i t106 = _mm512_set1_epi32((int)(t97 % 13));
            __m512i t107 = _mm512_add_epi32(t106, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t108 = t107;
            __m512i t109 = _mm512_sub_epi32(t108, _mm512_set1_epi32(13));
            __m512i t110 = _mm512_min_epu32(t108, t109);
            __m512i t111 = t110;
            long t112 = (long)(int)(long)t92;
            __m512 t113 = _mm512_cvtepi32_ps(t105);
            __m512 t114 = _mm512_mul_ps(t113, _mm512_set1_ps(0.3f));
            _mm512_mask_storeu_ps(a + t112, t99, t114);
            __m512 t115 = _mm512_cvtepi32_ps(t111);
            __m512 t116 = _mm512_mul_ps(t115, _mm512_set1_ps(0.1f));
            _mm512_mask_storeu_ps(b + t112, t99, t116);
            x = (int)((long)t92 + t93);
        } else {
            x = t92;
        }
        for (; x < t11; x++) {
            long t117 = (long)x;
            a[t117] = (float)(x * 7 % 11) * 0.3f;
            b[t117] = (float)(x * 5 % 13) * 0.1f;
        }
        long t118 = (long)n;
        if (t118 >= 32L) {
            long t119 = t118 & -32L;
            __m512i t120 = _mm512_set1_epi32(0);
            __m512i t121 = t120;
            __m512i t7 = _mm512_add_epi32(t121, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t8 = 0L;
            for (;;) {
                __m512i t122 = t7;
                __m512i t123 = _mm512_mullo_epi32(t122, _mm512_set1_epi32(37));
                __m512i t124 = _mm512_sub_epi32(t123, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + (int)t8, t124);
                __m512i t125 = _mm512_add_epi32(t7, _mm512_set1_epi32(16));
                __m512i t126 = t125;
                __m512i t127 = _mm512_mullo_epi32(t126, _mm512_set1_epi32(37));
                __m512i t128 = _mm512_sub_epi32(t127, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + (int)(t8 + 16L), t128);
                t8 += 32L;
                __m512i t129 = _mm512_add_epi32(t7, _mm512_set1_epi32(32));
                if (t8 >= t119) {
                    break;
                }
                t7 = t129;
            }
            t130 = (int)t119;
        } else {
            t130 = 0;
        }
        long t131 = (long)n + (long)t130 * -1L;
        if (t131 >= 16L) {
            long t132 = t131 & -16L;
            __m512i t133 = _mm512_set1_epi32((int)t130);
            __m512i t134 = t133;
            __m512i t9 = _mm512_add_epi32(t134, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t10 = 0L;
            for (;;) {
                __m512i t135 = t9;
                __m512i t136 = _mm512_mullo_epi32(t135, _mm512_set1_epi32(37));
                __m512i t137 = _mm512_sub_epi32(t136, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + (int)((long)t130 + t10), t137);
                t10 += 16L;
                __m512i t138 = _mm512_add_epi32(t9, _mm512_set1_epi32(16));
                if (t10 >= t132) {
                    break;
                }
                t9 = t138;
            }
            t139 = (int)((long)t130 + t132);
        } else {
            t139 = t130;
        }
        long t140 = (long)n + (long)t139 * -1L;
        if ((t140 >= 1L) & (t140 <= 16L)) {
            __m512i t141 = _mm512_set1_epi32((int)(int)t140);
            __mmask16 t142 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t141, _MM_CMPINT_LT);
            __m512i t143 = _mm512_set1_epi32((int)t139);
            __m512i t144 = t143;
            __m512i t145 = _mm512_add_epi32(t144, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t146 = t145;
            __m512i t147 = t146;
            __m512i t148 = _mm512_set1_epi32(37);
            __m512i t149 = _mm512_mullo_epi32(t147, t148);
            __m512i t150 = t149;
            __m512i t151 = t150;
            __m512i t152 = _mm512_set1_epi32(100);
            __m512i t153 = _mm512_sub_epi32(t151, t152);
            __m512i t154 = t153;
            _mm512_mask_storeu_epi32(xi + (int)(long)t139, t142, t154);
            x_1 = (int)((long)t139 + t140);
        } else {
            x_1 = t139;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t155 = a;
        mm_outer_i(n, t155, b, c);
        unsigned int t156 = (unsigned int)n;
        norms(t156, t156, t155, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t11; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t157 = (long)x_3;
            int t158 = x_3 + 1;
            s_3 += (double)(o[t157] * (float)t158);
            si += (long)(oi[t157] * (x_3 + 3));
            x_3 = t158;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t155, w4);
            (_mm256_zeroupper(), window1(n - 2, t155, w1));
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t11; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)(_mm256_zeroupper(), red(n, n, t155)));
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
