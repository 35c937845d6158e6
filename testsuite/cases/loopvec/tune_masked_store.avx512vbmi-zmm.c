/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=2 avx2=2 sse4.2=2 neon=1 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids */
#include "harness.h"

/* The tune prices the same instructions per core (`--tune`): AVX2's masked stores
   (`vmaskmovps`, `vpmaskmovq`) are microcoded on Zen 4, about 12 cycles a register, and one
   store uop on Sapphire Rapids. Under --tune=zen4 the conditional stores below are dearer
   (fewer parts unrolled: UF 2 for floats, and a lower estimate for the 64-bit ones); under
   --tune=sapphirerapids masked accesses cost what plain ones do, so the float loop's
   remainder runs as one masked vector iteration instead of a vector epilogue. Every run must
   print what the original prints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_positive(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 c_v = _mm512_loadu_ps(c + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(c_v, _mm512_set1_ps(0.5f), _CMP_GT_OQ);
            __m512 b_v = _mm512_maskz_loadu_ps(t3, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m512 t4 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3, t4);
            long t5 = i_vec + 16L;
            __m512 c_v_1 = _mm512_loadu_ps(c + t5);
            __mmask16 t6 = _mm512_cmp_ps_mask(c_v_1, _mm512_set1_ps(0.5f), _CMP_GT_OQ);
            __m512 b_v_1 = _mm512_maskz_loadu_ps(t6, (const float *)((unsigned long)b + (unsigned long)t5 * 4UL));
            __m512 t7 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t5 * 4UL), t6, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512 c_v_2 = _mm512_loadu_ps(c + t11);
            __mmask16 t12 = _mm512_cmp_ps_mask(c_v_2, _mm512_set1_ps(0.5f), _CMP_GT_OQ);
            __m512 b_v_2 = _mm512_maskz_loadu_ps(t12, (const float *)((unsigned long)b + (unsigned long)t11 * 4UL));
            __m512 t13 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t11 * 4UL), t12, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512 c_v_3 = _mm512_maskz_loadu_ps(t17, c + t18);
        __mmask16 t19 = _mm512_cmp_ps_mask(c_v_3, _mm512_set1_ps(0.5f), _CMP_GT_OQ);
        __mmask16 t20 = _kand_mask16(t17, t19);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, (const float *)((unsigned long)b + (unsigned long)t18 * 4UL));
        __m512 t21 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t18 * 4UL), t20, t21);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        if (c[t22] > 0.5f) {
            a[t22] = b[t22] * 2.0f;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_odd(int n, long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_and_si512(b_v, _mm512_set1_epi64((long long)1LL));
            __m256i t4 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t3, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t5 = _mm512_add_epi64(b_v, _mm512_set1_epi64((long long)3LL));
            _mm512_mask_storeu_epi64((long *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm256_movepi32_mask(t4), t5);
            long t6 = i_vec + 8L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i t7 = _mm512_and_si512(b_v_1, _mm512_set1_epi64((long long)1LL));
            __m256i t8 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t7, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t9 = _mm512_add_epi64(b_v_1, _mm512_set1_epi64((long long)3LL));
            _mm512_mask_storeu_epi64((long *)((unsigned long)a + (unsigned long)t6 * 8UL), _mm256_movepi32_mask(t8), t9);
            long t10 = i_vec + 16L;
            __m512i b_v_2 = _mm512_loadu_si512(b + t10);
            __m512i t11 = _mm512_and_si512(b_v_2, _mm512_set1_epi64((long long)1LL));
            __m256i t12 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t11, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t13 = _mm512_add_epi64(b_v_2, _mm512_set1_epi64((long long)3LL));
            _mm512_mask_storeu_epi64((long *)((unsigned long)a + (unsigned long)t10 * 8UL), _mm256_movepi32_mask(t12), t13);
            long t14 = i_vec + 24L;
            __m512i b_v_3 = _mm512_loadu_si512(b + t14);
            __m512i t15 = _mm512_and_si512(b_v_3, _mm512_set1_epi64((long long)1LL));
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t15, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t17 = _mm512_add_epi64(b_v_3, _mm512_set1_epi64((long long)3LL));
            _mm512_mask_storeu_epi64((long *)((unsigned long)a + (unsigned long)t14 * 8UL), _mm256_movepi32_mask(t16), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m512i b_v_4 = _mm512_loadu_si512(b + t21);
            __m512i t22 = _mm512_and_si512(b_v_4, _mm512_set1_epi64((long long)1LL));
            __m256i t23 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t22, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t24 = _mm512_add_epi64(b_v_4, _mm512_set1_epi64((long long)3LL));
            _mm512_mask_storeu_epi64((long *)((unsigned long)a + (unsigned long)t21 * 8UL), _mm256_movepi32_mask(t23), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), b + t29);
        __m512i t30 = _mm512_and_si512(b_v_5, _mm512_set1_epi64((long long)1LL));
        __m256i t31 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t30, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
        __m256i t32 = _mm256_and_si256(t28, t31);
        __m512i t33 = _mm512_add_epi64(b_v_5, _mm512_set1_epi64((long long)3LL));
        _mm512_mask_storeu_epi64((long *)((unsigned long)a + (unsigned long)t29 * 8UL), _mm256_movepi32_mask(t32), t33);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        long t35 = b[t34];
        if (t35 & 1L) {
            a[t34] = t35 + 3L;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4);
        long *la = new_array(n, 8), *lb = new_array(n, 8);
        FILL(fa, n, -100, 200);
        FILL(fb, n, -100, 200);
        FILL(fc, n, 0, 2);
        FILL(la, n, -1000, 2000);
        FILL(lb, n, -1000, 2000);
        scale_positive(n, fa, fb, fc);
        add_odd(n, la, lb);
        printf("n=%d scale=%llx odd=%llx\n", n, HASH(fa, n), HASH(la, n));
        free(fa), free(fb), free(fc), free(la), free(lb);
    }
    return 0;
}
