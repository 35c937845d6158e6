/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
__attribute__((target("avx2"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = _mm256_xor_si256(t5, t6);
            t8 = _mm256_and_si256(t7, _mm256_set1_epi32((int)-16711936));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t10 = (__m256i)((vcc_v8_uint)t9 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t11 = _mm256_or_si256(t8, t10);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t13 = (__m256i)((vcc_v8_uint)t12 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t14 = _mm256_or_si256(t11, t13);
            _mm256_storeu_si256((__m256i *)(c + t4), t14);
            t15 = t3 + 8L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = ((a[i] ^ b[i]) & 4278255360U) | (a[i] << 5) | (b[i] >> 27);
    }
}

__attribute__((target("avx2"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)7));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t8 = _mm256_sub_epi32(t6, t7);
            _mm256_storeu_si256((__m256i *)(c + t4), t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = a[i] * 7 - b[i];
    }
}

__attribute__((target("avx2"))) unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_add_epi32(t4, t6);
            t9 = _mm256_add_epi32(t5, t7);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = _mm256_add_epi32(t8, t9);
        i = (int)((long)0 + t2);
        s = 1U + vcc_avx2_sum_epi32(t11);
    } else {
        i = 0;
        s = 1U;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    unsigned int *a;
    unsigned int *b;
    unsigned int *c;
    int *sa;
    int *sb;
    int *sc;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    int fill_idx_2;
    int fill_idx_3;
    unsigned int t9;
    unsigned long t10;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        a = (unsigned int *)new_array(n, 4UL);
        b = (unsigned int *)new_array(n, 4UL);
        c = (unsigned int *)new_array(n, 4UL);
        sa = (int *)new_array(n, 4UL);
        sb = (int *)new_array(n, 4UL);
        sc = (int *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(0 + (int)(next_rand() % 2147483647U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(0 + (int)(next_rand() % 2147483647U));
        }
        t2 = (long)n;
        if (t2 >= 8L) {
            t3 = t2 & -8L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
                t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t5), t7);
                t8 = t4 + 8L;
                if (t8 >= t3) {
                    break;
                }
                t4 = t8;
            }
            i = (int)((long)0 + t3);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            a[i] = a[i] * 3U;
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        bits_u32(n, c, a, b);
        mulsub_i32(n, sc, sa, sb);
        t9 = sum_u32(n, a);
        t10 = hash_bytes((const void *)sc, (unsigned long)n * 4UL);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, (unsigned long)n * 4UL), (unsigned long long)t10, t9);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
