/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_escape(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_collatz(__m256i x, int limit);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_collatz(__m256i x, int limit, __m256i mask);
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

/* vcc: function at fused_loops.c:14 vector variant _ZGVdN8vvu_escape of `escape`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_escape(__m256 cr, __m256 ci, unsigned int max_iter) {
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

/* vcc: function at fused_loops.c:28 vector variant _ZGVdN8vu_collatz of `collatz`: VL 8, unmasked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_collatz(__m256i x, int limit) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)x;
    int t6 = 0;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32((__m256i)t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256((__m256i)t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_srai_epi32((__m256i)t2, 1);
        __m256i t23 = _mm256_set1_epi32(3);
        __m256i t24 = _mm256_mullo_epi32(t23, (__m256i)t2);
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_add_epi32(t24, t25);
        t2 = (vcc_v8_int)_mm256_blendv_epi8(t26, t22, t21);
        __m256i t27 = _mm256_set1_epi32((int)t6);
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t27, t1);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t28 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t3, t4);
    __m256i t29 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t3);
    __m256i t30 = _mm256_blendv_epi8(t28, t29, t5);
    return t30;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVdM8vu_collatz of `collatz`: VL 8, masked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_collatz(__m256i x, int limit, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)x;
    int t6 = 0;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32((__m256i)t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256((__m256i)t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_srai_epi32((__m256i)t2, 1);
        __m256i t23 = _mm256_set1_epi32(3);
        __m256i t24 = _mm256_mullo_epi32(t23, (__m256i)t2);
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_add_epi32(t24, t25);
        t2 = (vcc_v8_int)_mm256_blendv_epi8(t26, t22, t21);
        __m256i t27 = _mm256_set1_epi32((int)t6);
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t27, t1);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t28 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t3, t4);
    __m256i t29 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t3);
    __m256i t30 = _mm256_blendv_epi8(t28, t29, t5);
    return t30;
}

__attribute__((target("avx2"))) void rows(unsigned *out, int n, float y) {
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
        /* vcc: loop at fused_loops.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t25 = out + i_vec_1;
            t26 = _mm256_cvtepi32_ps((__m256i)i_v);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.040625f));
            t28 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t27);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t37 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            t38 = out + (i_vec_1 + 8L);
            t39 = _mm256_cvtepi32_ps(t37);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.040625f));
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
                    if (t42 < 150U) {
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
                    if (t46 < 150U) {
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
        /* vcc: loop at fused_loops.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            t33 = out + ((long)t29 + i_vec);
            t34 = _mm256_cvtepi32_ps((__m256i)i_v_1);
            t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.040625f));
            t36 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t35);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t78 = 0U;
            t20 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            while (t78 < 150U) {
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
        out[i] = (_mm256_zeroupper(), escape(-2.0f + (float)i * 0.040625f, y, 150U));
    }
}

__attribute__((target("avx2"))) void counts(int *out, const int *in, int n, int limit) {
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    __m256i t8;
    __m256i t9;
    vcc_v8_int t10;
    __m256i t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_int t16;
    long t22;
    unsigned long t23;
    unsigned long t24;
    long t25;
    int t28;
    long t29;
    int i;
    int t74;
    int t75;
    int t98;
    int t99;
    t22 = (long)n;
    t23 = (unsigned long)out;
    t24 = (unsigned long)in;
    t25 = (long)((unsigned long)out - (unsigned long)in);
    if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t23) | ((t25 <= 0L) | (t25 >= 64L)))) {
        long t26 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t27 = out + i_vec_1;
            vcc_v8_int t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + i_vec_1));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            long t38 = i_vec_1 + 8L;
            int *t39 = out + t38;
            vcc_v8_int t4 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + t38));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t40 = 0;
            vcc_v8_int t41 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t42 = (__m256i)(vcc_m8){0};
            __m256i t43 = (__m256i)(vcc_m8){0};
            int t44 = 1;
            vcc_v8_int t45 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t46 = 0;
            vcc_v8_int t47 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t48 = (__m256i)(vcc_m8){0};
            __m256i t49 = (__m256i)(vcc_m8){0};
            int t50 = 1;
            vcc_v8_int t51 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t44) {
                    __m256i t52 = _mm256_set1_epi32(1);
                    __m256i t53 = _mm256_cmpgt_epi32((__m256i)t2, t52);
                    __m256i t54 = _mm256_and_si256(t1, t53);
                    __m256i t55 = (__m256i)~(vcc_m8)t53;
                    __m256i t56 = _mm256_and_si256(t1, t55);
                    __m256i t57 = _mm256_set1_epi32((int)(t40 >= limit));
                    __m256i t58 = (__m256i)(vcc_m8)((vcc_v8_int)t57 != (vcc_v8_int){0});
                    __m256i t59 = _mm256_and_si256(t54, t58);
                    __m256i t60 = (__m256i)~(vcc_m8)t58;
                    t5 = _mm256_and_si256(t54, t60);
                    __m256i t61 = _mm256_set1_epi32(1);
                    __m256i t62 = _mm256_and_si256((__m256i)t2, t61);
                    __m256i t63 = (__m256i)(vcc_m8)((vcc_v8_int)t62 != (vcc_v8_int){0});
                    __m256i t64 = (__m256i)~(vcc_m8)t63;
                    __m256i t65 = _mm256_and_si256(t5, t64);
                    __m256i t66 = _mm256_srai_epi32((__m256i)t2, 1);
                    __m256i t67 = _mm256_set1_epi32(3);
                    __m256i t68 = _mm256_mullo_epi32(t67, (__m256i)t2);
                    __m256i t69 = _mm256_set1_epi32(1);
                    __m256i t70 = _mm256_add_epi32(t68, t69);
                    t6 = (vcc_v8_int)_mm256_blendv_epi8(t70, t66, t65);
                    __m256i t71 = _mm256_set1_epi32((int)t40);
                    t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t41, t71, t1);
                    t8 = _mm256_or_si256(t42, t56);
                    t9 = _mm256_or_si256(t43, t59);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t74 = t40 + 1;
                        t75 = 1;
                        t10 = (vcc_v8_int)(__m256i)t45;
                    } else {
                        __m256i t72 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t7, t8);
                        __m256i t73 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t7);
                        t10 = (vcc_v8_int)_mm256_blendv_epi8(t72, t73, t9);
                        t5 = t1;
                        t6 = (vcc_v8_int)(__m256i)t2;
                        t74 = t40;
                        t7 = (vcc_v8_int)(__m256i)t41;
                        t8 = t42;
                        t9 = t43;
                        t75 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = (vcc_v8_int)(__m256i)t2;
                    t74 = t40;
                    t7 = (vcc_v8_int)(__m256i)t41;
                    t8 = t42;
                    t9 = t43;
                    t75 = 0;
                    t10 = (vcc_v8_int)(__m256i)t45;
                }
                if (t50) {
                    __m256i t76 = _mm256_set1_epi32(1);
                    __m256i t77 = _mm256_cmpgt_epi32((__m256i)t4, t76);
                    __m256i t78 = _mm256_and_si256(t3, t77);
                    __m256i t79 = (__m256i)~(vcc_m8)t77;
                    __m256i t80 = _mm256_and_si256(t3, t79);
                    __m256i t81 = _mm256_set1_epi32((int)(t46 >= limit));
                    __m256i t82 = (__m256i)(vcc_m8)((vcc_v8_int)t81 != (vcc_v8_int){0});
                    __m256i t83 = _mm256_and_si256(t78, t82);
                    __m256i t84 = (__m256i)~(vcc_m8)t82;
                    t11 = _mm256_and_si256(t78, t84);
                    __m256i t85 = _mm256_set1_epi32(1);
                    __m256i t86 = _mm256_and_si256((__m256i)t4, t85);
                    __m256i t87 = (__m256i)(vcc_m8)((vcc_v8_int)t86 != (vcc_v8_int){0});
                    __m256i t88 = (__m256i)~(vcc_m8)t87;
                    __m256i t89 = _mm256_and_si256(t11, t88);
                    __m256i t90 = _mm256_srai_epi32((__m256i)t4, 1);
                    __m256i t91 = _mm256_set1_epi32(3);
                    __m256i t92 = _mm256_mullo_epi32(t91, (__m256i)t4);
                    __m256i t93 = _mm256_set1_epi32(1);
                    __m256i t94 = _mm256_add_epi32(t92, t93);
                    t12 = (vcc_v8_int)_mm256_blendv_epi8(t94, t90, t89);
                    __m256i t95 = _mm256_set1_epi32((int)t46);
                    t13 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t47, t95, t3);
                    t14 = _mm256_or_si256(t48, t80);
                    t15 = _mm256_or_si256(t49, t83);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t98 = t46 + 1;
                        t99 = 1;
                        t16 = (vcc_v8_int)(__m256i)t51;
                    } else {
                        __m256i t96 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t13, t14);
                        __m256i t97 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t13);
                        t16 = (vcc_v8_int)_mm256_blendv_epi8(t96, t97, t15);
                        t11 = t3;
                        t12 = (vcc_v8_int)(__m256i)t4;
                        t98 = t46;
                        t13 = (vcc_v8_int)(__m256i)t47;
                        t14 = t48;
                        t15 = t49;
                        t99 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = (vcc_v8_int)(__m256i)t4;
                    t98 = t46;
                    t13 = (vcc_v8_int)(__m256i)t47;
                    t14 = t48;
                    t15 = t49;
                    t99 = 0;
                    t16 = (vcc_v8_int)(__m256i)t51;
                }
                if (!(t75 | t99)) {
                    _mm256_storeu_si256((__m256i *)t27, (__m256i)t10);
                    _mm256_storeu_si256((__m256i *)t39, (__m256i)t16);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t26) {
                        break;
                    }
                    t28 = (int)t26;
                    goto L126;
                }
                t1 = t5;
                t2 = (vcc_v8_int)(__m256i)t6;
                t40 = t74;
                t41 = (vcc_v8_int)(__m256i)t7;
                t42 = t8;
                t43 = t9;
                t44 = t75;
                t45 = (vcc_v8_int)(__m256i)t10;
                t3 = t11;
                t4 = (vcc_v8_int)(__m256i)t12;
                t46 = t98;
                t47 = (vcc_v8_int)(__m256i)t13;
                t48 = t14;
                t49 = t15;
                t50 = t99;
                t51 = (vcc_v8_int)(__m256i)t16;
            }
        }
    } else {
        t28 = 0;
    }
L126:
    t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)in;
    long t32 = (long)((unsigned long)out + (unsigned long)((long)t28 * 4L) - ((unsigned long)in + (unsigned long)((long)t28 * 4L)));
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))) | ((t32 <= 0L) | (t32 >= 32L)))) {
        long t33 = t29 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t34 = (long)t28 + i_vec;
            int *t35 = out + t34;
            vcc_v8_int t18 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + t34));
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t100 = 0;
            vcc_v8_int t19 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t20 = (__m256i)(vcc_m8){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t101 = _mm256_set1_epi32(1);
                __m256i t102 = _mm256_cmpgt_epi32((__m256i)t18, t101);
                __m256i t103 = _mm256_and_si256(t17, t102);
                __m256i t104 = (__m256i)~(vcc_m8)t102;
                __m256i t105 = _mm256_and_si256(t17, t104);
                __m256i t106 = _mm256_set1_epi32((int)(t100 >= limit));
                __m256i t107 = (__m256i)(vcc_m8)((vcc_v8_int)t106 != (vcc_v8_int){0});
                __m256i t108 = _mm256_and_si256(t103, t107);
                __m256i t109 = (__m256i)~(vcc_m8)t107;
                __m256i t110 = _mm256_and_si256(t103, t109);
                __m256i t111 = _mm256_set1_epi32(1);
                __m256i t112 = _mm256_and_si256((__m256i)t18, t111);
                __m256i t113 = (__m256i)(vcc_m8)((vcc_v8_int)t112 != (vcc_v8_int){0});
                __m256i t114 = (__m256i)~(vcc_m8)t113;
                __m256i t115 = _mm256_and_si256(t110, t114);
                __m256i t116 = _mm256_srai_epi32((__m256i)t18, 1);
                __m256i t117 = _mm256_set1_epi32(3);
                __m256i t118 = _mm256_mullo_epi32(t117, (__m256i)t18);
                __m256i t119 = _mm256_set1_epi32(1);
                __m256i t120 = _mm256_add_epi32(t118, t119);
                __m256i t121 = _mm256_blendv_epi8(t120, t116, t115);
                __m256i t122 = _mm256_set1_epi32((int)t100);
                t19 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t19, t122, t17);
                t20 = _mm256_or_si256(t20, t105);
                t21 = _mm256_or_si256(t21, t108);
                if (!(_mm256_movemask_epi8(t110) != 0)) {
                    break;
                }
                t17 = t110;
                t18 = (vcc_v8_int)t121;
                t100++;
            }
            __m256i t123 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t19, t20);
            __m256i t124 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t19);
            __m256i t125 = _mm256_blendv_epi8(t123, t124, t21);
            _mm256_storeu_si256((__m256i *)t35, t125);
            i_vec += 8L;
            if (i_vec >= t33) {
                i = (int)((long)t28 + t33);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t37 = in[t36];
        out[t36] = (_mm256_zeroupper(), collatz(t37, limit));
    }
}

__attribute__((target("avx2"))) void odd_counts(int *out, const int *in, int n, int limit) {
    int t1;
    __m256i t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    __m256i t9;
    __m256i t10;
    vcc_v8_int t11;
    __m256i t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    __m256i t15;
    __m256i t16;
    vcc_v8_int t17;
    long t23;
    unsigned long t24;
    unsigned long t25;
    long t26;
    int t32;
    long t33;
    int i;
    int t85;
    int t86;
    int t109;
    int t110;
    t23 = (long)n;
    t24 = (unsigned long)out;
    t25 = (unsigned long)in;
    t26 = (long)((unsigned long)out - (unsigned long)in);
    if ((t23 >= 16L) & (((t24 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t25) | ((t25 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t24) | ((t26 <= 0L) | (t26 >= 64L)))) {
        long t27 = t23 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int t3 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + i_vec_1));
            __m256i t28 = _mm256_and_si256((__m256i)t3, _mm256_set1_epi32(2));
            __m256i t29 = _mm256_xor_si256(_mm256_cmpeq_epi32(t28, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t30 = _mm256_xor_si256(_mm256_cmpeq_epi32(t28, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t31 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t30);
            __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)t31 != (vcc_v8_int){0});
            int *t45 = out + i_vec_1;
            long t46 = i_vec_1 + 8L;
            vcc_v8_int t5 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + t46));
            __m256i t47 = _mm256_and_si256((__m256i)t5, _mm256_set1_epi32(2));
            __m256i t48 = _mm256_xor_si256(_mm256_cmpeq_epi32(t47, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t49 = _mm256_xor_si256(_mm256_cmpeq_epi32(t47, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t50 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t49);
            __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)t50 != (vcc_v8_int){0});
            int t51 = 0;
            vcc_v8_int t52 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t53 = (__m256i)(vcc_m8){0};
            __m256i t54 = (__m256i)(vcc_m8){0};
            int t55 = 1;
            vcc_v8_int t56 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t57 = 0;
            vcc_v8_int t58 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t59 = (__m256i)(vcc_m8){0};
            __m256i t60 = (__m256i)(vcc_m8){0};
            int t61 = 1;
            vcc_v8_int t62 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t55) {
                    __m256i t63 = _mm256_set1_epi32(1);
                    __m256i t64 = _mm256_cmpgt_epi32((__m256i)t3, t63);
                    __m256i t65 = _mm256_and_si256(t2, t64);
                    __m256i t66 = (__m256i)~(vcc_m8)t64;
                    __m256i t67 = _mm256_and_si256(t2, t66);
                    __m256i t68 = _mm256_set1_epi32((int)(t51 >= limit));
                    __m256i t69 = (__m256i)(vcc_m8)((vcc_v8_int)t68 != (vcc_v8_int){0});
                    __m256i t70 = _mm256_and_si256(t65, t69);
                    __m256i t71 = (__m256i)~(vcc_m8)t69;
                    t6 = _mm256_and_si256(t65, t71);
                    __m256i t72 = _mm256_set1_epi32(1);
                    __m256i t73 = _mm256_and_si256((__m256i)t3, t72);
                    __m256i t74 = (__m256i)(vcc_m8)((vcc_v8_int)t73 != (vcc_v8_int){0});
                    __m256i t75 = (__m256i)~(vcc_m8)t74;
                    __m256i t76 = _mm256_and_si256(t6, t75);
                    __m256i t77 = _mm256_srai_epi32((__m256i)t3, 1);
                    __m256i t78 = _mm256_set1_epi32(3);
                    __m256i t79 = _mm256_mullo_epi32(t78, (__m256i)t3);
                    __m256i t80 = _mm256_set1_epi32(1);
                    __m256i t81 = _mm256_add_epi32(t79, t80);
                    t7 = (vcc_v8_int)_mm256_blendv_epi8(t81, t77, t76);
                    __m256i t82 = _mm256_set1_epi32((int)t51);
                    t8 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t52, t82, t2);
                    t9 = _mm256_or_si256(t53, t67);
                    t10 = _mm256_or_si256(t54, t70);
                    if ((_mm256_movemask_epi8(t6) != 0)) {
                        t85 = t51 + 1;
                        t86 = 1;
                        t11 = (vcc_v8_int)(__m256i)t56;
                    } else {
                        __m256i t83 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t8, t9);
                        __m256i t84 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t8);
                        t11 = (vcc_v8_int)_mm256_blendv_epi8(t83, t84, t10);
                        t6 = t2;
                        t7 = (vcc_v8_int)(__m256i)t3;
                        t85 = t51;
                        t8 = (vcc_v8_int)(__m256i)t52;
                        t9 = t53;
                        t10 = t54;
                        t86 = 0;
                    }
                } else {
                    t6 = t2;
                    t7 = (vcc_v8_int)(__m256i)t3;
                    t85 = t51;
                    t8 = (vcc_v8_int)(__m256i)t52;
                    t9 = t53;
                    t10 = t54;
                    t86 = 0;
                    t11 = (vcc_v8_int)(__m256i)t56;
                }
                if (t61) {
                    __m256i t87 = _mm256_set1_epi32(1);
                    __m256i t88 = _mm256_cmpgt_epi32((__m256i)t5, t87);
                    __m256i t89 = _mm256_and_si256(t4, t88);
                    __m256i t90 = (__m256i)~(vcc_m8)t88;
                    __m256i t91 = _mm256_and_si256(t4, t90);
                    __m256i t92 = _mm256_set1_epi32((int)(t57 >= limit));
                    __m256i t93 = (__m256i)(vcc_m8)((vcc_v8_int)t92 != (vcc_v8_int){0});
                    __m256i t94 = _mm256_and_si256(t89, t93);
                    __m256i t95 = (__m256i)~(vcc_m8)t93;
                    t12 = _mm256_and_si256(t89, t95);
                    __m256i t96 = _mm256_set1_epi32(1);
                    __m256i t97 = _mm256_and_si256((__m256i)t5, t96);
                    __m256i t98 = (__m256i)(vcc_m8)((vcc_v8_int)t97 != (vcc_v8_int){0});
                    __m256i t99 = (__m256i)~(vcc_m8)t98;
                    __m256i t100 = _mm256_and_si256(t12, t99);
                    __m256i t101 = _mm256_srai_epi32((__m256i)t5, 1);
                    __m256i t102 = _mm256_set1_epi32(3);
                    __m256i t103 = _mm256_mullo_epi32(t102, (__m256i)t5);
                    __m256i t104 = _mm256_set1_epi32(1);
                    __m256i t105 = _mm256_add_epi32(t103, t104);
                    t13 = (vcc_v8_int)_mm256_blendv_epi8(t105, t101, t100);
                    __m256i t106 = _mm256_set1_epi32((int)t57);
                    t14 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t58, t106, t4);
                    t15 = _mm256_or_si256(t59, t91);
                    t16 = _mm256_or_si256(t60, t94);
                    if ((_mm256_movemask_epi8(t12) != 0)) {
                        t109 = t57 + 1;
                        t110 = 1;
                        t17 = (vcc_v8_int)(__m256i)t62;
                    } else {
                        __m256i t107 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t14, t15);
                        __m256i t108 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t14);
                        t17 = (vcc_v8_int)_mm256_blendv_epi8(t107, t108, t16);
                        t12 = t4;
                        t13 = (vcc_v8_int)(__m256i)t5;
                        t109 = t57;
                        t14 = (vcc_v8_int)(__m256i)t58;
                        t15 = t59;
                        t16 = t60;
                        t110 = 0;
                    }
                } else {
                    t12 = t4;
                    t13 = (vcc_v8_int)(__m256i)t5;
                    t109 = t57;
                    t14 = (vcc_v8_int)(__m256i)t58;
                    t15 = t59;
                    t16 = t60;
                    t110 = 0;
                    t17 = (vcc_v8_int)(__m256i)t62;
                }
                if (!(t86 | t110)) {
                    __m256i t111 = _mm256_blendv_epi8(_mm256_set1_epi32(-1000), (__m256i)t11, t29);
                    _mm256_storeu_si256((__m256i *)t45, t111);
                    __m256i t139 = _mm256_blendv_epi8(_mm256_set1_epi32(-1000), (__m256i)t17, t48);
                    _mm256_storeu_si256((__m256i *)(out + t46), t139);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t27) {
                        break;
                    }
                    t32 = (int)t27;
                    goto L140;
                }
                t2 = t6;
                t3 = (vcc_v8_int)(__m256i)t7;
                t51 = t85;
                t52 = (vcc_v8_int)(__m256i)t8;
                t53 = t9;
                t54 = t10;
                t55 = t86;
                t56 = (vcc_v8_int)(__m256i)t11;
                t4 = t12;
                t5 = (vcc_v8_int)(__m256i)t13;
                t57 = t109;
                t58 = (vcc_v8_int)(__m256i)t14;
                t59 = t15;
                t60 = t16;
                t61 = t110;
                t62 = (vcc_v8_int)(__m256i)t17;
            }
        }
    } else {
        t32 = 0;
    }
L140:
    t33 = (long)n + (long)t32 * -1L;
    unsigned long t34 = (unsigned long)out;
    unsigned long t35 = (unsigned long)in;
    long t36 = (long)((unsigned long)out + (unsigned long)((long)t32 * 4L) - ((unsigned long)in + (unsigned long)((long)t32 * 4L)));
    if ((t33 >= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))) | ((t36 <= 0L) | (t36 >= 32L)))) {
        long t37 = t33 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t38 = (long)t32 + i_vec;
            vcc_v8_int t19 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + t38));
            __m256i t39 = _mm256_and_si256((__m256i)t19, _mm256_set1_epi32(2));
            __m256i t40 = _mm256_xor_si256(_mm256_cmpeq_epi32(t39, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t41 = _mm256_xor_si256(_mm256_cmpeq_epi32(t39, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t42 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t41);
            __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)t42 != (vcc_v8_int){0});
            int t113 = 0;
            vcc_v8_int t20 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            __m256i t22 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t114 = _mm256_set1_epi32(1);
                __m256i t115 = _mm256_cmpgt_epi32((__m256i)t19, t114);
                __m256i t116 = _mm256_and_si256(t18, t115);
                __m256i t117 = (__m256i)~(vcc_m8)t115;
                __m256i t118 = _mm256_and_si256(t18, t117);
                __m256i t119 = _mm256_set1_epi32((int)(t113 >= limit));
                __m256i t120 = (__m256i)(vcc_m8)((vcc_v8_int)t119 != (vcc_v8_int){0});
                __m256i t121 = _mm256_and_si256(t116, t120);
                __m256i t122 = (__m256i)~(vcc_m8)t120;
                __m256i t123 = _mm256_and_si256(t116, t122);
                __m256i t124 = _mm256_set1_epi32(1);
                __m256i t125 = _mm256_and_si256((__m256i)t19, t124);
                __m256i t126 = (__m256i)(vcc_m8)((vcc_v8_int)t125 != (vcc_v8_int){0});
                __m256i t127 = (__m256i)~(vcc_m8)t126;
                __m256i t128 = _mm256_and_si256(t123, t127);
                __m256i t129 = _mm256_srai_epi32((__m256i)t19, 1);
                __m256i t130 = _mm256_set1_epi32(3);
                __m256i t131 = _mm256_mullo_epi32(t130, (__m256i)t19);
                __m256i t132 = _mm256_set1_epi32(1);
                __m256i t133 = _mm256_add_epi32(t131, t132);
                __m256i t134 = _mm256_blendv_epi8(t133, t129, t128);
                __m256i t135 = _mm256_set1_epi32((int)t113);
                t20 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t20, t135, t18);
                t21 = _mm256_or_si256(t21, t118);
                t22 = _mm256_or_si256(t22, t121);
                if (!(_mm256_movemask_epi8(t123) != 0)) {
                    break;
                }
                t18 = t123;
                t19 = (vcc_v8_int)t134;
                t113++;
            }
            __m256i t136 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t20, t21);
            __m256i t137 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t20);
            __m256i t138 = _mm256_blendv_epi8(t136, t137, t22);
            __m256i t112 = _mm256_blendv_epi8(_mm256_set1_epi32(-1000), t138, t40);
            _mm256_storeu_si256((__m256i *)(out + t38), t112);
            i_vec += 8L;
            if (i_vec >= t37) {
                i = (int)((long)t32 + t37);
                break;
            }
        }
    } else {
        i = t32;
    }
    while (i < n) {
        long t43 = (long)i;
        int t44 = in[t43];
        if (t44 & 2) {
            t1 = (_mm256_zeroupper(), collatz(t44, limit));
        } else {
            t1 = -1000;
        }
        out[t43] = t1;
        i++;
    }
}

__attribute__((target("avx2"))) void two_rows(unsigned *out, int n, float y) {
    vcc_v8_uint i_v;
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
    long t17;
    long t18;
    __m256 y_v;
    __m256i t19;
    __m256 t20;
    unsigned int *t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    int i;
    __m256 t27;
    __m256 t28;
    unsigned int t29;
    vcc_v8_uint t30;
    int t31;
    vcc_v8_uint t32;
    unsigned int t33;
    vcc_v8_uint t34;
    int t35;
    vcc_v8_uint t36;
    unsigned int t48;
    int t49;
    vcc_v8_uint t50;
    unsigned int t62;
    int t63;
    vcc_v8_uint t64;
    t17 = (long)n;
    if (t17 >= 8L) {
        t18 = t17 & -8L;
        y_v = _mm256_set1_ps(y);
        t19 = _mm256_set1_epi32(0);
        i_v = (vcc_v8_uint)_mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t20 = _mm256_xor_ps(y_v, _mm256_set1_ps(-0.0f));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            t21 = out + i_vec;
            t22 = _mm256_cvtepi32_ps((__m256i)i_v);
            t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.040625f));
            t24 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t23);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t27 = _mm256_mul_ps(t22, _mm256_set1_ps(0.0203125f));
            t28 = _mm256_add_ps(_mm256_set1_ps(-1.5f), t27);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t29 = 0U;
            t30 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t31 = 1;
            t32 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t33 = 0U;
            t34 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            t35 = 1;
            t36 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t31) {
                    if (t29 < 90U) {
                        __m256 t37 = _mm256_mul_ps(t2, t2);
                        __m256 t38 = _mm256_mul_ps(t3, t3);
                        __m256 t39 = _mm256_add_ps(t37, t38);
                        __m256 t40 = _mm256_set1_ps(4.0f);
                        __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t39, t40, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t41);
                        __m256 t42 = _mm256_sub_ps(t37, t38);
                        t8 = _mm256_add_ps(t42, t24);
                        __m256 t43 = _mm256_set1_ps(2.0f);
                        __m256 t44 = _mm256_mul_ps(t43, t2);
                        __m256 t45 = _mm256_mul_ps(t44, t3);
                        t9 = _mm256_add_ps(t45, y_v);
                        __m256i t46 = _mm256_set1_epi32((int)t29);
                        t10 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t30, t46, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t48 = t29 + 1U;
                            t49 = 1;
                            t50 = (vcc_v8_uint)(__m256i)t32;
                            goto L67;
                        }
                        t11 = (vcc_v8_uint)(__m256i)t10;
                    } else {
                        __m256i t47 = _mm256_set1_epi32((int)t29);
                        t11 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t30, t47, t1);
                    }
                    t7 = t1;
                    t48 = t29;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t30;
                    t49 = 0;
                    t50 = (vcc_v8_uint)(__m256i)t11;
                } else {
                    t7 = t1;
                    t48 = t29;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v8_uint)(__m256i)t30;
                    t49 = 0;
                    t50 = (vcc_v8_uint)(__m256i)t32;
                }
            L67:
                if (t35) {
                    if (t33 < 60U) {
                        __m256 t51 = _mm256_mul_ps(t5, t5);
                        __m256 t52 = _mm256_mul_ps(t6, t6);
                        __m256 t53 = _mm256_add_ps(t51, t52);
                        __m256 t54 = _mm256_set1_ps(4.0f);
                        __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t53, t54, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t55);
                        __m256 t56 = _mm256_sub_ps(t51, t52);
                        t13 = _mm256_add_ps(t56, t28);
                        __m256 t57 = _mm256_set1_ps(2.0f);
                        __m256 t58 = _mm256_mul_ps(t57, t5);
                        __m256 t59 = _mm256_mul_ps(t58, t6);
                        t14 = _mm256_add_ps(t59, t20);
                        __m256i t60 = _mm256_set1_epi32((int)t33);
                        t15 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t34, t60, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t62 = t33 + 1U;
                            t63 = 1;
                            t64 = (vcc_v8_uint)(__m256i)t36;
                            goto L68;
                        }
                        t16 = (vcc_v8_uint)(__m256i)t15;
                    } else {
                        __m256i t61 = _mm256_set1_epi32((int)t33);
                        t16 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t34, t61, t4);
                    }
                    t12 = t4;
                    t62 = t33;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t34;
                    t63 = 0;
                    t64 = (vcc_v8_uint)(__m256i)t16;
                } else {
                    t12 = t4;
                    t62 = t33;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v8_uint)(__m256i)t34;
                    t63 = 0;
                    t64 = (vcc_v8_uint)(__m256i)t36;
                }
            L68:
                if (!(t49 | t63)) {
                    __m256i t65 = _mm256_mullo_epi32(_mm256_set1_epi32(1000), (__m256i)t64);
                    __m256i t66 = _mm256_add_epi32((__m256i)t50, t65);
                    _mm256_storeu_si256((__m256i *)t21, t66);
                    i_vec += 8L;
                    i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                    if (i_vec < t18) {
                        break;
                    }
                    i = (int)t18;
                    goto L69;
                }
                t1 = t7;
                t29 = t48;
                t2 = t8;
                t3 = t9;
                t30 = (vcc_v8_uint)(__m256i)t10;
                t31 = t49;
                t32 = (vcc_v8_uint)(__m256i)t50;
                t4 = t12;
                t33 = t62;
                t5 = t13;
                t6 = t14;
                t34 = (vcc_v8_uint)(__m256i)t15;
                t35 = t63;
                t36 = (vcc_v8_uint)(__m256i)t64;
            }
        }
    } else {
        i = 0;
    }
L69:
    for (; i < n; i++) {
        float t25 = (float)i;
        unsigned int t26 = (_mm256_zeroupper(), escape(-2.0f + t25 * 0.040625f, y, 90U));
        out[i] = t26 + 1000U * (_mm256_zeroupper(), escape(-1.5f + t25 * 0.0203125f, -y, 60U));
    }
}

__attribute__((target("avx2"))) long total(const int *in, int n, int limit) {
    long s;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        __m128i limit_v = _mm_set1_epi32((int)limit);
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at fused_loops.c:70 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128i in_v = _mm_loadu_si128((const __m128i *)(in + i_vec));
            __m128i t3 = (__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[0], ((vcc_v4_int)limit_v)[0])));
            __m128i t4 = (__m128i)vcc_insert((vcc_v4_int)t3, 1, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[1], ((vcc_v4_int)limit_v)[1])));
            __m128i t5 = (__m128i)vcc_insert((vcc_v4_int)t4, 2, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[2], ((vcc_v4_int)limit_v)[2])));
            __m128i t6 = (__m128i)vcc_insert((vcc_v4_int)t5, 3, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[3], ((vcc_v4_int)limit_v)[3])));
            __m256i t7 = _mm256_cvtepi32_epi64(t6);
            s_v = _mm256_add_epi64(s_v, t7);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (long)vcc_avx2_reduce_epi64(s_v, _mm_add_epi64, unsigned long);
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        int t8 = in[i];
        s += (long)(_mm256_zeroupper(), collatz(t8, limit));
    }
    return s;
}

__attribute__((target("avx2"))) void in_place(int *a, int n, int limit) {
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    __m256i t8;
    __m256i t9;
    vcc_v8_int t10;
    __m256i t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_int t16;
    long t22;
    int t25;
    long t26;
    int i;
    int t66;
    int t67;
    int t90;
    int t91;
    t22 = (long)n;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:77 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t24 = a + i_vec_1;
            vcc_v8_int t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)t24);
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int *t31 = a + (i_vec_1 + 8L);
            vcc_v8_int t4 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)t31);
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t32 = 0;
            vcc_v8_int t33 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t34 = (__m256i)(vcc_m8){0};
            __m256i t35 = (__m256i)(vcc_m8){0};
            int t36 = 1;
            vcc_v8_int t37 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t38 = 0;
            vcc_v8_int t39 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t40 = (__m256i)(vcc_m8){0};
            __m256i t41 = (__m256i)(vcc_m8){0};
            int t42 = 1;
            vcc_v8_int t43 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t36) {
                    __m256i t44 = _mm256_set1_epi32(1);
                    __m256i t45 = _mm256_cmpgt_epi32((__m256i)t2, t44);
                    __m256i t46 = _mm256_and_si256(t1, t45);
                    __m256i t47 = (__m256i)~(vcc_m8)t45;
                    __m256i t48 = _mm256_and_si256(t1, t47);
                    __m256i t49 = _mm256_set1_epi32((int)(t32 >= limit));
                    __m256i t50 = (__m256i)(vcc_m8)((vcc_v8_int)t49 != (vcc_v8_int){0});
                    __m256i t51 = _mm256_and_si256(t46, t50);
                    __m256i t52 = (__m256i)~(vcc_m8)t50;
                    t5 = _mm256_and_si256(t46, t52);
                    __m256i t53 = _mm256_set1_epi32(1);
                    __m256i t54 = _mm256_and_si256((__m256i)t2, t53);
                    __m256i t55 = (__m256i)(vcc_m8)((vcc_v8_int)t54 != (vcc_v8_int){0});
                    __m256i t56 = (__m256i)~(vcc_m8)t55;
                    __m256i t57 = _mm256_and_si256(t5, t56);
                    __m256i t58 = _mm256_srai_epi32((__m256i)t2, 1);
                    __m256i t59 = _mm256_set1_epi32(3);
                    __m256i t60 = _mm256_mullo_epi32(t59, (__m256i)t2);
                    __m256i t61 = _mm256_set1_epi32(1);
                    __m256i t62 = _mm256_add_epi32(t60, t61);
                    t6 = (vcc_v8_int)_mm256_blendv_epi8(t62, t58, t57);
                    __m256i t63 = _mm256_set1_epi32((int)t32);
                    t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t33, t63, t1);
                    t8 = _mm256_or_si256(t34, t48);
                    t9 = _mm256_or_si256(t35, t51);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t66 = t32 + 1;
                        t67 = 1;
                        t10 = (vcc_v8_int)(__m256i)t37;
                    } else {
                        __m256i t64 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t7, t8);
                        __m256i t65 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t7);
                        t10 = (vcc_v8_int)_mm256_blendv_epi8(t64, t65, t9);
                        t5 = t1;
                        t6 = (vcc_v8_int)(__m256i)t2;
                        t66 = t32;
                        t7 = (vcc_v8_int)(__m256i)t33;
                        t8 = t34;
                        t9 = t35;
                        t67 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = (vcc_v8_int)(__m256i)t2;
                    t66 = t32;
                    t7 = (vcc_v8_int)(__m256i)t33;
                    t8 = t34;
                    t9 = t35;
                    t67 = 0;
                    t10 = (vcc_v8_int)(__m256i)t37;
                }
                if (t42) {
                    __m256i t68 = _mm256_set1_epi32(1);
                    __m256i t69 = _mm256_cmpgt_epi32((__m256i)t4, t68);
                    __m256i t70 = _mm256_and_si256(t3, t69);
                    __m256i t71 = (__m256i)~(vcc_m8)t69;
                    __m256i t72 = _mm256_and_si256(t3, t71);
                    __m256i t73 = _mm256_set1_epi32((int)(t38 >= limit));
                    __m256i t74 = (__m256i)(vcc_m8)((vcc_v8_int)t73 != (vcc_v8_int){0});
                    __m256i t75 = _mm256_and_si256(t70, t74);
                    __m256i t76 = (__m256i)~(vcc_m8)t74;
                    t11 = _mm256_and_si256(t70, t76);
                    __m256i t77 = _mm256_set1_epi32(1);
                    __m256i t78 = _mm256_and_si256((__m256i)t4, t77);
                    __m256i t79 = (__m256i)(vcc_m8)((vcc_v8_int)t78 != (vcc_v8_int){0});
                    __m256i t80 = (__m256i)~(vcc_m8)t79;
                    __m256i t81 = _mm256_and_si256(t11, t80);
                    __m256i t82 = _mm256_srai_epi32((__m256i)t4, 1);
                    __m256i t83 = _mm256_set1_epi32(3);
                    __m256i t84 = _mm256_mullo_epi32(t83, (__m256i)t4);
                    __m256i t85 = _mm256_set1_epi32(1);
                    __m256i t86 = _mm256_add_epi32(t84, t85);
                    t12 = (vcc_v8_int)_mm256_blendv_epi8(t86, t82, t81);
                    __m256i t87 = _mm256_set1_epi32((int)t38);
                    t13 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t39, t87, t3);
                    t14 = _mm256_or_si256(t40, t72);
                    t15 = _mm256_or_si256(t41, t75);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t90 = t38 + 1;
                        t91 = 1;
                        t16 = (vcc_v8_int)(__m256i)t43;
                    } else {
                        __m256i t88 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t13, t14);
                        __m256i t89 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t13);
                        t16 = (vcc_v8_int)_mm256_blendv_epi8(t88, t89, t15);
                        t11 = t3;
                        t12 = (vcc_v8_int)(__m256i)t4;
                        t90 = t38;
                        t13 = (vcc_v8_int)(__m256i)t39;
                        t14 = t40;
                        t15 = t41;
                        t91 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = (vcc_v8_int)(__m256i)t4;
                    t90 = t38;
                    t13 = (vcc_v8_int)(__m256i)t39;
                    t14 = t40;
                    t15 = t41;
                    t91 = 0;
                    t16 = (vcc_v8_int)(__m256i)t43;
                }
                if (!(t67 | t91)) {
                    _mm256_storeu_si256((__m256i *)t24, (__m256i)t10);
                    _mm256_storeu_si256((__m256i *)t31, (__m256i)t16);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t23) {
                        break;
                    }
                    t25 = (int)t23;
                    goto L118;
                }
                t1 = t5;
                t2 = (vcc_v8_int)(__m256i)t6;
                t32 = t66;
                t33 = (vcc_v8_int)(__m256i)t7;
                t34 = t8;
                t35 = t9;
                t36 = t67;
                t37 = (vcc_v8_int)(__m256i)t10;
                t3 = t11;
                t4 = (vcc_v8_int)(__m256i)t12;
                t38 = t90;
                t39 = (vcc_v8_int)(__m256i)t13;
                t40 = t14;
                t41 = t15;
                t42 = t91;
                t43 = (vcc_v8_int)(__m256i)t16;
            }
        }
    } else {
        t25 = 0;
    }
L118:
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:77 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int *t28 = a + ((long)t25 + i_vec);
            vcc_v8_int t18 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)t28);
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t92 = 0;
            vcc_v8_int t19 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t20 = (__m256i)(vcc_m8){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t93 = _mm256_set1_epi32(1);
                __m256i t94 = _mm256_cmpgt_epi32((__m256i)t18, t93);
                __m256i t95 = _mm256_and_si256(t17, t94);
                __m256i t96 = (__m256i)~(vcc_m8)t94;
                __m256i t97 = _mm256_and_si256(t17, t96);
                __m256i t98 = _mm256_set1_epi32((int)(t92 >= limit));
                __m256i t99 = (__m256i)(vcc_m8)((vcc_v8_int)t98 != (vcc_v8_int){0});
                __m256i t100 = _mm256_and_si256(t95, t99);
                __m256i t101 = (__m256i)~(vcc_m8)t99;
                __m256i t102 = _mm256_and_si256(t95, t101);
                __m256i t103 = _mm256_set1_epi32(1);
                __m256i t104 = _mm256_and_si256((__m256i)t18, t103);
                __m256i t105 = (__m256i)(vcc_m8)((vcc_v8_int)t104 != (vcc_v8_int){0});
                __m256i t106 = (__m256i)~(vcc_m8)t105;
                __m256i t107 = _mm256_and_si256(t102, t106);
                __m256i t108 = _mm256_srai_epi32((__m256i)t18, 1);
                __m256i t109 = _mm256_set1_epi32(3);
                __m256i t110 = _mm256_mullo_epi32(t109, (__m256i)t18);
                __m256i t111 = _mm256_set1_epi32(1);
                __m256i t112 = _mm256_add_epi32(t110, t111);
                __m256i t113 = _mm256_blendv_epi8(t112, t108, t107);
                __m256i t114 = _mm256_set1_epi32((int)t92);
                t19 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t19, t114, t17);
                t20 = _mm256_or_si256(t20, t97);
                t21 = _mm256_or_si256(t21, t100);
                if (!(_mm256_movemask_epi8(t102) != 0)) {
                    break;
                }
                t17 = t102;
                t18 = (vcc_v8_int)t113;
                t92++;
            }
            __m256i t115 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t19, t20);
            __m256i t116 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t19);
            __m256i t117 = _mm256_blendv_epi8(t115, t116, t21);
            _mm256_storeu_si256((__m256i *)t28, t117);
            i_vec += 8L;
            if (i_vec >= t27) {
                i = (int)((long)t25 + t27);
                break;
            }
        }
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        int *t29 = a + i;
        int t30 = *t29;
        *t29 = (_mm256_zeroupper(), collatz(t30, limit));
    }
}

__attribute__((target("avx2"))) int main(void) {
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
        if ((t6 >= 32L) & (t7 >= 0)) {
            long t8 = t6 & -32L;
            __m256i t9 = _mm256_set1_epi32((int)(t7 % 3001));
            __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(3001));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t10, t11);
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 8, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + i_vec), t12);
                __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(331));
                __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(3001));
                __m256i t15 = _mm256_min_epu32(t13, t14);
                __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 8L)), t16);
                __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(662));
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(3001));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 16L)), t20);
                __m256i t21 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(993));
                __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(3001));
                __m256i t23 = _mm256_min_epu32(t21, t22);
                __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 24L)), t24);
                i_vec += 32L;
                __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1324));
                __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(3001));
                __m256i t27 = _mm256_min_epu32(t25, t26);
                if (i_vec >= t8) {
                    break;
                }
                t1 = (vcc_v8_int)t27;
            }
            t28 = (int)t8;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        int t30 = (int)((unsigned int)(int)((unsigned int)t28 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t29 >= 8L) & (t30 >= 0)) {
            long t31 = t29 & -8L;
            __m256i t32 = _mm256_set1_epi32((int)(t30 % 3001));
            __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(3001));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t33, t34);
            long i_vec_1 = 0L;
            /* vcc: loop at fused_loops.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + ((long)t28 + i_vec_1)), t35);
                i_vec_1 += 8L;
                __m256i t36 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(331));
                __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(3001));
                __m256i t38 = _mm256_min_epu32(t36, t37);
                if (i_vec_1 >= t31) {
                    break;
                }
                t2 = (vcc_v8_int)t38;
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
            if ((t41 >= 32L) & (((t42 + (unsigned long)(4L + (t41 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t41 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 128L)))) {
                long t45 = t41 & -32L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
                do {
                    __m256i in_v = _mm256_loadu_si256((const __m256i *)(in + i_vec_2));
                    _mm256_storeu_si256((__m256i *)(out + i_vec_2), in_v);
                    long t46 = i_vec_2 + 8L;
                    __m256i in_v_1 = _mm256_loadu_si256((const __m256i *)(in + t46));
                    _mm256_storeu_si256((__m256i *)(out + t46), in_v_1);
                    long t47 = i_vec_2 + 16L;
                    __m256i in_v_2 = _mm256_loadu_si256((const __m256i *)(in + t47));
                    _mm256_storeu_si256((__m256i *)(out + t47), in_v_2);
                    long t48 = i_vec_2 + 24L;
                    __m256i in_v_3 = _mm256_loadu_si256((const __m256i *)(in + t48));
                    _mm256_storeu_si256((__m256i *)(out + t48), in_v_3);
                    i_vec_2 += 32L;
                } while (i_vec_2 < t45);
                t49 = (int)t45;
            } else {
                t49 = 0;
            }
            long t50 = (long)n + (long)t49 * -1L;
            unsigned long t51 = (unsigned long)t4;
            unsigned long t52 = (unsigned long)t5;
            long t53 = (long)((unsigned long)t5 + (unsigned long)((long)t49 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t49 * 4L)));
            if ((t50 >= 8L) & (((t51 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t49 * 4L))) | ((t52 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t49 * 4L))) | ((t53 <= 0L) | (t53 >= 32L)))) {
                long t54 = t50 & -8L;
                long i_vec_3 = 0L;
                /* vcc: loop at fused_loops.c:106 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t55 = (long)t49 + i_vec_3;
                    __m256i in_v_4 = _mm256_loadu_si256((const __m256i *)(in + t55));
                    _mm256_storeu_si256((__m256i *)(out + t55), in_v_4);
                    i_vec_3 += 8L;
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
