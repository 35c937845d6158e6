/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized generic=14 avx2=14 sse4.2=14 sse2=14 neon=13 */
/* The masked remainder (`loopvec/tail.rs`): on avx512 the last iterations, fewer than VF, run
 * as one vector iteration under the mask lane < remaining where the cost model says it pays
 * (k-masked loads and stores); on avx2 and generic they stay scalar where masked accesses cost
 * more. Every array ends exactly at a PROT_NONE page (`guarded`): a vector access to the element
 * after the last one the scalar loop touches segfaults, for loads and stores alike. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Masked remainder on avx512: float, `a` broadcast. */
void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float a_v = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t4 = a_v * x_v;
            vcc_v8_float y_v = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t5 = t4 + y_v;
            vcc_store(t3, t5);
            long t6 = i_vec + 8L;
            float *t7 = y + t6;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float t8 = a_v * x_v_1;
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t9 = t8 + y_v_1;
            vcc_store(t7, t9);
            long t10 = i_vec + 16L;
            float *t11 = y + t10;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t10);
            vcc_v8_float t12 = a_v * x_v_2;
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t13 = t12 + y_v_2;
            vcc_store(t11, t13);
            long t14 = i_vec + 24L;
            float *t15 = y + t14;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t16 = a_v * x_v_3;
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t17 = t16 + y_v_3;
            vcc_store(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_float a_v_1 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t21);
            vcc_v8_float t23 = a_v_1 * x_v_4;
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = t23 + y_v_4;
            vcc_store(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = y + i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t4 = x_v ^ k_v;
            vcc_v8_int t5 = t4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v = vcc_load(vcc_v8_int, t3);
            vcc_v8_int t6 = t5 + y_v;
            vcc_v8_int t7 = t6 - x_v;
            vcc_store(t3, t7);
            long t8 = i_vec + 8L;
            int *t9 = y + t8;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t8);
            vcc_v8_int t10 = x_v_1 ^ k_v;
            vcc_v8_int t11 = t10 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_1 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t12 = t11 + y_v_1;
            vcc_v8_int t13 = t12 - x_v_1;
            vcc_store(t9, t13);
            long t14 = i_vec + 16L;
            int *t15 = y + t14;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t14);
            vcc_v8_int t16 = x_v_2 ^ k_v;
            vcc_v8_int t17 = t16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_2 = vcc_load(vcc_v8_int, t15);
            vcc_v8_int t18 = t17 + y_v_2;
            vcc_v8_int t19 = t18 - x_v_2;
            vcc_store(t15, t19);
            long t20 = i_vec + 24L;
            int *t21 = y + t20;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t20);
            vcc_v8_int t22 = x_v_3 ^ k_v;
            vcc_v8_int t23 = t22 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_3 = vcc_load(vcc_v8_int, t21);
            vcc_v8_int t24 = t23 + y_v_3;
            vcc_v8_int t25 = t24 - x_v_3;
            vcc_store(t21, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            int *t30 = y + t29;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t29);
            vcc_v8_int t31 = x_v_4 ^ k_v_1;
            vcc_v8_int t32 = t31 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_4 = vcc_load(vcc_v8_int, t30);
            vcc_v8_int t33 = t32 + y_v_4;
            vcc_v8_int t34 = t33 - x_v_4;
            vcc_store(t30, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int *t36 = y + t35;
        int t37 = x[t35];
        *t36 = (t37 ^ k) * 3 + *t36 - t37;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec);
            vcc_v4_double z_v = vcc_load(vcc_v4_double, z + i_vec);
            vcc_v4_double t4 = x_v * z_v;
            vcc_v4_double t5 = t4 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t6 = x_v - z_v;
            vcc_v4_double t7 = t5 * t6;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, t3);
            vcc_v4_double t8 = y_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t9 = t7 + t8;
            vcc_v4_double t10 = z_v * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t11 = t9 - t10;
            vcc_store(t3, t11);
            long t12 = i_vec + 4L;
            double *t13 = y + t12;
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t12);
            vcc_v4_double z_v_1 = vcc_load(vcc_v4_double, z + t12);
            vcc_v4_double t14 = x_v_1 * z_v_1;
            vcc_v4_double t15 = t14 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t16 = x_v_1 - z_v_1;
            vcc_v4_double t17 = t15 * t16;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, t13);
            vcc_v4_double t18 = y_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t19 = t17 + t18;
            vcc_v4_double t20 = z_v_1 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t21 = t19 - t20;
            vcc_store(t13, t21);
            long t22 = i_vec + 8L;
            double *t23 = y + t22;
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t22);
            vcc_v4_double z_v_2 = vcc_load(vcc_v4_double, z + t22);
            vcc_v4_double t24 = x_v_2 * z_v_2;
            vcc_v4_double t25 = t24 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t26 = x_v_2 - z_v_2;
            vcc_v4_double t27 = t25 * t26;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, t23);
            vcc_v4_double t28 = y_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t29 = t27 + t28;
            vcc_v4_double t30 = z_v_2 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t31 = t29 - t30;
            vcc_store(t23, t31);
            long t32 = i_vec + 12L;
            double *t33 = y + t32;
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t32);
            vcc_v4_double z_v_3 = vcc_load(vcc_v4_double, z + t32);
            vcc_v4_double t34 = x_v_3 * z_v_3;
            vcc_v4_double t35 = t34 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t36 = x_v_3 - z_v_3;
            vcc_v4_double t37 = t35 * t36;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, t33);
            vcc_v4_double t38 = y_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t39 = t37 + t38;
            vcc_v4_double t40 = z_v_3 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t41 = t39 - t40;
            vcc_store(t33, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            double *t46 = y + t45;
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t45);
            vcc_v4_double z_v_4 = vcc_load(vcc_v4_double, z + t45);
            vcc_v4_double t47 = x_v_4 * z_v_4;
            vcc_v4_double t48 = t47 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t49 = x_v_4 - z_v_4;
            vcc_v4_double t50 = t48 * t49;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, t46);
            vcc_v4_double t51 = y_v_4 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t52 = t50 + t51;
            vcc_v4_double t53 = z_v_4 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t54 = t52 - t53;
            vcc_store(t46, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        double *t56 = y + t55;
        double t57 = x[t55];
        double t58 = z[t55];
        *t56 = (t57 * t58 + 1.5) * (t57 - t58) + *t56 * 0.25 - t58 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long long *t3 = y + i_vec;
            vcc_v4_llong x_v = vcc_load(vcc_v4_llong, x + i_vec);
            vcc_v4_llong t4 = x_v * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v = vcc_load(vcc_v4_llong, t3);
            vcc_v4_llong t5 = y_v * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t6 = t4 + t5;
            vcc_v4_llong t7 = y_v * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t8 = x_v - t7;
            vcc_v4_llong t9 = t6 ^ t8;
            vcc_store(t3, t9);
            long t10 = i_vec + 4L;
            long long *t11 = y + t10;
            vcc_v4_llong x_v_1 = vcc_load(vcc_v4_llong, x + t10);
            vcc_v4_llong t12 = x_v_1 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v_1 = vcc_load(vcc_v4_llong, t11);
            vcc_v4_llong t13 = y_v_1 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t14 = t12 + t13;
            vcc_v4_llong t15 = y_v_1 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t16 = x_v_1 - t15;
            vcc_v4_llong t17 = t14 ^ t16;
            vcc_store(t11, t17);
            long t18 = i_vec + 8L;
            long long *t19 = y + t18;
            vcc_v4_llong x_v_2 = vcc_load(vcc_v4_llong, x + t18);
            vcc_v4_llong t20 = x_v_2 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v_2 = vcc_load(vcc_v4_llong, t19);
            vcc_v4_llong t21 = y_v_2 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t22 = t20 + t21;
            vcc_v4_llong t23 = y_v_2 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t24 = x_v_2 - t23;
            vcc_v4_llong t25 = t22 ^ t24;
            vcc_store(t19, t25);
            long t26 = i_vec + 12L;
            long long *t27 = y + t26;
            vcc_v4_llong x_v_3 = vcc_load(vcc_v4_llong, x + t26);
            vcc_v4_llong t28 = x_v_3 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v_3 = vcc_load(vcc_v4_llong, t27);
            vcc_v4_llong t29 = y_v_3 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t30 = t28 + t29;
            vcc_v4_llong t31 = y_v_3 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t32 = x_v_3 - t31;
            vcc_v4_llong t33 = t30 ^ t32;
            vcc_store(t27, t33);
            i_vec += 16L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            long long *t38 = y + t37;
            vcc_v4_llong x_v_4 = vcc_load(vcc_v4_llong, x + t37);
            vcc_v4_llong t39 = x_v_4 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v_4 = vcc_load(vcc_v4_llong, t38);
            vcc_v4_llong t40 = y_v_4 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t41 = t39 + t40;
            vcc_v4_llong t42 = y_v_4 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t43 = x_v_4 - t42;
            vcc_v4_llong t44 = t41 ^ t43;
            vcc_store(t38, t44);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        long long *t46 = y + t45;
        long long t47 = x[t45];
        long long t48 = *t46;
        *t46 = (t47 * 7LL + t48 * 3LL) ^ (t47 - t48 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
int dot_i32(int n, const int *x, const int *y) {
    int s;
    int t17;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at masked_tail.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t3 = x_v & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int y_v = vcc_load(vcc_v8_int, y + i_vec);
            vcc_v8_int t4 = y_v & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_int t6 = x_v ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t7 = t5 + t6;
            vcc_v8_uint t8 = (vcc_v8_uint)t7;
            s_v = s_v + t8;
            long t9 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t9);
            vcc_v8_int t10 = x_v_1 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int y_v_1 = vcc_load(vcc_v8_int, y + t9);
            vcc_v8_int t11 = y_v_1 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t12 = t10 * t11;
            vcc_v8_int t13 = x_v_1 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t14 = t12 + t13;
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            s_v_1 = s_v_1 + t15;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t16 = s_v + s_v_1;
        t17 = (int)t2;
        t18 = (int)vcc_reduce(unsigned int, t16, +);
    } else {
        t17 = 0;
        t18 = 0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at masked_tail.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t17 + i_vec_1;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t21);
            vcc_v8_int t22 = x_v_2 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int y_v_2 = vcc_load(vcc_v8_int, y + t21);
            vcc_v8_int t23 = y_v_2 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t24 = t22 * t23;
            vcc_v8_int t25 = x_v_2 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t26 = t24 + t25;
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            s_v_2 = s_v_2 + t27;
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t17 + t20);
        s = (int)((unsigned int)t18 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        int t29 = x[t28];
        s += (t29 & 1023) * (y[t28] & 1023) + (t29 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
int max_i32(int n, const int *x) {
    int m;
    int t8;
    int t9;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = vcc_splat(vcc_v8_int, -2000000000);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t3 = x_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = x_v ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int v_v = t3 - t4;
            m_v = vcc_max(vcc_v8_int, v_v, m_v);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + (i_vec + 8L));
            vcc_v8_int t5 = x_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t6 = x_v_1 ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int v_v_1 = t5 - t6;
            m_v_1 = vcc_max(vcc_v8_int, v_v_1, m_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_int t7 = vcc_max(vcc_v8_int, m_v, m_v_1);
        t8 = (int)t2;
        t9 = vcc_reduce_max(int, t7);
    } else {
        t8 = 0;
        t9 = -2000000000;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_int m_v_2 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = x_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = x_v_2 ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int v_v_2 = t12 - t13;
            m_v_2 = vcc_max(vcc_v8_int, v_v_2, m_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        m_1 = vcc_reduce_max(int, m_v_2);
    } else {
        i = t8;
        m_1 = t9;
    }
    for (; i < n; i++, m_1 = m) {
        int t14 = x[i];
        m = t14 * 3 - (t14 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float t_v = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v > t_v);
            vcc_v8_float t4 = x_v - t_v;
            vcc_v8_float t5 = t4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)i_vec * 4UL), t5, t3);
            long t6 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t6);
            vcc_m8 t7 = (vcc_m8)(x_v_1 > t_v);
            vcc_v8_float t8 = x_v_1 - t_v;
            vcc_v8_float t9 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t6 * 4UL), t9, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_float t_v_1 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t13);
            vcc_m8 t14 = (vcc_m8)(x_v_2 > t_v_1);
            vcc_v8_float t15 = x_v_2 - t_v_1;
            vcc_v8_float t16 = t15 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t13 * 4UL), t16, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = x[t17];
        if (t18 > t) {
            y[t17] = (t18 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, idx + i_vec);
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, idx + t3);
            vcc_v8_float table_v = vcc_gather(vcc_v8_float, table, idx_v);
            vcc_v8_float table_v_1 = vcc_gather(vcc_v8_float, table, idx_v_1);
            vcc_v8_float t4 = table_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + i_vec, t4);
            vcc_v8_float t5 = table_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t3, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:62 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, idx + t9);
            vcc_v8_float table_v_2 = vcc_gather(vcc_v8_float, table, idx_v_2);
            vcc_v8_float t10 = table_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t9, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        y[t11] = table[idx[t11]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:68 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int d_v = vcc_load(vcc_v8_int, d + i_vec);
            vcc_v8_int t3 = x_v / d_v;
            vcc_v8_int t4 = x_v * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t5 = t3 + t4;
            vcc_store(y + i_vec, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = x[t6];
        y[t6] = t7 / d[t6] + t7 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
void pairs_f32(int n, const float *restrict x, float *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t3 = x + 2 * (int)i_vec;
            vcc_v8_float t4 = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t3 + 8);
            vcc_v8_float x_v = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_1 = __builtin_shufflevector(t4, t5, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t6 = x_v * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t7 = t6 + x_v_1;
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 8L;
            const float *t9 = x + 2 * (int)t8;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t9 + 8);
            vcc_v8_float x_v_2 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_3 = __builtin_shufflevector(t10, t11, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t12 = x_v_2 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t13 = t12 + x_v_3;
            vcc_store(y + t8, t13);
            long t14 = i_vec + 16L;
            const float *t15 = x + 2 * (int)t14;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t15 + 8);
            vcc_v8_float x_v_4 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_5 = __builtin_shufflevector(t16, t17, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t18 = x_v_4 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t19 = t18 + x_v_5;
            vcc_store(y + t14, t19);
            long t20 = i_vec + 24L;
            const float *t21 = x + 2 * (int)t20;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t21);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t21 + 8);
            vcc_v8_float x_v_6 = __builtin_shufflevector(t22, t23, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_7 = __builtin_shufflevector(t22, t23, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t24 = x_v_6 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t25 = t24 + x_v_7;
            vcc_store(y + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const float *t30 = x + 2 * (int)t29;
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t30 + 8);
            vcc_v8_float x_v_8 = __builtin_shufflevector(t31, t32, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_9 = __builtin_shufflevector(t31, t32, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t33 = x_v_8 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t34 = t33 + x_v_9;
            vcc_store(y + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        int t35 = 2 * i;
        y[i] = x[t35] * 3.0f + x[t35 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
float last_f32(int n, const float *restrict x, float *restrict y) {
    float last;
    vcc_v8_float last_v_3;
    int t10;
    float t11;
    vcc_v8_float last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float last_v = x_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t3 = last_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t4);
            vcc_v8_float last_v_1 = x_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t5 = last_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float last_v_2 = x_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t7 = last_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t8);
            last_v_3 = x_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t9 = last_v_3 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = last_v_3[7];
    } else {
        t10 = 0;
        t11 = 0.0f;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:81 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t14);
            last_v_4 = x_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t15 = last_v_4 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = last_v_4[7];
    } else {
        i = t10;
        last = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        last = x[t16] * 2.0f;
        y[t16] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last;
    vcc_m8 last_v_3;
    int t19;
    int t20;
    vcc_m8 last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 last_v = (vcc_m8)(x_v > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t3 = x_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = (vcc_v8_int)last_v;
            vcc_v8_int t5 = t3 - t4;
            vcc_store(y + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t6);
            vcc_m8 last_v_1 = (vcc_m8)(x_v_1 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t7 = x_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t8 = (vcc_v8_int)last_v_1;
            vcc_v8_int t9 = t7 - t8;
            vcc_store(y + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t10);
            vcc_m8 last_v_2 = (vcc_m8)(x_v_2 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t11 = x_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t12 = (vcc_v8_int)last_v_2;
            vcc_v8_int t13 = t11 - t12;
            vcc_store(y + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t14);
            last_v_3 = (vcc_m8)(x_v_3 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t15 = x_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t16 = (vcc_v8_int)last_v_3;
            vcc_v8_int t17 = t15 - t16;
            vcc_store(y + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t18 = __builtin_convertvector(last_v_3 & 1, vcc_v8_int);
        t19 = (int)t2;
        t20 = t18[7];
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:91 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t23);
            last_v_4 = (vcc_m8)(x_v_4 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t24 = x_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t25 = (vcc_v8_int)last_v_4;
            vcc_v8_int t26 = t24 - t25;
            vcc_store(y + t23, t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        vcc_v8_int t27 = __builtin_convertvector(last_v_4 & 1, vcc_v8_int);
        i = (int)((long)t19 + t22);
        last = t27[7];
    } else {
        i = t19;
        last = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        int t29 = x[t28];
        last = t29 > 3;
        y[t28] = t29 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int t18;
    int t19;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at masked_tail.c:101 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t6 = x + i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, t6);
            vcc_v8_int t7 = x_v * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + i_vec, t7);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, t6);
            vcc_m8 t8 = (vcc_m8)(x_v_1 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t9 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t10 = t9 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t10, t1);
            long t11 = i_vec + 8L;
            const int *t12 = x + t11;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, t12);
            vcc_v8_int t13 = x_v_2 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t11, t13);
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, t12);
            vcc_m8 t14 = (vcc_m8)(x_v_3 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t15 = t10 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t15, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_v8_int t16 = vcc_max(vcc_v8_int, t2, t1);
        int t17 = vcc_reduce_max(int, t16);
        t18 = (int)t5;
        t19 = t17 < 0 ? -7 : (int)(long)t17;
    } else {
        t18 = 0;
        t19 = -7;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at masked_tail.c:101 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            const int *t23 = x + t22;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, t23);
            vcc_v8_int t24 = x_v_4 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t22, t24);
            vcc_v8_int x_v_5 = vcc_load(vcc_v8_int, t23);
            vcc_m8 t25 = (vcc_m8)(x_v_5 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t27 = t26 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t27, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t28 = vcc_reduce_max(int, t3);
        i = (int)((long)t18 + t21);
        last = t28 < 0 ? t19 : (int)((long)t18 + (long)t28);
    } else {
        i = t18;
        last = t19;
    }
    for (; i < n; i++, last = last_1) {
        long t29 = (long)i;
        const int *t30 = x + t29;
        y[t29] = *t30 * 2;
        if (*t30 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
void shift_add_f32(int n, const float *x, float *y) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t6 = x_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t7 = t6 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float t9 = x_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t10 = t9 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t8, t10);
            long t11 = i_vec + 16L;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t12 = x_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t13 = t12 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t11, t13);
            long t14 = i_vec + 24L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t15 = x_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t16 = t15 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t14, t16);
            i_vec += 32L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)y;
    long t21 = (long)((unsigned long)y + (unsigned long)((long)t17 * 4L) - ((unsigned long)x + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 32L)))) {
        long t22 = t18 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:111 vector epilogue: VF 8, UF 1, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t23);
            vcc_v8_float t24 = x_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t25 = t24 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        y[t26] = x[t26] * 0.5f + 3.0f;
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

