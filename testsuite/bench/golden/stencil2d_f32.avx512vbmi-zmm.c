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
    long t1;
    int i;
    long t2;
    int t3;
    long t4;
    long t5;
    float (*t6)[128];
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    long t21;
    int t22;
    long t23;
    long t24;
    float (*t25)[128];
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    int j;
    long t36;
    long t37;
    float (*t38)[128];
    int t39;
    for (i = 1; i < 127; i++) {
        if (126L >= 16L) {
            t2 = 126L & -16L;
            t1 = 0L;
            do {
                t3 = (int)((long)1 + t1);
                t4 = (long)i;
                t5 = (long)t3;
                t6 = &in[t4];
                t7 = _mm512_loadu_ps(&(*t6)[t5]);
                t8 = _mm512_loadu_ps(&in[i - 1][t5]);
                t9 = _mm512_add_ps(t7, t8);
                t10 = _mm512_loadu_ps(&in[i + 1][t5]);
                t11 = _mm512_add_ps(t9, t10);
                t12 = _mm512_loadu_ps(&(*t6)[t3 - 1]);
                t13 = _mm512_add_ps(t11, t12);
                t14 = _mm512_loadu_ps(&(*t6)[t3 + 1]);
                t15 = _mm512_add_ps(t13, t14);
                t16 = _mm512_mul_ps(_mm512_set1_ps(0.2f), t15);
                _mm512_storeu_ps(&out[t4][t5], t16);
                t1 += 16L;
            } while (t1 < t2);
            t17 = (int)((long)1 + t2);
        } else {
            t17 = 1;
        }
        t18 = (long)t17 * -1L + 127L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            t19 = _mm512_set1_epi32((int)(int)t18);
            t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            t21 = 0L;
            t22 = (int)((long)t17 + t21);
            t23 = (long)i;
            t24 = (long)t22;
            t25 = &in[t23];
            t26 = _mm512_maskz_loadu_ps(t20, &(*t25)[t24]);
            t27 = _mm512_maskz_loadu_ps(t20, &in[i - 1][t24]);
            t28 = _mm512_add_ps(t26, t27);
            t29 = _mm512_maskz_loadu_ps(t20, &in[i + 1][t24]);
            t30 = _mm512_add_ps(t28, t29);
            t31 = _mm512_maskz_loadu_ps(t20, &(*t25)[t22 - 1]);
            t32 = _mm512_add_ps(t30, t31);
            t33 = _mm512_maskz_loadu_ps(t20, &(*t25)[t22 + 1]);
            t34 = _mm512_add_ps(t32, t33);
            t35 = _mm512_mul_ps(_mm512_set1_ps(0.2f), t34);
            _mm512_mask_storeu_ps(&out[t23][t24], t20, t35);
            j = (int)((long)t17 + t18);
        } else {
            j = t17;
        }
        for (; j < 127; j = t39) {
            t36 = (long)i;
            t37 = (long)j;
            t38 = &in[t36];
            t39 = j + 1;
            out[t36][t37] = 0.2f * ((*t38)[t37] + in[i - 1][t37] + in[i + 1][t37] + (*t38)[j - 1] + (*t38)[t39]);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    int i;
    int t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512 t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512 t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512 t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512 t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    int j;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    for (i = 0; i < 128; i++) {
        t3 = (int)((unsigned int)(int)((unsigned int)i * (unsigned int)31) + (unsigned int)(int)((unsigned int)0 * (unsigned int)17));
        if ((128L >= 64L) & (t3 >= 0)) {
            t4 = 128L & -64L;
            t5 = _mm512_set1_epi32((int)(t3 % 97));
            t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22, 39, 56, 73, 90, 10, 27, 44, 61));
            t7 = t6;
            t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32((int)97));
            t9 = _mm512_min_epu32(t7, t8);
            t1 = t9;
            t2 = 0L;
            for (;;) {
                t10 = _mm512_cvtepi32_ps(t1);
                _mm512_storeu_ps(&in[i][(int)((long)0 + t2)], t10);
                t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)78));
                t12 = t11;
                t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)97));
                t14 = _mm512_min_epu32(t12, t13);
                t15 = t14;
                t16 = _mm512_cvtepi32_ps(t15);
                _mm512_storeu_ps(&in[i][(int)((long)0 + (t2 + 16L))], t16);
                t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)59));
                t18 = t17;
                t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)97));
                t20 = _mm512_min_epu32(t18, t19);
                t21 = t20;
                t22 = _mm512_cvtepi32_ps(t21);
                _mm512_storeu_ps(&in[i][(int)((long)0 + (t2 + 32L))], t22);
                t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)40));
                t24 = t23;
                t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)97));
                t26 = _mm512_min_epu32(t24, t25);
                t27 = t26;
                t28 = _mm512_cvtepi32_ps(t27);
                _mm512_storeu_ps(&in[i][(int)((long)0 + (t2 + 48L))], t28);
                t2 += 64L;
                t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)21));
                t30 = t29;
                t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)97));
                t32 = _mm512_min_epu32(t30, t31);
                t33 = t32;
                if (t2 >= t4) {
                    break;
                }
                t1 = t33;
            }
            j = (int)((long)0 + t4);
        } else {
            j = 0;
        }
        for (; j < 128; j++) {
            in[i][j] = (float)((i * 31 + j * 17) % 97);
        }
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        in[r % 128L][r * 7L % 128L] = out[r * 3L % 128L][r * 5L % 128L];
    }
    (_mm256_zeroupper(), bench_print("stencil2d_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 65536UL))));
    return 0;
}
