/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
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
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
#define vcc_sse_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, _mm_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
__attribute__((target("sse4.2"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
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
__attribute__((target("sse4.2"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
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
        for (t1 = _mm_set1_ps(0.0f); t4 < m; t1 = _mm_blendv_ps(t2, t16, _mm_castsi128_ps(t14)), t4++) {
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
            if ((!_mm_testz_si128(t13, t13))) {
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
__attribute__((target("sse4.2"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
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
                __m128i t6 = vcc_sse_rem_epi32(x_v, t5);
                __m128i t7 = _mm_add_epi32(t4, t6);
                s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t7);
                __m128i t8 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                __m128i x_v_1 = _mm_set1_epi32((int)x[j]);
                __m128i t9 = vcc_sse_div_epi32(x_v_1, t8);
                __m128i t10 = _mm_add_epi32(t8, _mm_set1_epi32(1));
                __m128i t11 = vcc_sse_rem_epi32(x_v_1, t10);
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
                __m128i t22 = vcc_sse_rem_epi32(x_v_2, t21);
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
__attribute__((target("sse4.2"))) void window4(int n, const float *a, float *out) {
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
__attribute__((target("sse4.2"))) void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
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
                __m128i t4 = _mm_mullo_epi32(a_v, b_v);
                t_v = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v, t4);
                long t5 = j_vec + 4L;
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
                __m128i t6 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t5) + -3));
                __m128i b_v_1 = _mm_shuffle_epi32(t6, 0x1b);
                __m128i t7 = _mm_mullo_epi32(a_v_1, b_v_1);
                t_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_1, t7);
                long t8 = j_vec + 8L;
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
                __m128i t9 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t8) + -3));
                __m128i b_v_2 = _mm_shuffle_epi32(t9, 0x1b);
                __m128i t10 = _mm_mullo_epi32(a_v_2, b_v_2);
                t_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_2, t10);
                long t11 = j_vec + 12L;
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
                __m128i t12 = _mm_loadu_si128((const __m128i *)(b + (i - (int)t11) + -3));
                __m128i b_v_3 = _mm_shuffle_epi32(t12, 0x1b);
                __m128i t13 = _mm_mullo_epi32(a_v_3, b_v_3);
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
                __m128i t23 = _mm_mullo_epi32(a_v_4, b_v_4);
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

__attribute__((target("sse4.2"))) int main(void) {
    int sizes[7];
    long si;
    int t70;
    int x;
    int t111;
    int x_1;
    int t168;
    int x_2;
    int t238;
    long t239;
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
            __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(11));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t22, t23);
            __m128i t24 = _mm_set1_epi32(0);
            __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(13));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t25, t26);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:86 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 86:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 86:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t27 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t28 = _mm_mul_ps(t27, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + x_vec, t28);
                __m128 t29 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + x_vec, t30);
                long t31 = x_vec + 4L;
                __m128i t32 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t33 = _mm_sub_epi32(t32, _mm_set1_epi32(11));
                __m128i t34 = _mm_min_epu32(t32, t33);
                __m128 t35 = _mm_cvtepi32_ps(t34);
                __m128 t36 = _mm_mul_ps(t35, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t31, t36);
                __m128i t37 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
                __m128i t38 = _mm_sub_epi32(t37, _mm_set1_epi32(13));
                __m128i t39 = _mm_min_epu32(t37, t38);
                __m128 t40 = _mm_cvtepi32_ps(t39);
                __m128 t41 = _mm_mul_ps(t40, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t31, t41);
                long t42 = x_vec + 8L;
                __m128i t43 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t44 = _mm_sub_epi32(t43, _mm_set1_epi32(11));
                __m128i t45 = _mm_min_epu32(t43, t44);
                __m128 t46 = _mm_cvtepi32_ps(t45);
                __m128 t47 = _mm_mul_ps(t46, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t42, t47);
                __m128i t48 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(13));
                __m128i t50 = _mm_min_epu32(t48, t49);
                __m128 t51 = _mm_cvtepi32_ps(t50);
                __m128 t52 = _mm_mul_ps(t51, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t42, t52);
                long t53 = x_vec + 12L;
                __m128i t54 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(11));
                __m128i t56 = _mm_min_epu32(t54, t55);
                __m128 t57 = _mm_cvtepi32_ps(t56);
                __m128 t58 = _mm_mul_ps(t57, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t53, t58);
                __m128i t59 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                __m128i t60 = _mm_sub_epi32(t59, _mm_set1_epi32(13));
                __m128i t61 = _mm_min_epu32(t59, t60);
                __m128 t62 = _mm_cvtepi32_ps(t61);
                __m128 t63 = _mm_mul_ps(t62, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t53, t63);
                x_vec += 16L;
                __m128i t64 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                __m128i t65 = _mm_sub_epi32(t64, _mm_set1_epi32(11));
                __m128i t66 = _mm_min_epu32(t64, t65);
                __m128i t67 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                __m128i t68 = _mm_sub_epi32(t67, _mm_set1_epi32(13));
                __m128i t69 = _mm_min_epu32(t67, t68);
                if (x_vec >= t20) {
                    break;
                }
                t1 = (vcc_v4_int)t66;
                t2 = (vcc_v4_int)t69;
            }
            t70 = (int)t20;
        } else {
            t70 = 0;
        }
        long t71 = (long)t11 + (long)t70 * -1L;
        unsigned long t72 = (unsigned long)t13;
        unsigned long t73 = (unsigned long)t14;
        long t74 = (long)((unsigned long)t14 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t70 * 4L)));
        int t75 = (int)((unsigned int)t70 * 7U);
        int t76 = (int)((unsigned int)t70 * 5U);
        if ((t71 >= 4L) & (((t72 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t70 * 4L))) | ((t73 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t70 * 4L))) | ((t74 <= 0L) | (t74 >= 16L))) & (t75 >= 0) & (t76 >= 0)) {
            long t77 = t71 & -4L;
            __m128i t78 = _mm_set1_epi32((int)(t75 % 11));
            __m128i t79 = _mm_add_epi32(t78, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t80 = _mm_sub_epi32(t79, _mm_set1_epi32(11));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t79, t80);
            __m128i t81 = _mm_set1_epi32((int)(t76 % 13));
            __m128i t82 = _mm_add_epi32(t81, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t83 = _mm_sub_epi32(t82, _mm_set1_epi32(13));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t82, t83);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:86 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t84 = (long)t70 + x_vec_1;
                __m128 t85 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t86 = _mm_mul_ps(t85, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t84, t86);
                __m128 t87 = _mm_cvtepi32_ps((__m128i)t4);
                __m128 t88 = _mm_mul_ps(t87, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t84, t88);
                x_vec_1 += 4L;
                __m128i t89 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                __m128i t90 = _mm_sub_epi32(t89, _mm_set1_epi32(11));
                __m128i t91 = _mm_min_epu32(t89, t90);
                __m128i t92 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(7));
                __m128i t93 = _mm_sub_epi32(t92, _mm_set1_epi32(13));
                __m128i t94 = _mm_min_epu32(t92, t93);
                if (x_vec_1 >= t77) {
                    break;
                }
                t3 = (vcc_v4_int)t91;
                t4 = (vcc_v4_int)t94;
            }
            x = (int)((long)t70 + t77);
        } else {
            x = t70;
        }
        for (; x < t11; x++) {
            long t95 = (long)x;
            a[t95] = (float)(x * 7 % 11) * 0.3f;
            b[t95] = (float)(x * 5 % 13) * 0.1f;
        }
        long t96 = (long)n;
        if (t96 >= 16L) {
            long t97 = t96 & -16L;
            __m128i t98 = _mm_set1_epi32(0);
            vcc_v4_uint x_v = (vcc_v4_uint)_mm_add_epi32(t98, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:87 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t99 = _mm_mullo_epi32((__m128i)x_v, _mm_set1_epi32(37));
                __m128i t100 = _mm_sub_epi32(t99, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + x_vec_2), t100);
                __m128i t101 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(4));
                __m128i t102 = _mm_mullo_epi32(t101, _mm_set1_epi32(37));
                __m128i t103 = _mm_sub_epi32(t102, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 4L)), t103);
                __m128i t104 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(8));
                __m128i t105 = _mm_mullo_epi32(t104, _mm_set1_epi32(37));
                __m128i t106 = _mm_sub_epi32(t105, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 8L)), t106);
                __m128i t107 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(12));
                __m128i t108 = _mm_mullo_epi32(t107, _mm_set1_epi32(37));
                __m128i t109 = _mm_sub_epi32(t108, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 12L)), t109);
                x_vec_2 += 16L;
                __m128i t110 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(16));
                if (x_vec_2 >= t97) {
                    break;
                }
                x_v = (vcc_v4_uint)t110;
            }
            t111 = (int)t97;
        } else {
            t111 = 0;
        }
        long t112 = (long)n + (long)t111 * -1L;
        if (t112 >= 4L) {
            long t113 = t112 & -4L;
            __m128i t114 = _mm_set1_epi32((int)t111);
            vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_add_epi32(t114, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t115 = _mm_mullo_epi32((__m128i)x_v_1, _mm_set1_epi32(37));
                __m128i t116 = _mm_sub_epi32(t115, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + ((long)t111 + x_vec_3)), t116);
                x_vec_3 += 4L;
                __m128i t117 = _mm_add_epi32((__m128i)x_v_1, _mm_set1_epi32(4));
                if (x_vec_3 >= t113) {
                    break;
                }
                x_v_1 = (vcc_v4_uint)t117;
            }
            x_1 = (int)((long)t111 + t113);
        } else {
            x_1 = t111;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t118 = a;
        mm_outer_i(n, t118, b, c);
        unsigned int t119 = (unsigned int)n;
        norms(t119, t119, t118, o);
        divs((long)n, 9, xi, oi);
        void *t120 = malloc(t12);
        int *ta = (int *)t120;
        void *t121 = malloc(t12);
        int *tb = (int *)t121;
        int *tc = (int *)malloc(t12);
        long t122 = (long)t11;
        unsigned long t123 = (unsigned long)t120;
        unsigned long t124 = (unsigned long)t121;
        long t125 = (long)((unsigned long)t121 - (unsigned long)t120);
        if ((t122 >= 16L) & (((t123 + (unsigned long)(4L + (t122 - 1L) * 4L)) <= t124) | ((t124 + (unsigned long)(4L + (t122 - 1L) * 4L)) <= t123) | ((t125 <= 0L) | (t125 >= 64L))) & 1 & 1) {
            long t126 = t122 & -16L;
            __m128i t127 = _mm_set1_epi32(0);
            __m128i t128 = _mm_add_epi32(t127, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t129 = _mm_sub_epi32(t128, _mm_set1_epi32(29));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t128, t129);
            __m128i t130 = _mm_set1_epi32(0);
            __m128i t131 = _mm_add_epi32(t130, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t132 = _mm_sub_epi32(t131, _mm_set1_epi32(23));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t131, t132);
            long x_vec_4 = 0L;
            /* vcc: loop at outer_more.c:93 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 93:51 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 93:77 by 23 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t133 = _mm_sub_epi32((__m128i)t5, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + x_vec_4), t133);
                __m128i t134 = _mm_sub_epi32((__m128i)t6, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + x_vec_4), t134);
                long t135 = x_vec_4 + 4L;
                __m128i t136 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(23));
                __m128i t137 = _mm_sub_epi32(t136, _mm_set1_epi32(29));
                __m128i t138 = _mm_min_epu32(t136, t137);
                __m128i t139 = _mm_sub_epi32(t138, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t135), t139);
                __m128i t140 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(5));
                __m128i t141 = _mm_sub_epi32(t140, _mm_set1_epi32(23));
                __m128i t142 = _mm_min_epu32(t140, t141);
                __m128i t143 = _mm_sub_epi32(t142, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t135), t143);
                long t144 = x_vec_4 + 8L;
                __m128i t145 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(17));
                __m128i t146 = _mm_sub_epi32(t145, _mm_set1_epi32(29));
                __m128i t147 = _mm_min_epu32(t145, t146);
                __m128i t148 = _mm_sub_epi32(t147, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t144), t148);
                __m128i t149 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(10));
                __m128i t150 = _mm_sub_epi32(t149, _mm_set1_epi32(23));
                __m128i t151 = _mm_min_epu32(t149, t150);
                __m128i t152 = _mm_sub_epi32(t151, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t144), t152);
                long t153 = x_vec_4 + 12L;
                __m128i t154 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(11));
                __m128i t155 = _mm_sub_epi32(t154, _mm_set1_epi32(29));
                __m128i t156 = _mm_min_epu32(t154, t155);
                __m128i t157 = _mm_sub_epi32(t156, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t153), t157);
                __m128i t158 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(15));
                __m128i t159 = _mm_sub_epi32(t158, _mm_set1_epi32(23));
                __m128i t160 = _mm_min_epu32(t158, t159);
                __m128i t161 = _mm_sub_epi32(t160, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t153), t161);
                x_vec_4 += 16L;
                __m128i t162 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(5));
                __m128i t163 = _mm_sub_epi32(t162, _mm_set1_epi32(29));
                __m128i t164 = _mm_min_epu32(t162, t163);
                __m128i t165 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(20));
                __m128i t166 = _mm_sub_epi32(t165, _mm_set1_epi32(23));
                __m128i t167 = _mm_min_epu32(t165, t166);
                if (x_vec_4 >= t126) {
                    break;
                }
                t5 = (vcc_v4_int)t164;
                t6 = (vcc_v4_int)t167;
            }
            t168 = (int)t126;
        } else {
            t168 = 0;
        }
        long t169 = (long)t11 + (long)t168 * -1L;
        unsigned long t170 = (unsigned long)t120;
        unsigned long t171 = (unsigned long)t121;
        long t172 = (long)((unsigned long)t121 + (unsigned long)((long)t168 * 4L) - ((unsigned long)t120 + (unsigned long)((long)t168 * 4L)));
        int t173 = (int)((unsigned int)t168 * 13U);
        int t174 = (int)((unsigned int)t168 * 7U);
        if ((t169 >= 4L) & (((t170 + (unsigned long)((long)t168 * 4L + 4L + (t169 - 1L) * 4L)) <= (t171 + (unsigned long)((long)t168 * 4L))) | ((t171 + (unsigned long)((long)t168 * 4L + 4L + (t169 - 1L) * 4L)) <= (t170 + (unsigned long)((long)t168 * 4L))) | ((t172 <= 0L) | (t172 >= 16L))) & (t173 >= 0) & (t174 >= 0)) {
            long t175 = t169 & -4L;
            __m128i t176 = _mm_set1_epi32((int)(t173 % 29));
            __m128i t177 = _mm_add_epi32(t176, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t178 = _mm_sub_epi32(t177, _mm_set1_epi32(29));
            vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t177, t178);
            __m128i t179 = _mm_set1_epi32((int)(t174 % 23));
            __m128i t180 = _mm_add_epi32(t179, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t181 = _mm_sub_epi32(t180, _mm_set1_epi32(23));
            vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t180, t181);
            long x_vec_5 = 0L;
            /* vcc: loop at outer_more.c:93 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t182 = (long)t168 + x_vec_5;
                __m128i t183 = _mm_sub_epi32((__m128i)t7, _mm_set1_epi32(14));
                _mm_storeu_si128((__m128i *)(ta + t182), t183);
                __m128i t184 = _mm_sub_epi32((__m128i)t8, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(tb + t182), t184);
                x_vec_5 += 4L;
                __m128i t185 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(23));
                __m128i t186 = _mm_sub_epi32(t185, _mm_set1_epi32(29));
                __m128i t187 = _mm_min_epu32(t185, t186);
                __m128i t188 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(5));
                __m128i t189 = _mm_sub_epi32(t188, _mm_set1_epi32(23));
                __m128i t190 = _mm_min_epu32(t188, t189);
                if (x_vec_5 >= t175) {
                    break;
                }
                t7 = (vcc_v4_int)t187;
                t8 = (vcc_v4_int)t190;
            }
            x_2 = (int)((long)t168 + t175);
        } else {
            x_2 = t168;
        }
        for (; x_2 < t11; x_2++) {
            long t191 = (long)x_2;
            ta[t191] = x_2 * 13 % 29 - 14;
            tb[t191] = x_2 * 7 % 23 - 11;
        }
        tri_conv(t11, ta, tb, tc);
        long t192 = (long)t11;
        if ((t192 >= 8L) & 1) {
            long t193 = t192 & -8L;
            vcc_v2_int t194 = (vcc_v2_int){0, 0};
            vcc_v2_int t195 = t194 + (vcc_v2_int){0, 1};
            vcc_v2_uint t196 = (vcc_v2_uint)t195;
            vcc_v2_uint t197 = t196 - (vcc_v2_uint){9U, 9U};
            vcc_v2_uint t198 = vcc_min(vcc_v2_int, t196, t197);
            vcc_v2_int t9 = (vcc_v2_int)t198;
            long x_vec_6 = 0L;
            __m128i si_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i si_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i si_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i si_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at outer_more.c:95 vectorized: VF 2, UF 4, the remainder at 95:62 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int tc_v = vcc_load(vcc_v2_int, tc + x_vec_6);
                __m128i t199 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v));
                vcc_v2_int t200 = t9 + (vcc_v2_int){1, 1};
                __m128i t201 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t200));
                __m128i t202 = _mm_mul_epi32(t199, t201);
                si_v = _mm_add_epi64(si_v, t202);
                vcc_v2_int tc_v_1 = vcc_load(vcc_v2_int, tc + (x_vec_6 + 2L));
                __m128i t203 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_1));
                vcc_v2_int t204 = t9 + (vcc_v2_int){2, 2};
                vcc_v2_uint t205 = (vcc_v2_uint)t204;
                vcc_v2_uint t206 = t205 - (vcc_v2_uint){9U, 9U};
                vcc_v2_uint t207 = vcc_min(vcc_v2_int, t205, t206);
                vcc_v2_int t208 = (vcc_v2_int)t207;
                vcc_v2_int t209 = t208 + (vcc_v2_int){1, 1};
                __m128i t210 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t209));
                __m128i t211 = _mm_mul_epi32(t203, t210);
                si_v_1 = _mm_add_epi64(si_v_1, t211);
                vcc_v2_int tc_v_2 = vcc_load(vcc_v2_int, tc + (x_vec_6 + 4L));
                __m128i t212 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_2));
                vcc_v2_int t213 = t9 + (vcc_v2_int){4, 4};
                vcc_v2_uint t214 = (vcc_v2_uint)t213;
                vcc_v2_uint t215 = t214 - (vcc_v2_uint){9U, 9U};
                vcc_v2_uint t216 = vcc_min(vcc_v2_int, t214, t215);
                vcc_v2_int t217 = (vcc_v2_int)t216;
                vcc_v2_int t218 = t217 + (vcc_v2_int){1, 1};
                __m128i t219 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t218));
                __m128i t220 = _mm_mul_epi32(t212, t219);
                si_v_2 = _mm_add_epi64(si_v_2, t220);
                vcc_v2_int tc_v_3 = vcc_load(vcc_v2_int, tc + (x_vec_6 + 6L));
                __m128i t221 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_3));
                vcc_v2_int t222 = t9 + (vcc_v2_int){6, 6};
                vcc_v2_uint t223 = (vcc_v2_uint)t222;
                vcc_v2_uint t224 = t223 - (vcc_v2_uint){9U, 9U};
                vcc_v2_uint t225 = vcc_min(vcc_v2_int, t223, t224);
                vcc_v2_int t226 = (vcc_v2_int)t225;
                vcc_v2_int t227 = t226 + (vcc_v2_int){1, 1};
                __m128i t228 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t227));
                __m128i t229 = _mm_mul_epi32(t221, t228);
                si_v_3 = _mm_add_epi64(si_v_3, t229);
                x_vec_6 += 8L;
                vcc_v2_int t230 = t9 + (vcc_v2_int){8, 8};
                vcc_v2_uint t231 = (vcc_v2_uint)t230;
                vcc_v2_uint t232 = t231 - (vcc_v2_uint){9U, 9U};
                vcc_v2_uint t233 = vcc_min(vcc_v2_int, t231, t232);
                vcc_v2_int t234 = (vcc_v2_int)t233;
                if (x_vec_6 >= t193) {
                    break;
                }
                t9 = t234;
            }
            __m128i t235 = _mm_add_epi64(si_v, si_v_1);
            __m128i t236 = _mm_add_epi64(t235, si_v_2);
            __m128i t237 = _mm_add_epi64(t236, si_v_3);
            t238 = (int)t193;
            t239 = (long)vcc_sse_reduce_epi64(t237, _mm_add_epi64, unsigned long);
        } else {
            t238 = 0;
            t239 = 0L;
        }
        long t240 = (long)t11 + (long)t238 * -1L;
        if ((t240 >= 2L) & (t238 >= 0)) {
            long t241 = t240 & -2L;
            vcc_v2_int t242 = vcc_splat(vcc_v2_int, t238 % 9);
            vcc_v2_int t243 = t242 + (vcc_v2_int){0, 1};
            vcc_v2_uint t244 = (vcc_v2_uint)t243;
            vcc_v2_uint t245 = t244 - (vcc_v2_uint){9U, 9U};
            vcc_v2_uint t246 = vcc_min(vcc_v2_int, t244, t245);
            vcc_v2_int t10 = (vcc_v2_int)t246;
            long x_vec_7 = 0L;
            __m128i si_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at outer_more.c:95 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int tc_v_4 = vcc_load(vcc_v2_int, tc + ((long)t238 + x_vec_7));
                __m128i t247 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)tc_v_4));
                vcc_v2_int t248 = t10 + (vcc_v2_int){1, 1};
                __m128i t249 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t248));
                __m128i t250 = _mm_mul_epi32(t247, t249);
                si_v_4 = _mm_add_epi64(si_v_4, t250);
                x_vec_7 += 2L;
                vcc_v2_int t251 = t10 + (vcc_v2_int){2, 2};
                vcc_v2_uint t252 = (vcc_v2_uint)t251;
                vcc_v2_uint t253 = t252 - (vcc_v2_uint){9U, 9U};
                vcc_v2_uint t254 = vcc_min(vcc_v2_int, t252, t253);
                vcc_v2_int t255 = (vcc_v2_int)t254;
                if (x_vec_7 >= t241) {
                    break;
                }
                t10 = t255;
            }
            x_3 = (int)((long)t238 + t241);
            si = (long)((unsigned long)t239 + vcc_sse_reduce_epi64(si_v_4, _mm_add_epi64, unsigned long));
        } else {
            x_3 = t238;
            si = t239;
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
            long t256 = (long)x_5;
            int t257 = x_5 + 1;
            s_3 += (double)(o[t256] * (float)t257);
            si_1 += (long)(oi[t256] * (x_5 + 3));
            x_5 = t257;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t118, w4);
            window1(n - 2, t118, w1);
        }
        double s_1 = s_3;
        for (int x_6 = 0; (x_6 + 2) < t11; x_6++) {
            s_1 += (double)(w4[x_6] * (float)(x_6 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_7 = 0; (x_7 + 2) < n; x_7++) {
            s_2 += (double)w1[x_7];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si_1, (double)red(n, n, t118));
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
