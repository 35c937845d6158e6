/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void iota3(long n, long *restrict a) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    long t24;
    long t25;
    long t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m512i t36;
    __m512i t37;
    long t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    long i;
    if (n >= 32L) {
        t6 = n & -32L;
        t7 = _mm512_set1_epi64((long long)0L);
        t8 = t7;
        t1 = _mm512_add_epi64(t8, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)3LL));
            t11 = _mm512_sub_epi64(t10, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (0L + t2), t11);
            t12 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            t13 = t12;
            t14 = _mm512_mullo_epi64(t13, _mm512_set1_epi64((long long)3LL));
            t15 = _mm512_sub_epi64(t14, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (0L + (t2 + 8L)), t15);
            t16 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            t17 = t16;
            t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)3LL));
            t19 = _mm512_sub_epi64(t18, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (0L + (t2 + 16L)), t19);
            t20 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            t21 = t20;
            t22 = _mm512_mullo_epi64(t21, _mm512_set1_epi64((long long)3LL));
            t23 = _mm512_sub_epi64(t22, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (0L + (t2 + 24L)), t23);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t6);
        t24 = 0L + t6;
    } else {
        t24 = 0L;
    }
    t25 = n + t24 * -1L;
    if (t25 >= 8L) {
        t26 = t25 & -8L;
        t27 = _mm512_set1_epi64((long long)t24);
        t28 = t27;
        t3 = _mm512_add_epi64(t28, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t4 = 0L;
        do {
            t29 = t3;
            t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)3LL));
            t31 = _mm512_sub_epi64(t30, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t24 + t4), t31);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t26);
        t32 = t24 + t26;
    } else {
        t32 = t24;
    }
    t33 = n + t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 8L)) {
        t34 = _mm256_set1_epi32((int)(int)t33);
        t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t36 = _mm512_set1_epi64((long long)t32);
        t37 = t36;
        t5 = _mm512_add_epi64(t37, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t38 = 0L;
        t39 = t5;
        t40 = t39;
        t41 = _mm512_set1_epi64((long long)3LL);
        t42 = _mm512_mullo_epi64(t40, t41);
        t43 = t42;
        t44 = t43;
        t45 = _mm512_set1_epi64((long long)7LL);
        t46 = _mm512_sub_epi64(t44, t45);
        t47 = t46;
        _mm512_mask_storeu_epi64(a + (t32 + t38), _mm256_movepi32_mask(t35), t47);
        i = t32 + t33;
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    long t1;
    long t2;
    long check;
    unsigned int c;
    long n;
    long t3;
    int t4;
    long t5;
    long t6;
    int t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t3 = 1003L & -32L;
            t1 = 0L;
            do {
                _mm512_storeu_si512(&a[(int)((long)0 + t1)], _mm512_set1_epi64((long long)-1LL));
                _mm512_storeu_si512(&a[(int)((long)0 + (t1 + 8L))], _mm512_set1_epi64((long long)-1LL));
                _mm512_storeu_si512(&a[(int)((long)0 + (t1 + 16L))], _mm512_set1_epi64((long long)-1LL));
                _mm512_storeu_si512(&a[(int)((long)0 + (t1 + 24L))], _mm512_set1_epi64((long long)-1LL));
                t1 += 32L;
            } while (t1 < t3);
            t4 = (int)((long)0 + t3);
        } else {
            t4 = 0;
        }
        t5 = (long)t4 * -1L + 1003L;
        if (t5 >= 8L) {
            t6 = t5 & -8L;
            t2 = 0L;
            do {
                _mm512_storeu_si512(&a[(int)((long)t4 + t2)], _mm512_set1_epi64((long long)-1LL));
                t2 += 8L;
            } while (t2 < t6);
            t7 = (int)((long)t4 + t6);
        } else {
            t7 = t4;
        }
        t8 = (long)t7 * -1L + 1003L;
        if ((t8 >= 1L) & (t8 <= 8L)) {
            t9 = _mm256_set1_epi32((int)(int)t8);
            t10 = _mm256_cmpgt_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t11 = 0L;
            _mm512_mask_storeu_epi64(&a[(int)((long)t7 + t11)], _mm256_movepi32_mask(t10), _mm512_set1_epi64((long long)-1LL));
            i = (int)((long)t7 + t8);
        } else {
            i = t7;
        }
        for (; i < 1003; i++) {
            a[i] = -1L;
        }
        (_mm256_zeroupper(), iota3(n, a));
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 13L % 1000003L + a[i_1];
        }
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
