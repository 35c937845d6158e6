/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 12 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* Not vectorized since gvn: the scalar loop loads a[i] once (cost 8 per iteration), and the
   masked byte stores, lane by lane, cost more. */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b[i] = a[i];
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_short t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_short t15;
    vcc_m8 t16;
    long t17;
    int i;
    long t18;
    int t19;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_short, a + t4);
            t6 = __builtin_convertvector(t5, vcc_v8_int);
            t7 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t8 = (vcc_m8)(t6 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t9 = ~t8;
            t10 = t7 & t9;
            t11 = (vcc_v8_uint)t6;
            t12 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t13 = t11 * t12;
            t14 = (vcc_v8_int)t13;
            t15 = __builtin_convertvector(t14, vcc_v8_short);
            vcc_store_masked(c + t4, t15, t10);
            t16 = t7 & t8;
            vcc_store_masked(c + t4, ((vcc_v8_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = (int)a[t18];
        if (t19 > 0) {
            if (t19 > 100) {
                c[t18] = (short)100;
            } else {
                c[t18] = (short)(t19 * 2);
            }
        }
    }
}

int sum_odd_i32(int n, const int *a) {
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    long t18;
    vcc_v8_uint t19;
    int t20;
    int t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    long t32;
    int i;
    int s;
    int t33;
    int s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 8L)));
            t8 = t6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = t7 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t10 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t12 = (vcc_v8_uint)t6;
            t13 = t4 + t12;
            t14 = (vcc_v8_uint)t7;
            t15 = t5 + t14;
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t13, t4);
            t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t15, t5);
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 + t17;
        t20 = (int)((long)0 + t2);
        t21 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t19, +));
    } else {
        t20 = 0;
        t21 = 0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t26 = vcc_load(vcc_v8_int, a + (int)((long)t20 + t24));
            t27 = t26 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t28 = (vcc_m8)(t27 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t29 = (vcc_v8_uint)t26;
            t30 = t25 + t29;
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t30, t25);
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (int)((unsigned int)t21 + vcc_reduce(unsigned int, t31, +));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++, s = s_1) {
        t33 = a[i];
        if (t33 & 1) {
            s_1 = s + t33;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    long t17;
    int i;
    long t18;
    int t19;
    int t20;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, b + t4);
            t6 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t7 = vcc_load_masked(vcc_v8_int, a + t4, t6);
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t9 = t7 / t8;
            t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t11 = t7 % t10;
            t12 = (vcc_v8_uint)t9;
            t13 = (vcc_v8_uint)t11;
            t14 = t12 + t13;
            t15 = (vcc_v8_int)t14;
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t15, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(c + t4, t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = b[t18];
        if (t19 != 0) {
            t20 = a[t18];
            c[t18] = t20 / t19 + t20 % t19;
        } else {
            c[t18] = -1;
        }
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    vcc_v8_uint t22;
    vcc_m8 t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    long t27;
    int i;
    long t28;
    unsigned int t29;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_uint, s + t4);
            t7 = vcc_load(vcc_v8_uint, s + t5);
            t8 = (vcc_m8)(t6 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            t9 = (vcc_m8)(t7 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            t10 = vcc_load_masked(vcc_v8_uint, a + t4, t8);
            t11 = vcc_load_masked(vcc_v8_uint, a + t5, t9);
            t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t6, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t13 = t10 << t12;
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t7, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t15 = t11 << t14;
            vcc_store_masked(c + t4, t13, t8);
            vcc_store_masked(c + t5, t15, t9);
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        t17 = (int)((long)0 + t2);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t17 + t20);
            t22 = vcc_load(vcc_v8_uint, s + t21);
            t23 = (vcc_m8)(t22 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            t24 = vcc_load_masked(vcc_v8_uint, a + t21, t23);
            t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t22, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t26 = t24 << t25;
            vcc_store_masked(c + t21, t26, t23);
            t27 = t20 + 8L;
            if (t27 >= t19) {
                break;
            }
            t20 = t27;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        t29 = s[t28];
        if (t29 < 32U) {
            c[t28] = a[t28] << t29;
        }
    }
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const int *t6;
    const int *t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    long t37;
    const int *t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_m8 t42;
    vcc_m8 t43;
    vcc_m8 t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_m8 t47;
    vcc_m8 t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    long t51;
    int i;
    long t52;
    int *t53;
    const int *t54;
    int t55;
    int t56;
    int *t57;
    int t58;
    int t59;
    int t60;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = a + t4;
            t7 = a + t5;
            t8 = vcc_load(vcc_v8_int, t6);
            t9 = vcc_load(vcc_v8_int, t7);
            t10 = vcc_max(vcc_v8_int, t8, (vcc_v8_int)-(vcc_v8_uint)t8);
            t11 = vcc_max(vcc_v8_int, t9, (vcc_v8_int)-(vcc_v8_uint)t9);
            vcc_store(c + t4, t10);
            vcc_store(c + t5, t11);
            t12 = vcc_load(vcc_v8_int, t6);
            t13 = vcc_load(vcc_v8_int, t7);
            t14 = (vcc_m8)(t12 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t15 = (vcc_m8)(t13 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t16 = ~t14;
            t17 = ~t15;
            t18 = (vcc_m8)(t12 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t19 = (vcc_m8)(t13 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t20 = ~t18;
            t21 = t16 & t20;
            t22 = ~t19;
            t23 = t17 & t22;
            t24 = t16 & t18;
            t25 = t17 & t19;
            t26 = t24 | t21;
            t27 = t25 | t23;
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t28, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t4, t30);
            vcc_store(d + t5, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t33 + t36);
            t38 = a + t37;
            t39 = vcc_load(vcc_v8_int, t38);
            t40 = vcc_max(vcc_v8_int, t39, (vcc_v8_int)-(vcc_v8_uint)t39);
            vcc_store(c + t37, t40);
            t41 = vcc_load(vcc_v8_int, t38);
            t42 = (vcc_m8)(t41 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t43 = ~t42;
            t44 = (vcc_m8)(t41 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t45 = ~t44;
            t46 = t43 & t45;
            t47 = t43 & t44;
            t48 = t47 | t46;
            t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, t49, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t37, t50);
            t51 = t36 + 8L;
            if (t51 >= t35) {
                break;
            }
            t36 = t51;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = c + t52;
        t54 = a + t52;
        t55 = *t54;
        if (t55 < 0) {
            t56 = -t55;
        } else {
            t56 = t55;
        }
        *t53 = t56;
        t57 = d + t52;
        t58 = *t54;
        if (t58 > 0) {
            t60 = 1;
        } else {
            if (t58 < 0) {
                t59 = -1;
            } else {
                t59 = 0;
            }
            t60 = t59;
        }
        *t57 = t60;
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    vcc_v4_ulong t18;
    vcc_v4_long t19;
    vcc_v4_ulong t20;
    vcc_v4_ulong t21;
    vcc_v4_ulong t22;
    vcc_v4_long t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_long t27;
    vcc_v4_ulong t28;
    vcc_v4_ulong t29;
    vcc_v4_ulong t30;
    vcc_v4_long t31;
    vcc_v4_ulong t32;
    vcc_v4_ulong t33;
    vcc_v4_ulong t34;
    vcc_v4_long t35;
    vcc_v4_ulong t36;
    vcc_v4_ulong t37;
    vcc_v4_ulong t38;
    vcc_v4_long t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    vcc_v4_long t43;
    vcc_v4_ulong t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    vcc_v4_long t47;
    vcc_m4 t48;
    vcc_v4_long t49;
    vcc_m4 t50;
    vcc_v4_long t51;
    vcc_m4 t52;
    vcc_v4_long t53;
    vcc_m4 t54;
    vcc_v4_long t55;
    long t56;
    int t57;
    long t58;
    long t59;
    long t60;
    long t61;
    vcc_v4_long t62;
    vcc_v4_long t63;
    vcc_v4_ulong t64;
    vcc_v4_ulong t65;
    vcc_v4_ulong t66;
    vcc_v4_long t67;
    vcc_v4_ulong t68;
    vcc_v4_ulong t69;
    vcc_v4_ulong t70;
    vcc_v4_long t71;
    vcc_m4 t72;
    vcc_v4_long t73;
    long t74;
    int i;
    long t75;
    long t76;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_long, a + t4);
            t9 = vcc_load(vcc_v4_long, a + t5);
            t10 = vcc_load(vcc_v4_long, a + t6);
            t11 = vcc_load(vcc_v4_long, a + t7);
            t12 = t8 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t13 = t9 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t14 = t10 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t15 = t11 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t16 = (vcc_v4_ulong)t8;
            t17 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t18 = t16 - t17;
            t19 = (vcc_v4_long)t18;
            t20 = (vcc_v4_ulong)t9;
            t21 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t22 = t20 - t21;
            t23 = (vcc_v4_long)t22;
            t24 = (vcc_v4_ulong)t10;
            t25 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t26 = t24 - t25;
            t27 = (vcc_v4_long)t26;
            t28 = (vcc_v4_ulong)t11;
            t29 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t30 = t28 - t29;
            t31 = (vcc_v4_long)t30;
            t32 = (vcc_v4_ulong)t8;
            t33 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t34 = t32 * t33;
            t35 = (vcc_v4_long)t34;
            t36 = (vcc_v4_ulong)t9;
            t37 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t38 = t36 * t37;
            t39 = (vcc_v4_long)t38;
            t40 = (vcc_v4_ulong)t10;
            t41 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t42 = t40 * t41;
            t43 = (vcc_v4_long)t42;
            t44 = (vcc_v4_ulong)t11;
            t45 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t46 = t44 * t45;
            t47 = (vcc_v4_long)t46;
            t48 = __builtin_convertvector(t12 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t49 = vcc_select(vcc_v4_long, __builtin_convertvector(t48, vcc_v4_long), t35, t19);
            vcc_store(c + t4, t49);
            t50 = __builtin_convertvector(t13 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t51 = vcc_select(vcc_v4_long, __builtin_convertvector(t50, vcc_v4_long), t39, t23);
            vcc_store(c + t5, t51);
            t52 = __builtin_convertvector(t14 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t53 = vcc_select(vcc_v4_long, __builtin_convertvector(t52, vcc_v4_long), t43, t27);
            vcc_store(c + t6, t53);
            t54 = __builtin_convertvector(t15 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t55 = vcc_select(vcc_v4_long, __builtin_convertvector(t54, vcc_v4_long), t47, t31);
            vcc_store(c + t7, t55);
            t56 = t3 + 16L;
            if (t56 >= t2) {
                break;
            }
            t3 = t56;
        }
        t57 = (int)((long)0 + t2);
    } else {
        t57 = 0;
    }
    t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        t60 = 0L;
        for (;;) {
            t61 = (long)(int)((long)t57 + t60);
            t62 = vcc_load(vcc_v4_long, a + t61);
            t63 = t62 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t64 = (vcc_v4_ulong)t62;
            t65 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t66 = t64 - t65;
            t67 = (vcc_v4_long)t66;
            t68 = (vcc_v4_ulong)t62;
            t69 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t70 = t68 * t69;
            t71 = (vcc_v4_long)t70;
            t72 = __builtin_convertvector(t63 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t73 = vcc_select(vcc_v4_long, __builtin_convertvector(t72, vcc_v4_long), t71, t67);
            vcc_store(c + t61, t73);
            t74 = t60 + 4L;
            if (t74 >= t59) {
                break;
            }
            t60 = t74;
        }
        i = (int)((long)t57 + t59);
    } else {
        i = t57;
    }
    for (; i < n; i++) {
        t75 = (long)i;
        t76 = a[t75];
        if (t76 & 1L) {
            c[t75] = t76 * 3L;
        } else {
            c[t75] = t76 - 7L;
        }
    }
}

long sum_neg_i64(int n, const long *a) {
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_m4 t12;
    vcc_m4 t13;
    vcc_m4 t14;
    vcc_m4 t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    vcc_v4_ulong t18;
    vcc_v4_ulong t19;
    vcc_v4_ulong t20;
    vcc_v4_ulong t21;
    vcc_v4_ulong t22;
    vcc_v4_ulong t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    long t28;
    vcc_v4_ulong t29;
    vcc_v4_ulong t30;
    vcc_v4_ulong t31;
    int t32;
    long t33;
    long t34;
    long t35;
    long t36;
    vcc_v4_ulong t37;
    vcc_v4_long t38;
    vcc_m4 t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    long t43;
    int i;
    long s;
    long t44;
    long s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = vcc_load(vcc_v4_long, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_long, a + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_long, a + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_long, a + (int)((long)0 + (t3 + 12L)));
            t12 = __builtin_convertvector(t8 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t13 = __builtin_convertvector(t9 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t14 = __builtin_convertvector(t10 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t15 = __builtin_convertvector(t11 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t16 = (vcc_v4_ulong)t8;
            t17 = t4 + t16;
            t18 = (vcc_v4_ulong)t9;
            t19 = t5 + t18;
            t20 = (vcc_v4_ulong)t10;
            t21 = t6 + t20;
            t22 = (vcc_v4_ulong)t11;
            t23 = t7 + t22;
            t24 = vcc_select(vcc_v4_long, __builtin_convertvector(t12, vcc_v4_long), t17, t4);
            t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), t19, t5);
            t26 = vcc_select(vcc_v4_long, __builtin_convertvector(t14, vcc_v4_long), t21, t6);
            t27 = vcc_select(vcc_v4_long, __builtin_convertvector(t15, vcc_v4_long), t23, t7);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t24;
            t5 = t25;
            t6 = t26;
            t7 = t27;
        }
        t29 = t24 + t25;
        t30 = t29 + t26;
        t31 = t30 + t27;
        t32 = (int)((long)0 + t2);
        t33 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t31, +));
    } else {
        t32 = 0;
        t33 = 0L;
    }
    t34 = (long)n + (long)t32 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        t37 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t38 = vcc_load(vcc_v4_long, a + (int)((long)t32 + t36));
            t39 = __builtin_convertvector(t38 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t40 = (vcc_v4_ulong)t38;
            t41 = t37 + t40;
            t42 = vcc_select(vcc_v4_long, __builtin_convertvector(t39, vcc_v4_long), t41, t37);
            t43 = t36 + 4L;
            if (t43 >= t35) {
                break;
            }
            t36 = t43;
            t37 = t42;
        }
        i = (int)((long)t32 + t35);
        s = (long)((unsigned long)t33 + vcc_reduce(unsigned long, t42, +));
    } else {
        i = t32;
        s = t33;
    }
    for (; i < n; i++, s = s_1) {
        t44 = a[i];
        if (t44 < 0L) {
            s_1 = s + t44;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    long t1;
    long t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_m8 t33;
    vcc_m8 t34;
    vcc_m8 t35;
    vcc_m8 t36;
    vcc_m8 t37;
    vcc_m8 t38;
    vcc_m8 t39;
    vcc_m8 t40;
    vcc_m8 t41;
    vcc_m8 t42;
    vcc_m8 t43;
    vcc_v8_float t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_v8_float t47;
    vcc_m8 t48;
    vcc_m8 t49;
    vcc_v8_float t50;
    vcc_m8 t51;
    vcc_m8 t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    long t58;
    int t59;
    long t60;
    long t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    long t64;
    long t65;
    vcc_v8_float t66;
    vcc_m8 t67;
    vcc_m8 t68;
    vcc_m8 t69;
    vcc_m8 t70;
    vcc_m8 t71;
    vcc_m8 t72;
    vcc_m8 t73;
    vcc_m8 t74;
    vcc_m8 t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    long t78;
    int i;
    long t79;
    float x;
    float x_1;
    float x_2;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t4 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = vcc_load(vcc_v8_float, a + t6);
            t11 = vcc_load(vcc_v8_float, a + t7);
            t12 = vcc_load(vcc_v8_float, a + t8);
            t13 = vcc_load(vcc_v8_float, a + t9);
            t14 = (vcc_m8)(t10 < t3);
            t15 = (vcc_m8)(t11 < t3);
            t16 = (vcc_m8)(t12 < t3);
            t17 = (vcc_m8)(t13 < t3);
            t18 = ~t14;
            t19 = ~t15;
            t20 = ~t16;
            t21 = ~t17;
            t22 = (vcc_m8)(t10 > t4);
            t23 = (vcc_m8)(t11 > t4);
            t24 = (vcc_m8)(t12 > t4);
            t25 = (vcc_m8)(t13 > t4);
            t26 = t18 & t22;
            t27 = ~t22;
            t28 = t18 & t27;
            t29 = t26 | t28;
            t30 = t19 & t23;
            t31 = ~t23;
            t32 = t19 & t31;
            t33 = t30 | t32;
            t34 = t20 & t24;
            t35 = ~t24;
            t36 = t20 & t35;
            t37 = t34 | t36;
            t38 = t21 & t25;
            t39 = ~t25;
            t40 = t21 & t39;
            t41 = t38 | t40;
            t42 = ~t22;
            t43 = t18 & t42;
            t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t10, t4);
            t45 = ~t23;
            t46 = t19 & t45;
            t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t11, t4);
            t48 = ~t24;
            t49 = t20 & t48;
            t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t12, t4);
            t51 = ~t25;
            t52 = t21 & t51;
            t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t13, t4);
            t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t44, t3);
            t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t47, t3);
            t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t50, t3);
            t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t53, t3);
            vcc_store(c + t6, t54);
            vcc_store(c + t7, t55);
            vcc_store(c + t8, t56);
            vcc_store(c + t9, t57);
            t58 = t5 + 32L;
            if (t58 >= t2) {
                break;
            }
            t5 = t58;
        }
        t59 = (int)((long)0 + t2);
    } else {
        t59 = 0;
    }
    t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        t61 = t60 & -8L;
        t62 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t63 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t64 = 0L;
        for (;;) {
            t65 = (long)(int)((long)t59 + t64);
            t66 = vcc_load(vcc_v8_float, a + t65);
            t67 = (vcc_m8)(t66 < t62);
            t68 = ~t67;
            t69 = (vcc_m8)(t66 > t63);
            t70 = t68 & t69;
            t71 = ~t69;
            t72 = t68 & t71;
            t73 = t70 | t72;
            t74 = ~t69;
            t75 = t68 & t74;
            t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, t66, t63);
            t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, t76, t62);
            vcc_store(c + t65, t77);
            t78 = t64 + 8L;
            if (t78 >= t61) {
                break;
            }
            t64 = t78;
        }
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        t79 = (long)i;
        x = a[t79];
        if (x < lo) {
            x_2 = lo;
        } else {
            if (x > hi) {
                x_1 = hi;
            } else {
                x_1 = x;
            }
            x_2 = x_1;
        }
        c[t79] = x_2;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    int i;
    long t18;
    float t19;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = (vcc_m8)(t5 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}));
            t8 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t7[0]));
            t9 = vcc_insert(t8, 1, sqrtf(t7[1]));
            t10 = vcc_insert(t9, 2, sqrtf(t7[2]));
            t11 = vcc_insert(t10, 3, sqrtf(t7[3]));
            t12 = vcc_insert(t11, 4, sqrtf(t7[4]));
            t13 = vcc_insert(t12, 5, sqrtf(t7[5]));
            t14 = vcc_insert(t13, 6, sqrtf(t7[6]));
            t15 = vcc_insert(t14, 7, sqrtf(t7[7]));
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t15, ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(c + t4, t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = a[t18];
        if (t19 >= 0.0f) {
            c[t18] = sqrtf(t19);
        } else {
            c[t18] = 0.0f;
        }
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_m4 t16;
    vcc_m4 t17;
    vcc_m4 t18;
    vcc_m4 t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    long t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_m4 t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    long t44;
    int i;
    long t45;
    double *t46;
    double t47;
    double t48;
    double t49;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_double, a + t4);
            t9 = vcc_load(vcc_v4_double, a + t5);
            t10 = vcc_load(vcc_v4_double, a + t6);
            t11 = vcc_load(vcc_v4_double, a + t7);
            t12 = vcc_load(vcc_v4_double, b + t4);
            t13 = vcc_load(vcc_v4_double, b + t5);
            t14 = vcc_load(vcc_v4_double, b + t6);
            t15 = vcc_load(vcc_v4_double, b + t7);
            t16 = __builtin_convertvector(t8 > t12, vcc_m4);
            t17 = __builtin_convertvector(t9 > t13, vcc_m4);
            t18 = __builtin_convertvector(t10 > t14, vcc_m4);
            t19 = __builtin_convertvector(t11 > t15, vcc_m4);
            t20 = t12 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t21 = t13 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t22 = t14 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t23 = t15 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t24 = t8 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t25 = t9 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t26 = t10 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t27 = t11 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t28 = vcc_select(vcc_v4_long, __builtin_convertvector(t16, vcc_v4_long), t24, t20);
            t29 = vcc_select(vcc_v4_long, __builtin_convertvector(t17, vcc_v4_long), t25, t21);
            t30 = vcc_select(vcc_v4_long, __builtin_convertvector(t18, vcc_v4_long), t26, t22);
            t31 = vcc_select(vcc_v4_long, __builtin_convertvector(t19, vcc_v4_long), t27, t23);
            vcc_store(c + t4, t28);
            vcc_store(c + t5, t29);
            vcc_store(c + t6, t30);
            vcc_store(c + t7, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t33 + t36);
            t38 = vcc_load(vcc_v4_double, a + t37);
            t39 = vcc_load(vcc_v4_double, b + t37);
            t40 = __builtin_convertvector(t38 > t39, vcc_m4);
            t41 = t39 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t42 = t38 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t43 = vcc_select(vcc_v4_long, __builtin_convertvector(t40, vcc_v4_long), t42, t41);
            vcc_store(c + t37, t43);
            t44 = t36 + 4L;
            if (t44 >= t35) {
                break;
            }
            t36 = t44;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        t46 = c + t45;
        t47 = a[t45];
        t48 = b[t45];
        if (t47 > t48) {
            t49 = t47 * 2.0;
        } else {
            t49 = t48 + 1.0;
        }
        *t46 = t49;
    }
}

