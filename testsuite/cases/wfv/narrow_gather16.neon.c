/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

int32x4_t _ZGVnN4uv_get_u8(const unsigned char *v, int32x4_t i);
int32x4_t _ZGVnM4uv_get_s8(const signed char *v, int32x4_t i, int32x4_t mask);
int32x4_t _ZGVnM4uv_get_u16(const unsigned short *v, int32x4_t i, int32x4_t mask);
float32x4_t _ZGVnN4uv_get_s16f(const short *v, int32x4_t i);
/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather16.c:13 vector variant _ZGVnN4uv_get_u8 of `get_u8`: VL 4, unmasked, v uniform, i vector */
int32x4_t _ZGVnN4uv_get_u8(const unsigned char *v, int32x4_t i) {
    vcc_v4_uchar t1 = vcc_gather(vcc_v4_uchar, v, (vcc_v4_int)i);
    int32x4_t t2 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t1, vcc_v4_ushort), vcc_v4_int);
    int32x4_t t3 = vdupq_n_s32(1);
    int32x4_t t4 = vaddq_s32(t2, t3);
    return t4;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

/* vcc: function at narrow_gather16.c:18 vector variant _ZGVnM4uv_get_s8 of `get_s8`: VL 4, masked, v uniform, i vector */
int32x4_t _ZGVnM4uv_get_s8(const signed char *v, int32x4_t i, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_schar t2 = vcc_gather_masked(vcc_v4_schar, v, (vcc_v4_int)i, (vcc_m4)t1);
    int32x4_t t3 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t2, vcc_v4_short), vcc_v4_int);
    int32x4_t t4 = vdupq_n_s32(3);
    uint32x4_t t5 = vreinterpretq_u32_s32(t3);
    uint32x4_t t6 = vreinterpretq_u32_s32(t4);
    uint32x4_t t7 = vmulq_u32(t5, t6);
    int32x4_t t8 = vreinterpretq_s32_u32(t7);
    int32x4_t t9 = vbslq_s32(t1, t8, (int32x4_t)(vcc_v4_int){0});
    return t9;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather16.c:23 vector variant _ZGVnM4uv_get_u16 of `get_u16`: VL 4, masked, v uniform, i vector */
