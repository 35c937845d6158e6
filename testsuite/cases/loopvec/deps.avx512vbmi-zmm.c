/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 neon=3 sse2=3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void dist8(int n, int *a) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at deps.c:8 vectorized: VF 8, UF 1, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t4 = (__m256i)((vcc_v8_int)a_v / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t5 = _mm256_add_epi32(t4, (__m256i)i_v);
            _mm256_storeu_si256((__m256i *)(a + ((int)i_vec + 8)), t5);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 8L)) {
        __m256i t8 = _mm256_set1_epi32((int)(int)t7);
        __m256i t9 = _mm256_cmpgt_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t10 = _mm256_set1_epi32((int)t6);
        __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t12 = (long)t6;
        __m256i a_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), a + t12);
        __m256i t13 = (__m256i)((vcc_v8_int)a_v_1 / (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t14 = _mm256_add_epi32(t13, t11);
        _mm256_mask_storeu_epi32(a + ((int)t12 + 8), _mm256_movepi32_mask(t9), t14);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void dist32(int n, short *a) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_add_epi16(a_v, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)(a + ((int)i_vec + 32)), t3);
            long t4 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t5 = _mm256_add_epi16(a_v_1, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)(a + ((int)t4 + 32)), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i t10 = _mm256_add_epi16(a_v_2, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)(a + ((int)t9 + 32)), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        a[i + 32] = (short)((int)a[i] + 3);
    }
}

void dist1(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 1] = a[i] + i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void read_ahead(int n, float *a) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + ((int)i_vec + 1));
            __m512 t3 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + ((int)t4 + 1));
            __m512 t5 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(a + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:23 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + ((int)t9 + 1));
            __m512 t10 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(a + t9, t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)t11;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t14, a + ((int)t15 + 1));
        __m512 t16 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(a + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    while (i < n) {
        int t17 = i + 1;
        a[i] = a[t17] * 0.5f;
        i = t17;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t7;
    int i;
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
            return 0;
        }
        int t2 = n + 32;
        int *a = (int *)(_mm256_zeroupper(), new_array(t2, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(t2, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(t2, 2UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(t2, 4UL));
        for (int fill_idx = 0; fill_idx < t2; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t2; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t2; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t2; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        long t3 = (long)n + 32L;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at deps.c:37 vectorized: VF 16, UF 1, masked remainder */
            do {
                int *t5 = a + i_vec;
                __m512i a_v = _mm512_loadu_si512(t5);
                __m512i t6 = (__m512i)((vcc_v16_int)a_v % (vcc_v16_int)_mm512_set1_epi32(64));
                _mm512_storeu_si512(t5, t6);
                i_vec += 16L;
            } while (i_vec < t4);
            t7 = (int)t4;
        } else {
            t7 = 0;
        }
        long t8 = (long)n + (long)t7 * -1L + 32L;
        if ((t8 >= 1L) & (t8 <= 16L)) {
            __m512i t9 = _mm512_set1_epi32((int)(int)t8);
            __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
            int *t11 = a + (long)t7;
            __m512i a_v_1 = _mm512_maskz_loadu_epi32(t10, t11);
            __m512i t12 = (__m512i)((vcc_v16_int)a_v_1 % (vcc_v16_int)_mm512_set1_epi32(64));
            _mm512_mask_storeu_epi32(t11, t10, t12);
            i = (int)((long)t7 + t8);
        } else {
            i = t7;
        }
        for (; i < t2; i++) {
            int *t13 = a + i;
            *t13 = *t13 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        (_mm256_zeroupper(), dist1(n, b));
        read_ahead(n, f);
        unsigned long t14 = (unsigned long)t2;
        unsigned long t15 = t14 * 4UL;
        unsigned long t16 = (_mm256_zeroupper(), hash_bytes((const void *)f, t15));
        unsigned long t17 = (_mm256_zeroupper(), hash_bytes((const void *)b, t15));
        unsigned long t18 = (_mm256_zeroupper(), hash_bytes((const void *)s, t14 * 2UL));
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, t15)), (unsigned long long)t18, (unsigned long long)t17, (unsigned long long)t16);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
