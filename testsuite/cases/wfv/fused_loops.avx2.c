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
            t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.040625f));
            t36 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t35);
            t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t4 = _mm256_set1_ps(0.0f);
            t5 = _mm256_set1_ps(0.0f);
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            t49 = t48;
            t50 = out + (int)t31;
            t51 = _mm256_cvtepi32_ps(t49);
            t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.040625f));
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
                    if (t54 < 150U) {
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
                    if (t58 < 150U) {
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
            t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.040625f));
            t47 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t46);
            t20 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t21 = _mm256_set1_ps(0.0f);
            t22 = _mm256_set1_ps(0.0f);
            t90 = 0U;
            t23 = (__m256i)(vcc_v8_uint){0};
            while (t90 < 150U) {
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
    long t24;
    unsigned long t25;
    unsigned long t26;
    int t31;
    long t32;
    int i;
    int t85;
    int t86;
    int t118;
    int t119;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        long t27 = t24 & -16L;
        long t23 = 0L;
        for (;;) {
            long t28 = t23 + 8L;
            long t29 = (long)(int)t23;
            int *t30 = out + t29;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(in + t29));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            long t40 = (long)(int)t28;
            int *t41 = out + t40;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(in + t40));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t42 = 0;
            __m256i t43 = (__m256i)(vcc_v8_int){0};
            __m256i t44 = (__m256i)(vcc_m8){0};
            __m256i t45 = (__m256i)(vcc_m8){0};
            int t46 = 1;
            __m256i t47 = (__m256i)(vcc_v8_int){0};
            int t48 = 0;
            __m256i t49 = (__m256i)(vcc_v8_int){0};
            __m256i t50 = (__m256i)(vcc_m8){0};
            __m256i t51 = (__m256i)(vcc_m8){0};
            int t52 = 1;
            __m256i t53 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t46) {
                    __m256i t54 = _mm256_set1_epi32(1);
                    __m256i t55 = _mm256_cmpgt_epi32(t2, t54);
                    __m256i t56 = _mm256_and_si256(t1, t55);
                    __m256i t57 = (__m256i)~(vcc_m8)t55;
                    __m256i t58 = _mm256_and_si256(t1, t57);
                    __m256i t59 = _mm256_set1_epi32((int)(t42 >= limit));
                    __m256i t60 = (__m256i)(vcc_m8)((vcc_v8_int)t59 != (vcc_v8_int){0});
                    __m256i t61 = _mm256_and_si256(t56, t60);
                    __m256i t62 = (__m256i)~(vcc_m8)t60;
                    t5 = _mm256_and_si256(t56, t62);
                    __m256i t63 = _mm256_set1_epi32(1);
                    __m256i t64 = _mm256_and_si256(t2, t63);
                    __m256i t65 = (__m256i)(vcc_m8)((vcc_v8_int)t64 != (vcc_v8_int){0});
                    __m256i t66 = (__m256i)~(vcc_m8)t65;
                    __m256i t67 = _mm256_and_si256(t5, t66);
                    __m256i t68 = _mm256_set1_epi32(1);
                    __m256i t69 = _mm256_srav_epi32(t2, t68);
                    __m256i t70 = _mm256_set1_epi32(3);
                    __m256i t71 = t70;
                    __m256i t72 = t2;
                    __m256i t73 = _mm256_mullo_epi32(t71, t72);
                    __m256i t74 = t73;
                    __m256i t75 = _mm256_set1_epi32(1);
                    __m256i t76 = t74;
                    __m256i t77 = t75;
                    __m256i t78 = _mm256_add_epi32(t76, t77);
                    __m256i t79 = t78;
                    t6 = _mm256_blendv_epi8(t79, t69, t67);
                    __m256i t80 = _mm256_set1_epi32((int)t42);
                    t7 = _mm256_blendv_epi8(t43, t80, t1);
                    t8 = _mm256_or_si256(t44, t58);
                    t9 = _mm256_or_si256(t45, t61);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t85 = t42 + 1;
                        t86 = 1;
                        t10 = t47;
                    } else {
                        __m256i t81 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t8);
                        __m256i t82 = t7;
                        __m256i t83 = _mm256_sub_epi32(_mm256_setzero_si256(), t82);
                        __m256i t84 = t83;
                        t10 = _mm256_blendv_epi8(t81, t84, t9);
                        t5 = t1;
                        t6 = t2;
                        t85 = t42;
                        t7 = t43;
                        t8 = t44;
                        t9 = t45;
                        t86 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t85 = t42;
                    t7 = t43;
                    t8 = t44;
                    t9 = t45;
                    t86 = 0;
                    t10 = t47;
                }
                if (t52) {
                    __m256i t87 = _mm256_set1_epi32(1);
                    __m256i t88 = _mm256_cmpgt_epi32(t4, t87);
                    __m256i t89 = _mm256_and_si256(t3, t88);
                    __m256i t90 = (__m256i)~(vcc_m8)t88;
                    __m256i t91 = _mm256_and_si256(t3, t90);
                    __m256i t92 = _mm256_set1_epi32((int)(t48 >= limit));
                    __m256i t93 = (__m256i)(vcc_m8)((vcc_v8_int)t92 != (vcc_v8_int){0});
                    __m256i t94 = _mm256_and_si256(t89, t93);
                    __m256i t95 = (__m256i)~(vcc_m8)t93;
                    t11 = _mm256_and_si256(t89, t95);
                    __m256i t96 = _mm256_set1_epi32(1);
                    __m256i t97 = _mm256_and_si256(t4, t96);
                    __m256i t98 = (__m256i)(vcc_m8)((vcc_v8_int)t97 != (vcc_v8_int){0});
                    __m256i t99 = (__m256i)~(vcc_m8)t98;
                    __m256i t100 = _mm256_and_si256(t11, t99);
                    __m256i t101 = _mm256_set1_epi32(1);
                    __m256i t102 = _mm256_srav_epi32(t4, t101);
                    __m256i t103 = _mm256_set1_epi32(3);
                    __m256i t104 = t103;
                    __m256i t105 = t4;
                    __m256i t106 = _mm256_mullo_epi32(t104, t105);
                    __m256i t107 = t106;
                    __m256i t108 = _mm256_set1_epi32(1);
                    __m256i t109 = t107;
                    __m256i t110 = t108;
                    __m256i t111 = _mm256_add_epi32(t109, t110);
                    __m256i t112 = t111;
                    t12 = _mm256_blendv_epi8(t112, t102, t100);
                    __m256i t113 = _mm256_set1_epi32((int)t48);
                    t13 = _mm256_blendv_epi8(t49, t113, t3);
                    t14 = _mm256_or_si256(t50, t91);
                    t15 = _mm256_or_si256(t51, t94);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t118 = t48 + 1;
                        t119 = 1;
                        t16 = t53;
                    } else {
                        __m256i t114 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t14);
                        __m256i t115 = t13;
                        __m256i t116 = _mm256_sub_epi32(_mm256_setzero_si256(), t115);
                        __m256i t117 = t116;
                        t16 = _mm256_blendv_epi8(t114, t117, t15);
                        t11 = t3;
                        t12 = t4;
                        t118 = t48;
                        t13 = t49;
                        t14 = t50;
                        t15 = t51;
                        t119 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t118 = t48;
                    t13 = t49;
                    t14 = t50;
                    t15 = t51;
                    t119 = 0;
                    t16 = t53;
                }
                if (!(t86 | t119)) {
                    _mm256_storeu_si256((__m256i *)t30, t10);
                    _mm256_storeu_si256((__m256i *)t41, t16);
                    t23 += 16L;
                    if (t23 < t27) {
                        break;
                    }
                    t31 = (int)t27;
                    goto L155;
                }
                t1 = t5;
                t2 = t6;
                t42 = t85;
                t43 = t7;
                t44 = t8;
                t45 = t9;
                t46 = t86;
                t47 = t10;
                t3 = t11;
                t4 = t12;
                t48 = t118;
                t49 = t13;
                t50 = t14;
                t51 = t15;
                t52 = t119;
                t53 = t16;
            }
        }
    } else {
        t31 = 0;
    }
