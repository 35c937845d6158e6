/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 2 */
/* Searches without a counted exit over heap strings of exactly their length (new_array): the
 * peeled vector loop reads whole aligned blocks, so its last loads reach past the terminator
 * into the heap object's redzone, where they cannot fault but AddressSanitizer would stop. vcc
 * marks such functions no_sanitize_address (`Function::reads_past_end`); this case runs under
 * -fsanitize=address like every other and fails without the attribute. The driver tries every
 * length up to 70 (and 259, 1001) and every start offset within a vector, matches at the first,
 * middle and last character and none. */
#include "harness.h"
#include <stddef.h>

/* A line's length: stops at the terminator or a newline. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) size_t line_length(const char *s) {
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
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
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
            t11 = (__m256i)(vcc_m32)((vcc_v32_schar)t10 != (vcc_v32_schar)_mm256_set1_epi8((char)10));
            t12 = (__m256i)(vcc_m32)((vcc_v32_char)t9 != (vcc_v32_char)_mm256_set1_epi8((char)0));
            t13 = (__m256i)~(vcc_m32)t12;
            t14 = (__m256i)~(vcc_m32)t11;
            t15 = _mm256_or_si256(t13, t14);
            if ((_mm256_movemask_epi8(t15) != 0)) {
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

/* An index to a 16-bit key, which the driver always stores. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_u16(const unsigned short *h, unsigned short key) {
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
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int i_1;
    t3 = (unsigned long)h + (unsigned long)0L;
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
        if ((int)h[i] == (int)key) {
            i_1 = i;
            goto L18;
        }
    }
    t9 = (long)0 * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t4;
    if ((t10 >= 16L) & t5) {
        t2 = t10 & -16L;
        t11 = _mm256_set1_epi16((short)key);
        t12 = t11;
        t1 = 0L;
        for (;;) {
            t13 = _mm256_load_si256((const __m256i *)(h + (int)((long)t8 + t1)));
            t14 = t13;
            t15 = (__m256i)(vcc_m16)((vcc_v16_ushort)t14 != (vcc_v16_ushort)t12);
            t16 = (__m256i)~(vcc_m16)t15;
            if ((_mm256_movemask_epi8(t16) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L17;
            }
        }
        t2 = t1;
    L17:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L18:
    while ((int)h[i_1] != (int)key) {
        i_1++;
    }
    return i_1;
}

int main(void) {
    unsigned long long sum = 0;
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 64; off += 7) {
            char *buf = new_array(off + n + 1, 1);
            for (int i = 0; i < n; i++)
                buf[off + i] = (char)('a' + next_rand() % 26);
            buf[off + n] = 0;
            if (n > 0 && next_rand() % 3 == 0)
                buf[off + (int)(next_rand() % (unsigned)n)] = '\n';
            sum = sum * 31 + line_length(buf + off);
            free(buf);

            unsigned short *h = new_array(off + n + 1, sizeof(unsigned short));
            for (int i = 0; i < off + n + 1; i++)
                h[i] = (unsigned short)(1 + next_rand() % 1000);
            unsigned short key = 1001 + (unsigned short)(next_rand() % 3);
            int at = n == 0 ? 0 : next_rand() % 2 ? n : (int)(next_rand() % (unsigned)n);
            h[off + at] = key;
            sum = sum * 31 + (unsigned)find_u16(h + off, key);
            free(h);
        }
    }
    printf("%llu\n", sum);
    return 0;
}
