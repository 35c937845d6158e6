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
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

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

/* vcc: function at fused_loops.c:14 vector variant _ZGVdN8vvu_escape of `escape`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
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

/* vcc: function at fused_loops.c:28 vector variant _ZGVdN8vu_collatz of `collatz`: VL 8, unmasked, x vector, limit uniform */
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

/* vcc: function at fused_loops.c:28 vector variant _ZGVdM8vu_collatz of `collatz`: VL 8, masked, x vector, limit uniform */
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
    vcc_v8_uint i_v;
    vcc_v8_uint i_v_1;
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    long i_vec;
    vcc_m8 t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    long i_vec_1;
    long t22;
    long t23;
    vcc_v8_float y_v;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_int i_v_2;
    unsigned int *t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    int t30;
    long t31;
    long t32;
    vcc_v8_float y_v_1;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_int i_v_3;
    unsigned int *t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    int i;
    vcc_v8_uint t39;
    vcc_v8_int i_v_4;
    unsigned int *t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    unsigned int t44;
    vcc_v8_uint t45;
    int t46;
    vcc_v8_uint t47;
    unsigned int t48;
    vcc_v8_uint t49;
    int t50;
    vcc_v8_uint t51;
    unsigned int t63;
    int t64;
    vcc_v8_uint t65;
    unsigned int t77;
    int t78;
    vcc_v8_uint t79;
    unsigned int t80;
    vcc_v8_uint t94;
    t22 = (long)n;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        y_v = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t25 = (vcc_v8_uint)t24;
        i_v = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            i_v_2 = (vcc_v8_int)i_v;
            t26 = out + i_vec_1;
            t27 = __builtin_convertvector(i_v_2, vcc_v8_float);
            t28 = t27 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t29 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t28;
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t39 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            i_v_4 = (vcc_v8_int)t39;
            t40 = out + (i_vec_1 + 8L);
            t41 = __builtin_convertvector(i_v_4, vcc_v8_float);
            t42 = t41 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t43 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t42;
            t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t44 = 0U;
            t45 = (vcc_v8_uint){0};
            t46 = 1;
            t47 = (vcc_v8_uint){0};
            t48 = 0U;
            t49 = (vcc_v8_uint){0};
            t50 = 1;
            t51 = (vcc_v8_uint){0};
            for (;;) {
                if (t46) {
                    if (t44 < 150U) {
                        vcc_v8_float t52 = t2 * t2;
                        vcc_v8_float t53 = t3 * t3;
                        vcc_v8_float t54 = t52 + t53;
                        vcc_v8_float t55 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t56 = (vcc_m8)(t54 < t55);
                        t7 = t1 & t56;
                        vcc_v8_float t57 = t52 - t53;
                        t8 = t57 + t29;
                        vcc_v8_float t58 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t59 = t58 * t2;
                        vcc_v8_float t60 = t59 * t3;
                        t9 = t60 + y_v;
                        vcc_v8_uint t61 = (vcc_v8_uint){t44, t44, t44, t44, t44, t44, t44, t44};
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t61, t45);
                        if (vcc_any(t7)) {
                            t63 = t44 + 1U;
                            t64 = 1;
                            t65 = t47;
                            goto L95;
                        }
                        t11 = t10;
                    } else {
                        vcc_v8_uint t62 = (vcc_v8_uint){t44, t44, t44, t44, t44, t44, t44, t44};
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t62, t45);
                    }
                    t7 = t1;
                    t63 = t44;
                    t8 = t2;
                    t9 = t3;
                    t10 = t45;
                    t64 = 0;
                    t65 = t11;
                } else {
                    t7 = t1;
                    t63 = t44;
                    t8 = t2;
                    t9 = t3;
                    t10 = t45;
                    t64 = 0;
                    t65 = t47;
                }
            L95:
                if (t50) {
                    if (t48 < 150U) {
                        vcc_v8_float t66 = t5 * t5;
                        vcc_v8_float t67 = t6 * t6;
                        vcc_v8_float t68 = t66 + t67;
                        vcc_v8_float t69 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t70 = (vcc_m8)(t68 < t69);
                        t12 = t4 & t70;
                        vcc_v8_float t71 = t66 - t67;
                        t13 = t71 + t43;
                        vcc_v8_float t72 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t73 = t72 * t5;
                        vcc_v8_float t74 = t73 * t6;
                        t14 = t74 + y_v;
                        vcc_v8_uint t75 = (vcc_v8_uint){t48, t48, t48, t48, t48, t48, t48, t48};
                        t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t75, t49);
                        if (vcc_any(t12)) {
                            t77 = t48 + 1U;
                            t78 = 1;
                            t79 = t51;
                            goto L96;
                        }
                        t16 = t15;
                    } else {
                        vcc_v8_uint t76 = (vcc_v8_uint){t48, t48, t48, t48, t48, t48, t48, t48};
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t76, t49);
                    }
                    t12 = t4;
                    t77 = t48;
                    t13 = t5;
                    t14 = t6;
                    t15 = t49;
                    t78 = 0;
                    t79 = t16;
                } else {
                    t12 = t4;
                    t77 = t48;
                    t13 = t5;
                    t14 = t6;
                    t15 = t49;
                    t78 = 0;
                    t79 = t51;
                }
            L96:
                if (!(t64 | t78)) {
                    vcc_store(t26, t65);
                    vcc_store(t40, t79);
                    i_vec_1 += 16L;
                    i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (i_vec_1 < t23) {
                        break;
                    }
                    t30 = (int)t23;
                    goto L97;
                }
                t1 = t7;
                t44 = t63;
                t2 = t8;
                t3 = t9;
                t45 = t10;
                t46 = t64;
                t47 = t65;
                t4 = t12;
                t48 = t77;
                t5 = t13;
                t6 = t14;
                t49 = t15;
                t50 = t78;
                t51 = t79;
            }
        }
    } else {
        t30 = 0;
    }
