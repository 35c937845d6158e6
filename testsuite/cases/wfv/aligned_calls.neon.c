/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

float32x4_t _ZGVnN4l4a32u_scale(const float *p, float k);
void _ZGVnN4l4a32u_bump(float *p, float k);
float32x4_t _ZGVnN4ua32v_poly(const float *c, float32x4_t x);
float32x4_t _ZGVnN4l4a32u_twice(const float *q, float k);
float32x4_t _ZGVnN4l4a32u_shifted(const float *q, float k);
/* Loops that call variants with aligned parameters (`aligned(p:32)`: the `a32` in
   `_ZGVdN8l4a32u_scale`), whose bodies read and write through p with aligned vector accesses.
   The loop passes lane 0's pointer: `a + i` and `&a[i]` move by 8 floats (32 bytes) per vector
   of 8 lanes (16 floats per 16 lanes on avx512), so they stay aligned when they start aligned;
   the guard tests the start and runs the scalar loop otherwise. A uniform aligned pointer
   (`poly`'s table) is tested once. main runs every loop from 32-byte aligned starts (the vector
   loops call the variants: see the golden and the remarks) and from starts one element off (a
   misaligned start that the guard must send to the scalar loop: an aligned load through it
   would fault), over odd and even trip counts. Variants calling variants: `twice` passes its own
   aligned `q` on, which the shapes prove aligned, so its variant calls scale's aligned variant;
   `shifted` passes `q + 1`, not aligned, so each of its lanes calls `scale`. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 6 sse4.2=1 sse2=1 neon=1 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

/* vcc: function at aligned_calls.c:18 vector variant _ZGVnN4l4a32u_scale of `scale`: VL 4, unmasked, p linear step 1 aligned 32, k uniform */
float32x4_t _ZGVnN4l4a32u_scale(const float *p, float k) {
    float32x4_t t1 = vld1q_f32(p + 0);
    float32x4_t t2 = vdupq_n_f32(k);
    float32x4_t t3 = vmulq_f32(t1, t2);
    float32x4_t t4 = vdupq_n_f32(1.0f);
    float32x4_t t5 = vaddq_f32(t3, t4);
    return t5;
}

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

