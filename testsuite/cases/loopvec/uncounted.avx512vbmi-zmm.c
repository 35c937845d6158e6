/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
/* vcc-test: also-target avx512vbmi */
/* Loops without a counted exit (`legal.rs`, `LegalLoop::uncounted`): every exit is an early
 * exit, the vector loop runs until one leaves, after the peel (`peel.rs`) has aligned the
 * pointer it reads. Every array ends exactly at a PROT_NONE page (`guarded`): its last element
 * is the sentinel that stops the scalar loop, so a vector load past the aligned block of the
 * exiting iteration segfaults. Matches at the first, a middle and the last element before the
 * sentinel, and none (the sentinel only). */
#include "harness.h"
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

/* strlen: left as written (the C library's strlen, which gcc calls for it, is faster). */
size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

/* A line's length: a pointer induction, the pointer used after the loop, two exit tests. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) size_t line_length(const char *s) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    const char *t4;
    long t5;
    const char *p;
    char t6;
    const char *t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __mmask32 t11;
    __mmask32 t12;
    __mmask32 t13;
    __mmask32 t14;
    __mmask32 t15;
    const char *p_1;
    char t16;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = s;
    t5 = 0L;
    for (;; t4 = p + 1, t5++) {
        if (t5 >= t3) {
            t7 = t4;
            break;
        }
        p = t4;
        t6 = *p;
        if (!t6) {
            p_1 = p;
            goto L18;
        }
        if (((int)t6 != 10) == 0) {
            p_1 = p;
            goto L18;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        t2 = t8 & -32L;
        t1 = 0L;
        for (;;) {
            t9 = _mm256_load_si256((const __m256i *)(t7 + t1));
            t10 = t9;
            t11 = _mm256_cmp_epi8_mask(t10, _mm256_set1_epi8((char)10), _MM_CMPINT_NE);
            t12 = _mm256_cmp_epi8_mask(t9, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
            t13 = _knot_mask32(t12);
            t14 = _knot_mask32(t11);
            t15 = _kor_mask32(t13, t14);
            if ((t15 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L17;
            }
        }
        t2 = t1;
    L17:
        p_1 = t7 + t2;
    } else {
        p_1 = t7;
    }
L18:
    for (;; p_1 = p_1 + 1) {
        t16 = *p_1;
        if (!t16) {
            break;
        }
        if (((int)t16 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p_1 - (long)s);
}

/* strchr without the end test: the pointer returned. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    const char *t4;
    long t5;
    const char *p;
    const char *t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __mmask32 t12;
    __mmask32 t13;
    const char *p_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = s;
    t5 = 0L;
    for (;; t4 = p + 1, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        p = t4;
        if ((int)*p == (int)c) {
            p_1 = p;
            goto L15;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = _mm256_set1_epi8((char)c);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(t6 + t1));
            t11 = t10;
            t12 = _mm256_cmp_epi8_mask(t11, t9, _MM_CMPINT_NE);
            t13 = _knot_mask32(t12);
            if ((t13 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L14;
            }
        }
        t2 = t1;
    L14:
        p_1 = t6 + t2;
    } else {
        p_1 = t6;
    }
L15:
    while ((int)*p_1 != (int)c) {
        p_1 = p_1 + 1;
    }
    return p_1;
}

/* An int index from a start that is not zero. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
    vcc_no_contract_body
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    int i;
    int t8;
    long t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __mmask16 t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t18;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)(0L + (long)lo * 4L);
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = lo;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (a[i] == key) {
            i_1 = i;
            goto L20;
        }
    }
    t9 = (long)lo * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = _mm512_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t12 = _mm512_load_si512(a + (int)((long)t8 + t1));
            t13 = _mm512_cmp_epi32_mask(t12, t11, _MM_CMPINT_NE);
            t14 = _mm512_load_si512(a + (int)((long)t8 + (t1 + 16L)));
            t15 = _mm512_cmp_epi32_mask(t14, t11, _MM_CMPINT_NE);
            t16 = _knot_mask16(t13);
            t17 = _knot_mask16(t15);
            t18 = _kor_mask16(t16, t17);
            if ((t18 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L19;
            }
        }
        t2 = t1;
    L19:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L20:
    while (a[i_1] != key) {
        i_1++;
    }
    return i_1;
}

/* A reduction up to the terminator. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    vcc_no_contract_body
    int t1;
    long t2;
    __m512i t3;
    long t4;
    int n;
    long t5;
    int t6;
    long t7;
    int i;
    int n_1;
    char t8;
    int t9;
    int t10;
    long t11;
    long t12;
    __m128i t13;
    __mmask16 t14;
    __mmask16 t15;
    __m128i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int i_1;
    char t21;
    t5 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 15UL);
    t6 = 0;
    t1 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t5) {
            t9 = t6;
            t10 = t1;
            break;
        }
        i = t6;
        n_1 = t1;
        t8 = s[i];
        if (!t8) {
            i_1 = i;
            n = n_1;
            goto L23;
        }
        t1 = n_1 + ((int)t8 == 32);
    }
    t11 = (long)0 * -1L + 2147483648L;
    t12 = (t11 < 1152921504606846976L ? t11 : 1152921504606846976L) - t5;
    if ((t12 >= 16L) & 1) {
        t4 = t12 & -16L;
        t2 = 0L;
        t3 = _mm512_set1_epi32((int)0);
        for (;;) {
            t13 = _mm_load_si128((const __m128i *)(s + (int)((long)t9 + t2)));
            t14 = _mm_cmp_epi8_mask(t13, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            t15 = _knot_mask16(t14);
            if ((t15 != 0)) {
                break;
            }
            t16 = t13;
            t17 = _mm_cmp_epi8_mask(t16, _mm_set1_epi8((char)32), _MM_CMPINT_EQ);
            t18 = _mm512_maskz_mov_epi32(t17, _mm512_set1_epi32(1));
            t19 = t18;
            t3 = _mm512_add_epi32(t3, t19);
            t2 += 16L;
            if (t2 >= t4) {
                t20 = t3;
                goto L22;
            }
        }
        t4 = t2;
        t20 = t3;
    L22:
        i_1 = (int)((long)t9 + t4);
        n = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1))));
    } else {
        i_1 = t9;
        n = t10;
    }
L23:
    for (;; i_1++) {
        t21 = s[i_1];
        if (!t21) {
            break;
        }
        n += (int)t21 == 32;
    }
    return n;
}

/* A 64-bit unsigned index: it cannot wrap before memory ends. */
size_t until_zero_u16(const unsigned short *h) {
    size_t i = 0;
    while (h[i] != 0)
        i++;
    return i;
}

