/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reductions into a _Bool: `r |= x`, `r &= c`, `r ^= c` (C converts each update back with
   `!= 0`, so the accumulator's byte lanes hold x != 0 ORed in, or the comparisons' 0 or 1),
   and a _Bool set under a condition (`found = 1`: any-of). The driver makes the answer depend
   on one element at every position of short arrays (and at many of long ones), so a lane
   dropped from the reduction or a wrong identity changes what is printed. */

_Bool any_negative(const int *a, int n) {
    _Bool r;
    int t15;
    _Bool t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t9 = (vcc_m8)(t8 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 | t10;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_m8 t12 = (vcc_m8)(t11 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 | t13;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t14 = t2 | t3;
        t15 = (int)t7;
        t16 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t14, |));
    } else {
        t15 = 0;
        t16 = (_Bool)0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (int)((long)t15 + t4));
            vcc_m8 t20 = (vcc_m8)(t19 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector(t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 | t21;
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        r = (_Bool)(t16 | vcc_reduce(_Bool, t5, |));
    } else {
        i = t15;
        r = t16;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

_Bool all_positive(const int *a, int n) {
    _Bool r;
    int t15;
    _Bool t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t9 = (vcc_m8)(t8 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 & t10;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 & t13;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t14 = t2 & t3;
        t15 = (int)t7;
        t16 = (_Bool)((_Bool)1 & vcc_reduce(_Bool, t14, &));
    } else {
        t15 = 0;
        t16 = (_Bool)1;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (int)((long)t15 + t4));
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector(t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 & t21;
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        r = (_Bool)(t16 & vcc_reduce(_Bool, t5, &));
    } else {
        i = t15;
        r = t16;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (a[i] > 0));
    }
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
_Bool any_nonzero(const int *a, int n) {
    _Bool r;
    int t15;
    _Bool t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t9 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 | t10;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_m8 t12 = (vcc_m8)(t11 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 | t13;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t14 = t2 | t3;
        t15 = (int)t7;
        t16 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t14, |));
    } else {
        t15 = 0;
        t16 = (_Bool)0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (int)((long)t15 + t4));
            vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector(t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 | t21;
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        r = (_Bool)(t16 | vcc_reduce(_Bool, t5, |));
    } else {
        i = t15;
        r = t16;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | a[i]);
    }
    return r;
}

