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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
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
        t4 = _mm256_blendv_epi8(t4, t18, t1);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_blendv_epi8(t4, t19, t1);
L20:
    return t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256i t15;
    __m256i t16;
    long i_vec;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    long i_vec_1;
    long t22;
    unsigned long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    long t27;
    long t28;
    long t29;
    unsigned int *t30;
    __m256 ci_v;
    __m256 cr_v;
    int t31;
    long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    long t38;
    unsigned int *t39;
    __m256 ci_v_1;
    __m256 cr_v_1;
    int i;
    long t43;
    unsigned int *t44;
    __m256 ci_v_2;
    __m256 cr_v_2;
    unsigned int t45;
    __m256i t46;
    int t47;
    __m256i t48;
    unsigned int t49;
    __m256i t50;
    int t51;
    __m256i t52;
    unsigned int t64;
    int t65;
    __m256i t66;
    unsigned int t78;
    int t79;
    __m256i t80;
    unsigned int t81;
    __m256i t95;
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
            t28 = i_vec_1 + 8L;
            t29 = (long)(int)i_vec_1;
            t30 = out + t29;
            ci_v = _mm256_loadu_ps(ci + t29);
            cr_v = _mm256_loadu_ps(cr + t29);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t43 = (long)(int)t28;
            t44 = out + t43;
            ci_v_2 = _mm256_loadu_ps(ci + t43);
            cr_v_2 = _mm256_loadu_ps(cr + t43);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t45 = 0U;
            t46 = (__m256i)(vcc_v8_uint){0};
            t47 = 1;
            t48 = (__m256i)(vcc_v8_uint){0};
            t49 = 0U;
            t50 = (__m256i)(vcc_v8_uint){0};
            t51 = 1;
            t52 = (__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t47) {
                    if (t45 < max_iter) {
                        __m256 t53 = _mm256_mul_ps(t2, t2);
                        __m256 t54 = _mm256_mul_ps(t3, t3);
                        __m256 t55 = _mm256_add_ps(t53, t54);
                        __m256 t56 = _mm256_set1_ps(4.0f);
                        __m256i t57 = _mm256_castps_si256(_mm256_cmp_ps(t55, t56, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t57);
                        __m256 t58 = _mm256_sub_ps(t53, t54);
                        t8 = _mm256_add_ps(t58, cr_v);
                        __m256 t59 = _mm256_set1_ps(2.0f);
                        __m256 t60 = _mm256_mul_ps(t59, t2);
                        __m256 t61 = _mm256_mul_ps(t60, t3);
                        t9 = _mm256_add_ps(t61, ci_v);
                        __m256i t62 = _mm256_set1_epi32((int)t45);
                        t10 = _mm256_blendv_epi8(t46, t62, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t64 = t45 + 1U;
                            t65 = 1;
                            t66 = t48;
                            goto L96;
                        }
                        t11 = t10;
                    } else {
                        __m256i t63 = _mm256_set1_epi32((int)t45);
                        t11 = _mm256_blendv_epi8(t46, t63, t1);
                    }
                    t7 = t1;
                    t64 = t45;
                    t8 = t2;
                    t9 = t3;
                    t10 = t46;
                    t65 = 0;
                    t66 = t11;
                } else {
                    t7 = t1;
                    t64 = t45;
                    t8 = t2;
                    t9 = t3;
                    t10 = t46;
                    t65 = 0;
                    t66 = t48;
                }
            L96:
                if (t51) {
                    if (t49 < max_iter) {
                        __m256 t67 = _mm256_mul_ps(t5, t5);
                        __m256 t68 = _mm256_mul_ps(t6, t6);
                        __m256 t69 = _mm256_add_ps(t67, t68);
                        __m256 t70 = _mm256_set1_ps(4.0f);
                        __m256i t71 = _mm256_castps_si256(_mm256_cmp_ps(t69, t70, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t71);
                        __m256 t72 = _mm256_sub_ps(t67, t68);
                        t13 = _mm256_add_ps(t72, cr_v_2);
                        __m256 t73 = _mm256_set1_ps(2.0f);
                        __m256 t74 = _mm256_mul_ps(t73, t5);
                        __m256 t75 = _mm256_mul_ps(t74, t6);
                        t14 = _mm256_add_ps(t75, ci_v_2);
                        __m256i t76 = _mm256_set1_epi32((int)t49);
                        t15 = _mm256_blendv_epi8(t50, t76, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t78 = t49 + 1U;
                            t79 = 1;
                            t80 = t52;
                            goto L97;
                        }
                        t16 = t15;
                    } else {
                        __m256i t77 = _mm256_set1_epi32((int)t49);
                        t16 = _mm256_blendv_epi8(t50, t77, t4);
                    }
                    t12 = t4;
                    t78 = t49;
                    t13 = t5;
                    t14 = t6;
                    t15 = t50;
                    t79 = 0;
                    t80 = t16;
                } else {
                    t12 = t4;
                    t78 = t49;
                    t13 = t5;
                    t14 = t6;
                    t15 = t50;
                    t79 = 0;
                    t80 = t52;
                }
            L97:
                if (!(t65 | t79)) {
                    _mm256_storeu_si256((__m256i *)t30, t66);
                    _mm256_storeu_si256((__m256i *)t44, t80);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t27) {
                        break;
                    }
                    t31 = (int)t27;
                    goto L98;
                }
                t1 = t7;
                t45 = t64;
                t2 = t8;
                t3 = t9;
                t46 = t10;
                t47 = t65;
                t48 = t66;
                t4 = t12;
                t49 = t78;
                t5 = t13;
                t6 = t14;
                t50 = t15;
                t51 = t79;
                t52 = t80;
            }
        }
    } else {
        t31 = 0;
    }
