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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    int t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    int t29;
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t37;
    long t38;
    long t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    __m256i t50;
    __m256i t51;
    long t52;
    int t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    int i;
    long t64;
    int *t65;
    int t66;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = (long)t5;
            t7 = _mm256_loadu_si256((const __m256i *)(c + t6));
            t8 = _mm256_cmpgt_epi32(t7, _mm256_set1_epi32((int)0));
            t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t5) * 4UL - 28UL));
            t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t12 = _mm256_ternarylogic_epi32(t8, t11, _mm256_set1_epi32((int)-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t6), t12);
            t13 = (int)((long)0 + (t1 + 8L));
            t14 = (long)t13;
            t15 = _mm256_loadu_si256((const __m256i *)(c + t14));
            t16 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32((int)0));
            t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t18 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t13) * 4UL - 28UL));
            t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t20 = _mm256_ternarylogic_epi32(t16, t19, _mm256_set1_epi32((int)-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t14), t20);
            t21 = (int)((long)0 + (t1 + 16L));
            t22 = (long)t21;
            t23 = _mm256_loadu_si256((const __m256i *)(c + t22));
            t24 = _mm256_cmpgt_epi32(t23, _mm256_set1_epi32((int)0));
            t25 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t26 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t21) * 4UL - 28UL));
            t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t28 = _mm256_ternarylogic_epi32(t24, t27, _mm256_set1_epi32((int)-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t22), t28);
            t29 = (int)((long)0 + (t1 + 24L));
            t30 = (long)t29;
            t31 = _mm256_loadu_si256((const __m256i *)(c + t30));
            t32 = _mm256_cmpgt_epi32(t31, _mm256_set1_epi32((int)0));
            t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t29) * 4UL - 28UL));
            t35 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t36 = _mm256_ternarylogic_epi32(t32, t35, _mm256_set1_epi32((int)-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t30), t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)((long)0 + t4);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t2 = 0L;
        do {
            t40 = (int)((long)t37 + t2);
            t41 = (long)t40;
            t42 = _mm256_loadu_si256((const __m256i *)(c + t41));
            t43 = _mm256_cmpgt_epi32(t42, _mm256_set1_epi32((int)0));
            t44 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t40) * 4UL - 28UL));
            t46 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t47 = _mm256_ternarylogic_epi32(t43, t46, _mm256_set1_epi32((int)-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(b + t41), t47);
            t2 += 8L;
        } while (t2 < t39);
        t48 = (int)((long)t37 + t39);
    } else {
        t48 = t37;
    }
    t49 = (long)n + (long)t48 * -1L;
    if ((t49 >= 1L) & (t49 <= 8L)) {
        t50 = _mm256_set1_epi32((int)(int)t49);
        t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t52 = 0L;
        t53 = (int)((long)t48 + t52);
        t54 = (long)t53;
        t55 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), c + t54);
        t56 = _mm256_cmpgt_epi32(t55, _mm256_set1_epi32((int)0));
        t57 = (__m256i)~(vcc_m8)t56;
        t58 = _mm256_and_si256(t51, t57);
        t59 = _mm256_and_si256(t51, t56);
        t60 = _mm256_permutevar8x32_epi32(t59, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t61 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t60), (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t53) * 4UL - 28UL));
        t62 = _mm256_permutevar8x32_epi32(t61, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t63 = _mm256_ternarylogic_epi32(t58, _mm256_set1_epi32((int)-1), t62, 0xCA);
        _mm256_mask_storeu_epi32(b + t54, _mm256_movepi32_mask(t51), t63);
        i = (int)((long)t48 + t49);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        t64 = (long)i;
        t65 = b + t64;
        if (c[t64] > 0) {
            t66 = a[n - 1 - i];
        } else {
            t66 = -1;
        }
        *t65 = t66;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256 t6;
    __m256i t7;
    __m256 t8;
    __m256i t9;
    __m256 t10;
    int t11;
    __m256 t12;
    __m256i t13;
    __m256 t14;
    __m256i t15;
    __m256 t16;
    int t17;
    __m256 t18;
    __m256i t19;
    __m256 t20;
    __m256i t21;
    __m256 t22;
    int t23;
    __m256 t24;
    __m256i t25;
    __m256 t26;
    __m256i t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    int t32;
    __m256 t33;
    __m256i t34;
    __m256 t35;
    __m256i t36;
    __m256 t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    int t43;
    __m256 t44;
    __m256i t45;
    __m256i t46;
    __m256 t47;
    __m256i t48;
    __m256 t49;
    int i;
    float t50;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm256_loadu_ps(x + t5);
            t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t8 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            t9 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t10 = _mm256_permutevar8x32_ps(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t5) * 4UL - 28UL), _mm256_movepi32_mask(t9), t10);
            t11 = (int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_ps(x + t11);
            t13 = _mm256_castps_si256(_mm256_cmp_ps(t12, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t14 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            t15 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t16 = _mm256_permutevar8x32_ps(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t11) * 4UL - 28UL), _mm256_movepi32_mask(t15), t16);
            t17 = (int)((long)0 + (t1 + 16L));
            t18 = _mm256_loadu_ps(x + t17);
            t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t20 = _mm256_mul_ps(t18, _mm256_set1_ps(2.0f));
            t21 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t22 = _mm256_permutevar8x32_ps(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t17) * 4UL - 28UL), _mm256_movepi32_mask(t21), t22);
            t23 = (int)((long)0 + (t1 + 24L));
            t24 = _mm256_loadu_ps(x + t23);
            t25 = _mm256_castps_si256(_mm256_cmp_ps(t24, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t26 = _mm256_mul_ps(t24, _mm256_set1_ps(2.0f));
            t27 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t28 = _mm256_permutevar8x32_ps(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t23) * 4UL - 28UL), _mm256_movepi32_mask(t27), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (int)((long)t29 + t2);
            t33 = _mm256_loadu_ps(x + t32);
            t34 = _mm256_castps_si256(_mm256_cmp_ps(t33, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t35 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
            t36 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t37 = _mm256_permutevar8x32_ps(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t32) * 4UL - 28UL), _mm256_movepi32_mask(t36), t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (int)((long)t38 + t42);
        t44 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), x + t43);
        t45 = _mm256_castps_si256(_mm256_cmp_ps(t44, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        t46 = _mm256_and_si256(t41, t45);
        t47 = _mm256_mul_ps(t44, _mm256_set1_ps(2.0f));
        t48 = _mm256_permutevar8x32_epi32(t46, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t49 = _mm256_permutevar8x32_ps(t47, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t43) * 4UL - 28UL), _mm256_movepi32_mask(t48), t49);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t50 = x[i];
        if (t50 > 0.0f) {
            y[n - 1 - i] = t50 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down_cond(int n, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256d t7;
    __m128i t8;
    __m256d t9;
    long t10;
    __m256d t11;
    __m128i t12;
    __m256d t13;
    long t14;
    __m256d t15;
    __m128i t16;
    __m256d t17;
    long t18;
    __m256d t19;
    __m128i t20;
    __m256d t21;
    long t22;
    long t23;
    long t24;
    __m256d t25;
    __m128i t26;
    __m256d t27;
    int i;
    long t28;
    double t29;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm256_loadu_pd(x + t6 + -3);
            t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t7, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            t9 = _mm256_add_pd(t7, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t6 * 8UL - 24UL), _mm_movepi32_mask(t8), t9);
            t10 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            t11 = _mm256_loadu_pd(x + t10 + -3);
            t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            t13 = _mm256_add_pd(t11, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t10 * 8UL - 24UL), _mm_movepi32_mask(t12), t13);
            t14 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t15 = _mm256_loadu_pd(x + t14 + -3);
            t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t15, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            t17 = _mm256_add_pd(t15, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t14 * 8UL - 24UL), _mm_movepi32_mask(t16), t17);
            t18 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            t19 = _mm256_loadu_pd(x + t18 + -3);
            t20 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t19, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            t21 = _mm256_add_pd(t19, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t18 * 8UL - 24UL), _mm_movepi32_mask(t20), t21);
            t2 += 16L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t22 = (long)t1 + 1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t3 = 0L;
        do {
            t24 = (long)(int)((long)t1 + t3 * -1L);
            t25 = _mm256_loadu_pd(x + t24 + -3);
            t26 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t25, _mm256_set1_pd(0.5), _CMP_LT_OQ));
            t27 = _mm256_add_pd(t25, _mm256_set1_pd(1.0));
            _mm256_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t24 * 8UL - 24UL), _mm_movepi32_mask(t26), t27);
            t3 += 4L;
        } while (t3 < t23);
        i = (int)((long)t1 + t23 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        t28 = (long)i;
        t29 = x[t28];
        if (t29 < 0.5) {
            y[t28] = t29 + 1.0;
        }
    }
}

