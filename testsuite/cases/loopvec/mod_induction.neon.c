/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=9 neon=8 sse2=9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
void mod_long_float(int n, float *a, long r) {
    int t38;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)r;
    if ((t3 >= 16L) & (t4 >= 0L)) {
        long t5 = t3 & -16L;
        int32x4_t t6 = vdupq_n_s32((int)(t4 % 97L));
        int32x4_t t7 = vaddq_s32(t6, ((int32x4_t)(vcc_v4_int){0, 31, 62, 93}));
        uint32x4_t t8 = vreinterpretq_u32_s32(t7);
        uint32x4_t t9 = vsubq_u32(t8, vdupq_n_u32(97));
        uint32x4_t t10 = vminq_u32(t8, t9);
        int32x4_t t1 = vreinterpretq_s32_u32(t10);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:10 vectorized: VF 4, UF 4, the remainder at 11:23 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t t11 = vcvtq_f32_s32(t1);
            float32x4_t t12 = vmulq_f32(t11, vdupq_n_f32(0.25f));
            vst1q_f32(a + i_vec, t12);
            int32x4_t t13 = vaddq_s32(t1, vdupq_n_s32(27));
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            uint32x4_t t15 = vsubq_u32(t14, vdupq_n_u32(97));
            uint32x4_t t16 = vminq_u32(t14, t15);
            int32x4_t t17 = vreinterpretq_s32_u32(t16);
            float32x4_t t18 = vcvtq_f32_s32(t17);
            float32x4_t t19 = vmulq_f32(t18, vdupq_n_f32(0.25f));
            vst1q_f32(a + (i_vec + 4L), t19);
            int32x4_t t20 = vaddq_s32(t1, vdupq_n_s32(54));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(97));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            float32x4_t t25 = vcvtq_f32_s32(t24);
            float32x4_t t26 = vmulq_f32(t25, vdupq_n_f32(0.25f));
            vst1q_f32(a + (i_vec + 8L), t26);
            int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(81));
            uint32x4_t t28 = vreinterpretq_u32_s32(t27);
            uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(97));
            uint32x4_t t30 = vminq_u32(t28, t29);
            int32x4_t t31 = vreinterpretq_s32_u32(t30);
            float32x4_t t32 = vcvtq_f32_s32(t31);
            float32x4_t t33 = vmulq_f32(t32, vdupq_n_f32(0.25f));
            vst1q_f32(a + (i_vec + 12L), t33);
            i_vec += 16L;
            int32x4_t t34 = vaddq_s32(t1, vdupq_n_s32(11));
            uint32x4_t t35 = vreinterpretq_u32_s32(t34);
            uint32x4_t t36 = vsubq_u32(t35, vdupq_n_u32(97));
            uint32x4_t t37 = vminq_u32(t35, t36);
            t1 = vreinterpretq_s32_u32(t37);
        } while (i_vec < t5);
        t38 = (int)t5;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    long t40 = (long)((unsigned long)(long)(int)((unsigned int)t38 * 31U) + (unsigned long)r);
    if ((t39 >= 4L) & (t40 >= 0L)) {
        long t41 = t39 & -4L;
        int32x4_t t42 = vdupq_n_s32((int)(t40 % 97L));
        int32x4_t t43 = vaddq_s32(t42, ((int32x4_t)(vcc_v4_int){0, 31, 62, 93}));
        uint32x4_t t44 = vreinterpretq_u32_s32(t43);
        uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(97));
        uint32x4_t t46 = vminq_u32(t44, t45);
        int32x4_t t2 = vreinterpretq_s32_u32(t46);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float32x4_t t47 = vcvtq_f32_s32(t2);
            float32x4_t t48 = vmulq_f32(t47, vdupq_n_f32(0.25f));
            vst1q_f32(a + ((long)t38 + i_vec_1), t48);
            i_vec_1 += 4L;
            int32x4_t t49 = vaddq_s32(t2, vdupq_n_s32(27));
            uint32x4_t t50 = vreinterpretq_u32_s32(t49);
            uint32x4_t t51 = vsubq_u32(t50, vdupq_n_u32(97));
            uint32x4_t t52 = vminq_u32(t50, t51);
            t2 = vreinterpretq_s32_u32(t52);
        } while (i_vec_1 < t41);
        i = (int)((long)t38 + t41);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
