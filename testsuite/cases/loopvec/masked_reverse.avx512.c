/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512=6 avx512vbmi-zmm=7 neon=5 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
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
    int t22;
    int t30;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(c_v, _mm256_set1_epi32(0));
            __m256i t4 = _mm256_permutevar8x32_epi32(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t4), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)i_vec) * 4UL - 28UL));
            __m256i a_v = _mm256_permutevar8x32_epi32(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t6 = _mm256_ternarylogic_epi32(t3, a_v, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + i_vec), t6);
            long t7 = i_vec + 8L;
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t7));
            __m256i t8 = _mm256_cmpgt_epi32(c_v_1, _mm256_set1_epi32(0));
            __m256i t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t7) * 4UL - 28UL));
            __m256i a_v_1 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t11 = _mm256_ternarylogic_epi32(t8, a_v_1, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t7), t11);
            long t12 = i_vec + 16L;
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t12));
            __m256i t13 = _mm256_cmpgt_epi32(c_v_2, _mm256_set1_epi32(0));
            __m256i t14 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t15 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t12) * 4UL - 28UL));
            __m256i a_v_2 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t16 = _mm256_ternarylogic_epi32(t13, a_v_2, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t12), t16);
            long t17 = i_vec + 24L;
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256i t18 = _mm256_cmpgt_epi32(c_v_3, _mm256_set1_epi32(0));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t17) * 4UL - 28UL));
            __m256i a_v_3 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t21 = _mm256_ternarylogic_epi32(t18, a_v_3, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t17), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t25));
            __m256i t26 = _mm256_cmpgt_epi32(c_v_4, _mm256_set1_epi32(0));
            __m256i t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t28 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t25) * 4UL - 28UL));
            __m256i a_v_4 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t29 = _mm256_ternarylogic_epi32(t26, a_v_4, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), c + t34);
        __m256i t35 = _mm256_cmpgt_epi32(c_v_5, _mm256_set1_epi32(0));
        __m256i t36 = _mm256_and_si256(t33, t35);
        __m256i t37 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t34) * 4UL - 28UL));
        __m256i a_v_5 = _mm256_permutevar8x32_epi32(t38, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t39 = _mm256_ternarylogic_epi32(t35, a_v_5, _mm256_set1_epi32(-1), 0xCA);
        _mm256_mask_storeu_epi32(b + t34, _mm256_movepi32_mask(t33), t39);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int *t41 = b + t40;
        if (c[t40] > 0) {
            t42 = a[n - 1 - i];
        } else {
            t42 = -1;
        }
        *t41 = t42;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t4 = _mm256_mul_ps(x_v, _mm256_set1_ps(2.0f));
            __m256i t5 = _mm256_permutevar8x32_epi32(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t6 = _mm256_permutevar8x32_ps(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)i_vec) * 4UL - 28UL), _mm256_movepi32_mask(t5), t6);
            long t7 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t7);
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t9 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(2.0f));
            __m256i t10 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t11 = _mm256_permutevar8x32_ps(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t7) * 4UL - 28UL), _mm256_movepi32_mask(t10), t11);
            long t12 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t14 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(2.0f));
            __m256i t15 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t16 = _mm256_permutevar8x32_ps(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t12) * 4UL - 28UL), _mm256_movepi32_mask(t15), t16);
            long t17 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t17);
            __m256i t18 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t19 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(2.0f));
            __m256i t20 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t21 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t17) * 4UL - 28UL), _mm256_movepi32_mask(t20), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t25);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t27 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(2.0f));
            __m256i t28 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t29 = _mm256_permutevar8x32_ps(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t25) * 4UL - 28UL), _mm256_movepi32_mask(t28), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t33), x + t34);
        __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(x_v_5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t36 = _mm256_and_si256(t33, t35);
        __m256 t37 = _mm256_mul_ps(x_v_5, _mm256_set1_ps(2.0f));
        __m256i t38 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t39 = _mm256_permutevar8x32_ps(t37, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t34) * 4UL - 28UL), _mm256_movepi32_mask(t38), t39);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        float t40 = x[i];
        if (t40 > 0.0f) {
            y[n - 1 - i] = t40 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down_cond(int n, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256d t5 = _mm256_loadu_pd(x + t4 + -3);
            __m128i t6 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t5, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t7 = _mm256_add_pd(t5, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t4 * 8UL - 24UL), _mm_movepi32_mask(t6), t7);
            long t8 = (long)t1 + (i_vec + 4L) * -1L;
            __m256d t9 = _mm256_loadu_pd(x + t8 + -3);
            __m128i t10 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t9, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t11 = _mm256_add_pd(t9, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t8 * 8UL - 24UL), _mm_movepi32_mask(t10), t11);
            long t12 = (long)t1 + (i_vec + 8L) * -1L;
            __m256d t13 = _mm256_loadu_pd(x + t12 + -3);
            __m128i t14 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t13, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t15 = _mm256_add_pd(t13, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t12 * 8UL - 24UL), _mm_movepi32_mask(t14), t15);
            long t16 = (long)t1 + (i_vec + 12L) * -1L;
            __m256d t17 = _mm256_loadu_pd(x + t16 + -3);
            __m128i t18 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t17, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t19 = _mm256_add_pd(t17, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t16 * 8UL - 24UL), _mm_movepi32_mask(t18), t19);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            __m256d t23 = _mm256_loadu_pd(x + t22 + -3);
            __m128i t24 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t23, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            __m256d t25 = _mm256_add_pd(t23, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t22 * 8UL - 24UL), _mm_movepi32_mask(t24), t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t26 = (long)i;
        double t27 = x[t26];
        if (t27 < 0.5) {
            y[t26] = t27 + 1.0;
        }
    }
}

