/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
/* vcc-test: also-target avx512vbmi */
/* Early exits that read two pointers of unknown extent (memcmp-like): the peel (`peel.rs`)
 * aligns the first. The second is read unaligned, and a vector iteration whose loads of it would
 * cross a page runs as scalar iterations (`peel::page_checked`), after which the vector loop goes
 * on; in a loop with a reduction the vector loop runs only where the second has the first's
 * misalignment modulo the vector iteration's bytes (a test in the guard, `AlignPeel::also`).
 * Layouts (`shift`): both arrays end at a PROT_NONE page (`guarded`); or one of them ends
 * `|shift|` elements before it (the other ends at it), so they are misaligned differently. The
 * counted kernels are told a count 100 beyond the arrays when they differ (they stop at the
 * difference): a vector load of the second pointer past the block of the exiting iteration
 * segfaults. Mismatches at the first, a middle and the last element, the first of each array's
 * second page (inside a scalar stretch) and 16 elements on (after it), and none; arrays of up to 9001 elements, which cross
 * pages in the middle (the vector loop resumes after a stretch). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* int, a counted exit and the comparison. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int common_prefix(int n, const int *a, const int *b) {
    vcc_no_contract_body
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
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t38;
    long t39;
    int i_1;
    long t40;
    int i_2;
    long t41;
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
            goto L42;
        }
        t8 = (long)i;
        if ((a[t8] == b[t8]) == 0) {
            i_2 = i;
            goto L42;
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
                t39 = 0L;
                for (t38 = (int)((long)t9 + t1); t39 < 32L; t38 = i_1 + 1, t39++) {
                    i_1 = t38;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L42;
                    }
                    t40 = (long)i_1;
                    if ((a[t40] == b[t40]) == 0) {
                        i_2 = i_1;
                        goto L42;
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
                t31 = (__m256i)~(vcc_m8)t18;
                t32 = (__m256i)~(vcc_m8)t22;
                t33 = _mm256_or_si256(t31, t32);
                t34 = (__m256i)~(vcc_m8)t26;
                t35 = _mm256_or_si256(t33, t34);
                t36 = (__m256i)~(vcc_m8)t30;
                t37 = _mm256_or_si256(t35, t36);
                if ((_mm256_movemask_epi8(t37) != 0)) {
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
L42:
    for (; i_2 < n; i_2++) {
        t41 = (long)i_2;
        if ((a[t41] == b[t41]) == 0) {
            break;
        }
    }
    return i_2;
}

/* bytes, the difference returned (memcmp). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int my_memcmp(const unsigned char *a, const unsigned char *b, long n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    long t6;
    long t7;
    unsigned long t8;
    long t9;
    long t10;
    long t11;
    long t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    vcc_v8_uchar t19;
    vcc_v8_uchar t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    vcc_v8_uchar t25;
    vcc_v8_uchar t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    vcc_v8_uchar t31;
    vcc_v8_uchar t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    long t39;
    long t40;
    long i_1;
    long i_2;
    int t41;
    int t42;
    t3 = (long)((0UL - ((unsigned long)a + (unsigned long)0L)) & 31UL);
    t4 = 0L;
    t5 = 0L;
    for (;; t4 = i + 1L, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_2 = i;
            goto L43;
        }
        if ((int)a[i] != (int)b[i]) {
            i_2 = i;
            goto L43;
        }
    }
    t7 = n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = (unsigned long)b + (unsigned long)(0L + t3 * 1L);
        t1 = 0L;
        for (;;) {
            t9 = t1 + 8L;
            t10 = t1 + 16L;
            t11 = t1 + 24L;
            if (((t8 + (unsigned long)t1 * 1UL) & 4095UL) > 4064UL) {
                t40 = 0L;
                for (t39 = t6 + t1; t40 < 32L; t39 = i_1 + 1L, t40++) {
                    i_1 = t39;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L43;
                    }
                    if ((int)a[i_1] != (int)b[i_1]) {
                        i_2 = i_1;
                        goto L43;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t12 = t6 + t1;
                t13 = vcc_load(vcc_v8_uchar, a + t12);
                t14 = vcc_load(vcc_v8_uchar, b + t12);
                t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
                t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14));
                t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, t16, _MM_CMPINT_NE));
                t18 = t6 + t9;
                t19 = vcc_load(vcc_v8_uchar, a + t18);
                t20 = vcc_load(vcc_v8_uchar, b + t18);
                t21 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t19));
                t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t20));
                t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t21, t22, _MM_CMPINT_NE));
                t24 = t6 + t10;
                t25 = vcc_load(vcc_v8_uchar, a + t24);
                t26 = vcc_load(vcc_v8_uchar, b + t24);
                t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t25));
                t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
                t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t27, t28, _MM_CMPINT_NE));
                t30 = t6 + t11;
                t31 = vcc_load(vcc_v8_uchar, a + t30);
                t32 = vcc_load(vcc_v8_uchar, b + t30);
                t33 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
                t34 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t32));
                t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t33, t34, _MM_CMPINT_NE));
                t36 = _mm256_or_si256(t17, t23);
                t37 = _mm256_or_si256(t36, t29);
                t38 = _mm256_or_si256(t37, t35);
                if ((_mm256_movemask_epi8(t38) != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = t6 + t2;
    } else {
        i_2 = t6;
    }
L43:
    for (; i_2 < n; i_2++) {
        t41 = (int)a[i_2];
        t42 = (int)b[i_2];
        if (t41 != t42) {
            return t41 - t42;
        }
    }
    return 0;
}

/* No counted exit: the arrays differ at their last element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) long mismatch(const short *a, const short *b) {
    vcc_no_contract_body
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
    unsigned long t10;
    long t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __mmask16 t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __mmask16 t23;
    __mmask16 t24;
    __mmask16 t25;
    __mmask16 t26;
    long t27;
    long t28;
    long i_1;
    long i_2;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t6 = 0L;
    t7 = 0L;
    for (;; t6 = i + 1L, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if ((int)a[i] != (int)b[i]) {
            i_2 = i;
            goto L29;
        }
    }
    t9 = 1152921504606846976L - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = (unsigned long)b + (unsigned long)(0L + t4 * 2L);
        t1 = 0L;
        for (;;) {
            t11 = t1 + 16L;
            if (((t10 + (unsigned long)t1 * 2UL) & 4095UL) > 4032UL) {
                t28 = 0L;
                for (t27 = t8 + t1; t28 < 32L; t27 = i_1 + 1L, t28++) {
                    i_1 = t27;
                    if ((int)a[i_1] != (int)b[i_1]) {
                        i_2 = i_1;
                        goto L29;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t12 = t8 + t1;
                t13 = _mm256_load_si256((const __m256i *)(a + t12));
                t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
                t15 = t13;
                t16 = t14;
                t17 = _mm256_cmp_epi16_mask(t15, t16, _MM_CMPINT_EQ);
                t18 = t8 + t11;
                t19 = _mm256_load_si256((const __m256i *)(a + t18));
                t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
                t21 = t19;
                t22 = t20;
                t23 = _mm256_cmp_epi16_mask(t21, t22, _MM_CMPINT_EQ);
                t24 = _knot_mask16(t17);
                t25 = _knot_mask16(t23);
                t26 = _kor_mask16(t24, t25);
                if ((t26 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = t8 + t2;
    } else {
        i_2 = t8;
    }
L29:
    while ((int)a[i_2] == (int)b[i_2]) {
        i_2++;
    }
    return i_2;
}

/* A reduction: `b` aligned by the peel where it is misaligned alike, else the scalar loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int prefix_sum(int n, const int *a, const int *b) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    int t9;
    long t10;
    int i;
    int s;
    long t11;
    int t12;
    int t13;
    int t14;
    long t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i_1;
    int s_1;
    long t32;
    int t33;
    t5 = (unsigned long)a + (unsigned long)0L;
    t6 = (long)((0UL - t5) & 63UL) / 4L;
    t7 = ((t5 & 3UL) == 0UL) & (((t5 ^ ((unsigned long)b + (unsigned long)0L)) & 63UL) == 0UL);
    t8 = 0;
    t9 = 0;
    t10 = 0L;
    for (;; t8 = i + 1, t9 = s + t12, t10++) {
        if (t10 >= t6) {
            t13 = t8;
            t14 = t9;
            break;
        }
        i = t8;
        s = t9;
        if (i >= n) {
            i_1 = i;
            s_1 = s;
            goto L35;
        }
        t11 = (long)i;
        t12 = a[t11];
        if ((t12 == b[t11]) == 0) {
            i_1 = i;
            s_1 = s;
            goto L35;
        }
    }
    t15 = (long)n - t6;
    if ((t15 >= 16L) & t7) {
        t4 = t15 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        for (;;) {
            t16 = (long)(int)((long)t13 + t1);
            t17 = _mm256_load_si256((const __m256i *)(a + t16));
            t18 = _mm256_load_si256((const __m256i *)(b + t16));
            t19 = _mm256_cmpeq_epi32(t17, t18);
            t20 = (long)(int)((long)t13 + (t1 + 8L));
            t21 = _mm256_load_si256((const __m256i *)(a + t20));
            t22 = _mm256_load_si256((const __m256i *)(b + t20));
            t23 = _mm256_cmpeq_epi32(t21, t22);
            t24 = (__m256i)~(vcc_m8)t19;
            t25 = (__m256i)~(vcc_m8)t23;
            t26 = _mm256_or_si256(t24, t25);
            if ((_mm256_movemask_epi8(t26) != 0)) {
                break;
            }
            t27 = t17;
            t2 = _mm256_add_epi32(t2, t27);
            t28 = t21;
            t3 = _mm256_add_epi32(t3, t28);
            t1 += 16L;
            if (t1 >= t4) {
                t29 = t2;
                t30 = t3;
                goto L34;
            }
        }
        t4 = t1;
        t29 = t2;
        t30 = t3;
    L34:
        t31 = _mm256_add_epi32(t29, t30);
        i_1 = (int)((long)t13 + t4);
        s_1 = (int)((unsigned int)t14 + vcc_avx2_sum_epi32(t31));
    } else {
        i_1 = t13;
        s_1 = t14;
    }
L35:
    for (; i_1 < n; i_1++, s_1 += t33) {
        t32 = (long)i_1;
        t33 = a[t32];
        if ((t33 == b[t32]) == 0) {
            break;
        }
    }
    return s_1 + i_1;
}

/* `b` is read only where `*a` is not zero, after the first exit test: a vector iteration's first
 * lane of `b` may be one the scalar loop does not read, but the one before it was read (the peel
 * runs at least one iteration), and the page test covers it too (`AlignPeel::also_after_exit`). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int my_strcmp(const char *a, const char *b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    const char *t4;
    const char *t5;
    long t6;
    const char *a_1;
    const char *b_1;
    char t7;
    const char *t8;
    const char *t9;
    long t10;
    unsigned long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __mmask32 t16;
    __mmask32 t17;
    __mmask32 t18;
    __mmask32 t19;
    __mmask32 t20;
    const char *t21;
    const char *t22;
    long t23;
    const char *a_2;
    const char *b_2;
    char t24;
    const char *a_3;
    const char *b_3;
    char t25;
    t3 = (long)(((0UL - ((unsigned long)a + (unsigned long)0L) - 1UL) & 31UL) + 1UL);
    t4 = a;
    t5 = b;
    t6 = 0L;
    for (;; t4 = a_1 + 1, t5 = b_1 + 1, t6++) {
        if (t6 >= t3) {
            t8 = t4;
            t9 = t5;
            break;
        }
        a_1 = t4;
        b_1 = t5;
        t7 = *a_1;
        if (!t7) {
            a_3 = a_1;
            b_3 = b_1;
            goto L26;
        }
        if (((int)t7 == (int)*b_1) == 0) {
            a_3 = a_1;
            b_3 = b_1;
            goto L26;
        }
    }
    t10 = 1152921504606846976L - t3;
    if ((t10 >= 32L) & 1) {
        t2 = t10 & -32L;
        t11 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        t1 = 0L;
        for (;;) {
            if (((t11 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                t22 = t9 + t1;
                t23 = 0L;
                for (t21 = t8 + t1; t23 < 32L; t21 = a_2 + 1, t22 = b_2 + 1, t23++) {
                    a_2 = t21;
                    b_2 = t22;
                    t24 = *a_2;
                    if (!t24) {
                        a_3 = a_2;
                        b_3 = b_2;
                        goto L26;
                    }
                    if (((int)t24 == (int)*b_2) == 0) {
                        a_3 = a_2;
                        b_3 = b_2;
                        goto L26;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t12 = _mm256_load_si256((const __m256i *)(t8 + t1));
                t13 = _mm256_loadu_si256((const __m256i *)(t9 + t1));
                t14 = t12;
                t15 = t13;
                t16 = _mm256_cmp_epi8_mask(t14, t15, _MM_CMPINT_EQ);
                t17 = _mm256_cmp_epi8_mask(t12, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                t18 = _knot_mask32(t17);
                t19 = _knot_mask32(t16);
                t20 = _kor_mask32(t18, t19);
                if ((t20 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        a_3 = t8 + t2;
        b_3 = t9 + t2;
    } else {
        a_3 = t8;
        b_3 = t9;
    }
L26:
    for (;; a_3 = a_3 + 1, b_3 = b_3 + 1) {
        t25 = *a_3;
        if (!t25) {
            break;
        }
        if (((int)t25 == (int)*b_3) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t25 - (int)(unsigned char)*b_3;
}

/* As my_strcmp, but `b` is not read at the end: the driver's `b` may hold only the characters
 * the loop compares, ending at a PROT_NONE page where `a` has its terminator. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) long equal_prefix(const char *a, const char *b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    int t6;
    long t7;
    long t8;
    unsigned long t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __mmask32 t13;
    __m256i t14;
    __m256i t15;
    __mmask32 t16;
    __mmask32 t17;
    __mmask32 t18;
    __mmask32 t19;
    long t20;
    long t21;
    long i_1;
    int t22;
    long i_2;
    int t23;
    t3 = (long)(((0UL - ((unsigned long)a + (unsigned long)0L) - 1UL) & 31UL) + 1UL);
    t4 = 0L;
    t5 = 0L;
    for (;; t4 = i + 1L, t5++) {
        if (t5 >= t3) {
            t7 = t4;
            break;
        }
        i = t4;
        t6 = (int)a[i];
        if (t6 == 0) {
            i_2 = i;
            goto L24;
        }
        if ((t6 == (int)b[i]) == 0) {
            i_2 = i;
            goto L24;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        t2 = t8 & -32L;
        t9 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        t1 = 0L;
        for (;;) {
            if (((t9 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                t21 = 0L;
                for (t20 = t7 + t1; t21 < 32L; t20 = i_1 + 1L, t21++) {
                    i_1 = t20;
                    t22 = (int)a[i_1];
                    if (t22 == 0) {
                        i_2 = i_1;
                        goto L24;
                    }
                    if ((t22 == (int)b[i_1]) == 0) {
                        i_2 = i_1;
                        goto L24;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t10 = t7 + t1;
                t11 = _mm256_load_si256((const __m256i *)(a + t10));
                t12 = t11;
                t13 = _mm256_cmp_epi8_mask(t12, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                t14 = _mm256_loadu_si256((const __m256i *)(b + t10));
                t15 = t14;
                t16 = _mm256_cmp_epi8_mask(t12, t15, _MM_CMPINT_EQ);
                t17 = _knot_mask32(t13);
                t18 = _knot_mask32(t16);
                t19 = _kor_mask32(t17, t18);
                if ((t19 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = t7 + t2;
    } else {
        i_2 = t7;
    }
L24:
    for (;; i_2++) {
        t23 = (int)a[i_2];
        if (t23 == 0) {
            break;
        }
        if ((t23 == (int)b[i_2]) == 0) {
            break;
        }
    }
    return i_2;
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

/* The first element of `p`'s second page (elements of `size` bytes), or -1 past n. */
static int page_cross(const void *p, size_t size, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t into = (page - (uintptr_t)p % page) % page;
    int k = (int)((into + size - 1) / size);
    return k < n ? k : -1;
}

