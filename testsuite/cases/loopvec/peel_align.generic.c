/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

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
    t3 = (long)((0UL - t2) & 127UL) / 4L;
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
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        vcc_v8_int key_v = (vcc_v8_int){key, key, key, key, key, key, key, key};
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:15 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + i_vec));
            vcc_m8 t8 = (vcc_m8)(a_v == key_v);
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m8 t9 = (vcc_m8)(a_v_1 == key_v);
            vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m8 t10 = (vcc_m8)(a_v_2 == key_v);
            vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 24L)));
            vcc_m8 t11 = (vcc_m8)(a_v_3 == key_v);
            vcc_m8 t12 = t8 | t9;
            vcc_m8 t13 = t12 | t10;
            vcc_m8 t14 = t13 | t11;
            if (vcc_any(t14)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
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
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        vcc_v32_uchar c_v = vcc_splat(vcc_v32_uchar, c);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:24 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_uchar s_v = vcc_load_aligned(vcc_v32_uchar, s + (t3 + i_vec));
            vcc_m32 t6 = (vcc_m32)(s_v == c_v);
            if (vcc_any(t6)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
    t3 = (long)((0UL - t2) & 63UL) / 2L;
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
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:33 vectorized: VF 16, UF 2, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load_aligned(vcc_v16_short, a + (int)((long)t5 + i_vec));
            vcc_m16 t8 = (vcc_m16)(a_v != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short a_v_1 = vcc_load_aligned(vcc_v16_short, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m16 t9 = (vcc_m16)(a_v_1 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t10 = ~t8;
            vcc_m16 t11 = ~t9;
            vcc_m16 t12 = t10 | t11;
            if (vcc_any(t12)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
    t3 = (long)((0UL - t2) & 127UL) / 8L;
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
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        vcc_v4_double t_v = (vcc_v4_double){t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:40 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + i_vec));
            vcc_m4 t8 = __builtin_convertvector(a_v > t_v, vcc_m4);
            vcc_v4_double a_v_1 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + (i_vec + 4L)));
            vcc_m4 t9 = __builtin_convertvector(a_v_1 > t_v, vcc_m4);
            vcc_v4_double a_v_2 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m4 t10 = __builtin_convertvector(a_v_2 > t_v, vcc_m4);
            vcc_v4_double a_v_3 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t5 + (i_vec + 12L)));
            vcc_m4 t11 = __builtin_convertvector(a_v_3 > t_v, vcc_m4);
            vcc_m4 t12 = t8 | t9;
            vcc_m4 t13 = t12 | t10;
            vcc_m4 t14 = t13 | t11;
            if (vcc_any(t14)) {
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
            goto L19;
        }
        long t7 = (long)t5;
        int t8 = a[t7];
        if (t8 < 0) {
            i = t5;
            goto L19;
        }
        b[t7] = t8 * 3;
    }
    t9 = (long)n - t3;
    if ((t9 >= 16L) & t4) {
        long t1 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:49 vectorized: VF 8, UF 2, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            long t10 = (long)(int)((long)t5 + i_vec);
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + t10);
            vcc_m8 t11 = (vcc_m8)(a_v < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            long t12 = (long)(int)((long)t5 + (i_vec + 8L));
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + t12);
            vcc_m8 t13 = (vcc_m8)(a_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t14 = t11 | t13;
            if (vcc_any(t14)) {
                t1 = i_vec;
                break;
            }
            vcc_v8_int t15 = a_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(b + t10, t15);
            vcc_v8_int t16 = a_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(b + t12, t16);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L19:
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = a[t17];
        if (t18 < 0) {
            break;
        }
        b[t17] = t18 * 3;
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
    vcc_v4_ulong s_v_4;
    vcc_v4_ulong s_v_5;
    vcc_v4_ulong s_v_6;
    vcc_v4_ulong s_v_7;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t1 = 0L;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            s = t1;
            goto L29;
        }
        int t8 = a[t6];
        if (t8 == key) {
            i = t6;
            s = t1;
            goto L29;
        }
        t1 += (long)t8;
    }
    t9 = (long)n - t4;
    if ((t9 >= 16L) & t5) {
        long t2 = t9 & -16L;
        vcc_v4_int key_v = (vcc_v4_int){key, key, key, key};
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at peel_align.c:60 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            vcc_v4_int a_v = vcc_load_aligned(vcc_v4_int, a + (int)((long)t6 + i_vec));
            vcc_m4 t10 = (vcc_m4)(a_v == key_v);
            vcc_v4_int a_v_1 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t6 + (i_vec + 4L)));
            vcc_m4 t11 = (vcc_m4)(a_v_1 == key_v);
            vcc_v4_int a_v_2 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t6 + (i_vec + 8L)));
            vcc_m4 t12 = (vcc_m4)(a_v_2 == key_v);
            vcc_v4_int a_v_3 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t6 + (i_vec + 12L)));
            vcc_m4 t13 = (vcc_m4)(a_v_3 == key_v);
            vcc_m4 t14 = t10 | t11;
            vcc_m4 t15 = t14 | t12;
            vcc_m4 t16 = t15 | t13;
            if (vcc_any(t16)) {
                t2 = i_vec;
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
            vcc_v4_long t17 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_ulong t18 = (vcc_v4_ulong)t17;
            s_v = s_v + t18;
            vcc_v4_long t19 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_ulong t20 = (vcc_v4_ulong)t19;
            s_v_1 = s_v_1 + t20;
            vcc_v4_long t21 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_ulong t22 = (vcc_v4_ulong)t21;
            s_v_2 = s_v_2 + t22;
            vcc_v4_long t23 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_ulong t24 = (vcc_v4_ulong)t23;
            s_v_3 = s_v_3 + t24;
            i_vec += 16L;
            if (i_vec >= t2) {
                s_v_4 = s_v;
                s_v_5 = s_v_1;
                s_v_6 = s_v_2;
                s_v_7 = s_v_3;
                break;
            }
        }
        vcc_v4_ulong t25 = s_v_4 + s_v_5;
        vcc_v4_ulong t26 = t25 + s_v_6;
        vcc_v4_ulong t27 = t26 + s_v_7;
        i = (int)((long)t6 + t2);
        s = (long)((unsigned long)t1 + vcc_reduce(unsigned long, t27, +));
    } else {
        i = t6;
        s = t1;
    }
