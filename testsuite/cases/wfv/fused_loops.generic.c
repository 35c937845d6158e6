/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_escape(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_collatz(vcc_v8_int x, int limit);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_collatz(vcc_v8_int x, int limit, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Divergent loops fused: a loop that calls a function whose while loop's lanes leave at
   different iterations gets one copy of that while loop per UF part (and per call) once the
   variant is inlined; the copies run as one loop that steps every copy still running, a copy
   that has finished keeping its results until the others are done. Copies with two exits (a
   return inside the loop), copies under a condition (the masked variant), two calls in one
   iteration (more copies than one fused loop takes), a sum of the results, and an in-place
   update whose next part's load must wait for the store of the part before (not fused). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned escape(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_escape(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    vcc_v8_uint t19;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t6 = 0U;
    t4 = (vcc_v8_uint){0};
    while (t6 < max_iter) {
        vcc_v8_float t7 = t2 * t2;
        vcc_v8_float t8 = t3 * t3;
        vcc_v8_float t9 = t7 + t8;
        vcc_v8_float t10 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        vcc_m8 t11 = (vcc_m8)(t9 < t10);
        vcc_m8 t12 = t1 & t11;
        vcc_v8_float t13 = t7 - t8;
        vcc_v8_float t14 = t13 + cr;
        vcc_v8_float t15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_v8_float t16 = t15 * t2;
        vcc_v8_float t17 = t16 * t3;
        t3 = t17 + ci;
        vcc_v8_uint t18 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, t4);
        if (!vcc_any(t12)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
    t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t19, t4);
L20:
    return t5;
}
#pragma GCC diagnostic pop

/* Two exits: the loop's test, and a return from its body once the step limit is reached. */
/* #pragma omp declare simd uniform(limit) */
int collatz(int x, int limit) {
    int steps = 0;
    while (x > 1) {
        if (steps >= limit)
            return -steps;
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    return steps;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_collatz(vcc_v8_int x, int limit) {
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_int t2 = x;
    int t6 = 0;
    vcc_v8_int t3 = (vcc_v8_int){0};
    vcc_m8 t4 = (vcc_m8){0};
    vcc_m8 t5 = (vcc_m8){0};
    for (;;) {
        vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t8 = (vcc_m8)(t2 > t7);
        vcc_m8 t9 = t1 & t8;
        vcc_m8 t10 = ~t8;
        vcc_m8 t11 = t1 & t10;
        vcc_v8_int t12 = vcc_splat(vcc_v8_int, t6 >= limit);
        vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0});
        vcc_m8 t14 = t9 & t13;
        vcc_m8 t15 = ~t13;
        vcc_m8 t16 = t9 & t15;
        vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t18 = t2 & t17;
        vcc_m8 t19 = (vcc_m8)(t18 != (vcc_v8_int){0});
        vcc_m8 t20 = ~t19;
        vcc_m8 t21 = t16 & t20;
        vcc_v8_int t22 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t23 = t2 >> t22;
        vcc_v8_int t24 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint t26 = (vcc_v8_uint)t2;
        vcc_v8_uint t27 = t25 * t26;
        vcc_v8_int t28 = (vcc_v8_int)t27;
        vcc_v8_int t29 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t30 = (vcc_v8_uint)t28;
        vcc_v8_uint t31 = (vcc_v8_uint)t29;
        vcc_v8_uint t32 = t30 + t31;
        vcc_v8_int t33 = (vcc_v8_int)t32;
        t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t23, t33);
        vcc_v8_int t34 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t34, t3);
        t4 = t4 | t11;
        t5 = t5 | t14;
        if (!vcc_any(t16)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_int){0});
    vcc_v8_uint t36 = (vcc_v8_uint)t3;
    vcc_v8_uint t37 = -t36;
    vcc_v8_int t38 = (vcc_v8_int)t37;
    vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t38, t35);
    return t39;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_collatz(vcc_v8_int x, int limit, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t2 = x;
    int t6 = 0;
    vcc_v8_int t3 = (vcc_v8_int){0};
    vcc_m8 t4 = (vcc_m8){0};
    vcc_m8 t5 = (vcc_m8){0};
    for (;;) {
        vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t8 = (vcc_m8)(t2 > t7);
        vcc_m8 t9 = t1 & t8;
        vcc_m8 t10 = ~t8;
        vcc_m8 t11 = t1 & t10;
        vcc_v8_int t12 = vcc_splat(vcc_v8_int, t6 >= limit);
        vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0});
        vcc_m8 t14 = t9 & t13;
        vcc_m8 t15 = ~t13;
        vcc_m8 t16 = t9 & t15;
        vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t18 = t2 & t17;
        vcc_m8 t19 = (vcc_m8)(t18 != (vcc_v8_int){0});
        vcc_m8 t20 = ~t19;
        vcc_m8 t21 = t16 & t20;
        vcc_v8_int t22 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t23 = t2 >> t22;
        vcc_v8_int t24 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint t26 = (vcc_v8_uint)t2;
        vcc_v8_uint t27 = t25 * t26;
        vcc_v8_int t28 = (vcc_v8_int)t27;
        vcc_v8_int t29 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t30 = (vcc_v8_uint)t28;
        vcc_v8_uint t31 = (vcc_v8_uint)t29;
        vcc_v8_uint t32 = t30 + t31;
        vcc_v8_int t33 = (vcc_v8_int)t32;
        t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t23, t33);
        vcc_v8_int t34 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t34, t3);
        t4 = t4 | t11;
        t5 = t5 | t14;
        if (!vcc_any(t16)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_int){0});
    vcc_v8_uint t36 = (vcc_v8_uint)t3;
    vcc_v8_uint t37 = -t36;
    vcc_v8_int t38 = (vcc_v8_int)t37;
    vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t38, t35);
    return t39;
}
#pragma GCC diagnostic pop

