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
    long t17;
    vcc_m8 t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    long t23;
    long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    unsigned long t28;
    long t29;
    long t30;
    long t31;
    unsigned int *t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    int t35;
    long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    long t41;
    long t42;
    unsigned int *t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    int i;
    long t49;
    unsigned int *t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    unsigned int t53;
    vcc_v8_uint t54;
    int t55;
    vcc_v8_uint t56;
    unsigned int t57;
    vcc_v8_uint t58;
    int t59;
    vcc_v8_uint t60;
    unsigned int t72;
    int t73;
    vcc_v8_uint t74;
    unsigned int t86;
    int t87;
    vcc_v8_uint t88;
    unsigned int t89;
    vcc_v8_uint t103;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)cr;
    t27 = (unsigned long)out;
    t28 = (unsigned long)ci;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25)) & (((t27 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t28) | ((t28 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t27))) {
        t29 = t24 & -16L;
        t23 = 0L;
        for (;;) {
            t30 = t23 + 8L;
            t31 = (long)(int)t23;
            t32 = out + t31;
            t33 = vcc_load(vcc_v8_float, ci + t31);
            t34 = vcc_load(vcc_v8_float, cr + t31);
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t49 = (long)(int)t30;
            t50 = out + t49;
            t51 = vcc_load(vcc_v8_float, ci + t49);
            t52 = vcc_load(vcc_v8_float, cr + t49);
            t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t53 = 0U;
            t54 = (vcc_v8_uint){0};
            t55 = 1;
            t56 = (vcc_v8_uint){0};
            t57 = 0U;
            t58 = (vcc_v8_uint){0};
            t59 = 1;
            t60 = (vcc_v8_uint){0};
            for (;;) {
                if (t55) {
                    if (t53 < max_iter) {
                        vcc_v8_float t61 = t2 * t2;
                        vcc_v8_float t62 = t3 * t3;
                        vcc_v8_float t63 = t61 + t62;
                        vcc_v8_float t64 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t65 = (vcc_m8)(t63 < t64);
                        t7 = t1 & t65;
                        vcc_v8_float t66 = t61 - t62;
                        t8 = t66 + t34;
                        vcc_v8_float t67 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t68 = t67 * t2;
                        vcc_v8_float t69 = t68 * t3;
                        t9 = t69 + t33;
                        vcc_v8_uint t70 = (vcc_v8_uint){t53, t53, t53, t53, t53, t53, t53, t53};
                        t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t70, t54);
                        if (vcc_any(t7)) {
                            t72 = t53 + 1U;
                            t73 = 1;
                            t74 = t56;
                            goto L104;
                        }
                        t11 = t10;
                    } else {
                        vcc_v8_uint t71 = (vcc_v8_uint){t53, t53, t53, t53, t53, t53, t53, t53};
                        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t71, t54);
                    }
                    t7 = t1;
                    t72 = t53;
                    t8 = t2;
                    t9 = t3;
                    t10 = t54;
                    t73 = 0;
                    t74 = t11;
                } else {
                    t7 = t1;
                    t72 = t53;
                    t8 = t2;
                    t9 = t3;
                    t10 = t54;
                    t73 = 0;
                    t74 = t56;
                }
            L104:
                if (t59) {
                    if (t57 < max_iter) {
                        vcc_v8_float t75 = t5 * t5;
                        vcc_v8_float t76 = t6 * t6;
                        vcc_v8_float t77 = t75 + t76;
                        vcc_v8_float t78 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                        vcc_m8 t79 = (vcc_m8)(t77 < t78);
                        t12 = t4 & t79;
                        vcc_v8_float t80 = t75 - t76;
                        t13 = t80 + t52;
                        vcc_v8_float t81 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                        vcc_v8_float t82 = t81 * t5;
                        vcc_v8_float t83 = t82 * t6;
                        t14 = t83 + t51;
                        vcc_v8_uint t84 = (vcc_v8_uint){t57, t57, t57, t57, t57, t57, t57, t57};
                        t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t84, t58);
                        if (vcc_any(t12)) {
                            t86 = t57 + 1U;
                            t87 = 1;
                            t88 = t60;
                            goto L105;
                        }
                        t16 = t15;
                    } else {
                        vcc_v8_uint t85 = (vcc_v8_uint){t57, t57, t57, t57, t57, t57, t57, t57};
                        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t85, t58);
                    }
                    t12 = t4;
                    t86 = t57;
                    t13 = t5;
                    t14 = t6;
                    t15 = t58;
                    t87 = 0;
                    t88 = t16;
                } else {
                    t12 = t4;
                    t86 = t57;
                    t13 = t5;
                    t14 = t6;
                    t15 = t58;
                    t87 = 0;
                    t88 = t60;
                }
            L105:
                if (!(t73 | t87)) {
                    vcc_store(t32, t74);
                    vcc_store(t50, t88);
                    t23 += 16L;
                    if (t23 < t29) {
                        break;
                    }
                    t35 = (int)t29;
                    goto L106;
                }
                t1 = t7;
                t53 = t72;
                t2 = t8;
                t3 = t9;
                t54 = t10;
                t55 = t73;
                t56 = t74;
                t4 = t12;
                t57 = t86;
                t5 = t13;
                t6 = t14;
                t58 = t15;
                t59 = t87;
                t60 = t88;
            }
        }
    } else {
        t35 = 0;
    }
