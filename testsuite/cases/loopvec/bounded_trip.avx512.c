/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized. */
#include "harness.h"

/* At most 2 iterations: (23 - bits) / 8. */
static unsigned long need16(const unsigned char **pnext, unsigned *phave, unsigned long hold, unsigned *pbits) {
    const unsigned char *next = *pnext;
    unsigned have = *phave, bits = *pbits;
    while (bits < 16u) {
        if (have == 0)
            break;
        have--;
        hold += (unsigned long)(*next++) << bits;
        bits += 8;
    }
    *pnext = next;
    *phave = have;
    *pbits = bits;
    return hold;
}

/* At most 1000 - start iterations: worth vectors. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static int sum_from(const int *a, unsigned start) {
    vcc_no_contract_body
    int s;
    unsigned int t10;
    int t11;
    unsigned int t15;
    int t16;
    unsigned int i;
    long t1 = (long)start * -1L + 1000L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bounded_trip.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + ((long)start + i_vec)));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)start + (i_vec + 8L))));
            __m256i t4 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)start + (i_vec + 16L))));
            __m256i t5 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + ((long)start + (i_vec + 24L))));
            __m256i t6 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(3));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, (__m256i)s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_3);
        t10 = (unsigned int)((long)start + t2);
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = start;
        t11 = 0;
    }
    long t12 = (long)t10 * -1L + 1000L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bounded_trip.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t10 + i_vec_1)));
            __m256i t14 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(3));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (unsigned int)((long)t10 + t13);
        t16 = (int)((unsigned int)t11 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)t15 * -1L + 1000L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + (long)t15);
        __m256i t20 = _mm256_mullo_epi32(a_v_5, _mm256_set1_epi32(3));
        __m256i t21 = _mm256_add_epi32(_mm256_set1_epi32(0), t20);
        __m256i s_v_5 = _mm256_ternarylogic_epi32(t19, t21, _mm256_set1_epi32(0), 0xCA);
        i = (unsigned int)((long)t15 + t17);
        s = (int)((unsigned int)t16 + vcc_avx2_sum_epi32(s_v_5));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < 1000U; i++) {
        s += a[i] * 3;
    }
    return s;
}

int main(void) {
    static unsigned char bytes[64];
    static int a[1000];
    FILL(bytes, 64, 0, 256);
    FILL(a, 1000, -100, 200);
    int n;
    FOR_EACH_COUNT(n) {
        const unsigned char *next = bytes;
        unsigned have = (unsigned)n % 5, bits = (unsigned)n % 17;
        unsigned long hold = need16(&next, &have, (unsigned long)n, &bits);
        printf("n=%d %lx %u %u %d %d\n", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
    }
    return 0;
}
