/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_digits(vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_biased(vcc_v8_int x);
#pragma GCC diagnostic pop
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVdN8vvu_iters of `iters`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVdM8vvu_iters of `iters`: VL 8, masked, cr vector, ci vector, max_iter uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_m8 t5;
    vcc_m8 t6;
    unsigned int t7;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    t5 = (vcc_m8)(mask != (vcc_v8_uint){0});
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t6 = t5;
    t7 = 0U;
    t3 = (vcc_v8_uint){0};
    while (t7 < max_iter) {
        vcc_v8_float t8 = t1 * t1;
        vcc_v8_float t9 = t2 * t2;
        vcc_v8_float t10 = t8 + t9;
        vcc_v8_float t11 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        vcc_m8 t12 = (vcc_m8)(t10 < t11);
        vcc_m8 t13 = t6 & t12;
        vcc_v8_float t14 = t8 - t9;
        vcc_v8_float t15 = t14 + cr;
        vcc_v8_float t16 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_v8_float t17 = t16 * t1;
        vcc_v8_float t18 = t17 * t2;
        t2 = t18 + ci;
        vcc_v8_uint t19 = (vcc_v8_uint){t7, t7, t7, t7, t7, t7, t7, t7};
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t19, t3);
        if (!vcc_any(t13)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = (vcc_v8_uint){t7, t7, t7, t7, t7, t7, t7, t7};
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t20, t3);
L22:
    t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t4, (vcc_v8_uint){0});
    return t21;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

