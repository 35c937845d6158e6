/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

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
__attribute__((no_sanitize_address)) int find_i32(int n, const int *a, int key) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L15;
        }
        if (a[t5] == key) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m128i key_v = _mm_set1_epi32((int)key);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:15 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + i_vec)));
            __m128i t8 = _mm_cmpeq_epi32(a_v, key_v);
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 4L))));
            __m128i t9 = _mm_cmpeq_epi32(a_v_1, key_v);
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m128i t10 = _mm_cmpeq_epi32(a_v_2, key_v);
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 12L))));
            __m128i t11 = _mm_cmpeq_epi32(a_v_3, key_v);
            __m128i t12 = (__m128i)((vcc_m4)t8 | (vcc_m4)t9);
            __m128i t13 = (__m128i)((vcc_m4)t12 | (vcc_m4)t10);
            __m128i t14 = (__m128i)((vcc_m4)t13 | (vcc_m4)t11);
            if ((_mm_movemask_epi8(t14) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L15:
    for (; i < n; i++) {
        if (a[i] == key) {
            return i;
        }
    }
    return -1;
}

/* bytes (memchr): 32 lanes. */
__attribute__((no_sanitize_address)) long find_u8(long n, const unsigned char *s, unsigned char c) {
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0L; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] == (int)c) {
            i = t3;
            goto L7;
        }
    }
    t5 = n - t2;
    if ((t5 >= 16L) & 1) {
        long t1 = t5 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:24 vectorized: VF 16, UF 1, early exit, peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (t3 + i_vec)));
            __m128i t6 = _mm_cmpeq_epi8(s_v, c_v);
            if ((_mm_movemask_epi8(t6) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = t3 + t1;
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] == (int)c) {
            break;
        }
    }
    return i;
}

/* short, the counted test and the exit in one condition. */
__attribute__((no_sanitize_address)) int until_zero_i16(int n, const short *a) {
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
            goto L13;
        }
        if (((int)a[t5] != 0) == 0) {
            i = t5;
            goto L13;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:33 vectorized: VF 8, UF 2, early exit, peeled to align `a` to 32 bytes, scalar epilogue */
        do {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + i_vec)));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi16(a_v, _mm_set1_epi16((short)0)));
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi16(a_v_1, _mm_set1_epi16((short)0)));
            __m128i t10 = (__m128i)~(vcc_m8)t8;
            __m128i t11 = (__m128i)~(vcc_m8)t9;
            __m128i t12 = (__m128i)((vcc_m8)t10 | (vcc_m8)t11);
            if ((_mm_movemask_epi8(t12) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
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
__attribute__((no_sanitize_address)) int first_above_f64(int lo, int n, const double *a, double t) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a + (unsigned long)((long)lo * 8L);
    t3 = (long)((0UL - t2) & 63UL) / 8L;
    t4 = (t2 & 7UL) == 0UL;
    t6 = 0L;
    for (t5 = lo; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L15;
        }
        if (a[t5] > t) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)lo * -1L + (long)n - t3;
    if ((t7 >= 8L) & t4) {
        long t1 = t7 & -8L;
        __m128d t_v = _mm_set1_pd(t);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:40 vectorized: VF 2, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m128d a_v = _mm_load_pd(a + (int)((long)t5 + i_vec));
            __m128i t8 = _mm_castpd_si128(_mm_cmpgt_pd(a_v, t_v));
            __m128d a_v_1 = _mm_load_pd(a + (int)((long)t5 + (i_vec + 2L)));
            __m128i t9 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_1, t_v));
            __m128d a_v_2 = _mm_load_pd(a + (int)((long)t5 + (i_vec + 4L)));
            __m128i t10 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_2, t_v));
            __m128d a_v_3 = _mm_load_pd(a + (int)((long)t5 + (i_vec + 6L)));
            __m128i t11 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_3, t_v));
            __m128i t12 = (__m128i)((vcc_m2)t8 | (vcc_m2)t9);
            __m128i t13 = (__m128i)((vcc_m2)t12 | (vcc_m2)t10);
            __m128i t14 = (__m128i)((vcc_m2)t13 | (vcc_m2)t11);
            if ((_mm_movemask_epi8(t14) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 8L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L15:
    for (; i < n; i++) {
        if (a[i] > t) {
            return i;
        }
    }
    return n;
}

/* Stores after the exit test: the peel loop runs them too, the vector loop where no lane leaves. */
__attribute__((no_sanitize_address)) int copy_until_neg(int n, const int *restrict a, int *restrict b) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t9;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L27;
        }
        long t7 = (long)t5;
        int t8 = a[t7];
        if (t8 < 0) {
            i = t5;
            goto L27;
        }
        b[t7] = t8 * 3;
    }
    t9 = (long)n - t3;
    if ((t9 >= 16L) & t4) {
        long t1 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:49 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            long t10 = (long)(int)((long)t5 + i_vec);
            __m128i a_v = _mm_load_si128((const __m128i *)(a + t10));
            __m128i t11 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v);
            long t12 = (long)(int)((long)t5 + (i_vec + 4L));
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + t12));
            __m128i t13 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_1);
            long t14 = (long)(int)((long)t5 + (i_vec + 8L));
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + t14));
            __m128i t15 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_2);
            long t16 = (long)(int)((long)t5 + (i_vec + 12L));
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + t16));
            __m128i t17 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_3);
            __m128i t18 = (__m128i)((vcc_m4)t11 | (vcc_m4)t13);
            __m128i t19 = (__m128i)((vcc_m4)t18 | (vcc_m4)t15);
            __m128i t20 = (__m128i)((vcc_m4)t19 | (vcc_m4)t17);
            if ((_mm_movemask_epi8(t20) != 0)) {
                t1 = i_vec;
                break;
            }
            __m128i t21 = (__m128i)((vcc_v4_int)a_v * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(b + t10), t21);
            __m128i t22 = (__m128i)((vcc_v4_int)a_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(b + t12), t22);
            __m128i t23 = (__m128i)((vcc_v4_int)a_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(b + t14), t23);
            __m128i t24 = (__m128i)((vcc_v4_int)a_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(b + t16), t24);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L27:
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = a[t25];
        if (t26 < 0) {
            break;
        }
        b[t25] = t26 * 3;
    }
    return i;
}