static void run(int n) {
    /* n elements and one more, where `mismatch`'s arrays always differ. */
    int m = n + 1;
    int shifts[5] = {0, 1, 3, -1, -3};
    for (int t = 0; t < 5; t++) {
        int sh = shifts[t];
        /* Slack after the first arrays (sh < 0) or after the second ones (sh > 0). */
        int ma = m + (sh < 0 ? -sh : 0), mb = m + (sh > 0 ? sh : 0);
        int *a = guarded(ma, sizeof(int)), *b = guarded(mb, sizeof(int));
        unsigned char *c = guarded(ma, 1), *d = guarded(mb, 1);
        short *h = guarded(ma, sizeof(short)), *g = guarded(mb, sizeof(short));
        /* And where each second array enters its second page, and 16 elements later (in the
           vector iteration after the scalar stretch). */
        int kb = page_cross(b, sizeof(int), n), kd = page_cross(d, 1, n), kg = page_cross(g, sizeof(short), n);
        int positions[10] = {0, n / 2, n - 1, -1, kb, kd, kg, kb + 16, kd + 16, kg + 16};
        for (int k = 0; k < 10; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (k >= 4 && (pos < 0 || pos >= n || positions[k - (k >= 7 ? 3 : 0)] < 0))
                continue;
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
            /* Past the arrays where they differ: the kernels stop at the difference. */
            int lim = pos >= 0 ? n + 100 : n;
            int r1 = common_prefix(lim, a, b);
            int r2 = my_memcmp(c, d, lim);
            long r3 = mismatch(h, g);
            int r4 = my_strcmp((const char *)c, (const char *)d);
            int r5 = prefix_widened(n, a, g);
            int r6 = prefix_sum(lim, a, b);
            printf("n=%d shift=%d pos=%d: %d %d %ld %d %d %d\n", n, sh, pos, r1, r2, r3, r4, r5, r6);
        }
        release(a, ma, sizeof(int)), release(b, mb, sizeof(int));
        release(c, ma, 1), release(d, mb, 1);
        release(h, ma, sizeof(short)), release(g, mb, sizeof(short));
    }
}

