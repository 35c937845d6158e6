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
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    long t19;
    long t20;
    __m256i t21;
    __m256i t22;
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int i;
    long t36;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t8 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t9 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t10 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t7 + -7));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t8 + -7));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t14);
            t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t15);
            t16 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t8 + -7), t16);
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t17);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t3 = 0L;
        do {
            t20 = (long)(int)((long)t1 + t3 * -1L);
            t21 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t20 + -7), t22);
            t3 += 8L;
        } while (t3 < t19);
        t23 = (int)((long)t1 + t19 * -1L);
    } else {
        t23 = t1;
    }
    t24 = (long)t23 + 1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27 * -1L);
        t29 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (const int *)((unsigned long)b + (unsigned long)t28 * 4UL - 28UL));
        t31 = t30;
        t32 = _mm256_set1_epi32((int)2);
        t33 = _mm256_mullo_epi32(t31, t32);
        t34 = t33;
        t35 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 28UL), _mm256_movepi32_mask(t35), t34);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    for (; i >= 0; i--) {
        t36 = (long)i;
        a[t36] = b[t36] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    long check;
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
    int t21;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i;
    unsigned int c;
    int n;
    long t28;
    int t29;
    long t30;
    long t31;
    int t32;
    long t33;
    __m256i t34;
    __m256i t35;
    long t36;
    int i_1;
    int i_2;
    if (1003L >= 32L) {
        t7 = 1003L & -32L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + t2)], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 8L))], t14);
            t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t16 = t15;
            t17 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 16L))], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t19 = t18;
            t20 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 24L))], t20);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t21 = (int)((long)0 + t7);
    } else {
        t21 = 0;
    }
    t22 = (long)t21 * -1L + 1003L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = _mm256_set1_epi32((int)t21);
        t25 = t24;
        t3 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t26 = t3;
            t27 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32((int)19));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)t21 + t4)], t27);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t28 = 1003L & -32L;
            t5 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t5)], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 8L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 16L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 24L))], _mm256_set1_epi32((int)0));
                t5 += 32L;
            } while (t5 < t28);
            t29 = (int)((long)0 + t28);
        } else {
            t29 = 0;
        }
        t30 = (long)t29 * -1L + 1003L;
        if (t30 >= 8L) {
            t31 = t30 & -8L;
            t6 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t29 + t6)], _mm256_set1_epi32((int)0));
                t6 += 8L;
            } while (t6 < t31);
            t32 = (int)((long)t29 + t31);
        } else {
            t32 = t29;
        }
        t33 = (long)t32 * -1L + 1003L;
        if ((t33 >= 1L) & (t33 <= 8L)) {
            t34 = _mm256_set1_epi32((int)(int)t33);
            t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t36 = 0L;
            _mm256_mask_storeu_epi32(&a[(int)((long)t32 + t36)], _mm256_movepi32_mask(t35), _mm256_set1_epi32((int)0));
            i_1 = (int)((long)t32 + t33);
        } else {
            i_1 = t32;
        }
        for (; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        (_mm256_zeroupper(), down(n, a, b));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
