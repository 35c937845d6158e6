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
    long t15;
    long t22;
    long i;
    if (n >= 32L) {
        long t1 = n & -32L;
        __m512i t2 = _mm512_set1_epi64((long long)0L);
        __m512i t3 = t2;
        __m512i i_v = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at iota.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i i_v_2 = i_v;
            __m512i t4 = _mm512_mullo_epi64(i_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t5 = _mm512_sub_epi64(t4, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + i_vec, t5);
            __m512i t6 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            __m512i i_v_3 = t6;
            __m512i t7 = _mm512_mullo_epi64(i_v_3, _mm512_set1_epi64((long long)3LL));
            __m512i t8 = _mm512_sub_epi64(t7, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (i_vec + 8L), t8);
            __m512i t9 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            __m512i i_v_4 = t9;
            __m512i t10 = _mm512_mullo_epi64(i_v_4, _mm512_set1_epi64((long long)3LL));
            __m512i t11 = _mm512_sub_epi64(t10, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (i_vec + 16L), t11);
            __m512i t12 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            __m512i i_v_5 = t12;
            __m512i t13 = _mm512_mullo_epi64(i_v_5, _mm512_set1_epi64((long long)3LL));
            __m512i t14 = _mm512_sub_epi64(t13, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (i_vec + 24L), t14);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t1);
        t15 = t1;
    } else {
        t15 = 0L;
    }
    long t16 = n + t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m512i t18 = _mm512_set1_epi64((long long)t15);
        __m512i t19 = t18;
        __m512i i_v_1 = _mm512_add_epi64(t19, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_6 = i_v_1;
            __m512i t20 = _mm512_mullo_epi64(i_v_6, _mm512_set1_epi64((long long)3LL));
            __m512i t21 = _mm512_sub_epi64(t20, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t15 + i_vec_1), t21);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t17);
        t22 = t15 + t17;
    } else {
        t22 = t15;
    }
    long t23 = n + t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 8L)) {
        __m256i t24 = _mm256_set1_epi32((int)(int)t23);
        __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t26 = _mm512_set1_epi64((long long)t22);
        __m512i t27 = t26;
        __m512i t28 = _mm512_add_epi64(t27, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i i_v_7 = t28;
        __m512i t29 = i_v_7;
        __m512i t30 = _mm512_set1_epi64((long long)3LL);
        __m512i t31 = _mm512_mullo_epi64(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = t32;
        __m512i t34 = _mm512_set1_epi64((long long)7LL);
        __m512i t35 = _mm512_sub_epi64(t33, t34);
        __m512i t36 = t35;
        _mm512_mask_storeu_epi64(a + t22, _mm256_movepi32_mask(t25), t36);
        i = t22 + t23;
    } else {
        i = t22;
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
        long i_vec = 0L;
        /* vcc: loop at iota.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm512_storeu_si512(&a[(int)i_vec], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[(int)(i_vec + 8L)], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[(int)(i_vec + 16L)], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[(int)(i_vec + 24L)], _mm512_set1_epi64((long long)-1LL));
            i_vec += 32L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)(992L + i_vec_1)], _mm512_set1_epi64((long long)-1LL));
            i_vec_1 += 8L;
        } while (i_vec_1 < 8L);
        __m256i t1 = _mm256_set1_epi32(3);
        __m256i t2 = _mm256_cmpgt_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_epi64(&a[1000], _mm256_movepi32_mask(t2), _mm512_set1_epi64((long long)-1LL));
        iota3(n, a);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 13L % 1000003L + a[i];
        }
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
