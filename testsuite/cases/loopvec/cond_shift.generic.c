/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Shifts under a condition. A shift right, or a shift left of an unsigned value, by a constant
   below the width cannot misbehave on any lane, so if-conversion runs it on every lane as it is:
   a shift by one count (SSE's psrad, psrlq), with no select of the count, which would make it a
   shift by lanes (none on SSE, nor a 64-bit arithmetic one on AVX2). A count that is not a
   constant, one at or past the width, and a signed shift left keep the guard (count 0, or
   value 0, on inactive lanes). Values cover both signs and the top bits. */

void odd_even(int n, int *restrict y, const int *restrict x) {
    int t34;
    int i;
    int t47;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t3 = x_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t5 = x_v >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t6 = (vcc_v8_uint)x_v;
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_int t8 = (vcc_v8_int)t7;
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t8, t5);
            vcc_store(y + i_vec, t9);
            long t10 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t10);
            vcc_v8_int t11 = x_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t12 = (vcc_m8)(t11 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t13 = x_v_1 >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t14 = (vcc_v8_uint)x_v_1;
            vcc_v8_uint t15 = t14 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t16, t13);
            vcc_store(y + t10, t17);
            long t18 = i_vec + 16L;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t18);
            vcc_v8_int t19 = x_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t21 = x_v_2 >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t22 = (vcc_v8_uint)x_v_2;
            vcc_v8_uint t23 = t22 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t24, t21);
            vcc_store(y + t18, t25);
            long t26 = i_vec + 24L;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t26);
            vcc_v8_int t27 = x_v_3 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t28 = (vcc_m8)(t27 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t29 = x_v_3 >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t30 = (vcc_v8_uint)x_v_3;
            vcc_v8_uint t31 = t30 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t32, t29);
            vcc_store(y + t26, t33);
            i_vec += 32L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t37);
            vcc_v8_int t38 = x_v_4 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t39 = (vcc_m8)(t38 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t40 = x_v_4 >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t41 = (vcc_v8_uint)x_v_4;
            vcc_v8_uint t42 = t41 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_int t43 = (vcc_v8_int)t42;
            vcc_v8_int t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t43, t40);
            vcc_store(y + t37, t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    while (i < n) {
        long t45 = (long)i;
        int t46 = x[t45];
        if (t46 & 1) {
            t47 = (int)((unsigned int)t46 * 3U);
        } else {
            t47 = t46 >> 1;
        }
        y[t45] = t47;
        i++;
    }
}

