/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

int32x4_t _ZGVnN4uv_chase(const int *next, int32x4_t k);
float32x4_t _ZGVnN4uuvu_walk(const int *next, const float *w, int32x4_t k, int lim);
float32x4_t _ZGVnM4uuvu_walk(const int *next, const float *w, int32x4_t k, int lim, float32x4_t mask);
int32x4_t _ZGVnN4uuv_fill(const int *next, int *out, int32x4_t k);
/* Scalar lanes (the seed's scalar execution): a divergent loop whose iteration is dominated by a
   gather stops the vector loop once at most a few lanes are left (on avx512, whose masks are
   bits: two of 8, four of 16) and runs each of them in turn as scalar code, putting its results
   back into its lane. The lanes here walk a chain `next[k] = k - 1` down to 0, so a lane that
   starts at k runs exactly k iterations: counts 1,1,...,1,500 (one lane long), 0 (a lane that
   leaves before its first iteration), all equal (every lane leaves together, never few), all 0,
   and mixed. `walk` carries live-outs of five types and leaves by two exits (the chain's end and
   a limit), `masked walk` runs with some lanes off. `fill` stores in its loop: it keeps its
   vector loop to the end (the remark says so); its lanes' stores to one element come in the
   scalar program's order for the starts it is called with. Arrays are exactly as long as the chains need. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(next) notinbranch */
