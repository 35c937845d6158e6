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
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=5 neon=4 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
void mod_long_float(int n, float *a, long r) {
    int t38;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)r;
    if ((t3 >= 32L) & (t4 >= 0L)) {
        long t5 = t3 & -32L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, (int)(t4 % 97L));
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 31, 62, 93, 27, 58, 89, 23};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t9 = t8 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
        vcc_v8_uint t10 = vcc_min(vcc_v8_int, t8, t9);
        vcc_v8_int t1 = (vcc_v8_int)t10;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:10 vectorized: VF 8, UF 4, the remainder at 11:23 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float t11 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t12 = t11 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + i_vec, t12);
            vcc_v8_int t13 = t1 + (vcc_v8_int){54, 54, 54, 54, 54, 54, 54, 54};
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint t15 = t14 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t16 = vcc_min(vcc_v8_int, t14, t15);
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_float t18 = __builtin_convertvector(t17, vcc_v8_float);
            vcc_v8_float t19 = t18 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (i_vec + 8L), t19);
            vcc_v8_int t20 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            vcc_v8_uint t22 = t21 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t23 = vcc_min(vcc_v8_int, t21, t22);
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_v8_float t26 = t25 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (i_vec + 16L), t26);
            vcc_v8_int t27 = t1 + (vcc_v8_int){65, 65, 65, 65, 65, 65, 65, 65};
            vcc_v8_uint t28 = (vcc_v8_uint)t27;
            vcc_v8_uint t29 = t28 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
            vcc_v8_int t31 = (vcc_v8_int)t30;
            vcc_v8_float t32 = __builtin_convertvector(t31, vcc_v8_float);
            vcc_v8_float t33 = t32 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (i_vec + 24L), t33);
            i_vec += 32L;
            vcc_v8_int t34 = t1 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
            vcc_v8_uint t35 = (vcc_v8_uint)t34;
            vcc_v8_uint t36 = t35 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t37 = vcc_min(vcc_v8_int, t35, t36);
            t1 = (vcc_v8_int)t37;
        } while (i_vec < t5);
        t38 = (int)t5;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    long t40 = (long)((unsigned long)(long)(int)((unsigned int)t38 * 31U) + (unsigned long)r);
    if ((t39 >= 8L) & (t40 >= 0L)) {
        long t41 = t39 & -8L;
        vcc_v8_int t42 = vcc_splat(vcc_v8_int, (int)(t40 % 97L));
        vcc_v8_int t43 = t42 + (vcc_v8_int){0, 31, 62, 93, 27, 58, 89, 23};
        vcc_v8_uint t44 = (vcc_v8_uint)t43;
        vcc_v8_uint t45 = t44 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
        vcc_v8_uint t46 = vcc_min(vcc_v8_int, t44, t45);
        vcc_v8_int t2 = (vcc_v8_int)t46;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float t47 = __builtin_convertvector(t2, vcc_v8_float);
            vcc_v8_float t48 = t47 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + ((long)t38 + i_vec_1), t48);
            i_vec_1 += 8L;
            vcc_v8_int t49 = t2 + (vcc_v8_int){54, 54, 54, 54, 54, 54, 54, 54};
            vcc_v8_uint t50 = (vcc_v8_uint)t49;
            vcc_v8_uint t51 = t50 - (vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U};
            vcc_v8_uint t52 = vcc_min(vcc_v8_int, t50, t51);
            t2 = (vcc_v8_int)t52;
        } while (i_vec_1 < t41);
        i = (int)((long)t38 + t41);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
