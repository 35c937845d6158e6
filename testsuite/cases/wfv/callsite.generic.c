/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    unsigned long t25;
    unsigned long t26;
    long t27;
    unsigned int *t28;
    vcc_v8_float ci_v;
    vcc_v8_float cr_v;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    unsigned int *t37;
    vcc_v8_float ci_v_1;
    vcc_v8_float cr_v_1;
    int i;
    long t41;
    unsigned int *t42;
    vcc_v8_float ci_v_2;
    vcc_v8_float cr_v_2;
    unsigned int t43;
    vcc_v8_uint t44;
    int t45;
    vcc_v8_uint t46;
    unsigned int t47;
    vcc_v8_uint t48;
    int t49;
    vcc_v8_uint t50;
    unsigned int t62;
    int t63;
    vcc_v8_uint t64;
    unsigned int t76;
    int t77;
    vcc_v8_uint t78;
    unsigned int t79;
    vcc_v8_uint t93;
    t22 = (long)n;
    t23 = (unsigned long)out;
    t24 = (unsigned long)cr;
    t25 = (unsigned long)out;
    t26 = (unsigned long)ci;
    if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t23)) & (((t25 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t25))) {
        t27 = t22 & -16L;
        i_vec_1 = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 8, UF 2, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t28 = out + i_vec_1;
            ci_v = vcc_load(vcc_v8_float, ci + i_vec_1);
            cr_v = vcc_load(vcc_v8_float, cr + i_vec_1);
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t41 = i_vec_1 + 8L;
            t42 = out + t41;
            ci_v_2 = vcc_load(vcc_v8_float, ci + t41);
            cr_v_2 = vcc_load(vcc_v8_float, cr + t41);
            t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t43 = 0U;
            t44 = (vcc_v8_uint){0};
            t45 = 1;
            t46 = (vcc_v8_uint){0};
            t47 = 0U;
            t48 = (vcc_v8_uint){0};
            t49 = 1;
            t50 = (vcc_v8_uint){0};
            for (;;) {
                if (t45) {
                    if (t43 < max_iter) {
                        vcc_v8_float t51 = t2 * t2;
                        vcc_v8_float t52 = t3 * t3;
                        vcc_v8_float t53 = t51 + t52;
                        vcc_v8_float t54 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t55 = (vcc_m8)(t53 < t54);
                        t7 = t1 & t55;
                        vcc_v8_float t56 = t51 - t52;
                        t8 = t56 + cr_v;
                        vcc_v8_float t57 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t58 = t57 * t2;
                        vcc_v8_float t59 = t58 * t3;
                        t9 = t59 + ci_v;
                        vcc_v8_uint t60 = (vcc_v8_uint){t43, t43, t43, t43, t43, t43, t43, t43};
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t60, t44);
                        if (vcc_any(t7)) {
                            t62 = t43 + 1U;
                            t63 = 1;
                            t64 = t46;
                            goto L94;
                        }
                        t11 = t10;
                    } else {
                        vcc_v8_uint t61 = (vcc_v8_uint){t43, t43, t43, t43, t43, t43, t43, t43};
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t61, t44);
                    }
                    t7 = t1;
                    t62 = t43;
                    t8 = t2;
                    t9 = t3;
                    t10 = t44;
                    t63 = 0;
                    t64 = t11;
                } else {
                    t7 = t1;
                    t62 = t43;
                    t8 = t2;
                    t9 = t3;
                    t10 = t44;
                    t63 = 0;
                    t64 = t46;
                }
            L94:
                if (t49) {
                    if (t47 < max_iter) {
                        vcc_v8_float t65 = t5 * t5;
                        vcc_v8_float t66 = t6 * t6;
                        vcc_v8_float t67 = t65 + t66;
                        vcc_v8_float t68 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t69 = (vcc_m8)(t67 < t68);
                        t12 = t4 & t69;
                        vcc_v8_float t70 = t65 - t66;
                        t13 = t70 + cr_v_2;
                        vcc_v8_float t71 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t72 = t71 * t5;
                        vcc_v8_float t73 = t72 * t6;
                        t14 = t73 + ci_v_2;
                        vcc_v8_uint t74 = (vcc_v8_uint){t47, t47, t47, t47, t47, t47, t47, t47};
                        t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t74, t48);
                        if (vcc_any(t12)) {
                            t76 = t47 + 1U;
                            t77 = 1;
                            t78 = t50;
                            goto L95;
                        }
                        t16 = t15;
                    } else {
                        vcc_v8_uint t75 = (vcc_v8_uint){t47, t47, t47, t47, t47, t47, t47, t47};
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t75, t48);
                    }
                    t12 = t4;
                    t76 = t47;
                    t13 = t5;
                    t14 = t6;
                    t15 = t48;
                    t77 = 0;
                    t78 = t16;
                } else {
                    t12 = t4;
                    t76 = t47;
                    t13 = t5;
                    t14 = t6;
                    t15 = t48;
                    t77 = 0;
                    t78 = t50;
                }
            L95:
                if (!(t63 | t77)) {
                    vcc_store(t28, t64);
                    vcc_store(t42, t78);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t27) {
                        break;
                    }
                    t29 = (int)t27;
                    goto L96;
                }
                t1 = t7;
                t43 = t62;
                t2 = t8;
                t3 = t9;
                t44 = t10;
                t45 = t63;
                t46 = t64;
                t4 = t12;
                t47 = t76;
                t5 = t13;
                t6 = t14;
                t48 = t15;
                t49 = t77;
                t50 = t78;
            }
        }
    } else {
        t29 = 0;
    }
