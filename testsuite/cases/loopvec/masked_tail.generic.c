/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized 14 */
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
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float a_v = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            float *t4 = y + t3;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float t5 = a_v * x_v;
            vcc_v8_float y_v = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = t5 + y_v;
            vcc_store(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            float *t8 = y + t7;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float t9 = a_v * x_v_1;
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = t9 + y_v_1;
            vcc_store(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            float *t12 = y + t11;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t13 = a_v * x_v_2;
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = t13 + y_v_2;
            vcc_store(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            float *t16 = y + t15;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t17 = a_v * x_v_3;
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = t17 + y_v_3;
            vcc_store(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_float a_v_1 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            float *t23 = y + t22;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t22);
            vcc_v8_float t24 = a_v_1 * x_v_4;
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, t23);
            vcc_v8_float t25 = t24 + y_v_4;
            vcc_store(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float *t27 = y + t26;
        *t27 = a * x[t26] + *t27;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            int *t4 = y + t3;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + t3);
            vcc_v8_int t5 = x_v ^ k_v;
            vcc_v8_int t6 = t5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v = vcc_load(vcc_v8_int, t4);
            vcc_v8_int t7 = t6 + y_v;
            vcc_v8_int t8 = t7 - x_v;
            vcc_store(t4, t8);
            long t9 = (long)(int)(i_vec + 8L);
            int *t10 = y + t9;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t9);
            vcc_v8_int t11 = x_v_1 ^ k_v;
            vcc_v8_int t12 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_1 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t13 = t12 + y_v_1;
            vcc_v8_int t14 = t13 - x_v_1;
            vcc_store(t10, t14);
            long t15 = (long)(int)(i_vec + 16L);
            int *t16 = y + t15;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t15);
            vcc_v8_int t17 = x_v_2 ^ k_v;
            vcc_v8_int t18 = t17 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_2 = vcc_load(vcc_v8_int, t16);
            vcc_v8_int t19 = t18 + y_v_2;
            vcc_v8_int t20 = t19 - x_v_2;
            vcc_store(t16, t20);
            long t21 = (long)(int)(i_vec + 24L);
            int *t22 = y + t21;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t21);
            vcc_v8_int t23 = x_v_3 ^ k_v;
            vcc_v8_int t24 = t23 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_3 = vcc_load(vcc_v8_int, t22);
            vcc_v8_int t25 = t24 + y_v_3;
            vcc_v8_int t26 = t25 - x_v_3;
            vcc_store(t22, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + i_vec_1);
            int *t31 = y + t30;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t30);
            vcc_v8_int t32 = x_v_4 ^ k_v_1;
            vcc_v8_int t33 = t32 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int y_v_4 = vcc_load(vcc_v8_int, t31);
            vcc_v8_int t34 = t33 + y_v_4;
            vcc_v8_int t35 = t34 - x_v_4;
            vcc_store(t31, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int *t37 = y + t36;
        int t38 = x[t36];
        *t37 = (t38 ^ k) * 3 + *t37 - t38;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    int t43;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = y + t3;
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + t3);
            vcc_v4_double z_v = vcc_load(vcc_v4_double, z + t3);
            vcc_v4_double t5 = x_v * z_v;
            vcc_v4_double t6 = t5 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t7 = x_v - z_v;
            vcc_v4_double t8 = t6 * t7;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, t4);
            vcc_v4_double t9 = y_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t10 = t8 + t9;
            vcc_v4_double t11 = z_v * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t12 = t10 - t11;
            vcc_store(t4, t12);
            long t13 = (long)(int)(i_vec + 4L);
            double *t14 = y + t13;
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t13);
            vcc_v4_double z_v_1 = vcc_load(vcc_v4_double, z + t13);
            vcc_v4_double t15 = x_v_1 * z_v_1;
            vcc_v4_double t16 = t15 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t17 = x_v_1 - z_v_1;
            vcc_v4_double t18 = t16 * t17;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, t14);
            vcc_v4_double t19 = y_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t20 = t18 + t19;
            vcc_v4_double t21 = z_v_1 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t22 = t20 - t21;
            vcc_store(t14, t22);
            long t23 = (long)(int)(i_vec + 8L);
            double *t24 = y + t23;
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t23);
            vcc_v4_double z_v_2 = vcc_load(vcc_v4_double, z + t23);
            vcc_v4_double t25 = x_v_2 * z_v_2;
            vcc_v4_double t26 = t25 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t27 = x_v_2 - z_v_2;
            vcc_v4_double t28 = t26 * t27;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, t24);
            vcc_v4_double t29 = y_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t30 = t28 + t29;
            vcc_v4_double t31 = z_v_2 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t32 = t30 - t31;
            vcc_store(t24, t32);
            long t33 = (long)(int)(i_vec + 12L);
            double *t34 = y + t33;
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t33);
            vcc_v4_double z_v_3 = vcc_load(vcc_v4_double, z + t33);
            vcc_v4_double t35 = x_v_3 * z_v_3;
            vcc_v4_double t36 = t35 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t37 = x_v_3 - z_v_3;
            vcc_v4_double t38 = t36 * t37;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, t34);
            vcc_v4_double t39 = y_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t40 = t38 + t39;
            vcc_v4_double t41 = z_v_3 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t42 = t40 - t41;
            vcc_store(t34, t42);
            i_vec += 16L;
        } while (i_vec < t2);
        t43 = (int)t2;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        do {
            long t46 = (long)(int)((long)t43 + i_vec_1);
            double *t47 = y + t46;
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t46);
            vcc_v4_double z_v_4 = vcc_load(vcc_v4_double, z + t46);
            vcc_v4_double t48 = x_v_4 * z_v_4;
            vcc_v4_double t49 = t48 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t50 = x_v_4 - z_v_4;
            vcc_v4_double t51 = t49 * t50;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, t47);
            vcc_v4_double t52 = y_v_4 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t53 = t51 + t52;
            vcc_v4_double t54 = z_v_4 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t55 = t53 - t54;
            vcc_store(t47, t55);
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        double *t57 = y + t56;
        double t58 = x[t56];
        double t59 = z[t56];
        *t57 = (t58 * t59 + 1.5) * (t58 - t59) + *t57 * 0.25 - t59 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            long long *t4 = y + t3;
            vcc_v4_llong x_v = vcc_load(vcc_v4_llong, x + t3);
            vcc_v4_llong t5 = x_v * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v = vcc_load(vcc_v4_llong, t4);
            vcc_v4_llong t6 = y_v * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t7 = t5 + t6;
            vcc_v4_llong t8 = y_v * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t9 = x_v - t8;
            vcc_v4_llong t10 = t7 ^ t9;
            vcc_store(t4, t10);
            long t11 = (long)(int)(i_vec + 4L);
            long long *t12 = y + t11;
            vcc_v4_llong x_v_1 = vcc_load(vcc_v4_llong, x + t11);
            vcc_v4_llong t13 = x_v_1 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v_1 = vcc_load(vcc_v4_llong, t12);
            vcc_v4_llong t14 = y_v_1 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t15 = t13 + t14;
            vcc_v4_llong t16 = y_v_1 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t17 = x_v_1 - t16;
            vcc_v4_llong t18 = t15 ^ t17;
            vcc_store(t12, t18);
            i_vec += 8L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            long long *t23 = y + t22;
            vcc_v4_llong x_v_2 = vcc_load(vcc_v4_llong, x + t22);
            vcc_v4_llong t24 = x_v_2 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong y_v_2 = vcc_load(vcc_v4_llong, t23);
            vcc_v4_llong t25 = y_v_2 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t26 = t24 + t25;
            vcc_v4_llong t27 = y_v_2 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t28 = x_v_2 - t27;
            vcc_v4_llong t29 = t26 ^ t28;
            vcc_store(t23, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        long long *t31 = y + t30;
        long long t32 = x[t30];
        long long t33 = *t31;
        *t31 = (t32 * 7LL + t33 * 3LL) ^ (t32 - t33 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
int dot_i32(int n, const int *x, const int *y) {
    int s;
    int t18;
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at masked_tail.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + t3);
            vcc_v8_int t4 = x_v & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int y_v = vcc_load(vcc_v8_int, y + t3);
            vcc_v8_int t5 = y_v & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t6 = t4 * t5;
            vcc_v8_int t7 = x_v ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t8 = t6 + t7;
            vcc_v8_uint t9 = (vcc_v8_uint)t8;
            s_v = s_v + t9;
            long t10 = (long)(int)(i_vec + 8L);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t10);
            vcc_v8_int t11 = x_v_1 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int y_v_1 = vcc_load(vcc_v8_int, y + t10);
            vcc_v8_int t12 = y_v_1 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t13 = t11 * t12;
            vcc_v8_int t14 = x_v_1 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t15 = t13 + t14;
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            s_v_1 = s_v_1 + t16;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t17 = s_v + s_v_1;
        t18 = (int)t2;
        t19 = (int)vcc_reduce(unsigned int, t17, +);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t22 = (long)(int)((long)t18 + i_vec_1);
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t22);
            vcc_v8_int t23 = x_v_2 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int y_v_2 = vcc_load(vcc_v8_int, y + t22);
            vcc_v8_int t24 = y_v_2 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t25 = t23 * t24;
            vcc_v8_int t26 = x_v_2 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t27 = t25 + t26;
            vcc_v8_uint t28 = (vcc_v8_uint)t27;
            s_v_2 = s_v_2 + t28;
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = x[t29];
        s += (t30 & 1023) * (y[t29] & 1023) + (t30 ^ 5);
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
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + (int)i_vec);
            vcc_v8_int t3 = x_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = x_v ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int v_v = t3 - t4;
            m_v = vcc_max(vcc_v8_int, v_v, m_v);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + (int)(i_vec + 8L));
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
        do {
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + (int)((long)t8 + i_vec_1));
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
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float t_v = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_m8 t4 = (vcc_m8)(x_v > t_v);
            vcc_v8_float t5 = x_v - t_v;
            vcc_v8_float t6 = t5 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t3 * 4UL), t6, t4);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t7);
            vcc_m8 t8 = (vcc_m8)(x_v_1 > t_v);
            vcc_v8_float t9 = x_v_1 - t_v;
            vcc_v8_float t10 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t7 * 4UL), t10, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_float t_v_1 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t14);
            vcc_m8 t15 = (vcc_m8)(x_v_2 > t_v_1);
            vcc_v8_float t16 = x_v_2 - t_v_1;
            vcc_v8_float t17 = t16 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t14 * 4UL), t17, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = x[t18];
        if (t19 > t) {
            y[t18] = (t19 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            long t4 = (long)(int)(i_vec + 8L);
            vcc_v8_int idx_v = vcc_load(vcc_v8_int, idx + t3);
            vcc_v8_int idx_v_1 = vcc_load(vcc_v8_int, idx + t4);
            vcc_v8_float table_v = vcc_gather(vcc_v8_float, table, idx_v);
            vcc_v8_float table_v_1 = vcc_gather(vcc_v8_float, table, idx_v_1);
            vcc_v8_float t5 = table_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t3, t5);
            vcc_v8_float t6 = table_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t4, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            vcc_v8_int idx_v_2 = vcc_load(vcc_v8_int, idx + t10);
            vcc_v8_float table_v_2 = vcc_gather(vcc_v8_float, table, idx_v_2);
            vcc_v8_float t11 = table_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t10, t11);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        y[t12] = table[idx[t12]] + 1.0f;
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
            long t3 = (long)(int)i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + t3);
            vcc_v8_int d_v = vcc_load(vcc_v8_int, d + t3);
            vcc_v8_int t4 = x_v / d_v;
            vcc_v8_int t5 = x_v * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t6 = t4 + t5;
            vcc_store(y + t3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int t8 = x[t7];
        y[t7] = t8 / d[t7] + t8 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
void pairs_f32(int n, const float *restrict x, float *restrict y) {
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const float *t4 = x + 2 * t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            vcc_v8_float x_v = __builtin_shufflevector(t5, t6, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_1 = __builtin_shufflevector(t5, t6, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t7 = x_v * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t8 = t7 + x_v_1;
            vcc_store(y + t3, t8);
            int t9 = (int)(i_vec + 8L);
            const float *t10 = x + 2 * t9;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t10 + 8);
            vcc_v8_float x_v_2 = __builtin_shufflevector(t11, t12, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_3 = __builtin_shufflevector(t11, t12, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t13 = x_v_2 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t14 = t13 + x_v_3;
            vcc_store(y + t9, t14);
            int t15 = (int)(i_vec + 16L);
            const float *t16 = x + 2 * t15;
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t16 + 8);
            vcc_v8_float x_v_4 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_5 = __builtin_shufflevector(t17, t18, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t19 = x_v_4 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t20 = t19 + x_v_5;
            vcc_store(y + t15, t20);
            int t21 = (int)(i_vec + 24L);
            const float *t22 = x + 2 * t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t22 + 8);
            vcc_v8_float x_v_6 = __builtin_shufflevector(t23, t24, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_7 = __builtin_shufflevector(t23, t24, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t25 = x_v_6 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t26 = t25 + x_v_7;
            vcc_store(y + t21, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        do {
            int t30 = (int)((long)t27 + i_vec_1);
            const float *t31 = x + 2 * t30;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t31 + 8);
            vcc_v8_float x_v_8 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float x_v_9 = __builtin_shufflevector(t32, t33, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t34 = x_v_8 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t35 = t34 + x_v_9;
            vcc_store(y + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        int t36 = 2 * i;
        y[i] = x[t36] * 3.0f + x[t36 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
float last_f32(int n, const float *restrict x, float *restrict y) {
    float last;
    vcc_v8_float last_v_3;
    int t11;
    float t12;
    vcc_v8_float last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float last_v = x_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t4 = last_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float last_v_1 = x_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t6 = last_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float last_v_2 = x_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t8 = last_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t9);
            last_v_3 = x_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t10 = last_v_3 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
        t12 = last_v_3[7];
    } else {
        t11 = 0;
        t12 = 0.0f;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        do {
            long t15 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t15);
            last_v_4 = x_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t16 = last_v_4 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t15, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t11 + t14);
        last = last_v_4[7];
    } else {
        i = t11;
        last = t12;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        last = x[t17] * 2.0f;
        y[t17] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last;
    vcc_m8 last_v_3;
    int t20;
    int t21;
    vcc_m8 last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + t3);
            vcc_m8 last_v = (vcc_m8)(x_v > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t4 = x_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t5 = __builtin_convertvector(last_v & 1, vcc_v8_int);
            vcc_v8_int t6 = t4 + t5;
            vcc_store(y + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t7);
            vcc_m8 last_v_1 = (vcc_m8)(x_v_1 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t8 = x_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t9 = __builtin_convertvector(last_v_1 & 1, vcc_v8_int);
            vcc_v8_int t10 = t8 + t9;
            vcc_store(y + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t11);
            vcc_m8 last_v_2 = (vcc_m8)(x_v_2 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t12 = x_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = __builtin_convertvector(last_v_2 & 1, vcc_v8_int);
            vcc_v8_int t14 = t12 + t13;
            vcc_store(y + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t15);
            last_v_3 = (vcc_m8)(x_v_3 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t16 = x_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t17 = __builtin_convertvector(last_v_3 & 1, vcc_v8_int);
            vcc_v8_int t18 = t16 + t17;
            vcc_store(y + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t19 = __builtin_convertvector(last_v_3 & 1, vcc_v8_int);
        t20 = (int)t2;
        t21 = t19[7];
    } else {
        t20 = 0;
        t21 = -1;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t20 + i_vec_1);
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t24);
            last_v_4 = (vcc_m8)(x_v_4 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t25 = x_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t26 = __builtin_convertvector(last_v_4 & 1, vcc_v8_int);
            vcc_v8_int t27 = t25 + t26;
            vcc_store(y + t24, t27);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        vcc_v8_int t28 = __builtin_convertvector(last_v_4 & 1, vcc_v8_int);
        i = (int)((long)t20 + t23);
        last = t28[7];
    } else {
        i = t20;
        last = t21;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = x[t29];
        last = t30 > 3;
        y[t29] = t30 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int t21;
    int t22;
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
            long t6 = i_vec + 8L;
            long t7 = (long)(int)i_vec;
            const int *t8 = x + t7;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, t8);
            vcc_v8_int t9 = x_v * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t7, t9);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, t8);
            vcc_m8 t10 = (vcc_m8)(x_v_1 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t11 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t12 = t11 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t1);
            long t13 = (long)(int)t6;
            const int *t14 = x + t13;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, t14);
            vcc_v8_int t15 = x_v_2 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t13, t15);
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, t14);
            vcc_m8 t16 = (vcc_m8)(x_v_3 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t17 = vcc_splat(vcc_v8_int, (int)t6);
            vcc_v8_int t18 = t17 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t18, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_v8_int t19 = vcc_max(vcc_v8_int, t2, t1);
        int t20 = vcc_reduce_max(int, t19);
        t21 = (int)t5;
        t22 = t20 < 0 ? -7 : (int)(long)t20;
    } else {
        t21 = 0;
        t22 = -7;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 8L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t25 = (long)(int)((long)t21 + i_vec_1);
            const int *t26 = x + t25;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, t26);
            vcc_v8_int t27 = x_v_4 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t25, t27);
            vcc_v8_int x_v_5 = vcc_load(vcc_v8_int, t26);
            vcc_m8 t28 = (vcc_m8)(x_v_5 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t29 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t30 = t29 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t30, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        int t31 = vcc_reduce_max(int, t3);
        i = (int)((long)t21 + t24);
        last = t31 < 0 ? t22 : (int)((long)t21 + (long)t31);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        long t32 = (long)i;
        const int *t33 = x + t32;
        y[t32] = *t33 * 2;
        if (*t33 > 100) {
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
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float t6 = x_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t7 = t6 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t5, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float t9 = x_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t10 = t9 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t12 = x_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t13 = t12 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t11, t13);
            long t14 = (long)(int)(i_vec + 24L);
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t15 = x_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t16 = t15 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t14, t16);
            i_vec += 32L;
        } while (i_vec < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)y;
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
        long t21 = t18 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t17 + i_vec_1);
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t22);
            vcc_v8_float t23 = x_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t24 = t23 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t17 + t21);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        y[t25] = x[t25] * 0.5f + 3.0f;
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
                long long *t5 = xl + (int)i_vec;
                vcc_v4_llong xl_v = vcc_load(vcc_v4_llong, t5);
                vcc_v4_llong t6 = xl_v * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t5, t6);
                long long *t7 = xl + (int)(i_vec + 4L);
                vcc_v4_llong xl_v_1 = vcc_load(vcc_v4_llong, t7);
                vcc_v4_llong t8 = xl_v_1 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t7, t8);
                long long *t9 = xl + (int)(i_vec + 8L);
                vcc_v4_llong xl_v_2 = vcc_load(vcc_v4_llong, t9);
                vcc_v4_llong t10 = xl_v_2 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t9, t10);
                long long *t11 = xl + (int)(i_vec + 12L);
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
            do {
                long long *t16 = xl + (int)((long)t13 + i_vec_1);
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
