/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
__attribute__((no_sanitize_address)) size_t line_length(const char *s) {
    long t3;
    const char *t4;
    long t5;
    long t7;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        char t6 = *t4;
        if (!t6) {
            p = t4;
            goto L16;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L16;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        long t1 = 0L;
        do {
            vcc_v32_char t8 = vcc_load_aligned(vcc_v32_char, t4 + t1);
            vcc_v32_schar t9 = (vcc_v32_schar)t8;
            vcc_m32 t10 = (vcc_m32)(t9 != (vcc_v32_schar){(signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10});
            vcc_m32 t11 = (vcc_m32)(t8 != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            vcc_m32 t12 = ~t11;
            vcc_m32 t13 = ~t10;
            vcc_m32 t14 = t12 | t13;
            if (vcc_any(t14)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L16:
    for (;; p = p + 1) {
        char t15 = *p;
        if (!t15) {
            break;
        }
        if (((int)t15 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p - (long)s);
}

/* strchr without the end test: the pointer returned. */
__attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    long t3;
    const char *t4;
    long t5;
    long t6;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        if ((int)*t4 == (int)c) {
            p = t4;
            goto L13;
        }
    }
    t6 = 1152921504606846976L - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        vcc_v32_char t7 = vcc_splat(vcc_v32_char, c);
        vcc_v32_schar t8 = (vcc_v32_schar)t7;
        long t1 = 0L;
        do {
            vcc_v32_char t9 = vcc_load_aligned(vcc_v32_char, t4 + t1);
            vcc_v32_schar t10 = (vcc_v32_schar)t9;
            vcc_m32 t11 = (vcc_m32)(t10 != t8);
            vcc_m32 t12 = ~t11;
            if (vcc_any(t12)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L13:
    while ((int)*p != (int)c) {
        p = p + 1;
    }
    return p;
}

/* An int index from a start that is not zero. */
__attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    long t9;
    int i;
    t3 = (unsigned long)a + (unsigned long)((long)lo * 4L);
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = lo; t7 < t4; t6++, t7++) {
        if (a[t6] == key) {
            i = t6;
            goto L26;
        }
    }
    t8 = (long)lo * -1L + 2147483648L;
    t9 = (t8 < 1152921504606846976L ? t8 : 1152921504606846976L) - t4;
    if ((t9 >= 32L) & t5) {
        long t2 = t9 & -32L;
        vcc_v8_int t10 = (vcc_v8_int){key, key, key, key, key, key, key, key};
        long t1 = 0L;
        do {
            vcc_v8_int t11 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + t1));
            vcc_m8 t12 = (vcc_m8)(t11 != t10);
            vcc_v8_int t13 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 8L)));
            vcc_m8 t14 = (vcc_m8)(t13 != t10);
            vcc_v8_int t15 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 16L)));
            vcc_m8 t16 = (vcc_m8)(t15 != t10);
            vcc_v8_int t17 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 24L)));
            vcc_m8 t18 = (vcc_m8)(t17 != t10);
            vcc_m8 t19 = ~t12;
            vcc_m8 t20 = ~t14;
            vcc_m8 t21 = t19 | t20;
            vcc_m8 t22 = ~t16;
            vcc_m8 t23 = t21 | t22;
            vcc_m8 t24 = ~t18;
            vcc_m8 t25 = t23 | t24;
            if (vcc_any(t25)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L26:
    while (a[i] != key) {
        i++;
    }
    return i;
}