L106:
    t36 = (long)n + (long)t35 * -1L;
    t37 = (unsigned long)out;
    t38 = (unsigned long)cr;
    t39 = (unsigned long)out;
    t40 = (unsigned long)ci;
    if ((t36 >= 8L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L)))) & (((t39 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t35 * 4L))) | ((t40 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t35 * 4L))))) {
        t41 = t36 & -8L;
        t17 = 0L;
        for (;;) {
            t42 = (long)(int)((long)t35 + t17);
            t43 = out + t42;
            t44 = vcc_load(vcc_v8_float, ci + t42);
            t45 = vcc_load(vcc_v8_float, cr + t42);
            t18 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t20 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t89 = 0U;
            t21 = (vcc_v8_uint){0};
            while (t89 < max_iter) {
                vcc_v8_float t90 = t19 * t19;
                vcc_v8_float t91 = t20 * t20;
                vcc_v8_float t92 = t90 + t91;
                vcc_v8_float t93 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
                vcc_m8 t94 = (vcc_m8)(t92 < t93);
                vcc_m8 t95 = t18 & t94;
                vcc_v8_float t96 = t90 - t91;
                vcc_v8_float t97 = t96 + t45;
                vcc_v8_float t98 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t99 = t98 * t19;
                vcc_v8_float t100 = t99 * t20;
                vcc_v8_float t101 = t100 + t44;
                vcc_v8_uint t102 = (vcc_v8_uint){t89, t89, t89, t89, t89, t89, t89, t89};
                t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t102, t21);
                if (!vcc_any(t95)) {
                    t22 = t21;
                    goto L107;
                }
                t18 = t95;
                t89++;
                t19 = t97;
                t20 = t101;
            }
            t103 = (vcc_v8_uint){t89, t89, t89, t89, t89, t89, t89, t89};
            t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t103, t21);
        L107:
            vcc_store(t43, t22);
            t17 += 8L;
            if (t17 >= t41) {
                i = (int)((long)t35 + t41);
                break;
            }
        }
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        float t47 = ci[t46];
        float t48 = cr[t46];
        out[t46] = mandel(t48, t47, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    int t11;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)y;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            long t8 = (long)(int)t2;
            float *t9 = y + t8;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float t25 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t26 = (vcc_m8)(t10 > t25);
            vcc_v8_float t27 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t28 = t10 - t27;
            vcc_v8_float t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, (vcc_v8_float){0}, t28);
            vcc_v8_float t30 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t31 = t10 * t30;
            vcc_v8_float t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t31, t29);
            vcc_v8_float t21 = t32 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t9, t21);
            long t22 = (long)(int)t7;
            float *t23 = y + t22;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, x + t22);
            vcc_v8_float t43 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t44 = (vcc_m8)(t24 > t43);
            vcc_v8_float t45 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t46 = t24 - t45;
            vcc_v8_float t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, (vcc_v8_float){0}, t46);
            vcc_v8_float t48 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t49 = t24 * t48;
            vcc_v8_float t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t49, t47);
            vcc_v8_float t42 = t50 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t23, t42);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)t6;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)y;
    unsigned long t14 = (unsigned long)x;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        long t15 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)((long)t11 + t1);
            float *t17 = y + t16;
            vcc_v8_float t18 = vcc_load(vcc_v8_float, x + t16);
            vcc_v8_float t34 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t35 = (vcc_m8)(t18 > t34);
            vcc_v8_float t36 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t37 = t18 - t36;
            vcc_v8_float t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, (vcc_v8_float){0}, t37);
            vcc_v8_float t39 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            vcc_v8_float t40 = t18 * t39;
            vcc_v8_float t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t40, t38);
            vcc_v8_float t33 = t41 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t17, t33);
            t1 += 8L;
            if (t1 >= t15) {
                i = (int)((long)t11 + t15);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = x[t19];
        y[t19] = shade(t20, s) + 1.0f;
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
    int t12;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)y;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            long t8 = (long)(int)t2;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, x + t8);
            vcc_m8 t10 = (vcc_m8)(t9 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t27 = (vcc_m8)(t11 != (vcc_v8_float){0});
            vcc_v8_float t28 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t29 = t9 * t28;
            vcc_v8_float t30 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t31 = (vcc_m8)(t9 < t30);
            vcc_m8 t32 = ~t31;
            vcc_m8 t33 = t27 & t32;
            vcc_v8_float t34 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t35 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t35, t34);
            vcc_v8_float t37 = t29 + t36;
            vcc_v8_float t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t37, (vcc_v8_float){0});
            vcc_v8_float t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t38, t9);
            vcc_store(y + t8, t22);
            long t23 = (long)(int)t7;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, x + t23);
            vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t53 = (vcc_m8)(t26 != (vcc_v8_float){0});
            vcc_v8_float t54 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t55 = t24 * t54;
            vcc_v8_float t56 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t57 = (vcc_m8)(t24 < t56);
            vcc_m8 t58 = ~t57;
            vcc_m8 t59 = t53 & t58;
            vcc_v8_float t60 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t61 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t61, t60);
            vcc_v8_float t63 = t55 + t62;
            vcc_v8_float t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t53, t63, (vcc_v8_float){0});
            vcc_v8_float t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t64, t24);
            vcc_store(y + t23, t52);
            t2 += 16L;
            if (t2 >= t6) {
                t12 = (int)t6;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    unsigned long t14 = (unsigned long)y;
    unsigned long t15 = (unsigned long)x;
    if ((t13 >= 8L) & (((t14 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t12 * 4L))) | ((t15 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t12 * 4L))))) {
        long t16 = t13 & -8L;
        long t1 = 0L;
        for (;;) {
            long t17 = (long)(int)((long)t12 + t1);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, x + t17);
            vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f});
            vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t40 = (vcc_m8)(t20 != (vcc_v8_float){0});
            vcc_v8_float t41 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t42 = t18 * t41;
            vcc_v8_float t43 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t44 = (vcc_m8)(t18 < t43);
            vcc_m8 t45 = ~t44;
            vcc_m8 t46 = t40 & t45;
            vcc_v8_float t47 = vcc_splat(vcc_v8_float, -1.0f);
            vcc_v8_float t48 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t48, t47);
            vcc_v8_float t50 = t42 + t49;
            vcc_v8_float t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t50, (vcc_v8_float){0});
            vcc_v8_float t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t51, t18);
            vcc_store(y + t17, t39);
            t1 += 8L;
            if (t1 >= t16) {
                i = (int)((long)t12 + t16);
                break;
            }
        }
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float v = x[t21];
        if (v > -1.0f) {
            float v_1 = ramp(v, k);
            v = v_1;
        }
        y[t21] = v;
    }
}

