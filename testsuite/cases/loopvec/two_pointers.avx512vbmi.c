/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int common_prefix(int n, const int *a, const int *b) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t8;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L29;
        }
        long t7 = (long)t5;
        if ((a[t7] == b[t7]) == 0) {
            i = t5;
            goto L29;
        }
    }
    t8 = (long)n - t3;
    if ((t8 >= 32L) & t4) {
        long t1 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(t3 * 4L);
        long i_vec = 0L;
        /* vcc: loop at two_pointers.c:22 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)i_vec * 4UL) & 4095UL) > 3968UL) {
                long t26 = 0L;
                for (int t25 = (int)((long)t5 + i_vec); t26 < 32L; t25++, t26++) {
                    if (t25 >= n) {
                        i = t25;
                        goto L29;
                    }
                    long t27 = (long)t25;
                    if ((a[t27] == b[t27]) == 0) {
                        i = t25;
                        goto L29;
                    }
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t10 = (long)(int)((long)t5 + i_vec);
                __m256i a_v = _mm256_load_si256((const __m256i *)(a + t10));
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t10));
                __m256i t11 = _mm256_cmpeq_epi32(a_v, b_v);
                long t12 = (long)(int)((long)t5 + (i_vec + 8L));
                __m256i a_v_1 = _mm256_load_si256((const __m256i *)(a + t12));
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t12));
                __m256i t13 = _mm256_cmpeq_epi32(a_v_1, b_v_1);
                long t14 = (long)(int)((long)t5 + (i_vec + 16L));
                __m256i a_v_2 = _mm256_load_si256((const __m256i *)(a + t14));
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t14));
                __m256i t15 = _mm256_cmpeq_epi32(a_v_2, b_v_2);
                long t16 = (long)(int)((long)t5 + (i_vec + 24L));
                __m256i a_v_3 = _mm256_load_si256((const __m256i *)(a + t16));
                __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t16));
                __m256i t17 = _mm256_cmpeq_epi32(a_v_3, b_v_3);
                __m256i t18 = (__m256i)~(vcc_m8)t11;
                __m256i t19 = (__m256i)~(vcc_m8)t13;
                __m256i t20 = _mm256_or_si256(t18, t19);
                __m256i t21 = (__m256i)~(vcc_m8)t15;
                __m256i t22 = _mm256_or_si256(t20, t21);
                __m256i t23 = (__m256i)~(vcc_m8)t17;
                __m256i t24 = _mm256_or_si256(t22, t23);
                if ((_mm256_movemask_epi8(t24) != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L29:
    for (; i < n; i++) {
        long t28 = (long)i;
        if ((a[t28] == b[t28]) == 0) {
            break;
        }
    }
    return i;
}

/* bytes, the difference returned (memcmp). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int my_memcmp(const unsigned char *a, const unsigned char *b, long n) {
    vcc_no_contract_body
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    t2 = (long)((0UL - (unsigned long)a) & 31UL);
    t4 = 0L;
    for (t3 = 0L; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L30;
        }
        if ((int)a[t3] != (int)b[t3]) {
            i = t3;
            goto L30;
        }
    }
    t5 = n - t2;
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        unsigned long t6 = (unsigned long)b + (unsigned long)(t2 * 1L);
        long i_vec = 0L;
        /* vcc: loop at two_pointers.c:29 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 32 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t6 + (unsigned long)i_vec * 1UL) & 4095UL) > 4064UL) {
                long t27 = 0L;
                for (long t26 = t3 + i_vec; t27 < 32L; t26++, t27++) {
                    if (t26 >= n) {
                        i = t26;
                        goto L30;
                    }
                    if ((int)a[t26] != (int)b[t26]) {
                        i = t26;
                        goto L30;
                    }
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t7 = t3 + i_vec;
                vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + t7);
                vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + t7);
                __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
                __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
                __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, t9, _MM_CMPINT_NE));
                long t11 = t3 + (i_vec + 8L);
                vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t11);
                vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t11);
                __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
                __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
                __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, t13, _MM_CMPINT_NE));
                long t15 = t3 + (i_vec + 16L);
                vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t15);
                vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t15);
                __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
                __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
                __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, t17, _MM_CMPINT_NE));
                long t19 = t3 + (i_vec + 24L);
                vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t19);
                vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t19);
                __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
                __m256i t21 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
                __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t20, t21, _MM_CMPINT_NE));
                __m256i t23 = _mm256_or_si256(t10, t14);
                __m256i t24 = _mm256_or_si256(t23, t18);
                __m256i t25 = _mm256_or_si256(t24, t22);
                if ((_mm256_movemask_epi8(t25) != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = t3 + t1;
    } else {
        i = t3;
    }
L30:
    for (; i < n; i++) {
        int t28 = (int)a[i];
        int t29 = (int)b[i];
        if (t28 != t29) {
            return t28 - t29;
        }
    }
    return 0;
}

/* No counted exit: the arrays differ at their last element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) long mismatch(const short *a, const short *b) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0L; t6 < t3; t5++, t6++) {
        if ((int)a[t5] != (int)b[t5]) {
            i = t5;
            goto L18;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        unsigned long t8 = (unsigned long)b + (unsigned long)(t3 * 2L);
        long i_vec = 0L;
        /* vcc: loop at two_pointers.c:38 vectorized: VF 16, UF 2, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 64 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t8 + (unsigned long)i_vec * 2UL) & 4095UL) > 4032UL) {
                long t17 = 0L;
                for (long t16 = t5 + i_vec; t17 < 32L; t16++, t17++) {
                    if ((int)a[t16] != (int)b[t16]) {
                        i = t16;
                        goto L18;
                    }
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t9 = t5 + i_vec;
                __m256i a_v = _mm256_load_si256((const __m256i *)(a + t9));
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t9));
                __mmask16 t10 = _mm256_cmp_epi16_mask(a_v, b_v, _MM_CMPINT_EQ);
                long t11 = t5 + (i_vec + 16L);
                __m256i a_v_1 = _mm256_load_si256((const __m256i *)(a + t11));
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t11));
                __mmask16 t12 = _mm256_cmp_epi16_mask(a_v_1, b_v_1, _MM_CMPINT_EQ);
                __mmask16 t13 = _knot_mask16(t10);
                __mmask16 t14 = _knot_mask16(t12);
                __mmask16 t15 = _kor_mask16(t13, t14);
                if ((t15 != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = t5 + t1;
    } else {
        i = t5;
    }
L18:
    while ((int)a[i] == (int)b[i]) {
        i++;
    }
    return i;
}

/* A reduction: `b` aligned by the peel where it is misaligned alike, else the scalar loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int prefix_sum(int n, const int *a, const int *b) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    long t7;
    int t9;
    long t10;
    vcc_v8_uint s_v_2;
    vcc_v8_uint s_v_3;
    int i;
    int s;
    int t20;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = ((t2 & 3UL) == 0UL) & (((t2 ^ (unsigned long)b) & 63UL) == 0UL);
    t6 = 0;
    t7 = 0L;
    for (t5 = 0; t7 < t3; t5++, t6 += t9, t7++) {
        if (t5 >= n) {
            i = t5;
            s = t6;
            goto L21;
        }
        long t8 = (long)t5;
        t9 = a[t8];
        if ((t9 == b[t8]) == 0) {
            i = t5;
            s = t6;
            goto L21;
        }
    }
    t10 = (long)n - t3;
    if ((t10 >= 16L) & t4) {
        long t1 = t10 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at two_pointers.c:46 vectorized: VF 8, UF 2, early exit, peeled to align `a` to 64 bytes (and `b` where it is misaligned alike), scalar epilogue */
        for (;;) {
            long t11 = (long)(int)((long)t5 + i_vec);
            __m256i a_v = _mm256_load_si256((const __m256i *)(a + t11));
            __m256i b_v = _mm256_load_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_cmpeq_epi32(a_v, b_v);
            long t13 = (long)(int)((long)t5 + (i_vec + 8L));
            __m256i a_v_1 = _mm256_load_si256((const __m256i *)(a + t13));
            __m256i b_v_1 = _mm256_load_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_cmpeq_epi32(a_v_1, b_v_1);
            __m256i t15 = (__m256i)~(vcc_m8)t12;
            __m256i t16 = (__m256i)~(vcc_m8)t14;
            __m256i t17 = _mm256_or_si256(t15, t16);
            if ((_mm256_movemask_epi8(t17) != 0)) {
                t1 = i_vec;
                s_v_2 = (vcc_v8_uint)(__m256i)s_v;
                s_v_3 = (vcc_v8_uint)(__m256i)s_v_1;
                break;
            }
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, a_v);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, a_v_1);
            i_vec += 16L;
            if (i_vec >= t1) {
                s_v_2 = (vcc_v8_uint)(__m256i)s_v;
                s_v_3 = (vcc_v8_uint)(__m256i)s_v_1;
                break;
            }
        }
        __m256i t18 = _mm256_add_epi32((__m256i)s_v_2, (__m256i)s_v_3);
        i = (int)((long)t5 + t1);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(t18));
    } else {
        i = t5;
        s = t6;
    }
