/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef char vcc_v4_char __attribute__((vector_size(4)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 9 */
/* vcc-test: also-target avx512vbmi */
/* Loops without a counted exit (`legal.rs`, `LegalLoop::uncounted`): every exit is an early
 * exit, the vector loop runs until one leaves, after the peel (`peel.rs`) has aligned the
 * pointer it reads. Every array ends exactly at a PROT_NONE page (`guarded`): its last element
 * is the sentinel that stops the scalar loop, so a vector load past the aligned block of the
 * exiting iteration segfaults. Matches at the first, a middle and the last element before the
 * sentinel, and none (the sentinel only). */
#include "harness.h"
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

/* strlen: left as written (the C library's strlen, which gcc calls for it, is faster). */
size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

/* A line's length: a pointer induction, the pointer used after the loop, two exit tests. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) size_t line_length(const char *s) {
    long t3;
    const char *t4;
    long t5;
    long t7;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        char t6 = *t4;
        if (!t6) {
            p = t4;
            goto L14;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L14;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long t1 = 0L;
        /* vcc: loop at uncounted.c:25 vectorized: VF 16, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i p_v = _mm_load_si128((const __m128i *)(t4 + t1));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi8(p_v, _mm_set1_epi8((char)10)));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi8(p_v, _mm_set1_epi8((char)0)));
            __m128i t10 = (__m128i)~(vcc_m16)t9;
            __m128i t11 = (__m128i)~(vcc_m16)t8;
            __m128i t12 = (__m128i)((vcc_m16)t10 | (vcc_m16)t11);
            if ((!_mm_testz_si128(t12, t12))) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L14:
    for (;; p = p + 1) {
        char t13 = *p;
        if (!t13) {
            break;
        }
        if (((int)t13 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p - (long)s);
}

/* strchr without the end test: the pointer returned. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    long t3;
    const char *t4;
    long t5;
    long t6;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        if ((int)*t4 == (int)c) {
            p = t4;
            goto L9;
        }
    }
    t6 = 1152921504606846976L - t3;
    if ((t6 >= 16L) & 1) {
        long t2 = t6 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long t1 = 0L;
        /* vcc: loop at uncounted.c:33 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i p_v = _mm_load_si128((const __m128i *)(t4 + t1));
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi8(p_v, c_v));
            __m128i t8 = (__m128i)~(vcc_m16)t7;
            if ((!_mm_testz_si128(t8, t8))) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L9:
    while ((int)*p != (int)c) {
        p = p + 1;
    }
    return p;
}

/* An int index from a start that is not zero. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    long t8;
    int i;
    t2 = (unsigned long)a + (unsigned long)((long)lo * 4L);
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = lo; t6 < t3; t5++, t6++) {
        if (a[t5] == key) {
            i = t5;
            goto L20;
        }
    }
    t7 = (long)lo * -1L + 2147483648L;
    t8 = (t7 < 1152921504606846976L ? t7 : 1152921504606846976L) - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        __m128i key_v = _mm_set1_epi32((int)key);
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:41 vectorized: VF 4, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + i_vec)));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi32(a_v, key_v));
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 4L))));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(a_v_1, key_v));
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m128i t11 = vcc_sse_not(_mm_cmpeq_epi32(a_v_2, key_v));
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 12L))));
            __m128i t12 = vcc_sse_not(_mm_cmpeq_epi32(a_v_3, key_v));
            __m128i t13 = (__m128i)~(vcc_m4)t9;
            __m128i t14 = (__m128i)~(vcc_m4)t10;
            __m128i t15 = (__m128i)((vcc_m4)t13 | (vcc_m4)t14);
            __m128i t16 = (__m128i)~(vcc_m4)t11;
            __m128i t17 = (__m128i)((vcc_m4)t15 | (vcc_m4)t16);
            __m128i t18 = (__m128i)~(vcc_m4)t12;
            __m128i t19 = (__m128i)((vcc_m4)t17 | (vcc_m4)t18);
            if ((!_mm_testz_si128(t19, t19))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L20:
    while (a[i] != key) {
        i++;
    }
    return i;
}

/* A reduction up to the terminator. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    int n;
    long t3;
    int t4;
    long t5;
    long t7;
    vcc_v4_uint n_v_4;
    vcc_v4_uint n_v_5;
    vcc_v4_uint n_v_6;
    vcc_v4_uint n_v_7;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            n = t1;
            goto L35;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        vcc_v4_uint n_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint n_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint n_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint n_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at uncounted.c:49 vectorized: VF 4, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        for (;;) {
            vcc_v4_char s_v = vcc_load(vcc_v4_char, s + (int)((long)t4 + i_vec));
            vcc_v4_char s_v_1 = vcc_load(vcc_v4_char, s + (int)((long)t4 + (i_vec + 4L)));
            vcc_v4_char s_v_2 = vcc_load(vcc_v4_char, s + (int)((long)t4 + (i_vec + 8L)));
            vcc_v4_char s_v_3 = vcc_load(vcc_v4_char, s + (int)((long)t4 + (i_vec + 12L)));
            __m128i t8 = (__m128i)__builtin_convertvector(s_v != (vcc_v4_char){(char)0, (char)0, (char)0, (char)0}, vcc_m4);
            __m128i t9 = (__m128i)~(vcc_m4)t8;
            __m128i t10 = (__m128i)__builtin_convertvector(s_v_1 != (vcc_v4_char){(char)0, (char)0, (char)0, (char)0}, vcc_m4);
            __m128i t11 = (__m128i)~(vcc_m4)t10;
            __m128i t12 = (__m128i)((vcc_m4)t9 | (vcc_m4)t11);
            __m128i t13 = (__m128i)__builtin_convertvector(s_v_2 != (vcc_v4_char){(char)0, (char)0, (char)0, (char)0}, vcc_m4);
            __m128i t14 = (__m128i)~(vcc_m4)t13;
            __m128i t15 = (__m128i)((vcc_m4)t12 | (vcc_m4)t14);
            __m128i t16 = (__m128i)__builtin_convertvector(s_v_3 != (vcc_v4_char){(char)0, (char)0, (char)0, (char)0}, vcc_m4);
            __m128i t17 = (__m128i)~(vcc_m4)t16;
            __m128i t18 = (__m128i)((vcc_m4)t15 | (vcc_m4)t17);
            if ((!_mm_testz_si128(t18, t18))) {
                t2 = i_vec;
                n_v_4 = (vcc_v4_uint)(__m128i)n_v;
                n_v_5 = (vcc_v4_uint)(__m128i)n_v_1;
                n_v_6 = (vcc_v4_uint)(__m128i)n_v_2;
                n_v_7 = (vcc_v4_uint)(__m128i)n_v_3;
                break;
            }
            vcc_v4_schar t19 = (vcc_v4_schar)s_v;
            __m128i t20 = (__m128i)__builtin_convertvector(t19 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t21 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            n_v = (vcc_v4_uint)_mm_add_epi32((__m128i)n_v, t21);
            vcc_v4_schar t22 = (vcc_v4_schar)s_v_1;
            __m128i t23 = (__m128i)__builtin_convertvector(t22 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            n_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)n_v_1, t24);
            vcc_v4_schar t25 = (vcc_v4_schar)s_v_2;
            __m128i t26 = (__m128i)__builtin_convertvector(t25 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_m4)t26 & 1, vcc_v4_int);
            n_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)n_v_2, t27);
            vcc_v4_schar t28 = (vcc_v4_schar)s_v_3;
            __m128i t29 = (__m128i)__builtin_convertvector(t28 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t30 = (__m128i)__builtin_convertvector((vcc_m4)t29 & 1, vcc_v4_int);
            n_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)n_v_3, t30);
            i_vec += 16L;
            if (i_vec >= t2) {
                n_v_4 = (vcc_v4_uint)(__m128i)n_v;
                n_v_5 = (vcc_v4_uint)(__m128i)n_v_1;
                n_v_6 = (vcc_v4_uint)(__m128i)n_v_2;
                n_v_7 = (vcc_v4_uint)(__m128i)n_v_3;
                break;
            }
        }
        __m128i t31 = _mm_add_epi32((__m128i)n_v_4, (__m128i)n_v_5);
        __m128i t32 = _mm_add_epi32(t31, (__m128i)n_v_6);
        __m128i t33 = _mm_add_epi32(t32, (__m128i)n_v_7);
        i = (int)((long)t4 + t2);
        n = (int)((unsigned int)t1 + vcc_sse_reduce_epi32(t33, _mm_add_epi32, unsigned int));
    } else {
        i = t4;
        n = t1;
    }
L35:
    for (;; i++) {
        char t34 = s[i];
        if (!t34) {
            break;
        }
        n += (int)t34 == 32;
    }
    return n;
}

/* A 64-bit unsigned index: it cannot wrap before memory ends. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) size_t until_zero_u16(const unsigned short *h) {
    unsigned long t2;
    long t3;
    int t4;
    unsigned long t5;
    long t6;
    long t7;
    unsigned long i;
    t2 = (unsigned long)h;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0UL; t6 < t3; t5++, t6++) {
        if ((int)h[(long)t5] == 0) {
            i = t5;
            goto L13;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:57 vectorized: VF 8, UF 2, no counted exit (1 exit tested per vector iteration), peeled to align `h` to 32 bytes, scalar epilogue */
        do {
            __m128i h_v = _mm_load_si128((const __m128i *)(h + (long)(t5 + (unsigned long)i_vec)));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi16(h_v, _mm_set1_epi16((short)0)));
            __m128i h_v_1 = _mm_load_si128((const __m128i *)(h + (long)(t5 + (unsigned long)(i_vec + 8L))));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi16(h_v_1, _mm_set1_epi16((short)0)));
            __m128i t10 = (__m128i)~(vcc_m8)t8;
            __m128i t11 = (__m128i)~(vcc_m8)t9;
            __m128i t12 = (__m128i)((vcc_m8)t10 | (vcc_m8)t11);
            if ((!_mm_testz_si128(t12, t12))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = t5 + (unsigned long)t1;
    } else {
        i = t5;
    }
L13:
    while ((int)h[(long)i] != 0) {
        i++;
    }
    return i;
}