/* A count-down loop with the load under the condition too (a sum of the selected elements). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    vcc_no_contract_body
    int t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    vcc_v4_short t31;
    vcc_v4_short t32;
    vcc_v4_short t33;
    vcc_v4_short t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    long t50;
    long t51;
    long t52;
    long t53;
    __m128i t54;
    __m128i t55;
    __m128i t56;
    __m128i t57;
    vcc_v4_short t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int i;
    long sum;
    long t62;
    long sum_1;
    t1 = n - 1;
    t9 = (long)n;
    if (t9 >= 16L) {
        t10 = t9 & -16L;
        t2 = 0L;
        t3 = _mm256_set1_epi64x((long long)0LL);
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            t11 = (long)(int)((long)t1 + t2 * -1L);
            t12 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t14 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            t15 = _mm_loadu_si128((const __m128i *)(c + t11 + -3));
            t16 = _mm_shuffle_epi32(t15, 0x1b);
            t17 = _mm_loadu_si128((const __m128i *)(c + t12 + -3));
            t18 = _mm_shuffle_epi32(t17, 0x1b);
            t19 = _mm_loadu_si128((const __m128i *)(c + t13 + -3));
            t20 = _mm_shuffle_epi32(t19, 0x1b);
            t21 = _mm_loadu_si128((const __m128i *)(c + t14 + -3));
            t22 = _mm_shuffle_epi32(t21, 0x1b);
            t23 = _mm_and_si128(t16, _mm_set1_epi32((int)1));
            t24 = _mm_and_si128(t18, _mm_set1_epi32((int)1));
            t25 = _mm_and_si128(t20, _mm_set1_epi32((int)1));
            t26 = _mm_and_si128(t22, _mm_set1_epi32((int)1));
            t27 = _mm_movm_epi32(_mm_cmp_epi32_mask(t23, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(t24, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t29 = _mm_movm_epi32(_mm_cmp_epi32_mask(t25, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t30 = _mm_movm_epi32(_mm_cmp_epi32_mask(t26, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t31 = vcc_gather_masked(vcc_v4_short, s + t11, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t27);
            t32 = vcc_gather_masked(vcc_v4_short, s + t12, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t28);
            t33 = vcc_gather_masked(vcc_v4_short, s + t13, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t29);
            t34 = vcc_gather_masked(vcc_v4_short, s + t14, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t30);
            t35 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t31));
            t36 = t35;
            t37 = _mm256_add_epi64(t3, t36);
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t27), t3, t37);
            t38 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t32));
            t39 = t38;
            t40 = _mm256_add_epi64(t4, t39);
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t28), t4, t40);
            t41 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t33));
            t42 = t41;
            t43 = _mm256_add_epi64(t5, t42);
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t29), t5, t43);
            t44 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t34));
            t45 = t44;
            t46 = _mm256_add_epi64(t6, t45);
            t6 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t30), t6, t46);
            t2 += 16L;
        } while (t2 < t10);
        t47 = _mm256_add_epi64(t3, t4);
        t48 = _mm256_add_epi64(t47, t5);
        t49 = _mm256_add_epi64(t48, t6);
        t1 = (int)((long)t1 + t10 * -1L);
        t50 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(t49, _mm_add_epi64, unsigned long));
    } else {
        t50 = 0L;
    }
    t51 = (long)t1 + 1L;
    if (t51 >= 4L) {
        t52 = t51 & -4L;
        t7 = 0L;
        t8 = _mm256_set1_epi64x((long long)0LL);
        do {
            t53 = (long)(int)((long)t1 + t7 * -1L);
            t54 = _mm_loadu_si128((const __m128i *)(c + t53 + -3));
            t55 = _mm_shuffle_epi32(t54, 0x1b);
            t56 = _mm_and_si128(t55, _mm_set1_epi32((int)1));
            t57 = _mm_movm_epi32(_mm_cmp_epi32_mask(t56, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t58 = vcc_gather_masked(vcc_v4_short, s + t53, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t57);
            t59 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t58));
            t60 = t59;
            t61 = _mm256_add_epi64(t8, t60);
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
        t62 = (long)i;
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
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __mmask16 t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    int i;
    long t14;
    int t15;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(n - 1 - (int)((long)0 + t1));
            t5 = _mm_loadu_si128((const __m128i *)(p + t4 + -15));
            t6 = _mm_shuffle_epi8(t5, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            t7 = t6;
            t8 = _mm_cmp_epu8_mask(t7, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            t9 = t7;
            t10 = _mm_set1_epi8((char)100);
            t11 = _mm_sub_epi8(t9, t10);
            t12 = t11;
            t13 = t12;
            vcc_scatter_masked(q + t4, (vcc_v16_int)_mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15), (vcc_v16_uchar)t13, (vcc_m16)_mm512_movm_epi32(t8));
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = (long)(n - 1 - i);
        t15 = (int)p[t14];
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
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    long t50;
    int t51;
    long t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int t62;
    long t63;
    __m256i t64;
    __m256i t65;
    long t66;
    int t67;
    long t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    int i;
    long t79;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = _mm256_loadu_si256((const __m256i *)&g_a[t5]);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t9 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t4) * 4UL - 28UL));
            t10 = _mm256_permutevar8x32_epi32(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t11 = t10;
            t12 = _mm256_set1_epi32((int)2);
            t13 = _mm256_mullo_epi32(t11, t12);
            t14 = t13;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t7), t14);
            t15 = (int)((long)0 + (t1 + 8L));
            t16 = (long)t15;
            t17 = _mm256_loadu_si256((const __m256i *)&g_a[t16]);
            t18 = _mm256_cmpgt_epi32(t17, _mm256_set1_epi32((int)3));
            t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t20 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t15) * 4UL - 28UL));
            t21 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t22 = t21;
            t23 = _mm256_set1_epi32((int)2);
            t24 = _mm256_mullo_epi32(t22, t23);
            t25 = t24;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t16 * 4UL), _mm256_movepi32_mask(t18), t25);
            t26 = (int)((long)0 + (t1 + 16L));
            t27 = (long)t26;
            t28 = _mm256_loadu_si256((const __m256i *)&g_a[t27]);
            t29 = _mm256_cmpgt_epi32(t28, _mm256_set1_epi32((int)3));
            t30 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t31 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t26) * 4UL - 28UL));
            t32 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t33 = t32;
            t34 = _mm256_set1_epi32((int)2);
            t35 = _mm256_mullo_epi32(t33, t34);
            t36 = t35;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t27 * 4UL), _mm256_movepi32_mask(t29), t36);
            t37 = (int)((long)0 + (t1 + 24L));
            t38 = (long)t37;
            t39 = _mm256_loadu_si256((const __m256i *)&g_a[t38]);
            t40 = _mm256_cmpgt_epi32(t39, _mm256_set1_epi32((int)3));
            t41 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t42 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t37) * 4UL - 28UL));
            t43 = _mm256_permutevar8x32_epi32(t42, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t44 = t43;
            t45 = _mm256_set1_epi32((int)2);
            t46 = _mm256_mullo_epi32(t44, t45);
            t47 = t46;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t38 * 4UL), _mm256_movepi32_mask(t40), t47);
            t1 += 32L;
        } while (t1 < t3);
        t48 = (int)((long)0 + t3);
    } else {
        t48 = 0;
    }
    t49 = (long)t48 * -1L + 1003L;
    if (t49 >= 8L) {
        t50 = t49 & -8L;
        t2 = 0L;
        do {
            t51 = (int)((long)t48 + t2);
            t52 = (long)t51;
            t53 = _mm256_loadu_si256((const __m256i *)&g_a[t52]);
            t54 = _mm256_cmpgt_epi32(t53, _mm256_set1_epi32((int)3));
            t55 = _mm256_permutevar8x32_epi32(t54, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t56 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t55), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t51) * 4UL - 28UL));
            t57 = _mm256_permutevar8x32_epi32(t56, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t58 = t57;
            t59 = _mm256_set1_epi32((int)2);
            t60 = _mm256_mullo_epi32(t58, t59);
            t61 = t60;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t52 * 4UL), _mm256_movepi32_mask(t54), t61);
            t2 += 8L;
        } while (t2 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    t63 = (long)t62 * -1L + 1003L;
    if ((t63 >= 1L) & (t63 <= 8L)) {
        t64 = _mm256_set1_epi32((int)(int)t63);
        t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t66 = 0L;
        t67 = (int)((long)t62 + t66);
        t68 = (long)t67;
        t69 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t65), &g_a[t68]);
        t70 = _mm256_cmpgt_epi32(t69, _mm256_set1_epi32((int)3));
        t71 = _mm256_and_si256(t65, t70);
        t72 = _mm256_permutevar8x32_epi32(t71, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t73 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t72), (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t67) * 4UL - 28UL));
        t74 = _mm256_permutevar8x32_epi32(t73, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t75 = t74;
        t76 = _mm256_set1_epi32((int)2);
        t77 = _mm256_mullo_epi32(t75, t76);
        t78 = t77;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t68 * 4UL), _mm256_movepi32_mask(t71), t78);
        i = (int)((long)t62 + t63);
    } else {
        i = t62;
    }
    for (; i < 1003; i++) {
        t79 = (long)i;
        if (g_a[t79] > 3) {
            g_b[t79] = g_c[1002 - i] * 2;
        }
    }
}

static __typeof__(g_b) g_b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void glob_rev_store(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    long t50;
    int t51;
    long t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int t62;
    long t63;
    __m256i t64;
    __m256i t65;
    long t66;
    int t67;
    long t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    int i;
    long t79;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = _mm256_loadu_si256((const __m256i *)&g_a[t5]);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_loadu_si256((const __m256i *)&g_b[t5]);
            t9 = t8;
            t10 = _mm256_set1_epi32((int)1);
            t11 = _mm256_add_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t14 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t4) * 4UL - 28UL), _mm256_movepi32_mask(t13), t14);
            t15 = (int)((long)0 + (t1 + 8L));
            t16 = (long)t15;
            t17 = _mm256_loadu_si256((const __m256i *)&g_a[t16]);
            t18 = _mm256_cmpgt_epi32(t17, _mm256_set1_epi32((int)3));
            t19 = _mm256_loadu_si256((const __m256i *)&g_b[t16]);
            t20 = t19;
            t21 = _mm256_set1_epi32((int)1);
            t22 = _mm256_add_epi32(t20, t21);
            t23 = t22;
            t24 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t25 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t15) * 4UL - 28UL), _mm256_movepi32_mask(t24), t25);
            t26 = (int)((long)0 + (t1 + 16L));
            t27 = (long)t26;
            t28 = _mm256_loadu_si256((const __m256i *)&g_a[t27]);
            t29 = _mm256_cmpgt_epi32(t28, _mm256_set1_epi32((int)3));
            t30 = _mm256_loadu_si256((const __m256i *)&g_b[t27]);
            t31 = t30;
            t32 = _mm256_set1_epi32((int)1);
            t33 = _mm256_add_epi32(t31, t32);
            t34 = t33;
            t35 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t36 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t26) * 4UL - 28UL), _mm256_movepi32_mask(t35), t36);
            t37 = (int)((long)0 + (t1 + 24L));
            t38 = (long)t37;
            t39 = _mm256_loadu_si256((const __m256i *)&g_a[t38]);
            t40 = _mm256_cmpgt_epi32(t39, _mm256_set1_epi32((int)3));
            t41 = _mm256_loadu_si256((const __m256i *)&g_b[t38]);
            t42 = t41;
            t43 = _mm256_set1_epi32((int)1);
            t44 = _mm256_add_epi32(t42, t43);
            t45 = t44;
            t46 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t47 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t37) * 4UL - 28UL), _mm256_movepi32_mask(t46), t47);
            t1 += 32L;
        } while (t1 < t3);
        t48 = (int)((long)0 + t3);
    } else {
        t48 = 0;
    }
    t49 = (long)t48 * -1L + 1003L;
    if (t49 >= 8L) {
        t50 = t49 & -8L;
        t2 = 0L;
        do {
            t51 = (int)((long)t48 + t2);
            t52 = (long)t51;
            t53 = _mm256_loadu_si256((const __m256i *)&g_a[t52]);
            t54 = _mm256_cmpgt_epi32(t53, _mm256_set1_epi32((int)3));
            t55 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), (int *)((unsigned long)&g_b + (unsigned long)t52 * 4UL));
            t56 = t55;
            t57 = _mm256_set1_epi32((int)1);
            t58 = _mm256_add_epi32(t56, t57);
            t59 = t58;
            t60 = _mm256_permutevar8x32_epi32(t54, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t61 = _mm256_permutevar8x32_epi32(t59, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t51) * 4UL - 28UL), _mm256_movepi32_mask(t60), t61);
            t2 += 8L;
        } while (t2 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    t63 = (long)t62 * -1L + 1003L;
    if ((t63 >= 1L) & (t63 <= 8L)) {
        t64 = _mm256_set1_epi32((int)(int)t63);
        t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t66 = 0L;
        t67 = (int)((long)t62 + t66);
        t68 = (long)t67;
        t69 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t65), &g_a[t68]);
        t70 = _mm256_cmpgt_epi32(t69, _mm256_set1_epi32((int)3));
        t71 = _mm256_and_si256(t65, t70);
        t72 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t71), (int *)((unsigned long)&g_b + (unsigned long)t68 * 4UL));
        t73 = t72;
        t74 = _mm256_set1_epi32((int)1);
        t75 = _mm256_add_epi32(t73, t74);
        t76 = t75;
        t77 = _mm256_permutevar8x32_epi32(t71, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t78 = _mm256_permutevar8x32_epi32(t76, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t67) * 4UL - 28UL), _mm256_movepi32_mask(t77), t78);
        i = (int)((long)t62 + t63);
    } else {
        i = t62;
    }
    for (; i < 1003; i++) {
        t79 = (long)i;
        if (g_a[t79] > 3) {
            g_c[1002 - i] = g_b[t79] + 1;
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
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    int count_idx;
    int n_1;
    int t11;
    int *a;
    int *c;
    int *b;
    float *x;
    float *y;
    double *xd;
    double *yd;
    short *s;
    unsigned char *p;
    unsigned char *q;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    long t12;
    long t13;
    double *t14;
    __m256d t15;
    __m256d t16;
    double *t17;
    __m256d t18;
    __m256d t19;
    double *t20;
    __m256d t21;
    __m256d t22;
    double *t23;
    __m256d t24;
    __m256d t25;
    int t26;
    long t27;
    long t28;
    double *t29;
    __m256d t30;
    __m256d t31;
    int i;
    double *t32;
    const int *t33;
    long sum;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    long t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    long t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    long t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int t85;
    long t86;
    long t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    long t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    int t103;
    long t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    long t114;
    __m256i t115;
    long t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    int i_1;
    long t124;
    unsigned long t125;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t11 = 1;
        } else {
            t11 = 0;
            n = n_1;
        }
        if (!t11) {
            if ((1003L >= 32L) & (0 >= 0)) {
                t39 = 1003L & -32L;
                t40 = _mm256_set1_epi32((int)0);
                t41 = t40;
                t3 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t42 = _mm256_set1_epi32((int)(0 % 7));
                t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                t44 = t43;
                t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)7));
                t46 = _mm256_min_epu32(t44, t45);
                t4 = t46;
                t5 = 0L;
                do {
                    t47 = t3;
                    t48 = (long)(int)((long)0 + t5);
                    _mm256_storeu_si256((__m256i *)&g_a[t48], t4);
                    t49 = _mm256_sub_epi32(_mm256_setzero_si256(), t47);
                    _mm256_storeu_si256((__m256i *)&g_b[t48], t49);
                    t50 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t47);
                    _mm256_storeu_si256((__m256i *)&g_c[t48], t50);
                    t51 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    t52 = t51;
                    t53 = (long)(int)((long)0 + (t5 + 8L));
                    t54 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)1));
                    t55 = t54;
                    t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)7));
                    t57 = _mm256_min_epu32(t55, t56);
                    t58 = t57;
                    _mm256_storeu_si256((__m256i *)&g_a[t53], t58);
                    t59 = _mm256_sub_epi32(_mm256_setzero_si256(), t52);
                    _mm256_storeu_si256((__m256i *)&g_b[t53], t59);
                    t60 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t52);
                    _mm256_storeu_si256((__m256i *)&g_c[t53], t60);
                    t61 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                    t62 = t61;
                    t63 = (long)(int)((long)0 + (t5 + 16L));
                    t64 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)2));
                    t65 = t64;
                    t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32((int)7));
                    t67 = _mm256_min_epu32(t65, t66);
                    t68 = t67;
                    _mm256_storeu_si256((__m256i *)&g_a[t63], t68);
                    t69 = _mm256_sub_epi32(_mm256_setzero_si256(), t62);
                    _mm256_storeu_si256((__m256i *)&g_b[t63], t69);
                    t70 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t62);
                    _mm256_storeu_si256((__m256i *)&g_c[t63], t70);
                    t71 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                    t72 = t71;
                    t73 = (long)(int)((long)0 + (t5 + 24L));
                    t74 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)3));
                    t75 = t74;
                    t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32((int)7));
                    t77 = _mm256_min_epu32(t75, t76);
                    t78 = t77;
                    _mm256_storeu_si256((__m256i *)&g_a[t73], t78);
                    t79 = _mm256_sub_epi32(_mm256_setzero_si256(), t72);
                    _mm256_storeu_si256((__m256i *)&g_b[t73], t79);
                    t80 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t72);
                    _mm256_storeu_si256((__m256i *)&g_c[t73], t80);
                    t5 += 32L;
                    t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                    t81 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)4));
                    t82 = t81;
                    t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32((int)7));
                    t84 = _mm256_min_epu32(t82, t83);
                    t4 = t84;
                } while (t5 < t39);
                t85 = (int)((long)0 + t39);
            } else {
                t85 = 0;
            }
            t86 = (long)t85 * -1L + 1003L;
            if ((t86 >= 8L) & (t85 >= 0)) {
                t87 = t86 & -8L;
                t88 = _mm256_set1_epi32((int)t85);
                t89 = t88;
                t6 = _mm256_add_epi32(t89, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t90 = _mm256_set1_epi32((int)(t85 % 7));
                t91 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                t92 = t91;
                t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32((int)7));
                t94 = _mm256_min_epu32(t92, t93);
                t7 = t94;
                t8 = 0L;
                do {
                    t95 = t6;
                    t96 = (long)(int)((long)t85 + t8);
                    _mm256_storeu_si256((__m256i *)&g_a[t96], t7);
                    t97 = _mm256_sub_epi32(_mm256_setzero_si256(), t95);
                    _mm256_storeu_si256((__m256i *)&g_b[t96], t97);
                    t98 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t95);
                    _mm256_storeu_si256((__m256i *)&g_c[t96], t98);
                    t8 += 8L;
                    t6 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)8));
                    t99 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
                    t100 = t99;
                    t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32((int)7));
                    t102 = _mm256_min_epu32(t100, t101);
                    t7 = t102;
                } while (t8 < t87);
                t103 = (int)((long)t85 + t87);
            } else {
                t103 = t85;
            }
            t104 = (long)t103 * -1L + 1003L;
            if ((t104 >= 1L) & (t104 <= 8L) & (t103 >= 0)) {
                t105 = _mm256_set1_epi32((int)(int)t104);
                t106 = _mm256_cmpgt_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t107 = _mm256_set1_epi32((int)t103);
                t108 = t107;
                t9 = _mm256_add_epi32(t108, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t109 = _mm256_set1_epi32((int)(t103 % 7));
                t110 = _mm256_add_epi32(t109, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                t111 = t110;
                t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32((int)7));
                t113 = _mm256_min_epu32(t111, t112);
                t10 = t113;
                t114 = 0L;
                t115 = t9;
                t116 = (long)(int)((long)t103 + t114);
                _mm256_mask_storeu_epi32(&g_a[t116], _mm256_movepi32_mask(t106), t10);
                t117 = t115;
                t118 = _mm256_sub_epi32(_mm256_setzero_si256(), t117);
                t119 = t118;
                _mm256_mask_storeu_epi32(&g_b[t116], _mm256_movepi32_mask(t106), t119);
                t120 = _mm256_set1_epi32((int)3);
                t121 = t115;
                t122 = _mm256_mullo_epi32(t120, t121);
                t123 = t122;
                _mm256_mask_storeu_epi32(&g_c[t116], _mm256_movepi32_mask(t106), t123);
                i_1 = (int)((long)t103 + t104);
            } else {
                i_1 = t103;
            }
            for (; i_1 < 1003; i_1++) {
                t124 = (long)i_1;
                g_a[t124] = i_1 % 7;
                g_b[t124] = -i_1;
                g_c[t124] = 3 * i_1;
            }
            (_mm256_zeroupper(), glob_rev_load());
            (_mm256_zeroupper(), glob_rev_store());
            t125 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t125);
            return 0;
        }
        a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 5U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 9U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        t12 = (long)n;
        if (t12 >= 16L) {
            t13 = t12 & -16L;
            t1 = 0L;
            do {
                t14 = xd + (int)((long)0 + t1);
                t15 = _mm256_loadu_pd(t14);
                t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t14, t16);
                t17 = xd + (int)((long)0 + (t1 + 4L));
                t18 = _mm256_loadu_pd(t17);
                t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t17, t19);
                t20 = xd + (int)((long)0 + (t1 + 8L));
                t21 = _mm256_loadu_pd(t20);
                t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t20, t22);
                t23 = xd + (int)((long)0 + (t1 + 12L));
                t24 = _mm256_loadu_pd(t23);
                t25 = _mm256_mul_pd(t24, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t23, t25);
                t1 += 16L;
            } while (t1 < t13);
            t26 = (int)((long)0 + t13);
        } else {
            t26 = 0;
        }
        t27 = (long)n + (long)t26 * -1L;
        if (t27 >= 4L) {
            t28 = t27 & -4L;
            t2 = 0L;
            do {
                t29 = xd + (int)((long)t26 + t2);
                t30 = _mm256_loadu_pd(t29);
                t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t29, t31);
                t2 += 4L;
            } while (t2 < t28);
            i = (int)((long)t26 + t28);
        } else {
            i = t26;
        }
        for (; i < n; i++) {
            t32 = xd + i;
            *t32 = *t32 * 0.375;
        }
        t33 = c;
        (_mm256_zeroupper(), rev_cond_load(n, a, t33, b));
        (_mm256_zeroupper(), rev_cond_store(n, x, y));
        (_mm256_zeroupper(), down_cond(n, xd, yd));
        sum = (_mm256_zeroupper(), down_cond_sum(n, s, t33));
        (_mm256_zeroupper(), rev_bytes(n, p, q));
        t34 = (unsigned long)n;
        t35 = (_mm256_zeroupper(), hash_bytes((const void *)q, t34 * 1UL));
        t36 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t34 * 8UL));
        t37 = t34 * 4UL;
        t38 = (_mm256_zeroupper(), hash_bytes((const void *)y, t37));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t37)), (unsigned long long)t38, (unsigned long long)t36, sum, (unsigned long long)t35);
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