L97:
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        y_v_1 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t33 = (vcc_v8_int){t30, t30, t30, t30, t30, t30, t30, t30};
        t34 = (vcc_v8_uint)t33;
        i_v_1 = t34 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            i_v_3 = (vcc_v8_int)i_v_1;
            t35 = out + ((long)t30 + i_vec);
            t36 = __builtin_convertvector(i_v_3, vcc_v8_float);
            t37 = t36 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t38 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t37;
            t17 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t18 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t80 = 0U;
            t20 = (vcc_v8_uint){0};
            while (t80 < 150U) {
                vcc_v8_float t81 = t18 * t18;
                vcc_v8_float t82 = t19 * t19;
                vcc_v8_float t83 = t81 + t82;
                vcc_v8_float t84 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                vcc_m8 t85 = (vcc_m8)(t83 < t84);
                vcc_m8 t86 = t17 & t85;
                vcc_v8_float t87 = t81 - t82;
                vcc_v8_float t88 = t87 + t38;
                vcc_v8_float t89 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t90 = t89 * t18;
                vcc_v8_float t91 = t90 * t19;
                vcc_v8_float t92 = t91 + y_v_1;
                vcc_v8_uint t93 = (vcc_v8_uint){t80, t80, t80, t80, t80, t80, t80, t80};
                t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t93, t20);
                if (!vcc_any(t86)) {
                    t21 = t20;
                    goto L98;
                }
                t17 = t86;
                t80++;
                t18 = t88;
                t19 = t92;
            }
            t94 = (vcc_v8_uint){t80, t80, t80, t80, t80, t80, t80, t80};
            t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t94, t20);
        L98:
            vcc_store(t35, t21);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t32) {
                i = (int)((long)t30 + t32);
                break;
            }
        }
    } else {
        i = t30;
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
    long t22;
    unsigned long t23;
    unsigned long t24;
    long t25;
    int t28;
    long t29;
    int i;
    int t83;
    int t84;
    int t116;
    int t117;
    t22 = (long)n;
    t23 = (unsigned long)out;
    t24 = (unsigned long)in;
    t25 = (long)((unsigned long)out - (unsigned long)in);
    if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t23) | ((t25 <= 0L) | (t25 >= 64L)))) {
        long t26 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t27 = out + i_vec_1;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, in + i_vec_1);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            long t38 = i_vec_1 + 8L;
            int *t39 = out + t38;
            vcc_v8_int t4 = vcc_load(vcc_v8_int, in + t38);
            vcc_m8 t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t40 = 0;
            vcc_v8_int t41 = (vcc_v8_int){0};
            vcc_m8 t42 = (vcc_m8){0};
            vcc_m8 t43 = (vcc_m8){0};
            int t44 = 1;
            vcc_v8_int t45 = (vcc_v8_int){0};
            int t46 = 0;
            vcc_v8_int t47 = (vcc_v8_int){0};
            vcc_m8 t48 = (vcc_m8){0};
            vcc_m8 t49 = (vcc_m8){0};
            int t50 = 1;
            vcc_v8_int t51 = (vcc_v8_int){0};
            for (;;) {
                if (t44) {
                    vcc_v8_int t52 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t53 = (vcc_m8)(t2 > t52);
                    vcc_m8 t54 = t1 & t53;
                    vcc_m8 t55 = ~t53;
                    vcc_m8 t56 = t1 & t55;
                    vcc_v8_int t57 = vcc_splat(vcc_v8_int, t40 >= limit);
                    vcc_m8 t58 = (vcc_m8)(t57 != (vcc_v8_int){0});
                    vcc_m8 t59 = t54 & t58;
                    vcc_m8 t60 = ~t58;
                    t5 = t54 & t60;
                    vcc_v8_int t61 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t62 = t2 & t61;
                    vcc_m8 t63 = (vcc_m8)(t62 != (vcc_v8_int){0});
                    vcc_m8 t64 = ~t63;
                    vcc_m8 t65 = t5 & t64;
                    vcc_v8_int t66 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t67 = t2 >> t66;
                    vcc_v8_int t68 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t69 = (vcc_v8_uint)t68;
                    vcc_v8_uint t70 = (vcc_v8_uint)t2;
                    vcc_v8_uint t71 = t69 * t70;
                    vcc_v8_int t72 = (vcc_v8_int)t71;
                    vcc_v8_int t73 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t74 = (vcc_v8_uint)t72;
                    vcc_v8_uint t75 = (vcc_v8_uint)t73;
                    vcc_v8_uint t76 = t74 + t75;
                    vcc_v8_int t77 = (vcc_v8_int)t76;
                    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t65, t67, t77);
                    vcc_v8_int t78 = (vcc_v8_int){t40, t40, t40, t40, t40, t40, t40, t40};
                    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t78, t41);
                    t8 = t42 | t56;
                    t9 = t43 | t59;
                    if (vcc_any(t5)) {
                        t83 = t40 + 1;
                        t84 = 1;
                        t10 = t45;
                    } else {
                        vcc_v8_int t79 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, (vcc_v8_int){0});
                        vcc_v8_uint t80 = (vcc_v8_uint)t7;
                        vcc_v8_uint t81 = -t80;
                        vcc_v8_int t82 = (vcc_v8_int)t81;
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t82, t79);
                        t5 = t1;
                        t6 = t2;
                        t83 = t40;
                        t7 = t41;
                        t8 = t42;
                        t9 = t43;
                        t84 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t83 = t40;
                    t7 = t41;
                    t8 = t42;
                    t9 = t43;
                    t84 = 0;
                    t10 = t45;
                }
                if (t50) {
                    vcc_v8_int t85 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t86 = (vcc_m8)(t4 > t85);
                    vcc_m8 t87 = t3 & t86;
                    vcc_m8 t88 = ~t86;
                    vcc_m8 t89 = t3 & t88;
                    vcc_v8_int t90 = vcc_splat(vcc_v8_int, t46 >= limit);
                    vcc_m8 t91 = (vcc_m8)(t90 != (vcc_v8_int){0});
                    vcc_m8 t92 = t87 & t91;
                    vcc_m8 t93 = ~t91;
                    t11 = t87 & t93;
                    vcc_v8_int t94 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t95 = t4 & t94;
                    vcc_m8 t96 = (vcc_m8)(t95 != (vcc_v8_int){0});
                    vcc_m8 t97 = ~t96;
                    vcc_m8 t98 = t11 & t97;
                    vcc_v8_int t99 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t100 = t4 >> t99;
                    vcc_v8_int t101 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t102 = (vcc_v8_uint)t101;
                    vcc_v8_uint t103 = (vcc_v8_uint)t4;
                    vcc_v8_uint t104 = t102 * t103;
                    vcc_v8_int t105 = (vcc_v8_int)t104;
                    vcc_v8_int t106 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t107 = (vcc_v8_uint)t105;
                    vcc_v8_uint t108 = (vcc_v8_uint)t106;
                    vcc_v8_uint t109 = t107 + t108;
                    vcc_v8_int t110 = (vcc_v8_int)t109;
                    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t98, t100, t110);
                    vcc_v8_int t111 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
                    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t111, t47);
                    t14 = t48 | t89;
                    t15 = t49 | t92;
                    if (vcc_any(t11)) {
                        t116 = t46 + 1;
                        t117 = 1;
                        t16 = t51;
                    } else {
                        vcc_v8_int t112 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, (vcc_v8_int){0});
                        vcc_v8_uint t113 = (vcc_v8_uint)t13;
                        vcc_v8_uint t114 = -t113;
                        vcc_v8_int t115 = (vcc_v8_int)t114;
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t115, t112);
                        t11 = t3;
                        t12 = t4;
                        t116 = t46;
                        t13 = t47;
                        t14 = t48;
                        t15 = t49;
                        t117 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t116 = t46;
                    t13 = t47;
                    t14 = t48;
                    t15 = t49;
                    t117 = 0;
                    t16 = t51;
                }
                if (!(t84 | t117)) {
                    vcc_store(t27, t10);
                    vcc_store(t39, t16);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t26) {
                        break;
                    }
                    t28 = (int)t26;
                    goto L153;
                }
                t1 = t5;
                t2 = t6;
                t40 = t83;
                t41 = t7;
                t42 = t8;
                t43 = t9;
                t44 = t84;
                t45 = t10;
                t3 = t11;
                t4 = t12;
                t46 = t116;
                t47 = t13;
                t48 = t14;
                t49 = t15;
                t50 = t117;
                t51 = t16;
            }
        }
    } else {
        t28 = 0;
    }
