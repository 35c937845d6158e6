/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized.
 * SQLite's sorter compares at most 8 bytes, the count read from a const table
 * (`analysis/ranges.rs`): left scalar; the same loop over a table the program may change is
 * vectorized. */
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
        /* vcc: loop at bounded_trip.c:30 vectorized: VF 16, UF 1, masked remainder */
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
        __m512i t10 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t9);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t10);
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

/* SQLite's vdbeSorterCompareInt: n is at most 8. */
static int compare_int(const unsigned char *v1, const unsigned char *v2, int s1) {
    static const unsigned char lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
    const unsigned char n = lens[s1];
    int res = 0;
    for (int i = 0; i < n; i++) {
        if ((res = v1[i] - v2[i]) != 0) {
            if (((v1[0] ^ v2[0]) & 0x80) != 0)
                res = v1[0] & 0x80 ? -1 : +1;
            break;
        }
    }
    return res;
}

/* The same over a table that is not const: up to 255 bytes. */
static unsigned char var_lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) static int compare_var(const unsigned char *v1, const unsigned char *v2, int s1) {
    vcc_no_contract_body
    int res;
    unsigned char n;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    int t7;
    long t8;
    int res_1;
    long t10;
    int t15;
    int i;
    int res_2;
    n = var_lens[s1];
    t3 = (unsigned long)v1;
    t4 = (long)((0UL - t3) & 15UL);
    t5 = 1 & (((t3 ^ (unsigned long)v2) & 15UL) == 0UL);
    t7 = 0;
    t8 = 0L;
    for (t6 = 0; t8 < t4; t6++, t7 = res_1, t8++) {
        if (t6 >= (int)n) {
            i = t6;
            res_2 = t7;
            goto L17;
        }
        long t9 = (long)t6;
        res_1 = (int)v1[t9] - (int)v2[t9];
        if (res_1 != 0) {
            i = t6;
            res_2 = t7;
            goto L17;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        long i_vec = 0L;
        int t1 = t7;
        /* vcc: loop at bounded_trip.c:55 vectorized: VF 16, UF 1, early exit, peeled to align `v1` to 16 bytes (and `v2` where it is misaligned alike), scalar epilogue */
        for (;;) {
            long t11 = (long)(int)((long)t6 + i_vec);
            __m128i v1_v = _mm_load_si128((const __m128i *)(v1 + t11));
            __m128i v2_v = _mm_load_si128((const __m128i *)(v2 + t11));
            __m512i t12 = _mm512_cvtepu8_epi32(v1_v);
            __m512i t13 = _mm512_cvtepu8_epi32(v2_v);
            __m512i res_v = _mm512_sub_epi32(t12, t13);
            __mmask16 t14 = _mm512_cmp_epi32_mask(res_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            if ((t14 != 0)) {
                t2 = i_vec;
                t15 = t1;
                break;
            }
            i_vec += 16L;
            t1 = ((vcc_v16_int)res_v)[15];
            if (i_vec >= t2) {
                t15 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        res_2 = t15;
    } else {
        i = t6;
        res_2 = t7;
    }
L17:
    for (;; i++, res_2 = res) {
        if (i >= (int)n) {
            res = res_2;
            break;
        }
        long t16 = (long)i;
        res = (int)v1[t16] - (int)v2[t16];
        if (res != 0) {
            break;
        }
    }
    return res;
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
        printf("n=%d %lx %u %u %d %d", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
        var_lens[9] = (unsigned char)(n % 64);
        for (int s = 0; s < 10; s++) {
            unsigned char x[64], y[64];
            memcpy(x, bytes, 64);
            memcpy(y, bytes, 64);
            y[n % 64] ^= (unsigned char)(1 + n % 3);
            y[0] ^= (unsigned char)(n & 0x80);
            printf(" %d %d", compare_int(x, y, s), compare_var(x, y, s));
        }
        printf("\n");
    }
    return 0;
}