void odd_even_long(int n, long *restrict y, const long *restrict x) {
    int t34;
    int i;
    long t47;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long x_v = vcc_load(vcc_v4_long, x + i_vec);
            vcc_v4_long t3 = x_v & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t4 = __builtin_convertvector(t3 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t5 = x_v >> __builtin_convertvector((vcc_v4_int){63, 63, 63, 63}, vcc_v4_long);
            vcc_v4_ulong t6 = (vcc_v4_ulong)x_v;
            vcc_v4_ulong t7 = t6 * (vcc_v4_ulong){3UL, 3UL, 3UL, 3UL};
            vcc_v4_long t8 = (vcc_v4_long)t7;
            vcc_v4_long t9 = vcc_select(vcc_v4_long, __builtin_convertvector(t4, vcc_v4_long), t8, t5);
            vcc_store(y + i_vec, t9);
            long t10 = i_vec + 4L;
            vcc_v4_long x_v_1 = vcc_load(vcc_v4_long, x + t10);
            vcc_v4_long t11 = x_v_1 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t12 = __builtin_convertvector(t11 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t13 = x_v_1 >> __builtin_convertvector((vcc_v4_int){63, 63, 63, 63}, vcc_v4_long);
            vcc_v4_ulong t14 = (vcc_v4_ulong)x_v_1;
            vcc_v4_ulong t15 = t14 * (vcc_v4_ulong){3UL, 3UL, 3UL, 3UL};
            vcc_v4_long t16 = (vcc_v4_long)t15;
            vcc_v4_long t17 = vcc_select(vcc_v4_long, __builtin_convertvector(t12, vcc_v4_long), t16, t13);
            vcc_store(y + t10, t17);
            long t18 = i_vec + 8L;
            vcc_v4_long x_v_2 = vcc_load(vcc_v4_long, x + t18);
            vcc_v4_long t19 = x_v_2 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t20 = __builtin_convertvector(t19 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t21 = x_v_2 >> __builtin_convertvector((vcc_v4_int){63, 63, 63, 63}, vcc_v4_long);
            vcc_v4_ulong t22 = (vcc_v4_ulong)x_v_2;
            vcc_v4_ulong t23 = t22 * (vcc_v4_ulong){3UL, 3UL, 3UL, 3UL};
            vcc_v4_long t24 = (vcc_v4_long)t23;
            vcc_v4_long t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), t24, t21);
            vcc_store(y + t18, t25);
            long t26 = i_vec + 12L;
            vcc_v4_long x_v_3 = vcc_load(vcc_v4_long, x + t26);
            vcc_v4_long t27 = x_v_3 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t28 = __builtin_convertvector(t27 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t29 = x_v_3 >> __builtin_convertvector((vcc_v4_int){63, 63, 63, 63}, vcc_v4_long);
            vcc_v4_ulong t30 = (vcc_v4_ulong)x_v_3;
            vcc_v4_ulong t31 = t30 * (vcc_v4_ulong){3UL, 3UL, 3UL, 3UL};
            vcc_v4_long t32 = (vcc_v4_long)t31;
            vcc_v4_long t33 = vcc_select(vcc_v4_long, __builtin_convertvector(t28, vcc_v4_long), t32, t29);
            vcc_store(y + t26, t33);
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
        /* vcc: loop at cond_shift.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            vcc_v4_long x_v_4 = vcc_load(vcc_v4_long, x + t37);
            vcc_v4_long t38 = x_v_4 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t39 = __builtin_convertvector(t38 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t40 = x_v_4 >> __builtin_convertvector((vcc_v4_int){63, 63, 63, 63}, vcc_v4_long);
            vcc_v4_ulong t41 = (vcc_v4_ulong)x_v_4;
            vcc_v4_ulong t42 = t41 * (vcc_v4_ulong){3UL, 3UL, 3UL, 3UL};
            vcc_v4_long t43 = (vcc_v4_long)t42;
            vcc_v4_long t44 = vcc_select(vcc_v4_long, __builtin_convertvector(t39, vcc_v4_long), t43, t40);
            vcc_store(y + t37, t44);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    while (i < n) {
        long t45 = (long)i;
        long t46 = x[t45];
        if (t46 & 1L) {
            t47 = (long)((unsigned long)t46 * 3UL);
        } else {
            t47 = t46 >> 63;
        }
        y[t45] = t47;
        i++;
    }
}

void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:30 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint x_v = vcc_load(vcc_v8_uint, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v > (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U});
            vcc_v8_uint t4 = x_v << __builtin_convertvector((vcc_v8_int){31, 31, 31, 31, 31, 31, 31, 31}, vcc_v8_uint);
            vcc_store_masked((unsigned int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t4, t3);
            long t5 = i_vec + 8L;
            vcc_v8_uint x_v_1 = vcc_load(vcc_v8_uint, x + t5);
            vcc_m8 t6 = (vcc_m8)(x_v_1 > (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U});
            vcc_v8_uint t7 = x_v_1 << __builtin_convertvector((vcc_v8_int){31, 31, 31, 31, 31, 31, 31, 31}, vcc_v8_uint);
            vcc_store_masked((unsigned int *)((unsigned long)y + (unsigned long)t5 * 4UL), t7, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v8_uint x_v_2 = vcc_load(vcc_v8_uint, x + t11);
            vcc_m8 t12 = (vcc_m8)(x_v_2 > (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U});
            vcc_v8_uint t13 = x_v_2 << __builtin_convertvector((vcc_v8_int){31, 31, 31, 31, 31, 31, 31, 31}, vcc_v8_uint);
            vcc_store_masked((unsigned int *)((unsigned long)y + (unsigned long)t11 * 4UL), t13, t12);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        unsigned int t15 = x[t14];
        if (t15 > 1000U) {
            y[t14] = t15 << 31;
        }
    }
}

/* Guarded: the signed left shift, the count that varies. */
void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    int t20;
    int i;
    int t34;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t4 = (vcc_m8)(x_v < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t5 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            vcc_v8_int t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t5, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t7 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, x_v, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t10 = t9 << t8;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t10, t7);
            long t11 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t11);
            vcc_m8 t12 = (vcc_m8)(x_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t13 = (vcc_m8)(x_v_1 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t14 = __builtin_convertvector(t13 & 1, vcc_v8_int);
            vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t16 = (vcc_m8)(t15 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, x_v_1, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t19 = t18 << t17;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t11 * 4UL), t19, t16);
            i_vec += 16L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t23);
            vcc_m8 t24 = (vcc_m8)(x_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t25 = (vcc_m8)(x_v_2 < (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t26 = __builtin_convertvector(t25 & 1, vcc_v8_int);
            vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t26, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t28 = (vcc_m8)(t27 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, x_v_2, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t31 = t30 << t29;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t23 * 4UL), t31, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        int t33 = x[t32];
        if (t33 > 0) {
            t34 = (t33 < 1000) != 0;
        } else {
            t34 = 0;
        }
        if (t34) {
            y[t32] = t33 << 20;
        }
    }
}

void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    int t18;
    int i;
    int t31;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int s_v = vcc_load(vcc_v8_int, s + i_vec);
            vcc_m8 t3 = (vcc_m8)(s_v >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t4 = (vcc_m8)(s_v < (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32});
            vcc_v8_int t5 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            vcc_v8_int t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t5, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t7 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int x_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t7);
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, s_v, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t9 = x_v >> t8;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t9, t7);
            long t10 = i_vec + 8L;
            vcc_v8_int s_v_1 = vcc_load(vcc_v8_int, s + t10);
            vcc_m8 t11 = (vcc_m8)(s_v_1 >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t12 = (vcc_m8)(s_v_1 < (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32});
            vcc_v8_int t13 = __builtin_convertvector(t12 & 1, vcc_v8_int);
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t13, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int x_v_1 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)t10 * 4UL), t15);
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, s_v_1, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t17 = x_v_1 >> t16;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t10 * 4UL), t17, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_int s_v_2 = vcc_load(vcc_v8_int, s + t21);
            vcc_m8 t22 = (vcc_m8)(s_v_2 >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t23 = (vcc_m8)(s_v_2 < (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32});
            vcc_v8_int t24 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t26 = (vcc_m8)(t25 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int x_v_2 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)t21 * 4UL), t26);
            vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, s_v_2, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t28 = x_v_2 >> t27;
            vcc_store_masked((int *)((unsigned long)y + (unsigned long)t21 * 4UL), t28, t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = s[t29];
        if (t30 >= 0) {
            t31 = (t30 < 32) != 0;
        } else {
            t31 = 0;
        }
        if (t31) {
            y[t29] = x[t29] >> t30;
        }
    }
}