L153:
    t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)in;
    long t32 = (long)((unsigned long)out + (unsigned long)((long)t28 * 4L) - ((unsigned long)in + (unsigned long)((long)t28 * 4L)));
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))) | ((t32 <= 0L) | (t32 >= 32L)))) {
        long t33 = t29 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t34 = (long)t28 + i_vec;
            int *t35 = out + t34;
            vcc_v8_int t18 = vcc_load(vcc_v8_int, in + t34);
            vcc_m8 t17 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t118 = 0;
            vcc_v8_int t19 = (vcc_v8_int){0};
            vcc_m8 t20 = (vcc_m8){0};
            vcc_m8 t21 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t119 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t120 = (vcc_m8)(t18 > t119);
                vcc_m8 t121 = t17 & t120;
                vcc_m8 t122 = ~t120;
                vcc_m8 t123 = t17 & t122;
                vcc_v8_int t124 = vcc_splat(vcc_v8_int, t118 >= limit);
                vcc_m8 t125 = (vcc_m8)(t124 != (vcc_v8_int){0});
                vcc_m8 t126 = t121 & t125;
                vcc_m8 t127 = ~t125;
                vcc_m8 t128 = t121 & t127;
                vcc_v8_int t129 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t130 = t18 & t129;
                vcc_m8 t131 = (vcc_m8)(t130 != (vcc_v8_int){0});
                vcc_m8 t132 = ~t131;
                vcc_m8 t133 = t128 & t132;
                vcc_v8_int t134 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t135 = t18 >> t134;
                vcc_v8_int t136 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t137 = (vcc_v8_uint)t136;
                vcc_v8_uint t138 = (vcc_v8_uint)t18;
                vcc_v8_uint t139 = t137 * t138;
                vcc_v8_int t140 = (vcc_v8_int)t139;
                vcc_v8_int t141 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t142 = (vcc_v8_uint)t140;
                vcc_v8_uint t143 = (vcc_v8_uint)t141;
                vcc_v8_uint t144 = t142 + t143;
                vcc_v8_int t145 = (vcc_v8_int)t144;
                vcc_v8_int t146 = vcc_select(vcc_v8_int, (vcc_v8_int)t133, t135, t145);
                vcc_v8_int t147 = (vcc_v8_int){t118, t118, t118, t118, t118, t118, t118, t118};
                t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t147, t19);
                t20 = t20 | t123;
                t21 = t21 | t126;
                if (!vcc_any(t128)) {
                    break;
                }
                t17 = t128;
                t18 = t146;
                t118++;
            }
            vcc_v8_int t148 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t19, (vcc_v8_int){0});
            vcc_v8_uint t149 = (vcc_v8_uint)t19;
            vcc_v8_uint t150 = -t149;
            vcc_v8_int t151 = (vcc_v8_int)t150;
            vcc_v8_int t152 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t151, t148);
            vcc_store(t35, t152);
            i_vec += 8L;
            if (i_vec >= t33) {
                i = (int)((long)t28 + t33);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t37 = in[t36];
        out[t36] = collatz(t37, limit);
    }
}

