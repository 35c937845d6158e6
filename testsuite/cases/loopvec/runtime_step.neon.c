/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer inductions whose step is known only at run time (`v += k`, k a parameter or a sum
   of parameters): the lanes start at [v, v + k, v + 2k, ...] and move by VF·k, in the lanes'
   unsigned type, so they wrap as the scalar loop's unsigned updates do. The value after the
   loop, a last value taken under a condition and an early exit read the induction at a given
   iteration: start + iteration·k, computed modulo 2^64 then narrowed. A pointer moving by a
   run-time number of bytes is not such an induction: its loop is versioned on the step being
   one element. */
void ramp(int n, int *restrict a, const int *restrict b, int k) {
    int v;
    int t22;
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k;
        int32x4_t t4 = vdupq_n_s32(-3);
        uint32x4_t t5 = vreinterpretq_u32_s32(t4);
        uint32x4_t t6 = vdupq_n_u32((unsigned int)(unsigned long)t3);
        uint32x4_t t7 = vmulq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        uint32x4_t v_v = vaddq_u32(t5, t7);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t v_v_2 = vreinterpretq_s32_u32(v_v);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t8 = vaddq_s32(b_v, v_v_2);
            vst1q_s32(a + i_vec, t8);
            long t9 = i_vec + 4L;
            uint32x4_t t10 = vdupq_n_u32((unsigned int)((unsigned long)t3 * 4UL));
            uint32x4_t t11 = vaddq_u32(v_v, t10);
            int32x4_t v_v_3 = vreinterpretq_s32_u32(t11);
            int32x4_t b_v_1 = vld1q_s32(b + t9);
            int32x4_t t12 = vaddq_s32(b_v_1, v_v_3);
            vst1q_s32(a + t9, t12);
            long t13 = i_vec + 8L;
            uint32x4_t t14 = vdupq_n_u32((unsigned int)((unsigned long)t3 * 8UL));
            uint32x4_t t15 = vaddq_u32(v_v, t14);
            int32x4_t v_v_4 = vreinterpretq_s32_u32(t15);
            int32x4_t b_v_2 = vld1q_s32(b + t13);
            int32x4_t t16 = vaddq_s32(b_v_2, v_v_4);
            vst1q_s32(a + t13, t16);
            long t17 = i_vec + 12L;
            uint32x4_t t18 = vdupq_n_u32((unsigned int)((unsigned long)t3 * 12UL));
            uint32x4_t t19 = vaddq_u32(v_v, t18);
            int32x4_t v_v_5 = vreinterpretq_s32_u32(t19);
            int32x4_t b_v_3 = vld1q_s32(b + t17);
            int32x4_t t20 = vaddq_s32(b_v_3, v_v_5);
            vst1q_s32(a + t17, t20);
            i_vec += 16L;
            uint32x4_t t21 = vdupq_n_u32((unsigned int)((unsigned long)t3 * 16UL));
            v_v = vaddq_u32(v_v, t21);
        } while (i_vec < t2);
        t22 = (int)t2;
        t23 = (int)(18446744073709551613UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t22 = 0;
        t23 = -3;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long t26 = (long)k;
        int32x4_t t27 = vdupq_n_s32(t23);
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t t29 = vdupq_n_u32((unsigned int)(unsigned long)t26);
        uint32x4_t t30 = vmulq_u32(t29, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        uint32x4_t v_v_1 = vaddq_u32(t28, t30);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t31 = (long)t22 + i_vec_1;
            int32x4_t v_v_6 = vreinterpretq_s32_u32(v_v_1);
            int32x4_t b_v_4 = vld1q_s32(b + t31);
            int32x4_t t32 = vaddq_s32(b_v_4, v_v_6);
            vst1q_s32(a + t31, t32);
            i_vec_1 += 4L;
            uint32x4_t t33 = vdupq_n_u32((unsigned int)((unsigned long)t26 * 4UL));
            v_v_1 = vaddq_u32(v_v_1, t33);
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        v = (int)((unsigned long)t23 + (unsigned long)t25 * (unsigned long)t26);
    } else {
        i = t22;
        v = t23;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[t34] = b[t34] + v;
        v += k;
    }
}