L155:
    t32 = (long)n + (long)t31 * -1L;
    unsigned long t33 = (unsigned long)out;
    unsigned long t34 = (unsigned long)in;
    if ((t32 >= 8L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L))))) {
        long t35 = t32 & -8L;
        long t17 = 0L;
        for (;;) {
            long t36 = (long)(int)((long)t31 + t17);
            int *t37 = out + t36;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(in + t36));
            __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t120 = 0;
            __m256i t20 = (__m256i)(vcc_v8_int){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            __m256i t22 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t121 = _mm256_set1_epi32(1);
                __m256i t122 = _mm256_cmpgt_epi32(t19, t121);
                __m256i t123 = _mm256_and_si256(t18, t122);
                __m256i t124 = (__m256i)~(vcc_m8)t122;
                __m256i t125 = _mm256_and_si256(t18, t124);
                __m256i t126 = _mm256_set1_epi32((int)(t120 >= limit));
                __m256i t127 = (__m256i)(vcc_m8)((vcc_v8_int)t126 != (vcc_v8_int){0});
                __m256i t128 = _mm256_and_si256(t123, t127);
                __m256i t129 = (__m256i)~(vcc_m8)t127;
                __m256i t130 = _mm256_and_si256(t123, t129);
                __m256i t131 = _mm256_set1_epi32(1);
                __m256i t132 = _mm256_and_si256(t19, t131);
                __m256i t133 = (__m256i)(vcc_m8)((vcc_v8_int)t132 != (vcc_v8_int){0});
                __m256i t134 = (__m256i)~(vcc_m8)t133;
                __m256i t135 = _mm256_and_si256(t130, t134);
                __m256i t136 = _mm256_set1_epi32(1);
                __m256i t137 = _mm256_srav_epi32(t19, t136);
                __m256i t138 = _mm256_set1_epi32(3);
                __m256i t139 = t138;
                __m256i t140 = t19;
                __m256i t141 = _mm256_mullo_epi32(t139, t140);
                __m256i t142 = t141;
                __m256i t143 = _mm256_set1_epi32(1);
                __m256i t144 = t142;
                __m256i t145 = t143;
                __m256i t146 = _mm256_add_epi32(t144, t145);
                __m256i t147 = t146;
                __m256i t148 = _mm256_blendv_epi8(t147, t137, t135);
                __m256i t149 = _mm256_set1_epi32((int)t120);
                t20 = _mm256_blendv_epi8(t20, t149, t18);
                t21 = _mm256_or_si256(t21, t125);
                t22 = _mm256_or_si256(t22, t128);
                if (!(_mm256_movemask_epi8(t130) != 0)) {
                    break;
                }
                t18 = t130;
                t19 = t148;
                t120++;
            }
            __m256i t150 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t20, t21);
            __m256i t151 = t20;
            __m256i t152 = _mm256_sub_epi32(_mm256_setzero_si256(), t151);
            __m256i t153 = t152;
            __m256i t154 = _mm256_blendv_epi8(t150, t153, t22);
            _mm256_storeu_si256((__m256i *)t37, t154);
            t17 += 8L;
            if (t17 >= t35) {
                i = (int)((long)t31 + t35);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        int t39 = in[t38];
        out[t38] = (_mm256_zeroupper(), collatz(t39, limit));
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
    long t24;
    unsigned long t25;
    unsigned long t26;
    int t35;
    long t36;
    int i;
    int t99;
    int t100;
    int t132;
    int t133;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        long t27 = t24 & -16L;
        long t23 = 0L;
        for (;;) {
            long t28 = t23 + 8L;
            long t29 = (long)(int)t23;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(in + t29));
            __m256i t30 = _mm256_and_si256(t2, _mm256_set1_epi32(2));
            __m256i t31 = _mm256_xor_si256(_mm256_cmpeq_epi32(t30, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t32 = (__m256i)~(vcc_m8)t31;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t29 * 4UL), t32, _mm256_set1_epi32(-1000));
            __m256i t33 = _mm256_xor_si256(_mm256_cmpeq_epi32(t30, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t34 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t33);
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)t34 != (vcc_v8_int){0});
            int *t48 = (int *)((unsigned long)out + (unsigned long)t29 * 4UL);
            long t49 = (long)(int)t28;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(in + t49));
            __m256i t50 = _mm256_and_si256(t4, _mm256_set1_epi32(2));
            __m256i t51 = _mm256_xor_si256(_mm256_cmpeq_epi32(t50, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t52 = (__m256i)~(vcc_m8)t51;
            int *t53 = (int *)((unsigned long)out + (unsigned long)t49 * 4UL);
            __m256i t54 = _mm256_xor_si256(_mm256_cmpeq_epi32(t50, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t55 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t54);
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)t55 != (vcc_v8_int){0});
            int t56 = 0;
            __m256i t57 = (__m256i)(vcc_v8_int){0};
            __m256i t58 = (__m256i)(vcc_m8){0};
            __m256i t59 = (__m256i)(vcc_m8){0};
            int t60 = 1;
            __m256i t61 = (__m256i)(vcc_v8_int){0};
            int t62 = 0;
            __m256i t63 = (__m256i)(vcc_v8_int){0};
            __m256i t64 = (__m256i)(vcc_m8){0};
            __m256i t65 = (__m256i)(vcc_m8){0};
            int t66 = 1;
            __m256i t67 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t60) {
                    __m256i t68 = _mm256_set1_epi32(1);
                    __m256i t69 = _mm256_cmpgt_epi32(t2, t68);
                    __m256i t70 = _mm256_and_si256(t1, t69);
                    __m256i t71 = (__m256i)~(vcc_m8)t69;
                    __m256i t72 = _mm256_and_si256(t1, t71);
                    __m256i t73 = _mm256_set1_epi32((int)(t56 >= limit));
                    __m256i t74 = (__m256i)(vcc_m8)((vcc_v8_int)t73 != (vcc_v8_int){0});
                    __m256i t75 = _mm256_and_si256(t70, t74);
                    __m256i t76 = (__m256i)~(vcc_m8)t74;
                    t5 = _mm256_and_si256(t70, t76);
                    __m256i t77 = _mm256_set1_epi32(1);
                    __m256i t78 = _mm256_and_si256(t2, t77);
                    __m256i t79 = (__m256i)(vcc_m8)((vcc_v8_int)t78 != (vcc_v8_int){0});
                    __m256i t80 = (__m256i)~(vcc_m8)t79;
                    __m256i t81 = _mm256_and_si256(t5, t80);
                    __m256i t82 = _mm256_set1_epi32(1);
                    __m256i t83 = _mm256_srav_epi32(t2, t82);
                    __m256i t84 = _mm256_set1_epi32(3);
                    __m256i t85 = t84;
                    __m256i t86 = t2;
                    __m256i t87 = _mm256_mullo_epi32(t85, t86);
                    __m256i t88 = t87;
                    __m256i t89 = _mm256_set1_epi32(1);
                    __m256i t90 = t88;
                    __m256i t91 = t89;
                    __m256i t92 = _mm256_add_epi32(t90, t91);
                    __m256i t93 = t92;
                    t6 = _mm256_blendv_epi8(t93, t83, t81);
                    __m256i t94 = _mm256_set1_epi32((int)t56);
                    t7 = _mm256_blendv_epi8(t57, t94, t1);
                    t8 = _mm256_or_si256(t58, t72);
                    t9 = _mm256_or_si256(t59, t75);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t99 = t56 + 1;
                        t100 = 1;
                        t10 = t61;
                    } else {
                        __m256i t95 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t8);
                        __m256i t96 = t7;
                        __m256i t97 = _mm256_sub_epi32(_mm256_setzero_si256(), t96);
                        __m256i t98 = t97;
                        t10 = _mm256_blendv_epi8(t95, t98, t9);
                        t5 = t1;
                        t6 = t2;
                        t99 = t56;
                        t7 = t57;
                        t8 = t58;
                        t9 = t59;
                        t100 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t99 = t56;
                    t7 = t57;
                    t8 = t58;
                    t9 = t59;
                    t100 = 0;
                    t10 = t61;
                }
                if (t66) {
                    __m256i t101 = _mm256_set1_epi32(1);
                    __m256i t102 = _mm256_cmpgt_epi32(t4, t101);
                    __m256i t103 = _mm256_and_si256(t3, t102);
                    __m256i t104 = (__m256i)~(vcc_m8)t102;
                    __m256i t105 = _mm256_and_si256(t3, t104);
                    __m256i t106 = _mm256_set1_epi32((int)(t62 >= limit));
                    __m256i t107 = (__m256i)(vcc_m8)((vcc_v8_int)t106 != (vcc_v8_int){0});
                    __m256i t108 = _mm256_and_si256(t103, t107);
                    __m256i t109 = (__m256i)~(vcc_m8)t107;
                    t11 = _mm256_and_si256(t103, t109);
                    __m256i t110 = _mm256_set1_epi32(1);
                    __m256i t111 = _mm256_and_si256(t4, t110);
                    __m256i t112 = (__m256i)(vcc_m8)((vcc_v8_int)t111 != (vcc_v8_int){0});
                    __m256i t113 = (__m256i)~(vcc_m8)t112;
                    __m256i t114 = _mm256_and_si256(t11, t113);
                    __m256i t115 = _mm256_set1_epi32(1);
                    __m256i t116 = _mm256_srav_epi32(t4, t115);
                    __m256i t117 = _mm256_set1_epi32(3);
                    __m256i t118 = t117;
                    __m256i t119 = t4;
                    __m256i t120 = _mm256_mullo_epi32(t118, t119);
                    __m256i t121 = t120;
                    __m256i t122 = _mm256_set1_epi32(1);
                    __m256i t123 = t121;
                    __m256i t124 = t122;
                    __m256i t125 = _mm256_add_epi32(t123, t124);
                    __m256i t126 = t125;
                    t12 = _mm256_blendv_epi8(t126, t116, t114);
                    __m256i t127 = _mm256_set1_epi32((int)t62);
                    t13 = _mm256_blendv_epi8(t63, t127, t3);
                    t14 = _mm256_or_si256(t64, t105);
                    t15 = _mm256_or_si256(t65, t108);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t132 = t62 + 1;
                        t133 = 1;
                        t16 = t67;
                    } else {
                        __m256i t128 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t14);
                        __m256i t129 = t13;
                        __m256i t130 = _mm256_sub_epi32(_mm256_setzero_si256(), t129);
                        __m256i t131 = t130;
                        t16 = _mm256_blendv_epi8(t128, t131, t15);
                        t11 = t3;
                        t12 = t4;
                        t132 = t62;
                        t13 = t63;
                        t14 = t64;
                        t15 = t65;
                        t133 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t132 = t62;
                    t13 = t63;
                    t14 = t64;
                    t15 = t65;
                    t133 = 0;
                    t16 = t67;
                }
                if (!(t100 | t133)) {
                    _mm256_maskstore_epi32((int *)t48, t33, t10);
                    _mm256_maskstore_epi32((int *)t53, t52, _mm256_set1_epi32(-1000));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t49 * 4UL), t54, t16);
                    t23 += 16L;
                    if (t23 < t27) {
                        break;
                    }
                    t35 = (int)t27;
                    goto L169;
                }
                t1 = t5;
                t2 = t6;
                t56 = t99;
                t57 = t7;
                t58 = t8;
                t59 = t9;
                t60 = t100;
                t61 = t10;
                t3 = t11;
                t4 = t12;
                t62 = t132;
                t63 = t13;
                t64 = t14;
                t65 = t15;
                t66 = t133;
                t67 = t16;
            }
        }
    } else {
        t35 = 0;
    }