L98:
    t32 = (long)n + (long)t31 * -1L;
    t33 = (unsigned long)out;
    t34 = (unsigned long)cr;
    t35 = (unsigned long)out;
    t36 = (unsigned long)ci;
    if ((t32 >= 8L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L)))) & (((t35 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t31 * 4L))))) {
        t37 = t32 & -8L;
        i_vec = 0L;
        for (;;) {
            t38 = (long)(int)((long)t31 + i_vec);
            t39 = out + t38;
            ci_v_1 = _mm256_loadu_ps(ci + t38);
            cr_v_1 = _mm256_loadu_ps(cr + t38);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t81 = 0U;
            t20 = (__m256i)(vcc_v8_uint){0};
            while (t81 < max_iter) {
                __m256 t82 = _mm256_mul_ps(t18, t18);
                __m256 t83 = _mm256_mul_ps(t19, t19);
                __m256 t84 = _mm256_add_ps(t82, t83);
                __m256 t85 = _mm256_set1_ps(4.0f);
                __m256i t86 = _mm256_castps_si256(_mm256_cmp_ps(t84, t85, _CMP_LT_OQ));
                __m256i t87 = _mm256_and_si256(t17, t86);
                __m256 t88 = _mm256_sub_ps(t82, t83);
                __m256 t89 = _mm256_add_ps(t88, cr_v_1);
                __m256 t90 = _mm256_set1_ps(2.0f);
                __m256 t91 = _mm256_mul_ps(t90, t18);
                __m256 t92 = _mm256_mul_ps(t91, t19);
                __m256 t93 = _mm256_add_ps(t92, ci_v_1);
                __m256i t94 = _mm256_set1_epi32((int)t81);
                t20 = _mm256_blendv_epi8(t20, t94, t17);
                if (!(_mm256_movemask_epi8(t87) != 0)) {
                    t21 = t20;
                    goto L99;
                }
                t17 = t87;
                t81++;
                t18 = t89;
                t19 = t93;
            }
            t95 = _mm256_set1_epi32((int)t81);
            t21 = _mm256_blendv_epi8(t20, t95, t17);
        L99:
            _mm256_storeu_si256((__m256i *)t39, t21);
            i_vec += 8L;
            if (i_vec >= t37) {
                i = (int)((long)t31 + t37);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        float t41 = ci[t40];
        float t42 = cr[t40];
        out[t40] = (_mm256_zeroupper(), mandel(t42, t41, max_iter));
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t5 = i_vec_1 + 8L;
            long t6 = (long)(int)i_vec_1;
            float *t7 = y + t6;
            __m256 x_v = _mm256_loadu_ps(x + t6);
            __m256 t20 = _mm256_set1_ps(1.0f);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t20, _CMP_GT_OQ));
            __m256 t22 = _mm256_set1_ps(s);
            __m256 t23 = _mm256_sub_ps(x_v, t22);
            __m256 t24 = _mm256_blendv_ps(t23, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t21));
            __m256 t25 = _mm256_set1_ps(s);
            __m256 t26 = _mm256_mul_ps(x_v, t25);
            __m256 t27 = _mm256_blendv_ps(t24, t26, _mm256_castsi256_ps(t21));
            __m256 t17 = _mm256_add_ps(t27, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t7, t17);
            long t18 = (long)(int)t5;
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
            if (i_vec_1 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)y;
    unsigned long t11 = (unsigned long)x;
    if ((t9 >= 8L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))))) {
        long t12 = t9 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t13 = (long)(int)((long)t8 + i_vec);
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
                i = (int)((long)t8 + t12);
                break;
            }
        }
    } else {
        i = t8;
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
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t5 = i_vec_1 + 8L;
            long t6 = (long)(int)i_vec_1;
            __m256 v_v = _mm256_loadu_ps(x + t6);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(v_v, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t8 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t7));
            __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_float)t8 != (vcc_v8_float){0});
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
            __m256 v_v_2 = _mm256_blendv_ps(v_v, t32, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(y + t6, v_v_2);
            long t18 = (long)(int)t5;
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
            if (i_vec_1 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        long t13 = t10 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t14 = (long)(int)((long)t9 + i_vec);
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
                i = (int)((long)t9 + t13);
                break;
            }
        }
    } else {
        i = t9;
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
    int t48;
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
            __m256i t13 = t12;
            __m256i i_v = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t14 = _mm256_set1_epi32(0);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t16 = t15;
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(13));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256i t1 = t18;
            __m256 t19 = _mm256_cvtepi32_ps(t11);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_2 = i_v;
                long t20 = (long)(int)i_vec;
                __m256 t21 = _mm256_cvtepi32_ps(i_v_2);
                __m256 t22 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t21);
                __m256 t23 = _mm256_div_ps(t22, t19);
                __m256 t24 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t23);
                _mm256_storeu_ps(cr + t20, t24);
                __m256 t25 = _mm256_cvtepi32_ps(t1);
                __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t25);
                __m256 t27 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t26);
                _mm256_storeu_ps(ci + t20, t27);
                __m256i t28 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                __m256i i_v_3 = t28;
                long t29 = (long)(int)(i_vec + 8L);
                __m256 t30 = _mm256_cvtepi32_ps(i_v_3);
                __m256 t31 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t30);
                __m256 t32 = _mm256_div_ps(t31, t19);
                __m256 t33 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t32);
                _mm256_storeu_ps(cr + t29, t33);
                __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t35 = t34;
                __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(13));
                __m256i t37 = _mm256_min_epu32(t35, t36);
                __m256i t38 = t37;
                __m256 t39 = _mm256_cvtepi32_ps(t38);
                __m256 t40 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t39);
                __m256 t41 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t40);
                _mm256_storeu_ps(ci + t29, t41);
                i_vec += 16L;
                __m256i t42 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                __m256i t43 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
                __m256i t44 = t43;
                __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(13));
                __m256i t46 = _mm256_min_epu32(t44, t45);
                __m256i t47 = t46;
                if (i_vec >= t10) {
                    break;
                }
                i_v = t42;
                t1 = t47;
            }
            t48 = (int)t10;
        } else {
            t48 = 0;
        }
        long t49 = (long)n + (long)t48 * -1L;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t6;
        if ((t49 >= 8L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L)))) & (t48 >= 0)) {
            long t52 = t49 & -8L;
            __m256i t53 = _mm256_set1_epi32((int)t3);
            __m256i t54 = _mm256_set1_epi32((int)t48);
            __m256i t55 = t54;
            __m256i i_v_1 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t56 = _mm256_set1_epi32((int)(t48 % 13));
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t58 = t57;
            __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(13));
            __m256i t60 = _mm256_min_epu32(t58, t59);
            __m256i t2 = t60;
            __m256 t61 = _mm256_cvtepi32_ps(t53);
            long i_vec_1 = 0L;
            for (;;) {
                __m256i i_v_4 = i_v_1;
                long t62 = (long)(int)((long)t48 + i_vec_1);
                __m256 t63 = _mm256_cvtepi32_ps(i_v_4);
                __m256 t64 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t63);
                __m256 t65 = _mm256_div_ps(t64, t61);
                __m256 t66 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t65);
                _mm256_storeu_ps(cr + t62, t66);
                __m256 t67 = _mm256_cvtepi32_ps(t2);
                __m256 t68 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t67);
                __m256 t69 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t68);
                _mm256_storeu_ps(ci + t62, t69);
                i_vec_1 += 8L;
                __m256i t70 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                __m256i t71 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                __m256i t72 = t71;
                __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(13));
                __m256i t74 = _mm256_min_epu32(t72, t73);
                __m256i t75 = t74;
                if (i_vec_1 >= t52) {
                    break;
                }
                i_v_1 = t70;
                t2 = t75;
            }
            i = (int)((long)t48 + t52);
        } else {
            i = t48;
        }
        for (; i < n; i++) {
            long t76 = (long)i;
            cr[t76] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t76] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t77 = ci;
        const float *t78 = cr;
        render(out, t78, t77, n, 60U);
        tone(y, t78, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t77, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t78, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t79 = (long)i_2;
            sum = sum * 31U + out[t79];
            fsum += y[t79];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
