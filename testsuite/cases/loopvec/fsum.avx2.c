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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    int t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256 t35;
    int i;
    unsigned int c;
    const int *t36;
    float t37;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)8));
            t11 = _mm256_cvtepi32_ps(t10);
            _mm256_storeu_ps(&a[(int)((long)0 + t2)], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)8));
            t16 = _mm256_cvtepi32_ps(t15);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)8));
            t21 = _mm256_cvtepi32_ps(t20);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 16L))], t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t23 = t22;
            t24 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)8));
            t26 = _mm256_cvtepi32_ps(t25);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 24L))], t26);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t27 = (int)((long)0 + t5);
    } else {
        t27 = 0;
    }
    t28 = (long)t27 * -1L + 1003L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = _mm256_set1_epi32((int)t27);
        t31 = t30;
        t3 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t32 = t3;
            t33 = (__m256i)((vcc_v8_int)t32 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)8));
            t35 = _mm256_cvtepi32_ps(t34);
            _mm256_storeu_ps(&a[(int)((long)t27 + t4)], t35);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t36 = &counts[c];
        t37 = (_mm256_zeroupper(), fsum(*t36, a));
        printf("fsum(%d) = %g\n", *t36, (double)t37);
    }
    return 0;
}
