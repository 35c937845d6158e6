/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t4 = _mm256_add_epi32(b_v, c_v);
            *t3 = ((vcc_v8_int)t4)[0];
            t3[2] = ((vcc_v8_int)t4)[1];
            t3[4] = ((vcc_v8_int)t4)[2];
            t3[6] = ((vcc_v8_int)t4)[3];
            t3[8] = ((vcc_v8_int)t4)[4];
            t3[10] = ((vcc_v8_int)t4)[5];
            t3[12] = ((vcc_v8_int)t4)[6];
            t3[14] = ((vcc_v8_int)t4)[7];
            long t5 = i_vec + 8L;
            int *t6 = a + 2 * (int)t5;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256i t7 = _mm256_add_epi32(b_v_1, c_v_1);
            *t6 = ((vcc_v8_int)t7)[0];
            t6[2] = ((vcc_v8_int)t7)[1];
            t6[4] = ((vcc_v8_int)t7)[2];
            t6[6] = ((vcc_v8_int)t7)[3];
            t6[8] = ((vcc_v8_int)t7)[4];
            t6[10] = ((vcc_v8_int)t7)[5];
            t6[12] = ((vcc_v8_int)t7)[6];
            t6[14] = ((vcc_v8_int)t7)[7];
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            int *t12 = a + 2 * (int)t11;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t11));
            __m256i t13 = _mm256_add_epi32(b_v_2, c_v_2);
            *t12 = ((vcc_v8_int)t13)[0];
            t12[2] = ((vcc_v8_int)t13)[1];
            t12[4] = ((vcc_v8_int)t13)[2];
            t12[6] = ((vcc_v8_int)t13)[3];
            t12[8] = ((vcc_v8_int)t13)[4];
            t12[10] = ((vcc_v8_int)t13)[5];
            t12[12] = ((vcc_v8_int)t13)[6];
            t12[14] = ((vcc_v8_int)t13)[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        a[2 * i] = b[t14] + c[t14];
    }
}

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

