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
    int t32;
    int t33;
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
            vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            for (int t48 = 0; t48 < n; t48++) {
                vcc_v8_int t49 = vcc_load(vcc_v8_int, b + (t48 * n + j_1));
                vcc_v8_int t50 = vcc_splat(vcc_v8_int, a[i * n + t48]);
                vcc_v8_int t51 = t50 * t49;
                t8 = t8 + t51;
            }
            vcc_store(c + (i * n + j_1), t8);
        }
        for (; j < n; j++) {
            long t9 = (long)n;
            if (t9 >= 16L) {
                long t10 = t9 & -16L;
                vcc_v8_int t11 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                vcc_v8_int t12 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_uint t14 = (vcc_v8_uint)t13;
                vcc_v8_uint t1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long t2 = 0L;
                vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    vcc_v8_int t15 = (vcc_v8_int)t1;
                    vcc_v8_uint t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    vcc_v8_int t17 = (vcc_v8_int)t16;
                    vcc_v8_int t18 = vcc_load(vcc_v8_int, a + (i * n + (int)t2));
                    vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (i * n + (int)(t2 + 8L)));
                    vcc_v8_int t20 = t15 * t11;
                    vcc_v8_int t21 = t17 * t11;
                    vcc_v8_int t22 = t20 + t12;
                    vcc_v8_int t23 = t21 + t12;
                    vcc_v8_int t24 = vcc_gather(vcc_v8_int, b, t22);
                    vcc_v8_int t25 = vcc_gather(vcc_v8_int, b, t23);
                    vcc_v8_int t26 = t18 * t24;
                    vcc_v8_uint t27 = (vcc_v8_uint)t26;
                    t3 = t3 + t27;
                    vcc_v8_int t28 = t19 * t25;
                    vcc_v8_uint t29 = (vcc_v8_uint)t28;
                    t4 = t4 + t29;
                    t2 += 16L;
                    vcc_v8_uint t30 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (t2 >= t10) {
                        break;
                    }
                    t1 = t30;
                }
                vcc_v8_uint t31 = t3 + t4;
                t32 = (int)t10;
                t33 = (int)vcc_reduce(unsigned int, t31, +);
            } else {
                t32 = 0;
                t33 = 0;
            }
            long t34 = (long)n + (long)t32 * -1L;
            if (t34 >= 8L) {
                long t35 = t34 & -8L;
                vcc_v8_int t36 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                vcc_v8_int t37 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                vcc_v8_int t38 = (vcc_v8_int){t32, t32, t32, t32, t32, t32, t32, t32};
                vcc_v8_uint t39 = (vcc_v8_uint)t38;
                vcc_v8_uint t5 = t39 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                long t6 = 0L;
                vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    vcc_v8_int t40 = (vcc_v8_int)t5;
                    vcc_v8_int t41 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)t32 + t6)));
                    vcc_v8_int t42 = t40 * t36;
                    vcc_v8_int t43 = t42 + t37;
                    vcc_v8_int t44 = vcc_gather(vcc_v8_int, b, t43);
                    vcc_v8_int t45 = t41 * t44;
                    vcc_v8_uint t46 = (vcc_v8_uint)t45;
                    t7 = t7 + t46;
                    t6 += 8L;
                    vcc_v8_uint t47 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t6 >= t35) {
                        break;
                    }
                    t5 = t47;
                }
                k = (int)((long)t32 + t35);
                s = (int)((unsigned int)t33 + vcc_reduce(unsigned int, t7, +));
            } else {
                k = t32;
                s = t33;
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
    int t179;
    int x;
    int t296;
    double t297;
    float t298;
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
        unsigned long t18 = (unsigned long)nn;
        unsigned long t19 = t18 * 4UL + 1UL;
        void *t20 = malloc(t19);
        float *af = (float *)t20;
        void *t21 = malloc(t19);
        float *bf = (float *)t21;
        float *cf = (float *)malloc(t19);
        unsigned long t22 = t18 * 8UL + 1UL;
        void *t23 = malloc(t22);
        double *ad = (double *)t23;
        void *t24 = malloc(t22);
        double *bd = (double *)t24;
        double *cd = (double *)malloc(t22);
        void *t25 = malloc(t19);
        int *ai = (int *)t25;
        void *t26 = malloc(t19);
        int *bi = (int *)t26;
        int *ci = (int *)malloc(t19);
        long t27 = (long)nn;
        unsigned long t28 = (unsigned long)t20;
        unsigned long t29 = (unsigned long)t21;
        unsigned long t30 = (unsigned long)t20;
        unsigned long t31 = (unsigned long)t23;
        unsigned long t32 = (unsigned long)t20;
        unsigned long t33 = (unsigned long)t24;
        unsigned long t34 = (unsigned long)t20;
        unsigned long t35 = (unsigned long)t25;
        unsigned long t36 = (unsigned long)t20;
        unsigned long t37 = (unsigned long)t26;
        unsigned long t38 = (unsigned long)t21;
        unsigned long t39 = (unsigned long)t23;
        unsigned long t40 = (unsigned long)t21;
        unsigned long t41 = (unsigned long)t24;
        unsigned long t42 = (unsigned long)t21;
        unsigned long t43 = (unsigned long)t25;
        unsigned long t44 = (unsigned long)t21;
        unsigned long t45 = (unsigned long)t26;
        unsigned long t46 = (unsigned long)t23;
        unsigned long t47 = (unsigned long)t24;
        unsigned long t48 = (unsigned long)t23;
        unsigned long t49 = (unsigned long)t25;
        unsigned long t50 = (unsigned long)t23;
        unsigned long t51 = (unsigned long)t26;
        unsigned long t52 = (unsigned long)t24;
        unsigned long t53 = (unsigned long)t25;
        unsigned long t54 = (unsigned long)t24;
        unsigned long t55 = (unsigned long)t26;
        unsigned long t56 = (unsigned long)t25;
        unsigned long t57 = (unsigned long)t26;
        if ((t27 >= 8L) & (((t28 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t29) | ((t29 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t28)) & (((t30 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t33) | ((t33 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t32)) & (((t34 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t35) | ((t35 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t37) | ((t37 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t39) | ((t39 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t45) | ((t45 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t46)) & (((t48 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t53) | ((t53 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t55) | ((t55 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t56)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t58 = t27 & -8L;
            vcc_v4_int t59 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t60 = t59 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t61 = (vcc_v4_uint)t60;
            vcc_v4_uint t62 = t61 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t63 = vcc_min(vcc_v4_int, t61, t62);
            vcc_v4_int t1 = (vcc_v4_int)t63;
            vcc_v4_int t64 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t65 = t64 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t66 = (vcc_v4_uint)t65;
            vcc_v4_uint t67 = t66 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t68 = vcc_min(vcc_v4_int, t66, t67);
            vcc_v4_int t2 = (vcc_v4_int)t68;
            vcc_v4_int t69 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t70 = t69 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t71 = (vcc_v4_uint)t70;
            vcc_v4_uint t72 = t71 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t73 = vcc_min(vcc_v4_int, t71, t72);
            vcc_v4_int t3 = (vcc_v4_int)t73;
            vcc_v4_int t74 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t75 = t74 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t76 = (vcc_v4_uint)t75;
            vcc_v4_uint t77 = t76 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t78 = vcc_min(vcc_v4_int, t76, t77);
            vcc_v4_int t4 = (vcc_v4_int)t78;
            vcc_v4_int t79 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t80 = t79 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t81 = (vcc_v4_uint)t80;
            vcc_v4_uint t82 = t81 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t83 = vcc_min(vcc_v4_int, t81, t82);
            vcc_v4_int t5 = (vcc_v4_int)t83;
            vcc_v4_int t84 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t85 = t84 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t86 = (vcc_v4_uint)t85;
            vcc_v4_uint t87 = t86 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t88 = vcc_min(vcc_v4_int, t86, t87);
            vcc_v4_int t6 = (vcc_v4_int)t88;
            long t7 = 0L;
            for (;;) {
                long t89 = (long)(int)t7;
                vcc_v4_float t90 = __builtin_convertvector(t1, vcc_v4_float);
                vcc_v4_float t91 = t90 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t92 = t91 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t89, t92);
                vcc_v4_float t93 = __builtin_convertvector(t2, vcc_v4_float);
                vcc_v4_float t94 = t93 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t95 = t94 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t89, t95);
                vcc_v4_double t96 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t97 = t96 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t98 = t97 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t89, t98);
                vcc_v4_double t99 = __builtin_convertvector(t4, vcc_v4_double);
                vcc_v4_double t100 = t99 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t101 = t100 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t89, t101);
                vcc_v4_int t102 = t5 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t89, t102);
                vcc_v4_int t103 = t6 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t89, t103);
                long t104 = (long)(int)(t7 + 4L);
                vcc_v4_int t105 = t1 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t106 = (vcc_v4_uint)t105;
                vcc_v4_uint t107 = t106 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t108 = vcc_min(vcc_v4_int, t106, t107);
                vcc_v4_int t109 = (vcc_v4_int)t108;
                vcc_v4_float t110 = __builtin_convertvector(t109, vcc_v4_float);
                vcc_v4_float t111 = t110 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t112 = t111 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t104, t112);
                vcc_v4_int t113 = t2 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t114 = (vcc_v4_uint)t113;
                vcc_v4_uint t115 = t114 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t116 = vcc_min(vcc_v4_int, t114, t115);
                vcc_v4_int t117 = (vcc_v4_int)t116;
                vcc_v4_float t118 = __builtin_convertvector(t117, vcc_v4_float);
                vcc_v4_float t119 = t118 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t120 = t119 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t104, t120);
                vcc_v4_int t121 = t3 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t122 = (vcc_v4_uint)t121;
                vcc_v4_uint t123 = t122 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t124 = vcc_min(vcc_v4_int, t122, t123);
                vcc_v4_int t125 = (vcc_v4_int)t124;
                vcc_v4_double t126 = __builtin_convertvector(t125, vcc_v4_double);
                vcc_v4_double t127 = t126 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t128 = t127 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t104, t128);
                vcc_v4_int t129 = t4 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t130 = (vcc_v4_uint)t129;
                vcc_v4_uint t131 = t130 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t132 = vcc_min(vcc_v4_int, t130, t131);
                vcc_v4_int t133 = (vcc_v4_int)t132;
                vcc_v4_double t134 = __builtin_convertvector(t133, vcc_v4_double);
                vcc_v4_double t135 = t134 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t136 = t135 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t104, t136);
                vcc_v4_int t137 = t5 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t138 = (vcc_v4_uint)t137;
                vcc_v4_uint t139 = t138 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t140 = vcc_min(vcc_v4_int, t138, t139);
                vcc_v4_int t141 = (vcc_v4_int)t140;
                vcc_v4_int t142 = t141 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t104, t142);
                vcc_v4_int t143 = t6 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t144 = (vcc_v4_uint)t143;
                vcc_v4_uint t145 = t144 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t146 = vcc_min(vcc_v4_int, t144, t145);
                vcc_v4_int t147 = (vcc_v4_int)t146;
                vcc_v4_int t148 = t147 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t104, t148);
                t7 += 8L;
                vcc_v4_int t149 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t150 = (vcc_v4_uint)t149;
                vcc_v4_uint t151 = t150 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t152 = vcc_min(vcc_v4_int, t150, t151);
                vcc_v4_int t153 = (vcc_v4_int)t152;
                vcc_v4_int t154 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t155 = (vcc_v4_uint)t154;
                vcc_v4_uint t156 = t155 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t157 = vcc_min(vcc_v4_int, t155, t156);
                vcc_v4_int t158 = (vcc_v4_int)t157;
                vcc_v4_int t159 = t3 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t160 = (vcc_v4_uint)t159;
                vcc_v4_uint t161 = t160 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t162 = vcc_min(vcc_v4_int, t160, t161);
                vcc_v4_int t163 = (vcc_v4_int)t162;
                vcc_v4_int t164 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t165 = (vcc_v4_uint)t164;
                vcc_v4_uint t166 = t165 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t167 = vcc_min(vcc_v4_int, t165, t166);
                vcc_v4_int t168 = (vcc_v4_int)t167;
                vcc_v4_int t169 = t5 + (vcc_v4_int){10, 10, 10, 10};
                vcc_v4_uint t170 = (vcc_v4_uint)t169;
                vcc_v4_uint t171 = t170 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t172 = vcc_min(vcc_v4_int, t170, t171);
                vcc_v4_int t173 = (vcc_v4_int)t172;
                vcc_v4_int t174 = t6 + (vcc_v4_int){9, 9, 9, 9};
                vcc_v4_uint t175 = (vcc_v4_uint)t174;
                vcc_v4_uint t176 = t175 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t177 = vcc_min(vcc_v4_int, t175, t176);
                vcc_v4_int t178 = (vcc_v4_int)t177;
                if (t7 >= t58) {
                    break;
                }
                t1 = t153;
                t2 = t158;
                t3 = t163;
                t4 = t168;
                t5 = t173;
                t6 = t178;
            }
            t179 = (int)t58;
        } else {
            t179 = 0;
        }
        long t180 = (long)nn + (long)t179 * -1L;
        unsigned long t181 = (unsigned long)t20;
        unsigned long t182 = (unsigned long)t21;
        unsigned long t183 = (unsigned long)t20;
        unsigned long t184 = (unsigned long)t23;
        unsigned long t185 = (unsigned long)t20;
        unsigned long t186 = (unsigned long)t24;
        unsigned long t187 = (unsigned long)t20;
        unsigned long t188 = (unsigned long)t25;
        unsigned long t189 = (unsigned long)t20;
        unsigned long t190 = (unsigned long)t26;
        unsigned long t191 = (unsigned long)t21;
        unsigned long t192 = (unsigned long)t23;
        unsigned long t193 = (unsigned long)t21;
        unsigned long t194 = (unsigned long)t24;
        unsigned long t195 = (unsigned long)t21;
        unsigned long t196 = (unsigned long)t25;
        unsigned long t197 = (unsigned long)t21;
        unsigned long t198 = (unsigned long)t26;
        unsigned long t199 = (unsigned long)t23;
        unsigned long t200 = (unsigned long)t24;
        unsigned long t201 = (unsigned long)t23;
        unsigned long t202 = (unsigned long)t25;
        unsigned long t203 = (unsigned long)t23;
        unsigned long t204 = (unsigned long)t26;
        unsigned long t205 = (unsigned long)t24;
        unsigned long t206 = (unsigned long)t25;
        unsigned long t207 = (unsigned long)t24;
        unsigned long t208 = (unsigned long)t26;
        unsigned long t209 = (unsigned long)t25;
        unsigned long t210 = (unsigned long)t26;
        int t211 = (int)((unsigned int)t179 * 7U);
        int t212 = (int)((unsigned int)t179 * 5U);
        int t213 = (int)((unsigned int)t179 * 3U);
        int t214 = (int)((unsigned int)t179 * 11U);
        int t215 = (int)((unsigned int)t179 * 7U);
        int t216 = (int)((unsigned int)t179 * 13U);
        if ((t180 >= 4L) & (((t181 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t179 * 4L))) | ((t182 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t179 * 4L)))) & (((t183 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t179 * 8L))) | ((t184 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t179 * 4L)))) & (((t185 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t179 * 8L))) | ((t186 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t179 * 4L)))) & (((t187 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t179 * 4L))) | ((t188 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t179 * 4L)))) & (((t189 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t179 * 4L))) | ((t190 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t179 * 4L)))) & (((t191 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t179 * 8L))) | ((t192 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t179 * 4L)))) & (((t193 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t179 * 8L))) | ((t194 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t179 * 4L)))) & (((t195 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t179 * 4L))) | ((t196 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t179 * 4L)))) & (((t197 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t179 * 4L))) | ((t198 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t179 * 4L)))) & (((t199 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t179 * 8L))) | ((t200 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t179 * 8L)))) & (((t201 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t179 * 4L))) | ((t202 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t179 * 8L)))) & (((t203 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t204 + (unsigned long)((long)t179 * 4L))) | ((t204 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t179 * 8L)))) & (((t205 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t179 * 4L))) | ((t206 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t205 + (unsigned long)((long)t179 * 8L)))) & (((t207 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t208 + (unsigned long)((long)t179 * 4L))) | ((t208 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t179 * 8L)))) & (((t209 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t179 * 4L))) | ((t210 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t179 * 4L)))) & (t211 >= 0) & (t212 >= 0) & (t213 >= 0) & (t214 >= 0) & (t215 >= 0) & (t216 >= 0)) {
            long t217 = t180 & -4L;
            vcc_v4_int t218 = vcc_splat(vcc_v4_int, t211 % 11);
            vcc_v4_int t219 = t218 + (vcc_v4_int){0, 7, 3, 10};
            vcc_v4_uint t220 = (vcc_v4_uint)t219;
            vcc_v4_uint t221 = t220 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            vcc_v4_uint t222 = vcc_min(vcc_v4_int, t220, t221);
            vcc_v4_int t8 = (vcc_v4_int)t222;
            vcc_v4_int t223 = vcc_splat(vcc_v4_int, t212 % 13);
            vcc_v4_int t224 = t223 + (vcc_v4_int){0, 5, 10, 2};
            vcc_v4_uint t225 = (vcc_v4_uint)t224;
            vcc_v4_uint t226 = t225 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            vcc_v4_uint t227 = vcc_min(vcc_v4_int, t225, t226);
            vcc_v4_int t9 = (vcc_v4_int)t227;
            vcc_v4_int t228 = vcc_splat(vcc_v4_int, t213 % 17);
            vcc_v4_int t229 = t228 + (vcc_v4_int){0, 3, 6, 9};
            vcc_v4_uint t230 = (vcc_v4_uint)t229;
            vcc_v4_uint t231 = t230 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            vcc_v4_uint t232 = vcc_min(vcc_v4_int, t230, t231);
            vcc_v4_int t10 = (vcc_v4_int)t232;
            vcc_v4_int t233 = vcc_splat(vcc_v4_int, t214 % 7);
            vcc_v4_int t234 = t233 + (vcc_v4_int){0, 4, 1, 5};
            vcc_v4_uint t235 = (vcc_v4_uint)t234;
            vcc_v4_uint t236 = t235 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t237 = vcc_min(vcc_v4_int, t235, t236);
            vcc_v4_int t11 = (vcc_v4_int)t237;
            vcc_v4_int t238 = vcc_splat(vcc_v4_int, t215 % 23);
            vcc_v4_int t239 = t238 + (vcc_v4_int){0, 7, 14, 21};
            vcc_v4_uint t240 = (vcc_v4_uint)t239;
            vcc_v4_uint t241 = t240 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            vcc_v4_uint t242 = vcc_min(vcc_v4_int, t240, t241);
            vcc_v4_int t12 = (vcc_v4_int)t242;
            vcc_v4_int t243 = vcc_splat(vcc_v4_int, t216 % 19);
            vcc_v4_int t244 = t243 + (vcc_v4_int){0, 13, 7, 1};
            vcc_v4_uint t245 = (vcc_v4_uint)t244;
            vcc_v4_uint t246 = t245 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            vcc_v4_uint t247 = vcc_min(vcc_v4_int, t245, t246);
            vcc_v4_int t13 = (vcc_v4_int)t247;
            long t14 = 0L;
            for (;;) {
                long t248 = (long)(int)((long)t179 + t14);
                vcc_v4_float t249 = __builtin_convertvector(t8, vcc_v4_float);
                vcc_v4_float t250 = t249 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                vcc_v4_float t251 = t250 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t248, t251);
                vcc_v4_float t252 = __builtin_convertvector(t9, vcc_v4_float);
                vcc_v4_float t253 = t252 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                vcc_v4_float t254 = t253 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t248, t254);
                vcc_v4_double t255 = __builtin_convertvector(t10, vcc_v4_double);
                vcc_v4_double t256 = t255 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                vcc_v4_double t257 = t256 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t248, t257);
                vcc_v4_double t258 = __builtin_convertvector(t11, vcc_v4_double);
                vcc_v4_double t259 = t258 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                vcc_v4_double t260 = t259 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t248, t260);
                vcc_v4_int t261 = t12 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t248, t261);
                vcc_v4_int t262 = t13 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t248, t262);
                t14 += 4L;
                vcc_v4_int t263 = t8 + (vcc_v4_int){6, 6, 6, 6};
                vcc_v4_uint t264 = (vcc_v4_uint)t263;
                vcc_v4_uint t265 = t264 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                vcc_v4_uint t266 = vcc_min(vcc_v4_int, t264, t265);
                vcc_v4_int t267 = (vcc_v4_int)t266;
                vcc_v4_int t268 = t9 + (vcc_v4_int){7, 7, 7, 7};
                vcc_v4_uint t269 = (vcc_v4_uint)t268;
                vcc_v4_uint t270 = t269 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                vcc_v4_uint t271 = vcc_min(vcc_v4_int, t269, t270);
                vcc_v4_int t272 = (vcc_v4_int)t271;
                vcc_v4_int t273 = t10 + (vcc_v4_int){12, 12, 12, 12};
                vcc_v4_uint t274 = (vcc_v4_uint)t273;
                vcc_v4_uint t275 = t274 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                vcc_v4_uint t276 = vcc_min(vcc_v4_int, t274, t275);
                vcc_v4_int t277 = (vcc_v4_int)t276;
                vcc_v4_int t278 = t11 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t279 = (vcc_v4_uint)t278;
                vcc_v4_uint t280 = t279 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t281 = vcc_min(vcc_v4_int, t279, t280);
                vcc_v4_int t282 = (vcc_v4_int)t281;
                vcc_v4_int t283 = t12 + (vcc_v4_int){5, 5, 5, 5};
                vcc_v4_uint t284 = (vcc_v4_uint)t283;
                vcc_v4_uint t285 = t284 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                vcc_v4_uint t286 = vcc_min(vcc_v4_int, t284, t285);
                vcc_v4_int t287 = (vcc_v4_int)t286;
                vcc_v4_int t288 = t13 + (vcc_v4_int){14, 14, 14, 14};
                vcc_v4_uint t289 = (vcc_v4_uint)t288;
                vcc_v4_uint t290 = t289 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                vcc_v4_uint t291 = vcc_min(vcc_v4_int, t289, t290);
                vcc_v4_int t292 = (vcc_v4_int)t291;
                if (t14 >= t217) {
                    break;
                }
                t8 = t267;
                t9 = t272;
                t10 = t277;
                t11 = t282;
                t12 = t287;
                t13 = t292;
            }
            x = (int)((long)t179 + t217);
        } else {
            x = t179;
        }
        for (; x < nn; x++) {
            long t293 = (long)x;
            int t294 = x * 7;
            af[t293] = (float)(t294 % 11) * 0.37f - 1.5f;
            bf[t293] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t293] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t293] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t293] = t294 % 23 - 11;
            bi[t293] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t295 = (long)x_1;
            sf += (double)(cf[t295] * (float)(x_1 % 5 + 1));
            sd += cd[t295] * (double)(x_1 % 3 + 1);
            si += (long)ci[t295] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t296 = ci[nn - 1];
        } else {
            t296 = 0;
        }
        if (nn) {
            t297 = cd[nn / 2];
        } else {
            t297 = 0.0;
        }
        if (nn) {
            t298 = cf[nn - 1];
        } else {
            t298 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t298, sd, t297, si, t296);
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
    vcc_v8_int t299 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t300 = t299 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
    vcc_v8_uint t301 = (vcc_v8_uint)t300;
    vcc_v8_uint t302 = t301 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t303 = vcc_min(vcc_v8_int, t301, t302);
    vcc_v8_int t15 = (vcc_v8_int)t303;
    vcc_v8_int t304 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t305 = t304 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
    vcc_v8_uint t306 = (vcc_v8_uint)t305;
    vcc_v8_uint t307 = t306 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t308 = vcc_min(vcc_v8_int, t306, t307);
    vcc_v8_int t16 = (vcc_v8_int)t308;
    long t17 = 0L;
    do {
        long t309 = (long)(int)t17;
        vcc_v8_float t310 = __builtin_convertvector(t15, vcc_v8_float);
        vcc_v8_float t311 = t310 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t312 = t311 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t309], t312);
        vcc_v8_float t313 = __builtin_convertvector(t16, vcc_v8_float);
        vcc_v8_float t314 = t313 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t315 = t314 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t309], t315);
        long t316 = (long)(int)(t17 + 8L);
        vcc_v8_int t317 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t318 = (vcc_v8_uint)t317;
        vcc_v8_uint t319 = t318 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t320 = vcc_min(vcc_v8_int, t318, t319);
        vcc_v8_int t321 = (vcc_v8_int)t320;
        vcc_v8_float t322 = __builtin_convertvector(t321, vcc_v8_float);
        vcc_v8_float t323 = t322 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
        vcc_v8_float t324 = t323 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
        vcc_store(&a12[t316], t324);
        vcc_v8_int t325 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t326 = (vcc_v8_uint)t325;
        vcc_v8_uint t327 = t326 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t328 = vcc_min(vcc_v8_int, t326, t327);
        vcc_v8_int t329 = (vcc_v8_int)t328;
        vcc_v8_float t330 = __builtin_convertvector(t329, vcc_v8_float);
        vcc_v8_float t331 = t330 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
        vcc_v8_float t332 = t331 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
        vcc_store(&b12[t316], t332);
        t17 += 16L;
        vcc_v8_int t333 = t15 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t334 = (vcc_v8_uint)t333;
        vcc_v8_uint t335 = t334 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t336 = vcc_min(vcc_v8_int, t334, t335);
        t15 = (vcc_v8_int)t336;
        vcc_v8_int t337 = t16 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t338 = (vcc_v8_uint)t337;
        vcc_v8_uint t339 = t338 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t340 = vcc_min(vcc_v8_int, t338, t339);
        t16 = (vcc_v8_int)t340;
    } while (t17 < 144L);
    for (int x_2 = 144; x_2 < 144; x_2++) {
        long t341 = (long)x_2;
        a12[t341] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t341] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
