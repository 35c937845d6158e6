/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = t6;
            __m256i t9 = t7;
            __m256i t10 = _mm256_mullo_epi16(t8, t9);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = t13;
            __m256i t16 = t14;
            __m256i t17 = _mm256_mullo_epi16(t15, t16);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = t23;
            __m256i t26 = t24;
            __m256i t27 = _mm256_mullo_epi16(t25, t26);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (short)((int)a[t29] * (int)b[t29]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = t6;
            __m256i t8 = (__m256i)((vcc_v16_ushort)t7 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t9 = (__m256i)((vcc_v16_ushort)t7 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t10 = _mm256_or_si256(t8, t9);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = t13;
            __m256i t15 = (__m256i)((vcc_v16_ushort)t14 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t16 = (__m256i)((vcc_v16_ushort)t14 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t17 = _mm256_or_si256(t15, t16);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = t23;
            __m256i t25 = (__m256i)((vcc_v16_ushort)t24 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t26 = (__m256i)((vcc_v16_ushort)t24 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t27 = _mm256_or_si256(t25, t26);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = (int)a[t29];
        c[t29] = (unsigned short)((t30 >> 3) | (t30 << 13));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) short sum_short(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi16((short)0);
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t6 = t2;
            __m512i t7 = _mm512_cvtepi16_epi32(t5);
            __m256i t8 = _mm512_cvtepi32_epi16(t7);
            __m256i t9 = _mm256_add_epi16(t6, t8);
            t2 = t9;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (short)(unsigned short)((unsigned short)0 + vcc_avx2_reduce_epi16(t2, _mm_add_epi16, unsigned short));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned short xor_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short x;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi16((short)0);
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t6 = t2;
            __m512i t7 = _mm512_cvtepu16_epi32(t5);
            __m256i t8 = _mm512_cvtepi32_epi16(t7);
            __m256i t9 = _mm256_xor_si256(t6, t8);
            t2 = t9;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        x = (unsigned short)((unsigned short)23130 ^ vcc_avx2_reduce_epi16(t2, _mm_xor_si128, unsigned short));
    } else {
        i = 0;
        x = (unsigned short)23130;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
