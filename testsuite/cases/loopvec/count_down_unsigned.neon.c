/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=7 avx2=7 sse4.2=7 sse2=6 neon=6 */
/* Loops counted by an unsigned count that goes down to zero, as C libraries write them
 * (zlib, lz4): `if (n) do { ... } while (--n);` and `while (n--)`. The count wraps in its own
 * type: `--n != 0` stops after n0 iterations for n0 >= 1, and after 2^bits iterations for
 * n0 == 0 (which these callers never pass, so the kernels test it first). With a step of one
 * toward a `!=` bound the count is exact modulo 2^bits; vcc computes it as a wide integer and
 * runs the vector loop only when that is in range. */
#include "harness.h"

/* A sum of bytes through a pointer that walks, 32-bit count. */
unsigned sum_bytes(const unsigned char *buf, unsigned len) {
    unsigned int s;
    unsigned int len_1;
    const unsigned char *buf_1;
    unsigned int s_1;
    if (len) {
        long t1 = (long)len + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long len_vec = 0L;
            vcc_v16_uint s_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            /* vcc: loop at count_down_unsigned.c:15 vectorized: VF 16, UF 1, scalar epilogue */
            do {
                uint8x16_t buf_v = vld1q_u8(buf + len_vec);
                vcc_v16_uint t3 = ({ uint8x16_t vcc_w0 = buf_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w3; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w4; vcc_v4_uint vcc_p2 = (vcc_v4_uint)vcc_w5; vcc_v4_uint vcc_p3 = (vcc_v4_uint)vcc_w6; vcc_v16_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
                s_v = s_v + t3;
                len_vec += 16L;
            } while (len_vec < t2);
            s = vcc_reduce(unsigned int, s_v, +);
            buf_1 = buf + t2;
            len_1 = (unsigned int)((long)len + t2 * -1L);
        } else {
            s = 0U;
            buf_1 = buf;
            len_1 = len;
        }
        for (;;) {
            const unsigned char *buf_2 = buf_1 + 1;
            s += (unsigned int)*buf_1;
            len_1--;
            if (!len_1) {
                s_1 = s;
                break;
            }
            buf_1 = buf_2;
        }
    } else {
        s_1 = 0U;
    }
    return s_1;
}

/* A copy with negation, 64-bit count, the count used after the loop. */
size_t negate_copy(float *restrict dst, const float *restrict src, size_t n) {
    unsigned long done;
    unsigned long n_1;
    float *t10;
    const float *t11;
    unsigned long t12;
    unsigned long t13;
    float *dst_1;
    const float *src_1;
    unsigned long done_1;
    unsigned long n_2;
    if (n != 0UL) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long done_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float32x4_t src_v = vld1q_f32(src + done_vec);
                float32x4_t t3 = vnegq_f32(src_v);
                vst1q_f32(dst + done_vec, t3);
                long t4 = done_vec + 4L;
                float32x4_t src_v_1 = vld1q_f32(src + t4);
                float32x4_t t5 = vnegq_f32(src_v_1);
                vst1q_f32(dst + t4, t5);
                long t6 = done_vec + 8L;
                float32x4_t src_v_2 = vld1q_f32(src + t6);
                float32x4_t t7 = vnegq_f32(src_v_2);
                vst1q_f32(dst + t6, t7);
                long t8 = done_vec + 12L;
                float32x4_t src_v_3 = vld1q_f32(src + t8);
                float32x4_t t9 = vnegq_f32(src_v_3);
                vst1q_f32(dst + t8, t9);
                done_vec += 16L;
            } while (done_vec < t2);
            t10 = dst + t2;
            t11 = src + t2;
            t12 = (unsigned long)t2;
            t13 = n + (unsigned long)(t2 * -1L);
        } else {
            t10 = dst;
            t11 = src;
            t12 = 0UL;
            t13 = n;
        }
        long t14 = (long)t13 + -1L;
        unsigned long t15 = (unsigned long)t10;
        unsigned long t16 = (unsigned long)t11;
        long t17 = (long)((unsigned long)t10 - (unsigned long)t11);
        if ((t14 >= 4L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 16L)))) {
            long t18 = t14 & -4L;
            long done_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 25:14 and a value merged from several paths at 25:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                float32x4_t src_v_4 = vld1q_f32(t11 + done_vec_1);
                float32x4_t t19 = vnegq_f32(src_v_4);
                vst1q_f32(t10 + done_vec_1, t19);
                done_vec_1 += 4L;
            } while (done_vec_1 < t18);
            dst_1 = t10 + t18;
            src_1 = t11 + t18;
            done = t12 + (unsigned long)t18;
            n_1 = t13 + (unsigned long)(t18 * -1L);
        } else {
            dst_1 = t10;
            src_1 = t11;
            done = t12;
            n_1 = t13;
        }
        for (;;) {
            float *dst_2 = dst_1 + 1;
            const float *src_2 = src_1 + 1;
            *dst_1 = -*src_1;
            done++;
            n_1--;
            if (n_1 == 0UL) {
                done_1 = done;
                n_2 = n_1;
                break;
            }
            dst_1 = dst_2;
            src_1 = src_2;
        }
    } else {
        done_1 = 0UL;
        n_2 = n;
    }
    return done_1 + n_2;
}

