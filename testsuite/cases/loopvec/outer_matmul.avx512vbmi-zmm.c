/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int s;
    int j;
    int t9;
    int t10;
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
            for (int t20 = 0; t20 < n; t20++) {
                __m512i t21 = _mm512_loadu_si512(b + (t20 * n + j_1));
                __m512i t22 = _mm512_set1_epi32((int)a[i * n + t20]);
                __m512i t23 = _mm512_mullo_epi32(t22, t21);
                t1 = (vcc_v16_int)_mm512_add_epi32((__m512i)t1, t23);
            }
            _mm512_storeu_si512(c + (i * n + j_1), (__m512i)t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m512i n_v = _mm512_set1_epi32((int)n);
                __m512i j_v = _mm512_set1_epi32((int)j);
                __m512i t4 = _mm512_set1_epi32(0);
                vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec = 0L;
                vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 16, UF 1, masked remainder */
                for (;;) {
                    __m512i a_v = _mm512_loadu_si512(a + (i * n + (int)k_vec));
                    __m512i t5 = _mm512_mullo_epi32((__m512i)k_v, n_v);
                    __m512i t6 = _mm512_add_epi32(t5, j_v);
                    __m512i b_v = _mm512_i32gather_epi32(t6, b, 4);
                    __m512i t7 = _mm512_mullo_epi32(a_v, b_v);
                    s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t7);
                    k_vec += 16L;
                    __m512i t8 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = (vcc_v16_uint)t8;
                }
                t9 = (int)t3;
                t10 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
            } else {
                t9 = 0;
                t10 = 0;
            }
            long t11 = (long)n + (long)t9 * -1L;
            if ((t11 >= 1L) & (t11 <= 16L)) {
                __m512i t12 = _mm512_set1_epi32((int)(int)t11);
                __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
                __m512i n_v_1 = _mm512_set1_epi32((int)n);
                __m512i j_v_1 = _mm512_set1_epi32((int)j);
                __m512i t14 = _mm512_set1_epi32((int)t9);
                __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i a_v_1 = _mm512_maskz_loadu_epi32(t13, a + (i * n + (int)(long)t9));
                __m512i t16 = _mm512_mullo_epi32(t15, n_v_1);
                __m512i t17 = _mm512_add_epi32(t16, j_v_1);
                __m512i b_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t13, t17, b, 4);
                __m512i t18 = _mm512_mullo_epi32(a_v_1, b_v_1);
                __m512i t19 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t18);
                __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t19);
                k = (int)((long)t9 + t11);
                s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
            } else {
                k = t9;
                s = t10;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t148;
    int t245;
    int x;
    int t334;
    double t335;
    float t336;
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
        unsigned long t17 = (unsigned long)nn;
        unsigned long t18 = t17 * 4UL + 1UL;
        void *t19 = malloc(t18);
        float *af = (float *)t19;
        void *t20 = malloc(t18);
        float *bf = (float *)t20;
        float *cf = (float *)malloc(t18);
        unsigned long t21 = t17 * 8UL + 1UL;
        void *t22 = malloc(t21);
        double *ad = (double *)t22;
        void *t23 = malloc(t21);
        double *bd = (double *)t23;
        double *cd = (double *)malloc(t21);
        void *t24 = malloc(t18);
        int *ai = (int *)t24;
        void *t25 = malloc(t18);
        int *bi = (int *)t25;
        int *ci = (int *)malloc(t18);
        long t26 = (long)nn;
        unsigned long t27 = (unsigned long)t19;
        unsigned long t28 = (unsigned long)t20;
        long t29 = (long)((unsigned long)t20 - (unsigned long)t19);
        unsigned long t30 = (unsigned long)t19;
        unsigned long t31 = (unsigned long)t22;
        unsigned long t32 = (unsigned long)t19;
        unsigned long t33 = (unsigned long)t23;
        unsigned long t34 = (unsigned long)t19;
        unsigned long t35 = (unsigned long)t24;
        long t36 = (long)((unsigned long)t24 - (unsigned long)t19);
        unsigned long t37 = (unsigned long)t19;
        unsigned long t38 = (unsigned long)t25;
        long t39 = (long)((unsigned long)t25 - (unsigned long)t19);
        unsigned long t40 = (unsigned long)t20;
        unsigned long t41 = (unsigned long)t22;
        unsigned long t42 = (unsigned long)t20;
        unsigned long t43 = (unsigned long)t23;
        unsigned long t44 = (unsigned long)t20;
        unsigned long t45 = (unsigned long)t24;
        long t46 = (long)((unsigned long)t24 - (unsigned long)t20);
        unsigned long t47 = (unsigned long)t20;
        unsigned long t48 = (unsigned long)t25;
        long t49 = (long)((unsigned long)t25 - (unsigned long)t20);
        unsigned long t50 = (unsigned long)t22;
        unsigned long t51 = (unsigned long)t23;
        long t52 = (long)((unsigned long)t23 - (unsigned long)t22);
        unsigned long t53 = (unsigned long)t22;
        unsigned long t54 = (unsigned long)t24;
        unsigned long t55 = (unsigned long)t22;
        unsigned long t56 = (unsigned long)t25;
        unsigned long t57 = (unsigned long)t23;
        unsigned long t58 = (unsigned long)t24;
        unsigned long t59 = (unsigned long)t23;
        unsigned long t60 = (unsigned long)t25;
        unsigned long t61 = (unsigned long)t24;
        unsigned long t62 = (unsigned long)t25;
        long t63 = (long)((unsigned long)t25 - (unsigned long)t24);
        if ((t26 >= 16L) & (((t27 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t28) | ((t28 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t27) | ((t29 <= 0L) | (t29 >= 64L))) & (((t30 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t33) | ((t33 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t32)) & (((t34 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t35) | ((t35 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t34) | ((t36 <= 0L) | (t36 >= 64L))) & (((t37 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t37) | ((t39 <= 0L) | (t39 >= 64L))) & (((t40 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t42)) & (((t44 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t45) | ((t45 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t44) | ((t46 <= 0L) | (t46 >= 64L))) & (((t47 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t48) | ((t48 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t47) | ((t49 <= 0L) | (t49 >= 64L))) & (((t50 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t50) | ((t52 <= 0L) | (t52 >= 128L))) & (((t53 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t53)) & (((t55 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t56) | ((t56 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t55)) & (((t57 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t58) | ((t58 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t57)) & (((t59 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t60) | ((t60 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t59)) & (((t61 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t62) | ((t62 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t61) | ((t63 <= 0L) | (t63 >= 64L))) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t64 = t26 & -16L;
            __m256i t65 = _mm256_set1_epi32(0);
            __m256i t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(11));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t66, t67);
            __m256i t68 = _mm256_set1_epi32(0);
            __m256i t69 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t69, t70);
            __m256i t71 = _mm256_set1_epi32(0);
            __m256i t72 = _mm256_add_epi32(t71, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(17));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t72, t73);
            __m256i t74 = _mm256_set1_epi32(0);
            __m256i t75 = _mm256_add_epi32(t74, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(7));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t75, t76);
            __m256i t77 = _mm256_set1_epi32(0);
            __m256i t78 = _mm256_add_epi32(t77, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(23));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t78, t79);
            __m256i t80 = _mm256_set1_epi32(0);
            __m256i t81 = _mm256_add_epi32(t80, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(19));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t81, t82);
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t83 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t84 = _mm256_mul_ps(t83, _mm256_set1_ps(0.37f));
                __m256 t85 = _mm256_sub_ps(t84, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + x_vec, t85);
                __m256 t86 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t87 = _mm256_mul_ps(t86, _mm256_set1_ps(0.21f));
                __m256 t88 = _mm256_add_ps(t87, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + x_vec, t88);
                __m512d t89 = _mm512_cvtepi32_pd((__m256i)t3);
                __m512d t90 = _mm512_mul_pd(t89, _mm512_set1_pd(0.113));
                __m512d t91 = _mm512_sub_pd(t90, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + x_vec, t91);
                __m512d t92 = _mm512_cvtepi32_pd((__m256i)t4);
                __m512d t93 = _mm512_mul_pd(t92, _mm512_set1_pd(0.97));
                __m512d t94 = _mm512_add_pd(t93, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + x_vec, t94);
                __m256i t95 = _mm256_sub_epi32((__m256i)t5, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + x_vec), t95);
                __m256i t96 = _mm256_sub_epi32((__m256i)t6, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + x_vec), t96);
                long t97 = x_vec + 8L;
                __m256i t98 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32(11));
                __m256i t100 = _mm256_min_epu32(t98, t99);
                __m256 t101 = _mm256_cvtepi32_ps(t100);
                __m256 t102 = _mm256_mul_ps(t101, _mm256_set1_ps(0.37f));
                __m256 t103 = _mm256_sub_ps(t102, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t97, t103);
                __m256i t104 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32(13));
                __m256i t106 = _mm256_min_epu32(t104, t105);
                __m256 t107 = _mm256_cvtepi32_ps(t106);
                __m256 t108 = _mm256_mul_ps(t107, _mm256_set1_ps(0.21f));
                __m256 t109 = _mm256_add_ps(t108, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t97, t109);
                __m256i t110 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(7));
                __m256i t111 = _mm256_sub_epi32(t110, _mm256_set1_epi32(17));
                __m256i t112 = _mm256_min_epu32(t110, t111);
                __m512d t113 = _mm512_cvtepi32_pd(t112);
                __m512d t114 = _mm512_mul_pd(t113, _mm512_set1_pd(0.113));
                __m512d t115 = _mm512_sub_pd(t114, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t97, t115);
                __m256i t116 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(4));
                __m256i t117 = _mm256_sub_epi32(t116, _mm256_set1_epi32(7));
                __m256i t118 = _mm256_min_epu32(t116, t117);
                __m512d t119 = _mm512_cvtepi32_pd(t118);
                __m512d t120 = _mm512_mul_pd(t119, _mm512_set1_pd(0.97));
                __m512d t121 = _mm512_add_pd(t120, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t97, t121);
                __m256i t122 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(10));
                __m256i t123 = _mm256_sub_epi32(t122, _mm256_set1_epi32(23));
                __m256i t124 = _mm256_min_epu32(t122, t123);
                __m256i t125 = _mm256_sub_epi32(t124, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t97), t125);
                __m256i t126 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(9));
                __m256i t127 = _mm256_sub_epi32(t126, _mm256_set1_epi32(19));
                __m256i t128 = _mm256_min_epu32(t126, t127);
                __m256i t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t97), t129);
                x_vec += 16L;
                __m256i t130 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t131 = _mm256_sub_epi32(t130, _mm256_set1_epi32(11));
                __m256i t132 = _mm256_min_epu32(t130, t131);
                __m256i t133 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
                __m256i t134 = _mm256_sub_epi32(t133, _mm256_set1_epi32(13));
                __m256i t135 = _mm256_min_epu32(t133, t134);
                __m256i t136 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(14));
                __m256i t137 = _mm256_sub_epi32(t136, _mm256_set1_epi32(17));
                __m256i t138 = _mm256_min_epu32(t136, t137);
                __m256i t139 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
                __m256i t140 = _mm256_sub_epi32(t139, _mm256_set1_epi32(7));
                __m256i t141 = _mm256_min_epu32(t139, t140);
                __m256i t142 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(20));
                __m256i t143 = _mm256_sub_epi32(t142, _mm256_set1_epi32(23));
                __m256i t144 = _mm256_min_epu32(t142, t143);
                __m256i t145 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(18));
                __m256i t146 = _mm256_sub_epi32(t145, _mm256_set1_epi32(19));
                __m256i t147 = _mm256_min_epu32(t145, t146);
                if (x_vec >= t64) {
                    break;
                }
                t1 = (vcc_v8_int)t132;
                t2 = (vcc_v8_int)t135;
                t3 = (vcc_v8_int)t138;
                t4 = (vcc_v8_int)t141;
                t5 = (vcc_v8_int)t144;
                t6 = (vcc_v8_int)t147;
            }
            t148 = (int)t64;
        } else {
            t148 = 0;
        }
        long t149 = (long)nn + (long)t148 * -1L;
        unsigned long t150 = (unsigned long)t19;
        unsigned long t151 = (unsigned long)t20;
        long t152 = (long)((unsigned long)t20 + (unsigned long)((long)t148 * 4L) - ((unsigned long)t19 + (unsigned long)((long)t148 * 4L)));
        unsigned long t153 = (unsigned long)t19;
        unsigned long t154 = (unsigned long)t22;
        unsigned long t155 = (unsigned long)t19;
        unsigned long t156 = (unsigned long)t23;
        unsigned long t157 = (unsigned long)t19;
        unsigned long t158 = (unsigned long)t24;
        long t159 = (long)((unsigned long)t24 + (unsigned long)((long)t148 * 4L) - ((unsigned long)t19 + (unsigned long)((long)t148 * 4L)));
        unsigned long t160 = (unsigned long)t19;
        unsigned long t161 = (unsigned long)t25;
        long t162 = (long)((unsigned long)t25 + (unsigned long)((long)t148 * 4L) - ((unsigned long)t19 + (unsigned long)((long)t148 * 4L)));
        unsigned long t163 = (unsigned long)t20;
        unsigned long t164 = (unsigned long)t22;
        unsigned long t165 = (unsigned long)t20;
        unsigned long t166 = (unsigned long)t23;
        unsigned long t167 = (unsigned long)t20;
        unsigned long t168 = (unsigned long)t24;
        long t169 = (long)((unsigned long)t24 + (unsigned long)((long)t148 * 4L) - ((unsigned long)t20 + (unsigned long)((long)t148 * 4L)));
        unsigned long t170 = (unsigned long)t20;
        unsigned long t171 = (unsigned long)t25;
        long t172 = (long)((unsigned long)t25 + (unsigned long)((long)t148 * 4L) - ((unsigned long)t20 + (unsigned long)((long)t148 * 4L)));
        unsigned long t173 = (unsigned long)t22;
        unsigned long t174 = (unsigned long)t23;
        long t175 = (long)((unsigned long)t23 + (unsigned long)((long)t148 * 8L) - ((unsigned long)t22 + (unsigned long)((long)t148 * 8L)));
        unsigned long t176 = (unsigned long)t22;
        unsigned long t177 = (unsigned long)t24;
        unsigned long t178 = (unsigned long)t22;
        unsigned long t179 = (unsigned long)t25;
        unsigned long t180 = (unsigned long)t23;
        unsigned long t181 = (unsigned long)t24;
        unsigned long t182 = (unsigned long)t23;
        unsigned long t183 = (unsigned long)t25;
        unsigned long t184 = (unsigned long)t24;
        unsigned long t185 = (unsigned long)t25;
        long t186 = (long)((unsigned long)t25 + (unsigned long)((long)t148 * 4L) - ((unsigned long)t24 + (unsigned long)((long)t148 * 4L)));
        int t187 = (int)((unsigned int)t148 * 7U);
        int t188 = (int)((unsigned int)t148 * 5U);
        int t189 = (int)((unsigned int)t148 * 3U);
        int t190 = (int)((unsigned int)t148 * 11U);
        int t191 = (int)((unsigned int)t148 * 7U);
        int t192 = (int)((unsigned int)t148 * 13U);
        if ((t149 >= 8L) & (((t150 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t151 + (unsigned long)((long)t148 * 4L))) | ((t151 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t150 + (unsigned long)((long)t148 * 4L))) | ((t152 <= 0L) | (t152 >= 32L))) & (((t153 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t148 * 8L))) | ((t154 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t148 * 4L)))) & (((t155 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t148 * 8L))) | ((t156 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t155 + (unsigned long)((long)t148 * 4L)))) & (((t157 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t158 + (unsigned long)((long)t148 * 4L))) | ((t158 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t148 * 4L))) | ((t159 <= 0L) | (t159 >= 32L))) & (((t160 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t161 + (unsigned long)((long)t148 * 4L))) | ((t161 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t160 + (unsigned long)((long)t148 * 4L))) | ((t162 <= 0L) | (t162 >= 32L))) & (((t163 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t164 + (unsigned long)((long)t148 * 8L))) | ((t164 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t148 * 4L)))) & (((t165 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t166 + (unsigned long)((long)t148 * 8L))) | ((t166 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t165 + (unsigned long)((long)t148 * 4L)))) & (((t167 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t168 + (unsigned long)((long)t148 * 4L))) | ((t168 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t167 + (unsigned long)((long)t148 * 4L))) | ((t169 <= 0L) | (t169 >= 32L))) & (((t170 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t171 + (unsigned long)((long)t148 * 4L))) | ((t171 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t170 + (unsigned long)((long)t148 * 4L))) | ((t172 <= 0L) | (t172 >= 32L))) & (((t173 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t148 * 8L))) | ((t174 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t148 * 8L))) | ((t175 <= 0L) | (t175 >= 64L))) & (((t176 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t148 * 4L))) | ((t177 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t176 + (unsigned long)((long)t148 * 8L)))) & (((t178 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t148 * 4L))) | ((t179 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t148 * 8L)))) & (((t180 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t148 * 4L))) | ((t181 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t148 * 8L)))) & (((t182 + (unsigned long)((long)t148 * 8L + 8L + (t149 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t148 * 4L))) | ((t183 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t148 * 8L)))) & (((t184 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t148 * 4L))) | ((t185 + (unsigned long)((long)t148 * 4L + 4L + (t149 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t148 * 4L))) | ((t186 <= 0L) | (t186 >= 32L))) & (t187 >= 0) & (t188 >= 0) & (t189 >= 0) & (t190 >= 0) & (t191 >= 0) & (t192 >= 0)) {
            long t193 = t149 & -8L;
            __m256i t194 = _mm256_set1_epi32((int)(t187 % 11));
            __m256i t195 = _mm256_add_epi32(t194, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t196 = _mm256_sub_epi32(t195, _mm256_set1_epi32(11));
            vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t195, t196);
            __m256i t197 = _mm256_set1_epi32((int)(t188 % 13));
            __m256i t198 = _mm256_add_epi32(t197, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t199 = _mm256_sub_epi32(t198, _mm256_set1_epi32(13));
            vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t198, t199);
            __m256i t200 = _mm256_set1_epi32((int)(t189 % 17));
            __m256i t201 = _mm256_add_epi32(t200, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t202 = _mm256_sub_epi32(t201, _mm256_set1_epi32(17));
            vcc_v8_int t9 = (vcc_v8_int)_mm256_min_epu32(t201, t202);
            __m256i t203 = _mm256_set1_epi32((int)(t190 % 7));
            __m256i t204 = _mm256_add_epi32(t203, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t205 = _mm256_sub_epi32(t204, _mm256_set1_epi32(7));
            vcc_v8_int t10 = (vcc_v8_int)_mm256_min_epu32(t204, t205);
            __m256i t206 = _mm256_set1_epi32((int)(t191 % 23));
            __m256i t207 = _mm256_add_epi32(t206, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t208 = _mm256_sub_epi32(t207, _mm256_set1_epi32(23));
            vcc_v8_int t11 = (vcc_v8_int)_mm256_min_epu32(t207, t208);
            __m256i t209 = _mm256_set1_epi32((int)(t192 % 19));
            __m256i t210 = _mm256_add_epi32(t209, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t211 = _mm256_sub_epi32(t210, _mm256_set1_epi32(19));
            vcc_v8_int t12 = (vcc_v8_int)_mm256_min_epu32(t210, t211);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t212 = (long)t148 + x_vec_1;
                __m256 t213 = _mm256_cvtepi32_ps((__m256i)t7);
                __m256 t214 = _mm256_mul_ps(t213, _mm256_set1_ps(0.37f));
                __m256 t215 = _mm256_sub_ps(t214, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t212, t215);
                __m256 t216 = _mm256_cvtepi32_ps((__m256i)t8);
                __m256 t217 = _mm256_mul_ps(t216, _mm256_set1_ps(0.21f));
                __m256 t218 = _mm256_add_ps(t217, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t212, t218);
                __m512d t219 = _mm512_cvtepi32_pd((__m256i)t9);
                __m512d t220 = _mm512_mul_pd(t219, _mm512_set1_pd(0.113));
                __m512d t221 = _mm512_sub_pd(t220, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t212, t221);
                __m512d t222 = _mm512_cvtepi32_pd((__m256i)t10);
                __m512d t223 = _mm512_mul_pd(t222, _mm512_set1_pd(0.97));
                __m512d t224 = _mm512_add_pd(t223, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t212, t224);
                __m256i t225 = _mm256_sub_epi32((__m256i)t11, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t212), t225);
                __m256i t226 = _mm256_sub_epi32((__m256i)t12, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t212), t226);
                x_vec_1 += 8L;
                __m256i t227 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(1));
                __m256i t228 = _mm256_sub_epi32(t227, _mm256_set1_epi32(11));
                __m256i t229 = _mm256_min_epu32(t227, t228);
                __m256i t230 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(1));
                __m256i t231 = _mm256_sub_epi32(t230, _mm256_set1_epi32(13));
                __m256i t232 = _mm256_min_epu32(t230, t231);
                __m256i t233 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(7));
                __m256i t234 = _mm256_sub_epi32(t233, _mm256_set1_epi32(17));
                __m256i t235 = _mm256_min_epu32(t233, t234);
                __m256i t236 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(4));
                __m256i t237 = _mm256_sub_epi32(t236, _mm256_set1_epi32(7));
                __m256i t238 = _mm256_min_epu32(t236, t237);
                __m256i t239 = _mm256_add_epi32((__m256i)t11, _mm256_set1_epi32(10));
                __m256i t240 = _mm256_sub_epi32(t239, _mm256_set1_epi32(23));
                __m256i t241 = _mm256_min_epu32(t239, t240);
                __m256i t242 = _mm256_add_epi32((__m256i)t12, _mm256_set1_epi32(9));
                __m256i t243 = _mm256_sub_epi32(t242, _mm256_set1_epi32(19));
                __m256i t244 = _mm256_min_epu32(t242, t243);
                if (x_vec_1 >= t193) {
                    break;
                }
                t7 = (vcc_v8_int)t229;
                t8 = (vcc_v8_int)t232;
                t9 = (vcc_v8_int)t235;
                t10 = (vcc_v8_int)t238;
                t11 = (vcc_v8_int)t241;
                t12 = (vcc_v8_int)t244;
            }
            t245 = (int)((long)t148 + t193);
        } else {
            t245 = t148;
        }
        long t246 = (long)nn + (long)t245 * -1L;
        unsigned long t247 = (unsigned long)t19;
        unsigned long t248 = (unsigned long)t20;
        long t249 = (long)((unsigned long)t20 + (unsigned long)((long)t245 * 4L) - ((unsigned long)t19 + (unsigned long)((long)t245 * 4L)));
        unsigned long t250 = (unsigned long)t19;
        unsigned long t251 = (unsigned long)t22;
        unsigned long t252 = (unsigned long)t19;
        unsigned long t253 = (unsigned long)t23;
        unsigned long t254 = (unsigned long)t19;
        unsigned long t255 = (unsigned long)t24;
        long t256 = (long)((unsigned long)t24 + (unsigned long)((long)t245 * 4L) - ((unsigned long)t19 + (unsigned long)((long)t245 * 4L)));
        unsigned long t257 = (unsigned long)t19;
        unsigned long t258 = (unsigned long)t25;
        long t259 = (long)((unsigned long)t25 + (unsigned long)((long)t245 * 4L) - ((unsigned long)t19 + (unsigned long)((long)t245 * 4L)));
        unsigned long t260 = (unsigned long)t20;
        unsigned long t261 = (unsigned long)t22;
        unsigned long t262 = (unsigned long)t20;
        unsigned long t263 = (unsigned long)t23;
        unsigned long t264 = (unsigned long)t20;
        unsigned long t265 = (unsigned long)t24;
        long t266 = (long)((unsigned long)t24 + (unsigned long)((long)t245 * 4L) - ((unsigned long)t20 + (unsigned long)((long)t245 * 4L)));
        unsigned long t267 = (unsigned long)t20;
        unsigned long t268 = (unsigned long)t25;
        long t269 = (long)((unsigned long)t25 + (unsigned long)((long)t245 * 4L) - ((unsigned long)t20 + (unsigned long)((long)t245 * 4L)));
        unsigned long t270 = (unsigned long)t22;
        unsigned long t271 = (unsigned long)t23;
        long t272 = (long)((unsigned long)t23 + (unsigned long)((long)t245 * 8L) - ((unsigned long)t22 + (unsigned long)((long)t245 * 8L)));
        unsigned long t273 = (unsigned long)t22;
        unsigned long t274 = (unsigned long)t24;
        unsigned long t275 = (unsigned long)t22;
        unsigned long t276 = (unsigned long)t25;
        unsigned long t277 = (unsigned long)t23;
        unsigned long t278 = (unsigned long)t24;
        unsigned long t279 = (unsigned long)t23;
        unsigned long t280 = (unsigned long)t25;
        unsigned long t281 = (unsigned long)t24;
        unsigned long t282 = (unsigned long)t25;
        long t283 = (long)((unsigned long)t25 + (unsigned long)((long)t245 * 4L) - ((unsigned long)t24 + (unsigned long)((long)t245 * 4L)));
        int t284 = (int)((unsigned int)t245 * 7U);
        int t285 = (int)((unsigned int)t245 * 5U);
        int t286 = (int)((unsigned int)t245 * 3U);
        int t287 = (int)((unsigned int)t245 * 11U);
        int t288 = (int)((unsigned int)t245 * 7U);
        int t289 = (int)((unsigned int)t245 * 13U);
        if ((t246 >= 1L) & (t246 <= 8L) & (((t247 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t248 + (unsigned long)((long)t245 * 4L))) | ((t248 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t247 + (unsigned long)((long)t245 * 4L))) | ((t249 <= 0L) | (t249 >= 32L))) & (((t250 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t251 + (unsigned long)((long)t245 * 8L))) | ((t251 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t250 + (unsigned long)((long)t245 * 4L)))) & (((t252 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t253 + (unsigned long)((long)t245 * 8L))) | ((t253 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t252 + (unsigned long)((long)t245 * 4L)))) & (((t254 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t255 + (unsigned long)((long)t245 * 4L))) | ((t255 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t254 + (unsigned long)((long)t245 * 4L))) | ((t256 <= 0L) | (t256 >= 32L))) & (((t257 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t258 + (unsigned long)((long)t245 * 4L))) | ((t258 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t257 + (unsigned long)((long)t245 * 4L))) | ((t259 <= 0L) | (t259 >= 32L))) & (((t260 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t261 + (unsigned long)((long)t245 * 8L))) | ((t261 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t260 + (unsigned long)((long)t245 * 4L)))) & (((t262 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t263 + (unsigned long)((long)t245 * 8L))) | ((t263 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t262 + (unsigned long)((long)t245 * 4L)))) & (((t264 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t265 + (unsigned long)((long)t245 * 4L))) | ((t265 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t264 + (unsigned long)((long)t245 * 4L))) | ((t266 <= 0L) | (t266 >= 32L))) & (((t267 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t268 + (unsigned long)((long)t245 * 4L))) | ((t268 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t267 + (unsigned long)((long)t245 * 4L))) | ((t269 <= 0L) | (t269 >= 32L))) & (((t270 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t271 + (unsigned long)((long)t245 * 8L))) | ((t271 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t270 + (unsigned long)((long)t245 * 8L))) | ((t272 <= 0L) | (t272 >= 64L))) & (((t273 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t274 + (unsigned long)((long)t245 * 4L))) | ((t274 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t273 + (unsigned long)((long)t245 * 8L)))) & (((t275 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t276 + (unsigned long)((long)t245 * 4L))) | ((t276 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t275 + (unsigned long)((long)t245 * 8L)))) & (((t277 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t278 + (unsigned long)((long)t245 * 4L))) | ((t278 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t277 + (unsigned long)((long)t245 * 8L)))) & (((t279 + (unsigned long)((long)t245 * 8L + 8L + (t246 - 1L) * 8L)) <= (t280 + (unsigned long)((long)t245 * 4L))) | ((t280 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t279 + (unsigned long)((long)t245 * 8L)))) & (((t281 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t282 + (unsigned long)((long)t245 * 4L))) | ((t282 + (unsigned long)((long)t245 * 4L + 4L + (t246 - 1L) * 4L)) <= (t281 + (unsigned long)((long)t245 * 4L))) | ((t283 <= 0L) | (t283 >= 32L))) & (t284 >= 0) & (t285 >= 0) & (t286 >= 0) & (t287 >= 0) & (t288 >= 0) & (t289 >= 0)) {
            __m256i t290 = _mm256_set1_epi32((int)(int)t246);
            __m256i t291 = _mm256_cmpgt_epi32(t290, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t292 = _mm256_set1_epi32((int)(t284 % 11));
            __m256i t293 = _mm256_add_epi32(t292, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t294 = _mm256_sub_epi32(t293, _mm256_set1_epi32(11));
            __m256i t295 = _mm256_min_epu32(t293, t294);
            __m256i t296 = _mm256_set1_epi32((int)(t285 % 13));
            __m256i t297 = _mm256_add_epi32(t296, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t298 = _mm256_sub_epi32(t297, _mm256_set1_epi32(13));
            __m256i t299 = _mm256_min_epu32(t297, t298);
            __m256i t300 = _mm256_set1_epi32((int)(t286 % 17));
            __m256i t301 = _mm256_add_epi32(t300, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t302 = _mm256_sub_epi32(t301, _mm256_set1_epi32(17));
            __m256i t303 = _mm256_min_epu32(t301, t302);
            __m256i t304 = _mm256_set1_epi32((int)(t287 % 7));
            __m256i t305 = _mm256_add_epi32(t304, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t306 = _mm256_sub_epi32(t305, _mm256_set1_epi32(7));
            __m256i t307 = _mm256_min_epu32(t305, t306);
            __m256i t308 = _mm256_set1_epi32((int)(t288 % 23));
            __m256i t309 = _mm256_add_epi32(t308, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t310 = _mm256_sub_epi32(t309, _mm256_set1_epi32(23));
            __m256i t311 = _mm256_min_epu32(t309, t310);
            __m256i t312 = _mm256_set1_epi32((int)(t289 % 19));
            __m256i t313 = _mm256_add_epi32(t312, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t314 = _mm256_sub_epi32(t313, _mm256_set1_epi32(19));
            __m256i t315 = _mm256_min_epu32(t313, t314);
            long t316 = (long)t245;
            __m256 t317 = _mm256_cvtepi32_ps(t295);
            __m256 t318 = _mm256_mul_ps(t317, _mm256_set1_ps(0.37f));
            __m256 t319 = _mm256_sub_ps(t318, _mm256_set1_ps(1.5f));
            _mm256_mask_storeu_ps(af + t316, _mm256_movepi32_mask(t291), t319);
            __m256 t320 = _mm256_cvtepi32_ps(t299);
            __m256 t321 = _mm256_mul_ps(t320, _mm256_set1_ps(0.21f));
            __m256 t322 = _mm256_add_ps(t321, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(bf + t316, _mm256_movepi32_mask(t291), t322);
            __m512d t323 = _mm512_cvtepi32_pd(t303);
            __m512d t324 = _mm512_mul_pd(t323, _mm512_set1_pd(0.113));
            __m512d t325 = _mm512_sub_pd(t324, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(ad + t316, _mm256_movepi32_mask(t291), t325);
            __m512d t326 = _mm512_cvtepi32_pd(t307);
            __m512d t327 = _mm512_mul_pd(t326, _mm512_set1_pd(0.97));
            __m512d t328 = _mm512_add_pd(t327, _mm512_set1_pd(0.3));
            _mm512_mask_storeu_pd(bd + t316, _mm256_movepi32_mask(t291), t328);
            __m256i t329 = _mm256_sub_epi32(t311, _mm256_set1_epi32(11));
            _mm256_mask_storeu_epi32(ai + t316, _mm256_movepi32_mask(t291), t329);
            __m256i t330 = _mm256_sub_epi32(t315, _mm256_set1_epi32(9));
            _mm256_mask_storeu_epi32(bi + t316, _mm256_movepi32_mask(t291), t330);
            x = (int)((long)t245 + t246);
        } else {
            x = t245;
        }
        for (; x < nn; x++) {
            long t331 = (long)x;
            int t332 = x * 7;
            af[t331] = (float)(t332 % 11) * 0.37f - 1.5f;
            bf[t331] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t331] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t331] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t331] = t332 % 23 - 11;
            bi[t331] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t333 = (long)x_1;
            sf += (double)(cf[t333] * (float)(x_1 % 5 + 1));
            sd += cd[t333] * (double)(x_1 % 3 + 1);
            si += (long)ci[t333] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t334 = ci[nn - 1];
        } else {
            t334 = 0;
        }
        if (nn) {
            t335 = cd[nn / 2];
        } else {
            t335 = 0.0;
        }
        if (nn) {
            t336 = cf[nn - 1];
        } else {
            t336 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t336, sd, t335, si, t334);
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
    __m512i t337 = _mm512_set1_epi32(0);
    __m512i t338 = _mm512_add_epi32(t337, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t339 = _mm512_sub_epi32(t338, _mm512_set1_epi32(11));
    vcc_v16_int t13 = (vcc_v16_int)_mm512_min_epu32(t338, t339);
    __m512i t340 = _mm512_set1_epi32(0);
    __m512i t341 = _mm512_add_epi32(t340, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t342 = _mm512_sub_epi32(t341, _mm512_set1_epi32(13));
    vcc_v16_int t14 = (vcc_v16_int)_mm512_min_epu32(t341, t342);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 16, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, scalar epilogue */
    do {
        __m512 t343 = _mm512_cvtepi32_ps((__m512i)t13);
        __m512 t344 = _mm512_mul_ps(t343, _mm512_set1_ps(0.37f));
        __m512 t345 = _mm512_sub_ps(t344, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[x_vec_2], t345);
        __m512 t346 = _mm512_cvtepi32_ps((__m512i)t14);
        __m512 t347 = _mm512_mul_ps(t346, _mm512_set1_ps(0.21f));
        __m512 t348 = _mm512_add_ps(t347, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[x_vec_2], t348);
        long t349 = x_vec_2 + 16L;
        __m512i t350 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(2));
        __m512i t351 = _mm512_sub_epi32(t350, _mm512_set1_epi32(11));
        __m512i t352 = _mm512_min_epu32(t350, t351);
        __m512 t353 = _mm512_cvtepi32_ps(t352);
        __m512 t354 = _mm512_mul_ps(t353, _mm512_set1_ps(0.37f));
        __m512 t355 = _mm512_sub_ps(t354, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t349], t355);
        __m512i t356 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(2));
        __m512i t357 = _mm512_sub_epi32(t356, _mm512_set1_epi32(13));
        __m512i t358 = _mm512_min_epu32(t356, t357);
        __m512 t359 = _mm512_cvtepi32_ps(t358);
        __m512 t360 = _mm512_mul_ps(t359, _mm512_set1_ps(0.21f));
        __m512 t361 = _mm512_add_ps(t360, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t349], t361);
        long t362 = x_vec_2 + 32L;
        __m512i t363 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(4));
        __m512i t364 = _mm512_sub_epi32(t363, _mm512_set1_epi32(11));
        __m512i t365 = _mm512_min_epu32(t363, t364);
        __m512 t366 = _mm512_cvtepi32_ps(t365);
        __m512 t367 = _mm512_mul_ps(t366, _mm512_set1_ps(0.37f));
        __m512 t368 = _mm512_sub_ps(t367, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t362], t368);
        __m512i t369 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(4));
        __m512i t370 = _mm512_sub_epi32(t369, _mm512_set1_epi32(13));
        __m512i t371 = _mm512_min_epu32(t369, t370);
        __m512 t372 = _mm512_cvtepi32_ps(t371);
        __m512 t373 = _mm512_mul_ps(t372, _mm512_set1_ps(0.21f));
        __m512 t374 = _mm512_add_ps(t373, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t362], t374);
        long t375 = x_vec_2 + 48L;
        __m512i t376 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(6));
        __m512i t377 = _mm512_sub_epi32(t376, _mm512_set1_epi32(11));
        __m512i t378 = _mm512_min_epu32(t376, t377);
        __m512 t379 = _mm512_cvtepi32_ps(t378);
        __m512 t380 = _mm512_mul_ps(t379, _mm512_set1_ps(0.37f));
        __m512 t381 = _mm512_sub_ps(t380, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t375], t381);
        __m512i t382 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(6));
        __m512i t383 = _mm512_sub_epi32(t382, _mm512_set1_epi32(13));
        __m512i t384 = _mm512_min_epu32(t382, t383);
        __m512 t385 = _mm512_cvtepi32_ps(t384);
        __m512 t386 = _mm512_mul_ps(t385, _mm512_set1_ps(0.21f));
        __m512 t387 = _mm512_add_ps(t386, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t375], t387);
        x_vec_2 += 64L;
        __m512i t388 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(8));
        __m512i t389 = _mm512_sub_epi32(t388, _mm512_set1_epi32(11));
        t13 = (vcc_v16_int)_mm512_min_epu32(t388, t389);
        __m512i t390 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(8));
        __m512i t391 = _mm512_sub_epi32(t390, _mm512_set1_epi32(13));
        t14 = (vcc_v16_int)_mm512_min_epu32(t390, t391);
    } while (x_vec_2 < 128L);
    __m512i t392 = _mm512_set1_epi32(5);
    __m512i t393 = _mm512_add_epi32(t392, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t394 = _mm512_sub_epi32(t393, _mm512_set1_epi32(11));
    vcc_v16_int t15 = (vcc_v16_int)_mm512_min_epu32(t393, t394);
    __m512i t395 = _mm512_set1_epi32(3);
    __m512i t396 = _mm512_add_epi32(t395, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t397 = _mm512_sub_epi32(t396, _mm512_set1_epi32(13));
    vcc_v16_int t16 = (vcc_v16_int)_mm512_min_epu32(t396, t397);
    long x_vec_3 = 0L;
    /* vcc: loop at outer_matmul.c:79 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t398 = 128L + x_vec_3;
        __m512 t399 = _mm512_cvtepi32_ps((__m512i)t15);
        __m512 t400 = _mm512_mul_ps(t399, _mm512_set1_ps(0.37f));
        __m512 t401 = _mm512_sub_ps(t400, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t398], t401);
        __m512 t402 = _mm512_cvtepi32_ps((__m512i)t16);
        __m512 t403 = _mm512_mul_ps(t402, _mm512_set1_ps(0.21f));
        __m512 t404 = _mm512_add_ps(t403, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t398], t404);
        x_vec_3 += 16L;
        __m512i t405 = _mm512_add_epi32((__m512i)t15, _mm512_set1_epi32(2));
        __m512i t406 = _mm512_sub_epi32(t405, _mm512_set1_epi32(11));
        t15 = (vcc_v16_int)_mm512_min_epu32(t405, t406);
        __m512i t407 = _mm512_add_epi32((__m512i)t16, _mm512_set1_epi32(2));
        __m512i t408 = _mm512_sub_epi32(t407, _mm512_set1_epi32(13));
        t16 = (vcc_v16_int)_mm512_min_epu32(t407, t408);
    } while (x_vec_3 < 16L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
