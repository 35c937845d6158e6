/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_mix(vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_square(vcc_v8_float x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v16_short _ZGVdN16v_halve(vcc_v16_short x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v32_schar _ZGVdN32v_low7(vcc_v32_schar x);
#pragma GCC diagnostic pop
/* vcc-test: expect-vectorized 18 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"
/* On --target=generic the vector variants of mix(), square(), halve() and low7() take and return
   32-byte generic vectors without AVX enabled, which gcc notes as an ABI change (-Wpsabi): within
   this one file, every caller agrees. */
#pragma GCC diagnostic ignored "-Wpsabi"

/* Reductions on 512-bit registers: on avx512 the loop vectorizer's plans are 64 bytes wide in
   loops with a 64-bit multiply and in loops that call vector variants, and on avx512vbmi in
   loops that shuffle byte groups. Each reduction ends in a horizontal step from the target's
   table (the 256-bit halves combined, then the 128-bit ones, then within the register), never
   a lane loop. Integer results are exact; the floats are small integers and powers of two, so
   that every order of the sums and products gives the same bits. */

/* Sums, products and bit reductions of 64-bit products (unsigned: they wrap). */
uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t29;
    unsigned long t30;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t10 = (long)(int)t1;
            vcc_v4_ulong t11 = vcc_load(vcc_v4_ulong, a + t10);
            vcc_v4_ulong t12 = vcc_load(vcc_v4_ulong, b + t10);
            vcc_v4_ulong t13 = t11 * t12;
            t2 = t2 + t13;
            long t14 = (long)(int)(t1 + 4L);
            vcc_v4_ulong t15 = vcc_load(vcc_v4_ulong, a + t14);
            vcc_v4_ulong t16 = vcc_load(vcc_v4_ulong, b + t14);
            vcc_v4_ulong t17 = t15 * t16;
            t3 = t3 + t17;
            long t18 = (long)(int)(t1 + 8L);
            vcc_v4_ulong t19 = vcc_load(vcc_v4_ulong, a + t18);
            vcc_v4_ulong t20 = vcc_load(vcc_v4_ulong, b + t18);
            vcc_v4_ulong t21 = t19 * t20;
            t4 = t4 + t21;
            long t22 = (long)(int)(t1 + 12L);
            vcc_v4_ulong t23 = vcc_load(vcc_v4_ulong, a + t22);
            vcc_v4_ulong t24 = vcc_load(vcc_v4_ulong, b + t22);
            vcc_v4_ulong t25 = t23 * t24;
            t5 = t5 + t25;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t26 = t2 + t3;
        vcc_v4_ulong t27 = t26 + t4;
        vcc_v4_ulong t28 = t27 + t5;
        t29 = (int)t9;
        t30 = vcc_reduce(unsigned long, t28, +);
    } else {
        t29 = 0;
        t30 = 0UL;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t33 = (long)(int)((long)t29 + t6);
            vcc_v4_ulong t34 = vcc_load(vcc_v4_ulong, a + t33);
            vcc_v4_ulong t35 = vcc_load(vcc_v4_ulong, b + t33);
            vcc_v4_ulong t36 = t34 * t35;
            t7 = t7 + t36;
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = t30 + vcc_reduce(unsigned long, t7, +);
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += a[t37] * b[t37];
    }
    return s;
}

uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long p;
    int t19;
    unsigned long t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
        do {
            long t8 = (long)(int)t1;
            vcc_v4_ulong t9 = vcc_load(vcc_v4_ulong, a + t8);
            vcc_v4_ulong t10 = vcc_load(vcc_v4_ulong, b + t8);
            vcc_v4_ulong t11 = t9 * t10;
            vcc_v4_ulong t12 = t11 | (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
            t2 = t2 * t12;
            long t13 = (long)(int)(t1 + 4L);
            vcc_v4_ulong t14 = vcc_load(vcc_v4_ulong, a + t13);
            vcc_v4_ulong t15 = vcc_load(vcc_v4_ulong, b + t13);
            vcc_v4_ulong t16 = t14 * t15;
            vcc_v4_ulong t17 = t16 | (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
            t3 = t3 * t17;
            t1 += 8L;
        } while (t1 < t7);
        vcc_v4_ulong t18 = t2 * t3;
        t19 = (int)t7;
        t20 = 1UL * vcc_reduce(unsigned long, t18, *);
    } else {
        t19 = 0;
        t20 = 1UL;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        long t4 = 0L;
        vcc_v4_ulong t5 = (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
        do {
            long t23 = (long)(int)((long)t19 + t4);
            vcc_v4_ulong t24 = vcc_load(vcc_v4_ulong, a + t23);
            vcc_v4_ulong t25 = vcc_load(vcc_v4_ulong, b + t23);
            vcc_v4_ulong t26 = t24 * t25;
            vcc_v4_ulong t27 = t26 | (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
            t5 = t5 * t27;
            t4 += 4L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        p = t20 * vcc_reduce(unsigned long, t5, *);
    } else {
        i = t19;
        p = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        p *= (a[t28] * b[t28]) | 1UL;
    }
    return p;
}

uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    int i;
    long t12 = (long)n;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t6 = (vcc_v4_ulong){18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL};
        vcc_v4_ulong t7 = (vcc_v4_ulong){18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL};
        do {
            long t14 = (long)(int)t1;
            vcc_v4_ulong t15 = vcc_load(vcc_v4_ulong, a + t14);
            vcc_v4_ulong t16 = vcc_load(vcc_v4_ulong, b + t14);
            vcc_v4_ulong t17 = t15 * t16;
            t2 = t2 ^ t17;
            vcc_v4_ulong t18 = t17 >> __builtin_convertvector((vcc_v4_int){40, 40, 40, 40}, vcc_v4_ulong);
            t4 = t4 | t18;
            vcc_v4_ulong t19 = t17 | (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            t6 = t6 & t19;
            long t20 = (long)(int)(t1 + 4L);
            vcc_v4_ulong t21 = vcc_load(vcc_v4_ulong, a + t20);
            vcc_v4_ulong t22 = vcc_load(vcc_v4_ulong, b + t20);
            vcc_v4_ulong t23 = t21 * t22;
            t3 = t3 ^ t23;
            vcc_v4_ulong t24 = t23 >> __builtin_convertvector((vcc_v4_int){40, 40, 40, 40}, vcc_v4_ulong);
            t5 = t5 | t24;
            vcc_v4_ulong t25 = t23 | (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            t7 = t7 & t25;
            t1 += 8L;
        } while (t1 < t13);
        vcc_v4_ulong t26 = t2 ^ t3;
        vcc_v4_ulong t27 = t4 | t5;
        vcc_v4_ulong t28 = t6 & t7;
        t29 = (int)t13;
        t30 = 0UL ^ vcc_reduce(unsigned long, t26, ^);
        t31 = 0UL | vcc_reduce(unsigned long, t27, |);
        t32 = 18446744073709551615UL & vcc_reduce(unsigned long, t28, &);
    } else {
        t29 = 0;
        t30 = 0UL;
        t31 = 0UL;
        t32 = 18446744073709551615UL;
    }
    long t33 = (long)n + (long)t29 * -1L;
    if (t33 >= 4L) {
        long t34 = t33 & -4L;
        long t8 = 0L;
        vcc_v4_ulong t9 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t10 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t11 = (vcc_v4_ulong){18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL};
        do {
            long t35 = (long)(int)((long)t29 + t8);
            vcc_v4_ulong t36 = vcc_load(vcc_v4_ulong, a + t35);
            vcc_v4_ulong t37 = vcc_load(vcc_v4_ulong, b + t35);
            vcc_v4_ulong t38 = t36 * t37;
            t9 = t9 ^ t38;
            vcc_v4_ulong t39 = t38 >> __builtin_convertvector((vcc_v4_int){40, 40, 40, 40}, vcc_v4_ulong);
            t10 = t10 | t39;
            vcc_v4_ulong t40 = t38 | (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            t11 = t11 & t40;
            t8 += 4L;
        } while (t8 < t34);
        i = (int)((long)t29 + t34);
        x = t30 ^ vcc_reduce(unsigned long, t9, ^);
        o = t31 | vcc_reduce(unsigned long, t10, |);
        m = t32 & vcc_reduce(unsigned long, t11, &);
    } else {
        i = t29;
        x = t30;
        o = t31;
        m = t32;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        unsigned long p = a[t41] * b[t41];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t29;
    long t30;
    int i;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v4_long t1 = vcc_splat(vcc_v4_long, (-9223372036854775807L - 1));
        long t2 = 0L;
        vcc_v4_long t3 = t1;
        vcc_v4_long t4 = t1;
        vcc_v4_long t5 = t1;
        do {
            long t10 = (long)(int)t2;
            vcc_v4_long t11 = vcc_load(vcc_v4_long, a + t10);
            vcc_v4_long t12 = vcc_load(vcc_v4_long, b + t10);
            vcc_v4_long t13 = t11 * t12;
            t1 = vcc_max(vcc_v4_long, t13, t1);
            long t14 = (long)(int)(t2 + 4L);
            vcc_v4_long t15 = vcc_load(vcc_v4_long, a + t14);
            vcc_v4_long t16 = vcc_load(vcc_v4_long, b + t14);
            vcc_v4_long t17 = t15 * t16;
            t3 = vcc_max(vcc_v4_long, t17, t3);
            long t18 = (long)(int)(t2 + 8L);
            vcc_v4_long t19 = vcc_load(vcc_v4_long, a + t18);
            vcc_v4_long t20 = vcc_load(vcc_v4_long, b + t18);
            vcc_v4_long t21 = t19 * t20;
            t4 = vcc_max(vcc_v4_long, t21, t4);
            long t22 = (long)(int)(t2 + 12L);
            vcc_v4_long t23 = vcc_load(vcc_v4_long, a + t22);
            vcc_v4_long t24 = vcc_load(vcc_v4_long, b + t22);
            vcc_v4_long t25 = t23 * t24;
            t5 = vcc_max(vcc_v4_long, t25, t5);
            t2 += 16L;
        } while (t2 < t9);
        vcc_v4_long t26 = vcc_max(vcc_v4_long, t1, t3);
        vcc_v4_long t27 = vcc_max(vcc_v4_long, t26, t4);
        vcc_v4_long t28 = vcc_max(vcc_v4_long, t27, t5);
        t29 = (int)t9;
        t30 = vcc_reduce_max(long, t28);
    } else {
        t29 = 0;
        t30 = (-9223372036854775807L - 1);
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_long t6 = (vcc_v4_long){t30, t30, t30, t30};
        long t7 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + t7);
            vcc_v4_long t34 = vcc_load(vcc_v4_long, a + t33);
            vcc_v4_long t35 = vcc_load(vcc_v4_long, b + t33);
            vcc_v4_long t36 = t34 * t35;
            t6 = vcc_max(vcc_v4_long, t36, t6);
            t7 += 4L;
        } while (t7 < t32);
        i = (int)((long)t29 + t32);
        s_1 = vcc_reduce_max(long, t6);
    } else {
        i = t29;
        s_1 = t30;
    }
    for (; i < n; i++, s_1 = s) {
        long t37 = (long)i;
        s = a[t37] * b[t37];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t29;
    long t30;
    int i;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v4_long t1 = (vcc_v4_long){9223372036854775807L, 9223372036854775807L, 9223372036854775807L, 9223372036854775807L};
        long t2 = 0L;
        vcc_v4_long t3 = t1;
        vcc_v4_long t4 = t1;
        vcc_v4_long t5 = t1;
        do {
            long t10 = (long)(int)t2;
            vcc_v4_long t11 = vcc_load(vcc_v4_long, a + t10);
            vcc_v4_long t12 = vcc_load(vcc_v4_long, b + t10);
            vcc_v4_long t13 = t11 * t12;
            t1 = vcc_min(vcc_v4_long, t13, t1);
            long t14 = (long)(int)(t2 + 4L);
            vcc_v4_long t15 = vcc_load(vcc_v4_long, a + t14);
            vcc_v4_long t16 = vcc_load(vcc_v4_long, b + t14);
            vcc_v4_long t17 = t15 * t16;
            t3 = vcc_min(vcc_v4_long, t17, t3);
            long t18 = (long)(int)(t2 + 8L);
            vcc_v4_long t19 = vcc_load(vcc_v4_long, a + t18);
            vcc_v4_long t20 = vcc_load(vcc_v4_long, b + t18);
            vcc_v4_long t21 = t19 * t20;
            t4 = vcc_min(vcc_v4_long, t21, t4);
            long t22 = (long)(int)(t2 + 12L);
            vcc_v4_long t23 = vcc_load(vcc_v4_long, a + t22);
            vcc_v4_long t24 = vcc_load(vcc_v4_long, b + t22);
            vcc_v4_long t25 = t23 * t24;
            t5 = vcc_min(vcc_v4_long, t25, t5);
            t2 += 16L;
        } while (t2 < t9);
        vcc_v4_long t26 = vcc_min(vcc_v4_long, t1, t3);
        vcc_v4_long t27 = vcc_min(vcc_v4_long, t26, t4);
        vcc_v4_long t28 = vcc_min(vcc_v4_long, t27, t5);
        t29 = (int)t9;
        t30 = vcc_reduce_min(long, t28);
    } else {
        t29 = 0;
        t30 = 9223372036854775807L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_long t6 = (vcc_v4_long){t30, t30, t30, t30};
        long t7 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + t7);
            vcc_v4_long t34 = vcc_load(vcc_v4_long, a + t33);
            vcc_v4_long t35 = vcc_load(vcc_v4_long, b + t33);
            vcc_v4_long t36 = t34 * t35;
            t6 = vcc_min(vcc_v4_long, t36, t6);
            t7 += 4L;
        } while (t7 < t32);
        i = (int)((long)t29 + t32);
        s_1 = vcc_reduce_min(long, t6);
    } else {
        i = t29;
        s_1 = t30;
    }
    for (; i < n; i++, s_1 = s) {
        long t37 = (long)i;
        s = a[t37] * b[t37];
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t29;
    unsigned long t30;
    int i;
    unsigned long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v4_ulong t1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        long t2 = 0L;
        vcc_v4_ulong t3 = t1;
        vcc_v4_ulong t4 = t1;
        vcc_v4_ulong t5 = t1;
        do {
            long t10 = (long)(int)t2;
            vcc_v4_ulong t11 = vcc_load(vcc_v4_ulong, a + t10);
            vcc_v4_ulong t12 = vcc_load(vcc_v4_ulong, b + t10);
            vcc_v4_ulong t13 = t11 * t12;
            t1 = vcc_max(vcc_v4_long, t13, t1);
            long t14 = (long)(int)(t2 + 4L);
            vcc_v4_ulong t15 = vcc_load(vcc_v4_ulong, a + t14);
            vcc_v4_ulong t16 = vcc_load(vcc_v4_ulong, b + t14);
            vcc_v4_ulong t17 = t15 * t16;
            t3 = vcc_max(vcc_v4_long, t17, t3);
            long t18 = (long)(int)(t2 + 8L);
            vcc_v4_ulong t19 = vcc_load(vcc_v4_ulong, a + t18);
            vcc_v4_ulong t20 = vcc_load(vcc_v4_ulong, b + t18);
            vcc_v4_ulong t21 = t19 * t20;
            t4 = vcc_max(vcc_v4_long, t21, t4);
            long t22 = (long)(int)(t2 + 12L);
            vcc_v4_ulong t23 = vcc_load(vcc_v4_ulong, a + t22);
            vcc_v4_ulong t24 = vcc_load(vcc_v4_ulong, b + t22);
            vcc_v4_ulong t25 = t23 * t24;
            t5 = vcc_max(vcc_v4_long, t25, t5);
            t2 += 16L;
        } while (t2 < t9);
        vcc_v4_ulong t26 = vcc_max(vcc_v4_long, t1, t3);
        vcc_v4_ulong t27 = vcc_max(vcc_v4_long, t26, t4);
        vcc_v4_ulong t28 = vcc_max(vcc_v4_long, t27, t5);
        t29 = (int)t9;
        t30 = vcc_reduce_max(unsigned long, t28);
    } else {
        t29 = 0;
        t30 = 0UL;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_ulong t6 = (vcc_v4_ulong){t30, t30, t30, t30};
        long t7 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + t7);
            vcc_v4_ulong t34 = vcc_load(vcc_v4_ulong, a + t33);
            vcc_v4_ulong t35 = vcc_load(vcc_v4_ulong, b + t33);
            vcc_v4_ulong t36 = t34 * t35;
            t6 = vcc_max(vcc_v4_long, t36, t6);
            t7 += 4L;
        } while (t7 < t32);
        i = (int)((long)t29 + t32);
        s_1 = vcc_reduce_max(unsigned long, t6);
    } else {
        i = t29;
        s_1 = t30;
    }
    for (; i < n; i++, s_1 = s) {
        long t37 = (long)i;
        s = a[t37] * b[t37];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

/* A vector variant called from the loop: 16 lanes of int (and of float) on avx512. */
/* #pragma omp declare simd notinbranch */
int mix(int x) {
    return (x >> 2) * 3 - 7;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_mix(vcc_v8_int x) {
    vcc_v8_int t1 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t2 = x >> t1;
    vcc_v8_int t3 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t4 = t2 * t3;
    vcc_v8_int t5 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_int t6 = t4 - t5;
    return t6;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
float square(float x) {
    return x * x;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_square(vcc_v8_float x) {
    vcc_v8_float t1 = x * x;
    return t1;
}
#pragma GCC diagnostic pop

int sum_mix(int n, const int *a) {
    int s;
    int t11;
    int t12;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            long t8 = t3 + 8L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t3);
            vcc_v8_int t19 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t20 = t9 >> t19;
            vcc_v8_int t21 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t20 * t21;
            vcc_v8_int t23 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t24 = t22 - t23;
            vcc_v8_uint t17 = (vcc_v8_uint)t24;
            t4 = t4 + t17;
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + (int)t8);
            vcc_v8_int t33 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t34 = t18 >> t33;
            vcc_v8_int t35 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t36 = t34 * t35;
            vcc_v8_int t37 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t38 = t36 - t37;
            vcc_v8_uint t32 = (vcc_v8_uint)t38;
            t5 = t5 + t32;
            t3 += 16L;
            if (t3 >= t7) {
                vcc_v8_uint t10 = t4 + t5;
                t11 = (int)t7;
                t12 = (int)vcc_reduce(unsigned int, t10, +);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + (int)((long)t11 + t1));
            vcc_v8_int t26 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t27 = t15 >> t26;
            vcc_v8_int t28 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t29 = t27 * t28;
            vcc_v8_int t30 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t31 = t29 - t30;
            vcc_v8_uint t25 = (vcc_v8_uint)t31;
            t2 = t2 + t25;
            t1 += 8L;
            if (t1 >= t14) {
                i = (int)((long)t11 + t14);
                s = (int)((unsigned int)t12 + vcc_reduce(unsigned int, t2, +));
                break;
            }
        }
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        int t16 = a[i];
        s += mix(t16);
    }
    return s;
}