/* `while (n--)`: the test reads the count before the decrement. */
void scale_while(int *restrict a, const int *restrict b, unsigned n, int k) {
    unsigned int t10;
    int *t11;
    const int *t12;
    unsigned int n_1;
    int *a_1;
    const int *b_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        long n_vec = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + n_vec);
            int32x4_t t3 = vmulq_s32(b_v, k_v);
            vst1q_s32(a + n_vec, t3);
            long t4 = n_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t4);
            int32x4_t t5 = vmulq_s32(b_v_1, k_v);
            vst1q_s32(a + t4, t5);
            long t6 = n_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t6);
            int32x4_t t7 = vmulq_s32(b_v_2, k_v);
            vst1q_s32(a + t6, t7);
            long t8 = n_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t8);
            int32x4_t t9 = vmulq_s32(b_v_3, k_v);
            vst1q_s32(a + t8, t9);
            n_vec += 16L;
        } while (n_vec < t2);
        t10 = (unsigned int)((long)n + t2 * -1L);
        t11 = a + t2;
        t12 = b + t2;
    } else {
        t10 = n;
        t11 = a;
        t12 = b;
    }
    long t13 = (long)t10;
    unsigned long t14 = (unsigned long)t11;
    unsigned long t15 = (unsigned long)t12;
    long t16 = (long)((unsigned long)t11 - (unsigned long)t12);
    if ((t13 >= 4L) & (((t14 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t14) | ((t16 <= 0L) | (t16 >= 16L)))) {
        long t17 = t13 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long n_vec_1 = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 34:12 and a value merged from several paths at 34:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            int32x4_t b_v_4 = vld1q_s32(t12 + n_vec_1);
            int32x4_t t18 = vmulq_s32(b_v_4, k_v_1);
            vst1q_s32(t11 + n_vec_1, t18);
            n_vec_1 += 4L;
        } while (n_vec_1 < t17);
        n_1 = (unsigned int)((long)t10 + t17 * -1L);
        a_1 = t11 + t17;
        b_1 = t12 + t17;
    } else {
        n_1 = t10;
        a_1 = t11;
        b_1 = t12;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        *a_1 = *b_1 * k;
        n_1 = n_2;
        a_1 = a_1 + 1;
        b_1 = b_1 + 1;
    }
}

/* A 16-bit count: 2^16 iterations for n0 == 0 would run off these arrays, so the caller
 * never passes 0; the count is still computed in the count's own width. */
