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
    long t1;
    long t2;
    int j;
    int t3;
    long t4;
    long t5;
    float *t6;
    __m512 t7;
    long t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    long t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    long t18;
    float *t19;
    __m512 t20;
    long t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    long t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    long t31;
    float *t32;
    __m512 t33;
    long t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    long t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    long t44;
    float *t45;
    __m512 t46;
    long t47;
    __m512 t48;
    __m512 t49;
    __m512 t50;
    __m512 t51;
    long t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    int i;
    long t57;
    float *t58;
    long t59;
    float t60;
    long t61;
    int j_1;
    long t62;
    long t63;
    float *t64;
    __m512 t65;
    long t66;
    __m512 t67;
    __m512 t68;
    __m512 t69;
    __m512 t70;
    long t71;
    float *t72;
    __m512 t73;
    long t74;
    __m512 t75;
    __m512 t76;
    __m512 t77;
    __m512 t78;
    long t79;
    float *t80;
    __m512 t81;
    long t82;
    __m512 t83;
    __m512 t84;
    __m512 t85;
    __m512 t86;
    long t87;
    float *t88;
    __m512 t89;
    long t90;
    __m512 t91;
    __m512 t92;
    __m512 t93;
    __m512 t94;
    int i_1;
    long t95;
    float *t96;
    long t97;
    j = 0;
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
        if (256L >= 64L) {
            t4 = 256L & -64L;
            t1 = 0L;
            do {
                t5 = (long)(int)((long)0 + t1);
                t6 = &y[t5];
                t7 = _mm512_loadu_ps(t6);
                t8 = (long)j;
                t9 = _mm512_loadu_ps(&A[t8][t5]);
                t10 = _mm512_set1_ps(x[t8]);
                t11 = _mm512_mul_ps(t9, t10);
                t12 = _mm512_add_ps(t7, t11);
                t13 = (long)t3;
                t14 = _mm512_loadu_ps(&A[t13][t5]);
                t15 = _mm512_set1_ps(x[t13]);
                t16 = _mm512_mul_ps(t14, t15);
                t17 = _mm512_add_ps(t12, t16);
                _mm512_storeu_ps(t6, t17);
                t18 = (long)(int)((long)0 + (t1 + 16L));
                t19 = &y[t18];
                t20 = _mm512_loadu_ps(t19);
                t21 = (long)j;
                t22 = _mm512_loadu_ps(&A[t21][t18]);
                t23 = _mm512_set1_ps(x[t21]);
                t24 = _mm512_mul_ps(t22, t23);
                t25 = _mm512_add_ps(t20, t24);
                t26 = (long)t3;
                t27 = _mm512_loadu_ps(&A[t26][t18]);
                t28 = _mm512_set1_ps(x[t26]);
                t29 = _mm512_mul_ps(t27, t28);
                t30 = _mm512_add_ps(t25, t29);
                _mm512_storeu_ps(t19, t30);
                t31 = (long)(int)((long)0 + (t1 + 32L));
                t32 = &y[t31];
                t33 = _mm512_loadu_ps(t32);
                t34 = (long)j;
                t35 = _mm512_loadu_ps(&A[t34][t31]);
                t36 = _mm512_set1_ps(x[t34]);
                t37 = _mm512_mul_ps(t35, t36);
                t38 = _mm512_add_ps(t33, t37);
                t39 = (long)t3;
                t40 = _mm512_loadu_ps(&A[t39][t31]);
                t41 = _mm512_set1_ps(x[t39]);
                t42 = _mm512_mul_ps(t40, t41);
                t43 = _mm512_add_ps(t38, t42);
                _mm512_storeu_ps(t32, t43);
                t44 = (long)(int)((long)0 + (t1 + 48L));
                t45 = &y[t44];
                t46 = _mm512_loadu_ps(t45);
                t47 = (long)j;
                t48 = _mm512_loadu_ps(&A[t47][t44]);
                t49 = _mm512_set1_ps(x[t47]);
                t50 = _mm512_mul_ps(t48, t49);
                t51 = _mm512_add_ps(t46, t50);
                t52 = (long)t3;
                t53 = _mm512_loadu_ps(&A[t52][t44]);
                t54 = _mm512_set1_ps(x[t52]);
                t55 = _mm512_mul_ps(t53, t54);
                t56 = _mm512_add_ps(t51, t55);
                _mm512_storeu_ps(t45, t56);
                t1 += 64L;
            } while (t1 < t4);
            i = (int)((long)0 + t4);
        } else {
            i = 0;
        }
        for (; i < 256; i++) {
            t57 = (long)i;
            t58 = &y[t57];
            t59 = (long)j;
            t60 = *t58 + A[t59][t57] * x[t59];
            t61 = (long)t3;
            *t58 = t60 + A[t61][t57] * x[t61];
        }
    }
    for (; j_1 < 256; j_1++) {
        if (256L >= 64L) {
            t62 = 256L & -64L;
            t2 = 0L;
            do {
                t63 = (long)(int)((long)0 + t2);
                t64 = &y[t63];
                t65 = _mm512_loadu_ps(t64);
                t66 = (long)j_1;
                t67 = _mm512_loadu_ps(&A[t66][t63]);
                t68 = _mm512_set1_ps(x[t66]);
                t69 = _mm512_mul_ps(t67, t68);
                t70 = _mm512_add_ps(t65, t69);
                _mm512_storeu_ps(t64, t70);
                t71 = (long)(int)((long)0 + (t2 + 16L));
                t72 = &y[t71];
                t73 = _mm512_loadu_ps(t72);
                t74 = (long)j_1;
                t75 = _mm512_loadu_ps(&A[t74][t71]);
                t76 = _mm512_set1_ps(x[t74]);
                t77 = _mm512_mul_ps(t75, t76);
                t78 = _mm512_add_ps(t73, t77);
                _mm512_storeu_ps(t72, t78);
                t79 = (long)(int)((long)0 + (t2 + 32L));
                t80 = &y[t79];
                t81 = _mm512_loadu_ps(t80);
                t82 = (long)j_1;
                t83 = _mm512_loadu_ps(&A[t82][t79]);
                t84 = _mm512_set1_ps(x[t82]);
                t85 = _mm512_mul_ps(t83, t84);
                t86 = _mm512_add_ps(t81, t85);
                _mm512_storeu_ps(t80, t86);
                t87 = (long)(int)((long)0 + (t2 + 48L));
                t88 = &y[t87];
                t89 = _mm512_loadu_ps(t88);
                t90 = (long)j_1;
                t91 = _mm512_loadu_ps(&A[t90][t87]);
                t92 = _mm512_set1_ps(x[t90]);
                t93 = _mm512_mul_ps(t91, t92);
                t94 = _mm512_add_ps(t89, t93);
                _mm512_storeu_ps(t88, t94);
                t2 += 64L;
            } while (t2 < t62);
            i_1 = (int)((long)0 + t62);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 256; i_1++) {
            t95 = (long)i_1;
            t96 = &y[t95];
            t97 = (long)j_1;
            *t96 = *t96 + A[t97][t95] * x[t97];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    int j;
    long t3;
    int t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512 t12;
    __m512 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512 t20;
    __m512 t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512 t28;
    __m512 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512 t36;
    __m512 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    int i;
    long r;
    float *t43;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 60000L));
    for (j = 0; j < 256; j++) {
        t3 = (long)j;
        x[t3] = (float)(j % 9 - 4) * 0.5f;
        t4 = (int)((unsigned int)(int)((unsigned int)0 * (unsigned int)3) + (unsigned int)(int)((unsigned int)j * (unsigned int)5));
        if ((256L >= 64L) & (t4 >= 0)) {
            t5 = 256L & -64L;
            t6 = _mm512_set1_epi32((int)(t4 % 33));
            t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 3, 6, 9, 12));
            t8 = t7;
            t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32((int)33));
            t10 = _mm512_min_epu32(t8, t9);
            t1 = t10;
            t2 = 0L;
            for (;;) {
                t11 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)16));
                t12 = _mm512_cvtepi32_ps(t11);
                t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)((long)0 + t2)], t13);
                t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)15));
                t15 = t14;
                t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)33));
                t17 = _mm512_min_epu32(t15, t16);
                t18 = t17;
                t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)16));
                t20 = _mm512_cvtepi32_ps(t19);
                t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)((long)0 + (t2 + 16L))], t21);
                t22 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)30));
                t23 = t22;
                t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32((int)33));
                t25 = _mm512_min_epu32(t23, t24);
                t26 = t25;
                t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)16));
                t28 = _mm512_cvtepi32_ps(t27);
                t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)((long)0 + (t2 + 32L))], t29);
                t30 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)12));
                t31 = t30;
                t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32((int)33));
                t33 = _mm512_min_epu32(t31, t32);
                t34 = t33;
                t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32((int)16));
                t36 = _mm512_cvtepi32_ps(t35);
                t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t3][(int)((long)0 + (t2 + 48L))], t37);
                t2 += 64L;
                t38 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)27));
                t39 = t38;
                t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)33));
                t41 = _mm512_min_epu32(t39, t40);
                t42 = t41;
                if (t2 >= t5) {
                    break;
                }
                t1 = t42;
            }
            i = (int)((long)0 + t5);
        } else {
            i = 0;
        }
        for (; i < 256; i++) {
            A[t3][i] = (float)((i * 3 + j * 5) % 33 - 16) * 0.125f;
        }
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t43 = &x[r % 256L];
        *t43 = -*t43;
    }
    (_mm256_zeroupper(), bench_print("matvec_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 1024UL))));
    return 0;
}
