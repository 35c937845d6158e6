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
        /* vcc: loop at matvec_f32.c:15 vectorized: VF 16, UF 4, scalar epilogue */
        do {
            float *t2 = &y[i_vec];
            __m512 y_v = _mm512_loadu_ps(t2);
            long t3 = (long)j;
            __m512 A_v = _mm512_loadu_ps(&A[t3][i_vec]);
            __m512 x_v = _mm512_set1_ps(x[t3]);
            __m512 t4 = _mm512_mul_ps(A_v, x_v);
            __m512 t5 = _mm512_add_ps(y_v, t4);
            long t6 = (long)t1;
            __m512 A_v_1 = _mm512_loadu_ps(&A[t6][i_vec]);
            __m512 x_v_1 = _mm512_set1_ps(x[t6]);
            __m512 t7 = _mm512_mul_ps(A_v_1, x_v_1);
            __m512 t8 = _mm512_add_ps(t5, t7);
            _mm512_storeu_ps(t2, t8);
            long t9 = i_vec + 16L;
            float *t10 = &y[t9];
            __m512 y_v_1 = _mm512_loadu_ps(t10);
            long t11 = (long)j;
            __m512 A_v_2 = _mm512_loadu_ps(&A[t11][t9]);
            __m512 x_v_2 = _mm512_set1_ps(x[t11]);
            __m512 t12 = _mm512_mul_ps(A_v_2, x_v_2);
            __m512 t13 = _mm512_add_ps(y_v_1, t12);
            long t14 = (long)t1;
            __m512 A_v_3 = _mm512_loadu_ps(&A[t14][t9]);
            __m512 x_v_3 = _mm512_set1_ps(x[t14]);
            __m512 t15 = _mm512_mul_ps(A_v_3, x_v_3);
            __m512 t16 = _mm512_add_ps(t13, t15);
            _mm512_storeu_ps(t10, t16);
            long t17 = i_vec + 32L;
            float *t18 = &y[t17];
            __m512 y_v_2 = _mm512_loadu_ps(t18);
            long t19 = (long)j;
            __m512 A_v_4 = _mm512_loadu_ps(&A[t19][t17]);
            __m512 x_v_4 = _mm512_set1_ps(x[t19]);
            __m512 t20 = _mm512_mul_ps(A_v_4, x_v_4);
            __m512 t21 = _mm512_add_ps(y_v_2, t20);
            long t22 = (long)t1;
            __m512 A_v_5 = _mm512_loadu_ps(&A[t22][t17]);
            __m512 x_v_5 = _mm512_set1_ps(x[t22]);
            __m512 t23 = _mm512_mul_ps(A_v_5, x_v_5);
            __m512 t24 = _mm512_add_ps(t21, t23);
            _mm512_storeu_ps(t18, t24);
            long t25 = i_vec + 48L;
            float *t26 = &y[t25];
            __m512 y_v_3 = _mm512_loadu_ps(t26);
            long t27 = (long)j;
            __m512 A_v_6 = _mm512_loadu_ps(&A[t27][t25]);
            __m512 x_v_6 = _mm512_set1_ps(x[t27]);
            __m512 t28 = _mm512_mul_ps(A_v_6, x_v_6);
            __m512 t29 = _mm512_add_ps(y_v_3, t28);
            long t30 = (long)t1;
            __m512 A_v_7 = _mm512_loadu_ps(&A[t30][t25]);
            __m512 x_v_7 = _mm512_set1_ps(x[t30]);
            __m512 t31 = _mm512_mul_ps(A_v_7, x_v_7);
            __m512 t32 = _mm512_add_ps(t29, t31);
            _mm512_storeu_ps(t26, t32);
            i_vec += 64L;
        } while (i_vec < 256L);
    }
    for (; j_1 < 256; j_1++) {
        long i_vec_1 = 0L;
        /* vcc: loop at matvec_f32.c:15 vectorized: VF 16, UF 4, scalar epilogue */
        do {
            float *t33 = &y[i_vec_1];
            __m512 y_v_4 = _mm512_loadu_ps(t33);
            long t34 = (long)j_1;
            __m512 A_v_8 = _mm512_loadu_ps(&A[t34][i_vec_1]);
            __m512 x_v_8 = _mm512_set1_ps(x[t34]);
            __m512 t35 = _mm512_mul_ps(A_v_8, x_v_8);
            __m512 t36 = _mm512_add_ps(y_v_4, t35);
            _mm512_storeu_ps(t33, t36);
            long t37 = i_vec_1 + 16L;
            float *t38 = &y[t37];
            __m512 y_v_5 = _mm512_loadu_ps(t38);
            long t39 = (long)j_1;
            __m512 A_v_9 = _mm512_loadu_ps(&A[t39][t37]);
            __m512 x_v_9 = _mm512_set1_ps(x[t39]);
            __m512 t40 = _mm512_mul_ps(A_v_9, x_v_9);
            __m512 t41 = _mm512_add_ps(y_v_5, t40);
            _mm512_storeu_ps(t38, t41);
            long t42 = i_vec_1 + 32L;
            float *t43 = &y[t42];
            __m512 y_v_6 = _mm512_loadu_ps(t43);
            long t44 = (long)j_1;
            __m512 A_v_10 = _mm512_loadu_ps(&A[t44][t42]);
            __m512 x_v_10 = _mm512_set1_ps(x[t44]);
            __m512 t45 = _mm512_mul_ps(A_v_10, x_v_10);
            __m512 t46 = _mm512_add_ps(y_v_6, t45);
            _mm512_storeu_ps(t43, t46);
            long t47 = i_vec_1 + 48L;
            float *t48 = &y[t47];
            __m512 y_v_7 = _mm512_loadu_ps(t48);
            long t49 = (long)j_1;
            __m512 A_v_11 = _mm512_loadu_ps(&A[t49][t47]);
            __m512 x_v_11 = _mm512_set1_ps(x[t49]);
            __m512 t50 = _mm512_mul_ps(A_v_11, x_v_11);
            __m512 t51 = _mm512_add_ps(y_v_7, t50);
            _mm512_storeu_ps(t48, t51);
            i_vec_1 += 64L;
        } while (i_vec_1 < 256L);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 60000L));
    for (int j = 0; j < 256; j++) {
        long t2 = (long)j;
        x[t2] = (float)(j % 9 - 4) * 0.5f;
        int t3 = (int)(unsigned int)(int)((unsigned int)j * 5U);
        if (1 & (t3 >= 0)) {
            __m512i t4 = _mm512_set1_epi32((int)(t3 % 33));
            __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 3, 6, 9, 12));
            __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(33));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t5, t6);
            long i_vec = 0L;
            /* vcc: loop at matvec_f32.c:24 vectorized: VF 16, UF 4, the remainder at 25:31 by 33 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m512i t7 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(16));
                __m512 t8 = _mm512_cvtepi32_ps(t7);
                __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t2][i_vec], t9);
                __m512i t10 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(15));
                __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(33));
                __m512i t12 = _mm512_min_epu32(t10, t11);
                __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(16));
                __m512 t14 = _mm512_cvtepi32_ps(t13);
                __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t2][i_vec + 16L], t15);
                __m512i t16 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(30));
                __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(33));
                __m512i t18 = _mm512_min_epu32(t16, t17);
                __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(16));
                __m512 t20 = _mm512_cvtepi32_ps(t19);
                __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t2][i_vec + 32L], t21);
                __m512i t22 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(12));
                __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(33));
                __m512i t24 = _mm512_min_epu32(t22, t23);
                __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(16));
                __m512 t26 = _mm512_cvtepi32_ps(t25);
                __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&A[t2][i_vec + 48L], t27);
                i_vec += 64L;
                __m512i t28 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(27));
                __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(33));
                __m512i t30 = _mm512_min_epu32(t28, t29);
                if (i_vec >= 256L) {
                    break;
                }
                t1 = (vcc_v16_int)t30;
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
        float *t31 = &x[r % 256L];
        *t31 = -*t31;
    }
    (_mm256_zeroupper(), bench_print("matvec_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 1024UL))));
    return 0;
}
