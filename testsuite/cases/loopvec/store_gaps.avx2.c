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
    int t1;
    int t38;
    int k;
    int t58;
    int t59;
    int t60;
    int t78;
    int k_1;
    int t86;
    int t99;
    int k_2;
    int t106;
    int t107;
    int t120;
    int k_3;
    int t143;
    int k_4;
    unsigned long long t155;
    unsigned long long t157;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            __m256i t158 = _mm256_set1_epi32(0);
            __m256i t159 = t158;
            __m256i k_v_8 = _mm256_add_epi32(t159, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                __m256i k_v_30 = k_v_8;
                _mm256_storeu_si256((__m256i *)&g[(int)k_vec_10], k_v_30);
                __m256i t160 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(8));
                __m256i k_v_31 = t160;
                _mm256_storeu_si256((__m256i *)&g[(int)(k_vec_10 + 8L)], k_v_31);
                __m256i t161 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(16));
                __m256i k_v_32 = t161;
                _mm256_storeu_si256((__m256i *)&g[(int)(k_vec_10 + 16L)], k_v_32);
                __m256i t162 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(24));
                __m256i k_v_33 = t162;
                _mm256_storeu_si256((__m256i *)&g[(int)(k_vec_10 + 24L)], k_v_33);
                k_vec_10 += 32L;
                k_v_8 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(32));
            } while (k_vec_10 < 1984L);
            __m256i t163 = _mm256_set1_epi32(1984);
            __m256i t164 = t163;
            __m256i k_v_9 = _mm256_add_epi32(t164, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_11 = 0L;
            do {
                __m256i k_v_34 = k_v_9;
                _mm256_storeu_si256((__m256i *)&g[(int)(1984L + k_vec_11)], k_v_34);
                k_vec_11 += 8L;
                k_v_9 = _mm256_add_epi32(k_v_9, _mm256_set1_epi32(8));
            } while (k_vec_11 < 16L);
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
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)t3;
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                long t18 = (long)(int)k_vec;
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t18));
                __m128 t19 = _mm_cvtepi32_ps(b_v);
                __m128 t20 = _mm_mul_ps(t19, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t18, t20);
                __m128i c_v = _mm_loadu_si128((const __m128i *)(c + t18));
                __m256d t21 = _mm256_cvtepi32_pd(c_v);
                __m256d t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t18, t22);
                long t23 = (long)(int)(k_vec + 4L);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t23));
                __m128 t24 = _mm_cvtepi32_ps(b_v_1);
                __m128 t25 = _mm_mul_ps(t24, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t23, t25);
                __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t23));
                __m256d t26 = _mm256_cvtepi32_pd(c_v_1);
                __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t23, t27);
                long t28 = (long)(int)(k_vec + 8L);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t28));
                __m128 t29 = _mm_cvtepi32_ps(b_v_2);
                __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t28, t30);
                __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t28));
                __m256d t31 = _mm256_cvtepi32_pd(c_v_2);
                __m256d t32 = _mm256_mul_pd(t31, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t28, t32);
                long t33 = (long)(int)(k_vec + 12L);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t33));
                __m128 t34 = _mm_cvtepi32_ps(b_v_3);
                __m128 t35 = _mm_mul_ps(t34, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t33, t35);
                __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t33));
                __m256d t36 = _mm256_cvtepi32_pd(c_v_3);
                __m256d t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t33, t37);
                k_vec += 16L;
            } while (k_vec < t17);
            t38 = (int)t17;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t2;
        unsigned long t41 = (unsigned long)t4;
        unsigned long t42 = (unsigned long)t2;
        unsigned long t43 = (unsigned long)t5;
        unsigned long t44 = (unsigned long)t3;
        unsigned long t45 = (unsigned long)t4;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t5;
        unsigned long t48 = (unsigned long)t4;
        unsigned long t49 = (unsigned long)t5;
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 4L))) | ((t41 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t38 * 4L)))) & (((t42 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t38 * 8L))) | ((t43 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t38 * 4L)))) & (((t44 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t38 * 4L))) | ((t45 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t38 * 4L)))) & (((t46 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t38 * 8L))) | ((t47 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t38 * 4L)))) & (((t48 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t38 * 8L))) | ((t49 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t48 + (unsigned long)((long)t38 * 4L))))) {
            long t50 = t39 & -4L;
            long k_vec_1 = 0L;
            do {
                long t51 = (long)(int)((long)t38 + k_vec_1);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t51));
                __m128 t52 = _mm_cvtepi32_ps(b_v_4);
                __m128 t53 = _mm_mul_ps(t52, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t51, t53);
                __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t51));
                __m256d t54 = _mm256_cvtepi32_pd(c_v_4);
                __m256d t55 = _mm256_mul_pd(t54, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t51, t55);
                k_vec_1 += 4L;
            } while (k_vec_1 < t50);
            k = (int)((long)t38 + t50);
        } else {
            k = t38;
        }
        for (; k < n; k++) {
            long t56 = (long)k;
            bf[t56] = (float)b[t56] * 0.25f;
            bd[t56] = (double)c[t56] * 0.125;
        }
        int t57 = n > 0;
        if (t57) {
            t58 = 2 * n - 1;
        } else {
            t58 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t58, 4UL));
        if (t57) {
            t59 = 3 * n - 1;
        } else {
            t59 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t59, 4UL));
        if (t57) {
            t60 = 3 * n;
        } else {
            t60 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t60, 4UL));
        int t61 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t61, 8UL));
        long t62 = (long)n * 2L + -1L;
        if (t62 >= 32L) {
            long t63 = t62 & -32L;
            __m256i t64 = _mm256_set1_epi32(0);
            __m256i t65 = t64;
            __m256i k_v = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i k_v_10 = k_v;
                __m256i t66 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_10);
                __m256i t67 = _mm256_add_epi32(t66, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)k_vec_2), t67);
                __m256i t68 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
                __m256i k_v_11 = t68;
                __m256i t69 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_11);
                __m256i t70 = _mm256_add_epi32(t69, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(k_vec_2 + 8L)), t70);
                __m256i t71 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
                __m256i k_v_12 = t71;
                __m256i t72 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_12);
                __m256i t73 = _mm256_add_epi32(t72, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(k_vec_2 + 16L)), t73);
                __m256i t74 = _mm256_add_epi32(k_v, _mm256_set1_epi32(24));
                __m256i k_v_13 = t74;
                __m256i t75 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_13);
                __m256i t76 = _mm256_add_epi32(t75, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(k_vec_2 + 24L)), t76);
                k_vec_2 += 32L;
                __m256i t77 = _mm256_add_epi32(k_v, _mm256_set1_epi32(32));
                if (k_vec_2 >= t63) {
                    break;
                }
                k_v = t77;
            }
            t78 = (int)t63;
        } else {
            t78 = 0;
        }
        long t79 = (long)n * 2L + (long)t78 * -1L + -1L;
        if (t79 >= 8L) {
            long t80 = t79 & -8L;
            __m256i t81 = _mm256_set1_epi32((int)t78);
            __m256i t82 = t81;
            __m256i k_v_1 = _mm256_add_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_3 = 0L;
            for (;;) {
                __m256i k_v_14 = k_v_1;
                __m256i t83 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_14);
                __m256i t84 = _mm256_add_epi32(t83, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)t78 + k_vec_3)), t84);
                k_vec_3 += 8L;
                __m256i t85 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(8));
                if (k_vec_3 >= t80) {
                    break;
                }
                k_v_1 = t85;
            }
            k_1 = (int)((long)t78 + t80);
        } else {
            k_1 = t78;
        }
        for (;; k_1++) {
            t86 = t61 - 1;
            if (k_1 >= t86) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t87 = (long)n * 3L + -1L;
        if (t87 >= 32L) {
            long t88 = t87 & -32L;
            __m256i t89 = _mm256_set1_epi32(0);
            __m256i t90 = t89;
            __m256i k_v_2 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i k_v_15 = k_v_2;
                __m256 t91 = _mm256_cvtepi32_ps(k_v_15);
                _mm256_storeu_ps(a3 + (int)k_vec_4, t91);
                __m256i t92 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(8));
                __m256i k_v_16 = t92;
                __m256 t93 = _mm256_cvtepi32_ps(k_v_16);
                _mm256_storeu_ps(a3 + (int)(k_vec_4 + 8L), t93);
                __m256i t94 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(16));
                __m256i k_v_17 = t94;
                __m256 t95 = _mm256_cvtepi32_ps(k_v_17);
                _mm256_storeu_ps(a3 + (int)(k_vec_4 + 16L), t95);
                __m256i t96 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(24));
                __m256i k_v_18 = t96;
                __m256 t97 = _mm256_cvtepi32_ps(k_v_18);
                _mm256_storeu_ps(a3 + (int)(k_vec_4 + 24L), t97);
                k_vec_4 += 32L;
                __m256i t98 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(32));
                if (k_vec_4 >= t88) {
                    break;
                }
                k_v_2 = t98;
            }
            t99 = (int)t88;
        } else {
            t99 = 0;
        }
        long t100 = (long)n * 3L + (long)t99 * -1L + -1L;
        if (t100 >= 8L) {
            long t101 = t100 & -8L;
            __m256i t102 = _mm256_set1_epi32((int)t99);
            __m256i t103 = t102;
            __m256i k_v_3 = _mm256_add_epi32(t103, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_5 = 0L;
            for (;;) {
                __m256i k_v_19 = k_v_3;
                __m256 t104 = _mm256_cvtepi32_ps(k_v_19);
                _mm256_storeu_ps(a3 + (int)((long)t99 + k_vec_5), t104);
                k_vec_5 += 8L;
                __m256i t105 = _mm256_add_epi32(k_v_3, _mm256_set1_epi32(8));
                if (k_vec_5 >= t101) {
                    break;
                }
                k_v_3 = t105;
            }
            k_2 = (int)((long)t99 + t101);
        } else {
            k_2 = t99;
        }
        for (;; k_2++) {
            t106 = 3 * n;
            t107 = t106 - 1;
            if (k_2 >= t107) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t108 = (long)n * 3L;
        if (t108 >= 32L) {
            long t109 = t108 & -32L;
            __m256i t110 = _mm256_set1_epi32(0);
            __m256i t111 = t110;
            __m256i k_v_4 = _mm256_add_epi32(t111, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i k_v_20 = k_v_4;
                __m256i t112 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_20);
                _mm256_storeu_si256((__m256i *)(a23 + (int)k_vec_6), t112);
                __m256i t113 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(8));
                __m256i k_v_21 = t113;
                __m256i t114 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_21);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(k_vec_6 + 8L)), t114);
                __m256i t115 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(16));
                __m256i k_v_22 = t115;
                __m256i t116 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_22);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(k_vec_6 + 16L)), t116);
                __m256i t117 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(24));
                __m256i k_v_23 = t117;
                __m256i t118 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_23);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(k_vec_6 + 24L)), t118);
                k_vec_6 += 32L;
                __m256i t119 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(32));
                if (k_vec_6 >= t109) {
                    break;
                }
                k_v_4 = t119;
            }
            t120 = (int)t109;
        } else {
            t120 = 0;
        }
        long t121 = (long)n * 3L + (long)t120 * -1L;
        if (t121 >= 8L) {
            long t122 = t121 & -8L;
            __m256i t123 = _mm256_set1_epi32((int)t120);
            __m256i t124 = t123;
            __m256i k_v_5 = _mm256_add_epi32(t124, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_7 = 0L;
            for (;;) {
                __m256i k_v_24 = k_v_5;
                __m256i t125 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_24);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)t120 + k_vec_7)), t125);
                k_vec_7 += 8L;
                __m256i t126 = _mm256_add_epi32(k_v_5, _mm256_set1_epi32(8));
                if (k_vec_7 >= t122) {
                    break;
                }
                k_v_5 = t126;
            }
            k_3 = (int)((long)t120 + t122);
        } else {
            k_3 = t120;
        }
        for (; k_3 < t106; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t127 = (long)n * 2L;
        if (t127 >= 16L) {
            long t128 = t127 & -16L;
            __m128i t129 = _mm_set1_epi32(0);
            __m128i t130 = t129;
            __m128i k_v_6 = _mm_add_epi32(t130, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i k_v_25 = k_v_6;
                __m256d t131 = _mm256_cvtepi32_pd(k_v_25);
                __m256d t132 = _mm256_xor_pd(t131, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)k_vec_8, t132);
                __m128i t133 = _mm_add_epi32(k_v_6, _mm_set1_epi32(4));
                __m128i k_v_26 = t133;
                __m256d t134 = _mm256_cvtepi32_pd(k_v_26);
                __m256d t135 = _mm256_xor_pd(t134, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(k_vec_8 + 4L), t135);
                __m128i t136 = _mm_add_epi32(k_v_6, _mm_set1_epi32(8));
                __m128i k_v_27 = t136;
                __m256d t137 = _mm256_cvtepi32_pd(k_v_27);
                __m256d t138 = _mm256_xor_pd(t137, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(k_vec_8 + 8L), t138);
                __m128i t139 = _mm_add_epi32(k_v_6, _mm_set1_epi32(12));
                __m128i k_v_28 = t139;
                __m256d t140 = _mm256_cvtepi32_pd(k_v_28);
                __m256d t141 = _mm256_xor_pd(t140, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(k_vec_8 + 12L), t141);
                k_vec_8 += 16L;
                __m128i t142 = _mm_add_epi32(k_v_6, _mm_set1_epi32(16));
                if (k_vec_8 >= t128) {
                    break;
                }
                k_v_6 = t142;
            }
            t143 = (int)t128;
        } else {
            t143 = 0;
        }
        long t144 = (long)n * 2L + (long)t143 * -1L;
        if (t144 >= 4L) {
            long t145 = t144 & -4L;
            __m128i t146 = _mm_set1_epi32((int)t143);
            __m128i t147 = t146;
            __m128i k_v_7 = _mm_add_epi32(t147, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_9 = 0L;
            for (;;) {
                __m128i k_v_29 = k_v_7;
                __m256d t148 = _mm256_cvtepi32_pd(k_v_29);
                __m256d t149 = _mm256_xor_pd(t148, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)t143 + k_vec_9), t149);
                k_vec_9 += 4L;
                __m128i t150 = _mm_add_epi32(k_v_7, _mm_set1_epi32(4));
                if (k_vec_9 >= t145) {
                    break;
                }
                k_v_7 = t150;
            }
            k_4 = (int)((long)t143 + t145);
        } else {
            k_4 = t143;
        }
        for (; k_4 < t61; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t151 = b;
        (_mm256_zeroupper(), evens(n, a2, t151, c));
        (_mm256_zeroupper(), thirds(n, a3, bf));
        (_mm256_zeroupper(), two_of_three(n, a23, t151));
        (_mm256_zeroupper(), odd_doubles(n, ad, bd));
        unsigned long long t152 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t61 * 8UL));
        unsigned long long t153 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t106 * 4UL));
        if (t57) {
            unsigned long t154 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t107 * 4UL));
            t155 = (unsigned long long)t154;
        } else {
            t155 = 0ULL;
        }
        if (t57) {
            unsigned long t156 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t86 * 4UL));
            t157 = (unsigned long long)t156;
        } else {
            t157 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t157, t155, t153, t152);
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
