/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

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
        /* vcc: loop at bounded_trip.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
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
        /* vcc: loop at bounded_trip.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
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
        __m256i t21 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t19, t20); });
        __m256i s_v_5 = _mm256_add_epi32(_mm256_set1_epi32(0), t21);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) static int compare_var(const unsigned char *v1, const unsigned char *v2, int s1) {
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
    int t20;
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
            goto L22;
        }
        long t9 = (long)t6;
        res_1 = (int)v1[t9] - (int)v2[t9];
        if (res_1 != 0) {
            i = t6;
            res_2 = t7;
            goto L22;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        long i_vec = 0L;
        int t1 = t7;
        /* vcc: loop at bounded_trip.c:55 vectorized: VF 8, UF 2, early exit, peeled to align `v1` to 16 bytes (and `v2` where it is misaligned alike), scalar epilogue */
        for (;;) {
            long t11 = (long)(int)((long)t6 + i_vec);
            vcc_v8_uchar v1_v = vcc_load(vcc_v8_uchar, v1 + t11);
            vcc_v8_uchar v2_v = vcc_load(vcc_v8_uchar, v2 + t11);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)v1_v));
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)v2_v));
            __m256i res_v = _mm256_sub_epi32(t12, t13);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(res_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            long t15 = (long)(int)((long)t6 + (i_vec + 8L));
            vcc_v8_uchar v1_v_1 = vcc_load(vcc_v8_uchar, v1 + t15);
            vcc_v8_uchar v2_v_1 = vcc_load(vcc_v8_uchar, v2 + t15);
            __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)v1_v_1));
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)v2_v_1));
            __m256i res_v_1 = _mm256_sub_epi32(t16, t17);
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(res_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t19 = _mm256_or_si256(t14, t18);
            if ((_mm256_movemask_epi8(t19) != 0)) {
                t2 = i_vec;
                t20 = t1;
                break;
            }
            i_vec += 16L;
            t1 = ((vcc_v8_int)res_v_1)[7];
            if (i_vec >= t2) {
                t20 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        res_2 = t20;
    } else {
        i = t6;
        res_2 = t7;
    }
L22:
    for (;; i++, res_2 = res) {
        if (i >= (int)n) {
            res = res_2;
            break;
        }
        long t21 = (long)i;
        res = (int)v1[t21] - (int)v2[t21];
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