/* Wraps around 2^32 within a few iterations for a large k. */
void ramp_bytes(int n, unsigned char *restrict a, unsigned v, unsigned k) {
    unsigned int v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k;
        vcc_v16_uint t4 = (vcc_v16_uint){v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v};
        vcc_v16_uint t5 = vcc_splat(vcc_v16_uint, (unsigned int)(unsigned long)t3);
        vcc_v16_uint t6 = t5 * (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        vcc_v16_uint v_v = t4 + t6;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uint t7 = v_v >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            uint8x16_t t8 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_uchar);
            vst1q_u8(a + i_vec, t8);
            i_vec += 16L;
            vcc_v16_uint t9 = vcc_splat(vcc_v16_uint, (unsigned int)((unsigned long)t3 * 16UL));
            v_v = v_v + t9;
        } while (i_vec < t2);
        i = (int)t2;
        v_1 = (unsigned int)((unsigned long)v + (unsigned long)t2 * (unsigned long)t3);
    } else {
        i = 0;
        v_1 = v;
    }
    for (; i < n; i++) {
        a[i] = (unsigned char)(v_1 >> 24);
        v_1 += k;
    }
}

/* 16-bit, stepping down by a step of its own type. */
void down_short(int n, short *restrict a, short k) {
    short v;
    int t21;
    short t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k * -1L;
        int16x8_t t4 = vdupq_n_s16((short)1000);
        uint16x8_t t5 = vreinterpretq_u16_s16(t4);
        uint16x8_t t6 = vdupq_n_u16((unsigned short)(unsigned long)t3);
        uint16x8_t t7 = vmulq_u16(t6, ((uint16x8_t)(vcc_v8_ushort){(unsigned short)0, (unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7}));
        uint16x8_t v_v = vaddq_u16(t5, t7);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:30 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t v_v_2 = vreinterpretq_s16_u16(v_v);
            short *t8 = a + i_vec;
            int16x8_t a_v = vld1q_s16(t8);
            vcc_v8_int t9 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = ({ int16x8_t vcc_w0 = v_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t9 + t10;
            int16x8_t t12 = (int16x8_t)__builtin_convertvector(t11, vcc_v8_short);
            vst1q_s16(t8, t12);
            uint16x8_t t13 = vdupq_n_u16((unsigned short)((unsigned long)t3 * 8UL));
            uint16x8_t t14 = vaddq_u16(v_v, t13);
            int16x8_t v_v_3 = vreinterpretq_s16_u16(t14);
            short *t15 = a + (i_vec + 8L);
            int16x8_t a_v_1 = vld1q_s16(t15);
            vcc_v8_int t16 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = ({ int16x8_t vcc_w0 = v_v_3; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t18 = t16 + t17;
            int16x8_t t19 = (int16x8_t)__builtin_convertvector(t18, vcc_v8_short);
            vst1q_s16(t15, t19);
            i_vec += 16L;
            uint16x8_t t20 = vdupq_n_u16((unsigned short)((unsigned long)t3 * 16UL));
            v_v = vaddq_u16(v_v, t20);
        } while (i_vec < t2);
        t21 = (int)t2;
        t22 = (short)(1000UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t21 = 0;
        t22 = (short)1000;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t25 = (long)k * -1L;
        int16x8_t t26 = vdupq_n_s16(t22);
        uint16x8_t t27 = vreinterpretq_u16_s16(t26);
        uint16x8_t t28 = vdupq_n_u16((unsigned short)(unsigned long)t25);
        uint16x8_t t29 = vmulq_u16(t28, ((uint16x8_t)(vcc_v8_ushort){(unsigned short)0, (unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7}));
        uint16x8_t v_v_1 = vaddq_u16(t27, t29);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t v_v_4 = vreinterpretq_s16_u16(v_v_1);
            short *t30 = a + ((long)t21 + i_vec_1);
            int16x8_t a_v_2 = vld1q_s16(t30);
            vcc_v8_int t31 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t32 = ({ int16x8_t vcc_w0 = v_v_4; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t33 = t31 + t32;
            int16x8_t t34 = (int16x8_t)__builtin_convertvector(t33, vcc_v8_short);
            vst1q_s16(t30, t34);
            i_vec_1 += 8L;
            uint16x8_t t35 = vdupq_n_u16((unsigned short)((unsigned long)t25 * 8UL));
            v_v_1 = vaddq_u16(v_v_1, t35);
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        v = (short)((unsigned long)t22 + (unsigned long)t24 * (unsigned long)t25);
    } else {
        i = t21;
        v = t22;
    }
    for (; i < n; i++) {
        short *t36 = a + i;
        int t37 = (int)v;
        *t36 = (short)((int)*t36 + t37);
        v = (short)(t37 - (int)k);
    }
}

/* Fixed-point position into a table (image resampling): a gather at pos >> 8. The sum and
   the position after the loop are returned. */
long resample(int n, int *restrict out, const int *restrict in, int step) {
    long s;
    int pos;
    int t34;
    long t35;
    int t36;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long t3 = (long)step;
        int32x2_t t4 = vdup_n_s32(0);
        uint32x2_t t5 = vreinterpret_u32_s32(t4);
        uint32x2_t t6 = vdup_n_u32((unsigned int)(unsigned long)t3);
        uint32x2_t t7 = vmul_u32(t6, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        uint32x2_t pos_v = vadd_u32(t5, t7);
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at runtime_step.c:41 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t pos_v_2 = vreinterpret_s32_u32(pos_v);
            uint32x2_t t8 = vdup_n_u32((unsigned int)((unsigned long)t3 * 2UL));
            uint32x2_t t9 = vadd_u32(pos_v, t8);
            int32x2_t pos_v_3 = vreinterpret_s32_u32(t9);
            uint32x2_t t10 = vdup_n_u32((unsigned int)((unsigned long)t3 * 4UL));
            uint32x2_t t11 = vadd_u32(pos_v, t10);
            int32x2_t pos_v_4 = vreinterpret_s32_u32(t11);
            uint32x2_t t12 = vdup_n_u32((unsigned int)((unsigned long)t3 * 6UL));
            uint32x2_t t13 = vadd_u32(pos_v, t12);
            int32x2_t pos_v_5 = vreinterpret_s32_u32(t13);
            int *t14 = out + i_vec;
            int *t15 = out + (i_vec + 2L);
            int *t16 = out + (i_vec + 4L);
            int *t17 = out + (i_vec + 6L);
            int32x2_t t18 = vshl_s32(pos_v_2, vneg_s32(vdup_n_s32(8)));
            int32x2_t t19 = vshl_s32(pos_v_3, vneg_s32(vdup_n_s32(8)));
            int32x2_t t20 = vshl_s32(pos_v_4, vneg_s32(vdup_n_s32(8)));
            int32x2_t t21 = vshl_s32(pos_v_5, vneg_s32(vdup_n_s32(8)));
            int32x2_t in_v = (int32x2_t)vcc_gather(vcc_v2_int, in, (vcc_v2_int)t18);
            int32x2_t in_v_1 = (int32x2_t)vcc_gather(vcc_v2_int, in, (vcc_v2_int)t19);
            int32x2_t in_v_2 = (int32x2_t)vcc_gather(vcc_v2_int, in, (vcc_v2_int)t20);
            int32x2_t in_v_3 = (int32x2_t)vcc_gather(vcc_v2_int, in, (vcc_v2_int)t21);
            vst1_s32(t14, in_v);
            vst1_s32(t15, in_v_1);
            vst1_s32(t16, in_v_2);
            vst1_s32(t17, in_v_3);
            int32x2_t out_v = vld1_s32(t14);
            int32x2_t out_v_1 = vld1_s32(t15);
            int32x2_t out_v_2 = vld1_s32(t16);
            int32x2_t out_v_3 = vld1_s32(t17);
            int64x2_t t22 = vmovl_s32(out_v);
            uint64x2_t t23 = vreinterpretq_u64_s64(t22);
            s_v = vaddq_u64(s_v, t23);
            int64x2_t t24 = vmovl_s32(out_v_1);
            uint64x2_t t25 = vreinterpretq_u64_s64(t24);
            s_v_1 = vaddq_u64(s_v_1, t25);
            int64x2_t t26 = vmovl_s32(out_v_2);
            uint64x2_t t27 = vreinterpretq_u64_s64(t26);
            s_v_2 = vaddq_u64(s_v_2, t27);
            int64x2_t t28 = vmovl_s32(out_v_3);
            uint64x2_t t29 = vreinterpretq_u64_s64(t28);
            s_v_3 = vaddq_u64(s_v_3, t29);
            i_vec += 8L;
            uint32x2_t t30 = vdup_n_u32((unsigned int)((unsigned long)t3 * 8UL));
            pos_v = vadd_u32(pos_v, t30);
        } while (i_vec < t2);
        uint64x2_t t31 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t32 = vaddq_u64(t31, s_v_2);
        uint64x2_t t33 = vaddq_u64(t32, s_v_3);
        t34 = (int)t2;
        t35 = (long)vaddvq_u64(t33);
        t36 = (int)((unsigned long)t2 * (unsigned long)t3);
    } else {
        t34 = 0;
        t35 = 0L;
        t36 = 0;
    }
    long t37 = (long)n + (long)t34 * -1L;
    if (t37 >= 2L) {
        long t38 = t37 & -2L;
        long t39 = (long)step;
        int32x2_t t40 = vdup_n_s32(t36);
        uint32x2_t t41 = vreinterpret_u32_s32(t40);
        uint32x2_t t42 = vdup_n_u32((unsigned int)(unsigned long)t39);
        uint32x2_t t43 = vmul_u32(t42, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        uint32x2_t pos_v_1 = vadd_u32(t41, t43);
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at runtime_step.c:41 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t pos_v_6 = vreinterpret_s32_u32(pos_v_1);
            int *t44 = out + ((long)t34 + i_vec_1);
            int32x2_t t45 = vshl_s32(pos_v_6, vneg_s32(vdup_n_s32(8)));
            int32x2_t in_v_4 = (int32x2_t)vcc_gather(vcc_v2_int, in, (vcc_v2_int)t45);
            vst1_s32(t44, in_v_4);
            int32x2_t out_v_4 = vld1_s32(t44);
            int64x2_t t46 = vmovl_s32(out_v_4);
            uint64x2_t t47 = vreinterpretq_u64_s64(t46);
            s_v_4 = vaddq_u64(s_v_4, t47);
            i_vec_1 += 2L;
            uint32x2_t t48 = vdup_n_u32((unsigned int)((unsigned long)t39 * 2UL));
            pos_v_1 = vadd_u32(pos_v_1, t48);
        } while (i_vec_1 < t38);
        i = (int)((long)t34 + t38);
        s = (long)((unsigned long)t35 + vaddvq_u64(s_v_4));
        pos = (int)((unsigned long)t36 + (unsigned long)t38 * (unsigned long)t39);
    } else {
        i = t34;
        s = t35;
        pos = t36;
    }
    for (; i < n; i++) {
        int *t49 = out + i;
        *t49 = in[pos >> 8];
        s += (long)*t49;
        pos += step;
    }
    return s * 1000003L + (long)pos;
}

/* A 64-bit induction whose step is an expression of two parameters, summed. */
long long wide_sum(int n, long long *restrict a, long long k, long long m) {
    long long s;
    long long v;
    int t30;
    long long t31;
    long long t32;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long t3 = (long)k + (long)m * -3L;
        int64x2_t t4 = vdupq_n_s64(5LL);
        uint64x2_t t5 = vreinterpretq_u64_s64(t4);
        uint64x2_t t6 = vdupq_n_u64((unsigned long long)(unsigned long)t3);
        uint64x2_t t7 = (uint64x2_t)((vcc_v2_ullong)t6 * (vcc_v2_ullong)(uint64x2_t)(vcc_v2_ullong){0ULL, 1ULL});
        uint64x2_t v_v = vaddq_u64(t5, t7);
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at runtime_step.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t v_v_2 = vreinterpretq_s64_u64(v_v);
            long long *t8 = a + i_vec;
            vst1q_s64((int64_t *)t8, v_v_2);
            int64x2_t a_v = vld1q_s64((const int64_t *)t8);
            int64x2_t t9 = (int64x2_t)((vcc_v2_llong)a_v >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(16), vcc_v2_llong));
            uint64x2_t t10 = vreinterpretq_u64_s64(t9);
            s_v = vaddq_u64(s_v, t10);
            uint64x2_t t11 = vdupq_n_u64((unsigned long long)((unsigned long)t3 * 2UL));
            uint64x2_t t12 = vaddq_u64(v_v, t11);
            int64x2_t v_v_3 = vreinterpretq_s64_u64(t12);
            long long *t13 = a + (i_vec + 2L);
            vst1q_s64((int64_t *)t13, v_v_3);
            int64x2_t a_v_1 = vld1q_s64((const int64_t *)t13);
            int64x2_t t14 = (int64x2_t)((vcc_v2_llong)a_v_1 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(16), vcc_v2_llong));
            uint64x2_t t15 = vreinterpretq_u64_s64(t14);
            s_v_1 = vaddq_u64(s_v_1, t15);
            uint64x2_t t16 = vdupq_n_u64((unsigned long long)((unsigned long)t3 * 4UL));
            uint64x2_t t17 = vaddq_u64(v_v, t16);
            int64x2_t v_v_4 = vreinterpretq_s64_u64(t17);
            long long *t18 = a + (i_vec + 4L);
            vst1q_s64((int64_t *)t18, v_v_4);
            int64x2_t a_v_2 = vld1q_s64((const int64_t *)t18);
            int64x2_t t19 = (int64x2_t)((vcc_v2_llong)a_v_2 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(16), vcc_v2_llong));
            uint64x2_t t20 = vreinterpretq_u64_s64(t19);
            s_v_2 = vaddq_u64(s_v_2, t20);
            uint64x2_t t21 = vdupq_n_u64((unsigned long long)((unsigned long)t3 * 6UL));
            uint64x2_t t22 = vaddq_u64(v_v, t21);
            int64x2_t v_v_5 = vreinterpretq_s64_u64(t22);
            long long *t23 = a + (i_vec + 6L);
            vst1q_s64((int64_t *)t23, v_v_5);
            int64x2_t a_v_3 = vld1q_s64((const int64_t *)t23);
            int64x2_t t24 = (int64x2_t)((vcc_v2_llong)a_v_3 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(16), vcc_v2_llong));
            uint64x2_t t25 = vreinterpretq_u64_s64(t24);
            s_v_3 = vaddq_u64(s_v_3, t25);
            i_vec += 8L;
            uint64x2_t t26 = vdupq_n_u64((unsigned long long)((unsigned long)t3 * 8UL));
            v_v = vaddq_u64(v_v, t26);
        } while (i_vec < t2);
        uint64x2_t t27 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t28 = vaddq_u64(t27, s_v_2);
        uint64x2_t t29 = vaddq_u64(t28, s_v_3);
        t30 = (int)t2;
        t31 = (long long)vaddvq_u64(t29);
        t32 = (long long)(5UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t30 = 0;
        t31 = 0LL;
        t32 = 5LL;
    }
    long t33 = (long)n + (long)t30 * -1L;
    if (t33 >= 2L) {
        long t34 = t33 & -2L;
        long t35 = (long)k + (long)m * -3L;
        int64x2_t t36 = vdupq_n_s64(t32);
        uint64x2_t t37 = vreinterpretq_u64_s64(t36);
        uint64x2_t t38 = vdupq_n_u64((unsigned long long)(unsigned long)t35);
        uint64x2_t t39 = (uint64x2_t)((vcc_v2_ullong)t38 * (vcc_v2_ullong)(uint64x2_t)(vcc_v2_ullong){0ULL, 1ULL});
        uint64x2_t v_v_1 = vaddq_u64(t37, t39);
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at runtime_step.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t v_v_6 = vreinterpretq_s64_u64(v_v_1);
            long long *t40 = a + ((long)t30 + i_vec_1);
            vst1q_s64((int64_t *)t40, v_v_6);
            int64x2_t a_v_4 = vld1q_s64((const int64_t *)t40);
            int64x2_t t41 = (int64x2_t)((vcc_v2_llong)a_v_4 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(16), vcc_v2_llong));
            uint64x2_t t42 = vreinterpretq_u64_s64(t41);
            s_v_4 = vaddq_u64(s_v_4, t42);
            i_vec_1 += 2L;
            uint64x2_t t43 = vdupq_n_u64((unsigned long long)((unsigned long)t35 * 2UL));
            v_v_1 = vaddq_u64(v_v_1, t43);
        } while (i_vec_1 < t34);
        i = (int)((long)t30 + t34);
        s = (long long)((unsigned long long)t31 + vaddvq_u64(s_v_4));
        v = (long long)((unsigned long)t32 + (unsigned long)t34 * (unsigned long)t35);
    } else {
        i = t30;
        s = t31;
        v = t32;
    }
    for (; i < n; i++) {
        long long *t44 = a + i;
        *t44 = v;
        s += *t44 >> 16;
        v += k - 3LL * m;
    }
    return s + v;
}