void odd_counts(int *out, const int *in, int n, int limit) {
    int t1;
    vcc_m8 t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    long t23;
    unsigned long t24;
    unsigned long t25;
    long t26;
    int t32;
    long t33;
    int i;
    int t94;
    int t95;
    int t127;
    int t128;
    t23 = (long)n;
    t24 = (unsigned long)out;
    t25 = (unsigned long)in;
    t26 = (long)((unsigned long)out - (unsigned long)in);
    if ((t23 >= 16L) & (((t24 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t25) | ((t25 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t24) | ((t26 <= 0L) | (t26 >= 64L)))) {
        long t27 = t23 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int t3 = vcc_load(vcc_v8_int, in + i_vec_1);
            vcc_v8_int t28 = t3 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t29 = (vcc_m8)(t28 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t30 = (vcc_m8)(t28 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t2 = (vcc_m8)(t31 != (vcc_v8_int){0});
            int *t45 = out + i_vec_1;
            long t46 = i_vec_1 + 8L;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, in + t46);
            vcc_v8_int t47 = t5 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t48 = (vcc_m8)(t47 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t49 = (vcc_m8)(t47 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t4 = (vcc_m8)(t50 != (vcc_v8_int){0});
            int t51 = 0;
            vcc_v8_int t52 = (vcc_v8_int){0};
            vcc_m8 t53 = (vcc_m8){0};
            vcc_m8 t54 = (vcc_m8){0};
            int t55 = 1;
            vcc_v8_int t56 = (vcc_v8_int){0};
            int t57 = 0;
            vcc_v8_int t58 = (vcc_v8_int){0};
            vcc_m8 t59 = (vcc_m8){0};
            vcc_m8 t60 = (vcc_m8){0};
            int t61 = 1;
            vcc_v8_int t62 = (vcc_v8_int){0};
            for (;;) {
                if (t55) {
                    vcc_v8_int t63 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t64 = (vcc_m8)(t3 > t63);
                    vcc_m8 t65 = t2 & t64;
                    vcc_m8 t66 = ~t64;
                    vcc_m8 t67 = t2 & t66;
                    vcc_v8_int t68 = vcc_splat(vcc_v8_int, t51 >= limit);
                    vcc_m8 t69 = (vcc_m8)(t68 != (vcc_v8_int){0});
                    vcc_m8 t70 = t65 & t69;
                    vcc_m8 t71 = ~t69;
                    t6 = t65 & t71;
                    vcc_v8_int t72 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t73 = t3 & t72;
                    vcc_m8 t74 = (vcc_m8)(t73 != (vcc_v8_int){0});
                    vcc_m8 t75 = ~t74;
                    vcc_m8 t76 = t6 & t75;
                    vcc_v8_int t77 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t78 = t3 >> t77;
                    vcc_v8_int t79 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t80 = (vcc_v8_uint)t79;
                    vcc_v8_uint t81 = (vcc_v8_uint)t3;
                    vcc_v8_uint t82 = t80 * t81;
                    vcc_v8_int t83 = (vcc_v8_int)t82;
                    vcc_v8_int t84 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t85 = (vcc_v8_uint)t83;
                    vcc_v8_uint t86 = (vcc_v8_uint)t84;
                    vcc_v8_uint t87 = t85 + t86;
                    vcc_v8_int t88 = (vcc_v8_int)t87;
                    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, t78, t88);
                    vcc_v8_int t89 = (vcc_v8_int){t51, t51, t51, t51, t51, t51, t51, t51};
                    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t89, t52);
                    t9 = t53 | t67;
                    t10 = t54 | t70;
                    if (vcc_any(t6)) {
                        t94 = t51 + 1;
                        t95 = 1;
                        t11 = t56;
                    } else {
                        vcc_v8_int t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t8, (vcc_v8_int){0});
                        vcc_v8_uint t91 = (vcc_v8_uint)t8;
                        vcc_v8_uint t92 = -t91;
                        vcc_v8_int t93 = (vcc_v8_int)t92;
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t93, t90);
                        t6 = t2;
                        t7 = t3;
                        t94 = t51;
                        t8 = t52;
                        t9 = t53;
                        t10 = t54;
                        t95 = 0;
                    }
                } else {
                    t6 = t2;
                    t7 = t3;
                    t94 = t51;
                    t8 = t52;
                    t9 = t53;
                    t10 = t54;
                    t95 = 0;
                    t11 = t56;
                }
                if (t61) {
                    vcc_v8_int t96 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t97 = (vcc_m8)(t5 > t96);
                    vcc_m8 t98 = t4 & t97;
                    vcc_m8 t99 = ~t97;
                    vcc_m8 t100 = t4 & t99;
                    vcc_v8_int t101 = vcc_splat(vcc_v8_int, t57 >= limit);
                    vcc_m8 t102 = (vcc_m8)(t101 != (vcc_v8_int){0});
                    vcc_m8 t103 = t98 & t102;
                    vcc_m8 t104 = ~t102;
                    t12 = t98 & t104;
                    vcc_v8_int t105 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t106 = t5 & t105;
                    vcc_m8 t107 = (vcc_m8)(t106 != (vcc_v8_int){0});
                    vcc_m8 t108 = ~t107;
                    vcc_m8 t109 = t12 & t108;
                    vcc_v8_int t110 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t111 = t5 >> t110;
                    vcc_v8_int t112 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t113 = (vcc_v8_uint)t112;
                    vcc_v8_uint t114 = (vcc_v8_uint)t5;
                    vcc_v8_uint t115 = t113 * t114;
                    vcc_v8_int t116 = (vcc_v8_int)t115;
                    vcc_v8_int t117 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t118 = (vcc_v8_uint)t116;
                    vcc_v8_uint t119 = (vcc_v8_uint)t117;
                    vcc_v8_uint t120 = t118 + t119;
                    vcc_v8_int t121 = (vcc_v8_int)t120;
                    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t109, t111, t121);
                    vcc_v8_int t122 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
                    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t122, t58);
                    t15 = t59 | t100;
                    t16 = t60 | t103;
                    if (vcc_any(t12)) {
                        t127 = t57 + 1;
                        t128 = 1;
                        t17 = t62;
                    } else {
                        vcc_v8_int t123 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t14, (vcc_v8_int){0});
                        vcc_v8_uint t124 = (vcc_v8_uint)t14;
                        vcc_v8_uint t125 = -t124;
                        vcc_v8_int t126 = (vcc_v8_int)t125;
                        t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t126, t123);
                        t12 = t4;
                        t13 = t5;
                        t127 = t57;
                        t14 = t58;
                        t15 = t59;
                        t16 = t60;
                        t128 = 0;
                    }
                } else {
                    t12 = t4;
                    t13 = t5;
                    t127 = t57;
                    t14 = t58;
                    t15 = t59;
                    t16 = t60;
                    t128 = 0;
                    t17 = t62;
                }
                if (!(t95 | t128)) {
                    vcc_v8_int t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t11, ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
                    vcc_store(t45, t129);
                    vcc_v8_int t166 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, t17, ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
                    vcc_store(out + t46, t166);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t27) {
                        break;
                    }
                    t32 = (int)t27;
                    goto L167;
                }
                t2 = t6;
                t3 = t7;
                t51 = t94;
                t52 = t8;
                t53 = t9;
                t54 = t10;
                t55 = t95;
                t56 = t11;
                t4 = t12;
                t5 = t13;
                t57 = t127;
                t58 = t14;
                t59 = t15;
                t60 = t16;
                t61 = t128;
                t62 = t17;
            }
        }
    } else {
        t32 = 0;
    }
