/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 10 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = a_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ uint8x16_t vcc_w0 = b_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t6; vst1q_s32_x4(out + i_vec, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        out[t7] = (int)a[t7] * (int)b[t7] - 5000;
    }
}

int sum_u8(int n, const unsigned char *a) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at mixed_types.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = a_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_uint t4 = (vcc_v16_uint)t3;
            s_v = s_v + t4;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

int dot_i16(int n, const short *a, const short *b) {
    int s;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mixed_types.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v), vget_low_s16(b_v)), vmull_high_s16(a_v, b_v)));
            s_v = vaddq_u32(s_v, t3);
            long t4 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t4);
            int16x8_t b_v_1 = vld1q_s16(b + t4);
            uint32x4_t t5 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_1), vget_low_s16(b_v_1)), vmull_high_s16(a_v_1, b_v_1)));
            s_v_1 = vaddq_u32(s_v_1, t5);
            long t6 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t6);
            int16x8_t b_v_2 = vld1q_s16(b + t6);
            uint32x4_t t7 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_2), vget_low_s16(b_v_2)), vmull_high_s16(a_v_2, b_v_2)));
            s_v_2 = vaddq_u32(s_v_2, t7);
            long t8 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t8);
            int16x8_t b_v_3 = vld1q_s16(b + t8);
            uint32x4_t t9 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_3), vget_low_s16(b_v_3)), vmull_high_s16(a_v_3, b_v_3)));
            s_v_3 = vaddq_u32(s_v_3, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        uint32x4_t t10 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t11 = vaddq_u32(t10, s_v_2);
        uint32x4_t t12 = vaddq_u32(t11, s_v_3);
        t13 = (int)t2;
        t14 = (int)vaddvq_u32(t12);
    } else {
        t13 = 0;
        t14 = 0;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mixed_types.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t17);
            int16x8_t b_v_4 = vld1q_s16(b + t17);
            uint32x4_t t18 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_4), vget_low_s16(b_v_4)), vmull_high_s16(a_v_4, b_v_4)));
            s_v_4 = vaddq_u32(s_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vaddvq_u32(s_v_4));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += (int)a[t19] * (int)b[t19];
    }
    return s;
}

