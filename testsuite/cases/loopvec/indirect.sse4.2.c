/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
__attribute__((target("sse4.2"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)(idx + t3));
            __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)(idx + t4));
            __m128i idx_v_3 = _mm_loadu_si128((const __m128i *)(idx + t5));
            __m128 b_v = vcc_sse_gather4(_mm_setr_ps, float, b, idx_v, 15);
            __m128 b_v_1 = vcc_sse_gather4(_mm_setr_ps, float, b, idx_v_1, 15);
            __m128 b_v_2 = vcc_sse_gather4(_mm_setr_ps, float, b, idx_v_2, 15);
            __m128 b_v_3 = vcc_sse_gather4(_mm_setr_ps, float, b, idx_v_3, 15);
            __m128 t6 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + i_vec, t6);
            __m128 t7 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t3, t7);
            __m128 t8 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t4, t8);
            __m128 t9 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t5, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at indirect.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i idx_v_4 = _mm_loadu_si128((const __m128i *)(idx + t13));
            __m128 b_v_4 = vcc_sse_gather4(_mm_setr_ps, float, b, idx_v_4, 15);
            __m128 t14 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t13, t14);
            i_vec_1 += 4L;
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

__attribute__((target("sse4.2"))) int main(void) {
    int bins[16];
    int n;
    int t2;
    int t10;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
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
        unsigned char *v = (unsigned char *)new_array(n, 1UL);
        int fill_idx = 0;
        while (fill_idx < n) {
            fb[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
            fill_idx++;
        }
        int fill_idx_1 = 0;
        while (fill_idx_1 < n) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
            fill_idx_1++;
        }
        int fill_idx_2 = 0;
        while (fill_idx_2 < n) {
            v[fill_idx_2] = (unsigned char)(int)(next_rand() % 256U);
            fill_idx_2++;
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            __m128i t5 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                _mm_storeu_si128((__m128i *)(idx + i_vec), (__m128i)i_v);
                __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                _mm_storeu_si128((__m128i *)(idx + (i_vec + 4L)), t6);
                __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                _mm_storeu_si128((__m128i *)(idx + (i_vec + 8L)), t7);
                __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                _mm_storeu_si128((__m128i *)(idx + (i_vec + 12L)), t8);
                i_vec += 16L;
                __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                if (i_vec >= t4) {
                    break;
                }
                i_v = (vcc_v4_uint)t9;
            }
            t10 = (int)t4;
        } else {
            t10 = 0;
        }
        long t11 = (long)t10;
        long t12 = t3 + t11 * -1L;
        if (t12 >= 4L) {
            long t13 = t12 & -4L;
            __m128i t14 = _mm_set1_epi32((int)t10);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_1 = 0L;
            /* vcc: loop at indirect.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                _mm_storeu_si128((__m128i *)(idx + (t11 + i_vec_1)), (__m128i)i_v_1);
                i_vec_1 += 4L;
                __m128i t15 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                if (i_vec_1 >= t13) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t15;
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
            unsigned int t16 = next_rand();
            int *t17 = idx + i_1;
            int t = *t17;
            int *t18 = idx + (int)(t16 % (unsigned int)(i_1 + 1));
            *t17 = *t18;
            *t18 = t;
            i_1--;
        }
        const int *t19 = idx;
        gather(n, fa, fb, t19);
        scatter(n, a, b, t19);
        histogram(n, bins, v);
        unsigned long t20 = hash_bytes((const void *)bins, 64UL);
        unsigned long t21 = (unsigned long)n * 4UL;
        unsigned long t22 = hash_bytes((const void *)a, t21);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t21), (unsigned long long)t22, (unsigned long long)t20);
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
