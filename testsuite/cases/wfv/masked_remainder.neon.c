/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

float32x4_t _ZGVnN4uuul_shift(float *out, const float *in, float bias, int i);
int32x4_t _ZGVnN4vu_scale(int32x4_t x, int k);
int32x4_t _ZGVnM4vu_scale(int32x4_t x, int k, int32x4_t mask);
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

/* vcc: function at masked_remainder.c:16 vector variant _ZGVnN4uuul_shift of `shift`: VL 4, unmasked, out uniform, in uniform, bias uniform, i linear step 1 */
float32x4_t _ZGVnN4uuul_shift(float *out, const float *in, float bias, int i) {
    long t1 = (long)i;
    float32x4_t t2 = vld1q_f32(in + t1);
    float32x4_t t3 = vdupq_n_f32(0.5f);
    float32x4_t t4 = vmulq_f32(t2, t3);
    float32x4_t t5 = vdupq_n_f32(bias);
    float32x4_t t6 = vaddq_f32(t4, t5);
    vst1q_f32(out + t1, t6);
    float32x4_t t7 = vmulq_f32(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVnN4vu_scale of `scale`: VL 4, unmasked, x vector, k uniform */
int32x4_t _ZGVnN4vu_scale(int32x4_t x, int k) {
    int32x4_t t1 = vdupq_n_s32(k);
    int32x4_t t2 = vmulq_s32(x, t1);
    int32x4_t t3 = vdupq_n_s32(2);
    int32x4_t t4 = vshlq_s32(x, vnegq_s32(t3));
    int32x4_t t5 = vaddq_s32(t2, t4);
    return t5;
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVnM4vu_scale of `scale`: VL 4, masked, x vector, k uniform */
int32x4_t _ZGVnM4vu_scale(int32x4_t x, int k, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t2 = vdupq_n_s32(k);
    uint32x4_t t3 = vreinterpretq_u32_s32(x);
    uint32x4_t t4 = vreinterpretq_u32_s32(t2);
    uint32x4_t t5 = vmulq_u32(t3, t4);
    int32x4_t t6 = vreinterpretq_s32_u32(t5);
    int32x4_t t7 = vdupq_n_s32(2);
    int32x4_t t8 = vshlq_s32(x, vnegq_s32(t7));
    uint32x4_t t9 = vreinterpretq_u32_s32(t6);
    uint32x4_t t10 = vreinterpretq_u32_s32(t8);
    uint32x4_t t11 = vaddq_u32(t9, t10);
    int32x4_t t12 = vreinterpretq_s32_u32(t11);
    int32x4_t t13 = vbslq_s32(t1, t12, (int32x4_t)(vcc_v4_int){0});
    return t13;
}

void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = sq + i_vec_1;
            long t14 = (long)t3;
            float32x4_t t15 = vld1q_f32(in + t14);
            float32x4_t t16 = vdupq_n_f32(0.5f);
            float32x4_t t17 = vmulq_f32(t15, t16);
            float32x4_t t18 = vdupq_n_f32(bias);
            float32x4_t t19 = vaddq_f32(t17, t18);
            vst1q_f32(out + t14, t19);
            float32x4_t t20 = vmulq_f32(t19, t19);
            vst1q_f32(t4, t20);
            long t11 = i_vec_1 + 4L;
            int t12 = (int)t11;
            float *t13 = sq + t11;
            long t31 = (long)t12;
            float32x4_t t32 = vld1q_f32(in + t31);
            float32x4_t t33 = vdupq_n_f32(0.5f);
            float32x4_t t34 = vmulq_f32(t32, t33);
            float32x4_t t35 = vdupq_n_f32(bias);
            float32x4_t t36 = vaddq_f32(t34, t35);
            vst1q_f32(out + t31, t36);
            float32x4_t t37 = vmulq_f32(t36, t36);
            vst1q_f32(t13, t37);
            long t28 = i_vec_1 + 8L;
            int t29 = (int)t28;
            float *t30 = sq + t28;
            long t41 = (long)t29;
            float32x4_t t42 = vld1q_f32(in + t41);
            float32x4_t t43 = vdupq_n_f32(0.5f);
            float32x4_t t44 = vmulq_f32(t42, t43);
            float32x4_t t45 = vdupq_n_f32(bias);
            float32x4_t t46 = vaddq_f32(t44, t45);
            vst1q_f32(out + t41, t46);
            float32x4_t t47 = vmulq_f32(t46, t46);
            vst1q_f32(t30, t47);
            long t38 = i_vec_1 + 12L;
            int t39 = (int)t38;
            float *t40 = sq + t38;
            long t48 = (long)t39;
            float32x4_t t49 = vld1q_f32(in + t48);
            float32x4_t t50 = vdupq_n_f32(0.5f);
            float32x4_t t51 = vmulq_f32(t49, t50);
            float32x4_t t52 = vdupq_n_f32(bias);
            float32x4_t t53 = vaddq_f32(t51, t52);
            vst1q_f32(out + t48, t53);
            float32x4_t t54 = vmulq_f32(t53, t53);
            vst1q_f32(t40, t54);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = sq + t8;
            long t21 = (long)t9;
            float32x4_t t22 = vld1q_f32(in + t21);
            float32x4_t t23 = vdupq_n_f32(0.5f);
            float32x4_t t24 = vmulq_f32(t22, t23);
            float32x4_t t25 = vdupq_n_f32(bias);
            float32x4_t t26 = vaddq_f32(t24, t25);
            vst1q_f32(out + t21, t26);
            float32x4_t t27 = vmulq_f32(t26, t26);
            vst1q_f32(t10, t27);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        sq[i] = shift(out, in, bias, i);
    }
}

void scale_all(int *y, const int *x, int n, int k) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        int32x4_t t5 = vdupq_n_s32(0);
        uint32x4_t t6 = vreinterpretq_u32_s32(t5);
        uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int *t7 = y + i_vec_1;
            int32x4_t x_v = vld1q_s32(x + i_vec_1);
            int32x4_t t23 = vdupq_n_s32(k);
            int32x4_t t24 = vmulq_s32(x_v, t23);
            int32x4_t t25 = vdupq_n_s32(2);
            int32x4_t t26 = vshlq_s32(x_v, vnegq_s32(t25));
            int32x4_t t27 = vaddq_s32(t24, t26);
            int32x4_t t19 = vsubq_s32(t27, i_v_2);
            vst1q_s32(t7, t19);
            long t20 = i_vec_1 + 4L;
            uint32x4_t t21 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t21);
            int *t22 = y + t20;
            int32x4_t x_v_2 = vld1q_s32(x + t20);
            int32x4_t t38 = vdupq_n_s32(k);
            int32x4_t t39 = vmulq_s32(x_v_2, t38);
            int32x4_t t40 = vdupq_n_s32(2);
            int32x4_t t41 = vshlq_s32(x_v_2, vnegq_s32(t40));
            int32x4_t t42 = vaddq_s32(t39, t41);
            int32x4_t t34 = vsubq_s32(t42, i_v_4);
            vst1q_s32(t22, t34);
            long t35 = i_vec_1 + 8L;
            uint32x4_t t36 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t36);
            int *t37 = y + t35;
            int32x4_t x_v_3 = vld1q_s32(x + t35);
            int32x4_t t47 = vdupq_n_s32(k);
            int32x4_t t48 = vmulq_s32(x_v_3, t47);
            int32x4_t t49 = vdupq_n_s32(2);
            int32x4_t t50 = vshlq_s32(x_v_3, vnegq_s32(t49));
            int32x4_t t51 = vaddq_s32(t48, t50);
            int32x4_t t43 = vsubq_s32(t51, i_v_5);
            vst1q_s32(t37, t43);
            long t44 = i_vec_1 + 12L;
            uint32x4_t t45 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_6 = vreinterpretq_s32_u32(t45);
            int *t46 = y + t44;
            int32x4_t x_v_4 = vld1q_s32(x + t44);
            int32x4_t t53 = vdupq_n_s32(k);
            int32x4_t t54 = vmulq_s32(x_v_4, t53);
            int32x4_t t55 = vdupq_n_s32(2);
            int32x4_t t56 = vshlq_s32(x_v_4, vnegq_s32(t55));
            int32x4_t t57 = vaddq_s32(t54, t56);
            int32x4_t t52 = vsubq_s32(t57, i_v_6);
            vst1q_s32(t46, t52);
            i_vec_1 += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec_1 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)y;
    unsigned long t11 = (unsigned long)x;
    if ((t9 >= 4L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))))) {
        long t12 = t9 & -4L;
        int32x4_t t13 = vdupq_n_s32(t8);
        uint32x4_t t14 = vreinterpretq_u32_s32(t13);
        uint32x4_t i_v_1 = vaddq_u32(t14, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t15 = (long)t8 + i_vec;
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            int *t16 = y + t15;
            int32x4_t x_v_1 = vld1q_s32(x + t15);
            int32x4_t t29 = vdupq_n_s32(k);
            int32x4_t t30 = vmulq_s32(x_v_1, t29);
            int32x4_t t31 = vdupq_n_s32(2);
            int32x4_t t32 = vshlq_s32(x_v_1, vnegq_s32(t31));
            int32x4_t t33 = vaddq_s32(t30, t32);
            int32x4_t t28 = vsubq_s32(t33, i_v_3);
            vst1q_s32(t16, t28);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t12) {
                i = (int)((long)t8 + t12);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = x[t17];
        y[t17] = scale(t18, k) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

static void run(int n) {
    int t77;
    int i;
    int t109;
    int i_1;
    int t113;
    float t114;
    unsigned long t5 = (unsigned long)(n + 1) * 4UL;
    void *t6 = malloc(t5);
    float *in = (float *)t6;
    float *sq = (float *)malloc(t5);
    int t7 = n + 32;
    unsigned long t8 = (unsigned long)t7 * 4UL;
    float *out = (float *)malloc(t8);
    void *t9 = malloc(t5);
    int *x = (int *)t9;
    int *y = (int *)malloc(t5);
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)t6;
    unsigned long t12 = (unsigned long)t9;
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & 1 & 1) {
        long t13 = t10 & -16L;
        int32x4_t t14 = vdupq_n_s32(0);
        int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(13));
        uint32x4_t t18 = vminq_u32(t16, t17);
        int32x4_t t1 = vreinterpretq_s32_u32(t18);
        int32x4_t t19 = vdupq_n_s32(0);
        int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
        uint32x4_t t21 = vreinterpretq_u32_s32(t20);
        uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(101));
        uint32x4_t t23 = vminq_u32(t21, t22);
        int32x4_t t2 = vreinterpretq_s32_u32(t23);
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t t24 = vcvtq_f32_s32(t1);
            float32x4_t t25 = vsubq_f32(t24, vdupq_n_f32(4.5f));
            vst1q_f32(in + i_vec, t25);
            int32x4_t t26 = vsubq_s32(t2, vdupq_n_s32(50));
            vst1q_s32(x + i_vec, t26);
            long t27 = i_vec + 4L;
            int32x4_t t28 = vaddq_s32(t1, vdupq_n_s32(2));
            uint32x4_t t29 = vreinterpretq_u32_s32(t28);
            uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(13));
            uint32x4_t t31 = vminq_u32(t29, t30);
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            float32x4_t t33 = vcvtq_f32_s32(t32);
            float32x4_t t34 = vsubq_f32(t33, vdupq_n_f32(4.5f));
            vst1q_f32(in + t27, t34);
            int32x4_t t35 = vaddq_s32(t2, vdupq_n_s32(47));
            uint32x4_t t36 = vreinterpretq_u32_s32(t35);
            uint32x4_t t37 = vsubq_u32(t36, vdupq_n_u32(101));
            uint32x4_t t38 = vminq_u32(t36, t37);
            int32x4_t t39 = vreinterpretq_s32_u32(t38);
            int32x4_t t40 = vsubq_s32(t39, vdupq_n_s32(50));
            vst1q_s32(x + t27, t40);
            long t41 = i_vec + 8L;
            int32x4_t t42 = vaddq_s32(t1, vdupq_n_s32(4));
            uint32x4_t t43 = vreinterpretq_u32_s32(t42);
            uint32x4_t t44 = vsubq_u32(t43, vdupq_n_u32(13));
            uint32x4_t t45 = vminq_u32(t43, t44);
            int32x4_t t46 = vreinterpretq_s32_u32(t45);
            float32x4_t t47 = vcvtq_f32_s32(t46);
            float32x4_t t48 = vsubq_f32(t47, vdupq_n_f32(4.5f));
            vst1q_f32(in + t41, t48);
            int32x4_t t49 = vaddq_s32(t2, vdupq_n_s32(94));
            uint32x4_t t50 = vreinterpretq_u32_s32(t49);
            uint32x4_t t51 = vsubq_u32(t50, vdupq_n_u32(101));
            uint32x4_t t52 = vminq_u32(t50, t51);
            int32x4_t t53 = vreinterpretq_s32_u32(t52);
            int32x4_t t54 = vsubq_s32(t53, vdupq_n_s32(50));
            vst1q_s32(x + t41, t54);
            long t55 = i_vec + 12L;
            int32x4_t t56 = vaddq_s32(t1, vdupq_n_s32(6));
            uint32x4_t t57 = vreinterpretq_u32_s32(t56);
            uint32x4_t t58 = vsubq_u32(t57, vdupq_n_u32(13));
            uint32x4_t t59 = vminq_u32(t57, t58);
            int32x4_t t60 = vreinterpretq_s32_u32(t59);
            float32x4_t t61 = vcvtq_f32_s32(t60);
            float32x4_t t62 = vsubq_f32(t61, vdupq_n_f32(4.5f));
            vst1q_f32(in + t55, t62);
            int32x4_t t63 = vaddq_s32(t2, vdupq_n_s32(40));
            uint32x4_t t64 = vreinterpretq_u32_s32(t63);
            uint32x4_t t65 = vsubq_u32(t64, vdupq_n_u32(101));
            uint32x4_t t66 = vminq_u32(t64, t65);
            int32x4_t t67 = vreinterpretq_s32_u32(t66);
            int32x4_t t68 = vsubq_s32(t67, vdupq_n_s32(50));
            vst1q_s32(x + t55, t68);
            i_vec += 16L;
            int32x4_t t69 = vaddq_s32(t1, vdupq_n_s32(8));
            uint32x4_t t70 = vreinterpretq_u32_s32(t69);
            uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(13));
            uint32x4_t t72 = vminq_u32(t70, t71);
            t1 = vreinterpretq_s32_u32(t72);
            int32x4_t t73 = vaddq_s32(t2, vdupq_n_s32(87));
            uint32x4_t t74 = vreinterpretq_u32_s32(t73);
            uint32x4_t t75 = vsubq_u32(t74, vdupq_n_u32(101));
            uint32x4_t t76 = vminq_u32(t74, t75);
            t2 = vreinterpretq_s32_u32(t76);
        } while (i_vec < t13);
        t77 = (int)t13;
    } else {
        t77 = 0;
    }
    long t78 = (long)n + (long)t77 * -1L;
    unsigned long t79 = (unsigned long)t6;
    unsigned long t80 = (unsigned long)t9;
    int t81 = (int)((unsigned int)t77 * 7U);
    int t82 = (int)((unsigned int)t77 * 37U);
    if ((t78 >= 4L) & (((t79 + (unsigned long)((long)t77 * 4L + 4L + (t78 - 1L) * 4L)) <= (t80 + (unsigned long)((long)t77 * 4L))) | ((t80 + (unsigned long)((long)t77 * 4L + 4L + (t78 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t77 * 4L)))) & (t81 >= 0) & (t82 >= 0)) {
        long t83 = t78 & -4L;
        int32x4_t t84 = vdupq_n_s32(t81 % 13);
        int32x4_t t85 = vaddq_s32(t84, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
        uint32x4_t t86 = vreinterpretq_u32_s32(t85);
        uint32x4_t t87 = vsubq_u32(t86, vdupq_n_u32(13));
        uint32x4_t t88 = vminq_u32(t86, t87);
        int32x4_t t3 = vreinterpretq_s32_u32(t88);
        int32x4_t t89 = vdupq_n_s32(t82 % 101);
        int32x4_t t90 = vaddq_s32(t89, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
        uint32x4_t t91 = vreinterpretq_u32_s32(t90);
        uint32x4_t t92 = vsubq_u32(t91, vdupq_n_u32(101));
        uint32x4_t t93 = vminq_u32(t91, t92);
        int32x4_t t4 = vreinterpretq_s32_u32(t93);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:52 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, scalar epilogue */
        do {
            long t94 = (long)t77 + i_vec_1;
            float32x4_t t95 = vcvtq_f32_s32(t3);
            float32x4_t t96 = vsubq_f32(t95, vdupq_n_f32(4.5f));
            vst1q_f32(in + t94, t96);
            int32x4_t t97 = vsubq_s32(t4, vdupq_n_s32(50));
            vst1q_s32(x + t94, t97);
            i_vec_1 += 4L;
            int32x4_t t98 = vaddq_s32(t3, vdupq_n_s32(2));
            uint32x4_t t99 = vreinterpretq_u32_s32(t98);
            uint32x4_t t100 = vsubq_u32(t99, vdupq_n_u32(13));
            uint32x4_t t101 = vminq_u32(t99, t100);
            t3 = vreinterpretq_s32_u32(t101);
            int32x4_t t102 = vaddq_s32(t4, vdupq_n_s32(47));
            uint32x4_t t103 = vreinterpretq_u32_s32(t102);
            uint32x4_t t104 = vsubq_u32(t103, vdupq_n_u32(101));
            uint32x4_t t105 = vminq_u32(t103, t104);
            t4 = vreinterpretq_s32_u32(t105);
        } while (i_vec_1 < t83);
        i = (int)((long)t77 + t83);
    } else {
        i = t77;
    }
    for (; i < n; i++) {
        long t106 = (long)i;
        in[t106] = (float)(i * 7 % 13) - 4.5f;
        x[t106] = i * 37 % 101 - 50;
    }
    long t107 = (long)n + 32L;
    if (t107 >= 16L) {
        long t108 = t107 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_f32(out + i_vec_2, vdupq_n_f32(-1.0f));
            vst1q_f32(out + (i_vec_2 + 4L), vdupq_n_f32(-1.0f));
            vst1q_f32(out + (i_vec_2 + 8L), vdupq_n_f32(-1.0f));
            vst1q_f32(out + (i_vec_2 + 12L), vdupq_n_f32(-1.0f));
            i_vec_2 += 16L;
        } while (i_vec_2 < t108);
        t109 = (int)t108;
    } else {
        t109 = 0;
    }
    long t110 = (long)n + (long)t109 * -1L + 32L;
    if (t110 >= 4L) {
        long t111 = t110 & -4L;
        long i_vec_3 = 0L;
        /* vcc: loop at masked_remainder.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_f32(out + ((long)t109 + i_vec_3), vdupq_n_f32(-1.0f));
            i_vec_3 += 4L;
        } while (i_vec_3 < t111);
        i_1 = (int)((long)t109 + t111);
    } else {
        i_1 = t109;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = hash(14695981039346656037ULL, (const void *)out, t8);
    unsigned long t112 = (unsigned long)n * 4UL;
    unsigned long long h_1 = hash(hash(h, (const void *)sq, t112), (const void *)y, t112);
    if (n) {
        t113 = y[n - 1];
    } else {
        t113 = 0;
    }
    if (n) {
        t114 = sq[n - 1];
    } else {
        t114 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t114, t113);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