/* A sum up to the match: the peel loop's sum is the vector loop's start. */
__attribute__((no_sanitize_address)) long sum_until(int n, const int *a, int key) {
    long t1;
    long s;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t9;
    __m128i s_v_4;
    __m128i s_v_5;
    __m128i s_v_6;
    __m128i s_v_7;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 31UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t1 = 0L;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            s = t1;
            goto L25;
        }
        int t8 = a[t6];
        if (t8 == key) {
            i = t6;
            s = t1;
            goto L25;
        }
        t1 += (long)t8;
    }
    t9 = (long)n - t4;
    if ((t9 >= 8L) & t5) {
        long t2 = t9 & -8L;
        vcc_v2_int key_v = (vcc_v2_int){key, key};
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at peel_align.c:60 vectorized: VF 2, UF 4, early exit, peeled to align `a` to 32 bytes, scalar epilogue */
        for (;;) {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + (int)((long)t6 + i_vec));
            __m128i t10 = (__m128i)__builtin_convertvector(a_v == key_v, vcc_m2);
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + (int)((long)t6 + (i_vec + 2L)));
            __m128i t11 = (__m128i)__builtin_convertvector(a_v_1 == key_v, vcc_m2);
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + (int)((long)t6 + (i_vec + 4L)));
            __m128i t12 = (__m128i)__builtin_convertvector(a_v_2 == key_v, vcc_m2);
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + (int)((long)t6 + (i_vec + 6L)));
            __m128i t13 = (__m128i)__builtin_convertvector(a_v_3 == key_v, vcc_m2);
            __m128i t14 = (__m128i)((vcc_m2)t10 | (vcc_m2)t11);
            __m128i t15 = (__m128i)((vcc_m2)t14 | (vcc_m2)t12);
            __m128i t16 = (__m128i)((vcc_m2)t15 | (vcc_m2)t13);
            if ((_mm_movemask_epi8(t16) != 0)) {
                t2 = i_vec;
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
            __m128i t17 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            s_v = _mm_add_epi64(s_v, t17);
            __m128i t18 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t18);
            __m128i t19 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t19);
            __m128i t20 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t20);
            i_vec += 8L;
            if (i_vec >= t2) {
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
        }
        __m128i t21 = _mm_add_epi64(s_v_4, s_v_5);
        __m128i t22 = _mm_add_epi64(t21, s_v_6);
        __m128i t23 = _mm_add_epi64(t22, s_v_7);
        i = (int)((long)t6 + t2);
        s = (long)((unsigned long)t1 + vcc_sse_reduce_epi64(t23, _mm_add_epi64, unsigned long));
    } else {
        i = t6;
        s = t1;
    }
L25:
    for (; i < n; i++) {
        int t24 = a[i];
        if (t24 == key) {
            break;
        }
        s += (long)t24;
    }
    return s;
}

/* Two pointers of unknown extent before the exit test: the peel aligns `a`, and the vector loop
 * runs where `b` is misaligned alike (here always: both arrays end at a page). */
