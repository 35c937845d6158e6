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
    long t3;
    const char *t4;
    long t5;
    long t7;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        char t6 = *t4;
        if (!t6) {
            p = t4;
            goto L16;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L16;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        long t1 = 0L;
        do {
            __m256i t8 = _mm256_load_si256((const __m256i *)(t4 + t1));
            __m256i t9 = t8;
            __mmask32 t10 = _mm256_cmp_epi8_mask(t9, _mm256_set1_epi8((char)10), _MM_CMPINT_NE);
            __mmask32 t11 = _mm256_cmp_epi8_mask(t8, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask32 t12 = _knot_mask32(t11);
            __mmask32 t13 = _knot_mask32(t10);
            __mmask32 t14 = _kor_mask32(t12, t13);
            if ((t14 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L16:
    for (;; p = p + 1) {
        char t15 = *p;
        if (!t15) {
            break;
        }
        if (((int)t15 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p - (long)s);
}

/* strchr without the end test: the pointer returned. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    vcc_no_contract_body
    long t3;
    const char *t4;
    long t5;
    long t6;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        if ((int)*t4 == (int)c) {
            p = t4;
            goto L13;
        }
    }
    t6 = 1152921504606846976L - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        __m256i t7 = _mm256_set1_epi8((char)c);
        __m256i t8 = t7;
        long t1 = 0L;
        do {
            __m256i t9 = _mm256_load_si256((const __m256i *)(t4 + t1));
            __m256i t10 = t9;
            __mmask32 t11 = _mm256_cmp_epi8_mask(t10, t8, _MM_CMPINT_NE);
            __mmask32 t12 = _knot_mask32(t11);
            if ((t12 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L13:
    while ((int)*p != (int)c) {
        p = p + 1;
    }
    return p;
}

/* An int index from a start that is not zero. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
    vcc_no_contract_body
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    long t9;
    int i;
    t3 = (unsigned long)a + (unsigned long)((long)lo * 4L);
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = lo; t7 < t4; t6++, t7++) {
        if (a[t6] == key) {
            i = t6;
            goto L18;
        }
    }
    t8 = (long)lo * -1L + 2147483648L;
    t9 = (t8 < 1152921504606846976L ? t8 : 1152921504606846976L) - t4;
    if ((t9 >= 32L) & t5) {
        long t2 = t9 & -32L;
        __m512i t10 = _mm512_set1_epi32((int)key);
        long t1 = 0L;
        do {
            __m512i t11 = _mm512_load_si512(a + (int)((long)t6 + t1));
            __mmask16 t12 = _mm512_cmp_epi32_mask(t11, t10, _MM_CMPINT_NE);
            __m512i t13 = _mm512_load_si512(a + (int)((long)t6 + (t1 + 16L)));
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, t10, _MM_CMPINT_NE);
            __mmask16 t15 = _knot_mask16(t12);
            __mmask16 t16 = _knot_mask16(t14);
            __mmask16 t17 = _kor_mask16(t15, t16);
            if ((t17 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L18:
    while (a[i] != key) {
        i++;
    }
    return i;
}

/* A reduction up to the terminator. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    vcc_no_contract_body
    int t1;
    int n;
    long t5;
    int t6;
    long t7;
    long t9;
    __m512i t17;
    int i;
    t5 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t7 = 0L;
    for (t6 = 0; t7 < t5; t6++, t7++) {
        char t8 = s[t6];
        if (!t8) {
            i = t6;
            n = t1;
            goto L19;
        }
        t1 += (int)t8 == 32;
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 16L) & 1) {
        long t4 = t9 & -16L;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(0);
        for (;;) {
            __m128i t10 = _mm_load_si128((const __m128i *)(s + (int)((long)t6 + t2)));
            __mmask16 t11 = _mm_cmp_epi8_mask(t10, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t12 = _knot_mask16(t11);
            if ((t12 != 0)) {
                t4 = t2;
                t17 = t3;
                break;
            }
            __m128i t13 = t10;
            __mmask16 t14 = _mm_cmp_epi8_mask(t13, _mm_set1_epi8((char)32), _MM_CMPINT_EQ);
            __m512i t15 = _mm512_maskz_mov_epi32(t14, _mm512_set1_epi32(1));
            __m512i t16 = t15;
            t3 = _mm512_add_epi32(t3, t16);
            t2 += 16L;
            if (t2 >= t4) {
                t17 = t3;
                break;
            }
        }
        i = (int)((long)t6 + t4);
        n = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1))));
    } else {
        i = t6;
        n = t1;
    }
L19:
    for (;; i++) {
        char t18 = s[i];
        if (!t18) {
            break;
        }
        n += (int)t18 == 32;
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
    long s;
    unsigned long t6;
    long t7;
    int t8;
    const int *t9;
    long t10;
    long t12;
    __m512i t24;
    __m512i t25;
    const int *a_1;
    t6 = (unsigned long)a;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t1 = 0L;
    t10 = 0L;
    for (t9 = a; t10 < t7; t9 = t9 + 1, t10++) {
        int t11 = *t9;
        if (t11 < 0) {
            a_1 = t9;
            s = t1;
            goto L28;
        }
        t1 += (long)t11;
    }
    t12 = 1152921504606846976L - t7;
    if ((t12 >= 16L) & t8) {
        long t5 = t12 & -16L;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        for (;;) {
            __m256i t13 = _mm256_load_si256((const __m256i *)(t9 + t2));
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t15 = _mm256_load_si256((const __m256i *)(t9 + (t2 + 8L)));
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t17 = (__m256i)~(vcc_m8)t14;
            __m256i t18 = (__m256i)~(vcc_m8)t16;
            __m256i t19 = _mm256_or_si256(t17, t18);
            if ((_mm256_movemask_epi8(t19) != 0)) {
                t5 = t2;
                t24 = t3;
                t25 = t4;
                break;
            }
            __m512i t20 = _mm512_cvtepi32_epi64(t13);
            __m512i t21 = t20;
            t3 = _mm512_add_epi64(t3, t21);
            __m512i t22 = _mm512_cvtepi32_epi64(t15);
            __m512i t23 = t22;
            t4 = _mm512_add_epi64(t4, t23);
            t2 += 16L;
            if (t2 >= t5) {
                t24 = t3;
                t25 = t4;
                break;
            }
        }
        __m512i t26 = _mm512_add_epi64(t24, t25);
        a_1 = t9 + t5;
        s = (long)((unsigned long)t1 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t26), _mm512_extracti64x4_epi64(t26, 1)), _mm_add_epi64, unsigned long));
    } else {
        a_1 = t9;
        s = t1;
    }
L28:
    for (;; a_1 = a_1 + 1) {
        int t27 = *a_1;
        if (t27 < 0) {
            break;
        }
        s += (long)t27;
    }
    *end = a_1;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    vcc_no_contract_body
    long t3;
    int t4;
    long t5;
    long t8;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        long t6 = (long)t4;
        char t7 = s[t6];
        if (!t7) {
            i = t4;
            goto L18;
        }
        d[t6] = (char)((int)t7 + 1);
    }
    t8 = 2147483648L - t3;
    if ((t8 >= 32L) & 1) {
        long t2 = t8 & -32L;
        long t1 = 0L;
        do {
            long t9 = (long)(int)((long)t4 + t1);
            __m256i t10 = _mm256_load_si256((const __m256i *)(s + t9));
            __mmask32 t11 = _mm256_cmp_epi8_mask(t10, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask32 t12 = _knot_mask32(t11);
            if ((t12 != 0)) {
                t2 = t1;
                break;
            }
            __m256i t13 = t10;
            __m256i t14 = _mm256_add_epi8(t13, _mm256_set1_epi8((char)1));
            __m256i t15 = t14;
            _mm256_storeu_si256((__m256i *)(d + t9), t15);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L18:
    for (;; i++) {
        long t16 = (long)i;
        char t17 = s[t16];
        if (!t17) {
            break;
        }
        d[t16] = (char)((int)t17 + 1);
    }
    return i;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    vcc_no_contract_body
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (a[t7] == k) {
            i = t7;
            goto L19;
        }
        if (t7 >= n) {
            i = t7;
            goto L19;
        }
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 16L) & t6) {
        long t3 = t9 & -16L;
        __m512i t10 = _mm512_set1_epi32((int)k);
        __m512i t11 = _mm512_set1_epi32((int)n);
        __m512i t12 = _mm512_set1_epi32((int)t7);
        __m512i t13 = t12;
        __m512i t1 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t14 = t1;
            __m512i t15 = _mm512_load_si512(a + (int)((long)t7 + t2));
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, t10, _MM_CMPINT_EQ);
            __mmask16 t17 = _mm512_cmp_epi32_mask(t14, t11, _MM_CMPINT_NLT);
            __mmask16 t18 = _kor_mask16(t16, t17);
            if ((t18 != 0)) {
                t3 = t2;
                break;
            }
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        } while (t2 < t3);
        i = (int)((long)t7 + t3);
    } else {
        i = t7;
    }
L19:
    for (;; i++) {
        if (a[i] != k) {
            if (i < n) {
                continue;
            }
        }
        return i;
    }
}

/* A `while` whose uncounted test comes before the counted one. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    vcc_no_contract_body
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 127UL) / 8L;
    t6 = (t4 & 7UL) == 0UL;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (!(a[t7] != k)) {
            i = t7;
            goto L30;
        }
        if ((t7 < n) == 0) {
            i = t7;
            goto L30;
        }
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 16L) & t6) {
        long t3 = t9 & -16L;
        __m512d t10 = _mm512_set1_pd(k);
        __m256i t11 = _mm256_set1_epi32((int)n);
        __m256i t12 = _mm256_set1_epi32((int)t7);
        __m256i t13 = t12;
        __m256i t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t14 = t1;
            __m512d t15 = _mm512_load_pd(a + (int)((long)t7 + t2));
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t15, t10, _CMP_NEQ_UQ));
            __m256i t17 = _mm256_cmpgt_epi32(t11, t14);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t19 = t18;
            __m512d t20 = _mm512_load_pd(a + (int)((long)t7 + (t2 + 8L)));
            __m256i t21 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t20, t10, _CMP_NEQ_UQ));
            __m256i t22 = _mm256_cmpgt_epi32(t11, t19);
            __m256i t23 = (__m256i)~(vcc_m8)t16;
            __m256i t24 = (__m256i)~(vcc_m8)t21;
            __m256i t25 = _mm256_or_si256(t23, t24);
            __m256i t26 = (__m256i)~(vcc_m8)t17;
            __m256i t27 = _mm256_or_si256(t25, t26);
            __m256i t28 = (__m256i)~(vcc_m8)t22;
            __m256i t29 = _mm256_or_si256(t27, t28);
            if ((_mm256_movemask_epi8(t29) != 0)) {
                t3 = t2;
                break;
            }
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        } while (t2 < t3);
        i = (int)((long)t7 + t3);
    } else {
        i = t7;
    }
L30:
    for (; a[i] != k; i++) {
        if ((i < n) == 0) {
            break;
        }
    }
    return i;
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