L96:
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)out;
    t32 = (unsigned long)cr;
    t33 = (unsigned long)out;
    t34 = (unsigned long)ci;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        t35 = t30 & -8L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vector epilogue: VF 8, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, scalar epilogue */
        for (;;) {
            t36 = (long)t29 + i_vec;
            t37 = out + t36;
            ci_v_1 = vcc_load(vcc_v8_float, ci + t36);
            cr_v_1 = vcc_load(vcc_v8_float, cr + t36);
            t17 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t18 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t79 = 0U;
            t20 = (vcc_v8_uint){0};
            while (t79 < max_iter) {
                vcc_v8_float t80 = t18 * t18;
                vcc_v8_float t81 = t19 * t19;
                vcc_v8_float t82 = t80 + t81;
                vcc_v8_float t83 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                vcc_m8 t84 = (vcc_m8)(t82 < t83);
                vcc_m8 t85 = t17 & t84;
                vcc_v8_float t86 = t80 - t81;
                vcc_v8_float t87 = t86 + cr_v_1;
                vcc_v8_float t88 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t89 = t88 * t18;
                vcc_v8_float t90 = t89 * t19;
                vcc_v8_float t91 = t90 + ci_v_1;
                vcc_v8_uint t92 = (vcc_v8_uint){t79, t79, t79, t79, t79, t79, t79, t79};
                t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t92, t20);
                if (!vcc_any(t85)) {
                    t21 = t20;
                    goto L97;
                }
                t17 = t85;
                t79++;
                t18 = t87;
                t19 = t91;
            }
            t93 = (vcc_v8_uint){t79, t79, t79, t79, t79, t79, t79, t79};
            t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t93, t20);
        L97:
            vcc_store(t37, t21);
            i_vec += 8L;
            if (i_vec >= t35) {
                i = (int)((long)t29 + t35);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        float t39 = ci[t38];
        float t40 = cr[t38];
        out[t38] = mandel(t40, t39, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t5 = y + i_vec_1;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_v8_float t18 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t19 = (vcc_m8)(x_v > t18);
            vcc_v8_float t20 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t21 = x_v - t20;
            vcc_v8_float t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, (vcc_v8_float){0}, t21);
            vcc_v8_float t23 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t24 = x_v * t23;
            vcc_v8_float t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t24, t22);
            vcc_v8_float t15 = t25 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t5, t15);
            long t16 = i_vec_1 + 8L;
            float *t17 = y + t16;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t16);
            vcc_v8_float t36 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t37 = (vcc_m8)(x_v_2 > t36);
            vcc_v8_float t38 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t39 = x_v_2 - t38;
            vcc_v8_float t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, (vcc_v8_float){0}, t39);
            vcc_v8_float t41 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t42 = x_v_2 * t41;
            vcc_v8_float t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t42, t40);
            vcc_v8_float t35 = t43 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t17, t35);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t6 = (int)t4;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    if ((t7 >= 8L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -8L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = y + t11;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t27 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t28 = (vcc_m8)(x_v_1 > t27);
            vcc_v8_float t29 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t30 = x_v_1 - t29;
            vcc_v8_float t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, (vcc_v8_float){0}, t30);
            vcc_v8_float t32 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t33 = x_v_1 * t32;
            vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t33, t31);
            vcc_v8_float t26 = t34 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t12, t26);
            i_vec += 8L;
            if (i_vec >= t10) {
                i = (int)((long)t6 + t10);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = x[t13];
        y[t13] = shade(t14, s) + 1.0f;
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
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float v_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_m8 t5 = (vcc_m8)(v_v > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t19 = (vcc_m8)(t6 != (vcc_v8_float){0});
            vcc_v8_float t20 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t21 = v_v * t20;
            vcc_v8_float t22 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t23 = (vcc_m8)(v_v < t22);
            vcc_m8 t24 = ~t23;
            vcc_m8 t25 = t19 & t24;
            vcc_v8_float t26 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t27 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t27, t26);
            vcc_v8_float t29 = t21 + t28;
            vcc_v8_float t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t29, (vcc_v8_float){0});
            vcc_v8_float v_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t30, v_v);
            vcc_store(y + i_vec_1, v_v_2);
            long t16 = i_vec_1 + 8L;
            vcc_v8_float v_v_3 = vcc_load(vcc_v8_float, x + t16);
            vcc_m8 t17 = (vcc_m8)(v_v_3 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t43 = (vcc_m8)(t18 != (vcc_v8_float){0});
            vcc_v8_float t44 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t45 = v_v_3 * t44;
            vcc_v8_float t46 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t47 = (vcc_m8)(v_v_3 < t46);
            vcc_m8 t48 = ~t47;
            vcc_m8 t49 = t43 & t48;
            vcc_v8_float t50 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t51 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t51, t50);
            vcc_v8_float t53 = t45 + t52;
            vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t53, (vcc_v8_float){0});
            vcc_v8_float v_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t54, v_v_3);
            vcc_store(y + t16, v_v_5);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        long t11 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t12 = (long)t7 + i_vec;
            vcc_v8_float v_v_1 = vcc_load(vcc_v8_float, x + t12);
            vcc_m8 t13 = (vcc_m8)(v_v_1 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t31 = (vcc_m8)(t14 != (vcc_v8_float){0});
            vcc_v8_float t32 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t33 = v_v_1 * t32;
            vcc_v8_float t34 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t35 = (vcc_m8)(v_v_1 < t34);
            vcc_m8 t36 = ~t35;
            vcc_m8 t37 = t31 & t36;
            vcc_v8_float t38 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t39, t38);
            vcc_v8_float t41 = t33 + t40;
            vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t41, (vcc_v8_float){0});
            vcc_v8_float v_v_4 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t42, v_v_1);
            vcc_store(y + t12, v_v_4);
            i_vec += 8L;
            if (i_vec >= t11) {
                i = (int)((long)t7 + t11);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float v = x[t15];
        if (v > -1.0f) {
            float v_1 = ramp(v, k);
            v = v_1;
        }
        y[t15] = v;
    }
}

