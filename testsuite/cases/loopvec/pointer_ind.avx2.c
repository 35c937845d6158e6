/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
__attribute__((target("avx2"))) void triple_in_place(int n, int *a) {
    long t1;
    long t2;
    long t3;
    int *t4;
    int *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int *p;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = a + t3;
            t5 = a + (t3 + 8L);
            t6 = _mm256_loadu_si256((const __m256i *)t4);
            t7 = _mm256_loadu_si256((const __m256i *)t5);
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t9 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)t4, t8);
            _mm256_storeu_si256((__m256i *)t5, t9);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        p = a + t2;
    } else {
        p = a;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

__attribute__((target("avx2"))) void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int n_1;
    short *dst_1;
    const short *src_1;
    int n_2;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)(src + t3));
            t5 = t4;
            t6 = _mm256_add_epi16(t5, _mm256_set1_epi16((short)1));
            t7 = t6;
            _mm256_storeu_si256((__m256i *)(dst + t3), t7);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        n_1 = (int)((long)n + t2 * -1L);
        dst_1 = dst + t2;
        src_1 = src + t2;
    } else {
        n_1 = n;
        dst_1 = dst;
        src_1 = src;
    }
    for (;;) {
        n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        *dst_1 = (short)((int)*src_1 + 1);
        n_1 = n_2;
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
}

__attribute__((target("avx2"))) void scale_range(float *begin, float *end, float k) {
    long t1;
    long t2;
    __m256 t3;
    long t4;
    float *t5;
    float *t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    float *p;
    t1 = ((long)begin * -1L + (long)end) / 4L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_ps(k);
        t4 = 0L;
        for (;;) {
            t5 = begin + t4;
            t6 = begin + (t4 + 8L);
            t7 = _mm256_loadu_ps(t5);
            t8 = _mm256_loadu_ps(t6);
            t9 = _mm256_mul_ps(t7, t3);
            t10 = _mm256_mul_ps(t8, t3);
            _mm256_storeu_ps(t5, t9);
            _mm256_storeu_ps(t6, t10);
            t11 = t4 + 16L;
            if (t11 >= t2) {
                break;
            }
            t4 = t11;
        }
        p = begin + t2;
    } else {
        p = begin;
    }
    for (; p != end; p = p + 1) {
        *p = *p * k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
