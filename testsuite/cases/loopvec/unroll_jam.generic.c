/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Unroll-and-jam (midend/src/transform/unroll_jam.rs): nests whose inner loop accumulates into
   elements that do not move with the outer index run two outer iterations per inner loop, j's
   update of y[i] passed straight to j+1's; an odd outer count leaves the last one to the
   original nest. The values have full mantissas: an update done in another order prints
   other bits. */
#define M 37
static float A[40][M], x[40], y[M];

/* y += A^T x over a fixed-size matrix, any number of columns. */
static __typeof__(A) A __attribute__((aligned(32)));
static __typeof__(y) y __attribute__((aligned(32)));
void matvec(int n) {
    float (*t4)[37];
    float *t5;
    float (*t9)[37];
    float *t10;
    int j_1;
    float (*t33)[37];
    float *t34;
    int j = 0;
    for (;;) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        int t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long i_vec = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            float *t2 = &y[i_vec];
            vcc_v8_float y_v = vcc_load(vcc_v8_float, t2);
            long t3 = (long)j;
            t4 = &A[t3];
            vcc_v8_float A_v = vcc_load(vcc_v8_float, &(*t4)[i_vec]);
            t5 = &x[t3];
            vcc_v8_float x_v = vcc_splat(vcc_v8_float, *t5);
            vcc_v8_float t6 = A_v * x_v;
            vcc_v8_float t7 = y_v + t6;
            long t8 = (long)t1;
            t9 = &A[t8];
            vcc_v8_float A_v_1 = vcc_load(vcc_v8_float, &(*t9)[i_vec]);
            t10 = &x[t8];
            vcc_v8_float x_v_1 = vcc_splat(vcc_v8_float, *t10);
            vcc_v8_float t11 = A_v_1 * x_v_1;
            vcc_v8_float t12 = t7 + t11;
            vcc_store(t2, t12);
            long t13 = i_vec + 8L;
            float *t14 = &y[t13];
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float A_v_2 = vcc_load(vcc_v8_float, &(*t4)[t13]);
            vcc_v8_float x_v_2 = vcc_splat(vcc_v8_float, *t5);
            vcc_v8_float t15 = A_v_2 * x_v_2;
            vcc_v8_float t16 = y_v_1 + t15;
            vcc_v8_float A_v_3 = vcc_load(vcc_v8_float, &(*t9)[t13]);
            vcc_v8_float x_v_3 = vcc_splat(vcc_v8_float, *t10);
            vcc_v8_float t17 = A_v_3 * x_v_3;
            vcc_v8_float t18 = t16 + t17;
            vcc_store(t14, t18);
            long t19 = i_vec + 16L;
            float *t20 = &y[t19];
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t20);
            vcc_v8_float A_v_4 = vcc_load(vcc_v8_float, &(*t4)[t19]);
            vcc_v8_float x_v_4 = vcc_splat(vcc_v8_float, *t5);
            vcc_v8_float t21 = A_v_4 * x_v_4;
            vcc_v8_float t22 = y_v_2 + t21;
            vcc_v8_float A_v_5 = vcc_load(vcc_v8_float, &(*t9)[t19]);
            vcc_v8_float x_v_5 = vcc_splat(vcc_v8_float, *t10);
            vcc_v8_float t23 = A_v_5 * x_v_5;
            vcc_v8_float t24 = t22 + t23;
            vcc_store(t20, t24);
            long t25 = i_vec + 24L;
            float *t26 = &y[t25];
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t26);
            vcc_v8_float A_v_6 = vcc_load(vcc_v8_float, &(*t4)[t25]);
            vcc_v8_float x_v_6 = vcc_splat(vcc_v8_float, *t5);
            vcc_v8_float t27 = A_v_6 * x_v_6;
            vcc_v8_float t28 = y_v_3 + t27;
            vcc_v8_float A_v_7 = vcc_load(vcc_v8_float, &(*t9)[t25]);
            vcc_v8_float x_v_7 = vcc_splat(vcc_v8_float, *t10);
            vcc_v8_float t29 = A_v_7 * x_v_7;
            vcc_v8_float t30 = t28 + t29;
            vcc_store(t26, t30);
            i_vec += 32L;
        } while (i_vec < 32L);
        y[32] = y[32] + (*t4)[32] * *t5 + (*t9)[32] * *t10;
        y[33] = y[33] + (*t4)[33] * *t5 + (*t9)[33] * *t10;
        y[34] = y[34] + (*t4)[34] * *t5 + (*t9)[34] * *t10;
        y[35] = y[35] + (*t4)[35] * *t5 + (*t9)[35] * *t10;
        y[36] = y[36] + (*t4)[36] * *t5 + (*t9)[36] * *t10;
        j = t1 + 1;
    }
    while (j_1 < n) {
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            float *t31 = &y[i_vec_1];
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, t31);
            long t32 = (long)j_1;
            t33 = &A[t32];
            vcc_v8_float A_v_8 = vcc_load(vcc_v8_float, &(*t33)[i_vec_1]);
            t34 = &x[t32];
            vcc_v8_float x_v_8 = vcc_splat(vcc_v8_float, *t34);
            vcc_v8_float t35 = A_v_8 * x_v_8;
            vcc_v8_float t36 = y_v_4 + t35;
            vcc_store(t31, t36);
            long t37 = i_vec_1 + 8L;
            float *t38 = &y[t37];
            vcc_v8_float y_v_5 = vcc_load(vcc_v8_float, t38);
            vcc_v8_float A_v_9 = vcc_load(vcc_v8_float, &(*t33)[t37]);
            vcc_v8_float x_v_9 = vcc_splat(vcc_v8_float, *t34);
            vcc_v8_float t39 = A_v_9 * x_v_9;
            vcc_v8_float t40 = y_v_5 + t39;
            vcc_store(t38, t40);
            long t41 = i_vec_1 + 16L;
            float *t42 = &y[t41];
            vcc_v8_float y_v_6 = vcc_load(vcc_v8_float, t42);
            vcc_v8_float A_v_10 = vcc_load(vcc_v8_float, &(*t33)[t41]);
            vcc_v8_float x_v_10 = vcc_splat(vcc_v8_float, *t34);
            vcc_v8_float t43 = A_v_10 * x_v_10;
            vcc_v8_float t44 = y_v_6 + t43;
            vcc_store(t42, t44);
            long t45 = i_vec_1 + 24L;
            float *t46 = &y[t45];
            vcc_v8_float y_v_7 = vcc_load(vcc_v8_float, t46);
            vcc_v8_float A_v_11 = vcc_load(vcc_v8_float, &(*t33)[t45]);
            vcc_v8_float x_v_11 = vcc_splat(vcc_v8_float, *t34);
            vcc_v8_float t47 = A_v_11 * x_v_11;
            vcc_v8_float t48 = y_v_7 + t47;
            vcc_store(t46, t48);
            i_vec_1 += 32L;
        } while (i_vec_1 < 32L);
        y[32] = y[32] + (*t33)[32] * *t34;
        y[33] = y[33] + (*t33)[33] * *t34;
        y[34] = y[34] + (*t33)[34] * *t34;
        y[35] = y[35] + (*t33)[35] * *t34;
        y[36] = y[36] + (*t33)[36] * *t34;
        j_1++;
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int t1;
    int t13;
    int i;
    int j_1;
    int t36;
    int i_1;
    int j = 0;
    for (;; j = t1 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long t2 = (long)m;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                int t4 = (int)i_vec;
                int *t5 = s + i_vec;
                vcc_v8_int s_v = vcc_load(vcc_v8_int, t5);
                vcc_v8_int a_v = vcc_load(vcc_v8_int, a + (j * m + t4));
                vcc_v8_int t6 = s_v + a_v;
                vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (t1 * m + t4));
                vcc_v8_int t7 = t6 + a_v_1;
                vcc_store(t5, t7);
                long t8 = i_vec + 8L;
                int t9 = (int)t8;
                int *t10 = s + t8;
                vcc_v8_int s_v_1 = vcc_load(vcc_v8_int, t10);
                vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (j * m + t9));
                vcc_v8_int t11 = s_v_1 + a_v_2;
                vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (t1 * m + t9));
                vcc_v8_int t12 = t11 + a_v_3;
                vcc_store(t10, t12);
                i_vec += 16L;
            } while (i_vec < t3);
            t13 = (int)t3;
        } else {
            t13 = 0;
        }
        long t14 = (long)m + (long)t13 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t16 = (long)t13 + i_vec_1;
                int t17 = (int)t16;
                int *t18 = s + t16;
                vcc_v8_int s_v_2 = vcc_load(vcc_v8_int, t18);
                vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + (j * m + t17));
                vcc_v8_int t19 = s_v_2 + a_v_4;
                vcc_v8_int a_v_5 = vcc_load(vcc_v8_int, a + (t1 * m + t17));
                vcc_v8_int t20 = t19 + a_v_5;
                vcc_store(t18, t20);
                i_vec_1 += 8L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < m; i++) {
            int *t21 = s + i;
            int t22 = *t21 + a[j * m + i];
            *t21 = t22 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t23 = (long)m;
        if (t23 >= 32L) {
            long t24 = t23 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                int *t25 = s + i_vec_2;
                vcc_v8_int s_v_3 = vcc_load(vcc_v8_int, t25);
                vcc_v8_int a_v_6 = vcc_load(vcc_v8_int, a + (j_1 * m + (int)i_vec_2));
                vcc_v8_int t26 = s_v_3 + a_v_6;
                vcc_store(t25, t26);
                long t27 = i_vec_2 + 8L;
                int *t28 = s + t27;
                vcc_v8_int s_v_4 = vcc_load(vcc_v8_int, t28);
                vcc_v8_int a_v_7 = vcc_load(vcc_v8_int, a + (j_1 * m + (int)t27));
                vcc_v8_int t29 = s_v_4 + a_v_7;
                vcc_store(t28, t29);
                long t30 = i_vec_2 + 16L;
                int *t31 = s + t30;
                vcc_v8_int s_v_5 = vcc_load(vcc_v8_int, t31);
                vcc_v8_int a_v_8 = vcc_load(vcc_v8_int, a + (j_1 * m + (int)t30));
                vcc_v8_int t32 = s_v_5 + a_v_8;
                vcc_store(t31, t32);
                long t33 = i_vec_2 + 24L;
                int *t34 = s + t33;
                vcc_v8_int s_v_6 = vcc_load(vcc_v8_int, t34);
                vcc_v8_int a_v_9 = vcc_load(vcc_v8_int, a + (j_1 * m + (int)t33));
                vcc_v8_int t35 = s_v_6 + a_v_9;
                vcc_store(t34, t35);
                i_vec_2 += 32L;
            } while (i_vec_2 < t24);
            t36 = (int)t24;
        } else {
            t36 = 0;
        }
        long t37 = (long)m + (long)t36 * -1L;
        if (t37 >= 8L) {
            long t38 = t37 & -8L;
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t39 = (long)t36 + i_vec_3;
                int *t40 = s + t39;
                vcc_v8_int s_v_7 = vcc_load(vcc_v8_int, t40);
                vcc_v8_int a_v_10 = vcc_load(vcc_v8_int, a + (j_1 * m + (int)t39));
                vcc_v8_int t41 = s_v_7 + a_v_10;
                vcc_store(t40, t41);
                i_vec_3 += 8L;
            } while (i_vec_3 < t38);
            i_1 = (int)((long)t36 + t38);
        } else {
            i_1 = t36;
        }
        for (; i_1 < m; i_1++) {
            int *t42 = s + i_1;
            *t42 = *t42 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
void smooth(int n, int m, double *restrict v, const double *restrict w) {
    int t1;
    int t42;
    int i;
    int j_1;
    int t87;
    int i_1;
    int j = n - 1;
    for (;; j = t1 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t1 = j + -1;
        if (t1 < 0) {
            j_1 = j;
            break;
        }
        long t2 = (long)m;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            vcc_v4_int t4 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t5 = (vcc_v4_uint)t4;
            vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_4 = (vcc_v4_int)i_v;
                double *t6 = v + i_vec;
                vcc_v4_double v_v = vcc_load(vcc_v4_double, t6);
                vcc_v4_double t7 = v_v * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t8 = __builtin_convertvector(i_v_4, vcc_v4_double);
                vcc_v4_double t9 = w_v * t8;
                vcc_v4_double t10 = t7 + t9;
                vcc_v4_double t11 = t10 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_1 = vcc_splat(vcc_v4_double, w[t1]);
                vcc_v4_double t12 = w_v_1 * t8;
                vcc_v4_double t13 = t11 + t12;
                vcc_store(t6, t13);
                vcc_v4_uint t14 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_5 = (vcc_v4_int)t14;
                double *t15 = v + (i_vec + 4L);
                vcc_v4_double v_v_1 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = v_v_1 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_2 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t17 = __builtin_convertvector(i_v_5, vcc_v4_double);
                vcc_v4_double t18 = w_v_2 * t17;
                vcc_v4_double t19 = t16 + t18;
                vcc_v4_double t20 = t19 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_3 = vcc_splat(vcc_v4_double, w[t1]);
                vcc_v4_double t21 = w_v_3 * t17;
                vcc_v4_double t22 = t20 + t21;
                vcc_store(t15, t22);
                vcc_v4_uint t23 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int i_v_6 = (vcc_v4_int)t23;
                double *t24 = v + (i_vec + 8L);
                vcc_v4_double v_v_2 = vcc_load(vcc_v4_double, t24);
                vcc_v4_double t25 = v_v_2 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_4 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t26 = __builtin_convertvector(i_v_6, vcc_v4_double);
                vcc_v4_double t27 = w_v_4 * t26;
                vcc_v4_double t28 = t25 + t27;
                vcc_v4_double t29 = t28 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_5 = vcc_splat(vcc_v4_double, w[t1]);
                vcc_v4_double t30 = w_v_5 * t26;
                vcc_v4_double t31 = t29 + t30;
                vcc_store(t24, t31);
                vcc_v4_uint t32 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int i_v_7 = (vcc_v4_int)t32;
                double *t33 = v + (i_vec + 12L);
                vcc_v4_double v_v_3 = vcc_load(vcc_v4_double, t33);
                vcc_v4_double t34 = v_v_3 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_6 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t35 = __builtin_convertvector(i_v_7, vcc_v4_double);
                vcc_v4_double t36 = w_v_6 * t35;
                vcc_v4_double t37 = t34 + t36;
                vcc_v4_double t38 = t37 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_7 = vcc_splat(vcc_v4_double, w[t1]);
                vcc_v4_double t39 = w_v_7 * t35;
                vcc_v4_double t40 = t38 + t39;
                vcc_store(t33, t40);
                i_vec += 16L;
                vcc_v4_uint t41 = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (i_vec >= t3) {
                    break;
                }
                i_v = t41;
            }
            t42 = (int)t3;
        } else {
            t42 = 0;
        }
        long t43 = (long)m + (long)t42 * -1L;
        if (t43 >= 4L) {
            long t44 = t43 & -4L;
            vcc_v4_int t45 = (vcc_v4_int){t42, t42, t42, t42};
            vcc_v4_uint t46 = (vcc_v4_uint)t45;
            vcc_v4_uint i_v_1 = t46 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_8 = (vcc_v4_int)i_v_1;
                double *t47 = v + ((long)t42 + i_vec_1);
                vcc_v4_double v_v_4 = vcc_load(vcc_v4_double, t47);
                vcc_v4_double t48 = v_v_4 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_8 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t49 = __builtin_convertvector(i_v_8, vcc_v4_double);
                vcc_v4_double t50 = w_v_8 * t49;
                vcc_v4_double t51 = t48 + t50;
                vcc_v4_double t52 = t51 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_9 = vcc_splat(vcc_v4_double, w[t1]);
                vcc_v4_double t53 = w_v_9 * t49;
                vcc_v4_double t54 = t52 + t53;
                vcc_store(t47, t54);
                i_vec_1 += 4L;
                vcc_v4_uint t55 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_1 >= t44) {
                    break;
                }
                i_v_1 = t55;
            }
            i = (int)((long)t42 + t44);
        } else {
            i = t42;
        }
        for (; i < m; i++) {
            double *t56 = v + i;
            double t57 = (double)i;
            double t58 = *t56 * 0.5 + w[j] * t57;
            *t56 = t58 * 0.5 + w[t1] * t57;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t59 = (long)m;
        if (t59 >= 16L) {
            long t60 = t59 & -16L;
            vcc_v4_int t61 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t62 = (vcc_v4_uint)t61;
            vcc_v4_uint i_v_2 = t62 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_9 = (vcc_v4_int)i_v_2;
                double *t63 = v + i_vec_2;
                vcc_v4_double v_v_5 = vcc_load(vcc_v4_double, t63);
                vcc_v4_double t64 = v_v_5 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_10 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t65 = __builtin_convertvector(i_v_9, vcc_v4_double);
                vcc_v4_double t66 = w_v_10 * t65;
                vcc_v4_double t67 = t64 + t66;
                vcc_store(t63, t67);
                vcc_v4_uint t68 = i_v_2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_10 = (vcc_v4_int)t68;
                double *t69 = v + (i_vec_2 + 4L);
                vcc_v4_double v_v_6 = vcc_load(vcc_v4_double, t69);
                vcc_v4_double t70 = v_v_6 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_11 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t71 = __builtin_convertvector(i_v_10, vcc_v4_double);
                vcc_v4_double t72 = w_v_11 * t71;
                vcc_v4_double t73 = t70 + t72;
                vcc_store(t69, t73);
                vcc_v4_uint t74 = i_v_2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int i_v_11 = (vcc_v4_int)t74;
                double *t75 = v + (i_vec_2 + 8L);
                vcc_v4_double v_v_7 = vcc_load(vcc_v4_double, t75);
                vcc_v4_double t76 = v_v_7 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_12 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t77 = __builtin_convertvector(i_v_11, vcc_v4_double);
                vcc_v4_double t78 = w_v_12 * t77;
                vcc_v4_double t79 = t76 + t78;
                vcc_store(t75, t79);
                vcc_v4_uint t80 = i_v_2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int i_v_12 = (vcc_v4_int)t80;
                double *t81 = v + (i_vec_2 + 12L);
                vcc_v4_double v_v_8 = vcc_load(vcc_v4_double, t81);
                vcc_v4_double t82 = v_v_8 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_13 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t83 = __builtin_convertvector(i_v_12, vcc_v4_double);
                vcc_v4_double t84 = w_v_13 * t83;
                vcc_v4_double t85 = t82 + t84;
                vcc_store(t81, t85);
                i_vec_2 += 16L;
                vcc_v4_uint t86 = i_v_2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (i_vec_2 >= t60) {
                    break;
                }
                i_v_2 = t86;
            }
            t87 = (int)t60;
        } else {
            t87 = 0;
        }
        long t88 = (long)m + (long)t87 * -1L;
        if (t88 >= 4L) {
            long t89 = t88 & -4L;
            vcc_v4_int t90 = (vcc_v4_int){t87, t87, t87, t87};
            vcc_v4_uint t91 = (vcc_v4_uint)t90;
            vcc_v4_uint i_v_3 = t91 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_13 = (vcc_v4_int)i_v_3;
                double *t92 = v + ((long)t87 + i_vec_3);
                vcc_v4_double v_v_9 = vcc_load(vcc_v4_double, t92);
                vcc_v4_double t93 = v_v_9 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double w_v_14 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t94 = __builtin_convertvector(i_v_13, vcc_v4_double);
                vcc_v4_double t95 = w_v_14 * t94;
                vcc_v4_double t96 = t93 + t95;
                vcc_store(t92, t96);
                i_vec_3 += 4L;
                vcc_v4_uint t97 = i_v_3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_3 >= t89) {
                    break;
                }
                i_v_3 = t97;
            }
            i_1 = (int)((long)t87 + t89);
        } else {
            i_1 = t87;
        }
        for (; i_1 < m; i_1++) {
            double *t98 = v + i_1;
            *t98 = *t98 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int t10;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_float v_v = vcc_load(vcc_v8_float, v + ((int)i_vec + 1));
                vcc_v8_float w_v = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t3 = v_v + w_v;
                vcc_store(v + i_vec, t3);
                long t4 = i_vec + 8L;
                vcc_v8_float v_v_1 = vcc_load(vcc_v8_float, v + ((int)t4 + 1));
                vcc_v8_float w_v_1 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t5 = v_v_1 + w_v_1;
                vcc_store(v + t4, t5);
                long t6 = i_vec + 16L;
                vcc_v8_float v_v_2 = vcc_load(vcc_v8_float, v + ((int)t6 + 1));
                vcc_v8_float w_v_2 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t7 = v_v_2 + w_v_2;
                vcc_store(v + t6, t7);
                long t8 = i_vec + 24L;
                vcc_v8_float v_v_3 = vcc_load(vcc_v8_float, v + ((int)t8 + 1));
                vcc_v8_float w_v_3 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t9 = v_v_3 + w_v_3;
                vcc_store(v + t8, t9);
                i_vec += 32L;
            } while (i_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)m + (long)t10 * -1L;
        if (t11 >= 8L) {
            long t12 = t11 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + i_vec_1;
                vcc_v8_float v_v_4 = vcc_load(vcc_v8_float, v + ((int)t13 + 1));
                vcc_v8_float w_v_4 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t14 = v_v_4 + w_v_4;
                vcc_store(v + t13, t14);
                i_vec_1 += 8L;
            } while (i_vec_1 < t12);
            i = (int)((long)t10 + t12);
        } else {
            i = t10;
        }
        while (i < m) {
            int t15 = i + 1;
            v[i] = v[t15] + w[j];
            i = t15;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int t11;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t3 = (long)(j * m + (int)i_vec);
                vcc_v8_float in_v = vcc_load(vcc_v8_float, in + t3);
                vcc_v8_float t4 = in_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t3, t4);
                long t5 = (long)(j * m + (int)(i_vec + 8L));
                vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t5);
                vcc_v8_float t6 = in_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t5, t6);
                long t7 = (long)(j * m + (int)(i_vec + 16L));
                vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t7);
                vcc_v8_float t8 = in_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t7, t8);
                long t9 = (long)(j * m + (int)(i_vec + 24L));
                vcc_v8_float in_v_3 = vcc_load(vcc_v8_float, in + t9);
                vcc_v8_float t10 = in_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t9, t10);
                i_vec += 32L;
            } while (i_vec < t2);
            t11 = (int)t2;
        } else {
            t11 = 0;
        }
        long t12 = (long)m + (long)t11 * -1L;
        if (t12 >= 8L) {
            long t13 = t12 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t14 = (long)(j * m + (int)((long)t11 + i_vec_1));
                vcc_v8_float in_v_4 = vcc_load(vcc_v8_float, in + t14);
                vcc_v8_float t15 = in_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t14, t15);
                i_vec_1 += 8L;
            } while (i_vec_1 < t13);
            i = (int)((long)t11 + t13);
        } else {
            i = t11;
        }
        for (; i < m; i++) {
            long t16 = (long)(j * m + i);
            out[t16] = in[t16] * 2.0f;
        }
    }
}

