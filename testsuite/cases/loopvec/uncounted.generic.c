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
    long t1;
    long t2;
    long t3;
    const char *t4;
    long t5;
    const char *p;
    char t6;
    const char *t7;
    long t8;
    vcc_v32_char t9;
    vcc_v32_schar t10;
    vcc_m32 t11;
    vcc_m32 t12;
    vcc_m32 t13;
    vcc_m32 t14;
    vcc_m32 t15;
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
            t9 = vcc_load_aligned(vcc_v32_char, t7 + t1);
            t10 = (vcc_v32_schar)t9;
            t11 = (vcc_m32)(t10 != (vcc_v32_schar){(signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10});
            t12 = (vcc_m32)(t9 != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            t13 = ~t12;
            t14 = ~t11;
            t15 = t13 | t14;
            if (vcc_any(t15)) {
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
__attribute__((no_sanitize_address)) const char *find_char(const char *s, char c) {
    long t1;
    long t2;
    long t3;
    const char *t4;
    long t5;
    const char *p;
    const char *t6;
    long t7;
    vcc_v32_char t8;
    vcc_v32_schar t9;
    vcc_v32_char t10;
    vcc_v32_schar t11;
    vcc_m32 t12;
    vcc_m32 t13;
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
        t8 = vcc_splat(vcc_v32_char, c);
        t9 = (vcc_v32_schar)t8;
        t1 = 0L;
        for (;;) {
            t10 = vcc_load_aligned(vcc_v32_char, t6 + t1);
            t11 = (vcc_v32_schar)t10;
            t12 = (vcc_m32)(t11 != t9);
            t13 = ~t12;
            if (vcc_any(t13)) {
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
__attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
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
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
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
        t11 = (vcc_v8_int){key, key, key, key, key, key, key, key};
        t1 = 0L;
        for (;;) {
            t12 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + t1));
            t13 = (vcc_m8)(t12 != t11);
            t14 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t1 + 8L)));
            t15 = (vcc_m8)(t14 != t11);
            t16 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t1 + 16L)));
            t17 = (vcc_m8)(t16 != t11);
            t18 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t1 + 24L)));
            t19 = (vcc_m8)(t18 != t11);
            t20 = ~t13;
            t21 = ~t15;
            t22 = t20 | t21;
            t23 = ~t17;
            t24 = t22 | t23;
            t25 = ~t19;
            t26 = t24 | t25;
            if (vcc_any(t26)) {
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
__attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
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
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_v8_schar t21;
    vcc_m8 t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_schar t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
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
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t14 = vcc_load(vcc_v8_char, s + (int)((long)t10 + t2));
            t15 = vcc_load(vcc_v8_char, s + (int)((long)t10 + (t2 + 8L)));
            t16 = __builtin_convertvector(t14 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t17 = ~t16;
            t18 = __builtin_convertvector(t15 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t19 = ~t18;
            t20 = t17 | t19;
            if (vcc_any(t20)) {
                break;
            }
            t21 = (vcc_v8_schar)t14;
            t22 = __builtin_convertvector(t21 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t23 = __builtin_convertvector(t22 & 1, vcc_v8_int);
            t24 = (vcc_v8_uint)t23;
            t3 = t3 + t24;
            t25 = (vcc_v8_schar)t15;
            t26 = __builtin_convertvector(t25 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t27 = __builtin_convertvector(t26 & 1, vcc_v8_int);
            t28 = (vcc_v8_uint)t27;
            t4 = t4 + t28;
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
        t31 = t29 + t30;
        i_1 = (int)((long)t10 + t5);
        n = (int)((unsigned int)t11 + vcc_reduce(unsigned int, t31, +));
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
__attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
    long t1;
    long t2;
    vcc_v4_ulong t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
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
    vcc_v4_int t17;
    vcc_m4 t18;
    vcc_v4_int t19;
    vcc_m4 t20;
    vcc_v4_int t21;
    vcc_m4 t22;
    vcc_v4_int t23;
    vcc_m4 t24;
    vcc_m4 t25;
    vcc_m4 t26;
    vcc_m4 t27;
    vcc_m4 t28;
    vcc_m4 t29;
    vcc_m4 t30;
    vcc_m4 t31;
    vcc_v4_long t32;
    vcc_v4_ulong t33;
    vcc_v4_long t34;
    vcc_v4_ulong t35;
    vcc_v4_long t36;
    vcc_v4_ulong t37;
    vcc_v4_long t38;
    vcc_v4_ulong t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    vcc_v4_ulong t43;
    vcc_v4_ulong t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
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
        t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t17 = vcc_load_aligned(vcc_v4_int, t14 + t2);
            t18 = (vcc_m4)(t17 >= (vcc_v4_int){0, 0, 0, 0});
            t19 = vcc_load_aligned(vcc_v4_int, t14 + (t2 + 4L));
            t20 = (vcc_m4)(t19 >= (vcc_v4_int){0, 0, 0, 0});
            t21 = vcc_load_aligned(vcc_v4_int, t14 + (t2 + 8L));
            t22 = (vcc_m4)(t21 >= (vcc_v4_int){0, 0, 0, 0});
            t23 = vcc_load_aligned(vcc_v4_int, t14 + (t2 + 12L));
            t24 = (vcc_m4)(t23 >= (vcc_v4_int){0, 0, 0, 0});
            t25 = ~t18;
            t26 = ~t20;
            t27 = t25 | t26;
            t28 = ~t22;
            t29 = t27 | t28;
            t30 = ~t24;
            t31 = t29 | t30;
            if (vcc_any(t31)) {
                break;
            }
            t32 = __builtin_convertvector(t17, vcc_v4_long);
            t33 = (vcc_v4_ulong)t32;
            t3 = t3 + t33;
            t34 = __builtin_convertvector(t19, vcc_v4_long);
            t35 = (vcc_v4_ulong)t34;
            t4 = t4 + t35;
            t36 = __builtin_convertvector(t21, vcc_v4_long);
            t37 = (vcc_v4_ulong)t36;
            t5 = t5 + t37;
            t38 = __builtin_convertvector(t23, vcc_v4_long);
            t39 = (vcc_v4_ulong)t38;
            t6 = t6 + t39;
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
        t44 = t40 + t41;
        t45 = t44 + t42;
        t46 = t45 + t43;
        a_2 = t14 + t7;
        s = (long)((unsigned long)t15 + vcc_reduce(unsigned long, t46, +));
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
__attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
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
    vcc_v32_char t12;
    vcc_m32 t13;
    vcc_m32 t14;
    vcc_v32_uchar t15;
    vcc_v32_uchar t16;
    vcc_v32_char t17;
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
            t12 = vcc_load_aligned(vcc_v32_char, s + t11);
            t13 = (vcc_m32)(t12 != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            t14 = ~t13;
            if (vcc_any(t14)) {
                break;
            }
            t15 = (vcc_v32_uchar)t12;
            t16 = t15 + (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            t17 = (vcc_v32_char)t16;
            vcc_store(d + t11, t17);
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
__attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    vcc_v8_uint t1;
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
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_m8 t33;
    vcc_m8 t34;
    vcc_m8 t35;
    vcc_m8 t36;
    vcc_m8 t37;
    vcc_m8 t38;
    vcc_m8 t39;
    vcc_m8 t40;
    vcc_m8 t41;
    int i_1;
    t4 = (unsigned long)a + (unsigned long)0L;
    t5 = (long)((0UL - t4) & 127UL) / 4L;
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
            goto L43;
        }
        if (i >= n) {
            i_1 = i;
            goto L43;
        }
    }
    t10 = (long)0 * -1L + 2147483648L;
    t11 = (t10 < 1152921504606846976L ? t10 : 1152921504606846976L) - t5;
    if ((t11 >= 32L) & t6) {
        t3 = t11 & -32L;
        t12 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t13 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        t14 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t15 = (vcc_v8_uint)t14;
        t1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        for (;;) {
            t16 = (vcc_v8_int)t1;
            t17 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t9 + t2));
            t18 = (vcc_m8)(t17 == t12);
            t19 = (vcc_m8)(t16 >= t13);
            t20 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t21 = (vcc_v8_int)t20;
            t22 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t9 + (t2 + 8L)));
            t23 = (vcc_m8)(t22 == t12);
            t24 = (vcc_m8)(t21 >= t13);
            t25 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t26 = (vcc_v8_int)t25;
            t27 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t9 + (t2 + 16L)));
            t28 = (vcc_m8)(t27 == t12);
            t29 = (vcc_m8)(t26 >= t13);
            t30 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t31 = (vcc_v8_int)t30;
            t32 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t9 + (t2 + 24L)));
            t33 = (vcc_m8)(t32 == t12);
            t34 = (vcc_m8)(t31 >= t13);
            t35 = t18 | t23;
            t36 = t35 | t28;
            t37 = t36 | t33;
            t38 = t37 | t19;
            t39 = t38 | t24;
            t40 = t39 | t29;
            t41 = t40 | t34;
            if (vcc_any(t41)) {
                break;
            }
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t2 >= t3) {
                goto L42;
            }
        }
        t3 = t2;
    L42:
        i_1 = (int)((long)t9 + t3);
    } else {
        i_1 = t9;
    }
