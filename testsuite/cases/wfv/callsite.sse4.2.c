/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_shade(__m128 x, float scale);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_ramp(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_ramp(__m128 x, float k, __m128 mask);
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

/* vcc: function at callsite.c:11 vector variant _ZGVbN4vvu_mandel of `mandel`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter) {
    __m128i t1;
    __m128 t2;
    __m128 t3;
    vcc_v4_uint t4;
    vcc_v4_uint t5;
    unsigned int t6;
    __m128i t19;
    t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    t2 = _mm_set1_ps(0.0f);
    t3 = _mm_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
    while (t6 < max_iter) {
        __m128 t7 = _mm_mul_ps(t2, t2);
        __m128 t8 = _mm_mul_ps(t3, t3);
        __m128 t9 = _mm_add_ps(t7, t8);
        __m128 t10 = _mm_set1_ps(4.0f);
        __m128i t11 = _mm_castps_si128(_mm_cmplt_ps(t9, t10));
        __m128i t12 = (__m128i)((vcc_m4)t1 & (vcc_m4)t11);
        __m128 t13 = _mm_sub_ps(t7, t8);
        __m128 t14 = _mm_add_ps(t13, cr);
        __m128 t15 = _mm_set1_ps(2.0f);
        __m128 t16 = _mm_mul_ps(t15, t2);
        __m128 t17 = _mm_mul_ps(t16, t3);
        t3 = _mm_add_ps(t17, ci);
        __m128i t18 = _mm_set1_epi32((int)t6);
        t4 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t4, t18, t1);
        if (!(!_mm_testz_si128(t12, t12))) {
            t5 = (vcc_v4_uint)(__m128i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm_set1_epi32((int)t6);
    t5 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t4, t19, t1);
L20:
    return (__m128i)t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

/* vcc: function at callsite.c:24 vector variant _ZGVbN4vu_shade of `shade`: VL 4, unmasked, x vector, scale uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_shade(__m128 x, float scale) {
    __m128 t1 = _mm_set1_ps(1.0f);
    __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x, t1));
    __m128 t3 = _mm_set1_ps(scale);
    __m128 t4 = _mm_sub_ps(x, t3);
    __m128 t5 = _mm_blendv_ps(t4, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t2));
    __m128 t6 = _mm_set1_ps(scale);
    __m128 t7 = _mm_mul_ps(x, t6);
    __m128 t8 = _mm_blendv_ps(t5, t7, _mm_castsi128_ps(t2));
    return t8;
}

__attribute__((target("sse4.2"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    __m128i t1;
    __m128 t2;
    __m128 t3;
    __m128i t4;
    __m128 t5;
    __m128 t6;
    __m128i t7;
    __m128 t8;
    __m128 t9;
    __m128i t10;
    __m128 t11;
    __m128 t12;
    __m128i t13;
    __m128 t14;
    __m128 t15;
    vcc_v4_uint t16;
    vcc_v4_uint t17;
    __m128i t18;
    __m128 t19;
    __m128 t20;
    vcc_v4_uint t21;
    vcc_v4_uint t22;
    __m128i t23;
    __m128 t24;
    __m128 t25;
    vcc_v4_uint t26;
    vcc_v4_uint t27;
    __m128i t28;
    __m128 t29;
    __m128 t30;
    vcc_v4_uint t31;
    vcc_v4_uint t32;
    long i_vec;
    __m128i t33;
    __m128 t34;
    __m128 t35;
    vcc_v4_uint t36;
    vcc_v4_uint t37;
    long i_vec_1;
    long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    long t43;
    unsigned int *t44;
    __m128 ci_v;
    __m128 cr_v;
    int t45;
    long t46;
    unsigned long t47;
    unsigned long t48;
    unsigned long t49;
    unsigned long t50;
    long t51;
    long t52;
    unsigned int *t53;
    __m128 ci_v_1;
    __m128 cr_v_1;
    int i;
    long t57;
    unsigned int *t58;
    __m128 ci_v_2;
    __m128 cr_v_2;
    long t59;
    unsigned int *t60;
    __m128 ci_v_3;
    __m128 cr_v_3;
    long t61;
    unsigned int *t62;
    __m128 ci_v_4;
    __m128 cr_v_4;
    unsigned int t63;
    vcc_v4_uint t64;
    int t65;
    vcc_v4_uint t66;
    unsigned int t67;
    vcc_v4_uint t68;
    int t69;
    vcc_v4_uint t70;
    unsigned int t71;
    vcc_v4_uint t72;
    int t73;
    vcc_v4_uint t74;
    unsigned int t75;
    vcc_v4_uint t76;
    int t77;
    vcc_v4_uint t78;
    unsigned int t90;
    int t91;
    vcc_v4_uint t92;
    unsigned int t104;
    int t105;
    vcc_v4_uint t106;
    unsigned int t118;
    int t119;
    vcc_v4_uint t120;
    unsigned int t132;
    int t133;
    vcc_v4_uint t134;
    unsigned int t135;
    __m128i t149;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)cr;
    t41 = (unsigned long)out;
    t42 = (unsigned long)ci;
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t41))) {
        t43 = t38 & -16L;
        i_vec_1 = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 4, UF 4, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t44 = out + i_vec_1;
            ci_v = _mm_loadu_ps(ci + i_vec_1);
            cr_v = _mm_loadu_ps(cr + i_vec_1);
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t2 = _mm_set1_ps(0.0f);
            t3 = _mm_set1_ps(0.0f);
            t57 = i_vec_1 + 4L;
            t58 = out + t57;
            ci_v_2 = _mm_loadu_ps(ci + t57);
            cr_v_2 = _mm_loadu_ps(cr + t57);
            t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t5 = _mm_set1_ps(0.0f);
            t6 = _mm_set1_ps(0.0f);
            t59 = i_vec_1 + 8L;
            t60 = out + t59;
            ci_v_3 = _mm_loadu_ps(ci + t59);
            cr_v_3 = _mm_loadu_ps(cr + t59);
            t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t8 = _mm_set1_ps(0.0f);
            t9 = _mm_set1_ps(0.0f);
            t61 = i_vec_1 + 12L;
            t62 = out + t61;
            ci_v_4 = _mm_loadu_ps(ci + t61);
            cr_v_4 = _mm_loadu_ps(cr + t61);
            t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t11 = _mm_set1_ps(0.0f);
            t12 = _mm_set1_ps(0.0f);
            t63 = 0U;
            t64 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t65 = 1;
            t66 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t67 = 0U;
            t68 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t69 = 1;
            t70 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t71 = 0U;
            t72 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t73 = 1;
            t74 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t75 = 0U;
            t76 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t77 = 1;
            t78 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            for (;;) {
                if (t65) {
                    if (t63 < max_iter) {
                        __m128 t79 = _mm_mul_ps(t2, t2);
                        __m128 t80 = _mm_mul_ps(t3, t3);
                        __m128 t81 = _mm_add_ps(t79, t80);
                        __m128 t82 = _mm_set1_ps(4.0f);
                        __m128i t83 = _mm_castps_si128(_mm_cmplt_ps(t81, t82));
                        t13 = (__m128i)((vcc_m4)t1 & (vcc_m4)t83);
                        __m128 t84 = _mm_sub_ps(t79, t80);
                        t14 = _mm_add_ps(t84, cr_v);
                        __m128 t85 = _mm_set1_ps(2.0f);
                        __m128 t86 = _mm_mul_ps(t85, t2);
                        __m128 t87 = _mm_mul_ps(t86, t3);
                        t15 = _mm_add_ps(t87, ci_v);
                        __m128i t88 = _mm_set1_epi32((int)t63);
                        t16 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t64, t88, t1);
                        if ((!_mm_testz_si128(t13, t13))) {
                            t90 = t63 + 1U;
                            t91 = 1;
                            t92 = (vcc_v4_uint)(__m128i)t66;
                            goto L150;
                        }
                        t17 = (vcc_v4_uint)(__m128i)t16;
                    } else {
                        __m128i t89 = _mm_set1_epi32((int)t63);
                        t17 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t64, t89, t1);
                    }
                    t13 = t1;
                    t90 = t63;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t64;
                    t91 = 0;
                    t92 = (vcc_v4_uint)(__m128i)t17;
                } else {
                    t13 = t1;
                    t90 = t63;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t64;
                    t91 = 0;
                    t92 = (vcc_v4_uint)(__m128i)t66;
                }
            L150:
                if (t69) {
                    if (t67 < max_iter) {
                        __m128 t93 = _mm_mul_ps(t5, t5);
                        __m128 t94 = _mm_mul_ps(t6, t6);
                        __m128 t95 = _mm_add_ps(t93, t94);
                        __m128 t96 = _mm_set1_ps(4.0f);
                        __m128i t97 = _mm_castps_si128(_mm_cmplt_ps(t95, t96));
                        t18 = (__m128i)((vcc_m4)t4 & (vcc_m4)t97);
                        __m128 t98 = _mm_sub_ps(t93, t94);
                        t19 = _mm_add_ps(t98, cr_v_2);
                        __m128 t99 = _mm_set1_ps(2.0f);
                        __m128 t100 = _mm_mul_ps(t99, t5);
                        __m128 t101 = _mm_mul_ps(t100, t6);
                        t20 = _mm_add_ps(t101, ci_v_2);
                        __m128i t102 = _mm_set1_epi32((int)t67);
                        t21 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t68, t102, t4);
                        if ((!_mm_testz_si128(t18, t18))) {
                            t104 = t67 + 1U;
                            t105 = 1;
                            t106 = (vcc_v4_uint)(__m128i)t70;
                            goto L151;
                        }
                        t22 = (vcc_v4_uint)(__m128i)t21;
                    } else {
                        __m128i t103 = _mm_set1_epi32((int)t67);
                        t22 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t68, t103, t4);
                    }
                    t18 = t4;
                    t104 = t67;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t68;
                    t105 = 0;
                    t106 = (vcc_v4_uint)(__m128i)t22;
                } else {
                    t18 = t4;
                    t104 = t67;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t68;
                    t105 = 0;
                    t106 = (vcc_v4_uint)(__m128i)t70;
                }
            L151:
                if (t73) {
                    if (t71 < max_iter) {
                        __m128 t107 = _mm_mul_ps(t8, t8);
                        __m128 t108 = _mm_mul_ps(t9, t9);
                        __m128 t109 = _mm_add_ps(t107, t108);
                        __m128 t110 = _mm_set1_ps(4.0f);
                        __m128i t111 = _mm_castps_si128(_mm_cmplt_ps(t109, t110));
                        t23 = (__m128i)((vcc_m4)t7 & (vcc_m4)t111);
                        __m128 t112 = _mm_sub_ps(t107, t108);
                        t24 = _mm_add_ps(t112, cr_v_3);
                        __m128 t113 = _mm_set1_ps(2.0f);
                        __m128 t114 = _mm_mul_ps(t113, t8);
                        __m128 t115 = _mm_mul_ps(t114, t9);
                        t25 = _mm_add_ps(t115, ci_v_3);
                        __m128i t116 = _mm_set1_epi32((int)t71);
                        t26 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t72, t116, t7);
                        if ((!_mm_testz_si128(t23, t23))) {
                            t118 = t71 + 1U;
                            t119 = 1;
                            t120 = (vcc_v4_uint)(__m128i)t74;
                            goto L152;
                        }
                        t27 = (vcc_v4_uint)(__m128i)t26;
                    } else {
                        __m128i t117 = _mm_set1_epi32((int)t71);
                        t27 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t72, t117, t7);
                    }
                    t23 = t7;
                    t118 = t71;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t72;
                    t119 = 0;
                    t120 = (vcc_v4_uint)(__m128i)t27;
                } else {
                    t23 = t7;
                    t118 = t71;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t72;
                    t119 = 0;
                    t120 = (vcc_v4_uint)(__m128i)t74;
                }
            L152:
                if (t77) {
                    if (t75 < max_iter) {
                        __m128 t121 = _mm_mul_ps(t11, t11);
                        __m128 t122 = _mm_mul_ps(t12, t12);
                        __m128 t123 = _mm_add_ps(t121, t122);
                        __m128 t124 = _mm_set1_ps(4.0f);
                        __m128i t125 = _mm_castps_si128(_mm_cmplt_ps(t123, t124));
                        t28 = (__m128i)((vcc_m4)t10 & (vcc_m4)t125);
                        __m128 t126 = _mm_sub_ps(t121, t122);
                        t29 = _mm_add_ps(t126, cr_v_4);
                        __m128 t127 = _mm_set1_ps(2.0f);
                        __m128 t128 = _mm_mul_ps(t127, t11);
                        __m128 t129 = _mm_mul_ps(t128, t12);
                        t30 = _mm_add_ps(t129, ci_v_4);
                        __m128i t130 = _mm_set1_epi32((int)t75);
                        t31 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t76, t130, t10);
                        if ((!_mm_testz_si128(t28, t28))) {
                            t132 = t75 + 1U;
                            t133 = 1;
                            t134 = (vcc_v4_uint)(__m128i)t78;
                            goto L153;
                        }
                        t32 = (vcc_v4_uint)(__m128i)t31;
                    } else {
                        __m128i t131 = _mm_set1_epi32((int)t75);
                        t32 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t76, t131, t10);
                    }
                    t28 = t10;
                    t132 = t75;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t76;
                    t133 = 0;
                    t134 = (vcc_v4_uint)(__m128i)t32;
                } else {
                    t28 = t10;
                    t132 = t75;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t76;
                    t133 = 0;
                    t134 = (vcc_v4_uint)(__m128i)t78;
                }
            L153:
                if (!(t91 | t105 | t119 | t133)) {
                    _mm_storeu_si128((__m128i *)t44, (__m128i)t92);
                    _mm_storeu_si128((__m128i *)t58, (__m128i)t106);
                    _mm_storeu_si128((__m128i *)t60, (__m128i)t120);
                    _mm_storeu_si128((__m128i *)t62, (__m128i)t134);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t43) {
                        break;
                    }
                    t45 = (int)t43;
                    goto L154;
                }
                t1 = t13;
                t63 = t90;
                t2 = t14;
                t3 = t15;
                t64 = (vcc_v4_uint)(__m128i)t16;
                t65 = t91;
                t66 = (vcc_v4_uint)(__m128i)t92;
                t4 = t18;
                t67 = t104;
                t5 = t19;
                t6 = t20;
                t68 = (vcc_v4_uint)(__m128i)t21;
                t69 = t105;
                t70 = (vcc_v4_uint)(__m128i)t106;
                t7 = t23;
                t71 = t118;
                t8 = t24;
                t9 = t25;
                t72 = (vcc_v4_uint)(__m128i)t26;
                t73 = t119;
                t74 = (vcc_v4_uint)(__m128i)t120;
                t10 = t28;
                t75 = t132;
                t11 = t29;
                t12 = t30;
                t76 = (vcc_v4_uint)(__m128i)t31;
                t77 = t133;
                t78 = (vcc_v4_uint)(__m128i)t134;
            }
        }
    } else {
        t45 = 0;
    }
L154:
    t46 = (long)n + (long)t45 * -1L;
    t47 = (unsigned long)out;
    t48 = (unsigned long)cr;
    t49 = (unsigned long)out;
    t50 = (unsigned long)ci;
    if ((t46 >= 4L) & (((t47 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t45 * 4L))) | ((t48 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t45 * 4L)))) & (((t49 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t45 * 4L))) | ((t50 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t45 * 4L))))) {
        t51 = t46 & -4L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vector epilogue: VF 4, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, scalar epilogue */
        for (;;) {
            t52 = (long)t45 + i_vec;
            t53 = out + t52;
            ci_v_1 = _mm_loadu_ps(ci + t52);
            cr_v_1 = _mm_loadu_ps(cr + t52);
            t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t34 = _mm_set1_ps(0.0f);
            t35 = _mm_set1_ps(0.0f);
            t135 = 0U;
            t36 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            while (t135 < max_iter) {
                __m128 t136 = _mm_mul_ps(t34, t34);
                __m128 t137 = _mm_mul_ps(t35, t35);
                __m128 t138 = _mm_add_ps(t136, t137);
                __m128 t139 = _mm_set1_ps(4.0f);
                __m128i t140 = _mm_castps_si128(_mm_cmplt_ps(t138, t139));
                __m128i t141 = (__m128i)((vcc_m4)t33 & (vcc_m4)t140);
                __m128 t142 = _mm_sub_ps(t136, t137);
                __m128 t143 = _mm_add_ps(t142, cr_v_1);
                __m128 t144 = _mm_set1_ps(2.0f);
                __m128 t145 = _mm_mul_ps(t144, t34);
                __m128 t146 = _mm_mul_ps(t145, t35);
                __m128 t147 = _mm_add_ps(t146, ci_v_1);
                __m128i t148 = _mm_set1_epi32((int)t135);
                t36 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t36, t148, t33);
                if (!(!_mm_testz_si128(t141, t141))) {
                    t37 = (vcc_v4_uint)(__m128i)t36;
                    goto L155;
                }
                t33 = t141;
                t135++;
                t34 = t143;
                t35 = t147;
            }
            t149 = _mm_set1_epi32((int)t135);
            t37 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t36, t149, t33);
        L155:
            _mm_storeu_si128((__m128i *)t53, (__m128i)t37);
            i_vec += 4L;
            if (i_vec >= t51) {
                i = (int)((long)t45 + t51);
                break;
            }
        }
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        float t55 = ci[t54];
        float t56 = cr[t54];
        out[t54] = mandel(t56, t55, max_iter);
    }
}