int chase(const int *next, int k) {
    int n = 0;
    while (k != 0) {
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:18 vector variant _ZGVnN4uv_chase of `chase`: VL 4, unmasked, next uniform, k vector */
int32x4_t _ZGVnN4uv_chase(const int *next, int32x4_t k) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    int32x4_t t2 = k;
    int t4 = 0;
    int32x4_t t3 = (int32x4_t)(vcc_v4_int){0};
    for (;;) {
        int32x4_t t5 = vdupq_n_s32(0);
        uint32x4_t t6 = vmvnq_u32(vceqq_s32(t2, t5));
        uint32x4_t t7 = vandq_u32(t1, t6);
        t2 = ({ int32x4_t vcc_ni = t2; uint32x4_t vcc_nm = t7; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
        int32x4_t t8 = vdupq_n_s32(t4);
        t3 = vbslq_s32(t1, t8, t3);
        if (!(vmaxvq_u32(t7) != 0)) {
            break;
        }
        t1 = t7;
        t4++;
    }
    return t3;
}

/* Two exits: the chain's end and `n == lim`, with live-outs of type float, double, unsigned long,
   unsigned char and int. */
/* #pragma omp declare simd uniform(next, w, lim) */
float walk(const int *next, const float *w, int k, int lim) {
    int n = 0;
    float s = 0.0f;
    double d = 1.0;
    unsigned long h = 7;
    unsigned char c = 0;
    while (k != 0) {
        if (n == lim)
            return -s - (float)n;
        s += w[k];
        d = d * 0.5 + (double)w[k];
        h = h * 31 + (unsigned long)k;
        c = (unsigned char)(c + k);
        k = next[k];
        n++;
    }
    return s + (float)d + (float)(h & 1023) + (float)c + (float)n;
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVnN4uuvu_walk of `walk`: VL 4, unmasked, next uniform, w uniform, k vector, lim uniform */
float32x4_t _ZGVnN4uuvu_walk(const int *next, const float *w, int32x4_t k, int lim) {
    float32x4_t t6;
    vcc_v4_double t7;
    vcc_v4_ulong t8;
    vcc_v4_uchar t9;
    int32x4_t t10;
    int t42;
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    float32x4_t t2 = vdupq_n_f32(0.0f);
    vcc_v4_double t3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_v4_ulong t4 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
    vcc_v4_uchar t5 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
    int32x4_t t19 = k;
    int t20 = 0;
    float32x4_t t12 = (float32x4_t)(vcc_v4_float){0};
    vcc_v4_double t13 = (vcc_v4_double){0};
    vcc_v4_ulong t14 = (vcc_v4_ulong){0};
    vcc_v4_uchar t15 = (vcc_v4_uchar){0};
    int32x4_t t16 = (int32x4_t)(vcc_v4_int){0};
    uint32x4_t t17 = (uint32x4_t)(vcc_m4){0};
    uint32x4_t t18 = (uint32x4_t)(vcc_m4){0};
    for (;;) {
        int32x4_t t21 = vdupq_n_s32(0);
        uint32x4_t t22 = vmvnq_u32(vceqq_s32(t19, t21));
        uint32x4_t t23 = vandq_u32(t1, t22);
        uint32x4_t t24 = vmvnq_u32(t22);
        uint32x4_t t25 = vandq_u32(t1, t24);
        int32x4_t t26 = vdupq_n_s32(t20 == lim);
        uint32x4_t t27 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t26 != (vcc_v4_int){0});
        uint32x4_t t28 = vandq_u32(t23, t27);
        uint32x4_t t29 = vmvnq_u32(t27);
        uint32x4_t t11 = vandq_u32(t23, t29);
        if ((vmaxvq_u32(t11) != 0)) {
            float32x4_t t30 = ({ int32x4_t vcc_ni = t19; uint32x4_t vcc_nm = t11; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            t6 = vaddq_f32(t2, t30);
            vcc_v4_double t31 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t32 = t3 * t31;
            vcc_v4_double t33 = __builtin_convertvector((vcc_v4_float)t30, vcc_v4_double);
            t7 = t32 + t33;
            vcc_v4_ulong t34 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t35 = t4 * t34;
            vcc_v4_ulong t36 = ({ int32x4_t vcc_w0 = t19; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            t8 = t35 + t36;
            int32x4_t t37 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t5, vcc_v4_ushort), vcc_v4_int);
            uint32x4_t t38 = vreinterpretq_u32_s32(t37);
            uint32x4_t t39 = vreinterpretq_u32_s32(t19);
            uint32x4_t t40 = vaddq_u32(t38, t39);
            int32x4_t t41 = vreinterpretq_s32_u32(t40);
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t41, vcc_v4_short), vcc_v4_uchar);
            t10 = ({ int32x4_t vcc_ni = t19; uint32x4_t vcc_nm = t11; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            t42 = t20 + 1;
        } else {
            t6 = (float32x4_t)(vcc_v4_float){0};
            t7 = (vcc_v4_double){0};
            t8 = (vcc_v4_ulong){0};
            t9 = (vcc_v4_uchar){0};
            t10 = (int32x4_t)(vcc_v4_int){0};
            t42 = 0;
            t11 = (uint32x4_t)(vcc_m4){0};
        }
        t12 = vbslq_f32(t1, t2, t12);
        t13 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t3, t13);
        t14 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t14);
        t15 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t5, t15);
        int32x4_t t43 = vdupq_n_s32(t20);
        t16 = vbslq_s32(t1, t43, t16);
        t17 = vorrq_u32(t17, t25);
        t18 = vorrq_u32(t18, t28);
        if (!(vmaxvq_u32(t11) != 0)) {
            float32x4_t t44 = (float32x4_t)__builtin_convertvector(t13, vcc_v4_float);
            float32x4_t t45 = vaddq_f32(t12, t44);
            vcc_v4_ulong t46 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v4_ulong t47 = t14 & t46;
            float32x4_t t48 = (float32x4_t)__builtin_convertvector(t47, vcc_v4_float);
            float32x4_t t49 = vaddq_f32(t45, t48);
            float32x4_t t50 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
            float32x4_t t51 = vaddq_f32(t49, t50);
            float32x4_t t52 = vcvtq_f32_s32(t16);
            float32x4_t t53 = vaddq_f32(t51, t52);
            float32x4_t t54 = vbslq_f32(t17, t53, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t55 = vnegq_f32(t12);
            float32x4_t t56 = vcvtq_f32_s32(t16);
            float32x4_t t57 = vsubq_f32(t55, t56);
            float32x4_t t58 = vbslq_f32(t18, t57, t54);
            return t58;
        }
        t1 = t11;
        t19 = t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t42;
    }
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVnM4uuvu_walk of `walk`: VL 4, masked, next uniform, w uniform, k vector, lim uniform */
float32x4_t _ZGVnM4uuvu_walk(const int *next, const float *w, int32x4_t k, int lim, float32x4_t mask) {
    float32x4_t t6;
    vcc_v4_double t7;
    vcc_v4_ulong t8;
    vcc_v4_uchar t9;
    int32x4_t t10;
    int t42;
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vdupq_n_f32(0.0f);
    vcc_v4_double t3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_v4_ulong t4 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
    vcc_v4_uchar t5 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
    int32x4_t t19 = k;
    int t20 = 0;
    float32x4_t t12 = (float32x4_t)(vcc_v4_float){0};
    vcc_v4_double t13 = (vcc_v4_double){0};
    vcc_v4_ulong t14 = (vcc_v4_ulong){0};
    vcc_v4_uchar t15 = (vcc_v4_uchar){0};
    int32x4_t t16 = (int32x4_t)(vcc_v4_int){0};
    uint32x4_t t17 = (uint32x4_t)(vcc_m4){0};
    uint32x4_t t18 = (uint32x4_t)(vcc_m4){0};
    for (;;) {
        int32x4_t t21 = vdupq_n_s32(0);
        uint32x4_t t22 = vmvnq_u32(vceqq_s32(t19, t21));
        uint32x4_t t23 = vandq_u32(t1, t22);
        uint32x4_t t24 = vmvnq_u32(t22);
        uint32x4_t t25 = vandq_u32(t1, t24);
        int32x4_t t26 = vdupq_n_s32(t20 == lim);
        uint32x4_t t27 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t26 != (vcc_v4_int){0});
        uint32x4_t t28 = vandq_u32(t23, t27);
        uint32x4_t t29 = vmvnq_u32(t27);
        uint32x4_t t11 = vandq_u32(t23, t29);
        if ((vmaxvq_u32(t11) != 0)) {
            float32x4_t t30 = ({ int32x4_t vcc_ni = t19; uint32x4_t vcc_nm = t11; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            t6 = vaddq_f32(t2, t30);
            vcc_v4_double t31 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t32 = t3 * t31;
            vcc_v4_double t33 = __builtin_convertvector((vcc_v4_float)t30, vcc_v4_double);
            t7 = t32 + t33;
            vcc_v4_ulong t34 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t35 = t4 * t34;
            vcc_v4_ulong t36 = ({ int32x4_t vcc_w0 = t19; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            t8 = t35 + t36;
            int32x4_t t37 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t5, vcc_v4_ushort), vcc_v4_int);
            uint32x4_t t38 = vreinterpretq_u32_s32(t37);
            uint32x4_t t39 = vreinterpretq_u32_s32(t19);
            uint32x4_t t40 = vaddq_u32(t38, t39);
            int32x4_t t41 = vreinterpretq_s32_u32(t40);
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t41, vcc_v4_short), vcc_v4_uchar);
            t10 = ({ int32x4_t vcc_ni = t19; uint32x4_t vcc_nm = t11; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            t42 = t20 + 1;
        } else {
            t6 = (float32x4_t)(vcc_v4_float){0};
            t7 = (vcc_v4_double){0};
            t8 = (vcc_v4_ulong){0};
            t9 = (vcc_v4_uchar){0};
            t10 = (int32x4_t)(vcc_v4_int){0};
            t42 = 0;
            t11 = (uint32x4_t)(vcc_m4){0};
        }
        t12 = vbslq_f32(t1, t2, t12);
        t13 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t3, t13);
        t14 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t14);
        t15 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t5, t15);
        int32x4_t t43 = vdupq_n_s32(t20);
        t16 = vbslq_s32(t1, t43, t16);
        t17 = vorrq_u32(t17, t25);
        t18 = vorrq_u32(t18, t28);
        if (!(vmaxvq_u32(t11) != 0)) {
            float32x4_t t44 = (float32x4_t)__builtin_convertvector(t13, vcc_v4_float);
            float32x4_t t45 = vaddq_f32(t12, t44);
            vcc_v4_ulong t46 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v4_ulong t47 = t14 & t46;
            float32x4_t t48 = (float32x4_t)__builtin_convertvector(t47, vcc_v4_float);
            float32x4_t t49 = vaddq_f32(t45, t48);
            float32x4_t t50 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
            float32x4_t t51 = vaddq_f32(t49, t50);
            float32x4_t t52 = vcvtq_f32_s32(t16);
            float32x4_t t53 = vaddq_f32(t51, t52);
            float32x4_t t54 = vbslq_f32(t17, t53, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t55 = vnegq_f32(t12);
            float32x4_t t56 = vcvtq_f32_s32(t16);
            float32x4_t t57 = vsubq_f32(t55, t56);
            float32x4_t t58 = vbslq_f32(t18, t57, t54);
            return t58;
        }
        t1 = t11;
        t19 = t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t42;
    }
}

/* A store in the loop: not run lane by lane. */
/* #pragma omp declare simd uniform(next, out) notinbranch */
int fill(const int *next, int *out, int k) {
    int n = 0;
    while (k != 0) {
        out[k] = n;
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:51 vector variant _ZGVnN4uuv_fill of `fill`: VL 4, unmasked, next uniform, out uniform, k vector */
int32x4_t _ZGVnN4uuv_fill(const int *next, int *out, int32x4_t k) {
    int32x4_t t2;
    uint32x4_t t3;
    int t12;
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    int32x4_t t5 = k;
    int t6 = 0;
    int32x4_t t4 = (int32x4_t)(vcc_v4_int){0};
    for (;;) {
        int32x4_t t7 = vdupq_n_s32(0);
        uint32x4_t t8 = vmvnq_u32(vceqq_s32(t5, t7));
        uint32x4_t t9 = vandq_u32(t1, t8);
        if ((vmaxvq_u32(t9) != 0)) {
            if ((vminvq_u32(t9) != 0)) {
                t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                int32x4_t t10 = vdupq_n_s32(t6);
                do { int32x4_t vcc_ni = t5; int32x4_t vcc_nv = t10; int32_t *vcc_np = (int32_t *)(out); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                t2 = ({ int32x4_t vcc_ni = t5; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                t12 = t6 + 1;
            } else {
                int32x4_t t11 = vdupq_n_s32(t6);
                do { int32x4_t vcc_ni = t5; uint32x4_t vcc_nm = t9; int32x4_t vcc_nv = t11; int32_t *vcc_np = (int32_t *)(out); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
                t2 = ({ int32x4_t vcc_ni = t5; uint32x4_t vcc_nm = t9; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                t12 = t6 + 1;
                t3 = t9;
            }
        } else {
            t2 = (int32x4_t)(vcc_v4_int){0};
            t12 = 0;
            t3 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t13 = vdupq_n_s32(t6);
        t4 = vbslq_s32(t1, t13, t4);
        if (!(vmaxvq_u32(t3) != 0)) {
            return t4;
        }
        t1 = t3;
        t5 = t2;
        t6 = t12;
    }
}

void walk_all(float *res, const int *next, const float *w, const int *start, int n, int lim) {
    float32x4_t t25;
    vcc_v4_double t26;
    vcc_v4_ulong t27;
    vcc_v4_uchar t28;
    int32x4_t t29;
    float32x4_t t31;
    vcc_v4_double t32;
    vcc_v4_ulong t33;
    vcc_v4_uchar t34;
    int32x4_t t35;
    uint32x4_t t36;
    uint32x4_t t37;
    float32x4_t t38;
    float32x4_t t39;
    vcc_v4_double t40;
    vcc_v4_ulong t41;
    vcc_v4_uchar t42;
    int32x4_t t43;
    float32x4_t t45;
    vcc_v4_double t46;
    vcc_v4_ulong t47;
    vcc_v4_uchar t48;
    int32x4_t t49;
    uint32x4_t t50;
    uint32x4_t t51;
    float32x4_t t52;
    float32x4_t t53;
    vcc_v4_double t54;
    vcc_v4_ulong t55;
    vcc_v4_uchar t56;
    int32x4_t t57;
    float32x4_t t59;
    vcc_v4_double t60;
    vcc_v4_ulong t61;
    vcc_v4_uchar t62;
    int32x4_t t63;
    uint32x4_t t64;
    uint32x4_t t65;
    float32x4_t t66;
    float32x4_t t67;
    vcc_v4_double t68;
    vcc_v4_ulong t69;
    vcc_v4_uchar t70;
    int32x4_t t71;
    float32x4_t t73;
    vcc_v4_double t74;
    vcc_v4_ulong t75;
    vcc_v4_uchar t76;
    int32x4_t t77;
    uint32x4_t t78;
    uint32x4_t t79;
    float32x4_t t80;
    float32x4_t t87;
    vcc_v4_double t88;
    vcc_v4_ulong t89;
    vcc_v4_uchar t90;
    int32x4_t t91;
    long t100;
    unsigned long t101;
    unsigned long t102;
    long t103;
    int t106;
    long t107;
    unsigned long t108;
    unsigned long t109;
    long t110;
    int i;
    int t183;
    uint32x4_t t199;
    int32x4_t t200;
    float32x4_t t201;
    vcc_v4_double t202;
    vcc_v4_ulong t203;
    vcc_v4_uchar t204;
    int t205;
    int t206;
    int t228;
    uint32x4_t t244;
    int32x4_t t245;
    float32x4_t t246;
    vcc_v4_double t247;
    vcc_v4_ulong t248;
    vcc_v4_uchar t249;
    int t250;
    int t251;
    int t273;
    uint32x4_t t289;
    int32x4_t t290;
    float32x4_t t291;
    vcc_v4_double t292;
    vcc_v4_ulong t293;
    vcc_v4_uchar t294;
    int t295;
    int t296;
    int t318;
    uint32x4_t t334;
    int32x4_t t335;
    float32x4_t t336;
    vcc_v4_double t337;
    vcc_v4_ulong t338;
    vcc_v4_uchar t339;
    int t340;
    int t341;
    int t364;
    t100 = (long)n;
    t101 = (unsigned long)res;
    t102 = (unsigned long)start;
    t103 = (long)((unsigned long)res - (unsigned long)start);
    if ((t100 >= 16L) & (((t101 + (unsigned long)(4L + (t100 - 1L) * 4L)) <= t102) | ((t102 + (unsigned long)(4L + (t100 - 1L) * 4L)) <= t101) | ((t103 <= 0L) | (t103 >= 64L)))) {
        long t104 = t100 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 4, UF 4, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t105 = res + i_vec_1;
            int32x4_t t2 = vld1q_s32(start + i_vec_1);
            uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t3 = vdupq_n_f32(0.0f);
            vcc_v4_double t4 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t5 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t6 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t116 = i_vec_1 + 4L;
            float *t117 = res + t116;
            int32x4_t t8 = vld1q_s32(start + t116);
            uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t9 = vdupq_n_f32(0.0f);
            vcc_v4_double t10 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t11 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t12 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t118 = i_vec_1 + 8L;
            float *t119 = res + t118;
            int32x4_t t14 = vld1q_s32(start + t118);
            uint32x4_t t13 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t15 = vdupq_n_f32(0.0f);
            vcc_v4_double t16 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t17 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t18 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t120 = i_vec_1 + 12L;
            float *t121 = res + t120;
            int32x4_t t20 = vld1q_s32(start + t120);
            uint32x4_t t19 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t21 = vdupq_n_f32(0.0f);
            vcc_v4_double t22 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t23 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t24 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            int t122 = 0;
            float32x4_t t123 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t124 = (vcc_v4_double){0};
            vcc_v4_ulong t125 = (vcc_v4_ulong){0};
            vcc_v4_uchar t126 = (vcc_v4_uchar){0};
            int32x4_t t127 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t128 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t129 = (uint32x4_t)(vcc_m4){0};
            int t130 = 1;
            float32x4_t t131 = (float32x4_t)(vcc_v4_float){0};
            int t132 = 0;
            float32x4_t t133 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t134 = (vcc_v4_double){0};
            vcc_v4_ulong t135 = (vcc_v4_ulong){0};
            vcc_v4_uchar t136 = (vcc_v4_uchar){0};
            int32x4_t t137 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t138 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t139 = (uint32x4_t)(vcc_m4){0};
            int t140 = 1;
            float32x4_t t141 = (float32x4_t)(vcc_v4_float){0};
            int t142 = 0;
            float32x4_t t143 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t144 = (vcc_v4_double){0};
            vcc_v4_ulong t145 = (vcc_v4_ulong){0};
            vcc_v4_uchar t146 = (vcc_v4_uchar){0};
            int32x4_t t147 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t148 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t149 = (uint32x4_t)(vcc_m4){0};
            int t150 = 1;
            float32x4_t t151 = (float32x4_t)(vcc_v4_float){0};
            int t152 = 0;
            float32x4_t t153 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t154 = (vcc_v4_double){0};
            vcc_v4_ulong t155 = (vcc_v4_ulong){0};
            vcc_v4_uchar t156 = (vcc_v4_uchar){0};
            int32x4_t t157 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t158 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t159 = (uint32x4_t)(vcc_m4){0};
            int t160 = 1;
            float32x4_t t161 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t130) {
                    int32x4_t t162 = vdupq_n_s32(0);
                    uint32x4_t t163 = vmvnq_u32(vceqq_s32(t2, t162));
                    uint32x4_t t164 = vandq_u32(t1, t163);
                    uint32x4_t t165 = vmvnq_u32(t163);
                    uint32x4_t t166 = vandq_u32(t1, t165);
                    int32x4_t t167 = vdupq_n_s32(t122 == lim);
                    uint32x4_t t168 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t167 != (vcc_v4_int){0});
                    uint32x4_t t169 = vandq_u32(t164, t168);
                    uint32x4_t t170 = vmvnq_u32(t168);
                    uint32x4_t t30 = vandq_u32(t164, t170);
                    if ((vmaxvq_u32(t30) != 0)) {
                        float32x4_t t171 = ({ int32x4_t vcc_ni = t2; uint32x4_t vcc_nm = t30; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t25 = vaddq_f32(t3, t171);
                        vcc_v4_double t172 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t173 = t4 * t172;
                        vcc_v4_double t174 = __builtin_convertvector((vcc_v4_float)t171, vcc_v4_double);
                        t26 = t173 + t174;
                        vcc_v4_ulong t175 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t176 = t5 * t175;
                        vcc_v4_ulong t177 = ({ int32x4_t vcc_w0 = t2; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t27 = t176 + t177;
                        int32x4_t t178 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t6, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t179 = vreinterpretq_u32_s32(t178);
                        uint32x4_t t180 = vreinterpretq_u32_s32(t2);
                        uint32x4_t t181 = vaddq_u32(t179, t180);
                        int32x4_t t182 = vreinterpretq_s32_u32(t181);
                        t28 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t182, vcc_v4_short), vcc_v4_uchar);
                        t29 = ({ int32x4_t vcc_ni = t2; uint32x4_t vcc_nm = t30; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t183 = t122 + 1;
                    } else {
                        t25 = (float32x4_t)(vcc_v4_float){0};
                        t26 = (vcc_v4_double){0};
                        t27 = (vcc_v4_ulong){0};
                        t28 = (vcc_v4_uchar){0};
                        t29 = (int32x4_t)(vcc_v4_int){0};
                        t183 = 0;
                        t30 = (uint32x4_t)(vcc_m4){0};
                    }
                    t31 = vbslq_f32(t1, t3, t123);
                    t32 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t124);
                    t33 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t5, t125);
                    t34 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t6, t126);
                    int32x4_t t184 = vdupq_n_s32(t122);
                    t35 = vbslq_s32(t1, t184, t127);
                    t36 = vorrq_u32(t128, t166);
                    t37 = vorrq_u32(t129, t169);
                    if ((vmaxvq_u32(t30) != 0)) {
                        t199 = t30;
                        t200 = t29;
                        t201 = t25;
                        t202 = t26;
                        t203 = t27;
                        t204 = t28;
                        t205 = t183;
                        t206 = 1;
                        t38 = t131;
                    } else {
                        float32x4_t t185 = (float32x4_t)__builtin_convertvector(t32, vcc_v4_float);
                        float32x4_t t186 = vaddq_f32(t31, t185);
                        vcc_v4_ulong t187 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t188 = t33 & t187;
                        float32x4_t t189 = (float32x4_t)__builtin_convertvector(t188, vcc_v4_float);
                        float32x4_t t190 = vaddq_f32(t186, t189);
                        float32x4_t t191 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t34, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t192 = vaddq_f32(t190, t191);
                        float32x4_t t193 = vcvtq_f32_s32(t35);
                        float32x4_t t194 = vaddq_f32(t192, t193);
                        float32x4_t t195 = vbslq_f32(t36, t194, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t196 = vnegq_f32(t31);
                        float32x4_t t197 = vcvtq_f32_s32(t35);
                        float32x4_t t198 = vsubq_f32(t196, t197);
                        t38 = vbslq_f32(t37, t198, t195);
                        t199 = t1;
                        t200 = t2;
                        t201 = t3;
                        t202 = t4;
                        t203 = t5;
                        t204 = t6;
                        t205 = t122;
                        t31 = t123;
                        t32 = t124;
                        t33 = t125;
                        t34 = t126;
                        t35 = t127;
                        t36 = t128;
                        t37 = t129;
                        t206 = 0;
                    }
                } else {
                    t199 = t1;
                    t200 = t2;
                    t201 = t3;
                    t202 = t4;
                    t203 = t5;
                    t204 = t6;
                    t205 = t122;
                    t31 = t123;
                    t32 = t124;
                    t33 = t125;
                    t34 = t126;
                    t35 = t127;
                    t36 = t128;
                    t37 = t129;
                    t206 = 0;
                    t38 = t131;
                }
                if (t140) {
                    int32x4_t t207 = vdupq_n_s32(0);
                    uint32x4_t t208 = vmvnq_u32(vceqq_s32(t8, t207));
                    uint32x4_t t209 = vandq_u32(t7, t208);
                    uint32x4_t t210 = vmvnq_u32(t208);
                    uint32x4_t t211 = vandq_u32(t7, t210);
                    int32x4_t t212 = vdupq_n_s32(t132 == lim);
                    uint32x4_t t213 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t212 != (vcc_v4_int){0});
                    uint32x4_t t214 = vandq_u32(t209, t213);
                    uint32x4_t t215 = vmvnq_u32(t213);
                    uint32x4_t t44 = vandq_u32(t209, t215);
                    if ((vmaxvq_u32(t44) != 0)) {
                        float32x4_t t216 = ({ int32x4_t vcc_ni = t8; uint32x4_t vcc_nm = t44; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t39 = vaddq_f32(t9, t216);
                        vcc_v4_double t217 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t218 = t10 * t217;
                        vcc_v4_double t219 = __builtin_convertvector((vcc_v4_float)t216, vcc_v4_double);
                        t40 = t218 + t219;
                        vcc_v4_ulong t220 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t221 = t11 * t220;
                        vcc_v4_ulong t222 = ({ int32x4_t vcc_w0 = t8; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t41 = t221 + t222;
                        int32x4_t t223 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t12, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t224 = vreinterpretq_u32_s32(t223);
                        uint32x4_t t225 = vreinterpretq_u32_s32(t8);
                        uint32x4_t t226 = vaddq_u32(t224, t225);
                        int32x4_t t227 = vreinterpretq_s32_u32(t226);
                        t42 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t227, vcc_v4_short), vcc_v4_uchar);
                        t43 = ({ int32x4_t vcc_ni = t8; uint32x4_t vcc_nm = t44; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t228 = t132 + 1;
                    } else {
                        t39 = (float32x4_t)(vcc_v4_float){0};
                        t40 = (vcc_v4_double){0};
                        t41 = (vcc_v4_ulong){0};
                        t42 = (vcc_v4_uchar){0};
                        t43 = (int32x4_t)(vcc_v4_int){0};
                        t228 = 0;
                        t44 = (uint32x4_t)(vcc_m4){0};
                    }
                    t45 = vbslq_f32(t7, t9, t133);
                    t46 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t7, vcc_v4_long), t10, t134);
                    t47 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t7, vcc_v4_long), t11, t135);
                    t48 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), t12, t136);
                    int32x4_t t229 = vdupq_n_s32(t132);
                    t49 = vbslq_s32(t7, t229, t137);
                    t50 = vorrq_u32(t138, t211);
                    t51 = vorrq_u32(t139, t214);
                    if ((vmaxvq_u32(t44) != 0)) {
                        t244 = t44;
                        t245 = t43;
                        t246 = t39;
                        t247 = t40;
                        t248 = t41;
                        t249 = t42;
                        t250 = t228;
                        t251 = 1;
                        t52 = t141;
                    } else {
                        float32x4_t t230 = (float32x4_t)__builtin_convertvector(t46, vcc_v4_float);
                        float32x4_t t231 = vaddq_f32(t45, t230);
                        vcc_v4_ulong t232 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t233 = t47 & t232;
                        float32x4_t t234 = (float32x4_t)__builtin_convertvector(t233, vcc_v4_float);
                        float32x4_t t235 = vaddq_f32(t231, t234);
                        float32x4_t t236 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t48, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t237 = vaddq_f32(t235, t236);
                        float32x4_t t238 = vcvtq_f32_s32(t49);
                        float32x4_t t239 = vaddq_f32(t237, t238);
                        float32x4_t t240 = vbslq_f32(t50, t239, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t241 = vnegq_f32(t45);
                        float32x4_t t242 = vcvtq_f32_s32(t49);
                        float32x4_t t243 = vsubq_f32(t241, t242);
                        t52 = vbslq_f32(t51, t243, t240);
                        t244 = t7;
                        t245 = t8;
                        t246 = t9;
                        t247 = t10;
                        t248 = t11;
                        t249 = t12;
                        t250 = t132;
                        t45 = t133;
                        t46 = t134;
                        t47 = t135;
                        t48 = t136;
                        t49 = t137;
                        t50 = t138;
                        t51 = t139;
                        t251 = 0;
                    }
                } else {
                    t244 = t7;
                    t245 = t8;
                    t246 = t9;
                    t247 = t10;
                    t248 = t11;
                    t249 = t12;
                    t250 = t132;
                    t45 = t133;
                    t46 = t134;
                    t47 = t135;
                    t48 = t136;
                    t49 = t137;
                    t50 = t138;
                    t51 = t139;
                    t251 = 0;
                    t52 = t141;
                }
                if (t150) {
                    int32x4_t t252 = vdupq_n_s32(0);
                    uint32x4_t t253 = vmvnq_u32(vceqq_s32(t14, t252));
                    uint32x4_t t254 = vandq_u32(t13, t253);
                    uint32x4_t t255 = vmvnq_u32(t253);
                    uint32x4_t t256 = vandq_u32(t13, t255);
                    int32x4_t t257 = vdupq_n_s32(t142 == lim);
                    uint32x4_t t258 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t257 != (vcc_v4_int){0});
                    uint32x4_t t259 = vandq_u32(t254, t258);
                    uint32x4_t t260 = vmvnq_u32(t258);
                    uint32x4_t t58 = vandq_u32(t254, t260);
                    if ((vmaxvq_u32(t58) != 0)) {
                        float32x4_t t261 = ({ int32x4_t vcc_ni = t14; uint32x4_t vcc_nm = t58; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t53 = vaddq_f32(t15, t261);
                        vcc_v4_double t262 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t263 = t16 * t262;
                        vcc_v4_double t264 = __builtin_convertvector((vcc_v4_float)t261, vcc_v4_double);
                        t54 = t263 + t264;
                        vcc_v4_ulong t265 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t266 = t17 * t265;
                        vcc_v4_ulong t267 = ({ int32x4_t vcc_w0 = t14; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t55 = t266 + t267;
                        int32x4_t t268 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t18, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t269 = vreinterpretq_u32_s32(t268);
                        uint32x4_t t270 = vreinterpretq_u32_s32(t14);
                        uint32x4_t t271 = vaddq_u32(t269, t270);
                        int32x4_t t272 = vreinterpretq_s32_u32(t271);
                        t56 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t272, vcc_v4_short), vcc_v4_uchar);
                        t57 = ({ int32x4_t vcc_ni = t14; uint32x4_t vcc_nm = t58; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t273 = t142 + 1;
                    } else {
                        t53 = (float32x4_t)(vcc_v4_float){0};
                        t54 = (vcc_v4_double){0};
                        t55 = (vcc_v4_ulong){0};
                        t56 = (vcc_v4_uchar){0};
                        t57 = (int32x4_t)(vcc_v4_int){0};
                        t273 = 0;
                        t58 = (uint32x4_t)(vcc_m4){0};
                    }
                    t59 = vbslq_f32(t13, t15, t143);
                    t60 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t13, vcc_v4_long), t16, t144);
                    t61 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t13, vcc_v4_long), t17, t145);
                    t62 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), t18, t146);
                    int32x4_t t274 = vdupq_n_s32(t142);
                    t63 = vbslq_s32(t13, t274, t147);
                    t64 = vorrq_u32(t148, t256);
                    t65 = vorrq_u32(t149, t259);
                    if ((vmaxvq_u32(t58) != 0)) {
                        t289 = t58;
                        t290 = t57;
                        t291 = t53;
                        t292 = t54;
                        t293 = t55;
                        t294 = t56;
                        t295 = t273;
                        t296 = 1;
                        t66 = t151;
                    } else {
                        float32x4_t t275 = (float32x4_t)__builtin_convertvector(t60, vcc_v4_float);
                        float32x4_t t276 = vaddq_f32(t59, t275);
                        vcc_v4_ulong t277 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t278 = t61 & t277;
                        float32x4_t t279 = (float32x4_t)__builtin_convertvector(t278, vcc_v4_float);
                        float32x4_t t280 = vaddq_f32(t276, t279);
                        float32x4_t t281 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t62, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t282 = vaddq_f32(t280, t281);
                        float32x4_t t283 = vcvtq_f32_s32(t63);
                        float32x4_t t284 = vaddq_f32(t282, t283);
                        float32x4_t t285 = vbslq_f32(t64, t284, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t286 = vnegq_f32(t59);
                        float32x4_t t287 = vcvtq_f32_s32(t63);
                        float32x4_t t288 = vsubq_f32(t286, t287);
                        t66 = vbslq_f32(t65, t288, t285);
                        t289 = t13;
                        t290 = t14;
                        t291 = t15;
                        t292 = t16;
                        t293 = t17;
                        t294 = t18;
                        t295 = t142;
                        t59 = t143;
                        t60 = t144;
                        t61 = t145;
                        t62 = t146;
                        t63 = t147;
                        t64 = t148;
                        t65 = t149;
                        t296 = 0;
                    }
                } else {
                    t289 = t13;
                    t290 = t14;
                    t291 = t15;
                    t292 = t16;
                    t293 = t17;
                    t294 = t18;
                    t295 = t142;
                    t59 = t143;
                    t60 = t144;
                    t61 = t145;
                    t62 = t146;
                    t63 = t147;
                    t64 = t148;
                    t65 = t149;
                    t296 = 0;
                    t66 = t151;
                }
                if (t160) {
                    int32x4_t t297 = vdupq_n_s32(0);
                    uint32x4_t t298 = vmvnq_u32(vceqq_s32(t20, t297));
                    uint32x4_t t299 = vandq_u32(t19, t298);
                    uint32x4_t t300 = vmvnq_u32(t298);
                    uint32x4_t t301 = vandq_u32(t19, t300);
                    int32x4_t t302 = vdupq_n_s32(t152 == lim);
                    uint32x4_t t303 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t302 != (vcc_v4_int){0});
                    uint32x4_t t304 = vandq_u32(t299, t303);
                    uint32x4_t t305 = vmvnq_u32(t303);
                    uint32x4_t t72 = vandq_u32(t299, t305);
                    if ((vmaxvq_u32(t72) != 0)) {
                        float32x4_t t306 = ({ int32x4_t vcc_ni = t20; uint32x4_t vcc_nm = t72; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t67 = vaddq_f32(t21, t306);
                        vcc_v4_double t307 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t308 = t22 * t307;
                        vcc_v4_double t309 = __builtin_convertvector((vcc_v4_float)t306, vcc_v4_double);
                        t68 = t308 + t309;
                        vcc_v4_ulong t310 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t311 = t23 * t310;
                        vcc_v4_ulong t312 = ({ int32x4_t vcc_w0 = t20; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t69 = t311 + t312;
                        int32x4_t t313 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t24, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t314 = vreinterpretq_u32_s32(t313);
                        uint32x4_t t315 = vreinterpretq_u32_s32(t20);
                        uint32x4_t t316 = vaddq_u32(t314, t315);
                        int32x4_t t317 = vreinterpretq_s32_u32(t316);
                        t70 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t317, vcc_v4_short), vcc_v4_uchar);
                        t71 = ({ int32x4_t vcc_ni = t20; uint32x4_t vcc_nm = t72; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t318 = t152 + 1;
                    } else {
                        t67 = (float32x4_t)(vcc_v4_float){0};
                        t68 = (vcc_v4_double){0};
                        t69 = (vcc_v4_ulong){0};
                        t70 = (vcc_v4_uchar){0};
                        t71 = (int32x4_t)(vcc_v4_int){0};
                        t318 = 0;
                        t72 = (uint32x4_t)(vcc_m4){0};
                    }
                    t73 = vbslq_f32(t19, t21, t153);
                    t74 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t19, vcc_v4_long), t22, t154);
                    t75 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t19, vcc_v4_long), t23, t155);
                    t76 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t19, vcc_v4_schar), t24, t156);
                    int32x4_t t319 = vdupq_n_s32(t152);
                    t77 = vbslq_s32(t19, t319, t157);
                    t78 = vorrq_u32(t158, t301);
                    t79 = vorrq_u32(t159, t304);
                    if ((vmaxvq_u32(t72) != 0)) {
                        t334 = t72;
                        t335 = t71;
                        t336 = t67;
                        t337 = t68;
                        t338 = t69;
                        t339 = t70;
                        t340 = t318;
                        t341 = 1;
                        t80 = t161;
                    } else {
                        float32x4_t t320 = (float32x4_t)__builtin_convertvector(t74, vcc_v4_float);
                        float32x4_t t321 = vaddq_f32(t73, t320);
                        vcc_v4_ulong t322 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t323 = t75 & t322;
                        float32x4_t t324 = (float32x4_t)__builtin_convertvector(t323, vcc_v4_float);
                        float32x4_t t325 = vaddq_f32(t321, t324);
                        float32x4_t t326 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t76, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t327 = vaddq_f32(t325, t326);
                        float32x4_t t328 = vcvtq_f32_s32(t77);
                        float32x4_t t329 = vaddq_f32(t327, t328);
                        float32x4_t t330 = vbslq_f32(t78, t329, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t331 = vnegq_f32(t73);
                        float32x4_t t332 = vcvtq_f32_s32(t77);
                        float32x4_t t333 = vsubq_f32(t331, t332);
                        t80 = vbslq_f32(t79, t333, t330);
                        t334 = t19;
                        t335 = t20;
                        t336 = t21;
                        t337 = t22;
                        t338 = t23;
                        t339 = t24;
                        t340 = t152;
                        t73 = t153;
                        t74 = t154;
                        t75 = t155;
                        t76 = t156;
                        t77 = t157;
                        t78 = t158;
                        t79 = t159;
                        t341 = 0;
                    }
                } else {
                    t334 = t19;
                    t335 = t20;
                    t336 = t21;
                    t337 = t22;
                    t338 = t23;
                    t339 = t24;
                    t340 = t152;
                    t73 = t153;
                    t74 = t154;
                    t75 = t155;
                    t76 = t156;
                    t77 = t157;
                    t78 = t158;
                    t79 = t159;
                    t341 = 0;
                    t80 = t161;
                }
                if (!(t206 | t251 | t296 | t341)) {
                    vst1q_f32(t105, t38);
                    vst1q_f32(t117, t52);
                    vst1q_f32(t119, t66);
                    vst1q_f32(t121, t80);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t104) {
                        break;
                    }
                    t106 = (int)t104;
                    goto L381;
                }
                t1 = t199;
                t2 = t200;
                t3 = t201;
                t4 = t202;
                t5 = t203;
                t6 = t204;
                t122 = t205;
                t123 = t31;
                t124 = t32;
                t125 = t33;
                t126 = t34;
                t127 = t35;
                t128 = t36;
                t129 = t37;
                t130 = t206;
                t131 = t38;
                t7 = t244;
                t8 = t245;
                t9 = t246;
                t10 = t247;
                t11 = t248;
                t12 = t249;
                t132 = t250;
                t133 = t45;
                t134 = t46;
                t135 = t47;
                t136 = t48;
                t137 = t49;
                t138 = t50;
                t139 = t51;
                t140 = t251;
                t141 = t52;
                t13 = t289;
                t14 = t290;
                t15 = t291;
                t16 = t292;
                t17 = t293;
                t18 = t294;
                t142 = t295;
                t143 = t59;
                t144 = t60;
                t145 = t61;
                t146 = t62;
                t147 = t63;
                t148 = t64;
                t149 = t65;
                t150 = t296;
                t151 = t66;
                t19 = t334;
                t20 = t335;
                t21 = t336;
                t22 = t337;
                t23 = t338;
                t24 = t339;
                t152 = t340;
                t153 = t73;
                t154 = t74;
                t155 = t75;
                t156 = t76;
                t157 = t77;
                t158 = t78;
                t159 = t79;
                t160 = t341;
                t161 = t80;
            }
        }
    } else {
        t106 = 0;
    }
L381:
    t107 = (long)n + (long)t106 * -1L;
    t108 = (unsigned long)res;
    t109 = (unsigned long)start;
    t110 = (long)((unsigned long)res + (unsigned long)((long)t106 * 4L) - ((unsigned long)start + (unsigned long)((long)t106 * 4L)));
    if ((t107 >= 4L) & (((t108 + (unsigned long)((long)t106 * 4L + 4L + (t107 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t106 * 4L))) | ((t109 + (unsigned long)((long)t106 * 4L + 4L + (t107 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t106 * 4L))) | ((t110 <= 0L) | (t110 >= 16L)))) {
        long t111 = t107 & -4L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 4, UF 1, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t112 = (long)t106 + i_vec;
            float *t113 = res + t112;
            int32x4_t t82 = vld1q_s32(start + t112);
            uint32x4_t t81 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t83 = vdupq_n_f32(0.0f);
            vcc_v4_double t84 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t85 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t86 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            int t342 = 0;
            float32x4_t t93 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t94 = (vcc_v4_double){0};
            vcc_v4_ulong t95 = (vcc_v4_ulong){0};
            vcc_v4_uchar t96 = (vcc_v4_uchar){0};
            int32x4_t t97 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t98 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t99 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t343 = vdupq_n_s32(0);
                uint32x4_t t344 = vmvnq_u32(vceqq_s32(t82, t343));
                uint32x4_t t345 = vandq_u32(t81, t344);
                uint32x4_t t346 = vmvnq_u32(t344);
                uint32x4_t t347 = vandq_u32(t81, t346);
                int32x4_t t348 = vdupq_n_s32(t342 == lim);
                uint32x4_t t349 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t348 != (vcc_v4_int){0});
                uint32x4_t t350 = vandq_u32(t345, t349);
                uint32x4_t t351 = vmvnq_u32(t349);
                uint32x4_t t92 = vandq_u32(t345, t351);
                if ((vmaxvq_u32(t92) != 0)) {
                    float32x4_t t352 = ({ int32x4_t vcc_ni = t82; uint32x4_t vcc_nm = t92; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                    t87 = vaddq_f32(t83, t352);
                    vcc_v4_double t353 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_v4_double t354 = t84 * t353;
                    vcc_v4_double t355 = __builtin_convertvector((vcc_v4_float)t352, vcc_v4_double);
                    t88 = t354 + t355;
                    vcc_v4_ulong t356 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                    vcc_v4_ulong t357 = t85 * t356;
                    vcc_v4_ulong t358 = ({ int32x4_t vcc_w0 = t82; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                    t89 = t357 + t358;
                    int32x4_t t359 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t86, vcc_v4_ushort), vcc_v4_int);
                    uint32x4_t t360 = vreinterpretq_u32_s32(t359);
                    uint32x4_t t361 = vreinterpretq_u32_s32(t82);
                    uint32x4_t t362 = vaddq_u32(t360, t361);
                    int32x4_t t363 = vreinterpretq_s32_u32(t362);
                    t90 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t363, vcc_v4_short), vcc_v4_uchar);
                    t91 = ({ int32x4_t vcc_ni = t82; uint32x4_t vcc_nm = t92; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                    t364 = t342 + 1;
                } else {
                    t87 = (float32x4_t)(vcc_v4_float){0};
                    t88 = (vcc_v4_double){0};
                    t89 = (vcc_v4_ulong){0};
                    t90 = (vcc_v4_uchar){0};
                    t91 = (int32x4_t)(vcc_v4_int){0};
                    t364 = 0;
                    t92 = (uint32x4_t)(vcc_m4){0};
                }
                t93 = vbslq_f32(t81, t83, t93);
                t94 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t81, vcc_v4_long), t84, t94);
                t95 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t81, vcc_v4_long), t85, t95);
                t96 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t81, vcc_v4_schar), t86, t96);
                int32x4_t t365 = vdupq_n_s32(t342);
                t97 = vbslq_s32(t81, t365, t97);
                t98 = vorrq_u32(t98, t347);
                t99 = vorrq_u32(t99, t350);
                if (!(vmaxvq_u32(t92) != 0)) {
                    float32x4_t t366 = (float32x4_t)__builtin_convertvector(t94, vcc_v4_float);
                    float32x4_t t367 = vaddq_f32(t93, t366);
                    vcc_v4_ulong t368 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v4_ulong t369 = t95 & t368;
                    float32x4_t t370 = (float32x4_t)__builtin_convertvector(t369, vcc_v4_float);
                    float32x4_t t371 = vaddq_f32(t367, t370);
                    float32x4_t t372 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t96, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                    float32x4_t t373 = vaddq_f32(t371, t372);
                    float32x4_t t374 = vcvtq_f32_s32(t97);
                    float32x4_t t375 = vaddq_f32(t373, t374);
                    float32x4_t t376 = vbslq_f32(t98, t375, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t377 = vnegq_f32(t93);
                    float32x4_t t378 = vcvtq_f32_s32(t97);
                    float32x4_t t379 = vsubq_f32(t377, t378);
                    float32x4_t t380 = vbslq_f32(t99, t379, t376);
                    vst1q_f32(t113, t380);
                    i_vec += 4L;
                    if (i_vec < t111) {
                        break;
                    }
                    i = (int)((long)t106 + t111);
                    goto L382;
                }
                t81 = t92;
                t82 = t91;
                t83 = t87;
                t84 = t88;
                t85 = t89;
                t86 = t90;
                t342 = t364;
            }
        }
    } else {
        i = t106;
    }
