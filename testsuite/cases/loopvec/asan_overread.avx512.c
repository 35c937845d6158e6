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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) size_t line_length(const char *s) {
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
            goto L14;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L14;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        long t1 = 0L;
        /* vcc: loop at asan_overread.c:15 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            __m256i p_v = _mm256_load_si256((const __m256i *)(t4 + t1));
            __mmask32 t8 = _mm256_cmp_epi8_mask(p_v, _mm256_set1_epi8((char)10), _MM_CMPINT_NE);
            __mmask32 t9 = _mm256_cmp_epi8_mask(p_v, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask32 t10 = _knot_mask32(t9);
            __mmask32 t11 = _knot_mask32(t8);
            __mmask32 t12 = _kor_mask32(t10, t11);
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
L14:
    for (;; p = p + 1) {
        char t13 = *p;
        if (!t13) {
            break;
        }
        if (((int)t13 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p - (long)s);
}

/* An index to a 16-bit key, which the driver always stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int find_u16(const unsigned short *h, unsigned short key) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)h;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if ((int)h[t5] == (int)key) {
            i = t5;
            goto L10;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m256i key_v = _mm256_set1_epi16((short)key);
        long i_vec = 0L;
        /* vcc: loop at asan_overread.c:23 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `h` to 32 bytes, scalar epilogue */
        do {
            __m256i h_v = _mm256_load_si256((const __m256i *)(h + (int)((long)t5 + i_vec)));
            __mmask16 t8 = _mm256_cmp_epi16_mask(h_v, key_v, _MM_CMPINT_NE);
            __mmask16 t9 = _knot_mask16(t8);
            if ((t9 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L10:
    while ((int)h[i] != (int)key) {
        i++;
    }
    return i;
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
