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
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

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
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L23;
        }
        if (a[i] == key) {
            i_1 = i;
            goto L23;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = (vcc_v8_int){key, key, key, key, key, key, key, key};
        t1 = 0L;
        for (;;) {
            t11 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + t1));
            t12 = (vcc_m8)(t11 == t10);
            t13 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t1 + 8L)));
            t14 = (vcc_m8)(t13 == t10);
            t15 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t1 + 16L)));
            t16 = (vcc_m8)(t15 == t10);
            t17 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t1 + 24L)));
            t18 = (vcc_m8)(t17 == t10);
            t19 = t12 | t14;
            t20 = t19 | t16;
            t21 = t20 | t18;
            if (vcc_any(t21)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L22;
            }
        }
        t2 = t1;
    L22:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L23:
    for (; i_1 < n; i_1++) {
        if (a[i_1] == key) {
            return i_1;
        }
    }
    return -1;
}

/* bytes (memchr): 32 lanes. */
__attribute__((no_sanitize_address)) long find_u8(long n, const unsigned char *s, unsigned char c) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    long t6;
    long t7;
    vcc_v32_uchar t8;
    vcc_v32_uchar t9;
    vcc_v32_uchar t10;
    vcc_v32_uchar t11;
    vcc_m32 t12;
    long i_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0L;
    t5 = 0L;
    for (;; t4 = i + 1L, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_1 = i;
            goto L14;
        }
        if ((int)s[i] == (int)c) {
            i_1 = i;
            goto L14;
        }
    }
    t7 = n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = vcc_splat(vcc_v32_uchar, c);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = vcc_load_aligned(vcc_v32_uchar, s + (t6 + t1));
            t11 = t10;
            t12 = (vcc_m32)(t11 == t9);
            if (vcc_any(t12)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L13;
            }
        }
        t2 = t1;
    L13:
        i_1 = t6 + t2;
    } else {
        i_1 = t6;
    }
L14:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] == (int)c) {
            break;
        }
    }
    return i_1;
}

/* short, the counted test and the exit in one condition. */
__attribute__((no_sanitize_address)) int until_zero_i16(int n, const short *a) {
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
    vcc_v16_short t10;
    vcc_v16_short t11;
    vcc_m16 t12;
    vcc_v16_short t13;
    vcc_v16_short t14;
    vcc_m16 t15;
    vcc_m16 t16;
    vcc_m16 t17;
    vcc_m16 t18;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L20;
        }
        if (((int)a[i] != 0) == 0) {
            i_1 = i;
            goto L20;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t1 = 0L;
        for (;;) {
            t10 = vcc_load_aligned(vcc_v16_short, a + (int)((long)t8 + t1));
            t11 = t10;
            t12 = (vcc_m16)(t11 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            t13 = vcc_load_aligned(vcc_v16_short, a + (int)((long)t8 + (t1 + 16L)));
            t14 = t13;
            t15 = (vcc_m16)(t14 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            t16 = ~t12;
            t17 = ~t15;
            t18 = t16 | t17;
            if (vcc_any(t18)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L19;
            }
        }
        t2 = t1;
    L19:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L20:
    for (; i_1 < n; i_1++) {
        if (((int)a[i_1] != 0) == 0) {
            break;
        }
    }
    return i_1;
}

/* double, from a start that is not zero. */
__attribute__((no_sanitize_address)) int first_above_f64(int lo, int n, const double *a, double t) {
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
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_m4 t12;
    vcc_v4_double t13;
    vcc_m4 t14;
    vcc_v4_double t15;
    vcc_m4 t16;
    vcc_v4_double t17;
    vcc_m4 t18;
    vcc_m4 t19;
    vcc_m4 t20;
    vcc_m4 t21;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)(0L + (long)lo * 8L);
    t4 = (long)((0UL - t3) & 127UL) / 8L;
    t5 = (t3 & 7UL) == 0UL;
    t6 = lo;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L23;
        }
        if (a[i] > t) {
            i_1 = i;
            goto L23;
        }
    }
    t9 = (long)lo * -1L + (long)n - t4;
    if ((t9 >= 16L) & t5) {
        t2 = t9 & -16L;
        t10 = (vcc_v4_double){t, t, t, t};
        t1 = 0L;
        for (;;) {
            t11 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t8 + t1));
            t12 = __builtin_convertvector(t11 > t10, vcc_m4);
            t13 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t8 + (t1 + 4L)));
            t14 = __builtin_convertvector(t13 > t10, vcc_m4);
            t15 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t8 + (t1 + 8L)));
            t16 = __builtin_convertvector(t15 > t10, vcc_m4);
            t17 = vcc_load_aligned(vcc_v4_double, a + (int)((long)t8 + (t1 + 12L)));
            t18 = __builtin_convertvector(t17 > t10, vcc_m4);
            t19 = t12 | t14;
            t20 = t19 | t16;
            t21 = t20 | t18;
            if (vcc_any(t21)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L22;
            }
        }
        t2 = t1;
    L22:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L23:
    for (; i_1 < n; i_1++) {
        if (a[i_1] > t) {
            return i_1;
        }
    }
    return n;
}

