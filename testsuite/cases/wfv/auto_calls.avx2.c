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
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    long t25;
    long t26;
    long t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    unsigned int *t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    int t37;
    long t38;
    long t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    unsigned int *t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    int i;
    __m256i t48;
    __m256i t49;
    unsigned int *t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    unsigned int t54;
    __m256i t55;
    int t56;
    __m256i t57;
    unsigned int t58;
    __m256i t59;
    int t60;
    __m256i t61;
    unsigned int t73;
    int t74;
    __m256i t75;
    unsigned int t87;
    int t88;
    __m256i t89;
    unsigned int t90;
    __m256i t104;
    t26 = (long)n;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t28 = _mm256_set1_ps(y);
        t29 = _mm256_set1_epi32(0);
        t30 = t29;
        t1 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t25 = 0L;
        for (;;) {
            t31 = t25 + 8L;
            t32 = t1;
            t33 = out + (int)t25;
            t34 = _mm256_cvtepi32_ps(t32);
            t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.046875f));
            t36 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t35);
            t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t4 = _mm256_set1_ps(0.0f);
            t5 = _mm256_set1_ps(0.0f);
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            t49 = t48;
            t50 = out + (int)t31;
            t51 = _mm256_cvtepi32_ps(t49);
            t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.046875f));
            t53 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t52);
            t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t7 = _mm256_set1_ps(0.0f);
            t8 = _mm256_set1_ps(0.0f);
            t54 = 0U;
            t55 = (__m256i)(vcc_v8_uint){0};
            t56 = 1;
            t57 = (__m256i)(vcc_v8_uint){0};
            t58 = 0U;
            t59 = (__m256i)(vcc_v8_uint){0};
            t60 = 1;
            t61 = (__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t56) {
                    if (t54 < 200U) {
                        __m256 t62 = _mm256_mul_ps(t4, t4);
                        __m256 t63 = _mm256_mul_ps(t5, t5);
                        __m256 t64 = _mm256_add_ps(t62, t63);
                        __m256 t65 = _mm256_set1_ps(4.0f);
                        __m256i t66 = _mm256_castps_si256(_mm256_cmp_ps(t64, t65, _CMP_LT_OQ));
                        t9 = _mm256_and_si256(t3, t66);
                        __m256 t67 = _mm256_sub_ps(t62, t63);
                        t10 = _mm256_add_ps(t67, t36);
                        __m256 t68 = _mm256_set1_ps(2.0f);
                        __m256 t69 = _mm256_mul_ps(t68, t4);
                        __m256 t70 = _mm256_mul_ps(t69, t5);
                        t11 = _mm256_add_ps(t70, t28);
                        __m256i t71 = _mm256_set1_epi32((int)t54);
                        t12 = _mm256_blendv_epi8(t55, t71, t3);
                        if ((_mm256_movemask_epi8(t9) != 0)) {
                            t73 = t54 + 1U;
                            t74 = 1;
                            t75 = t57;
                            goto L105;
                        }
                        t13 = t12;
                    } else {
                        __m256i t72 = _mm256_set1_epi32((int)t54);
                        t13 = _mm256_blendv_epi8(t55, t72, t3);
                    }
                    t9 = t3;
                    t73 = t54;
                    t10 = t4;
                    t11 = t5;
                    t12 = t55;
                    t74 = 0;
                    t75 = t13;
                } else {
                    t9 = t3;
                    t73 = t54;
                    t10 = t4;
                    t11 = t5;
                    t12 = t55;
                    t74 = 0;
                    t75 = t57;
                }
            L105:
                if (t60) {
                    if (t58 < 200U) {
                        __m256 t76 = _mm256_mul_ps(t7, t7);
                        __m256 t77 = _mm256_mul_ps(t8, t8);
                        __m256 t78 = _mm256_add_ps(t76, t77);
                        __m256 t79 = _mm256_set1_ps(4.0f);
                        __m256i t80 = _mm256_castps_si256(_mm256_cmp_ps(t78, t79, _CMP_LT_OQ));
                        t14 = _mm256_and_si256(t6, t80);
                        __m256 t81 = _mm256_sub_ps(t76, t77);
                        t15 = _mm256_add_ps(t81, t53);
                        __m256 t82 = _mm256_set1_ps(2.0f);
                        __m256 t83 = _mm256_mul_ps(t82, t7);
                        __m256 t84 = _mm256_mul_ps(t83, t8);
                        t16 = _mm256_add_ps(t84, t28);
                        __m256i t85 = _mm256_set1_epi32((int)t58);
                        t17 = _mm256_blendv_epi8(t59, t85, t6);
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            t87 = t58 + 1U;
                            t88 = 1;
                            t89 = t61;
                            goto L106;
                        }
                        t18 = t17;
                    } else {
                        __m256i t86 = _mm256_set1_epi32((int)t58);
                        t18 = _mm256_blendv_epi8(t59, t86, t6);
                    }
                    t14 = t6;
                    t87 = t58;
                    t15 = t7;
                    t16 = t8;
                    t17 = t59;
                    t88 = 0;
                    t89 = t18;
                } else {
                    t14 = t6;
                    t87 = t58;
                    t15 = t7;
                    t16 = t8;
                    t17 = t59;
                    t88 = 0;
                    t89 = t61;
                }
            L106:
                if (!(t74 | t88)) {
                    _mm256_storeu_si256((__m256i *)t33, t75);
                    _mm256_storeu_si256((__m256i *)t50, t89);
                    t25 += 16L;
                    t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                    if (t25 < t27) {
                        break;
                    }
                    t37 = (int)t27;
                    goto L107;
                }
                t3 = t9;
                t54 = t73;
                t4 = t10;
                t5 = t11;
                t55 = t12;
                t56 = t74;
                t57 = t75;
                t6 = t14;
                t58 = t87;
                t7 = t15;
                t8 = t16;
                t59 = t17;
                t60 = t88;
                t61 = t89;
            }
        }
    } else {
        t37 = 0;
    }
