/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"

/* Calls of functions without vector variants in loops under `#pragma omp simd` or
   `#pragma simd vec-function`: the pragma lets the iterations run as SIMD lanes, so the loop
   is vectorized and each vector iteration calls the function once per lane, in lane order,
   only for the lanes whose iteration makes the call. The functions write down every call (the
   iteration and its argument) in `trace`, whose hash main prints: a call out of order, a call
   of an inactive lane (under a condition, or past the end in a masked remainder) or a missing
   one prints another hash. Covered: a result used in the loop, a call returning nothing, a
   call under a condition, a pointer argument (the callee reads and writes the element the
   loop just stored), a double argument and a result not used, an external function of the C
   library (`rand`, whose sequence of values shows the order of the calls), and the same call
   without a pragma, where its unknown effects keep the loop scalar. */

static int trace[8192];
static int traced;

static void log_call(int what) {
    if (traced < 8192)
        trace[traced++] = what;
}

float scaled(float x, int i) {
    log_call(i);
    return x * 0.5f + (float)(i & 7);
}

void note(int i, float x) {
    log_call(i * 4 + (x > 0.0f));
}

int counted(double d, int i) {
    log_call((int)d + i);
    return i;
}

void bump(float *p, int i) {
    log_call(-i);
    *p = *p * 2.0f + (float)i;
}

