/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))

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
__attribute__((target("sse4.2"))) static int sum_from(const int *a, unsigned start) {
    int s;
    unsigned int t10;
    int t11;
    unsigned int i;
    long t1 = (long)start * -1L + 1000L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bounded_trip.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + ((long)start + i_vec)));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)start + (i_vec + 4L))));
            __m128i t4 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)start + (i_vec + 8L))));
            __m128i t5 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + ((long)start + (i_vec + 12L))));
            __m128i t6 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_2);
        __m128i t9 = _mm_add_epi32(t8, (__m128i)s_v_3);
        t10 = (unsigned int)((long)start + t2);
        t11 = (int)vcc_sse_reduce_epi32(t9, _mm_add_epi32, unsigned int);
    } else {
        t10 = start;
        t11 = 0;
    }
    long t12 = (long)t10 * -1L + 1000L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bounded_trip.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (unsigned int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t10;
        s = t11;
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
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) static int compare_var(const unsigned char *v1, const unsigned char *v2, int s1) {
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
            vcc_v16_int t12 = ({ __m128i vcc_h0 = v1_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t13 = ({ __m128i vcc_h0 = v2_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int res_v = t12 - t13;
            __m128i t14 = ({ vcc_v16_int vcc_a = res_v, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m128i vcc_m0 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }))); __m128i vcc_m1 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; }))); __m128i vcc_m2 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }))); __m128i vcc_m3 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 48, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 48, sizeof vcc_r); vcc_r; }))); _mm_packs_epi16(_mm_packs_epi32(vcc_m0, vcc_m1), _mm_packs_epi32(vcc_m2, vcc_m3)); });
            if ((!_mm_testz_si128(t14, t14))) {
                t2 = i_vec;
                t15 = t1;
                break;
            }
            i_vec += 16L;
            t1 = res_v[15];
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
