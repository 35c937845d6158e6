/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
__attribute__((target("avx2"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    int c;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t5), t8);
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32((int)0));
            t11 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            t12 = t11;
            t13 = _mm256_add_epi32(t4, t12);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
            t4 = t13;
        }
        i = (int)((long)0 + t2);
        c = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t13));
    } else {
        i = 0;
        c = 0;
    }
    for (; i < n; i++) {
        flags[i] = a[i] > 3;
        c += a[i] > 0;
    }
    return c;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    long check;
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
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    int i;
    unsigned int c;
    int n;
    long t28;
    long t29;
    long t30;
    int i_1;
    int r;
    int i_2;
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
            t15 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)13));
            t16 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)13));
            t17 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)13));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)13));
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t20 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t21 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t22 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t23 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)5));
            t24 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)5));
            t25 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)5));
            t26 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[t3], t23);
            _mm256_storeu_si256((__m256i *)&a[t6], t24);
            _mm256_storeu_si256((__m256i *)&a[t9], t25);
            _mm256_storeu_si256((__m256i *)&a[t12], t26);
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
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t28 = 1003L & -32L;
            t29 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + t29)], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t29 + 8L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t29 + 16L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t29 + 24L))], _mm256_set1_epi32((int)7));
                t30 = t29 + 32L;
                if (t30 >= t28) {
                    break;
                }
                t29 = t30;
            }
            i_1 = (int)((long)0 + t28);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        r = count_pos(n, a, flags);
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
