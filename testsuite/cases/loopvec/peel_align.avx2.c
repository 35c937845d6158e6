/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
/* Early exits whose loads read a pointer of unknown extent (`loopvec/peel.rs`): a scalar peel
 * loop runs until the pointer is aligned to the vector iteration's bytes, then aligned vector
 * loads (one aligned block never crosses a page, and its first lane is one the scalar loop
 * reads) and an any-lane exit test. Every array ends exactly at a PROT_NONE page (`guarded`),
 * and the searches are also called with a bound past the array's end where the scalar loop
 * stops at a match inside it: a vector load past the block of the match segfaults. Matches at
 * the first, a middle and the last element, and none. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* int, the match's index returned. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_i32(int n, const int *a, int key) {
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
            goto L21;
        }
        if (a[t6] == key) {
            i = t6;
            goto L21;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        __m256i t9 = _mm256_set1_epi32((int)key);
        long t1 = 0L;
        do {
            __m256i t10 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + t1)));
            __m256i t11 = _mm256_cmpeq_epi32(t10, t9);
            __m256i t12 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + (t1 + 8L))));
            __m256i t13 = _mm256_cmpeq_epi32(t12, t9);
            __m256i t14 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + (t1 + 16L))));
            __m256i t15 = _mm256_cmpeq_epi32(t14, t9);
            __m256i t16 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + (t1 + 24L))));
            __m256i t17 = _mm256_cmpeq_epi32(t16, t9);
            __m256i t18 = _mm256_or_si256(t11, t13);
            __m256i t19 = _mm256_or_si256(t18, t15);
            __m256i t20 = _mm256_or_si256(t19, t17);
            if ((_mm256_movemask_epi8(t20) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L21:
    for (; i < n; i++) {
        if (a[i] == key) {
            return i;
        }
    }
    return -1;
}

/* bytes (memchr): 32 lanes. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long find_u8(long n, const unsigned char *s, unsigned char c) {
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
            goto L12;
        }
        if ((int)s[t4] == (int)c) {
            i = t4;
            goto L12;
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
            __m256i t11 = (__m256i)(vcc_m32)((vcc_v32_uchar)t10 == (vcc_v32_uchar)t8);
            if ((_mm256_movemask_epi8(t11) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = t4 + t2;
    } else {
        i = t4;
    }
L12:
    for (; i < n; i++) {
        if ((int)s[i] == (int)c) {
            break;
        }
    }
    return i;
}

/* short, the counted test and the exit in one condition. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int until_zero_i16(int n, const short *a) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 31UL) / 2L;
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
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        long t1 = 0L;
        do {
            __m256i t9 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + t1)));
            __m256i t10 = t9;
            __m256i t11 = (__m256i)(vcc_m16)((vcc_v16_short)t10 != (vcc_v16_short)_mm256_set1_epi16((short)0));
            __m256i t12 = (__m256i)~(vcc_m16)t11;
            if ((_mm256_movemask_epi8(t12) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
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

/* double, from a start that is not zero. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int first_above_f64(int lo, int n, const double *a, double t) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a + (unsigned long)((long)lo * 8L);
    t4 = (long)((0UL - t3) & 127UL) / 8L;
    t5 = (t3 & 7UL) == 0UL;
    t7 = 0L;
    for (t6 = lo; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L21;
        }
        if (a[t6] > t) {
            i = t6;
            goto L21;
        }
    }
    t8 = (long)lo * -1L + (long)n - t4;
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        __m256d t9 = _mm256_set1_pd(t);
        long t1 = 0L;
        do {
            __m256d t10 = _mm256_load_pd(a + (int)((long)t6 + t1));
            __m128i t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t10, t9, _CMP_GT_OQ));
            __m256d t12 = _mm256_load_pd(a + (int)((long)t6 + (t1 + 4L)));
            __m128i t13 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t12, t9, _CMP_GT_OQ));
            __m256d t14 = _mm256_load_pd(a + (int)((long)t6 + (t1 + 8L)));
            __m128i t15 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t14, t9, _CMP_GT_OQ));
            __m256d t16 = _mm256_load_pd(a + (int)((long)t6 + (t1 + 12L)));
            __m128i t17 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t16, t9, _CMP_GT_OQ));
            __m128i t18 = _mm_or_si128(t11, t13);
            __m128i t19 = _mm_or_si128(t18, t15);
            __m128i t20 = _mm_or_si128(t19, t17);
            if ((_mm_movemask_epi8(t20) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L21:
    for (; i < n; i++) {
        if (a[i] > t) {
            return i;
        }
    }
    return n;
}

/* Stores after the exit test: the peel loop runs them too, the vector loop where no lane leaves. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int copy_until_neg(int n, const int *restrict a, int *restrict b) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t10;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L22;
        }
        long t8 = (long)t6;
        int t9 = a[t8];
        if (t9 < 0) {
            i = t6;
            goto L22;
        }
        b[t8] = t9 * 3;
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        long t1 = 0L;
        do {
            long t11 = (long)(int)((long)t6 + t1);
            __m256i t12 = _mm256_load_si256((const __m256i *)(a + t11));
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t12);
            long t14 = (long)(int)((long)t6 + (t1 + 8L));
            __m256i t15 = _mm256_load_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t15);
            __m256i t17 = _mm256_or_si256(t13, t16);
            if ((_mm256_movemask_epi8(t17) != 0)) {
                t2 = t1;
                break;
            }
            __m256i t18 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(b + t11), t18);
            __m256i t19 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(b + t14), t19);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L22:
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = a[t20];
        if (t21 < 0) {
            break;
        }
        b[t20] = t21 * 3;
    }
    return i;
}

/* A sum up to the match: the peel loop's sum is the vector loop's start. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long sum_until(int n, const int *a, int key) {
    long t1;
    long s;
    unsigned long t8;
    long t9;
    int t10;
    int t11;
    long t12;
    long t14;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int i;
    t8 = (unsigned long)a;
    t9 = (long)((0UL - t8) & 63UL) / 4L;
    t10 = (t8 & 3UL) == 0UL;
    t1 = 0L;
    t12 = 0L;
    for (t11 = 0; t12 < t9; t11++, t12++) {
        if (t11 >= n) {
            i = t11;
            s = t1;
            goto L43;
        }
        int t13 = a[t11];
        if (t13 == key) {
            i = t11;
            s = t1;
            goto L43;
        }
        t1 += (long)t13;
    }
    t14 = (long)n - t9;
    if ((t14 >= 16L) & t10) {
        long t7 = t14 & -16L;
        __m128i t15 = _mm_set1_epi32((int)key);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            __m128i t16 = _mm_load_si128((const __m128i *)(a + (int)((long)t11 + t2)));
            __m128i t17 = _mm_cmpeq_epi32(t16, t15);
            __m128i t18 = _mm_load_si128((const __m128i *)(a + (int)((long)t11 + (t2 + 4L))));
            __m128i t19 = _mm_cmpeq_epi32(t18, t15);
            __m128i t20 = _mm_load_si128((const __m128i *)(a + (int)((long)t11 + (t2 + 8L))));
            __m128i t21 = _mm_cmpeq_epi32(t20, t15);
            __m128i t22 = _mm_load_si128((const __m128i *)(a + (int)((long)t11 + (t2 + 12L))));
            __m128i t23 = _mm_cmpeq_epi32(t22, t15);
            __m128i t24 = _mm_or_si128(t17, t19);
            __m128i t25 = _mm_or_si128(t24, t21);
            __m128i t26 = _mm_or_si128(t25, t23);
            if ((_mm_movemask_epi8(t26) != 0)) {
                t7 = t2;
                t35 = t3;
                t36 = t4;
                t37 = t5;
                t38 = t6;
                break;
            }
            __m256i t27 = _mm256_cvtepi32_epi64(t16);
            __m256i t28 = t27;
            t3 = _mm256_add_epi64(t3, t28);
            __m256i t29 = _mm256_cvtepi32_epi64(t18);
            __m256i t30 = t29;
            t4 = _mm256_add_epi64(t4, t30);
            __m256i t31 = _mm256_cvtepi32_epi64(t20);
            __m256i t32 = t31;
            t5 = _mm256_add_epi64(t5, t32);
            __m256i t33 = _mm256_cvtepi32_epi64(t22);
            __m256i t34 = t33;
            t6 = _mm256_add_epi64(t6, t34);
            t2 += 16L;
            if (t2 >= t7) {
                t35 = t3;
                t36 = t4;
                t37 = t5;
                t38 = t6;
                break;
            }
        }
        __m256i t39 = _mm256_add_epi64(t35, t36);
        __m256i t40 = _mm256_add_epi64(t39, t37);
        __m256i t41 = _mm256_add_epi64(t40, t38);
        i = (int)((long)t11 + t7);
        s = (long)((unsigned long)t1 + vcc_avx2_reduce_epi64(t41, _mm_add_epi64, unsigned long));
    } else {
        i = t11;
        s = t1;
    }
L43:
    for (; i < n; i++) {
        int t42 = a[i];
        if (t42 == key) {
            break;
        }
        s += (long)t42;
    }
    return s;
}

/* Two pointers of unknown extent before the exit test: the peel aligns `a`, and the vector loop
 * runs where `b` is misaligned alike (here always: both arrays end at a page). */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int first_equal(int n, const int *a, const int *b) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t9;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L37;
        }
        long t8 = (long)t6;
        if (a[t8] == b[t8]) {
            i = t6;
            goto L37;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        long t2 = t9 & -32L;
        unsigned long t10 = (unsigned long)b + (unsigned long)(t4 * 4L);
        long t1 = 0L;
        for (;;) {
            long t11 = t1 + 8L;
            long t12 = t1 + 16L;
            long t13 = t1 + 24L;
            if (((t10 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                long t34 = 0L;
                for (int t33 = (int)((long)t6 + t1); t34 < 32L; t33++, t34++) {
                    if (t33 >= n) {
                        i = t33;
                        goto L37;
                    }
                    long t35 = (long)t33;
                    if (a[t35] == b[t35]) {
                        i = t33;
                        goto L37;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t14 = (long)(int)((long)t6 + t1);
                __m256i t15 = _mm256_load_si256((const __m256i *)(a + t14));
                __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
                __m256i t17 = _mm256_cmpeq_epi32(t15, t16);
                long t18 = (long)(int)((long)t6 + t11);
                __m256i t19 = _mm256_load_si256((const __m256i *)(a + t18));
                __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
                __m256i t21 = _mm256_cmpeq_epi32(t19, t20);
                long t22 = (long)(int)((long)t6 + t12);
                __m256i t23 = _mm256_load_si256((const __m256i *)(a + t22));
                __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
                __m256i t25 = _mm256_cmpeq_epi32(t23, t24);
                long t26 = (long)(int)((long)t6 + t13);
                __m256i t27 = _mm256_load_si256((const __m256i *)(a + t26));
                __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t26));
                __m256i t29 = _mm256_cmpeq_epi32(t27, t28);
                __m256i t30 = _mm256_or_si256(t17, t21);
                __m256i t31 = _mm256_or_si256(t30, t25);
                __m256i t32 = _mm256_or_si256(t31, t29);
                if ((_mm256_movemask_epi8(t32) != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L37:
    for (; i < n; i++) {
        long t36 = (long)i;
        if (a[t36] == b[t36]) {
            return i;
        }
    }
    return -1;
}

/* `b` is read only after `a`'s test, which may leave first: the page test of `b` covers the
 * element before the first lane, which the scalar loop read (`AlignPeel::also_after_exit`).
 * The driver also gives it a `b` that ends (at a PROT_NONE page) where `a` has its zero. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int two_tests(int n, const int *a, const int *b) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t9;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)(((0UL - t3 - 4UL) & 63UL) + 4UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L29;
        }
        long t8 = (long)t6;
        if (a[t8] == 0) {
            i = t6;
            goto L29;
        }
        if (b[t8] == 0) {
            i = t6;
            goto L29;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 16L) & t5) {
        long t2 = t9 & -16L;
        unsigned long t10 = (unsigned long)b + (unsigned long)(-4L + t4 * 4L);
        long t1 = 0L;
        for (;;) {
            long t11 = t1 + 8L;
            if (((t10 + (unsigned long)t1 * 4UL) & 4095UL) > 4028UL) {
                long t26 = 0L;
                for (int t25 = (int)((long)t6 + t1); t26 < 16L; t25++, t26++) {
                    if (t25 >= n) {
                        i = t25;
                        goto L29;
                    }
                    long t27 = (long)t25;
                    if (a[t27] == 0) {
                        i = t25;
                        goto L29;
                    }
                    if (b[t27] == 0) {
                        i = t25;
                        goto L29;
                    }
                }
                t1 += 16L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t12 = (long)(int)((long)t6 + t1);
                __m256i t13 = _mm256_load_si256((const __m256i *)(a + t12));
                __m256i t14 = _mm256_cmpeq_epi32(t13, _mm256_set1_epi32(0));
                __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t12));
                __m256i t16 = _mm256_cmpeq_epi32(t15, _mm256_set1_epi32(0));
                long t17 = (long)(int)((long)t6 + t11);
                __m256i t18 = _mm256_load_si256((const __m256i *)(a + t17));
                __m256i t19 = _mm256_cmpeq_epi32(t18, _mm256_set1_epi32(0));
                __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t17));
                __m256i t21 = _mm256_cmpeq_epi32(t20, _mm256_set1_epi32(0));
                __m256i t22 = _mm256_or_si256(t14, t19);
                __m256i t23 = _mm256_or_si256(t22, t16);
                __m256i t24 = _mm256_or_si256(t23, t21);
                if ((_mm256_movemask_epi8(t24) != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 16L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L29:
    for (; i < n; i++) {
        long t28 = (long)i;
        if (a[t28] == 0) {
            return i;
        }
        if (b[t28] == 0) {
            return -i;
        }
    }
    return n;
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
        int *a = guarded(n, sizeof(int)), *b = guarded(n, sizeof(int)), *c = guarded(n, sizeof(int));
        unsigned char *s = guarded(n, 1);
        short *h = guarded(n, sizeof(short));
        double *d = guarded(n, sizeof(double));
        FILL(a, n, 1, 100);
        FILL(b, n, 200, 100);
        FILL(s, n, 1, 200);
        FILL(h, n, 1, 300);
        FILL(d, n, -50, 100);
        uint64_t acc = 0;
        /* pos: the match at the first, a middle, the last element, or none (-1). */
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            /* past: a bound beyond the array, only where the scalar loop stops at a match inside it. */
            int past = pos >= 0 ? n + 1000 : n;
            if (pos >= 0)
                a[pos] = -7, s[pos] = 250, h[pos] = 0, d[pos] = 1000.0;
            int r1 = find_i32(n, a, -7), r2 = find_i32(past, a, -7);
            long r3 = find_u8(n, s, 250), r4 = find_u8(past, s, 250);
            int r5 = until_zero_i16(n, h), r6 = until_zero_i16(past, h);
            int r7 = first_above_f64(0, n, d, 60.0), r8 = first_above_f64(pos >= 3 ? 3 : pos >= 0 ? pos : n > 3 ? 3 : 0, past, d, 60.0);
            memset(c, 0, (size_t)n * sizeof(int));
            int r9 = copy_until_neg(past, a, c);
            uint64_t hc = HASH(c, n);
            long r10 = sum_until(n, a, -7), r11 = sum_until(past, a, -7);
            int r12 = first_equal(n, a, b), r13 = two_tests(n, a, b);
            /* two_tests on a copy of `a` with a zero at pos and a `b` of pos elements, without a
               zero or with one at pos / 2. */
            int r14 = 0, r15 = 0;
            if (pos >= 0) {
                int *az = guarded(n, sizeof(int)), *bz = guarded(pos, sizeof(int));
                memcpy(az, a, (size_t)n * sizeof(int));
                az[pos] = 0;
                FILL(bz, pos, 1, 100);
                r14 = two_tests(past, az, bz);
                if (pos > 0)
                    bz[pos / 2] = 0;
                r15 = two_tests(past, az, bz);
                release(az, n, sizeof(int)), release(bz, pos, sizeof(int));
            }
            printf("n=%d pos=%d: %d %d %ld %ld %d %d %d %d %d %llx %ld %ld %d %d %d %d\n", n, pos, r1, r2, r3, r4, r5, r6, r7, r8,
                   r9, (unsigned long long)hc, r10, r11, r12, r13, r14, r15);
            acc += (uint64_t)r1;
            if (pos >= 0)
                a[pos] = 5, s[pos] = 7, h[pos] = 9, d[pos] = 0.5;
        }
        release(a, n, sizeof(int)), release(b, n, sizeof(int)), release(c, n, sizeof(int));
        release(s, n, 1), release(h, n, sizeof(short)), release(d, n, sizeof(double));
    }
    return 0;
}
