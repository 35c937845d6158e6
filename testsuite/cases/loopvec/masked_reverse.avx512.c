/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=7 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    vcc_no_contract_body
    int t37;
    int t48;
    int i;
    int t65;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            long t6 = (long)t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(c + t6));
            __m256i t8 = _mm256_cmpgt_epi32(t7, _mm256_set1_epi32(0));
            __m256i t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t5) * 4UL - 28UL));
            __m256i t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_ternarylogic_epi32(t8, t11, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t6), t12);
            int t13 = (int)(t1 + 8L);
            long t14 = (long)t13;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(c + t14));
            __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32(0));
            __m256i t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t18 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t13) * 4UL - 28UL));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_ternarylogic_epi32(t16, t19, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t14), t20);
            int t21 = (int)(t1 + 16L);
            long t22 = (long)t21;
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(c + t22));
            __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_set1_epi32(0));
            __m256i t25 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t26 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t21) * 4UL - 28UL));
            __m256i t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t28 = _mm256_ternarylogic_epi32(t24, t27, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t22), t28);
            int t29 = (int)(t1 + 24L);
            long t30 = (long)t29;
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(c + t30));
            __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_set1_epi32(0));
            __m256i t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t29) * 4UL - 28UL));
            __m256i t35 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t36 = _mm256_ternarylogic_epi32(t32, t35, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t30), t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            int t40 = (int)((long)t37 + t2);
            long t41 = (long)t40;
            __m256i t42 = _mm256_loadu_si256((const __m256i *)(c + t41));
            __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_set1_epi32(0));
            __m256i t44 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t40) * 4UL - 28UL));
            __m256i t46 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t47 = _mm256_ternarylogic_epi32(t43, t46, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t41), t47);
            t2 += 8L;
        } while (t2 < t39);
        t48 = (int)((long)t37 + t39);
    } else {
        t48 = t37;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if ((t49 >= 1L) & (t49 <= 8L)) {
        __m256i t50 = _mm256_set1_epi32((int)(int)t49);
        __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t52 = (int)(long)t48;
        long t53 = (long)t52;
        __m256i t54 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), c + t53);
        __m256i t55 = _mm256_cmpgt_epi32(t54, _mm256_set1_epi32(0));
        __m256i t56 = (__m256i)~(vcc_m8)t55;
        __m256i t57 = _mm256_and_si256(t51, t56);
        __m256i t58 = _mm256_and_si256(t51, t55);
        __m256i t59 = _mm256_permutevar8x32_epi32(t58, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t60 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t59), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t52) * 4UL - 28UL));
        __m256i t61 = _mm256_permutevar8x32_epi32(t60, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t62 = _mm256_ternarylogic_epi32(t57, _mm256_set1_epi32(-1), t61, 0xCA);
        _mm256_mask_storeu_epi32(b + t53, _mm256_movepi32_mask(t51), t62);
        i = (int)((long)t48 + t49);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        long t63 = (long)i;
        int *t64 = b + t63;
        if (c[t63] > 0) {
            t65 = a[n - 1 - i];
        } else {
            t65 = -1;
        }
        *t64 = t65;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t8 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            __m256i t9 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t10 = _mm256_permutevar8x32_ps(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t5) * 4UL - 28UL), _mm256_movepi32_mask(t9), t10);
            int t11 = (int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(x + t11);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(t12, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t14 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            __m256i t15 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t16 = _mm256_permutevar8x32_ps(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t11) * 4UL - 28UL), _mm256_movepi32_mask(t15), t16);
            int t17 = (int)(t1 + 16L);
            __m256 t18 = _mm256_loadu_ps(x + t17);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t20 = _mm256_mul_ps(t18, _mm256_set1_ps(2.0f));
            __m256i t21 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t22 = _mm256_permutevar8x32_ps(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t17) * 4UL - 28UL), _mm256_movepi32_mask(t21), t22);
            int t23 = (int)(t1 + 24L);
            __m256 t24 = _mm256_loadu_ps(x + t23);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(t24, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t26 = _mm256_mul_ps(t24, _mm256_set1_ps(2.0f));
            __m256i t27 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t28 = _mm256_permutevar8x32_ps(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t23) * 4UL - 28UL), _mm256_movepi32_mask(t27), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            int t32 = (int)((long)t29 + t2);
            __m256 t33 = _mm256_loadu_ps(x + t32);
            __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(t33, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t35 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
            __m256i t36 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t37 = _mm256_permutevar8x32_ps(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t32) * 4UL - 28UL), _mm256_movepi32_mask(t36), t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t42 = (int)(long)t38;
        __m256 t43 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), x + t42);
        __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t43, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t45 = _mm256_and_si256(t41, t44);
        __m256 t46 = _mm256_mul_ps(t43, _mm256_set1_ps(2.0f));
        __m256i t47 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t48 = _mm256_permutevar8x32_ps(t46, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t42) * 4UL - 28UL), _mm256_movepi32_mask(t47), t48);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        float t49 = x[i];
        if (t49 > 0.0f) {
            y[n - 1 - i] = t49 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down_cond(int n, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m256d t7 = _mm256_loadu_pd(x + t6 + -3);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t7, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t9 = _mm256_add_pd(t7, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t6 * 8UL - 24UL), _mm_movepi32_mask(t8), t9);
            long t10 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            __m256d t11 = _mm256_loadu_pd(x + t10 + -3);
            __m128i t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t13 = _mm256_add_pd(t11, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t10 * 8UL - 24UL), _mm_movepi32_mask(t12), t13);
            long t14 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256d t15 = _mm256_loadu_pd(x + t14 + -3);
            __m128i t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t15, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t17 = _mm256_add_pd(t15, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t14 * 8UL - 24UL), _mm_movepi32_mask(t16), t17);
            long t18 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            __m256d t19 = _mm256_loadu_pd(x + t18 + -3);
            __m128i t20 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t19, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t21 = _mm256_add_pd(t19, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t18 * 8UL - 24UL), _mm_movepi32_mask(t20), t21);
            t2 += 16L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t22 = (long)t1 + 1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t3 = 0L;
        do {
            long t24 = (long)(int)((long)t1 + t3 * -1L);
            __m256d t25 = _mm256_loadu_pd(x + t24 + -3);
            __m128i t26 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t25, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t27 = _mm256_add_pd(t25, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t24 * 8UL - 24UL), _mm_movepi32_mask(t26), t27);
            t3 += 4L;
        } while (t3 < t23);
        i = (int)((long)t1 + t23 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t28 = (long)i;
        double t29 = x[t28];
        if (t29 < 0.5) {
            y[t28] = t29 + 1.0;
        }
    }
}

