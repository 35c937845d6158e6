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

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    unsigned int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        t8 = _mm256_mul_ps(t1, t1);
        t9 = _mm256_mul_ps(t2, t2);
        t10 = _mm256_add_ps(t8, t9);
        t11 = _mm256_set1_ps(4.0f);
        t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        t13 = _mm256_and_si256(t6, t12);
        t14 = _mm256_sub_ps(t8, t9);
        t15 = _mm256_add_ps(t14, cr);
        t16 = _mm256_set1_ps(2.0f);
        t17 = _mm256_mul_ps(t16, t1);
        t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        t19 = _mm256_set1_epi32((int)t7);
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
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    t1 = _mm256_set1_epi32((int)10);
    t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_add_epi32(t3, t2);
    t5 = _mm256_set1_epi32((int)10);
    t6 = (__m256i)((vcc_v8_int)x / (vcc_v8_int)t5);
    t7 = _mm256_set1_epi32((int)10);
    t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)t7);
    t9 = _mm256_add_epi32(t4, t8);
    t10 = _mm256_set1_epi32((int)10);
    t11 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t10);
    t12 = _mm256_set1_epi32((int)10);
    t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t12);
    t14 = _mm256_add_epi32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x) {
    __m256i t1;
    __m256i t2;
    t1 = _mm256_set1_epi32((int)bias);
    t2 = _mm256_add_epi32(x, t1);
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
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256i t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256i t71;
    __m256i t72;
    unsigned int t73;
    int t74;
    __m256i t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256i t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256i t85;
    __m256i t86;
    unsigned int t87;
    int t88;
    __m256i t89;
    unsigned int t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256i t95;
    __m256i t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256 t100;
    __m256 t101;
    __m256 t102;
    __m256i t103;
    __m256i t104;
    t26 = (long)n;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t28 = _mm256_set1_ps(y);
        t29 = _mm256_set1_epi32((int)0);
        t30 = t29;
        t1 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t25 = 0L;
        for (;;) {
            t31 = t25 + 8L;
            t32 = t1;
            t33 = out + (int)(0L + t25);
            t34 = _mm256_cvtepi32_ps(t32);
            t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.046875f));
            t36 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t35);
            t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t4 = _mm256_set1_ps(0.0f);
            t5 = _mm256_set1_ps(0.0f);
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t49 = t48;
            t50 = out + (int)(0L + t31);
            t51 = _mm256_cvtepi32_ps(t49);
            t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.046875f));
            t53 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t52);
            t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
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
                        t62 = _mm256_mul_ps(t4, t4);
                        t63 = _mm256_mul_ps(t5, t5);
                        t64 = _mm256_add_ps(t62, t63);
                        t65 = _mm256_set1_ps(4.0f);
                        t66 = _mm256_castps_si256(_mm256_cmp_ps(t64, t65, _CMP_LT_OQ));
                        t9 = _mm256_and_si256(t3, t66);
                        t67 = _mm256_sub_ps(t62, t63);
                        t10 = _mm256_add_ps(t67, t36);
                        t68 = _mm256_set1_ps(2.0f);
                        t69 = _mm256_mul_ps(t68, t4);
                        t70 = _mm256_mul_ps(t69, t5);
                        t11 = _mm256_add_ps(t70, t28);
                        t71 = _mm256_set1_epi32((int)t54);
                        t12 = _mm256_blendv_epi8(t55, t71, t3);
                        if ((_mm256_movemask_epi8(t9) != 0)) {
                            t73 = t54 + 1U;
                            t74 = 1;
                            t75 = t57;
                            goto L105;
                        }
                        t13 = t12;
                    } else {
                        t72 = _mm256_set1_epi32((int)t54);
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
                        t76 = _mm256_mul_ps(t7, t7);
                        t77 = _mm256_mul_ps(t8, t8);
                        t78 = _mm256_add_ps(t76, t77);
                        t79 = _mm256_set1_ps(4.0f);
                        t80 = _mm256_castps_si256(_mm256_cmp_ps(t78, t79, _CMP_LT_OQ));
                        t14 = _mm256_and_si256(t6, t80);
                        t81 = _mm256_sub_ps(t76, t77);
                        t15 = _mm256_add_ps(t81, t53);
                        t82 = _mm256_set1_ps(2.0f);
                        t83 = _mm256_mul_ps(t82, t7);
                        t84 = _mm256_mul_ps(t83, t8);
                        t16 = _mm256_add_ps(t84, t28);
                        t85 = _mm256_set1_epi32((int)t58);
                        t17 = _mm256_blendv_epi8(t59, t85, t6);
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            t87 = t58 + 1U;
                            t88 = 1;
                            t89 = t61;
                            goto L106;
                        }
                        t18 = t17;
                    } else {
                        t86 = _mm256_set1_epi32((int)t58);
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
                    t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    if (t25 < t27) {
                        break;
                    }
                    t37 = (int)(0L + t27);
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
            t20 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t21 = _mm256_set1_ps(0.0f);
            t22 = _mm256_set1_ps(0.0f);
            t90 = 0U;
            t23 = (__m256i)(vcc_v8_uint){0};
            while (t90 < 200U) {
                t91 = _mm256_mul_ps(t21, t21);
                t92 = _mm256_mul_ps(t22, t22);
                t93 = _mm256_add_ps(t91, t92);
                t94 = _mm256_set1_ps(4.0f);
                t95 = _mm256_castps_si256(_mm256_cmp_ps(t93, t94, _CMP_LT_OQ));
                t96 = _mm256_and_si256(t20, t95);
                t97 = _mm256_sub_ps(t91, t92);
                t98 = _mm256_add_ps(t97, t47);
                t99 = _mm256_set1_ps(2.0f);
                t100 = _mm256_mul_ps(t99, t21);
                t101 = _mm256_mul_ps(t100, t22);
                t102 = _mm256_add_ps(t101, t40);
                t103 = _mm256_set1_epi32((int)t90);
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
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
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
    int t1;
    long t2;
    long t3;
    long t4;
    unsigned long t5;
    unsigned long t6;
    long t7;
    long t8;
    long t9;
    int *t10;
    __m256i t11;
    __m256i t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    long t18;
    int *t19;
    __m256i t20;
    __m256i t21;
    int i;
    long t22;
    int *t23;
    long t24;
    int *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    t4 = (long)n;
    t5 = (unsigned long)out;
    t6 = (unsigned long)in;
    if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + 0UL)) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t5 + 0UL)))) {
        t7 = t4 & -16L;
        t3 = 0L;
        for (;;) {
            t8 = t3 + 8L;
            t9 = (long)(int)(0L + t3);
            t10 = out + t9;
            t11 = _mm256_loadu_si256((const __m256i *)(in + t9));
            t12 = _mm256_abs_epi32(t11);
            t28 = _mm256_set1_epi32((int)10);
            t29 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)t28);
            t30 = _mm256_set1_epi32((int)0);
            t31 = _mm256_add_epi32(t30, t29);
            t32 = _mm256_set1_epi32((int)10);
            t33 = (__m256i)((vcc_v8_int)t12 / (vcc_v8_int)t32);
            t34 = _mm256_set1_epi32((int)10);
            t35 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)t34);
            t36 = _mm256_add_epi32(t31, t35);
            t37 = _mm256_set1_epi32((int)10);
            t38 = (__m256i)((vcc_v8_int)t33 / (vcc_v8_int)t37);
            t39 = _mm256_set1_epi32((int)10);
            t40 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)t39);
            t41 = _mm256_add_epi32(t36, t40);
            _mm256_storeu_si256((__m256i *)t10, t41);
            t24 = (long)(int)(0L + t8);
            t25 = out + t24;
            t26 = _mm256_loadu_si256((const __m256i *)(in + t24));
            t27 = _mm256_abs_epi32(t26);
            t56 = _mm256_set1_epi32((int)10);
            t57 = (__m256i)((vcc_v8_int)t27 % (vcc_v8_int)t56);
            t58 = _mm256_set1_epi32((int)0);
            t59 = _mm256_add_epi32(t58, t57);
            t60 = _mm256_set1_epi32((int)10);
            t61 = (__m256i)((vcc_v8_int)t27 / (vcc_v8_int)t60);
            t62 = _mm256_set1_epi32((int)10);
            t63 = (__m256i)((vcc_v8_int)t61 % (vcc_v8_int)t62);
            t64 = _mm256_add_epi32(t59, t63);
            t65 = _mm256_set1_epi32((int)10);
            t66 = (__m256i)((vcc_v8_int)t61 / (vcc_v8_int)t65);
            t67 = _mm256_set1_epi32((int)10);
            t68 = (__m256i)((vcc_v8_int)t66 % (vcc_v8_int)t67);
            t69 = _mm256_add_epi32(t64, t68);
            _mm256_storeu_si256((__m256i *)t25, t69);
            t3 += 16L;
            if (t3 >= t7) {
                t13 = (int)(0L + t7);
                break;
            }
        }
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = t14 & -8L;
        t2 = 0L;
        for (;;) {
            t18 = (long)(int)((long)t13 + t2);
            t19 = out + t18;
            t20 = _mm256_loadu_si256((const __m256i *)(in + t18));
            t21 = _mm256_abs_epi32(t20);
            t42 = _mm256_set1_epi32((int)10);
            t43 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)t42);
            t44 = _mm256_set1_epi32((int)0);
            t45 = _mm256_add_epi32(t44, t43);
            t46 = _mm256_set1_epi32((int)10);
            t47 = (__m256i)((vcc_v8_int)t21 / (vcc_v8_int)t46);
            t48 = _mm256_set1_epi32((int)10);
            t49 = (__m256i)((vcc_v8_int)t47 % (vcc_v8_int)t48);
            t50 = _mm256_add_epi32(t45, t49);
            t51 = _mm256_set1_epi32((int)10);
            t52 = (__m256i)((vcc_v8_int)t47 / (vcc_v8_int)t51);
            t53 = _mm256_set1_epi32((int)10);
            t54 = (__m256i)((vcc_v8_int)t52 % (vcc_v8_int)t53);
            t55 = _mm256_add_epi32(t50, t54);
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
        t22 = (long)i;
        t23 = out + t22;
        t1 = in[t22];
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m128i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m128i t11;
    long t12;
    __m256i t13;
    long t;
    __m128i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m128i t20;
    long t21;
    __m256i t22;
    long t_1;
    int s;
    int n;
    unsigned long t23;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t24;
    int t25;
    long t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int t56;
    long t57;
    int t58;
    long t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    int i;
    int y;
    long t_2;
    long t71;
    long t72;
    __m128i t73;
    __m128i t74;
    __m128i t75;
    __m128i t76;
    __m128i t77;
    __m128i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m128i t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m128i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m128i t99;
    __m128i t100;
    __m128i t101;
    __m128i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m128i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    int t111;
    long t112;
    long t113;
    long t114;
    __m128i t115;
    __m128i t116;
    __m128i t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m128i t125;
    int i_1;
    long t126;
    long t127;
    __m128i t128;
    __m128i t129;
    __m128i t130;
    long t131;
    __m256i t132;
    __m128i t133;
    __m256i t134;
    __m256i t135;
    __m128i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m128i t140;
    __m128i t141;
    long t142;
    __m256i t143;
    __m128i t144;
    __m256i t145;
    __m256i t146;
    __m128i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m128i t151;
    __m128i t152;
    long t153;
    __m256i t154;
    __m128i t155;
    __m256i t156;
    __m256i t157;
    __m128i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m128i t162;
    __m128i t163;
    long t164;
    __m256i t165;
    __m128i t166;
    __m256i t167;
    __m256i t168;
    __m128i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m128i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    int t177;
    long t178;
    long t179;
    long t180;
    __m128i t181;
    __m128i t182;
    __m128i t183;
    long t184;
    __m256i t185;
    __m128i t186;
    __m256i t187;
    __m256i t188;
    __m128i t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    __m128i t193;
    int i_2;
    long t194;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t23 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)malloc(t23);
        in = (int *)malloc(t23);
        out = (int *)malloc(t23);
        b = (int *)malloc(t23);
        t24 = (long)n;
        t25 = (int)((unsigned int)0 * (unsigned int)7919);
        if ((t24 >= 32L) & (t25 >= 0)) {
            t26 = t24 & -32L;
            t27 = _mm256_set1_epi32((int)(t25 % 2001));
            t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)2001));
            t31 = _mm256_min_epu32(t29, t30);
            t1 = t31;
            t2 = 0L;
            for (;;) {
                t32 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + t2)), t32);
                t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1321));
                t34 = t33;
                t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)2001));
                t36 = _mm256_min_epu32(t34, t35);
                t37 = t36;
                t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + (t2 + 8L))), t38);
                t39 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)641));
                t40 = t39;
                t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)2001));
                t42 = _mm256_min_epu32(t40, t41);
                t43 = t42;
                t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + (t2 + 16L))), t44);
                t45 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1962));
                t46 = t45;
                t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)2001));
                t48 = _mm256_min_epu32(t46, t47);
                t49 = t48;
                t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + (t2 + 24L))), t50);
                t2 += 32L;
                t51 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1282));
                t52 = t51;
                t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)2001));
                t54 = _mm256_min_epu32(t52, t53);
                t55 = t54;
                if (t2 >= t26) {
                    break;
                }
                t1 = t55;
            }
            t56 = (int)((long)0 + t26);
        } else {
            t56 = 0;
        }
        t57 = (long)n + (long)t56 * -1L;
        t58 = (int)((unsigned int)t56 * (unsigned int)7919);
        if ((t57 >= 8L) & (t58 >= 0)) {
            t59 = t57 & -8L;
            t60 = _mm256_set1_epi32((int)(t58 % 2001));
            t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)2001));
            t64 = _mm256_min_epu32(t62, t63);
            t3 = t64;
            t4 = 0L;
            for (;;) {
                t65 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t56 + t4)), t65);
                t4 += 8L;
                t66 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)1321));
                t67 = t66;
                t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)2001));
                t69 = _mm256_min_epu32(t67, t68);
                t70 = t69;
                if (t4 >= t59) {
                    break;
                }
                t3 = t70;
            }
            i = (int)((long)t56 + t59);
        } else {
            i = t56;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            (_mm256_zeroupper(), row(u, n, -1.0f + (float)y * 0.25f));
            t71 = (long)n;
            if (t71 >= 16L) {
                t72 = t71 & -16L;
                t73 = _mm_set1_epi32((int)y);
                t74 = _mm_set1_epi32((int)0);
                t75 = t74;
                t5 = _mm_add_epi32(t75, _mm_setr_epi32(0, 1, 2, 3));
                t6 = 0L;
                t7 = _mm256_set1_epi64x((long long)0LL);
                t8 = _mm256_set1_epi64x((long long)0LL);
                t9 = _mm256_set1_epi64x((long long)0LL);
                t10 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t76 = t5;
                    t77 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + t6)));
                    t78 = _mm_add_epi32(t76, t73);
                    t79 = _mm256_cvtepi32_epi64(t78);
                    t80 = _mm256_cvtepu32_epi64(t77);
                    t81 = (__m256i)((vcc_v4_long)t80 * (vcc_v4_long)t79);
                    t82 = t81;
                    t7 = _mm256_add_epi64(t7, t82);
                    t83 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                    t84 = t83;
                    t85 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t6 + 4L))));
                    t86 = _mm_add_epi32(t84, t73);
                    t87 = _mm256_cvtepi32_epi64(t86);
                    t88 = _mm256_cvtepu32_epi64(t85);
                    t89 = (__m256i)((vcc_v4_long)t88 * (vcc_v4_long)t87);
                    t90 = t89;
                    t8 = _mm256_add_epi64(t8, t90);
                    t91 = _mm_add_epi32(t5, _mm_set1_epi32((int)8));
                    t92 = t91;
                    t93 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t6 + 8L))));
                    t94 = _mm_add_epi32(t92, t73);
                    t95 = _mm256_cvtepi32_epi64(t94);
                    t96 = _mm256_cvtepu32_epi64(t93);
                    t97 = (__m256i)((vcc_v4_long)t96 * (vcc_v4_long)t95);
                    t98 = t97;
                    t9 = _mm256_add_epi64(t9, t98);
                    t99 = _mm_add_epi32(t5, _mm_set1_epi32((int)12));
                    t100 = t99;
                    t101 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t6 + 12L))));
                    t102 = _mm_add_epi32(t100, t73);
                    t103 = _mm256_cvtepi32_epi64(t102);
                    t104 = _mm256_cvtepu32_epi64(t101);
                    t105 = (__m256i)((vcc_v4_long)t104 * (vcc_v4_long)t103);
                    t106 = t105;
                    t10 = _mm256_add_epi64(t10, t106);
                    t6 += 16L;
                    t107 = _mm_add_epi32(t5, _mm_set1_epi32((int)16));
                    if (t6 >= t72) {
                        break;
                    }
                    t5 = t107;
                }
                t108 = _mm256_add_epi64(t7, t8);
                t109 = _mm256_add_epi64(t108, t9);
                t110 = _mm256_add_epi64(t109, t10);
                t111 = (int)((long)0 + t72);
                t112 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t110, _mm_add_epi64, unsigned long));
            } else {
                t111 = 0;
                t112 = t_2;
            }
            t113 = (long)n + (long)t111 * -1L;
            if (t113 >= 4L) {
                t114 = t113 & -4L;
                t115 = _mm_set1_epi32((int)y);
                t116 = _mm_set1_epi32((int)t111);
                t117 = t116;
                t11 = _mm_add_epi32(t117, _mm_setr_epi32(0, 1, 2, 3));
                t12 = 0L;
                t13 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t118 = t11;
                    t119 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t111 + t12)));
                    t120 = _mm_add_epi32(t118, t115);
                    t121 = _mm256_cvtepi32_epi64(t120);
                    t122 = _mm256_cvtepu32_epi64(t119);
                    t123 = (__m256i)((vcc_v4_long)t122 * (vcc_v4_long)t121);
                    t124 = t123;
                    t13 = _mm256_add_epi64(t13, t124);
                    t12 += 4L;
                    t125 = _mm_add_epi32(t11, _mm_set1_epi32((int)4));
                    if (t12 >= t114) {
                        break;
                    }
                    t11 = t125;
                }
                i_1 = (int)((long)t111 + t114);
                t = (long)((unsigned long)t112 + vcc_avx2_reduce_epi64(t13, _mm_add_epi64, unsigned long));
            } else {
                i_1 = t111;
                t = t112;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        (_mm256_zeroupper(), digit_sums(out, in, n));
        (_mm256_zeroupper(), add_bias(b, n));
        t126 = (long)n;
        if (t126 >= 16L) {
            t127 = t126 & -16L;
            t128 = _mm_set1_epi32((int)0);
            t129 = t128;
            t14 = _mm_add_epi32(t129, _mm_setr_epi32(0, 1, 2, 3));
            t15 = 0L;
            t16 = _mm256_set1_epi64x((long long)0LL);
            t17 = _mm256_set1_epi64x((long long)0LL);
            t18 = _mm256_set1_epi64x((long long)0LL);
            t19 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t130 = t14;
                t131 = (long)(int)((long)0 + t15);
                t132 = _mm256_cvtepi32_epi64(t130);
                t133 = _mm_loadu_si128((const __m128i *)(out + t131));
                t134 = _mm256_cvtepi32_epi64(t133);
                t135 = (__m256i)((vcc_v4_long)t134 * (vcc_v4_long)t132);
                t136 = _mm_loadu_si128((const __m128i *)(b + t131));
                t137 = _mm256_cvtepi32_epi64(t136);
                t138 = _mm256_add_epi64(t135, t137);
                t139 = t138;
                t16 = _mm256_add_epi64(t16, t139);
                t140 = _mm_add_epi32(t14, _mm_set1_epi32((int)4));
                t141 = t140;
                t142 = (long)(int)((long)0 + (t15 + 4L));
                t143 = _mm256_cvtepi32_epi64(t141);
                t144 = _mm_loadu_si128((const __m128i *)(out + t142));
                t145 = _mm256_cvtepi32_epi64(t144);
                t146 = (__m256i)((vcc_v4_long)t145 * (vcc_v4_long)t143);
                t147 = _mm_loadu_si128((const __m128i *)(b + t142));
                t148 = _mm256_cvtepi32_epi64(t147);
                t149 = _mm256_add_epi64(t146, t148);
                t150 = t149;
                t17 = _mm256_add_epi64(t17, t150);
                t151 = _mm_add_epi32(t14, _mm_set1_epi32((int)8));
                t152 = t151;
                t153 = (long)(int)((long)0 + (t15 + 8L));
                t154 = _mm256_cvtepi32_epi64(t152);
                t155 = _mm_loadu_si128((const __m128i *)(out + t153));
                t156 = _mm256_cvtepi32_epi64(t155);
                t157 = (__m256i)((vcc_v4_long)t156 * (vcc_v4_long)t154);
                t158 = _mm_loadu_si128((const __m128i *)(b + t153));
                t159 = _mm256_cvtepi32_epi64(t158);
                t160 = _mm256_add_epi64(t157, t159);
                t161 = t160;
                t18 = _mm256_add_epi64(t18, t161);
                t162 = _mm_add_epi32(t14, _mm_set1_epi32((int)12));
                t163 = t162;
                t164 = (long)(int)((long)0 + (t15 + 12L));
                t165 = _mm256_cvtepi32_epi64(t163);
                t166 = _mm_loadu_si128((const __m128i *)(out + t164));
                t167 = _mm256_cvtepi32_epi64(t166);
                t168 = (__m256i)((vcc_v4_long)t167 * (vcc_v4_long)t165);
                t169 = _mm_loadu_si128((const __m128i *)(b + t164));
                t170 = _mm256_cvtepi32_epi64(t169);
                t171 = _mm256_add_epi64(t168, t170);
                t172 = t171;
                t19 = _mm256_add_epi64(t19, t172);
                t15 += 16L;
                t173 = _mm_add_epi32(t14, _mm_set1_epi32((int)16));
                if (t15 >= t127) {
                    break;
                }
                t14 = t173;
            }
            t174 = _mm256_add_epi64(t16, t17);
            t175 = _mm256_add_epi64(t174, t18);
            t176 = _mm256_add_epi64(t175, t19);
            t177 = (int)((long)0 + t127);
            t178 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t176, _mm_add_epi64, unsigned long));
        } else {
            t177 = 0;
            t178 = t_2;
        }
        t179 = (long)n + (long)t177 * -1L;
        if (t179 >= 4L) {
            t180 = t179 & -4L;
            t181 = _mm_set1_epi32((int)t177);
            t182 = t181;
            t20 = _mm_add_epi32(t182, _mm_setr_epi32(0, 1, 2, 3));
            t21 = 0L;
            t22 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t183 = t20;
                t184 = (long)(int)((long)t177 + t21);
                t185 = _mm256_cvtepi32_epi64(t183);
                t186 = _mm_loadu_si128((const __m128i *)(out + t184));
                t187 = _mm256_cvtepi32_epi64(t186);
                t188 = (__m256i)((vcc_v4_long)t187 * (vcc_v4_long)t185);
                t189 = _mm_loadu_si128((const __m128i *)(b + t184));
                t190 = _mm256_cvtepi32_epi64(t189);
                t191 = _mm256_add_epi64(t188, t190);
                t192 = t191;
                t22 = _mm256_add_epi64(t22, t192);
                t21 += 4L;
                t193 = _mm_add_epi32(t20, _mm_set1_epi32((int)4));
                if (t21 >= t180) {
                    break;
                }
                t20 = t193;
            }
            i_2 = (int)((long)t177 + t180);
            t_1 = (long)((unsigned long)t178 + vcc_avx2_reduce_epi64(t22, _mm_add_epi64, unsigned long));
        } else {
            i_2 = t177;
            t_1 = t178;
        }
        for (; i_2 < n; i_2++) {
            t194 = (long)i_2;
            t_1 += (long)out[t194] * t194 + (long)b[t194];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
