/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

void _ZGVdN8uul_pairs(const float *in, float *out, int i);
void _ZGVdN8uul_pairs_late(const float *in, float *out, int i);
void _ZGVdN8ul_pairs_store(int *in, int i);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, vcc_v8_int mask);
#pragma GCC diagnostic pop
void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uvv_put_half(float *out, vcc_v8_int where, vcc_v8_float v);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uvv_put_half(float *out, vcc_v8_int where, vcc_v8_float v, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Memory accesses of variants (midend wfv/memory.rs). Interleave groups: `in[2i]` and
   `in[2i+1]` read as two vector loads and even/odd shuffles, only where every lane is active
   and the two loads cover every element the vectors read. Dynamically consecutive indices: a
   bitonic network's pair positions, shifts and masks of a linear index by uniform amounts,
   are tested at run time and read/written with one vector access when consecutive, with two
   (the second masked) and a shuffle, or (on AVX-512) shuffles and two masked stores, when they
   come in blocks of d every 2d (d < 8: a bitonic network's short distances), else gathered
   and stored per lane. Every array is malloc'd exactly as long as the scalar code
   needs, and the last group of lanes ends at its last element, so an access past what the
   scalar code touches shows under the sanitizer build. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 8 */

/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs(const float *in, float *out, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = a - b;
}

/* vcc: function at memory.c:17 vector variant _ZGVdN8uul_pairs of `pairs`: VL 8, unmasked, in uniform, out uniform, i linear step 1 */
void _ZGVdN8uul_pairs(const float *in, float *out, int i) {
    const float *t1 = in + 2 * i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, t1);
    vcc_v8_float t3 = vcc_load(vcc_v8_float, t1 + 8);
    vcc_v8_float t4 = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
    vcc_v8_float t5 = __builtin_shufflevector(t2, t3, 1, 3, 5, 7, 9, 11, 13, 15);
    vcc_v8_float t6 = t4 - t5;
    vcc_store(out + i, t6);
}

/* The odd member is loaded first, and the group starts one element into `in`. */
/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

/* vcc: function at memory.c:24 vector variant _ZGVdN8uul_pairs_late of `pairs_late`: VL 8, unmasked, in uniform, out uniform, i linear step 1 */
void _ZGVdN8uul_pairs_late(const float *in, float *out, int i) {
    const float *t1 = in + (2 * i + 2) + -1;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, t1);
    vcc_v8_float t3 = vcc_load(vcc_v8_float, t1 + 8);
    vcc_v8_float t4 = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
    vcc_v8_float t5 = __builtin_shufflevector(t2, t3, 1, 3, 5, 7, 9, 11, 13, 15);
    vcc_v8_float t6 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t7 = t4 * t6;
    vcc_v8_float t8 = t7 + t5;
    vcc_store(out + i, t8);
}

/* A store between the two loads: they are not moved together. */
/* #pragma omp declare simd uniform(in) linear(i) notinbranch */
void pairs_store(int *in, int i) {
    int a = in[2 * i];
    in[2 * i + 1] = a + 1;
    int b = in[2 * i + 1];
    in[2 * i] = a * b;
}