/* vcc: function at aligned_calls.c:24 vector variant _ZGVnN4l4a32u_bump of `bump`: VL 4, unmasked, p linear step 1 aligned 32, k uniform */
void _ZGVnN4l4a32u_bump(float *p, float k) {
    float *t1 = p + 0;
    float32x4_t t2 = vld1q_f32(t1);
    float32x4_t t3 = vdupq_n_f32(k);
    float32x4_t t4 = vmulq_f32(t2, t3);
    float32x4_t t5 = vdupq_n_f32(2.0f);
    float32x4_t t6 = vsubq_f32(t4, t5);
    vst1q_f32(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

/* vcc: function at aligned_calls.c:30 vector variant _ZGVnN4ua32v_poly of `poly`: VL 4, unmasked, c uniform aligned 32, x vector */
float32x4_t _ZGVnN4ua32v_poly(const float *c, float32x4_t x) {
    float32x4_t t1 = vdupq_n_f32(c[3]);
    float32x4_t t2 = vmulq_f32(t1, x);
    float32x4_t t3 = vdupq_n_f32(c[2]);
    float32x4_t t4 = vaddq_f32(t2, t3);
    float32x4_t t5 = vmulq_f32(t4, x);
    float32x4_t t6 = vdupq_n_f32(c[1]);
    float32x4_t t7 = vaddq_f32(t5, t6);
    float32x4_t t8 = vmulq_f32(t7, x);
    float32x4_t t9 = vdupq_n_f32(c[0]);
    float32x4_t t10 = vaddq_f32(t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

/* vcc: function at aligned_calls.c:35 vector variant _ZGVnN4l4a32u_twice of `twice`: VL 4, unmasked, q linear step 1 aligned 32, k uniform */
float32x4_t _ZGVnN4l4a32u_twice(const float *q, float k) {
    float32x4_t t1 = _ZGVnN4l4a32u_scale(q, k);
    float32x4_t t2 = vdupq_n_f32(0.5f);
    float32x4_t t3 = vmulq_f32(t1, t2);
    float32x4_t t4 = _ZGVnN4l4a32u_scale(q, -k);
    float32x4_t t5 = vaddq_f32(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

/* vcc: function at aligned_calls.c:40 vector variant _ZGVnN4l4a32u_shifted of `shifted`: VL 4, unmasked, q linear step 1 aligned 32, k uniform */
float32x4_t _ZGVnN4l4a32u_shifted(const float *q, float k) {
    const float *t1 = q + 1;
    float32x4_t t2 = vsetq_lane_f32(scale(t1, k), (float32x4_t)(vcc_v4_float){0}, 0);
    float32x4_t t3 = vsetq_lane_f32(scale(t1 + 1, k), t2, 1);
    float32x4_t t4 = vsetq_lane_f32(scale(t1 + 2, k), t3, 2);
    float32x4_t t5 = vsetq_lane_f32(scale(t1 + 3, k), t4, 3);
    float32x4_t t6 = vld1q_f32(q + 0);
    float32x4_t t7 = vsubq_f32(t5, t6);
    return t7;
}

void scale_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale(a + i, k);
}

void scale_addr(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale(&a[i], k) - 0.5f;
}

void bump_all(float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        bump(a + i, k);
}

void poly_all(float *out, const float *c, const float *x, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 4, UF 4, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t19 = vdupq_n_f32(c[3]);
            float32x4_t t20 = vmulq_f32(t19, x_v);
            float32x4_t t21 = vdupq_n_f32(c[2]);
            float32x4_t t22 = vaddq_f32(t20, t21);
            float32x4_t t23 = vmulq_f32(t22, x_v);
            float32x4_t t24 = vdupq_n_f32(c[1]);
            float32x4_t t25 = vaddq_f32(t23, t24);
            float32x4_t t26 = vmulq_f32(t25, x_v);
            float32x4_t t27 = vdupq_n_f32(c[0]);
            float32x4_t t28 = vaddq_f32(t26, t27);
            vst1q_f32(t6, t28);
            long t17 = i_vec_1 + 4L;
            float *t18 = out + t17;
            float32x4_t x_v_2 = vld1q_f32(x + t17);
            float32x4_t t41 = vdupq_n_f32(c[3]);
            float32x4_t t42 = vmulq_f32(t41, x_v_2);
            float32x4_t t43 = vdupq_n_f32(c[2]);
            float32x4_t t44 = vaddq_f32(t42, t43);
            float32x4_t t45 = vmulq_f32(t44, x_v_2);
            float32x4_t t46 = vdupq_n_f32(c[1]);
            float32x4_t t47 = vaddq_f32(t45, t46);
            float32x4_t t48 = vmulq_f32(t47, x_v_2);
            float32x4_t t49 = vdupq_n_f32(c[0]);
            float32x4_t t50 = vaddq_f32(t48, t49);
            vst1q_f32(t18, t50);
            long t39 = i_vec_1 + 8L;
            float *t40 = out + t39;
            float32x4_t x_v_3 = vld1q_f32(x + t39);
            float32x4_t t53 = vdupq_n_f32(c[3]);
            float32x4_t t54 = vmulq_f32(t53, x_v_3);
            float32x4_t t55 = vdupq_n_f32(c[2]);
            float32x4_t t56 = vaddq_f32(t54, t55);
            float32x4_t t57 = vmulq_f32(t56, x_v_3);
            float32x4_t t58 = vdupq_n_f32(c[1]);
            float32x4_t t59 = vaddq_f32(t57, t58);
            float32x4_t t60 = vmulq_f32(t59, x_v_3);
            float32x4_t t61 = vdupq_n_f32(c[0]);
            float32x4_t t62 = vaddq_f32(t60, t61);
            vst1q_f32(t40, t62);
            long t51 = i_vec_1 + 12L;
            float *t52 = out + t51;
            float32x4_t x_v_4 = vld1q_f32(x + t51);
            float32x4_t t63 = vdupq_n_f32(c[3]);
            float32x4_t t64 = vmulq_f32(t63, x_v_4);
            float32x4_t t65 = vdupq_n_f32(c[2]);
            float32x4_t t66 = vaddq_f32(t64, t65);
            float32x4_t t67 = vmulq_f32(t66, x_v_4);
            float32x4_t t68 = vdupq_n_f32(c[1]);
            float32x4_t t69 = vaddq_f32(t67, t68);
            float32x4_t t70 = vmulq_f32(t69, x_v_4);
            float32x4_t t71 = vdupq_n_f32(c[0]);
            float32x4_t t72 = vaddq_f32(t70, t71);
            vst1q_f32(t52, t72);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)out + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 16L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t12 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:64 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = out + t13;
            float32x4_t x_v_1 = vld1q_f32(x + t13);
            float32x4_t t29 = vdupq_n_f32(c[3]);
            float32x4_t t30 = vmulq_f32(t29, x_v_1);
            float32x4_t t31 = vdupq_n_f32(c[2]);
            float32x4_t t32 = vaddq_f32(t30, t31);
            float32x4_t t33 = vmulq_f32(t32, x_v_1);
            float32x4_t t34 = vdupq_n_f32(c[1]);
            float32x4_t t35 = vaddq_f32(t33, t34);
            float32x4_t t36 = vmulq_f32(t35, x_v_1);
            float32x4_t t37 = vdupq_n_f32(c[0]);
            float32x4_t t38 = vaddq_f32(t36, t37);
            vst1q_f32(t14, t38);
            i_vec += 4L;
            if (i_vec >= t12) {
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        out[t15] = poly(c, t16);
    }
}

void twice_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = twice(a + i, k);
}

/* Reads a[i + 1]: one iteration fewer. */
void shifted_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n - 1; i++)
        out[i] = shifted(a + i, k);
}

static unsigned long digest(const float *v, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned long)(long)(v[i] * 64.0f);
    return h;
}

