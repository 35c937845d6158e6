/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVdN8vvu_iters of `iters`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVdM8vvu_iters of `iters`: VL 8, masked, cr vector, ci vector, max_iter uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256 t1;
    __m256 t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
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
    t3 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
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
        t3 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t3, t19, t6);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = (vcc_v8_uint)(__m256i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t3, t20, t6);
L22:
    t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, (__m256i)t4, t5);
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

/* vcc: function at auto_calls.c:23 vector variant _ZGVdN8v_digits of `digits`: VL 8, unmasked, x vector */
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

/* vcc: function at auto_calls.c:36 vector variant _ZGVdN8v_biased of `biased`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x) {
    __m256i t1 = _mm256_set1_epi32((int)bias);
    __m256i t2 = _mm256_add_epi32(x, t1);
    return t2;
}

__attribute__((target("avx2"))) void row(unsigned *out, int n, float y) {
    vcc_v8_uint i_v;
    vcc_v8_uint i_v_1;
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
    long t23;
    __m256 y_v;
    __m256i t24;
    unsigned int *t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    __m256 y_v_1;
    __m256i t32;
    unsigned int *t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    int i;
    __m256i t37;
    unsigned int *t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    unsigned int t42;
    vcc_v8_uint t43;
    int t44;
    vcc_v8_uint t45;
    unsigned int t46;
    vcc_v8_uint t47;
    int t48;
    vcc_v8_uint t49;
    unsigned int t61;
    int t62;
    vcc_v8_uint t63;
    unsigned int t75;
    int t76;
    vcc_v8_uint t77;
    unsigned int t78;
    __m256i t92;
    t22 = (long)n;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        y_v = _mm256_set1_ps(y);
        t24 = _mm256_set1_epi32(0);
        i_v = (vcc_v8_uint)_mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t25 = out + i_vec_1;
            t26 = _mm256_cvtepi32_ps((__m256i)i_v);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.046875f));
            t28 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t27);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t37 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            t38 = out + (i_vec_1 + 8L);
            t39 = _mm256_cvtepi32_ps(t37);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.046875f));
            t41 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t40);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t42 = 0U;
            t43 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t44 = 1;
            t45 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t46 = 0U;
            t47 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t48 = 1;
            t49 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t44) {
                    if (t42 < 200U) {
                        __m256 t50 = _mm256_mul_ps(t2, t2);
                        __m256 t51 = _mm256_mul_ps(t3, t3);
                        __m256 t52 = _mm256_add_ps(t50, t51);
                        __m256 t53 = _mm256_set1_ps(4.0f);
                        __m256i t54 = _mm256_castps_si256(_mm256_cmp_ps(t52, t53, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t54);
                        __m256 t55 = _mm256_sub_ps(t50, t51);
                        t8 = _mm256_add_ps(t55, t28);
                        __m256 t56 = _mm256_set1_ps(2.0f);
                        __m256 t57 = _mm256_mul_ps(t56, t2);
                        __m256 t58 = _mm256_mul_ps(t57, t3);
                        t9 = _mm256_add_ps(t58, y_v);
                        __m256i t59 = _mm256_set1_epi32((int)t42);
                        t10 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t43, t59, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t61 = t42 + 1U;
                            t62 = 1;
                            t63 = (vcc_v8_uint)(__m256i)t45;
                            goto L93;
                        }
                        t11 = (vcc_v8_uint)(__m256i)t10;
                    } else {
                        __m256i t60 = _mm256_set1_epi32((int)t42);
                        t11 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t43, t60, t1);
                    }
                    t7 = t1;
                    t61 = t42;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t43;
                    t62 = 0;
                    t63 = (vcc_v8_uint)(__m256i)t11;
                } else {
                    t7 = t1;
                    t61 = t42;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t43;
                    t62 = 0;
                    t63 = (vcc_v8_uint)(__m256i)t45;
                }
            L93:
                if (t48) {
                    if (t46 < 200U) {
                        __m256 t64 = _mm256_mul_ps(t5, t5);
                        __m256 t65 = _mm256_mul_ps(t6, t6);
                        __m256 t66 = _mm256_add_ps(t64, t65);
                        __m256 t67 = _mm256_set1_ps(4.0f);
                        __m256i t68 = _mm256_castps_si256(_mm256_cmp_ps(t66, t67, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t68);
                        __m256 t69 = _mm256_sub_ps(t64, t65);
                        t13 = _mm256_add_ps(t69, t41);
                        __m256 t70 = _mm256_set1_ps(2.0f);
                        __m256 t71 = _mm256_mul_ps(t70, t5);
                        __m256 t72 = _mm256_mul_ps(t71, t6);
                        t14 = _mm256_add_ps(t72, y_v);
                        __m256i t73 = _mm256_set1_epi32((int)t46);
                        t15 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t47, t73, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t75 = t46 + 1U;
                            t76 = 1;
                            t77 = (vcc_v8_uint)(__m256i)t49;
                            goto L94;
                        }
                        t16 = (vcc_v8_uint)(__m256i)t15;
                    } else {
                        __m256i t74 = _mm256_set1_epi32((int)t46);
                        t16 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t47, t74, t4);
                    }
                    t12 = t4;
                    t75 = t46;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t47;
                    t76 = 0;
                    t77 = (vcc_v8_uint)(__m256i)t16;
                } else {
                    t12 = t4;
                    t75 = t46;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t47;
                    t76 = 0;
                    t77 = (vcc_v8_uint)(__m256i)t49;
                }
            L94:
                if (!(t62 | t76)) {
                    _mm256_storeu_si256((__m256i *)t25, (__m256i)t63);
                    _mm256_storeu_si256((__m256i *)t38, (__m256i)t77);
                    i_vec_1 += 16L;
                    i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                    if (i_vec_1 < t23) {
                        break;
                    }
                    t29 = (int)t23;
                    goto L95;
                }
                t1 = t7;
                t42 = t61;
                t2 = t8;
                t3 = t9;
                t43 = (vcc_v8_uint)(__m256i)t10;
                t44 = t62;
                t45 = (vcc_v8_uint)(__m256i)t63;
                t4 = t12;
                t46 = t75;
                t5 = t13;
                t6 = t14;
                t47 = (vcc_v8_uint)(__m256i)t15;
                t48 = t76;
                t49 = (vcc_v8_uint)(__m256i)t77;
            }
        }
    } else {
        t29 = 0;
    }
L95:
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        y_v_1 = _mm256_set1_ps(y);
        t32 = _mm256_set1_epi32((int)t29);
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        i_vec = 0L;
        /* vcc: loop at auto_calls.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            t33 = out + ((long)t29 + i_vec);
            t34 = _mm256_cvtepi32_ps((__m256i)i_v_1);
            t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.046875f));
            t36 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t35);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t78 = 0U;
            t20 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            while (t78 < 200U) {
                __m256 t79 = _mm256_mul_ps(t18, t18);
                __m256 t80 = _mm256_mul_ps(t19, t19);
                __m256 t81 = _mm256_add_ps(t79, t80);
                __m256 t82 = _mm256_set1_ps(4.0f);
                __m256i t83 = _mm256_castps_si256(_mm256_cmp_ps(t81, t82, _CMP_LT_OQ));
                __m256i t84 = _mm256_and_si256(t17, t83);
                __m256 t85 = _mm256_sub_ps(t79, t80);
                __m256 t86 = _mm256_add_ps(t85, t36);
                __m256 t87 = _mm256_set1_ps(2.0f);
                __m256 t88 = _mm256_mul_ps(t87, t18);
                __m256 t89 = _mm256_mul_ps(t88, t19);
                __m256 t90 = _mm256_add_ps(t89, y_v_1);
                __m256i t91 = _mm256_set1_epi32((int)t78);
                t20 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t20, t91, t17);
                if (!(_mm256_movemask_epi8(t84) != 0)) {
                    t21 = (vcc_v8_uint)(__m256i)t20;
                    goto L96;
                }
                t17 = t84;
                t78++;
                t18 = t86;
                t19 = t90;
            }
            t92 = _mm256_set1_epi32((int)t78);
            t21 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t20, t92, t17);
        L96:
            _mm256_storeu_si256((__m256i *)t33, (__m256i)t21);
            i_vec += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t31) {
                i = (int)((long)t29 + t31);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    long t5 = (long)((unsigned long)out - (unsigned long)in);
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3) | ((t5 <= 0L) | (t5 >= 64L)))) {
        long t6 = t2 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t7 = out + i_vec_1;
            __m256i in_v = _mm256_loadu_si256((const __m256i *)(in + i_vec_1));
            __m256i t8 = _mm256_abs_epi32(in_v);
            __m256i t23 = _mm256_set1_epi32(10);
            __m256i t24 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)t23);
            __m256i t25 = _mm256_set1_epi32(0);
            __m256i t26 = _mm256_add_epi32(t25, t24);
            __m256i t27 = _mm256_set1_epi32(10);
            __m256i t28 = (__m256i)((vcc_v8_int)t8 / (vcc_v8_int)t27);
            __m256i t29 = _mm256_set1_epi32(10);
            __m256i t30 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)t29);
            __m256i t31 = _mm256_add_epi32(t26, t30);
            __m256i t32 = _mm256_set1_epi32(10);
            __m256i t33 = (__m256i)((vcc_v8_int)t28 / (vcc_v8_int)t32);
            __m256i t34 = _mm256_set1_epi32(10);
            __m256i t35 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)t34);
            __m256i t36 = _mm256_add_epi32(t31, t35);
            _mm256_storeu_si256((__m256i *)t7, t36);
            long t20 = i_vec_1 + 8L;
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
            if (i_vec_1 >= t6) {
                t9 = (int)t6;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)in + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -8L;
        long i_vec = 0L;
        /* vcc: loop at auto_calls.c:46 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + i_vec;
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
                i = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        i = t9;
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
    int t25;
    int i;
    int t62;
    long t63;
    int i_1;
    int t105;
    long t106;
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
            __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(2001));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 8, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + i_vec), t9);
                __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1321));
                __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(2001));
                __m256i t12 = _mm256_min_epu32(t10, t11);
                __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 8L)), t13);
                __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(641));
                __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(2001));
                __m256i t16 = _mm256_min_epu32(t14, t15);
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 16L)), t17);
                __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1962));
                __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(2001));
                __m256i t20 = _mm256_min_epu32(t18, t19);
                __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 24L)), t21);
                i_vec += 32L;
                __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1282));
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(2001));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                if (i_vec >= t5) {
                    break;
                }
                t1 = (vcc_v8_int)t24;
            }
            t25 = (int)t5;
        } else {
            t25 = 0;
        }
        long t26 = (long)n + (long)t25 * -1L;
        int t27 = (int)((unsigned int)t25 * 7919U);
        if ((t26 >= 8L) & (t27 >= 0)) {
            long t28 = t26 & -8L;
            __m256i t29 = _mm256_set1_epi32((int)(t27 % 2001));
            __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(2001));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t30, t31);
            long i_vec_1 = 0L;
            /* vcc: loop at auto_calls.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t32 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + ((long)t25 + i_vec_1)), t32);
                i_vec_1 += 8L;
                __m256i t33 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1321));
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(2001));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                if (i_vec_1 >= t28) {
                    break;
                }
                t2 = (vcc_v8_int)t35;
            }
            i = (int)((long)t25 + t28);
        } else {
            i = t25;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t36 = (long)n;
            if (t36 >= 16L) {
                long t37 = t36 & -16L;
                __m128i y_v = _mm_set1_epi32((int)y);
                __m128i t38 = _mm_set1_epi32(0);
                vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
                long i_vec_2 = 0L;
                __m256i t_v = _mm256_set1_epi64x((long long)0LL);
                __m256i t_v_1 = _mm256_set1_epi64x((long long)0LL);
                __m256i t_v_2 = _mm256_set1_epi64x((long long)0LL);
                __m256i t_v_3 = _mm256_set1_epi64x((long long)0LL);
                /* vcc: loop at auto_calls.c:66 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    __m128i u_v = _mm_loadu_si128((const __m128i *)(u + i_vec_2));
                    __m128i t39 = _mm_add_epi32((__m128i)i_v, y_v);
                    __m256i t40 = _mm256_cvtepi32_epi64(t39);
                    __m256i t41 = _mm256_cvtepu32_epi64(u_v);
                    __m256i t42 = ({ __m256i vcc_u = t41, vcc_s = t40; _mm256_add_epi64(_mm256_mul_epu32(vcc_u, vcc_s), _mm256_slli_epi64(_mm256_mul_epu32(vcc_u, _mm256_srli_epi64(vcc_s, 32)), 32)); });
                    t_v = _mm256_add_epi64(t_v, t42);
                    __m128i t43 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                    __m128i u_v_1 = _mm_loadu_si128((const __m128i *)(u + (i_vec_2 + 4L)));
                    __m128i t44 = _mm_add_epi32(t43, y_v);
                    __m256i t45 = _mm256_cvtepi32_epi64(t44);
                    __m256i t46 = _mm256_cvtepu32_epi64(u_v_1);
                    __m256i t47 = ({ __m256i vcc_u = t46, vcc_s = t45; _mm256_add_epi64(_mm256_mul_epu32(vcc_u, vcc_s), _mm256_slli_epi64(_mm256_mul_epu32(vcc_u, _mm256_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_1 = _mm256_add_epi64(t_v_1, t47);
                    __m128i t48 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                    __m128i u_v_2 = _mm_loadu_si128((const __m128i *)(u + (i_vec_2 + 8L)));
                    __m128i t49 = _mm_add_epi32(t48, y_v);
                    __m256i t50 = _mm256_cvtepi32_epi64(t49);
                    __m256i t51 = _mm256_cvtepu32_epi64(u_v_2);
                    __m256i t52 = ({ __m256i vcc_u = t51, vcc_s = t50; _mm256_add_epi64(_mm256_mul_epu32(vcc_u, vcc_s), _mm256_slli_epi64(_mm256_mul_epu32(vcc_u, _mm256_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_2 = _mm256_add_epi64(t_v_2, t52);
                    __m128i t53 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                    __m128i u_v_3 = _mm_loadu_si128((const __m128i *)(u + (i_vec_2 + 12L)));
                    __m128i t54 = _mm_add_epi32(t53, y_v);
                    __m256i t55 = _mm256_cvtepi32_epi64(t54);
                    __m256i t56 = _mm256_cvtepu32_epi64(u_v_3);
                    __m256i t57 = ({ __m256i vcc_u = t56, vcc_s = t55; _mm256_add_epi64(_mm256_mul_epu32(vcc_u, vcc_s), _mm256_slli_epi64(_mm256_mul_epu32(vcc_u, _mm256_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_3 = _mm256_add_epi64(t_v_3, t57);
                    i_vec_2 += 16L;
                    __m128i t58 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                    if (i_vec_2 >= t37) {
                        break;
                    }
                    i_v = (vcc_v4_uint)t58;
                }
                __m256i t59 = _mm256_add_epi64(t_v, t_v_1);
                __m256i t60 = _mm256_add_epi64(t59, t_v_2);
                __m256i t61 = _mm256_add_epi64(t60, t_v_3);
                t62 = (int)t37;
                t63 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t61, _mm_add_epi64, unsigned long));
            } else {
                t62 = 0;
                t63 = t_2;
            }
            long t64 = (long)n + (long)t62 * -1L;
            if (t64 >= 4L) {
                long t65 = t64 & -4L;
                __m128i y_v_1 = _mm_set1_epi32((int)y);
                __m128i t66 = _mm_set1_epi32((int)t62);
                vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t66, _mm_setr_epi32(0, 1, 2, 3));
                long i_vec_3 = 0L;
                __m256i t_v_4 = _mm256_set1_epi64x((long long)0LL);
                /* vcc: loop at auto_calls.c:66 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    __m128i u_v_4 = _mm_loadu_si128((const __m128i *)(u + ((long)t62 + i_vec_3)));
                    __m128i t67 = _mm_add_epi32((__m128i)i_v_1, y_v_1);
                    __m256i t68 = _mm256_cvtepi32_epi64(t67);
                    __m256i t69 = _mm256_cvtepu32_epi64(u_v_4);
                    __m256i t70 = ({ __m256i vcc_u = t69, vcc_s = t68; _mm256_add_epi64(_mm256_mul_epu32(vcc_u, vcc_s), _mm256_slli_epi64(_mm256_mul_epu32(vcc_u, _mm256_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_4 = _mm256_add_epi64(t_v_4, t70);
                    i_vec_3 += 4L;
                    __m128i t71 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                    if (i_vec_3 >= t65) {
                        break;
                    }
                    i_v_1 = (vcc_v4_uint)t71;
                }
                i_1 = (int)((long)t62 + t65);
                t = (long)((unsigned long)t63 + vcc_avx2_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long));
            } else {
                i_1 = t62;
                t = t63;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        (_mm256_zeroupper(), add_bias(b, n));
        long t72 = (long)n;
        if (t72 >= 16L) {
            long t73 = t72 & -16L;
            __m128i t74 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t74, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            __m256i t_v_5 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_6 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_7 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_8 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at auto_calls.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m256i t75 = _mm256_cvtepi32_epi64((__m128i)i_v_2);
                __m128i out_v = _mm_loadu_si128((const __m128i *)(out + i_vec_4));
                __m256i t76 = _mm256_cvtepi32_epi64(out_v);
                __m256i t77 = _mm256_mul_epi32(t76, t75);
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec_4));
                __m256i t78 = _mm256_cvtepi32_epi64(b_v);
                __m256i t79 = _mm256_add_epi64(t77, t78);
                t_v_5 = _mm256_add_epi64(t_v_5, t79);
                long t80 = i_vec_4 + 4L;
                __m128i t81 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                __m256i t82 = _mm256_cvtepi32_epi64(t81);
                __m128i out_v_1 = _mm_loadu_si128((const __m128i *)(out + t80));
                __m256i t83 = _mm256_cvtepi32_epi64(out_v_1);
                __m256i t84 = _mm256_mul_epi32(t83, t82);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t80));
                __m256i t85 = _mm256_cvtepi32_epi64(b_v_1);
                __m256i t86 = _mm256_add_epi64(t84, t85);
                t_v_6 = _mm256_add_epi64(t_v_6, t86);
                long t87 = i_vec_4 + 8L;
                __m128i t88 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                __m256i t89 = _mm256_cvtepi32_epi64(t88);
                __m128i out_v_2 = _mm_loadu_si128((const __m128i *)(out + t87));
                __m256i t90 = _mm256_cvtepi32_epi64(out_v_2);
                __m256i t91 = _mm256_mul_epi32(t90, t89);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t87));
                __m256i t92 = _mm256_cvtepi32_epi64(b_v_2);
                __m256i t93 = _mm256_add_epi64(t91, t92);
                t_v_7 = _mm256_add_epi64(t_v_7, t93);
                long t94 = i_vec_4 + 12L;
                __m128i t95 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                __m256i t96 = _mm256_cvtepi32_epi64(t95);
                __m128i out_v_3 = _mm_loadu_si128((const __m128i *)(out + t94));
                __m256i t97 = _mm256_cvtepi32_epi64(out_v_3);
                __m256i t98 = _mm256_mul_epi32(t97, t96);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t94));
                __m256i t99 = _mm256_cvtepi32_epi64(b_v_3);
                __m256i t100 = _mm256_add_epi64(t98, t99);
                t_v_8 = _mm256_add_epi64(t_v_8, t100);
                i_vec_4 += 16L;
                __m128i t101 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                if (i_vec_4 >= t73) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t101;
            }
            __m256i t102 = _mm256_add_epi64(t_v_5, t_v_6);
            __m256i t103 = _mm256_add_epi64(t102, t_v_7);
            __m256i t104 = _mm256_add_epi64(t103, t_v_8);
            t105 = (int)t73;
            t106 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t104, _mm_add_epi64, unsigned long));
        } else {
            t105 = 0;
            t106 = t_2;
        }
        long t107 = (long)n + (long)t105 * -1L;
        if (t107 >= 4L) {
            long t108 = t107 & -4L;
            __m128i t109 = _mm_set1_epi32((int)t105);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t109, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            __m256i t_v_9 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at auto_calls.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t110 = (long)t105 + i_vec_5;
                __m256i t111 = _mm256_cvtepi32_epi64((__m128i)i_v_3);
                __m128i out_v_4 = _mm_loadu_si128((const __m128i *)(out + t110));
                __m256i t112 = _mm256_cvtepi32_epi64(out_v_4);
                __m256i t113 = _mm256_mul_epi32(t112, t111);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t110));
                __m256i t114 = _mm256_cvtepi32_epi64(b_v_4);
                __m256i t115 = _mm256_add_epi64(t113, t114);
                t_v_9 = _mm256_add_epi64(t_v_9, t115);
                i_vec_5 += 4L;
                __m128i t116 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                if (i_vec_5 >= t108) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t116;
            }
            i_2 = (int)((long)t105 + t108);
            t_1 = (long)((unsigned long)t106 + vcc_avx2_reduce_epi64(t_v_9, _mm_add_epi64, unsigned long));
        } else {
            i_2 = t105;
            t_1 = t106;
        }
        for (; i_2 < n; i_2++) {
            long t117 = (long)i_2;
            t_1 += (long)out[t117] * t117 + (long)b[t117];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