int min_mix(int n, const int *a) {
    int s;
    int t11;
    int t12;
    int i;
    int s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_int t1 = (vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        long t4 = 0L;
        vcc_v8_int t5 = t1;
        for (;;) {
            long t8 = t4 + 8L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t4);
            vcc_v8_int t17 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t18 = t9 >> t17;
            vcc_v8_int t19 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t20 = t18 * t19;
            vcc_v8_int t21 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t22 = t20 - t21;
            t1 = vcc_min(vcc_v8_int, t22, t1);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)t8);
            vcc_v8_int t29 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t30 = t16 >> t29;
            vcc_v8_int t31 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t32 = t30 * t31;
            vcc_v8_int t33 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t34 = t32 - t33;
            t5 = vcc_min(vcc_v8_int, t34, t5);
            t4 += 16L;
            if (t4 >= t7) {
                vcc_v8_int t10 = vcc_min(vcc_v8_int, t1, t5);
                t11 = (int)t7;
                t12 = vcc_reduce_min(int, t10);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 2147483647;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        vcc_v8_int t2 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
        long t3 = 0L;
        for (;;) {
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + (int)((long)t11 + t3));
            vcc_v8_int t23 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t24 = t15 >> t23;
            vcc_v8_int t25 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t26 = t24 * t25;
            vcc_v8_int t27 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t28 = t26 - t27;
            t2 = vcc_min(vcc_v8_int, t28, t2);
            t3 += 8L;
            if (t3 >= t14) {
                i = (int)((long)t11 + t14);
                s_1 = vcc_reduce_min(int, t2);
                break;
            }
        }
    } else {
        i = t11;
        s_1 = t12;
    }
    for (; i < n; i++, s_1 = s) {
        s = mix(a[i]);
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

unsigned max_mix(int n, const int *a) {
    unsigned int s;
    int t11;
    unsigned int t12;
    int i;
    unsigned int s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_uint t1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        long t4 = 0L;
        vcc_v8_uint t5 = t1;
        for (;;) {
            long t8 = t4 + 8L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t4);
            vcc_v8_int t19 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t20 = t9 >> t19;
            vcc_v8_int t21 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t20 * t21;
            vcc_v8_int t23 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t24 = t22 - t23;
            vcc_v8_uint t17 = (vcc_v8_uint)t24;
            t1 = vcc_max(vcc_v8_int, t17, t1);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + (int)t8);
            vcc_v8_int t33 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t34 = t18 >> t33;
            vcc_v8_int t35 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t36 = t34 * t35;
            vcc_v8_int t37 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t38 = t36 - t37;
            vcc_v8_uint t32 = (vcc_v8_uint)t38;
            t5 = vcc_max(vcc_v8_int, t32, t5);
            t4 += 16L;
            if (t4 >= t7) {
                vcc_v8_uint t10 = vcc_max(vcc_v8_int, t1, t5);
                t11 = (int)t7;
                t12 = vcc_reduce_max(unsigned int, t10);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0U;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        vcc_v8_uint t2 = (vcc_v8_uint){t12, t12, t12, t12, t12, t12, t12, t12};
        long t3 = 0L;
        for (;;) {
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + (int)((long)t11 + t3));
            vcc_v8_int t26 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t27 = t15 >> t26;
            vcc_v8_int t28 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t29 = t27 * t28;
            vcc_v8_int t30 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t31 = t29 - t30;
            vcc_v8_uint t25 = (vcc_v8_uint)t31;
            t2 = vcc_max(vcc_v8_int, t25, t2);
            t3 += 8L;
            if (t3 >= t14) {
                i = (int)((long)t11 + t14);
                s_1 = vcc_reduce_max(unsigned int, t2);
                break;
            }
        }
    } else {
        i = t11;
        s_1 = t12;
    }
    for (; i < n; i++, s_1 = s) {
        int t16 = a[i];
        s = (unsigned int)mix(t16);
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

unsigned xor_mix(int n, const int *a) {
    unsigned int s;
    int t11;
    unsigned int t12;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            long t8 = t3 + 8L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t3);
            vcc_v8_int t20 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t21 = t9 >> t20;
            vcc_v8_int t22 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t23 = t21 * t22;
            vcc_v8_int t24 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t25 = t23 - t24;
            vcc_v8_uint t17 = (vcc_v8_uint)t25;
            vcc_v8_uint t18 = t17 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t4 = t4 ^ t18;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (int)t8);
            vcc_v8_int t36 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t37 = t19 >> t36;
            vcc_v8_int t38 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t39 = t37 * t38;
            vcc_v8_int t40 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t41 = t39 - t40;
            vcc_v8_uint t34 = (vcc_v8_uint)t41;
            vcc_v8_uint t35 = t34 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t5 = t5 ^ t35;
            t3 += 16L;
            if (t3 >= t7) {
                vcc_v8_uint t10 = t4 ^ t5;
                t11 = (int)t7;
                t12 = 0U ^ vcc_reduce(unsigned int, t10, ^);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0U;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + (int)((long)t11 + t1));
            vcc_v8_int t28 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t29 = t15 >> t28;
            vcc_v8_int t30 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t31 = t29 * t30;
            vcc_v8_int t32 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t33 = t31 - t32;
            vcc_v8_uint t26 = (vcc_v8_uint)t33;
            vcc_v8_uint t27 = t26 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t2 = t2 ^ t27;
            t1 += 8L;
            if (t1 >= t14) {
                i = (int)((long)t11 + t14);
                s = t12 ^ vcc_reduce(unsigned int, t2, ^);
                break;
            }
        }
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        int t16 = a[i];
        s ^= (unsigned int)mix(t16) * 2654435761U;
    }
    return s;
}

