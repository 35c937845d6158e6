/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_no_contract_body
    int t9;
    int t10;
    int k;
    int s;
    for (long j = 0L; j < n; j++) {
        long t1 = (long)m + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            __m256i t3 = _mm256_set1_epi32(1);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at outer_more.c:34 vectorized: VF 8, UF 1, masked remainder */
            for (;;) {
                __m256i x_v = _mm256_set1_epi32((int)x[j]);
                __m256i t4 = vcc_avx2_div_epi32(x_v, (__m256i)k_v);
                __m256i t5 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(1));
                __m256i t6 = vcc_avx2_rem_epi32(x_v, t5);
                __m256i t7 = _mm256_add_epi32(t4, t6);
                s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t7);
                k_vec += 8L;
                __m256i t8 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                if (k_vec >= t2) {
                    break;
                }
                k_v = (vcc_v8_uint)t8;
            }
            t9 = (int)(1L + t2);
            t10 = (int)vcc_avx2_sum_epi32((__m256i)s_v);
        } else {
            t9 = 1;
            t10 = 0;
        }
        long t11 = (long)m + (long)t9 * -1L;
        if ((t11 >= 1L) & (t11 <= 8L)) {
            __m256i t12 = _mm256_set1_epi32((int)(int)t11);
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t14 = _mm256_set1_epi32((int)t9);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i x_v_1 = _mm256_set1_epi32((int)x[j]);
            __m256i t16 = _mm256_ternarylogic_epi32(t13, t15, _mm256_set1_epi32(1), 0xCA);
            __m256i t17 = vcc_avx2_div_epi32(x_v_1, t16);
            __m256i t18 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_ternarylogic_epi32(t13, t18, _mm256_set1_epi32(1), 0xCA);
            __m256i t20 = vcc_avx2_rem_epi32(x_v_1, t19);
            __m256i t21 = _mm256_add_epi32(t17, t20);
            __m256i t22 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t13, t21); });
            __m256i s_v_1 = _mm256_add_epi32(_mm256_set1_epi32(0), t22);
            k = (int)((long)t9 + t11);
            s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(s_v_1));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void window4(int n, const float *a, float *out) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int t;
    int t9;
    int t10;
    int t16;
    int t17;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i + 1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            vcc_v8_uint t_v = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint t_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at outer_more.c:73 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            do {
                __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + j_vec));
                __m256i t3 = _mm256_loadu_si256((const __m256i *)(b + (i - (int)j_vec) + -7));
                __m256i b_v = _mm256_permutevar8x32_epi32(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t4 = _mm256_mullo_epi32(a_v, b_v);
                t_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v, t4);
                long t5 = j_vec + 8L;
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
                __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (i - (int)t5) + -7));
                __m256i b_v_1 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t7 = _mm256_mullo_epi32(a_v_1, b_v_1);
                t_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v_1, t7);
                j_vec += 16L;
            } while (j_vec < t2);
            __m256i t8 = _mm256_add_epi32((__m256i)t_v, (__m256i)t_v_1);
            t9 = (int)t2;
            t10 = (int)vcc_avx2_sum_epi32(t8);
        } else {
            t9 = 0;
            t10 = 0;
        }
        long t11 = (long)i + (long)t9 * -1L + 1L;
        if (t11 >= 8L) {
            long t12 = t11 & -8L;
            long j_vec_1 = 0L;
            vcc_v8_uint t_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at outer_more.c:73 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t13 = (long)t9 + j_vec_1;
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
                __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + (i - (int)t13) + -7));
                __m256i b_v_2 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t15 = _mm256_mullo_epi32(a_v_2, b_v_2);
                t_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v_2, t15);
                j_vec_1 += 8L;
            } while (j_vec_1 < t12);
            t16 = (int)((long)t9 + t12);
            t17 = (int)((unsigned int)t10 + vcc_avx2_sum_epi32((__m256i)t_v_2));
        } else {
            t16 = t9;
            t17 = t10;
        }
        long t18 = (long)i + (long)t16 * -1L + 1L;
        if ((t18 >= 1L) & (t18 <= 8L)) {
            __m256i t19 = _mm256_set1_epi32((int)(int)t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t21 = (long)t16;
            __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), a + t21);
            __m256i t22 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (const int *)((unsigned long)b + (unsigned long)(long)(i - (int)t21) * 4UL - 28UL));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t24 = _mm256_mullo_epi32(a_v_3, b_v_3);
            __m256i t25 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, t24); });
            __m256i t_v_3 = _mm256_add_epi32(_mm256_set1_epi32(0), t25);
            j = (int)((long)t16 + t18);
            t = (int)((unsigned int)t17 + vcc_avx2_sum_epi32(t_v_3));
        } else {
            j = t16;
            t = t17;
        }
        for (; j <= i; j++) {
            t += a[j] * b[i - j];
        }
        c[i] = t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    long si;
    int t48;
    int t73;
    int x;
    int t111;
    int t118;
    int x_1;
    int t176;
    int t199;
    int x_2;
    int t256;
    long t257;
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
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 64L))) & 1 & 1) {
            long t20 = t16 & -16L;
            __m256i t21 = _mm256_set1_epi32(0);
            __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
            __m256i t24 = _mm256_set1_epi32(0);
            __m256i t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t25, t26);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:86 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 86:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 86:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t27 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + x_vec, t28);
                __m256 t29 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + x_vec, t30);
                long t31 = x_vec + 8L;
                __m256i t32 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(11));
                __m256i t34 = _mm256_min_epu32(t32, t33);
                __m256 t35 = _mm256_cvtepi32_ps(t34);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t31, t36);
                __m256i t37 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(13));
                __m256i t39 = _mm256_min_epu32(t37, t38);
                __m256 t40 = _mm256_cvtepi32_ps(t39);
                __m256 t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t31, t41);
                x_vec += 16L;
                __m256i t42 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(11));
                __m256i t44 = _mm256_min_epu32(t42, t43);
                __m256i t45 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
                __m256i t47 = _mm256_min_epu32(t45, t46);
                if (x_vec >= t20) {
                    break;
                }
                t1 = (vcc_v8_int)t44;
                t2 = (vcc_v8_int)t47;
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
        if ((t49 >= 8L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L))) | ((t52 <= 0L) | (t52 >= 32L))) & (t53 >= 0) & (t54 >= 0)) {
            long t55 = t49 & -8L;
            __m256i t56 = _mm256_set1_epi32((int)(t53 % 11));
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(11));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t57, t58);
            __m256i t59 = _mm256_set1_epi32((int)(t54 % 13));
            __m256i t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(13));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t60, t61);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:86 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t62 = (long)t48 + x_vec_1;
                __m256 t63 = _mm256_cvtepi32_ps((__m256i)t3);
                __m256 t64 = _mm256_mul_ps(t63, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t62, t64);
                __m256 t65 = _mm256_cvtepi32_ps((__m256i)t4);
                __m256 t66 = _mm256_mul_ps(t65, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t62, t66);
                x_vec_1 += 8L;
                __m256i t67 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(11));
                __m256i t69 = _mm256_min_epu32(t67, t68);
                __m256i t70 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
                __m256i t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32(13));
                __m256i t72 = _mm256_min_epu32(t70, t71);
                if (x_vec_1 >= t55) {
                    break;
                }
                t3 = (vcc_v8_int)t69;
                t4 = (vcc_v8_int)t72;
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
        if ((t74 >= 1L) & (t74 <= 8L) & (((t75 + (unsigned long)((long)t73 * 4L + 4L + (t74 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t73 * 4L))) | ((t76 + (unsigned long)((long)t73 * 4L + 4L + (t74 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t73 * 4L))) | ((t77 <= 0L) | (t77 >= 32L))) & (t78 >= 0) & (t79 >= 0)) {
            __m256i t80 = _mm256_set1_epi32((int)(int)t74);
            __m256i t81 = _mm256_cmpgt_epi32(t80, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t82 = _mm256_set1_epi32((int)(t78 % 11));
            __m256i t83 = _mm256_add_epi32(t82, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(11));
            __m256i t85 = _mm256_min_epu32(t83, t84);
            __m256i t86 = _mm256_set1_epi32((int)(t79 % 13));
            __m256i t87 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t88 = _mm256_sub_epi32(t87, _mm256_set1_epi32(13));
            __m256i t89 = _mm256_min_epu32(t87, t88);
            long t90 = (long)t73;
            __m256 t91 = _mm256_cvtepi32_ps(t85);
            __m256 t92 = _mm256_mul_ps(t91, _mm256_set1_ps(0.3f));
            _mm256_mask_storeu_ps(a + t90, _mm256_movepi32_mask(t81), t92);
            __m256 t93 = _mm256_cvtepi32_ps(t89);
            __m256 t94 = _mm256_mul_ps(t93, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(b + t90, _mm256_movepi32_mask(t81), t94);
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
            __m256i t98 = _mm256_set1_epi32(0);
            vcc_v8_uint x_v = (vcc_v8_uint)_mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t99 = _mm256_mullo_epi32((__m256i)x_v, _mm256_set1_epi32(37));
                __m256i t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + x_vec_2), t100);
                __m256i t101 = _mm256_add_epi32((__m256i)x_v, _mm256_set1_epi32(8));
                __m256i t102 = _mm256_mullo_epi32(t101, _mm256_set1_epi32(37));
                __m256i t103 = _mm256_sub_epi32(t102, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (x_vec_2 + 8L)), t103);
                __m256i t104 = _mm256_add_epi32((__m256i)x_v, _mm256_set1_epi32(16));
                __m256i t105 = _mm256_mullo_epi32(t104, _mm256_set1_epi32(37));
                __m256i t106 = _mm256_sub_epi32(t105, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (x_vec_2 + 16L)), t106);
                __m256i t107 = _mm256_add_epi32((__m256i)x_v, _mm256_set1_epi32(24));
                __m256i t108 = _mm256_mullo_epi32(t107, _mm256_set1_epi32(37));
                __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + (x_vec_2 + 24L)), t109);
                x_vec_2 += 32L;
                __m256i t110 = _mm256_add_epi32((__m256i)x_v, _mm256_set1_epi32(32));
                if (x_vec_2 >= t97) {
                    break;
                }
                x_v = (vcc_v8_uint)t110;
            }
            t111 = (int)t97;
        } else {
            t111 = 0;
        }
        long t112 = (long)n + (long)t111 * -1L;
        if (t112 >= 8L) {
            long t113 = t112 & -8L;
            __m256i t114 = _mm256_set1_epi32((int)t111);
            vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_add_epi32(t114, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t115 = _mm256_mullo_epi32((__m256i)x_v_1, _mm256_set1_epi32(37));
                __m256i t116 = _mm256_sub_epi32(t115, _mm256_set1_epi32(100));
                _mm256_storeu_si256((__m256i *)(xi + ((long)t111 + x_vec_3)), t116);
                x_vec_3 += 8L;
                __m256i t117 = _mm256_add_epi32((__m256i)x_v_1, _mm256_set1_epi32(8));
                if (x_vec_3 >= t113) {
                    break;
                }
                x_v_1 = (vcc_v8_uint)t117;
            }
            t118 = (int)((long)t111 + t113);
        } else {
            t118 = t111;
        }
        long t119 = (long)n + (long)t118 * -1L;
        if ((t119 >= 1L) & (t119 <= 8L)) {
            __m256i t120 = _mm256_set1_epi32((int)(int)t119);
            __m256i t121 = _mm256_cmpgt_epi32(t120, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t122 = _mm256_set1_epi32((int)t118);
            __m256i t123 = _mm256_add_epi32(t122, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t124 = _mm256_mullo_epi32(t123, _mm256_set1_epi32(37));
            __m256i t125 = _mm256_sub_epi32(t124, _mm256_set1_epi32(100));
            _mm256_mask_storeu_epi32(xi + (long)t118, _mm256_movepi32_mask(t121), t125);
            x_1 = (int)((long)t118 + t119);
        } else {
            x_1 = t118;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t126 = a;
        mm_outer_i(n, t126, b, c);
        unsigned int t127 = (unsigned int)n;
        norms(t127, t127, t126, o);
        divs((long)n, 9, xi, oi);
        void *t128 = malloc(t12);
        int *ta = (int *)t128;
        void *t129 = malloc(t12);
        int *tb = (int *)t129;
        int *tc = (int *)malloc(t12);
        long t130 = (long)t11;
        unsigned long t131 = (unsigned long)t128;
        unsigned long t132 = (unsigned long)t129;
        long t133 = (long)((unsigned long)t129 - (unsigned long)t128);
        if ((t130 >= 32L) & (((t131 + (unsigned long)(4L + (t130 - 1L) * 4L)) <= t132) | ((t132 + (unsigned long)(4L + (t130 - 1L) * 4L)) <= t131) | ((t133 <= 0L) | (t133 >= 128L))) & 1 & 1) {
            long t134 = t130 & -32L;
            __m256i t135 = _mm256_set1_epi32(0);
            __m256i t136 = _mm256_add_epi32(t135, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t137 = _mm256_sub_epi32(t136, _mm256_set1_epi32(29));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t136, t137);
            __m256i t138 = _mm256_set1_epi32(0);
            __m256i t139 = _mm256_add_epi32(t138, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t140 = _mm256_sub_epi32(t139, _mm256_set1_epi32(23));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t139, t140);
            long x_vec_4 = 0L;
            /* vcc: loop at outer_more.c:93 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 93:51 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 93:77 by 23 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t141 = _mm256_sub_epi32((__m256i)t5, _mm256_set1_epi32(14));
                _mm256_storeu_si256((__m256i *)(ta + x_vec_4), t141);
                __m256i t142 = _mm256_sub_epi32((__m256i)t6, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(tb + x_vec_4), t142);
                long t143 = x_vec_4 + 8L;
                __m256i t144 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(17));
                __m256i t145 = _mm256_sub_epi32(t144, _mm256_set1_epi32(29));
                __m256i t146 = _mm256_min_epu32(t144, t145);
                __m256i t147 = _mm256_sub_epi32(t146, _mm256_set1_epi32(14));
                _mm256_storeu_si256((__m256i *)(ta + t143), t147);
                __m256i t148 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(10));
                __m256i t149 = _mm256_sub_epi32(t148, _mm256_set1_epi32(23));
                __m256i t150 = _mm256_min_epu32(t148, t149);
                __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(tb + t143), t151);
                long t152 = x_vec_4 + 16L;
                __m256i t153 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(5));
                __m256i t154 = _mm256_sub_epi32(t153, _mm256_set1_epi32(29));
                __m256i t155 = _mm256_min_epu32(t153, t154);
                __m256i t156 = _mm256_sub_epi32(t155, _mm256_set1_epi32(14));
                _mm256_storeu_si256((__m256i *)(ta + t152), t156);
                __m256i t157 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(20));
                __m256i t158 = _mm256_sub_epi32(t157, _mm256_set1_epi32(23));
                __m256i t159 = _mm256_min_epu32(t157, t158);
                __m256i t160 = _mm256_sub_epi32(t159, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(tb + t152), t160);
                long t161 = x_vec_4 + 24L;
                __m256i t162 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(22));
                __m256i t163 = _mm256_sub_epi32(t162, _mm256_set1_epi32(29));
                __m256i t164 = _mm256_min_epu32(t162, t163);
                __m256i t165 = _mm256_sub_epi32(t164, _mm256_set1_epi32(14));
                _mm256_storeu_si256((__m256i *)(ta + t161), t165);
                __m256i t166 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(7));
                __m256i t167 = _mm256_sub_epi32(t166, _mm256_set1_epi32(23));
                __m256i t168 = _mm256_min_epu32(t166, t167);
                __m256i t169 = _mm256_sub_epi32(t168, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(tb + t161), t169);
                x_vec_4 += 32L;
                __m256i t170 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(10));
                __m256i t171 = _mm256_sub_epi32(t170, _mm256_set1_epi32(29));
                __m256i t172 = _mm256_min_epu32(t170, t171);
                __m256i t173 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(17));
                __m256i t174 = _mm256_sub_epi32(t173, _mm256_set1_epi32(23));
                __m256i t175 = _mm256_min_epu32(t173, t174);
                if (x_vec_4 >= t134) {
                    break;
                }
                t5 = (vcc_v8_int)t172;
                t6 = (vcc_v8_int)t175;
            }
            t176 = (int)t134;
        } else {
            t176 = 0;
        }
        long t177 = (long)t11 + (long)t176 * -1L;
        unsigned long t178 = (unsigned long)t128;
        unsigned long t179 = (unsigned long)t129;
        long t180 = (long)((unsigned long)t129 + (unsigned long)((long)t176 * 4L) - ((unsigned long)t128 + (unsigned long)((long)t176 * 4L)));
        int t181 = (int)((unsigned int)t176 * 13U);
        int t182 = (int)((unsigned int)t176 * 7U);
        if ((t177 >= 8L) & (((t178 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t176 * 4L))) | ((t179 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t176 * 4L))) | ((t180 <= 0L) | (t180 >= 32L))) & (t181 >= 0) & (t182 >= 0)) {
            long t183 = t177 & -8L;
            __m256i t184 = _mm256_set1_epi32((int)(t181 % 29));
            __m256i t185 = _mm256_add_epi32(t184, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t186 = _mm256_sub_epi32(t185, _mm256_set1_epi32(29));
            vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t185, t186);
            __m256i t187 = _mm256_set1_epi32((int)(t182 % 23));
            __m256i t188 = _mm256_add_epi32(t187, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t189 = _mm256_sub_epi32(t188, _mm256_set1_epi32(23));
            vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t188, t189);
            long x_vec_5 = 0L;
            /* vcc: loop at outer_more.c:93 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t190 = (long)t176 + x_vec_5;
                __m256i t191 = _mm256_sub_epi32((__m256i)t7, _mm256_set1_epi32(14));
                _mm256_storeu_si256((__m256i *)(ta + t190), t191);
                __m256i t192 = _mm256_sub_epi32((__m256i)t8, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(tb + t190), t192);
                x_vec_5 += 8L;
                __m256i t193 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(17));
                __m256i t194 = _mm256_sub_epi32(t193, _mm256_set1_epi32(29));
                __m256i t195 = _mm256_min_epu32(t193, t194);
                __m256i t196 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(10));
                __m256i t197 = _mm256_sub_epi32(t196, _mm256_set1_epi32(23));
                __m256i t198 = _mm256_min_epu32(t196, t197);
                if (x_vec_5 >= t183) {
                    break;
                }
                t7 = (vcc_v8_int)t195;
                t8 = (vcc_v8_int)t198;
            }
            t199 = (int)((long)t176 + t183);
        } else {
            t199 = t176;
        }
        long t200 = (long)t11 + (long)t199 * -1L;
        unsigned long t201 = (unsigned long)t128;
        unsigned long t202 = (unsigned long)t129;
        long t203 = (long)((unsigned long)t129 + (unsigned long)((long)t199 * 4L) - ((unsigned long)t128 + (unsigned long)((long)t199 * 4L)));
        int t204 = (int)((unsigned int)t199 * 13U);
        int t205 = (int)((unsigned int)t199 * 7U);
        if ((t200 >= 1L) & (t200 <= 8L) & (((t201 + (unsigned long)((long)t199 * 4L + 4L + (t200 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t199 * 4L))) | ((t202 + (unsigned long)((long)t199 * 4L + 4L + (t200 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t199 * 4L))) | ((t203 <= 0L) | (t203 >= 32L))) & (t204 >= 0) & (t205 >= 0)) {
            __m256i t206 = _mm256_set1_epi32((int)(int)t200);
            __m256i t207 = _mm256_cmpgt_epi32(t206, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t208 = _mm256_set1_epi32((int)(t204 % 29));
            __m256i t209 = _mm256_add_epi32(t208, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t210 = _mm256_sub_epi32(t209, _mm256_set1_epi32(29));
            __m256i t211 = _mm256_min_epu32(t209, t210);
            __m256i t212 = _mm256_set1_epi32((int)(t205 % 23));
            __m256i t213 = _mm256_add_epi32(t212, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t214 = _mm256_sub_epi32(t213, _mm256_set1_epi32(23));
            __m256i t215 = _mm256_min_epu32(t213, t214);
            long t216 = (long)t199;
            __m256i t217 = _mm256_sub_epi32(t211, _mm256_set1_epi32(14));
            _mm256_mask_storeu_epi32(ta + t216, _mm256_movepi32_mask(t207), t217);
            __m256i t218 = _mm256_sub_epi32(t215, _mm256_set1_epi32(11));
            _mm256_mask_storeu_epi32(tb + t216, _mm256_movepi32_mask(t207), t218);
            x_2 = (int)((long)t199 + t200);
        } else {
            x_2 = t199;
        }
        for (; x_2 < t11; x_2++) {
            long t219 = (long)x_2;
            ta[t219] = x_2 * 13 % 29 - 14;
            tb[t219] = x_2 * 7 % 23 - 11;
        }
        tri_conv(t11, ta, tb, tc);
        long t220 = (long)t11;
        if ((t220 >= 16L) & 1) {
            long t221 = t220 & -16L;
            __m128i t222 = _mm_set1_epi32(0);
            __m128i t223 = _mm_add_epi32(t222, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t224 = _mm_sub_epi32(t223, _mm_set1_epi32(9));
            vcc_v4_int t9 = (vcc_v4_int)_mm_min_epu32(t223, t224);
            long x_vec_6 = 0L;
            __m256i si_v = _mm256_set1_epi64x((long long)0LL);
            __m256i si_v_1 = _mm256_set1_epi64x((long long)0LL);
            __m256i si_v_2 = _mm256_set1_epi64x((long long)0LL);
            __m256i si_v_3 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at outer_more.c:95 vectorized: VF 4, UF 4, the remainder at 95:62 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i tc_v = _mm_loadu_si128((const __m128i *)(tc + x_vec_6));
                __m256i t225 = _mm256_cvtepi32_epi64(tc_v);
                __m128i t226 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(1));
                __m256i t227 = _mm256_cvtepi32_epi64(t226);
                __m256i t228 = _mm256_mul_epi32(t225, t227);
                si_v = _mm256_add_epi64(si_v, t228);
                __m128i tc_v_1 = _mm_loadu_si128((const __m128i *)(tc + (x_vec_6 + 4L)));
                __m256i t229 = _mm256_cvtepi32_epi64(tc_v_1);
                __m128i t230 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(4));
                __m128i t231 = _mm_sub_epi32(t230, _mm_set1_epi32(9));
                __m128i t232 = _mm_min_epu32(t230, t231);
                __m128i t233 = _mm_add_epi32(t232, _mm_set1_epi32(1));
                __m256i t234 = _mm256_cvtepi32_epi64(t233);
                __m256i t235 = _mm256_mul_epi32(t229, t234);
                si_v_1 = _mm256_add_epi64(si_v_1, t235);
                __m128i tc_v_2 = _mm_loadu_si128((const __m128i *)(tc + (x_vec_6 + 8L)));
                __m256i t236 = _mm256_cvtepi32_epi64(tc_v_2);
                __m128i t237 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(8));
                __m128i t238 = _mm_sub_epi32(t237, _mm_set1_epi32(9));
                __m128i t239 = _mm_min_epu32(t237, t238);
                __m128i t240 = _mm_add_epi32(t239, _mm_set1_epi32(1));
                __m256i t241 = _mm256_cvtepi32_epi64(t240);
                __m256i t242 = _mm256_mul_epi32(t236, t241);
                si_v_2 = _mm256_add_epi64(si_v_2, t242);
                __m128i tc_v_3 = _mm_loadu_si128((const __m128i *)(tc + (x_vec_6 + 12L)));
                __m256i t243 = _mm256_cvtepi32_epi64(tc_v_3);
                __m128i t244 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(3));
                __m128i t245 = _mm_sub_epi32(t244, _mm_set1_epi32(9));
                __m128i t246 = _mm_min_epu32(t244, t245);
                __m128i t247 = _mm_add_epi32(t246, _mm_set1_epi32(1));
                __m256i t248 = _mm256_cvtepi32_epi64(t247);
                __m256i t249 = _mm256_mul_epi32(t243, t248);
                si_v_3 = _mm256_add_epi64(si_v_3, t249);
                x_vec_6 += 16L;
                __m128i t250 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(7));
                __m128i t251 = _mm_sub_epi32(t250, _mm_set1_epi32(9));
                __m128i t252 = _mm_min_epu32(t250, t251);
                if (x_vec_6 >= t221) {
                    break;
                }
                t9 = (vcc_v4_int)t252;
            }
            __m256i t253 = _mm256_add_epi64(si_v, si_v_1);
            __m256i t254 = _mm256_add_epi64(t253, si_v_2);
            __m256i t255 = _mm256_add_epi64(t254, si_v_3);
            t256 = (int)t221;
            t257 = (long)vcc_avx2_reduce_epi64(t255, _mm_add_epi64, unsigned long);
        } else {
            t256 = 0;
            t257 = 0L;
        }
        long t258 = (long)t11 + (long)t256 * -1L;
        if ((t258 >= 4L) & (t256 >= 0)) {
            long t259 = t258 & -4L;
            __m128i t260 = _mm_set1_epi32((int)(t256 % 9));
            __m128i t261 = _mm_add_epi32(t260, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t262 = _mm_sub_epi32(t261, _mm_set1_epi32(9));
            vcc_v4_int t10 = (vcc_v4_int)_mm_min_epu32(t261, t262);
            long x_vec_7 = 0L;
            __m256i si_v_4 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at outer_more.c:95 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i tc_v_4 = _mm_loadu_si128((const __m128i *)(tc + ((long)t256 + x_vec_7)));
                __m256i t263 = _mm256_cvtepi32_epi64(tc_v_4);
                __m128i t264 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(1));
                __m256i t265 = _mm256_cvtepi32_epi64(t264);
                __m256i t266 = _mm256_mul_epi32(t263, t265);
                si_v_4 = _mm256_add_epi64(si_v_4, t266);
                x_vec_7 += 4L;
                __m128i t267 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(4));
                __m128i t268 = _mm_sub_epi32(t267, _mm_set1_epi32(9));
                __m128i t269 = _mm_min_epu32(t267, t268);
                if (x_vec_7 >= t259) {
                    break;
                }
                t10 = (vcc_v4_int)t269;
            }
            x_3 = (int)((long)t256 + t259);
            si = (long)((unsigned long)t257 + vcc_avx2_reduce_epi64(si_v_4, _mm_add_epi64, unsigned long));
        } else {
            x_3 = t256;
            si = t257;
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
            long t270 = (long)x_5;
            int t271 = x_5 + 1;
            s_3 += (double)(o[t270] * (float)t271);
            si_1 += (long)(oi[t270] * (x_5 + 3));
            x_5 = t271;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t126, w4);
            (_mm256_zeroupper(), window1(n - 2, t126, w1));
        }
        double s_1 = s_3;
        for (int x_6 = 0; (x_6 + 2) < t11; x_6++) {
            s_1 += (double)(w4[x_6] * (float)(x_6 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_7 = 0; (x_7 + 2) < n; x_7++) {
            s_2 += (double)w1[x_7];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si_1, (double)(_mm256_zeroupper(), red(n, n, t126)));
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
