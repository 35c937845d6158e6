/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
void store_positive(int n, int *restrict b, const int *restrict a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)i_vec * 4UL), a_v, t3);
            long t4 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t4);
            vcc_m8 t5 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)t4 * 4UL), a_v_1, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t9);
            vcc_m8 t10 = (vcc_m8)(a_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)t9 * 4UL), a_v_2, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = a[t11];
        if (t12 > 0) {
            b[t11] = t12;
        }
    }
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t4 = vcc_max(vcc_v8_int, a_v, b_v);
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t6 = vcc_max(vcc_v8_int, a_v_1, b_v_1);
            vcc_store(c + t5, t6);
            long t7 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t7);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t7);
            vcc_v8_int t8 = vcc_max(vcc_v8_int, a_v_2, b_v_2);
            vcc_store(c + t7, t8);
            long t9 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t9);
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t10 = vcc_max(vcc_v8_int, a_v_3, b_v_3);
            vcc_store(c + t9, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t14);
            vcc_v8_int t15 = vcc_max(vcc_v8_int, a_v_4, b_v_4);
            vcc_store(c + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int *t17 = c + t16;
        int t1 = a[t16];
        int t18 = b[t16];
        if (t1 <= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    int t20;
    int i;
    int t34;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t5 = a_v / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t6 = (vcc_v8_uint)a_v;
            vcc_v8_uint t7 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t8 = t6 * t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t9, t5);
            vcc_store(c + i_vec, t10);
            long t11 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_int t12 = a_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t14 = a_v_1 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t15 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t16 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t17 = t15 * t16;
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t18, t14);
            vcc_store(c + t11, t19);
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
        /* vcc: loop at cond.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t23);
            vcc_v8_int t24 = a_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t25 = (vcc_m8)(t24 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t26 = a_v_2 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t27 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t28 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t29 = t27 * t28;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_v8_int t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t30, t26);
            vcc_store(c + t23, t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    while (i < n) {
        long t32 = (long)i;
        int t33 = a[t32];
        if (t33 & 1) {
            t34 = t33 * 3;
        } else {
            t34 = t33 / 2;
        }
        c[t32] = t34;
        i++;
    }
}

int sum_above(int n, const int *a, int t) {
    int t10;
    int t11;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t_v = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at cond.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > t_v);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v;
            vcc_v8_uint t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t4, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v = s_v + t5;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t6 = (vcc_m8)(a_v_1 > t_v);
            vcc_v8_uint t7 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t7, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_1 = s_v_1 + t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t9 = s_v + s_v_1;
        t10 = (int)t2;
        t11 = (int)vcc_reduce(unsigned int, t9, +);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int t_v_1 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at cond.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t10 + i_vec_1));
            vcc_m8 t14 = (vcc_m8)(a_v_2 > t_v_1);
            vcc_v8_uint t15 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t15, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_2 = s_v_2 + t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++, s = s_1) {
        int t17 = a[i];
        if (t17 > t) {
            s_1 = s + t17;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void nested(int n, float *restrict c, const float *restrict a) {
    int t22;
    int i;
    float t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t4 = -a_v;
            vcc_m8 t5 = (vcc_m8)(a_v > (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f});
            vcc_m8 t6 = ~t5;
            vcc_m8 t7 = t3 & t6;
            vcc_v8_float t8 = a_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_m8 t9 = t3 & t5;
            vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f}), t4);
            vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, t10);
            vcc_store(c + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t12);
            vcc_m8 t13 = (vcc_m8)(a_v_1 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t14 = -a_v_1;
            vcc_m8 t15 = (vcc_m8)(a_v_1 > (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f});
            vcc_m8 t16 = ~t15;
            vcc_m8 t17 = t13 & t16;
            vcc_v8_float t18 = a_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_m8 t19 = t13 & t15;
            vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f}), t14);
            vcc_v8_float t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t18, t20);
            vcc_store(c + t12, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t25);
            vcc_m8 t26 = (vcc_m8)(a_v_2 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t27 = -a_v_2;
            vcc_m8 t28 = (vcc_m8)(a_v_2 > (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f});
            vcc_m8 t29 = ~t28;
            vcc_m8 t30 = t26 & t29;
            vcc_v8_float t31 = a_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_m8 t32 = t26 & t28;
            vcc_v8_float t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f}), t27);
            vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t31, t33);
            vcc_store(c + t25, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    while (i < n) {
        long t35 = (long)i;
        float t36 = a[t35];
        if (t36 > 0.0f) {
            if (t36 > 100.0f) {
                t37 = 100.0f;
            } else {
                t37 = t36 * 2.0f;
            }
        } else {
            t37 = -t36;
        }
        c[t35] = t37;
        i++;
    }
}

void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_m8 t5 = (vcc_m8)(i_v_2 < k_v);
            vcc_v8_int b_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t5);
            vcc_v8_uint t6 = (vcc_v8_uint)b_v;
            vcc_v8_uint t7 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t8 = t6 + t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t9, t5);
            long t10 = i_vec + 8L;
            vcc_v8_uint t11 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t11;
            vcc_m8 t12 = (vcc_m8)(i_v_3 < k_v);
            vcc_v8_int b_v_1 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)b + (unsigned long)t10 * 4UL), t12);
            vcc_v8_uint t13 = (vcc_v8_uint)b_v_1;
            vcc_v8_uint t14 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t15 = t13 + t14;
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t10 * 4UL), t16, t12);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t20 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint i_v_1 = t21 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t17 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_m8 t23 = (vcc_m8)(i_v_4 < k_v_1);
            vcc_v8_int b_v_2 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)b + (unsigned long)t22 * 4UL), t23);
            vcc_v8_uint t24 = (vcc_v8_uint)b_v_2;
            vcc_v8_uint t25 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t26 = t24 + t25;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t22 * 4UL), t27, t23);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t28 = (long)i;
            c[t28] = b[t28] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
