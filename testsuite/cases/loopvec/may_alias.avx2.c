/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
__attribute__((target("avx2"))) void scale(int n, float *a, const float *b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    __m256 t7;
    __m256 t8;
    long t9;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)4L)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_ps(b + (t6 + 1));
            t8 = _mm256_mul_ps(t7, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t6, t8);
            t9 = t5 + 8L;
            if (t9 >= t4) {
                break;
            }
            t5 = t9;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i + 1] * 2.0f;
    }
}

static float buf[2100];

__attribute__((target("avx2"))) static void reset(void) {
    long t1;
    long t2;
    int t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256 t11;
    __m256 t12;
    long t13;
    int i;
    if (2100L >= 16L) {
        t1 = 2100L & -16L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = _mm256_set1_epi32((int)t3);
            t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = (int)((long)0 + (t2 + 8L));
            t7 = _mm256_set1_epi32((int)t6);
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t10 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t11 = _mm256_cvtepi32_ps(t9);
            t12 = _mm256_cvtepi32_ps(t10);
            _mm256_storeu_ps(&buf[t3], t11);
            _mm256_storeu_ps(&buf[t6], t12);
            t13 = t2 + 16L;
            if (t13 >= t1) {
                break;
            }
            t2 = t13;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 2100; i++) {
        buf[i] = (float)(i % 11);
    }
}

static double checksum(void) {
    double s = 0;
    for (int i = 0; i < 2100; i++)
        s += buf[i] * (i % 3 + 1);
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        reset();
        scale(n, buf, buf + 1050); /* disjoint */
        double disjoint = checksum();
        reset();
        scale(n, buf, buf); /* overlapping: a[i] = b[i+1] reads ahead of the writes */
        double ahead = checksum();
        reset();
        scale(n, buf + 2, buf); /* overlapping: reads what earlier iterations wrote */
        double behind = checksum();
        printf("n=%d %.1f %.1f %.1f\n", n, disjoint, ahead, behind);
    }
    return 0;
}
