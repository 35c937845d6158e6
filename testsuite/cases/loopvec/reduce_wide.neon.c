/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

int32x4_t _ZGVnN4v_mix(int32x4_t x);
float32x4_t _ZGVnN4v_square(float32x4_t x);
int16x8_t _ZGVnN8v_halve(int16x8_t x);
int8x16_t _ZGVnN16v_low7(int8x16_t x);
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at reduce_wide.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint64x2_t a_v = vld1q_u64(a + i_vec);
            uint64x2_t b_v = vld1q_u64(b + i_vec);
            uint64x2_t t3 = (uint64x2_t)((vcc_v2_ulong)a_v * (vcc_v2_ulong)b_v);
            s_v = vaddq_u64(s_v, t3);
            long t4 = i_vec + 2L;
            uint64x2_t a_v_1 = vld1q_u64(a + t4);
            uint64x2_t b_v_1 = vld1q_u64(b + t4);
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ulong)a_v_1 * (vcc_v2_ulong)b_v_1);
            s_v_1 = vaddq_u64(s_v_1, t5);
            long t6 = i_vec + 4L;
            uint64x2_t a_v_2 = vld1q_u64(a + t6);
            uint64x2_t b_v_2 = vld1q_u64(b + t6);
            uint64x2_t t7 = (uint64x2_t)((vcc_v2_ulong)a_v_2 * (vcc_v2_ulong)b_v_2);
            s_v_2 = vaddq_u64(s_v_2, t7);
            long t8 = i_vec + 6L;
            uint64x2_t a_v_3 = vld1q_u64(a + t8);
            uint64x2_t b_v_3 = vld1q_u64(b + t8);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ulong)a_v_3 * (vcc_v2_ulong)b_v_3);
            s_v_3 = vaddq_u64(s_v_3, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t10 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t11 = vaddq_u64(t10, s_v_2);
        uint64x2_t t12 = vaddq_u64(t11, s_v_3);
        t13 = (int)t2;
        t14 = vaddvq_u64(t12);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at reduce_wide.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            uint64x2_t a_v_4 = vld1q_u64(a + t17);
            uint64x2_t b_v_4 = vld1q_u64(b + t17);
            uint64x2_t t18 = (uint64x2_t)((vcc_v2_ulong)a_v_4 * (vcc_v2_ulong)b_v_4);
            s_v_4 = vaddq_u64(s_v_4, t18);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vaddvq_u64(s_v_4);
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
    uint64_t p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i] * b[i] | 1;
    return p;
}

uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t x_v = vdupq_n_u64(0LL);
        uint64x2_t x_v_1 = vdupq_n_u64(0LL);
        uint64x2_t x_v_2 = vdupq_n_u64(0LL);
        uint64x2_t x_v_3 = vdupq_n_u64(0LL);
        uint64x2_t o_v = vdupq_n_u64(0LL);
        uint64x2_t o_v_1 = vdupq_n_u64(0LL);
        uint64x2_t o_v_2 = vdupq_n_u64(0LL);
        uint64x2_t o_v_3 = vdupq_n_u64(0LL);
        uint64x2_t m_v = vdupq_n_u64(-1LL);
        uint64x2_t m_v_1 = vdupq_n_u64(-1LL);
        uint64x2_t m_v_2 = vdupq_n_u64(-1LL);
        uint64x2_t m_v_3 = vdupq_n_u64(-1LL);
        /* vcc: loop at reduce_wide.c:33 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint64x2_t a_v = vld1q_u64(a + i_vec);
            uint64x2_t b_v = vld1q_u64(b + i_vec);
            uint64x2_t p_v = (uint64x2_t)((vcc_v2_ulong)a_v * (vcc_v2_ulong)b_v);
            x_v = veorq_u64(x_v, p_v);
            uint64x2_t t3 = (uint64x2_t)((vcc_v2_ulong)p_v >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(40), vcc_v2_ulong));
            o_v = vorrq_u64(o_v, t3);
            uint64x2_t t4 = vorrq_u64(p_v, vdupq_n_u64(255LL));
            m_v = vandq_u64(m_v, t4);
            long t5 = i_vec + 2L;
            uint64x2_t a_v_1 = vld1q_u64(a + t5);
            uint64x2_t b_v_1 = vld1q_u64(b + t5);
            uint64x2_t p_v_1 = (uint64x2_t)((vcc_v2_ulong)a_v_1 * (vcc_v2_ulong)b_v_1);
            x_v_1 = veorq_u64(x_v_1, p_v_1);
            uint64x2_t t6 = (uint64x2_t)((vcc_v2_ulong)p_v_1 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(40), vcc_v2_ulong));
            o_v_1 = vorrq_u64(o_v_1, t6);
            uint64x2_t t7 = vorrq_u64(p_v_1, vdupq_n_u64(255LL));
            m_v_1 = vandq_u64(m_v_1, t7);
            long t8 = i_vec + 4L;
            uint64x2_t a_v_2 = vld1q_u64(a + t8);
            uint64x2_t b_v_2 = vld1q_u64(b + t8);
            uint64x2_t p_v_2 = (uint64x2_t)((vcc_v2_ulong)a_v_2 * (vcc_v2_ulong)b_v_2);
            x_v_2 = veorq_u64(x_v_2, p_v_2);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ulong)p_v_2 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(40), vcc_v2_ulong));
            o_v_2 = vorrq_u64(o_v_2, t9);
            uint64x2_t t10 = vorrq_u64(p_v_2, vdupq_n_u64(255LL));
            m_v_2 = vandq_u64(m_v_2, t10);
            long t11 = i_vec + 6L;
            uint64x2_t a_v_3 = vld1q_u64(a + t11);
            uint64x2_t b_v_3 = vld1q_u64(b + t11);
            uint64x2_t p_v_3 = (uint64x2_t)((vcc_v2_ulong)a_v_3 * (vcc_v2_ulong)b_v_3);
            x_v_3 = veorq_u64(x_v_3, p_v_3);
            uint64x2_t t12 = (uint64x2_t)((vcc_v2_ulong)p_v_3 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(40), vcc_v2_ulong));
            o_v_3 = vorrq_u64(o_v_3, t12);
            uint64x2_t t13 = vorrq_u64(p_v_3, vdupq_n_u64(255LL));
            m_v_3 = vandq_u64(m_v_3, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t14 = veorq_u64(x_v, x_v_1);
        uint64x2_t t15 = veorq_u64(t14, x_v_2);
        uint64x2_t t16 = veorq_u64(t15, x_v_3);
        uint64x2_t t17 = vorrq_u64(o_v, o_v_1);
        uint64x2_t t18 = vorrq_u64(t17, o_v_2);
        uint64x2_t t19 = vorrq_u64(t18, o_v_3);
        uint64x2_t t20 = vandq_u64(m_v, m_v_1);
        uint64x2_t t21 = vandq_u64(t20, m_v_2);
        uint64x2_t t22 = vandq_u64(t21, m_v_3);
        t23 = (int)t2;
        t24 = 0UL ^ ({ uint64x2_t vcc_v = t16; vcc_v = veorq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
        t25 = 0UL | ({ uint64x2_t vcc_v = t19; vcc_v = vorrq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
        t26 = 18446744073709551615UL & ({ uint64x2_t vcc_v = t22; vcc_v = vandq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
    } else {
        t23 = 0;
        t24 = 0UL;
        t25 = 0UL;
        t26 = 18446744073709551615UL;
    }
    long t27 = (long)n + (long)t23 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t x_v_4 = vdupq_n_u64(0LL);
        uint64x2_t o_v_4 = vdupq_n_u64(0LL);
        uint64x2_t m_v_4 = vdupq_n_u64(-1LL);
        /* vcc: loop at reduce_wide.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t23 + i_vec_1;
            uint64x2_t a_v_4 = vld1q_u64(a + t29);
            uint64x2_t b_v_4 = vld1q_u64(b + t29);
            uint64x2_t p_v_4 = (uint64x2_t)((vcc_v2_ulong)a_v_4 * (vcc_v2_ulong)b_v_4);
            x_v_4 = veorq_u64(x_v_4, p_v_4);
            uint64x2_t t30 = (uint64x2_t)((vcc_v2_ulong)p_v_4 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(40), vcc_v2_ulong));
            o_v_4 = vorrq_u64(o_v_4, t30);
            uint64x2_t t31 = vorrq_u64(p_v_4, vdupq_n_u64(255LL));
            m_v_4 = vandq_u64(m_v_4, t31);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t23 + t28);
        x = t24 ^ ({ uint64x2_t vcc_v = x_v_4; vcc_v = veorq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
        o = t25 | ({ uint64x2_t vcc_v = o_v_4; vcc_v = vorrq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
        m = t26 & ({ uint64x2_t vcc_v = m_v_4; vcc_v = vandq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
    } else {
        i = t23;
        x = t24;
        o = t25;
        m = t26;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        unsigned long p = a[t32] * b[t32];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    int64_t s = INT64_MIN;
    for (int i = 0; i < n; i++) {
        int64_t p = a[i] * b[i];
        s = p > s ? p : s;
    }
    return s;
}

int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    int64_t s = INT64_MAX;
    for (int i = 0; i < n; i++) {
        int64_t p = a[i] * b[i];
        s = p < s ? p : s;
    }
    return s;
}

uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++) {
        uint64_t p = a[i] * b[i];
        s = p > s ? p : s;
    }
    return s;
}

/* A vector variant called from the loop: 16 lanes of int (and of float) on avx512. */
/* #pragma omp declare simd notinbranch */
int mix(int x) {
    return (x >> 2) * 3 - 7;
}

