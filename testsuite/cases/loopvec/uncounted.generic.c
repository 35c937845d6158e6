/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
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
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
            goto L15;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L15;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        long t1 = 0L;
        /* vcc: loop at uncounted.c:25 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_char p_v = vcc_load_aligned(vcc_v32_char, t4 + t1);
            vcc_v32_schar t8 = (vcc_v32_schar)p_v;
            vcc_m32 t9 = (vcc_m32)(t8 != (vcc_v32_schar){(signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10});
            vcc_m32 t10 = (vcc_m32)(p_v != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            vcc_m32 t11 = ~t10;
            vcc_m32 t12 = ~t9;
            vcc_m32 t13 = t11 | t12;
            if (vcc_any(t13)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L15:
    for (;; p = p + 1) {
        char t14 = *p;
        if (!t14) {
            break;
        }
        if (((int)t14 != 10) == 0) {
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
            goto L11;
        }
    }
    t6 = 1152921504606846976L - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        vcc_v32_char c_v = vcc_splat(vcc_v32_char, c);
        vcc_v32_schar t7 = (vcc_v32_schar)c_v;
        long t1 = 0L;
        /* vcc: loop at uncounted.c:33 vectorized: VF 32, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_char p_v = vcc_load_aligned(vcc_v32_char, t4 + t1);
            vcc_v32_schar t8 = (vcc_v32_schar)p_v;
            vcc_m32 t9 = (vcc_m32)(t8 != t7);
            vcc_m32 t10 = ~t9;
            if (vcc_any(t10)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L11:
    while ((int)*p != (int)c) {
        p = p + 1;
    }
    return p;
}

/* An int index from a start that is not zero. */
__attribute__((no_sanitize_address)) int find_key(const int *a, int lo, int key) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    long t8;
    int i;
    t2 = (unsigned long)a + (unsigned long)((long)lo * 4L);
    t3 = (long)((0UL - t2) & 127UL) / 4L;
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
    if ((t8 >= 32L) & t4) {
        long t1 = t8 & -32L;
        vcc_v8_int key_v = (vcc_v8_int){key, key, key, key, key, key, key, key};
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:41 vectorized: VF 8, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + i_vec));
            vcc_m8 t9 = (vcc_m8)(a_v != key_v);
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m8 t10 = (vcc_m8)(a_v_1 != key_v);
            vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m8 t11 = (vcc_m8)(a_v_2 != key_v);
            vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 24L)));
            vcc_m8 t12 = (vcc_m8)(a_v_3 != key_v);
            vcc_m8 t13 = ~t9;
            vcc_m8 t14 = ~t10;
            vcc_m8 t15 = t13 | t14;
            vcc_m8 t16 = ~t11;
            vcc_m8 t17 = t15 | t16;
            vcc_m8 t18 = ~t12;
            vcc_m8 t19 = t17 | t18;
            if (vcc_any(t19)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
__attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    int n;
    long t3;
    int t4;
    long t5;
    long t7;
    vcc_v8_uint n_v_2;
    vcc_v8_uint n_v_3;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            n = t1;
            goto L23;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        vcc_v8_uint n_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint n_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at uncounted.c:49 vectorized: VF 8, UF 2, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        for (;;) {
            vcc_v8_char s_v = vcc_load(vcc_v8_char, s + (int)((long)t4 + i_vec));
            vcc_v8_char s_v_1 = vcc_load(vcc_v8_char, s + (int)((long)t4 + (i_vec + 8L)));
            vcc_m8 t8 = __builtin_convertvector(s_v != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            vcc_m8 t9 = ~t8;
            vcc_m8 t10 = __builtin_convertvector(s_v_1 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            vcc_m8 t11 = ~t10;
            vcc_m8 t12 = t9 | t11;
            if (vcc_any(t12)) {
                t2 = i_vec;
                n_v_2 = n_v;
                n_v_3 = n_v_1;
                break;
            }
            vcc_v8_schar t13 = (vcc_v8_schar)s_v;
            vcc_m8 t14 = __builtin_convertvector(t13 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            vcc_v8_int t15 = __builtin_convertvector(t14 & 1, vcc_v8_int);
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            n_v = n_v + t16;
            vcc_v8_schar t17 = (vcc_v8_schar)s_v_1;
            vcc_m8 t18 = __builtin_convertvector(t17 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            vcc_v8_int t19 = __builtin_convertvector(t18 & 1, vcc_v8_int);
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            n_v_1 = n_v_1 + t20;
            i_vec += 16L;
            if (i_vec >= t2) {
                n_v_2 = n_v;
                n_v_3 = n_v_1;
                break;
            }
        }
        vcc_v8_uint t21 = n_v_2 + n_v_3;
        i = (int)((long)t4 + t2);
        n = (int)((unsigned int)t1 + vcc_reduce(unsigned int, t21, +));
    } else {
        i = t4;
        n = t1;
    }
L23:
    for (;; i++) {
        char t22 = s[i];
        if (!t22) {
            break;
        }
        n += (int)t22 == 32;
    }
    return n;
}

/* A 64-bit unsigned index: it cannot wrap before memory ends. */
__attribute__((no_sanitize_address)) size_t until_zero_u16(const unsigned short *h) {
    unsigned long t2;
    long t3;
    int t4;
    unsigned long t5;
    long t6;
    long t7;
    unsigned long i;
    t2 = (unsigned long)h;
    t3 = (long)((0UL - t2) & 63UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0UL; t6 < t3; t5++, t6++) {
        if ((int)h[(long)t5] == 0) {
            i = t5;
            goto L13;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:57 vectorized: VF 16, UF 2, no counted exit (1 exit tested per vector iteration), peeled to align `h` to 64 bytes, scalar epilogue */
        do {
            vcc_v16_ushort h_v = vcc_load_aligned(vcc_v16_ushort, h + (long)(t5 + (unsigned long)i_vec));
            vcc_m16 t8 = (vcc_m16)(h_v != (vcc_v16_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0});
            vcc_v16_ushort h_v_1 = vcc_load_aligned(vcc_v16_ushort, h + (long)(t5 + (unsigned long)(i_vec + 16L)));
            vcc_m16 t9 = (vcc_m16)(h_v_1 != (vcc_v16_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0});
            vcc_m16 t10 = ~t8;
            vcc_m16 t11 = ~t9;
            vcc_m16 t12 = t10 | t11;
            if (vcc_any(t12)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
__attribute__((no_sanitize_address)) long sum_to_negative(const int *a, const int **end) {
    long t1;
    long s;
    unsigned long t4;
    long t5;
    int t6;
    const int *t7;
    long t8;
    long t10;
    vcc_v4_ulong s_v_4;
    vcc_v4_ulong s_v_5;
    vcc_v4_ulong s_v_6;
    vcc_v4_ulong s_v_7;
    const int *a_1;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t1 = 0L;
    t8 = 0L;
    for (t7 = a; t8 < t5; t7 = t7 + 1, t8++) {
        int t9 = *t7;
        if (t9 < 0) {
            a_1 = t7;
            s = t1;
            goto L34;
        }
        t1 += (long)t9;
    }
    t10 = 1152921504606846976L - t5;
    if ((t10 >= 16L) & t6) {
        long t3 = t10 & -16L;
        long t2 = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at uncounted.c:65 vectorized: VF 4, UF 4, no counted exit (1 exit tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            vcc_v4_int a_v = vcc_load_aligned(vcc_v4_int, t7 + t2);
            vcc_m4 t11 = (vcc_m4)(a_v >= (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int a_v_1 = vcc_load_aligned(vcc_v4_int, t7 + (t2 + 4L));
            vcc_m4 t12 = (vcc_m4)(a_v_1 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int a_v_2 = vcc_load_aligned(vcc_v4_int, t7 + (t2 + 8L));
            vcc_m4 t13 = (vcc_m4)(a_v_2 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int a_v_3 = vcc_load_aligned(vcc_v4_int, t7 + (t2 + 12L));
            vcc_m4 t14 = (vcc_m4)(a_v_3 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t15 = ~t11;
            vcc_m4 t16 = ~t12;
            vcc_m4 t17 = t15 | t16;
            vcc_m4 t18 = ~t13;
            vcc_m4 t19 = t17 | t18;
            vcc_m4 t20 = ~t14;
            vcc_m4 t21 = t19 | t20;
            if (vcc_any(t21)) {
                t3 = t2;
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
            vcc_v4_long t22 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_ulong t23 = (vcc_v4_ulong)t22;
            s_v = s_v + t23;
            vcc_v4_long t24 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_ulong t25 = (vcc_v4_ulong)t24;
            s_v_1 = s_v_1 + t25;
            vcc_v4_long t26 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_ulong t27 = (vcc_v4_ulong)t26;
            s_v_2 = s_v_2 + t27;
            vcc_v4_long t28 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            s_v_3 = s_v_3 + t29;
            t2 += 16L;
            if (t2 >= t3) {
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
        }
        vcc_v4_ulong t30 = s_v_4 + s_v_5;
        vcc_v4_ulong t31 = t30 + s_v_6;
        vcc_v4_ulong t32 = t31 + s_v_7;
        a_1 = t7 + t3;
        s = (long)((unsigned long)t1 + vcc_reduce(unsigned long, t32, +));
    } else {
        a_1 = t7;
        s = t1;
    }
L34:
    for (;; a_1 = a_1 + 1) {
        int t33 = *a_1;
        if (t33 < 0) {
            break;
        }
        s += (long)t33;
    }
    *end = a_1;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
__attribute__((no_sanitize_address)) int copy_plus_one(const char *restrict s, char *restrict d) {
    long t2;
    int t3;
    long t4;
    long t7;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        long t5 = (long)t3;
        char t6 = s[t5];
        if (!t6) {
            i = t3;
            goto L16;
        }
        d[t5] = (char)((int)t6 + 1);
    }
    t7 = 2147483648L - t2;
    if ((t7 >= 32L) & 1) {
        long t1 = t7 & -32L;
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:74 vectorized: VF 32, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            long t8 = (long)(int)((long)t3 + i_vec);
            vcc_v32_char s_v = vcc_load_aligned(vcc_v32_char, s + t8);
            vcc_m32 t9 = (vcc_m32)(s_v != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            vcc_m32 t10 = ~t9;
            if (vcc_any(t10)) {
                t1 = i_vec;
                break;
            }
            vcc_v32_uchar t11 = (vcc_v32_uchar)s_v;
            vcc_v32_uchar t12 = t11 + (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v32_char t13 = (vcc_v32_char)t12;
            vcc_store(d + t8, t13);
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L16:
    for (;; i++) {
        long t14 = (long)i;
        char t15 = s[t14];
        if (!t15) {
            break;
        }
        d[t14] = (char)((int)t15 + 1);
    }
    return i;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
__attribute__((no_sanitize_address)) int find_or_n(const int *a, int n, int k) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (a[t5] == k) {
            i = t5;
            goto L28;
        }
        if (t5 >= n) {
            i = t5;
            goto L28;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int n_v = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_v8_int t8 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint i_v = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:82 vectorized: VF 8, UF 4, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + i_vec));
            vcc_m8 t10 = (vcc_m8)(a_v == k_v);
            vcc_m8 t11 = (vcc_m8)(i_v_1 >= n_v);
            vcc_v8_uint t12 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_2 = (vcc_v8_int)t12;
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m8 t13 = (vcc_m8)(a_v_1 == k_v);
            vcc_m8 t14 = (vcc_m8)(i_v_2 >= n_v);
            vcc_v8_uint t15 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t15;
            vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m8 t16 = (vcc_m8)(a_v_2 == k_v);
            vcc_m8 t17 = (vcc_m8)(i_v_3 >= n_v);
            vcc_v8_uint t18 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t18;
            vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 24L)));
            vcc_m8 t19 = (vcc_m8)(a_v_3 == k_v);
            vcc_m8 t20 = (vcc_m8)(i_v_4 >= n_v);
            vcc_m8 t21 = t10 | t13;
            vcc_m8 t22 = t21 | t16;
            vcc_m8 t23 = t22 | t19;
            vcc_m8 t24 = t23 | t11;
            vcc_m8 t25 = t24 | t14;
            vcc_m8 t26 = t25 | t17;
            vcc_m8 t27 = t26 | t20;
            if (vcc_any(t27)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L28:
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
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 8L;
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
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        vcc_v4_double k_v = (vcc_v4_double){k, k, k, k};
        vcc_v4_int n_v = (vcc_v4_int){n, n, n, n};
        vcc_v4_int t8 = (vcc_v4_int){t5, t5, t5, t5};
        vcc_v4_uint t9 = (vcc_v4_uint)t8;
        vcc_v4_uint i_v = t9 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at uncounted.c:94 vectorized: VF 4, UF 4, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v4_int i_v_1 = (vcc_v4_int)i_v;
            vcc_v4_double a_v = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + i_vec));
            vcc_m4 t10 = __builtin_convertvector(a_v != k_v, vcc_m4);
            vcc_m4 t11 = (vcc_m4)(i_v_1 < n_v);
            vcc_v4_uint t12 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_2 = (vcc_v4_int)t12;
            vcc_v4_double a_v_1 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + (i_vec + 4L)));
            vcc_m4 t13 = __builtin_convertvector(a_v_1 != k_v, vcc_m4);
            vcc_m4 t14 = (vcc_m4)(i_v_2 < n_v);
            vcc_v4_uint t15 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t15;
            vcc_v4_double a_v_2 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m4 t16 = __builtin_convertvector(a_v_2 != k_v, vcc_m4);
            vcc_m4 t17 = (vcc_m4)(i_v_3 < n_v);
            vcc_v4_uint t18 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t18;
            vcc_v4_double a_v_3 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + (i_vec + 12L)));
            vcc_m4 t19 = __builtin_convertvector(a_v_3 != k_v, vcc_m4);
            vcc_m4 t20 = (vcc_m4)(i_v_4 < n_v);
            vcc_m4 t21 = ~t10;
            vcc_m4 t22 = ~t13;
            vcc_m4 t23 = t21 | t22;
            vcc_m4 t24 = ~t16;
            vcc_m4 t25 = t23 | t24;
            vcc_m4 t26 = ~t19;
            vcc_m4 t27 = t25 | t26;
            vcc_m4 t28 = ~t11;
            vcc_m4 t29 = t27 | t28;
            vcc_m4 t30 = ~t14;
            vcc_m4 t31 = t29 | t30;
            vcc_m4 t32 = ~t17;
            vcc_m4 t33 = t31 | t32;
            vcc_m4 t34 = ~t20;
            vcc_m4 t35 = t33 | t34;
            if (vcc_any(t35)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
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
