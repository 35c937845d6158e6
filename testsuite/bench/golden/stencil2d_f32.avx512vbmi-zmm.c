/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    for (int i = 1; i < 127; i++) {
        long t1 = 0L;
        do {
            int t2 = (int)(1L + t1);
            long t3 = (long)i;
            long t4 = (long)t2;
            float (*t5)[128] = &in[t3];
            __m512 t6 = _mm512_loadu_ps(&(*t5)[t4]);
            __m512 t7 = _mm512_loadu_ps(&in[i - 1][t4]);
            __m512 t8 = _mm512_add_ps(t6, t7);
            __m512 t9 = _mm512_loadu_ps(&in[i + 1][t4]);
            __m512 t10 = _mm512_add_ps(t8, t9);
            __m512 t11 = _mm512_loadu_ps(&(*t5)[t2 - 1]);
            __m512 t12 = _mm512_add_ps(t10, t11);
            __m512 t13 = _mm512_loadu_ps(&(*t5)[t2 + 1]);
            __m512 t14 = _mm512_add_ps(t12, t13);
            __m512 t15 = _mm512_mul_ps(_mm512_set1_ps(0.2f), t14);
            _mm512_storeu_ps(&out[t3][t4], t15);
            t1 += 16L;
        } while (t1 < 112L);
        __m512i t16 = _mm512_set1_epi32(14);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)i;
        float (*t19)[128] = &in[t18];
        __m512 t20 = _mm512_maskz_loadu_ps(t17, &(*t19)[113]);
        __m512 t21 = _mm512_maskz_loadu_ps(t17, &in[i - 1][113]);
        __m512 t22 = _mm512_add_ps(t20, t21);
        __m512 t23 = _mm512_maskz_loadu_ps(t17, &in[i + 1][113]);
        __m512 t24 = _mm512_add_ps(t22, t23);
        __m512 t25 = _mm512_maskz_loadu_ps(t17, &(*t19)[112]);
        __m512 t26 = _mm512_add_ps(t24, t25);
        __m512 t27 = _mm512_maskz_loadu_ps(t17, &(*t19)[114]);
        __m512 t28 = _mm512_add_ps(t26, t27);
        __m512 t29 = _mm512_mul_ps(_mm512_set1_ps(0.2f), t28);
        _mm512_mask_storeu_ps(&out[t18][113], t17, t29);
        int j = 127;
        while (j < 127) {
            long t30 = (long)i;
            long t31 = (long)j;
            float (*t32)[128] = &in[t30];
            int t33 = j + 1;
            out[t30][t31] = 0.2f * ((*t32)[t31] + in[i - 1][t31] + in[i + 1][t31] + (*t32)[j - 1] + (*t32)[t33]);
            j = t33;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int j;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    for (int i = 0; i < 128; i++) {
        int t3 = (int)(unsigned int)(int)((unsigned int)i * 31U);
        if (1 & (t3 >= 0)) {
            __m512i t4 = _mm512_set1_epi32((int)(t3 % 97));
            __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22, 39, 56, 73, 90, 10, 27, 44, 61));
            __m512i t6 = t5;
            __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(97));
            __m512i t8 = _mm512_min_epu32(t6, t7);
            __m512i t1 = t8;
            long t2 = 0L;
            for (;;) {
                __m512 t9 = _mm512_cvtepi32_ps(t1);
                _mm512_storeu_ps(&in[i][(int)t2], t9);
                __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(78));
                __m512i t11 = t10;
                __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(97));
                __m512i t13 = _mm512_min_epu32(t11, t12);
                __m512i t14 = t13;
                __m512 t15 = _mm512_cvtepi32_ps(t14);
                _mm512_storeu_ps(&in[i][(int)(t2 + 16L)], t15);
                __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(59));
                __m512i t17 = t16;
                __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(97));
                __m512i t19 = _mm512_min_epu32(t17, t18);
                __m512i t20 = t19;
                __m512 t21 = _mm512_cvtepi32_ps(t20);
                _mm512_storeu_ps(&in[i][(int)(t2 + 32L)], t21);
                __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(40));
                __m512i t23 = t22;
                __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(97));
                __m512i t25 = _mm512_min_epu32(t23, t24);
                __m512i t26 = t25;
                __m512 t27 = _mm512_cvtepi32_ps(t26);
                _mm512_storeu_ps(&in[i][(int)(t2 + 48L)], t27);
                t2 += 64L;
                __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(21));
                __m512i t29 = t28;
                __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(97));
                __m512i t31 = _mm512_min_epu32(t29, t30);
                __m512i t32 = t31;
                if (t2 >= 128L) {
                    break;
                }
                t1 = t32;
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
