/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 neon=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t36;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            __m256i t6 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(c + t4 + -7));
            __m256i t8 = _mm256_add_epi32(t6, t7);
            __m256i t9 = _mm256_xor_si256(t8, k_v);
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i t12 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t11);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(c + t10 + -7));
            __m256i t14 = _mm256_add_epi32(t12, t13);
            __m256i t15 = _mm256_xor_si256(t14, k_v);
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t15);
            long t16 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            __m256i t18 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(c + t16 + -7));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_xor_si256(t20, k_v);
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t21);
            long t22 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t22 + -7));
            __m256i t24 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t23);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(c + t22 + -7));
            __m256i t26 = _mm256_add_epi32(t24, t25);
            __m256i t27 = _mm256_xor_si256(t26, k_v);
            _mm256_storeu_si256((__m256i *)(a + t22 + -7), t27);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t1 + i_vec_1 * -1L;
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(b + t30 + -7));
            __m256i t32 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t31);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(c + t30 + -7));
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = _mm256_xor_si256(t34, k_v_1);
            _mm256_storeu_si256((__m256i *)(a + t30 + -7), t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        t36 = (int)((long)t1 + t29 * -1L);
    } else {
        t36 = t1;
    }
    long t37 = (long)t36 + 1L;
    if ((t37 >= 1L) & (t37 <= 8L)) {
        __m256i t38 = _mm256_set1_epi32((int)(int)t37);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        long t40 = (long)t36;
        __m256i t41 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t42 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), (const int *)((unsigned long)b + (unsigned long)t40 * 4UL - 28UL));
        __m256i t43 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t42);
        __m256i t44 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (const int *)((unsigned long)c + (unsigned long)t40 * 4UL - 28UL));
        __m256i t46 = _mm256_add_epi32(t43, t45);
        __m256i t47 = _mm256_xor_si256(t46, k_v_2);
        __m256i t48 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t40 * 4UL - 28UL), _mm256_movepi32_mask(t48), t47);
        i = (int)((long)t36 + t37 * -1L);
    } else {
        i = t36;
    }
    for (; i >= 0; i--) {
        long t49 = (long)i;
        a[t49] = (3 * b[t49] + c[t49]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cancel_masked(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256 t5 = _mm256_loadu_ps(b + t4 + -7);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t7 = _mm256_mul_ps(t5, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_sub_ps(t7, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t4 * 4UL - 28UL), _mm256_movepi32_mask(t6), t8);
            long t9 = (long)t1 + (i_vec + 8L) * -1L;
            __m256 t10 = _mm256_loadu_ps(b + t9 + -7);
            __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t10, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t12 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            __m256 t13 = _mm256_sub_ps(t12, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t9 * 4UL - 28UL), _mm256_movepi32_mask(t11), t13);
            long t14 = (long)t1 + (i_vec + 16L) * -1L;
            __m256 t15 = _mm256_loadu_ps(b + t14 + -7);
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(t15, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t17 = _mm256_mul_ps(t15, _mm256_set1_ps(2.0f));
            __m256 t18 = _mm256_sub_ps(t17, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t14 * 4UL - 28UL), _mm256_movepi32_mask(t16), t18);
            long t19 = (long)t1 + (i_vec + 24L) * -1L;
            __m256 t20 = _mm256_loadu_ps(b + t19 + -7);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(t20, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t22 = _mm256_mul_ps(t20, _mm256_set1_ps(2.0f));
            __m256 t23 = _mm256_sub_ps(t22, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t19 * 4UL - 28UL), _mm256_movepi32_mask(t21), t23);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t24 = (long)t1 + 1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t1 + i_vec_1 * -1L;
            __m256 t27 = _mm256_loadu_ps(b + t26 + -7);
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(t27, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t29 = _mm256_mul_ps(t27, _mm256_set1_ps(2.0f));
            __m256 t30 = _mm256_sub_ps(t29, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t26 * 4UL - 28UL), _mm256_movepi32_mask(t28), t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t31 = (int)((long)t1 + t25 * -1L);
    } else {
        t31 = t1;
    }
    long t32 = (long)t31 + 1L;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        __m256i t33 = _mm256_set1_epi32((int)(int)t32);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t35 = (long)t31;
        __m256i t36 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t37 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), (const float *)((unsigned long)b + (unsigned long)t35 * 4UL - 28UL));
        __m256 b_v = _mm256_permutevar8x32_ps(t37, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t38 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t39 = _mm256_and_si256(t34, t38);
        __m256 t40 = _mm256_mul_ps(t37, _mm256_set1_ps(2.0f));
        __m256 t41 = _mm256_sub_ps(t40, _mm256_set1_ps(1.0f));
        __m256i t42 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t35 * 4UL - 28UL), _mm256_movepi32_mask(t42), t41);
        i = (int)((long)t31 + t32 * -1L);
    } else {
        i = t31;
    }
    for (; i >= 0; i--) {
        long t43 = (long)i;
        float t44 = b[t43];
        if (t44 > 0.0f) {
            a[t43] = t44 * 2.0f - 1.0f;
        }
    }
}

