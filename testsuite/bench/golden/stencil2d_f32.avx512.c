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

static __typeof__(in) in __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    for (int i = 1; i < 127; i++) {
        long j_vec = 0L;
        /* vcc: loop at stencil2d_f32.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            int t1 = (int)(1L + j_vec);
            long t2 = (long)i;
            long t3 = (long)t1;
            float (*t4)[128] = &in[t2];
            __m256 in_v = _mm256_loadu_ps(&(*t4)[t3]);
            __m256 in_v_1 = _mm256_loadu_ps(&in[i - 1][t3]);
            __m256 t5 = _mm256_add_ps(in_v, in_v_1);
            __m256 in_v_2 = _mm256_loadu_ps(&in[i + 1][t3]);
            __m256 t6 = _mm256_add_ps(t5, in_v_2);
            __m256 in_v_3 = _mm256_loadu_ps(&(*t4)[t1 - 1]);
            __m256 t7 = _mm256_add_ps(t6, in_v_3);
            __m256 in_v_4 = _mm256_loadu_ps(&(*t4)[t1 + 1]);
            __m256 t8 = _mm256_add_ps(t7, in_v_4);
            __m256 t9 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t8);
            _mm256_storeu_ps(&out[t2][t3], t9);
            int t10 = (int)(1L + (j_vec + 8L));
            long t11 = (long)i;
            long t12 = (long)t10;
            float (*t13)[128] = &in[t11];
            __m256 in_v_5 = _mm256_loadu_ps(&(*t13)[t12]);
            __m256 in_v_6 = _mm256_loadu_ps(&in[i - 1][t12]);
            __m256 t14 = _mm256_add_ps(in_v_5, in_v_6);
            __m256 in_v_7 = _mm256_loadu_ps(&in[i + 1][t12]);
            __m256 t15 = _mm256_add_ps(t14, in_v_7);
            __m256 in_v_8 = _mm256_loadu_ps(&(*t13)[t10 - 1]);
            __m256 t16 = _mm256_add_ps(t15, in_v_8);
            __m256 in_v_9 = _mm256_loadu_ps(&(*t13)[t10 + 1]);
            __m256 t17 = _mm256_add_ps(t16, in_v_9);
            __m256 t18 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t17);
            _mm256_storeu_ps(&out[t11][t12], t18);
            int t19 = (int)(1L + (j_vec + 16L));
            long t20 = (long)i;
            long t21 = (long)t19;
            float (*t22)[128] = &in[t20];
            __m256 in_v_10 = _mm256_loadu_ps(&(*t22)[t21]);
            __m256 in_v_11 = _mm256_loadu_ps(&in[i - 1][t21]);
            __m256 t23 = _mm256_add_ps(in_v_10, in_v_11);
            __m256 in_v_12 = _mm256_loadu_ps(&in[i + 1][t21]);
            __m256 t24 = _mm256_add_ps(t23, in_v_12);
            __m256 in_v_13 = _mm256_loadu_ps(&(*t22)[t19 - 1]);
            __m256 t25 = _mm256_add_ps(t24, in_v_13);
            __m256 in_v_14 = _mm256_loadu_ps(&(*t22)[t19 + 1]);
            __m256 t26 = _mm256_add_ps(t25, in_v_14);
            __m256 t27 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t26);
            _mm256_storeu_ps(&out[t20][t21], t27);
            int t28 = (int)(1L + (j_vec + 24L));
            long t29 = (long)i;
            long t30 = (long)t28;
            float (*t31)[128] = &in[t29];
            __m256 in_v_15 = _mm256_loadu_ps(&(*t31)[t30]);
            __m256 in_v_16 = _mm256_loadu_ps(&in[i - 1][t30]);
            __m256 t32 = _mm256_add_ps(in_v_15, in_v_16);
            __m256 in_v_17 = _mm256_loadu_ps(&in[i + 1][t30]);
            __m256 t33 = _mm256_add_ps(t32, in_v_17);
            __m256 in_v_18 = _mm256_loadu_ps(&(*t31)[t28 - 1]);
            __m256 t34 = _mm256_add_ps(t33, in_v_18);
            __m256 in_v_19 = _mm256_loadu_ps(&(*t31)[t28 + 1]);
            __m256 t35 = _mm256_add_ps(t34, in_v_19);
            __m256 t36 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t35);
            _mm256_storeu_ps(&out[t29][t30], t36);
            j_vec += 32L;
        } while (j_vec < 96L);
        long j_vec_1 = 0L;
        do {
            int t37 = (int)(97L + j_vec_1);
            long t38 = (long)i;
            long t39 = (long)t37;
            float (*t40)[128] = &in[t38];
            __m256 in_v_20 = _mm256_loadu_ps(&(*t40)[t39]);
            __m256 in_v_21 = _mm256_loadu_ps(&in[i - 1][t39]);
            __m256 t41 = _mm256_add_ps(in_v_20, in_v_21);
            __m256 in_v_22 = _mm256_loadu_ps(&in[i + 1][t39]);
            __m256 t42 = _mm256_add_ps(t41, in_v_22);
            __m256 in_v_23 = _mm256_loadu_ps(&(*t40)[t37 - 1]);
            __m256 t43 = _mm256_add_ps(t42, in_v_23);
            __m256 in_v_24 = _mm256_loadu_ps(&(*t40)[t37 + 1]);
            __m256 t44 = _mm256_add_ps(t43, in_v_24);
            __m256 t45 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t44);
            _mm256_storeu_ps(&out[t38][t39], t45);
            j_vec_1 += 8L;
        } while (j_vec_1 < 24L);
        __m256i t46 = _mm256_set1_epi32(6);
        __m256i t47 = _mm256_cmpgt_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t48 = (long)i;
        float (*t49)[128] = &in[t48];
        __m256 in_v_25 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t47), &(*t49)[121]);
        __m256 in_v_26 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t47), &in[i - 1][121]);
        __m256 t50 = _mm256_add_ps(in_v_25, in_v_26);
        __m256 in_v_27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t47), &in[i + 1][121]);
        __m256 t51 = _mm256_add_ps(t50, in_v_27);
        __m256 in_v_28 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t47), &(*t49)[120]);
        __m256 t52 = _mm256_add_ps(t51, in_v_28);
        __m256 in_v_29 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t47), &(*t49)[122]);
        __m256 t53 = _mm256_add_ps(t52, in_v_29);
        __m256 t54 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t53);
        _mm256_mask_storeu_ps(&out[t48][121], _mm256_movepi32_mask(t47), t54);
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
            __m256i t5 = t4;
            __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(97));
            __m256i t7 = _mm256_min_epu32(t5, t6);
            __m256i t1 = t7;
            long j_vec = 0L;
            /* vcc: loop at stencil2d_f32.c:24 vectorized: VF 8, UF 4, the remainder at 25:31 by 97 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m256 t8 = _mm256_cvtepi32_ps(t1);
                _mm256_storeu_ps(&in[i][(int)j_vec], t8);
                __m256i t9 = _mm256_add_epi32(t1, _mm256_set1_epi32(39));
                __m256i t10 = t9;
                __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(97));
                __m256i t12 = _mm256_min_epu32(t10, t11);
                __m256i t13 = t12;
                __m256 t14 = _mm256_cvtepi32_ps(t13);
                _mm256_storeu_ps(&in[i][(int)(j_vec + 8L)], t14);
                __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(78));
                __m256i t16 = t15;
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(97));
                __m256i t18 = _mm256_min_epu32(t16, t17);
                __m256i t19 = t18;
                __m256 t20 = _mm256_cvtepi32_ps(t19);
                _mm256_storeu_ps(&in[i][(int)(j_vec + 16L)], t20);
                __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(20));
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(97));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256i t25 = t24;
                __m256 t26 = _mm256_cvtepi32_ps(t25);
                _mm256_storeu_ps(&in[i][(int)(j_vec + 24L)], t26);
                j_vec += 32L;
                __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(59));
                __m256i t28 = t27;
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(97));
                __m256i t30 = _mm256_min_epu32(t28, t29);
                __m256i t31 = t30;
                if (j_vec >= 128L) {
                    break;
                }
                t1 = t31;
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