L167:
    t33 = (long)n + (long)t32 * -1L;
    unsigned long t34 = (unsigned long)out;
    unsigned long t35 = (unsigned long)in;
    long t36 = (long)((unsigned long)out + (unsigned long)((long)t32 * 4L) - ((unsigned long)in + (unsigned long)((long)t32 * 4L)));
    if ((t33 >= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))) | ((t36 <= 0L) | (t36 >= 32L)))) {
        long t37 = t33 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t38 = (long)t32 + i_vec;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, in + t38);
            vcc_v8_int t39 = t19 & (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t40 = (vcc_m8)(t39 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t41 = (vcc_m8)(t39 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t18 = (vcc_m8)(t42 != (vcc_v8_int){0});
            int t131 = 0;
            vcc_v8_int t20 = (vcc_v8_int){0};
            vcc_m8 t21 = (vcc_m8){0};
            vcc_m8 t22 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t132 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t133 = (vcc_m8)(t19 > t132);
                vcc_m8 t134 = t18 & t133;
                vcc_m8 t135 = ~t133;
                vcc_m8 t136 = t18 & t135;
                vcc_v8_int t137 = vcc_splat(vcc_v8_int, t131 >= limit);
                vcc_m8 t138 = (vcc_m8)(t137 != (vcc_v8_int){0});
                vcc_m8 t139 = t134 & t138;
                vcc_m8 t140 = ~t138;
                vcc_m8 t141 = t134 & t140;
                vcc_v8_int t142 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t143 = t19 & t142;
                vcc_m8 t144 = (vcc_m8)(t143 != (vcc_v8_int){0});
                vcc_m8 t145 = ~t144;
                vcc_m8 t146 = t141 & t145;
                vcc_v8_int t147 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t148 = t19 >> t147;
                vcc_v8_int t149 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t150 = (vcc_v8_uint)t149;
                vcc_v8_uint t151 = (vcc_v8_uint)t19;
                vcc_v8_uint t152 = t150 * t151;
                vcc_v8_int t153 = (vcc_v8_int)t152;
                vcc_v8_int t154 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t155 = (vcc_v8_uint)t153;
                vcc_v8_uint t156 = (vcc_v8_uint)t154;
                vcc_v8_uint t157 = t155 + t156;
                vcc_v8_int t158 = (vcc_v8_int)t157;
                vcc_v8_int t159 = vcc_select(vcc_v8_int, (vcc_v8_int)t146, t148, t158);
                vcc_v8_int t160 = (vcc_v8_int){t131, t131, t131, t131, t131, t131, t131, t131};
                t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t160, t20);
                t21 = t21 | t136;
                t22 = t22 | t139;
                if (!vcc_any(t141)) {
                    break;
                }
                t18 = t141;
                t19 = t159;
                t131++;
            }
            vcc_v8_int t161 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t20, (vcc_v8_int){0});
            vcc_v8_uint t162 = (vcc_v8_uint)t20;
            vcc_v8_uint t163 = -t162;
            vcc_v8_int t164 = (vcc_v8_int)t163;
            vcc_v8_int t165 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t164, t161);
            vcc_v8_int t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t165, ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
            vcc_store(out + t38, t130);
            i_vec += 8L;
            if (i_vec >= t37) {
                i = (int)((long)t32 + t37);
                break;
            }
        }
    } else {
        i = t32;
    }
    while (i < n) {
        long t43 = (long)i;
        int t44 = in[t43];
        if (t44 & 2) {
            t1 = collatz(t44, limit);
        } else {
            t1 = -1000;
        }
        out[t43] = t1;
        i++;
    }
}

void two_rows(unsigned *out, int n, float y) {
    vcc_v8_uint i_v;
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    long i_vec;
    long t17;
    long t18;
    vcc_v8_float y_v;
    vcc_v8_int t19;
    vcc_v8_uint t20;
    vcc_v8_float t21;
    vcc_v8_int i_v_1;
    unsigned int *t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    int i;
    vcc_v8_float t28;
    vcc_v8_float t29;
    unsigned int t30;
    vcc_v8_uint t31;
    int t32;
    vcc_v8_uint t33;
    unsigned int t34;
    vcc_v8_uint t35;
    int t36;
    vcc_v8_uint t37;
    unsigned int t49;
    int t50;
    vcc_v8_uint t51;
    unsigned int t63;
    int t64;
    vcc_v8_uint t65;
    t17 = (long)n;
    if (t17 >= 8L) {
        t18 = t17 & -8L;
        y_v = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t19 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t20 = (vcc_v8_uint)t19;
        i_v = t20 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t21 = -y_v;
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            i_v_1 = (vcc_v8_int)i_v;
            t22 = out + i_vec;
            t23 = __builtin_convertvector(i_v_1, vcc_v8_float);
            t24 = t23 * (vcc_v8_float){0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f, 0.040625f};
            t25 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t24;
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t28 = t23 * (vcc_v8_float){0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f, 0.0203125f};
            t29 = (vcc_v8_float){-1.5f, -1.5f, -1.5f, -1.5f, -1.5f, -1.5f, -1.5f, -1.5f} + t28;
            t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t30 = 0U;
            t31 = (vcc_v8_uint){0};
            t32 = 1;
            t33 = (vcc_v8_uint){0};
            t34 = 0U;
            t35 = (vcc_v8_uint){0};
            t36 = 1;
            t37 = (vcc_v8_uint){0};
            for (;;) {
                if (t32) {
                    if (t30 < 90U) {
                        vcc_v8_float t38 = t2 * t2;
                        vcc_v8_float t39 = t3 * t3;
                        vcc_v8_float t40 = t38 + t39;
                        vcc_v8_float t41 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t42 = (vcc_m8)(t40 < t41);
                        t7 = t1 & t42;
                        vcc_v8_float t43 = t38 - t39;
                        t8 = t43 + t25;
                        vcc_v8_float t44 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t45 = t44 * t2;
                        vcc_v8_float t46 = t45 * t3;
                        t9 = t46 + y_v;
                        vcc_v8_uint t47 = (vcc_v8_uint){t30, t30, t30, t30, t30, t30, t30, t30};
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t47, t31);
                        if (vcc_any(t7)) {
                            t49 = t30 + 1U;
                            t50 = 1;
                            t51 = t33;
                            goto L68;
                        }
                        t11 = t10;
                    } else {
                        vcc_v8_uint t48 = (vcc_v8_uint){t30, t30, t30, t30, t30, t30, t30, t30};
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t48, t31);
                    }
                    t7 = t1;
                    t49 = t30;
                    t8 = t2;
                    t9 = t3;
                    t10 = t31;
                    t50 = 0;
                    t51 = t11;
                } else {
                    t7 = t1;
                    t49 = t30;
                    t8 = t2;
                    t9 = t3;
                    t10 = t31;
                    t50 = 0;
                    t51 = t33;
                }
            L68:
                if (t36) {
                    if (t34 < 60U) {
                        vcc_v8_float t52 = t5 * t5;
                        vcc_v8_float t53 = t6 * t6;
                        vcc_v8_float t54 = t52 + t53;
                        vcc_v8_float t55 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t56 = (vcc_m8)(t54 < t55);
                        t12 = t4 & t56;
                        vcc_v8_float t57 = t52 - t53;
                        t13 = t57 + t29;
                        vcc_v8_float t58 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t59 = t58 * t5;
                        vcc_v8_float t60 = t59 * t6;
                        t14 = t60 + t21;
                        vcc_v8_uint t61 = (vcc_v8_uint){t34, t34, t34, t34, t34, t34, t34, t34};
                        t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t61, t35);
                        if (vcc_any(t12)) {
                            t63 = t34 + 1U;
                            t64 = 1;
                            t65 = t37;
                            goto L69;
                        }
                        t16 = t15;
                    } else {
                        vcc_v8_uint t62 = (vcc_v8_uint){t34, t34, t34, t34, t34, t34, t34, t34};
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t62, t35);
                    }
                    t12 = t4;
                    t63 = t34;
                    t13 = t5;
                    t14 = t6;
                    t15 = t35;
                    t64 = 0;
                    t65 = t16;
                } else {
                    t12 = t4;
                    t63 = t34;
                    t13 = t5;
                    t14 = t6;
                    t15 = t35;
                    t64 = 0;
                    t65 = t37;
                }
            L69:
                if (!(t50 | t64)) {
                    vcc_v8_uint t66 = (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U} * t65;
                    vcc_v8_uint t67 = t51 + t66;
                    vcc_store(t22, t67);
                    i_vec += 8L;
                    i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (i_vec < t18) {
                        break;
                    }
                    i = (int)t18;
                    goto L70;
                }
                t1 = t7;
                t30 = t49;
                t2 = t8;
                t3 = t9;
                t31 = t10;
                t32 = t50;
                t33 = t51;
                t4 = t12;
                t34 = t63;
                t5 = t13;
                t6 = t14;
                t35 = t15;
                t36 = t64;
                t37 = t65;
            }
        }
    } else {
        i = 0;
    }
