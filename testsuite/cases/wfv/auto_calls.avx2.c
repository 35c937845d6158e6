/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_digits(__m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x);
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
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

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    unsigned int t7;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        __m256 t8 = _mm256_mul_ps(t1, t1);
        __m256 t9 = _mm256_mul_ps(t2, t2);
        __m256 t10 = _mm256_add_ps(t8, t9);
        __m256 t11 = _mm256_set1_ps(4.0f);
        __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        __m256i t13 = _mm256_and_si256(t6, t12);
        __m256 t14 = _mm256_sub_ps(t8, t9);
        __m256 t15 = _mm256_add_ps(t14, cr);
        __m256 t16 = _mm256_set1_ps(2.0f);
        __m256 t17 = _mm256_mul_ps(t16, t1);
        __m256 t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        __m256i t19 = _mm256_set1_epi32((int)t7);
        t3 = _mm256_blendv_epi8(t3, t19, t6);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = _mm256_blendv_epi8(t3, t20, t6);
L22:
    t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t4, t5);
    return t21;
}

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_digits(__m256i x) {
    __m256i t1 = _mm256_set1_epi32(10);
    __m256i t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, t2);
    __m256i t5 = _mm256_set1_epi32(10);
    __m256i t6 = (__m256i)((vcc_v8_int)x / (vcc_v8_int)t5);
    __m256i t7 = _mm256_set1_epi32(10);
    __m256i t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)t7);
    __m256i t9 = _mm256_add_epi32(t4, t8);
    __m256i t10 = _mm256_set1_epi32(10);
    __m256i t11 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t10);
    __m256i t12 = _mm256_set1_epi32(10);
    __m256i t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t12);
    __m256i t14 = _mm256_add_epi32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x) {
    __m256i t1 = _mm256_set1_epi32((int)bias);
    __m256i t2 = _mm256_add_epi32(x, t1);
    return t2;
}

