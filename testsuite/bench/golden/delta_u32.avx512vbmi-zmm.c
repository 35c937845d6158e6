/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* delta_u32: while (n--) { cur = *src++; *dst++ = cur - prev; prev = cur; } (delta encoding).
   needs: a first-order recurrence (the previous element carried in a variable), a count that
   goes down to zero through `while (n--)`, pointers that walk, restrict */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned xs[N], ys[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(unsigned *restrict dst, const unsigned *restrict src, unsigned n)
{
    vcc_no_contract_body
    unsigned int t8;
    const unsigned int *t9;
    unsigned int *t10;
    unsigned int t11;
    __m512i cur_v_1;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v16_uint t1 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
        long n_vec = 0L;
        /* vcc: loop at delta_u32.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i cur_v = _mm512_loadu_si512(src + n_vec);
            __m512i prev_v = (__m512i)__builtin_shufflevector((vcc_v16_uint)(__m512i)t1, (vcc_v16_uint)cur_v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t5 = _mm512_sub_epi32(cur_v, prev_v);
            _mm512_storeu_si512(dst + n_vec, t5);
            long t6 = n_vec + 16L;
            t1 = (vcc_v16_uint)_mm512_loadu_si512(src + t6);
            __m512i prev_v_1 = (__m512i)__builtin_shufflevector((vcc_v16_uint)cur_v, (vcc_v16_uint)(__m512i)t1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t7 = _mm512_sub_epi32((__m512i)t1, prev_v_1);
            _mm512_storeu_si512(dst + t6, t7);
            n_vec += 32L;
        } while (n_vec < t4);
        t8 = (unsigned int)((long)n + t4 * -1L);
        t9 = src + t4;
        t10 = dst + t4;
        t11 = ((vcc_v16_uint)(__m512i)t1)[15];
    } else {
        t8 = n;
        t9 = src;
        t10 = dst;
        t11 = 0U;
    }
    long t12 = (long)t8;
    unsigned long t13 = (unsigned long)t9;
    unsigned long t14 = (unsigned long)t10;
    long t15 = (long)((unsigned long)t10 - (unsigned long)t9);
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13) | ((t15 <= 0L) | (t15 >= 64L)))) {
        long t16 = t12 & -16L;
        vcc_v16_uint t2 = (vcc_v16_uint)_mm512_set1_epi32((int)t11);
        long n_vec_1 = 0L;
        /* vcc: loop at delta_u32.c:15 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 15:12 and a value merged from several paths at 15:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_1 = _mm512_loadu_si512(t9 + n_vec_1);
            __m512i prev_v_2 = (__m512i)__builtin_shufflevector((vcc_v16_uint)(__m512i)t2, (vcc_v16_uint)cur_v_1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t17 = _mm512_sub_epi32(cur_v_1, prev_v_2);
            _mm512_storeu_si512(t10 + n_vec_1, t17);
            n_vec_1 += 16L;
            if (n_vec_1 >= t16) {
                break;
            }
            t2 = (vcc_v16_uint)cur_v_1;
        }
        n_1 = (unsigned int)((long)t8 + t16 * -1L);
        src_1 = t9 + t16;
        dst_1 = t10 + t16;
        prev = ((vcc_v16_uint)cur_v_1)[15];
    } else {
        n_1 = t8;
        src_1 = t9;
        dst_1 = t10;
        prev = t11;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        unsigned int cur = *src_1;
        *dst_1 = cur - prev;
        n_1 = n_2;
        src_1 = src_1 + 1;
        dst_1 = dst_1 + 1;
        prev = cur;
    }
}

static __typeof__(xs) xs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at delta_u32.c:25 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&xs[i_vec], t2);
        __m512i t3 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&xs[i_vec + 16L], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&xs[i_vec + 32L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&xs[i_vec + 48L], t8);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(ys, xs, 4096U);
        unsigned int *t9 = &xs[r % 4096L];
        *t9 = *t9 + 1U;
    }
    (_mm256_zeroupper(), bench_print("delta_u32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)ys, 16384UL))));
    return 0;
}
