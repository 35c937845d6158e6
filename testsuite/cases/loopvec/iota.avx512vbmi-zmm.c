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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void iota3(long n, long *restrict a) {
    vcc_no_contract_body
    long t14;
    long t20;
    long i;
    if (n >= 32L) {
        long t1 = n & -32L;
        __m512i t2 = _mm512_set1_epi64((long long)0L);
        __m512i i_v = _mm512_add_epi64(t2, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at iota.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i t3 = _mm512_mullo_epi64(i_v, _mm512_set1_epi64((long long)3LL));
            __m512i t4 = _mm512_sub_epi64(t3, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + i_vec, t4);
            __m512i t5 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            __m512i t6 = _mm512_mullo_epi64(t5, _mm512_set1_epi64((long long)3LL));
            __m512i t7 = _mm512_sub_epi64(t6, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (i_vec + 8L), t7);
            __m512i t8 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            __m512i t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)3LL));
            __m512i t10 = _mm512_sub_epi64(t9, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (i_vec + 16L), t10);
            __m512i t11 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            __m512i t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)3LL));
            __m512i t13 = _mm512_sub_epi64(t12, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (i_vec + 24L), t13);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t1);
        t14 = t1;
    } else {
        t14 = 0L;
    }
    long t15 = n + t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        __m512i t17 = _mm512_set1_epi64((long long)t14);
        __m512i i_v_1 = _mm512_add_epi64(t17, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i t18 = _mm512_mullo_epi64(i_v_1, _mm512_set1_epi64((long long)3LL));
            __m512i t19 = _mm512_sub_epi64(t18, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + (t14 + i_vec_1), t19);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t16);
        t20 = t14 + t16;
    } else {
        t20 = t14;
    }
    long t21 = n + t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t24 = _mm512_set1_epi64((long long)t20);
        __m512i t25 = _mm512_add_epi64(t24, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t26 = _mm512_mullo_epi64(t25, _mm512_set1_epi64((long long)3LL));
        __m512i t27 = _mm512_sub_epi64(t26, _mm512_set1_epi64((long long)7LL));
        _mm512_mask_storeu_epi64(a + t20, _mm256_movepi32_mask(t23), t27);
        i = t20 + t21;
    } else {
        i = t20;
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
            _mm512_storeu_si512(&a[i_vec], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[i_vec + 8L], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[i_vec + 16L], _mm512_set1_epi64((long long)-1LL));
            _mm512_storeu_si512(&a[i_vec + 24L], _mm512_set1_epi64((long long)-1LL));
            i_vec += 32L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(&a[992L + i_vec_1], _mm512_set1_epi64((long long)-1LL));
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
