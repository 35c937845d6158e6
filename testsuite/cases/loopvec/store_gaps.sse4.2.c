/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere each member lane extracted and stored on
   its own where the members fill at least half the group (all but `thirds` on AVX2 and
   generic; every group on SSE and NEON), the rest priced as the per-lane scatters of masked
   stores (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
__attribute__((target("sse4.2"))) void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t4 = _mm_add_epi32(b_v, c_v);
            *t3 = ((vcc_v4_int)t4)[0];
            t3[2] = ((vcc_v4_int)t4)[1];
            t3[4] = ((vcc_v4_int)t4)[2];
            t3[6] = ((vcc_v4_int)t4)[3];
            long t5 = i_vec + 4L;
            int *t6 = a + 2 * (int)t5;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t5));
            __m128i t7 = _mm_add_epi32(b_v_1, c_v_1);
            *t6 = ((vcc_v4_int)t7)[0];
            t6[2] = ((vcc_v4_int)t7)[1];
            t6[4] = ((vcc_v4_int)t7)[2];
            t6[6] = ((vcc_v4_int)t7)[3];
            long t8 = i_vec + 8L;
            int *t9 = a + 2 * (int)t8;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t8));
            __m128i t10 = _mm_add_epi32(b_v_2, c_v_2);
            *t9 = ((vcc_v4_int)t10)[0];
            t9[2] = ((vcc_v4_int)t10)[1];
            t9[4] = ((vcc_v4_int)t10)[2];
            t9[6] = ((vcc_v4_int)t10)[3];
            long t11 = i_vec + 12L;
            int *t12 = a + 2 * (int)t11;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t11));
            __m128i t13 = _mm_add_epi32(b_v_3, c_v_3);
            *t12 = ((vcc_v4_int)t13)[0];
            t12[2] = ((vcc_v4_int)t13)[1];
            t12[4] = ((vcc_v4_int)t13)[2];
            t12[6] = ((vcc_v4_int)t13)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int *t18 = a + 2 * (int)t17;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t17));
            __m128i t19 = _mm_add_epi32(b_v_4, c_v_4);
            *t18 = ((vcc_v4_int)t19)[0];
            t18[2] = ((vcc_v4_int)t19)[1];
            t18[4] = ((vcc_v4_int)t19)[2];
            t18[6] = ((vcc_v4_int)t19)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[2 * i] = b[t20] + c[t20];
    }
}

