/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_i32_i64: s += (long long)a[i] * b[i] over int arrays counted down from the top, as C
   libraries write it (`do ... while (--n)`): 32-bit products summed in 64 bits.
   needs: reverse int loads, sign extension to 64 bits, a 64-bit product of widened 32-bit
   values (pmuldq: one instruction, where the 64-bit multiply is six), add reduction of 64-bit lanes */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) long long kernel(const int *x, const int *y, unsigned long n)
{
    vcc_no_contract_body
    long long s;
    unsigned long n_1;
    long long t30;
    unsigned long t31;
    long long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long n_vec = 0L;
            __m256i s_v = _mm256_set1_epi64x((long long)0LL);
            __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
            __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
            __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at dot_i32_i64.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                __m128i t4 = _mm_loadu_si128((const __m128i *)(x + t3 + -3));
                __m256i t5 = _mm256_cvtepi32_epi64(t4);
                __m128i t6 = _mm_loadu_si128((const __m128i *)(y + t3 + -3));
                __m256i t7 = _mm256_cvtepi32_epi64(t6);
                __m256i t8 = _mm256_mul_epi32(t5, t7);
                s_v = _mm256_add_epi64(s_v, t8);
                long t9 = (long)(n + (unsigned long)((n_vec + 4L) * -1L) - 1UL);
                __m128i t10 = _mm_loadu_si128((const __m128i *)(x + t9 + -3));
                __m256i t11 = _mm256_cvtepi32_epi64(t10);
                __m128i t12 = _mm_loadu_si128((const __m128i *)(y + t9 + -3));
                __m256i t13 = _mm256_cvtepi32_epi64(t12);
                __m256i t14 = _mm256_mul_epi32(t11, t13);
                s_v_1 = _mm256_add_epi64(s_v_1, t14);
                long t15 = (long)(n + (unsigned long)((n_vec + 8L) * -1L) - 1UL);
                __m128i t16 = _mm_loadu_si128((const __m128i *)(x + t15 + -3));
                __m256i t17 = _mm256_cvtepi32_epi64(t16);
                __m128i t18 = _mm_loadu_si128((const __m128i *)(y + t15 + -3));
                __m256i t19 = _mm256_cvtepi32_epi64(t18);
                __m256i t20 = _mm256_mul_epi32(t17, t19);
                s_v_2 = _mm256_add_epi64(s_v_2, t20);
                long t21 = (long)(n + (unsigned long)((n_vec + 12L) * -1L) - 1UL);
                __m128i t22 = _mm_loadu_si128((const __m128i *)(x + t21 + -3));
                __m256i t23 = _mm256_cvtepi32_epi64(t22);
                __m128i t24 = _mm_loadu_si128((const __m128i *)(y + t21 + -3));
                __m256i t25 = _mm256_cvtepi32_epi64(t24);
                __m256i t26 = _mm256_mul_epi32(t23, t25);
                s_v_3 = _mm256_add_epi64(s_v_3, t26);
                n_vec += 16L;
            } while (n_vec < t2);
            __m256i t27 = _mm256_add_epi64(s_v, s_v_1);
            __m256i t28 = _mm256_add_epi64(t27, s_v_2);
            __m256i t29 = _mm256_add_epi64(t28, s_v_3);
            t30 = (long long)vcc_avx2_reduce_epi64(t29, _mm_add_epi64, unsigned long long);
            t31 = n + (unsigned long)(t2 * -1L);
        } else {
            t30 = 0LL;
            t31 = n;
        }
        long t32 = (long)t31 + -1L;
        if (t32 >= 4L) {
            long t33 = t32 & -4L;
            long n_vec_1 = 0L;
            __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at dot_i32_i64.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t34 = (long)(t31 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                __m128i t35 = _mm_loadu_si128((const __m128i *)(x + t34 + -3));
                __m256i t36 = _mm256_cvtepi32_epi64(t35);
                __m128i t37 = _mm_loadu_si128((const __m128i *)(y + t34 + -3));
                __m256i t38 = _mm256_cvtepi32_epi64(t37);
                __m256i t39 = _mm256_mul_epi32(t36, t38);
                s_v_4 = _mm256_add_epi64(s_v_4, t39);
                n_vec_1 += 4L;
            } while (n_vec_1 < t33);
            s = (long long)((unsigned long long)t30 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long));
            n_1 = t31 + (unsigned long)(t33 * -1L);
        } else {
            s = t30;
            n_1 = t31;
        }
        for (;;) {
            n_1--;
            long t40 = (long)n_1;
            s += (long long)x[t40] * (long long)y[t40];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0LL;
    }
    return s_1;
}

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0LL;
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at dot_i32_i64.c:27 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t3 = _mm256_srai_epi32(t2, 3);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t3);
        __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(40503));
        __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(20000));
        _mm256_storeu_si256((__m256i *)&b[i_vec], t5);
        long t6 = i_vec + 8L;
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(-1640531535));
        __m256i t9 = _mm256_srai_epi32(t8, 3);
        _mm256_storeu_si256((__m256i *)&a[t6], t9);
        __m256i t10 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(40503));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(20000));
        _mm256_storeu_si256((__m256i *)&b[t6], t11);
        long t12 = i_vec + 16L;
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        __m256i t15 = _mm256_srai_epi32(t14, 3);
        _mm256_storeu_si256((__m256i *)&a[t12], t15);
        __m256i t16 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(40503));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(20000));
        _mm256_storeu_si256((__m256i *)&b[t12], t17);
        long t18 = i_vec + 24L;
        __m256i t19 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(-1640531535));
        __m256i t21 = _mm256_srai_epi32(t20, 3);
        _mm256_storeu_si256((__m256i *)&a[t18], t21);
        __m256i t22 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(40503));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(20000));
        _mm256_storeu_si256((__m256i *)&b[t18], t23);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        long long t24 = total;
        total = t24 * 31LL + kernel(a, b, (unsigned long)(4096L - (r & 1L)));
        int *t25 = &a[r % 4096L];
        *t25 = *t25 + 1;
    }
    (_mm256_zeroupper(), bench_print("dot_i32_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
