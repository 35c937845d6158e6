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
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
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
            goto L23;
        }
        if (a[i] == key) {
            i_1 = i;
            goto L23;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = _mm256_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t11 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t1)));
            t12 = _mm256_cmpeq_epi32(t11, t10);
            t13 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 8L))));
            t14 = _mm256_cmpeq_epi32(t13, t10);
            t15 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 16L))));
            t16 = _mm256_cmpeq_epi32(t15, t10);
            t17 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 24L))));
            t18 = _mm256_cmpeq_epi32(t17, t10);
            t19 = _mm256_or_si256(t12, t14);
            t20 = _mm256_or_si256(t19, t16);
            t21 = _mm256_or_si256(t20, t18);
            if ((_mm256_movemask_epi8(t21) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L22;
            }
        }
        t2 = t1;
    L22:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L23:
    for (; i_1 < n; i_1++) {
        if (a[i_1] == key) {
            return i_1;
        }
    }
    return -1;
}

/* bytes (memchr): 32 lanes. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long find_u8(long n, const unsigned char *s, unsigned char c) {
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
            goto L14;
        }
        if ((int)s[i] == (int)c) {
            i_1 = i;
            goto L14;
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
        i_1 = t6 + t2;
    } else {
        i_1 = t6;
    }
L14:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] == (int)c) {
            break;
        }
    }
    return i_1;
}

/* short, the counted test and the exit in one condition. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int until_zero_i16(int n, const short *a) {
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
            goto L15;
        }
        if (((int)a[i] != 0) == 0) {
            i_1 = i;
            goto L15;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t1)));
            t11 = t10;
            t12 = (__m256i)(vcc_m16)((vcc_v16_short)t11 != (vcc_v16_short)_mm256_set1_epi16((short)0));
            t13 = (__m256i)~(vcc_m16)t12;
            if ((_mm256_movemask_epi8(t13) != 0)) {
                break;
            }
            t1 += 16L;
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

/* double, from a start that is not zero. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int first_above_f64(int lo, int n, const double *a, double t) {
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
    __m256d t10;
    __m256d t11;
    __m128i t12;
    __m256d t13;
    __m128i t14;
    __m256d t15;
    __m128i t16;
    __m256d t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)(0L + (long)lo * 8L);
    t4 = (long)((0UL - t3) & 127UL) / 8L;
    t5 = (t3 & 7UL) == 0UL;
    t6 = lo;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L23;
        }
        if (a[i] > t) {
            i_1 = i;
            goto L23;
        }
    }
    t9 = (long)lo * -1L + (long)n - t4;
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t10 = _mm256_set1_pd(t);
        t1 = 0L;
        for (;;) {
            t11 = _mm256_load_pd(a + (int)((long)t8 + t1));
            t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, t10, _CMP_GT_OQ));
            t13 = _mm256_load_pd(a + (int)((long)t8 + (t1 + 4L)));
            t14 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t13, t10, _CMP_GT_OQ));
            t15 = _mm256_load_pd(a + (int)((long)t8 + (t1 + 8L)));
            t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t15, t10, _CMP_GT_OQ));
            t17 = _mm256_load_pd(a + (int)((long)t8 + (t1 + 12L)));
            t18 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t17, t10, _CMP_GT_OQ));
            t19 = _mm_or_si128(t12, t14);
            t20 = _mm_or_si128(t19, t16);
            t21 = _mm_or_si128(t20, t18);
            if ((_mm_movemask_epi8(t21) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L22;
            }
        }
        t2 = t1;
    L22:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L23:
    for (; i_1 < n; i_1++) {
        if (a[i_1] > t) {
            return i_1;
        }
    }
    return n;
}

/* Stores after the exit test: the peel loop runs them too, the vector loop where no lane leaves. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int copy_until_neg(int n, const int *restrict a, int *restrict b) {
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
    int t10;
    long t11;
    long t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int i_1;
    long t21;
    int t22;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t10 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L24;
        }
        t8 = (long)i;
        t9 = a[t8];
        if (t9 < 0) {
            i_1 = i;
            goto L24;
        }
        b[t8] = t9 * 3;
    }
    t11 = (long)n - t4;
    if ((t11 >= 16L) & t5) {
        t2 = t11 & -16L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t10 + t1);
            t13 = _mm256_load_si256((const __m256i *)(a + t12));
            t14 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t13);
            t15 = (long)(int)((long)t10 + (t1 + 8L));
            t16 = _mm256_load_si256((const __m256i *)(a + t15));
            t17 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t16);
            t18 = _mm256_or_si256(t14, t17);
            if ((_mm256_movemask_epi8(t18) != 0)) {
                break;
            }
            t19 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(b + t12), t19);
            t20 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(b + t15), t20);
            t1 += 16L;
            if (t1 >= t2) {
                goto L23;
            }
        }
        t2 = t1;
    L23:
        i_1 = (int)((long)t10 + t2);
    } else {
        i_1 = t10;
    }
L24:
    for (; i_1 < n; i_1++) {
        t21 = (long)i_1;
        t22 = a[t21];
        if (t22 < 0) {
            break;
        }
        b[t21] = t22 * 3;
    }
    return i_1;
}

/* A sum up to the match: the peel loop's sum is the vector loop's start. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long sum_until(int n, const int *a, int key) {
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    long s;
    unsigned long t8;
    long t9;
    int t10;
    int t11;
    long t12;
    int i;
    long s_1;
    int t13;
    int t14;
    long t15;
    long t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int i_1;
    int t44;
    t8 = (unsigned long)a + (unsigned long)0L;
    t9 = (long)((0UL - t8) & 63UL) / 4L;
    t10 = (t8 & 3UL) == 0UL;
    t11 = 0;
    t1 = 0L;
    t12 = 0L;
    for (;; t11 = i + 1, t12++) {
        if (t12 >= t9) {
            t14 = t11;
            t15 = t1;
            break;
        }
        i = t11;
        s_1 = t1;
        if (i >= n) {
            i_1 = i;
            s = s_1;
            goto L46;
        }
        t13 = a[i];
        if (t13 == key) {
            i_1 = i;
            s = s_1;
            goto L46;
        }
        t1 = s_1 + (long)t13;
    }
    t16 = (long)n - t9;
    if ((t16 >= 16L) & t10) {
        t7 = t16 & -16L;
        t17 = _mm_set1_epi32((int)key);
        t2 = 0L;
        t3 = _mm256_set1_epi64x((long long)0LL);
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t18 = _mm_load_si128((const __m128i *)(a + (int)((long)t14 + t2)));
            t19 = _mm_cmpeq_epi32(t18, t17);
            t20 = _mm_load_si128((const __m128i *)(a + (int)((long)t14 + (t2 + 4L))));
            t21 = _mm_cmpeq_epi32(t20, t17);
            t22 = _mm_load_si128((const __m128i *)(a + (int)((long)t14 + (t2 + 8L))));
            t23 = _mm_cmpeq_epi32(t22, t17);
            t24 = _mm_load_si128((const __m128i *)(a + (int)((long)t14 + (t2 + 12L))));
            t25 = _mm_cmpeq_epi32(t24, t17);
            t26 = _mm_or_si128(t19, t21);
            t27 = _mm_or_si128(t26, t23);
            t28 = _mm_or_si128(t27, t25);
            if ((_mm_movemask_epi8(t28) != 0)) {
                break;
            }
            t29 = _mm256_cvtepi32_epi64(t18);
            t30 = t29;
            t3 = _mm256_add_epi64(t3, t30);
            t31 = _mm256_cvtepi32_epi64(t20);
            t32 = t31;
            t4 = _mm256_add_epi64(t4, t32);
            t33 = _mm256_cvtepi32_epi64(t22);
            t34 = t33;
            t5 = _mm256_add_epi64(t5, t34);
            t35 = _mm256_cvtepi32_epi64(t24);
            t36 = t35;
            t6 = _mm256_add_epi64(t6, t36);
            t2 += 16L;
            if (t2 >= t7) {
                t37 = t3;
                t38 = t4;
                t39 = t5;
                t40 = t6;
                goto L45;
            }
        }
        t7 = t2;
        t37 = t3;
        t38 = t4;
        t39 = t5;
        t40 = t6;
    L45:
        t41 = _mm256_add_epi64(t37, t38);
        t42 = _mm256_add_epi64(t41, t39);
        t43 = _mm256_add_epi64(t42, t40);
        i_1 = (int)((long)t14 + t7);
        s = (long)((unsigned long)t15 + vcc_avx2_reduce_epi64(t43, _mm_add_epi64, unsigned long));
    } else {
        i_1 = t14;
        s = t15;
    }
L46:
    for (; i_1 < n; i_1++) {
        t44 = a[i_1];
        if (t44 == key) {
            break;
        }
        s += (long)t44;
    }
    return s;
}

/* Two pointers of unknown extent before the exit test: the peel aligns `a`, and the vector loop
 * runs where `b` is misaligned alike (here always: both arrays end at a page). */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int first_equal(int n, const int *a, const int *b) {
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
    unsigned long t11;
    long t12;
    long t13;
    long t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    long t35;
    int i_1;
    long t36;
    int i_2;
    long t37;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t9 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_2 = i;
            goto L38;
        }
        t8 = (long)i;
        if (a[t8] == b[t8]) {
            i_2 = i;
            goto L38;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = (unsigned long)b + (unsigned long)(0L + t4 * 4L);
        t1 = 0L;
        for (;;) {
            t12 = t1 + 8L;
            t13 = t1 + 16L;
            t14 = t1 + 24L;
            if (((t11 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                t35 = 0L;
                for (t34 = (int)((long)t9 + t1); t35 < 32L; t34 = i_1 + 1, t35++) {
                    i_1 = t34;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L38;
                    }
                    t36 = (long)i_1;
                    if (a[t36] == b[t36]) {
                        i_2 = i_1;
                        goto L38;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t15 = (long)(int)((long)t9 + t1);
                t16 = _mm256_load_si256((const __m256i *)(a + t15));
                t17 = _mm256_loadu_si256((const __m256i *)(b + t15));
                t18 = _mm256_cmpeq_epi32(t16, t17);
                t19 = (long)(int)((long)t9 + t12);
                t20 = _mm256_load_si256((const __m256i *)(a + t19));
                t21 = _mm256_loadu_si256((const __m256i *)(b + t19));
                t22 = _mm256_cmpeq_epi32(t20, t21);
                t23 = (long)(int)((long)t9 + t13);
                t24 = _mm256_load_si256((const __m256i *)(a + t23));
                t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
                t26 = _mm256_cmpeq_epi32(t24, t25);
                t27 = (long)(int)((long)t9 + t14);
                t28 = _mm256_load_si256((const __m256i *)(a + t27));
                t29 = _mm256_loadu_si256((const __m256i *)(b + t27));
                t30 = _mm256_cmpeq_epi32(t28, t29);
                t31 = _mm256_or_si256(t18, t22);
                t32 = _mm256_or_si256(t31, t26);
                t33 = _mm256_or_si256(t32, t30);
                if ((_mm256_movemask_epi8(t33) != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = (int)((long)t9 + t2);
    } else {
        i_2 = t9;
    }
L38:
    for (; i_2 < n; i_2++) {
        t37 = (long)i_2;
        if (a[t37] == b[t37]) {
            return i_2;
        }
    }
    return -1;
}

/* `b` is read only after `a`'s test, which may leave first: the page test of `b` covers the
 * element before the first lane, which the scalar loop read (`AlignPeel::also_after_exit`).
 * The driver also gives it a `b` that ends (at a PROT_NONE page) where `a` has its zero. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int two_tests(int n, const int *a, const int *b) {
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
    unsigned long t11;
    long t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    long t27;
    int i_1;
    long t28;
    int i_2;
    long t29;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)(((0UL - t3 - 4UL) & 63UL) + 4UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t9 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_2 = i;
            goto L30;
        }
        t8 = (long)i;
        if (a[t8] == 0) {
            i_2 = i;
            goto L30;
        }
        if (b[t8] == 0) {
            i_2 = i;
            goto L30;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        t2 = t10 & -16L;
        t11 = (unsigned long)b + (unsigned long)(-4L + t4 * 4L);
        t1 = 0L;
        for (;;) {
            t12 = t1 + 8L;
            if (((t11 + (unsigned long)t1 * 4UL) & 4095UL) > 4028UL) {
                t27 = 0L;
                for (t26 = (int)((long)t9 + t1); t27 < 16L; t26 = i_1 + 1, t27++) {
                    i_1 = t26;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L30;
                    }
                    t28 = (long)i_1;
                    if (a[t28] == 0) {
                        i_2 = i_1;
                        goto L30;
                    }
                    if (b[t28] == 0) {
                        i_2 = i_1;
                        goto L30;
                    }
                }
                t1 += 16L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t13 = (long)(int)((long)t9 + t1);
                t14 = _mm256_load_si256((const __m256i *)(a + t13));
                t15 = _mm256_cmpeq_epi32(t14, _mm256_set1_epi32((int)0));
                t16 = _mm256_loadu_si256((const __m256i *)(b + t13));
                t17 = _mm256_cmpeq_epi32(t16, _mm256_set1_epi32((int)0));
                t18 = (long)(int)((long)t9 + t12);
                t19 = _mm256_load_si256((const __m256i *)(a + t18));
                t20 = _mm256_cmpeq_epi32(t19, _mm256_set1_epi32((int)0));
                t21 = _mm256_loadu_si256((const __m256i *)(b + t18));
                t22 = _mm256_cmpeq_epi32(t21, _mm256_set1_epi32((int)0));
                t23 = _mm256_or_si256(t15, t20);
                t24 = _mm256_or_si256(t23, t17);
                t25 = _mm256_or_si256(t24, t22);
                if ((_mm256_movemask_epi8(t25) != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 16L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = (int)((long)t9 + t2);
    } else {
        i_2 = t9;
    }
L30:
    for (; i_2 < n; i_2++) {
        t29 = (long)i_2;
        if (a[t29] == 0) {
            return i_2;
        }
        if (b[t29] == 0) {
            return -i_2;
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
