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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
/* vcc-test: expect-vectorized generic=18 avx2=18 neon=14 */
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
    int t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reduce_wide.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ulong b_v = vcc_load(vcc_v4_ulong, b + i_vec);
            vcc_v4_ulong t3 = a_v * b_v;
            s_v = s_v + t3;
            long t4 = i_vec + 4L;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + t4);
            vcc_v4_ulong b_v_1 = vcc_load(vcc_v4_ulong, b + t4);
            vcc_v4_ulong t5 = a_v_1 * b_v_1;
            s_v_1 = s_v_1 + t5;
            long t6 = i_vec + 8L;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + t6);
            vcc_v4_ulong b_v_2 = vcc_load(vcc_v4_ulong, b + t6);
            vcc_v4_ulong t7 = a_v_2 * b_v_2;
            s_v_2 = s_v_2 + t7;
            long t8 = i_vec + 12L;
            vcc_v4_ulong a_v_3 = vcc_load(vcc_v4_ulong, a + t8);
            vcc_v4_ulong b_v_3 = vcc_load(vcc_v4_ulong, b + t8);
            vcc_v4_ulong t9 = a_v_3 * b_v_3;
            s_v_3 = s_v_3 + t9;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t10 = s_v + s_v_1;
        vcc_v4_ulong t11 = t10 + s_v_2;
        vcc_v4_ulong t12 = t11 + s_v_3;
        t13 = (int)t2;
        t14 = vcc_reduce(unsigned long, t12, +);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reduce_wide.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            vcc_v4_ulong a_v_4 = vcc_load(vcc_v4_ulong, a + t17);
            vcc_v4_ulong b_v_4 = vcc_load(vcc_v4_ulong, b + t17);
            vcc_v4_ulong t18 = a_v_4 * b_v_4;
            s_v_4 = s_v_4 + t18;
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_reduce(unsigned long, s_v_4, +);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += a[t19] * b[t19];
    }
    return s;
}

uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long p;
    int t9;
    unsigned long t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v4_ulong p_v = (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
        vcc_v4_ulong p_v_1 = (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
        /* vcc: loop at reduce_wide.c:26 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ulong b_v = vcc_load(vcc_v4_ulong, b + i_vec);
            vcc_v4_ulong t3 = a_v * b_v;
            vcc_v4_ulong t4 = t3 | (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
            p_v = p_v * t4;
            long t5 = i_vec + 4L;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + t5);
            vcc_v4_ulong b_v_1 = vcc_load(vcc_v4_ulong, b + t5);
            vcc_v4_ulong t6 = a_v_1 * b_v_1;
            vcc_v4_ulong t7 = t6 | (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
            p_v_1 = p_v_1 * t7;
            i_vec += 8L;
        } while (i_vec < t2);
        vcc_v4_ulong t8 = p_v * p_v_1;
        t9 = (int)t2;
        t10 = 1UL * vcc_reduce(unsigned long, t8, *);
    } else {
        t9 = 0;
        t10 = 1UL;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong p_v_2 = (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
        /* vcc: loop at reduce_wide.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + t13);
            vcc_v4_ulong b_v_2 = vcc_load(vcc_v4_ulong, b + t13);
            vcc_v4_ulong t14 = a_v_2 * b_v_2;
            vcc_v4_ulong t15 = t14 | (vcc_v4_ulong){1UL, 1UL, 1UL, 1UL};
            p_v_2 = p_v_2 * t15;
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        p = t10 * vcc_reduce(unsigned long, p_v_2, *);
    } else {
        i = t9;
        p = t10;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        p *= (a[t16] * b[t16]) | 1UL;
    }
    return p;
}

uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v4_ulong x_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong o_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong o_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong m_v = (vcc_v4_ulong){18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL};
        vcc_v4_ulong m_v_1 = (vcc_v4_ulong){18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL};
        /* vcc: loop at reduce_wide.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ulong b_v = vcc_load(vcc_v4_ulong, b + i_vec);
            vcc_v4_ulong p_v = a_v * b_v;
            x_v = x_v ^ p_v;
            vcc_v4_ulong t3 = p_v >> __builtin_convertvector((vcc_v4_int){40, 40, 40, 40}, vcc_v4_ulong);
            o_v = o_v | t3;
            vcc_v4_ulong t4 = p_v | (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            m_v = m_v & t4;
            long t5 = i_vec + 4L;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + t5);
            vcc_v4_ulong b_v_1 = vcc_load(vcc_v4_ulong, b + t5);
            vcc_v4_ulong p_v_1 = a_v_1 * b_v_1;
            x_v_1 = x_v_1 ^ p_v_1;
            vcc_v4_ulong t6 = p_v_1 >> __builtin_convertvector((vcc_v4_int){40, 40, 40, 40}, vcc_v4_ulong);
            o_v_1 = o_v_1 | t6;
            vcc_v4_ulong t7 = p_v_1 | (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            m_v_1 = m_v_1 & t7;
            i_vec += 8L;
        } while (i_vec < t2);
        vcc_v4_ulong t8 = x_v ^ x_v_1;
        vcc_v4_ulong t9 = o_v | o_v_1;
        vcc_v4_ulong t10 = m_v & m_v_1;
        t11 = (int)t2;
        t12 = 0UL ^ vcc_reduce(unsigned long, t8, ^);
        t13 = 0UL | vcc_reduce(unsigned long, t9, |);
        t14 = 18446744073709551615UL & vcc_reduce(unsigned long, t10, &);
    } else {
        t11 = 0;
        t12 = 0UL;
        t13 = 0UL;
        t14 = 18446744073709551615UL;
    }
    long t15 = (long)n + (long)t11 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong x_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong o_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong m_v_2 = (vcc_v4_ulong){18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL, 18446744073709551615UL};
        /* vcc: loop at reduce_wide.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t11 + i_vec_1;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + t17);
            vcc_v4_ulong b_v_2 = vcc_load(vcc_v4_ulong, b + t17);
            vcc_v4_ulong p_v_2 = a_v_2 * b_v_2;
            x_v_2 = x_v_2 ^ p_v_2;
            vcc_v4_ulong t18 = p_v_2 >> __builtin_convertvector((vcc_v4_int){40, 40, 40, 40}, vcc_v4_ulong);
            o_v_2 = o_v_2 | t18;
            vcc_v4_ulong t19 = p_v_2 | (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            m_v_2 = m_v_2 & t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t11 + t16);
        x = t12 ^ vcc_reduce(unsigned long, x_v_2, ^);
        o = t13 | vcc_reduce(unsigned long, o_v_2, |);
        m = t14 & vcc_reduce(unsigned long, m_v_2, &);
    } else {
        i = t11;
        x = t12;
        o = t13;
        m = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        unsigned long p = a[t20] * b[t20];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t9;
    long t10;
    int i;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long s_v = vcc_splat(vcc_v4_long, (-9223372036854775807L - 1));
        long i_vec = 0L;
        vcc_v4_long s_v_1 = s_v;
        vcc_v4_long s_v_2 = s_v;
        vcc_v4_long s_v_3 = s_v;
        /* vcc: loop at reduce_wide.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long p_v = a_v * b_v;
            s_v = vcc_max(vcc_v4_long, p_v, s_v);
            long t3 = i_vec + 4L;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t3);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t3);
            vcc_v4_long p_v_1 = a_v_1 * b_v_1;
            s_v_1 = vcc_max(vcc_v4_long, p_v_1, s_v_1);
            long t4 = i_vec + 8L;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t4);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t4);
            vcc_v4_long p_v_2 = a_v_2 * b_v_2;
            s_v_2 = vcc_max(vcc_v4_long, p_v_2, s_v_2);
            long t5 = i_vec + 12L;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t5);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long p_v_3 = a_v_3 * b_v_3;
            s_v_3 = vcc_max(vcc_v4_long, p_v_3, s_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_long t6 = vcc_max(vcc_v4_long, s_v, s_v_1);
        vcc_v4_long t7 = vcc_max(vcc_v4_long, t6, s_v_2);
        vcc_v4_long t8 = vcc_max(vcc_v4_long, t7, s_v_3);
        t9 = (int)t2;
        t10 = vcc_reduce_max(long, t8);
    } else {
        t9 = 0;
        t10 = (-9223372036854775807L - 1);
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        vcc_v4_long s_v_4 = (vcc_v4_long){t10, t10, t10, t10};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t13);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t13);
            vcc_v4_long p_v_4 = a_v_4 * b_v_4;
            s_v_4 = vcc_max(vcc_v4_long, p_v_4, s_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s_1 = vcc_reduce_max(long, s_v_4);
    } else {
        i = t9;
        s_1 = t10;
    }
    for (; i < n; i++, s_1 = s) {
        long t14 = (long)i;
        s = a[t14] * b[t14];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t9;
    long t10;
    int i;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long s_v = (vcc_v4_long){9223372036854775807L, 9223372036854775807L, 9223372036854775807L, 9223372036854775807L};
        long i_vec = 0L;
        vcc_v4_long s_v_1 = s_v;
        vcc_v4_long s_v_2 = s_v;
        vcc_v4_long s_v_3 = s_v;
        /* vcc: loop at reduce_wide.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long p_v = a_v * b_v;
            s_v = vcc_min(vcc_v4_long, p_v, s_v);
            long t3 = i_vec + 4L;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t3);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t3);
            vcc_v4_long p_v_1 = a_v_1 * b_v_1;
            s_v_1 = vcc_min(vcc_v4_long, p_v_1, s_v_1);
            long t4 = i_vec + 8L;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t4);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t4);
            vcc_v4_long p_v_2 = a_v_2 * b_v_2;
            s_v_2 = vcc_min(vcc_v4_long, p_v_2, s_v_2);
            long t5 = i_vec + 12L;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t5);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long p_v_3 = a_v_3 * b_v_3;
            s_v_3 = vcc_min(vcc_v4_long, p_v_3, s_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_long t6 = vcc_min(vcc_v4_long, s_v, s_v_1);
        vcc_v4_long t7 = vcc_min(vcc_v4_long, t6, s_v_2);
        vcc_v4_long t8 = vcc_min(vcc_v4_long, t7, s_v_3);
        t9 = (int)t2;
        t10 = vcc_reduce_min(long, t8);
    } else {
        t9 = 0;
        t10 = 9223372036854775807L;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        vcc_v4_long s_v_4 = (vcc_v4_long){t10, t10, t10, t10};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t13);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t13);
            vcc_v4_long p_v_4 = a_v_4 * b_v_4;
            s_v_4 = vcc_min(vcc_v4_long, p_v_4, s_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s_1 = vcc_reduce_min(long, s_v_4);
    } else {
        i = t9;
        s_1 = t10;
    }
    for (; i < n; i++, s_1 = s) {
        long t14 = (long)i;
        s = a[t14] * b[t14];
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t9;
    unsigned long t10;
    int i;
    unsigned long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        long i_vec = 0L;
        vcc_v4_ulong s_v_1 = s_v;
        vcc_v4_ulong s_v_2 = s_v;
        vcc_v4_ulong s_v_3 = s_v;
        /* vcc: loop at reduce_wide.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ulong b_v = vcc_load(vcc_v4_ulong, b + i_vec);
            vcc_v4_ulong p_v = a_v * b_v;
            s_v = vcc_max(vcc_v4_long, p_v, s_v);
            long t3 = i_vec + 4L;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + t3);
            vcc_v4_ulong b_v_1 = vcc_load(vcc_v4_ulong, b + t3);
            vcc_v4_ulong p_v_1 = a_v_1 * b_v_1;
            s_v_1 = vcc_max(vcc_v4_long, p_v_1, s_v_1);
            long t4 = i_vec + 8L;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + t4);
            vcc_v4_ulong b_v_2 = vcc_load(vcc_v4_ulong, b + t4);
            vcc_v4_ulong p_v_2 = a_v_2 * b_v_2;
            s_v_2 = vcc_max(vcc_v4_long, p_v_2, s_v_2);
            long t5 = i_vec + 12L;
            vcc_v4_ulong a_v_3 = vcc_load(vcc_v4_ulong, a + t5);
            vcc_v4_ulong b_v_3 = vcc_load(vcc_v4_ulong, b + t5);
            vcc_v4_ulong p_v_3 = a_v_3 * b_v_3;
            s_v_3 = vcc_max(vcc_v4_long, p_v_3, s_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t6 = vcc_max(vcc_v4_long, s_v, s_v_1);
        vcc_v4_ulong t7 = vcc_max(vcc_v4_long, t6, s_v_2);
        vcc_v4_ulong t8 = vcc_max(vcc_v4_long, t7, s_v_3);
        t9 = (int)t2;
        t10 = vcc_reduce_max(unsigned long, t8);
    } else {
        t9 = 0;
        t10 = 0UL;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){t10, t10, t10, t10};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            vcc_v4_ulong a_v_4 = vcc_load(vcc_v4_ulong, a + t13);
            vcc_v4_ulong b_v_4 = vcc_load(vcc_v4_ulong, b + t13);
            vcc_v4_ulong p_v_4 = a_v_4 * b_v_4;
            s_v_4 = vcc_max(vcc_v4_long, p_v_4, s_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s_1 = vcc_reduce_max(unsigned long, s_v_4);
    } else {
        i = t9;
        s_1 = t10;
    }
    for (; i < n; i++, s_1 = s) {
        long t14 = (long)i;
        s = a[t14] * b[t14];
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

/* vcc: function at reduce_wide.c:72 vector variant _ZGVdN8v_mix of `mix`: VL 8, unmasked, x vector */
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

/* vcc: function at reduce_wide.c:77 vector variant _ZGVdN8v_square of `square`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_square(vcc_v8_float x) {
    vcc_v8_float t1 = x * x;
    return t1;
}
#pragma GCC diagnostic pop

int sum_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduce_wide.c:83 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            vcc_v8_int t10 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t11 = a_v >> t10;
            vcc_v8_int t12 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t11 * t12;
            vcc_v8_int t14 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t15 = t13 - t14;
            vcc_v8_uint t9 = (vcc_v8_uint)t15;
            s_v_1 = s_v_1 + t9;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec_1 + 8L));
            vcc_v8_int t24 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t25 = a_v_2 >> t24;
            vcc_v8_int t26 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t27 = t25 * t26;
            vcc_v8_int t28 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t29 = t27 - t28;
            vcc_v8_uint t23 = (vcc_v8_uint)t29;
            s_v_2 = s_v_2 + t23;
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                vcc_v8_uint t3 = s_v_1 + s_v_2;
                t4 = (int)t2;
                t5 = (int)vcc_reduce(unsigned int, t3, +);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduce_wide.c:83 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)t4 + i_vec));
            vcc_v8_int t17 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t18 = a_v_1 >> t17;
            vcc_v8_int t19 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t20 = t18 * t19;
            vcc_v8_int t21 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t22 = t20 - t21;
            vcc_v8_uint t16 = (vcc_v8_uint)t22;
            s_v = s_v + t16;
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = (int)((unsigned int)t5 + vcc_reduce(unsigned int, s_v, +));
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s += mix(t8);
    }
    return s;
}

int min_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int s_v = (vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        long i_vec_1 = 0L;
        vcc_v8_int s_v_2 = s_v;
        /* vcc: loop at reduce_wide.c:90 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            vcc_v8_int t8 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t9 = a_v >> t8;
            vcc_v8_int t10 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t11 = t9 * t10;
            vcc_v8_int t12 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t13 = t11 - t12;
            s_v = vcc_min(vcc_v8_int, t13, s_v);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec_1 + 8L));
            vcc_v8_int t20 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t21 = a_v_2 >> t20;
            vcc_v8_int t22 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t23 = t21 * t22;
            vcc_v8_int t24 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t25 = t23 - t24;
            s_v_2 = vcc_min(vcc_v8_int, t25, s_v_2);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                vcc_v8_int t3 = vcc_min(vcc_v8_int, s_v, s_v_2);
                t4 = (int)t2;
                t5 = vcc_reduce_min(int, t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 2147483647;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        vcc_v8_int s_v_1 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)t4 + i_vec));
            vcc_v8_int t14 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t15 = a_v_1 >> t14;
            vcc_v8_int t16 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t17 = t15 * t16;
            vcc_v8_int t18 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t19 = t17 - t18;
            s_v_1 = vcc_min(vcc_v8_int, t19, s_v_1);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vcc_reduce_min(int, s_v_1);
                break;
            }
        }
    } else {
        i = t4;
        s_1 = t5;
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
    int t4;
    unsigned int t5;
    int i;
    unsigned int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = s_v;
        /* vcc: loop at reduce_wide.c:99 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            vcc_v8_int t9 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t10 = a_v >> t9;
            vcc_v8_int t11 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t12 = t10 * t11;
            vcc_v8_int t13 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t14 = t12 - t13;
            vcc_v8_uint v_v = (vcc_v8_uint)t14;
            s_v = vcc_max(vcc_v8_int, v_v, s_v);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec_1 + 8L));
            vcc_v8_int t21 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t22 = a_v_2 >> t21;
            vcc_v8_int t23 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t24 = t22 * t23;
            vcc_v8_int t25 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t26 = t24 - t25;
            vcc_v8_uint v_v_2 = (vcc_v8_uint)t26;
            s_v_2 = vcc_max(vcc_v8_int, v_v_2, s_v_2);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                vcc_v8_uint t3 = vcc_max(vcc_v8_int, s_v, s_v_2);
                t4 = (int)t2;
                t5 = vcc_reduce_max(unsigned int, t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        vcc_v8_uint s_v_1 = (vcc_v8_uint){t5, t5, t5, t5, t5, t5, t5, t5};
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:99 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)t4 + i_vec));
            vcc_v8_int t15 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t16 = a_v_1 >> t15;
            vcc_v8_int t17 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t18 = t16 * t17;
            vcc_v8_int t19 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t20 = t18 - t19;
            vcc_v8_uint v_v_1 = (vcc_v8_uint)t20;
            s_v_1 = vcc_max(vcc_v8_int, v_v_1, s_v_1);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vcc_reduce_max(unsigned int, s_v_1);
                break;
            }
        }
    } else {
        i = t4;
        s_1 = t5;
    }
    for (; i < n; i++, s_1 = s) {
        int t8 = a[i];
        s = (unsigned int)mix(t8);
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

unsigned xor_mix(int n, const int *a) {
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduce_wide.c:108 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            vcc_v8_int t11 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t12 = a_v >> t11;
            vcc_v8_int t13 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t14 = t12 * t13;
            vcc_v8_int t15 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t16 = t14 - t15;
            vcc_v8_uint t9 = (vcc_v8_uint)t16;
            vcc_v8_uint t10 = t9 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            s_v_1 = s_v_1 ^ t10;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec_1 + 8L));
            vcc_v8_int t27 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t28 = a_v_2 >> t27;
            vcc_v8_int t29 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t30 = t28 * t29;
            vcc_v8_int t31 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t32 = t30 - t31;
            vcc_v8_uint t25 = (vcc_v8_uint)t32;
            vcc_v8_uint t26 = t25 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            s_v_2 = s_v_2 ^ t26;
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                vcc_v8_uint t3 = s_v_1 ^ s_v_2;
                t4 = (int)t2;
                t5 = 0U ^ vcc_reduce(unsigned int, t3, ^);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduce_wide.c:108 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)t4 + i_vec));
            vcc_v8_int t19 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t20 = a_v_1 >> t19;
            vcc_v8_int t21 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t20 * t21;
            vcc_v8_int t23 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t24 = t22 - t23;
            vcc_v8_uint t17 = (vcc_v8_uint)t24;
            vcc_v8_uint t18 = t17 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            s_v = s_v ^ t18;
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 ^ vcc_reduce(unsigned int, s_v, ^);
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s ^= (unsigned int)mix(t8) * 2654435761U;
    }
    return s;
}

float sum_square(int n, const float *a) {
    float s;
    int t4;
    float t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        vcc_v8_float s_v_1 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_2 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        /* vcc: loop at reduce_wide.c:116 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec_1);
            vcc_v8_float t9 = a_v * a_v;
            s_v_1 = s_v_1 + t9;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + (i_vec_1 + 8L));
            vcc_v8_float t11 = a_v_2 * a_v_2;
            s_v_2 = s_v_2 + t11;
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                vcc_v8_float t3 = s_v_1 + s_v_2;
                t4 = (int)t2;
                t5 = 0.0f + vcc_reduce(float, t3, +);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        vcc_v8_float s_v = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        /* vcc: loop at reduce_wide.c:116 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + ((long)t4 + i_vec));
            vcc_v8_float t10 = a_v_1 * a_v_1;
            s_v = s_v + t10;
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 + vcc_reduce(float, s_v, +);
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        float t8 = a[i];
        s += square(t8);
    }
    return s;
}

float max_square(int n, const float *a) {
    float m;
    int t4;
    float t5;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float m_v = vcc_splat(vcc_v8_float, -1.0f);
        long i_vec_1 = 0L;
        vcc_v8_float m_v_2 = m_v;
        /* vcc: loop at reduce_wide.c:124 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec_1);
            vcc_v8_float t8 = a_v * a_v;
            m_v = vcc_max(vcc_v8_int, t8, m_v);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + (i_vec_1 + 8L));
            vcc_v8_float t10 = a_v_2 * a_v_2;
            m_v_2 = vcc_max(vcc_v8_int, t10, m_v_2);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                vcc_v8_float t3 = vcc_max(vcc_v8_int, m_v, m_v_2);
                t4 = (int)t2;
                t5 = vcc_reduce_max(float, t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = -1.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        vcc_v8_float m_v_1 = (vcc_v8_float){t5, t5, t5, t5, t5, t5, t5, t5};
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:124 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + ((long)t4 + i_vec));
            vcc_v8_float t9 = a_v_1 * a_v_1;
            m_v_1 = vcc_max(vcc_v8_int, t9, m_v_1);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                m_1 = vcc_reduce_max(float, m_v_1);
                break;
            }
        }
    } else {
        i = t4;
        m_1 = t5;
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
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        vcc_v4_double p_v = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        /* vcc: loop at reduce_wide.c:134 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_float a_v = vcc_load(vcc_v4_float, a + i_vec);
            vcc_v4_float t3 = vcc_insert((vcc_v4_float){0}, 0, square(a_v[0]));
            vcc_v4_float t4 = vcc_insert(t3, 1, square(a_v[1]));
            vcc_v4_float t5 = vcc_insert(t4, 2, square(a_v[2]));
            vcc_v4_float t6 = vcc_insert(t5, 3, square(a_v[3]));
            vcc_v4_double t7 = __builtin_convertvector(t6, vcc_v4_double);
            p_v = p_v * t7;
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        p = 1.0 * vcc_reduce(double, p_v, *);
    } else {
        i = 0;
        p = 1.0;
    }
    for (; i < n; i++) {
        float t8 = a[i];
        p *= (double)square(t8);
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    unsigned short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at reduce_wide.c:142 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            vcc_v8_uchar t4 = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, t3 + 8);
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, t3 + 16);
            vcc_v8_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t8 = __builtin_shufflevector(t4, t5, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar rgb_v_1 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t9 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_2 = __builtin_shufflevector(t9, t6, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_ushort t10 = __builtin_convertvector(rgb_v_1, vcc_v8_ushort);
            vcc_v8_ushort t11 = (vcc_v8_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2} * t10;
            vcc_v8_ushort t12 = __builtin_convertvector(rgb_v, vcc_v8_ushort);
            vcc_v8_ushort t13 = t12 + t11;
            vcc_v8_ushort t14 = __builtin_convertvector(rgb_v_2, vcc_v8_ushort);
            vcc_v8_ushort t15 = t13 + t14;
            vcc_v8_int t16 = __builtin_convertvector(t15, vcc_v8_int);
            vcc_v8_ushort t17 = __builtin_convertvector(t16, vcc_v8_ushort);
            s_v = s_v + t17;
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, s_v, +));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        int t18 = 3 * i;
        s = (unsigned short)((int)s + (int)(unsigned short)((int)rgb[t18] + 2 * (int)rgb[t18 + 1] + (int)rgb[t18 + 2]));
    }
    return s;
}

uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    unsigned char x;
    int t22;
    unsigned char t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar x_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduce_wide.c:149 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            vcc_v8_uchar t4 = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, t3 + 8);
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, t3 + 16);
            vcc_v8_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t8 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_1 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t9 = rgb_v + rgb_v_1;
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            x_v = x_v ^ t11;
            const unsigned char *t12 = rgb + 3 * (int)(i_vec + 8L);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, t12);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, t12 + 8);
            vcc_v8_uchar t15 = vcc_load(vcc_v8_uchar, t12 + 16);
            vcc_v8_uchar t16 = __builtin_shufflevector(t13, t14, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v_2 = __builtin_shufflevector(t16, t15, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t17 = __builtin_shufflevector(t13, t14, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_3 = __builtin_shufflevector(t17, t15, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t18 = rgb_v_2 + rgb_v_3;
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_short), vcc_v8_uchar);
            x_v_1 = x_v_1 ^ t20;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t21 = x_v ^ x_v_1;
        t22 = (int)t2;
        t23 = (unsigned char)((unsigned char)0 ^ vcc_reduce(unsigned char, t21, ^));
    } else {
        t22 = 0;
        t23 = (unsigned char)0;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar x_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduce_wide.c:149 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned char *t26 = rgb + 3 * (int)((long)t22 + i_vec_1);
            vcc_v8_uchar t27 = vcc_load(vcc_v8_uchar, t26);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, t26 + 8);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, t26 + 16);
            vcc_v8_uchar t30 = __builtin_shufflevector(t27, t28, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v_4 = __builtin_shufflevector(t30, t29, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t31 = __builtin_shufflevector(t27, t28, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_5 = __builtin_shufflevector(t31, t29, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t32 = rgb_v_4 + rgb_v_5;
            vcc_v8_int t33 = __builtin_convertvector(__builtin_convertvector(t32, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t34 = __builtin_convertvector(__builtin_convertvector(t33, vcc_v8_short), vcc_v8_uchar);
            x_v_2 = x_v_2 ^ t34;
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        x = (unsigned char)(t23 ^ vcc_reduce(unsigned char, x_v_2, ^));
    } else {
        i = t22;
        x = t23;
    }
    for (; i < n; i++) {
        int t35 = 3 * i;
        x = (unsigned char)((int)x ^ (int)(unsigned char)((int)rgb[t35] + (int)rgb[t35 + 2]));
    }
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

/* vcc: function at reduce_wide.c:157 vector variant _ZGVdN16v_halve of `halve`: VL 16, unmasked, x vector */
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

/* vcc: function at reduce_wide.c:162 vector variant _ZGVdN32v_low7 of `low7`: VL 32, unmasked, x vector */
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at reduce_wide.c:168 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short t3 = vcc_insert((vcc_v8_short){0}, 0, halve(a_v[0]));
            vcc_v8_short t4 = vcc_insert(t3, 1, halve(a_v[1]));
            vcc_v8_short t5 = vcc_insert(t4, 2, halve(a_v[2]));
            vcc_v8_short t6 = vcc_insert(t5, 3, halve(a_v[3]));
            vcc_v8_short t7 = vcc_insert(t6, 4, halve(a_v[4]));
            vcc_v8_short t8 = vcc_insert(t7, 5, halve(a_v[5]));
            vcc_v8_short t9 = vcc_insert(t8, 6, halve(a_v[6]));
            vcc_v8_short t10 = vcc_insert(t9, 7, halve(a_v[7]));
            vcc_v8_int t11 = __builtin_convertvector(t10, vcc_v8_int);
            vcc_v8_ushort t12 = __builtin_convertvector(t11, vcc_v8_ushort);
            s_v = s_v + t12;
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, s_v, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t13 = a[i];
        s = (short)((int)s + (int)halve(t13));
    }
    return s;
}