void rows(unsigned *out, int n, float y) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_m8 t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_m8 t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    long t19;
    vcc_m8 t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    long t25;
    long t26;
    long t27;
    vcc_v8_float t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    long t31;
    vcc_v8_int t32;
    unsigned int *t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    int t37;
    long t38;
    long t39;
    vcc_v8_float t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_int t43;
    unsigned int *t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    int i;
    vcc_v8_uint t48;
    vcc_v8_int t49;
    unsigned int *t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    unsigned int t54;
    vcc_v8_uint t55;
    int t56;
    vcc_v8_uint t57;
    unsigned int t58;
    vcc_v8_uint t59;
    int t60;
    vcc_v8_uint t61;
    unsigned int t73;
    int t74;
    vcc_v8_uint t75;
    unsigned int t87;
    int t88;
    vcc_v8_uint t89;
    unsigned int t90;
    vcc_v8_uint t104;
    t26 = (long)n;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t28 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t29 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t30 = (vcc_v8_uint)t29;
        t1 = t30 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t25 = 0L;
        for (;;) {
            t31 = t25 + 8L;
            t32 = (vcc_v8_int)t1;
            t33 = out + (int)t25;
            t34 = __builtin_convertvector(t32, vcc_v8_float);
            t35 = t34 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t36 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t35;
            t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t48 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t49 = (vcc_v8_int)t48;
            t50 = out + (int)t31;
            t51 = __builtin_convertvector(t49, vcc_v8_float);
            t52 = t51 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t53 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t52;
            t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t7 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t8 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t54 = 0U;
            t55 = (vcc_v8_uint){0};
            t56 = 1;
            t57 = (vcc_v8_uint){0};
            t58 = 0U;
            t59 = (vcc_v8_uint){0};
            t60 = 1;
            t61 = (vcc_v8_uint){0};
            for (;;) {
                if (t56) {
                    if (t54 < 150U) {
                        vcc_v8_float t62 = t4 * t4;
                        vcc_v8_float t63 = t5 * t5;
                        vcc_v8_float t64 = t62 + t63;
                        vcc_v8_float t65 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t66 = (vcc_m8)(t64 < t65);
                        t9 = t3 & t66;
                        vcc_v8_float t67 = t62 - t63;
                        t10 = t67 + t36;
                        vcc_v8_float t68 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t69 = t68 * t4;
                        vcc_v8_float t70 = t69 * t5;
                        t11 = t70 + t28;
                        vcc_v8_uint t71 = (vcc_v8_uint){t54, t54, t54, t54, t54, t54, t54, t54};
                        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t71, t55);
                        if (vcc_any(t9)) {
                            t73 = t54 + 1U;
                            t74 = 1;
                            t75 = t57;
                            goto L105;
                        }
                        t13 = t12;
                    } else {
                        vcc_v8_uint t72 = (vcc_v8_uint){t54, t54, t54, t54, t54, t54, t54, t54};
                        t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t72, t55);
                    }
                    t9 = t3;
                    t73 = t54;
                    t10 = t4;
                    t11 = t5;
                    t12 = t55;
                    t74 = 0;
                    t75 = t13;
                } else {
                    t9 = t3;
                    t73 = t54;
                    t10 = t4;
                    t11 = t5;
                    t12 = t55;
                    t74 = 0;
                    t75 = t57;
                }
            L105:
                if (t60) {
                    if (t58 < 150U) {
                        vcc_v8_float t76 = t7 * t7;
                        vcc_v8_float t77 = t8 * t8;
                        vcc_v8_float t78 = t76 + t77;
                        vcc_v8_float t79 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t80 = (vcc_m8)(t78 < t79);
                        t14 = t6 & t80;
                        vcc_v8_float t81 = t76 - t77;
                        t15 = t81 + t53;
                        vcc_v8_float t82 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t83 = t82 * t7;
                        vcc_v8_float t84 = t83 * t8;
                        t16 = t84 + t28;
                        vcc_v8_uint t85 = (vcc_v8_uint){t58, t58, t58, t58, t58, t58, t58, t58};
                        t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t85, t59);
                        if (vcc_any(t14)) {
                            t87 = t58 + 1U;
                            t88 = 1;
                            t89 = t61;
                            goto L106;
                        }
                        t18 = t17;
                    } else {
                        vcc_v8_uint t86 = (vcc_v8_uint){t58, t58, t58, t58, t58, t58, t58, t58};
                        t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t86, t59);
                    }
                    t14 = t6;
                    t87 = t58;
                    t15 = t7;
                    t16 = t8;
                    t17 = t59;
                    t88 = 0;
                    t89 = t18;
                } else {
                    t14 = t6;
                    t87 = t58;
                    t15 = t7;
                    t16 = t8;
                    t17 = t59;
                    t88 = 0;
                    t89 = t61;
                }
            L106:
                if (!(t74 | t88)) {
                    vcc_store(t33, t75);
                    vcc_store(t50, t89);
                    t25 += 16L;
                    t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (t25 < t27) {
                        break;
                    }
                    t37 = (int)t27;
                    goto L107;
                }
                t3 = t9;
                t54 = t73;
                t4 = t10;
                t5 = t11;
                t55 = t12;
                t56 = t74;
                t57 = t75;
                t6 = t14;
                t58 = t87;
                t7 = t15;
                t8 = t16;
                t59 = t17;
                t60 = t88;
                t61 = t89;
            }
        }
    } else {
        t37 = 0;
    }
