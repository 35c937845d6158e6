/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long long vcc_v8_llong __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Pointer parameters that may alias, into one array at a run-time offset k from each other
   (memmove-like shifts, in-place filters). The runtime check passes when the ranges do not
   overlap, or else when each pair of accesses (one writing) is apart by a distance the vector
   loop keeps in order: the later access in program order behind the earlier one, or at least
   VF·UF iterations ahead (LLVM's "diff checks"). Every kernel runs at every offset from -40 to
   40 elements, so both the vector loop (src at or after dst) and the scalar fallback run. */
void shift_f32(int n, float *dst, const float *src) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:11 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t src_v = vld1q_f32(src + i_vec);
            float32x4_t t6 = vmulq_f32(src_v, vdupq_n_f32(0.5f));
            float32x4_t t7 = vaddq_f32(t6, vdupq_n_f32(1.0f));
            vst1q_f32(dst + i_vec, t7);
            long t8 = i_vec + 4L;
            float32x4_t src_v_1 = vld1q_f32(src + t8);
            float32x4_t t9 = vmulq_f32(src_v_1, vdupq_n_f32(0.5f));
            float32x4_t t10 = vaddq_f32(t9, vdupq_n_f32(1.0f));
            vst1q_f32(dst + t8, t10);
            long t11 = i_vec + 8L;
            float32x4_t src_v_2 = vld1q_f32(src + t11);
            float32x4_t t12 = vmulq_f32(src_v_2, vdupq_n_f32(0.5f));
            float32x4_t t13 = vaddq_f32(t12, vdupq_n_f32(1.0f));
            vst1q_f32(dst + t11, t13);
            long t14 = i_vec + 12L;
            float32x4_t src_v_3 = vld1q_f32(src + t14);
            float32x4_t t15 = vmulq_f32(src_v_3, vdupq_n_f32(0.5f));
            float32x4_t t16 = vaddq_f32(t15, vdupq_n_f32(1.0f));
            vst1q_f32(dst + t14, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)dst;
    unsigned long t20 = (unsigned long)src;
    long t21 = (long)((unsigned long)dst + (unsigned long)((long)t17 * 4L) - ((unsigned long)src + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:11 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            float32x4_t src_v_4 = vld1q_f32(src + t23);
            float32x4_t t24 = vmulq_f32(src_v_4, vdupq_n_f32(0.5f));
            float32x4_t t25 = vaddq_f32(t24, vdupq_n_f32(1.0f));
            vst1q_f32(dst + t23, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        dst[t26] = src[t26] * 0.5f + 1.0f;
    }
}

/* Two loads on the same base as the store's pointer (unsigned: a recurrence for k = -1). */
void smooth_u32(int n, unsigned *dst, const unsigned *src) {
    int i;
    int t14;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    long t5 = (long)((unsigned long)dst - ((unsigned long)src + 4UL));
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | (((t4 <= 0L) | (t4 >= 64L)) & ((t5 <= 0L) | (t5 >= 64L))))) {
        long t6 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:17 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t src_v = vld1q_u32(src + i_vec);
            uint32x4_t src_v_1 = vld1q_u32(src + ((int)i_vec + 1));
            uint32x4_t t7 = vaddq_u32(src_v, src_v_1);
            vst1q_u32(dst + i_vec, t7);
            long t8 = i_vec + 4L;
            uint32x4_t src_v_2 = vld1q_u32(src + t8);
            uint32x4_t src_v_3 = vld1q_u32(src + ((int)t8 + 1));
            uint32x4_t t9 = vaddq_u32(src_v_2, src_v_3);
            vst1q_u32(dst + t8, t9);
            long t10 = i_vec + 8L;
            uint32x4_t src_v_4 = vld1q_u32(src + t10);
            uint32x4_t src_v_5 = vld1q_u32(src + ((int)t10 + 1));
            uint32x4_t t11 = vaddq_u32(src_v_4, src_v_5);
            vst1q_u32(dst + t10, t11);
            long t12 = i_vec + 12L;
            uint32x4_t src_v_6 = vld1q_u32(src + t12);
            uint32x4_t src_v_7 = vld1q_u32(src + ((int)t12 + 1));
            uint32x4_t t13 = vaddq_u32(src_v_6, src_v_7);
            vst1q_u32(dst + t12, t13);
            i_vec += 16L;
        } while (i_vec < t6);
        t14 = (int)t6;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)dst;
    unsigned long t17 = (unsigned long)src;
    long t18 = (long)((unsigned long)dst + (unsigned long)((long)t14 * 4L) - ((unsigned long)src + (unsigned long)((long)t14 * 4L)));
    long t19 = (long)((unsigned long)dst + (unsigned long)((long)t14 * 4L) - ((unsigned long)src + (unsigned long)((long)t14 * 4L + 4L)));
    if ((t15 >= 4L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 8L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))) | (((t18 <= 0L) | (t18 >= 16L)) & ((t19 <= 0L) | (t19 >= 16L))))) {
        long t20 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:17 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t21 = (long)t14 + i_vec_1;
            uint32x4_t src_v_8 = vld1q_u32(src + t21);
            uint32x4_t src_v_9 = vld1q_u32(src + ((int)t21 + 1));
            uint32x4_t t22 = vaddq_u32(src_v_8, src_v_9);
            vst1q_u32(dst + t21, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t14 + t20);
    } else {
        i = t14;
    }
    while (i < n) {
        long t23 = (long)i;
        i++;
        dst[t23] = src[t23] + src[i];
    }
}