L70:
    for (; i < n; i++) {
        float t26 = (float)i;
        unsigned int t27 = escape(-2.0f + t26 * 0.040625f, y, 90U);
        out[i] = t27 + 1000U * escape(-1.5f + t26 * 0.0203125f, -y, 60U);
    }
}

long total(const int *in, int n, int limit) {
    long s;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        vcc_v4_int limit_v = (vcc_v4_int){limit, limit, limit, limit};
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at fused_loops.c:70 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int in_v = vcc_load(vcc_v4_int, in + i_vec);
            vcc_v4_int t3 = vcc_insert((vcc_v4_int){0}, 0, collatz(in_v[0], limit_v[0]));
            vcc_v4_int t4 = vcc_insert(t3, 1, collatz(in_v[1], limit_v[1]));
            vcc_v4_int t5 = vcc_insert(t4, 2, collatz(in_v[2], limit_v[2]));
            vcc_v4_int t6 = vcc_insert(t5, 3, collatz(in_v[3], limit_v[3]));
            vcc_v4_long t7 = __builtin_convertvector(t6, vcc_v4_long);
            vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
            s_v = s_v + t8;
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (long)vcc_reduce(unsigned long, s_v, +);
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        int t9 = in[i];
        s += (long)collatz(t9, limit);
    }
    return s;
}

void in_place(int *a, int n, int limit) {
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
    long t22;
    int t25;
    long t26;
    int i;
    int t75;
    int t76;
    int t108;
    int t109;
    t22 = (long)n;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:77 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t24 = a + i_vec_1;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, t24);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int *t31 = a + (i_vec_1 + 8L);
            vcc_v8_int t4 = vcc_load(vcc_v8_int, t31);
            vcc_m8 t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t32 = 0;
            vcc_v8_int t33 = (vcc_v8_int){0};
            vcc_m8 t34 = (vcc_m8){0};
            vcc_m8 t35 = (vcc_m8){0};
            int t36 = 1;
            vcc_v8_int t37 = (vcc_v8_int){0};
            int t38 = 0;
            vcc_v8_int t39 = (vcc_v8_int){0};
            vcc_m8 t40 = (vcc_m8){0};
            vcc_m8 t41 = (vcc_m8){0};
            int t42 = 1;
            vcc_v8_int t43 = (vcc_v8_int){0};
            for (;;) {
                if (t36) {
                    vcc_v8_int t44 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t45 = (vcc_m8)(t2 > t44);
                    vcc_m8 t46 = t1 & t45;
                    vcc_m8 t47 = ~t45;
                    vcc_m8 t48 = t1 & t47;
                    vcc_v8_int t49 = vcc_splat(vcc_v8_int, t32 >= limit);
                    vcc_m8 t50 = (vcc_m8)(t49 != (vcc_v8_int){0});
                    vcc_m8 t51 = t46 & t50;
                    vcc_m8 t52 = ~t50;
                    t5 = t46 & t52;
                    vcc_v8_int t53 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t54 = t2 & t53;
                    vcc_m8 t55 = (vcc_m8)(t54 != (vcc_v8_int){0});
                    vcc_m8 t56 = ~t55;
                    vcc_m8 t57 = t5 & t56;
                    vcc_v8_int t58 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t59 = t2 >> t58;
                    vcc_v8_int t60 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t61 = (vcc_v8_uint)t60;
                    vcc_v8_uint t62 = (vcc_v8_uint)t2;
                    vcc_v8_uint t63 = t61 * t62;
                    vcc_v8_int t64 = (vcc_v8_int)t63;
                    vcc_v8_int t65 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t66 = (vcc_v8_uint)t64;
                    vcc_v8_uint t67 = (vcc_v8_uint)t65;
                    vcc_v8_uint t68 = t66 + t67;
                    vcc_v8_int t69 = (vcc_v8_int)t68;
                    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t59, t69);
                    vcc_v8_int t70 = (vcc_v8_int){t32, t32, t32, t32, t32, t32, t32, t32};
                    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t70, t33);
                    t8 = t34 | t48;
                    t9 = t35 | t51;
                    if (vcc_any(t5)) {
                        t75 = t32 + 1;
                        t76 = 1;
                        t10 = t37;
                    } else {
                        vcc_v8_int t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, (vcc_v8_int){0});
                        vcc_v8_uint t72 = (vcc_v8_uint)t7;
                        vcc_v8_uint t73 = -t72;
                        vcc_v8_int t74 = (vcc_v8_int)t73;
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t74, t71);
                        t5 = t1;
                        t6 = t2;
                        t75 = t32;
                        t7 = t33;
                        t8 = t34;
                        t9 = t35;
                        t76 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t75 = t32;
                    t7 = t33;
                    t8 = t34;
                    t9 = t35;
                    t76 = 0;
                    t10 = t37;
                }
                if (t42) {
                    vcc_v8_int t77 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t78 = (vcc_m8)(t4 > t77);
                    vcc_m8 t79 = t3 & t78;
                    vcc_m8 t80 = ~t78;
                    vcc_m8 t81 = t3 & t80;
                    vcc_v8_int t82 = vcc_splat(vcc_v8_int, t38 >= limit);
                    vcc_m8 t83 = (vcc_m8)(t82 != (vcc_v8_int){0});
                    vcc_m8 t84 = t79 & t83;
                    vcc_m8 t85 = ~t83;
                    t11 = t79 & t85;
                    vcc_v8_int t86 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t87 = t4 & t86;
                    vcc_m8 t88 = (vcc_m8)(t87 != (vcc_v8_int){0});
                    vcc_m8 t89 = ~t88;
                    vcc_m8 t90 = t11 & t89;
                    vcc_v8_int t91 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t92 = t4 >> t91;
                    vcc_v8_int t93 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t94 = (vcc_v8_uint)t93;
                    vcc_v8_uint t95 = (vcc_v8_uint)t4;
                    vcc_v8_uint t96 = t94 * t95;
                    vcc_v8_int t97 = (vcc_v8_int)t96;
                    vcc_v8_int t98 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t99 = (vcc_v8_uint)t97;
                    vcc_v8_uint t100 = (vcc_v8_uint)t98;
                    vcc_v8_uint t101 = t99 + t100;
                    vcc_v8_int t102 = (vcc_v8_int)t101;
                    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t90, t92, t102);
                    vcc_v8_int t103 = (vcc_v8_int){t38, t38, t38, t38, t38, t38, t38, t38};
                    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t103, t39);
                    t14 = t40 | t81;
                    t15 = t41 | t84;
                    if (vcc_any(t11)) {
                        t108 = t38 + 1;
                        t109 = 1;
                        t16 = t43;
                    } else {
                        vcc_v8_int t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, (vcc_v8_int){0});
                        vcc_v8_uint t105 = (vcc_v8_uint)t13;
                        vcc_v8_uint t106 = -t105;
                        vcc_v8_int t107 = (vcc_v8_int)t106;
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t107, t104);
                        t11 = t3;
                        t12 = t4;
                        t108 = t38;
                        t13 = t39;
                        t14 = t40;
                        t15 = t41;
                        t109 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t108 = t38;
                    t13 = t39;
                    t14 = t40;
                    t15 = t41;
                    t109 = 0;
                    t16 = t43;
                }
                if (!(t76 | t109)) {
                    vcc_store(t24, t10);
                    vcc_store(t31, t16);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t23) {
                        break;
                    }
                    t25 = (int)t23;
                    goto L145;
                }
                t1 = t5;
                t2 = t6;
                t32 = t75;
                t33 = t7;
                t34 = t8;
                t35 = t9;
                t36 = t76;
                t37 = t10;
                t3 = t11;
                t4 = t12;
                t38 = t108;
                t39 = t13;
                t40 = t14;
                t41 = t15;
                t42 = t109;
                t43 = t16;
            }
        }
    } else {
        t25 = 0;
    }