L107:
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t41 = (vcc_v8_int){t37, t37, t37, t37, t37, t37, t37, t37};
        t42 = (vcc_v8_uint)t41;
        t2 = t42 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t19 = 0L;
        for (;;) {
            t43 = (vcc_v8_int)t2;
            t44 = out + (int)((long)t37 + t19);
            t45 = __builtin_convertvector(t43, vcc_v8_float);
            t46 = t45 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t47 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t46;
            t20 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t21 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t22 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t90 = 0U;
            t23 = (vcc_v8_uint){0};
            while (t90 < 150U) {
                vcc_v8_float t91 = t21 * t21;
                vcc_v8_float t92 = t22 * t22;
                vcc_v8_float t93 = t91 + t92;
                vcc_v8_float t94 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                vcc_m8 t95 = (vcc_m8)(t93 < t94);
                vcc_m8 t96 = t20 & t95;
                vcc_v8_float t97 = t91 - t92;
                vcc_v8_float t98 = t97 + t47;
                vcc_v8_float t99 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t100 = t99 * t21;
                vcc_v8_float t101 = t100 * t22;
                vcc_v8_float t102 = t101 + t40;
                vcc_v8_uint t103 = (vcc_v8_uint){t90, t90, t90, t90, t90, t90, t90, t90};
                t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t103, t23);
                if (!vcc_any(t96)) {
                    t24 = t23;
                    goto L108;
                }
                t20 = t96;
                t90++;
                t21 = t98;
                t22 = t102;
            }
            t104 = (vcc_v8_uint){t90, t90, t90, t90, t90, t90, t90, t90};
            t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t104, t23);
        L108:
            vcc_store(t44, t24);
            t19 += 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t19 >= t39) {
                i = (int)((long)t37 + t39);
                break;
            }
        }
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        out[i] = escape(-2.0f + (float)i * 0.040625f, y, 150U);
    }
}

void counts(int *out, const int *in, int n, int limit) {
    vcc_m8 t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    long t24;
    unsigned long t25;
    unsigned long t26;
    int t31;
    long t32;
    int i;
    int t85;
    int t86;
    int t118;
    int t119;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        long t27 = t24 & -16L;
        long t23 = 0L;
        for (;;) {
            long t28 = t23 + 8L;
            long t29 = (long)(int)t23;
            int *t30 = out + t29;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, in + t29);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            long t40 = (long)(int)t28;
            int *t41 = out + t40;
            vcc_v8_int t4 = vcc_load(vcc_v8_int, in + t40);
            vcc_m8 t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t42 = 0;
            vcc_v8_int t43 = (vcc_v8_int){0};
            vcc_m8 t44 = (vcc_m8){0};
            vcc_m8 t45 = (vcc_m8){0};
            int t46 = 1;
            vcc_v8_int t47 = (vcc_v8_int){0};
            int t48 = 0;
            vcc_v8_int t49 = (vcc_v8_int){0};
            vcc_m8 t50 = (vcc_m8){0};
            vcc_m8 t51 = (vcc_m8){0};
            int t52 = 1;
            vcc_v8_int t53 = (vcc_v8_int){0};
            for (;;) {
                if (t46) {
                    vcc_v8_int t54 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t55 = (vcc_m8)(t2 > t54);
                    vcc_m8 t56 = t1 & t55;
                    vcc_m8 t57 = ~t55;
                    vcc_m8 t58 = t1 & t57;
                    vcc_v8_int t59 = vcc_splat(vcc_v8_int, t42 >= limit);
                    vcc_m8 t60 = (vcc_m8)(t59 != (vcc_v8_int){0});
                    vcc_m8 t61 = t56 & t60;
                    vcc_m8 t62 = ~t60;
                    t5 = t56 & t62;
                    vcc_v8_int t63 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t64 = t2 & t63;
                    vcc_m8 t65 = (vcc_m8)(t64 != (vcc_v8_int){0});
                    vcc_m8 t66 = ~t65;
                    vcc_m8 t67 = t5 & t66;
                    vcc_v8_int t68 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t69 = t2 >> t68;
                    vcc_v8_int t70 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t71 = (vcc_v8_uint)t70;
                    vcc_v8_uint t72 = (vcc_v8_uint)t2;
                    vcc_v8_uint t73 = t71 * t72;
                    vcc_v8_int t74 = (vcc_v8_int)t73;
                    vcc_v8_int t75 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t76 = (vcc_v8_uint)t74;
                    vcc_v8_uint t77 = (vcc_v8_uint)t75;
                    vcc_v8_uint t78 = t76 + t77;
                    vcc_v8_int t79 = (vcc_v8_int)t78;
                    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, t69, t79);
                    vcc_v8_int t80 = (vcc_v8_int){t42, t42, t42, t42, t42, t42, t42, t42};
                    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t80, t43);
                    t8 = t44 | t58;
                    t9 = t45 | t61;
                    if (vcc_any(t5)) {
                        t85 = t42 + 1;
                        t86 = 1;
                        t10 = t47;
                    } else {
                        vcc_v8_int t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, (vcc_v8_int){0});
                        vcc_v8_uint t82 = (vcc_v8_uint)t7;
                        vcc_v8_uint t83 = -t82;
                        vcc_v8_int t84 = (vcc_v8_int)t83;
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t84, t81);
                        t5 = t1;
                        t6 = t2;
                        t85 = t42;
                        t7 = t43;
                        t8 = t44;
                        t9 = t45;
                        t86 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t85 = t42;
                    t7 = t43;
                    t8 = t44;
                    t9 = t45;
                    t86 = 0;
                    t10 = t47;
                }
                if (t52) {
                    vcc_v8_int t87 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t88 = (vcc_m8)(t4 > t87);
                    vcc_m8 t89 = t3 & t88;
                    vcc_m8 t90 = ~t88;
                    vcc_m8 t91 = t3 & t90;
                    vcc_v8_int t92 = vcc_splat(vcc_v8_int, t48 >= limit);
                    vcc_m8 t93 = (vcc_m8)(t92 != (vcc_v8_int){0});
                    vcc_m8 t94 = t89 & t93;
                    vcc_m8 t95 = ~t93;
                    t11 = t89 & t95;
                    vcc_v8_int t96 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t97 = t4 & t96;
                    vcc_m8 t98 = (vcc_m8)(t97 != (vcc_v8_int){0});
                    vcc_m8 t99 = ~t98;
                    vcc_m8 t100 = t11 & t99;
                    vcc_v8_int t101 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t102 = t4 >> t101;
                    vcc_v8_int t103 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t104 = (vcc_v8_uint)t103;
                    vcc_v8_uint t105 = (vcc_v8_uint)t4;
                    vcc_v8_uint t106 = t104 * t105;
                    vcc_v8_int t107 = (vcc_v8_int)t106;
                    vcc_v8_int t108 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t109 = (vcc_v8_uint)t107;
                    vcc_v8_uint t110 = (vcc_v8_uint)t108;
                    vcc_v8_uint t111 = t109 + t110;
                    vcc_v8_int t112 = (vcc_v8_int)t111;
                    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t100, t102, t112);
                    vcc_v8_int t113 = (vcc_v8_int){t48, t48, t48, t48, t48, t48, t48, t48};
                    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t113, t49);
                    t14 = t50 | t91;
                    t15 = t51 | t94;
                    if (vcc_any(t11)) {
                        t118 = t48 + 1;
                        t119 = 1;
                        t16 = t53;
                    } else {
                        vcc_v8_int t114 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, (vcc_v8_int){0});
                        vcc_v8_uint t115 = (vcc_v8_uint)t13;
                        vcc_v8_uint t116 = -t115;
                        vcc_v8_int t117 = (vcc_v8_int)t116;
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t117, t114);
                        t11 = t3;
                        t12 = t4;
                        t118 = t48;
                        t13 = t49;
                        t14 = t50;
                        t15 = t51;
                        t119 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t118 = t48;
                    t13 = t49;
                    t14 = t50;
                    t15 = t51;
                    t119 = 0;
                    t16 = t53;
                }
                if (!(t86 | t119)) {
                    vcc_store(t30, t10);
                    vcc_store(t41, t16);
                    t23 += 16L;
                    if (t23 < t27) {
                        break;
                    }
                    t31 = (int)t27;
                    goto L155;
                }
                t1 = t5;
                t2 = t6;
                t42 = t85;
                t43 = t7;
                t44 = t8;
                t45 = t9;
                t46 = t86;
                t47 = t10;
                t3 = t11;
                t4 = t12;
                t48 = t118;
                t49 = t13;
                t50 = t14;
                t51 = t15;
                t52 = t119;
                t53 = t16;
            }
        }
    } else {
        t31 = 0;
    }
