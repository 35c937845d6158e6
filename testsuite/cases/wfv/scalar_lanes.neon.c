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
    int t105;
    long t106;
    unsigned long t107;
    unsigned long t108;
    int i;
    int t181;
    uint32x4_t t197;
    int32x4_t t198;
    float32x4_t t199;
    vcc_v4_double t200;
    vcc_v4_ulong t201;
    vcc_v4_uchar t202;
    int t203;
    int t204;
    int t226;
    uint32x4_t t242;
    int32x4_t t243;
    float32x4_t t244;
    vcc_v4_double t245;
    vcc_v4_ulong t246;
    vcc_v4_uchar t247;
    int t248;
    int t249;
    int t271;
    uint32x4_t t287;
    int32x4_t t288;
    float32x4_t t289;
    vcc_v4_double t290;
    vcc_v4_ulong t291;
    vcc_v4_uchar t292;
    int t293;
    int t294;
    int t316;
    uint32x4_t t332;
    int32x4_t t333;
    float32x4_t t334;
    vcc_v4_double t335;
    vcc_v4_ulong t336;
    vcc_v4_uchar t337;
    int t338;
    int t339;
    int t362;
    t100 = (long)n;
    t101 = (unsigned long)res;
    t102 = (unsigned long)start;
    if ((t100 >= 16L) & (((t101 + (unsigned long)(4L + (t100 - 1L) * 4L)) <= t102) | ((t102 + (unsigned long)(4L + (t100 - 1L) * 4L)) <= t101))) {
        long t103 = t100 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 4, UF 4, run-time check: `res` and `start` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t104 = res + i_vec_1;
            int32x4_t t2 = vld1q_s32(start + i_vec_1);
            uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t3 = vdupq_n_f32(0.0f);
            vcc_v4_double t4 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t5 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t6 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t114 = i_vec_1 + 4L;
            float *t115 = res + t114;
            int32x4_t t8 = vld1q_s32(start + t114);
            uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t9 = vdupq_n_f32(0.0f);
            vcc_v4_double t10 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t11 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t12 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t116 = i_vec_1 + 8L;
            float *t117 = res + t116;
            int32x4_t t14 = vld1q_s32(start + t116);
            uint32x4_t t13 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t15 = vdupq_n_f32(0.0f);
            vcc_v4_double t16 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t17 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t18 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t118 = i_vec_1 + 12L;
            float *t119 = res + t118;
            int32x4_t t20 = vld1q_s32(start + t118);
            uint32x4_t t19 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t21 = vdupq_n_f32(0.0f);
            vcc_v4_double t22 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t23 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t24 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            int t120 = 0;
            float32x4_t t121 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t122 = (vcc_v4_double){0};
            vcc_v4_ulong t123 = (vcc_v4_ulong){0};
            vcc_v4_uchar t124 = (vcc_v4_uchar){0};
            int32x4_t t125 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t126 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t127 = (uint32x4_t)(vcc_m4){0};
            int t128 = 1;
            float32x4_t t129 = (float32x4_t)(vcc_v4_float){0};
            int t130 = 0;
            float32x4_t t131 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t132 = (vcc_v4_double){0};
            vcc_v4_ulong t133 = (vcc_v4_ulong){0};
            vcc_v4_uchar t134 = (vcc_v4_uchar){0};
            int32x4_t t135 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t136 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t137 = (uint32x4_t)(vcc_m4){0};
            int t138 = 1;
            float32x4_t t139 = (float32x4_t)(vcc_v4_float){0};
            int t140 = 0;
            float32x4_t t141 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t142 = (vcc_v4_double){0};
            vcc_v4_ulong t143 = (vcc_v4_ulong){0};
            vcc_v4_uchar t144 = (vcc_v4_uchar){0};
            int32x4_t t145 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t146 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t147 = (uint32x4_t)(vcc_m4){0};
            int t148 = 1;
            float32x4_t t149 = (float32x4_t)(vcc_v4_float){0};
            int t150 = 0;
            float32x4_t t151 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t152 = (vcc_v4_double){0};
            vcc_v4_ulong t153 = (vcc_v4_ulong){0};
            vcc_v4_uchar t154 = (vcc_v4_uchar){0};
            int32x4_t t155 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t156 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t157 = (uint32x4_t)(vcc_m4){0};
            int t158 = 1;
            float32x4_t t159 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t128) {
                    int32x4_t t160 = vdupq_n_s32(0);
                    uint32x4_t t161 = vmvnq_u32(vceqq_s32(t2, t160));
                    uint32x4_t t162 = vandq_u32(t1, t161);
                    uint32x4_t t163 = vmvnq_u32(t161);
                    uint32x4_t t164 = vandq_u32(t1, t163);
                    int32x4_t t165 = vdupq_n_s32(t120 == lim);
                    uint32x4_t t166 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t165 != (vcc_v4_int){0});
                    uint32x4_t t167 = vandq_u32(t162, t166);
                    uint32x4_t t168 = vmvnq_u32(t166);
                    uint32x4_t t30 = vandq_u32(t162, t168);
                    if ((vmaxvq_u32(t30) != 0)) {
                        float32x4_t t169 = ({ int32x4_t vcc_ni = t2; uint32x4_t vcc_nm = t30; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t25 = vaddq_f32(t3, t169);
                        vcc_v4_double t170 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t171 = t4 * t170;
                        vcc_v4_double t172 = __builtin_convertvector((vcc_v4_float)t169, vcc_v4_double);
                        t26 = t171 + t172;
                        vcc_v4_ulong t173 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t174 = t5 * t173;
                        vcc_v4_ulong t175 = ({ int32x4_t vcc_w0 = t2; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t27 = t174 + t175;
                        int32x4_t t176 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t6, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t177 = vreinterpretq_u32_s32(t176);
                        uint32x4_t t178 = vreinterpretq_u32_s32(t2);
                        uint32x4_t t179 = vaddq_u32(t177, t178);
                        int32x4_t t180 = vreinterpretq_s32_u32(t179);
                        t28 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t180, vcc_v4_short), vcc_v4_uchar);
                        t29 = ({ int32x4_t vcc_ni = t2; uint32x4_t vcc_nm = t30; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t181 = t120 + 1;
                    } else {
                        t25 = (float32x4_t)(vcc_v4_float){0};
                        t26 = (vcc_v4_double){0};
                        t27 = (vcc_v4_ulong){0};
                        t28 = (vcc_v4_uchar){0};
                        t29 = (int32x4_t)(vcc_v4_int){0};
                        t181 = 0;
                        t30 = (uint32x4_t)(vcc_m4){0};
                    }
                    t31 = vbslq_f32(t1, t3, t121);
                    t32 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t122);
                    t33 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t5, t123);
                    t34 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t6, t124);
                    int32x4_t t182 = vdupq_n_s32(t120);
                    t35 = vbslq_s32(t1, t182, t125);
                    t36 = vorrq_u32(t126, t164);
                    t37 = vorrq_u32(t127, t167);
                    if ((vmaxvq_u32(t30) != 0)) {
                        t197 = t30;
                        t198 = t29;
                        t199 = t25;
                        t200 = t26;
                        t201 = t27;
                        t202 = t28;
                        t203 = t181;
                        t204 = 1;
                        t38 = t129;
                    } else {
                        float32x4_t t183 = (float32x4_t)__builtin_convertvector(t32, vcc_v4_float);
                        float32x4_t t184 = vaddq_f32(t31, t183);
                        vcc_v4_ulong t185 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t186 = t33 & t185;
                        float32x4_t t187 = (float32x4_t)__builtin_convertvector(t186, vcc_v4_float);
                        float32x4_t t188 = vaddq_f32(t184, t187);
                        float32x4_t t189 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t34, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t190 = vaddq_f32(t188, t189);
                        float32x4_t t191 = vcvtq_f32_s32(t35);
                        float32x4_t t192 = vaddq_f32(t190, t191);
                        float32x4_t t193 = vbslq_f32(t36, t192, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t194 = vnegq_f32(t31);
                        float32x4_t t195 = vcvtq_f32_s32(t35);
                        float32x4_t t196 = vsubq_f32(t194, t195);
                        t38 = vbslq_f32(t37, t196, t193);
                        t197 = t1;
                        t198 = t2;
                        t199 = t3;
                        t200 = t4;
                        t201 = t5;
                        t202 = t6;
                        t203 = t120;
                        t31 = t121;
                        t32 = t122;
                        t33 = t123;
                        t34 = t124;
                        t35 = t125;
                        t36 = t126;
                        t37 = t127;
                        t204 = 0;
                    }
                } else {
                    t197 = t1;
                    t198 = t2;
                    t199 = t3;
                    t200 = t4;
                    t201 = t5;
                    t202 = t6;
                    t203 = t120;
                    t31 = t121;
                    t32 = t122;
                    t33 = t123;
                    t34 = t124;
                    t35 = t125;
                    t36 = t126;
                    t37 = t127;
                    t204 = 0;
                    t38 = t129;
                }
                if (t138) {
                    int32x4_t t205 = vdupq_n_s32(0);
                    uint32x4_t t206 = vmvnq_u32(vceqq_s32(t8, t205));
                    uint32x4_t t207 = vandq_u32(t7, t206);
                    uint32x4_t t208 = vmvnq_u32(t206);
                    uint32x4_t t209 = vandq_u32(t7, t208);
                    int32x4_t t210 = vdupq_n_s32(t130 == lim);
                    uint32x4_t t211 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t210 != (vcc_v4_int){0});
                    uint32x4_t t212 = vandq_u32(t207, t211);
                    uint32x4_t t213 = vmvnq_u32(t211);
                    uint32x4_t t44 = vandq_u32(t207, t213);
                    if ((vmaxvq_u32(t44) != 0)) {
                        float32x4_t t214 = ({ int32x4_t vcc_ni = t8; uint32x4_t vcc_nm = t44; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t39 = vaddq_f32(t9, t214);
                        vcc_v4_double t215 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t216 = t10 * t215;
                        vcc_v4_double t217 = __builtin_convertvector((vcc_v4_float)t214, vcc_v4_double);
                        t40 = t216 + t217;
                        vcc_v4_ulong t218 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t219 = t11 * t218;
                        vcc_v4_ulong t220 = ({ int32x4_t vcc_w0 = t8; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t41 = t219 + t220;
                        int32x4_t t221 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t12, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t222 = vreinterpretq_u32_s32(t221);
                        uint32x4_t t223 = vreinterpretq_u32_s32(t8);
                        uint32x4_t t224 = vaddq_u32(t222, t223);
                        int32x4_t t225 = vreinterpretq_s32_u32(t224);
                        t42 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t225, vcc_v4_short), vcc_v4_uchar);
                        t43 = ({ int32x4_t vcc_ni = t8; uint32x4_t vcc_nm = t44; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t226 = t130 + 1;
                    } else {
                        t39 = (float32x4_t)(vcc_v4_float){0};
                        t40 = (vcc_v4_double){0};
                        t41 = (vcc_v4_ulong){0};
                        t42 = (vcc_v4_uchar){0};
                        t43 = (int32x4_t)(vcc_v4_int){0};
                        t226 = 0;
                        t44 = (uint32x4_t)(vcc_m4){0};
                    }
                    t45 = vbslq_f32(t7, t9, t131);
                    t46 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t7, vcc_v4_long), t10, t132);
                    t47 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t7, vcc_v4_long), t11, t133);
                    t48 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), t12, t134);
                    int32x4_t t227 = vdupq_n_s32(t130);
                    t49 = vbslq_s32(t7, t227, t135);
                    t50 = vorrq_u32(t136, t209);
                    t51 = vorrq_u32(t137, t212);
                    if ((vmaxvq_u32(t44) != 0)) {
                        t242 = t44;
                        t243 = t43;
                        t244 = t39;
                        t245 = t40;
                        t246 = t41;
                        t247 = t42;
                        t248 = t226;
                        t249 = 1;
                        t52 = t139;
                    } else {
                        float32x4_t t228 = (float32x4_t)__builtin_convertvector(t46, vcc_v4_float);
                        float32x4_t t229 = vaddq_f32(t45, t228);
                        vcc_v4_ulong t230 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t231 = t47 & t230;
                        float32x4_t t232 = (float32x4_t)__builtin_convertvector(t231, vcc_v4_float);
                        float32x4_t t233 = vaddq_f32(t229, t232);
                        float32x4_t t234 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t48, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t235 = vaddq_f32(t233, t234);
                        float32x4_t t236 = vcvtq_f32_s32(t49);
                        float32x4_t t237 = vaddq_f32(t235, t236);
                        float32x4_t t238 = vbslq_f32(t50, t237, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t239 = vnegq_f32(t45);
                        float32x4_t t240 = vcvtq_f32_s32(t49);
                        float32x4_t t241 = vsubq_f32(t239, t240);
                        t52 = vbslq_f32(t51, t241, t238);
                        t242 = t7;
                        t243 = t8;
                        t244 = t9;
                        t245 = t10;
                        t246 = t11;
                        t247 = t12;
                        t248 = t130;
                        t45 = t131;
                        t46 = t132;
                        t47 = t133;
                        t48 = t134;
                        t49 = t135;
                        t50 = t136;
                        t51 = t137;
                        t249 = 0;
                    }
                } else {
                    t242 = t7;
                    t243 = t8;
                    t244 = t9;
                    t245 = t10;
                    t246 = t11;
                    t247 = t12;
                    t248 = t130;
                    t45 = t131;
                    t46 = t132;
                    t47 = t133;
                    t48 = t134;
                    t49 = t135;
                    t50 = t136;
                    t51 = t137;
                    t249 = 0;
                    t52 = t139;
                }
                if (t148) {
                    int32x4_t t250 = vdupq_n_s32(0);
                    uint32x4_t t251 = vmvnq_u32(vceqq_s32(t14, t250));
                    uint32x4_t t252 = vandq_u32(t13, t251);
                    uint32x4_t t253 = vmvnq_u32(t251);
                    uint32x4_t t254 = vandq_u32(t13, t253);
                    int32x4_t t255 = vdupq_n_s32(t140 == lim);
                    uint32x4_t t256 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t255 != (vcc_v4_int){0});
                    uint32x4_t t257 = vandq_u32(t252, t256);
                    uint32x4_t t258 = vmvnq_u32(t256);
                    uint32x4_t t58 = vandq_u32(t252, t258);
                    if ((vmaxvq_u32(t58) != 0)) {
                        float32x4_t t259 = ({ int32x4_t vcc_ni = t14; uint32x4_t vcc_nm = t58; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t53 = vaddq_f32(t15, t259);
                        vcc_v4_double t260 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t261 = t16 * t260;
                        vcc_v4_double t262 = __builtin_convertvector((vcc_v4_float)t259, vcc_v4_double);
                        t54 = t261 + t262;
                        vcc_v4_ulong t263 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t264 = t17 * t263;
                        vcc_v4_ulong t265 = ({ int32x4_t vcc_w0 = t14; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t55 = t264 + t265;
                        int32x4_t t266 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t18, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t267 = vreinterpretq_u32_s32(t266);
                        uint32x4_t t268 = vreinterpretq_u32_s32(t14);
                        uint32x4_t t269 = vaddq_u32(t267, t268);
                        int32x4_t t270 = vreinterpretq_s32_u32(t269);
                        t56 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t270, vcc_v4_short), vcc_v4_uchar);
                        t57 = ({ int32x4_t vcc_ni = t14; uint32x4_t vcc_nm = t58; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t271 = t140 + 1;
                    } else {
                        t53 = (float32x4_t)(vcc_v4_float){0};
                        t54 = (vcc_v4_double){0};
                        t55 = (vcc_v4_ulong){0};
                        t56 = (vcc_v4_uchar){0};
                        t57 = (int32x4_t)(vcc_v4_int){0};
                        t271 = 0;
                        t58 = (uint32x4_t)(vcc_m4){0};
                    }
                    t59 = vbslq_f32(t13, t15, t141);
                    t60 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t13, vcc_v4_long), t16, t142);
                    t61 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t13, vcc_v4_long), t17, t143);
                    t62 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), t18, t144);
                    int32x4_t t272 = vdupq_n_s32(t140);
                    t63 = vbslq_s32(t13, t272, t145);
                    t64 = vorrq_u32(t146, t254);
                    t65 = vorrq_u32(t147, t257);
                    if ((vmaxvq_u32(t58) != 0)) {
                        t287 = t58;
                        t288 = t57;
                        t289 = t53;
                        t290 = t54;
                        t291 = t55;
                        t292 = t56;
                        t293 = t271;
                        t294 = 1;
                        t66 = t149;
                    } else {
                        float32x4_t t273 = (float32x4_t)__builtin_convertvector(t60, vcc_v4_float);
                        float32x4_t t274 = vaddq_f32(t59, t273);
                        vcc_v4_ulong t275 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t276 = t61 & t275;
                        float32x4_t t277 = (float32x4_t)__builtin_convertvector(t276, vcc_v4_float);
                        float32x4_t t278 = vaddq_f32(t274, t277);
                        float32x4_t t279 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t62, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t280 = vaddq_f32(t278, t279);
                        float32x4_t t281 = vcvtq_f32_s32(t63);
                        float32x4_t t282 = vaddq_f32(t280, t281);
                        float32x4_t t283 = vbslq_f32(t64, t282, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t284 = vnegq_f32(t59);
                        float32x4_t t285 = vcvtq_f32_s32(t63);
                        float32x4_t t286 = vsubq_f32(t284, t285);
                        t66 = vbslq_f32(t65, t286, t283);
                        t287 = t13;
                        t288 = t14;
                        t289 = t15;
                        t290 = t16;
                        t291 = t17;
                        t292 = t18;
                        t293 = t140;
                        t59 = t141;
                        t60 = t142;
                        t61 = t143;
                        t62 = t144;
                        t63 = t145;
                        t64 = t146;
                        t65 = t147;
                        t294 = 0;
                    }
                } else {
                    t287 = t13;
                    t288 = t14;
                    t289 = t15;
                    t290 = t16;
                    t291 = t17;
                    t292 = t18;
                    t293 = t140;
                    t59 = t141;
                    t60 = t142;
                    t61 = t143;
                    t62 = t144;
                    t63 = t145;
                    t64 = t146;
                    t65 = t147;
                    t294 = 0;
                    t66 = t149;
                }
                if (t158) {
                    int32x4_t t295 = vdupq_n_s32(0);
                    uint32x4_t t296 = vmvnq_u32(vceqq_s32(t20, t295));
                    uint32x4_t t297 = vandq_u32(t19, t296);
                    uint32x4_t t298 = vmvnq_u32(t296);
                    uint32x4_t t299 = vandq_u32(t19, t298);
                    int32x4_t t300 = vdupq_n_s32(t150 == lim);
                    uint32x4_t t301 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t300 != (vcc_v4_int){0});
                    uint32x4_t t302 = vandq_u32(t297, t301);
                    uint32x4_t t303 = vmvnq_u32(t301);
                    uint32x4_t t72 = vandq_u32(t297, t303);
                    if ((vmaxvq_u32(t72) != 0)) {
                        float32x4_t t304 = ({ int32x4_t vcc_ni = t20; uint32x4_t vcc_nm = t72; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t67 = vaddq_f32(t21, t304);
                        vcc_v4_double t305 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t306 = t22 * t305;
                        vcc_v4_double t307 = __builtin_convertvector((vcc_v4_float)t304, vcc_v4_double);
                        t68 = t306 + t307;
                        vcc_v4_ulong t308 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t309 = t23 * t308;
                        vcc_v4_ulong t310 = ({ int32x4_t vcc_w0 = t20; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                        t69 = t309 + t310;
                        int32x4_t t311 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t24, vcc_v4_ushort), vcc_v4_int);
                        uint32x4_t t312 = vreinterpretq_u32_s32(t311);
                        uint32x4_t t313 = vreinterpretq_u32_s32(t20);
                        uint32x4_t t314 = vaddq_u32(t312, t313);
                        int32x4_t t315 = vreinterpretq_s32_u32(t314);
                        t70 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t315, vcc_v4_short), vcc_v4_uchar);
                        t71 = ({ int32x4_t vcc_ni = t20; uint32x4_t vcc_nm = t72; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                        t316 = t150 + 1;
                    } else {
                        t67 = (float32x4_t)(vcc_v4_float){0};
                        t68 = (vcc_v4_double){0};
                        t69 = (vcc_v4_ulong){0};
                        t70 = (vcc_v4_uchar){0};
                        t71 = (int32x4_t)(vcc_v4_int){0};
                        t316 = 0;
                        t72 = (uint32x4_t)(vcc_m4){0};
                    }
                    t73 = vbslq_f32(t19, t21, t151);
                    t74 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t19, vcc_v4_long), t22, t152);
                    t75 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t19, vcc_v4_long), t23, t153);
                    t76 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t19, vcc_v4_schar), t24, t154);
                    int32x4_t t317 = vdupq_n_s32(t150);
                    t77 = vbslq_s32(t19, t317, t155);
                    t78 = vorrq_u32(t156, t299);
                    t79 = vorrq_u32(t157, t302);
                    if ((vmaxvq_u32(t72) != 0)) {
                        t332 = t72;
                        t333 = t71;
                        t334 = t67;
                        t335 = t68;
                        t336 = t69;
                        t337 = t70;
                        t338 = t316;
                        t339 = 1;
                        t80 = t159;
                    } else {
                        float32x4_t t318 = (float32x4_t)__builtin_convertvector(t74, vcc_v4_float);
                        float32x4_t t319 = vaddq_f32(t73, t318);
                        vcc_v4_ulong t320 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t321 = t75 & t320;
                        float32x4_t t322 = (float32x4_t)__builtin_convertvector(t321, vcc_v4_float);
                        float32x4_t t323 = vaddq_f32(t319, t322);
                        float32x4_t t324 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t76, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                        float32x4_t t325 = vaddq_f32(t323, t324);
                        float32x4_t t326 = vcvtq_f32_s32(t77);
                        float32x4_t t327 = vaddq_f32(t325, t326);
                        float32x4_t t328 = vbslq_f32(t78, t327, (float32x4_t)(vcc_v4_float){0});
                        float32x4_t t329 = vnegq_f32(t73);
                        float32x4_t t330 = vcvtq_f32_s32(t77);
                        float32x4_t t331 = vsubq_f32(t329, t330);
                        t80 = vbslq_f32(t79, t331, t328);
                        t332 = t19;
                        t333 = t20;
                        t334 = t21;
                        t335 = t22;
                        t336 = t23;
                        t337 = t24;
                        t338 = t150;
                        t73 = t151;
                        t74 = t152;
                        t75 = t153;
                        t76 = t154;
                        t77 = t155;
                        t78 = t156;
                        t79 = t157;
                        t339 = 0;
                    }
                } else {
                    t332 = t19;
                    t333 = t20;
                    t334 = t21;
                    t335 = t22;
                    t336 = t23;
                    t337 = t24;
                    t338 = t150;
                    t73 = t151;
                    t74 = t152;
                    t75 = t153;
                    t76 = t154;
                    t77 = t155;
                    t78 = t156;
                    t79 = t157;
                    t339 = 0;
                    t80 = t159;
                }
                if (!(t204 | t249 | t294 | t339)) {
                    vst1q_f32(t104, t38);
                    vst1q_f32(t115, t52);
                    vst1q_f32(t117, t66);
                    vst1q_f32(t119, t80);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t103) {
                        break;
                    }
                    t105 = (int)t103;
                    goto L379;
                }
                t1 = t197;
                t2 = t198;
                t3 = t199;
                t4 = t200;
                t5 = t201;
                t6 = t202;
                t120 = t203;
                t121 = t31;
                t122 = t32;
                t123 = t33;
                t124 = t34;
                t125 = t35;
                t126 = t36;
                t127 = t37;
                t128 = t204;
                t129 = t38;
                t7 = t242;
                t8 = t243;
                t9 = t244;
                t10 = t245;
                t11 = t246;
                t12 = t247;
                t130 = t248;
                t131 = t45;
                t132 = t46;
                t133 = t47;
                t134 = t48;
                t135 = t49;
                t136 = t50;
                t137 = t51;
                t138 = t249;
                t139 = t52;
                t13 = t287;
                t14 = t288;
                t15 = t289;
                t16 = t290;
                t17 = t291;
                t18 = t292;
                t140 = t293;
                t141 = t59;
                t142 = t60;
                t143 = t61;
                t144 = t62;
                t145 = t63;
                t146 = t64;
                t147 = t65;
                t148 = t294;
                t149 = t66;
                t19 = t332;
                t20 = t333;
                t21 = t334;
                t22 = t335;
                t23 = t336;
                t24 = t337;
                t150 = t338;
                t151 = t73;
                t152 = t74;
                t153 = t75;
                t154 = t76;
                t155 = t77;
                t156 = t78;
                t157 = t79;
                t158 = t339;
                t159 = t80;
            }
        }
    } else {
        t105 = 0;
    }
