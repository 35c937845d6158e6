/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
__attribute__((target("avx2"))) void iota3(long n, long *restrict a) {
    long t14;
    long i;
    if (n >= 16L) {
        long t1 = n & -16L;
        __m256i t2 = _mm256_set1_epi64x((long long)0L);
        __m256i i_v = _mm256_add_epi64(t2, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec = 0L;
        /* vcc: loop at iota.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i t3 = (__m256i)((vcc_v4_long)i_v * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t4 = _mm256_sub_epi64(t3, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            __m256i t5 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)4LL));
            __m256i t6 = (__m256i)((vcc_v4_long)t5 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t7 = _mm256_sub_epi64(t6, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 4L)), t7);
            __m256i t8 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)8LL));
            __m256i t9 = (__m256i)((vcc_v4_long)t8 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t10 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t10);
            __m256i t11 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)12LL));
            __m256i t12 = (__m256i)((vcc_v4_long)t11 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t13 = _mm256_sub_epi64(t12, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 12L)), t13);
            i_vec += 16L;
            i_v = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)16LL));
        } while (i_vec < t1);
        t14 = t1;
    } else {
        t14 = 0L;
    }
    long t15 = n + t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        __m256i t17 = _mm256_set1_epi64x((long long)t14);
        __m256i i_v_1 = _mm256_add_epi64(t17, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i t18 = (__m256i)((vcc_v4_long)i_v_1 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t19 = _mm256_sub_epi64(t18, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (t14 + i_vec_1)), t19);
            i_vec_1 += 4L;
            i_v_1 = _mm256_add_epi64(i_v_1, _mm256_set1_epi64x((long long)4LL));
        } while (i_vec_1 < t16);
        i = t14 + t16;
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        long n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at iota.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&a[i_vec], _mm256_set1_epi64x((long long)-1LL));
            _mm256_storeu_si256((__m256i *)&a[i_vec + 4L], _mm256_set1_epi64x((long long)-1LL));
            _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], _mm256_set1_epi64x((long long)-1LL));
            _mm256_storeu_si256((__m256i *)&a[i_vec + 12L], _mm256_set1_epi64x((long long)-1LL));
            i_vec += 16L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], _mm256_set1_epi64x((long long)-1LL));
            i_vec_1 += 4L;
        } while (i_vec_1 < 8L);
        a[1000] = -1L;
        a[1001] = -1L;
        a[1002] = -1L;
        iota3(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 13L % 1000003L + a[i];
            i++;
        }
        printf("n=%ld check=%ld\n", n, check);
        c++;
    }
    return 0;
}