L155:
    t32 = (long)n + (long)t31 * -1L;
    unsigned long t33 = (unsigned long)out;
    unsigned long t34 = (unsigned long)in;
    if ((t32 >= 8L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L))))) {
        long t35 = t32 & -8L;
        long t17 = 0L;
        for (;;) {
            long t36 = (long)(int)((long)t31 + t17);
            int *t37 = out + t36;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, in + t36);
            vcc_m8 t18 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t120 = 0;
            vcc_v8_int t20 = (vcc_v8_int){0};
            vcc_m8 t21 = (vcc_m8){0};
            vcc_m8 t22 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t121 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t122 = (vcc_m8)(t19 > t121);
                vcc_m8 t123 = t18 & t122;
                vcc_m8 t124 = ~t122;
                vcc_m8 t125 = t18 & t124;
                vcc_v8_int t126 = vcc_splat(vcc_v8_int, t120 >= limit);
                vcc_m8 t127 = (vcc_m8)(t126 != (vcc_v8_int){0});
                vcc_m8 t128 = t123 & t127;
                vcc_m8 t129 = ~t127;
                vcc_m8 t130 = t123 & t129;
                vcc_v8_int t131 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t132 = t19 & t131;
                vcc_m8 t133 = (vcc_m8)(t132 != (vcc_v8_int){0});
                vcc_m8 t134 = ~t133;
                vcc_m8 t135 = t130 & t134;
                vcc_v8_int t136 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t137 = t19 >> t136;
                vcc_v8_int t138 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t139 = (vcc_v8_uint)t138;
                vcc_v8_uint t140 = (vcc_v8_uint)t19;
                vcc_v8_uint t141 = t139 * t140;
                vcc_v8_int t142 = (vcc_v8_int)t141;
                vcc_v8_int t143 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t144 = (vcc_v8_uint)t142;
                vcc_v8_uint t145 = (vcc_v8_uint)t143;
                vcc_v8_uint t146 = t144 + t145;
                vcc_v8_int t147 = (vcc_v8_int)t146;
                vcc_v8_int t148 = vcc_select(vcc_v8_int, (vcc_v8_int)t135, t137, t147);
                vcc_v8_int t149 = (vcc_v8_int){t120, t120, t120, t120, t120, t120, t120, t120};
                t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t149, t20);
                t21 = t21 | t125;
                t22 = t22 | t128;
                if (!vcc_any(t130)) {
                    break;
                }
                t18 = t130;
                t19 = t148;
                t120++;
            }
            vcc_v8_int t150 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t20, (vcc_v8_int){0});
            vcc_v8_uint t151 = (vcc_v8_uint)t20;
            vcc_v8_uint t152 = -t151;
            vcc_v8_int t153 = (vcc_v8_int)t152;
            vcc_v8_int t154 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t153, t150);
            vcc_store(t37, t154);
            t17 += 8L;
            if (t17 >= t35) {
                i = (int)((long)t31 + t35);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        int t39 = in[t38];
        out[t38] = collatz(t39, limit);
    }
}