L43:
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
__attribute__((no_sanitize_address)) int find_then_bound(const double *a, int n, double k) {
    vcc_v4_uint t1;
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
    vcc_v4_double t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
    vcc_v4_uint t15;
    vcc_v4_int t16;
    vcc_v4_double t17;
    vcc_m4 t18;
    vcc_m4 t19;
    vcc_v4_uint t20;
    vcc_v4_int t21;
    vcc_v4_double t22;
    vcc_m4 t23;
    vcc_m4 t24;
    vcc_v4_uint t25;
    vcc_v4_int t26;
    vcc_v4_double t27;
    vcc_m4 t28;
    vcc_m4 t29;
    vcc_v4_uint t30;
    vcc_v4_int t31;
    vcc_v4_double t32;
    vcc_m4 t33;
    vcc_m4 t34;
    vcc_m4 t35;
    vcc_m4 t36;
    vcc_m4 t37;
    vcc_m4 t38;
    vcc_m4 t39;
    vcc_m4 t40;
    vcc_m4 t41;
    vcc_m4 t42;
    vcc_m4 t43;
    vcc_m4 t44;
    vcc_m4 t45;
    vcc_m4 t46;
    vcc_m4 t47;
    vcc_m4 t48;
    vcc_m4 t49;
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
        t12 = (vcc_v4_double){k, k, k, k};
        t13 = (vcc_v4_int){n, n, n, n};
        t14 = (vcc_v4_int){t9, t9, t9, t9};
        t15 = (vcc_v4_uint)t14;
        t1 = t15 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t2 = 0L;
        for (;;) {
            t16 = (vcc_v4_int)t1;
            t17 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t9 + t2));
            t18 = __builtin_convertvector(t17 != t12, vcc_m4);
            t19 = (vcc_m4)(t16 < t13);
            t20 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t21 = (vcc_v4_int)t20;
            t22 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t9 + (t2 + 4L)));
            t23 = __builtin_convertvector(t22 != t12, vcc_m4);
            t24 = (vcc_m4)(t21 < t13);
            t25 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            t26 = (vcc_v4_int)t25;
            t27 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t9 + (t2 + 8L)));
            t28 = __builtin_convertvector(t27 != t12, vcc_m4);
            t29 = (vcc_m4)(t26 < t13);
            t30 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            t31 = (vcc_v4_int)t30;
            t32 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t9 + (t2 + 12L)));
            t33 = __builtin_convertvector(t32 != t12, vcc_m4);
            t34 = (vcc_m4)(t31 < t13);
            t35 = ~t18;
            t36 = ~t23;
            t37 = t35 | t36;
            t38 = ~t28;
            t39 = t37 | t38;
            t40 = ~t33;
            t41 = t39 | t40;
            t42 = ~t19;
            t43 = t41 | t42;
            t44 = ~t24;
            t45 = t43 | t44;
            t46 = ~t29;
            t47 = t45 | t46;
            t48 = ~t34;
            t49 = t47 | t48;
            if (vcc_any(t49)) {
                break;
            }
            t2 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
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
