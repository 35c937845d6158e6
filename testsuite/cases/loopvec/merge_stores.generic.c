/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    long t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    int t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    long t35;
    int t36;
    long t37;
    long t38;
    vcc_v8_int t39;
    long t40;
    int t41;
    vcc_v8_int t42;
    vcc_m8 t43;
    vcc_m8 t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    long t56;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 8L));
            t7 = vcc_load(vcc_v8_int, b + t5);
            t8 = vcc_load(vcc_v8_int, b + t6);
            t9 = (vcc_m8)(t7 > t3);
            t10 = (vcc_m8)(t8 > t3);
            t11 = ~t9;
            t12 = ~t10;
            t13 = vcc_load_masked(vcc_v8_int, c + t5, t11);
            t14 = vcc_load_masked(vcc_v8_int, c + t6, t12);
            t15 = (vcc_v8_uint)t13;
            t16 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t17 = t15 + t16;
            t18 = (vcc_v8_int)t17;
            t19 = (vcc_v8_uint)t14;
            t20 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t21 = t19 + t20;
            t22 = (vcc_v8_int)t21;
            t23 = vcc_load(vcc_v8_int, b + t5);
            t24 = vcc_load(vcc_v8_int, b + t6);
            t25 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t26 = (vcc_v8_uint)t23;
            t27 = t25 * t26;
            t28 = (vcc_v8_int)t27;
            t29 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t30 = (vcc_v8_uint)t24;
            t31 = t29 * t30;
            t32 = (vcc_v8_int)t31;
            t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t28, t18);
            vcc_store(a + t5, t33);
            t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t32, t22);
            vcc_store(a + t6, t34);
            t35 = t4 + 16L;
            if (t35 >= t2) {
                break;
            }
            t4 = t35;
        }
        t36 = (int)((long)0 + t2);
    } else {
        t36 = 0;
    }
    t37 = (long)n + (long)t36 * -1L;
    if (t37 >= 8L) {
        t38 = t37 & -8L;
        t39 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t40 = 0L;
        for (;;) {
            t41 = (int)((long)t36 + t40);
            t42 = vcc_load(vcc_v8_int, b + t41);
            t43 = (vcc_m8)(t42 > t39);
            t44 = ~t43;
            t45 = vcc_load_masked(vcc_v8_int, c + t41, t44);
            t46 = (vcc_v8_uint)t45;
            t47 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t48 = t46 + t47;
            t49 = (vcc_v8_int)t48;
            t50 = vcc_load(vcc_v8_int, b + t41);
            t51 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t52 = (vcc_v8_uint)t50;
            t53 = t51 * t52;
            t54 = (vcc_v8_int)t53;
            t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t54, t49);
            vcc_store(a + t41, t55);
            t56 = t40 + 8L;
            if (t56 >= t38) {
                break;
            }
            t40 = t56;
        }
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        if (b[i] > t) {
            a[i] = 2 * b[i];
        } else {
            a[i] = c[i] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    int t33;
    vcc_v8_float t34;
    vcc_m8 t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_m8 t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    long t45;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_float, b + t4);
            t7 = vcc_load(vcc_v8_float, b + t5);
            t8 = (vcc_m8)(t6 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t9 = (vcc_m8)(t7 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t10 = __builtin_convertvector(t8 & 1, vcc_v8_int);
            t11 = (vcc_m8)(t10 == (vcc_v8_int){0});
            t12 = __builtin_convertvector(t9 & 1, vcc_v8_int);
            t13 = (vcc_m8)(t12 == (vcc_v8_int){0});
            t14 = ~t11;
            t15 = ~t13;
            t16 = vcc_load(vcc_v8_float, b + t4);
            t17 = vcc_load(vcc_v8_float, b + t5);
            vcc_store_masked(d + t4, t16, t14);
            vcc_store_masked(d + t5, t17, t15);
            t18 = vcc_load(vcc_v8_float, b + t4);
            t19 = vcc_load(vcc_v8_float, b + t5);
            t20 = -t18;
            t21 = -t19;
            t22 = vcc_load(vcc_v8_float, b + t4);
            t23 = vcc_load(vcc_v8_float, b + t5);
            t24 = t22 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t25 = t23 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t24, t20);
            vcc_store(a + t4, t26);
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t25, t21);
            vcc_store(a + t5, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        for (;;) {
            t33 = (int)((long)t29 + t32);
            t34 = vcc_load(vcc_v8_float, b + t33);
            t35 = (vcc_m8)(t34 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t36 = __builtin_convertvector(t35 & 1, vcc_v8_int);
            t37 = (vcc_m8)(t36 == (vcc_v8_int){0});
            t38 = ~t37;
            t39 = vcc_load(vcc_v8_float, b + t33);
            vcc_store_masked(d + t33, t39, t38);
            t40 = vcc_load(vcc_v8_float, b + t33);
            t41 = -t40;
            t42 = vcc_load(vcc_v8_float, b + t33);
            t43 = t42 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t43, t41);
            vcc_store(a + t33, t44);
            t45 = t32 + 8L;
            if (t45 >= t31) {
                break;
            }
            t32 = t45;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        if (!(b[i] < 0.5f)) {
            a[i] = b[i] * 3.0f;
        } else {
            d[i] = b[i];
            a[i] = -b[i];
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
void reads_between(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_v8_int t29;
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_m8 t38;
    vcc_m8 t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_m8 t46;
    vcc_v8_int t47;
    long t48;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_int, b + t4);
            t7 = vcc_load(vcc_v8_int, b + t5);
            t8 = t6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = t7 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t10 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = ~t10;
            t12 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t13 = ~t12;
            t14 = vcc_load_masked(vcc_v8_int, a + t4, t11);
            t15 = vcc_load_masked(vcc_v8_int, a + t5, t13);
            t16 = (vcc_v8_uint)t14;
            t17 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t18 = t16 + t17;
            t19 = (vcc_v8_int)t18;
            t20 = (vcc_v8_uint)t15;
            t21 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t22 = t20 + t21;
            t23 = (vcc_v8_int)t22;
            t24 = vcc_load(vcc_v8_int, b + t4);
            t25 = vcc_load(vcc_v8_int, b + t5);
            t26 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t24, t19);
            vcc_store(a + t4, t27);
            t28 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t25, t23);
            vcc_store(a + t5, t29);
            t30 = t3 + 16L;
            if (t30 >= t2) {
                break;
            }
            t3 = t30;
        }
        t31 = (int)((long)0 + t2);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = 0L;
        for (;;) {
            t35 = (int)((long)t31 + t34);
            t36 = vcc_load(vcc_v8_int, b + t35);
            t37 = t36 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t38 = (vcc_m8)(t37 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t39 = ~t38;
            t40 = vcc_load_masked(vcc_v8_int, a + t35, t39);
            t41 = (vcc_v8_uint)t40;
            t42 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t43 = t41 + t42;
            t44 = (vcc_v8_int)t43;
            t45 = vcc_load(vcc_v8_int, b + t35);
            t46 = (vcc_m8)(t37 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t45, t44);
            vcc_store(a + t35, t47);
            t48 = t34 + 8L;
            if (t48 >= t33) {
                break;
            }
            t34 = t48;
        }
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        if (b[i] & 1) {
            a[i] = b[i];
        } else {
            a[i] = a[i] + 7;
        }
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
void nested(int n, short *restrict a, const short *restrict b, int k) {
    long t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    int t5;
    vcc_v8_short t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_short t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_short, b + t5);
            t7 = __builtin_convertvector(t6, vcc_v8_int);
            t8 = (vcc_m8)(t7 > t3);
            t9 = vcc_load(vcc_v8_short, b + t5);
            t10 = __builtin_convertvector(t9, vcc_v8_int);
            t11 = t10 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t12 = (vcc_m8)(t11 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t13 = ~t12;
            t14 = t8 & t13;
            vcc_store_masked(a + t5, ((vcc_v8_short){(short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2}), t14);
            t15 = (vcc_m8)(t11 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t16 = t8 & t15;
            vcc_store_masked(a + t5, ((vcc_v8_short){(short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1}), t16);
            t17 = t4 + 8L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)b[i] > k) {
            if ((int)b[i] & 2) {
                a[i] = (short)1;
            } else {
                a[i] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_uchar t6;
    vcc_v8_uchar t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    vcc_v8_uchar t18;
    vcc_v8_uchar t19;
    vcc_v8_uchar t20;
    vcc_v8_uchar t21;
    vcc_v8_uchar t22;
    vcc_v8_uchar t23;
    vcc_v8_uchar t24;
    vcc_v8_uchar t25;
    vcc_v8_uchar t26;
    vcc_v8_uchar t27;
    vcc_v8_uchar t28;
    vcc_v8_uchar t29;
    vcc_v8_uchar t30;
    vcc_v8_uchar t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    vcc_v8_uchar t34;
    vcc_v8_uchar t35;
    vcc_v8_uchar t36;
    vcc_v8_uchar t37;
    vcc_v8_uchar t38;
    vcc_v8_uchar t39;
    vcc_v8_uchar t40;
    vcc_v8_uchar t41;
    long t42;
    int t43;
    long t44;
    long t45;
    long t46;
    int t47;
    vcc_v8_uchar t48;
    vcc_v8_int t49;
    vcc_m8 t50;
    vcc_v8_uchar t51;
    vcc_v8_uchar t52;
    vcc_v8_uchar t53;
    vcc_v8_uchar t54;
    vcc_v8_uchar t55;
    vcc_v8_uchar t56;
    vcc_v8_uchar t57;
    vcc_v8_uchar t58;
    vcc_v8_uchar t59;
    vcc_v8_uchar t60;
    vcc_v8_uchar t61;
    vcc_v8_uchar t62;
    vcc_v8_uchar t63;
    vcc_v8_uchar t64;
    vcc_v8_uchar t65;
    long t66;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_uchar, b + t4);
            t7 = vcc_load(vcc_v8_uchar, b + t5);
            t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            t10 = (vcc_m8)(t8 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t11 = (vcc_m8)(t9 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t12 = vcc_load(vcc_v8_uchar, b + t4);
            t13 = vcc_load(vcc_v8_uchar, b + t5);
            t14 = t12;
            t15 = t13;
            t16 = t14;
            t17 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t18 = t16 - t17;
            t19 = t18;
            t20 = t15;
            t21 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t22 = t20 - t21;
            t23 = t22;
            t24 = t19;
            t25 = t23;
            t26 = vcc_load(vcc_v8_uchar, b + t4);
            t27 = vcc_load(vcc_v8_uchar, b + t5);
            t28 = t26;
            t29 = t27;
            t30 = t28;
            t31 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t32 = t30 + t31;
            t33 = t32;
            t34 = t29;
            t35 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t36 = t34 + t35;
            t37 = t36;
            t38 = t33;
            t39 = t37;
            t40 = vcc_select(vcc_v8_schar, __builtin_convertvector(t10, vcc_v8_schar), t38, t24);
            vcc_store(a + t4, t40);
            t41 = vcc_select(vcc_v8_schar, __builtin_convertvector(t11, vcc_v8_schar), t39, t25);
            vcc_store(a + t5, t41);
            t42 = t3 + 16L;
            if (t42 >= t2) {
                break;
            }
            t3 = t42;
        }
        t43 = (int)((long)0 + t2);
    } else {
        t43 = 0;
    }
    t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = 0L;
        for (;;) {
            t47 = (int)((long)t43 + t46);
            t48 = vcc_load(vcc_v8_uchar, b + t47);
            t49 = __builtin_convertvector(__builtin_convertvector(t48, vcc_v8_ushort), vcc_v8_int);
            t50 = (vcc_m8)(t49 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t51 = vcc_load(vcc_v8_uchar, b + t47);
            t52 = t51;
            t53 = t52;
            t54 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t55 = t53 - t54;
            t56 = t55;
            t57 = t56;
            t58 = vcc_load(vcc_v8_uchar, b + t47);
            t59 = t58;
            t60 = t59;
            t61 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t62 = t60 + t61;
            t63 = t62;
            t64 = t63;
            t65 = vcc_select(vcc_v8_schar, __builtin_convertvector(t50, vcc_v8_schar), t64, t57);
            vcc_store(a + t47, t65);
            t66 = t46 + 8L;
            if (t66 >= t45) {
                break;
            }
            t46 = t66;
        }
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        if ((int)b[i] < 100) {
            a[i] = (unsigned char)((int)b[i] + 50);
        } else {
            a[i] = (unsigned char)((int)b[i] - 100);
        }
    }
}

int main(void) {
    int n;
    vcc_v8_uint t1;
    int count_idx;
    int n_1;
    int t2;
    int *a;
    int *b;
    int *c;
    int *a2;
    void *t3;
    float *fa;
    void *t4;
    float *fd;
    void *t5;
    float *fb;
    short *sa;
    short *sb;
    unsigned char *ua;
    unsigned char *ub;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    long t6;
    unsigned long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    unsigned long t11;
    unsigned long t12;
    long t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    long t16;
    int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    long t23;
    vcc_v8_uint t24;
    int i;
    unsigned long t25;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        c = (int *)new_array(n, 4UL);
        a2 = (int *)new_array(2 * n, 4UL);
        t3 = new_array(n, 4UL);
        fa = (float *)t3;
        t4 = new_array(n, 4UL);
        fd = (float *)t4;
        t5 = new_array(n, 4UL);
        fb = (float *)t5;
        sa = (short *)new_array(n, 2UL);
        sb = (short *)new_array(n, 2UL);
        ua = (unsigned char *)new_array(n, 1UL);
        ub = (unsigned char *)new_array(n, 1UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < (2 * n); fill_idx_3++) {
            a2[fill_idx_3] = 0 + (int)(next_rand() % 10U);
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(0 + (int)(next_rand() % 10U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)(next_rand() % 100U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        t6 = (long)n;
        t7 = (unsigned long)t3;
        t8 = (unsigned long)t4;
        t9 = (unsigned long)t3;
        t10 = (unsigned long)t5;
        t11 = (unsigned long)t4;
        t12 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t7 + (unsigned long)0L))) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t10 + (unsigned long)0L)) | ((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t9 + (unsigned long)0L))) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t11 + (unsigned long)0L)))) {
            t13 = t6 & -8L;
            t14 = vcc_splat(vcc_v8_int, (int)((long)0 + 0L));
            t15 = (vcc_v8_uint)t14;
            t1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t16 = 0L;
            for (;;) {
                t17 = (int)((long)0 + t16);
                t18 = (vcc_v8_int)t1;
                t19 = t18 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t20 = t19 % (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                t21 = __builtin_convertvector(t20, vcc_v8_float);
                t22 = t21 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t17, t22);
                vcc_store(fa + t17, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t17, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t23 = t16 + 8L;
                t24 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t23 >= t13) {
                    break;
                }
                t16 = t23;
                t1 = t24;
            }
            i = (int)((long)0 + t13);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            fb[i] = (float)(i * 37 % 100) / 100.0f;
            fa[i] = 9.0f;
            fd[i] = 8.0f;
        }
        printf("n=%d", n);
        both_sides(n, 10, a, b, c);
        printf(" both=%llx", (unsigned long long)hash_bytes((const void *)a, (unsigned long)n * 4UL));
        with_other_store(n, fa, fd, fb);
        t25 = hash_bytes((const void *)fd, (unsigned long)n * 4UL);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, (unsigned long)n * 4UL), (unsigned long long)t25);
        reads_between(n, a, b);
        printf(" reads=%llx", (unsigned long long)hash_bytes((const void *)a, (unsigned long)n * 4UL));
        other_elements(n, a2, b);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)(2 * n) * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, (unsigned long)n * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, (unsigned long)n * 1UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
