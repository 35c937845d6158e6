/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }

__m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter);
__m128 _ZGVbN4vu_shade(__m128 x, float scale);
__m128 _ZGVbN4vu_ramp(__m128 x, float k);
__m128 _ZGVbM4vu_ramp(__m128 x, float k, __m128 mask);
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
__m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter) {
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
        t4 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t4, t18, t1);
        if (!(_mm_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v4_uint)(__m128i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm_set1_epi32((int)t6);
    t5 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t4, t19, t1);
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
__m128 _ZGVbN4vu_shade(__m128 x, float scale) {
    __m128 t1 = _mm_set1_ps(1.0f);
    __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x, t1));
    __m128 t3 = _mm_set1_ps(scale);
    __m128 t4 = _mm_sub_ps(x, t3);
    __m128 t5 = vcc_sse2_blendv_ps(t4, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t2));
    __m128 t6 = _mm_set1_ps(scale);
    __m128 t7 = _mm_mul_ps(x, t6);
    __m128 t8 = vcc_sse2_blendv_ps(t5, t7, _mm_castsi128_ps(t2));
    return t8;
}

void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
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
    long t41;
    unsigned long t42;
    unsigned long t43;
    long t44;
    long t45;
    unsigned int *t46;
    __m128 ci_v;
    __m128 cr_v;
    int t47;
    long t48;
    unsigned long t49;
    unsigned long t50;
    long t51;
    unsigned long t52;
    unsigned long t53;
    long t54;
    long t55;
    long t56;
    unsigned int *t57;
    __m128 ci_v_1;
    __m128 cr_v_1;
    int i;
    long t61;
    unsigned int *t62;
    __m128 ci_v_2;
    __m128 cr_v_2;
    long t63;
    unsigned int *t64;
    __m128 ci_v_3;
    __m128 cr_v_3;
    long t65;
    unsigned int *t66;
    __m128 ci_v_4;
    __m128 cr_v_4;
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
    unsigned int t79;
    vcc_v4_uint t80;
    int t81;
    vcc_v4_uint t82;
    unsigned int t94;
    int t95;
    vcc_v4_uint t96;
    unsigned int t108;
    int t109;
    vcc_v4_uint t110;
    unsigned int t122;
    int t123;
    vcc_v4_uint t124;
    unsigned int t136;
    int t137;
    vcc_v4_uint t138;
    unsigned int t139;
    __m128i t153;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)cr;
    t41 = (long)((unsigned long)out - (unsigned long)cr);
    t42 = (unsigned long)out;
    t43 = (unsigned long)ci;
    t44 = (long)((unsigned long)out - (unsigned long)ci);
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39) | ((t41 <= 0L) | (t41 >= 64L))) & (((t42 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 64L)))) {
        t45 = t38 & -16L;
        i_vec_1 = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 4, UF 4, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t46 = out + i_vec_1;
            ci_v = _mm_loadu_ps(ci + i_vec_1);
            cr_v = _mm_loadu_ps(cr + i_vec_1);
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t2 = _mm_set1_ps(0.0f);
            t3 = _mm_set1_ps(0.0f);
            t61 = i_vec_1 + 4L;
            t62 = out + t61;
            ci_v_2 = _mm_loadu_ps(ci + t61);
            cr_v_2 = _mm_loadu_ps(cr + t61);
            t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t5 = _mm_set1_ps(0.0f);
            t6 = _mm_set1_ps(0.0f);
            t63 = i_vec_1 + 8L;
            t64 = out + t63;
            ci_v_3 = _mm_loadu_ps(ci + t63);
            cr_v_3 = _mm_loadu_ps(cr + t63);
            t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t8 = _mm_set1_ps(0.0f);
            t9 = _mm_set1_ps(0.0f);
            t65 = i_vec_1 + 12L;
            t66 = out + t65;
            ci_v_4 = _mm_loadu_ps(ci + t65);
            cr_v_4 = _mm_loadu_ps(cr + t65);
            t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t11 = _mm_set1_ps(0.0f);
            t12 = _mm_set1_ps(0.0f);
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
            t79 = 0U;
            t80 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t81 = 1;
            t82 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            for (;;) {
                if (t69) {
                    if (t67 < max_iter) {
                        __m128 t83 = _mm_mul_ps(t2, t2);
                        __m128 t84 = _mm_mul_ps(t3, t3);
                        __m128 t85 = _mm_add_ps(t83, t84);
                        __m128 t86 = _mm_set1_ps(4.0f);
                        __m128i t87 = _mm_castps_si128(_mm_cmplt_ps(t85, t86));
                        t13 = (__m128i)((vcc_m4)t1 & (vcc_m4)t87);
                        __m128 t88 = _mm_sub_ps(t83, t84);
                        t14 = _mm_add_ps(t88, cr_v);
                        __m128 t89 = _mm_set1_ps(2.0f);
                        __m128 t90 = _mm_mul_ps(t89, t2);
                        __m128 t91 = _mm_mul_ps(t90, t3);
                        t15 = _mm_add_ps(t91, ci_v);
                        __m128i t92 = _mm_set1_epi32((int)t67);
                        t16 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t68, t92, t1);
                        if ((_mm_movemask_epi8(t13) != 0)) {
                            t94 = t67 + 1U;
                            t95 = 1;
                            t96 = (vcc_v4_uint)(__m128i)t70;
                            goto L154;
                        }
                        t17 = (vcc_v4_uint)(__m128i)t16;
                    } else {
                        __m128i t93 = _mm_set1_epi32((int)t67);
                        t17 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t68, t93, t1);
                    }
                    t13 = t1;
                    t94 = t67;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t68;
                    t95 = 0;
                    t96 = (vcc_v4_uint)(__m128i)t17;
                } else {
                    t13 = t1;
                    t94 = t67;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t68;
                    t95 = 0;
                    t96 = (vcc_v4_uint)(__m128i)t70;
                }
            L154:
                if (t73) {
                    if (t71 < max_iter) {
                        __m128 t97 = _mm_mul_ps(t5, t5);
                        __m128 t98 = _mm_mul_ps(t6, t6);
                        __m128 t99 = _mm_add_ps(t97, t98);
                        __m128 t100 = _mm_set1_ps(4.0f);
                        __m128i t101 = _mm_castps_si128(_mm_cmplt_ps(t99, t100));
                        t18 = (__m128i)((vcc_m4)t4 & (vcc_m4)t101);
                        __m128 t102 = _mm_sub_ps(t97, t98);
                        t19 = _mm_add_ps(t102, cr_v_2);
                        __m128 t103 = _mm_set1_ps(2.0f);
                        __m128 t104 = _mm_mul_ps(t103, t5);
                        __m128 t105 = _mm_mul_ps(t104, t6);
                        t20 = _mm_add_ps(t105, ci_v_2);
                        __m128i t106 = _mm_set1_epi32((int)t71);
                        t21 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t72, t106, t4);
                        if ((_mm_movemask_epi8(t18) != 0)) {
                            t108 = t71 + 1U;
                            t109 = 1;
                            t110 = (vcc_v4_uint)(__m128i)t74;
                            goto L155;
                        }
                        t22 = (vcc_v4_uint)(__m128i)t21;
                    } else {
                        __m128i t107 = _mm_set1_epi32((int)t71);
                        t22 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t72, t107, t4);
                    }
                    t18 = t4;
                    t108 = t71;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t72;
                    t109 = 0;
                    t110 = (vcc_v4_uint)(__m128i)t22;
                } else {
                    t18 = t4;
                    t108 = t71;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t72;
                    t109 = 0;
                    t110 = (vcc_v4_uint)(__m128i)t74;
                }
            L155:
                if (t77) {
                    if (t75 < max_iter) {
                        __m128 t111 = _mm_mul_ps(t8, t8);
                        __m128 t112 = _mm_mul_ps(t9, t9);
                        __m128 t113 = _mm_add_ps(t111, t112);
                        __m128 t114 = _mm_set1_ps(4.0f);
                        __m128i t115 = _mm_castps_si128(_mm_cmplt_ps(t113, t114));
                        t23 = (__m128i)((vcc_m4)t7 & (vcc_m4)t115);
                        __m128 t116 = _mm_sub_ps(t111, t112);
                        t24 = _mm_add_ps(t116, cr_v_3);
                        __m128 t117 = _mm_set1_ps(2.0f);
                        __m128 t118 = _mm_mul_ps(t117, t8);
                        __m128 t119 = _mm_mul_ps(t118, t9);
                        t25 = _mm_add_ps(t119, ci_v_3);
                        __m128i t120 = _mm_set1_epi32((int)t75);
                        t26 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t76, t120, t7);
                        if ((_mm_movemask_epi8(t23) != 0)) {
                            t122 = t75 + 1U;
                            t123 = 1;
                            t124 = (vcc_v4_uint)(__m128i)t78;
                            goto L156;
                        }
                        t27 = (vcc_v4_uint)(__m128i)t26;
                    } else {
                        __m128i t121 = _mm_set1_epi32((int)t75);
                        t27 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t76, t121, t7);
                    }
                    t23 = t7;
                    t122 = t75;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t76;
                    t123 = 0;
                    t124 = (vcc_v4_uint)(__m128i)t27;
                } else {
                    t23 = t7;
                    t122 = t75;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t76;
                    t123 = 0;
                    t124 = (vcc_v4_uint)(__m128i)t78;
                }
            L156:
                if (t81) {
                    if (t79 < max_iter) {
                        __m128 t125 = _mm_mul_ps(t11, t11);
                        __m128 t126 = _mm_mul_ps(t12, t12);
                        __m128 t127 = _mm_add_ps(t125, t126);
                        __m128 t128 = _mm_set1_ps(4.0f);
                        __m128i t129 = _mm_castps_si128(_mm_cmplt_ps(t127, t128));
                        t28 = (__m128i)((vcc_m4)t10 & (vcc_m4)t129);
                        __m128 t130 = _mm_sub_ps(t125, t126);
                        t29 = _mm_add_ps(t130, cr_v_4);
                        __m128 t131 = _mm_set1_ps(2.0f);
                        __m128 t132 = _mm_mul_ps(t131, t11);
                        __m128 t133 = _mm_mul_ps(t132, t12);
                        t30 = _mm_add_ps(t133, ci_v_4);
                        __m128i t134 = _mm_set1_epi32((int)t79);
                        t31 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t80, t134, t10);
                        if ((_mm_movemask_epi8(t28) != 0)) {
                            t136 = t79 + 1U;
                            t137 = 1;
                            t138 = (vcc_v4_uint)(__m128i)t82;
                            goto L157;
                        }
                        t32 = (vcc_v4_uint)(__m128i)t31;
                    } else {
                        __m128i t135 = _mm_set1_epi32((int)t79);
                        t32 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t80, t135, t10);
                    }
                    t28 = t10;
                    t136 = t79;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t80;
                    t137 = 0;
                    t138 = (vcc_v4_uint)(__m128i)t32;
                } else {
                    t28 = t10;
                    t136 = t79;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t80;
                    t137 = 0;
                    t138 = (vcc_v4_uint)(__m128i)t82;
                }
            L157:
                if (!(t95 | t109 | t123 | t137)) {
                    _mm_storeu_si128((__m128i *)t46, (__m128i)t96);
                    _mm_storeu_si128((__m128i *)t62, (__m128i)t110);
                    _mm_storeu_si128((__m128i *)t64, (__m128i)t124);
                    _mm_storeu_si128((__m128i *)t66, (__m128i)t138);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t45) {
                        break;
                    }
                    t47 = (int)t45;
                    goto L158;
                }
                t1 = t13;
                t67 = t94;
                t2 = t14;
                t3 = t15;
                t68 = (vcc_v4_uint)(__m128i)t16;
                t69 = t95;
                t70 = (vcc_v4_uint)(__m128i)t96;
                t4 = t18;
                t71 = t108;
                t5 = t19;
                t6 = t20;
                t72 = (vcc_v4_uint)(__m128i)t21;
                t73 = t109;
                t74 = (vcc_v4_uint)(__m128i)t110;
                t7 = t23;
                t75 = t122;
                t8 = t24;
                t9 = t25;
                t76 = (vcc_v4_uint)(__m128i)t26;
                t77 = t123;
                t78 = (vcc_v4_uint)(__m128i)t124;
                t10 = t28;
                t79 = t136;
                t11 = t29;
                t12 = t30;
                t80 = (vcc_v4_uint)(__m128i)t31;
                t81 = t137;
                t82 = (vcc_v4_uint)(__m128i)t138;
            }
        }
    } else {
        t47 = 0;
    }