/* A sum over a pointer up to a negative element, the pointer's final value also used. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
    long t1;
    long s;
    unsigned long t4;
    long t5;
    int t6;
    const int *t7;
    long t8;
    long t10;
    __m128i s_v_4;
    __m128i s_v_5;
    __m128i s_v_6;
    __m128i s_v_7;
    const int *a_1;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 31UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t1 = 0L;
    t8 = 0L;
    for (t7 = a; t8 < t5; t7 = t7 + 1, t8++) {
        int t9 = *t7;
        if (t9 < 0) {
            a_1 = t7;
            s = t1;
            goto L30;
        }
        t1 += (long)t9;
    }
    t10 = 1152921504606846976L - t5;
    if ((t10 >= 8L) & t6) {
        long t3 = t10 & -8L;
        long t2 = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at uncounted.c:65 vectorized: VF 2, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 32 bytes, scalar epilogue */
        for (;;) {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, t7 + t2);
            __m128i t11 = (__m128i)__builtin_convertvector(a_v >= (vcc_v2_int){0, 0}, vcc_m2);
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, t7 + (t2 + 2L));
            __m128i t12 = (__m128i)__builtin_convertvector(a_v_1 >= (vcc_v2_int){0, 0}, vcc_m2);
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, t7 + (t2 + 4L));
            __m128i t13 = (__m128i)__builtin_convertvector(a_v_2 >= (vcc_v2_int){0, 0}, vcc_m2);
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, t7 + (t2 + 6L));
            __m128i t14 = (__m128i)__builtin_convertvector(a_v_3 >= (vcc_v2_int){0, 0}, vcc_m2);
            __m128i t15 = (__m128i)~(vcc_m2)t11;
            __m128i t16 = (__m128i)~(vcc_m2)t12;
            __m128i t17 = (__m128i)((vcc_m2)t15 | (vcc_m2)t16);
            __m128i t18 = (__m128i)~(vcc_m2)t13;
            __m128i t19 = (__m128i)((vcc_m2)t17 | (vcc_m2)t18);
            __m128i t20 = (__m128i)~(vcc_m2)t14;
            __m128i t21 = (__m128i)((vcc_m2)t19 | (vcc_m2)t20);
            if ((!_mm_testz_si128(t21, t21))) {
                t3 = t2;
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            s_v = _mm_add_epi64(s_v, t22);
            __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t23);
            __m128i t24 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t24);
            __m128i t25 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t25);
            t2 += 8L;
            if (t2 >= t3) {
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
        }
        __m128i t26 = _mm_add_epi64(s_v_4, s_v_5);
        __m128i t27 = _mm_add_epi64(t26, s_v_6);
        __m128i t28 = _mm_add_epi64(t27, s_v_7);
        a_1 = t7 + t3;
        s = (long)((unsigned long)t1 + vcc_sse_reduce_epi64(t28, _mm_add_epi64, unsigned long));
    } else {
        a_1 = t7;
        s = t1;
    }
