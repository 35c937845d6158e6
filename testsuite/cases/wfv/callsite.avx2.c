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
    long t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
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
    __m256 t33;
    __m256 t34;
    int t35;
    long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    long t41;
    long t42;
    unsigned int *t43;
    __m256 t44;
    __m256 t45;
    int i;
    long t49;
    unsigned int *t50;
    __m256 t51;
    __m256 t52;
    unsigned int t53;
    __m256i t54;
    int t55;
    __m256i t56;
    unsigned int t57;
    __m256i t58;
    int t59;
    __m256i t60;
    unsigned int t72;
    int t73;
    __m256i t74;
    unsigned int t86;
    int t87;
    __m256i t88;
    unsigned int t89;
    __m256i t103;
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
            t33 = _mm256_loadu_ps(ci + t31);
            t34 = _mm256_loadu_ps(cr + t31);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t49 = (long)(int)t30;
            t50 = out + t49;
            t51 = _mm256_loadu_ps(ci + t49);
            t52 = _mm256_loadu_ps(cr + t49);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t53 = 0U;
            t54 = (__m256i)(vcc_v8_uint){0};
            t55 = 1;
            t56 = (__m256i)(vcc_v8_uint){0};
            t57 = 0U;
            t58 = (__m256i)(vcc_v8_uint){0};
            t59 = 1;
            t60 = (__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t55) {
                    if (t53 < max_iter) {
                        __m256 t61 = _mm256_mul_ps(t2, t2);
                        __m256 t62 = _mm256_mul_ps(t3, t3);
                        __m256 t63 = _mm256_add_ps(t61, t62);
                        __m256 t64 = _mm256_set1_ps(4.0f);
                        __m256i t65 = _mm256_castps_si256(_mm256_cmp_ps(t63, t64, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t65);
                        __m256 t66 = _mm256_sub_ps(t61, t62);
                        t8 = _mm256_add_ps(t66, t34);
                        __m256 t67 = _mm256_set1_ps(2.0f);
                        __m256 t68 = _mm256_mul_ps(t67, t2);
                        __m256 t69 = _mm256_mul_ps(t68, t3);
                        t9 = _mm256_add_ps(t69, t33);
                        __m256i t70 = _mm256_set1_epi32((int)t53);
                        t10 = _mm256_blendv_epi8(t54, t70, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t72 = t53 + 1U;
                            t73 = 1;
                            t74 = t56;
                            goto L104;
                        }
                        t11 = t10;
                    } else {
                        __m256i t71 = _mm256_set1_epi32((int)t53);
                        t11 = _mm256_blendv_epi8(t54, t71, t1);
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
                        __m256 t75 = _mm256_mul_ps(t5, t5);
                        __m256 t76 = _mm256_mul_ps(t6, t6);
                        __m256 t77 = _mm256_add_ps(t75, t76);
                        __m256 t78 = _mm256_set1_ps(4.0f);
                        __m256i t79 = _mm256_castps_si256(_mm256_cmp_ps(t77, t78, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t79);
                        __m256 t80 = _mm256_sub_ps(t75, t76);
                        t13 = _mm256_add_ps(t80, t52);
                        __m256 t81 = _mm256_set1_ps(2.0f);
                        __m256 t82 = _mm256_mul_ps(t81, t5);
                        __m256 t83 = _mm256_mul_ps(t82, t6);
                        t14 = _mm256_add_ps(t83, t51);
                        __m256i t84 = _mm256_set1_epi32((int)t57);
                        t15 = _mm256_blendv_epi8(t58, t84, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t86 = t57 + 1U;
                            t87 = 1;
                            t88 = t60;
                            goto L105;
                        }
                        t16 = t15;
                    } else {
                        __m256i t85 = _mm256_set1_epi32((int)t57);
                        t16 = _mm256_blendv_epi8(t58, t85, t4);
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
                    _mm256_storeu_si256((__m256i *)t32, t74);
                    _mm256_storeu_si256((__m256i *)t50, t88);
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
            t44 = _mm256_loadu_ps(ci + t42);
            t45 = _mm256_loadu_ps(cr + t42);
            t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t19 = _mm256_set1_ps(0.0f);
            t20 = _mm256_set1_ps(0.0f);
            t89 = 0U;
            t21 = (__m256i)(vcc_v8_uint){0};
            while (t89 < max_iter) {
                __m256 t90 = _mm256_mul_ps(t19, t19);
                __m256 t91 = _mm256_mul_ps(t20, t20);
                __m256 t92 = _mm256_add_ps(t90, t91);
                __m256 t93 = _mm256_set1_ps(4.0f);
                __m256i t94 = _mm256_castps_si256(_mm256_cmp_ps(t92, t93, _CMP_LT_OQ));
                __m256i t95 = _mm256_and_si256(t18, t94);
                __m256 t96 = _mm256_sub_ps(t90, t91);
                __m256 t97 = _mm256_add_ps(t96, t45);
                __m256 t98 = _mm256_set1_ps(2.0f);
                __m256 t99 = _mm256_mul_ps(t98, t19);
                __m256 t100 = _mm256_mul_ps(t99, t20);
                __m256 t101 = _mm256_add_ps(t100, t44);
                __m256i t102 = _mm256_set1_epi32((int)t89);
                t21 = _mm256_blendv_epi8(t21, t102, t18);
                if (!(_mm256_movemask_epi8(t95) != 0)) {
                    t22 = t21;
                    goto L107;
                }
                t18 = t95;
                t89++;
                t19 = t97;
                t20 = t101;
            }
            t103 = _mm256_set1_epi32((int)t89);
            t22 = _mm256_blendv_epi8(t21, t103, t18);
        L107:
            _mm256_storeu_si256((__m256i *)t43, t22);
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
        out[t46] = (_mm256_zeroupper(), mandel(t48, t47, max_iter));
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
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
            __m256 t10 = _mm256_loadu_ps(x + t8);
            __m256 t25 = _mm256_set1_ps(1.0f);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t10, t25, _CMP_GT_OQ));
            __m256 t27 = _mm256_set1_ps(s);
            __m256 t28 = _mm256_sub_ps(t10, t27);
            __m256 t29 = _mm256_blendv_ps(t28, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t26));
            __m256 t30 = _mm256_set1_ps(s);
            __m256 t31 = _mm256_mul_ps(t10, t30);
            __m256 t32 = _mm256_blendv_ps(t29, t31, _mm256_castsi256_ps(t26));
            __m256 t21 = _mm256_add_ps(t32, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t9, t21);
            long t22 = (long)(int)t7;
            float *t23 = y + t22;
            __m256 t24 = _mm256_loadu_ps(x + t22);
            __m256 t43 = _mm256_set1_ps(1.0f);
            __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t24, t43, _CMP_GT_OQ));
            __m256 t45 = _mm256_set1_ps(s);
            __m256 t46 = _mm256_sub_ps(t24, t45);
            __m256 t47 = _mm256_blendv_ps(t46, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t44));
            __m256 t48 = _mm256_set1_ps(s);
            __m256 t49 = _mm256_mul_ps(t24, t48);
            __m256 t50 = _mm256_blendv_ps(t47, t49, _mm256_castsi256_ps(t44));
            __m256 t42 = _mm256_add_ps(t50, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t23, t42);
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
            __m256 t18 = _mm256_loadu_ps(x + t16);
            __m256 t34 = _mm256_set1_ps(1.0f);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(t18, t34, _CMP_GT_OQ));
            __m256 t36 = _mm256_set1_ps(s);
            __m256 t37 = _mm256_sub_ps(t18, t36);
            __m256 t38 = _mm256_blendv_ps(t37, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t35));
            __m256 t39 = _mm256_set1_ps(s);
            __m256 t40 = _mm256_mul_ps(t18, t39);
            __m256 t41 = _mm256_blendv_ps(t38, t40, _mm256_castsi256_ps(t35));
            __m256 t33 = _mm256_add_ps(t41, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t17, t33);
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
        y[t19] = (_mm256_zeroupper(), shade(t20, s)) + 1.0f;
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
            __m256 t9 = _mm256_loadu_ps(x + t8);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(t9, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t10));
            __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_float)t11 != (vcc_v8_float){0});
            __m256 t28 = _mm256_set1_ps(k);
            __m256 t29 = _mm256_mul_ps(t9, t28);
            __m256 t30 = _mm256_set1_ps(0.0f);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(t9, t30, _CMP_LT_OQ));
            __m256i t32 = (__m256i)~(vcc_m8)t31;
            __m256i t33 = _mm256_and_si256(t27, t32);
            __m256 t34 = _mm256_set1_ps(-1.0f);
            __m256 t35 = _mm256_set1_ps(1.0f);
            __m256 t36 = _mm256_blendv_ps(t34, t35, _mm256_castsi256_ps(t33));
            __m256 t37 = _mm256_add_ps(t29, t36);
            __m256 t38 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t37, _mm256_castsi256_ps(t27));
            __m256 t22 = _mm256_blendv_ps(t9, t38, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(y + t8, t22);
            long t23 = (long)(int)t7;
            __m256 t24 = _mm256_loadu_ps(x + t23);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(t24, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t26 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t25));
            __m256i t53 = (__m256i)(vcc_m8)((vcc_v8_float)t26 != (vcc_v8_float){0});
            __m256 t54 = _mm256_set1_ps(k);
            __m256 t55 = _mm256_mul_ps(t24, t54);
            __m256 t56 = _mm256_set1_ps(0.0f);
            __m256i t57 = _mm256_castps_si256(_mm256_cmp_ps(t24, t56, _CMP_LT_OQ));
            __m256i t58 = (__m256i)~(vcc_m8)t57;
            __m256i t59 = _mm256_and_si256(t53, t58);
            __m256 t60 = _mm256_set1_ps(-1.0f);
            __m256 t61 = _mm256_set1_ps(1.0f);
            __m256 t62 = _mm256_blendv_ps(t60, t61, _mm256_castsi256_ps(t59));
            __m256 t63 = _mm256_add_ps(t55, t62);
            __m256 t64 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t63, _mm256_castsi256_ps(t53));
            __m256 t52 = _mm256_blendv_ps(t24, t64, _mm256_castsi256_ps(t25));
            _mm256_storeu_ps(y + t23, t52);
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
            __m256 t18 = _mm256_loadu_ps(x + t17);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            __m256 t20 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t19));
            __m256i t40 = (__m256i)(vcc_m8)((vcc_v8_float)t20 != (vcc_v8_float){0});
            __m256 t41 = _mm256_set1_ps(k);
            __m256 t42 = _mm256_mul_ps(t18, t41);
            __m256 t43 = _mm256_set1_ps(0.0f);
            __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t18, t43, _CMP_LT_OQ));
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_and_si256(t40, t45);
            __m256 t47 = _mm256_set1_ps(-1.0f);
            __m256 t48 = _mm256_set1_ps(1.0f);
            __m256 t49 = _mm256_blendv_ps(t47, t48, _mm256_castsi256_ps(t46));
            __m256 t50 = _mm256_add_ps(t42, t49);
            __m256 t51 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t50, _mm256_castsi256_ps(t40));
            __m256 t39 = _mm256_blendv_ps(t18, t51, _mm256_castsi256_ps(t19));
            _mm256_storeu_ps(y + t17, t39);
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
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t21] = v;
    }
}

