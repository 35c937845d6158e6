/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    long t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    long t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_m8 t23;
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
    int t34;
    long t35;
    long t36;
    vcc_v8_int t37;
    long t38;
    vcc_v8_int t39;
    vcc_m8 t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    int i;
    long t52;
    int t53;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = vcc_load(vcc_v8_int, b + t6);
            t8 = (vcc_m8)(t7 > t5);
            t9 = ~t8;
            t10 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t6 * 4UL), t9);
            t11 = (vcc_v8_uint)t10;
            t12 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t13 = t11 + t12;
            t14 = (vcc_v8_int)t13;
            t15 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t16 = (vcc_v8_uint)t7;
            t17 = t15 * t16;
            t18 = (vcc_v8_int)t17;
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t18, t14);
            vcc_store(a + t6, t19);
            t20 = (long)(int)((long)0 + (t1 + 8L));
            t21 = vcc_load(vcc_v8_int, b + t20);
            t22 = (vcc_m8)(t21 > t5);
            t23 = ~t22;
            t24 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t20 * 4UL), t23);
            t25 = (vcc_v8_uint)t24;
            t26 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t27 = t25 + t26;
            t28 = (vcc_v8_int)t27;
            t29 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t30 = (vcc_v8_uint)t21;
            t31 = t29 * t30;
            t32 = (vcc_v8_int)t31;
            t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t32, t28);
            vcc_store(a + t20, t33);
            t1 += 16L;
        } while (t1 < t4);
        t34 = (int)((long)0 + t4);
    } else {
        t34 = 0;
    }
    t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        t36 = t35 & -8L;
        t37 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        t2 = 0L;
        do {
            t38 = (long)(int)((long)t34 + t2);
            t39 = vcc_load(vcc_v8_int, b + t38);
            t40 = (vcc_m8)(t39 > t37);
            t41 = ~t40;
            t42 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t38 * 4UL), t41);
            t43 = (vcc_v8_uint)t42;
            t44 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t45 = t43 + t44;
            t46 = (vcc_v8_int)t45;
            t47 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t48 = (vcc_v8_uint)t39;
            t49 = t47 * t48;
            t50 = (vcc_v8_int)t49;
            t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t50, t46);
            vcc_store(a + t38, t51);
            t2 += 8L;
        } while (t2 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = b[t52];
        if (t53 > t) {
            a[t52] = 2 * t53;
        } else {
            a[t52] = c[t52] + 1;
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
    vcc_v8_float t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    long t16;
    const float *t17;
    vcc_v8_float t18;
    vcc_m8 t19;
    vcc_v8_int t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    int t27;
    long t28;
    long t29;
    long t30;
    const float *t31;
    vcc_v8_float t32;
    vcc_m8 t33;
    vcc_v8_int t34;
    vcc_m8 t35;
    vcc_m8 t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    int i;
    long t41;
    const float *t42;
    float t43;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = b + t5;
            t7 = vcc_load(vcc_v8_float, t6);
            t8 = (vcc_m8)(t7 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t9 = __builtin_convertvector(t8 & 1, vcc_v8_int);
            t10 = (vcc_m8)(t9 == (vcc_v8_int){0});
            t11 = ~t10;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t5 * 4UL), t7, t11);
            t12 = vcc_load(vcc_v8_float, t6);
            t13 = -t12;
            t14 = t7 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t14, t13);
            vcc_store(a + t5, t15);
            t16 = (long)(int)((long)0 + (t1 + 8L));
            t17 = b + t16;
            t18 = vcc_load(vcc_v8_float, t17);
            t19 = (vcc_m8)(t18 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t20 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            t21 = (vcc_m8)(t20 == (vcc_v8_int){0});
            t22 = ~t21;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t16 * 4UL), t18, t22);
            t23 = vcc_load(vcc_v8_float, t17);
            t24 = -t23;
            t25 = t18 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t25, t24);
            vcc_store(a + t16, t26);
            t1 += 16L;
        } while (t1 < t4);
        t27 = (int)((long)0 + t4);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t2 = 0L;
        do {
            t30 = (long)(int)((long)t27 + t2);
            t31 = b + t30;
            t32 = vcc_load(vcc_v8_float, t31);
            t33 = (vcc_m8)(t32 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            t34 = __builtin_convertvector(t33 & 1, vcc_v8_int);
            t35 = (vcc_m8)(t34 == (vcc_v8_int){0});
            t36 = ~t35;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t30 * 4UL), t32, t36);
            t37 = vcc_load(vcc_v8_float, t31);
            t38 = -t37;
            t39 = t32 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t39, t38);
            vcc_store(a + t30, t40);
            t2 += 8L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        t42 = b + t41;
        t43 = *t42;
        if (!(t43 < 0.5f)) {
            a[t41] = t43 * 3.0f;
        } else {
            d[t41] = t43;
            a[t41] = -*t42;
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
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    int t29;
    long t30;
    long t31;
    long t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_m8 t35;
    vcc_m8 t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    vcc_m8 t42;
    vcc_v8_int t43;
    int i;
    long t44;
    int t45;
    int *t46;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_int, b + t5);
            t7 = t6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t9 = ~t8;
            t10 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t5 * 4UL), t9);
            t11 = (vcc_v8_uint)t10;
            t12 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t13 = t11 + t12;
            t14 = (vcc_v8_int)t13;
            t15 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t6, t14);
            vcc_store(a + t5, t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = vcc_load(vcc_v8_int, b + t17);
            t19 = t18 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t20 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t21 = ~t20;
            t22 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t17 * 4UL), t21);
            t23 = (vcc_v8_uint)t22;
            t24 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t25 = t23 + t24;
            t26 = (vcc_v8_int)t25;
            t27 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t18, t26);
            vcc_store(a + t17, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = vcc_load(vcc_v8_int, b + t32);
            t34 = t33 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t35 = (vcc_m8)(t34 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t36 = ~t35;
            t37 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t32 * 4UL), t36);
            t38 = (vcc_v8_uint)t37;
            t39 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t40 = t38 + t39;
            t41 = (vcc_v8_int)t40;
            t42 = (vcc_m8)(t34 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t33, t41);
            vcc_store(a + t32, t43);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t44 = (long)i;
        t45 = b[t44];
        if (t45 & 1) {
            a[t44] = t45;
        } else {
            t46 = a + t44;
            *t46 = *t46 + 7;
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
    long t3;
    vcc_v8_int t4;
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
    int i;
    long t15;
    int t16;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_short, b + t5);
            t7 = __builtin_convertvector(t6, vcc_v8_int);
            t8 = (vcc_m8)(t7 > t4);
            t9 = t7 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = ~t10;
            t12 = t8 & t11;
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t5 * 2UL), ((vcc_v8_short){(short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2}), t12);
            t13 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t14 = t8 & t13;
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t5 * 2UL), ((vcc_v8_short){(short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1}), t14);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = (int)b[t15];
        if (t16 > k) {
            if (t16 & 2) {
                a[t15] = (short)1;
            } else {
                a[t15] = (short)2;
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
    vcc_v32_uchar t5;
    vcc_v32_uchar t6;
    vcc_m32 t7;
    vcc_v32_uchar t8;
    vcc_v32_uchar t9;
    vcc_v32_uchar t10;
    vcc_v32_uchar t11;
    vcc_v32_uchar t12;
    vcc_v32_uchar t13;
    vcc_v32_uchar t14;
    vcc_v32_uchar t15;
    vcc_v32_uchar t16;
    vcc_v32_uchar t17;
    vcc_v32_uchar t18;
    int i;
    long t19;
    int t20;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = vcc_load(vcc_v32_uchar, b + t4);
            t6 = t5;
            t7 = (vcc_m32)(t6 < (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100});
            t8 = t6;
            t9 = (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t10 = t8 - t9;
            t11 = t10;
            t12 = t11;
            t13 = t6;
            t14 = (vcc_v32_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t15 = t13 + t14;
            t16 = t15;
            t17 = t16;
            t18 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t7, t17, t12);
            vcc_store(a + t4, t18);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        t20 = (int)b[t19];
        if (t20 < 100) {
            a[t19] = (unsigned char)(t20 + 50);
        } else {
            a[t19] = (unsigned char)(t20 - 100);
        }
    }
}

int main(void) {
    int n;
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    int count_idx;
    int n_1;
    int t5;
    int *a;
    int *b;
    int *c;
    int t6;
    int *a2;
    void *t7;
    float *fa;
    void *t8;
    float *fd;
    void *t9;
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
    long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    int t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    long t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    long t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    int t40;
    long t41;
    unsigned long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    unsigned long t47;
    int t48;
    long t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    long t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    int i;
    long t63;
    const int *t64;
    unsigned long t65;
    unsigned long t66;
    const void *t67;
    unsigned long t68;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t5 = 1;
        } else {
            t5 = 0;
            n = n_1;
        }
        if (!t5) {
            return 0;
        }
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        c = (int *)new_array(n, 4UL);
        t6 = 2 * n;
        a2 = (int *)new_array(t6, 4UL);
        t7 = new_array(n, 4UL);
        fa = (float *)t7;
        t8 = new_array(n, 4UL);
        fd = (float *)t8;
        t9 = new_array(n, 4UL);
        fb = (float *)t9;
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
        for (fill_idx_3 = 0; fill_idx_3 < t6; fill_idx_3++) {
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
        t10 = (long)n;
        t11 = (unsigned long)t7;
        t12 = (unsigned long)t8;
        t13 = (unsigned long)t7;
        t14 = (unsigned long)t9;
        t15 = (unsigned long)t8;
        t16 = (unsigned long)t9;
        t17 = (int)((unsigned int)0 * (unsigned int)37);
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)0L))) & (((t13 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t13 + (unsigned long)0L))) & (((t15 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t15 + (unsigned long)0L))) & (t17 >= 0)) {
            t18 = t10 & -16L;
            t19 = vcc_splat(vcc_v8_int, t17 % 100);
            t20 = t19 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            t21 = (vcc_v8_uint)t20;
            t22 = t21 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            t23 = vcc_min(vcc_v8_int, t21, t22);
            t1 = (vcc_v8_int)t23;
            t2 = 0L;
            for (;;) {
                t24 = (long)(int)((long)0 + t2);
                t25 = __builtin_convertvector(t1, vcc_v8_float);
                t26 = t25 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t24, t26);
                vcc_store(fa + t24, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t24, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t27 = (long)(int)((long)0 + (t2 + 8L));
                t28 = t1 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                t29 = (vcc_v8_uint)t28;
                t30 = t29 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                t31 = vcc_min(vcc_v8_int, t29, t30);
                t32 = (vcc_v8_int)t31;
                t33 = __builtin_convertvector(t32, vcc_v8_float);
                t34 = t33 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t27, t34);
                vcc_store(fa + t27, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t27, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t2 += 16L;
                t35 = t1 + (vcc_v8_int){92, 92, 92, 92, 92, 92, 92, 92};
                t36 = (vcc_v8_uint)t35;
                t37 = t36 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                t38 = vcc_min(vcc_v8_int, t36, t37);
                t39 = (vcc_v8_int)t38;
                if (t2 >= t18) {
                    break;
                }
                t1 = t39;
            }
            t40 = (int)((long)0 + t18);
        } else {
            t40 = 0;
        }
        t41 = (long)n + (long)t40 * -1L;
        t42 = (unsigned long)t7;
        t43 = (unsigned long)t8;
        t44 = (unsigned long)t7;
        t45 = (unsigned long)t9;
        t46 = (unsigned long)t8;
        t47 = (unsigned long)t9;
        t48 = (int)((unsigned int)t40 * (unsigned int)37);
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 4L))) | ((t43 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t40 * 4L)))) & (((t44 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t40 * 4L))) | ((t45 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t40 * 4L)))) & (((t46 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t40 * 4L))) | ((t47 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t40 * 4L)))) & (t48 >= 0)) {
            t49 = t41 & -8L;
            t50 = vcc_splat(vcc_v8_int, t48 % 100);
            t51 = t50 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            t52 = (vcc_v8_uint)t51;
            t53 = t52 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            t54 = vcc_min(vcc_v8_int, t52, t53);
            t3 = (vcc_v8_int)t54;
            t4 = 0L;
            for (;;) {
                t55 = (long)(int)((long)t40 + t4);
                t56 = __builtin_convertvector(t3, vcc_v8_float);
                t57 = t56 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t55, t57);
                vcc_store(fa + t55, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t55, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t4 += 8L;
                t58 = t3 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                t59 = (vcc_v8_uint)t58;
                t60 = t59 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                t61 = vcc_min(vcc_v8_int, t59, t60);
                t62 = (vcc_v8_int)t61;
                if (t4 >= t49) {
                    break;
                }
                t3 = t62;
            }
            i = (int)((long)t40 + t49);
        } else {
            i = t40;
        }
        for (; i < n; i++) {
            t63 = (long)i;
            fb[t63] = (float)(i * 37 % 100) / 100.0f;
            fa[t63] = 9.0f;
            fd[t63] = 8.0f;
        }
        printf("n=%d", n);
        t64 = b;
        both_sides(n, 10, a, t64, c);
        t65 = (unsigned long)n;
        t66 = t65 * 4UL;
        t67 = (const void *)a;
        printf(" both=%llx", (unsigned long long)hash_bytes(t67, t66));
        with_other_store(n, fa, fd, fb);
        t68 = hash_bytes((const void *)fd, t66);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, t66), (unsigned long long)t68);
        reads_between(n, a, t64);
        printf(" reads=%llx", (unsigned long long)hash_bytes(t67, t66));
        other_elements(n, a2, t64);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)t6 * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, t65 * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, t65 * 1UL));
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
