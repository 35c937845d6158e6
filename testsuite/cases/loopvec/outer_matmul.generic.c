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
        for (;;) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t3 = 0;
            while (t3 < 12) {
                vcc_v8_float t4 = vcc_load(vcc_v8_float, b + (t3 * 12 + j_1));
                vcc_v8_float t5 = vcc_splat(vcc_v8_float, a[i * 12 + t3]);
                vcc_v8_float t6 = t5 * t4;
                t1 = t1 + t6;
                t3++;
            }
            vcc_store(c + (i * 12 + j_1), t1);
            j_1 += 8;
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
    int t182;
    int x;
    int t306;
    double t307;
    float t308;
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
            vcc_v4_int t63 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t64 = t63 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t65 = (vcc_v4_uint)t64;
            vcc_v4_uint t66 = t65 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t67 = vcc_min(vcc_v4_int, t65, t66);
            vcc_v4_int t1 = (vcc_v4_int)t67;
            vcc_v4_int t68 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t69 = t68 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t70 = (vcc_v4_uint)t69;
            vcc_v4_uint t71 = t70 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t72 = vcc_min(vcc_v4_int, t70, t71);
            vcc_v4_int t2 = (vcc_v4_int)t72;
            vcc_v4_int t73 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t74 = t73 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t75 = (vcc_v4_uint)t74;
            vcc_v4_uint t76 = t75 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t77 = vcc_min(vcc_v4_int, t75, t76);
            vcc_v4_int t3 = (vcc_v4_int)t77;
            vcc_v4_int t78 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t79 = t78 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t80 = (vcc_v4_uint)t79;
            vcc_v4_uint t81 = t80 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t82 = vcc_min(vcc_v4_int, t80, t81);
            vcc_v4_int t4 = (vcc_v4_int)t82;
            vcc_v4_int t83 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t84 = t83 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t85 = (vcc_v4_uint)t84;
            vcc_v4_uint t86 = t85 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t87 = vcc_min(vcc_v4_int, t85, t86);
            vcc_v4_int t5 = (vcc_v4_int)t87;
            vcc_v4_int t88 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t89 = t88 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t90 = (vcc_v4_uint)t89;
            vcc_v4_uint t91 = t90 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t92 = vcc_min(vcc_v4_int, t90, t91);
            vcc_v4_int t6 = (vcc_v4_int)t92;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_float t93 = __builtin_convertvector(t1, vcc_v4_float);
                vcc_v4_float t94 = t93 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t95 = t94 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + x_vec, t95);
                vcc_v4_float t96 = __builtin_convertvector(t2, vcc_v4_float);
                vcc_v4_float t97 = t96 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t98 = t97 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + x_vec, t98);
                vcc_v4_double t99 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t100 = t99 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t101 = t100 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + x_vec, t101);
                vcc_v4_double t102 = __builtin_convertvector(t4, vcc_v4_double);
                vcc_v4_double t103 = t102 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t104 = t103 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + x_vec, t104);
                vcc_v4_int t105 = t5 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + x_vec, t105);
                vcc_v4_int t106 = t6 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + x_vec, t106);
                long t107 = x_vec + 4L;
                vcc_v4_int t108 = t1 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t109 = (vcc_v4_uint)t108;
                vcc_v4_uint t110 = t109 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t111 = vcc_min(vcc_v4_int, t109, t110);
                vcc_v4_int t112 = (vcc_v4_int)t111;
                vcc_v4_float t113 = __builtin_convertvector(t112, vcc_v4_float);
                vcc_v4_float t114 = t113 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t115 = t114 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t107, t115);
                vcc_v4_int t116 = t2 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t117 = (vcc_v4_uint)t116;
                vcc_v4_uint t118 = t117 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t119 = vcc_min(vcc_v4_int, t117, t118);
                vcc_v4_int t120 = (vcc_v4_int)t119;
                vcc_v4_float t121 = __builtin_convertvector(t120, vcc_v4_float);
                vcc_v4_float t122 = t121 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t123 = t122 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t107, t123);
                vcc_v4_int t124 = t3 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t125 = (vcc_v4_uint)t124;
                vcc_v4_uint t126 = t125 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t127 = vcc_min(vcc_v4_int, t125, t126);
                vcc_v4_int t128 = (vcc_v4_int)t127;
                vcc_v4_double t129 = __builtin_convertvector(t128, vcc_v4_double);
                vcc_v4_double t130 = t129 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t131 = t130 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t107, t131);
                vcc_v4_int t132 = t4 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t133 = (vcc_v4_uint)t132;
                vcc_v4_uint t134 = t133 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t135 = vcc_min(vcc_v4_int, t133, t134);
                vcc_v4_int t136 = (vcc_v4_int)t135;
                vcc_v4_double t137 = __builtin_convertvector(t136, vcc_v4_double);
                vcc_v4_double t138 = t137 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t139 = t138 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t107, t139);
                vcc_v4_int t140 = t5 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t141 = (vcc_v4_uint)t140;
                vcc_v4_uint t142 = t141 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t143 = vcc_min(vcc_v4_int, t141, t142);
                vcc_v4_int t144 = (vcc_v4_int)t143;
                vcc_v4_int t145 = t144 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t107, t145);
                vcc_v4_int t146 = t6 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t147 = (vcc_v4_uint)t146;
                vcc_v4_uint t148 = t147 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t149 = vcc_min(vcc_v4_int, t147, t148);
                vcc_v4_int t150 = (vcc_v4_int)t149;
                vcc_v4_int t151 = t150 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t107, t151);
                x_vec += 8L;
                vcc_v4_int t152 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t153 = (vcc_v4_uint)t152;
                vcc_v4_uint t154 = t153 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t155 = vcc_min(vcc_v4_int, t153, t154);
                vcc_v4_int t156 = (vcc_v4_int)t155;
                vcc_v4_int t157 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t158 = (vcc_v4_uint)t157;
                vcc_v4_uint t159 = t158 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t160 = vcc_min(vcc_v4_int, t158, t159);
                vcc_v4_int t161 = (vcc_v4_int)t160;
                vcc_v4_int t162 = t3 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t163 = (vcc_v4_uint)t162;
                vcc_v4_uint t164 = t163 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t165 = vcc_min(vcc_v4_int, t163, t164);
                vcc_v4_int t166 = (vcc_v4_int)t165;
                vcc_v4_int t167 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t168 = (vcc_v4_uint)t167;
                vcc_v4_uint t169 = t168 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t170 = vcc_min(vcc_v4_int, t168, t169);
                vcc_v4_int t171 = (vcc_v4_int)t170;
                vcc_v4_int t172 = t5 + (vcc_v4_int){10, 10, 10, 10};
                vcc_v4_uint t173 = (vcc_v4_uint)t172;
                vcc_v4_uint t174 = t173 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t175 = vcc_min(vcc_v4_int, t173, t174);
                vcc_v4_int t176 = (vcc_v4_int)t175;
                vcc_v4_int t177 = t6 + (vcc_v4_int){9, 9, 9, 9};
                vcc_v4_uint t178 = (vcc_v4_uint)t177;
                vcc_v4_uint t179 = t178 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t180 = vcc_min(vcc_v4_int, t178, t179);
                vcc_v4_int t181 = (vcc_v4_int)t180;
                if (x_vec >= t62) {
                    break;
                }
                t1 = t156;
                t2 = t161;
                t3 = t166;
                t4 = t171;
                t5 = t176;
                t6 = t181;
            }
            t182 = (int)t62;
        } else {
            t182 = 0;
        }
        long t183 = (long)nn + (long)t182 * -1L;
        unsigned long t184 = (unsigned long)t17;
        unsigned long t185 = (unsigned long)t18;
        long t186 = (long)((unsigned long)t18 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t182 * 4L)));
        unsigned long t187 = (unsigned long)t17;
        unsigned long t188 = (unsigned long)t20;
        unsigned long t189 = (unsigned long)t17;
        unsigned long t190 = (unsigned long)t21;
        unsigned long t191 = (unsigned long)t17;
        unsigned long t192 = (unsigned long)t22;
        long t193 = (long)((unsigned long)t22 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t182 * 4L)));
        unsigned long t194 = (unsigned long)t17;
        unsigned long t195 = (unsigned long)t23;
        long t196 = (long)((unsigned long)t23 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t182 * 4L)));
        unsigned long t197 = (unsigned long)t18;
        unsigned long t198 = (unsigned long)t20;
        unsigned long t199 = (unsigned long)t18;
        unsigned long t200 = (unsigned long)t21;
        unsigned long t201 = (unsigned long)t18;
        unsigned long t202 = (unsigned long)t22;
        long t203 = (long)((unsigned long)t22 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t182 * 4L)));
        unsigned long t204 = (unsigned long)t18;
        unsigned long t205 = (unsigned long)t23;
        long t206 = (long)((unsigned long)t23 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t182 * 4L)));
        unsigned long t207 = (unsigned long)t20;
        unsigned long t208 = (unsigned long)t21;
        long t209 = (long)((unsigned long)t21 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t20 + (unsigned long)((long)t182 * 8L)));
        unsigned long t210 = (unsigned long)t20;
        unsigned long t211 = (unsigned long)t22;
        unsigned long t212 = (unsigned long)t20;
        unsigned long t213 = (unsigned long)t23;
        unsigned long t214 = (unsigned long)t21;
        unsigned long t215 = (unsigned long)t22;
        unsigned long t216 = (unsigned long)t21;
        unsigned long t217 = (unsigned long)t23;
        unsigned long t218 = (unsigned long)t22;
        unsigned long t219 = (unsigned long)t23;
        long t220 = (long)((unsigned long)t23 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t22 + (unsigned long)((long)t182 * 4L)));
        int t221 = (int)((unsigned int)t182 * 7U);
        int t222 = (int)((unsigned int)t182 * 5U);
        int t223 = (int)((unsigned int)t182 * 3U);
        int t224 = (int)((unsigned int)t182 * 11U);
        int t225 = (int)((unsigned int)t182 * 7U);
        int t226 = (int)((unsigned int)t182 * 13U);
        if ((t183 >= 4L) & (((t184 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t182 * 4L))) | ((t185 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t182 * 4L))) | ((t186 <= 0L) | (t186 >= 16L))) & (((t187 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t182 * 8L))) | ((t188 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t182 * 4L)))) & (((t189 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t182 * 8L))) | ((t190 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t182 * 4L)))) & (((t191 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t182 * 4L))) | ((t192 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t182 * 4L))) | ((t193 <= 0L) | (t193 >= 16L))) & (((t194 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t182 * 4L))) | ((t195 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t182 * 4L))) | ((t196 <= 0L) | (t196 >= 16L))) & (((t197 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t182 * 8L))) | ((t198 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t182 * 4L)))) & (((t199 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t182 * 8L))) | ((t200 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t182 * 4L)))) & (((t201 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t182 * 4L))) | ((t202 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t182 * 4L))) | ((t203 <= 0L) | (t203 >= 16L))) & (((t204 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t205 + (unsigned long)((long)t182 * 4L))) | ((t205 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t182 * 4L))) | ((t206 <= 0L) | (t206 >= 16L))) & (((t207 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t208 + (unsigned long)((long)t182 * 8L))) | ((t208 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t182 * 8L))) | ((t209 <= 0L) | (t209 >= 32L))) & (((t210 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t182 * 4L))) | ((t211 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t182 * 8L)))) & (((t212 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t213 + (unsigned long)((long)t182 * 4L))) | ((t213 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t182 * 8L)))) & (((t214 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t215 + (unsigned long)((long)t182 * 4L))) | ((t215 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t214 + (unsigned long)((long)t182 * 8L)))) & (((t216 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t217 + (unsigned long)((long)t182 * 4L))) | ((t217 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t182 * 8L)))) & (((t218 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t219 + (unsigned long)((long)t182 * 4L))) | ((t219 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t218 + (unsigned long)((long)t182 * 4L))) | ((t220 <= 0L) | (t220 >= 16L))) & (t221 >= 0) & (t222 >= 0) & (t223 >= 0) & (t224 >= 0) & (t225 >= 0) & (t226 >= 0)) {
            long t227 = t183 & -4L;
            vcc_v4_int t228 = vcc_splat(vcc_v4_int, t221 % 11);
            vcc_v4_int t229 = t228 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t230 = (vcc_v4_uint)t229;
            vcc_v4_uint t231 = t230 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t232 = vcc_min(vcc_v4_int, t230, t231);
            vcc_v4_int t7 = (vcc_v4_int)t232;
            vcc_v4_int t233 = vcc_splat(vcc_v4_int, t222 % 13);
            vcc_v4_int t234 = t233 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t235 = (vcc_v4_uint)t234;
            vcc_v4_uint t236 = t235 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t237 = vcc_min(vcc_v4_int, t235, t236);
            vcc_v4_int t8 = (vcc_v4_int)t237;
            vcc_v4_int t238 = vcc_splat(vcc_v4_int, t223 % 17);
            vcc_v4_int t239 = t238 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t240 = (vcc_v4_uint)t239;
            vcc_v4_uint t241 = t240 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t242 = vcc_min(vcc_v4_int, t240, t241);
            vcc_v4_int t9 = (vcc_v4_int)t242;
            vcc_v4_int t243 = vcc_splat(vcc_v4_int, t224 % 7);
            vcc_v4_int t244 = t243 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t245 = (vcc_v4_uint)t244;
            vcc_v4_uint t246 = t245 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t247 = vcc_min(vcc_v4_int, t245, t246);
            vcc_v4_int t10 = (vcc_v4_int)t247;
            vcc_v4_int t248 = vcc_splat(vcc_v4_int, t225 % 23);
            vcc_v4_int t249 = t248 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t250 = (vcc_v4_uint)t249;
            vcc_v4_uint t251 = t250 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t252 = vcc_min(vcc_v4_int, t250, t251);
            vcc_v4_int t11 = (vcc_v4_int)t252;
            vcc_v4_int t253 = vcc_splat(vcc_v4_int, t226 % 19);
            vcc_v4_int t254 = t253 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t255 = (vcc_v4_uint)t254;
            vcc_v4_uint t256 = t255 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t257 = vcc_min(vcc_v4_int, t255, t256);
            vcc_v4_int t12 = (vcc_v4_int)t257;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t258 = (long)t182 + x_vec_1;
                vcc_v4_float t259 = __builtin_convertvector(t7, vcc_v4_float);
                vcc_v4_float t260 = t259 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t261 = t260 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t258, t261);
                vcc_v4_float t262 = __builtin_convertvector(t8, vcc_v4_float);
                vcc_v4_float t263 = t262 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t264 = t263 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t258, t264);
                vcc_v4_double t265 = __builtin_convertvector(t9, vcc_v4_double);
                vcc_v4_double t266 = t265 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t267 = t266 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t258, t267);
                vcc_v4_double t268 = __builtin_convertvector(t10, vcc_v4_double);
                vcc_v4_double t269 = t268 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t270 = t269 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t258, t270);
                vcc_v4_int t271 = t11 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t258, t271);
                vcc_v4_int t272 = t12 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t258, t272);
                x_vec_1 += 4L;
                vcc_v4_int t273 = t7 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t274 = (vcc_v4_uint)t273;
                vcc_v4_uint t275 = t274 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t276 = vcc_min(vcc_v4_int, t274, t275);
                vcc_v4_int t277 = (vcc_v4_int)t276;
                vcc_v4_int t278 = t8 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t279 = (vcc_v4_uint)t278;
                vcc_v4_uint t280 = t279 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t281 = vcc_min(vcc_v4_int, t279, t280);
                vcc_v4_int t282 = (vcc_v4_int)t281;
                vcc_v4_int t283 = t9 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t284 = (vcc_v4_uint)t283;
                vcc_v4_uint t285 = t284 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t286 = vcc_min(vcc_v4_int, t284, t285);
                vcc_v4_int t287 = (vcc_v4_int)t286;
                vcc_v4_int t288 = t10 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t289 = (vcc_v4_uint)t288;
                vcc_v4_uint t290 = t289 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t291 = vcc_min(vcc_v4_int, t289, t290);
                vcc_v4_int t292 = (vcc_v4_int)t291;
                vcc_v4_int t293 = t11 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t294 = (vcc_v4_uint)t293;
                vcc_v4_uint t295 = t294 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t296 = vcc_min(vcc_v4_int, t294, t295);
                vcc_v4_int t297 = (vcc_v4_int)t296;
                vcc_v4_int t298 = t12 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t299 = (vcc_v4_uint)t298;
                vcc_v4_uint t300 = t299 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t301 = vcc_min(vcc_v4_int, t299, t300);
                vcc_v4_int t302 = (vcc_v4_int)t301;
                if (x_vec_1 >= t227) {
                    break;
                }
                t7 = t277;
                t8 = t282;
                t9 = t287;
                t10 = t292;
                t11 = t297;
                t12 = t302;
            }
            x = (int)((long)t182 + t227);
        } else {
            x = t182;
        }
        for (; x < nn; x++) {
            long t303 = (long)x;
            int t304 = x * 7;
            af[t303] = (float)(t304 % 11) * 0.37f - 1.5f;
            bf[t303] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t303] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t303] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t303] = t304 % 23 - 11;
            bi[t303] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t305 = (long)x_1;
            sf += (double)(cf[t305] * (float)(x_1 % 5 + 1));
            sd += cd[t305] * (double)(x_1 % 3 + 1);
            si += (long)ci[t305] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t306 = ci[nn - 1];
        } else {
            t306 = 0;
        }
        if (nn) {
            t307 = cd[nn / 2];
        } else {
            t307 = 0.0;
        }
        if (nn) {
            t308 = cf[nn - 1];
        } else {
            t308 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t308, sd, t307, si, t306);
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
    vcc_v8_int t309 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t310 = t309 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
    vcc_v8_uint t311 = (vcc_v8_uint)t310;
    vcc_v8_uint t312 = t311 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t313 = vcc_min(vcc_v8_int, t311, t312);
    vcc_v8_int t13 = (vcc_v8_int)t313;
    vcc_v8_int t314 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t315 = t314 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
    vcc_v8_uint t316 = (vcc_v8_uint)t315;
    vcc_v8_uint t317 = t316 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t318 = vcc_min(vcc_v8_int, t316, t317);
    vcc_v8_int t14 = (vcc_v8_int)t318;
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t319 = __builtin_convertvector(t13, vcc_v8_float);
        vcc_v8_float t320 = t319 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t321 = t320 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[x_vec_2], t321);
        vcc_v8_float t322 = __builtin_convertvector(t14, vcc_v8_float);
        vcc_v8_float t323 = t322 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t324 = t323 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[x_vec_2], t324);
        long t325 = x_vec_2 + 8L;
        vcc_v8_int t326 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t327 = (vcc_v8_uint)t326;
        vcc_v8_uint t328 = t327 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t329 = vcc_min(vcc_v8_int, t327, t328);
        vcc_v8_int t330 = (vcc_v8_int)t329;
        vcc_v8_float t331 = __builtin_convertvector(t330, vcc_v8_float);
        vcc_v8_float t332 = t331 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t333 = t332 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t325], t333);
        vcc_v8_int t334 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t335 = (vcc_v8_uint)t334;
        vcc_v8_uint t336 = t335 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t337 = vcc_min(vcc_v8_int, t335, t336);
        vcc_v8_int t338 = (vcc_v8_int)t337;
        vcc_v8_float t339 = __builtin_convertvector(t338, vcc_v8_float);
        vcc_v8_float t340 = t339 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t341 = t340 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t325], t341);
        x_vec_2 += 16L;
        vcc_v8_int t342 = t13 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t343 = (vcc_v8_uint)t342;
        vcc_v8_uint t344 = t343 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t345 = vcc_min(vcc_v8_int, t343, t344);
        t13 = (vcc_v8_int)t345;
        vcc_v8_int t346 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t347 = (vcc_v8_uint)t346;
        vcc_v8_uint t348 = t347 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t349 = vcc_min(vcc_v8_int, t347, t348);
        t14 = (vcc_v8_int)t349;
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