__attribute__((target("sse4.2"))) void thirds(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (3 * (int)i_vec + 1);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t4 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            *t3 = ((vcc_v4_float)t4)[0];
            t3[3] = ((vcc_v4_float)t4)[1];
            t3[6] = ((vcc_v4_float)t4)[2];
            t3[9] = ((vcc_v4_float)t4)[3];
            long t5 = i_vec + 4L;
            float *t6 = a + (3 * (int)t5 + 1);
            __m128 b_v_1 = _mm_loadu_ps(b + t5);
            __m128 t7 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            *t6 = ((vcc_v4_float)t7)[0];
            t6[3] = ((vcc_v4_float)t7)[1];
            t6[6] = ((vcc_v4_float)t7)[2];
            t6[9] = ((vcc_v4_float)t7)[3];
            long t8 = i_vec + 8L;
            float *t9 = a + (3 * (int)t8 + 1);
            __m128 b_v_2 = _mm_loadu_ps(b + t8);
            __m128 t10 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            *t9 = ((vcc_v4_float)t10)[0];
            t9[3] = ((vcc_v4_float)t10)[1];
            t9[6] = ((vcc_v4_float)t10)[2];
            t9[9] = ((vcc_v4_float)t10)[3];
            long t11 = i_vec + 12L;
            float *t12 = a + (3 * (int)t11 + 1);
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 t13 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            *t12 = ((vcc_v4_float)t13)[0];
            t12[3] = ((vcc_v4_float)t13)[1];
            t12[6] = ((vcc_v4_float)t13)[2];
            t12[9] = ((vcc_v4_float)t13)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float *t18 = a + (3 * (int)t17 + 1);
            __m128 b_v_4 = _mm_loadu_ps(b + t17);
            __m128 t19 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            *t18 = ((vcc_v4_float)t19)[0];
            t18[3] = ((vcc_v4_float)t19)[1];
            t18[6] = ((vcc_v4_float)t19)[2];
            t18[9] = ((vcc_v4_float)t19)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

__attribute__((target("sse4.2"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_sub_epi32(_mm_setzero_si128(), b_v_1);
            t4[-2] = ((vcc_v4_int)b_v)[0];
            *t4 = ((vcc_v4_int)t5)[0];
            t4[1] = ((vcc_v4_int)b_v)[1];
            t4[3] = ((vcc_v4_int)t5)[1];
            t4[4] = ((vcc_v4_int)b_v)[2];
            t4[6] = ((vcc_v4_int)t5)[2];
            t4[7] = ((vcc_v4_int)b_v)[3];
            t4[9] = ((vcc_v4_int)t5)[3];
            long t6 = i_vec + 4L;
            const int *t7 = b + t6;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)t7);
            int *t8 = a + (3 * (int)t6 + 2);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t9 = _mm_sub_epi32(_mm_setzero_si128(), b_v_3);
            t8[-2] = ((vcc_v4_int)b_v_2)[0];
            *t8 = ((vcc_v4_int)t9)[0];
            t8[1] = ((vcc_v4_int)b_v_2)[1];
            t8[3] = ((vcc_v4_int)t9)[1];
            t8[4] = ((vcc_v4_int)b_v_2)[2];
            t8[6] = ((vcc_v4_int)t9)[2];
            t8[7] = ((vcc_v4_int)b_v_2)[3];
            t8[9] = ((vcc_v4_int)t9)[3];
            long t10 = i_vec + 8L;
            const int *t11 = b + t10;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)t11);
            int *t12 = a + (3 * (int)t10 + 2);
            __m128i b_v_5 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_sub_epi32(_mm_setzero_si128(), b_v_5);
            t12[-2] = ((vcc_v4_int)b_v_4)[0];
            *t12 = ((vcc_v4_int)t13)[0];
            t12[1] = ((vcc_v4_int)b_v_4)[1];
            t12[3] = ((vcc_v4_int)t13)[1];
            t12[4] = ((vcc_v4_int)b_v_4)[2];
            t12[6] = ((vcc_v4_int)t13)[2];
            t12[7] = ((vcc_v4_int)b_v_4)[3];
            t12[9] = ((vcc_v4_int)t13)[3];
            long t14 = i_vec + 12L;
            const int *t15 = b + t14;
            __m128i b_v_6 = _mm_loadu_si128((const __m128i *)t15);
            int *t16 = a + (3 * (int)t14 + 2);
            __m128i b_v_7 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t17 = _mm_sub_epi32(_mm_setzero_si128(), b_v_7);
            t16[-2] = ((vcc_v4_int)b_v_6)[0];
            *t16 = ((vcc_v4_int)t17)[0];
            t16[1] = ((vcc_v4_int)b_v_6)[1];
            t16[3] = ((vcc_v4_int)t17)[1];
            t16[4] = ((vcc_v4_int)b_v_6)[2];
            t16[6] = ((vcc_v4_int)t17)[2];
            t16[7] = ((vcc_v4_int)b_v_6)[3];
            t16[9] = ((vcc_v4_int)t17)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const int *t22 = b + t21;
            __m128i b_v_8 = _mm_loadu_si128((const __m128i *)t22);
            int *t23 = a + (3 * (int)t21 + 2);
            __m128i b_v_9 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = _mm_sub_epi32(_mm_setzero_si128(), b_v_9);
            t23[-2] = ((vcc_v4_int)b_v_8)[0];
            *t23 = ((vcc_v4_int)t24)[0];
            t23[1] = ((vcc_v4_int)b_v_8)[1];
            t23[3] = ((vcc_v4_int)t24)[1];
            t23[4] = ((vcc_v4_int)b_v_8)[2];
            t23[6] = ((vcc_v4_int)t24)[2];
            t23[7] = ((vcc_v4_int)b_v_8)[3];
            t23[9] = ((vcc_v4_int)t24)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        int t25 = 3 * i;
        const int *t26 = b + i;
        a[t25] = *t26;
        a[t25 + 2] = -*t26;
    }
}