/* The store comes first in program order: safe where the load is behind it. */
void store_then_load(int n, short *dst, const short *src, int *restrict out) {
    int t18;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)src - (unsigned long)dst);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -16L;
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint i_v = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:23 vectorized: VF 8, UF 2, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t8 = i_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            int16x8_t t9 = (int16x8_t)__builtin_convertvector(t8, vcc_v8_short);
            vst1q_s16(dst + i_vec, t9);
            int16x8_t src_v = vld1q_s16(src + i_vec);
            vcc_v8_int t10 = ({ int16x8_t vcc_w0 = src_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t10 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            do { vcc_v8_int vcc_w = t11; vst1q_s32_x2(out + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t12 = i_vec + 8L;
            vcc_v8_uint t13 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t13;
            vcc_v8_int t14 = i_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            int16x8_t t15 = (int16x8_t)__builtin_convertvector(t14, vcc_v8_short);
            vst1q_s16(dst + t12, t15);
            int16x8_t src_v_1 = vld1q_s16(src + t12);
            vcc_v8_int t16 = ({ int16x8_t vcc_w0 = src_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            do { vcc_v8_int vcc_w = t17; vst1q_s32_x2(out + t12, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t5);
        t18 = (int)t5;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)dst;
    unsigned long t21 = (unsigned long)src;
    long t22 = (long)((unsigned long)src + (unsigned long)((long)t18 * 2L) - ((unsigned long)dst + (unsigned long)((long)t18 * 2L)));
    if ((t19 >= 8L) & (((t20 + (unsigned long)((long)t18 * 2L + 2L + (t19 - 1L) * 2L)) <= (t21 + (unsigned long)((long)t18 * 2L))) | ((t21 + (unsigned long)((long)t18 * 2L + 2L + (t19 - 1L) * 2L)) <= (t20 + (unsigned long)((long)t18 * 2L))) | ((t22 <= 0L) | (t22 >= 16L)))) {
        long t23 = t19 & -8L;
        vcc_v8_int t24 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint i_v_1 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:23 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t26 = (long)t18 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t27 = i_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            int16x8_t t28 = (int16x8_t)__builtin_convertvector(t27, vcc_v8_short);
            vst1q_s16(dst + t26, t28);
            int16x8_t src_v_2 = vld1q_s16(src + t26);
            vcc_v8_int t29 = ({ int16x8_t vcc_w0 = src_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t30 = t29 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            do { vcc_v8_int vcc_w = t30; vst1q_s32_x2(out + t26, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t23);
        i = (int)((long)t18 + t23);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        dst[t31] = (short)(i * 3);
        out[t31] = (int)src[t31] + 1;
    }
}

/* Two stores and a load over three pointers. */
void two_outputs(int n, double *d1, double *d2, const double *src) {
    int t23;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)d1;
    unsigned long t3 = (unsigned long)d2;
    long t4 = (long)((unsigned long)d2 - (unsigned long)d1);
    unsigned long t5 = (unsigned long)d1;
    unsigned long t6 = (unsigned long)src;
    long t7 = (long)((unsigned long)d1 - (unsigned long)src);
    unsigned long t8 = (unsigned long)d2;
    unsigned long t9 = (unsigned long)src;
    long t10 = (long)((unsigned long)d2 - (unsigned long)src);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t6) | ((t6 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t5) | ((t7 <= 0L) | (t7 >= 64L))) & (((t8 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:31 vectorized: VF 2, UF 4, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t v_v = vld1q_f64(src + i_vec);
            float64x2_t t12 = vmulq_f64(v_v, vdupq_n_f64(2.0));
            vst1q_f64(d1 + i_vec, t12);
            float64x2_t t13 = vsubq_f64(v_v, vdupq_n_f64(1.0));
            vst1q_f64(d2 + i_vec, t13);
            long t14 = i_vec + 2L;
            float64x2_t v_v_1 = vld1q_f64(src + t14);
            float64x2_t t15 = vmulq_f64(v_v_1, vdupq_n_f64(2.0));
            vst1q_f64(d1 + t14, t15);
            float64x2_t t16 = vsubq_f64(v_v_1, vdupq_n_f64(1.0));
            vst1q_f64(d2 + t14, t16);
            long t17 = i_vec + 4L;
            float64x2_t v_v_2 = vld1q_f64(src + t17);
            float64x2_t t18 = vmulq_f64(v_v_2, vdupq_n_f64(2.0));
            vst1q_f64(d1 + t17, t18);
            float64x2_t t19 = vsubq_f64(v_v_2, vdupq_n_f64(1.0));
            vst1q_f64(d2 + t17, t19);
            long t20 = i_vec + 6L;
            float64x2_t v_v_3 = vld1q_f64(src + t20);
            float64x2_t t21 = vmulq_f64(v_v_3, vdupq_n_f64(2.0));
            vst1q_f64(d1 + t20, t21);
            float64x2_t t22 = vsubq_f64(v_v_3, vdupq_n_f64(1.0));
            vst1q_f64(d2 + t20, t22);
            i_vec += 8L;
        } while (i_vec < t11);
        t23 = (int)t11;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)d1;
    unsigned long t26 = (unsigned long)d2;
    long t27 = (long)((unsigned long)d2 + (unsigned long)((long)t23 * 8L) - ((unsigned long)d1 + (unsigned long)((long)t23 * 8L)));
    unsigned long t28 = (unsigned long)d1;
    unsigned long t29 = (unsigned long)src;
    long t30 = (long)((unsigned long)d1 + (unsigned long)((long)t23 * 8L) - ((unsigned long)src + (unsigned long)((long)t23 * 8L)));
    unsigned long t31 = (unsigned long)d2;
    unsigned long t32 = (unsigned long)src;
    long t33 = (long)((unsigned long)d2 + (unsigned long)((long)t23 * 8L) - ((unsigned long)src + (unsigned long)((long)t23 * 8L)));
    if ((t24 >= 2L) & (((t25 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t23 * 8L))) | ((t26 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t23 * 8L))) | ((t27 <= 0L) | (t27 >= 16L))) & (((t28 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t23 * 8L))) | ((t29 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t23 * 8L))) | ((t30 <= 0L) | (t30 >= 16L))) & (((t31 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t23 * 8L))) | ((t32 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t23 * 8L))) | ((t33 <= 0L) | (t33 >= 16L)))) {
        long t34 = t24 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:31 vector epilogue: VF 2, UF 1, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t35 = (long)t23 + i_vec_1;
            float64x2_t v_v_4 = vld1q_f64(src + t35);
            float64x2_t t36 = vmulq_f64(v_v_4, vdupq_n_f64(2.0));
            vst1q_f64(d1 + t35, t36);
            float64x2_t t37 = vsubq_f64(v_v_4, vdupq_n_f64(1.0));
            vst1q_f64(d2 + t35, t37);
            i_vec_1 += 2L;
        } while (i_vec_1 < t34);
        i = (int)((long)t23 + t34);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double v = src[t38];
        d1[t38] = v * 2.0;
        d2[t38] = v - 1.0;
    }
}