__attribute__((target("avx2"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_1);
            t4[-2] = ((vcc_v8_int)b_v)[0];
            *t4 = ((vcc_v8_int)t5)[0];
            t4[1] = ((vcc_v8_int)b_v)[1];
            t4[3] = ((vcc_v8_int)t5)[1];
            t4[4] = ((vcc_v8_int)b_v)[2];
            t4[6] = ((vcc_v8_int)t5)[2];
            t4[7] = ((vcc_v8_int)b_v)[3];
            t4[9] = ((vcc_v8_int)t5)[3];
            t4[10] = ((vcc_v8_int)b_v)[4];
            t4[12] = ((vcc_v8_int)t5)[4];
            t4[13] = ((vcc_v8_int)b_v)[5];
            t4[15] = ((vcc_v8_int)t5)[5];
            t4[16] = ((vcc_v8_int)b_v)[6];
            t4[18] = ((vcc_v8_int)t5)[6];
            t4[19] = ((vcc_v8_int)b_v)[7];
            t4[21] = ((vcc_v8_int)t5)[7];
            long t6 = i_vec + 8L;
            const int *t7 = b + t6;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)t7);
            int *t8 = a + (3 * (int)t6 + 2);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_3);
            t8[-2] = ((vcc_v8_int)b_v_2)[0];
            *t8 = ((vcc_v8_int)t9)[0];
            t8[1] = ((vcc_v8_int)b_v_2)[1];
            t8[3] = ((vcc_v8_int)t9)[1];
            t8[4] = ((vcc_v8_int)b_v_2)[2];
            t8[6] = ((vcc_v8_int)t9)[2];
            t8[7] = ((vcc_v8_int)b_v_2)[3];
            t8[9] = ((vcc_v8_int)t9)[3];
            t8[10] = ((vcc_v8_int)b_v_2)[4];
            t8[12] = ((vcc_v8_int)t9)[4];
            t8[13] = ((vcc_v8_int)b_v_2)[5];
            t8[15] = ((vcc_v8_int)t9)[5];
            t8[16] = ((vcc_v8_int)b_v_2)[6];
            t8[18] = ((vcc_v8_int)t9)[6];
            t8[19] = ((vcc_v8_int)b_v_2)[7];
            t8[21] = ((vcc_v8_int)t9)[7];
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            const int *t14 = b + t13;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)t14);
            int *t15 = a + (3 * (int)t13 + 2);
            __m256i b_v_5 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_5);
            t15[-2] = ((vcc_v8_int)b_v_4)[0];
            *t15 = ((vcc_v8_int)t16)[0];
            t15[1] = ((vcc_v8_int)b_v_4)[1];
            t15[3] = ((vcc_v8_int)t16)[1];
            t15[4] = ((vcc_v8_int)b_v_4)[2];
            t15[6] = ((vcc_v8_int)t16)[2];
            t15[7] = ((vcc_v8_int)b_v_4)[3];
            t15[9] = ((vcc_v8_int)t16)[3];
            t15[10] = ((vcc_v8_int)b_v_4)[4];
            t15[12] = ((vcc_v8_int)t16)[4];
            t15[13] = ((vcc_v8_int)b_v_4)[5];
            t15[15] = ((vcc_v8_int)t16)[5];
            t15[16] = ((vcc_v8_int)b_v_4)[6];
            t15[18] = ((vcc_v8_int)t16)[6];
            t15[19] = ((vcc_v8_int)b_v_4)[7];
            t15[21] = ((vcc_v8_int)t16)[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        int t17 = 3 * i;
        const int *t18 = b + i;
        a[t17] = *t18;
        a[t17 + 2] = -*t18;
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

static __typeof__(gb) gb __attribute__((aligned(32)));
__attribute__((target("avx2"))) void global_evens(void) {
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        __m256i gb_v = _mm256_loadu_si256((const __m256i *)&gb[i_vec]);
        __m256i t2 = _mm256_mullo_epi32(gb_v, _mm256_set1_epi32(3));
        *t1 = ((vcc_v8_int)t2)[0];
        t1[2] = ((vcc_v8_int)t2)[1];
        t1[4] = ((vcc_v8_int)t2)[2];
        t1[6] = ((vcc_v8_int)t2)[3];
        t1[8] = ((vcc_v8_int)t2)[4];
        t1[10] = ((vcc_v8_int)t2)[5];
        t1[12] = ((vcc_v8_int)t2)[6];
        t1[14] = ((vcc_v8_int)t2)[7];
        long t3 = i_vec + 8L;
        int *t4 = &g[2 * (int)t3];
        __m256i gb_v_1 = _mm256_loadu_si256((const __m256i *)&gb[t3]);
        __m256i t5 = _mm256_mullo_epi32(gb_v_1, _mm256_set1_epi32(3));
        *t4 = ((vcc_v8_int)t5)[0];
        t4[2] = ((vcc_v8_int)t5)[1];
        t4[4] = ((vcc_v8_int)t5)[2];
        t4[6] = ((vcc_v8_int)t5)[3];
        t4[8] = ((vcc_v8_int)t5)[4];
        t4[10] = ((vcc_v8_int)t5)[5];
        t4[12] = ((vcc_v8_int)t5)[6];
        t4[14] = ((vcc_v8_int)t5)[7];
        long t6 = i_vec + 16L;
        int *t7 = &g[2 * (int)t6];
        __m256i gb_v_2 = _mm256_loadu_si256((const __m256i *)&gb[t6]);
        __m256i t8 = _mm256_mullo_epi32(gb_v_2, _mm256_set1_epi32(3));
        *t7 = ((vcc_v8_int)t8)[0];
        t7[2] = ((vcc_v8_int)t8)[1];
        t7[4] = ((vcc_v8_int)t8)[2];
        t7[6] = ((vcc_v8_int)t8)[3];
        t7[8] = ((vcc_v8_int)t8)[4];
        t7[10] = ((vcc_v8_int)t8)[5];
        t7[12] = ((vcc_v8_int)t8)[6];
        t7[14] = ((vcc_v8_int)t8)[7];
        long t9 = i_vec + 24L;
        int *t10 = &g[2 * (int)t9];
        __m256i gb_v_3 = _mm256_loadu_si256((const __m256i *)&gb[t9]);
        __m256i t11 = _mm256_mullo_epi32(gb_v_3, _mm256_set1_epi32(3));
        *t10 = ((vcc_v8_int)t11)[0];
        t10[2] = ((vcc_v8_int)t11)[1];
        t10[4] = ((vcc_v8_int)t11)[2];
        t10[6] = ((vcc_v8_int)t11)[3];
        t10[8] = ((vcc_v8_int)t11)[4];
        t10[10] = ((vcc_v8_int)t11)[5];
        t10[12] = ((vcc_v8_int)t11)[6];
        t10[14] = ((vcc_v8_int)t11)[7];
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        int *t13 = &g[2 * (int)t12];
        __m256i gb_v_4 = _mm256_loadu_si256((const __m256i *)&gb[t12]);
        __m256i t14 = _mm256_mullo_epi32(gb_v_4, _mm256_set1_epi32(3));
        *t13 = ((vcc_v8_int)t14)[0];
        t13[2] = ((vcc_v8_int)t14)[1];
        t13[4] = ((vcc_v8_int)t14)[2];
        t13[6] = ((vcc_v8_int)t14)[3];
        t13[8] = ((vcc_v8_int)t14)[4];
        t13[10] = ((vcc_v8_int)t14)[5];
        t13[12] = ((vcc_v8_int)t14)[6];
        t13[14] = ((vcc_v8_int)t14)[7];
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

static __typeof__(g) g __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
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
    int t135;
    int k_4;
    unsigned long long t146;
    unsigned long long t148;
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
            __m256i t149 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_8 = (vcc_v8_uint)_mm256_add_epi32(t149, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&g[k_vec_10], (__m256i)k_v_8);
                __m256i t150 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(8));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 8L], t150);
                __m256i t151 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(16));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 16L], t151);
                __m256i t152 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(24));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 24L], t152);
                k_vec_10 += 32L;
                k_v_8 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(32));
            } while (k_vec_10 < 1984L);
            __m256i t153 = _mm256_set1_epi32(1984);
            vcc_v8_uint k_v_9 = (vcc_v8_uint)_mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
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
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + k_vec));
                __m128 t18 = _mm_cvtepi32_ps(b_v);
                __m128 t19 = _mm_mul_ps(t18, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + k_vec, t19);
                __m128i c_v = _mm_loadu_si128((const __m128i *)(c + k_vec));
                __m256d t20 = _mm256_cvtepi32_pd(c_v);
                __m256d t21 = _mm256_mul_pd(t20, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + k_vec, t21);
                long t22 = k_vec + 4L;
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t22));
                __m128 t23 = _mm_cvtepi32_ps(b_v_1);
                __m128 t24 = _mm_mul_ps(t23, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t22, t24);
                __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t22));
                __m256d t25 = _mm256_cvtepi32_pd(c_v_1);
                __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t22, t26);
                long t27 = k_vec + 8L;
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t27));
                __m128 t28 = _mm_cvtepi32_ps(b_v_2);
                __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t27, t29);
                __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t27));
                __m256d t30 = _mm256_cvtepi32_pd(c_v_2);
                __m256d t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t27, t31);
                long t32 = k_vec + 12L;
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t32));
                __m128 t33 = _mm_cvtepi32_ps(b_v_3);
                __m128 t34 = _mm_mul_ps(t33, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t32, t34);
                __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t32));
                __m256d t35 = _mm256_cvtepi32_pd(c_v_3);
                __m256d t36 = _mm256_mul_pd(t35, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t32, t36);
                k_vec += 16L;
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
        if ((t38 >= 4L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -4L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t50));
                __m128 t51 = _mm_cvtepi32_ps(b_v_4);
                __m128 t52 = _mm_mul_ps(t51, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t50, t52);
                __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t50));
                __m256d t53 = _mm256_cvtepi32_pd(c_v_4);
                __m256d t54 = _mm256_mul_pd(t53, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t50, t54);
                k_vec_1 += 4L;
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
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t57, 4UL));
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t58, 4UL));
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t59, 4UL));
        int t60 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t60, 8UL));
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 32L) {
            long t62 = t61 & -32L;
            __m256i t63 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t64 = _mm256_mullo_epi32(_mm256_set1_epi32(7), (__m256i)k_v);
                __m256i t65 = _mm256_add_epi32(t64, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + k_vec_2), t65);
                __m256i t66 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                __m256i t67 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t66);
                __m256i t68 = _mm256_add_epi32(t67, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 8L)), t68);
                __m256i t69 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                __m256i t70 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t69);
                __m256i t71 = _mm256_add_epi32(t70, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 16L)), t71);
                __m256i t72 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                __m256i t73 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t72);
                __m256i t74 = _mm256_add_epi32(t73, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 24L)), t74);
                k_vec_2 += 32L;
                __m256i t75 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = (vcc_v8_uint)t75;
            }
            t76 = (int)t62;
        } else {
            t76 = 0;
        }
        long t77 = (long)n * 2L + (long)t76 * -1L + -1L;
        if (t77 >= 8L) {
            long t78 = t77 & -8L;
            __m256i t79 = _mm256_set1_epi32((int)t76);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t79, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t80 = _mm256_mullo_epi32(_mm256_set1_epi32(7), (__m256i)k_v_1);
                __m256i t81 = _mm256_add_epi32(t80, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + ((long)t76 + k_vec_3)), t81);
                k_vec_3 += 8L;
                __m256i t82 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                if (k_vec_3 >= t78) {
                    break;
                }
                k_v_1 = (vcc_v8_uint)t82;
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
        if (t84 >= 32L) {
            long t85 = t84 & -32L;
            __m256i t86 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_2 = (vcc_v8_uint)_mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t87 = _mm256_cvtepi32_ps((__m256i)k_v_2);
                _mm256_storeu_ps(a3 + k_vec_4, t87);
                __m256i t88 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(8));
                __m256 t89 = _mm256_cvtepi32_ps(t88);
                _mm256_storeu_ps(a3 + (k_vec_4 + 8L), t89);
                __m256i t90 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(16));
                __m256 t91 = _mm256_cvtepi32_ps(t90);
                _mm256_storeu_ps(a3 + (k_vec_4 + 16L), t91);
                __m256i t92 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(24));
                __m256 t93 = _mm256_cvtepi32_ps(t92);
                _mm256_storeu_ps(a3 + (k_vec_4 + 24L), t93);
                k_vec_4 += 32L;
                __m256i t94 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(32));
                if (k_vec_4 >= t85) {
                    break;
                }
                k_v_2 = (vcc_v8_uint)t94;
            }
            t95 = (int)t85;
        } else {
            t95 = 0;
        }
        long t96 = (long)n * 3L + (long)t95 * -1L + -1L;
        if (t96 >= 8L) {
            long t97 = t96 & -8L;
            __m256i t98 = _mm256_set1_epi32((int)t95);
            vcc_v8_uint k_v_3 = (vcc_v8_uint)_mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t99 = _mm256_cvtepi32_ps((__m256i)k_v_3);
                _mm256_storeu_ps(a3 + ((long)t95 + k_vec_5), t99);
                k_vec_5 += 8L;
                __m256i t100 = _mm256_add_epi32((__m256i)k_v_3, _mm256_set1_epi32(8));
                if (k_vec_5 >= t97) {
                    break;
                }
                k_v_3 = (vcc_v8_uint)t100;
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
        if (t103 >= 32L) {
            long t104 = t103 & -32L;
            __m256i t105 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_4 = (vcc_v8_uint)_mm256_add_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t106 = _mm256_sub_epi32(_mm256_set1_epi32(5), (__m256i)k_v_4);
                _mm256_storeu_si256((__m256i *)(a23 + k_vec_6), t106);
                __m256i t107 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(8));
                __m256i t108 = _mm256_sub_epi32(_mm256_set1_epi32(5), t107);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 8L)), t108);
                __m256i t109 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(16));
                __m256i t110 = _mm256_sub_epi32(_mm256_set1_epi32(5), t109);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 16L)), t110);
                __m256i t111 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(24));
                __m256i t112 = _mm256_sub_epi32(_mm256_set1_epi32(5), t111);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 24L)), t112);
                k_vec_6 += 32L;
                __m256i t113 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(32));
                if (k_vec_6 >= t104) {
                    break;
                }
                k_v_4 = (vcc_v8_uint)t113;
            }
            t114 = (int)t104;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 3L + (long)t114 * -1L;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            __m256i t117 = _mm256_set1_epi32((int)t114);
            vcc_v8_uint k_v_5 = (vcc_v8_uint)_mm256_add_epi32(t117, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t118 = _mm256_sub_epi32(_mm256_set1_epi32(5), (__m256i)k_v_5);
                _mm256_storeu_si256((__m256i *)(a23 + ((long)t114 + k_vec_7)), t118);
                k_vec_7 += 8L;
                __m256i t119 = _mm256_add_epi32((__m256i)k_v_5, _mm256_set1_epi32(8));
                if (k_vec_7 >= t116) {
                    break;
                }
                k_v_5 = (vcc_v8_uint)t119;
            }
            k_3 = (int)((long)t114 + t116);
        } else {
            k_3 = t114;
        }
        for (; k_3 < t101; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t120 = (long)n * 2L;
        if (t120 >= 16L) {
            long t121 = t120 & -16L;
            __m128i t122 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_6 = (vcc_v4_uint)_mm_add_epi32(t122, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m256d t123 = _mm256_cvtepi32_pd((__m128i)k_v_6);
                __m256d t124 = _mm256_xor_pd(t123, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + k_vec_8, t124);
                __m128i t125 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(4));
                __m256d t126 = _mm256_cvtepi32_pd(t125);
                __m256d t127 = _mm256_xor_pd(t126, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 4L), t127);
                __m128i t128 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(8));
                __m256d t129 = _mm256_cvtepi32_pd(t128);
                __m256d t130 = _mm256_xor_pd(t129, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 8L), t130);
                __m128i t131 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(12));
                __m256d t132 = _mm256_cvtepi32_pd(t131);
                __m256d t133 = _mm256_xor_pd(t132, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 12L), t133);
                k_vec_8 += 16L;
                __m128i t134 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(16));
                if (k_vec_8 >= t121) {
                    break;
                }
                k_v_6 = (vcc_v4_uint)t134;
            }
            t135 = (int)t121;
        } else {
            t135 = 0;
        }
        long t136 = (long)n * 2L + (long)t135 * -1L;
        if (t136 >= 4L) {
            long t137 = t136 & -4L;
            __m128i t138 = _mm_set1_epi32((int)t135);
            vcc_v4_uint k_v_7 = (vcc_v4_uint)_mm_add_epi32(t138, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m256d t139 = _mm256_cvtepi32_pd((__m128i)k_v_7);
                __m256d t140 = _mm256_xor_pd(t139, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + ((long)t135 + k_vec_9), t140);
                k_vec_9 += 4L;
                __m128i t141 = _mm_add_epi32((__m128i)k_v_7, _mm_set1_epi32(4));
                if (k_vec_9 >= t137) {
                    break;
                }
                k_v_7 = (vcc_v4_uint)t141;
            }
            k_4 = (int)((long)t135 + t137);
        } else {
            k_4 = t135;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t142 = b;
        evens(n, a2, t142, c);
        (_mm256_zeroupper(), thirds(n, a3, bf));
        two_of_three(n, a23, t142);
        odd_doubles(n, ad, bd);
        unsigned long long t143 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t60 * 8UL));
        unsigned long long t144 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t101 * 4UL));
        if (t56) {
            unsigned long t145 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t102 * 4UL));
            t146 = (unsigned long long)t145;
        } else {
            t146 = 0ULL;
        }
        if (t56) {
            unsigned long t147 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t83 * 4UL));
            t148 = (unsigned long long)t147;
        } else {
            t148 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t148, t146, t144, t143);
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
