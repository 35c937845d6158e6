/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 14 */
#include "harness.h"

/* Loops with early exits whose tests read arrays of known length (globals and a local): the
   vector loop tests VF·UF iterations at once and, when one would leave, lets the scalar loop run
   them again. The arrays hold exactly MAXN elements, so a read past them is an ASan error. */
#define MAXN 1001

static int g[MAXN];
static int h[MAXN];
static short s16[MAXN];
static unsigned char bytes[MAXN];
static double d[MAXN];
static int out[MAXN];
static int tab[256];

/* The first match, or -1: the trip count n is bounded by a guard (n <= MAXN). */
static __typeof__(g) g __attribute__((aligned(32)));
int find_first(int n, int x) {
    long t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    int i;
    t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        t2 = t3 & -32L;
        t4 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        t1 = 0L;
        for (;;) {
            t5 = vcc_load(vcc_v8_int, &g[(int)((long)0 + t1)]);
            t6 = (vcc_m8)(t5 == t4);
            t7 = vcc_load(vcc_v8_int, &g[(int)((long)0 + (t1 + 8L))]);
            t8 = (vcc_m8)(t7 == t4);
            t9 = vcc_load(vcc_v8_int, &g[(int)((long)0 + (t1 + 16L))]);
            t10 = (vcc_m8)(t9 == t4);
            t11 = vcc_load(vcc_v8_int, &g[(int)((long)0 + (t1 + 24L))]);
            t12 = (vcc_m8)(t11 == t4);
            t13 = t6 | t8;
            t14 = t13 | t10;
            t15 = t14 | t12;
            if (vcc_any(t15)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L16;
            }
        }
        t2 = t1;
    L16:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (g[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A constant trip count inside the array: no guard. */
static __typeof__(tab) tab __attribute__((aligned(32)));
int find_in_table(int x) {
    long t1;
    long t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_m8 t14;
    int i;
    if (256L >= 32L) {
        t2 = 256L & -32L;
        t3 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        t1 = 0L;
        for (;;) {
            t4 = vcc_load(vcc_v8_int, &tab[(int)((long)0 + t1)]);
            t5 = (vcc_m8)(t4 == t3);
            t6 = vcc_load(vcc_v8_int, &tab[(int)((long)0 + (t1 + 8L))]);
            t7 = (vcc_m8)(t6 == t3);
            t8 = vcc_load(vcc_v8_int, &tab[(int)((long)0 + (t1 + 16L))]);
            t9 = (vcc_m8)(t8 == t3);
            t10 = vcc_load(vcc_v8_int, &tab[(int)((long)0 + (t1 + 24L))]);
            t11 = (vcc_m8)(t10 == t3);
            t12 = t5 | t7;
            t13 = t12 | t9;
            t14 = t13 | t11;
            if (vcc_any(t14)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L15;
            }
        }
        t2 = t1;
    L15:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
static __typeof__(s16) s16 __attribute__((aligned(32)));
int until_zero(int n) {
    long t1;
    long t2;
    long t3;
    vcc_v16_short t4;
    vcc_v16_short t5;
    vcc_m16 t6;
    vcc_v16_short t7;
    vcc_v16_short t8;
    vcc_m16 t9;
    vcc_m16 t10;
    int i;
    t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        t2 = t3 & -32L;
        t1 = 0L;
        for (;;) {
            t4 = vcc_load(vcc_v16_short, &s16[(int)((long)0 + t1)]);
            t5 = t4;
            t6 = (vcc_m16)(t5 == (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            t7 = vcc_load(vcc_v16_short, &s16[(int)((long)0 + (t1 + 16L))]);
            t8 = t7;
            t9 = (vcc_m16)(t8 == (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            t10 = t6 | t9;
            if (vcc_any(t10)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L11;
            }
        }
        t2 = t1;
    L11:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)s16[i] == 0) {
            break;
        }
    }
    return i;
}

/* The same as a while loop: simplify threads the `&&` into two exits. */
int until_zero_while(int n) {
    long t1;
    long t2;
    long t3;
    vcc_v16_short t4;
    vcc_v16_short t5;
    vcc_m16 t6;
    vcc_v16_short t7;
    vcc_v16_short t8;
    vcc_m16 t9;
    vcc_m16 t10;
    vcc_m16 t11;
    vcc_m16 t12;
    int i;
    t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        t2 = t3 & -32L;
        t1 = 0L;
        for (;;) {
            t4 = vcc_load(vcc_v16_short, &s16[(int)((long)0 + t1)]);
            t5 = t4;
            t6 = (vcc_m16)(t5 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            t7 = vcc_load(vcc_v16_short, &s16[(int)((long)0 + (t1 + 16L))]);
            t8 = t7;
            t9 = (vcc_m16)(t8 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            t10 = ~t6;
            t11 = ~t9;
            t12 = t10 | t11;
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
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (((int)s16[i] != 0) == 0) {
            break;
        }
    }
    return i;
}

/* Two exits that return different values. */
static __typeof__(h) h __attribute__((aligned(32)));
int two_exits(int n, int x, int y) {
    long t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    long t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    long t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    int i;
    long t19;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t4 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        t5 = (vcc_v8_int){y, y, y, y, y, y, y, y};
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t1);
            t7 = vcc_load(vcc_v8_int, &g[t6]);
            t8 = (vcc_m8)(t7 == t4);
            t9 = vcc_load(vcc_v8_int, &h[t6]);
            t10 = (vcc_m8)(t9 > t5);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = vcc_load(vcc_v8_int, &g[t11]);
            t13 = (vcc_m8)(t12 == t4);
            t14 = vcc_load(vcc_v8_int, &h[t11]);
            t15 = (vcc_m8)(t14 > t5);
            t16 = t8 | t13;
            t17 = t16 | t10;
            t18 = t17 | t15;
            if (vcc_any(t18)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L20;
            }
        }
        t2 = t1;
    L20:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        if (g[t19] == x) {
            return i;
        }
        if (h[t19] > y) {
            return -i - 2;
        }
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
int sum_until_negative(int n) {
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    int sum;
    long t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    int i;
    int t30;
    t7 = (long)n;
    if ((t7 >= 32L) & (t7 <= 1001L)) {
        t6 = t7 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t8 = vcc_load(vcc_v8_int, &g[(int)((long)0 + t1)]);
            t9 = (vcc_m8)(t8 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t10 = vcc_load(vcc_v8_int, &g[(int)((long)0 + (t1 + 8L))]);
            t11 = (vcc_m8)(t10 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t12 = vcc_load(vcc_v8_int, &g[(int)((long)0 + (t1 + 16L))]);
            t13 = (vcc_m8)(t12 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t14 = vcc_load(vcc_v8_int, &g[(int)((long)0 + (t1 + 24L))]);
            t15 = (vcc_m8)(t14 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t16 = t9 | t11;
            t17 = t16 | t13;
            t18 = t17 | t15;
            if (vcc_any(t18)) {
                break;
            }
            t19 = (vcc_v8_uint)t8;
            t2 = t2 + t19;
            t20 = (vcc_v8_uint)t10;
            t3 = t3 + t20;
            t21 = (vcc_v8_uint)t12;
            t4 = t4 + t21;
            t22 = (vcc_v8_uint)t14;
            t5 = t5 + t22;
            t1 += 32L;
            if (t1 >= t6) {
                t23 = t2;
                t24 = t3;
                t25 = t4;
                t26 = t5;
                goto L31;
            }
        }
        t6 = t1;
        t23 = t2;
        t24 = t3;
        t25 = t4;
        t26 = t5;
    L31:
        t27 = t23 + t24;
        t28 = t27 + t25;
        t29 = t28 + t26;
        i = (int)((long)0 + t6);
        sum = (int)((unsigned int)0 + vcc_reduce(unsigned int, t29, +));
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        t30 = g[i];
        if (t30 < 0) {
            break;
        }
        sum += t30;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
unsigned xor_until(int n, int x, int *where) {
    long t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    unsigned int acc;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    long t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_uint t20;
    int i;
    unsigned int acc_1;
    long t21;
    t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 1001L)) {
        t2 = t5 & -16L;
        t6 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        t1 = 0L;
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t8 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t9 = (long)(int)((long)0 + t1);
            t10 = vcc_load(vcc_v8_int, &h[t9]);
            t11 = (vcc_v8_uint)t10;
            t3 = t7 ^ t11;
            t12 = vcc_load(vcc_v8_int, &g[t9]);
            t13 = (vcc_m8)(t12 == t6);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = vcc_load(vcc_v8_int, &h[t14]);
            t16 = (vcc_v8_uint)t15;
            t4 = t8 ^ t16;
            t17 = vcc_load(vcc_v8_int, &g[t14]);
            t18 = (vcc_m8)(t17 == t6);
            t19 = t13 | t18;
            if (vcc_any(t19)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L22;
            }
            t7 = t3;
            t8 = t4;
        }
        t2 = t1;
        t3 = t7;
        t4 = t8;
    L22:
        t20 = t3 ^ t4;
        i = (int)((long)0 + t2);
        acc_1 = 7U ^ vcc_reduce(unsigned int, t20, ^);
    } else {
        i = 0;
        acc_1 = 7U;
    }
    for (;; i++, acc_1 = acc) {
        if (i >= n) {
            acc = acc_1;
            break;
        }
        t21 = (long)i;
        acc = acc_1 ^ (unsigned int)h[t21];
        if (g[t21] == x) {
            break;
        }
    }
    *where = i;
    return acc;
}

/* A byte search (32 lanes on AVX2). */
static __typeof__(bytes) bytes __attribute__((aligned(32)));
int find_byte(int n, unsigned char c) {
    long t1;
    long t2;
    long t3;
    vcc_v32_uchar t4;
    vcc_v32_uchar t5;
    vcc_v32_uchar t6;
    vcc_v32_uchar t7;
    vcc_m32 t8;
    int i;
    t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        t2 = t3 & -32L;
        t4 = vcc_splat(vcc_v32_uchar, c);
        t5 = t4;
        t1 = 0L;
        for (;;) {
            t6 = vcc_load(vcc_v32_uchar, &bytes[(int)((long)0 + t1)]);
            t7 = t6;
            t8 = (vcc_m32)(t7 == t5);
            if (vcc_any(t8)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L9;
            }
        }
        t2 = t1;
    L9:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)bytes[i] == (int)c) {
            return i;
        }
    }
    return n;
}

/* A float compare. */
static __typeof__(d) d __attribute__((aligned(32)));
int first_above(int n, double t) {
    long t1;
    long t2;
    long t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_m4 t6;
    vcc_v4_double t7;
    vcc_m4 t8;
    vcc_v4_double t9;
    vcc_m4 t10;
    vcc_v4_double t11;
    vcc_m4 t12;
    vcc_m4 t13;
    vcc_m4 t14;
    vcc_m4 t15;
    int i;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t4 = (vcc_v4_double){t, t, t, t};
        t1 = 0L;
        for (;;) {
            t5 = vcc_load(vcc_v4_double, &d[(int)((long)0 + t1)]);
            t6 = __builtin_convertvector(t5 > t4, vcc_m4);
            t7 = vcc_load(vcc_v4_double, &d[(int)((long)0 + (t1 + 4L))]);
            t8 = __builtin_convertvector(t7 > t4, vcc_m4);
            t9 = vcc_load(vcc_v4_double, &d[(int)((long)0 + (t1 + 8L))]);
            t10 = __builtin_convertvector(t9 > t4, vcc_m4);
            t11 = vcc_load(vcc_v4_double, &d[(int)((long)0 + (t1 + 12L))]);
            t12 = __builtin_convertvector(t11 > t4, vcc_m4);
            t13 = t6 | t8;
            t14 = t13 | t10;
            t15 = t14 | t12;
            if (vcc_any(t15)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L16;
            }
        }
        t2 = t1;
    L16:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (d[i] > t) {
            return i;
        }
    }
    return -1;
}

/* A store after the exit test: it runs only in vector iterations no lane leaves. */
static __typeof__(out) out __attribute__((aligned(32)));
int copy_until(int n, int x) {
    long t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    long t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    int i;
    long t16;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t4 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        t1 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_int, &g[t5]);
            t7 = (vcc_m8)(t6 == t4);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = vcc_load(vcc_v8_int, &g[t8]);
            t10 = (vcc_m8)(t9 == t4);
            t11 = t7 | t10;
            if (vcc_any(t11)) {
                break;
            }
            t12 = vcc_load(vcc_v8_int, &h[t5]);
            t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&out[t5], t13);
            t14 = vcc_load(vcc_v8_int, &h[t8]);
            t15 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&out[t8], t15);
            t1 += 16L;
            if (t1 >= t2) {
                goto L17;
            }
        }
        t2 = t1;
    L17:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t16 = (long)i;
        if (g[t16] == x) {
            break;
        }
        out[t16] = h[t16] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
int local_search(int n, int seed, int x) {
    int loc[64];
    vcc_v8_int t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    int k;
    long t31;
    long t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_m8 t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_v8_int t38;
    vcc_m8 t39;
    vcc_v8_int t40;
    vcc_m8 t41;
    vcc_m8 t42;
    vcc_m8 t43;
    vcc_m8 t44;
    int i;
    t5 = (int)((unsigned int)seed + (unsigned int)(int)((unsigned int)0 * (unsigned int)7));
    if ((64L >= 32L) & (t5 >= 0)) {
        t6 = 64L & -32L;
        t7 = vcc_splat(vcc_v8_int, t5 % 50);
        t8 = t7 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        t9 = (vcc_v8_uint)t8;
        t10 = t9 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
        t11 = vcc_min(vcc_v8_int, t9, t10);
        t1 = (vcc_v8_int)t11;
        t2 = 0L;
        do {
            vcc_store(&loc[(int)((long)0 + t2)], t1);
            t12 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            t13 = (vcc_v8_uint)t12;
            t14 = t13 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            t15 = vcc_min(vcc_v8_int, t13, t14);
            t16 = (vcc_v8_int)t15;
            vcc_store(&loc[(int)((long)0 + (t2 + 8L))], t16);
            t17 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
            t18 = (vcc_v8_uint)t17;
            t19 = t18 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            t20 = vcc_min(vcc_v8_int, t18, t19);
            t21 = (vcc_v8_int)t20;
            vcc_store(&loc[(int)((long)0 + (t2 + 16L))], t21);
            t22 = t1 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
            t23 = (vcc_v8_uint)t22;
            t24 = t23 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            t25 = vcc_min(vcc_v8_int, t23, t24);
            t26 = (vcc_v8_int)t25;
            vcc_store(&loc[(int)((long)0 + (t2 + 24L))], t26);
            t2 += 32L;
            t27 = t1 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
            t28 = (vcc_v8_uint)t27;
            t29 = t28 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            t30 = vcc_min(vcc_v8_int, t28, t29);
            t1 = (vcc_v8_int)t30;
        } while (t2 < t6);
        k = (int)((long)0 + t6);
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    t31 = (long)n;
    t32 = t31 < 64L ? t31 : 64L;
    if ((t32 >= 32L) & (t32 <= 64L)) {
        t4 = t32 & -32L;
        t33 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        t3 = 0L;
        for (;;) {
            t34 = vcc_load(vcc_v8_int, &loc[(int)((long)0 + t3)]);
            t35 = (vcc_m8)(t34 == t33);
            t36 = vcc_load(vcc_v8_int, &loc[(int)((long)0 + (t3 + 8L))]);
            t37 = (vcc_m8)(t36 == t33);
            t38 = vcc_load(vcc_v8_int, &loc[(int)((long)0 + (t3 + 16L))]);
            t39 = (vcc_m8)(t38 == t33);
            t40 = vcc_load(vcc_v8_int, &loc[(int)((long)0 + (t3 + 24L))]);
            t41 = (vcc_m8)(t40 == t33);
            t42 = t35 | t37;
            t43 = t42 | t39;
            t44 = t43 | t41;
            if (vcc_any(t44)) {
                break;
            }
            t3 += 32L;
            if (t3 >= t4) {
                goto L45;
            }
        }
        t4 = t3;
    L45:
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        if (loc[i] == x) {
            return i;
        }
        if (i >= n) {
            break;
        }
    }
    return -1;
}

/* The array behind a pointer parameter may end right after the match: a peel loop aligns `a`
   first, and the vector loop's aligned loads stay inside the page of their first lane. */
__attribute__((no_sanitize_address)) int find_ptr(int n, const int *a, int x) {
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
        if (a[i] == x) {
            i_1 = i;
            goto L23;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = (vcc_v8_int){x, x, x, x, x, x, x, x};
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
        if (a[i_1] == x) {
            return i_1;
        }
    }
    return -1;
}

/* Stays scalar: a store before the exit would also run for the iterations past it. */
int store_before(int n, int x) {
    for (int i = 0; i < n; i++) {
        out[i] = g[i];
        if (h[i] == x)
            return i;
    }
    return -1;
}

/* Stays scalar: the exit runs only under a condition. */
int conditional_exit(int n, int x) {
    for (int i = 0; i < n; i++) {
        if (h[i] > 0) {
            if (g[i] == x)
                return i;
        }
    }
    return -1;
}

/* Stays scalar: 2000 iterations, but g holds 1001 elements. */
int past_the_end(int x) {
    for (int i = 0; i < 2000; i++)
        if (g[i] == x)
            return i;
    return -1;
}

/* Stays scalar: the division before the exit could trap in the iterations past it. */
int divide_before(int n, int x) {
    for (int i = 0; i < n; i++)
        if (100 / (h[i] + 1000) == x)
            return i;
    return -1;
}

static void fill(int n) {
    vcc_v8_uint t1;
    long t2;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int k;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    int k_1;
    for (fill_idx = 0; fill_idx < n; fill_idx++) {
        g[fill_idx] = 0 + (int)(next_rand() % 1000U);
    }
    for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
        h[fill_idx_1] = 0 + (int)(next_rand() % 1000U);
    }
    for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
        s16[fill_idx_2] = (short)(1 + (int)(next_rand() % 300U));
    }
    for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
        bytes[fill_idx_3] = (unsigned char)(0 + (int)(next_rand() % 200U));
    }
    for (k = 0; k < n; k++) {
        d[k] = (double)(next_rand() % 1000U) / 8.0;
    }
    if (256L >= 32L) {
        t3 = 256L & -32L;
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t5 = (vcc_v8_uint)t4;
        t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t6 = (vcc_v8_int)t1;
            t7 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&tab[(int)((long)0 + t2)], t8);
            t9 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t10 = (vcc_v8_int)t9;
            t11 = t10 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t12 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&tab[(int)((long)0 + (t2 + 8L))], t12);
            t13 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t14 = (vcc_v8_int)t13;
            t15 = t14 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t16 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&tab[(int)((long)0 + (t2 + 16L))], t16);
            t17 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t18 = (vcc_v8_int)t17;
            t19 = t18 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t20 = t19 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&tab[(int)((long)0 + (t2 + 24L))], t20);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t3);
        k_1 = (int)((long)0 + t3);
    } else {
        k_1 = 0;
    }
    for (; k_1 < 256; k_1++) {
        tab[k_1] = k_1 * 3 + 1;
    }
}

