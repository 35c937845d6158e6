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
        long t1 = 0L;
        do {
            int t3 = (int)(1L + t1);
            long t4 = (long)i;
            long t5 = (long)t3;
            float (*t6)[128] = &in[t4];
            __m256 t7 = _mm256_loadu_ps(&(*t6)[t5]);
            __m256 t8 = _mm256_loadu_ps(&in[i - 1][t5]);
            __m256 t9 = _mm256_add_ps(t7, t8);
            __m256 t10 = _mm256_loadu_ps(&in[i + 1][t5]);
            __m256 t11 = _mm256_add_ps(t9, t10);
            __m256 t12 = _mm256_loadu_ps(&(*t6)[t3 - 1]);
            __m256 t13 = _mm256_add_ps(t11, t12);
            __m256 t14 = _mm256_loadu_ps(&(*t6)[t3 + 1]);
            __m256 t15 = _mm256_add_ps(t13, t14);
            __m256 t16 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t15);
            _mm256_storeu_ps(&out[t4][t5], t16);
            int t17 = (int)(1L + (t1 + 8L));
            long t18 = (long)i;
            long t19 = (long)t17;
            float (*t20)[128] = &in[t18];
            __m256 t21 = _mm256_loadu_ps(&(*t20)[t19]);
            __m256 t22 = _mm256_loadu_ps(&in[i - 1][t19]);
            __m256 t23 = _mm256_add_ps(t21, t22);
            __m256 t24 = _mm256_loadu_ps(&in[i + 1][t19]);
            __m256 t25 = _mm256_add_ps(t23, t24);
            __m256 t26 = _mm256_loadu_ps(&(*t20)[t17 - 1]);
            __m256 t27 = _mm256_add_ps(t25, t26);
            __m256 t28 = _mm256_loadu_ps(&(*t20)[t17 + 1]);
            __m256 t29 = _mm256_add_ps(t27, t28);
            __m256 t30 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t29);
            _mm256_storeu_ps(&out[t18][t19], t30);
            int t31 = (int)(1L + (t1 + 16L));
            long t32 = (long)i;
            long t33 = (long)t31;
            float (*t34)[128] = &in[t32];
            __m256 t35 = _mm256_loadu_ps(&(*t34)[t33]);
            __m256 t36 = _mm256_loadu_ps(&in[i - 1][t33]);
            __m256 t37 = _mm256_add_ps(t35, t36);
            __m256 t38 = _mm256_loadu_ps(&in[i + 1][t33]);
            __m256 t39 = _mm256_add_ps(t37, t38);
            __m256 t40 = _mm256_loadu_ps(&(*t34)[t31 - 1]);
            __m256 t41 = _mm256_add_ps(t39, t40);
            __m256 t42 = _mm256_loadu_ps(&(*t34)[t31 + 1]);
            __m256 t43 = _mm256_add_ps(t41, t42);
            __m256 t44 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t43);
            _mm256_storeu_ps(&out[t32][t33], t44);
            int t45 = (int)(1L + (t1 + 24L));
            long t46 = (long)i;
            long t47 = (long)t45;
            float (*t48)[128] = &in[t46];
            __m256 t49 = _mm256_loadu_ps(&(*t48)[t47]);
            __m256 t50 = _mm256_loadu_ps(&in[i - 1][t47]);
            __m256 t51 = _mm256_add_ps(t49, t50);
            __m256 t52 = _mm256_loadu_ps(&in[i + 1][t47]);
            __m256 t53 = _mm256_add_ps(t51, t52);
            __m256 t54 = _mm256_loadu_ps(&(*t48)[t45 - 1]);
            __m256 t55 = _mm256_add_ps(t53, t54);
            __m256 t56 = _mm256_loadu_ps(&(*t48)[t45 + 1]);
            __m256 t57 = _mm256_add_ps(t55, t56);
            __m256 t58 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t57);
            _mm256_storeu_ps(&out[t46][t47], t58);
            t1 += 32L;
        } while (t1 < 96L);
        long t2 = 0L;
        do {
            int t59 = (int)(97L + t2);
            long t60 = (long)i;
            long t61 = (long)t59;
            float (*t62)[128] = &in[t60];
            __m256 t63 = _mm256_loadu_ps(&(*t62)[t61]);
            __m256 t64 = _mm256_loadu_ps(&in[i - 1][t61]);
            __m256 t65 = _mm256_add_ps(t63, t64);
            __m256 t66 = _mm256_loadu_ps(&in[i + 1][t61]);
            __m256 t67 = _mm256_add_ps(t65, t66);
            __m256 t68 = _mm256_loadu_ps(&(*t62)[t59 - 1]);
            __m256 t69 = _mm256_add_ps(t67, t68);
            __m256 t70 = _mm256_loadu_ps(&(*t62)[t59 + 1]);
            __m256 t71 = _mm256_add_ps(t69, t70);
            __m256 t72 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t71);
            _mm256_storeu_ps(&out[t60][t61], t72);
            t2 += 8L;
        } while (t2 < 24L);
        __m256i t73 = _mm256_set1_epi32(6);
        __m256i t74 = _mm256_cmpgt_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t75 = (long)i;
        float (*t76)[128] = &in[t75];
        __m256 t77 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), &(*t76)[121]);
        __m256 t78 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), &in[i - 1][121]);
        __m256 t79 = _mm256_add_ps(t77, t78);
        __m256 t80 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), &in[i + 1][121]);
        __m256 t81 = _mm256_add_ps(t79, t80);
        __m256 t82 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), &(*t76)[120]);
        __m256 t83 = _mm256_add_ps(t81, t82);
        __m256 t84 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), &(*t76)[122]);
        __m256 t85 = _mm256_add_ps(t83, t84);
        __m256 t86 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t85);
        _mm256_mask_storeu_ps(&out[t75][121], _mm256_movepi32_mask(t74), t86);
        int j = 127;
        while (j < 127) {
            long t87 = (long)i;
            long t88 = (long)j;
            float (*t89)[128] = &in[t87];
            int t90 = j + 1;
            out[t87][t88] = 0.2f * ((*t89)[t88] + in[i - 1][t88] + in[i + 1][t88] + (*t89)[j - 1] + (*t89)[t90]);
            j = t90;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int j;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    for (int i = 0; i < 128; i++) {
        int t3 = (int)(unsigned int)(int)((unsigned int)i * 31U);
        if (1 & (t3 >= 0)) {
            __m256i t4 = _mm256_set1_epi32((int)(t3 % 97));
            __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22));
            __m256i t6 = t5;
            __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(97));
            __m256i t8 = _mm256_min_epu32(t6, t7);
            __m256i t1 = t8;
            long t2 = 0L;
            for (;;) {
                __m256 t9 = _mm256_cvtepi32_ps(t1);
                _mm256_storeu_ps(&in[i][(int)t2], t9);
                __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(39));
                __m256i t11 = t10;
                __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(97));
                __m256i t13 = _mm256_min_epu32(t11, t12);
                __m256i t14 = t13;
                __m256 t15 = _mm256_cvtepi32_ps(t14);
                _mm256_storeu_ps(&in[i][(int)(t2 + 8L)], t15);
                __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(78));
                __m256i t17 = t16;
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(97));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256i t20 = t19;
                __m256 t21 = _mm256_cvtepi32_ps(t20);
                _mm256_storeu_ps(&in[i][(int)(t2 + 16L)], t21);
                __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(20));
                __m256i t23 = t22;
                __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(97));
                __m256i t25 = _mm256_min_epu32(t23, t24);
                __m256i t26 = t25;
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                _mm256_storeu_ps(&in[i][(int)(t2 + 24L)], t27);
                t2 += 32L;
                __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(59));
                __m256i t29 = t28;
                __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(97));
                __m256i t31 = _mm256_min_epu32(t29, t30);
                __m256i t32 = t31;
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