unsigned short or_halve(int n, const short *a) {
    unsigned short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at reduce_wide.c:175 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short t3 = vcc_insert((vcc_v8_short){0}, 0, halve(a_v[0]));
            vcc_v8_short t4 = vcc_insert(t3, 1, halve(a_v[1]));
            vcc_v8_short t5 = vcc_insert(t4, 2, halve(a_v[2]));
            vcc_v8_short t6 = vcc_insert(t5, 3, halve(a_v[3]));
            vcc_v8_short t7 = vcc_insert(t6, 4, halve(a_v[4]));
            vcc_v8_short t8 = vcc_insert(t7, 5, halve(a_v[5]));
            vcc_v8_short t9 = vcc_insert(t8, 6, halve(a_v[6]));
            vcc_v8_short t10 = vcc_insert(t9, 7, halve(a_v[7]));
            vcc_v8_ushort t11 = (vcc_v8_ushort)t10;
            vcc_v8_int t12 = __builtin_convertvector(t11, vcc_v8_int);
            vcc_v8_int t13 = t12 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_ushort t14 = __builtin_convertvector(t13, vcc_v8_ushort);
            s_v = s_v | t14;
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned short)((unsigned short)0 | vcc_reduce(unsigned short, s_v, |));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t15 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)halve(t15) << 1));
    }
    return s;
}

signed char xor_low7(int n, const signed char *a) {
    signed char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_schar x_v = (vcc_v8_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0};
        /* vcc: loop at reduce_wide.c:182 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_schar t3 = vcc_insert((vcc_v8_schar){0}, 0, low7(a_v[0]));
            vcc_v8_schar t4 = vcc_insert(t3, 1, low7(a_v[1]));
            vcc_v8_schar t5 = vcc_insert(t4, 2, low7(a_v[2]));
            vcc_v8_schar t6 = vcc_insert(t5, 3, low7(a_v[3]));
            vcc_v8_schar t7 = vcc_insert(t6, 4, low7(a_v[4]));
            vcc_v8_schar t8 = vcc_insert(t7, 5, low7(a_v[5]));
            vcc_v8_schar t9 = vcc_insert(t8, 6, low7(a_v[6]));
            vcc_v8_schar t10 = vcc_insert(t9, 7, low7(a_v[7]));
            vcc_v8_int t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_int);
            vcc_v8_schar t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_short), vcc_v8_schar);
            x_v = x_v ^ t12;
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (signed char)((signed char)0 ^ vcc_reduce(signed char, x_v, ^));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t13 = a[i];
        x = (signed char)((int)x ^ (int)low7(t13));
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