/* Stores after the exit test: the peel loop runs them too, the vector loop where no lane leaves. */
__attribute__((no_sanitize_address)) int copy_until_neg(int n, const int *restrict a, int *restrict b) {
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
    int t10;
    long t11;
    long t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    long t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    int i_1;
    long t21;
    int t22;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t10 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L24;
        }
        t8 = (long)i;
        t9 = a[t8];
        if (t9 < 0) {
            i_1 = i;
            goto L24;
        }
        b[t8] = t9 * 3;
    }
    t11 = (long)n - t4;
    if ((t11 >= 16L) & t5) {
        t2 = t11 & -16L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t10 + t1);
            t13 = vcc_load_aligned(vcc_v8_int, a + t12);
            t14 = (vcc_m8)(t13 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t15 = (long)(int)((long)t10 + (t1 + 8L));
            t16 = vcc_load_aligned(vcc_v8_int, a + t15);
            t17 = (vcc_m8)(t16 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t18 = t14 | t17;
            if (vcc_any(t18)) {
                break;
            }
            t19 = t13 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(b + t12, t19);
            t20 = t16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(b + t15, t20);
            t1 += 16L;
            if (t1 >= t2) {
                goto L23;
            }
        }
        t2 = t1;
    L23:
        i_1 = (int)((long)t10 + t2);
    } else {
        i_1 = t10;
    }
L24:
    for (; i_1 < n; i_1++) {
        t21 = (long)i_1;
        t22 = a[t21];
        if (t22 < 0) {
            break;
        }
        b[t21] = t22 * 3;
    }
    return i_1;
}