L169:
    t36 = (long)n + (long)t35 * -1L;
    unsigned long t37 = (unsigned long)out;
    unsigned long t38 = (unsigned long)in;
    if ((t36 >= 8L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))))) {
        long t39 = t36 & -8L;
        long t17 = 0L;
        for (;;) {
            long t40 = (long)(int)((long)t35 + t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(in + t40));
            __m256i t41 = _mm256_and_si256(t19, _mm256_set1_epi32(2));
            __m256i t42 = _mm256_xor_si256(_mm256_cmpeq_epi32(t41, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t43 = (__m256i)~(vcc_m8)t42;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t40 * 4UL), t43, _mm256_set1_epi32(-1000));
            __m256i t44 = _mm256_xor_si256(_mm256_cmpeq_epi32(t41, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t45 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t44);
            __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)t45 != (vcc_v8_int){0});
            int t134 = 0;
            __m256i t20 = (__m256i)(vcc_v8_int){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            __m256i t22 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t135 = _mm256_set1_epi32(1);
                __m256i t136 = _mm256_cmpgt_epi32(t19, t135);
                __m256i t137 = _mm256_and_si256(t18, t136);
                __m256i t138 = (__m256i)~(vcc_m8)t136;
                __m256i t139 = _mm256_and_si256(t18, t138);
                __m256i t140 = _mm256_set1_epi32((int)(t134 >= limit));
                __m256i t141 = (__m256i)(vcc_m8)((vcc_v8_int)t140 != (vcc_v8_int){0});
                __m256i t142 = _mm256_and_si256(t137, t141);
                __m256i t143 = (__m256i)~(vcc_m8)t141;
                __m256i t144 = _mm256_and_si256(t137, t143);
                __m256i t145 = _mm256_set1_epi32(1);
                __m256i t146 = _mm256_and_si256(t19, t145);
                __m256i t147 = (__m256i)(vcc_m8)((vcc_v8_int)t146 != (vcc_v8_int){0});
                __m256i t148 = (__m256i)~(vcc_m8)t147;
                __m256i t149 = _mm256_and_si256(t144, t148);
                __m256i t150 = _mm256_set1_epi32(1);
                __m256i t151 = _mm256_srav_epi32(t19, t150);
                __m256i t152 = _mm256_set1_epi32(3);
                __m256i t153 = t152;
                __m256i t154 = t19;
                __m256i t155 = _mm256_mullo_epi32(t153, t154);
                __m256i t156 = t155;
                __m256i t157 = _mm256_set1_epi32(1);
                __m256i t158 = t156;
                __m256i t159 = t157;
                __m256i t160 = _mm256_add_epi32(t158, t159);
                __m256i t161 = t160;
                __m256i t162 = _mm256_blendv_epi8(t161, t151, t149);
                __m256i t163 = _mm256_set1_epi32((int)t134);
                t20 = _mm256_blendv_epi8(t20, t163, t18);
                t21 = _mm256_or_si256(t21, t139);
                t22 = _mm256_or_si256(t22, t142);
                if (!(_mm256_movemask_epi8(t144) != 0)) {
                    break;
                }
                t18 = t144;
                t19 = t162;
                t134++;
            }
            __m256i t164 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t20, t21);
            __m256i t165 = t20;
            __m256i t166 = _mm256_sub_epi32(_mm256_setzero_si256(), t165);
            __m256i t167 = t166;
            __m256i t168 = _mm256_blendv_epi8(t164, t167, t22);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t40 * 4UL), t44, t168);
            t17 += 8L;
            if (t17 >= t39) {
                i = (int)((long)t35 + t39);
                break;
            }
        }
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        int t47 = in[t46];
        if (t47 & 2) {
            out[t46] = (_mm256_zeroupper(), collatz(t47, limit));
        } else {
            out[t46] = -1000;
        }
    }
}

