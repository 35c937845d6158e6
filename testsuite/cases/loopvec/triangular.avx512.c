/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Triangular nests: the inner loop's bounds move with the outer index (`j = i .. n`,
   `j = 0 .. i`, `j = i + 1 .. n`, `j = 2 * i .. m`, and down from n to i). The inner trip
   count is written with the outer loop's induction (`n - i`), computed before each inner loop;
   a count below zero (the inner loop does not run) must stay so. Kernels over a row-major
   n x n matrix stored flat, exactly as long as they touch. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void upper(int n, float *restrict a, const float *restrict b, float s) {
    vcc_no_contract_body
    int t19;
    int t26;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)n + (long)i * -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            __m256 s_v = _mm256_set1_ps(s);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)(i * n + (int)((long)i + j_vec));
                float *t4 = a + t3;
                __m256 b_v = _mm256_loadu_ps(b + t3);
                __m256 t5 = _mm256_mul_ps(b_v, s_v);
                __m256 a_v = _mm256_loadu_ps(t4);
                __m256 t6 = _mm256_add_ps(t5, a_v);
                _mm256_storeu_ps(t4, t6);
                long t7 = (long)(i * n + (int)((long)i + (j_vec + 8L)));
                float *t8 = a + t7;
                __m256 b_v_1 = _mm256_loadu_ps(b + t7);
                __m256 t9 = _mm256_mul_ps(b_v_1, s_v);
                __m256 a_v_1 = _mm256_loadu_ps(t8);
                __m256 t10 = _mm256_add_ps(t9, a_v_1);
                _mm256_storeu_ps(t8, t10);
                long t11 = (long)(i * n + (int)((long)i + (j_vec + 16L)));
                float *t12 = a + t11;
                __m256 b_v_2 = _mm256_loadu_ps(b + t11);
                __m256 t13 = _mm256_mul_ps(b_v_2, s_v);
                __m256 a_v_2 = _mm256_loadu_ps(t12);
                __m256 t14 = _mm256_add_ps(t13, a_v_2);
                _mm256_storeu_ps(t12, t14);
                long t15 = (long)(i * n + (int)((long)i + (j_vec + 24L)));
                float *t16 = a + t15;
                __m256 b_v_3 = _mm256_loadu_ps(b + t15);
                __m256 t17 = _mm256_mul_ps(b_v_3, s_v);
                __m256 a_v_3 = _mm256_loadu_ps(t16);
                __m256 t18 = _mm256_add_ps(t17, a_v_3);
                _mm256_storeu_ps(t16, t18);
                j_vec += 32L;
            } while (j_vec < t2);
            t19 = (int)((long)i + t2);
        } else {
            t19 = i;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            __m256 s_v_1 = _mm256_set1_ps(s);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t22 = (long)(i * n + (int)((long)t19 + j_vec_1));
                float *t23 = a + t22;
                __m256 b_v_4 = _mm256_loadu_ps(b + t22);
                __m256 t24 = _mm256_mul_ps(b_v_4, s_v_1);
                __m256 a_v_4 = _mm256_loadu_ps(t23);
                __m256 t25 = _mm256_add_ps(t24, a_v_4);
                _mm256_storeu_ps(t23, t25);
                j_vec_1 += 8L;
            } while (j_vec_1 < t21);
            t26 = (int)((long)t19 + t21);
        } else {
            t26 = t19;
        }
        long t27 = (long)n + (long)t26 * -1L;
        if ((t27 >= 1L) & (t27 <= 8L)) {
            __m256i t28 = _mm256_set1_epi32((int)(int)t27);
            __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 s_v_2 = _mm256_set1_ps(s);
            long t30 = (long)(i * n + (int)(long)t26);
            float *t31 = a + t30;
            __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), b + t30);
            __m256 t32 = _mm256_mul_ps(b_v_5, s_v_2);
            __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), t31);
            __m256 t33 = _mm256_add_ps(t32, a_v_5);
            _mm256_mask_storeu_ps(t31, _mm256_movepi32_mask(t29), t33);
            j = (int)((long)t26 + t27);
        } else {
            j = t26;
        }
        for (; j < n; j++) {
            long t34 = (long)(i * n + j);
            float *t35 = a + t34;
            *t35 = b[t34] * s + *t35;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void lower(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t19;
    int t29;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        if ((t1 >= 32L) & (n == 1)) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:17 vectorized: VF 8, UF 4, versioned on `n` == 1, vector epilogue VF 8, masked remainder */
            do {
                int t3 = (int)j_vec;
                int *t4 = a + (i * n + t3);
                __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + (t3 * n + i)));
                __m256i t5 = _mm256_mullo_epi32(b_v, _mm256_set1_epi32(3));
                __m256i t6 = _mm256_add_epi32(a_v, t5);
                _mm256_storeu_si256((__m256i *)t4, t6);
                int t7 = (int)(j_vec + 8L);
                int *t8 = a + (i * n + t7);
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t8);
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + (t7 * n + i)));
                __m256i t9 = _mm256_mullo_epi32(b_v_1, _mm256_set1_epi32(3));
                __m256i t10 = _mm256_add_epi32(a_v_1, t9);
                _mm256_storeu_si256((__m256i *)t8, t10);
                int t11 = (int)(j_vec + 16L);
                int *t12 = a + (i * n + t11);
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t12);
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + (t11 * n + i)));
                __m256i t13 = _mm256_mullo_epi32(b_v_2, _mm256_set1_epi32(3));
                __m256i t14 = _mm256_add_epi32(a_v_2, t13);
                _mm256_storeu_si256((__m256i *)t12, t14);
                int t15 = (int)(j_vec + 24L);
                int *t16 = a + (i * n + t15);
                __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t16);
                __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + (t15 * n + i)));
                __m256i t17 = _mm256_mullo_epi32(b_v_3, _mm256_set1_epi32(3));
                __m256i t18 = _mm256_add_epi32(a_v_3, t17);
                _mm256_storeu_si256((__m256i *)t16, t18);
                j_vec += 32L;
            } while (j_vec < t2);
            t19 = (int)t2;
        } else {
            t19 = 0;
        }
        long t20 = (long)i + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            __m256i n_v = _mm256_set1_epi32((int)n);
            __m256i i_v = _mm256_set1_epi32((int)i);
            __m256i t22 = _mm256_set1_epi32((int)t19);
            vcc_v8_uint j_v = (vcc_v8_uint)_mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                int *t23 = a + (i * n + (int)((long)t19 + j_vec_1));
                __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t23);
                __m256i t24 = _mm256_mullo_epi32((__m256i)j_v, n_v);
                __m256i t25 = _mm256_add_epi32(t24, i_v);
                __m256i b_v_4 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t25);
                __m256i t26 = _mm256_mullo_epi32(b_v_4, _mm256_set1_epi32(3));
                __m256i t27 = _mm256_add_epi32(a_v_4, t26);
                _mm256_storeu_si256((__m256i *)t23, t27);
                j_vec_1 += 8L;
                __m256i t28 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(8));
                if (j_vec_1 >= t21) {
                    break;
                }
                j_v = (vcc_v8_uint)t28;
            }
            t29 = (int)((long)t19 + t21);
        } else {
            t29 = t19;
        }
        long t30 = (long)i + (long)t29 * -1L;
        if ((t30 >= 1L) & (t30 <= 8L)) {
            __m256i t31 = _mm256_set1_epi32((int)(int)t30);
            __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i n_v_1 = _mm256_set1_epi32((int)n);
            __m256i i_v_1 = _mm256_set1_epi32((int)i);
            __m256i t33 = _mm256_set1_epi32((int)t29);
            __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            int *t35 = a + (i * n + (int)(long)t29);
            __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), t35);
            __m256i t36 = _mm256_mullo_epi32(t34, n_v_1);
            __m256i t37 = _mm256_add_epi32(t36, i_v_1);
            __m256i b_v_5 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, b, t37, t32);
            __m256i t38 = _mm256_mullo_epi32(b_v_5, _mm256_set1_epi32(3));
            __m256i t39 = _mm256_add_epi32(a_v_5, t38);
            _mm256_mask_storeu_epi32(t35, _mm256_movepi32_mask(t32), t39);
            j = (int)((long)t29 + t30);
        } else {
            j = t29;
        }
        for (; j < i; j++) {
            int *t40 = a + (i * n + j);
            *t40 = *t40 + b[j * n + i] * 3;
        }
    }
}

