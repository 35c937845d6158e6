/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
void mod_long_float(int n, float *a, long r) {
    int t40;
    int i;
    long t5 = (long)n;
    long t6 = (long)(unsigned long)r;
    if ((t5 >= 32L) & (t6 >= 0L)) {
        long t7 = t5 & -32L;
        vcc_v8_int t8 = vcc_splat(vcc_v8_int, (int)(t6 % 97L));
        vcc_v8_int t9 = t8 + (vcc_v8_int){0, 31, 62, 93, 27, 58, 89, 23};
        vcc_v8_uint t10 = (vcc_v8_uint)t9;
        vcc_v8_uint t11 = t10 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
        vcc_v8_uint t12 = vcc_min(vcc_v8_int, t10, t11);
        vcc_v8_int t1 = (vcc_v8_int)t12;
        long t2 = 0L;
        do {
            vcc_v8_float t13 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t14 = t13 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (int)t2, t14);
            vcc_v8_int t15 = t1 + (vcc_v8_int){54, 54, 54, 54, 54, 54, 54, 54};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint t17 = t16 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t18 = vcc_min(vcc_v8_int, t16, t17);
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_v8_float t20 = __builtin_convertvector(t19, vcc_v8_float);
            vcc_v8_float t21 = t20 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (int)(t2 + 8L), t21);
            vcc_v8_int t22 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint t24 = t23 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t25 = vcc_min(vcc_v8_int, t23, t24);
            vcc_v8_int t26 = (vcc_v8_int)t25;
            vcc_v8_float t27 = __builtin_convertvector(t26, vcc_v8_float);
            vcc_v8_float t28 = t27 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (int)(t2 + 16L), t28);
            vcc_v8_int t29 = t1 + (vcc_v8_int){65, 65, 65, 65, 65, 65, 65, 65};
            vcc_v8_uint t30 = (vcc_v8_uint)t29;
            vcc_v8_uint t31 = t30 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t32 = vcc_min(vcc_v8_int, t30, t31);
            vcc_v8_int t33 = (vcc_v8_int)t32;
            vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
            vcc_v8_float t35 = t34 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (int)(t2 + 24L), t35);
            t2 += 32L;
            vcc_v8_int t36 = t1 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
            vcc_v8_uint t37 = (vcc_v8_uint)t36;
            vcc_v8_uint t38 = t37 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
            t1 = (vcc_v8_int)t39;
        } while (t2 < t7);
        t40 = (int)t7;
    } else {
        t40 = 0;
    }
    long t41 = (long)n + (long)t40 * -1L;
    long t42 = (long)((unsigned long)(long)(int)((unsigned int)t40 * 31U) + (unsigned long)r);
    if ((t41 >= 8L) & (t42 >= 0L)) {
        long t43 = t41 & -8L;
        vcc_v8_int t44 = vcc_splat(vcc_v8_int, (int)(t42 % 97L));
        vcc_v8_int t45 = t44 + (vcc_v8_int){0, 31, 62, 93, 27, 58, 89, 23};
        vcc_v8_uint t46 = (vcc_v8_uint)t45;
        vcc_v8_uint t47 = t46 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
        vcc_v8_uint t48 = vcc_min(vcc_v8_int, t46, t47);
        vcc_v8_int t3 = (vcc_v8_int)t48;
        long t4 = 0L;
        do {
            vcc_v8_float t49 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_v8_float t50 = t49 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (int)((long)t40 + t4), t50);
            t4 += 8L;
            vcc_v8_int t51 = t3 + (vcc_v8_int){54, 54, 54, 54, 54, 54, 54, 54};
            vcc_v8_uint t52 = (vcc_v8_uint)t51;
            vcc_v8_uint t53 = t52 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t54 = vcc_min(vcc_v8_int, t52, t53);
            t3 = (vcc_v8_int)t54;
        } while (t4 < t43);
        i = (int)((long)t40 + t43);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
