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
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    int t34;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v8_int t5 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, b + t6);
            vcc_m8 t8 = (vcc_m8)(t7 > t5);
            vcc_m8 t9 = ~t8;
            vcc_v8_int t10 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t6 * 4UL), t9);
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t13 = t11 + t12;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t16 = (vcc_v8_uint)t7;
            vcc_v8_uint t17 = t15 * t16;
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t18, t14);
            vcc_store(a + t6, t19);
            long t20 = (long)(int)(t1 + 8L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, b + t20);
            vcc_m8 t22 = (vcc_m8)(t21 > t5);
            vcc_m8 t23 = ~t22;
            vcc_v8_int t24 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t20 * 4UL), t23);
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            vcc_v8_uint t26 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t27 = t25 + t26;
            vcc_v8_int t28 = (vcc_v8_int)t27;
            vcc_v8_uint t29 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t30 = (vcc_v8_uint)t21;
            vcc_v8_uint t31 = t29 * t30;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t32, t28);
            vcc_store(a + t20, t33);
            t1 += 16L;
        } while (t1 < t4);
        t34 = (int)t4;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        vcc_v8_int t37 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long t2 = 0L;
        do {
            long t38 = (long)(int)((long)t34 + t2);
            vcc_v8_int t39 = vcc_load(vcc_v8_int, b + t38);
            vcc_m8 t40 = (vcc_m8)(t39 > t37);
            vcc_m8 t41 = ~t40;
            vcc_v8_int t42 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t38 * 4UL), t41);
            vcc_v8_uint t43 = (vcc_v8_uint)t42;
            vcc_v8_uint t44 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t45 = t43 + t44;
            vcc_v8_int t46 = (vcc_v8_int)t45;
            vcc_v8_uint t47 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t48 = (vcc_v8_uint)t39;
            vcc_v8_uint t49 = t47 * t48;
            vcc_v8_int t50 = (vcc_v8_int)t49;
            vcc_v8_int t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t50, t46);
            vcc_store(a + t38, t51);
            t2 += 8L;
        } while (t2 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = b[t52];
        if (t53 > t) {
            a[t52] = 2 * t53;
        } else {
            a[t52] = c[t52] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    int t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            const float *t6 = b + t5;
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
            vcc_m8 t8 = (vcc_m8)(t7 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_int t9 = __builtin_convertvector(t8 & 1, vcc_v8_int);
            vcc_m8 t10 = (vcc_m8)(t9 == (vcc_v8_int){0});
            vcc_m8 t11 = ~t10;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t5 * 4UL), t7, t11);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t13 = -t12;
            vcc_v8_float t14 = t7 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t14, t13);
            vcc_store(a + t5, t15);
            long t16 = (long)(int)(t1 + 8L);
            const float *t17 = b + t16;
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t17);
            vcc_m8 t19 = (vcc_m8)(t18 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_int t20 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            vcc_m8 t21 = (vcc_m8)(t20 == (vcc_v8_int){0});
            vcc_m8 t22 = ~t21;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t16 * 4UL), t18, t22);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t17);
            vcc_v8_float t24 = -t23;
            vcc_v8_float t25 = t18 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t25, t24);
            vcc_store(a + t16, t26);
            t1 += 16L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + t2);
            const float *t31 = b + t30;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            vcc_m8 t33 = (vcc_m8)(t32 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_int t34 = __builtin_convertvector(t33 & 1, vcc_v8_int);
            vcc_m8 t35 = (vcc_m8)(t34 == (vcc_v8_int){0});
            vcc_m8 t36 = ~t35;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t30 * 4UL), t32, t36);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, t31);
            vcc_v8_float t38 = -t37;
            vcc_v8_float t39 = t32 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t39, t38);
            vcc_store(a + t30, t40);
            t2 += 8L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        const float *t42 = b + t41;
        float t43 = *t42;
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
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = t6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t9 = ~t8;
            vcc_v8_int t10 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t5 * 4UL), t9);
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t13 = t11 + t12;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_m8 t15 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t6, t14);
            vcc_store(a + t5, t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t19 = t18 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t21 = ~t20;
            vcc_v8_int t22 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t17 * 4UL), t21);
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint t24 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t25 = t23 + t24;
            vcc_v8_int t26 = (vcc_v8_int)t25;
            vcc_m8 t27 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t18, t26);
            vcc_store(a + t17, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, b + t32);
            vcc_v8_int t34 = t33 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t35 = (vcc_m8)(t34 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t36 = ~t35;
            vcc_v8_int t37 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)a + (unsigned long)t32 * 4UL), t36);
            vcc_v8_uint t38 = (vcc_v8_uint)t37;
            vcc_v8_uint t39 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t40 = t38 + t39;
            vcc_v8_int t41 = (vcc_v8_int)t40;
            vcc_m8 t42 = (vcc_m8)(t34 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t33, t41);
            vcc_store(a + t32, t43);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        int t45 = b[t44];
        if (t45 & 1) {
            a[t44] = t45;
        } else {
            int *t46 = a + t44;
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
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v8_int t4 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_short t6 = vcc_load(vcc_v8_short, b + t5);
            vcc_v8_int t7 = __builtin_convertvector(t6, vcc_v8_int);
            vcc_m8 t8 = (vcc_m8)(t7 > t4);
            vcc_v8_int t9 = t7 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t11 = ~t10;
            vcc_m8 t12 = t8 & t11;
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t5 * 2UL), ((vcc_v8_short){(short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2}), t12);
            vcc_m8 t13 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t14 = t8 & t13;
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t5 * 2UL), ((vcc_v8_short){(short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1}), t14);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = (int)b[t15];
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
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, b + t4);
            vcc_v32_uchar t6 = t5;
            vcc_m32 t7 = (vcc_m32)(t6 < (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100});
            vcc_v32_uchar t8 = t6;
            vcc_v32_uchar t9 = (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            vcc_v32_uchar t10 = t8 - t9;
            vcc_v32_uchar t11 = t10;
            vcc_v32_uchar t12 = t11;
            vcc_v32_uchar t13 = t6;
            vcc_v32_uchar t14 = (vcc_v32_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            vcc_v32_uchar t15 = t13 + t14;
            vcc_v32_uchar t16 = t15;
            vcc_v32_uchar t17 = t16;
            vcc_v32_uchar t18 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t7, t17, t12);
            vcc_store(a + t4, t18);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = (int)b[t19];
        if (t20 < 100) {
            a[t19] = (unsigned char)(t20 + 50);
        } else {
            a[t19] = (unsigned char)(t20 - 100);
        }
    }
}

