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

/* The accesses run backwards: reversed vector loads and stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
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
    __m256i t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    int i_1;
    long t35;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)i + t3 * -1L);
            t5 = (long)(int)((long)i + (t3 + 8L) * -1L);
            t6 = (long)(int)((long)i + (t3 + 16L) * -1L);
            t7 = (long)(int)((long)i + (t3 + 24L) * -1L);
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t5 + -7));
            t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            t13 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t7 + -7));
            t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t16 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)2));
            t17 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)2));
            t18 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)2));
            t19 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)2));
            t20 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t20);
            t21 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t5 + -7), t21);
            t22 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t22);
            t23 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)i + t2 * -1L);
    } else {
        t25 = i;
    }
    t26 = (long)t25 + 1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28 * -1L);
            t30 = _mm256_loadu_si256((const __m256i *)(b + t29 + -7));
            t31 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32((int)2));
            t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t29 + -7), t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i_1 = (int)((long)t25 + t27 * -1L);
    } else {
        i_1 = t25;
    }
    for (; i_1 >= 0; i_1--) {
        t35 = (long)i_1;
        a[t35] = b[t35] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t1;
    __m256i t2;
    long check;
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
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int t19;
    long t20;
    long t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    int i;
    unsigned int c;
    int n;
    long t28;
    long t29;
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    long t35;
    int i_1;
    int i_2;
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
            t14 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            t15 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            t16 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            t17 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + t6)], t14);
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t6 + 8L))], t15);
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t6 + 16L))], t16);
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t6 + 24L))], t17);
            t18 = t6 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t18 >= t3) {
                break;
            }
            t6 = t18;
        }
        t19 = (int)((long)0 + t3);
    } else {
        t19 = 0;
    }
    t20 = (long)t19 * -1L + 1003L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t22 = _mm256_set1_epi32((int)t19);
        t23 = t22;
        t2 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t24 = 0L;
        for (;;) {
            t25 = t2;
            t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)t19 + t24)], t26);
            t27 = t24 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t27 >= t21) {
                break;
            }
            t24 = t27;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t28 = 1003L & -32L;
            t29 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t29)], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t29 + 8L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t29 + 16L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t29 + 24L))], _mm256_set1_epi32((int)0));
                t30 = t29 + 32L;
                if (t30 >= t28) {
                    break;
                }
                t29 = t30;
            }
            t31 = (int)((long)0 + t28);
        } else {
            t31 = 0;
        }
        t32 = (long)t31 * -1L + 1003L;
        if (t32 >= 8L) {
            t33 = t32 & -8L;
            t34 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t31 + t34)], _mm256_set1_epi32((int)0));
                t35 = t34 + 8L;
                if (t35 >= t33) {
                    break;
                }
                t34 = t35;
            }
            i_1 = (int)((long)t31 + t33);
        } else {
            i_1 = t31;
        }
        for (; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        (_mm256_zeroupper(), down(n, a, b));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        (_mm256_zeroupper(), printf("n=%d check=%ld\n", n, check));
    }
    return 0;
}