/* A count-down loop with the load under the condition too (a sum of the selected elements). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    vcc_no_contract_body
    long t50;
    int i;
    long sum;
    long sum_1;
    int t1 = n - 1;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t11 = (long)(int)((long)t1 + t2 * -1L);
            long t12 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            long t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            long t14 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(c + t11 + -3));
            __m128i t16 = _mm_shuffle_epi32(t15, 0x1b);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(c + t12 + -3));
            __m128i t18 = _mm_shuffle_epi32(t17, 0x1b);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(c + t13 + -3));
            __m128i t20 = _mm_shuffle_epi32(t19, 0x1b);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(c + t14 + -3));
            __m128i t22 = _mm_shuffle_epi32(t21, 0x1b);
            __m128i t23 = _mm_and_si128(t16, _mm_set1_epi32(1));
            __m128i t24 = _mm_and_si128(t18, _mm_set1_epi32(1));
            __m128i t25 = _mm_and_si128(t20, _mm_set1_epi32(1));
            __m128i t26 = _mm_and_si128(t22, _mm_set1_epi32(1));
            __m128i t27 = _mm_movm_epi32(_mm_cmp_epi32_mask(t23, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(t24, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t29 = _mm_movm_epi32(_mm_cmp_epi32_mask(t25, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t30 = _mm_movm_epi32(_mm_cmp_epi32_mask(t26, _mm_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v4_short t31 = vcc_gather_masked(vcc_v4_short, s + t11, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t27);
            vcc_v4_short t32 = vcc_gather_masked(vcc_v4_short, s + t12, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t28);
            vcc_v4_short t33 = vcc_gather_masked(vcc_v4_short, s + t13, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t29);
            vcc_v4_short t34 = vcc_gather_masked(vcc_v4_short, s + t14, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t30);
            __m256i t35 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t31));
            __m256i t36 = t35;
            __m256i t37 = _mm256_add_epi64(t3, t36);
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t27), t3, t37);
            __m256i t38 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t32));
            __m256i t39 = t38;
            __m256i t40 = _mm256_add_epi64(t4, t39);
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t28), t4, t40);
            __m256i t41 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t33));
            __m256i t42 = t41;
            __m256i t43 = _mm256_add_epi64(t5, t42);
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t29), t5, t43);
            __m256i t44 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t34));
            __m256i t45 = t44;
            __m256i t46 = _mm256_add_epi64(t6, t45);
            t6 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t30), t6, t46);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t47 = _mm256_add_epi64(t3, t4);
        __m256i t48 = _mm256_add_epi64(t47, t5);
        __m256i t49 = _mm256_add_epi64(t48, t6);
        t1 = (int)((long)t1 + t10 * -1L);
        t50 = (long)vcc_avx2_reduce_epi64(t49, _mm_add_epi64, unsigned long);
    } else {
        t50 = 0L;
    }
    long t51 = (long)t1 + 1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t53 = (long)(int)((long)t1 + t7 * -1L);
            __m128i t54 = _mm_loadu_si128((const __m128i *)(c + t53 + -3));
            __m128i t55 = _mm_shuffle_epi32(t54, 0x1b);
            __m128i t56 = _mm_and_si128(t55, _mm_set1_epi32(1));
            __m128i t57 = _mm_movm_epi32(_mm_cmp_epi32_mask(t56, _mm_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v4_short t58 = vcc_gather_masked(vcc_v4_short, s + t53, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t57);
            __m256i t59 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t58));
            __m256i t60 = t59;
            __m256i t61 = _mm256_add_epi64(t8, t60);
            t8 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t57), t8, t61);
            t7 += 4L;
        } while (t7 < t52);
        i = (int)((long)t1 + t52 * -1L);
        sum = (long)((unsigned long)t50 + vcc_avx2_reduce_epi64(t8, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        sum = t50;
    }
    for (; i >= 0; i--, sum = sum_1) {
        long t62 = (long)i;
        if (c[t62] & 1) {
            sum_1 = sum + (long)s[t62];
        } else {
            sum_1 = sum;
        }
    }
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(n - 1 - (int)t1);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(p + t4 + -15));
            __m128i t6 = _mm_shuffle_epi8(t5, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            __m128i t7 = t6;
            __mmask16 t8 = _mm_cmp_epu8_mask(t7, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            __m128i t9 = t7;
            __m128i t10 = _mm_set1_epi8((char)100);
            __m128i t11 = _mm_sub_epi8(t9, t10);
            __m128i t12 = t11;
            __m128i t13 = t12;
            vcc_scatter_masked(q + t4, (vcc_v16_int)_mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15), (vcc_v16_uchar)t13, (vcc_m16)_mm512_movm_epi32(t8));
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)(n - 1 - i);
        int t15 = (int)p[t14];
        if (t15 > 100) {
            q[t14] = (unsigned char)(t15 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void glob_rev_load(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        long t4 = (long)t3;
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&g_a[t4]);
        __m256i t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32(3));
        __m256i t7 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t8 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t3) * 4UL - 28UL));
        __m256i t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t10 = t9;
        __m256i t11 = _mm256_set1_epi32(2);
        __m256i t12 = _mm256_mullo_epi32(t10, t11);
        __m256i t13 = t12;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t4 * 4UL), _mm256_movepi32_mask(t6), t13);
        int t14 = (int)(t1 + 8L);
        long t15 = (long)t14;
        __m256i t16 = _mm256_loadu_si256((const __m256i *)&g_a[t15]);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t19 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t14) * 4UL - 28UL));
        __m256i t20 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t21 = t20;
        __m256i t22 = _mm256_set1_epi32(2);
        __m256i t23 = _mm256_mullo_epi32(t21, t22);
        __m256i t24 = t23;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t17), t24);
        int t25 = (int)(t1 + 16L);
        long t26 = (long)t25;
        __m256i t27 = _mm256_loadu_si256((const __m256i *)&g_a[t26]);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_set1_epi32(3));
        __m256i t29 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t25) * 4UL - 28UL));
        __m256i t31 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t32 = t31;
        __m256i t33 = _mm256_set1_epi32(2);
        __m256i t34 = _mm256_mullo_epi32(t32, t33);
        __m256i t35 = t34;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t26 * 4UL), _mm256_movepi32_mask(t28), t35);
        int t36 = (int)(t1 + 24L);
        long t37 = (long)t36;
        __m256i t38 = _mm256_loadu_si256((const __m256i *)&g_a[t37]);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(3));
        __m256i t40 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t41 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t40), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t36) * 4UL - 28UL));
        __m256i t42 = _mm256_permutevar8x32_epi32(t41, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t43 = t42;
        __m256i t44 = _mm256_set1_epi32(2);
        __m256i t45 = _mm256_mullo_epi32(t43, t44);
        __m256i t46 = t45;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t37 * 4UL), _mm256_movepi32_mask(t39), t46);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        int t47 = (int)(992L + t2);
        long t48 = (long)t47;
        __m256i t49 = _mm256_loadu_si256((const __m256i *)&g_a[t48]);
        __m256i t50 = _mm256_cmpgt_epi32(t49, _mm256_set1_epi32(3));
        __m256i t51 = _mm256_permutevar8x32_epi32(t50, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t52 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t47) * 4UL - 28UL));
        __m256i t53 = _mm256_permutevar8x32_epi32(t52, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t54 = t53;
        __m256i t55 = _mm256_set1_epi32(2);
        __m256i t56 = _mm256_mullo_epi32(t54, t55);
        __m256i t57 = t56;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t48 * 4UL), _mm256_movepi32_mask(t50), t57);
        t2 += 8L;
    } while (t2 < 8L);
    __m256i t58 = _mm256_set1_epi32(3);
    __m256i t59 = _mm256_cmpgt_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t60 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t59), &g_a[1000]);
    __m256i t61 = _mm256_cmpgt_epi32(t60, _mm256_set1_epi32(3));
    __m256i t62 = _mm256_and_si256(t59, t61);
    __m256i t63 = _mm256_permutevar8x32_epi32(t62, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i t64 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t63), (int *)((unsigned long)&g_c + 8UL - 28UL));
    __m256i t65 = _mm256_permutevar8x32_epi32(t64, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i t66 = t65;
    __m256i t67 = _mm256_set1_epi32(2);
    __m256i t68 = _mm256_mullo_epi32(t66, t67);
    __m256i t69 = t68;
    _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + 4000UL), _mm256_movepi32_mask(t62), t69);
    for (int i = 1003; i < 1003; i++) {
        long t70 = (long)i;
        if (g_a[t70] > 3) {
            g_b[t70] = g_c[1002 - i] * 2;
        }
    }
}

static __typeof__(g_b) g_b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void glob_rev_store(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        long t4 = (long)t3;
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&g_a[t4]);
        __m256i t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32(3));
        __m256i t7 = _mm256_loadu_si256((const __m256i *)&g_b[t4]);
        __m256i t8 = t7;
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_add_epi32(t8, t9);
        __m256i t11 = t10;
        __m256i t12 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t13 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t3) * 4UL - 28UL), _mm256_movepi32_mask(t12), t13);
        int t14 = (int)(t1 + 8L);
        long t15 = (long)t14;
        __m256i t16 = _mm256_loadu_si256((const __m256i *)&g_a[t15]);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_loadu_si256((const __m256i *)&g_b[t15]);
        __m256i t19 = t18;
        __m256i t20 = _mm256_set1_epi32(1);
        __m256i t21 = _mm256_add_epi32(t19, t20);
        __m256i t22 = t21;
        __m256i t23 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t24 = _mm256_permutevar8x32_epi32(t22, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t14) * 4UL - 28UL), _mm256_movepi32_mask(t23), t24);
        int t25 = (int)(t1 + 16L);
        long t26 = (long)t25;
        __m256i t27 = _mm256_loadu_si256((const __m256i *)&g_a[t26]);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_set1_epi32(3));
        __m256i t29 = _mm256_loadu_si256((const __m256i *)&g_b[t26]);
        __m256i t30 = t29;
        __m256i t31 = _mm256_set1_epi32(1);
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        __m256i t34 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t35 = _mm256_permutevar8x32_epi32(t33, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t25) * 4UL - 28UL), _mm256_movepi32_mask(t34), t35);
        int t36 = (int)(t1 + 24L);
        long t37 = (long)t36;
        __m256i t38 = _mm256_loadu_si256((const __m256i *)&g_a[t37]);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(3));
        __m256i t40 = _mm256_loadu_si256((const __m256i *)&g_b[t37]);
        __m256i t41 = t40;
        __m256i t42 = _mm256_set1_epi32(1);
        __m256i t43 = _mm256_add_epi32(t41, t42);
        __m256i t44 = t43;
        __m256i t45 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t46 = _mm256_permutevar8x32_epi32(t44, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t36) * 4UL - 28UL), _mm256_movepi32_mask(t45), t46);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        int t47 = (int)(992L + t2);
        long t48 = (long)t47;
        __m256i t49 = _mm256_loadu_si256((const __m256i *)&g_a[t48]);
        __m256i t50 = _mm256_cmpgt_epi32(t49, _mm256_set1_epi32(3));
        __m256i t51 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t50), (int *)((unsigned long)&g_b + (unsigned long)t48 * 4UL));
        __m256i t52 = t51;
        __m256i t53 = _mm256_set1_epi32(1);
        __m256i t54 = _mm256_add_epi32(t52, t53);
        __m256i t55 = t54;
        __m256i t56 = _mm256_permutevar8x32_epi32(t50, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t57 = _mm256_permutevar8x32_epi32(t55, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t47) * 4UL - 28UL), _mm256_movepi32_mask(t56), t57);
        t2 += 8L;
    } while (t2 < 8L);
    __m256i t58 = _mm256_set1_epi32(3);
    __m256i t59 = _mm256_cmpgt_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t60 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t59), &g_a[1000]);
    __m256i t61 = _mm256_cmpgt_epi32(t60, _mm256_set1_epi32(3));
    __m256i t62 = _mm256_and_si256(t59, t61);
    __m256i t63 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t62), (int *)((unsigned long)&g_b + 4000UL));
    __m256i t64 = t63;
    __m256i t65 = _mm256_set1_epi32(1);
    __m256i t66 = _mm256_add_epi32(t64, t65);
    __m256i t67 = t66;
    __m256i t68 = _mm256_permutevar8x32_epi32(t62, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i t69 = _mm256_permutevar8x32_epi32(t67, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + 8UL - 28UL), _mm256_movepi32_mask(t68), t69);
    for (int i = 1003; i < 1003; i++) {
        long t70 = (long)i;
        if (g_a[t70] > 3) {
            g_c[1002 - i] = g_b[t70] + 1;
        }
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

static __typeof__(g_c) g_c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t9;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            __m256i t37 = _mm256_set1_epi32(0);
            __m256i t38 = t37;
            __m256i t3 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t39 = _mm256_set1_epi32(0);
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(7));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t4 = t43;
            long t5 = 0L;
            do {
                __m256i t44 = t3;
                long t45 = (long)(int)t5;
                _mm256_storeu_si256((__m256i *)&g_a[t45], t4);
                __m256i t46 = _mm256_sub_epi32(_mm256_setzero_si256(), t44);
                _mm256_storeu_si256((__m256i *)&g_b[t45], t46);
                __m256i t47 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t44);
                _mm256_storeu_si256((__m256i *)&g_c[t45], t47);
                __m256i t48 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                __m256i t49 = t48;
                long t50 = (long)(int)(t5 + 8L);
                __m256i t51 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
                __m256i t52 = t51;
                __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(7));
                __m256i t54 = _mm256_min_epu32(t52, t53);
                __m256i t55 = t54;
                _mm256_storeu_si256((__m256i *)&g_a[t50], t55);
                __m256i t56 = _mm256_sub_epi32(_mm256_setzero_si256(), t49);
                _mm256_storeu_si256((__m256i *)&g_b[t50], t56);
                __m256i t57 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t49);
                _mm256_storeu_si256((__m256i *)&g_c[t50], t57);
                __m256i t58 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
                __m256i t59 = t58;
                long t60 = (long)(int)(t5 + 16L);
                __m256i t61 = _mm256_add_epi32(t4, _mm256_set1_epi32(2));
                __m256i t62 = t61;
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(7));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                __m256i t65 = t64;
                _mm256_storeu_si256((__m256i *)&g_a[t60], t65);
                __m256i t66 = _mm256_sub_epi32(_mm256_setzero_si256(), t59);
                _mm256_storeu_si256((__m256i *)&g_b[t60], t66);
                __m256i t67 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t59);
                _mm256_storeu_si256((__m256i *)&g_c[t60], t67);
                __m256i t68 = _mm256_add_epi32(t3, _mm256_set1_epi32(24));
                __m256i t69 = t68;
                long t70 = (long)(int)(t5 + 24L);
                __m256i t71 = _mm256_add_epi32(t4, _mm256_set1_epi32(3));
                __m256i t72 = t71;
                __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(7));
                __m256i t74 = _mm256_min_epu32(t72, t73);
                __m256i t75 = t74;
                _mm256_storeu_si256((__m256i *)&g_a[t70], t75);
                __m256i t76 = _mm256_sub_epi32(_mm256_setzero_si256(), t69);
                _mm256_storeu_si256((__m256i *)&g_b[t70], t76);
                __m256i t77 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t69);
                _mm256_storeu_si256((__m256i *)&g_c[t70], t77);
                t5 += 32L;
                t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(32));
                __m256i t78 = _mm256_add_epi32(t4, _mm256_set1_epi32(4));
                __m256i t79 = t78;
                __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(7));
                __m256i t81 = _mm256_min_epu32(t79, t80);
                t4 = t81;
            } while (t5 < 992L);
            __m256i t82 = _mm256_set1_epi32(992);
            __m256i t83 = t82;
            __m256i t6 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t84 = _mm256_set1_epi32(5);
            __m256i t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t86 = t85;
            __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(7));
            __m256i t88 = _mm256_min_epu32(t86, t87);
            __m256i t7 = t88;
            long t8 = 0L;
            do {
                __m256i t89 = t6;
                long t90 = (long)(int)(992L + t8);
                _mm256_storeu_si256((__m256i *)&g_a[t90], t7);
                __m256i t91 = _mm256_sub_epi32(_mm256_setzero_si256(), t89);
                _mm256_storeu_si256((__m256i *)&g_b[t90], t91);
                __m256i t92 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t89);
                _mm256_storeu_si256((__m256i *)&g_c[t90], t92);
                t8 += 8L;
                t6 = _mm256_add_epi32(t6, _mm256_set1_epi32(8));
                __m256i t93 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
                __m256i t94 = t93;
                __m256i t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32(7));
                __m256i t96 = _mm256_min_epu32(t94, t95);
                t7 = t96;
            } while (t8 < 8L);
            __m256i t97 = _mm256_set1_epi32(3);
            __m256i t98 = _mm256_cmpgt_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t99 = _mm256_set1_epi32(1000);
            __m256i t100 = t99;
            __m256i t101 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t102 = _mm256_set1_epi32(6);
            __m256i t103 = _mm256_add_epi32(t102, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t104 = t103;
            __m256i t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32(7));
            __m256i t106 = _mm256_min_epu32(t104, t105);
            __m256i t107 = t106;
            __m256i t108 = t101;
            _mm256_mask_storeu_epi32(&g_a[1000], _mm256_movepi32_mask(t98), t107);
            __m256i t109 = t108;
            __m256i t110 = _mm256_sub_epi32(_mm256_setzero_si256(), t109);
            __m256i t111 = t110;
            _mm256_mask_storeu_epi32(&g_b[1000], _mm256_movepi32_mask(t98), t111);
            __m256i t112 = _mm256_set1_epi32(3);
            __m256i t113 = t108;
            __m256i t114 = _mm256_mullo_epi32(t112, t113);
            __m256i t115 = t114;
            _mm256_mask_storeu_epi32(&g_c[1000], _mm256_movepi32_mask(t98), t115);
            for (int i_1 = 1003; i_1 < 1003; i_1++) {
                long t116 = (long)i_1;
                g_a[t116] = i_1 % 7;
                g_b[t116] = -i_1;
                g_c[t116] = 3 * i_1;
            }
            glob_rev_load();
            glob_rev_store();
            unsigned long t117 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t117);
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        double *xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        double *yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        short *s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        unsigned char *p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        unsigned char *q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)((_mm256_zeroupper(), next_rand()) % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t10 = (long)n;
        if (t10 >= 16L) {
            long t11 = t10 & -16L;
            long t1 = 0L;
            do {
                double *t12 = xd + (int)t1;
                __m256d t13 = _mm256_loadu_pd(t12);
                __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t12, t14);
                double *t15 = xd + (int)(t1 + 4L);
                __m256d t16 = _mm256_loadu_pd(t15);
                __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t15, t17);
                double *t18 = xd + (int)(t1 + 8L);
                __m256d t19 = _mm256_loadu_pd(t18);
                __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t18, t20);
                double *t21 = xd + (int)(t1 + 12L);
                __m256d t22 = _mm256_loadu_pd(t21);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t21, t23);
                t1 += 16L;
            } while (t1 < t11);
            t24 = (int)t11;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 4L) {
            long t26 = t25 & -4L;
            long t2 = 0L;
            do {
                double *t27 = xd + (int)((long)t24 + t2);
                __m256d t28 = _mm256_loadu_pd(t27);
                __m256d t29 = _mm256_mul_pd(t28, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t27, t29);
                t2 += 4L;
            } while (t2 < t26);
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            double *t30 = xd + i;
            *t30 = *t30 * 0.375;
        }
        const int *t31 = c;
        rev_cond_load(n, a, t31, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, t31);
        rev_bytes(n, p, q);
        unsigned long t32 = (unsigned long)n;
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes((const void *)q, t32 * 1UL));
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t32 * 8UL));
        unsigned long t35 = t32 * 4UL;
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes((const void *)y, t35));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t35)), (unsigned long long)t36, (unsigned long long)t34, sum, (unsigned long long)t33);
        (_mm256_zeroupper(), release_front((void *)a, n, 4UL));
        (_mm256_zeroupper(), release((void *)c, n, 4UL));
        (_mm256_zeroupper(), release((void *)b, n, 4UL));
        (_mm256_zeroupper(), release((void *)x, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)y, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)xd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)yd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)s, n, 2UL));
        (_mm256_zeroupper(), release_front((void *)p, n, 1UL));
        (_mm256_zeroupper(), release_front((void *)q, n, 1UL));
    }
}
