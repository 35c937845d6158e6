/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shade(vcc_v8_float x, float scale);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_ramp(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_ramp(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
/* Call sites: loops under `#pragma omp simd` whose bodies call annotated functions are
   vectorized with the calls replaced by calls to the unmasked variants (uniform arguments from
   before the loop); the scalar epilogue calls the scalar functions. main calls the loops over
   several trip counts with exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned mandel(float cr, float ci, unsigned max_iter) {
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

/* vcc: function at callsite.c:11 vector variant _ZGVdN8vvu_mandel of `mandel`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
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

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

/* vcc: function at callsite.c:24 vector variant _ZGVdN8vu_shade of `shade`: VL 8, unmasked, x vector, scale uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shade(vcc_v8_float x, float scale) {
    vcc_v8_float t1 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_m8 t2 = (vcc_m8)(x > t1);
    vcc_v8_float t3 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    vcc_v8_float t4 = x - t3;
    vcc_v8_float t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, (vcc_v8_float){0}, t4);
    vcc_v8_float t6 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    vcc_v8_float t7 = x * t6;
    vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t7, t5);
    return t8;
}
#pragma GCC diagnostic pop

void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
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
    unsigned long t23;
    unsigned long t24;
    long t25;
    unsigned long t26;
    unsigned long t27;
    long t28;
    long t29;
    unsigned int *t30;
    vcc_v8_float ci_v;
    vcc_v8_float cr_v;
    int t31;
    long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    unsigned long t36;
    unsigned long t37;
    long t38;
    long t39;
    long t40;
    unsigned int *t41;
    vcc_v8_float ci_v_1;
    vcc_v8_float cr_v_1;
    int i;
    long t45;
    unsigned int *t46;
    vcc_v8_float ci_v_2;
    vcc_v8_float cr_v_2;
    unsigned int t47;
    vcc_v8_uint t48;
    int t49;
    vcc_v8_uint t50;
    unsigned int t51;
    vcc_v8_uint t52;
    int t53;
    vcc_v8_uint t54;
    unsigned int t66;
    int t67;
    vcc_v8_uint t68;
    unsigned int t80;
    int t81;
    vcc_v8_uint t82;
    unsigned int t83;
    vcc_v8_uint t97;
    t22 = (long)n;
    t23 = (unsigned long)out;
    t24 = (unsigned long)cr;
    t25 = (long)((unsigned long)out - (unsigned long)cr);
    t26 = (unsigned long)out;
    t27 = (unsigned long)ci;
    t28 = (long)((unsigned long)out - (unsigned long)ci);
    if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t23) | ((t25 <= 0L) | (t25 >= 64L))) & (((t26 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t27) | ((t27 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t26) | ((t28 <= 0L) | (t28 >= 64L)))) {
        t29 = t22 & -16L;
        i_vec_1 = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 8, UF 2, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t30 = out + i_vec_1;
            ci_v = vcc_load(vcc_v8_float, ci + i_vec_1);
            cr_v = vcc_load(vcc_v8_float, cr + i_vec_1);
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t45 = i_vec_1 + 8L;
            t46 = out + t45;
            ci_v_2 = vcc_load(vcc_v8_float, ci + t45);
            cr_v_2 = vcc_load(vcc_v8_float, cr + t45);
            t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t47 = 0U;
            t48 = (vcc_v8_uint){0};
            t49 = 1;
            t50 = (vcc_v8_uint){0};
            t51 = 0U;
            t52 = (vcc_v8_uint){0};
            t53 = 1;
            t54 = (vcc_v8_uint){0};
            for (;;) {
                if (t49) {
                    if (t47 < max_iter) {
                        vcc_v8_float t55 = t2 * t2;
                        vcc_v8_float t56 = t3 * t3;
                        vcc_v8_float t57 = t55 + t56;
                        vcc_v8_float t58 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t59 = (vcc_m8)(t57 < t58);
                        t7 = t1 & t59;
                        vcc_v8_float t60 = t55 - t56;
                        t8 = t60 + cr_v;
                        vcc_v8_float t61 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t62 = t61 * t2;
                        vcc_v8_float t63 = t62 * t3;
                        t9 = t63 + ci_v;
                        vcc_v8_uint t64 = (vcc_v8_uint){t47, t47, t47, t47, t47, t47, t47, t47};
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t64, t48);
                        if (vcc_any(t7)) {
                            t66 = t47 + 1U;
                            t67 = 1;
                            t68 = t50;
                            goto L98;
                        }
                        t11 = t10;
                    } else {
                        vcc_v8_uint t65 = (vcc_v8_uint){t47, t47, t47, t47, t47, t47, t47, t47};
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t65, t48);
                    }
                    t7 = t1;
                    t66 = t47;
                    t8 = t2;
                    t9 = t3;
                    t10 = t48;
                    t67 = 0;
                    t68 = t11;
                } else {
                    t7 = t1;
                    t66 = t47;
                    t8 = t2;
                    t9 = t3;
                    t10 = t48;
                    t67 = 0;
                    t68 = t50;
                }
            L98:
                if (t53) {
                    if (t51 < max_iter) {
                        vcc_v8_float t69 = t5 * t5;
                        vcc_v8_float t70 = t6 * t6;
                        vcc_v8_float t71 = t69 + t70;
                        vcc_v8_float t72 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t73 = (vcc_m8)(t71 < t72);
                        t12 = t4 & t73;
                        vcc_v8_float t74 = t69 - t70;
                        t13 = t74 + cr_v_2;
                        vcc_v8_float t75 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t76 = t75 * t5;
                        vcc_v8_float t77 = t76 * t6;
                        t14 = t77 + ci_v_2;
                        vcc_v8_uint t78 = (vcc_v8_uint){t51, t51, t51, t51, t51, t51, t51, t51};
                        t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t78, t52);
                        if (vcc_any(t12)) {
                            t80 = t51 + 1U;
                            t81 = 1;
                            t82 = t54;
                            goto L99;
                        }
                        t16 = t15;
                    } else {
                        vcc_v8_uint t79 = (vcc_v8_uint){t51, t51, t51, t51, t51, t51, t51, t51};
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t79, t52);
                    }
                    t12 = t4;
                    t80 = t51;
                    t13 = t5;
                    t14 = t6;
                    t15 = t52;
                    t81 = 0;
                    t82 = t16;
                } else {
                    t12 = t4;
                    t80 = t51;
                    t13 = t5;
                    t14 = t6;
                    t15 = t52;
                    t81 = 0;
                    t82 = t54;
                }
            L99:
                if (!(t67 | t81)) {
                    vcc_store(t30, t68);
                    vcc_store(t46, t82);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t29) {
                        break;
                    }
                    t31 = (int)t29;
                    goto L100;
                }
                t1 = t7;
                t47 = t66;
                t2 = t8;
                t3 = t9;
                t48 = t10;
                t49 = t67;
                t50 = t68;
                t4 = t12;
                t51 = t80;
                t5 = t13;
                t6 = t14;
                t52 = t15;
                t53 = t81;
                t54 = t82;
            }
        }
    } else {
        t31 = 0;
    }
L100:
    t32 = (long)n + (long)t31 * -1L;
    t33 = (unsigned long)out;
    t34 = (unsigned long)cr;
    t35 = (long)((unsigned long)out + (unsigned long)((long)t31 * 4L) - ((unsigned long)cr + (unsigned long)((long)t31 * 4L)));
    t36 = (unsigned long)out;
    t37 = (unsigned long)ci;
    t38 = (long)((unsigned long)out + (unsigned long)((long)t31 * 4L) - ((unsigned long)ci + (unsigned long)((long)t31 * 4L)));
    if ((t32 >= 8L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L))) | ((t35 <= 0L) | (t35 >= 32L))) & (((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t31 * 4L))) | ((t37 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t38 <= 0L) | (t38 >= 32L)))) {
        t39 = t32 & -8L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vector epilogue: VF 8, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            t40 = (long)t31 + i_vec;
            t41 = out + t40;
            ci_v_1 = vcc_load(vcc_v8_float, ci + t40);
            cr_v_1 = vcc_load(vcc_v8_float, cr + t40);
            t17 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t18 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t83 = 0U;
            t20 = (vcc_v8_uint){0};
            while (t83 < max_iter) {
                vcc_v8_float t84 = t18 * t18;
                vcc_v8_float t85 = t19 * t19;
                vcc_v8_float t86 = t84 + t85;
                vcc_v8_float t87 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                vcc_m8 t88 = (vcc_m8)(t86 < t87);
                vcc_m8 t89 = t17 & t88;
                vcc_v8_float t90 = t84 - t85;
                vcc_v8_float t91 = t90 + cr_v_1;
                vcc_v8_float t92 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t93 = t92 * t18;
                vcc_v8_float t94 = t93 * t19;
                vcc_v8_float t95 = t94 + ci_v_1;
                vcc_v8_uint t96 = (vcc_v8_uint){t83, t83, t83, t83, t83, t83, t83, t83};
                t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t96, t20);
                if (!vcc_any(t89)) {
                    t21 = t20;
                    goto L101;
                }
                t17 = t89;
                t83++;
                t18 = t91;
                t19 = t95;
            }
            t97 = (vcc_v8_uint){t83, t83, t83, t83, t83, t83, t83, t83};
            t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t97, t20);
        L101:
            vcc_store(t41, t21);
            i_vec += 8L;
            if (i_vec >= t39) {
                i = (int)((long)t31 + t39);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        float t43 = ci[t42];
        float t44 = cr[t42];
        out[t42] = mandel(t44, t43, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = y + i_vec_1;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_v8_float t20 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t21 = (vcc_m8)(x_v > t20);
            vcc_v8_float t22 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t23 = x_v - t22;
            vcc_v8_float t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, (vcc_v8_float){0}, t23);
            vcc_v8_float t25 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t26 = x_v * t25;
            vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t26, t24);
            vcc_v8_float t17 = t27 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t6, t17);
            long t18 = i_vec_1 + 8L;
            float *t19 = y + t18;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float t38 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t39 = (vcc_m8)(x_v_2 > t38);
            vcc_v8_float t40 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t41 = x_v_2 - t40;
            vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, (vcc_v8_float){0}, t41);
            vcc_v8_float t43 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t44 = x_v_2 * t43;
            vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t44, t42);
            vcc_v8_float t37 = t45 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t19, t37);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)y + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 32L)))) {
        long t12 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = y + t13;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t13);
            vcc_v8_float t29 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t30 = (vcc_m8)(x_v_1 > t29);
            vcc_v8_float t31 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t32 = x_v_1 - t31;
            vcc_v8_float t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, (vcc_v8_float){0}, t32);
            vcc_v8_float t34 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t35 = x_v_1 * t34;
            vcc_v8_float t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t35, t33);
            vcc_v8_float t28 = t36 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t14, t28);
            i_vec += 8L;
            if (i_vec >= t12) {
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        y[t15] = shade(t16, s) + 1.0f;
    }
}

/* A call under a condition needs the masked variant; `shade` has none (notinbranch): the loop
   stays scalar and the remark says why. */
void tone_some(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[i] = shade(x[i], s);
}

/* #pragma omp declare simd uniform(k) */
float ramp(float x, float k) {
    return x * k + (x < 0.0f ? -1.0f : 1.0f);
}

/* vcc: function at callsite.c:52 vector variant _ZGVdN8vu_ramp of `ramp`: VL 8, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_ramp(vcc_v8_float x, float k) {
    vcc_v8_float t1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t2 = x * t1;
    vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t4 = (vcc_m8)(x < t3);
    vcc_v8_float t5 = vcc_splat(vcc_v8_float, -1.0f);
    vcc_v8_float t6 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t5, t6);
    vcc_v8_float t8 = t2 + t7;
    return t8;
}
#pragma GCC diagnostic pop

/* vcc: function at callsite.c:52 vector variant _ZGVdM8vu_ramp of `ramp`: VL 8, masked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_ramp(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t3 = x * t2;
    vcc_v8_float t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t5 = (vcc_m8)(x < t4);
    vcc_m8 t6 = ~t5;
    vcc_m8 t7 = t1 & t6;
    vcc_v8_float t8 = vcc_splat(vcc_v8_float, -1.0f);
    vcc_v8_float t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t8);
    vcc_v8_float t11 = t3 + t10;
    vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, (vcc_v8_float){0});
    return t12;
}
#pragma GCC diagnostic pop

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
void ramp_some(float *y, const float *x, int n, float k) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float v_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_m8 t6 = (vcc_m8)(v_v > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t21 = (vcc_m8)(t7 != (vcc_v8_float){0});
            vcc_v8_float t22 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t23 = v_v * t22;
            vcc_v8_float t24 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t25 = (vcc_m8)(v_v < t24);
            vcc_m8 t26 = ~t25;
            vcc_m8 t27 = t21 & t26;
            vcc_v8_float t28 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t29 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t28);
            vcc_v8_float t31 = t23 + t30;
            vcc_v8_float t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t31, (vcc_v8_float){0});
            vcc_v8_float v_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t32, v_v);
            vcc_store(y + i_vec_1, v_v_2);
            long t18 = i_vec_1 + 8L;
            vcc_v8_float v_v_3 = vcc_load(vcc_v8_float, x + t18);
            vcc_m8 t19 = (vcc_m8)(v_v_3 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t45 = (vcc_m8)(t20 != (vcc_v8_float){0});
            vcc_v8_float t46 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t47 = v_v_3 * t46;
            vcc_v8_float t48 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t49 = (vcc_m8)(v_v_3 < t48);
            vcc_m8 t50 = ~t49;
            vcc_m8 t51 = t45 & t50;
            vcc_v8_float t52 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t53 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t51, t53, t52);
            vcc_v8_float t55 = t47 + t54;
            vcc_v8_float t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t55, (vcc_v8_float){0});
            vcc_v8_float v_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t56, v_v_3);
            vcc_store(y + t18, v_v_5);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t8 = (int)t5;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)y;
    unsigned long t11 = (unsigned long)x;
    long t12 = (long)((unsigned long)y + (unsigned long)((long)t8 * 4L) - ((unsigned long)x + (unsigned long)((long)t8 * 4L)));
    if ((t9 >= 8L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))) | ((t12 <= 0L) | (t12 >= 32L)))) {
        long t13 = t9 & -8L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t14 = (long)t8 + i_vec;
            vcc_v8_float v_v_1 = vcc_load(vcc_v8_float, x + t14);
            vcc_m8 t15 = (vcc_m8)(v_v_1 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t33 = (vcc_m8)(t16 != (vcc_v8_float){0});
            vcc_v8_float t34 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t35 = v_v_1 * t34;
            vcc_v8_float t36 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t37 = (vcc_m8)(v_v_1 < t36);
            vcc_m8 t38 = ~t37;
            vcc_m8 t39 = t33 & t38;
            vcc_v8_float t40 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t41 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t41, t40);
            vcc_v8_float t43 = t35 + t42;
            vcc_v8_float t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t43, (vcc_v8_float){0});
            vcc_v8_float v_v_4 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t44, v_v_1);
            vcc_store(y + t14, v_v_4);
            i_vec += 8L;
            if (i_vec >= t13) {
                i = (int)((long)t8 + t13);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float v = x[t17];
        if (v > -1.0f) {
            float v_1 = ramp(v, k);
            v = v_1;
        }
        y[t17] = v;
    }
}

int main(void) {
    int sizes[8];
    int t51;
    int i;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t3 = n + 1;
        unsigned long t4 = (unsigned long)t3 * 4UL;
        void *t5 = malloc(t4);
        float *cr = (float *)t5;
        void *t6 = malloc(t4);
        float *ci = (float *)t6;
        float *y = (float *)malloc(t4);
        unsigned int *out = (unsigned int *)malloc(t4);
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        long t10 = (long)((unsigned long)t6 - (unsigned long)t5);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            vcc_v8_int t12 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint i_v = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t19 = (vcc_v8_uint)t16;
            vcc_v8_uint t20 = t19 - t18;
            vcc_v8_int t1 = (vcc_v8_int)t20;
            vcc_v8_float t21 = __builtin_convertvector(t12, vcc_v8_float);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_float t22 = __builtin_convertvector(i_v_2, vcc_v8_float);
                vcc_v8_float t23 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t22;
                vcc_v8_float t24 = t23 / t21;
                vcc_v8_float t25 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t24;
                vcc_store(cr + i_vec, t25);
                vcc_v8_float t26 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t27 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t26;
                vcc_v8_float t28 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t27;
                vcc_store(ci + i_vec, t28);
                long t29 = i_vec + 8L;
                vcc_v8_uint t30 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t30;
                vcc_v8_float t31 = __builtin_convertvector(i_v_3, vcc_v8_float);
                vcc_v8_float t32 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t31;
                vcc_v8_float t33 = t32 / t21;
                vcc_v8_float t34 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t33;
                vcc_store(cr + t29, t34);
                vcc_v8_int t35 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_m8 t36 = (vcc_m8)(t35 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t38 = (vcc_v8_uint)t35;
                vcc_v8_uint t39 = t38 - t37;
                vcc_v8_int t40 = (vcc_v8_int)t39;
                vcc_v8_float t41 = __builtin_convertvector(t40, vcc_v8_float);
                vcc_v8_float t42 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t41;
                vcc_v8_float t43 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t42;
                vcc_store(ci + t29, t43);
                i_vec += 16L;
                vcc_v8_uint t44 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t45 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_m8 t46 = (vcc_m8)(t45 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t48 = (vcc_v8_uint)t45;
                vcc_v8_uint t49 = t48 - t47;
                vcc_v8_int t50 = (vcc_v8_int)t49;
                if (i_vec >= t11) {
                    break;
                }
                i_v = t44;
                t1 = t50;
            }
            t51 = (int)t11;
        } else {
            t51 = 0;
        }
        long t52 = (long)n + (long)t51 * -1L;
        unsigned long t53 = (unsigned long)t5;
        unsigned long t54 = (unsigned long)t6;
        long t55 = (long)((unsigned long)t6 + (unsigned long)((long)t51 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t51 * 4L)));
        if ((t52 >= 8L) & (((t53 + (unsigned long)((long)t51 * 4L + 4L + (t52 - 1L) * 4L)) <= (t54 + (unsigned long)((long)t51 * 4L))) | ((t54 + (unsigned long)((long)t51 * 4L + 4L + (t52 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t51 * 4L))) | ((t55 <= 0L) | (t55 >= 32L))) & (t51 >= 0)) {
            long t56 = t52 & -8L;
            vcc_v8_int t57 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            vcc_v8_int t58 = (vcc_v8_int){t51, t51, t51, t51, t51, t51, t51, t51};
            vcc_v8_uint t59 = (vcc_v8_uint)t58;
            vcc_v8_uint i_v_1 = t59 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t60 = vcc_splat(vcc_v8_int, t51 % 13);
            vcc_v8_int t61 = t60 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_m8 t62 = (vcc_m8)(t61 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t64 = (vcc_v8_uint)t61;
            vcc_v8_uint t65 = t64 - t63;
            vcc_v8_int t2 = (vcc_v8_int)t65;
            vcc_v8_float t66 = __builtin_convertvector(t57, vcc_v8_float);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t67 = (long)t51 + i_vec_1;
                vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
                vcc_v8_float t68 = __builtin_convertvector(i_v_4, vcc_v8_float);
                vcc_v8_float t69 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t68;
                vcc_v8_float t70 = t69 / t66;
                vcc_v8_float t71 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t70;
                vcc_store(cr + t67, t71);
                vcc_v8_float t72 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t73 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t72;
                vcc_v8_float t74 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t73;
                vcc_store(ci + t67, t74);
                i_vec_1 += 8L;
                vcc_v8_uint t75 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t76 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_m8 t77 = (vcc_m8)(t76 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t79 = (vcc_v8_uint)t76;
                vcc_v8_uint t80 = t79 - t78;
                vcc_v8_int t81 = (vcc_v8_int)t80;
                if (i_vec_1 >= t56) {
                    break;
                }
                i_v_1 = t75;
                t2 = t81;
            }
            i = (int)((long)t51 + t56);
        } else {
            i = t51;
        }
        for (; i < n; i++) {
            long t82 = (long)i;
            cr[t82] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t82] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t83 = ci;
        const float *t84 = cr;
        render(out, t84, t83, n, 60U);
        tone(y, t84, n, 0.75f);
        tone_some(y, t83, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t84, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t85 = (long)i_2;
            sum = sum * 31U + out[t85];
            fsum += y[t85];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
