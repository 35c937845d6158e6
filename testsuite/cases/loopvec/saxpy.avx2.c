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
    int t6;
    int t7;
    int t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    long t25;
    int t26;
    long t27;
    long t28;
    __m256 t29;
    long t30;
    int t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    long t36;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_ps(a);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 8L));
            t7 = (int)((long)0 + (t4 + 16L));
            t8 = (int)((long)0 + (t4 + 24L));
            t9 = _mm256_loadu_ps(x + t5);
            t10 = _mm256_loadu_ps(x + t6);
            t11 = _mm256_loadu_ps(x + t7);
            t12 = _mm256_loadu_ps(x + t8);
            t13 = _mm256_mul_ps(t3, t9);
            t14 = _mm256_mul_ps(t3, t10);
            t15 = _mm256_mul_ps(t3, t11);
            t16 = _mm256_mul_ps(t3, t12);
            t17 = _mm256_loadu_ps(y + t5);
            t18 = _mm256_loadu_ps(y + t6);
            t19 = _mm256_loadu_ps(y + t7);
            t20 = _mm256_loadu_ps(y + t8);
            t21 = _mm256_add_ps(t13, t17);
            t22 = _mm256_add_ps(t14, t18);
            t23 = _mm256_add_ps(t15, t19);
            t24 = _mm256_add_ps(t16, t20);
            _mm256_storeu_ps(y + t5, t21);
            _mm256_storeu_ps(y + t6, t22);
            _mm256_storeu_ps(y + t7, t23);
            _mm256_storeu_ps(y + t8, t24);
            t25 = t4 + 32L;
            if (t25 >= t2) {
                break;
            }
            t4 = t25;
        }
        t26 = (int)((long)0 + t2);
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        t28 = t27 & -8L;
        t29 = _mm256_set1_ps(a);
        t30 = 0L;
        for (;;) {
            t31 = (int)((long)t26 + t30);
            t32 = _mm256_loadu_ps(x + t31);
            t33 = _mm256_mul_ps(t29, t32);
            t34 = _mm256_loadu_ps(y + t31);
            t35 = _mm256_add_ps(t33, t34);
            _mm256_storeu_ps(y + t31, t35);
            t36 = t30 + 8L;
            if (t36 >= t28) {
                break;
            }
            t30 = t36;
        }
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    __m256i t1;
    __m256i t2;
    double check;
    unsigned int c;
    int n;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    int t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    int t12;
    __m256i t13;
    __m256i t14;
    int t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    long t34;
    __m256i t35;
    int t36;
    long t37;
    long t38;
    __m256i t39;
    __m256i t40;
    long t41;
    int t42;
    __m256i t43;
    __m256i t44;
    __m256 t45;
    __m256i t46;
    __m256 t47;
    long t48;
    __m256i t49;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t3 = 1003L & -32L;
            t4 = _mm256_set1_epi32((int)(int)((long)0 + 0L));
            t5 = t4;
            t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            for (;;) {
                t7 = (int)((long)0 + t6);
                t8 = t1;
                t9 = (int)((long)0 + (t6 + 8L));
                t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t11 = t10;
                t12 = (int)((long)0 + (t6 + 16L));
                t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t14 = t13;
                t15 = (int)((long)0 + (t6 + 24L));
                t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t17 = t16;
                t18 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t19 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t20 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t21 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t22 = _mm256_cvtepi32_ps(t18);
                t23 = _mm256_cvtepi32_ps(t19);
                t24 = _mm256_cvtepi32_ps(t20);
                t25 = _mm256_cvtepi32_ps(t21);
                _mm256_storeu_ps(&x[t7], t22);
                _mm256_storeu_ps(&x[t9], t23);
                _mm256_storeu_ps(&x[t12], t24);
                _mm256_storeu_ps(&x[t15], t25);
                t26 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t27 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t28 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t29 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t30 = _mm256_cvtepi32_ps(t26);
                t31 = _mm256_cvtepi32_ps(t27);
                t32 = _mm256_cvtepi32_ps(t28);
                t33 = _mm256_cvtepi32_ps(t29);
                _mm256_storeu_ps(&y[t7], t30);
                _mm256_storeu_ps(&y[t9], t31);
                _mm256_storeu_ps(&y[t12], t32);
                _mm256_storeu_ps(&y[t15], t33);
                t34 = t6 + 32L;
                t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                if (t34 >= t3) {
                    break;
                }
                t6 = t34;
                t1 = t35;
            }
            t36 = (int)((long)0 + t3);
        } else {
            t36 = 0;
        }
        t37 = (long)t36 * -1L + 1003L;
        if (t37 >= 8L) {
            t38 = t37 & -8L;
            t39 = _mm256_set1_epi32((int)(int)((long)t36 + 0L));
            t40 = t39;
            t2 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t41 = 0L;
            for (;;) {
                t42 = (int)((long)t36 + t41);
                t43 = t2;
                t44 = (__m256i)((vcc_v8_int)t43 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t45 = _mm256_cvtepi32_ps(t44);
                _mm256_storeu_ps(&x[t42], t45);
                t46 = (__m256i)((vcc_v8_int)t43 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t47 = _mm256_cvtepi32_ps(t46);
                _mm256_storeu_ps(&y[t42], t47);
                t48 = t41 + 8L;
                t49 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                if (t48 >= t38) {
                    break;
                }
                t41 = t48;
                t2 = t49;
            }
            i = (int)((long)t36 + t38);
        } else {
            i = t36;
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