void add_u16(short *restrict a, const short *restrict b, unsigned short n) {
    unsigned short n_1;
    short *t26;
    const short *t27;
    unsigned short t28;
    short *a_1;
    const short *b_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long n_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                short *t3 = a + n_vec;
                int16x8_t a_v = vld1q_s16(t3);
                int16x8_t b_v = vld1q_s16(b + n_vec);
                uint16x8_t t4 = vreinterpretq_u16_s16(a_v);
                uint16x8_t t5 = vreinterpretq_u16_s16(b_v);
                uint16x8_t t6 = vaddq_u16(t4, t5);
                int16x8_t t7 = vreinterpretq_s16_u16(t6);
                vst1q_s16(t3, t7);
                long t8 = n_vec + 8L;
                short *t9 = a + t8;
                int16x8_t a_v_1 = vld1q_s16(t9);
                int16x8_t b_v_1 = vld1q_s16(b + t8);
                uint16x8_t t10 = vreinterpretq_u16_s16(a_v_1);
                uint16x8_t t11 = vreinterpretq_u16_s16(b_v_1);
                uint16x8_t t12 = vaddq_u16(t10, t11);
                int16x8_t t13 = vreinterpretq_s16_u16(t12);
                vst1q_s16(t9, t13);
                long t14 = n_vec + 16L;
                short *t15 = a + t14;
                int16x8_t a_v_2 = vld1q_s16(t15);
                int16x8_t b_v_2 = vld1q_s16(b + t14);
                uint16x8_t t16 = vreinterpretq_u16_s16(a_v_2);
                uint16x8_t t17 = vreinterpretq_u16_s16(b_v_2);
                uint16x8_t t18 = vaddq_u16(t16, t17);
                int16x8_t t19 = vreinterpretq_s16_u16(t18);
                vst1q_s16(t15, t19);
                long t20 = n_vec + 24L;
                short *t21 = a + t20;
                int16x8_t a_v_3 = vld1q_s16(t21);
                int16x8_t b_v_3 = vld1q_s16(b + t20);
                uint16x8_t t22 = vreinterpretq_u16_s16(a_v_3);
                uint16x8_t t23 = vreinterpretq_u16_s16(b_v_3);
                uint16x8_t t24 = vaddq_u16(t22, t23);
                int16x8_t t25 = vreinterpretq_s16_u16(t24);
                vst1q_s16(t21, t25);
                n_vec += 32L;
            } while (n_vec < t2);
            t26 = a + t2;
            t27 = b + t2;
            t28 = (unsigned short)((long)n + t2 * -1L);
        } else {
            t26 = a;
            t27 = b;
            t28 = n;
        }
        long t29 = (long)t28 + -1L;
        unsigned long t30 = (unsigned long)t26;
        unsigned long t31 = (unsigned long)t27;
        long t32 = (long)((unsigned long)t26 - (unsigned long)t27);
        if ((t29 >= 8L) & (((t30 + (unsigned long)(2L + (t29 - 1L) * 2L)) <= t31) | ((t31 + (unsigned long)(2L + (t29 - 1L) * 2L)) <= t30) | ((t32 <= 0L) | (t32 >= 16L)))) {
            long t33 = t29 & -8L;
            long n_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 43:14 and a value merged from several paths at 43:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                short *t34 = t26 + n_vec_1;
                int16x8_t a_v_4 = vld1q_s16(t34);
                int16x8_t b_v_4 = vld1q_s16(t27 + n_vec_1);
                uint16x8_t t35 = vreinterpretq_u16_s16(a_v_4);
                uint16x8_t t36 = vreinterpretq_u16_s16(b_v_4);
                uint16x8_t t37 = vaddq_u16(t35, t36);
                int16x8_t t38 = vreinterpretq_s16_u16(t37);
                vst1q_s16(t34, t38);
                n_vec_1 += 8L;
            } while (n_vec_1 < t33);
            a_1 = t26 + t33;
            b_1 = t27 + t33;
            n_1 = (unsigned short)((long)t28 + t33 * -1L);
        } else {
            a_1 = t26;
            b_1 = t27;
            n_1 = t28;
        }
        for (;;) {
            short *a_2 = a_1 + 1;
            const short *b_2 = b_1 + 1;
            *a_1 = (short)((int)*a_1 + (int)*b_1);
            n_1 = (unsigned short)((int)n_1 - 1);
            if (!n_1) {
                break;
            }
            a_1 = a_2;
            b_1 = b_2;
        }
    }
}

/* The count also indexes the arrays from the top (`a[n - 1]`), counting down. */
long dot_down(const int *a, const int *b, unsigned long n) {
    long s = 0;
    if (n)
        do {
            s += (long)a[n - 1] * b[n - 1];
        } while (--n);
    return s;
}

