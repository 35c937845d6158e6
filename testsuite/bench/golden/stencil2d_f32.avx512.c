/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

static __typeof__(in) in __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
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
        /* vcc: loop at stencil2d_f32.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t1 = 1L + j_vec;
            int t2 = (int)t1;
            long t3 = (long)i;
            t4 = &out[t3];
            t5 = &in[t3];
            __m256 in_v = _mm256_loadu_ps(&(*t5)[t1]);
            t6 = &in[i - 1];
            __m256 in_v_1 = _mm256_loadu_ps(&(*t6)[t1]);
            __m256 t7 = _mm256_add_ps(in_v, in_v_1);
            t8 = i + 1;
            t9 = &in[t8];
            __m256 in_v_2 = _mm256_loadu_ps(&(*t9)[t1]);
            __m256 t10 = _mm256_add_ps(t7, in_v_2);
            __m256 in_v_3 = _mm256_loadu_ps(&(*t5)[t2 - 1]);
            __m256 t11 = _mm256_add_ps(t10, in_v_3);
            __m256 in_v_4 = _mm256_loadu_ps(&(*t5)[t2 + 1]);
            __m256 t12 = _mm256_add_ps(t11, in_v_4);
            __m256 t13 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t12);
            _mm256_storeu_ps(&(*t4)[t1], t13);
            long t14 = 1L + (j_vec + 8L);
            int t15 = (int)t14;
            __m256 in_v_5 = _mm256_loadu_ps(&(*t5)[t14]);
            __m256 in_v_6 = _mm256_loadu_ps(&(*t6)[t14]);
            __m256 t16 = _mm256_add_ps(in_v_5, in_v_6);
            __m256 in_v_7 = _mm256_loadu_ps(&(*t9)[t14]);
            __m256 t17 = _mm256_add_ps(t16, in_v_7);
            __m256 in_v_8 = _mm256_loadu_ps(&(*t5)[t15 - 1]);
            __m256 t18 = _mm256_add_ps(t17, in_v_8);
            __m256 in_v_9 = _mm256_loadu_ps(&(*t5)[t15 + 1]);
            __m256 t19 = _mm256_add_ps(t18, in_v_9);
            __m256 t20 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t19);
            _mm256_storeu_ps(&(*t4)[t14], t20);
            long t21 = 1L + (j_vec + 16L);
            int t22 = (int)t21;
            __m256 in_v_10 = _mm256_loadu_ps(&(*t5)[t21]);
            __m256 in_v_11 = _mm256_loadu_ps(&(*t6)[t21]);
            __m256 t23 = _mm256_add_ps(in_v_10, in_v_11);
            __m256 in_v_12 = _mm256_loadu_ps(&(*t9)[t21]);
            __m256 t24 = _mm256_add_ps(t23, in_v_12);
            __m256 in_v_13 = _mm256_loadu_ps(&(*t5)[t22 - 1]);
            __m256 t25 = _mm256_add_ps(t24, in_v_13);
            __m256 in_v_14 = _mm256_loadu_ps(&(*t5)[t22 + 1]);
            __m256 t26 = _mm256_add_ps(t25, in_v_14);
            __m256 t27 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t26);
            _mm256_storeu_ps(&(*t4)[t21], t27);
            long t28 = 1L + (j_vec + 24L);
            int t29 = (int)t28;
            __m256 in_v_15 = _mm256_loadu_ps(&(*t5)[t28]);
            __m256 in_v_16 = _mm256_loadu_ps(&(*t6)[t28]);
            __m256 t30 = _mm256_add_ps(in_v_15, in_v_16);
            __m256 in_v_17 = _mm256_loadu_ps(&(*t9)[t28]);
            __m256 t31 = _mm256_add_ps(t30, in_v_17);
            __m256 in_v_18 = _mm256_loadu_ps(&(*t5)[t29 - 1]);
            __m256 t32 = _mm256_add_ps(t31, in_v_18);
            __m256 in_v_19 = _mm256_loadu_ps(&(*t5)[t29 + 1]);
            __m256 t33 = _mm256_add_ps(t32, in_v_19);
            __m256 t34 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t33);
            _mm256_storeu_ps(&(*t4)[t28], t34);
            j_vec += 32L;
        } while (j_vec < 96L);
        long j_vec_1 = 0L;
        /* vcc: loop at stencil2d_f32.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t35 = 97L + j_vec_1;
            int t36 = (int)t35;
            __m256 in_v_20 = _mm256_loadu_ps(&(*t5)[t35]);
            __m256 in_v_21 = _mm256_loadu_ps(&(*t6)[t35]);
            __m256 t37 = _mm256_add_ps(in_v_20, in_v_21);
            __m256 in_v_22 = _mm256_loadu_ps(&(*t9)[t35]);
            __m256 t38 = _mm256_add_ps(t37, in_v_22);
            __m256 in_v_23 = _mm256_loadu_ps(&(*t5)[t36 - 1]);
            __m256 t39 = _mm256_add_ps(t38, in_v_23);
            __m256 in_v_24 = _mm256_loadu_ps(&(*t5)[t36 + 1]);
            __m256 t40 = _mm256_add_ps(t39, in_v_24);
            __m256 t41 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t40);
            _mm256_storeu_ps(&(*t4)[t35], t41);
            j_vec_1 += 8L;
        } while (j_vec_1 < 24L);
        __m256i t42 = _mm256_set1_epi32(6);
        __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 in_v_25 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), &(*t5)[121]);
        __m256 in_v_26 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), &(*t6)[121]);
        __m256 t44 = _mm256_add_ps(in_v_25, in_v_26);
        __m256 in_v_27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), &(*t9)[121]);
        __m256 t45 = _mm256_add_ps(t44, in_v_27);
        __m256 in_v_28 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), &(*t5)[120]);
        __m256 t46 = _mm256_add_ps(t45, in_v_28);
        __m256 in_v_29 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), &(*t5)[122]);
        __m256 t47 = _mm256_add_ps(t46, in_v_29);
        __m256 t48 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t47);
        _mm256_mask_storeu_ps(&(*t4)[121], _mm256_movepi32_mask(t43), t48);
        i = t8;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int j;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    for (int i = 0; i < 128; i++) {
        int t2 = (int)(unsigned int)(int)((unsigned int)i * 31U);
        if (1 & (t2 >= 0)) {
            __m256i t3 = _mm256_set1_epi32((int)(t2 % 97));
            __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22));
            __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(97));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
            long j_vec = 0L;
            /* vcc: loop at stencil2d_f32.c:24 vectorized: VF 8, UF 4, the remainder at 25:31 by 97 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m256 t6 = _mm256_cvtepi32_ps((__m256i)t1);
                _mm256_storeu_ps(&in[i][j_vec], t6);
                __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(39));
                __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(97));
                __m256i t9 = _mm256_min_epu32(t7, t8);
                __m256 t10 = _mm256_cvtepi32_ps(t9);
                _mm256_storeu_ps(&in[i][j_vec + 8L], t10);
                __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(78));
                __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(97));
                __m256i t13 = _mm256_min_epu32(t11, t12);
                __m256 t14 = _mm256_cvtepi32_ps(t13);
                _mm256_storeu_ps(&in[i][j_vec + 16L], t14);
                __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(20));
                __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(97));
                __m256i t17 = _mm256_min_epu32(t15, t16);
                __m256 t18 = _mm256_cvtepi32_ps(t17);
                _mm256_storeu_ps(&in[i][j_vec + 24L], t18);
                j_vec += 32L;
                __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(59));
                __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(97));
                __m256i t21 = _mm256_min_epu32(t19, t20);
                if (j_vec >= 128L) {
                    break;
                }
                t1 = (vcc_v8_int)t21;
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