int main(void) {
    int n;
    uint64_t total = 0;
    FOR_EACH_COUNT(n) {
        fill(n);
        /* Keys at every position for small n, else at a few; -5 and 1000000 are absent. */
        for (int p = -1; p < n; p++) {
            if (n > 70 && p > 2 && p < n - 3 && p != n / 2)
                continue;
            int x = p < 0 ? -5 : g[p];
            int where = -7;
            unsigned acc = xor_until(n, x, &where);
            int zero_at = p < 0 ? -1 : p;
            short saved = zero_at >= 0 ? s16[zero_at] : 0;
            if (zero_at >= 0)
                s16[zero_at] = 0;
            int neg_saved = p >= 0 ? g[p] : 0;
            int sum;
            if (p >= 0)
                g[p] = -1;
            sum = sum_until_negative(n);
            if (p >= 0)
                g[p] = neg_saved;
            printf("n=%d p=%d find=%d tab=%d until=%d,%d two=%d,%d sum=%d xor=%u@%d byte=%d above=%d copy=%d local=%d ptr=%d store=%d cond=%d div=%d\n",
                   n, p, find_first(n, x), find_in_table(p < 0 ? 2 : 3 * (p % 256) + 1), until_zero(n), until_zero_while(n), two_exits(n, x, 900),
                   two_exits(n, x, 2000), sum, acc, where, find_byte(n, p < 0 ? 250 : bytes[p]),
                   first_above(n, p < 0 ? 1e9 : d[p] - 0.01), copy_until(n, x), local_search(n, p, p % 50),
                   find_ptr(n, g, x), store_before(n, p < 0 ? -3 : h[p]), conditional_exit(n, x), divide_before(n, 0));
            if (zero_at >= 0)
                s16[zero_at] = saved;
            total += HASH(out, n);
        }
    }
    printf("out %llu past %d\n", (unsigned long long)total, past_the_end(g[5]));
    return 0;
}
