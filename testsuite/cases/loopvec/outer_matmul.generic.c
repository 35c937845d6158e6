/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (int t2 = 0; t2 < n; t2++) {
                vcc_v8_float t3 = vcc_load(vcc_v8_float, b + (t2 * n + j_1));
                vcc_v8_float t4 = vcc_splat(vcc_v8_float, a[i * n + t2]);
                vcc_v8_float t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * n + j_1), t1);
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
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            for (int t2 = 0; t2 < n; t2++) {
                vcc_v4_double t3 = vcc_load(vcc_v4_double, b + (t2 * n + j_1));
                vcc_v4_double t4 = vcc_splat(vcc_v4_double, a[i * n + t2]);
                vcc_v4_double t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * n + j_1), t1);
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
    int t17;
    int t18;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            for (int t28 = 0; t28 < n; t28++) {
                vcc_v8_int t29 = vcc_load(vcc_v8_int, b + (t28 * n + j_1));
                vcc_v8_int t30 = vcc_splat(vcc_v8_int, a[i * n + t28]);
                vcc_v8_int t31 = t30 * t29;
                t1 = t1 + t31;
            }
            vcc_store(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                vcc_v8_int n_v = (vcc_v8_int){n, n, n, n, n, n, n, n};
                vcc_v8_int j_v = (vcc_v8_int){j, j, j, j, j, j, j, j};
                vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t5 = (vcc_v8_uint)t4;
                vcc_v8_uint k_v = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long k_vec = 0L;
                vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_v8_int k_v_2 = (vcc_v8_int)k_v;
                    vcc_v8_uint t6 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int k_v_3 = (vcc_v8_int)t6;
                    vcc_v8_int a_v = vcc_load(vcc_v8_int, a + (i * n + (int)k_vec));
                    vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i * n + (int)(k_vec + 8L)));
                    vcc_v8_int t7 = k_v_2 * n_v;
                    vcc_v8_int t8 = k_v_3 * n_v;
                    vcc_v8_int t9 = t7 + j_v;
                    vcc_v8_int t10 = t8 + j_v;
                    vcc_v8_int b_v = vcc_gather(vcc_v8_int, b, t9);
                    vcc_v8_int b_v_1 = vcc_gather(vcc_v8_int, b, t10);
                    vcc_v8_int t11 = a_v * b_v;
                    vcc_v8_uint t12 = (vcc_v8_uint)t11;
                    s_v = s_v + t12;
                    vcc_v8_int t13 = a_v_1 * b_v_1;
                    vcc_v8_uint t14 = (vcc_v8_uint)t13;
                    s_v_1 = s_v_1 + t14;
                    k_vec += 16L;
                    vcc_v8_uint t15 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = t15;
                }
                vcc_v8_uint t16 = s_v + s_v_1;
                t17 = (int)t3;
                t18 = (int)vcc_reduce(unsigned int, t16, +);
            } else {
                t17 = 0;
                t18 = 0;
            }
            long t19 = (long)n + (long)t17 * -1L;
            if (t19 >= 8L) {
                long t20 = t19 & -8L;
                vcc_v8_int n_v_1 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                vcc_v8_int j_v_1 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                vcc_v8_int t21 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
                vcc_v8_uint t22 = (vcc_v8_uint)t21;
                vcc_v8_uint k_v_1 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long k_vec_1 = 0L;
                vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    vcc_v8_int k_v_4 = (vcc_v8_int)k_v_1;
                    vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)t17 + k_vec_1)));
                    vcc_v8_int t23 = k_v_4 * n_v_1;
                    vcc_v8_int t24 = t23 + j_v_1;
                    vcc_v8_int b_v_2 = vcc_gather(vcc_v8_int, b, t24);
                    vcc_v8_int t25 = a_v_2 * b_v_2;
                    vcc_v8_uint t26 = (vcc_v8_uint)t25;
                    s_v_2 = s_v_2 + t26;
                    k_vec_1 += 8L;
                    vcc_v8_uint t27 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (k_vec_1 >= t20) {
                        break;
                    }
                    k_v_1 = t27;
                }
                k = (int)((long)t17 + t20);
                s = (int)((unsigned int)t18 + vcc_reduce(unsigned int, s_v_2, +));
            } else {
                k = t17;
                s = t18;
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
        for (;; j_1 += 8) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (int t2 = 0; t2 < 12; t2++) {
                vcc_v8_float t3 = vcc_load(vcc_v8_float, b + (t2 * 12 + j_1));
                vcc_v8_float t4 = vcc_splat(vcc_v8_float, a[i * 12 + t2]);
                vcc_v8_float t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * 12 + j_1), t1);
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
    int t176;
    int x;
    int t293;
    double t294;
    float t295;
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
            vcc_v4_int t56 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t57 = t56 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t58 = (vcc_v4_uint)t57;
            vcc_v4_uint t59 = t58 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t60 = vcc_min(vcc_v4_int, t58, t59);
            vcc_v4_int t1 = (vcc_v4_int)t60;
            vcc_v4_int t61 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t62 = t61 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t63 = (vcc_v4_uint)t62;
            vcc_v4_uint t64 = t63 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t65 = vcc_min(vcc_v4_int, t63, t64);
            vcc_v4_int t2 = (vcc_v4_int)t65;
            vcc_v4_int t66 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t67 = t66 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t68 = (vcc_v4_uint)t67;
            vcc_v4_uint t69 = t68 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t70 = vcc_min(vcc_v4_int, t68, t69);
            vcc_v4_int t3 = (vcc_v4_int)t70;
            vcc_v4_int t71 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t72 = t71 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t73 = (vcc_v4_uint)t72;
            vcc_v4_uint t74 = t73 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t75 = vcc_min(vcc_v4_int, t73, t74);
            vcc_v4_int t4 = (vcc_v4_int)t75;
            vcc_v4_int t76 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t77 = t76 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t78 = (vcc_v4_uint)t77;
            vcc_v4_uint t79 = t78 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t80 = vcc_min(vcc_v4_int, t78, t79);
            vcc_v4_int t5 = (vcc_v4_int)t80;
            vcc_v4_int t81 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t82 = t81 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t83 = (vcc_v4_uint)t82;
            vcc_v4_uint t84 = t83 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t85 = vcc_min(vcc_v4_int, t83, t84);
            vcc_v4_int t6 = (vcc_v4_int)t85;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                long t86 = (long)(int)x_vec;
                vcc_v4_float t87 = __builtin_convertvector(t1, vcc_v4_float);
                vcc_v4_float t88 = t87 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t89 = t88 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t86, t89);
                vcc_v4_float t90 = __builtin_convertvector(t2, vcc_v4_float);
                vcc_v4_float t91 = t90 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t92 = t91 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t86, t92);
                vcc_v4_double t93 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t94 = t93 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t95 = t94 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t86, t95);
                vcc_v4_double t96 = __builtin_convertvector(t4, vcc_v4_double);
                vcc_v4_double t97 = t96 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t98 = t97 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t86, t98);
                vcc_v4_int t99 = t5 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t86, t99);
                vcc_v4_int t100 = t6 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t86, t100);
                long t101 = (long)(int)(x_vec + 4L);
                vcc_v4_int t102 = t1 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t103 = (vcc_v4_uint)t102;
                vcc_v4_uint t104 = t103 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t105 = vcc_min(vcc_v4_int, t103, t104);
                vcc_v4_int t106 = (vcc_v4_int)t105;
                vcc_v4_float t107 = __builtin_convertvector(t106, vcc_v4_float);
                vcc_v4_float t108 = t107 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t109 = t108 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t101, t109);
                vcc_v4_int t110 = t2 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t111 = (vcc_v4_uint)t110;
                vcc_v4_uint t112 = t111 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t113 = vcc_min(vcc_v4_int, t111, t112);
                vcc_v4_int t114 = (vcc_v4_int)t113;
                vcc_v4_float t115 = __builtin_convertvector(t114, vcc_v4_float);
                vcc_v4_float t116 = t115 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t117 = t116 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t101, t117);
                vcc_v4_int t118 = t3 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t119 = (vcc_v4_uint)t118;
                vcc_v4_uint t120 = t119 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t121 = vcc_min(vcc_v4_int, t119, t120);
                vcc_v4_int t122 = (vcc_v4_int)t121;
                vcc_v4_double t123 = __builtin_convertvector(t122, vcc_v4_double);
                vcc_v4_double t124 = t123 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t125 = t124 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t101, t125);
                vcc_v4_int t126 = t4 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t127 = (vcc_v4_uint)t126;
                vcc_v4_uint t128 = t127 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t129 = vcc_min(vcc_v4_int, t127, t128);
                vcc_v4_int t130 = (vcc_v4_int)t129;
                vcc_v4_double t131 = __builtin_convertvector(t130, vcc_v4_double);
                vcc_v4_double t132 = t131 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t133 = t132 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t101, t133);
                vcc_v4_int t134 = t5 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t135 = (vcc_v4_uint)t134;
                vcc_v4_uint t136 = t135 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t137 = vcc_min(vcc_v4_int, t135, t136);
                vcc_v4_int t138 = (vcc_v4_int)t137;
                vcc_v4_int t139 = t138 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t101, t139);
                vcc_v4_int t140 = t6 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t141 = (vcc_v4_uint)t140;
                vcc_v4_uint t142 = t141 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t143 = vcc_min(vcc_v4_int, t141, t142);
                vcc_v4_int t144 = (vcc_v4_int)t143;
                vcc_v4_int t145 = t144 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t101, t145);
                x_vec += 8L;
                vcc_v4_int t146 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t147 = (vcc_v4_uint)t146;
                vcc_v4_uint t148 = t147 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t149 = vcc_min(vcc_v4_int, t147, t148);
                vcc_v4_int t150 = (vcc_v4_int)t149;
                vcc_v4_int t151 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t152 = (vcc_v4_uint)t151;
                vcc_v4_uint t153 = t152 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t154 = vcc_min(vcc_v4_int, t152, t153);
                vcc_v4_int t155 = (vcc_v4_int)t154;
                vcc_v4_int t156 = t3 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t157 = (vcc_v4_uint)t156;
                vcc_v4_uint t158 = t157 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t159 = vcc_min(vcc_v4_int, t157, t158);
                vcc_v4_int t160 = (vcc_v4_int)t159;
                vcc_v4_int t161 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t162 = (vcc_v4_uint)t161;
                vcc_v4_uint t163 = t162 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t164 = vcc_min(vcc_v4_int, t162, t163);
                vcc_v4_int t165 = (vcc_v4_int)t164;
                vcc_v4_int t166 = t5 + (vcc_v4_int){10, 10, 10, 10};
                vcc_v4_uint t167 = (vcc_v4_uint)t166;
                vcc_v4_uint t168 = t167 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t169 = vcc_min(vcc_v4_int, t167, t168);
                vcc_v4_int t170 = (vcc_v4_int)t169;
                vcc_v4_int t171 = t6 + (vcc_v4_int){9, 9, 9, 9};
                vcc_v4_uint t172 = (vcc_v4_uint)t171;
                vcc_v4_uint t173 = t172 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t174 = vcc_min(vcc_v4_int, t172, t173);
                vcc_v4_int t175 = (vcc_v4_int)t174;
                if (x_vec >= t55) {
                    break;
                }
                t1 = t150;
                t2 = t155;
                t3 = t160;
                t4 = t165;
                t5 = t170;
                t6 = t175;
            }
            t176 = (int)t55;
        } else {
            t176 = 0;
        }
        long t177 = (long)nn + (long)t176 * -1L;
        unsigned long t178 = (unsigned long)t17;
        unsigned long t179 = (unsigned long)t18;
        unsigned long t180 = (unsigned long)t17;
        unsigned long t181 = (unsigned long)t20;
        unsigned long t182 = (unsigned long)t17;
        unsigned long t183 = (unsigned long)t21;
        unsigned long t184 = (unsigned long)t17;
        unsigned long t185 = (unsigned long)t22;
        unsigned long t186 = (unsigned long)t17;
        unsigned long t187 = (unsigned long)t23;
        unsigned long t188 = (unsigned long)t18;
        unsigned long t189 = (unsigned long)t20;
        unsigned long t190 = (unsigned long)t18;
        unsigned long t191 = (unsigned long)t21;
        unsigned long t192 = (unsigned long)t18;
        unsigned long t193 = (unsigned long)t22;
        unsigned long t194 = (unsigned long)t18;
        unsigned long t195 = (unsigned long)t23;
        unsigned long t196 = (unsigned long)t20;
        unsigned long t197 = (unsigned long)t21;
        unsigned long t198 = (unsigned long)t20;
        unsigned long t199 = (unsigned long)t22;
        unsigned long t200 = (unsigned long)t20;
        unsigned long t201 = (unsigned long)t23;
        unsigned long t202 = (unsigned long)t21;
        unsigned long t203 = (unsigned long)t22;
        unsigned long t204 = (unsigned long)t21;
        unsigned long t205 = (unsigned long)t23;
        unsigned long t206 = (unsigned long)t22;
        unsigned long t207 = (unsigned long)t23;
        int t208 = (int)((unsigned int)t176 * 7U);
        int t209 = (int)((unsigned int)t176 * 5U);
        int t210 = (int)((unsigned int)t176 * 3U);
        int t211 = (int)((unsigned int)t176 * 11U);
        int t212 = (int)((unsigned int)t176 * 7U);
        int t213 = (int)((unsigned int)t176 * 13U);
        if ((t177 >= 4L) & (((t178 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t176 * 4L))) | ((t179 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t176 * 4L)))) & (((t180 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t176 * 8L))) | ((t181 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t176 * 4L)))) & (((t182 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t176 * 8L))) | ((t183 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t176 * 4L)))) & (((t184 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t176 * 4L))) | ((t185 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t176 * 4L)))) & (((t186 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t176 * 4L))) | ((t187 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t176 * 4L)))) & (((t188 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t176 * 8L))) | ((t189 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t176 * 4L)))) & (((t190 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t176 * 8L))) | ((t191 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t176 * 4L)))) & (((t192 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t176 * 4L))) | ((t193 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t176 * 4L)))) & (((t194 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t176 * 4L))) | ((t195 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t176 * 4L)))) & (((t196 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t176 * 8L))) | ((t197 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t176 * 8L)))) & (((t198 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t176 * 4L))) | ((t199 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t176 * 8L)))) & (((t200 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t176 * 4L))) | ((t201 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t176 * 8L)))) & (((t202 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t176 * 4L))) | ((t203 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t176 * 8L)))) & (((t204 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t176 * 4L))) | ((t205 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t176 * 8L)))) & (((t206 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t176 * 4L))) | ((t207 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t176 * 4L)))) & (t208 >= 0) & (t209 >= 0) & (t210 >= 0) & (t211 >= 0) & (t212 >= 0) & (t213 >= 0)) {
            long t214 = t177 & -4L;
            vcc_v4_int t215 = vcc_splat(vcc_v4_int, t208 % 11);
            vcc_v4_int t216 = t215 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t217 = (vcc_v4_uint)t216;
            vcc_v4_uint t218 = t217 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t219 = vcc_min(vcc_v4_int, t217, t218);
            vcc_v4_int t7 = (vcc_v4_int)t219;
            vcc_v4_int t220 = vcc_splat(vcc_v4_int, t209 % 13);
            vcc_v4_int t221 = t220 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t222 = (vcc_v4_uint)t221;
            vcc_v4_uint t223 = t222 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t224 = vcc_min(vcc_v4_int, t222, t223);
            vcc_v4_int t8 = (vcc_v4_int)t224;
            vcc_v4_int t225 = vcc_splat(vcc_v4_int, t210 % 17);
            vcc_v4_int t226 = t225 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t227 = (vcc_v4_uint)t226;
            vcc_v4_uint t228 = t227 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t229 = vcc_min(vcc_v4_int, t227, t228);
            vcc_v4_int t9 = (vcc_v4_int)t229;
            vcc_v4_int t230 = vcc_splat(vcc_v4_int, t211 % 7);
            vcc_v4_int t231 = t230 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t232 = (vcc_v4_uint)t231;
            vcc_v4_uint t233 = t232 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t234 = vcc_min(vcc_v4_int, t232, t233);
            vcc_v4_int t10 = (vcc_v4_int)t234;
            vcc_v4_int t235 = vcc_splat(vcc_v4_int, t212 % 23);
            vcc_v4_int t236 = t235 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t237 = (vcc_v4_uint)t236;
            vcc_v4_uint t238 = t237 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t239 = vcc_min(vcc_v4_int, t237, t238);
            vcc_v4_int t11 = (vcc_v4_int)t239;
            vcc_v4_int t240 = vcc_splat(vcc_v4_int, t213 % 19);
            vcc_v4_int t241 = t240 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t242 = (vcc_v4_uint)t241;
            vcc_v4_uint t243 = t242 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t244 = vcc_min(vcc_v4_int, t242, t243);
            vcc_v4_int t12 = (vcc_v4_int)t244;
            long x_vec_1 = 0L;
            for (;;) {
                long t245 = (long)(int)((long)t176 + x_vec_1);
                vcc_v4_float t246 = __builtin_convertvector(t7, vcc_v4_float);
                vcc_v4_float t247 = t246 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t248 = t247 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t245, t248);
                vcc_v4_float t249 = __builtin_convertvector(t8, vcc_v4_float);
                vcc_v4_float t250 = t249 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t251 = t250 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t245, t251);
                vcc_v4_double t252 = __builtin_convertvector(t9, vcc_v4_double);
                vcc_v4_double t253 = t252 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t254 = t253 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t245, t254);
                vcc_v4_double t255 = __builtin_convertvector(t10, vcc_v4_double);
                vcc_v4_double t256 = t255 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t257 = t256 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t245, t257);
                vcc_v4_int t258 = t11 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t245, t258);
                vcc_v4_int t259 = t12 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t245, t259);
                x_vec_1 += 4L;
                vcc_v4_int t260 = t7 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t261 = (vcc_v4_uint)t260;
                vcc_v4_uint t262 = t261 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t263 = vcc_min(vcc_v4_int, t261, t262);
                vcc_v4_int t264 = (vcc_v4_int)t263;
                vcc_v4_int t265 = t8 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t266 = (vcc_v4_uint)t265;
                vcc_v4_uint t267 = t266 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t268 = vcc_min(vcc_v4_int, t266, t267);
                vcc_v4_int t269 = (vcc_v4_int)t268;
                vcc_v4_int t270 = t9 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t271 = (vcc_v4_uint)t270;
                vcc_v4_uint t272 = t271 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t273 = vcc_min(vcc_v4_int, t271, t272);
                vcc_v4_int t274 = (vcc_v4_int)t273;
                vcc_v4_int t275 = t10 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t276 = (vcc_v4_uint)t275;
                vcc_v4_uint t277 = t276 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t278 = vcc_min(vcc_v4_int, t276, t277);
                vcc_v4_int t279 = (vcc_v4_int)t278;
                vcc_v4_int t280 = t11 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t281 = (vcc_v4_uint)t280;
                vcc_v4_uint t282 = t281 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t283 = vcc_min(vcc_v4_int, t281, t282);
                vcc_v4_int t284 = (vcc_v4_int)t283;
                vcc_v4_int t285 = t12 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t286 = (vcc_v4_uint)t285;
                vcc_v4_uint t287 = t286 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t288 = vcc_min(vcc_v4_int, t286, t287);
                vcc_v4_int t289 = (vcc_v4_int)t288;
                if (x_vec_1 >= t214) {
                    break;
                }
                t7 = t264;
                t8 = t269;
                t9 = t274;
                t10 = t279;
                t11 = t284;
                t12 = t289;
            }
            x = (int)((long)t176 + t214);
        } else {
            x = t176;
        }
        for (; x < nn; x++) {
            long t290 = (long)x;
            int t291 = x * 7;
            af[t290] = (float)(t291 % 11) * 0.37f - 1.5f;
            bf[t290] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t290] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t290] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t290] = t291 % 23 - 11;
            bi[t290] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t292 = (long)x_1;
            sf += (double)(cf[t292] * (float)(x_1 % 5 + 1));
            sd += cd[t292] * (double)(x_1 % 3 + 1);
            si += (long)ci[t292] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t293 = ci[nn - 1];
        } else {
            t293 = 0;
        }
        if (nn) {
            t294 = cd[nn / 2];
        } else {
            t294 = 0.0;
        }
        if (nn) {
            t295 = cf[nn - 1];
        } else {
            t295 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t295, sd, t294, si, t293);
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
    vcc_v8_int t296 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t297 = t296 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
    vcc_v8_uint t298 = (vcc_v8_uint)t297;
    vcc_v8_uint t299 = t298 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t300 = vcc_min(vcc_v8_int, t298, t299);
    vcc_v8_int t13 = (vcc_v8_int)t300;
    vcc_v8_int t301 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t302 = t301 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
    vcc_v8_uint t303 = (vcc_v8_uint)t302;
    vcc_v8_uint t304 = t303 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t305 = vcc_min(vcc_v8_int, t303, t304);
    vcc_v8_int t14 = (vcc_v8_int)t305;
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t306 = (long)(int)x_vec_2;
        vcc_v8_float t307 = __builtin_convertvector(t13, vcc_v8_float);
        vcc_v8_float t308 = t307 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t309 = t308 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t306], t309);
        vcc_v8_float t310 = __builtin_convertvector(t14, vcc_v8_float);
        vcc_v8_float t311 = t310 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t312 = t311 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t306], t312);
        long t313 = (long)(int)(x_vec_2 + 8L);
        vcc_v8_int t314 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t315 = (vcc_v8_uint)t314;
        vcc_v8_uint t316 = t315 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t317 = vcc_min(vcc_v8_int, t315, t316);
        vcc_v8_int t318 = (vcc_v8_int)t317;
        vcc_v8_float t319 = __builtin_convertvector(t318, vcc_v8_float);
        vcc_v8_float t320 = t319 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t321 = t320 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t313], t321);
        vcc_v8_int t322 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t323 = (vcc_v8_uint)t322;
        vcc_v8_uint t324 = t323 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t325 = vcc_min(vcc_v8_int, t323, t324);
        vcc_v8_int t326 = (vcc_v8_int)t325;
        vcc_v8_float t327 = __builtin_convertvector(t326, vcc_v8_float);
        vcc_v8_float t328 = t327 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t329 = t328 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t313], t329);
        x_vec_2 += 16L;
        vcc_v8_int t330 = t13 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t331 = (vcc_v8_uint)t330;
        vcc_v8_uint t332 = t331 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t333 = vcc_min(vcc_v8_int, t331, t332);
        t13 = (vcc_v8_int)t333;
        vcc_v8_int t334 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t335 = (vcc_v8_uint)t334;
        vcc_v8_uint t336 = t335 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t337 = vcc_min(vcc_v8_int, t335, t336);
        t14 = (vcc_v8_int)t337;
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
