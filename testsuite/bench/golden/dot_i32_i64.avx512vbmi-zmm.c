/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) long long kernel(const int *x, const int *y, unsigned long n)
{
    vcc_no_contract_body
    long long s;
    unsigned long n_1;
    long long t16;
    unsigned long t17;
    long long t26;
    unsigned long t27;
    long long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long n_vec = 0L;
            __m512i s_v = _mm512_set1_epi64((long long)0LL);
            __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at dot_i32_i64.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                __m256i t4 = _mm256_loadu_si256((const __m256i *)(x + t3 + -7));
                __m512i t5 = _mm512_cvtepi32_epi64(t4);
                __m256i t6 = _mm256_loadu_si256((const __m256i *)(y + t3 + -7));
                __m512i t7 = _mm512_cvtepi32_epi64(t6);
                __m512i t8 = _mm512_mul_epi32(t5, t7);
                s_v = _mm512_add_epi64(s_v, t8);
                long t9 = (long)(n + (unsigned long)((n_vec + 8L) * -1L) - 1UL);
                __m256i t10 = _mm256_loadu_si256((const __m256i *)(x + t9 + -7));
                __m512i t11 = _mm512_cvtepi32_epi64(t10);
                __m256i t12 = _mm256_loadu_si256((const __m256i *)(y + t9 + -7));
                __m512i t13 = _mm512_cvtepi32_epi64(t12);
                __m512i t14 = _mm512_mul_epi32(t11, t13);
                s_v_1 = _mm512_add_epi64(s_v_1, t14);
                n_vec += 16L;
            } while (n_vec < t2);
            __m512i t15 = _mm512_add_epi64(s_v, s_v_1);
            t16 = (long long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_add_epi64, unsigned long long);
            t17 = n + (unsigned long)(t2 * -1L);
        } else {
            t16 = 0LL;
            t17 = n;
        }
        long t18 = (long)t17 + -1L;
        if (t18 >= 8L) {
            long t19 = t18 & -8L;
            long n_vec_1 = 0L;
            __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at dot_i32_i64.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t20 = (long)(t17 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                __m256i t21 = _mm256_loadu_si256((const __m256i *)(x + t20 + -7));
                __m512i t22 = _mm512_cvtepi32_epi64(t21);
                __m256i t23 = _mm256_loadu_si256((const __m256i *)(y + t20 + -7));
                __m512i t24 = _mm512_cvtepi32_epi64(t23);
                __m512i t25 = _mm512_mul_epi32(t22, t24);
                s_v_2 = _mm512_add_epi64(s_v_2, t25);
                n_vec_1 += 8L;
            } while (n_vec_1 < t19);
            t26 = (long long)((unsigned long long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long long));
            t27 = t17 + (unsigned long)(t19 * -1L);
        } else {
            t26 = t16;
            t27 = t17;
        }
        long t28 = (long)t27 + -1L;
        if ((t28 >= 1L) & (t28 <= 8L)) {
            __m256i t29 = _mm256_set1_epi32((int)(int)t28);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t31 = (long)(t27 - 1UL);
            __m256i t32 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), (const int *)((unsigned long)x + (unsigned long)t31 * 4UL - 28UL));
            __m256i x_v = _mm256_permutevar8x32_epi32(t33, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t34 = _mm512_cvtepi32_epi64(x_v);
            __m256i t35 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), (const int *)((unsigned long)y + (unsigned long)t31 * 4UL - 28UL));
            __m256i y_v = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t37 = _mm512_cvtepi32_epi64(y_v);
            __m512i t38 = _mm512_mullo_epi64(t34, t37);
            __m512i t39 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t30), _mm512_set1_epi64((long long)0LL), t38);
            __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t39);
            s = (long long)((unsigned long long)t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long long));
            n_1 = t27 + (unsigned long)(t28 * -1L);
        } else {
            s = t26;
            n_1 = t27;
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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0LL;
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at dot_i32_i64.c:27 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_srai_epi32(t2, 3);
        _mm512_storeu_si512(&a[i_vec], t3);
        __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(40503));
        __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(20000));
        _mm512_storeu_si512(&b[i_vec], t5);
        long t6 = i_vec + 16L;
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-1640531535));
        __m512i t9 = _mm512_srai_epi32(t8, 3);
        _mm512_storeu_si512(&a[t6], t9);
        __m512i t10 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(40503));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(20000));
        _mm512_storeu_si512(&b[t6], t11);
        long t12 = i_vec + 32L;
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = _mm512_srai_epi32(t14, 3);
        _mm512_storeu_si512(&a[t12], t15);
        __m512i t16 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(40503));
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(20000));
        _mm512_storeu_si512(&b[t12], t17);
        long t18 = i_vec + 48L;
        __m512i t19 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(-1640531535));
        __m512i t21 = _mm512_srai_epi32(t20, 3);
        _mm512_storeu_si512(&a[t18], t21);
        __m512i t22 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(40503));
        __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(20000));
        _mm512_storeu_si512(&b[t18], t23);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
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
