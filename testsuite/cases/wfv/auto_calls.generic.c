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
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t6 = 0U;
    t4 = (vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = t2 * t2;
        t8 = t3 * t3;
        t9 = t7 + t8;
        t10 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t11 = (vcc_m8)(t9 < t10);
        t12 = t1 & t11;
        t13 = t7 - t8;
        t14 = t13 + cr;
        t15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t16 = t15 * t2;
        t17 = t16 * t3;
        t3 = t17 + ci;
        t18 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
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
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    t5 = (vcc_m8)(mask != (vcc_v8_uint){0});
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t6 = t5;
    t7 = 0U;
    t3 = (vcc_v8_uint){0};
    while (t7 < max_iter) {
        t8 = t1 * t1;
        t9 = t2 * t2;
        t10 = t8 + t9;
        t11 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t12 = (vcc_m8)(t10 < t11);
        t13 = t6 & t12;
        t14 = t8 - t9;
        t15 = t14 + cr;
        t16 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t17 = t16 * t1;
        t18 = t17 * t2;
        t2 = t18 + ci;
        t19 = (vcc_v8_uint){t7, t7, t7, t7, t7, t7, t7, t7};
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_digits(vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    t1 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t2 = x % t1;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = t3 + t2;
    t5 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t6 = x / t5;
    t7 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t8 = t6 % t7;
    t9 = t4 + t8;
    t10 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t11 = t6 / t10;
    t12 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t13 = t11 % t12;
    t14 = t9 + t13;
    return t14;
}
#pragma GCC diagnostic pop

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_biased(vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    t1 = (vcc_v8_int){bias, bias, bias, bias, bias, bias, bias, bias};
    t2 = x + t1;
    return t2;
}
#pragma GCC diagnostic pop

void row(unsigned *out, int n, float y) {
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
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_m8 t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    unsigned int t73;
    int t74;
    vcc_v8_uint t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_m8 t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_uint t85;
    vcc_v8_uint t86;
    unsigned int t87;
    int t88;
    vcc_v8_uint t89;
    unsigned int t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_m8 t95;
    vcc_m8 t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_v8_uint t103;
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
            t33 = out + (int)(0L + t25);
            t34 = __builtin_convertvector(t32, vcc_v8_float);
            t35 = t34 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t36 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t35;
            t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t48 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t49 = (vcc_v8_int)t48;
            t50 = out + (int)(0L + t31);
            t51 = __builtin_convertvector(t49, vcc_v8_float);
            t52 = t51 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
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
                    if (t54 < 200U) {
                        t62 = t4 * t4;
                        t63 = t5 * t5;
                        t64 = t62 + t63;
                        t65 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        t66 = (vcc_m8)(t64 < t65);
                        t9 = t3 & t66;
                        t67 = t62 - t63;
                        t10 = t67 + t36;
                        t68 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        t69 = t68 * t4;
                        t70 = t69 * t5;
                        t11 = t70 + t28;
                        t71 = (vcc_v8_uint){t54, t54, t54, t54, t54, t54, t54, t54};
                        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t71, t55);
                        if (vcc_any(t9)) {
                            t73 = t54 + 1U;
                            t74 = 1;
                            t75 = t57;
                            goto L105;
                        }
                        t13 = t12;
                    } else {
                        t72 = (vcc_v8_uint){t54, t54, t54, t54, t54, t54, t54, t54};
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
                    if (t58 < 200U) {
                        t76 = t7 * t7;
                        t77 = t8 * t8;
                        t78 = t76 + t77;
                        t79 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        t80 = (vcc_m8)(t78 < t79);
                        t14 = t6 & t80;
                        t81 = t76 - t77;
                        t15 = t81 + t53;
                        t82 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        t83 = t82 * t7;
                        t84 = t83 * t8;
                        t16 = t84 + t28;
                        t85 = (vcc_v8_uint){t58, t58, t58, t58, t58, t58, t58, t58};
                        t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t85, t59);
                        if (vcc_any(t14)) {
                            t87 = t58 + 1U;
                            t88 = 1;
                            t89 = t61;
                            goto L106;
                        }
                        t18 = t17;
                    } else {
                        t86 = (vcc_v8_uint){t58, t58, t58, t58, t58, t58, t58, t58};
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
                    t37 = (int)(0L + t27);
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
            t46 = t45 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t47 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t46;
            t20 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t21 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t22 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t90 = 0U;
            t23 = (vcc_v8_uint){0};
            while (t90 < 200U) {
                t91 = t21 * t21;
                t92 = t22 * t22;
                t93 = t91 + t92;
                t94 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                t95 = (vcc_m8)(t93 < t94);
                t96 = t20 & t95;
                t97 = t91 - t92;
                t98 = t97 + t47;
                t99 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t100 = t99 * t21;
                t101 = t100 * t22;
                t102 = t101 + t40;
                t103 = (vcc_v8_uint){t90, t90, t90, t90, t90, t90, t90, t90};
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
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

void digit_sums(int *out, const int *in, int n) {
    int t1;
    long t2;
    long t3;
    long t4;
    unsigned long t5;
    unsigned long t6;
    long t7;
    long t8;
    long t9;
    int *t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    long t18;
    int *t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int i;
    long t22;
    int *t23;
    long t24;
    int *t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    t4 = (long)n;
    t5 = (unsigned long)out;
    t6 = (unsigned long)in;
    if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + 0UL)) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t5 + 0UL)))) {
        t7 = t4 & -16L;
        t3 = 0L;
        for (;;) {
            t8 = t3 + 8L;
            t9 = (long)(int)(0L + t3);
            t10 = out + t9;
            t11 = vcc_load(vcc_v8_int, in + t9);
            t12 = vcc_max(vcc_v8_int, t11, (vcc_v8_int)-(vcc_v8_uint)t11);
            t28 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t29 = t12 % t28;
            t30 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t31 = t30 + t29;
            t32 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t33 = t12 / t32;
            t34 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t35 = t33 % t34;
            t36 = t31 + t35;
            t37 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t38 = t33 / t37;
            t39 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t40 = t38 % t39;
            t41 = t36 + t40;
            vcc_store(t10, t41);
            t24 = (long)(int)(0L + t8);
            t25 = out + t24;
            t26 = vcc_load(vcc_v8_int, in + t24);
            t27 = vcc_max(vcc_v8_int, t26, (vcc_v8_int)-(vcc_v8_uint)t26);
            t56 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t57 = t27 % t56;
            t58 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t59 = t58 + t57;
            t60 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t61 = t27 / t60;
            t62 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t63 = t61 % t62;
            t64 = t59 + t63;
            t65 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t66 = t61 / t65;
            t67 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t68 = t66 % t67;
            t69 = t64 + t68;
            vcc_store(t25, t69);
            t3 += 16L;
            if (t3 >= t7) {
                t13 = (int)(0L + t7);
                break;
            }
        }
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = t14 & -8L;
        t2 = 0L;
        for (;;) {
            t18 = (long)(int)((long)t13 + t2);
            t19 = out + t18;
            t20 = vcc_load(vcc_v8_int, in + t18);
            t21 = vcc_max(vcc_v8_int, t20, (vcc_v8_int)-(vcc_v8_uint)t20);
            t42 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t43 = t21 % t42;
            t44 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t45 = t44 + t43;
            t46 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t47 = t21 / t46;
            t48 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t49 = t47 % t48;
            t50 = t45 + t49;
            t51 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t52 = t47 / t51;
            t53 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t54 = t52 % t53;
            t55 = t50 + t54;
            vcc_store(t19, t55);
            t2 += 8L;
            if (t2 >= t17) {
                i = (int)((long)t13 + t17);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = out + t22;
        t1 = in[t22];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t23 = digits(t1);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[7];
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    vcc_v4_uint t5;
    long t6;
    vcc_v4_ulong t7;
    vcc_v4_ulong t8;
    vcc_v4_ulong t9;
    vcc_v4_ulong t10;
    vcc_v4_uint t11;
    long t12;
    vcc_v4_ulong t13;
    long t;
    vcc_v4_uint t14;
    long t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    vcc_v4_uint t18;
    long t19;
    vcc_v4_ulong t20;
    long t_1;
    int s;
    int n;
    unsigned long t21;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t22;
    int t23;
    long t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_int t53;
    int t54;
    long t55;
    int t56;
    long t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_int t68;
    int i;
    int y;
    long t_2;
    long t69;
    long t70;
    vcc_v4_int t71;
    vcc_v4_int t72;
    vcc_v4_uint t73;
    vcc_v4_int t74;
    vcc_v4_uint t75;
    vcc_v4_int t76;
    vcc_v4_long t77;
    vcc_v4_long t78;
    vcc_v4_long t79;
    vcc_v4_ulong t80;
    vcc_v4_uint t81;
    vcc_v4_int t82;
    vcc_v4_uint t83;
    vcc_v4_int t84;
    vcc_v4_long t85;
    vcc_v4_long t86;
    vcc_v4_long t87;
    vcc_v4_ulong t88;
    vcc_v4_uint t89;
    vcc_v4_int t90;
    vcc_v4_uint t91;
    vcc_v4_int t92;
    vcc_v4_long t93;
    vcc_v4_long t94;
    vcc_v4_long t95;
    vcc_v4_ulong t96;
    vcc_v4_uint t97;
    vcc_v4_int t98;
    vcc_v4_uint t99;
    vcc_v4_int t100;
    vcc_v4_long t101;
    vcc_v4_long t102;
    vcc_v4_long t103;
    vcc_v4_ulong t104;
    vcc_v4_uint t105;
    vcc_v4_ulong t106;
    vcc_v4_ulong t107;
    vcc_v4_ulong t108;
    int t109;
    long t110;
    long t111;
    long t112;
    vcc_v4_int t113;
    vcc_v4_int t114;
    vcc_v4_uint t115;
    vcc_v4_int t116;
    vcc_v4_uint t117;
    vcc_v4_int t118;
    vcc_v4_long t119;
    vcc_v4_long t120;
    vcc_v4_long t121;
    vcc_v4_ulong t122;
    vcc_v4_uint t123;
    int i_1;
    long t124;
    long t125;
    vcc_v4_int t126;
    vcc_v4_uint t127;
    vcc_v4_int t128;
    long t129;
    vcc_v4_long t130;
    vcc_v4_int t131;
    vcc_v4_long t132;
    vcc_v4_long t133;
    vcc_v4_int t134;
    vcc_v4_long t135;
    vcc_v4_long t136;
    vcc_v4_ulong t137;
    vcc_v4_uint t138;
    vcc_v4_int t139;
    long t140;
    vcc_v4_long t141;
    vcc_v4_int t142;
    vcc_v4_long t143;
    vcc_v4_long t144;
    vcc_v4_int t145;
    vcc_v4_long t146;
    vcc_v4_long t147;
    vcc_v4_ulong t148;
    vcc_v4_uint t149;
    vcc_v4_ulong t150;
    int t151;
    long t152;
    long t153;
    long t154;
    vcc_v4_int t155;
    vcc_v4_uint t156;
    vcc_v4_int t157;
    long t158;
    vcc_v4_long t159;
    vcc_v4_int t160;
    vcc_v4_long t161;
    vcc_v4_long t162;
    vcc_v4_int t163;
    vcc_v4_long t164;
    vcc_v4_long t165;
    vcc_v4_ulong t166;
    vcc_v4_uint t167;
    int i_2;
    long t168;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t21 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)malloc(t21);
        in = (int *)malloc(t21);
        out = (int *)malloc(t21);
        b = (int *)malloc(t21);
        t22 = (long)n;
        t23 = (int)((unsigned int)0 * (unsigned int)7919);
        if ((t22 >= 32L) & (t23 >= 0)) {
            t24 = t22 & -32L;
            t25 = vcc_splat(vcc_v8_int, t23 % 2001);
            t26 = t25 + (vcc_v8_int){0, 1916, 1831, 1746, 1661, 1576, 1491, 1406};
            t27 = (vcc_v8_uint)t26;
            t28 = t27 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
            t29 = vcc_min(vcc_v8_int, t27, t28);
            t1 = (vcc_v8_int)t29;
            t2 = 0L;
            for (;;) {
                t30 = t1 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)0 + t2), t30);
                t31 = t1 + (vcc_v8_int){1321, 1321, 1321, 1321, 1321, 1321, 1321, 1321};
                t32 = (vcc_v8_uint)t31;
                t33 = t32 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                t34 = vcc_min(vcc_v8_int, t32, t33);
                t35 = (vcc_v8_int)t34;
                t36 = t35 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)0 + (t2 + 8L)), t36);
                t37 = t1 + (vcc_v8_int){641, 641, 641, 641, 641, 641, 641, 641};
                t38 = (vcc_v8_uint)t37;
                t39 = t38 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                t40 = vcc_min(vcc_v8_int, t38, t39);
                t41 = (vcc_v8_int)t40;
                t42 = t41 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)0 + (t2 + 16L)), t42);
                t43 = t1 + (vcc_v8_int){1962, 1962, 1962, 1962, 1962, 1962, 1962, 1962};
                t44 = (vcc_v8_uint)t43;
                t45 = t44 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                t46 = vcc_min(vcc_v8_int, t44, t45);
                t47 = (vcc_v8_int)t46;
                t48 = t47 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)0 + (t2 + 24L)), t48);
                t2 += 32L;
                t49 = t1 + (vcc_v8_int){1282, 1282, 1282, 1282, 1282, 1282, 1282, 1282};
                t50 = (vcc_v8_uint)t49;
                t51 = t50 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                t52 = vcc_min(vcc_v8_int, t50, t51);
                t53 = (vcc_v8_int)t52;
                if (t2 >= t24) {
                    break;
                }
                t1 = t53;
            }
            t54 = (int)((long)0 + t24);
        } else {
            t54 = 0;
        }
        t55 = (long)n + (long)t54 * -1L;
        t56 = (int)((unsigned int)t54 * (unsigned int)7919);
        if ((t55 >= 8L) & (t56 >= 0)) {
            t57 = t55 & -8L;
            t58 = vcc_splat(vcc_v8_int, t56 % 2001);
            t59 = t58 + (vcc_v8_int){0, 1916, 1831, 1746, 1661, 1576, 1491, 1406};
            t60 = (vcc_v8_uint)t59;
            t61 = t60 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
            t62 = vcc_min(vcc_v8_int, t60, t61);
            t3 = (vcc_v8_int)t62;
            t4 = 0L;
            for (;;) {
                t63 = t3 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)t54 + t4), t63);
                t4 += 8L;
                t64 = t3 + (vcc_v8_int){1321, 1321, 1321, 1321, 1321, 1321, 1321, 1321};
                t65 = (vcc_v8_uint)t64;
                t66 = t65 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                t67 = vcc_min(vcc_v8_int, t65, t66);
                t68 = (vcc_v8_int)t67;
                if (t4 >= t57) {
                    break;
                }
                t3 = t68;
            }
            i = (int)((long)t54 + t57);
        } else {
            i = t54;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t69 = (long)n;
            if (t69 >= 16L) {
                t70 = t69 & -16L;
                t71 = (vcc_v4_int){y, y, y, y};
                t72 = (vcc_v4_int){0, 0, 0, 0};
                t73 = (vcc_v4_uint)t72;
                t5 = t73 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                t6 = 0L;
                t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t8 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t9 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t10 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t74 = (vcc_v4_int)t5;
                    t75 = vcc_load(vcc_v4_uint, u + (int)((long)0 + t6));
                    t76 = t74 + t71;
                    t77 = __builtin_convertvector(t76, vcc_v4_long);
                    t78 = __builtin_convertvector(t75, vcc_v4_long);
                    t79 = t78 * t77;
                    t80 = (vcc_v4_ulong)t79;
                    t7 = t7 + t80;
                    t81 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    t82 = (vcc_v4_int)t81;
                    t83 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t6 + 4L)));
                    t84 = t82 + t71;
                    t85 = __builtin_convertvector(t84, vcc_v4_long);
                    t86 = __builtin_convertvector(t83, vcc_v4_long);
                    t87 = t86 * t85;
                    t88 = (vcc_v4_ulong)t87;
                    t8 = t8 + t88;
                    t89 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                    t90 = (vcc_v4_int)t89;
                    t91 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t6 + 8L)));
                    t92 = t90 + t71;
                    t93 = __builtin_convertvector(t92, vcc_v4_long);
                    t94 = __builtin_convertvector(t91, vcc_v4_long);
                    t95 = t94 * t93;
                    t96 = (vcc_v4_ulong)t95;
                    t9 = t9 + t96;
                    t97 = t5 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                    t98 = (vcc_v4_int)t97;
                    t99 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t6 + 12L)));
                    t100 = t98 + t71;
                    t101 = __builtin_convertvector(t100, vcc_v4_long);
                    t102 = __builtin_convertvector(t99, vcc_v4_long);
                    t103 = t102 * t101;
                    t104 = (vcc_v4_ulong)t103;
                    t10 = t10 + t104;
                    t6 += 16L;
                    t105 = t5 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                    if (t6 >= t70) {
                        break;
                    }
                    t5 = t105;
                }
                t106 = t7 + t8;
                t107 = t106 + t9;
                t108 = t107 + t10;
                t109 = (int)((long)0 + t70);
                t110 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t108, +));
            } else {
                t109 = 0;
                t110 = t_2;
            }
            t111 = (long)n + (long)t109 * -1L;
            if (t111 >= 4L) {
                t112 = t111 & -4L;
                t113 = (vcc_v4_int){y, y, y, y};
                t114 = (vcc_v4_int){t109, t109, t109, t109};
                t115 = (vcc_v4_uint)t114;
                t11 = t115 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                t12 = 0L;
                t13 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t116 = (vcc_v4_int)t11;
                    t117 = vcc_load(vcc_v4_uint, u + (int)((long)t109 + t12));
                    t118 = t116 + t113;
                    t119 = __builtin_convertvector(t118, vcc_v4_long);
                    t120 = __builtin_convertvector(t117, vcc_v4_long);
                    t121 = t120 * t119;
                    t122 = (vcc_v4_ulong)t121;
                    t13 = t13 + t122;
                    t12 += 4L;
                    t123 = t11 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    if (t12 >= t112) {
                        break;
                    }
                    t11 = t123;
                }
                i_1 = (int)((long)t109 + t112);
                t = (long)((unsigned long)t110 + vcc_reduce(unsigned long, t13, +));
            } else {
                i_1 = t109;
                t = t110;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        t124 = (long)n;
        if (t124 >= 8L) {
            t125 = t124 & -8L;
            t126 = (vcc_v4_int){0, 0, 0, 0};
            t127 = (vcc_v4_uint)t126;
            t14 = t127 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t15 = 0L;
            t16 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t17 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t128 = (vcc_v4_int)t14;
                t129 = (long)(int)((long)0 + t15);
                t130 = __builtin_convertvector(t128, vcc_v4_long);
                t131 = vcc_load(vcc_v4_int, out + t129);
                t132 = __builtin_convertvector(t131, vcc_v4_long);
                t133 = t132 * t130;
                t134 = vcc_load(vcc_v4_int, b + t129);
                t135 = __builtin_convertvector(t134, vcc_v4_long);
                t136 = t133 + t135;
                t137 = (vcc_v4_ulong)t136;
                t16 = t16 + t137;
                t138 = t14 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t139 = (vcc_v4_int)t138;
                t140 = (long)(int)((long)0 + (t15 + 4L));
                t141 = __builtin_convertvector(t139, vcc_v4_long);
                t142 = vcc_load(vcc_v4_int, out + t140);
                t143 = __builtin_convertvector(t142, vcc_v4_long);
                t144 = t143 * t141;
                t145 = vcc_load(vcc_v4_int, b + t140);
                t146 = __builtin_convertvector(t145, vcc_v4_long);
                t147 = t144 + t146;
                t148 = (vcc_v4_ulong)t147;
                t17 = t17 + t148;
                t15 += 8L;
                t149 = t14 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t15 >= t125) {
                    break;
                }
                t14 = t149;
            }
            t150 = t16 + t17;
            t151 = (int)((long)0 + t125);
            t152 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t150, +));
        } else {
            t151 = 0;
            t152 = t_2;
        }
        t153 = (long)n + (long)t151 * -1L;
        if (t153 >= 4L) {
            t154 = t153 & -4L;
            t155 = (vcc_v4_int){t151, t151, t151, t151};
            t156 = (vcc_v4_uint)t155;
            t18 = t156 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t19 = 0L;
            t20 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t157 = (vcc_v4_int)t18;
                t158 = (long)(int)((long)t151 + t19);
                t159 = __builtin_convertvector(t157, vcc_v4_long);
                t160 = vcc_load(vcc_v4_int, out + t158);
                t161 = __builtin_convertvector(t160, vcc_v4_long);
                t162 = t161 * t159;
                t163 = vcc_load(vcc_v4_int, b + t158);
                t164 = __builtin_convertvector(t163, vcc_v4_long);
                t165 = t162 + t164;
                t166 = (vcc_v4_ulong)t165;
                t20 = t20 + t166;
                t19 += 4L;
                t167 = t18 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t19 >= t154) {
                    break;
                }
                t18 = t167;
            }
            i_2 = (int)((long)t151 + t154);
            t_1 = (long)((unsigned long)t152 + vcc_reduce(unsigned long, t20, +));
        } else {
            i_2 = t151;
            t_1 = t152;
        }
        for (; i_2 < n; i_2++) {
            t168 = (long)i_2;
            t_1 += (long)out[t168] * t168 + (long)b[t168];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