int main(void) {
    int n;
    int t1;
    int t13;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *xf = (float *)guarded(n, 4UL);
        float *yf = (float *)guarded(n, 4UL);
        int *xi = (int *)guarded(n, 4UL);
        int *yi = (int *)guarded(n, 4UL);
        int *di = (int *)guarded(n, 4UL);
        double *xd = (double *)guarded(n, 8UL);
        double *zd = (double *)guarded(n, 8UL);
        double *yd = (double *)guarded(n, 8UL);
        long long *xl = (long long *)guarded(n, 8UL);
        long long *yl = (long long *)guarded(n, 8UL);
        int t2 = 2 * n;
        float *pairs = (float *)guarded(t2, 4UL);
        float *table = (float *)guarded(64, 4UL);
        int *idx = (int *)guarded(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-50 + (int)(next_rand() % 100U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            yf[fill_idx_1] = (float)(int)(next_rand() % 30U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xi[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            yi[fill_idx_3] = -100 + (int)(next_rand() % 200U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            di[fill_idx_4] = 1 + (int)(next_rand() % 9U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            xd[fill_idx_5] = (double)(-20 + (int)(next_rand() % 40U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            zd[fill_idx_6] = (double)(1 + (int)(next_rand() % 10U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            yd[fill_idx_7] = (double)(int)(next_rand() % 5U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            xl[fill_idx_8] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            yl[fill_idx_9] = (long long)(int)(next_rand() % 1000U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t2; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(int)(next_rand() % 50U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(int)(next_rand() % 1000U);
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = (int)(next_rand() % 64U);
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at masked_tail.c:156 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long long *t5 = xl + i_vec;
                vcc_v4_llong xl_v = vcc_load(vcc_v4_llong, t5);
                vcc_v4_llong t6 = xl_v * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t5, t6);
                long long *t7 = xl + (i_vec + 4L);
                vcc_v4_llong xl_v_1 = vcc_load(vcc_v4_llong, t7);
                vcc_v4_llong t8 = xl_v_1 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t7, t8);
                long long *t9 = xl + (i_vec + 8L);
                vcc_v4_llong xl_v_2 = vcc_load(vcc_v4_llong, t9);
                vcc_v4_llong t10 = xl_v_2 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t9, t10);
                long long *t11 = xl + (i_vec + 12L);
                vcc_v4_llong xl_v_3 = vcc_load(vcc_v4_llong, t11);
                vcc_v4_llong t12 = xl_v_3 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t11, t12);
                i_vec += 16L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_tail.c:156 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long long *t16 = xl + ((long)t13 + i_vec_1);
                vcc_v4_llong xl_v_4 = vcc_load(vcc_v4_llong, t16);
                vcc_v4_llong t17 = xl_v_4 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t16, t17);
                i_vec_1 += 4L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            long long *t18 = xl + i;
            *t18 = *t18 * 1000003LL;
        }
        const float *t19 = xf;
        saxpy_f32(n, 1.5f, t19, yf);
        const int *t20 = xi;
        mix_i32(n, 77, t20, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t20, yi);
        int mx = max_i32(n, t20);
        unsigned long t21 = (unsigned long)n;
        unsigned long t22 = t21 * 8UL;
        unsigned long t23 = hash_bytes((const void *)yl, t22);
        unsigned long t24 = hash_bytes((const void *)yd, t22);
        unsigned long t25 = t21 * 4UL;
        const void *t26 = (const void *)yi;
        unsigned long t27 = hash_bytes(t26, t25);
        const void *t28 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)hash_bytes(t28, t25), (unsigned long long)t27, (unsigned long long)t24, (unsigned long long)t23, dot, mx);
        clip_f32(n, 3.0f, t19, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t20, di, yi);
        unsigned long t29 = hash_bytes(t26, t25);
        const void *t30 = (const void *)xf;
        unsigned long t31 = hash_bytes(t30, t25);
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)hash_bytes(t28, t25), (unsigned long long)t31, (unsigned long long)t29);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t19, yf);
        int last_cmp = last_cmp_i32(n, t20, yi);
        int found = find_last_i32(n, t20, di);
        unsigned long t32 = hash_bytes((const void *)di, t25);
        unsigned long t33 = hash_bytes(t26, t25);
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)hash_bytes(t28, t25), (double)last, last_cmp, (unsigned long long)t33, found, (unsigned long long)t32);
        if (n > 0) {
            shift_add_f32(n - 1, t19, xf + 1);
            shift_add_f32(n, t19, yf);
        }
        unsigned long t34 = hash_bytes(t28, t25);
        printf("  shift %llx %llx\n", (unsigned long long)hash_bytes(t30, t25), (unsigned long long)t34);
        release((void *)xf, n, 4UL);
        release((void *)yf, n, 4UL);
        release((void *)xi, n, 4UL);
        release((void *)yi, n, 4UL);
        release((void *)di, n, 4UL);
        release((void *)xd, n, 8UL);
        release((void *)zd, n, 8UL);
        release((void *)yd, n, 8UL);
        release((void *)xl, n, 8UL);
        release((void *)yl, n, 8UL);
        release((void *)pairs, t2, 4UL);
        release((void *)table, 64, 4UL);
        release((void *)idx, n, 4UL);
    }
}
