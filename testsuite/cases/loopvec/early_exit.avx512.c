/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_first(int n, const int *a, int x) {
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
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
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t10 = _mm256_set1_epi32((int)x);
        t1 = 0L;
        for (;;) {
            t11 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t1)));
            t12 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 8L))));
            t13 = _mm256_cmpeq_epi32(t11, t10);
            t14 = _mm256_cmpeq_epi32(t12, t10);
            t15 = _mm256_or_si256(t13, t14);
            if ((_mm256_movemask_epi8(t15) != 0)) {
                break;
            }
            t1 += 16L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int until_zero(int n, const short *a) {
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
    __m128i t10;
    __m128i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
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
            goto L24;
        }
        if (((int)a[i] != 0) == 0) {
            i_1 = i;
            goto L24;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t1 = 0L;
        for (;;) {
            t10 = _mm_load_si128((const __m128i *)(a + (int)((long)t8 + t1)));
            t11 = _mm_load_si128((const __m128i *)(a + (int)((long)t8 + (t1 + 8L))));
            t12 = _mm256_cvtepi16_epi32(t10);
            t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t14 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
            t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t16 = _mm256_cvtepi16_epi32(t11);
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t18 = (__m256i)__builtin_convertvector((vcc_m8)t17 & 1, vcc_v8_int);
            t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t18, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t20 = (__m256i)~(vcc_m8)t15;
            t21 = (__m256i)~(vcc_m8)t19;
            t22 = _mm256_or_si256(t20, t21);
            if ((_mm256_movemask_epi8(t22) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L23;
            }
        }
        t2 = t1;
    L23:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L24:
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