/* The induction's value at the last iteration that passes a test. */
int last_match(int n, const int *restrict b, int t, int k) {
    int v;
    int t22;
    int t23;
    int t24;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t8 = (long)k;
        int32x4_t t_v = vdupq_n_s32(t);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at runtime_step.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            uint32x4_t t9 = vcgtq_s32(b_v, t_v);
            int32x4_t t10 = vdupq_n_s32((int)i_vec);
            int32x4_t t11 = vaddq_s32(t10, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t9, t11, t1);
            int32x4_t b_v_1 = vld1q_s32(b + (i_vec + 4L));
            uint32x4_t t12 = vcgtq_s32(b_v_1, t_v);
            int32x4_t t13 = vaddq_s32(t11, vdupq_n_s32(4));
            t2 = vbslq_s32(t12, t13, t2);
            int32x4_t b_v_2 = vld1q_s32(b + (i_vec + 8L));
            uint32x4_t t14 = vcgtq_s32(b_v_2, t_v);
            int32x4_t t15 = vaddq_s32(t11, vdupq_n_s32(8));
            t3 = vbslq_s32(t14, t15, t3);
            int32x4_t b_v_3 = vld1q_s32(b + (i_vec + 12L));
            uint32x4_t t16 = vcgtq_s32(b_v_3, t_v);
            int32x4_t t17 = vaddq_s32(t11, vdupq_n_s32(12));
            t4 = vbslq_s32(t16, t17, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        int32x4_t t18 = vmaxq_s32(t2, t1);
        int32x4_t t19 = vmaxq_s32(t3, t18);
        int32x4_t t20 = vmaxq_s32(t4, t19);
        int t21 = vmaxvq_s32(t20);
        t22 = (int)t7;
        t23 = t21 < 0 ? -1 : (int)(11UL + (unsigned long)(long)t21 * (unsigned long)t8);
        t24 = (int)(11UL + (unsigned long)t7 * (unsigned long)t8);
    } else {
        t22 = 0;
        t23 = -1;
        t24 = 11;
    }
    long t25 = (long)n + (long)t22 * -1L;
    if ((t25 >= 4L) & (t25 <= 2147483647L)) {
        long t26 = t25 & -4L;
        long t27 = (long)k;
        int32x4_t t_v_1 = vdupq_n_s32(t);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at runtime_step.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t b_v_4 = vld1q_s32(b + ((long)t22 + i_vec_1));
            uint32x4_t t28 = vcgtq_s32(b_v_4, t_v_1);
            int32x4_t t29 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t30 = vaddq_s32(t29, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t28, t30, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        int t31 = vmaxvq_s32(t5);
        i = (int)((long)t22 + t26);
        last = t31 < 0 ? t23 : (int)((unsigned long)t24 + (unsigned long)(long)t31 * (unsigned long)t27);
        v = (int)((unsigned long)t24 + (unsigned long)t26 * (unsigned long)t27);
    } else {
        i = t22;
        last = t23;
        v = t24;
    }
    for (; i < n; i++, last = last_1) {
        if (b[i] > t) {
            last_1 = v;
        } else {
            last_1 = last;
        }
        v += k;
    }
    return last;
}

/* An early exit returns the induction at the exiting iteration. */
__attribute__((no_sanitize_address)) int find_at(int n, const int *restrict b, int t, int k) {
    int t1;
    int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)b;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t1 = 0;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            v = t1;
            goto L17;
        }
        if (b[t6] == t) {
            i = t6;
            v = t1;
            goto L17;
        }
        t1 += k;
    }
    t8 = (long)n - t4;
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        long t9 = (long)k;
        int32x4_t t_v = vdupq_n_s32(t);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:74 vectorized: VF 4, UF 4, early exit, peeled to align `b` to 64 bytes, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + (int)((long)t6 + i_vec));
            uint32x4_t t10 = vceqq_s32(b_v, t_v);
            int32x4_t b_v_1 = vld1q_s32(b + (int)((long)t6 + (i_vec + 4L)));
            uint32x4_t t11 = vceqq_s32(b_v_1, t_v);
            int32x4_t b_v_2 = vld1q_s32(b + (int)((long)t6 + (i_vec + 8L)));
            uint32x4_t t12 = vceqq_s32(b_v_2, t_v);
            int32x4_t b_v_3 = vld1q_s32(b + (int)((long)t6 + (i_vec + 12L)));
            uint32x4_t t13 = vceqq_s32(b_v_3, t_v);
            uint32x4_t t14 = vorrq_u32(t10, t11);
            uint32x4_t t15 = vorrq_u32(t14, t12);
            uint32x4_t t16 = vorrq_u32(t15, t13);
            if ((vmaxvq_u32(t16) != 0)) {
                t2 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)((long)t6 + t2);
        v = (int)((unsigned long)t1 + (unsigned long)t2 * (unsigned long)t9);
    } else {
        i = t6;
        v = t1;
    }
