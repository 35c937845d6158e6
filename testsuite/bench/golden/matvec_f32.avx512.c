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

/* matvec_f32: y += A * x, column by column: y[i] += A[j][i] * x[j] (inner loop over rows, so
   no reduction). Products are exact, so FMA contraction does not change the bits.
   needs: consecutive f32 loads/stores, splat of x[j], nested loops (inner vectorized) */
#include "bench.h"
#ifndef REPS
#define REPS 60000
#endif
#define N 256

static float A[N][N], x[N], y[N];

static __typeof__(A) A __attribute__((aligned(32)));
static __typeof__(y) y __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    int t3;
    int j_1;
    int j = 0;
    for (;; j = t3 + 1) {
        if (j >= 256) {
            j_1 = j;
            break;
        }
        t3 = j + 1;
        if (t3 >= 256) {
            j_1 = j;
            break;
        }
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            float *t5 = &y[t4];
            __m256 t6 = _mm256_loadu_ps(t5);
            long t7 = (long)j;
            __m256 t8 = _mm256_loadu_ps(&A[t7][t4]);
            __m256 t9 = _mm256_set1_ps(x[t7]);
            __m256 t10 = _mm256_mul_ps(t8, t9);
            __m256 t11 = _mm256_add_ps(t6, t10);
            long t12 = (long)t3;
            __m256 t13 = _mm256_loadu_ps(&A[t12][t4]);
            __m256 t14 = _mm256_set1_ps(x[t12]);
            __m256 t15 = _mm256_mul_ps(t13, t14);
            __m256 t16 = _mm256_add_ps(t11, t15);
            _mm256_storeu_ps(t5, t16);
            long t17 = (long)(int)(t1 + 8L);
            float *t18 = &y[t17];
            __m256 t19 = _mm256_loadu_ps(t18);
            long t20 = (long)j;
            __m256 t21 = _mm256_loadu_ps(&A[t20][t17]);
            __m256 t22 = _mm256_set1_ps(x[t20]);
            __m256 t23 = _mm256_mul_ps(t21, t22);
            __m256 t24 = _mm256_add_ps(t19, t23);
            long t25 = (long)t3;
            __m256 t26 = _mm256_loadu_ps(&A[t25][t17]);
            __m256 t27 = _mm256_set1_ps(x[t25]);
            __m256 t28 = _mm256_mul_ps(t26, t27);
            __m256 t29 = _mm256_add_ps(t24, t28);
            _mm256_storeu_ps(t18, t29);
            long t30 = (long)(int)(t1 + 16L);
            float *t31 = &y[t30];
            __m256 t32 = _mm256_loadu_ps(t31);
            long t33 = (long)j;
            __m256 t34 = _mm256_loadu_ps(&A[t33][t30]);
            __m256 t35 = _mm256_set1_ps(x[t33]);
            __m256 t36 = _mm256_mul_ps(t34, t35);
            __m256 t37 = _mm256_add_ps(t32, t36);
            long t38 = (long)t3;
            __m256 t39 = _mm256_loadu_ps(&A[t38][t30]);
            __m256 t40 = _mm256_set1_ps(x[t38]);
            __m256 t41 = _mm256_mul_ps(t39, t40);
            __m256 t42 = _mm256_add_ps(t37, t41);
            _mm256_storeu_ps(t31, t42);
            long t43 = (long)(int)(t1 + 24L);
            float *t44 = &y[t43];
            __m256 t45 = _mm256_loadu_ps(t44);
            long t46 = (long)j;
            __m256 t47 = _mm256_loadu_ps(&A[t46][t43]);
            __m256 t48 = _mm256_set1_ps(x[t46]);
            __m256 t49 = _mm256_mul_ps(t47, t48);
            __m256 t50 = _mm256_add_ps(t45, t49);
            long t51 = (long)t3;
            __m256 t52 = _mm256_loadu_ps(&A[t51][t43]);
            __m256 t53 = _mm256_set1_ps(x[t51]);
            __m256 t54 = _mm256_mul_ps(t52, t53);
            __m256 t55 = _mm256_add_ps(t50, t54);
            _mm256_storeu_ps(t44, t55);
            t1 += 32L;
        } while (t1 < 256L);
        for (int i = 256; i < 256; i++) {
            long t56 = (long)i;
            float *t57 = &y[t56];
            long t58 = (long)j;
            float t59 = *t57 + A[t58][t56] * x[t58];
            long t60 = (long)t3;
            *t57 = t59 + A[t60][t56] * x[t60];
        }
    }
    for (; j_1 < 256; j_1++) {
        long t2 = 0L;
        do {
            long t61 = (long)(int)t2;
            float *t62 = &y[t61];
            __m256 t63 = _mm256_loadu_ps(t62);
            long t64 = (long)j_1;
            __m256 t65 = _mm256_loadu_ps(&A[t64][t61]);
            __m256 t66 = _mm256_set1_ps(x[t64]);
            __m256 t67 = _mm256_mul_ps(t65, t66);
            __m256 t68 = _mm256_add_ps(t63, t67);
            _mm256_storeu_ps(t62, t68);
            long t69 = (long)(int)(t2 + 8L);
            float *t70 = &y[t69];
            __m256 t71 = _mm256_loadu_ps(t70);
            long t72 = (long)j_1;
            __m256 t73 = _mm256_loadu_ps(&A[t72][t69]);
            __m256 t74 = _mm256_set1_ps(x[t72]);
            __m256 t75 = _mm256_mul_ps(t73, t74);
            __m256 t76 = _mm256_add_ps(t71, t75);
            _mm256_storeu_ps(t70, t76);
            long t77 = (long)(int)(t2 + 16L);
            float *t78 = &y[t77];
            __m256 t79 = _mm256_loadu_ps(t78);
            long t80 = (long)j_1;
            __m256 t81 = _mm256_loadu_ps(&A[t80][t77]);
            __m256 t82 = _mm256_set1_ps(x[t80]);
            __m256 t83 = _mm256_mul_ps(t81, t82);
            __m256 t84 = _mm256_add_ps(t79, t83);
            _mm256_storeu_ps(t78, t84);
            long t85 = (long)(int)(t2 + 24L);
            float *t86 = &y[t85];
            __m256 t87 = _mm256_loadu_ps(t86);
            long t88 = (long)j_1;
            __m256 t89 = _mm256_loadu_ps(&A[t88][t85]);
            __m256 t90 = _mm256_set1_ps(x[t88]);
            __m256 t91 = _mm256_mul_ps(t89, t90);
            __m256 t92 = _mm256_add_ps(t87, t91);
            _mm256_storeu_ps(t86, t92);
            t2 += 32L;
        } while (t2 < 256L);
        for (int i_1 = 256; i_1 < 256; i_1++) {
            long t93 = (long)i_1;
            float *t94 = &y[t93];
            long t95 = (long)j_1;
            *t94 = *t94 + A[t95][t93] * x[t95];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 60000L));
    for (int j = 0; j < 256; j++) {
        long t3 = (long)j;
        x[t3] = (float)(j % 9 - 4) * 0.5f;
        int t4 = (int)(unsigned int)(int)((unsigned int)j * 5U);
        if (1 & (t4 >= 0)) {
            __m256i t5 = _mm256_set1_epi32((int)(t4 % 33));
            __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21));
            __m256i t7 = t6;
            __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(33));
            __m256i t9 = _mm256_min_epu32(t7, t8);
            __m256i t1 = t9;
            long t2 = 0L;
            for (;;) {
                __m256i t10 = _mm256_sub_epi32(t1, _mm256_set1_epi32(16));
                __m256 t11 = _mm256_cvtepi32_ps(t10);
                __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t3][(int)t2], t12);
                __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
                __m256i t14 = t13;
                __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(33));
                __m256i t16 = _mm256_min_epu32(t14, t15);
                __m256i t17 = t16;
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(16));
                __m256 t19 = _mm256_cvtepi32_ps(t18);
                __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t3][(int)(t2 + 8L)], t20);
                __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(15));
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(33));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256i t25 = t24;
                __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(16));
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t3][(int)(t2 + 16L)], t28);
                __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
                __m256i t30 = t29;
                __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(33));
                __m256i t32 = _mm256_min_epu32(t30, t31);
                __m256i t33 = t32;
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(16));
                __m256 t35 = _mm256_cvtepi32_ps(t34);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t3][(int)(t2 + 24L)], t36);
                t2 += 32L;
                __m256i t37 = _mm256_add_epi32(t1, _mm256_set1_epi32(30));
                __m256i t38 = t37;
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(33));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                __m256i t41 = t40;
                if (t2 >= 256L) {
                    break;
                }
                t1 = t41;
            }
            i = 256;
        } else {
            i = 0;
        }
        for (; i < 256; i++) {
            A[t3][i] = (float)((i * 3 + j * 5) % 33 - 16) * 0.125f;
        }
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t42 = &x[r % 256L];
        *t42 = -*t42;
    }
    (_mm256_zeroupper(), bench_print("matvec_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 1024UL))));
    return 0;
}