void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    long t3;
    long t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    vcc_v4_uint t7;
    long t8;
    vcc_v4_int t9;
    vcc_v4_uint t10;
    vcc_v4_int t11;
    vcc_v4_uint t12;
    vcc_v4_int t13;
    vcc_v4_uint t14;
    vcc_v4_int t15;
    vcc_m4 t16;
    vcc_m4 t17;
    vcc_m4 t18;
    vcc_m4 t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    long t32;
    int t33;
    long t34;
    long t35;
    vcc_v4_int t36;
    vcc_v4_int t37;
    vcc_v4_uint t38;
    long t39;
    vcc_v4_int t40;
    vcc_m4 t41;
    long t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    long t45;
    int i;
    long t46;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v4_int){k, k, k, k};
        t6 = (vcc_v4_int){0, 0, 0, 0};
        t7 = (vcc_v4_uint)t6;
        t1 = t7 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t8 = 0L;
        for (;;) {
            t9 = (vcc_v4_int)t1;
            t10 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t11 = (vcc_v4_int)t10;
            t12 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            t13 = (vcc_v4_int)t12;
            t14 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            t15 = (vcc_v4_int)t14;
            t16 = (vcc_m4)(t9 < t5);
            t17 = (vcc_m4)(t11 < t5);
            t18 = (vcc_m4)(t13 < t5);
            t19 = (vcc_m4)(t15 < t5);
            t20 = (long)(int)((long)0 + t8);
            t21 = (long)(int)((long)0 + (t8 + 4L));
            t22 = (long)(int)((long)0 + (t8 + 8L));
            t23 = (long)(int)((long)0 + (t8 + 12L));
            t24 = vcc_load_masked(vcc_v4_double, h + t20, t16);
            t25 = vcc_load_masked(vcc_v4_double, h + t21, t17);
            t26 = vcc_load_masked(vcc_v4_double, h + t22, t18);
            t27 = vcc_load_masked(vcc_v4_double, h + t23, t19);
            t28 = t24 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t29 = t25 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t30 = t26 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t31 = t27 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked(c + t20, t28, t16);
            vcc_store_masked(c + t21, t29, t17);
            vcc_store_masked(c + t22, t30, t18);
            vcc_store_masked(c + t23, t31, t19);
            t32 = t8 + 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
            if (t32 >= t4) {
                break;
            }
            t8 = t32;
        }
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = (vcc_v4_int){k, k, k, k};
        t37 = (vcc_v4_int){t33, t33, t33, t33};
        t38 = (vcc_v4_uint)t37;
        t2 = t38 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t39 = 0L;
        for (;;) {
            t40 = (vcc_v4_int)t2;
            t41 = (vcc_m4)(t40 < t36);
            t42 = (long)(int)((long)t33 + t39);
            t43 = vcc_load_masked(vcc_v4_double, h + t42, t41);
            t44 = t43 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked(c + t42, t44, t41);
            t45 = t39 + 4L;
            t2 = t2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (t45 >= t35) {
                break;
            }
            t39 = t45;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        if (i < k) {
            t46 = (long)i;
            c[t46] = h[t46] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
int max_if_i32(int n, const int *a) {
    vcc_v8_int t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    long t29;
    int i;
    int m;
    int t30;
    int m_1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = vcc_splat(vcc_v8_int, (-2147483647 - 1));
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t5));
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 8L)));
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 16L)));
            t13 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 24L)));
            t14 = vcc_max(vcc_v8_int, t10, t6);
            t15 = vcc_max(vcc_v8_int, t11, t7);
            t16 = vcc_max(vcc_v8_int, t12, t8);
            t17 = vcc_max(vcc_v8_int, t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = vcc_max(vcc_v8_int, t14, t15);
        t20 = vcc_max(vcc_v8_int, t19, t16);
        t21 = vcc_max(vcc_v8_int, t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(int, t21);
    } else {
        t22 = 0;
        t23 = (-2147483647 - 1);
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        t26 = 0L;
        for (;;) {
            t27 = vcc_load(vcc_v8_int, a + (int)((long)t22 + t26));
            t28 = vcc_max(vcc_v8_int, t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m = vcc_reduce_max(int, t28);
    } else {
        i = t22;
        m = t23;
    }
    for (; i < n; i++, m = m_1) {
        t30 = a[i];
        if (t30 > m) {
            m_1 = t30;
        } else {
            m_1 = m;
        }
    }
    return m;
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    signed char *a8;
    signed char *b8;
    short *a16;
    short *c16;
    int *a32;
    int *b32;
    int *c32;
    int *d32;
    unsigned int *au;
    unsigned int *su;
    unsigned int *cu;
    long *a64;
    long *c64;
    float *af;
    float *cf;
    double *ad;
    double *bd;
    double *cd;
    int t2;
    double *hd;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    int fill_idx_9;
    int fill_idx_10;
    int fill_idx_11;
    int fill_idx_12;
    int fill_idx_13;
    int fill_idx_14;
    int fill_idx_15;
    long t3;
    long t4;
    long t5;
    float *t6;
    float *t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    float *t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    long t20;
    int i;
    float *t21;
    unsigned long t22;
    const int *t23;
    int t24;
    unsigned long t25;
    const void *t26;
    unsigned long t27;
    const long *t28;
    long t29;
    unsigned long t30;
    const float *t31;
    const void *t32;
    const void *t33;
    int t34;
    count_idx = 0;
    n_1 = 0;
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
        a8 = (signed char *)new_array(n, 1UL);
        b8 = (signed char *)new_array(n, 1UL);
        a16 = (short *)new_array(n, 2UL);
        c16 = (short *)new_array(n, 2UL);
        a32 = (int *)new_array(n, 4UL);
        b32 = (int *)new_array(n, 4UL);
        c32 = (int *)new_array(n, 4UL);
        d32 = (int *)new_array(n, 4UL);
        au = (unsigned int *)new_array(n, 4UL);
        su = (unsigned int *)new_array(n, 4UL);
        cu = (unsigned int *)new_array(n, 4UL);
        a64 = (long *)new_array(n, 8UL);
        c64 = (long *)new_array(n, 8UL);
        af = (float *)new_array(n, 4UL);
        cf = (float *)new_array(n, 4UL);
        ad = (double *)new_array(n, 8UL);
        bd = (double *)new_array(n, 8UL);
        cd = (double *)new_array(n, 8UL);
        t2 = n / 2;
        hd = (double *)new_array(t2, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)(next_rand() % 600U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)(next_rand() % 10U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)(next_rand() % 200000U);
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)(next_rand() % 7U);
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = 0 + (int)(next_rand() % 10U);
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(0 + (int)(next_rand() % 100000U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(0 + (int)(next_rand() % 40U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(0 + (int)(next_rand() % 10U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)(next_rand() % 600U));
        }
        for (fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(0 + (int)(next_rand() % 10U));
        }
        t3 = (long)n;
        if (t3 >= 16L) {
            t4 = t3 & -16L;
            t5 = 0L;
            for (;;) {
                t6 = af + (int)((long)0 + t5);
                t7 = af + (int)((long)0 + (t5 + 8L));
                t8 = vcc_load(vcc_v8_float, t6);
                t9 = vcc_load(vcc_v8_float, t7);
                t10 = t8 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                t11 = t9 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t6, t10);
                vcc_store(t7, t11);
                t12 = t5 + 16L;
                if (t12 >= t4) {
                    break;
                }
                t5 = t12;
            }
            t13 = (int)((long)0 + t4);
        } else {
            t13 = 0;
        }
        t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 8L) {
            t15 = t14 & -8L;
            t16 = 0L;
            for (;;) {
                t17 = af + (int)((long)t13 + t16);
                t18 = vcc_load(vcc_v8_float, t17);
                t19 = t18 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t17, t19);
                t20 = t16 + 8L;
                if (t20 >= t15) {
                    break;
                }
                t16 = t20;
            }
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            t21 = af + i;
            *t21 = *t21 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        t22 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, t22 * 1UL));
        nested_i16(n, c16, a16);
        t23 = a32;
        t24 = sum_odd_i32(n, t23);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, t22 * 2UL), t24);
        div_i32(n, c32, t23, b32);
        t25 = t22 * 4UL;
        t26 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)hash_bytes(t26, t25));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, t25));
        abs_sign_i32(n, c32, d32, t23);
        t27 = hash_bytes((const void *)d32, t25);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes(t26, t25), (unsigned long long)t27);
        t28 = a64;
        odd_even_i64(n, c64, t28);
        t29 = sum_neg_i64(n, t28);
        t30 = t22 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, t30), t29);
        t31 = af;
        clamp_f32(n, cf, t31, -10.5f, 20.25f);
        t32 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)hash_bytes(t32, t25));
        sqrt_pos_f32(n, cf, t31);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes(t32, t25));
        pick_f64(n, cd, ad, bd);
        t33 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)hash_bytes(t33, t30));
        guarded_f64(n, t2, cd, hd);
        t34 = max_if_i32(n, t23);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes(t33, t30), t34);
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