__attribute__((target("sse4.2"))) void tone(float *y, const float *x, int n, float s) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t5 = y + i_vec_1;
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t18 = _mm_set1_ps(1.0f);
            __m128i t19 = _mm_castps_si128(_mm_cmpgt_ps(x_v, t18));
            __m128 t20 = _mm_set1_ps(s);
            __m128 t21 = _mm_sub_ps(x_v, t20);
            __m128 t22 = _mm_blendv_ps(t21, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t19));
            __m128 t23 = _mm_set1_ps(s);
            __m128 t24 = _mm_mul_ps(x_v, t23);
            __m128 t25 = _mm_blendv_ps(t22, t24, _mm_castsi128_ps(t19));
            __m128 t15 = _mm_add_ps(t25, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t5, t15);
            long t16 = i_vec_1 + 4L;
            float *t17 = y + t16;
            __m128 x_v_2 = _mm_loadu_ps(x + t16);
            __m128 t38 = _mm_set1_ps(1.0f);
            __m128i t39 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, t38));
            __m128 t40 = _mm_set1_ps(s);
            __m128 t41 = _mm_sub_ps(x_v_2, t40);
            __m128 t42 = _mm_blendv_ps(t41, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t39));
            __m128 t43 = _mm_set1_ps(s);
            __m128 t44 = _mm_mul_ps(x_v_2, t43);
            __m128 t45 = _mm_blendv_ps(t42, t44, _mm_castsi128_ps(t39));
            __m128 t35 = _mm_add_ps(t45, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t17, t35);
            long t36 = i_vec_1 + 8L;
            float *t37 = y + t36;
            __m128 x_v_3 = _mm_loadu_ps(x + t36);
            __m128 t49 = _mm_set1_ps(1.0f);
            __m128i t50 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, t49));
            __m128 t51 = _mm_set1_ps(s);
            __m128 t52 = _mm_sub_ps(x_v_3, t51);
            __m128 t53 = _mm_blendv_ps(t52, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t50));
            __m128 t54 = _mm_set1_ps(s);
            __m128 t55 = _mm_mul_ps(x_v_3, t54);
            __m128 t56 = _mm_blendv_ps(t53, t55, _mm_castsi128_ps(t50));
            __m128 t46 = _mm_add_ps(t56, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t37, t46);
            long t47 = i_vec_1 + 12L;
            float *t48 = y + t47;
            __m128 x_v_4 = _mm_loadu_ps(x + t47);
            __m128 t58 = _mm_set1_ps(1.0f);
            __m128i t59 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, t58));
            __m128 t60 = _mm_set1_ps(s);
            __m128 t61 = _mm_sub_ps(x_v_4, t60);
            __m128 t62 = _mm_blendv_ps(t61, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t59));
            __m128 t63 = _mm_set1_ps(s);
            __m128 t64 = _mm_mul_ps(x_v_4, t63);
            __m128 t65 = _mm_blendv_ps(t62, t64, _mm_castsi128_ps(t59));
            __m128 t57 = _mm_add_ps(t65, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t48, t57);
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
    if ((t7 >= 4L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = y + t11;
            __m128 x_v_1 = _mm_loadu_ps(x + t11);
            __m128 t27 = _mm_set1_ps(1.0f);
            __m128i t28 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, t27));
            __m128 t29 = _mm_set1_ps(s);
            __m128 t30 = _mm_sub_ps(x_v_1, t29);
            __m128 t31 = _mm_blendv_ps(t30, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t28));
            __m128 t32 = _mm_set1_ps(s);
            __m128 t33 = _mm_mul_ps(x_v_1, t32);
            __m128 t34 = _mm_blendv_ps(t31, t33, _mm_castsi128_ps(t28));
            __m128 t26 = _mm_add_ps(t34, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t12, t26);
            i_vec += 4L;
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

