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
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        long t2 = t3 & -32L;
        vcc_v8_int t4 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t1 = 0L;
        do {
            vcc_v8_int t5 = vcc_load(vcc_v8_int, &g[(int)t1]);
            vcc_m8 t6 = (vcc_m8)(t5 == t4);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, &g[(int)(t1 + 8L)]);
            vcc_m8 t8 = (vcc_m8)(t7 == t4);
            vcc_v8_int t9 = vcc_load(vcc_v8_int, &g[(int)(t1 + 16L)]);
            vcc_m8 t10 = (vcc_m8)(t9 == t4);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, &g[(int)(t1 + 24L)]);
            vcc_m8 t12 = (vcc_m8)(t11 == t4);
            vcc_m8 t13 = t6 | t8;
            vcc_m8 t14 = t13 | t10;
            vcc_m8 t15 = t14 | t12;
            if (vcc_any(t15)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)t2;
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
    long t14;
    vcc_v8_int t2 = (vcc_v8_int){x, x, x, x, x, x, x, x};
    long t1 = 0L;
    for (;;) {
        vcc_v8_int t3 = vcc_load(vcc_v8_int, &tab[(int)t1]);
        vcc_m8 t4 = (vcc_m8)(t3 == t2);
        vcc_v8_int t5 = vcc_load(vcc_v8_int, &tab[(int)(t1 + 8L)]);
        vcc_m8 t6 = (vcc_m8)(t5 == t2);
        vcc_v8_int t7 = vcc_load(vcc_v8_int, &tab[(int)(t1 + 16L)]);
        vcc_m8 t8 = (vcc_m8)(t7 == t2);
        vcc_v8_int t9 = vcc_load(vcc_v8_int, &tab[(int)(t1 + 24L)]);
        vcc_m8 t10 = (vcc_m8)(t9 == t2);
        vcc_m8 t11 = t4 | t6;
        vcc_m8 t12 = t11 | t8;
        vcc_m8 t13 = t12 | t10;
        if (vcc_any(t13)) {
            t14 = t1;
            break;
        }
        t1 += 32L;
        if (t1 >= 256L) {
            t14 = 256L;
            break;
        }
    }
    for (int i = (int)t14; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
static __typeof__(s16) s16 __attribute__((aligned(32)));
int until_zero(int n) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        long t2 = t3 & -32L;
        long t1 = 0L;
        do {
            vcc_v16_short t4 = vcc_load(vcc_v16_short, &s16[(int)t1]);
            vcc_v16_short t5 = t4;
            vcc_m16 t6 = (vcc_m16)(t5 == (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short t7 = vcc_load(vcc_v16_short, &s16[(int)(t1 + 16L)]);
            vcc_v16_short t8 = t7;
            vcc_m16 t9 = (vcc_m16)(t8 == (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t10 = t6 | t9;
            if (vcc_any(t10)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)t2;
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
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        long t2 = t3 & -32L;
        long t1 = 0L;
        do {
            vcc_v16_short t4 = vcc_load(vcc_v16_short, &s16[(int)t1]);
            vcc_v16_short t5 = t4;
            vcc_m16 t6 = (vcc_m16)(t5 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short t7 = vcc_load(vcc_v16_short, &s16[(int)(t1 + 16L)]);
            vcc_v16_short t8 = t7;
            vcc_m16 t9 = (vcc_m16)(t8 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t10 = ~t6;
            vcc_m16 t11 = ~t9;
            vcc_m16 t12 = t10 | t11;
            if (vcc_any(t12)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)t2;
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
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        vcc_v8_int t4 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        vcc_v8_int t5 = (vcc_v8_int){y, y, y, y, y, y, y, y};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, &g[t6]);
            vcc_m8 t8 = (vcc_m8)(t7 == t4);
            vcc_v8_int t9 = vcc_load(vcc_v8_int, &h[t6]);
            vcc_m8 t10 = (vcc_m8)(t9 > t5);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, &g[t11]);
            vcc_m8 t13 = (vcc_m8)(t12 == t4);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, &h[t11]);
            vcc_m8 t15 = (vcc_m8)(t14 > t5);
            vcc_m8 t16 = t8 | t13;
            vcc_m8 t17 = t16 | t10;
            vcc_m8 t18 = t17 | t15;
            if (vcc_any(t18)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
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
    int sum;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    int i;
    long t7 = (long)n;
    if ((t7 >= 32L) & (t7 <= 1001L)) {
        long t6 = t7 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, &g[(int)t1]);
            vcc_m8 t9 = (vcc_m8)(t8 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t10 = vcc_load(vcc_v8_int, &g[(int)(t1 + 8L)]);
            vcc_m8 t11 = (vcc_m8)(t10 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t12 = vcc_load(vcc_v8_int, &g[(int)(t1 + 16L)]);
            vcc_m8 t13 = (vcc_m8)(t12 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t14 = vcc_load(vcc_v8_int, &g[(int)(t1 + 24L)]);
            vcc_m8 t15 = (vcc_m8)(t14 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t16 = t9 | t11;
            vcc_m8 t17 = t16 | t13;
            vcc_m8 t18 = t17 | t15;
            if (vcc_any(t18)) {
                t6 = t1;
                t23 = t2;
                t24 = t3;
                t25 = t4;
                t26 = t5;
                break;
            }
            vcc_v8_uint t19 = (vcc_v8_uint)t8;
            t2 = t2 + t19;
            vcc_v8_uint t20 = (vcc_v8_uint)t10;
            t3 = t3 + t20;
            vcc_v8_uint t21 = (vcc_v8_uint)t12;
            t4 = t4 + t21;
            vcc_v8_uint t22 = (vcc_v8_uint)t14;
            t5 = t5 + t22;
            t1 += 32L;
            if (t1 >= t6) {
                t23 = t2;
                t24 = t3;
                t25 = t4;
                t26 = t5;
                break;
            }
        }
        vcc_v8_uint t27 = t23 + t24;
        vcc_v8_uint t28 = t27 + t25;
        vcc_v8_uint t29 = t28 + t26;
        i = (int)t6;
        sum = (int)vcc_reduce(unsigned int, t29, +);
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        int t30 = g[i];
        if (t30 < 0) {
            break;
        }
        sum += t30;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
unsigned xor_until(int n, int x, int *where) {
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    unsigned int acc;
    int i;
    unsigned int acc_1;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 1001L)) {
        long t2 = t5 & -16L;
        vcc_v8_int t6 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t1 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t8 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            long t9 = (long)(int)t1;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, &h[t9]);
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            t3 = t7 ^ t11;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, &g[t9]);
            vcc_m8 t13 = (vcc_m8)(t12 == t6);
            long t14 = (long)(int)(t1 + 8L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, &h[t14]);
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            t4 = t8 ^ t16;
            vcc_v8_int t17 = vcc_load(vcc_v8_int, &g[t14]);
            vcc_m8 t18 = (vcc_m8)(t17 == t6);
            vcc_m8 t19 = t13 | t18;
            if (vcc_any(t19)) {
                t2 = t1;
                t3 = t7;
                t4 = t8;
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                break;
            }
            t7 = t3;
            t8 = t4;
        }
        vcc_v8_uint t20 = t3 ^ t4;
        i = (int)t2;
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
        long t21 = (long)i;
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
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        long t2 = t3 & -32L;
        vcc_v32_uchar t4 = vcc_splat(vcc_v32_uchar, c);
        vcc_v32_uchar t5 = t4;
        long t1 = 0L;
        do {
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, &bytes[(int)t1]);
            vcc_v32_uchar t7 = t6;
            vcc_m32 t8 = (vcc_m32)(t7 == t5);
            if (vcc_any(t8)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)t2;
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
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        vcc_v4_double t4 = (vcc_v4_double){t, t, t, t};
        long t1 = 0L;
        do {
            vcc_v4_double t5 = vcc_load(vcc_v4_double, &d[(int)t1]);
            vcc_m4 t6 = __builtin_convertvector(t5 > t4, vcc_m4);
            vcc_v4_double t7 = vcc_load(vcc_v4_double, &d[(int)(t1 + 4L)]);
            vcc_m4 t8 = __builtin_convertvector(t7 > t4, vcc_m4);
            vcc_v4_double t9 = vcc_load(vcc_v4_double, &d[(int)(t1 + 8L)]);
            vcc_m4 t10 = __builtin_convertvector(t9 > t4, vcc_m4);
            vcc_v4_double t11 = vcc_load(vcc_v4_double, &d[(int)(t1 + 12L)]);
            vcc_m4 t12 = __builtin_convertvector(t11 > t4, vcc_m4);
            vcc_m4 t13 = t6 | t8;
            vcc_m4 t14 = t13 | t10;
            vcc_m4 t15 = t14 | t12;
            if (vcc_any(t15)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
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
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        vcc_v8_int t4 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, &g[t5]);
            vcc_m8 t7 = (vcc_m8)(t6 == t4);
            long t8 = (long)(int)(t1 + 8L);
            vcc_v8_int t9 = vcc_load(vcc_v8_int, &g[t8]);
            vcc_m8 t10 = (vcc_m8)(t9 == t4);
            vcc_m8 t11 = t7 | t10;
            if (vcc_any(t11)) {
                t2 = t1;
                break;
            }
            vcc_v8_int t12 = vcc_load(vcc_v8_int, &h[t5]);
            vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&out[t5], t13);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, &h[t8]);
            vcc_v8_int t15 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&out[t8], t15);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
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
    int k;
    int i;
    int t5 = (int)(unsigned int)seed;
    if (1 & (t5 >= 0)) {
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, t5 % 50);
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t9 = t8 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
        vcc_v8_uint t10 = vcc_min(vcc_v8_int, t8, t9);
        vcc_v8_int t1 = (vcc_v8_int)t10;
        long t2 = 0L;
        do {
            vcc_store(&loc[(int)t2], t1);
            vcc_v8_int t11 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_v8_uint t12 = (vcc_v8_uint)t11;
            vcc_v8_uint t13 = t12 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_store(&loc[(int)(t2 + 8L)], t15);
            vcc_v8_int t16 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            vcc_v8_uint t18 = t17 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            vcc_v8_uint t19 = vcc_min(vcc_v8_int, t17, t18);
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_store(&loc[(int)(t2 + 16L)], t20);
            vcc_v8_int t21 = t1 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_uint t23 = t22 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            vcc_v8_uint t24 = vcc_min(vcc_v8_int, t22, t23);
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_store(&loc[(int)(t2 + 24L)], t25);
            t2 += 32L;
            vcc_v8_int t26 = t1 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            vcc_v8_uint t28 = t27 - (vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U};
            vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
            t1 = (vcc_v8_int)t29;
        } while (t2 < 64L);
        k = 64;
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    long t30 = (long)n;
    long t31 = t30 < 64L ? t30 : 64L;
    if ((t31 >= 32L) & (t31 <= 64L)) {
        long t4 = t31 & -32L;
        vcc_v8_int t32 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t3 = 0L;
        do {
            vcc_v8_int t33 = vcc_load(vcc_v8_int, &loc[(int)t3]);
            vcc_m8 t34 = (vcc_m8)(t33 == t32);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, &loc[(int)(t3 + 8L)]);
            vcc_m8 t36 = (vcc_m8)(t35 == t32);
            vcc_v8_int t37 = vcc_load(vcc_v8_int, &loc[(int)(t3 + 16L)]);
            vcc_m8 t38 = (vcc_m8)(t37 == t32);
            vcc_v8_int t39 = vcc_load(vcc_v8_int, &loc[(int)(t3 + 24L)]);
            vcc_m8 t40 = (vcc_m8)(t39 == t32);
            vcc_m8 t41 = t34 | t36;
            vcc_m8 t42 = t41 | t38;
            vcc_m8 t43 = t42 | t40;
            if (vcc_any(t43)) {
                t4 = t3;
                break;
            }
            t3 += 32L;
        } while (t3 < t4);
        i = (int)t4;
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
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L21;
        }
        if (a[t6] == x) {
            i = t6;
            goto L21;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        vcc_v8_int t9 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t1 = 0L;
        do {
            vcc_v8_int t10 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + t1));
            vcc_m8 t11 = (vcc_m8)(t10 == t9);
            vcc_v8_int t12 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 8L)));
            vcc_m8 t13 = (vcc_m8)(t12 == t9);
            vcc_v8_int t14 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 16L)));
            vcc_m8 t15 = (vcc_m8)(t14 == t9);
            vcc_v8_int t16 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 24L)));
            vcc_m8 t17 = (vcc_m8)(t16 == t9);
            vcc_m8 t18 = t11 | t13;
            vcc_m8 t19 = t18 | t15;
            vcc_m8 t20 = t19 | t17;
            if (vcc_any(t20)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L21:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
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
    for (int fill_idx = 0; fill_idx < n; fill_idx++) {
        g[fill_idx] = (int)(next_rand() % 1000U);
    }
    for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
        h[fill_idx_1] = (int)(next_rand() % 1000U);
    }
    for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
        s16[fill_idx_2] = (short)(1 + (int)(next_rand() % 300U));
    }
    for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
        bytes[fill_idx_3] = (unsigned char)(int)(next_rand() % 200U);
    }
    for (int k = 0; k < n; k++) {
        d[k] = (double)(next_rand() % 1000U) / 8.0;
    }
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t4 = (vcc_v8_uint)t3;
    vcc_v8_uint t1 = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        vcc_v8_int t5 = (vcc_v8_int)t1;
        vcc_v8_int t6 = t5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[(int)t2], t7);
        vcc_v8_uint t8 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t9 = (vcc_v8_int)t8;
        vcc_v8_int t10 = t9 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t11 = t10 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[(int)(t2 + 8L)], t11);
        vcc_v8_uint t12 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t13 = (vcc_v8_int)t12;
        vcc_v8_int t14 = t13 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t15 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[(int)(t2 + 16L)], t15);
        vcc_v8_uint t16 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_v8_int t18 = t17 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t19 = t18 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[(int)(t2 + 24L)], t19);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (t2 < 256L);
    for (int k_1 = 256; k_1 < 256; k_1++) {
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
