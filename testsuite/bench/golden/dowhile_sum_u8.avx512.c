/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* dowhile_sum_u8: if (len) do { s += *buf++; } while (--len); (a byte sum as checksums write it).
   needs: a do-while whose unsigned count wraps toward `!= 0`, a pointer that walks, a
   widening reduction of bytes */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char buf[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned kernel(const unsigned char *p, unsigned len)
{
    vcc_no_contract_body
    unsigned int s;
    unsigned int len_1;
    unsigned int t10;
    const unsigned char *t11;
    unsigned int t12;
    const unsigned char *p_1;
    unsigned int s_1;
    if (len) {
        long t1 = (long)len + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long len_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at dowhile_sum_u8.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + len_vec);
                __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v));
                s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
                vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, p + (len_vec + 8L));
                __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_1));
                s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t4);
                vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, p + (len_vec + 16L));
                __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_2));
                s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t5);
                vcc_v8_uchar p_v_3 = vcc_load(vcc_v8_uchar, p + (len_vec + 24L));
                __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_3));
                s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t6);
                len_vec += 32L;
            } while (len_vec < t2);
            __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
            __m256i t8 = _mm256_add_epi32(t7, (__m256i)s_v_2);
            __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_3);
            t10 = 1U + vcc_avx2_sum_epi32(t9);
            t11 = p + t2;
            t12 = (unsigned int)((long)len + t2 * -1L);
        } else {
            t10 = 1U;
            t11 = p;
            t12 = len;
        }
        long t13 = (long)t12 + -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long len_vec_1 = 0L;
            vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at dowhile_sum_u8.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vcc_v8_uchar p_v_4 = vcc_load(vcc_v8_uchar, t11 + len_vec_1);
                __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_4));
                s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t15);
                len_vec_1 += 8L;
            } while (len_vec_1 < t14);
            s = t10 + vcc_avx2_sum_epi32((__m256i)s_v_4);
            p_1 = t11 + t14;
            len_1 = (unsigned int)((long)t12 + t14 * -1L);
        } else {
            s = t10;
            p_1 = t11;
            len_1 = t12;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int s;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at dowhile_sum_u8.c:23 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(37));
        __m256i t3 = _mm256_add_epi32(t2, _mm256_set1_epi32(11));
        vcc_v8_uchar t4 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
        vcc_store(&buf[i_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(37));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(11));
        vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
        vcc_store(&buf[i_vec + 8L], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(37));
        __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(11));
        vcc_v8_uchar t12 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t11));
        vcc_store(&buf[i_vec + 16L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(37));
        __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(11));
        vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
        vcc_store(&buf[i_vec + 24L], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
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
