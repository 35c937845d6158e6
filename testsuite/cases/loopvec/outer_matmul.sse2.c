/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
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
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(a), vcc_sse_flip_epi32(b))); }

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
        for (;; j_1 += 4) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            __m128 t1 = _mm_set1_ps(0.0f);
            for (int t2 = 0; t2 < 12; t2++) {
                __m128 t3 = _mm_loadu_ps(b + (t2 * 12 + j_1));
                __m128 t4 = _mm_set1_ps(a[i * 12 + t2]);
                __m128 t5 = _mm_mul_ps(t4, t3);
                t1 = _mm_add_ps(t1, t5);
            }
            _mm_storeu_ps(c + (i * 12 + j_1), t1);
        }
        for (; j < 12; j++) {
            float s = 0.0f;
            for (int k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t265;
    int x;
    int t382;
    double t383;
    float t384;
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
        unsigned long t27 = (unsigned long)t17;
        unsigned long t28 = (unsigned long)t20;
        unsigned long t29 = (unsigned long)t17;
        unsigned long t30 = (unsigned long)t21;
        unsigned long t31 = (unsigned long)t17;
        unsigned long t32 = (unsigned long)t22;
        unsigned long t33 = (unsigned long)t17;
        unsigned long t34 = (unsigned long)t23;
        unsigned long t35 = (unsigned long)t18;
        unsigned long t36 = (unsigned long)t20;
        unsigned long t37 = (unsigned long)t18;
        unsigned long t38 = (unsigned long)t21;
        unsigned long t39 = (unsigned long)t18;
        unsigned long t40 = (unsigned long)t22;
        unsigned long t41 = (unsigned long)t18;
        unsigned long t42 = (unsigned long)t23;
        unsigned long t43 = (unsigned long)t20;
        unsigned long t44 = (unsigned long)t21;
        unsigned long t45 = (unsigned long)t20;
        unsigned long t46 = (unsigned long)t22;
        unsigned long t47 = (unsigned long)t20;
        unsigned long t48 = (unsigned long)t23;
        unsigned long t49 = (unsigned long)t21;
        unsigned long t50 = (unsigned long)t22;
        unsigned long t51 = (unsigned long)t21;
        unsigned long t52 = (unsigned long)t23;
        unsigned long t53 = (unsigned long)t22;
        unsigned long t54 = (unsigned long)t23;
        if ((t24 >= 8L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25)) & (((t27 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t28) | ((t28 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t27)) & (((t29 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t29)) & (((t31 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t41)) & (((t43 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t44) | ((t44 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t45)) & (((t47 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t54) | ((t54 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t53)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t55 = t24 & -8L;
            vcc_v2_int t56 = (vcc_v2_int){0, 0};
            vcc_v2_int t57 = t56 + (vcc_v2_int){0, 7};
            vcc_v2_uint t58 = (vcc_v2_uint)t57;
            vcc_v2_uint t59 = t58 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t60 = vcc_min(vcc_v2_int, t58, t59);
            vcc_v2_int t1 = (vcc_v2_int)t60;
            vcc_v2_int t61 = (vcc_v2_int){0, 0};
            vcc_v2_int t62 = t61 + (vcc_v2_int){0, 5};
            vcc_v2_uint t63 = (vcc_v2_uint)t62;
            vcc_v2_uint t64 = t63 - (vcc_v2_uint){13U, 13U};
            vcc_v2_uint t65 = vcc_min(vcc_v2_int, t63, t64);
            vcc_v2_int t2 = (vcc_v2_int)t65;
            vcc_v2_int t66 = (vcc_v2_int){0, 0};
            vcc_v2_int t67 = t66 + (vcc_v2_int){0, 3};
            vcc_v2_uint t68 = (vcc_v2_uint)t67;
            vcc_v2_uint t69 = t68 - (vcc_v2_uint){17U, 17U};
            vcc_v2_uint t70 = vcc_min(vcc_v2_int, t68, t69);
            vcc_v2_int t3 = (vcc_v2_int)t70;
            vcc_v2_int t71 = (vcc_v2_int){0, 0};
            vcc_v2_int t72 = t71 + (vcc_v2_int){0, 4};
            vcc_v2_uint t73 = (vcc_v2_uint)t72;
            vcc_v2_uint t74 = t73 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t75 = vcc_min(vcc_v2_int, t73, t74);
            vcc_v2_int t4 = (vcc_v2_int)t75;
            vcc_v2_int t76 = (vcc_v2_int){0, 0};
            vcc_v2_int t77 = t76 + (vcc_v2_int){0, 7};
            vcc_v2_uint t78 = (vcc_v2_uint)t77;
            vcc_v2_uint t79 = t78 - (vcc_v2_uint){23U, 23U};
            vcc_v2_uint t80 = vcc_min(vcc_v2_int, t78, t79);
            vcc_v2_int t5 = (vcc_v2_int)t80;
            vcc_v2_int t81 = (vcc_v2_int){0, 0};
            vcc_v2_int t82 = t81 + (vcc_v2_int){0, 13};
            vcc_v2_uint t83 = (vcc_v2_uint)t82;
            vcc_v2_uint t84 = t83 - (vcc_v2_uint){19U, 19U};
            vcc_v2_uint t85 = vcc_min(vcc_v2_int, t83, t84);
            vcc_v2_int t6 = (vcc_v2_int)t85;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 2, UF 4, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_float t86 = __builtin_convertvector(t1, vcc_v2_float);
                vcc_v2_float t87 = t86 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t88 = t87 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + x_vec, t88);
                vcc_v2_float t89 = __builtin_convertvector(t2, vcc_v2_float);
                vcc_v2_float t90 = t89 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t91 = t90 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + x_vec, t91);
                __m128d t92 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                __m128d t93 = _mm_mul_pd(t92, _mm_set1_pd(0.113));
                __m128d t94 = _mm_sub_pd(t93, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + x_vec, t94);
                __m128d t95 = (__m128d)__builtin_convertvector(t4, vcc_v2_double);
                __m128d t96 = _mm_mul_pd(t95, _mm_set1_pd(0.97));
                __m128d t97 = _mm_add_pd(t96, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + x_vec, t97);
                vcc_v2_int t98 = t5 - (vcc_v2_int){11, 11};
                vcc_store(ai + x_vec, t98);
                vcc_v2_int t99 = t6 - (vcc_v2_int){9, 9};
                vcc_store(bi + x_vec, t99);
                long t100 = x_vec + 2L;
                vcc_v2_int t101 = t1 + (vcc_v2_int){3, 3};
                vcc_v2_uint t102 = (vcc_v2_uint)t101;
                vcc_v2_uint t103 = t102 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t104 = vcc_min(vcc_v2_int, t102, t103);
                vcc_v2_int t105 = (vcc_v2_int)t104;
                vcc_v2_float t106 = __builtin_convertvector(t105, vcc_v2_float);
                vcc_v2_float t107 = t106 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t108 = t107 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t100, t108);
                vcc_v2_int t109 = t2 + (vcc_v2_int){10, 10};
                vcc_v2_uint t110 = (vcc_v2_uint)t109;
                vcc_v2_uint t111 = t110 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t112 = vcc_min(vcc_v2_int, t110, t111);
                vcc_v2_int t113 = (vcc_v2_int)t112;
                vcc_v2_float t114 = __builtin_convertvector(t113, vcc_v2_float);
                vcc_v2_float t115 = t114 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t116 = t115 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t100, t116);
                vcc_v2_int t117 = t3 + (vcc_v2_int){6, 6};
                vcc_v2_uint t118 = (vcc_v2_uint)t117;
                vcc_v2_uint t119 = t118 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t120 = vcc_min(vcc_v2_int, t118, t119);
                vcc_v2_int t121 = (vcc_v2_int)t120;
                __m128d t122 = (__m128d)__builtin_convertvector(t121, vcc_v2_double);
                __m128d t123 = _mm_mul_pd(t122, _mm_set1_pd(0.113));
                __m128d t124 = _mm_sub_pd(t123, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t100, t124);
                vcc_v2_int t125 = t4 + (vcc_v2_int){1, 1};
                vcc_v2_uint t126 = (vcc_v2_uint)t125;
                vcc_v2_uint t127 = t126 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t128 = vcc_min(vcc_v2_int, t126, t127);
                vcc_v2_int t129 = (vcc_v2_int)t128;
                __m128d t130 = (__m128d)__builtin_convertvector(t129, vcc_v2_double);
                __m128d t131 = _mm_mul_pd(t130, _mm_set1_pd(0.97));
                __m128d t132 = _mm_add_pd(t131, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t100, t132);
                vcc_v2_int t133 = t5 + (vcc_v2_int){14, 14};
                vcc_v2_uint t134 = (vcc_v2_uint)t133;
                vcc_v2_uint t135 = t134 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t136 = vcc_min(vcc_v2_int, t134, t135);
                vcc_v2_int t137 = (vcc_v2_int)t136;
                vcc_v2_int t138 = t137 - (vcc_v2_int){11, 11};
                vcc_store(ai + t100, t138);
                vcc_v2_int t139 = t6 + (vcc_v2_int){7, 7};
                vcc_v2_uint t140 = (vcc_v2_uint)t139;
                vcc_v2_uint t141 = t140 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t142 = vcc_min(vcc_v2_int, t140, t141);
                vcc_v2_int t143 = (vcc_v2_int)t142;
                vcc_v2_int t144 = t143 - (vcc_v2_int){9, 9};
                vcc_store(bi + t100, t144);
                long t145 = x_vec + 4L;
                vcc_v2_int t146 = t1 + (vcc_v2_int){6, 6};
                vcc_v2_uint t147 = (vcc_v2_uint)t146;
                vcc_v2_uint t148 = t147 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t149 = vcc_min(vcc_v2_int, t147, t148);
                vcc_v2_int t150 = (vcc_v2_int)t149;
                vcc_v2_float t151 = __builtin_convertvector(t150, vcc_v2_float);
                vcc_v2_float t152 = t151 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t153 = t152 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t145, t153);
                vcc_v2_int t154 = t2 + (vcc_v2_int){7, 7};
                vcc_v2_uint t155 = (vcc_v2_uint)t154;
                vcc_v2_uint t156 = t155 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t157 = vcc_min(vcc_v2_int, t155, t156);
                vcc_v2_int t158 = (vcc_v2_int)t157;
                vcc_v2_float t159 = __builtin_convertvector(t158, vcc_v2_float);
                vcc_v2_float t160 = t159 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t161 = t160 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t145, t161);
                vcc_v2_int t162 = t3 + (vcc_v2_int){12, 12};
                vcc_v2_uint t163 = (vcc_v2_uint)t162;
                vcc_v2_uint t164 = t163 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t165 = vcc_min(vcc_v2_int, t163, t164);
                vcc_v2_int t166 = (vcc_v2_int)t165;
                __m128d t167 = (__m128d)__builtin_convertvector(t166, vcc_v2_double);
                __m128d t168 = _mm_mul_pd(t167, _mm_set1_pd(0.113));
                __m128d t169 = _mm_sub_pd(t168, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t145, t169);
                vcc_v2_int t170 = t4 + (vcc_v2_int){2, 2};
                vcc_v2_uint t171 = (vcc_v2_uint)t170;
                vcc_v2_uint t172 = t171 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t173 = vcc_min(vcc_v2_int, t171, t172);
                vcc_v2_int t174 = (vcc_v2_int)t173;
                __m128d t175 = (__m128d)__builtin_convertvector(t174, vcc_v2_double);
                __m128d t176 = _mm_mul_pd(t175, _mm_set1_pd(0.97));
                __m128d t177 = _mm_add_pd(t176, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t145, t177);
                vcc_v2_int t178 = t5 + (vcc_v2_int){5, 5};
                vcc_v2_uint t179 = (vcc_v2_uint)t178;
                vcc_v2_uint t180 = t179 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t181 = vcc_min(vcc_v2_int, t179, t180);
                vcc_v2_int t182 = (vcc_v2_int)t181;
                vcc_v2_int t183 = t182 - (vcc_v2_int){11, 11};
                vcc_store(ai + t145, t183);
                vcc_v2_int t184 = t6 + (vcc_v2_int){14, 14};
                vcc_v2_uint t185 = (vcc_v2_uint)t184;
                vcc_v2_uint t186 = t185 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t187 = vcc_min(vcc_v2_int, t185, t186);
                vcc_v2_int t188 = (vcc_v2_int)t187;
                vcc_v2_int t189 = t188 - (vcc_v2_int){9, 9};
                vcc_store(bi + t145, t189);
                long t190 = x_vec + 6L;
                vcc_v2_int t191 = t1 + (vcc_v2_int){9, 9};
                vcc_v2_uint t192 = (vcc_v2_uint)t191;
                vcc_v2_uint t193 = t192 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t194 = vcc_min(vcc_v2_int, t192, t193);
                vcc_v2_int t195 = (vcc_v2_int)t194;
                vcc_v2_float t196 = __builtin_convertvector(t195, vcc_v2_float);
                vcc_v2_float t197 = t196 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t198 = t197 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t190, t198);
                vcc_v2_int t199 = t2 + (vcc_v2_int){4, 4};
                vcc_v2_uint t200 = (vcc_v2_uint)t199;
                vcc_v2_uint t201 = t200 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t202 = vcc_min(vcc_v2_int, t200, t201);
                vcc_v2_int t203 = (vcc_v2_int)t202;
                vcc_v2_float t204 = __builtin_convertvector(t203, vcc_v2_float);
                vcc_v2_float t205 = t204 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t206 = t205 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t190, t206);
                vcc_v2_int t207 = t3 + (vcc_v2_int){1, 1};
                vcc_v2_uint t208 = (vcc_v2_uint)t207;
                vcc_v2_uint t209 = t208 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t210 = vcc_min(vcc_v2_int, t208, t209);
                vcc_v2_int t211 = (vcc_v2_int)t210;
                __m128d t212 = (__m128d)__builtin_convertvector(t211, vcc_v2_double);
                __m128d t213 = _mm_mul_pd(t212, _mm_set1_pd(0.113));
                __m128d t214 = _mm_sub_pd(t213, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t190, t214);
                vcc_v2_int t215 = t4 + (vcc_v2_int){3, 3};
                vcc_v2_uint t216 = (vcc_v2_uint)t215;
                vcc_v2_uint t217 = t216 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t218 = vcc_min(vcc_v2_int, t216, t217);
                vcc_v2_int t219 = (vcc_v2_int)t218;
                __m128d t220 = (__m128d)__builtin_convertvector(t219, vcc_v2_double);
                __m128d t221 = _mm_mul_pd(t220, _mm_set1_pd(0.97));
                __m128d t222 = _mm_add_pd(t221, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t190, t222);
                vcc_v2_int t223 = t5 + (vcc_v2_int){19, 19};
                vcc_v2_uint t224 = (vcc_v2_uint)t223;
                vcc_v2_uint t225 = t224 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t226 = vcc_min(vcc_v2_int, t224, t225);
                vcc_v2_int t227 = (vcc_v2_int)t226;
                vcc_v2_int t228 = t227 - (vcc_v2_int){11, 11};
                vcc_store(ai + t190, t228);
                vcc_v2_int t229 = t6 + (vcc_v2_int){2, 2};
                vcc_v2_uint t230 = (vcc_v2_uint)t229;
                vcc_v2_uint t231 = t230 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t232 = vcc_min(vcc_v2_int, t230, t231);
                vcc_v2_int t233 = (vcc_v2_int)t232;
                vcc_v2_int t234 = t233 - (vcc_v2_int){9, 9};
                vcc_store(bi + t190, t234);
                x_vec += 8L;
                vcc_v2_int t235 = t1 + (vcc_v2_int){1, 1};
                vcc_v2_uint t236 = (vcc_v2_uint)t235;
                vcc_v2_uint t237 = t236 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t238 = vcc_min(vcc_v2_int, t236, t237);
                vcc_v2_int t239 = (vcc_v2_int)t238;
                vcc_v2_int t240 = t2 + (vcc_v2_int){1, 1};
                vcc_v2_uint t241 = (vcc_v2_uint)t240;
                vcc_v2_uint t242 = t241 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t243 = vcc_min(vcc_v2_int, t241, t242);
                vcc_v2_int t244 = (vcc_v2_int)t243;
                vcc_v2_int t245 = t3 + (vcc_v2_int){7, 7};
                vcc_v2_uint t246 = (vcc_v2_uint)t245;
                vcc_v2_uint t247 = t246 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t248 = vcc_min(vcc_v2_int, t246, t247);
                vcc_v2_int t249 = (vcc_v2_int)t248;
                vcc_v2_int t250 = t4 + (vcc_v2_int){4, 4};
                vcc_v2_uint t251 = (vcc_v2_uint)t250;
                vcc_v2_uint t252 = t251 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t253 = vcc_min(vcc_v2_int, t251, t252);
                vcc_v2_int t254 = (vcc_v2_int)t253;
                vcc_v2_int t255 = t5 + (vcc_v2_int){10, 10};
                vcc_v2_uint t256 = (vcc_v2_uint)t255;
                vcc_v2_uint t257 = t256 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t258 = vcc_min(vcc_v2_int, t256, t257);
                vcc_v2_int t259 = (vcc_v2_int)t258;
                vcc_v2_int t260 = t6 + (vcc_v2_int){9, 9};
                vcc_v2_uint t261 = (vcc_v2_uint)t260;
                vcc_v2_uint t262 = t261 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t263 = vcc_min(vcc_v2_int, t261, t262);
                vcc_v2_int t264 = (vcc_v2_int)t263;
                if (x_vec >= t55) {
                    break;
                }
                t1 = t239;
                t2 = t244;
                t3 = t249;
                t4 = t254;
                t5 = t259;
                t6 = t264;
            }
            t265 = (int)t55;
        } else {
            t265 = 0;
        }
        long t266 = (long)nn + (long)t265 * -1L;
        unsigned long t267 = (unsigned long)t17;
        unsigned long t268 = (unsigned long)t18;
        unsigned long t269 = (unsigned long)t17;
        unsigned long t270 = (unsigned long)t20;
        unsigned long t271 = (unsigned long)t17;
        unsigned long t272 = (unsigned long)t21;
        unsigned long t273 = (unsigned long)t17;
        unsigned long t274 = (unsigned long)t22;
        unsigned long t275 = (unsigned long)t17;
        unsigned long t276 = (unsigned long)t23;
        unsigned long t277 = (unsigned long)t18;
        unsigned long t278 = (unsigned long)t20;
        unsigned long t279 = (unsigned long)t18;
        unsigned long t280 = (unsigned long)t21;
        unsigned long t281 = (unsigned long)t18;
        unsigned long t282 = (unsigned long)t22;
        unsigned long t283 = (unsigned long)t18;
        unsigned long t284 = (unsigned long)t23;
        unsigned long t285 = (unsigned long)t20;
        unsigned long t286 = (unsigned long)t21;
        unsigned long t287 = (unsigned long)t20;
        unsigned long t288 = (unsigned long)t22;
        unsigned long t289 = (unsigned long)t20;
        unsigned long t290 = (unsigned long)t23;
        unsigned long t291 = (unsigned long)t21;
        unsigned long t292 = (unsigned long)t22;
        unsigned long t293 = (unsigned long)t21;
        unsigned long t294 = (unsigned long)t23;
        unsigned long t295 = (unsigned long)t22;
        unsigned long t296 = (unsigned long)t23;
        int t297 = (int)((unsigned int)t265 * 7U);
        int t298 = (int)((unsigned int)t265 * 5U);
        int t299 = (int)((unsigned int)t265 * 3U);
        int t300 = (int)((unsigned int)t265 * 11U);
        int t301 = (int)((unsigned int)t265 * 7U);
        int t302 = (int)((unsigned int)t265 * 13U);
        if ((t266 >= 2L) & (((t267 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t268 + (unsigned long)((long)t265 * 4L))) | ((t268 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t267 + (unsigned long)((long)t265 * 4L)))) & (((t269 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t270 + (unsigned long)((long)t265 * 8L))) | ((t270 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t269 + (unsigned long)((long)t265 * 4L)))) & (((t271 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t272 + (unsigned long)((long)t265 * 8L))) | ((t272 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t271 + (unsigned long)((long)t265 * 4L)))) & (((t273 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t274 + (unsigned long)((long)t265 * 4L))) | ((t274 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t273 + (unsigned long)((long)t265 * 4L)))) & (((t275 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t276 + (unsigned long)((long)t265 * 4L))) | ((t276 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t275 + (unsigned long)((long)t265 * 4L)))) & (((t277 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t278 + (unsigned long)((long)t265 * 8L))) | ((t278 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t277 + (unsigned long)((long)t265 * 4L)))) & (((t279 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t280 + (unsigned long)((long)t265 * 8L))) | ((t280 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t279 + (unsigned long)((long)t265 * 4L)))) & (((t281 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t282 + (unsigned long)((long)t265 * 4L))) | ((t282 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t281 + (unsigned long)((long)t265 * 4L)))) & (((t283 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t284 + (unsigned long)((long)t265 * 4L))) | ((t284 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t283 + (unsigned long)((long)t265 * 4L)))) & (((t285 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t286 + (unsigned long)((long)t265 * 8L))) | ((t286 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t285 + (unsigned long)((long)t265 * 8L)))) & (((t287 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t288 + (unsigned long)((long)t265 * 4L))) | ((t288 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t287 + (unsigned long)((long)t265 * 8L)))) & (((t289 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t290 + (unsigned long)((long)t265 * 4L))) | ((t290 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t289 + (unsigned long)((long)t265 * 8L)))) & (((t291 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t292 + (unsigned long)((long)t265 * 4L))) | ((t292 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t291 + (unsigned long)((long)t265 * 8L)))) & (((t293 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t294 + (unsigned long)((long)t265 * 4L))) | ((t294 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t293 + (unsigned long)((long)t265 * 8L)))) & (((t295 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t296 + (unsigned long)((long)t265 * 4L))) | ((t296 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t295 + (unsigned long)((long)t265 * 4L)))) & (t297 >= 0) & (t298 >= 0) & (t299 >= 0) & (t300 >= 0) & (t301 >= 0) & (t302 >= 0)) {
            long t303 = t266 & -2L;
            vcc_v2_int t304 = vcc_splat(vcc_v2_int, t297 % 11);
            vcc_v2_int t305 = t304 + (vcc_v2_int){0, 7};
            vcc_v2_uint t306 = (vcc_v2_uint)t305;
            vcc_v2_uint t307 = t306 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t308 = vcc_min(vcc_v2_int, t306, t307);
            vcc_v2_int t7 = (vcc_v2_int)t308;
            vcc_v2_int t309 = vcc_splat(vcc_v2_int, t298 % 13);
            vcc_v2_int t310 = t309 + (vcc_v2_int){0, 5};
            vcc_v2_uint t311 = (vcc_v2_uint)t310;
            vcc_v2_uint t312 = t311 - (vcc_v2_uint){13U, 13U};
            vcc_v2_uint t313 = vcc_min(vcc_v2_int, t311, t312);
            vcc_v2_int t8 = (vcc_v2_int)t313;
            vcc_v2_int t314 = vcc_splat(vcc_v2_int, t299 % 17);
            vcc_v2_int t315 = t314 + (vcc_v2_int){0, 3};
            vcc_v2_uint t316 = (vcc_v2_uint)t315;
            vcc_v2_uint t317 = t316 - (vcc_v2_uint){17U, 17U};
            vcc_v2_uint t318 = vcc_min(vcc_v2_int, t316, t317);
            vcc_v2_int t9 = (vcc_v2_int)t318;
            vcc_v2_int t319 = vcc_splat(vcc_v2_int, t300 % 7);
            vcc_v2_int t320 = t319 + (vcc_v2_int){0, 4};
            vcc_v2_uint t321 = (vcc_v2_uint)t320;
            vcc_v2_uint t322 = t321 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t323 = vcc_min(vcc_v2_int, t321, t322);
            vcc_v2_int t10 = (vcc_v2_int)t323;
            vcc_v2_int t324 = vcc_splat(vcc_v2_int, t301 % 23);
            vcc_v2_int t325 = t324 + (vcc_v2_int){0, 7};
            vcc_v2_uint t326 = (vcc_v2_uint)t325;
            vcc_v2_uint t327 = t326 - (vcc_v2_uint){23U, 23U};
            vcc_v2_uint t328 = vcc_min(vcc_v2_int, t326, t327);
            vcc_v2_int t11 = (vcc_v2_int)t328;
            vcc_v2_int t329 = vcc_splat(vcc_v2_int, t302 % 19);
            vcc_v2_int t330 = t329 + (vcc_v2_int){0, 13};
            vcc_v2_uint t331 = (vcc_v2_uint)t330;
            vcc_v2_uint t332 = t331 - (vcc_v2_uint){19U, 19U};
            vcc_v2_uint t333 = vcc_min(vcc_v2_int, t331, t332);
            vcc_v2_int t12 = (vcc_v2_int)t333;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, scalar epilogue */
            for (;;) {
                long t334 = (long)t265 + x_vec_1;
                vcc_v2_float t335 = __builtin_convertvector(t7, vcc_v2_float);
                vcc_v2_float t336 = t335 * (vcc_v2_float){0.37f, 0.37f};
                vcc_v2_float t337 = t336 - (vcc_v2_float){1.5f, 1.5f};
                vcc_store(af + t334, t337);
                vcc_v2_float t338 = __builtin_convertvector(t8, vcc_v2_float);
                vcc_v2_float t339 = t338 * (vcc_v2_float){0.21f, 0.21f};
                vcc_v2_float t340 = t339 + (vcc_v2_float){0.1f, 0.1f};
                vcc_store(bf + t334, t340);
                __m128d t341 = (__m128d)__builtin_convertvector(t9, vcc_v2_double);
                __m128d t342 = _mm_mul_pd(t341, _mm_set1_pd(0.113));
                __m128d t343 = _mm_sub_pd(t342, _mm_set1_pd(0.75));
                _mm_storeu_pd(ad + t334, t343);
                __m128d t344 = (__m128d)__builtin_convertvector(t10, vcc_v2_double);
                __m128d t345 = _mm_mul_pd(t344, _mm_set1_pd(0.97));
                __m128d t346 = _mm_add_pd(t345, _mm_set1_pd(0.3));
                _mm_storeu_pd(bd + t334, t346);
                vcc_v2_int t347 = t11 - (vcc_v2_int){11, 11};
                vcc_store(ai + t334, t347);
                vcc_v2_int t348 = t12 - (vcc_v2_int){9, 9};
                vcc_store(bi + t334, t348);
                x_vec_1 += 2L;
                vcc_v2_int t349 = t7 + (vcc_v2_int){3, 3};
                vcc_v2_uint t350 = (vcc_v2_uint)t349;
                vcc_v2_uint t351 = t350 - (vcc_v2_uint){11U, 11U};
                vcc_v2_uint t352 = vcc_min(vcc_v2_int, t350, t351);
                vcc_v2_int t353 = (vcc_v2_int)t352;
                vcc_v2_int t354 = t8 + (vcc_v2_int){10, 10};
                vcc_v2_uint t355 = (vcc_v2_uint)t354;
                vcc_v2_uint t356 = t355 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t357 = vcc_min(vcc_v2_int, t355, t356);
                vcc_v2_int t358 = (vcc_v2_int)t357;
                vcc_v2_int t359 = t9 + (vcc_v2_int){6, 6};
                vcc_v2_uint t360 = (vcc_v2_uint)t359;
                vcc_v2_uint t361 = t360 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t362 = vcc_min(vcc_v2_int, t360, t361);
                vcc_v2_int t363 = (vcc_v2_int)t362;
                vcc_v2_int t364 = t10 + (vcc_v2_int){1, 1};
                vcc_v2_uint t365 = (vcc_v2_uint)t364;
                vcc_v2_uint t366 = t365 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t367 = vcc_min(vcc_v2_int, t365, t366);
                vcc_v2_int t368 = (vcc_v2_int)t367;
                vcc_v2_int t369 = t11 + (vcc_v2_int){14, 14};
                vcc_v2_uint t370 = (vcc_v2_uint)t369;
                vcc_v2_uint t371 = t370 - (vcc_v2_uint){23U, 23U};
                vcc_v2_uint t372 = vcc_min(vcc_v2_int, t370, t371);
                vcc_v2_int t373 = (vcc_v2_int)t372;
                vcc_v2_int t374 = t12 + (vcc_v2_int){7, 7};
                vcc_v2_uint t375 = (vcc_v2_uint)t374;
                vcc_v2_uint t376 = t375 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t377 = vcc_min(vcc_v2_int, t375, t376);
                vcc_v2_int t378 = (vcc_v2_int)t377;
                if (x_vec_1 >= t303) {
                    break;
                }
                t7 = t353;
                t8 = t358;
                t9 = t363;
                t10 = t368;
                t11 = t373;
                t12 = t378;
            }
            x = (int)((long)t265 + t303);
        } else {
            x = t265;
        }
        for (; x < nn; x++) {
            long t379 = (long)x;
            int t380 = x * 7;
            af[t379] = (float)(t380 % 11) * 0.37f - 1.5f;
            bf[t379] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t379] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t379] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t379] = t380 % 23 - 11;
            bi[t379] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t381 = (long)x_1;
            sf += (double)(cf[t381] * (float)(x_1 % 5 + 1));
            sd += cd[t381] * (double)(x_1 % 3 + 1);
            si += (long)ci[t381] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t382 = ci[nn - 1];
        } else {
            t382 = 0;
        }
        if (nn) {
            t383 = cd[nn / 2];
        } else {
            t383 = 0.0;
        }
        if (nn) {
            t384 = cf[nn - 1];
        } else {
            t384 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t384, sd, t383, si, t382);
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
    __m128i t385 = _mm_set1_epi32(0);
    __m128i t386 = _mm_add_epi32(t385, _mm_setr_epi32(0, 7, 3, 10));
    __m128i t387 = _mm_sub_epi32(t386, _mm_set1_epi32(11));
    vcc_v4_int t13 = (vcc_v4_int)vcc_sse2_min_epu32(t386, t387);
    __m128i t388 = _mm_set1_epi32(0);
    __m128i t389 = _mm_add_epi32(t388, _mm_setr_epi32(0, 5, 10, 2));
    __m128i t390 = _mm_sub_epi32(t389, _mm_set1_epi32(13));
    vcc_v4_int t14 = (vcc_v4_int)vcc_sse2_min_epu32(t389, t390);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 4, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t391 = _mm_cvtepi32_ps((__m128i)t13);
        __m128 t392 = _mm_mul_ps(t391, _mm_set1_ps(0.37f));
        __m128 t393 = _mm_sub_ps(t392, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[x_vec_2], t393);
        __m128 t394 = _mm_cvtepi32_ps((__m128i)t14);
        __m128 t395 = _mm_mul_ps(t394, _mm_set1_ps(0.21f));
        __m128 t396 = _mm_add_ps(t395, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[x_vec_2], t396);
        long t397 = x_vec_2 + 4L;
        __m128i t398 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(6));
        __m128i t399 = _mm_sub_epi32(t398, _mm_set1_epi32(11));
        __m128i t400 = vcc_sse2_min_epu32(t398, t399);
        __m128 t401 = _mm_cvtepi32_ps(t400);
        __m128 t402 = _mm_mul_ps(t401, _mm_set1_ps(0.37f));
        __m128 t403 = _mm_sub_ps(t402, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t397], t403);
        __m128i t404 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(7));
        __m128i t405 = _mm_sub_epi32(t404, _mm_set1_epi32(13));
        __m128i t406 = vcc_sse2_min_epu32(t404, t405);
        __m128 t407 = _mm_cvtepi32_ps(t406);
        __m128 t408 = _mm_mul_ps(t407, _mm_set1_ps(0.21f));
        __m128 t409 = _mm_add_ps(t408, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t397], t409);
        long t410 = x_vec_2 + 8L;
        __m128i t411 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(1));
        __m128i t412 = _mm_sub_epi32(t411, _mm_set1_epi32(11));
        __m128i t413 = vcc_sse2_min_epu32(t411, t412);
        __m128 t414 = _mm_cvtepi32_ps(t413);
        __m128 t415 = _mm_mul_ps(t414, _mm_set1_ps(0.37f));
        __m128 t416 = _mm_sub_ps(t415, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t410], t416);
        __m128i t417 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(1));
        __m128i t418 = _mm_sub_epi32(t417, _mm_set1_epi32(13));
        __m128i t419 = vcc_sse2_min_epu32(t417, t418);
        __m128 t420 = _mm_cvtepi32_ps(t419);
        __m128 t421 = _mm_mul_ps(t420, _mm_set1_ps(0.21f));
        __m128 t422 = _mm_add_ps(t421, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t410], t422);
        long t423 = x_vec_2 + 12L;
        __m128i t424 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(7));
        __m128i t425 = _mm_sub_epi32(t424, _mm_set1_epi32(11));
        __m128i t426 = vcc_sse2_min_epu32(t424, t425);
        __m128 t427 = _mm_cvtepi32_ps(t426);
        __m128 t428 = _mm_mul_ps(t427, _mm_set1_ps(0.37f));
        __m128 t429 = _mm_sub_ps(t428, _mm_set1_ps(1.5f));
        _mm_storeu_ps(&a12[t423], t429);
        __m128i t430 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(8));
        __m128i t431 = _mm_sub_epi32(t430, _mm_set1_epi32(13));
        __m128i t432 = vcc_sse2_min_epu32(t430, t431);
        __m128 t433 = _mm_cvtepi32_ps(t432);
        __m128 t434 = _mm_mul_ps(t433, _mm_set1_ps(0.21f));
        __m128 t435 = _mm_add_ps(t434, _mm_set1_ps(0.1f));
        _mm_storeu_ps(&b12[t423], t435);
        x_vec_2 += 16L;
        __m128i t436 = _mm_add_epi32((__m128i)t13, _mm_set1_epi32(2));
        __m128i t437 = _mm_sub_epi32(t436, _mm_set1_epi32(11));
        t13 = (vcc_v4_int)vcc_sse2_min_epu32(t436, t437);
        __m128i t438 = _mm_add_epi32((__m128i)t14, _mm_set1_epi32(2));
        __m128i t439 = _mm_sub_epi32(t438, _mm_set1_epi32(13));
        t14 = (vcc_v4_int)vcc_sse2_min_epu32(t438, t439);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