/* A sum up to the match: the peel loop's sum is the vector loop's start. */
__attribute__((no_sanitize_address)) long sum_until(int n, const int *a, int key) {
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
    int t11;
    long t12;
    int i;
    long s_1;
    int t13;
    int t14;
    long t15;
    long t16;
    vcc_v4_int t17;
    vcc_v4_int t18;
    vcc_m4 t19;
    vcc_v4_int t20;
    vcc_m4 t21;
    vcc_v4_int t22;
    vcc_m4 t23;
    vcc_v4_int t24;
    vcc_m4 t25;
    vcc_m4 t26;
    vcc_m4 t27;
    vcc_m4 t28;
    vcc_v4_long t29;
    vcc_v4_ulong t30;
    vcc_v4_long t31;
    vcc_v4_ulong t32;
    vcc_v4_long t33;
    vcc_v4_ulong t34;
    vcc_v4_long t35;
    vcc_v4_ulong t36;
    vcc_v4_ulong t37;
    vcc_v4_ulong t38;
    vcc_v4_ulong t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    vcc_v4_ulong t43;
    int i_1;
    int t44;
    t8 = (unsigned long)a + (unsigned long)0L;
    t9 = (long)((0UL - t8) & 63UL) / 4L;
    t10 = (t8 & 3UL) == 0UL;
    t11 = 0;
    t1 = 0L;
    t12 = 0L;
    for (;; t11 = i + 1, t12++) {
        if (t12 >= t9) {
            t14 = t11;
            t15 = t1;
            break;
        }
        i = t11;
        s_1 = t1;
        if (i >= n) {
            i_1 = i;
            s = s_1;
            goto L46;
        }
        t13 = a[i];
        if (t13 == key) {
            i_1 = i;
            s = s_1;
            goto L46;
        }
        t1 = s_1 + (long)t13;
    }
    t16 = (long)n - t9;
    if ((t16 >= 16L) & t10) {
        t7 = t16 & -16L;
        t17 = (vcc_v4_int){key, key, key, key};
        t2 = 0L;
        t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t18 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t14 + t2));
            t19 = (vcc_m4)(t18 == t17);
            t20 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t14 + (t2 + 4L)));
            t21 = (vcc_m4)(t20 == t17);
            t22 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t14 + (t2 + 8L)));
            t23 = (vcc_m4)(t22 == t17);
            t24 = vcc_load_aligned(vcc_v4_int, a + (int)((long)t14 + (t2 + 12L)));
            t25 = (vcc_m4)(t24 == t17);
            t26 = t19 | t21;
            t27 = t26 | t23;
            t28 = t27 | t25;
            if (vcc_any(t28)) {
                break;
            }
            t29 = __builtin_convertvector(t18, vcc_v4_long);
            t30 = (vcc_v4_ulong)t29;
            t3 = t3 + t30;
            t31 = __builtin_convertvector(t20, vcc_v4_long);
            t32 = (vcc_v4_ulong)t31;
            t4 = t4 + t32;
            t33 = __builtin_convertvector(t22, vcc_v4_long);
            t34 = (vcc_v4_ulong)t33;
            t5 = t5 + t34;
            t35 = __builtin_convertvector(t24, vcc_v4_long);
            t36 = (vcc_v4_ulong)t35;
            t6 = t6 + t36;
            t2 += 16L;
            if (t2 >= t7) {
                t37 = t3;
                t38 = t4;
                t39 = t5;
                t40 = t6;
                goto L45;
            }
        }
        t7 = t2;
        t37 = t3;
        t38 = t4;
        t39 = t5;
        t40 = t6;
    L45:
        t41 = t37 + t38;
        t42 = t41 + t39;
        t43 = t42 + t40;
        i_1 = (int)((long)t14 + t7);
        s = (long)((unsigned long)t15 + vcc_reduce(unsigned long, t43, +));
    } else {
        i_1 = t14;
        s = t15;
    }
L46:
    for (; i_1 < n; i_1++) {
        t44 = a[i_1];
        if (t44 == key) {
            break;
        }
        s += (long)t44;
    }
    return s;
}

/* Two pointers of unknown extent before the exit test: the peel aligns `a`, and the vector loop
 * runs where `b` is misaligned alike (here always: both arrays end at a page). */