L30:
    for (;; a_1 = a_1 + 1) {
        int t29 = *a_1;
        if (t29 < 0) {
            break;
        }
        s += (long)t29;
    }
    *end = a_1;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    long t2;
    int t3;
    long t4;
    long t7;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        long t5 = (long)t3;
        char t6 = s[t5];
        if (!t6) {
            i = t3;
            goto L14;
        }
        d[t5] = (char)((int)t6 + 1);
    }
    t7 = 2147483648L - t2;
    if ((t7 >= 16L) & 1) {
        long t1 = t7 & -16L;
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:74 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            long t8 = (long)(int)((long)t3 + i_vec);
            __m128i s_v = _mm_load_si128((const __m128i *)(s + t8));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi8(s_v, _mm_set1_epi8((char)0)));
            __m128i t10 = (__m128i)~(vcc_m16)t9;
            if ((!_mm_testz_si128(t10, t10))) {
                t1 = i_vec;
                break;
            }
            __m128i t11 = _mm_add_epi8(s_v, _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(d + t8), t11);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L14:
    for (;; i++) {
        long t12 = (long)i;
        char t13 = s[t12];
        if (!t13) {
            break;
        }
        d[t12] = (char)((int)t13 + 1);
    }
    return i;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
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
        if (a[t5] == k) {
            i = t5;
            goto L27;
        }
        if (t5 >= n) {
            i = t5;
            goto L27;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        __m128i n_v = _mm_set1_epi32((int)n);
        __m128i t8 = _mm_set1_epi32((int)t5);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:82 vectorized: VF 4, UF 4, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + i_vec)));
            __m128i t9 = _mm_cmpeq_epi32(a_v, k_v);
            __m128i t10 = vcc_sse_not(_mm_cmpgt_epi32(n_v, (__m128i)i_v));
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 4L))));
            __m128i t12 = _mm_cmpeq_epi32(a_v_1, k_v);
            __m128i t13 = vcc_sse_not(_mm_cmpgt_epi32(n_v, t11));
            __m128i t14 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m128i t15 = _mm_cmpeq_epi32(a_v_2, k_v);
            __m128i t16 = vcc_sse_not(_mm_cmpgt_epi32(n_v, t14));
            __m128i t17 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 12L))));
            __m128i t18 = _mm_cmpeq_epi32(a_v_3, k_v);
            __m128i t19 = vcc_sse_not(_mm_cmpgt_epi32(n_v, t17));
            __m128i t20 = (__m128i)((vcc_m4)t9 | (vcc_m4)t12);
            __m128i t21 = (__m128i)((vcc_m4)t20 | (vcc_m4)t15);
            __m128i t22 = (__m128i)((vcc_m4)t21 | (vcc_m4)t18);
            __m128i t23 = (__m128i)((vcc_m4)t22 | (vcc_m4)t10);
            __m128i t24 = (__m128i)((vcc_m4)t23 | (vcc_m4)t13);
            __m128i t25 = (__m128i)((vcc_m4)t24 | (vcc_m4)t16);
            __m128i t26 = (__m128i)((vcc_m4)t25 | (vcc_m4)t19);
            if ((!_mm_testz_si128(t26, t26))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L27:
    for (;; i++) {
        if (a[i] != k) {
            if (i < n) {
                continue;
            }
        }
        return i;
    }
}