int32x4_t _ZGVnM4uv_get_u16(const unsigned short *v, int32x4_t i, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    uint16x4_t t2 = (uint16x4_t)vcc_gather_masked(vcc_v4_ushort, v, (vcc_v4_int)i, (vcc_m4)t1);
    int32x4_t t3 = vreinterpretq_s32_u32(vmovl_u16(t2));
    int32x4_t t4 = vdupq_n_s32(7);
    uint32x4_t t5 = vreinterpretq_u32_s32(t3);
    uint32x4_t t6 = vreinterpretq_u32_s32(t4);
    uint32x4_t t7 = vsubq_u32(t5, t6);
    int32x4_t t8 = vreinterpretq_s32_u32(t7);
    int32x4_t t9 = vbslq_s32(t1, t8, (int32x4_t)(vcc_v4_int){0});
    return t9;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather16.c:28 vector variant _ZGVnN4uv_get_s16f of `get_s16f`: VL 4, unmasked, v uniform, i vector */
float32x4_t _ZGVnN4uv_get_s16f(const short *v, int32x4_t i) {
    int16x4_t t1 = (int16x4_t)vcc_gather(vcc_v4_short, v, (vcc_v4_int)i);
    float32x4_t t2 = vcvtq_f32_s32(vmovl_s16(t1));
    float32x4_t t3 = vdupq_n_f32(0.5f);
    float32x4_t t4 = vmulq_f32(t2, t3);
    return t4;
}

#define M 203
int idx[M], out[M];
float fout[M];

void all_u8(const unsigned char *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t3 = &out[i_vec_1];
            int32x4_t idx_v = vld1q_s32(&idx[i_vec_1]);
            vcc_v4_uchar t13 = vcc_gather(vcc_v4_uchar, v, (vcc_v4_int)idx_v);
            int32x4_t t14 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t13, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t15 = vdupq_n_s32(1);
            int32x4_t t16 = vaddq_s32(t14, t15);
            vst1q_s32(t3, t16);
            long t11 = i_vec_1 + 4L;
            int *t12 = &out[t11];
            int32x4_t idx_v_2 = vld1q_s32(&idx[t11]);
            vcc_v4_uchar t23 = vcc_gather(vcc_v4_uchar, v, (vcc_v4_int)idx_v_2);
            int32x4_t t24 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t23, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t25 = vdupq_n_s32(1);
            int32x4_t t26 = vaddq_s32(t24, t25);
            vst1q_s32(t12, t26);
            long t21 = i_vec_1 + 8L;
            int *t22 = &out[t21];
            int32x4_t idx_v_3 = vld1q_s32(&idx[t21]);
            vcc_v4_uchar t29 = vcc_gather(vcc_v4_uchar, v, (vcc_v4_int)idx_v_3);
            int32x4_t t30 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t29, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t31 = vdupq_n_s32(1);
            int32x4_t t32 = vaddq_s32(t30, t31);
            vst1q_s32(t22, t32);
            long t27 = i_vec_1 + 12L;
            int *t28 = &out[t27];
            int32x4_t idx_v_4 = vld1q_s32(&idx[t27]);
            vcc_v4_uchar t33 = vcc_gather(vcc_v4_uchar, v, (vcc_v4_int)idx_v_4);
            int32x4_t t34 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t33, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t35 = vdupq_n_s32(1);
            int32x4_t t36 = vaddq_s32(t34, t35);
            vst1q_s32(t28, t36);
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
        /* vcc: loop at narrow_gather16.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            int *t8 = &out[t7];
            int32x4_t idx_v_1 = vld1q_s32(&idx[t7]);
            vcc_v4_uchar t17 = vcc_gather(vcc_v4_uchar, v, (vcc_v4_int)idx_v_1);
            int32x4_t t18 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t17, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t19 = vdupq_n_s32(1);
            int32x4_t t20 = vaddq_s32(t18, t19);
            vst1q_s32(t8, t20);
            i_vec += 4L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        out[t9] = get_u8(v, t10);
    }
}

void some_s8(const signed char *v, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t idx_v = vld1q_s32(&idx[i_vec_1]);
            uint32x4_t t3 = vcltq_s32(idx_v, vdupq_n_s32(1000));
            int32x4_t out_v = ({ uint32x4_t vcc_nm = t3; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t4 = vbslq_s32(t3, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t22 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t4 != (vcc_v4_int){0});
            vcc_v4_schar t23 = vcc_gather_masked(vcc_v4_schar, v, (vcc_v4_int)idx_v, (vcc_m4)t22);
            int32x4_t t24 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t23, vcc_v4_short), vcc_v4_int);
            int32x4_t t25 = vdupq_n_s32(3);
            uint32x4_t t26 = vreinterpretq_u32_s32(t24);
            uint32x4_t t27 = vreinterpretq_u32_s32(t25);
            uint32x4_t t28 = vmulq_u32(t26, t27);
            int32x4_t t29 = vreinterpretq_s32_u32(t28);
            int32x4_t t30 = vbslq_s32(t22, t29, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t15 = vreinterpretq_u32_s32(out_v);
            uint32x4_t t16 = vreinterpretq_u32_s32(t30);
            uint32x4_t t17 = vaddq_u32(t15, t16);
            int32x4_t t18 = vreinterpretq_s32_u32(t17);
            do { uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = t18; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t19 = i_vec_1 + 4L;
            int32x4_t idx_v_2 = vld1q_s32(&idx[t19]);
            uint32x4_t t20 = vcltq_s32(idx_v_2, vdupq_n_s32(1000));
            int32x4_t out_v_2 = ({ uint32x4_t vcc_nm = t20; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&out + (unsigned long)t19 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t21 = vbslq_s32(t20, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t48 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t21 != (vcc_v4_int){0});
            vcc_v4_schar t49 = vcc_gather_masked(vcc_v4_schar, v, (vcc_v4_int)idx_v_2, (vcc_m4)t48);
            int32x4_t t50 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t49, vcc_v4_short), vcc_v4_int);
            int32x4_t t51 = vdupq_n_s32(3);
            uint32x4_t t52 = vreinterpretq_u32_s32(t50);
            uint32x4_t t53 = vreinterpretq_u32_s32(t51);
            uint32x4_t t54 = vmulq_u32(t52, t53);
            int32x4_t t55 = vreinterpretq_s32_u32(t54);
            int32x4_t t56 = vbslq_s32(t48, t55, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t44 = vreinterpretq_u32_s32(out_v_2);
            uint32x4_t t45 = vreinterpretq_u32_s32(t56);
            uint32x4_t t46 = vaddq_u32(t44, t45);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            do { uint32x4_t vcc_nm = t20; int32x4_t vcc_nv = t47; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)t19 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 8L;
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
        /* vcc: loop at narrow_gather16.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int32x4_t idx_v_1 = vld1q_s32(&idx[t8]);
            uint32x4_t t9 = vcltq_s32(idx_v_1, vdupq_n_s32(1000));
            int32x4_t out_v_1 = ({ uint32x4_t vcc_nm = t9; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&out + (unsigned long)t8 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t10 = vbslq_s32(t9, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t35 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t10 != (vcc_v4_int){0});
            vcc_v4_schar t36 = vcc_gather_masked(vcc_v4_schar, v, (vcc_v4_int)idx_v_1, (vcc_m4)t35);
            int32x4_t t37 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t36, vcc_v4_short), vcc_v4_int);
            int32x4_t t38 = vdupq_n_s32(3);
            uint32x4_t t39 = vreinterpretq_u32_s32(t37);
            uint32x4_t t40 = vreinterpretq_u32_s32(t38);
            uint32x4_t t41 = vmulq_u32(t39, t40);
            int32x4_t t42 = vreinterpretq_s32_u32(t41);
            int32x4_t t43 = vbslq_s32(t35, t42, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t31 = vreinterpretq_u32_s32(out_v_1);
            uint32x4_t t32 = vreinterpretq_u32_s32(t43);
            uint32x4_t t33 = vaddq_u32(t31, t32);
            int32x4_t t34 = vreinterpretq_s32_u32(t33);
            do { uint32x4_t vcc_nm = t9; int32x4_t vcc_nv = t34; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)t8 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
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
        long t11 = (long)i;
        int t12 = idx[t11];
        if (t12 < 1000) {
            int *t13 = &out[t11];
            int t14 = *t13;
            *t13 = t14 + get_s8(v, t12);
        }
    }
}

void some_u16(const unsigned short *v, int n) {
    int t12;
    int i;
    int t25;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t t5 = (int32x4_t)((vcc_v4_int)i_v_2 % (vcc_v4_int)vdupq_n_s32(4));
            uint32x4_t t6 = vmvnq_u32(vceqq_s32(t5, vdupq_n_s32(2)));
            int32x4_t idx_v = ({ uint32x4_t vcc_nm = t6; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec_1 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t7 = vcltq_s32(idx_v, vdupq_n_s32(1000));
            int32x4_t t8 = (int32x4_t)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            int32x4_t t9 = vbslq_s32(t6, t8, vdupq_n_s32(0));
            uint32x4_t t10 = vmvnq_u32(vceqq_s32(t9, vdupq_n_s32(0)));
            int32x4_t out_v = ({ uint32x4_t vcc_nm = t10; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t idx_v_1 = ({ uint32x4_t vcc_nm = t10; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec_1 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t11 = vbslq_s32(t10, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t40 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t11 != (vcc_v4_int){0});
            uint16x4_t t41 = (uint16x4_t)vcc_gather_masked(vcc_v4_ushort, v, (vcc_v4_int)idx_v_1, (vcc_m4)t40);
            int32x4_t t42 = vreinterpretq_s32_u32(vmovl_u16(t41));
            int32x4_t t43 = vdupq_n_s32(7);
            uint32x4_t t44 = vreinterpretq_u32_s32(t42);
            uint32x4_t t45 = vreinterpretq_u32_s32(t43);
            uint32x4_t t46 = vsubq_u32(t44, t45);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            int32x4_t t48 = vbslq_s32(t40, t47, (int32x4_t)(vcc_v4_int){0});
            int32x4_t t30 = veorq_s32(out_v, t48);
            do { uint32x4_t vcc_nm = t10; int32x4_t vcc_nv = t30; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t31 = i_vec_1 + 4L;
            uint32x4_t t32 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t32);
            int32x4_t t33 = (int32x4_t)((vcc_v4_int)i_v_4 % (vcc_v4_int)vdupq_n_s32(4));
            uint32x4_t t34 = vmvnq_u32(vceqq_s32(t33, vdupq_n_s32(2)));
            int32x4_t idx_v_4 = ({ uint32x4_t vcc_nm = t34; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&idx + (unsigned long)t31 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t35 = vcltq_s32(idx_v_4, vdupq_n_s32(1000));
            int32x4_t t36 = (int32x4_t)__builtin_convertvector((vcc_m4)t35 & 1, vcc_v4_int);
            int32x4_t t37 = vbslq_s32(t34, t36, vdupq_n_s32(0));
            uint32x4_t t38 = vmvnq_u32(vceqq_s32(t37, vdupq_n_s32(0)));
            int32x4_t out_v_2 = ({ uint32x4_t vcc_nm = t38; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&out + (unsigned long)t31 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t idx_v_5 = ({ uint32x4_t vcc_nm = t38; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&idx + (unsigned long)t31 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t39 = vbslq_s32(t38, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t60 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t39 != (vcc_v4_int){0});
            uint16x4_t t61 = (uint16x4_t)vcc_gather_masked(vcc_v4_ushort, v, (vcc_v4_int)idx_v_5, (vcc_m4)t60);
            int32x4_t t62 = vreinterpretq_s32_u32(vmovl_u16(t61));
            int32x4_t t63 = vdupq_n_s32(7);
            uint32x4_t t64 = vreinterpretq_u32_s32(t62);
            uint32x4_t t65 = vreinterpretq_u32_s32(t63);
            uint32x4_t t66 = vsubq_u32(t64, t65);
            int32x4_t t67 = vreinterpretq_s32_u32(t66);
            int32x4_t t68 = vbslq_s32(t60, t67, (int32x4_t)(vcc_v4_int){0});
            int32x4_t t59 = veorq_s32(out_v_2, t68);
            do { uint32x4_t vcc_nm = t38; int32x4_t vcc_nv = t59; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)t31 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
            if (i_vec_1 >= t2) {
                t12 = (int)t2;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        int32x4_t t15 = vdupq_n_s32(t12);
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t i_v_1 = vaddq_u32(t16, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t17 = (long)t12 + i_vec;
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t t18 = (int32x4_t)((vcc_v4_int)i_v_3 % (vcc_v4_int)vdupq_n_s32(4));
            uint32x4_t t19 = vmvnq_u32(vceqq_s32(t18, vdupq_n_s32(2)));
            int32x4_t idx_v_2 = ({ uint32x4_t vcc_nm = t19; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&idx + (unsigned long)t17 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t20 = vcltq_s32(idx_v_2, vdupq_n_s32(1000));
            int32x4_t t21 = (int32x4_t)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            int32x4_t t22 = vbslq_s32(t19, t21, vdupq_n_s32(0));
            uint32x4_t t23 = vmvnq_u32(vceqq_s32(t22, vdupq_n_s32(0)));
            int32x4_t out_v_1 = ({ uint32x4_t vcc_nm = t23; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&out + (unsigned long)t17 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t idx_v_3 = ({ uint32x4_t vcc_nm = t23; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&idx + (unsigned long)t17 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t24 = vbslq_s32(t23, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t50 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
            uint16x4_t t51 = (uint16x4_t)vcc_gather_masked(vcc_v4_ushort, v, (vcc_v4_int)idx_v_3, (vcc_m4)t50);
            int32x4_t t52 = vreinterpretq_s32_u32(vmovl_u16(t51));
            int32x4_t t53 = vdupq_n_s32(7);
            uint32x4_t t54 = vreinterpretq_u32_s32(t52);
            uint32x4_t t55 = vreinterpretq_u32_s32(t53);
            uint32x4_t t56 = vsubq_u32(t54, t55);
            int32x4_t t57 = vreinterpretq_s32_u32(t56);
            int32x4_t t58 = vbslq_s32(t50, t57, (int32x4_t)(vcc_v4_int){0});
            int32x4_t t49 = veorq_s32(out_v_1, t58);
            do { uint32x4_t vcc_nm = t23; int32x4_t vcc_nv = t49; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)t17 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t14) {
                i = (int)((long)t12 + t14);
                break;
            }
        }
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t25 = (idx[i] < 1000) != 0;
        } else {
            t25 = 0;
        }
        if (t25) {
            long t26 = (long)i;
            int *t27 = &out[t26];
            int t28 = *t27;
            int t29 = idx[t26];
            *t27 = t28 ^ get_u16(v, t29);
        }
    }
}

void all_s16f(const short *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t3 = &fout[i_vec_1];
            int32x4_t idx_v = vld1q_s32(&idx[i_vec_1]);
            int16x4_t t13 = (int16x4_t)vcc_gather(vcc_v4_short, v, (vcc_v4_int)idx_v);
            float32x4_t t14 = vcvtq_f32_s32(vmovl_s16(t13));
            float32x4_t t15 = vdupq_n_f32(0.5f);
            float32x4_t t16 = vmulq_f32(t14, t15);
            vst1q_f32(t3, t16);
            long t11 = i_vec_1 + 4L;
            float *t12 = &fout[t11];
            int32x4_t idx_v_2 = vld1q_s32(&idx[t11]);
            int16x4_t t23 = (int16x4_t)vcc_gather(vcc_v4_short, v, (vcc_v4_int)idx_v_2);
            float32x4_t t24 = vcvtq_f32_s32(vmovl_s16(t23));
            float32x4_t t25 = vdupq_n_f32(0.5f);
            float32x4_t t26 = vmulq_f32(t24, t25);
            vst1q_f32(t12, t26);
            long t21 = i_vec_1 + 8L;
            float *t22 = &fout[t21];
            int32x4_t idx_v_3 = vld1q_s32(&idx[t21]);
            int16x4_t t29 = (int16x4_t)vcc_gather(vcc_v4_short, v, (vcc_v4_int)idx_v_3);
            float32x4_t t30 = vcvtq_f32_s32(vmovl_s16(t29));
            float32x4_t t31 = vdupq_n_f32(0.5f);
            float32x4_t t32 = vmulq_f32(t30, t31);
            vst1q_f32(t22, t32);
            long t27 = i_vec_1 + 12L;
            float *t28 = &fout[t27];
            int32x4_t idx_v_4 = vld1q_s32(&idx[t27]);
            int16x4_t t33 = (int16x4_t)vcc_gather(vcc_v4_short, v, (vcc_v4_int)idx_v_4);
            float32x4_t t34 = vcvtq_f32_s32(vmovl_s16(t33));
            float32x4_t t35 = vdupq_n_f32(0.5f);
            float32x4_t t36 = vmulq_f32(t34, t35);
            vst1q_f32(t28, t36);
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
        /* vcc: loop at narrow_gather16.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            float *t8 = &fout[t7];
            int32x4_t idx_v_1 = vld1q_s32(&idx[t7]);
            int16x4_t t17 = (int16x4_t)vcc_gather(vcc_v4_short, v, (vcc_v4_int)idx_v_1);
            float32x4_t t18 = vcvtq_f32_s32(vmovl_s16(t17));
            float32x4_t t19 = vdupq_n_f32(0.5f);
            float32x4_t t20 = vmulq_f32(t18, t19);
            vst1q_f32(t8, t20);
            i_vec += 4L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        fout[t9] = get_s16f(v, t10);
    }
}

int main(void) {
    int sizes[6];
    int k;
    int t141;
    int i;
    unsigned long t192;
    uint32x4_t t208;
    int off = 0;
    while (off < 4) {
        int t9 = off + 98;
        void *t10 = malloc((unsigned long)t9);
        unsigned char *b8 = (unsigned char *)t10;
        void *t11 = malloc((unsigned long)(t9 * 2));
        unsigned short *b16 = (unsigned short *)t11;
        long t12 = (long)off;
        long t13 = t12 + 98L;
        unsigned long t14 = (unsigned long)t10;
        long t15 = t13 - 1L;
        unsigned long t16 = (unsigned long)t11;
        if ((t13 >= 16L) & (((t14 + (unsigned long)(1L + t15 * 1L)) <= t16) | ((t16 + (unsigned long)(2L + t15 * 2L)) <= t14))) {
            long t17 = t13 & -16L;
            vcc_v16_int t18 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t19 = (vcc_v16_uint)t18;
            vcc_v16_uint k_v = t19 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long k_vec = 0L;
            /* vcc: loop at narrow_gather16.c:67 vectorized: VF 16, UF 1, run-time check: the value of the call to `malloc` at 65:29 and the value of the call to `malloc` at 66:31 do not overlap, scalar epilogue */
            for (;;) {
                vcc_v16_int k_v_1 = (vcc_v16_int)k_v;
                vcc_v16_int t20 = k_v_1 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v16_int t21 = t20 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
                uint8x16_t t22 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t21, vcc_v16_short), vcc_v16_uchar);
                vst1q_u8(b8 + k_vec, t22);
                vcc_v16_uint t23 = (vcc_v16_uint)k_v_1;
                vcc_v16_uint t24 = t23 * (vcc_v16_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
                vcc_v16_uint t25 = t24 + (vcc_v16_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v16_ushort t26 = __builtin_convertvector(t25, vcc_v16_ushort);
                do { vcc_v16_ushort vcc_w = t26; vst1q_u16_x2(b16 + k_vec, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
                k_vec += 16L;
                vcc_v16_uint t27 = k_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (k_vec >= t17) {
                    break;
                }
                k_v = t27;
            }
            k = (int)t17;
        } else {
            k = 0;
        }
        while (k < t9) {
            long t28 = (long)k;
            b8[t28] = (unsigned char)(k * 37 + 11);
            b16[t28] = (unsigned short)((unsigned int)k * 40503U + 7U);
            k++;
        }
        const unsigned char *u8 = b8 + t12 + 37;
        const unsigned short *u16 = b16 + t12 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        int s = 0;
        while (s < 6) {
            int n = sizes[s];
            unsigned int t29 = (unsigned int)s;
            int t30 = (int)t29;
            if (1 & (t30 >= 0) & 1 & 1) {
                int32x4_t t31 = vdupq_n_s32(0);
                uint32x4_t t32 = vreinterpretq_u32_s32(t31);
                uint32x4_t i_v = vaddq_u32(t32, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                int32x4_t t33 = vdupq_n_s32(t30 % 98);
                int32x4_t t34 = vaddq_s32(t33, ((int32x4_t)(vcc_v4_int){0, 13, 26, 39}));
                uint32x4_t t35 = vreinterpretq_u32_s32(t34);
                uint32x4_t t36 = vsubq_u32(t35, vdupq_n_u32(98));
                uint32x4_t t37 = vminq_u32(t35, t36);
                int32x4_t t1 = vreinterpretq_s32_u32(t37);
                int32x4_t t38 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t39 = vreinterpretq_u32_s32(t38);
                uint32x4_t t40 = vsubq_u32(t39, vdupq_n_u32(7));
                uint32x4_t t41 = vminq_u32(t39, t40);
                int32x4_t t2 = vreinterpretq_s32_u32(t41);
                uint32x4_t t42 = vsubq_u32(t39, vdupq_n_u32(11));
                uint32x4_t t43 = vminq_u32(t39, t42);
                int32x4_t t3 = vreinterpretq_s32_u32(t43);
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 4, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v);
                    int32x4_t t44 = vsubq_s32(t1, vdupq_n_s32(37));
                    vst1q_s32(&idx[i_vec], t44);
                    uint32x4_t t45 = vceqq_s32(t2, vdupq_n_s32(3));
                    unsigned long t46 = (unsigned long)&idx;
                    int *t47 = (int *)(t46 + (unsigned long)i_vec * 4UL);
                    do { uint32x4_t vcc_nm = t45; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)(t47); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    uint32x4_t t48 = vceqq_s32(t3, vdupq_n_s32(5));
                    uint32x4_t t49 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t50 = vreinterpretq_u32_s32(i_v_4);
                    uint32x4_t t51 = vaddq_u32(t49, t50);
                    int32x4_t t52 = vreinterpretq_s32_u32(t51);
                    do { uint32x4_t vcc_nm = t48; int32x4_t vcc_nv = t52; int32_t *vcc_np = (int32_t *)(t47); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[i_vec], i_v_4);
                    vst1q_f32(&fout[i_vec], vdupq_n_f32(0.0f));
                    long t53 = i_vec + 4L;
                    uint32x4_t t54 = vaddq_u32(i_v, vdupq_n_u32(4));
                    int32x4_t i_v_5 = vreinterpretq_s32_u32(t54);
                    int32x4_t t55 = vaddq_s32(t1, vdupq_n_s32(52));
                    uint32x4_t t56 = vreinterpretq_u32_s32(t55);
                    uint32x4_t t57 = vsubq_u32(t56, vdupq_n_u32(98));
                    uint32x4_t t58 = vminq_u32(t56, t57);
                    int32x4_t t59 = vreinterpretq_s32_u32(t58);
                    int32x4_t t60 = vsubq_s32(t59, vdupq_n_s32(37));
                    vst1q_s32(&idx[t53], t60);
                    int32x4_t t61 = vaddq_s32(t2, vdupq_n_s32(4));
                    uint32x4_t t62 = vreinterpretq_u32_s32(t61);
                    uint32x4_t t63 = vsubq_u32(t62, vdupq_n_u32(7));
                    uint32x4_t t64 = vminq_u32(t62, t63);
                    int32x4_t t65 = vreinterpretq_s32_u32(t64);
                    uint32x4_t t66 = vceqq_s32(t65, vdupq_n_s32(3));
                    int *t67 = (int *)(t46 + (unsigned long)t53 * 4UL);
                    do { uint32x4_t vcc_nm = t66; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)(t67); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    int32x4_t t68 = vaddq_s32(t3, vdupq_n_s32(4));
                    uint32x4_t t69 = vreinterpretq_u32_s32(t68);
                    uint32x4_t t70 = vsubq_u32(t69, vdupq_n_u32(11));
                    uint32x4_t t71 = vminq_u32(t69, t70);
                    int32x4_t t72 = vreinterpretq_s32_u32(t71);
                    uint32x4_t t73 = vceqq_s32(t72, vdupq_n_s32(5));
                    uint32x4_t t74 = vreinterpretq_u32_s32(i_v_5);
                    uint32x4_t t75 = vaddq_u32(t49, t74);
                    int32x4_t t76 = vreinterpretq_s32_u32(t75);
                    do { uint32x4_t vcc_nm = t73; int32x4_t vcc_nv = t76; int32_t *vcc_np = (int32_t *)(t67); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t53], i_v_5);
                    vst1q_f32(&fout[t53], vdupq_n_f32(0.0f));
                    long t77 = i_vec + 8L;
                    uint32x4_t t78 = vaddq_u32(i_v, vdupq_n_u32(8));
                    int32x4_t i_v_6 = vreinterpretq_s32_u32(t78);
                    int32x4_t t79 = vaddq_s32(t1, vdupq_n_s32(6));
                    uint32x4_t t80 = vreinterpretq_u32_s32(t79);
                    uint32x4_t t81 = vsubq_u32(t80, vdupq_n_u32(98));
                    uint32x4_t t82 = vminq_u32(t80, t81);
                    int32x4_t t83 = vreinterpretq_s32_u32(t82);
                    int32x4_t t84 = vsubq_s32(t83, vdupq_n_s32(37));
                    vst1q_s32(&idx[t77], t84);
                    int32x4_t t85 = vaddq_s32(t2, vdupq_n_s32(1));
                    uint32x4_t t86 = vreinterpretq_u32_s32(t85);
                    uint32x4_t t87 = vsubq_u32(t86, vdupq_n_u32(7));
                    uint32x4_t t88 = vminq_u32(t86, t87);
                    int32x4_t t89 = vreinterpretq_s32_u32(t88);
                    uint32x4_t t90 = vceqq_s32(t89, vdupq_n_s32(3));
                    int *t91 = (int *)(t46 + (unsigned long)t77 * 4UL);
                    do { uint32x4_t vcc_nm = t90; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)(t91); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    int32x4_t t92 = vaddq_s32(t3, vdupq_n_s32(8));
                    uint32x4_t t93 = vreinterpretq_u32_s32(t92);
                    uint32x4_t t94 = vsubq_u32(t93, vdupq_n_u32(11));
                    uint32x4_t t95 = vminq_u32(t93, t94);
                    int32x4_t t96 = vreinterpretq_s32_u32(t95);
                    uint32x4_t t97 = vceqq_s32(t96, vdupq_n_s32(5));
                    uint32x4_t t98 = vreinterpretq_u32_s32(i_v_6);
                    uint32x4_t t99 = vaddq_u32(t49, t98);
                    int32x4_t t100 = vreinterpretq_s32_u32(t99);
                    do { uint32x4_t vcc_nm = t97; int32x4_t vcc_nv = t100; int32_t *vcc_np = (int32_t *)(t91); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t77], i_v_6);
                    vst1q_f32(&fout[t77], vdupq_n_f32(0.0f));
                    long t101 = i_vec + 12L;
                    uint32x4_t t102 = vaddq_u32(i_v, vdupq_n_u32(12));
                    int32x4_t i_v_7 = vreinterpretq_s32_u32(t102);
                    int32x4_t t103 = vaddq_s32(t1, vdupq_n_s32(58));
                    uint32x4_t t104 = vreinterpretq_u32_s32(t103);
                    uint32x4_t t105 = vsubq_u32(t104, vdupq_n_u32(98));
                    uint32x4_t t106 = vminq_u32(t104, t105);
                    int32x4_t t107 = vreinterpretq_s32_u32(t106);
                    int32x4_t t108 = vsubq_s32(t107, vdupq_n_s32(37));
                    vst1q_s32(&idx[t101], t108);
                    int32x4_t t109 = vaddq_s32(t2, vdupq_n_s32(5));
                    uint32x4_t t110 = vreinterpretq_u32_s32(t109);
                    uint32x4_t t111 = vsubq_u32(t110, vdupq_n_u32(7));
                    uint32x4_t t112 = vminq_u32(t110, t111);
                    int32x4_t t113 = vreinterpretq_s32_u32(t112);
                    uint32x4_t t114 = vceqq_s32(t113, vdupq_n_s32(3));
                    int *t115 = (int *)(t46 + (unsigned long)t101 * 4UL);
                    do { uint32x4_t vcc_nm = t114; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)(t115); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    int32x4_t t116 = vaddq_s32(t3, vdupq_n_s32(1));
                    uint32x4_t t117 = vreinterpretq_u32_s32(t116);
                    uint32x4_t t118 = vsubq_u32(t117, vdupq_n_u32(11));
                    uint32x4_t t119 = vminq_u32(t117, t118);
                    int32x4_t t120 = vreinterpretq_s32_u32(t119);
                    uint32x4_t t121 = vceqq_s32(t120, vdupq_n_s32(5));
                    uint32x4_t t122 = vreinterpretq_u32_s32(i_v_7);
                    uint32x4_t t123 = vaddq_u32(t49, t122);
                    int32x4_t t124 = vreinterpretq_s32_u32(t123);
                    do { uint32x4_t vcc_nm = t121; int32x4_t vcc_nv = t124; int32_t *vcc_np = (int32_t *)(t115); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t101], i_v_7);
                    vst1q_f32(&fout[t101], vdupq_n_f32(0.0f));
                    i_vec += 16L;
                    uint32x4_t t125 = vaddq_u32(i_v, vdupq_n_u32(16));
                    int32x4_t t126 = vaddq_s32(t1, vdupq_n_s32(12));
                    uint32x4_t t127 = vreinterpretq_u32_s32(t126);
                    uint32x4_t t128 = vsubq_u32(t127, vdupq_n_u32(98));
                    uint32x4_t t129 = vminq_u32(t127, t128);
                    int32x4_t t130 = vreinterpretq_s32_u32(t129);
                    int32x4_t t131 = vaddq_s32(t2, vdupq_n_s32(2));
                    uint32x4_t t132 = vreinterpretq_u32_s32(t131);
                    uint32x4_t t133 = vsubq_u32(t132, vdupq_n_u32(7));
                    uint32x4_t t134 = vminq_u32(t132, t133);
                    int32x4_t t135 = vreinterpretq_s32_u32(t134);
                    int32x4_t t136 = vaddq_s32(t3, vdupq_n_s32(5));
                    uint32x4_t t137 = vreinterpretq_u32_s32(t136);
                    uint32x4_t t138 = vsubq_u32(t137, vdupq_n_u32(11));
                    uint32x4_t t139 = vminq_u32(t137, t138);
                    int32x4_t t140 = vreinterpretq_s32_u32(t139);
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t125;
                    t1 = t130;
                    t2 = t135;
                    t3 = t140;
                }
                t141 = 192;
            } else {
                t141 = 0;
            }
            long t142 = (long)t141;
            long t143 = t142 * -1L + 203L;
            int t144 = (int)((unsigned int)(int)((unsigned int)t141 * 13U) + t29);
            int t145 = t141 >= 0;
            if ((t143 >= 4L) & (t144 >= 0) & t145 & t145) {
                long t146 = t143 & -4L;
                int32x4_t t147 = vdupq_n_s32(t141);
                uint32x4_t t148 = vreinterpretq_u32_s32(t147);
                uint32x4_t i_v_1 = vaddq_u32(t148, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                int32x4_t t149 = vdupq_n_s32(t144 % 98);
                int32x4_t t150 = vaddq_s32(t149, ((int32x4_t)(vcc_v4_int){0, 13, 26, 39}));
                uint32x4_t t151 = vreinterpretq_u32_s32(t150);
                uint32x4_t t152 = vsubq_u32(t151, vdupq_n_u32(98));
                uint32x4_t t153 = vminq_u32(t151, t152);
                int32x4_t t4 = vreinterpretq_s32_u32(t153);
                int32x4_t t154 = vdupq_n_s32(t141 % 7);
                int32x4_t t155 = vaddq_s32(t154, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t156 = vreinterpretq_u32_s32(t155);
                uint32x4_t t157 = vsubq_u32(t156, vdupq_n_u32(7));
                uint32x4_t t158 = vminq_u32(t156, t157);
                int32x4_t t5 = vreinterpretq_s32_u32(t158);
                int32x4_t t159 = vdupq_n_s32(t141 % 11);
                int32x4_t t160 = vaddq_s32(t159, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t161 = vreinterpretq_u32_s32(t160);
                uint32x4_t t162 = vsubq_u32(t161, vdupq_n_u32(11));
                uint32x4_t t163 = vminq_u32(t161, t162);
                int32x4_t t6 = vreinterpretq_s32_u32(t163);
                long i_vec_1 = 0L;
                /* vcc: loop at narrow_gather16.c:76 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t164 = t142 + i_vec_1;
                    int32x4_t i_v_8 = vreinterpretq_s32_u32(i_v_1);
                    int32x4_t t165 = vsubq_s32(t4, vdupq_n_s32(37));
                    vst1q_s32(&idx[t164], t165);
                    uint32x4_t t166 = vceqq_s32(t5, vdupq_n_s32(3));
                    int *t167 = (int *)((unsigned long)&idx + (unsigned long)t164 * 4UL);
                    do { uint32x4_t vcc_nm = t166; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)(t167); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    uint32x4_t t168 = vceqq_s32(t6, vdupq_n_s32(5));
                    uint32x4_t t169 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t170 = vreinterpretq_u32_s32(i_v_8);
                    uint32x4_t t171 = vaddq_u32(t169, t170);
                    int32x4_t t172 = vreinterpretq_s32_u32(t171);
                    do { uint32x4_t vcc_nm = t168; int32x4_t vcc_nv = t172; int32_t *vcc_np = (int32_t *)(t167); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t164], i_v_8);
                    vst1q_f32(&fout[t164], vdupq_n_f32(0.0f));
                    i_vec_1 += 4L;
                    uint32x4_t t173 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                    int32x4_t t174 = vaddq_s32(t4, vdupq_n_s32(52));
                    uint32x4_t t175 = vreinterpretq_u32_s32(t174);
                    uint32x4_t t176 = vsubq_u32(t175, vdupq_n_u32(98));
                    uint32x4_t t177 = vminq_u32(t175, t176);
                    int32x4_t t178 = vreinterpretq_s32_u32(t177);
                    int32x4_t t179 = vaddq_s32(t5, vdupq_n_s32(4));
                    uint32x4_t t180 = vreinterpretq_u32_s32(t179);
                    uint32x4_t t181 = vsubq_u32(t180, vdupq_n_u32(7));
                    uint32x4_t t182 = vminq_u32(t180, t181);
                    int32x4_t t183 = vreinterpretq_s32_u32(t182);
                    int32x4_t t184 = vaddq_s32(t6, vdupq_n_s32(4));
                    uint32x4_t t185 = vreinterpretq_u32_s32(t184);
                    uint32x4_t t186 = vsubq_u32(t185, vdupq_n_u32(11));
                    uint32x4_t t187 = vminq_u32(t185, t186);
                    int32x4_t t188 = vreinterpretq_s32_u32(t187);
                    if (i_vec_1 >= t146) {
                        break;
                    }
                    i_v_1 = t173;
                    t4 = t178;
                    t5 = t183;
                    t6 = t188;
                }
                i = (int)(t142 + t146);
            } else {
                i = t141;
            }
            while (i < 203) {
                long t189 = (long)i;
                int *t190 = &idx[t189];
                *t190 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t190 = 60;
                }
                if ((i % 11) == 5) {
                    *t190 = 1000000 + i;
                }
                out[t189] = i;
                fout[t189] = 0.0f;
                i++;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t idx_v = vld1q_s32(&idx[i_vec_2]);
                uint32x4_t t191 = vcgeq_s32(idx_v, vdupq_n_s32(1000));
                t192 = (unsigned long)&idx;
                do { uint32x4_t vcc_nm = t191; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)i_vec_2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t193 = i_vec_2 + 4L;
                int32x4_t idx_v_1 = vld1q_s32(&idx[t193]);
                uint32x4_t t194 = vcgeq_s32(idx_v_1, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t194; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t193 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t195 = i_vec_2 + 8L;
                int32x4_t idx_v_2 = vld1q_s32(&idx[t195]);
                uint32x4_t t196 = vcgeq_s32(idx_v_2, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t196; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t195 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t197 = i_vec_2 + 12L;
                int32x4_t idx_v_3 = vld1q_s32(&idx[t197]);
                uint32x4_t t198 = vcgeq_s32(idx_v_3, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t198; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t197 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_2 += 16L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t199 = 192L + i_vec_3;
                int32x4_t idx_v_4 = vld1q_s32(&idx[t199]);
                uint32x4_t t200 = vcgeq_s32(idx_v_4, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t200; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t199 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_3 += 4L;
            } while (i_vec_3 < 8L);
            if (idx[200] >= 1000) {
                idx[200] = -37;
            }
            if (idx[201] >= 1000) {
                idx[201] = -37;
            }
            if (idx[202] >= 1000) {
                idx[202] = -37;
            }
            all_u8(u8, n);
            int32x4_t t201 = vdupq_n_s32(0);
            uint32x4_t t202 = vreinterpretq_u32_s32(t201);
            uint32x4_t i_v_2 = vaddq_u32(t202, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t203 = vaddq_s32(t201, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t204 = vreinterpretq_u32_s32(t203);
            uint32x4_t t205 = vsubq_u32(t204, vdupq_n_u32(11));
            uint32x4_t t206 = vminq_u32(t204, t205);
            int32x4_t t7 = vreinterpretq_s32_u32(t206);
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 4, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_9 = vreinterpretq_s32_u32(i_v_2);
                uint32x4_t t207 = vceqq_s32(t7, vdupq_n_s32(5));
                t208 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                uint32x4_t t209 = vreinterpretq_u32_s32(i_v_9);
                uint32x4_t t210 = vaddq_u32(t208, t209);
                int32x4_t t211 = vreinterpretq_s32_u32(t210);
                do { uint32x4_t vcc_nm = t207; int32x4_t vcc_nv = t211; int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)i_vec_4 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                uint32x4_t t212 = vaddq_u32(i_v_2, vdupq_n_u32(4));
                int32x4_t i_v_10 = vreinterpretq_s32_u32(t212);
                int32x4_t t213 = vaddq_s32(t7, vdupq_n_s32(4));
                uint32x4_t t214 = vreinterpretq_u32_s32(t213);
                uint32x4_t t215 = vsubq_u32(t214, vdupq_n_u32(11));
                uint32x4_t t216 = vminq_u32(t214, t215);
                int32x4_t t217 = vreinterpretq_s32_u32(t216);
                uint32x4_t t218 = vceqq_s32(t217, vdupq_n_s32(5));
                uint32x4_t t219 = vreinterpretq_u32_s32(i_v_10);
                uint32x4_t t220 = vaddq_u32(t208, t219);
                int32x4_t t221 = vreinterpretq_s32_u32(t220);
                do { uint32x4_t vcc_nm = t218; int32x4_t vcc_nv = t221; int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)(i_vec_4 + 4L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                uint32x4_t t222 = vaddq_u32(i_v_2, vdupq_n_u32(8));
                int32x4_t i_v_11 = vreinterpretq_s32_u32(t222);
                int32x4_t t223 = vaddq_s32(t7, vdupq_n_s32(8));
                uint32x4_t t224 = vreinterpretq_u32_s32(t223);
                uint32x4_t t225 = vsubq_u32(t224, vdupq_n_u32(11));
                uint32x4_t t226 = vminq_u32(t224, t225);
                int32x4_t t227 = vreinterpretq_s32_u32(t226);
                uint32x4_t t228 = vceqq_s32(t227, vdupq_n_s32(5));
                uint32x4_t t229 = vreinterpretq_u32_s32(i_v_11);
                uint32x4_t t230 = vaddq_u32(t208, t229);
                int32x4_t t231 = vreinterpretq_s32_u32(t230);
                do { uint32x4_t vcc_nm = t228; int32x4_t vcc_nv = t231; int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)(i_vec_4 + 8L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                uint32x4_t t232 = vaddq_u32(i_v_2, vdupq_n_u32(12));
                int32x4_t i_v_12 = vreinterpretq_s32_u32(t232);
                int32x4_t t233 = vaddq_s32(t7, vdupq_n_s32(1));
                uint32x4_t t234 = vreinterpretq_u32_s32(t233);
                uint32x4_t t235 = vsubq_u32(t234, vdupq_n_u32(11));
                uint32x4_t t236 = vminq_u32(t234, t235);
                int32x4_t t237 = vreinterpretq_s32_u32(t236);
                uint32x4_t t238 = vceqq_s32(t237, vdupq_n_s32(5));
                uint32x4_t t239 = vreinterpretq_u32_s32(i_v_12);
                uint32x4_t t240 = vaddq_u32(t208, t239);
                int32x4_t t241 = vreinterpretq_s32_u32(t240);
                do { uint32x4_t vcc_nm = t238; int32x4_t vcc_nv = t241; int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)(i_vec_4 + 12L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_4 += 16L;
                uint32x4_t t242 = vaddq_u32(i_v_2, vdupq_n_u32(16));
                int32x4_t t243 = vaddq_s32(t7, vdupq_n_s32(5));
                uint32x4_t t244 = vreinterpretq_u32_s32(t243);
                uint32x4_t t245 = vsubq_u32(t244, vdupq_n_u32(11));
                uint32x4_t t246 = vminq_u32(t244, t245);
                int32x4_t t247 = vreinterpretq_s32_u32(t246);
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t242;
                t7 = t247;
            }
            int32x4_t t248 = vdupq_n_s32(192);
            uint32x4_t t249 = vreinterpretq_u32_s32(t248);
            uint32x4_t i_v_3 = vaddq_u32(t249, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t250 = vdupq_n_s32(5);
            int32x4_t t251 = vaddq_s32(t250, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t252 = vreinterpretq_u32_s32(t251);
            uint32x4_t t253 = vsubq_u32(t252, vdupq_n_u32(11));
            uint32x4_t t254 = vminq_u32(t252, t253);
            int32x4_t t8 = vreinterpretq_s32_u32(t254);
            long i_vec_5 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_13 = vreinterpretq_s32_u32(i_v_3);
                uint32x4_t t255 = vceqq_s32(t8, vdupq_n_s32(5));
                uint32x4_t t256 = vreinterpretq_u32_s32(i_v_13);
                uint32x4_t t257 = vaddq_u32(t208, t256);
                int32x4_t t258 = vreinterpretq_s32_u32(t257);
                do { uint32x4_t vcc_nm = t255; int32x4_t vcc_nv = t258; int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)(192L + i_vec_5) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_5 += 4L;
                uint32x4_t t259 = vaddq_u32(i_v_3, vdupq_n_u32(4));
                int32x4_t t260 = vaddq_s32(t8, vdupq_n_s32(4));
                uint32x4_t t261 = vreinterpretq_u32_s32(t260);
                uint32x4_t t262 = vsubq_u32(t261, vdupq_n_u32(11));
                uint32x4_t t263 = vminq_u32(t261, t262);
                int32x4_t t264 = vreinterpretq_s32_u32(t263);
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t259;
                t8 = t264;
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t idx_v_5 = vld1q_s32(&idx[i_vec_6]);
                uint32x4_t t265 = vcgeq_s32(idx_v_5, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t265; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)i_vec_6 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t266 = i_vec_6 + 4L;
                int32x4_t idx_v_6 = vld1q_s32(&idx[t266]);
                uint32x4_t t267 = vcgeq_s32(idx_v_6, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t267; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t266 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t268 = i_vec_6 + 8L;
                int32x4_t idx_v_7 = vld1q_s32(&idx[t268]);
                uint32x4_t t269 = vcgeq_s32(idx_v_7, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t269; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t268 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t270 = i_vec_6 + 12L;
                int32x4_t idx_v_8 = vld1q_s32(&idx[t270]);
                uint32x4_t t271 = vcgeq_s32(idx_v_8, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t271; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t270 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_6 += 16L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t272 = 192L + i_vec_7;
                int32x4_t idx_v_9 = vld1q_s32(&idx[t272]);
                uint32x4_t t273 = vcgeq_s32(idx_v_9, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t273; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)(t192 + (unsigned long)t272 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_7 += 4L;
            } while (i_vec_7 < 8L);
            if (idx[200] >= 1000) {
                idx[200] = 0;
            }
            if (idx[201] >= 1000) {
                idx[201] = 0;
            }
            if (idx[202] >= 1000) {
                idx[202] = 0;
            }
            all_s16f((const short *)u16, n);
            int i_1 = 0;
            double f = 0.0;
            long t = 0L;
            while (i_1 < 203) {
                long t274 = (long)i_1;
                f += (double)(fout[t274] * (float)(i_1 % 3 + 1));
                t += (long)out[t274] * (long)(i_1 % 5 + 1);
                i_1++;
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
            s++;
        }
        free((void *)b8);
        free((void *)b16);
        off++;
    }
    return 0;
}
