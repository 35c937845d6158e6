/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

__attribute__((target("sse4.2"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:11 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            __m128 t1 = _mm_set1_ps(0.0f);
            for (int t2 = 0; t2 < n; t2++) {
                __m128 t3 = _mm_loadu_ps(b + (t2 * n + j_1));
                __m128 t4 = _mm_set1_ps(a[i * n + t2]);
                __m128 t5 = _mm_mul_ps(t4, t3);
                t1 = _mm_add_ps(t1, t5);
            }
            _mm_storeu_ps(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

__attribute__((target("sse4.2"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:21 vectorized as an outer loop: VF 2, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 2) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 2U) {
                j = j_1;
                break;
            }
            __m128d t1 = _mm_set1_pd(0.0);
            for (int t2 = 0; t2 < n; t2++) {
                __m128d t3 = _mm_loadu_pd(b + (t2 * n + j_1));
                __m128d t4 = _mm_set1_pd(a[i * n + t2]);
                __m128d t5 = _mm_mul_pd(t4, t3);
                t1 = _mm_add_pd(t1, t5);
            }
            _mm_storeu_pd(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

__attribute__((target("sse4.2"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int s;
    int j;
    int t24;
    int t25;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:31 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(0);
            for (int t33 = 0; t33 < n; t33++) {
                __m128i t34 = _mm_loadu_si128((const __m128i *)(b + (t33 * n + j_1)));
                __m128i t35 = _mm_set1_epi32((int)a[i * n + t33]);
                __m128i t36 = _mm_mullo_epi32(t35, t34);
                t1 = (vcc_v4_int)_mm_add_epi32((__m128i)t1, t36);
            }
            _mm_storeu_si128((__m128i *)(c + (i * n + j_1)), (__m128i)t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m128i n_v = _mm_set1_epi32((int)n);
                __m128i j_v = _mm_set1_epi32((int)j);
                __m128i t4 = _mm_set1_epi32(0);
                vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
                long k_vec = 0L;
                vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
                vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
                vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
                vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    __m128i t5 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                    __m128i t6 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                    __m128i t7 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
                    __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)k_vec)));
                    __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)(k_vec + 4L))));
                    __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)(k_vec + 8L))));
                    __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)(k_vec + 12L))));
                    __m128i t8 = _mm_mullo_epi32((__m128i)k_v, n_v);
                    __m128i t9 = _mm_mullo_epi32(t5, n_v);
                    __m128i t10 = _mm_mullo_epi32(t6, n_v);
                    __m128i t11 = _mm_mullo_epi32(t7, n_v);
                    __m128i t12 = _mm_add_epi32(t8, j_v);
                    __m128i t13 = _mm_add_epi32(t9, j_v);
                    __m128i t14 = _mm_add_epi32(t10, j_v);
                    __m128i t15 = _mm_add_epi32(t11, j_v);
                    __m128i b_v = vcc_sse_gather4(_mm_setr_epi32, int, b, t12, 15);
                    __m128i b_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, b, t13, 15);
                    __m128i b_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, b, t14, 15);
                    __m128i b_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, b, t15, 15);
                    __m128i t16 = _mm_mullo_epi32(a_v, b_v);
                    s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t16);
                    __m128i t17 = _mm_mullo_epi32(a_v_1, b_v_1);
                    s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t17);
                    __m128i t18 = _mm_mullo_epi32(a_v_2, b_v_2);
                    s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t18);
                    __m128i t19 = _mm_mullo_epi32(a_v_3, b_v_3);
                    s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t19);
                    k_vec += 16L;
                    __m128i t20 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = (vcc_v4_uint)t20;
                }
                __m128i t21 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
                __m128i t22 = _mm_add_epi32(t21, (__m128i)s_v_2);
                __m128i t23 = _mm_add_epi32(t22, (__m128i)s_v_3);
                t24 = (int)t3;
                t25 = (int)vcc_sse_reduce_epi32(t23, _mm_add_epi32, unsigned int);
            } else {
                t24 = 0;
                t25 = 0;
            }
            long t26 = (long)n + (long)t24 * -1L;
            if (t26 >= 4L) {
                long t27 = t26 & -4L;
                __m128i n_v_1 = _mm_set1_epi32((int)n);
                __m128i j_v_1 = _mm_set1_epi32((int)j);
                __m128i t28 = _mm_set1_epi32((int)t24);
                vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t28, _mm_setr_epi32(0, 1, 2, 3));
                long k_vec_1 = 0L;
                vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)((long)t24 + k_vec_1))));
                    __m128i t29 = _mm_mullo_epi32((__m128i)k_v_1, n_v_1);
                    __m128i t30 = _mm_add_epi32(t29, j_v_1);
                    __m128i b_v_4 = vcc_sse_gather4(_mm_setr_epi32, int, b, t30, 15);
                    __m128i t31 = _mm_mullo_epi32(a_v_4, b_v_4);
                    s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t31);
                    k_vec_1 += 4L;
                    __m128i t32 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                    if (k_vec_1 >= t27) {
                        break;
                    }
                    k_v_1 = (vcc_v4_uint)t32;
                }
                k = (int)((long)t24 + t27);
                s = (int)((unsigned int)t25 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
            } else {
                k = t24;
                s = t25;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
__attribute__((target("sse4.2"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    int j;
    for (int i = 0; i < 12; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:42 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            __m128 t1 = _mm_set1_ps(0.0f);
            int t3 = 0;
            while (t3 < 12) {
                __m128 t4 = _mm_loadu_ps(b + (t3 * 12 + j_1));
                __m128 t5 = _mm_set1_ps(a[i * 12 + t3]);
                __m128 t6 = _mm_mul_ps(t5, t4);
                t1 = _mm_add_ps(t1, t6);
                t3++;
            }
            _mm_storeu_ps(c + (i * 12 + j_1), t1);
            j_1 += 4;
        }
        while (j < 12) {
            int t2 = i * 12;
            c[t2 + j] = 0.0f + a[t2] * b[j] + a[t2 + 1] * b[12 + j] + a[t2 + 2] * b[24 + j] + a[t2 + 3] * b[36 + j] + a[t2 + 4] * b[48 + j] + a[t2 + 5] * b[60 + j] + a[t2 + 6] * b[72 + j] + a[t2 + 7] * b[84 + j] + a[t2 + 8] * b[96 + j] + a[t2 + 9] * b[108 + j] + a[t2 + 10] * b[120 + j] + a[t2 + 11] * b[132 + j];
            j++;
        }
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t272;
    int x;
    int t396;
    double t397;
    float t398;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (unsigned int t = 0U; (unsigned long)t < 10UL; t++) {
        int n = sizes[t];
        int nn = n * n;
        unsigned long t15 = (unsigned long)nn;
        unsigned long t16 = t15 * 4UL + 1UL;
        void *t17 = malloc(t16);
        float *af = (float *)t17;
        void *t18 = malloc(t16);
        float *bf = (float *)t18;
        float *cf = (float *)malloc(t16);
        unsigned long t19 = t15 * 8UL + 1UL;
        void *t20 = malloc(t19);
        double *ad = (double *)t20;
        void *t21 = malloc(t19);
        double *bd = (double *)t21;
        double *cd = (double *)malloc(t19);
        void *t22 = malloc(t16);
        int *ai = (int *)t22;
        void *t23 = malloc(t16);
        int *bi = (int *)t23;
        int *ci = (int *)malloc(t16);
        long t24 = (long)nn;
        unsigned long t25 = (unsigned long)t17;
        unsigned long t26 = (unsigned long)t18;
        long t27 = (long)((unsigned long)t18 - (unsigned long)t17);
        unsigned long t28 = (unsigned long)t17;
        unsigned long t29 = (unsigned long)t20;
        unsigned long t30 = (unsigned long)t17;
        unsigned long t31 = (unsigned long)t21;
        unsigned long t32 = (unsigned long)t17;
        unsigned long t33 = (unsigned long)t22;
        long t34 = (long)((unsigned long)t22 - (unsigned long)t17);
        unsigned long t35 = (unsigned long)t17;
        unsigned long t36 = (unsigned long)t23;
        long t37 = (long)((unsigned long)t23 - (unsigned long)t17);
        unsigned long t38 = (unsigned long)t18;
        unsigned long t39 = (unsigned long)t20;
        unsigned long t40 = (unsigned long)t18;
        unsigned long t41 = (unsigned long)t21;
        unsigned long t42 = (unsigned long)t18;
        unsigned long t43 = (unsigned long)t22;
        long t44 = (long)((unsigned long)t22 - (unsigned long)t18);
        unsigned long t45 = (unsigned long)t18;
        unsigned long t46 = (unsigned long)t23;
        long t47 = (long)((unsigned long)t23 - (unsigned long)t18);
        unsigned long t48 = (unsigned long)t20;
        unsigned long t49 = (unsigned long)t21;
        long t50 = (long)((unsigned long)t21 - (unsigned long)t20);
        unsigned long t51 = (unsigned long)t20;
        unsigned long t52 = (unsigned long)t22;
        unsigned long t53 = (unsigned long)t20;
        unsigned long t54 = (unsigned long)t23;
        unsigned long t55 = (unsigned long)t21;
        unsigned long t56 = (unsigned long)t22;
        unsigned long t57 = (unsigned long)t21;
        unsigned long t58 = (unsigned long)t23;
        unsigned long t59 = (unsigned long)t22;
        unsigned long t60 = (unsigned long)t23;
        long t61 = (long)((unsigned long)t23 - (unsigned long)t22);
        if ((t24 >= 8L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 32L))) & (((t28 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t29) | ((t29 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t33) | ((t33 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t32) | ((t34 <= 0L) | (t34 >= 32L))) & (((t35 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t35) | ((t37 <= 0L) | (t37 >= 32L))) & (((t38 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t39) | ((t39 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 32L))) & (((t45 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t46) | ((t46 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t45) | ((t47 <= 0L) | (t47 >= 32L))) & (((t48 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t48) | ((t50 <= 0L) | (t50 >= 64L))) & (((t51 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t53)) & (((t55 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t56) | ((t56 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t55)) & (((t57 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t58) | ((t58 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t57)) & (((t59 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t60) | ((t60 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t59) | ((t61 <= 0L) | (t61 >= 32L))) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t62 = t24 & -8L;
            vcc_v2_int t63 = (vcc_v2_int){0, 0};
            vcc_v2_int t64 = t63 + (vcc_v2_int){0, 7};
            vcc_v2_uint t65 = (vcc_v2_uint)t64;
            vcc_v2_uint t66 = t65 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t67 = vcc_min(vcc_v2_int, t65, t66);
            vcc_v2_int t1 = (vcc_v2_int)t67;
            vcc_v2_int t68 = (vcc_v2_int){0, 0};
            vcc_v2_int t69 = t68 + (vcc_v2_int){0, 5};
            vcc_v2_uint t70 = (vcc_v2_uint)t69;
            vcc_v2_uint t71 = t70 - (vcc_v2_uint){13U, 13U};
            vcc_v2_uint t72 = vcc_min(vcc_v2_int, t70, t71);
            vcc_v2_int t2 = (vcc_v2_int)t72;
            vcc_v2_int t73 = (vcc_v2_int){0, 0};
            vcc_v2_int t74 = t73 + (vcc_v2_int){0, 3};
            vcc_v2_uint t75 = (vcc_v2_uint)t74;
            vcc_v2_uint t76 = t75 - (vcc_v2_uint){17U, 17U};
            vcc_v2_uint t77 = vcc_min(vcc_v2_int, t75, t76);
            vcc_v2_int t3 = (vcc_v2_int)t77;
            vcc_v2_int t78 = (vcc_v2_int){0, 0};
            vcc_v2_int t79 = t78 + (vcc_v2_int){0, 4};
            vcc_v2_uint t80 = (vcc_v2_uint)t79;
            vcc_v2_uint t81 = t80 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t82 = vcc_min(vcc_v2_int, t80, t81);
            vcc_v2_int t4 = (vcc_v2_int)t82;
            vcc_v2_int t83 = (vcc_v2_int){0, 0};
            vcc_v2_int t84 = t83 + (vcc_v2_int){0, 7};
            vcc_v2_uint t85 = (vcc_v2_uint)t84;
            vcc_v2_uint t86 = t85 - (vcc_v2_uint){23U, 23U};
            vcc_v2_uint t87 = vcc_min(vcc_v2_int, t85, t86);
            vcc_v2_int t5 = (vcc_v2_int)t87;
            vcc_v2_int t88 = (vcc_v2_int){0, 0};
            vcc_v2_int t89 = t88 + (vcc_v2_int){0, 13};
            vcc_v2_uint t90 = (vcc_v2_uint)t89;
            vcc_v2_uint t91 = t90 - (vcc_v2_uint){19U, 19U};
            vcc_v2_uint t92 = vcc_min(vcc_v2_int, t90, t91);
            vcc_v2_int t6 = (vcc_v2_int)t92;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 2, UF 4, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_float t93 = __builtin_convertvector(t1, vcc_v2_float);
                vcc_v2_float t94 = t93 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t95 = t94 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + x_vec, t95);
                vcc_v2_float t96 = __builtin_convertvector(t2, vcc_v2_float);
                vcc_v2_float t97 = t96 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t98 = t97 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + x_vec, t98);
                __m128d t99 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                __m128d t100 = _mm_mul_pd(t99, _mm_set1_pd(0.113));
                __m128d t101 = _mm_sub_pd(t100, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + x_vec, t101);
                __m128d t102 = (__m128d)__builtin_convertvector(t4, vcc_v2_double);
                __m128d t103 = _mm_mul_pd(t102, _mm_set1_pd(0.97));
                __m128d t104 = _mm_add_pd(t103, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + x_vec, t104);
                vcc_v2_int t105 = t5 - (vcc_v2_int){11, 11};
                vcc_store(ai + x_vec, t105);
                vcc_v2_int t106 = t6 - (vcc_v2_int){9, 9};
                vcc_store(bi + x_vec, t106);
                long t107 = x_vec + 2L;
                vcc_v2_int t108 = t1 + (vcc_v2_int){3, 3};
                vcc_v2_uint t109 = (vcc_v2_uint)t108;
                vcc_v2_uint t110 = t109 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t111 = vcc_min(vcc_v2_int, t109, t110);
                vcc_v2_int t112 = (vcc_v2_int)t111;
                vcc_v2_float t113 = __builtin_convertvector(t112, vcc_v2_float);
                vcc_v2_float t114 = t113 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t115 = t114 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t107, t115);
                vcc_v2_int t116 = t2 + (vcc_v2_int){10, 10};
                vcc_v2_uint t117 = (vcc_v2_uint)t116;
                vcc_v2_uint t118 = t117 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t119 = vcc_min(vcc_v2_int, t117, t118);
                vcc_v2_int t120 = (vcc_v2_int)t119;
                vcc_v2_float t121 = __builtin_convertvector(t120, vcc_v2_float);
                vcc_v2_float t122 = t121 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t123 = t122 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t107, t123);
                vcc_v2_int t124 = t3 + (vcc_v2_int){6, 6};
                vcc_v2_uint t125 = (vcc_v2_uint)t124;
                vcc_v2_uint t126 = t125 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t127 = vcc_min(vcc_v2_int, t125, t126);
                vcc_v2_int t128 = (vcc_v2_int)t127;
                __m128d t129 = (__m128d)__builtin_convertvector(t128, vcc_v2_double);
                __m128d t130 = _mm_mul_pd(t129, _mm_set1_pd(0.113));
                __m128d t131 = _mm_sub_pd(t130, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t107, t131);
                vcc_v2_int t132 = t4 + (vcc_v2_int){1, 1};
                vcc_v2_uint t133 = (vcc_v2_uint)t132;
                vcc_v2_uint t134 = t133 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t135 = vcc_min(vcc_v2_int, t133, t134);
                vcc_v2_int t136 = (vcc_v2_int)t135;
                __m128d t137 = (__m128d)__builtin_convertvector(t136, vcc_v2_double);
                __m128d t138 = _mm_mul_pd(t137, _mm_set1_pd(0.97));
                __m128d t139 = _mm_add_pd(t138, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t107, t139);
                vcc_v2_int t140 = t5 + (vcc_v2_int){14, 14};
                vcc_v2_uint t141 = (vcc_v2_uint)t140;
                vcc_v2_uint t142 = t141 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t143 = vcc_min(vcc_v2_int, t141, t142);
                vcc_v2_int t144 = (vcc_v2_int)t143;
                vcc_v2_int t145 = t144 - (vcc_v2_int){11, 11};
                vcc_store(ai + t107, t145);
                vcc_v2_int t146 = t6 + (vcc_v2_int){7, 7};
                vcc_v2_uint t147 = (vcc_v2_uint)t146;
                vcc_v2_uint t148 = t147 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t149 = vcc_min(vcc_v2_int, t147, t148);
                vcc_v2_int t150 = (vcc_v2_int)t149;
                vcc_v2_int t151 = t150 - (vcc_v2_int){9, 9};
                vcc_store(bi + t107, t151);
                long t152 = x_vec + 4L;
                vcc_v2_int t153 = t1 + (vcc_v2_int){6, 6};
                vcc_v2_uint t154 = (vcc_v2_uint)t153;
                vcc_v2_uint t155 = t154 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t156 = vcc_min(vcc_v2_int, t154, t155);
                vcc_v2_int t157 = (vcc_v2_int)t156;
                vcc_v2_float t158 = __builtin_convertvector(t157, vcc_v2_float);
                vcc_v2_float t159 = t158 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t160 = t159 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t152, t160);
                vcc_v2_int t161 = t2 + (vcc_v2_int){7, 7};
                vcc_v2_uint t162 = (vcc_v2_uint)t161;
                vcc_v2_uint t163 = t162 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t164 = vcc_min(vcc_v2_int, t162, t163);
                vcc_v2_int t165 = (vcc_v2_int)t164;
                vcc_v2_float t166 = __builtin_convertvector(t165, vcc_v2_float);
                vcc_v2_float t167 = t166 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t168 = t167 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t152, t168);
                vcc_v2_int t169 = t3 + (vcc_v2_int){12, 12};
                vcc_v2_uint t170 = (vcc_v2_uint)t169;
                vcc_v2_uint t171 = t170 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t172 = vcc_min(vcc_v2_int, t170, t171);
                vcc_v2_int t173 = (vcc_v2_int)t172;
                __m128d t174 = (__m128d)__builtin_convertvector(t173, vcc_v2_double);
                __m128d t175 = _mm_mul_pd(t174, _mm_set1_pd(0.113));
                __m128d t176 = _mm_sub_pd(t175, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t152, t176);
                vcc_v2_int t177 = t4 + (vcc_v2_int){2, 2};
                vcc_v2_uint t178 = (vcc_v2_uint)t177;
                vcc_v2_uint t179 = t178 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t180 = vcc_min(vcc_v2_int, t178, t179);
                vcc_v2_int t181 = (vcc_v2_int)t180;
                __m128d t182 = (__m128d)__builtin_convertvector(t181, vcc_v2_double);
                __m128d t183 = _mm_mul_pd(t182, _mm_set1_pd(0.97));
                __m128d t184 = _mm_add_pd(t183, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t152, t184);
                vcc_v2_int t185 = t5 + (vcc_v2_int){5, 5};
                vcc_v2_uint t186 = (vcc_v2_uint)t185;
                vcc_v2_uint t187 = t186 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t188 = vcc_min(vcc_v2_int, t186, t187);
                vcc_v2_int t189 = (vcc_v2_int)t188;
                vcc_v2_int t190 = t189 - (vcc_v2_int){11, 11};
                vcc_store(ai + t152, t190);
                vcc_v2_int t191 = t6 + (vcc_v2_int){14, 14};
                vcc_v2_uint t192 = (vcc_v2_uint)t191;
                vcc_v2_uint t193 = t192 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t194 = vcc_min(vcc_v2_int, t192, t193);
                vcc_v2_int t195 = (vcc_v2_int)t194;
                vcc_v2_int t196 = t195 - (vcc_v2_int){9, 9};
                vcc_store(bi + t152, t196);
                long t197 = x_vec + 6L;
                vcc_v2_int t198 = t1 + (vcc_v2_int){9, 9};
                vcc_v2_uint t199 = (vcc_v2_uint)t198;
                vcc_v2_uint t200 = t199 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t201 = vcc_min(vcc_v2_int, t199, t200);
                vcc_v2_int t202 = (vcc_v2_int)t201;
                vcc_v2_float t203 = __builtin_convertvector(t202, vcc_v2_float);
                vcc_v2_float t204 = t203 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t205 = t204 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t197, t205);
                vcc_v2_int t206 = t2 + (vcc_v2_int){4, 4};
                vcc_v2_uint t207 = (vcc_v2_uint)t206;
                vcc_v2_uint t208 = t207 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t209 = vcc_min(vcc_v2_int, t207, t208);
                vcc_v2_int t210 = (vcc_v2_int)t209;
                vcc_v2_float t211 = __builtin_convertvector(t210, vcc_v2_float);
                vcc_v2_float t212 = t211 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t213 = t212 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t197, t213);
                vcc_v2_int t214 = t3 + (vcc_v2_int){1, 1};
                vcc_v2_uint t215 = (vcc_v2_uint)t214;
                vcc_v2_uint t216 = t215 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t217 = vcc_min(vcc_v2_int, t215, t216);
                vcc_v2_int t218 = (vcc_v2_int)t217;
                __m128d t219 = (__m128d)__builtin_convertvector(t218, vcc_v2_double);
                __m128d t220 = _mm_mul_pd(t219, _mm_set1_pd(0.113));
                __m128d t221 = _mm_sub_pd(t220, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t197, t221);
                vcc_v2_int t222 = t4 + (vcc_v2_int){3, 3};
                vcc_v2_uint t223 = (vcc_v2_uint)t222;
                vcc_v2_uint t224 = t223 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t225 = vcc_min(vcc_v2_int, t223, t224);
                vcc_v2_int t226 = (vcc_v2_int)t225;
                __m128d t227 = (__m128d)__builtin_convertvector(t226, vcc_v2_double);
                __m128d t228 = _mm_mul_pd(t227, _mm_set1_pd(0.97));
                __m128d t229 = _mm_add_pd(t228, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t197, t229);
                vcc_v2_int t230 = t5 + (vcc_v2_int){19, 19};
                vcc_v2_uint t231 = (vcc_v2_uint)t230;
                vcc_v2_uint t232 = t231 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t233 = vcc_min(vcc_v2_int, t231, t232);
                vcc_v2_int t234 = (vcc_v2_int)t233;
                vcc_v2_int t235 = t234 - (vcc_v2_int){11, 11};
                vcc_store(ai + t197, t235);
                vcc_v2_int t236 = t6 + (vcc_v2_int){2, 2};
                vcc_v2_uint t237 = (vcc_v2_uint)t236;
                vcc_v2_uint t238 = t237 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t239 = vcc_min(vcc_v2_int, t237, t238);
                vcc_v2_int t240 = (vcc_v2_int)t239;
                vcc_v2_int t241 = t240 - (vcc_v2_int){9, 9};
                vcc_store(bi + t197, t241);
                x_vec += 8L;
                vcc_v2_int t242 = t1 + (vcc_v2_int){1, 1};
                vcc_v2_uint t243 = (vcc_v2_uint)t242;
                vcc_v2_uint t244 = t243 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t245 = vcc_min(vcc_v2_int, t243, t244);
                vcc_v2_int t246 = (vcc_v2_int)t245;
                vcc_v2_int t247 = t2 + (vcc_v2_int){1, 1};
                vcc_v2_uint t248 = (vcc_v2_uint)t247;
                vcc_v2_uint t249 = t248 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t250 = vcc_min(vcc_v2_int, t248, t249);
                vcc_v2_int t251 = (vcc_v2_int)t250;
                vcc_v2_int t252 = t3 + (vcc_v2_int){7, 7};
                vcc_v2_uint t253 = (vcc_v2_uint)t252;
                vcc_v2_uint t254 = t253 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t255 = vcc_min(vcc_v2_int, t253, t254);
                vcc_v2_int t256 = (vcc_v2_int)t255;
                vcc_v2_int t257 = t4 + (vcc_v2_int){4, 4};
                vcc_v2_uint t258 = (vcc_v2_uint)t257;
                vcc_v2_uint t259 = t258 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t260 = vcc_min(vcc_v2_int, t258, t259);
                vcc_v2_int t261 = (vcc_v2_int)t260;
                vcc_v2_int t262 = t5 + (vcc_v2_int){10, 10};
                vcc_v2_uint t263 = (vcc_v2_uint)t262;
                vcc_v2_uint t264 = t263 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t265 = vcc_min(vcc_v2_int, t263, t264);
                vcc_v2_int t266 = (vcc_v2_int)t265;
                vcc_v2_int t267 = t6 + (vcc_v2_int){9, 9};
                vcc_v2_uint t268 = (vcc_v2_uint)t267;
                vcc_v2_uint t269 = t268 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t270 = vcc_min(vcc_v2_int, t268, t269);
                vcc_v2_int t271 = (vcc_v2_int)t270;
                if (x_vec >= t62) {
                    break;
                }
                t1 = t246;
                t2 = t251;
                t3 = t256;
                t4 = t261;
                t5 = t266;
                t6 = t271;
            }
            t272 = (int)t62;
        } else {
            t272 = 0;
        }
        long t273 = (long)nn + (long)t272 * -1L;
        unsigned long t274 = (unsigned long)t17;
        unsigned long t275 = (unsigned long)t18;
        long t276 = (long)((unsigned long)t18 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t272 * 4L)));
        unsigned long t277 = (unsigned long)t17;
        unsigned long t278 = (unsigned long)t20;
        unsigned long t279 = (unsigned long)t17;
        unsigned long t280 = (unsigned long)t21;
        unsigned long t281 = (unsigned long)t17;
        unsigned long t282 = (unsigned long)t22;
        long t283 = (long)((unsigned long)t22 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t272 * 4L)));
        unsigned long t284 = (unsigned long)t17;
        unsigned long t285 = (unsigned long)t23;
        long t286 = (long)((unsigned long)t23 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t272 * 4L)));
        unsigned long t287 = (unsigned long)t18;
        unsigned long t288 = (unsigned long)t20;
        unsigned long t289 = (unsigned long)t18;
        unsigned long t290 = (unsigned long)t21;
        unsigned long t291 = (unsigned long)t18;
        unsigned long t292 = (unsigned long)t22;
        long t293 = (long)((unsigned long)t22 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t272 * 4L)));
        unsigned long t294 = (unsigned long)t18;
        unsigned long t295 = (unsigned long)t23;
        long t296 = (long)((unsigned long)t23 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t272 * 4L)));
        unsigned long t297 = (unsigned long)t20;
        unsigned long t298 = (unsigned long)t21;
        long t299 = (long)((unsigned long)t21 + (unsigned long)((long)t272 * 8L) - ((unsigned long)t20 + (unsigned long)((long)t272 * 8L)));
        unsigned long t300 = (unsigned long)t20;
        unsigned long t301 = (unsigned long)t22;
        unsigned long t302 = (unsigned long)t20;
        unsigned long t303 = (unsigned long)t23;
        unsigned long t304 = (unsigned long)t21;
        unsigned long t305 = (unsigned long)t22;
        unsigned long t306 = (unsigned long)t21;
        unsigned long t307 = (unsigned long)t23;
        unsigned long t308 = (unsigned long)t22;
        unsigned long t309 = (unsigned long)t23;
        long t310 = (long)((unsigned long)t23 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t22 + (unsigned long)((long)t272 * 4L)));
        int t311 = (int)((unsigned int)t272 * 7U);
        int t312 = (int)((unsigned int)t272 * 5U);
        int t313 = (int)((unsigned int)t272 * 3U);
        int t314 = (int)((unsigned int)t272 * 11U);
        int t315 = (int)((unsigned int)t272 * 7U);
        int t316 = (int)((unsigned int)t272 * 13U);
        if ((t273 >= 2L) & (((t274 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t275 + (unsigned long)((long)t272 * 4L))) | ((t275 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t274 + (unsigned long)((long)t272 * 4L))) | ((t276 <= 0L) | (t276 >= 8L))) & (((t277 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t278 + (unsigned long)((long)t272 * 8L))) | ((t278 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t277 + (unsigned long)((long)t272 * 4L)))) & (((t279 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t280 + (unsigned long)((long)t272 * 8L))) | ((t280 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t279 + (unsigned long)((long)t272 * 4L)))) & (((t281 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t282 + (unsigned long)((long)t272 * 4L))) | ((t282 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t281 + (unsigned long)((long)t272 * 4L))) | ((t283 <= 0L) | (t283 >= 8L))) & (((t284 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t285 + (unsigned long)((long)t272 * 4L))) | ((t285 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t284 + (unsigned long)((long)t272 * 4L))) | ((t286 <= 0L) | (t286 >= 8L))) & (((t287 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t288 + (unsigned long)((long)t272 * 8L))) | ((t288 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t287 + (unsigned long)((long)t272 * 4L)))) & (((t289 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t290 + (unsigned long)((long)t272 * 8L))) | ((t290 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t289 + (unsigned long)((long)t272 * 4L)))) & (((t291 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t292 + (unsigned long)((long)t272 * 4L))) | ((t292 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t291 + (unsigned long)((long)t272 * 4L))) | ((t293 <= 0L) | (t293 >= 8L))) & (((t294 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t295 + (unsigned long)((long)t272 * 4L))) | ((t295 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t294 + (unsigned long)((long)t272 * 4L))) | ((t296 <= 0L) | (t296 >= 8L))) & (((t297 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t298 + (unsigned long)((long)t272 * 8L))) | ((t298 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t297 + (unsigned long)((long)t272 * 8L))) | ((t299 <= 0L) | (t299 >= 16L))) & (((t300 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t301 + (unsigned long)((long)t272 * 4L))) | ((t301 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t300 + (unsigned long)((long)t272 * 8L)))) & (((t302 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t303 + (unsigned long)((long)t272 * 4L))) | ((t303 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t302 + (unsigned long)((long)t272 * 8L)))) & (((t304 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t305 + (unsigned long)((long)t272 * 4L))) | ((t305 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t304 + (unsigned long)((long)t272 * 8L)))) & (((t306 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t307 + (unsigned long)((long)t272 * 4L))) | ((t307 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t306 + (unsigned long)((long)t272 * 8L)))) & (((t308 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t309 + (unsigned long)((long)t272 * 4L))) | ((t309 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t308 + (unsigned long)((long)t272 * 4L))) | ((t310 <= 0L) | (t310 >= 8L))) & (t311 >= 0) & (t312 >= 0) & (t313 >= 0) & (t314 >= 0) & (t315 >= 0) & (t316 >= 0)) {
            long t317 = t273 & -2L;
            vcc_v2_int t318 = vcc_splat(vcc_v2_int, t311 % 11);
            vcc_v2_int t319 = t318 + (vcc_v2_int){0, 7};
            vcc_v2_uint t320 = (vcc_v2_uint)t319;
            vcc_v2_uint t321 = t320 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t322 = vcc_min(vcc_v2_int, t320, t321);
            vcc_v2_int t7 = (vcc_v2_int)t322;
            vcc_v2_int t323 = vcc_splat(vcc_v2_int, t312 % 13);
            vcc_v2_int t324 = t323 + (vcc_v2_int){0, 5};
            vcc_v2_uint t325 = (vcc_v2_uint)t324;
            vcc_v2_uint t326 = t325 - (vcc_v2_uint){13U, 13U};
            vcc_v2_uint t327 = vcc_min(vcc_v2_int, t325, t326);
            vcc_v2_int t8 = (vcc_v2_int)t327;
            vcc_v2_int t328 = vcc_splat(vcc_v2_int, t313 % 17);
            vcc_v2_int t329 = t328 + (vcc_v2_int){0, 3};
            vcc_v2_uint t330 = (vcc_v2_uint)t329;
            vcc_v2_uint t331 = t330 - (vcc_v2_uint){17U, 17U};
            vcc_v2_uint t332 = vcc_min(vcc_v2_int, t330, t331);
            vcc_v2_int t9 = (vcc_v2_int)t332;
            vcc_v2_int t333 = vcc_splat(vcc_v2_int, t314 % 7);
            vcc_v2_int t334 = t333 + (vcc_v2_int){0, 4};
            vcc_v2_uint t335 = (vcc_v2_uint)t334;
            vcc_v2_uint t336 = t335 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t337 = vcc_min(vcc_v2_int, t335, t336);
            vcc_v2_int t10 = (vcc_v2_int)t337;
            vcc_v2_int t338 = vcc_splat(vcc_v2_int, t315 % 23);
            vcc_v2_int t339 = t338 + (vcc_v2_int){0, 7};
            vcc_v2_uint t340 = (vcc_v2_uint)t339;
            vcc_v2_uint t341 = t340 - (vcc_v2_uint){23U, 23U};
            vcc_v2_uint t342 = vcc_min(vcc_v2_int, t340, t341);
            vcc_v2_int t11 = (vcc_v2_int)t342;
            vcc_v2_int t343 = vcc_splat(vcc_v2_int, t316 % 19);
            vcc_v2_int t344 = t343 + (vcc_v2_int){0, 13};
            vcc_v2_uint t345 = (vcc_v2_uint)t344;
            vcc_v2_uint t346 = t345 - (vcc_v2_uint){19U, 19U};
            vcc_v2_uint t347 = vcc_min(vcc_v2_int, t345, t346);
            vcc_v2_int t12 = (vcc_v2_int)t347;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t348 = (long)t272 + x_vec_1;
                vcc_v2_float t349 = __builtin_convertvector(t7, vcc_v2_float);
                vcc_v2_float t350 = t349 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t351 = t350 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t348, t351);
                vcc_v2_float t352 = __builtin_convertvector(t8, vcc_v2_float);
                vcc_v2_float t353 = t352 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t354 = t353 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t348, t354);
                __m128d t355 = (__m128d)__builtin_convertvector(t9, vcc_v2_double);
                __m128d t356 = _mm_mul_pd(t355, _mm_set1_pd(0.113));
                __m128d t357 = _mm_sub_pd(t356, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t348, t357);
                __m128d t358 = (__m128d)__builtin_convertvector(t10, vcc_v2_double);
                __m128d t359 = _mm_mul_pd(t358, _mm_set1_pd(0.97));
                __m128d t360 = _mm_add_pd(t359, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t348, t360);
                vcc_v2_int t361 = t11 - (vcc_v2_int){11, 11};
                vcc_store(ai + t348, t361);
                vcc_v2_int t362 = t12 - (vcc_v2_int){9, 9};
                vcc_store(bi + t348, t362);
                x_vec_1 += 2L;
                vcc_v2_int t363 = t7 + (vcc_v2_int){3, 3};
                vcc_v2_uint t364 = (vcc_v2_uint)t363;
                vcc_v2_uint t365 = t364 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t366 = vcc_min(vcc_v2_int, t364, t365);
                vcc_v2_int t367 = (vcc_v2_int)t366;
                vcc_v2_int t368 = t8 + (vcc_v2_int){10, 10};
                vcc_v2_uint t369 = (vcc_v2_uint)t368;
                vcc_v2_uint t370 = t369 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t371 = vcc_min(vcc_v2_int, t369, t370);
                vcc_v2_int t372 = (vcc_v2_int)t371;
                vcc_v2_int t373 = t9 + (vcc_v2_int){6, 6};
                vcc_v2_uint t374 = (vcc_v2_uint)t373;
                vcc_v2_uint t375 = t374 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t376 = vcc_min(vcc_v2_int, t374, t375);
                vcc_v2_int t377 = (vcc_v2_int)t376;
                vcc_v2_int t378 = t10 + (vcc_v2_int){1, 1};
                vcc_v2_uint t379 = (vcc_v2_uint)t378;
                vcc_v2_uint t380 = t379 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t381 = vcc_min(vcc_v2_int, t379, t380);
                vcc_v2_int t382 = (vcc_v2_int)t381;
                vcc_v2_int t383 = t11 + (vcc_v2_int){14, 14};
                vcc_v2_uint t384 = (vcc_v2_uint)t383;
                vcc_v2_uint t385 = t384 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t386 = vcc_min(vcc_v2_int, t384, t385);
                vcc_v2_int t387 = (vcc_v2_int)t386;
                vcc_v2_int t388 = t12 + (vcc_v2_int){7, 7};
                vcc_v2_uint t389 = (vcc_v2_uint)t388;
                vcc_v2_uint t390 = t389 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t391 = vcc_min(vcc_v2_int, t389, t390);
                vcc_v2_int t392 = (vcc_v2_int)t391;
                if (x_vec_1 >= t317) {
                    break;
                }
                t7 = t367;
                t8 = t372;
                t9 = t377;
                t10 = t382;
                t11 = t387;
                t12 = t392;
            }
            x = (int)((long)t272 + t317);
        } else {
            x = t272;
        }
        for (; x < nn; x++) {
            long t393 = (long)x;
            int t394 = x * 7;
            af[t393] = (float)(t394 % 11) * 0.37f - 1.5f;
            bf[t393] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t393] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t393] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t393] = t394 % 23 - 11;
            bi[t393] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t395 = (long)x_1;
            sf += (double)(cf[t395] * (float)(x_1 % 5 + 1));
            sd += cd[t395] * (double)(x_1 % 3 + 1);
            si += (long)ci[t395] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t396 = ci[nn - 1];
        } else {
            t396 = 0;
        }
        if (nn) {
            t397 = cd[nn / 2];
        } else {
            t397 = 0.0;
        }
        if (nn) {
            t398 = cf[nn - 1];
        } else {
            t398 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t398, sd, t397, si, t396);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    __m128i t399 = _mm_set1_epi32(0);
    __m128i t400 = _mm_add_epi32(t399, _mm_setr_epi32(0, 7, 3, 10));
    __m128i t401 = _mm_sub_epi32(t400, _mm_set1_epi32(11));
    vcc_v4_int t13 = (vcc_v4_int)_mm_min_epu32(t400, t401);
    __m128i t402 = _mm_set1_epi32(0);
    __m128i t403 = _mm_add_epi32(t402, _mm_setr_epi32(0, 5, 10, 2));
    __m128i t404 = _mm_sub_epi32(t403, _mm_set1_epi32(13));
    vcc_v4_int t14 = (vcc_v4_int)_mm_min_epu32(t403, t404);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 4, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t405 = _mm_cvtepi32_ps((__m128i)t13);
        __m128 t406 = _mm_mul_ps(t405, _mm_set1_ps(0.37f));
        __m128 t407 = _mm_sub_ps(t406, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[x_vec_2], t407);
        __m128 t408 = _mm_cvtepi32_ps((__m128i)t14);
        __m128 t409 = _mm_mul_ps(t408, _mm_set1_ps(0.21f));
        __m128 t410 = _mm_add_ps(t409, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[x_vec_2], t410);
        long t411 = x_vec_2 + 4L;
        __m128i t412 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(6));
        __m128i t413 = _mm_sub_epi32(t412, _mm_set1_epi32(11));
        __m128i t414 = _mm_min_epu32(t412, t413);
        __m128 t415 = _mm_cvtepi32_ps(t414);
        __m128 t416 = _mm_mul_ps(t415, _mm_set1_ps(0.37f));
        __m128 t417 = _mm_sub_ps(t416, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t411], t417);
        __m128i t418 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(7));
        __m128i t419 = _mm_sub_epi32(t418, _mm_set1_epi32(13));
        __m128i t420 = _mm_min_epu32(t418, t419);
        __m128 t421 = _mm_cvtepi32_ps(t420);
        __m128 t422 = _mm_mul_ps(t421, _mm_set1_ps(0.21f));
        __m128 t423 = _mm_add_ps(t422, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t411], t423);
        long t424 = x_vec_2 + 8L;
        __m128i t425 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(1));
        __m128i t426 = _mm_sub_epi32(t425, _mm_set1_epi32(11));
        __m128i t427 = _mm_min_epu32(t425, t426);
        __m128 t428 = _mm_cvtepi32_ps(t427);
        __m128 t429 = _mm_mul_ps(t428, _mm_set1_ps(0.37f));
        __m128 t430 = _mm_sub_ps(t429, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t424], t430);
        __m128i t431 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(1));
        __m128i t432 = _mm_sub_epi32(t431, _mm_set1_epi32(13));
        __m128i t433 = _mm_min_epu32(t431, t432);
        __m128 t434 = _mm_cvtepi32_ps(t433);
        __m128 t435 = _mm_mul_ps(t434, _mm_set1_ps(0.21f));
        __m128 t436 = _mm_add_ps(t435, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t424], t436);
        long t437 = x_vec_2 + 12L;
        __m128i t438 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(7));
        __m128i t439 = _mm_sub_epi32(t438, _mm_set1_epi32(11));
        __m128i t440 = _mm_min_epu32(t438, t439);
        __m128 t441 = _mm_cvtepi32_ps(t440);
        __m128 t442 = _mm_mul_ps(t441, _mm_set1_ps(0.37f));
        __m128 t443 = _mm_sub_ps(t442, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t437], t443);
        __m128i t444 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(8));
        __m128i t445 = _mm_sub_epi32(t444, _mm_set1_epi32(13));
        __m128i t446 = _mm_min_epu32(t444, t445);
        __m128 t447 = _mm_cvtepi32_ps(t446);
        __m128 t448 = _mm_mul_ps(t447, _mm_set1_ps(0.21f));
        __m128 t449 = _mm_add_ps(t448, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t437], t449);
        x_vec_2 += 16L;
        __m128i t450 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(2));
        __m128i t451 = _mm_sub_epi32(t450, _mm_set1_epi32(11));
        t13 = (vcc_v4_int)_mm_min_epu32(t450, t451);
        __m128i t452 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(2));
        __m128i t453 = _mm_sub_epi32(t452, _mm_set1_epi32(13));
        t14 = (vcc_v4_int)_mm_min_epu32(t452, t453);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
