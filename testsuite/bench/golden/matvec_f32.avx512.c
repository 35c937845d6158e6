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
    int t1;
    int j_1;
    int j = 0;
    for (;; j = t1 + 1) {
        if (j >= 256) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= 256) {
            j_1 = j;
            break;
        }
        long i_vec = 0L;
        /* vcc: loop at matvec_f32.c:15 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t2 = (long)(int)i_vec;
            float *t3 = &y[t2];
            __m256 y_v = _mm256_loadu_ps(t3);
            long t4 = (long)j;
            __m256 A_v = _mm256_loadu_ps(&A[t4][t2]);
            __m256 x_v = _mm256_set1_ps(x[t4]);
            __m256 t5 = _mm256_mul_ps(A_v, x_v);
            __m256 t6 = _mm256_add_ps(y_v, t5);
            long t7 = (long)t1;
            __m256 A_v_1 = _mm256_loadu_ps(&A[t7][t2]);
            __m256 x_v_1 = _mm256_set1_ps(x[t7]);
            __m256 t8 = _mm256_mul_ps(A_v_1, x_v_1);
            __m256 t9 = _mm256_add_ps(t6, t8);
            _mm256_storeu_ps(t3, t9);
            long t10 = (long)(int)(i_vec + 8L);
            float *t11 = &y[t10];
            __m256 y_v_1 = _mm256_loadu_ps(t11);
            long t12 = (long)j;
            __m256 A_v_2 = _mm256_loadu_ps(&A[t12][t10]);
            __m256 x_v_2 = _mm256_set1_ps(x[t12]);
            __m256 t13 = _mm256_mul_ps(A_v_2, x_v_2);
            __m256 t14 = _mm256_add_ps(y_v_1, t13);
            long t15 = (long)t1;
            __m256 A_v_3 = _mm256_loadu_ps(&A[t15][t10]);
            __m256 x_v_3 = _mm256_set1_ps(x[t15]);
            __m256 t16 = _mm256_mul_ps(A_v_3, x_v_3);
            __m256 t17 = _mm256_add_ps(t14, t16);
            _mm256_storeu_ps(t11, t17);
            long t18 = (long)(int)(i_vec + 16L);
            float *t19 = &y[t18];
            __m256 y_v_2 = _mm256_loadu_ps(t19);
            long t20 = (long)j;
            __m256 A_v_4 = _mm256_loadu_ps(&A[t20][t18]);
            __m256 x_v_4 = _mm256_set1_ps(x[t20]);
            __m256 t21 = _mm256_mul_ps(A_v_4, x_v_4);
            __m256 t22 = _mm256_add_ps(y_v_2, t21);
            long t23 = (long)t1;
            __m256 A_v_5 = _mm256_loadu_ps(&A[t23][t18]);
            __m256 x_v_5 = _mm256_set1_ps(x[t23]);
            __m256 t24 = _mm256_mul_ps(A_v_5, x_v_5);
            __m256 t25 = _mm256_add_ps(t22, t24);
            _mm256_storeu_ps(t19, t25);
            long t26 = (long)(int)(i_vec + 24L);
            float *t27 = &y[t26];
            __m256 y_v_3 = _mm256_loadu_ps(t27);
            long t28 = (long)j;
            __m256 A_v_6 = _mm256_loadu_ps(&A[t28][t26]);
            __m256 x_v_6 = _mm256_set1_ps(x[t28]);
            __m256 t29 = _mm256_mul_ps(A_v_6, x_v_6);
            __m256 t30 = _mm256_add_ps(y_v_3, t29);
            long t31 = (long)t1;
            __m256 A_v_7 = _mm256_loadu_ps(&A[t31][t26]);
            __m256 x_v_7 = _mm256_set1_ps(x[t31]);
            __m256 t32 = _mm256_mul_ps(A_v_7, x_v_7);
            __m256 t33 = _mm256_add_ps(t30, t32);
            _mm256_storeu_ps(t27, t33);
            i_vec += 32L;
        } while (i_vec < 256L);
    }
    for (; j_1 < 256; j_1++) {
        long i_vec_1 = 0L;
        /* vcc: loop at matvec_f32.c:15 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t34 = (long)(int)i_vec_1;
            float *t35 = &y[t34];
            __m256 y_v_4 = _mm256_loadu_ps(t35);
            long t36 = (long)j_1;
            __m256 A_v_8 = _mm256_loadu_ps(&A[t36][t34]);
            __m256 x_v_8 = _mm256_set1_ps(x[t36]);
            __m256 t37 = _mm256_mul_ps(A_v_8, x_v_8);
            __m256 t38 = _mm256_add_ps(y_v_4, t37);
            _mm256_storeu_ps(t35, t38);
            long t39 = (long)(int)(i_vec_1 + 8L);
            float *t40 = &y[t39];
            __m256 y_v_5 = _mm256_loadu_ps(t40);
            long t41 = (long)j_1;
            __m256 A_v_9 = _mm256_loadu_ps(&A[t41][t39]);
            __m256 x_v_9 = _mm256_set1_ps(x[t41]);
            __m256 t42 = _mm256_mul_ps(A_v_9, x_v_9);
            __m256 t43 = _mm256_add_ps(y_v_5, t42);
            _mm256_storeu_ps(t40, t43);
            long t44 = (long)(int)(i_vec_1 + 16L);
            float *t45 = &y[t44];
            __m256 y_v_6 = _mm256_loadu_ps(t45);
            long t46 = (long)j_1;
            __m256 A_v_10 = _mm256_loadu_ps(&A[t46][t44]);
            __m256 x_v_10 = _mm256_set1_ps(x[t46]);
            __m256 t47 = _mm256_mul_ps(A_v_10, x_v_10);
            __m256 t48 = _mm256_add_ps(y_v_6, t47);
            _mm256_storeu_ps(t45, t48);
            long t49 = (long)(int)(i_vec_1 + 24L);
            float *t50 = &y[t49];
            __m256 y_v_7 = _mm256_loadu_ps(t50);
            long t51 = (long)j_1;
            __m256 A_v_11 = _mm256_loadu_ps(&A[t51][t49]);
            __m256 x_v_11 = _mm256_set1_ps(x[t51]);
            __m256 t52 = _mm256_mul_ps(A_v_11, x_v_11);
            __m256 t53 = _mm256_add_ps(y_v_7, t52);
            _mm256_storeu_ps(t50, t53);
            i_vec_1 += 32L;
        } while (i_vec_1 < 256L);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 60000L));
    for (int j = 0; j < 256; j++) {
        long t2 = (long)j;
        x[t2] = (float)(j % 9 - 4) * 0.5f;
        int t3 = (int)(unsigned int)(int)((unsigned int)j * 5U);
        if (1 & (t3 >= 0)) {
            __m256i t4 = _mm256_set1_epi32((int)(t3 % 33));
            __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21));
            __m256i t6 = t5;
            __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(33));
            __m256i t8 = _mm256_min_epu32(t6, t7);
            __m256i t1 = t8;
            long i_vec = 0L;
            /* vcc: loop at matvec_f32.c:24 vectorized: VF 8, UF 4, the remainder at 25:31 by 33 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m256i t9 = _mm256_sub_epi32(t1, _mm256_set1_epi32(16));
                __m256 t10 = _mm256_cvtepi32_ps(t9);
                __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t2][(int)i_vec], t11);
                __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
                __m256i t13 = t12;
                __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(33));
                __m256i t15 = _mm256_min_epu32(t13, t14);
                __m256i t16 = t15;
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(16));
                __m256 t18 = _mm256_cvtepi32_ps(t17);
                __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t2][(int)(i_vec + 8L)], t19);
                __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(15));
                __m256i t21 = t20;
                __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(33));
                __m256i t23 = _mm256_min_epu32(t21, t22);
                __m256i t24 = t23;
                __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(16));
                __m256 t26 = _mm256_cvtepi32_ps(t25);
                __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t2][(int)(i_vec + 16L)], t27);
                __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
                __m256i t29 = t28;
                __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(33));
                __m256i t31 = _mm256_min_epu32(t29, t30);
                __m256i t32 = t31;
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(16));
                __m256 t34 = _mm256_cvtepi32_ps(t33);
                __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&A[t2][(int)(i_vec + 24L)], t35);
                i_vec += 32L;
                __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(30));
                __m256i t37 = t36;
                __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(33));
                __m256i t39 = _mm256_min_epu32(t37, t38);
                __m256i t40 = t39;
                if (i_vec >= 256L) {
                    break;
                }
                t1 = t40;
            }
            i = 256;
        } else {
            i = 0;
        }
        for (; i < 256; i++) {
            A[t2][i] = (float)((i * 3 + j * 5) % 33 - 16) * 0.125f;
        }
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t41 = &x[r % 256L];
        *t41 = -*t41;
    }
    (_mm256_zeroupper(), bench_print("matvec_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 1024UL))));
    return 0;
}
