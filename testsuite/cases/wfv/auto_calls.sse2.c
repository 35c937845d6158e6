/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_abs_epi32(__m128i x) { __m128i s = _mm_srai_epi32(x, 31); return _mm_sub_epi32(_mm_xor_si128(x, s), s); }
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_setzero_si128()); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

__m128i _ZGVbN4vvu_iters(__m128 cr, __m128 ci, unsigned int max_iter);
__m128i _ZGVbM4vvu_iters(__m128 cr, __m128 ci, unsigned int max_iter, __m128i mask);
__m128i _ZGVbN4v_digits(__m128i x);
__m128i _ZGVbN4v_biased(__m128i x);
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVbN4vvu_iters of `iters`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
__m128i _ZGVbN4vvu_iters(__m128 cr, __m128 ci, unsigned int max_iter) {
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVbM4vvu_iters of `iters`: VL 4, masked, cr vector, ci vector, max_iter uniform */
__m128i _ZGVbM4vvu_iters(__m128 cr, __m128 ci, unsigned int max_iter, __m128i mask) {
    __m128 t1;
    __m128 t2;
    vcc_v4_uint t3;
    vcc_v4_uint t4;
    __m128i t5;
    __m128i t6;
    unsigned int t7;
    __m128i t20;
    __m128i t21;
    t5 = (__m128i)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    t1 = _mm_set1_ps(0.0f);
    t2 = _mm_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
    while (t7 < max_iter) {
        __m128 t8 = _mm_mul_ps(t1, t1);
        __m128 t9 = _mm_mul_ps(t2, t2);
        __m128 t10 = _mm_add_ps(t8, t9);
        __m128 t11 = _mm_set1_ps(4.0f);
        __m128i t12 = _mm_castps_si128(_mm_cmplt_ps(t10, t11));
        __m128i t13 = (__m128i)((vcc_m4)t6 & (vcc_m4)t12);
        __m128 t14 = _mm_sub_ps(t8, t9);
        __m128 t15 = _mm_add_ps(t14, cr);
        __m128 t16 = _mm_set1_ps(2.0f);
        __m128 t17 = _mm_mul_ps(t16, t1);
        __m128 t18 = _mm_mul_ps(t17, t2);
        t2 = _mm_add_ps(t18, ci);
        __m128i t19 = _mm_set1_epi32((int)t7);
        t3 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t3, t19, t6);
        if (!(_mm_movemask_epi8(t13) != 0)) {
            t4 = (vcc_v4_uint)(__m128i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm_set1_epi32((int)t7);
    t4 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t3, t20, t6);
L22:
    t21 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_uint){0}, (__m128i)t4, t5);
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

/* vcc: function at auto_calls.c:23 vector variant _ZGVbN4v_digits of `digits`: VL 4, unmasked, x vector */
__m128i _ZGVbN4v_digits(__m128i x) {
    __m128i t1 = _mm_set1_epi32(10);
    __m128i t2 = (__m128i)((vcc_v4_int)x % (vcc_v4_int)t1);
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, t2);
    __m128i t5 = _mm_set1_epi32(10);
    __m128i t6 = (__m128i)((vcc_v4_int)x / (vcc_v4_int)t5);
    __m128i t7 = _mm_set1_epi32(10);
    __m128i t8 = (__m128i)((vcc_v4_int)t6 % (vcc_v4_int)t7);
    __m128i t9 = _mm_add_epi32(t4, t8);
    __m128i t10 = _mm_set1_epi32(10);
    __m128i t11 = (__m128i)((vcc_v4_int)t6 / (vcc_v4_int)t10);
    __m128i t12 = _mm_set1_epi32(10);
    __m128i t13 = (__m128i)((vcc_v4_int)t11 % (vcc_v4_int)t12);
    __m128i t14 = _mm_add_epi32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

/* vcc: function at auto_calls.c:36 vector variant _ZGVbN4v_biased of `biased`: VL 4, unmasked, x vector */
__m128i _ZGVbN4v_biased(__m128i x) {
    __m128i t1 = _mm_set1_epi32((int)bias);
    __m128i t2 = _mm_add_epi32(x, t1);
    return t2;
}

void row(unsigned *out, int n, float y) {
    vcc_v4_uint i_v;
    vcc_v4_uint i_v_1;
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
    long t39;
    __m128 y_v;
    __m128i t40;
    unsigned int *t41;
    __m128 t42;
    __m128 t43;
    __m128 t44;
    int t45;
    long t46;
    long t47;
    __m128 y_v_1;
    __m128i t48;
    unsigned int *t49;
    __m128 t50;
    __m128 t51;
    __m128 t52;
    int i;
    __m128i t53;
    unsigned int *t54;
    __m128 t55;
    __m128 t56;
    __m128 t57;
    __m128i t58;
    unsigned int *t59;
    __m128 t60;
    __m128 t61;
    __m128 t62;
    __m128i t63;
    unsigned int *t64;
    __m128 t65;
    __m128 t66;
    __m128 t67;
    unsigned int t68;
    vcc_v4_uint t69;
    int t70;
    vcc_v4_uint t71;
    unsigned int t72;
    vcc_v4_uint t73;
    int t74;
    vcc_v4_uint t75;
    unsigned int t76;
    vcc_v4_uint t77;
    int t78;
    vcc_v4_uint t79;
    unsigned int t80;
    vcc_v4_uint t81;
    int t82;
    vcc_v4_uint t83;
    unsigned int t95;
    int t96;
    vcc_v4_uint t97;
    unsigned int t109;
    int t110;
    vcc_v4_uint t111;
    unsigned int t123;
    int t124;
    vcc_v4_uint t125;
    unsigned int t137;
    int t138;
    vcc_v4_uint t139;
    unsigned int t140;
    __m128i t154;
    t38 = (long)n;
    if (t38 >= 16L) {
        t39 = t38 & -16L;
        y_v = _mm_set1_ps(y);
        t40 = _mm_set1_epi32(0);
        i_v = (vcc_v4_uint)_mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
        i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t41 = out + i_vec_1;
            t42 = _mm_cvtepi32_ps((__m128i)i_v);
            t43 = _mm_mul_ps(t42, _mm_set1_ps(0.046875f));
            t44 = _mm_add_ps(_mm_set1_ps(-2.0f), t43);
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t2 = _mm_set1_ps(0.0f);
            t3 = _mm_set1_ps(0.0f);
            t53 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            t54 = out + (i_vec_1 + 4L);
            t55 = _mm_cvtepi32_ps(t53);
            t56 = _mm_mul_ps(t55, _mm_set1_ps(0.046875f));
            t57 = _mm_add_ps(_mm_set1_ps(-2.0f), t56);
            t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t5 = _mm_set1_ps(0.0f);
            t6 = _mm_set1_ps(0.0f);
            t58 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            t59 = out + (i_vec_1 + 8L);
            t60 = _mm_cvtepi32_ps(t58);
            t61 = _mm_mul_ps(t60, _mm_set1_ps(0.046875f));
            t62 = _mm_add_ps(_mm_set1_ps(-2.0f), t61);
            t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t8 = _mm_set1_ps(0.0f);
            t9 = _mm_set1_ps(0.0f);
            t63 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            t64 = out + (i_vec_1 + 12L);
            t65 = _mm_cvtepi32_ps(t63);
            t66 = _mm_mul_ps(t65, _mm_set1_ps(0.046875f));
            t67 = _mm_add_ps(_mm_set1_ps(-2.0f), t66);
            t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t11 = _mm_set1_ps(0.0f);
            t12 = _mm_set1_ps(0.0f);
            t68 = 0U;
            t69 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t70 = 1;
            t71 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t72 = 0U;
            t73 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t74 = 1;
            t75 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t76 = 0U;
            t77 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t78 = 1;
            t79 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t80 = 0U;
            t81 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t82 = 1;
            t83 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            for (;;) {
                if (t70) {
                    if (t68 < 200U) {
                        __m128 t84 = _mm_mul_ps(t2, t2);
                        __m128 t85 = _mm_mul_ps(t3, t3);
                        __m128 t86 = _mm_add_ps(t84, t85);
                        __m128 t87 = _mm_set1_ps(4.0f);
                        __m128i t88 = _mm_castps_si128(_mm_cmplt_ps(t86, t87));
                        t13 = (__m128i)((vcc_m4)t1 & (vcc_m4)t88);
                        __m128 t89 = _mm_sub_ps(t84, t85);
                        t14 = _mm_add_ps(t89, t44);
                        __m128 t90 = _mm_set1_ps(2.0f);
                        __m128 t91 = _mm_mul_ps(t90, t2);
                        __m128 t92 = _mm_mul_ps(t91, t3);
                        t15 = _mm_add_ps(t92, y_v);
                        __m128i t93 = _mm_set1_epi32((int)t68);
                        t16 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t69, t93, t1);
                        if ((_mm_movemask_epi8(t13) != 0)) {
                            t95 = t68 + 1U;
                            t96 = 1;
                            t97 = (vcc_v4_uint)(__m128i)t71;
                            goto L155;
                        }
                        t17 = (vcc_v4_uint)(__m128i)t16;
                    } else {
                        __m128i t94 = _mm_set1_epi32((int)t68);
                        t17 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t69, t94, t1);
                    }
                    t13 = t1;
                    t95 = t68;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t69;
                    t96 = 0;
                    t97 = (vcc_v4_uint)(__m128i)t17;
                } else {
                    t13 = t1;
                    t95 = t68;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t69;
                    t96 = 0;
                    t97 = (vcc_v4_uint)(__m128i)t71;
                }
            L155:
                if (t74) {
                    if (t72 < 200U) {
                        __m128 t98 = _mm_mul_ps(t5, t5);
                        __m128 t99 = _mm_mul_ps(t6, t6);
                        __m128 t100 = _mm_add_ps(t98, t99);
                        __m128 t101 = _mm_set1_ps(4.0f);
                        __m128i t102 = _mm_castps_si128(_mm_cmplt_ps(t100, t101));
                        t18 = (__m128i)((vcc_m4)t4 & (vcc_m4)t102);
                        __m128 t103 = _mm_sub_ps(t98, t99);
                        t19 = _mm_add_ps(t103, t57);
                        __m128 t104 = _mm_set1_ps(2.0f);
                        __m128 t105 = _mm_mul_ps(t104, t5);
                        __m128 t106 = _mm_mul_ps(t105, t6);
                        t20 = _mm_add_ps(t106, y_v);
                        __m128i t107 = _mm_set1_epi32((int)t72);
                        t21 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t73, t107, t4);
                        if ((_mm_movemask_epi8(t18) != 0)) {
                            t109 = t72 + 1U;
                            t110 = 1;
                            t111 = (vcc_v4_uint)(__m128i)t75;
                            goto L156;
                        }
                        t22 = (vcc_v4_uint)(__m128i)t21;
                    } else {
                        __m128i t108 = _mm_set1_epi32((int)t72);
                        t22 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t73, t108, t4);
                    }
                    t18 = t4;
                    t109 = t72;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t73;
                    t110 = 0;
                    t111 = (vcc_v4_uint)(__m128i)t22;
                } else {
                    t18 = t4;
                    t109 = t72;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t73;
                    t110 = 0;
                    t111 = (vcc_v4_uint)(__m128i)t75;
                }
            L156:
                if (t78) {
                    if (t76 < 200U) {
                        __m128 t112 = _mm_mul_ps(t8, t8);
                        __m128 t113 = _mm_mul_ps(t9, t9);
                        __m128 t114 = _mm_add_ps(t112, t113);
                        __m128 t115 = _mm_set1_ps(4.0f);
                        __m128i t116 = _mm_castps_si128(_mm_cmplt_ps(t114, t115));
                        t23 = (__m128i)((vcc_m4)t7 & (vcc_m4)t116);
                        __m128 t117 = _mm_sub_ps(t112, t113);
                        t24 = _mm_add_ps(t117, t62);
                        __m128 t118 = _mm_set1_ps(2.0f);
                        __m128 t119 = _mm_mul_ps(t118, t8);
                        __m128 t120 = _mm_mul_ps(t119, t9);
                        t25 = _mm_add_ps(t120, y_v);
                        __m128i t121 = _mm_set1_epi32((int)t76);
                        t26 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t77, t121, t7);
                        if ((_mm_movemask_epi8(t23) != 0)) {
                            t123 = t76 + 1U;
                            t124 = 1;
                            t125 = (vcc_v4_uint)(__m128i)t79;
                            goto L157;
                        }
                        t27 = (vcc_v4_uint)(__m128i)t26;
                    } else {
                        __m128i t122 = _mm_set1_epi32((int)t76);
                        t27 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t77, t122, t7);
                    }
                    t23 = t7;
                    t123 = t76;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t77;
                    t124 = 0;
                    t125 = (vcc_v4_uint)(__m128i)t27;
                } else {
                    t23 = t7;
                    t123 = t76;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t77;
                    t124 = 0;
                    t125 = (vcc_v4_uint)(__m128i)t79;
                }
            L157:
                if (t82) {
                    if (t80 < 200U) {
                        __m128 t126 = _mm_mul_ps(t11, t11);
                        __m128 t127 = _mm_mul_ps(t12, t12);
                        __m128 t128 = _mm_add_ps(t126, t127);
                        __m128 t129 = _mm_set1_ps(4.0f);
                        __m128i t130 = _mm_castps_si128(_mm_cmplt_ps(t128, t129));
                        t28 = (__m128i)((vcc_m4)t10 & (vcc_m4)t130);
                        __m128 t131 = _mm_sub_ps(t126, t127);
                        t29 = _mm_add_ps(t131, t67);
                        __m128 t132 = _mm_set1_ps(2.0f);
                        __m128 t133 = _mm_mul_ps(t132, t11);
                        __m128 t134 = _mm_mul_ps(t133, t12);
                        t30 = _mm_add_ps(t134, y_v);
                        __m128i t135 = _mm_set1_epi32((int)t80);
                        t31 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t81, t135, t10);
                        if ((_mm_movemask_epi8(t28) != 0)) {
                            t137 = t80 + 1U;
                            t138 = 1;
                            t139 = (vcc_v4_uint)(__m128i)t83;
                            goto L158;
                        }
                        t32 = (vcc_v4_uint)(__m128i)t31;
                    } else {
                        __m128i t136 = _mm_set1_epi32((int)t80);
                        t32 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t81, t136, t10);
                    }
                    t28 = t10;
                    t137 = t80;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t81;
                    t138 = 0;
                    t139 = (vcc_v4_uint)(__m128i)t32;
                } else {
                    t28 = t10;
                    t137 = t80;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t81;
                    t138 = 0;
                    t139 = (vcc_v4_uint)(__m128i)t83;
                }
            L158:
                if (!(t96 | t110 | t124 | t138)) {
                    _mm_storeu_si128((__m128i *)t41, (__m128i)t97);
                    _mm_storeu_si128((__m128i *)t54, (__m128i)t111);
                    _mm_storeu_si128((__m128i *)t59, (__m128i)t125);
                    _mm_storeu_si128((__m128i *)t64, (__m128i)t139);
                    i_vec_1 += 16L;
                    i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                    if (i_vec_1 < t39) {
                        break;
                    }
                    t45 = (int)t39;
                    goto L159;
                }
                t1 = t13;
                t68 = t95;
                t2 = t14;
                t3 = t15;
                t69 = (vcc_v4_uint)(__m128i)t16;
                t70 = t96;
                t71 = (vcc_v4_uint)(__m128i)t97;
                t4 = t18;
                t72 = t109;
                t5 = t19;
                t6 = t20;
                t73 = (vcc_v4_uint)(__m128i)t21;
                t74 = t110;
                t75 = (vcc_v4_uint)(__m128i)t111;
                t7 = t23;
                t76 = t123;
                t8 = t24;
                t9 = t25;
                t77 = (vcc_v4_uint)(__m128i)t26;
                t78 = t124;
                t79 = (vcc_v4_uint)(__m128i)t125;
                t10 = t28;
                t80 = t137;
                t11 = t29;
                t12 = t30;
                t81 = (vcc_v4_uint)(__m128i)t31;
                t82 = t138;
                t83 = (vcc_v4_uint)(__m128i)t139;
            }
        }
    } else {
        t45 = 0;
    }
