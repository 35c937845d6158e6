/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through a permutation (no two
   iterations store to one element, but only the caller knows), and a histogram, whose
   increments to one bin must stay in order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    long t29;
    int i;
    long t30;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(idx + t7));
            t12 = _mm256_i32gather_ps(b, t8, 4);
            t13 = _mm256_i32gather_ps(b, t9, 4);
            t14 = _mm256_i32gather_ps(b, t10, 4);
            t15 = _mm256_i32gather_ps(b, t11, 4);
            t16 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            t17 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
            t18 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            t19 = _mm256_mul_ps(t15, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t4, t16);
            _mm256_storeu_ps(a + t5, t17);
            _mm256_storeu_ps(a + t6, t18);
            _mm256_storeu_ps(a + t7, t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(idx + t25));
            t27 = _mm256_i32gather_ps(b, t26, 4);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t25, t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        a[t30] = b[idx[t30]] * 2.0f;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int bins[16];
    int n;
    __m256i t1;
    __m256i t2;
    int count_idx;
    int n_1;
    int t3;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t4;
    long t5;
    long t6;
    long t7;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    int t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    long t29;
    __m256i t30;
    int i;
    int i_1;
    unsigned int t31;
    int *t32;
    int t;
    int *t33;
    const int *t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        if (15L >= 4L) {
            t4 = 15L & -4L;
            t5 = 0L;
            for (;;) {
                _mm_storeu_si128((__m128i *)&bins[1L + t5], _mm_set1_epi32((int)0));
                t6 = t5 + 4L;
                if (t6 >= t4) {
                    break;
                }
                t5 = t6;
            }
            t7 = 1L + t4;
        } else {
            t7 = 1L;
        }
        while (t7 < 16L) {
            bins[t7] = 0;
            t7++;
        }
        v = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        t8 = (long)n;
        if (t8 >= 32L) {
            t9 = t8 & -32L;
            t10 = _mm256_set1_epi32((int)0);
            t11 = t10;
            t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = 0L;
            for (;;) {
                t13 = t1;
                t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t15 = t14;
                t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t17 = t16;
                t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t19 = t18;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + t12)), t13);
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t12 + 8L))), t15);
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t12 + 16L))), t17);
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t12 + 24L))), t19);
                t20 = t12 + 32L;
                t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                if (t20 >= t9) {
                    break;
                }
                t12 = t20;
                t1 = t21;
            }
            t22 = (int)((long)0 + t9);
        } else {
            t22 = 0;
        }
        t23 = (long)n + (long)t22 * -1L;
        if (t23 >= 8L) {
            t24 = t23 & -8L;
            t25 = _mm256_set1_epi32((int)t22);
            t26 = t25;
            t2 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t27 = 0L;
            for (;;) {
                t28 = t2;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)t22 + t27)), t28);
                t29 = t27 + 8L;
                t30 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                if (t29 >= t24) {
                    break;
                }
                t27 = t29;
                t2 = t30;
            }
            i = (int)((long)t22 + t24);
        } else {
            i = t22;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            t31 = (_mm256_zeroupper(), next_rand());
            t32 = idx + i_1;
            t = *t32;
            t33 = idx + (int)(t31 % (unsigned int)(i_1 + 1));
            *t32 = *t33;
            *t33 = t;
        }
        t34 = idx;
        (_mm256_zeroupper(), gather(n, fa, fb, t34));
        (_mm256_zeroupper(), scatter(n, a, b, t34));
        (_mm256_zeroupper(), histogram(n, bins, v));
        t35 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        t36 = (unsigned long)n * 4UL;
        t37 = (_mm256_zeroupper(), hash_bytes((const void *)a, t36));
        (_mm256_zeroupper(), printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t36)), (unsigned long long)t37, (unsigned long long)t35));
        (_mm256_zeroupper(), free((void *)fa));
        (_mm256_zeroupper(), free((void *)fb));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)idx));
        (_mm256_zeroupper(), free((void *)v));
    }
}
