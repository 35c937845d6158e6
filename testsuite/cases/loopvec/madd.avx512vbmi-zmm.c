/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_madd_epi16(t6, t7);
            t2 = _mm256_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(t2);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s += (int)a[t9] * (int)b[t9];
    }
    return s;
}

/* A start value, the product written the other way round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t8 = _mm256_madd_epi16(t6, t7);
            t2 = _mm256_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)((unsigned int)start + vcc_avx2_sum_epi32(t2));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s = (int)b[t9] * (int)a[t9] + s;
    }
    return s;
}

/* A sum of squares. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int squares(int n, const int16_t *restrict a) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t6 = _mm256_madd_epi16(t5, t5);
            t2 = _mm256_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(t2);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        int t7 = (int)a[i];
        s += t7 * t7;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m512i t8 = _mm512_cvtepu16_epi32(t6);
            __m512i t9 = _mm512_cvtepu16_epi32(t7);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = t10;
            t2 = _mm512_add_epi32(t2, t11);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        s += (int)a[t12] * (int)b[t12];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    long s;
    int t25;
    long t26;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        do {
            long t8 = (long)(int)t1;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t10 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t11 = _mm256_cvtepi16_epi32(t9);
            __m256i t12 = _mm256_cvtepi16_epi32(t10);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m512i t14 = _mm512_cvtepi32_epi64(t13);
            __m512i t15 = t14;
            t2 = _mm512_add_epi64(t2, t15);
            long t16 = (long)(int)(t1 + 8L);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(a + t16));
            __m128i t18 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m256i t19 = _mm256_cvtepi16_epi32(t17);
            __m256i t20 = _mm256_cvtepi16_epi32(t18);
            __m256i t21 = _mm256_mullo_epi32(t19, t20);
            __m512i t22 = _mm512_cvtepi32_epi64(t21);
            __m512i t23 = t22;
            t3 = _mm512_add_epi64(t3, t23);
            t1 += 16L;
        } while (t1 < t7);
        __m512i t24 = _mm512_add_epi64(t2, t3);
        t25 = (int)t7;
        t26 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)), _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t4 = 0L;
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            long t29 = (long)(int)((long)t25 + t4);
            __m128i t30 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i t31 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m256i t32 = _mm256_cvtepi16_epi32(t30);
            __m256i t33 = _mm256_cvtepi16_epi32(t31);
            __m256i t34 = _mm256_mullo_epi32(t32, t33);
            __m512i t35 = _mm512_cvtepi32_epi64(t34);
            __m512i t36 = t35;
            t5 = _mm512_add_epi64(t5, t36);
            t4 += 8L;
        } while (t4 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += (long)((int)a[t37] * (int)b[t37]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m512i t8 = _mm512_cvtepi16_epi32(t6);
            __m512i t9 = _mm512_cvtepi16_epi32(t7);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            _mm512_storeu_si512(p + t5, t10);
            __m512i t11 = t10;
            t2 = _mm512_add_epi32(t2, t11);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t = (int)a[t12] * (int)b[t12];
        p[t12] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
