/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 7 */
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

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
