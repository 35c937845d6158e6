/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef char vcc_v4_char __attribute__((vector_size(4)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_flip_epi8(X) _mm_xor_si128((X), _mm_set1_epi8(-128))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Searches of bytes and shorts at their full width: the comparisons take the narrow lanes of
   their operands (narrow.rs), their masks are bytes or shorts (one vpmovmskb on AVX2) or
   __mmask32 k-masks (AVX-512), and the early exit tests 32 bytes per 256-bit register. The
   driver puts the byte looked for at every position of short arrays (the last lane of a vector,
   the first of the next, the scalar tail) and at many of long ones, from several alignments, so
   that a mask with a lane lost or misplaced finds the wrong position. Arrays hold exactly n
   elements (new_array): a read past them is an ASan error; the strings of the loops without a
   counted exit end exactly at a PROT_NONE page (`guarded`, as in uncounted.c): their aligned
   vector loads may read past the terminator within its block, never past the page. */

/* The first c in s[0..n), or n. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int find_byte(const unsigned char *s, int n, unsigned char c) {
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] == (int)c) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 16L) & 1) {
        long t1 = t5 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:18 vectorized: VF 16, UF 1, early exit, peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t3 + i_vec)));
            __m128i t6 = _mm_cmpeq_epi8(s_v, c_v);
            if ((!_mm_testz_si128(t6, t6))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] == (int)c) {
            return i;
        }
    }
    return n;
}

/* `&&` in a while loop, on plain (signed) chars: the truth test of `s[i] != c` is its mask. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) long skip_to(const char *s, long n, char c) {
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
            goto L8;
        }
        if (((int)s[t3] != (int)c) == 0) {
            i = t3;
            goto L8;
        }
    }
    t5 = n - t2;
    if ((t5 >= 16L) & 1) {
        long t1 = t5 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:27 vectorized: VF 16, UF 1, early exit, peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (t3 + i_vec)));
            __m128i t6 = vcc_sse_not(_mm_cmpeq_epi8(s_v, c_v));
            __m128i t7 = (__m128i)~(vcc_m16)t6;
            if ((!_mm_testz_si128(t7, t7))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = t3 + t1;
    } else {
        i = t3;
    }
L8:
    for (; i < n; i++) {
        if (((int)s[i] != (int)c) == 0) {
            break;
        }
    }
    return i;
}

/* An ordered comparison of signed bytes: the first negative one (signed byte lanes). */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int first_negative(const signed char *s, int n) {
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] < 0) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 16L) & 1) {
        long t1 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:34 vectorized: VF 16, UF 1, early exit, peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t3 + i_vec)));
            __m128i t6 = _mm_cmpgt_epi8(_mm_set1_epi8((char)0), s_v);
            if ((!_mm_testz_si128(t6, t6))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] < 0) {
            return i;
        }
    }
    return -1;
}

