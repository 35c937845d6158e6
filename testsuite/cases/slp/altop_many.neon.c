/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* Alternating nodes of more than two operations: each operation on the whole vectors, then a
   blend per operation past the first (the quaternion scale `q * s, q * s, q + s, q - s`;
   four bitwise and additive integer operations). Only operations that are harmless on the
   other lanes' operands mix: a float division may (its other lanes' quotients, infinities
   here, are blended away), an integer division or a shift may not (a lane that adds would
   divide by 0 or shift by 40): that lane stays scalar, the others make a tree of their own.
   On sse2, which has no blend instruction, a blend costs two or three shuffles: only the
   quaternion's two products are a tree there. */
/* vcc-test: expect-slp 5 sse2=2 */
#include <stdio.h>

void quat_scale1(float *restrict o, const float *restrict q, float s) {
    float32x4_t t1 = vld1q_f32(q + 0);
    float32x4_t t2 = vdupq_n_f32(s);
    float32x4_t t3 = vmulq_f32(t1, t2);
    float32x4_t t4 = vaddq_f32(t1, t2);
    float32x4_t t5 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t3, (vcc_v4_float)t4, 0, 1, 6, 3);
    float32x4_t t6 = vsubq_f32(t1, t2);
    float32x4_t t7 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 0, 1, 2, 7);
    vst1q_f32(o + 0, t7);
}

void mix4(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    uint32x4_t t1 = vld1q_u32(a + 0);
    uint32x4_t t2 = vld1q_u32(b + 0);
    uint32x4_t t3 = vaddq_u32(t1, t2);
    uint32x4_t t4 = veorq_u32(t1, t2);
    uint32x4_t t5 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t3, (vcc_v4_uint)t4, 0, 5, 2, 3);
    uint32x4_t t6 = vandq_u32(t1, t2);
    uint32x4_t t7 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t5, (vcc_v4_uint)t6, 0, 1, 6, 3);
    uint32x4_t t8 = vorrq_u32(t1, t2);
    uint32x4_t t9 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t7, (vcc_v4_uint)t8, 0, 1, 2, 7);
    vst1q_u32(o + 0, t9);
}

void ratios(float *restrict o, const float *restrict a, const float *restrict b) {
    float32x4_t t1 = vld1q_f32(a + 0);
    float32x4_t t2 = vld1q_f32(b + 0);
    float32x4_t t3 = vdivq_f32(t1, t2);
    float32x4_t t4 = vmulq_f32(t1, t2);
    float32x4_t t5 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t3, (vcc_v4_float)t4, 0, 5, 2, 3);
    float32x4_t t6 = vaddq_f32(t1, t2);
    float32x4_t t7 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 0, 1, 6, 3);
    float32x4_t t8 = vsubq_f32(t1, t2);
    float32x4_t t9 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t7, (vcc_v4_float)t8, 0, 1, 2, 7);
    vst1q_f32(o + 0, t9);
}

/* Must not: `a[1] / b[1]` would divide by 0. */
void idiv_mix(int *restrict o, const int *restrict a, const int *restrict b) {
    o[0] = a[0] / b[0];
    int32x2_t t1 = vld1_s32(a + 1);
    int32x2_t t2 = vld1_s32(b + 1);
    int32x2_t t3 = vadd_s32(t1, t2);
    vst1_s32(o + 1, t3);
    o[3] = a[3] + b[3];
}

/* Must not: `a[1] << b[1]` would shift by 40. */
void shift_mix(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    o[0] = a[0] << b[0];
    uint32x2_t t1 = vld1_u32(a + 1);
    uint32x2_t t2 = vld1_u32(b + 1);
    uint32x2_t t3 = vadd_u32(t1, t2);
    uint32x2_t t4 = vsub_u32(t1, t2);
    uint32x2_t t5 = (uint32x2_t)__builtin_shufflevector((vcc_v2_uint)t3, (vcc_v2_uint)t4, 0, 3);
    vst1_u32(o + 1, t5);
    o[3] = a[3] + b[3];
}

int main(void) {
    float q[4] = {1.5f, -2.25f, 1e30f, 3.0f}, qo[4];
    unsigned ua[4] = {0xfffffff0u, 0x12345678u, 0xf0f0f0f0u, 0x0000ff00u}, ub[4] = {0x20u, 0xffffffffu, 0x3c3c3c3cu, 0x00ff0000u}, uo[4];
    float fa[4] = {1.0f, 2.5f, -3.0f, 0.125f}, fb[4] = {3.0f, 0.0f, 1e-30f, -8.0f}, fo[4];
    int ia[4] = {100, -7, 2147483000, 5}, ib[4] = {7, 0, 600, -5}, io[4];
    unsigned sb[4] = {3, 40, 40, 40}, so[4];
    quat_scale1(qo, q, 1.75f);
    mix4(uo, ua, ub);
    ratios(fo, fa, fb);
    idiv_mix(io, ia, ib);
    shift_mix(so, ua, sb);
    printf("%a %a %a %a\n", qo[0], qo[1], qo[2], qo[3]);
    printf("%x %x %x %x\n", uo[0], uo[1], uo[2], uo[3]);
    printf("%a %a %a %a\n", fo[0], fo[1], fo[2], fo[3]);
    printf("%d %d %d %d\n", io[0], io[1], io[2], io[3]);
    printf("%x %x %x %x\n", so[0], so[1], so[2], so[3]);
    return 0;
}