L158:
    t48 = (long)n + (long)t47 * -1L;
    t49 = (unsigned long)out;
    t50 = (unsigned long)cr;
    t51 = (long)((unsigned long)out + (unsigned long)((long)t47 * 4L) - ((unsigned long)cr + (unsigned long)((long)t47 * 4L)));
    t52 = (unsigned long)out;
    t53 = (unsigned long)ci;
    t54 = (long)((unsigned long)out + (unsigned long)((long)t47 * 4L) - ((unsigned long)ci + (unsigned long)((long)t47 * 4L)));
    if ((t48 >= 4L) & (((t49 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t47 * 4L))) | ((t50 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t47 * 4L))) | ((t51 <= 0L) | (t51 >= 16L))) & (((t52 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t47 * 4L))) | ((t53 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t47 * 4L))) | ((t54 <= 0L) | (t54 >= 16L)))) {
        t55 = t48 & -4L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vector epilogue: VF 4, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            t56 = (long)t47 + i_vec;
            t57 = out + t56;
            ci_v_1 = _mm_loadu_ps(ci + t56);
            cr_v_1 = _mm_loadu_ps(cr + t56);
            t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t34 = _mm_set1_ps(0.0f);
            t35 = _mm_set1_ps(0.0f);
            t139 = 0U;
            t36 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            while (t139 < max_iter) {
                __m128 t140 = _mm_mul_ps(t34, t34);
                __m128 t141 = _mm_mul_ps(t35, t35);
                __m128 t142 = _mm_add_ps(t140, t141);
                __m128 t143 = _mm_set1_ps(4.0f);
                __m128i t144 = _mm_castps_si128(_mm_cmplt_ps(t142, t143));
                __m128i t145 = (__m128i)((vcc_m4)t33 & (vcc_m4)t144);
                __m128 t146 = _mm_sub_ps(t140, t141);
                __m128 t147 = _mm_add_ps(t146, cr_v_1);
                __m128 t148 = _mm_set1_ps(2.0f);
                __m128 t149 = _mm_mul_ps(t148, t34);
                __m128 t150 = _mm_mul_ps(t149, t35);
                __m128 t151 = _mm_add_ps(t150, ci_v_1);
                __m128i t152 = _mm_set1_epi32((int)t139);
                t36 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t36, t152, t33);
                if (!(_mm_movemask_epi8(t145) != 0)) {
                    t37 = (vcc_v4_uint)(__m128i)t36;
                    goto L159;
                }
                t33 = t145;
                t139++;
                t34 = t147;
                t35 = t151;
            }
            t153 = _mm_set1_epi32((int)t139);
            t37 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t36, t153, t33);
        L159:
            _mm_storeu_si128((__m128i *)t57, (__m128i)t37);
            i_vec += 4L;
            if (i_vec >= t55) {
                i = (int)((long)t47 + t55);
                break;
            }
        }
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        float t59 = ci[t58];
        float t60 = cr[t58];
        out[t58] = mandel(t60, t59, max_iter);
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
        /* vcc: loop at callsite.c:38 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = y + i_vec_1;
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t20 = _mm_set1_ps(1.0f);
            __m128i t21 = _mm_castps_si128(_mm_cmpgt_ps(x_v, t20));
            __m128 t22 = _mm_set1_ps(s);
            __m128 t23 = _mm_sub_ps(x_v, t22);
            __m128 t24 = vcc_sse2_blendv_ps(t23, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t21));
            __m128 t25 = _mm_set1_ps(s);
            __m128 t26 = _mm_mul_ps(x_v, t25);
            __m128 t27 = vcc_sse2_blendv_ps(t24, t26, _mm_castsi128_ps(t21));
            __m128 t17 = _mm_add_ps(t27, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t6, t17);
            long t18 = i_vec_1 + 4L;
            float *t19 = y + t18;
            __m128 x_v_2 = _mm_loadu_ps(x + t18);
            __m128 t40 = _mm_set1_ps(1.0f);
            __m128i t41 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, t40));
            __m128 t42 = _mm_set1_ps(s);
            __m128 t43 = _mm_sub_ps(x_v_2, t42);
            __m128 t44 = vcc_sse2_blendv_ps(t43, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t41));
            __m128 t45 = _mm_set1_ps(s);
            __m128 t46 = _mm_mul_ps(x_v_2, t45);
            __m128 t47 = vcc_sse2_blendv_ps(t44, t46, _mm_castsi128_ps(t41));
            __m128 t37 = _mm_add_ps(t47, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t19, t37);
            long t38 = i_vec_1 + 8L;
            float *t39 = y + t38;
            __m128 x_v_3 = _mm_loadu_ps(x + t38);
            __m128 t51 = _mm_set1_ps(1.0f);
            __m128i t52 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, t51));
            __m128 t53 = _mm_set1_ps(s);
            __m128 t54 = _mm_sub_ps(x_v_3, t53);
            __m128 t55 = vcc_sse2_blendv_ps(t54, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t52));
            __m128 t56 = _mm_set1_ps(s);
            __m128 t57 = _mm_mul_ps(x_v_3, t56);
            __m128 t58 = vcc_sse2_blendv_ps(t55, t57, _mm_castsi128_ps(t52));
            __m128 t48 = _mm_add_ps(t58, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t39, t48);
            long t49 = i_vec_1 + 12L;
            float *t50 = y + t49;
            __m128 x_v_4 = _mm_loadu_ps(x + t49);
            __m128 t60 = _mm_set1_ps(1.0f);
            __m128i t61 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, t60));
            __m128 t62 = _mm_set1_ps(s);
            __m128 t63 = _mm_sub_ps(x_v_4, t62);
            __m128 t64 = vcc_sse2_blendv_ps(t63, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t61));
            __m128 t65 = _mm_set1_ps(s);
            __m128 t66 = _mm_mul_ps(x_v_4, t65);
            __m128 t67 = vcc_sse2_blendv_ps(t64, t66, _mm_castsi128_ps(t61));
            __m128 t59 = _mm_add_ps(t67, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t50, t59);
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
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 16L)))) {
        long t12 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = y + t13;
            __m128 x_v_1 = _mm_loadu_ps(x + t13);
            __m128 t29 = _mm_set1_ps(1.0f);
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, t29));
            __m128 t31 = _mm_set1_ps(s);
            __m128 t32 = _mm_sub_ps(x_v_1, t31);
            __m128 t33 = vcc_sse2_blendv_ps(t32, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t30));
            __m128 t34 = _mm_set1_ps(s);
            __m128 t35 = _mm_mul_ps(x_v_1, t34);
            __m128 t36 = vcc_sse2_blendv_ps(t33, t35, _mm_castsi128_ps(t30));
            __m128 t28 = _mm_add_ps(t36, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t14, t28);
            i_vec += 4L;
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

/* vcc: function at callsite.c:52 vector variant _ZGVbN4vu_ramp of `ramp`: VL 4, unmasked, x vector, k uniform */
__m128 _ZGVbN4vu_ramp(__m128 x, float k) {
    __m128 t1 = _mm_set1_ps(k);
    __m128 t2 = _mm_mul_ps(x, t1);
    __m128 t3 = _mm_set1_ps(0.0f);
    __m128i t4 = _mm_castps_si128(_mm_cmplt_ps(x, t3));
    __m128 t5 = _mm_set1_ps(-1.0f);
    __m128 t6 = _mm_set1_ps(1.0f);
    __m128 t7 = vcc_sse2_blendv_ps(t6, t5, _mm_castsi128_ps(t4));
    __m128 t8 = _mm_add_ps(t2, t7);
    return t8;
}

