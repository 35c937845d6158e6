/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* stencil2d_f32: a 5-point Jacobi step on a 2-D float grid (inner loop over columns).
   needs: consecutive f32 loads at column offsets and from neighbouring rows, nested loops
   (only the inner one is vectorized), f32 add/multiply */
#include "bench.h"
#ifndef REPS
#define REPS 50000
#endif
#define R 128
#define C 128

static float in[R][C], out[R][C];

static __typeof__(in) in __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    float (*t4)[128];
    float (*t5)[128];
    float (*t6)[128];
    int t8;
    float (*t9)[128];
    int i = 1;
    while (i < 127) {
        long j_vec = 0L;
        /* vcc: loop at stencil2d_f32.c:16 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t1 = 1L + j_vec;
            int t2 = (int)t1;
            long t3 = (long)i;
            t4 = &out[t3];
            t5 = &in[t3];
            __m512 in_v = _mm512_loadu_ps(&(*t5)[t1]);
            t6 = &in[i - 1];
            __m512 in_v_1 = _mm512_loadu_ps(&(*t6)[t1]);
            __m512 t7 = _mm512_add_ps(in_v, in_v_1);
            t8 = i + 1;
            t9 = &in[t8];
            __m512 in_v_2 = _mm512_loadu_ps(&(*t9)[t1]);
            __m512 t10 = _mm512_add_ps(t7, in_v_2);
            __m512 in_v_3 = _mm512_loadu_ps(&(*t5)[t2 - 1]);
            __m512 t11 = _mm512_add_ps(t10, in_v_3);
            __m512 in_v_4 = _mm512_loadu_ps(&(*t5)[t2 + 1]);
            __m512 t12 = _mm512_add_ps(t11, in_v_4);
            __m512 t13 = _mm512_mul_ps(_mm512_set1_ps(0.2f), t12);
            _mm512_storeu_ps(&(*t4)[t1], t13);
            j_vec += 16L;
        } while (j_vec < 112L);
        __m512i t14 = _mm512_set1_epi32(14);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        __m512 in_v_5 = _mm512_maskz_loadu_ps(t15, &(*t5)[113]);
        __m512 in_v_6 = _mm512_maskz_loadu_ps(t15, &(*t6)[113]);
        __m512 t16 = _mm512_add_ps(in_v_5, in_v_6);
        __m512 in_v_7 = _mm512_maskz_loadu_ps(t15, &(*t9)[113]);
        __m512 t17 = _mm512_add_ps(t16, in_v_7);
        __m512 in_v_8 = _mm512_maskz_loadu_ps(t15, &(*t5)[112]);
        __m512 t18 = _mm512_add_ps(t17, in_v_8);
        __m512 in_v_9 = _mm512_maskz_loadu_ps(t15, &(*t5)[114]);
        __m512 t19 = _mm512_add_ps(t18, in_v_9);
        __m512 t20 = _mm512_mul_ps(_mm512_set1_ps(0.2f), t19);
        _mm512_mask_storeu_ps(&(*t4)[113], t15, t20);
        i = t8;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int j;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    for (int i = 0; i < 128; i++) {
        int t2 = (int)(unsigned int)(int)((unsigned int)i * 31U);
        if (1 & (t2 >= 0)) {
            __m512i t3 = _mm512_set1_epi32((int)(t2 % 97));
            __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22, 39, 56, 73, 90, 10, 27, 44, 61));
            __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(97));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
            long j_vec = 0L;
            /* vcc: loop at stencil2d_f32.c:24 vectorized: VF 16, UF 4, the remainder at 25:31 by 97 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m512 t6 = _mm512_cvtepi32_ps((__m512i)t1);
                _mm512_storeu_ps(&in[i][j_vec], t6);
                __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(78));
                __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(97));
                __m512i t9 = _mm512_min_epu32(t7, t8);
                __m512 t10 = _mm512_cvtepi32_ps(t9);
                _mm512_storeu_ps(&in[i][j_vec + 16L], t10);
                __m512i t11 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(59));
                __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(97));
                __m512i t13 = _mm512_min_epu32(t11, t12);
                __m512 t14 = _mm512_cvtepi32_ps(t13);
                _mm512_storeu_ps(&in[i][j_vec + 32L], t14);
                __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(40));
                __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(97));
                __m512i t17 = _mm512_min_epu32(t15, t16);
                __m512 t18 = _mm512_cvtepi32_ps(t17);
                _mm512_storeu_ps(&in[i][j_vec + 48L], t18);
                j_vec += 64L;
                __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(21));
                __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(97));
                __m512i t21 = _mm512_min_epu32(t19, t20);
                if (j_vec >= 128L) {
                    break;
                }
                t1 = (vcc_v16_int)t21;
            }
            j = 128;
        } else {
            j = 0;
        }
        for (; j < 128; j++) {
            in[i][j] = (float)((i * 31 + j * 17) % 97);
        }
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        in[r % 128L][r * 7L % 128L] = out[r * 3L % 128L][r * 5L % 128L];
    }
    (_mm256_zeroupper(), bench_print("stencil2d_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 65536UL))));
    return 0;
}