L379:
    t106 = (long)n + (long)t105 * -1L;
    t107 = (unsigned long)res;
    t108 = (unsigned long)start;
    if ((t106 >= 4L) & (((t107 + (unsigned long)((long)t105 * 4L + 4L + (t106 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t105 * 4L))) | ((t108 + (unsigned long)((long)t105 * 4L + 4L + (t106 - 1L) * 4L)) <= (t107 + (unsigned long)((long)t105 * 4L))))) {
        long t109 = t106 & -4L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 4, UF 1, run-time check: `res` and `start` do not overlap, scalar epilogue */
        for (;;) {
            long t110 = (long)t105 + i_vec;
            float *t111 = res + t110;
            int32x4_t t82 = vld1q_s32(start + t110);
            uint32x4_t t81 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t83 = vdupq_n_f32(0.0f);
            vcc_v4_double t84 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t85 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t86 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            int t340 = 0;
            float32x4_t t93 = (float32x4_t)(vcc_v4_float){0};
            vcc_v4_double t94 = (vcc_v4_double){0};
            vcc_v4_ulong t95 = (vcc_v4_ulong){0};
            vcc_v4_uchar t96 = (vcc_v4_uchar){0};
            int32x4_t t97 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t98 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t99 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t341 = vdupq_n_s32(0);
                uint32x4_t t342 = vmvnq_u32(vceqq_s32(t82, t341));
                uint32x4_t t343 = vandq_u32(t81, t342);
                uint32x4_t t344 = vmvnq_u32(t342);
                uint32x4_t t345 = vandq_u32(t81, t344);
                int32x4_t t346 = vdupq_n_s32(t340 == lim);
                uint32x4_t t347 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t346 != (vcc_v4_int){0});
                uint32x4_t t348 = vandq_u32(t343, t347);
                uint32x4_t t349 = vmvnq_u32(t347);
                uint32x4_t t92 = vandq_u32(t343, t349);
                if ((vmaxvq_u32(t92) != 0)) {
                    float32x4_t t350 = ({ int32x4_t vcc_ni = t82; uint32x4_t vcc_nm = t92; const float32_t *vcc_np = (const float32_t *)(w); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                    t87 = vaddq_f32(t83, t350);
                    vcc_v4_double t351 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_v4_double t352 = t84 * t351;
                    vcc_v4_double t353 = __builtin_convertvector((vcc_v4_float)t350, vcc_v4_double);
                    t88 = t352 + t353;
                    vcc_v4_ulong t354 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                    vcc_v4_ulong t355 = t85 * t354;
                    vcc_v4_ulong t356 = ({ int32x4_t vcc_w0 = t82; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w1; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w2; vcc_v4_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                    t89 = t355 + t356;
                    int32x4_t t357 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t86, vcc_v4_ushort), vcc_v4_int);
                    uint32x4_t t358 = vreinterpretq_u32_s32(t357);
                    uint32x4_t t359 = vreinterpretq_u32_s32(t82);
                    uint32x4_t t360 = vaddq_u32(t358, t359);
                    int32x4_t t361 = vreinterpretq_s32_u32(t360);
                    t90 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t361, vcc_v4_short), vcc_v4_uchar);
                    t91 = ({ int32x4_t vcc_ni = t82; uint32x4_t vcc_nm = t92; const int32_t *vcc_np = (const int32_t *)(next); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
                    t362 = t340 + 1;
                } else {
                    t87 = (float32x4_t)(vcc_v4_float){0};
                    t88 = (vcc_v4_double){0};
                    t89 = (vcc_v4_ulong){0};
                    t90 = (vcc_v4_uchar){0};
                    t91 = (int32x4_t)(vcc_v4_int){0};
                    t362 = 0;
                    t92 = (uint32x4_t)(vcc_m4){0};
                }
                t93 = vbslq_f32(t81, t83, t93);
                t94 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t81, vcc_v4_long), t84, t94);
                t95 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t81, vcc_v4_long), t85, t95);
                t96 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t81, vcc_v4_schar), t86, t96);
                int32x4_t t363 = vdupq_n_s32(t340);
                t97 = vbslq_s32(t81, t363, t97);
                t98 = vorrq_u32(t98, t345);
                t99 = vorrq_u32(t99, t348);
                if (!(vmaxvq_u32(t92) != 0)) {
                    float32x4_t t364 = (float32x4_t)__builtin_convertvector(t94, vcc_v4_float);
                    float32x4_t t365 = vaddq_f32(t93, t364);
                    vcc_v4_ulong t366 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v4_ulong t367 = t95 & t366;
                    float32x4_t t368 = (float32x4_t)__builtin_convertvector(t367, vcc_v4_float);
                    float32x4_t t369 = vaddq_f32(t365, t368);
                    float32x4_t t370 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t96, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
                    float32x4_t t371 = vaddq_f32(t369, t370);
                    float32x4_t t372 = vcvtq_f32_s32(t97);
                    float32x4_t t373 = vaddq_f32(t371, t372);
                    float32x4_t t374 = vbslq_f32(t98, t373, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t375 = vnegq_f32(t93);
                    float32x4_t t376 = vcvtq_f32_s32(t97);
                    float32x4_t t377 = vsubq_f32(t375, t376);
                    float32x4_t t378 = vbslq_f32(t99, t377, t374);
                    vst1q_f32(t111, t378);
                    i_vec += 4L;
                    if (i_vec < t109) {
                        break;
                    }
                    i = (int)((long)t105 + t109);
                    goto L380;
                }
                t81 = t92;
                t82 = t91;
                t83 = t87;
                t84 = t88;
                t85 = t89;
                t86 = t90;
                t340 = t362;
            }
        }
    } else {
        i = t105;
    }
L380:
    for (; i < n; i++) {
        long t112 = (long)i;
        int t113 = start[t112];
        res[t112] = walk(next, w, t113, lim);
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
