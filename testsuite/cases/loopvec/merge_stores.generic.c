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
    long t5;
    long t6;
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
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    long t33;
    int t34;
    long t35;
    long t36;
    vcc_v8_int t37;
    long t38;
    long t39;
    vcc_v8_int t40;
    vcc_m8 t41;
    vcc_m8 t42;
    vcc_v8_int t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    long t53;
    int i;
    long t54;
    int t55;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 8L));
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
            t23 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t24 = (vcc_v8_uint)t7;
            t25 = t23 * t24;
            t26 = (vcc_v8_int)t25;
            t27 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t28 = (vcc_v8_uint)t8;
            t29 = t27 * t28;
            t30 = (vcc_v8_int)t29;
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t26, t18);
            vcc_store(a + t5, t31);
            t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t30, t22);
            vcc_store(a + t6, t32);
            t33 = t4 + 16L;
            if (t33 >= t2) {
                break;
            }
            t4 = t33;
        }
        t34 = (int)((long)0 + t2);
    } else {
        t34 = 0;
    }
    t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        t36 = t35 & -8L;
        t37 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t38 = 0L;
        for (;;) {
            t39 = (long)(int)((long)t34 + t38);
            t40 = vcc_load(vcc_v8_int, b + t39);
            t41 = (vcc_m8)(t40 > t37);
            t42 = ~t41;
            t43 = vcc_load_masked(vcc_v8_int, c + t39, t42);
            t44 = (vcc_v8_uint)t43;
            t45 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t46 = t44 + t45;
            t47 = (vcc_v8_int)t46;
            t48 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t49 = (vcc_v8_uint)t40;
            t50 = t48 * t49;
            t51 = (vcc_v8_int)t50;
            t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t51, t47);
            vcc_store(a + t39, t52);
            t53 = t38 + 8L;
            if (t53 >= t36) {
                break;
            }
            t38 = t53;
        }
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        t54 = (long)i;
        t55 = b[t54];
        if (t55 > t) {
            a[t54] = 2 * t55;
        } else {
            a[t54] = c[t54] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const float *t6;
    const float *t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    long t26;
    int t27;
    long t28;
    long t29;
    long t30;
    long t31;
    const float *t32;
    vcc_v8_float t33;
    vcc_m8 t34;
    vcc_v8_int t35;
    vcc_m8 t36;
    vcc_m8 t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    long t42;
    int i;
    long t43;
    const float *t44;
    float t45;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = b + t4;
            t7 = b + t5;
            t8 = vcc_load(vcc_v8_float, t6);
            t9 = vcc_load(vcc_v8_float, t7);
            t10 = (vcc_m8)(t8 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t11 = (vcc_m8)(t9 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t12 = __builtin_convertvector(t10 & 1, vcc_v8_int);
            t13 = (vcc_m8)(t12 == (vcc_v8_int){0});
            t14 = __builtin_convertvector(t11 & 1, vcc_v8_int);
            t15 = (vcc_m8)(t14 == (vcc_v8_int){0});
            t16 = ~t13;
            t17 = ~t15;
            vcc_store_masked(d + t4, t8, t16);
            vcc_store_masked(d + t5, t9, t17);
            t18 = vcc_load(vcc_v8_float, t6);
            t19 = vcc_load(vcc_v8_float, t7);
            t20 = -t18;
            t21 = -t19;
            t22 = t8 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t23 = t9 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t22, t20);
            vcc_store(a + t4, t24);
            t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t23, t21);
            vcc_store(a + t5, t25);
            t26 = t3 + 16L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
        }
        t27 = (int)((long)0 + t2);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = 0L;
        for (;;) {
            t31 = (long)(int)((long)t27 + t30);
            t32 = b + t31;
            t33 = vcc_load(vcc_v8_float, t32);
            t34 = (vcc_m8)(t33 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t35 = __builtin_convertvector(t34 & 1, vcc_v8_int);
            t36 = (vcc_m8)(t35 == (vcc_v8_int){0});
            t37 = ~t36;
            vcc_store_masked(d + t31, t33, t37);
            t38 = vcc_load(vcc_v8_float, t32);
            t39 = -t38;
            t40 = t33 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t40, t39);
            vcc_store(a + t31, t41);
            t42 = t30 + 8L;
            if (t42 >= t29) {
                break;
            }
            t30 = t42;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        t44 = b + t43;
        t45 = *t44;
        if (!(t45 < 0.5f)) {
            a[t43] = t45 * 3.0f;
        } else {
            d[t43] = t45;
            a[t43] = -*t44;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
void reads_between(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    vcc_m8 t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_m8 t36;
    vcc_m8 t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    vcc_m8 t43;
    vcc_v8_int t44;
    long t45;
    int i;
    long t46;
    int t47;
    int *t48;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
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
            t24 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t6, t19);
            vcc_store(a + t4, t25);
            t26 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t7, t23);
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
            t33 = (long)(int)((long)t29 + t32);
            t34 = vcc_load(vcc_v8_int, b + t33);
            t35 = t34 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t36 = (vcc_m8)(t35 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t37 = ~t36;
            t38 = vcc_load_masked(vcc_v8_int, a + t33, t37);
            t39 = (vcc_v8_uint)t38;
            t40 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t41 = t39 + t40;
            t42 = (vcc_v8_int)t41;
            t43 = (vcc_m8)(t35 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t34, t42);
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
        t46 = (long)i;
        t47 = b[t46];
        if (t47 & 1) {
            a[t46] = t47;
        } else {
            t48 = a + t46;
            *t48 = *t48 + 7;
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
    long t5;
    vcc_v8_short t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_m8 t14;
    long t15;
    int i;
    long t16;
    int t17;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_short, b + t5);
            t7 = __builtin_convertvector(t6, vcc_v8_int);
            t8 = (vcc_m8)(t7 > t3);
            t9 = t7 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = ~t10;
            t12 = t8 & t11;
            vcc_store_masked(a + t5, ((vcc_v8_short){(short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2}), t12);
            t13 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t14 = t8 & t13;
            vcc_store_masked(a + t5, ((vcc_v8_short){(short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1}), t14);
            t15 = t4 + 8L;
            if (t15 >= t2) {
                break;
            }
            t4 = t15;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t16 = (long)i;
        t17 = (int)b[t16];
        if (t17 > k) {
            if (t17 & 2) {
                a[t16] = (short)1;
            } else {
                a[t16] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    vcc_v8_uchar t36;
    vcc_v8_uchar t37;
    vcc_v8_uchar t38;
    vcc_v8_uchar t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_int t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_int t55;
    vcc_v8_uchar t56;
    vcc_v8_uchar t57;
    vcc_v8_uchar t58;
    vcc_v8_uchar t59;
    vcc_v8_uchar t60;
    vcc_v8_uchar t61;
    vcc_v8_uchar t62;
    vcc_v8_uchar t63;
    long t64;
    int t65;
    long t66;
    long t67;
    long t68;
    long t69;
    vcc_v8_uchar t70;
    vcc_v8_int t71;
    vcc_m8 t72;
    vcc_v8_uint t73;
    vcc_v8_uint t74;
    vcc_v8_uint t75;
    vcc_v8_int t76;
    vcc_v8_uchar t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_int t81;
    vcc_v8_uchar t82;
    vcc_v8_uchar t83;
    long t84;
    int i;
    long t85;
    int t86;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_uchar, b + t4);
            t9 = vcc_load(vcc_v8_uchar, b + t5);
            t10 = vcc_load(vcc_v8_uchar, b + t6);
            t11 = vcc_load(vcc_v8_uchar, b + t7);
            t12 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            t13 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_ushort), vcc_v8_int);
            t14 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_ushort), vcc_v8_int);
            t15 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            t16 = (vcc_m8)(t12 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t17 = (vcc_m8)(t13 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t18 = (vcc_m8)(t14 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t19 = (vcc_m8)(t15 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t20 = (vcc_v8_uint)t12;
            t21 = (vcc_v8_uint)(vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
            t22 = t20 - t21;
            t23 = (vcc_v8_int)t22;
            t24 = (vcc_v8_uint)t13;
            t25 = (vcc_v8_uint)(vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
            t26 = t24 - t25;
            t27 = (vcc_v8_int)t26;
            t28 = (vcc_v8_uint)t14;
            t29 = (vcc_v8_uint)(vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
            t30 = t28 - t29;
            t31 = (vcc_v8_int)t30;
            t32 = (vcc_v8_uint)t15;
            t33 = (vcc_v8_uint)(vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
            t34 = t32 - t33;
            t35 = (vcc_v8_int)t34;
            t36 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_short), vcc_v8_uchar);
            t37 = __builtin_convertvector(__builtin_convertvector(t27, vcc_v8_short), vcc_v8_uchar);
            t38 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v8_short), vcc_v8_uchar);
            t39 = __builtin_convertvector(__builtin_convertvector(t35, vcc_v8_short), vcc_v8_uchar);
            t40 = (vcc_v8_uint)t12;
            t41 = (vcc_v8_uint)(vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t42 = t40 + t41;
            t43 = (vcc_v8_int)t42;
            t44 = (vcc_v8_uint)t13;
            t45 = (vcc_v8_uint)(vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t46 = t44 + t45;
            t47 = (vcc_v8_int)t46;
            t48 = (vcc_v8_uint)t14;
            t49 = (vcc_v8_uint)(vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t50 = t48 + t49;
            t51 = (vcc_v8_int)t50;
            t52 = (vcc_v8_uint)t15;
            t53 = (vcc_v8_uint)(vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t54 = t52 + t53;
            t55 = (vcc_v8_int)t54;
            t56 = __builtin_convertvector(__builtin_convertvector(t43, vcc_v8_short), vcc_v8_uchar);
            t57 = __builtin_convertvector(__builtin_convertvector(t47, vcc_v8_short), vcc_v8_uchar);
            t58 = __builtin_convertvector(__builtin_convertvector(t51, vcc_v8_short), vcc_v8_uchar);
            t59 = __builtin_convertvector(__builtin_convertvector(t55, vcc_v8_short), vcc_v8_uchar);
            t60 = vcc_select(vcc_v8_schar, __builtin_convertvector(t16, vcc_v8_schar), t56, t36);
            vcc_store(a + t4, t60);
            t61 = vcc_select(vcc_v8_schar, __builtin_convertvector(t17, vcc_v8_schar), t57, t37);
            vcc_store(a + t5, t61);
            t62 = vcc_select(vcc_v8_schar, __builtin_convertvector(t18, vcc_v8_schar), t58, t38);
            vcc_store(a + t6, t62);
            t63 = vcc_select(vcc_v8_schar, __builtin_convertvector(t19, vcc_v8_schar), t59, t39);
            vcc_store(a + t7, t63);
            t64 = t3 + 32L;
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
    if (t66 >= 8L) {
        t67 = t66 & -8L;
        t68 = 0L;
        for (;;) {
            t69 = (long)(int)((long)t65 + t68);
            t70 = vcc_load(vcc_v8_uchar, b + t69);
            t71 = __builtin_convertvector(__builtin_convertvector(t70, vcc_v8_ushort), vcc_v8_int);
            t72 = (vcc_m8)(t71 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            t73 = (vcc_v8_uint)t71;
            t74 = (vcc_v8_uint)(vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
            t75 = t73 - t74;
            t76 = (vcc_v8_int)t75;
            t77 = __builtin_convertvector(__builtin_convertvector(t76, vcc_v8_short), vcc_v8_uchar);
            t78 = (vcc_v8_uint)t71;
            t79 = (vcc_v8_uint)(vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t80 = t78 + t79;
            t81 = (vcc_v8_int)t80;
            t82 = __builtin_convertvector(__builtin_convertvector(t81, vcc_v8_short), vcc_v8_uchar);
            t83 = vcc_select(vcc_v8_schar, __builtin_convertvector(t72, vcc_v8_schar), t82, t77);
            vcc_store(a + t69, t83);
            t84 = t68 + 8L;
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
        t85 = (long)i;
        t86 = (int)b[t85];
        if (t86 < 100) {
            a[t85] = (unsigned char)(t86 + 50);
        } else {
            a[t85] = (unsigned char)(t86 - 100);
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
    int t3;
    int *a2;
    void *t4;
    float *fa;
    void *t5;
    float *fd;
    void *t6;
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
    long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    long t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    long t17;
    vcc_v8_int t18;
    long t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    long t24;
    vcc_v8_uint t25;
    int i;
    long t26;
    const int *t27;
    unsigned long t28;
    unsigned long t29;
    const void *t30;
    unsigned long t31;
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
        t3 = 2 * n;
        a2 = (int *)new_array(t3, 4UL);
        t4 = new_array(n, 4UL);
        fa = (float *)t4;
        t5 = new_array(n, 4UL);
        fd = (float *)t5;
        t6 = new_array(n, 4UL);
        fb = (float *)t6;
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
        for (fill_idx_3 = 0; fill_idx_3 < t3; fill_idx_3++) {
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
        t7 = (long)n;
        t8 = (unsigned long)t4;
        t9 = (unsigned long)t5;
        t10 = (unsigned long)t4;
        t11 = (unsigned long)t6;
        t12 = (unsigned long)t5;
        t13 = (unsigned long)t6;
        if ((t7 >= 8L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)0L)) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)0L))) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t11 + (unsigned long)0L)) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t10 + (unsigned long)0L))) & (((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t13 + (unsigned long)0L)) | ((t13 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t12 + (unsigned long)0L)))) {
            t14 = t7 & -8L;
            t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t16 = (vcc_v8_uint)t15;
            t1 = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t17 = 0L;
            for (;;) {
                t18 = (vcc_v8_int)t1;
                t19 = (long)(int)((long)0 + t17);
                t20 = t18 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t21 = t20 % (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                t22 = __builtin_convertvector(t21, vcc_v8_float);
                t23 = t22 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t19, t23);
                vcc_store(fa + t19, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t19, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t24 = t17 + 8L;
                t25 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t24 >= t14) {
                    break;
                }
                t17 = t24;
                t1 = t25;
            }
            i = (int)((long)0 + t14);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t26 = (long)i;
            fb[t26] = (float)(i * 37 % 100) / 100.0f;
            fa[t26] = 9.0f;
            fd[t26] = 8.0f;
        }
        printf("n=%d", n);
        t27 = b;
        both_sides(n, 10, a, t27, c);
        t28 = (unsigned long)n;
        t29 = t28 * 4UL;
        t30 = (const void *)a;
        printf(" both=%llx", (unsigned long long)hash_bytes(t30, t29));
        with_other_store(n, fa, fd, fb);
        t31 = hash_bytes((const void *)fd, t29);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, t29), (unsigned long long)t31);
        reads_between(n, a, t27);
        printf(" reads=%llx", (unsigned long long)hash_bytes(t30, t29));
        other_elements(n, a2, t27);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)t3 * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, t28 * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, t28 * 1UL));
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