void mod_int(int n, int *a, int b) {
    int t30;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, t4 % 256);
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t9 = t8 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
        vcc_v8_uint t10 = vcc_min(vcc_v8_int, t8, t9);
        vcc_v8_int t1 = (vcc_v8_int)t10;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:16 vectorized: VF 8, UF 4, the remainder at 17:16 by 256 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(a + i_vec, t1);
            vcc_v8_int t11 = t1 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
            vcc_v8_uint t12 = (vcc_v8_uint)t11;
            vcc_v8_uint t13 = t12 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_store(a + (i_vec + 8L), t15);
            vcc_v8_int t16 = t1 + (vcc_v8_int){112, 112, 112, 112, 112, 112, 112, 112};
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            vcc_v8_uint t18 = t17 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t19 = vcc_min(vcc_v8_int, t17, t18);
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_store(a + (i_vec + 16L), t20);
            vcc_v8_int t21 = t1 + (vcc_v8_int){168, 168, 168, 168, 168, 168, 168, 168};
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_uint t23 = t22 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t24 = vcc_min(vcc_v8_int, t22, t23);
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_store(a + (i_vec + 24L), t25);
            i_vec += 32L;
            vcc_v8_int t26 = t1 + (vcc_v8_int){224, 224, 224, 224, 224, 224, 224, 224};
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            vcc_v8_uint t28 = t27 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
            t1 = (vcc_v8_int)t29;
        } while (i_vec < t5);
        t30 = (int)t5;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    int t32 = (int)((unsigned int)(int)((unsigned int)t30 * 7U) + (unsigned int)b);
    if ((t31 >= 8L) & (t32 >= 0)) {
        long t33 = t31 & -8L;
        vcc_v8_int t34 = vcc_splat(vcc_v8_int, t32 % 256);
        vcc_v8_int t35 = t34 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_v8_uint t36 = (vcc_v8_uint)t35;
        vcc_v8_uint t37 = t36 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
        vcc_v8_uint t38 = vcc_min(vcc_v8_int, t36, t37);
        vcc_v8_int t2 = (vcc_v8_int)t38;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(a + ((long)t30 + i_vec_1), t2);
            i_vec_1 += 8L;
            vcc_v8_int t39 = t2 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
            vcc_v8_uint t40 = (vcc_v8_uint)t39;
            vcc_v8_uint t41 = t40 - (vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U};
            vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
            t2 = (vcc_v8_int)t42;
        } while (i_vec_1 < t33);
        i = (int)((long)t30 + t33);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
void mod_big_step(int n, short *a, int b) {
    int t34;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, t4 % 13);
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t9 = t8 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t10 = vcc_min(vcc_v8_int, t8, t9);
        vcc_v8_int t1 = (vcc_v8_int)t10;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:22 vectorized: VF 8, UF 4, the remainder at 23:23 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short t11 = __builtin_convertvector(t1, vcc_v8_short);
            vcc_store(a + i_vec, t11);
            vcc_v8_int t12 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = t13 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_v8_short t17 = __builtin_convertvector(t16, vcc_v8_short);
            vcc_store(a + (i_vec + 8L), t17);
            vcc_v8_int t18 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            vcc_v8_uint t20 = t19 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t21 = vcc_min(vcc_v8_int, t19, t20);
            vcc_v8_int t22 = (vcc_v8_int)t21;
            vcc_v8_short t23 = __builtin_convertvector(t22, vcc_v8_short);
            vcc_store(a + (i_vec + 16L), t23);
            vcc_v8_int t24 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            vcc_v8_uint t26 = t25 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t27 = vcc_min(vcc_v8_int, t25, t26);
            vcc_v8_int t28 = (vcc_v8_int)t27;
            vcc_v8_short t29 = __builtin_convertvector(t28, vcc_v8_short);
            vcc_store(a + (i_vec + 24L), t29);
            i_vec += 32L;
            vcc_v8_int t30 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t31 = (vcc_v8_uint)t30;
            vcc_v8_uint t32 = t31 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t33 = vcc_min(vcc_v8_int, t31, t32);
            t1 = (vcc_v8_int)t33;
        } while (i_vec < t5);
        t34 = (int)t5;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    int t36 = (int)((unsigned int)(int)((unsigned int)t34 * 1000U) + (unsigned int)b);
    if ((t35 >= 8L) & (t36 >= 0)) {
        long t37 = t35 & -8L;
        vcc_v8_int t38 = vcc_splat(vcc_v8_int, t36 % 13);
        vcc_v8_int t39 = t38 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t41 = t40 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
        vcc_v8_int t2 = (vcc_v8_int)t42;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short t43 = __builtin_convertvector(t2, vcc_v8_short);
            vcc_store(a + ((long)t34 + i_vec_1), t43);
            i_vec_1 += 8L;
            vcc_v8_int t44 = t2 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t45 = (vcc_v8_uint)t44;
            vcc_v8_uint t46 = t45 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t47 = vcc_min(vcc_v8_int, t45, t46);
            t2 = (vcc_v8_int)t47;
        } while (i_vec_1 < t37);
        i = (int)((long)t34 + t37);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