/* vcc: function at memory.c:31 vector variant _ZGVdN8ul_pairs_store of `pairs_store`: VL 8, unmasked, in uniform, i linear step 1 */
void _ZGVdN8ul_pairs_store(int *in, int i) {
    int t1 = 2 * i;
    int *t2 = in + t1;
    vcc_v8_long t3 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t4 = t3 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_int t5 = vcc_gather(vcc_v8_int, t2, t4);
    int *t6 = in + (t1 + 1);
    vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t8 = t5 + t7;
    vcc_scatter(t6, t4, t8);
    vcc_v8_int t9 = vcc_gather(vcc_v8_int, t6, t4);
    vcc_v8_int t10 = t5 * t9;
    vcc_scatter(t2, t4, t10);
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
/* #pragma omp declare simd uniform(in, out) linear(i) inbranch */
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

/* vcc: function at memory.c:40 vector variant _ZGVdM8uul_pairs_masked of `pairs_masked`: VL 8, masked, in uniform, out uniform, i linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    int t2 = 2 * i;
    vcc_v8_long t3 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t4 = t3 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_int t5 = vcc_gather_masked(vcc_v8_int, in + t2, t4, t1);
    vcc_v8_long t6 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t7 = t6 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_int t8 = vcc_gather_masked(vcc_v8_int, in + (t2 + 1), t7, t1);
    vcc_v8_int t9 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t10 = (vcc_v8_uint)t9;
    vcc_v8_uint t11 = (vcc_v8_uint)t8;
    vcc_v8_uint t12 = t10 * t11;
    vcc_v8_int t13 = (vcc_v8_int)t12;
    vcc_v8_uint t14 = (vcc_v8_uint)t5;
    vcc_v8_uint t15 = (vcc_v8_uint)t13;
    vcc_v8_uint t16 = t14 + t15;
    vcc_v8_int t17 = (vcc_v8_int)t16;
    vcc_store_masked((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t17, t1);
}
#pragma GCC diagnostic pop

/* One compare-and-swap step of a bitonic network over `a`. */
/* #pragma omp declare simd uniform(a, stage, pass) linear(id) */
void compare_swap(unsigned *a, int stage, int pass, int id) {
    int distance = 1 << (stage - pass);
    int left = (id & (distance - 1)) + ((id >> (stage - pass)) << (stage - pass + 1));
    int right = left + distance;
    unsigned l = a[left], r = a[right];
    int increasing = ((id >> stage) & 1) == 0;
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    if (increasing) {
        a[left] = lesser;
        a[right] = greater;
    } else {
        a[left] = greater;
        a[right] = lesser;
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVdN8uuul_compare_swap of `compare_swap`: VL 8, unmasked, a uniform, stage uniform, pass uniform, id linear step 1 */
void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    int t5 = stage - pass;
    int t6 = 1 << t5;
    vcc_v8_int t7 = (vcc_v8_int){id, id, id, id, id, id, id, id};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_int t9 = vcc_splat(vcc_v8_int, t6 - 1);
    vcc_v8_int t10 = t8 & t9;
    vcc_v8_int t11 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
    vcc_v8_int t12 = t8 >> t11;
    vcc_v8_int t13 = vcc_splat(vcc_v8_int, t5 + 1);
    vcc_v8_int t14 = t12 << t13;
    vcc_v8_int t15 = t10 + t14;
    vcc_v8_int t16 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
    vcc_v8_int t17 = t15 + t16;
    int t18 = t15[0];
    vcc_v8_int t19 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
    vcc_v8_int t20 = t19 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t21 = (vcc_m8)(t15 == t20);
    int t22 = vcc_all(t21);
    int t23 = t22 & (t18 <= 2147483640);
    if (t23) {
        t1 = vcc_load(vcc_v8_uint, a + t18);
    } else {
        int t24 = t18 <= 2147483632;
        vcc_v8_int t25 = t19 + (vcc_v8_int){0, 1, 2, 3, 8, 9, 10, 11};
        vcc_m8 t26 = (vcc_m8)(t15 == t25);
        if (vcc_all(t26) & t24) {
            unsigned int *t29 = a + t18;
            vcc_v8_uint t30 = vcc_load(vcc_v8_uint, t29);
            vcc_m8 t31 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 0, 0, 0, 0} != (vcc_v8_int){0});
            vcc_v8_uint t32 = vcc_load_masked(vcc_v8_uint, t29 + 8, t31);
            t2 = __builtin_shufflevector(t30, t32, 0, 1, 2, 3, 8, 9, 10, 11);
        } else {
            vcc_v8_int t33 = t19 + (vcc_v8_int){0, 1, 4, 5, 8, 9, 12, 13};
            vcc_m8 t34 = (vcc_m8)(t15 == t33);
            if (vcc_all(t34) & t24) {
                unsigned int *t35 = a + t18;
                vcc_v8_uint t36 = vcc_load(vcc_v8_uint, t35);
                vcc_m8 t37 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 0, 0} != (vcc_v8_int){0});
                vcc_v8_uint t38 = vcc_load_masked(vcc_v8_uint, t35 + 8, t37);
                t2 = __builtin_shufflevector(t36, t38, 0, 1, 4, 5, 8, 9, 12, 13);
            } else {
                vcc_v8_int t39 = t19 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 12, 14};
                vcc_m8 t40 = (vcc_m8)(t15 == t39);
                if (vcc_all(t40) & t24) {
                    unsigned int *t41 = a + t18;
                    vcc_v8_uint t42 = vcc_load(vcc_v8_uint, t41);
                    vcc_m8 t43 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 0} != (vcc_v8_int){0});
                    vcc_v8_uint t44 = vcc_load_masked(vcc_v8_uint, t41 + 8, t43);
                    t2 = __builtin_shufflevector(t42, t44, 0, 2, 4, 6, 8, 10, 12, 14);
                } else {
                    t2 = vcc_gather(vcc_v8_uint, a, t15);
                }
            }
        }
        t1 = t2;
    }
    int t27 = t17[0];
    int t28 = t22 & (t27 <= 2147483640);
    if (t28) {
        t3 = vcc_load(vcc_v8_uint, a + t27);
    } else {
        int t45 = t27 <= 2147483632;
        vcc_v8_int t46 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        vcc_v8_int t47 = t46 + (vcc_v8_int){0, 1, 2, 3, 8, 9, 10, 11};
        vcc_m8 t48 = (vcc_m8)(t17 == t47);
        if (vcc_all(t48) & t45) {
            unsigned int *t59 = a + t27;
            vcc_v8_uint t60 = vcc_load(vcc_v8_uint, t59);
            vcc_m8 t61 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 0, 0, 0, 0} != (vcc_v8_int){0});
            vcc_v8_uint t62 = vcc_load_masked(vcc_v8_uint, t59 + 8, t61);
            t4 = __builtin_shufflevector(t60, t62, 0, 1, 2, 3, 8, 9, 10, 11);
        } else {
            vcc_v8_int t63 = t46 + (vcc_v8_int){0, 1, 4, 5, 8, 9, 12, 13};
            vcc_m8 t64 = (vcc_m8)(t17 == t63);
            if (vcc_all(t64) & t45) {
                unsigned int *t65 = a + t27;
                vcc_v8_uint t66 = vcc_load(vcc_v8_uint, t65);
                vcc_m8 t67 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 0, 0} != (vcc_v8_int){0});
                vcc_v8_uint t68 = vcc_load_masked(vcc_v8_uint, t65 + 8, t67);
                t4 = __builtin_shufflevector(t66, t68, 0, 1, 4, 5, 8, 9, 12, 13);
            } else {
                vcc_v8_int t69 = t46 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 12, 14};
                vcc_m8 t70 = (vcc_m8)(t17 == t69);
                if (vcc_all(t70) & t45) {
                    unsigned int *t71 = a + t27;
                    vcc_v8_uint t72 = vcc_load(vcc_v8_uint, t71);
                    vcc_m8 t73 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 0} != (vcc_v8_int){0});
                    vcc_v8_uint t74 = vcc_load_masked(vcc_v8_uint, t71 + 8, t73);
                    t4 = __builtin_shufflevector(t72, t74, 0, 2, 4, 6, 8, 10, 12, 14);
                } else {
                    t4 = vcc_gather(vcc_v8_uint, a, t17);
                }
            }
        }
        t3 = t4;
    }
    vcc_v8_int t49 = (vcc_v8_int){stage, stage, stage, stage, stage, stage, stage, stage};
    vcc_v8_int t50 = t8 >> t49;
    vcc_v8_int t51 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t52 = t50 & t51;
    vcc_v8_int t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t54 = (vcc_m8)(t52 == t53);
    vcc_v8_uint t55 = vcc_min(vcc_v8_int, t1, t3);
    vcc_v8_uint t56 = vcc_max(vcc_v8_int, t3, t1);
    vcc_v8_uint t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t55, t56);
    vcc_v8_uint t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t56, t55);
    if (t23) {
        vcc_store(a + t18, t57);
    } else {
        vcc_scatter(a, t15, t57);
    }
    if (t28) {
        vcc_store(a + t27, t58);
    } else {
        vcc_scatter(a, t17, t58);
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVdM8uuul_compare_swap of `compare_swap`: VL 8, masked, a uniform, stage uniform, pass uniform, id linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, vcc_v8_int mask) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    int t4 = stage - pass;
    int t5 = 1 << t4;
    vcc_v8_int t6 = (vcc_v8_int){id, id, id, id, id, id, id, id};
    vcc_v8_int t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_int t8 = vcc_splat(vcc_v8_int, t5 - 1);
    vcc_v8_int t9 = t7 & t8;
    vcc_v8_int t10 = (vcc_v8_int){id, id, id, id, id, id, id, id};
    vcc_v8_int t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_int t12 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
    vcc_v8_int t13 = t11 >> t12;
    vcc_v8_int t14 = vcc_splat(vcc_v8_int, t4 + 1);
    vcc_v8_uint t15 = (vcc_v8_uint)t13;
    vcc_v8_uint t16 = (vcc_v8_uint)t14;
    vcc_v8_uint t17 = t15 << t16;
    vcc_v8_int t18 = (vcc_v8_int)t17;
    vcc_v8_uint t19 = (vcc_v8_uint)t9;
    vcc_v8_uint t20 = (vcc_v8_uint)t18;
    vcc_v8_uint t21 = t19 + t20;
    vcc_v8_int t22 = (vcc_v8_int)t21;
    vcc_v8_int t23 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
    vcc_v8_uint t24 = (vcc_v8_uint)t22;
    vcc_v8_uint t25 = (vcc_v8_uint)t23;
    vcc_v8_uint t26 = t24 + t25;
    vcc_v8_int t27 = (vcc_v8_int)t26;
    int t28 = t22[0];
    vcc_v8_int t29 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
    vcc_v8_int t30 = t29 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t31 = (vcc_m8)(t22 == t30);
    vcc_m8 t32 = ~t3;
    vcc_m8 t33 = t31 | t32;
    int t34 = vcc_all(t33);
    if (t34 & (t28 <= 2147483640)) {
        t1 = vcc_load_masked(vcc_v8_uint, (unsigned int *)((unsigned long)a + (unsigned long)(long)t28 * 4UL), t3);
    } else {
        t1 = vcc_gather_masked(vcc_v8_uint, a, t22, t3);
    }
    int t35 = t27[0];
    vcc_v8_int t36 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
    vcc_v8_int t37 = t36 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t38 = (vcc_m8)(t27 == t37);
    vcc_m8 t39 = ~t3;
    vcc_m8 t40 = t38 | t39;
    int t41 = vcc_all(t40);
    if (t41 & (t35 <= 2147483640)) {
        t2 = vcc_load_masked(vcc_v8_uint, (unsigned int *)((unsigned long)a + (unsigned long)(long)t35 * 4UL), t3);
    } else {
        t2 = vcc_gather_masked(vcc_v8_uint, a, t27, t3);
    }
    vcc_v8_int t42 = (vcc_v8_int){id, id, id, id, id, id, id, id};
    vcc_v8_int t43 = t42 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_int t44 = (vcc_v8_int){stage, stage, stage, stage, stage, stage, stage, stage};
    vcc_v8_int t45 = t43 >> t44;
    vcc_v8_int t46 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t47 = t45 & t46;
    vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t49 = (vcc_m8)(t47 == t48);
    vcc_v8_uint t50 = vcc_min(vcc_v8_int, t1, t2);
    vcc_v8_uint t51 = vcc_max(vcc_v8_int, t2, t1);
    if (vcc_any(t3)) {
        vcc_v8_uint t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t50, t51);
        vcc_v8_uint t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t51, t50);
        int t54 = t22[0];
        if (t34 & (t54 <= 2147483640)) {
            unsigned int *t55 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t54 * 4UL);
            if (vcc_all(t3)) {
                vcc_store(t55, t52);
            } else {
                vcc_store_masked(t55, t52, t3);
            }
        } else {
            vcc_scatter_masked(a, t22, t52, t3);
        }
        int t56 = t27[0];
        if (t41 & (t56 <= 2147483640)) {
            unsigned int *t57 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t56 * 4UL);
            if (vcc_all(t3)) {
                vcc_store(t57, t53);
            } else {
                vcc_store_masked(t57, t53, t3);
            }
        } else {
            vcc_scatter_masked(a, t27, t53, t3);
        }
    }
}
#pragma GCC diagnostic pop

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
/* #pragma omp declare simd uniform(out) */
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

