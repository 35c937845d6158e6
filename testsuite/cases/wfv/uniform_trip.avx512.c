/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_twist(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_twist(__m512i x, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_twist(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_twist(__m256i x, int n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16ulvu_under(int *out, int i, __m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16ulvu_under(int *out, int i, __m512i x, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8ulvu_under(int *out, int i, __m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8ulvu_under(int *out, int i, __m256i x, int n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_spin(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_spin(__m512i x, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_spin(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_spin(__m256i x, int n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_skip(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_skip(__m512i x, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_skip(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_skip(__m256i x, int n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_early(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_early(__m512i x, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_early(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask);
/* Loops whose trip count is uniform with varying branches in their body: the loop stays one
   scalar loop (a uniform counter, one test per iteration: no mask carried around it, no any-lane
   exit test) while the if/else inside is linearized under the loop's entry mask. `twist` has a
   varying if/else and a uniform `if` holding another varying one; `under` runs such a loop inside
   a varying branch: its masked stores and the per-lane calls to `tick` (no variant) happen only
   for the lanes in the branch, and a loop whose test `k != n` never ends for n <= 0 runs no
   iteration when no lane enters it. `early` leaves its loop by a uniform test that only some
   lanes reach (`if (x > k) { if (k == 3) break; }`): the loop is divergent (the general path,
   each lane keeping its own `k`). `spin`'s loop, without varying branches, stays a loop of
   its own blocks, skipped when no lane enters it. `skip`'s varying `continue` makes its loop
   divergent. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */

/* #pragma omp declare simd uniform(n) */
unsigned twist(unsigned x, int n) {
    unsigned below = 0, last = 0;
    for (int k = -2; k < n; k++) {
        if (x & 1u)
            x = x * 3u + (unsigned)k;
        else
            x = (x >> 1) ^ 0x9e37u;
        if (k >= 0) {
            if (x < 0x8000u)
                below++;
            last = x;
        }
    }
    return below ^ (last << 8);
}

/* vcc: function at uniform_trip.c:18 vector variant _ZGVeN16vu_twist of `twist`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_twist(__m512i x, int n) {
    vcc_no_contract_body
    __mmask16 t3;
    vcc_v16_uint t1 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
    vcc_v16_uint t2 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
    int t5 = -2;
    vcc_v16_uint t4 = (vcc_v16_uint)x;
    while (t5 < n) {
        __m512i t6 = _mm512_set1_epi32((int)1U);
        __m512i t7 = _mm512_and_si512((__m512i)t4, t6);
        __mmask16 t8 = _mm512_test_epi32_mask(t7, t7);
        __m512i t9 = _mm512_srli_epi32((__m512i)t4, 1);
        __m512i t10 = _mm512_set1_epi32((int)40503U);
        __m512i t11 = _mm512_xor_si512(t9, t10);
        __m512i t12 = _mm512_set1_epi32((int)3U);
        __m512i t13 = _mm512_mullo_epi32((__m512i)t4, t12);
        __m512i t14 = _mm512_set1_epi32((int)(unsigned int)t5);
        __m512i t15 = _mm512_add_epi32(t13, t14);
        t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t8, t11, t15);
        int t16 = t5 >= 0;
        if (t16) {
            __m512i t19 = _mm512_set1_epi32((int)32768U);
            t3 = _mm512_cmp_epu32_mask((__m512i)t4, t19, _MM_CMPINT_LT);
        } else {
            t3 = ((__mmask16)0x0);
        }
        __m512i t20 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
        __m512i t21 = _mm512_sub_epi32((__m512i)t1, t20);
        t1 = (vcc_v16_uint)(__m512i)(t16 ? (vcc_v16_uint)t21 : (vcc_v16_uint)(__m512i)t1);
        t2 = (vcc_v16_uint)(__m512i)(t16 ? (vcc_v16_uint)(__m512i)t4 : (vcc_v16_uint)(__m512i)t2);
        t5++;
    }
    __m512i t17 = _mm512_slli_epi32((__m512i)t2, 8);
    __m512i t18 = _mm512_xor_si512((__m512i)t1, t17);
    return t18;
}

/* vcc: function at uniform_trip.c:18 vector variant _ZGVeM16vu_twist of `twist`: VL 16, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_twist(__m512i x, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t4 = (__mmask16)mask;
    vcc_v16_uint t1 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
    vcc_v16_uint t2 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
    int t5 = (t4 != 0);
    int t6 = -2;
    vcc_v16_uint t3 = (vcc_v16_uint)x;
    while (t5 ? t6 < n : 0) {
        __m512i t7 = _mm512_set1_epi32((int)1U);
        __m512i t8 = _mm512_and_si512((__m512i)t3, t7);
        __mmask16 t9 = _mm512_test_epi32_mask(t8, t8);
        __mmask16 t10 = _knot_mask16(t9);
        __mmask16 t11 = _kand_mask16(t4, t10);
        __m512i t12 = _mm512_srli_epi32((__m512i)t3, 1);
        __m512i t13 = _mm512_set1_epi32((int)40503U);
        __m512i t14 = _mm512_xor_si512(t12, t13);
        __m512i t15 = _mm512_set1_epi32((int)3U);
        __m512i t16 = _mm512_mullo_epi32((__m512i)t3, t15);
        __m512i t17 = _mm512_set1_epi32((int)(unsigned int)t6);
        __m512i t18 = _mm512_add_epi32(t16, t17);
        t3 = (vcc_v16_uint)_mm512_mask_blend_epi32(t11, t18, t14);
        __m512i t19 = _mm512_set1_epi32((int)(t6 >= 0));
        __mmask16 t20 = _mm512_test_epi32_mask(t19, t19);
        __mmask16 t21 = _kand_mask16(t4, t20);
        __m512i t22 = _mm512_set1_epi32((int)32768U);
        __mmask16 t23 = _mm512_cmp_epu32_mask((__m512i)t3, t22, _MM_CMPINT_LT);
        __mmask16 t24 = _kand_mask16(t21, t23);
        __m512i t25 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
        __m512i t26 = _mm512_mask_blend_epi32(t21, _mm512_set1_epi32(0), t25);
        t1 = (vcc_v16_uint)_mm512_sub_epi32((__m512i)t1, t26);
        t2 = (vcc_v16_uint)_mm512_mask_blend_epi32(t21, (__m512i)t2, (__m512i)t3);
        t6++;
    }
    __m512i t27 = _mm512_slli_epi32((__m512i)t2, 8);
    __m512i t28 = _mm512_xor_si512((__m512i)t1, t27);
    __m512i t29 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_uint){0}, t28);
    return t29;
}

/* vcc: function at uniform_trip.c:18 vector variant _ZGVdN8vu_twist of `twist`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_twist(__m256i x, int n) {
    vcc_no_contract_body
    __m256i t3;
    vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    int t5 = -2;
    vcc_v8_uint t4 = (vcc_v8_uint)x;
    while (t5 < n) {
        __m256i t6 = _mm256_set1_epi32((int)1U);
        __m256i t7 = _mm256_and_si256((__m256i)t4, t6);
        __m256i t8 = (__m256i)(vcc_m8)((vcc_v8_uint)t7 != (vcc_v8_uint){0});
        __m256i t9 = _mm256_srli_epi32((__m256i)t4, 1);
        __m256i t10 = _mm256_set1_epi32((int)40503U);
        __m256i t11 = _mm256_xor_si256(t9, t10);
        __m256i t12 = _mm256_set1_epi32((int)3U);
        __m256i t13 = _mm256_mullo_epi32((__m256i)t4, t12);
        __m256i t14 = _mm256_set1_epi32((int)(unsigned int)t5);
        __m256i t15 = _mm256_add_epi32(t13, t14);
        t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t8, t15, t11, 0xCA);
        int t16 = t5 >= 0;
        if (t16) {
            __m256i t19 = _mm256_set1_epi32((int)32768U);
            t3 = _mm256_movm_epi32(_mm256_cmp_epu32_mask((__m256i)t4, t19, _MM_CMPINT_LT));
        } else {
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t20 = t3;
        __m256i t21 = _mm256_sub_epi32((__m256i)t1, t20);
        t1 = (vcc_v8_uint)(__m256i)(t16 ? (vcc_v8_uint)t21 : (vcc_v8_uint)(__m256i)t1);
        t2 = (vcc_v8_uint)(__m256i)(t16 ? (vcc_v8_uint)(__m256i)t4 : (vcc_v8_uint)(__m256i)t2);
        t5++;
    }
    __m256i t17 = _mm256_slli_epi32((__m256i)t2, 8);
    __m256i t18 = _mm256_xor_si256((__m256i)t1, t17);
    return t18;
}

/* vcc: function at uniform_trip.c:18 vector variant _ZGVdM8vu_twist of `twist`: VL 8, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_twist(__m256i x, int n, __m256i mask) {
    vcc_no_contract_body
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    int t5 = (_mm256_movemask_epi8(t4) != 0);
    int t6 = -2;
    vcc_v8_uint t3 = (vcc_v8_uint)x;
    while (t5 ? t6 < n : 0) {
        __m256i t7 = _mm256_set1_epi32((int)1U);
        __m256i t8 = _mm256_and_si256((__m256i)t3, t7);
        __m256i t9 = (__m256i)(vcc_m8)((vcc_v8_uint)t8 != (vcc_v8_uint){0});
        __m256i t10 = (__m256i)~(vcc_m8)t9;
        __m256i t11 = _mm256_and_si256(t4, t10);
        __m256i t12 = _mm256_srli_epi32((__m256i)t3, 1);
        __m256i t13 = _mm256_set1_epi32((int)40503U);
        __m256i t14 = _mm256_xor_si256(t12, t13);
        __m256i t15 = _mm256_set1_epi32((int)3U);
        __m256i t16 = _mm256_mullo_epi32((__m256i)t3, t15);
        __m256i t17 = _mm256_set1_epi32((int)(unsigned int)t6);
        __m256i t18 = _mm256_add_epi32(t16, t17);
        t3 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t11, t14, t18, 0xCA);
        __m256i t19 = _mm256_set1_epi32((int)(t6 >= 0));
        __m256i t20 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
        __m256i t21 = _mm256_and_si256(t4, t20);
        __m256i t22 = _mm256_set1_epi32((int)32768U);
        __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epu32_mask((__m256i)t3, t22, _MM_CMPINT_LT));
        __m256i t24 = _mm256_and_si256(t21, t23);
        __m256i t25 = t24;
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t21, t25); });
        t1 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)t1, t26);
        t2 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t21, (__m256i)t3, (__m256i)t2, 0xCA);
        t6++;
    }
    __m256i t27 = _mm256_slli_epi32((__m256i)t2, 8);
    __m256i t28 = _mm256_xor_si256((__m256i)t1, t27);
    __m256i t29 = _mm256_ternarylogic_epi32(t4, t28, (__m256i)(vcc_v8_uint){0}, 0xCA);
    return t29;
}

static int ticks;

__attribute__((noinline)) static int tick(int v) {
    ticks += v;
    return v & 3;
}

/* #pragma omp declare simd uniform(out, n) linear(i) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int under(int *out, int i, int x, int n) {
    vcc_no_contract_body
    int s;
    int s_2;
    int s_3;
    int t2;
    int t12;
    int t13;
    int k_1;
    int s_4;
    if (x > 2) {
        int k = 0;
        int s_1 = x;
        for (;; k++, s_1 = s_2) {
            if (k >= n) {
                s_3 = s_1;
                break;
            }
            if (s_1 & 1) {
                s_2 = s_1 * 3 + k;
            } else {
                int t1 = (_mm256_zeroupper(), tick(k));
                s_2 = s_1 / 2 + t1;
            }
            out[i] = s_2;
        }
    } else {
        s_3 = x;
    }
    if (x < 0) {
        t2 = (n > 0) != 0;
    } else {
        t2 = 0;
    }
    if (t2) {
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            __m256i t5 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at uniform_trip.c:54 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, (__m256i)k_v);
                __m256i t6 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t6);
                __m256i t7 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t7);
                __m256i t8 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t8);
                k_vec += 32L;
                k_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
            } while (k_vec < t4);
            __m256i t9 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
            __m256i t10 = _mm256_add_epi32(t9, (__m256i)s_v_2);
            __m256i t11 = _mm256_add_epi32(t10, (__m256i)s_v_3);
            t12 = (int)t4;
            t13 = (int)((unsigned int)s_3 + vcc_avx2_sum_epi32(t11));
        } else {
            t12 = 0;
            t13 = s_3;
        }
        long t14 = (long)n + (long)t12 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            __m256i t16 = _mm256_set1_epi32((int)t12);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_1 = 0L;
            vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at uniform_trip.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, (__m256i)k_v_1);
                k_vec_1 += 8L;
                k_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
            } while (k_vec_1 < t15);
            k_1 = (int)((long)t12 + t15);
            s = (int)((unsigned int)t13 + vcc_avx2_sum_epi32((__m256i)s_v_4));
        } else {
            k_1 = t12;
            s = t13;
        }
        for (;; k_1++) {
            if (k_1 == n) {
                s_4 = s;
                break;
            }
            s += k_1;
        }
    } else {
        s_4 = s_3;
    }
    return s_4;
}

/* vcc: function at uniform_trip.c:42 vector variant _ZGVeN16ulvu_under of `under`: VL 16, unmasked, out uniform, i linear step 1, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16ulvu_under(int *out, int i, __m512i x, int n) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    vcc_v16_int t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    vcc_v16_int t9;
    vcc_v16_int t10;
    vcc_v16_int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    vcc_v16_int t16;
    vcc_v16_int t17;
    vcc_v16_int t18;
    __m512i t21 = _mm512_set1_epi32(2);
    __mmask16 t22 = _mm512_cmp_epi32_mask(x, t21, _MM_CMPINT_NLE);
    int t23 = (t22 != 0);
    int t24 = 0;
    vcc_v16_int t19 = (vcc_v16_int)x;
    while (t23 ? t24 < n : 0) {
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_and_si512((__m512i)t19, t25);
        __mmask16 t27 = _mm512_test_epi32_mask(t26, t26);
        __mmask16 t28 = _knot_mask16(t27);
        __mmask16 t29 = _kand_mask16(t22, t28);
        if ((t29 != 0)) {
            if (t29 == 0xffff) {
                t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
                __m512i t37 = _mm512_set1_epi32(2);
                __m512i t38 = (__m512i)((vcc_v16_int)(__m512i)t19 / (vcc_v16_int)t37);
                __m512i t44 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), tick(t24)));
                __m512i t45 = (__m512i)vcc_insert((vcc_v16_int)t44, 1, (_mm256_zeroupper(), tick(t24)));
                __m512i t46 = (__m512i)vcc_insert((vcc_v16_int)t45, 2, (_mm256_zeroupper(), tick(t24)));
                __m512i t47 = (__m512i)vcc_insert((vcc_v16_int)t46, 3, (_mm256_zeroupper(), tick(t24)));
                __m512i t48 = (__m512i)vcc_insert((vcc_v16_int)t47, 4, (_mm256_zeroupper(), tick(t24)));
                __m512i t49 = (__m512i)vcc_insert((vcc_v16_int)t48, 5, (_mm256_zeroupper(), tick(t24)));
                __m512i t50 = (__m512i)vcc_insert((vcc_v16_int)t49, 6, (_mm256_zeroupper(), tick(t24)));
                __m512i t51 = (__m512i)vcc_insert((vcc_v16_int)t50, 7, (_mm256_zeroupper(), tick(t24)));
                __m512i t52 = (__m512i)vcc_insert((vcc_v16_int)t51, 8, (_mm256_zeroupper(), tick(t24)));
                __m512i t53 = (__m512i)vcc_insert((vcc_v16_int)t52, 9, (_mm256_zeroupper(), tick(t24)));
                __m512i t54 = (__m512i)vcc_insert((vcc_v16_int)t53, 10, (_mm256_zeroupper(), tick(t24)));
                __m512i t55 = (__m512i)vcc_insert((vcc_v16_int)t54, 11, (_mm256_zeroupper(), tick(t24)));
                __m512i t56 = (__m512i)vcc_insert((vcc_v16_int)t55, 12, (_mm256_zeroupper(), tick(t24)));
                __m512i t57 = (__m512i)vcc_insert((vcc_v16_int)t56, 13, (_mm256_zeroupper(), tick(t24)));
                __m512i t58 = (__m512i)vcc_insert((vcc_v16_int)t57, 14, (_mm256_zeroupper(), tick(t24)));
                __m512i t59 = (__m512i)vcc_insert((vcc_v16_int)t58, 15, (_mm256_zeroupper(), tick(t24)));
                t1 = (vcc_v16_int)_mm512_add_epi32(t38, t59);
            } else {
                __m512i t39 = _mm512_set1_epi32(2);
                __m512i t40 = _mm512_set1_epi32(1);
                __m512i t41 = _mm512_mask_blend_epi32(t29, t40, t39);
                __m512i t42 = vcc_avx512_div_epi32((__m512i)t19, t41);
                __m512i t43 = _mm512_maskz_mov_epi32(t29, _mm512_set1_epi32(1));
                if (((vcc_v16_int)t43)[0]) {
                    t3 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
                }
                if (((vcc_v16_int)t43)[1]) {
                    t4 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t3, 1, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t4 = (vcc_v16_int)(__m512i)t3;
                }
                if (((vcc_v16_int)t43)[2]) {
                    t5 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t4, 2, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t5 = (vcc_v16_int)(__m512i)t4;
                }
                if (((vcc_v16_int)t43)[3]) {
                    t6 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t5, 3, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t6 = (vcc_v16_int)(__m512i)t5;
                }
                if (((vcc_v16_int)t43)[4]) {
                    t7 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t6, 4, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t7 = (vcc_v16_int)(__m512i)t6;
                }
                if (((vcc_v16_int)t43)[5]) {
                    t8 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t7, 5, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t8 = (vcc_v16_int)(__m512i)t7;
                }
                if (((vcc_v16_int)t43)[6]) {
                    t9 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t8, 6, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t9 = (vcc_v16_int)(__m512i)t8;
                }
                if (((vcc_v16_int)t43)[7]) {
                    t10 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t9, 7, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t10 = (vcc_v16_int)(__m512i)t9;
                }
                if (((vcc_v16_int)t43)[8]) {
                    t11 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t10, 8, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t11 = (vcc_v16_int)(__m512i)t10;
                }
                if (((vcc_v16_int)t43)[9]) {
                    t12 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t11, 9, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t12 = (vcc_v16_int)(__m512i)t11;
                }
                if (((vcc_v16_int)t43)[10]) {
                    t13 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t12, 10, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t13 = (vcc_v16_int)(__m512i)t12;
                }
                if (((vcc_v16_int)t43)[11]) {
                    t14 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t13, 11, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t14 = (vcc_v16_int)(__m512i)t13;
                }
                if (((vcc_v16_int)t43)[12]) {
                    t15 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t14, 12, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t15 = (vcc_v16_int)(__m512i)t14;
                }
                if (((vcc_v16_int)t43)[13]) {
                    t16 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t15, 13, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t16 = (vcc_v16_int)(__m512i)t15;
                }
                if (((vcc_v16_int)t43)[14]) {
                    t17 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t16, 14, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t17 = (vcc_v16_int)(__m512i)t16;
                }
                if (((vcc_v16_int)t43)[15]) {
                    t18 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t17, 15, (_mm256_zeroupper(), tick(t24)));
                } else {
                    t18 = (vcc_v16_int)(__m512i)t17;
                }
                t1 = (vcc_v16_int)_mm512_add_epi32(t42, (__m512i)t18);
                t2 = t29;
            }
        } else {
            t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t2 = ((__mmask16)0x0);
        }
        __m512i t60 = _mm512_set1_epi32(3);
        __m512i t61 = _mm512_mullo_epi32((__m512i)t19, t60);
        __m512i t62 = _mm512_set1_epi32((int)t24);
        __m512i t63 = _mm512_add_epi32(t61, t62);
        t19 = (vcc_v16_int)_mm512_mask_blend_epi32(t2, t63, (__m512i)t1);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t22, (__m512i)t19);
        t24++;
    }
    __m512i t30 = _mm512_mask_blend_epi32(t22, x, (__m512i)t19);
    __m512i t31 = _mm512_set1_epi32(0);
    __mmask16 t32 = _mm512_cmp_epi32_mask(x, t31, _MM_CMPINT_LT);
    __m512i t33 = _mm512_set1_epi32((int)((n > 0) != 0));
    __mmask16 t34 = _mm512_test_epi32_mask(t33, t33);
    __mmask16 t35 = _kand_mask16(t32, t34);
    int t36 = (t35 != 0);
    int t64 = 0;
    vcc_v16_int t20 = (vcc_v16_int)t30;
    while (t36 ? t64 != n : 0) {
        __m512i t65 = _mm512_set1_epi32((int)t64);
        t20 = (vcc_v16_int)_mm512_add_epi32((__m512i)t20, t65);
        t64++;
    }
    __m512i t66 = _mm512_mask_blend_epi32(t35, t30, (__m512i)t20);
    return t66;
}

/* vcc: function at uniform_trip.c:42 vector variant _ZGVeM16ulvu_under of `under`: VL 16, masked, out uniform, i linear step 1, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16ulvu_under(int *out, int i, __m512i x, int n, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    vcc_v16_int t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    vcc_v16_int t9;
    vcc_v16_int t10;
    vcc_v16_int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    vcc_v16_int t16;
    vcc_v16_int t17;
    vcc_v16_int t18;
    __mmask16 t21 = (__mmask16)mask;
    __m512i t22 = _mm512_set1_epi32(2);
    __mmask16 t23 = _mm512_cmp_epi32_mask(x, t22, _MM_CMPINT_NLE);
    __mmask16 t24 = _kand_mask16(t21, t23);
    int t25 = (t24 != 0);
    int t26 = 0;
    vcc_v16_int t19 = (vcc_v16_int)x;
    while (t25 ? t26 < n : 0) {
        __m512i t27 = _mm512_set1_epi32(1);
        __m512i t28 = _mm512_and_si512((__m512i)t19, t27);
        __mmask16 t29 = _mm512_test_epi32_mask(t28, t28);
        __mmask16 t30 = _knot_mask16(t29);
        __mmask16 t31 = _kand_mask16(t24, t30);
        if ((t31 != 0)) {
            if (t31 == 0xffff) {
                t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
                __m512i t40 = _mm512_set1_epi32(2);
                __m512i t41 = (__m512i)((vcc_v16_int)(__m512i)t19 / (vcc_v16_int)t40);
                __m512i t47 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), tick(t26)));
                __m512i t48 = (__m512i)vcc_insert((vcc_v16_int)t47, 1, (_mm256_zeroupper(), tick(t26)));
                __m512i t49 = (__m512i)vcc_insert((vcc_v16_int)t48, 2, (_mm256_zeroupper(), tick(t26)));
                __m512i t50 = (__m512i)vcc_insert((vcc_v16_int)t49, 3, (_mm256_zeroupper(), tick(t26)));
                __m512i t51 = (__m512i)vcc_insert((vcc_v16_int)t50, 4, (_mm256_zeroupper(), tick(t26)));
                __m512i t52 = (__m512i)vcc_insert((vcc_v16_int)t51, 5, (_mm256_zeroupper(), tick(t26)));
                __m512i t53 = (__m512i)vcc_insert((vcc_v16_int)t52, 6, (_mm256_zeroupper(), tick(t26)));
                __m512i t54 = (__m512i)vcc_insert((vcc_v16_int)t53, 7, (_mm256_zeroupper(), tick(t26)));
                __m512i t55 = (__m512i)vcc_insert((vcc_v16_int)t54, 8, (_mm256_zeroupper(), tick(t26)));
                __m512i t56 = (__m512i)vcc_insert((vcc_v16_int)t55, 9, (_mm256_zeroupper(), tick(t26)));
                __m512i t57 = (__m512i)vcc_insert((vcc_v16_int)t56, 10, (_mm256_zeroupper(), tick(t26)));
                __m512i t58 = (__m512i)vcc_insert((vcc_v16_int)t57, 11, (_mm256_zeroupper(), tick(t26)));
                __m512i t59 = (__m512i)vcc_insert((vcc_v16_int)t58, 12, (_mm256_zeroupper(), tick(t26)));
                __m512i t60 = (__m512i)vcc_insert((vcc_v16_int)t59, 13, (_mm256_zeroupper(), tick(t26)));
                __m512i t61 = (__m512i)vcc_insert((vcc_v16_int)t60, 14, (_mm256_zeroupper(), tick(t26)));
                __m512i t62 = (__m512i)vcc_insert((vcc_v16_int)t61, 15, (_mm256_zeroupper(), tick(t26)));
                t1 = (vcc_v16_int)_mm512_add_epi32(t41, t62);
            } else {
                __m512i t42 = _mm512_set1_epi32(2);
                __m512i t43 = _mm512_set1_epi32(1);
                __m512i t44 = _mm512_mask_blend_epi32(t31, t43, t42);
                __m512i t45 = vcc_avx512_div_epi32((__m512i)t19, t44);
                __m512i t46 = _mm512_maskz_mov_epi32(t31, _mm512_set1_epi32(1));
                if (((vcc_v16_int)t46)[0]) {
                    t3 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
                }
                if (((vcc_v16_int)t46)[1]) {
                    t4 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t3, 1, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t4 = (vcc_v16_int)(__m512i)t3;
                }
                if (((vcc_v16_int)t46)[2]) {
                    t5 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t4, 2, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t5 = (vcc_v16_int)(__m512i)t4;
                }
                if (((vcc_v16_int)t46)[3]) {
                    t6 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t5, 3, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t6 = (vcc_v16_int)(__m512i)t5;
                }
                if (((vcc_v16_int)t46)[4]) {
                    t7 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t6, 4, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t7 = (vcc_v16_int)(__m512i)t6;
                }
                if (((vcc_v16_int)t46)[5]) {
                    t8 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t7, 5, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t8 = (vcc_v16_int)(__m512i)t7;
                }
                if (((vcc_v16_int)t46)[6]) {
                    t9 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t8, 6, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t9 = (vcc_v16_int)(__m512i)t8;
                }
                if (((vcc_v16_int)t46)[7]) {
                    t10 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t9, 7, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t10 = (vcc_v16_int)(__m512i)t9;
                }
                if (((vcc_v16_int)t46)[8]) {
                    t11 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t10, 8, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t11 = (vcc_v16_int)(__m512i)t10;
                }
                if (((vcc_v16_int)t46)[9]) {
                    t12 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t11, 9, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t12 = (vcc_v16_int)(__m512i)t11;
                }
                if (((vcc_v16_int)t46)[10]) {
                    t13 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t12, 10, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t13 = (vcc_v16_int)(__m512i)t12;
                }
                if (((vcc_v16_int)t46)[11]) {
                    t14 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t13, 11, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t14 = (vcc_v16_int)(__m512i)t13;
                }
                if (((vcc_v16_int)t46)[12]) {
                    t15 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t14, 12, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t15 = (vcc_v16_int)(__m512i)t14;
                }
                if (((vcc_v16_int)t46)[13]) {
                    t16 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t15, 13, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t16 = (vcc_v16_int)(__m512i)t15;
                }
                if (((vcc_v16_int)t46)[14]) {
                    t17 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t16, 14, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t17 = (vcc_v16_int)(__m512i)t16;
                }
                if (((vcc_v16_int)t46)[15]) {
                    t18 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t17, 15, (_mm256_zeroupper(), tick(t26)));
                } else {
                    t18 = (vcc_v16_int)(__m512i)t17;
                }
                t1 = (vcc_v16_int)_mm512_add_epi32(t45, (__m512i)t18);
                t2 = t31;
            }
        } else {
            t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t2 = ((__mmask16)0x0);
        }
        __m512i t63 = _mm512_set1_epi32(3);
        __m512i t64 = _mm512_mullo_epi32((__m512i)t19, t63);
        __m512i t65 = _mm512_set1_epi32((int)t26);
        __m512i t66 = _mm512_add_epi32(t64, t65);
        t19 = (vcc_v16_int)_mm512_mask_blend_epi32(t2, t66, (__m512i)t1);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t24, (__m512i)t19);
        t26++;
    }
    __m512i t32 = _mm512_mask_blend_epi32(t24, x, (__m512i)t19);
    __m512i t33 = _mm512_set1_epi32(0);
    __mmask16 t34 = _mm512_cmp_epi32_mask(x, t33, _MM_CMPINT_LT);
    __m512i t35 = _mm512_set1_epi32((int)((n > 0) != 0));
    __mmask16 t36 = _mm512_test_epi32_mask(t35, t35);
    __mmask16 t37 = _kand_mask16(t34, t36);
    __mmask16 t38 = _kand_mask16(t21, t37);
    int t39 = (t38 != 0);
    int t67 = 0;
    vcc_v16_int t20 = (vcc_v16_int)t32;
    while (t39 ? t67 != n : 0) {
        __m512i t68 = _mm512_set1_epi32((int)t67);
        t20 = (vcc_v16_int)_mm512_add_epi32((__m512i)t20, t68);
        t67++;
    }
    __m512i t69 = _mm512_mask_blend_epi32(t38, t32, (__m512i)t20);
    __m512i t70 = _mm512_mask_blend_epi32(t21, (__m512i)(vcc_v16_int){0}, t69);
    return t70;
}

/* vcc: function at uniform_trip.c:42 vector variant _ZGVdN8ulvu_under of `under`: VL 8, unmasked, out uniform, i linear step 1, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8ulvu_under(int *out, int i, __m256i x, int n) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    __m256i t13 = _mm256_set1_epi32(2);
    __m256i t14 = _mm256_cmpgt_epi32(x, t13);
    int t15 = (_mm256_movemask_epi8(t14) != 0);
    int t16 = 0;
    vcc_v8_int t11 = (vcc_v8_int)x;
    while (t15 ? t16 < n : 0) {
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256((__m256i)t11, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t14, t20);
        if ((_mm256_movemask_epi8(t21) != 0)) {
            if (_mm256_movemask_epi8(t21) == -1) {
                t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                __m256i t29 = _mm256_set1_epi32(2);
                __m256i t30 = (__m256i)((vcc_v8_int)(__m256i)t11 / (vcc_v8_int)t29);
                __m256i t36 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(t16)));
                __m256i t37 = (__m256i)vcc_insert((vcc_v8_int)t36, 1, (_mm256_zeroupper(), tick(t16)));
                __m256i t38 = (__m256i)vcc_insert((vcc_v8_int)t37, 2, (_mm256_zeroupper(), tick(t16)));
                __m256i t39 = (__m256i)vcc_insert((vcc_v8_int)t38, 3, (_mm256_zeroupper(), tick(t16)));
                __m256i t40 = (__m256i)vcc_insert((vcc_v8_int)t39, 4, (_mm256_zeroupper(), tick(t16)));
                __m256i t41 = (__m256i)vcc_insert((vcc_v8_int)t40, 5, (_mm256_zeroupper(), tick(t16)));
                __m256i t42 = (__m256i)vcc_insert((vcc_v8_int)t41, 6, (_mm256_zeroupper(), tick(t16)));
                __m256i t43 = (__m256i)vcc_insert((vcc_v8_int)t42, 7, (_mm256_zeroupper(), tick(t16)));
                t1 = (vcc_v8_int)_mm256_add_epi32(t30, t43);
            } else {
                __m256i t31 = _mm256_set1_epi32(2);
                __m256i t32 = _mm256_set1_epi32(1);
                __m256i t33 = _mm256_ternarylogic_epi32(t21, t31, t32, 0xCA);
                __m256i t34 = vcc_avx2_div_epi32((__m256i)t11, t33);
                __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
                if (((vcc_v8_int)t35)[0]) {
                    t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                }
                if (((vcc_v8_int)t35)[1]) {
                    t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 1, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t4 = (vcc_v8_int)(__m256i)t3;
                }
                if (((vcc_v8_int)t35)[2]) {
                    t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 2, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t5 = (vcc_v8_int)(__m256i)t4;
                }
                if (((vcc_v8_int)t35)[3]) {
                    t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 3, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t6 = (vcc_v8_int)(__m256i)t5;
                }
                if (((vcc_v8_int)t35)[4]) {
                    t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 4, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t7 = (vcc_v8_int)(__m256i)t6;
                }
                if (((vcc_v8_int)t35)[5]) {
                    t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 5, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t8 = (vcc_v8_int)(__m256i)t7;
                }
                if (((vcc_v8_int)t35)[6]) {
                    t9 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t8, 6, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t9 = (vcc_v8_int)(__m256i)t8;
                }
                if (((vcc_v8_int)t35)[7]) {
                    t10 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t9, 7, (_mm256_zeroupper(), tick(t16)));
                } else {
                    t10 = (vcc_v8_int)(__m256i)t9;
                }
                t1 = (vcc_v8_int)_mm256_add_epi32(t34, (__m256i)t10);
                t2 = t21;
            }
        } else {
            t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        __m256i t44 = _mm256_set1_epi32(3);
        __m256i t45 = _mm256_mullo_epi32((__m256i)t11, t44);
        __m256i t46 = _mm256_set1_epi32((int)t16);
        __m256i t47 = _mm256_add_epi32(t45, t46);
        t11 = (vcc_v8_int)_mm256_ternarylogic_epi32(t2, (__m256i)t1, t47, 0xCA);
        _mm256_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), _mm256_movepi32_mask(t14), (__m256i)t11);
        t16++;
    }
    __m256i t22 = _mm256_ternarylogic_epi32(t14, (__m256i)t11, x, 0xCA);
    __m256i t23 = _mm256_set1_epi32(0);
    __m256i t24 = _mm256_cmpgt_epi32(t23, x);
    __m256i t25 = _mm256_set1_epi32((int)((n > 0) != 0));
    __m256i t26 = (__m256i)(vcc_m8)((vcc_v8_int)t25 != (vcc_v8_int){0});
    __m256i t27 = _mm256_and_si256(t24, t26);
    int t28 = (_mm256_movemask_epi8(t27) != 0);
    int t48 = 0;
    vcc_v8_int t12 = (vcc_v8_int)t22;
    while (t28 ? t48 != n : 0) {
        __m256i t49 = _mm256_set1_epi32((int)t48);
        t12 = (vcc_v8_int)_mm256_add_epi32((__m256i)t12, t49);
        t48++;
    }
    __m256i t50 = _mm256_ternarylogic_epi32(t27, (__m256i)t12, t22, 0xCA);
    return t50;
}

/* vcc: function at uniform_trip.c:42 vector variant _ZGVdM8ulvu_under of `under`: VL 8, masked, out uniform, i linear step 1, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8ulvu_under(int *out, int i, __m256i x, int n, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t14 = _mm256_set1_epi32(2);
    __m256i t15 = _mm256_cmpgt_epi32(x, t14);
    __m256i t16 = _mm256_and_si256(t13, t15);
    int t17 = (_mm256_movemask_epi8(t16) != 0);
    int t18 = 0;
    vcc_v8_int t11 = (vcc_v8_int)x;
    while (t17 ? t18 < n : 0) {
        __m256i t19 = _mm256_set1_epi32(1);
        __m256i t20 = _mm256_and_si256((__m256i)t11, t19);
        __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_int)t20 != (vcc_v8_int){0});
        __m256i t22 = (__m256i)~(vcc_m8)t21;
        __m256i t23 = _mm256_and_si256(t16, t22);
        if ((_mm256_movemask_epi8(t23) != 0)) {
            if (_mm256_movemask_epi8(t23) == -1) {
                t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                __m256i t32 = _mm256_set1_epi32(2);
                __m256i t33 = (__m256i)((vcc_v8_int)(__m256i)t11 / (vcc_v8_int)t32);
                __m256i t39 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(t18)));
                __m256i t40 = (__m256i)vcc_insert((vcc_v8_int)t39, 1, (_mm256_zeroupper(), tick(t18)));
                __m256i t41 = (__m256i)vcc_insert((vcc_v8_int)t40, 2, (_mm256_zeroupper(), tick(t18)));
                __m256i t42 = (__m256i)vcc_insert((vcc_v8_int)t41, 3, (_mm256_zeroupper(), tick(t18)));
                __m256i t43 = (__m256i)vcc_insert((vcc_v8_int)t42, 4, (_mm256_zeroupper(), tick(t18)));
                __m256i t44 = (__m256i)vcc_insert((vcc_v8_int)t43, 5, (_mm256_zeroupper(), tick(t18)));
                __m256i t45 = (__m256i)vcc_insert((vcc_v8_int)t44, 6, (_mm256_zeroupper(), tick(t18)));
                __m256i t46 = (__m256i)vcc_insert((vcc_v8_int)t45, 7, (_mm256_zeroupper(), tick(t18)));
                t1 = (vcc_v8_int)_mm256_add_epi32(t33, t46);
            } else {
                __m256i t34 = _mm256_set1_epi32(2);
                __m256i t35 = _mm256_set1_epi32(1);
                __m256i t36 = _mm256_ternarylogic_epi32(t23, t34, t35, 0xCA);
                __m256i t37 = vcc_avx2_div_epi32((__m256i)t11, t36);
                __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
                if (((vcc_v8_int)t38)[0]) {
                    t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                }
                if (((vcc_v8_int)t38)[1]) {
                    t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 1, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t4 = (vcc_v8_int)(__m256i)t3;
                }
                if (((vcc_v8_int)t38)[2]) {
                    t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 2, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t5 = (vcc_v8_int)(__m256i)t4;
                }
                if (((vcc_v8_int)t38)[3]) {
                    t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 3, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t6 = (vcc_v8_int)(__m256i)t5;
                }
                if (((vcc_v8_int)t38)[4]) {
                    t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 4, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t7 = (vcc_v8_int)(__m256i)t6;
                }
                if (((vcc_v8_int)t38)[5]) {
                    t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 5, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t8 = (vcc_v8_int)(__m256i)t7;
                }
                if (((vcc_v8_int)t38)[6]) {
                    t9 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t8, 6, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t9 = (vcc_v8_int)(__m256i)t8;
                }
                if (((vcc_v8_int)t38)[7]) {
                    t10 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t9, 7, (_mm256_zeroupper(), tick(t18)));
                } else {
                    t10 = (vcc_v8_int)(__m256i)t9;
                }
                t1 = (vcc_v8_int)_mm256_add_epi32(t37, (__m256i)t10);
                t2 = t23;
            }
        } else {
            t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        __m256i t47 = _mm256_set1_epi32(3);
        __m256i t48 = _mm256_mullo_epi32((__m256i)t11, t47);
        __m256i t49 = _mm256_set1_epi32((int)t18);
        __m256i t50 = _mm256_add_epi32(t48, t49);
        t11 = (vcc_v8_int)_mm256_ternarylogic_epi32(t2, (__m256i)t1, t50, 0xCA);
        _mm256_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), _mm256_movepi32_mask(t16), (__m256i)t11);
        t18++;
    }
    __m256i t24 = _mm256_ternarylogic_epi32(t16, (__m256i)t11, x, 0xCA);
    __m256i t25 = _mm256_set1_epi32(0);
    __m256i t26 = _mm256_cmpgt_epi32(t25, x);
    __m256i t27 = _mm256_set1_epi32((int)((n > 0) != 0));
    __m256i t28 = (__m256i)(vcc_m8)((vcc_v8_int)t27 != (vcc_v8_int){0});
    __m256i t29 = _mm256_and_si256(t26, t28);
    __m256i t30 = _mm256_and_si256(t13, t29);
    int t31 = (_mm256_movemask_epi8(t30) != 0);
    int t51 = 0;
    vcc_v8_int t12 = (vcc_v8_int)t24;
    while (t31 ? t51 != n : 0) {
        __m256i t52 = _mm256_set1_epi32((int)t51);
        t12 = (vcc_v8_int)_mm256_add_epi32((__m256i)t12, t52);
        t51++;
    }
    __m256i t53 = _mm256_ternarylogic_epi32(t30, (__m256i)t12, t24, 0xCA);
    __m256i t54 = _mm256_ternarylogic_epi32(t13, t53, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t54;
}

/* A loop without varying branches behind a uniform `if`: skipped when n <= 0, as its test
   `k != n` would not end. */
/* #pragma omp declare simd uniform(n) */
int spin(int x, int n) {
    int s = x;
    if (n > 0) {
        for (int k = 0; k != n; k++)
            s = s * 3 + k;
    }
    return s;
}

/* vcc: function at uniform_trip.c:63 vector variant _ZGVeN16vu_spin of `spin`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_spin(__m512i x, int n) {
    vcc_no_contract_body
    __mmask16 t1;
    int t3;
    if (n > 0) {
        t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
        t3 = 0;
    } else {
        t3 = 0;
        t1 = ((__mmask16)0x0);
    }
    int t4 = (t1 != 0);
    vcc_v16_int t2 = (vcc_v16_int)x;
    for (int t5 = t3; t4 ? t5 != n : 0; t5++) {
        __m512i t6 = _mm512_set1_epi32(3);
        __m512i t7 = _mm512_mullo_epi32((__m512i)t2, t6);
        __m512i t8 = _mm512_set1_epi32((int)t5);
        t2 = (vcc_v16_int)_mm512_add_epi32(t7, t8);
    }
    __m512i t9 = _mm512_mask_blend_epi32(t1, x, (__m512i)t2);
    return t9;
}

/* vcc: function at uniform_trip.c:63 vector variant _ZGVeM16vu_spin of `spin`: VL 16, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_spin(__m512i x, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t2 = (__mmask16)mask;
    __m512i t3 = _mm512_set1_epi32((int)(n > 0));
    __mmask16 t4 = _mm512_test_epi32_mask(t3, t3);
    __mmask16 t5 = _kand_mask16(t2, t4);
    int t6 = (t5 != 0);
    int t7 = 0;
    vcc_v16_int t1 = (vcc_v16_int)x;
    while (t6 ? t7 != n : 0) {
        __m512i t8 = _mm512_set1_epi32(3);
        __m512i t9 = _mm512_mullo_epi32((__m512i)t1, t8);
        __m512i t10 = _mm512_set1_epi32((int)t7);
        t1 = (vcc_v16_int)_mm512_add_epi32(t9, t10);
        t7++;
    }
    __m512i t11 = _mm512_mask_blend_epi32(t5, x, (__m512i)t1);
    __m512i t12 = _mm512_mask_blend_epi32(t2, (__m512i)(vcc_v16_int){0}, t11);
    return t12;
}

/* vcc: function at uniform_trip.c:63 vector variant _ZGVdN8vu_spin of `spin`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_spin(__m256i x, int n) {
    vcc_no_contract_body
    __m256i t1;
    int t3;
    if (n > 0) {
        t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
        t3 = 0;
    } else {
        t3 = 0;
        t1 = (__m256i)(vcc_m8){0};
    }
    int t4 = (_mm256_movemask_epi8(t1) != 0);
    vcc_v8_int t2 = (vcc_v8_int)x;
    for (int t5 = t3; t4 ? t5 != n : 0; t5++) {
        __m256i t6 = _mm256_set1_epi32(3);
        __m256i t7 = _mm256_mullo_epi32((__m256i)t2, t6);
        __m256i t8 = _mm256_set1_epi32((int)t5);
        t2 = (vcc_v8_int)_mm256_add_epi32(t7, t8);
    }
    __m256i t9 = _mm256_ternarylogic_epi32(t1, (__m256i)t2, x, 0xCA);
    return t9;
}

/* vcc: function at uniform_trip.c:63 vector variant _ZGVdM8vu_spin of `spin`: VL 8, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_spin(__m256i x, int n, __m256i mask) {
    vcc_no_contract_body
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32((int)(n > 0));
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)t3 != (vcc_v8_int){0});
    __m256i t5 = _mm256_and_si256(t2, t4);
    int t6 = (_mm256_movemask_epi8(t5) != 0);
    int t7 = 0;
    vcc_v8_int t1 = (vcc_v8_int)x;
    while (t6 ? t7 != n : 0) {
        __m256i t8 = _mm256_set1_epi32(3);
        __m256i t9 = _mm256_mullo_epi32((__m256i)t1, t8);
        __m256i t10 = _mm256_set1_epi32((int)t7);
        t1 = (vcc_v8_int)_mm256_add_epi32(t9, t10);
        t7++;
    }
    __m256i t11 = _mm256_ternarylogic_epi32(t5, (__m256i)t1, x, 0xCA);
    __m256i t12 = _mm256_ternarylogic_epi32(t2, t11, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t12;
}

/* A varying `continue` straight to the loop's test: its two back edges merge lanes that parted,
   so `k` and `u` are varying and the loop divergent. */
/* #pragma omp declare simd uniform(n) */
int skip(int x, int n) {
    int k = 0, u = 0;
    while (k < n) {
        if (x > k) {
            u += 1;
            k++;
            continue;
        }
        u += 2;
        k++;
    }
    return u;
}

/* vcc: function at uniform_trip.c:75 vector variant _ZGVeN16vu_skip of `skip`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_skip(__m512i x, int n) {
    vcc_no_contract_body
    __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_set1_epi32(0);
    vcc_v16_int t3 = (vcc_v16_int)_mm512_set1_epi32(0);
    vcc_v16_int t4 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    for (;;) {
        __m512i t5 = _mm512_set1_epi32((int)n);
        __mmask16 t6 = _mm512_cmp_epi32_mask((__m512i)t2, t5, _MM_CMPINT_LT);
        __mmask16 t7 = _kand_mask16(t1, t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(x, (__m512i)t2, _MM_CMPINT_NLE);
        __mmask16 t9 = _knot_mask16(t8);
        __mmask16 t10 = _kand_mask16(t7, t9);
        __m512i t11 = _mm512_set1_epi32(2);
        __m512i t12 = _mm512_add_epi32((__m512i)t3, t11);
        __m512i t13 = _mm512_set1_epi32(1);
        __m512i t14 = _mm512_add_epi32((__m512i)t2, t13);
        __m512i t15 = _mm512_set1_epi32(1);
        __m512i t16 = _mm512_add_epi32((__m512i)t3, t15);
        __m512i t17 = _mm512_set1_epi32(1);
        __m512i t18 = _mm512_add_epi32((__m512i)t2, t17);
        t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t10, t18, t14);
        __m512i t19 = _mm512_mask_blend_epi32(t10, t16, t12);
        t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t4, (__m512i)t3);
        if (!(t7 != 0)) {
            break;
        }
        t1 = t7;
        t3 = (vcc_v16_int)t19;
    }
    return (__m512i)t4;
}

/* vcc: function at uniform_trip.c:75 vector variant _ZGVeM16vu_skip of `skip`: VL 16, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_skip(__m512i x, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t4 = (__mmask16)mask;
    vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(0);
    vcc_v16_int t2 = (vcc_v16_int)_mm512_set1_epi32(0);
    __mmask16 t5 = t4;
    vcc_v16_int t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    for (;;) {
        __m512i t6 = _mm512_set1_epi32((int)n);
        __mmask16 t7 = _mm512_cmp_epi32_mask((__m512i)t1, t6, _MM_CMPINT_LT);
        __mmask16 t8 = _kand_mask16(t5, t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(x, (__m512i)t1, _MM_CMPINT_NLE);
        __mmask16 t10 = _knot_mask16(t9);
        __mmask16 t11 = _kand_mask16(t8, t10);
        __m512i t12 = _mm512_set1_epi32(2);
        __m512i t13 = _mm512_add_epi32((__m512i)t2, t12);
        __m512i t14 = _mm512_set1_epi32(1);
        __m512i t15 = _mm512_add_epi32((__m512i)t1, t14);
        __m512i t16 = _mm512_set1_epi32(1);
        __m512i t17 = _mm512_add_epi32((__m512i)t2, t16);
        __m512i t18 = _mm512_set1_epi32(1);
        __m512i t19 = _mm512_add_epi32((__m512i)t1, t18);
        t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t11, t19, t15);
        __m512i t20 = _mm512_mask_blend_epi32(t11, t17, t13);
        t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t5, (__m512i)t3, (__m512i)t2);
        if (!(t8 != 0)) {
            break;
        }
        t5 = t8;
        t2 = (vcc_v16_int)t20;
    }
    __m512i t21 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, (__m512i)t3);
    return t21;
}

/* vcc: function at uniform_trip.c:75 vector variant _ZGVdN8vu_skip of `skip`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_skip(__m256i x, int n) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t5 = _mm256_set1_epi32((int)n);
        __m256i t6 = _mm256_cmpgt_epi32(t5, (__m256i)t2);
        __m256i t7 = _mm256_and_si256(t1, t6);
        __m256i t8 = _mm256_cmpgt_epi32(x, (__m256i)t2);
        __m256i t9 = (__m256i)~(vcc_m8)t8;
        __m256i t10 = _mm256_and_si256(t7, t9);
        __m256i t11 = _mm256_set1_epi32(2);
        __m256i t12 = _mm256_add_epi32((__m256i)t3, t11);
        __m256i t13 = _mm256_set1_epi32(1);
        __m256i t14 = _mm256_add_epi32((__m256i)t2, t13);
        __m256i t15 = _mm256_set1_epi32(1);
        __m256i t16 = _mm256_add_epi32((__m256i)t3, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_add_epi32((__m256i)t2, t17);
        t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t10, t14, t18, 0xCA);
        __m256i t19 = _mm256_ternarylogic_epi32(t10, t12, t16, 0xCA);
        t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t3, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t7) != 0)) {
            break;
        }
        t1 = t7;
        t3 = (vcc_v8_int)t19;
    }
    return (__m256i)t4;
}

/* vcc: function at uniform_trip.c:75 vector variant _ZGVdM8vu_skip of `skip`: VL 8, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_skip(__m256i x, int n, __m256i mask) {
    vcc_no_contract_body
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    __m256i t5 = t4;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t6 = _mm256_set1_epi32((int)n);
        __m256i t7 = _mm256_cmpgt_epi32(t6, (__m256i)t1);
        __m256i t8 = _mm256_and_si256(t5, t7);
        __m256i t9 = _mm256_cmpgt_epi32(x, (__m256i)t1);
        __m256i t10 = (__m256i)~(vcc_m8)t9;
        __m256i t11 = _mm256_and_si256(t8, t10);
        __m256i t12 = _mm256_set1_epi32(2);
        __m256i t13 = _mm256_add_epi32((__m256i)t2, t12);
        __m256i t14 = _mm256_set1_epi32(1);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, t14);
        __m256i t16 = _mm256_set1_epi32(1);
        __m256i t17 = _mm256_add_epi32((__m256i)t2, t16);
        __m256i t18 = _mm256_set1_epi32(1);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, t18);
        t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t11, t15, t19, 0xCA);
        __m256i t20 = _mm256_ternarylogic_epi32(t11, t13, t17, 0xCA);
        t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t5, (__m256i)t2, (__m256i)t3, 0xCA);
        if (!(_mm256_movemask_epi8(t8) != 0)) {
            break;
        }
        t5 = t8;
        t2 = (vcc_v8_int)t20;
    }
    __m256i t21 = _mm256_ternarylogic_epi32(t4, (__m256i)t3, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t21;
}

/* #pragma omp declare simd uniform(n) */
int early(int x, int n) {
    int k, s = 0;
    for (k = 0; k < n; k++) {
        if (x > k) {
            s += x;
            if (k == 3)
                break;
        }
        s ^= k;
    }
    return s * 16 + k;
}

/* vcc: function at uniform_trip.c:90 vector variant _ZGVeN16vu_early of `early`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_early(__m512i x, int n) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    unsigned int t3;
    vcc_v16_int t4;
    __mmask16 t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    __mmask16 t8;
    vcc_v16_int t9;
    int t11;
    __mmask16 t12;
    vcc_v16_int t13;
    int t14;
    vcc_v16_int t15;
    __mmask16 t16;
    vcc_v16_int t17;
    __m512i t18;
    __mmask16 t19;
    __mmask16 t20;
    __mmask16 t21;
    __mmask16 t22;
    __m512i t23;
    __m512i t24;
    __mmask16 t25;
    __mmask16 t26;
    __mmask16 t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    int t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    vcc_v16_int t36;
    __mmask16 t37;
    int t47;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = (vcc_v16_int)_mm512_set1_epi32(0);
    t14 = 0;
    t15 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t16 = ((__mmask16)0x0);
    t17 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    while (t14 < n) {
        t18 = _mm512_set1_epi32((int)t14);
        t19 = _mm512_cmp_epi32_mask(x, t18, _MM_CMPINT_NLE);
        t20 = _kand_mask16(t1, t19);
        t21 = _knot_mask16(t19);
        t22 = _kand_mask16(t1, t21);
        t23 = _mm512_add_epi32((__m512i)t2, x);
        t24 = _mm512_set1_epi32((int)(t14 == 3));
        t25 = _mm512_test_epi32_mask(t24, t24);
        t26 = _kand_mask16(t20, t25);
        t27 = _knot_mask16(t25);
        t28 = _kand_mask16(t20, t27);
        t29 = _kor_mask16(t22, t28);
        t30 = _mm512_mask_blend_epi32(t28, (__m512i)t2, t23);
        t31 = _mm512_set1_epi32((int)t14);
        t2 = (vcc_v16_int)_mm512_xor_si512(t30, t31);
        t32 = t14 + 1;
        t33 = _mm512_set1_epi32((int)t14);
        t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t15, t33);
        t5 = _kor_mask16(t16, t26);
        t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t26, (__m512i)t17, t23);
        t3 = t29;
        if ((t3 & (t3 - 1U)) == 0U) {
            t12 = ((__mmask16)0x0);
            t13 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        L52:
            for (;;) {
                if (t3 == 0U) {
                    t7 = (vcc_v16_int)(__m512i)t4;
                    t8 = t12;
                    t35 = t5;
                    t9 = (vcc_v16_int)(__m512i)t13;
                    t36 = (vcc_v16_int)(__m512i)t6;
                    goto L53;
                }
                __mmask16 t43 = (__mmask16)(t3 & (0U - t3));
                __m512i t44 = _mm512_mask_blend_epi32(t43, _mm512_set1_epi32(0), (__m512i)t2);
                __m512i t45 = _mm512_mask_blend_epi32(t43, _mm512_set1_epi32(0), x);
                int t46 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t45), _mm512_extracti64x4_epi64(t45, 1)), _mm_or_si128, int);
                int t10 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t44), _mm512_extracti64x4_epi64(t44, 1)), _mm_or_si128, int);
                for (t47 = t32; t47 < n; t47++) {
                    if (t46 > t47) {
                        t11 = t10 + t46;
                        if (t47 == 3) {
                            __m512i t50 = _mm512_set1_epi32((int)t47);
                            t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t4, t50);
                            t5 = _kor_mask16(t5, t43);
                            __m512i t51 = _mm512_set1_epi32((int)t11);
                            t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t6, t51);
                            t3 &= t3 - 1U;
                            goto L52;
                        }
                    } else {
                        t11 = t10;
                    }
                    t10 = t11 ^ t47;
                }
                __m512i t48 = _mm512_set1_epi32((int)t47);
                t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t4, t48);
                t12 = _kor_mask16(t12, t43);
                __m512i t49 = _mm512_set1_epi32((int)t10);
                t13 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t13, t49);
                t3 &= t3 - 1U;
            }
        } else {
            t1 = t29;
            t14 = t32;
            t15 = (vcc_v16_int)(__m512i)t4;
            t16 = t5;
            t17 = (vcc_v16_int)(__m512i)t6;
        }
    }
    t34 = _mm512_set1_epi32((int)t14);
    t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t15, t34);
    t8 = _kor_mask16(((__mmask16)0x0), t1);
    t9 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, (__m512i)t2);
    t35 = t16;
    t36 = (vcc_v16_int)(__m512i)t17;
L53:
    t37 = _kor_mask16(t8, t35);
    __m512i t38 = _mm512_mask_blend_epi32(t35, (__m512i)t9, (__m512i)t36);
    __m512i t39 = _mm512_set1_epi32(16);
    __m512i t40 = _mm512_mullo_epi32(t38, t39);
    __m512i t41 = _mm512_add_epi32(t40, (__m512i)t7);
    __m512i t42 = _mm512_mask_blend_epi32(t37, (__m512i)(vcc_v16_int){0}, t41);
    return t42;
}

/* vcc: function at uniform_trip.c:90 vector variant _ZGVeM16vu_early of `early`: VL 16, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_early(__m512i x, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    unsigned int t3;
    vcc_v16_int t4;
    __mmask16 t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    __mmask16 t8;
    vcc_v16_int t9;
    int t11;
    __mmask16 t12;
    vcc_v16_int t13;
    int t14;
    vcc_v16_int t15;
    __mmask16 t16;
    vcc_v16_int t17;
    __m512i t18;
    __mmask16 t19;
    __mmask16 t20;
    __mmask16 t21;
    __mmask16 t22;
    __m512i t23;
    __m512i t24;
    __mmask16 t25;
    __mmask16 t26;
    __mmask16 t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    int t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    vcc_v16_int t36;
    __mmask16 t37;
    int t47;
    t1 = (__mmask16)mask;
    t2 = (vcc_v16_int)_mm512_set1_epi32(0);
    t14 = 0;
    t15 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t16 = ((__mmask16)0x0);
    t17 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    while (t14 < n) {
        t18 = _mm512_set1_epi32((int)t14);
        t19 = _mm512_cmp_epi32_mask(x, t18, _MM_CMPINT_NLE);
        t20 = _kand_mask16(t1, t19);
        t21 = _knot_mask16(t19);
        t22 = _kand_mask16(t1, t21);
        t23 = _mm512_add_epi32((__m512i)t2, x);
        t24 = _mm512_set1_epi32((int)(t14 == 3));
        t25 = _mm512_test_epi32_mask(t24, t24);
        t26 = _kand_mask16(t20, t25);
        t27 = _knot_mask16(t25);
        t28 = _kand_mask16(t20, t27);
        t29 = _kor_mask16(t22, t28);
        t30 = _mm512_mask_blend_epi32(t28, (__m512i)t2, t23);
        t31 = _mm512_set1_epi32((int)t14);
        t2 = (vcc_v16_int)_mm512_xor_si512(t30, t31);
        t32 = t14 + 1;
        t33 = _mm512_set1_epi32((int)t14);
        t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t15, t33);
        t5 = _kor_mask16(t16, t26);
        t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t26, (__m512i)t17, t23);
        t3 = t29;
        if ((t3 & (t3 - 1U)) == 0U) {
            t12 = ((__mmask16)0x0);
            t13 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        L52:
            for (;;) {
                if (t3 == 0U) {
                    t7 = (vcc_v16_int)(__m512i)t4;
                    t8 = t12;
                    t35 = t5;
                    t9 = (vcc_v16_int)(__m512i)t13;
                    t36 = (vcc_v16_int)(__m512i)t6;
                    goto L53;
                }
                __mmask16 t43 = (__mmask16)(t3 & (0U - t3));
                __m512i t44 = _mm512_mask_blend_epi32(t43, _mm512_set1_epi32(0), (__m512i)t2);
                __m512i t45 = _mm512_mask_blend_epi32(t43, _mm512_set1_epi32(0), x);
                int t46 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t45), _mm512_extracti64x4_epi64(t45, 1)), _mm_or_si128, int);
                int t10 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t44), _mm512_extracti64x4_epi64(t44, 1)), _mm_or_si128, int);
                for (t47 = t32; t47 < n; t47++) {
                    if (t46 > t47) {
                        t11 = t10 + t46;
                        if (t47 == 3) {
                            __m512i t50 = _mm512_set1_epi32((int)t47);
                            t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t4, t50);
                            t5 = _kor_mask16(t5, t43);
                            __m512i t51 = _mm512_set1_epi32((int)t11);
                            t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t6, t51);
                            t3 &= t3 - 1U;
                            goto L52;
                        }
                    } else {
                        t11 = t10;
                    }
                    t10 = t11 ^ t47;
                }
                __m512i t48 = _mm512_set1_epi32((int)t47);
                t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t4, t48);
                t12 = _kor_mask16(t12, t43);
                __m512i t49 = _mm512_set1_epi32((int)t10);
                t13 = (vcc_v16_int)_mm512_mask_blend_epi32(t43, (__m512i)t13, t49);
                t3 &= t3 - 1U;
            }
        } else {
            t1 = t29;
            t14 = t32;
            t15 = (vcc_v16_int)(__m512i)t4;
            t16 = t5;
            t17 = (vcc_v16_int)(__m512i)t6;
        }
    }
    t34 = _mm512_set1_epi32((int)t14);
    t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t15, t34);
    t8 = _kor_mask16(((__mmask16)0x0), t1);
    t9 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, (__m512i)t2);
    t35 = t16;
    t36 = (vcc_v16_int)(__m512i)t17;
L53:
    t37 = _kor_mask16(t8, t35);
    __m512i t38 = _mm512_mask_blend_epi32(t35, (__m512i)t9, (__m512i)t36);
    __m512i t39 = _mm512_set1_epi32(16);
    __m512i t40 = _mm512_mullo_epi32(t38, t39);
    __m512i t41 = _mm512_add_epi32(t40, (__m512i)t7);
    __m512i t42 = _mm512_mask_blend_epi32(t37, (__m512i)(vcc_v16_int){0}, t41);
    return t42;
}

/* vcc: function at uniform_trip.c:90 vector variant _ZGVdN8vu_early of `early`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_early(__m256i x, int n) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    unsigned int t3;
    vcc_v8_int t4;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    __m256i t8;
    vcc_v8_int t9;
    int t11;
    __m256i t12;
    vcc_v8_int t13;
    int t14;
    vcc_v8_int t15;
    __m256i t16;
    vcc_v8_int t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    vcc_v8_int t36;
    __m256i t37;
    int t47;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t14 = 0;
    t15 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t16 = (__m256i)(vcc_m8){0};
    t17 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t14 < n) {
        t18 = _mm256_set1_epi32((int)t14);
        t19 = _mm256_cmpgt_epi32(x, t18);
        t20 = _mm256_and_si256(t1, t19);
        t21 = (__m256i)~(vcc_m8)t19;
        t22 = _mm256_and_si256(t1, t21);
        t23 = _mm256_add_epi32((__m256i)t2, x);
        t24 = _mm256_set1_epi32((int)(t14 == 3));
        t25 = (__m256i)(vcc_m8)((vcc_v8_int)t24 != (vcc_v8_int){0});
        t26 = _mm256_and_si256(t20, t25);
        t27 = (__m256i)~(vcc_m8)t25;
        t28 = _mm256_and_si256(t20, t27);
        t29 = _mm256_or_si256(t22, t28);
        t30 = _mm256_ternarylogic_epi32(t28, t23, (__m256i)t2, 0xCA);
        t31 = _mm256_set1_epi32((int)t14);
        t2 = (vcc_v8_int)_mm256_xor_si256(t30, t31);
        t32 = t14 + 1;
        t33 = _mm256_set1_epi32((int)t14);
        t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t33, (__m256i)t15, 0xCA);
        t5 = _mm256_or_si256(t16, t26);
        t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t26, t23, (__m256i)t17, 0xCA);
        t3 = _mm256_movepi32_mask(t29);
        if ((t3 & (t3 - 1U)) == 0U) {
            t12 = (__m256i)(vcc_m8){0};
            t13 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        L52:
            for (;;) {
                if (t3 == 0U) {
                    t7 = (vcc_v8_int)(__m256i)t4;
                    t8 = t12;
                    t35 = t5;
                    t9 = (vcc_v8_int)(__m256i)t13;
                    t36 = (vcc_v8_int)(__m256i)t6;
                    goto L53;
                }
                __m256i t43 = _mm256_movm_epi32((__mmask8)(t3 & (0U - t3)));
                __m256i t44 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t43, (__m256i)t2); });
                __m256i t45 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t43, x); });
                int t46 = vcc_avx2_reduce_epi32(t45, _mm_or_si128, int);
                int t10 = vcc_avx2_reduce_epi32(t44, _mm_or_si128, int);
                for (t47 = t32; t47 < n; t47++) {
                    if (t46 > t47) {
                        t11 = t10 + t46;
                        if (t47 == 3) {
                            __m256i t50 = _mm256_set1_epi32((int)t47);
                            t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t50, (__m256i)t4, 0xCA);
                            t5 = _mm256_or_si256(t5, t43);
                            __m256i t51 = _mm256_set1_epi32((int)t11);
                            t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t51, (__m256i)t6, 0xCA);
                            t3 &= t3 - 1U;
                            goto L52;
                        }
                    } else {
                        t11 = t10;
                    }
                    t10 = t11 ^ t47;
                }
                __m256i t48 = _mm256_set1_epi32((int)t47);
                t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t48, (__m256i)t4, 0xCA);
                t12 = _mm256_or_si256(t12, t43);
                __m256i t49 = _mm256_set1_epi32((int)t10);
                t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t49, (__m256i)t13, 0xCA);
                t3 &= t3 - 1U;
            }
        } else {
            t1 = t29;
            t14 = t32;
            t15 = (vcc_v8_int)(__m256i)t4;
            t16 = t5;
            t17 = (vcc_v8_int)(__m256i)t6;
        }
    }
    t34 = _mm256_set1_epi32((int)t14);
    t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t34, (__m256i)t15, 0xCA);
    t8 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t9 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)(vcc_v8_int){0}, 0xCA);
    t35 = t16;
    t36 = (vcc_v8_int)(__m256i)t17;
L53:
    t37 = _mm256_or_si256(t8, t35);
    __m256i t38 = _mm256_ternarylogic_epi32(t35, (__m256i)t36, (__m256i)t9, 0xCA);
    __m256i t39 = _mm256_set1_epi32(16);
    __m256i t40 = _mm256_mullo_epi32(t38, t39);
    __m256i t41 = _mm256_add_epi32(t40, (__m256i)t7);
    __m256i t42 = _mm256_ternarylogic_epi32(t37, t41, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t42;
}

/* vcc: function at uniform_trip.c:90 vector variant _ZGVdM8vu_early of `early`: VL 8, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    unsigned int t3;
    vcc_v8_int t4;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    __m256i t8;
    vcc_v8_int t9;
    int t11;
    __m256i t12;
    vcc_v8_int t13;
    int t14;
    vcc_v8_int t15;
    __m256i t16;
    vcc_v8_int t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    vcc_v8_int t36;
    __m256i t37;
    int t47;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t14 = 0;
    t15 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t16 = (__m256i)(vcc_m8){0};
    t17 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t14 < n) {
        t18 = _mm256_set1_epi32((int)t14);
        t19 = _mm256_cmpgt_epi32(x, t18);
        t20 = _mm256_and_si256(t1, t19);
        t21 = (__m256i)~(vcc_m8)t19;
        t22 = _mm256_and_si256(t1, t21);
        t23 = _mm256_add_epi32((__m256i)t2, x);
        t24 = _mm256_set1_epi32((int)(t14 == 3));
        t25 = (__m256i)(vcc_m8)((vcc_v8_int)t24 != (vcc_v8_int){0});
        t26 = _mm256_and_si256(t20, t25);
        t27 = (__m256i)~(vcc_m8)t25;
        t28 = _mm256_and_si256(t20, t27);
        t29 = _mm256_or_si256(t22, t28);
        t30 = _mm256_ternarylogic_epi32(t28, t23, (__m256i)t2, 0xCA);
        t31 = _mm256_set1_epi32((int)t14);
        t2 = (vcc_v8_int)_mm256_xor_si256(t30, t31);
        t32 = t14 + 1;
        t33 = _mm256_set1_epi32((int)t14);
        t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t33, (__m256i)t15, 0xCA);
        t5 = _mm256_or_si256(t16, t26);
        t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t26, t23, (__m256i)t17, 0xCA);
        t3 = _mm256_movepi32_mask(t29);
        if ((t3 & (t3 - 1U)) == 0U) {
            t12 = (__m256i)(vcc_m8){0};
            t13 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        L52:
            for (;;) {
                if (t3 == 0U) {
                    t7 = (vcc_v8_int)(__m256i)t4;
                    t8 = t12;
                    t35 = t5;
                    t9 = (vcc_v8_int)(__m256i)t13;
                    t36 = (vcc_v8_int)(__m256i)t6;
                    goto L53;
                }
                __m256i t43 = _mm256_movm_epi32((__mmask8)(t3 & (0U - t3)));
                __m256i t44 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t43, (__m256i)t2); });
                __m256i t45 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t43, x); });
                int t46 = vcc_avx2_reduce_epi32(t45, _mm_or_si128, int);
                int t10 = vcc_avx2_reduce_epi32(t44, _mm_or_si128, int);
                for (t47 = t32; t47 < n; t47++) {
                    if (t46 > t47) {
                        t11 = t10 + t46;
                        if (t47 == 3) {
                            __m256i t50 = _mm256_set1_epi32((int)t47);
                            t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t50, (__m256i)t4, 0xCA);
                            t5 = _mm256_or_si256(t5, t43);
                            __m256i t51 = _mm256_set1_epi32((int)t11);
                            t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t51, (__m256i)t6, 0xCA);
                            t3 &= t3 - 1U;
                            goto L52;
                        }
                    } else {
                        t11 = t10;
                    }
                    t10 = t11 ^ t47;
                }
                __m256i t48 = _mm256_set1_epi32((int)t47);
                t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t48, (__m256i)t4, 0xCA);
                t12 = _mm256_or_si256(t12, t43);
                __m256i t49 = _mm256_set1_epi32((int)t10);
                t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t43, t49, (__m256i)t13, 0xCA);
                t3 &= t3 - 1U;
            }
        } else {
            t1 = t29;
            t14 = t32;
            t15 = (vcc_v8_int)(__m256i)t4;
            t16 = t5;
            t17 = (vcc_v8_int)(__m256i)t6;
        }
    }
    t34 = _mm256_set1_epi32((int)t14);
    t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t34, (__m256i)t15, 0xCA);
    t8 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t9 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)(vcc_v8_int){0}, 0xCA);
    t35 = t16;
    t36 = (vcc_v8_int)(__m256i)t17;
L53:
    t37 = _mm256_or_si256(t8, t35);
    __m256i t38 = _mm256_ternarylogic_epi32(t35, (__m256i)t36, (__m256i)t9, 0xCA);
    __m256i t39 = _mm256_set1_epi32(16);
    __m256i t40 = _mm256_mullo_epi32(t38, t39);
    __m256i t41 = _mm256_add_epi32(t40, (__m256i)t7);
    __m256i t42 = _mm256_ternarylogic_epi32(t37, t41, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t42;
}

v8u _ZGVdN8vu_twist(v8u, int);
v8u _ZGVdM8vu_twist(v8u, int, v8u);
v8i _ZGVdN8ulvu_under(int *, int, v8i, int);
v8i _ZGVdM8ulvu_under(int *, int, v8i, int, v8i);
v8i _ZGVdN8vu_spin(v8i, int);
v8i _ZGVdM8vu_spin(v8i, int, v8i);
v8i _ZGVdN8vu_skip(v8i, int);
v8i _ZGVdM8vu_skip(v8i, int, v8i);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);

int main(void) {
    /* Exact-size heap arrays: a vector store past the scalar ones fails under ASan. */
    int *out0 = malloc(8 * sizeof(int)), *out1 = malloc(8 * sizeof(int)), *out2 = malloc(8 * sizeof(int));
    for (int row = 0; row < 12; row++) {
        unsigned ux[8], um[8], a[8], b[8];
        int x[8], m[8], c[8], d[8], e[8], f[8], g[8], h[8], p[8], q[8], s[8];
        int n = row % 6 - 1;
        for (int k = 0; k < 8; k++) {
            ux[k] = (unsigned)(k * 2654435761u + row * 97u);
            x[k] = (k * 5 + row * 3) % 11 - 4;
            m[k] = (k * 7 + row) % 3 != 0;
            um[k] = m[k];
            out0[k] = out1[k] = out2[k] = -1;
        }
        FROM_VEC(a, _ZGVdN8vu_twist(TO_VEC(v8u, ux), 3 * row));
        FROM_VEC(b, _ZGVdM8vu_twist(TO_VEC(v8u, ux), 3 * row, TO_VEC(v8u, um)));
        int t0 = ticks;
        for (int k = 0; k < 8; k++)
            s[k] = under(out0, k, x[k], n);
        int t1 = ticks;
        FROM_VEC(c, _ZGVdN8ulvu_under(out1, 0, TO_VEC(v8i, x), n));
        int t2 = ticks;
        FROM_VEC(d, _ZGVdM8ulvu_under(out2, 0, TO_VEC(v8i, x), n, TO_VEC(v8i, m)));
        int t3 = ticks;
        FROM_VEC(e, _ZGVdN8vu_early(TO_VEC(v8i, x), row % 7));
        FROM_VEC(f, _ZGVdM8vu_early(TO_VEC(v8i, x), row % 7, TO_VEC(v8i, m)));
        FROM_VEC(g, _ZGVdN8vu_spin(TO_VEC(v8i, x), n));
        FROM_VEC(h, _ZGVdM8vu_spin(TO_VEC(v8i, x), n, TO_VEC(v8i, m)));
        FROM_VEC(p, _ZGVdN8vu_skip(TO_VEC(v8i, x), row % 5));
        FROM_VEC(q, _ZGVdM8vu_skip(TO_VEC(v8i, x), row % 5, TO_VEC(v8i, m)));
        printf("n %d ticks %d %d\n", n, t1 - t0, t2 - t1);
        int masked_ticks = 0;
        for (int k = 0; k < 8; k++) {
            printf("%u %u %d %d %d %d %d %d", twist(ux[k], 3 * row), a[k], s[k], c[k], out0[k], out1[k], early(x[k], row % 7), e[k]);
            printf(" %d %d %d %d", spin(x[k], n), g[k], skip(x[k], row % 5), p[k]);
            if (m[k]) {
                printf(" %u %d %d %d %d %d", b[k], d[k], out2[k], f[k], h[k], q[k]);
                int before = ticks;
                under(out0, k, x[k], n);
                masked_ticks += ticks - before;
            } else {
                printf(" - %d", out2[k]);
            }
            printf("\n");
        }
        printf("masked ticks %d %d\n", masked_ticks, t3 - t2);
    }
    free(out0);
    free(out1);
    free(out2);
    return 0;
}