/* An ordered comparison of unsigned bytes with an invariant bound: unsigned byte lanes. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int first_above(const unsigned char *s, int n, unsigned char t) {
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] > (int)t) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 16L) & 1) {
        long t1 = t5 & -16L;
        __m128i t_v = _mm_set1_epi8((char)t);
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:42 vectorized: VF 16, UF 1, early exit, peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t3 + i_vec)));
            __m128i t6 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(s_v), vcc_sse_flip_epi8(t_v));
            if ((!_mm_testz_si128(t6, t6))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] > (int)t) {
            return i;
        }
    }
    return -1;
}

/* Two exits on one byte (a line's end or the string's): no counted exit, peeled to align. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int line_end(const char *s) {
    long t2;
    int t3;
    long t4;
    long t6;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 15UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        char t5 = s[t3];
        if (!t5) {
            i = t3;
            goto L13;
        }
        if (((int)t5 != 10) == 0) {
            i = t3;
            goto L13;
        }
    }
    t6 = 2147483648L - t2;
    if ((t6 >= 16L) & 1) {
        long t1 = t6 & -16L;
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:51 vectorized: VF 16, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t3 + i_vec)));
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi8(s_v, _mm_set1_epi8((char)10)));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi8(s_v, _mm_set1_epi8((char)0)));
            __m128i t9 = (__m128i)~(vcc_m16)t8;
            __m128i t10 = (__m128i)~(vcc_m16)t7;
            __m128i t11 = (__m128i)((vcc_m16)t9 | (vcc_m16)t10);
            if ((!_mm_testz_si128(t11, t11))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L13:
    for (;; i++) {
        char t12 = s[i];
        if (!t12) {
            break;
        }
        if (((int)t12 != 10) == 0) {
            break;
        }
    }
    return i;
}

/* 16-bit lanes: 16 shorts per register, a mask of 16-bit lanes. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int find_short(const short *s, int n, short x) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)s;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L11;
        }
        if ((int)s[t5] == (int)x) {
            i = t5;
            goto L11;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m128i x_v = _mm_set1_epi16((short)x);
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:58 vectorized: VF 8, UF 2, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t5 + i_vec)));
            __m128i t8 = _mm_cmpeq_epi16(s_v, x_v);
            __m128i s_v_1 = _mm_load_si128((const __m128i *)(s + (int)((long)t5 + (i_vec + 8L))));
            __m128i t9 = _mm_cmpeq_epi16(s_v_1, x_v);
            __m128i t10 = (__m128i)((vcc_m8)t8 | (vcc_m8)t9);
            if ((!_mm_testz_si128(t10, t10))) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L11:
    for (; i < n; i++) {
        if ((int)s[i] == (int)x) {
            return i;
        }
    }
    return -1;
}

/* Spaces counted up to the terminator: int lanes for the count, the exit on the byte. */
__attribute__((target("sse4.2"))) __attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    int k;
    long t3;
    int t4;
    long t5;
    long t7;
    vcc_v4_uint k_v_4;
    vcc_v4_uint k_v_5;
    vcc_v4_uint k_v_6;
    vcc_v4_uint k_v_7;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            k = t1;
            goto L35;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        vcc_v4_uint k_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint k_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint k_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at byte_search.c:67 vectorized: VF 4, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
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
                k_v_4 = (vcc_v4_uint)(__m128i)k_v;
                k_v_5 = (vcc_v4_uint)(__m128i)k_v_1;
                k_v_6 = (vcc_v4_uint)(__m128i)k_v_2;
                k_v_7 = (vcc_v4_uint)(__m128i)k_v_3;
                break;
            }
            vcc_v4_schar t19 = (vcc_v4_schar)s_v;
            __m128i t20 = (__m128i)__builtin_convertvector(t19 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t21 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, t21);
            vcc_v4_schar t22 = (vcc_v4_schar)s_v_1;
            __m128i t23 = (__m128i)__builtin_convertvector(t22 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            k_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_1, t24);
            vcc_v4_schar t25 = (vcc_v4_schar)s_v_2;
            __m128i t26 = (__m128i)__builtin_convertvector(t25 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_m4)t26 & 1, vcc_v4_int);
            k_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_2, t27);
            vcc_v4_schar t28 = (vcc_v4_schar)s_v_3;
            __m128i t29 = (__m128i)__builtin_convertvector(t28 == (vcc_v4_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m4);
            __m128i t30 = (__m128i)__builtin_convertvector((vcc_m4)t29 & 1, vcc_v4_int);
            k_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_3, t30);
            i_vec += 16L;
            if (i_vec >= t2) {
                k_v_4 = (vcc_v4_uint)(__m128i)k_v;
                k_v_5 = (vcc_v4_uint)(__m128i)k_v_1;
                k_v_6 = (vcc_v4_uint)(__m128i)k_v_2;
                k_v_7 = (vcc_v4_uint)(__m128i)k_v_3;
                break;
            }
        }
        __m128i t31 = _mm_add_epi32((__m128i)k_v_4, (__m128i)k_v_5);
        __m128i t32 = _mm_add_epi32(t31, (__m128i)k_v_6);
        __m128i t33 = _mm_add_epi32(t32, (__m128i)k_v_7);
        i = (int)((long)t4 + t2);
        k = (int)((unsigned int)t1 + vcc_sse_reduce_epi32(t33, _mm_add_epi32, unsigned int));
    } else {
        i = t4;
        k = t1;
    }
L35:
    for (;; i++) {
        char t34 = s[i];
        if (!t34) {
            break;
        }
        k += (int)t34 == 32;
    }
    return k;
}

/* n bytes ending exactly where a PROT_NONE page begins. */
static void *guarded(int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - (size_t)n;
}

static void release(void *p, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    munmap((char *)p + (size_t)n - span, span + page);
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 3; off++) {
            int len = n + off;
            unsigned char *ub = new_array(len, 1);
            char *cb = guarded(len + 1);
            short *sb = new_array(n, sizeof(short));
            for (int k = 0; k < len; k++) {
                ub[k] = (unsigned char)(1 + next_rand() % 100);
                cb[k] = (char)('a' + next_rand() % 26);
            }
            cb[len] = 0;
            for (int k = 0; k < n; k++)
                sb[k] = (short)(1 + next_rand() % 1000);
            unsigned char *u = ub + off;
            char *c = cb + off;
            /* Nothing found, then the target at position p (and a second one after it). */
            for (int p = -1; p < n; p++) {
                if (n > 100 && p > 70 && p < n - 70 && p % 29 != 0)
                    continue;
                unsigned char su = 0;
                char sc = 0;
                short ss = 0;
                if (p >= 0) {
                    su = u[p], sc = c[p], ss = sb[p];
                    u[p] = 200, c[p] = '\n', sb[p] = -7;
                }
                mix(find_byte(u, n, 200));
                mix(find_byte(u, n, (unsigned char)(p & 63)));
                mix(skip_to(c, n, '\n'));
                mix(first_negative((const signed char *)u, n));
                mix(first_above(u, n, 150));
                mix(first_above(u, n, 99));
                mix(line_end(c));
                mix(find_short(sb, n, -7));
                c[p >= 0 ? p : 0] = p >= 0 ? ' ' : c[0];
                mix(count_spaces(c));
                if (p >= 0) {
                    u[p] = su, c[p] = sc, sb[p] = ss;
                }
            }
            free(ub);
            release(cb, len + 1);
            free(sb);
        }
    }
    printf("%llu\n", total);
    return 0;
}
