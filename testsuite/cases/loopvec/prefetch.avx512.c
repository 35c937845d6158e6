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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 k_v = _mm256_set1_ps(k);
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            const float *t4 = src + t3;
            __builtin_prefetch((const void *)(t4 + 64));
            __m256 src_v = _mm256_loadu_ps(t4);
            __m256 t5 = _mm256_mul_ps(src_v, k_v);
            _mm256_storeu_ps(dst + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            const float *t7 = src + t6;
            __builtin_prefetch((const void *)(t7 + 64));
            __m256 src_v_1 = _mm256_loadu_ps(t7);
            __m256 t8 = _mm256_mul_ps(src_v_1, k_v);
            _mm256_storeu_ps(dst + t6, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        __m256 k_v_1 = _mm256_set1_ps(k);
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            const float *t13 = src + t12;
            __builtin_prefetch((const void *)(t13 + 64));
            __m256 src_v_2 = _mm256_loadu_ps(t13);
            __m256 t14 = _mm256_mul_ps(src_v_2, k_v_1);
            _mm256_storeu_ps(dst + t12, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 k_v_2 = _mm256_set1_ps(k);
        long t19 = (long)(int)(long)t15;
        const float *t20 = src + t19;
        __builtin_prefetch((const void *)(t20 + 64));
        __m256 src_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), t20);
        __m256 t21 = _mm256_mul_ps(src_v_3, k_v_2);
        _mm256_mask_storeu_ps(dst + t19, _mm256_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        const float *t23 = src + t22;
        __builtin_prefetch((const void *)(t23 + 64));
        dst[t22] = *t23 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_ahead(int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            int t3 = (int)i_vec;
            __builtin_prefetch((const void *)(a + (t3 + 32)), 1, 0);
            long t4 = (long)t3;
            int *t5 = a + t4;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t6 = _mm256_add_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)t5, t6);
            int t7 = (int)(i_vec + 8L);
            __builtin_prefetch((const void *)(a + (t7 + 32)), 1, 0);
            long t8 = (long)t7;
            int *t9 = a + t8;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t10 = _mm256_add_epi32(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            int t14 = (int)((long)t11 + i_vec_1);
            __builtin_prefetch((const void *)(a + (t14 + 32)), 1, 0);
            long t15 = (long)t14;
            int *t16 = a + t15;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_add_epi32(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)t16, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t22 = (int)(long)t18;
        __builtin_prefetch((const void *)(a + (t22 + 32)), 1, 0);
        long t23 = (long)t22;
        int *t24 = a + t23;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), t24);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), b + t23);
        __m256i t25 = a_v_3;
        __m256i t26 = b_v_3;
        __m256i t27 = _mm256_add_epi32(t25, t26);
        __m256i t28 = t27;
        _mm256_mask_storeu_epi32(t24, _mm256_movepi32_mask(t21), t28);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t29 = (long)i;
        int *t30 = a + t29;
        *t30 = *t30 + b[t29];
    }
}

/* A reduction, prefetching through a pointer induction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_ahead(const int *p, int n) {
    vcc_no_contract_body
    long s;
    const int *t12;
    long t13;
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
            __m256i t7 = t6;
            s_v = _mm256_add_epi64(s_v, t7);
            const int *t8 = p + (t1 + 4L);
            __builtin_prefetch((const void *)(t8 + 16), 0, 3);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)t8);
            __m256i t9 = _mm256_cvtepi32_epi64(p_v_1);
            __m256i t10 = t9;
            s_v_1 = _mm256_add_epi64(s_v_1, t10);
            t1 += 8L;
        } while (t1 < t4);
        __m256i t11 = _mm256_add_epi64(s_v, s_v_1);
        t12 = p + t4;
        t13 = (long)vcc_avx2_reduce_epi64(t11, _mm_add_epi64, unsigned long);
    } else {
        t12 = p;
        t13 = 0L;
    }
    long t14 = ((long)p + (long)n * 4L + (long)t12 * -1L) / 4L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        do {
            const int *t16 = t12 + t2;
            __builtin_prefetch((const void *)(t16 + 16), 0, 3);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)t16);
            __m256i t17 = _mm256_cvtepi32_epi64(p_v_2);
            __m256i t18 = t17;
            s_v_2 = _mm256_add_epi64(s_v_2, t18);
            t2 += 4L;
        } while (t2 < t15);
        p_1 = t12 + t15;
        s = (long)((unsigned long)t13 + vcc_avx2_reduce_epi64(s_v_2, _mm_add_epi64, unsigned long));
    } else {
        p_1 = t12;
        s = t13;
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
            long t3 = (long)(int)i_vec;
            short *t4 = a + t3;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t5 = a_v;
            __mmask16 t6 = _mm256_cmp_epi16_mask(t5, _mm256_set1_epi16((short)100), _MM_CMPINT_NLE);
            __builtin_prefetch((const void *)(t4 + 64));
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t3 * 2UL), t6, _mm256_set1_epi16((short)100));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        short *t7 = a + i;
        if ((int)*t7 > 100) {
            __builtin_prefetch((const void *)(t7 + 64));
            *t7 = (short)100;
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
