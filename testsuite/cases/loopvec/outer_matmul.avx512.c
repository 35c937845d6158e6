/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:11 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512 t1 = _mm512_set1_ps(0.0f);
            for (int t2 = 0; t2 < n; t2++) {
                __m512 t3 = _mm512_loadu_ps(b + (t2 * n + j_1));
                __m512 t4 = _mm512_set1_ps(a[i * n + t2]);
                __m512 t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:21 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m512d t1 = _mm512_set1_pd(0.0);
            for (int t2 = 0; t2 < n; t2++) {
                __m512d t3 = _mm512_loadu_pd(b + (t2 * n + j_1));
                __m512d t4 = _mm512_set1_pd(a[i * n + t2]);
                __m512d t5 = _mm512_mul_pd(t4, t3);
                t1 = _mm512_add_pd(t1, t5);
            }
            _mm512_storeu_pd(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int s;
    int j;
    int t14;
    int t15;
    int t23;
    int t24;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:31 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(0);
            for (int t34 = 0; t34 < n; t34++) {
                __m512i t35 = _mm512_loadu_si512(b + (t34 * n + j_1));
                __m512i t36 = _mm512_set1_epi32((int)a[i * n + t34]);
                __m512i t37 = _mm512_mullo_epi32(t36, t35);
                t1 = (vcc_v16_int)_mm512_add_epi32((__m512i)t1, t37);
            }
            _mm512_storeu_si512(c + (i * n + j_1), (__m512i)t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m256i n_v = _mm256_set1_epi32((int)n);
                __m256i j_v = _mm256_set1_epi32((int)j);
                __m256i t4 = _mm256_set1_epi32(0);
                vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec = 0L;
                vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
                vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i t5 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                    __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)k_vec)));
                    __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)(k_vec + 8L))));
                    __m256i t6 = _mm256_mullo_epi32((__m256i)k_v, n_v);
                    __m256i t7 = _mm256_mullo_epi32(t5, n_v);
                    __m256i t8 = _mm256_add_epi32(t6, j_v);
                    __m256i t9 = _mm256_add_epi32(t7, j_v);
                    __m256i b_v = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t8);
                    __m256i b_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t9);
                    __m256i t10 = _mm256_mullo_epi32(a_v, b_v);
                    s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t10);
                    __m256i t11 = _mm256_mullo_epi32(a_v_1, b_v_1);
                    s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t11);
                    k_vec += 16L;
                    __m256i t12 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = (vcc_v8_uint)t12;
                }
                __m256i t13 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
                t14 = (int)t3;
                t15 = (int)vcc_avx2_sum_epi32(t13);
            } else {
                t14 = 0;
                t15 = 0;
            }
            long t16 = (long)n + (long)t14 * -1L;
            if (t16 >= 8L) {
                long t17 = t16 & -8L;
                __m256i n_v_1 = _mm256_set1_epi32((int)n);
                __m256i j_v_1 = _mm256_set1_epi32((int)j);
                __m256i t18 = _mm256_set1_epi32((int)t14);
                vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_1 = 0L;
                vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t14 + k_vec_1))));
                    __m256i t19 = _mm256_mullo_epi32((__m256i)k_v_1, n_v_1);
                    __m256i t20 = _mm256_add_epi32(t19, j_v_1);
                    __m256i b_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t20);
                    __m256i t21 = _mm256_mullo_epi32(a_v_2, b_v_2);
                    s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t21);
                    k_vec_1 += 8L;
                    __m256i t22 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_1 >= t17) {
                        break;
                    }
                    k_v_1 = (vcc_v8_uint)t22;
                }
                t23 = (int)((long)t14 + t17);
                t24 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)s_v_2));
            } else {
                t23 = t14;
                t24 = t15;
            }
            long t25 = (long)n + (long)t23 * -1L;
            if ((t25 >= 1L) & (t25 <= 8L)) {
                __m256i t26 = _mm256_set1_epi32((int)(int)t25);
                __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i n_v_2 = _mm256_set1_epi32((int)n);
                __m256i j_v_2 = _mm256_set1_epi32((int)j);
                __m256i t28 = _mm256_set1_epi32((int)t23);
                __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), a + (i * n + (int)(long)t23));
                __m256i t30 = _mm256_mullo_epi32(t29, n_v_2);
                __m256i t31 = _mm256_add_epi32(t30, j_v_2);
                __m256i b_v_3 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, b, t31, t27);
                __m256i t32 = _mm256_mullo_epi32(a_v_3, b_v_3);
                __m256i t33 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t27, t32); });
                __m256i s_v_3 = _mm256_add_epi32(_mm256_set1_epi32(0), t33);
                k = (int)((long)t23 + t25);
                s = (int)((unsigned int)t24 + vcc_avx2_sum_epi32(s_v_3));
            } else {
                k = t23;
                s = t24;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < 12; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:42 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512 t1 = _mm512_set1_ps(0.0f);
            int t3 = 0;
            while (t3 < 12) {
                __m512 t4 = _mm512_loadu_ps(b + (t3 * 12 + j_1));
                __m512 t5 = _mm512_set1_ps(a[i * 12 + t3]);
                __m512 t6 = _mm512_mul_ps(t5, t4);
                t1 = _mm512_add_ps(t1, t6);
                t3++;
            }
            _mm512_storeu_ps(c + (i * 12 + j_1), t1);
            j_1 += 16;
        }
        while (j < 12) {
            int t2 = i * 12;
            c[t2 + j] = 0.0f + a[t2] * b[j] + a[t2 + 1] * b[12 + j] + a[t2 + 2] * b[24 + j] + a[t2 + 3] * b[36 + j] + a[t2 + 4] * b[48 + j] + a[t2 + 5] * b[60 + j] + a[t2 + 6] * b[72 + j] + a[t2 + 7] * b[84 + j] + a[t2 + 8] * b[96 + j] + a[t2 + 9] * b[108 + j] + a[t2 + 10] * b[120 + j] + a[t2 + 11] * b[132 + j];
            j++;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t146;
    int x;
    int t246;
    double t247;
    float t248;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (unsigned int t = 0U; (unsigned long)t < 10UL; t++) {
        int n = sizes[t];
        int nn = n * n;
        unsigned long t15 = (unsigned long)nn;
        unsigned long t16 = t15 * 4UL + 1UL;
        void *t17 = malloc(t16);
        float *af = (float *)t17;
        void *t18 = malloc(t16);
        float *bf = (float *)t18;
        float *cf = (float *)malloc(t16);
        unsigned long t19 = t15 * 8UL + 1UL;
        void *t20 = malloc(t19);
        double *ad = (double *)t20;
        void *t21 = malloc(t19);
        double *bd = (double *)t21;
        double *cd = (double *)malloc(t19);
        void *t22 = malloc(t16);
        int *ai = (int *)t22;
        void *t23 = malloc(t16);
        int *bi = (int *)t23;
        int *ci = (int *)malloc(t16);
        long t24 = (long)nn;
        unsigned long t25 = (unsigned long)t17;
        unsigned long t26 = (unsigned long)t18;
        long t27 = (long)((unsigned long)t18 - (unsigned long)t17);
        unsigned long t28 = (unsigned long)t17;
        unsigned long t29 = (unsigned long)t20;
        unsigned long t30 = (unsigned long)t17;
        unsigned long t31 = (unsigned long)t21;
        unsigned long t32 = (unsigned long)t17;
        unsigned long t33 = (unsigned long)t22;
        long t34 = (long)((unsigned long)t22 - (unsigned long)t17);
        unsigned long t35 = (unsigned long)t17;
        unsigned long t36 = (unsigned long)t23;
        long t37 = (long)((unsigned long)t23 - (unsigned long)t17);
        unsigned long t38 = (unsigned long)t18;
        unsigned long t39 = (unsigned long)t20;
        unsigned long t40 = (unsigned long)t18;
        unsigned long t41 = (unsigned long)t21;
        unsigned long t42 = (unsigned long)t18;
        unsigned long t43 = (unsigned long)t22;
        long t44 = (long)((unsigned long)t22 - (unsigned long)t18);
        unsigned long t45 = (unsigned long)t18;
        unsigned long t46 = (unsigned long)t23;
        long t47 = (long)((unsigned long)t23 - (unsigned long)t18);
        unsigned long t48 = (unsigned long)t20;
        unsigned long t49 = (unsigned long)t21;
        long t50 = (long)((unsigned long)t21 - (unsigned long)t20);
        unsigned long t51 = (unsigned long)t20;
        unsigned long t52 = (unsigned long)t22;
        unsigned long t53 = (unsigned long)t20;
        unsigned long t54 = (unsigned long)t23;
        unsigned long t55 = (unsigned long)t21;
        unsigned long t56 = (unsigned long)t22;
        unsigned long t57 = (unsigned long)t21;
        unsigned long t58 = (unsigned long)t23;
        unsigned long t59 = (unsigned long)t22;
        unsigned long t60 = (unsigned long)t23;
        long t61 = (long)((unsigned long)t23 - (unsigned long)t22);
        if ((t24 >= 8L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 32L))) & (((t28 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t29) | ((t29 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t33) | ((t33 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t32) | ((t34 <= 0L) | (t34 >= 32L))) & (((t35 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t35) | ((t37 <= 0L) | (t37 >= 32L))) & (((t38 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t39) | ((t39 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 32L))) & (((t45 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t46) | ((t46 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t45) | ((t47 <= 0L) | (t47 >= 32L))) & (((t48 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t48) | ((t50 <= 0L) | (t50 >= 64L))) & (((t51 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t53)) & (((t55 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t56) | ((t56 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t55)) & (((t57 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t58) | ((t58 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t57)) & (((t59 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t60) | ((t60 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t59) | ((t61 <= 0L) | (t61 >= 32L))) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t62 = t24 & -8L;
            __m128i t63 = _mm_set1_epi32(0);
            __m128i t64 = _mm_add_epi32(t63, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t65 = _mm_sub_epi32(t64, _mm_set1_epi32(11));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t64, t65);
            __m128i t66 = _mm_set1_epi32(0);
            __m128i t67 = _mm_add_epi32(t66, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t68 = _mm_sub_epi32(t67, _mm_set1_epi32(13));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t67, t68);
            __m128i t69 = _mm_set1_epi32(0);
            __m128i t70 = _mm_add_epi32(t69, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t71 = _mm_sub_epi32(t70, _mm_set1_epi32(17));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t70, t71);
            __m128i t72 = _mm_set1_epi32(0);
            __m128i t73 = _mm_add_epi32(t72, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(7));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t73, t74);
            __m128i t75 = _mm_set1_epi32(0);
            __m128i t76 = _mm_add_epi32(t75, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(23));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t76, t77);
            __m128i t78 = _mm_set1_epi32(0);
            __m128i t79 = _mm_add_epi32(t78, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t80 = _mm_sub_epi32(t79, _mm_set1_epi32(19));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t79, t80);
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t81 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t82 = _mm_mul_ps(t81, _mm_set1_ps(0.37f));
                __m128 t83 = _mm_sub_ps(t82, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + x_vec, t83);
                __m128 t84 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t85 = _mm_mul_ps(t84, _mm_set1_ps(0.21f));
                __m128 t86 = _mm_add_ps(t85, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + x_vec, t86);
                __m256d t87 = _mm256_cvtepi32_pd((__m128i)t3);
                __m256d t88 = _mm256_mul_pd(t87, _mm256_set1_pd(0.113));
                __m256d t89 = _mm256_sub_pd(t88, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + x_vec, t89);
                __m256d t90 = _mm256_cvtepi32_pd((__m128i)t4);
                __m256d t91 = _mm256_mul_pd(t90, _mm256_set1_pd(0.97));
                __m256d t92 = _mm256_add_pd(t91, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + x_vec, t92);
                __m128i t93 = _mm_sub_epi32((__m128i)t5, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + x_vec), t93);
                __m128i t94 = _mm_sub_epi32((__m128i)t6, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + x_vec), t94);
                long t95 = x_vec + 4L;
                __m128i t96 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t97 = _mm_sub_epi32(t96, _mm_set1_epi32(11));
                __m128i t98 = _mm_min_epu32(t96, t97);
                __m128 t99 = _mm_cvtepi32_ps(t98);
                __m128 t100 = _mm_mul_ps(t99, _mm_set1_ps(0.37f));
                __m128 t101 = _mm_sub_ps(t100, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t95, t101);
                __m128i t102 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
                __m128i t103 = _mm_sub_epi32(t102, _mm_set1_epi32(13));
                __m128i t104 = _mm_min_epu32(t102, t103);
                __m128 t105 = _mm_cvtepi32_ps(t104);
                __m128 t106 = _mm_mul_ps(t105, _mm_set1_ps(0.21f));
                __m128 t107 = _mm_add_ps(t106, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t95, t107);
                __m128i t108 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(12));
                __m128i t109 = _mm_sub_epi32(t108, _mm_set1_epi32(17));
                __m128i t110 = _mm_min_epu32(t108, t109);
                __m256d t111 = _mm256_cvtepi32_pd(t110);
                __m256d t112 = _mm256_mul_pd(t111, _mm256_set1_pd(0.113));
                __m256d t113 = _mm256_sub_pd(t112, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t95, t113);
                __m128i t114 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(2));
                __m128i t115 = _mm_sub_epi32(t114, _mm_set1_epi32(7));
                __m128i t116 = _mm_min_epu32(t114, t115);
                __m256d t117 = _mm256_cvtepi32_pd(t116);
                __m256d t118 = _mm256_mul_pd(t117, _mm256_set1_pd(0.97));
                __m256d t119 = _mm256_add_pd(t118, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t95, t119);
                __m128i t120 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(5));
                __m128i t121 = _mm_sub_epi32(t120, _mm_set1_epi32(23));
                __m128i t122 = _mm_min_epu32(t120, t121);
                __m128i t123 = _mm_sub_epi32(t122, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t95), t123);
                __m128i t124 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(14));
                __m128i t125 = _mm_sub_epi32(t124, _mm_set1_epi32(19));
                __m128i t126 = _mm_min_epu32(t124, t125);
                __m128i t127 = _mm_sub_epi32(t126, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t95), t127);
                x_vec += 8L;
                __m128i t128 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t129 = _mm_sub_epi32(t128, _mm_set1_epi32(11));
                __m128i t130 = _mm_min_epu32(t128, t129);
                __m128i t131 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t132 = _mm_sub_epi32(t131, _mm_set1_epi32(13));
                __m128i t133 = _mm_min_epu32(t131, t132);
                __m128i t134 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(7));
                __m128i t135 = _mm_sub_epi32(t134, _mm_set1_epi32(17));
                __m128i t136 = _mm_min_epu32(t134, t135);
                __m128i t137 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
                __m128i t138 = _mm_sub_epi32(t137, _mm_set1_epi32(7));
                __m128i t139 = _mm_min_epu32(t137, t138);
                __m128i t140 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(10));
                __m128i t141 = _mm_sub_epi32(t140, _mm_set1_epi32(23));
                __m128i t142 = _mm_min_epu32(t140, t141);
                __m128i t143 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(9));
                __m128i t144 = _mm_sub_epi32(t143, _mm_set1_epi32(19));
                __m128i t145 = _mm_min_epu32(t143, t144);
                if (x_vec >= t62) {
                    break;
                }
                t1 = (vcc_v4_int)t130;
                t2 = (vcc_v4_int)t133;
                t3 = (vcc_v4_int)t136;
                t4 = (vcc_v4_int)t139;
                t5 = (vcc_v4_int)t142;
                t6 = (vcc_v4_int)t145;
            }
            t146 = (int)t62;
        } else {
            t146 = 0;
        }
        long t147 = (long)nn + (long)t146 * -1L;
        unsigned long t148 = (unsigned long)t17;
        unsigned long t149 = (unsigned long)t18;
        long t150 = (long)((unsigned long)t18 + (unsigned long)((long)t146 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t146 * 4L)));
        unsigned long t151 = (unsigned long)t17;
        unsigned long t152 = (unsigned long)t20;
        unsigned long t153 = (unsigned long)t17;
        unsigned long t154 = (unsigned long)t21;
        unsigned long t155 = (unsigned long)t17;
        unsigned long t156 = (unsigned long)t22;
        long t157 = (long)((unsigned long)t22 + (unsigned long)((long)t146 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t146 * 4L)));
        unsigned long t158 = (unsigned long)t17;
        unsigned long t159 = (unsigned long)t23;
        long t160 = (long)((unsigned long)t23 + (unsigned long)((long)t146 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t146 * 4L)));
        unsigned long t161 = (unsigned long)t18;
        unsigned long t162 = (unsigned long)t20;
        unsigned long t163 = (unsigned long)t18;
        unsigned long t164 = (unsigned long)t21;
        unsigned long t165 = (unsigned long)t18;
        unsigned long t166 = (unsigned long)t22;
        long t167 = (long)((unsigned long)t22 + (unsigned long)((long)t146 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t146 * 4L)));
        unsigned long t168 = (unsigned long)t18;
        unsigned long t169 = (unsigned long)t23;
        long t170 = (long)((unsigned long)t23 + (unsigned long)((long)t146 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t146 * 4L)));
        unsigned long t171 = (unsigned long)t20;
        unsigned long t172 = (unsigned long)t21;
        long t173 = (long)((unsigned long)t21 + (unsigned long)((long)t146 * 8L) - ((unsigned long)t20 + (unsigned long)((long)t146 * 8L)));
        unsigned long t174 = (unsigned long)t20;
        unsigned long t175 = (unsigned long)t22;
        unsigned long t176 = (unsigned long)t20;
        unsigned long t177 = (unsigned long)t23;
        unsigned long t178 = (unsigned long)t21;
        unsigned long t179 = (unsigned long)t22;
        unsigned long t180 = (unsigned long)t21;
        unsigned long t181 = (unsigned long)t23;
        unsigned long t182 = (unsigned long)t22;
        unsigned long t183 = (unsigned long)t23;
        long t184 = (long)((unsigned long)t23 + (unsigned long)((long)t146 * 4L) - ((unsigned long)t22 + (unsigned long)((long)t146 * 4L)));
        int t185 = (int)((unsigned int)t146 * 7U);
        int t186 = (int)((unsigned int)t146 * 5U);
        int t187 = (int)((unsigned int)t146 * 3U);
        int t188 = (int)((unsigned int)t146 * 11U);
        int t189 = (int)((unsigned int)t146 * 7U);
        int t190 = (int)((unsigned int)t146 * 13U);
        if ((t147 >= 4L) & (((t148 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t149 + (unsigned long)((long)t146 * 4L))) | ((t149 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t148 + (unsigned long)((long)t146 * 4L))) | ((t150 <= 0L) | (t150 >= 16L))) & (((t151 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t152 + (unsigned long)((long)t146 * 8L))) | ((t152 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t151 + (unsigned long)((long)t146 * 4L)))) & (((t153 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t146 * 8L))) | ((t154 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t146 * 4L)))) & (((t155 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t146 * 4L))) | ((t156 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t146 * 4L))) | ((t157 <= 0L) | (t157 >= 16L))) & (((t158 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t159 + (unsigned long)((long)t146 * 4L))) | ((t159 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t158 + (unsigned long)((long)t146 * 4L))) | ((t160 <= 0L) | (t160 >= 16L))) & (((t161 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t162 + (unsigned long)((long)t146 * 8L))) | ((t162 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t161 + (unsigned long)((long)t146 * 4L)))) & (((t163 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t164 + (unsigned long)((long)t146 * 8L))) | ((t164 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t146 * 4L)))) & (((t165 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t166 + (unsigned long)((long)t146 * 4L))) | ((t166 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t165 + (unsigned long)((long)t146 * 4L))) | ((t167 <= 0L) | (t167 >= 16L))) & (((t168 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t169 + (unsigned long)((long)t146 * 4L))) | ((t169 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t168 + (unsigned long)((long)t146 * 4L))) | ((t170 <= 0L) | (t170 >= 16L))) & (((t171 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t172 + (unsigned long)((long)t146 * 8L))) | ((t172 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t171 + (unsigned long)((long)t146 * 8L))) | ((t173 <= 0L) | (t173 >= 32L))) & (((t174 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t146 * 4L))) | ((t175 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t174 + (unsigned long)((long)t146 * 8L)))) & (((t176 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t146 * 4L))) | ((t177 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t176 + (unsigned long)((long)t146 * 8L)))) & (((t178 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t146 * 4L))) | ((t179 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t146 * 8L)))) & (((t180 + (unsigned long)((long)t146 * 8L + 8L + (t147 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t146 * 4L))) | ((t181 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t146 * 8L)))) & (((t182 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t146 * 4L))) | ((t183 + (unsigned long)((long)t146 * 4L + 4L + (t147 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t146 * 4L))) | ((t184 <= 0L) | (t184 >= 16L))) & (t185 >= 0) & (t186 >= 0) & (t187 >= 0) & (t188 >= 0) & (t189 >= 0) & (t190 >= 0)) {
            long t191 = t147 & -4L;
            __m128i t192 = _mm_set1_epi32((int)(t185 % 11));
            __m128i t193 = _mm_add_epi32(t192, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t194 = _mm_sub_epi32(t193, _mm_set1_epi32(11));
            vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t193, t194);
            __m128i t195 = _mm_set1_epi32((int)(t186 % 13));
            __m128i t196 = _mm_add_epi32(t195, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t197 = _mm_sub_epi32(t196, _mm_set1_epi32(13));
            vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t196, t197);
            __m128i t198 = _mm_set1_epi32((int)(t187 % 17));
            __m128i t199 = _mm_add_epi32(t198, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t200 = _mm_sub_epi32(t199, _mm_set1_epi32(17));
            vcc_v4_int t9 = (vcc_v4_int)_mm_min_epu32(t199, t200);
            __m128i t201 = _mm_set1_epi32((int)(t188 % 7));
            __m128i t202 = _mm_add_epi32(t201, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t203 = _mm_sub_epi32(t202, _mm_set1_epi32(7));
            vcc_v4_int t10 = (vcc_v4_int)_mm_min_epu32(t202, t203);
            __m128i t204 = _mm_set1_epi32((int)(t189 % 23));
            __m128i t205 = _mm_add_epi32(t204, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t206 = _mm_sub_epi32(t205, _mm_set1_epi32(23));
            vcc_v4_int t11 = (vcc_v4_int)_mm_min_epu32(t205, t206);
            __m128i t207 = _mm_set1_epi32((int)(t190 % 19));
            __m128i t208 = _mm_add_epi32(t207, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t209 = _mm_sub_epi32(t208, _mm_set1_epi32(19));
            vcc_v4_int t12 = (vcc_v4_int)_mm_min_epu32(t208, t209);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t210 = (long)t146 + x_vec_1;
                __m128 t211 = _mm_cvtepi32_ps((__m128i)t7);
                __m128 t212 = _mm_mul_ps(t211, _mm_set1_ps(0.37f));
                __m128 t213 = _mm_sub_ps(t212, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t210, t213);
                __m128 t214 = _mm_cvtepi32_ps((__m128i)t8);
                __m128 t215 = _mm_mul_ps(t214, _mm_set1_ps(0.21f));
                __m128 t216 = _mm_add_ps(t215, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t210, t216);
                __m256d t217 = _mm256_cvtepi32_pd((__m128i)t9);
                __m256d t218 = _mm256_mul_pd(t217, _mm256_set1_pd(0.113));
                __m256d t219 = _mm256_sub_pd(t218, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t210, t219);
                __m256d t220 = _mm256_cvtepi32_pd((__m128i)t10);
                __m256d t221 = _mm256_mul_pd(t220, _mm256_set1_pd(0.97));
                __m256d t222 = _mm256_add_pd(t221, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t210, t222);
                __m128i t223 = _mm_sub_epi32((__m128i)t11, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t210), t223);
                __m128i t224 = _mm_sub_epi32((__m128i)t12, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t210), t224);
                x_vec_1 += 4L;
                __m128i t225 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(6));
                __m128i t226 = _mm_sub_epi32(t225, _mm_set1_epi32(11));
                __m128i t227 = _mm_min_epu32(t225, t226);
                __m128i t228 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(7));
                __m128i t229 = _mm_sub_epi32(t228, _mm_set1_epi32(13));
                __m128i t230 = _mm_min_epu32(t228, t229);
                __m128i t231 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(12));
                __m128i t232 = _mm_sub_epi32(t231, _mm_set1_epi32(17));
                __m128i t233 = _mm_min_epu32(t231, t232);
                __m128i t234 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(2));
                __m128i t235 = _mm_sub_epi32(t234, _mm_set1_epi32(7));
                __m128i t236 = _mm_min_epu32(t234, t235);
                __m128i t237 = _mm_add_epi32((__m128i)t11, _mm_set1_epi32(5));
                __m128i t238 = _mm_sub_epi32(t237, _mm_set1_epi32(23));
                __m128i t239 = _mm_min_epu32(t237, t238);
                __m128i t240 = _mm_add_epi32((__m128i)t12, _mm_set1_epi32(14));
                __m128i t241 = _mm_sub_epi32(t240, _mm_set1_epi32(19));
                __m128i t242 = _mm_min_epu32(t240, t241);
                if (x_vec_1 >= t191) {
                    break;
                }
                t7 = (vcc_v4_int)t227;
                t8 = (vcc_v4_int)t230;
                t9 = (vcc_v4_int)t233;
                t10 = (vcc_v4_int)t236;
                t11 = (vcc_v4_int)t239;
                t12 = (vcc_v4_int)t242;
            }
            x = (int)((long)t146 + t191);
        } else {
            x = t146;
        }
        for (; x < nn; x++) {
            long t243 = (long)x;
            int t244 = x * 7;
            af[t243] = (float)(t244 % 11) * 0.37f - 1.5f;
            bf[t243] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t243] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t243] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t243] = t244 % 23 - 11;
            bi[t243] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t245 = (long)x_1;
            sf += (double)(cf[t245] * (float)(x_1 % 5 + 1));
            sd += cd[t245] * (double)(x_1 % 3 + 1);
            si += (long)ci[t245] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t246 = ci[nn - 1];
        } else {
            t246 = 0;
        }
        if (nn) {
            t247 = cd[nn / 2];
        } else {
            t247 = 0.0;
        }
        if (nn) {
            t248 = cf[nn - 1];
        } else {
            t248 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t248, sd, t247, si, t246);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    __m256i t249 = _mm256_set1_epi32(0);
    __m256i t250 = _mm256_add_epi32(t249, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
    __m256i t251 = _mm256_sub_epi32(t250, _mm256_set1_epi32(11));
    vcc_v8_int t13 = (vcc_v8_int)_mm256_min_epu32(t250, t251);
    __m256i t252 = _mm256_set1_epi32(0);
    __m256i t253 = _mm256_add_epi32(t252, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
    __m256i t254 = _mm256_sub_epi32(t253, _mm256_set1_epi32(13));
    vcc_v8_int t14 = (vcc_v8_int)_mm256_min_epu32(t253, t254);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t255 = _mm256_cvtepi32_ps((__m256i)t13);
        __m256 t256 = _mm256_mul_ps(t255, _mm256_set1_ps(0.37f));
        __m256 t257 = _mm256_sub_ps(t256, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[x_vec_2], t257);
        __m256 t258 = _mm256_cvtepi32_ps((__m256i)t14);
        __m256 t259 = _mm256_mul_ps(t258, _mm256_set1_ps(0.21f));
        __m256 t260 = _mm256_add_ps(t259, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[x_vec_2], t260);
        long t261 = x_vec_2 + 8L;
        __m256i t262 = _mm256_add_epi32((__m256i)t13, _mm256_set1_epi32(1));
        __m256i t263 = _mm256_sub_epi32(t262, _mm256_set1_epi32(11));
        __m256i t264 = _mm256_min_epu32(t262, t263);
        __m256 t265 = _mm256_cvtepi32_ps(t264);
        __m256 t266 = _mm256_mul_ps(t265, _mm256_set1_ps(0.37f));
        __m256 t267 = _mm256_sub_ps(t266, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[t261], t267);
        __m256i t268 = _mm256_add_epi32((__m256i)t14, _mm256_set1_epi32(1));
        __m256i t269 = _mm256_sub_epi32(t268, _mm256_set1_epi32(13));
        __m256i t270 = _mm256_min_epu32(t268, t269);
        __m256 t271 = _mm256_cvtepi32_ps(t270);
        __m256 t272 = _mm256_mul_ps(t271, _mm256_set1_ps(0.21f));
        __m256 t273 = _mm256_add_ps(t272, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[t261], t273);
        x_vec_2 += 16L;
        __m256i t274 = _mm256_add_epi32((__m256i)t13, _mm256_set1_epi32(2));
        __m256i t275 = _mm256_sub_epi32(t274, _mm256_set1_epi32(11));
        t13 = (vcc_v8_int)_mm256_min_epu32(t274, t275);
        __m256i t276 = _mm256_add_epi32((__m256i)t14, _mm256_set1_epi32(2));
        __m256i t277 = _mm256_sub_epi32(t276, _mm256_set1_epi32(13));
        t14 = (vcc_v8_int)_mm256_min_epu32(t276, t277);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