int main(void) {
    int sizes[8];
    int t54;
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
        int t7 = n + 1;
        unsigned long t8 = (unsigned long)t7 * 4UL;
        void *t9 = malloc(t8);
        float *cr = (float *)t9;
        void *t10 = malloc(t8);
        float *ci = (float *)t10;
        float *y = (float *)malloc(t8);
        unsigned int *out = (unsigned int *)malloc(t8);
        long t11 = (long)n;
        unsigned long t12 = (unsigned long)t9;
        unsigned long t13 = (unsigned long)t10;
        if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & 1) {
            long t14 = t11 & -16L;
            vcc_v8_int t15 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            vcc_v8_int t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            vcc_v8_uint t1 = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            vcc_v8_uint t21 = t20 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
            vcc_v8_int t2 = (vcc_v8_int)t22;
            vcc_v8_float t23 = __builtin_convertvector(t15, vcc_v8_float);
            long t3 = 0L;
            for (;;) {
                vcc_v8_int t24 = (vcc_v8_int)t1;
                long t25 = (long)(int)t3;
                vcc_v8_float t26 = __builtin_convertvector(t24, vcc_v8_float);
                vcc_v8_float t27 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t26;
                vcc_v8_float t28 = t27 / t23;
                vcc_v8_float t29 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t28;
                vcc_store(cr + t25, t29);
                vcc_v8_float t30 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t31 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t30;
                vcc_v8_float t32 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t31;
                vcc_store(ci + t25, t32);
                vcc_v8_uint t33 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t34 = (vcc_v8_int)t33;
                long t35 = (long)(int)(t3 + 8L);
                vcc_v8_float t36 = __builtin_convertvector(t34, vcc_v8_float);
                vcc_v8_float t37 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t36;
                vcc_v8_float t38 = t37 / t23;
                vcc_v8_float t39 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t38;
                vcc_store(cr + t35, t39);
                vcc_v8_int t40 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t41 = (vcc_v8_uint)t40;
                vcc_v8_uint t42 = t41 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
                vcc_v8_int t44 = (vcc_v8_int)t43;
                vcc_v8_float t45 = __builtin_convertvector(t44, vcc_v8_float);
                vcc_v8_float t46 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t45;
                vcc_v8_float t47 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t46;
                vcc_store(ci + t35, t47);
                t3 += 16L;
                vcc_v8_uint t48 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t49 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t50 = (vcc_v8_uint)t49;
                vcc_v8_uint t51 = t50 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t52 = vcc_min(vcc_v8_int, t50, t51);
                vcc_v8_int t53 = (vcc_v8_int)t52;
                if (t3 >= t14) {
                    break;
                }
                t1 = t48;
                t2 = t53;
            }
            t54 = (int)t14;
        } else {
            t54 = 0;
        }
        long t55 = (long)n + (long)t54 * -1L;
        unsigned long t56 = (unsigned long)t9;
        unsigned long t57 = (unsigned long)t10;
        if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L)))) & (t54 >= 0)) {
            long t58 = t55 & -8L;
            vcc_v8_int t59 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            vcc_v8_int t60 = (vcc_v8_int){t54, t54, t54, t54, t54, t54, t54, t54};
            vcc_v8_uint t61 = (vcc_v8_uint)t60;
            vcc_v8_uint t4 = t61 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t62 = vcc_splat(vcc_v8_int, t54 % 13);
            vcc_v8_int t63 = t62 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_uint t64 = (vcc_v8_uint)t63;
            vcc_v8_uint t65 = t64 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t66 = vcc_min(vcc_v8_int, t64, t65);
            vcc_v8_int t5 = (vcc_v8_int)t66;
            vcc_v8_float t67 = __builtin_convertvector(t59, vcc_v8_float);
            long t6 = 0L;
            for (;;) {
                vcc_v8_int t68 = (vcc_v8_int)t4;
                long t69 = (long)(int)((long)t54 + t6);
                vcc_v8_float t70 = __builtin_convertvector(t68, vcc_v8_float);
                vcc_v8_float t71 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f} * t70;
                vcc_v8_float t72 = t71 / t67;
                vcc_v8_float t73 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t72;
                vcc_store(cr + t69, t73);
                vcc_v8_float t74 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t75 = (vcc_v8_float){0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f, 0.02f} * t74;
                vcc_v8_float t76 = (vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f} + t75;
                vcc_store(ci + t69, t76);
                t6 += 8L;
                vcc_v8_uint t77 = t4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t78 = t5 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                vcc_v8_uint t79 = (vcc_v8_uint)t78;
                vcc_v8_uint t80 = t79 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t81 = vcc_min(vcc_v8_int, t79, t80);
                vcc_v8_int t82 = (vcc_v8_int)t81;
                if (t6 >= t58) {
                    break;
                }
                t4 = t77;
                t5 = t82;
            }
            i = (int)((long)t54 + t58);
        } else {
            i = t54;
        }
        for (; i < n; i++) {
            long t83 = (long)i;
            cr[t83] = -2.0f + 2.5f * (float)i / (float)t7;
            ci[t83] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t84 = ci;
        const float *t85 = cr;
        render(out, t85, t84, n, 60U);
        tone(y, t85, n, 0.75f);
        tone_some(y, t84, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t85, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t86 = (long)i_2;
            sum = sum * 31U + out[t86];
            fsum += y[t86];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