/* A `while` whose uncounted test comes before the counted one. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 8L;
    t4 = (t2 & 7UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (!(a[t5] != k)) {
            i = t5;
            goto L36;
        }
        if ((t5 < n) == 0) {
            i = t5;
            goto L36;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 8L) & t4) {
        long t1 = t7 & -8L;
        __m128d k_v = _mm_set1_pd(k);
        vcc_v2_int n_v = (vcc_v2_int){n, n};
        vcc_v2_int t8 = (vcc_v2_int){t5, t5};
        vcc_v2_uint t9 = (vcc_v2_uint)t8;
        vcc_v2_uint i_v = t9 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:94 vectorized: VF 2, UF 4, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            vcc_v2_int i_v_1 = (vcc_v2_int)i_v;
            __m128d a_v = _mm_load_pd(a + (int)((long)t5 + i_vec));
            __m128i t10 = _mm_castpd_si128(_mm_cmpneq_pd(a_v, k_v));
            __m128i t11 = (__m128i)__builtin_convertvector(i_v_1 < n_v, vcc_m2);
            vcc_v2_uint t12 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_2 = (vcc_v2_int)t12;
            __m128d a_v_1 = _mm_load_pd(a + (int)((long)t5 + (i_vec + 2L)));
            __m128i t13 = _mm_castpd_si128(_mm_cmpneq_pd(a_v_1, k_v));
            __m128i t14 = (__m128i)__builtin_convertvector(i_v_2 < n_v, vcc_m2);
            vcc_v2_uint t15 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t15;
            __m128d a_v_2 = _mm_load_pd(a + (int)((long)t5 + (i_vec + 4L)));
            __m128i t16 = _mm_castpd_si128(_mm_cmpneq_pd(a_v_2, k_v));
            __m128i t17 = (__m128i)__builtin_convertvector(i_v_3 < n_v, vcc_m2);
            vcc_v2_uint t18 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t18;
            __m128d a_v_3 = _mm_load_pd(a + (int)((long)t5 + (i_vec + 6L)));
            __m128i t19 = _mm_castpd_si128(_mm_cmpneq_pd(a_v_3, k_v));
            __m128i t20 = (__m128i)__builtin_convertvector(i_v_4 < n_v, vcc_m2);
            __m128i t21 = (__m128i)~(vcc_m2)t10;
            __m128i t22 = (__m128i)~(vcc_m2)t13;
            __m128i t23 = (__m128i)((vcc_m2)t21 | (vcc_m2)t22);
            __m128i t24 = (__m128i)~(vcc_m2)t16;
            __m128i t25 = (__m128i)((vcc_m2)t23 | (vcc_m2)t24);
            __m128i t26 = (__m128i)~(vcc_m2)t19;
            __m128i t27 = (__m128i)((vcc_m2)t25 | (vcc_m2)t26);
            __m128i t28 = (__m128i)~(vcc_m2)t11;
            __m128i t29 = (__m128i)((vcc_m2)t27 | (vcc_m2)t28);
            __m128i t30 = (__m128i)~(vcc_m2)t14;
            __m128i t31 = (__m128i)((vcc_m2)t29 | (vcc_m2)t30);
            __m128i t32 = (__m128i)~(vcc_m2)t17;
            __m128i t33 = (__m128i)((vcc_m2)t31 | (vcc_m2)t32);
            __m128i t34 = (__m128i)~(vcc_m2)t20;
            __m128i t35 = (__m128i)((vcc_m2)t33 | (vcc_m2)t34);
            if ((!_mm_testz_si128(t35, t35))) {
                t1 = i_vec;
                break;
            }
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L36:
    for (; a[i] != k; i++) {
        if ((i < n) == 0) {
            break;
        }
    }
    return i;
}

/* Not vectorized: an unsigned 32-bit index may wrap, so `a[i]` is not one address moving by
 * one element. */