L145:
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:77 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int *t28 = a + ((long)t25 + i_vec);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, t28);
            vcc_m8 t17 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t110 = 0;
            vcc_v8_int t19 = (vcc_v8_int){0};
            vcc_m8 t20 = (vcc_m8){0};
            vcc_m8 t21 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t111 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t112 = (vcc_m8)(t18 > t111);
                vcc_m8 t113 = t17 & t112;
                vcc_m8 t114 = ~t112;
                vcc_m8 t115 = t17 & t114;
                vcc_v8_int t116 = vcc_splat(vcc_v8_int, t110 >= limit);
                vcc_m8 t117 = (vcc_m8)(t116 != (vcc_v8_int){0});
                vcc_m8 t118 = t113 & t117;
                vcc_m8 t119 = ~t117;
                vcc_m8 t120 = t113 & t119;
                vcc_v8_int t121 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t122 = t18 & t121;
                vcc_m8 t123 = (vcc_m8)(t122 != (vcc_v8_int){0});
                vcc_m8 t124 = ~t123;
                vcc_m8 t125 = t120 & t124;
                vcc_v8_int t126 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t127 = t18 >> t126;
                vcc_v8_int t128 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t129 = (vcc_v8_uint)t128;
                vcc_v8_uint t130 = (vcc_v8_uint)t18;
                vcc_v8_uint t131 = t129 * t130;
                vcc_v8_int t132 = (vcc_v8_int)t131;
                vcc_v8_int t133 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t134 = (vcc_v8_uint)t132;
                vcc_v8_uint t135 = (vcc_v8_uint)t133;
                vcc_v8_uint t136 = t134 + t135;
                vcc_v8_int t137 = (vcc_v8_int)t136;
                vcc_v8_int t138 = vcc_select(vcc_v8_int, (vcc_v8_int)t125, t127, t137);
                vcc_v8_int t139 = (vcc_v8_int){t110, t110, t110, t110, t110, t110, t110, t110};
                t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t139, t19);
                t20 = t20 | t115;
                t21 = t21 | t118;
                if (!vcc_any(t120)) {
                    break;
                }
                t17 = t120;
                t18 = t138;
                t110++;
            }
            vcc_v8_int t140 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t19, (vcc_v8_int){0});
            vcc_v8_uint t141 = (vcc_v8_uint)t19;
            vcc_v8_uint t142 = -t141;
            vcc_v8_int t143 = (vcc_v8_int)t142;
            vcc_v8_int t144 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t143, t140);
            vcc_store(t28, t144);
            i_vec += 8L;
            if (i_vec >= t27) {
                i = (int)((long)t25 + t27);
                break;
            }
        }
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        int *t29 = a + i;
        int t30 = *t29;
        *t29 = collatz(t30, limit);
    }
}