/* equal_prefix: `a` holds n characters from `a + sh`, its terminator, and `tail - 1` more
 * characters; `b` only n characters (both end at a PROT_NONE page), equal but at `pos`. A tail
 * of 32 or 64 puts `a`'s terminator at the start of an aligned vector iteration, whose first
 * lane of `b` is the first byte of the PROT_NONE page, which the scalar loop never reads. */
static void run_strings(int n) {
    int layouts[5][2] = {{0, 1}, {5, 1}, {0, 32}, {3, 64}, {1, 7}};
    for (int t = 0; t < 5; t++) {
        int sh = layouts[t][0], tail = layouts[t][1];
        char *a = guarded(sh + n + tail, 1), *b = guarded(n, 1);
        int positions[4] = {-1, 0, n / 2, n - 1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (k > 0 && pos < 0)
                continue;
            for (int i = 0; i < n + tail; i++)
                a[sh + i] = (char)(1 + next_rand() % 120);
            a[sh + n] = 0;
            memcpy(b, a + sh, (size_t)n);
            if (pos >= 0)
                b[pos] = (char)(b[pos] + 1);
            printf("strings n=%d shift=%d tail=%d pos=%d: %ld\n", n, sh, tail, pos, equal_prefix(a + sh, b));
        }
        release(a, sh + n + tail, 1), release(b, n, 1);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        run(n);
        run_strings(n);
    }
    int large[3] = {2047, 4099, 9001};
    for (int k = 0; k < 3; k++) {
        run(large[k]);
        run_strings(large[k]);
    }
    return 0;
}
