/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
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

/* vcc-test: expect-vectorized generic=6 avx2=5 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=3 sse2=6 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
#include "harness.h"

/* Stores to one element on every path through an if/else nest, sunk into the join as one
   store of the value the path chose (transform/sink_stores.rs): the vector loop stores a
   blend, unmasked, where it wrote one masked store per path. Paths that do not store, or
   store elsewhere, keep their masked stores. */

/* Nested conditions, three paths (the coverage loop cf_nested_if). */
void nested3(int n, float *restrict a, const float *b, const float *c, const float *d, const float *e) {
    int i;
    float t15;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:12 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float c_v = vcc_load(vcc_v8_float, c + i_vec);
            vcc_m8 t3 = (vcc_m8)(c_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t4 = ~t3;
            vcc_v8_float d_v = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)d + (unsigned long)i_vec * 4UL), t4);
            vcc_v8_float e_v = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)e + (unsigned long)i_vec * 4UL), t3);
            vcc_m8 t5 = (vcc_m8)(e_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t6 = ~t5;
            vcc_m8 t7 = t3 & t6;
            vcc_v8_float b_v = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t7);
            vcc_v8_float t8 = b_v + c_v;
            vcc_m8 t9 = t3 & t5;
            vcc_v8_float b_v_1 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t9);
            vcc_v8_float t10 = b_v_1 * c_v;
            vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, d_v);
            vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, t11);
            vcc_store(a + i_vec, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t13 = (long)i;
        float t14 = c[t13];
        if (t14 > 0.0f) {
            if (e[t13] > 0.0f) {
                t15 = b[t13] * t14;
            } else {
                t15 = b[t13] + t14;
            }
        } else {
            t15 = d[t13];
        }
        a[t13] = t15;
        i++;
    }
}

/* An else-if chain of four paths. */
void chain4(int n, int *restrict a, const int *x) {
    int t46;
    int i;
    int t72;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int v_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(v_v < (vcc_v8_int){-100, -100, -100, -100, -100, -100, -100, -100});
            vcc_m8 t4 = ~t3;
            vcc_m8 t5 = (vcc_m8)(v_v < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t6 = ~t5;
            vcc_m8 t7 = t4 & t6;
            vcc_m8 t8 = (vcc_m8)(v_v < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_m8 t9 = ~t8;
            vcc_m8 t10 = t7 & t9;
            vcc_m8 t11 = t7 & t8;
            vcc_v8_uint t12 = (vcc_v8_uint)v_v;
            vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t14 = t12 + t13;
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_m8 t16 = t4 & t5;
            vcc_v8_uint t17 = (vcc_v8_uint)v_v;
            vcc_v8_uint t18 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t19 = t17 * t18;
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t20, ((vcc_v8_int){-100, -100, -100, -100, -100, -100, -100, -100}));
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t15, t21);
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100}), t22);
            vcc_store(a + i_vec, t23);
            long t24 = i_vec + 8L;
            vcc_v8_int v_v_1 = vcc_load(vcc_v8_int, x + t24);
            vcc_m8 t25 = (vcc_m8)(v_v_1 < (vcc_v8_int){-100, -100, -100, -100, -100, -100, -100, -100});
            vcc_m8 t26 = ~t25;
            vcc_m8 t27 = (vcc_m8)(v_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t28 = ~t27;
            vcc_m8 t29 = t26 & t28;
            vcc_m8 t30 = (vcc_m8)(v_v_1 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_m8 t31 = ~t30;
            vcc_m8 t32 = t29 & t31;
            vcc_m8 t33 = t29 & t30;
            vcc_v8_uint t34 = (vcc_v8_uint)v_v_1;
            vcc_v8_uint t35 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t36 = t34 + t35;
            vcc_v8_int t37 = (vcc_v8_int)t36;
            vcc_m8 t38 = t26 & t27;
            vcc_v8_uint t39 = (vcc_v8_uint)v_v_1;
            vcc_v8_uint t40 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t41 = t39 * t40;
            vcc_v8_int t42 = (vcc_v8_int)t41;
            vcc_v8_int t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t42, ((vcc_v8_int){-100, -100, -100, -100, -100, -100, -100, -100}));
            vcc_v8_int t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t37, t43);
            vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100}), t44);
            vcc_store(a + t24, t45);
            i_vec += 16L;
        } while (i_vec < t2);
        t46 = (int)t2;
    } else {
        t46 = 0;
    }
    long t47 = (long)n + (long)t46 * -1L;
    if (t47 >= 8L) {
        long t48 = t47 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t49 = (long)t46 + i_vec_1;
            vcc_v8_int v_v_2 = vcc_load(vcc_v8_int, x + t49);
            vcc_m8 t50 = (vcc_m8)(v_v_2 < (vcc_v8_int){-100, -100, -100, -100, -100, -100, -100, -100});
            vcc_m8 t51 = ~t50;
            vcc_m8 t52 = (vcc_m8)(v_v_2 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t53 = ~t52;
            vcc_m8 t54 = t51 & t53;
            vcc_m8 t55 = (vcc_m8)(v_v_2 < (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_m8 t56 = ~t55;
            vcc_m8 t57 = t54 & t56;
            vcc_m8 t58 = t54 & t55;
            vcc_v8_uint t59 = (vcc_v8_uint)v_v_2;
            vcc_v8_uint t60 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t61 = t59 + t60;
            vcc_v8_int t62 = (vcc_v8_int)t61;
            vcc_m8 t63 = t51 & t52;
            vcc_v8_uint t64 = (vcc_v8_uint)v_v_2;
            vcc_v8_uint t65 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t66 = t64 * t65;
            vcc_v8_int t67 = (vcc_v8_int)t66;
            vcc_v8_int t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t63, t67, ((vcc_v8_int){-100, -100, -100, -100, -100, -100, -100, -100}));
            vcc_v8_int t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, t62, t68);
            vcc_v8_int t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, ((vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100}), t69);
            vcc_store(a + t49, t70);
            i_vec_1 += 8L;
        } while (i_vec_1 < t48);
        i = (int)((long)t46 + t48);
    } else {
        i = t46;
    }
    while (i < n) {
        long t71 = (long)i;
        int v = x[t71];
        if (v < -100) {
            t72 = -100;
        } else if (v < 0) {
            t72 = v * 2;
        } else if (v < 100) {
            t72 = v + 1;
        } else {
            t72 = 100;
        }
        a[t71] = t72;
        i++;
    }
}

