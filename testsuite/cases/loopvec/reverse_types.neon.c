/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long long vcc_v8_llong __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned long long vcc_v8_ullong __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=8 avx2=8 neon=8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:8 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int8x16_t t3 = vld1q_s8(b + (n - 1 - (int)i_vec) + -15);
            int8x16_t b_v = vextq_s8(vrev64q_s8(t3), vrev64q_s8(t3), 8);
            uint8x16_t t4 = vreinterpretq_u8_s8(b_v);
            uint8x16_t t5 = vaddq_u8(t4, vdupq_n_u8(3));
            int8x16_t t6 = vreinterpretq_s8_u8(t5);
            vst1q_s8(a + i_vec, t6);
            long t7 = i_vec + 16L;
            int8x16_t t8 = vld1q_s8(b + (n - 1 - (int)t7) + -15);
            int8x16_t b_v_1 = vextq_s8(vrev64q_s8(t8), vrev64q_s8(t8), 8);
            uint8x16_t t9 = vreinterpretq_u8_s8(b_v_1);
            uint8x16_t t10 = vaddq_u8(t9, vdupq_n_u8(3));
            int8x16_t t11 = vreinterpretq_s8_u8(t10);
            vst1q_s8(a + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:8 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int8x16_t t16 = vld1q_s8(b + (n - 1 - (int)t15) + -15);
            int8x16_t b_v_2 = vextq_s8(vrev64q_s8(t16), vrev64q_s8(t16), 8);
            uint8x16_t t17 = vreinterpretq_u8_s8(b_v_2);
            uint8x16_t t18 = vaddq_u8(t17, vdupq_n_u8(3));
            int8x16_t t19 = vreinterpretq_s8_u8(t18);
            vst1q_s8(a + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t b_v = vld1q_u16(b + i_vec);
            uint16x8_t t3 = vmulq_u16(b_v, vdupq_n_u16(3));
            uint16x8_t t4 = vextq_u16(vrev64q_u16(t3), vrev64q_u16(t3), 4);
            vst1q_u16(a + (n - 1 - (int)i_vec) + -7, t4);
            long t5 = i_vec + 8L;
            uint16x8_t b_v_1 = vld1q_u16(b + t5);
            uint16x8_t t6 = vmulq_u16(b_v_1, vdupq_n_u16(3));
            uint16x8_t t7 = vextq_u16(vrev64q_u16(t6), vrev64q_u16(t6), 4);
            vst1q_u16(a + (n - 1 - (int)t5) + -7, t7);
            long t8 = i_vec + 16L;
            uint16x8_t b_v_2 = vld1q_u16(b + t8);
            uint16x8_t t9 = vmulq_u16(b_v_2, vdupq_n_u16(3));
            uint16x8_t t10 = vextq_u16(vrev64q_u16(t9), vrev64q_u16(t9), 4);
            vst1q_u16(a + (n - 1 - (int)t8) + -7, t10);
            long t11 = i_vec + 24L;
            uint16x8_t b_v_3 = vld1q_u16(b + t11);
            uint16x8_t t12 = vmulq_u16(b_v_3, vdupq_n_u16(3));
            uint16x8_t t13 = vextq_u16(vrev64q_u16(t12), vrev64q_u16(t12), 4);
            vst1q_u16(a + (n - 1 - (int)t11) + -7, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            uint16x8_t b_v_4 = vld1q_u16(b + t17);
            uint16x8_t t18 = vmulq_u16(b_v_4, vdupq_n_u16(3));
            uint16x8_t t19 = vextq_u16(vrev64q_u16(t18), vrev64q_u16(t18), 4);
            vst1q_u16(a + (n - 1 - (int)t17) + -7, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:18 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t t3 = vld1q_s64((const int64_t *)(b + (n - 1 - (int)i_vec) + -1));
            int64x2_t b_v = vextq_s64(t3, t3, 1);
            int64x2_t t4 = vsubq_s64(b_v, vdupq_n_s64(7LL));
            vst1q_s64((int64_t *)(a + i_vec), t4);
            long t5 = i_vec + 2L;
            int64x2_t t6 = vld1q_s64((const int64_t *)(b + (n - 1 - (int)t5) + -1));
            int64x2_t b_v_1 = vextq_s64(t6, t6, 1);
            int64x2_t t7 = vsubq_s64(b_v_1, vdupq_n_s64(7LL));
            vst1q_s64((int64_t *)(a + t5), t7);
            long t8 = i_vec + 4L;
            int64x2_t t9 = vld1q_s64((const int64_t *)(b + (n - 1 - (int)t8) + -1));
            int64x2_t b_v_2 = vextq_s64(t9, t9, 1);
            int64x2_t t10 = vsubq_s64(b_v_2, vdupq_n_s64(7LL));
            vst1q_s64((int64_t *)(a + t8), t10);
            long t11 = i_vec + 6L;
            int64x2_t t12 = vld1q_s64((const int64_t *)(b + (n - 1 - (int)t11) + -1));
            int64x2_t b_v_3 = vextq_s64(t12, t12, 1);
            int64x2_t t13 = vsubq_s64(b_v_3, vdupq_n_s64(7LL));
            vst1q_s64((int64_t *)(a + t11), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:18 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int64x2_t t18 = vld1q_s64((const int64_t *)(b + (n - 1 - (int)t17) + -1));
            int64x2_t b_v_4 = vextq_s64(t18, t18, 1);
            int64x2_t t19 = vsubq_s64(b_v_4, vdupq_n_s64(7LL));
            vst1q_s64((int64_t *)(a + t17), t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

void rev_double(int n, double *restrict a, const double *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:23 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            float64x2_t t5 = vld1q_f64(b + t4 + -1);
            float64x2_t t6 = vmulq_f64(t5, vdupq_n_f64(0.5));
            float64x2_t t7 = vaddq_f64(t6, vdupq_n_f64(1.0));
            vst1q_f64(a + t4 + -1, t7);
            long t8 = (long)t1 + (i_vec + 2L) * -1L;
            float64x2_t t9 = vld1q_f64(b + t8 + -1);
            float64x2_t t10 = vmulq_f64(t9, vdupq_n_f64(0.5));
            float64x2_t t11 = vaddq_f64(t10, vdupq_n_f64(1.0));
            vst1q_f64(a + t8 + -1, t11);
            long t12 = (long)t1 + (i_vec + 4L) * -1L;
            float64x2_t t13 = vld1q_f64(b + t12 + -1);
            float64x2_t t14 = vmulq_f64(t13, vdupq_n_f64(0.5));
            float64x2_t t15 = vaddq_f64(t14, vdupq_n_f64(1.0));
            vst1q_f64(a + t12 + -1, t15);
            long t16 = (long)t1 + (i_vec + 6L) * -1L;
            float64x2_t t17 = vld1q_f64(b + t16 + -1);
            float64x2_t t18 = vmulq_f64(t17, vdupq_n_f64(0.5));
            float64x2_t t19 = vaddq_f64(t18, vdupq_n_f64(1.0));
            vst1q_f64(a + t16 + -1, t19);
            i_vec += 8L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:23 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            float64x2_t t23 = vld1q_f64(b + t22 + -1);
            float64x2_t t24 = vmulq_f64(t23, vdupq_n_f64(0.5));
            float64x2_t t25 = vaddq_f64(t24, vdupq_n_f64(1.0));
            vst1q_f64(a + t22 + -1, t25);
            i_vec_1 += 2L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t26 = (long)i;
        a[t26] = b[t26] * 0.5 + 1.0;
    }
}

void rev_both_float(int n, float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            float32x4_t t4 = vld1q_f32(b + t3 + -3);
            float32x4_t t5 = vsubq_f32(t4, vdupq_n_f32(2.0f));
            vst1q_f32(a + t3 + -3, t5);
            long t6 = (long)(n - 1 - (int)(i_vec + 4L));
            float32x4_t t7 = vld1q_f32(b + t6 + -3);
            float32x4_t t8 = vsubq_f32(t7, vdupq_n_f32(2.0f));
            vst1q_f32(a + t6 + -3, t8);
            long t9 = (long)(n - 1 - (int)(i_vec + 8L));
            float32x4_t t10 = vld1q_f32(b + t9 + -3);
            float32x4_t t11 = vsubq_f32(t10, vdupq_n_f32(2.0f));
            vst1q_f32(a + t9 + -3, t11);
            long t12 = (long)(n - 1 - (int)(i_vec + 12L));
            float32x4_t t13 = vld1q_f32(b + t12 + -3);
            float32x4_t t14 = vsubq_f32(t13, vdupq_n_f32(2.0f));
            vst1q_f32(a + t12 + -3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)(n - 1 - (int)((long)t15 + i_vec_1));
            float32x4_t t19 = vld1q_f32(b + t18 + -3);
            float32x4_t t20 = vsubq_f32(t19, vdupq_n_f32(2.0f));
            vst1q_f32(a + t18 + -3, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)(n - 1 - i);
        a[t21] = b[t21] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
void rev_iota(int n, int *restrict a) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        int32x4_t t4 = vdupq_n_s32(t1);
        uint32x4_t t5 = vreinterpretq_u32_s32(t4);
        uint32x4_t i_v = vaddq_u32(t5, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t t6 = vmulq_s32(i_v_2, vdupq_n_s32(5));
            int32x4_t t7 = vextq_s32(vrev64q_s32(t6), vrev64q_s32(t6), 2);
            vst1q_s32(a + ((long)t1 + i_vec * -1L) + -3, t7);
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(-4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t8);
            int32x4_t t9 = vmulq_s32(i_v_3, vdupq_n_s32(5));
            int32x4_t t10 = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
            vst1q_s32(a + ((long)t1 + (i_vec + 4L) * -1L) + -3, t10);
            uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(-8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t11);
            int32x4_t t12 = vmulq_s32(i_v_4, vdupq_n_s32(5));
            int32x4_t t13 = vextq_s32(vrev64q_s32(t12), vrev64q_s32(t12), 2);
            vst1q_s32(a + ((long)t1 + (i_vec + 8L) * -1L) + -3, t13);
            uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(-12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t14);
            int32x4_t t15 = vmulq_s32(i_v_5, vdupq_n_s32(5));
            int32x4_t t16 = vextq_s32(vrev64q_s32(t15), vrev64q_s32(t15), 2);
            vst1q_s32(a + ((long)t1 + (i_vec + 12L) * -1L) + -3, t16);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(-16));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t17 = (long)t1 + 1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        int32x4_t t19 = vdupq_n_s32(t1);
        uint32x4_t t20 = vreinterpretq_u32_s32(t19);
        uint32x4_t i_v_1 = vaddq_u32(t20, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t t21 = vmulq_s32(i_v_6, vdupq_n_s32(5));
            int32x4_t t22 = vextq_s32(vrev64q_s32(t21), vrev64q_s32(t21), 2);
            vst1q_s32(a + ((long)t1 + i_vec_1 * -1L) + -3, t22);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(-4));
        } while (i_vec_1 < t18);
        i = (int)((long)t1 + t18 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        a[i] = i * 5;
    }
}

/* A pointer walking down. */
void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    const unsigned char *p;
    int t9;
    int i;
    const unsigned char *t1 = src + n;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t t4 = vld1q_u8(t1 + i_vec * -1L + -1 + -15);
            uint8x16_t p_v = vextq_u8(vrev64q_u8(t4), vrev64q_u8(t4), 8);
            uint8x16_t t5 = veorq_u8(p_v, vdupq_n_u8(90));
            vst1q_u8(dst + i_vec, t5);
            long t6 = i_vec + 16L;
            uint8x16_t t7 = vld1q_u8(t1 + t6 * -1L + -1 + -15);
            uint8x16_t p_v_1 = vextq_u8(vrev64q_u8(t7), vrev64q_u8(t7), 8);
            uint8x16_t t8 = veorq_u8(p_v_1, vdupq_n_u8(90));
            vst1q_u8(dst + t6, t8);
            i_vec += 32L;
        } while (i_vec < t3);
        t9 = (int)t3;
        t1 = t1 + t3 * -1L;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t t12 = vld1q_u8(t1 + i_vec_1 * -1L + -1 + -15);
            uint8x16_t p_v_2 = vextq_u8(vrev64q_u8(t12), vrev64q_u8(t12), 8);
            uint8x16_t t13 = veorq_u8(p_v_2, vdupq_n_u8(90));
            vst1q_u8(dst + ((long)t9 + i_vec_1), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
        p = t1 + t11 * -1L;
    } else {
        i = t9;
        p = t1;
    }
    for (; i < n; i++) {
        p = p + -1;
        dst[i] = (unsigned char)((int)*p ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

long long rev_sum(int n, const short *a) {
    long long s;
    int i = n - 1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){i, i, i, i, i, i, i, i};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec = 0L;
        vcc_v8_ullong s_v = (vcc_v8_ullong){0ULL, 0ULL, 0ULL, 0ULL, 0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at reverse_types.c:54 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            int16x8_t t5 = vld1q_s16(a + ((long)i + i_vec * -1L) + -7);
            int16x8_t a_v = vextq_s16(vrev64q_s16(t5), vrev64q_s16(t5), 4);
            vcc_v8_int t6 = i_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_llong t7 = __builtin_convertvector(t6, vcc_v8_llong);
            vcc_v8_llong t8 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_llong vcc_p0 = (vcc_v2_llong)vcc_w3; vcc_v2_llong vcc_p1 = (vcc_v2_llong)vcc_w4; vcc_v2_llong vcc_p2 = (vcc_v2_llong)vcc_w5; vcc_v2_llong vcc_p3 = (vcc_v2_llong)vcc_w6; vcc_v8_llong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_llong t9 = t8 * t7;
            vcc_v8_ullong t10 = (vcc_v8_ullong)t9;
            s_v = s_v + t10;
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
        s = (long long)vcc_reduce(unsigned long long, s_v, +);
    } else {
        s = 0LL;
    }
    for (; i >= 0; i--) {
        s += (long long)a[i] * (long long)(i + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
