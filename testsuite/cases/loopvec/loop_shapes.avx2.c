/* vcc: vector types and helpers */
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
__attribute__((target("avx2"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
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
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)n + t3 * -1L);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
            t7 = _mm256_loadu_si256((const __m256i *)(b + (t4 - 1) + -7));
            t8 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t9 = _mm256_add_epi32(t8, t6);
            t10 = _mm256_permutevar8x32_epi32(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (t4 - 1) + -7), t10);
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)n + t2 * -1L);
    } else {
        i = n;
    }
    for (; i > 0; i--) {
        a[i - 1] = b[i - 1] + i;
    }
}

__attribute__((target("avx2"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)3));
            t7 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t4), t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    while (i < n) {
        a[i] = b[i] * 3 + 1;
        i++;
    }
}

__attribute__((target("avx2"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    long t1;
    long t2;
    long t3;
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    unsigned int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (unsigned int)((long)0U + t3);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t8 = _mm256_add_epi32(t7, t6);
            _mm256_storeu_si256((__m256i *)(a + t4), t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (unsigned int)((long)0U + t2);
    } else {
        i = 0U;
    }
    for (; i < n; i++) {
        a[i] = b[i] + i;
    }
}

__attribute__((target("avx2"))) void long_from_offset(long lo, long hi, long *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    long i;
    t1 = lo * -1L + hi;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = lo + t3;
            t5 = _mm256_set1_epi64x((long long)t4);
            t6 = _mm256_add_epi64(t5, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t7 = lo + (t3 + 4L);
            t8 = _mm256_set1_epi64x((long long)t7);
            t9 = _mm256_add_epi64(t8, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t10 = lo + (t3 + 8L);
            t11 = _mm256_set1_epi64x((long long)t10);
            t12 = _mm256_add_epi64(t11, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t13 = lo + (t3 + 12L);
            t14 = _mm256_set1_epi64x((long long)t13);
            t15 = _mm256_add_epi64(t14, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t16 = (__m256i)((vcc_v4_long)t6 * (vcc_v4_long)t6);
            t17 = (__m256i)((vcc_v4_long)t9 * (vcc_v4_long)t9);
            t18 = (__m256i)((vcc_v4_long)t12 * (vcc_v4_long)t12);
            t19 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)t15);
            _mm256_storeu_si256((__m256i *)(a + t4), t16);
            _mm256_storeu_si256((__m256i *)(a + t7), t17);
            _mm256_storeu_si256((__m256i *)(a + t10), t18);
            _mm256_storeu_si256((__m256i *)(a + t13), t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        i = lo + t2;
    } else {
        i = lo;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
