/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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

void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
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

void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
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

void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int s;
    int j;
    int t14;
    int t15;
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
            for (int t23 = 0; t23 < n; t23++) {
                __m128i t24 = _mm_loadu_si128((const __m128i *)(b + (t23 * n + j_1)));
                __m128i t25 = _mm_set1_epi32((int)a[i * n + t23]);
                __m128i t26 = (__m128i)((vcc_v4_int)t25 * (vcc_v4_int)t24);
                t1 = (vcc_v4_int)_mm_add_epi32((__m128i)t1, t26);
            }
            _mm_storeu_si128((__m128i *)(c + (i * n + j_1)), (__m128i)t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 8L) {
                long t3 = t2 & -8L;
                __m128i n_v = _mm_set1_epi32((int)n);
                __m128i j_v = _mm_set1_epi32((int)j);
                __m128i t4 = _mm_set1_epi32(0);
                vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
                long k_vec = 0L;
                vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
                vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    __m128i t5 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                    __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)k_vec)));
                    __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)(k_vec + 4L))));
                    __m128i t6 = (__m128i)((vcc_v4_int)(__m128i)k_v * (vcc_v4_int)n_v);
                    __m128i t7 = (__m128i)((vcc_v4_int)t5 * (vcc_v4_int)n_v);
                    __m128i t8 = _mm_add_epi32(t6, j_v);
                    __m128i t9 = _mm_add_epi32(t7, j_v);
                    __m128i b_v = vcc_sse_gather4(_mm_setr_epi32, int, b, t8, 15);
                    __m128i b_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, b, t9, 15);
                    __m128i t10 = (__m128i)((vcc_v4_int)a_v * (vcc_v4_int)b_v);
                    s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t10);
                    __m128i t11 = (__m128i)((vcc_v4_int)a_v_1 * (vcc_v4_int)b_v_1);
                    s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t11);
                    k_vec += 8L;
                    __m128i t12 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = (vcc_v4_uint)t12;
                }
                __m128i t13 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
                t14 = (int)t3;
                t15 = (int)vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
            } else {
                t14 = 0;
                t15 = 0;
            }
            long t16 = (long)n + (long)t14 * -1L;
            if (t16 >= 4L) {
                long t17 = t16 & -4L;
                __m128i n_v_1 = _mm_set1_epi32((int)n);
                __m128i j_v_1 = _mm_set1_epi32((int)j);
                __m128i t18 = _mm_set1_epi32((int)t14);
                vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
                long k_vec_1 = 0L;
                vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i * n + (int)((long)t14 + k_vec_1))));
                    __m128i t19 = (__m128i)((vcc_v4_int)(__m128i)k_v_1 * (vcc_v4_int)n_v_1);
                    __m128i t20 = _mm_add_epi32(t19, j_v_1);
                    __m128i b_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, b, t20, 15);
                    __m128i t21 = (__m128i)((vcc_v4_int)a_v_2 * (vcc_v4_int)b_v_2);
                    s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t21);
                    k_vec_1 += 4L;
                    __m128i t22 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                    if (k_vec_1 >= t17) {
                        break;
                    }
                    k_v_1 = (vcc_v4_uint)t22;
                }
                k = (int)((long)t14 + t17);
                s = (int)((unsigned int)t15 + vcc_sse_reduce_epi32((__m128i)s_v_2, _mm_add_epi32, unsigned int));
            } else {
                k = t14;
                s = t15;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
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

int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t302;
    int x;
    int t438;
    double t439;
    float t440;
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
            __m128i t65 = (__m128i)__builtin_convertvector(t64 > (vcc_v2_int){10, 10}, vcc_m2);
            vcc_v2_uint t66 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t65, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t67 = (vcc_v2_uint)t64;
            vcc_v2_uint t68 = t67 - t66;
            vcc_v2_int t1 = (vcc_v2_int)t68;
            vcc_v2_int t69 = (vcc_v2_int){0, 0};
            vcc_v2_int t70 = t69 + (vcc_v2_int){0, 5};
            __m128i t71 = (__m128i)__builtin_convertvector(t70 > (vcc_v2_int){12, 12}, vcc_m2);
            vcc_v2_uint t72 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t71, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t73 = (vcc_v2_uint)t70;
            vcc_v2_uint t74 = t73 - t72;
            vcc_v2_int t2 = (vcc_v2_int)t74;
            vcc_v2_int t75 = (vcc_v2_int){0, 0};
            vcc_v2_int t76 = t75 + (vcc_v2_int){0, 3};
            __m128i t77 = (__m128i)__builtin_convertvector(t76 > (vcc_v2_int){16, 16}, vcc_m2);
            vcc_v2_uint t78 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t77, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t79 = (vcc_v2_uint)t76;
            vcc_v2_uint t80 = t79 - t78;
            vcc_v2_int t3 = (vcc_v2_int)t80;
            vcc_v2_int t81 = (vcc_v2_int){0, 0};
            vcc_v2_int t82 = t81 + (vcc_v2_int){0, 4};
            __m128i t83 = (__m128i)__builtin_convertvector(t82 > (vcc_v2_int){6, 6}, vcc_m2);
            vcc_v2_uint t84 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t83, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t85 = (vcc_v2_uint)t82;
            vcc_v2_uint t86 = t85 - t84;
            vcc_v2_int t4 = (vcc_v2_int)t86;
            vcc_v2_int t87 = (vcc_v2_int){0, 0};
            vcc_v2_int t88 = t87 + (vcc_v2_int){0, 7};
            __m128i t89 = (__m128i)__builtin_convertvector(t88 > (vcc_v2_int){22, 22}, vcc_m2);
            vcc_v2_uint t90 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t89, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t91 = (vcc_v2_uint)t88;
            vcc_v2_uint t92 = t91 - t90;
            vcc_v2_int t5 = (vcc_v2_int)t92;
            vcc_v2_int t93 = (vcc_v2_int){0, 0};
            vcc_v2_int t94 = t93 + (vcc_v2_int){0, 13};
            __m128i t95 = (__m128i)__builtin_convertvector(t94 > (vcc_v2_int){18, 18}, vcc_m2);
            vcc_v2_uint t96 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t95, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t97 = (vcc_v2_uint)t94;
            vcc_v2_uint t98 = t97 - t96;
            vcc_v2_int t6 = (vcc_v2_int)t98;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 2, UF 4, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_float t99 = __builtin_convertvector(t1, vcc_v2_float);
                vcc_v2_float t100 = t99 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t101 = t100 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + x_vec, t101);
                vcc_v2_float t102 = __builtin_convertvector(t2, vcc_v2_float);
                vcc_v2_float t103 = t102 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t104 = t103 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + x_vec, t104);
                __m128d t105 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                __m128d t106 = _mm_mul_pd(t105, _mm_set1_pd(0.113));
                __m128d t107 = _mm_sub_pd(t106, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + x_vec, t107);
                __m128d t108 = (__m128d)__builtin_convertvector(t4, vcc_v2_double);
                __m128d t109 = _mm_mul_pd(t108, _mm_set1_pd(0.97));
                __m128d t110 = _mm_add_pd(t109, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + x_vec, t110);
                vcc_v2_int t111 = t5 - (vcc_v2_int){11, 11};
                vcc_store(ai + x_vec, t111);
                vcc_v2_int t112 = t6 - (vcc_v2_int){9, 9};
                vcc_store(bi + x_vec, t112);
                long t113 = x_vec + 2L;
                vcc_v2_int t114 = t1 + (vcc_v2_int){3, 3};
                __m128i t115 = (__m128i)__builtin_convertvector(t114 > (vcc_v2_int){10, 10}, vcc_m2);
                vcc_v2_uint t116 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t115, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t117 = (vcc_v2_uint)t114;
                vcc_v2_uint t118 = t117 - t116;
                vcc_v2_int t119 = (vcc_v2_int)t118;
                vcc_v2_float t120 = __builtin_convertvector(t119, vcc_v2_float);
                vcc_v2_float t121 = t120 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t122 = t121 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t113, t122);
                vcc_v2_int t123 = t2 + (vcc_v2_int){10, 10};
                __m128i t124 = (__m128i)__builtin_convertvector(t123 > (vcc_v2_int){12, 12}, vcc_m2);
                vcc_v2_uint t125 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t124, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t126 = (vcc_v2_uint)t123;
                vcc_v2_uint t127 = t126 - t125;
                vcc_v2_int t128 = (vcc_v2_int)t127;
                vcc_v2_float t129 = __builtin_convertvector(t128, vcc_v2_float);
                vcc_v2_float t130 = t129 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t131 = t130 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t113, t131);
                vcc_v2_int t132 = t3 + (vcc_v2_int){6, 6};
                __m128i t133 = (__m128i)__builtin_convertvector(t132 > (vcc_v2_int){16, 16}, vcc_m2);
                vcc_v2_uint t134 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t133, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t135 = (vcc_v2_uint)t132;
                vcc_v2_uint t136 = t135 - t134;
                vcc_v2_int t137 = (vcc_v2_int)t136;
                __m128d t138 = (__m128d)__builtin_convertvector(t137, vcc_v2_double);
                __m128d t139 = _mm_mul_pd(t138, _mm_set1_pd(0.113));
                __m128d t140 = _mm_sub_pd(t139, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t113, t140);
                vcc_v2_int t141 = t4 + (vcc_v2_int){1, 1};
                __m128i t142 = (__m128i)__builtin_convertvector(t141 > (vcc_v2_int){6, 6}, vcc_m2);
                vcc_v2_uint t143 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t142, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t144 = (vcc_v2_uint)t141;
                vcc_v2_uint t145 = t144 - t143;
                vcc_v2_int t146 = (vcc_v2_int)t145;
                __m128d t147 = (__m128d)__builtin_convertvector(t146, vcc_v2_double);
                __m128d t148 = _mm_mul_pd(t147, _mm_set1_pd(0.97));
                __m128d t149 = _mm_add_pd(t148, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t113, t149);
                vcc_v2_int t150 = t5 + (vcc_v2_int){14, 14};
                __m128i t151 = (__m128i)__builtin_convertvector(t150 > (vcc_v2_int){22, 22}, vcc_m2);
                vcc_v2_uint t152 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t151, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t153 = (vcc_v2_uint)t150;
                vcc_v2_uint t154 = t153 - t152;
                vcc_v2_int t155 = (vcc_v2_int)t154;
                vcc_v2_int t156 = t155 - (vcc_v2_int){11, 11};
                vcc_store(ai + t113, t156);
                vcc_v2_int t157 = t6 + (vcc_v2_int){7, 7};
                __m128i t158 = (__m128i)__builtin_convertvector(t157 > (vcc_v2_int){18, 18}, vcc_m2);
                vcc_v2_uint t159 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t158, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t160 = (vcc_v2_uint)t157;
                vcc_v2_uint t161 = t160 - t159;
                vcc_v2_int t162 = (vcc_v2_int)t161;
                vcc_v2_int t163 = t162 - (vcc_v2_int){9, 9};
                vcc_store(bi + t113, t163);
                long t164 = x_vec + 4L;
                vcc_v2_int t165 = t1 + (vcc_v2_int){6, 6};
                __m128i t166 = (__m128i)__builtin_convertvector(t165 > (vcc_v2_int){10, 10}, vcc_m2);
                vcc_v2_uint t167 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t166, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t168 = (vcc_v2_uint)t165;
                vcc_v2_uint t169 = t168 - t167;
                vcc_v2_int t170 = (vcc_v2_int)t169;
                vcc_v2_float t171 = __builtin_convertvector(t170, vcc_v2_float);
                vcc_v2_float t172 = t171 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t173 = t172 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t164, t173);
                vcc_v2_int t174 = t2 + (vcc_v2_int){7, 7};
                __m128i t175 = (__m128i)__builtin_convertvector(t174 > (vcc_v2_int){12, 12}, vcc_m2);
                vcc_v2_uint t176 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t175, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t177 = (vcc_v2_uint)t174;
                vcc_v2_uint t178 = t177 - t176;
                vcc_v2_int t179 = (vcc_v2_int)t178;
                vcc_v2_float t180 = __builtin_convertvector(t179, vcc_v2_float);
                vcc_v2_float t181 = t180 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t182 = t181 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t164, t182);
                vcc_v2_int t183 = t3 + (vcc_v2_int){12, 12};
                __m128i t184 = (__m128i)__builtin_convertvector(t183 > (vcc_v2_int){16, 16}, vcc_m2);
                vcc_v2_uint t185 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t184, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t186 = (vcc_v2_uint)t183;
                vcc_v2_uint t187 = t186 - t185;
                vcc_v2_int t188 = (vcc_v2_int)t187;
                __m128d t189 = (__m128d)__builtin_convertvector(t188, vcc_v2_double);
                __m128d t190 = _mm_mul_pd(t189, _mm_set1_pd(0.113));
                __m128d t191 = _mm_sub_pd(t190, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t164, t191);
                vcc_v2_int t192 = t4 + (vcc_v2_int){2, 2};
                __m128i t193 = (__m128i)__builtin_convertvector(t192 > (vcc_v2_int){6, 6}, vcc_m2);
                vcc_v2_uint t194 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t193, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t195 = (vcc_v2_uint)t192;
                vcc_v2_uint t196 = t195 - t194;
                vcc_v2_int t197 = (vcc_v2_int)t196;
                __m128d t198 = (__m128d)__builtin_convertvector(t197, vcc_v2_double);
                __m128d t199 = _mm_mul_pd(t198, _mm_set1_pd(0.97));
                __m128d t200 = _mm_add_pd(t199, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t164, t200);
                vcc_v2_int t201 = t5 + (vcc_v2_int){5, 5};
                __m128i t202 = (__m128i)__builtin_convertvector(t201 > (vcc_v2_int){22, 22}, vcc_m2);
                vcc_v2_uint t203 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t202, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t204 = (vcc_v2_uint)t201;
                vcc_v2_uint t205 = t204 - t203;
                vcc_v2_int t206 = (vcc_v2_int)t205;
                vcc_v2_int t207 = t206 - (vcc_v2_int){11, 11};
                vcc_store(ai + t164, t207);
                vcc_v2_int t208 = t6 + (vcc_v2_int){14, 14};
                __m128i t209 = (__m128i)__builtin_convertvector(t208 > (vcc_v2_int){18, 18}, vcc_m2);
                vcc_v2_uint t210 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t209, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t211 = (vcc_v2_uint)t208;
                vcc_v2_uint t212 = t211 - t210;
                vcc_v2_int t213 = (vcc_v2_int)t212;
                vcc_v2_int t214 = t213 - (vcc_v2_int){9, 9};
                vcc_store(bi + t164, t214);
                long t215 = x_vec + 6L;
                vcc_v2_int t216 = t1 + (vcc_v2_int){9, 9};
                __m128i t217 = (__m128i)__builtin_convertvector(t216 > (vcc_v2_int){10, 10}, vcc_m2);
                vcc_v2_uint t218 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t217, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t219 = (vcc_v2_uint)t216;
                vcc_v2_uint t220 = t219 - t218;
                vcc_v2_int t221 = (vcc_v2_int)t220;
                vcc_v2_float t222 = __builtin_convertvector(t221, vcc_v2_float);
                vcc_v2_float t223 = t222 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t224 = t223 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t215, t224);
                vcc_v2_int t225 = t2 + (vcc_v2_int){4, 4};
                __m128i t226 = (__m128i)__builtin_convertvector(t225 > (vcc_v2_int){12, 12}, vcc_m2);
                vcc_v2_uint t227 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t226, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t228 = (vcc_v2_uint)t225;
                vcc_v2_uint t229 = t228 - t227;
                vcc_v2_int t230 = (vcc_v2_int)t229;
                vcc_v2_float t231 = __builtin_convertvector(t230, vcc_v2_float);
                vcc_v2_float t232 = t231 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t233 = t232 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t215, t233);
                vcc_v2_int t234 = t3 + (vcc_v2_int){1, 1};
                __m128i t235 = (__m128i)__builtin_convertvector(t234 > (vcc_v2_int){16, 16}, vcc_m2);
                vcc_v2_uint t236 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t235, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t237 = (vcc_v2_uint)t234;
                vcc_v2_uint t238 = t237 - t236;
                vcc_v2_int t239 = (vcc_v2_int)t238;
                __m128d t240 = (__m128d)__builtin_convertvector(t239, vcc_v2_double);
                __m128d t241 = _mm_mul_pd(t240, _mm_set1_pd(0.113));
                __m128d t242 = _mm_sub_pd(t241, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t215, t242);
                vcc_v2_int t243 = t4 + (vcc_v2_int){3, 3};
                __m128i t244 = (__m128i)__builtin_convertvector(t243 > (vcc_v2_int){6, 6}, vcc_m2);
                vcc_v2_uint t245 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t244, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t246 = (vcc_v2_uint)t243;
                vcc_v2_uint t247 = t246 - t245;
                vcc_v2_int t248 = (vcc_v2_int)t247;
                __m128d t249 = (__m128d)__builtin_convertvector(t248, vcc_v2_double);
                __m128d t250 = _mm_mul_pd(t249, _mm_set1_pd(0.97));
                __m128d t251 = _mm_add_pd(t250, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t215, t251);
                vcc_v2_int t252 = t5 + (vcc_v2_int){19, 19};
                __m128i t253 = (__m128i)__builtin_convertvector(t252 > (vcc_v2_int){22, 22}, vcc_m2);
                vcc_v2_uint t254 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t253, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t255 = (vcc_v2_uint)t252;
                vcc_v2_uint t256 = t255 - t254;
                vcc_v2_int t257 = (vcc_v2_int)t256;
                vcc_v2_int t258 = t257 - (vcc_v2_int){11, 11};
                vcc_store(ai + t215, t258);
                vcc_v2_int t259 = t6 + (vcc_v2_int){2, 2};
                __m128i t260 = (__m128i)__builtin_convertvector(t259 > (vcc_v2_int){18, 18}, vcc_m2);
                vcc_v2_uint t261 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t260, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t262 = (vcc_v2_uint)t259;
                vcc_v2_uint t263 = t262 - t261;
                vcc_v2_int t264 = (vcc_v2_int)t263;
                vcc_v2_int t265 = t264 - (vcc_v2_int){9, 9};
                vcc_store(bi + t215, t265);
                x_vec += 8L;
                vcc_v2_int t266 = t1 + (vcc_v2_int){1, 1};
                __m128i t267 = (__m128i)__builtin_convertvector(t266 > (vcc_v2_int){10, 10}, vcc_m2);
                vcc_v2_uint t268 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t267, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t269 = (vcc_v2_uint)t266;
                vcc_v2_uint t270 = t269 - t268;
                vcc_v2_int t271 = (vcc_v2_int)t270;
                vcc_v2_int t272 = t2 + (vcc_v2_int){1, 1};
                __m128i t273 = (__m128i)__builtin_convertvector(t272 > (vcc_v2_int){12, 12}, vcc_m2);
                vcc_v2_uint t274 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t273, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t275 = (vcc_v2_uint)t272;
                vcc_v2_uint t276 = t275 - t274;
                vcc_v2_int t277 = (vcc_v2_int)t276;
                vcc_v2_int t278 = t3 + (vcc_v2_int){7, 7};
                __m128i t279 = (__m128i)__builtin_convertvector(t278 > (vcc_v2_int){16, 16}, vcc_m2);
                vcc_v2_uint t280 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t279, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t281 = (vcc_v2_uint)t278;
                vcc_v2_uint t282 = t281 - t280;
                vcc_v2_int t283 = (vcc_v2_int)t282;
                vcc_v2_int t284 = t4 + (vcc_v2_int){4, 4};
                __m128i t285 = (__m128i)__builtin_convertvector(t284 > (vcc_v2_int){6, 6}, vcc_m2);
                vcc_v2_uint t286 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t285, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t287 = (vcc_v2_uint)t284;
                vcc_v2_uint t288 = t287 - t286;
                vcc_v2_int t289 = (vcc_v2_int)t288;
                vcc_v2_int t290 = t5 + (vcc_v2_int){10, 10};
                __m128i t291 = (__m128i)__builtin_convertvector(t290 > (vcc_v2_int){22, 22}, vcc_m2);
                vcc_v2_uint t292 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t291, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t293 = (vcc_v2_uint)t290;
                vcc_v2_uint t294 = t293 - t292;
                vcc_v2_int t295 = (vcc_v2_int)t294;
                vcc_v2_int t296 = t6 + (vcc_v2_int){9, 9};
                __m128i t297 = (__m128i)__builtin_convertvector(t296 > (vcc_v2_int){18, 18}, vcc_m2);
                vcc_v2_uint t298 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t297, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t299 = (vcc_v2_uint)t296;
                vcc_v2_uint t300 = t299 - t298;
                vcc_v2_int t301 = (vcc_v2_int)t300;
                if (x_vec >= t62) {
                    break;
                }
                t1 = t271;
                t2 = t277;
                t3 = t283;
                t4 = t289;
                t5 = t295;
                t6 = t301;
            }
            t302 = (int)t62;
        } else {
            t302 = 0;
        }
        long t303 = (long)nn + (long)t302 * -1L;
        unsigned long t304 = (unsigned long)t17;
        unsigned long t305 = (unsigned long)t18;
        long t306 = (long)((unsigned long)t18 + (unsigned long)((long)t302 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t302 * 4L)));
        unsigned long t307 = (unsigned long)t17;
        unsigned long t308 = (unsigned long)t20;
        unsigned long t309 = (unsigned long)t17;
        unsigned long t310 = (unsigned long)t21;
        unsigned long t311 = (unsigned long)t17;
        unsigned long t312 = (unsigned long)t22;
        long t313 = (long)((unsigned long)t22 + (unsigned long)((long)t302 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t302 * 4L)));
        unsigned long t314 = (unsigned long)t17;
        unsigned long t315 = (unsigned long)t23;
        long t316 = (long)((unsigned long)t23 + (unsigned long)((long)t302 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t302 * 4L)));
        unsigned long t317 = (unsigned long)t18;
        unsigned long t318 = (unsigned long)t20;
        unsigned long t319 = (unsigned long)t18;
        unsigned long t320 = (unsigned long)t21;
        unsigned long t321 = (unsigned long)t18;
        unsigned long t322 = (unsigned long)t22;
        long t323 = (long)((unsigned long)t22 + (unsigned long)((long)t302 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t302 * 4L)));
        unsigned long t324 = (unsigned long)t18;
        unsigned long t325 = (unsigned long)t23;
        long t326 = (long)((unsigned long)t23 + (unsigned long)((long)t302 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t302 * 4L)));
        unsigned long t327 = (unsigned long)t20;
        unsigned long t328 = (unsigned long)t21;
        long t329 = (long)((unsigned long)t21 + (unsigned long)((long)t302 * 8L) - ((unsigned long)t20 + (unsigned long)((long)t302 * 8L)));
        unsigned long t330 = (unsigned long)t20;
        unsigned long t331 = (unsigned long)t22;
        unsigned long t332 = (unsigned long)t20;
        unsigned long t333 = (unsigned long)t23;
        unsigned long t334 = (unsigned long)t21;
        unsigned long t335 = (unsigned long)t22;
        unsigned long t336 = (unsigned long)t21;
        unsigned long t337 = (unsigned long)t23;
        unsigned long t338 = (unsigned long)t22;
        unsigned long t339 = (unsigned long)t23;
        long t340 = (long)((unsigned long)t23 + (unsigned long)((long)t302 * 4L) - ((unsigned long)t22 + (unsigned long)((long)t302 * 4L)));
        int t341 = (int)((unsigned int)t302 * 7U);
        int t342 = (int)((unsigned int)t302 * 5U);
        int t343 = (int)((unsigned int)t302 * 3U);
        int t344 = (int)((unsigned int)t302 * 11U);
        int t345 = (int)((unsigned int)t302 * 7U);
        int t346 = (int)((unsigned int)t302 * 13U);
        if ((t303 >= 2L) & (((t304 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t305 + (unsigned long)((long)t302 * 4L))) | ((t305 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t304 + (unsigned long)((long)t302 * 4L))) | ((t306 <= 0L) | (t306 >= 8L))) & (((t307 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t308 + (unsigned long)((long)t302 * 8L))) | ((t308 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t307 + (unsigned long)((long)t302 * 4L)))) & (((t309 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t310 + (unsigned long)((long)t302 * 8L))) | ((t310 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t309 + (unsigned long)((long)t302 * 4L)))) & (((t311 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t312 + (unsigned long)((long)t302 * 4L))) | ((t312 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t311 + (unsigned long)((long)t302 * 4L))) | ((t313 <= 0L) | (t313 >= 8L))) & (((t314 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t315 + (unsigned long)((long)t302 * 4L))) | ((t315 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t314 + (unsigned long)((long)t302 * 4L))) | ((t316 <= 0L) | (t316 >= 8L))) & (((t317 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t318 + (unsigned long)((long)t302 * 8L))) | ((t318 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t317 + (unsigned long)((long)t302 * 4L)))) & (((t319 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t320 + (unsigned long)((long)t302 * 8L))) | ((t320 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t319 + (unsigned long)((long)t302 * 4L)))) & (((t321 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t322 + (unsigned long)((long)t302 * 4L))) | ((t322 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t321 + (unsigned long)((long)t302 * 4L))) | ((t323 <= 0L) | (t323 >= 8L))) & (((t324 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t325 + (unsigned long)((long)t302 * 4L))) | ((t325 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t324 + (unsigned long)((long)t302 * 4L))) | ((t326 <= 0L) | (t326 >= 8L))) & (((t327 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t328 + (unsigned long)((long)t302 * 8L))) | ((t328 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t327 + (unsigned long)((long)t302 * 8L))) | ((t329 <= 0L) | (t329 >= 16L))) & (((t330 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t331 + (unsigned long)((long)t302 * 4L))) | ((t331 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t330 + (unsigned long)((long)t302 * 8L)))) & (((t332 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t333 + (unsigned long)((long)t302 * 4L))) | ((t333 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t332 + (unsigned long)((long)t302 * 8L)))) & (((t334 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t335 + (unsigned long)((long)t302 * 4L))) | ((t335 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t334 + (unsigned long)((long)t302 * 8L)))) & (((t336 + (unsigned long)((long)t302 * 8L + 8L + (t303 - 1L) * 8L)) <= (t337 + (unsigned long)((long)t302 * 4L))) | ((t337 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t336 + (unsigned long)((long)t302 * 8L)))) & (((t338 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t339 + (unsigned long)((long)t302 * 4L))) | ((t339 + (unsigned long)((long)t302 * 4L + 4L + (t303 - 1L) * 4L)) <= (t338 + (unsigned long)((long)t302 * 4L))) | ((t340 <= 0L) | (t340 >= 8L))) & (t341 >= 0) & (t342 >= 0) & (t343 >= 0) & (t344 >= 0) & (t345 >= 0) & (t346 >= 0)) {
            long t347 = t303 & -2L;
            vcc_v2_int t348 = vcc_splat(vcc_v2_int, t341 % 11);
            vcc_v2_int t349 = t348 + (vcc_v2_int){0, 7};
            __m128i t350 = (__m128i)__builtin_convertvector(t349 > (vcc_v2_int){10, 10}, vcc_m2);
            vcc_v2_uint t351 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t350, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t352 = (vcc_v2_uint)t349;
            vcc_v2_uint t353 = t352 - t351;
            vcc_v2_int t7 = (vcc_v2_int)t353;
            vcc_v2_int t354 = vcc_splat(vcc_v2_int, t342 % 13);
            vcc_v2_int t355 = t354 + (vcc_v2_int){0, 5};
            __m128i t356 = (__m128i)__builtin_convertvector(t355 > (vcc_v2_int){12, 12}, vcc_m2);
            vcc_v2_uint t357 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t356, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t358 = (vcc_v2_uint)t355;
            vcc_v2_uint t359 = t358 - t357;
            vcc_v2_int t8 = (vcc_v2_int)t359;
            vcc_v2_int t360 = vcc_splat(vcc_v2_int, t343 % 17);
            vcc_v2_int t361 = t360 + (vcc_v2_int){0, 3};
            __m128i t362 = (__m128i)__builtin_convertvector(t361 > (vcc_v2_int){16, 16}, vcc_m2);
            vcc_v2_uint t363 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t362, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t364 = (vcc_v2_uint)t361;
            vcc_v2_uint t365 = t364 - t363;
            vcc_v2_int t9 = (vcc_v2_int)t365;
            vcc_v2_int t366 = vcc_splat(vcc_v2_int, t344 % 7);
            vcc_v2_int t367 = t366 + (vcc_v2_int){0, 4};
            __m128i t368 = (__m128i)__builtin_convertvector(t367 > (vcc_v2_int){6, 6}, vcc_m2);
            vcc_v2_uint t369 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t368, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t370 = (vcc_v2_uint)t367;
            vcc_v2_uint t371 = t370 - t369;
            vcc_v2_int t10 = (vcc_v2_int)t371;
            vcc_v2_int t372 = vcc_splat(vcc_v2_int, t345 % 23);
            vcc_v2_int t373 = t372 + (vcc_v2_int){0, 7};
            __m128i t374 = (__m128i)__builtin_convertvector(t373 > (vcc_v2_int){22, 22}, vcc_m2);
            vcc_v2_uint t375 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t374, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t376 = (vcc_v2_uint)t373;
            vcc_v2_uint t377 = t376 - t375;
            vcc_v2_int t11 = (vcc_v2_int)t377;
            vcc_v2_int t378 = vcc_splat(vcc_v2_int, t346 % 19);
            vcc_v2_int t379 = t378 + (vcc_v2_int){0, 13};
            __m128i t380 = (__m128i)__builtin_convertvector(t379 > (vcc_v2_int){18, 18}, vcc_m2);
            vcc_v2_uint t381 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t380, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t382 = (vcc_v2_uint)t379;
            vcc_v2_uint t383 = t382 - t381;
            vcc_v2_int t12 = (vcc_v2_int)t383;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t384 = (long)t302 + x_vec_1;
                vcc_v2_float t385 = __builtin_convertvector(t7, vcc_v2_float);
                vcc_v2_float t386 = t385 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t387 = t386 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t384, t387);
                vcc_v2_float t388 = __builtin_convertvector(t8, vcc_v2_float);
                vcc_v2_float t389 = t388 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t390 = t389 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t384, t390);
                __m128d t391 = (__m128d)__builtin_convertvector(t9, vcc_v2_double);
                __m128d t392 = _mm_mul_pd(t391, _mm_set1_pd(0.113));
                __m128d t393 = _mm_sub_pd(t392, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t384, t393);
                __m128d t394 = (__m128d)__builtin_convertvector(t10, vcc_v2_double);
                __m128d t395 = _mm_mul_pd(t394, _mm_set1_pd(0.97));
                __m128d t396 = _mm_add_pd(t395, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t384, t396);
                vcc_v2_int t397 = t11 - (vcc_v2_int){11, 11};
                vcc_store(ai + t384, t397);
                vcc_v2_int t398 = t12 - (vcc_v2_int){9, 9};
                vcc_store(bi + t384, t398);
                x_vec_1 += 2L;
                vcc_v2_int t399 = t7 + (vcc_v2_int){3, 3};
                __m128i t400 = (__m128i)__builtin_convertvector(t399 > (vcc_v2_int){10, 10}, vcc_m2);
                vcc_v2_uint t401 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t400, vcc_v2_int), ((vcc_v2_uint){11U, 11U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t402 = (vcc_v2_uint)t399;
                vcc_v2_uint t403 = t402 - t401;
                vcc_v2_int t404 = (vcc_v2_int)t403;
                vcc_v2_int t405 = t8 + (vcc_v2_int){10, 10};
                __m128i t406 = (__m128i)__builtin_convertvector(t405 > (vcc_v2_int){12, 12}, vcc_m2);
                vcc_v2_uint t407 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t406, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t408 = (vcc_v2_uint)t405;
                vcc_v2_uint t409 = t408 - t407;
                vcc_v2_int t410 = (vcc_v2_int)t409;
                vcc_v2_int t411 = t9 + (vcc_v2_int){6, 6};
                __m128i t412 = (__m128i)__builtin_convertvector(t411 > (vcc_v2_int){16, 16}, vcc_m2);
                vcc_v2_uint t413 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t412, vcc_v2_int), ((vcc_v2_uint){17U, 17U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t414 = (vcc_v2_uint)t411;
                vcc_v2_uint t415 = t414 - t413;
                vcc_v2_int t416 = (vcc_v2_int)t415;
                vcc_v2_int t417 = t10 + (vcc_v2_int){1, 1};
                __m128i t418 = (__m128i)__builtin_convertvector(t417 > (vcc_v2_int){6, 6}, vcc_m2);
                vcc_v2_uint t419 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t418, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t420 = (vcc_v2_uint)t417;
                vcc_v2_uint t421 = t420 - t419;
                vcc_v2_int t422 = (vcc_v2_int)t421;
                vcc_v2_int t423 = t11 + (vcc_v2_int){14, 14};
                __m128i t424 = (__m128i)__builtin_convertvector(t423 > (vcc_v2_int){22, 22}, vcc_m2);
                vcc_v2_uint t425 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t424, vcc_v2_int), ((vcc_v2_uint){23U, 23U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t426 = (vcc_v2_uint)t423;
                vcc_v2_uint t427 = t426 - t425;
                vcc_v2_int t428 = (vcc_v2_int)t427;
                vcc_v2_int t429 = t12 + (vcc_v2_int){7, 7};
                __m128i t430 = (__m128i)__builtin_convertvector(t429 > (vcc_v2_int){18, 18}, vcc_m2);
                vcc_v2_uint t431 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t430, vcc_v2_int), ((vcc_v2_uint){19U, 19U}), ((vcc_v2_uint){0U, 0U}));
                vcc_v2_uint t432 = (vcc_v2_uint)t429;
                vcc_v2_uint t433 = t432 - t431;
                vcc_v2_int t434 = (vcc_v2_int)t433;
                if (x_vec_1 >= t347) {
                    break;
                }
                t7 = t404;
                t8 = t410;
                t9 = t416;
                t10 = t422;
                t11 = t428;
                t12 = t434;
            }
            x = (int)((long)t302 + t347);
        } else {
            x = t302;
        }
        for (; x < nn; x++) {
            long t435 = (long)x;
            int t436 = x * 7;
            af[t435] = (float)(t436 % 11) * 0.37f - 1.5f;
            bf[t435] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t435] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t435] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t435] = t436 % 23 - 11;
            bi[t435] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t437 = (long)x_1;
            sf += (double)(cf[t437] * (float)(x_1 % 5 + 1));
            sd += cd[t437] * (double)(x_1 % 3 + 1);
            si += (long)ci[t437] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t438 = ci[nn - 1];
        } else {
            t438 = 0;
        }
        if (nn) {
            t439 = cd[nn / 2];
        } else {
            t439 = 0.0;
        }
        if (nn) {
            t440 = cf[nn - 1];
        } else {
            t440 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t440, sd, t439, si, t438);
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
    __m128i t441 = _mm_set1_epi32(0);
    __m128i t442 = _mm_add_epi32(t441, _mm_setr_epi32(0, 7, 3, 10));
    __m128i t443 = _mm_cmpgt_epi32(t442, _mm_set1_epi32(10));
    __m128i t444 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t443, _mm_set1_epi32(11)); });
    vcc_v4_int t13 = (vcc_v4_int)_mm_sub_epi32(t442, t444);
    __m128i t445 = _mm_set1_epi32(0);
    __m128i t446 = _mm_add_epi32(t445, _mm_setr_epi32(0, 5, 10, 2));
    __m128i t447 = _mm_cmpgt_epi32(t446, _mm_set1_epi32(12));
    __m128i t448 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t447, _mm_set1_epi32(13)); });
    vcc_v4_int t14 = (vcc_v4_int)_mm_sub_epi32(t446, t448);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 4, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t449 = _mm_cvtepi32_ps((__m128i)t13);
        __m128 t450 = _mm_mul_ps(t449, _mm_set1_ps(0.37f));
        __m128 t451 = _mm_sub_ps(t450, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[x_vec_2], t451);
        __m128 t452 = _mm_cvtepi32_ps((__m128i)t14);
        __m128 t453 = _mm_mul_ps(t452, _mm_set1_ps(0.21f));
        __m128 t454 = _mm_add_ps(t453, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[x_vec_2], t454);
        long t455 = x_vec_2 + 4L;
        __m128i t456 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(6));
        __m128i t457 = _mm_cmpgt_epi32(t456, _mm_set1_epi32(10));
        __m128i t458 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t457, _mm_set1_epi32(11)); });
        __m128i t459 = _mm_sub_epi32(t456, t458);
        __m128 t460 = _mm_cvtepi32_ps(t459);
        __m128 t461 = _mm_mul_ps(t460, _mm_set1_ps(0.37f));
        __m128 t462 = _mm_sub_ps(t461, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t455], t462);
        __m128i t463 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(7));
        __m128i t464 = _mm_cmpgt_epi32(t463, _mm_set1_epi32(12));
        __m128i t465 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t464, _mm_set1_epi32(13)); });
        __m128i t466 = _mm_sub_epi32(t463, t465);
        __m128 t467 = _mm_cvtepi32_ps(t466);
        __m128 t468 = _mm_mul_ps(t467, _mm_set1_ps(0.21f));
        __m128 t469 = _mm_add_ps(t468, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t455], t469);
        long t470 = x_vec_2 + 8L;
        __m128i t471 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(1));
        __m128i t472 = _mm_cmpgt_epi32(t471, _mm_set1_epi32(10));
        __m128i t473 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t472, _mm_set1_epi32(11)); });
        __m128i t474 = _mm_sub_epi32(t471, t473);
        __m128 t475 = _mm_cvtepi32_ps(t474);
        __m128 t476 = _mm_mul_ps(t475, _mm_set1_ps(0.37f));
        __m128 t477 = _mm_sub_ps(t476, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t470], t477);
        __m128i t478 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(1));
        __m128i t479 = _mm_cmpgt_epi32(t478, _mm_set1_epi32(12));
        __m128i t480 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t479, _mm_set1_epi32(13)); });
        __m128i t481 = _mm_sub_epi32(t478, t480);
        __m128 t482 = _mm_cvtepi32_ps(t481);
        __m128 t483 = _mm_mul_ps(t482, _mm_set1_ps(0.21f));
        __m128 t484 = _mm_add_ps(t483, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t470], t484);
        long t485 = x_vec_2 + 12L;
        __m128i t486 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(7));
        __m128i t487 = _mm_cmpgt_epi32(t486, _mm_set1_epi32(10));
        __m128i t488 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t487, _mm_set1_epi32(11)); });
        __m128i t489 = _mm_sub_epi32(t486, t488);
        __m128 t490 = _mm_cvtepi32_ps(t489);
        __m128 t491 = _mm_mul_ps(t490, _mm_set1_ps(0.37f));
        __m128 t492 = _mm_sub_ps(t491, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t485], t492);
        __m128i t493 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(8));
        __m128i t494 = _mm_cmpgt_epi32(t493, _mm_set1_epi32(12));
        __m128i t495 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t494, _mm_set1_epi32(13)); });
        __m128i t496 = _mm_sub_epi32(t493, t495);
        __m128 t497 = _mm_cvtepi32_ps(t496);
        __m128 t498 = _mm_mul_ps(t497, _mm_set1_ps(0.21f));
        __m128 t499 = _mm_add_ps(t498, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t485], t499);
        x_vec_2 += 16L;
        __m128i t500 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(2));
        __m128i t501 = _mm_cmpgt_epi32(t500, _mm_set1_epi32(10));
        __m128i t502 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t501, _mm_set1_epi32(11)); });
        t13 = (vcc_v4_int)_mm_sub_epi32(t500, t502);
        __m128i t503 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(2));
        __m128i t504 = _mm_cmpgt_epi32(t503, _mm_set1_epi32(12));
        __m128i t505 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t504, _mm_set1_epi32(13)); });
        t14 = (vcc_v4_int)_mm_sub_epi32(t503, t505);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