void use_result(int n, float *restrict y, const float *restrict x) {
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            float *t5 = y + i_vec;
            const float *t6 = x + i_vec;
            float32x4_t x_v = vld1q_f32(t6);
            float32x4_t t7 = vmulq_f32(x_v, vdupq_n_f32(3.0f));
            float32x4_t t8 = vaddq_f32(t7, vdupq_n_f32(1.0f));
            float32x4_t t9 = vsetq_lane_f32(scaled(vgetq_lane_f32(t8, 0), vgetq_lane_s32(i_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t10 = vsetq_lane_f32(scaled(vgetq_lane_f32(t8, 1), vgetq_lane_s32(i_v_2, 1)), t9, 1);
            float32x4_t t11 = vsetq_lane_f32(scaled(vgetq_lane_f32(t8, 2), vgetq_lane_s32(i_v_2, 2)), t10, 2);
            float32x4_t t12 = vsetq_lane_f32(scaled(vgetq_lane_f32(t8, 3), vgetq_lane_s32(i_v_2, 3)), t11, 3);
            float32x4_t x_v_1 = vld1q_f32(t6);
            float32x4_t t13 = vmulq_f32(t12, x_v_1);
            float32x4_t t14 = vmulq_f32(x_v_1, x_v_1);
            float32x4_t t15 = vmulq_f32(t14, vdupq_n_f32(0.25f));
            float32x4_t t16 = vsubq_f32(t13, t15);
            vst1q_f32(t5, t16);
            long t17 = i_vec + 4L;
            uint32x4_t t18 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t18);
            float *t19 = y + t17;
            const float *t20 = x + t17;
            float32x4_t x_v_2 = vld1q_f32(t20);
            float32x4_t t21 = vmulq_f32(x_v_2, vdupq_n_f32(3.0f));
            float32x4_t t22 = vaddq_f32(t21, vdupq_n_f32(1.0f));
            float32x4_t t23 = vsetq_lane_f32(scaled(vgetq_lane_f32(t22, 0), vgetq_lane_s32(i_v_3, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t24 = vsetq_lane_f32(scaled(vgetq_lane_f32(t22, 1), vgetq_lane_s32(i_v_3, 1)), t23, 1);
            float32x4_t t25 = vsetq_lane_f32(scaled(vgetq_lane_f32(t22, 2), vgetq_lane_s32(i_v_3, 2)), t24, 2);
            float32x4_t t26 = vsetq_lane_f32(scaled(vgetq_lane_f32(t22, 3), vgetq_lane_s32(i_v_3, 3)), t25, 3);
            float32x4_t x_v_3 = vld1q_f32(t20);
            float32x4_t t27 = vmulq_f32(t26, x_v_3);
            float32x4_t t28 = vmulq_f32(x_v_3, x_v_3);
            float32x4_t t29 = vmulq_f32(t28, vdupq_n_f32(0.25f));
            float32x4_t t30 = vsubq_f32(t27, t29);
            vst1q_f32(t19, t30);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
            if (i_vec >= t2) {
                t31 = (int)t2;
                break;
            }
        }
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        int32x4_t t34 = vdupq_n_s32(t31);
        uint32x4_t t35 = vreinterpretq_u32_s32(t34);
        uint32x4_t i_v_1 = vaddq_u32(t35, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t36 = (long)t31 + i_vec_1;
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            float *t37 = y + t36;
            const float *t38 = x + t36;
            float32x4_t x_v_4 = vld1q_f32(t38);
            float32x4_t t39 = vmulq_f32(x_v_4, vdupq_n_f32(3.0f));
            float32x4_t t40 = vaddq_f32(t39, vdupq_n_f32(1.0f));
            float32x4_t t41 = vsetq_lane_f32(scaled(vgetq_lane_f32(t40, 0), vgetq_lane_s32(i_v_4, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t42 = vsetq_lane_f32(scaled(vgetq_lane_f32(t40, 1), vgetq_lane_s32(i_v_4, 1)), t41, 1);
            float32x4_t t43 = vsetq_lane_f32(scaled(vgetq_lane_f32(t40, 2), vgetq_lane_s32(i_v_4, 2)), t42, 2);
            float32x4_t t44 = vsetq_lane_f32(scaled(vgetq_lane_f32(t40, 3), vgetq_lane_s32(i_v_4, 3)), t43, 3);
            float32x4_t x_v_5 = vld1q_f32(t38);
            float32x4_t t45 = vmulq_f32(t44, x_v_5);
            float32x4_t t46 = vmulq_f32(x_v_5, x_v_5);
            float32x4_t t47 = vmulq_f32(t46, vdupq_n_f32(0.25f));
            float32x4_t t48 = vsubq_f32(t45, t47);
            vst1q_f32(t37, t48);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec_1 >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        const float *t50 = x + t49;
        float t51 = scaled(*t50 * 3.0f + 1.0f, i);
        float t52 = *t50;
        y[t49] = t51 * t52 - t52 * t52 * 0.25f;
    }
}

void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        float32x4_t t_v = vdupq_n_f32(t);
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            const float *t5 = x + i_vec;
            float32x4_t x_v = vld1q_f32(t5);
            float32x4_t t6 = vmulq_f32(x_v, x_v);
            float32x4_t t7 = vmulq_f32(vdupq_n_f32(3.0f), x_v);
            float32x4_t t8 = vsubq_f32(t6, t7);
            float32x4_t v_v = vaddq_f32(t8, vdupq_n_f32(1.0f));
            uint32x4_t t9 = vcgtq_f32(v_v, t_v);
            int32x4_t t10 = (int32x4_t)__builtin_convertvector((vcc_m4)t9 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t10, 0)) {
                note(vgetq_lane_s32(i_v_2, 0), vgetq_lane_f32(x_v, 0));
            }
            if (vgetq_lane_s32(t10, 1)) {
                note(vgetq_lane_s32(i_v_2, 1), vgetq_lane_f32(x_v, 1));
            }
            if (vgetq_lane_s32(t10, 2)) {
                note(vgetq_lane_s32(i_v_2, 2), vgetq_lane_f32(x_v, 2));
            }
            if (vgetq_lane_s32(t10, 3)) {
                note(vgetq_lane_s32(i_v_2, 3), vgetq_lane_f32(x_v, 3));
            }
            float32x4_t t11 = vmulq_f32(v_v, vdupq_n_f32(0.5f));
            float32x4_t x_v_1 = vld1q_f32(t5);
            float32x4_t t12 = vaddq_f32(t11, x_v_1);
            vst1q_f32(y + i_vec, t12);
            long t13 = i_vec + 4L;
            uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t14);
            const float *t15 = x + t13;
            float32x4_t x_v_2 = vld1q_f32(t15);
            float32x4_t t16 = vmulq_f32(x_v_2, x_v_2);
            float32x4_t t17 = vmulq_f32(vdupq_n_f32(3.0f), x_v_2);
            float32x4_t t18 = vsubq_f32(t16, t17);
            float32x4_t v_v_1 = vaddq_f32(t18, vdupq_n_f32(1.0f));
            uint32x4_t t19 = vcgtq_f32(v_v_1, t_v);
            int32x4_t t20 = (int32x4_t)__builtin_convertvector((vcc_m4)t19 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t20, 0)) {
                note(vgetq_lane_s32(i_v_3, 0), vgetq_lane_f32(x_v_2, 0));
            }
            if (vgetq_lane_s32(t20, 1)) {
                note(vgetq_lane_s32(i_v_3, 1), vgetq_lane_f32(x_v_2, 1));
            }
            if (vgetq_lane_s32(t20, 2)) {
                note(vgetq_lane_s32(i_v_3, 2), vgetq_lane_f32(x_v_2, 2));
            }
            if (vgetq_lane_s32(t20, 3)) {
                note(vgetq_lane_s32(i_v_3, 3), vgetq_lane_f32(x_v_2, 3));
            }
            float32x4_t t21 = vmulq_f32(v_v_1, vdupq_n_f32(0.5f));
            float32x4_t x_v_3 = vld1q_f32(t15);
            float32x4_t t22 = vaddq_f32(t21, x_v_3);
            vst1q_f32(y + t13, t22);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
            if (i_vec >= t2) {
                t23 = (int)t2;
                break;
            }
        }
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        float32x4_t t_v_1 = vdupq_n_f32(t);
        int32x4_t t26 = vdupq_n_s32(t23);
        uint32x4_t t27 = vreinterpretq_u32_s32(t26);
        uint32x4_t i_v_1 = vaddq_u32(t27, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t28 = (long)t23 + i_vec_1;
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            const float *t29 = x + t28;
            float32x4_t x_v_4 = vld1q_f32(t29);
            float32x4_t t30 = vmulq_f32(x_v_4, x_v_4);
            float32x4_t t31 = vmulq_f32(vdupq_n_f32(3.0f), x_v_4);
            float32x4_t t32 = vsubq_f32(t30, t31);
            float32x4_t v_v_2 = vaddq_f32(t32, vdupq_n_f32(1.0f));
            uint32x4_t t33 = vcgtq_f32(v_v_2, t_v_1);
            int32x4_t t34 = (int32x4_t)__builtin_convertvector((vcc_m4)t33 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t34, 0)) {
                note(vgetq_lane_s32(i_v_4, 0), vgetq_lane_f32(x_v_4, 0));
            }
            if (vgetq_lane_s32(t34, 1)) {
                note(vgetq_lane_s32(i_v_4, 1), vgetq_lane_f32(x_v_4, 1));
            }
            if (vgetq_lane_s32(t34, 2)) {
                note(vgetq_lane_s32(i_v_4, 2), vgetq_lane_f32(x_v_4, 2));
            }
            if (vgetq_lane_s32(t34, 3)) {
                note(vgetq_lane_s32(i_v_4, 3), vgetq_lane_f32(x_v_4, 3));
            }
            float32x4_t t35 = vmulq_f32(v_v_2, vdupq_n_f32(0.5f));
            float32x4_t x_v_5 = vld1q_f32(t29);
            float32x4_t t36 = vaddq_f32(t35, x_v_5);
            vst1q_f32(y + t28, t36);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec_1 >= t25) {
                i = (int)((long)t23 + t25);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        const float *t38 = x + t37;
        float t39 = *t38;
        float v = t39 * t39 - 3.0f * t39 + 1.0f;
        if (v > t) {
            note(i, t39);
        }
        y[t37] = v * 0.5f + *t38;
    }
}

void pointer_arg(int n, float *restrict y, const float *restrict x) {
    int t37;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        int32x4_t t5 = vdupq_n_s32(0);
        uint32x4_t t6 = vreinterpretq_u32_s32(t5);
        uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t7 = vdupq_n_s32(0);
        int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
        uint32x4_t t9 = vreinterpretq_u32_s32(t8);
        uint32x4_t t10 = vsubq_u32(t9, vdupq_n_u32(3));
        uint32x4_t t11 = vminq_u32(t9, t10);
        int32x4_t t1 = vreinterpretq_s32_u32(t11);
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 4, UF 2, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t t12 = vmulq_f32(x_v, vdupq_n_f32(4.0f));
            float32x4_t t13 = vsubq_f32(t12, vdupq_n_f32(1.0f));
            float32x4_t t14 = vmulq_f32(x_v, x_v);
            float32x4_t t15 = vaddq_f32(t13, t14);
            vst1q_f32(y + i_vec, t15);
            uint32x4_t t16 = vceqq_s32(t1, vdupq_n_s32(1));
            unsigned long t17 = (unsigned long)y + (unsigned long)i_vec * 4UL;
            int32x4_t t18 = (int32x4_t)__builtin_convertvector((vcc_m4)t16 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t18, 0)) {
                bump((float *)t17, vgetq_lane_s32(i_v_2, 0));
            }
            if (vgetq_lane_s32(t18, 1)) {
                bump((float *)(t17 + 4UL), vgetq_lane_s32(i_v_2, 1));
            }
            if (vgetq_lane_s32(t18, 2)) {
                bump((float *)(t17 + 8UL), vgetq_lane_s32(i_v_2, 2));
            }
            if (vgetq_lane_s32(t18, 3)) {
                bump((float *)(t17 + 12UL), vgetq_lane_s32(i_v_2, 3));
            }
            long t19 = i_vec + 4L;
            uint32x4_t t20 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t20);
            float32x4_t x_v_1 = vld1q_f32(x + t19);
            float32x4_t t21 = vmulq_f32(x_v_1, vdupq_n_f32(4.0f));
            float32x4_t t22 = vsubq_f32(t21, vdupq_n_f32(1.0f));
            float32x4_t t23 = vmulq_f32(x_v_1, x_v_1);
            float32x4_t t24 = vaddq_f32(t22, t23);
            vst1q_f32(y + t19, t24);
            int32x4_t t25 = vaddq_s32(t1, vdupq_n_s32(1));
            uint32x4_t t26 = vreinterpretq_u32_s32(t25);
            uint32x4_t t27 = vsubq_u32(t26, vdupq_n_u32(3));
            uint32x4_t t28 = vminq_u32(t26, t27);
            int32x4_t t29 = vreinterpretq_s32_u32(t28);
            uint32x4_t t30 = vceqq_s32(t29, vdupq_n_s32(1));
            unsigned long t31 = (unsigned long)y + (unsigned long)t19 * 4UL;
            int32x4_t t32 = (int32x4_t)__builtin_convertvector((vcc_m4)t30 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t32, 0)) {
                bump((float *)t31, vgetq_lane_s32(i_v_3, 0));
            }
            if (vgetq_lane_s32(t32, 1)) {
                bump((float *)(t31 + 4UL), vgetq_lane_s32(i_v_3, 1));
            }
            if (vgetq_lane_s32(t32, 2)) {
                bump((float *)(t31 + 8UL), vgetq_lane_s32(i_v_3, 2));
            }
            if (vgetq_lane_s32(t32, 3)) {
                bump((float *)(t31 + 12UL), vgetq_lane_s32(i_v_3, 3));
            }
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t t33 = vaddq_s32(t1, vdupq_n_s32(2));
            uint32x4_t t34 = vreinterpretq_u32_s32(t33);
            uint32x4_t t35 = vsubq_u32(t34, vdupq_n_u32(3));
            uint32x4_t t36 = vminq_u32(t34, t35);
            t1 = vreinterpretq_s32_u32(t36);
            if (i_vec >= t4) {
                t37 = (int)t4;
                break;
            }
        }
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if ((t38 >= 4L) & (t37 >= 0)) {
        long t39 = t38 & -4L;
        int32x4_t t40 = vdupq_n_s32(t37);
        uint32x4_t t41 = vreinterpretq_u32_s32(t40);
        uint32x4_t i_v_1 = vaddq_u32(t41, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t42 = vdupq_n_s32(t37 % 3);
        int32x4_t t43 = vaddq_s32(t42, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
        uint32x4_t t44 = vreinterpretq_u32_s32(t43);
        uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(3));
        uint32x4_t t46 = vminq_u32(t44, t45);
        int32x4_t t2 = vreinterpretq_s32_u32(t46);
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t47 = (long)t37 + i_vec_1;
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            float32x4_t x_v_2 = vld1q_f32(x + t47);
            float32x4_t t48 = vmulq_f32(x_v_2, vdupq_n_f32(4.0f));
            float32x4_t t49 = vsubq_f32(t48, vdupq_n_f32(1.0f));
            float32x4_t t50 = vmulq_f32(x_v_2, x_v_2);
            float32x4_t t51 = vaddq_f32(t49, t50);
            vst1q_f32(y + t47, t51);
            uint32x4_t t52 = vceqq_s32(t2, vdupq_n_s32(1));
            unsigned long t53 = (unsigned long)y + (unsigned long)t47 * 4UL;
            int32x4_t t54 = (int32x4_t)__builtin_convertvector((vcc_m4)t52 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t54, 0)) {
                bump((float *)t53, vgetq_lane_s32(i_v_4, 0));
            }
            if (vgetq_lane_s32(t54, 1)) {
                bump((float *)(t53 + 4UL), vgetq_lane_s32(i_v_4, 1));
            }
            if (vgetq_lane_s32(t54, 2)) {
                bump((float *)(t53 + 8UL), vgetq_lane_s32(i_v_4, 2));
            }
            if (vgetq_lane_s32(t54, 3)) {
                bump((float *)(t53 + 12UL), vgetq_lane_s32(i_v_4, 3));
            }
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            int32x4_t t55 = vaddq_s32(t2, vdupq_n_s32(1));
            uint32x4_t t56 = vreinterpretq_u32_s32(t55);
            uint32x4_t t57 = vsubq_u32(t56, vdupq_n_u32(3));
            uint32x4_t t58 = vminq_u32(t56, t57);
            t2 = vreinterpretq_s32_u32(t58);
            if (i_vec_1 >= t39) {
                i = (int)((long)t37 + t39);
                break;
            }
        }
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t59 = (long)i;
        float *t60 = y + t59;
        float t61 = x[t59];
        *t60 = t61 * 4.0f - 1.0f + t61 * t61;
        if ((i % 3) == 1) {
            bump(t60, i);
        }
    }
}

