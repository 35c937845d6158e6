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
        /* vcc: loop at outer_matmul.c:11 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
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
        /* vcc: loop at outer_matmul.c:21 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
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
        /* vcc: loop at outer_matmul.c:31 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
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
                /* vcc: loop at outer_matmul.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
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
        /* vcc: loop at outer_matmul.c:42 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
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
    int t175;
    int x;
    int t292;
    double t293;
    float t294;
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
                vcc_v4_float t86 = __builtin_convertvector(t1, vcc_v4_float);
                vcc_v4_float t87 = t86 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t88 = t87 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + x_vec, t88);
                vcc_v4_float t89 = __builtin_convertvector(t2, vcc_v4_float);
                vcc_v4_float t90 = t89 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t91 = t90 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + x_vec, t91);
                vcc_v4_double t92 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t93 = t92 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t94 = t93 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + x_vec, t94);
                vcc_v4_double t95 = __builtin_convertvector(t4, vcc_v4_double);
                vcc_v4_double t96 = t95 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t97 = t96 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + x_vec, t97);
                vcc_v4_int t98 = t5 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + x_vec, t98);
                vcc_v4_int t99 = t6 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + x_vec, t99);
                long t100 = x_vec + 4L;
                vcc_v4_int t101 = t1 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t102 = (vcc_v4_uint)t101;
                vcc_v4_uint t103 = t102 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t104 = vcc_min(vcc_v4_int, t102, t103);
                vcc_v4_int t105 = (vcc_v4_int)t104;
                vcc_v4_float t106 = __builtin_convertvector(t105, vcc_v4_float);
                vcc_v4_float t107 = t106 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t108 = t107 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t100, t108);
                vcc_v4_int t109 = t2 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t110 = (vcc_v4_uint)t109;
                vcc_v4_uint t111 = t110 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t112 = vcc_min(vcc_v4_int, t110, t111);
                vcc_v4_int t113 = (vcc_v4_int)t112;
                vcc_v4_float t114 = __builtin_convertvector(t113, vcc_v4_float);
                vcc_v4_float t115 = t114 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t116 = t115 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t100, t116);
                vcc_v4_int t117 = t3 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t118 = (vcc_v4_uint)t117;
                vcc_v4_uint t119 = t118 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t120 = vcc_min(vcc_v4_int, t118, t119);
                vcc_v4_int t121 = (vcc_v4_int)t120;
                vcc_v4_double t122 = __builtin_convertvector(t121, vcc_v4_double);
                vcc_v4_double t123 = t122 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t124 = t123 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t100, t124);
                vcc_v4_int t125 = t4 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t126 = (vcc_v4_uint)t125;
                vcc_v4_uint t127 = t126 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t128 = vcc_min(vcc_v4_int, t126, t127);
                vcc_v4_int t129 = (vcc_v4_int)t128;
                vcc_v4_double t130 = __builtin_convertvector(t129, vcc_v4_double);
                vcc_v4_double t131 = t130 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t132 = t131 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t100, t132);
                vcc_v4_int t133 = t5 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t134 = (vcc_v4_uint)t133;
                vcc_v4_uint t135 = t134 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t136 = vcc_min(vcc_v4_int, t134, t135);
                vcc_v4_int t137 = (vcc_v4_int)t136;
                vcc_v4_int t138 = t137 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t100, t138);
                vcc_v4_int t139 = t6 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t140 = (vcc_v4_uint)t139;
                vcc_v4_uint t141 = t140 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t142 = vcc_min(vcc_v4_int, t140, t141);
                vcc_v4_int t143 = (vcc_v4_int)t142;
                vcc_v4_int t144 = t143 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t100, t144);
                x_vec += 8L;
                vcc_v4_int t145 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t146 = (vcc_v4_uint)t145;
                vcc_v4_uint t147 = t146 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t148 = vcc_min(vcc_v4_int, t146, t147);
                vcc_v4_int t149 = (vcc_v4_int)t148;
                vcc_v4_int t150 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t151 = (vcc_v4_uint)t150;
                vcc_v4_uint t152 = t151 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t153 = vcc_min(vcc_v4_int, t151, t152);
                vcc_v4_int t154 = (vcc_v4_int)t153;
                vcc_v4_int t155 = t3 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t156 = (vcc_v4_uint)t155;
                vcc_v4_uint t157 = t156 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t158 = vcc_min(vcc_v4_int, t156, t157);
                vcc_v4_int t159 = (vcc_v4_int)t158;
                vcc_v4_int t160 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t161 = (vcc_v4_uint)t160;
                vcc_v4_uint t162 = t161 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t163 = vcc_min(vcc_v4_int, t161, t162);
                vcc_v4_int t164 = (vcc_v4_int)t163;
                vcc_v4_int t165 = t5 + (vcc_v4_int){10, 10, 10, 10};
                vcc_v4_uint t166 = (vcc_v4_uint)t165;
                vcc_v4_uint t167 = t166 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t168 = vcc_min(vcc_v4_int, t166, t167);
                vcc_v4_int t169 = (vcc_v4_int)t168;
                vcc_v4_int t170 = t6 + (vcc_v4_int){9, 9, 9, 9};
                vcc_v4_uint t171 = (vcc_v4_uint)t170;
                vcc_v4_uint t172 = t171 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t173 = vcc_min(vcc_v4_int, t171, t172);
                vcc_v4_int t174 = (vcc_v4_int)t173;
                if (x_vec >= t55) {
                    break;
                }
                t1 = t149;
                t2 = t154;
                t3 = t159;
                t4 = t164;
                t5 = t169;
                t6 = t174;
            }
            t175 = (int)t55;
        } else {
            t175 = 0;
        }
        long t176 = (long)nn + (long)t175 * -1L;
        unsigned long t177 = (unsigned long)t17;
        unsigned long t178 = (unsigned long)t18;
        unsigned long t179 = (unsigned long)t17;
        unsigned long t180 = (unsigned long)t20;
        unsigned long t181 = (unsigned long)t17;
        unsigned long t182 = (unsigned long)t21;
        unsigned long t183 = (unsigned long)t17;
        unsigned long t184 = (unsigned long)t22;
        unsigned long t185 = (unsigned long)t17;
        unsigned long t186 = (unsigned long)t23;
        unsigned long t187 = (unsigned long)t18;
        unsigned long t188 = (unsigned long)t20;
        unsigned long t189 = (unsigned long)t18;
        unsigned long t190 = (unsigned long)t21;
        unsigned long t191 = (unsigned long)t18;
        unsigned long t192 = (unsigned long)t22;
        unsigned long t193 = (unsigned long)t18;
        unsigned long t194 = (unsigned long)t23;
        unsigned long t195 = (unsigned long)t20;
        unsigned long t196 = (unsigned long)t21;
        unsigned long t197 = (unsigned long)t20;
        unsigned long t198 = (unsigned long)t22;
        unsigned long t199 = (unsigned long)t20;
        unsigned long t200 = (unsigned long)t23;
        unsigned long t201 = (unsigned long)t21;
        unsigned long t202 = (unsigned long)t22;
        unsigned long t203 = (unsigned long)t21;
        unsigned long t204 = (unsigned long)t23;
        unsigned long t205 = (unsigned long)t22;
        unsigned long t206 = (unsigned long)t23;
        int t207 = (int)((unsigned int)t175 * 7U);
        int t208 = (int)((unsigned int)t175 * 5U);
        int t209 = (int)((unsigned int)t175 * 3U);
        int t210 = (int)((unsigned int)t175 * 11U);
        int t211 = (int)((unsigned int)t175 * 7U);
        int t212 = (int)((unsigned int)t175 * 13U);
        if ((t176 >= 4L) & (((t177 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t175 * 4L))) | ((t178 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t177 + (unsigned long)((long)t175 * 4L)))) & (((t179 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t175 * 8L))) | ((t180 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t175 * 4L)))) & (((t181 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t175 * 8L))) | ((t182 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t175 * 4L)))) & (((t183 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t175 * 4L))) | ((t184 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t175 * 4L)))) & (((t185 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t175 * 4L))) | ((t186 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t175 * 4L)))) & (((t187 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t175 * 8L))) | ((t188 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t175 * 4L)))) & (((t189 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t175 * 8L))) | ((t190 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t175 * 4L)))) & (((t191 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t175 * 4L))) | ((t192 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t175 * 4L)))) & (((t193 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t175 * 4L))) | ((t194 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t175 * 4L)))) & (((t195 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t175 * 8L))) | ((t196 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t175 * 8L)))) & (((t197 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t175 * 4L))) | ((t198 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t175 * 8L)))) & (((t199 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t175 * 4L))) | ((t200 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t175 * 8L)))) & (((t201 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t175 * 4L))) | ((t202 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t175 * 8L)))) & (((t203 + (unsigned long)((long)t175 * 8L + 8L + (t176 - 1L) * 8L)) <= (t204 + (unsigned long)((long)t175 * 4L))) | ((t204 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t175 * 8L)))) & (((t205 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t175 * 4L))) | ((t206 + (unsigned long)((long)t175 * 4L + 4L + (t176 - 1L) * 4L)) <= (t205 + (unsigned long)((long)t175 * 4L)))) & (t207 >= 0) & (t208 >= 0) & (t209 >= 0) & (t210 >= 0) & (t211 >= 0) & (t212 >= 0)) {
            long t213 = t176 & -4L;
            vcc_v4_int t214 = vcc_splat(vcc_v4_int, t207 % 11);
            vcc_v4_int t215 = t214 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t216 = (vcc_v4_uint)t215;
            vcc_v4_uint t217 = t216 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t218 = vcc_min(vcc_v4_int, t216, t217);
            vcc_v4_int t7 = (vcc_v4_int)t218;
            vcc_v4_int t219 = vcc_splat(vcc_v4_int, t208 % 13);
            vcc_v4_int t220 = t219 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t221 = (vcc_v4_uint)t220;
            vcc_v4_uint t222 = t221 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t223 = vcc_min(vcc_v4_int, t221, t222);
            vcc_v4_int t8 = (vcc_v4_int)t223;
            vcc_v4_int t224 = vcc_splat(vcc_v4_int, t209 % 17);
            vcc_v4_int t225 = t224 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t226 = (vcc_v4_uint)t225;
            vcc_v4_uint t227 = t226 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t228 = vcc_min(vcc_v4_int, t226, t227);
            vcc_v4_int t9 = (vcc_v4_int)t228;
            vcc_v4_int t229 = vcc_splat(vcc_v4_int, t210 % 7);
            vcc_v4_int t230 = t229 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t231 = (vcc_v4_uint)t230;
            vcc_v4_uint t232 = t231 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t233 = vcc_min(vcc_v4_int, t231, t232);
            vcc_v4_int t10 = (vcc_v4_int)t233;
            vcc_v4_int t234 = vcc_splat(vcc_v4_int, t211 % 23);
            vcc_v4_int t235 = t234 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t236 = (vcc_v4_uint)t235;
            vcc_v4_uint t237 = t236 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t238 = vcc_min(vcc_v4_int, t236, t237);
            vcc_v4_int t11 = (vcc_v4_int)t238;
            vcc_v4_int t239 = vcc_splat(vcc_v4_int, t212 % 19);
            vcc_v4_int t240 = t239 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t241 = (vcc_v4_uint)t240;
            vcc_v4_uint t242 = t241 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t243 = vcc_min(vcc_v4_int, t241, t242);
            vcc_v4_int t12 = (vcc_v4_int)t243;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, scalar epilogue */
            for (;;) {
                long t244 = (long)t175 + x_vec_1;
                vcc_v4_float t245 = __builtin_convertvector(t7, vcc_v4_float);
                vcc_v4_float t246 = t245 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t247 = t246 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t244, t247);
                vcc_v4_float t248 = __builtin_convertvector(t8, vcc_v4_float);
                vcc_v4_float t249 = t248 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t250 = t249 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t244, t250);
                vcc_v4_double t251 = __builtin_convertvector(t9, vcc_v4_double);
                vcc_v4_double t252 = t251 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t253 = t252 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t244, t253);
                vcc_v4_double t254 = __builtin_convertvector(t10, vcc_v4_double);
                vcc_v4_double t255 = t254 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t256 = t255 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t244, t256);
                vcc_v4_int t257 = t11 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t244, t257);
                vcc_v4_int t258 = t12 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t244, t258);
                x_vec_1 += 4L;
                vcc_v4_int t259 = t7 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t260 = (vcc_v4_uint)t259;
                vcc_v4_uint t261 = t260 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t262 = vcc_min(vcc_v4_int, t260, t261);
                vcc_v4_int t263 = (vcc_v4_int)t262;
                vcc_v4_int t264 = t8 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t265 = (vcc_v4_uint)t264;
                vcc_v4_uint t266 = t265 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t267 = vcc_min(vcc_v4_int, t265, t266);
                vcc_v4_int t268 = (vcc_v4_int)t267;
                vcc_v4_int t269 = t9 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t270 = (vcc_v4_uint)t269;
                vcc_v4_uint t271 = t270 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t272 = vcc_min(vcc_v4_int, t270, t271);
                vcc_v4_int t273 = (vcc_v4_int)t272;
                vcc_v4_int t274 = t10 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t275 = (vcc_v4_uint)t274;
                vcc_v4_uint t276 = t275 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t277 = vcc_min(vcc_v4_int, t275, t276);
                vcc_v4_int t278 = (vcc_v4_int)t277;
                vcc_v4_int t279 = t11 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t280 = (vcc_v4_uint)t279;
                vcc_v4_uint t281 = t280 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t282 = vcc_min(vcc_v4_int, t280, t281);
                vcc_v4_int t283 = (vcc_v4_int)t282;
                vcc_v4_int t284 = t12 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t285 = (vcc_v4_uint)t284;
                vcc_v4_uint t286 = t285 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t287 = vcc_min(vcc_v4_int, t285, t286);
                vcc_v4_int t288 = (vcc_v4_int)t287;
                if (x_vec_1 >= t213) {
                    break;
                }
                t7 = t263;
                t8 = t268;
                t9 = t273;
                t10 = t278;
                t11 = t283;
                t12 = t288;
            }
            x = (int)((long)t175 + t213);
        } else {
            x = t175;
        }
        for (; x < nn; x++) {
            long t289 = (long)x;
            int t290 = x * 7;
            af[t289] = (float)(t290 % 11) * 0.37f - 1.5f;
            bf[t289] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t289] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t289] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t289] = t290 % 23 - 11;
            bi[t289] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t291 = (long)x_1;
            sf += (double)(cf[t291] * (float)(x_1 % 5 + 1));
            sd += cd[t291] * (double)(x_1 % 3 + 1);
            si += (long)ci[t291] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t292 = ci[nn - 1];
        } else {
            t292 = 0;
        }
        if (nn) {
            t293 = cd[nn / 2];
        } else {
            t293 = 0.0;
        }
        if (nn) {
            t294 = cf[nn - 1];
        } else {
            t294 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t294, sd, t293, si, t292);
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
    vcc_v8_int t295 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t296 = t295 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
    vcc_v8_uint t297 = (vcc_v8_uint)t296;
    vcc_v8_uint t298 = t297 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t299 = vcc_min(vcc_v8_int, t297, t298);
    vcc_v8_int t13 = (vcc_v8_int)t299;
    vcc_v8_int t300 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t301 = t300 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
    vcc_v8_uint t302 = (vcc_v8_uint)t301;
    vcc_v8_uint t303 = t302 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t304 = vcc_min(vcc_v8_int, t302, t303);
    vcc_v8_int t14 = (vcc_v8_int)t304;
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t305 = __builtin_convertvector(t13, vcc_v8_float);
        vcc_v8_float t306 = t305 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t307 = t306 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[x_vec_2], t307);
        vcc_v8_float t308 = __builtin_convertvector(t14, vcc_v8_float);
        vcc_v8_float t309 = t308 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t310 = t309 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[x_vec_2], t310);
        long t311 = x_vec_2 + 8L;
        vcc_v8_int t312 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t313 = (vcc_v8_uint)t312;
        vcc_v8_uint t314 = t313 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t315 = vcc_min(vcc_v8_int, t313, t314);
        vcc_v8_int t316 = (vcc_v8_int)t315;
        vcc_v8_float t317 = __builtin_convertvector(t316, vcc_v8_float);
        vcc_v8_float t318 = t317 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t319 = t318 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t311], t319);
        vcc_v8_int t320 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t321 = (vcc_v8_uint)t320;
        vcc_v8_uint t322 = t321 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t323 = vcc_min(vcc_v8_int, t321, t322);
        vcc_v8_int t324 = (vcc_v8_int)t323;
        vcc_v8_float t325 = __builtin_convertvector(t324, vcc_v8_float);
        vcc_v8_float t326 = t325 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t327 = t326 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t311], t327);
        x_vec_2 += 16L;
        vcc_v8_int t328 = t13 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t329 = (vcc_v8_uint)t328;
        vcc_v8_uint t330 = t329 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t331 = vcc_min(vcc_v8_int, t329, t330);
        t13 = (vcc_v8_int)t331;
        vcc_v8_int t332 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t333 = (vcc_v8_uint)t332;
        vcc_v8_uint t334 = t333 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t335 = vcc_min(vcc_v8_int, t333, t334);
        t14 = (vcc_v8_int)t335;
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