int main(void) {
    int n;
    int t5;
    int t39;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int t6 = 2 * n;
        int *a2 = (int *)new_array(t6, 4UL);
        void *t7 = new_array(n, 4UL);
        float *fa = (float *)t7;
        void *t8 = new_array(n, 4UL);
        float *fd = (float *)t8;
        void *t9 = new_array(n, 4UL);
        float *fb = (float *)t9;
        short *sa = (short *)new_array(n, 2UL);
        short *sb = (short *)new_array(n, 2UL);
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t6; fill_idx_3++) {
            a2[fill_idx_3] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(int)(next_rand() % 10U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)(next_rand() % 100U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t10 = (long)n;
        unsigned long t11 = (unsigned long)t7;
        unsigned long t12 = (unsigned long)t8;
        unsigned long t13 = (unsigned long)t7;
        unsigned long t14 = (unsigned long)t9;
        unsigned long t15 = (unsigned long)t8;
        unsigned long t16 = (unsigned long)t9;
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t13)) & (((t15 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t15)) & 1) {
            long t17 = t10 & -16L;
            vcc_v8_int t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            vcc_v8_uint t21 = t20 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
            vcc_v8_int t1 = (vcc_v8_int)t22;
            long t2 = 0L;
            for (;;) {
                long t23 = (long)(int)t2;
                vcc_v8_float t24 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t25 = t24 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t23, t25);
                vcc_store(fa + t23, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t23, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                long t26 = (long)(int)(t2 + 8L);
                vcc_v8_int t27 = t1 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_v8_uint t28 = (vcc_v8_uint)t27;
                vcc_v8_uint t29 = t28 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
                vcc_v8_int t31 = (vcc_v8_int)t30;
                vcc_v8_float t32 = __builtin_convertvector(t31, vcc_v8_float);
                vcc_v8_float t33 = t32 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t26, t33);
                vcc_store(fa + t26, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t26, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t2 += 16L;
                vcc_v8_int t34 = t1 + (vcc_v8_int){92, 92, 92, 92, 92, 92, 92, 92};
                vcc_v8_uint t35 = (vcc_v8_uint)t34;
                vcc_v8_uint t36 = t35 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                vcc_v8_uint t37 = vcc_min(vcc_v8_int, t35, t36);
                vcc_v8_int t38 = (vcc_v8_int)t37;
                if (t2 >= t17) {
                    break;
                }
                t1 = t38;
            }
            t39 = (int)t17;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        unsigned long t41 = (unsigned long)t7;
        unsigned long t42 = (unsigned long)t8;
        unsigned long t43 = (unsigned long)t7;
        unsigned long t44 = (unsigned long)t9;
        unsigned long t45 = (unsigned long)t8;
        unsigned long t46 = (unsigned long)t9;
        int t47 = (int)((unsigned int)t39 * 37U);
        if ((t40 >= 8L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L)))) & (((t43 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t39 * 4L))) | ((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t39 * 4L)))) & (((t45 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 4L)))) & (t47 >= 0)) {
            long t48 = t40 & -8L;
            vcc_v8_int t49 = vcc_splat(vcc_v8_int, t47 % 100);
            vcc_v8_int t50 = t49 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_v8_uint t51 = (vcc_v8_uint)t50;
            vcc_v8_uint t52 = t51 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            vcc_v8_uint t53 = vcc_min(vcc_v8_int, t51, t52);
            vcc_v8_int t3 = (vcc_v8_int)t53;
            long t4 = 0L;
            for (;;) {
                long t54 = (long)(int)((long)t39 + t4);
                vcc_v8_float t55 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t56 = t55 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t54, t56);
                vcc_store(fa + t54, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t54, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                t4 += 8L;
                vcc_v8_int t57 = t3 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_v8_uint t58 = (vcc_v8_uint)t57;
                vcc_v8_uint t59 = t58 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                vcc_v8_uint t60 = vcc_min(vcc_v8_int, t58, t59);
                vcc_v8_int t61 = (vcc_v8_int)t60;
                if (t4 >= t48) {
                    break;
                }
                t3 = t61;
            }
            i = (int)((long)t39 + t48);
        } else {
            i = t39;
        }
        for (; i < n; i++) {
            long t62 = (long)i;
            fb[t62] = (float)(i * 37 % 100) / 100.0f;
            fa[t62] = 9.0f;
            fd[t62] = 8.0f;
        }
        printf("n=%d", n);
        const int *t63 = b;
        both_sides(n, 10, a, t63, c);
        unsigned long t64 = (unsigned long)n;
        unsigned long t65 = t64 * 4UL;
        const void *t66 = (const void *)a;
        printf(" both=%llx", (unsigned long long)hash_bytes(t66, t65));
        with_other_store(n, fa, fd, fb);
        unsigned long t67 = hash_bytes((const void *)fd, t65);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, t65), (unsigned long long)t67);
        reads_between(n, a, t63);
        printf(" reads=%llx", (unsigned long long)hash_bytes(t66, t65));
        other_elements(n, a2, t63);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)t6 * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, t64 * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, t64 * 1UL));
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
