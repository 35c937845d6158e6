/* vcc: vector types and helpers */
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
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = _mm256_mul_ps(t2, t2);
        t8 = _mm256_mul_ps(t3, t3);
        t9 = _mm256_add_ps(t7, t8);
        t10 = _mm256_set1_ps(4.0f);
        t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_sub_ps(t7, t8);
        t14 = _mm256_add_ps(t13, cr);
        t15 = _mm256_set1_ps(2.0f);
        t16 = _mm256_mul_ps(t15, t2);
        t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        t18 = _mm256_set1_epi32((int)t6);
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
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = _mm256_set1_ps(1.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    t3 = _mm256_set1_ps(scale);
    t4 = _mm256_sub_ps(x, t3);
    t5 = _mm256_blendv_ps(t4, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t2));
    t6 = _mm256_set1_ps(scale);
    t7 = _mm256_mul_ps(x, t6);
    t8 = _mm256_blendv_ps(t5, t7, _mm256_castsi256_ps(t2));
    return t8;
}

__attribute__((target("avx2"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    __m256i t17;
    long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    long t24;
    long t25;
    unsigned int *t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    unsigned int *t37;
    __m256 t38;
    __m256 t39;
    int i;
    long t40;
    float t41;
    float t42;
    long t43;
    unsigned int *t44;
    __m256 t45;
    __m256 t46;
    unsigned int t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256i t52;
    __m256i t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256i t60;
    __m256i t61;
    unsigned int t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256i t67;
    __m256i t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256i t75;
    __m256i t76;
    unsigned int t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256i t82;
    __m256i t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    __m256i t90;
    __m256i t91;
    t18 = (long)n;
    t19 = (unsigned long)out;
    t20 = (unsigned long)cr;
    t21 = (unsigned long)out;
    t22 = (unsigned long)ci;
    if ((t18 >= 16L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= (t20 + 0UL)) | ((t20 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= (t19 + 0UL))) & (((t21 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= (t22 + 0UL)) | ((t22 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= (t21 + 0UL)))) {
        t23 = t18 & -16L;
        t12 = 0L;
        for (;;) {
            t24 = t12 + 8L;
            t25 = (long)(int)(0L + t12);
            t26 = out + t25;
            t27 = _mm256_loadu_ps(ci + t25);
            t28 = _mm256_loadu_ps(cr + t25);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t47 = 0U;
            t4 = (__m256i)(vcc_v8_uint){0};
            while (t47 < max_iter) {
                t48 = _mm256_mul_ps(t2, t2);
                t49 = _mm256_mul_ps(t3, t3);
                t50 = _mm256_add_ps(t48, t49);
                t51 = _mm256_set1_ps(4.0f);
                t52 = _mm256_castps_si256(_mm256_cmp_ps(t50, t51, _CMP_LT_OQ));
                t53 = _mm256_and_si256(t1, t52);
                t54 = _mm256_sub_ps(t48, t49);
                t55 = _mm256_add_ps(t54, t28);
                t56 = _mm256_set1_ps(2.0f);
                t57 = _mm256_mul_ps(t56, t2);
                t58 = _mm256_mul_ps(t57, t3);
                t59 = _mm256_add_ps(t58, t27);
                t60 = _mm256_set1_epi32((int)t47);
                t4 = _mm256_blendv_epi8(t4, t60, t1);
                if (!(_mm256_movemask_epi8(t53) != 0)) {
                    t5 = t4;
                    goto L92;
                }
                t1 = t53;
                t47++;
                t2 = t55;
                t3 = t59;
            }
            t61 = _mm256_set1_epi32((int)t47);
            t5 = _mm256_blendv_epi8(t4, t61, t1);
        L92:
            _mm256_storeu_si256((__m256i *)t26, t5);
            t43 = (long)(int)(0L + t24);
            t44 = out + t43;
            t45 = _mm256_loadu_ps(ci + t43);
            t46 = _mm256_loadu_ps(cr + t43);
            t13 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t14 = _mm256_set1_ps(0.0f);
            t15 = _mm256_set1_ps(0.0f);
            t77 = 0U;
            t16 = (__m256i)(vcc_v8_uint){0};
            while (t77 < max_iter) {
                t78 = _mm256_mul_ps(t14, t14);
                t79 = _mm256_mul_ps(t15, t15);
                t80 = _mm256_add_ps(t78, t79);
                t81 = _mm256_set1_ps(4.0f);
                t82 = _mm256_castps_si256(_mm256_cmp_ps(t80, t81, _CMP_LT_OQ));
                t83 = _mm256_and_si256(t13, t82);
                t84 = _mm256_sub_ps(t78, t79);
                t85 = _mm256_add_ps(t84, t46);
                t86 = _mm256_set1_ps(2.0f);
                t87 = _mm256_mul_ps(t86, t14);
                t88 = _mm256_mul_ps(t87, t15);
                t89 = _mm256_add_ps(t88, t45);
                t90 = _mm256_set1_epi32((int)t77);
                t16 = _mm256_blendv_epi8(t16, t90, t13);
                if (!(_mm256_movemask_epi8(t83) != 0)) {
                    t17 = t16;
                    goto L93;
                }
                t13 = t83;
                t77++;
                t14 = t85;
                t15 = t89;
            }
            t91 = _mm256_set1_epi32((int)t77);
            t17 = _mm256_blendv_epi8(t16, t91, t13);
        L93:
            _mm256_storeu_si256((__m256i *)t44, t17);
            t12 += 16L;
            if (t12 >= t23) {
                t29 = (int)(0L + t23);
                break;
            }
        }
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)out;
    t32 = (unsigned long)cr;
    t33 = (unsigned long)out;
    t34 = (unsigned long)ci;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        t35 = t30 & -8L;
        t6 = 0L;
        for (;;) {
            t36 = (long)(int)((long)t29 + t6);
            t37 = out + t36;
            t38 = _mm256_loadu_ps(ci + t36);
            t39 = _mm256_loadu_ps(cr + t36);
            t7 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t8 = _mm256_set1_ps(0.0f);
            t9 = _mm256_set1_ps(0.0f);
            t62 = 0U;
            t10 = (__m256i)(vcc_v8_uint){0};
            while (t62 < max_iter) {
                t63 = _mm256_mul_ps(t8, t8);
                t64 = _mm256_mul_ps(t9, t9);
                t65 = _mm256_add_ps(t63, t64);
                t66 = _mm256_set1_ps(4.0f);
                t67 = _mm256_castps_si256(_mm256_cmp_ps(t65, t66, _CMP_LT_OQ));
                t68 = _mm256_and_si256(t7, t67);
                t69 = _mm256_sub_ps(t63, t64);
                t70 = _mm256_add_ps(t69, t39);
                t71 = _mm256_set1_ps(2.0f);
                t72 = _mm256_mul_ps(t71, t8);
                t73 = _mm256_mul_ps(t72, t9);
                t74 = _mm256_add_ps(t73, t38);
                t75 = _mm256_set1_epi32((int)t62);
                t10 = _mm256_blendv_epi8(t10, t75, t7);
                if (!(_mm256_movemask_epi8(t68) != 0)) {
                    t11 = t10;
                    goto L94;
                }
                t7 = t68;
                t62++;
                t8 = t70;
                t9 = t74;
            }
            t76 = _mm256_set1_epi32((int)t62);
            t11 = _mm256_blendv_epi8(t10, t76, t7);
        L94:
            _mm256_storeu_si256((__m256i *)t37, t11);
            t6 += 8L;
            if (t6 >= t35) {
                i = (int)((long)t29 + t35);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = ci[t40];
        t42 = cr[t40];
        out[t40] = (_mm256_zeroupper(), mandel(t42, t41, max_iter));
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    __m256 t10;
    int t11;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    long t16;
    float *t17;
    __m256 t18;
    int i;
    long t19;
    float t20;
    __m256 t21;
    long t22;
    float *t23;
    __m256 t24;
    __m256 t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = t2 + 8L;
            t8 = (long)(int)(0L + t2);
            t9 = y + t8;
            t10 = _mm256_loadu_ps(x + t8);
            t25 = _mm256_set1_ps(1.0f);
            t26 = _mm256_castps_si256(_mm256_cmp_ps(t10, t25, _CMP_GT_OQ));
            t27 = _mm256_set1_ps(s);
            t28 = _mm256_sub_ps(t10, t27);
            t29 = _mm256_blendv_ps(t28, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t26));
            t30 = _mm256_set1_ps(s);
            t31 = _mm256_mul_ps(t10, t30);
            t32 = _mm256_blendv_ps(t29, t31, _mm256_castsi256_ps(t26));
            t21 = _mm256_add_ps(t32, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t9, t21);
            t22 = (long)(int)(0L + t7);
            t23 = y + t22;
            t24 = _mm256_loadu_ps(x + t22);
            t43 = _mm256_set1_ps(1.0f);
            t44 = _mm256_castps_si256(_mm256_cmp_ps(t24, t43, _CMP_GT_OQ));
            t45 = _mm256_set1_ps(s);
            t46 = _mm256_sub_ps(t24, t45);
            t47 = _mm256_blendv_ps(t46, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t44));
            t48 = _mm256_set1_ps(s);
            t49 = _mm256_mul_ps(t24, t48);
            t50 = _mm256_blendv_ps(t47, t49, _mm256_castsi256_ps(t44));
            t42 = _mm256_add_ps(t50, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t23, t42);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    t13 = (unsigned long)y;
    t14 = (unsigned long)x;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        t15 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t16 = (long)(int)((long)t11 + t1);
            t17 = y + t16;
            t18 = _mm256_loadu_ps(x + t16);
            t34 = _mm256_set1_ps(1.0f);
            t35 = _mm256_castps_si256(_mm256_cmp_ps(t18, t34, _CMP_GT_OQ));
            t36 = _mm256_set1_ps(s);
            t37 = _mm256_sub_ps(t18, t36);
            t38 = _mm256_blendv_ps(t37, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t35));
            t39 = _mm256_set1_ps(s);
            t40 = _mm256_mul_ps(t18, t39);
            t41 = _mm256_blendv_ps(t38, t40, _mm256_castsi256_ps(t35));
            t33 = _mm256_add_ps(t41, _mm256_set1_ps(1.0f));
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
        t19 = (long)i;
        t20 = x[t19];
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
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = _mm256_set1_ps(k);
    t2 = _mm256_mul_ps(x, t1);
    t3 = _mm256_set1_ps(0.0f);
    t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LT_OQ));
    t5 = _mm256_set1_ps(-1.0f);
    t6 = _mm256_set1_ps(1.0f);
    t7 = _mm256_blendv_ps(t6, t5, _mm256_castsi256_ps(t4));
    t8 = _mm256_add_ps(t2, t7);
    return t8;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(x, t2);
    t4 = _mm256_set1_ps(0.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    t6 = (__m256i)~(vcc_m8)t5;
    t7 = _mm256_and_si256(t1, t6);
    t8 = _mm256_set1_ps(-1.0f);
    t9 = _mm256_set1_ps(1.0f);
    t10 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t7));
    t11 = _mm256_add_ps(t3, t10);
    t12 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t11, _mm256_castsi256_ps(t1));
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
__attribute__((target("avx2"))) void ramp_some(float *y, const float *x, int n, float k) {
    float v;
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    __m256 t9;
    __m256i t10;
    __m256 t11;
    int t12;
    long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    long t17;
    __m256 t18;
    __m256i t19;
    __m256 t20;
    int i;
    long t21;
    float v_1;
    __m256 t22;
    long t23;
    __m256 t24;
    __m256i t25;
    __m256 t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256i t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256i t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = t2 + 8L;
            t8 = (long)(int)(0L + t2);
            t9 = _mm256_loadu_ps(x + t8);
            t10 = _mm256_castps_si256(_mm256_cmp_ps(t9, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t10));
            t27 = (__m256i)(vcc_m8)((vcc_v8_float)t11 != (vcc_v8_float){0});
            t28 = _mm256_set1_ps(k);
            t29 = _mm256_mul_ps(t9, t28);
            t30 = _mm256_set1_ps(0.0f);
            t31 = _mm256_castps_si256(_mm256_cmp_ps(t9, t30, _CMP_LT_OQ));
            t32 = (__m256i)~(vcc_m8)t31;
            t33 = _mm256_and_si256(t27, t32);
            t34 = _mm256_set1_ps(-1.0f);
            t35 = _mm256_set1_ps(1.0f);
            t36 = _mm256_blendv_ps(t34, t35, _mm256_castsi256_ps(t33));
            t37 = _mm256_add_ps(t29, t36);
            t38 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t37, _mm256_castsi256_ps(t27));
            t22 = _mm256_blendv_ps(t9, t38, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(y + t8, t22);
            t23 = (long)(int)(0L + t7);
            t24 = _mm256_loadu_ps(x + t23);
            t25 = _mm256_castps_si256(_mm256_cmp_ps(t24, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t26 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t25));
            t53 = (__m256i)(vcc_m8)((vcc_v8_float)t26 != (vcc_v8_float){0});
            t54 = _mm256_set1_ps(k);
            t55 = _mm256_mul_ps(t24, t54);
            t56 = _mm256_set1_ps(0.0f);
            t57 = _mm256_castps_si256(_mm256_cmp_ps(t24, t56, _CMP_LT_OQ));
            t58 = (__m256i)~(vcc_m8)t57;
            t59 = _mm256_and_si256(t53, t58);
            t60 = _mm256_set1_ps(-1.0f);
            t61 = _mm256_set1_ps(1.0f);
            t62 = _mm256_blendv_ps(t60, t61, _mm256_castsi256_ps(t59));
            t63 = _mm256_add_ps(t55, t62);
            t64 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t63, _mm256_castsi256_ps(t53));
            t52 = _mm256_blendv_ps(t24, t64, _mm256_castsi256_ps(t25));
            _mm256_storeu_ps(y + t23, t52);
            t2 += 16L;
            if (t2 >= t6) {
                t12 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t12 = 0;
    }
    t13 = (long)n + (long)t12 * -1L;
    t14 = (unsigned long)y;
    t15 = (unsigned long)x;
    if ((t13 >= 8L) & (((t14 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t12 * 4L))) | ((t15 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t12 * 4L))))) {
        t16 = t13 & -8L;
        t1 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t12 + t1);
            t18 = _mm256_loadu_ps(x + t17);
            t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t20 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t19));
            t40 = (__m256i)(vcc_m8)((vcc_v8_float)t20 != (vcc_v8_float){0});
            t41 = _mm256_set1_ps(k);
            t42 = _mm256_mul_ps(t18, t41);
            t43 = _mm256_set1_ps(0.0f);
            t44 = _mm256_castps_si256(_mm256_cmp_ps(t18, t43, _CMP_LT_OQ));
            t45 = (__m256i)~(vcc_m8)t44;
            t46 = _mm256_and_si256(t40, t45);
            t47 = _mm256_set1_ps(-1.0f);
            t48 = _mm256_set1_ps(1.0f);
            t49 = _mm256_blendv_ps(t47, t48, _mm256_castsi256_ps(t46));
            t50 = _mm256_add_ps(t42, t49);
            t51 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t50, _mm256_castsi256_ps(t40));
            t39 = _mm256_blendv_ps(t18, t51, _mm256_castsi256_ps(t19));
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
        t21 = (long)i;
        v = x[t21];
        if (v > -1.0f) {
            v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t21] = v;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    float tsum;
    float fsum;
    unsigned int sum;
    unsigned int t;
    int n;
    int t7;
    unsigned long t8;
    void *t9;
    float *cr;
    void *t10;
    float *ci;
    float *y;
    unsigned int *out;
    long t11;
    unsigned long t12;
    unsigned long t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256i t24;
    long t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256i t33;
    __m256i t34;
    long t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    int t54;
    long t55;
    unsigned long t56;
    unsigned long t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256 t67;
    __m256i t68;
    long t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    int i;
    long t83;
    const float *t84;
    const float *t85;
    int i_1;
    int i_2;
    long t86;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t7 = n + 1;
        t8 = (unsigned long)t7 * 4UL;
        t9 = malloc(t8);
        cr = (float *)t9;
        t10 = malloc(t8);
        ci = (float *)t10;
        y = (float *)malloc(t8);
        out = (unsigned int *)malloc(t8);
        t11 = (long)n;
        t12 = (unsigned long)t9;
        t13 = (unsigned long)t10;
        if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t13 + (unsigned long)0L)) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t12 + (unsigned long)0L))) & (0 >= 0)) {
            t14 = t11 & -16L;
            t15 = _mm256_set1_epi32((int)t7);
            t16 = _mm256_set1_epi32((int)0);
            t17 = t16;
            t1 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t18 = _mm256_set1_epi32((int)(0 % 13));
            t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t20 = t19;
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)13));
            t22 = _mm256_min_epu32(t20, t21);
            t2 = t22;
            t23 = _mm256_cvtepi32_ps(t15);
            t3 = 0L;
            for (;;) {
                t24 = t1;
                t25 = (long)(int)((long)0 + t3);
                t26 = _mm256_cvtepi32_ps(t24);
                t27 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t26);
                t28 = _mm256_div_ps(t27, t23);
                t29 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t28);
                _mm256_storeu_ps(cr + t25, t29);
                t30 = _mm256_cvtepi32_ps(t2);
                t31 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t30);
                t32 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t31);
                _mm256_storeu_ps(ci + t25, t32);
                t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t34 = t33;
                t35 = (long)(int)((long)0 + (t3 + 8L));
                t36 = _mm256_cvtepi32_ps(t34);
                t37 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t36);
                t38 = _mm256_div_ps(t37, t23);
                t39 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t38);
                _mm256_storeu_ps(cr + t35, t39);
                t40 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                t41 = t40;
                t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)13));
                t43 = _mm256_min_epu32(t41, t42);
                t44 = t43;
                t45 = _mm256_cvtepi32_ps(t44);
                t46 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t45);
                t47 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t46);
                _mm256_storeu_ps(ci + t35, t47);
                t3 += 16L;
                t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t49 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t50 = t49;
                t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32((int)13));
                t52 = _mm256_min_epu32(t50, t51);
                t53 = t52;
                if (t3 >= t14) {
                    break;
                }
                t1 = t48;
                t2 = t53;
            }
            t54 = (int)((long)0 + t14);
        } else {
            t54 = 0;
        }
        t55 = (long)n + (long)t54 * -1L;
        t56 = (unsigned long)t9;
        t57 = (unsigned long)t10;
        if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L)))) & (t54 >= 0)) {
            t58 = t55 & -8L;
            t59 = _mm256_set1_epi32((int)t7);
            t60 = _mm256_set1_epi32((int)t54);
            t61 = t60;
            t4 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t62 = _mm256_set1_epi32((int)(t54 % 13));
            t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t64 = t63;
            t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32((int)13));
            t66 = _mm256_min_epu32(t64, t65);
            t5 = t66;
            t67 = _mm256_cvtepi32_ps(t59);
            t6 = 0L;
            for (;;) {
                t68 = t4;
                t69 = (long)(int)((long)t54 + t6);
                t70 = _mm256_cvtepi32_ps(t68);
                t71 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t70);
                t72 = _mm256_div_ps(t71, t67);
                t73 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t72);
                _mm256_storeu_ps(cr + t69, t73);
                t74 = _mm256_cvtepi32_ps(t5);
                t75 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t74);
                t76 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t75);
                _mm256_storeu_ps(ci + t69, t76);
                t6 += 8L;
                t77 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
                t78 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                t79 = t78;
                t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32((int)13));
                t81 = _mm256_min_epu32(t79, t80);
                t82 = t81;
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
            t83 = (long)i;
            cr[t83] = -2.0f + 2.5f * (float)i / (float)t7;
            ci[t83] = -1.0f + 0.02f * (float)(i % 13);
        }
        t84 = ci;
        t85 = cr;
        (_mm256_zeroupper(), render(out, t85, t84, n, 60U));
        (_mm256_zeroupper(), tone(y, t85, n, 0.75f));
        (_mm256_zeroupper(), tone_some(y, t84, n, 0.5f));
        tsum = 0.0f;
        for (i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        (_mm256_zeroupper(), ramp_some(y, t85, n, 0.25f));
        fsum = 0.0f;
        sum = 0U;
        for (i_2 = 0; i_2 < n; i_2++) {
            t86 = (long)i_2;
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
