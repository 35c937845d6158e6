/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 3 */
/* vcc-test: also-target avx512vbmi */
/* Early exits that read two pointers of unknown extent (memcmp-like): the peel (`peel.rs`)
 * aligns the first, and the vector loop runs only where the second has the same misalignment
 * modulo the vector iteration's bytes (a test in the guard, `AlignPeel::also`); elsewhere the
 * scalar loop runs. Both arrays end at a PROT_NONE page (`guarded`) when `shift` is 0, and the
 * second starts `shift` elements earlier otherwise (misaligned differently): a vector load past
 * the block of the exiting iteration segfaults. Mismatches at the first, a middle and the last
 * element, and none. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* int, a counted exit and the comparison. */
__attribute__((target("avx2"))) int common_prefix(int n, const int *a, const int *b) {
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    int i;
    long t8;
    int t9;
    long t10;
    long t11;
    long t12;
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
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int i_1;
    long t26;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = ((t3 & 3UL) == 0UL) & (((t3 ^ ((unsigned long)b + (unsigned long)0L)) & 63UL) == 0UL);
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t9 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L28;
        }
        t8 = (long)i;
        if ((a[t8] == b[t8]) == 0) {
            i_1 = i;
            goto L28;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        t2 = t10 & -16L;
        t1 = 0L;
        for (;;) {
            t11 = (long)(int)((long)t9 + t1);
            t12 = (long)(int)((long)t9 + (t1 + 8L));
            t13 = _mm256_load_si256((const __m256i *)(a + t11));
            t14 = _mm256_load_si256((const __m256i *)(a + t12));
            t15 = _mm256_load_si256((const __m256i *)(b + t11));
            t16 = _mm256_load_si256((const __m256i *)(b + t12));
            t17 = _mm256_cmpeq_epi32(t13, t15);
            t18 = (__m256i)__builtin_convertvector((vcc_m8)t17 & 1, vcc_v8_int);
            t19 = _mm256_xor_si256(_mm256_cmpeq_epi32(t18, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t20 = _mm256_cmpeq_epi32(t14, t16);
            t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t23 = (__m256i)~(vcc_m8)t19;
            t24 = (__m256i)~(vcc_m8)t22;
            t25 = _mm256_or_si256(t23, t24);
            if ((_mm256_movemask_epi8(t25) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L27;
            }
        }
        t2 = t1;
    L27:
        i_1 = (int)((long)t9 + t2);
    } else {
        i_1 = t9;
    }
L28:
    for (; i_1 < n; i_1++) {
        t26 = (long)i_1;
        if ((a[t26] == b[t26]) == 0) {
            break;
        }
    }
    return i_1;
}

/* bytes, the difference returned (memcmp). */
__attribute__((target("avx2"))) int my_memcmp(const unsigned char *a, const unsigned char *b, long n) {
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    long t6;
    long t7;
    long i;
    long t8;
    long t9;
    long t10;
    long t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long i_1;
    int t23;
    int t24;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 15UL);
    t5 = 1 & (((t3 ^ ((unsigned long)b + (unsigned long)0L)) & 15UL) == 0UL);
    t6 = 0L;
    t7 = 0L;
    for (;; t6 = i + 1L, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L26;
        }
        if ((int)a[i] != (int)b[i]) {
            i_1 = i;
            goto L26;
        }
    }
    t9 = n - t4;
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t1 = 0L;
        for (;;) {
            t10 = t8 + t1;
            t11 = t8 + (t1 + 8L);
            t12 = vcc_load(vcc_v8_uchar, a + t10);
            t13 = vcc_load(vcc_v8_uchar, a + t11);
            t14 = vcc_load(vcc_v8_uchar, b + t10);
            t15 = vcc_load(vcc_v8_uchar, b + t11);
            t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
            t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14));
            t18 = _mm256_xor_si256(_mm256_cmpeq_epi32(t16, t17), _mm256_set1_epi32(-1));
            t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15));
            t21 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, t20), _mm256_set1_epi32(-1));
            t22 = _mm256_or_si256(t18, t21);
            if ((_mm256_movemask_epi8(t22) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L25;
            }
        }
        t2 = t1;
    L25:
        i_1 = t8 + t2;
    } else {
        i_1 = t8;
    }
