/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=13 neon=9 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:14 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar a_v = vcc_load(vcc_v32_schar, a + i_vec);
            vcc_m32 t3 = (vcc_m32)(a_v > (vcc_v32_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0});
            vcc_store_masked((signed char *)((unsigned long)b + (unsigned long)i_vec * 1UL), a_v, t3);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        signed char t5 = a[t4];
        if ((int)t5 > 0) {
            b[t4] = t5;
        }
    }
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_m8 t4 = (vcc_m8)(t3 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t5 = (vcc_m8)(t3 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_m8 t6 = ~t5;
            vcc_m8 t7 = t4 & t6;
            vcc_v8_uint t8 = (vcc_v8_uint)t3;
            vcc_v8_uint t9 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t10 = t8 * t9;
            vcc_v8_int t11 = (vcc_v8_int)t10;
            vcc_v8_short t12 = __builtin_convertvector(t11, vcc_v8_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), t12, t7);
            vcc_m8 t13 = t4 & t5;
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), ((vcc_v8_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = (int)a[t14];
        if (t15 > 0) {
            if (t15 > 100) {
                c[t14] = (short)100;
            } else {
                c[t14] = (short)(t15 * 2);
            }
        }
    }
}

int sum_odd_i32(int n, const int *a) {
    int t12;
    int t13;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at if_convert.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t5 = (vcc_v8_uint)a_v;
            vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t5, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v = s_v + t6;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_int t7 = a_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t9 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t9, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_1 = s_v_1 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (int)vcc_reduce(unsigned int, t11, +);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at if_convert.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t12 + i_vec_1));
            vcc_v8_int t16 = a_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t17 = (vcc_m8)(t16 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t18 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t18, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_2 = s_v_2 + t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (int)((unsigned int)t13 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++, s = s_1) {
        int t20 = a[i];
        if (t20 & 1) {
            s_1 = s + t20;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int i;
    int t16;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:39 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(b_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_int t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, b_v, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t5 = a_v / t4;
            vcc_v8_int t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, b_v, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t7 = a_v % t6;
            vcc_v8_uint t8 = (vcc_v8_uint)t5;
            vcc_v8_uint t9 = (vcc_v8_uint)t7;
            vcc_v8_uint t10 = t8 + t9;
            vcc_v8_int t11 = (vcc_v8_int)t10;
            vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t11, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(c + i_vec, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t13 = (long)i;
        int t14 = b[t13];
        if (t14 != 0) {
            int t15 = a[t13];
            t16 = t15 / t14 + t15 % t14;
        } else {
            t16 = -1;
        }
        c[t13] = t16;
        i++;
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint s_v = vcc_load(vcc_v8_uint, s + i_vec);
            vcc_m8 t3 = (vcc_m8)(s_v < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            vcc_v8_uint a_v = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_uint t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, s_v, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t5 = a_v << t4;
            vcc_store_masked((unsigned int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t5, t3);
            long t6 = i_vec + 8L;
            vcc_v8_uint s_v_1 = vcc_load(vcc_v8_uint, s + t6);
            vcc_m8 t7 = (vcc_m8)(s_v_1 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            vcc_v8_uint a_v_1 = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t6 * 4UL), t7);
            vcc_v8_uint t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, s_v_1, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t9 = a_v_1 << t8;
            vcc_store_masked((unsigned int *)((unsigned long)c + (unsigned long)t6 * 4UL), t9, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_uint s_v_2 = vcc_load(vcc_v8_uint, s + t13);
            vcc_m8 t14 = (vcc_m8)(s_v_2 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            vcc_v8_uint a_v_2 = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t13 * 4UL), t14);
            vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, s_v_2, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t16 = a_v_2 << t15;
            vcc_store_masked((unsigned int *)((unsigned long)c + (unsigned long)t13 * 4UL), t16, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        unsigned int t18 = s[t17];
        if (t18 < 32U) {
            c[t17] = a[t17] << t18;
        }
    }
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    int t17;
    int i;
    int t32;
    int t33;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t4 = a + i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t4);
            vcc_v8_int t5 = vcc_max(vcc_v8_int, a_v, (vcc_v8_int)-(vcc_v8_uint)a_v);
            vcc_store(c + i_vec, t5);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t4);
            vcc_m8 t6 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t7 = (vcc_m8)(a_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t8 = (vcc_v8_int)t7;
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t8);
            vcc_store(d + i_vec, t9);
            long t10 = i_vec + 8L;
            const int *t11 = a + t10;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t11);
            vcc_v8_int t12 = vcc_max(vcc_v8_int, a_v_2, (vcc_v8_int)-(vcc_v8_uint)a_v_2);
            vcc_store(c + t10, t12);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, t11);
            vcc_m8 t13 = (vcc_m8)(a_v_3 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t14 = (vcc_m8)(a_v_3 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t15);
            vcc_store(d + t10, t16);
            i_vec += 16L;
        } while (i_vec < t3);
        t17 = (int)t3;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t20 = (long)t17 + i_vec_1;
            const int *t21 = a + t20;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, t21);
            vcc_v8_int t22 = vcc_max(vcc_v8_int, a_v_4, (vcc_v8_int)-(vcc_v8_uint)a_v_4);
            vcc_store(c + t20, t22);
            vcc_v8_int a_v_5 = vcc_load(vcc_v8_int, t21);
            vcc_m8 t23 = (vcc_m8)(a_v_5 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t24 = (vcc_m8)(a_v_5 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t25);
            vcc_store(d + t20, t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int *t28 = c + t27;
        const int *t29 = a + t27;
        int t1 = *t29;
        if (t1 < 0) {
            t1 = -t1;
        }
        *t28 = t1;
        int *t30 = d + t27;
        int t31 = *t29;
        if (t31 > 0) {
            t33 = 1;
        } else {
            if (t31 < 0) {
                t32 = -1;
            } else {
                t32 = 0;
            }
            t33 = t32;
        }
        *t30 = t33;
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    int t50;
    int i;
    long t67;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long t3 = a_v & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t4 = __builtin_convertvector(t3 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t5 = (vcc_v4_ulong)a_v;
            vcc_v4_ulong t6 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t7 = t5 - t6;
            vcc_v4_long t8 = (vcc_v4_long)t7;
            vcc_v4_ulong t9 = (vcc_v4_ulong)a_v;
            vcc_v4_ulong t10 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t11 = t9 * t10;
            vcc_v4_long t12 = (vcc_v4_long)t11;
            vcc_v4_long t13 = vcc_select(vcc_v4_long, __builtin_convertvector(t4, vcc_v4_long), t12, t8);
            vcc_store(c + i_vec, t13);
            long t14 = i_vec + 4L;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t14);
            vcc_v4_long t15 = a_v_1 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t16 = __builtin_convertvector(t15 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t17 = (vcc_v4_ulong)a_v_1;
            vcc_v4_ulong t18 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t19 = t17 - t18;
            vcc_v4_long t20 = (vcc_v4_long)t19;
            vcc_v4_ulong t21 = (vcc_v4_ulong)a_v_1;
            vcc_v4_ulong t22 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t23 = t21 * t22;
            vcc_v4_long t24 = (vcc_v4_long)t23;
            vcc_v4_long t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t16, vcc_v4_long), t24, t20);
            vcc_store(c + t14, t25);
            long t26 = i_vec + 8L;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t26);
            vcc_v4_long t27 = a_v_2 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t28 = __builtin_convertvector(t27 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t29 = (vcc_v4_ulong)a_v_2;
            vcc_v4_ulong t30 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t31 = t29 - t30;
            vcc_v4_long t32 = (vcc_v4_long)t31;
            vcc_v4_ulong t33 = (vcc_v4_ulong)a_v_2;
            vcc_v4_ulong t34 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t35 = t33 * t34;
            vcc_v4_long t36 = (vcc_v4_long)t35;
            vcc_v4_long t37 = vcc_select(vcc_v4_long, __builtin_convertvector(t28, vcc_v4_long), t36, t32);
            vcc_store(c + t26, t37);
            long t38 = i_vec + 12L;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t38);
            vcc_v4_long t39 = a_v_3 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t40 = __builtin_convertvector(t39 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t41 = (vcc_v4_ulong)a_v_3;
            vcc_v4_ulong t42 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t43 = t41 - t42;
            vcc_v4_long t44 = (vcc_v4_long)t43;
            vcc_v4_ulong t45 = (vcc_v4_ulong)a_v_3;
            vcc_v4_ulong t46 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t47 = t45 * t46;
            vcc_v4_long t48 = (vcc_v4_long)t47;
            vcc_v4_long t49 = vcc_select(vcc_v4_long, __builtin_convertvector(t40, vcc_v4_long), t48, t44);
            vcc_store(c + t38, t49);
            i_vec += 16L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t53);
            vcc_v4_long t54 = a_v_4 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_m4 t55 = __builtin_convertvector(t54 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t56 = (vcc_v4_ulong)a_v_4;
            vcc_v4_ulong t57 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t58 = t56 - t57;
            vcc_v4_long t59 = (vcc_v4_long)t58;
            vcc_v4_ulong t60 = (vcc_v4_ulong)a_v_4;
            vcc_v4_ulong t61 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t62 = t60 * t61;
            vcc_v4_long t63 = (vcc_v4_long)t62;
            vcc_v4_long t64 = vcc_select(vcc_v4_long, __builtin_convertvector(t55, vcc_v4_long), t63, t59);
            vcc_store(c + t53, t64);
            i_vec_1 += 4L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    while (i < n) {
        long t65 = (long)i;
        long t66 = a[t65];
        if (t66 & 1L) {
            t67 = t66 * 3L;
        } else {
            t67 = t66 - 7L;
        }
        c[t65] = t67;
        i++;
    }
}

long sum_neg_i64(int n, const long *a) {
    int t18;
    long t19;
    int i;
    long s;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at if_convert.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_m4 t3 = __builtin_convertvector(a_v < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t4 = (vcc_v4_ulong)a_v;
            vcc_v4_ulong t5 = vcc_select(vcc_v4_long, __builtin_convertvector(t3, vcc_v4_long), t4, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v = s_v + t5;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + (i_vec + 4L));
            vcc_m4 t6 = __builtin_convertvector(a_v_1 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t7 = (vcc_v4_ulong)a_v_1;
            vcc_v4_ulong t8 = vcc_select(vcc_v4_long, __builtin_convertvector(t6, vcc_v4_long), t7, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v_1 = s_v_1 + t8;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + (i_vec + 8L));
            vcc_m4 t9 = __builtin_convertvector(a_v_2 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t10 = (vcc_v4_ulong)a_v_2;
            vcc_v4_ulong t11 = vcc_select(vcc_v4_long, __builtin_convertvector(t9, vcc_v4_long), t10, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v_2 = s_v_2 + t11;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + (i_vec + 12L));
            vcc_m4 t12 = __builtin_convertvector(a_v_3 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t13 = (vcc_v4_ulong)a_v_3;
            vcc_v4_ulong t14 = vcc_select(vcc_v4_long, __builtin_convertvector(t12, vcc_v4_long), t13, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v_3 = s_v_3 + t14;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t15 = s_v + s_v_1;
        vcc_v4_ulong t16 = t15 + s_v_2;
        vcc_v4_ulong t17 = t16 + s_v_3;
        t18 = (int)t2;
        t19 = (long)vcc_reduce(unsigned long, t17, +);
    } else {
        t18 = 0;
        t19 = 0L;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at if_convert.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + ((long)t18 + i_vec_1));
            vcc_m4 t22 = __builtin_convertvector(a_v_4 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t23 = (vcc_v4_ulong)a_v_4;
            vcc_v4_ulong t24 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), t23, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v_4 = s_v_4 + t24;
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (long)((unsigned long)t19 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++, s = s_1) {
        long t25 = a[i];
        if (t25 < 0L) {
            s_1 = s + t25;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    int t10;
    int i;
    float x_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float lo_v = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_float hi_v = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:78 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v < lo_v);
            vcc_v8_float x_v_1 = vcc_min(vcc_v8_int, hi_v, x_v);
            vcc_v8_float x_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, lo_v, x_v_1);
            vcc_store(c + i_vec, x_v_2);
            long t4 = i_vec + 8L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, a + t4);
            vcc_m8 t5 = (vcc_m8)(x_v_3 < lo_v);
            vcc_v8_float x_v_4 = vcc_min(vcc_v8_int, hi_v, x_v_3);
            vcc_v8_float x_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, lo_v, x_v_4);
            vcc_store(c + t4, x_v_5);
            long t6 = i_vec + 16L;
            vcc_v8_float x_v_6 = vcc_load(vcc_v8_float, a + t6);
            vcc_m8 t7 = (vcc_m8)(x_v_6 < lo_v);
            vcc_v8_float x_v_7 = vcc_min(vcc_v8_int, hi_v, x_v_6);
            vcc_v8_float x_v_8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, lo_v, x_v_7);
            vcc_store(c + t6, x_v_8);
            long t8 = i_vec + 24L;
            vcc_v8_float x_v_9 = vcc_load(vcc_v8_float, a + t8);
            vcc_m8 t9 = (vcc_m8)(x_v_9 < lo_v);
            vcc_v8_float x_v_10 = vcc_min(vcc_v8_int, hi_v, x_v_9);
            vcc_v8_float x_v_11 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, lo_v, x_v_10);
            vcc_store(c + t8, x_v_11);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_float lo_v_1 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_float hi_v_1 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:78 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_float x_v_12 = vcc_load(vcc_v8_float, a + t13);
            vcc_m8 t14 = (vcc_m8)(x_v_12 < lo_v_1);
            vcc_v8_float x_v_13 = vcc_min(vcc_v8_int, hi_v_1, x_v_12);
            vcc_v8_float x_v_14 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, lo_v_1, x_v_13);
            vcc_store(c + t13, x_v_14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float x = a[t15];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t15] = x_1;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    float t1;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:89 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_m8 t4 = (vcc_m8)(a_v >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, a_v, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}));
            vcc_v8_float t6 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t5[0]));
            vcc_v8_float t7 = vcc_insert(t6, 1, sqrtf(t5[1]));
            vcc_v8_float t8 = vcc_insert(t7, 2, sqrtf(t5[2]));
            vcc_v8_float t9 = vcc_insert(t8, 3, sqrtf(t5[3]));
            vcc_v8_float t10 = vcc_insert(t9, 4, sqrtf(t5[4]));
            vcc_v8_float t11 = vcc_insert(t10, 5, sqrtf(t5[5]));
            vcc_v8_float t12 = vcc_insert(t11, 6, sqrtf(t5[6]));
            vcc_v8_float t13 = vcc_insert(t12, 7, sqrtf(t5[7]));
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t13, ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(c + i_vec, t14);
            i_vec += 8L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    while (i < n) {
        long t15 = (long)i;
        float t16 = a[t15];
        if (t16 >= 0.0f) {
            t1 = sqrtf(t16);
        } else {
            t1 = 0.0f;
        }
        c[t15] = t1;
        i++;
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t22;
    int i;
    double t34;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:98 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_m4 t3 = __builtin_convertvector(a_v > b_v, vcc_m4);
            vcc_v4_double t4 = b_v + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t5 = a_v * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t6 = vcc_select(vcc_v4_long, __builtin_convertvector(t3, vcc_v4_long), t5, t4);
            vcc_store(c + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t7);
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t7);
            vcc_m4 t8 = __builtin_convertvector(a_v_1 > b_v_1, vcc_m4);
            vcc_v4_double t9 = b_v_1 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t10 = a_v_1 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t11 = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), t10, t9);
            vcc_store(c + t7, t11);
            long t12 = i_vec + 8L;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t12);
            vcc_m4 t13 = __builtin_convertvector(a_v_2 > b_v_2, vcc_m4);
            vcc_v4_double t14 = b_v_2 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t15 = a_v_2 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t16 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), t15, t14);
            vcc_store(c + t12, t16);
            long t17 = i_vec + 12L;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t17);
            vcc_m4 t18 = __builtin_convertvector(a_v_3 > b_v_3, vcc_m4);
            vcc_v4_double t19 = b_v_3 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t20 = a_v_3 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t21 = vcc_select(vcc_v4_long, __builtin_convertvector(t18, vcc_v4_long), t20, t19);
            vcc_store(c + t17, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t25);
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t25);
            vcc_m4 t26 = __builtin_convertvector(a_v_4 > b_v_4, vcc_m4);
            vcc_v4_double t27 = b_v_4 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t28 = a_v_4 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t29 = vcc_select(vcc_v4_long, __builtin_convertvector(t26, vcc_v4_long), t28, t27);
            vcc_store(c + t25, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double *t31 = c + t30;
        double t32 = a[t30];
        double t33 = b[t30];
        if (t32 > t33) {
            t34 = t32 * 2.0;
        } else {
            t34 = t33 + 1.0;
        }
        *t31 = t34;
    }
}