/* A count-down conditional sum of shorts: pays only where 8 lanes gather dwords (avx512 zmm). */
long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    long sum = 0;
    for (int i = n - 1; i >= 0; i--)
        if (c[i] & 1)
            sum += s[i];
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            __m128i t4 = _mm_loadu_si128((const __m128i *)(p + t3 + -15));
            __m128i p_v = _mm_shuffle_epi8(t4, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            __mmask16 t5 = _mm_cmp_epu8_mask(p_v, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            __m128i t6 = _mm_sub_epi8(p_v, _mm_set1_epi8((char)100));
            vcc_scatter_masked(q + t3, (vcc_v16_int)_mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15), (vcc_v16_uchar)t6, (vcc_m16)_mm512_movm_epi32(t5));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)(n - 1 - i);
        int t8 = (int)p[t7];
        if (t8 > 100) {
            q[t7] = (unsigned char)(t8 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512; on avx2 a masked gather and store, scalar with the generic tune, which
   allows for Zen's microcoded ones, and vectorized with --tune=sapphirerapids). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void glob_rev_load(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_reverse.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i g_a_v = _mm256_loadu_si256((const __m256i *)&g_a[i_vec]);
        __m256i t1 = _mm256_cmpgt_epi32(g_a_v, _mm256_set1_epi32(3));
        __m256i t2 = _mm256_permutevar8x32_epi32(t1, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t2), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)i_vec) * 4UL - 28UL));
        __m256i g_c_v = _mm256_permutevar8x32_epi32(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t4 = _mm256_mullo_epi32(g_c_v, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t1), t4);
        long t5 = i_vec + 8L;
        __m256i g_a_v_1 = _mm256_loadu_si256((const __m256i *)&g_a[t5]);
        __m256i t6 = _mm256_cmpgt_epi32(g_a_v_1, _mm256_set1_epi32(3));
        __m256i t7 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t8 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t5) * 4UL - 28UL));
        __m256i g_c_v_1 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t9 = _mm256_mullo_epi32(g_c_v_1, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t6), t9);
        long t10 = i_vec + 16L;
        __m256i g_a_v_2 = _mm256_loadu_si256((const __m256i *)&g_a[t10]);
        __m256i t11 = _mm256_cmpgt_epi32(g_a_v_2, _mm256_set1_epi32(3));
        __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t13 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t10) * 4UL - 28UL));
        __m256i g_c_v_2 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t14 = _mm256_mullo_epi32(g_c_v_2, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t10 * 4UL), _mm256_movepi32_mask(t11), t14);
        long t15 = i_vec + 24L;
        __m256i g_a_v_3 = _mm256_loadu_si256((const __m256i *)&g_a[t15]);
        __m256i t16 = _mm256_cmpgt_epi32(g_a_v_3, _mm256_set1_epi32(3));
        __m256i t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t18 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t15) * 4UL - 28UL));
        __m256i g_c_v_3 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t19 = _mm256_mullo_epi32(g_c_v_3, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t16), t19);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_reverse.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        __m256i g_a_v_4 = _mm256_loadu_si256((const __m256i *)&g_a[t20]);
        __m256i t21 = _mm256_cmpgt_epi32(g_a_v_4, _mm256_set1_epi32(3));
        __m256i t22 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t20) * 4UL - 28UL));
        __m256i g_c_v_4 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t24 = _mm256_mullo_epi32(g_c_v_4, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t20 * 4UL), _mm256_movepi32_mask(t21), t24);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i g_a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), &g_a[1000]);
    __m256i t27 = _mm256_cmpgt_epi32(g_a_v_5, _mm256_set1_epi32(3));
    __m256i t28 = _mm256_and_si256(t26, t27);
    __m256i t29 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (int *)((unsigned long)&g_c + 8UL - 28UL));
    __m256i g_c_v_5 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i t31 = _mm256_mullo_epi32(g_c_v_5, _mm256_set1_epi32(2));
    _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + 4000UL), _mm256_movepi32_mask(t28), t31);
}

