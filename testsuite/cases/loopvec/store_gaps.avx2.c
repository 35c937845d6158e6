/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

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
__attribute__((target("avx2"))) void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
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

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

__attribute__((target("avx2"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
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

__attribute__((target("avx2"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t4 = _mm256_add_pd(b_v, _mm256_set1_pd(0.5));
            *t3 = ((vcc_v4_double)t4)[0];
            t3[2] = ((vcc_v4_double)t4)[1];
            t3[4] = ((vcc_v4_double)t4)[2];
            t3[6] = ((vcc_v4_double)t4)[3];
            long t5 = i_vec + 4L;
            double *t6 = a + (2 * (int)t5 + 1);
            __m256d b_v_1 = _mm256_loadu_pd(b + t5);
            __m256d t7 = _mm256_add_pd(b_v_1, _mm256_set1_pd(0.5));
            *t6 = ((vcc_v4_double)t7)[0];
            t6[2] = ((vcc_v4_double)t7)[1];
            t6[4] = ((vcc_v4_double)t7)[2];
            t6[6] = ((vcc_v4_double)t7)[3];
            long t8 = i_vec + 8L;
            double *t9 = a + (2 * (int)t8 + 1);
            __m256d b_v_2 = _mm256_loadu_pd(b + t8);
            __m256d t10 = _mm256_add_pd(b_v_2, _mm256_set1_pd(0.5));
            *t9 = ((vcc_v4_double)t10)[0];
            t9[2] = ((vcc_v4_double)t10)[1];
            t9[4] = ((vcc_v4_double)t10)[2];
            t9[6] = ((vcc_v4_double)t10)[3];
            long t11 = i_vec + 12L;
            double *t12 = a + (2 * (int)t11 + 1);
            __m256d b_v_3 = _mm256_loadu_pd(b + t11);
            __m256d t13 = _mm256_add_pd(b_v_3, _mm256_set1_pd(0.5));
            *t12 = ((vcc_v4_double)t13)[0];
            t12[2] = ((vcc_v4_double)t13)[1];
            t12[4] = ((vcc_v4_double)t13)[2];
            t12[6] = ((vcc_v4_double)t13)[3];
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
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            double *t18 = a + (2 * (int)t17 + 1);
            __m256d b_v_4 = _mm256_loadu_pd(b + t17);
            __m256d t19 = _mm256_add_pd(b_v_4, _mm256_set1_pd(0.5));
            *t18 = ((vcc_v4_double)t19)[0];
            t18[2] = ((vcc_v4_double)t19)[1];
            t18[4] = ((vcc_v4_double)t19)[2];
            t18[6] = ((vcc_v4_double)t19)[3];
            i_vec_1 += 4L;
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

__attribute__((target("avx2"))) void global_evens(void) {
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

static __typeof__(g) g __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t39;
    int k;
    int t61;
    int t62;
    int t63;
    int t80;
    int k_1;
    int t87;
    int t99;
    int k_2;
    int t105;
    int t106;
    int t118;
    int k_3;
    int t139;
    int k_4;
    unsigned long long t150;
    unsigned long long t152;
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
            __m256i t153 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_8 = (vcc_v8_uint)_mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&g[k_vec_10], (__m256i)k_v_8);
                __m256i t154 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(8));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 8L], t154);
                __m256i t155 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(16));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 16L], t155);
                __m256i t156 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(24));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 24L], t156);
                k_vec_10 += 32L;
                k_v_8 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(32));
            } while (k_vec_10 < 1984L);
            __m256i t157 = _mm256_set1_epi32(1984);
            vcc_v8_uint k_v_9 = (vcc_v8_uint)_mm256_add_epi32(t157, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_11 = 0L;
            /* vcc: loop at store_gaps.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&g[1984L + k_vec_11], (__m256i)k_v_9);
                k_vec_11 += 8L;
                k_v_9 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_9, _mm256_set1_epi32(8));
            } while (k_vec_11 < 16L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g, 8008UL)));
            return 0;
        }
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)t3;
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        long t9 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t10 = (unsigned long)t2;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t3 - (unsigned long)t4);
        unsigned long t15 = (unsigned long)t3;
        unsigned long t16 = (unsigned long)t5;
        unsigned long t17 = (unsigned long)t4;
        unsigned long t18 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 64L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15)) & (((t17 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t17))) {
            long t19 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            do {
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + k_vec));
                __m128 t20 = _mm_cvtepi32_ps(b_v);
                __m128 t21 = _mm_mul_ps(t20, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + k_vec, t21);
                __m128i c_v = _mm_loadu_si128((const __m128i *)(c + k_vec));
                __m256d t22 = _mm256_cvtepi32_pd(c_v);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + k_vec, t23);
                long t24 = k_vec + 4L;
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t24));
                __m128 t25 = _mm_cvtepi32_ps(b_v_1);
                __m128 t26 = _mm_mul_ps(t25, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t24, t26);
                __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t24));
                __m256d t27 = _mm256_cvtepi32_pd(c_v_1);
                __m256d t28 = _mm256_mul_pd(t27, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t24, t28);
                long t29 = k_vec + 8L;
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t29));
                __m128 t30 = _mm_cvtepi32_ps(b_v_2);
                __m128 t31 = _mm_mul_ps(t30, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t29, t31);
                __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t29));
                __m256d t32 = _mm256_cvtepi32_pd(c_v_2);
                __m256d t33 = _mm256_mul_pd(t32, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t29, t33);
                long t34 = k_vec + 12L;
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t34));
                __m128 t35 = _mm_cvtepi32_ps(b_v_3);
                __m128 t36 = _mm_mul_ps(t35, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t34, t36);
                __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t34));
                __m256d t37 = _mm256_cvtepi32_pd(c_v_3);
                __m256d t38 = _mm256_mul_pd(t37, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t34, t38);
                k_vec += 16L;
            } while (k_vec < t19);
            t39 = (int)t19;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t4;
        long t43 = (long)((unsigned long)t4 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t39 * 4L)));
        unsigned long t44 = (unsigned long)t2;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t4;
        long t48 = (long)((unsigned long)t3 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t39 * 4L)));
        unsigned long t49 = (unsigned long)t3;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t4;
        unsigned long t52 = (unsigned long)t5;
        if ((t40 >= 4L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L))) | ((t43 <= 0L) | (t43 >= 16L))) & (((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 8L))) | ((t45 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t39 * 4L)))) & (((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t39 * 4L))) | ((t47 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t48 <= 0L) | (t48 >= 16L))) & (((t49 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t39 * 8L))) | ((t50 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t49 + (unsigned long)((long)t39 * 4L)))) & (((t51 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t39 * 8L))) | ((t52 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t39 * 4L))))) {
            long t53 = t40 & -4L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t54 = (long)t39 + k_vec_1;
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t54));
                __m128 t55 = _mm_cvtepi32_ps(b_v_4);
                __m128 t56 = _mm_mul_ps(t55, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t54, t56);
                __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t54));
                __m256d t57 = _mm256_cvtepi32_pd(c_v_4);
                __m256d t58 = _mm256_mul_pd(t57, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t54, t58);
                k_vec_1 += 4L;
            } while (k_vec_1 < t53);
            k = (int)((long)t39 + t53);
        } else {
            k = t39;
        }
        for (; k < n; k++) {
            long t59 = (long)k;
            bf[t59] = (float)b[t59] * 0.25f;
            bd[t59] = (double)c[t59] * 0.125;
        }
        int t60 = n > 0;
        if (t60) {
            t61 = 2 * n - 1;
        } else {
            t61 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t61, 4UL));
        if (t60) {
            t62 = 3 * n - 1;
        } else {
            t62 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t62, 4UL));
        if (t60) {
            t63 = 3 * n;
        } else {
            t63 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t63, 4UL));
        int t64 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t64, 8UL));
        long t65 = (long)n * 2L + -1L;
        if (t65 >= 32L) {
            long t66 = t65 & -32L;
            __m256i t67 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t68 = _mm256_mullo_epi32(_mm256_set1_epi32(7), (__m256i)k_v);
                __m256i t69 = _mm256_add_epi32(t68, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + k_vec_2), t69);
                __m256i t70 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                __m256i t71 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t70);
                __m256i t72 = _mm256_add_epi32(t71, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 8L)), t72);
                __m256i t73 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                __m256i t74 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t73);
                __m256i t75 = _mm256_add_epi32(t74, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 16L)), t75);
                __m256i t76 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                __m256i t77 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t76);
                __m256i t78 = _mm256_add_epi32(t77, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 24L)), t78);
                k_vec_2 += 32L;
                __m256i t79 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
                if (k_vec_2 >= t66) {
                    break;
                }
                k_v = (vcc_v8_uint)t79;
            }
            t80 = (int)t66;
        } else {
            t80 = 0;
        }
        long t81 = (long)n * 2L + (long)t80 * -1L + -1L;
        if (t81 >= 8L) {
            long t82 = t81 & -8L;
            __m256i t83 = _mm256_set1_epi32((int)t80);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t84 = _mm256_mullo_epi32(_mm256_set1_epi32(7), (__m256i)k_v_1);
                __m256i t85 = _mm256_add_epi32(t84, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + ((long)t80 + k_vec_3)), t85);
                k_vec_3 += 8L;
                __m256i t86 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                if (k_vec_3 >= t82) {
                    break;
                }
                k_v_1 = (vcc_v8_uint)t86;
            }
            k_1 = (int)((long)t80 + t82);
        } else {
            k_1 = t80;
        }
        for (;; k_1++) {
            t87 = t64 - 1;
            if (k_1 >= t87) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t88 = (long)n * 3L + -1L;
        if (t88 >= 32L) {
            long t89 = t88 & -32L;
            __m256i t90 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_2 = (vcc_v8_uint)_mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t91 = _mm256_cvtepi32_ps((__m256i)k_v_2);
                _mm256_storeu_ps(a3 + k_vec_4, t91);
                __m256i t92 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(8));
                __m256 t93 = _mm256_cvtepi32_ps(t92);
                _mm256_storeu_ps(a3 + (k_vec_4 + 8L), t93);
                __m256i t94 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(16));
                __m256 t95 = _mm256_cvtepi32_ps(t94);
                _mm256_storeu_ps(a3 + (k_vec_4 + 16L), t95);
                __m256i t96 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(24));
                __m256 t97 = _mm256_cvtepi32_ps(t96);
                _mm256_storeu_ps(a3 + (k_vec_4 + 24L), t97);
                k_vec_4 += 32L;
                __m256i t98 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(32));
                if (k_vec_4 >= t89) {
                    break;
                }
                k_v_2 = (vcc_v8_uint)t98;
            }
            t99 = (int)t89;
        } else {
            t99 = 0;
        }
        long t100 = (long)n * 3L + (long)t99 * -1L + -1L;
        if (t100 >= 8L) {
            long t101 = t100 & -8L;
            __m256i t102 = _mm256_set1_epi32((int)t99);
            vcc_v8_uint k_v_3 = (vcc_v8_uint)_mm256_add_epi32(t102, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t103 = _mm256_cvtepi32_ps((__m256i)k_v_3);
                _mm256_storeu_ps(a3 + ((long)t99 + k_vec_5), t103);
                k_vec_5 += 8L;
                __m256i t104 = _mm256_add_epi32((__m256i)k_v_3, _mm256_set1_epi32(8));
                if (k_vec_5 >= t101) {
                    break;
                }
                k_v_3 = (vcc_v8_uint)t104;
            }
            k_2 = (int)((long)t99 + t101);
        } else {
            k_2 = t99;
        }
        for (;; k_2++) {
            t105 = 3 * n;
            t106 = t105 - 1;
            if (k_2 >= t106) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t107 = (long)n * 3L;
        if (t107 >= 32L) {
            long t108 = t107 & -32L;
            __m256i t109 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_4 = (vcc_v8_uint)_mm256_add_epi32(t109, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t110 = _mm256_sub_epi32(_mm256_set1_epi32(5), (__m256i)k_v_4);
                _mm256_storeu_si256((__m256i *)(a23 + k_vec_6), t110);
                __m256i t111 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(8));
                __m256i t112 = _mm256_sub_epi32(_mm256_set1_epi32(5), t111);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 8L)), t112);
                __m256i t113 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(16));
                __m256i t114 = _mm256_sub_epi32(_mm256_set1_epi32(5), t113);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 16L)), t114);
                __m256i t115 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(24));
                __m256i t116 = _mm256_sub_epi32(_mm256_set1_epi32(5), t115);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 24L)), t116);
                k_vec_6 += 32L;
                __m256i t117 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(32));
                if (k_vec_6 >= t108) {
                    break;
                }
                k_v_4 = (vcc_v8_uint)t117;
            }
            t118 = (int)t108;
        } else {
            t118 = 0;
        }
        long t119 = (long)n * 3L + (long)t118 * -1L;
        if (t119 >= 8L) {
            long t120 = t119 & -8L;
            __m256i t121 = _mm256_set1_epi32((int)t118);
            vcc_v8_uint k_v_5 = (vcc_v8_uint)_mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t122 = _mm256_sub_epi32(_mm256_set1_epi32(5), (__m256i)k_v_5);
                _mm256_storeu_si256((__m256i *)(a23 + ((long)t118 + k_vec_7)), t122);
                k_vec_7 += 8L;
                __m256i t123 = _mm256_add_epi32((__m256i)k_v_5, _mm256_set1_epi32(8));
                if (k_vec_7 >= t120) {
                    break;
                }
                k_v_5 = (vcc_v8_uint)t123;
            }
            k_3 = (int)((long)t118 + t120);
        } else {
            k_3 = t118;
        }
        for (; k_3 < t105; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t124 = (long)n * 2L;
        if (t124 >= 16L) {
            long t125 = t124 & -16L;
            __m128i t126 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_6 = (vcc_v4_uint)_mm_add_epi32(t126, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m256d t127 = _mm256_cvtepi32_pd((__m128i)k_v_6);
                __m256d t128 = _mm256_xor_pd(t127, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + k_vec_8, t128);
                __m128i t129 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(4));
                __m256d t130 = _mm256_cvtepi32_pd(t129);
                __m256d t131 = _mm256_xor_pd(t130, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 4L), t131);
                __m128i t132 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(8));
                __m256d t133 = _mm256_cvtepi32_pd(t132);
                __m256d t134 = _mm256_xor_pd(t133, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 8L), t134);
                __m128i t135 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(12));
                __m256d t136 = _mm256_cvtepi32_pd(t135);
                __m256d t137 = _mm256_xor_pd(t136, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 12L), t137);
                k_vec_8 += 16L;
                __m128i t138 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(16));
                if (k_vec_8 >= t125) {
                    break;
                }
                k_v_6 = (vcc_v4_uint)t138;
            }
            t139 = (int)t125;
        } else {
            t139 = 0;
        }
        long t140 = (long)n * 2L + (long)t139 * -1L;
        if (t140 >= 4L) {
            long t141 = t140 & -4L;
            __m128i t142 = _mm_set1_epi32((int)t139);
            vcc_v4_uint k_v_7 = (vcc_v4_uint)_mm_add_epi32(t142, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m256d t143 = _mm256_cvtepi32_pd((__m128i)k_v_7);
                __m256d t144 = _mm256_xor_pd(t143, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + ((long)t139 + k_vec_9), t144);
                k_vec_9 += 4L;
                __m128i t145 = _mm_add_epi32((__m128i)k_v_7, _mm_set1_epi32(4));
                if (k_vec_9 >= t141) {
                    break;
                }
                k_v_7 = (vcc_v4_uint)t145;
            }
            k_4 = (int)((long)t139 + t141);
        } else {
            k_4 = t139;
        }
        for (; k_4 < t64; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t146 = b;
        evens(n, a2, t146, c);
        (_mm256_zeroupper(), thirds(n, a3, bf));
        two_of_three(n, a23, t146);
        odd_doubles(n, ad, bd);
        unsigned long long t147 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t64 * 8UL));
        unsigned long long t148 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t105 * 4UL));
        if (t60) {
            unsigned long t149 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t106 * 4UL));
            t150 = (unsigned long long)t149;
        } else {
            t150 = 0ULL;
        }
        if (t60) {
            unsigned long t151 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t87 * 4UL));
            t152 = (unsigned long long)t151;
        } else {
            t152 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t152, t150, t148, t147);
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
