/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_escape(__m128 cr, __m128 ci, unsigned int max_iter);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_collatz(__m128i x, int limit);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_collatz(__m128i x, int limit, __m128i mask);
/* Divergent loops fused: a loop that calls a function whose while loop's lanes leave at
   different iterations gets one copy of that while loop per UF part (and per call) once the
   variant is inlined; the copies run as one loop that steps every copy still running, a copy
   that has finished keeping its results until the others are done. Copies with two exits (a
   return inside the loop), copies under a condition (the masked variant), two calls in one
   iteration (more copies than one fused loop takes), a sum of the results, and an in-place
   update whose next part's load must wait for the store of the part before (not fused). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned escape(float cr, float ci, unsigned max_iter) {
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

/* vcc: function at fused_loops.c:14 vector variant _ZGVbN4vvu_escape of `escape`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_escape(__m128 cr, __m128 ci, unsigned int max_iter) {
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
        t4 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t4, t18, t1);
        if (!(!_mm_testz_si128(t12, t12))) {
            t5 = (vcc_v4_uint)(__m128i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm_set1_epi32((int)t6);
    t5 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t4, t19, t1);
L20:
    return (__m128i)t5;
}

/* Two exits: the loop's test, and a return from its body once the step limit is reached. */
/* #pragma omp declare simd uniform(limit) */
int collatz(int x, int limit) {
    int steps = 0;
    while (x > 1) {
        if (steps >= limit)
            return -steps;
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    return steps;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVbN4vu_collatz of `collatz`: VL 4, unmasked, x vector, limit uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_collatz(__m128i x, int limit) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    vcc_v4_int t2 = (vcc_v4_int)x;
    int t6 = 0;
    vcc_v4_int t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    __m128i t4 = (__m128i)(vcc_m4){0};
    __m128i t5 = (__m128i)(vcc_m4){0};
    for (;;) {
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_cmpgt_epi32((__m128i)t2, t7);
        __m128i t9 = (__m128i)((vcc_m4)t1 & (vcc_m4)t8);
        __m128i t10 = (__m128i)~(vcc_m4)t8;
        __m128i t11 = (__m128i)((vcc_m4)t1 & (vcc_m4)t10);
        __m128i t12 = _mm_set1_epi32((int)(t6 >= limit));
        __m128i t13 = (__m128i)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        __m128i t14 = (__m128i)((vcc_m4)t9 & (vcc_m4)t13);
        __m128i t15 = (__m128i)~(vcc_m4)t13;
        __m128i t16 = (__m128i)((vcc_m4)t9 & (vcc_m4)t15);
        __m128i t17 = _mm_set1_epi32(1);
        __m128i t18 = _mm_and_si128((__m128i)t2, t17);
        __m128i t19 = (__m128i)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
        __m128i t20 = (__m128i)~(vcc_m4)t19;
        __m128i t21 = (__m128i)((vcc_m4)t16 & (vcc_m4)t20);
        __m128i t22 = _mm_srai_epi32((__m128i)t2, 1);
        __m128i t23 = _mm_set1_epi32(3);
        __m128i t24 = _mm_mullo_epi32(t23, (__m128i)t2);
        __m128i t25 = _mm_set1_epi32(1);
        __m128i t26 = _mm_add_epi32(t24, t25);
        t2 = (vcc_v4_int)_mm_blendv_epi8(t26, t22, t21);
        __m128i t27 = _mm_set1_epi32((int)t6);
        t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t27, t1);
        t4 = (__m128i)((vcc_m4)t4 | (vcc_m4)t11);
        t5 = (__m128i)((vcc_m4)t5 | (vcc_m4)t14);
        if (!(!_mm_testz_si128(t16, t16))) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m128i t28 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t3, t4);
    __m128i t29 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t3);
    __m128i t30 = _mm_blendv_epi8(t28, t29, t5);
    return t30;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVbM4vu_collatz of `collatz`: VL 4, masked, x vector, limit uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_collatz(__m128i x, int limit, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_int t2 = (vcc_v4_int)x;
    int t6 = 0;
    vcc_v4_int t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    __m128i t4 = (__m128i)(vcc_m4){0};
    __m128i t5 = (__m128i)(vcc_m4){0};
    for (;;) {
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_cmpgt_epi32((__m128i)t2, t7);
        __m128i t9 = (__m128i)((vcc_m4)t1 & (vcc_m4)t8);
        __m128i t10 = (__m128i)~(vcc_m4)t8;
        __m128i t11 = (__m128i)((vcc_m4)t1 & (vcc_m4)t10);
        __m128i t12 = _mm_set1_epi32((int)(t6 >= limit));
        __m128i t13 = (__m128i)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        __m128i t14 = (__m128i)((vcc_m4)t9 & (vcc_m4)t13);
        __m128i t15 = (__m128i)~(vcc_m4)t13;
        __m128i t16 = (__m128i)((vcc_m4)t9 & (vcc_m4)t15);
        __m128i t17 = _mm_set1_epi32(1);
        __m128i t18 = _mm_and_si128((__m128i)t2, t17);
        __m128i t19 = (__m128i)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
        __m128i t20 = (__m128i)~(vcc_m4)t19;
        __m128i t21 = (__m128i)((vcc_m4)t16 & (vcc_m4)t20);
        __m128i t22 = _mm_srai_epi32((__m128i)t2, 1);
        __m128i t23 = _mm_set1_epi32(3);
        __m128i t24 = _mm_mullo_epi32(t23, (__m128i)t2);
        __m128i t25 = _mm_set1_epi32(1);
        __m128i t26 = _mm_add_epi32(t24, t25);
        t2 = (vcc_v4_int)_mm_blendv_epi8(t26, t22, t21);
        __m128i t27 = _mm_set1_epi32((int)t6);
        t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t27, t1);
        t4 = (__m128i)((vcc_m4)t4 | (vcc_m4)t11);
        t5 = (__m128i)((vcc_m4)t5 | (vcc_m4)t14);
        if (!(!_mm_testz_si128(t16, t16))) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m128i t28 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t3, t4);
    __m128i t29 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t3);
    __m128i t30 = _mm_blendv_epi8(t28, t29, t5);
    return t30;
}