static __typeof__(g_b) g_b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void glob_rev_store(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_reverse.c:69 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i g_a_v = _mm256_loadu_si256((const __m256i *)&g_a[i_vec]);
        __m256i t1 = _mm256_cmpgt_epi32(g_a_v, _mm256_set1_epi32(3));
        __m256i g_b_v = _mm256_loadu_si256((const __m256i *)&g_b[i_vec]);
        __m256i t2 = _mm256_add_epi32(g_b_v, _mm256_set1_epi32(1));
        __m256i t3 = _mm256_permutevar8x32_epi32(t1, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t4 = _mm256_permutevar8x32_epi32(t2, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)i_vec) * 4UL - 28UL), _mm256_movepi32_mask(t3), t4);
        long t5 = i_vec + 8L;
        __m256i g_a_v_1 = _mm256_loadu_si256((const __m256i *)&g_a[t5]);
        __m256i t6 = _mm256_cmpgt_epi32(g_a_v_1, _mm256_set1_epi32(3));
        __m256i g_b_v_1 = _mm256_loadu_si256((const __m256i *)&g_b[t5]);
        __m256i t7 = _mm256_add_epi32(g_b_v_1, _mm256_set1_epi32(1));
        __m256i t8 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t9 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t5) * 4UL - 28UL), _mm256_movepi32_mask(t8), t9);
        long t10 = i_vec + 16L;
        __m256i g_a_v_2 = _mm256_loadu_si256((const __m256i *)&g_a[t10]);
        __m256i t11 = _mm256_cmpgt_epi32(g_a_v_2, _mm256_set1_epi32(3));
        __m256i g_b_v_2 = _mm256_loadu_si256((const __m256i *)&g_b[t10]);
        __m256i t12 = _mm256_add_epi32(g_b_v_2, _mm256_set1_epi32(1));
        __m256i t13 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t14 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t10) * 4UL - 28UL), _mm256_movepi32_mask(t13), t14);
        long t15 = i_vec + 24L;
        __m256i g_a_v_3 = _mm256_loadu_si256((const __m256i *)&g_a[t15]);
        __m256i t16 = _mm256_cmpgt_epi32(g_a_v_3, _mm256_set1_epi32(3));
        __m256i g_b_v_3 = _mm256_loadu_si256((const __m256i *)&g_b[t15]);
        __m256i t17 = _mm256_add_epi32(g_b_v_3, _mm256_set1_epi32(1));
        __m256i t18 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t19 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t15) * 4UL - 28UL), _mm256_movepi32_mask(t18), t19);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_reverse.c:69 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        __m256i g_a_v_4 = _mm256_loadu_si256((const __m256i *)&g_a[t20]);
        __m256i t21 = _mm256_cmpgt_epi32(g_a_v_4, _mm256_set1_epi32(3));
        __m256i g_b_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), (int *)((unsigned long)&g_b + (unsigned long)t20 * 4UL));
        __m256i t22 = _mm256_add_epi32(g_b_v_4, _mm256_set1_epi32(1));
        __m256i t23 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t24 = _mm256_permutevar8x32_epi32(t22, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t20) * 4UL - 28UL), _mm256_movepi32_mask(t23), t24);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i g_a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), &g_a[1000]);
    __m256i t27 = _mm256_cmpgt_epi32(g_a_v_5, _mm256_set1_epi32(3));
    __m256i t28 = _mm256_and_si256(t26, t27);
    __m256i g_b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), (int *)((unsigned long)&g_b + 4000UL));
    __m256i t29 = _mm256_add_epi32(g_b_v_5, _mm256_set1_epi32(1));
    __m256i t30 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i t31 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + 8UL - 28UL), _mm256_movepi32_mask(t30), t31);
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
    int t3;
    int t14;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            __m256i t26 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t27 = _mm256_set1_epi32(0);
            __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(7));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t28, t29);
            long i_vec_2 = 0L;
            /* vcc: loop at masked_reverse.c:144 vectorized: VF 8, UF 4, the remainder at 145:18 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            do {
                _mm256_storeu_si256((__m256i *)&g_a[i_vec_2], (__m256i)t1);
                __m256i t30 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)i_v);
                _mm256_storeu_si256((__m256i *)&g_b[i_vec_2], t30);
                __m256i t31 = _mm256_mullo_epi32(_mm256_set1_epi32(3), (__m256i)i_v);
                _mm256_storeu_si256((__m256i *)&g_c[i_vec_2], t31);
                long t32 = i_vec_2 + 8L;
                __m256i t33 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t34 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(7));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                _mm256_storeu_si256((__m256i *)&g_a[t32], t36);
                __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t33);
                _mm256_storeu_si256((__m256i *)&g_b[t32], t37);
                __m256i t38 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t33);
                _mm256_storeu_si256((__m256i *)&g_c[t32], t38);
                long t39 = i_vec_2 + 16L;
                __m256i t40 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t41 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(7));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                _mm256_storeu_si256((__m256i *)&g_a[t39], t43);
                __m256i t44 = _mm256_sub_epi32(_mm256_setzero_si256(), t40);
                _mm256_storeu_si256((__m256i *)&g_b[t39], t44);
                __m256i t45 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t40);
                _mm256_storeu_si256((__m256i *)&g_c[t39], t45);
                long t46 = i_vec_2 + 24L;
                __m256i t47 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                __m256i t48 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(7));
                __m256i t50 = _mm256_min_epu32(t48, t49);
                _mm256_storeu_si256((__m256i *)&g_a[t46], t50);
                __m256i t51 = _mm256_sub_epi32(_mm256_setzero_si256(), t47);
                _mm256_storeu_si256((__m256i *)&g_b[t46], t51);
                __m256i t52 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t47);
                _mm256_storeu_si256((__m256i *)&g_c[t46], t52);
                i_vec_2 += 32L;
                i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                __m256i t53 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
                __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(7));
                t1 = (vcc_v8_int)_mm256_min_epu32(t53, t54);
            } while (i_vec_2 < 992L);
            __m256i t55 = _mm256_set1_epi32(992);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t56 = _mm256_set1_epi32(5);
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(7));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t57, t58);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_reverse.c:144 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t59 = 992L + i_vec_3;
                _mm256_storeu_si256((__m256i *)&g_a[t59], (__m256i)t2);
                __m256i t60 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)i_v_1);
                _mm256_storeu_si256((__m256i *)&g_b[t59], t60);
                __m256i t61 = _mm256_mullo_epi32(_mm256_set1_epi32(3), (__m256i)i_v_1);
                _mm256_storeu_si256((__m256i *)&g_c[t59], t61);
                i_vec_3 += 8L;
                i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t62 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(7));
                t2 = (vcc_v8_int)_mm256_min_epu32(t62, t63);
            } while (i_vec_3 < 8L);
            __m256i t64 = _mm256_set1_epi32(3);
            __m256i t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t66 = _mm256_set1_epi32(1000);
            __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t68 = _mm256_set1_epi32(6);
            __m256i t69 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(7));
            __m256i t71 = _mm256_min_epu32(t69, t70);
            _mm256_mask_storeu_epi32(&g_a[1000], _mm256_movepi32_mask(t65), t71);
            __m256i t72 = _mm256_sub_epi32(_mm256_setzero_si256(), t67);
            _mm256_mask_storeu_epi32(&g_b[1000], _mm256_movepi32_mask(t65), t72);
            __m256i t73 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t67);
            _mm256_mask_storeu_epi32(&g_c[1000], _mm256_movepi32_mask(t65), t73);
            glob_rev_load();
            glob_rev_store();
            unsigned long t74 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t74);
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
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at masked_reverse.c:131 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t6 = xd + i_vec;
                __m256d xd_v = _mm256_loadu_pd(t6);
                __m256d t7 = _mm256_mul_pd(xd_v, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t6, t7);
                double *t8 = xd + (i_vec + 4L);
                __m256d xd_v_1 = _mm256_loadu_pd(t8);
                __m256d t9 = _mm256_mul_pd(xd_v_1, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t8, t9);
                double *t10 = xd + (i_vec + 8L);
                __m256d xd_v_2 = _mm256_loadu_pd(t10);
                __m256d t11 = _mm256_mul_pd(xd_v_2, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t10, t11);
                double *t12 = xd + (i_vec + 12L);
                __m256d xd_v_3 = _mm256_loadu_pd(t12);
                __m256d t13 = _mm256_mul_pd(xd_v_3, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t12, t13);
                i_vec += 16L;
            } while (i_vec < t5);
            t14 = (int)t5;
        } else {
            t14 = 0;
        }
        long t15 = (long)n + (long)t14 * -1L;
        if (t15 >= 4L) {
            long t16 = t15 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_reverse.c:131 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t17 = xd + ((long)t14 + i_vec_1);
                __m256d xd_v_4 = _mm256_loadu_pd(t17);
                __m256d t18 = _mm256_mul_pd(xd_v_4, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t17, t18);
                i_vec_1 += 4L;
            } while (i_vec_1 < t16);
            i = (int)((long)t14 + t16);
        } else {
            i = t14;
        }
        for (; i < n; i++) {
            double *t19 = xd + i;
            *t19 = *t19 * 0.375;
        }
        const int *t20 = c;
        rev_cond_load(n, a, t20, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = (_mm256_zeroupper(), down_cond_sum(n, s, t20));
        rev_bytes(n, p, q);
        unsigned long t21 = (unsigned long)n;
        unsigned long t22 = (_mm256_zeroupper(), hash_bytes((const void *)q, t21 * 1UL));
        unsigned long t23 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t21 * 8UL));
        unsigned long t24 = t21 * 4UL;
        unsigned long t25 = (_mm256_zeroupper(), hash_bytes((const void *)y, t24));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t24)), (unsigned long long)t25, (unsigned long long)t23, sum, (unsigned long long)t22);
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
