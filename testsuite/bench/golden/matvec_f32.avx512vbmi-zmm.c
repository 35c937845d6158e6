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

static __typeof__(A) A __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
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
            __m512 t6 = _mm512_loadu_ps(t5);
            long t7 = (long)j;
            __m512 t8 = _mm512_loadu_ps(&A[t7][t4]);
            __m512 t9 = _mm512_set1_ps(x[t7]);
            __m512 t10 = _mm512_mul_ps(t8, t9);
            __m512 t11 = _mm512_add_ps(t6, t10);
            long t12 = (long)t3;
            __m512 t13 = _mm512_loadu_ps(&A[t12][t4]);
            __m512 t14 = _mm512_set1_ps(x[t12]);
            __m512 t15 = _mm512_mul_ps(t13, t14);
            __m512 t16 = _mm512_add_ps(t11, t15);
            _mm512_storeu_ps(t5, t16);
            long t17 = (long)(int)(t1 + 16L);
            float *t18 = &y[t17];
            __m512 t19 = _mm512_loadu_ps(t18);
            long t20 = (long)j;
            __m512 t21 = _mm512_loadu_ps(&A[t20][t17]);
            __m512 t22 = _mm512_set1_ps(x[t20]);
            __m512 t23 = _mm512_mul_ps(t21, t22);
            __m512 t24 = _mm512_add_ps(t19, t23);
            long t25 = (long)t3;
            __m512 t26 = _mm512_loadu_ps(&A[t25][t17]);
            __m512 t27 = _mm512_set1_ps(x[t25]);
            __m512 t28 = _mm512_mul_ps(t26, t27);
            __m512 t29 = _mm512_add_ps(t24, t28);
            _mm512_storeu_ps(t18, t29);
            long t30 = (long)(int)(t1 + 32L);
            float *t31 = &y[t30];
            __m512 t32 = _mm512_loadu_ps(t31);
            long t33 = (long)j;
            __m512 t34 = _mm512_loadu_ps(&A[t33][t30]);
            __m512 t35 = _mm512_set1_ps(x[t33]);
            __m512 t36 = _mm512_mul_ps(t34, t35);
            __m512 t37 = _mm512_add_ps(t32, t36);
            long t38 = (long)t3;
            __m512 t39 = _mm512_loadu_ps(&A[t38][t30]);
            __m512 t40 = _mm512_set1_ps(x[t38]);
            __m512 t41 = _mm512_mul_ps(t39, t40);
            __m512 t42 = _mm512_add_ps(t37, t41);
            _mm512_storeu_ps(t31, t42);
            long t43 = (long)(int)(t1 + 48L);
            float *t44 = &y[t43];
            __m512 t45 = _mm512_loadu_ps(t44);
            long t46 = (long)j;
            __m512 t47 = _mm512_loadu_ps(&A[t46][t43]);
            __m512 t48 = _mm512_set1_ps(x[t46]);
            __m512 t49 = _mm512_mul_ps(t47, t48);
            __m512 t50 = _mm512_add_ps(t45, t49);
            long t51 = (long)t3;
            __m512 t52 = _mm512_loadu_ps(&A[t51][t43]);
            __m512 t53 = _mm512_set1_ps(x[t51]);
            __m512 t54 = _mm512_mul_ps(t52, t53);
            __m512 t55 = _mm512_add_ps(t50, t54);
            _mm512_storeu_ps(t44, t55);
            t1 += 64L;
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
            __m512 t63 = _mm512_loadu_ps(t62);
            long t64 = (long)j_1;
            __m512 t65 = _mm512_loadu_ps(&A[t64][t61]);
            __m512 t66 = _mm512_set1_ps(x[t64]);
            __m512 t67 = _mm512_mul_ps(t65, t66);
            __m512 t68 = _mm512_add_ps(t63, t67);
            _mm512_storeu_ps(t62, t68);
            long t69 = (long)(int)(t2 + 16L);
            float *t70 = &y[t69];
            __m512 t71 = _mm512_loadu_ps(t70);
            long t72 = (long)j_1;
            __m512 t73 = _mm512_loadu_ps(&A[t72][t69]);
            __m512 t74 = _mm512_set1_ps(x[t72]);
            __m512 t75 = _mm512_mul_ps(t73, t74);
            __m512 t76 = _mm512_add_ps(t71, t75);
            _mm512_storeu_ps(t70, t76);
            long t77 = (long)(int)(t2 + 32L);
            float *t78 = &y[t77];
            __m512 t79 = _mm512_loadu_ps(t78);
            long t80 = (long)j_1;
            __m512 t81 = _mm512_loadu_ps(&A[t80][t77]);
            __m512 t82 = _mm512_set1_ps(x[t80]);
            __m512 t83 = _mm512_mul_ps(t81, t82);
            __m512 t84 = _mm512_add_ps(t79, t83);
            _mm512_storeu_ps(t78, t84);
            long t85 = (long)(int)(t2 + 48L);
            float *t86 = &y[t85];
            __m512 t87 = _mm512_loadu_ps(t86);
            long t88 = (long)j_1;
            __m512 t89 = _mm512_loadu_ps(&A[t88][t85]);
            __m512 t90 = _mm512_set1_ps(x[t88]);
            __m512 t91 = _mm512_mul_ps(t89, t90);
            __m512 t92 = _mm512_add_ps(t87, t91);
            _mm512_storeu_ps(t86, t92);
            t2 += 64L;
        } while (t2 < 256L);
        for (int i_1 = 256; i_1 < 256; i_1++) {
            long t93 = (long)i_1;
            float *t94 = &y[t93];
            long t95 = (long)j_1;
            *t94 = *t94 + A[t95][t93] * x[t95];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 60000L));
    for (int j = 0; j < 256; j++) {
        long t3 = (long)j;
        x[t3] = (float)(j % 9 - 4) * 0.5f;
        int t4 = (int)(unsigned int)(int)((unsigned int)j * 5U);
        if (1 & (t4 >= 0)) {
            __m512i t5 = _mm512_set1_epi32((int)(t4 % 33));
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 3, 6, 9, 12));
            __m512i t7 = t6;
            __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(33));
            __m512i t9 = _mm512_min_epu32(t7, t8);
            __m512i t1 = t9;
            long t2 = 0L;
            for (;;) {
                __m512i t10 = _mm512_sub_epi32(t1, _mm512_set1_epi32(16));
                __m512 t11 = _mm512_cvtepi32_ps(t10);
                __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)t2], t12);
                __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(15));
                __m512i t14 = t13;
                __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(33));
                __m512i t16 = _mm512_min_epu32(t14, t15);
                __m512i t17 = t16;
                __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(16));
                __m512 t19 = _mm512_cvtepi32_ps(t18);
                __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)(t2 + 16L)], t20);
                __m512i t21 = _mm512_add_epi32(t1, _mm512_set1_epi32(30));
                __m512i t22 = t21;
                __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(33));
                __m512i t24 = _mm512_min_epu32(t22, t23);
                __m512i t25 = t24;
                __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(16));
                __m512 t27 = _mm512_cvtepi32_ps(t26);
                __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)(t2 + 32L)], t28);
                __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(12));
                __m512i t30 = t29;
                __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(33));
                __m512i t32 = _mm512_min_epu32(t30, t31);
                __m512i t33 = t32;
                __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(16));
                __m512 t35 = _mm512_cvtepi32_ps(t34);
                __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)(t2 + 48L)], t36);
                t2 += 64L;
                __m512i t37 = _mm512_add_epi32(t1, _mm512_set1_epi32(27));
                __m512i t38 = t37;
                __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(33));
                __m512i t40 = _mm512_min_epu32(t38, t39);
                __m512i t41 = t40;
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