void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int k_v = (vcc_v4_int){k, k, k, k};
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_m4 t5 = (vcc_m4)(i_v_2 < k_v);
            vcc_v4_double h_v = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)i_vec * 8UL), t5);
            vcc_v4_double t6 = h_v * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)i_vec * 8UL), t6, t5);
            long t7 = i_vec + 4L;
            vcc_v4_uint t8 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t8;
            vcc_m4 t9 = (vcc_m4)(i_v_3 < k_v);
            vcc_v4_double h_v_1 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t7 * 8UL), t9);
            vcc_v4_double t10 = h_v_1 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t7 * 8UL), t10, t9);
            long t11 = i_vec + 8L;
            vcc_v4_uint t12 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t12;
            vcc_m4 t13 = (vcc_m4)(i_v_4 < k_v);
            vcc_v4_double h_v_2 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t11 * 8UL), t13);
            vcc_v4_double t14 = h_v_2 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t11 * 8UL), t14, t13);
            long t15 = i_vec + 12L;
            vcc_v4_uint t16 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t16;
            vcc_m4 t17 = (vcc_m4)(i_v_5 < k_v);
            vcc_v4_double h_v_3 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t15 * 8UL), t17);
            vcc_v4_double t18 = h_v_3 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t15 * 8UL), t18, t17);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        vcc_v4_int k_v_1 = (vcc_v4_int){k, k, k, k};
        vcc_v4_int t22 = (vcc_v4_int){t19, t19, t19, t19};
        vcc_v4_uint t23 = (vcc_v4_uint)t22;
        vcc_v4_uint i_v_1 = t23 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t24 = (long)t19 + i_vec_1;
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_m4 t25 = (vcc_m4)(i_v_6 < k_v_1);
            vcc_v4_double h_v_4 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t24 * 8UL), t25);
            vcc_v4_double t26 = h_v_4 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t24 * 8UL), t26, t25);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t27 = (long)i;
            c[t27] = h[t27] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
