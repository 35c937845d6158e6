/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    long t1;
    long t2;
    int t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    int t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    long t27;
    int i;
    unsigned int c;
    float t28;
    if (1003L >= 32L) {
        t1 = 1003L & -32L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = _mm256_set1_epi32((int)t3);
            t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = (int)((long)0 + (t2 + 8L));
            t7 = _mm256_set1_epi32((int)t6);
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = (int)((long)0 + (t2 + 16L));
            t10 = _mm256_set1_epi32((int)t9);
            t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = (int)((long)0 + (t2 + 24L));
            t13 = _mm256_set1_epi32((int)t12);
            t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t15 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t16 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t17 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t19 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)8));
            t20 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)8));
            t21 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)8));
            t22 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)8));
            t23 = _mm256_cvtepi32_ps(t19);
            t24 = _mm256_cvtepi32_ps(t20);
            t25 = _mm256_cvtepi32_ps(t21);
            t26 = _mm256_cvtepi32_ps(t22);
            _mm256_storeu_ps(&a[t3], t23);
            _mm256_storeu_ps(&a[t6], t24);
            _mm256_storeu_ps(&a[t9], t25);
            _mm256_storeu_ps(&a[t12], t26);
            t27 = t2 + 32L;
            if (t27 >= t1) {
                break;
            }
            t2 = t27;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t28 = fsum(counts[c], a);
        printf("fsum(%d) = %g\n", counts[c], (double)t28);
    }
    return 0;
}
