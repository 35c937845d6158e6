/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 neon=5 */
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

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t1;
    int t37;
    int k;
    int t57;
    int t58;
    int t59;
    int t76;
    int k_1;
    int t83;
    int t95;
    int k_2;
    int t101;
    int t102;
    int t114;
    int k_3;
    int t136;
    int k_4;
    unsigned long long t148;
    unsigned long long t150;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            __m128i t151 = _mm_set1_epi32(0);
            __m128i k_v_8 = _mm_add_epi32(t151, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)&g[k_vec_10], k_v_8);
                __m128i t152 = _mm_add_epi32(k_v_8, _mm_set1_epi32(4));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 4L], t152);
                __m128i t153 = _mm_add_epi32(k_v_8, _mm_set1_epi32(8));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 8L], t153);
                __m128i t154 = _mm_add_epi32(k_v_8, _mm_set1_epi32(12));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 12L], t154);
                k_vec_10 += 16L;
                k_v_8 = _mm_add_epi32(k_v_8, _mm_set1_epi32(16));
            } while (k_vec_10 < 2000L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        int *b = (int *)t2;
        void *t3 = new_array(n, 4UL);
        int *c = (int *)t3;
        void *t4 = new_array(n, 4UL);
        float *bf = (float *)t4;
        void *t5 = new_array(n, 8UL);
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
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
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -8L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                vcc_v2_int b_v = vcc_load(vcc_v2_int, b + k_vec);
                vcc_v2_float t18 = __builtin_convertvector(b_v, vcc_v2_float);
                vcc_v2_float t19 = t18 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + k_vec, t19);
                vcc_v2_int c_v = vcc_load(vcc_v2_int, c + k_vec);
                __m128d t20 = (__m128d)__builtin_convertvector(c_v, vcc_v2_double);
                __m128d t21 = _mm_mul_pd(t20, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + k_vec, t21);
                long t22 = k_vec + 2L;
                vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t22);
                vcc_v2_float t23 = __builtin_convertvector(b_v_1, vcc_v2_float);
                vcc_v2_float t24 = t23 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t22, t24);
                vcc_v2_int c_v_1 = vcc_load(vcc_v2_int, c + t22);
                __m128d t25 = (__m128d)__builtin_convertvector(c_v_1, vcc_v2_double);
                __m128d t26 = _mm_mul_pd(t25, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t22, t26);
                long t27 = k_vec + 4L;
                vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t27);
                vcc_v2_float t28 = __builtin_convertvector(b_v_2, vcc_v2_float);
                vcc_v2_float t29 = t28 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t27, t29);
                vcc_v2_int c_v_2 = vcc_load(vcc_v2_int, c + t27);
                __m128d t30 = (__m128d)__builtin_convertvector(c_v_2, vcc_v2_double);
                __m128d t31 = _mm_mul_pd(t30, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t27, t31);
                long t32 = k_vec + 6L;
                vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t32);
                vcc_v2_float t33 = __builtin_convertvector(b_v_3, vcc_v2_float);
                vcc_v2_float t34 = t33 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t32, t34);
                vcc_v2_int c_v_3 = vcc_load(vcc_v2_int, c + t32);
                __m128d t35 = (__m128d)__builtin_convertvector(c_v_3, vcc_v2_double);
                __m128d t36 = _mm_mul_pd(t35, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t32, t36);
                k_vec += 8L;
            } while (k_vec < t17);
            t37 = (int)t17;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t3;
        unsigned long t46 = (unsigned long)t5;
        unsigned long t47 = (unsigned long)t4;
        unsigned long t48 = (unsigned long)t5;
        if ((t38 >= 2L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -2L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:50 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t50);
                vcc_v2_float t51 = __builtin_convertvector(b_v_4, vcc_v2_float);
                vcc_v2_float t52 = t51 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t50, t52);
                vcc_v2_int c_v_4 = vcc_load(vcc_v2_int, c + t50);
                __m128d t53 = (__m128d)__builtin_convertvector(c_v_4, vcc_v2_double);
                __m128d t54 = _mm_mul_pd(t53, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t50, t54);
                k_vec_1 += 2L;
            } while (k_vec_1 < t49);
            k = (int)((long)t37 + t49);
        } else {
            k = t37;
        }
        for (; k < n; k++) {
            long t55 = (long)k;
            bf[t55] = (float)b[t55] * 0.25f;
            bd[t55] = (double)c[t55] * 0.125;
        }
        int t56 = n > 0;
        if (t56) {
            t57 = 2 * n - 1;
        } else {
            t57 = 0;
        }
        int *a2 = (int *)new_array(t57, 4UL);
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)new_array(t58, 4UL);
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)new_array(t59, 4UL);
        int t60 = 2 * n;
        double *ad = (double *)new_array(t60, 8UL);
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 16L) {
            long t62 = t61 & -16L;
            __m128i t63 = _mm_set1_epi32(0);
            __m128i k_v = _mm_add_epi32(t63, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t64 = _mm_mullo_epi32(_mm_set1_epi32(7), k_v);
                __m128i t65 = _mm_add_epi32(t64, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + k_vec_2), t65);
                __m128i t66 = _mm_add_epi32(k_v, _mm_set1_epi32(4));
                __m128i t67 = _mm_mullo_epi32(_mm_set1_epi32(7), t66);
                __m128i t68 = _mm_add_epi32(t67, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 4L)), t68);
                __m128i t69 = _mm_add_epi32(k_v, _mm_set1_epi32(8));
                __m128i t70 = _mm_mullo_epi32(_mm_set1_epi32(7), t69);
                __m128i t71 = _mm_add_epi32(t70, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 8L)), t71);
                __m128i t72 = _mm_add_epi32(k_v, _mm_set1_epi32(12));
                __m128i t73 = _mm_mullo_epi32(_mm_set1_epi32(7), t72);
                __m128i t74 = _mm_add_epi32(t73, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 12L)), t74);
                k_vec_2 += 16L;
                __m128i t75 = _mm_add_epi32(k_v, _mm_set1_epi32(16));
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = t75;
            }
            t76 = (int)t62;
        } else {
            t76 = 0;
        }
        long t77 = (long)n * 2L + (long)t76 * -1L + -1L;
        if (t77 >= 4L) {
            long t78 = t77 & -4L;
            __m128i t79 = _mm_set1_epi32((int)t76);
            __m128i k_v_1 = _mm_add_epi32(t79, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t80 = _mm_mullo_epi32(_mm_set1_epi32(7), k_v_1);
                __m128i t81 = _mm_add_epi32(t80, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + ((long)t76 + k_vec_3)), t81);
                k_vec_3 += 4L;
                __m128i t82 = _mm_add_epi32(k_v_1, _mm_set1_epi32(4));
                if (k_vec_3 >= t78) {
                    break;
                }
                k_v_1 = t82;
            }
            k_1 = (int)((long)t76 + t78);
        } else {
            k_1 = t76;
        }
        for (;; k_1++) {
            t83 = t60 - 1;
            if (k_1 >= t83) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t84 = (long)n * 3L + -1L;
        if (t84 >= 16L) {
            long t85 = t84 & -16L;
            __m128i t86 = _mm_set1_epi32(0);
            __m128i k_v_2 = _mm_add_epi32(t86, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t87 = _mm_cvtepi32_ps(k_v_2);
                _mm_storeu_ps(a3 + k_vec_4, t87);
                __m128i t88 = _mm_add_epi32(k_v_2, _mm_set1_epi32(4));
                __m128 t89 = _mm_cvtepi32_ps(t88);
                _mm_storeu_ps(a3 + (k_vec_4 + 4L), t89);
                __m128i t90 = _mm_add_epi32(k_v_2, _mm_set1_epi32(8));
                __m128 t91 = _mm_cvtepi32_ps(t90);
                _mm_storeu_ps(a3 + (k_vec_4 + 8L), t91);
                __m128i t92 = _mm_add_epi32(k_v_2, _mm_set1_epi32(12));
                __m128 t93 = _mm_cvtepi32_ps(t92);
                _mm_storeu_ps(a3 + (k_vec_4 + 12L), t93);
                k_vec_4 += 16L;
                __m128i t94 = _mm_add_epi32(k_v_2, _mm_set1_epi32(16));
                if (k_vec_4 >= t85) {
                    break;
                }
                k_v_2 = t94;
            }
            t95 = (int)t85;
        } else {
            t95 = 0;
        }
        long t96 = (long)n * 3L + (long)t95 * -1L + -1L;
        if (t96 >= 4L) {
            long t97 = t96 & -4L;
            __m128i t98 = _mm_set1_epi32((int)t95);
            __m128i k_v_3 = _mm_add_epi32(t98, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t99 = _mm_cvtepi32_ps(k_v_3);
                _mm_storeu_ps(a3 + ((long)t95 + k_vec_5), t99);
                k_vec_5 += 4L;
                __m128i t100 = _mm_add_epi32(k_v_3, _mm_set1_epi32(4));
                if (k_vec_5 >= t97) {
                    break;
                }
                k_v_3 = t100;
            }
            k_2 = (int)((long)t95 + t97);
        } else {
            k_2 = t95;
        }
        for (;; k_2++) {
            t101 = 3 * n;
            t102 = t101 - 1;
            if (k_2 >= t102) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t103 = (long)n * 3L;
        if (t103 >= 16L) {
            long t104 = t103 & -16L;
            __m128i t105 = _mm_set1_epi32(0);
            __m128i k_v_4 = _mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t106 = _mm_sub_epi32(_mm_set1_epi32(5), k_v_4);
                _mm_storeu_si128((__m128i *)(a23 + k_vec_6), t106);
                __m128i t107 = _mm_add_epi32(k_v_4, _mm_set1_epi32(4));
                __m128i t108 = _mm_sub_epi32(_mm_set1_epi32(5), t107);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 4L)), t108);
                __m128i t109 = _mm_add_epi32(k_v_4, _mm_set1_epi32(8));
                __m128i t110 = _mm_sub_epi32(_mm_set1_epi32(5), t109);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 8L)), t110);
                __m128i t111 = _mm_add_epi32(k_v_4, _mm_set1_epi32(12));
                __m128i t112 = _mm_sub_epi32(_mm_set1_epi32(5), t111);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 12L)), t112);
                k_vec_6 += 16L;
                __m128i t113 = _mm_add_epi32(k_v_4, _mm_set1_epi32(16));
                if (k_vec_6 >= t104) {
                    break;
                }
                k_v_4 = t113;
            }
            t114 = (int)t104;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 3L + (long)t114 * -1L;
        if (t115 >= 4L) {
            long t116 = t115 & -4L;
            __m128i t117 = _mm_set1_epi32((int)t114);
            __m128i k_v_5 = _mm_add_epi32(t117, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t118 = _mm_sub_epi32(_mm_set1_epi32(5), k_v_5);
                _mm_storeu_si128((__m128i *)(a23 + ((long)t114 + k_vec_7)), t118);
                k_vec_7 += 4L;
                __m128i t119 = _mm_add_epi32(k_v_5, _mm_set1_epi32(4));
                if (k_vec_7 >= t116) {
                    break;
                }
                k_v_5 = t119;
            }
            k_3 = (int)((long)t114 + t116);
        } else {
            k_3 = t114;
        }
        for (; k_3 < t101; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t120 = (long)n * 2L;
        if (t120 >= 8L) {
            long t121 = t120 & -8L;
            vcc_v2_int t122 = (vcc_v2_int){0, 0};
            vcc_v2_uint t123 = (vcc_v2_uint)t122;
            vcc_v2_uint k_v_6 = t123 + (vcc_v2_uint){0U, 1U};
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int k_v_9 = (vcc_v2_int)k_v_6;
                __m128d t124 = (__m128d)__builtin_convertvector(k_v_9, vcc_v2_double);
                __m128d t125 = _mm_xor_pd(t124, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + k_vec_8, t125);
                vcc_v2_uint t126 = k_v_6 + (vcc_v2_uint){2U, 2U};
                vcc_v2_int k_v_10 = (vcc_v2_int)t126;
                __m128d t127 = (__m128d)__builtin_convertvector(k_v_10, vcc_v2_double);
                __m128d t128 = _mm_xor_pd(t127, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 2L), t128);
                vcc_v2_uint t129 = k_v_6 + (vcc_v2_uint){4U, 4U};
                vcc_v2_int k_v_11 = (vcc_v2_int)t129;
                __m128d t130 = (__m128d)__builtin_convertvector(k_v_11, vcc_v2_double);
                __m128d t131 = _mm_xor_pd(t130, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 4L), t131);
                vcc_v2_uint t132 = k_v_6 + (vcc_v2_uint){6U, 6U};
                vcc_v2_int k_v_12 = (vcc_v2_int)t132;
                __m128d t133 = (__m128d)__builtin_convertvector(k_v_12, vcc_v2_double);
                __m128d t134 = _mm_xor_pd(t133, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 6L), t134);
                k_vec_8 += 8L;
                vcc_v2_uint t135 = k_v_6 + (vcc_v2_uint){8U, 8U};
                if (k_vec_8 >= t121) {
                    break;
                }
                k_v_6 = t135;
            }
            t136 = (int)t121;
        } else {
            t136 = 0;
        }
        long t137 = (long)n * 2L + (long)t136 * -1L;
        if (t137 >= 2L) {
            long t138 = t137 & -2L;
            vcc_v2_int t139 = (vcc_v2_int){t136, t136};
            vcc_v2_uint t140 = (vcc_v2_uint)t139;
            vcc_v2_uint k_v_7 = t140 + (vcc_v2_uint){0U, 1U};
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int k_v_13 = (vcc_v2_int)k_v_7;
                __m128d t141 = (__m128d)__builtin_convertvector(k_v_13, vcc_v2_double);
                __m128d t142 = _mm_xor_pd(t141, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + ((long)t136 + k_vec_9), t142);
                k_vec_9 += 2L;
                vcc_v2_uint t143 = k_v_7 + (vcc_v2_uint){2U, 2U};
                if (k_vec_9 >= t138) {
                    break;
                }
                k_v_7 = t143;
            }
            k_4 = (int)((long)t136 + t138);
        } else {
            k_4 = t136;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t144 = b;
        evens(n, a2, t144, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t144);
        odd_doubles(n, ad, bd);
        unsigned long long t145 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t60 * 8UL);
        unsigned long long t146 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t101 * 4UL);
        if (t56) {
            unsigned long t147 = hash_bytes((const void *)a3, (unsigned long)t102 * 4UL);
            t148 = (unsigned long long)t147;
        } else {
            t148 = 0ULL;
        }
        if (t56) {
            unsigned long t149 = hash_bytes((const void *)a2, (unsigned long)t83 * 4UL);
            t150 = (unsigned long long)t149;
        } else {
            t150 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t150, t148, t146, t145);
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
