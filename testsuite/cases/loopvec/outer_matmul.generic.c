/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

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
    int t200;
    int x;
    int t336;
    double t337;
    float t338;
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
            vcc_m4 t65 = (vcc_m4)(t64 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t66 = vcc_select(vcc_v4_int, (vcc_v4_int)t65, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t67 = (vcc_v4_uint)t64;
            vcc_v4_uint t68 = t67 - t66;
            vcc_v4_int t1 = (vcc_v4_int)t68;
            vcc_v4_int t69 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t70 = t69 + (vcc_v4_int){0, 5, 10, 2};
            vcc_m4 t71 = (vcc_m4)(t70 > (vcc_v4_int){12, 12, 12, 12});
            vcc_v4_uint t72 = vcc_select(vcc_v4_int, (vcc_v4_int)t71, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t73 = (vcc_v4_uint)t70;
            vcc_v4_uint t74 = t73 - t72;
            vcc_v4_int t2 = (vcc_v4_int)t74;
            vcc_v4_int t75 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t76 = t75 + (vcc_v4_int){0, 3, 6, 9};
            vcc_m4 t77 = (vcc_m4)(t76 > (vcc_v4_int){16, 16, 16, 16});
            vcc_v4_uint t78 = vcc_select(vcc_v4_int, (vcc_v4_int)t77, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t79 = (vcc_v4_uint)t76;
            vcc_v4_uint t80 = t79 - t78;
            vcc_v4_int t3 = (vcc_v4_int)t80;
            vcc_v4_int t81 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t82 = t81 + (vcc_v4_int){0, 4, 1, 5};
            vcc_m4 t83 = (vcc_m4)(t82 > (vcc_v4_int){6, 6, 6, 6});
            vcc_v4_uint t84 = vcc_select(vcc_v4_int, (vcc_v4_int)t83, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t85 = (vcc_v4_uint)t82;
            vcc_v4_uint t86 = t85 - t84;
            vcc_v4_int t4 = (vcc_v4_int)t86;
            vcc_v4_int t87 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t88 = t87 + (vcc_v4_int){0, 7, 14, 21};
            vcc_m4 t89 = (vcc_m4)(t88 > (vcc_v4_int){22, 22, 22, 22});
            vcc_v4_uint t90 = vcc_select(vcc_v4_int, (vcc_v4_int)t89, ((vcc_v4_uint){23U, 23U, 23U, 23U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t91 = (vcc_v4_uint)t88;
            vcc_v4_uint t92 = t91 - t90;
            vcc_v4_int t5 = (vcc_v4_int)t92;
            vcc_v4_int t93 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t94 = t93 + (vcc_v4_int){0, 13, 7, 1};
            vcc_m4 t95 = (vcc_m4)(t94 > (vcc_v4_int){18, 18, 18, 18});
            vcc_v4_uint t96 = vcc_select(vcc_v4_int, (vcc_v4_int)t95, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t97 = (vcc_v4_uint)t94;
            vcc_v4_uint t98 = t97 - t96;
            vcc_v4_int t6 = (vcc_v4_int)t98;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_float t99 = __builtin_convertvector(t1, vcc_v4_float);
                vcc_v4_float t100 = t99 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t101 = t100 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + x_vec, t101);
                vcc_v4_float t102 = __builtin_convertvector(t2, vcc_v4_float);
                vcc_v4_float t103 = t102 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t104 = t103 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + x_vec, t104);
                vcc_v4_double t105 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t106 = t105 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t107 = t106 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + x_vec, t107);
                vcc_v4_double t108 = __builtin_convertvector(t4, vcc_v4_double);
                vcc_v4_double t109 = t108 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t110 = t109 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + x_vec, t110);
                vcc_v4_int t111 = t5 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + x_vec, t111);
                vcc_v4_int t112 = t6 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + x_vec, t112);
                long t113 = x_vec + 4L;
                vcc_v4_int t114 = t1 + (vcc_v4_int){6, 6, 6, 6};
                vcc_m4 t115 = (vcc_m4)(t114 > (vcc_v4_int){10, 10, 10, 10});
                vcc_v4_uint t116 = vcc_select(vcc_v4_int, (vcc_v4_int)t115, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t117 = (vcc_v4_uint)t114;
                vcc_v4_uint t118 = t117 - t116;
                vcc_v4_int t119 = (vcc_v4_int)t118;
                vcc_v4_float t120 = __builtin_convertvector(t119, vcc_v4_float);
                vcc_v4_float t121 = t120 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t122 = t121 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t113, t122);
                vcc_v4_int t123 = t2 + (vcc_v4_int){7, 7, 7, 7};
                vcc_m4 t124 = (vcc_m4)(t123 > (vcc_v4_int){12, 12, 12, 12});
                vcc_v4_uint t125 = vcc_select(vcc_v4_int, (vcc_v4_int)t124, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t126 = (vcc_v4_uint)t123;
                vcc_v4_uint t127 = t126 - t125;
                vcc_v4_int t128 = (vcc_v4_int)t127;
                vcc_v4_float t129 = __builtin_convertvector(t128, vcc_v4_float);
                vcc_v4_float t130 = t129 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t131 = t130 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t113, t131);
                vcc_v4_int t132 = t3 + (vcc_v4_int){12, 12, 12, 12};
                vcc_m4 t133 = (vcc_m4)(t132 > (vcc_v4_int){16, 16, 16, 16});
                vcc_v4_uint t134 = vcc_select(vcc_v4_int, (vcc_v4_int)t133, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t135 = (vcc_v4_uint)t132;
                vcc_v4_uint t136 = t135 - t134;
                vcc_v4_int t137 = (vcc_v4_int)t136;
                vcc_v4_double t138 = __builtin_convertvector(t137, vcc_v4_double);
                vcc_v4_double t139 = t138 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t140 = t139 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t113, t140);
                vcc_v4_int t141 = t4 + (vcc_v4_int){2, 2, 2, 2};
                vcc_m4 t142 = (vcc_m4)(t141 > (vcc_v4_int){6, 6, 6, 6});
                vcc_v4_uint t143 = vcc_select(vcc_v4_int, (vcc_v4_int)t142, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t144 = (vcc_v4_uint)t141;
                vcc_v4_uint t145 = t144 - t143;
                vcc_v4_int t146 = (vcc_v4_int)t145;
                vcc_v4_double t147 = __builtin_convertvector(t146, vcc_v4_double);
                vcc_v4_double t148 = t147 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t149 = t148 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t113, t149);
                vcc_v4_int t150 = t5 + (vcc_v4_int){5, 5, 5, 5};
                vcc_m4 t151 = (vcc_m4)(t150 > (vcc_v4_int){22, 22, 22, 22});
                vcc_v4_uint t152 = vcc_select(vcc_v4_int, (vcc_v4_int)t151, ((vcc_v4_uint){23U, 23U, 23U, 23U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t153 = (vcc_v4_uint)t150;
                vcc_v4_uint t154 = t153 - t152;
                vcc_v4_int t155 = (vcc_v4_int)t154;
                vcc_v4_int t156 = t155 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t113, t156);
                vcc_v4_int t157 = t6 + (vcc_v4_int){14, 14, 14, 14};
                vcc_m4 t158 = (vcc_m4)(t157 > (vcc_v4_int){18, 18, 18, 18});
                vcc_v4_uint t159 = vcc_select(vcc_v4_int, (vcc_v4_int)t158, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t160 = (vcc_v4_uint)t157;
                vcc_v4_uint t161 = t160 - t159;
                vcc_v4_int t162 = (vcc_v4_int)t161;
                vcc_v4_int t163 = t162 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t113, t163);
                x_vec += 8L;
                vcc_v4_int t164 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_m4 t165 = (vcc_m4)(t164 > (vcc_v4_int){10, 10, 10, 10});
                vcc_v4_uint t166 = vcc_select(vcc_v4_int, (vcc_v4_int)t165, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t167 = (vcc_v4_uint)t164;
                vcc_v4_uint t168 = t167 - t166;
                vcc_v4_int t169 = (vcc_v4_int)t168;
                vcc_v4_int t170 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_m4 t171 = (vcc_m4)(t170 > (vcc_v4_int){12, 12, 12, 12});
                vcc_v4_uint t172 = vcc_select(vcc_v4_int, (vcc_v4_int)t171, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t173 = (vcc_v4_uint)t170;
                vcc_v4_uint t174 = t173 - t172;
                vcc_v4_int t175 = (vcc_v4_int)t174;
                vcc_v4_int t176 = t3 + (vcc_v4_int){7, 7, 7, 7};
                vcc_m4 t177 = (vcc_m4)(t176 > (vcc_v4_int){16, 16, 16, 16});
                vcc_v4_uint t178 = vcc_select(vcc_v4_int, (vcc_v4_int)t177, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t179 = (vcc_v4_uint)t176;
                vcc_v4_uint t180 = t179 - t178;
                vcc_v4_int t181 = (vcc_v4_int)t180;
                vcc_v4_int t182 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t183 = (vcc_m4)(t182 > (vcc_v4_int){6, 6, 6, 6});
                vcc_v4_uint t184 = vcc_select(vcc_v4_int, (vcc_v4_int)t183, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t185 = (vcc_v4_uint)t182;
                vcc_v4_uint t186 = t185 - t184;
                vcc_v4_int t187 = (vcc_v4_int)t186;
                vcc_v4_int t188 = t5 + (vcc_v4_int){10, 10, 10, 10};
                vcc_m4 t189 = (vcc_m4)(t188 > (vcc_v4_int){22, 22, 22, 22});
                vcc_v4_uint t190 = vcc_select(vcc_v4_int, (vcc_v4_int)t189, ((vcc_v4_uint){23U, 23U, 23U, 23U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t191 = (vcc_v4_uint)t188;
                vcc_v4_uint t192 = t191 - t190;
                vcc_v4_int t193 = (vcc_v4_int)t192;
                vcc_v4_int t194 = t6 + (vcc_v4_int){9, 9, 9, 9};
                vcc_m4 t195 = (vcc_m4)(t194 > (vcc_v4_int){18, 18, 18, 18});
                vcc_v4_uint t196 = vcc_select(vcc_v4_int, (vcc_v4_int)t195, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t197 = (vcc_v4_uint)t194;
                vcc_v4_uint t198 = t197 - t196;
                vcc_v4_int t199 = (vcc_v4_int)t198;
                if (x_vec >= t62) {
                    break;
                }
                t1 = t169;
                t2 = t175;
                t3 = t181;
                t4 = t187;
                t5 = t193;
                t6 = t199;
            }
            t200 = (int)t62;
        } else {
            t200 = 0;
        }
        long t201 = (long)nn + (long)t200 * -1L;
        unsigned long t202 = (unsigned long)t17;
        unsigned long t203 = (unsigned long)t18;
        long t204 = (long)((unsigned long)t18 + (unsigned long)((long)t200 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t200 * 4L)));
        unsigned long t205 = (unsigned long)t17;
        unsigned long t206 = (unsigned long)t20;
        unsigned long t207 = (unsigned long)t17;
        unsigned long t208 = (unsigned long)t21;
        unsigned long t209 = (unsigned long)t17;
        unsigned long t210 = (unsigned long)t22;
        long t211 = (long)((unsigned long)t22 + (unsigned long)((long)t200 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t200 * 4L)));
        unsigned long t212 = (unsigned long)t17;
        unsigned long t213 = (unsigned long)t23;
        long t214 = (long)((unsigned long)t23 + (unsigned long)((long)t200 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t200 * 4L)));
        unsigned long t215 = (unsigned long)t18;
        unsigned long t216 = (unsigned long)t20;
        unsigned long t217 = (unsigned long)t18;
        unsigned long t218 = (unsigned long)t21;
        unsigned long t219 = (unsigned long)t18;
        unsigned long t220 = (unsigned long)t22;
        long t221 = (long)((unsigned long)t22 + (unsigned long)((long)t200 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t200 * 4L)));
        unsigned long t222 = (unsigned long)t18;
        unsigned long t223 = (unsigned long)t23;
        long t224 = (long)((unsigned long)t23 + (unsigned long)((long)t200 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t200 * 4L)));
        unsigned long t225 = (unsigned long)t20;
        unsigned long t226 = (unsigned long)t21;
        long t227 = (long)((unsigned long)t21 + (unsigned long)((long)t200 * 8L) - ((unsigned long)t20 + (unsigned long)((long)t200 * 8L)));
        unsigned long t228 = (unsigned long)t20;
        unsigned long t229 = (unsigned long)t22;
        unsigned long t230 = (unsigned long)t20;
        unsigned long t231 = (unsigned long)t23;
        unsigned long t232 = (unsigned long)t21;
        unsigned long t233 = (unsigned long)t22;
        unsigned long t234 = (unsigned long)t21;
        unsigned long t235 = (unsigned long)t23;
        unsigned long t236 = (unsigned long)t22;
        unsigned long t237 = (unsigned long)t23;
        long t238 = (long)((unsigned long)t23 + (unsigned long)((long)t200 * 4L) - ((unsigned long)t22 + (unsigned long)((long)t200 * 4L)));
        int t239 = (int)((unsigned int)t200 * 7U);
        int t240 = (int)((unsigned int)t200 * 5U);
        int t241 = (int)((unsigned int)t200 * 3U);
        int t242 = (int)((unsigned int)t200 * 11U);
        int t243 = (int)((unsigned int)t200 * 7U);
        int t244 = (int)((unsigned int)t200 * 13U);
        if ((t201 >= 4L) & (((t202 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t200 * 4L))) | ((t203 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t200 * 4L))) | ((t204 <= 0L) | (t204 >= 16L))) & (((t205 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t200 * 8L))) | ((t206 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t200 * 4L)))) & (((t207 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t200 * 8L))) | ((t208 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t200 * 4L)))) & (((t209 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t200 * 4L))) | ((t210 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t200 * 4L))) | ((t211 <= 0L) | (t211 >= 16L))) & (((t212 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t200 * 4L))) | ((t213 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t200 * 4L))) | ((t214 <= 0L) | (t214 >= 16L))) & (((t215 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t200 * 8L))) | ((t216 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t215 + (unsigned long)((long)t200 * 4L)))) & (((t217 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t218 + (unsigned long)((long)t200 * 8L))) | ((t218 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t217 + (unsigned long)((long)t200 * 4L)))) & (((t219 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t220 + (unsigned long)((long)t200 * 4L))) | ((t220 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t219 + (unsigned long)((long)t200 * 4L))) | ((t221 <= 0L) | (t221 >= 16L))) & (((t222 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t223 + (unsigned long)((long)t200 * 4L))) | ((t223 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t222 + (unsigned long)((long)t200 * 4L))) | ((t224 <= 0L) | (t224 >= 16L))) & (((t225 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t226 + (unsigned long)((long)t200 * 8L))) | ((t226 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t225 + (unsigned long)((long)t200 * 8L))) | ((t227 <= 0L) | (t227 >= 32L))) & (((t228 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t229 + (unsigned long)((long)t200 * 4L))) | ((t229 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t228 + (unsigned long)((long)t200 * 8L)))) & (((t230 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t231 + (unsigned long)((long)t200 * 4L))) | ((t231 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t230 + (unsigned long)((long)t200 * 8L)))) & (((t232 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t233 + (unsigned long)((long)t200 * 4L))) | ((t233 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t232 + (unsigned long)((long)t200 * 8L)))) & (((t234 + (unsigned long)((long)t200 * 8L + 8L + (t201 - 1L) * 8L)) <= (t235 + (unsigned long)((long)t200 * 4L))) | ((t235 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t234 + (unsigned long)((long)t200 * 8L)))) & (((t236 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t237 + (unsigned long)((long)t200 * 4L))) | ((t237 + (unsigned long)((long)t200 * 4L + 4L + (t201 - 1L) * 4L)) <= (t236 + (unsigned long)((long)t200 * 4L))) | ((t238 <= 0L) | (t238 >= 16L))) & (t239 >= 0) & (t240 >= 0) & (t241 >= 0) & (t242 >= 0) & (t243 >= 0) & (t244 >= 0)) {
            long t245 = t201 & -4L;
            vcc_v4_int t246 = vcc_splat(vcc_v4_int, t239 % 11);
            vcc_v4_int t247 = t246 + (vcc_v4_int){0, 7, 3, 10};
            vcc_m4 t248 = (vcc_m4)(t247 > (vcc_v4_int){10, 10, 10, 10});
            vcc_v4_uint t249 = vcc_select(vcc_v4_int, (vcc_v4_int)t248, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t250 = (vcc_v4_uint)t247;
            vcc_v4_uint t251 = t250 - t249;
            vcc_v4_int t7 = (vcc_v4_int)t251;
            vcc_v4_int t252 = vcc_splat(vcc_v4_int, t240 % 13);
            vcc_v4_int t253 = t252 + (vcc_v4_int){0, 5, 10, 2};
            vcc_m4 t254 = (vcc_m4)(t253 > (vcc_v4_int){12, 12, 12, 12});
            vcc_v4_uint t255 = vcc_select(vcc_v4_int, (vcc_v4_int)t254, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t256 = (vcc_v4_uint)t253;
            vcc_v4_uint t257 = t256 - t255;
            vcc_v4_int t8 = (vcc_v4_int)t257;
            vcc_v4_int t258 = vcc_splat(vcc_v4_int, t241 % 17);
            vcc_v4_int t259 = t258 + (vcc_v4_int){0, 3, 6, 9};
            vcc_m4 t260 = (vcc_m4)(t259 > (vcc_v4_int){16, 16, 16, 16});
            vcc_v4_uint t261 = vcc_select(vcc_v4_int, (vcc_v4_int)t260, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t262 = (vcc_v4_uint)t259;
            vcc_v4_uint t263 = t262 - t261;
            vcc_v4_int t9 = (vcc_v4_int)t263;
            vcc_v4_int t264 = vcc_splat(vcc_v4_int, t242 % 7);
            vcc_v4_int t265 = t264 + (vcc_v4_int){0, 4, 1, 5};
            vcc_m4 t266 = (vcc_m4)(t265 > (vcc_v4_int){6, 6, 6, 6});
            vcc_v4_uint t267 = vcc_select(vcc_v4_int, (vcc_v4_int)t266, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t268 = (vcc_v4_uint)t265;
            vcc_v4_uint t269 = t268 - t267;
            vcc_v4_int t10 = (vcc_v4_int)t269;
            vcc_v4_int t270 = vcc_splat(vcc_v4_int, t243 % 23);
            vcc_v4_int t271 = t270 + (vcc_v4_int){0, 7, 14, 21};
            vcc_m4 t272 = (vcc_m4)(t271 > (vcc_v4_int){22, 22, 22, 22});
            vcc_v4_uint t273 = vcc_select(vcc_v4_int, (vcc_v4_int)t272, ((vcc_v4_uint){23U, 23U, 23U, 23U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t274 = (vcc_v4_uint)t271;
            vcc_v4_uint t275 = t274 - t273;
            vcc_v4_int t11 = (vcc_v4_int)t275;
            vcc_v4_int t276 = vcc_splat(vcc_v4_int, t244 % 19);
            vcc_v4_int t277 = t276 + (vcc_v4_int){0, 13, 7, 1};
            vcc_m4 t278 = (vcc_m4)(t277 > (vcc_v4_int){18, 18, 18, 18});
            vcc_v4_uint t279 = vcc_select(vcc_v4_int, (vcc_v4_int)t278, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t280 = (vcc_v4_uint)t277;
            vcc_v4_uint t281 = t280 - t279;
            vcc_v4_int t12 = (vcc_v4_int)t281;
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t282 = (long)t200 + x_vec_1;
                vcc_v4_float t283 = __builtin_convertvector(t7, vcc_v4_float);
                vcc_v4_float t284 = t283 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t285 = t284 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t282, t285);
                vcc_v4_float t286 = __builtin_convertvector(t8, vcc_v4_float);
                vcc_v4_float t287 = t286 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t288 = t287 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t282, t288);
                vcc_v4_double t289 = __builtin_convertvector(t9, vcc_v4_double);
                vcc_v4_double t290 = t289 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t291 = t290 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t282, t291);
                vcc_v4_double t292 = __builtin_convertvector(t10, vcc_v4_double);
                vcc_v4_double t293 = t292 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t294 = t293 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t282, t294);
                vcc_v4_int t295 = t11 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t282, t295);
                vcc_v4_int t296 = t12 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t282, t296);
                x_vec_1 += 4L;
                vcc_v4_int t297 = t7 + (vcc_v4_int){6, 6, 6, 6};
                vcc_m4 t298 = (vcc_m4)(t297 > (vcc_v4_int){10, 10, 10, 10});
                vcc_v4_uint t299 = vcc_select(vcc_v4_int, (vcc_v4_int)t298, ((vcc_v4_uint){11U, 11U, 11U, 11U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t300 = (vcc_v4_uint)t297;
                vcc_v4_uint t301 = t300 - t299;
                vcc_v4_int t302 = (vcc_v4_int)t301;
                vcc_v4_int t303 = t8 + (vcc_v4_int){7, 7, 7, 7};
                vcc_m4 t304 = (vcc_m4)(t303 > (vcc_v4_int){12, 12, 12, 12});
                vcc_v4_uint t305 = vcc_select(vcc_v4_int, (vcc_v4_int)t304, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t306 = (vcc_v4_uint)t303;
                vcc_v4_uint t307 = t306 - t305;
                vcc_v4_int t308 = (vcc_v4_int)t307;
                vcc_v4_int t309 = t9 + (vcc_v4_int){12, 12, 12, 12};
                vcc_m4 t310 = (vcc_m4)(t309 > (vcc_v4_int){16, 16, 16, 16});
                vcc_v4_uint t311 = vcc_select(vcc_v4_int, (vcc_v4_int)t310, ((vcc_v4_uint){17U, 17U, 17U, 17U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t312 = (vcc_v4_uint)t309;
                vcc_v4_uint t313 = t312 - t311;
                vcc_v4_int t314 = (vcc_v4_int)t313;
                vcc_v4_int t315 = t10 + (vcc_v4_int){2, 2, 2, 2};
                vcc_m4 t316 = (vcc_m4)(t315 > (vcc_v4_int){6, 6, 6, 6});
                vcc_v4_uint t317 = vcc_select(vcc_v4_int, (vcc_v4_int)t316, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t318 = (vcc_v4_uint)t315;
                vcc_v4_uint t319 = t318 - t317;
                vcc_v4_int t320 = (vcc_v4_int)t319;
                vcc_v4_int t321 = t11 + (vcc_v4_int){5, 5, 5, 5};
                vcc_m4 t322 = (vcc_m4)(t321 > (vcc_v4_int){22, 22, 22, 22});
                vcc_v4_uint t323 = vcc_select(vcc_v4_int, (vcc_v4_int)t322, ((vcc_v4_uint){23U, 23U, 23U, 23U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t324 = (vcc_v4_uint)t321;
                vcc_v4_uint t325 = t324 - t323;
                vcc_v4_int t326 = (vcc_v4_int)t325;
                vcc_v4_int t327 = t12 + (vcc_v4_int){14, 14, 14, 14};
                vcc_m4 t328 = (vcc_m4)(t327 > (vcc_v4_int){18, 18, 18, 18});
                vcc_v4_uint t329 = vcc_select(vcc_v4_int, (vcc_v4_int)t328, ((vcc_v4_uint){19U, 19U, 19U, 19U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t330 = (vcc_v4_uint)t327;
                vcc_v4_uint t331 = t330 - t329;
                vcc_v4_int t332 = (vcc_v4_int)t331;
                if (x_vec_1 >= t245) {
                    break;
                }
                t7 = t302;
                t8 = t308;
                t9 = t314;
                t10 = t320;
                t11 = t326;
                t12 = t332;
            }
            x = (int)((long)t200 + t245);
        } else {
            x = t200;
        }
        for (; x < nn; x++) {
            long t333 = (long)x;
            int t334 = x * 7;
            af[t333] = (float)(t334 % 11) * 0.37f - 1.5f;
            bf[t333] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t333] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t333] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t333] = t334 % 23 - 11;
            bi[t333] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t335 = (long)x_1;
            sf += (double)(cf[t335] * (float)(x_1 % 5 + 1));
            sd += cd[t335] * (double)(x_1 % 3 + 1);
            si += (long)ci[t335] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t336 = ci[nn - 1];
        } else {
            t336 = 0;
        }
        if (nn) {
            t337 = cd[nn / 2];
        } else {
            t337 = 0.0;
        }
        if (nn) {
            t338 = cf[nn - 1];
        } else {
            t338 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t338, sd, t337, si, t336);
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
    vcc_v8_int t339 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t340 = t339 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
    vcc_m8 t341 = (vcc_m8)(t340 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t342 = vcc_select(vcc_v8_int, (vcc_v8_int)t341, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t343 = (vcc_v8_uint)t340;
    vcc_v8_uint t344 = t343 - t342;
    vcc_v8_int t13 = (vcc_v8_int)t344;
    vcc_v8_int t345 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t346 = t345 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
    vcc_m8 t347 = (vcc_m8)(t346 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
    vcc_v8_uint t348 = vcc_select(vcc_v8_int, (vcc_v8_int)t347, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t349 = (vcc_v8_uint)t346;
    vcc_v8_uint t350 = t349 - t348;
    vcc_v8_int t14 = (vcc_v8_int)t350;
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t351 = __builtin_convertvector(t13, vcc_v8_float);
        vcc_v8_float t352 = t351 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t353 = t352 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[x_vec_2], t353);
        vcc_v8_float t354 = __builtin_convertvector(t14, vcc_v8_float);
        vcc_v8_float t355 = t354 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t356 = t355 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[x_vec_2], t356);
        long t357 = x_vec_2 + 8L;
        vcc_v8_int t358 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t359 = (vcc_m8)(t358 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t360 = vcc_select(vcc_v8_int, (vcc_v8_int)t359, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t361 = (vcc_v8_uint)t358;
        vcc_v8_uint t362 = t361 - t360;
        vcc_v8_int t363 = (vcc_v8_int)t362;
        vcc_v8_float t364 = __builtin_convertvector(t363, vcc_v8_float);
        vcc_v8_float t365 = t364 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t366 = t365 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t357], t366);
        vcc_v8_int t367 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t368 = (vcc_m8)(t367 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t369 = vcc_select(vcc_v8_int, (vcc_v8_int)t368, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t370 = (vcc_v8_uint)t367;
        vcc_v8_uint t371 = t370 - t369;
        vcc_v8_int t372 = (vcc_v8_int)t371;
        vcc_v8_float t373 = __builtin_convertvector(t372, vcc_v8_float);
        vcc_v8_float t374 = t373 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t375 = t374 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t357], t375);
        x_vec_2 += 16L;
        vcc_v8_int t376 = t13 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t377 = (vcc_m8)(t376 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t378 = vcc_select(vcc_v8_int, (vcc_v8_int)t377, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t379 = (vcc_v8_uint)t376;
        vcc_v8_uint t380 = t379 - t378;
        t13 = (vcc_v8_int)t380;
        vcc_v8_int t381 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t382 = (vcc_m8)(t381 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t383 = vcc_select(vcc_v8_int, (vcc_v8_int)t382, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t384 = (vcc_v8_uint)t381;
        vcc_v8_uint t385 = t384 - t383;
        t14 = (vcc_v8_int)t385;
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
