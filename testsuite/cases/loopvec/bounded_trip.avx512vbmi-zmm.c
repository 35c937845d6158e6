/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static int sum_from(const int *a, unsigned start) {
    vcc_no_contract_body
    int s;
    unsigned int t4;
    int t5;
    unsigned int i;
    long t1 = (long)start * -1L + 1000L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at bounded_trip.c:27 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + ((long)start + i_vec));
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (unsigned int)((long)start + t2);
        t5 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t4 = start;
        t5 = 0;
    }
    long t6 = (long)t4 * -1L + 1000L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + (long)t4);
        __m512i t9 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i t10 = _mm512_add_epi32(_mm512_set1_epi32(0), t9);
        __m512i s_v_1 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t10);
        i = (unsigned int)((long)t4 + t6);
        s = (int)((unsigned int)t5 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t4;
        s = t5;
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