/* Counting down: the order the vector loop keeps is mirrored. */
void shift_down(int n, long long *dst, const long long *src) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)dst;
    unsigned long t4 = (unsigned long)src;
    long t5 = (long)((unsigned long)dst + (unsigned long)((long)n * 8L + -8L) - ((unsigned long)src + (unsigned long)((long)n * 8L + -8L)));
    if ((t2 >= 8L) & (((t3 + (unsigned long)((long)n * 8L)) <= (t4 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t4 + (unsigned long)((long)n * 8L)) <= (t3 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t5 <= -64L) | (t5 >= 0L)))) {
        long t6 = t2 & -8L;
        int32x2_t t7 = vdup_n_s32(t1);
        uint32x2_t t8 = vreinterpret_u32_s32(t7);
        uint32x2_t i_v = vadd_u32(t8, ((uint32x2_t)(vcc_v2_uint){0U, 4294967295U}));
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:40 vectorized: VF 2, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        do {
            long t9 = (long)t1 + i_vec * -1L;
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            int64x2_t t10 = vld1q_s64((const int64_t *)(src + t9 + -1));
            int64x2_t src_v = vextq_s64(t10, t10, 1);
            int64x2_t t11 = vmovl_s32(i_v_2);
            int64x2_t t12 = veorq_s64(src_v, t11);
            int64x2_t t13 = vextq_s64(t12, t12, 1);
            vst1q_s64((int64_t *)(dst + t9 + -1), t13);
            long t14 = (long)t1 + (i_vec + 2L) * -1L;
            uint32x2_t t15 = vadd_u32(i_v, vdup_n_u32(-2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t15);
            int64x2_t t16 = vld1q_s64((const int64_t *)(src + t14 + -1));
            int64x2_t src_v_1 = vextq_s64(t16, t16, 1);
            int64x2_t t17 = vmovl_s32(i_v_3);
            int64x2_t t18 = veorq_s64(src_v_1, t17);
            int64x2_t t19 = vextq_s64(t18, t18, 1);
            vst1q_s64((int64_t *)(dst + t14 + -1), t19);
            long t20 = (long)t1 + (i_vec + 4L) * -1L;
            uint32x2_t t21 = vadd_u32(i_v, vdup_n_u32(-4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t21);
            int64x2_t t22 = vld1q_s64((const int64_t *)(src + t20 + -1));
            int64x2_t src_v_2 = vextq_s64(t22, t22, 1);
            int64x2_t t23 = vmovl_s32(i_v_4);
            int64x2_t t24 = veorq_s64(src_v_2, t23);
            int64x2_t t25 = vextq_s64(t24, t24, 1);
            vst1q_s64((int64_t *)(dst + t20 + -1), t25);
            long t26 = (long)t1 + (i_vec + 6L) * -1L;
            uint32x2_t t27 = vadd_u32(i_v, vdup_n_u32(-6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t27);
            int64x2_t t28 = vld1q_s64((const int64_t *)(src + t26 + -1));
            int64x2_t src_v_3 = vextq_s64(t28, t28, 1);
            int64x2_t t29 = vmovl_s32(i_v_5);
            int64x2_t t30 = veorq_s64(src_v_3, t29);
            int64x2_t t31 = vextq_s64(t30, t30, 1);
            vst1q_s64((int64_t *)(dst + t26 + -1), t31);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(-8));
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t32 = (long)t1 + 1L;
    unsigned long t33 = (unsigned long)dst;
    unsigned long t34 = (unsigned long)src;
    long t35 = (long)((unsigned long)dst + (unsigned long)((long)t1 * 8L) - ((unsigned long)src + (unsigned long)((long)t1 * 8L)));
    if ((t32 >= 2L) & (((t33 + (unsigned long)((long)t1 * 8L + 8L)) <= (t34 + (unsigned long)((long)t1 * 8L + (t32 - 1L) * -8L))) | ((t34 + (unsigned long)((long)t1 * 8L + 8L)) <= (t33 + (unsigned long)((long)t1 * 8L + (t32 - 1L) * -8L))) | ((t35 <= -16L) | (t35 >= 0L)))) {
        long t36 = t32 & -2L;
        int32x2_t t37 = vdup_n_s32(t1);
        uint32x2_t t38 = vreinterpret_u32_s32(t37);
        uint32x2_t i_v_1 = vadd_u32(t38, ((uint32x2_t)(vcc_v2_uint){0U, 4294967295U}));
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:40 vector epilogue: VF 2, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t39 = (long)t1 + i_vec_1 * -1L;
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            int64x2_t t40 = vld1q_s64((const int64_t *)(src + t39 + -1));
            int64x2_t src_v_4 = vextq_s64(t40, t40, 1);
            int64x2_t t41 = vmovl_s32(i_v_6);
            int64x2_t t42 = veorq_s64(src_v_4, t41);
            int64x2_t t43 = vextq_s64(t42, t42, 1);
            vst1q_s64((int64_t *)(dst + t39 + -1), t43);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(-2));
        } while (i_vec_1 < t36);
        i = (int)((long)t1 + t36 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t44 = (long)i;
        dst[t44] = src[t44] ^ (long long)i;
    }
}

int main(void) {
    int n;
    int t1;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int len = n + 90;
        void *t2 = new_array(len, 4UL);
        float *f = (float *)t2;
        void *t3 = new_array(len, 4UL);
        int *a = (int *)t3;
        int *out = (int *)new_array(len, 4UL);
        unsigned int *u = (unsigned int *)new_array(len, 4UL);
        void *t4 = new_array(len, 2UL);
        short *s = (short *)t4;
        void *t5 = new_array(len, 8UL);
        double *d = (double *)t5;
        void *t6 = new_array(len, 8UL);
        long long *q = (long long *)t6;
        unsigned long long h = 0ULL;
        for (int k = -40; k <= 40; k++) {
            for (int fill_idx = 0; fill_idx < len; fill_idx++) {
                a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < len; fill_idx_1++) {
                s[fill_idx_1] = (short)(-1000 + (int)(next_rand() % 2000U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < len; fill_idx_2++) {
                out[fill_idx_2] = (int)(next_rand() % 1U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < len; fill_idx_3++) {
                u[fill_idx_3] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            long t7 = (long)n + 90L;
            unsigned long t8 = (unsigned long)t2;
            unsigned long t9 = (unsigned long)t3;
            long t10 = (long)((unsigned long)t2 - (unsigned long)t3);
            long t11 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t12 = (unsigned long)t2;
            unsigned long t13 = (unsigned long)t4;
            unsigned long t14 = (unsigned long)t2;
            unsigned long t15 = (unsigned long)t5;
            unsigned long t16 = (unsigned long)t2;
            unsigned long t17 = (unsigned long)t6;
            unsigned long t18 = (unsigned long)t3;
            unsigned long t19 = (unsigned long)t5;
            unsigned long t20 = (unsigned long)t3;
            unsigned long t21 = (unsigned long)t6;
            unsigned long t22 = (unsigned long)t4;
            unsigned long t23 = (unsigned long)t5;
            unsigned long t24 = (unsigned long)t4;
            unsigned long t25 = (unsigned long)t6;
            unsigned long t26 = (unsigned long)t5;
            unsigned long t27 = (unsigned long)t6;
            long t28 = (long)((unsigned long)t6 - (unsigned long)t5);
            if ((t7 >= 8L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | (((t10 <= 0L) | (t10 >= 32L)) & ((t11 <= 0L) | (t11 >= 32L)))) & (((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t12)) & (((t14 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t14)) & (((t16 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t17) | ((t17 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t23) | ((t23 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t25) | ((t25 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 64L)))) {
                long t29 = t7 & -8L;
                long i_vec = 0L;
                /* vcc: loop at alias_offset.c:60 vectorized: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    int *t30 = a + i_vec;
                    vcc_v8_int a_v = vcc_load(vcc_v8_int, t30);
                    vcc_v8_float t31 = __builtin_convertvector(a_v, vcc_v8_float);
                    vcc_v8_float t32 = t31 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                    do { vcc_v8_float vcc_w = t32; vst1q_f32_x2(f + i_vec, ((float32x4x2_t){{(float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
                    int16x8_t s_v = vld1q_s16(s + i_vec);
                    vcc_v8_double t33 = ({ int16x8_t vcc_w0 = s_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w3); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w4); vcc_v2_double vcc_p2 = (vcc_v2_double)vcvtq_f64_s64(vcc_w5); vcc_v2_double vcc_p3 = (vcc_v2_double)vcvtq_f64_s64(vcc_w6); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
                    vcc_v8_double t34 = t33 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    do { vcc_v8_double vcc_w = t34; vst1q_f64_x4(d + i_vec, ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
                    vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t30);
                    vcc_v8_llong t35 = __builtin_convertvector(a_v_1, vcc_v8_llong);
                    vcc_v8_llong t36 = t35 * (vcc_v8_llong){77LL, 77LL, 77LL, 77LL, 77LL, 77LL, 77LL, 77LL};
                    do { vcc_v8_llong vcc_w = t36; vst1q_s64_x4((int64_t *)(q + i_vec), ((int64x2x4_t){{(int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
                    i_vec += 8L;
                } while (i_vec < t29);
                i = (int)t29;
            } else {
                i = 0;
            }
            for (; i < len; i++) {
                long t37 = (long)i;
                int *t38 = a + t37;
                f[t37] = (float)*t38 * 0.25f;
                d[t37] = (double)s[t37] * 0.5;
                q[t37] = (long long)*t38 * 77LL;
            }
            long t39 = (long)(44 + k);
            shift_f32(n, f + 44, f + t39);
            smooth_u32(n, u + 44, u + t39);
            store_then_load(n, s + 44, s + t39, out);
            double *t40 = d + 44;
            two_outputs(n, t40, t40 + k / 2, d + t39);
            shift_down(n, q + 44, q + t39);
            unsigned long t41 = (unsigned long)len;
            unsigned long t42 = t41 * 4UL;
            unsigned long t43 = hash_bytes((const void *)f, t42);
            unsigned long t44 = hash_bytes((const void *)a, t42);
            unsigned long t45 = hash_bytes((const void *)s, t41 * 2UL);
            unsigned long t46 = hash_bytes((const void *)out, t42);
            unsigned long t47 = t41 * 8UL;
            unsigned long t48 = hash_bytes((const void *)d, t47);
            unsigned long t49 = hash_bytes((const void *)q, t47);
            h = (h * 31ULL + (unsigned long long)t43 + (unsigned long long)t44 * 3ULL + (unsigned long long)t45 * 5ULL + (unsigned long long)t46 * 7ULL + (unsigned long long)t48 * 11ULL) * 31ULL + (unsigned long long)t49 + (unsigned long long)hash_bytes((const void *)u, t42) * 13ULL;
        }
        printf("n=%d %llx\n", n, h);
        free((void *)f);
        free((void *)a);
        free((void *)out);
        free((void *)s);
        free((void *)d);
        free((void *)q);
        free((void *)u);
    }
}
