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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L11;
        }
        if (a[t5] == x) {
            i = t5;
            goto L11;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at early_exit.c:12 vectorized: VF 16, UF 2, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t5 + i_vec));
            __mmask16 t8 = _mm512_cmp_epi32_mask(a_v, x_v, _MM_CMPINT_EQ);
            __m512i a_v_1 = _mm512_load_si512(a + (int)((long)t5 + (i_vec + 16L)));
            __mmask16 t9 = _mm512_cmp_epi32_mask(a_v_1, x_v, _MM_CMPINT_EQ);
            __mmask16 t10 = _kor_mask16(t8, t9);
            if ((t10 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L11:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int until_zero(int n, const short *a) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L10;
        }
        if (((int)a[t5] != 0) == 0) {
            i = t5;
            goto L10;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        long i_vec = 0L;
        /* vcc: loop at early_exit.c:20 vectorized: VF 32, UF 1, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t5 + i_vec));
            __mmask32 t8 = _mm512_cmp_epi16_mask(a_v, ((__m512i)(vcc_v32_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0}), _MM_CMPINT_NE);
            __mmask32 t9 = _knot_mask32(t8);
            if ((t9 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L10:
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