/* An up-counting unsigned index compared with `!=`. */
unsigned sum_up_ne(const unsigned *a, unsigned lo, unsigned hi) {
    unsigned int s;
    unsigned int t14;
    unsigned int t15;
    unsigned int i;
    long t1 = (long)lo * -1L + (long)hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint32x4_t t3 = vdupq_n_u32(lo);
        uint32x4_t i_v = vaddq_u32(t3, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at count_down_unsigned.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t t4 = vaddq_u32(i_v, vdupq_n_u32(4));
            uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(8));
            uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(12));
            uint32x4_t a_v = ({ uint32x4_t vcc_ni = i_v; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t a_v_1 = ({ uint32x4_t vcc_ni = t4; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t a_v_2 = ({ uint32x4_t vcc_ni = t5; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t a_v_3 = ({ uint32x4_t vcc_ni = t6; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t7 = vmulq_u32(a_v, vdupq_n_u32(3));
            s_v = vaddq_u32(s_v, t7);
            uint32x4_t t8 = vmulq_u32(a_v_1, vdupq_n_u32(3));
            s_v_1 = vaddq_u32(s_v_1, t8);
            uint32x4_t t9 = vmulq_u32(a_v_2, vdupq_n_u32(3));
            s_v_2 = vaddq_u32(s_v_2, t9);
            uint32x4_t t10 = vmulq_u32(a_v_3, vdupq_n_u32(3));
            s_v_3 = vaddq_u32(s_v_3, t10);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t12 = vaddq_u32(t11, s_v_2);
        uint32x4_t t13 = vaddq_u32(t12, s_v_3);
        t14 = (unsigned int)((long)lo + t2);
        t15 = vaddvq_u32(t13);
    } else {
        t14 = lo;
        t15 = 0U;
    }
    long t16 = (long)hi + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        uint32x4_t t18 = vdupq_n_u32(t14);
        uint32x4_t i_v_1 = vaddq_u32(t18, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at count_down_unsigned.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = ({ uint32x4_t vcc_ni = i_v_1; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t19 = vmulq_u32(a_v_4, vdupq_n_u32(3));
            s_v_4 = vaddq_u32(s_v_4, t19);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t17);
        i = (unsigned int)((long)t14 + t17);
        s = t15 + vaddvq_u32(s_v_4);
    } else {
        i = t14;
        s = t15;
    }
    for (; i != hi; i++) {
        s += a[i] * 3U;
    }
    return s;
}

/* No guard: an 8-bit count of 0 runs 256 times, which the vector loop must leave to the
 * scalar loop (its count, -1 as a wide integer, runs no vector iteration). */
int sum_u8_count(const int *a, unsigned char n) {
    int s;
    unsigned char n_1;
    const int *a_1;
    long t1 = (long)n + -1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        uint8x8_t t3 = vdup_n_u8(n);
        uint8x8_t n_v = vadd_u8(t3, ((uint8x8_t)(vcc_v8_uchar){(unsigned char)0, (unsigned char)255, (unsigned char)254, (unsigned char)253, (unsigned char)252, (unsigned char)251, (unsigned char)250, (unsigned char)249}));
        long n_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at count_down_unsigned.c:70 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + n_vec);
            vcc_v8_int t4 = ({ uint8x8_t vcc_w0 = n_v; uint16x8_t vcc_w1 = vmovl_u8(vcc_w0); uint32x4_t vcc_w2 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w3 = vmovl_high_u16(vcc_w1); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w2; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w3; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = a_v ^ t4;
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v = s_v + t6;
            n_vec += 8L;
            n_v = vadd_u8(n_v, vdup_n_u8(-8));
        } while (n_vec < t2);
        s = (int)vcc_reduce(unsigned int, s_v, +);
        a_1 = a + t2;
        n_1 = (unsigned char)((long)n + t2 * -1L);
    } else {
        s = 0;
        a_1 = a;
        n_1 = n;
    }
    for (;;) {
        const int *a_2 = a_1 + 1;
        int t7 = (int)n_1;
        s += *a_1 ^ t7;
        n_1 = (unsigned char)(t7 - 1);
        if (!n_1) {
            return s;
        }
        a_1 = a_2;
    }
}

int main(void) {
    int big[256];
    FILL(big, 256, -1000, 2000);
    for (int c = 0; c < 256; c += 5)
        printf("u8 count %d: %d\n", c, sum_u8_count(big, (unsigned char)c));
    printf("u8 count 255: %d\n", sum_u8_count(big, 255));

    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *bytes = new_array(n, 1);
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s16 = new_array(n, sizeof(short)), *t16 = new_array(n, sizeof(short));
        unsigned *u = new_array(n, sizeof(unsigned));
        FILL(bytes, n, 0, 256);
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s16, n, -30000, 60000);
        FILL(t16, n, -30000, 60000);
        FILL(u, n, 0, 1 << 30);
        unsigned r1 = sum_bytes(bytes, (unsigned)n);
        size_t r2 = negate_copy(g, f, (size_t)n);
        long r5 = dot_down(a, b, (unsigned long)n);
        unsigned r6 = sum_up_ne(u, (unsigned)(n / 3), (unsigned)n);
        scale_while(a, b, (unsigned)n, 7);
        if (n)
            add_u16(s16, t16, (unsigned short)n);
        printf("n=%d %u %zu %ld %u %llx %llx %llx\n", n, r1, r2, r5, r6, HASH(g, n), HASH(a, n), HASH(s16, n));
        free(bytes), free(f), free(g), free(a), free(b), free(s16), free(t16), free(u);
    }
    return 0;
}