__attribute__((target("avx2"))) void row(unsigned *out, int n, float y) {
    __m256i i_v;
    __m256i i_v_1;
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
    long t23;
    __m256 y_v;
    __m256i t24;
    __m256i t25;
    long t26;
    __m256i i_v_2;
    unsigned int *t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    int t31;
    long t32;
    long t33;
    __m256 y_v_1;
    __m256i t34;
    __m256i t35;
    __m256i i_v_3;
    unsigned int *t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    int i;
    __m256i t40;
    __m256i i_v_4;
    unsigned int *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
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
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        y_v = _mm256_set1_ps(y);
        t24 = _mm256_set1_epi32(0);
        t25 = t24;
        i_v = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t26 = i_vec_1 + 8L;
            i_v_2 = i_v;
            t27 = out + (int)i_vec_1;
            t28 = _mm256_cvtepi32_ps(i_v_2);
            t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.046875f));
            t30 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t29);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t40 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            i_v_4 = t40;
            t41 = out + (int)t26;
            t42 = _mm256_cvtepi32_ps(i_v_4);
            t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.046875f));
            t44 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t43);
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
                    if (t45 < 200U) {
                        __m256 t53 = _mm256_mul_ps(t2, t2);
                        __m256 t54 = _mm256_mul_ps(t3, t3);
                        __m256 t55 = _mm256_add_ps(t53, t54);
                        __m256 t56 = _mm256_set1_ps(4.0f);
                        __m256i t57 = _mm256_castps_si256(_mm256_cmp_ps(t55, t56, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t57);
                        __m256 t58 = _mm256_sub_ps(t53, t54);
                        t8 = _mm256_add_ps(t58, t30);
                        __m256 t59 = _mm256_set1_ps(2.0f);
                        __m256 t60 = _mm256_mul_ps(t59, t2);
                        __m256 t61 = _mm256_mul_ps(t60, t3);
                        t9 = _mm256_add_ps(t61, y_v);
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
                    if (t49 < 200U) {
                        __m256 t67 = _mm256_mul_ps(t5, t5);
                        __m256 t68 = _mm256_mul_ps(t6, t6);
                        __m256 t69 = _mm256_add_ps(t67, t68);
                        __m256 t70 = _mm256_set1_ps(4.0f);
                        __m256i t71 = _mm256_castps_si256(_mm256_cmp_ps(t69, t70, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t71);
                        __m256 t72 = _mm256_sub_ps(t67, t68);
                        t13 = _mm256_add_ps(t72, t44);
                        __m256 t73 = _mm256_set1_ps(2.0f);
                        __m256 t74 = _mm256_mul_ps(t73, t5);
                        __m256 t75 = _mm256_mul_ps(t74, t6);
                        t14 = _mm256_add_ps(t75, y_v);
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
                    _mm256_storeu_si256((__m256i *)t27, t66);
                    _mm256_storeu_si256((__m256i *)t41, t80);
                    i_vec_1 += 16L;
                    i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                    if (i_vec_1 < t23) {
                        break;
                    }
                    t31 = (int)t23;
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
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        y_v_1 = _mm256_set1_ps(y);
        t34 = _mm256_set1_epi32((int)t31);
        t35 = t34;
        i_v_1 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        i_vec = 0L;
        for (;;) {
            i_v_3 = i_v_1;
            t36 = out + (int)((long)t31 + i_vec);
            t37 = _mm256_cvtepi32_ps(i_v_3);
            t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.046875f));
            t39 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t38);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t81 = 0U;
            t20 = (__m256i)(vcc_v8_uint){0};
            while (t81 < 200U) {
                __m256 t82 = _mm256_mul_ps(t18, t18);
                __m256 t83 = _mm256_mul_ps(t19, t19);
                __m256 t84 = _mm256_add_ps(t82, t83);
                __m256 t85 = _mm256_set1_ps(4.0f);
                __m256i t86 = _mm256_castps_si256(_mm256_cmp_ps(t84, t85, _CMP_LT_OQ));
                __m256i t87 = _mm256_and_si256(t17, t86);
                __m256 t88 = _mm256_sub_ps(t82, t83);
                __m256 t89 = _mm256_add_ps(t88, t39);
                __m256 t90 = _mm256_set1_ps(2.0f);
                __m256 t91 = _mm256_mul_ps(t90, t18);
                __m256 t92 = _mm256_mul_ps(t91, t19);
                __m256 t93 = _mm256_add_ps(t92, y_v_1);
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
            _mm256_storeu_si256((__m256i *)t36, t21);
            i_vec += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    int t10;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3))) {
        long t5 = t2 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t6 = i_vec_1 + 8L;
            long t7 = (long)(int)i_vec_1;
            int *t8 = out + t7;
            __m256i in_v = _mm256_loadu_si256((const __m256i *)(in + t7));
            __m256i t9 = _mm256_abs_epi32(in_v);
            __m256i t23 = _mm256_set1_epi32(10);
            __m256i t24 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)t23);
            __m256i t25 = _mm256_set1_epi32(0);
            __m256i t26 = _mm256_add_epi32(t25, t24);
            __m256i t27 = _mm256_set1_epi32(10);
            __m256i t28 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t27);
            __m256i t29 = _mm256_set1_epi32(10);
            __m256i t30 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)t29);
            __m256i t31 = _mm256_add_epi32(t26, t30);
            __m256i t32 = _mm256_set1_epi32(10);
            __m256i t33 = (__m256i)((vcc_v8_int)t28 / (vcc_v8_int)t32);
            __m256i t34 = _mm256_set1_epi32(10);
            __m256i t35 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)t34);
            __m256i t36 = _mm256_add_epi32(t31, t35);
            _mm256_storeu_si256((__m256i *)t8, t36);
            long t20 = (long)(int)t6;
            int *t21 = out + t20;
            __m256i in_v_2 = _mm256_loadu_si256((const __m256i *)(in + t20));
            __m256i t22 = _mm256_abs_epi32(in_v_2);
            __m256i t51 = _mm256_set1_epi32(10);
            __m256i t52 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)t51);
            __m256i t53 = _mm256_set1_epi32(0);
            __m256i t54 = _mm256_add_epi32(t53, t52);
            __m256i t55 = _mm256_set1_epi32(10);
            __m256i t56 = (__m256i)((vcc_v8_int)t22 / (vcc_v8_int)t55);
            __m256i t57 = _mm256_set1_epi32(10);
            __m256i t58 = (__m256i)((vcc_v8_int)t56 % (vcc_v8_int)t57);
            __m256i t59 = _mm256_add_epi32(t54, t58);
            __m256i t60 = _mm256_set1_epi32(10);
            __m256i t61 = (__m256i)((vcc_v8_int)t56 / (vcc_v8_int)t60);
            __m256i t62 = _mm256_set1_epi32(10);
            __m256i t63 = (__m256i)((vcc_v8_int)t61 % (vcc_v8_int)t62);
            __m256i t64 = _mm256_add_epi32(t59, t63);
            _mm256_storeu_si256((__m256i *)t21, t64);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t10 = (int)t5;
                break;
            }
        }
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 8L) & (((t12 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t10 * 4L))) | ((t13 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t10 * 4L))))) {
        long t14 = t11 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t15 = (long)(int)((long)t10 + i_vec);
            int *t16 = out + t15;
            __m256i in_v_1 = _mm256_loadu_si256((const __m256i *)(in + t15));
            __m256i t17 = _mm256_abs_epi32(in_v_1);
            __m256i t37 = _mm256_set1_epi32(10);
            __m256i t38 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)t37);
            __m256i t39 = _mm256_set1_epi32(0);
            __m256i t40 = _mm256_add_epi32(t39, t38);
            __m256i t41 = _mm256_set1_epi32(10);
            __m256i t42 = (__m256i)((vcc_v8_int)t17 / (vcc_v8_int)t41);
            __m256i t43 = _mm256_set1_epi32(10);
            __m256i t44 = (__m256i)((vcc_v8_int)t42 % (vcc_v8_int)t43);
            __m256i t45 = _mm256_add_epi32(t40, t44);
            __m256i t46 = _mm256_set1_epi32(10);
            __m256i t47 = (__m256i)((vcc_v8_int)t42 / (vcc_v8_int)t46);
            __m256i t48 = _mm256_set1_epi32(10);
            __m256i t49 = (__m256i)((vcc_v8_int)t47 % (vcc_v8_int)t48);
            __m256i t50 = _mm256_add_epi32(t45, t49);
            _mm256_storeu_si256((__m256i *)t16, t50);
            i_vec += 8L;
            if (i_vec >= t14) {
                i = (int)((long)t10 + t14);
                break;
            }
        }
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        int *t19 = out + t18;
        int t1 = in[t18];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t19 = (_mm256_zeroupper(), digits(t1));
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[7];
    long t;
    long t_1;
    int t35;
    int i;
    int t81;
    long t82;
    int i_1;
    int t132;
    long t133;
    int i_2;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (int s = 0; s < 7; s++) {
        int n = sizes[s];
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        int *in = (int *)malloc(t3);
        int *out = (int *)malloc(t3);
        int *b = (int *)malloc(t3);
        long t4 = (long)n;
        if ((t4 >= 32L) & 1) {
            long t5 = t4 & -32L;
            __m256i t6 = _mm256_set1_epi32(0);
            __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t8 = t7;
            __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(2001));
            __m256i t10 = _mm256_min_epu32(t8, t9);
            __m256i t1 = t10;
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 8, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t11 = _mm256_sub_epi32(t1, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)i_vec), t11);
                __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(1321));
                __m256i t13 = t12;
                __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(2001));
                __m256i t15 = _mm256_min_epu32(t13, t14);
                __m256i t16 = t15;
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 8L)), t17);
                __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(641));
                __m256i t19 = t18;
                __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(2001));
                __m256i t21 = _mm256_min_epu32(t19, t20);
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 16L)), t23);
                __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(1962));
                __m256i t25 = t24;
                __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(2001));
                __m256i t27 = _mm256_min_epu32(t25, t26);
                __m256i t28 = t27;
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 24L)), t29);
                i_vec += 32L;
                __m256i t30 = _mm256_add_epi32(t1, _mm256_set1_epi32(1282));
                __m256i t31 = t30;
                __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(2001));
                __m256i t33 = _mm256_min_epu32(t31, t32);
                __m256i t34 = t33;
                if (i_vec >= t5) {
                    break;
                }
                t1 = t34;
            }
            t35 = (int)t5;
        } else {
            t35 = 0;
        }
        long t36 = (long)n + (long)t35 * -1L;
        int t37 = (int)((unsigned int)t35 * 7919U);
        if ((t36 >= 8L) & (t37 >= 0)) {
            long t38 = t36 & -8L;
            __m256i t39 = _mm256_set1_epi32((int)(t37 % 2001));
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(2001));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t2 = t43;
            long i_vec_1 = 0L;
            for (;;) {
                __m256i t44 = _mm256_sub_epi32(t2, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t35 + i_vec_1)), t44);
                i_vec_1 += 8L;
                __m256i t45 = _mm256_add_epi32(t2, _mm256_set1_epi32(1321));
                __m256i t46 = t45;
                __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(2001));
                __m256i t48 = _mm256_min_epu32(t46, t47);
                __m256i t49 = t48;
                if (i_vec_1 >= t38) {
                    break;
                }
                t2 = t49;
            }
            i = (int)((long)t35 + t38);
        } else {
            i = t35;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t50 = (long)n;
            if (t50 >= 16L) {
                long t51 = t50 & -16L;
                __m128i y_v = _mm_set1_epi32((int)y);
                __m128i t52 = _mm_set1_epi32(0);
                __m128i t53 = t52;
                __m128i i_v = _mm_add_epi32(t53, _mm_setr_epi32(0, 1, 2, 3));
                long i_vec_2 = 0L;
                __m256i t_v = _mm256_set1_epi64x((long long)0LL);
                __m256i t_v_1 = _mm256_set1_epi64x((long long)0LL);
                __m256i t_v_2 = _mm256_set1_epi64x((long long)0LL);
                __m256i t_v_3 = _mm256_set1_epi64x((long long)0LL);
                /* vcc: loop at auto_calls.c:66 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    __m128i i_v_4 = i_v;
                    __m128i u_v = _mm_loadu_si128((const __m128i *)(u + (int)i_vec_2));
                    __m128i t54 = _mm_add_epi32(i_v_4, y_v);
                    __m256i t55 = _mm256_cvtepi32_epi64(t54);
                    __m256i t56 = _mm256_cvtepu32_epi64(u_v);
                    __m256i t57 = (__m256i)((vcc_v4_long)t56 * (vcc_v4_long)t55);
                    __m256i t58 = t57;
                    t_v = _mm256_add_epi64(t_v, t58);
                    __m128i t59 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
                    __m128i i_v_5 = t59;
                    __m128i u_v_1 = _mm_loadu_si128((const __m128i *)(u + (int)(i_vec_2 + 4L)));
                    __m128i t60 = _mm_add_epi32(i_v_5, y_v);
                    __m256i t61 = _mm256_cvtepi32_epi64(t60);
                    __m256i t62 = _mm256_cvtepu32_epi64(u_v_1);
                    __m256i t63 = (__m256i)((vcc_v4_long)t62 * (vcc_v4_long)t61);
                    __m256i t64 = t63;
                    t_v_1 = _mm256_add_epi64(t_v_1, t64);
                    __m128i t65 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
                    __m128i i_v_6 = t65;
                    __m128i u_v_2 = _mm_loadu_si128((const __m128i *)(u + (int)(i_vec_2 + 8L)));
                    __m128i t66 = _mm_add_epi32(i_v_6, y_v);
                    __m256i t67 = _mm256_cvtepi32_epi64(t66);
                    __m256i t68 = _mm256_cvtepu32_epi64(u_v_2);
                    __m256i t69 = (__m256i)((vcc_v4_long)t68 * (vcc_v4_long)t67);
                    __m256i t70 = t69;
                    t_v_2 = _mm256_add_epi64(t_v_2, t70);
                    __m128i t71 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
                    __m128i i_v_7 = t71;
                    __m128i u_v_3 = _mm_loadu_si128((const __m128i *)(u + (int)(i_vec_2 + 12L)));
                    __m128i t72 = _mm_add_epi32(i_v_7, y_v);
                    __m256i t73 = _mm256_cvtepi32_epi64(t72);
                    __m256i t74 = _mm256_cvtepu32_epi64(u_v_3);
                    __m256i t75 = (__m256i)((vcc_v4_long)t74 * (vcc_v4_long)t73);
                    __m256i t76 = t75;
                    t_v_3 = _mm256_add_epi64(t_v_3, t76);
                    i_vec_2 += 16L;
                    __m128i t77 = _mm_add_epi32(i_v, _mm_set1_epi32(16));
                    if (i_vec_2 >= t51) {
                        break;
                    }
                    i_v = t77;
                }
                __m256i t78 = _mm256_add_epi64(t_v, t_v_1);
                __m256i t79 = _mm256_add_epi64(t78, t_v_2);
                __m256i t80 = _mm256_add_epi64(t79, t_v_3);
                t81 = (int)t51;
                t82 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t80, _mm_add_epi64, unsigned long));
            } else {
                t81 = 0;
                t82 = t_2;
            }
            long t83 = (long)n + (long)t81 * -1L;
            if (t83 >= 4L) {
                long t84 = t83 & -4L;
                __m128i y_v_1 = _mm_set1_epi32((int)y);
                __m128i t85 = _mm_set1_epi32((int)t81);
                __m128i t86 = t85;
                __m128i i_v_1 = _mm_add_epi32(t86, _mm_setr_epi32(0, 1, 2, 3));
                long i_vec_3 = 0L;
                __m256i t_v_4 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    __m128i i_v_8 = i_v_1;
                    __m128i u_v_4 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t81 + i_vec_3)));
                    __m128i t87 = _mm_add_epi32(i_v_8, y_v_1);
                    __m256i t88 = _mm256_cvtepi32_epi64(t87);
                    __m256i t89 = _mm256_cvtepu32_epi64(u_v_4);
                    __m256i t90 = (__m256i)((vcc_v4_long)t89 * (vcc_v4_long)t88);
                    __m256i t91 = t90;
                    t_v_4 = _mm256_add_epi64(t_v_4, t91);
                    i_vec_3 += 4L;
                    __m128i t92 = _mm_add_epi32(i_v_1, _mm_set1_epi32(4));
                    if (i_vec_3 >= t84) {
                        break;
                    }
                    i_v_1 = t92;
                }
                i_1 = (int)((long)t81 + t84);
                t = (long)((unsigned long)t82 + vcc_avx2_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long));
            } else {
                i_1 = t81;
                t = t82;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        (_mm256_zeroupper(), add_bias(b, n));
        long t93 = (long)n;
        if (t93 >= 16L) {
            long t94 = t93 & -16L;
            __m128i t95 = _mm_set1_epi32(0);
            __m128i t96 = t95;
            __m128i i_v_2 = _mm_add_epi32(t96, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            __m256i t_v_5 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_6 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_7 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_8 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at auto_calls.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i i_v_9 = i_v_2;
                long t97 = (long)(int)i_vec_4;
                __m256i t98 = _mm256_cvtepi32_epi64(i_v_9);
                __m128i out_v = _mm_loadu_si128((const __m128i *)(out + t97));
                __m256i t99 = _mm256_cvtepi32_epi64(out_v);
                __m256i t100 = (__m256i)((vcc_v4_long)t99 * (vcc_v4_long)t98);
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t97));
                __m256i t101 = _mm256_cvtepi32_epi64(b_v);
                __m256i t102 = _mm256_add_epi64(t100, t101);
                __m256i t103 = t102;
                t_v_5 = _mm256_add_epi64(t_v_5, t103);
                __m128i t104 = _mm_add_epi32(i_v_2, _mm_set1_epi32(4));
                __m128i i_v_10 = t104;
                long t105 = (long)(int)(i_vec_4 + 4L);
                __m256i t106 = _mm256_cvtepi32_epi64(i_v_10);
                __m128i out_v_1 = _mm_loadu_si128((const __m128i *)(out + t105));
                __m256i t107 = _mm256_cvtepi32_epi64(out_v_1);
                __m256i t108 = (__m256i)((vcc_v4_long)t107 * (vcc_v4_long)t106);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t105));
                __m256i t109 = _mm256_cvtepi32_epi64(b_v_1);
                __m256i t110 = _mm256_add_epi64(t108, t109);
                __m256i t111 = t110;
                t_v_6 = _mm256_add_epi64(t_v_6, t111);
                __m128i t112 = _mm_add_epi32(i_v_2, _mm_set1_epi32(8));
                __m128i i_v_11 = t112;
                long t113 = (long)(int)(i_vec_4 + 8L);
                __m256i t114 = _mm256_cvtepi32_epi64(i_v_11);
                __m128i out_v_2 = _mm_loadu_si128((const __m128i *)(out + t113));
                __m256i t115 = _mm256_cvtepi32_epi64(out_v_2);
                __m256i t116 = (__m256i)((vcc_v4_long)t115 * (vcc_v4_long)t114);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t113));
                __m256i t117 = _mm256_cvtepi32_epi64(b_v_2);
                __m256i t118 = _mm256_add_epi64(t116, t117);
                __m256i t119 = t118;
                t_v_7 = _mm256_add_epi64(t_v_7, t119);
                __m128i t120 = _mm_add_epi32(i_v_2, _mm_set1_epi32(12));
                __m128i i_v_12 = t120;
                long t121 = (long)(int)(i_vec_4 + 12L);
                __m256i t122 = _mm256_cvtepi32_epi64(i_v_12);
                __m128i out_v_3 = _mm_loadu_si128((const __m128i *)(out + t121));
                __m256i t123 = _mm256_cvtepi32_epi64(out_v_3);
                __m256i t124 = (__m256i)((vcc_v4_long)t123 * (vcc_v4_long)t122);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t121));
                __m256i t125 = _mm256_cvtepi32_epi64(b_v_3);
                __m256i t126 = _mm256_add_epi64(t124, t125);
                __m256i t127 = t126;
                t_v_8 = _mm256_add_epi64(t_v_8, t127);
                i_vec_4 += 16L;
                __m128i t128 = _mm_add_epi32(i_v_2, _mm_set1_epi32(16));
                if (i_vec_4 >= t94) {
                    break;
                }
                i_v_2 = t128;
            }
            __m256i t129 = _mm256_add_epi64(t_v_5, t_v_6);
            __m256i t130 = _mm256_add_epi64(t129, t_v_7);
            __m256i t131 = _mm256_add_epi64(t130, t_v_8);
            t132 = (int)t94;
            t133 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t131, _mm_add_epi64, unsigned long));
        } else {
            t132 = 0;
            t133 = t_2;
        }
        long t134 = (long)n + (long)t132 * -1L;
        if (t134 >= 4L) {
            long t135 = t134 & -4L;
            __m128i t136 = _mm_set1_epi32((int)t132);
            __m128i t137 = t136;
            __m128i i_v_3 = _mm_add_epi32(t137, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            __m256i t_v_9 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                __m128i i_v_13 = i_v_3;
                long t138 = (long)(int)((long)t132 + i_vec_5);
                __m256i t139 = _mm256_cvtepi32_epi64(i_v_13);
                __m128i out_v_4 = _mm_loadu_si128((const __m128i *)(out + t138));
                __m256i t140 = _mm256_cvtepi32_epi64(out_v_4);
                __m256i t141 = (__m256i)((vcc_v4_long)t140 * (vcc_v4_long)t139);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t138));
                __m256i t142 = _mm256_cvtepi32_epi64(b_v_4);
                __m256i t143 = _mm256_add_epi64(t141, t142);
                __m256i t144 = t143;
                t_v_9 = _mm256_add_epi64(t_v_9, t144);
                i_vec_5 += 4L;
                __m128i t145 = _mm_add_epi32(i_v_3, _mm_set1_epi32(4));
                if (i_vec_5 >= t135) {
                    break;
                }
                i_v_3 = t145;
            }
            i_2 = (int)((long)t132 + t135);
            t_1 = (long)((unsigned long)t133 + vcc_avx2_reduce_epi64(t_v_9, _mm_add_epi64, unsigned long));
        } else {
            i_2 = t132;
            t_1 = t133;
        }
        for (; i_2 < n; i_2++) {
            long t146 = (long)i_2;
            t_1 += (long)out[t146] * t146 + (long)b[t146];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