__attribute__((target("sse4.2"))) void rows(unsigned *out, int n, float y) {
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
        /* vcc: loop at fused_loops.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t41 = out + i_vec_1;
            t42 = _mm_cvtepi32_ps((__m128i)i_v);
            t43 = _mm_mul_ps(t42, _mm_set1_ps(0.040625f));
            t44 = _mm_add_ps(_mm_set1_ps(-2.0f), t43);
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t2 = _mm_set1_ps(0.0f);
            t3 = _mm_set1_ps(0.0f);
            t53 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            t54 = out + (i_vec_1 + 4L);
            t55 = _mm_cvtepi32_ps(t53);
            t56 = _mm_mul_ps(t55, _mm_set1_ps(0.040625f));
            t57 = _mm_add_ps(_mm_set1_ps(-2.0f), t56);
            t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t5 = _mm_set1_ps(0.0f);
            t6 = _mm_set1_ps(0.0f);
            t58 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            t59 = out + (i_vec_1 + 8L);
            t60 = _mm_cvtepi32_ps(t58);
            t61 = _mm_mul_ps(t60, _mm_set1_ps(0.040625f));
            t62 = _mm_add_ps(_mm_set1_ps(-2.0f), t61);
            t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t8 = _mm_set1_ps(0.0f);
            t9 = _mm_set1_ps(0.0f);
            t63 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            t64 = out + (i_vec_1 + 12L);
            t65 = _mm_cvtepi32_ps(t63);
            t66 = _mm_mul_ps(t65, _mm_set1_ps(0.040625f));
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
                    if (t68 < 150U) {
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
                        t16 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t69, t93, t1);
                        if ((!_mm_testz_si128(t13, t13))) {
                            t95 = t68 + 1U;
                            t96 = 1;
                            t97 = (vcc_v4_uint)(__m128i)t71;
                            goto L155;
                        }
                        t17 = (vcc_v4_uint)(__m128i)t16;
                    } else {
                        __m128i t94 = _mm_set1_epi32((int)t68);
                        t17 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t69, t94, t1);
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
                    if (t72 < 150U) {
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
                        t21 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t73, t107, t4);
                        if ((!_mm_testz_si128(t18, t18))) {
                            t109 = t72 + 1U;
                            t110 = 1;
                            t111 = (vcc_v4_uint)(__m128i)t75;
                            goto L156;
                        }
                        t22 = (vcc_v4_uint)(__m128i)t21;
                    } else {
                        __m128i t108 = _mm_set1_epi32((int)t72);
                        t22 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t73, t108, t4);
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
                    if (t76 < 150U) {
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
                        t26 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t77, t121, t7);
                        if ((!_mm_testz_si128(t23, t23))) {
                            t123 = t76 + 1U;
                            t124 = 1;
                            t125 = (vcc_v4_uint)(__m128i)t79;
                            goto L157;
                        }
                        t27 = (vcc_v4_uint)(__m128i)t26;
                    } else {
                        __m128i t122 = _mm_set1_epi32((int)t76);
                        t27 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t77, t122, t7);
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
                    if (t80 < 150U) {
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
                        t31 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t81, t135, t10);
                        if ((!_mm_testz_si128(t28, t28))) {
                            t137 = t80 + 1U;
                            t138 = 1;
                            t139 = (vcc_v4_uint)(__m128i)t83;
                            goto L158;
                        }
                        t32 = (vcc_v4_uint)(__m128i)t31;
                    } else {
                        __m128i t136 = _mm_set1_epi32((int)t80);
                        t32 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t81, t136, t10);
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
        /* vcc: loop at fused_loops.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            t49 = out + ((long)t45 + i_vec);
            t50 = _mm_cvtepi32_ps((__m128i)i_v_1);
            t51 = _mm_mul_ps(t50, _mm_set1_ps(0.040625f));
            t52 = _mm_add_ps(_mm_set1_ps(-2.0f), t51);
            t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t34 = _mm_set1_ps(0.0f);
            t35 = _mm_set1_ps(0.0f);
            t140 = 0U;
            t36 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            while (t140 < 150U) {
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
                t36 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t36, t153, t33);
                if (!(!_mm_testz_si128(t146, t146))) {
                    t37 = (vcc_v4_uint)(__m128i)t36;
                    goto L160;
                }
                t33 = t146;
                t140++;
                t34 = t148;
                t35 = t152;
            }
            t154 = _mm_set1_epi32((int)t140);
            t37 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t36, t154, t33);
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
        out[i] = escape(-2.0f + (float)i * 0.040625f, y, 150U);
    }
}

__attribute__((target("sse4.2"))) void counts(int *out, const int *in, int n, int limit) {
    __m128i t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    __m128i t12;
    __m128i t13;
    vcc_v4_int t14;
    __m128i t15;
    vcc_v4_int t16;
    vcc_v4_int t17;
    __m128i t18;
    __m128i t19;
    vcc_v4_int t20;
    __m128i t21;
    vcc_v4_int t22;
    vcc_v4_int t23;
    __m128i t24;
    __m128i t25;
    vcc_v4_int t26;
    __m128i t27;
    vcc_v4_int t28;
    vcc_v4_int t29;
    __m128i t30;
    __m128i t31;
    vcc_v4_int t32;
    long t38;
    unsigned long t39;
    unsigned long t40;
    long t41;
    int t44;
    long t45;
    int i;
    int t106;
    int t107;
    int t130;
    int t131;
    int t154;
    int t155;
    int t178;
    int t179;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)in;
    t41 = (long)((unsigned long)out - (unsigned long)in);
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39) | ((t41 <= 0L) | (t41 >= 64L)))) {
        long t42 = t38 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t43 = out + i_vec_1;
            vcc_v4_int t2 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + i_vec_1));
            __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            long t54 = i_vec_1 + 4L;
            int *t55 = out + t54;
            vcc_v4_int t4 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t54));
            __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            long t56 = i_vec_1 + 8L;
            int *t57 = out + t56;
            vcc_v4_int t6 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t56));
            __m128i t5 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            long t58 = i_vec_1 + 12L;
            int *t59 = out + t58;
            vcc_v4_int t8 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t58));
            __m128i t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int t60 = 0;
            vcc_v4_int t61 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t62 = (__m128i)(vcc_m4){0};
            __m128i t63 = (__m128i)(vcc_m4){0};
            int t64 = 1;
            vcc_v4_int t65 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t66 = 0;
            vcc_v4_int t67 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t68 = (__m128i)(vcc_m4){0};
            __m128i t69 = (__m128i)(vcc_m4){0};
            int t70 = 1;
            vcc_v4_int t71 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t72 = 0;
            vcc_v4_int t73 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t74 = (__m128i)(vcc_m4){0};
            __m128i t75 = (__m128i)(vcc_m4){0};
            int t76 = 1;
            vcc_v4_int t77 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t78 = 0;
            vcc_v4_int t79 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t80 = (__m128i)(vcc_m4){0};
            __m128i t81 = (__m128i)(vcc_m4){0};
            int t82 = 1;
            vcc_v4_int t83 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            for (;;) {
                if (t64) {
                    __m128i t84 = _mm_set1_epi32(1);
                    __m128i t85 = _mm_cmpgt_epi32((__m128i)t2, t84);
                    __m128i t86 = (__m128i)((vcc_m4)t1 & (vcc_m4)t85);
                    __m128i t87 = (__m128i)~(vcc_m4)t85;
                    __m128i t88 = (__m128i)((vcc_m4)t1 & (vcc_m4)t87);
                    __m128i t89 = _mm_set1_epi32((int)(t60 >= limit));
                    __m128i t90 = (__m128i)(vcc_m4)((vcc_v4_int)t89 != (vcc_v4_int){0});
                    __m128i t91 = (__m128i)((vcc_m4)t86 & (vcc_m4)t90);
                    __m128i t92 = (__m128i)~(vcc_m4)t90;
                    t9 = (__m128i)((vcc_m4)t86 & (vcc_m4)t92);
                    __m128i t93 = _mm_set1_epi32(1);
                    __m128i t94 = _mm_and_si128((__m128i)t2, t93);
                    __m128i t95 = (__m128i)(vcc_m4)((vcc_v4_int)t94 != (vcc_v4_int){0});
                    __m128i t96 = (__m128i)~(vcc_m4)t95;
                    __m128i t97 = (__m128i)((vcc_m4)t9 & (vcc_m4)t96);
                    __m128i t98 = _mm_srai_epi32((__m128i)t2, 1);
                    __m128i t99 = _mm_set1_epi32(3);
                    __m128i t100 = _mm_mullo_epi32(t99, (__m128i)t2);
                    __m128i t101 = _mm_set1_epi32(1);
                    __m128i t102 = _mm_add_epi32(t100, t101);
                    t10 = (vcc_v4_int)_mm_blendv_epi8(t102, t98, t97);
                    __m128i t103 = _mm_set1_epi32((int)t60);
                    t11 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t61, t103, t1);
                    t12 = (__m128i)((vcc_m4)t62 | (vcc_m4)t88);
                    t13 = (__m128i)((vcc_m4)t63 | (vcc_m4)t91);
                    if ((!_mm_testz_si128(t9, t9))) {
                        t106 = t60 + 1;
                        t107 = 1;
                        t14 = (vcc_v4_int)(__m128i)t65;
                    } else {
                        __m128i t104 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t11, t12);
                        __m128i t105 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t11);
                        t14 = (vcc_v4_int)_mm_blendv_epi8(t104, t105, t13);
                        t9 = t1;
                        t10 = (vcc_v4_int)(__m128i)t2;
                        t106 = t60;
                        t11 = (vcc_v4_int)(__m128i)t61;
                        t12 = t62;
                        t13 = t63;
                        t107 = 0;
                    }
                } else {
                    t9 = t1;
                    t10 = (vcc_v4_int)(__m128i)t2;
                    t106 = t60;
                    t11 = (vcc_v4_int)(__m128i)t61;
                    t12 = t62;
                    t13 = t63;
                    t107 = 0;
                    t14 = (vcc_v4_int)(__m128i)t65;
                }
                if (t70) {
                    __m128i t108 = _mm_set1_epi32(1);
                    __m128i t109 = _mm_cmpgt_epi32((__m128i)t4, t108);
                    __m128i t110 = (__m128i)((vcc_m4)t3 & (vcc_m4)t109);
                    __m128i t111 = (__m128i)~(vcc_m4)t109;
                    __m128i t112 = (__m128i)((vcc_m4)t3 & (vcc_m4)t111);
                    __m128i t113 = _mm_set1_epi32((int)(t66 >= limit));
                    __m128i t114 = (__m128i)(vcc_m4)((vcc_v4_int)t113 != (vcc_v4_int){0});
                    __m128i t115 = (__m128i)((vcc_m4)t110 & (vcc_m4)t114);
                    __m128i t116 = (__m128i)~(vcc_m4)t114;
                    t15 = (__m128i)((vcc_m4)t110 & (vcc_m4)t116);
                    __m128i t117 = _mm_set1_epi32(1);
                    __m128i t118 = _mm_and_si128((__m128i)t4, t117);
                    __m128i t119 = (__m128i)(vcc_m4)((vcc_v4_int)t118 != (vcc_v4_int){0});
                    __m128i t120 = (__m128i)~(vcc_m4)t119;
                    __m128i t121 = (__m128i)((vcc_m4)t15 & (vcc_m4)t120);
                    __m128i t122 = _mm_srai_epi32((__m128i)t4, 1);
                    __m128i t123 = _mm_set1_epi32(3);
                    __m128i t124 = _mm_mullo_epi32(t123, (__m128i)t4);
                    __m128i t125 = _mm_set1_epi32(1);
                    __m128i t126 = _mm_add_epi32(t124, t125);
                    t16 = (vcc_v4_int)_mm_blendv_epi8(t126, t122, t121);
                    __m128i t127 = _mm_set1_epi32((int)t66);
                    t17 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t67, t127, t3);
                    t18 = (__m128i)((vcc_m4)t68 | (vcc_m4)t112);
                    t19 = (__m128i)((vcc_m4)t69 | (vcc_m4)t115);
                    if ((!_mm_testz_si128(t15, t15))) {
                        t130 = t66 + 1;
                        t131 = 1;
                        t20 = (vcc_v4_int)(__m128i)t71;
                    } else {
                        __m128i t128 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t17, t18);
                        __m128i t129 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t17);
                        t20 = (vcc_v4_int)_mm_blendv_epi8(t128, t129, t19);
                        t15 = t3;
                        t16 = (vcc_v4_int)(__m128i)t4;
                        t130 = t66;
                        t17 = (vcc_v4_int)(__m128i)t67;
                        t18 = t68;
                        t19 = t69;
                        t131 = 0;
                    }
                } else {
                    t15 = t3;
                    t16 = (vcc_v4_int)(__m128i)t4;
                    t130 = t66;
                    t17 = (vcc_v4_int)(__m128i)t67;
                    t18 = t68;
                    t19 = t69;
                    t131 = 0;
                    t20 = (vcc_v4_int)(__m128i)t71;
                }
                if (t76) {
                    __m128i t132 = _mm_set1_epi32(1);
                    __m128i t133 = _mm_cmpgt_epi32((__m128i)t6, t132);
                    __m128i t134 = (__m128i)((vcc_m4)t5 & (vcc_m4)t133);
                    __m128i t135 = (__m128i)~(vcc_m4)t133;
                    __m128i t136 = (__m128i)((vcc_m4)t5 & (vcc_m4)t135);
                    __m128i t137 = _mm_set1_epi32((int)(t72 >= limit));
                    __m128i t138 = (__m128i)(vcc_m4)((vcc_v4_int)t137 != (vcc_v4_int){0});
                    __m128i t139 = (__m128i)((vcc_m4)t134 & (vcc_m4)t138);
                    __m128i t140 = (__m128i)~(vcc_m4)t138;
                    t21 = (__m128i)((vcc_m4)t134 & (vcc_m4)t140);
                    __m128i t141 = _mm_set1_epi32(1);
                    __m128i t142 = _mm_and_si128((__m128i)t6, t141);
                    __m128i t143 = (__m128i)(vcc_m4)((vcc_v4_int)t142 != (vcc_v4_int){0});
                    __m128i t144 = (__m128i)~(vcc_m4)t143;
                    __m128i t145 = (__m128i)((vcc_m4)t21 & (vcc_m4)t144);
                    __m128i t146 = _mm_srai_epi32((__m128i)t6, 1);
                    __m128i t147 = _mm_set1_epi32(3);
                    __m128i t148 = _mm_mullo_epi32(t147, (__m128i)t6);
                    __m128i t149 = _mm_set1_epi32(1);
                    __m128i t150 = _mm_add_epi32(t148, t149);
                    t22 = (vcc_v4_int)_mm_blendv_epi8(t150, t146, t145);
                    __m128i t151 = _mm_set1_epi32((int)t72);
                    t23 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t73, t151, t5);
                    t24 = (__m128i)((vcc_m4)t74 | (vcc_m4)t136);
                    t25 = (__m128i)((vcc_m4)t75 | (vcc_m4)t139);
                    if ((!_mm_testz_si128(t21, t21))) {
                        t154 = t72 + 1;
                        t155 = 1;
                        t26 = (vcc_v4_int)(__m128i)t77;
                    } else {
                        __m128i t152 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t23, t24);
                        __m128i t153 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t23);
                        t26 = (vcc_v4_int)_mm_blendv_epi8(t152, t153, t25);
                        t21 = t5;
                        t22 = (vcc_v4_int)(__m128i)t6;
                        t154 = t72;
                        t23 = (vcc_v4_int)(__m128i)t73;
                        t24 = t74;
                        t25 = t75;
                        t155 = 0;
                    }
                } else {
                    t21 = t5;
                    t22 = (vcc_v4_int)(__m128i)t6;
                    t154 = t72;
                    t23 = (vcc_v4_int)(__m128i)t73;
                    t24 = t74;
                    t25 = t75;
                    t155 = 0;
                    t26 = (vcc_v4_int)(__m128i)t77;
                }
                if (t82) {
                    __m128i t156 = _mm_set1_epi32(1);
                    __m128i t157 = _mm_cmpgt_epi32((__m128i)t8, t156);
                    __m128i t158 = (__m128i)((vcc_m4)t7 & (vcc_m4)t157);
                    __m128i t159 = (__m128i)~(vcc_m4)t157;
                    __m128i t160 = (__m128i)((vcc_m4)t7 & (vcc_m4)t159);
                    __m128i t161 = _mm_set1_epi32((int)(t78 >= limit));
                    __m128i t162 = (__m128i)(vcc_m4)((vcc_v4_int)t161 != (vcc_v4_int){0});
                    __m128i t163 = (__m128i)((vcc_m4)t158 & (vcc_m4)t162);
                    __m128i t164 = (__m128i)~(vcc_m4)t162;
                    t27 = (__m128i)((vcc_m4)t158 & (vcc_m4)t164);
                    __m128i t165 = _mm_set1_epi32(1);
                    __m128i t166 = _mm_and_si128((__m128i)t8, t165);
                    __m128i t167 = (__m128i)(vcc_m4)((vcc_v4_int)t166 != (vcc_v4_int){0});
                    __m128i t168 = (__m128i)~(vcc_m4)t167;
                    __m128i t169 = (__m128i)((vcc_m4)t27 & (vcc_m4)t168);
                    __m128i t170 = _mm_srai_epi32((__m128i)t8, 1);
                    __m128i t171 = _mm_set1_epi32(3);
                    __m128i t172 = _mm_mullo_epi32(t171, (__m128i)t8);
                    __m128i t173 = _mm_set1_epi32(1);
                    __m128i t174 = _mm_add_epi32(t172, t173);
                    t28 = (vcc_v4_int)_mm_blendv_epi8(t174, t170, t169);
                    __m128i t175 = _mm_set1_epi32((int)t78);
                    t29 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t79, t175, t7);
                    t30 = (__m128i)((vcc_m4)t80 | (vcc_m4)t160);
                    t31 = (__m128i)((vcc_m4)t81 | (vcc_m4)t163);
                    if ((!_mm_testz_si128(t27, t27))) {
                        t178 = t78 + 1;
                        t179 = 1;
                        t32 = (vcc_v4_int)(__m128i)t83;
                    } else {
                        __m128i t176 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t29, t30);
                        __m128i t177 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t29);
                        t32 = (vcc_v4_int)_mm_blendv_epi8(t176, t177, t31);
                        t27 = t7;
                        t28 = (vcc_v4_int)(__m128i)t8;
                        t178 = t78;
                        t29 = (vcc_v4_int)(__m128i)t79;
                        t30 = t80;
                        t31 = t81;
                        t179 = 0;
                    }
                } else {
                    t27 = t7;
                    t28 = (vcc_v4_int)(__m128i)t8;
                    t178 = t78;
                    t29 = (vcc_v4_int)(__m128i)t79;
                    t30 = t80;
                    t31 = t81;
                    t179 = 0;
                    t32 = (vcc_v4_int)(__m128i)t83;
                }
                if (!(t107 | t131 | t155 | t179)) {
                    _mm_storeu_si128((__m128i *)t43, (__m128i)t14);
                    _mm_storeu_si128((__m128i *)t55, (__m128i)t20);
                    _mm_storeu_si128((__m128i *)t57, (__m128i)t26);
                    _mm_storeu_si128((__m128i *)t59, (__m128i)t32);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t42) {
                        break;
                    }
                    t44 = (int)t42;
                    goto L206;
                }
                t1 = t9;
                t2 = (vcc_v4_int)(__m128i)t10;
                t60 = t106;
                t61 = (vcc_v4_int)(__m128i)t11;
                t62 = t12;
                t63 = t13;
                t64 = t107;
                t65 = (vcc_v4_int)(__m128i)t14;
                t3 = t15;
                t4 = (vcc_v4_int)(__m128i)t16;
                t66 = t130;
                t67 = (vcc_v4_int)(__m128i)t17;
                t68 = t18;
                t69 = t19;
                t70 = t131;
                t71 = (vcc_v4_int)(__m128i)t20;
                t5 = t21;
                t6 = (vcc_v4_int)(__m128i)t22;
                t72 = t154;
                t73 = (vcc_v4_int)(__m128i)t23;
                t74 = t24;
                t75 = t25;
                t76 = t155;
                t77 = (vcc_v4_int)(__m128i)t26;
                t7 = t27;
                t8 = (vcc_v4_int)(__m128i)t28;
                t78 = t178;
                t79 = (vcc_v4_int)(__m128i)t29;
                t80 = t30;
                t81 = t31;
                t82 = t179;
                t83 = (vcc_v4_int)(__m128i)t32;
            }
        }
    } else {
        t44 = 0;
    }
L206:
    t45 = (long)n + (long)t44 * -1L;
    unsigned long t46 = (unsigned long)out;
    unsigned long t47 = (unsigned long)in;
    long t48 = (long)((unsigned long)out + (unsigned long)((long)t44 * 4L) - ((unsigned long)in + (unsigned long)((long)t44 * 4L)));
    if ((t45 >= 4L) & (((t46 + (unsigned long)((long)t44 * 4L + 4L + (t45 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t44 * 4L))) | ((t47 + (unsigned long)((long)t44 * 4L + 4L + (t45 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t44 * 4L))) | ((t48 <= 0L) | (t48 >= 16L)))) {
        long t49 = t45 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t50 = (long)t44 + i_vec;
            int *t51 = out + t50;
            vcc_v4_int t34 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t50));
            __m128i t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int t180 = 0;
            vcc_v4_int t35 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t36 = (__m128i)(vcc_m4){0};
            __m128i t37 = (__m128i)(vcc_m4){0};
            for (;;) {
                __m128i t181 = _mm_set1_epi32(1);
                __m128i t182 = _mm_cmpgt_epi32((__m128i)t34, t181);
                __m128i t183 = (__m128i)((vcc_m4)t33 & (vcc_m4)t182);
                __m128i t184 = (__m128i)~(vcc_m4)t182;
                __m128i t185 = (__m128i)((vcc_m4)t33 & (vcc_m4)t184);
                __m128i t186 = _mm_set1_epi32((int)(t180 >= limit));
                __m128i t187 = (__m128i)(vcc_m4)((vcc_v4_int)t186 != (vcc_v4_int){0});
                __m128i t188 = (__m128i)((vcc_m4)t183 & (vcc_m4)t187);
                __m128i t189 = (__m128i)~(vcc_m4)t187;
                __m128i t190 = (__m128i)((vcc_m4)t183 & (vcc_m4)t189);
                __m128i t191 = _mm_set1_epi32(1);
                __m128i t192 = _mm_and_si128((__m128i)t34, t191);
                __m128i t193 = (__m128i)(vcc_m4)((vcc_v4_int)t192 != (vcc_v4_int){0});
                __m128i t194 = (__m128i)~(vcc_m4)t193;
                __m128i t195 = (__m128i)((vcc_m4)t190 & (vcc_m4)t194);
                __m128i t196 = _mm_srai_epi32((__m128i)t34, 1);
                __m128i t197 = _mm_set1_epi32(3);
                __m128i t198 = _mm_mullo_epi32(t197, (__m128i)t34);
                __m128i t199 = _mm_set1_epi32(1);
                __m128i t200 = _mm_add_epi32(t198, t199);
                __m128i t201 = _mm_blendv_epi8(t200, t196, t195);
                __m128i t202 = _mm_set1_epi32((int)t180);
                t35 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t35, t202, t33);
                t36 = (__m128i)((vcc_m4)t36 | (vcc_m4)t185);
                t37 = (__m128i)((vcc_m4)t37 | (vcc_m4)t188);
                if (!(!_mm_testz_si128(t190, t190))) {
                    break;
                }
                t33 = t190;
                t34 = (vcc_v4_int)t201;
                t180++;
            }
            __m128i t203 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t35, t36);
            __m128i t204 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t35);
            __m128i t205 = _mm_blendv_epi8(t203, t204, t37);
            _mm_storeu_si128((__m128i *)t51, t205);
            i_vec += 4L;
            if (i_vec >= t49) {
                i = (int)((long)t44 + t49);
                break;
            }
        }
    } else {
        i = t44;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = in[t52];
        out[t52] = collatz(t53, limit);
    }
}

__attribute__((target("sse4.2"))) void odd_counts(int *out, const int *in, int n, int limit) {
    int t1;
    __m128i t10;
    vcc_v4_int t11;
    vcc_v4_int t12;
    __m128i t13;
    __m128i t14;
    vcc_v4_int t15;
    __m128i t16;
    vcc_v4_int t17;
    vcc_v4_int t18;
    __m128i t19;
    __m128i t20;
    vcc_v4_int t21;
    __m128i t22;
    vcc_v4_int t23;
    vcc_v4_int t24;
    __m128i t25;
    __m128i t26;
    vcc_v4_int t27;
    __m128i t28;
    vcc_v4_int t29;
    vcc_v4_int t30;
    __m128i t31;
    __m128i t32;
    vcc_v4_int t33;
    long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    int t48;
    long t49;
    int i;
    int t125;
    int t126;
    int t149;
    int t150;
    int t173;
    int t174;
    int t197;
    int t198;
    t39 = (long)n;
    t40 = (unsigned long)out;
    t41 = (unsigned long)in;
    t42 = (long)((unsigned long)out - (unsigned long)in);
    if ((t39 >= 16L) & (((t40 + (unsigned long)(4L + (t39 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(4L + (t39 - 1L) * 4L)) <= t40) | ((t42 <= 0L) | (t42 >= 64L)))) {
        long t43 = t39 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            vcc_v4_int t3 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + i_vec_1));
            __m128i t44 = _mm_and_si128((__m128i)t3, _mm_set1_epi32(2));
            __m128i t45 = vcc_sse_not(_mm_cmpeq_epi32(t44, _mm_set1_epi32(0)));
            __m128i t46 = vcc_sse_not(_mm_cmpeq_epi32(t44, _mm_set1_epi32(0)));
            __m128i t47 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t46);
            __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)t47 != (vcc_v4_int){0});
            int *t61 = out + i_vec_1;
            long t62 = i_vec_1 + 4L;
            vcc_v4_int t5 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t62));
            __m128i t63 = _mm_and_si128((__m128i)t5, _mm_set1_epi32(2));
            __m128i t64 = vcc_sse_not(_mm_cmpeq_epi32(t63, _mm_set1_epi32(0)));
            __m128i t65 = vcc_sse_not(_mm_cmpeq_epi32(t63, _mm_set1_epi32(0)));
            __m128i t66 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t65);
            __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_int)t66 != (vcc_v4_int){0});
            int *t67 = out + t62;
            long t68 = i_vec_1 + 8L;
            vcc_v4_int t7 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t68));
            __m128i t69 = _mm_and_si128((__m128i)t7, _mm_set1_epi32(2));
            __m128i t70 = vcc_sse_not(_mm_cmpeq_epi32(t69, _mm_set1_epi32(0)));
            __m128i t71 = vcc_sse_not(_mm_cmpeq_epi32(t69, _mm_set1_epi32(0)));
            __m128i t72 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t71);
            __m128i t6 = (__m128i)(vcc_m4)((vcc_v4_int)t72 != (vcc_v4_int){0});
            int *t73 = out + t68;
            long t74 = i_vec_1 + 12L;
            vcc_v4_int t9 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t74));
            __m128i t75 = _mm_and_si128((__m128i)t9, _mm_set1_epi32(2));
            __m128i t76 = vcc_sse_not(_mm_cmpeq_epi32(t75, _mm_set1_epi32(0)));
            __m128i t77 = vcc_sse_not(_mm_cmpeq_epi32(t75, _mm_set1_epi32(0)));
            __m128i t78 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t77);
            __m128i t8 = (__m128i)(vcc_m4)((vcc_v4_int)t78 != (vcc_v4_int){0});
            int t79 = 0;
            vcc_v4_int t80 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t81 = (__m128i)(vcc_m4){0};
            __m128i t82 = (__m128i)(vcc_m4){0};
            int t83 = 1;
            vcc_v4_int t84 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t85 = 0;
            vcc_v4_int t86 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t87 = (__m128i)(vcc_m4){0};
            __m128i t88 = (__m128i)(vcc_m4){0};
            int t89 = 1;
            vcc_v4_int t90 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t91 = 0;
            vcc_v4_int t92 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t93 = (__m128i)(vcc_m4){0};
            __m128i t94 = (__m128i)(vcc_m4){0};
            int t95 = 1;
            vcc_v4_int t96 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t97 = 0;
            vcc_v4_int t98 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t99 = (__m128i)(vcc_m4){0};
            __m128i t100 = (__m128i)(vcc_m4){0};
            int t101 = 1;
            vcc_v4_int t102 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            for (;;) {
                if (t83) {
                    __m128i t103 = _mm_set1_epi32(1);
                    __m128i t104 = _mm_cmpgt_epi32((__m128i)t3, t103);
                    __m128i t105 = (__m128i)((vcc_m4)t2 & (vcc_m4)t104);
                    __m128i t106 = (__m128i)~(vcc_m4)t104;
                    __m128i t107 = (__m128i)((vcc_m4)t2 & (vcc_m4)t106);
                    __m128i t108 = _mm_set1_epi32((int)(t79 >= limit));
                    __m128i t109 = (__m128i)(vcc_m4)((vcc_v4_int)t108 != (vcc_v4_int){0});
                    __m128i t110 = (__m128i)((vcc_m4)t105 & (vcc_m4)t109);
                    __m128i t111 = (__m128i)~(vcc_m4)t109;
                    t10 = (__m128i)((vcc_m4)t105 & (vcc_m4)t111);
                    __m128i t112 = _mm_set1_epi32(1);
                    __m128i t113 = _mm_and_si128((__m128i)t3, t112);
                    __m128i t114 = (__m128i)(vcc_m4)((vcc_v4_int)t113 != (vcc_v4_int){0});
                    __m128i t115 = (__m128i)~(vcc_m4)t114;
                    __m128i t116 = (__m128i)((vcc_m4)t10 & (vcc_m4)t115);
                    __m128i t117 = _mm_srai_epi32((__m128i)t3, 1);
                    __m128i t118 = _mm_set1_epi32(3);
                    __m128i t119 = _mm_mullo_epi32(t118, (__m128i)t3);
                    __m128i t120 = _mm_set1_epi32(1);
                    __m128i t121 = _mm_add_epi32(t119, t120);
                    t11 = (vcc_v4_int)_mm_blendv_epi8(t121, t117, t116);
                    __m128i t122 = _mm_set1_epi32((int)t79);
                    t12 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t80, t122, t2);
                    t13 = (__m128i)((vcc_m4)t81 | (vcc_m4)t107);
                    t14 = (__m128i)((vcc_m4)t82 | (vcc_m4)t110);
                    if ((!_mm_testz_si128(t10, t10))) {
                        t125 = t79 + 1;
                        t126 = 1;
                        t15 = (vcc_v4_int)(__m128i)t84;
                    } else {
                        __m128i t123 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t12, t13);
                        __m128i t124 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t12);
                        t15 = (vcc_v4_int)_mm_blendv_epi8(t123, t124, t14);
                        t10 = t2;
                        t11 = (vcc_v4_int)(__m128i)t3;
                        t125 = t79;
                        t12 = (vcc_v4_int)(__m128i)t80;
                        t13 = t81;
                        t14 = t82;
                        t126 = 0;
                    }
                } else {
                    t10 = t2;
                    t11 = (vcc_v4_int)(__m128i)t3;
                    t125 = t79;
                    t12 = (vcc_v4_int)(__m128i)t80;
                    t13 = t81;
                    t14 = t82;
                    t126 = 0;
                    t15 = (vcc_v4_int)(__m128i)t84;
                }
                if (t89) {
                    __m128i t127 = _mm_set1_epi32(1);
                    __m128i t128 = _mm_cmpgt_epi32((__m128i)t5, t127);
                    __m128i t129 = (__m128i)((vcc_m4)t4 & (vcc_m4)t128);
                    __m128i t130 = (__m128i)~(vcc_m4)t128;
                    __m128i t131 = (__m128i)((vcc_m4)t4 & (vcc_m4)t130);
                    __m128i t132 = _mm_set1_epi32((int)(t85 >= limit));
                    __m128i t133 = (__m128i)(vcc_m4)((vcc_v4_int)t132 != (vcc_v4_int){0});
                    __m128i t134 = (__m128i)((vcc_m4)t129 & (vcc_m4)t133);
                    __m128i t135 = (__m128i)~(vcc_m4)t133;
                    t16 = (__m128i)((vcc_m4)t129 & (vcc_m4)t135);
                    __m128i t136 = _mm_set1_epi32(1);
                    __m128i t137 = _mm_and_si128((__m128i)t5, t136);
                    __m128i t138 = (__m128i)(vcc_m4)((vcc_v4_int)t137 != (vcc_v4_int){0});
                    __m128i t139 = (__m128i)~(vcc_m4)t138;
                    __m128i t140 = (__m128i)((vcc_m4)t16 & (vcc_m4)t139);
                    __m128i t141 = _mm_srai_epi32((__m128i)t5, 1);
                    __m128i t142 = _mm_set1_epi32(3);
                    __m128i t143 = _mm_mullo_epi32(t142, (__m128i)t5);
                    __m128i t144 = _mm_set1_epi32(1);
                    __m128i t145 = _mm_add_epi32(t143, t144);
                    t17 = (vcc_v4_int)_mm_blendv_epi8(t145, t141, t140);
                    __m128i t146 = _mm_set1_epi32((int)t85);
                    t18 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t86, t146, t4);
                    t19 = (__m128i)((vcc_m4)t87 | (vcc_m4)t131);
                    t20 = (__m128i)((vcc_m4)t88 | (vcc_m4)t134);
                    if ((!_mm_testz_si128(t16, t16))) {
                        t149 = t85 + 1;
                        t150 = 1;
                        t21 = (vcc_v4_int)(__m128i)t90;
                    } else {
                        __m128i t147 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t18, t19);
                        __m128i t148 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t18);
                        t21 = (vcc_v4_int)_mm_blendv_epi8(t147, t148, t20);
                        t16 = t4;
                        t17 = (vcc_v4_int)(__m128i)t5;
                        t149 = t85;
                        t18 = (vcc_v4_int)(__m128i)t86;
                        t19 = t87;
                        t20 = t88;
                        t150 = 0;
                    }
                } else {
                    t16 = t4;
                    t17 = (vcc_v4_int)(__m128i)t5;
                    t149 = t85;
                    t18 = (vcc_v4_int)(__m128i)t86;
                    t19 = t87;
                    t20 = t88;
                    t150 = 0;
                    t21 = (vcc_v4_int)(__m128i)t90;
                }
                if (t95) {
                    __m128i t151 = _mm_set1_epi32(1);
                    __m128i t152 = _mm_cmpgt_epi32((__m128i)t7, t151);
                    __m128i t153 = (__m128i)((vcc_m4)t6 & (vcc_m4)t152);
                    __m128i t154 = (__m128i)~(vcc_m4)t152;
                    __m128i t155 = (__m128i)((vcc_m4)t6 & (vcc_m4)t154);
                    __m128i t156 = _mm_set1_epi32((int)(t91 >= limit));
                    __m128i t157 = (__m128i)(vcc_m4)((vcc_v4_int)t156 != (vcc_v4_int){0});
                    __m128i t158 = (__m128i)((vcc_m4)t153 & (vcc_m4)t157);
                    __m128i t159 = (__m128i)~(vcc_m4)t157;
                    t22 = (__m128i)((vcc_m4)t153 & (vcc_m4)t159);
                    __m128i t160 = _mm_set1_epi32(1);
                    __m128i t161 = _mm_and_si128((__m128i)t7, t160);
                    __m128i t162 = (__m128i)(vcc_m4)((vcc_v4_int)t161 != (vcc_v4_int){0});
                    __m128i t163 = (__m128i)~(vcc_m4)t162;
                    __m128i t164 = (__m128i)((vcc_m4)t22 & (vcc_m4)t163);
                    __m128i t165 = _mm_srai_epi32((__m128i)t7, 1);
                    __m128i t166 = _mm_set1_epi32(3);
                    __m128i t167 = _mm_mullo_epi32(t166, (__m128i)t7);
                    __m128i t168 = _mm_set1_epi32(1);
                    __m128i t169 = _mm_add_epi32(t167, t168);
                    t23 = (vcc_v4_int)_mm_blendv_epi8(t169, t165, t164);
                    __m128i t170 = _mm_set1_epi32((int)t91);
                    t24 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t92, t170, t6);
                    t25 = (__m128i)((vcc_m4)t93 | (vcc_m4)t155);
                    t26 = (__m128i)((vcc_m4)t94 | (vcc_m4)t158);
                    if ((!_mm_testz_si128(t22, t22))) {
                        t173 = t91 + 1;
                        t174 = 1;
                        t27 = (vcc_v4_int)(__m128i)t96;
                    } else {
                        __m128i t171 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t24, t25);
                        __m128i t172 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t24);
                        t27 = (vcc_v4_int)_mm_blendv_epi8(t171, t172, t26);
                        t22 = t6;
                        t23 = (vcc_v4_int)(__m128i)t7;
                        t173 = t91;
                        t24 = (vcc_v4_int)(__m128i)t92;
                        t25 = t93;
                        t26 = t94;
                        t174 = 0;
                    }
                } else {
                    t22 = t6;
                    t23 = (vcc_v4_int)(__m128i)t7;
                    t173 = t91;
                    t24 = (vcc_v4_int)(__m128i)t92;
                    t25 = t93;
                    t26 = t94;
                    t174 = 0;
                    t27 = (vcc_v4_int)(__m128i)t96;
                }
                if (t101) {
                    __m128i t175 = _mm_set1_epi32(1);
                    __m128i t176 = _mm_cmpgt_epi32((__m128i)t9, t175);
                    __m128i t177 = (__m128i)((vcc_m4)t8 & (vcc_m4)t176);
                    __m128i t178 = (__m128i)~(vcc_m4)t176;
                    __m128i t179 = (__m128i)((vcc_m4)t8 & (vcc_m4)t178);
                    __m128i t180 = _mm_set1_epi32((int)(t97 >= limit));
                    __m128i t181 = (__m128i)(vcc_m4)((vcc_v4_int)t180 != (vcc_v4_int){0});
                    __m128i t182 = (__m128i)((vcc_m4)t177 & (vcc_m4)t181);
                    __m128i t183 = (__m128i)~(vcc_m4)t181;
                    t28 = (__m128i)((vcc_m4)t177 & (vcc_m4)t183);
                    __m128i t184 = _mm_set1_epi32(1);
                    __m128i t185 = _mm_and_si128((__m128i)t9, t184);
                    __m128i t186 = (__m128i)(vcc_m4)((vcc_v4_int)t185 != (vcc_v4_int){0});
                    __m128i t187 = (__m128i)~(vcc_m4)t186;
                    __m128i t188 = (__m128i)((vcc_m4)t28 & (vcc_m4)t187);
                    __m128i t189 = _mm_srai_epi32((__m128i)t9, 1);
                    __m128i t190 = _mm_set1_epi32(3);
                    __m128i t191 = _mm_mullo_epi32(t190, (__m128i)t9);
                    __m128i t192 = _mm_set1_epi32(1);
                    __m128i t193 = _mm_add_epi32(t191, t192);
                    t29 = (vcc_v4_int)_mm_blendv_epi8(t193, t189, t188);
                    __m128i t194 = _mm_set1_epi32((int)t97);
                    t30 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t98, t194, t8);
                    t31 = (__m128i)((vcc_m4)t99 | (vcc_m4)t179);
                    t32 = (__m128i)((vcc_m4)t100 | (vcc_m4)t182);
                    if ((!_mm_testz_si128(t28, t28))) {
                        t197 = t97 + 1;
                        t198 = 1;
                        t33 = (vcc_v4_int)(__m128i)t102;
                    } else {
                        __m128i t195 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t30, t31);
                        __m128i t196 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t30);
                        t33 = (vcc_v4_int)_mm_blendv_epi8(t195, t196, t32);
                        t28 = t8;
                        t29 = (vcc_v4_int)(__m128i)t9;
                        t197 = t97;
                        t30 = (vcc_v4_int)(__m128i)t98;
                        t31 = t99;
                        t32 = t100;
                        t198 = 0;
                    }
                } else {
                    t28 = t8;
                    t29 = (vcc_v4_int)(__m128i)t9;
                    t197 = t97;
                    t30 = (vcc_v4_int)(__m128i)t98;
                    t31 = t99;
                    t32 = t100;
                    t198 = 0;
                    t33 = (vcc_v4_int)(__m128i)t102;
                }
                if (!(t126 | t150 | t174 | t198)) {
                    __m128i t199 = _mm_blendv_epi8(_mm_set1_epi32(-1000), (__m128i)t15, t45);
                    _mm_storeu_si128((__m128i *)t61, t199);
                    __m128i t200 = _mm_blendv_epi8(_mm_set1_epi32(-1000), (__m128i)t21, t64);
                    _mm_storeu_si128((__m128i *)t67, t200);
                    __m128i t201 = _mm_blendv_epi8(_mm_set1_epi32(-1000), (__m128i)t27, t70);
                    _mm_storeu_si128((__m128i *)t73, t201);
                    __m128i t229 = _mm_blendv_epi8(_mm_set1_epi32(-1000), (__m128i)t33, t76);
                    _mm_storeu_si128((__m128i *)(out + t74), t229);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t43) {
                        break;
                    }
                    t48 = (int)t43;
                    goto L230;
                }
                t2 = t10;
                t3 = (vcc_v4_int)(__m128i)t11;
                t79 = t125;
                t80 = (vcc_v4_int)(__m128i)t12;
                t81 = t13;
                t82 = t14;
                t83 = t126;
                t84 = (vcc_v4_int)(__m128i)t15;
                t4 = t16;
                t5 = (vcc_v4_int)(__m128i)t17;
                t85 = t149;
                t86 = (vcc_v4_int)(__m128i)t18;
                t87 = t19;
                t88 = t20;
                t89 = t150;
                t90 = (vcc_v4_int)(__m128i)t21;
                t6 = t22;
                t7 = (vcc_v4_int)(__m128i)t23;
                t91 = t173;
                t92 = (vcc_v4_int)(__m128i)t24;
                t93 = t25;
                t94 = t26;
                t95 = t174;
                t96 = (vcc_v4_int)(__m128i)t27;
                t8 = t28;
                t9 = (vcc_v4_int)(__m128i)t29;
                t97 = t197;
                t98 = (vcc_v4_int)(__m128i)t30;
                t99 = t31;
                t100 = t32;
                t101 = t198;
                t102 = (vcc_v4_int)(__m128i)t33;
            }
        }
    } else {
        t48 = 0;
    }
L230:
    t49 = (long)n + (long)t48 * -1L;
    unsigned long t50 = (unsigned long)out;
    unsigned long t51 = (unsigned long)in;
    long t52 = (long)((unsigned long)out + (unsigned long)((long)t48 * 4L) - ((unsigned long)in + (unsigned long)((long)t48 * 4L)));
    if ((t49 >= 4L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L))) | ((t52 <= 0L) | (t52 >= 16L)))) {
        long t53 = t49 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t54 = (long)t48 + i_vec;
            vcc_v4_int t35 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(in + t54));
            __m128i t55 = _mm_and_si128((__m128i)t35, _mm_set1_epi32(2));
            __m128i t56 = vcc_sse_not(_mm_cmpeq_epi32(t55, _mm_set1_epi32(0)));
            __m128i t57 = vcc_sse_not(_mm_cmpeq_epi32(t55, _mm_set1_epi32(0)));
            __m128i t58 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t57);
            __m128i t34 = (__m128i)(vcc_m4)((vcc_v4_int)t58 != (vcc_v4_int){0});
            int t203 = 0;
            vcc_v4_int t36 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t37 = (__m128i)(vcc_m4){0};
            __m128i t38 = (__m128i)(vcc_m4){0};
            for (;;) {
                __m128i t204 = _mm_set1_epi32(1);
                __m128i t205 = _mm_cmpgt_epi32((__m128i)t35, t204);
                __m128i t206 = (__m128i)((vcc_m4)t34 & (vcc_m4)t205);
                __m128i t207 = (__m128i)~(vcc_m4)t205;
                __m128i t208 = (__m128i)((vcc_m4)t34 & (vcc_m4)t207);
                __m128i t209 = _mm_set1_epi32((int)(t203 >= limit));
                __m128i t210 = (__m128i)(vcc_m4)((vcc_v4_int)t209 != (vcc_v4_int){0});
                __m128i t211 = (__m128i)((vcc_m4)t206 & (vcc_m4)t210);
                __m128i t212 = (__m128i)~(vcc_m4)t210;
                __m128i t213 = (__m128i)((vcc_m4)t206 & (vcc_m4)t212);
                __m128i t214 = _mm_set1_epi32(1);
                __m128i t215 = _mm_and_si128((__m128i)t35, t214);
                __m128i t216 = (__m128i)(vcc_m4)((vcc_v4_int)t215 != (vcc_v4_int){0});
                __m128i t217 = (__m128i)~(vcc_m4)t216;
                __m128i t218 = (__m128i)((vcc_m4)t213 & (vcc_m4)t217);
                __m128i t219 = _mm_srai_epi32((__m128i)t35, 1);
                __m128i t220 = _mm_set1_epi32(3);
                __m128i t221 = _mm_mullo_epi32(t220, (__m128i)t35);
                __m128i t222 = _mm_set1_epi32(1);
                __m128i t223 = _mm_add_epi32(t221, t222);
                __m128i t224 = _mm_blendv_epi8(t223, t219, t218);
                __m128i t225 = _mm_set1_epi32((int)t203);
                t36 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t36, t225, t34);
                t37 = (__m128i)((vcc_m4)t37 | (vcc_m4)t208);
                t38 = (__m128i)((vcc_m4)t38 | (vcc_m4)t211);
                if (!(!_mm_testz_si128(t213, t213))) {
                    break;
                }
                t34 = t213;
                t35 = (vcc_v4_int)t224;
                t203++;
            }
            __m128i t226 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t36, t37);
            __m128i t227 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t36);
            __m128i t228 = _mm_blendv_epi8(t226, t227, t38);
            __m128i t202 = _mm_blendv_epi8(_mm_set1_epi32(-1000), t228, t56);
            _mm_storeu_si128((__m128i *)(out + t54), t202);
            i_vec += 4L;
            if (i_vec >= t53) {
                i = (int)((long)t48 + t53);
                break;
            }
        }
    } else {
        i = t48;
    }
    while (i < n) {
        long t59 = (long)i;
        int t60 = in[t59];
        if (t60 & 2) {
            t1 = collatz(t60, limit);
        } else {
            t1 = -1000;
        }
        out[t59] = t1;
        i++;
    }
}

__attribute__((target("sse4.2"))) void two_rows(unsigned *out, int n, float y) {
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
    __m128i t33;
    __m128 t34;
    __m128 t35;
    __m128i t36;
    __m128 t37;
    __m128 t38;
    __m128i t39;
    __m128 t40;
    __m128 t41;
    vcc_v4_uint t42;
    vcc_v4_uint t43;
    __m128i t44;
    __m128 t45;
    __m128 t46;
    vcc_v4_uint t47;
    vcc_v4_uint t48;
    long i_vec;
    long i_vec_1;
    long t49;
    long t50;
    __m128 y_v;
    __m128i t51;
    __m128 t52;
    unsigned int *t53;
    __m128 t54;
    __m128 t55;
    __m128 t56;
    int t57;
    long t58;
    long t59;
    __m128 y_v_1;
    __m128i t60;
    __m128 t61;
    unsigned int *t62;
    __m128 t63;
    __m128 t64;
    __m128 t65;
    int i;
    __m128 t68;
    __m128 t69;
    __m128i t70;
    unsigned int *t71;
    __m128 t72;
    __m128 t73;
    __m128 t74;
    __m128 t75;
    __m128 t76;
    unsigned int t77;
    vcc_v4_uint t78;
    int t79;
    vcc_v4_uint t80;
    unsigned int t81;
    vcc_v4_uint t82;
    int t83;
    vcc_v4_uint t84;
    unsigned int t85;
    vcc_v4_uint t86;
    int t87;
    vcc_v4_uint t88;
    unsigned int t89;
    vcc_v4_uint t90;
    int t91;
    vcc_v4_uint t92;
    unsigned int t104;
    int t105;
    vcc_v4_uint t106;
    unsigned int t118;
    int t119;
    vcc_v4_uint t120;
    unsigned int t132;
    int t133;
    vcc_v4_uint t134;
    unsigned int t146;
    int t147;
    vcc_v4_uint t148;
    __m128 t151;
    __m128 t152;
    unsigned int t153;
    vcc_v4_uint t154;
    int t155;
    vcc_v4_uint t156;
    unsigned int t157;
    vcc_v4_uint t158;
    int t159;
    vcc_v4_uint t160;
    unsigned int t172;
    int t173;
    vcc_v4_uint t174;
    unsigned int t186;
    int t187;
    vcc_v4_uint t188;
    t49 = (long)n;
    if (t49 >= 8L) {
        t50 = t49 & -8L;
        y_v = _mm_set1_ps(y);
        t51 = _mm_set1_epi32(0);
        i_v = (vcc_v4_uint)_mm_add_epi32(t51, _mm_setr_epi32(0, 1, 2, 3));
        t52 = _mm_xor_ps(y_v, _mm_set1_ps(-0.0f));
        i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t53 = out + i_vec_1;
            t54 = _mm_cvtepi32_ps((__m128i)i_v);
            t55 = _mm_mul_ps(t54, _mm_set1_ps(0.040625f));
            t56 = _mm_add_ps(_mm_set1_ps(-2.0f), t55);
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t2 = _mm_set1_ps(0.0f);
            t3 = _mm_set1_ps(0.0f);
            t68 = _mm_mul_ps(t54, _mm_set1_ps(0.0203125f));
            t69 = _mm_add_ps(_mm_set1_ps(-1.5f), t68);
            t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t5 = _mm_set1_ps(0.0f);
            t6 = _mm_set1_ps(0.0f);
            t70 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            t71 = out + (i_vec_1 + 4L);
            t72 = _mm_cvtepi32_ps(t70);
            t73 = _mm_mul_ps(t72, _mm_set1_ps(0.040625f));
            t74 = _mm_add_ps(_mm_set1_ps(-2.0f), t73);
            t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t8 = _mm_set1_ps(0.0f);
            t9 = _mm_set1_ps(0.0f);
            t75 = _mm_mul_ps(t72, _mm_set1_ps(0.0203125f));
            t76 = _mm_add_ps(_mm_set1_ps(-1.5f), t75);
            t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t11 = _mm_set1_ps(0.0f);
            t12 = _mm_set1_ps(0.0f);
            t77 = 0U;
            t78 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t79 = 1;
            t80 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t81 = 0U;
            t82 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t83 = 1;
            t84 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t85 = 0U;
            t86 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t87 = 1;
            t88 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t89 = 0U;
            t90 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t91 = 1;
            t92 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            for (;;) {
                if (t79) {
                    if (t77 < 90U) {
                        __m128 t93 = _mm_mul_ps(t2, t2);
                        __m128 t94 = _mm_mul_ps(t3, t3);
                        __m128 t95 = _mm_add_ps(t93, t94);
                        __m128 t96 = _mm_set1_ps(4.0f);
                        __m128i t97 = _mm_castps_si128(_mm_cmplt_ps(t95, t96));
                        t13 = (__m128i)((vcc_m4)t1 & (vcc_m4)t97);
                        __m128 t98 = _mm_sub_ps(t93, t94);
                        t14 = _mm_add_ps(t98, t56);
                        __m128 t99 = _mm_set1_ps(2.0f);
                        __m128 t100 = _mm_mul_ps(t99, t2);
                        __m128 t101 = _mm_mul_ps(t100, t3);
                        t15 = _mm_add_ps(t101, y_v);
                        __m128i t102 = _mm_set1_epi32((int)t77);
                        t16 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t78, t102, t1);
                        if ((!_mm_testz_si128(t13, t13))) {
                            t104 = t77 + 1U;
                            t105 = 1;
                            t106 = (vcc_v4_uint)(__m128i)t80;
                            goto L193;
                        }
                        t17 = (vcc_v4_uint)(__m128i)t16;
                    } else {
                        __m128i t103 = _mm_set1_epi32((int)t77);
                        t17 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t78, t103, t1);
                    }
                    t13 = t1;
                    t104 = t77;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t78;
                    t105 = 0;
                    t106 = (vcc_v4_uint)(__m128i)t17;
                } else {
                    t13 = t1;
                    t104 = t77;
                    t14 = t2;
                    t15 = t3;
                    t16 = (vcc_v4_uint)(__m128i)t78;
                    t105 = 0;
                    t106 = (vcc_v4_uint)(__m128i)t80;
                }
            L193:
                if (t83) {
                    if (t81 < 60U) {
                        __m128 t107 = _mm_mul_ps(t5, t5);
                        __m128 t108 = _mm_mul_ps(t6, t6);
                        __m128 t109 = _mm_add_ps(t107, t108);
                        __m128 t110 = _mm_set1_ps(4.0f);
                        __m128i t111 = _mm_castps_si128(_mm_cmplt_ps(t109, t110));
                        t18 = (__m128i)((vcc_m4)t4 & (vcc_m4)t111);
                        __m128 t112 = _mm_sub_ps(t107, t108);
                        t19 = _mm_add_ps(t112, t69);
                        __m128 t113 = _mm_set1_ps(2.0f);
                        __m128 t114 = _mm_mul_ps(t113, t5);
                        __m128 t115 = _mm_mul_ps(t114, t6);
                        t20 = _mm_add_ps(t115, t52);
                        __m128i t116 = _mm_set1_epi32((int)t81);
                        t21 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t82, t116, t4);
                        if ((!_mm_testz_si128(t18, t18))) {
                            t118 = t81 + 1U;
                            t119 = 1;
                            t120 = (vcc_v4_uint)(__m128i)t84;
                            goto L194;
                        }
                        t22 = (vcc_v4_uint)(__m128i)t21;
                    } else {
                        __m128i t117 = _mm_set1_epi32((int)t81);
                        t22 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t82, t117, t4);
                    }
                    t18 = t4;
                    t118 = t81;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t82;
                    t119 = 0;
                    t120 = (vcc_v4_uint)(__m128i)t22;
                } else {
                    t18 = t4;
                    t118 = t81;
                    t19 = t5;
                    t20 = t6;
                    t21 = (vcc_v4_uint)(__m128i)t82;
                    t119 = 0;
                    t120 = (vcc_v4_uint)(__m128i)t84;
                }
            L194:
                if (t87) {
                    if (t85 < 90U) {
                        __m128 t121 = _mm_mul_ps(t8, t8);
                        __m128 t122 = _mm_mul_ps(t9, t9);
                        __m128 t123 = _mm_add_ps(t121, t122);
                        __m128 t124 = _mm_set1_ps(4.0f);
                        __m128i t125 = _mm_castps_si128(_mm_cmplt_ps(t123, t124));
                        t23 = (__m128i)((vcc_m4)t7 & (vcc_m4)t125);
                        __m128 t126 = _mm_sub_ps(t121, t122);
                        t24 = _mm_add_ps(t126, t74);
                        __m128 t127 = _mm_set1_ps(2.0f);
                        __m128 t128 = _mm_mul_ps(t127, t8);
                        __m128 t129 = _mm_mul_ps(t128, t9);
                        t25 = _mm_add_ps(t129, y_v);
                        __m128i t130 = _mm_set1_epi32((int)t85);
                        t26 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t86, t130, t7);
                        if ((!_mm_testz_si128(t23, t23))) {
                            t132 = t85 + 1U;
                            t133 = 1;
                            t134 = (vcc_v4_uint)(__m128i)t88;
                            goto L195;
                        }
                        t27 = (vcc_v4_uint)(__m128i)t26;
                    } else {
                        __m128i t131 = _mm_set1_epi32((int)t85);
                        t27 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t86, t131, t7);
                    }
                    t23 = t7;
                    t132 = t85;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t86;
                    t133 = 0;
                    t134 = (vcc_v4_uint)(__m128i)t27;
                } else {
                    t23 = t7;
                    t132 = t85;
                    t24 = t8;
                    t25 = t9;
                    t26 = (vcc_v4_uint)(__m128i)t86;
                    t133 = 0;
                    t134 = (vcc_v4_uint)(__m128i)t88;
                }
            L195:
                if (t91) {
                    if (t89 < 60U) {
                        __m128 t135 = _mm_mul_ps(t11, t11);
                        __m128 t136 = _mm_mul_ps(t12, t12);
                        __m128 t137 = _mm_add_ps(t135, t136);
                        __m128 t138 = _mm_set1_ps(4.0f);
                        __m128i t139 = _mm_castps_si128(_mm_cmplt_ps(t137, t138));
                        t28 = (__m128i)((vcc_m4)t10 & (vcc_m4)t139);
                        __m128 t140 = _mm_sub_ps(t135, t136);
                        t29 = _mm_add_ps(t140, t76);
                        __m128 t141 = _mm_set1_ps(2.0f);
                        __m128 t142 = _mm_mul_ps(t141, t11);
                        __m128 t143 = _mm_mul_ps(t142, t12);
                        t30 = _mm_add_ps(t143, t52);
                        __m128i t144 = _mm_set1_epi32((int)t89);
                        t31 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t90, t144, t10);
                        if ((!_mm_testz_si128(t28, t28))) {
                            t146 = t89 + 1U;
                            t147 = 1;
                            t148 = (vcc_v4_uint)(__m128i)t92;
                            goto L196;
                        }
                        t32 = (vcc_v4_uint)(__m128i)t31;
                    } else {
                        __m128i t145 = _mm_set1_epi32((int)t89);
                        t32 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t90, t145, t10);
                    }
                    t28 = t10;
                    t146 = t89;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t90;
                    t147 = 0;
                    t148 = (vcc_v4_uint)(__m128i)t32;
                } else {
                    t28 = t10;
                    t146 = t89;
                    t29 = t11;
                    t30 = t12;
                    t31 = (vcc_v4_uint)(__m128i)t90;
                    t147 = 0;
                    t148 = (vcc_v4_uint)(__m128i)t92;
                }
            L196:
                if (!(t105 | t119 | t133 | t147)) {
                    __m128i t149 = _mm_mullo_epi32(_mm_set1_epi32(1000), (__m128i)t120);
                    __m128i t150 = _mm_add_epi32((__m128i)t106, t149);
                    _mm_storeu_si128((__m128i *)t53, t150);
                    __m128i t191 = _mm_mullo_epi32(_mm_set1_epi32(1000), (__m128i)t148);
                    __m128i t192 = _mm_add_epi32((__m128i)t134, t191);
                    _mm_storeu_si128((__m128i *)t71, t192);
                    i_vec_1 += 8L;
                    i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                    if (i_vec_1 < t50) {
                        break;
                    }
                    t57 = (int)t50;
                    goto L197;
                }
                t1 = t13;
                t77 = t104;
                t2 = t14;
                t3 = t15;
                t78 = (vcc_v4_uint)(__m128i)t16;
                t79 = t105;
                t80 = (vcc_v4_uint)(__m128i)t106;
                t4 = t18;
                t81 = t118;
                t5 = t19;
                t6 = t20;
                t82 = (vcc_v4_uint)(__m128i)t21;
                t83 = t119;
                t84 = (vcc_v4_uint)(__m128i)t120;
                t7 = t23;
                t85 = t132;
                t8 = t24;
                t9 = t25;
                t86 = (vcc_v4_uint)(__m128i)t26;
                t87 = t133;
                t88 = (vcc_v4_uint)(__m128i)t134;
                t10 = t28;
                t89 = t146;
                t11 = t29;
                t12 = t30;
                t90 = (vcc_v4_uint)(__m128i)t31;
                t91 = t147;
                t92 = (vcc_v4_uint)(__m128i)t148;
            }
        }
    } else {
        t57 = 0;
    }
L197:
    t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        y_v_1 = _mm_set1_ps(y);
        t60 = _mm_set1_epi32((int)t57);
        i_v_1 = (vcc_v4_uint)_mm_add_epi32(t60, _mm_setr_epi32(0, 1, 2, 3));
        t61 = _mm_xor_ps(y_v_1, _mm_set1_ps(-0.0f));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            t62 = out + ((long)t57 + i_vec);
            t63 = _mm_cvtepi32_ps((__m128i)i_v_1);
            t64 = _mm_mul_ps(t63, _mm_set1_ps(0.040625f));
            t65 = _mm_add_ps(_mm_set1_ps(-2.0f), t64);
            t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t34 = _mm_set1_ps(0.0f);
            t35 = _mm_set1_ps(0.0f);
            t151 = _mm_mul_ps(t63, _mm_set1_ps(0.0203125f));
            t152 = _mm_add_ps(_mm_set1_ps(-1.5f), t151);
            t36 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            t37 = _mm_set1_ps(0.0f);
            t38 = _mm_set1_ps(0.0f);
            t153 = 0U;
            t154 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t155 = 1;
            t156 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t157 = 0U;
            t158 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            t159 = 1;
            t160 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
            for (;;) {
                if (t155) {
                    if (t153 < 90U) {
                        __m128 t161 = _mm_mul_ps(t34, t34);
                        __m128 t162 = _mm_mul_ps(t35, t35);
                        __m128 t163 = _mm_add_ps(t161, t162);
                        __m128 t164 = _mm_set1_ps(4.0f);
                        __m128i t165 = _mm_castps_si128(_mm_cmplt_ps(t163, t164));
                        t39 = (__m128i)((vcc_m4)t33 & (vcc_m4)t165);
                        __m128 t166 = _mm_sub_ps(t161, t162);
                        t40 = _mm_add_ps(t166, t65);
                        __m128 t167 = _mm_set1_ps(2.0f);
                        __m128 t168 = _mm_mul_ps(t167, t34);
                        __m128 t169 = _mm_mul_ps(t168, t35);
                        t41 = _mm_add_ps(t169, y_v_1);
                        __m128i t170 = _mm_set1_epi32((int)t153);
                        t42 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t154, t170, t33);
                        if ((!_mm_testz_si128(t39, t39))) {
                            t172 = t153 + 1U;
                            t173 = 1;
                            t174 = (vcc_v4_uint)(__m128i)t156;
                            goto L198;
                        }
                        t43 = (vcc_v4_uint)(__m128i)t42;
                    } else {
                        __m128i t171 = _mm_set1_epi32((int)t153);
                        t43 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t154, t171, t33);
                    }
                    t39 = t33;
                    t172 = t153;
                    t40 = t34;
                    t41 = t35;
                    t42 = (vcc_v4_uint)(__m128i)t154;
                    t173 = 0;
                    t174 = (vcc_v4_uint)(__m128i)t43;
                } else {
                    t39 = t33;
                    t172 = t153;
                    t40 = t34;
                    t41 = t35;
                    t42 = (vcc_v4_uint)(__m128i)t154;
                    t173 = 0;
                    t174 = (vcc_v4_uint)(__m128i)t156;
                }
            L198:
                if (t159) {
                    if (t157 < 60U) {
                        __m128 t175 = _mm_mul_ps(t37, t37);
                        __m128 t176 = _mm_mul_ps(t38, t38);
                        __m128 t177 = _mm_add_ps(t175, t176);
                        __m128 t178 = _mm_set1_ps(4.0f);
                        __m128i t179 = _mm_castps_si128(_mm_cmplt_ps(t177, t178));
                        t44 = (__m128i)((vcc_m4)t36 & (vcc_m4)t179);
                        __m128 t180 = _mm_sub_ps(t175, t176);
                        t45 = _mm_add_ps(t180, t152);
                        __m128 t181 = _mm_set1_ps(2.0f);
                        __m128 t182 = _mm_mul_ps(t181, t37);
                        __m128 t183 = _mm_mul_ps(t182, t38);
                        t46 = _mm_add_ps(t183, t61);
                        __m128i t184 = _mm_set1_epi32((int)t157);
                        t47 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t158, t184, t36);
                        if ((!_mm_testz_si128(t44, t44))) {
                            t186 = t157 + 1U;
                            t187 = 1;
                            t188 = (vcc_v4_uint)(__m128i)t160;
                            goto L199;
                        }
                        t48 = (vcc_v4_uint)(__m128i)t47;
                    } else {
                        __m128i t185 = _mm_set1_epi32((int)t157);
                        t48 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t158, t185, t36);
                    }
                    t44 = t36;
                    t186 = t157;
                    t45 = t37;
                    t46 = t38;
                    t47 = (vcc_v4_uint)(__m128i)t158;
                    t187 = 0;
                    t188 = (vcc_v4_uint)(__m128i)t48;
                } else {
                    t44 = t36;
                    t186 = t157;
                    t45 = t37;
                    t46 = t38;
                    t47 = (vcc_v4_uint)(__m128i)t158;
                    t187 = 0;
                    t188 = (vcc_v4_uint)(__m128i)t160;
                }
            L199:
                if (!(t173 | t187)) {
                    __m128i t189 = _mm_mullo_epi32(_mm_set1_epi32(1000), (__m128i)t188);
                    __m128i t190 = _mm_add_epi32((__m128i)t174, t189);
                    _mm_storeu_si128((__m128i *)t62, t190);
                    i_vec += 4L;
                    i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                    if (i_vec < t59) {
                        break;
                    }
                    i = (int)((long)t57 + t59);
                    goto L200;
                }
                t33 = t39;
                t153 = t172;
                t34 = t40;
                t35 = t41;
                t154 = (vcc_v4_uint)(__m128i)t42;
                t155 = t173;
                t156 = (vcc_v4_uint)(__m128i)t174;
                t36 = t44;
                t157 = t186;
                t37 = t45;
                t38 = t46;
                t158 = (vcc_v4_uint)(__m128i)t47;
                t159 = t187;
                t160 = (vcc_v4_uint)(__m128i)t188;
            }
        }
    } else {
        i = t57;
    }
L200:
    for (; i < n; i++) {
        float t66 = (float)i;
        unsigned int t67 = escape(-2.0f + t66 * 0.040625f, y, 90U);
        out[i] = t67 + 1000U * escape(-1.5f + t66 * 0.0203125f, -y, 60U);
    }
}

__attribute__((target("sse4.2"))) long total(const int *in, int n, int limit) {
    long s;
    int t18;
    long t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int limit_v = (vcc_v2_int){limit, limit};
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at fused_loops.c:70 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int in_v = vcc_load(vcc_v2_int, in + i_vec);
            vcc_v2_int t3 = vcc_insert((vcc_v2_int){0}, 0, collatz(in_v[0], limit_v[0]));
            vcc_v2_int t4 = vcc_insert(t3, 1, collatz(in_v[1], limit_v[1]));
            __m128i t5 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t4));
            s_v = _mm_add_epi64(s_v, t5);
            vcc_v2_int in_v_1 = vcc_load(vcc_v2_int, in + (i_vec + 2L));
            vcc_v2_int t6 = vcc_insert((vcc_v2_int){0}, 0, collatz(in_v_1[0], limit_v[0]));
            vcc_v2_int t7 = vcc_insert(t6, 1, collatz(in_v_1[1], limit_v[1]));
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t7));
            s_v_1 = _mm_add_epi64(s_v_1, t8);
            vcc_v2_int in_v_2 = vcc_load(vcc_v2_int, in + (i_vec + 4L));
            vcc_v2_int t9 = vcc_insert((vcc_v2_int){0}, 0, collatz(in_v_2[0], limit_v[0]));
            vcc_v2_int t10 = vcc_insert(t9, 1, collatz(in_v_2[1], limit_v[1]));
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t10));
            s_v_2 = _mm_add_epi64(s_v_2, t11);
            vcc_v2_int in_v_3 = vcc_load(vcc_v2_int, in + (i_vec + 6L));
            vcc_v2_int t12 = vcc_insert((vcc_v2_int){0}, 0, collatz(in_v_3[0], limit_v[0]));
            vcc_v2_int t13 = vcc_insert(t12, 1, collatz(in_v_3[1], limit_v[1]));
            __m128i t14 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t13));
            s_v_3 = _mm_add_epi64(s_v_3, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t15 = _mm_add_epi64(s_v, s_v_1);
        __m128i t16 = _mm_add_epi64(t15, s_v_2);
        __m128i t17 = _mm_add_epi64(t16, s_v_3);
        t18 = (int)t2;
        t19 = (long)vcc_sse_reduce_epi64(t17, _mm_add_epi64, unsigned long);
    } else {
        t18 = 0;
        t19 = 0L;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        vcc_v2_int limit_v_1 = (vcc_v2_int){limit, limit};
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at fused_loops.c:70 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int in_v_4 = vcc_load(vcc_v2_int, in + ((long)t18 + i_vec_1));
            vcc_v2_int t22 = vcc_insert((vcc_v2_int){0}, 0, collatz(in_v_4[0], limit_v_1[0]));
            vcc_v2_int t23 = vcc_insert(t22, 1, collatz(in_v_4[1], limit_v_1[1]));
            __m128i t24 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t23));
            s_v_4 = _mm_add_epi64(s_v_4, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (long)((unsigned long)t19 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++) {
        int t25 = in[i];
        s += (long)collatz(t25, limit);
    }
    return s;
}

__attribute__((target("sse4.2"))) void in_place(int *a, int n, int limit) {
    __m128i t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    __m128i t12;
    __m128i t13;
    vcc_v4_int t14;
    __m128i t15;
    vcc_v4_int t16;
    vcc_v4_int t17;
    __m128i t18;
    __m128i t19;
    vcc_v4_int t20;
    __m128i t21;
    vcc_v4_int t22;
    vcc_v4_int t23;
    __m128i t24;
    __m128i t25;
    vcc_v4_int t26;
    __m128i t27;
    vcc_v4_int t28;
    vcc_v4_int t29;
    __m128i t30;
    __m128i t31;
    vcc_v4_int t32;
    long t38;
    int t41;
    long t42;
    int i;
    int t96;
    int t97;
    int t120;
    int t121;
    int t144;
    int t145;
    int t168;
    int t169;
    t38 = (long)n;
    if (t38 >= 16L) {
        long t39 = t38 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:77 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t40 = a + i_vec_1;
            vcc_v4_int t2 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)t40);
            __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int *t47 = a + (i_vec_1 + 4L);
            vcc_v4_int t4 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)t47);
            __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int *t48 = a + (i_vec_1 + 8L);
            vcc_v4_int t6 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)t48);
            __m128i t5 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int *t49 = a + (i_vec_1 + 12L);
            vcc_v4_int t8 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)t49);
            __m128i t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int t50 = 0;
            vcc_v4_int t51 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t52 = (__m128i)(vcc_m4){0};
            __m128i t53 = (__m128i)(vcc_m4){0};
            int t54 = 1;
            vcc_v4_int t55 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t56 = 0;
            vcc_v4_int t57 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t58 = (__m128i)(vcc_m4){0};
            __m128i t59 = (__m128i)(vcc_m4){0};
            int t60 = 1;
            vcc_v4_int t61 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t62 = 0;
            vcc_v4_int t63 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t64 = (__m128i)(vcc_m4){0};
            __m128i t65 = (__m128i)(vcc_m4){0};
            int t66 = 1;
            vcc_v4_int t67 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t68 = 0;
            vcc_v4_int t69 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t70 = (__m128i)(vcc_m4){0};
            __m128i t71 = (__m128i)(vcc_m4){0};
            int t72 = 1;
            vcc_v4_int t73 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            for (;;) {
                if (t54) {
                    __m128i t74 = _mm_set1_epi32(1);
                    __m128i t75 = _mm_cmpgt_epi32((__m128i)t2, t74);
                    __m128i t76 = (__m128i)((vcc_m4)t1 & (vcc_m4)t75);
                    __m128i t77 = (__m128i)~(vcc_m4)t75;
                    __m128i t78 = (__m128i)((vcc_m4)t1 & (vcc_m4)t77);
                    __m128i t79 = _mm_set1_epi32((int)(t50 >= limit));
                    __m128i t80 = (__m128i)(vcc_m4)((vcc_v4_int)t79 != (vcc_v4_int){0});
                    __m128i t81 = (__m128i)((vcc_m4)t76 & (vcc_m4)t80);
                    __m128i t82 = (__m128i)~(vcc_m4)t80;
                    t9 = (__m128i)((vcc_m4)t76 & (vcc_m4)t82);
                    __m128i t83 = _mm_set1_epi32(1);
                    __m128i t84 = _mm_and_si128((__m128i)t2, t83);
                    __m128i t85 = (__m128i)(vcc_m4)((vcc_v4_int)t84 != (vcc_v4_int){0});
                    __m128i t86 = (__m128i)~(vcc_m4)t85;
                    __m128i t87 = (__m128i)((vcc_m4)t9 & (vcc_m4)t86);
                    __m128i t88 = _mm_srai_epi32((__m128i)t2, 1);
                    __m128i t89 = _mm_set1_epi32(3);
                    __m128i t90 = _mm_mullo_epi32(t89, (__m128i)t2);
                    __m128i t91 = _mm_set1_epi32(1);
                    __m128i t92 = _mm_add_epi32(t90, t91);
                    t10 = (vcc_v4_int)_mm_blendv_epi8(t92, t88, t87);
                    __m128i t93 = _mm_set1_epi32((int)t50);
                    t11 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t51, t93, t1);
                    t12 = (__m128i)((vcc_m4)t52 | (vcc_m4)t78);
                    t13 = (__m128i)((vcc_m4)t53 | (vcc_m4)t81);
                    if ((!_mm_testz_si128(t9, t9))) {
                        t96 = t50 + 1;
                        t97 = 1;
                        t14 = (vcc_v4_int)(__m128i)t55;
                    } else {
                        __m128i t94 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t11, t12);
                        __m128i t95 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t11);
                        t14 = (vcc_v4_int)_mm_blendv_epi8(t94, t95, t13);
                        t9 = t1;
                        t10 = (vcc_v4_int)(__m128i)t2;
                        t96 = t50;
                        t11 = (vcc_v4_int)(__m128i)t51;
                        t12 = t52;
                        t13 = t53;
                        t97 = 0;
                    }
                } else {
                    t9 = t1;
                    t10 = (vcc_v4_int)(__m128i)t2;
                    t96 = t50;
                    t11 = (vcc_v4_int)(__m128i)t51;
                    t12 = t52;
                    t13 = t53;
                    t97 = 0;
                    t14 = (vcc_v4_int)(__m128i)t55;
                }
                if (t60) {
                    __m128i t98 = _mm_set1_epi32(1);
                    __m128i t99 = _mm_cmpgt_epi32((__m128i)t4, t98);
                    __m128i t100 = (__m128i)((vcc_m4)t3 & (vcc_m4)t99);
                    __m128i t101 = (__m128i)~(vcc_m4)t99;
                    __m128i t102 = (__m128i)((vcc_m4)t3 & (vcc_m4)t101);
                    __m128i t103 = _mm_set1_epi32((int)(t56 >= limit));
                    __m128i t104 = (__m128i)(vcc_m4)((vcc_v4_int)t103 != (vcc_v4_int){0});
                    __m128i t105 = (__m128i)((vcc_m4)t100 & (vcc_m4)t104);
                    __m128i t106 = (__m128i)~(vcc_m4)t104;
                    t15 = (__m128i)((vcc_m4)t100 & (vcc_m4)t106);
                    __m128i t107 = _mm_set1_epi32(1);
                    __m128i t108 = _mm_and_si128((__m128i)t4, t107);
                    __m128i t109 = (__m128i)(vcc_m4)((vcc_v4_int)t108 != (vcc_v4_int){0});
                    __m128i t110 = (__m128i)~(vcc_m4)t109;
                    __m128i t111 = (__m128i)((vcc_m4)t15 & (vcc_m4)t110);
                    __m128i t112 = _mm_srai_epi32((__m128i)t4, 1);
                    __m128i t113 = _mm_set1_epi32(3);
                    __m128i t114 = _mm_mullo_epi32(t113, (__m128i)t4);
                    __m128i t115 = _mm_set1_epi32(1);
                    __m128i t116 = _mm_add_epi32(t114, t115);
                    t16 = (vcc_v4_int)_mm_blendv_epi8(t116, t112, t111);
                    __m128i t117 = _mm_set1_epi32((int)t56);
                    t17 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t57, t117, t3);
                    t18 = (__m128i)((vcc_m4)t58 | (vcc_m4)t102);
                    t19 = (__m128i)((vcc_m4)t59 | (vcc_m4)t105);
                    if ((!_mm_testz_si128(t15, t15))) {
                        t120 = t56 + 1;
                        t121 = 1;
                        t20 = (vcc_v4_int)(__m128i)t61;
                    } else {
                        __m128i t118 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t17, t18);
                        __m128i t119 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t17);
                        t20 = (vcc_v4_int)_mm_blendv_epi8(t118, t119, t19);
                        t15 = t3;
                        t16 = (vcc_v4_int)(__m128i)t4;
                        t120 = t56;
                        t17 = (vcc_v4_int)(__m128i)t57;
                        t18 = t58;
                        t19 = t59;
                        t121 = 0;
                    }
                } else {
                    t15 = t3;
                    t16 = (vcc_v4_int)(__m128i)t4;
                    t120 = t56;
                    t17 = (vcc_v4_int)(__m128i)t57;
                    t18 = t58;
                    t19 = t59;
                    t121 = 0;
                    t20 = (vcc_v4_int)(__m128i)t61;
                }
                if (t66) {
                    __m128i t122 = _mm_set1_epi32(1);
                    __m128i t123 = _mm_cmpgt_epi32((__m128i)t6, t122);
                    __m128i t124 = (__m128i)((vcc_m4)t5 & (vcc_m4)t123);
                    __m128i t125 = (__m128i)~(vcc_m4)t123;
                    __m128i t126 = (__m128i)((vcc_m4)t5 & (vcc_m4)t125);
                    __m128i t127 = _mm_set1_epi32((int)(t62 >= limit));
                    __m128i t128 = (__m128i)(vcc_m4)((vcc_v4_int)t127 != (vcc_v4_int){0});
                    __m128i t129 = (__m128i)((vcc_m4)t124 & (vcc_m4)t128);
                    __m128i t130 = (__m128i)~(vcc_m4)t128;
                    t21 = (__m128i)((vcc_m4)t124 & (vcc_m4)t130);
                    __m128i t131 = _mm_set1_epi32(1);
                    __m128i t132 = _mm_and_si128((__m128i)t6, t131);
                    __m128i t133 = (__m128i)(vcc_m4)((vcc_v4_int)t132 != (vcc_v4_int){0});
                    __m128i t134 = (__m128i)~(vcc_m4)t133;
                    __m128i t135 = (__m128i)((vcc_m4)t21 & (vcc_m4)t134);
                    __m128i t136 = _mm_srai_epi32((__m128i)t6, 1);
                    __m128i t137 = _mm_set1_epi32(3);
                    __m128i t138 = _mm_mullo_epi32(t137, (__m128i)t6);
                    __m128i t139 = _mm_set1_epi32(1);
                    __m128i t140 = _mm_add_epi32(t138, t139);
                    t22 = (vcc_v4_int)_mm_blendv_epi8(t140, t136, t135);
                    __m128i t141 = _mm_set1_epi32((int)t62);
                    t23 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t63, t141, t5);
                    t24 = (__m128i)((vcc_m4)t64 | (vcc_m4)t126);
                    t25 = (__m128i)((vcc_m4)t65 | (vcc_m4)t129);
                    if ((!_mm_testz_si128(t21, t21))) {
                        t144 = t62 + 1;
                        t145 = 1;
                        t26 = (vcc_v4_int)(__m128i)t67;
                    } else {
                        __m128i t142 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t23, t24);
                        __m128i t143 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t23);
                        t26 = (vcc_v4_int)_mm_blendv_epi8(t142, t143, t25);
                        t21 = t5;
                        t22 = (vcc_v4_int)(__m128i)t6;
                        t144 = t62;
                        t23 = (vcc_v4_int)(__m128i)t63;
                        t24 = t64;
                        t25 = t65;
                        t145 = 0;
                    }
                } else {
                    t21 = t5;
                    t22 = (vcc_v4_int)(__m128i)t6;
                    t144 = t62;
                    t23 = (vcc_v4_int)(__m128i)t63;
                    t24 = t64;
                    t25 = t65;
                    t145 = 0;
                    t26 = (vcc_v4_int)(__m128i)t67;
                }
                if (t72) {
                    __m128i t146 = _mm_set1_epi32(1);
                    __m128i t147 = _mm_cmpgt_epi32((__m128i)t8, t146);
                    __m128i t148 = (__m128i)((vcc_m4)t7 & (vcc_m4)t147);
                    __m128i t149 = (__m128i)~(vcc_m4)t147;
                    __m128i t150 = (__m128i)((vcc_m4)t7 & (vcc_m4)t149);
                    __m128i t151 = _mm_set1_epi32((int)(t68 >= limit));
                    __m128i t152 = (__m128i)(vcc_m4)((vcc_v4_int)t151 != (vcc_v4_int){0});
                    __m128i t153 = (__m128i)((vcc_m4)t148 & (vcc_m4)t152);
                    __m128i t154 = (__m128i)~(vcc_m4)t152;
                    t27 = (__m128i)((vcc_m4)t148 & (vcc_m4)t154);
                    __m128i t155 = _mm_set1_epi32(1);
                    __m128i t156 = _mm_and_si128((__m128i)t8, t155);
                    __m128i t157 = (__m128i)(vcc_m4)((vcc_v4_int)t156 != (vcc_v4_int){0});
                    __m128i t158 = (__m128i)~(vcc_m4)t157;
                    __m128i t159 = (__m128i)((vcc_m4)t27 & (vcc_m4)t158);
                    __m128i t160 = _mm_srai_epi32((__m128i)t8, 1);
                    __m128i t161 = _mm_set1_epi32(3);
                    __m128i t162 = _mm_mullo_epi32(t161, (__m128i)t8);
                    __m128i t163 = _mm_set1_epi32(1);
                    __m128i t164 = _mm_add_epi32(t162, t163);
                    t28 = (vcc_v4_int)_mm_blendv_epi8(t164, t160, t159);
                    __m128i t165 = _mm_set1_epi32((int)t68);
                    t29 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t69, t165, t7);
                    t30 = (__m128i)((vcc_m4)t70 | (vcc_m4)t150);
                    t31 = (__m128i)((vcc_m4)t71 | (vcc_m4)t153);
                    if ((!_mm_testz_si128(t27, t27))) {
                        t168 = t68 + 1;
                        t169 = 1;
                        t32 = (vcc_v4_int)(__m128i)t73;
                    } else {
                        __m128i t166 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t29, t30);
                        __m128i t167 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t29);
                        t32 = (vcc_v4_int)_mm_blendv_epi8(t166, t167, t31);
                        t27 = t7;
                        t28 = (vcc_v4_int)(__m128i)t8;
                        t168 = t68;
                        t29 = (vcc_v4_int)(__m128i)t69;
                        t30 = t70;
                        t31 = t71;
                        t169 = 0;
                    }
                } else {
                    t27 = t7;
                    t28 = (vcc_v4_int)(__m128i)t8;
                    t168 = t68;
                    t29 = (vcc_v4_int)(__m128i)t69;
                    t30 = t70;
                    t31 = t71;
                    t169 = 0;
                    t32 = (vcc_v4_int)(__m128i)t73;
                }
                if (!(t97 | t121 | t145 | t169)) {
                    _mm_storeu_si128((__m128i *)t40, (__m128i)t14);
                    _mm_storeu_si128((__m128i *)t47, (__m128i)t20);
                    _mm_storeu_si128((__m128i *)t48, (__m128i)t26);
                    _mm_storeu_si128((__m128i *)t49, (__m128i)t32);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t39) {
                        break;
                    }
                    t41 = (int)t39;
                    goto L196;
                }
                t1 = t9;
                t2 = (vcc_v4_int)(__m128i)t10;
                t50 = t96;
                t51 = (vcc_v4_int)(__m128i)t11;
                t52 = t12;
                t53 = t13;
                t54 = t97;
                t55 = (vcc_v4_int)(__m128i)t14;
                t3 = t15;
                t4 = (vcc_v4_int)(__m128i)t16;
                t56 = t120;
                t57 = (vcc_v4_int)(__m128i)t17;
                t58 = t18;
                t59 = t19;
                t60 = t121;
                t61 = (vcc_v4_int)(__m128i)t20;
                t5 = t21;
                t6 = (vcc_v4_int)(__m128i)t22;
                t62 = t144;
                t63 = (vcc_v4_int)(__m128i)t23;
                t64 = t24;
                t65 = t25;
                t66 = t145;
                t67 = (vcc_v4_int)(__m128i)t26;
                t7 = t27;
                t8 = (vcc_v4_int)(__m128i)t28;
                t68 = t168;
                t69 = (vcc_v4_int)(__m128i)t29;
                t70 = t30;
                t71 = t31;
                t72 = t169;
                t73 = (vcc_v4_int)(__m128i)t32;
            }
        }
    } else {
        t41 = 0;
    }
L196:
    t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 4L) {
        long t43 = t42 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:77 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int *t44 = a + ((long)t41 + i_vec);
            vcc_v4_int t34 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)t44);
            __m128i t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int t170 = 0;
            vcc_v4_int t35 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t36 = (__m128i)(vcc_m4){0};
            __m128i t37 = (__m128i)(vcc_m4){0};
            for (;;) {
                __m128i t171 = _mm_set1_epi32(1);
                __m128i t172 = _mm_cmpgt_epi32((__m128i)t34, t171);
                __m128i t173 = (__m128i)((vcc_m4)t33 & (vcc_m4)t172);
                __m128i t174 = (__m128i)~(vcc_m4)t172;
                __m128i t175 = (__m128i)((vcc_m4)t33 & (vcc_m4)t174);
                __m128i t176 = _mm_set1_epi32((int)(t170 >= limit));
                __m128i t177 = (__m128i)(vcc_m4)((vcc_v4_int)t176 != (vcc_v4_int){0});
                __m128i t178 = (__m128i)((vcc_m4)t173 & (vcc_m4)t177);
                __m128i t179 = (__m128i)~(vcc_m4)t177;
                __m128i t180 = (__m128i)((vcc_m4)t173 & (vcc_m4)t179);
                __m128i t181 = _mm_set1_epi32(1);
                __m128i t182 = _mm_and_si128((__m128i)t34, t181);
                __m128i t183 = (__m128i)(vcc_m4)((vcc_v4_int)t182 != (vcc_v4_int){0});
                __m128i t184 = (__m128i)~(vcc_m4)t183;
                __m128i t185 = (__m128i)((vcc_m4)t180 & (vcc_m4)t184);
                __m128i t186 = _mm_srai_epi32((__m128i)t34, 1);
                __m128i t187 = _mm_set1_epi32(3);
                __m128i t188 = _mm_mullo_epi32(t187, (__m128i)t34);
                __m128i t189 = _mm_set1_epi32(1);
                __m128i t190 = _mm_add_epi32(t188, t189);
                __m128i t191 = _mm_blendv_epi8(t190, t186, t185);
                __m128i t192 = _mm_set1_epi32((int)t170);
                t35 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t35, t192, t33);
                t36 = (__m128i)((vcc_m4)t36 | (vcc_m4)t175);
                t37 = (__m128i)((vcc_m4)t37 | (vcc_m4)t178);
                if (!(!_mm_testz_si128(t180, t180))) {
                    break;
                }
                t33 = t180;
                t34 = (vcc_v4_int)t191;
                t170++;
            }
            __m128i t193 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t35, t36);
            __m128i t194 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)t35);
            __m128i t195 = _mm_blendv_epi8(t193, t194, t37);
            _mm_storeu_si128((__m128i *)t44, t195);
            i_vec += 4L;
            if (i_vec >= t43) {
                i = (int)((long)t41 + t43);
                break;
            }
        }
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        int *t45 = a + i;
        int t46 = *t45;
        *t45 = collatz(t46, limit);
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t28;
    int i;
    int t49;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 31;
    sizes[5] = 32;
    sizes[6] = 33;
    sizes[7] = 64;
    sizes[8] = 100;
    sizes[9] = 257;
    for (int s = 0; s < 10; s++) {
        int n = sizes[s];
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        void *t4 = malloc(t3);
        int *in = (int *)t4;
        void *t5 = malloc(t3);
        int *out = (int *)t5;
        long t6 = (long)n;
        int t7 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t6 >= 16L) & (t7 >= 0)) {
            long t8 = t6 & -16L;
            __m128i t9 = _mm_set1_epi32((int)(t7 % 3001));
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1917, 833, 2750));
            __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(3001));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t10, t11);
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 4, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t12 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(in + i_vec), t12);
                __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1666));
                __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(3001));
                __m128i t15 = _mm_min_epu32(t13, t14);
                __m128i t16 = _mm_add_epi32(t15, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(in + (i_vec + 4L)), t16);
                __m128i t17 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(331));
                __m128i t18 = _mm_sub_epi32(t17, _mm_set1_epi32(3001));
                __m128i t19 = _mm_min_epu32(t17, t18);
                __m128i t20 = _mm_add_epi32(t19, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(in + (i_vec + 8L)), t20);
                __m128i t21 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1997));
                __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(3001));
                __m128i t23 = _mm_min_epu32(t21, t22);
                __m128i t24 = _mm_add_epi32(t23, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(in + (i_vec + 12L)), t24);
                i_vec += 16L;
                __m128i t25 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(662));
                __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(3001));
                __m128i t27 = _mm_min_epu32(t25, t26);
                if (i_vec >= t8) {
                    break;
                }
                t1 = (vcc_v4_int)t27;
            }
            t28 = (int)t8;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        int t30 = (int)((unsigned int)(int)((unsigned int)t28 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t29 >= 4L) & (t30 >= 0)) {
            long t31 = t29 & -4L;
            __m128i t32 = _mm_set1_epi32((int)(t30 % 3001));
            __m128i t33 = _mm_add_epi32(t32, _mm_setr_epi32(0, 1917, 833, 2750));
            __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(3001));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t33, t34);
            long i_vec_1 = 0L;
            /* vcc: loop at fused_loops.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t35 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(in + ((long)t28 + i_vec_1)), t35);
                i_vec_1 += 4L;
                __m128i t36 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1666));
                __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(3001));
                __m128i t38 = _mm_min_epu32(t36, t37);
                if (i_vec_1 >= t31) {
                    break;
                }
                t2 = (vcc_v4_int)t38;
            }
            i = (int)((long)t28 + t31);
        } else {
            i = t28;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t39 = (float)y;
            rows(u, n, -1.2f + t39 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t39 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t40 = in;
            counts(out, t40, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t40, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t40, n, limit);
            long t41 = (long)n;
            unsigned long t42 = (unsigned long)t4;
            unsigned long t43 = (unsigned long)t5;
            long t44 = (long)((unsigned long)t5 - (unsigned long)t4);
            if ((t41 >= 16L) & (((t42 + (unsigned long)(4L + (t41 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t41 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 64L)))) {
                long t45 = t41 & -16L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    __m128i in_v = _mm_loadu_si128((const __m128i *)(in + i_vec_2));
                    _mm_storeu_si128((__m128i *)(out + i_vec_2), in_v);
                    long t46 = i_vec_2 + 4L;
                    __m128i in_v_1 = _mm_loadu_si128((const __m128i *)(in + t46));
                    _mm_storeu_si128((__m128i *)(out + t46), in_v_1);
                    long t47 = i_vec_2 + 8L;
                    __m128i in_v_2 = _mm_loadu_si128((const __m128i *)(in + t47));
                    _mm_storeu_si128((__m128i *)(out + t47), in_v_2);
                    long t48 = i_vec_2 + 12L;
                    __m128i in_v_3 = _mm_loadu_si128((const __m128i *)(in + t48));
                    _mm_storeu_si128((__m128i *)(out + t48), in_v_3);
                    i_vec_2 += 16L;
                } while (i_vec_2 < t45);
                t49 = (int)t45;
            } else {
                t49 = 0;
            }
            long t50 = (long)n + (long)t49 * -1L;
            unsigned long t51 = (unsigned long)t4;
            unsigned long t52 = (unsigned long)t5;
            long t53 = (long)((unsigned long)t5 + (unsigned long)((long)t49 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t49 * 4L)));
            if ((t50 >= 4L) & (((t51 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t49 * 4L))) | ((t52 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t49 * 4L))) | ((t53 <= 0L) | (t53 >= 16L)))) {
                long t54 = t50 & -4L;
                long i_vec_3 = 0L;
                /* vcc: loop at fused_loops.c:106 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t55 = (long)t49 + i_vec_3;
                    __m128i in_v_4 = _mm_loadu_si128((const __m128i *)(in + t55));
                    _mm_storeu_si128((__m128i *)(out + t55), in_v_4);
                    i_vec_3 += 4L;
                } while (i_vec_3 < t54);
                i_5 = (int)((long)t49 + t54);
            } else {
                i_5 = t49;
            }
            for (; i_5 < n; i_5++) {
                long t56 = (long)i_5;
                out[t56] = in[t56];
            }
            in_place(out, n, limit);
            for (int i_6 = 0; i_6 < n; i_6++) {
                t_4 = t_4 * 31UL + (unsigned long)(unsigned int)out[i_6];
            }
        }
        printf("n=%d %lu\n", n, t_6);
        free((void *)u);
        free((void *)in);
        free((void *)out);
    }
    return 0;
}