__attribute__((no_sanitize_address)) int first_equal(int n, const int *a, const int *b) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t8;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L25;
        }
        long t7 = (long)t5;
        if (a[t7] == b[t7]) {
            i = t5;
            goto L25;
        }
    }
    t8 = (long)n - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(t3 * 4L);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:71 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)i_vec * 4UL) & 4095UL) > 4032UL) {
                long t22 = 0L;
                for (int t21 = (int)((long)t5 + i_vec); t22 < 16L; t21++, t22++) {
                    if (t21 >= n) {
                        i = t21;
                        goto L25;
                    }
                    long t23 = (long)t21;
                    if (a[t23] == b[t23]) {
                        i = t21;
                        goto L25;
                    }
                }
                i_vec += 16L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t10 = (long)(int)((long)t5 + i_vec);
                __m128i a_v = _mm_load_si128((const __m128i *)(a + t10));
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t10));
                __m128i t11 = _mm_cmpeq_epi32(a_v, b_v);
                long t12 = (long)(int)((long)t5 + (i_vec + 4L));
                __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + t12));
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t12));
                __m128i t13 = _mm_cmpeq_epi32(a_v_1, b_v_1);
                long t14 = (long)(int)((long)t5 + (i_vec + 8L));
                __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + t14));
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
                __m128i t15 = _mm_cmpeq_epi32(a_v_2, b_v_2);
                long t16 = (long)(int)((long)t5 + (i_vec + 12L));
                __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + t16));
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t16));
                __m128i t17 = _mm_cmpeq_epi32(a_v_3, b_v_3);
                __m128i t18 = (__m128i)((vcc_m4)t11 | (vcc_m4)t13);
                __m128i t19 = (__m128i)((vcc_m4)t18 | (vcc_m4)t15);
                __m128i t20 = (__m128i)((vcc_m4)t19 | (vcc_m4)t17);
                if ((_mm_movemask_epi8(t20) != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 16L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L25:
    for (; i < n; i++) {
        long t24 = (long)i;
        if (a[t24] == b[t24]) {
            return i;
        }
    }
    return -1;
}

/* `b` is read only after `a`'s test, which may leave first: the page test of `b` covers the
 * element before the first lane, which the scalar loop read (`AlignPeel::also_after_exit`).
 * The driver also gives it a `b` that ends (at a PROT_NONE page) where `a` has its zero. */
__attribute__((no_sanitize_address)) int two_tests(int n, const int *a, const int *b) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t8;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)(((0UL - t2 - 4UL) & 63UL) + 4UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L33;
        }
        long t7 = (long)t5;
        if (a[t7] == 0) {
            i = t5;
            goto L33;
        }
        if (b[t7] == 0) {
            i = t5;
            goto L33;
        }
    }
    t8 = (long)n - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(-4L + t3 * 4L);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:81 vectorized: VF 4, UF 4, 2 early exits, peeled to align `a` to 64 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)i_vec * 4UL) & 4095UL) > 4028UL) {
                long t30 = 0L;
                for (int t29 = (int)((long)t5 + i_vec); t30 < 16L; t29++, t30++) {
                    if (t29 >= n) {
                        i = t29;
                        goto L33;
                    }
                    long t31 = (long)t29;
                    if (a[t31] == 0) {
                        i = t29;
                        goto L33;
                    }
                    if (b[t31] == 0) {
                        i = t29;
                        goto L33;
                    }
                }
                i_vec += 16L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t10 = (long)(int)((long)t5 + i_vec);
                __m128i a_v = _mm_load_si128((const __m128i *)(a + t10));
                __m128i t11 = _mm_cmpeq_epi32(a_v, _mm_set1_epi32(0));
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t10));
                __m128i t12 = _mm_cmpeq_epi32(b_v, _mm_set1_epi32(0));
                long t13 = (long)(int)((long)t5 + (i_vec + 4L));
                __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + t13));
                __m128i t14 = _mm_cmpeq_epi32(a_v_1, _mm_set1_epi32(0));
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t13));
                __m128i t15 = _mm_cmpeq_epi32(b_v_1, _mm_set1_epi32(0));
                long t16 = (long)(int)((long)t5 + (i_vec + 8L));
                __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + t16));
                __m128i t17 = _mm_cmpeq_epi32(a_v_2, _mm_set1_epi32(0));
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t16));
                __m128i t18 = _mm_cmpeq_epi32(b_v_2, _mm_set1_epi32(0));
                long t19 = (long)(int)((long)t5 + (i_vec + 12L));
                __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + t19));
                __m128i t20 = _mm_cmpeq_epi32(a_v_3, _mm_set1_epi32(0));
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t19));
                __m128i t21 = _mm_cmpeq_epi32(b_v_3, _mm_set1_epi32(0));
                __m128i t22 = (__m128i)((vcc_m4)t11 | (vcc_m4)t14);
                __m128i t23 = (__m128i)((vcc_m4)t22 | (vcc_m4)t17);
                __m128i t24 = (__m128i)((vcc_m4)t23 | (vcc_m4)t20);
                __m128i t25 = (__m128i)((vcc_m4)t24 | (vcc_m4)t12);
                __m128i t26 = (__m128i)((vcc_m4)t25 | (vcc_m4)t15);
                __m128i t27 = (__m128i)((vcc_m4)t26 | (vcc_m4)t18);
                __m128i t28 = (__m128i)((vcc_m4)t27 | (vcc_m4)t21);
                if ((_mm_movemask_epi8(t28) != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 16L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L33:
    for (; i < n; i++) {
        long t32 = (long)i;
        if (a[t32] == 0) {
            return i;
        }
        if (b[t32] == 0) {
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
