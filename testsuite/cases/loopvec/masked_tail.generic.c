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
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t5 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float t9 = t5 * t8;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t11 = t9 + t10;
            vcc_store(t7, t11);
            long t12 = (long)(int)(t1 + 8L);
            float *t13 = y + t12;
            vcc_v8_float t14 = vcc_load(vcc_v8_float, x + t12);
            vcc_v8_float t15 = t5 * t14;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t17 = t15 + t16;
            vcc_store(t13, t17);
            long t18 = (long)(int)(t1 + 16L);
            float *t19 = y + t18;
            vcc_v8_float t20 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float t21 = t5 * t20;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t19);
            vcc_v8_float t23 = t21 + t22;
            vcc_store(t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            float *t25 = y + t24;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, x + t24);
            vcc_v8_float t27 = t5 * t26;
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t25);
            vcc_v8_float t29 = t27 + t28;
            vcc_store(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        vcc_v8_float t33 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            float *t35 = y + t34;
            vcc_v8_float t36 = vcc_load(vcc_v8_float, x + t34);
            vcc_v8_float t37 = t33 * t36;
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t39 = t37 + t38;
            vcc_store(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        float *t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_int t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            int *t7 = y + t6;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, x + t6);
            vcc_v8_int t9 = t8 ^ t5;
            vcc_v8_int t10 = t9 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t12 = t10 + t11;
            vcc_v8_int t13 = t12 - t8;
            vcc_store(t7, t13);
            long t14 = (long)(int)(t1 + 8L);
            int *t15 = y + t14;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, x + t14);
            vcc_v8_int t17 = t16 ^ t5;
            vcc_v8_int t18 = t17 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t15);
            vcc_v8_int t20 = t18 + t19;
            vcc_v8_int t21 = t20 - t16;
            vcc_store(t15, t21);
            long t22 = (long)(int)(t1 + 16L);
            int *t23 = y + t22;
            vcc_v8_int t24 = vcc_load(vcc_v8_int, x + t22);
            vcc_v8_int t25 = t24 ^ t5;
            vcc_v8_int t26 = t25 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t27 = vcc_load(vcc_v8_int, t23);
            vcc_v8_int t28 = t26 + t27;
            vcc_v8_int t29 = t28 - t24;
            vcc_store(t23, t29);
            long t30 = (long)(int)(t1 + 24L);
            int *t31 = y + t30;
            vcc_v8_int t32 = vcc_load(vcc_v8_int, x + t30);
            vcc_v8_int t33 = t32 ^ t5;
            vcc_v8_int t34 = t33 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t35 = vcc_load(vcc_v8_int, t31);
            vcc_v8_int t36 = t34 + t35;
            vcc_v8_int t37 = t36 - t32;
            vcc_store(t31, t37);
            t1 += 32L;
        } while (t1 < t4);
        t38 = (int)t4;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        vcc_v8_int t41 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t2 = 0L;
        do {
            long t42 = (long)(int)((long)t38 + t2);
            int *t43 = y + t42;
            vcc_v8_int t44 = vcc_load(vcc_v8_int, x + t42);
            vcc_v8_int t45 = t44 ^ t41;
            vcc_v8_int t46 = t45 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t47 = vcc_load(vcc_v8_int, t43);
            vcc_v8_int t48 = t46 + t47;
            vcc_v8_int t49 = t48 - t44;
            vcc_store(t43, t49);
            t2 += 8L;
        } while (t2 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        int *t51 = y + t50;
        int t52 = x[t50];
        *t51 = (t52 ^ k) * 3 + *t51 - t52;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    int t57;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            double *t6 = y + t5;
            vcc_v4_double t7 = vcc_load(vcc_v4_double, x + t5);
            vcc_v4_double t8 = vcc_load(vcc_v4_double, z + t5);
            vcc_v4_double t9 = t7 * t8;
            vcc_v4_double t10 = t9 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t11 = t7 - t8;
            vcc_v4_double t12 = t10 * t11;
            vcc_v4_double t13 = vcc_load(vcc_v4_double, t6);
            vcc_v4_double t14 = t13 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t15 = t12 + t14;
            vcc_v4_double t16 = t8 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t17 = t15 - t16;
            vcc_store(t6, t17);
            long t18 = (long)(int)(t1 + 4L);
            double *t19 = y + t18;
            vcc_v4_double t20 = vcc_load(vcc_v4_double, x + t18);
            vcc_v4_double t21 = vcc_load(vcc_v4_double, z + t18);
            vcc_v4_double t22 = t20 * t21;
            vcc_v4_double t23 = t22 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t24 = t20 - t21;
            vcc_v4_double t25 = t23 * t24;
            vcc_v4_double t26 = vcc_load(vcc_v4_double, t19);
            vcc_v4_double t27 = t26 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t28 = t25 + t27;
            vcc_v4_double t29 = t21 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t30 = t28 - t29;
            vcc_store(t19, t30);
            long t31 = (long)(int)(t1 + 8L);
            double *t32 = y + t31;
            vcc_v4_double t33 = vcc_load(vcc_v4_double, x + t31);
            vcc_v4_double t34 = vcc_load(vcc_v4_double, z + t31);
            vcc_v4_double t35 = t33 * t34;
            vcc_v4_double t36 = t35 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t37 = t33 - t34;
            vcc_v4_double t38 = t36 * t37;
            vcc_v4_double t39 = vcc_load(vcc_v4_double, t32);
            vcc_v4_double t40 = t39 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t41 = t38 + t40;
            vcc_v4_double t42 = t34 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t43 = t41 - t42;
            vcc_store(t32, t43);
            long t44 = (long)(int)(t1 + 12L);
            double *t45 = y + t44;
            vcc_v4_double t46 = vcc_load(vcc_v4_double, x + t44);
            vcc_v4_double t47 = vcc_load(vcc_v4_double, z + t44);
            vcc_v4_double t48 = t46 * t47;
            vcc_v4_double t49 = t48 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t50 = t46 - t47;
            vcc_v4_double t51 = t49 * t50;
            vcc_v4_double t52 = vcc_load(vcc_v4_double, t45);
            vcc_v4_double t53 = t52 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t54 = t51 + t53;
            vcc_v4_double t55 = t47 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t56 = t54 - t55;
            vcc_store(t45, t56);
            t1 += 16L;
        } while (t1 < t4);
        t57 = (int)t4;
    } else {
        t57 = 0;
    }
    long t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        long t59 = t58 & -4L;
        long t2 = 0L;
        do {
            long t60 = (long)(int)((long)t57 + t2);
            double *t61 = y + t60;
            vcc_v4_double t62 = vcc_load(vcc_v4_double, x + t60);
            vcc_v4_double t63 = vcc_load(vcc_v4_double, z + t60);
            vcc_v4_double t64 = t62 * t63;
            vcc_v4_double t65 = t64 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t66 = t62 - t63;
            vcc_v4_double t67 = t65 * t66;
            vcc_v4_double t68 = vcc_load(vcc_v4_double, t61);
            vcc_v4_double t69 = t68 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t70 = t67 + t69;
            vcc_v4_double t71 = t63 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
            vcc_v4_double t72 = t70 - t71;
            vcc_store(t61, t72);
            t2 += 4L;
        } while (t2 < t59);
        i = (int)((long)t57 + t59);
    } else {
        i = t57;
    }
    for (; i < n; i++) {
        long t73 = (long)i;
        double *t74 = y + t73;
        double t75 = x[t73];
        double t76 = z[t73];
        *t74 = (t75 * t76 + 1.5) * (t75 - t76) + *t74 * 0.25 - t76 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long long *t6 = y + t5;
            vcc_v4_llong t7 = vcc_load(vcc_v4_llong, x + t5);
            vcc_v4_llong t8 = t7 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong t9 = vcc_load(vcc_v4_llong, t6);
            vcc_v4_llong t10 = t9 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t11 = t8 + t10;
            vcc_v4_llong t12 = t9 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t13 = t7 - t12;
            vcc_v4_llong t14 = t11 ^ t13;
            vcc_store(t6, t14);
            long t15 = (long)(int)(t1 + 4L);
            long long *t16 = y + t15;
            vcc_v4_llong t17 = vcc_load(vcc_v4_llong, x + t15);
            vcc_v4_llong t18 = t17 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong t19 = vcc_load(vcc_v4_llong, t16);
            vcc_v4_llong t20 = t19 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t21 = t18 + t20;
            vcc_v4_llong t22 = t19 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t23 = t17 - t22;
            vcc_v4_llong t24 = t21 ^ t23;
            vcc_store(t16, t24);
            t1 += 8L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            long long *t29 = y + t28;
            vcc_v4_llong t30 = vcc_load(vcc_v4_llong, x + t28);
            vcc_v4_llong t31 = t30 * (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_v4_llong t32 = vcc_load(vcc_v4_llong, t29);
            vcc_v4_llong t33 = t32 * (vcc_v4_llong){3LL, 3LL, 3LL, 3LL};
            vcc_v4_llong t34 = t31 + t33;
            vcc_v4_llong t35 = t32 * (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
            vcc_v4_llong t36 = t30 - t35;
            vcc_v4_llong t37 = t34 ^ t36;
            vcc_store(t29, t37);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        long long *t39 = y + t38;
        long long t40 = x[t38];
        long long t41 = *t39;
        *t39 = (t40 * 7LL + t41 * 3LL) ^ (t40 - t41 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
int dot_i32(int n, const int *x, const int *y) {
    int s;
    int t27;
    int t28;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t8 = (long)(int)t1;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, x + t8);
            vcc_v8_int t10 = t9 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t11 = vcc_load(vcc_v8_int, y + t8);
            vcc_v8_int t12 = t11 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t13 = t10 * t12;
            vcc_v8_int t14 = t9 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t15 = t13 + t14;
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            t2 = t2 + t16;
            long t17 = (long)(int)(t1 + 8L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, x + t17);
            vcc_v8_int t19 = t18 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t20 = vcc_load(vcc_v8_int, y + t17);
            vcc_v8_int t21 = t20 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t22 = t19 * t21;
            vcc_v8_int t23 = t18 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t24 = t22 + t23;
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            t3 = t3 + t25;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t26 = t2 + t3;
        t27 = (int)t7;
        t28 = (int)vcc_reduce(unsigned int, t26, +);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t31 = (long)(int)((long)t27 + t4);
            vcc_v8_int t32 = vcc_load(vcc_v8_int, x + t31);
            vcc_v8_int t33 = t32 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t34 = vcc_load(vcc_v8_int, y + t31);
            vcc_v8_int t35 = t34 & (vcc_v8_int){1023, 1023, 1023, 1023, 1023, 1023, 1023, 1023};
            vcc_v8_int t36 = t33 * t35;
            vcc_v8_int t37 = t32 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t38 = t36 + t37;
            vcc_v8_uint t39 = (vcc_v8_uint)t38;
            t5 = t5 + t39;
            t4 += 8L;
        } while (t4 < t30);
        i = (int)((long)t27 + t30);
        s = (int)((unsigned int)t28 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t27;
        s = t28;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int t41 = x[t40];
        s += (t41 & 1023) * (y[t40] & 1023) + (t41 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
int max_i32(int n, const int *x) {
    int m;
    int t17;
    int t18;
    int i;
    int m_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_int t1 = vcc_splat(vcc_v8_int, -2000000000);
        long t2 = 0L;
        vcc_v8_int t3 = t1;
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, x + (int)t2);
            vcc_v8_int t9 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t10 = t8 ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int t11 = t9 - t10;
            t1 = vcc_max(vcc_v8_int, t11, t1);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, x + (int)(t2 + 8L));
            vcc_v8_int t13 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t14 = t12 ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int t15 = t13 - t14;
            t3 = vcc_max(vcc_v8_int, t15, t3);
            t2 += 16L;
        } while (t2 < t7);
        vcc_v8_int t16 = vcc_max(vcc_v8_int, t1, t3);
        t17 = (int)t7;
        t18 = vcc_reduce_max(int, t16);
    } else {
        t17 = 0;
        t18 = -2000000000;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t4 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        long t5 = 0L;
        do {
            vcc_v8_int t21 = vcc_load(vcc_v8_int, x + (int)((long)t17 + t5));
            vcc_v8_int t22 = t21 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t23 = t21 ^ (vcc_v8_int){12345, 12345, 12345, 12345, 12345, 12345, 12345, 12345};
            vcc_v8_int t24 = t22 - t23;
            t4 = vcc_max(vcc_v8_int, t24, t4);
            t5 += 8L;
        } while (t5 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_reduce_max(int, t4);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        int t25 = x[i];
        m = t25 * 3 - (t25 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    int t16;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v8_float t5 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_float t7 = vcc_load(vcc_v8_float, x + t6);
            vcc_m8 t8 = (vcc_m8)(t7 > t5);
            vcc_v8_float t9 = t7 - t5;
            vcc_v8_float t10 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t6 * 4UL), t10, t8);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, x + t11);
            vcc_m8 t13 = (vcc_m8)(t12 > t5);
            vcc_v8_float t14 = t12 - t5;
            vcc_v8_float t15 = t14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t11 * 4UL), t15, t13);
            t1 += 16L;
        } while (t1 < t4);
        t16 = (int)t4;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        vcc_v8_float t19 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t16 + t2);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, x + t20);
            vcc_m8 t22 = (vcc_m8)(t21 > t19);
            vcc_v8_float t23 = t21 - t19;
            vcc_v8_float t24 = t23 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)y + (unsigned long)t20 * 4UL), t24, t22);
            t2 += 8L;
        } while (t2 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = x[t25];
        if (t26 > t) {
            y[t25] = (t26 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, idx + t5);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, idx + t6);
            vcc_v8_float t9 = vcc_gather(vcc_v8_float, table, t7);
            vcc_v8_float t10 = vcc_gather(vcc_v8_float, table, t8);
            vcc_v8_float t11 = t9 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t5, t11);
            vcc_v8_float t12 = t10 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t6, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, idx + t16);
            vcc_v8_float t18 = vcc_gather(vcc_v8_float, table, t17);
            vcc_v8_float t19 = t18 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        y[t20] = table[idx[t20]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, x + t4);
            vcc_v8_int t6 = vcc_load(vcc_v8_int, d + t4);
            vcc_v8_int t7 = t5 / t6;
            vcc_v8_int t8 = t5 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t9 = t7 + t8;
            vcc_store(y + t4, t9);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = x[t10];
        y[t10] = t11 / d[t10] + t11 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
