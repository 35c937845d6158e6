/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void every_third_le(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = ((long)n + 2L) / 3L - 1L;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)((int)(1L + t1 * 3L) - 1);
            int *t5 = a + t4;
            const int *t6 = b + t4;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_loadu_si512(t6 + 16);
            __m512i t9 = _mm512_loadu_si512(t6 + 32);
            __m512i t10 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t8, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m512i t11 = (__m512i)__builtin_shufflevector((vcc_v16_int)t10, (vcc_v16_int)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(2));
            __m512i t13 = (__m512i)__builtin_shufflevector((vcc_v16_int)t12, (vcc_v16_int)t12, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t14 = (__m512i)__builtin_shufflevector((vcc_v16_int)t13, (vcc_v16_int)t12, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5, t15, t14);
            __m512i t16 = (__m512i)__builtin_shufflevector((vcc_v16_int)t12, (vcc_v16_int)t12, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t17 = (__m512i)__builtin_shufflevector((vcc_v16_int)t16, (vcc_v16_int)t12, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5 + 16, t18, t17);
            __m512i t19 = (__m512i)__builtin_shufflevector((vcc_v16_int)t12, (vcc_v16_int)t12, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t20 = (__m512i)__builtin_shufflevector((vcc_v16_int)t19, (vcc_v16_int)t12, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5 + 32, t21, t20);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)(1L + t3 * 3L);
    } else {
        i = 1;
    }
    for (; i <= n; i += 3) {
        long t22 = (long)(i - 1);
        a[t22] = b[t22] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long down_by_two(int n, const int *a) {
    vcc_no_contract_body
    long s;
    long t16;
    int i;
    int t1 = n - 1;
    long t7 = ((long)n + 1L) / 2L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t9 = _mm256_i32gather_epi32((const int *)(a + (int)((long)t1 + t2 * -2L)), _mm256_setr_epi32(0, -2, -4, -6, -8, -10, -12, -14), 4);
            __m256i t10 = _mm256_i32gather_epi32((const int *)(a + (int)((long)t1 + (t2 + 8L) * -2L)), _mm256_setr_epi32(0, -2, -4, -6, -8, -10, -12, -14), 4);
            __m512i t11 = _mm512_cvtepi32_epi64(t9);
            __m512i t12 = t11;
            t3 = _mm512_add_epi64(t3, t12);
            __m512i t13 = _mm512_cvtepi32_epi64(t10);
            __m512i t14 = t13;
            t4 = _mm512_add_epi64(t4, t14);
            t2 += 16L;
        } while (t2 < t8);
        __m512i t15 = _mm512_add_epi64(t3, t4);
        t1 = (int)((long)t1 + t8 * -2L);
        t16 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_add_epi64, unsigned long);
    } else {
        t16 = 0L;
    }
    long t17 = ((long)t1 + 2L) / 2L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t5 = 0L;
        __m512i t6 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t19 = _mm256_i32gather_epi32((const int *)(a + (int)((long)t1 + t5 * -2L)), _mm256_setr_epi32(0, -2, -4, -6, -8, -10, -12, -14), 4);
            __m512i t20 = _mm512_cvtepi32_epi64(t19);
            __m512i t21 = t20;
            t6 = _mm512_add_epi64(t6, t21);
            t5 += 8L;
        } while (t5 < t18);
        i = (int)((long)t1 + t18 * -2L);
        s = (long)((unsigned long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t6), _mm512_extracti64x4_epi64(t6, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t16;
    }
    for (; i >= 0; i -= 2) {
        s += (long)a[i];
    }
    return s;
}

void unsigned_by_four(unsigned n, float *restrict a, const float *restrict b) {
    for (unsigned i = 0; i < n; i += 4)
        a[i] = b[i] + (float)i;
}

void long_from_two(long n, double *restrict a) {
    for (long i = 2; i < n; i += 2)
        a[i] = a[i - 2] * 0.5 + 1.0;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void end_pointer(short *p, short *end) {
    vcc_no_contract_body
    short *t15;
    short *p_1;
    long t3 = ((long)p * -1L + (long)end) / 2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            short *t5 = p + t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = t6;
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)t5, t9);
            short *t10 = p + (t1 + 16L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = t11;
            __m256i t13 = _mm256_mullo_epi16(t12, _mm256_set1_epi16((short)3));
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = p + t4;
    } else {
        t15 = p;
    }
    long t16 = ((long)end + (long)t15 * -1L) / 2L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            short *t18 = t15 + t2;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = t19;
            __m256i t21 = _mm256_mullo_epi16(t20, _mm256_set1_epi16((short)3));
            __m256i t22 = t21;
            _mm256_storeu_si256((__m256i *)t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        p_1 = t15 + t17;
    } else {
        p_1 = t15;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        *p_1 = (short)((int)*p_1 * 3);
    }
}

void ne_by_two(int n, int *a) {
    for (int i = 0; i != n; i += 2)
        a[i] = 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        double *d = new_array(n, 8);
        short *s = new_array(n, 2);
        int *e = new_array(n + 1, 4);
        FILL(a, n, 0, 1);
        FILL(b, n, -1000, 2000);
        FILL(f, n, 0, 1);
        FILL(g, n, -1000, 2000);
        FILL(d, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(e, n + 1, 0, 1);
        every_third_le(n, a, b);
        unsigned_by_four((unsigned)n, f, g);
        long_from_two(n, d);
        end_pointer(s, s + n);
        ne_by_two(n & ~1, e);
        printf("n=%d %llx sum=%ld %llx %llx %llx %llx\n", n, HASH(a, n), down_by_two(n, b), HASH(f, n), HASH(d, n),
               HASH(s, n), HASH(e, n + 1));
        free(a), free(b), free(f), free(g), free(d), free(s), free(e);
    }
    return 0;
}