long sum_i32_in_long(int n, const int *a) {
    long s;
    int t14;
    long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at mixed_types.c:27 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            int64x2_t t3 = vmovl_s32(a_v);
            uint64x2_t t4 = vreinterpretq_u64_s64(t3);
            s_v = vaddq_u64(s_v, t4);
            int32x2_t a_v_1 = vld1_s32(a + (i_vec + 2L));
            int64x2_t t5 = vmovl_s32(a_v_1);
            uint64x2_t t6 = vreinterpretq_u64_s64(t5);
            s_v_1 = vaddq_u64(s_v_1, t6);
            int32x2_t a_v_2 = vld1_s32(a + (i_vec + 4L));
            int64x2_t t7 = vmovl_s32(a_v_2);
            uint64x2_t t8 = vreinterpretq_u64_s64(t7);
            s_v_2 = vaddq_u64(s_v_2, t8);
            int32x2_t a_v_3 = vld1_s32(a + (i_vec + 6L));
            int64x2_t t9 = vmovl_s32(a_v_3);
            uint64x2_t t10 = vreinterpretq_u64_s64(t9);
            s_v_3 = vaddq_u64(s_v_3, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t11 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t12 = vaddq_u64(t11, s_v_2);
        uint64x2_t t13 = vaddq_u64(t12, s_v_3);
        t14 = (int)t2;
        t15 = (long)vaddvq_u64(t13);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at mixed_types.c:27 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t a_v_4 = vld1_s32(a + ((long)t14 + i_vec_1));
            int64x2_t t18 = vmovl_s32(a_v_4);
            uint64x2_t t19 = vreinterpretq_u64_s64(t18);
            s_v_4 = vaddq_u64(s_v_4, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (long)((unsigned long)t15 + vaddvq_u64(s_v_4));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            int8x16_t t4 = (int8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_schar);
            vst1q_s8(out + i_vec, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (signed char)(a[t5] >> 4);
    }
}

void int_to_float(int n, float *restrict out, const int *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            float32x4_t t3 = vcvtq_f32_s32(a_v);
            float32x4_t t4 = vmulq_f32(t3, vdupq_n_f32(0.5f));
            vst1q_f32(out + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            float32x4_t t6 = vcvtq_f32_s32(a_v_1);
            float32x4_t t7 = vmulq_f32(t6, vdupq_n_f32(0.5f));
            vst1q_f32(out + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t8);
            float32x4_t t9 = vcvtq_f32_s32(a_v_2);
            float32x4_t t10 = vmulq_f32(t9, vdupq_n_f32(0.5f));
            vst1q_f32(out + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t11);
            float32x4_t t12 = vcvtq_f32_s32(a_v_3);
            float32x4_t t13 = vmulq_f32(t12, vdupq_n_f32(0.5f));
            vst1q_f32(out + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t17);
            float32x4_t t18 = vcvtq_f32_s32(a_v_4);
            float32x4_t t19 = vmulq_f32(t18, vdupq_n_f32(0.5f));
            vst1q_f32(out + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (float)a[t20] * 0.5f;
    }
}

void float_to_double(int n, double *restrict out, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float32x2_t a_v = vld1_f32(a + i_vec);
            float64x2_t t3 = vcvt_f64_f32(a_v);
            float64x2_t t4 = vaddq_f64(t3, vdupq_n_f64(0.25));
            vst1q_f64(out + i_vec, t4);
            long t5 = i_vec + 2L;
            float32x2_t a_v_1 = vld1_f32(a + t5);
            float64x2_t t6 = vcvt_f64_f32(a_v_1);
            float64x2_t t7 = vaddq_f64(t6, vdupq_n_f64(0.25));
            vst1q_f64(out + t5, t7);
            long t8 = i_vec + 4L;
            float32x2_t a_v_2 = vld1_f32(a + t8);
            float64x2_t t9 = vcvt_f64_f32(a_v_2);
            float64x2_t t10 = vaddq_f64(t9, vdupq_n_f64(0.25));
            vst1q_f64(out + t8, t10);
            long t11 = i_vec + 6L;
            float32x2_t a_v_3 = vld1_f32(a + t11);
            float64x2_t t12 = vcvt_f64_f32(a_v_3);
            float64x2_t t13 = vaddq_f64(t12, vdupq_n_f64(0.25));
            vst1q_f64(out + t11, t13);
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
        /* vcc: loop at mixed_types.c:43 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x2_t a_v_4 = vld1_f32(a + t17);
            float64x2_t t18 = vcvt_f64_f32(a_v_4);
            float64x2_t t19 = vaddq_f64(t18, vdupq_n_f64(0.25));
            vst1q_f64(out + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (double)a[t20] + 0.25;
    }
}

/* Floats to narrow integers: through `int` (a value the narrow type holds fits), then one
   narrowing (AVX-512's vpmovdb) or a chain of them. */
void float_to_u8(int n, unsigned char *restrict out, const float *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:50 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_float a_v = vcc_load(vcc_v16_float, a + i_vec);
            vcc_v16_float t3 = a_v * (vcc_v16_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v16_float t4 = t3 + (vcc_v16_float){127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f};
            uint8x16_t t5 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            vst1q_u8(out + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        out[t6] = (unsigned char)(a[t6] * 0.01f + 127.5f);
    }
}

void double_to_i16(int n, short *restrict out, const double *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:55 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_double a_v = vcc_load(vcc_v8_double, a + i_vec);
            vcc_v8_double t3 = a_v * (vcc_v8_double){3.5, 3.5, 3.5, 3.5, 3.5, 3.5, 3.5, 3.5};
            int16x8_t t4 = (int16x8_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v8_int), vcc_v8_short);
            vst1q_s16(out + i_vec, t4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (short)(a[t5] * 3.5);
    }
}

/* 64-bit integers to bytes: truncation keeps the low 8 bits (vpmovqb). */
void long_to_u8(int n, unsigned char *restrict out, const long *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:61 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_long a_v = vcc_load(vcc_v8_long, a + i_vec);
            vcc_v8_long t3 = a_v * (vcc_v8_long){3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L};
            vcc_v8_long t4 = t3 + (vcc_v8_long){1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L};
            uint8x8_t t5 = (uint8x8_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t4, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vst1_u8(out + i_vec, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        out[t6] = (unsigned char)(a[t6] * 3L + 1L);
    }
}

int main(void) {
    int n;
    int t3;
    int t68;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        short *sa = (short *)new_array(n, 2UL);
        short *sb = (short *)new_array(n, 2UL);
        int *ia = (int *)new_array(n, 4UL);
        int *iout = (int *)new_array(n, 4UL);
        signed char *cout = (signed char *)new_array(n, 1UL);
        float *fout = (float *)new_array(n, 4UL);
        double *dout = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            ua[fill_idx] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            ub[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = (short)(-32768 + (int)(next_rand() % 65536U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            ia[fill_idx_4] = -2000000000 + (int)(next_rand() % 2000000000U);
        }
        const unsigned char *t4 = ua;
        widen_mul_u8(n, iout, t4, ub);
        const int *t5 = ia;
        narrow_to_i8(n, cout, t5);
        int_to_float(n, fout, t5);
        float_to_double(n, dout, fout);
        unsigned long t6 = (unsigned long)n;
        unsigned long t7 = hash_bytes((const void *)dout, t6 * 8UL);
        unsigned long t8 = t6 * 4UL;
        unsigned long t9 = hash_bytes((const void *)fout, t8);
        unsigned long t10 = t6 * 1UL;
        unsigned long t11 = hash_bytes((const void *)cout, t10);
        long t12 = sum_i32_in_long(n, t5);
        int t13 = dot_i16(n, sa, sb);
        int t14 = sum_u8(n, t4);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, (unsigned long long)hash_bytes((const void *)iout, t8), t14, t13, t12, (unsigned long long)t11, (unsigned long long)t9, (unsigned long long)t7);
        unsigned char *u8out = (unsigned char *)new_array(n, 1UL);
        short *s16out = (short *)new_array(n, 2UL);
        double *din = (double *)new_array(n, 8UL);
        long *lin = (long *)new_array(n, 8UL);
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            din[fill_idx_5] = (double)(-9000 + (int)(next_rand() % 18000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            lin[fill_idx_6] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        float *fin = (float *)new_array(n, 4UL);
        long t15 = (long)n;
        if ((t15 >= 16L) & 1) {
            long t16 = t15 & -16L;
            int32x4_t t17 = vdupq_n_s32(0);
            uint32x4_t t18 = vreinterpretq_u32_s32(t17);
            uint32x4_t i_v = vaddq_u32(t18, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t19 = vdupq_n_s32(0);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 37, 74, 111}));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(12000));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t1 = vreinterpretq_s32_u32(t23);
            long i_vec = 0L;
            /* vcc: loop at mixed_types.c:92 vectorized: VF 4, UF 4, the remainder at 93:29 by 12000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                float32x4_t t24 = vcvtq_f32_s32(t1);
                int32x4_t t25 = (int32x4_t)((vcc_v4_int)i_v_2 % (vcc_v4_int)vdupq_n_s32(2));
                float32x4_t t26 = vcvtq_f32_s32(t25);
                float32x4_t t27 = vmulq_f32(vdupq_n_f32(12000.0f), t26);
                float32x4_t t28 = vsubq_f32(t24, t27);
                vst1q_f32(fin + i_vec, t28);
                uint32x4_t t29 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t29);
                int32x4_t t30 = vaddq_s32(t1, vdupq_n_s32(148));
                uint32x4_t t31 = vreinterpretq_u32_s32(t30);
                uint32x4_t t32 = vsubq_u32(t31, vdupq_n_u32(12000));
                uint32x4_t t33 = vminq_u32(t31, t32);
                int32x4_t t34 = vreinterpretq_s32_u32(t33);
                float32x4_t t35 = vcvtq_f32_s32(t34);
                int32x4_t t36 = (int32x4_t)((vcc_v4_int)i_v_3 % (vcc_v4_int)vdupq_n_s32(2));
                float32x4_t t37 = vcvtq_f32_s32(t36);
                float32x4_t t38 = vmulq_f32(vdupq_n_f32(12000.0f), t37);
                float32x4_t t39 = vsubq_f32(t35, t38);
                vst1q_f32(fin + (i_vec + 4L), t39);
                uint32x4_t t40 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t40);
                int32x4_t t41 = vaddq_s32(t1, vdupq_n_s32(296));
                uint32x4_t t42 = vreinterpretq_u32_s32(t41);
                uint32x4_t t43 = vsubq_u32(t42, vdupq_n_u32(12000));
                uint32x4_t t44 = vminq_u32(t42, t43);
                int32x4_t t45 = vreinterpretq_s32_u32(t44);
                float32x4_t t46 = vcvtq_f32_s32(t45);
                int32x4_t t47 = (int32x4_t)((vcc_v4_int)i_v_4 % (vcc_v4_int)vdupq_n_s32(2));
                float32x4_t t48 = vcvtq_f32_s32(t47);
                float32x4_t t49 = vmulq_f32(vdupq_n_f32(12000.0f), t48);
                float32x4_t t50 = vsubq_f32(t46, t49);
                vst1q_f32(fin + (i_vec + 8L), t50);
                uint32x4_t t51 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t51);
                int32x4_t t52 = vaddq_s32(t1, vdupq_n_s32(444));
                uint32x4_t t53 = vreinterpretq_u32_s32(t52);
                uint32x4_t t54 = vsubq_u32(t53, vdupq_n_u32(12000));
                uint32x4_t t55 = vminq_u32(t53, t54);
                int32x4_t t56 = vreinterpretq_s32_u32(t55);
                float32x4_t t57 = vcvtq_f32_s32(t56);
                int32x4_t t58 = (int32x4_t)((vcc_v4_int)i_v_5 % (vcc_v4_int)vdupq_n_s32(2));
                float32x4_t t59 = vcvtq_f32_s32(t58);
                float32x4_t t60 = vmulq_f32(vdupq_n_f32(12000.0f), t59);
                float32x4_t t61 = vsubq_f32(t57, t60);
                vst1q_f32(fin + (i_vec + 12L), t61);
                i_vec += 16L;
                uint32x4_t t62 = vaddq_u32(i_v, vdupq_n_u32(16));
                int32x4_t t63 = vaddq_s32(t1, vdupq_n_s32(592));
                uint32x4_t t64 = vreinterpretq_u32_s32(t63);
                uint32x4_t t65 = vsubq_u32(t64, vdupq_n_u32(12000));
                uint32x4_t t66 = vminq_u32(t64, t65);
                int32x4_t t67 = vreinterpretq_s32_u32(t66);
                if (i_vec >= t16) {
                    break;
                }
                i_v = t62;
                t1 = t67;
            }
            t68 = (int)t16;
        } else {
            t68 = 0;
        }
        long t69 = (long)n + (long)t68 * -1L;
        int t70 = (int)((unsigned int)t68 * 37U);
        if ((t69 >= 4L) & (t70 >= 0)) {
            long t71 = t69 & -4L;
            int32x4_t t72 = vdupq_n_s32(t68);
            uint32x4_t t73 = vreinterpretq_u32_s32(t72);
            uint32x4_t i_v_1 = vaddq_u32(t73, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t74 = vdupq_n_s32(t70 % 12000);
            int32x4_t t75 = vaddq_s32(t74, ((int32x4_t)(vcc_v4_int){0, 37, 74, 111}));
            uint32x4_t t76 = vreinterpretq_u32_s32(t75);
            uint32x4_t t77 = vsubq_u32(t76, vdupq_n_u32(12000));
            uint32x4_t t78 = vminq_u32(t76, t77);
            int32x4_t t2 = vreinterpretq_s32_u32(t78);
            long i_vec_1 = 0L;
            /* vcc: loop at mixed_types.c:92 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                float32x4_t t79 = vcvtq_f32_s32(t2);
                int32x4_t t80 = (int32x4_t)((vcc_v4_int)i_v_6 % (vcc_v4_int)vdupq_n_s32(2));
                float32x4_t t81 = vcvtq_f32_s32(t80);
                float32x4_t t82 = vmulq_f32(vdupq_n_f32(12000.0f), t81);
                float32x4_t t83 = vsubq_f32(t79, t82);
                vst1q_f32(fin + ((long)t68 + i_vec_1), t83);
                i_vec_1 += 4L;
                uint32x4_t t84 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t85 = vaddq_s32(t2, vdupq_n_s32(148));
                uint32x4_t t86 = vreinterpretq_u32_s32(t85);
                uint32x4_t t87 = vsubq_u32(t86, vdupq_n_u32(12000));
                uint32x4_t t88 = vminq_u32(t86, t87);
                int32x4_t t89 = vreinterpretq_s32_u32(t88);
                if (i_vec_1 >= t71) {
                    break;
                }
                i_v_1 = t84;
                t2 = t89;
            }
            i = (int)((long)t68 + t71);
        } else {
            i = t68;
        }
        for (; i < n; i++) {
            fin[i] = (float)(i * 37 % 12000) - 12000.0f * (float)(i % 2);
        }
        float_to_u8(n, u8out, fin);
        double_to_i16(n, s16out, din);
        const void *t90 = (const void *)u8out;
        unsigned long t91 = hash_bytes(t90, t10);
        unsigned long t92 = hash_bytes((const void *)s16out, t6 * 2UL);
        long_to_u8(n, u8out, lin);
        printf("  f2u8=%llx d2s16=%llx l2u8=%llx\n", (unsigned long long)t91, (unsigned long long)t92, (unsigned long long)hash_bytes(t90, t10));
        free((void *)u8out);
        free((void *)s16out);
        free((void *)din);
        free((void *)lin);
        free((void *)fin);
        free((void *)ua);
        free((void *)ub);
        free((void *)sa);
        free((void *)sb);
        free((void *)ia);
        free((void *)iout);
        free((void *)cout);
        free((void *)fout);
        free((void *)dout);
    }
}