/* The outer induction starts below zero: row i + 1, from the column after the diagonal. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void strict_upper(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int j;
    for (int i = -1; i < (n - 1); i++) {
        int t1 = i + 2;
        long t2 = (long)n + (long)i * -1L + -2L;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t4 = (long)t1 + j_vec;
                long t5 = (long)((i + 1) * n + (int)t4);
                __m256d b_v = _mm256_loadu_pd(b + t5);
                __m256d b_v_1 = _mm256_loadu_pd(b + t4);
                __m256d t6 = _mm256_sub_pd(b_v, b_v_1);
                _mm256_storeu_pd(a + t5, t6);
                long t7 = (long)t1 + (j_vec + 4L);
                long t8 = (long)((i + 1) * n + (int)t7);
                __m256d b_v_2 = _mm256_loadu_pd(b + t8);
                __m256d b_v_3 = _mm256_loadu_pd(b + t7);
                __m256d t9 = _mm256_sub_pd(b_v_2, b_v_3);
                _mm256_storeu_pd(a + t8, t9);
                long t10 = (long)t1 + (j_vec + 8L);
                long t11 = (long)((i + 1) * n + (int)t10);
                __m256d b_v_4 = _mm256_loadu_pd(b + t11);
                __m256d b_v_5 = _mm256_loadu_pd(b + t10);
                __m256d t12 = _mm256_sub_pd(b_v_4, b_v_5);
                _mm256_storeu_pd(a + t11, t12);
                long t13 = (long)t1 + (j_vec + 12L);
                long t14 = (long)((i + 1) * n + (int)t13);
                __m256d b_v_6 = _mm256_loadu_pd(b + t14);
                __m256d b_v_7 = _mm256_loadu_pd(b + t13);
                __m256d t15 = _mm256_sub_pd(b_v_6, b_v_7);
                _mm256_storeu_pd(a + t14, t15);
                j_vec += 16L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t16 = (long)n + (long)t1 * -1L;
        if (t16 >= 4L) {
            long t17 = t16 & -4L;
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t18 = (long)t1 + j_vec_1;
                long t19 = (long)((i + 1) * n + (int)t18);
                __m256d b_v_8 = _mm256_loadu_pd(b + t19);
                __m256d b_v_9 = _mm256_loadu_pd(b + t18);
                __m256d t20 = _mm256_sub_pd(b_v_8, b_v_9);
                _mm256_storeu_pd(a + t19, t20);
                j_vec_1 += 4L;
            } while (j_vec_1 < t17);
            j = (int)((long)t1 + t17);
        } else {
            j = t1;
        }
        for (; j < n; j++) {
            long t21 = (long)((i + 1) * n + j);
            a[t21] = b[t21] - b[j];
        }
    }
}

/* The inner start grows twice as fast as the outer index: empty once 2i >= m. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void double_start(int n, int m, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = 2 * i;
        long t2 = (long)m + (long)i * -2L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            __m512i i_v = _mm512_set1_epi32((int)i);
            __m256i t4 = _mm512_cvtepi32_epi16(i_v);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:31 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            do {
                long t5 = (long)t1 + j_vec;
                short *t6 = a + t5;
                __m256i a_v = _mm256_loadu_si256((const __m256i *)t6);
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t5));
                __m256i t7 = _mm256_mullo_epi16(b_v, t4);
                __m256i t8 = _mm256_add_epi16(a_v, t7);
                _mm256_storeu_si256((__m256i *)t6, t8);
                long t9 = (long)t1 + (j_vec + 16L);
                short *t10 = a + t9;
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t10);
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t9));
                __m256i t11 = _mm256_mullo_epi16(b_v_1, t4);
                __m256i t12 = _mm256_add_epi16(a_v_1, t11);
                _mm256_storeu_si256((__m256i *)t10, t12);
                j_vec += 32L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t13 = (long)m + (long)t1 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            __m512i i_v_1 = _mm512_set1_epi32((int)i);
            __m256i t15 = _mm512_cvtepi32_epi16(i_v_1);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:31 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t16 = (long)t1 + j_vec_1;
                short *t17 = a + t16;
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t17);
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t16));
                __m256i t18 = _mm256_mullo_epi16(b_v_2, t15);
                __m256i t19 = _mm256_add_epi16(a_v_2, t18);
                _mm256_storeu_si256((__m256i *)t17, t19);
                j_vec_1 += 16L;
            } while (j_vec_1 < t14);
            j = (int)((long)t1 + t14);
        } else {
            j = t1;
        }
        for (; j < m; j++) {
            long t20 = (long)j;
            short *t21 = a + t20;
            *t21 = (short)((int)*t21 + (int)b[t20] * (int)(short)i);
        }
    }
}

/* Down from the outer bound to the outer index. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down_to_i(int n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    int t32;
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = n - 1;
        long t2 = (long)n + (long)i * -1L;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            __m256i t4 = _mm256_set1_epi32((int)t1);
            vcc_v8_uint j_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
            long j_vec = 0L;
            /* vcc: loop at triangular.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                long t5 = (long)(i * n + (int)((long)t1 + j_vec * -1L));
                unsigned int *t6 = a + t5;
                __m256i t7 = _mm256_loadu_si256((const __m256i *)(t6 + -7));
                __m256i a_v = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t5 + -7));
                __m256i b_v = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t9 = _mm256_add_epi32(b_v, (__m256i)j_v);
                __m256i t10 = _mm256_xor_si256(a_v, t9);
                __m256i t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                _mm256_storeu_si256((__m256i *)(t6 + -7), t11);
                __m256i t12 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(-8));
                long t13 = (long)(i * n + (int)((long)t1 + (j_vec + 8L) * -1L));
                unsigned int *t14 = a + t13;
                __m256i t15 = _mm256_loadu_si256((const __m256i *)(t14 + -7));
                __m256i a_v_1 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t13 + -7));
                __m256i b_v_1 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t17 = _mm256_add_epi32(b_v_1, t12);
                __m256i t18 = _mm256_xor_si256(a_v_1, t17);
                __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                _mm256_storeu_si256((__m256i *)(t14 + -7), t19);
                j_vec += 16L;
                __m256i t20 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(-16));
                if (j_vec >= t3) {
                    break;
                }
                j_v = (vcc_v8_uint)t20;
            }
            t1 = (int)((long)t1 + t3 * -1L);
        }
        long t21 = (long)i * -1L + (long)t1 + 1L;
        if (t21 >= 8L) {
            long t22 = t21 & -8L;
            __m256i t23 = _mm256_set1_epi32((int)t1);
            vcc_v8_uint j_v_1 = (vcc_v8_uint)_mm256_add_epi32(t23, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t24 = (long)(i * n + (int)((long)t1 + j_vec_1 * -1L));
                unsigned int *t25 = a + t24;
                __m256i t26 = _mm256_loadu_si256((const __m256i *)(t25 + -7));
                __m256i a_v_2 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t27 = _mm256_loadu_si256((const __m256i *)(b + t24 + -7));
                __m256i b_v_2 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                __m256i t28 = _mm256_add_epi32(b_v_2, (__m256i)j_v_1);
                __m256i t29 = _mm256_xor_si256(a_v_2, t28);
                __m256i t30 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
                _mm256_storeu_si256((__m256i *)(t25 + -7), t30);
                j_vec_1 += 8L;
                __m256i t31 = _mm256_add_epi32((__m256i)j_v_1, _mm256_set1_epi32(-8));
                if (j_vec_1 >= t22) {
                    break;
                }
                j_v_1 = (vcc_v8_uint)t31;
            }
            t32 = (int)((long)t1 + t22 * -1L);
        } else {
            t32 = t1;
        }
        long t33 = (long)i * -1L + (long)t32 + 1L;
        if ((t33 >= 1L) & (t33 <= 8L)) {
            __m256i t34 = _mm256_set1_epi32((int)(int)t33);
            __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t36 = _mm256_set1_epi32((int)t32);
            __m256i t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
            long t38 = (long)(i * n + (int)(long)t32);
            __m256i t39 = _mm256_permutevar8x32_epi32(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t40 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), (unsigned int *)((unsigned long)a + (unsigned long)t38 * 4UL - 28UL));
            __m256i a_v_3 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t41 = _mm256_permutevar8x32_epi32(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t42 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), (const unsigned int *)((unsigned long)b + (unsigned long)t38 * 4UL - 28UL));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t42, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t43 = _mm256_add_epi32(b_v_3, t37);
            __m256i t44 = _mm256_xor_si256(a_v_3, t43);
            __m256i t45 = _mm256_permutevar8x32_epi32(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t46 = _mm256_permutevar8x32_epi32(t44, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)a + (unsigned long)t38 * 4UL - 28UL), _mm256_movepi32_mask(t45), t46);
            j = (int)((long)t32 + t33 * -1L);
        } else {
            j = t32;
        }
        for (; j >= i; j--) {
            long t47 = (long)(i * n + j);
            unsigned int *t48 = a + t47;
            *t48 = *t48 ^ (b[t47] + (unsigned int)j);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t92;
    int k;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        if (n <= 80) {
            int nn = n * n;
            void *t2 = (_mm256_zeroupper(), new_array(nn, 4UL));
            float *af = (float *)t2;
            void *t3 = (_mm256_zeroupper(), new_array(nn, 4UL));
            float *bf = (float *)t3;
            void *t4 = (_mm256_zeroupper(), new_array(nn, 4UL));
            int *ai = (int *)t4;
            void *t5 = (_mm256_zeroupper(), new_array(nn, 4UL));
            int *bi = (int *)t5;
            void *t6 = (_mm256_zeroupper(), new_array(nn, 8UL));
            double *ad = (double *)t6;
            void *t7 = (_mm256_zeroupper(), new_array(nn, 8UL));
            double *bd = (double *)t7;
            unsigned int *au = (unsigned int *)(_mm256_zeroupper(), new_array(nn, 4UL));
            unsigned int *bu = (unsigned int *)(_mm256_zeroupper(), new_array(nn, 4UL));
            int t8 = 2 * n;
            short *as = (short *)(_mm256_zeroupper(), new_array(t8, 2UL));
            short *bs = (short *)(_mm256_zeroupper(), new_array(t8, 2UL));
            for (int fill_idx = 0; fill_idx < nn; fill_idx++) {
                ai[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < nn; fill_idx_1++) {
                bi[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            for (int fill_idx_2 = 0; fill_idx_2 < nn; fill_idx_2++) {
                au[fill_idx_2] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < nn; fill_idx_3++) {
                bu[fill_idx_3] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
            }
            for (int fill_idx_4 = 0; fill_idx_4 < t8; fill_idx_4++) {
                as[fill_idx_4] = (short)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
            }
            for (int fill_idx_5 = 0; fill_idx_5 < t8; fill_idx_5++) {
                bs[fill_idx_5] = (short)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
            }
            long t9 = (long)nn;
            unsigned long t10 = (unsigned long)t2;
            unsigned long t11 = (unsigned long)t3;
            long t12 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t13 = (unsigned long)t2;
            unsigned long t14 = (unsigned long)t4;
            long t15 = (long)((unsigned long)t2 - (unsigned long)t4);
            long t16 = (long)((unsigned long)t4 - (unsigned long)t2);
            unsigned long t17 = (unsigned long)t2;
            unsigned long t18 = (unsigned long)t5;
            long t19 = (long)((unsigned long)t5 - (unsigned long)t2);
            long t20 = (long)((unsigned long)t5 - (unsigned long)t2);
            unsigned long t21 = (unsigned long)t2;
            unsigned long t22 = (unsigned long)t6;
            unsigned long t23 = (unsigned long)t2;
            unsigned long t24 = (unsigned long)t7;
            unsigned long t25 = (unsigned long)t3;
            unsigned long t26 = (unsigned long)t4;
            long t27 = (long)((unsigned long)t3 - (unsigned long)t4);
            long t28 = (long)((unsigned long)t4 - (unsigned long)t3);
            unsigned long t29 = (unsigned long)t3;
            unsigned long t30 = (unsigned long)t5;
            long t31 = (long)((unsigned long)t3 - (unsigned long)t5);
            long t32 = (long)((unsigned long)t5 - (unsigned long)t3);
            unsigned long t33 = (unsigned long)t3;
            unsigned long t34 = (unsigned long)t6;
            unsigned long t35 = (unsigned long)t3;
            unsigned long t36 = (unsigned long)t7;
            unsigned long t37 = (unsigned long)t4;
            unsigned long t38 = (unsigned long)t6;
            unsigned long t39 = (unsigned long)t4;
            unsigned long t40 = (unsigned long)t7;
            unsigned long t41 = (unsigned long)t5;
            unsigned long t42 = (unsigned long)t6;
            unsigned long t43 = (unsigned long)t5;
            unsigned long t44 = (unsigned long)t7;
            unsigned long t45 = (unsigned long)t6;
            unsigned long t46 = (unsigned long)t7;
            long t47 = (long)((unsigned long)t7 - (unsigned long)t6);
            if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 64L))) & (((t13 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t13) | (((t15 <= 0L) | (t15 >= 64L)) & ((t16 <= 0L) | (t16 >= 64L)))) & (((t17 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t17) | (((t19 <= 0L) | (t19 >= 64L)) & ((t20 <= 0L) | (t20 >= 64L)))) & (((t21 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t21)) & (((t23 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t23)) & (((t25 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t25) | (((t27 <= 0L) | (t27 >= 64L)) & ((t28 <= 0L) | (t28 >= 64L)))) & (((t29 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t29) | (((t31 <= 0L) | (t31 >= 64L)) & ((t32 <= 0L) | (t32 >= 64L)))) & (((t33 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t33)) & (((t35 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t39)) & (((t41 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t41)) & (((t43 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t45) | ((t47 <= 0L) | (t47 >= 128L)))) {
                long t48 = t9 & -16L;
                long k_vec = 0L;
                /* vcc: loop at triangular.c:59 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    int *t49 = ai + k_vec;
                    __m128i ai_v = _mm_loadu_si128((const __m128i *)t49);
                    __m128 t50 = _mm_cvtepi32_ps(ai_v);
                    __m128 t51 = _mm_mul_ps(t50, _mm_set1_ps(0.125f));
                    _mm_storeu_ps(af + k_vec, t51);
                    int *t52 = bi + k_vec;
                    __m128i bi_v = _mm_loadu_si128((const __m128i *)t52);
                    __m128 t53 = _mm_cvtepi32_ps(bi_v);
                    __m128 t54 = _mm_mul_ps(t53, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(bf + k_vec, t54);
                    __m128i ai_v_1 = _mm_loadu_si128((const __m128i *)t49);
                    __m256d t55 = _mm256_cvtepi32_pd(ai_v_1);
                    __m256d t56 = _mm256_mul_pd(t55, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(ad + k_vec, t56);
                    __m128i bi_v_1 = _mm_loadu_si128((const __m128i *)t52);
                    __m256d t57 = _mm256_cvtepi32_pd(bi_v_1);
                    __m256d t58 = _mm256_mul_pd(t57, _mm256_set1_pd(0.375));
                    _mm256_storeu_pd(bd + k_vec, t58);
                    long t59 = k_vec + 4L;
                    int *t60 = ai + t59;
                    __m128i ai_v_2 = _mm_loadu_si128((const __m128i *)t60);
                    __m128 t61 = _mm_cvtepi32_ps(ai_v_2);
                    __m128 t62 = _mm_mul_ps(t61, _mm_set1_ps(0.125f));
                    _mm_storeu_ps(af + t59, t62);
                    int *t63 = bi + t59;
                    __m128i bi_v_2 = _mm_loadu_si128((const __m128i *)t63);
                    __m128 t64 = _mm_cvtepi32_ps(bi_v_2);
                    __m128 t65 = _mm_mul_ps(t64, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(bf + t59, t65);
                    __m128i ai_v_3 = _mm_loadu_si128((const __m128i *)t60);
                    __m256d t66 = _mm256_cvtepi32_pd(ai_v_3);
                    __m256d t67 = _mm256_mul_pd(t66, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(ad + t59, t67);
                    __m128i bi_v_3 = _mm_loadu_si128((const __m128i *)t63);
                    __m256d t68 = _mm256_cvtepi32_pd(bi_v_3);
                    __m256d t69 = _mm256_mul_pd(t68, _mm256_set1_pd(0.375));
                    _mm256_storeu_pd(bd + t59, t69);
                    long t70 = k_vec + 8L;
                    int *t71 = ai + t70;
                    __m128i ai_v_4 = _mm_loadu_si128((const __m128i *)t71);
                    __m128 t72 = _mm_cvtepi32_ps(ai_v_4);
                    __m128 t73 = _mm_mul_ps(t72, _mm_set1_ps(0.125f));
                    _mm_storeu_ps(af + t70, t73);
                    int *t74 = bi + t70;
                    __m128i bi_v_4 = _mm_loadu_si128((const __m128i *)t74);
                    __m128 t75 = _mm_cvtepi32_ps(bi_v_4);
                    __m128 t76 = _mm_mul_ps(t75, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(bf + t70, t76);
                    __m128i ai_v_5 = _mm_loadu_si128((const __m128i *)t71);
                    __m256d t77 = _mm256_cvtepi32_pd(ai_v_5);
                    __m256d t78 = _mm256_mul_pd(t77, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(ad + t70, t78);
                    __m128i bi_v_5 = _mm_loadu_si128((const __m128i *)t74);
                    __m256d t79 = _mm256_cvtepi32_pd(bi_v_5);
                    __m256d t80 = _mm256_mul_pd(t79, _mm256_set1_pd(0.375));
                    _mm256_storeu_pd(bd + t70, t80);
                    long t81 = k_vec + 12L;
                    int *t82 = ai + t81;
                    __m128i ai_v_6 = _mm_loadu_si128((const __m128i *)t82);
                    __m128 t83 = _mm_cvtepi32_ps(ai_v_6);
                    __m128 t84 = _mm_mul_ps(t83, _mm_set1_ps(0.125f));
                    _mm_storeu_ps(af + t81, t84);
                    int *t85 = bi + t81;
                    __m128i bi_v_6 = _mm_loadu_si128((const __m128i *)t85);
                    __m128 t86 = _mm_cvtepi32_ps(bi_v_6);
                    __m128 t87 = _mm_mul_ps(t86, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(bf + t81, t87);
                    __m128i ai_v_7 = _mm_loadu_si128((const __m128i *)t82);
                    __m256d t88 = _mm256_cvtepi32_pd(ai_v_7);
                    __m256d t89 = _mm256_mul_pd(t88, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(ad + t81, t89);
                    __m128i bi_v_7 = _mm_loadu_si128((const __m128i *)t85);
                    __m256d t90 = _mm256_cvtepi32_pd(bi_v_7);
                    __m256d t91 = _mm256_mul_pd(t90, _mm256_set1_pd(0.375));
                    _mm256_storeu_pd(bd + t81, t91);
                    k_vec += 16L;
                } while (k_vec < t48);
                t92 = (int)t48;
            } else {
                t92 = 0;
            }
            long t93 = (long)nn + (long)t92 * -1L;
            unsigned long t94 = (unsigned long)t2;
            unsigned long t95 = (unsigned long)t3;
            long t96 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t97 = (unsigned long)t2;
            unsigned long t98 = (unsigned long)t4;
            long t99 = (long)((unsigned long)t2 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t100 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t101 = (unsigned long)t2;
            unsigned long t102 = (unsigned long)t5;
            long t103 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            long t104 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t105 = (unsigned long)t2;
            unsigned long t106 = (unsigned long)t6;
            unsigned long t107 = (unsigned long)t2;
            unsigned long t108 = (unsigned long)t7;
            unsigned long t109 = (unsigned long)t3;
            unsigned long t110 = (unsigned long)t4;
            long t111 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t112 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t113 = (unsigned long)t3;
            unsigned long t114 = (unsigned long)t5;
            long t115 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t92 * 4L)));
            long t116 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t117 = (unsigned long)t3;
            unsigned long t118 = (unsigned long)t6;
            unsigned long t119 = (unsigned long)t3;
            unsigned long t120 = (unsigned long)t7;
            unsigned long t121 = (unsigned long)t4;
            unsigned long t122 = (unsigned long)t6;
            unsigned long t123 = (unsigned long)t4;
            unsigned long t124 = (unsigned long)t7;
            unsigned long t125 = (unsigned long)t5;
            unsigned long t126 = (unsigned long)t6;
            unsigned long t127 = (unsigned long)t5;
            unsigned long t128 = (unsigned long)t7;
            unsigned long t129 = (unsigned long)t6;
            unsigned long t130 = (unsigned long)t7;
            long t131 = (long)((unsigned long)t7 + (unsigned long)((long)t92 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t92 * 8L)));
            if ((t93 >= 4L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L))) | ((t96 <= 0L) | (t96 >= 16L))) & (((t97 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t98 + (unsigned long)((long)t92 * 4L))) | ((t98 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t97 + (unsigned long)((long)t92 * 4L))) | (((t99 <= 0L) | (t99 >= 16L)) & ((t100 <= 0L) | (t100 >= 16L)))) & (((t101 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t102 + (unsigned long)((long)t92 * 4L))) | ((t102 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t101 + (unsigned long)((long)t92 * 4L))) | (((t103 <= 0L) | (t103 >= 16L)) & ((t104 <= 0L) | (t104 >= 16L)))) & (((t105 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t92 * 8L))) | ((t106 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t105 + (unsigned long)((long)t92 * 4L)))) & (((t107 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t92 * 8L))) | ((t108 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t107 + (unsigned long)((long)t92 * 4L)))) & (((t109 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t92 * 4L))) | ((t110 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t92 * 4L))) | (((t111 <= 0L) | (t111 >= 16L)) & ((t112 <= 0L) | (t112 >= 16L)))) & (((t113 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t92 * 4L))) | ((t114 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t113 + (unsigned long)((long)t92 * 4L))) | (((t115 <= 0L) | (t115 >= 16L)) & ((t116 <= 0L) | (t116 >= 16L)))) & (((t117 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t92 * 8L))) | ((t118 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t117 + (unsigned long)((long)t92 * 4L)))) & (((t119 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t92 * 8L))) | ((t120 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t119 + (unsigned long)((long)t92 * 4L)))) & (((t121 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t122 + (unsigned long)((long)t92 * 8L))) | ((t122 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t121 + (unsigned long)((long)t92 * 4L)))) & (((t123 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t92 * 8L))) | ((t124 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t92 * 4L)))) & (((t125 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t126 + (unsigned long)((long)t92 * 8L))) | ((t126 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t92 * 4L)))) & (((t127 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t128 + (unsigned long)((long)t92 * 8L))) | ((t128 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t92 * 4L)))) & (((t129 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t92 * 8L))) | ((t130 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t92 * 8L))) | ((t131 <= 0L) | (t131 >= 32L)))) {
                long t132 = t93 & -4L;
                long k_vec_1 = 0L;
                /* vcc: loop at triangular.c:59 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t133 = (long)t92 + k_vec_1;
                    int *t134 = ai + t133;
                    __m128i ai_v_8 = _mm_loadu_si128((const __m128i *)t134);
                    __m128 t135 = _mm_cvtepi32_ps(ai_v_8);
                    __m128 t136 = _mm_mul_ps(t135, _mm_set1_ps(0.125f));
                    _mm_storeu_ps(af + t133, t136);
                    int *t137 = bi + t133;
                    __m128i bi_v_8 = _mm_loadu_si128((const __m128i *)t137);
                    __m128 t138 = _mm_cvtepi32_ps(bi_v_8);
                    __m128 t139 = _mm_mul_ps(t138, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(bf + t133, t139);
                    __m128i ai_v_9 = _mm_loadu_si128((const __m128i *)t134);
                    __m256d t140 = _mm256_cvtepi32_pd(ai_v_9);
                    __m256d t141 = _mm256_mul_pd(t140, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(ad + t133, t141);
                    __m128i bi_v_9 = _mm_loadu_si128((const __m128i *)t137);
                    __m256d t142 = _mm256_cvtepi32_pd(bi_v_9);
                    __m256d t143 = _mm256_mul_pd(t142, _mm256_set1_pd(0.375));
                    _mm256_storeu_pd(bd + t133, t143);
                    k_vec_1 += 4L;
                } while (k_vec_1 < t132);
                k = (int)((long)t92 + t132);
            } else {
                k = t92;
            }
            for (; k < nn; k++) {
                long t144 = (long)k;
                int *t145 = ai + t144;
                af[t144] = (float)*t145 * 0.125f;
                int *t146 = bi + t144;
                bf[t144] = (float)*t146 * 0.25f;
                ad[t144] = (double)*t145 * 0.5;
                bd[t144] = (double)*t146 * 0.375;
            }
            upper(n, af, bf, 1.5f);
            lower(n, ai, bi);
            strict_upper(n, ad, bd);
            const short *t147 = bs;
            double_start(n, t8, as, t147);
            double_start(n, n / 2, as, t147);
            down_to_i(n, au, bu);
            unsigned long t148 = (unsigned long)nn;
            unsigned long t149 = t148 * 4UL;
            unsigned long t150 = (_mm256_zeroupper(), hash_bytes((const void *)au, t149));
            unsigned long t151 = (_mm256_zeroupper(), hash_bytes((const void *)as, (unsigned long)t8 * 2UL));
            unsigned long t152 = (_mm256_zeroupper(), hash_bytes((const void *)ad, t148 * 8UL));
            unsigned long t153 = (_mm256_zeroupper(), hash_bytes((const void *)ai, t149));
            printf("n=%d %llx %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)af, t149)), (unsigned long long)t153, (unsigned long long)t152, (unsigned long long)t151, (unsigned long long)t150);
            free((void *)af);
            free((void *)bf);
            free((void *)ai);
            free((void *)bi);
            free((void *)ad);
            free((void *)bd);
            free((void *)au);
            free((void *)bu);
            free((void *)as);
            free((void *)bs);
        }
    }
}
