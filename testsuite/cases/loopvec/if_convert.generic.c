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
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 13 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_schar t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_schar t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_schar, a + t4);
            t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_int);
            t7 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t8 = vcc_load(vcc_v8_schar, a + t4);
            vcc_store_masked(b + t4, t8, t7);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)a[i] > 0) {
            b[i] = a[i];
        }
    }
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_short t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_short t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_short t13;
    vcc_v8_ushort t14;
    vcc_v8_ushort t15;
    vcc_v8_ushort t16;
    vcc_v8_ushort t17;
    vcc_v8_ushort t18;
    vcc_v8_short t19;
    vcc_m8 t20;
    long t21;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_short, a + t4);
            t6 = __builtin_convertvector(t5, vcc_v8_int);
            t7 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t8 = vcc_load(vcc_v8_short, a + t4);
            t9 = __builtin_convertvector(t8, vcc_v8_int);
            t10 = (vcc_m8)(t9 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t11 = ~t10;
            t12 = t7 & t11;
            t13 = vcc_load(vcc_v8_short, a + t4);
            t14 = (vcc_v8_ushort)t13;
            t15 = t14;
            t16 = (vcc_v8_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            t17 = t15 * t16;
            t18 = t17;
            t19 = (vcc_v8_short)t18;
            vcc_store_masked(c + t4, t19, t12);
            t20 = t7 & t10;
            vcc_store_masked(c + t4, ((vcc_v8_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), t20);
            t21 = t3 + 8L;
            if (t21 >= t2) {
                break;
            }
            t3 = t21;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)a[i] > 0) {
            if ((int)a[i] > 100) {
                c[i] = (short)100;
            } else {
                c[i] = (short)((int)a[i] * 2);
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
    int t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    long t22;
    vcc_v8_uint t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uint t29;
    int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_m8 t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    long t38;
    int i;
    int s;
    int s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = (int)((long)0 + t3);
            t7 = (int)((long)0 + (t3 + 8L));
            t8 = vcc_load(vcc_v8_int, a + t6);
            t9 = vcc_load(vcc_v8_int, a + t7);
            t10 = t8 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t11 = t9 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t12 = (vcc_m8)(t10 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t13 = (vcc_m8)(t11 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t14 = vcc_load(vcc_v8_int, a + t6);
            t15 = vcc_load(vcc_v8_int, a + t7);
            t16 = (vcc_v8_uint)t14;
            t17 = t4 + t16;
            t18 = (vcc_v8_uint)t15;
            t19 = t5 + t18;
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t17, t4);
            t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t19, t5);
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t20;
            t5 = t21;
        }
        t23 = t20 + t21;
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t23, +));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t30 = (int)((long)t24 + t28);
            t31 = vcc_load(vcc_v8_int, a + t30);
            t32 = t31 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t33 = (vcc_m8)(t32 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t34 = vcc_load(vcc_v8_int, a + t30);
            t35 = (vcc_v8_uint)t34;
            t36 = t29 + t35;
            t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t36, t29);
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_reduce(unsigned int, t37, +));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++, s = s_1) {
        if (a[i] & 1) {
            s_1 = s + a[i];
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
    int t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    long t20;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, b + t4);
            t6 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t7 = vcc_load_masked(vcc_v8_int, a + t4, t6);
            t8 = vcc_load(vcc_v8_int, b + t4);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t10 = t7 / t9;
            t11 = vcc_load_masked(vcc_v8_int, a + t4, t6);
            t12 = vcc_load(vcc_v8_int, b + t4);
            t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t12, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t14 = t11 % t13;
            t15 = (vcc_v8_uint)t10;
            t16 = (vcc_v8_uint)t14;
            t17 = t15 + t16;
            t18 = (vcc_v8_int)t17;
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t18, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(c + t4, t19);
            t20 = t3 + 8L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (b[i] != 0) {
            c[i] = a[i] / b[i] + a[i] % b[i];
        } else {
            c[i] = -1;
        }
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
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
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    int t23;
    vcc_v8_uint t24;
    vcc_m8 t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    long t30;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_uint, s + t4);
            t7 = vcc_load(vcc_v8_uint, s + t5);
            t8 = (vcc_m8)(t6 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            t9 = (vcc_m8)(t7 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            t10 = vcc_load_masked(vcc_v8_uint, a + t4, t8);
            t11 = vcc_load_masked(vcc_v8_uint, a + t5, t9);
            t12 = vcc_load(vcc_v8_uint, s + t4);
            t13 = vcc_load(vcc_v8_uint, s + t5);
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t12, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t15 = t10 << t14;
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t13, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t17 = t11 << t16;
            vcc_store_masked(c + t4, t15, t8);
            vcc_store_masked(c + t5, t17, t9);
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t22 = 0L;
        for (;;) {
            t23 = (int)((long)t19 + t22);
            t24 = vcc_load(vcc_v8_uint, s + t23);
            t25 = (vcc_m8)(t24 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            t26 = vcc_load_masked(vcc_v8_uint, a + t23, t25);
            t27 = vcc_load(vcc_v8_uint, s + t23);
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t27, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t29 = t26 << t28;
            vcc_store_masked(c + t23, t29, t25);
            t30 = t22 + 8L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        if (s[i] < 32U) {
            c[i] = a[i] << s[i];
        }
    }
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
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
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    long t46;
    int t47;
    long t48;
    long t49;
    long t50;
    int t51;
    vcc_v8_int t52;
    vcc_m8 t53;
    vcc_m8 t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_m8 t62;
    vcc_m8 t63;
    vcc_v8_int t64;
    vcc_m8 t65;
    vcc_m8 t66;
    vcc_m8 t67;
    vcc_m8 t68;
    vcc_m8 t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    long t72;
    int i;
    int *t73;
    int t74;
    int *t75;
    int t76;
    int t77;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_int, a + t4);
            t7 = vcc_load(vcc_v8_int, a + t5);
            t8 = (vcc_m8)(t6 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t9 = (vcc_m8)(t7 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t10 = ~t8;
            t11 = ~t9;
            t12 = vcc_load(vcc_v8_int, a + t4);
            t13 = vcc_load(vcc_v8_int, a + t5);
            t14 = vcc_load(vcc_v8_int, a + t4);
            t15 = vcc_load(vcc_v8_int, a + t5);
            t16 = (vcc_v8_uint)t14;
            t17 = -t16;
            t18 = (vcc_v8_int)t17;
            t19 = (vcc_v8_uint)t15;
            t20 = -t19;
            t21 = (vcc_v8_int)t20;
            t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t18);
            t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t13, t21);
            vcc_store(c + t4, t22);
            vcc_store(c + t5, t23);
            t24 = vcc_load(vcc_v8_int, a + t4);
            t25 = vcc_load(vcc_v8_int, a + t5);
            t26 = (vcc_m8)(t24 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t27 = (vcc_m8)(t25 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t28 = ~t26;
            t29 = ~t27;
            t30 = vcc_load(vcc_v8_int, a + t4);
            t31 = vcc_load(vcc_v8_int, a + t5);
            t32 = (vcc_m8)(t30 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t33 = (vcc_m8)(t31 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t34 = ~t32;
            t35 = t28 & t34;
            t36 = ~t33;
            t37 = t29 & t36;
            t38 = t28 & t32;
            t39 = t29 & t33;
            t40 = t38 | t35;
            t41 = t39 | t37;
            t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t42, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t43, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t4, t44);
            vcc_store(d + t5, t45);
            t46 = t3 + 16L;
            if (t46 >= t2) {
                break;
            }
            t3 = t46;
        }
        t47 = (int)((long)0 + t2);
    } else {
        t47 = 0;
    }
    t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t50 = 0L;
        for (;;) {
            t51 = (int)((long)t47 + t50);
            t52 = vcc_load(vcc_v8_int, a + t51);
            t53 = (vcc_m8)(t52 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t54 = ~t53;
            t55 = vcc_load(vcc_v8_int, a + t51);
            t56 = vcc_load(vcc_v8_int, a + t51);
            t57 = (vcc_v8_uint)t56;
            t58 = -t57;
            t59 = (vcc_v8_int)t58;
            t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t55, t59);
            vcc_store(c + t51, t60);
            t61 = vcc_load(vcc_v8_int, a + t51);
            t62 = (vcc_m8)(t61 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t63 = ~t62;
            t64 = vcc_load(vcc_v8_int, a + t51);
            t65 = (vcc_m8)(t64 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t66 = ~t65;
            t67 = t63 & t66;
            t68 = t63 & t65;
            t69 = t68 | t67;
            t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, t70, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t51, t71);
            t72 = t50 + 8L;
            if (t72 >= t49) {
                break;
            }
            t50 = t72;
        }
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        t73 = c + i;
        if (a[i] < 0) {
            t74 = -a[i];
        } else {
            t74 = a[i];
        }
        *t73 = t74;
        t75 = d + i;
        if (a[i] > 0) {
            t77 = 1;
        } else {
            if (a[i] < 0) {
                t76 = -1;
            } else {
                t76 = 0;
            }
            t77 = t76;
        }
        *t75 = t77;
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
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
    vcc_v4_long t36;
    vcc_v4_long t37;
    vcc_v4_long t38;
    vcc_v4_long t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    vcc_v4_long t43;
    vcc_v4_ulong t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    vcc_v4_long t47;
    vcc_v4_ulong t48;
    vcc_v4_ulong t49;
    vcc_v4_ulong t50;
    vcc_v4_long t51;
    vcc_v4_ulong t52;
    vcc_v4_ulong t53;
    vcc_v4_ulong t54;
    vcc_v4_long t55;
    vcc_m4 t56;
    vcc_v4_long t57;
    vcc_m4 t58;
    vcc_v4_long t59;
    vcc_m4 t60;
    vcc_v4_long t61;
    vcc_m4 t62;
    vcc_v4_long t63;
    long t64;
    int t65;
    long t66;
    long t67;
    long t68;
    int t69;
    vcc_v4_long t70;
    vcc_v4_long t71;
    vcc_v4_long t72;
    vcc_v4_ulong t73;
    vcc_v4_ulong t74;
    vcc_v4_ulong t75;
    vcc_v4_long t76;
    vcc_v4_long t77;
    vcc_v4_ulong t78;
    vcc_v4_ulong t79;
    vcc_v4_ulong t80;
    vcc_v4_long t81;
    vcc_m4 t82;
    vcc_v4_long t83;
    long t84;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_long, a + t4);
            t9 = vcc_load(vcc_v4_long, a + t5);
            t10 = vcc_load(vcc_v4_long, a + t6);
            t11 = vcc_load(vcc_v4_long, a + t7);
            t12 = t8 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t13 = t9 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t14 = t10 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t15 = t11 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t16 = vcc_load(vcc_v4_long, a + t4);
            t17 = vcc_load(vcc_v4_long, a + t5);
            t18 = vcc_load(vcc_v4_long, a + t6);
            t19 = vcc_load(vcc_v4_long, a + t7);
            t20 = (vcc_v4_ulong)t16;
            t21 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t22 = t20 - t21;
            t23 = (vcc_v4_long)t22;
            t24 = (vcc_v4_ulong)t17;
            t25 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t26 = t24 - t25;
            t27 = (vcc_v4_long)t26;
            t28 = (vcc_v4_ulong)t18;
            t29 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t30 = t28 - t29;
            t31 = (vcc_v4_long)t30;
            t32 = (vcc_v4_ulong)t19;
            t33 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t34 = t32 - t33;
            t35 = (vcc_v4_long)t34;
            t36 = vcc_load(vcc_v4_long, a + t4);
            t37 = vcc_load(vcc_v4_long, a + t5);
            t38 = vcc_load(vcc_v4_long, a + t6);
            t39 = vcc_load(vcc_v4_long, a + t7);
            t40 = (vcc_v4_ulong)t36;
            t41 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t42 = t40 * t41;
            t43 = (vcc_v4_long)t42;
            t44 = (vcc_v4_ulong)t37;
            t45 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t46 = t44 * t45;
            t47 = (vcc_v4_long)t46;
            t48 = (vcc_v4_ulong)t38;
            t49 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t50 = t48 * t49;
            t51 = (vcc_v4_long)t50;
            t52 = (vcc_v4_ulong)t39;
            t53 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t54 = t52 * t53;
            t55 = (vcc_v4_long)t54;
            t56 = __builtin_convertvector(t12 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t57 = vcc_select(vcc_v4_long, __builtin_convertvector(t56, vcc_v4_long), t43, t23);
            vcc_store(c + t4, t57);
            t58 = __builtin_convertvector(t13 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t59 = vcc_select(vcc_v4_long, __builtin_convertvector(t58, vcc_v4_long), t47, t27);
            vcc_store(c + t5, t59);
            t60 = __builtin_convertvector(t14 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t61 = vcc_select(vcc_v4_long, __builtin_convertvector(t60, vcc_v4_long), t51, t31);
            vcc_store(c + t6, t61);
            t62 = __builtin_convertvector(t15 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t63 = vcc_select(vcc_v4_long, __builtin_convertvector(t62, vcc_v4_long), t55, t35);
            vcc_store(c + t7, t63);
            t64 = t3 + 16L;
            if (t64 >= t2) {
                break;
            }
            t3 = t64;
        }
        t65 = (int)((long)0 + t2);
    } else {
        t65 = 0;
    }
    t66 = (long)n + (long)t65 * -1L;
    if (t66 >= 4L) {
        t67 = t66 & -4L;
        t68 = 0L;
        for (;;) {
            t69 = (int)((long)t65 + t68);
            t70 = vcc_load(vcc_v4_long, a + t69);
            t71 = t70 & (vcc_v4_long){1L, 1L, 1L, 1L};
            t72 = vcc_load(vcc_v4_long, a + t69);
            t73 = (vcc_v4_ulong)t72;
            t74 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            t75 = t73 - t74;
            t76 = (vcc_v4_long)t75;
            t77 = vcc_load(vcc_v4_long, a + t69);
            t78 = (vcc_v4_ulong)t77;
            t79 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            t80 = t78 * t79;
            t81 = (vcc_v4_long)t80;
            t82 = __builtin_convertvector(t71 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t83 = vcc_select(vcc_v4_long, __builtin_convertvector(t82, vcc_v4_long), t81, t76);
            vcc_store(c + t69, t83);
            t84 = t68 + 4L;
            if (t84 >= t67) {
                break;
            }
            t68 = t84;
        }
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        if (a[i] & 1L) {
            c[i] = a[i] * 3L;
        } else {
            c[i] = a[i] - 7L;
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
    int t8;
    int t9;
    int t10;
    int t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_m4 t16;
    vcc_m4 t17;
    vcc_m4 t18;
    vcc_m4 t19;
    vcc_v4_long t20;
    vcc_v4_long t21;
    vcc_v4_long t22;
    vcc_v4_long t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    vcc_v4_ulong t28;
    vcc_v4_ulong t29;
    vcc_v4_ulong t30;
    vcc_v4_ulong t31;
    vcc_v4_ulong t32;
    vcc_v4_ulong t33;
    vcc_v4_ulong t34;
    vcc_v4_ulong t35;
    long t36;
    vcc_v4_ulong t37;
    vcc_v4_ulong t38;
    vcc_v4_ulong t39;
    int t40;
    long t41;
    long t42;
    long t43;
    long t44;
    vcc_v4_ulong t45;
    int t46;
    vcc_v4_long t47;
    vcc_m4 t48;
    vcc_v4_long t49;
    vcc_v4_ulong t50;
    vcc_v4_ulong t51;
    vcc_v4_ulong t52;
    long t53;
    int i;
    long s;
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
            t8 = (int)((long)0 + t3);
            t9 = (int)((long)0 + (t3 + 4L));
            t10 = (int)((long)0 + (t3 + 8L));
            t11 = (int)((long)0 + (t3 + 12L));
            t12 = vcc_load(vcc_v4_long, a + t8);
            t13 = vcc_load(vcc_v4_long, a + t9);
            t14 = vcc_load(vcc_v4_long, a + t10);
            t15 = vcc_load(vcc_v4_long, a + t11);
            t16 = __builtin_convertvector(t12 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t17 = __builtin_convertvector(t13 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t18 = __builtin_convertvector(t14 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t19 = __builtin_convertvector(t15 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t20 = vcc_load(vcc_v4_long, a + t8);
            t21 = vcc_load(vcc_v4_long, a + t9);
            t22 = vcc_load(vcc_v4_long, a + t10);
            t23 = vcc_load(vcc_v4_long, a + t11);
            t24 = (vcc_v4_ulong)t20;
            t25 = t4 + t24;
            t26 = (vcc_v4_ulong)t21;
            t27 = t5 + t26;
            t28 = (vcc_v4_ulong)t22;
            t29 = t6 + t28;
            t30 = (vcc_v4_ulong)t23;
            t31 = t7 + t30;
            t32 = vcc_select(vcc_v4_long, __builtin_convertvector(t16, vcc_v4_long), t25, t4);
            t33 = vcc_select(vcc_v4_long, __builtin_convertvector(t17, vcc_v4_long), t27, t5);
            t34 = vcc_select(vcc_v4_long, __builtin_convertvector(t18, vcc_v4_long), t29, t6);
            t35 = vcc_select(vcc_v4_long, __builtin_convertvector(t19, vcc_v4_long), t31, t7);
            t36 = t3 + 16L;
            if (t36 >= t2) {
                break;
            }
            t3 = t36;
            t4 = t32;
            t5 = t33;
            t6 = t34;
            t7 = t35;
        }
        t37 = t32 + t33;
        t38 = t37 + t34;
        t39 = t38 + t35;
        t40 = (int)((long)0 + t2);
        t41 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t39, +));
    } else {
        t40 = 0;
        t41 = 0L;
    }
    t42 = (long)n + (long)t40 * -1L;
    if (t42 >= 4L) {
        t43 = t42 & -4L;
        t44 = 0L;
        t45 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t46 = (int)((long)t40 + t44);
            t47 = vcc_load(vcc_v4_long, a + t46);
            t48 = __builtin_convertvector(t47 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            t49 = vcc_load(vcc_v4_long, a + t46);
            t50 = (vcc_v4_ulong)t49;
            t51 = t45 + t50;
            t52 = vcc_select(vcc_v4_long, __builtin_convertvector(t48, vcc_v4_long), t51, t45);
            t53 = t44 + 4L;
            if (t53 >= t43) {
                break;
            }
            t44 = t53;
            t45 = t52;
        }
        i = (int)((long)t40 + t43);
        s = (long)((unsigned long)t41 + vcc_reduce(unsigned long, t52, +));
    } else {
        i = t40;
        s = t41;
    }
    for (; i < n; i++, s = s_1) {
        if (a[i] < 0L) {
            s_1 = s + a[i];
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
    int t6;
    int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
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
    vcc_v8_float t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    long t32;
    int t33;
    long t34;
    long t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    long t38;
    int t39;
    vcc_v8_float t40;
    vcc_m8 t41;
    vcc_m8 t42;
    vcc_m8 t43;
    vcc_m8 t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_m8 t47;
    vcc_m8 t48;
    vcc_m8 t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    long t52;
    int i;
    float x;
    float x_1;
    float x_2;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t4 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (int)((long)0 + (t5 + 8L));
            t8 = vcc_load(vcc_v8_float, a + t6);
            t9 = vcc_load(vcc_v8_float, a + t7);
            t10 = (vcc_m8)(t8 < t3);
            t11 = (vcc_m8)(t9 < t3);
            t12 = ~t10;
            t13 = ~t11;
            t14 = (vcc_m8)(t8 > t4);
            t15 = (vcc_m8)(t9 > t4);
            t16 = t12 & t14;
            t17 = ~t14;
            t18 = t12 & t17;
            t19 = t16 | t18;
            t20 = t13 & t15;
            t21 = ~t15;
            t22 = t13 & t21;
            t23 = t20 | t22;
            t24 = ~t14;
            t25 = t12 & t24;
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t8, t4);
            t27 = ~t15;
            t28 = t13 & t27;
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t9, t4);
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t26, t3);
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t29, t3);
            vcc_store(c + t6, t30);
            vcc_store(c + t7, t31);
            t32 = t5 + 16L;
            if (t32 >= t2) {
                break;
            }
            t5 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t37 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t33 + t38);
            t40 = vcc_load(vcc_v8_float, a + t39);
            t41 = (vcc_m8)(t40 < t36);
            t42 = ~t41;
            t43 = (vcc_m8)(t40 > t37);
            t44 = t42 & t43;
            t45 = ~t43;
            t46 = t42 & t45;
            t47 = t44 | t46;
            t48 = ~t43;
            t49 = t42 & t48;
            t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t40, t37);
            t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, t50, t36);
            vcc_store(c + t39, t51);
            t52 = t38 + 8L;
            if (t52 >= t35) {
                break;
            }
            t38 = t52;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        x = a[i];
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
        c[i] = x_2;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
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
    vcc_v8_float t17;
    long t18;
    int i;
    float t19;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = (vcc_m8)(t5 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            t7 = vcc_load(vcc_v8_float, a + t4);
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t7, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}));
            t9 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t8[0]));
            t10 = vcc_insert(t9, 1, sqrtf(t8[1]));
            t11 = vcc_insert(t10, 2, sqrtf(t8[2]));
            t12 = vcc_insert(t11, 3, sqrtf(t8[3]));
            t13 = vcc_insert(t12, 4, sqrtf(t8[4]));
            t14 = vcc_insert(t13, 5, sqrtf(t8[5]));
            t15 = vcc_insert(t14, 6, sqrtf(t8[6]));
            t16 = vcc_insert(t15, 7, sqrtf(t8[7]));
            t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t16, ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(c + t4, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] >= 0.0f) {
            t19 = a[i];
            c[i] = sqrtf(t19);
        } else {
            c[i] = 0.0f;
        }
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
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
    vcc_m4 t20;
    vcc_m4 t21;
    vcc_m4 t22;
    vcc_m4 t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    long t44;
    int t45;
    long t46;
    long t47;
    long t48;
    int t49;
    vcc_v4_double t50;
    vcc_v4_double t51;
    vcc_m4 t52;
    vcc_m4 t53;
    vcc_v4_double t54;
    vcc_v4_double t55;
    vcc_v4_double t56;
    vcc_v4_double t57;
    vcc_v4_double t58;
    long t59;
    int i;
    double *t60;
    double t61;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
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
            t20 = ~t16;
            t21 = ~t17;
            t22 = ~t18;
            t23 = ~t19;
            t24 = vcc_load(vcc_v4_double, b + t4);
            t25 = vcc_load(vcc_v4_double, b + t5);
            t26 = vcc_load(vcc_v4_double, b + t6);
            t27 = vcc_load(vcc_v4_double, b + t7);
            t28 = t24 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t29 = t25 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t30 = t26 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t31 = t27 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t32 = vcc_load(vcc_v4_double, a + t4);
            t33 = vcc_load(vcc_v4_double, a + t5);
            t34 = vcc_load(vcc_v4_double, a + t6);
            t35 = vcc_load(vcc_v4_double, a + t7);
            t36 = t32 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t37 = t33 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t38 = t34 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t39 = t35 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t40 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), t28, t36);
            t41 = vcc_select(vcc_v4_long, __builtin_convertvector(t21, vcc_v4_long), t29, t37);
            t42 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), t30, t38);
            t43 = vcc_select(vcc_v4_long, __builtin_convertvector(t23, vcc_v4_long), t31, t39);
            vcc_store(c + t4, t40);
            vcc_store(c + t5, t41);
            vcc_store(c + t6, t42);
            vcc_store(c + t7, t43);
            t44 = t3 + 16L;
            if (t44 >= t2) {
                break;
            }
            t3 = t44;
        }
        t45 = (int)((long)0 + t2);
    } else {
        t45 = 0;
    }
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 4L) {
        t47 = t46 & -4L;
        t48 = 0L;
        for (;;) {
            t49 = (int)((long)t45 + t48);
            t50 = vcc_load(vcc_v4_double, a + t49);
            t51 = vcc_load(vcc_v4_double, b + t49);
            t52 = __builtin_convertvector(t50 > t51, vcc_m4);
            t53 = ~t52;
            t54 = vcc_load(vcc_v4_double, b + t49);
            t55 = t54 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t56 = vcc_load(vcc_v4_double, a + t49);
            t57 = t56 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t58 = vcc_select(vcc_v4_long, __builtin_convertvector(t53, vcc_v4_long), t55, t57);
            vcc_store(c + t49, t58);
            t59 = t48 + 4L;
            if (t59 >= t47) {
                break;
            }
            t48 = t59;
        }
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        t60 = c + i;
        if (a[i] > b[i]) {
            t61 = a[i] * 2.0;
        } else {
            t61 = b[i] + 1.0;
        }
        *t60 = t61;
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
    int t9;
    vcc_v4_int t10;
    int t11;
    vcc_v4_uint t12;
    vcc_v4_int t13;
    int t14;
    vcc_v4_uint t15;
    vcc_v4_int t16;
    int t17;
    vcc_v4_uint t18;
    vcc_v4_int t19;
    vcc_m4 t20;
    vcc_m4 t21;
    vcc_m4 t22;
    vcc_m4 t23;
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
    int t40;
    vcc_v4_int t41;
    vcc_m4 t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    long t45;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v4_int){k, k, k, k};
        t6 = vcc_splat(vcc_v4_int, (int)((long)0 + 0L));
        t7 = (vcc_v4_uint)t6;
        t1 = t7 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t8 = 0L;
        for (;;) {
            t9 = (int)((long)0 + t8);
            t10 = (vcc_v4_int)t1;
            t11 = (int)((long)0 + (t8 + 4L));
            t12 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t13 = (vcc_v4_int)t12;
            t14 = (int)((long)0 + (t8 + 8L));
            t15 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            t16 = (vcc_v4_int)t15;
            t17 = (int)((long)0 + (t8 + 12L));
            t18 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            t19 = (vcc_v4_int)t18;
            t20 = (vcc_m4)(t10 < t5);
            t21 = (vcc_m4)(t13 < t5);
            t22 = (vcc_m4)(t16 < t5);
            t23 = (vcc_m4)(t19 < t5);
            t24 = vcc_load_masked(vcc_v4_double, h + t9, t20);
            t25 = vcc_load_masked(vcc_v4_double, h + t11, t21);
            t26 = vcc_load_masked(vcc_v4_double, h + t14, t22);
            t27 = vcc_load_masked(vcc_v4_double, h + t17, t23);
            t28 = t24 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t29 = t25 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t30 = t26 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t31 = t27 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked(c + t9, t28, t20);
            vcc_store_masked(c + t11, t29, t21);
            vcc_store_masked(c + t14, t30, t22);
            vcc_store_masked(c + t17, t31, t23);
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
        t37 = vcc_splat(vcc_v4_int, (int)((long)t33 + 0L));
        t38 = (vcc_v4_uint)t37;
        t2 = t38 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t39 = 0L;
        for (;;) {
            t40 = (int)((long)t33 + t39);
            t41 = (vcc_v4_int)t2;
            t42 = (vcc_m4)(t41 < t36);
            t43 = vcc_load_masked(vcc_v4_double, h + t40, t42);
            t44 = t43 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked(c + t40, t44, t42);
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
            c[i] = h[i] * 0.5;
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
    int t10;
    int t11;
    int t12;
    int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    int t34;
    int t35;
    long t36;
    long t37;
    long t38;
    int t39;
    vcc_v8_int t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    long t44;
    int i;
    int m;
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
            t10 = (int)((long)0 + t5);
            t11 = (int)((long)0 + (t5 + 8L));
            t12 = (int)((long)0 + (t5 + 16L));
            t13 = (int)((long)0 + (t5 + 24L));
            t14 = vcc_load(vcc_v8_int, a + t10);
            t15 = vcc_load(vcc_v8_int, a + t11);
            t16 = vcc_load(vcc_v8_int, a + t12);
            t17 = vcc_load(vcc_v8_int, a + t13);
            t18 = (vcc_m8)(t14 > t6);
            t19 = (vcc_m8)(t15 > t7);
            t20 = (vcc_m8)(t16 > t8);
            t21 = (vcc_m8)(t17 > t9);
            t22 = vcc_load(vcc_v8_int, a + t10);
            t23 = vcc_load(vcc_v8_int, a + t11);
            t24 = vcc_load(vcc_v8_int, a + t12);
            t25 = vcc_load(vcc_v8_int, a + t13);
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t22, t6);
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t23, t7);
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t24, t8);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t25, t9);
            t30 = t5 + 32L;
            if (t30 >= t3) {
                break;
            }
            t5 = t30;
            t6 = t26;
            t7 = t27;
            t8 = t28;
            t9 = t29;
        }
        t31 = vcc_max(vcc_v8_int, t26, t27);
        t32 = vcc_max(vcc_v8_int, t31, t28);
        t33 = vcc_max(vcc_v8_int, t32, t29);
        t34 = (int)((long)0 + t3);
        t35 = vcc_reduce_max(int, t33);
    } else {
        t34 = 0;
        t35 = (-2147483647 - 1);
    }
    t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t1 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t34 + t38);
            t40 = vcc_load(vcc_v8_int, a + t39);
            t41 = (vcc_m8)(t40 > t1);
            t42 = vcc_load(vcc_v8_int, a + t39);
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t42, t1);
            t44 = t38 + 8L;
            if (t44 >= t37) {
                break;
            }
            t38 = t44;
            t1 = t43;
        }
        i = (int)((long)t34 + t37);
        m = vcc_reduce_max(int, t43);
    } else {
        i = t34;
        m = t35;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] > m) {
            m_1 = a[i];
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
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    long t11;
    int t12;
    long t13;
    long t14;
    long t15;
    int t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    long t19;
    int i;
    int t20;
    unsigned long t21;
    long t22;
    int t23;
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
        hd = (double *)new_array(n / 2, 8UL);
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
        for (fill_idx_14 = 0; fill_idx_14 < (n / 2); fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(0 + (int)(next_rand() % 10U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = (int)((long)0 + (t4 + 8L));
                t7 = vcc_load(vcc_v8_float, af + t5);
                t8 = vcc_load(vcc_v8_float, af + t6);
                t9 = t7 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                t10 = t8 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(af + t5, t9);
                vcc_store(af + t6, t10);
                t11 = t4 + 16L;
                if (t11 >= t3) {
                    break;
                }
                t4 = t11;
            }
            t12 = (int)((long)0 + t3);
        } else {
            t12 = 0;
        }
        t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            t14 = t13 & -8L;
            t15 = 0L;
            for (;;) {
                t16 = (int)((long)t12 + t15);
                t17 = vcc_load(vcc_v8_float, af + t16);
                t18 = t17 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(af + t16, t18);
                t19 = t15 + 8L;
                if (t19 >= t14) {
                    break;
                }
                t15 = t19;
            }
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            af[i] = af[i] / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, (unsigned long)n * 1UL));
        nested_i16(n, c16, a16);
        t20 = sum_odd_i32(n, a32);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, (unsigned long)n * 2UL), t20);
        div_i32(n, c32, a32, b32);
        printf(" div=%llx", (unsigned long long)hash_bytes((const void *)c32, (unsigned long)n * 4UL));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, (unsigned long)n * 4UL));
        abs_sign_i32(n, c32, d32, a32);
        t21 = hash_bytes((const void *)d32, (unsigned long)n * 4UL);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes((const void *)c32, (unsigned long)n * 4UL), (unsigned long long)t21);
        odd_even_i64(n, c64, a64);
        t22 = sum_neg_i64(n, a64);
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, (unsigned long)n * 8UL), t22);
        clamp_f32(n, cf, af, -10.5f, 20.25f);
        printf(" clamp=%llx", (unsigned long long)hash_bytes((const void *)cf, (unsigned long)n * 4UL));
        sqrt_pos_f32(n, cf, af);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes((const void *)cf, (unsigned long)n * 4UL));
        pick_f64(n, cd, ad, bd);
        printf(" pick=%llx", (unsigned long long)hash_bytes((const void *)cd, (unsigned long)n * 8UL));
        guarded_f64(n, n / 2, cd, hd);
        t23 = max_if_i32(n, a32);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes((const void *)cd, (unsigned long)n * 8UL), t23);
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
