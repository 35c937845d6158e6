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
    long t3;
    long t4;
    __m256 t5;
    long t6;
    long t7;
    long t8;
    long t9;
    float *t10;
    float *t11;
    float *t12;
    float *t13;
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
    __m256 t29;
    int t30;
    long t31;
    long t32;
    __m256 t33;
    long t34;
    float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256 t44;
    long t45;
    long t46;
    float *t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    int i;
    long t52;
    float *t53;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_ps(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 16L));
            t9 = (long)(int)((long)0 + (t1 + 24L));
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = y + t9;
            t14 = _mm256_loadu_ps(x + t6);
            t15 = _mm256_loadu_ps(x + t7);
            t16 = _mm256_loadu_ps(x + t8);
            t17 = _mm256_loadu_ps(x + t9);
            t18 = _mm256_mul_ps(t5, t14);
            t19 = _mm256_mul_ps(t5, t15);
            t20 = _mm256_mul_ps(t5, t16);
            t21 = _mm256_mul_ps(t5, t17);
            t22 = _mm256_loadu_ps(t10);
            t23 = _mm256_loadu_ps(t11);
            t24 = _mm256_loadu_ps(t12);
            t25 = _mm256_loadu_ps(t13);
            t26 = _mm256_add_ps(t18, t22);
            _mm256_storeu_ps(t10, t26);
            t27 = _mm256_add_ps(t19, t23);
            _mm256_storeu_ps(t11, t27);
            t28 = _mm256_add_ps(t20, t24);
            _mm256_storeu_ps(t12, t28);
            t29 = _mm256_add_ps(t21, t25);
            _mm256_storeu_ps(t13, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm256_set1_ps(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm256_loadu_ps(x + t34);
            t37 = _mm256_mul_ps(t33, t36);
            t38 = _mm256_loadu_ps(t35);
            t39 = _mm256_add_ps(t37, t38);
            _mm256_storeu_ps(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm256_set1_ps(a);
        t45 = 0L;
        t46 = (long)(int)((long)t40 + t45);
        t47 = y + t46;
        t48 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), x + t46);
        t49 = _mm256_mul_ps(t44, t48);
        t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), t47);
        t51 = _mm256_add_ps(t49, t50);
        _mm256_mask_storeu_ps(t47, _mm256_movepi32_mask(t43), t51);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = y + t52;
        *t53 = a * x[t52] + *t53;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    double check;
    unsigned int c;
    int n;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256 t11;
    __m256i t12;
    __m256 t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256 t18;
    __m256i t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256 t25;
    __m256i t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m256i t31;
    __m256 t32;
    __m256i t33;
    __m256 t34;
    __m256i t35;
    int t36;
    long t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    long t42;
    __m256i t43;
    __m256 t44;
    __m256i t45;
    __m256 t46;
    __m256i t47;
    int i;
    long t48;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t5 = 1003L & -32L;
            t6 = _mm256_set1_epi32((int)0);
            t7 = t6;
            t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t8 = t1;
                t9 = (long)(int)((long)0 + t2);
                t10 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t11 = _mm256_cvtepi32_ps(t10);
                _mm256_storeu_ps(&x[t9], t11);
                t12 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t13 = _mm256_cvtepi32_ps(t12);
                _mm256_storeu_ps(&y[t9], t13);
                t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t15 = t14;
                t16 = (long)(int)((long)0 + (t2 + 8L));
                t17 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t18 = _mm256_cvtepi32_ps(t17);
                _mm256_storeu_ps(&x[t16], t18);
                t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t20 = _mm256_cvtepi32_ps(t19);
                _mm256_storeu_ps(&y[t16], t20);
                t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t22 = t21;
                t23 = (long)(int)((long)0 + (t2 + 16L));
                t24 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t25 = _mm256_cvtepi32_ps(t24);
                _mm256_storeu_ps(&x[t23], t25);
                t26 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t27 = _mm256_cvtepi32_ps(t26);
                _mm256_storeu_ps(&y[t23], t27);
                t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t29 = t28;
                t30 = (long)(int)((long)0 + (t2 + 24L));
                t31 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t32 = _mm256_cvtepi32_ps(t31);
                _mm256_storeu_ps(&x[t30], t32);
                t33 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t34 = _mm256_cvtepi32_ps(t33);
                _mm256_storeu_ps(&y[t30], t34);
                t2 += 32L;
                t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                if (t2 >= t5) {
                    break;
                }
                t1 = t35;
            }
            t36 = (int)((long)0 + t5);
        } else {
            t36 = 0;
        }
        t37 = (long)t36 * -1L + 1003L;
        if (t37 >= 8L) {
            t38 = t37 & -8L;
            t39 = _mm256_set1_epi32((int)t36);
            t40 = t39;
            t3 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t41 = t3;
                t42 = (long)(int)((long)t36 + t4);
                t43 = (__m256i)((vcc_v8_int)t41 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t44 = _mm256_cvtepi32_ps(t43);
                _mm256_storeu_ps(&x[t42], t44);
                t45 = (__m256i)((vcc_v8_int)t41 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                t46 = _mm256_cvtepi32_ps(t45);
                _mm256_storeu_ps(&y[t42], t46);
                t4 += 8L;
                t47 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t38) {
                    break;
                }
                t3 = t47;
            }
            i = (int)((long)t36 + t38);
        } else {
            i = t36;
        }
        for (; i < 1003; i++) {
            t48 = (long)i;
            x[t48] = (float)(i % 13);
            y[t48] = (float)(i % 7);
        }
        (_mm256_zeroupper(), saxpy(n, 3.0f, x, y));
        check = 0.0;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