float sum_square(int n, const float *a) {
    float s;
    int t11;
    float t12;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        vcc_v8_float t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float t5 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            long t8 = t3 + 8L;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, a + (int)t3);
            vcc_v8_float t18 = t9 * t9;
            t4 = t4 + t18;
            vcc_v8_float t17 = vcc_load(vcc_v8_float, a + (int)t8);
            vcc_v8_float t20 = t17 * t17;
            t5 = t5 + t20;
            t3 += 16L;
            if (t3 >= t7) {
                vcc_v8_float t10 = t4 + t5;
                t11 = (int)t7;
                t12 = 0.0f + vcc_reduce(float, t10, +);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0.0f;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        vcc_v8_float t2 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            vcc_v8_float t15 = vcc_load(vcc_v8_float, a + (int)((long)t11 + t1));
            vcc_v8_float t19 = t15 * t15;
            t2 = t2 + t19;
            t1 += 8L;
            if (t1 >= t14) {
                i = (int)((long)t11 + t14);
                s = t12 + vcc_reduce(float, t2, +);
                break;
            }
        }
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        float t16 = a[i];
        s += square(t16);
    }
    return s;
}

float max_square(int n, const float *a) {
    float m;
    int t11;
    float t12;
    int i;
    float m_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_float t1 = vcc_splat(vcc_v8_float, -1.0f);
        long t4 = 0L;
        vcc_v8_float t5 = t1;
        for (;;) {
            long t8 = t4 + 8L;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, a + (int)t4);
            vcc_v8_float t17 = t9 * t9;
            t1 = vcc_max(vcc_v8_int, t17, t1);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, a + (int)t8);
            vcc_v8_float t19 = t16 * t16;
            t5 = vcc_max(vcc_v8_int, t19, t5);
            t4 += 16L;
            if (t4 >= t7) {
                vcc_v8_float t10 = vcc_max(vcc_v8_int, t1, t5);
                t11 = (int)t7;
                t12 = vcc_reduce_max(float, t10);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = -1.0f;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        vcc_v8_float t2 = (vcc_v8_float){t12, t12, t12, t12, t12, t12, t12, t12};
        long t3 = 0L;
        for (;;) {
            vcc_v8_float t15 = vcc_load(vcc_v8_float, a + (int)((long)t11 + t3));
            vcc_v8_float t18 = t15 * t15;
            t2 = vcc_max(vcc_v8_int, t18, t2);
            t3 += 8L;
            if (t3 >= t14) {
                i = (int)((long)t11 + t14);
                m_1 = vcc_reduce_max(float, t2);
                break;
            }
        }
    } else {
        i = t11;
        m_1 = t12;
    }
    for (; i < n; i++, m_1 = m) {
        m = square(a[i]);
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

double prod_square(int n, const float *a) {
    double p;
    int i;
    long t3 = (long)n;
    if (t3 >= 4L) {
        long t4 = t3 & -4L;
        long t1 = 0L;
        vcc_v4_double t2 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        do {
            vcc_v4_float t5 = vcc_load(vcc_v4_float, a + (int)t1);
            vcc_v4_float t6 = vcc_insert((vcc_v4_float){0}, 0, square(t5[0]));
            vcc_v4_float t7 = vcc_insert(t6, 1, square(t5[1]));
            vcc_v4_float t8 = vcc_insert(t7, 2, square(t5[2]));
            vcc_v4_float t9 = vcc_insert(t8, 3, square(t5[3]));
            vcc_v4_double t10 = __builtin_convertvector(t9, vcc_v4_double);
            t2 = t2 * t10;
            t1 += 4L;
        } while (t1 < t4);
        i = (int)t4;
        p = 1.0 * vcc_reduce(double, t2, *);
    } else {
        i = 0;
        p = 1.0;
    }
    for (; i < n; i++) {
        float t11 = a[i];
        p *= (double)square(t11);
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    unsigned short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            const unsigned char *t5 = rgb + 3 * (int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, t5);
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, t5 + 8);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, t5 + 16);
            vcc_v8_uchar t9 = __builtin_shufflevector(t6, t7, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t10 = __builtin_shufflevector(t9, t8, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t11 = __builtin_shufflevector(t6, t7, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar t12 = __builtin_shufflevector(t11, t8, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t13 = __builtin_shufflevector(t6, t7, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_ushort t15 = __builtin_convertvector(t12, vcc_v8_ushort);
            vcc_v8_ushort t16 = (vcc_v8_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2} * t15;
            vcc_v8_ushort t17 = __builtin_convertvector(t10, vcc_v8_ushort);
            vcc_v8_ushort t18 = t17 + t16;
            vcc_v8_ushort t19 = __builtin_convertvector(t14, vcc_v8_ushort);
            vcc_v8_ushort t20 = t18 + t19;
            vcc_v8_ushort t21 = t20;
            vcc_v8_ushort t22 = t2;
            vcc_v8_int t23 = __builtin_convertvector(t21, vcc_v8_int);
            vcc_v8_ushort t24 = __builtin_convertvector(t23, vcc_v8_ushort);
            vcc_v8_ushort t25 = t22 + t24;
            t2 = t25;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        s = (unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t2, +));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        int t26 = 3 * i;
        s = (unsigned short)((int)s + (int)(unsigned short)((int)rgb[t26] + 2 * (int)rgb[t26 + 1] + (int)rgb[t26 + 2]));
    }
    return s;
}

uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    unsigned char x;
    int t41;
    unsigned char t42;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            const unsigned char *t8 = rgb + 3 * (int)t1;
            vcc_v8_uchar t9 = vcc_load(vcc_v8_uchar, t8);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, t8 + 8);
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, t8 + 16);
            vcc_v8_uchar t12 = __builtin_shufflevector(t9, t10, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t13 = __builtin_shufflevector(t12, t11, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t14 = __builtin_shufflevector(t9, t10, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t15 = __builtin_shufflevector(t14, t11, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t16 = t13;
            vcc_v8_uchar t17 = t15;
            vcc_v8_uchar t18 = t16 + t17;
            vcc_v8_uchar t19 = t18;
            vcc_v8_uchar t20 = t2;
            vcc_v8_int t21 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t23 = t20 ^ t22;
            t2 = t23;
            const unsigned char *t24 = rgb + 3 * (int)(t1 + 8L);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, t24);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, t24 + 8);
            vcc_v8_uchar t27 = vcc_load(vcc_v8_uchar, t24 + 16);
            vcc_v8_uchar t28 = __builtin_shufflevector(t25, t26, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t29 = __builtin_shufflevector(t28, t27, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t30 = __builtin_shufflevector(t25, t26, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t31 = __builtin_shufflevector(t30, t27, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t32 = t29;
            vcc_v8_uchar t33 = t31;
            vcc_v8_uchar t34 = t32 + t33;
            vcc_v8_uchar t35 = t34;
            vcc_v8_uchar t36 = t3;
            vcc_v8_int t37 = __builtin_convertvector(__builtin_convertvector(t35, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t38 = __builtin_convertvector(__builtin_convertvector(t37, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t39 = t36 ^ t38;
            t3 = t39;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t40 = t2 ^ t3;
        t41 = (int)t7;
        t42 = (unsigned char)((unsigned char)0 ^ vcc_reduce(unsigned char, t40, ^));
    } else {
        t41 = 0;
        t42 = (unsigned char)0;
    }
    long t43 = (long)n + (long)t41 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            const unsigned char *t45 = rgb + 3 * (int)((long)t41 + t4);
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, t45);
            vcc_v8_uchar t47 = vcc_load(vcc_v8_uchar, t45 + 8);
            vcc_v8_uchar t48 = vcc_load(vcc_v8_uchar, t45 + 16);
            vcc_v8_uchar t49 = __builtin_shufflevector(t46, t47, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t50 = __builtin_shufflevector(t49, t48, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t51 = __builtin_shufflevector(t46, t47, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t52 = __builtin_shufflevector(t51, t48, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t53 = t50;
            vcc_v8_uchar t54 = t52;
            vcc_v8_uchar t55 = t53 + t54;
            vcc_v8_uchar t56 = t55;
            vcc_v8_uchar t57 = t5;
            vcc_v8_int t58 = __builtin_convertvector(__builtin_convertvector(t56, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t59 = __builtin_convertvector(__builtin_convertvector(t58, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t60 = t57 ^ t59;
            t5 = t60;
            t4 += 8L;
        } while (t4 < t44);
        i = (int)((long)t41 + t44);
        x = (unsigned char)(t42 ^ vcc_reduce(unsigned char, t5, ^));
    } else {
        i = t41;
        x = t42;
    }
    for (; i < n; i++) {
        int t61 = 3 * i;
        x = (unsigned char)((int)x ^ (int)(unsigned char)((int)rgb[t61] + (int)rgb[t61 + 2]));
    }
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v16_short _ZGVdN16v_halve(vcc_v16_short x) {
    vcc_v16_int t1 = __builtin_convertvector(x, vcc_v16_int);
    vcc_v16_int t2 = (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v16_int t3 = t1 >> t2;
    vcc_v16_short t4 = __builtin_convertvector(t3, vcc_v16_short);
    return t4;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v32_schar _ZGVdN32v_low7(vcc_v32_schar x) {
    vcc_v32_int t1 = __builtin_convertvector(__builtin_convertvector(x, vcc_v32_short), vcc_v32_int);
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 127);
    vcc_v32_int t3 = t1 & t2;
    vcc_v32_schar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v32_short), vcc_v32_schar);
    return t4;
}
#pragma GCC diagnostic pop

short sum_halve(int n, const short *a) {
    short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short t5 = vcc_load(vcc_v8_short, a + (int)t1);
            vcc_v8_short t6 = vcc_insert((vcc_v8_short){0}, 0, halve(t5[0]));
            vcc_v8_short t7 = vcc_insert(t6, 1, halve(t5[1]));
            vcc_v8_short t8 = vcc_insert(t7, 2, halve(t5[2]));
            vcc_v8_short t9 = vcc_insert(t8, 3, halve(t5[3]));
            vcc_v8_short t10 = vcc_insert(t9, 4, halve(t5[4]));
            vcc_v8_short t11 = vcc_insert(t10, 5, halve(t5[5]));
            vcc_v8_short t12 = vcc_insert(t11, 6, halve(t5[6]));
            vcc_v8_short t13 = vcc_insert(t12, 7, halve(t5[7]));
            vcc_v8_ushort t14 = t2;
            vcc_v8_int t15 = __builtin_convertvector(t13, vcc_v8_int);
            vcc_v8_ushort t16 = __builtin_convertvector(t15, vcc_v8_ushort);
            vcc_v8_ushort t17 = t14 + t16;
            t2 = t17;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        s = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t2, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t18 = a[i];
        s = (short)((int)s + (int)halve(t18));
    }
    return s;
}

unsigned short or_halve(int n, const short *a) {
    unsigned short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short t5 = vcc_load(vcc_v8_short, a + (int)t1);
            vcc_v8_short t6 = vcc_insert((vcc_v8_short){0}, 0, halve(t5[0]));
            vcc_v8_short t7 = vcc_insert(t6, 1, halve(t5[1]));
            vcc_v8_short t8 = vcc_insert(t7, 2, halve(t5[2]));
            vcc_v8_short t9 = vcc_insert(t8, 3, halve(t5[3]));
            vcc_v8_short t10 = vcc_insert(t9, 4, halve(t5[4]));
            vcc_v8_short t11 = vcc_insert(t10, 5, halve(t5[5]));
            vcc_v8_short t12 = vcc_insert(t11, 6, halve(t5[6]));
            vcc_v8_short t13 = vcc_insert(t12, 7, halve(t5[7]));
            vcc_v8_ushort t14 = (vcc_v8_ushort)t13;
            vcc_v8_int t15 = __builtin_convertvector(t14, vcc_v8_int);
            vcc_v8_int t16 = t15 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_ushort t17 = t2;
            vcc_v8_ushort t18 = __builtin_convertvector(t16, vcc_v8_ushort);
            vcc_v8_ushort t19 = t17 | t18;
            t2 = t19;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        s = (unsigned short)((unsigned short)0 | vcc_reduce(unsigned short, t2, |));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t20 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)halve(t20) << 1));
    }
    return s;
}

signed char xor_low7(int n, const signed char *a) {
    signed char x;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        vcc_v8_schar t2 = (vcc_v8_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0};
        do {
            vcc_v8_schar t5 = vcc_load(vcc_v8_schar, a + (int)t1);
            vcc_v8_schar t6 = vcc_insert((vcc_v8_schar){0}, 0, low7(t5[0]));
            vcc_v8_schar t7 = vcc_insert(t6, 1, low7(t5[1]));
            vcc_v8_schar t8 = vcc_insert(t7, 2, low7(t5[2]));
            vcc_v8_schar t9 = vcc_insert(t8, 3, low7(t5[3]));
            vcc_v8_schar t10 = vcc_insert(t9, 4, low7(t5[4]));
            vcc_v8_schar t11 = vcc_insert(t10, 5, low7(t5[5]));
            vcc_v8_schar t12 = vcc_insert(t11, 6, low7(t5[6]));
            vcc_v8_schar t13 = vcc_insert(t12, 7, low7(t5[7]));
            vcc_v8_schar t14 = t2;
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_int);
            vcc_v8_schar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_schar);
            vcc_v8_schar t17 = t14 ^ t16;
            t2 = t17;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        x = (signed char)((signed char)0 ^ vcc_reduce(signed char, t2, ^));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t18 = a[i];
        x = (signed char)((int)x ^ (int)low7(t18));
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint64_t *a = new_array(n, 8), *b = new_array(n, 8);
        int64_t *sa = new_array(n, 8), *sb = new_array(n, 8);
        int *c = new_array(n, 4);
        float *f = new_array(n, 4);
        uint8_t *rgb = new_array(3 * n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = ((uint64_t)next_rand() << 20) ^ next_rand();
            b[i] = i % 5 == 0 ? ~(uint64_t)0 : ((uint64_t)next_rand() << 9) - ((uint64_t)1 << 30);
            /* mix() of these sums to less than 2^31 in magnitude over 1001 elements. */
            c[i] = (int)(next_rand() % 2000001) - 1000000;
            /* Signed products below 2^62 in magnitude: no overflow. */
            sa[i] = (int64_t)(int32_t)(next_rand() << 8);
            sb[i] = i % 7 == 0 ? INT32_MIN : (int64_t)(int32_t)(next_rand() << 8);
            /* Squares of 0..15 and of 0.5, 1 and 2: the sums stay below 2^24 and the products
               are powers of two, exact in any order. */
            f[i] = i % 3 == 0 ? (float)(next_rand() % 16) : (float)(1 << (next_rand() % 3)) * 0.5f;
        }
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (uint8_t)next_rand();
        if (n > 2)
            c[n / 2] = INT32_MIN / 4, c[n - 1] = INT32_MAX / 3, rgb[3 * n - 2] = 255, rgb[3 * n - 3] = 0;
        float *g = new_array(n, 4);
        for (int i = 0; i < n; i++)
            g[i] = i % 3 == 0 ? (float)(1 << (next_rand() % 3)) * 0.5f : 1.0f;
        printf("n=%d u64: %016llx %016llx %016llx", n, (unsigned long long)sum_u64(n, a, b), (unsigned long long)prod_u64(n, a, b),
               (unsigned long long)bits_u64(n, a, b));
        printf(" %lld %lld %llu", (long long)max_i64(n, sa, sb), (long long)min_i64(n, sa, sb), (unsigned long long)max_u64(n, a, b));
        printf(" mix: %d %d %u %08x", sum_mix(n, c), min_mix(n, c), max_mix(n, c), xor_mix(n, c));
        printf(" float: %a %a %a", sum_square(n, f), max_square(n, f), prod_square(n, g));
        printf(" rgb: %u %u", sum_rgb(n, rgb), xor_rgb(n, rgb));
        printf(" narrow: %d %u %d\n", sum_halve(n, (const short *)c), or_halve(n, (const short *)c), xor_low7(n, (const signed char *)c));
        free(a), free(b), free(sa), free(sb), free(c), free(f), free(g), free(rgb);
    }
    return 0;
}