__attribute__((target("avx2"))) int main(void) {
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
            __m256i t15 = _mm256_set1_epi32((int)t7);
            __m256i t16 = _mm256_set1_epi32(0);
            __m256i t17 = t16;
            __m256i t1 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(13));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t2 = t22;
            __m256 t23 = _mm256_cvtepi32_ps(t15);
            long t3 = 0L;
            for (;;) {
                __m256i t24 = t1;
                long t25 = (long)(int)t3;
                __m256 t26 = _mm256_cvtepi32_ps(t24);
                __m256 t27 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t26);
                __m256 t28 = _mm256_div_ps(t27, t23);
                __m256 t29 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t28);
                _mm256_storeu_ps(cr + t25, t29);
                __m256 t30 = _mm256_cvtepi32_ps(t2);
                __m256 t31 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t30);
                __m256 t32 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t31);
                _mm256_storeu_ps(ci + t25, t32);
                __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t34 = t33;
                long t35 = (long)(int)(t3 + 8L);
                __m256 t36 = _mm256_cvtepi32_ps(t34);
                __m256 t37 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t36);
                __m256 t38 = _mm256_div_ps(t37, t23);
                __m256 t39 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t38);
                _mm256_storeu_ps(cr + t35, t39);
                __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                __m256i t41 = t40;
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(13));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                __m256i t44 = t43;
                __m256 t45 = _mm256_cvtepi32_ps(t44);
                __m256 t46 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t45);
                __m256 t47 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t46);
                _mm256_storeu_ps(ci + t35, t47);
                t3 += 16L;
                __m256i t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                __m256i t49 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                __m256i t50 = t49;
                __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(13));
                __m256i t52 = _mm256_min_epu32(t50, t51);
                __m256i t53 = t52;
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
            __m256i t59 = _mm256_set1_epi32((int)t7);
            __m256i t60 = _mm256_set1_epi32((int)t54);
            __m256i t61 = t60;
            __m256i t4 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t62 = _mm256_set1_epi32((int)(t54 % 13));
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t64 = t63;
            __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(13));
            __m256i t66 = _mm256_min_epu32(t64, t65);
            __m256i t5 = t66;
            __m256 t67 = _mm256_cvtepi32_ps(t59);
            long t6 = 0L;
            for (;;) {
                __m256i t68 = t4;
                long t69 = (long)(int)((long)t54 + t6);
                __m256 t70 = _mm256_cvtepi32_ps(t68);
                __m256 t71 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t70);
                __m256 t72 = _mm256_div_ps(t71, t67);
                __m256 t73 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t72);
                _mm256_storeu_ps(cr + t69, t73);
                __m256 t74 = _mm256_cvtepi32_ps(t5);
                __m256 t75 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t74);
                __m256 t76 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t75);
                _mm256_storeu_ps(ci + t69, t76);
                t6 += 8L;
                __m256i t77 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
                __m256i t78 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                __m256i t79 = t78;
                __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(13));
                __m256i t81 = _mm256_min_epu32(t79, t80);
                __m256i t82 = t81;
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
        (_mm256_zeroupper(), tone_some(y, t84, n, 0.5f));
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