/* vcc: function at callsite.c:52 vector variant _ZGVbN4vu_ramp of `ramp`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_ramp(__m128 x, float k) {
    __m128 t1 = _mm_set1_ps(k);
    __m128 t2 = _mm_mul_ps(x, t1);
    __m128 t3 = _mm_set1_ps(0.0f);
    __m128i t4 = _mm_castps_si128(_mm_cmplt_ps(x, t3));
    __m128 t5 = _mm_set1_ps(-1.0f);
    __m128 t6 = _mm_set1_ps(1.0f);
    __m128 t7 = _mm_blendv_ps(t6, t5, _mm_castsi128_ps(t4));
    __m128 t8 = _mm_add_ps(t2, t7);
    return t8;
}

/* vcc: function at callsite.c:52 vector variant _ZGVbM4vu_ramp of `ramp`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_ramp(__m128 x, float k, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_set1_ps(k);
    __m128 t3 = _mm_mul_ps(x, t2);
    __m128 t4 = _mm_set1_ps(0.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmplt_ps(x, t4));
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    __m128i t7 = (__m128i)((vcc_m4)t1 & (vcc_m4)t6);
    __m128 t8 = _mm_set1_ps(-1.0f);
    __m128 t9 = _mm_set1_ps(1.0f);
    __m128 t10 = _mm_blendv_ps(t8, t9, _mm_castsi128_ps(t7));
    __m128 t11 = _mm_add_ps(t3, t10);
    __m128 t12 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t11, _mm_castsi128_ps(t1));
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
__attribute__((target("sse4.2"))) void ramp_some(float *y, const float *x, int n, float k) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 v_v = _mm_loadu_ps(x + i_vec_1);
            __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(v_v, _mm_set1_ps(-1.0f)));
            __m128 t6 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t5));
            __m128i t19 = (__m128i)(vcc_m4)((vcc_v4_float)t6 != (vcc_v4_float){0});
            __m128 t20 = _mm_set1_ps(k);
            __m128 t21 = _mm_mul_ps(v_v, t20);
            __m128 t22 = _mm_set1_ps(0.0f);
            __m128i t23 = _mm_castps_si128(_mm_cmplt_ps(v_v, t22));
            __m128i t24 = (__m128i)~(vcc_m4)t23;
            __m128i t25 = (__m128i)((vcc_m4)t19 & (vcc_m4)t24);
            __m128 t26 = _mm_set1_ps(-1.0f);
            __m128 t27 = _mm_set1_ps(1.0f);
            __m128 t28 = _mm_blendv_ps(t26, t27, _mm_castsi128_ps(t25));
            __m128 t29 = _mm_add_ps(t21, t28);
            __m128 t30 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t29, _mm_castsi128_ps(t19));
            __m128 v_v_2 = _mm_blendv_ps(v_v, t30, _mm_castsi128_ps(t5));
            _mm_storeu_ps(y + i_vec_1, v_v_2);
            long t16 = i_vec_1 + 4L;
            __m128 v_v_3 = _mm_loadu_ps(x + t16);
            __m128i t17 = _mm_castps_si128(_mm_cmpgt_ps(v_v_3, _mm_set1_ps(-1.0f)));
            __m128 t18 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t17));
            __m128i t46 = (__m128i)(vcc_m4)((vcc_v4_float)t18 != (vcc_v4_float){0});
            __m128 t47 = _mm_set1_ps(k);
            __m128 t48 = _mm_mul_ps(v_v_3, t47);
            __m128 t49 = _mm_set1_ps(0.0f);
            __m128i t50 = _mm_castps_si128(_mm_cmplt_ps(v_v_3, t49));
            __m128i t51 = (__m128i)~(vcc_m4)t50;
            __m128i t52 = (__m128i)((vcc_m4)t46 & (vcc_m4)t51);
            __m128 t53 = _mm_set1_ps(-1.0f);
            __m128 t54 = _mm_set1_ps(1.0f);
            __m128 t55 = _mm_blendv_ps(t53, t54, _mm_castsi128_ps(t52));
            __m128 t56 = _mm_add_ps(t48, t55);
            __m128 t57 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t56, _mm_castsi128_ps(t46));
            __m128 v_v_5 = _mm_blendv_ps(v_v_3, t57, _mm_castsi128_ps(t17));
            _mm_storeu_ps(y + t16, v_v_5);
            long t43 = i_vec_1 + 8L;
            __m128 v_v_6 = _mm_loadu_ps(x + t43);
            __m128i t44 = _mm_castps_si128(_mm_cmpgt_ps(v_v_6, _mm_set1_ps(-1.0f)));
            __m128 t45 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t44));
            __m128i t61 = (__m128i)(vcc_m4)((vcc_v4_float)t45 != (vcc_v4_float){0});
            __m128 t62 = _mm_set1_ps(k);
            __m128 t63 = _mm_mul_ps(v_v_6, t62);
            __m128 t64 = _mm_set1_ps(0.0f);
            __m128i t65 = _mm_castps_si128(_mm_cmplt_ps(v_v_6, t64));
            __m128i t66 = (__m128i)~(vcc_m4)t65;
            __m128i t67 = (__m128i)((vcc_m4)t61 & (vcc_m4)t66);
            __m128 t68 = _mm_set1_ps(-1.0f);
            __m128 t69 = _mm_set1_ps(1.0f);
            __m128 t70 = _mm_blendv_ps(t68, t69, _mm_castsi128_ps(t67));
            __m128 t71 = _mm_add_ps(t63, t70);
            __m128 t72 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t71, _mm_castsi128_ps(t61));
            __m128 v_v_7 = _mm_blendv_ps(v_v_6, t72, _mm_castsi128_ps(t44));
            _mm_storeu_ps(y + t43, v_v_7);
            long t58 = i_vec_1 + 12L;
            __m128 v_v_8 = _mm_loadu_ps(x + t58);
            __m128i t59 = _mm_castps_si128(_mm_cmpgt_ps(v_v_8, _mm_set1_ps(-1.0f)));
            __m128 t60 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t59));
            __m128i t73 = (__m128i)(vcc_m4)((vcc_v4_float)t60 != (vcc_v4_float){0});
            __m128 t74 = _mm_set1_ps(k);
            __m128 t75 = _mm_mul_ps(v_v_8, t74);
            __m128 t76 = _mm_set1_ps(0.0f);
            __m128i t77 = _mm_castps_si128(_mm_cmplt_ps(v_v_8, t76));
            __m128i t78 = (__m128i)~(vcc_m4)t77;
            __m128i t79 = (__m128i)((vcc_m4)t73 & (vcc_m4)t78);
            __m128 t80 = _mm_set1_ps(-1.0f);
            __m128 t81 = _mm_set1_ps(1.0f);
            __m128 t82 = _mm_blendv_ps(t80, t81, _mm_castsi128_ps(t79));
            __m128 t83 = _mm_add_ps(t75, t82);
            __m128 t84 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t83, _mm_castsi128_ps(t73));
            __m128 v_v_9 = _mm_blendv_ps(v_v_8, t84, _mm_castsi128_ps(t59));
            _mm_storeu_ps(y + t58, v_v_9);
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
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        long t11 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t12 = (long)t7 + i_vec;
            __m128 v_v_1 = _mm_loadu_ps(x + t12);
            __m128i t13 = _mm_castps_si128(_mm_cmpgt_ps(v_v_1, _mm_set1_ps(-1.0f)));
            __m128 t14 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t13));
            __m128i t31 = (__m128i)(vcc_m4)((vcc_v4_float)t14 != (vcc_v4_float){0});
            __m128 t32 = _mm_set1_ps(k);
            __m128 t33 = _mm_mul_ps(v_v_1, t32);
            __m128 t34 = _mm_set1_ps(0.0f);
            __m128i t35 = _mm_castps_si128(_mm_cmplt_ps(v_v_1, t34));
            __m128i t36 = (__m128i)~(vcc_m4)t35;
            __m128i t37 = (__m128i)((vcc_m4)t31 & (vcc_m4)t36);
            __m128 t38 = _mm_set1_ps(-1.0f);
            __m128 t39 = _mm_set1_ps(1.0f);
            __m128 t40 = _mm_blendv_ps(t38, t39, _mm_castsi128_ps(t37));
            __m128 t41 = _mm_add_ps(t33, t40);
            __m128 t42 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t41, _mm_castsi128_ps(t31));
            __m128 v_v_4 = _mm_blendv_ps(v_v_1, t42, _mm_castsi128_ps(t13));
            _mm_storeu_ps(y + t12, v_v_4);
            i_vec += 4L;
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

__attribute__((target("sse4.2"))) int main(void) {
    int sizes[8];
    int t64;
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
            __m128i t11 = _mm_set1_epi32((int)t3);
            __m128i t12 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t12, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t13 = _mm_set1_epi32(0);
            __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(13));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t14, t15);
            __m128 t16 = _mm_cvtepi32_ps(t11);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t17 = _mm_cvtepi32_ps((__m128i)i_v);
                __m128 t18 = _mm_mul_ps(_mm_set1_ps(2.5f), t17);
                __m128 t19 = _mm_div_ps(t18, t16);
                __m128 t20 = _mm_add_ps(_mm_set1_ps(-2.0f), t19);
                _mm_storeu_ps(cr + i_vec, t20);
                __m128 t21 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t22 = _mm_mul_ps(_mm_set1_ps(0.02f), t21);
                __m128 t23 = _mm_add_ps(_mm_set1_ps(-1.0f), t22);
                _mm_storeu_ps(ci + i_vec, t23);
                long t24 = i_vec + 4L;
                __m128i t25 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128 t26 = _mm_cvtepi32_ps(t25);
                __m128 t27 = _mm_mul_ps(_mm_set1_ps(2.5f), t26);
                __m128 t28 = _mm_div_ps(t27, t16);
                __m128 t29 = _mm_add_ps(_mm_set1_ps(-2.0f), t28);
                _mm_storeu_ps(cr + t24, t29);
                __m128i t30 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
                __m128i t31 = _mm_sub_epi32(t30, _mm_set1_epi32(13));
                __m128i t32 = _mm_min_epu32(t30, t31);
                __m128 t33 = _mm_cvtepi32_ps(t32);
                __m128 t34 = _mm_mul_ps(_mm_set1_ps(0.02f), t33);
                __m128 t35 = _mm_add_ps(_mm_set1_ps(-1.0f), t34);
                _mm_storeu_ps(ci + t24, t35);
                long t36 = i_vec + 8L;
                __m128i t37 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128 t38 = _mm_cvtepi32_ps(t37);
                __m128 t39 = _mm_mul_ps(_mm_set1_ps(2.5f), t38);
                __m128 t40 = _mm_div_ps(t39, t16);
                __m128 t41 = _mm_add_ps(_mm_set1_ps(-2.0f), t40);
                _mm_storeu_ps(cr + t36, t41);
                __m128i t42 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
                __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(13));
                __m128i t44 = _mm_min_epu32(t42, t43);
                __m128 t45 = _mm_cvtepi32_ps(t44);
                __m128 t46 = _mm_mul_ps(_mm_set1_ps(0.02f), t45);
                __m128 t47 = _mm_add_ps(_mm_set1_ps(-1.0f), t46);
                _mm_storeu_ps(ci + t36, t47);
                long t48 = i_vec + 12L;
                __m128i t49 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                __m128 t50 = _mm_cvtepi32_ps(t49);
                __m128 t51 = _mm_mul_ps(_mm_set1_ps(2.5f), t50);
                __m128 t52 = _mm_div_ps(t51, t16);
                __m128 t53 = _mm_add_ps(_mm_set1_ps(-2.0f), t52);
                _mm_storeu_ps(cr + t48, t53);
                __m128i t54 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
                __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(13));
                __m128i t56 = _mm_min_epu32(t54, t55);
                __m128 t57 = _mm_cvtepi32_ps(t56);
                __m128 t58 = _mm_mul_ps(_mm_set1_ps(0.02f), t57);
                __m128 t59 = _mm_add_ps(_mm_set1_ps(-1.0f), t58);
                _mm_storeu_ps(ci + t48, t59);
                i_vec += 16L;
                __m128i t60 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                __m128i t61 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
                __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(13));
                __m128i t63 = _mm_min_epu32(t61, t62);
                if (i_vec >= t10) {
                    break;
                }
                i_v = (vcc_v4_uint)t60;
                t1 = (vcc_v4_int)t63;
            }
            t64 = (int)t10;
        } else {
            t64 = 0;
        }
        long t65 = (long)n + (long)t64 * -1L;
        unsigned long t66 = (unsigned long)t5;
        unsigned long t67 = (unsigned long)t6;
        if ((t65 >= 4L) & (((t66 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t64 * 4L))) | ((t67 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t64 * 4L)))) & (t64 >= 0)) {
            long t68 = t65 & -4L;
            __m128i t69 = _mm_set1_epi32((int)t3);
            __m128i t70 = _mm_set1_epi32((int)t64);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t70, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t71 = _mm_set1_epi32((int)(t64 % 13));
            __m128i t72 = _mm_add_epi32(t71, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t73 = _mm_sub_epi32(t72, _mm_set1_epi32(13));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t72, t73);
            __m128 t74 = _mm_cvtepi32_ps(t69);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t75 = (long)t64 + i_vec_1;
                __m128 t76 = _mm_cvtepi32_ps((__m128i)i_v_1);
                __m128 t77 = _mm_mul_ps(_mm_set1_ps(2.5f), t76);
                __m128 t78 = _mm_div_ps(t77, t74);
                __m128 t79 = _mm_add_ps(_mm_set1_ps(-2.0f), t78);
                _mm_storeu_ps(cr + t75, t79);
                __m128 t80 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t81 = _mm_mul_ps(_mm_set1_ps(0.02f), t80);
                __m128 t82 = _mm_add_ps(_mm_set1_ps(-1.0f), t81);
                _mm_storeu_ps(ci + t75, t82);
                i_vec_1 += 4L;
                __m128i t83 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                __m128i t84 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                __m128i t85 = _mm_sub_epi32(t84, _mm_set1_epi32(13));
                __m128i t86 = _mm_min_epu32(t84, t85);
                if (i_vec_1 >= t68) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t83;
                t2 = (vcc_v4_int)t86;
            }
            i = (int)((long)t64 + t68);
        } else {
            i = t64;
        }
        for (; i < n; i++) {
            long t87 = (long)i;
            cr[t87] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t87] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t88 = ci;
        const float *t89 = cr;
        render(out, t89, t88, n, 60U);
        tone(y, t89, n, 0.75f);
        tone_some(y, t88, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t89, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t90 = (long)i_2;
            sum = sum * 31U + out[t90];
            fsum += y[t90];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
