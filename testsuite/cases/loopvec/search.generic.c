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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })

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
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        /* vcc: loop at search.c:19 vectorized: VF 8, UF 4, early exit, scalar epilogue */
        do {
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[(int)i_vec]);
            vcc_m8 t3 = (vcc_m8)(g_v == x_v);
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[(int)(i_vec + 8L)]);
            vcc_m8 t4 = (vcc_m8)(g_v_1 == x_v);
            vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[(int)(i_vec + 16L)]);
            vcc_m8 t5 = (vcc_m8)(g_v_2 == x_v);
            vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[(int)(i_vec + 24L)]);
            vcc_m8 t6 = (vcc_m8)(g_v_3 == x_v);
            vcc_m8 t7 = t3 | t4;
            vcc_m8 t8 = t7 | t5;
            vcc_m8 t9 = t8 | t6;
            if (vcc_any(t9)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)t1;
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
    long t8;
    vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
    long i_vec = 0L;
    /* vcc: loop at search.c:27 vectorized: VF 8, UF 4, early exit, scalar epilogue */
    for (;;) {
        vcc_v8_int tab_v = vcc_load(vcc_v8_int, &tab[(int)i_vec]);
        vcc_m8 t1 = (vcc_m8)(tab_v == x_v);
        vcc_v8_int tab_v_1 = vcc_load(vcc_v8_int, &tab[(int)(i_vec + 8L)]);
        vcc_m8 t2 = (vcc_m8)(tab_v_1 == x_v);
        vcc_v8_int tab_v_2 = vcc_load(vcc_v8_int, &tab[(int)(i_vec + 16L)]);
        vcc_m8 t3 = (vcc_m8)(tab_v_2 == x_v);
        vcc_v8_int tab_v_3 = vcc_load(vcc_v8_int, &tab[(int)(i_vec + 24L)]);
        vcc_m8 t4 = (vcc_m8)(tab_v_3 == x_v);
        vcc_m8 t5 = t1 | t2;
        vcc_m8 t6 = t5 | t3;
        vcc_m8 t7 = t6 | t4;
        if (vcc_any(t7)) {
            t8 = i_vec;
            break;
        }
        i_vec += 32L;
        if (i_vec >= 256L) {
            t8 = 256L;
            break;
        }
    }
    for (int i = (int)t8; i < 256; i++) {
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
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at search.c:36 vectorized: VF 16, UF 2, early exit, scalar epilogue */
        do {
            vcc_v16_short s16_v = vcc_load(vcc_v16_short, &s16[(int)i_vec]);
            vcc_m16 t3 = (vcc_m16)(s16_v == (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short s16_v_1 = vcc_load(vcc_v16_short, &s16[(int)(i_vec + 16L)]);
            vcc_m16 t4 = (vcc_m16)(s16_v_1 == (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t5 = t3 | t4;
            if (vcc_any(t5)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)t1;
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
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at search.c:45 vectorized: VF 16, UF 2, early exit, scalar epilogue */
        do {
            vcc_v16_short s16_v = vcc_load(vcc_v16_short, &s16[(int)i_vec]);
            vcc_m16 t3 = (vcc_m16)(s16_v != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short s16_v_1 = vcc_load(vcc_v16_short, &s16[(int)(i_vec + 16L)]);
            vcc_m16 t4 = (vcc_m16)(s16_v_1 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t5 = ~t3;
            vcc_m16 t6 = ~t4;
            vcc_m16 t7 = t5 | t6;
            if (vcc_any(t7)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)t1;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        vcc_v8_int y_v = (vcc_v8_int){y, y, y, y, y, y, y, y};
        long i_vec = 0L;
        /* vcc: loop at search.c:52 vectorized: VF 8, UF 2, 2 early exits, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[t3]);
            vcc_m8 t4 = (vcc_m8)(g_v == x_v);
            vcc_v8_int h_v = vcc_load(vcc_v8_int, &h[t3]);
            vcc_m8 t5 = (vcc_m8)(h_v > y_v);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t6]);
            vcc_m8 t7 = (vcc_m8)(g_v_1 == x_v);
            vcc_v8_int h_v_1 = vcc_load(vcc_v8_int, &h[t6]);
            vcc_m8 t8 = (vcc_m8)(h_v_1 > y_v);
            vcc_m8 t9 = t4 | t7;
            vcc_m8 t10 = t9 | t5;
            vcc_m8 t11 = t10 | t8;
            if (vcc_any(t11)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        if (g[t12] == x) {
            return i;
        }
        if (h[t12] > y) {
            return -i - 2;
        }
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
int sum_until_negative(int n) {
    int sum;
    vcc_v8_uint sum_v_4;
    vcc_v8_uint sum_v_5;
    vcc_v8_uint sum_v_6;
    vcc_v8_uint sum_v_7;
    int i;
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        long i_vec = 0L;
        vcc_v8_uint sum_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint sum_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint sum_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint sum_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at search.c:64 vectorized: VF 8, UF 4, early exit, scalar epilogue */
        for (;;) {
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[(int)i_vec]);
            vcc_m8 t3 = (vcc_m8)(g_v < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[(int)(i_vec + 8L)]);
            vcc_m8 t4 = (vcc_m8)(g_v_1 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[(int)(i_vec + 16L)]);
            vcc_m8 t5 = (vcc_m8)(g_v_2 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[(int)(i_vec + 24L)]);
            vcc_m8 t6 = (vcc_m8)(g_v_3 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t7 = t3 | t4;
            vcc_m8 t8 = t7 | t5;
            vcc_m8 t9 = t8 | t6;
            if (vcc_any(t9)) {
                t1 = i_vec;
                sum_v_4 = sum_v;
                sum_v_5 = sum_v_1;
                sum_v_6 = sum_v_2;
                sum_v_7 = sum_v_3;
                break;
            }
            vcc_v8_uint t10 = (vcc_v8_uint)g_v;
            sum_v = sum_v + t10;
            vcc_v8_uint t11 = (vcc_v8_uint)g_v_1;
            sum_v_1 = sum_v_1 + t11;
            vcc_v8_uint t12 = (vcc_v8_uint)g_v_2;
            sum_v_2 = sum_v_2 + t12;
            vcc_v8_uint t13 = (vcc_v8_uint)g_v_3;
            sum_v_3 = sum_v_3 + t13;
            i_vec += 32L;
            if (i_vec >= t1) {
                sum_v_4 = sum_v;
                sum_v_5 = sum_v_1;
                sum_v_6 = sum_v_2;
                sum_v_7 = sum_v_3;
                break;
            }
        }
        vcc_v8_uint t14 = sum_v_4 + sum_v_5;
        vcc_v8_uint t15 = t14 + sum_v_6;
        vcc_v8_uint t16 = t15 + sum_v_7;
        i = (int)t1;
        sum = (int)vcc_reduce(unsigned int, t16, +);
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        int t17 = g[i];
        if (t17 < 0) {
            break;
        }
        sum += t17;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
unsigned xor_until(int n, int x, int *where) {
    vcc_v8_uint acc_v;
    vcc_v8_uint acc_v_1;
    unsigned int acc;
    int i;
    unsigned int acc_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        vcc_v8_uint acc_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint acc_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at search.c:76 vectorized: VF 8, UF 2, early exit, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            vcc_v8_int h_v = vcc_load(vcc_v8_int, &h[t3]);
            vcc_v8_uint t4 = (vcc_v8_uint)h_v;
            acc_v = acc_v_2 ^ t4;
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[t3]);
            vcc_m8 t5 = (vcc_m8)(g_v == x_v);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_int h_v_1 = vcc_load(vcc_v8_int, &h[t6]);
            vcc_v8_uint t7 = (vcc_v8_uint)h_v_1;
            acc_v_1 = acc_v_3 ^ t7;
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t6]);
            vcc_m8 t8 = (vcc_m8)(g_v_1 == x_v);
            vcc_m8 t9 = t5 | t8;
            if (vcc_any(t9)) {
                t1 = i_vec;
                acc_v = acc_v_2;
                acc_v_1 = acc_v_3;
                break;
            }
            i_vec += 16L;
            if (i_vec >= t1) {
                break;
            }
            acc_v_2 = acc_v;
            acc_v_3 = acc_v_1;
        }
        vcc_v8_uint t10 = acc_v ^ acc_v_1;
        i = (int)t1;
        acc_1 = 7U ^ vcc_reduce(unsigned int, t10, ^);
    } else {
        i = 0;
        acc_1 = 7U;
    }
    for (;; i++, acc_1 = acc) {
        if (i >= n) {
            acc = acc_1;
            break;
        }
        long t11 = (long)i;
        acc = acc_1 ^ (unsigned int)h[t11];
        if (g[t11] == x) {
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
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        vcc_v32_uchar c_v = vcc_splat(vcc_v32_uchar, c);
        long i_vec = 0L;
        /* vcc: loop at search.c:87 vectorized: VF 32, UF 1, early exit, scalar epilogue */
        do {
            vcc_v32_uchar bytes_v = vcc_load(vcc_v32_uchar, &bytes[(int)i_vec]);
            vcc_m32 t3 = (vcc_m32)(bytes_v == c_v);
            if (vcc_any(t3)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)t1;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        vcc_v4_double t_v = (vcc_v4_double){t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at search.c:95 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        do {
            vcc_v4_double d_v = vcc_load(vcc_v4_double, &d[(int)i_vec]);
            vcc_m4 t3 = __builtin_convertvector(d_v > t_v, vcc_m4);
            vcc_v4_double d_v_1 = vcc_load(vcc_v4_double, &d[(int)(i_vec + 4L)]);
            vcc_m4 t4 = __builtin_convertvector(d_v_1 > t_v, vcc_m4);
            vcc_v4_double d_v_2 = vcc_load(vcc_v4_double, &d[(int)(i_vec + 8L)]);
            vcc_m4 t5 = __builtin_convertvector(d_v_2 > t_v, vcc_m4);
            vcc_v4_double d_v_3 = vcc_load(vcc_v4_double, &d[(int)(i_vec + 12L)]);
            vcc_m4 t6 = __builtin_convertvector(d_v_3 > t_v, vcc_m4);
            vcc_m4 t7 = t3 | t4;
            vcc_m4 t8 = t7 | t5;
            vcc_m4 t9 = t8 | t6;
            if (vcc_any(t9)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        /* vcc: loop at search.c:104 vectorized: VF 8, UF 2, early exit, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[t3]);
            vcc_m8 t4 = (vcc_m8)(g_v == x_v);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t5]);
            vcc_m8 t6 = (vcc_m8)(g_v_1 == x_v);
            vcc_m8 t7 = t4 | t6;
            if (vcc_any(t7)) {
                t1 = i_vec;
                break;
            }
            vcc_v8_int h_v = vcc_load(vcc_v8_int, &h[t3]);
            vcc_v8_int t8 = h_v + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&out[t3], t8);
            vcc_v8_int h_v_1 = vcc_load(vcc_v8_int, &h[t5]);
            vcc_v8_int t9 = h_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&out[t5], t9);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        if (g[t10] == x) {
            break;
        }
        out[t10] = h[t10] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
int local_search(int n, int seed, int x) {
    int loc[64];
    int k;
    int i;
    int t3 = (int)(unsigned int)seed;
    if (1 & (t3 >= 0)) {
        vcc_v8_int t4 = vcc_splat(vcc_v8_int, t3 % 50);
        vcc_v8_int t5 = t4 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
        vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_int){49, 49, 49, 49, 49, 49, 49, 49});
        vcc_v8_uint t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t8 = (vcc_v8_uint)t5;
        vcc_v8_uint t9 = t8 - t7;
        vcc_v8_int t1 = (vcc_v8_int)t9;
        long k_vec = 0L;
        /* vcc: loop at search.c:115 vectorized: VF 8, UF 4, the remainder at 116:18 by 50 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            vcc_store(&loc[k_vec], t1);
            vcc_v8_int t10 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){49, 49, 49, 49, 49, 49, 49, 49});
            vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t13 = (vcc_v8_uint)t10;
            vcc_v8_uint t14 = t13 - t12;
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_store(&loc[k_vec + 8L], t15);
            vcc_v8_int t16 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
            vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){49, 49, 49, 49, 49, 49, 49, 49});
            vcc_v8_uint t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t19 = (vcc_v8_uint)t16;
            vcc_v8_uint t20 = t19 - t18;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_store(&loc[k_vec + 16L], t21);
            vcc_v8_int t22 = t1 + (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18};
            vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){49, 49, 49, 49, 49, 49, 49, 49});
            vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t25 = (vcc_v8_uint)t22;
            vcc_v8_uint t26 = t25 - t24;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_store(&loc[k_vec + 24L], t27);
            k_vec += 32L;
            vcc_v8_int t28 = t1 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
            vcc_m8 t29 = (vcc_m8)(t28 > (vcc_v8_int){49, 49, 49, 49, 49, 49, 49, 49});
            vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_uint){50U, 50U, 50U, 50U, 50U, 50U, 50U, 50U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t31 = (vcc_v8_uint)t28;
            vcc_v8_uint t32 = t31 - t30;
            t1 = (vcc_v8_int)t32;
        } while (k_vec < 64L);
        k = 64;
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    long t33 = (long)n;
    long t34 = t33 < 64L ? t33 : 64L;
    if ((t34 >= 8L) & (t34 <= 64L)) {
        long t2 = t34 & -8L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        /* vcc: loop at search.c:117 vectorized: VF 8, UF 1, early exit, 2 counted exits, scalar epilogue */
        do {
            vcc_v8_int loc_v = vcc_load(vcc_v8_int, &loc[(int)i_vec]);
            vcc_m8 t35 = (vcc_m8)(loc_v == x_v);
            if (vcc_any(t35)) {
                t2 = i_vec;
                break;
            }
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
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
        if (a[t5] == x) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        /* vcc: loop at search.c:129 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + i_vec));
            vcc_m8 t8 = (vcc_m8)(a_v == x_v);
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m8 t9 = (vcc_m8)(a_v_1 == x_v);
            vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m8 t10 = (vcc_m8)(a_v_2 == x_v);
            vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 24L)));
            vcc_m8 t11 = (vcc_m8)(a_v_3 == x_v);
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
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint k_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long k_vec = 0L;
    /* vcc: loop at search.c:179 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int k_v_1 = (vcc_v8_int)k_v;
        vcc_v8_int t3 = k_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t4 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[k_vec], t4);
        vcc_v8_uint t5 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int k_v_2 = (vcc_v8_int)t5;
        vcc_v8_int t6 = k_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[k_vec + 8L], t7);
        vcc_v8_uint t8 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int k_v_3 = (vcc_v8_int)t8;
        vcc_v8_int t9 = k_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t10 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[k_vec + 16L], t10);
        vcc_v8_uint t11 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int k_v_4 = (vcc_v8_int)t11;
        vcc_v8_int t12 = k_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&tab[k_vec + 24L], t13);
        k_vec += 32L;
        k_v = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (k_vec < 256L);
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