__attribute__((target("sse4.2"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_add_pd(b_v, _mm_set1_pd(0.5));
            *t3 = ((vcc_v2_double)t4)[0];
            t3[2] = ((vcc_v2_double)t4)[1];
            long t5 = i_vec + 2L;
            double *t6 = a + (2 * (int)t5 + 1);
            __m128d b_v_1 = _mm_loadu_pd(b + t5);
            __m128d t7 = _mm_add_pd(b_v_1, _mm_set1_pd(0.5));
            *t6 = ((vcc_v2_double)t7)[0];
            t6[2] = ((vcc_v2_double)t7)[1];
            long t8 = i_vec + 4L;
            double *t9 = a + (2 * (int)t8 + 1);
            __m128d b_v_2 = _mm_loadu_pd(b + t8);
            __m128d t10 = _mm_add_pd(b_v_2, _mm_set1_pd(0.5));
            *t9 = ((vcc_v2_double)t10)[0];
            t9[2] = ((vcc_v2_double)t10)[1];
            long t11 = i_vec + 6L;
            double *t12 = a + (2 * (int)t11 + 1);
            __m128d b_v_3 = _mm_loadu_pd(b + t11);
            __m128d t13 = _mm_add_pd(b_v_3, _mm_set1_pd(0.5));
            *t12 = ((vcc_v2_double)t13)[0];
            t12[2] = ((vcc_v2_double)t13)[1];
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            double *t18 = a + (2 * (int)t17 + 1);
            __m128d b_v_4 = _mm_loadu_pd(b + t17);
            __m128d t19 = _mm_add_pd(b_v_4, _mm_set1_pd(0.5));
            *t18 = ((vcc_v2_double)t19)[0];
            t18[2] = ((vcc_v2_double)t19)[1];
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[2 * i + 1] = b[i] + 0.5;
    }
}

#define G 1001
static int g[2 * G];
static int gb[G];

__attribute__((target("sse4.2"))) void global_evens(void) {
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        __m128i gb_v = _mm_loadu_si128((const __m128i *)&gb[i_vec]);
        __m128i t2 = _mm_mullo_epi32(gb_v, _mm_set1_epi32(3));
        *t1 = ((vcc_v4_int)t2)[0];
        t1[2] = ((vcc_v4_int)t2)[1];
        t1[4] = ((vcc_v4_int)t2)[2];
        t1[6] = ((vcc_v4_int)t2)[3];
        long t3 = i_vec + 4L;
        int *t4 = &g[2 * (int)t3];
        __m128i gb_v_1 = _mm_loadu_si128((const __m128i *)&gb[t3]);
        __m128i t5 = _mm_mullo_epi32(gb_v_1, _mm_set1_epi32(3));
        *t4 = ((vcc_v4_int)t5)[0];
        t4[2] = ((vcc_v4_int)t5)[1];
        t4[4] = ((vcc_v4_int)t5)[2];
        t4[6] = ((vcc_v4_int)t5)[3];
        long t6 = i_vec + 8L;
        int *t7 = &g[2 * (int)t6];
        __m128i gb_v_2 = _mm_loadu_si128((const __m128i *)&gb[t6]);
        __m128i t8 = _mm_mullo_epi32(gb_v_2, _mm_set1_epi32(3));
        *t7 = ((vcc_v4_int)t8)[0];
        t7[2] = ((vcc_v4_int)t8)[1];
        t7[4] = ((vcc_v4_int)t8)[2];
        t7[6] = ((vcc_v4_int)t8)[3];
        long t9 = i_vec + 12L;
        int *t10 = &g[2 * (int)t9];
        __m128i gb_v_3 = _mm_loadu_si128((const __m128i *)&gb[t9]);
        __m128i t11 = _mm_mullo_epi32(gb_v_3, _mm_set1_epi32(3));
        *t10 = ((vcc_v4_int)t11)[0];
        t10[2] = ((vcc_v4_int)t11)[1];
        t10[4] = ((vcc_v4_int)t11)[2];
        t10[6] = ((vcc_v4_int)t11)[3];
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        int *t13 = &g[2 * (int)t12];
        __m128i gb_v_4 = _mm_loadu_si128((const __m128i *)&gb[t12]);
        __m128i t14 = _mm_mullo_epi32(gb_v_4, _mm_set1_epi32(3));
        *t13 = ((vcc_v4_int)t14)[0];
        t13[2] = ((vcc_v4_int)t14)[1];
        t13[4] = ((vcc_v4_int)t14)[2];
        t13[6] = ((vcc_v4_int)t14)[3];
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t1;
    int t37;
    int k;
    int t57;
    int t58;
    int t59;
    int t76;
    int k_1;
    int t83;
    int t95;
    int k_2;
    int t101;
    int t102;
    int t114;
    int k_3;
    int t136;
    int k_4;
    unsigned long long t148;
    unsigned long long t150;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            __m128i t151 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_8 = (vcc_v4_uint)_mm_add_epi32(t151, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)&g[k_vec_10], (__m128i)k_v_8);
                __m128i t152 = _mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(4));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 4L], t152);
                __m128i t153 = _mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(8));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 8L], t153);
                __m128i t154 = _mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(12));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 12L], t154);
                k_vec_10 += 16L;
                k_v_8 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(16));
            } while (k_vec_10 < 2000L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        int *b = (int *)t2;
        void *t3 = new_array(n, 4UL);
        int *c = (int *)t3;
        void *t4 = new_array(n, 4UL);
        float *bf = (float *)t4;
        void *t5 = new_array(n, 8UL);
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -8L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                vcc_v2_int b_v = vcc_load(vcc_v2_int, b + k_vec);
                vcc_v2_float t18 = __builtin_convertvector(b_v, vcc_v2_float);
                vcc_v2_float t19 = t18 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + k_vec, t19);
                vcc_v2_int c_v = vcc_load(vcc_v2_int, c + k_vec);
                __m128d t20 = (__m128d)__builtin_convertvector(c_v, vcc_v2_double);
                __m128d t21 = _mm_mul_pd(t20, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + k_vec, t21);
                long t22 = k_vec + 2L;
                vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t22);
                vcc_v2_float t23 = __builtin_convertvector(b_v_1, vcc_v2_float);
                vcc_v2_float t24 = t23 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t22, t24);
                vcc_v2_int c_v_1 = vcc_load(vcc_v2_int, c + t22);
                __m128d t25 = (__m128d)__builtin_convertvector(c_v_1, vcc_v2_double);
                __m128d t26 = _mm_mul_pd(t25, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t22, t26);
                long t27 = k_vec + 4L;
                vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t27);
                vcc_v2_float t28 = __builtin_convertvector(b_v_2, vcc_v2_float);
                vcc_v2_float t29 = t28 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t27, t29);
                vcc_v2_int c_v_2 = vcc_load(vcc_v2_int, c + t27);
                __m128d t30 = (__m128d)__builtin_convertvector(c_v_2, vcc_v2_double);
                __m128d t31 = _mm_mul_pd(t30, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t27, t31);
                long t32 = k_vec + 6L;
                vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t32);
                vcc_v2_float t33 = __builtin_convertvector(b_v_3, vcc_v2_float);
                vcc_v2_float t34 = t33 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t32, t34);
                vcc_v2_int c_v_3 = vcc_load(vcc_v2_int, c + t32);
                __m128d t35 = (__m128d)__builtin_convertvector(c_v_3, vcc_v2_double);
                __m128d t36 = _mm_mul_pd(t35, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t32, t36);
                k_vec += 8L;
            } while (k_vec < t17);
            t37 = (int)t17;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t3;
        unsigned long t46 = (unsigned long)t5;
        unsigned long t47 = (unsigned long)t4;
        unsigned long t48 = (unsigned long)t5;
        if ((t38 >= 2L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -2L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t50);
                vcc_v2_float t51 = __builtin_convertvector(b_v_4, vcc_v2_float);
                vcc_v2_float t52 = t51 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t50, t52);
                vcc_v2_int c_v_4 = vcc_load(vcc_v2_int, c + t50);
                __m128d t53 = (__m128d)__builtin_convertvector(c_v_4, vcc_v2_double);
                __m128d t54 = _mm_mul_pd(t53, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t50, t54);
                k_vec_1 += 2L;
            } while (k_vec_1 < t49);
            k = (int)((long)t37 + t49);
        } else {
            k = t37;
        }
        for (; k < n; k++) {
            long t55 = (long)k;
            bf[t55] = (float)b[t55] * 0.25f;
            bd[t55] = (double)c[t55] * 0.125;
        }
        int t56 = n > 0;
        if (t56) {
            t57 = 2 * n - 1;
        } else {
            t57 = 0;
        }
        int *a2 = (int *)new_array(t57, 4UL);
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)new_array(t58, 4UL);
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)new_array(t59, 4UL);
        int t60 = 2 * n;
        double *ad = (double *)new_array(t60, 8UL);
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 16L) {
            long t62 = t61 & -16L;
            __m128i t63 = _mm_set1_epi32(0);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t63, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t64 = _mm_mullo_epi32(_mm_set1_epi32(7), (__m128i)k_v);
                __m128i t65 = _mm_add_epi32(t64, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + k_vec_2), t65);
                __m128i t66 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                __m128i t67 = _mm_mullo_epi32(_mm_set1_epi32(7), t66);
                __m128i t68 = _mm_add_epi32(t67, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 4L)), t68);
                __m128i t69 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                __m128i t70 = _mm_mullo_epi32(_mm_set1_epi32(7), t69);
                __m128i t71 = _mm_add_epi32(t70, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 8L)), t71);
                __m128i t72 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
                __m128i t73 = _mm_mullo_epi32(_mm_set1_epi32(7), t72);
                __m128i t74 = _mm_add_epi32(t73, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 12L)), t74);
                k_vec_2 += 16L;
                __m128i t75 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = (vcc_v4_uint)t75;
            }
            t76 = (int)t62;
        } else {
            t76 = 0;
        }
        long t77 = (long)n * 2L + (long)t76 * -1L + -1L;
        if (t77 >= 4L) {
            long t78 = t77 & -4L;
            __m128i t79 = _mm_set1_epi32((int)t76);
            vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t79, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t80 = _mm_mullo_epi32(_mm_set1_epi32(7), (__m128i)k_v_1);
                __m128i t81 = _mm_add_epi32(t80, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + ((long)t76 + k_vec_3)), t81);
                k_vec_3 += 4L;
                __m128i t82 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                if (k_vec_3 >= t78) {
                    break;
                }
                k_v_1 = (vcc_v4_uint)t82;
            }
            k_1 = (int)((long)t76 + t78);
        } else {
            k_1 = t76;
        }
        for (;; k_1++) {
            t83 = t60 - 1;
            if (k_1 >= t83) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t84 = (long)n * 3L + -1L;
        if (t84 >= 16L) {
            long t85 = t84 & -16L;
            __m128i t86 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_2 = (vcc_v4_uint)_mm_add_epi32(t86, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t87 = _mm_cvtepi32_ps((__m128i)k_v_2);
                _mm_storeu_ps(a3 + k_vec_4, t87);
                __m128i t88 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(4));
                __m128 t89 = _mm_cvtepi32_ps(t88);
                _mm_storeu_ps(a3 + (k_vec_4 + 4L), t89);
                __m128i t90 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(8));
                __m128 t91 = _mm_cvtepi32_ps(t90);
                _mm_storeu_ps(a3 + (k_vec_4 + 8L), t91);
                __m128i t92 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(12));
                __m128 t93 = _mm_cvtepi32_ps(t92);
                _mm_storeu_ps(a3 + (k_vec_4 + 12L), t93);
                k_vec_4 += 16L;
                __m128i t94 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(16));
                if (k_vec_4 >= t85) {
                    break;
                }
                k_v_2 = (vcc_v4_uint)t94;
            }
            t95 = (int)t85;
        } else {
            t95 = 0;
        }
        long t96 = (long)n * 3L + (long)t95 * -1L + -1L;
        if (t96 >= 4L) {
            long t97 = t96 & -4L;
            __m128i t98 = _mm_set1_epi32((int)t95);
            vcc_v4_uint k_v_3 = (vcc_v4_uint)_mm_add_epi32(t98, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t99 = _mm_cvtepi32_ps((__m128i)k_v_3);
                _mm_storeu_ps(a3 + ((long)t95 + k_vec_5), t99);
                k_vec_5 += 4L;
                __m128i t100 = _mm_add_epi32((__m128i)k_v_3, _mm_set1_epi32(4));
                if (k_vec_5 >= t97) {
                    break;
                }
                k_v_3 = (vcc_v4_uint)t100;
            }
            k_2 = (int)((long)t95 + t97);
        } else {
            k_2 = t95;
        }
        for (;; k_2++) {
            t101 = 3 * n;
            t102 = t101 - 1;
            if (k_2 >= t102) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t103 = (long)n * 3L;
        if (t103 >= 16L) {
            long t104 = t103 & -16L;
            __m128i t105 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_4 = (vcc_v4_uint)_mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t106 = _mm_sub_epi32(_mm_set1_epi32(5), (__m128i)k_v_4);
                _mm_storeu_si128((__m128i *)(a23 + k_vec_6), t106);
                __m128i t107 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(4));
                __m128i t108 = _mm_sub_epi32(_mm_set1_epi32(5), t107);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 4L)), t108);
                __m128i t109 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(8));
                __m128i t110 = _mm_sub_epi32(_mm_set1_epi32(5), t109);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 8L)), t110);
                __m128i t111 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(12));
                __m128i t112 = _mm_sub_epi32(_mm_set1_epi32(5), t111);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 12L)), t112);
                k_vec_6 += 16L;
                __m128i t113 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(16));
                if (k_vec_6 >= t104) {
                    break;
                }
                k_v_4 = (vcc_v4_uint)t113;
            }
            t114 = (int)t104;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 3L + (long)t114 * -1L;
        if (t115 >= 4L) {
            long t116 = t115 & -4L;
            __m128i t117 = _mm_set1_epi32((int)t114);
            vcc_v4_uint k_v_5 = (vcc_v4_uint)_mm_add_epi32(t117, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t118 = _mm_sub_epi32(_mm_set1_epi32(5), (__m128i)k_v_5);
                _mm_storeu_si128((__m128i *)(a23 + ((long)t114 + k_vec_7)), t118);
                k_vec_7 += 4L;
                __m128i t119 = _mm_add_epi32((__m128i)k_v_5, _mm_set1_epi32(4));
                if (k_vec_7 >= t116) {
                    break;
                }
                k_v_5 = (vcc_v4_uint)t119;
            }
            k_3 = (int)((long)t114 + t116);
        } else {
            k_3 = t114;
        }
        for (; k_3 < t101; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t120 = (long)n * 2L;
        if (t120 >= 8L) {
            long t121 = t120 & -8L;
            vcc_v2_int t122 = (vcc_v2_int){0, 0};
            vcc_v2_uint t123 = (vcc_v2_uint)t122;
            vcc_v2_uint k_v_6 = t123 + (vcc_v2_uint){0U, 1U};
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int k_v_9 = (vcc_v2_int)k_v_6;
                __m128d t124 = (__m128d)__builtin_convertvector(k_v_9, vcc_v2_double);
                __m128d t125 = _mm_xor_pd(t124, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + k_vec_8, t125);
                vcc_v2_uint t126 = k_v_6 + (vcc_v2_uint){2U, 2U};
                vcc_v2_int k_v_10 = (vcc_v2_int)t126;
                __m128d t127 = (__m128d)__builtin_convertvector(k_v_10, vcc_v2_double);
                __m128d t128 = _mm_xor_pd(t127, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 2L), t128);
                vcc_v2_uint t129 = k_v_6 + (vcc_v2_uint){4U, 4U};
                vcc_v2_int k_v_11 = (vcc_v2_int)t129;
                __m128d t130 = (__m128d)__builtin_convertvector(k_v_11, vcc_v2_double);
                __m128d t131 = _mm_xor_pd(t130, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 4L), t131);
                vcc_v2_uint t132 = k_v_6 + (vcc_v2_uint){6U, 6U};
                vcc_v2_int k_v_12 = (vcc_v2_int)t132;
                __m128d t133 = (__m128d)__builtin_convertvector(k_v_12, vcc_v2_double);
                __m128d t134 = _mm_xor_pd(t133, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 6L), t134);
                k_vec_8 += 8L;
                vcc_v2_uint t135 = k_v_6 + (vcc_v2_uint){8U, 8U};
                if (k_vec_8 >= t121) {
                    break;
                }
                k_v_6 = t135;
            }
            t136 = (int)t121;
        } else {
            t136 = 0;
        }
        long t137 = (long)n * 2L + (long)t136 * -1L;
        if (t137 >= 2L) {
            long t138 = t137 & -2L;
            vcc_v2_int t139 = (vcc_v2_int){t136, t136};
            vcc_v2_uint t140 = (vcc_v2_uint)t139;
            vcc_v2_uint k_v_7 = t140 + (vcc_v2_uint){0U, 1U};
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int k_v_13 = (vcc_v2_int)k_v_7;
                __m128d t141 = (__m128d)__builtin_convertvector(k_v_13, vcc_v2_double);
                __m128d t142 = _mm_xor_pd(t141, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + ((long)t136 + k_vec_9), t142);
                k_vec_9 += 2L;
                vcc_v2_uint t143 = k_v_7 + (vcc_v2_uint){2U, 2U};
                if (k_vec_9 >= t138) {
                    break;
                }
                k_v_7 = t143;
            }
            k_4 = (int)((long)t136 + t138);
        } else {
            k_4 = t136;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t144 = b;
        evens(n, a2, t144, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t144);
        odd_doubles(n, ad, bd);
        unsigned long long t145 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t60 * 8UL);
        unsigned long long t146 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t101 * 4UL);
        if (t56) {
            unsigned long t147 = hash_bytes((const void *)a3, (unsigned long)t102 * 4UL);
            t148 = (unsigned long long)t147;
        } else {
            t148 = 0ULL;
        }
        if (t56) {
            unsigned long t149 = hash_bytes((const void *)a2, (unsigned long)t83 * 4UL);
            t150 = (unsigned long long)t149;
        } else {
            t150 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t150, t148, t146, t145);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
