/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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
        /* vcc: loop at bounded_trip.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at bounded_trip.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
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