void unused_double(int n, double *restrict y, const double *restrict x) {
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t t3 = vdup_n_s32(0);
        uint32x2_t t4 = vreinterpret_u32_s32(t3);
        uint32x2_t i_v = vadd_u32(t4, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            const double *t5 = x + i_vec;
            float64x2_t x_v = vld1q_f64(t5);
            float64x2_t t6 = vmulq_f64(x_v, vdupq_n_f64(1.5));
            float64x2_t t7 = vmulq_f64(vdupq_n_f64(2.0), x_v);
            float64x2_t t8 = vmulq_f64(t7, x_v);
            float64x2_t d_v = vaddq_f64(t6, t8);
            counted(vgetq_lane_f64(d_v, 0), vget_lane_s32(i_v_2, 0));
            counted(vgetq_lane_f64(d_v, 1), vget_lane_s32(i_v_2, 1));
            float64x2_t x_v_1 = vld1q_f64(t5);
            float64x2_t t9 = vsubq_f64(d_v, x_v_1);
            vst1q_f64(y + i_vec, t9);
            long t10 = i_vec + 2L;
            uint32x2_t t11 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t11);
            const double *t12 = x + t10;
            float64x2_t x_v_2 = vld1q_f64(t12);
            float64x2_t t13 = vmulq_f64(x_v_2, vdupq_n_f64(1.5));
            float64x2_t t14 = vmulq_f64(vdupq_n_f64(2.0), x_v_2);
            float64x2_t t15 = vmulq_f64(t14, x_v_2);
            float64x2_t d_v_1 = vaddq_f64(t13, t15);
            counted(vgetq_lane_f64(d_v_1, 0), vget_lane_s32(i_v_3, 0));
            counted(vgetq_lane_f64(d_v_1, 1), vget_lane_s32(i_v_3, 1));
            float64x2_t x_v_3 = vld1q_f64(t12);
            float64x2_t t16 = vsubq_f64(d_v_1, x_v_3);
            vst1q_f64(y + t10, t16);
            long t17 = i_vec + 4L;
            uint32x2_t t18 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t18);
            const double *t19 = x + t17;
            float64x2_t x_v_4 = vld1q_f64(t19);
            float64x2_t t20 = vmulq_f64(x_v_4, vdupq_n_f64(1.5));
            float64x2_t t21 = vmulq_f64(vdupq_n_f64(2.0), x_v_4);
            float64x2_t t22 = vmulq_f64(t21, x_v_4);
            float64x2_t d_v_2 = vaddq_f64(t20, t22);
            counted(vgetq_lane_f64(d_v_2, 0), vget_lane_s32(i_v_4, 0));
            counted(vgetq_lane_f64(d_v_2, 1), vget_lane_s32(i_v_4, 1));
            float64x2_t x_v_5 = vld1q_f64(t19);
            float64x2_t t23 = vsubq_f64(d_v_2, x_v_5);
            vst1q_f64(y + t17, t23);
            long t24 = i_vec + 6L;
            uint32x2_t t25 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t25);
            const double *t26 = x + t24;
            float64x2_t x_v_6 = vld1q_f64(t26);
            float64x2_t t27 = vmulq_f64(x_v_6, vdupq_n_f64(1.5));
            float64x2_t t28 = vmulq_f64(vdupq_n_f64(2.0), x_v_6);
            float64x2_t t29 = vmulq_f64(t28, x_v_6);
            float64x2_t d_v_3 = vaddq_f64(t27, t29);
            counted(vgetq_lane_f64(d_v_3, 0), vget_lane_s32(i_v_5, 0));
            counted(vgetq_lane_f64(d_v_3, 1), vget_lane_s32(i_v_5, 1));
            float64x2_t x_v_7 = vld1q_f64(t26);
            float64x2_t t30 = vsubq_f64(d_v_3, x_v_7);
            vst1q_f64(y + t24, t30);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(8));
            if (i_vec >= t2) {
                t31 = (int)t2;
                break;
            }
        }
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 2L) {
        long t33 = t32 & -2L;
        int32x2_t t34 = vdup_n_s32(t31);
        uint32x2_t t35 = vreinterpret_u32_s32(t34);
        uint32x2_t i_v_1 = vadd_u32(t35, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:70 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t36 = (long)t31 + i_vec_1;
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            const double *t37 = x + t36;
            float64x2_t x_v_8 = vld1q_f64(t37);
            float64x2_t t38 = vmulq_f64(x_v_8, vdupq_n_f64(1.5));
            float64x2_t t39 = vmulq_f64(vdupq_n_f64(2.0), x_v_8);
            float64x2_t t40 = vmulq_f64(t39, x_v_8);
            float64x2_t d_v_4 = vaddq_f64(t38, t40);
            counted(vgetq_lane_f64(d_v_4, 0), vget_lane_s32(i_v_6, 0));
            counted(vgetq_lane_f64(d_v_4, 1), vget_lane_s32(i_v_6, 1));
            float64x2_t x_v_9 = vld1q_f64(t37);
            float64x2_t t41 = vsubq_f64(d_v_4, x_v_9);
            vst1q_f64(y + t36, t41);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
            if (i_vec_1 >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        const double *t43 = x + t42;
        double t44 = *t43;
        double d = t44 * 1.5 + 2.0 * t44 * t44;
        counted(d, i);
        y[t42] = d - *t43;
    }
}

void library_call(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:79 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int *t3 = y + i_vec;
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t4 = vmulq_s32(x_v, vdupq_n_s32(3));
            int32x4_t t5 = veorq_s32(x_v, vdupq_n_s32(5));
            int32x4_t t6 = vmulq_s32(t5, vdupq_n_s32(7));
            int32x4_t t7 = vaddq_s32(t4, t6);
            int32x4_t t8 = vsetq_lane_s32(rand(), (int32x4_t)(vcc_v4_int){0}, 0);
            int32x4_t t9 = vsetq_lane_s32(rand(), t8, 1);
            int32x4_t t10 = vsetq_lane_s32(rand(), t9, 2);
            int32x4_t t11 = vsetq_lane_s32(rand(), t10, 3);
            int32x4_t t12 = (int32x4_t)((vcc_v4_int)t11 % (vcc_v4_int)vdupq_n_s32(11));
            int32x4_t t13 = vaddq_s32(t7, t12);
            vst1q_s32(t3, t13);
            i_vec += 4L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = x[t14];
        y[t14] = t15 * 3 + (t15 ^ 5) * 7 + rand() % 11;
    }
}