L382:
    for (; i < n; i++) {
        long t114 = (long)i;
        int t115 = start[t114];
        res[t114] = walk(next, w, t115, lim);
    }
}

v8i _ZGVdN8uv_chase(const int *, v8i);
v8f _ZGVdN8uuvu_walk(const int *, const float *, v8i, int);
v8f _ZGVdM8uuvu_walk(const int *, const float *, v8i, int, v8f);
v8i _ZGVdN8uuv_fill(const int *, int *, v8i);

enum { LEN = 501 };

int main(void) {
    int *next = malloc(LEN * sizeof(int));
    float *w = malloc(LEN * sizeof(float));
    for (int k = 0; k < LEN; k++) {
        next[k] = k > 0 ? k - 1 : 0;
        w[k] = 0.25f * (float)(k % 13) - 1.0f + 1.0f / (float)(k + 3);
    }
    int starts[6][8] = {
        {1, 1, 1, 1, 1, 1, 1, 500}, /* one lane long */
        {500, 0, 3, 1, 1, 2, 1, 1}, /* a lane leaves before its first iteration */
        {9, 9, 9, 9, 9, 9, 9, 9},   /* every lane leaves together */
        {0, 0, 0, 0, 0, 0, 0, 0},   /* no lane runs an iteration */
        {3, 0, 500, 2, 499, 1, 1, 7},
        {250, 499, 17, 400, 5, 300, 450, 1},
    };
    for (int c = 0; c < 6; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uv_chase(next, TO_VEC(v8i, starts[c])));
        printf("chase %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        float f[8];
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 300));
        printf("\nwalk %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 1000));
        printf("\nwalk nolim %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        float on[8] = {1, 0, 1, 1, 0, 1, 0, 1};
        FROM_VEC(f, _ZGVdM8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 450, TO_VEC(v8f, on)));
        printf("\nmasked walk %d:", c);
        for (int k = 0; k < 8; k++)
            if (on[k] != 0)
                printf(" %.9g", f[k]);
        printf("\n");
    }
    int *out = calloc(LEN, sizeof(int));
    int fr[8];
    FROM_VEC(fr, _ZGVdN8uuv_fill(next, out, TO_VEC(v8i, starts[0])));
    printf("fill: %d %d %d", fr[0], fr[7], out[1]);
    long sum = 0;
    for (int k = 0; k < LEN; k++)
        sum += out[k];
    printf(" %ld\n", sum);
    /* The loop calls the widest variants (16 lanes on avx512): a few long lanes per vector. */
    enum { N = 77 };
    int *start = malloc(N * sizeof(int));
    float *res = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        start[i] = i % 19 == 4 ? 480 - i : i % 23 == 0 ? 0 : 1 + i % 5;
    for (int lim = 100; lim <= 1000; lim += 900) {
        walk_all(res, next, w, start, N, lim);
        printf("walk_all %d:", lim);
        for (int i = 0; i < N; i++)
            printf(" %.9g", res[i]);
        printf("\n");
    }
    free(next);
    free(w);
    free(out);
    free(start);
    free(res);
    return 0;
}