L29:
    for (; i < n; i++) {
        int t28 = a[i];
        if (t28 == key) {
            break;
        }
        s += (long)t28;
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
    t3 = (long)((0UL - t2) & 127UL) / 4L;
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
    if ((t8 >= 32L) & t4) {
        long t1 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(t3 * 4L);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:71 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)i_vec * 4UL) & 4095UL) > 3968UL) {
                long t22 = 0L;
                for (int t21 = (int)((long)t5 + i_vec); t22 < 32L; t21++, t22++) {
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
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t10 = (long)(int)((long)t5 + i_vec);
                vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + t10);
                vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t10);
                vcc_m8 t11 = (vcc_m8)(a_v == b_v);
                long t12 = (long)(int)((long)t5 + (i_vec + 8L));
                vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + t12);
                vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t12);
                vcc_m8 t13 = (vcc_m8)(a_v_1 == b_v_1);
                long t14 = (long)(int)((long)t5 + (i_vec + 16L));
                vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + t14);
                vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t14);
                vcc_m8 t15 = (vcc_m8)(a_v_2 == b_v_2);
                long t16 = (long)(int)((long)t5 + (i_vec + 24L));
                vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + t16);
                vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t16);
                vcc_m8 t17 = (vcc_m8)(a_v_3 == b_v_3);
                vcc_m8 t18 = t11 | t13;
                vcc_m8 t19 = t18 | t15;
                vcc_m8 t20 = t19 | t17;
                if (vcc_any(t20)) {
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
            goto L23;
        }
        long t7 = (long)t5;
        if (a[t7] == 0) {
            i = t5;
            goto L23;
        }
        if (b[t7] == 0) {
            i = t5;
            goto L23;
        }
    }
    t8 = (long)n - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(-4L + t3 * 4L);
        long i_vec = 0L;
        /* vcc: loop at peel_align.c:81 vectorized: VF 8, UF 2, 2 early exits, peeled to align `a` to 64 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)i_vec * 4UL) & 4095UL) > 4028UL) {
                long t20 = 0L;
                for (int t19 = (int)((long)t5 + i_vec); t20 < 16L; t19++, t20++) {
                    if (t19 >= n) {
                        i = t19;
                        goto L23;
                    }
                    long t21 = (long)t19;
                    if (a[t21] == 0) {
                        i = t19;
                        goto L23;
                    }
                    if (b[t21] == 0) {
                        i = t19;
                        goto L23;
                    }
                }
                i_vec += 16L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t10 = (long)(int)((long)t5 + i_vec);
                vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + t10);
                vcc_m8 t11 = (vcc_m8)(a_v == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t10);
                vcc_m8 t12 = (vcc_m8)(b_v == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                long t13 = (long)(int)((long)t5 + (i_vec + 8L));
                vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + t13);
                vcc_m8 t14 = (vcc_m8)(a_v_1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t13);
                vcc_m8 t15 = (vcc_m8)(b_v_1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                vcc_m8 t16 = t11 | t14;
                vcc_m8 t17 = t16 | t12;
                vcc_m8 t18 = t17 | t15;
                if (vcc_any(t18)) {
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
L23:
    for (; i < n; i++) {
        long t22 = (long)i;
        if (a[t22] == 0) {
            return i;
        }
        if (b[t22] == 0) {
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
