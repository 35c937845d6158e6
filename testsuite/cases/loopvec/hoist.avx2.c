/* vcc: vector types and helpers */
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

__attribute__((target("avx2"))) void third(int n, double *restrict b, const double *restrict a) {
    long t1;
    long t2;
    __m256d t3;
    long t4;
    int t5;
    int t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 4L));
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_loadu_pd(a + t6);
            t9 = _mm256_mul_pd(t7, t3);
            t10 = _mm256_mul_pd(t8, t3);
            _mm256_storeu_pd(b + t5, t9);
            _mm256_storeu_pd(b + t6, t10);
            t11 = t4 + 8L;
            if (t11 >= t2) {
                break;
            }
            t4 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        b[i] = a[i] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
__attribute__((target("avx2"))) void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    int t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)k);
        t4 = _mm256_set1_epi32((int)d);
        t5 = (__m256i)((vcc_v8_int)t3 / (vcc_v8_int)t4);
        t6 = 0L;
        for (;;) {
            t7 = (int)((long)0 + t6);
            t8 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t9 = _mm256_add_epi32(t8, t5);
            _mm256_storeu_si256((__m256i *)(c + t7), t9);
            t10 = t6 + 8L;
            if (t10 >= t2) {
                break;
            }
            t6 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = a[i] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
__attribute__((target("avx2"))) void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)k);
        t4 = _mm256_set1_epi32((int)d);
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t8 = _mm256_cmpgt_epi32(t7, _mm256_set1_epi32((int)1000));
            t9 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t4, t8);
            t10 = (__m256i)((vcc_v8_int)t3 / (vcc_v8_int)t9);
            _mm256_maskstore_epi32((int *)(c + t6), t8, t10);
            t11 = t5 + 8L;
            if (t11 >= t2) {
                break;
            }
            t5 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] > 1000) {
            c[i] = k / d;
        }
    }
}

__attribute__((target("avx2"))) void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    long t1;
    long t2;
    __m128i t3;
    __m128i t4;
    __m128i t5;
    long t6;
    int t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm_set1_epi8((char)key);
        t4 = t3;
        t5 = (__m128i)((vcc_v16_uchar)t4 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        t6 = 0L;
        for (;;) {
            t7 = (int)((long)0 + t6);
            t8 = _mm_loadu_si128((const __m128i *)(a + t7));
            t9 = t8;
            t10 = _mm_add_epi8(t9, t5);
            t11 = t10;
            _mm_storeu_si128((__m128i *)(c + t7), t11);
            t12 = t6 + 16L;
            if (t12 >= t2) {
                break;
            }
            t6 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (unsigned char)((int)a[i] + ((int)key >> 1));
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        int *ia = new_array(n, sizeof(int)), *ic = new_array(n, sizeof(int));
        uint8_t *ua = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(ia, n, -1000, 2001);
        FILL(ua, n, 0, 256);
        if (n > 0) ua[0] = 255;
        third(n, b, a);
        printf("n=%d third=%llx", n, HASH(b, n));
        add_quot(n, ic, ia, -2147483647 - 1, n ? -7 : 0);
        printf(" quot=%llx", HASH(ic, n));
        cond_quot(n, ic, ia, 12345, 0);
        printf(" cond=%llx", HASH(ic, n));
        add_half_key(n, uc, ua, 255);
        printf(" key=%llx\n", HASH(uc, n));
        free(a), free(b), free(ia), free(ic), free(ua), free(uc);
    }
    return 0;
}