int main(void) {
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t43;
    int i;
    int t70;
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
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        void *t4 = malloc(t3);
        int *in = (int *)t4;
        void *t5 = malloc(t3);
        int *out = (int *)t5;
        long t6 = (long)n;
        int t7 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t6 >= 32L) & (t7 >= 0)) {
            long t8 = t6 & -32L;
            vcc_v8_int t9 = vcc_splat(vcc_v8_int, t7 % 3001);
            vcc_v8_int t10 = t9 + (vcc_v8_int){0, 1917, 833, 2750, 1666, 582, 2499, 1415};
            vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
            vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t13 = (vcc_v8_uint)t10;
            vcc_v8_uint t14 = t13 - t12;
            vcc_v8_int t1 = (vcc_v8_int)t14;
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 8, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int t15 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + i_vec, t15);
                vcc_v8_int t16 = t1 + (vcc_v8_int){331, 331, 331, 331, 331, 331, 331, 331};
                vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
                vcc_v8_uint t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t19 = (vcc_v8_uint)t16;
                vcc_v8_uint t20 = t19 - t18;
                vcc_v8_int t21 = (vcc_v8_int)t20;
                vcc_v8_int t22 = t21 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (i_vec + 8L), t22);
                vcc_v8_int t23 = t1 + (vcc_v8_int){662, 662, 662, 662, 662, 662, 662, 662};
                vcc_m8 t24 = (vcc_m8)(t23 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
                vcc_v8_uint t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t26 = (vcc_v8_uint)t23;
                vcc_v8_uint t27 = t26 - t25;
                vcc_v8_int t28 = (vcc_v8_int)t27;
                vcc_v8_int t29 = t28 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (i_vec + 16L), t29);
                vcc_v8_int t30 = t1 + (vcc_v8_int){993, 993, 993, 993, 993, 993, 993, 993};
                vcc_m8 t31 = (vcc_m8)(t30 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
                vcc_v8_uint t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t33 = (vcc_v8_uint)t30;
                vcc_v8_uint t34 = t33 - t32;
                vcc_v8_int t35 = (vcc_v8_int)t34;
                vcc_v8_int t36 = t35 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + (i_vec + 24L), t36);
                i_vec += 32L;
                vcc_v8_int t37 = t1 + (vcc_v8_int){1324, 1324, 1324, 1324, 1324, 1324, 1324, 1324};
                vcc_m8 t38 = (vcc_m8)(t37 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
                vcc_v8_uint t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t40 = (vcc_v8_uint)t37;
                vcc_v8_uint t41 = t40 - t39;
                vcc_v8_int t42 = (vcc_v8_int)t41;
                if (i_vec >= t8) {
                    break;
                }
                t1 = t42;
            }
            t43 = (int)t8;
        } else {
            t43 = 0;
        }
        long t44 = (long)n + (long)t43 * -1L;
        int t45 = (int)((unsigned int)(int)((unsigned int)t43 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t44 >= 8L) & (t45 >= 0)) {
            long t46 = t44 & -8L;
            vcc_v8_int t47 = vcc_splat(vcc_v8_int, t45 % 3001);
            vcc_v8_int t48 = t47 + (vcc_v8_int){0, 1917, 833, 2750, 1666, 582, 2499, 1415};
            vcc_m8 t49 = (vcc_m8)(t48 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
            vcc_v8_uint t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t51 = (vcc_v8_uint)t48;
            vcc_v8_uint t52 = t51 - t50;
            vcc_v8_int t2 = (vcc_v8_int)t52;
            long i_vec_1 = 0L;
            /* vcc: loop at fused_loops.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int t53 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_store(in + ((long)t43 + i_vec_1), t53);
                i_vec_1 += 8L;
                vcc_v8_int t54 = t2 + (vcc_v8_int){331, 331, 331, 331, 331, 331, 331, 331};
                vcc_m8 t55 = (vcc_m8)(t54 > (vcc_v8_int){3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000});
                vcc_v8_uint t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, ((vcc_v8_uint){3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U, 3001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t57 = (vcc_v8_uint)t54;
                vcc_v8_uint t58 = t57 - t56;
                vcc_v8_int t59 = (vcc_v8_int)t58;
                if (i_vec_1 >= t46) {
                    break;
                }
                t2 = t59;
            }
            i = (int)((long)t43 + t46);
        } else {
            i = t43;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t60 = (float)y;
            rows(u, n, -1.2f + t60 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t60 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t61 = in;
            counts(out, t61, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t61, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t61, n, limit);
            long t62 = (long)n;
            unsigned long t63 = (unsigned long)t4;
            unsigned long t64 = (unsigned long)t5;
            long t65 = (long)((unsigned long)t5 - (unsigned long)t4);
            if ((t62 >= 32L) & (((t63 + (unsigned long)(4L + (t62 - 1L) * 4L)) <= t64) | ((t64 + (unsigned long)(4L + (t62 - 1L) * 4L)) <= t63) | ((t65 <= 0L) | (t65 >= 128L)))) {
                long t66 = t62 & -32L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
                do {
                    vcc_v8_int in_v = vcc_load(vcc_v8_int, in + i_vec_2);
                    vcc_store(out + i_vec_2, in_v);
                    long t67 = i_vec_2 + 8L;
                    vcc_v8_int in_v_1 = vcc_load(vcc_v8_int, in + t67);
                    vcc_store(out + t67, in_v_1);
                    long t68 = i_vec_2 + 16L;
                    vcc_v8_int in_v_2 = vcc_load(vcc_v8_int, in + t68);
                    vcc_store(out + t68, in_v_2);
                    long t69 = i_vec_2 + 24L;
                    vcc_v8_int in_v_3 = vcc_load(vcc_v8_int, in + t69);
                    vcc_store(out + t69, in_v_3);
                    i_vec_2 += 32L;
                } while (i_vec_2 < t66);
                t70 = (int)t66;
            } else {
                t70 = 0;
            }
            long t71 = (long)n + (long)t70 * -1L;
            unsigned long t72 = (unsigned long)t4;
            unsigned long t73 = (unsigned long)t5;
            long t74 = (long)((unsigned long)t5 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t70 * 4L)));
            if ((t71 >= 8L) & (((t72 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t70 * 4L))) | ((t73 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t70 * 4L))) | ((t74 <= 0L) | (t74 >= 32L)))) {
                long t75 = t71 & -8L;
                long i_vec_3 = 0L;
                /* vcc: loop at fused_loops.c:106 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t76 = (long)t70 + i_vec_3;
                    vcc_v8_int in_v_4 = vcc_load(vcc_v8_int, in + t76);
                    vcc_store(out + t76, in_v_4);
                    i_vec_3 += 8L;
                } while (i_vec_3 < t75);
                i_5 = (int)((long)t70 + t75);
            } else {
                i_5 = t70;
            }
            for (; i_5 < n; i_5++) {
                long t77 = (long)i_5;
                out[t77] = in[t77];
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
