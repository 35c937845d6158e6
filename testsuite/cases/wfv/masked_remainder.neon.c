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
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        int32x4_t t6 = vdupq_n_s32(0);
        uint32x4_t t7 = vreinterpretq_u32_s32(t6);
        uint32x4_t i_v = vaddq_u32(t7, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int *t8 = y + i_vec_1;
            int32x4_t x_v = vld1q_s32(x + i_vec_1);
            int32x4_t t25 = vdupq_n_s32(k);
            int32x4_t t26 = vmulq_s32(x_v, t25);
            int32x4_t t27 = vdupq_n_s32(2);
            int32x4_t t28 = vshlq_s32(x_v, vnegq_s32(t27));
            int32x4_t t29 = vaddq_s32(t26, t28);
            int32x4_t t21 = vsubq_s32(t29, i_v_2);
            vst1q_s32(t8, t21);
            long t22 = i_vec_1 + 4L;
            uint32x4_t t23 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t23);
            int *t24 = y + t22;
            int32x4_t x_v_2 = vld1q_s32(x + t22);
            int32x4_t t40 = vdupq_n_s32(k);
            int32x4_t t41 = vmulq_s32(x_v_2, t40);
            int32x4_t t42 = vdupq_n_s32(2);
            int32x4_t t43 = vshlq_s32(x_v_2, vnegq_s32(t42));
            int32x4_t t44 = vaddq_s32(t41, t43);
            int32x4_t t36 = vsubq_s32(t44, i_v_4);
            vst1q_s32(t24, t36);
            long t37 = i_vec_1 + 8L;
            uint32x4_t t38 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t38);
            int *t39 = y + t37;
            int32x4_t x_v_3 = vld1q_s32(x + t37);
            int32x4_t t49 = vdupq_n_s32(k);
            int32x4_t t50 = vmulq_s32(x_v_3, t49);
            int32x4_t t51 = vdupq_n_s32(2);
            int32x4_t t52 = vshlq_s32(x_v_3, vnegq_s32(t51));
            int32x4_t t53 = vaddq_s32(t50, t52);
            int32x4_t t45 = vsubq_s32(t53, i_v_5);
            vst1q_s32(t39, t45);
            long t46 = i_vec_1 + 12L;
            uint32x4_t t47 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_6 = vreinterpretq_s32_u32(t47);
            int *t48 = y + t46;
            int32x4_t x_v_4 = vld1q_s32(x + t46);
            int32x4_t t55 = vdupq_n_s32(k);
            int32x4_t t56 = vmulq_s32(x_v_4, t55);
            int32x4_t t57 = vdupq_n_s32(2);
            int32x4_t t58 = vshlq_s32(x_v_4, vnegq_s32(t57));
            int32x4_t t59 = vaddq_s32(t56, t58);
            int32x4_t t54 = vsubq_s32(t59, i_v_6);
            vst1q_s32(t48, t54);
            i_vec_1 += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec_1 >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)y + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 4L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -4L;
        int32x4_t t15 = vdupq_n_s32(t9);
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t i_v_1 = vaddq_u32(t16, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t17 = (long)t9 + i_vec;
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            int *t18 = y + t17;
            int32x4_t x_v_1 = vld1q_s32(x + t17);
            int32x4_t t31 = vdupq_n_s32(k);
            int32x4_t t32 = vmulq_s32(x_v_1, t31);
            int32x4_t t33 = vdupq_n_s32(2);
            int32x4_t t34 = vshlq_s32(x_v_1, vnegq_s32(t33));
            int32x4_t t35 = vaddq_s32(t32, t34);
            int32x4_t t30 = vsubq_s32(t35, i_v_3);
            vst1q_s32(t18, t30);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t14) {
                i = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = x[t19];
        y[t19] = scale(t20, k) - i;
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
    int t78;
    int i;
    int t111;
    int i_1;
    int t115;
    float t116;
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
    long t13 = (long)((unsigned long)t9 - (unsigned long)t6);
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
        long t14 = t10 & -16L;
        int32x4_t t15 = vdupq_n_s32(0);
        int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
        uint32x4_t t17 = vreinterpretq_u32_s32(t16);
        uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(13));
        uint32x4_t t19 = vminq_u32(t17, t18);
        int32x4_t t1 = vreinterpretq_s32_u32(t19);
        int32x4_t t20 = vdupq_n_s32(0);
        int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
        uint32x4_t t22 = vreinterpretq_u32_s32(t21);
        uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(101));
        uint32x4_t t24 = vminq_u32(t22, t23);
        int32x4_t t2 = vreinterpretq_s32_u32(t24);
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t t25 = vcvtq_f32_s32(t1);
            float32x4_t t26 = vsubq_f32(t25, vdupq_n_f32(4.5f));
            vst1q_f32(in + i_vec, t26);
            int32x4_t t27 = vsubq_s32(t2, vdupq_n_s32(50));
            vst1q_s32(x + i_vec, t27);
            long t28 = i_vec + 4L;
            int32x4_t t29 = vaddq_s32(t1, vdupq_n_s32(2));
            uint32x4_t t30 = vreinterpretq_u32_s32(t29);
            uint32x4_t t31 = vsubq_u32(t30, vdupq_n_u32(13));
            uint32x4_t t32 = vminq_u32(t30, t31);
            int32x4_t t33 = vreinterpretq_s32_u32(t32);
            float32x4_t t34 = vcvtq_f32_s32(t33);
            float32x4_t t35 = vsubq_f32(t34, vdupq_n_f32(4.5f));
            vst1q_f32(in + t28, t35);
            int32x4_t t36 = vaddq_s32(t2, vdupq_n_s32(47));
            uint32x4_t t37 = vreinterpretq_u32_s32(t36);
            uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(101));
            uint32x4_t t39 = vminq_u32(t37, t38);
            int32x4_t t40 = vreinterpretq_s32_u32(t39);
            int32x4_t t41 = vsubq_s32(t40, vdupq_n_s32(50));
            vst1q_s32(x + t28, t41);
            long t42 = i_vec + 8L;
            int32x4_t t43 = vaddq_s32(t1, vdupq_n_s32(4));
            uint32x4_t t44 = vreinterpretq_u32_s32(t43);
            uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(13));
            uint32x4_t t46 = vminq_u32(t44, t45);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            float32x4_t t48 = vcvtq_f32_s32(t47);
            float32x4_t t49 = vsubq_f32(t48, vdupq_n_f32(4.5f));
            vst1q_f32(in + t42, t49);
            int32x4_t t50 = vaddq_s32(t2, vdupq_n_s32(94));
            uint32x4_t t51 = vreinterpretq_u32_s32(t50);
            uint32x4_t t52 = vsubq_u32(t51, vdupq_n_u32(101));
            uint32x4_t t53 = vminq_u32(t51, t52);
            int32x4_t t54 = vreinterpretq_s32_u32(t53);
            int32x4_t t55 = vsubq_s32(t54, vdupq_n_s32(50));
            vst1q_s32(x + t42, t55);
            long t56 = i_vec + 12L;
            int32x4_t t57 = vaddq_s32(t1, vdupq_n_s32(6));
            uint32x4_t t58 = vreinterpretq_u32_s32(t57);
            uint32x4_t t59 = vsubq_u32(t58, vdupq_n_u32(13));
            uint32x4_t t60 = vminq_u32(t58, t59);
            int32x4_t t61 = vreinterpretq_s32_u32(t60);
            float32x4_t t62 = vcvtq_f32_s32(t61);
            float32x4_t t63 = vsubq_f32(t62, vdupq_n_f32(4.5f));
            vst1q_f32(in + t56, t63);
            int32x4_t t64 = vaddq_s32(t2, vdupq_n_s32(40));
            uint32x4_t t65 = vreinterpretq_u32_s32(t64);
            uint32x4_t t66 = vsubq_u32(t65, vdupq_n_u32(101));
            uint32x4_t t67 = vminq_u32(t65, t66);
            int32x4_t t68 = vreinterpretq_s32_u32(t67);
            int32x4_t t69 = vsubq_s32(t68, vdupq_n_s32(50));
            vst1q_s32(x + t56, t69);
            i_vec += 16L;
            int32x4_t t70 = vaddq_s32(t1, vdupq_n_s32(8));
            uint32x4_t t71 = vreinterpretq_u32_s32(t70);
            uint32x4_t t72 = vsubq_u32(t71, vdupq_n_u32(13));
            uint32x4_t t73 = vminq_u32(t71, t72);
            t1 = vreinterpretq_s32_u32(t73);
            int32x4_t t74 = vaddq_s32(t2, vdupq_n_s32(87));
            uint32x4_t t75 = vreinterpretq_u32_s32(t74);
            uint32x4_t t76 = vsubq_u32(t75, vdupq_n_u32(101));
            uint32x4_t t77 = vminq_u32(t75, t76);
            t2 = vreinterpretq_s32_u32(t77);
        } while (i_vec < t14);
        t78 = (int)t14;
    } else {
        t78 = 0;
    }
    long t79 = (long)n + (long)t78 * -1L;
    unsigned long t80 = (unsigned long)t6;
    unsigned long t81 = (unsigned long)t9;
    long t82 = (long)((unsigned long)t9 + (unsigned long)((long)t78 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t78 * 4L)));
    int t83 = (int)((unsigned int)t78 * 7U);
    int t84 = (int)((unsigned int)t78 * 37U);
    if ((t79 >= 4L) & (((t80 + (unsigned long)((long)t78 * 4L + 4L + (t79 - 1L) * 4L)) <= (t81 + (unsigned long)((long)t78 * 4L))) | ((t81 + (unsigned long)((long)t78 * 4L + 4L + (t79 - 1L) * 4L)) <= (t80 + (unsigned long)((long)t78 * 4L))) | ((t82 <= 0L) | (t82 >= 16L))) & (t83 >= 0) & (t84 >= 0)) {
        long t85 = t79 & -4L;
        int32x4_t t86 = vdupq_n_s32(t83 % 13);
        int32x4_t t87 = vaddq_s32(t86, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
        uint32x4_t t88 = vreinterpretq_u32_s32(t87);
        uint32x4_t t89 = vsubq_u32(t88, vdupq_n_u32(13));
        uint32x4_t t90 = vminq_u32(t88, t89);
        int32x4_t t3 = vreinterpretq_s32_u32(t90);
        int32x4_t t91 = vdupq_n_s32(t84 % 101);
        int32x4_t t92 = vaddq_s32(t91, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
        uint32x4_t t93 = vreinterpretq_u32_s32(t92);
        uint32x4_t t94 = vsubq_u32(t93, vdupq_n_u32(101));
        uint32x4_t t95 = vminq_u32(t93, t94);
        int32x4_t t4 = vreinterpretq_s32_u32(t95);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:52 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t96 = (long)t78 + i_vec_1;
            float32x4_t t97 = vcvtq_f32_s32(t3);
            float32x4_t t98 = vsubq_f32(t97, vdupq_n_f32(4.5f));
            vst1q_f32(in + t96, t98);
            int32x4_t t99 = vsubq_s32(t4, vdupq_n_s32(50));
            vst1q_s32(x + t96, t99);
            i_vec_1 += 4L;
            int32x4_t t100 = vaddq_s32(t3, vdupq_n_s32(2));
            uint32x4_t t101 = vreinterpretq_u32_s32(t100);
            uint32x4_t t102 = vsubq_u32(t101, vdupq_n_u32(13));
            uint32x4_t t103 = vminq_u32(t101, t102);
            t3 = vreinterpretq_s32_u32(t103);
            int32x4_t t104 = vaddq_s32(t4, vdupq_n_s32(47));
            uint32x4_t t105 = vreinterpretq_u32_s32(t104);
            uint32x4_t t106 = vsubq_u32(t105, vdupq_n_u32(101));
            uint32x4_t t107 = vminq_u32(t105, t106);
            t4 = vreinterpretq_s32_u32(t107);
        } while (i_vec_1 < t85);
        i = (int)((long)t78 + t85);
    } else {
        i = t78;
    }
    for (; i < n; i++) {
        long t108 = (long)i;
        in[t108] = (float)(i * 7 % 13) - 4.5f;
        x[t108] = i * 37 % 101 - 50;
    }
    long t109 = (long)n + 32L;
    if (t109 >= 16L) {
        long t110 = t109 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_f32(out + i_vec_2, vdupq_n_f32(-1.0f));
            vst1q_f32(out + (i_vec_2 + 4L), vdupq_n_f32(-1.0f));
            vst1q_f32(out + (i_vec_2 + 8L), vdupq_n_f32(-1.0f));
            vst1q_f32(out + (i_vec_2 + 12L), vdupq_n_f32(-1.0f));
            i_vec_2 += 16L;
        } while (i_vec_2 < t110);
        t111 = (int)t110;
    } else {
        t111 = 0;
    }
    long t112 = (long)n + (long)t111 * -1L + 32L;
    if (t112 >= 4L) {
        long t113 = t112 & -4L;
        long i_vec_3 = 0L;
        /* vcc: loop at masked_remainder.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_f32(out + ((long)t111 + i_vec_3), vdupq_n_f32(-1.0f));
            i_vec_3 += 4L;
        } while (i_vec_3 < t113);
        i_1 = (int)((long)t111 + t113);
    } else {
        i_1 = t111;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = hash(14695981039346656037ULL, (const void *)out, t8);
    unsigned long t114 = (unsigned long)n * 4UL;
    unsigned long long h_1 = hash(hash(h, (const void *)sq, t114), (const void *)y, t114);
    if (n) {
        t115 = y[n - 1];
    } else {
        t115 = 0;
    }
    if (n) {
        t116 = sq[n - 1];
    } else {
        t116 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t116, t115);
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