L159:
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 4L) {
        t47 = t46 & -4L;
        y_v_1 = _mm_set1_ps(y);
        t48 = _mm_set1_epi32((int)t45);
        i_v_1 = (vcc_v4_uint)_mm_add_epi32(t48, _mm_setr_epi32(0, 1, 2, 3));
        i_vec = 0L;
        /* vcc: loop at auto_calls.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            t49 = out + ((long)t45 + i_vec);
            t50 = _mm_cvtepi32_ps((__m128i)i_v_1);
            t51 = _mm_mul_ps(t50, _mm_set1_ps(0.046875f));
            t52 = _mm_add_ps(_mm_set1_ps(-2.0f), t51);
            t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t34 = _mm_set1_ps(0.0f);
            t35 = _mm_set1_ps(0.0f);
            t140 = 0U;
            t36 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            while (t140 < 200U) {
                __m128 t141 = _mm_mul_ps(t34, t34);
                __m128 t142 = _mm_mul_ps(t35, t35);
                __m128 t143 = _mm_add_ps(t141, t142);
                __m128 t144 = _mm_set1_ps(4.0f);
                __m128i t145 = _mm_castps_si128(_mm_cmplt_ps(t143, t144));
                __m128i t146 = (__m128i)((vcc_m4)t33 & (vcc_m4)t145);
                __m128 t147 = _mm_sub_ps(t141, t142);
                __m128 t148 = _mm_add_ps(t147, t52);
                __m128 t149 = _mm_set1_ps(2.0f);
                __m128 t150 = _mm_mul_ps(t149, t34);
                __m128 t151 = _mm_mul_ps(t150, t35);
                __m128 t152 = _mm_add_ps(t151, y_v_1);
                __m128i t153 = _mm_set1_epi32((int)t140);
                t36 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t36, t153, t33);
                if (!(_mm_movemask_epi8(t146) != 0)) {
                    t37 = (vcc_v4_uint)(__m128i)t36;
                    goto L160;
                }
                t33 = t146;
                t140++;
                t34 = t148;
                t35 = t152;
            }
            t154 = _mm_set1_epi32((int)t140);
            t37 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t36, t154, t33);
        L160:
            _mm_storeu_si128((__m128i *)t49, (__m128i)t37);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t47) {
                i = (int)((long)t45 + t47);
                break;
            }
        }
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

void digit_sums(int *out, const int *in, int n) {
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    long t5 = (long)((unsigned long)out - (unsigned long)in);
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3) | ((t5 <= 0L) | (t5 >= 64L)))) {
        long t6 = t2 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t7 = out + i_vec_1;
            __m128i in_v = _mm_loadu_si128((const __m128i *)(in + i_vec_1));
            __m128i t8 = vcc_sse2_abs_epi32(in_v);
            __m128i t23 = _mm_set1_epi32(10);
            __m128i t24 = (__m128i)((vcc_v4_int)t8 % (vcc_v4_int)t23);
            __m128i t25 = _mm_set1_epi32(0);
            __m128i t26 = _mm_add_epi32(t25, t24);
            __m128i t27 = _mm_set1_epi32(10);
            __m128i t28 = (__m128i)((vcc_v4_int)t8 / (vcc_v4_int)t27);
            __m128i t29 = _mm_set1_epi32(10);
            __m128i t30 = (__m128i)((vcc_v4_int)t28 % (vcc_v4_int)t29);
            __m128i t31 = _mm_add_epi32(t26, t30);
            __m128i t32 = _mm_set1_epi32(10);
            __m128i t33 = (__m128i)((vcc_v4_int)t28 / (vcc_v4_int)t32);
            __m128i t34 = _mm_set1_epi32(10);
            __m128i t35 = (__m128i)((vcc_v4_int)t33 % (vcc_v4_int)t34);
            __m128i t36 = _mm_add_epi32(t31, t35);
            _mm_storeu_si128((__m128i *)t7, t36);
            long t20 = i_vec_1 + 4L;
            int *t21 = out + t20;
            __m128i in_v_2 = _mm_loadu_si128((const __m128i *)(in + t20));
            __m128i t22 = vcc_sse2_abs_epi32(in_v_2);
            __m128i t54 = _mm_set1_epi32(10);
            __m128i t55 = (__m128i)((vcc_v4_int)t22 % (vcc_v4_int)t54);
            __m128i t56 = _mm_set1_epi32(0);
            __m128i t57 = _mm_add_epi32(t56, t55);
            __m128i t58 = _mm_set1_epi32(10);
            __m128i t59 = (__m128i)((vcc_v4_int)t22 / (vcc_v4_int)t58);
            __m128i t60 = _mm_set1_epi32(10);
            __m128i t61 = (__m128i)((vcc_v4_int)t59 % (vcc_v4_int)t60);
            __m128i t62 = _mm_add_epi32(t57, t61);
            __m128i t63 = _mm_set1_epi32(10);
            __m128i t64 = (__m128i)((vcc_v4_int)t59 / (vcc_v4_int)t63);
            __m128i t65 = _mm_set1_epi32(10);
            __m128i t66 = (__m128i)((vcc_v4_int)t64 % (vcc_v4_int)t65);
            __m128i t67 = _mm_add_epi32(t62, t66);
            _mm_storeu_si128((__m128i *)t21, t67);
            long t51 = i_vec_1 + 8L;
            int *t52 = out + t51;
            __m128i in_v_3 = _mm_loadu_si128((const __m128i *)(in + t51));
            __m128i t53 = vcc_sse2_abs_epi32(in_v_3);
            __m128i t71 = _mm_set1_epi32(10);
            __m128i t72 = (__m128i)((vcc_v4_int)t53 % (vcc_v4_int)t71);
            __m128i t73 = _mm_set1_epi32(0);
            __m128i t74 = _mm_add_epi32(t73, t72);
            __m128i t75 = _mm_set1_epi32(10);
            __m128i t76 = (__m128i)((vcc_v4_int)t53 / (vcc_v4_int)t75);
            __m128i t77 = _mm_set1_epi32(10);
            __m128i t78 = (__m128i)((vcc_v4_int)t76 % (vcc_v4_int)t77);
            __m128i t79 = _mm_add_epi32(t74, t78);
            __m128i t80 = _mm_set1_epi32(10);
            __m128i t81 = (__m128i)((vcc_v4_int)t76 / (vcc_v4_int)t80);
            __m128i t82 = _mm_set1_epi32(10);
            __m128i t83 = (__m128i)((vcc_v4_int)t81 % (vcc_v4_int)t82);
            __m128i t84 = _mm_add_epi32(t79, t83);
            _mm_storeu_si128((__m128i *)t52, t84);
            long t68 = i_vec_1 + 12L;
            int *t69 = out + t68;
            __m128i in_v_4 = _mm_loadu_si128((const __m128i *)(in + t68));
            __m128i t70 = vcc_sse2_abs_epi32(in_v_4);
            __m128i t85 = _mm_set1_epi32(10);
            __m128i t86 = (__m128i)((vcc_v4_int)t70 % (vcc_v4_int)t85);
            __m128i t87 = _mm_set1_epi32(0);
            __m128i t88 = _mm_add_epi32(t87, t86);
            __m128i t89 = _mm_set1_epi32(10);
            __m128i t90 = (__m128i)((vcc_v4_int)t70 / (vcc_v4_int)t89);
            __m128i t91 = _mm_set1_epi32(10);
            __m128i t92 = (__m128i)((vcc_v4_int)t90 % (vcc_v4_int)t91);
            __m128i t93 = _mm_add_epi32(t88, t92);
            __m128i t94 = _mm_set1_epi32(10);
            __m128i t95 = (__m128i)((vcc_v4_int)t90 / (vcc_v4_int)t94);
            __m128i t96 = _mm_set1_epi32(10);
            __m128i t97 = (__m128i)((vcc_v4_int)t95 % (vcc_v4_int)t96);
            __m128i t98 = _mm_add_epi32(t93, t97);
            _mm_storeu_si128((__m128i *)t69, t98);
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
    if ((t10 >= 4L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -4L;
        long i_vec = 0L;
        /* vcc: loop at auto_calls.c:46 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + i_vec;
            int *t16 = out + t15;
            __m128i in_v_1 = _mm_loadu_si128((const __m128i *)(in + t15));
            __m128i t17 = vcc_sse2_abs_epi32(in_v_1);
            __m128i t37 = _mm_set1_epi32(10);
            __m128i t38 = (__m128i)((vcc_v4_int)t17 % (vcc_v4_int)t37);
            __m128i t39 = _mm_set1_epi32(0);
            __m128i t40 = _mm_add_epi32(t39, t38);
            __m128i t41 = _mm_set1_epi32(10);
            __m128i t42 = (__m128i)((vcc_v4_int)t17 / (vcc_v4_int)t41);
            __m128i t43 = _mm_set1_epi32(10);
            __m128i t44 = (__m128i)((vcc_v4_int)t42 % (vcc_v4_int)t43);
            __m128i t45 = _mm_add_epi32(t40, t44);
            __m128i t46 = _mm_set1_epi32(10);
            __m128i t47 = (__m128i)((vcc_v4_int)t42 / (vcc_v4_int)t46);
            __m128i t48 = _mm_set1_epi32(10);
            __m128i t49 = (__m128i)((vcc_v4_int)t47 % (vcc_v4_int)t48);
            __m128i t50 = _mm_add_epi32(t45, t49);
            _mm_storeu_si128((__m128i *)t16, t50);
            i_vec += 4L;
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
        *t19 = digits(t1);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[7];
    long t;
    int t30;
    int i;
    int t70;
    long t71;
    int i_1;
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
        if ((t4 >= 16L) & 1) {
            long t5 = t4 & -16L;
            __m128i t6 = _mm_set1_epi32(0);
            __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1916, 1831, 1746));
            __m128i t8 = _mm_cmpgt_epi32(t7, _mm_set1_epi32(2000));
            __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, _mm_set1_epi32(2001)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t7, t9);
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 4, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t10 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(1000));
                _mm_storeu_si128((__m128i *)(in + i_vec), t10);
                __m128i t11 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1661));
                __m128i t12 = _mm_cmpgt_epi32(t11, _mm_set1_epi32(2000));
                __m128i t13 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, _mm_set1_epi32(2001)); });
                __m128i t14 = _mm_sub_epi32(t11, t13);
                __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(1000));
                _mm_storeu_si128((__m128i *)(in + (i_vec + 4L)), t15);
                __m128i t16 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1321));
                __m128i t17 = _mm_cmpgt_epi32(t16, _mm_set1_epi32(2000));
                __m128i t18 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t17, _mm_set1_epi32(2001)); });
                __m128i t19 = _mm_sub_epi32(t16, t18);
                __m128i t20 = _mm_sub_epi32(t19, _mm_set1_epi32(1000));
                _mm_storeu_si128((__m128i *)(in + (i_vec + 8L)), t20);
                __m128i t21 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(981));
                __m128i t22 = _mm_cmpgt_epi32(t21, _mm_set1_epi32(2000));
                __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, _mm_set1_epi32(2001)); });
                __m128i t24 = _mm_sub_epi32(t21, t23);
                __m128i t25 = _mm_sub_epi32(t24, _mm_set1_epi32(1000));
                _mm_storeu_si128((__m128i *)(in + (i_vec + 12L)), t25);
                i_vec += 16L;
                __m128i t26 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(641));
                __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(2000));
                __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(2001)); });
                __m128i t29 = _mm_sub_epi32(t26, t28);
                if (i_vec >= t5) {
                    break;
                }
                t1 = (vcc_v4_int)t29;
            }
            t30 = (int)t5;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        int t32 = (int)((unsigned int)t30 * 7919U);
        if ((t31 >= 4L) & (t32 >= 0)) {
            long t33 = t31 & -4L;
            __m128i t34 = _mm_set1_epi32((int)(t32 % 2001));
            __m128i t35 = _mm_add_epi32(t34, _mm_setr_epi32(0, 1916, 1831, 1746));
            __m128i t36 = _mm_cmpgt_epi32(t35, _mm_set1_epi32(2000));
            __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t36, _mm_set1_epi32(2001)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t35, t37);
            long i_vec_1 = 0L;
            /* vcc: loop at auto_calls.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t38 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(1000));
                _mm_storeu_si128((__m128i *)(in + ((long)t30 + i_vec_1)), t38);
                i_vec_1 += 4L;
                __m128i t39 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1661));
                __m128i t40 = _mm_cmpgt_epi32(t39, _mm_set1_epi32(2000));
                __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t40, _mm_set1_epi32(2001)); });
                __m128i t42 = _mm_sub_epi32(t39, t41);
                if (i_vec_1 >= t33) {
                    break;
                }
                t2 = (vcc_v4_int)t42;
            }
            i = (int)((long)t30 + t33);
        } else {
            i = t30;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t43 = (long)n;
            if (t43 >= 8L) {
                long t44 = t43 & -8L;
                vcc_v2_int y_v = (vcc_v2_int){y, y};
                vcc_v2_int t45 = (vcc_v2_int){0, 0};
                vcc_v2_uint t46 = (vcc_v2_uint)t45;
                vcc_v2_uint i_v = t46 + (vcc_v2_uint){0U, 1U};
                long i_vec_2 = 0L;
                __m128i t_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
                __m128i t_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
                __m128i t_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
                __m128i t_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
                /* vcc: loop at auto_calls.c:66 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
                for (;;) {
                    vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
                    vcc_v2_uint u_v = vcc_load(vcc_v2_uint, u + i_vec_2);
                    vcc_v2_int t47 = i_v_2 + y_v;
                    __m128i t48 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t47));
                    __m128i t49 = vcc_sse2_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v));
                    __m128i t50 = ({ __m128i vcc_u = t49, vcc_s = t48; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
                    t_v = _mm_add_epi64(t_v, t50);
                    vcc_v2_uint t51 = i_v + (vcc_v2_uint){2U, 2U};
                    vcc_v2_int i_v_3 = (vcc_v2_int)t51;
                    vcc_v2_uint u_v_1 = vcc_load(vcc_v2_uint, u + (i_vec_2 + 2L));
                    vcc_v2_int t52 = i_v_3 + y_v;
                    __m128i t53 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t52));
                    __m128i t54 = vcc_sse2_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_1));
                    __m128i t55 = ({ __m128i vcc_u = t54, vcc_s = t53; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_1 = _mm_add_epi64(t_v_1, t55);
                    vcc_v2_uint t56 = i_v + (vcc_v2_uint){4U, 4U};
                    vcc_v2_int i_v_4 = (vcc_v2_int)t56;
                    vcc_v2_uint u_v_2 = vcc_load(vcc_v2_uint, u + (i_vec_2 + 4L));
                    vcc_v2_int t57 = i_v_4 + y_v;
                    __m128i t58 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t57));
                    __m128i t59 = vcc_sse2_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_2));
                    __m128i t60 = ({ __m128i vcc_u = t59, vcc_s = t58; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_2 = _mm_add_epi64(t_v_2, t60);
                    vcc_v2_uint t61 = i_v + (vcc_v2_uint){6U, 6U};
                    vcc_v2_int i_v_5 = (vcc_v2_int)t61;
                    vcc_v2_uint u_v_3 = vcc_load(vcc_v2_uint, u + (i_vec_2 + 6L));
                    vcc_v2_int t62 = i_v_5 + y_v;
                    __m128i t63 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t62));
                    __m128i t64 = vcc_sse2_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_3));
                    __m128i t65 = ({ __m128i vcc_u = t64, vcc_s = t63; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_3 = _mm_add_epi64(t_v_3, t65);
                    i_vec_2 += 8L;
                    vcc_v2_uint t66 = i_v + (vcc_v2_uint){8U, 8U};
                    if (i_vec_2 >= t44) {
                        break;
                    }
                    i_v = t66;
                }
                __m128i t67 = _mm_add_epi64(t_v, t_v_1);
                __m128i t68 = _mm_add_epi64(t67, t_v_2);
                __m128i t69 = _mm_add_epi64(t68, t_v_3);
                t70 = (int)t44;
                t71 = (long)((unsigned long)t_2 + vcc_sse_reduce_epi64(t69, _mm_add_epi64, unsigned long));
            } else {
                t70 = 0;
                t71 = t_2;
            }
            long t72 = (long)n + (long)t70 * -1L;
            if (t72 >= 2L) {
                long t73 = t72 & -2L;
                vcc_v2_int y_v_1 = (vcc_v2_int){y, y};
                vcc_v2_int t74 = (vcc_v2_int){t70, t70};
                vcc_v2_uint t75 = (vcc_v2_uint)t74;
                vcc_v2_uint i_v_1 = t75 + (vcc_v2_uint){0U, 1U};
                long i_vec_3 = 0L;
                __m128i t_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
                /* vcc: loop at auto_calls.c:66 vector epilogue: VF 2, UF 1, scalar epilogue */
                for (;;) {
                    vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
                    vcc_v2_uint u_v_4 = vcc_load(vcc_v2_uint, u + ((long)t70 + i_vec_3));
                    vcc_v2_int t76 = i_v_6 + y_v_1;
                    __m128i t77 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t76));
                    __m128i t78 = vcc_sse2_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_4));
                    __m128i t79 = ({ __m128i vcc_u = t78, vcc_s = t77; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
                    t_v_4 = _mm_add_epi64(t_v_4, t79);
                    i_vec_3 += 2L;
                    vcc_v2_uint t80 = i_v_1 + (vcc_v2_uint){2U, 2U};
                    if (i_vec_3 >= t73) {
                        break;
                    }
                    i_v_1 = t80;
                }
                i_1 = (int)((long)t70 + t73);
                t = (long)((unsigned long)t71 + vcc_sse_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long));
            } else {
                i_1 = t70;
                t = t71;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        long t_1 = t_2;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t81 = (long)i_2;
            t_1 += (long)out[t81] * t81 + (long)b[t81];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
