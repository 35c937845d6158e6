/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v32_short __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Loops with an early exit: a search that returns the first match, a while loop that stops at
   a zero (inside the array or at its end), and a strlen over a string with its terminator at
   the end of a page followed by a PROT_NONE page (reading past it faults). The strlen is left
   as written (`loop not vectorized: the loop is a strlen search`): the C library's strlen,
   which gcc calls for it, is faster than vcc's byte loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_first(int n, const int *a, int x) {
    vcc_no_contract_body
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L15;
        }
        if (a[t6] == x) {
            i = t6;
            goto L15;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        __m512i t9 = _mm512_set1_epi32((int)x);
        long t1 = 0L;
        do {
            __m512i t10 = _mm512_load_si512(a + (int)((long)t6 + t1));
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, t9, _MM_CMPINT_EQ);
            __m512i t12 = _mm512_load_si512(a + (int)((long)t6 + (t1 + 16L)));
            __mmask16 t13 = _mm512_cmp_epi32_mask(t12, t9, _MM_CMPINT_EQ);
            __mmask16 t14 = _kor_mask16(t11, t13);
            if ((t14 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L15:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int until_zero(int n, const short *a) {
    vcc_no_contract_body
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L13;
        }
        if (((int)a[t6] != 0) == 0) {
            i = t6;
            goto L13;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        long t1 = 0L;
        do {
            __m512i t9 = _mm512_load_si512(a + (int)((long)t6 + t1));
            __m512i t10 = t9;
            __mmask32 t11 = _mm512_cmp_epi16_mask(t10, ((__m512i)(vcc_v32_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0}), _MM_CMPINT_NE);
            __mmask32 t12 = _knot_mask32(t11);
            if ((t12 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L13:
    for (; i < n; i++) {
        if (((int)a[i] != 0) == 0) {
            break;
        }
    }
    return i;
}

long length(const char *s) {
    long len = 0;
    while (s[len])
        len++;
    return len;
}

/* n bytes that end exactly where a PROT_NONE page begins. */
static char *guarded(int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - n;
}

static void release(char *p, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    munmap(p + n - span, span + page);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *s = new_array(n, 2);
        char *str = guarded(n + 1);
        FILL(a, n, 0, 500);
        FILL(s, n, 0, 300);
        FILL(str, n, 1, 127);
        str[n] = 0;
        printf("n=%d find=%d,%d until=%d len=%ld\n", n, find_first(n, a, 7), find_first(n, a, -1), until_zero(n, s), length(str));
        free(a), free(s), release(str, n + 1);
    }
    return 0;
}