/* A reduction up to the terminator. */
__attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    int n;
    long t6;
    int t7;
    long t8;
    long t10;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    int i;
    t6 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t8 = 0L;
    for (t7 = 0; t8 < t6; t7++, t8++) {
        char t9 = s[t7];
        if (!t9) {
            i = t7;
            n = t1;
            goto L30;
        }
        t1 += (int)t9 == 32;
    }
    t10 = 2147483648L - t6;
    if ((t10 >= 16L) & 1) {
        long t5 = t10 & -16L;
        long t2 = 0L;
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            vcc_v8_char t11 = vcc_load(vcc_v8_char, s + (int)((long)t7 + t2));
            vcc_v8_char t12 = vcc_load(vcc_v8_char, s + (int)((long)t7 + (t2 + 8L)));
            vcc_m8 t13 = __builtin_convertvector(t11 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            vcc_m8 t14 = ~t13;
            vcc_m8 t15 = __builtin_convertvector(t12 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            vcc_m8 t16 = ~t15;
            vcc_m8 t17 = t14 | t16;
            if (vcc_any(t17)) {
                t5 = t2;
                t26 = t3;
                t27 = t4;
                break;
            }
            vcc_v8_schar t18 = (vcc_v8_schar)t11;
            vcc_m8 t19 = __builtin_convertvector(t18 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            vcc_v8_int t20 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            t3 = t3 + t21;
            vcc_v8_schar t22 = (vcc_v8_schar)t12;
            vcc_m8 t23 = __builtin_convertvector(t22 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            vcc_v8_int t24 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            t4 = t4 + t25;
            t2 += 16L;
            if (t2 >= t5) {
                t26 = t3;
                t27 = t4;
                break;
            }
        }
        vcc_v8_uint t28 = t26 + t27;
        i = (int)((long)t7 + t5);
        n = (int)((unsigned int)t1 + vcc_reduce(unsigned int, t28, +));
    } else {
        i = t7;
        n = t1;
    }
L30:
    for (;; i++) {
        char t29 = s[i];
        if (!t29) {
            break;
        }
        n += (int)t29 == 32;
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
__attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
    long t1;
    long s;
    unsigned long t8;
    long t9;
    int t10;
    const int *t11;
    long t12;
    long t14;
    vcc_v4_ulong t38;
    vcc_v4_ulong t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    const int *a_1;
    t8 = (unsigned long)a;
    t9 = (long)((0UL - t8) & 63UL) / 4L;
    t10 = (t8 & 3UL) == 0UL;
    t1 = 0L;
    t12 = 0L;
    for (t11 = a; t12 < t9; t11 = t11 + 1, t12++) {
        int t13 = *t11;
        if (t13 < 0) {
            a_1 = t11;
            s = t1;
            goto L46;
        }
        t1 += (long)t13;
    }
    t14 = 1152921504606846976L - t9;
    if ((t14 >= 16L) & t10) {
        long t7 = t14 & -16L;
        long t2 = 0L;
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            vcc_v4_int t15 = vcc_load_aligned(vcc_v4_int, t11 + t2);
            vcc_m4 t16 = (vcc_m4)(t15 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int t17 = vcc_load_aligned(vcc_v4_int, t11 + (t2 + 4L));
            vcc_m4 t18 = (vcc_m4)(t17 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int t19 = vcc_load_aligned(vcc_v4_int, t11 + (t2 + 8L));
            vcc_m4 t20 = (vcc_m4)(t19 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int t21 = vcc_load_aligned(vcc_v4_int, t11 + (t2 + 12L));
            vcc_m4 t22 = (vcc_m4)(t21 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t23 = ~t16;
            vcc_m4 t24 = ~t18;
            vcc_m4 t25 = t23 | t24;
            vcc_m4 t26 = ~t20;
            vcc_m4 t27 = t25 | t26;
            vcc_m4 t28 = ~t22;
            vcc_m4 t29 = t27 | t28;
            if (vcc_any(t29)) {
                t7 = t2;
                t38 = t3;
                t39 = t4;
                t40 = t5;
                t41 = t6;
                break;
            }
            vcc_v4_long t30 = __builtin_convertvector(t15, vcc_v4_long);
            vcc_v4_ulong t31 = (vcc_v4_ulong)t30;
            t3 = t3 + t31;
            vcc_v4_long t32 = __builtin_convertvector(t17, vcc_v4_long);
            vcc_v4_ulong t33 = (vcc_v4_ulong)t32;
            t4 = t4 + t33;
            vcc_v4_long t34 = __builtin_convertvector(t19, vcc_v4_long);
            vcc_v4_ulong t35 = (vcc_v4_ulong)t34;
            t5 = t5 + t35;
            vcc_v4_long t36 = __builtin_convertvector(t21, vcc_v4_long);
            vcc_v4_ulong t37 = (vcc_v4_ulong)t36;
            t6 = t6 + t37;
            t2 += 16L;
            if (t2 >= t7) {
                t38 = t3;
                t39 = t4;
                t40 = t5;
                t41 = t6;
                break;
            }
        }
        vcc_v4_ulong t42 = t38 + t39;
        vcc_v4_ulong t43 = t42 + t40;
        vcc_v4_ulong t44 = t43 + t41;
        a_1 = t11 + t7;
        s = (long)((unsigned long)t1 + vcc_reduce(unsigned long, t44, +));
    } else {
        a_1 = t11;
        s = t1;
    }
L46:
    for (;; a_1 = a_1 + 1) {
        int t45 = *a_1;
        if (t45 < 0) {
            break;
        }
        s += (long)t45;
    }
    *end = a_1;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
__attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    long t3;
    int t4;
    long t5;
    long t8;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        long t6 = (long)t4;
        char t7 = s[t6];
        if (!t7) {
            i = t4;
            goto L18;
        }
        d[t6] = (char)((int)t7 + 1);
    }
    t8 = 2147483648L - t3;
    if ((t8 >= 32L) & 1) {
        long t2 = t8 & -32L;
        long t1 = 0L;
        do {
            long t9 = (long)(int)((long)t4 + t1);
            vcc_v32_char t10 = vcc_load_aligned(vcc_v32_char, s + t9);
            vcc_m32 t11 = (vcc_m32)(t10 != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            vcc_m32 t12 = ~t11;
            if (vcc_any(t12)) {
                t2 = t1;
                break;
            }
            vcc_v32_uchar t13 = (vcc_v32_uchar)t10;
            vcc_v32_uchar t14 = t13 + (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v32_char t15 = (vcc_v32_char)t14;
            vcc_store(d + t9, t15);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L18:
    for (;; i++) {
        long t16 = (long)i;
        char t17 = s[t16];
        if (!t17) {
            break;
        }
        d[t16] = (char)((int)t17 + 1);
    }
    return i;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
__attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 127UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (a[t7] == k) {
            i = t7;
            goto L40;
        }
        if (t7 >= n) {
            i = t7;
            goto L40;
        }
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 32L) & t6) {
        long t3 = t9 & -32L;
        vcc_v8_int t10 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t11 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_v8_int t12 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t1 = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t14 = (vcc_v8_int)t1;
            vcc_v8_int t15 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + t2));
            vcc_m8 t16 = (vcc_m8)(t15 == t10);
            vcc_m8 t17 = (vcc_m8)(t14 >= t11);
            vcc_v8_uint t18 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_v8_int t20 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + (t2 + 8L)));
            vcc_m8 t21 = (vcc_m8)(t20 == t10);
            vcc_m8 t22 = (vcc_m8)(t19 >= t11);
            vcc_v8_uint t23 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int t25 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + (t2 + 16L)));
            vcc_m8 t26 = (vcc_m8)(t25 == t10);
            vcc_m8 t27 = (vcc_m8)(t24 >= t11);
            vcc_v8_uint t28 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int t29 = (vcc_v8_int)t28;
            vcc_v8_int t30 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + (t2 + 24L)));
            vcc_m8 t31 = (vcc_m8)(t30 == t10);
            vcc_m8 t32 = (vcc_m8)(t29 >= t11);
            vcc_m8 t33 = t16 | t21;
            vcc_m8 t34 = t33 | t26;
            vcc_m8 t35 = t34 | t31;
            vcc_m8 t36 = t35 | t17;
            vcc_m8 t37 = t36 | t22;
            vcc_m8 t38 = t37 | t27;
            vcc_m8 t39 = t38 | t32;
            if (vcc_any(t39)) {
                t3 = t2;
                break;
            }
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t3);
        i = (int)((long)t7 + t3);
    } else {
        i = t7;
    }