int max_if_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = vcc_splat(vcc_v8_int, (-2147483647 - 1));
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        vcc_v8_int m_v_2 = m_v;
        vcc_v8_int m_v_3 = m_v;
        /* vcc: loop at if_convert.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            m_v = vcc_max(vcc_v8_int, a_v, m_v);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            m_v_1 = vcc_max(vcc_v8_int, a_v_1, m_v_1);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            m_v_2 = vcc_max(vcc_v8_int, a_v_2, m_v_2);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            m_v_3 = vcc_max(vcc_v8_int, a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t3 = vcc_max(vcc_v8_int, m_v, m_v_1);
        vcc_v8_int t4 = vcc_max(vcc_v8_int, t3, m_v_2);
        vcc_v8_int t5 = vcc_max(vcc_v8_int, t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_max(int, t5);
    } else {
        t6 = 0;
        t7 = (-2147483647 - 1);
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t6 + i_vec_1));
            m_v_4 = vcc_max(vcc_v8_int, a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_max(int, m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int main(void) {
    int n;
    int t1;
    int t9;
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
        signed char *a8 = (signed char *)new_array(n, 1UL);
        signed char *b8 = (signed char *)new_array(n, 1UL);
        short *a16 = (short *)new_array(n, 2UL);
        short *c16 = (short *)new_array(n, 2UL);
        int *a32 = (int *)new_array(n, 4UL);
        int *b32 = (int *)new_array(n, 4UL);
        int *c32 = (int *)new_array(n, 4UL);
        int *d32 = (int *)new_array(n, 4UL);
        unsigned int *au = (unsigned int *)new_array(n, 4UL);
        unsigned int *su = (unsigned int *)new_array(n, 4UL);
        unsigned int *cu = (unsigned int *)new_array(n, 4UL);
        long *a64 = (long *)new_array(n, 8UL);
        long *c64 = (long *)new_array(n, 8UL);
        float *af = (float *)new_array(n, 4UL);
        float *cf = (float *)new_array(n, 4UL);
        double *ad = (double *)new_array(n, 8UL);
        double *bd = (double *)new_array(n, 8UL);
        double *cd = (double *)new_array(n, 8UL);
        int t2 = n / 2;
        double *hd = (double *)new_array(t2, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)(next_rand() % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)(next_rand() % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)(next_rand() % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)(next_rand() % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)(next_rand() % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)(next_rand() % 10U);
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at if_convert.c:143 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                float *t5 = af + i_vec;
                vcc_v8_float af_v = vcc_load(vcc_v8_float, t5);
                vcc_v8_float t6 = af_v / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t5, t6);
                float *t7 = af + (i_vec + 8L);
                vcc_v8_float af_v_1 = vcc_load(vcc_v8_float, t7);
                vcc_v8_float t8 = af_v_1 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t7, t8);
                i_vec += 16L;
            } while (i_vec < t4);
            t9 = (int)t4;
        } else {
            t9 = 0;
        }
        long t10 = (long)n + (long)t9 * -1L;
        if (t10 >= 8L) {
            long t11 = t10 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at if_convert.c:143 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t12 = af + ((long)t9 + i_vec_1);
                vcc_v8_float af_v_2 = vcc_load(vcc_v8_float, t12);
                vcc_v8_float t13 = af_v_2 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t12, t13);
                i_vec_1 += 8L;
            } while (i_vec_1 < t11);
            i = (int)((long)t9 + t11);
        } else {
            i = t9;
        }
        for (; i < n; i++) {
            float *t14 = af + i;
            *t14 = *t14 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t15 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, t15 * 1UL));
        nested_i16(n, c16, a16);
        const int *t16 = a32;
        int t17 = sum_odd_i32(n, t16);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, t15 * 2UL), t17);
        div_i32(n, c32, t16, b32);
        unsigned long t18 = t15 * 4UL;
        const void *t19 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)hash_bytes(t19, t18));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, t18));
        abs_sign_i32(n, c32, d32, t16);
        unsigned long t20 = hash_bytes((const void *)d32, t18);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes(t19, t18), (unsigned long long)t20);
        const long *t21 = a64;
        odd_even_i64(n, c64, t21);
        long t22 = sum_neg_i64(n, t21);
        unsigned long t23 = t15 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, t23), t22);
        const float *t24 = af;
        clamp_f32(n, cf, t24, -10.5f, 20.25f);
        const void *t25 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)hash_bytes(t25, t18));
        sqrt_pos_f32(n, cf, t24);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes(t25, t18));
        pick_f64(n, cd, ad, bd);
        const void *t26 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)hash_bytes(t26, t23));
        guarded_f64(n, t2, cd, hd);
        int t27 = max_if_i32(n, t16);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes(t26, t23), t27);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
