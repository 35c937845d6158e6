/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

void _ZGVnN4uuuul_haar(const float *in, float *out, int half, float two, int i);
void _ZGVnN4ulu_bump(int *a, int i, int k);
void _ZGVnM4ulu_bump(int *a, int i, int k, int32x4_t mask);
/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch */
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

/* vcc: function at void_calls.c:12 vector variant _ZGVnN4uuuul_haar of `haar`: VL 4, unmasked, in uniform, out uniform, half uniform, two uniform, i linear step 1 */
void _ZGVnN4uuuul_haar(const float *in, float *out, int half, float two, int i) {
    const float *t1 = in + 2 * i;
    float32x4_t t2 = vld2q_f32(t1).val[0];
    float32x4_t t3 = vld2q_f32(t1).val[1];
    float32x4_t t4 = vaddq_f32(t2, t3);
    float32x4_t t5 = vdupq_n_f32(two);
    float32x4_t t6 = vdivq_f32(t4, t5);
    vst1q_f32(out + i, t6);
    float32x4_t t7 = vsubq_f32(t2, t3);
    float32x4_t t8 = vdupq_n_f32(two);
    float32x4_t t9 = vdivq_f32(t7, t8);
    vst1q_f32(out + (half + i), t9);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

/* vcc: function at void_calls.c:19 vector variant _ZGVnN4ulu_bump of `bump`: VL 4, unmasked, a uniform, i linear step 1, k uniform */
void _ZGVnN4ulu_bump(int *a, int i, int k) {
    int *t1 = a + i;
    int32x4_t t2 = vld1q_s32(t1);
    int32x4_t t3 = vdupq_n_s32(3);
    int32x4_t t4 = vmulq_s32(t2, t3);
    int32x4_t t5 = vdupq_n_s32(k);
    int32x4_t t6 = vaddq_s32(t4, t5);
    vst1q_s32(t1, t6);
}

/* vcc: function at void_calls.c:19 vector variant _ZGVnM4ulu_bump of `bump`: VL 4, masked, a uniform, i linear step 1, k uniform */
void _ZGVnM4ulu_bump(int *a, int i, int k, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    int32x4_t t3 = ({ uint32x4_t vcc_nm = t1; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t2 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    int32x4_t t4 = vdupq_n_s32(3);
    uint32x4_t t5 = vreinterpretq_u32_s32(t3);
    uint32x4_t t6 = vreinterpretq_u32_s32(t4);
    uint32x4_t t7 = vmulq_u32(t5, t6);
    int32x4_t t8 = vreinterpretq_s32_u32(t7);
    int32x4_t t9 = vdupq_n_s32(k);
    uint32x4_t t10 = vreinterpretq_u32_s32(t8);
    uint32x4_t t11 = vreinterpretq_u32_s32(t9);
    uint32x4_t t12 = vaddq_u32(t10, t11);
    int32x4_t t13 = vreinterpretq_s32_u32(t12);
    do { uint32x4_t vcc_nm = t1; int32x4_t vcc_nv = t13; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
}

void transform(const float *in, float *out, int half) {
    int t4;
    int i;
    long t1 = (long)half;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            const float *t9 = in + 2 * t3;
            float32x4_t t10 = vld2q_f32(t9).val[0];
            float32x4_t t11 = vld2q_f32(t9).val[1];
            float32x4_t t12 = vaddq_f32(t10, t11);
            float32x4_t t13 = vdupq_n_f32(2.0f);
            float32x4_t t14 = vdivq_f32(t12, t13);
            vst1q_f32(out + t3, t14);
            float32x4_t t15 = vsubq_f32(t10, t11);
            float32x4_t t16 = vdupq_n_f32(2.0f);
            float32x4_t t17 = vdivq_f32(t15, t16);
            vst1q_f32(out + (half + t3), t17);
            int t8 = (int)(i_vec_1 + 4L);
            const float *t28 = in + 2 * t8;
            float32x4_t t29 = vld2q_f32(t28).val[0];
            float32x4_t t30 = vld2q_f32(t28).val[1];
            float32x4_t t31 = vaddq_f32(t29, t30);
            float32x4_t t32 = vdupq_n_f32(2.0f);
            float32x4_t t33 = vdivq_f32(t31, t32);
            vst1q_f32(out + t8, t33);
            float32x4_t t34 = vsubq_f32(t29, t30);
            float32x4_t t35 = vdupq_n_f32(2.0f);
            float32x4_t t36 = vdivq_f32(t34, t35);
            vst1q_f32(out + (half + t8), t36);
            int t27 = (int)(i_vec_1 + 8L);
            const float *t38 = in + 2 * t27;
            float32x4_t t39 = vld2q_f32(t38).val[0];
            float32x4_t t40 = vld2q_f32(t38).val[1];
            float32x4_t t41 = vaddq_f32(t39, t40);
            float32x4_t t42 = vdupq_n_f32(2.0f);
            float32x4_t t43 = vdivq_f32(t41, t42);
            vst1q_f32(out + t27, t43);
            float32x4_t t44 = vsubq_f32(t39, t40);
            float32x4_t t45 = vdupq_n_f32(2.0f);
            float32x4_t t46 = vdivq_f32(t44, t45);
            vst1q_f32(out + (half + t27), t46);
            int t37 = (int)(i_vec_1 + 12L);
            const float *t47 = in + 2 * t37;
            float32x4_t t48 = vld2q_f32(t47).val[0];
            float32x4_t t49 = vld2q_f32(t47).val[1];
            float32x4_t t50 = vaddq_f32(t48, t49);
            float32x4_t t51 = vdupq_n_f32(2.0f);
            float32x4_t t52 = vdivq_f32(t50, t51);
            vst1q_f32(out + t37, t52);
            float32x4_t t53 = vsubq_f32(t48, t49);
            float32x4_t t54 = vdupq_n_f32(2.0f);
            float32x4_t t55 = vdivq_f32(t53, t54);
            vst1q_f32(out + (half + t37), t55);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)half + (long)t4 * -1L;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            const float *t18 = in + 2 * t7;
            float32x4_t t19 = vld2q_f32(t18).val[0];
            float32x4_t t20 = vld2q_f32(t18).val[1];
            float32x4_t t21 = vaddq_f32(t19, t20);
            float32x4_t t22 = vdupq_n_f32(2.0f);
            float32x4_t t23 = vdivq_f32(t21, t22);
            vst1q_f32(out + t7, t23);
            float32x4_t t24 = vsubq_f32(t19, t20);
            float32x4_t t25 = vdupq_n_f32(2.0f);
            float32x4_t t26 = vdivq_f32(t24, t25);
            vst1q_f32(out + (half + t7), t26);
            i_vec += 4L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < half; i++) {
        haar(in, out, half, 2.0f, i);
    }
}

void bump_all(int *a, int n) {
    int t4;
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        for (;;) {
            int t3 = (int)i_vec_1;
            int *t15 = a + t3;
            int32x4_t t16 = vld1q_s32(t15);
            int32x4_t t17 = vdupq_n_s32(3);
            int32x4_t t18 = vmulq_s32(t16, t17);
            int32x4_t t19 = vdupq_n_s32(7);
            int32x4_t t20 = vaddq_s32(t18, t19);
            vst1q_s32(t15, t20);
            int t14 = (int)(i_vec_1 + 4L);
            int *t41 = a + t14;
            int32x4_t t42 = vld1q_s32(t41);
            int32x4_t t43 = vdupq_n_s32(3);
            int32x4_t t44 = vmulq_s32(t42, t43);
            int32x4_t t45 = vdupq_n_s32(7);
            int32x4_t t46 = vaddq_s32(t44, t45);
            vst1q_s32(t41, t46);
            int t40 = (int)(i_vec_1 + 8L);
            int *t48 = a + t40;
            int32x4_t t49 = vld1q_s32(t48);
            int32x4_t t50 = vdupq_n_s32(3);
            int32x4_t t51 = vmulq_s32(t49, t50);
            int32x4_t t52 = vdupq_n_s32(7);
            int32x4_t t53 = vaddq_s32(t51, t52);
            vst1q_s32(t48, t53);
            int t47 = (int)(i_vec_1 + 12L);
            int *t54 = a + t47;
            int32x4_t t55 = vld1q_s32(t54);
            int32x4_t t56 = vdupq_n_s32(3);
            int32x4_t t57 = vmulq_s32(t55, t56);
            int32x4_t t58 = vdupq_n_s32(7);
            int32x4_t t59 = vaddq_s32(t57, t58);
            vst1q_s32(t54, t59);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            int *t21 = a + t7;
            int32x4_t t22 = vld1q_s32(t21);
            int32x4_t t23 = vdupq_n_s32(3);
            int32x4_t t24 = vmulq_s32(t22, t23);
            int32x4_t t25 = vdupq_n_s32(7);
            int32x4_t t26 = vaddq_s32(t24, t25);
            vst1q_s32(t21, t26);
            i_vec += 4L;
            if (i_vec >= t6) {
                t8 = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        t8 = t4;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 4L)) {
        int32x4_t t10 = vdupq_n_s32((int)t9);
        uint32x4_t t11 = vcltq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t10);
        int t12 = (int)(long)t8;
        int32x4_t t13 = vbslq_s32(t11, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
        uint32x4_t t27 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
        long t28 = (long)t12;
        int32x4_t t29 = ({ uint32x4_t vcc_nm = t27; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t28 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        int32x4_t t30 = vdupq_n_s32(3);
        uint32x4_t t31 = vreinterpretq_u32_s32(t29);
        uint32x4_t t32 = vreinterpretq_u32_s32(t30);
        uint32x4_t t33 = vmulq_u32(t31, t32);
        int32x4_t t34 = vreinterpretq_s32_u32(t33);
        int32x4_t t35 = vdupq_n_s32(7);
        uint32x4_t t36 = vreinterpretq_u32_s32(t34);
        uint32x4_t t37 = vreinterpretq_u32_s32(t35);
        uint32x4_t t38 = vaddq_u32(t36, t37);
        int32x4_t t39 = vreinterpretq_s32_u32(t38);
        do { uint32x4_t vcc_nm = t27; int32x4_t vcc_nv = t39; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t28 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        bump(a, i, 7);
    }
}

void bump_odd(int *a, const int *flags, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            int32x4_t flags_v = vld1q_s32(flags + i_vec_1);
            int32x4_t t4 = vandq_s32(flags_v, vdupq_n_s32(1));
            uint32x4_t t5 = vmvnq_u32(vceqq_s32(t4, vdupq_n_s32(0)));
            int32x4_t t6 = vbslq_s32(t5, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t20 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t6 != (vcc_v4_int){0});
            long t21 = (long)t3;
            int32x4_t t22 = ({ uint32x4_t vcc_nm = t20; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t21 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t23 = vdupq_n_s32(3);
            uint32x4_t t24 = vreinterpretq_u32_s32(t22);
            uint32x4_t t25 = vreinterpretq_u32_s32(t23);
            uint32x4_t t26 = vmulq_u32(t24, t25);
            int32x4_t t27 = vreinterpretq_s32_u32(t26);
            int32x4_t t28 = vdupq_n_s32(-2);
            uint32x4_t t29 = vreinterpretq_u32_s32(t27);
            uint32x4_t t30 = vreinterpretq_u32_s32(t28);
            uint32x4_t t31 = vaddq_u32(t29, t30);
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            do { uint32x4_t vcc_nm = t20; int32x4_t vcc_nv = t32; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t21 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t15 = i_vec_1 + 4L;
            int t16 = (int)t15;
            int32x4_t flags_v_2 = vld1q_s32(flags + t15);
            int32x4_t t17 = vandq_s32(flags_v_2, vdupq_n_s32(1));
            uint32x4_t t18 = vmvnq_u32(vceqq_s32(t17, vdupq_n_s32(0)));
            int32x4_t t19 = vbslq_s32(t18, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t51 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
            long t52 = (long)t16;
            int32x4_t t53 = ({ uint32x4_t vcc_nm = t51; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t52 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t54 = vdupq_n_s32(3);
            uint32x4_t t55 = vreinterpretq_u32_s32(t53);
            uint32x4_t t56 = vreinterpretq_u32_s32(t54);
            uint32x4_t t57 = vmulq_u32(t55, t56);
            int32x4_t t58 = vreinterpretq_s32_u32(t57);
            int32x4_t t59 = vdupq_n_s32(-2);
            uint32x4_t t60 = vreinterpretq_u32_s32(t58);
            uint32x4_t t61 = vreinterpretq_u32_s32(t59);
            uint32x4_t t62 = vaddq_u32(t60, t61);
            int32x4_t t63 = vreinterpretq_s32_u32(t62);
            do { uint32x4_t vcc_nm = t51; int32x4_t vcc_nv = t63; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t52 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t46 = i_vec_1 + 8L;
            int t47 = (int)t46;
            int32x4_t flags_v_3 = vld1q_s32(flags + t46);
            int32x4_t t48 = vandq_s32(flags_v_3, vdupq_n_s32(1));
            uint32x4_t t49 = vmvnq_u32(vceqq_s32(t48, vdupq_n_s32(0)));
            int32x4_t t50 = vbslq_s32(t49, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t69 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t50 != (vcc_v4_int){0});
            long t70 = (long)t47;
            int32x4_t t71 = ({ uint32x4_t vcc_nm = t69; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t70 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t72 = vdupq_n_s32(3);
            uint32x4_t t73 = vreinterpretq_u32_s32(t71);
            uint32x4_t t74 = vreinterpretq_u32_s32(t72);
            uint32x4_t t75 = vmulq_u32(t73, t74);
            int32x4_t t76 = vreinterpretq_s32_u32(t75);
            int32x4_t t77 = vdupq_n_s32(-2);
            uint32x4_t t78 = vreinterpretq_u32_s32(t76);
            uint32x4_t t79 = vreinterpretq_u32_s32(t77);
            uint32x4_t t80 = vaddq_u32(t78, t79);
            int32x4_t t81 = vreinterpretq_s32_u32(t80);
            do { uint32x4_t vcc_nm = t69; int32x4_t vcc_nv = t81; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t70 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t64 = i_vec_1 + 12L;
            int t65 = (int)t64;
            int32x4_t flags_v_4 = vld1q_s32(flags + t64);
            int32x4_t t66 = vandq_s32(flags_v_4, vdupq_n_s32(1));
            uint32x4_t t67 = vmvnq_u32(vceqq_s32(t66, vdupq_n_s32(0)));
            int32x4_t t68 = vbslq_s32(t67, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t82 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t68 != (vcc_v4_int){0});
            long t83 = (long)t65;
            int32x4_t t84 = ({ uint32x4_t vcc_nm = t82; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t83 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t85 = vdupq_n_s32(3);
            uint32x4_t t86 = vreinterpretq_u32_s32(t84);
            uint32x4_t t87 = vreinterpretq_u32_s32(t85);
            uint32x4_t t88 = vmulq_u32(t86, t87);
            int32x4_t t89 = vreinterpretq_s32_u32(t88);
            int32x4_t t90 = vdupq_n_s32(-2);
            uint32x4_t t91 = vreinterpretq_u32_s32(t89);
            uint32x4_t t92 = vreinterpretq_u32_s32(t90);
            uint32x4_t t93 = vaddq_u32(t91, t92);
            int32x4_t t94 = vreinterpretq_s32_u32(t93);
            do { uint32x4_t vcc_nm = t82; int32x4_t vcc_nv = t94; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t83 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t10 = (long)t7 + i_vec;
            int t11 = (int)t10;
            int32x4_t flags_v_1 = vld1q_s32(flags + t10);
            int32x4_t t12 = vandq_s32(flags_v_1, vdupq_n_s32(1));
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(t12, vdupq_n_s32(0)));
            int32x4_t t14 = vbslq_s32(t13, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
            long t34 = (long)t11;
            int32x4_t t35 = ({ uint32x4_t vcc_nm = t33; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)a + (unsigned long)t34 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t36 = vdupq_n_s32(3);
            uint32x4_t t37 = vreinterpretq_u32_s32(t35);
            uint32x4_t t38 = vreinterpretq_u32_s32(t36);
            uint32x4_t t39 = vmulq_u32(t37, t38);
            int32x4_t t40 = vreinterpretq_s32_u32(t39);
            int32x4_t t41 = vdupq_n_s32(-2);
            uint32x4_t t42 = vreinterpretq_u32_s32(t40);
            uint32x4_t t43 = vreinterpretq_u32_s32(t41);
            uint32x4_t t44 = vaddq_u32(t42, t43);
            int32x4_t t45 = vreinterpretq_s32_u32(t44);
            do { uint32x4_t vcc_nm = t33; int32x4_t vcc_nv = t45; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)a + (unsigned long)t34 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 4L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            bump(a, i, -2);
        }
    }
}

int main(void) {
    int sizes[8];
    int t45;
    int i;
    int t104;
    int i_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t5 = 2 * n;
        unsigned long t6 = (unsigned long)(t5 + 1) * 4UL;
        float *in = (float *)malloc(t6);
        float *out = (float *)malloc(t6);
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        void *t8 = malloc(t7);
        int *a = (int *)t8;
        void *t9 = malloc(t7);
        int *flags = (int *)t9;
        long t10 = (long)n * 2L;
        if ((t10 >= 16L) & 1) {
            long t11 = t10 & -16L;
            int32x4_t t12 = vdupq_n_s32(0);
            int32x4_t t13 = vaddq_s32(t12, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            uint32x4_t t15 = vsubq_u32(t14, vdupq_n_u32(11));
            uint32x4_t t16 = vminq_u32(t14, t15);
            int32x4_t t1 = vreinterpretq_s32_u32(t16);
            long i_vec = 0L;
            /* vcc: loop at void_calls.c:48 vectorized: VF 4, UF 4, the remainder at 49:28 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t17 = vcvtq_f32_s32(t1);
                float32x4_t t18 = vmulq_f32(t17, vdupq_n_f32(0.5f));
                vst1q_f32(in + i_vec, t18);
                int32x4_t t19 = vaddq_s32(t1, vdupq_n_s32(6));
                uint32x4_t t20 = vreinterpretq_u32_s32(t19);
                uint32x4_t t21 = vsubq_u32(t20, vdupq_n_u32(11));
                uint32x4_t t22 = vminq_u32(t20, t21);
                int32x4_t t23 = vreinterpretq_s32_u32(t22);
                float32x4_t t24 = vcvtq_f32_s32(t23);
                float32x4_t t25 = vmulq_f32(t24, vdupq_n_f32(0.5f));
                vst1q_f32(in + (i_vec + 4L), t25);
                int32x4_t t26 = vaddq_s32(t1, vdupq_n_s32(1));
                uint32x4_t t27 = vreinterpretq_u32_s32(t26);
                uint32x4_t t28 = vsubq_u32(t27, vdupq_n_u32(11));
                uint32x4_t t29 = vminq_u32(t27, t28);
                int32x4_t t30 = vreinterpretq_s32_u32(t29);
                float32x4_t t31 = vcvtq_f32_s32(t30);
                float32x4_t t32 = vmulq_f32(t31, vdupq_n_f32(0.5f));
                vst1q_f32(in + (i_vec + 8L), t32);
                int32x4_t t33 = vaddq_s32(t1, vdupq_n_s32(7));
                uint32x4_t t34 = vreinterpretq_u32_s32(t33);
                uint32x4_t t35 = vsubq_u32(t34, vdupq_n_u32(11));
                uint32x4_t t36 = vminq_u32(t34, t35);
                int32x4_t t37 = vreinterpretq_s32_u32(t36);
                float32x4_t t38 = vcvtq_f32_s32(t37);
                float32x4_t t39 = vmulq_f32(t38, vdupq_n_f32(0.5f));
                vst1q_f32(in + (i_vec + 12L), t39);
                i_vec += 16L;
                int32x4_t t40 = vaddq_s32(t1, vdupq_n_s32(2));
                uint32x4_t t41 = vreinterpretq_u32_s32(t40);
                uint32x4_t t42 = vsubq_u32(t41, vdupq_n_u32(11));
                uint32x4_t t43 = vminq_u32(t41, t42);
                int32x4_t t44 = vreinterpretq_s32_u32(t43);
                if (i_vec >= t11) {
                    break;
                }
                t1 = t44;
            }
            t45 = (int)t11;
        } else {
            t45 = 0;
        }
        long t46 = (long)n * 2L + (long)t45 * -1L;
        int t47 = (int)((unsigned int)t45 * 7U);
        if ((t46 >= 4L) & (t47 >= 0)) {
            long t48 = t46 & -4L;
            int32x4_t t49 = vdupq_n_s32(t47 % 11);
            int32x4_t t50 = vaddq_s32(t49, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t51 = vreinterpretq_u32_s32(t50);
            uint32x4_t t52 = vsubq_u32(t51, vdupq_n_u32(11));
            uint32x4_t t53 = vminq_u32(t51, t52);
            int32x4_t t2 = vreinterpretq_s32_u32(t53);
            long i_vec_1 = 0L;
            /* vcc: loop at void_calls.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                float32x4_t t54 = vcvtq_f32_s32(t2);
                float32x4_t t55 = vmulq_f32(t54, vdupq_n_f32(0.5f));
                vst1q_f32(in + ((long)t45 + i_vec_1), t55);
                i_vec_1 += 4L;
                int32x4_t t56 = vaddq_s32(t2, vdupq_n_s32(6));
                uint32x4_t t57 = vreinterpretq_u32_s32(t56);
                uint32x4_t t58 = vsubq_u32(t57, vdupq_n_u32(11));
                uint32x4_t t59 = vminq_u32(t57, t58);
                int32x4_t t60 = vreinterpretq_s32_u32(t59);
                if (i_vec_1 >= t48) {
                    break;
                }
                t2 = t60;
            }
            i = (int)((long)t45 + t48);
        } else {
            i = t45;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t61 = (long)n;
        unsigned long t62 = (unsigned long)t8;
        unsigned long t63 = (unsigned long)t9;
        long t64 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t61 >= 16L) & (((t62 + (unsigned long)(4L + (t61 - 1L) * 4L)) <= t63) | ((t63 + (unsigned long)(4L + (t61 - 1L) * 4L)) <= t62) | ((t64 <= 0L) | (t64 >= 64L))) & 1) {
            long t65 = t61 & -16L;
            int32x4_t t66 = vdupq_n_s32(0);
            uint32x4_t t67 = vreinterpretq_u32_s32(t66);
            uint32x4_t i_v = vaddq_u32(t67, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t68 = vdupq_n_s32(0);
            int32x4_t t69 = vaddq_s32(t68, ((int32x4_t)(vcc_v4_int){0, 2, 1, 0}));
            uint32x4_t t70 = vreinterpretq_u32_s32(t69);
            uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(3));
            uint32x4_t t72 = vminq_u32(t70, t71);
            int32x4_t t3 = vreinterpretq_s32_u32(t72);
            long i_vec_2 = 0L;
            /* vcc: loop at void_calls.c:50 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 52:24 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                int32x4_t t73 = vsubq_s32(i_v_2, vdupq_n_s32(3));
                vst1q_s32(a + i_vec_2, t73);
                vst1q_s32(flags + i_vec_2, t3);
                long t74 = i_vec_2 + 4L;
                uint32x4_t t75 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t75);
                int32x4_t t76 = vsubq_s32(i_v_3, vdupq_n_s32(3));
                vst1q_s32(a + t74, t76);
                int32x4_t t77 = vaddq_s32(t3, vdupq_n_s32(2));
                uint32x4_t t78 = vreinterpretq_u32_s32(t77);
                uint32x4_t t79 = vsubq_u32(t78, vdupq_n_u32(3));
                uint32x4_t t80 = vminq_u32(t78, t79);
                int32x4_t t81 = vreinterpretq_s32_u32(t80);
                vst1q_s32(flags + t74, t81);
                long t82 = i_vec_2 + 8L;
                uint32x4_t t83 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t83);
                int32x4_t t84 = vsubq_s32(i_v_4, vdupq_n_s32(3));
                vst1q_s32(a + t82, t84);
                int32x4_t t85 = vaddq_s32(t3, vdupq_n_s32(1));
                uint32x4_t t86 = vreinterpretq_u32_s32(t85);
                uint32x4_t t87 = vsubq_u32(t86, vdupq_n_u32(3));
                uint32x4_t t88 = vminq_u32(t86, t87);
                int32x4_t t89 = vreinterpretq_s32_u32(t88);
                vst1q_s32(flags + t82, t89);
                long t90 = i_vec_2 + 12L;
                uint32x4_t t91 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t91);
                int32x4_t t92 = vsubq_s32(i_v_5, vdupq_n_s32(3));
                vst1q_s32(a + t90, t92);
                int32x4_t t93 = vaddq_s32(t3, vdupq_n_s32(0));
                uint32x4_t t94 = vreinterpretq_u32_s32(t93);
                uint32x4_t t95 = vsubq_u32(t94, vdupq_n_u32(3));
                uint32x4_t t96 = vminq_u32(t94, t95);
                int32x4_t t97 = vreinterpretq_s32_u32(t96);
                vst1q_s32(flags + t90, t97);
                i_vec_2 += 16L;
                uint32x4_t t98 = vaddq_u32(i_v, vdupq_n_u32(16));
                int32x4_t t99 = vaddq_s32(t3, vdupq_n_s32(2));
                uint32x4_t t100 = vreinterpretq_u32_s32(t99);
                uint32x4_t t101 = vsubq_u32(t100, vdupq_n_u32(3));
                uint32x4_t t102 = vminq_u32(t100, t101);
                int32x4_t t103 = vreinterpretq_s32_u32(t102);
                if (i_vec_2 >= t65) {
                    break;
                }
                i_v = t98;
                t3 = t103;
            }
            t104 = (int)t65;
        } else {
            t104 = 0;
        }
        long t105 = (long)n + (long)t104 * -1L;
        unsigned long t106 = (unsigned long)t8;
        unsigned long t107 = (unsigned long)t9;
        long t108 = (long)((unsigned long)t9 + (unsigned long)((long)t104 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t104 * 4L)));
        int t109 = (int)((unsigned int)t104 * 5U);
        if ((t105 >= 4L) & (((t106 + (unsigned long)((long)t104 * 4L + 4L + (t105 - 1L) * 4L)) <= (t107 + (unsigned long)((long)t104 * 4L))) | ((t107 + (unsigned long)((long)t104 * 4L + 4L + (t105 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t104 * 4L))) | ((t108 <= 0L) | (t108 >= 16L))) & (t109 >= 0)) {
            long t110 = t105 & -4L;
            int32x4_t t111 = vdupq_n_s32(t104);
            uint32x4_t t112 = vreinterpretq_u32_s32(t111);
            uint32x4_t i_v_1 = vaddq_u32(t112, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t113 = vdupq_n_s32(t109 % 3);
            int32x4_t t114 = vaddq_s32(t113, ((int32x4_t)(vcc_v4_int){0, 2, 1, 0}));
            uint32x4_t t115 = vreinterpretq_u32_s32(t114);
            uint32x4_t t116 = vsubq_u32(t115, vdupq_n_u32(3));
            uint32x4_t t117 = vminq_u32(t115, t116);
            int32x4_t t4 = vreinterpretq_s32_u32(t117);
            long i_vec_3 = 0L;
            /* vcc: loop at void_calls.c:50 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t118 = (long)t104 + i_vec_3;
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                int32x4_t t119 = vsubq_s32(i_v_6, vdupq_n_s32(3));
                vst1q_s32(a + t118, t119);
                vst1q_s32(flags + t118, t4);
                i_vec_3 += 4L;
                uint32x4_t t120 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t121 = vaddq_s32(t4, vdupq_n_s32(2));
                uint32x4_t t122 = vreinterpretq_u32_s32(t121);
                uint32x4_t t123 = vsubq_u32(t122, vdupq_n_u32(3));
                uint32x4_t t124 = vminq_u32(t122, t123);
                int32x4_t t125 = vreinterpretq_s32_u32(t124);
                if (i_vec_3 >= t110) {
                    break;
                }
                i_v_1 = t120;
                t4 = t125;
            }
            i_1 = (int)((long)t104 + t110);
        } else {
            i_1 = t104;
        }
        for (; i_1 < n; i_1++) {
            long t126 = (long)i_1;
            a[t126] = i_1 - 3;
            flags[t126] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t5; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        unsigned int isum = 0U;
        for (int i_3 = 0; i_3 < n; i_3++) {
            isum = isum * 31U + (unsigned int)a[i_3];
        }
        printf("n=%d %.6f %u\n", n, (double)fsum, isum);
        free((void *)in);
        free((void *)out);
        free((void *)a);
        free((void *)flags);
    }
    return 0;
}