__attribute__((target("avx2"))) void two_rows(unsigned *out, int n, float y) {
    __m256i t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    __m256i t17;
    long t18;
    long t19;
    long t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256 t24;
    __m256i t25;
    unsigned int *t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    int i;
    __m256 t32;
    __m256 t33;
    unsigned int t34;
    __m256i t35;
    int t36;
    __m256i t37;
    unsigned int t38;
    __m256i t39;
    int t40;
    __m256i t41;
    unsigned int t53;
    int t54;
    __m256i t55;
    unsigned int t67;
    int t68;
    __m256i t69;
    t19 = (long)n;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t21 = _mm256_set1_ps(y);
        t22 = _mm256_set1_epi32(0);
        t23 = t22;
        t1 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t24 = _mm256_xor_ps(t21, _mm256_set1_ps(-0.0f));
        t18 = 0L;
        for (;;) {
            t25 = t1;
            t26 = out + (int)t18;
            t27 = _mm256_cvtepi32_ps(t25);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.040625f));
            t29 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t28);
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t3 = _mm256_set1_ps(0.0f);
            t4 = _mm256_set1_ps(0.0f);
            t32 = _mm256_mul_ps(t27, _mm256_set1_ps(0.0203125f));
            t33 = _mm256_add_ps(_mm256_set1_ps(-1.5f), t32);
            t5 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            t6 = _mm256_set1_ps(0.0f);
            t7 = _mm256_set1_ps(0.0f);
            t34 = 0U;
            t35 = (__m256i)(vcc_v8_uint){0};
            t36 = 1;
            t37 = (__m256i)(vcc_v8_uint){0};
            t38 = 0U;
            t39 = (__m256i)(vcc_v8_uint){0};
            t40 = 1;
            t41 = (__m256i)(vcc_v8_uint){0};
            for (;;) {
                if (t36) {
                    if (t34 < 90U) {
                        __m256 t42 = _mm256_mul_ps(t3, t3);
                        __m256 t43 = _mm256_mul_ps(t4, t4);
                        __m256 t44 = _mm256_add_ps(t42, t43);
                        __m256 t45 = _mm256_set1_ps(4.0f);
                        __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(t44, t45, _CMP_LT_OQ));
                        t8 = _mm256_and_si256(t2, t46);
                        __m256 t47 = _mm256_sub_ps(t42, t43);
                        t9 = _mm256_add_ps(t47, t29);
                        __m256 t48 = _mm256_set1_ps(2.0f);
                        __m256 t49 = _mm256_mul_ps(t48, t3);
                        __m256 t50 = _mm256_mul_ps(t49, t4);
                        t10 = _mm256_add_ps(t50, t21);
                        __m256i t51 = _mm256_set1_epi32((int)t34);
                        t11 = _mm256_blendv_epi8(t35, t51, t2);
                        if ((_mm256_movemask_epi8(t8) != 0)) {
                            t53 = t34 + 1U;
                            t54 = 1;
                            t55 = t37;
                            goto L72;
                        }
                        t12 = t11;
                    } else {
                        __m256i t52 = _mm256_set1_epi32((int)t34);
                        t12 = _mm256_blendv_epi8(t35, t52, t2);
                    }
                    t8 = t2;
                    t53 = t34;
                    t9 = t3;
                    t10 = t4;
                    t11 = t35;
                    t54 = 0;
                    t55 = t12;
                } else {
                    t8 = t2;
                    t53 = t34;
                    t9 = t3;
                    t10 = t4;
                    t11 = t35;
                    t54 = 0;
                    t55 = t37;
                }
            L72:
                if (t40) {
                    if (t38 < 60U) {
                        __m256 t56 = _mm256_mul_ps(t6, t6);
                        __m256 t57 = _mm256_mul_ps(t7, t7);
                        __m256 t58 = _mm256_add_ps(t56, t57);
                        __m256 t59 = _mm256_set1_ps(4.0f);
                        __m256i t60 = _mm256_castps_si256(_mm256_cmp_ps(t58, t59, _CMP_LT_OQ));
                        t13 = _mm256_and_si256(t5, t60);
                        __m256 t61 = _mm256_sub_ps(t56, t57);
                        t14 = _mm256_add_ps(t61, t33);
                        __m256 t62 = _mm256_set1_ps(2.0f);
                        __m256 t63 = _mm256_mul_ps(t62, t6);
                        __m256 t64 = _mm256_mul_ps(t63, t7);
                        t15 = _mm256_add_ps(t64, t24);
                        __m256i t65 = _mm256_set1_epi32((int)t38);
                        t16 = _mm256_blendv_epi8(t39, t65, t5);
                        if ((_mm256_movemask_epi8(t13) != 0)) {
                            t67 = t38 + 1U;
                            t68 = 1;
                            t69 = t41;
                            goto L73;
                        }
                        t17 = t16;
                    } else {
                        __m256i t66 = _mm256_set1_epi32((int)t38);
                        t17 = _mm256_blendv_epi8(t39, t66, t5);
                    }
                    t13 = t5;
                    t67 = t38;
                    t14 = t6;
                    t15 = t7;
                    t16 = t39;
                    t68 = 0;
                    t69 = t17;
                } else {
                    t13 = t5;
                    t67 = t38;
                    t14 = t6;
                    t15 = t7;
                    t16 = t39;
                    t68 = 0;
                    t69 = t41;
                }
            L73:
                if (!(t54 | t68)) {
                    __m256i t70 = _mm256_mullo_epi32(_mm256_set1_epi32(1000), t69);
                    __m256i t71 = _mm256_add_epi32(t55, t70);
                    _mm256_storeu_si256((__m256i *)t26, t71);
                    t18 += 8L;
                    t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                    if (t18 < t20) {
                        break;
                    }
                    i = (int)t20;
                    goto L74;
                }
                t2 = t8;
                t34 = t53;
                t3 = t9;
                t4 = t10;
                t35 = t11;
                t36 = t54;
                t37 = t55;
                t5 = t13;
                t38 = t67;
                t6 = t14;
                t7 = t15;
                t39 = t16;
                t40 = t68;
                t41 = t69;
            }
        }
    } else {
        i = 0;
    }
