/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
__attribute__((target("avx2"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    long t1;
    long t2;
    __m256 t3;
    long t4;
    int t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_ps(a);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_ps(x + t5);
            t7 = _mm256_mul_ps(t3, t6);
            t8 = _mm256_loadu_ps(y + t5);
            t9 = _mm256_add_ps(t7, t8);
            _mm256_storeu_ps(y + t5, t9);
            t10 = t4 + 8L;
            if (t10 >= t2) {
                break;
            }
            t4 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    double check;
    unsigned int c;
    int n;
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
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    long t31;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
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
                t15 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t16 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t17 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t19 = _mm256_cvtepi32_ps(t15);
                t20 = _mm256_cvtepi32_ps(t16);
                t21 = _mm256_cvtepi32_ps(t17);
                t22 = _mm256_cvtepi32_ps(t18);
                _mm256_storeu_ps(&x[t3], t19);
                _mm256_storeu_ps(&x[t6], t20);
                _mm256_storeu_ps(&x[t9], t21);
                _mm256_storeu_ps(&x[t12], t22);
                t23 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t24 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t25 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t26 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t27 = _mm256_cvtepi32_ps(t23);
                t28 = _mm256_cvtepi32_ps(t24);
                t29 = _mm256_cvtepi32_ps(t25);
                t30 = _mm256_cvtepi32_ps(t26);
                _mm256_storeu_ps(&y[t3], t27);
                _mm256_storeu_ps(&y[t6], t28);
                _mm256_storeu_ps(&y[t9], t29);
                _mm256_storeu_ps(&y[t12], t30);
                t31 = t2 + 32L;
                if (t31 >= t1) {
                    break;
                }
                t2 = t31;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            x[i] = (float)(i % 13);
            y[i] = (float)(i % 7);
        }
        saxpy(n, 3.0f, x, y);
        check = 0.0;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
