/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
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
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=9 neon=8 sse2=9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
void mod_long_float(int n, float *a, long r) {
    int t43;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)r;
    if ((t3 >= 32L) & (t4 >= 0L)) {
        long t5 = t3 & -32L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, (int)(t4 % 97L));
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 31, 62, 93, 27, 58, 89, 23};
        vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t10 = (vcc_v8_uint)t7;
        vcc_v8_uint t11 = t10 - t9;
        vcc_v8_int t1 = (vcc_v8_int)t11;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:10 vectorized: VF 8, UF 4, the remainder at 11:23 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float t12 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t13 = t12 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + i_vec, t13);
            vcc_v8_int t14 = t1 + (vcc_v8_int){54, 54, 54, 54, 54, 54, 54, 54};
            vcc_m8 t15 = (vcc_m8)(t14 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
            vcc_v8_uint t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t17 = (vcc_v8_uint)t14;
            vcc_v8_uint t18 = t17 - t16;
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_v8_float t20 = __builtin_convertvector(t19, vcc_v8_float);
            vcc_v8_float t21 = t20 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (i_vec + 8L), t21);
            vcc_v8_int t22 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
            vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t25 = (vcc_v8_uint)t22;
            vcc_v8_uint t26 = t25 - t24;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_v8_float t28 = __builtin_convertvector(t27, vcc_v8_float);
            vcc_v8_float t29 = t28 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (i_vec + 16L), t29);
            vcc_v8_int t30 = t1 + (vcc_v8_int){65, 65, 65, 65, 65, 65, 65, 65};
            vcc_m8 t31 = (vcc_m8)(t30 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
            vcc_v8_uint t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t33 = (vcc_v8_uint)t30;
            vcc_v8_uint t34 = t33 - t32;
            vcc_v8_int t35 = (vcc_v8_int)t34;
            vcc_v8_float t36 = __builtin_convertvector(t35, vcc_v8_float);
            vcc_v8_float t37 = t36 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + (i_vec + 24L), t37);
            i_vec += 32L;
            vcc_v8_int t38 = t1 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
            vcc_m8 t39 = (vcc_m8)(t38 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
            vcc_v8_uint t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t41 = (vcc_v8_uint)t38;
            vcc_v8_uint t42 = t41 - t40;
            t1 = (vcc_v8_int)t42;
        } while (i_vec < t5);
        t43 = (int)t5;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    long t45 = (long)((unsigned long)(long)(int)((unsigned int)t43 * 31U) + (unsigned long)r);
    if ((t44 >= 8L) & (t45 >= 0L)) {
        long t46 = t44 & -8L;
        vcc_v8_int t47 = vcc_splat(vcc_v8_int, (int)(t45 % 97L));
        vcc_v8_int t48 = t47 + (vcc_v8_int){0, 31, 62, 93, 27, 58, 89, 23};
        vcc_m8 t49 = (vcc_m8)(t48 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t51 = (vcc_v8_uint)t48;
        vcc_v8_uint t52 = t51 - t50;
        vcc_v8_int t2 = (vcc_v8_int)t52;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float t53 = __builtin_convertvector(t2, vcc_v8_float);
            vcc_v8_float t54 = t53 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(a + ((long)t43 + i_vec_1), t54);
            i_vec_1 += 8L;
            vcc_v8_int t55 = t2 + (vcc_v8_int){54, 54, 54, 54, 54, 54, 54, 54};
            vcc_m8 t56 = (vcc_m8)(t55 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
            vcc_v8_uint t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t58 = (vcc_v8_uint)t55;
            vcc_v8_uint t59 = t58 - t57;
            t2 = (vcc_v8_int)t59;
        } while (i_vec_1 < t46);
        i = (int)((long)t43 + t46);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
void mod_int(int n, int *a, int b) {
    int t35;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, t4 % 256);
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
        vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t10 = (vcc_v8_uint)t7;
        vcc_v8_uint t11 = t10 - t9;
        vcc_v8_int t1 = (vcc_v8_int)t11;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:16 vectorized: VF 8, UF 4, the remainder at 17:16 by 256 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(a + i_vec, t1);
            vcc_v8_int t12 = t1 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
            vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uint t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t15 = (vcc_v8_uint)t12;
            vcc_v8_uint t16 = t15 - t14;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_store(a + (i_vec + 8L), t17);
            vcc_v8_int t18 = t1 + (vcc_v8_int){112, 112, 112, 112, 112, 112, 112, 112};
            vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uint t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t21 = (vcc_v8_uint)t18;
            vcc_v8_uint t22 = t21 - t20;
            vcc_v8_int t23 = (vcc_v8_int)t22;
            vcc_store(a + (i_vec + 16L), t23);
            vcc_v8_int t24 = t1 + (vcc_v8_int){168, 168, 168, 168, 168, 168, 168, 168};
            vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t27 = (vcc_v8_uint)t24;
            vcc_v8_uint t28 = t27 - t26;
            vcc_v8_int t29 = (vcc_v8_int)t28;
            vcc_store(a + (i_vec + 24L), t29);
            i_vec += 32L;
            vcc_v8_int t30 = t1 + (vcc_v8_int){224, 224, 224, 224, 224, 224, 224, 224};
            vcc_m8 t31 = (vcc_m8)(t30 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uint t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t33 = (vcc_v8_uint)t30;
            vcc_v8_uint t34 = t33 - t32;
            t1 = (vcc_v8_int)t34;
        } while (i_vec < t5);
        t35 = (int)t5;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    int t37 = (int)((unsigned int)(int)((unsigned int)t35 * 7U) + (unsigned int)b);
    if ((t36 >= 8L) & (t37 >= 0)) {
        long t38 = t36 & -8L;
        vcc_v8_int t39 = vcc_splat(vcc_v8_int, t37 % 256);
        vcc_v8_int t40 = t39 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_m8 t41 = (vcc_m8)(t40 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
        vcc_v8_uint t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t43 = (vcc_v8_uint)t40;
        vcc_v8_uint t44 = t43 - t42;
        vcc_v8_int t2 = (vcc_v8_int)t44;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(a + ((long)t35 + i_vec_1), t2);
            i_vec_1 += 8L;
            vcc_v8_int t45 = t2 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
            vcc_m8 t46 = (vcc_m8)(t45 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_uint t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_uint){256U, 256U, 256U, 256U, 256U, 256U, 256U, 256U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t48 = (vcc_v8_uint)t45;
            vcc_v8_uint t49 = t48 - t47;
            t2 = (vcc_v8_int)t49;
        } while (i_vec_1 < t38);
        i = (int)((long)t35 + t38);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
void mod_big_step(int n, short *a, int b) {
    int t39;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, t4 % 13);
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t10 = (vcc_v8_uint)t7;
        vcc_v8_uint t11 = t10 - t9;
        vcc_v8_int t1 = (vcc_v8_int)t11;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:22 vectorized: VF 8, UF 4, the remainder at 23:23 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short t12 = __builtin_convertvector(t1, vcc_v8_short);
            vcc_store(a + i_vec, t12);
            vcc_v8_int t13 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t16 = (vcc_v8_uint)t13;
            vcc_v8_uint t17 = t16 - t15;
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_v8_short t19 = __builtin_convertvector(t18, vcc_v8_short);
            vcc_store(a + (i_vec + 8L), t19);
            vcc_v8_int t20 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t23 = (vcc_v8_uint)t20;
            vcc_v8_uint t24 = t23 - t22;
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_v8_short t26 = __builtin_convertvector(t25, vcc_v8_short);
            vcc_store(a + (i_vec + 16L), t26);
            vcc_v8_int t27 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t30 = (vcc_v8_uint)t27;
            vcc_v8_uint t31 = t30 - t29;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_v8_short t33 = __builtin_convertvector(t32, vcc_v8_short);
            vcc_store(a + (i_vec + 24L), t33);
            i_vec += 32L;
            vcc_v8_int t34 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t37 = (vcc_v8_uint)t34;
            vcc_v8_uint t38 = t37 - t36;
            t1 = (vcc_v8_int)t38;
        } while (i_vec < t5);
        t39 = (int)t5;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    int t41 = (int)((unsigned int)(int)((unsigned int)t39 * 1000U) + (unsigned int)b);
    if ((t40 >= 8L) & (t41 >= 0)) {
        long t42 = t40 & -8L;
        vcc_v8_int t43 = vcc_splat(vcc_v8_int, t41 % 13);
        vcc_v8_int t44 = t43 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_m8 t45 = (vcc_m8)(t44 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t47 = (vcc_v8_uint)t44;
        vcc_v8_uint t48 = t47 - t46;
        vcc_v8_int t2 = (vcc_v8_int)t48;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short t49 = __builtin_convertvector(t2, vcc_v8_short);
            vcc_store(a + ((long)t39 + i_vec_1), t49);
            i_vec_1 += 8L;
            vcc_v8_int t50 = t2 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_m8 t51 = (vcc_m8)(t50 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t51, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t53 = (vcc_v8_uint)t50;
            vcc_v8_uint t54 = t53 - t52;
            t2 = (vcc_v8_int)t54;
        } while (i_vec_1 < t42);
        i = (int)((long)t39 + t42);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
void mod_long(int n, long *a, long b) {
    int t35;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)b;
    if ((t3 >= 16L) & (t4 >= 0L)) {
        long t5 = t3 & -16L;
        vcc_v4_long t6 = vcc_splat(vcc_v4_long, t4 % 1000L);
        vcc_v4_long t7 = t6 + (vcc_v4_long){0L, 3L, 6L, 9L};
        vcc_m4 t8 = __builtin_convertvector(t7 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
        vcc_v4_ulong t9 = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
        vcc_v4_ulong t10 = (vcc_v4_ulong)t7;
        vcc_v4_ulong t11 = t10 - t9;
        vcc_v4_long t1 = (vcc_v4_long)t11;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:28 vectorized: VF 4, UF 4, the remainder at 29:16 by 1000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            vcc_store(a + i_vec, t1);
            vcc_v4_long t12 = t1 + (vcc_v4_long){12L, 12L, 12L, 12L};
            vcc_m4 t13 = __builtin_convertvector(t12 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
            vcc_v4_ulong t14 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong t15 = (vcc_v4_ulong)t12;
            vcc_v4_ulong t16 = t15 - t14;
            vcc_v4_long t17 = (vcc_v4_long)t16;
            vcc_store(a + (i_vec + 4L), t17);
            vcc_v4_long t18 = t1 + (vcc_v4_long){24L, 24L, 24L, 24L};
            vcc_m4 t19 = __builtin_convertvector(t18 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
            vcc_v4_ulong t20 = vcc_select(vcc_v4_long, __builtin_convertvector(t19, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong t21 = (vcc_v4_ulong)t18;
            vcc_v4_ulong t22 = t21 - t20;
            vcc_v4_long t23 = (vcc_v4_long)t22;
            vcc_store(a + (i_vec + 8L), t23);
            vcc_v4_long t24 = t1 + (vcc_v4_long){36L, 36L, 36L, 36L};
            vcc_m4 t25 = __builtin_convertvector(t24 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
            vcc_v4_ulong t26 = vcc_select(vcc_v4_long, __builtin_convertvector(t25, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong t27 = (vcc_v4_ulong)t24;
            vcc_v4_ulong t28 = t27 - t26;
            vcc_v4_long t29 = (vcc_v4_long)t28;
            vcc_store(a + (i_vec + 12L), t29);
            i_vec += 16L;
            vcc_v4_long t30 = t1 + (vcc_v4_long){48L, 48L, 48L, 48L};
            vcc_m4 t31 = __builtin_convertvector(t30 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
            vcc_v4_ulong t32 = vcc_select(vcc_v4_long, __builtin_convertvector(t31, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong t33 = (vcc_v4_ulong)t30;
            vcc_v4_ulong t34 = t33 - t32;
            t1 = (vcc_v4_long)t34;
        } while (i_vec < t5);
        t35 = (int)t5;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    long t37 = (long)((unsigned long)(long)((unsigned long)(long)t35 * 3UL) + (unsigned long)b);
    if ((t36 >= 4L) & (t37 >= 0L)) {
        long t38 = t36 & -4L;
        vcc_v4_long t39 = vcc_splat(vcc_v4_long, t37 % 1000L);
        vcc_v4_long t40 = t39 + (vcc_v4_long){0L, 3L, 6L, 9L};
        vcc_m4 t41 = __builtin_convertvector(t40 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
        vcc_v4_ulong t42 = vcc_select(vcc_v4_long, __builtin_convertvector(t41, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
        vcc_v4_ulong t43 = (vcc_v4_ulong)t40;
        vcc_v4_ulong t44 = t43 - t42;
        vcc_v4_long t2 = (vcc_v4_long)t44;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_store(a + ((long)t35 + i_vec_1), t2);
            i_vec_1 += 4L;
            vcc_v4_long t45 = t2 + (vcc_v4_long){12L, 12L, 12L, 12L};
            vcc_m4 t46 = __builtin_convertvector(t45 > (vcc_v4_long){999L, 999L, 999L, 999L}, vcc_m4);
            vcc_v4_ulong t47 = vcc_select(vcc_v4_long, __builtin_convertvector(t46, vcc_v4_long), ((vcc_v4_ulong){1000UL, 1000UL, 1000UL, 1000UL}), ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong t48 = (vcc_v4_ulong)t45;
            vcc_v4_ulong t49 = t48 - t47;
            t2 = (vcc_v4_long)t49;
        } while (i_vec_1 < t38);
        i = (int)((long)t35 + t38);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        a[t50] = (t50 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
void mod_down(int n, int *a, int b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:34 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t6 = b_v - t5;
            vcc_v8_int t7 = t6 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + i_vec, t7);
            vcc_v8_uint t8 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t8;
            vcc_v8_int t9 = i_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t10 = b_v - t9;
            vcc_v8_int t11 = t10 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + (i_vec + 8L), t11);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        vcc_v8_int b_v_1 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t15 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
        vcc_v8_uint t16 = (vcc_v8_uint)t15;
        vcc_v8_uint i_v_1 = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t17 = i_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t18 = b_v_1 - t17;
            vcc_v8_int t19 = t18 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + ((long)t12 + i_vec_1), t19);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
void mod_unsigned(int n, unsigned *a, unsigned b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uint b_v = (vcc_v8_uint){b, b, b, b, b, b, b, b};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:40 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_uint t5 = (vcc_v8_uint)i_v_2;
            vcc_v8_uint t6 = t5 * (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            vcc_v8_uint t7 = t6 + b_v;
            vcc_v8_uint t8 = t7 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_store(a + i_vec, t8);
            vcc_v8_uint t9 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t9;
            vcc_v8_uint t10 = (vcc_v8_uint)i_v_3;
            vcc_v8_uint t11 = t10 * (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            vcc_v8_uint t12 = t11 + b_v;
            vcc_v8_uint t13 = t12 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_store(a + (i_vec + 8L), t13);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        vcc_v8_uint b_v_1 = (vcc_v8_uint){b, b, b, b, b, b, b, b};
        vcc_v8_int t17 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint i_v_1 = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_uint t19 = (vcc_v8_uint)i_v_4;
            vcc_v8_uint t20 = t19 * (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            vcc_v8_uint t21 = t20 + b_v_1;
            vcc_v8_uint t22 = t21 % (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_store(a + ((long)t14 + i_vec_1), t22);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
void mod_cond(int n, int *a, const int *c, int b) {
    int t30;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)c;
    long t4 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint i_v = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:46 vectorized: VF 8, UF 2, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_m8 t8 = (vcc_m8)(c_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t9 = (vcc_v8_uint)i_v_2;
            vcc_v8_uint t10 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t11 = t9 * t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = (vcc_v8_uint)b_v;
            vcc_v8_uint t15 = t13 + t14;
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_v8_int t17 = t16 % (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t17, t8);
            long t18 = i_vec + 8L;
            vcc_v8_uint t19 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t19;
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t18);
            vcc_m8 t20 = (vcc_m8)(c_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t21 = (vcc_v8_uint)i_v_3;
            vcc_v8_uint t22 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t23 = t21 * t22;
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            vcc_v8_uint t26 = (vcc_v8_uint)b_v;
            vcc_v8_uint t27 = t25 + t26;
            vcc_v8_int t28 = (vcc_v8_int)t27;
            vcc_v8_int t29 = t28 % (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t18 * 4UL), t29, t20);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t5);
        t30 = (int)t5;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)a;
    unsigned long t33 = (unsigned long)c;
    long t34 = (long)((unsigned long)a + (unsigned long)((long)t30 * 4L) - ((unsigned long)c + (unsigned long)((long)t30 * 4L)));
    if ((t31 >= 8L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | ((t34 <= 0L) | (t34 >= 32L)))) {
        long t35 = t31 & -8L;
        vcc_v8_int b_v_1 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t36 = (vcc_v8_int){t30, t30, t30, t30, t30, t30, t30, t30};
        vcc_v8_uint t37 = (vcc_v8_uint)t36;
        vcc_v8_uint i_v_1 = t37 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:46 vector epilogue: VF 8, UF 1, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t38 = (long)t30 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t38);
            vcc_m8 t39 = (vcc_m8)(c_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t40 = (vcc_v8_uint)i_v_4;
            vcc_v8_uint t41 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t42 = t40 * t41;
            vcc_v8_int t43 = (vcc_v8_int)t42;
            vcc_v8_uint t44 = (vcc_v8_uint)t43;
            vcc_v8_uint t45 = (vcc_v8_uint)b_v_1;
            vcc_v8_uint t46 = t44 + t45;
            vcc_v8_int t47 = (vcc_v8_int)t46;
            vcc_v8_int t48 = t47 % (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t38 * 4UL), t48, t39);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t35);
        i = (int)((long)t30 + t35);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        if (c[t49] > 0) {
            a[t49] = (i * 3 + b) % 10;
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
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int b_v = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_2 + b_v;
            vcc_v8_int t6 = t5 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_store(a + i_vec, t6);
            vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t7;
            vcc_v8_int t8 = i_v_3 + b_v;
            vcc_v8_int t9 = t8 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_store(a + (i_vec + 8L), t9);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_int b_v_1 = (vcc_v8_int){b, b, b, b, b, b, b, b};
        vcc_v8_int t13 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
        vcc_v8_uint t14 = (vcc_v8_uint)t13;
        vcc_v8_uint i_v_1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t15 = i_v_4 + b_v_1;
            vcc_v8_int t16 = t15 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_store(a + ((long)t10 + i_vec_1), t16);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
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