L74:
    for (; i < n; i++) {
        float t30 = (float)i;
        unsigned int t31 = (_mm256_zeroupper(), escape(-2.0f + t30 * 0.040625f, y, 90U));
        out[i] = t31 + 1000U * (_mm256_zeroupper(), escape(-1.5f + t30 * 0.0203125f, -y, 60U));
    }
}

__attribute__((target("avx2"))) long total(const int *in, int n, int limit) {
    long s;
    int i;
    long t3 = (long)n;
    if (t3 >= 4L) {
        long t4 = t3 & -4L;
        __m128i t5 = _mm_set1_epi32((int)limit);
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t6 = _mm_loadu_si128((const __m128i *)(in + (int)t1));
            __m128i t7 = (__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, (_mm256_zeroupper(), collatz(((vcc_v4_int)t6)[0], ((vcc_v4_int)t5)[0])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v4_int)t7, 1, (_mm256_zeroupper(), collatz(((vcc_v4_int)t6)[1], ((vcc_v4_int)t5)[1])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v4_int)t8, 2, (_mm256_zeroupper(), collatz(((vcc_v4_int)t6)[2], ((vcc_v4_int)t5)[2])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v4_int)t9, 3, (_mm256_zeroupper(), collatz(((vcc_v4_int)t6)[3], ((vcc_v4_int)t5)[3])));
            __m256i t11 = _mm256_cvtepi32_epi64(t10);
            __m256i t12 = t11;
            t2 = _mm256_add_epi64(t2, t12);
            t1 += 4L;
        } while (t1 < t4);
        i = (int)t4;
        s = (long)vcc_avx2_reduce_epi64(t2, _mm_add_epi64, unsigned long);
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        int t13 = in[i];
        s += (long)(_mm256_zeroupper(), collatz(t13, limit));
    }
    return s;
}

