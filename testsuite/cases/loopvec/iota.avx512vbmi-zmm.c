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
    long t23;
    long t31;
    long i;
    if (n >= 32L) {
        long t5 = n & -32L;
        __m512i t6 = _mm512_set1_epi64((long long)0L);
        __m512i t7 = t6;
        __m512i t1 = _mm512_add_epi64(t7, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t2 = 0L;
        do {
            __m512i t8 = t1;
            __m512i t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)3LL));
            __m512i t10 = _mm512_sub_epi64(t9, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t2, t10);
            __m512i t11 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            __m512i t12 = t11;
            __m512i t13 = _mm512_mullo_epi64(t12, _mm512_set1_epi64((long long)3LL));
            __m512i t14 = _mm512_sub_epi64(t13, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t2 + 8L), t14);
            __m512i t15 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            __m512i t16 = t15;
            __m512i t17 = _mm512_mullo_epi64(t16, _mm512_set1_epi64((long long)3LL));
            __m512i t18 = _mm512_sub_epi64(t17, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t2 + 16L), t18);
            __m512i t19 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t20 = t19;
            __m512i t21 = _mm512_mullo_epi64(t20, _mm512_set1_epi64((long long)3LL));
            __m512i t22 = _mm512_sub_epi64(t21, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t2 + 24L), t22);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t5);
        t23 = t5;
    } else {
        t23 = 0L;
    }
    long t24 = n + t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        __m512i t26 = _mm512_set1_epi64((long long)t23);
        __m512i t27 = t26;
        __m512i t3 = _mm512_add_epi64(t27, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t4 = 0L;
        do {
            __m512i t28 = t3;
            __m512i t29 = _mm512_mullo_epi64(t28, _mm512_set1_epi64((long long)3LL));
            __m512i t30 = _mm512_sub_epi64(t29, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t23 + t4), t30);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t25);
        t31 = t23 + t25;
    } else {
        t31 = t23;
    }
    long t32 = n + t31 * -1L;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        __m256i t33 = _mm256_set1_epi32((int)(int)t32);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t35 = _mm512_set1_epi64((long long)t31);
        __m512i t36 = t35;
        __m512i t37 = _mm512_add_epi64(t36, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t38 = t37;
        __m512i t39 = t38;
        __m512i t40 = _mm512_set1_epi64((long long)3LL);
        __m512i t41 = _mm512_mullo_epi64(t39, t40);
        __m512i t42 = t41;
        __m512i t43 = t42;
        __m512i t44 = _mm512_set1_epi64((long long)7LL);
        __m512i t45 = _mm512_sub_epi64(t43, t44);
        __m512i t46 = t45;
        _mm512_mask_storeu_epi64(a + t31, _mm256_movepi32_mask(t34), t46);
        i = t31 + t32;
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        long n = counts[c];
        long t1 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)t1], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[(int)(t1 + 8L)], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[(int)(t1 + 16L)], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[(int)(t1 + 24L)], _mm512_set1_epi64((long long)-1LL));
            t1 += 32L;
        } while (t1 < 992L);
        long t2 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)(992L + t2)], _mm512_set1_epi64((long long)-1LL));
            t2 += 8L;
        } while (t2 < 8L);
        __m256i t3 = _mm256_set1_epi32(3);
        __m256i t4 = _mm256_cmpgt_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_epi64(&a[1000], _mm256_movepi32_mask(t4), _mm512_set1_epi64((long long)-1LL));
        for (int i = 1003; i < 1003; i++) {
            a[i] = -1L;
        }
        iota3(n, a);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 13L % 1000003L + a[i_1];
        }
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