/* The parity of the negative elements. */
_Bool odd_negatives(const int *a, int n) {
    _Bool r;
    int t15;
    _Bool t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t9 = (vcc_m8)(t8 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 ^ t10;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_m8 t12 = (vcc_m8)(t11 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 ^ t13;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t14 = t2 ^ t3;
        t15 = (int)t7;
        t16 = (_Bool)((_Bool)0 ^ vcc_reduce(_Bool, t14, ^));
    } else {
        t15 = 0;
        t16 = (_Bool)0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (int)((long)t15 + t4));
            vcc_m8 t20 = (vcc_m8)(t19 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector(t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 ^ t21;
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        r = (_Bool)(t16 ^ vcc_reduce(_Bool, t5, ^));
    } else {
        i = t15;
        r = t16;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r ^ (a[i] < 0));
    }
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
_Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    _Bool r;
    int t19;
    _Bool t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_uchar t8 = (vcc_v8_uchar){c, c, c, c, c, c, c, c};
        vcc_v8_uchar t9 = t8;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, s + (int)t1);
            vcc_v8_uchar t11 = t10;
            vcc_m8 t12 = __builtin_convertvector(t11 == t9, vcc_m8);
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector(t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 | t13;
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, s + (int)(t1 + 8L));
            vcc_v8_uchar t15 = t14;
            vcc_m8 t16 = __builtin_convertvector(t15 == t9, vcc_m8);
            vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector(t16, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 | t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t18 = t2 | t3;
        t19 = (int)t7;
        t20 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t18, |));
    } else {
        t19 = 0;
        t20 = (_Bool)0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_uchar t23 = (vcc_v8_uchar){c, c, c, c, c, c, c, c};
        vcc_v8_uchar t24 = t23;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, s + (int)((long)t19 + t4));
            vcc_v8_uchar t26 = t25;
            vcc_m8 t27 = __builtin_convertvector(t26 == t24, vcc_m8);
            vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector(t27, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 | t28;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        r = (_Bool)(t20 | vcc_reduce(_Bool, t5, |));
    } else {
        i = t19;
        r = t20;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | ((int)s[i] == (int)c));
    }
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
_Bool all_set(const _Bool *f, int n, _Bool start) {
    _Bool r;
    int t17;
    _Bool t18;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, f + (int)t1);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t11 = vcc_select(vcc_v8_schar, __builtin_convertvector(t10, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 & t11;
            vcc_v8_uchar t12 = vcc_load(vcc_v8_uchar, f + (int)(t1 + 8L));
            vcc_v8_int t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector(t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 & t15;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t16 = t2 & t3;
        t17 = (int)t7;
        t18 = (_Bool)(start & vcc_reduce(_Bool, t16, &));
    } else {
        t17 = 0;
        t18 = start;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, f + (int)((long)t17 + t4));
            vcc_v8_int t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t23 = (vcc_m8)(t22 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uchar t24 = vcc_select(vcc_v8_schar, __builtin_convertvector(t23, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 & t24;
            t4 += 8L;
        } while (t4 < t20);
        i = (int)((long)t17 + t20);
        r = (_Bool)(t18 & vcc_reduce(_Bool, t5, &));
    } else {
        i = t17;
        r = t18;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
_Bool contains(const int *a, int n, int x) {
    int t28;
    _Bool t29;
    int i;
    _Bool found;
    _Bool found_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_uchar t1 = vcc_splat(vcc_v8_uchar, (_Bool)0);
        vcc_v8_int t11 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uchar t4 = t1;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t12 = t2 + 8L;
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)t2);
            vcc_m8 t14 = (vcc_m8)(t13 == t11);
            t1 = vcc_select(vcc_v8_schar, __builtin_convertvector(t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t1);
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t16, t3);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, a + (int)t12);
            vcc_m8 t18 = (vcc_m8)(t17 == t11);
            t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t4);
            vcc_v8_int t19 = vcc_splat(vcc_v8_int, (int)t12);
            vcc_v8_int t20 = t19 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t20, t5);
            t2 += 16L;
        } while (t2 < t10);
        vcc_m8 t21 = (vcc_m8)(t5 > t3);
        vcc_v8_int t22 = vcc_max(vcc_v8_int, t5, t3);
        vcc_v8_uchar t23 = vcc_select(vcc_v8_schar, __builtin_convertvector(t21, vcc_v8_schar), t4, t1);
        int t24 = vcc_reduce_max(int, t22);
        vcc_v8_int t25 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        vcc_m8 t26 = (vcc_m8)(t22 == t25);
        vcc_v8_uchar t27 = vcc_select(vcc_v8_schar, __builtin_convertvector(t26, vcc_v8_schar), t23, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t28 = (int)t10;
        t29 = (_Bool)(t24 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t27, |));
    } else {
        t28 = 0;
        t29 = (_Bool)0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if ((t30 >= 8L) & (t30 <= 2147483647L)) {
        long t31 = t30 & -8L;
        vcc_v8_uchar t6 = (vcc_v8_uchar){t29, t29, t29, t29, t29, t29, t29, t29};
        vcc_v8_int t32 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t7 = 0L;
        vcc_v8_int t8 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t33 = vcc_load(vcc_v8_int, a + (int)((long)t28 + t7));
            vcc_m8 t34 = (vcc_m8)(t33 == t32);
            t6 = vcc_select(vcc_v8_schar, __builtin_convertvector(t34, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t6);
            vcc_v8_int t35 = vcc_splat(vcc_v8_int, (int)t7);
            vcc_v8_int t36 = t35 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t36, t8);
            t7 += 8L;
        } while (t7 < t31);
        int t37 = vcc_reduce_max(int, t8);
        vcc_v8_int t38 = (vcc_v8_int){t37, t37, t37, t37, t37, t37, t37, t37};
        vcc_m8 t39 = (vcc_m8)(t8 == t38);
        vcc_v8_uchar t40 = vcc_select(vcc_v8_schar, __builtin_convertvector(t39, vcc_v8_schar), t6, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t28 + t31);
        found = (_Bool)(t37 < 0 ? t29 : vcc_reduce(_Bool, t40, |));
    } else {
        i = t28;
        found = t29;
    }
    for (; i < n; i++, found = found_1) {
        if (a[i] == x) {
            found_1 = (_Bool)1;
        } else {
            found_1 = found;
        }
    }
    return found;
}

