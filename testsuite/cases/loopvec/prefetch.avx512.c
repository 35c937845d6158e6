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
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 k_v = _mm256_set1_ps(k);
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            const float *t3 = src + i_vec;
            __builtin_prefetch((const void *)(t3 + 64));
            __m256 src_v = _mm256_loadu_ps(t3);
            __m256 t4 = _mm256_mul_ps(src_v, k_v);
            _mm256_storeu_ps(dst + i_vec, t4);
            long t5 = i_vec + 8L;
            const float *t6 = src + t5;
            __builtin_prefetch((const void *)(t6 + 64));
            __m256 src_v_1 = _mm256_loadu_ps(t6);
            __m256 t7 = _mm256_mul_ps(src_v_1, k_v);
            _mm256_storeu_ps(dst + t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        __m256 k_v_1 = _mm256_set1_ps(k);
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            const float *t12 = src + t11;
            __builtin_prefetch((const void *)(t12 + 64));
            __m256 src_v_2 = _mm256_loadu_ps(t12);
            __m256 t13 = _mm256_mul_ps(src_v_2, k_v_1);
            _mm256_storeu_ps(dst + t11, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 k_v_2 = _mm256_set1_ps(k);
        long t18 = (long)t14;
        const float *t19 = src + t18;
        __builtin_prefetch((const void *)(t19 + 64));
        __m256 src_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t17), t19);
        __m256 t20 = _mm256_mul_ps(src_v_3, k_v_2);
        _mm256_mask_storeu_ps(dst + t18, _mm256_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        const float *t22 = src + t21;
        __builtin_prefetch((const void *)(t22 + 64));
        dst[t21] = *t22 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_ahead(int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __builtin_prefetch((const void *)(a + ((int)i_vec + 32)), 1, 0);
            int *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_add_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)t3, t4);
            long t5 = i_vec + 8L;
            __builtin_prefetch((const void *)(a + ((int)t5 + 32)), 1, 0);
            int *t6 = a + t5;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_add_epi32(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)t6, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __builtin_prefetch((const void *)(a + ((int)t11 + 32)), 1, 0);
            int *t12 = a + t11;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = _mm256_add_epi32(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)t12, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t18 = (long)t14;
        __builtin_prefetch((const void *)(a + ((int)t18 + 32)), 1, 0);
        int *t19 = a + t18;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), t19);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), b + t18);
        __m256i t20 = _mm256_add_epi32(a_v_3, b_v_3);
        _mm256_mask_storeu_epi32(t19, _mm256_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t21 = (long)i;
        int *t22 = a + t21;
        *t22 = *t22 + b[t21];
    }
}

/* A reduction, prefetching through a pointer induction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_ahead(const int *p, int n) {
    vcc_no_contract_body
    long s;
    const int *t10;
    long t11;
    const int *p_1;
    const int *end = p + n;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at prefetch.c:26 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t5 = p + t1;
            __builtin_prefetch((const void *)(t5 + 16), 0, 3);
            __m128i p_v = _mm_loadu_si128((const __m128i *)t5);
            __m256i t6 = _mm256_cvtepi32_epi64(p_v);
            s_v = _mm256_add_epi64(s_v, t6);
            const int *t7 = p + (t1 + 4L);
            __builtin_prefetch((const void *)(t7 + 16), 0, 3);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m256i t8 = _mm256_cvtepi32_epi64(p_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t8);
            t1 += 8L;
        } while (t1 < t4);
        __m256i t9 = _mm256_add_epi64(s_v, s_v_1);
        t10 = p + t4;
        t11 = (long)vcc_avx2_reduce_epi64(t9, _mm_add_epi64, unsigned long);
    } else {
        t10 = p;
        t11 = 0L;
    }
    long t12 = ((long)p + (long)n * 4L + (long)t10 * -1L) / 4L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long t2 = 0L;
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at prefetch.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const int *t14 = t10 + t2;
            __builtin_prefetch((const void *)(t14 + 16), 0, 3);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)t14);
            __m256i t15 = _mm256_cvtepi32_epi64(p_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t15);
            t2 += 4L;
        } while (t2 < t13);
        p_1 = t10 + t13;
        s = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(s_v_2, _mm_add_epi64, unsigned long));
    } else {
        p_1 = t10;
        s = t11;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        __builtin_prefetch((const void *)(p_1 + 16), 0, 3);
        s += (long)*p_1;
    }
    return s;
}

/* Under a condition: the hint may run on every lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_ahead(short *restrict a, int n) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            short *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __mmask16 t4 = _mm256_cmp_epi16_mask(a_v, _mm256_set1_epi16((short)100), _MM_CMPINT_NLE);
            __builtin_prefetch((const void *)(t3 + 64));
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), t4, _mm256_set1_epi16((short)100));
            i_vec += 16L;
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
