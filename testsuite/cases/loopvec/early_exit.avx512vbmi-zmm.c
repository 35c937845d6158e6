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
    __mmask16 t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
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
            goto L17;
        }
        if (a[i] == x) {
            i_1 = i;
            goto L17;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = _mm512_set1_epi32((int)x);
        t1 = 0L;
        for (;;) {
            t11 = _mm512_load_si512(a + (int)((long)t8 + t1));
            t12 = _mm512_cmp_epi32_mask(t11, t10, _MM_CMPINT_EQ);
            t13 = _mm512_load_si512(a + (int)((long)t8 + (t1 + 16L)));
            t14 = _mm512_cmp_epi32_mask(t13, t10, _MM_CMPINT_EQ);
            t15 = _kor_mask16(t12, t14);
            if ((t15 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L16;
            }
        }
        t2 = t1;
    L16:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L17:
    for (; i_1 < n; i_1++) {
        if (a[i_1] == x) {
            return i_1;
        }
    }
    return -1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int until_zero(int n, const short *a) {
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
    __mmask32 t12;
    __mmask32 t13;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
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
            goto L15;
        }
        if (((int)a[i] != 0) == 0) {
            i_1 = i;
            goto L15;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t1 = 0L;
        for (;;) {
            t10 = _mm512_load_si512(a + (int)((long)t8 + t1));
            t11 = t10;
            t12 = _mm512_cmp_epi16_mask(t11, ((__m512i)(vcc_v32_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0}), _MM_CMPINT_NE);
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
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L15:
    for (; i_1 < n; i_1++) {
        if (((int)a[i_1] != 0) == 0) {
            break;
        }
    }
    return i_1;
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