void odd_counts(int *out, const int *in, int n, int limit) {
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 8L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8))) {
        long t10 = t7 & -8L;
        long t1 = 0L;
        for (;;) {
            long t11 = (long)(int)t1;
            vcc_v8_int t3 = vcc_load(vcc_v8_int, in + t11);
            vcc_v8_int t12 = t3 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t14 = ~t13;
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t11 * 4UL), ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}), t14);
            vcc_m8 t15 = (vcc_m8)(t12 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t2 = (vcc_m8)(t16 != (vcc_v8_int){0});
            int t19 = 0;
            vcc_v8_int t4 = (vcc_v8_int){0};
            vcc_m8 t5 = (vcc_m8){0};
            vcc_m8 t6 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t21 = (vcc_m8)(t3 > t20);
                vcc_m8 t22 = t2 & t21;
                vcc_m8 t23 = ~t21;
                vcc_m8 t24 = t2 & t23;
                vcc_v8_int t25 = vcc_splat(vcc_v8_int, t19 >= limit);
                vcc_m8 t26 = (vcc_m8)(t25 != (vcc_v8_int){0});
                vcc_m8 t27 = t22 & t26;
                vcc_m8 t28 = ~t26;
                vcc_m8 t29 = t22 & t28;
                vcc_v8_int t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t31 = t3 & t30;
                vcc_m8 t32 = (vcc_m8)(t31 != (vcc_v8_int){0});
                vcc_m8 t33 = ~t32;
                vcc_m8 t34 = t29 & t33;
                vcc_v8_int t35 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t36 = t3 >> t35;
                vcc_v8_int t37 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t38 = (vcc_v8_uint)t37;
                vcc_v8_uint t39 = (vcc_v8_uint)t3;
                vcc_v8_uint t40 = t38 * t39;
                vcc_v8_int t41 = (vcc_v8_int)t40;
                vcc_v8_int t42 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t43 = (vcc_v8_uint)t41;
                vcc_v8_uint t44 = (vcc_v8_uint)t42;
                vcc_v8_uint t45 = t43 + t44;
                vcc_v8_int t46 = (vcc_v8_int)t45;
                vcc_v8_int t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t36, t46);
                vcc_v8_int t48 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
                t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t48, t4);
                t5 = t5 | t24;
                t6 = t6 | t27;
                if (!vcc_any(t29)) {
                    break;
                }
                t2 = t29;
                t3 = t47;
                t19++;
            }
            vcc_v8_int t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t4, (vcc_v8_int){0});
            vcc_v8_uint t50 = (vcc_v8_uint)t4;
            vcc_v8_uint t51 = -t50;
            vcc_v8_int t52 = (vcc_v8_int)t51;
            vcc_v8_int t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t52, t49);
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t11 * 4UL), t53, t15);
            t1 += 8L;
            if (t1 >= t10) {
                i = (int)t10;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = in[t17];
        if (t18 & 2) {
            out[t17] = collatz(t18, limit);
        } else {
            out[t17] = -1000;
        }
    }
}

void two_rows(unsigned *out, int n, float y) {
    vcc_v8_uint t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_m8 t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_m8 t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_m8 t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    long t18;
    long t19;
    long t20;
    vcc_v8_float t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_float t24;
    vcc_v8_int t25;
    unsigned int *t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    int i;
    vcc_v8_float t32;
    vcc_v8_float t33;
    unsigned int t34;
    vcc_v8_uint t35;
    int t36;
    vcc_v8_uint t37;
    unsigned int t38;
    vcc_v8_uint t39;
    int t40;
    vcc_v8_uint t41;
    unsigned int t53;
    int t54;
    vcc_v8_uint t55;
    unsigned int t67;
    int t68;
    vcc_v8_uint t69;
    t19 = (long)n;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t21 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t22 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t23 = (vcc_v8_uint)t22;
        t1 = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t24 = -t21;
        t18 = 0L;
        for (;;) {
            t25 = (vcc_v8_int)t1;
            t26 = out + (int)t18;
            t27 = __builtin_convertvector(t25, vcc_v8_float);
            t28 = t27 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t29 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t28;
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t32 = t27 * (vcc_v8_float){0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f};
            t33 = (vcc_v8_float){-1.5f, -1.5f, -1.5f, -1.5f, -1.5f, -1.5f, -1.5f, -1.5f} + t32;
            t5 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t7 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t34 = 0U;
            t35 = (vcc_v8_uint){0};
            t36 = 1;
            t37 = (vcc_v8_uint){0};
            t38 = 0U;
            t39 = (vcc_v8_uint){0};
            t40 = 1;
            t41 = (vcc_v8_uint){0};
            for (;;) {
                if (t36) {
                    if (t34 < 90U) {
                        vcc_v8_float t42 = t3 * t3;
                        vcc_v8_float t43 = t4 * t4;
                        vcc_v8_float t44 = t42 + t43;
                        vcc_v8_float t45 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t46 = (vcc_m8)(t44 < t45);
                        t8 = t2 & t46;
                        vcc_v8_float t47 = t42 - t43;
                        t9 = t47 + t29;
                        vcc_v8_float t48 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t49 = t48 * t3;
                        vcc_v8_float t50 = t49 * t4;
                        t10 = t50 + t21;
                        vcc_v8_uint t51 = (vcc_v8_uint){t34, t34, t34, t34, t34, t34, t34, t34};
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t51, t35);
                        if (vcc_any(t8)) {
                            t53 = t34 + 1U;
                            t54 = 1;
                            t55 = t37;
                            goto L72;
                        }
                        t12 = t11;
                    } else {
                        vcc_v8_uint t52 = (vcc_v8_uint){t34, t34, t34, t34, t34, t34, t34, t34};
                        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t52, t35);
                    }
                    t8 = t2;
                    t53 = t34;
                    t9 = t3;
                    t10 = t4;
                    t11 = t35;
                    t54 = 0;
                    t55 = t12;
                } else {
                    t8 = t2;
                    t53 = t34;
                    t9 = t3;
                    t10 = t4;
                    t11 = t35;
                    t54 = 0;
                    t55 = t37;
                }
            L72:
                if (t40) {
                    if (t38 < 60U) {
                        vcc_v8_float t56 = t6 * t6;
                        vcc_v8_float t57 = t7 * t7;
                        vcc_v8_float t58 = t56 + t57;
                        vcc_v8_float t59 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t60 = (vcc_m8)(t58 < t59);
                        t13 = t5 & t60;
                        vcc_v8_float t61 = t56 - t57;
                        t14 = t61 + t33;
                        vcc_v8_float t62 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t63 = t62 * t6;
                        vcc_v8_float t64 = t63 * t7;
                        t15 = t64 + t24;
                        vcc_v8_uint t65 = (vcc_v8_uint){t38, t38, t38, t38, t38, t38, t38, t38};
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t65, t39);
                        if (vcc_any(t13)) {
                            t67 = t38 + 1U;
                            t68 = 1;
                            t69 = t41;
                            goto L73;
                        }
                        t17 = t16;
                    } else {
                        vcc_v8_uint t66 = (vcc_v8_uint){t38, t38, t38, t38, t38, t38, t38, t38};
                        t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t66, t39);
                    }
                    t13 = t5;
                    t67 = t38;
                    t14 = t6;
                    t15 = t7;
                    t16 = t39;
                    t68 = 0;
                    t69 = t17;
                } else {
                    t13 = t5;
                    t67 = t38;
                    t14 = t6;
                    t15 = t7;
                    t16 = t39;
                    t68 = 0;
                    t69 = t41;
                }
            L73:
                if (!(t54 | t68)) {
                    vcc_v8_uint t70 = (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U} * t69;
                    vcc_v8_uint t71 = t55 + t70;
                    vcc_store(t26, t71);
                    t18 += 8L;
                    t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t18 < t20) {
                        break;
                    }
                    i = (int)t20;
                    goto L74;
                }
                t2 = t8;
                t34 = t53;
                t3 = t9;
                t4 = t10;
                t35 = t11;
                t36 = t54;
                t37 = t55;
                t5 = t13;
                t38 = t67;
                t6 = t14;
                t7 = t15;
                t39 = t16;
                t40 = t68;
                t41 = t69;
            }
        }
    } else {
        i = 0;
    }