void mod_long(int n, long *a, long b) {
    int t30;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)b;
    if ((t3 >= 16L) & (t4 >= 0L)) {
        long t5 = t3 & -16L;
        vcc_v4_long t6 = vcc_splat(vcc_v4_long, t4 % 1000L);
        vcc_v4_long t7 = t6 + (vcc_v4_long){0L, 3L, 6L, 9L};
        vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
        vcc_v4_ulong t9 = t8 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
        vcc_v4_ulong t10 = vcc_min(vcc_v4_long, t8, t9);
        vcc_v4_long t1 = (vcc_v4_long)t10;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:28 vectorized: VF 4, UF 4, the remainder at 29:16 by 1000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            vcc_store(a + i_vec, t1);
            vcc_v4_long t11 = t1 + (vcc_v4_long){12L, 12L, 12L, 12L};
            vcc_v4_ulong t12 = (vcc_v4_ulong)t11;
            vcc_v4_ulong t13 = t12 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t14 = vcc_min(vcc_v4_long, t12, t13);
            vcc_v4_long t15 = (vcc_v4_long)t14;
            vcc_store(a + (i_vec + 4L), t15);
            vcc_v4_long t16 = t1 + (vcc_v4_long){24L, 24L, 24L, 24L};
            vcc_v4_ulong t17 = (vcc_v4_ulong)t16;
            vcc_v4_ulong t18 = t17 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t19 = vcc_min(vcc_v4_long, t17, t18);
            vcc_v4_long t20 = (vcc_v4_long)t19;
            vcc_store(a + (i_vec + 8L), t20);
            vcc_v4_long t21 = t1 + (vcc_v4_long){36L, 36L, 36L, 36L};
            vcc_v4_ulong t22 = (vcc_v4_ulong)t21;
            vcc_v4_ulong t23 = t22 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t24 = vcc_min(vcc_v4_long, t22, t23);
            vcc_v4_long t25 = (vcc_v4_long)t24;
            vcc_store(a + (i_vec + 12L), t25);
            i_vec += 16L;
            vcc_v4_long t26 = t1 + (vcc_v4_long){48L, 48L, 48L, 48L};
            vcc_v4_ulong t27 = (vcc_v4_ulong)t26;
            vcc_v4_ulong t28 = t27 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t29 = vcc_min(vcc_v4_long, t27, t28);
            t1 = (vcc_v4_long)t29;
        } while (i_vec < t5);
        t30 = (int)t5;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    long t32 = (long)((unsigned long)(long)((unsigned long)(long)t30 * 3UL) + (unsigned long)b);
    if ((t31 >= 4L) & (t32 >= 0L)) {
        long t33 = t31 & -4L;
        vcc_v4_long t34 = vcc_splat(vcc_v4_long, t32 % 1000L);
        vcc_v4_long t35 = t34 + (vcc_v4_long){0L, 3L, 6L, 9L};
        vcc_v4_ulong t36 = (vcc_v4_ulong)t35;
        vcc_v4_ulong t37 = t36 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
        vcc_v4_ulong t38 = vcc_min(vcc_v4_long, t36, t37);
        vcc_v4_long t2 = (vcc_v4_long)t38;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_store(a + ((long)t30 + i_vec_1), t2);
            i_vec_1 += 4L;
            vcc_v4_long t39 = t2 + (vcc_v4_long){12L, 12L, 12L, 12L};
            vcc_v4_ulong t40 = (vcc_v4_ulong)t39;
            vcc_v4_ulong t41 = t40 - (vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL};
            vcc_v4_ulong t42 = vcc_min(vcc_v4_long, t40, t41);
            t2 = (vcc_v4_long)t42;
        } while (i_vec_1 < t33);
        i = (int)((long)t30 + t33);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        a[t43] = (t43 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
void mod_down(int n, int *a, int b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:34 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_1 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t6 = b_v - t5;
            vcc_v8_int t7 = t6 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + i_vec, t7);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_uint b_v = (vcc_v8_uint){b, b, b, b, b, b, b, b};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:40 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_uint t5 = (vcc_v8_uint)i_v_1;
            vcc_v8_uint t6 = t5 * (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            vcc_v8_uint t7 = t6 + b_v;
            vcc_v8_uint t8 = t7 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_store(a + i_vec, t8);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
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
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)c;
    long t4 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint i_v = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:46 vectorized: VF 8, UF 1, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_m8 t8 = (vcc_m8)(c_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t9 = (vcc_v8_uint)i_v_1;
            vcc_v8_uint t10 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t11 = t9 * t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = (vcc_v8_uint)b_v;
            vcc_v8_uint t15 = t13 + t14;
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t18 = t16 % t17;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t18, t8);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t5);
        i = (int)t5;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        if (c[t19] > 0) {
            a[t19] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
void mod_var(int n, int *a, int b, int m) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:53 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t6 = t5 + b_v;
            vcc_v8_int t7 = t6 % m_v;
            vcc_store(a + i_vec, t7);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:60 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_1 + b_v;
            vcc_v8_int t6 = t5 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_store(a + i_vec, t6);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
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
            const long *t2 = &longs[k];
            mod_long_float(n, f, *t2);
            mod_long(n, l, *t2);
            unsigned long t3 = (unsigned long)n;
            unsigned long t4 = hash_bytes((const void *)l, t3 * 8UL);
            unsigned long t5 = hash_bytes((const void *)f, t3 * 4UL);
            printf("n=%d r=%ld float %llx long %llx\n", n, *t2, (unsigned long long)t5, (unsigned long long)t4);
        }
        for (unsigned int k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            const int *t6 = &ints[k_1];
            mod_int(n, a, *t6);
            unsigned long t7 = (unsigned long)n;
            unsigned long t8 = t7 * 4UL;
            const void *t9 = (const void *)a;
            unsigned long t10 = hash_bytes(t9, t8);
            printf("n=%d b=%d int %llx", n, *t6, (unsigned long long)t10);
            mod_big_step(n, s, *t6);
            printf(" short %llx", (unsigned long long)hash_bytes((const void *)s, t7 * 2UL));
            mod_down(n, a, *t6);
            printf(" down %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_unsigned(n, u, (unsigned int)*t6);
            printf(" unsigned %llx", (unsigned long long)hash_bytes((const void *)u, t8));
            long t11 = (long)n;
            if (t11 >= 32L) {
                long t12 = t11 & -32L;
                long i_vec = 0L;
                /* vcc: loop at mod_induction.c:90 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                do {
                    vcc_store(a + i_vec, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    vcc_store(a + (i_vec + 8L), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    vcc_store(a + (i_vec + 16L), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    vcc_store(a + (i_vec + 24L), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    i_vec += 32L;
                } while (i_vec < t12);
                t13 = (int)t12;
            } else {
                t13 = 0;
            }
            long t14 = (long)n + (long)t13 * -1L;
            if (t14 >= 8L) {
                long t15 = t14 & -8L;
                long i_vec_1 = 0L;
                /* vcc: loop at mod_induction.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
                do {
                    vcc_store(a + ((long)t13 + i_vec_1), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                    i_vec_1 += 8L;
                } while (i_vec_1 < t15);
                i = (int)((long)t13 + t15);
            } else {
                i = t13;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            mod_cond(n, a, c, *t6);
            printf(" cond %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_var(n, a, *t6, 11);
            printf(" var %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_four(n, a, *t6);
            printf(" four %llx\n", (unsigned long long)hash_bytes(t9, t8));
        }
        free((void *)f);
        free((void *)a);
        free((void *)s);
        free((void *)l);
        free((void *)u);
        free((void *)c);
    }
}