/* vcc: function at callsite.c:52 vector variant _ZGVbM4vu_ramp of `ramp`: VL 4, masked, x vector, k uniform */
__m128 _ZGVbM4vu_ramp(__m128 x, float k, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_set1_ps(k);
    __m128 t3 = _mm_mul_ps(x, t2);
    __m128 t4 = _mm_set1_ps(0.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmplt_ps(x, t4));
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    __m128i t7 = (__m128i)((vcc_m4)t1 & (vcc_m4)t6);
    __m128 t8 = _mm_set1_ps(-1.0f);
    __m128 t9 = _mm_set1_ps(1.0f);
    __m128 t10 = vcc_sse2_blendv_ps(t8, t9, _mm_castsi128_ps(t7));
    __m128 t11 = _mm_add_ps(t3, t10);
    __m128 t12 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t11, _mm_castsi128_ps(t1));
    return t12;
}

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
        /* vcc: loop at callsite.c:59 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 v_v = _mm_loadu_ps(x + i_vec_1);
            __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(v_v, _mm_set1_ps(-1.0f)));
            __m128 t7 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t6));
            __m128i t21 = (__m128i)(vcc_m4)((vcc_v4_float)t7 != (vcc_v4_float){0});
            __m128 t22 = _mm_set1_ps(k);
            __m128 t23 = _mm_mul_ps(v_v, t22);
            __m128 t24 = _mm_set1_ps(0.0f);
            __m128i t25 = _mm_castps_si128(_mm_cmplt_ps(v_v, t24));
            __m128i t26 = (__m128i)~(vcc_m4)t25;
            __m128i t27 = (__m128i)((vcc_m4)t21 & (vcc_m4)t26);
            __m128 t28 = _mm_set1_ps(-1.0f);
            __m128 t29 = _mm_set1_ps(1.0f);
            __m128 t30 = vcc_sse2_blendv_ps(t28, t29, _mm_castsi128_ps(t27));
            __m128 t31 = _mm_add_ps(t23, t30);
            __m128 t32 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t31, _mm_castsi128_ps(t21));
            __m128 v_v_2 = vcc_sse2_blendv_ps(v_v, t32, _mm_castsi128_ps(t6));
            _mm_storeu_ps(y + i_vec_1, v_v_2);
            long t18 = i_vec_1 + 4L;
            __m128 v_v_3 = _mm_loadu_ps(x + t18);
            __m128i t19 = _mm_castps_si128(_mm_cmpgt_ps(v_v_3, _mm_set1_ps(-1.0f)));
            __m128 t20 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t19));
            __m128i t48 = (__m128i)(vcc_m4)((vcc_v4_float)t20 != (vcc_v4_float){0});
            __m128 t49 = _mm_set1_ps(k);
            __m128 t50 = _mm_mul_ps(v_v_3, t49);
            __m128 t51 = _mm_set1_ps(0.0f);
            __m128i t52 = _mm_castps_si128(_mm_cmplt_ps(v_v_3, t51));
            __m128i t53 = (__m128i)~(vcc_m4)t52;
            __m128i t54 = (__m128i)((vcc_m4)t48 & (vcc_m4)t53);
            __m128 t55 = _mm_set1_ps(-1.0f);
            __m128 t56 = _mm_set1_ps(1.0f);
            __m128 t57 = vcc_sse2_blendv_ps(t55, t56, _mm_castsi128_ps(t54));
            __m128 t58 = _mm_add_ps(t50, t57);
            __m128 t59 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t58, _mm_castsi128_ps(t48));
            __m128 v_v_5 = vcc_sse2_blendv_ps(v_v_3, t59, _mm_castsi128_ps(t19));
            _mm_storeu_ps(y + t18, v_v_5);
            long t45 = i_vec_1 + 8L;
            __m128 v_v_6 = _mm_loadu_ps(x + t45);
            __m128i t46 = _mm_castps_si128(_mm_cmpgt_ps(v_v_6, _mm_set1_ps(-1.0f)));
            __m128 t47 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t46));
            __m128i t63 = (__m128i)(vcc_m4)((vcc_v4_float)t47 != (vcc_v4_float){0});
            __m128 t64 = _mm_set1_ps(k);
            __m128 t65 = _mm_mul_ps(v_v_6, t64);
            __m128 t66 = _mm_set1_ps(0.0f);
            __m128i t67 = _mm_castps_si128(_mm_cmplt_ps(v_v_6, t66));
            __m128i t68 = (__m128i)~(vcc_m4)t67;
            __m128i t69 = (__m128i)((vcc_m4)t63 & (vcc_m4)t68);
            __m128 t70 = _mm_set1_ps(-1.0f);
            __m128 t71 = _mm_set1_ps(1.0f);
            __m128 t72 = vcc_sse2_blendv_ps(t70, t71, _mm_castsi128_ps(t69));
            __m128 t73 = _mm_add_ps(t65, t72);
            __m128 t74 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t73, _mm_castsi128_ps(t63));
            __m128 v_v_7 = vcc_sse2_blendv_ps(v_v_6, t74, _mm_castsi128_ps(t46));
            _mm_storeu_ps(y + t45, v_v_7);
            long t60 = i_vec_1 + 12L;
            __m128 v_v_8 = _mm_loadu_ps(x + t60);
            __m128i t61 = _mm_castps_si128(_mm_cmpgt_ps(v_v_8, _mm_set1_ps(-1.0f)));
            __m128 t62 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t61));
            __m128i t75 = (__m128i)(vcc_m4)((vcc_v4_float)t62 != (vcc_v4_float){0});
            __m128 t76 = _mm_set1_ps(k);
            __m128 t77 = _mm_mul_ps(v_v_8, t76);
            __m128 t78 = _mm_set1_ps(0.0f);
            __m128i t79 = _mm_castps_si128(_mm_cmplt_ps(v_v_8, t78));
            __m128i t80 = (__m128i)~(vcc_m4)t79;
            __m128i t81 = (__m128i)((vcc_m4)t75 & (vcc_m4)t80);
            __m128 t82 = _mm_set1_ps(-1.0f);
            __m128 t83 = _mm_set1_ps(1.0f);
            __m128 t84 = vcc_sse2_blendv_ps(t82, t83, _mm_castsi128_ps(t81));
            __m128 t85 = _mm_add_ps(t77, t84);
            __m128 t86 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t85, _mm_castsi128_ps(t75));
            __m128 v_v_9 = vcc_sse2_blendv_ps(v_v_8, t86, _mm_castsi128_ps(t61));
            _mm_storeu_ps(y + t60, v_v_9);
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
    if ((t9 >= 4L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))) | ((t12 <= 0L) | (t12 >= 16L)))) {
        long t13 = t9 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t14 = (long)t8 + i_vec;
            __m128 v_v_1 = _mm_loadu_ps(x + t14);
            __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(v_v_1, _mm_set1_ps(-1.0f)));
            __m128 t16 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t15));
            __m128i t33 = (__m128i)(vcc_m4)((vcc_v4_float)t16 != (vcc_v4_float){0});
            __m128 t34 = _mm_set1_ps(k);
            __m128 t35 = _mm_mul_ps(v_v_1, t34);
            __m128 t36 = _mm_set1_ps(0.0f);
            __m128i t37 = _mm_castps_si128(_mm_cmplt_ps(v_v_1, t36));
            __m128i t38 = (__m128i)~(vcc_m4)t37;
            __m128i t39 = (__m128i)((vcc_m4)t33 & (vcc_m4)t38);
            __m128 t40 = _mm_set1_ps(-1.0f);
            __m128 t41 = _mm_set1_ps(1.0f);
            __m128 t42 = vcc_sse2_blendv_ps(t40, t41, _mm_castsi128_ps(t39));
            __m128 t43 = _mm_add_ps(t35, t42);
            __m128 t44 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t43, _mm_castsi128_ps(t33));
            __m128 v_v_4 = vcc_sse2_blendv_ps(v_v_1, t44, _mm_castsi128_ps(t15));
            _mm_storeu_ps(y + t14, v_v_4);
            i_vec += 4L;
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
    int t70;
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
            __m128i t12 = _mm_set1_epi32((int)t3);
            __m128i t13 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t14 = _mm_set1_epi32(0);
            __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(12));
            __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(13)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t15, t17);
            __m128 t18 = _mm_cvtepi32_ps(t12);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t19 = _mm_cvtepi32_ps((__m128i)i_v);
                __m128 t20 = _mm_mul_ps(_mm_set1_ps(2.5f), t19);
                __m128 t21 = _mm_div_ps(t20, t18);
                __m128 t22 = _mm_add_ps(_mm_set1_ps(-2.0f), t21);
                _mm_storeu_ps(cr + i_vec, t22);
                __m128 t23 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t24 = _mm_mul_ps(_mm_set1_ps(0.02f), t23);
                __m128 t25 = _mm_add_ps(_mm_set1_ps(-1.0f), t24);
                _mm_storeu_ps(ci + i_vec, t25);
                long t26 = i_vec + 4L;
                __m128i t27 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128 t28 = _mm_cvtepi32_ps(t27);
                __m128 t29 = _mm_mul_ps(_mm_set1_ps(2.5f), t28);
                __m128 t30 = _mm_div_ps(t29, t18);
                __m128 t31 = _mm_add_ps(_mm_set1_ps(-2.0f), t30);
                _mm_storeu_ps(cr + t26, t31);
                __m128i t32 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
                __m128i t33 = _mm_cmpgt_epi32(t32, _mm_set1_epi32(12));
                __m128i t34 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t33, _mm_set1_epi32(13)); });
                __m128i t35 = _mm_sub_epi32(t32, t34);
                __m128 t36 = _mm_cvtepi32_ps(t35);
                __m128 t37 = _mm_mul_ps(_mm_set1_ps(0.02f), t36);
                __m128 t38 = _mm_add_ps(_mm_set1_ps(-1.0f), t37);
                _mm_storeu_ps(ci + t26, t38);
                long t39 = i_vec + 8L;
                __m128i t40 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128 t41 = _mm_cvtepi32_ps(t40);
                __m128 t42 = _mm_mul_ps(_mm_set1_ps(2.5f), t41);
                __m128 t43 = _mm_div_ps(t42, t18);
                __m128 t44 = _mm_add_ps(_mm_set1_ps(-2.0f), t43);
                _mm_storeu_ps(cr + t39, t44);
                __m128i t45 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
                __m128i t46 = _mm_cmpgt_epi32(t45, _mm_set1_epi32(12));
                __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, _mm_set1_epi32(13)); });
                __m128i t48 = _mm_sub_epi32(t45, t47);
                __m128 t49 = _mm_cvtepi32_ps(t48);
                __m128 t50 = _mm_mul_ps(_mm_set1_ps(0.02f), t49);
                __m128 t51 = _mm_add_ps(_mm_set1_ps(-1.0f), t50);
                _mm_storeu_ps(ci + t39, t51);
                long t52 = i_vec + 12L;
                __m128i t53 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                __m128 t54 = _mm_cvtepi32_ps(t53);
                __m128 t55 = _mm_mul_ps(_mm_set1_ps(2.5f), t54);
                __m128 t56 = _mm_div_ps(t55, t18);
                __m128 t57 = _mm_add_ps(_mm_set1_ps(-2.0f), t56);
                _mm_storeu_ps(cr + t52, t57);
                __m128i t58 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
                __m128i t59 = _mm_cmpgt_epi32(t58, _mm_set1_epi32(12));
                __m128i t60 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t59, _mm_set1_epi32(13)); });
                __m128i t61 = _mm_sub_epi32(t58, t60);
                __m128 t62 = _mm_cvtepi32_ps(t61);
                __m128 t63 = _mm_mul_ps(_mm_set1_ps(0.02f), t62);
                __m128 t64 = _mm_add_ps(_mm_set1_ps(-1.0f), t63);
                _mm_storeu_ps(ci + t52, t64);
                i_vec += 16L;
                __m128i t65 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                __m128i t66 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
                __m128i t67 = _mm_cmpgt_epi32(t66, _mm_set1_epi32(12));
                __m128i t68 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t67, _mm_set1_epi32(13)); });
                __m128i t69 = _mm_sub_epi32(t66, t68);
                if (i_vec >= t11) {
                    break;
                }
                i_v = (vcc_v4_uint)t65;
                t1 = (vcc_v4_int)t69;
            }
            t70 = (int)t11;
        } else {
            t70 = 0;
        }
        long t71 = (long)n + (long)t70 * -1L;
        unsigned long t72 = (unsigned long)t5;
        unsigned long t73 = (unsigned long)t6;
        long t74 = (long)((unsigned long)t6 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t70 * 4L)));
        if ((t71 >= 4L) & (((t72 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t70 * 4L))) | ((t73 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t70 * 4L))) | ((t74 <= 0L) | (t74 >= 16L))) & (t70 >= 0)) {
            long t75 = t71 & -4L;
            __m128i t76 = _mm_set1_epi32((int)t3);
            __m128i t77 = _mm_set1_epi32((int)t70);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t77, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t78 = _mm_set1_epi32((int)(t70 % 13));
            __m128i t79 = _mm_add_epi32(t78, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t80 = _mm_cmpgt_epi32(t79, _mm_set1_epi32(12));
            __m128i t81 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t80, _mm_set1_epi32(13)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t79, t81);
            __m128 t82 = _mm_cvtepi32_ps(t76);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t83 = (long)t70 + i_vec_1;
                __m128 t84 = _mm_cvtepi32_ps((__m128i)i_v_1);
                __m128 t85 = _mm_mul_ps(_mm_set1_ps(2.5f), t84);
                __m128 t86 = _mm_div_ps(t85, t82);
                __m128 t87 = _mm_add_ps(_mm_set1_ps(-2.0f), t86);
                _mm_storeu_ps(cr + t83, t87);
                __m128 t88 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t89 = _mm_mul_ps(_mm_set1_ps(0.02f), t88);
                __m128 t90 = _mm_add_ps(_mm_set1_ps(-1.0f), t89);
                _mm_storeu_ps(ci + t83, t90);
                i_vec_1 += 4L;
                __m128i t91 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                __m128i t92 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                __m128i t93 = _mm_cmpgt_epi32(t92, _mm_set1_epi32(12));
                __m128i t94 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t93, _mm_set1_epi32(13)); });
                __m128i t95 = _mm_sub_epi32(t92, t94);
                if (i_vec_1 >= t75) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t91;
                t2 = (vcc_v4_int)t95;
            }
            i = (int)((long)t70 + t75);
        } else {
            i = t70;
        }
        for (; i < n; i++) {
            long t96 = (long)i;
            cr[t96] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t96] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t97 = ci;
        const float *t98 = cr;
        render(out, t98, t97, n, 60U);
        tone(y, t98, n, 0.75f);
        tone_some(y, t97, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t98, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t99 = (long)i_2;
            sum = sum * 31U + out[t99];
            fsum += y[t99];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