L40:
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
__attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 127UL) / 8L;
    t6 = (t4 & 7UL) == 0UL;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (!(a[t7] != k)) {
            i = t7;
            goto L48;
        }
        if ((t7 < n) == 0) {
            i = t7;
            goto L48;
        }
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 16L) & t6) {
        long t3 = t9 & -16L;
        vcc_v4_double t10 = (vcc_v4_double){k, k, k, k};
        vcc_v4_int t11 = (vcc_v4_int){n, n, n, n};
        vcc_v4_int t12 = (vcc_v4_int){t7, t7, t7, t7};
        vcc_v4_uint t13 = (vcc_v4_uint)t12;
        vcc_v4_uint t1 = t13 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        do {
            vcc_v4_int t14 = (vcc_v4_int)t1;
            vcc_v4_double t15 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t7 + t2));
            vcc_m4 t16 = __builtin_convertvector(t15 != t10, vcc_m4);
            vcc_m4 t17 = (vcc_m4)(t14 < t11);
            vcc_v4_uint t18 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t19 = (vcc_v4_int)t18;
            vcc_v4_double t20 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t7 + (t2 + 4L)));
            vcc_m4 t21 = __builtin_convertvector(t20 != t10, vcc_m4);
            vcc_m4 t22 = (vcc_m4)(t19 < t11);
            vcc_v4_uint t23 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int t24 = (vcc_v4_int)t23;
            vcc_v4_double t25 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t7 + (t2 + 8L)));
            vcc_m4 t26 = __builtin_convertvector(t25 != t10, vcc_m4);
            vcc_m4 t27 = (vcc_m4)(t24 < t11);
            vcc_v4_uint t28 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int t29 = (vcc_v4_int)t28;
            vcc_v4_double t30 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t7 + (t2 + 12L)));
            vcc_m4 t31 = __builtin_convertvector(t30 != t10, vcc_m4);
            vcc_m4 t32 = (vcc_m4)(t29 < t11);
            vcc_m4 t33 = ~t16;
            vcc_m4 t34 = ~t21;
            vcc_m4 t35 = t33 | t34;
            vcc_m4 t36 = ~t26;
            vcc_m4 t37 = t35 | t36;
            vcc_m4 t38 = ~t31;
            vcc_m4 t39 = t37 | t38;
            vcc_m4 t40 = ~t17;
            vcc_m4 t41 = t39 | t40;
            vcc_m4 t42 = ~t22;
            vcc_m4 t43 = t41 | t42;
            vcc_m4 t44 = ~t27;
            vcc_m4 t45 = t43 | t44;
            vcc_m4 t46 = ~t32;
            vcc_m4 t47 = t45 | t46;
            if (vcc_any(t47)) {
                t3 = t2;
                break;
            }
            t2 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (t2 < t3);
        i = (int)((long)t7 + t3);
    } else {
        i = t7;
    }
L48:
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
