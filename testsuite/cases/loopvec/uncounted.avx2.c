/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

/* vcc-test: expect-vectorized 8 */
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) size_t line_length(const char *s) {
    long t1;
    long t2;
    long t3;
    const char *t4;
    long t5;
    const char *p;
    char t6;
    const char *t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    const char *p_1;
    char t16;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = s;
    t5 = 0L;
    for (;; t4 = p + 1, t5++) {
        if (t5 >= t3) {
            t7 = t4;
            break;
        }
        p = t4;
        t6 = *p;
        if (!t6) {
            p_1 = p;
            goto L18;
        }
        if (((int)t6 != 10) == 0) {
            p_1 = p;
            goto L18;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        t2 = t8 & -32L;
        t1 = 0L;
        for (;;) {
            t9 = _mm256_load_si256((const __m256i *)(t7 + t1));
            t10 = t9;
            t11 = (__m256i)(vcc_m32)((vcc_v32_schar)t10 != (vcc_v32_schar)_mm256_set1_epi8((char)10));
            t12 = (__m256i)(vcc_m32)((vcc_v32_char)t9 != (vcc_v32_char)_mm256_set1_epi8((char)0));
            t13 = (__m256i)~(vcc_m32)t12;
            t14 = (__m256i)~(vcc_m32)t11;
            t15 = _mm256_or_si256(t13, t14);
            if ((_mm256_movemask_epi8(t15) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L17;
            }
        }
        t2 = t1;
    L17:
        p_1 = t7 + t2;
    } else {
        p_1 = t7;
    }
L18:
    for (;; p_1 = p_1 + 1) {
        t16 = *p_1;
        if (!t16) {
            break;
        }
        if (((int)t16 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p_1 - (long)s);
}

/* strchr without the end test: the pointer returned. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    long t1;
    long t2;
    long t3;
    const char *t4;
    long t5;
    const char *p;
    const char *t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    const char *p_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = s;
    t5 = 0L;
    for (;; t4 = p + 1, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        p = t4;
        if ((int)*p == (int)c) {
            p_1 = p;
            goto L15;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = _mm256_set1_epi8((char)c);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(t6 + t1));
            t11 = t10;
            t12 = (__m256i)(vcc_m32)((vcc_v32_schar)t11 != (vcc_v32_schar)t9);
            t13 = (__m256i)~(vcc_m32)t12;
            if ((_mm256_movemask_epi8(t13) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L14;
            }
        }
        t2 = t1;
    L14:
        p_1 = t6 + t2;
    } else {
        p_1 = t6;
    }
L15:
    while ((int)*p_1 != (int)c) {
        p_1 = p_1 + 1;
    }
    return p_1;
}

/* An int index from a start that is not zero. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
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
    long t10;
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
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)(0L + (long)lo * 4L);
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = lo;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (a[i] == key) {
            i_1 = i;
            goto L28;
        }
    }
    t9 = (long)lo * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = _mm256_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t12 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t1)));
            t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t12, t11), _mm256_set1_epi32(-1));
            t14 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 8L))));
            t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t14, t11), _mm256_set1_epi32(-1));
            t16 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 16L))));
            t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t16, t11), _mm256_set1_epi32(-1));
            t18 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 24L))));
            t19 = _mm256_xor_si256(_mm256_cmpeq_epi32(t18, t11), _mm256_set1_epi32(-1));
            t20 = (__m256i)~(vcc_m8)t13;
            t21 = (__m256i)~(vcc_m8)t15;
            t22 = _mm256_or_si256(t20, t21);
            t23 = (__m256i)~(vcc_m8)t17;
            t24 = _mm256_or_si256(t22, t23);
            t25 = (__m256i)~(vcc_m8)t19;
            t26 = _mm256_or_si256(t24, t25);
            if ((_mm256_movemask_epi8(t26) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L27;
            }
        }
        t2 = t1;
    L27:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L28:
    while (a[i_1] != key) {
        i_1++;
    }
    return i_1;
}

/* A reduction up to the terminator. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    int n;
    long t6;
    int t7;
    long t8;
    int i;
    int n_1;
    char t9;
    int t10;
    int t11;
    long t12;
    long t13;
    vcc_v8_char t14;
    vcc_v8_char t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    vcc_v8_schar t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    vcc_v8_schar t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i_1;
    char t32;
    t6 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 15UL);
    t7 = 0;
    t1 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t6) {
            t10 = t7;
            t11 = t1;
            break;
        }
        i = t7;
        n_1 = t1;
        t9 = s[i];
        if (!t9) {
            i_1 = i;
            n = n_1;
            goto L34;
        }
        t1 = n_1 + ((int)t9 == 32);
    }
    t12 = (long)0 * -1L + 2147483648L;
    t13 = (t12 < 1152921504606846976L ? t12 : 1152921504606846976L) - t6;
    if ((t13 >= 16L) & 1) {
        t5 = t13 & -16L;
        t2 = 0L;
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t14 = vcc_load(vcc_v8_char, s + (int)((long)t10 + t2));
            t15 = vcc_load(vcc_v8_char, s + (int)((long)t10 + (t2 + 8L)));
            t16 = (__m256i)__builtin_convertvector(t14 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t17 = (__m256i)~(vcc_m8)t16;
            t18 = (__m256i)__builtin_convertvector(t15 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t19 = (__m256i)~(vcc_m8)t18;
            t20 = _mm256_or_si256(t17, t19);
            if ((_mm256_movemask_epi8(t20) != 0)) {
                break;
            }
            t21 = (vcc_v8_schar)t14;
            t22 = (__m256i)__builtin_convertvector(t21 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            t24 = t23;
            t3 = _mm256_add_epi32(t3, t24);
            t25 = (vcc_v8_schar)t15;
            t26 = (__m256i)__builtin_convertvector(t25 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t27 = (__m256i)__builtin_convertvector((vcc_m8)t26 & 1, vcc_v8_int);
            t28 = t27;
            t4 = _mm256_add_epi32(t4, t28);
            t2 += 16L;
            if (t2 >= t5) {
                t29 = t3;
                t30 = t4;
                goto L33;
            }
        }
        t5 = t2;
        t29 = t3;
        t30 = t4;
    L33:
        t31 = _mm256_add_epi32(t29, t30);
        i_1 = (int)((long)t10 + t5);
        n = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(t31));
    } else {
        i_1 = t10;
        n = t11;
    }
L34:
    for (;; i_1++) {
        t32 = s[i_1];
        if (!t32) {
            break;
        }
        n += (int)t32 == 32;
    }
    return n;
}

/* A 64-bit unsigned index: it cannot wrap before memory ends. */
size_t until_zero_u16(const unsigned short *h) {
    size_t i = 0;
    while (h[i] != 0)
        i++;
    return i;
}

/* A sum over a pointer up to a negative element, the pointer's final value also used. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
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
    const int *t11;
    long t12;
    const int *a_1;
    long s_1;
    int t13;
    const int *t14;
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
    __m128i t29;
    __m128i t30;
    __m128i t31;
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
    __m256i t44;
    __m256i t45;
    __m256i t46;
    const int *a_2;
    int t47;
    t8 = (unsigned long)a + (unsigned long)0L;
    t9 = (long)((0UL - t8) & 63UL) / 4L;
    t10 = (t8 & 3UL) == 0UL;
    t11 = a;
    t1 = 0L;
    t12 = 0L;
    for (;; t11 = a_1 + 1, t12++) {
        if (t12 >= t9) {
            t14 = t11;
            t15 = t1;
            break;
        }
        a_1 = t11;
        s_1 = t1;
        t13 = *a_1;
        if (t13 < 0) {
            a_2 = a_1;
            s = s_1;
            goto L49;
        }
        t1 = s_1 + (long)t13;
    }
    t16 = 1152921504606846976L - t9;
    if ((t16 >= 16L) & t10) {
        t7 = t16 & -16L;
        t2 = 0L;
        t3 = _mm256_set1_epi64x((long long)0LL);
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t17 = _mm_load_si128((const __m128i *)(t14 + t2));
            t18 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)0), t17), _mm_set1_epi32(-1));
            t19 = _mm_load_si128((const __m128i *)(t14 + (t2 + 4L)));
            t20 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)0), t19), _mm_set1_epi32(-1));
            t21 = _mm_load_si128((const __m128i *)(t14 + (t2 + 8L)));
            t22 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)0), t21), _mm_set1_epi32(-1));
            t23 = _mm_load_si128((const __m128i *)(t14 + (t2 + 12L)));
            t24 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)0), t23), _mm_set1_epi32(-1));
            t25 = (__m128i)~(vcc_m4)t18;
            t26 = (__m128i)~(vcc_m4)t20;
            t27 = _mm_or_si128(t25, t26);
            t28 = (__m128i)~(vcc_m4)t22;
            t29 = _mm_or_si128(t27, t28);
            t30 = (__m128i)~(vcc_m4)t24;
            t31 = _mm_or_si128(t29, t30);
            if ((_mm_movemask_epi8(t31) != 0)) {
                break;
            }
            t32 = _mm256_cvtepi32_epi64(t17);
            t33 = t32;
            t3 = _mm256_add_epi64(t3, t33);
            t34 = _mm256_cvtepi32_epi64(t19);
            t35 = t34;
            t4 = _mm256_add_epi64(t4, t35);
            t36 = _mm256_cvtepi32_epi64(t21);
            t37 = t36;
            t5 = _mm256_add_epi64(t5, t37);
            t38 = _mm256_cvtepi32_epi64(t23);
            t39 = t38;
            t6 = _mm256_add_epi64(t6, t39);
            t2 += 16L;
            if (t2 >= t7) {
                t40 = t3;
                t41 = t4;
                t42 = t5;
                t43 = t6;
                goto L48;
            }
        }
        t7 = t2;
        t40 = t3;
        t41 = t4;
        t42 = t5;
        t43 = t6;
    L48:
        t44 = _mm256_add_epi64(t40, t41);
        t45 = _mm256_add_epi64(t44, t42);
        t46 = _mm256_add_epi64(t45, t43);
        a_2 = t14 + t7;
        s = (long)((unsigned long)t15 + vcc_avx2_reduce_epi64(t46, _mm_add_epi64, unsigned long));
    } else {
        a_2 = t14;
        s = t15;
    }
L49:
    for (;; a_2 = a_2 + 1) {
        t47 = *a_2;
        if (t47 < 0) {
            break;
        }
        s += (long)t47;
    }
    *end = a_2;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    long t6;
    char t7;
    int t8;
    long t9;
    long t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    int i_1;
    long t18;
    char t19;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t8 = t4;
            break;
        }
        i = t4;
        t6 = (long)i;
        t7 = s[t6];
        if (!t7) {
            i_1 = i;
            goto L21;
        }
        d[t6] = (char)((int)t7 + 1);
    }
    t9 = (long)0 * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t3;
    if ((t10 >= 32L) & 1) {
        t2 = t10 & -32L;
        t1 = 0L;
        for (;;) {
            t11 = (long)(int)((long)t8 + t1);
            t12 = _mm256_load_si256((const __m256i *)(s + t11));
            t13 = (__m256i)(vcc_m32)((vcc_v32_char)t12 != (vcc_v32_char)_mm256_set1_epi8((char)0));
            t14 = (__m256i)~(vcc_m32)t13;
            if ((_mm256_movemask_epi8(t14) != 0)) {
                break;
            }
            t15 = t12;
            t16 = _mm256_add_epi8(t15, _mm256_set1_epi8((char)1));
            t17 = t16;
            _mm256_storeu_si256((__m256i *)(d + t11), t17);
            t1 += 32L;
            if (t1 >= t2) {
                goto L20;
            }
        }
        t2 = t1;
    L20:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L21:
    for (;; i_1++) {
        t18 = (long)i_1;
        t19 = s[t18];
        if (!t19) {
            break;
        }
        d[t18] = (char)((int)t19 + 1);
    }
    return i_1;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    __m256i t1;
    long t2;
    long t3;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    int i;
    int t9;
    long t10;
    long t11;
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
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i_1;
    t4 = (unsigned long)a + (unsigned long)0L;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t7 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t5) {
            t9 = t7;
            break;
        }
        i = t7;
        if (a[i] == k) {
            i_1 = i;
            goto L29;
        }
        if (i >= n) {
            i_1 = i;
            goto L29;
        }
    }
    t10 = (long)0 * -1L + 2147483648L;
    t11 = (t10 < 1152921504606846976L ? t10 : 1152921504606846976L) - t5;
    if ((t11 >= 16L) & t6) {
        t3 = t11 & -16L;
        t12 = _mm256_set1_epi32((int)k);
        t13 = _mm256_set1_epi32((int)n);
        t14 = _mm256_set1_epi32((int)t9);
        t15 = t14;
        t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        for (;;) {
            t16 = t1;
            t17 = _mm256_load_si256((const __m256i *)(a + (int)((long)t9 + t2)));
            t18 = _mm256_cmpeq_epi32(t17, t12);
            t19 = _mm256_xor_si256(_mm256_cmpgt_epi32(t13, t16), _mm256_set1_epi32(-1));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm256_load_si256((const __m256i *)(a + (int)((long)t9 + (t2 + 8L))));
            t23 = _mm256_cmpeq_epi32(t22, t12);
            t24 = _mm256_xor_si256(_mm256_cmpgt_epi32(t13, t21), _mm256_set1_epi32(-1));
            t25 = _mm256_or_si256(t18, t23);
            t26 = _mm256_or_si256(t25, t19);
            t27 = _mm256_or_si256(t26, t24);
            if ((_mm256_movemask_epi8(t27) != 0)) {
                break;
            }
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t2 >= t3) {
                goto L28;
            }
        }
        t3 = t2;
    L28:
        i_1 = (int)((long)t9 + t3);
    } else {
        i_1 = t9;
    }
L29:
    for (;; i_1++) {
        if (a[i_1] != k) {
            if (i_1 < n) {
                continue;
            }
        }
        return i_1;
    }
}

/* A `while` whose uncounted test comes before the counted one. */
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    __m128i t1;
    long t2;
    long t3;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    int i;
    int t9;
    long t10;
    long t11;
    __m256d t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m256d t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m256d t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m256d t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m256d t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    int i_1;
    t4 = (unsigned long)a + (unsigned long)0L;
    t5 = (long)((0UL - t4) & 127UL) / 8L;
    t6 = (t4 & 7UL) == 0UL;
    t7 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t5) {
            t9 = t7;
            break;
        }
        i = t7;
        if (!(a[i] != k)) {
            i_1 = i;
            goto L51;
        }
        if ((i < n) == 0) {
            i_1 = i;
            goto L51;
        }
    }
    t10 = (long)0 * -1L + 2147483648L;
    t11 = (t10 < 1152921504606846976L ? t10 : 1152921504606846976L) - t5;
    if ((t11 >= 16L) & t6) {
        t3 = t11 & -16L;
        t12 = _mm256_set1_pd(k);
        t13 = _mm_set1_epi32((int)n);
        t14 = _mm_set1_epi32((int)t9);
        t15 = t14;
        t1 = _mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        for (;;) {
            t16 = t1;
            t17 = _mm256_load_pd(a + (int)((long)t9 + t2));
            t18 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t17, t12, _CMP_NEQ_UQ));
            t19 = _mm_cmpgt_epi32(t13, t16);
            t20 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t21 = t20;
            t22 = _mm256_load_pd(a + (int)((long)t9 + (t2 + 4L)));
            t23 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t22, t12, _CMP_NEQ_UQ));
            t24 = _mm_cmpgt_epi32(t13, t21);
            t25 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t26 = t25;
            t27 = _mm256_load_pd(a + (int)((long)t9 + (t2 + 8L)));
            t28 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t27, t12, _CMP_NEQ_UQ));
            t29 = _mm_cmpgt_epi32(t13, t26);
            t30 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t31 = t30;
            t32 = _mm256_load_pd(a + (int)((long)t9 + (t2 + 12L)));
            t33 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t32, t12, _CMP_NEQ_UQ));
            t34 = _mm_cmpgt_epi32(t13, t31);
            t35 = (__m128i)~(vcc_m4)t18;
            t36 = (__m128i)~(vcc_m4)t23;
            t37 = _mm_or_si128(t35, t36);
            t38 = (__m128i)~(vcc_m4)t28;
            t39 = _mm_or_si128(t37, t38);
            t40 = (__m128i)~(vcc_m4)t33;
            t41 = _mm_or_si128(t39, t40);
            t42 = (__m128i)~(vcc_m4)t19;
            t43 = _mm_or_si128(t41, t42);
            t44 = (__m128i)~(vcc_m4)t24;
            t45 = _mm_or_si128(t43, t44);
            t46 = (__m128i)~(vcc_m4)t29;
            t47 = _mm_or_si128(t45, t46);
            t48 = (__m128i)~(vcc_m4)t34;
            t49 = _mm_or_si128(t47, t48);
            if ((_mm_movemask_epi8(t49) != 0)) {
                break;
            }
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            if (t2 >= t3) {
                goto L50;
            }
        }
        t3 = t2;
    L50:
        i_1 = (int)((long)t9 + t3);
    } else {
        i_1 = t9;
    }
L51:
    for (; a[i_1] != k; i_1++) {
        if ((i_1 < n) == 0) {
            break;
        }
    }
    return i_1;
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
