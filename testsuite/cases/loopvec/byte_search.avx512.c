/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int find_byte(const unsigned char *s, int n, unsigned char c) {
    vcc_no_contract_body
    long t3;
    int t4;
    long t5;
    long t6;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        if (t4 >= n) {
            i = t4;
            goto L12;
        }
        if ((int)s[t4] == (int)c) {
            i = t4;
            goto L12;
        }
    }
    t6 = (long)n - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        __m256i t7 = _mm256_set1_epi8((char)c);
        __m256i t8 = t7;
        long t1 = 0L;
        do {
            __m256i t9 = _mm256_load_si256((const __m256i *)(s + (int)((long)t4 + t1)));
            __m256i t10 = t9;
            __mmask32 t11 = _mm256_cmp_epi8_mask(t10, t8, _MM_CMPINT_EQ);
            if ((t11 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L12:
    for (; i < n; i++) {
        if ((int)s[i] == (int)c) {
            return i;
        }
    }
    return n;
}

/* `&&` in a while loop, on plain (signed) chars: the truth test of `s[i] != c` is its mask. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) long skip_to(const char *s, long n, char c) {
    vcc_no_contract_body
    long t3;
    long t4;
    long t5;
    long t6;
    long i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0L; t5 < t3; t4++, t5++) {
        if (t4 >= n) {
            i = t4;
            goto L13;
        }
        if (((int)s[t4] != (int)c) == 0) {
            i = t4;
            goto L13;
        }
    }
    t6 = n - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        __m256i t7 = _mm256_set1_epi8((char)c);
        __m256i t8 = t7;
        long t1 = 0L;
        do {
            __m256i t9 = _mm256_load_si256((const __m256i *)(s + (t4 + t1)));
            __m256i t10 = t9;
            __mmask32 t11 = _mm256_cmp_epi8_mask(t10, t8, _MM_CMPINT_NE);
            __mmask32 t12 = _knot_mask32(t11);
            if ((t12 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = t4 + t2;
    } else {
        i = t4;
    }
L13:
    for (; i < n; i++) {
        if (((int)s[i] != (int)c) == 0) {
            break;
        }
    }
    return i;
}

/* An ordered comparison of signed bytes: the first negative one (signed byte lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int first_negative(const signed char *s, int n) {
    vcc_no_contract_body
    long t3;
    int t4;
    long t5;
    long t6;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        if (t4 >= n) {
            i = t4;
            goto L10;
        }
        if ((int)s[t4] < 0) {
            i = t4;
            goto L10;
        }
    }
    t6 = (long)n - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        long t1 = 0L;
        do {
            __m256i t7 = _mm256_load_si256((const __m256i *)(s + (int)((long)t4 + t1)));
            __m256i t8 = t7;
            __mmask32 t9 = _mm256_cmp_epi8_mask(t8, _mm256_set1_epi8((char)0), _MM_CMPINT_LT);
            if ((t9 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L10:
    for (; i < n; i++) {
        if ((int)s[i] < 0) {
            return i;
        }
    }
    return -1;
}

/* An ordered comparison of unsigned bytes with an invariant bound: unsigned byte lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int first_above(const unsigned char *s, int n, unsigned char t) {
    vcc_no_contract_body
    long t3;
    int t4;
    long t5;
    long t6;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        if (t4 >= n) {
            i = t4;
            goto L12;
        }
        if ((int)s[t4] > (int)t) {
            i = t4;
            goto L12;
        }
    }
    t6 = (long)n - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        __m256i t7 = _mm256_set1_epi8((char)t);
        __m256i t8 = t7;
        long t1 = 0L;
        do {
            __m256i t9 = _mm256_load_si256((const __m256i *)(s + (int)((long)t4 + t1)));
            __m256i t10 = t9;
            __mmask32 t11 = _mm256_cmp_epu8_mask(t10, t8, _MM_CMPINT_NLE);
            if ((t11 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L12:
    for (; i < n; i++) {
        if ((int)s[i] > (int)t) {
            return i;
        }
    }
    return -1;
}

/* Two exits on one byte (a line's end or the string's): no counted exit, peeled to align. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int line_end(const char *s) {
    vcc_no_contract_body
    long t3;
    int t4;
    long t5;
    long t7;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            goto L16;
        }
        if (((int)t6 != 10) == 0) {
            i = t4;
            goto L16;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        long t1 = 0L;
        do {
            __m256i t8 = _mm256_load_si256((const __m256i *)(s + (int)((long)t4 + t1)));
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
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L16:
    for (;; i++) {
        char t15 = s[i];
        if (!t15) {
            break;
        }
        if (((int)t15 != 10) == 0) {
            break;
        }
    }
    return i;
}

/* 16-bit lanes: 16 shorts per register, a mask of 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int find_short(const short *s, int n, short x) {
    vcc_no_contract_body
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)s;
    t4 = (long)((0UL - t3) & 31UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L14;
        }
        if ((int)s[t6] == (int)x) {
            i = t6;
            goto L14;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        __m256i t9 = _mm256_set1_epi16((short)x);
        __m256i t10 = t9;
        long t1 = 0L;
        do {
            __m256i t11 = _mm256_load_si256((const __m256i *)(s + (int)((long)t6 + t1)));
            __m256i t12 = t11;
            __mmask16 t13 = _mm256_cmp_epi16_mask(t12, t10, _MM_CMPINT_EQ);
            if ((t13 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L14:
    for (; i < n; i++) {
        if ((int)s[i] == (int)x) {
            return i;
        }
    }
    return -1;
}

/* Spaces counted up to the terminator: int lanes for the count, the exit on the byte. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    vcc_no_contract_body
    int t1;
    int k;
    long t6;
    int t7;
    long t8;
    long t10;
    __m256i t26;
    __m256i t27;
    int i;
    t6 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t8 = 0L;
    for (t7 = 0; t8 < t6; t7++, t8++) {
        char t9 = s[t7];
        if (!t9) {
            i = t7;
            k = t1;
            goto L30;
        }
        t1 += (int)t9 == 32;
    }
    t10 = 2147483648L - t6;
    if ((t10 >= 16L) & 1) {
        long t5 = t10 & -16L;
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        for (;;) {
            vcc_v8_char t11 = vcc_load(vcc_v8_char, s + (int)((long)t7 + t2));
            vcc_v8_char t12 = vcc_load(vcc_v8_char, s + (int)((long)t7 + (t2 + 8L)));
            __m256i t13 = (__m256i)__builtin_convertvector(t11 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = (__m256i)__builtin_convertvector(t12 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i t17 = _mm256_or_si256(t14, t16);
            if ((_mm256_movemask_epi8(t17) != 0)) {
                t5 = t2;
                t26 = t3;
                t27 = t4;
                break;
            }
            vcc_v8_schar t18 = (vcc_v8_schar)t11;
            __m256i t19 = (__m256i)__builtin_convertvector(t18 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            __m256i t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            __m256i t21 = t20;
            t3 = _mm256_add_epi32(t3, t21);
            vcc_v8_schar t22 = (vcc_v8_schar)t12;
            __m256i t23 = (__m256i)__builtin_convertvector(t22 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            __m256i t25 = t24;
            t4 = _mm256_add_epi32(t4, t25);
            t2 += 16L;
            if (t2 >= t5) {
                t26 = t3;
                t27 = t4;
                break;
            }
        }
        __m256i t28 = _mm256_add_epi32(t26, t27);
        i = (int)((long)t7 + t5);
        k = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(t28));
    } else {
        i = t7;
        k = t1;
    }
L30:
    for (;; i++) {
        char t29 = s[i];
        if (!t29) {
            break;
        }
        k += (int)t29 == 32;
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