__attribute__((target("avx2"))) void in_place(int *a, int n, int limit) {
    int t22;
    int i;
    long t18 = (long)n;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t12 = 0L;
        for (;;) {
            long t20 = t12 + 8L;
            int *t21 = a + (int)t12;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t29 = 0;
            __m256i t3 = (__m256i)(vcc_v8_int){0};
            __m256i t4 = (__m256i)(vcc_m8){0};
            __m256i t5 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t30 = _mm256_set1_epi32(1);
                __m256i t31 = _mm256_cmpgt_epi32(t2, t30);
                __m256i t32 = _mm256_and_si256(t1, t31);
                __m256i t33 = (__m256i)~(vcc_m8)t31;
                __m256i t34 = _mm256_and_si256(t1, t33);
                __m256i t35 = _mm256_set1_epi32((int)(t29 >= limit));
                __m256i t36 = (__m256i)(vcc_m8)((vcc_v8_int)t35 != (vcc_v8_int){0});
                __m256i t37 = _mm256_and_si256(t32, t36);
                __m256i t38 = (__m256i)~(vcc_m8)t36;
                __m256i t39 = _mm256_and_si256(t32, t38);
                __m256i t40 = _mm256_set1_epi32(1);
                __m256i t41 = _mm256_and_si256(t2, t40);
                __m256i t42 = (__m256i)(vcc_m8)((vcc_v8_int)t41 != (vcc_v8_int){0});
                __m256i t43 = (__m256i)~(vcc_m8)t42;
                __m256i t44 = _mm256_and_si256(t39, t43);
                __m256i t45 = _mm256_set1_epi32(1);
                __m256i t46 = _mm256_srav_epi32(t2, t45);
                __m256i t47 = _mm256_set1_epi32(3);
                __m256i t48 = t47;
                __m256i t49 = t2;
                __m256i t50 = _mm256_mullo_epi32(t48, t49);
                __m256i t51 = t50;
                __m256i t52 = _mm256_set1_epi32(1);
                __m256i t53 = t51;
                __m256i t54 = t52;
                __m256i t55 = _mm256_add_epi32(t53, t54);
                __m256i t56 = t55;
                __m256i t57 = _mm256_blendv_epi8(t56, t46, t44);
                __m256i t58 = _mm256_set1_epi32((int)t29);
                t3 = _mm256_blendv_epi8(t3, t58, t1);
                t4 = _mm256_or_si256(t4, t34);
                t5 = _mm256_or_si256(t5, t37);
                if (!(_mm256_movemask_epi8(t39) != 0)) {
                    break;
                }
                t1 = t39;
                t2 = t57;
                t29++;
            }
            __m256i t59 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t3, t4);
            __m256i t60 = t3;
            __m256i t61 = _mm256_sub_epi32(_mm256_setzero_si256(), t60);
            __m256i t62 = t61;
            __m256i t63 = _mm256_blendv_epi8(t59, t62, t5);
            _mm256_storeu_si256((__m256i *)t21, t63);
            int *t28 = a + (int)t20;
            __m256i t14 = _mm256_loadu_si256((const __m256i *)t28);
            __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t99 = 0;
            __m256i t15 = (__m256i)(vcc_v8_int){0};
            __m256i t16 = (__m256i)(vcc_m8){0};
            __m256i t17 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t100 = _mm256_set1_epi32(1);
                __m256i t101 = _mm256_cmpgt_epi32(t14, t100);
                __m256i t102 = _mm256_and_si256(t13, t101);
                __m256i t103 = (__m256i)~(vcc_m8)t101;
                __m256i t104 = _mm256_and_si256(t13, t103);
                __m256i t105 = _mm256_set1_epi32((int)(t99 >= limit));
                __m256i t106 = (__m256i)(vcc_m8)((vcc_v8_int)t105 != (vcc_v8_int){0});
                __m256i t107 = _mm256_and_si256(t102, t106);
                __m256i t108 = (__m256i)~(vcc_m8)t106;
                __m256i t109 = _mm256_and_si256(t102, t108);
                __m256i t110 = _mm256_set1_epi32(1);
                __m256i t111 = _mm256_and_si256(t14, t110);
                __m256i t112 = (__m256i)(vcc_m8)((vcc_v8_int)t111 != (vcc_v8_int){0});
                __m256i t113 = (__m256i)~(vcc_m8)t112;
                __m256i t114 = _mm256_and_si256(t109, t113);
                __m256i t115 = _mm256_set1_epi32(1);
                __m256i t116 = _mm256_srav_epi32(t14, t115);
                __m256i t117 = _mm256_set1_epi32(3);
                __m256i t118 = t117;
                __m256i t119 = t14;
                __m256i t120 = _mm256_mullo_epi32(t118, t119);
                __m256i t121 = t120;
                __m256i t122 = _mm256_set1_epi32(1);
                __m256i t123 = t121;
                __m256i t124 = t122;
                __m256i t125 = _mm256_add_epi32(t123, t124);
                __m256i t126 = t125;
                __m256i t127 = _mm256_blendv_epi8(t126, t116, t114);
                __m256i t128 = _mm256_set1_epi32((int)t99);
                t15 = _mm256_blendv_epi8(t15, t128, t13);
                t16 = _mm256_or_si256(t16, t104);
                t17 = _mm256_or_si256(t17, t107);
                if (!(_mm256_movemask_epi8(t109) != 0)) {
                    break;
                }
                t13 = t109;
                t14 = t127;
                t99++;
            }
            __m256i t129 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t16);
            __m256i t130 = t15;
            __m256i t131 = _mm256_sub_epi32(_mm256_setzero_si256(), t130);
            __m256i t132 = t131;
            __m256i t133 = _mm256_blendv_epi8(t129, t132, t17);
            _mm256_storeu_si256((__m256i *)t28, t133);
            t12 += 16L;
            if (t12 >= t19) {
                t22 = (int)t19;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        for (;;) {
            int *t25 = a + (int)((long)t22 + t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t25);
            __m256i t7 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t64 = 0;
            __m256i t9 = (__m256i)(vcc_v8_int){0};
            __m256i t10 = (__m256i)(vcc_m8){0};
            __m256i t11 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t65 = _mm256_set1_epi32(1);
                __m256i t66 = _mm256_cmpgt_epi32(t8, t65);
                __m256i t67 = _mm256_and_si256(t7, t66);
                __m256i t68 = (__m256i)~(vcc_m8)t66;
                __m256i t69 = _mm256_and_si256(t7, t68);
                __m256i t70 = _mm256_set1_epi32((int)(t64 >= limit));
                __m256i t71 = (__m256i)(vcc_m8)((vcc_v8_int)t70 != (vcc_v8_int){0});
                __m256i t72 = _mm256_and_si256(t67, t71);
                __m256i t73 = (__m256i)~(vcc_m8)t71;
                __m256i t74 = _mm256_and_si256(t67, t73);
                __m256i t75 = _mm256_set1_epi32(1);
                __m256i t76 = _mm256_and_si256(t8, t75);
                __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_int)t76 != (vcc_v8_int){0});
                __m256i t78 = (__m256i)~(vcc_m8)t77;
                __m256i t79 = _mm256_and_si256(t74, t78);
                __m256i t80 = _mm256_set1_epi32(1);
                __m256i t81 = _mm256_srav_epi32(t8, t80);
                __m256i t82 = _mm256_set1_epi32(3);
                __m256i t83 = t82;
                __m256i t84 = t8;
                __m256i t85 = _mm256_mullo_epi32(t83, t84);
                __m256i t86 = t85;
                __m256i t87 = _mm256_set1_epi32(1);
                __m256i t88 = t86;
                __m256i t89 = t87;
                __m256i t90 = _mm256_add_epi32(t88, t89);
                __m256i t91 = t90;
                __m256i t92 = _mm256_blendv_epi8(t91, t81, t79);
                __m256i t93 = _mm256_set1_epi32((int)t64);
                t9 = _mm256_blendv_epi8(t9, t93, t7);
                t10 = _mm256_or_si256(t10, t69);
                t11 = _mm256_or_si256(t11, t72);
                if (!(_mm256_movemask_epi8(t74) != 0)) {
                    break;
                }
                t7 = t74;
                t8 = t92;
                t64++;
            }
            __m256i t94 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t9, t10);
            __m256i t95 = t9;
            __m256i t96 = _mm256_sub_epi32(_mm256_setzero_si256(), t95);
            __m256i t97 = t96;
            __m256i t98 = _mm256_blendv_epi8(t94, t97, t11);
            _mm256_storeu_si256((__m256i *)t25, t98);
            t6 += 8L;
            if (t6 >= t24) {
                i = (int)((long)t22 + t24);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        int *t26 = a + i;
        int t27 = *t26;
        *t26 = (_mm256_zeroupper(), collatz(t27, limit));
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t42;
    int i;
    int t71;
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
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t7);
        void *t8 = malloc(t7);
        int *in = (int *)t8;
        void *t9 = malloc(t7);
        int *out = (int *)t9;
        long t10 = (long)n;
        int t11 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t10 >= 32L) & (t11 >= 0)) {
            long t12 = t10 & -32L;
            __m256i t13 = _mm256_set1_epi32((int)(t11 % 3001));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t15 = t14;
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(3001));
            __m256i t17 = _mm256_min_epu32(t15, t16);
            __m256i t1 = t17;
            long t2 = 0L;
            for (;;) {
                __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)t2), t18);
                __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(331));
                __m256i t20 = t19;
                __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(3001));
                __m256i t22 = _mm256_min_epu32(t20, t21);
                __m256i t23 = t22;
                __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 8L)), t24);
                __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(662));
                __m256i t26 = t25;
                __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(3001));
                __m256i t28 = _mm256_min_epu32(t26, t27);
                __m256i t29 = t28;
                __m256i t30 = _mm256_add_epi32(t29, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 16L)), t30);
                __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(993));
                __m256i t32 = t31;
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(3001));
                __m256i t34 = _mm256_min_epu32(t32, t33);
                __m256i t35 = t34;
                __m256i t36 = _mm256_add_epi32(t35, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 24L)), t36);
                t2 += 32L;
                __m256i t37 = _mm256_add_epi32(t1, _mm256_set1_epi32(1324));
                __m256i t38 = t37;
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(3001));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                __m256i t41 = t40;
                if (t2 >= t12) {
                    break;
                }
                t1 = t41;
            }
            t42 = (int)t12;
        } else {
            t42 = 0;
        }
        long t43 = (long)n + (long)t42 * -1L;
        int t44 = (int)((unsigned int)(int)((unsigned int)t42 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t43 >= 8L) & (t44 >= 0)) {
            long t45 = t43 & -8L;
            __m256i t46 = _mm256_set1_epi32((int)(t44 % 3001));
            __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t48 = t47;
            __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(3001));
            __m256i t50 = _mm256_min_epu32(t48, t49);
            __m256i t3 = t50;
            long t4 = 0L;
            for (;;) {
                __m256i t51 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t42 + t4)), t51);
                t4 += 8L;
                __m256i t52 = _mm256_add_epi32(t3, _mm256_set1_epi32(331));
                __m256i t53 = t52;
                __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(3001));
                __m256i t55 = _mm256_min_epu32(t53, t54);
                __m256i t56 = t55;
                if (t4 >= t45) {
                    break;
                }
                t3 = t56;
            }
            i = (int)((long)t42 + t45);
        } else {
            i = t42;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t57 = (float)y;
            rows(u, n, -1.2f + t57 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t57 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t58 = in;
            counts(out, t58, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t58, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t58, n, limit);
            long t59 = (long)n;
            unsigned long t60 = (unsigned long)t8;
            unsigned long t61 = (unsigned long)t9;
            if ((t59 >= 32L) & (((t60 + (unsigned long)(4L + (t59 - 1L) * 4L)) <= t61) | ((t61 + (unsigned long)(4L + (t59 - 1L) * 4L)) <= t60))) {
                long t62 = t59 & -32L;
                long t5 = 0L;
                do {
                    long t63 = (long)(int)t5;
                    __m256i t64 = _mm256_loadu_si256((const __m256i *)(in + t63));
                    _mm256_storeu_si256((__m256i *)(out + t63), t64);
                    long t65 = (long)(int)(t5 + 8L);
                    __m256i t66 = _mm256_loadu_si256((const __m256i *)(in + t65));
                    _mm256_storeu_si256((__m256i *)(out + t65), t66);
                    long t67 = (long)(int)(t5 + 16L);
                    __m256i t68 = _mm256_loadu_si256((const __m256i *)(in + t67));
                    _mm256_storeu_si256((__m256i *)(out + t67), t68);
                    long t69 = (long)(int)(t5 + 24L);
                    __m256i t70 = _mm256_loadu_si256((const __m256i *)(in + t69));
                    _mm256_storeu_si256((__m256i *)(out + t69), t70);
                    t5 += 32L;
                } while (t5 < t62);
                t71 = (int)t62;
            } else {
                t71 = 0;
            }
            long t72 = (long)n + (long)t71 * -1L;
            unsigned long t73 = (unsigned long)t8;
            unsigned long t74 = (unsigned long)t9;
            if ((t72 >= 8L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L))))) {
                long t75 = t72 & -8L;
                long t6 = 0L;
                do {
                    long t76 = (long)(int)((long)t71 + t6);
                    __m256i t77 = _mm256_loadu_si256((const __m256i *)(in + t76));
                    _mm256_storeu_si256((__m256i *)(out + t76), t77);
                    t6 += 8L;
                } while (t6 < t75);
                i_5 = (int)((long)t71 + t75);
            } else {
                i_5 = t71;
            }
            for (; i_5 < n; i_5++) {
                long t78 = (long)i_5;
                out[t78] = in[t78];
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