L21:
    for (; i < n; i++, s += t20) {
        long t19 = (long)i;
        t20 = a[t19];
        if ((t20 == b[t19]) == 0) {
            break;
        }
    }
    return s + i;
}

/* `b` is read only where `*a` is not zero, after the first exit test: a vector iteration's first
 * lane of `b` may be one the scalar loop does not read, but the one before it was read (the peel
 * runs at least one iteration), and the page test covers it too (`AlignPeel::also_after_exit`). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int my_strcmp(const char *a, const char *b) {
    vcc_no_contract_body
    long t3;
    const char *t4;
    const char *t5;
    long t6;
    long t8;
    const char *a_1;
    const char *b_1;
    char t19;
    t3 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t5 = b;
    t6 = 0L;
    for (t4 = a; t6 < t3; t4 = t4 + 1, t5 = t5 + 1, t6++) {
        char t7 = *t4;
        if (!t7) {
            a_1 = t4;
            b_1 = t5;
            goto L20;
        }
        if (((int)t7 == (int)*t5) == 0) {
            a_1 = t4;
            b_1 = t5;
            goto L20;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        long t2 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        long t1 = 0L;
        /* vcc: loop at two_pointers.c:57 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 32 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                const char *t16 = t5 + t1;
                long t17 = 0L;
                for (const char *t15 = t4 + t1; t17 < 32L; t15 = t15 + 1, t16 = t16 + 1, t17++) {
                    char t18 = *t15;
                    if (!t18) {
                        a_1 = t15;
                        b_1 = t16;
                        goto L20;
                    }
                    if (((int)t18 == (int)*t16) == 0) {
                        a_1 = t15;
                        b_1 = t16;
                        goto L20;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                __m256i a_v = _mm256_load_si256((const __m256i *)(t4 + t1));
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(t5 + t1));
                __mmask32 t10 = _mm256_cmp_epi8_mask(a_v, b_v, _MM_CMPINT_EQ);
                __mmask32 t11 = _mm256_cmp_epi8_mask(a_v, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                __mmask32 t12 = _knot_mask32(t11);
                __mmask32 t13 = _knot_mask32(t10);
                __mmask32 t14 = _kor_mask32(t12, t13);
                if ((t14 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        a_1 = t4 + t2;
        b_1 = t5 + t2;
    } else {
        a_1 = t4;
        b_1 = t5;
    }
L20:
    for (;; a_1 = a_1 + 1, b_1 = b_1 + 1) {
        t19 = *a_1;
        if (!t19) {
            break;
        }
        if (((int)t19 == (int)*b_1) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t19 - (int)(unsigned char)*b_1;
}

/* As my_strcmp, but `b` is not read at the end: the driver's `b` may hold only the characters
 * the loop compares, ending at a PROT_NONE page where `a` has its terminator. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) long equal_prefix(const char *a, const char *b) {
    vcc_no_contract_body
    long t2;
    long t3;
    long t4;
    long t6;
    long i;
    t2 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t4 = 0L;
    for (t3 = 0L; t4 < t2; t3++, t4++) {
        int t5 = (int)a[t3];
        if (t5 == 0) {
            i = t3;
            goto L18;
        }
        if ((t5 == (int)b[t3]) == 0) {
            i = t3;
            goto L18;
        }
    }
    t6 = 1152921504606846976L - t2;
    if ((t6 >= 32L) & 1) {
        long t1 = t6 & -32L;
        unsigned long t7 = (unsigned long)b + (unsigned long)(-1L + t2 * 1L);
        long i_vec = 0L;
        /* vcc: loop at two_pointers.c:68 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 32 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t7 + (unsigned long)i_vec * 1UL) & 4095UL) > 4063UL) {
                long t15 = 0L;
                for (long t14 = t3 + i_vec; t15 < 32L; t14++, t15++) {
                    int t16 = (int)a[t14];
                    if (t16 == 0) {
                        i = t14;
                        goto L18;
                    }
                    if ((t16 == (int)b[t14]) == 0) {
                        i = t14;
                        goto L18;
                    }
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t8 = t3 + i_vec;
                __m256i a_v = _mm256_load_si256((const __m256i *)(a + t8));
                __mmask32 t9 = _mm256_cmp_epi8_mask(a_v, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t8));
                __mmask32 t10 = _mm256_cmp_epi8_mask(a_v, b_v, _MM_CMPINT_EQ);
                __mmask32 t11 = _knot_mask32(t9);
                __mmask32 t12 = _knot_mask32(t10);
                __mmask32 t13 = _kor_mask32(t11, t12);
                if ((t13 != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = t3 + t1;
    } else {
        i = t3;
    }
L18:
    for (;; i++) {
        int t17 = (int)a[i];
        if (t17 == 0) {
            break;
        }
        if ((t17 == (int)b[i]) == 0) {
            break;
        }
    }
    return i;
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