/* Two elements on every path, in the same order. */
void two_each(int n, int *restrict a, int *restrict b, const int *x) {
    int t37;
    int i;
    int t58;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int v_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t4 = v_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t5 = v_v >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t6 = (vcc_m8)(t4 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t7 = v_v & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t9 = ~t8;
            vcc_m8 t10 = t6 & t9;
            vcc_v8_uint t11 = (vcc_v8_uint)v_v;
            vcc_v8_uint t12 = -t11;
            vcc_v8_int t13 = (vcc_v8_int)t12;
            vcc_m8 t14 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t15 = t6 & t14;
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, v_v, t5);
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t13, t16);
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3}));
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), t18);
            vcc_store(a + i_vec, t17);
            vcc_store(b + i_vec, t19);
            long t20 = i_vec + 8L;
            vcc_v8_int v_v_1 = vcc_load(vcc_v8_int, x + t20);
            vcc_v8_int t21 = v_v_1 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t22 = v_v_1 >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t23 = (vcc_m8)(t21 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t24 = v_v_1 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t25 = (vcc_m8)(t24 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t26 = ~t25;
            vcc_m8 t27 = t23 & t26;
            vcc_v8_uint t28 = (vcc_v8_uint)v_v_1;
            vcc_v8_uint t29 = -t28;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_m8 t31 = (vcc_m8)(t24 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t32 = t23 & t31;
            vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, v_v_1, t22);
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t30, t33);
            vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3}));
            vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), t35);
            vcc_store(a + t20, t34);
            vcc_store(b + t20, t36);
            i_vec += 16L;
        } while (i_vec < t3);
        t37 = (int)t3;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t40 = (long)t37 + i_vec_1;
            vcc_v8_int v_v_2 = vcc_load(vcc_v8_int, x + t40);
            vcc_v8_int t41 = v_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t42 = v_v_2 >> (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t43 = (vcc_m8)(t41 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t44 = v_v_2 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t45 = (vcc_m8)(t44 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t46 = ~t45;
            vcc_m8 t47 = t43 & t46;
            vcc_v8_uint t48 = (vcc_v8_uint)v_v_2;
            vcc_v8_uint t49 = -t48;
            vcc_v8_int t50 = (vcc_v8_int)t49;
            vcc_m8 t51 = (vcc_m8)(t44 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t52 = t43 & t51;
            vcc_v8_int t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, v_v_2, t42);
            vcc_v8_int t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, t50, t53);
            vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3}));
            vcc_v8_int t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), t55);
            vcc_store(a + t40, t54);
            vcc_store(b + t40, t56);
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    while (i < n) {
        long t57 = (long)i;
        int t1 = x[t57];
        if (t1 & 1) {
            if (t1 & 2) {
                t58 = 1;
            } else {
                t1 = -t1;
                t58 = 2;
            }
        } else {
            t1 >>= 1;
            t58 = 3;
        }
        a[t57] = t1;
        b[t57] = t58;
        i++;
    }
}