/* A conditional clear, from a start the caller passes. */
_Bool none_equal(const short *a, int n, short x, _Bool start) {
    int i;
    _Bool ok;
    _Bool ok_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v16_uchar t1 = (vcc_v16_uchar){start, start, start, start, start, start, start, start, start, start, start, start, start, start, start, start};
        vcc_v16_short t6 = (vcc_v16_short){x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x};
        vcc_v16_short t7 = t6;
        long t2 = 0L;
        vcc_v16_int t3 = (vcc_v16_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v16_short t8 = vcc_load(vcc_v16_short, a + (int)t2);
            vcc_v16_short t9 = t8;
            vcc_m16 t10 = (vcc_m16)(t9 == t7);
            t1 = vcc_select(vcc_v16_schar, __builtin_convertvector(t10, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}), t1);
            vcc_v16_int t11 = vcc_splat(vcc_v16_int, (int)t2);
            vcc_v16_int t12 = t11 + (vcc_v16_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            t3 = vcc_select(vcc_v16_int, __builtin_convertvector(t10, vcc_v16_int), t12, t3);
            t2 += 16L;
        } while (t2 < t5);
        int t13 = vcc_reduce_max(int, t3);
        vcc_v16_int t14 = (vcc_v16_int){t13, t13, t13, t13, t13, t13, t13, t13, t13, t13, t13, t13, t13, t13, t13, t13};
        vcc_m16 t15 = __builtin_convertvector(t3 == t14, vcc_m16);
        vcc_v16_uchar t16 = vcc_select(vcc_v16_schar, __builtin_convertvector(t15, vcc_v16_schar), t1, ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)t5;
        ok = (_Bool)(t13 < 0 ? start : vcc_reduce(_Bool, t16, |));
    } else {
        i = 0;
        ok = start;
    }
    for (; i < n; i++, ok = ok_1) {
        if ((int)a[i] == (int)x) {
            ok_1 = (_Bool)0;
        } else {
            ok_1 = ok;
        }
    }
    return ok;
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        unsigned char *s = new_array(n, 1);
        _Bool *f = new_array(n, sizeof(_Bool));
        short *h = new_array(n, sizeof(short));
        for (int p = -1; p < n; p++) {
            if (n > 100 && p > 70 && p < n - 70 && p % 31 != 0)
                continue;
            /* All "neutral" but position p (and, for the parity, every seventh beyond it). */
            for (int k = 0; k < n; k++) {
                a[k] = 1 + (int)(next_rand() % 1000);
                s[k] = (unsigned char)(1 + next_rand() % 200);
                f[k] = 1;
                h[k] = (short)(next_rand() % 1000);
            }
            if (p >= 0) {
                a[p] = -(int)(1 + next_rand() % 5);
                s[p] = 250;
                f[p] = 0;
                h[p] = -3;
            }
            mix(any_negative(a, n));
            mix(all_positive(a, n));
            mix(contains(a, n, n > 0 ? a[p >= 0 ? p : 0] : 5));
            mix(contains(a, n, -9));
            mix(has_byte(s, n, 250));
            mix(all_set(f, n, 1));
            mix(all_set(f, n, 0));
            mix(none_equal(h, n, -3, 1));
            mix(none_equal(h, n, -3, 0));
            for (int k = p + 1; k < n; k += 7)
                a[k] = -a[k];
            mix(odd_negatives(a, n));
            for (int k = 0; k < n; k++)
                a[k] = (k == p) ? (int)(next_rand() % 3) + 1 : 0;
            mix(any_nonzero(a, n));
        }
        free(a);
        free(s);
        free(f);
        free(h);
    }
    printf("%llu\n", total);
    return 0;
}
