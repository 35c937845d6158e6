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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_escape(__m256 cr, __m256 ci, unsigned int max_iter) {
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

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_collatz(__m256i x, int limit) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t2 = x;
    int t6 = 0;
    __m256i t3 = (__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32(t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256(t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_srav_epi32(t2, t22);
        __m256i t24 = _mm256_set1_epi32(3);
        __m256i t25 = t24;
        __m256i t26 = t2;
        __m256i t27 = _mm256_mullo_epi32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_set1_epi32(1);
        __m256i t30 = t28;
        __m256i t31 = t29;
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        t2 = _mm256_blendv_epi8(t33, t23, t21);
        __m256i t34 = _mm256_set1_epi32((int)t6);
        t3 = _mm256_blendv_epi8(t3, t34, t1);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t35 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t3, t4);
    __m256i t36 = t3;
    __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t36);
    __m256i t38 = t37;
    __m256i t39 = _mm256_blendv_epi8(t35, t38, t5);
    return t39;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vu_collatz(__m256i x, int limit, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = x;
    int t6 = 0;
    __m256i t3 = (__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32(t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256(t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_srav_epi32(t2, t22);
        __m256i t24 = _mm256_set1_epi32(3);
        __m256i t25 = t24;
        __m256i t26 = t2;
        __m256i t27 = _mm256_mullo_epi32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_set1_epi32(1);
        __m256i t30 = t28;
        __m256i t31 = t29;
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        t2 = _mm256_blendv_epi8(t33, t23, t21);
        __m256i t34 = _mm256_set1_epi32((int)t6);
        t3 = _mm256_blendv_epi8(t3, t34, t1);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t35 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t3, t4);
    __m256i t36 = t3;
    __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t36);
    __m256i t38 = t37;
    __m256i t39 = _mm256_blendv_epi8(t35, t38, t5);
    return t39;
}

__attribute__((target("avx2"))) void rows(unsigned *out, int n, float y) {
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
        /* vcc: loop at fused_loops.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t26 = i_vec_1 + 8L;
            i_v_2 = i_v;
            t27 = out + (int)i_vec_1;
            t28 = _mm256_cvtepi32_ps(i_v_2);
            t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.040625f));
            t30 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t29);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t40 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            i_v_4 = t40;
            t41 = out + (int)t26;
            t42 = _mm256_cvtepi32_ps(i_v_4);
            t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.040625f));
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
                    if (t45 < 150U) {
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
                    if (t49 < 150U) {
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
            t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.040625f));
            t39 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t38);
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t18 = _mm256_set1_ps(0.0f);
            t19 = _mm256_set1_ps(0.0f);
            t81 = 0U;
            t20 = (__m256i)(vcc_v8_uint){0};
            while (t81 < 150U) {
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
        out[i] = (_mm256_zeroupper(), escape(-2.0f + (float)i * 0.040625f, y, 150U));
    }
}

__attribute__((target("avx2"))) void counts(int *out, const int *in, int n, int limit) {
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
    __m256i t15;
    __m256i t16;
    long t22;
    unsigned long t23;
    unsigned long t24;
    int t29;
    long t30;
    int i;
    int t83;
    int t84;
    int t116;
    int t117;
    t22 = (long)n;
    t23 = (unsigned long)out;
    t24 = (unsigned long)in;
    if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t23))) {
        long t25 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t26 = i_vec_1 + 8L;
            long t27 = (long)(int)i_vec_1;
            int *t28 = out + t27;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(in + t27));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            long t38 = (long)(int)t26;
            int *t39 = out + t38;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(in + t38));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t40 = 0;
            __m256i t41 = (__m256i)(vcc_v8_int){0};
            __m256i t42 = (__m256i)(vcc_m8){0};
            __m256i t43 = (__m256i)(vcc_m8){0};
            int t44 = 1;
            __m256i t45 = (__m256i)(vcc_v8_int){0};
            int t46 = 0;
            __m256i t47 = (__m256i)(vcc_v8_int){0};
            __m256i t48 = (__m256i)(vcc_m8){0};
            __m256i t49 = (__m256i)(vcc_m8){0};
            int t50 = 1;
            __m256i t51 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t44) {
                    __m256i t52 = _mm256_set1_epi32(1);
                    __m256i t53 = _mm256_cmpgt_epi32(t2, t52);
                    __m256i t54 = _mm256_and_si256(t1, t53);
                    __m256i t55 = (__m256i)~(vcc_m8)t53;
                    __m256i t56 = _mm256_and_si256(t1, t55);
                    __m256i t57 = _mm256_set1_epi32((int)(t40 >= limit));
                    __m256i t58 = (__m256i)(vcc_m8)((vcc_v8_int)t57 != (vcc_v8_int){0});
                    __m256i t59 = _mm256_and_si256(t54, t58);
                    __m256i t60 = (__m256i)~(vcc_m8)t58;
                    t5 = _mm256_and_si256(t54, t60);
                    __m256i t61 = _mm256_set1_epi32(1);
                    __m256i t62 = _mm256_and_si256(t2, t61);
                    __m256i t63 = (__m256i)(vcc_m8)((vcc_v8_int)t62 != (vcc_v8_int){0});
                    __m256i t64 = (__m256i)~(vcc_m8)t63;
                    __m256i t65 = _mm256_and_si256(t5, t64);
                    __m256i t66 = _mm256_set1_epi32(1);
                    __m256i t67 = _mm256_srav_epi32(t2, t66);
                    __m256i t68 = _mm256_set1_epi32(3);
                    __m256i t69 = t68;
                    __m256i t70 = t2;
                    __m256i t71 = _mm256_mullo_epi32(t69, t70);
                    __m256i t72 = t71;
                    __m256i t73 = _mm256_set1_epi32(1);
                    __m256i t74 = t72;
                    __m256i t75 = t73;
                    __m256i t76 = _mm256_add_epi32(t74, t75);
                    __m256i t77 = t76;
                    t6 = _mm256_blendv_epi8(t77, t67, t65);
                    __m256i t78 = _mm256_set1_epi32((int)t40);
                    t7 = _mm256_blendv_epi8(t41, t78, t1);
                    t8 = _mm256_or_si256(t42, t56);
                    t9 = _mm256_or_si256(t43, t59);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t83 = t40 + 1;
                        t84 = 1;
                        t10 = t45;
                    } else {
                        __m256i t79 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t8);
                        __m256i t80 = t7;
                        __m256i t81 = _mm256_sub_epi32(_mm256_setzero_si256(), t80);
                        __m256i t82 = t81;
                        t10 = _mm256_blendv_epi8(t79, t82, t9);
                        t5 = t1;
                        t6 = t2;
                        t83 = t40;
                        t7 = t41;
                        t8 = t42;
                        t9 = t43;
                        t84 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t83 = t40;
                    t7 = t41;
                    t8 = t42;
                    t9 = t43;
                    t84 = 0;
                    t10 = t45;
                }
                if (t50) {
                    __m256i t85 = _mm256_set1_epi32(1);
                    __m256i t86 = _mm256_cmpgt_epi32(t4, t85);
                    __m256i t87 = _mm256_and_si256(t3, t86);
                    __m256i t88 = (__m256i)~(vcc_m8)t86;
                    __m256i t89 = _mm256_and_si256(t3, t88);
                    __m256i t90 = _mm256_set1_epi32((int)(t46 >= limit));
                    __m256i t91 = (__m256i)(vcc_m8)((vcc_v8_int)t90 != (vcc_v8_int){0});
                    __m256i t92 = _mm256_and_si256(t87, t91);
                    __m256i t93 = (__m256i)~(vcc_m8)t91;
                    t11 = _mm256_and_si256(t87, t93);
                    __m256i t94 = _mm256_set1_epi32(1);
                    __m256i t95 = _mm256_and_si256(t4, t94);
                    __m256i t96 = (__m256i)(vcc_m8)((vcc_v8_int)t95 != (vcc_v8_int){0});
                    __m256i t97 = (__m256i)~(vcc_m8)t96;
                    __m256i t98 = _mm256_and_si256(t11, t97);
                    __m256i t99 = _mm256_set1_epi32(1);
                    __m256i t100 = _mm256_srav_epi32(t4, t99);
                    __m256i t101 = _mm256_set1_epi32(3);
                    __m256i t102 = t101;
                    __m256i t103 = t4;
                    __m256i t104 = _mm256_mullo_epi32(t102, t103);
                    __m256i t105 = t104;
                    __m256i t106 = _mm256_set1_epi32(1);
                    __m256i t107 = t105;
                    __m256i t108 = t106;
                    __m256i t109 = _mm256_add_epi32(t107, t108);
                    __m256i t110 = t109;
                    t12 = _mm256_blendv_epi8(t110, t100, t98);
                    __m256i t111 = _mm256_set1_epi32((int)t46);
                    t13 = _mm256_blendv_epi8(t47, t111, t3);
                    t14 = _mm256_or_si256(t48, t89);
                    t15 = _mm256_or_si256(t49, t92);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t116 = t46 + 1;
                        t117 = 1;
                        t16 = t51;
                    } else {
                        __m256i t112 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t14);
                        __m256i t113 = t13;
                        __m256i t114 = _mm256_sub_epi32(_mm256_setzero_si256(), t113);
                        __m256i t115 = t114;
                        t16 = _mm256_blendv_epi8(t112, t115, t15);
                        t11 = t3;
                        t12 = t4;
                        t116 = t46;
                        t13 = t47;
                        t14 = t48;
                        t15 = t49;
                        t117 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t116 = t46;
                    t13 = t47;
                    t14 = t48;
                    t15 = t49;
                    t117 = 0;
                    t16 = t51;
                }
                if (!(t84 | t117)) {
                    _mm256_storeu_si256((__m256i *)t28, t10);
                    _mm256_storeu_si256((__m256i *)t39, t16);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t25) {
                        break;
                    }
                    t29 = (int)t25;
                    goto L153;
                }
                t1 = t5;
                t2 = t6;
                t40 = t83;
                t41 = t7;
                t42 = t8;
                t43 = t9;
                t44 = t84;
                t45 = t10;
                t3 = t11;
                t4 = t12;
                t46 = t116;
                t47 = t13;
                t48 = t14;
                t49 = t15;
                t50 = t117;
                t51 = t16;
            }
        }
    } else {
        t29 = 0;
    }
L153:
    t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)out;
    unsigned long t32 = (unsigned long)in;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L))))) {
        long t33 = t30 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t34 = (long)(int)((long)t29 + i_vec);
            int *t35 = out + t34;
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(in + t34));
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t118 = 0;
            __m256i t19 = (__m256i)(vcc_v8_int){0};
            __m256i t20 = (__m256i)(vcc_m8){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t119 = _mm256_set1_epi32(1);
                __m256i t120 = _mm256_cmpgt_epi32(t18, t119);
                __m256i t121 = _mm256_and_si256(t17, t120);
                __m256i t122 = (__m256i)~(vcc_m8)t120;
                __m256i t123 = _mm256_and_si256(t17, t122);
                __m256i t124 = _mm256_set1_epi32((int)(t118 >= limit));
                __m256i t125 = (__m256i)(vcc_m8)((vcc_v8_int)t124 != (vcc_v8_int){0});
                __m256i t126 = _mm256_and_si256(t121, t125);
                __m256i t127 = (__m256i)~(vcc_m8)t125;
                __m256i t128 = _mm256_and_si256(t121, t127);
                __m256i t129 = _mm256_set1_epi32(1);
                __m256i t130 = _mm256_and_si256(t18, t129);
                __m256i t131 = (__m256i)(vcc_m8)((vcc_v8_int)t130 != (vcc_v8_int){0});
                __m256i t132 = (__m256i)~(vcc_m8)t131;
                __m256i t133 = _mm256_and_si256(t128, t132);
                __m256i t134 = _mm256_set1_epi32(1);
                __m256i t135 = _mm256_srav_epi32(t18, t134);
                __m256i t136 = _mm256_set1_epi32(3);
                __m256i t137 = t136;
                __m256i t138 = t18;
                __m256i t139 = _mm256_mullo_epi32(t137, t138);
                __m256i t140 = t139;
                __m256i t141 = _mm256_set1_epi32(1);
                __m256i t142 = t140;
                __m256i t143 = t141;
                __m256i t144 = _mm256_add_epi32(t142, t143);
                __m256i t145 = t144;
                __m256i t146 = _mm256_blendv_epi8(t145, t135, t133);
                __m256i t147 = _mm256_set1_epi32((int)t118);
                t19 = _mm256_blendv_epi8(t19, t147, t17);
                t20 = _mm256_or_si256(t20, t123);
                t21 = _mm256_or_si256(t21, t126);
                if (!(_mm256_movemask_epi8(t128) != 0)) {
                    break;
                }
                t17 = t128;
                t18 = t146;
                t118++;
            }
            __m256i t148 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t19, t20);
            __m256i t149 = t19;
            __m256i t150 = _mm256_sub_epi32(_mm256_setzero_si256(), t149);
            __m256i t151 = t150;
            __m256i t152 = _mm256_blendv_epi8(t148, t151, t21);
            _mm256_storeu_si256((__m256i *)t35, t152);
            i_vec += 8L;
            if (i_vec >= t33) {
                i = (int)((long)t29 + t33);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t37 = in[t36];
        out[t36] = (_mm256_zeroupper(), collatz(t37, limit));
    }
}

__attribute__((target("avx2"))) void odd_counts(int *out, const int *in, int n, int limit) {
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
    __m256i t15;
    __m256i t16;
    long t22;
    unsigned long t23;
    unsigned long t24;
    int t33;
    long t34;
    int i;
    int t97;
    int t98;
    int t130;
    int t131;
    t22 = (long)n;
    t23 = (unsigned long)out;
    t24 = (unsigned long)in;
    if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= t23))) {
        long t25 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t26 = i_vec_1 + 8L;
            long t27 = (long)(int)i_vec_1;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(in + t27));
            __m256i t28 = _mm256_and_si256(t2, _mm256_set1_epi32(2));
            __m256i t29 = _mm256_xor_si256(_mm256_cmpeq_epi32(t28, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t30 = (__m256i)~(vcc_m8)t29;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t27 * 4UL), t30, _mm256_set1_epi32(-1000));
            __m256i t31 = _mm256_xor_si256(_mm256_cmpeq_epi32(t28, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t32 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t31);
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)t32 != (vcc_v8_int){0});
            int *t46 = (int *)((unsigned long)out + (unsigned long)t27 * 4UL);
            long t47 = (long)(int)t26;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(in + t47));
            __m256i t48 = _mm256_and_si256(t4, _mm256_set1_epi32(2));
            __m256i t49 = _mm256_xor_si256(_mm256_cmpeq_epi32(t48, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t50 = (__m256i)~(vcc_m8)t49;
            int *t51 = (int *)((unsigned long)out + (unsigned long)t47 * 4UL);
            __m256i t52 = _mm256_xor_si256(_mm256_cmpeq_epi32(t48, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t53 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t52);
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
            int t54 = 0;
            __m256i t55 = (__m256i)(vcc_v8_int){0};
            __m256i t56 = (__m256i)(vcc_m8){0};
            __m256i t57 = (__m256i)(vcc_m8){0};
            int t58 = 1;
            __m256i t59 = (__m256i)(vcc_v8_int){0};
            int t60 = 0;
            __m256i t61 = (__m256i)(vcc_v8_int){0};
            __m256i t62 = (__m256i)(vcc_m8){0};
            __m256i t63 = (__m256i)(vcc_m8){0};
            int t64 = 1;
            __m256i t65 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t58) {
                    __m256i t66 = _mm256_set1_epi32(1);
                    __m256i t67 = _mm256_cmpgt_epi32(t2, t66);
                    __m256i t68 = _mm256_and_si256(t1, t67);
                    __m256i t69 = (__m256i)~(vcc_m8)t67;
                    __m256i t70 = _mm256_and_si256(t1, t69);
                    __m256i t71 = _mm256_set1_epi32((int)(t54 >= limit));
                    __m256i t72 = (__m256i)(vcc_m8)((vcc_v8_int)t71 != (vcc_v8_int){0});
                    __m256i t73 = _mm256_and_si256(t68, t72);
                    __m256i t74 = (__m256i)~(vcc_m8)t72;
                    t5 = _mm256_and_si256(t68, t74);
                    __m256i t75 = _mm256_set1_epi32(1);
                    __m256i t76 = _mm256_and_si256(t2, t75);
                    __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_int)t76 != (vcc_v8_int){0});
                    __m256i t78 = (__m256i)~(vcc_m8)t77;
                    __m256i t79 = _mm256_and_si256(t5, t78);
                    __m256i t80 = _mm256_set1_epi32(1);
                    __m256i t81 = _mm256_srav_epi32(t2, t80);
                    __m256i t82 = _mm256_set1_epi32(3);
                    __m256i t83 = t82;
                    __m256i t84 = t2;
                    __m256i t85 = _mm256_mullo_epi32(t83, t84);
                    __m256i t86 = t85;
                    __m256i t87 = _mm256_set1_epi32(1);
                    __m256i t88 = t86;
                    __m256i t89 = t87;
                    __m256i t90 = _mm256_add_epi32(t88, t89);
                    __m256i t91 = t90;
                    t6 = _mm256_blendv_epi8(t91, t81, t79);
                    __m256i t92 = _mm256_set1_epi32((int)t54);
                    t7 = _mm256_blendv_epi8(t55, t92, t1);
                    t8 = _mm256_or_si256(t56, t70);
                    t9 = _mm256_or_si256(t57, t73);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t97 = t54 + 1;
                        t98 = 1;
                        t10 = t59;
                    } else {
                        __m256i t93 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t8);
                        __m256i t94 = t7;
                        __m256i t95 = _mm256_sub_epi32(_mm256_setzero_si256(), t94);
                        __m256i t96 = t95;
                        t10 = _mm256_blendv_epi8(t93, t96, t9);
                        t5 = t1;
                        t6 = t2;
                        t97 = t54;
                        t7 = t55;
                        t8 = t56;
                        t9 = t57;
                        t98 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t97 = t54;
                    t7 = t55;
                    t8 = t56;
                    t9 = t57;
                    t98 = 0;
                    t10 = t59;
                }
                if (t64) {
                    __m256i t99 = _mm256_set1_epi32(1);
                    __m256i t100 = _mm256_cmpgt_epi32(t4, t99);
                    __m256i t101 = _mm256_and_si256(t3, t100);
                    __m256i t102 = (__m256i)~(vcc_m8)t100;
                    __m256i t103 = _mm256_and_si256(t3, t102);
                    __m256i t104 = _mm256_set1_epi32((int)(t60 >= limit));
                    __m256i t105 = (__m256i)(vcc_m8)((vcc_v8_int)t104 != (vcc_v8_int){0});
                    __m256i t106 = _mm256_and_si256(t101, t105);
                    __m256i t107 = (__m256i)~(vcc_m8)t105;
                    t11 = _mm256_and_si256(t101, t107);
                    __m256i t108 = _mm256_set1_epi32(1);
                    __m256i t109 = _mm256_and_si256(t4, t108);
                    __m256i t110 = (__m256i)(vcc_m8)((vcc_v8_int)t109 != (vcc_v8_int){0});
                    __m256i t111 = (__m256i)~(vcc_m8)t110;
                    __m256i t112 = _mm256_and_si256(t11, t111);
                    __m256i t113 = _mm256_set1_epi32(1);
                    __m256i t114 = _mm256_srav_epi32(t4, t113);
                    __m256i t115 = _mm256_set1_epi32(3);
                    __m256i t116 = t115;
                    __m256i t117 = t4;
                    __m256i t118 = _mm256_mullo_epi32(t116, t117);
                    __m256i t119 = t118;
                    __m256i t120 = _mm256_set1_epi32(1);
                    __m256i t121 = t119;
                    __m256i t122 = t120;
                    __m256i t123 = _mm256_add_epi32(t121, t122);
                    __m256i t124 = t123;
                    t12 = _mm256_blendv_epi8(t124, t114, t112);
                    __m256i t125 = _mm256_set1_epi32((int)t60);
                    t13 = _mm256_blendv_epi8(t61, t125, t3);
                    t14 = _mm256_or_si256(t62, t103);
                    t15 = _mm256_or_si256(t63, t106);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t130 = t60 + 1;
                        t131 = 1;
                        t16 = t65;
                    } else {
                        __m256i t126 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t14);
                        __m256i t127 = t13;
                        __m256i t128 = _mm256_sub_epi32(_mm256_setzero_si256(), t127);
                        __m256i t129 = t128;
                        t16 = _mm256_blendv_epi8(t126, t129, t15);
                        t11 = t3;
                        t12 = t4;
                        t130 = t60;
                        t13 = t61;
                        t14 = t62;
                        t15 = t63;
                        t131 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t130 = t60;
                    t13 = t61;
                    t14 = t62;
                    t15 = t63;
                    t131 = 0;
                    t16 = t65;
                }
                if (!(t98 | t131)) {
                    _mm256_maskstore_epi32((int *)t46, t31, t10);
                    _mm256_maskstore_epi32((int *)t51, t50, _mm256_set1_epi32(-1000));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t47 * 4UL), t52, t16);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t25) {
                        break;
                    }
                    t33 = (int)t25;
                    goto L167;
                }
                t1 = t5;
                t2 = t6;
                t54 = t97;
                t55 = t7;
                t56 = t8;
                t57 = t9;
                t58 = t98;
                t59 = t10;
                t3 = t11;
                t4 = t12;
                t60 = t130;
                t61 = t13;
                t62 = t14;
                t63 = t15;
                t64 = t131;
                t65 = t16;
            }
        }
    } else {
        t33 = 0;
    }
L167:
    t34 = (long)n + (long)t33 * -1L;
    unsigned long t35 = (unsigned long)out;
    unsigned long t36 = (unsigned long)in;
    if ((t34 >= 8L) & (((t35 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t33 * 4L))) | ((t36 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t33 * 4L))))) {
        long t37 = t34 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t38 = (long)(int)((long)t33 + i_vec);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(in + t38));
            __m256i t39 = _mm256_and_si256(t18, _mm256_set1_epi32(2));
            __m256i t40 = _mm256_xor_si256(_mm256_cmpeq_epi32(t39, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t41 = (__m256i)~(vcc_m8)t40;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t38 * 4UL), t41, _mm256_set1_epi32(-1000));
            __m256i t42 = _mm256_xor_si256(_mm256_cmpeq_epi32(t39, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t43 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t42);
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)t43 != (vcc_v8_int){0});
            int t132 = 0;
            __m256i t19 = (__m256i)(vcc_v8_int){0};
            __m256i t20 = (__m256i)(vcc_m8){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t133 = _mm256_set1_epi32(1);
                __m256i t134 = _mm256_cmpgt_epi32(t18, t133);
                __m256i t135 = _mm256_and_si256(t17, t134);
                __m256i t136 = (__m256i)~(vcc_m8)t134;
                __m256i t137 = _mm256_and_si256(t17, t136);
                __m256i t138 = _mm256_set1_epi32((int)(t132 >= limit));
                __m256i t139 = (__m256i)(vcc_m8)((vcc_v8_int)t138 != (vcc_v8_int){0});
                __m256i t140 = _mm256_and_si256(t135, t139);
                __m256i t141 = (__m256i)~(vcc_m8)t139;
                __m256i t142 = _mm256_and_si256(t135, t141);
                __m256i t143 = _mm256_set1_epi32(1);
                __m256i t144 = _mm256_and_si256(t18, t143);
                __m256i t145 = (__m256i)(vcc_m8)((vcc_v8_int)t144 != (vcc_v8_int){0});
                __m256i t146 = (__m256i)~(vcc_m8)t145;
                __m256i t147 = _mm256_and_si256(t142, t146);
                __m256i t148 = _mm256_set1_epi32(1);
                __m256i t149 = _mm256_srav_epi32(t18, t148);
                __m256i t150 = _mm256_set1_epi32(3);
                __m256i t151 = t150;
                __m256i t152 = t18;
                __m256i t153 = _mm256_mullo_epi32(t151, t152);
                __m256i t154 = t153;
                __m256i t155 = _mm256_set1_epi32(1);
                __m256i t156 = t154;
                __m256i t157 = t155;
                __m256i t158 = _mm256_add_epi32(t156, t157);
                __m256i t159 = t158;
                __m256i t160 = _mm256_blendv_epi8(t159, t149, t147);
                __m256i t161 = _mm256_set1_epi32((int)t132);
                t19 = _mm256_blendv_epi8(t19, t161, t17);
                t20 = _mm256_or_si256(t20, t137);
                t21 = _mm256_or_si256(t21, t140);
                if (!(_mm256_movemask_epi8(t142) != 0)) {
                    break;
                }
                t17 = t142;
                t18 = t160;
                t132++;
            }
            __m256i t162 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t19, t20);
            __m256i t163 = t19;
            __m256i t164 = _mm256_sub_epi32(_mm256_setzero_si256(), t163);
            __m256i t165 = t164;
            __m256i t166 = _mm256_blendv_epi8(t162, t165, t21);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t38 * 4UL), t42, t166);
            i_vec += 8L;
            if (i_vec >= t37) {
                i = (int)((long)t33 + t37);
                break;
            }
        }
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        int t45 = in[t44];
        if (t45 & 2) {
            out[t44] = (_mm256_zeroupper(), collatz(t45, limit));
        } else {
            out[t44] = -1000;
        }
    }
}

__attribute__((target("avx2"))) void two_rows(unsigned *out, int n, float y) {
    __m256i i_v;
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
    long t17;
    long t18;
    __m256 y_v;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256i i_v_1;
    unsigned int *t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    int i;
    __m256 t28;
    __m256 t29;
    unsigned int t30;
    __m256i t31;
    int t32;
    __m256i t33;
    unsigned int t34;
    __m256i t35;
    int t36;
    __m256i t37;
    unsigned int t49;
    int t50;
    __m256i t51;
    unsigned int t63;
    int t64;
    __m256i t65;
    t17 = (long)n;
    if (t17 >= 8L) {
        t18 = t17 & -8L;
        y_v = _mm256_set1_ps(y);
        t19 = _mm256_set1_epi32(0);
        t20 = t19;
        i_v = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t21 = _mm256_xor_ps(y_v, _mm256_set1_ps(-0.0f));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            i_v_1 = i_v;
            t22 = out + (int)i_vec;
            t23 = _mm256_cvtepi32_ps(i_v_1);
            t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.040625f));
            t25 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t24);
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t2 = _mm256_set1_ps(0.0f);
            t3 = _mm256_set1_ps(0.0f);
            t28 = _mm256_mul_ps(t23, _mm256_set1_ps(0.0203125f));
            t29 = _mm256_add_ps(_mm256_set1_ps(-1.5f), t28);
            t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t5 = _mm256_set1_ps(0.0f);
            t6 = _mm256_set1_ps(0.0f);
            t30 = 0U;
            t31 = (__m256i)(vcc_v8_uint){0};
            t32 = 1;
            t33 = (__m256i)(vcc_v8_uint){0};
            t34 = 0U;
            t35 = (__m256i)(vcc_v8_uint){0};
            t36 = 1;
            t37 = (__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t32) {
                    if (t30 < 90U) {
                        __m256 t38 = _mm256_mul_ps(t2, t2);
                        __m256 t39 = _mm256_mul_ps(t3, t3);
                        __m256 t40 = _mm256_add_ps(t38, t39);
                        __m256 t41 = _mm256_set1_ps(4.0f);
                        __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(t40, t41, _CMP_LT_OQ));
                        t7 = _mm256_and_si256(t1, t42);
                        __m256 t43 = _mm256_sub_ps(t38, t39);
                        t8 = _mm256_add_ps(t43, t25);
                        __m256 t44 = _mm256_set1_ps(2.0f);
                        __m256 t45 = _mm256_mul_ps(t44, t2);
                        __m256 t46 = _mm256_mul_ps(t45, t3);
                        t9 = _mm256_add_ps(t46, y_v);
                        __m256i t47 = _mm256_set1_epi32((int)t30);
                        t10 = _mm256_blendv_epi8(t31, t47, t1);
                        if ((_mm256_movemask_epi8(t7) != 0)) {
                            t49 = t30 + 1U;
                            t50 = 1;
                            t51 = t33;
                            goto L68;
                        }
                        t11 = t10;
                    } else {
                        __m256i t48 = _mm256_set1_epi32((int)t30);
                        t11 = _mm256_blendv_epi8(t31, t48, t1);
                    }
                    t7 = t1;
                    t49 = t30;
                    t8 = t2;
                    t9 = t3;
                    t10 = t31;
                    t50 = 0;
                    t51 = t11;
                } else {
                    t7 = t1;
                    t49 = t30;
                    t8 = t2;
                    t9 = t3;
                    t10 = t31;
                    t50 = 0;
                    t51 = t33;
                }
            L68:
                if (t36) {
                    if (t34 < 60U) {
                        __m256 t52 = _mm256_mul_ps(t5, t5);
                        __m256 t53 = _mm256_mul_ps(t6, t6);
                        __m256 t54 = _mm256_add_ps(t52, t53);
                        __m256 t55 = _mm256_set1_ps(4.0f);
                        __m256i t56 = _mm256_castps_si256(_mm256_cmp_ps(t54, t55, _CMP_LT_OQ));
                        t12 = _mm256_and_si256(t4, t56);
                        __m256 t57 = _mm256_sub_ps(t52, t53);
                        t13 = _mm256_add_ps(t57, t29);
                        __m256 t58 = _mm256_set1_ps(2.0f);
                        __m256 t59 = _mm256_mul_ps(t58, t5);
                        __m256 t60 = _mm256_mul_ps(t59, t6);
                        t14 = _mm256_add_ps(t60, t21);
                        __m256i t61 = _mm256_set1_epi32((int)t34);
                        t15 = _mm256_blendv_epi8(t35, t61, t4);
                        if ((_mm256_movemask_epi8(t12) != 0)) {
                            t63 = t34 + 1U;
                            t64 = 1;
                            t65 = t37;
                            goto L69;
                        }
                        t16 = t15;
                    } else {
                        __m256i t62 = _mm256_set1_epi32((int)t34);
                        t16 = _mm256_blendv_epi8(t35, t62, t4);
                    }
                    t12 = t4;
                    t63 = t34;
                    t13 = t5;
                    t14 = t6;
                    t15 = t35;
                    t64 = 0;
                    t65 = t16;
                } else {
                    t12 = t4;
                    t63 = t34;
                    t13 = t5;
                    t14 = t6;
                    t15 = t35;
                    t64 = 0;
                    t65 = t37;
                }
            L69:
                if (!(t50 | t64)) {
                    __m256i t66 = _mm256_mullo_epi32(_mm256_set1_epi32(1000), t65);
                    __m256i t67 = _mm256_add_epi32(t51, t66);
                    _mm256_storeu_si256((__m256i *)t22, t67);
                    i_vec += 8L;
                    i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                    if (i_vec < t18) {
                        break;
                    }
                    i = (int)t18;
                    goto L70;
                }
                t1 = t7;
                t30 = t49;
                t2 = t8;
                t3 = t9;
                t31 = t10;
                t32 = t50;
                t33 = t51;
                t4 = t12;
                t34 = t63;
                t5 = t13;
                t6 = t14;
                t35 = t15;
                t36 = t64;
                t37 = t65;
            }
        }
    } else {
        i = 0;
    }
L70:
    for (; i < n; i++) {
        float t26 = (float)i;
        unsigned int t27 = (_mm256_zeroupper(), escape(-2.0f + t26 * 0.040625f, y, 90U));
        out[i] = t27 + 1000U * (_mm256_zeroupper(), escape(-1.5f + t26 * 0.0203125f, -y, 60U));
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
            __m128i in_v = _mm_loadu_si128((const __m128i *)(in + (int)i_vec));
            __m128i t3 = (__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[0], ((vcc_v4_int)limit_v)[0])));
            __m128i t4 = (__m128i)vcc_insert((vcc_v4_int)t3, 1, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[1], ((vcc_v4_int)limit_v)[1])));
            __m128i t5 = (__m128i)vcc_insert((vcc_v4_int)t4, 2, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[2], ((vcc_v4_int)limit_v)[2])));
            __m128i t6 = (__m128i)vcc_insert((vcc_v4_int)t5, 3, (_mm256_zeroupper(), collatz(((vcc_v4_int)in_v)[3], ((vcc_v4_int)limit_v)[3])));
            __m256i t7 = _mm256_cvtepi32_epi64(t6);
            __m256i t8 = t7;
            s_v = _mm256_add_epi64(s_v, t8);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (long)vcc_avx2_reduce_epi64(s_v, _mm_add_epi64, unsigned long);
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        int t9 = in[i];
        s += (long)(_mm256_zeroupper(), collatz(t9, limit));
    }
    return s;
}

__attribute__((target("avx2"))) void in_place(int *a, int n, int limit) {
    int t20;
    int i;
    long t16 = (long)n;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:77 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t18 = i_vec_1 + 8L;
            int *t19 = a + (int)i_vec_1;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)t19);
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t27 = 0;
            __m256i t3 = (__m256i)(vcc_v8_int){0};
            __m256i t4 = (__m256i)(vcc_m8){0};
            __m256i t5 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t28 = _mm256_set1_epi32(1);
                __m256i t29 = _mm256_cmpgt_epi32(t2, t28);
                __m256i t30 = _mm256_and_si256(t1, t29);
                __m256i t31 = (__m256i)~(vcc_m8)t29;
                __m256i t32 = _mm256_and_si256(t1, t31);
                __m256i t33 = _mm256_set1_epi32((int)(t27 >= limit));
                __m256i t34 = (__m256i)(vcc_m8)((vcc_v8_int)t33 != (vcc_v8_int){0});
                __m256i t35 = _mm256_and_si256(t30, t34);
                __m256i t36 = (__m256i)~(vcc_m8)t34;
                __m256i t37 = _mm256_and_si256(t30, t36);
                __m256i t38 = _mm256_set1_epi32(1);
                __m256i t39 = _mm256_and_si256(t2, t38);
                __m256i t40 = (__m256i)(vcc_m8)((vcc_v8_int)t39 != (vcc_v8_int){0});
                __m256i t41 = (__m256i)~(vcc_m8)t40;
                __m256i t42 = _mm256_and_si256(t37, t41);
                __m256i t43 = _mm256_set1_epi32(1);
                __m256i t44 = _mm256_srav_epi32(t2, t43);
                __m256i t45 = _mm256_set1_epi32(3);
                __m256i t46 = t45;
                __m256i t47 = t2;
                __m256i t48 = _mm256_mullo_epi32(t46, t47);
                __m256i t49 = t48;
                __m256i t50 = _mm256_set1_epi32(1);
                __m256i t51 = t49;
                __m256i t52 = t50;
                __m256i t53 = _mm256_add_epi32(t51, t52);
                __m256i t54 = t53;
                __m256i t55 = _mm256_blendv_epi8(t54, t44, t42);
                __m256i t56 = _mm256_set1_epi32((int)t27);
                t3 = _mm256_blendv_epi8(t3, t56, t1);
                t4 = _mm256_or_si256(t4, t32);
                t5 = _mm256_or_si256(t5, t35);
                if (!(_mm256_movemask_epi8(t37) != 0)) {
                    break;
                }
                t1 = t37;
                t2 = t55;
                t27++;
            }
            __m256i t57 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t3, t4);
            __m256i t58 = t3;
            __m256i t59 = _mm256_sub_epi32(_mm256_setzero_si256(), t58);
            __m256i t60 = t59;
            __m256i t61 = _mm256_blendv_epi8(t57, t60, t5);
            _mm256_storeu_si256((__m256i *)t19, t61);
            int *t26 = a + (int)t18;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)t26);
            __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t97 = 0;
            __m256i t13 = (__m256i)(vcc_v8_int){0};
            __m256i t14 = (__m256i)(vcc_m8){0};
            __m256i t15 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t98 = _mm256_set1_epi32(1);
                __m256i t99 = _mm256_cmpgt_epi32(t12, t98);
                __m256i t100 = _mm256_and_si256(t11, t99);
                __m256i t101 = (__m256i)~(vcc_m8)t99;
                __m256i t102 = _mm256_and_si256(t11, t101);
                __m256i t103 = _mm256_set1_epi32((int)(t97 >= limit));
                __m256i t104 = (__m256i)(vcc_m8)((vcc_v8_int)t103 != (vcc_v8_int){0});
                __m256i t105 = _mm256_and_si256(t100, t104);
                __m256i t106 = (__m256i)~(vcc_m8)t104;
                __m256i t107 = _mm256_and_si256(t100, t106);
                __m256i t108 = _mm256_set1_epi32(1);
                __m256i t109 = _mm256_and_si256(t12, t108);
                __m256i t110 = (__m256i)(vcc_m8)((vcc_v8_int)t109 != (vcc_v8_int){0});
                __m256i t111 = (__m256i)~(vcc_m8)t110;
                __m256i t112 = _mm256_and_si256(t107, t111);
                __m256i t113 = _mm256_set1_epi32(1);
                __m256i t114 = _mm256_srav_epi32(t12, t113);
                __m256i t115 = _mm256_set1_epi32(3);
                __m256i t116 = t115;
                __m256i t117 = t12;
                __m256i t118 = _mm256_mullo_epi32(t116, t117);
                __m256i t119 = t118;
                __m256i t120 = _mm256_set1_epi32(1);
                __m256i t121 = t119;
                __m256i t122 = t120;
                __m256i t123 = _mm256_add_epi32(t121, t122);
                __m256i t124 = t123;
                __m256i t125 = _mm256_blendv_epi8(t124, t114, t112);
                __m256i t126 = _mm256_set1_epi32((int)t97);
                t13 = _mm256_blendv_epi8(t13, t126, t11);
                t14 = _mm256_or_si256(t14, t102);
                t15 = _mm256_or_si256(t15, t105);
                if (!(_mm256_movemask_epi8(t107) != 0)) {
                    break;
                }
                t11 = t107;
                t12 = t125;
                t97++;
            }
            __m256i t127 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t14);
            __m256i t128 = t13;
            __m256i t129 = _mm256_sub_epi32(_mm256_setzero_si256(), t128);
            __m256i t130 = t129;
            __m256i t131 = _mm256_blendv_epi8(t127, t130, t15);
            _mm256_storeu_si256((__m256i *)t26, t131);
            i_vec_1 += 16L;
            if (i_vec_1 >= t17) {
                t20 = (int)t17;
                break;
            }
        }
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec = 0L;
        for (;;) {
            int *t23 = a + (int)((long)t20 + i_vec);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t23);
            __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t62 = 0;
            __m256i t8 = (__m256i)(vcc_v8_int){0};
            __m256i t9 = (__m256i)(vcc_m8){0};
            __m256i t10 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t63 = _mm256_set1_epi32(1);
                __m256i t64 = _mm256_cmpgt_epi32(t7, t63);
                __m256i t65 = _mm256_and_si256(t6, t64);
                __m256i t66 = (__m256i)~(vcc_m8)t64;
                __m256i t67 = _mm256_and_si256(t6, t66);
                __m256i t68 = _mm256_set1_epi32((int)(t62 >= limit));
                __m256i t69 = (__m256i)(vcc_m8)((vcc_v8_int)t68 != (vcc_v8_int){0});
                __m256i t70 = _mm256_and_si256(t65, t69);
                __m256i t71 = (__m256i)~(vcc_m8)t69;
                __m256i t72 = _mm256_and_si256(t65, t71);
                __m256i t73 = _mm256_set1_epi32(1);
                __m256i t74 = _mm256_and_si256(t7, t73);
                __m256i t75 = (__m256i)(vcc_m8)((vcc_v8_int)t74 != (vcc_v8_int){0});
                __m256i t76 = (__m256i)~(vcc_m8)t75;
                __m256i t77 = _mm256_and_si256(t72, t76);
                __m256i t78 = _mm256_set1_epi32(1);
                __m256i t79 = _mm256_srav_epi32(t7, t78);
                __m256i t80 = _mm256_set1_epi32(3);
                __m256i t81 = t80;
                __m256i t82 = t7;
                __m256i t83 = _mm256_mullo_epi32(t81, t82);
                __m256i t84 = t83;
                __m256i t85 = _mm256_set1_epi32(1);
                __m256i t86 = t84;
                __m256i t87 = t85;
                __m256i t88 = _mm256_add_epi32(t86, t87);
                __m256i t89 = t88;
                __m256i t90 = _mm256_blendv_epi8(t89, t79, t77);
                __m256i t91 = _mm256_set1_epi32((int)t62);
                t8 = _mm256_blendv_epi8(t8, t91, t6);
                t9 = _mm256_or_si256(t9, t67);
                t10 = _mm256_or_si256(t10, t70);
                if (!(_mm256_movemask_epi8(t72) != 0)) {
                    break;
                }
                t6 = t72;
                t7 = t90;
                t62++;
            }
            __m256i t92 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t8, t9);
            __m256i t93 = t8;
            __m256i t94 = _mm256_sub_epi32(_mm256_setzero_si256(), t93);
            __m256i t95 = t94;
            __m256i t96 = _mm256_blendv_epi8(t92, t95, t10);
            _mm256_storeu_si256((__m256i *)t23, t96);
            i_vec += 8L;
            if (i_vec >= t22) {
                i = (int)((long)t20 + t22);
                break;
            }
        }
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        int *t24 = a + i;
        int t25 = *t24;
        *t24 = (_mm256_zeroupper(), collatz(t25, limit));
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t38;
    int i;
    int t63;
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
            __m256i t11 = t10;
            __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(3001));
            __m256i t13 = _mm256_min_epu32(t11, t12);
            __m256i t1 = t13;
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 8, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)i_vec), t14);
                __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(331));
                __m256i t16 = t15;
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(3001));
                __m256i t18 = _mm256_min_epu32(t16, t17);
                __m256i t19 = t18;
                __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 8L)), t20);
                __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(662));
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(3001));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256i t25 = t24;
                __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 16L)), t26);
                __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(993));
                __m256i t28 = t27;
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(3001));
                __m256i t30 = _mm256_min_epu32(t28, t29);
                __m256i t31 = t30;
                __m256i t32 = _mm256_add_epi32(t31, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 24L)), t32);
                i_vec += 32L;
                __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(1324));
                __m256i t34 = t33;
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(3001));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                __m256i t37 = t36;
                if (i_vec >= t8) {
                    break;
                }
                t1 = t37;
            }
            t38 = (int)t8;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        int t40 = (int)((unsigned int)(int)((unsigned int)t38 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t39 >= 8L) & (t40 >= 0)) {
            long t41 = t39 & -8L;
            __m256i t42 = _mm256_set1_epi32((int)(t40 % 3001));
            __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t44 = t43;
            __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(3001));
            __m256i t46 = _mm256_min_epu32(t44, t45);
            __m256i t2 = t46;
            long i_vec_1 = 0L;
            for (;;) {
                __m256i t47 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t38 + i_vec_1)), t47);
                i_vec_1 += 8L;
                __m256i t48 = _mm256_add_epi32(t2, _mm256_set1_epi32(331));
                __m256i t49 = t48;
                __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(3001));
                __m256i t51 = _mm256_min_epu32(t49, t50);
                __m256i t52 = t51;
                if (i_vec_1 >= t41) {
                    break;
                }
                t2 = t52;
            }
            i = (int)((long)t38 + t41);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t53 = (float)y;
            rows(u, n, -1.2f + t53 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t53 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t54 = in;
            counts(out, t54, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t54, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t54, n, limit);
            long t55 = (long)n;
            unsigned long t56 = (unsigned long)t4;
            unsigned long t57 = (unsigned long)t5;
            if ((t55 >= 32L) & (((t56 + (unsigned long)(4L + (t55 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t55 - 1L) * 4L)) <= t56))) {
                long t58 = t55 & -32L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap, vector epilogue VF 8, scalar epilogue */
                do {
                    long t59 = (long)(int)i_vec_2;
                    __m256i in_v = _mm256_loadu_si256((const __m256i *)(in + t59));
                    _mm256_storeu_si256((__m256i *)(out + t59), in_v);
                    long t60 = (long)(int)(i_vec_2 + 8L);
                    __m256i in_v_1 = _mm256_loadu_si256((const __m256i *)(in + t60));
                    _mm256_storeu_si256((__m256i *)(out + t60), in_v_1);
                    long t61 = (long)(int)(i_vec_2 + 16L);
                    __m256i in_v_2 = _mm256_loadu_si256((const __m256i *)(in + t61));
                    _mm256_storeu_si256((__m256i *)(out + t61), in_v_2);
                    long t62 = (long)(int)(i_vec_2 + 24L);
                    __m256i in_v_3 = _mm256_loadu_si256((const __m256i *)(in + t62));
                    _mm256_storeu_si256((__m256i *)(out + t62), in_v_3);
                    i_vec_2 += 32L;
                } while (i_vec_2 < t58);
                t63 = (int)t58;
            } else {
                t63 = 0;
            }
            long t64 = (long)n + (long)t63 * -1L;
            unsigned long t65 = (unsigned long)t4;
            unsigned long t66 = (unsigned long)t5;
            if ((t64 >= 8L) & (((t65 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t63 * 4L))) | ((t66 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t63 * 4L))))) {
                long t67 = t64 & -8L;
                long i_vec_3 = 0L;
                do {
                    long t68 = (long)(int)((long)t63 + i_vec_3);
                    __m256i in_v_4 = _mm256_loadu_si256((const __m256i *)(in + t68));
                    _mm256_storeu_si256((__m256i *)(out + t68), in_v_4);
                    i_vec_3 += 8L;
                } while (i_vec_3 < t67);
                i_5 = (int)((long)t63 + t67);
            } else {
                i_5 = t63;
            }
            for (; i_5 < n; i_5++) {
                long t69 = (long)i_5;
                out[t69] = in[t69];
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