/* vcc: function at memory.c:65 vector variant _ZGVdN8uvv_put_half of `put_half`: VL 8, unmasked, out uniform, where vector, v vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uvv_put_half(float *out, vcc_v8_int where, vcc_v8_float v) {
    vcc_v8_float t1 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t2 = v * t1;
    vcc_scatter(out, where, t2);
}
#pragma GCC diagnostic pop

/* vcc: function at memory.c:65 vector variant _ZGVdM8uvv_put_half of `put_half`: VL 8, masked, out uniform, where vector, v vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uvv_put_half(float *out, vcc_v8_int where, vcc_v8_float v, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_float t2 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t3 = v * t2;
    vcc_scatter_masked(out, where, t3, t1);
}
#pragma GCC diagnostic pop

void _ZGVdN8uul_pairs(const float *, float *, int);
void _ZGVdN8uul_pairs_late(const float *, float *, int);
void _ZGVdN8ul_pairs_store(int *, int);
void _ZGVdM8uul_pairs_masked(const int *, int *, int, v8i);
void _ZGVdN8uuul_compare_swap(unsigned *, int, int, int);
void _ZGVdM8uuul_compare_swap(unsigned *, int, int, int, v8i);
void _ZGVdN8uvv_put_half(float *, v8i, v8f);
void _ZGVdM8uvv_put_half(float *, v8i, v8f, v8i);

#define N 32

int main(void) {
    float *in = malloc(2 * 16 * sizeof(float)), *late = malloc((2 * 16 + 1) * sizeof(float));
    float *out = malloc(16 * sizeof(float));
    for (int k = 0; k < 32; k++)
        in[k] = (float)(k * 7 % 13) - 0.5f * k;
    for (int k = 0; k < 33; k++)
        late[k] = (float)(k * 5 % 11);
    _ZGVdN8uul_pairs(in, out, 0);
    _ZGVdN8uul_pairs(in, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    _ZGVdN8uul_pairs_late(late, out, 0);
    _ZGVdN8uul_pairs_late(late, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    int *ints = malloc(2 * 16 * sizeof(int)), *iout = malloc(16 * sizeof(int));
    for (int k = 0; k < 32; k++)
        ints[k] = k * 3 - 20;
    _ZGVdN8ul_pairs_store(ints, 8);
    for (int k = 0; k < 32; k++)
        printf("%d ", ints[k]);
    printf("\n");
    for (int k = 0; k < 16; k++)
        iout[k] = -1;
    /* The last lanes off: the elements they would read are past the end of `ints`. */
    int m[8] = {1, 0, 1, 1, 1, 1, 0, 0};
    int *tail = ints + 4;
    _ZGVdM8uul_pairs_masked(tail, iout, 8, TO_VEC(v8i, m));
    _ZGVdM8uul_pairs_masked(ints, iout, 0, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%d ", iout[k]);
    printf("\n");
    /* A whole bitonic sort of N keys (every distance, consecutive or not), by the unmasked
       variant, then one stage by the masked one with some lanes off. */
    unsigned *keys = malloc(N * sizeof(unsigned));
    unsigned seed = 12345u;
    for (int k = 0; k < N; k++) {
        seed = seed * 1664525u + 1013904223u;
        keys[k] = seed >> 20;
    }
    for (int stage = 0; stage < 5; stage++)
        for (int pass = 0; pass <= stage; pass++)
            for (int id = 0; id < N / 2; id += 8)
                _ZGVdN8uuul_compare_swap(keys, stage, pass, id);
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    for (int k = 0; k < N; k++)
        keys[k] = (unsigned)(k * 29 % 31);
    int half[8] = {1, 1, 1, 1, 0, 0, 1, 1};
    for (int pass = 0; pass <= 4; pass++)
        for (int id = 0; id < N / 2; id += 8)
            _ZGVdM8uuul_compare_swap(keys, 4, pass, id, TO_VEC(v8i, half));
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    /* Pairs at distances 1, 2 and 4 from ids 4..11 (not a multiple of 8) and 8..15 (up to the
       last element of `keys`): the lanes are blocks of `d` every `2d` (two window loads, and
       on AVX-512 masked stores); the scalar function does the same ids on a copy. */
    unsigned *copy = malloc(N * sizeof(unsigned));
    for (int dist = 0; dist < 3; dist++)
        for (int start = 4; start <= 8; start += 4) {
            for (int k = 0; k < N; k++)
                keys[k] = copy[k] = (unsigned)(k * 17 % 23);
            _ZGVdN8uuul_compare_swap(keys, 3, 3 - dist, start);
            for (int id = start; id < start + 8; id++)
                compare_swap(copy, 3, 3 - dist, id);
            for (int k = 0; k < N; k++)
                printf("%u%s", keys[k], keys[k] == copy[k] ? " " : "! ");
            printf("\n");
        }
    free(copy);
    float *put = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        put[k] = -1.0f;
    int where[8] = {15, 0, 7, 3, 3, 9, 12, 1}, where2[8] = {2, 2, 15, 4, 5, 0, 6, 8};
    float vals[8] = {1.5f, 2.0f, -3.0f, 4.25f, 5.0f, 6.0f, 7.5f, 8.0f};
    float vals2[8] = {10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f, 16.0f, 17.0f};
    int some[8] = {1, 0, 1, 0, 1, 1, 0, 1};
    _ZGVdN8uvv_put_half(put, TO_VEC(v8i, where), TO_VEC(v8f, vals));
    _ZGVdM8uvv_put_half(put, TO_VEC(v8i, where2), TO_VEC(v8f, vals2), TO_VEC(v8i, some));
    for (int k = 0; k < 16; k++)
        printf("%g ", put[k]);
    printf("\n");
    free(put);
    free(in);
    free(late);
    free(out);
    free(ints);
    free(iout);
    free(keys);
    return 0;
}
