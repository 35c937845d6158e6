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
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Loops with an early exit: a search that returns the first match, a while loop that stops at
   a zero (inside the array or at its end), and a strlen over a string with its terminator at
   the end of a page followed by a PROT_NONE page (reading past it faults). The strlen is left
   as written (`loop not vectorized: the loop is a strlen search`): the C library's strlen,
   which gcc calls for it, is faster than vcc's byte loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int find_first(int n, const int *a, int x) {
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
            goto L15;
        }
        if (a[t5] == x) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        __m256i x_v = _mm256_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at early_exit.c:12 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            __m256i a_v = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + i_vec)));
            __m256i t8 = _mm256_cmpeq_epi32(a_v, x_v);
            __m256i a_v_1 = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m256i t9 = _mm256_cmpeq_epi32(a_v_1, x_v);
            __m256i a_v_2 = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + (i_vec + 16L))));
            __m256i t10 = _mm256_cmpeq_epi32(a_v_2, x_v);
            __m256i a_v_3 = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + (i_vec + 24L))));
            __m256i t11 = _mm256_cmpeq_epi32(a_v_3, x_v);
            __m256i t12 = _mm256_or_si256(t8, t9);
            __m256i t13 = _mm256_or_si256(t12, t10);
            __m256i t14 = _mm256_or_si256(t13, t11);
            if ((_mm256_movemask_epi8(t14) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L15:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int until_zero(int n, const short *a) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
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
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        long i_vec = 0L;
        /* vcc: loop at early_exit.c:20 vectorized: VF 16, UF 1, early exit, peeled to align `a` to 32 bytes, scalar epilogue */
        do {
            __m256i a_v = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + i_vec)));
            __mmask16 t8 = _mm256_cmp_epi16_mask(a_v, _mm256_set1_epi16((short)0), _MM_CMPINT_NE);
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
