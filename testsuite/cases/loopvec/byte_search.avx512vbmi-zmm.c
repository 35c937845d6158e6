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
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Searches of bytes and shorts at their full width: the comparisons take the narrow lanes of
   their operands (narrow.rs), their masks are bytes or shorts (one vpmovmskb on AVX2) or
   __mmask32 k-masks (AVX-512), and the early exit tests 32 bytes per 256-bit register. The
   driver puts the byte looked for at every position of short arrays (the last lane of a vector,
   the first of the next, the scalar tail) and at many of long ones, from several alignments, so
   that a mask with a lane lost or misplaced finds the wrong position. Arrays hold exactly n
   elements (new_array): a read past them is an ASan error; the strings of the loops without a
   counted exit end exactly at a PROT_NONE page (`guarded`, as in uncounted.c): their aligned
   vector loads may read past the terminator within its block, never past the page. */

/* The first c in s[0..n), or n. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_byte(const unsigned char *s, int n, unsigned char c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    int t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __mmask32 t12;
    int i_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_1 = i;
            goto L14;
        }
        if ((int)s[i] == (int)c) {
            i_1 = i;
            goto L14;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = _mm256_set1_epi8((char)c);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(s + (int)((long)t6 + t1)));
            t11 = t10;
            t12 = _mm256_cmp_epi8_mask(t11, t9, _MM_CMPINT_EQ);
            if ((t12 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L13;
            }
        }
        t2 = t1;
    L13:
        i_1 = (int)((long)t6 + t2);
    } else {
        i_1 = t6;
    }
L14:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] == (int)c) {
            return i_1;
        }
    }
    return n;
}

/* `&&` in a while loop, on plain (signed) chars: the truth test of `s[i] != c` is its mask. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) long skip_to(const char *s, long n, char c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __mmask32 t12;
    __mmask32 t13;
    long i_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0L;
    t5 = 0L;
    for (;; t4 = i + 1L, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_1 = i;
            goto L15;
        }
        if (((int)s[i] != (int)c) == 0) {
            i_1 = i;
            goto L15;
        }
    }
    t7 = n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = _mm256_set1_epi8((char)c);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(s + (t6 + t1)));
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
        i_1 = t6 + t2;
    } else {
        i_1 = t6;
    }
L15:
    for (; i_1 < n; i_1++) {
        if (((int)s[i_1] != (int)c) == 0) {
            break;
        }
    }
    return i_1;
}

/* An ordered comparison of signed bytes: the first negative one (signed byte lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int first_negative(const signed char *s, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    int t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __mmask32 t10;
    int i_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_1 = i;
            goto L12;
        }
        if ((int)s[i] < 0) {
            i_1 = i;
            goto L12;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t1 = 0L;
        for (;;) {
            t8 = _mm256_load_si256((const __m256i *)(s + (int)((long)t6 + t1)));
            t9 = t8;
            t10 = _mm256_cmp_epi8_mask(t9, _mm256_set1_epi8((char)0), _MM_CMPINT_LT);
            if ((t10 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L11;
            }
        }
        t2 = t1;
    L11:
        i_1 = (int)((long)t6 + t2);
    } else {
        i_1 = t6;
    }
L12:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] < 0) {
            return i_1;
        }
    }
    return -1;
}

/* An ordered comparison of unsigned bytes with an invariant bound: unsigned byte lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int first_above(const unsigned char *s, int n, unsigned char t) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    int t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __mmask32 t12;
    int i_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_1 = i;
            goto L14;
        }
        if ((int)s[i] > (int)t) {
            i_1 = i;
            goto L14;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = _mm256_set1_epi8((char)t);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(s + (int)((long)t6 + t1)));
            t11 = t10;
            t12 = _mm256_cmp_epu8_mask(t11, t9, _MM_CMPINT_NLE);
            if ((t12 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L13;
            }
        }
        t2 = t1;
    L13:
        i_1 = (int)((long)t6 + t2);
    } else {
        i_1 = t6;
    }
L14:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] > (int)t) {
            return i_1;
        }
    }
    return -1;
}

/* Two exits on one byte (a line's end or the string's): no counted exit, peeled to align. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int line_end(const char *s) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    char t6;
    int t7;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __mmask32 t12;
    __mmask32 t13;
    __mmask32 t14;
    __mmask32 t15;
    __mmask32 t16;
    int i_1;
    char t17;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t7 = t4;
            break;
        }
        i = t4;
        t6 = s[i];
        if (!t6) {
            i_1 = i;
            goto L19;
        }
        if (((int)t6 != 10) == 0) {
            i_1 = i;
            goto L19;
        }
    }
    t8 = (long)0 * -1L + 2147483648L;
    t9 = (t8 < 1152921504606846976L ? t8 : 1152921504606846976L) - t3;
    if ((t9 >= 32L) & 1) {
        t2 = t9 & -32L;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(s + (int)((long)t7 + t1)));
            t11 = t10;
            t12 = _mm256_cmp_epi8_mask(t11, _mm256_set1_epi8((char)10), _MM_CMPINT_NE);
            t13 = _mm256_cmp_epi8_mask(t10, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
            t14 = _knot_mask32(t13);
            t15 = _knot_mask32(t12);
            t16 = _kor_mask32(t14, t15);
            if ((t16 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L18;
            }
        }
        t2 = t1;
    L18:
        i_1 = (int)((long)t7 + t2);
    } else {
        i_1 = t7;
    }
L19:
    for (;; i_1++) {
        t17 = s[i_1];
        if (!t17) {
            break;
        }
        if (((int)t17 != 10) == 0) {
            break;
        }
    }
    return i_1;
}

/* 16-bit lanes: 16 shorts per register, a mask of 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_short(const short *s, int n, short x) {
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
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __mmask32 t14;
    int i_1;
    t3 = (unsigned long)s + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L16;
        }
        if ((int)s[i] == (int)x) {
            i_1 = i;
            goto L16;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = _mm512_set1_epi16((short)x);
        t11 = t10;
        t1 = 0L;
        for (;;) {
            t12 = _mm512_load_si512(s + (int)((long)t8 + t1));
            t13 = t12;
            t14 = _mm512_cmp_epi16_mask(t13, t11, _MM_CMPINT_EQ);
            if ((t14 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L15;
            }
        }
        t2 = t1;
    L15:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L16:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] == (int)x) {
            return i_1;
        }
    }
    return -1;
}

/* Spaces counted up to the terminator: int lanes for the count, the exit on the byte. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    vcc_no_contract_body
    int t1;
    long t2;
    __m512i t3;
    long t4;
    int k;
    long t5;
    int t6;
    long t7;
    int i;
    int k_1;
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
        k_1 = t1;
        t8 = s[i];
        if (!t8) {
            i_1 = i;
            k = k_1;
            goto L23;
        }
        t1 = k_1 + ((int)t8 == 32);
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
        k = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1))));
    } else {
        i_1 = t9;
        k = t10;
    }
L23:
    for (;; i_1++) {
        t21 = s[i_1];
        if (!t21) {
            break;
        }
        k += (int)t21 == 32;
    }
    return k;
}

/* n bytes ending exactly where a PROT_NONE page begins. */
static void *guarded(int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - (size_t)n;
}

