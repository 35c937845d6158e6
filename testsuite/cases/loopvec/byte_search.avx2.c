/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_byte(const unsigned char *s, int n, unsigned char c) {
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
    __m256i t12;
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
            t12 = (__m256i)(vcc_m32)((vcc_v32_uchar)t11 == (vcc_v32_uchar)t9);
            if ((_mm256_movemask_epi8(t12) != 0)) {
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long skip_to(const char *s, long n, char c) {
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
    __m256i t12;
    __m256i t13;
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
            t12 = (__m256i)(vcc_m32)((vcc_v32_schar)t11 != (vcc_v32_schar)t9);
            t13 = (__m256i)~(vcc_m32)t12;
            if ((_mm256_movemask_epi8(t13) != 0)) {
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int first_negative(const signed char *s, int n) {
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
            t10 = (__m256i)(vcc_m32)((vcc_v32_schar)t9 < (vcc_v32_schar)_mm256_set1_epi8((char)0));
            if ((_mm256_movemask_epi8(t10) != 0)) {
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int first_above(const unsigned char *s, int n, unsigned char t) {
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
    __m256i t12;
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
            t12 = (__m256i)(vcc_m32)((vcc_v32_uchar)t11 > (vcc_v32_uchar)t9);
            if ((_mm256_movemask_epi8(t12) != 0)) {
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int line_end(const char *s) {
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
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
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
            t12 = (__m256i)(vcc_m32)((vcc_v32_schar)t11 != (vcc_v32_schar)_mm256_set1_epi8((char)10));
            t13 = (__m256i)(vcc_m32)((vcc_v32_char)t10 != (vcc_v32_char)_mm256_set1_epi8((char)0));
            t14 = (__m256i)~(vcc_m32)t13;
            t15 = (__m256i)~(vcc_m32)t12;
            t16 = _mm256_or_si256(t14, t15);
            if ((_mm256_movemask_epi8(t16) != 0)) {
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_short(const short *s, int n, short x) {
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int i_1;
    t3 = (unsigned long)s + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 31UL) / 2L;
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
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t10 = _mm256_set1_epi16((short)x);
        t11 = t10;
        t1 = 0L;
        for (;;) {
            t12 = _mm256_load_si256((const __m256i *)(s + (int)((long)t8 + t1)));
            t13 = t12;
            t14 = (__m256i)(vcc_m16)((vcc_v16_short)t13 == (vcc_v16_short)t11);
            if ((_mm256_movemask_epi8(t14) != 0)) {
                break;
            }
            t1 += 16L;
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    int k;
    long t6;
    int t7;
    long t8;
    int i;
    int k_1;
    char t9;
    int t10;
    int t11;
    long t12;
    long t13;
    vcc_v8_char t14;
    vcc_v8_char t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    vcc_v8_schar t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    vcc_v8_schar t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i_1;
    char t32;
    t6 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 15UL);
    t7 = 0;
    t1 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t6) {
            t10 = t7;
            t11 = t1;
            break;
        }
        i = t7;
        k_1 = t1;
        t9 = s[i];
        if (!t9) {
            i_1 = i;
            k = k_1;
            goto L34;
        }
        t1 = k_1 + ((int)t9 == 32);
    }
    t12 = (long)0 * -1L + 2147483648L;
    t13 = (t12 < 1152921504606846976L ? t12 : 1152921504606846976L) - t6;
    if ((t13 >= 16L) & 1) {
        t5 = t13 & -16L;
        t2 = 0L;
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t14 = vcc_load(vcc_v8_char, s + (int)((long)t10 + t2));
            t15 = vcc_load(vcc_v8_char, s + (int)((long)t10 + (t2 + 8L)));
            t16 = (__m256i)__builtin_convertvector(t14 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t17 = (__m256i)~(vcc_m8)t16;
            t18 = (__m256i)__builtin_convertvector(t15 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t19 = (__m256i)~(vcc_m8)t18;
            t20 = _mm256_or_si256(t17, t19);
            if ((_mm256_movemask_epi8(t20) != 0)) {
                break;
            }
            t21 = (vcc_v8_schar)t14;
            t22 = (__m256i)__builtin_convertvector(t21 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            t24 = t23;
            t3 = _mm256_add_epi32(t3, t24);
            t25 = (vcc_v8_schar)t15;
            t26 = (__m256i)__builtin_convertvector(t25 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t27 = (__m256i)__builtin_convertvector((vcc_m8)t26 & 1, vcc_v8_int);
            t28 = t27;
            t4 = _mm256_add_epi32(t4, t28);
            t2 += 16L;
            if (t2 >= t5) {
                t29 = t3;
                t30 = t4;
                goto L33;
            }
        }
        t5 = t2;
        t29 = t3;
        t30 = t4;
    L33:
        t31 = _mm256_add_epi32(t29, t30);
        i_1 = (int)((long)t10 + t5);
        k = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(t31));
    } else {
        i_1 = t10;
        k = t11;
    }
L34:
    for (;; i_1++) {
        t32 = s[i_1];
        if (!t32) {
            break;
        }
        k += (int)t32 == 32;
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
