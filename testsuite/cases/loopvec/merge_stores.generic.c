/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=4 neon=4 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    int t26;
    int i;
    int t43;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t_v = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(b_v > t_v);
            vcc_m8 t4 = ~t3;
            vcc_v8_int c_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t4);
            vcc_v8_uint t5 = (vcc_v8_uint)c_v;
            vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t7 = t5 + t6;
            vcc_v8_int t8 = (vcc_v8_int)t7;
            vcc_v8_uint t9 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t10 = (vcc_v8_uint)b_v;
            vcc_v8_uint t11 = t9 * t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t12, t8);
            vcc_store(a + i_vec, t13);
            long t14 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t14);
            vcc_m8 t15 = (vcc_m8)(b_v_1 > t_v);
            vcc_m8 t16 = ~t15;
            vcc_v8_int c_v_1 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t14 * 4UL), t16);
            vcc_v8_uint t17 = (vcc_v8_uint)c_v_1;
            vcc_v8_uint t18 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t19 = t17 + t18;
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_v8_uint t21 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t22 = (vcc_v8_uint)b_v_1;
            vcc_v8_uint t23 = t21 * t22;
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t24, t20);
            vcc_store(a + t14, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        vcc_v8_int t_v_1 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t29);
            vcc_m8 t30 = (vcc_m8)(b_v_2 > t_v_1);
            vcc_m8 t31 = ~t30;
            vcc_v8_int c_v_2 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)c + (unsigned long)t29 * 4UL), t31);
            vcc_v8_uint t32 = (vcc_v8_uint)c_v_2;
            vcc_v8_uint t33 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t34 = t32 + t33;
            vcc_v8_int t35 = (vcc_v8_int)t34;
            vcc_v8_uint t36 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t37 = (vcc_v8_uint)b_v_2;
            vcc_v8_uint t38 = t36 * t37;
            vcc_v8_int t39 = (vcc_v8_int)t38;
            vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t39, t35);
            vcc_store(a + t29, t40);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    while (i < n) {
        long t41 = (long)i;
        int t42 = b[t41];
        if (t42 > t) {
            t43 = 2 * t42;
        } else {
            t43 = c[t41] + 1;
        }
        a[t41] = t43;
        i++;
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    int t20;
    int i;
    float t35;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t3 = b + i_vec;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, t3);
            vcc_m8 t4 = (vcc_m8)(b_v < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_int t5 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            vcc_m8 t6 = (vcc_m8)(t5 == (vcc_v8_int){0});
            vcc_m8 t7 = ~t6;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)i_vec * 4UL), b_v, t7);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t8 = -b_v_1;
            vcc_v8_float t9 = b_v * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t9, t8);
            vcc_store(a + i_vec, t10);
            long t11 = i_vec + 8L;
            const float *t12 = b + t11;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_m8 t13 = (vcc_m8)(b_v_2 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_int t14 = __builtin_convertvector(t13 & 1, vcc_v8_int);
            vcc_m8 t15 = (vcc_m8)(t14 == (vcc_v8_int){0});
            vcc_m8 t16 = ~t15;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t11 * 4UL), b_v_2, t16);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t17 = -b_v_3;
            vcc_v8_float t18 = b_v_2 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t18, t17);
            vcc_store(a + t11, t19);
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
        /* vcc: loop at merge_stores.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            const float *t24 = b + t23;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, t24);
            vcc_m8 t25 = (vcc_m8)(b_v_4 < (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f});
            vcc_v8_int t26 = __builtin_convertvector(t25 & 1, vcc_v8_int);
            vcc_m8 t27 = (vcc_m8)(t26 == (vcc_v8_int){0});
            vcc_m8 t28 = ~t27;
            vcc_store_masked((float *)((unsigned long)d + (unsigned long)t23 * 4UL), b_v_4, t28);
            vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, t24);
            vcc_v8_float t29 = -b_v_5;
            vcc_v8_float t30 = b_v_4 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t30, t29);
            vcc_store(a + t23, t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    while (i < n) {
        long t32 = (long)i;
        const float *t33 = b + t32;
        float t34 = *t33;
        if (!(t34 < 0.5f)) {
            t35 = t34 * 3.0f;
        } else {
            d[t32] = t34;
            t35 = -*t33;
        }
        a[t32] = t35;
        i++;
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
void reads_between(int n, int *restrict a, const int *restrict b) {
    int t35;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t4 = b_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_uint t6 = (vcc_v8_uint)a_v;
            vcc_v8_uint t7 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t8 = t6 + t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, b_v, t9);
            vcc_store(a + i_vec, t10);
            long t11 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int t12 = b_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_uint t14 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t16 = t14 + t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, b_v_1, t17);
            vcc_store(a + t11, t18);
            long t19 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t19);
            vcc_v8_int t20 = b_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t21 = (vcc_m8)(t20 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t19);
            vcc_v8_uint t22 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t23 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t24 = t22 + t23;
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, b_v_2, t25);
            vcc_store(a + t19, t26);
            long t27 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t27);
            vcc_v8_int t28 = b_v_3 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t29 = (vcc_m8)(t28 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t27);
            vcc_v8_uint t30 = (vcc_v8_uint)a_v_3;
            vcc_v8_uint t31 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t32 = t30 + t31;
            vcc_v8_int t33 = (vcc_v8_int)t32;
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, b_v_3, t33);
            vcc_store(a + t27, t34);
            i_vec += 32L;
        } while (i_vec < t3);
        t35 = (int)t3;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t38 = (long)t35 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t38);
            vcc_v8_int t39 = b_v_4 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t40 = (vcc_m8)(t39 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t38);
            vcc_v8_uint t41 = (vcc_v8_uint)a_v_4;
            vcc_v8_uint t42 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t43 = t41 + t42;
            vcc_v8_int t44 = (vcc_v8_int)t43;
            vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, b_v_4, t44);
            vcc_store(a + t38, t45);
            i_vec_1 += 8L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    while (i < n) {
        long t46 = (long)i;
        int t1 = b[t46];
        if (!(t1 & 1)) {
            t1 = a[t46] + 7;
        }
        a[t46] = t1;
        i++;
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more; on
   sse4.2 and neon, two stores lane by lane are two branches per element where the scalar loop
   takes one). */
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:54 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_m8 t4 = (vcc_m8)(t3 > k_v);
            vcc_v8_int t5 = t3 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t6 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t7 = ~t6;
            vcc_m8 t8 = t4 & t7;
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), ((vcc_v8_short){(short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2, (short)2}), t8);
            vcc_m8 t9 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t10 = t4 & t9;
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), ((vcc_v8_short){(short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1}), t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)b[t11];
        if (t12 > k) {
            if (t12 & 2) {
                a[t11] = (short)1;
            } else {
                a[t11] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    unsigned char t9;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:66 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_m32 t3 = (vcc_m32)(b_v < (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100});
            vcc_v32_uchar t4 = b_v - (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            vcc_v32_uchar t5 = b_v + (vcc_v32_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            vcc_v32_uchar t6 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t3, t5, t4);
            vcc_store(a + i_vec, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t7 = (long)i;
        int t8 = (int)b[t7];
        if (t8 < 100) {
            t9 = (unsigned char)(t8 + 50);
        } else {
            t9 = (unsigned char)(t8 - 100);
        }
        a[t7] = t9;
        i++;
    }
}

int main(void) {
    int n;
    int t3;
    int t42;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int t4 = 2 * n;
        int *a2 = (int *)new_array(t4, 4UL);
        void *t5 = new_array(n, 4UL);
        float *fa = (float *)t5;
        void *t6 = new_array(n, 4UL);
        float *fd = (float *)t6;
        void *t7 = new_array(n, 4UL);
        float *fb = (float *)t7;
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
        for (int fill_idx_3 = 0; fill_idx_3 < t4; fill_idx_3++) {
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
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t5;
        unsigned long t10 = (unsigned long)t6;
        long t11 = (long)((unsigned long)t6 - (unsigned long)t5);
        unsigned long t12 = (unsigned long)t5;
        unsigned long t13 = (unsigned long)t7;
        long t14 = (long)((unsigned long)t5 - (unsigned long)t7);
        unsigned long t15 = (unsigned long)t6;
        unsigned long t16 = (unsigned long)t7;
        long t17 = (long)((unsigned long)t6 - (unsigned long)t7);
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L))) & 1) {
            long t18 = t8 & -16L;
            vcc_v8_int t19 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t20 = t19 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
            vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t23 = (vcc_v8_uint)t20;
            vcc_v8_uint t24 = t23 - t22;
            vcc_v8_int t1 = (vcc_v8_int)t24;
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:90 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 91:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t25 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t26 = t25 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + i_vec, t26);
                vcc_store(fa + i_vec, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + i_vec, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                long t27 = i_vec + 8L;
                vcc_v8_int t28 = t1 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_m8 t29 = (vcc_m8)(t28 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
                vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t31 = (vcc_v8_uint)t28;
                vcc_v8_uint t32 = t31 - t30;
                vcc_v8_int t33 = (vcc_v8_int)t32;
                vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
                vcc_v8_float t35 = t34 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t27, t35);
                vcc_store(fa + t27, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t27, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                i_vec += 16L;
                vcc_v8_int t36 = t1 + (vcc_v8_int){92, 92, 92, 92, 92, 92, 92, 92};
                vcc_m8 t37 = (vcc_m8)(t36 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
                vcc_v8_uint t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t39 = (vcc_v8_uint)t36;
                vcc_v8_uint t40 = t39 - t38;
                vcc_v8_int t41 = (vcc_v8_int)t40;
                if (i_vec >= t18) {
                    break;
                }
                t1 = t41;
            }
            t42 = (int)t18;
        } else {
            t42 = 0;
        }
        long t43 = (long)n + (long)t42 * -1L;
        unsigned long t44 = (unsigned long)t5;
        unsigned long t45 = (unsigned long)t6;
        long t46 = (long)((unsigned long)t6 + (unsigned long)((long)t42 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t42 * 4L)));
        unsigned long t47 = (unsigned long)t5;
        unsigned long t48 = (unsigned long)t7;
        long t49 = (long)((unsigned long)t5 + (unsigned long)((long)t42 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t42 * 4L)));
        unsigned long t50 = (unsigned long)t6;
        unsigned long t51 = (unsigned long)t7;
        long t52 = (long)((unsigned long)t6 + (unsigned long)((long)t42 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t42 * 4L)));
        int t53 = (int)((unsigned int)t42 * 37U);
        if ((t43 >= 8L) & (((t44 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t42 * 4L))) | ((t45 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t42 * 4L))) | ((t46 <= 0L) | (t46 >= 32L))) & (((t47 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t42 * 4L))) | ((t48 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t42 * 4L))) | ((t49 <= 0L) | (t49 >= 32L))) & (((t50 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t42 * 4L))) | ((t51 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t42 * 4L))) | ((t52 <= 0L) | (t52 >= 32L))) & (t53 >= 0)) {
            long t54 = t43 & -8L;
            vcc_v8_int t55 = vcc_splat(vcc_v8_int, t53 % 100);
            vcc_v8_int t56 = t55 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_m8 t57 = (vcc_m8)(t56 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
            vcc_v8_uint t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t59 = (vcc_v8_uint)t56;
            vcc_v8_uint t60 = t59 - t58;
            vcc_v8_int t2 = (vcc_v8_int)t60;
            long i_vec_1 = 0L;
            /* vcc: loop at merge_stores.c:90 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t61 = (long)t42 + i_vec_1;
                vcc_v8_float t62 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t63 = t62 / (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f};
                vcc_store(fb + t61, t63);
                vcc_store(fa + t61, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                vcc_store(fd + t61, ((vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f}));
                i_vec_1 += 8L;
                vcc_v8_int t64 = t2 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_m8 t65 = (vcc_m8)(t64 > (vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99});
                vcc_v8_uint t66 = vcc_select(vcc_v8_int, (vcc_v8_int)t65, ((vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t67 = (vcc_v8_uint)t64;
                vcc_v8_uint t68 = t67 - t66;
                vcc_v8_int t69 = (vcc_v8_int)t68;
                if (i_vec_1 >= t54) {
                    break;
                }
                t2 = t69;
            }
            i = (int)((long)t42 + t54);
        } else {
            i = t42;
        }
        for (; i < n; i++) {
            long t70 = (long)i;
            fb[t70] = (float)(i * 37 % 100) / 100.0f;
            fa[t70] = 9.0f;
            fd[t70] = 8.0f;
        }
        printf("n=%d", n);
        const int *t71 = b;
        both_sides(n, 10, a, t71, c);
        unsigned long t72 = (unsigned long)n;
        unsigned long t73 = t72 * 4UL;
        const void *t74 = (const void *)a;
        printf(" both=%llx", (unsigned long long)hash_bytes(t74, t73));
        with_other_store(n, fa, fd, fb);
        unsigned long t75 = hash_bytes((const void *)fd, t73);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, t73), (unsigned long long)t75);
        reads_between(n, a, t71);
        printf(" reads=%llx", (unsigned long long)hash_bytes(t74, t73));
        other_elements(n, a2, t71);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)t4 * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, t72 * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, t72 * 1UL));
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