void mod_int(int n, int *a, int b) {
    int t30;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 16L) & (t4 >= 0)) {
        long t5 = t3 & -16L;
        int32x4_t t6 = vdupq_n_s32(t4 % 256);
        int32x4_t t7 = vaddq_s32(t6, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
        uint32x4_t t8 = vreinterpretq_u32_s32(t7);
        uint32x4_t t9 = vsubq_u32(t8, vdupq_n_u32(256));
        uint32x4_t t10 = vminq_u32(t8, t9);
        int32x4_t t1 = vreinterpretq_s32_u32(t10);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:16 vectorized: VF 4, UF 4, the remainder at 17:16 by 256 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_s32(a + i_vec, t1);
            int32x4_t t11 = vaddq_s32(t1, vdupq_n_s32(28));
            uint32x4_t t12 = vreinterpretq_u32_s32(t11);
            uint32x4_t t13 = vsubq_u32(t12, vdupq_n_u32(256));
            uint32x4_t t14 = vminq_u32(t12, t13);
            int32x4_t t15 = vreinterpretq_s32_u32(t14);
            vst1q_s32(a + (i_vec + 4L), t15);
            int32x4_t t16 = vaddq_s32(t1, vdupq_n_s32(56));
            uint32x4_t t17 = vreinterpretq_u32_s32(t16);
            uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(256));
            uint32x4_t t19 = vminq_u32(t17, t18);
            int32x4_t t20 = vreinterpretq_s32_u32(t19);
            vst1q_s32(a + (i_vec + 8L), t20);
            int32x4_t t21 = vaddq_s32(t1, vdupq_n_s32(84));
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(256));
            uint32x4_t t24 = vminq_u32(t22, t23);
            int32x4_t t25 = vreinterpretq_s32_u32(t24);
            vst1q_s32(a + (i_vec + 12L), t25);
            i_vec += 16L;
            int32x4_t t26 = vaddq_s32(t1, vdupq_n_s32(112));
            uint32x4_t t27 = vreinterpretq_u32_s32(t26);
            uint32x4_t t28 = vsubq_u32(t27, vdupq_n_u32(256));
            uint32x4_t t29 = vminq_u32(t27, t28);
            t1 = vreinterpretq_s32_u32(t29);
        } while (i_vec < t5);
        t30 = (int)t5;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    int t32 = (int)((unsigned int)(int)((unsigned int)t30 * 7U) + (unsigned int)b);
    if ((t31 >= 4L) & (t32 >= 0)) {
        long t33 = t31 & -4L;
        int32x4_t t34 = vdupq_n_s32(t32 % 256);
        int32x4_t t35 = vaddq_s32(t34, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
        uint32x4_t t36 = vreinterpretq_u32_s32(t35);
        uint32x4_t t37 = vsubq_u32(t36, vdupq_n_u32(256));
        uint32x4_t t38 = vminq_u32(t36, t37);
        int32x4_t t2 = vreinterpretq_s32_u32(t38);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_s32(a + ((long)t30 + i_vec_1), t2);
            i_vec_1 += 4L;
            int32x4_t t39 = vaddq_s32(t2, vdupq_n_s32(28));
            uint32x4_t t40 = vreinterpretq_u32_s32(t39);
            uint32x4_t t41 = vsubq_u32(t40, vdupq_n_u32(256));
            uint32x4_t t42 = vminq_u32(t40, t41);
            t2 = vreinterpretq_s32_u32(t42);
        } while (i_vec_1 < t33);
        i = (int)((long)t30 + t33);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
void mod_big_step(int n, short *a, int b) {
    int t22;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 16L) & (t4 >= 0)) {
        long t5 = t3 & -16L;
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, t4 % 13);
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t9 = t8 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t10 = vcc_min(vcc_v8_int, t8, t9);
        vcc_v8_int t1 = (vcc_v8_int)t10;
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:22 vectorized: VF 8, UF 2, the remainder at 23:23 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t t11 = (int16x8_t)__builtin_convertvector(t1, vcc_v8_short);
            vst1q_s16(a + i_vec, t11);
            vcc_v8_int t12 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = t13 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
            vcc_v8_int t16 = (vcc_v8_int)t15;
            int16x8_t t17 = (int16x8_t)__builtin_convertvector(t16, vcc_v8_short);
            vst1q_s16(a + (i_vec + 8L), t17);
            i_vec += 16L;
            vcc_v8_int t18 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            vcc_v8_uint t20 = t19 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t21 = vcc_min(vcc_v8_int, t19, t20);
            t1 = (vcc_v8_int)t21;
        } while (i_vec < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    int t24 = (int)((unsigned int)(int)((unsigned int)t22 * 1000U) + (unsigned int)b);
    if ((t23 >= 8L) & (t24 >= 0)) {
        long t25 = t23 & -8L;
        vcc_v8_int t26 = vcc_splat(vcc_v8_int, t24 % 13);
        vcc_v8_int t27 = t26 + (vcc_v8_int){0, 12, 11, 10, 9, 8, 7, 6};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t29 = t28 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
        vcc_v8_int t2 = (vcc_v8_int)t30;
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t t31 = (int16x8_t)__builtin_convertvector(t2, vcc_v8_short);
            vst1q_s16(a + ((long)t22 + i_vec_1), t31);
            i_vec_1 += 8L;
            vcc_v8_int t32 = t2 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            vcc_v8_uint t34 = t33 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
            t2 = (vcc_v8_int)t35;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
void mod_long(int n, long *a, long b) {
    int t35;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)b;
    if ((t3 >= 8L) & (t4 >= 0L)) {
        long t5 = t3 & -8L;
        int64x2_t t6 = vdupq_n_s64(t4 % 1000L);
        int64x2_t t7 = vaddq_s64(t6, ((int64x2_t)(vcc_v2_long){0L, 3L}));
        uint64x2_t t8 = vcgtq_s64(t7, vdupq_n_s64(999LL));
        uint64x2_t t9 = vbslq_u64(t8, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
        uint64x2_t t10 = vreinterpretq_u64_s64(t7);
        uint64x2_t t11 = vsubq_u64(t10, t9);
        int64x2_t t1 = vreinterpretq_s64_u64(t11);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:28 vectorized: VF 2, UF 4, the remainder at 29:16 by 1000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
        do {
            vst1q_s64(a + i_vec, t1);
            int64x2_t t12 = vaddq_s64(t1, vdupq_n_s64(6LL));
            uint64x2_t t13 = vcgtq_s64(t12, vdupq_n_s64(999LL));
            uint64x2_t t14 = vbslq_u64(t13, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
            uint64x2_t t15 = vreinterpretq_u64_s64(t12);
            uint64x2_t t16 = vsubq_u64(t15, t14);
            int64x2_t t17 = vreinterpretq_s64_u64(t16);
            vst1q_s64(a + (i_vec + 2L), t17);
            int64x2_t t18 = vaddq_s64(t1, vdupq_n_s64(12LL));
            uint64x2_t t19 = vcgtq_s64(t18, vdupq_n_s64(999LL));
            uint64x2_t t20 = vbslq_u64(t19, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
            uint64x2_t t21 = vreinterpretq_u64_s64(t18);
            uint64x2_t t22 = vsubq_u64(t21, t20);
            int64x2_t t23 = vreinterpretq_s64_u64(t22);
            vst1q_s64(a + (i_vec + 4L), t23);
            int64x2_t t24 = vaddq_s64(t1, vdupq_n_s64(18LL));
            uint64x2_t t25 = vcgtq_s64(t24, vdupq_n_s64(999LL));
            uint64x2_t t26 = vbslq_u64(t25, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
            uint64x2_t t27 = vreinterpretq_u64_s64(t24);
            uint64x2_t t28 = vsubq_u64(t27, t26);
            int64x2_t t29 = vreinterpretq_s64_u64(t28);
            vst1q_s64(a + (i_vec + 6L), t29);
            i_vec += 8L;
            int64x2_t t30 = vaddq_s64(t1, vdupq_n_s64(24LL));
            uint64x2_t t31 = vcgtq_s64(t30, vdupq_n_s64(999LL));
            uint64x2_t t32 = vbslq_u64(t31, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
            uint64x2_t t33 = vreinterpretq_u64_s64(t30);
            uint64x2_t t34 = vsubq_u64(t33, t32);
            t1 = vreinterpretq_s64_u64(t34);
        } while (i_vec < t5);
        t35 = (int)t5;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    long t37 = (long)((unsigned long)(long)((unsigned long)(long)t35 * 3UL) + (unsigned long)b);
    if ((t36 >= 2L) & (t37 >= 0L)) {
        long t38 = t36 & -2L;
        int64x2_t t39 = vdupq_n_s64(t37 % 1000L);
        int64x2_t t40 = vaddq_s64(t39, ((int64x2_t)(vcc_v2_long){0L, 3L}));
        uint64x2_t t41 = vcgtq_s64(t40, vdupq_n_s64(999LL));
        uint64x2_t t42 = vbslq_u64(t41, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
        uint64x2_t t43 = vreinterpretq_u64_s64(t40);
        uint64x2_t t44 = vsubq_u64(t43, t42);
        int64x2_t t2 = vreinterpretq_s64_u64(t44);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:28 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vst1q_s64(a + ((long)t35 + i_vec_1), t2);
            i_vec_1 += 2L;
            int64x2_t t45 = vaddq_s64(t2, vdupq_n_s64(6LL));
            uint64x2_t t46 = vcgtq_s64(t45, vdupq_n_s64(999LL));
            uint64x2_t t47 = vbslq_u64(t46, vdupq_n_u64(1000LL), vdupq_n_u64(0LL));
            uint64x2_t t48 = vreinterpretq_u64_s64(t45);
            uint64x2_t t49 = vsubq_u64(t48, t47);
            t2 = vreinterpretq_s64_u64(t49);
        } while (i_vec_1 < t38);
        i = (int)((long)t35 + t38);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        a[t50] = (t50 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
void mod_down(int n, int *a, int b) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t b_v = vdupq_n_s32(b);
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t t5 = vmulq_s32(i_v_2, vdupq_n_s32(5));
            int32x4_t t6 = vsubq_s32(b_v, t5);
            int32x4_t t7 = (int32x4_t)((vcc_v4_int)t6 % (vcc_v4_int)vdupq_n_s32(7));
            vst1q_s32(a + i_vec, t7);
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t8);
            int32x4_t t9 = vmulq_s32(i_v_3, vdupq_n_s32(5));
            int32x4_t t10 = vsubq_s32(b_v, t9);
            int32x4_t t11 = (int32x4_t)((vcc_v4_int)t10 % (vcc_v4_int)vdupq_n_s32(7));
            vst1q_s32(a + (i_vec + 4L), t11);
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t12);
            int32x4_t t13 = vmulq_s32(i_v_4, vdupq_n_s32(5));
            int32x4_t t14 = vsubq_s32(b_v, t13);
            int32x4_t t15 = (int32x4_t)((vcc_v4_int)t14 % (vcc_v4_int)vdupq_n_s32(7));
            vst1q_s32(a + (i_vec + 8L), t15);
            uint32x4_t t16 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t16);
            int32x4_t t17 = vmulq_s32(i_v_5, vdupq_n_s32(5));
            int32x4_t t18 = vsubq_s32(b_v, t17);
            int32x4_t t19 = (int32x4_t)((vcc_v4_int)t18 % (vcc_v4_int)vdupq_n_s32(7));
            vst1q_s32(a + (i_vec + 12L), t19);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        int32x4_t b_v_1 = vdupq_n_s32(b);
        int32x4_t t23 = vdupq_n_s32(t20);
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        uint32x4_t i_v_1 = vaddq_u32(t24, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t t25 = vmulq_s32(i_v_6, vdupq_n_s32(5));
            int32x4_t t26 = vsubq_s32(b_v_1, t25);
            int32x4_t t27 = (int32x4_t)((vcc_v4_int)t26 % (vcc_v4_int)vdupq_n_s32(7));
            vst1q_s32(a + ((long)t20 + i_vec_1), t27);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
void mod_unsigned(int n, unsigned *a, unsigned b) {
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint32x4_t b_v = vdupq_n_u32(b);
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            uint32x4_t t5 = vreinterpretq_u32_s32(i_v_2);
            uint32x4_t t6 = vmulq_u32(t5, vdupq_n_u32(5));
            uint32x4_t t7 = vaddq_u32(t6, b_v);
            uint32x4_t t8 = (uint32x4_t)((vcc_v4_uint)t7 % (vcc_v4_uint)vdupq_n_u32(7));
            vst1q_u32(a + i_vec, t8);
            uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t9);
            uint32x4_t t10 = vreinterpretq_u32_s32(i_v_3);
            uint32x4_t t11 = vmulq_u32(t10, vdupq_n_u32(5));
            uint32x4_t t12 = vaddq_u32(t11, b_v);
            uint32x4_t t13 = (uint32x4_t)((vcc_v4_uint)t12 % (vcc_v4_uint)vdupq_n_u32(7));
            vst1q_u32(a + (i_vec + 4L), t13);
            uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t14);
            uint32x4_t t15 = vreinterpretq_u32_s32(i_v_4);
            uint32x4_t t16 = vmulq_u32(t15, vdupq_n_u32(5));
            uint32x4_t t17 = vaddq_u32(t16, b_v);
            uint32x4_t t18 = (uint32x4_t)((vcc_v4_uint)t17 % (vcc_v4_uint)vdupq_n_u32(7));
            vst1q_u32(a + (i_vec + 8L), t18);
            uint32x4_t t19 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t19);
            uint32x4_t t20 = vreinterpretq_u32_s32(i_v_5);
            uint32x4_t t21 = vmulq_u32(t20, vdupq_n_u32(5));
            uint32x4_t t22 = vaddq_u32(t21, b_v);
            uint32x4_t t23 = (uint32x4_t)((vcc_v4_uint)t22 % (vcc_v4_uint)vdupq_n_u32(7));
            vst1q_u32(a + (i_vec + 12L), t23);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 4L) {
        long t26 = t25 & -4L;
        uint32x4_t b_v_1 = vdupq_n_u32(b);
        int32x4_t t27 = vdupq_n_s32(t24);
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t i_v_1 = vaddq_u32(t28, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            uint32x4_t t29 = vreinterpretq_u32_s32(i_v_6);
            uint32x4_t t30 = vmulq_u32(t29, vdupq_n_u32(5));
            uint32x4_t t31 = vaddq_u32(t30, b_v_1);
            uint32x4_t t32 = (uint32x4_t)((vcc_v4_uint)t31 % (vcc_v4_uint)vdupq_n_u32(7));
            vst1q_u32(a + ((long)t24 + i_vec_1), t32);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
void mod_cond(int n, int *a, const int *c, int b) {
    int t30;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)c;
    long t4 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        int32x4_t b_v = vdupq_n_s32(b);
        int32x4_t t6 = vdupq_n_s32(0);
        uint32x4_t t7 = vreinterpretq_u32_s32(t6);
        uint32x4_t i_v = vaddq_u32(t7, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:46 vectorized: VF 4, UF 2, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            uint32x4_t t8 = vcgtq_s32(c_v, vdupq_n_s32(0));
            uint32x4_t t9 = vreinterpretq_u32_s32(i_v_2);
            uint32x4_t t10 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t11 = vmulq_u32(t9, t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            uint32x4_t t14 = vreinterpretq_u32_s32(b_v);
            uint32x4_t t15 = vaddq_u32(t13, t14);
            int32x4_t t16 = vreinterpretq_s32_u32(t15);
            int32x4_t t17 = (int32x4_t)((vcc_v4_int)t16 % (vcc_v4_int)vdupq_n_s32(10));
            do { uint32x4_t vcc_nm = t8; int32x4_t vcc_nv = t17; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t18 = i_vec + 4L;
            uint32x4_t t19 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t19);
            int32x4_t c_v_1 = vld1q_s32(c + t18);
            uint32x4_t t20 = vcgtq_s32(c_v_1, vdupq_n_s32(0));
            uint32x4_t t21 = vreinterpretq_u32_s32(i_v_3);
            uint32x4_t t22 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t23 = vmulq_u32(t21, t22);
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            uint32x4_t t25 = vreinterpretq_u32_s32(t24);
            uint32x4_t t26 = vreinterpretq_u32_s32(b_v);
            uint32x4_t t27 = vaddq_u32(t25, t26);
            int32x4_t t28 = vreinterpretq_s32_u32(t27);
            int32x4_t t29 = (int32x4_t)((vcc_v4_int)t28 % (vcc_v4_int)vdupq_n_s32(10));
            do { uint32x4_t vcc_nm = t20; int32x4_t vcc_nv = t29; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t18 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
        } while (i_vec < t5);
        t30 = (int)t5;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)a;
    unsigned long t33 = (unsigned long)c;
    long t34 = (long)((unsigned long)a + (unsigned long)((long)t30 * 4L) - ((unsigned long)c + (unsigned long)((long)t30 * 4L)));
    if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | ((t34 <= 0L) | (t34 >= 16L)))) {
        long t35 = t31 & -4L;
        int32x4_t b_v_1 = vdupq_n_s32(b);
        int32x4_t t36 = vdupq_n_s32(t30);
        uint32x4_t t37 = vreinterpretq_u32_s32(t36);
        uint32x4_t i_v_1 = vaddq_u32(t37, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:46 vector epilogue: VF 4, UF 1, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t38 = (long)t30 + i_vec_1;
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t c_v_2 = vld1q_s32(c + t38);
            uint32x4_t t39 = vcgtq_s32(c_v_2, vdupq_n_s32(0));
            uint32x4_t t40 = vreinterpretq_u32_s32(i_v_4);
            uint32x4_t t41 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t42 = vmulq_u32(t40, t41);
            int32x4_t t43 = vreinterpretq_s32_u32(t42);
            uint32x4_t t44 = vreinterpretq_u32_s32(t43);
            uint32x4_t t45 = vreinterpretq_u32_s32(b_v_1);
            uint32x4_t t46 = vaddq_u32(t44, t45);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            int32x4_t t48 = (int32x4_t)((vcc_v4_int)t47 % (vcc_v4_int)vdupq_n_s32(10));
            do { uint32x4_t vcc_nm = t39; int32x4_t vcc_nv = t48; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t38 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t35);
        i = (int)((long)t30 + t35);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        if (c[t49] > 0) {
            a[t49] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
void mod_var(int n, int *a, int b, int m) {
    for (int i = 0; i < n; i++)
        a[i] = (i * 3 + b) % m;
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
void mod_four(int n, int *a, int b) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t b_v = vdupq_n_s32(b);
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t t5 = vaddq_s32(i_v_2, b_v);
            int32x4_t t6 = (int32x4_t)((vcc_v4_int)t5 % (vcc_v4_int)vdupq_n_s32(4));
            vst1q_s32(a + i_vec, t6);
            uint32x4_t t7 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t7);
            int32x4_t t8 = vaddq_s32(i_v_3, b_v);
            int32x4_t t9 = (int32x4_t)((vcc_v4_int)t8 % (vcc_v4_int)vdupq_n_s32(4));
            vst1q_s32(a + (i_vec + 4L), t9);
            uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t10);
            int32x4_t t11 = vaddq_s32(i_v_4, b_v);
            int32x4_t t12 = (int32x4_t)((vcc_v4_int)t11 % (vcc_v4_int)vdupq_n_s32(4));
            vst1q_s32(a + (i_vec + 8L), t12);
            uint32x4_t t13 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t13);
            int32x4_t t14 = vaddq_s32(i_v_5, b_v);
            int32x4_t t15 = (int32x4_t)((vcc_v4_int)t14 % (vcc_v4_int)vdupq_n_s32(4));
            vst1q_s32(a + (i_vec + 12L), t15);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        int32x4_t b_v_1 = vdupq_n_s32(b);
        int32x4_t t19 = vdupq_n_s32(t16);
        uint32x4_t t20 = vreinterpretq_u32_s32(t19);
        uint32x4_t i_v_1 = vaddq_u32(t20, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t t21 = vaddq_s32(i_v_6, b_v_1);
            int32x4_t t22 = (int32x4_t)((vcc_v4_int)t21 % (vcc_v4_int)vdupq_n_s32(4));
            vst1q_s32(a + ((long)t16 + i_vec_1), t22);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

int main(void) {
    static const long longs[7] = {0L, 5L, 96L, 3000000000007L, -1L, -3L, -100000L};
    static const int ints[8] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    int t1;
    int t13;
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
        float *f = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -3 + (int)(next_rand() % 7U);
        }
        for (unsigned int k = 0U; (unsigned long)k < 7UL; k++) {
            const long *t2 = &longs[k];
            mod_long_float(n, f, *t2);
            mod_long(n, l, *t2);
            unsigned long t3 = (unsigned long)n;
            unsigned long t4 = hash_bytes((const void *)l, t3 * 8UL);
            unsigned long t5 = hash_bytes((const void *)f, t3 * 4UL);
            printf("n=%d r=%ld float %llx long %llx\n", n, *t2, (unsigned long long)t5, (unsigned long long)t4);
        }
        for (unsigned int k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            const int *t6 = &ints[k_1];
            mod_int(n, a, *t6);
            unsigned long t7 = (unsigned long)n;
            unsigned long t8 = t7 * 4UL;
            const void *t9 = (const void *)a;
            unsigned long t10 = hash_bytes(t9, t8);
            printf("n=%d b=%d int %llx", n, *t6, (unsigned long long)t10);
            mod_big_step(n, s, *t6);
            printf(" short %llx", (unsigned long long)hash_bytes((const void *)s, t7 * 2UL));
            mod_down(n, a, *t6);
            printf(" down %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_unsigned(n, u, (unsigned int)*t6);
            printf(" unsigned %llx", (unsigned long long)hash_bytes((const void *)u, t8));
            long t11 = (long)n;
            if (t11 >= 16L) {
                long t12 = t11 & -16L;
                long i_vec = 0L;
                /* vcc: loop at mod_induction.c:90 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                do {
                    vst1q_s32(a + i_vec, vdupq_n_s32(-1));
                    vst1q_s32(a + (i_vec + 4L), vdupq_n_s32(-1));
                    vst1q_s32(a + (i_vec + 8L), vdupq_n_s32(-1));
                    vst1q_s32(a + (i_vec + 12L), vdupq_n_s32(-1));
                    i_vec += 16L;
                } while (i_vec < t12);
                t13 = (int)t12;
            } else {
                t13 = 0;
            }
            long t14 = (long)n + (long)t13 * -1L;
            if (t14 >= 4L) {
                long t15 = t14 & -4L;
                long i_vec_1 = 0L;
                /* vcc: loop at mod_induction.c:90 vector epilogue: VF 4, UF 1, scalar epilogue */
                do {
                    vst1q_s32(a + ((long)t13 + i_vec_1), vdupq_n_s32(-1));
                    i_vec_1 += 4L;
                } while (i_vec_1 < t15);
                i = (int)((long)t13 + t15);
            } else {
                i = t13;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            mod_cond(n, a, c, *t6);
            printf(" cond %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_var(n, a, *t6, 11);
            printf(" var %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_four(n, a, *t6);
            printf(" four %llx\n", (unsigned long long)hash_bytes(t9, t8));
        }
        free((void *)f);
        free((void *)a);
        free((void *)s);
        free((void *)l);
        free((void *)u);
        free((void *)c);
    }
}
