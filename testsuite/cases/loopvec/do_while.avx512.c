/* vcc: vector types and helpers */
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int fill(int n, int *restrict a) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    int *t13;
    int *t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    int t27;
    int t28;
    long t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    __m256i t34;
    __m256i t35;
    int *t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    long t42;
    int i;
    int s;
    int *t43;
    int s_1;
    int i_1;
    t3 = (long)n + -1L;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = 0L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = _mm256_set1_epi32((int)0);
        for (;;) {
            t10 = t1;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = a + (int)((long)0 + t7);
            t14 = a + (int)((long)0 + (t7 + 8L));
            t15 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)5));
            t16 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)t13, t15);
            _mm256_storeu_si256((__m256i *)t14, t16);
            t17 = _mm256_loadu_si256((const __m256i *)t13);
            t18 = _mm256_loadu_si256((const __m256i *)t14);
            t19 = _mm256_xor_si256(t17, t10);
            t20 = _mm256_xor_si256(t18, t12);
            t21 = t19;
            t22 = _mm256_add_epi32(t8, t21);
            t23 = t20;
            t24 = _mm256_add_epi32(t9, t23);
            t25 = t7 + 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t25 >= t4) {
                break;
            }
            t7 = t25;
            t8 = t22;
            t9 = t24;
        }
        t26 = _mm256_add_epi32(t22, t24);
        t27 = (int)((long)0 + t4);
        t28 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t26));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L + -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = _mm256_set1_epi32((int)t27);
        t32 = t31;
        t2 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        t34 = _mm256_set1_epi32((int)0);
        for (;;) {
            t35 = t2;
            t36 = a + (int)((long)t27 + t33);
            t37 = _mm256_mullo_epi32(t35, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)t36, t37);
            t38 = _mm256_loadu_si256((const __m256i *)t36);
            t39 = _mm256_xor_si256(t38, t35);
            t40 = t39;
            t41 = _mm256_add_epi32(t34, t40);
            t42 = t33 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t42 >= t30) {
                break;
            }
            t33 = t42;
            t34 = t41;
        }
        i = (int)((long)t27 + t30);
        s = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t41));
    } else {
        i = t27;
        s = t28;
    }
    for (;;) {
        t43 = a + i;
        *t43 = i * 5;
        s_1 = s + (*t43 ^ i);
        i_1 = i + 1;
        if (i_1 >= n) {
            return s_1 * 3 + i_1;
        }
        i = i_1;
        s = s_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], _mm256_set1_epi32((int)-1));
                t3 = t2 + 32L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            t4 = (int)((long)0 + t1);
        } else {
            t4 = 0;
        }
        t5 = (long)t4 * -1L + 1003L;
        if (t5 >= 8L) {
            t6 = t5 & -8L;
            t7 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t4 + t7)], _mm256_set1_epi32((int)-1));
                t8 = t7 + 8L;
                if (t8 >= t6) {
                    break;
                }
                t7 = t8;
            }
            i = (int)((long)t4 + t6);
        } else {
            i = t4;
        }
        for (; i < 1003; i++) {
            a[i] = -1;
        }
        r = (_mm256_zeroupper(), fill(n, a));
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        (_mm256_zeroupper(), printf("n=%d r=%d check=%ld\n", n, r, check));
    }
    return 0;
}
