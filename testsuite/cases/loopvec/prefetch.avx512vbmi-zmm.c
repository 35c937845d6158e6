/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 k_v = _mm512_set1_ps(k);
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 16, UF 1, masked remainder */
        do {
            const float *t3 = src + i_vec;
            __builtin_prefetch((const void *)(t3 + 64));
            __m512 src_v = _mm512_loadu_ps(t3);
            __m512 t4 = _mm512_mul_ps(src_v, k_v);
            _mm512_storeu_ps(dst + i_vec, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512 k_v_1 = _mm512_set1_ps(k);
        long t9 = (long)t5;
        const float *t10 = src + t9;
        __builtin_prefetch((const void *)(t10 + 64));
        __m512 src_v_1 = _mm512_maskz_loadu_ps(t8, t10);
        __m512 t11 = _mm512_mul_ps(src_v_1, k_v_1);
        _mm512_mask_storeu_ps(dst + t9, t8, t11);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        const float *t13 = src + t12;
        __builtin_prefetch((const void *)(t13 + 64));
        dst[t12] = *t13 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_ahead(int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 16, UF 1, masked remainder */
        do {
            __builtin_prefetch((const void *)(a + ((int)i_vec + 32)), 1, 0);
            int *t3 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t3);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_add_epi32(a_v, b_v);
            _mm512_storeu_si512(t3, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t5;
        __builtin_prefetch((const void *)(a + ((int)t9 + 32)), 1, 0);
        int *t10 = a + t9;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, t10);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t8, b + t9);
        __m512i t11 = _mm512_add_epi32(a_v_1, b_v_1);
        _mm512_mask_storeu_epi32(t10, t8, t11);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t12 = (long)i;
        int *t13 = a + t12;
        *t13 = *t13 + b[t12];
    }
}

/* A reduction, prefetching through a pointer induction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_ahead(const int *p, int n) {
    vcc_no_contract_body
    long s;
    const int *t10;
    long t11;
    const int *t16;
    long t17;
    const int *p_1;
    const int *end = p + n;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at prefetch.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            const int *t5 = p + t1;
            __builtin_prefetch((const void *)(t5 + 16), 0, 3);
            __m256i p_v = _mm256_loadu_si256((const __m256i *)t5);
            __m512i t6 = _mm512_cvtepi32_epi64(p_v);
            s_v = _mm512_add_epi64(s_v, t6);
            const int *t7 = p + (t1 + 8L);
            __builtin_prefetch((const void *)(t7 + 16), 0, 3);
            __m256i p_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m512i t8 = _mm512_cvtepi32_epi64(p_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t8);
            t1 += 16L;
        } while (t1 < t4);
        __m512i t9 = _mm512_add_epi64(s_v, s_v_1);
        t10 = p + t4;
        t11 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t9), _mm512_extracti64x4_epi64(t9, 1)), _mm_add_epi64, unsigned long);
    } else {
        t10 = p;
        t11 = 0L;
    }
    long t12 = ((long)p + (long)n * 4L + (long)t10 * -1L) / 4L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t2 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at prefetch.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const int *t14 = t10 + t2;
            __builtin_prefetch((const void *)(t14 + 16), 0, 3);
            __m256i p_v_2 = _mm256_loadu_si256((const __m256i *)t14);
            __m512i t15 = _mm512_cvtepi32_epi64(p_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t15);
            t2 += 8L;
        } while (t2 < t13);
        t16 = t10 + t13;
        t17 = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        t16 = t10;
        t17 = t11;
    }
    long t18 = ((long)p + (long)n * 4L + (long)t16 * -1L) / 4L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        const int *t21 = t16 + 0;
        __builtin_prefetch((const void *)(t21 + 16), 0, 3);
        __m256i p_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), t21);
        __m512i t22 = _mm512_cvtepi32_epi64(p_v_3);
        __m512i t23 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t20), _mm512_set1_epi64((long long)0LL), t22);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t23);
        p_1 = t16 + t18;
        s = (long)((unsigned long)t17 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
    } else {
        p_1 = t16;
        s = t17;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        __builtin_prefetch((const void *)(p_1 + 16), 0, 3);
        s += (long)*p_1;
    }
    return s;
}

/* Under a condition: the hint may run on every lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_ahead(short *restrict a, int n) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:35 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            short *t3 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t3);
            __mmask32 t4 = _mm512_cmp_epi16_mask(a_v, ((__m512i)(vcc_v32_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), _MM_CMPINT_NLE);
            __builtin_prefetch((const void *)(t3 + 64));
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), ((vcc_v32_short)(__m512i)(vcc_v32_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), (vcc_m32)_mm512_movm_epi16(t4));
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        short *t5 = a + i;
        if ((int)*t5 > 100) {
            __builtin_prefetch((const void *)(t5 + 64));
            *t5 = (short)100;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s = new_array(n, sizeof(short));
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s, n, 0, 300);
        scale_ahead(g, f, n, 0.75f);
        add_ahead(a, b, n);
        long r = sum_ahead(b, n);
        clamp_ahead(s, n);
        printf("n=%d %ld %llx %llx %llx\n", n, r, HASH(g, n), HASH(a, n), HASH(s, n));
        free(f), free(g), free(a), free(b), free(s);
    }
    return 0;
}