/* One path stores nothing: a[i] keeps its value there. Two masked stores: scalar on avx2 with
   the generic tune (microcode on Zen), vectorized with --tune=sapphirerapids. */
void some_paths(int n, int *restrict a, const int *x) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:61 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int v_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(v_v > (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t4 = ~t3;
            vcc_m8 t5 = (vcc_m8)(v_v < (vcc_v8_int){-50, -50, -50, -50, -50, -50, -50, -50});
            vcc_m8 t6 = t4 & t5;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), t6);
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t3);
            long t7 = i_vec + 8L;
            vcc_v8_int v_v_1 = vcc_load(vcc_v8_int, x + t7);
            vcc_m8 t8 = (vcc_m8)(v_v_1 > (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t9 = ~t8;
            vcc_m8 t10 = (vcc_m8)(v_v_1 < (vcc_v8_int){-50, -50, -50, -50, -50, -50, -50, -50});
            vcc_m8 t11 = t9 & t10;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t7 * 4UL), ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), t11);
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t7 * 4UL), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v8_int v_v_2 = vcc_load(vcc_v8_int, x + t15);
            vcc_m8 t16 = (vcc_m8)(v_v_2 > (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t17 = ~t16;
            vcc_m8 t18 = (vcc_m8)(v_v_2 < (vcc_v8_int){-50, -50, -50, -50, -50, -50, -50, -50});
            vcc_m8 t19 = t17 & t18;
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t15 * 4UL), ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}), t19);
            vcc_store_masked((int *)((unsigned long)a + (unsigned long)t15 * 4UL), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int v = x[t20];
        if (v > 50) {
            a[t20] = 1;
        } else if (v < -50) {
            a[t20] = 2;
        }
    }
}

/* The paths store to different elements. */
void other_elements(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0)
            a[2 * i] = x[i];
        else
            a[2 * i + 1] = -x[i];
    }
}

/* A store before the last one on a side, to what the other side reads. */
void store_then_read(int n, int *restrict a, int *restrict b, const int *x) {
    int i;
    int t17;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:82 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_m8 t3 = (vcc_m8)(x_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t4 = ~t3;
            vcc_v8_int b_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t4);
            vcc_v8_uint t5 = (vcc_v8_uint)b_v;
            vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t7 = t5 - t6;
            vcc_v8_int t8 = (vcc_v8_int)t7;
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)i_vec * 4UL), x_v, t3);
            vcc_v8_int b_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_uint t9 = (vcc_v8_uint)b_v_1;
            vcc_v8_uint t10 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t11 = t9 + t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t12, t8);
            vcc_store(a + i_vec, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t14 = (long)i;
        int t15 = x[t14];
        if (t15 > 0) {
            int *t16 = b + t14;
            *t16 = t15;
            t17 = *t16 + 1;
        } else {
            t17 = b[t14] - 1;
        }
        a[t14] = t17;
        i++;
    }
}