__attribute__((no_sanitize_address)) int first_equal(int n, const int *a, const int *b) {
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
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    long t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    long t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_m8 t33;
    int t34;
    long t35;
    int i_1;
    long t36;
    int i_2;
    long t37;
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
            goto L38;
        }
        t8 = (long)i;
        if (a[t8] == b[t8]) {
            i_2 = i;
            goto L38;
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
                t35 = 0L;
                for (t34 = (int)((long)t9 + t1); t35 < 32L; t34 = i_1 + 1, t35++) {
                    i_1 = t34;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L38;
                    }
                    t36 = (long)i_1;
                    if (a[t36] == b[t36]) {
                        i_2 = i_1;
                        goto L38;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t15 = (long)(int)((long)t9 + t1);
                t16 = vcc_load_aligned(vcc_v8_int, a + t15);
                t17 = vcc_load(vcc_v8_int, b + t15);
                t18 = (vcc_m8)(t16 == t17);
                t19 = (long)(int)((long)t9 + t12);
                t20 = vcc_load_aligned(vcc_v8_int, a + t19);
                t21 = vcc_load(vcc_v8_int, b + t19);
                t22 = (vcc_m8)(t20 == t21);
                t23 = (long)(int)((long)t9 + t13);
                t24 = vcc_load_aligned(vcc_v8_int, a + t23);
                t25 = vcc_load(vcc_v8_int, b + t23);
                t26 = (vcc_m8)(t24 == t25);
                t27 = (long)(int)((long)t9 + t14);
                t28 = vcc_load_aligned(vcc_v8_int, a + t27);
                t29 = vcc_load(vcc_v8_int, b + t27);
                t30 = (vcc_m8)(t28 == t29);
                t31 = t18 | t22;
                t32 = t31 | t26;
                t33 = t32 | t30;
                if (vcc_any(t33)) {
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
L38:
    for (; i_2 < n; i_2++) {
        t37 = (long)i_2;
        if (a[t37] == b[t37]) {
            return i_2;
        }
    }
    return -1;
}

/* `b` is read only after `a`'s test, which may leave first: the page test of `b` covers the
 * element before the first lane, which the scalar loop read (`AlignPeel::also_after_exit`).
 * The driver also gives it a `b` that ends (at a PROT_NONE page) where `a` has its zero. */
__attribute__((no_sanitize_address)) int two_tests(int n, const int *a, const int *b) {
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
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    long t18;
    vcc_v8_int t19;
    vcc_m8 t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    int t26;
    long t27;
    int i_1;
    long t28;
    int i_2;
    long t29;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)(((0UL - t3 - 4UL) & 63UL) + 4UL) / 4L;
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
            goto L30;
        }
        t8 = (long)i;
        if (a[t8] == 0) {
            i_2 = i;
            goto L30;
        }
        if (b[t8] == 0) {
            i_2 = i;
            goto L30;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        t2 = t10 & -16L;
        t11 = (unsigned long)b + (unsigned long)(-4L + t4 * 4L);
        t1 = 0L;
        for (;;) {
            t12 = t1 + 8L;
            if (((t11 + (unsigned long)t1 * 4UL) & 4095UL) > 4028UL) {
                t27 = 0L;
                for (t26 = (int)((long)t9 + t1); t27 < 16L; t26 = i_1 + 1, t27++) {
                    i_1 = t26;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L30;
                    }
                    t28 = (long)i_1;
                    if (a[t28] == 0) {
                        i_2 = i_1;
                        goto L30;
                    }
                    if (b[t28] == 0) {
                        i_2 = i_1;
                        goto L30;
                    }
                }
                t1 += 16L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t13 = (long)(int)((long)t9 + t1);
                t14 = vcc_load_aligned(vcc_v8_int, a + t13);
                t15 = (vcc_m8)(t14 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t16 = vcc_load(vcc_v8_int, b + t13);
                t17 = (vcc_m8)(t16 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t18 = (long)(int)((long)t9 + t12);
                t19 = vcc_load_aligned(vcc_v8_int, a + t18);
                t20 = (vcc_m8)(t19 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t21 = vcc_load(vcc_v8_int, b + t18);
                t22 = (vcc_m8)(t21 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t23 = t15 | t20;
                t24 = t23 | t17;
                t25 = t24 | t22;
                if (vcc_any(t25)) {
                    t2 = t1;
                    break;
                }
                t1 += 16L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = (int)((long)t9 + t2);
    } else {
        i_2 = t9;
    }
L30:
    for (; i_2 < n; i_2++) {
        t29 = (long)i_2;
        if (a[t29] == 0) {
            return i_2;
        }
        if (b[t29] == 0) {
            return -i_2;
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
