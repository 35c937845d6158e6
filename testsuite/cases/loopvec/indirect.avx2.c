/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
__attribute__((target("avx2"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            long t4 = i_vec + 16L;
            long t5 = i_vec + 24L;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t3));
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256 b_v = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v);
            __m256 b_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_1);
            __m256 b_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_2);
            __m256 b_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_3);
            __m256 t6 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + i_vec, t6);
            __m256 t7 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t3, t7);
            __m256 t8 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t4, t8);
            __m256 t9 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at indirect.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)(idx + t13));
            __m256 b_v_4 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_4);
            __m256 t14 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[idx[t15]] * 2.0f;
    }
}

void scatter(int n, int *restrict a, const int *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] + 1;
}

void histogram(int n, int *restrict bins, const unsigned char *restrict v) {
    for (int i = 0; i < n; i++)
        bins[v[i] & 15]++;
}

__attribute__((target("avx2"))) int main(void) {
    int bins[16];
    int n;
    int t2;
    int t10;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        long t1 = 0L;
        /* vcc: loop at indirect.c:26 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&bins[1L + t1], _mm_set1_epi32(0));
            t1 += 4L;
        } while (t1 < 12L);
        bins[13] = 0;
        bins[14] = 0;
        bins[15] = 0;
        unsigned char *v = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        int fill_idx = 0;
        while (fill_idx < n) {
            fb[fill_idx] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
            fill_idx++;
        }
        int fill_idx_1 = 0;
        while (fill_idx_1 < n) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            fill_idx_1++;
        }
        int fill_idx_2 = 0;
        while (fill_idx_2 < n) {
            v[fill_idx_2] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
            fill_idx_2++;
        }
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            __m256i t5 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                _mm256_storeu_si256((__m256i *)(idx + i_vec), (__m256i)i_v);
                __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                _mm256_storeu_si256((__m256i *)(idx + (i_vec + 8L)), t6);
                __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                _mm256_storeu_si256((__m256i *)(idx + (i_vec + 16L)), t7);
                __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                _mm256_storeu_si256((__m256i *)(idx + (i_vec + 24L)), t8);
                i_vec += 32L;
                __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                if (i_vec >= t4) {
                    break;
                }
                i_v = (vcc_v8_uint)t9;
            }
            t10 = (int)t4;
        } else {
            t10 = 0;
        }
        long t11 = (long)t10;
        long t12 = t3 + t11 * -1L;
        if (t12 >= 8L) {
            long t13 = t12 & -8L;
            __m256i t14 = _mm256_set1_epi32((int)t10);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            /* vcc: loop at indirect.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                _mm256_storeu_si256((__m256i *)(idx + (t11 + i_vec_1)), (__m256i)i_v_1);
                i_vec_1 += 8L;
                __m256i t15 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t13) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t15;
            }
            i = (int)(t11 + t13);
        } else {
            i = t10;
        }
        while (i < n) {
            idx[i] = i;
            i++;
        }
        int i_1 = n - 1;
        while (i_1 > 0) {
            unsigned int t16 = (_mm256_zeroupper(), next_rand());
            int *t17 = idx + i_1;
            int t = *t17;
            int *t18 = idx + (int)(t16 % (unsigned int)(i_1 + 1));
            *t17 = *t18;
            *t18 = t;
            i_1--;
        }
        const int *t19 = idx;
        gather(n, fa, fb, t19);
        (_mm256_zeroupper(), scatter(n, a, b, t19));
        (_mm256_zeroupper(), histogram(n, bins, v));
        unsigned long t20 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        unsigned long t21 = (unsigned long)n * 4UL;
        unsigned long t22 = (_mm256_zeroupper(), hash_bytes((const void *)a, t21));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t21)), (unsigned long long)t22, (unsigned long long)t20);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
        count_idx++;
        n_1 = n;
    }
}