L74:
    for (; i < n; i++) {
        float t30 = (float)i;
        unsigned int t31 = escape(-2.0f + t30 * 0.040625f, y, 90U);
        out[i] = t31 + 1000U * escape(-1.5f + t30 * 0.0203125f, -y, 60U);
    }
}

long total(const int *in, int n, int limit) {
    long s;
    int i;
    long t3 = (long)n;
    if (t3 >= 4L) {
        long t4 = t3 & -4L;
        vcc_v4_int t5 = (vcc_v4_int){limit, limit, limit, limit};
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_int t6 = vcc_load(vcc_v4_int, in + (int)t1);
            vcc_v4_int t7 = vcc_insert((vcc_v4_int){0}, 0, collatz(t6[0], t5[0]));
            vcc_v4_int t8 = vcc_insert(t7, 1, collatz(t6[1], t5[1]));
            vcc_v4_int t9 = vcc_insert(t8, 2, collatz(t6[2], t5[2]));
            vcc_v4_int t10 = vcc_insert(t9, 3, collatz(t6[3], t5[3]));
            vcc_v4_long t11 = __builtin_convertvector(t10, vcc_v4_long);
            vcc_v4_ulong t12 = (vcc_v4_ulong)t11;
            t2 = t2 + t12;
            t1 += 4L;
        } while (t1 < t4);
        i = (int)t4;
        s = (long)vcc_reduce(unsigned long, t2, +);
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        int t13 = in[i];
        s += (long)collatz(t13, limit);
    }
    return s;
}