L17:
    for (; i < n; i++) {
        if (b[i] == t) {
            return v;
        }
        v += k;
    }
    return -v;
}

/* A pointer moving by k bytes: versioned on k == 1. */
void pointer_step(int n, int *restrict a, const char *p, long k) {
    const char *p_1;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (k == 1L)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:84 vectorized: VF 16, UF 1, versioned on `k` == 1, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8((const uint8_t *)(p + i_vec));
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = p_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            do { vcc_v16_int vcc_w = t3; vst1q_s32_x4(a + i_vec, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        p_1 = p + t2;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++) {
        a[i] = (int)*p_1;
        p_1 = p_1 + k;
    }
}

int main(void) {
    int n;
    static const int ks[] = {0, 1, -7, 3, 0x7fff, -0x10001};
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned char *u8 = new_array(n, 1);
        short *s16 = new_array(n, sizeof(short));
        long long *a64 = new_array(n, sizeof(long long));
        int table = (n * 37 >> 8) + 1;
        int *in = new_array(table, sizeof(int)), *out = new_array(n, sizeof(int));
        char *bytes = new_array(3 * n + 1, 1);
        FILL(b, n, -50, 100);
        FILL(s16, n, -1000, 2000);
        FILL(in, table, -100000, 200000);
        FILL(bytes, 3 * n + 1, -100, 200);
        unsigned long long h = 0;
        for (int q = 0; q < 6; q++) {
            int k = ks[q];
            ramp(n, a, b, k);
            ramp_bytes(n, u8, 0x12345678u + (unsigned)q, (unsigned)k * 0x9e3779b9u);
            down_short(n, s16, (short)(k * 3));
            long r = resample(n, out, in, 37 - q);
            long long w = wide_sum(n, a64, (long long)k * (1LL << 33), k + 1);
            int lm = last_match(n, b, q * 10, k);
            int f = find_at(n, b, q * 7 - 20, k);
            pointer_step(n, a, bytes, q % 3 + 1);
            h = h * 31 + HASH(a, n) + HASH(u8, n) * 3 + HASH(s16, n) * 5 + HASH(out, n) * 7 + HASH(a64, n) * 11;
            h = h * 31 + (unsigned long long)r + (unsigned long long)w * 13 + (unsigned)lm * 17u + (unsigned)f * 19u;
        }
        printf("n=%d %llx\n", n, h);
        free(a), free(b), free(u8), free(s16), free(a64), free(in), free(out), free(bytes);
    }
    return 0;
}
