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
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses; a triangular
   convolution whose inner loop reads reversed (the inner loop is vectorized, not the outer). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 5 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
    vcc_no_contract_body
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:13 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
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
    /* vcc: loop at outer_more.c:22 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
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
            /* vcc: loop at outer_more.c:34 vectorized: VF 16, UF 1, masked remainder */
            for (;;) {
                __m512i x_v = _mm512_set1_epi32((int)x[j]);
                __m512i t4 = vcc_avx512_div_epi32(x_v, (__m512i)k_v);
                __m512i t5 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(1));
                __m512i t6 = vcc_avx512_rem_epi32(x_v, t5);
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
            __m512i t17 = vcc_avx512_div_epi32(x_v_1, t16);
            __m512i t18 = _mm512_add_epi32(t15, _mm512_set1_epi32(1));
            __m512i t19 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(1), t18);
            __m512i t20 = vcc_avx512_rem_epi32(x_v_1, t19);
            __m512i t21 = _mm512_add_epi32(t17, t20);
            __m512i t22 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t21);
            __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t22);
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
    /* vcc: loop at outer_more.c:50 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;;) {
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
        i_1 += 4;
    }
    while (i < n) {
        int t3 = i + 1;
        out[i] = 0.0f + a[i] * 1.0f + a[t3] * 2.0f + a[i + 2] * 3.0f;
        i = t3;
    }
}

void window1(int n, const float *a, float *out) {
    int i = 0;
    while (i < n) {
        int t1 = i + 1;
        out[i] = 0.0f + a[i] * 1.0f + a[t1] * 2.0f + a[i + 2] * 3.0f;
        i = t1;
    }
}

/* A triangular convolution: the inner loop reads `b` reversed (a load and a permute), so the
   loop vectorizer takes the inner loop and the outer loop is not vectorized. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int t;
    int t5;
    int t6;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i + 1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            vcc_v16_uint t_v = (vcc_v16_uint)_mm512_set1_epi32(0);
            /* vcc: loop at outer_more.c:73 vectorized: VF 16, UF 1, masked remainder */
            do {
                __m512i a_v = _mm512_loadu_si512(a + j_vec);
                __m512i t3 = _mm512_loadu_si512(b + (i - (int)j_vec) + -15);
                __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t3);
                __m512i t4 = _mm512_mullo_epi32(a_v, b_v);
                t_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)t_v, t4);
                j_vec += 16L;
            } while (j_vec < t2);
            t5 = (int)t2;
            t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)t_v), _mm512_extracti64x4_epi64((__m512i)t_v, 1)));
        } else {
            t5 = 0;
            t6 = 0;
        }
        long t7 = (long)i + (long)t5 * -1L + 1L;
        if ((t7 >= 1L) & (t7 <= 16L)) {
            __m512i t8 = _mm512_set1_epi32((int)(int)t7);
            __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
            long t10 = (long)t5;
            __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + t10);
            __mmask16 t11 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t9)));
            __m512i t12 = _mm512_maskz_loadu_epi32(t11, (const int *)((unsigned long)b + (unsigned long)(long)(i - (int)t10) * 4UL - 60UL));
            __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            __m512i t13 = _mm512_mullo_epi32(a_v_1, b_v_1);
            __m512i t14 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t13);
            __m512i t_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t14);
            j = (int)((long)t5 + t7);
            t = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t_v_1), _mm512_extracti64x4_epi64(t_v_1, 1))));
        } else {
            j = t5;
            t = t6;
        }
        for (; j <= i; j++) {
            t += a[j] * b[i - j];
        }
        c[i] = t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    long si;
    int t48;
    int t73;
    int x;
    int t105;
    int t112;
    int x_1;
    int t152;
    int t175;
    int x_2;
    int t216;
    long t217;
    int t230;
    long t231;
    int x_3;
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
        long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
        if ((t16 >= 32L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 128L))) & 1 & 1) {
            long t20 = t16 & -32L;
            __m512i t21 = _mm512_set1_epi32(0);
            __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(11));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t22, t23);
            __m512i t24 = _mm512_set1_epi32(0);
            __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(13));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t25, t26);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 86:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 86:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t27 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + x_vec, t28);
                __m512 t29 = _mm512_cvtepi32_ps((__m512i)t2);
                __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + x_vec, t30);
                long t31 = x_vec + 16L;
                __m512i t32 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
                __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(11));
                __m512i t34 = _mm512_min_epu32(t32, t33);
                __m512 t35 = _mm512_cvtepi32_ps(t34);
                __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t31, t36);
                __m512i t37 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
                __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(13));
                __m512i t39 = _mm512_min_epu32(t37, t38);
                __m512 t40 = _mm512_cvtepi32_ps(t39);
                __m512 t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t31, t41);
                x_vec += 32L;
                __m512i t42 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(4));
                __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(11));
                __m512i t44 = _mm512_min_epu32(t42, t43);
                __m512i t45 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(4));
                __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(13));
                __m512i t47 = _mm512_min_epu32(t45, t46);
                if (x_vec >= t20) {
                    break;
                }
                t1 = (vcc_v16_int)t44;
                t2 = (vcc_v16_int)t47;
            }
            t48 = (int)t20;
        } else {
            t48 = 0;
        }
        long t49 = (long)t11 + (long)t48 * -1L;
        unsigned long t50 = (unsigned long)t13;
        unsigned long t51 = (unsigned long)t14;
        long t52 = (long)((unsigned long)t14 + (unsigned long)((long)t48 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t48 * 4L)));
        int t53 = (int)((unsigned int)t48 * 7U);
        int t54 = (int)((unsigned int)t48 * 5U);
        if ((t49 >= 16L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L))) | ((t52 <= 0L) | (t52 >= 64L))) & (t53 >= 0) & (t54 >= 0)) {
            long t55 = t49 & -16L;
            __m512i t56 = _mm512_set1_epi32((int)(t53 % 11));
            __m512i t57 = _mm512_add_epi32(t56, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(11));
            vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t57, t58);
            __m512i t59 = _mm512_set1_epi32((int)(t54 % 13));
            __m512i t60 = _mm512_add_epi32(t59, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(13));
            vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t60, t61);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:86 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t62 = (long)t48 + x_vec_1;
                __m512 t63 = _mm512_cvtepi32_ps((__m512i)t3);
                __m512 t64 = _mm512_mul_ps(t63, _mm512_set1_ps(0.3f));
                _mm512_storeu_ps(a + t62, t64);
                __m512 t65 = _mm512_cvtepi32_ps((__m512i)t4);
                __m512 t66 = _mm512_mul_ps(t65, _mm512_set1_ps(0.1f));
                _mm512_storeu_ps(b + t62, t66);
                x_vec_1 += 16L;
                __m512i t67 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(2));
                __m512i t68 = _mm512_sub_epi32(t67, _mm512_set1_epi32(11));
                __m512i t69 = _mm512_min_epu32(t67, t68);
                __m512i t70 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(2));
                __m512i t71 = _mm512_sub_epi32(t70, _mm512_set1_epi32(13));
                __m512i t72 = _mm512_min_epu32(t70, t71);
                if (x_vec_1 >= t55) {
                    break;
                }
                t3 = (vcc_v16_int)t69;
                t4 = (vcc_v16_int)t72;
            }
            t73 = (int)((long)t48 + t55);
        } else {
            t73 = t48;
        }
        long t74 = (long)t11 + (long)t73 * -1L;
        unsigned long t75 = (unsigned long)t13;
        unsigned long t76 = (unsigned long)t14;
        long t77 = (long)((unsigned long)t14 + (unsigned long)((long)t73 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t73 * 4L)));
        int t78 = (int)((unsigned int)t73 * 7U);
        int t79 = (int)((unsigned int)t73 * 5U);
        if ((t74 >= 1L) & (t74 <= 16L) & (((t75 + (unsigned long)((long)t73 * 4L + 4L + (t74 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t73 * 4L))) | ((t76 + (unsigned long)((long)t73 * 4L + 4L + (t74 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t73 * 4L))) | ((t77 <= 0L) | (t77 >= 64L))) & (t78 >= 0) & (t79 >= 0)) {
            __m512i t80 = _mm512_set1_epi32((int)(int)t74);
            __mmask16 t81 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t80, _MM_CMPINT_LT);
            __m512i t82 = _mm512_set1_epi32((int)(t78 % 11));
            __m512i t83 = _mm512_add_epi32(t82, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32(11));
            __m512i t85 = _mm512_min_epu32(t83, t84);
            __m512i t86 = _mm512_set1_epi32((int)(t79 % 13));
            __m512i t87 = _mm512_add_epi32(t86, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
            __m512i t88 = _mm512_sub_epi32(t87, _mm512_set1_epi32(13));
            __m512i t89 = _mm512_min_epu32(t87, t88);
            long t90 = (long)t73;
            __m512 t91 = _mm512_cvtepi32_ps(t85);
            __m512 t92 = _mm512_mul_ps(t91, _mm512_set1_ps(0.3f));
            _mm512_mask_storeu_ps(a + t90, t81, t92);
            __m512 t93 = _mm512_cvtepi32_ps(t89);
            __m512 t94 = _mm512_mul_ps(t93, _mm512_set1_ps(0.1f));
            _mm512_mask_storeu_ps(b + t90, t81, t94);
            x = (int)((long)t73 + t74);
        } else {
            x = t73;
        }
        for (; x < t11; x++) {
            long t95 = (long)x;
            a[t95] = (float)(x * 7 % 11) * 0.3f;
            b[t95] = (float)(x * 5 % 13) * 0.1f;
        }
        long t96 = (long)n;
        if (t96 >= 32L) {
            long t97 = t96 & -32L;
            __m512i t98 = _mm512_set1_epi32(0);
            vcc_v16_uint x_v = (vcc_v16_uint)_mm512_add_epi32(t98, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:87 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t99 = _mm512_mullo_epi32((__m512i)x_v, _mm512_set1_epi32(37));
                __m512i t100 = _mm512_sub_epi32(t99, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + x_vec_2, t100);
                __m512i t101 = _mm512_add_epi32((__m512i)x_v, _mm512_set1_epi32(16));
                __m512i t102 = _mm512_mullo_epi32(t101, _mm512_set1_epi32(37));
                __m512i t103 = _mm512_sub_epi32(t102, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + (x_vec_2 + 16L), t103);
                x_vec_2 += 32L;
                __m512i t104 = _mm512_add_epi32((__m512i)x_v, _mm512_set1_epi32(32));
                if (x_vec_2 >= t97) {
                    break;
                }
                x_v = (vcc_v16_uint)t104;
            }
            t105 = (int)t97;
        } else {
            t105 = 0;
        }
        long t106 = (long)n + (long)t105 * -1L;
        if (t106 >= 16L) {
            long t107 = t106 & -16L;
            __m512i t108 = _mm512_set1_epi32((int)t105);
            vcc_v16_uint x_v_1 = (vcc_v16_uint)_mm512_add_epi32(t108, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:87 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t109 = _mm512_mullo_epi32((__m512i)x_v_1, _mm512_set1_epi32(37));
                __m512i t110 = _mm512_sub_epi32(t109, _mm512_set1_epi32(100));
                _mm512_storeu_si512(xi + ((long)t105 + x_vec_3), t110);
                x_vec_3 += 16L;
                __m512i t111 = _mm512_add_epi32((__m512i)x_v_1, _mm512_set1_epi32(16));
                if (x_vec_3 >= t107) {
                    break;
                }
                x_v_1 = (vcc_v16_uint)t111;
            }
            t112 = (int)((long)t105 + t107);
        } else {
            t112 = t105;
        }
        long t113 = (long)n + (long)t112 * -1L;
        if ((t113 >= 1L) & (t113 <= 16L)) {
            __m512i t114 = _mm512_set1_epi32((int)(int)t113);
            __mmask16 t115 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t114, _MM_CMPINT_LT);
            __m512i t116 = _mm512_set1_epi32((int)t112);
            __m512i t117 = _mm512_add_epi32(t116, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t118 = _mm512_mullo_epi32(t117, _mm512_set1_epi32(37));
            __m512i t119 = _mm512_sub_epi32(t118, _mm512_set1_epi32(100));
            _mm512_mask_storeu_epi32(xi + (long)t112, t115, t119);
            x_1 = (int)((long)t112 + t113);
        } else {
            x_1 = t112;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t120 = a;
        mm_outer_i(n, t120, b, c);
        unsigned int t121 = (unsigned int)n;
        norms(t121, t121, t120, o);
        divs((long)n, 9, xi, oi);
        void *t122 = malloc(t12);
        int *ta = (int *)t122;
        void *t123 = malloc(t12);
        int *tb = (int *)t123;
        int *tc = (int *)malloc(t12);
        long t124 = (long)t11;
        unsigned long t125 = (unsigned long)t122;
        unsigned long t126 = (unsigned long)t123;
        long t127 = (long)((unsigned long)t123 - (unsigned long)t122);
        if ((t124 >= 32L) & (((t125 + (unsigned long)(4L + (t124 - 1L) * 4L)) <= t126) | ((t126 + (unsigned long)(4L + (t124 - 1L) * 4L)) <= t125) | ((t127 <= 0L) | (t127 >= 128L))) & 1 & 1) {
            long t128 = t124 & -32L;
            __m512i t129 = _mm512_set1_epi32(0);
            __m512i t130 = _mm512_add_epi32(t129, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t131 = _mm512_sub_epi32(t130, _mm512_set1_epi32(29));
            vcc_v16_int t5 = (vcc_v16_int)_mm512_min_epu32(t130, t131);
            __m512i t132 = _mm512_set1_epi32(0);
            __m512i t133 = _mm512_add_epi32(t132, _mm512_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3, 10, 17, 1, 8, 15, 22, 6, 13));
            __m512i t134 = _mm512_sub_epi32(t133, _mm512_set1_epi32(23));
            vcc_v16_int t6 = (vcc_v16_int)_mm512_min_epu32(t133, t134);
            long x_vec_4 = 0L;
            /* vcc: loop at outer_more.c:93 vectorized: VF 16, UF 2, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 93:51 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 93:77 by 23 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t135 = _mm512_sub_epi32((__m512i)t5, _mm512_set1_epi32(14));
                _mm512_storeu_si512(ta + x_vec_4, t135);
                __m512i t136 = _mm512_sub_epi32((__m512i)t6, _mm512_set1_epi32(11));
                _mm512_storeu_si512(tb + x_vec_4, t136);
                long t137 = x_vec_4 + 16L;
                __m512i t138 = _mm512_add_epi32((__m512i)t5, _mm512_set1_epi32(5));
                __m512i t139 = _mm512_sub_epi32(t138, _mm512_set1_epi32(29));
                __m512i t140 = _mm512_min_epu32(t138, t139);
                __m512i t141 = _mm512_sub_epi32(t140, _mm512_set1_epi32(14));
                _mm512_storeu_si512(ta + t137, t141);
                __m512i t142 = _mm512_add_epi32((__m512i)t6, _mm512_set1_epi32(20));
                __m512i t143 = _mm512_sub_epi32(t142, _mm512_set1_epi32(23));
                __m512i t144 = _mm512_min_epu32(t142, t143);
                __m512i t145 = _mm512_sub_epi32(t144, _mm512_set1_epi32(11));
                _mm512_storeu_si512(tb + t137, t145);
                x_vec_4 += 32L;
                __m512i t146 = _mm512_add_epi32((__m512i)t5, _mm512_set1_epi32(10));
                __m512i t147 = _mm512_sub_epi32(t146, _mm512_set1_epi32(29));
                __m512i t148 = _mm512_min_epu32(t146, t147);
                __m512i t149 = _mm512_add_epi32((__m512i)t6, _mm512_set1_epi32(17));
                __m512i t150 = _mm512_sub_epi32(t149, _mm512_set1_epi32(23));
                __m512i t151 = _mm512_min_epu32(t149, t150);
                if (x_vec_4 >= t128) {
                    break;
                }
                t5 = (vcc_v16_int)t148;
                t6 = (vcc_v16_int)t151;
            }
            t152 = (int)t128;
        } else {
            t152 = 0;
        }
        long t153 = (long)t11 + (long)t152 * -1L;
        unsigned long t154 = (unsigned long)t122;
        unsigned long t155 = (unsigned long)t123;
        long t156 = (long)((unsigned long)t123 + (unsigned long)((long)t152 * 4L) - ((unsigned long)t122 + (unsigned long)((long)t152 * 4L)));
        int t157 = (int)((unsigned int)t152 * 13U);
        int t158 = (int)((unsigned int)t152 * 7U);
        if ((t153 >= 16L) & (((t154 + (unsigned long)((long)t152 * 4L + 4L + (t153 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t152 * 4L))) | ((t155 + (unsigned long)((long)t152 * 4L + 4L + (t153 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t152 * 4L))) | ((t156 <= 0L) | (t156 >= 64L))) & (t157 >= 0) & (t158 >= 0)) {
            long t159 = t153 & -16L;
            __m512i t160 = _mm512_set1_epi32((int)(t157 % 29));
            __m512i t161 = _mm512_add_epi32(t160, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t162 = _mm512_sub_epi32(t161, _mm512_set1_epi32(29));
            vcc_v16_int t7 = (vcc_v16_int)_mm512_min_epu32(t161, t162);
            __m512i t163 = _mm512_set1_epi32((int)(t158 % 23));
            __m512i t164 = _mm512_add_epi32(t163, _mm512_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3, 10, 17, 1, 8, 15, 22, 6, 13));
            __m512i t165 = _mm512_sub_epi32(t164, _mm512_set1_epi32(23));
            vcc_v16_int t8 = (vcc_v16_int)_mm512_min_epu32(t164, t165);
            long x_vec_5 = 0L;
            /* vcc: loop at outer_more.c:93 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t166 = (long)t152 + x_vec_5;
                __m512i t167 = _mm512_sub_epi32((__m512i)t7, _mm512_set1_epi32(14));
                _mm512_storeu_si512(ta + t166, t167);
                __m512i t168 = _mm512_sub_epi32((__m512i)t8, _mm512_set1_epi32(11));
                _mm512_storeu_si512(tb + t166, t168);
                x_vec_5 += 16L;
                __m512i t169 = _mm512_add_epi32((__m512i)t7, _mm512_set1_epi32(5));
                __m512i t170 = _mm512_sub_epi32(t169, _mm512_set1_epi32(29));
                __m512i t171 = _mm512_min_epu32(t169, t170);
                __m512i t172 = _mm512_add_epi32((__m512i)t8, _mm512_set1_epi32(20));
                __m512i t173 = _mm512_sub_epi32(t172, _mm512_set1_epi32(23));
                __m512i t174 = _mm512_min_epu32(t172, t173);
                if (x_vec_5 >= t159) {
                    break;
                }
                t7 = (vcc_v16_int)t171;
                t8 = (vcc_v16_int)t174;
            }
            t175 = (int)((long)t152 + t159);
        } else {
            t175 = t152;
        }
        long t176 = (long)t11 + (long)t175 * -1L;
        unsigned long t177 = (unsigned long)t122;
        unsigned long t178 = (unsigned long)t123;
        long t179 = (long)((unsigned long)t123 + (unsigned long)((long)t175 * 4L) - ((unsigned long)t122 + (unsigned long)((long)t175 * 4L)));
        int t180 = (int)((unsigned int)t175 * 13U);
        int t181 = (int)((unsigned int)t175 * 7U);
        if ((t176 >= 1L) & (t176 <= 16L) & (((t177 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t175 * 4L))) | ((t178 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t177 + (unsigned long)((long)t175 * 4L))) | ((t179 <= 0L) | (t179 >= 64L))) & (t180 >= 0) & (t181 >= 0)) {
            __m512i t182 = _mm512_set1_epi32((int)(int)t176);
            __mmask16 t183 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t182, _MM_CMPINT_LT);
            __m512i t184 = _mm512_set1_epi32((int)(t180 % 29));
            __m512i t185 = _mm512_add_epi32(t184, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t186 = _mm512_sub_epi32(t185, _mm512_set1_epi32(29));
            __m512i t187 = _mm512_min_epu32(t185, t186);
            __m512i t188 = _mm512_set1_epi32((int)(t181 % 23));
            __m512i t189 = _mm512_add_epi32(t188, _mm512_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3, 10, 17, 1, 8, 15, 22, 6, 13));
            __m512i t190 = _mm512_sub_epi32(t189, _mm512_set1_epi32(23));
            __m512i t191 = _mm512_min_epu32(t189, t190);
            long t192 = (long)t175;
            __m512i t193 = _mm512_sub_epi32(t187, _mm512_set1_epi32(14));
            _mm512_mask_storeu_epi32(ta + t192, t183, t193);
            __m512i t194 = _mm512_sub_epi32(t191, _mm512_set1_epi32(11));
            _mm512_mask_storeu_epi32(tb + t192, t183, t194);
            x_2 = (int)((long)t175 + t176);
        } else {
            x_2 = t175;
        }
        for (; x_2 < t11; x_2++) {
            long t195 = (long)x_2;
            ta[t195] = x_2 * 13 % 29 - 14;
            tb[t195] = x_2 * 7 % 23 - 11;
        }
        tri_conv(t11, ta, tb, tc);
        long t196 = (long)t11;
        if ((t196 >= 16L) & 1) {
            long t197 = t196 & -16L;
            __m256i t198 = _mm256_set1_epi32(0);
            __m256i t199 = _mm256_add_epi32(t198, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t200 = _mm256_sub_epi32(t199, _mm256_set1_epi32(9));
            vcc_v8_int t9 = (vcc_v8_int)_mm256_min_epu32(t199, t200);
            long x_vec_6 = 0L;
            __m512i si_v = _mm512_set1_epi64((long long)0LL);
            __m512i si_v_1 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at outer_more.c:95 vectorized: VF 8, UF 2, the remainder at 95:62 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i tc_v = _mm256_loadu_si256((const __m256i *)(tc + x_vec_6));
                __m512i t201 = _mm512_cvtepi32_epi64(tc_v);
                __m256i t202 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(1));
                __m512i t203 = _mm512_cvtepi32_epi64(t202);
                __m512i t204 = _mm512_mul_epi32(t201, t203);
                si_v = _mm512_add_epi64(si_v, t204);
                __m256i tc_v_1 = _mm256_loadu_si256((const __m256i *)(tc + (x_vec_6 + 8L)));
                __m512i t205 = _mm512_cvtepi32_epi64(tc_v_1);
                __m256i t206 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(8));
                __m256i t207 = _mm256_sub_epi32(t206, _mm256_set1_epi32(9));
                __m256i t208 = _mm256_min_epu32(t206, t207);
                __m256i t209 = _mm256_add_epi32(t208, _mm256_set1_epi32(1));
                __m512i t210 = _mm512_cvtepi32_epi64(t209);
                __m512i t211 = _mm512_mul_epi32(t205, t210);
                si_v_1 = _mm512_add_epi64(si_v_1, t211);
                x_vec_6 += 16L;
                __m256i t212 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(7));
                __m256i t213 = _mm256_sub_epi32(t212, _mm256_set1_epi32(9));
                __m256i t214 = _mm256_min_epu32(t212, t213);
                if (x_vec_6 >= t197) {
                    break;
                }
                t9 = (vcc_v8_int)t214;
            }
            __m512i t215 = _mm512_add_epi64(si_v, si_v_1);
            t216 = (int)t197;
            t217 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t215), _mm512_extracti64x4_epi64(t215, 1)), _mm_add_epi64, unsigned long);
        } else {
            t216 = 0;
            t217 = 0L;
        }
        long t218 = (long)t11 + (long)t216 * -1L;
        if ((t218 >= 8L) & (t216 >= 0)) {
            long t219 = t218 & -8L;
            __m256i t220 = _mm256_set1_epi32((int)(t216 % 9));
            __m256i t221 = _mm256_add_epi32(t220, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t222 = _mm256_sub_epi32(t221, _mm256_set1_epi32(9));
            vcc_v8_int t10 = (vcc_v8_int)_mm256_min_epu32(t221, t222);
            long x_vec_7 = 0L;
            __m512i si_v_2 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at outer_more.c:95 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i tc_v_2 = _mm256_loadu_si256((const __m256i *)(tc + ((long)t216 + x_vec_7)));
                __m512i t223 = _mm512_cvtepi32_epi64(tc_v_2);
                __m256i t224 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(1));
                __m512i t225 = _mm512_cvtepi32_epi64(t224);
                __m512i t226 = _mm512_mul_epi32(t223, t225);
                si_v_2 = _mm512_add_epi64(si_v_2, t226);
                x_vec_7 += 8L;
                __m256i t227 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(8));
                __m256i t228 = _mm256_sub_epi32(t227, _mm256_set1_epi32(9));
                __m256i t229 = _mm256_min_epu32(t227, t228);
                if (x_vec_7 >= t219) {
                    break;
                }
                t10 = (vcc_v8_int)t229;
            }
            t230 = (int)((long)t216 + t219);
            t231 = (long)((unsigned long)t217 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(si_v_2), _mm512_extracti64x4_epi64(si_v_2, 1)), _mm_add_epi64, unsigned long));
        } else {
            t230 = t216;
            t231 = t217;
        }
        long t232 = (long)t11 + (long)t230 * -1L;
        if ((t232 >= 1L) & (t232 <= 8L) & (t230 >= 0)) {
            __m256i t233 = _mm256_set1_epi32((int)(int)t232);
            __m256i t234 = _mm256_cmpgt_epi32(t233, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t235 = _mm256_set1_epi32((int)(t230 % 9));
            __m256i t236 = _mm256_add_epi32(t235, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t237 = _mm256_sub_epi32(t236, _mm256_set1_epi32(9));
            __m256i t238 = _mm256_min_epu32(t236, t237);
            __m256i tc_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t234), tc + (long)t230);
            __m512i t239 = _mm512_cvtepi32_epi64(tc_v_3);
            __m256i t240 = _mm256_add_epi32(t238, _mm256_set1_epi32(1));
            __m512i t241 = _mm512_cvtepi32_epi64(t240);
            __m512i t242 = _mm512_mullo_epi64(t239, t241);
            __m512i t243 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t234), _mm512_set1_epi64((long long)0LL), t242);
            __m512i si_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t243);
            x_3 = (int)((long)t230 + t232);
            si = (long)((unsigned long)t231 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(si_v_3), _mm512_extracti64x4_epi64(si_v_3, 1)), _mm_add_epi64, unsigned long));
        } else {
            x_3 = t230;
            si = t231;
        }
        for (; x_3 < t11; x_3++) {
            si += (long)tc[x_3] * (long)(x_3 % 9 + 1);
        }
        free((void *)ta);
        free((void *)tb);
        free((void *)tc);
        double s = 0.0;
        for (int x_4 = 0; x_4 < t11; x_4++) {
            s += (double)(c[x_4] * (float)(x_4 % 7 + 1));
        }
        int x_5 = 0;
        double s_3 = s;
        long si_1 = si;
        while (x_5 < n) {
            long t244 = (long)x_5;
            int t245 = x_5 + 1;
            s_3 += (double)(o[t244] * (float)t245);
            si_1 += (long)(oi[t244] * (x_5 + 3));
            x_5 = t245;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t120, w4);
            (_mm256_zeroupper(), window1(n - 2, t120, w1));
        }
        double s_1 = s_3;
        for (int x_6 = 0; (x_6 + 2) < t11; x_6++) {
            s_1 += (double)(w4[x_6] * (float)(x_6 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_7 = 0; (x_7 + 2) < n; x_7++) {
            s_2 += (double)w1[x_7];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si_1, (double)(_mm256_zeroupper(), red(n, n, t120)));
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