/* vcc: function at auto_calls.c:23 vector variant _ZGVdN8v_digits of `digits`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_digits(vcc_v8_int x) {
    vcc_v8_int t1 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t2 = x % t1;
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = t3 + t2;
    vcc_v8_int t5 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t6 = x / t5;
    vcc_v8_int t7 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t8 = t6 % t7;
    vcc_v8_int t9 = t4 + t8;
    vcc_v8_int t10 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t11 = t6 / t10;
    vcc_v8_int t12 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t13 = t11 % t12;
    vcc_v8_int t14 = t9 + t13;
    return t14;
}
#pragma GCC diagnostic pop

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

/* vcc: function at auto_calls.c:36 vector variant _ZGVdN8v_biased of `biased`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_biased(vcc_v8_int x) {
    vcc_v8_int t1 = (vcc_v8_int){bias, bias, bias, bias, bias, bias, bias, bias};
    vcc_v8_int t2 = x + t1;
    return t2;
}
#pragma GCC diagnostic pop

void row(unsigned *out, int n, float y) {
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
        /* vcc: loop at auto_calls.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            i_v_2 = (vcc_v8_int)i_v;
            t26 = out + i_vec_1;
            t27 = __builtin_convertvector(i_v_2, vcc_v8_float);
            t28 = t27 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t29 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t28;
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t39 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            i_v_4 = (vcc_v8_int)t39;
            t40 = out + (i_vec_1 + 8L);
            t41 = __builtin_convertvector(i_v_4, vcc_v8_float);
            t42 = t41 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
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
                    if (t44 < 200U) {
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
                    if (t48 < 200U) {
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
        /* vcc: loop at auto_calls.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            i_v_3 = (vcc_v8_int)i_v_1;
            t35 = out + ((long)t30 + i_vec);
            t36 = __builtin_convertvector(i_v_3, vcc_v8_float);
            t37 = t36 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t38 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t37;
            t17 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t18 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t80 = 0U;
            t20 = (vcc_v8_uint){0};
            while (t80 < 200U) {
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
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

void digit_sums(int *out, const int *in, int n) {
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    long t5 = (long)((unsigned long)out - (unsigned long)in);
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3) | ((t5 <= 0L) | (t5 >= 64L)))) {
        long t6 = t2 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t7 = out + i_vec_1;
            vcc_v8_int in_v = vcc_load(vcc_v8_int, in + i_vec_1);
            vcc_v8_int t8 = vcc_max(vcc_v8_int, in_v, (vcc_v8_int)-(vcc_v8_uint)in_v);
            vcc_v8_int t23 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t24 = t8 % t23;
            vcc_v8_int t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t26 = t25 + t24;
            vcc_v8_int t27 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t28 = t8 / t27;
            vcc_v8_int t29 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t30 = t28 % t29;
            vcc_v8_int t31 = t26 + t30;
            vcc_v8_int t32 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t33 = t28 / t32;
            vcc_v8_int t34 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t35 = t33 % t34;
            vcc_v8_int t36 = t31 + t35;
            vcc_store(t7, t36);
            long t20 = i_vec_1 + 8L;
            int *t21 = out + t20;
            vcc_v8_int in_v_2 = vcc_load(vcc_v8_int, in + t20);
            vcc_v8_int t22 = vcc_max(vcc_v8_int, in_v_2, (vcc_v8_int)-(vcc_v8_uint)in_v_2);
            vcc_v8_int t51 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t52 = t22 % t51;
            vcc_v8_int t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t54 = t53 + t52;
            vcc_v8_int t55 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t56 = t22 / t55;
            vcc_v8_int t57 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t58 = t56 % t57;
            vcc_v8_int t59 = t54 + t58;
            vcc_v8_int t60 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t61 = t56 / t60;
            vcc_v8_int t62 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t63 = t61 % t62;
            vcc_v8_int t64 = t59 + t63;
            vcc_store(t21, t64);
            i_vec_1 += 16L;
            if (i_vec_1 >= t6) {
                t9 = (int)t6;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)in + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -8L;
        long i_vec = 0L;
        /* vcc: loop at auto_calls.c:46 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + i_vec;
            int *t16 = out + t15;
            vcc_v8_int in_v_1 = vcc_load(vcc_v8_int, in + t15);
            vcc_v8_int t17 = vcc_max(vcc_v8_int, in_v_1, (vcc_v8_int)-(vcc_v8_uint)in_v_1);
            vcc_v8_int t37 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t38 = t17 % t37;
            vcc_v8_int t39 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t40 = t39 + t38;
            vcc_v8_int t41 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t42 = t17 / t41;
            vcc_v8_int t43 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t44 = t42 % t43;
            vcc_v8_int t45 = t40 + t44;
            vcc_v8_int t46 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t47 = t42 / t46;
            vcc_v8_int t48 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t49 = t47 % t48;
            vcc_v8_int t50 = t45 + t49;
            vcc_store(t16, t50);
            i_vec += 8L;
            if (i_vec >= t14) {
                i = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        int *t19 = out + t18;
        int t1 = in[t18];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t19 = digits(t1);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[7];
    long t;
    long t_1;
    int t40;
    int i;
    int t88;
    long t89;
    int i_1;
    int t120;
    long t121;
    int i_2;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (int s = 0; s < 7; s++) {
        int n = sizes[s];
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        int *in = (int *)malloc(t3);
        int *out = (int *)malloc(t3);
        int *b = (int *)malloc(t3);
        long t4 = (long)n;
        if ((t4 >= 32L) & 1) {
            long t5 = t4 & -32L;
            vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t7 = t6 + (vcc_v8_int){0, 1916, 1831, 1746, 1661, 1576, 1491, 1406};
            vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
            vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t10 = (vcc_v8_uint)t7;
            vcc_v8_uint t11 = t10 - t9;
            vcc_v8_int t1 = (vcc_v8_int)t11;
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 8, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int t12 = t1 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + i_vec, t12);
                vcc_v8_int t13 = t1 + (vcc_v8_int){1321, 1321, 1321, 1321, 1321, 1321, 1321, 1321};
                vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
                vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t16 = (vcc_v8_uint)t13;
                vcc_v8_uint t17 = t16 - t15;
                vcc_v8_int t18 = (vcc_v8_int)t17;
                vcc_v8_int t19 = t18 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (i_vec + 8L), t19);
                vcc_v8_int t20 = t1 + (vcc_v8_int){641, 641, 641, 641, 641, 641, 641, 641};
                vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
                vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t23 = (vcc_v8_uint)t20;
                vcc_v8_uint t24 = t23 - t22;
                vcc_v8_int t25 = (vcc_v8_int)t24;
                vcc_v8_int t26 = t25 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (i_vec + 16L), t26);
                vcc_v8_int t27 = t1 + (vcc_v8_int){1962, 1962, 1962, 1962, 1962, 1962, 1962, 1962};
                vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
                vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t30 = (vcc_v8_uint)t27;
                vcc_v8_uint t31 = t30 - t29;
                vcc_v8_int t32 = (vcc_v8_int)t31;
                vcc_v8_int t33 = t32 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (i_vec + 24L), t33);
                i_vec += 32L;
                vcc_v8_int t34 = t1 + (vcc_v8_int){1282, 1282, 1282, 1282, 1282, 1282, 1282, 1282};
                vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
                vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t37 = (vcc_v8_uint)t34;
                vcc_v8_uint t38 = t37 - t36;
                vcc_v8_int t39 = (vcc_v8_int)t38;
                if (i_vec >= t5) {
                    break;
                }
                t1 = t39;
            }
            t40 = (int)t5;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        int t42 = (int)((unsigned int)t40 * 7919U);
        if ((t41 >= 8L) & (t42 >= 0)) {
            long t43 = t41 & -8L;
            vcc_v8_int t44 = vcc_splat(vcc_v8_int, t42 % 2001);
            vcc_v8_int t45 = t44 + (vcc_v8_int){0, 1916, 1831, 1746, 1661, 1576, 1491, 1406};
            vcc_m8 t46 = (vcc_m8)(t45 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
            vcc_v8_uint t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t48 = (vcc_v8_uint)t45;
            vcc_v8_uint t49 = t48 - t47;
            vcc_v8_int t2 = (vcc_v8_int)t49;
            long i_vec_1 = 0L;
            /* vcc: loop at auto_calls.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int t50 = t2 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + ((long)t40 + i_vec_1), t50);
                i_vec_1 += 8L;
                vcc_v8_int t51 = t2 + (vcc_v8_int){1321, 1321, 1321, 1321, 1321, 1321, 1321, 1321};
                vcc_m8 t52 = (vcc_m8)(t51 > (vcc_v8_int){2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000});
                vcc_v8_uint t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t54 = (vcc_v8_uint)t51;
                vcc_v8_uint t55 = t54 - t53;
                vcc_v8_int t56 = (vcc_v8_int)t55;
                if (i_vec_1 >= t43) {
                    break;
                }
                t2 = t56;
            }
            i = (int)((long)t40 + t43);
        } else {
            i = t40;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t57 = (long)n;
            if (t57 >= 16L) {
                long t58 = t57 & -16L;
                vcc_v4_int y_v = (vcc_v4_int){y, y, y, y};
                vcc_v4_int t59 = (vcc_v4_int){0, 0, 0, 0};
                vcc_v4_uint t60 = (vcc_v4_uint)t59;
                vcc_v4_uint i_v = t60 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                long i_vec_2 = 0L;
                vcc_v4_ulong t_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                vcc_v4_ulong t_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                vcc_v4_ulong t_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                vcc_v4_ulong t_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                /* vcc: loop at auto_calls.c:66 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    vcc_v4_int i_v_4 = (vcc_v4_int)i_v;
                    vcc_v4_uint u_v = vcc_load(vcc_v4_uint, u + i_vec_2);
                    vcc_v4_int t61 = i_v_4 + y_v;
                    vcc_v4_long t62 = __builtin_convertvector(t61, vcc_v4_long);
                    vcc_v4_long t63 = __builtin_convertvector(u_v, vcc_v4_long);
                    vcc_v4_long t64 = t63 * t62;
                    vcc_v4_ulong t65 = (vcc_v4_ulong)t64;
                    t_v = t_v + t65;
                    vcc_v4_uint t66 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    vcc_v4_int i_v_5 = (vcc_v4_int)t66;
                    vcc_v4_uint u_v_1 = vcc_load(vcc_v4_uint, u + (i_vec_2 + 4L));
                    vcc_v4_int t67 = i_v_5 + y_v;
                    vcc_v4_long t68 = __builtin_convertvector(t67, vcc_v4_long);
                    vcc_v4_long t69 = __builtin_convertvector(u_v_1, vcc_v4_long);
                    vcc_v4_long t70 = t69 * t68;
                    vcc_v4_ulong t71 = (vcc_v4_ulong)t70;
                    t_v_1 = t_v_1 + t71;
                    vcc_v4_uint t72 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
                    vcc_v4_int i_v_6 = (vcc_v4_int)t72;
                    vcc_v4_uint u_v_2 = vcc_load(vcc_v4_uint, u + (i_vec_2 + 8L));
                    vcc_v4_int t73 = i_v_6 + y_v;
                    vcc_v4_long t74 = __builtin_convertvector(t73, vcc_v4_long);
                    vcc_v4_long t75 = __builtin_convertvector(u_v_2, vcc_v4_long);
                    vcc_v4_long t76 = t75 * t74;
                    vcc_v4_ulong t77 = (vcc_v4_ulong)t76;
                    t_v_2 = t_v_2 + t77;
                    vcc_v4_uint t78 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
                    vcc_v4_int i_v_7 = (vcc_v4_int)t78;
                    vcc_v4_uint u_v_3 = vcc_load(vcc_v4_uint, u + (i_vec_2 + 12L));
                    vcc_v4_int t79 = i_v_7 + y_v;
                    vcc_v4_long t80 = __builtin_convertvector(t79, vcc_v4_long);
                    vcc_v4_long t81 = __builtin_convertvector(u_v_3, vcc_v4_long);
                    vcc_v4_long t82 = t81 * t80;
                    vcc_v4_ulong t83 = (vcc_v4_ulong)t82;
                    t_v_3 = t_v_3 + t83;
                    i_vec_2 += 16L;
                    vcc_v4_uint t84 = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
                    if (i_vec_2 >= t58) {
                        break;
                    }
                    i_v = t84;
                }
                vcc_v4_ulong t85 = t_v + t_v_1;
                vcc_v4_ulong t86 = t85 + t_v_2;
                vcc_v4_ulong t87 = t86 + t_v_3;
                t88 = (int)t58;
                t89 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t87, +));
            } else {
                t88 = 0;
                t89 = t_2;
            }
            long t90 = (long)n + (long)t88 * -1L;
            if (t90 >= 4L) {
                long t91 = t90 & -4L;
                vcc_v4_int y_v_1 = (vcc_v4_int){y, y, y, y};
                vcc_v4_int t92 = (vcc_v4_int){t88, t88, t88, t88};
                vcc_v4_uint t93 = (vcc_v4_uint)t92;
                vcc_v4_uint i_v_1 = t93 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                long i_vec_3 = 0L;
                vcc_v4_ulong t_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                /* vcc: loop at auto_calls.c:66 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    vcc_v4_int i_v_8 = (vcc_v4_int)i_v_1;
                    vcc_v4_uint u_v_4 = vcc_load(vcc_v4_uint, u + ((long)t88 + i_vec_3));
                    vcc_v4_int t94 = i_v_8 + y_v_1;
                    vcc_v4_long t95 = __builtin_convertvector(t94, vcc_v4_long);
                    vcc_v4_long t96 = __builtin_convertvector(u_v_4, vcc_v4_long);
                    vcc_v4_long t97 = t96 * t95;
                    vcc_v4_ulong t98 = (vcc_v4_ulong)t97;
                    t_v_4 = t_v_4 + t98;
                    i_vec_3 += 4L;
                    vcc_v4_uint t99 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    if (i_vec_3 >= t91) {
                        break;
                    }
                    i_v_1 = t99;
                }
                i_1 = (int)((long)t88 + t91);
                t = (long)((unsigned long)t89 + vcc_reduce(unsigned long, t_v_4, +));
            } else {
                i_1 = t88;
                t = t89;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        long t100 = (long)n;
        if (t100 >= 8L) {
            long t101 = t100 & -8L;
            vcc_v4_int t102 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t103 = (vcc_v4_uint)t102;
            vcc_v4_uint i_v_2 = t103 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_4 = 0L;
            vcc_v4_ulong t_v_5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong t_v_6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at auto_calls.c:71 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_9 = (vcc_v4_int)i_v_2;
                vcc_v4_long t104 = __builtin_convertvector(i_v_9, vcc_v4_long);
                vcc_v4_int out_v = vcc_load(vcc_v4_int, out + i_vec_4);
                vcc_v4_long t105 = __builtin_convertvector(out_v, vcc_v4_long);
                vcc_v4_long t106 = t105 * t104;
                vcc_v4_int b_v = vcc_load(vcc_v4_int, b + i_vec_4);
                vcc_v4_long t107 = __builtin_convertvector(b_v, vcc_v4_long);
                vcc_v4_long t108 = t106 + t107;
                vcc_v4_ulong t109 = (vcc_v4_ulong)t108;
                t_v_5 = t_v_5 + t109;
                long t110 = i_vec_4 + 4L;
                vcc_v4_uint t111 = i_v_2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_10 = (vcc_v4_int)t111;
                vcc_v4_long t112 = __builtin_convertvector(i_v_10, vcc_v4_long);
                vcc_v4_int out_v_1 = vcc_load(vcc_v4_int, out + t110);
                vcc_v4_long t113 = __builtin_convertvector(out_v_1, vcc_v4_long);
                vcc_v4_long t114 = t113 * t112;
                vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t110);
                vcc_v4_long t115 = __builtin_convertvector(b_v_1, vcc_v4_long);
                vcc_v4_long t116 = t114 + t115;
                vcc_v4_ulong t117 = (vcc_v4_ulong)t116;
                t_v_6 = t_v_6 + t117;
                i_vec_4 += 8L;
                vcc_v4_uint t118 = i_v_2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (i_vec_4 >= t101) {
                    break;
                }
                i_v_2 = t118;
            }
            vcc_v4_ulong t119 = t_v_5 + t_v_6;
            t120 = (int)t101;
            t121 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t119, +));
        } else {
            t120 = 0;
            t121 = t_2;
        }
        long t122 = (long)n + (long)t120 * -1L;
        if (t122 >= 4L) {
            long t123 = t122 & -4L;
            vcc_v4_int t124 = (vcc_v4_int){t120, t120, t120, t120};
            vcc_v4_uint t125 = (vcc_v4_uint)t124;
            vcc_v4_uint i_v_3 = t125 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_5 = 0L;
            vcc_v4_ulong t_v_7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at auto_calls.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t126 = (long)t120 + i_vec_5;
                vcc_v4_int i_v_11 = (vcc_v4_int)i_v_3;
                vcc_v4_long t127 = __builtin_convertvector(i_v_11, vcc_v4_long);
                vcc_v4_int out_v_2 = vcc_load(vcc_v4_int, out + t126);
                vcc_v4_long t128 = __builtin_convertvector(out_v_2, vcc_v4_long);
                vcc_v4_long t129 = t128 * t127;
                vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t126);
                vcc_v4_long t130 = __builtin_convertvector(b_v_2, vcc_v4_long);
                vcc_v4_long t131 = t129 + t130;
                vcc_v4_ulong t132 = (vcc_v4_ulong)t131;
                t_v_7 = t_v_7 + t132;
                i_vec_5 += 4L;
                vcc_v4_uint t133 = i_v_3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_5 >= t123) {
                    break;
                }
                i_v_3 = t133;
            }
            i_2 = (int)((long)t120 + t123);
            t_1 = (long)((unsigned long)t121 + vcc_reduce(unsigned long, t_v_7, +));
        } else {
            i_2 = t120;
            t_1 = t121;
        }
        for (; i_2 < n; i_2++) {
            long t134 = (long)i_2;
            t_1 += (long)out[t134] * t134 + (long)b[t134];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