/* Through a pointer computed on each side. */
void via_pointer(int n, short *restrict a, const short *x) {
    int t22;
    int i;
    short t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:94 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short x_v = vcc_load(vcc_v8_short, x + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(x_v, vcc_v8_int);
            vcc_m8 t4 = (vcc_m8)(t3 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t5 = t3 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_short t6 = __builtin_convertvector(t5, vcc_v8_short);
            vcc_v8_uint t7 = (vcc_v8_uint)t3;
            vcc_v8_uint t8 = -t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_v8_short t10 = __builtin_convertvector(t9, vcc_v8_short);
            vcc_v8_short t11 = vcc_select(vcc_v8_short, __builtin_convertvector(t4, vcc_v8_short), t10, t6);
            vcc_store(a + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_short x_v_1 = vcc_load(vcc_v8_short, x + t12);
            vcc_v8_int t13 = __builtin_convertvector(x_v_1, vcc_v8_int);
            vcc_m8 t14 = (vcc_m8)(t13 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t15 = t13 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_short t16 = __builtin_convertvector(t15, vcc_v8_short);
            vcc_v8_uint t17 = (vcc_v8_uint)t13;
            vcc_v8_uint t18 = -t17;
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_v8_short t20 = __builtin_convertvector(t19, vcc_v8_short);
            vcc_v8_short t21 = vcc_select(vcc_v8_short, __builtin_convertvector(t14, vcc_v8_short), t20, t16);
            vcc_store(a + t12, t21);
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
        /* vcc: loop at sink_nested.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_short x_v_2 = vcc_load(vcc_v8_short, x + t25);
            vcc_v8_int t26 = __builtin_convertvector(x_v_2, vcc_v8_int);
            vcc_m8 t27 = (vcc_m8)(t26 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t28 = t26 / (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_short t29 = __builtin_convertvector(t28, vcc_v8_short);
            vcc_v8_uint t30 = (vcc_v8_uint)t26;
            vcc_v8_uint t31 = -t30;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_v8_short t33 = __builtin_convertvector(t32, vcc_v8_short);
            vcc_v8_short t34 = vcc_select(vcc_v8_short, __builtin_convertvector(t27, vcc_v8_short), t33, t29);
            vcc_store(a + t25, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = (int)x[t35];
        if (t36 < 0) {
            t37 = (short)-t36;
        } else {
            t37 = (short)(t36 / 2);
        }
        a[t35] = t37;
        i++;
    }
}

int main(void) {
    int n;
    int t1;
    int t7;
    int i_1;
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
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        float *fc = (float *)new_array(n, 4UL);
        float *fd = (float *)new_array(n, 4UL);
        float *fe = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *x = (int *)new_array(n, 4UL);
        int t2 = 2 * n;
        int *w = (int *)new_array(t2, 4UL);
        short *sa = (short *)new_array(n, 2UL);
        short *sx = (short *)new_array(n, 2UL);
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            fb[t3] = (float)((int)(next_rand() % 200U) - 100) * 0.25f;
            fc[t3] = (float)((int)(next_rand() % 200U) - 100) * 0.5f;
            fd[t3] = (float)(int)(next_rand() % 50U);
            fe[t3] = (float)((int)(next_rand() % 20U) - 10);
            x[t3] = (int)(next_rand() % 400U) - 200;
            int t4 = (int)(next_rand() % 1000U);
            b[t3] = t4;
            a[t3] = t4;
            sx[t3] = (short)(next_rand() % 65536U);
            sa[t3] = (short)0;
        }
        long t5 = (long)n * 2L;
        if (t5 >= 32L) {
            long t6 = t5 & -32L;
            long i_vec = 0L;
            /* vcc: loop at sink_nested.c:123 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_store(w + i_vec, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(w + (i_vec + 8L), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(w + (i_vec + 16L), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(w + (i_vec + 24L), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                i_vec += 32L;
            } while (i_vec < t6);
            t7 = (int)t6;
        } else {
            t7 = 0;
        }
        long t8 = (long)n * 2L + (long)t7 * -1L;
        if (t8 >= 8L) {
            long t9 = t8 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at sink_nested.c:123 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vcc_store(w + ((long)t7 + i_vec_1), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                i_vec_1 += 8L;
            } while (i_vec_1 < t9);
            i_1 = (int)((long)t7 + t9);
        } else {
            i_1 = t7;
        }
        for (; i_1 < t2; i_1++) {
            w[i_1] = 7;
        }
        nested3(n, fa, fb, fc, fd, fe);
        unsigned long t10 = (unsigned long)n;
        unsigned long t11 = t10 * 4UL;
        printf("n=%d nested3 %llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t11));
        const int *t12 = x;
        chain4(n, a, t12);
        const void *t13 = (const void *)a;
        printf("n=%d chain4 %llx\n", n, (unsigned long long)hash_bytes(t13, t11));
        two_each(n, a, b, t12);
        const void *t14 = (const void *)b;
        unsigned long t15 = hash_bytes(t14, t11);
        printf("n=%d two_each %llx %llx\n", n, (unsigned long long)hash_bytes(t13, t11), (unsigned long long)t15);
        some_paths(n, a, t12);
        printf("n=%d some_paths %llx\n", n, (unsigned long long)hash_bytes(t13, t11));
        other_elements(n, w, t12);
        printf("n=%d other_elements %llx\n", n, (unsigned long long)hash_bytes((const void *)w, (unsigned long)t2 * 4UL));
        store_then_read(n, a, b, t12);
        unsigned long t16 = hash_bytes(t14, t11);
        printf("n=%d store_then_read %llx %llx\n", n, (unsigned long long)hash_bytes(t13, t11), (unsigned long long)t16);
        via_pointer(n, sa, sx);
        printf("n=%d via_pointer %llx\n", n, (unsigned long long)hash_bytes((const void *)sa, t10 * 2UL));
        free((void *)fa);
        free((void *)fb);
        free((void *)fc);
        free((void *)fd);
        free((void *)fe);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)w);
        free((void *)sa);
        free((void *)sx);
    }
}