/* Narrow lanes: bytes widened, added and narrowed again. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    vcc_no_contract_body
    int i = n - 1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:25 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)i + i_vec * -1L;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(b + t3 + -31));
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(c + t3 + -31));
            __m256i t6 = _mm256_avg_epu8(t4, t5);
            _mm256_storeu_si256((__m256i *)(a + t3 + -31), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
    }
    for (; i >= 0; i--) {
        long t7 = (long)i;
        a[t7] = (unsigned char)(((int)b[t7] + (int)c[t7] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int keep_last(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int last;
    __m256i v_v_3;
    int t13;
    __m256i v_v_4;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            __m256i v_v = _mm256_add_epi32(t5, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), v_v);
            long t6 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            __m256i v_v_1 = _mm256_add_epi32(t7, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), v_v_1);
            long t8 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(b + t8 + -7));
            __m256i v_v_2 = _mm256_add_epi32(t9, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + t8 + -7), v_v_2);
            long t10 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            v_v_3 = _mm256_add_epi32(b_v, _mm256_set1_epi32(7));
            __m256i t12 = _mm256_permutevar8x32_epi32(v_v_3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t12);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t13 = ((vcc_v8_int)v_v_3)[7];
    } else {
        t13 = -1;
    }
    long t14 = (long)t1 + 1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t1 + i_vec_1 * -1L;
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            v_v_4 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(7));
            __m256i t18 = _mm256_permutevar8x32_epi32(v_v_4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t1 + t15 * -1L);
        last = ((vcc_v8_int)v_v_4)[7];
    } else {
        i = t1;
        last = t13;
    }
    for (; i >= 0; i--) {
        long t19 = (long)i;
        last = b[t19] + 7;
        a[t19] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_mixed(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d t3 = _mm256_loadu_pd(b + (n - 1 - (int)i_vec) + -3);
            __m256d b_v = _mm256_permute4x64_pd(t3, 0x1b);
            __m256d t4 = _mm256_mul_pd(b_v, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d t6 = _mm256_loadu_pd(b + (n - 1 - (int)t5) + -3);
            __m256d b_v_1 = _mm256_permute4x64_pd(t6, 0x1b);
            __m256d t7 = _mm256_mul_pd(b_v_1, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t5, t7);
            long t8 = i_vec + 8L;
            __m256d t9 = _mm256_loadu_pd(b + (n - 1 - (int)t8) + -3);
            __m256d b_v_2 = _mm256_permute4x64_pd(t9, 0x1b);
            __m256d t10 = _mm256_mul_pd(b_v_2, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t8, t10);
            long t11 = i_vec + 12L;
            __m256d t12 = _mm256_loadu_pd(b + (n - 1 - (int)t11) + -3);
            __m256d b_v_3 = _mm256_permute4x64_pd(t12, 0x1b);
            __m256d t13 = _mm256_mul_pd(b_v_3, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256d t18 = _mm256_loadu_pd(b + (n - 1 - (int)t17) + -3);
            __m256d b_v_4 = _mm256_permute4x64_pd(t18, 0x1b);
            __m256d t19 = _mm256_mul_pd(b_v_4, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i t4 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:49 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t5 = (long)t1 + i_vec * -1L;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5 + -3));
            __m256i b_v = _mm256_permute4x64_epi64(t6, 0x1b);
            __m256i t7 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i t8 = _mm256_add_epi64(b_v, t7);
            __m256i t9 = _mm256_permute4x64_epi64(t8, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t5 + -3), t9);
            long t10 = (long)t1 + (i_vec + 4L) * -1L;
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-4));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10 + -3));
            __m256i b_v_1 = _mm256_permute4x64_epi64(t12, 0x1b);
            __m256i t13 = _mm256_cvtepi32_epi64(t11);
            __m256i t14 = _mm256_add_epi64(b_v_1, t13);
            __m256i t15 = _mm256_permute4x64_epi64(t14, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t10 + -3), t15);
            long t16 = (long)t1 + (i_vec + 8L) * -1L;
            __m128i t17 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-8));
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t16 + -3));
            __m256i b_v_2 = _mm256_permute4x64_epi64(t18, 0x1b);
            __m256i t19 = _mm256_cvtepi32_epi64(t17);
            __m256i t20 = _mm256_add_epi64(b_v_2, t19);
            __m256i t21 = _mm256_permute4x64_epi64(t20, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t16 + -3), t21);
            long t22 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t23 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-12));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22 + -3));
            __m256i b_v_3 = _mm256_permute4x64_epi64(t24, 0x1b);
            __m256i t25 = _mm256_cvtepi32_epi64(t23);
            __m256i t26 = _mm256_add_epi64(b_v_3, t25);
            __m256i t27 = _mm256_permute4x64_epi64(t26, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t22 + -3), t27);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-16));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        __m128i t30 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t30, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t31 = (long)t1 + i_vec_1 * -1L;
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(b + t31 + -3));
            __m256i b_v_4 = _mm256_permute4x64_epi64(t32, 0x1b);
            __m256i t33 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            __m256i t34 = _mm256_add_epi64(b_v_4, t33);
            __m256i t35 = _mm256_permute4x64_epi64(t34, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t31 + -3), t35);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(-4));
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t36 = (long)i;
        a[t36] = b[t36] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
