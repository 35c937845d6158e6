/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
static inline __attribute__((unused)) __m128i vcc_sse2_mullo_epi32(__m128i a, __m128i b) { __m128i even = _mm_mul_epu32(a, b), odd = _mm_mul_epu32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32)); return _mm_unpacklo_epi32(_mm_shuffle_epi32(even, 0x08), _mm_shuffle_epi32(odd, 0x08)); }
#define vcc_sse2_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, vcc_sse2_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

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
void mm_outer_i(int n, const float *a, const float *b, float *c) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:13 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        for (int t2 = 0; t2 < n; t2++) {
            __m128 t1 = _mm_set1_ps(0.0f);
            for (int t3 = 0; t3 < n; t3++) {
                vcc_v4_long t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
                vcc_v4_long t9 = vcc_splat(vcc_v4_long, 1L * (long)n);
                vcc_v4_long t10 = (vcc_v4_long){0L, 1L, 2L, 3L} * t9;
                vcc_v4_long t11 = t8 + t10;
                __m128 t12 = (__m128)vcc_gather(vcc_v4_float, a + (i_1 * n + t3), t11);
                __m128 t13 = _mm_set1_ps(b[t3 * n + t2]);
                __m128 t14 = _mm_mul_ps(t12, t13);
                t1 = _mm_add_ps(t1, t14);
            }
            vcc_v4_long t4 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t5 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t6 = (vcc_v4_long){0L, 1L, 2L, 3L} * t5;
            vcc_v4_long t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, (vcc_v4_float)t1);
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
void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    __m128 t1;
    __m128 t2;
    unsigned int j;
    float s_1;
    __m128i t14;
    __m128 t16;
    unsigned int j_1 = 0U;
    /* vcc: loop at outer_more.c:22 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 4U) {
            j = j_1;
            break;
        }
        unsigned int t4 = 0U;
        for (t1 = _mm_set1_ps(0.0f); t4 < m; t1 = vcc_sse2_blendv_ps(t2, t16, _mm_castsi128_ps(t14)), t4++) {
            __m128i t5 = _mm_set1_epi32((int)(t4 * n));
            __m128i t6 = _mm_set1_epi32((int)j_1);
            __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t8 = _mm_add_epi32(t5, t7);
            vcc_v4_long t9 = __builtin_convertvector((vcc_v4_uint)t8, vcc_v4_long);
            vcc_v4_long t10 = (vcc_v4_long){0} + t9;
            __m128 t11 = (__m128)vcc_gather(vcc_v4_float, x, t10);
            __m128 t12 = _mm_set1_ps(0.5f);
            __m128i t13 = _mm_castps_si128(_mm_cmpgt_ps(t11, t12));
            t14 = (__m128i)~(vcc_m4)t13;
            __m128 t15 = _mm_mul_ps(t11, t11);
            t16 = _mm_sub_ps(t1, t15);
            if ((_mm_movemask_epi8(t13) != 0)) {
                __m128 t21 = _mm_sqrt_ps(t11);
                t2 = _mm_add_ps(t1, t21);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
            }
        }
        __m128i t17 = _mm_set1_epi32((int)j_1);
        __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        vcc_v4_long t19 = __builtin_convertvector((vcc_v4_uint)t18, vcc_v4_long);
        vcc_v4_long t20 = (vcc_v4_long){0} + t19;
        vcc_scatter(out, t20, (vcc_v4_float)t1);
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
void divs(long n, int m, const int *restrict x, int *restrict out) {
    int t15;
    int t16;
    int k;
    int s;
    for (long j = 0L; j < n; j++) {
        long t1 = (long)m + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            __m128i t3 = _mm_set1_epi32(1);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec = 0L;
            vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at outer_more.c:34 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i x_v = _mm_set1_epi32((int)x[j]);
                __m128i t4 = vcc_sse_div_epi32(x_v, (__m128i)k_v);
                __m128i t5 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(1));
                __m128i t6 = vcc_sse2_rem_epi32(x_v, t5);
                __m128i t7 = _mm_add_epi32(t4, t6);
                s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t7);
                __m128i t8 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                __m128i x_v_1 = _mm_set1_epi32((int)x[j]);
                __m128i t9 = vcc_sse_div_epi32(x_v_1, t8);
                __m128i t10 = _mm_add_epi32(t8, _mm_set1_epi32(1));
                __m128i t11 = vcc_sse2_rem_epi32(x_v_1, t10);
                __m128i t12 = _mm_add_epi32(t9, t11);
                s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t12);
                k_vec += 8L;
                __m128i t13 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                if (k_vec >= t2) {
                    break;
                }
                k_v = (vcc_v4_uint)t13;
            }
            __m128i t14 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
            t15 = (int)(1L + t2);
            t16 = (int)vcc_sse_reduce_epi32(t14, _mm_add_epi32, unsigned int);
        } else {
            t15 = 1;
            t16 = 0;
        }
        long t17 = (long)m + (long)t15 * -1L;
        if (t17 >= 4L) {
            long t18 = t17 & -4L;
            __m128i t19 = _mm_set1_epi32((int)t15);
            vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t19, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_1 = 0L;
            vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at outer_more.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i x_v_2 = _mm_set1_epi32((int)x[j]);
                __m128i t20 = vcc_sse_div_epi32(x_v_2, (__m128i)k_v_1);
                __m128i t21 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(1));
                __m128i t22 = vcc_sse2_rem_epi32(x_v_2, t21);
                __m128i t23 = _mm_add_epi32(t20, t22);
                s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t23);
                k_vec_1 += 4L;
                __m128i t24 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                if (k_vec_1 >= t18) {
                    break;
                }
                k_v_1 = (vcc_v4_uint)t24;
            }
            k = (int)((long)t15 + t18);
            s = (int)((unsigned int)t16 + vcc_sse_reduce_epi32((__m128i)s_v_2, _mm_add_epi32, unsigned int));
        } else {
            k = t15;
            s = t16;
        }
        while (k < m) {
            int t25 = x[j];
            int t26 = k + 1;
            s += t25 / k + t25 % t26;
            k = t26;
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
void window4(int n, const float *a, float *out) {
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
void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int t;
    int t17;
    int t18;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i + 1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            vcc_v4_uint t_v = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint t_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint t_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint t_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at outer_more.c:73 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                __m128i a_v = _mm_loadu_si128((const __m128i *)(a + j_vec));
                __m128i t3 = _mm_loadu_si128((const __m128i *)(b + (i - (int)j_vec) + -3));
                __m128i b_v = _mm_shuffle_epi32(t3, 0x1b);
                __m128i t4 = (__m128i)((vcc_v4_int)a_v * (vcc_v4_int)b_v);
                t_v = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v, t4);
                long t5 = j_vec + 4L;
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
                __m128i t6 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t5) + -3));
                __m128i b_v_1 = _mm_shuffle_epi32(t6, 0x1b);
                __m128i t7 = (__m128i)((vcc_v4_int)a_v_1 * (vcc_v4_int)b_v_1);
                t_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_1, t7);
                long t8 = j_vec + 8L;
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
                __m128i t9 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t8) + -3));
                __m128i b_v_2 = _mm_shuffle_epi32(t9, 0x1b);
                __m128i t10 = (__m128i)((vcc_v4_int)a_v_2 * (vcc_v4_int)b_v_2);
                t_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_2, t10);
                long t11 = j_vec + 12L;
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
                __m128i t12 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t11) + -3));
                __m128i b_v_3 = _mm_shuffle_epi32(t12, 0x1b);
                __m128i t13 = (__m128i)((vcc_v4_int)a_v_3 * (vcc_v4_int)b_v_3);
                t_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_3, t13);
                j_vec += 16L;
            } while (j_vec < t2);
            __m128i t14 = _mm_add_epi32((__m128i)t_v, (__m128i)t_v_1);
            __m128i t15 = _mm_add_epi32(t14, (__m128i)t_v_2);
            __m128i t16 = _mm_add_epi32(t15, (__m128i)t_v_3);
            t17 = (int)t2;
            t18 = (int)vcc_sse_reduce_epi32(t16, _mm_add_epi32, unsigned int);
        } else {
            t17 = 0;
            t18 = 0;
        }
        long t19 = (long)i + (long)t17 * -1L + 1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long j_vec_1 = 0L;
            vcc_v4_uint t_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at outer_more.c:73 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t21 = (long)t17 + j_vec_1;
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
                __m128i t22 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t21) + -3));
                __m128i b_v_4 = _mm_shuffle_epi32(t22, 0x1b);
                __m128i t23 = (__m128i)((vcc_v4_int)a_v_4 * (vcc_v4_int)b_v_4);
                t_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_4, t23);
                j_vec_1 += 4L;
            } while (j_vec_1 < t20);
            j = (int)((long)t17 + t20);
            t = (int)((unsigned int)t18 + vcc_sse_reduce_epi32((__m128i)t_v_4, _mm_add_epi32, unsigned int));
        } else {
            j = t17;
            t = t18;
        }
        for (; j <= i; j++) {
            t += a[j] * b[i - j];
        }
        c[i] = t;
    }
}

int main(void) {
    int sizes[7];
    long si;
    int t80;
    int x;
    int t125;
    int x_1;
    int t192;
    int x_2;
    int t271;
    long t272;
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
            __m128i t21 = _mm_set1_epi32(0);
            __m128i t22 = _mm_add_epi32(t21, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t23 = _mm_cmpgt_epi32(t22, _mm_set1_epi32(10));
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t23, _mm_set1_epi32(11)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t22, t24);
            __m128i t25 = _mm_set1_epi32(0);
            __m128i t26 = _mm_add_epi32(t25, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(12));
            __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(13)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t26, t28);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:86 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 86:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 86:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t29 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + x_vec, t30);
                __m128 t31 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t32 = _mm_mul_ps(t31, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + x_vec, t32);
                long t33 = x_vec + 4L;
                __m128i t34 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t35 = _mm_cmpgt_epi32(t34, _mm_set1_epi32(10));
                __m128i t36 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t35, _mm_set1_epi32(11)); });
                __m128i t37 = _mm_sub_epi32(t34, t36);
                __m128 t38 = _mm_cvtepi32_ps(t37);
                __m128 t39 = _mm_mul_ps(t38, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t33, t39);
                __m128i t40 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
                __m128i t41 = _mm_cmpgt_epi32(t40, _mm_set1_epi32(12));
                __m128i t42 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t41, _mm_set1_epi32(13)); });
                __m128i t43 = _mm_sub_epi32(t40, t42);
                __m128 t44 = _mm_cvtepi32_ps(t43);
                __m128 t45 = _mm_mul_ps(t44, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t33, t45);
                long t46 = x_vec + 8L;
                __m128i t47 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t48 = _mm_cmpgt_epi32(t47, _mm_set1_epi32(10));
                __m128i t49 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t48, _mm_set1_epi32(11)); });
                __m128i t50 = _mm_sub_epi32(t47, t49);
                __m128 t51 = _mm_cvtepi32_ps(t50);
                __m128 t52 = _mm_mul_ps(t51, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t46, t52);
                __m128i t53 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t54 = _mm_cmpgt_epi32(t53, _mm_set1_epi32(12));
                __m128i t55 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t54, _mm_set1_epi32(13)); });
                __m128i t56 = _mm_sub_epi32(t53, t55);
                __m128 t57 = _mm_cvtepi32_ps(t56);
                __m128 t58 = _mm_mul_ps(t57, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t46, t58);
                long t59 = x_vec + 12L;
                __m128i t60 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                __m128i t61 = _mm_cmpgt_epi32(t60, _mm_set1_epi32(10));
                __m128i t62 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t61, _mm_set1_epi32(11)); });
                __m128i t63 = _mm_sub_epi32(t60, t62);
                __m128 t64 = _mm_cvtepi32_ps(t63);
                __m128 t65 = _mm_mul_ps(t64, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t59, t65);
                __m128i t66 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                __m128i t67 = _mm_cmpgt_epi32(t66, _mm_set1_epi32(12));
                __m128i t68 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t67, _mm_set1_epi32(13)); });
                __m128i t69 = _mm_sub_epi32(t66, t68);
                __m128 t70 = _mm_cvtepi32_ps(t69);
                __m128 t71 = _mm_mul_ps(t70, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t59, t71);
                x_vec += 16L;
                __m128i t72 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                __m128i t73 = _mm_cmpgt_epi32(t72, _mm_set1_epi32(10));
                __m128i t74 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t73, _mm_set1_epi32(11)); });
                __m128i t75 = _mm_sub_epi32(t72, t74);
                __m128i t76 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                __m128i t77 = _mm_cmpgt_epi32(t76, _mm_set1_epi32(12));
                __m128i t78 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t77, _mm_set1_epi32(13)); });
                __m128i t79 = _mm_sub_epi32(t76, t78);
                if (x_vec >= t20) {
                    break;
                }
                t1 = (vcc_v4_int)t75;
                t2 = (vcc_v4_int)t79;
            }
            t80 = (int)t20;
        } else {
            t80 = 0;
        }
        long t81 = (long)t11 + (long)t80 * -1L;
        unsigned long t82 = (unsigned long)t13;
        unsigned long t83 = (unsigned long)t14;
        long t84 = (long)((unsigned long)t14 + (unsigned long)((long)t80 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t80 * 4L)));
        int t85 = (int)((unsigned int)t80 * 7U);
        int t86 = (int)((unsigned int)t80 * 5U);
        if ((t81 >= 4L) & (((t82 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t83 + (unsigned long)((long)t80 * 4L))) | ((t83 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t80 * 4L))) | ((t84 <= 0L) | (t84 >= 16L))) & (t85 >= 0) & (t86 >= 0)) {
            long t87 = t81 & -4L;
            __m128i t88 = _mm_set1_epi32((int)(t85 % 11));
            __m128i t89 = _mm_add_epi32(t88, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t90 = _mm_cmpgt_epi32(t89, _mm_set1_epi32(10));
            __m128i t91 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t90, _mm_set1_epi32(11)); });
            vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t89, t91);
            __m128i t92 = _mm_set1_epi32((int)(t86 % 13));
            __m128i t93 = _mm_add_epi32(t92, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t94 = _mm_cmpgt_epi32(t93, _mm_set1_epi32(12));
            __m128i t95 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t94, _mm_set1_epi32(13)); });
            vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t93, t95);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:86 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t96 = (long)t80 + x_vec_1;
                __m128 t97 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t98 = _mm_mul_ps(t97, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t96, t98);
                __m128 t99 = _mm_cvtepi32_ps((__m128i)t4);
                __m128 t100 = _mm_mul_ps(t99, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t96, t100);
                x_vec_1 += 4L;
                __m128i t101 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                __m128i t102 = _mm_cmpgt_epi32(t101, _mm_set1_epi32(10));
                __m128i t103 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t102, _mm_set1_epi32(11)); });
                __m128i t104 = _mm_sub_epi32(t101, t103);
                __m128i t105 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(7));
                __m128i t106 = _mm_cmpgt_epi32(t105, _mm_set1_epi32(12));
                __m128i t107 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t106, _mm_set1_epi32(13)); });
                __m128i t108 = _mm_sub_epi32(t105, t107);
                if (x_vec_1 >= t87) {
                    break;
                }
                t3 = (vcc_v4_int)t104;
                t4 = (vcc_v4_int)t108;
            }
            x = (int)((long)t80 + t87);
        } else {
            x = t80;
        }
        for (; x < t11; x++) {
            long t109 = (long)x;
            a[t109] = (float)(x * 7 % 11) * 0.3f;
            b[t109] = (float)(x * 5 % 13) * 0.1f;
        }
        long t110 = (long)n;
        if (t110 >= 16L) {
            long t111 = t110 & -16L;
            __m128i t112 = _mm_set1_epi32(0);
            vcc_v4_uint x_v = (vcc_v4_uint)_mm_add_epi32(t112, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:87 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t113 = (__m128i)((vcc_v4_int)(__m128i)x_v * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + x_vec_2), t114);
                __m128i t115 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(4));
                __m128i t116 = (__m128i)((vcc_v4_int)t115 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t117 = _mm_sub_epi32(t116, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 4L)), t117);
                __m128i t118 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(8));
                __m128i t119 = (__m128i)((vcc_v4_int)t118 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t120 = _mm_sub_epi32(t119, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 8L)), t120);
                __m128i t121 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(12));
                __m128i t122 = (__m128i)((vcc_v4_int)t121 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t123 = _mm_sub_epi32(t122, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 12L)), t123);
                x_vec_2 += 16L;
                __m128i t124 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(16));
                if (x_vec_2 >= t111) {
                    break;
                }
                x_v = (vcc_v4_uint)t124;
            }
            t125 = (int)t111;
        } else {
            t125 = 0;
        }
        long t126 = (long)n + (long)t125 * -1L;
        if (t126 >= 4L) {
            long t127 = t126 & -4L;
            __m128i t128 = _mm_set1_epi32((int)t125);
            vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_add_epi32(t128, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t129 = (__m128i)((vcc_v4_int)(__m128i)x_v_1 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t130 = _mm_sub_epi32(t129, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + ((long)t125 + x_vec_3)), t130);
                x_vec_3 += 4L;
                __m128i t131 = _mm_add_epi32((__m128i)x_v_1, _mm_set1_epi32(4));
                if (x_vec_3 >= t127) {
                    break;
                }
                x_v_1 = (vcc_v4_uint)t131;
            }
            x_1 = (int)((long)t125 + t127);
        } else {
            x_1 = t125;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t132 = a;
        mm_outer_i(n, t132, b, c);
        unsigned int t133 = (unsigned int)n;
        norms(t133, t133, t132, o);
        divs((long)n, 9, xi, oi);
        void *t134 = malloc(t12);
        int *ta = (int *)t134;
        void *t135 = malloc(t12);
        int *tb = (int *)t135;
        int *tc = (int *)malloc(t12);
        long t136 = (long)t11;
        unsigned long t137 = (unsigned long)t134;
        unsigned long t138 = (unsigned long)t135;
        long t139 = (long)((unsigned long)t135 - (unsigned long)t134);
        if ((t136 >= 16L) & (((t137 + (unsigned long)(4L + (t136 - 1L) * 4L)) <= t138) | ((t138 + (unsigned long)(4L + (t136 - 1L) * 4L)) <= t137) | ((t139 <= 0L) | (t139 >= 64L))) & 1 & 1) {
            long t140 = t136 & -16L;
            __m128i t141 = _mm_set1_epi32(0);
            __m128i t142 = _mm_add_epi32(t141, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t143 = _mm_cmpgt_epi32(t142, _mm_set1_epi32(28));
            __m128i t144 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t143, _mm_set1_epi32(29)); });
            vcc_v4_int t5 = (vcc_v4_int)_mm_sub_epi32(t142, t144);
            __m128i t145 = _mm_set1_epi32(0);
            __m128i t146 = _mm_add_epi32(t145, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t147 = _mm_cmpgt_epi32(t146, _mm_set1_epi32(22));
            __m128i t148 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t147, _mm_set1_epi32(23)); });
            vcc_v4_int t6 = (vcc_v4_int)_mm_sub_epi32(t146, t148);
            long x_vec_4 = 0L;
            /* vcc: loop at outer_more.c:93 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 93:51 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 93:77 by 23 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t149 = _mm_sub_epi32((__m128i)t5, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + x_vec_4), t149);
                __m128i t150 = _mm_sub_epi32((__m128i)t6, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + x_vec_4), t150);
                long t151 = x_vec_4 + 4L;
                __m128i t152 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(23));
                __m128i t153 = _mm_cmpgt_epi32(t152, _mm_set1_epi32(28));
                __m128i t154 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t153, _mm_set1_epi32(29)); });
                __m128i t155 = _mm_sub_epi32(t152, t154);
                __m128i t156 = _mm_sub_epi32(t155, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t151), t156);
                __m128i t157 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(5));
                __m128i t158 = _mm_cmpgt_epi32(t157, _mm_set1_epi32(22));
                __m128i t159 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t158, _mm_set1_epi32(23)); });
                __m128i t160 = _mm_sub_epi32(t157, t159);
                __m128i t161 = _mm_sub_epi32(t160, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t151), t161);
                long t162 = x_vec_4 + 8L;
                __m128i t163 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(17));
                __m128i t164 = _mm_cmpgt_epi32(t163, _mm_set1_epi32(28));
                __m128i t165 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t164, _mm_set1_epi32(29)); });
                __m128i t166 = _mm_sub_epi32(t163, t165);
                __m128i t167 = _mm_sub_epi32(t166, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t162), t167);
                __m128i t168 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(10));
                __m128i t169 = _mm_cmpgt_epi32(t168, _mm_set1_epi32(22));
                __m128i t170 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t169, _mm_set1_epi32(23)); });
                __m128i t171 = _mm_sub_epi32(t168, t170);
                __m128i t172 = _mm_sub_epi32(t171, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t162), t172);
                long t173 = x_vec_4 + 12L;
                __m128i t174 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(11));
                __m128i t175 = _mm_cmpgt_epi32(t174, _mm_set1_epi32(28));
                __m128i t176 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t175, _mm_set1_epi32(29)); });
                __m128i t177 = _mm_sub_epi32(t174, t176);
                __m128i t178 = _mm_sub_epi32(t177, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t173), t178);
                __m128i t179 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(15));
                __m128i t180 = _mm_cmpgt_epi32(t179, _mm_set1_epi32(22));
                __m128i t181 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t180, _mm_set1_epi32(23)); });
                __m128i t182 = _mm_sub_epi32(t179, t181);
                __m128i t183 = _mm_sub_epi32(t182, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t173), t183);
                x_vec_4 += 16L;
                __m128i t184 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(5));
                __m128i t185 = _mm_cmpgt_epi32(t184, _mm_set1_epi32(28));
                __m128i t186 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t185, _mm_set1_epi32(29)); });
                __m128i t187 = _mm_sub_epi32(t184, t186);
                __m128i t188 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(20));
                __m128i t189 = _mm_cmpgt_epi32(t188, _mm_set1_epi32(22));
                __m128i t190 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t189, _mm_set1_epi32(23)); });
                __m128i t191 = _mm_sub_epi32(t188, t190);
                if (x_vec_4 >= t140) {
                    break;
                }
                t5 = (vcc_v4_int)t187;
                t6 = (vcc_v4_int)t191;
            }
            t192 = (int)t140;
        } else {
            t192 = 0;
        }
        long t193 = (long)t11 + (long)t192 * -1L;
        unsigned long t194 = (unsigned long)t134;
        unsigned long t195 = (unsigned long)t135;
        long t196 = (long)((unsigned long)t135 + (unsigned long)((long)t192 * 4L) - ((unsigned long)t134 + (unsigned long)((long)t192 * 4L)));
        int t197 = (int)((unsigned int)t192 * 13U);
        int t198 = (int)((unsigned int)t192 * 7U);
        if ((t193 >= 4L) & (((t194 + (unsigned long)((long)t192 * 4L + 4L + (t193 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t192 * 4L))) | ((t195 + (unsigned long)((long)t192 * 4L + 4L + (t193 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t192 * 4L))) | ((t196 <= 0L) | (t196 >= 16L))) & (t197 >= 0) & (t198 >= 0)) {
            long t199 = t193 & -4L;
            __m128i t200 = _mm_set1_epi32((int)(t197 % 29));
            __m128i t201 = _mm_add_epi32(t200, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t202 = _mm_cmpgt_epi32(t201, _mm_set1_epi32(28));
            __m128i t203 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t202, _mm_set1_epi32(29)); });
            vcc_v4_int t7 = (vcc_v4_int)_mm_sub_epi32(t201, t203);
            __m128i t204 = _mm_set1_epi32((int)(t198 % 23));
            __m128i t205 = _mm_add_epi32(t204, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t206 = _mm_cmpgt_epi32(t205, _mm_set1_epi32(22));
            __m128i t207 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t206, _mm_set1_epi32(23)); });
            vcc_v4_int t8 = (vcc_v4_int)_mm_sub_epi32(t205, t207);
            long x_vec_5 = 0L;
            /* vcc: loop at outer_more.c:93 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t208 = (long)t192 + x_vec_5;
                __m128i t209 = _mm_sub_epi32((__m128i)t7, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t208), t209);
                __m128i t210 = _mm_sub_epi32((__m128i)t8, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t208), t210);
                x_vec_5 += 4L;
                __m128i t211 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(23));
                __m128i t212 = _mm_cmpgt_epi32(t211, _mm_set1_epi32(28));
                __m128i t213 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t212, _mm_set1_epi32(29)); });
                __m128i t214 = _mm_sub_epi32(t211, t213);
                __m128i t215 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(5));
                __m128i t216 = _mm_cmpgt_epi32(t215, _mm_set1_epi32(22));
                __m128i t217 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t216, _mm_set1_epi32(23)); });
                __m128i t218 = _mm_sub_epi32(t215, t217);
                if (x_vec_5 >= t199) {
                    break;
                }
                t7 = (vcc_v4_int)t214;
                t8 = (vcc_v4_int)t218;
            }
            x_2 = (int)((long)t192 + t199);
        } else {
            x_2 = t192;
        }
        for (; x_2 < t11; x_2++) {
            long t219 = (long)x_2;
            ta[t219] = x_2 * 13 % 29 - 14;
            tb[t219] = x_2 * 7 % 23 - 11;
        }
        tri_conv(t11, ta, tb, tc);
        long t220 = (long)t11;
        if ((t220 >= 8L) & 1) {
            long t221 = t220 & -8L;
            vcc_v2_int t222 = (vcc_v2_int){0, 0};
            vcc_v2_int t223 = t222 + (vcc_v2_int){0, 1};
            __m128i t224 = (__m128i)__builtin_convertvector(t223 > (vcc_v2_int){8, 8}, vcc_m2);
            vcc_v2_uint t225 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t224, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t226 = (vcc_v2_uint)t223;
            vcc_v2_uint t227 = t226 - t225;
            vcc_v2_int t9 = (vcc_v2_int)t227;
            long x_vec_6 = 0L;
            __m128i si_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i si_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i si_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i si_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at outer_more.c:95 vectorized: VF 2, UF 4, the remainder at 95:62 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int tc_v = vcc_load(vcc_v2_int, tc + x_vec_6);
                __m128i t228 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v));
                vcc_v2_int t229 = t9 + (vcc_v2_int){1, 1};
                __m128i t230 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t229));
                __m128i t231 = (__m128i)((vcc_v2_long)t228 * (vcc_v2_long)t230);
                si_v = _mm_add_epi64(si_v, t231);
                vcc_v2_int tc_v_1 = vcc_load(vcc_v2_int, tc + (x_vec_6 + 2L));
                __m128i t232 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_1));
                vcc_v2_int t233 = t9 + (vcc_v2_int){2, 2};
                __m128i t234 = (__m128i)__builtin_convertvector(t233 > (vcc_v2_int){8, 8}, vcc_m2);
                vcc_v2_uint t235 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t234, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t236 = (vcc_v2_uint)t233;
                vcc_v2_uint t237 = t236 - t235;
                vcc_v2_int t238 = (vcc_v2_int)t237;
                vcc_v2_int t239 = t238 + (vcc_v2_int){1, 1};
                __m128i t240 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t239));
                __m128i t241 = (__m128i)((vcc_v2_long)t232 * (vcc_v2_long)t240);
                si_v_1 = _mm_add_epi64(si_v_1, t241);
                vcc_v2_int tc_v_2 = vcc_load(vcc_v2_int, tc + (x_vec_6 + 4L));
                __m128i t242 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_2));
                vcc_v2_int t243 = t9 + (vcc_v2_int){4, 4};
                __m128i t244 = (__m128i)__builtin_convertvector(t243 > (vcc_v2_int){8, 8}, vcc_m2);
                vcc_v2_uint t245 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t244, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t246 = (vcc_v2_uint)t243;
                vcc_v2_uint t247 = t246 - t245;
                vcc_v2_int t248 = (vcc_v2_int)t247;
                vcc_v2_int t249 = t248 + (vcc_v2_int){1, 1};
                __m128i t250 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t249));
                __m128i t251 = (__m128i)((vcc_v2_long)t242 * (vcc_v2_long)t250);
                si_v_2 = _mm_add_epi64(si_v_2, t251);
                vcc_v2_int tc_v_3 = vcc_load(vcc_v2_int, tc + (x_vec_6 + 6L));
                __m128i t252 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_3));
                vcc_v2_int t253 = t9 + (vcc_v2_int){6, 6};
                __m128i t254 = (__m128i)__builtin_convertvector(t253 > (vcc_v2_int){8, 8}, vcc_m2);
                vcc_v2_uint t255 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t254, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t256 = (vcc_v2_uint)t253;
                vcc_v2_uint t257 = t256 - t255;
                vcc_v2_int t258 = (vcc_v2_int)t257;
                vcc_v2_int t259 = t258 + (vcc_v2_int){1, 1};
                __m128i t260 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t259));
                __m128i t261 = (__m128i)((vcc_v2_long)t252 * (vcc_v2_long)t260);
                si_v_3 = _mm_add_epi64(si_v_3, t261);
                x_vec_6 += 8L;
                vcc_v2_int t262 = t9 + (vcc_v2_int){8, 8};
                __m128i t263 = (__m128i)__builtin_convertvector(t262 > (vcc_v2_int){8, 8}, vcc_m2);
                vcc_v2_uint t264 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t263, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t265 = (vcc_v2_uint)t262;
                vcc_v2_uint t266 = t265 - t264;
                vcc_v2_int t267 = (vcc_v2_int)t266;
                if (x_vec_6 >= t221) {
                    break;
                }
                t9 = t267;
            }
            __m128i t268 = _mm_add_epi64(si_v, si_v_1);
            __m128i t269 = _mm_add_epi64(t268, si_v_2);
            __m128i t270 = _mm_add_epi64(t269, si_v_3);
            t271 = (int)t221;
            t272 = (long)vcc_sse_reduce_epi64(t270, _mm_add_epi64, unsigned long);
        } else {
            t271 = 0;
            t272 = 0L;
        }
        long t273 = (long)t11 + (long)t271 * -1L;
        if ((t273 >= 2L) & (t271 >= 0)) {
            long t274 = t273 & -2L;
            vcc_v2_int t275 = vcc_splat(vcc_v2_int, t271 % 9);
            vcc_v2_int t276 = t275 + (vcc_v2_int){0, 1};
            __m128i t277 = (__m128i)__builtin_convertvector(t276 > (vcc_v2_int){8, 8}, vcc_m2);
            vcc_v2_uint t278 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t277, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t279 = (vcc_v2_uint)t276;
            vcc_v2_uint t280 = t279 - t278;
            vcc_v2_int t10 = (vcc_v2_int)t280;
            long x_vec_7 = 0L;
            __m128i si_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at outer_more.c:95 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int tc_v_4 = vcc_load(vcc_v2_int, tc + ((long)t271 + x_vec_7));
                __m128i t281 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_4));
                vcc_v2_int t282 = t10 + (vcc_v2_int){1, 1};
                __m128i t283 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t282));
                __m128i t284 = (__m128i)((vcc_v2_long)t281 * (vcc_v2_long)t283);
                si_v_4 = _mm_add_epi64(si_v_4, t284);
                x_vec_7 += 2L;
                vcc_v2_int t285 = t10 + (vcc_v2_int){2, 2};
                __m128i t286 = (__m128i)__builtin_convertvector(t285 > (vcc_v2_int){8, 8}, vcc_m2);
                vcc_v2_uint t287 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t286, vcc_v2_int), ((vcc_v2_uint){9U, 9U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t288 = (vcc_v2_uint)t285;
                vcc_v2_uint t289 = t288 - t287;
                vcc_v2_int t290 = (vcc_v2_int)t289;
                if (x_vec_7 >= t274) {
                    break;
                }
                t10 = t290;
            }
            x_3 = (int)((long)t271 + t274);
            si = (long)((unsigned long)t272 + vcc_sse_reduce_epi64(si_v_4, _mm_add_epi64, unsigned long));
        } else {
            x_3 = t271;
            si = t272;
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
            long t291 = (long)x_5;
            int t292 = x_5 + 1;
            s_3 += (double)(o[t291] * (float)t292);
            si_1 += (long)(oi[t291] * (x_5 + 3));
            x_5 = t292;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t132, w4);
            window1(n - 2, t132, w1);
        }
        double s_1 = s_3;
        for (int x_6 = 0; (x_6 + 2) < t11; x_6++) {
            s_1 += (double)(w4[x_6] * (float)(x_6 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_7 = 0; (x_7 + 2) < n; x_7++) {
            s_2 += (double)w1[x_7];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si_1, (double)red(n, n, t132));
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