int main(void) {
    int sizes[9];
    int t80;
    int i;
    int t100;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 31;
    sizes[7] = 33;
    sizes[8] = 1003;
    float *c = (float *)aligned_alloc(32UL, 256UL);
    int32x4_t t4 = vdupq_n_s32(0);
    int32x4_t t5 = vaddq_s32(t4, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t6 = vreinterpretq_u32_s32(t5);
    uint32x4_t t7 = vsubq_u32(t6, vdupq_n_u32(7));
    uint32x4_t t8 = vminq_u32(t6, t7);
    int32x4_t t1 = vreinterpretq_s32_u32(t8);
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 4, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t9 = vcvtq_f32_s32(t1);
        float32x4_t t10 = vmulq_f32(vdupq_n_f32(0.25f), t9);
        float32x4_t t11 = vsubq_f32(t10, vdupq_n_f32(0.5f));
        vst1q_f32(c + i_vec, t11);
        int32x4_t t12 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t13 = vreinterpretq_u32_s32(t12);
        uint32x4_t t14 = vsubq_u32(t13, vdupq_n_u32(7));
        uint32x4_t t15 = vminq_u32(t13, t14);
        int32x4_t t16 = vreinterpretq_s32_u32(t15);
        float32x4_t t17 = vcvtq_f32_s32(t16);
        float32x4_t t18 = vmulq_f32(vdupq_n_f32(0.25f), t17);
        float32x4_t t19 = vsubq_f32(t18, vdupq_n_f32(0.5f));
        vst1q_f32(c + (i_vec + 4L), t19);
        int32x4_t t20 = vaddq_s32(t1, vdupq_n_s32(1));
        uint32x4_t t21 = vreinterpretq_u32_s32(t20);
        uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(7));
        uint32x4_t t23 = vminq_u32(t21, t22);
        int32x4_t t24 = vreinterpretq_s32_u32(t23);
        float32x4_t t25 = vcvtq_f32_s32(t24);
        float32x4_t t26 = vmulq_f32(vdupq_n_f32(0.25f), t25);
        float32x4_t t27 = vsubq_f32(t26, vdupq_n_f32(0.5f));
        vst1q_f32(c + (i_vec + 8L), t27);
        int32x4_t t28 = vaddq_s32(t1, vdupq_n_s32(5));
        uint32x4_t t29 = vreinterpretq_u32_s32(t28);
        uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(7));
        uint32x4_t t31 = vminq_u32(t29, t30);
        int32x4_t t32 = vreinterpretq_s32_u32(t31);
        float32x4_t t33 = vcvtq_f32_s32(t32);
        float32x4_t t34 = vmulq_f32(vdupq_n_f32(0.25f), t33);
        float32x4_t t35 = vsubq_f32(t34, vdupq_n_f32(0.5f));
        vst1q_f32(c + (i_vec + 12L), t35);
        i_vec += 16L;
        int32x4_t t36 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t37 = vreinterpretq_u32_s32(t36);
        uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(7));
        uint32x4_t t39 = vminq_u32(t37, t38);
        t1 = vreinterpretq_s32_u32(t39);
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t40 = n + 1;
        unsigned long bytes = ((unsigned long)t40 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t41 = (long)n + 1L;
            if ((t41 >= 16L) & 1) {
                long t42 = t41 & -16L;
                int32x4_t t43 = vdupq_n_s32(0);
                int32x4_t t44 = vaddq_s32(t43, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t45 = vreinterpretq_u32_s32(t44);
                uint32x4_t t46 = vsubq_u32(t45, vdupq_n_u32(13));
                uint32x4_t t47 = vminq_u32(t45, t46);
                int32x4_t t2 = vreinterpretq_s32_u32(t47);
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 4, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    float32x4_t t48 = vcvtq_f32_s32(t2);
                    float32x4_t t49 = vmulq_f32(t48, vdupq_n_f32(0.5f));
                    float32x4_t t50 = vsubq_f32(t49, vdupq_n_f32(3.0f));
                    vst1q_f32(a + i_vec_1, t50);
                    int32x4_t t51 = vaddq_s32(t2, vdupq_n_s32(4));
                    uint32x4_t t52 = vreinterpretq_u32_s32(t51);
                    uint32x4_t t53 = vsubq_u32(t52, vdupq_n_u32(13));
                    uint32x4_t t54 = vminq_u32(t52, t53);
                    int32x4_t t55 = vreinterpretq_s32_u32(t54);
                    float32x4_t t56 = vcvtq_f32_s32(t55);
                    float32x4_t t57 = vmulq_f32(t56, vdupq_n_f32(0.5f));
                    float32x4_t t58 = vsubq_f32(t57, vdupq_n_f32(3.0f));
                    vst1q_f32(a + (i_vec_1 + 4L), t58);
                    int32x4_t t59 = vaddq_s32(t2, vdupq_n_s32(8));
                    uint32x4_t t60 = vreinterpretq_u32_s32(t59);
                    uint32x4_t t61 = vsubq_u32(t60, vdupq_n_u32(13));
                    uint32x4_t t62 = vminq_u32(t60, t61);
                    int32x4_t t63 = vreinterpretq_s32_u32(t62);
                    float32x4_t t64 = vcvtq_f32_s32(t63);
                    float32x4_t t65 = vmulq_f32(t64, vdupq_n_f32(0.5f));
                    float32x4_t t66 = vsubq_f32(t65, vdupq_n_f32(3.0f));
                    vst1q_f32(a + (i_vec_1 + 8L), t66);
                    int32x4_t t67 = vaddq_s32(t2, vdupq_n_s32(12));
                    uint32x4_t t68 = vreinterpretq_u32_s32(t67);
                    uint32x4_t t69 = vsubq_u32(t68, vdupq_n_u32(13));
                    uint32x4_t t70 = vminq_u32(t68, t69);
                    int32x4_t t71 = vreinterpretq_s32_u32(t70);
                    float32x4_t t72 = vcvtq_f32_s32(t71);
                    float32x4_t t73 = vmulq_f32(t72, vdupq_n_f32(0.5f));
                    float32x4_t t74 = vsubq_f32(t73, vdupq_n_f32(3.0f));
                    vst1q_f32(a + (i_vec_1 + 12L), t74);
                    i_vec_1 += 16L;
                    int32x4_t t75 = vaddq_s32(t2, vdupq_n_s32(3));
                    uint32x4_t t76 = vreinterpretq_u32_s32(t75);
                    uint32x4_t t77 = vsubq_u32(t76, vdupq_n_u32(13));
                    uint32x4_t t78 = vminq_u32(t76, t77);
                    int32x4_t t79 = vreinterpretq_s32_u32(t78);
                    if (i_vec_1 >= t42) {
                        break;
                    }
                    t2 = t79;
                }
                t80 = (int)t42;
            } else {
                t80 = 0;
            }
            long t81 = (long)n + (long)t80 * -1L + 1L;
            if ((t81 >= 4L) & (t80 >= 0)) {
                long t82 = t81 & -4L;
                int32x4_t t83 = vdupq_n_s32(t80 % 13);
                int32x4_t t84 = vaddq_s32(t83, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t85 = vreinterpretq_u32_s32(t84);
                uint32x4_t t86 = vsubq_u32(t85, vdupq_n_u32(13));
                uint32x4_t t87 = vminq_u32(t85, t86);
                int32x4_t t3 = vreinterpretq_s32_u32(t87);
                long i_vec_2 = 0L;
                /* vcc: loop at aligned_calls.c:99 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    float32x4_t t88 = vcvtq_f32_s32(t3);
                    float32x4_t t89 = vmulq_f32(t88, vdupq_n_f32(0.5f));
                    float32x4_t t90 = vsubq_f32(t89, vdupq_n_f32(3.0f));
                    vst1q_f32(a + ((long)t80 + i_vec_2), t90);
                    i_vec_2 += 4L;
                    int32x4_t t91 = vaddq_s32(t3, vdupq_n_s32(4));
                    uint32x4_t t92 = vreinterpretq_u32_s32(t91);
                    uint32x4_t t93 = vsubq_u32(t92, vdupq_n_u32(13));
                    uint32x4_t t94 = vminq_u32(t92, t93);
                    int32x4_t t95 = vreinterpretq_s32_u32(t94);
                    if (i_vec_2 >= t82) {
                        break;
                    }
                    t3 = t95;
                }
                i = (int)((long)t80 + t82);
            } else {
                i = t80;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t96 = (long)off;
            float *t97 = a + t96;
            const float *t98 = t97;
            scale_all(out, t98, 1.5f, n);
            const float *t99 = out;
            printf("n=%d off=%d scale %lu", n, off, digest(t99, n));
            scale_addr(out, t98, -2.0f, n);
            printf(" addr %lu", digest(t99, n));
            bump_all(t97, 0.75f, n);
            printf(" bump %lu", digest(a, t40));
            poly_all(out, c + t96, t98, n);
            printf(" poly %lu", digest(t99, n));
            twice_all(out, t98, 1.25f, n);
            printf(" twice %lu", digest(t99, n));
            shifted_all(out, t98, 3.0f, n);
            if (n > 0) {
                t100 = n - 1;
            } else {
                t100 = 0;
            }
            printf(" shifted %lu\n", digest(t99, t100));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