void pairs_f32(int n, const float *restrict x, float *restrict y) {
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const float *t6 = x + 2 * t5;
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t6 + 8);
            vcc_v8_float t9 = __builtin_shufflevector(t7, t8, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t10 = __builtin_shufflevector(t7, t8, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t11 = t9 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t12 = t11 + t10;
            vcc_store(y + t5, t12);
            int t13 = (int)(t1 + 8L);
            const float *t14 = x + 2 * t13;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t14 + 8);
            vcc_v8_float t17 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t18 = __builtin_shufflevector(t15, t16, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t19 = t17 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t20 = t19 + t18;
            vcc_store(y + t13, t20);
            int t21 = (int)(t1 + 16L);
            const float *t22 = x + 2 * t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t22 + 8);
            vcc_v8_float t25 = __builtin_shufflevector(t23, t24, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t26 = __builtin_shufflevector(t23, t24, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t27 = t25 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t28 = t27 + t26;
            vcc_store(y + t21, t28);
            int t29 = (int)(t1 + 24L);
            const float *t30 = x + 2 * t29;
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t30 + 8);
            vcc_v8_float t33 = __builtin_shufflevector(t31, t32, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t34 = __builtin_shufflevector(t31, t32, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t35 = t33 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t36 = t35 + t34;
            vcc_store(y + t29, t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            int t40 = (int)((long)t37 + t2);
            const float *t41 = x + 2 * t40;
            vcc_v8_float t42 = vcc_load(vcc_v8_float, t41);
            vcc_v8_float t43 = vcc_load(vcc_v8_float, t41 + 8);
            vcc_v8_float t44 = __builtin_shufflevector(t42, t43, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t45 = __builtin_shufflevector(t42, t43, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t46 = t44 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t47 = t46 + t45;
            vcc_store(y + t40, t47);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t48 = 2 * i;
        y[i] = x[t48] * 3.0f + x[t48 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
float last_f32(int n, const float *restrict x, float *restrict y) {
    float last;
    vcc_v8_float t19;
    int t21;
    float t22;
    vcc_v8_float t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t8 = t7 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, x + t9);
            vcc_v8_float t11 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t12 = t11 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, x + t13);
            vcc_v8_float t15 = t14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t16 = t15 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, x + t17);
            t19 = t18 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t20 = t19 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
        t22 = t19[7];
    } else {
        t21 = 0;
        t22 = 0.0f;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t21 + t2);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, x + t25);
            t27 = t26 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t28 = t27 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(y + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t21 + t24);
        last = t27[7];
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        last = x[t29] * 2.0f;
        y[t29] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last;
    vcc_m8 t25;
    int t30;
    int t31;
    vcc_m8 t36;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, x + t5);
            vcc_m8 t7 = (vcc_m8)(t6 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t8 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t9 = __builtin_convertvector(t7 & 1, vcc_v8_int);
            vcc_v8_int t10 = t8 + t9;
            vcc_store(y + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, x + t11);
            vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t14 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t15 = __builtin_convertvector(t13 & 1, vcc_v8_int);
            vcc_v8_int t16 = t14 + t15;
            vcc_store(y + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, x + t17);
            vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t20 = t18 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t21 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            vcc_v8_int t22 = t20 + t21;
            vcc_store(y + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, x + t23);
            t25 = (vcc_m8)(t24 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t26 = t24 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t27 = __builtin_convertvector(t25 & 1, vcc_v8_int);
            vcc_v8_int t28 = t26 + t27;
            vcc_store(y + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        vcc_v8_int t29 = __builtin_convertvector(t25 & 1, vcc_v8_int);
        t30 = (int)t4;
        t31 = t29[7];
    } else {
        t30 = 0;
        t31 = -1;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, x + t34);
            t36 = (vcc_m8)(t35 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t37 = t35 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t38 = __builtin_convertvector(t36 & 1, vcc_v8_int);
            vcc_v8_int t39 = t37 + t38;
            vcc_store(y + t34, t39);
            t2 += 8L;
        } while (t2 < t33);
        vcc_v8_int t40 = __builtin_convertvector(t36 & 1, vcc_v8_int);
        i = (int)((long)t30 + t33);
        last = t40[7];
    } else {
        i = t30;
        last = t31;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int t42 = x[t41];
        last = t42 > 3;
        y[t41] = t42 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int t27;
    int t28;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t8 = t1 + 8L;
            long t9 = (long)(int)t1;
            const int *t10 = x + t9;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t12 = t11 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t9, t12);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, t10);
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, (int)t1);
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t16, t2);
            long t17 = (long)(int)t8;
            const int *t18 = x + t17;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t20 = t19 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t17, t20);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, t18);
            vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)t8);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t3);
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_int t25 = vcc_max(vcc_v8_int, t3, t2);
        int t26 = vcc_reduce_max(int, t25);
        t27 = (int)t7;
        t28 = t26 < 0 ? -7 : (int)(long)t26;
    } else {
        t27 = 0;
        t28 = -7;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -8L;
        long t4 = 0L;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t31 = (long)(int)((long)t27 + t4);
            const int *t32 = x + t31;
            vcc_v8_int t33 = vcc_load(vcc_v8_int, t32);
            vcc_v8_int t34 = t33 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t31, t34);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, t32);
            vcc_m8 t36 = (vcc_m8)(t35 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t37 = vcc_splat(vcc_v8_int, (int)t4);
            vcc_v8_int t38 = t37 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t38, t5);
            t4 += 8L;
        } while (t4 < t30);
        int t39 = vcc_reduce_max(int, t5);
        i = (int)((long)t27 + t30);
        last = t39 < 0 ? t28 : (int)((long)t27 + (long)t39);
    } else {
        i = t27;
        last = t28;
    }
    for (; i < n; i++, last = last_1) {
        long t40 = (long)i;
        const int *t41 = x + t40;
        y[t40] = *t41 * 2;
        if (*t41 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
void shift_add_f32(int n, const float *x, float *y) {
    int t23;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)x;
    unsigned long t5 = (unsigned long)y;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -32L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float t9 = t8 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t10 = t9 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t7, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t14 = t13 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t11, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t17 = t16 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t18 = t17 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t15, t18);
            long t19 = (long)(int)(t1 + 24L);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, x + t19);
            vcc_v8_float t21 = t20 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t22 = t21 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t19, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = (int)t6;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)x;
    unsigned long t26 = (unsigned long)y;
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))))) {
        long t27 = t24 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t23 + t2);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, x + t28);
            vcc_v8_float t30 = t29 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t31 = t30 + (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_store(y + t28, t31);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t23 + t27);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        y[t32] = x[t32] * 0.5f + 3.0f;
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
    int t3;
    int t19;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
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
        int t4 = 2 * n;
        float *pairs = (float *)guarded(t4, 4UL);
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
        for (int fill_idx_10 = 0; fill_idx_10 < t4; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(int)(next_rand() % 50U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(int)(next_rand() % 1000U);
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = (int)(next_rand() % 64U);
        }
        long t5 = (long)n;
        if (t5 >= 16L) {
            long t6 = t5 & -16L;
            long t1 = 0L;
            do {
                long long *t7 = xl + (int)t1;
                vcc_v4_llong t8 = vcc_load(vcc_v4_llong, t7);
                vcc_v4_llong t9 = t8 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t7, t9);
                long long *t10 = xl + (int)(t1 + 4L);
                vcc_v4_llong t11 = vcc_load(vcc_v4_llong, t10);
                vcc_v4_llong t12 = t11 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t10, t12);
                long long *t13 = xl + (int)(t1 + 8L);
                vcc_v4_llong t14 = vcc_load(vcc_v4_llong, t13);
                vcc_v4_llong t15 = t14 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t13, t15);
                long long *t16 = xl + (int)(t1 + 12L);
                vcc_v4_llong t17 = vcc_load(vcc_v4_llong, t16);
                vcc_v4_llong t18 = t17 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t16, t18);
                t1 += 16L;
            } while (t1 < t6);
            t19 = (int)t6;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            long t2 = 0L;
            do {
                long long *t22 = xl + (int)((long)t19 + t2);
                vcc_v4_llong t23 = vcc_load(vcc_v4_llong, t22);
                vcc_v4_llong t24 = t23 * (vcc_v4_llong){1000003LL, 1000003LL, 1000003LL, 1000003LL};
                vcc_store(t22, t24);
                t2 += 4L;
            } while (t2 < t21);
            i = (int)((long)t19 + t21);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            long long *t25 = xl + i;
            *t25 = *t25 * 1000003LL;
        }
        const float *t26 = xf;
        saxpy_f32(n, 1.5f, t26, yf);
        const int *t27 = xi;
        mix_i32(n, 77, t27, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t27, yi);
        int mx = max_i32(n, t27);
        unsigned long t28 = (unsigned long)n;
        unsigned long t29 = t28 * 8UL;
        unsigned long t30 = hash_bytes((const void *)yl, t29);
        unsigned long t31 = hash_bytes((const void *)yd, t29);
        unsigned long t32 = t28 * 4UL;
        const void *t33 = (const void *)yi;
        unsigned long t34 = hash_bytes(t33, t32);
        const void *t35 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)hash_bytes(t35, t32), (unsigned long long)t34, (unsigned long long)t31, (unsigned long long)t30, dot, mx);
        clip_f32(n, 3.0f, t26, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t27, di, yi);
        unsigned long t36 = hash_bytes(t33, t32);
        const void *t37 = (const void *)xf;
        unsigned long t38 = hash_bytes(t37, t32);
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)hash_bytes(t35, t32), (unsigned long long)t38, (unsigned long long)t36);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t26, yf);
        int last_cmp = last_cmp_i32(n, t27, yi);
        int found = find_last_i32(n, t27, di);
        unsigned long t39 = hash_bytes((const void *)di, t32);
        unsigned long t40 = hash_bytes(t33, t32);
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)hash_bytes(t35, t32), (double)last, last_cmp, (unsigned long long)t40, found, (unsigned long long)t39);
        if (n > 0) {
            shift_add_f32(n - 1, t26, xf + 1);
            shift_add_f32(n, t26, yf);
        }
        unsigned long t41 = hash_bytes(t35, t32);
        printf("  shift %llx %llx\n", (unsigned long long)hash_bytes(t37, t32), (unsigned long long)t41);
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
        release((void *)pairs, t4, 4UL);
        release((void *)table, 64, 4UL);
        release((void *)idx, n, 4UL);
    }
}