L26:
    for (; i_1 < n; i_1++) {
        t23 = (int)a[i_1];
        t24 = (int)b[i_1];
        if (t23 != t24) {
            return t23 - t24;
        }
    }
    return 0;
}

/* No counted exit: the arrays differ at their last element. */
__attribute__((target("avx2"))) long mismatch(const short *a, const short *b) {
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    long t6;
    long t7;
    long i;
    long t8;
    long t9;
    long t10;
    long t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 31UL) / 2L;
    t5 = ((t3 & 1UL) == 0UL) & (((t3 ^ ((unsigned long)b + (unsigned long)0L)) & 31UL) == 0UL);
    t6 = 0L;
    t7 = 0L;
    for (;; t6 = i + 1L, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if ((int)a[i] != (int)b[i]) {
            i_1 = i;
            goto L26;
        }
    }
    t9 = 1152921504606846976L - t4;
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t1 = 0L;
        for (;;) {
            t10 = t8 + t1;
            t11 = t8 + (t1 + 8L);
            t12 = _mm_load_si128((const __m128i *)(a + t10));
            t13 = _mm_load_si128((const __m128i *)(a + t11));
            t14 = _mm_load_si128((const __m128i *)(b + t10));
            t15 = _mm_load_si128((const __m128i *)(b + t11));
            t16 = _mm256_cvtepi16_epi32(t12);
            t17 = _mm256_cvtepi16_epi32(t14);
            t18 = _mm256_cmpeq_epi32(t16, t17);
            t19 = _mm256_cvtepi16_epi32(t13);
            t20 = _mm256_cvtepi16_epi32(t15);
            t21 = _mm256_cmpeq_epi32(t19, t20);
            t22 = (__m256i)~(vcc_m8)t18;
            t23 = (__m256i)~(vcc_m8)t21;
            t24 = _mm256_or_si256(t22, t23);
            if ((_mm256_movemask_epi8(t24) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L25;
            }
        }
        t2 = t1;
    L25:
        i_1 = t8 + t2;
    } else {
        i_1 = t8;
    }
L26:
    while ((int)a[i_1] == (int)b[i_1]) {
        i_1++;
    }
    return i_1;
}

/* Not vectorized: `b` is read only where `*a` is not zero, after the first exit test (a string
 * `b` shorter than the aligned block might end where the scalar loop stops reading). */
int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

/* Not vectorized: the two pointers move by different bytes per iteration. */
int prefix_widened(int n, const int *a, const short *b) {
    int i = 0;
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        /* n elements and one more, where `mismatch`'s arrays always differ. */
        int m = n + 1;
        int shifts[3] = {0, 1, 3};
        for (int t = 0; t < 3; t++) {
            int sh = shifts[t];
            int *a = guarded(m, sizeof(int)), *bb = guarded(m + sh, sizeof(int)), *b = bb;
            unsigned char *c = guarded(m, 1), *dd = guarded(m + sh, 1), *d = dd;
            short *h = guarded(m, sizeof(short)), *gg = guarded(m + sh, sizeof(short)), *g = gg;
            int positions[4] = {0, n / 2, n - 1, -1};
            for (int k = 0; k < 4; k++) {
                int pos = n > 0 ? positions[k] : -1;
                FILL(a, m, 1, 100);
                FILL(c, m, 1, 200);
                FILL(h, m, 1, 300);
                memcpy(b, a, (size_t)m * sizeof(int));
                memcpy(d, c, (size_t)m);
                memcpy(g, h, (size_t)m * sizeof(short));
                c[n] = 0, d[n] = 0;
                h[n] = 1, g[n] = 2;
                if (pos >= 0)
                    b[pos] += 1, d[pos] = (unsigned char)(d[pos] + 7), g[pos] ^= 4;
                int r1 = common_prefix(n, a, b);
                int r2 = my_memcmp(c, d, n);
                long r3 = mismatch(h, g);
                int r4 = my_strcmp((const char *)c, (const char *)d);
                int r5 = prefix_widened(n, a, g);
                printf("n=%d shift=%d pos=%d: %d %d %ld %d %d\n", n, sh, pos, r1, r2, r3, r4, r5);
            }
            release(a, m, sizeof(int)), release(bb, m + sh, sizeof(int));
            release(c, m, 1), release(dd, m + sh, 1);
            release(h, m, sizeof(short)), release(gg, m + sh, sizeof(short));
        }
    }
    return 0;
}
