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
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_biased(vcc_v8_int x) {
    vcc_v8_int t1 = (vcc_v8_int){bias, bias, bias, bias, bias, bias, bias, bias};
    vcc_v8_int t2 = x + t1;
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
            t35 = t34 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t36 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t35;
            t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t48 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t49 = (vcc_v8_int)t48;
            t50 = out + (int)t31;
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
                    if (t58 < 200U) {
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
            t46 = t45 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t47 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t46;
            t20 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t21 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t22 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t90 = 0U;
            t23 = (vcc_v8_uint){0};
            while (t90 < 200U) {
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
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

void digit_sums(int *out, const int *in, int n) {
    int t13;
    int i;
    long t4 = (long)n;
    unsigned long t5 = (unsigned long)out;
    unsigned long t6 = (unsigned long)in;
    if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t5))) {
        long t7 = t4 & -16L;
        long t3 = 0L;
        for (;;) {
            long t8 = t3 + 8L;
            long t9 = (long)(int)t3;
            int *t10 = out + t9;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, in + t9);
            vcc_v8_int t12 = vcc_max(vcc_v8_int, t11, (vcc_v8_int)-(vcc_v8_uint)t11);
            vcc_v8_int t28 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t29 = t12 % t28;
            vcc_v8_int t30 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t31 = t30 + t29;
            vcc_v8_int t32 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t33 = t12 / t32;
            vcc_v8_int t34 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t35 = t33 % t34;
            vcc_v8_int t36 = t31 + t35;
            vcc_v8_int t37 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t38 = t33 / t37;
            vcc_v8_int t39 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t40 = t38 % t39;
            vcc_v8_int t41 = t36 + t40;
            vcc_store(t10, t41);
            long t24 = (long)(int)t8;
            int *t25 = out + t24;
            vcc_v8_int t26 = vcc_load(vcc_v8_int, in + t24);
            vcc_v8_int t27 = vcc_max(vcc_v8_int, t26, (vcc_v8_int)-(vcc_v8_uint)t26);
            vcc_v8_int t56 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t57 = t27 % t56;
            vcc_v8_int t58 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t59 = t58 + t57;
            vcc_v8_int t60 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t61 = t27 / t60;
            vcc_v8_int t62 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t63 = t61 % t62;
            vcc_v8_int t64 = t59 + t63;
            vcc_v8_int t65 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t66 = t61 / t65;
            vcc_v8_int t67 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t68 = t66 % t67;
            vcc_v8_int t69 = t64 + t68;
            vcc_store(t25, t69);
            t3 += 16L;
            if (t3 >= t7) {
                t13 = (int)t7;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)out;
    unsigned long t16 = (unsigned long)in;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        long t17 = t14 & -8L;
        long t2 = 0L;
        for (;;) {
            long t18 = (long)(int)((long)t13 + t2);
            int *t19 = out + t18;
            vcc_v8_int t20 = vcc_load(vcc_v8_int, in + t18);
            vcc_v8_int t21 = vcc_max(vcc_v8_int, t20, (vcc_v8_int)-(vcc_v8_uint)t20);
            vcc_v8_int t42 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t43 = t21 % t42;
            vcc_v8_int t44 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t45 = t44 + t43;
            vcc_v8_int t46 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t47 = t21 / t46;
            vcc_v8_int t48 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t49 = t47 % t48;
            vcc_v8_int t50 = t45 + t49;
            vcc_v8_int t51 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t52 = t47 / t51;
            vcc_v8_int t53 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_int t54 = t52 % t53;
            vcc_v8_int t55 = t50 + t54;
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
        long t22 = (long)i;
        int *t23 = out + t22;
        int t1 = in[t22];
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
    long t;
    long t_1;
    int t53;
    int i;
    int t108;
    long t109;
    int i_1;
    int t150;
    long t151;
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
        unsigned long t21 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t21);
        int *in = (int *)malloc(t21);
        int *out = (int *)malloc(t21);
        int *b = (int *)malloc(t21);
        long t22 = (long)n;
        if ((t22 >= 32L) & 1) {
            long t23 = t22 & -32L;
            vcc_v8_int t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t25 = t24 + (vcc_v8_int){0, 1916, 1831, 1746, 1661, 1576, 1491, 1406};
            vcc_v8_uint t26 = (vcc_v8_uint)t25;
            vcc_v8_uint t27 = t26 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
            vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
            vcc_v8_int t1 = (vcc_v8_int)t28;
            long t2 = 0L;
            for (;;) {
                vcc_v8_int t29 = t1 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)t2, t29);
                vcc_v8_int t30 = t1 + (vcc_v8_int){1321, 1321, 1321, 1321, 1321, 1321, 1321, 1321};
                vcc_v8_uint t31 = (vcc_v8_uint)t30;
                vcc_v8_uint t32 = t31 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                vcc_v8_uint t33 = vcc_min(vcc_v8_int, t31, t32);
                vcc_v8_int t34 = (vcc_v8_int)t33;
                vcc_v8_int t35 = t34 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)(t2 + 8L), t35);
                vcc_v8_int t36 = t1 + (vcc_v8_int){641, 641, 641, 641, 641, 641, 641, 641};
                vcc_v8_uint t37 = (vcc_v8_uint)t36;
                vcc_v8_uint t38 = t37 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
                vcc_v8_int t40 = (vcc_v8_int)t39;
                vcc_v8_int t41 = t40 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)(t2 + 16L), t41);
                vcc_v8_int t42 = t1 + (vcc_v8_int){1962, 1962, 1962, 1962, 1962, 1962, 1962, 1962};
                vcc_v8_uint t43 = (vcc_v8_uint)t42;
                vcc_v8_uint t44 = t43 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                vcc_v8_uint t45 = vcc_min(vcc_v8_int, t43, t44);
                vcc_v8_int t46 = (vcc_v8_int)t45;
                vcc_v8_int t47 = t46 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)(t2 + 24L), t47);
                t2 += 32L;
                vcc_v8_int t48 = t1 + (vcc_v8_int){1282, 1282, 1282, 1282, 1282, 1282, 1282, 1282};
                vcc_v8_uint t49 = (vcc_v8_uint)t48;
                vcc_v8_uint t50 = t49 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                vcc_v8_uint t51 = vcc_min(vcc_v8_int, t49, t50);
                vcc_v8_int t52 = (vcc_v8_int)t51;
                if (t2 >= t23) {
                    break;
                }
                t1 = t52;
            }
            t53 = (int)t23;
        } else {
            t53 = 0;
        }
        long t54 = (long)n + (long)t53 * -1L;
        int t55 = (int)((unsigned int)t53 * 7919U);
        if ((t54 >= 8L) & (t55 >= 0)) {
            long t56 = t54 & -8L;
            vcc_v8_int t57 = vcc_splat(vcc_v8_int, t55 % 2001);
            vcc_v8_int t58 = t57 + (vcc_v8_int){0, 1916, 1831, 1746, 1661, 1576, 1491, 1406};
            vcc_v8_uint t59 = (vcc_v8_uint)t58;
            vcc_v8_uint t60 = t59 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
            vcc_v8_uint t61 = vcc_min(vcc_v8_int, t59, t60);
            vcc_v8_int t3 = (vcc_v8_int)t61;
            long t4 = 0L;
            for (;;) {
                vcc_v8_int t62 = t3 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)t53 + t4), t62);
                t4 += 8L;
                vcc_v8_int t63 = t3 + (vcc_v8_int){1321, 1321, 1321, 1321, 1321, 1321, 1321, 1321};
                vcc_v8_uint t64 = (vcc_v8_uint)t63;
                vcc_v8_uint t65 = t64 - (vcc_v8_uint){2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U, 2001U};
                vcc_v8_uint t66 = vcc_min(vcc_v8_int, t64, t65);
                vcc_v8_int t67 = (vcc_v8_int)t66;
                if (t4 >= t56) {
                    break;
                }
                t3 = t67;
            }
            i = (int)((long)t53 + t56);
        } else {
            i = t53;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t68 = (long)n;
            if (t68 >= 16L) {
                long t69 = t68 & -16L;
                vcc_v4_int t70 = (vcc_v4_int){y, y, y, y};
                vcc_v4_int t71 = (vcc_v4_int){0, 0, 0, 0};
                vcc_v4_uint t72 = (vcc_v4_uint)t71;
                vcc_v4_uint t5 = t72 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                long t6 = 0L;
                vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                vcc_v4_ulong t8 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                vcc_v4_ulong t9 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                vcc_v4_ulong t10 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    vcc_v4_int t73 = (vcc_v4_int)t5;
                    vcc_v4_uint t74 = vcc_load(vcc_v4_uint, u + (int)t6);
                    vcc_v4_int t75 = t73 + t70;
                    vcc_v4_long t76 = __builtin_convertvector(t75, vcc_v4_long);
                    vcc_v4_long t77 = __builtin_convertvector(t74, vcc_v4_long);
                    vcc_v4_long t78 = t77 * t76;
                    vcc_v4_ulong t79 = (vcc_v4_ulong)t78;
                    t7 = t7 + t79;
                    vcc_v4_uint t80 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    vcc_v4_int t81 = (vcc_v4_int)t80;
                    vcc_v4_uint t82 = vcc_load(vcc_v4_uint, u + (int)(t6 + 4L));
                    vcc_v4_int t83 = t81 + t70;
                    vcc_v4_long t84 = __builtin_convertvector(t83, vcc_v4_long);
                    vcc_v4_long t85 = __builtin_convertvector(t82, vcc_v4_long);
                    vcc_v4_long t86 = t85 * t84;
                    vcc_v4_ulong t87 = (vcc_v4_ulong)t86;
                    t8 = t8 + t87;
                    vcc_v4_uint t88 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                    vcc_v4_int t89 = (vcc_v4_int)t88;
                    vcc_v4_uint t90 = vcc_load(vcc_v4_uint, u + (int)(t6 + 8L));
                    vcc_v4_int t91 = t89 + t70;
                    vcc_v4_long t92 = __builtin_convertvector(t91, vcc_v4_long);
                    vcc_v4_long t93 = __builtin_convertvector(t90, vcc_v4_long);
                    vcc_v4_long t94 = t93 * t92;
                    vcc_v4_ulong t95 = (vcc_v4_ulong)t94;
                    t9 = t9 + t95;
                    vcc_v4_uint t96 = t5 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                    vcc_v4_int t97 = (vcc_v4_int)t96;
                    vcc_v4_uint t98 = vcc_load(vcc_v4_uint, u + (int)(t6 + 12L));
                    vcc_v4_int t99 = t97 + t70;
                    vcc_v4_long t100 = __builtin_convertvector(t99, vcc_v4_long);
                    vcc_v4_long t101 = __builtin_convertvector(t98, vcc_v4_long);
                    vcc_v4_long t102 = t101 * t100;
                    vcc_v4_ulong t103 = (vcc_v4_ulong)t102;
                    t10 = t10 + t103;
                    t6 += 16L;
                    vcc_v4_uint t104 = t5 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                    if (t6 >= t69) {
                        break;
                    }
                    t5 = t104;
                }
                vcc_v4_ulong t105 = t7 + t8;
                vcc_v4_ulong t106 = t105 + t9;
                vcc_v4_ulong t107 = t106 + t10;
                t108 = (int)t69;
                t109 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t107, +));
            } else {
                t108 = 0;
                t109 = t_2;
            }
            long t110 = (long)n + (long)t108 * -1L;
            if (t110 >= 4L) {
                long t111 = t110 & -4L;
                vcc_v4_int t112 = (vcc_v4_int){y, y, y, y};
                vcc_v4_int t113 = (vcc_v4_int){t108, t108, t108, t108};
                vcc_v4_uint t114 = (vcc_v4_uint)t113;
                vcc_v4_uint t11 = t114 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                long t12 = 0L;
                vcc_v4_ulong t13 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    vcc_v4_int t115 = (vcc_v4_int)t11;
                    vcc_v4_uint t116 = vcc_load(vcc_v4_uint, u + (int)((long)t108 + t12));
                    vcc_v4_int t117 = t115 + t112;
                    vcc_v4_long t118 = __builtin_convertvector(t117, vcc_v4_long);
                    vcc_v4_long t119 = __builtin_convertvector(t116, vcc_v4_long);
                    vcc_v4_long t120 = t119 * t118;
                    vcc_v4_ulong t121 = (vcc_v4_ulong)t120;
                    t13 = t13 + t121;
                    t12 += 4L;
                    vcc_v4_uint t122 = t11 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    if (t12 >= t111) {
                        break;
                    }
                    t11 = t122;
                }
                i_1 = (int)((long)t108 + t111);
                t = (long)((unsigned long)t109 + vcc_reduce(unsigned long, t13, +));
            } else {
                i_1 = t108;
                t = t109;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        long t123 = (long)n;
        if (t123 >= 8L) {
            long t124 = t123 & -8L;
            vcc_v4_int t125 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t126 = (vcc_v4_uint)t125;
            vcc_v4_uint t14 = t126 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t15 = 0L;
            vcc_v4_ulong t16 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong t17 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                vcc_v4_int t127 = (vcc_v4_int)t14;
                long t128 = (long)(int)t15;
                vcc_v4_long t129 = __builtin_convertvector(t127, vcc_v4_long);
                vcc_v4_int t130 = vcc_load(vcc_v4_int, out + t128);
                vcc_v4_long t131 = __builtin_convertvector(t130, vcc_v4_long);
                vcc_v4_long t132 = t131 * t129;
                vcc_v4_int t133 = vcc_load(vcc_v4_int, b + t128);
                vcc_v4_long t134 = __builtin_convertvector(t133, vcc_v4_long);
                vcc_v4_long t135 = t132 + t134;
                vcc_v4_ulong t136 = (vcc_v4_ulong)t135;
                t16 = t16 + t136;
                vcc_v4_uint t137 = t14 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int t138 = (vcc_v4_int)t137;
                long t139 = (long)(int)(t15 + 4L);
                vcc_v4_long t140 = __builtin_convertvector(t138, vcc_v4_long);
                vcc_v4_int t141 = vcc_load(vcc_v4_int, out + t139);
                vcc_v4_long t142 = __builtin_convertvector(t141, vcc_v4_long);
                vcc_v4_long t143 = t142 * t140;
                vcc_v4_int t144 = vcc_load(vcc_v4_int, b + t139);
                vcc_v4_long t145 = __builtin_convertvector(t144, vcc_v4_long);
                vcc_v4_long t146 = t143 + t145;
                vcc_v4_ulong t147 = (vcc_v4_ulong)t146;
                t17 = t17 + t147;
                t15 += 8L;
                vcc_v4_uint t148 = t14 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t15 >= t124) {
                    break;
                }
                t14 = t148;
            }
            vcc_v4_ulong t149 = t16 + t17;
            t150 = (int)t124;
            t151 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t149, +));
        } else {
            t150 = 0;
            t151 = t_2;
        }
        long t152 = (long)n + (long)t150 * -1L;
        if (t152 >= 4L) {
            long t153 = t152 & -4L;
            vcc_v4_int t154 = (vcc_v4_int){t150, t150, t150, t150};
            vcc_v4_uint t155 = (vcc_v4_uint)t154;
            vcc_v4_uint t18 = t155 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t19 = 0L;
            vcc_v4_ulong t20 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                vcc_v4_int t156 = (vcc_v4_int)t18;
                long t157 = (long)(int)((long)t150 + t19);
                vcc_v4_long t158 = __builtin_convertvector(t156, vcc_v4_long);
                vcc_v4_int t159 = vcc_load(vcc_v4_int, out + t157);
                vcc_v4_long t160 = __builtin_convertvector(t159, vcc_v4_long);
                vcc_v4_long t161 = t160 * t158;
                vcc_v4_int t162 = vcc_load(vcc_v4_int, b + t157);
                vcc_v4_long t163 = __builtin_convertvector(t162, vcc_v4_long);
                vcc_v4_long t164 = t161 + t163;
                vcc_v4_ulong t165 = (vcc_v4_ulong)t164;
                t20 = t20 + t165;
                t19 += 4L;
                vcc_v4_uint t166 = t18 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t19 >= t153) {
                    break;
                }
                t18 = t166;
            }
            i_2 = (int)((long)t150 + t153);
            t_1 = (long)((unsigned long)t151 + vcc_reduce(unsigned long, t20, +));
        } else {
            i_2 = t150;
            t_1 = t151;
        }
        for (; i_2 < n; i_2++) {
            long t167 = (long)i_2;
            t_1 += (long)out[t167] * t167 + (long)b[t167];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