/* A sum over a pointer up to a negative element, the pointer's final value also used. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m512i t3;
    __m512i t4;
    long t5;
    long s;
    unsigned long t6;
    long t7;
    int t8;
    const int *t9;
    long t10;
    const int *a_1;
    long s_1;
    int t11;
    const int *t12;
    long t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    const int *a_2;
    int t29;
    t6 = (unsigned long)a + (unsigned long)0L;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t9 = a;
    t1 = 0L;
    t10 = 0L;
    for (;; t9 = a_1 + 1, t10++) {
        if (t10 >= t7) {
            t12 = t9;
            t13 = t1;
            break;
        }
        a_1 = t9;
        s_1 = t1;
        t11 = *a_1;
        if (t11 < 0) {
            a_2 = a_1;
            s = s_1;
            goto L31;
        }
        t1 = s_1 + (long)t11;
    }
    t14 = 1152921504606846976L - t7;
    if ((t14 >= 16L) & t8) {
        t5 = t14 & -16L;
        t2 = 0L;
        t3 = _mm512_set1_epi64((long long)0LL);
        t4 = _mm512_set1_epi64((long long)0LL);
        for (;;) {
            t15 = _mm256_load_si256((const __m256i *)(t12 + t2));
            t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32((int)0), _MM_CMPINT_NLT));
            t17 = _mm256_load_si256((const __m256i *)(t12 + (t2 + 8L)));
            t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t17, _mm256_set1_epi32((int)0), _MM_CMPINT_NLT));
            t19 = (__m256i)~(vcc_m8)t16;
            t20 = (__m256i)~(vcc_m8)t18;
            t21 = _mm256_or_si256(t19, t20);
            if ((_mm256_movemask_epi8(t21) != 0)) {
                break;
            }
            t22 = _mm512_cvtepi32_epi64(t15);
            t23 = t22;
            t3 = _mm512_add_epi64(t3, t23);
            t24 = _mm512_cvtepi32_epi64(t17);
            t25 = t24;
            t4 = _mm512_add_epi64(t4, t25);
            t2 += 16L;
            if (t2 >= t5) {
                t26 = t3;
                t27 = t4;
                goto L30;
            }
        }
        t5 = t2;
        t26 = t3;
        t27 = t4;
    L30:
        t28 = _mm512_add_epi64(t26, t27);
        a_2 = t12 + t5;
        s = (long)((unsigned long)t13 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_add_epi64, unsigned long));
    } else {
        a_2 = t12;
        s = t13;
    }
L31:
    for (;; a_2 = a_2 + 1) {
        t29 = *a_2;
        if (t29 < 0) {
            break;
        }
        s += (long)t29;
    }
    *end = a_2;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    long t6;
    char t7;
    int t8;
    long t9;
    long t10;
    long t11;
    __m256i t12;
    __mmask32 t13;
    __mmask32 t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    int i_1;
    long t18;
    char t19;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t8 = t4;
            break;
        }
        i = t4;
        t6 = (long)i;
        t7 = s[t6];
        if (!t7) {
            i_1 = i;
            goto L21;
        }
        d[t6] = (char)((int)t7 + 1);
    }
    t9 = (long)0 * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t3;
    if ((t10 >= 32L) & 1) {
        t2 = t10 & -32L;
        t1 = 0L;
        for (;;) {
            t11 = (long)(int)((long)t8 + t1);
            t12 = _mm256_load_si256((const __m256i *)(s + t11));
            t13 = _mm256_cmp_epi8_mask(t12, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
            t14 = _knot_mask32(t13);
            if ((t14 != 0)) {
                break;
            }
            t15 = t12;
            t16 = _mm256_add_epi8(t15, _mm256_set1_epi8((char)1));
            t17 = t16;
            _mm256_storeu_si256((__m256i *)(d + t11), t17);
            t1 += 32L;
            if (t1 >= t2) {
                goto L20;
            }
        }
        t2 = t1;
    L20:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L21:
    for (;; i_1++) {
        t18 = (long)i_1;
        t19 = s[t18];
        if (!t19) {
            break;
        }
        d[t18] = (char)((int)t19 + 1);
    }
    return i_1;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long t3;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    int i;
    int t9;
    long t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __mmask16 t18;
    __mmask16 t19;
    __mmask16 t20;
    int i_1;
    t4 = (unsigned long)a + (unsigned long)0L;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t7 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t5) {
            t9 = t7;
            break;
        }
        i = t7;
        if (a[i] == k) {
            i_1 = i;
            goto L22;
        }
        if (i >= n) {
            i_1 = i;
            goto L22;
        }
    }
    t10 = (long)0 * -1L + 2147483648L;
    t11 = (t10 < 1152921504606846976L ? t10 : 1152921504606846976L) - t5;
    if ((t11 >= 16L) & t6) {
        t3 = t11 & -16L;
        t12 = _mm512_set1_epi32((int)k);
        t13 = _mm512_set1_epi32((int)n);
        t14 = _mm512_set1_epi32((int)t9);
        t15 = t14;
        t1 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t16 = t1;
            t17 = _mm512_load_si512(a + (int)((long)t9 + t2));
            t18 = _mm512_cmp_epi32_mask(t17, t12, _MM_CMPINT_EQ);
            t19 = _mm512_cmp_epi32_mask(t16, t13, _MM_CMPINT_NLT);
            t20 = _kor_mask16(t18, t19);
            if ((t20 != 0)) {
                break;
            }
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t3) {
                goto L21;
            }
        }
        t3 = t2;
    L21:
        i_1 = (int)((long)t9 + t3);
    } else {
        i_1 = t9;
    }
L22:
    for (;; i_1++) {
        if (a[i_1] != k) {
            if (i_1 < n) {
                continue;
            }
        }
        return i_1;
    }
}

/* A `while` whose uncounted test comes before the counted one. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    int i;
    int t9;
    long t10;
    long t11;
    __m512d t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m512d t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m512d t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i_1;
    t4 = (unsigned long)a + (unsigned long)0L;
    t5 = (long)((0UL - t4) & 127UL) / 8L;
    t6 = (t4 & 7UL) == 0UL;
    t7 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t5) {
            t9 = t7;
            break;
        }
        i = t7;
        if (!(a[i] != k)) {
            i_1 = i;
            goto L33;
        }
        if ((i < n) == 0) {
            i_1 = i;
            goto L33;
        }
    }
    t10 = (long)0 * -1L + 2147483648L;
    t11 = (t10 < 1152921504606846976L ? t10 : 1152921504606846976L) - t5;
    if ((t11 >= 16L) & t6) {
        t3 = t11 & -16L;
        t12 = _mm512_set1_pd(k);
        t13 = _mm256_set1_epi32((int)n);
        t14 = _mm256_set1_epi32((int)t9);
        t15 = t14;
        t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        for (;;) {
            t16 = t1;
            t17 = _mm512_load_pd(a + (int)((long)t9 + t2));
            t18 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t17, t12, _CMP_NEQ_UQ));
            t19 = _mm256_cmpgt_epi32(t13, t16);
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm512_load_pd(a + (int)((long)t9 + (t2 + 8L)));
            t23 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t22, t12, _CMP_NEQ_UQ));
            t24 = _mm256_cmpgt_epi32(t13, t21);
            t25 = (__m256i)~(vcc_m8)t18;
            t26 = (__m256i)~(vcc_m8)t23;
            t27 = _mm256_or_si256(t25, t26);
            t28 = (__m256i)~(vcc_m8)t19;
            t29 = _mm256_or_si256(t27, t28);
            t30 = (__m256i)~(vcc_m8)t24;
            t31 = _mm256_or_si256(t29, t30);
            if ((_mm256_movemask_epi8(t31) != 0)) {
                break;
            }
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t2 >= t3) {
                goto L32;
            }
        }
        t3 = t2;
    L32:
        i_1 = (int)((long)t9 + t3);
    } else {
        i_1 = t9;
    }
L33:
    for (; a[i_1] != k; i_1++) {
        if ((i_1 < n) == 0) {
            break;
        }
    }
    return i_1;
}

/* Not vectorized: an unsigned 32-bit index may wrap, so `a[i]` is not one address moving by
 * one element. */