void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    int t20;
    int i;
    int t35;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar x_v = vcc_load(vcc_v8_uchar, x + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(x_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t4 = t3 & (vcc_v8_int){128, 128, 128, 128, 128, 128, 128, 128};
            vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t6 = t3 >> (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uchar t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_int t8 = t3 >> (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector(t5, vcc_v8_schar), t9, t7);
            vcc_store(y + i_vec, t10);
            long t11 = i_vec + 8L;
            vcc_v8_uchar x_v_1 = vcc_load(vcc_v8_uchar, x + t11);
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(x_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t13 = t12 & (vcc_v8_int){128, 128, 128, 128, 128, 128, 128, 128};
            vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t15 = t12 >> (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_int t17 = t12 >> (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector(t14, vcc_v8_schar), t18, t16);
            vcc_store(y + t11, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            vcc_v8_uchar x_v_2 = vcc_load(vcc_v8_uchar, x + t23);
            vcc_v8_int t24 = __builtin_convertvector(__builtin_convertvector(x_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t25 = t24 & (vcc_v8_int){128, 128, 128, 128, 128, 128, 128, 128};
            vcc_m8 t26 = (vcc_m8)(t25 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t27 = t24 >> (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector(t27, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_int t29 = t24 >> (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uchar t30 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector(t26, vcc_v8_schar), t30, t28);
            vcc_store(y + t23, t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        unsigned char *t33 = y + t32;
        int t34 = (int)x[t32];
        if (t34 & 128) {
            t35 = (int)(unsigned char)(t34 >> 7);
        } else {
            t35 = (int)(unsigned char)(t34 >> 2);
        }
        *t33 = (unsigned char)t35;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *s = new_array(n, 4);
        long *lx = new_array(n, 8), *ly = new_array(n, 8);
        unsigned char *bx = new_array(n, 1), *by = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            x[i] = (int)(r * 2654435761u) >> (r % 3);
            s[i] = (int)(next_rand() % 40) - 4;
            lx[i] = (long)((uint64_t)next_rand() << 33 ^ next_rand());
            bx[i] = (unsigned char)next_rand();
            y[i] = -1;
            ly[i] = -1;
            by[i] = 0;
        }
        odd_even(n, y, x);
        printf("n=%d odd_even %llx\n", n, HASH(y, n));
        odd_even_long(n, ly, lx);
        printf("n=%d odd_even_long %llx\n", n, HASH(ly, n));
        cond_shl_unsigned(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_shl_unsigned %llx\n", n, HASH(y, n));
        cond_shl_signed(n, y, x);
        printf("n=%d cond_shl_signed %llx\n", n, HASH(y, n));
        cond_shift_var(n, y, x, s);
        printf("n=%d cond_shift_var %llx\n", n, HASH(y, n));
        cond_shift_bytes(n, by, bx);
        printf("n=%d cond_shift_bytes %llx\n", n, HASH(by, n));
        free(x), free(y), free(s), free(lx), free(ly), free(bx), free(by);
    }
    return 0;
}
