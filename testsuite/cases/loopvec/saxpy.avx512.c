/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    float *t10;
    float *t11;
    float *t12;
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
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    long t29;
    int t30;
    long t31;
    long t32;
    __m256 t33;
    long t34;
    long t35;
    float *t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    long t41;
    int i;
    long t42;
    float *t43;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_ps(a);
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 8L));
            t7 = (long)(int)((long)0 + (t4 + 16L));
            t8 = (long)(int)((long)0 + (t4 + 24L));
            t9 = y + t5;
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = _mm256_loadu_ps(x + t5);
            t14 = _mm256_loadu_ps(x + t6);
            t15 = _mm256_loadu_ps(x + t7);
            t16 = _mm256_loadu_ps(x + t8);
            t17 = _mm256_mul_ps(t3, t13);
            t18 = _mm256_mul_ps(t3, t14);
            t19 = _mm256_mul_ps(t3, t15);
            t20 = _mm256_mul_ps(t3, t16);
            t21 = _mm256_loadu_ps(t9);
            t22 = _mm256_loadu_ps(t10);
            t23 = _mm256_loadu_ps(t11);
            t24 = _mm256_loadu_ps(t12);
            t25 = _mm256_add_ps(t17, t21);
            t26 = _mm256_add_ps(t18, t22);
            t27 = _mm256_add_ps(t19, t23);
            t28 = _mm256_add_ps(t20, t24);
            _mm256_storeu_ps(t9, t25);
            _mm256_storeu_ps(t10, t26);
            _mm256_storeu_ps(t11, t27);
            _mm256_storeu_ps(t12, t28);
            t29 = t4 + 32L;
            if (t29 >= t2) {
                break;
            }
            t4 = t29;
        }
        t30 = (int)((long)0 + t2);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm256_set1_ps(a);
        t34 = 0L;
        for (;;) {
            t35 = (long)(int)((long)t30 + t34);
            t36 = y + t35;
            t37 = _mm256_loadu_ps(x + t35);
            t38 = _mm256_mul_ps(t33, t37);
            t39 = _mm256_loadu_ps(t36);
            t40 = _mm256_add_ps(t38, t39);
            _mm256_storeu_ps(t36, t40);
            t41 = t34 + 8L;
            if (t41 >= t32) {
                break;
            }
            t34 = t41;
        }
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        t43 = y + t42;
        *t43 = a * x[t42] + *t43;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
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
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    long t15;
    long t16;
    long t17;
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
    __m256i t42;
    long t43;
    __m256i t44;
    __m256 t45;
    __m256i t46;
    __m256 t47;
    long t48;
    __m256i t49;
    int i;
    long t50;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t3 = 1003L & -32L;
            t4 = _mm256_set1_epi32((int)0);
            t5 = t4;
            t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            for (;;) {
                t7 = t1;
                t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t9 = t8;
                t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t11 = t10;
                t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t13 = t12;
                t14 = (long)(int)((long)0 + t6);
                t15 = (long)(int)((long)0 + (t6 + 8L));
                t16 = (long)(int)((long)0 + (t6 + 16L));
                t17 = (long)(int)((long)0 + (t6 + 24L));
                t18 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t19 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t20 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t21 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t22 = _mm256_cvtepi32_ps(t18);
                t23 = _mm256_cvtepi32_ps(t19);
                t24 = _mm256_cvtepi32_ps(t20);
                t25 = _mm256_cvtepi32_ps(t21);
                _mm256_storeu_ps(&x[t14], t22);
                _mm256_storeu_ps(&x[t15], t23);
                _mm256_storeu_ps(&x[t16], t24);
                _mm256_storeu_ps(&x[t17], t25);
                t26 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t27 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t28 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t29 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t30 = _mm256_cvtepi32_ps(t26);
                t31 = _mm256_cvtepi32_ps(t27);
                t32 = _mm256_cvtepi32_ps(t28);
                t33 = _mm256_cvtepi32_ps(t29);
                _mm256_storeu_ps(&y[t14], t30);
                _mm256_storeu_ps(&y[t15], t31);
                _mm256_storeu_ps(&y[t16], t32);
                _mm256_storeu_ps(&y[t17], t33);
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
            t39 = _mm256_set1_epi32((int)t36);
            t40 = t39;
            t2 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t41 = 0L;
            for (;;) {
                t42 = t2;
                t43 = (long)(int)((long)t36 + t41);
                t44 = (__m256i)((vcc_v8_int)t42 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t45 = _mm256_cvtepi32_ps(t44);
                _mm256_storeu_ps(&x[t43], t45);
                t46 = (__m256i)((vcc_v8_int)t42 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t47 = _mm256_cvtepi32_ps(t46);
                _mm256_storeu_ps(&y[t43], t47);
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
            t50 = (long)i;
            x[t50] = (float)(i % 13);
            y[t50] = (float)(i % 7);
        }
        (_mm256_zeroupper(), saxpy(n, 3.0f, x, y));
        check = 0.0;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        (_mm256_zeroupper(), printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check));
    }
    return 0;
}
