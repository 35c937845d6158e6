/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere priced as the per-lane scatters they replace
   (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[i] + c[i];
}

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        a[3 * i] = b[i];
        a[3 * i + 2] = -b[i];
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i + 1] = b[i] + 0.5;
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    for (int i = 0; i < G; i++)
        g[2 * i] = gb[i] * 3;
}

static __typeof__(g) g __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t23;
    int t68;
    int k;
    int t90;
    int t91;
    int t92;
    int t114;
    int k_1;
    int t123;
    int t140;
    int k_2;
    int t148;
    int t149;
    int t166;
    int k_3;
    int t194;
    int k_4;
    unsigned long long t207;
    unsigned long long t209;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t23 = 1;
        } else {
            t23 = 0;
            n = n_1;
        }
        if (!t23) {
            __m256i t210 = _mm256_set1_epi32(0);
            __m256i t211 = t210;
            __m256i t19 = _mm256_add_epi32(t211, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t20 = 0L;
            do {
                __m256i t212 = t19;
                _mm256_storeu_si256((__m256i *)&g[(int)t20], t212);
                __m256i t213 = _mm256_add_epi32(t19, _mm256_set1_epi32(8));
                __m256i t214 = t213;
                _mm256_storeu_si256((__m256i *)&g[(int)(t20 + 8L)], t214);
                __m256i t215 = _mm256_add_epi32(t19, _mm256_set1_epi32(16));
                __m256i t216 = t215;
                _mm256_storeu_si256((__m256i *)&g[(int)(t20 + 16L)], t216);
                __m256i t217 = _mm256_add_epi32(t19, _mm256_set1_epi32(24));
                __m256i t218 = t217;
                _mm256_storeu_si256((__m256i *)&g[(int)(t20 + 24L)], t218);
                t20 += 32L;
                t19 = _mm256_add_epi32(t19, _mm256_set1_epi32(32));
            } while (t20 < 1984L);
            __m256i t219 = _mm256_set1_epi32(1984);
            __m256i t220 = t219;
            __m256i t21 = _mm256_add_epi32(t220, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t22 = 0L;
            do {
                __m256i t221 = t21;
                _mm256_storeu_si256((__m256i *)&g[(int)(1984L + t22)], t221);
                t22 += 8L;
                t21 = _mm256_add_epi32(t21, _mm256_set1_epi32(8));
            } while (t22 < 16L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
            }
            (_mm256_zeroupper(), global_evens());
            printf("global %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g, 8008UL)));
            return 0;
        }
        void *t24 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)t24;
        void *t25 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)t25;
        void *t26 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)t26;
        void *t27 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)t27;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        long t28 = (long)n;
        unsigned long t29 = (unsigned long)t24;
        unsigned long t30 = (unsigned long)t26;
        unsigned long t31 = (unsigned long)t24;
        unsigned long t32 = (unsigned long)t27;
        unsigned long t33 = (unsigned long)t25;
        unsigned long t34 = (unsigned long)t26;
        unsigned long t35 = (unsigned long)t25;
        unsigned long t36 = (unsigned long)t27;
        unsigned long t37 = (unsigned long)t26;
        unsigned long t38 = (unsigned long)t27;
        if ((t28 >= 16L) & (((t29 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t31)) & (((t33 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t37))) {
            long t39 = t28 & -16L;
            long t1 = 0L;
            do {
                long t40 = (long)(int)t1;
                __m128i t41 = _mm_loadu_si128((const __m128i *)(b + t40));
                __m128 t42 = _mm_cvtepi32_ps(t41);
                __m128 t43 = _mm_mul_ps(t42, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t40, t43);
                __m128i t44 = _mm_loadu_si128((const __m128i *)(c + t40));
                __m256d t45 = _mm256_cvtepi32_pd(t44);
                __m256d t46 = _mm256_mul_pd(t45, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t40, t46);
                long t47 = (long)(int)(t1 + 4L);
                __m128i t48 = _mm_loadu_si128((const __m128i *)(b + t47));
                __m128 t49 = _mm_cvtepi32_ps(t48);
                __m128 t50 = _mm_mul_ps(t49, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t47, t50);
                __m128i t51 = _mm_loadu_si128((const __m128i *)(c + t47));
                __m256d t52 = _mm256_cvtepi32_pd(t51);
                __m256d t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t47, t53);
                long t54 = (long)(int)(t1 + 8L);
                __m128i t55 = _mm_loadu_si128((const __m128i *)(b + t54));
                __m128 t56 = _mm_cvtepi32_ps(t55);
                __m128 t57 = _mm_mul_ps(t56, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t54, t57);
                __m128i t58 = _mm_loadu_si128((const __m128i *)(c + t54));
                __m256d t59 = _mm256_cvtepi32_pd(t58);
                __m256d t60 = _mm256_mul_pd(t59, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t54, t60);
                long t61 = (long)(int)(t1 + 12L);
                __m128i t62 = _mm_loadu_si128((const __m128i *)(b + t61));
                __m128 t63 = _mm_cvtepi32_ps(t62);
                __m128 t64 = _mm_mul_ps(t63, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t61, t64);
                __m128i t65 = _mm_loadu_si128((const __m128i *)(c + t61));
                __m256d t66 = _mm256_cvtepi32_pd(t65);
                __m256d t67 = _mm256_mul_pd(t66, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t61, t67);
                t1 += 16L;
            } while (t1 < t39);
            t68 = (int)t39;
        } else {
            t68 = 0;
        }
        long t69 = (long)n + (long)t68 * -1L;
        unsigned long t70 = (unsigned long)t24;
        unsigned long t71 = (unsigned long)t26;
        unsigned long t72 = (unsigned long)t24;
        unsigned long t73 = (unsigned long)t27;
        unsigned long t74 = (unsigned long)t25;
        unsigned long t75 = (unsigned long)t26;
        unsigned long t76 = (unsigned long)t25;
        unsigned long t77 = (unsigned long)t27;
        unsigned long t78 = (unsigned long)t26;
        unsigned long t79 = (unsigned long)t27;
        if ((t69 >= 4L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L)))) & (((t72 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 8L))) | ((t73 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t68 * 4L)))) & (((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t68 * 4L))) | ((t75 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L)))) & (((t76 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t68 * 8L))) | ((t77 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t68 * 4L)))) & (((t78 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t68 * 8L))) | ((t79 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t78 + (unsigned long)((long)t68 * 4L))))) {
            long t80 = t69 & -4L;
            long t2 = 0L;
            do {
                long t81 = (long)(int)((long)t68 + t2);
                __m128i t82 = _mm_loadu_si128((const __m128i *)(b + t81));
                __m128 t83 = _mm_cvtepi32_ps(t82);
                __m128 t84 = _mm_mul_ps(t83, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t81, t84);
                __m128i t85 = _mm_loadu_si128((const __m128i *)(c + t81));
                __m256d t86 = _mm256_cvtepi32_pd(t85);
                __m256d t87 = _mm256_mul_pd(t86, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t81, t87);
                t2 += 4L;
            } while (t2 < t80);
            k = (int)((long)t68 + t80);
        } else {
            k = t68;
        }
        for (; k < n; k++) {
            long t88 = (long)k;
            bf[t88] = (float)b[t88] * 0.25f;
            bd[t88] = (double)c[t88] * 0.125;
        }
        int t89 = n > 0;
        if (t89) {
            t90 = 2 * n - 1;
        } else {
            t90 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t90, 4UL));
        if (t89) {
            t91 = 3 * n - 1;
        } else {
            t91 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t91, 4UL));
        if (t89) {
            t92 = 3 * n;
        } else {
            t92 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t92, 4UL));
        int t93 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t93, 8UL));
        long t94 = (long)n * 2L + -1L;
        if (t94 >= 32L) {
            long t95 = t94 & -32L;
            __m256i t96 = _mm256_set1_epi32(0);
            __m256i t97 = t96;
            __m256i t3 = _mm256_add_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t4 = 0L;
            for (;;) {
                __m256i t98 = t3;
                __m256i t99 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t98);
                __m256i t100 = _mm256_add_epi32(t99, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)t4), t100);
                __m256i t101 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                __m256i t102 = t101;
                __m256i t103 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t102);
                __m256i t104 = _mm256_add_epi32(t103, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(t4 + 8L)), t104);
                __m256i t105 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
                __m256i t106 = t105;
                __m256i t107 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t106);
                __m256i t108 = _mm256_add_epi32(t107, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(t4 + 16L)), t108);
                __m256i t109 = _mm256_add_epi32(t3, _mm256_set1_epi32(24));
                __m256i t110 = t109;
                __m256i t111 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t110);
                __m256i t112 = _mm256_add_epi32(t111, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(t4 + 24L)), t112);
                t4 += 32L;
                __m256i t113 = _mm256_add_epi32(t3, _mm256_set1_epi32(32));
                if (t4 >= t95) {
                    break;
                }
                t3 = t113;
            }
            t114 = (int)t95;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 2L + (long)t114 * -1L + -1L;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            __m256i t117 = _mm256_set1_epi32((int)t114);
            __m256i t118 = t117;
            __m256i t5 = _mm256_add_epi32(t118, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t6 = 0L;
            for (;;) {
                __m256i t119 = t5;
                __m256i t120 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t119);
                __m256i t121 = _mm256_add_epi32(t120, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)t114 + t6)), t121);
                t6 += 8L;
                __m256i t122 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                if (t6 >= t116) {
                    break;
                }
                t5 = t122;
            }
            k_1 = (int)((long)t114 + t116);
        } else {
            k_1 = t114;
        }
        for (;; k_1++) {
            t123 = t93 - 1;
            if (k_1 >= t123) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t124 = (long)n * 3L + -1L;
        if (t124 >= 32L) {
            long t125 = t124 & -32L;
            __m256i t126 = _mm256_set1_epi32(0);
            __m256i t127 = t126;
            __m256i t7 = _mm256_add_epi32(t127, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t8 = 0L;
            for (;;) {
                __m256i t128 = t7;
                __m256 t129 = _mm256_cvtepi32_ps(t128);
                _mm256_storeu_ps(a3 + (int)t8, t129);
                __m256i t130 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                __m256i t131 = t130;
                __m256 t132 = _mm256_cvtepi32_ps(t131);
                _mm256_storeu_ps(a3 + (int)(t8 + 8L), t132);
                __m256i t133 = _mm256_add_epi32(t7, _mm256_set1_epi32(16));
                __m256i t134 = t133;
                __m256 t135 = _mm256_cvtepi32_ps(t134);
                _mm256_storeu_ps(a3 + (int)(t8 + 16L), t135);
                __m256i t136 = _mm256_add_epi32(t7, _mm256_set1_epi32(24));
                __m256i t137 = t136;
                __m256 t138 = _mm256_cvtepi32_ps(t137);
                _mm256_storeu_ps(a3 + (int)(t8 + 24L), t138);
                t8 += 32L;
                __m256i t139 = _mm256_add_epi32(t7, _mm256_set1_epi32(32));
                if (t8 >= t125) {
                    break;
                }
                t7 = t139;
            }
            t140 = (int)t125;
        } else {
            t140 = 0;
        }
        long t141 = (long)n * 3L + (long)t140 * -1L + -1L;
        if (t141 >= 8L) {
            long t142 = t141 & -8L;
            __m256i t143 = _mm256_set1_epi32((int)t140);
            __m256i t144 = t143;
            __m256i t9 = _mm256_add_epi32(t144, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t10 = 0L;
            for (;;) {
                __m256i t145 = t9;
                __m256 t146 = _mm256_cvtepi32_ps(t145);
                _mm256_storeu_ps(a3 + (int)((long)t140 + t10), t146);
                t10 += 8L;
                __m256i t147 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                if (t10 >= t142) {
                    break;
                }
                t9 = t147;
            }
            k_2 = (int)((long)t140 + t142);
        } else {
            k_2 = t140;
        }
        for (;; k_2++) {
            t148 = 3 * n;
            t149 = t148 - 1;
            if (k_2 >= t149) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t150 = (long)n * 3L;
        if (t150 >= 32L) {
            long t151 = t150 & -32L;
            __m256i t152 = _mm256_set1_epi32(0);
            __m256i t153 = t152;
            __m256i t11 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t12 = 0L;
            for (;;) {
                __m256i t154 = t11;
                __m256i t155 = _mm256_sub_epi32(_mm256_set1_epi32(5), t154);
                _mm256_storeu_si256((__m256i *)(a23 + (int)t12), t155);
                __m256i t156 = _mm256_add_epi32(t11, _mm256_set1_epi32(8));
                __m256i t157 = t156;
                __m256i t158 = _mm256_sub_epi32(_mm256_set1_epi32(5), t157);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(t12 + 8L)), t158);
                __m256i t159 = _mm256_add_epi32(t11, _mm256_set1_epi32(16));
                __m256i t160 = t159;
                __m256i t161 = _mm256_sub_epi32(_mm256_set1_epi32(5), t160);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(t12 + 16L)), t161);
                __m256i t162 = _mm256_add_epi32(t11, _mm256_set1_epi32(24));
                __m256i t163 = t162;
                __m256i t164 = _mm256_sub_epi32(_mm256_set1_epi32(5), t163);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(t12 + 24L)), t164);
                t12 += 32L;
                __m256i t165 = _mm256_add_epi32(t11, _mm256_set1_epi32(32));
                if (t12 >= t151) {
                    break;
                }
                t11 = t165;
            }
            t166 = (int)t151;
        } else {
            t166 = 0;
        }
        long t167 = (long)n * 3L + (long)t166 * -1L;
        if (t167 >= 8L) {
            long t168 = t167 & -8L;
            __m256i t169 = _mm256_set1_epi32((int)t166);
            __m256i t170 = t169;
            __m256i t13 = _mm256_add_epi32(t170, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t14 = 0L;
            for (;;) {
                __m256i t171 = t13;
                __m256i t172 = _mm256_sub_epi32(_mm256_set1_epi32(5), t171);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)t166 + t14)), t172);
                t14 += 8L;
                __m256i t173 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                if (t14 >= t168) {
                    break;
                }
                t13 = t173;
            }
            k_3 = (int)((long)t166 + t168);
        } else {
            k_3 = t166;
        }
        for (; k_3 < t148; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t174 = (long)n * 2L;
        if (t174 >= 16L) {
            long t175 = t174 & -16L;
            __m128i t176 = _mm_set1_epi32(0);
            __m128i t177 = t176;
            __m128i t15 = _mm_add_epi32(t177, _mm_setr_epi32(0, 1, 2, 3));
            long t16 = 0L;
            for (;;) {
                __m128i t178 = t15;
                __m256d t179 = _mm256_cvtepi32_pd(t178);
                __m256d t180 = _mm256_xor_pd(t179, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)t16, t180);
                __m128i t181 = _mm_add_epi32(t15, _mm_set1_epi32(4));
                __m128i t182 = t181;
                __m256d t183 = _mm256_cvtepi32_pd(t182);
                __m256d t184 = _mm256_xor_pd(t183, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(t16 + 4L), t184);
                __m128i t185 = _mm_add_epi32(t15, _mm_set1_epi32(8));
                __m128i t186 = t185;
                __m256d t187 = _mm256_cvtepi32_pd(t186);
                __m256d t188 = _mm256_xor_pd(t187, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(t16 + 8L), t188);
                __m128i t189 = _mm_add_epi32(t15, _mm_set1_epi32(12));
                __m128i t190 = t189;
                __m256d t191 = _mm256_cvtepi32_pd(t190);
                __m256d t192 = _mm256_xor_pd(t191, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(t16 + 12L), t192);
                t16 += 16L;
                __m128i t193 = _mm_add_epi32(t15, _mm_set1_epi32(16));
                if (t16 >= t175) {
                    break;
                }
                t15 = t193;
            }
            t194 = (int)t175;
        } else {
            t194 = 0;
        }
        long t195 = (long)n * 2L + (long)t194 * -1L;
        if (t195 >= 4L) {
            long t196 = t195 & -4L;
            __m128i t197 = _mm_set1_epi32((int)t194);
            __m128i t198 = t197;
            __m128i t17 = _mm_add_epi32(t198, _mm_setr_epi32(0, 1, 2, 3));
            long t18 = 0L;
            for (;;) {
                __m128i t199 = t17;
                __m256d t200 = _mm256_cvtepi32_pd(t199);
                __m256d t201 = _mm256_xor_pd(t200, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)t194 + t18), t201);
                t18 += 4L;
                __m128i t202 = _mm_add_epi32(t17, _mm_set1_epi32(4));
                if (t18 >= t196) {
                    break;
                }
                t17 = t202;
            }
            k_4 = (int)((long)t194 + t196);
        } else {
            k_4 = t194;
        }
        for (; k_4 < t93; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t203 = b;
        (_mm256_zeroupper(), evens(n, a2, t203, c));
        (_mm256_zeroupper(), thirds(n, a3, bf));
        (_mm256_zeroupper(), two_of_three(n, a23, t203));
        (_mm256_zeroupper(), odd_doubles(n, ad, bd));
        unsigned long long t204 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t93 * 8UL));
        unsigned long long t205 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t148 * 4UL));
        if (t89) {
            unsigned long t206 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t149 * 4UL));
            t207 = (unsigned long long)t206;
        } else {
            t207 = 0ULL;
        }
        if (t89) {
            unsigned long t208 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t123 * 4UL));
            t209 = (unsigned long long)t208;
        } else {
            t209 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t209, t207, t205, t204);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
