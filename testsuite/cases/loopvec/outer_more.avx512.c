/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_no_contract_body
    int k;
    int s;
    for (long j = 0L; j < n; j++) {
        long t4 = (long)m + -1L;
        if (t4 >= 8L) {
            long t5 = t4 & -8L;
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = t6;
            __m256i t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t2 = 0L;
            __m256i t3 = _mm256_set1_epi32(0);
            for (;;) {
                __m256i t8 = t1;
                __m256i t9 = _mm256_set1_epi32((int)x[j]);
                __m256i t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t8);
                __m256i t11 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
                __m256i t12 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)t11);
                __m256i t13 = _mm256_add_epi32(t10, t12);
                __m256i t14 = t13;
                t3 = _mm256_add_epi32(t3, t14);
                t2 += 8L;
                __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                if (t2 >= t5) {
                    break;
                }
                t1 = t15;
            }
            k = (int)(1L + t5);
            s = (int)vcc_avx2_sum_epi32(t3);
        } else {
            k = 1;
            s = 0;
        }
        while (k < m) {
            int t16 = x[j];
            int t17 = k + 1;
            s += t16 / k + t16 % t17;
            k = t17;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void window4(int n, const float *a, float *out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    int t60;
    int t92;
    int x;
    int t138;
    int t147;
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
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17)) & 1 & 1) {
            long t19 = t16 & -16L;
            __m256i t20 = _mm256_set1_epi32(0);
            __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t22 = t21;
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
            __m256i t24 = _mm256_min_epu32(t22, t23);
            __m256i t1 = t24;
            __m256i t25 = _mm256_set1_epi32(0);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t27 = t26;
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(13));
            __m256i t29 = _mm256_min_epu32(t27, t28);
            __m256i t2 = t29;
            long t3 = 0L;
            for (;;) {
                long t30 = (long)(int)t3;
                __m256 t31 = _mm256_cvtepi32_ps(t1);
                __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t30, t32);
                __m256 t33 = _mm256_cvtepi32_ps(t2);
                __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t30, t34);
                long t35 = (long)(int)(t3 + 8L);
                __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t37 = t36;
                __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(11));
                __m256i t39 = _mm256_min_epu32(t37, t38);
                __m256i t40 = t39;
                __m256 t41 = _mm256_cvtepi32_ps(t40);
                __m256 t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t35, t42);
                __m256i t43 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t44 = t43;
                __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(13));
                __m256i t46 = _mm256_min_epu32(t44, t45);
                __m256i t47 = t46;
                __m256 t48 = _mm256_cvtepi32_ps(t47);
                __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t35, t49);
                t3 += 16L;
                __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
                __m256i t51 = t50;
                __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(11));
                __m256i t53 = _mm256_min_epu32(t51, t52);
                __m256i t54 = t53;
                __m256i t55 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
                __m256i t56 = t55;
                __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(13));
                __m256i t58 = _mm256_min_epu32(t56, t57);
                __m256i t59 = t58;
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
        if ((t61 >= 8L) & (((t62 + (unsigned long)((long)t60 * 4L + 4L + (t61 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t60 * 4L))) | ((t63 + (unsigned long)((long)t60 * 4L + 4L + (t61 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t60 * 4L)))) & (t64 >= 0) & (t65 >= 0)) {
            long t66 = t61 & -8L;
            __m256i t67 = _mm256_set1_epi32((int)(t64 % 11));
            __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t69 = t68;
            __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(11));
            __m256i t71 = _mm256_min_epu32(t69, t70);
            __m256i t4 = t71;
            __m256i t72 = _mm256_set1_epi32((int)(t65 % 13));
            __m256i t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t74 = t73;
            __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(13));
            __m256i t76 = _mm256_min_epu32(t74, t75);
            __m256i t5 = t76;
            long t6 = 0L;
            for (;;) {
                long t77 = (long)(int)((long)t60 + t6);
                __m256 t78 = _mm256_cvtepi32_ps(t4);
                __m256 t79 = _mm256_mul_ps(t78, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t77, t79);
                __m256 t80 = _mm256_cvtepi32_ps(t5);
                __m256 t81 = _mm256_mul_ps(t80, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t77, t81);
                t6 += 8L;
                __m256i t82 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
                __m256i t83 = t82;
                __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(11));
                __m256i t85 = _mm256_min_epu32(t83, t84);
                __m256i t86 = t85;
                __m256i t87 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
                __m256i t88 = t87;
                __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(13));
                __m256i t90 = _mm256_min_epu32(t88, t89);
                __m256i t91 = t90;
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
        if ((t93 >= 1L) & (t93 <= 8L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L)))) & (t96 >= 0) & (t97 >= 0)) {
            __m256i t98 = _mm256_set1_epi32((int)(int)t93);
            __m256i t99 = _mm256_cmpgt_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t100 = _mm256_set1_epi32((int)(t96 % 11));
            __m256i t101 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t102 = t101;
            __m256i t103 = _mm256_sub_epi32(t102, _mm256_set1_epi32(11));
            __m256i t104 = _mm256_min_epu32(t102, t103);
            __m256i t105 = t104;
            __m256i t106 = _mm256_set1_epi32((int)(t97 % 13));
            __m256i t107 = _mm256_add_epi32(t106, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t108 = t107;
            __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(13));
            __m256i t110 = _mm256_min_epu32(t108, t109);
            __m256i t111 = t110;
            long t112 = (long)(int)(long)t92;
            __m256 t113 = _mm256_cvtepi32_ps(t105);
            __m256 t114 = _mm256_mul_ps(t113, _mm256_set1_ps(0.3f));
            _mm256_mask_storeu_ps(a + t112, _mm256_movepi32_mask(t99), t114);
            __m256 t115 = _mm256_cvtepi32_ps(t111);
            __m256 t116 = _mm256_mul_ps(t115, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(b + t112, _mm256_movepi32_mask(t99), t116);
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
            __m256i t120 = _mm256_set1_epi32(0);
            __m256i t121 = t120;
            __m256i t7 = _mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t8 = 0L;
            for (;;) {
                __m256i t122 = t7;
                __m256i t123 = _mm256_mullo_epi32(t122, _mm256_set1_epi32(37));
                __m256i t124 = _mm256_sub_epi32(t123, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (int)t8), t124);
                __m256i t125 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                __m256i t126 = t125;
                __m256i t127 = _mm256_mullo_epi32(t126, _mm256_set1_epi32(37));
                __m256i t128 = _mm256_sub_epi32(t127, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (int)(t8 + 8L)), t128);
                __m256i t129 = _mm256_add_epi32(t7, _mm256_set1_epi32(16));
                __m256i t130 = t129;
                __m256i t131 = _mm256_mullo_epi32(t130, _mm256_set1_epi32(37));
                __m256i t132 = _mm256_sub_epi32(t131, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (int)(t8 + 16L)), t132);
                __m256i t133 = _mm256_add_epi32(t7, _mm256_set1_epi32(24));
                __m256i t134 = t133;
                __m256i t135 = _mm256_mullo_epi32(t134, _mm256_set1_epi32(37));
                __m256i t136 = _mm256_sub_epi32(t135, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (int)(t8 + 24L)), t136);
                t8 += 32L;
                __m256i t137 = _mm256_add_epi32(t7, _mm256_set1_epi32(32));
                if (t8 >= t119) {
                    break;
                }
                t7 = t137;
            }
            t138 = (int)t119;
        } else {
            t138 = 0;
        }
        long t139 = (long)n + (long)t138 * -1L;
        if (t139 >= 8L) {
            long t140 = t139 & -8L;
            __m256i t141 = _mm256_set1_epi32((int)t138);
            __m256i t142 = t141;
            __m256i t9 = _mm256_add_epi32(t142, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t10 = 0L;
            for (;;) {
                __m256i t143 = t9;
                __m256i t144 = _mm256_mullo_epi32(t143, _mm256_set1_epi32(37));
                __m256i t145 = _mm256_sub_epi32(t144, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)t138 + t10)), t145);
                t10 += 8L;
                __m256i t146 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                if (t10 >= t140) {
                    break;
                }
                t9 = t146;
            }
            t147 = (int)((long)t138 + t140);
        } else {
            t147 = t138;
        }
        long t148 = (long)n + (long)t147 * -1L;
        if ((t148 >= 1L) & (t148 <= 8L)) {
            __m256i t149 = _mm256_set1_epi32((int)(int)t148);
            __m256i t150 = _mm256_cmpgt_epi32(t149, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t151 = _mm256_set1_epi32((int)t147);
            __m256i t152 = t151;
            __m256i t153 = _mm256_add_epi32(t152, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t154 = t153;
            __m256i t155 = t154;
            __m256i t156 = _mm256_set1_epi32(37);
            __m256i t157 = _mm256_mullo_epi32(t155, t156);
            __m256i t158 = t157;
            __m256i t159 = t158;
            __m256i t160 = _mm256_set1_epi32(100);
            __m256i t161 = _mm256_sub_epi32(t159, t160);
            __m256i t162 = t161;
            _mm256_mask_storeu_epi32(xi + (int)(long)t147, _mm256_movepi32_mask(t150), t162);
            x_1 = (int)((long)t147 + t148);
        } else {
            x_1 = t147;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t163 = a;
        mm_outer_i(n, t163, b, c);
        unsigned int t164 = (unsigned int)n;
        norms(t164, t164, t163, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t11; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t165 = (long)x_3;
            int t166 = x_3 + 1;
            s_3 += (double)(o[t165] * (float)t166);
            si += (long)(oi[t165] * (x_3 + 3));
            x_3 = t166;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t163, w4);
            (_mm256_zeroupper(), window1(n - 2, t163, w1));
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t11; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)(_mm256_zeroupper(), red(n, n, t163)));
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