void mod_int(int n, int *a, int b) {
    int t32;
    int i;
    long t5 = (long)n;
    int t6 = (int)(unsigned int)b;
    if ((t5 >= 32L) & (t6 >= 0)) {
        long t7 = t5 & -32L;
        vcc_v8_int t8 = vcc_splat(vcc_v8_int, t6 % 256);
        vcc_v8_int t9 = t8 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_v8_uint t10 = (vcc_v8_uint)t9;
        vcc_v8_uint t11 = t10 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
        vcc_v8_uint t12 = vcc_min(vcc_v8_int, t10, t11);
        vcc_v8_int t1 = (vcc_v8_int)t12;
        long t2 = 0L;
        do {
            vcc_store(a + (int)t2, t1);
            vcc_v8_int t13 = t1 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint t15 = t14 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t16 = vcc_min(vcc_v8_int, t14, t15);
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_store(a + (int)(t2 + 8L), t17);
            vcc_v8_int t18 = t1 + (vcc_v8_int){112, 112, 112, 112, 112, 112, 112, 112};
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            vcc_v8_uint t20 = t19 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t21 = vcc_min(vcc_v8_int, t19, t20);
            vcc_v8_int t22 = (vcc_v8_int)t21;
            vcc_store(a + (int)(t2 + 16L), t22);
            vcc_v8_int t23 = t1 + (vcc_v8_int){168, 168, 168, 168, 168, 168, 168, 168};
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            vcc_v8_uint t25 = t24 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_store(a + (int)(t2 + 24L), t27);
            t2 += 32L;
            vcc_v8_int t28 = t1 + (vcc_v8_int){224, 224, 224, 224, 224, 224, 224, 224};
            vcc_v8_uint t29 = (vcc_v8_uint)t28;
            vcc_v8_uint t30 = t29 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t31 = vcc_min(vcc_v8_int, t29, t30);
            t1 = (vcc_v8_int)t31;
        } while (t2 < t7);
        t32 = (int)t7;
    } else {
        t32 = 0;
    }
    long t33 = (long)n + (long)t32 * -1L;
    int t34 = (int)((unsigned int)(int)((unsigned int)t32 * 7U) + (unsigned int)b);
    if ((t33 >= 8L) & (t34 >= 0)) {
        long t35 = t33 & -8L;
        vcc_v8_int t36 = vcc_splat(vcc_v8_int, t34 % 256);
        vcc_v8_int t37 = t36 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_v8_uint t38 = (vcc_v8_uint)t37;
        vcc_v8_uint t39 = t38 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
        vcc_v8_uint t40 = vcc_min(vcc_v8_int, t38, t39);
        vcc_v8_int t3 = (vcc_v8_int)t40;
        long t4 = 0L;
        do {
            vcc_store(a + (int)((long)t32 + t4), t3);
            t4 += 8L;
            vcc_v8_int t41 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
            vcc_v8_uint t42 = (vcc_v8_uint)t41;
            vcc_v8_uint t43 = t42 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t44 = vcc_min(vcc_v8_int, t42, t43);
            t3 = (vcc_v8_int)t44;
        } while (t4 < t35);
        i = (int)((long)t32 + t35);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
void mod_big_step(int n, short *a, int b) {
    int t36;
    int i;
    long t5 = (long)n;
    int t6 = (int)(unsigned int)b;
    if ((t5 >= 32L) & (t6 >= 0)) {
        long t7 = t5 & -32L;
        vcc_v8_int t8 = vcc_splat(vcc_v8_int, t6 % 13);
        vcc_v8_int t9 = t8 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_v8_uint t10 = (vcc_v8_uint)t9;
        vcc_v8_uint t11 = t10 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t12 = vcc_min(vcc_v8_int, t10, t11);
        vcc_v8_int t1 = (vcc_v8_int)t12;
        long t2 = 0L;
        do {
            vcc_v8_short t13 = __builtin_convertvector(t1, vcc_v8_short);
            vcc_store(a + (int)t2, t13);
            vcc_v8_int t14 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            vcc_v8_uint t16 = t15 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t17 = vcc_min(vcc_v8_int, t15, t16);
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_v8_short t19 = __builtin_convertvector(t18, vcc_v8_short);
            vcc_store(a + (int)(t2 + 8L), t19);
            vcc_v8_int t20 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            vcc_v8_uint t22 = t21 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t23 = vcc_min(vcc_v8_int, t21, t22);
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_short t25 = __builtin_convertvector(t24, vcc_v8_short);
            vcc_store(a + (int)(t2 + 16L), t25);
            vcc_v8_int t26 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            vcc_v8_uint t28 = t27 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_v8_short t31 = __builtin_convertvector(t30, vcc_v8_short);
            vcc_store(a + (int)(t2 + 24L), t31);
            t2 += 32L;
            vcc_v8_int t32 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            vcc_v8_uint t34 = t33 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
            t1 = (vcc_v8_int)t35;
        } while (t2 < t7);
        t36 = (int)t7;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    int t38 = (int)((unsigned int)(int)((unsigned int)t36 * 1000U) + (unsigned int)b);
    if ((t37 >= 8L) & (t38 >= 0)) {
        long t39 = t37 & -8L;
        vcc_v8_int t40 = vcc_splat(vcc_v8_int, t38 % 13);
        vcc_v8_int t41 = t40 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_v8_uint t42 = (vcc_v8_uint)t41;
        vcc_v8_uint t43 = t42 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t44 = vcc_min(vcc_v8_int, t42, t43);
        vcc_v8_int t3 = (vcc_v8_int)t44;
        long t4 = 0L;
        do {
            vcc_v8_short t45 = __builtin_convertvector(t3, vcc_v8_short);
            vcc_store(a + (int)((long)t36 + t4), t45);
            t4 += 8L;
            vcc_v8_int t46 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t47 = (vcc_v8_uint)t46;
            vcc_v8_uint t48 = t47 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t49 = vcc_min(vcc_v8_int, t47, t48);
            t3 = (vcc_v8_int)t49;
        } while (t4 < t39);
        i = (int)((long)t36 + t39);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
void mod_long(int n, long *a, long b) {
    int t32;
    int i;
    long t5 = (long)n;
    long t6 = (long)(unsigned long)b;
    if ((t5 >= 16L) & (t6 >= 0L)) {
        long t7 = t5 & -16L;
        vcc_v4_long t8 = vcc_splat(vcc_v4_long, t6 % 1000L);
        vcc_v4_long t9 = t8 + (vcc_v4_long){0L, 3L, 6L, 9L};
        vcc_v4_ulong t10 = (vcc_v4_ulong)t9;
        vcc_v4_ulong t11 = t10 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
        vcc_v4_ulong t12 = vcc_min(vcc_v4_long, t10, t11);
        vcc_v4_long t1 = (vcc_v4_long)t12;
        long t2 = 0L;
        do {
            vcc_store(a + (int)t2, t1);
            vcc_v4_long t13 = t1 + (vcc_v4_long){12L, 12L, 12L, 12L};
            vcc_v4_ulong t14 = (vcc_v4_ulong)t13;
            vcc_v4_ulong t15 = t14 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t16 = vcc_min(vcc_v4_long, t14, t15);
            vcc_v4_long t17 = (vcc_v4_long)t16;
            vcc_store(a + (int)(t2 + 4L), t17);
            vcc_v4_long t18 = t1 + (vcc_v4_long){24L, 24L, 24L, 24L};
            vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
            vcc_v4_ulong t20 = t19 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t21 = vcc_min(vcc_v4_long, t19, t20);
            vcc_v4_long t22 = (vcc_v4_long)t21;
            vcc_store(a + (int)(t2 + 8L), t22);
            vcc_v4_long t23 = t1 + (vcc_v4_long){36L, 36L, 36L, 36L};
            vcc_v4_ulong t24 = (vcc_v4_ulong)t23;
            vcc_v4_ulong t25 = t24 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t26 = vcc_min(vcc_v4_long, t24, t25);
            vcc_v4_long t27 = (vcc_v4_long)t26;
            vcc_store(a + (int)(t2 + 12L), t27);
            t2 += 16L;
            vcc_v4_long t28 = t1 + (vcc_v4_long){48L, 48L, 48L, 48L};
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            vcc_v4_ulong t30 = t29 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t31 = vcc_min(vcc_v4_long, t29, t30);
            t1 = (vcc_v4_long)t31;
        } while (t2 < t7);
        t32 = (int)t7;
    } else {
        t32 = 0;
    }
    long t33 = (long)n + (long)t32 * -1L;
    long t34 = (long)((unsigned long)(long)((unsigned long)(long)t32 * 3UL) + (unsigned long)b);
    if ((t33 >= 4L) & (t34 >= 0L)) {
        long t35 = t33 & -4L;
        vcc_v4_long t36 = vcc_splat(vcc_v4_long, t34 % 1000L);
        vcc_v4_long t37 = t36 + (vcc_v4_long){0L, 3L, 6L, 9L};
        vcc_v4_ulong t38 = (vcc_v4_ulong)t37;
        vcc_v4_ulong t39 = t38 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
        vcc_v4_ulong t40 = vcc_min(vcc_v4_long, t38, t39);
        vcc_v4_long t3 = (vcc_v4_long)t40;
        long t4 = 0L;
        do {
            vcc_store(a + (int)((long)t32 + t4), t3);
            t4 += 4L;
            vcc_v4_long t41 = t3 + (vcc_v4_long){12L, 12L, 12L, 12L};
            vcc_v4_ulong t42 = (vcc_v4_ulong)t41;
            vcc_v4_ulong t43 = t42 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t44 = vcc_min(vcc_v4_long, t42, t43);
            t3 = (vcc_v4_long)t44;
        } while (t4 < t35);
        i = (int)((long)t32 + t35);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        a[t45] = (t45 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
void mod_down(int n, int *a, int b) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t8 = (vcc_v8_int)t1;
            vcc_v8_int t9 = t8 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t10 = t5 - t9;
            vcc_v8_int t11 = t10 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + (int)t2, t11);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
void mod_unsigned(int n, unsigned *a, unsigned b) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_uint t5 = (vcc_v8_uint){b, b, b, b, b, b, b, b};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t8 = (vcc_v8_int)t1;
            vcc_v8_uint t9 = (vcc_v8_uint)t8;
            vcc_v8_uint t10 = t9 * (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            vcc_v8_uint t11 = t10 + t5;
            vcc_v8_uint t12 = t11 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_store(a + (int)t2, t12);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
void mod_cond(int n, int *a, const int *c, int b) {
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)c;
    if ((t3 >= 8L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -8L;
        vcc_v8_int t7 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t10 = (vcc_v8_int)t1;
            long t11 = (long)(int)t2;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, c + t11);
            vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t14 = (vcc_v8_uint)t10;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t16 = t14 * t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_uint t18 = (vcc_v8_uint)t17;
            vcc_v8_uint t19 = (vcc_v8_uint)t7;
            vcc_v8_uint t20 = t18 + t19;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t23 = t21 % t22;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t11 * 4UL), t23, t13);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t6);
        i = (int)t6;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        if (c[t24] > 0) {
            a[t24] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
void mod_var(int n, int *a, int b, int m) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t6 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t9 = (vcc_v8_int)t1;
            vcc_v8_int t10 = t9 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t11 = t10 + t5;
            vcc_v8_int t12 = t11 % t6;
            vcc_store(a + (int)t2, t12);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (i * 3 + b) % m;
    }
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
void mod_four(int n, int *a, int b) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t8 = (vcc_v8_int)t1;
            vcc_v8_int t9 = t8 + t5;
            vcc_v8_int t10 = t9 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_store(a + (int)t2, t10);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

int main(void) {
    static const long longs[7] = {0L, 5L, 96L, 3000000000007L, -1L, -3L, -100000L};
    static const int ints[8] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    int t3;
    int t15;
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
        float *f = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -3 + (int)(next_rand() % 7U);
        }
        for (unsigned int k = 0U; (unsigned long)k < 7UL; k++) {
            const long *t4 = &longs[k];
            mod_long_float(n, f, *t4);
            mod_long(n, l, *t4);
            unsigned long t5 = (unsigned long)n;
            unsigned long t6 = hash_bytes((const void *)l, t5 * 8UL);
            unsigned long t7 = hash_bytes((const void *)f, t5 * 4UL);
            printf("n=%d r=%ld float %llx long %llx\n", n, *t4, (unsigned long long)t7, (unsigned long long)t6);
        }
        for (unsigned int k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            const int *t8 = &ints[k_1];
            mod_int(n, a, *t8);
            unsigned long t9 = (unsigned long)n;
            unsigned long t10 = t9 * 4UL;
            const void *t11 = (const void *)a;
            unsigned long t12 = hash_bytes(t11, t10);
            printf("n=%d b=%d int %llx", n, *t8, (unsigned long long)t12);
            mod_big_step(n, s, *t8);
            printf(" short %llx", (unsigned long long)hash_bytes((const void *)s, t9 * 2UL));
            mod_down(n, a, *t8);
            printf(" down %llx", (unsigned long long)hash_bytes(t11, t10));
            mod_unsigned(n, u, (unsigned int)*t8);
            printf(" unsigned %llx", (unsigned long long)hash_bytes((const void *)u, t10));
            long t13 = (long)n;
            if (t13 >= 32L) {
                long t14 = t13 & -32L;
                long t1 = 0L;
                do {
                    vcc_store(a + (int)t1, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    vcc_store(a + (int)(t1 + 8L), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    vcc_store(a + (int)(t1 + 16L), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    vcc_store(a + (int)(t1 + 24L), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    t1 += 32L;
                } while (t1 < t14);
                t15 = (int)t14;
            } else {
                t15 = 0;
            }
            long t16 = (long)n + (long)t15 * -1L;
            if (t16 >= 8L) {
                long t17 = t16 & -8L;
                long t2 = 0L;
                do {
                    vcc_store(a + (int)((long)t15 + t2), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    t2 += 8L;
                } while (t2 < t17);
                i = (int)((long)t15 + t17);
            } else {
                i = t15;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            mod_cond(n, a, c, *t8);
            printf(" cond %llx", (unsigned long long)hash_bytes(t11, t10));
            mod_var(n, a, *t8, 11);
            printf(" var %llx", (unsigned long long)hash_bytes(t11, t10));
            mod_four(n, a, *t8);
            printf(" four %llx\n", (unsigned long long)hash_bytes(t11, t10));
        }
        free((void *)f);
        free((void *)a);
        free((void *)s);
        free((void *)l);
        free((void *)u);
        free((void *)c);
    }
}