static void release(void *p, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    munmap((char *)p + (size_t)n - span, span + page);
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 3; off++) {
            int len = n + off;
            unsigned char *ub = new_array(len, 1);
            char *cb = guarded(len + 1);
            short *sb = new_array(n, sizeof(short));
            for (int k = 0; k < len; k++) {
                ub[k] = (unsigned char)(1 + next_rand() % 100);
                cb[k] = (char)('a' + next_rand() % 26);
            }
            cb[len] = 0;
            for (int k = 0; k < n; k++)
                sb[k] = (short)(1 + next_rand() % 1000);
            unsigned char *u = ub + off;
            char *c = cb + off;
            /* Nothing found, then the target at position p (and a second one after it). */
            for (int p = -1; p < n; p++) {
                if (n > 100 && p > 70 && p < n - 70 && p % 29 != 0)
                    continue;
                unsigned char su = 0;
                char sc = 0;
                short ss = 0;
                if (p >= 0) {
                    su = u[p], sc = c[p], ss = sb[p];
                    u[p] = 200, c[p] = '\n', sb[p] = -7;
                }
                mix(find_byte(u, n, 200));
                mix(find_byte(u, n, (unsigned char)(p & 63)));
                mix(skip_to(c, n, '\n'));
                mix(first_negative((const signed char *)u, n));
                mix(first_above(u, n, 150));
                mix(first_above(u, n, 99));
                mix(line_end(c));
                mix(find_short(sb, n, -7));
                c[p >= 0 ? p : 0] = p >= 0 ? ' ' : c[0];
                mix(count_spaces(c));
                if (p >= 0) {
                    u[p] = su, c[p] = sc, sb[p] = ss;
                }
            }
            free(ub);
            release(cb, len + 1);
            free(sb);
        }
    }
    printf("%llu\n", total);
    return 0;
}
