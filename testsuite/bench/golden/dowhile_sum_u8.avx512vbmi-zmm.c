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

/* dowhile_sum_u8: if (len) do { s += *buf++; } while (--len); (a byte sum as checksums write it).
   needs: a do-while whose unsigned count wraps toward `!= 0`, a pointer that walks, a
   widening reduction of bytes */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char buf[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) unsigned kernel(const unsigned char *p, unsigned len)
{
    vcc_no_contract_body
    unsigned int s;
    unsigned int len_1;
    const unsigned char *p_1;
    unsigned int s_1;
    if (len) {
        long t1 = (long)len + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long len_vec = 0L;
            vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
            /* vcc: loop at dowhile_sum_u8.c:16 vectorized: VF 16, UF 1, scalar epilogue */
            do {
                __m128i p_v = _mm_loadu_si128((const __m128i *)(p + len_vec));
                __m512i t3 = _mm512_cvtepu8_epi32(p_v);
                s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t3);
                len_vec += 16L;
            } while (len_vec < t2);
            s = 1U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
            p_1 = p + t2;
            len_1 = (unsigned int)((long)len + t2 * -1L);
        } else {
            s = 1U;
            p_1 = p;
            len_1 = len;
        }
        for (;;) {
            const unsigned char *p_2 = p_1 + 1;
            s += (unsigned int)*p_1;
            len_1--;
            if (!len_1) {
                s_1 = s;
                break;
            }
            p_1 = p_2;
        }
    } else {
        s_1 = 1U;
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int s;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at dowhile_sum_u8.c:23 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(37));
        __m512i t3 = _mm512_add_epi32(t2, _mm512_set1_epi32(11));
        __m128i t4 = _mm512_cvtepi32_epi8(t3);
        _mm_storeu_si128((__m128i *)&buf[i_vec], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(37));
        __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(11));
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&buf[i_vec + 16L], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(37));
        __m512i t11 = _mm512_add_epi32(t10, _mm512_set1_epi32(11));
        __m128i t12 = _mm512_cvtepi32_epi8(t11);
        _mm_storeu_si128((__m128i *)&buf[i_vec + 32L], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(37));
        __m512i t15 = _mm512_add_epi32(t14, _mm512_set1_epi32(11));
        __m128i t16 = _mm512_cvtepi32_epi8(t15);
        _mm_storeu_si128((__m128i *)&buf[i_vec + 48L], t16);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    unsigned long long h = 14695981039346656037ULL;
    for (long r = 0L; r < reps; r++) {
        s = kernel(buf, 4096U - (unsigned int)(r & 7L));
        h = (_mm256_zeroupper(), bench_hash(h, (const void *)&s, 4UL));
        unsigned char *t17 = &buf[r % 4096L];
        *t17 = (unsigned char)((int)*t17 + 1);
    }
    (_mm256_zeroupper(), bench_print("dowhile_sum_u8", h));
    return 0;
}