/* vcc: function at reduce_wide.c:72 vector variant _ZGVnN4v_mix of `mix`: VL 4, unmasked, x vector */
int32x4_t _ZGVnN4v_mix(int32x4_t x) {
    int32x4_t t1 = vdupq_n_s32(2);
    int32x4_t t2 = vshlq_s32(x, vnegq_s32(t1));
    int32x4_t t3 = vdupq_n_s32(3);
    int32x4_t t4 = vmulq_s32(t2, t3);
    int32x4_t t5 = vdupq_n_s32(7);
    int32x4_t t6 = vsubq_s32(t4, t5);
    return t6;
}

/* #pragma omp declare simd notinbranch */
float square(float x) {
    return x * x;
}

/* vcc: function at reduce_wide.c:77 vector variant _ZGVnN4v_square of `square`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_square(float32x4_t x) {
    float32x4_t t1 = vmulq_f32(x, x);
    return t1;
}

int sum_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        /* vcc: loop at reduce_wide.c:83 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            int32x4_t t10 = vdupq_n_s32(2);
            int32x4_t t11 = vshlq_s32(a_v, vnegq_s32(t10));
            int32x4_t t12 = vdupq_n_s32(3);
            int32x4_t t13 = vmulq_s32(t11, t12);
            int32x4_t t14 = vdupq_n_s32(7);
            int32x4_t t15 = vsubq_s32(t13, t14);
            uint32x4_t t9 = vreinterpretq_u32_s32(t15);
            s_v_1 = vaddq_u32(s_v_1, t9);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec_1 + 4L));
            int32x4_t t24 = vdupq_n_s32(2);
            int32x4_t t25 = vshlq_s32(a_v_2, vnegq_s32(t24));
            int32x4_t t26 = vdupq_n_s32(3);
            int32x4_t t27 = vmulq_s32(t25, t26);
            int32x4_t t28 = vdupq_n_s32(7);
            int32x4_t t29 = vsubq_s32(t27, t28);
            uint32x4_t t23 = vreinterpretq_u32_s32(t29);
            s_v_2 = vaddq_u32(s_v_2, t23);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                uint32x4_t t3 = vaddq_u32(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = (int)vaddvq_u32(t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        /* vcc: loop at reduce_wide.c:83 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t a_v_1 = vld1q_s32(a + ((long)t4 + i_vec));
            int32x4_t t17 = vdupq_n_s32(2);
            int32x4_t t18 = vshlq_s32(a_v_1, vnegq_s32(t17));
            int32x4_t t19 = vdupq_n_s32(3);
            int32x4_t t20 = vmulq_s32(t18, t19);
            int32x4_t t21 = vdupq_n_s32(7);
            int32x4_t t22 = vsubq_s32(t20, t21);
            uint32x4_t t16 = vreinterpretq_u32_s32(t22);
            s_v = vaddq_u32(s_v, t16);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = (int)((unsigned int)t5 + vaddvq_u32(s_v));
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x4_t s_v = vdupq_n_s32(2147483647);
        long i_vec_1 = 0L;
        int32x4_t s_v_2 = s_v;
        /* vcc: loop at reduce_wide.c:90 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            int32x4_t t8 = vdupq_n_s32(2);
            int32x4_t t9 = vshlq_s32(a_v, vnegq_s32(t8));
            int32x4_t t10 = vdupq_n_s32(3);
            int32x4_t t11 = vmulq_s32(t9, t10);
            int32x4_t t12 = vdupq_n_s32(7);
            int32x4_t t13 = vsubq_s32(t11, t12);
            s_v = vminq_s32(t13, s_v);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec_1 + 4L));
            int32x4_t t20 = vdupq_n_s32(2);
            int32x4_t t21 = vshlq_s32(a_v_2, vnegq_s32(t20));
            int32x4_t t22 = vdupq_n_s32(3);
            int32x4_t t23 = vmulq_s32(t21, t22);
            int32x4_t t24 = vdupq_n_s32(7);
            int32x4_t t25 = vsubq_s32(t23, t24);
            s_v_2 = vminq_s32(t25, s_v_2);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                int32x4_t t3 = vminq_s32(s_v, s_v_2);
                t4 = (int)t2;
                t5 = vminvq_s32(t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 2147483647;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        int32x4_t s_v_1 = vdupq_n_s32(t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:90 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t a_v_1 = vld1q_s32(a + ((long)t4 + i_vec));
            int32x4_t t14 = vdupq_n_s32(2);
            int32x4_t t15 = vshlq_s32(a_v_1, vnegq_s32(t14));
            int32x4_t t16 = vdupq_n_s32(3);
            int32x4_t t17 = vmulq_s32(t15, t16);
            int32x4_t t18 = vdupq_n_s32(7);
            int32x4_t t19 = vsubq_s32(t17, t18);
            s_v_1 = vminq_s32(t19, s_v_1);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vminvq_s32(s_v_1);
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        uint32x4_t s_v = vdupq_n_u32(0U);
        long i_vec_1 = 0L;
        uint32x4_t s_v_2 = s_v;
        /* vcc: loop at reduce_wide.c:99 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            int32x4_t t9 = vdupq_n_s32(2);
            int32x4_t t10 = vshlq_s32(a_v, vnegq_s32(t9));
            int32x4_t t11 = vdupq_n_s32(3);
            int32x4_t t12 = vmulq_s32(t10, t11);
            int32x4_t t13 = vdupq_n_s32(7);
            int32x4_t t14 = vsubq_s32(t12, t13);
            uint32x4_t v_v = vreinterpretq_u32_s32(t14);
            s_v = vmaxq_u32(v_v, s_v);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec_1 + 4L));
            int32x4_t t21 = vdupq_n_s32(2);
            int32x4_t t22 = vshlq_s32(a_v_2, vnegq_s32(t21));
            int32x4_t t23 = vdupq_n_s32(3);
            int32x4_t t24 = vmulq_s32(t22, t23);
            int32x4_t t25 = vdupq_n_s32(7);
            int32x4_t t26 = vsubq_s32(t24, t25);
            uint32x4_t v_v_2 = vreinterpretq_u32_s32(t26);
            s_v_2 = vmaxq_u32(v_v_2, s_v_2);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                uint32x4_t t3 = vmaxq_u32(s_v, s_v_2);
                t4 = (int)t2;
                t5 = vmaxvq_u32(t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        uint32x4_t s_v_1 = vdupq_n_u32(t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:99 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t a_v_1 = vld1q_s32(a + ((long)t4 + i_vec));
            int32x4_t t15 = vdupq_n_s32(2);
            int32x4_t t16 = vshlq_s32(a_v_1, vnegq_s32(t15));
            int32x4_t t17 = vdupq_n_s32(3);
            int32x4_t t18 = vmulq_s32(t16, t17);
            int32x4_t t19 = vdupq_n_s32(7);
            int32x4_t t20 = vsubq_s32(t18, t19);
            uint32x4_t v_v_1 = vreinterpretq_u32_s32(t20);
            s_v_1 = vmaxq_u32(v_v_1, s_v_1);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vmaxvq_u32(s_v_1);
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        /* vcc: loop at reduce_wide.c:108 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            int32x4_t t11 = vdupq_n_s32(2);
            int32x4_t t12 = vshlq_s32(a_v, vnegq_s32(t11));
            int32x4_t t13 = vdupq_n_s32(3);
            int32x4_t t14 = vmulq_s32(t12, t13);
            int32x4_t t15 = vdupq_n_s32(7);
            int32x4_t t16 = vsubq_s32(t14, t15);
            uint32x4_t t9 = vreinterpretq_u32_s32(t16);
            uint32x4_t t10 = vmulq_u32(t9, vdupq_n_u32(-1640531535));
            s_v_1 = veorq_u32(s_v_1, t10);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec_1 + 4L));
            int32x4_t t27 = vdupq_n_s32(2);
            int32x4_t t28 = vshlq_s32(a_v_2, vnegq_s32(t27));
            int32x4_t t29 = vdupq_n_s32(3);
            int32x4_t t30 = vmulq_s32(t28, t29);
            int32x4_t t31 = vdupq_n_s32(7);
            int32x4_t t32 = vsubq_s32(t30, t31);
            uint32x4_t t25 = vreinterpretq_u32_s32(t32);
            uint32x4_t t26 = vmulq_u32(t25, vdupq_n_u32(-1640531535));
            s_v_2 = veorq_u32(s_v_2, t26);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                uint32x4_t t3 = veorq_u32(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = 0U ^ ({ uint32x4_t vcc_v = t3; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        /* vcc: loop at reduce_wide.c:108 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t a_v_1 = vld1q_s32(a + ((long)t4 + i_vec));
            int32x4_t t19 = vdupq_n_s32(2);
            int32x4_t t20 = vshlq_s32(a_v_1, vnegq_s32(t19));
            int32x4_t t21 = vdupq_n_s32(3);
            int32x4_t t22 = vmulq_s32(t20, t21);
            int32x4_t t23 = vdupq_n_s32(7);
            int32x4_t t24 = vsubq_s32(t22, t23);
            uint32x4_t t17 = vreinterpretq_u32_s32(t24);
            uint32x4_t t18 = vmulq_u32(t17, vdupq_n_u32(-1640531535));
            s_v = veorq_u32(s_v, t18);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 ^ ({ uint32x4_t vcc_v = s_v; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        float32x4_t s_v_1 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_2 = vdupq_n_f32(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float32x4_t a_v = vld1q_f32(a + i_vec_1);
            float32x4_t t9 = vmulq_f32(a_v, a_v);
            s_v_1 = vaddq_f32(s_v_1, t9);
            float32x4_t a_v_2 = vld1q_f32(a + (i_vec_1 + 4L));
            float32x4_t t11 = vmulq_f32(a_v_2, a_v_2);
            s_v_2 = vaddq_f32(s_v_2, t11);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                float32x4_t t3 = vaddq_f32(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = 0.0f + vaddvq_f32(t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        float32x4_t s_v = vdupq_n_f32(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            float32x4_t a_v_1 = vld1q_f32(a + ((long)t4 + i_vec));
            float32x4_t t10 = vmulq_f32(a_v_1, a_v_1);
            s_v = vaddq_f32(s_v, t10);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 + vaddvq_f32(s_v);
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        float32x4_t m_v = vdupq_n_f32(-1.0f);
        long i_vec_1 = 0L;
        float32x4_t m_v_2 = m_v;
        /* vcc: loop at reduce_wide.c:124 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float32x4_t a_v = vld1q_f32(a + i_vec_1);
            float32x4_t t8 = vmulq_f32(a_v, a_v);
            m_v = vbslq_f32(vcgtq_f32(t8, m_v), t8, m_v);
            float32x4_t a_v_2 = vld1q_f32(a + (i_vec_1 + 4L));
            float32x4_t t10 = vmulq_f32(a_v_2, a_v_2);
            m_v_2 = vbslq_f32(vcgtq_f32(t10, m_v_2), t10, m_v_2);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                float32x4_t t3 = vbslq_f32(vcgtq_f32(m_v, m_v_2), m_v, m_v_2);
                t4 = (int)t2;
                t5 = vcc_reduce_max(float, (vcc_v4_float)t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = -1.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        float32x4_t m_v_1 = vdupq_n_f32(t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:124 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            float32x4_t a_v_1 = vld1q_f32(a + ((long)t4 + i_vec));
            float32x4_t t9 = vmulq_f32(a_v_1, a_v_1);
            m_v_1 = vbslq_f32(vcgtq_f32(t9, m_v_1), t9, m_v_1);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                m_1 = vcc_reduce_max(float, (vcc_v4_float)m_v_1);
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
    int t18;
    double t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        float64x2_t p_v = vdupq_n_f64(1.0);
        float64x2_t p_v_1 = vdupq_n_f64(1.0);
        float64x2_t p_v_2 = vdupq_n_f64(1.0);
        float64x2_t p_v_3 = vdupq_n_f64(1.0);
        /* vcc: loop at reduce_wide.c:134 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float32x2_t a_v = vld1_f32(a + i_vec);
            float32x2_t t3 = vset_lane_f32(square(vget_lane_f32(a_v, 0)), (float32x2_t)(vcc_v2_float){0}, 0);
            float32x2_t t4 = vset_lane_f32(square(vget_lane_f32(a_v, 1)), t3, 1);
            float64x2_t t5 = vcvt_f64_f32(t4);
            p_v = vmulq_f64(p_v, t5);
            float32x2_t a_v_1 = vld1_f32(a + (i_vec + 2L));
            float32x2_t t6 = vset_lane_f32(square(vget_lane_f32(a_v_1, 0)), (float32x2_t)(vcc_v2_float){0}, 0);
            float32x2_t t7 = vset_lane_f32(square(vget_lane_f32(a_v_1, 1)), t6, 1);
            float64x2_t t8 = vcvt_f64_f32(t7);
            p_v_1 = vmulq_f64(p_v_1, t8);
            float32x2_t a_v_2 = vld1_f32(a + (i_vec + 4L));
            float32x2_t t9 = vset_lane_f32(square(vget_lane_f32(a_v_2, 0)), (float32x2_t)(vcc_v2_float){0}, 0);
            float32x2_t t10 = vset_lane_f32(square(vget_lane_f32(a_v_2, 1)), t9, 1);
            float64x2_t t11 = vcvt_f64_f32(t10);
            p_v_2 = vmulq_f64(p_v_2, t11);
            float32x2_t a_v_3 = vld1_f32(a + (i_vec + 6L));
            float32x2_t t12 = vset_lane_f32(square(vget_lane_f32(a_v_3, 0)), (float32x2_t)(vcc_v2_float){0}, 0);
            float32x2_t t13 = vset_lane_f32(square(vget_lane_f32(a_v_3, 1)), t12, 1);
            float64x2_t t14 = vcvt_f64_f32(t13);
            p_v_3 = vmulq_f64(p_v_3, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        float64x2_t t15 = vmulq_f64(p_v, p_v_1);
        float64x2_t t16 = vmulq_f64(t15, p_v_2);
        float64x2_t t17 = vmulq_f64(t16, p_v_3);
        t18 = (int)t2;
        t19 = 1.0 * ({ float64x2_t vcc_v = t17; vcc_v = vmulq_f64(vcc_v, vextq_f64(vcc_v, vcc_v, 1)); (double)vgetq_lane_f64(vcc_v, 0); });
    } else {
        t18 = 0;
        t19 = 1.0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        long i_vec_1 = 0L;
        float64x2_t p_v_4 = vdupq_n_f64(1.0);
        /* vcc: loop at reduce_wide.c:134 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float32x2_t a_v_4 = vld1_f32(a + ((long)t18 + i_vec_1));
            float32x2_t t22 = vset_lane_f32(square(vget_lane_f32(a_v_4, 0)), (float32x2_t)(vcc_v2_float){0}, 0);
            float32x2_t t23 = vset_lane_f32(square(vget_lane_f32(a_v_4, 1)), t22, 1);
            float64x2_t t24 = vcvt_f64_f32(t23);
            p_v_4 = vmulq_f64(p_v_4, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        p = t19 * ({ float64x2_t vcc_v = p_v_4; vcc_v = vmulq_f64(vcc_v, vextq_f64(vcc_v, vcc_v, 1)); (double)vgetq_lane_f64(vcc_v, 0); });
    } else {
        i = t18;
        p = t19;
    }
    for (; i < n; i++) {
        float t25 = a[i];
        p *= (double)square(t25);
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    unsigned short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_ushort s_v = (vcc_v16_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at reduce_wide.c:142 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            uint8x16_t rgb_v = vld3q_u8(t3).val[0];
            uint8x16_t rgb_v_1 = vld3q_u8(t3).val[1];
            uint8x16_t rgb_v_2 = vld3q_u8(t3).val[2];
            vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
            vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = vdupq_n_u8(2), vcc_b = rgb_v_1; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t6 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
            vcc_v16_ushort t7 = t6 + t5;
            vcc_v16_ushort t8 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
            vcc_v16_ushort t9 = t7 + t8;
            vcc_v16_int t10 = __builtin_convertvector(t9, vcc_v16_int);
            vcc_v16_ushort t11 = __builtin_convertvector(t10, vcc_v16_ushort);
            s_v = s_v + t11;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, s_v, +));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        int t12 = 3 * i;
        s = (unsigned short)((int)s + (int)(unsigned short)((int)rgb[t12] + 2 * (int)rgb[t12 + 1] + (int)rgb[t12 + 2]));
    }
    return s;
}

uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    unsigned char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t x_v = vdupq_n_u8(0);
        /* vcc: loop at reduce_wide.c:149 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            uint8x16_t rgb_v = vld3q_u8(t3).val[0];
            uint8x16_t rgb_v_1 = vld3q_u8(t3).val[2];
            uint8x16_t t4 = vaddq_u8(rgb_v, rgb_v_1);
            vcc_v16_int t5 = ({ uint8x16_t vcc_w0 = t4; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t6 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t5, vcc_v16_short), vcc_v16_uchar);
            x_v = veorq_u8(x_v, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (unsigned char)((unsigned char)0 ^ ({ uint8x16_t vcc_v = x_v; vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (unsigned char)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        x = (unsigned char)0;
    }
    for (; i < n; i++) {
        int t7 = 3 * i;
        x = (unsigned char)((int)x ^ (int)(unsigned char)((int)rgb[t7] + (int)rgb[t7 + 2]));
    }
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

/* vcc: function at reduce_wide.c:157 vector variant _ZGVnN8v_halve of `halve`: VL 8, unmasked, x vector */
int16x8_t _ZGVnN8v_halve(int16x8_t x) {
    vcc_v8_int t1 = ({ int16x8_t vcc_w0 = x; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t2 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t3 = t1 >> t2;
    int16x8_t t4 = (int16x8_t)__builtin_convertvector(t3, vcc_v8_short);
    return t4;
}

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

/* vcc: function at reduce_wide.c:162 vector variant _ZGVnN16v_low7 of `low7`: VL 16, unmasked, x vector */
int8x16_t _ZGVnN16v_low7(int8x16_t x) {
    vcc_v16_int t1 = ({ int8x16_t vcc_w0 = x; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
    vcc_v16_int t2 = (vcc_v16_int){127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127};
    vcc_v16_int t3 = t1 & t2;
    int8x16_t t4 = (int8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_schar);
    return t4;
}

short sum_halve(int n, const short *a) {
    short s;
    int t4;
    short t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        uint16x8_t s_v_1 = vdupq_n_u16(0);
        uint16x8_t s_v_2 = vdupq_n_u16(0);
        /* vcc: loop at reduce_wide.c:168 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int16x8_t a_v = vld1q_s16(a + i_vec_1);
            vcc_v8_int t11 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t13 = t11 >> t12;
            int16x8_t t14 = (int16x8_t)__builtin_convertvector(t13, vcc_v8_short);
            vcc_v8_int t9 = ({ int16x8_t vcc_w0 = t14; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t10 = (uint16x8_t)__builtin_convertvector(t9, vcc_v8_ushort);
            s_v_1 = vaddq_u16(s_v_1, t10);
            int16x8_t a_v_2 = vld1q_s16(a + (i_vec_1 + 8L));
            vcc_v8_int t23 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t24 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t25 = t23 >> t24;
            int16x8_t t26 = (int16x8_t)__builtin_convertvector(t25, vcc_v8_short);
            vcc_v8_int t21 = ({ int16x8_t vcc_w0 = t26; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t22 = (uint16x8_t)__builtin_convertvector(t21, vcc_v8_ushort);
            s_v_2 = vaddq_u16(s_v_2, t22);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                uint16x8_t t3 = vaddq_u16(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = (short)(unsigned short)((unsigned short)0 + vaddvq_u16(t3));
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = (short)0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        uint16x8_t s_v = vdupq_n_u16(0);
        /* vcc: loop at reduce_wide.c:168 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int16x8_t a_v_1 = vld1q_s16(a + ((long)t4 + i_vec));
            vcc_v8_int t17 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t18 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t19 = t17 >> t18;
            int16x8_t t20 = (int16x8_t)__builtin_convertvector(t19, vcc_v8_short);
            vcc_v8_int t15 = ({ int16x8_t vcc_w0 = t20; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t16 = (uint16x8_t)__builtin_convertvector(t15, vcc_v8_ushort);
            s_v = vaddq_u16(s_v, t16);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = (short)(unsigned short)((unsigned short)t5 + vaddvq_u16(s_v));
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        short t8 = a[i];
        s = (short)((int)s + (int)halve(t8));
    }
    return s;
}

unsigned short or_halve(int n, const short *a) {
    unsigned short s;
    int t4;
    unsigned short t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        uint16x8_t s_v_1 = vdupq_n_u16(0);
        uint16x8_t s_v_2 = vdupq_n_u16(0);
        /* vcc: loop at reduce_wide.c:175 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int16x8_t a_v = vld1q_s16(a + i_vec_1);
            vcc_v8_int t13 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t14 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t15 = t13 >> t14;
            int16x8_t t16 = (int16x8_t)__builtin_convertvector(t15, vcc_v8_short);
            uint16x8_t t9 = vreinterpretq_u16_s16(t16);
            vcc_v8_int t10 = ({ uint16x8_t vcc_w0 = t9; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t10 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            uint16x8_t t12 = (uint16x8_t)__builtin_convertvector(t11, vcc_v8_ushort);
            s_v_1 = vorrq_u16(s_v_1, t12);
            int16x8_t a_v_2 = vld1q_s16(a + (i_vec_1 + 8L));
            vcc_v8_int t29 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t31 = t29 >> t30;
            int16x8_t t32 = (int16x8_t)__builtin_convertvector(t31, vcc_v8_short);
            uint16x8_t t25 = vreinterpretq_u16_s16(t32);
            vcc_v8_int t26 = ({ uint16x8_t vcc_w0 = t25; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t27 = t26 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            uint16x8_t t28 = (uint16x8_t)__builtin_convertvector(t27, vcc_v8_ushort);
            s_v_2 = vorrq_u16(s_v_2, t28);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                uint16x8_t t3 = vorrq_u16(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = (unsigned short)((unsigned short)0 | ({ uint16x8_t vcc_v = t3; vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = (unsigned short)0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        uint16x8_t s_v = vdupq_n_u16(0);
        /* vcc: loop at reduce_wide.c:175 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int16x8_t a_v_1 = vld1q_s16(a + ((long)t4 + i_vec));
            vcc_v8_int t21 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t22 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t23 = t21 >> t22;
            int16x8_t t24 = (int16x8_t)__builtin_convertvector(t23, vcc_v8_short);
            uint16x8_t t17 = vreinterpretq_u16_s16(t24);
            vcc_v8_int t18 = ({ uint16x8_t vcc_w0 = t17; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = t18 << (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            uint16x8_t t20 = (uint16x8_t)__builtin_convertvector(t19, vcc_v8_ushort);
            s_v = vorrq_u16(s_v, t20);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = (unsigned short)(t5 | ({ uint16x8_t vcc_v = s_v; vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        short t8 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)halve(t8) << 1));
    }
    return s;
}

signed char xor_low7(int n, const signed char *a) {
    signed char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        int8x16_t x_v = vdupq_n_s8(0);
        /* vcc: loop at reduce_wide.c:182 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            vcc_v16_int t6 = ({ int8x16_t vcc_w0 = a_v; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t7 = (vcc_v16_int){127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127};
            vcc_v16_int t8 = t6 & t7;
            int8x16_t t9 = (int8x16_t)__builtin_convertvector(__builtin_convertvector(t8, vcc_v16_short), vcc_v16_schar);
            vcc_v16_int t4 = ({ int8x16_t vcc_w0 = t9; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            int8x16_t t5 = (int8x16_t)__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_short), vcc_v16_schar);
            x_v = veorq_s8(x_v, t5);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                x = (signed char)((signed char)0 ^ ({ int8x16_t vcc_v = x_v; vcc_v = veorq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 8)); vcc_v = veorq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 4)); vcc_v = veorq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 2)); vcc_v = veorq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 1)); (signed char)vgetq_lane_s8(vcc_v, 0); }));
                break;
            }
        }
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t3 = a[i];
        x = (signed char)((int)x ^ (int)low7(t3));
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