/* No pragma: `scaled` writes `trace`, which the loop does not know; the loop stays scalar. */
void no_pragma(int n, float *restrict y, const float *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = scaled(x[i] * 3.0f + 1.0f, i) * x[i] - x[i] * x[i] * 0.25f;
}

static unsigned long long trace_hash(void) {
    unsigned long long h = HASH(trace, traced) ^ (unsigned long long)traced;
    traced = 0;
    return h;
}

int main(void) {
    int n;
    int t1;
    int t19;
    int i;
    srand(7U);
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
        void *t2 = new_array(n, 4UL);
        float *x = (float *)t2;
        float *y = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *xd = (double *)t3;
        double *yd = (double *)new_array(n, 8UL);
        int *xi = (int *)new_array(n, 4UL);
        int *yi = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)(next_rand() % 201U);
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at lane_calls.c:104 vectorized: VF 2, UF 4, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                float32x2_t x_v = vld1_f32(x + i_vec);
                float64x2_t t8 = vcvt_f64_f32(x_v);
                float64x2_t t9 = vmulq_f64(t8, vdupq_n_f64(0.75));
                vst1q_f64(xd + i_vec, t9);
                long t10 = i_vec + 2L;
                float32x2_t x_v_1 = vld1_f32(x + t10);
                float64x2_t t11 = vcvt_f64_f32(x_v_1);
                float64x2_t t12 = vmulq_f64(t11, vdupq_n_f64(0.75));
                vst1q_f64(xd + t10, t12);
                long t13 = i_vec + 4L;
                float32x2_t x_v_2 = vld1_f32(x + t13);
                float64x2_t t14 = vcvt_f64_f32(x_v_2);
                float64x2_t t15 = vmulq_f64(t14, vdupq_n_f64(0.75));
                vst1q_f64(xd + t13, t15);
                long t16 = i_vec + 6L;
                float32x2_t x_v_3 = vld1_f32(x + t16);
                float64x2_t t17 = vcvt_f64_f32(x_v_3);
                float64x2_t t18 = vmulq_f64(t17, vdupq_n_f64(0.75));
                vst1q_f64(xd + t16, t18);
                i_vec += 8L;
            } while (i_vec < t7);
            t19 = (int)t7;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t2;
        unsigned long t22 = (unsigned long)t3;
        if ((t20 >= 2L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
            long t23 = t20 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at lane_calls.c:104 vector epilogue: VF 2, UF 1, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, scalar epilogue */
            do {
                long t24 = (long)t19 + i_vec_1;
                float32x2_t x_v_4 = vld1_f32(x + t24);
                float64x2_t t25 = vcvt_f64_f32(x_v_4);
                float64x2_t t26 = vmulq_f64(t25, vdupq_n_f64(0.75));
                vst1q_f64(xd + t24, t26);
                i_vec_1 += 2L;
            } while (i_vec_1 < t23);
            i = (int)((long)t19 + t23);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            long t27 = (long)i;
            xd[t27] = (double)x[t27] * 0.75;
        }
        const float *t28 = x;
        use_result(n, y, t28);
        unsigned long long t29 = trace_hash();
        unsigned long t30 = (unsigned long)n;
        unsigned long t31 = t30 * 4UL;
        const void *t32 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t29);
        cond_void(n, y, t28, 40.0f);
        unsigned long long t33 = trace_hash();
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t33);
        pointer_arg(n, y, t28);
        unsigned long long t34 = trace_hash();
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t34);
        unused_double(n, yd, xd);
        unsigned long long t35 = trace_hash();
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)yd, t30 * 8UL), t35);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)hash_bytes((const void *)yi, t31));
        no_pragma(n, y, t28);
        unsigned long long t36 = trace_hash();
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t36);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