void in_place(int *a, int n, int limit) {
    int t22;
    int i;
    long t18 = (long)n;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t12 = 0L;
        for (;;) {
            long t20 = t12 + 8L;
            int *t21 = a + (int)t12;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, t21);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t29 = 0;
            vcc_v8_int t3 = (vcc_v8_int){0};
            vcc_m8 t4 = (vcc_m8){0};
            vcc_m8 t5 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t31 = (vcc_m8)(t2 > t30);
                vcc_m8 t32 = t1 & t31;
                vcc_m8 t33 = ~t31;
                vcc_m8 t34 = t1 & t33;
                vcc_v8_int t35 = vcc_splat(vcc_v8_int, t29 >= limit);
                vcc_m8 t36 = (vcc_m8)(t35 != (vcc_v8_int){0});
                vcc_m8 t37 = t32 & t36;
                vcc_m8 t38 = ~t36;
                vcc_m8 t39 = t32 & t38;
                vcc_v8_int t40 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t41 = t2 & t40;
                vcc_m8 t42 = (vcc_m8)(t41 != (vcc_v8_int){0});
                vcc_m8 t43 = ~t42;
                vcc_m8 t44 = t39 & t43;
                vcc_v8_int t45 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t46 = t2 >> t45;
                vcc_v8_int t47 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t48 = (vcc_v8_uint)t47;
                vcc_v8_uint t49 = (vcc_v8_uint)t2;
                vcc_v8_uint t50 = t48 * t49;
                vcc_v8_int t51 = (vcc_v8_int)t50;
                vcc_v8_int t52 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t53 = (vcc_v8_uint)t51;
                vcc_v8_uint t54 = (vcc_v8_uint)t52;
                vcc_v8_uint t55 = t53 + t54;
                vcc_v8_int t56 = (vcc_v8_int)t55;
                vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t46, t56);
                vcc_v8_int t58 = (vcc_v8_int){t29, t29, t29, t29, t29, t29, t29, t29};
                t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t58, t3);
                t4 = t4 | t34;
                t5 = t5 | t37;
                if (!vcc_any(t39)) {
                    break;
                }
                t1 = t39;
                t2 = t57;
                t29++;
            }
            vcc_v8_int t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_int){0});
            vcc_v8_uint t60 = (vcc_v8_uint)t3;
            vcc_v8_uint t61 = -t60;
            vcc_v8_int t62 = (vcc_v8_int)t61;
            vcc_v8_int t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t62, t59);
            vcc_store(t21, t63);
            int *t28 = a + (int)t20;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, t28);
            vcc_m8 t13 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t99 = 0;
            vcc_v8_int t15 = (vcc_v8_int){0};
            vcc_m8 t16 = (vcc_m8){0};
            vcc_m8 t17 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t100 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t101 = (vcc_m8)(t14 > t100);
                vcc_m8 t102 = t13 & t101;
                vcc_m8 t103 = ~t101;
                vcc_m8 t104 = t13 & t103;
                vcc_v8_int t105 = vcc_splat(vcc_v8_int, t99 >= limit);
                vcc_m8 t106 = (vcc_m8)(t105 != (vcc_v8_int){0});
                vcc_m8 t107 = t102 & t106;
                vcc_m8 t108 = ~t106;
                vcc_m8 t109 = t102 & t108;
                vcc_v8_int t110 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t111 = t14 & t110;
                vcc_m8 t112 = (vcc_m8)(t111 != (vcc_v8_int){0});
                vcc_m8 t113 = ~t112;
                vcc_m8 t114 = t109 & t113;
                vcc_v8_int t115 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t116 = t14 >> t115;
                vcc_v8_int t117 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t118 = (vcc_v8_uint)t117;
                vcc_v8_uint t119 = (vcc_v8_uint)t14;
                vcc_v8_uint t120 = t118 * t119;
                vcc_v8_int t121 = (vcc_v8_int)t120;
                vcc_v8_int t122 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t123 = (vcc_v8_uint)t121;
                vcc_v8_uint t124 = (vcc_v8_uint)t122;
                vcc_v8_uint t125 = t123 + t124;
                vcc_v8_int t126 = (vcc_v8_int)t125;
                vcc_v8_int t127 = vcc_select(vcc_v8_int, (vcc_v8_int)t114, t116, t126);
                vcc_v8_int t128 = (vcc_v8_int){t99, t99, t99, t99, t99, t99, t99, t99};
                t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t128, t15);
                t16 = t16 | t104;
                t17 = t17 | t107;
                if (!vcc_any(t109)) {
                    break;
                }
                t13 = t109;
                t14 = t127;
                t99++;
            }
            vcc_v8_int t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, (vcc_v8_int){0});
            vcc_v8_uint t130 = (vcc_v8_uint)t15;
            vcc_v8_uint t131 = -t130;
            vcc_v8_int t132 = (vcc_v8_int)t131;
            vcc_v8_int t133 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t132, t129);
            vcc_store(t28, t133);
            t12 += 16L;
            if (t12 >= t19) {
                t22 = (int)t19;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        for (;;) {
            int *t25 = a + (int)((long)t22 + t6);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, t25);
            vcc_m8 t7 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t64 = 0;
            vcc_v8_int t9 = (vcc_v8_int){0};
            vcc_m8 t10 = (vcc_m8){0};
            vcc_m8 t11 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t65 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t66 = (vcc_m8)(t8 > t65);
                vcc_m8 t67 = t7 & t66;
                vcc_m8 t68 = ~t66;
                vcc_m8 t69 = t7 & t68;
                vcc_v8_int t70 = vcc_splat(vcc_v8_int, t64 >= limit);
                vcc_m8 t71 = (vcc_m8)(t70 != (vcc_v8_int){0});
                vcc_m8 t72 = t67 & t71;
                vcc_m8 t73 = ~t71;
                vcc_m8 t74 = t67 & t73;
                vcc_v8_int t75 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t76 = t8 & t75;
                vcc_m8 t77 = (vcc_m8)(t76 != (vcc_v8_int){0});
                vcc_m8 t78 = ~t77;
                vcc_m8 t79 = t74 & t78;
                vcc_v8_int t80 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t81 = t8 >> t80;
                vcc_v8_int t82 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t83 = (vcc_v8_uint)t82;
                vcc_v8_uint t84 = (vcc_v8_uint)t8;
                vcc_v8_uint t85 = t83 * t84;
                vcc_v8_int t86 = (vcc_v8_int)t85;
                vcc_v8_int t87 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t88 = (vcc_v8_uint)t86;
                vcc_v8_uint t89 = (vcc_v8_uint)t87;
                vcc_v8_uint t90 = t88 + t89;
                vcc_v8_int t91 = (vcc_v8_int)t90;
                vcc_v8_int t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, t81, t91);
                vcc_v8_int t93 = (vcc_v8_int){t64, t64, t64, t64, t64, t64, t64, t64};
                t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t93, t9);
                t10 = t10 | t69;
                t11 = t11 | t72;
                if (!vcc_any(t74)) {
                    break;
                }
                t7 = t74;
                t8 = t92;
                t64++;
            }
            vcc_v8_int t94 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, (vcc_v8_int){0});
            vcc_v8_uint t95 = (vcc_v8_uint)t9;
            vcc_v8_uint t96 = -t95;
            vcc_v8_int t97 = (vcc_v8_int)t96;
            vcc_v8_int t98 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t97, t94);
            vcc_store(t25, t98);
            t6 += 8L;
            if (t6 >= t24) {
                i = (int)((long)t22 + t24);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        int *t26 = a + i;
        int t27 = *t26;
        *t26 = collatz(t27, limit);
    }
}

