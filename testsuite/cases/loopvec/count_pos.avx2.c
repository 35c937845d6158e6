/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
__attribute__((target("avx2"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int c;
    long t6;
    long t7;
    long t8;
    const int *t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    const int *t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int t27;
    int t28;
    long t29;
    long t30;
    long t31;
    const int *t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    int i;
    long t40;
    const int *t41;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = a + t8;
            t10 = _mm256_loadu_si256((const __m256i *)t9);
            t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32((int)3));
            t12 = (__m256i)__builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t8), t12);
            t13 = _mm256_loadu_si256((const __m256i *)t9);
            t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32((int)0));
            t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            t16 = t15;
            t2 = _mm256_add_epi32(t2, t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = a + t17;
            t19 = _mm256_loadu_si256((const __m256i *)t18);
            t20 = _mm256_cmpgt_epi32(t19, _mm256_set1_epi32((int)3));
            t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t17), t21);
            t22 = _mm256_loadu_si256((const __m256i *)t18);
            t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32((int)0));
            t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            t25 = t24;
            t3 = _mm256_add_epi32(t3, t25);
            t1 += 16L;
        } while (t1 < t7);
        t26 = _mm256_add_epi32(t2, t3);
        t27 = (int)((long)0 + t7);
        t28 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t26));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        do {
            t31 = (long)(int)((long)t27 + t4);
            t32 = a + t31;
            t33 = _mm256_loadu_si256((const __m256i *)t32);
            t34 = _mm256_cmpgt_epi32(t33, _mm256_set1_epi32((int)3));
            t35 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t31), t35);
            t36 = _mm256_loadu_si256((const __m256i *)t32);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_set1_epi32((int)0));
            t38 = (__m256i)__builtin_convertvector((vcc_m8)t37 & 1, vcc_v8_int);
            t39 = t38;
            t5 = _mm256_add_epi32(t5, t39);
            t4 += 8L;
        } while (t4 < t30);
        i = (int)((long)t27 + t30);
        c = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t5));
    } else {
        i = t27;
        c = t28;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = a + t40;
        flags[t40] = *t41 > 3;
        c += *t41 > 0;
    }
    return c;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    long check;
    int t7;
    long t8;
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
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t37;
    long t38;
    int t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    int i;
    unsigned int c;
    int n;
    long t51;
    int t52;
    long t53;
    long t54;
    int i_1;
    int r;
    int i_2;
    t7 = (int)((unsigned int)0 * (unsigned int)13);
    if ((1003L >= 32L) & (t7 >= 0)) {
        t8 = 1003L & -32L;
        t9 = _mm256_set1_epi32((int)(t7 % 11));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)11));
        t13 = _mm256_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            t14 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t14);
            t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t16 = t15;
            t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)11));
            t18 = _mm256_min_epu32(t16, t17);
            t19 = t18;
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)10));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)11));
            t24 = _mm256_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t26);
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)11));
            t30 = _mm256_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t32);
            t2 += 32L;
            t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)9));
            t34 = t33;
            t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)11));
            t36 = _mm256_min_epu32(t34, t35);
            t1 = t36;
        } while (t2 < t8);
        t37 = (int)((long)0 + t8);
    } else {
        t37 = 0;
    }
    t38 = (long)t37 * -1L + 1003L;
    t39 = (int)((unsigned int)t37 * (unsigned int)13);
    if ((t38 >= 8L) & (t39 >= 0)) {
        t40 = t38 & -8L;
        t41 = _mm256_set1_epi32((int)(t39 % 11));
        t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
        t43 = t42;
        t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)11));
        t45 = _mm256_min_epu32(t43, t44);
        t3 = t45;
        t4 = 0L;
        do {
            t46 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t37 + t4)], t46);
            t4 += 8L;
            t47 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)5));
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)11));
            t50 = _mm256_min_epu32(t48, t49);
            t3 = t50;
        } while (t4 < t40);
        i = (int)((long)t37 + t40);
    } else {
        i = t37;
    }
    for (; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t51 = 1003L & -32L;
            t5 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + t5)], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t5 + 8L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t5 + 16L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t5 + 24L))], _mm256_set1_epi32((int)7));
                t5 += 32L;
            } while (t5 < t51);
            t52 = (int)((long)0 + t51);
        } else {
            t52 = 0;
        }
        t53 = (long)t52 * -1L + 1003L;
        if (t53 >= 8L) {
            t54 = t53 & -8L;
            t6 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)t52 + t6)], _mm256_set1_epi32((int)7));
                t6 += 8L;
            } while (t6 < t54);
            i_1 = (int)((long)t52 + t54);
        } else {
            i_1 = t52;
        }
        for (; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        r = (_mm256_zeroupper(), count_pos(n, a, flags));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
