/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask);
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
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        __m256 t7 = _mm256_mul_ps(t2, t2);
        __m256 t8 = _mm256_mul_ps(t3, t3);
        __m256 t9 = _mm256_add_ps(t7, t8);
        __m256 t10 = _mm256_set1_ps(4.0f);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256 t13 = _mm256_sub_ps(t7, t8);
        __m256 t14 = _mm256_add_ps(t13, cr);
        __m256 t15 = _mm256_set1_ps(2.0f);
        __m256 t16 = _mm256_mul_ps(t15, t2);
        __m256 t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        __m256i t18 = _mm256_set1_epi32((int)t6);
        t4 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t4, t18, t1);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v8_uint)(__m256i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t4, t19, t1);
L20:
    return (__m256i)t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

/* vcc: function at callsite.c:24 vector variant _ZGVdN8vu_shade of `shade`: VL 8, unmasked, x vector, scale uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale) {
    __m256 t1 = _mm256_set1_ps(1.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    __m256 t3 = _mm256_set1_ps(scale);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_blendv_ps(t4, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t2));
    __m256 t6 = _mm256_set1_ps(scale);
    __m256 t7 = _mm256_mul_ps(x, t6);
    __m256 t8 = _mm256_blendv_ps(t5, t7, _mm256_castsi256_ps(t2));
    return t8;
}

__attribute__((target("avx2"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    long i_vec;
    __m256i t17;
    __m256 t18;
    __m256 t19;
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
    __m256 ci_v;
    __m256 cr_v;
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
    __m256 ci_v_1;
    __m256 cr_v_1;
    int i;
    long t45;
    unsigned int *t46;
    __m256 ci_v_2;
    __m256 cr_v_2;
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
    __m256i t97;
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
            ci_v = _mm256_loadu_ps(ci + i_vec_1);
            cr_v = _mm256_loadu_ps(cr + i_vec_1);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t45 = i_vec_1 + 8L;
            t46 = out + t45;
            ci_v_2 = _mm256_loadu_ps(ci + t45);
            cr_v_2 = _mm256_loadu_ps(cr + t45);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t47 = 0U;
            t48 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t49 = 1;
            t50 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t51 = 0U;
            t52 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t53 = 1;
            t54 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t49) {
                    if (t47 < max_iter) {
                        __m256 t55 = _mm256_mul_ps(t2, t2);
                        __m256 t56 = _mm256_mul_ps(t3, t3);
                        __m256 t57 = _mm256_add_ps(t55, t56);
                        __m256 t58 = _mm256_set1_ps(4.0f);
                        __m256i t59 = _mm256_castps_si256(_mm256_cmp_ps(t57, t58, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t59);
                        __m256 t60 = _mm256_sub_ps(t55, t56);
                        t8 = _mm256_add_ps(t60, cr_v);
                        __m256 t61 = _mm256_set1_ps(2.0f);
                        __m256 t62 = _mm256_mul_ps(t61, t2);
                        __m256 t63 = _mm256_mul_ps(t62, t3);
                        t9 = _mm256_add_ps(t63, ci_v);
                        __m256i t64 = _mm256_set1_epi32((int)t47);
                        t10 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t48, t64, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t66 = t47 + 1U;
                            t67 = 1;
                            t68 = (vcc_v8_uint)(__m256i)t50;
                            goto L98;
                        }
                        t11 = (vcc_v8_uint)(__m256i)t10;
                    } else {
                        __m256i t65 = _mm256_set1_epi32((int)t47);
                        t11 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t48, t65, t1);
                    }
                    t7 = t1;
                    t66 = t47;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t48;
                    t67 = 0;
                    t68 = (vcc_v8_uint)(__m256i)t11;
                } else {
                    t7 = t1;
                    t66 = t47;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t48;
                    t67 = 0;
                    t68 = (vcc_v8_uint)(__m256i)t50;
                }
            L98:
                if (t53) {
                    if (t51 < max_iter) {
                        __m256 t69 = _mm256_mul_ps(t5, t5);
                        __m256 t70 = _mm256_mul_ps(t6, t6);
                        __m256 t71 = _mm256_add_ps(t69, t70);
                        __m256 t72 = _mm256_set1_ps(4.0f);
                        __m256i t73 = _mm256_castps_si256(_mm256_cmp_ps(t71, t72, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t73);
                        __m256 t74 = _mm256_sub_ps(t69, t70);
                        t13 = _mm256_add_ps(t74, cr_v_2);
                        __m256 t75 = _mm256_set1_ps(2.0f);
                        __m256 t76 = _mm256_mul_ps(t75, t5);
                        __m256 t77 = _mm256_mul_ps(t76, t6);
                        t14 = _mm256_add_ps(t77, ci_v_2);
                        __m256i t78 = _mm256_set1_epi32((int)t51);
                        t15 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t52, t78, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t80 = t51 + 1U;
                            t81 = 1;
                            t82 = (vcc_v8_uint)(__m256i)t54;
                            goto L99;
                        }
                        t16 = (vcc_v8_uint)(__m256i)t15;
                    } else {
                        __m256i t79 = _mm256_set1_epi32((int)t51);
                        t16 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t52, t79, t4);
                    }
                    t12 = t4;
                    t80 = t51;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t52;
                    t81 = 0;
                    t82 = (vcc_v8_uint)(__m256i)t16;
                } else {
                    t12 = t4;
                    t80 = t51;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t52;
                    t81 = 0;
                    t82 = (vcc_v8_uint)(__m256i)t54;
                }
            L99:
                if (!(t67 | t81)) {
                    _mm256_storeu_si256((__m256i *)t30, (__m256i)t68);
                    _mm256_storeu_si256((__m256i *)t46, (__m256i)t82);
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
                t48 = (vcc_v8_uint)(__m256i)t10;
                t49 = t67;
                t50 = (vcc_v8_uint)(__m256i)t68;
                t4 = t12;
                t51 = t80;
                t5 = t13;
                t6 = t14;
                t52 = (vcc_v8_uint)(__m256i)t15;
                t53 = t81;
                t54 = (vcc_v8_uint)(__m256i)t82;
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
            ci_v_1 = _mm256_loadu_ps(ci + t40);
            cr_v_1 = _mm256_loadu_ps(cr + t40);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t83 = 0U;
            t20 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            while (t83 < max_iter) {
                __m256 t84 = _mm256_mul_ps(t18, t18);
                __m256 t85 = _mm256_mul_ps(t19, t19);
                __m256 t86 = _mm256_add_ps(t84, t85);
                __m256 t87 = _mm256_set1_ps(4.0f);
                __m256i t88 = _mm256_castps_si256(_mm256_cmp_ps(t86, t87, _CMP_LT_OQ));
                __m256i t89 = _mm256_and_si256(t17, t88);
                __m256 t90 = _mm256_sub_ps(t84, t85);
                __m256 t91 = _mm256_add_ps(t90, cr_v_1);
                __m256 t92 = _mm256_set1_ps(2.0f);
                __m256 t93 = _mm256_mul_ps(t92, t18);
                __m256 t94 = _mm256_mul_ps(t93, t19);
                __m256 t95 = _mm256_add_ps(t94, ci_v_1);
                __m256i t96 = _mm256_set1_epi32((int)t83);
                t20 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t20, t96, t17);
                if (!(_mm256_movemask_epi8(t89) != 0)) {
                    t21 = (vcc_v8_uint)(__m256i)t20;
                    goto L101;
                }
                t17 = t89;
                t83++;
                t18 = t91;
                t19 = t95;
            }
            t97 = _mm256_set1_epi32((int)t83);
            t21 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t20, t97, t17);
        L101:
            _mm256_storeu_si256((__m256i *)t41, (__m256i)t21);
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
        out[t42] = (_mm256_zeroupper(), mandel(t44, t43, max_iter));
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
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
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t20 = _mm256_set1_ps(1.0f);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t20, _CMP_GT_OQ));
            __m256 t22 = _mm256_set1_ps(s);
            __m256 t23 = _mm256_sub_ps(x_v, t22);
            __m256 t24 = _mm256_blendv_ps(t23, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t21));
            __m256 t25 = _mm256_set1_ps(s);
            __m256 t26 = _mm256_mul_ps(x_v, t25);
            __m256 t27 = _mm256_blendv_ps(t24, t26, _mm256_castsi256_ps(t21));
            __m256 t17 = _mm256_add_ps(t27, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t6, t17);
            long t18 = i_vec_1 + 8L;
            float *t19 = y + t18;
            __m256 x_v_2 = _mm256_loadu_ps(x + t18);
            __m256 t38 = _mm256_set1_ps(1.0f);
            __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t38, _CMP_GT_OQ));
            __m256 t40 = _mm256_set1_ps(s);
            __m256 t41 = _mm256_sub_ps(x_v_2, t40);
            __m256 t42 = _mm256_blendv_ps(t41, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t39));
            __m256 t43 = _mm256_set1_ps(s);
            __m256 t44 = _mm256_mul_ps(x_v_2, t43);
            __m256 t45 = _mm256_blendv_ps(t42, t44, _mm256_castsi256_ps(t39));
            __m256 t37 = _mm256_add_ps(t45, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t19, t37);
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
            __m256 x_v_1 = _mm256_loadu_ps(x + t13);
            __m256 t29 = _mm256_set1_ps(1.0f);
            __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t29, _CMP_GT_OQ));
            __m256 t31 = _mm256_set1_ps(s);
            __m256 t32 = _mm256_sub_ps(x_v_1, t31);
            __m256 t33 = _mm256_blendv_ps(t32, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t30));
            __m256 t34 = _mm256_set1_ps(s);
            __m256 t35 = _mm256_mul_ps(x_v_1, t34);
            __m256 t36 = _mm256_blendv_ps(t33, t35, _mm256_castsi256_ps(t30));
            __m256 t28 = _mm256_add_ps(t36, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t14, t28);
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
        y[t15] = (_mm256_zeroupper(), shade(t16, s)) + 1.0f;
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
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k) {
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(0.0f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LT_OQ));
    __m256 t5 = _mm256_set1_ps(-1.0f);
    __m256 t6 = _mm256_set1_ps(1.0f);
    __m256 t7 = _mm256_blendv_ps(t6, t5, _mm256_castsi256_ps(t4));
    __m256 t8 = _mm256_add_ps(t2, t7);
    return t8;
}

/* vcc: function at callsite.c:52 vector variant _ZGVdM8vu_ramp of `ramp`: VL 8, masked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(x, t2);
    __m256 t4 = _mm256_set1_ps(0.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t7 = _mm256_and_si256(t1, t6);
    __m256 t8 = _mm256_set1_ps(-1.0f);
    __m256 t9 = _mm256_set1_ps(1.0f);
    __m256 t10 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t7));
    __m256 t11 = _mm256_add_ps(t3, t10);
    __m256 t12 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t11, _mm256_castsi256_ps(t1));
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
__attribute__((target("avx2"))) void ramp_some(float *y, const float *x, int n, float k) {
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
            __m256 v_v = _mm256_loadu_ps(x + i_vec_1);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(v_v, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t7 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t6));
            __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_float)t7 != (vcc_v8_float){0});
            __m256 t22 = _mm256_set1_ps(k);
            __m256 t23 = _mm256_mul_ps(v_v, t22);
            __m256 t24 = _mm256_set1_ps(0.0f);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(v_v, t24, _CMP_LT_OQ));
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            __m256i t27 = _mm256_and_si256(t21, t26);
            __m256 t28 = _mm256_set1_ps(-1.0f);
            __m256 t29 = _mm256_set1_ps(1.0f);
            __m256 t30 = _mm256_blendv_ps(t28, t29, _mm256_castsi256_ps(t27));
            __m256 t31 = _mm256_add_ps(t23, t30);
            __m256 t32 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t31, _mm256_castsi256_ps(t21));
            __m256 v_v_2 = _mm256_blendv_ps(v_v, t32, _mm256_castsi256_ps(t6));
            _mm256_storeu_ps(y + i_vec_1, v_v_2);
            long t18 = i_vec_1 + 8L;
            __m256 v_v_3 = _mm256_loadu_ps(x + t18);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(v_v_3, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t20 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t19));
            __m256i t45 = (__m256i)(vcc_m8)((vcc_v8_float)t20 != (vcc_v8_float){0});
            __m256 t46 = _mm256_set1_ps(k);
            __m256 t47 = _mm256_mul_ps(v_v_3, t46);
            __m256 t48 = _mm256_set1_ps(0.0f);
            __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(v_v_3, t48, _CMP_LT_OQ));
            __m256i t50 = (__m256i)~(vcc_m8)t49;
            __m256i t51 = _mm256_and_si256(t45, t50);
            __m256 t52 = _mm256_set1_ps(-1.0f);
            __m256 t53 = _mm256_set1_ps(1.0f);
            __m256 t54 = _mm256_blendv_ps(t52, t53, _mm256_castsi256_ps(t51));
            __m256 t55 = _mm256_add_ps(t47, t54);
            __m256 t56 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t55, _mm256_castsi256_ps(t45));
            __m256 v_v_5 = _mm256_blendv_ps(v_v_3, t56, _mm256_castsi256_ps(t19));
            _mm256_storeu_ps(y + t18, v_v_5);
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
            __m256 v_v_1 = _mm256_loadu_ps(x + t14);
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(v_v_1, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t16 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t15));
            __m256i t33 = (__m256i)(vcc_m8)((vcc_v8_float)t16 != (vcc_v8_float){0});
            __m256 t34 = _mm256_set1_ps(k);
            __m256 t35 = _mm256_mul_ps(v_v_1, t34);
            __m256 t36 = _mm256_set1_ps(0.0f);
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(v_v_1, t36, _CMP_LT_OQ));
            __m256i t38 = (__m256i)~(vcc_m8)t37;
            __m256i t39 = _mm256_and_si256(t33, t38);
            __m256 t40 = _mm256_set1_ps(-1.0f);
            __m256 t41 = _mm256_set1_ps(1.0f);
            __m256 t42 = _mm256_blendv_ps(t40, t41, _mm256_castsi256_ps(t39));
            __m256 t43 = _mm256_add_ps(t35, t42);
            __m256 t44 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t43, _mm256_castsi256_ps(t33));
            __m256 v_v_4 = _mm256_blendv_ps(v_v_1, t44, _mm256_castsi256_ps(t15));
            _mm256_storeu_ps(y + t14, v_v_4);
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
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t17] = v;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    int t41;
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
            __m256i t12 = _mm256_set1_epi32((int)t3);
            __m256i t13 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t14 = _mm256_set1_epi32(0);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(13));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
            __m256 t17 = _mm256_cvtepi32_ps(t12);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t18 = _mm256_cvtepi32_ps((__m256i)i_v);
                __m256 t19 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t18);
                __m256 t20 = _mm256_div_ps(t19, t17);
                __m256 t21 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t20);
                _mm256_storeu_ps(cr + i_vec, t21);
                __m256 t22 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t23 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t22);
                __m256 t24 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t23);
                _mm256_storeu_ps(ci + i_vec, t24);
                long t25 = i_vec + 8L;
                __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                __m256 t28 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t27);
                __m256 t29 = _mm256_div_ps(t28, t17);
                __m256 t30 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t29);
                _mm256_storeu_ps(cr + t25, t30);
                __m256i t31 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
                __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(13));
                __m256i t33 = _mm256_min_epu32(t31, t32);
                __m256 t34 = _mm256_cvtepi32_ps(t33);
                __m256 t35 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t34);
                __m256 t36 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t35);
                _mm256_storeu_ps(ci + t25, t36);
                i_vec += 16L;
                __m256i t37 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t38 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(13));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                if (i_vec >= t11) {
                    break;
                }
                i_v = (vcc_v8_uint)t37;
                t1 = (vcc_v8_int)t40;
            }
            t41 = (int)t11;
        } else {
            t41 = 0;
        }
        long t42 = (long)n + (long)t41 * -1L;
        unsigned long t43 = (unsigned long)t5;
        unsigned long t44 = (unsigned long)t6;
        long t45 = (long)((unsigned long)t6 + (unsigned long)((long)t41 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t41 * 4L)));
        if ((t42 >= 8L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L))) | ((t45 <= 0L) | (t45 >= 32L))) & (t41 >= 0)) {
            long t46 = t42 & -8L;
            __m256i t47 = _mm256_set1_epi32((int)t3);
            __m256i t48 = _mm256_set1_epi32((int)t41);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t49 = _mm256_set1_epi32((int)(t41 % 13));
            __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t50, t51);
            __m256 t52 = _mm256_cvtepi32_ps(t47);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t53 = (long)t41 + i_vec_1;
                __m256 t54 = _mm256_cvtepi32_ps((__m256i)i_v_1);
                __m256 t55 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t54);
                __m256 t56 = _mm256_div_ps(t55, t52);
                __m256 t57 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t56);
                _mm256_storeu_ps(cr + t53, t57);
                __m256 t58 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t59 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t58);
                __m256 t60 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t59);
                _mm256_storeu_ps(ci + t53, t60);
                i_vec_1 += 8L;
                __m256i t61 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t62 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(13));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                if (i_vec_1 >= t46) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t61;
                t2 = (vcc_v8_int)t64;
            }
            i = (int)((long)t41 + t46);
        } else {
            i = t41;
        }
        for (; i < n; i++) {
            long t65 = (long)i;
            cr[t65] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t65] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t66 = ci;
        const float *t67 = cr;
        render(out, t67, t66, n, 60U);
        tone(y, t67, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t66, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t67, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t68 = (long)i_2;
            sum = sum * 31U + out[t68];
            fsum += y[t68];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
