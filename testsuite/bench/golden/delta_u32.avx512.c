/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(unsigned *restrict dst, const unsigned *restrict src, unsigned n)
{
    vcc_no_contract_body
    unsigned int t12;
    const unsigned int *t13;
    unsigned int *t14;
    unsigned int t15;
    __m256i cur_v_3;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
        long n_vec = 0L;
        /* vcc: loop at delta_u32.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i cur_v = _mm256_loadu_si256((const __m256i *)(src + n_vec));
            __m256i prev_v = (__m256i)__builtin_shufflevector((vcc_v8_uint)(__m256i)t1, (vcc_v8_uint)cur_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t5 = _mm256_sub_epi32(cur_v, prev_v);
            _mm256_storeu_si256((__m256i *)(dst + n_vec), t5);
            long t6 = n_vec + 8L;
            __m256i cur_v_1 = _mm256_loadu_si256((const __m256i *)(src + t6));
            __m256i prev_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v, (vcc_v8_uint)cur_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t7 = _mm256_sub_epi32(cur_v_1, prev_v_1);
            _mm256_storeu_si256((__m256i *)(dst + t6), t7);
            long t8 = n_vec + 16L;
            __m256i cur_v_2 = _mm256_loadu_si256((const __m256i *)(src + t8));
            __m256i prev_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v_1, (vcc_v8_uint)cur_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t9 = _mm256_sub_epi32(cur_v_2, prev_v_2);
            _mm256_storeu_si256((__m256i *)(dst + t8), t9);
            long t10 = n_vec + 24L;
            t1 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(src + t10));
            __m256i prev_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v_2, (vcc_v8_uint)(__m256i)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t11 = _mm256_sub_epi32((__m256i)t1, prev_v_3);
            _mm256_storeu_si256((__m256i *)(dst + t10), t11);
            n_vec += 32L;
        } while (n_vec < t4);
        t12 = (unsigned int)((long)n + t4 * -1L);
        t13 = src + t4;
        t14 = dst + t4;
        t15 = ((vcc_v8_uint)(__m256i)t1)[7];
    } else {
        t12 = n;
        t13 = src;
        t14 = dst;
        t15 = 0U;
    }
    long t16 = (long)t12;
    unsigned long t17 = (unsigned long)t13;
    unsigned long t18 = (unsigned long)t14;
    long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
    if ((t16 >= 8L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 32L)))) {
        long t20 = t16 & -8L;
        vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)t15);
        long n_vec_1 = 0L;
        /* vcc: loop at delta_u32.c:15 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 15:12 and a value merged from several paths at 15:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_3 = _mm256_loadu_si256((const __m256i *)(t13 + n_vec_1));
            __m256i prev_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_uint)(__m256i)t2, (vcc_v8_uint)cur_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t21 = _mm256_sub_epi32(cur_v_3, prev_v_4);
            _mm256_storeu_si256((__m256i *)(t14 + n_vec_1), t21);
            n_vec_1 += 8L;
            if (n_vec_1 >= t20) {
                break;
            }
            t2 = (vcc_v8_uint)cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t20 * -1L);
        src_1 = t13 + t20;
        dst_1 = t14 + t20;
        prev = ((vcc_v8_uint)cur_v_3)[7];
    } else {
        n_1 = t12;
        src_1 = t13;
        dst_1 = t14;
        prev = t15;
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

static __typeof__(xs) xs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at delta_u32.c:25 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&xs[i_vec], t2);
        __m256i t3 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t4 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&xs[i_vec + 8L], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&xs[i_vec + 16L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&xs[i_vec + 24L], t8);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(ys, xs, 4096U);
        unsigned int *t9 = &xs[r % 4096L];
        *t9 = *t9 + 1U;
    }
    (_mm256_zeroupper(), bench_print("delta_u32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)ys, 16384UL))));
    return 0;
}