L107:
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = _mm256_set1_ps(y);
        t41 = _mm256_set1_epi32((int)t37);
        t42 = t41;
        t2 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t19 = 0L;
        for (;;) {
            t43 = t2;
            t44 = out + (int)((long)t37 + t19);
            t45 = _mm256_cvtepi32_ps(t43);
            t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.046875f));
            t47 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t46);
            t20 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t21 = _mm256_set1_ps(0.0f);
            t22 = _mm256_set1_ps(0.0f);
            t90 = 0U;
            t23 = (__m256i)(vcc_v8_uint){0};
            while (t90 < 200U) {
                __m256 t91 = _mm256_mul_ps(t21, t21);
                __m256 t92 = _mm256_mul_ps(t22, t22);
                __m256 t93 = _mm256_add_ps(t91, t92);
                __m256 t94 = _mm256_set1_ps(4.0f);
                __m256i t95 = _mm256_castps_si256(_mm256_cmp_ps(t93, t94, _CMP_LT_OQ));
                __m256i t96 = _mm256_and_si256(t20, t95);
                __m256 t97 = _mm256_sub_ps(t91, t92);
                __m256 t98 = _mm256_add_ps(t97, t47);
                __m256 t99 = _mm256_set1_ps(2.0f);
                __m256 t100 = _mm256_mul_ps(t99, t21);
                __m256 t101 = _mm256_mul_ps(t100, t22);
                __m256 t102 = _mm256_add_ps(t101, t40);
                __m256i t103 = _mm256_set1_epi32((int)t90);
                t23 = _mm256_blendv_epi8(t23, t103, t20);
                if (!(_mm256_movemask_epi8(t96) != 0)) {
                    t24 = t23;
                    goto L108;
                }
                t20 = t96;
                t90++;
                t21 = t98;
                t22 = t102;
            }
            t104 = _mm256_set1_epi32((int)t90);
            t24 = _mm256_blendv_epi8(t23, t104, t20);
        L108:
            _mm256_storeu_si256((__m256i *)t44, t24);
            t19 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
            if (t19 >= t39) {
                i = (int)((long)t37 + t39);
                break;
            }
        }
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    int t13;
    int i;
    long t4 = (long)n;
    unsigned long t5 = (unsigned long)out;
    unsigned long t6 = (unsigned long)in;
    if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t5))) {
        long t7 = t4 & -16L;
        long t3 = 0L;
        for (;;) {
            long t8 = t3 + 8L;
            long t9 = (long)(int)t3;
            int *t10 = out + t9;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(in + t9));
            __m256i t12 = _mm256_abs_epi32(t11);
            __m256i t28 = _mm256_set1_epi32(10);
            __m256i t29 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)t28);
            __m256i t30 = _mm256_set1_epi32(0);
            __m256i t31 = _mm256_add_epi32(t30, t29);
            __m256i t32 = _mm256_set1_epi32(10);
            __m256i t33 = (__m256i)((vcc_v8_int)t12 / (vcc_v8_int)t32);
            __m256i t34 = _mm256_set1_epi32(10);
            __m256i t35 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)t34);
            __m256i t36 = _mm256_add_epi32(t31, t35);
            __m256i t37 = _mm256_set1_epi32(10);
            __m256i t38 = (__m256i)((vcc_v8_int)t33 / (vcc_v8_int)t37);
            __m256i t39 = _mm256_set1_epi32(10);
            __m256i t40 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)t39);
            __m256i t41 = _mm256_add_epi32(t36, t40);
            _mm256_storeu_si256((__m256i *)t10, t41);
            long t24 = (long)(int)t8;
            int *t25 = out + t24;
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(in + t24));
            __m256i t27 = _mm256_abs_epi32(t26);
            __m256i t56 = _mm256_set1_epi32(10);
            __m256i t57 = (__m256i)((vcc_v8_int)t27 % (vcc_v8_int)t56);
            __m256i t58 = _mm256_set1_epi32(0);
            __m256i t59 = _mm256_add_epi32(t58, t57);
            __m256i t60 = _mm256_set1_epi32(10);
            __m256i t61 = (__m256i)((vcc_v8_int)t27 / (vcc_v8_int)t60);
            __m256i t62 = _mm256_set1_epi32(10);
            __m256i t63 = (__m256i)((vcc_v8_int)t61 % (vcc_v8_int)t62);
            __m256i t64 = _mm256_add_epi32(t59, t63);
            __m256i t65 = _mm256_set1_epi32(10);
            __m256i t66 = (__m256i)((vcc_v8_int)t61 / (vcc_v8_int)t65);
            __m256i t67 = _mm256_set1_epi32(10);
            __m256i t68 = (__m256i)((vcc_v8_int)t66 % (vcc_v8_int)t67);
            __m256i t69 = _mm256_add_epi32(t64, t68);
            _mm256_storeu_si256((__m256i *)t25, t69);
            t3 += 16L;
            if (t3 >= t7) {
                t13 = (int)t7;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)out;
    unsigned long t16 = (unsigned long)in;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        long t17 = t14 & -8L;
        long t2 = 0L;
        for (;;) {
            long t18 = (long)(int)((long)t13 + t2);
            int *t19 = out + t18;
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(in + t18));
            __m256i t21 = _mm256_abs_epi32(t20);
            __m256i t42 = _mm256_set1_epi32(10);
            __m256i t43 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)t42);
            __m256i t44 = _mm256_set1_epi32(0);
            __m256i t45 = _mm256_add_epi32(t44, t43);
            __m256i t46 = _mm256_set1_epi32(10);
            __m256i t47 = (__m256i)((vcc_v8_int)t21 / (vcc_v8_int)t46);
            __m256i t48 = _mm256_set1_epi32(10);
            __m256i t49 = (__m256i)((vcc_v8_int)t47 % (vcc_v8_int)t48);
            __m256i t50 = _mm256_add_epi32(t45, t49);
            __m256i t51 = _mm256_set1_epi32(10);
            __m256i t52 = (__m256i)((vcc_v8_int)t47 / (vcc_v8_int)t51);
            __m256i t53 = _mm256_set1_epi32(10);
            __m256i t54 = (__m256i)((vcc_v8_int)t52 % (vcc_v8_int)t53);
            __m256i t55 = _mm256_add_epi32(t50, t54);
            _mm256_storeu_si256((__m256i *)t19, t55);
            t2 += 8L;
            if (t2 >= t17) {
                i = (int)((long)t13 + t17);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        int *t23 = out + t22;
        int t1 = in[t22];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t23 = (_mm256_zeroupper(), digits(t1));
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
    int t55;
    int i;
    int t110;
    long t111;
    int i_1;
    int t176;
    long t177;
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
        unsigned long t23 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t23);
        int *in = (int *)malloc(t23);
        int *out = (int *)malloc(t23);
        int *b = (int *)malloc(t23);
        long t24 = (long)n;
        if ((t24 >= 32L) & 1) {
            long t25 = t24 & -32L;
            __m256i t26 = _mm256_set1_epi32(0);
            __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t28 = t27;
            __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(2001));
            __m256i t30 = _mm256_min_epu32(t28, t29);
            __m256i t1 = t30;
            long t2 = 0L;
            for (;;) {
                __m256i t31 = _mm256_sub_epi32(t1, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)t2), t31);
                __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(1321));
                __m256i t33 = t32;
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(2001));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                __m256i t36 = t35;
                __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 8L)), t37);
                __m256i t38 = _mm256_add_epi32(t1, _mm256_set1_epi32(641));
                __m256i t39 = t38;
                __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(2001));
                __m256i t41 = _mm256_min_epu32(t39, t40);
                __m256i t42 = t41;
                __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 16L)), t43);
                __m256i t44 = _mm256_add_epi32(t1, _mm256_set1_epi32(1962));
                __m256i t45 = t44;
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(2001));
                __m256i t47 = _mm256_min_epu32(t45, t46);
                __m256i t48 = t47;
                __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 24L)), t49);
                t2 += 32L;
                __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(1282));
                __m256i t51 = t50;
                __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(2001));
                __m256i t53 = _mm256_min_epu32(t51, t52);
                __m256i t54 = t53;
                if (t2 >= t25) {
                    break;
                }
                t1 = t54;
            }
            t55 = (int)t25;
        } else {
            t55 = 0;
        }
        long t56 = (long)n + (long)t55 * -1L;
        int t57 = (int)((unsigned int)t55 * 7919U);
        if ((t56 >= 8L) & (t57 >= 0)) {
            long t58 = t56 & -8L;
            __m256i t59 = _mm256_set1_epi32((int)(t57 % 2001));
            __m256i t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t61 = t60;
            __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(2001));
            __m256i t63 = _mm256_min_epu32(t61, t62);
            __m256i t3 = t63;
            long t4 = 0L;
            for (;;) {
                __m256i t64 = _mm256_sub_epi32(t3, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t55 + t4)), t64);
                t4 += 8L;
                __m256i t65 = _mm256_add_epi32(t3, _mm256_set1_epi32(1321));
                __m256i t66 = t65;
                __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(2001));
                __m256i t68 = _mm256_min_epu32(t66, t67);
                __m256i t69 = t68;
                if (t4 >= t58) {
                    break;
                }
                t3 = t69;
            }
            i = (int)((long)t55 + t58);
        } else {
            i = t55;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t70 = (long)n;
            if (t70 >= 16L) {
                long t71 = t70 & -16L;
                __m128i t72 = _mm_set1_epi32((int)y);
                __m128i t73 = _mm_set1_epi32(0);
                __m128i t74 = t73;
                __m128i t5 = _mm_add_epi32(t74, _mm_setr_epi32(0, 1, 2, 3));
                long t6 = 0L;
                __m256i t7 = _mm256_set1_epi64x((long long)0LL);
                __m256i t8 = _mm256_set1_epi64x((long long)0LL);
                __m256i t9 = _mm256_set1_epi64x((long long)0LL);
                __m256i t10 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    __m128i t75 = t5;
                    __m128i t76 = _mm_loadu_si128((const __m128i *)(u + (int)t6));
                    __m128i t77 = _mm_add_epi32(t75, t72);
                    __m256i t78 = _mm256_cvtepi32_epi64(t77);
                    __m256i t79 = _mm256_cvtepu32_epi64(t76);
                    __m256i t80 = (__m256i)((vcc_v4_long)t79 * (vcc_v4_long)t78);
                    __m256i t81 = t80;
                    t7 = _mm256_add_epi64(t7, t81);
                    __m128i t82 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                    __m128i t83 = t82;
                    __m128i t84 = _mm_loadu_si128((const __m128i *)(u + (int)(t6 + 4L)));
                    __m128i t85 = _mm_add_epi32(t83, t72);
                    __m256i t86 = _mm256_cvtepi32_epi64(t85);
                    __m256i t87 = _mm256_cvtepu32_epi64(t84);
                    __m256i t88 = (__m256i)((vcc_v4_long)t87 * (vcc_v4_long)t86);
                    __m256i t89 = t88;
                    t8 = _mm256_add_epi64(t8, t89);
                    __m128i t90 = _mm_add_epi32(t5, _mm_set1_epi32(8));
                    __m128i t91 = t90;
                    __m128i t92 = _mm_loadu_si128((const __m128i *)(u + (int)(t6 + 8L)));
                    __m128i t93 = _mm_add_epi32(t91, t72);
                    __m256i t94 = _mm256_cvtepi32_epi64(t93);
                    __m256i t95 = _mm256_cvtepu32_epi64(t92);
                    __m256i t96 = (__m256i)((vcc_v4_long)t95 * (vcc_v4_long)t94);
                    __m256i t97 = t96;
                    t9 = _mm256_add_epi64(t9, t97);
                    __m128i t98 = _mm_add_epi32(t5, _mm_set1_epi32(12));
                    __m128i t99 = t98;
                    __m128i t100 = _mm_loadu_si128((const __m128i *)(u + (int)(t6 + 12L)));
                    __m128i t101 = _mm_add_epi32(t99, t72);
                    __m256i t102 = _mm256_cvtepi32_epi64(t101);
                    __m256i t103 = _mm256_cvtepu32_epi64(t100);
                    __m256i t104 = (__m256i)((vcc_v4_long)t103 * (vcc_v4_long)t102);
                    __m256i t105 = t104;
                    t10 = _mm256_add_epi64(t10, t105);
                    t6 += 16L;
                    __m128i t106 = _mm_add_epi32(t5, _mm_set1_epi32(16));
                    if (t6 >= t71) {
                        break;
                    }
                    t5 = t106;
                }
                __m256i t107 = _mm256_add_epi64(t7, t8);
                __m256i t108 = _mm256_add_epi64(t107, t9);
                __m256i t109 = _mm256_add_epi64(t108, t10);
                t110 = (int)t71;
                t111 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t109, _mm_add_epi64, unsigned long));
            } else {
                t110 = 0;
                t111 = t_2;
            }
            long t112 = (long)n + (long)t110 * -1L;
            if (t112 >= 4L) {
                long t113 = t112 & -4L;
                __m128i t114 = _mm_set1_epi32((int)y);
                __m128i t115 = _mm_set1_epi32((int)t110);
                __m128i t116 = t115;
                __m128i t11 = _mm_add_epi32(t116, _mm_setr_epi32(0, 1, 2, 3));
                long t12 = 0L;
                __m256i t13 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    __m128i t117 = t11;
                    __m128i t118 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t110 + t12)));
                    __m128i t119 = _mm_add_epi32(t117, t114);
                    __m256i t120 = _mm256_cvtepi32_epi64(t119);
                    __m256i t121 = _mm256_cvtepu32_epi64(t118);
                    __m256i t122 = (__m256i)((vcc_v4_long)t121 * (vcc_v4_long)t120);
                    __m256i t123 = t122;
                    t13 = _mm256_add_epi64(t13, t123);
                    t12 += 4L;
                    __m128i t124 = _mm_add_epi32(t11, _mm_set1_epi32(4));
                    if (t12 >= t113) {
                        break;
                    }
                    t11 = t124;
                }
                i_1 = (int)((long)t110 + t113);
                t = (long)((unsigned long)t111 + vcc_avx2_reduce_epi64(t13, _mm_add_epi64, unsigned long));
            } else {
                i_1 = t110;
                t = t111;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        (_mm256_zeroupper(), add_bias(b, n));
        long t125 = (long)n;
        if (t125 >= 16L) {
            long t126 = t125 & -16L;
            __m128i t127 = _mm_set1_epi32(0);
            __m128i t128 = t127;
            __m128i t14 = _mm_add_epi32(t128, _mm_setr_epi32(0, 1, 2, 3));
            long t15 = 0L;
            __m256i t16 = _mm256_set1_epi64x((long long)0LL);
            __m256i t17 = _mm256_set1_epi64x((long long)0LL);
            __m256i t18 = _mm256_set1_epi64x((long long)0LL);
            __m256i t19 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                __m128i t129 = t14;
                long t130 = (long)(int)t15;
                __m256i t131 = _mm256_cvtepi32_epi64(t129);
                __m128i t132 = _mm_loadu_si128((const __m128i *)(out + t130));
                __m256i t133 = _mm256_cvtepi32_epi64(t132);
                __m256i t134 = (__m256i)((vcc_v4_long)t133 * (vcc_v4_long)t131);
                __m128i t135 = _mm_loadu_si128((const __m128i *)(b + t130));
                __m256i t136 = _mm256_cvtepi32_epi64(t135);
                __m256i t137 = _mm256_add_epi64(t134, t136);
                __m256i t138 = t137;
                t16 = _mm256_add_epi64(t16, t138);
                __m128i t139 = _mm_add_epi32(t14, _mm_set1_epi32(4));
                __m128i t140 = t139;
                long t141 = (long)(int)(t15 + 4L);
                __m256i t142 = _mm256_cvtepi32_epi64(t140);
                __m128i t143 = _mm_loadu_si128((const __m128i *)(out + t141));
                __m256i t144 = _mm256_cvtepi32_epi64(t143);
                __m256i t145 = (__m256i)((vcc_v4_long)t144 * (vcc_v4_long)t142);
                __m128i t146 = _mm_loadu_si128((const __m128i *)(b + t141));
                __m256i t147 = _mm256_cvtepi32_epi64(t146);
                __m256i t148 = _mm256_add_epi64(t145, t147);
                __m256i t149 = t148;
                t17 = _mm256_add_epi64(t17, t149);
                __m128i t150 = _mm_add_epi32(t14, _mm_set1_epi32(8));
                __m128i t151 = t150;
                long t152 = (long)(int)(t15 + 8L);
                __m256i t153 = _mm256_cvtepi32_epi64(t151);
                __m128i t154 = _mm_loadu_si128((const __m128i *)(out + t152));
                __m256i t155 = _mm256_cvtepi32_epi64(t154);
                __m256i t156 = (__m256i)((vcc_v4_long)t155 * (vcc_v4_long)t153);
                __m128i t157 = _mm_loadu_si128((const __m128i *)(b + t152));
                __m256i t158 = _mm256_cvtepi32_epi64(t157);
                __m256i t159 = _mm256_add_epi64(t156, t158);
                __m256i t160 = t159;
                t18 = _mm256_add_epi64(t18, t160);
                __m128i t161 = _mm_add_epi32(t14, _mm_set1_epi32(12));
                __m128i t162 = t161;
                long t163 = (long)(int)(t15 + 12L);
                __m256i t164 = _mm256_cvtepi32_epi64(t162);
                __m128i t165 = _mm_loadu_si128((const __m128i *)(out + t163));
                __m256i t166 = _mm256_cvtepi32_epi64(t165);
                __m256i t167 = (__m256i)((vcc_v4_long)t166 * (vcc_v4_long)t164);
                __m128i t168 = _mm_loadu_si128((const __m128i *)(b + t163));
                __m256i t169 = _mm256_cvtepi32_epi64(t168);
                __m256i t170 = _mm256_add_epi64(t167, t169);
                __m256i t171 = t170;
                t19 = _mm256_add_epi64(t19, t171);
                t15 += 16L;
                __m128i t172 = _mm_add_epi32(t14, _mm_set1_epi32(16));
                if (t15 >= t126) {
                    break;
                }
                t14 = t172;
            }
            __m256i t173 = _mm256_add_epi64(t16, t17);
            __m256i t174 = _mm256_add_epi64(t173, t18);
            __m256i t175 = _mm256_add_epi64(t174, t19);
            t176 = (int)t126;
            t177 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t175, _mm_add_epi64, unsigned long));
        } else {
            t176 = 0;
            t177 = t_2;
        }
        long t178 = (long)n + (long)t176 * -1L;
        if (t178 >= 4L) {
            long t179 = t178 & -4L;
            __m128i t180 = _mm_set1_epi32((int)t176);
            __m128i t181 = t180;
            __m128i t20 = _mm_add_epi32(t181, _mm_setr_epi32(0, 1, 2, 3));
            long t21 = 0L;
            __m256i t22 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                __m128i t182 = t20;
                long t183 = (long)(int)((long)t176 + t21);
                __m256i t184 = _mm256_cvtepi32_epi64(t182);
                __m128i t185 = _mm_loadu_si128((const __m128i *)(out + t183));
                __m256i t186 = _mm256_cvtepi32_epi64(t185);
                __m256i t187 = (__m256i)((vcc_v4_long)t186 * (vcc_v4_long)t184);
                __m128i t188 = _mm_loadu_si128((const __m128i *)(b + t183));
                __m256i t189 = _mm256_cvtepi32_epi64(t188);
                __m256i t190 = _mm256_add_epi64(t187, t189);
                __m256i t191 = t190;
                t22 = _mm256_add_epi64(t22, t191);
                t21 += 4L;
                __m128i t192 = _mm_add_epi32(t20, _mm_set1_epi32(4));
                if (t21 >= t179) {
                    break;
                }
                t20 = t192;
            }
            i_2 = (int)((long)t176 + t179);
            t_1 = (long)((unsigned long)t177 + vcc_avx2_reduce_epi64(t22, _mm_add_epi64, unsigned long));
        } else {
            i_2 = t176;
            t_1 = t177;
        }
        for (; i_2 < n; i_2++) {
            long t193 = (long)i_2;
            t_1 += (long)out[t193] * t193 + (long)b[t193];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