int main(void) {
    int sizes[8];
    int t47;
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
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & 1) {
            long t10 = t7 & -16L;
            vcc_v8_int t11 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint i_v = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t14 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t15 = t14 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint t17 = t16 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t18 = vcc_min(vcc_v8_int, t16, t17);
            vcc_v8_int t1 = (vcc_v8_int)t18;
            vcc_v8_float t19 = __builtin_convertvector(t11, vcc_v8_float);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_float t20 = __builtin_convertvector(i_v_2, vcc_v8_float);
                vcc_v8_float t21 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t20;
                vcc_v8_float t22 = t21 / t19;
                vcc_v8_float t23 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t22;
                vcc_store(cr + i_vec, t23);
                vcc_v8_float t24 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t25 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t24;
                vcc_v8_float t26 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t25;
                vcc_store(ci + i_vec, t26);
                long t27 = i_vec + 8L;
                vcc_v8_uint t28 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t28;
                vcc_v8_float t29 = __builtin_convertvector(i_v_3, vcc_v8_float);
                vcc_v8_float t30 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t29;
                vcc_v8_float t31 = t30 / t19;
                vcc_v8_float t32 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t31;
                vcc_store(cr + t27, t32);
                vcc_v8_int t33 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t34 = (vcc_v8_uint)t33;
                vcc_v8_uint t35 = t34 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t36 = vcc_min(vcc_v8_int, t34, t35);
                vcc_v8_int t37 = (vcc_v8_int)t36;
                vcc_v8_float t38 = __builtin_convertvector(t37, vcc_v8_float);
                vcc_v8_float t39 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t38;
                vcc_v8_float t40 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t39;
                vcc_store(ci + t27, t40);
                i_vec += 16L;
                vcc_v8_uint t41 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t42 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t43 = (vcc_v8_uint)t42;
                vcc_v8_uint t44 = t43 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t45 = vcc_min(vcc_v8_int, t43, t44);
                vcc_v8_int t46 = (vcc_v8_int)t45;
                if (i_vec >= t10) {
                    break;
                }
                i_v = t41;
                t1 = t46;
            }
            t47 = (int)t10;
        } else {
            t47 = 0;
        }
        long t48 = (long)n + (long)t47 * -1L;
        unsigned long t49 = (unsigned long)t5;
        unsigned long t50 = (unsigned long)t6;
        if ((t48 >= 8L) & (((t49 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t47 * 4L))) | ((t50 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t47 * 4L)))) & (t47 >= 0)) {
            long t51 = t48 & -8L;
            vcc_v8_int t52 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            vcc_v8_int t53 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
            vcc_v8_uint t54 = (vcc_v8_uint)t53;
            vcc_v8_uint i_v_1 = t54 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t55 = vcc_splat(vcc_v8_int, t47 % 13);
            vcc_v8_int t56 = t55 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t57 = (vcc_v8_uint)t56;
            vcc_v8_uint t58 = t57 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t59 = vcc_min(vcc_v8_int, t57, t58);
            vcc_v8_int t2 = (vcc_v8_int)t59;
            vcc_v8_float t60 = __builtin_convertvector(t52, vcc_v8_float);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t61 = (long)t47 + i_vec_1;
                vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
                vcc_v8_float t62 = __builtin_convertvector(i_v_4, vcc_v8_float);
                vcc_v8_float t63 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t62;
                vcc_v8_float t64 = t63 / t60;
                vcc_v8_float t65 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t64;
                vcc_store(cr + t61, t65);
                vcc_v8_float t66 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t67 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t66;
                vcc_v8_float t68 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t67;
                vcc_store(ci + t61, t68);
                i_vec_1 += 8L;
                vcc_v8_uint t69 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t70 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t71 = (vcc_v8_uint)t70;
                vcc_v8_uint t72 = t71 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t73 = vcc_min(vcc_v8_int, t71, t72);
                vcc_v8_int t74 = (vcc_v8_int)t73;
                if (i_vec_1 >= t51) {
                    break;
                }
                i_v_1 = t69;
                t2 = t74;
            }
            i = (int)((long)t47 + t51);
        } else {
            i = t47;
        }
        for (; i < n; i++) {
            long t75 = (long)i;
            cr[t75] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t75] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t76 = ci;
        const float *t77 = cr;
        render(out, t77, t76, n, 60U);
        tone(y, t77, n, 0.75f);
        tone_some(y, t76, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t77, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t78 = (long)i_2;
            sum = sum * 31U + out[t78];
            fsum += y[t78];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
