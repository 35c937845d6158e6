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
    unsigned long t25;
    unsigned long t26;
    long t27;
    unsigned int *t28;
    __m256 ci_v;
    __m256 cr_v;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    unsigned int *t37;
    __m256 ci_v_1;
    __m256 cr_v_1;
    int i;
    long t41;
    unsigned int *t42;
    __m256 ci_v_2;
    __m256 cr_v_2;
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
    __m256i t93;
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
            ci_v = _mm256_loadu_ps(ci + i_vec_1);
            cr_v = _mm256_loadu_ps(cr + i_vec_1);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t41 = i_vec_1 + 8L;
            t42 = out + t41;
            ci_v_2 = _mm256_loadu_ps(ci + t41);
            cr_v_2 = _mm256_loadu_ps(cr + t41);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t43 = 0U;
            t44 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t45 = 1;
            t46 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t47 = 0U;
            t48 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t49 = 1;
            t50 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t45) {
                    if (t43 < max_iter) {
                        __m256 t51 = _mm256_mul_ps(t2, t2);
                        __m256 t52 = _mm256_mul_ps(t3, t3);
                        __m256 t53 = _mm256_add_ps(t51, t52);
                        __m256 t54 = _mm256_set1_ps(4.0f);
                        __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t53, t54, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t55);
                        __m256 t56 = _mm256_sub_ps(t51, t52);
                        t8 = _mm256_add_ps(t56, cr_v);
                        __m256 t57 = _mm256_set1_ps(2.0f);
                        __m256 t58 = _mm256_mul_ps(t57, t2);
                        __m256 t59 = _mm256_mul_ps(t58, t3);
                        t9 = _mm256_add_ps(t59, ci_v);
                        __m256i t60 = _mm256_set1_epi32((int)t43);
                        t10 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t44, t60, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t62 = t43 + 1U;
                            t63 = 1;
                            t64 = (vcc_v8_uint)(__m256i)t46;
                            goto L94;
                        }
                        t11 = (vcc_v8_uint)(__m256i)t10;
                    } else {
                        __m256i t61 = _mm256_set1_epi32((int)t43);
                        t11 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t44, t61, t1);
                    }
                    t7 = t1;
                    t62 = t43;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t44;
                    t63 = 0;
                    t64 = (vcc_v8_uint)(__m256i)t11;
                } else {
                    t7 = t1;
                    t62 = t43;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t44;
                    t63 = 0;
                    t64 = (vcc_v8_uint)(__m256i)t46;
                }
            L94:
                if (t49) {
                    if (t47 < max_iter) {
                        __m256 t65 = _mm256_mul_ps(t5, t5);
                        __m256 t66 = _mm256_mul_ps(t6, t6);
                        __m256 t67 = _mm256_add_ps(t65, t66);
                        __m256 t68 = _mm256_set1_ps(4.0f);
                        __m256i t69 = _mm256_castps_si256(_mm256_cmp_ps(t67, t68, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t69);
                        __m256 t70 = _mm256_sub_ps(t65, t66);
                        t13 = _mm256_add_ps(t70, cr_v_2);
                        __m256 t71 = _mm256_set1_ps(2.0f);
                        __m256 t72 = _mm256_mul_ps(t71, t5);
                        __m256 t73 = _mm256_mul_ps(t72, t6);
                        t14 = _mm256_add_ps(t73, ci_v_2);
                        __m256i t74 = _mm256_set1_epi32((int)t47);
                        t15 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t48, t74, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t76 = t47 + 1U;
                            t77 = 1;
                            t78 = (vcc_v8_uint)(__m256i)t50;
                            goto L95;
                        }
                        t16 = (vcc_v8_uint)(__m256i)t15;
                    } else {
                        __m256i t75 = _mm256_set1_epi32((int)t47);
                        t16 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t48, t75, t4);
                    }
                    t12 = t4;
                    t76 = t47;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t48;
                    t77 = 0;
                    t78 = (vcc_v8_uint)(__m256i)t16;
                } else {
                    t12 = t4;
                    t76 = t47;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t48;
                    t77 = 0;
                    t78 = (vcc_v8_uint)(__m256i)t50;
                }
            L95:
                if (!(t63 | t77)) {
                    _mm256_storeu_si256((__m256i *)t28, (__m256i)t64);
                    _mm256_storeu_si256((__m256i *)t42, (__m256i)t78);
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
                t44 = (vcc_v8_uint)(__m256i)t10;
                t45 = t63;
                t46 = (vcc_v8_uint)(__m256i)t64;
                t4 = t12;
                t47 = t76;
                t5 = t13;
                t6 = t14;
                t48 = (vcc_v8_uint)(__m256i)t15;
                t49 = t77;
                t50 = (vcc_v8_uint)(__m256i)t78;
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
            ci_v_1 = _mm256_loadu_ps(ci + t36);
            cr_v_1 = _mm256_loadu_ps(cr + t36);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t79 = 0U;
            t20 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            while (t79 < max_iter) {
                __m256 t80 = _mm256_mul_ps(t18, t18);
                __m256 t81 = _mm256_mul_ps(t19, t19);
                __m256 t82 = _mm256_add_ps(t80, t81);
                __m256 t83 = _mm256_set1_ps(4.0f);
                __m256i t84 = _mm256_castps_si256(_mm256_cmp_ps(t82, t83, _CMP_LT_OQ));
                __m256i t85 = _mm256_and_si256(t17, t84);
                __m256 t86 = _mm256_sub_ps(t80, t81);
                __m256 t87 = _mm256_add_ps(t86, cr_v_1);
                __m256 t88 = _mm256_set1_ps(2.0f);
                __m256 t89 = _mm256_mul_ps(t88, t18);
                __m256 t90 = _mm256_mul_ps(t89, t19);
                __m256 t91 = _mm256_add_ps(t90, ci_v_1);
                __m256i t92 = _mm256_set1_epi32((int)t79);
                t20 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t20, t92, t17);
                if (!(_mm256_movemask_epi8(t85) != 0)) {
                    t21 = (vcc_v8_uint)(__m256i)t20;
                    goto L97;
                }
                t17 = t85;
                t79++;
                t18 = t87;
                t19 = t91;
            }
            t93 = _mm256_set1_epi32((int)t79);
            t21 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t20, t93, t17);
        L97:
            _mm256_storeu_si256((__m256i *)t37, (__m256i)t21);
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
        out[t38] = (_mm256_zeroupper(), mandel(t40, t39, max_iter));
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
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
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t18 = _mm256_set1_ps(1.0f);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t18, _CMP_GT_OQ));
            __m256 t20 = _mm256_set1_ps(s);
            __m256 t21 = _mm256_sub_ps(x_v, t20);
            __m256 t22 = _mm256_blendv_ps(t21, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t19));
            __m256 t23 = _mm256_set1_ps(s);
            __m256 t24 = _mm256_mul_ps(x_v, t23);
            __m256 t25 = _mm256_blendv_ps(t22, t24, _mm256_castsi256_ps(t19));
            __m256 t15 = _mm256_add_ps(t25, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t5, t15);
            long t16 = i_vec_1 + 8L;
            float *t17 = y + t16;
            __m256 x_v_2 = _mm256_loadu_ps(x + t16);
            __m256 t36 = _mm256_set1_ps(1.0f);
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t36, _CMP_GT_OQ));
            __m256 t38 = _mm256_set1_ps(s);
            __m256 t39 = _mm256_sub_ps(x_v_2, t38);
            __m256 t40 = _mm256_blendv_ps(t39, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t37));
            __m256 t41 = _mm256_set1_ps(s);
            __m256 t42 = _mm256_mul_ps(x_v_2, t41);
            __m256 t43 = _mm256_blendv_ps(t40, t42, _mm256_castsi256_ps(t37));
            __m256 t35 = _mm256_add_ps(t43, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t17, t35);
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
            __m256 x_v_1 = _mm256_loadu_ps(x + t11);
            __m256 t27 = _mm256_set1_ps(1.0f);
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t27, _CMP_GT_OQ));
            __m256 t29 = _mm256_set1_ps(s);
            __m256 t30 = _mm256_sub_ps(x_v_1, t29);
            __m256 t31 = _mm256_blendv_ps(t30, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t28));
            __m256 t32 = _mm256_set1_ps(s);
            __m256 t33 = _mm256_mul_ps(x_v_1, t32);
            __m256 t34 = _mm256_blendv_ps(t31, t33, _mm256_castsi256_ps(t28));
            __m256 t26 = _mm256_add_ps(t34, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t12, t26);
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
        y[t13] = (_mm256_zeroupper(), shade(t14, s)) + 1.0f;
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
            __m256 v_v = _mm256_loadu_ps(x + i_vec_1);
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(v_v, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t6 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t5));
            __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_float)t6 != (vcc_v8_float){0});
            __m256 t20 = _mm256_set1_ps(k);
            __m256 t21 = _mm256_mul_ps(v_v, t20);
            __m256 t22 = _mm256_set1_ps(0.0f);
            __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(v_v, t22, _CMP_LT_OQ));
            __m256i t24 = (__m256i)~(vcc_m8)t23;
            __m256i t25 = _mm256_and_si256(t19, t24);
            __m256 t26 = _mm256_set1_ps(-1.0f);
            __m256 t27 = _mm256_set1_ps(1.0f);
            __m256 t28 = _mm256_blendv_ps(t26, t27, _mm256_castsi256_ps(t25));
            __m256 t29 = _mm256_add_ps(t21, t28);
            __m256 t30 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t29, _mm256_castsi256_ps(t19));
            __m256 v_v_2 = _mm256_blendv_ps(v_v, t30, _mm256_castsi256_ps(t5));
            _mm256_storeu_ps(y + i_vec_1, v_v_2);
            long t16 = i_vec_1 + 8L;
            __m256 v_v_3 = _mm256_loadu_ps(x + t16);
            __m256i t17 = _mm256_castps_si256(_mm256_cmp_ps(v_v_3, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t18 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t17));
            __m256i t43 = (__m256i)(vcc_m8)((vcc_v8_float)t18 != (vcc_v8_float){0});
            __m256 t44 = _mm256_set1_ps(k);
            __m256 t45 = _mm256_mul_ps(v_v_3, t44);
            __m256 t46 = _mm256_set1_ps(0.0f);
            __m256i t47 = _mm256_castps_si256(_mm256_cmp_ps(v_v_3, t46, _CMP_LT_OQ));
            __m256i t48 = (__m256i)~(vcc_m8)t47;
            __m256i t49 = _mm256_and_si256(t43, t48);
            __m256 t50 = _mm256_set1_ps(-1.0f);
            __m256 t51 = _mm256_set1_ps(1.0f);
            __m256 t52 = _mm256_blendv_ps(t50, t51, _mm256_castsi256_ps(t49));
            __m256 t53 = _mm256_add_ps(t45, t52);
            __m256 t54 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t53, _mm256_castsi256_ps(t43));
            __m256 v_v_5 = _mm256_blendv_ps(v_v_3, t54, _mm256_castsi256_ps(t17));
            _mm256_storeu_ps(y + t16, v_v_5);
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
            __m256 v_v_1 = _mm256_loadu_ps(x + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(v_v_1, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t14 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t13));
            __m256i t31 = (__m256i)(vcc_m8)((vcc_v8_float)t14 != (vcc_v8_float){0});
            __m256 t32 = _mm256_set1_ps(k);
            __m256 t33 = _mm256_mul_ps(v_v_1, t32);
            __m256 t34 = _mm256_set1_ps(0.0f);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(v_v_1, t34, _CMP_LT_OQ));
            __m256i t36 = (__m256i)~(vcc_m8)t35;
            __m256i t37 = _mm256_and_si256(t31, t36);
            __m256 t38 = _mm256_set1_ps(-1.0f);
            __m256 t39 = _mm256_set1_ps(1.0f);
            __m256 t40 = _mm256_blendv_ps(t38, t39, _mm256_castsi256_ps(t37));
            __m256 t41 = _mm256_add_ps(t33, t40);
            __m256 t42 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t41, _mm256_castsi256_ps(t31));
            __m256 v_v_4 = _mm256_blendv_ps(v_v_1, t42, _mm256_castsi256_ps(t13));
            _mm256_storeu_ps(y + t12, v_v_4);
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
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t15] = v;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    int t40;
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
            __m256i t11 = _mm256_set1_epi32((int)t3);
            __m256i t12 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t13 = _mm256_set1_epi32(0);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(13));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t14, t15);
            __m256 t16 = _mm256_cvtepi32_ps(t11);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t17 = _mm256_cvtepi32_ps((__m256i)i_v);
                __m256 t18 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t17);
                __m256 t19 = _mm256_div_ps(t18, t16);
                __m256 t20 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t19);
                _mm256_storeu_ps(cr + i_vec, t20);
                __m256 t21 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t22 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t21);
                __m256 t23 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t22);
                _mm256_storeu_ps(ci + i_vec, t23);
                long t24 = i_vec + 8L;
                __m256i t25 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256 t26 = _mm256_cvtepi32_ps(t25);
                __m256 t27 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t26);
                __m256 t28 = _mm256_div_ps(t27, t16);
                __m256 t29 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t28);
                _mm256_storeu_ps(cr + t24, t29);
                __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
                __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(13));
                __m256i t32 = _mm256_min_epu32(t30, t31);
                __m256 t33 = _mm256_cvtepi32_ps(t32);
                __m256 t34 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t33);
                __m256 t35 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t34);
                _mm256_storeu_ps(ci + t24, t35);
                i_vec += 16L;
                __m256i t36 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t37 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(13));
                __m256i t39 = _mm256_min_epu32(t37, t38);
                if (i_vec >= t10) {
                    break;
                }
                i_v = (vcc_v8_uint)t36;
                t1 = (vcc_v8_int)t39;
            }
            t40 = (int)t10;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t6;
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 4L))) | ((t43 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t40 * 4L)))) & (t40 >= 0)) {
            long t44 = t41 & -8L;
            __m256i t45 = _mm256_set1_epi32((int)t3);
            __m256i t46 = _mm256_set1_epi32((int)t40);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t47 = _mm256_set1_epi32((int)(t40 % 13));
            __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t48, t49);
            __m256 t50 = _mm256_cvtepi32_ps(t45);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t51 = (long)t40 + i_vec_1;
                __m256 t52 = _mm256_cvtepi32_ps((__m256i)i_v_1);
                __m256 t53 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t52);
                __m256 t54 = _mm256_div_ps(t53, t50);
                __m256 t55 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t54);
                _mm256_storeu_ps(cr + t51, t55);
                __m256 t56 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t57 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t56);
                __m256 t58 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t57);
                _mm256_storeu_ps(ci + t51, t58);
                i_vec_1 += 8L;
                __m256i t59 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t60 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
                __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(13));
                __m256i t62 = _mm256_min_epu32(t60, t61);
                if (i_vec_1 >= t44) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t59;
                t2 = (vcc_v8_int)t62;
            }
            i = (int)((long)t40 + t44);
        } else {
            i = t40;
        }
        for (; i < n; i++) {
            long t63 = (long)i;
            cr[t63] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t63] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t64 = ci;
        const float *t65 = cr;
        render(out, t65, t64, n, 60U);
        tone(y, t65, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t64, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t65, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t66 = (long)i_2;
            sum = sum * 31U + out[t66];
            fsum += y[t66];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