unsigned find_wrapping(const int *a, int key) {
    unsigned i = 0;
    while (a[i] != key)
        i++;
    return i;
}

/* Not vectorized: `d` may overlap `s`, and without a count no runtime check bounds them. */
int copy_may_alias(const char *s, char *d) {
    int i;
    for (i = 0; s[i]; i++)
        d[i] = s[i];
    return i;
}

/* Not vectorized: down from the end (the peel aligns only loads moving up). */
int find_down(const int *a, int hi, int key) {
    int i = hi;
    while (a[i] != key)
        i--;
    return i;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        /* n elements, then the sentinel at [n]: m elements in all. */
        int m = n + 1;
        char *s = guarded(m, 1), *d = guarded(m, 1);
        int *a = guarded(m, sizeof(int));
        unsigned short *h = guarded(m, sizeof(short));
        double *x = guarded(m, sizeof(double));
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            FILL(s, n, 33, 90);
            FILL(a, n, 1, 100);
            FILL(h, n, 1, 300);
            FILL(x, n, 1, 50);
            for (int j = 0; j < n; j += 7)
                s[j] = ' ';
            s[n] = 0, a[n] = -7, h[n] = 0, x[n] = -1.0;
            if (pos >= 0)
                s[pos] = 0, a[pos] = -7, h[pos] = 0, x[pos] = -1.0;
            size_t r1 = my_strlen(s) * 1000 + line_length(s);
            long r2 = find_char(s, 0) - s;
            int r3 = find_key(a, 0, -7), r4 = find_key(a, pos > 2 ? 2 : 0, -7);
            int r5 = count_spaces(s);
            size_t r6 = until_zero_u16(h);
            const int *end = a;
            long r7 = sum_to_negative(a, &end);
            memset(d, 0x55, (size_t)m);
            int r8 = copy_plus_one(s, d);
            unsigned long long hd = HASH(d, m);
            int r9 = find_or_n(a, n, -7), r10 = find_then_bound(x, n, -1.0);
            unsigned r11 = find_wrapping(a, -7);
            int r12 = copy_may_alias(s, d);
            int r13 = find_down(a, n, a[0]);
            /* The character search also for a byte that is not the terminator. */
            if (n > 0)
                s[n - 1] = 'Z', s[n / 2] = 'Z';
            long r14 = n > 0 ? find_char(s, 'Z') - s : -1;
            printf("n=%d pos=%d: %zu %ld %d %d %d %zu %ld %ld %d %llx %d %d %u %d %d %ld\n", n, pos, r1, r2, r3, r4, r5, r6, r7,
                   (long)(end - a), r8, hd, r9, r10, r11, r12, r13, r14);
        }
        release(s, m, 1), release(d, m, 1), release(a, m, sizeof(int));
        release(h, m, sizeof(short)), release(x, m, sizeof(double));
    }
    return 0;
}