unsigned find_wrapping(const int *a, int key) {
    unsigned i = 0;
    while (a[i] != key)
        i++;
    return i;
}

/* Not vectorized: `d` may overlap `s`, and without a count no runtime check bounds them. */
int copy_may_alias(const char *s, char *d) {
    int i;
    for (i = 0; s[i]; i++)
        d[i] = s[i];
    return i;
}

/* Not vectorized: down from the end (the peel aligns only loads moving up). */
int find_down(const int *a, int hi, int key) {
    int i = hi;
    while (a[i] != key)
        i--;
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
        /* n elements, then the sentinel at [n]: m elements in all. */
        int m = n + 1;
        char *s = guarded(m, 1), *d = guarded(m, 1);
        int *a = guarded(m, sizeof(int));
        unsigned short *h = guarded(m, sizeof(short));
        double *x = guarded(m, sizeof(double));
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            FILL(s, n, 33, 90);
            FILL(a, n, 1, 100);
            FILL(h, n, 1, 300);
            FILL(x, n, 1, 50);
            for (int j = 0; j < n; j += 7)
                s[j] = ' ';
            s[n] = 0, a[n] = -7, h[n] = 0, x[n] = -1.0;
            if (pos >= 0)
                s[pos] = 0, a[pos] = -7, h[pos] = 0, x[pos] = -1.0;
            size_t r1 = my_strlen(s) * 1000 + line_length(s);
            long r2 = find_char(s, 0) - s;
            int r3 = find_key(a, 0, -7), r4 = find_key(a, pos > 2 ? 2 : 0, -7);
            int r5 = count_spaces(s);
            size_t r6 = until_zero_u16(h);
            const int *end = a;
            long r7 = sum_to_negative(a, &end);
            memset(d, 0x55, (size_t)m);
            int r8 = copy_plus_one(s, d);
            unsigned long long hd = HASH(d, m);
            int r9 = find_or_n(a, n, -7), r10 = find_then_bound(x, n, -1.0);
            unsigned r11 = find_wrapping(a, -7);
            int r12 = copy_may_alias(s, d);
            int r13 = find_down(a, n, a[0]);
            /* The character search also for a byte that is not the terminator. */
            if (n > 0)
                s[n - 1] = 'Z', s[n / 2] = 'Z';
            long r14 = n > 0 ? find_char(s, 'Z') - s : -1;
            printf("n=%d pos=%d: %zu %ld %d %d %d %zu %ld %ld %d %llx %d %d %u %d %d %ld\n", n, pos, r1, r2, r3, r4, r5, r6, r7,
                   (long)(end - a), r8, hd, r9, r10, r11, r12, r13, r14);
        }
        release(s, m, 1), release(d, m, 1), release(a, m, sizeof(int));
        release(h, m, sizeof(short)), release(x, m, sizeof(double));
    }
    return 0;
}