/* Not jammed: y and a may be the same array. */
void maybe_alias(int n, int m, float *y2, const float *a) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            y2[i] += a[j * m + i];
}

static float frac(void) {
    return (float)((int)(next_rand() % 2000003) - 1000001) / 997.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int cols = n % 40, m = n % 23 + 1;
        for (int j = 0; j < 40; j++) {
            x[j] = frac();
            for (int i = 0; i < M; i++)
                A[j][i] = frac();
        }
        for (int i = 0; i < M; i++)
            y[i] = frac();
        matvec(cols);
        int *s = new_array(m, 4), *a = new_array(cols * m, 4);
        FILL(s, m, -100000, 200000);
        FILL(a, cols * m, -100000, 200000);
        col_sums(cols, m, s, a);
        double *v = new_array(m, 8), *w = new_array(cols, 8);
        for (int i = 0; i < m; i++)
            v[i] = frac();
        for (int j = 0; j < cols; j++)
            w[j] = frac() / 3.0;
        smooth(cols, m, v, w);
        float *f = new_array(m + 1, 4), *g = new_array(cols > 0 ? cols : 1, 4), *o = new_array(cols * m, 4), *in = new_array(cols * m, 4);
        for (int i = 0; i <= m; i++)
            f[i] = frac();
        for (int j = 0; j < cols; j++)
            g[j] = frac();
        for (int k = 0; k < cols * m; k++)
            in[k] = frac();
        shift_left(cols, m, f, g);
        copy_rows(cols, m, o, in);
        float *y2 = new_array(cols * m + m, 4);
        for (int k = 0; k < cols * m + m; k++)
            y2[k] = frac();
        maybe_alias(cols, m, y2, y2 + m);
        maybe_alias(cols, m, y2 + m, y2);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, HASH(y, M), HASH(s, m), HASH(v, m), HASH(f, m + 1), HASH(o, cols * m),
               HASH(y2, cols * m + m));
        free(s), free(a), free(v), free(w), free(f), free(g), free(o), free(in), free(y2);
    }
    return 0;
}
