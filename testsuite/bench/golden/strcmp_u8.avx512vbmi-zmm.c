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

/* strcmp_u8: a hand-written strcmp (`while (*a && *a == *b) a++, b++;`), `b` read only after the
   terminator test. needs: a peel aligning `a` (at least one iteration), `b` read unaligned with
   a page-crossing test that also covers the byte before the first lane (malloc'd strings: their
   misalignments differ) */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const char *a, const char *b)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    const char *t4;
    const char *t5;
    long t6;
    const char *a_1;
    const char *b_1;
    char t7;
    const char *t8;
    const char *t9;
    long t10;
    unsigned long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __mmask32 t16;
    __mmask32 t17;
    __mmask32 t18;
    __mmask32 t19;
    __mmask32 t20;
    const char *t21;
    const char *t22;
    long t23;
    const char *a_2;
    const char *b_2;
    char t24;
    const char *a_3;
    const char *b_3;
    char t25;
    t3 = (long)(((0UL - ((unsigned long)a + (unsigned long)0L) - 1UL) & 31UL) + 1UL);
    t4 = a;
    t5 = b;
    t6 = 0L;
    for (;; t4 = a_1 + 1, t5 = b_1 + 1, t6++) {
        if (t6 >= t3) {
            t8 = t4;
            t9 = t5;
            break;
        }
        a_1 = t4;
        b_1 = t5;
        t7 = *a_1;
        if (!t7) {
            a_3 = a_1;
            b_3 = b_1;
            goto L26;
        }
        if (((int)t7 == (int)*b_1) == 0) {
            a_3 = a_1;
            b_3 = b_1;
            goto L26;
        }
    }
    t10 = 1152921504606846976L - t3;
    if ((t10 >= 32L) & 1) {
        t2 = t10 & -32L;
        t11 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        t1 = 0L;
        for (;;) {
            if (((t11 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                t22 = t9 + t1;
                t23 = 0L;
                for (t21 = t8 + t1; t23 < 32L; t21 = a_2 + 1, t22 = b_2 + 1, t23++) {
                    a_2 = t21;
                    b_2 = t22;
                    t24 = *a_2;
                    if (!t24) {
                        a_3 = a_2;
                        b_3 = b_2;
                        goto L26;
                    }
                    if (((int)t24 == (int)*b_2) == 0) {
                        a_3 = a_2;
                        b_3 = b_2;
                        goto L26;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t12 = _mm256_load_si256((const __m256i *)(t8 + t1));
                t13 = _mm256_loadu_si256((const __m256i *)(t9 + t1));
                t14 = t12;
                t15 = t13;
                t16 = _mm256_cmp_epi8_mask(t14, t15, _MM_CMPINT_EQ);
                t17 = _mm256_cmp_epi8_mask(t12, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                t18 = _knot_mask32(t17);
                t19 = _knot_mask32(t16);
                t20 = _kor_mask32(t18, t19);
                if ((t20 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        a_3 = t8 + t2;
        b_3 = t9 + t2;
    } else {
        a_3 = t8;
        b_3 = t9;
    }
L26:
    for (;; a_3 = a_3 + 1, b_3 = b_3 + 1) {
        t25 = *a_3;
        if (!t25) {
            break;
        }
        if (((int)t25 == (int)*b_3) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t25 - (int)(unsigned char)*b_3;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m512i t1;
    long t2;
    long reps;
    void *t3;
    char *a;
    void *t4;
    char *b;
    unsigned long t5;
    unsigned long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    int t13;
    __m512i t14;
    __m128i t15;
    int t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m128i t23;
    int t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m128i t31;
    int t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m128i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    int i;
    char t44;
    long r;
    int at;
    char *t45;
    long t46;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    t3 = malloc(4097UL);
    a = (char *)t3;
    t4 = malloc(4099UL);
    b = (char *)t4;
    t5 = (unsigned long)t3;
    t6 = (unsigned long)t4;
    if ((4096L >= 64L) & (((t5 + (unsigned long)(1L + (4096L - 1L) * 1L)) <= (t6 + (unsigned long)2L)) | ((t6 + (unsigned long)(3L + (4096L - 1L) * 1L)) <= (t5 + (unsigned long)0L))) & (0 >= 0)) {
        t7 = 4096L & -64L;
        t8 = _mm512_set1_epi32((int)(0 % 26));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)26));
        t12 = _mm512_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = (int)((long)0 + t2);
            t14 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t1);
            t15 = _mm512_cvtepi32_epi8(t14);
            _mm_storeu_si128((__m128i *)(b + (t13 + 2)), t15);
            _mm_storeu_si128((__m128i *)(a + t13), t15);
            t16 = (int)((long)0 + (t2 + 16L));
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t18 = t17;
            t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)26));
            t20 = _mm512_min_epu32(t18, t19);
            t21 = t20;
            t22 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t21);
            t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(b + (t16 + 2)), t23);
            _mm_storeu_si128((__m128i *)(a + t16), t23);
            t24 = (int)((long)0 + (t2 + 32L));
            t25 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)6));
            t26 = t25;
            t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)26));
            t28 = _mm512_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t29);
            t31 = _mm512_cvtepi32_epi8(t30);
            _mm_storeu_si128((__m128i *)(b + (t24 + 2)), t31);
            _mm_storeu_si128((__m128i *)(a + t24), t31);
            t32 = (int)((long)0 + (t2 + 48L));
            t33 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)22));
            t34 = t33;
            t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32((int)26));
            t36 = _mm512_min_epu32(t34, t35);
            t37 = t36;
            t38 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t37);
            t39 = _mm512_cvtepi32_epi8(t38);
            _mm_storeu_si128((__m128i *)(b + (t32 + 2)), t39);
            _mm_storeu_si128((__m128i *)(a + t32), t39);
            t2 += 64L;
            t40 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)12));
            t41 = t40;
            t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32((int)26));
            t43 = _mm512_min_epu32(t41, t42);
            t1 = t43;
        } while (t2 < t7);
        i = (int)((long)0 + t7);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t44 = (char)(97 + i % 26);
        b[i + 2] = t44;
        a[i] = t44;
    }
    b[4098] = (char)0;
    a[4096] = (char)0;
    total = 0L;
    for (r = 0L; r < reps; r++) {
        at = 4095 - (int)(r % 512L);
        t45 = b + (at + 2);
        *t45 = (char)((int)*t45 + 1);
        t46 = total;
        total = t46 + (long)((_mm256_zeroupper(), kernel(a, b + 2)) + at);
        *t45 = (char)((int)*t45 - 1);
    }
    (_mm256_zeroupper(), bench_print("strcmp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