int main(void) {
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t42;
    int i;
    int t71;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 31;
    sizes[5] = 32;
    sizes[6] = 33;
    sizes[7] = 64;
    sizes[8] = 100;
    sizes[9] = 257;
    for (int s = 0; s < 10; s++) {
        int n = sizes[s];
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t7);
        void *t8 = malloc(t7);
        int *in = (int *)t8;
        void *t9 = malloc(t7);
        int *out = (int *)t9;
        long t10 = (long)n;
        int t11 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t10 >= 32L) & (t11 >= 0)) {
            long t12 = t10 & -32L;
            vcc_v8_int t13 = vcc_splat(vcc_v8_int, t11 % 3001);
            vcc_v8_int t14 = t13 + (vcc_v8_int){0, 1917, 833, 2750, 1666, 582, 2499, 1415};
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            vcc_v8_uint t16 = t15 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
            vcc_v8_uint t17 = vcc_min(vcc_v8_int, t15, t16);
            vcc_v8_int t1 = (vcc_v8_int)t17;
            long t2 = 0L;
            for (;;) {
                vcc_v8_int t18 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (int)t2, t18);
                vcc_v8_int t19 = t1 + (vcc_v8_int){331, 331, 331, 331, 331, 331, 331, 331};
                vcc_v8_uint t20 = (vcc_v8_uint)t19;
                vcc_v8_uint t21 = t20 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
                vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
                vcc_v8_int t23 = (vcc_v8_int)t22;
                vcc_v8_int t24 = t23 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (int)(t2 + 8L), t24);
                vcc_v8_int t25 = t1 + (vcc_v8_int){662, 662, 662, 662, 662, 662, 662, 662};
                vcc_v8_uint t26 = (vcc_v8_uint)t25;
                vcc_v8_uint t27 = t26 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
                vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
                vcc_v8_int t29 = (vcc_v8_int)t28;
                vcc_v8_int t30 = t29 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (int)(t2 + 16L), t30);
                vcc_v8_int t31 = t1 + (vcc_v8_int){993, 993, 993, 993, 993, 993, 993, 993};
                vcc_v8_uint t32 = (vcc_v8_uint)t31;
                vcc_v8_uint t33 = t32 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
                vcc_v8_uint t34 = vcc_min(vcc_v8_int, t32, t33);
                vcc_v8_int t35 = (vcc_v8_int)t34;
                vcc_v8_int t36 = t35 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (int)(t2 + 24L), t36);
                t2 += 32L;
                vcc_v8_int t37 = t1 + (vcc_v8_int){1324, 1324, 1324, 1324, 1324, 1324, 1324, 1324};
                vcc_v8_uint t38 = (vcc_v8_uint)t37;
                vcc_v8_uint t39 = t38 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
                vcc_v8_uint t40 = vcc_min(vcc_v8_int, t38, t39);
                vcc_v8_int t41 = (vcc_v8_int)t40;
                if (t2 >= t12) {
                    break;
                }
                t1 = t41;
            }
            t42 = (int)t12;
        } else {
            t42 = 0;
        }
        long t43 = (long)n + (long)t42 * -1L;
        int t44 = (int)((unsigned int)(int)((unsigned int)t42 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t43 >= 8L) & (t44 >= 0)) {
            long t45 = t43 & -8L;
            vcc_v8_int t46 = vcc_splat(vcc_v8_int, t44 % 3001);
            vcc_v8_int t47 = t46 + (vcc_v8_int){0, 1917, 833, 2750, 1666, 582, 2499, 1415};
            vcc_v8_uint t48 = (vcc_v8_uint)t47;
            vcc_v8_uint t49 = t48 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
            vcc_v8_uint t50 = vcc_min(vcc_v8_int, t48, t49);
            vcc_v8_int t3 = (vcc_v8_int)t50;
            long t4 = 0L;
            for (;;) {
                vcc_v8_int t51 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (int)((long)t42 + t4), t51);
                t4 += 8L;
                vcc_v8_int t52 = t3 + (vcc_v8_int){331, 331, 331, 331, 331, 331, 331, 331};
                vcc_v8_uint t53 = (vcc_v8_uint)t52;
                vcc_v8_uint t54 = t53 - (vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U};
                vcc_v8_uint t55 = vcc_min(vcc_v8_int, t53, t54);
                vcc_v8_int t56 = (vcc_v8_int)t55;
                if (t4 >= t45) {
                    break;
                }
                t3 = t56;
            }
            i = (int)((long)t42 + t45);
        } else {
            i = t42;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t57 = (float)y;
            rows(u, n, -1.2f + t57 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t57 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t58 = in;
            counts(out, t58, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t58, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t58, n, limit);
            long t59 = (long)n;
            unsigned long t60 = (unsigned long)t8;
            unsigned long t61 = (unsigned long)t9;
            if ((t59 >= 32L) & (((t60 + (unsigned long)(4L + (t59 - 1L) * 4L)) <= t61) | ((t61 + (unsigned long)(4L + (t59 - 1L) * 4L)) <= t60))) {
                long t62 = t59 & -32L;
                long t5 = 0L;
                do {
                    long t63 = (long)(int)t5;
                    vcc_v8_int t64 = vcc_load(vcc_v8_int, in + t63);
                    vcc_store(out + t63, t64);
                    long t65 = (long)(int)(t5 + 8L);
                    vcc_v8_int t66 = vcc_load(vcc_v8_int, in + t65);
                    vcc_store(out + t65, t66);
                    long t67 = (long)(int)(t5 + 16L);
                    vcc_v8_int t68 = vcc_load(vcc_v8_int, in + t67);
                    vcc_store(out + t67, t68);
                    long t69 = (long)(int)(t5 + 24L);
                    vcc_v8_int t70 = vcc_load(vcc_v8_int, in + t69);
                    vcc_store(out + t69, t70);
                    t5 += 32L;
                } while (t5 < t62);
                t71 = (int)t62;
            } else {
                t71 = 0;
            }
            long t72 = (long)n + (long)t71 * -1L;
            unsigned long t73 = (unsigned long)t8;
            unsigned long t74 = (unsigned long)t9;
            if ((t72 >= 8L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L))))) {
                long t75 = t72 & -8L;
                long t6 = 0L;
                do {
                    long t76 = (long)(int)((long)t71 + t6);
                    vcc_v8_int t77 = vcc_load(vcc_v8_int, in + t76);
                    vcc_store(out + t76, t77);
                    t6 += 8L;
                } while (t6 < t75);
                i_5 = (int)((long)t71 + t75);
            } else {
                i_5 = t71;
            }
            for (; i_5 < n; i_5++) {
                long t78 = (long)i_5;
                out[t78] = in[t78];
            }
            in_place(out, n, limit);
            for (int i_6 = 0; i_6 < n; i_6++) {
                t_4 = t_4 * 31UL + (unsigned long)(unsigned int)out[i_6];
            }
        }
        printf("n=%d %lu\n", n, t_6);
        free((void *)u);
        free((void *)in);
        free((void *)out);
    }
    return 0;
}
