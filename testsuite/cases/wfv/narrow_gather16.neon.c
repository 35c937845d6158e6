/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
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
/* vcc-test: expect-loops 4 neon=3 */

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
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (i % 4 != 2 && idx[i] < 1000)
            out[i] ^= get_u16(v, idx[i]);
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
    int t125;
    int i;
    for (int off = 0; off < 4; off++) {
        int t9 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t9);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t9 * 2));
        for (int k = 0; k < t9; k++) {
            long t10 = (long)k;
            b8[t10] = (unsigned char)(k * 37 + 11);
            b16[t10] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t11 = (long)off;
        const unsigned char *u8 = b8 + t11 + 37;
        const unsigned short *u16 = b16 + t11 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t12 = (int)(unsigned int)s;
            if (1 & (t12 >= 0) & 1 & 1) {
                int32x4_t t13 = vdupq_n_s32(0);
                uint32x4_t t14 = vreinterpretq_u32_s32(t13);
                uint32x4_t i_v = vaddq_u32(t14, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                int32x4_t t15 = vdupq_n_s32(t12 % 98);
                int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 13, 26, 39}));
                uint32x4_t t17 = vreinterpretq_u32_s32(t16);
                uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(98));
                uint32x4_t t19 = vminq_u32(t17, t18);
                int32x4_t t1 = vreinterpretq_s32_u32(t19);
                int32x4_t t20 = vdupq_n_s32(0);
                int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t22 = vreinterpretq_u32_s32(t21);
                uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(7));
                uint32x4_t t24 = vminq_u32(t22, t23);
                int32x4_t t2 = vreinterpretq_s32_u32(t24);
                int32x4_t t25 = vdupq_n_s32(0);
                int32x4_t t26 = vaddq_s32(t25, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t27 = vreinterpretq_u32_s32(t26);
                uint32x4_t t28 = vsubq_u32(t27, vdupq_n_u32(11));
                uint32x4_t t29 = vminq_u32(t27, t28);
                int32x4_t t3 = vreinterpretq_s32_u32(t29);
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 4, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v);
                    int32x4_t t30 = vsubq_s32(t1, vdupq_n_s32(37));
                    vst1q_s32(&idx[i_vec], t30);
                    uint32x4_t t31 = vceqq_s32(t2, vdupq_n_s32(3));
                    do { uint32x4_t vcc_nm = t31; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    uint32x4_t t32 = vceqq_s32(t3, vdupq_n_s32(5));
                    uint32x4_t t33 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t34 = vreinterpretq_u32_s32(i_v_4);
                    uint32x4_t t35 = vaddq_u32(t33, t34);
                    int32x4_t t36 = vreinterpretq_s32_u32(t35);
                    do { uint32x4_t vcc_nm = t32; int32x4_t vcc_nv = t36; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[i_vec], i_v_4);
                    vst1q_f32(&fout[i_vec], vdupq_n_f32(0.0f));
                    long t37 = i_vec + 4L;
                    uint32x4_t t38 = vaddq_u32(i_v, vdupq_n_u32(4));
                    int32x4_t i_v_5 = vreinterpretq_s32_u32(t38);
                    int32x4_t t39 = vaddq_s32(t1, vdupq_n_s32(52));
                    uint32x4_t t40 = vreinterpretq_u32_s32(t39);
                    uint32x4_t t41 = vsubq_u32(t40, vdupq_n_u32(98));
                    uint32x4_t t42 = vminq_u32(t40, t41);
                    int32x4_t t43 = vreinterpretq_s32_u32(t42);
                    int32x4_t t44 = vsubq_s32(t43, vdupq_n_s32(37));
                    vst1q_s32(&idx[t37], t44);
                    int32x4_t t45 = vaddq_s32(t2, vdupq_n_s32(4));
                    uint32x4_t t46 = vreinterpretq_u32_s32(t45);
                    uint32x4_t t47 = vsubq_u32(t46, vdupq_n_u32(7));
                    uint32x4_t t48 = vminq_u32(t46, t47);
                    int32x4_t t49 = vreinterpretq_s32_u32(t48);
                    uint32x4_t t50 = vceqq_s32(t49, vdupq_n_s32(3));
                    do { uint32x4_t vcc_nm = t50; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t37 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    int32x4_t t51 = vaddq_s32(t3, vdupq_n_s32(4));
                    uint32x4_t t52 = vreinterpretq_u32_s32(t51);
                    uint32x4_t t53 = vsubq_u32(t52, vdupq_n_u32(11));
                    uint32x4_t t54 = vminq_u32(t52, t53);
                    int32x4_t t55 = vreinterpretq_s32_u32(t54);
                    uint32x4_t t56 = vceqq_s32(t55, vdupq_n_s32(5));
                    uint32x4_t t57 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t58 = vreinterpretq_u32_s32(i_v_5);
                    uint32x4_t t59 = vaddq_u32(t57, t58);
                    int32x4_t t60 = vreinterpretq_s32_u32(t59);
                    do { uint32x4_t vcc_nm = t56; int32x4_t vcc_nv = t60; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t37 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t37], i_v_5);
                    vst1q_f32(&fout[t37], vdupq_n_f32(0.0f));
                    long t61 = i_vec + 8L;
                    uint32x4_t t62 = vaddq_u32(i_v, vdupq_n_u32(8));
                    int32x4_t i_v_6 = vreinterpretq_s32_u32(t62);
                    int32x4_t t63 = vaddq_s32(t1, vdupq_n_s32(6));
                    uint32x4_t t64 = vreinterpretq_u32_s32(t63);
                    uint32x4_t t65 = vsubq_u32(t64, vdupq_n_u32(98));
                    uint32x4_t t66 = vminq_u32(t64, t65);
                    int32x4_t t67 = vreinterpretq_s32_u32(t66);
                    int32x4_t t68 = vsubq_s32(t67, vdupq_n_s32(37));
                    vst1q_s32(&idx[t61], t68);
                    int32x4_t t69 = vaddq_s32(t2, vdupq_n_s32(1));
                    uint32x4_t t70 = vreinterpretq_u32_s32(t69);
                    uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(7));
                    uint32x4_t t72 = vminq_u32(t70, t71);
                    int32x4_t t73 = vreinterpretq_s32_u32(t72);
                    uint32x4_t t74 = vceqq_s32(t73, vdupq_n_s32(3));
                    do { uint32x4_t vcc_nm = t74; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t61 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    int32x4_t t75 = vaddq_s32(t3, vdupq_n_s32(8));
                    uint32x4_t t76 = vreinterpretq_u32_s32(t75);
                    uint32x4_t t77 = vsubq_u32(t76, vdupq_n_u32(11));
                    uint32x4_t t78 = vminq_u32(t76, t77);
                    int32x4_t t79 = vreinterpretq_s32_u32(t78);
                    uint32x4_t t80 = vceqq_s32(t79, vdupq_n_s32(5));
                    uint32x4_t t81 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t82 = vreinterpretq_u32_s32(i_v_6);
                    uint32x4_t t83 = vaddq_u32(t81, t82);
                    int32x4_t t84 = vreinterpretq_s32_u32(t83);
                    do { uint32x4_t vcc_nm = t80; int32x4_t vcc_nv = t84; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t61 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t61], i_v_6);
                    vst1q_f32(&fout[t61], vdupq_n_f32(0.0f));
                    long t85 = i_vec + 12L;
                    uint32x4_t t86 = vaddq_u32(i_v, vdupq_n_u32(12));
                    int32x4_t i_v_7 = vreinterpretq_s32_u32(t86);
                    int32x4_t t87 = vaddq_s32(t1, vdupq_n_s32(58));
                    uint32x4_t t88 = vreinterpretq_u32_s32(t87);
                    uint32x4_t t89 = vsubq_u32(t88, vdupq_n_u32(98));
                    uint32x4_t t90 = vminq_u32(t88, t89);
                    int32x4_t t91 = vreinterpretq_s32_u32(t90);
                    int32x4_t t92 = vsubq_s32(t91, vdupq_n_s32(37));
                    vst1q_s32(&idx[t85], t92);
                    int32x4_t t93 = vaddq_s32(t2, vdupq_n_s32(5));
                    uint32x4_t t94 = vreinterpretq_u32_s32(t93);
                    uint32x4_t t95 = vsubq_u32(t94, vdupq_n_u32(7));
                    uint32x4_t t96 = vminq_u32(t94, t95);
                    int32x4_t t97 = vreinterpretq_s32_u32(t96);
                    uint32x4_t t98 = vceqq_s32(t97, vdupq_n_s32(3));
                    do { uint32x4_t vcc_nm = t98; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t85 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    int32x4_t t99 = vaddq_s32(t3, vdupq_n_s32(1));
                    uint32x4_t t100 = vreinterpretq_u32_s32(t99);
                    uint32x4_t t101 = vsubq_u32(t100, vdupq_n_u32(11));
                    uint32x4_t t102 = vminq_u32(t100, t101);
                    int32x4_t t103 = vreinterpretq_s32_u32(t102);
                    uint32x4_t t104 = vceqq_s32(t103, vdupq_n_s32(5));
                    uint32x4_t t105 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t106 = vreinterpretq_u32_s32(i_v_7);
                    uint32x4_t t107 = vaddq_u32(t105, t106);
                    int32x4_t t108 = vreinterpretq_s32_u32(t107);
                    do { uint32x4_t vcc_nm = t104; int32x4_t vcc_nv = t108; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t85 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t85], i_v_7);
                    vst1q_f32(&fout[t85], vdupq_n_f32(0.0f));
                    i_vec += 16L;
                    uint32x4_t t109 = vaddq_u32(i_v, vdupq_n_u32(16));
                    int32x4_t t110 = vaddq_s32(t1, vdupq_n_s32(12));
                    uint32x4_t t111 = vreinterpretq_u32_s32(t110);
                    uint32x4_t t112 = vsubq_u32(t111, vdupq_n_u32(98));
                    uint32x4_t t113 = vminq_u32(t111, t112);
                    int32x4_t t114 = vreinterpretq_s32_u32(t113);
                    int32x4_t t115 = vaddq_s32(t2, vdupq_n_s32(2));
                    uint32x4_t t116 = vreinterpretq_u32_s32(t115);
                    uint32x4_t t117 = vsubq_u32(t116, vdupq_n_u32(7));
                    uint32x4_t t118 = vminq_u32(t116, t117);
                    int32x4_t t119 = vreinterpretq_s32_u32(t118);
                    int32x4_t t120 = vaddq_s32(t3, vdupq_n_s32(5));
                    uint32x4_t t121 = vreinterpretq_u32_s32(t120);
                    uint32x4_t t122 = vsubq_u32(t121, vdupq_n_u32(11));
                    uint32x4_t t123 = vminq_u32(t121, t122);
                    int32x4_t t124 = vreinterpretq_s32_u32(t123);
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t109;
                    t1 = t114;
                    t2 = t119;
                    t3 = t124;
                }
                t125 = 192;
            } else {
                t125 = 0;
            }
            long t126 = (long)t125 * -1L + 203L;
            int t127 = (int)((unsigned int)(int)((unsigned int)t125 * 13U) + (unsigned int)s);
            if ((t126 >= 4L) & (t127 >= 0) & (t125 >= 0) & (t125 >= 0)) {
                long t128 = t126 & -4L;
                int32x4_t t129 = vdupq_n_s32(t125);
                uint32x4_t t130 = vreinterpretq_u32_s32(t129);
                uint32x4_t i_v_1 = vaddq_u32(t130, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                int32x4_t t131 = vdupq_n_s32(t127 % 98);
                int32x4_t t132 = vaddq_s32(t131, ((int32x4_t)(vcc_v4_int){0, 13, 26, 39}));
                uint32x4_t t133 = vreinterpretq_u32_s32(t132);
                uint32x4_t t134 = vsubq_u32(t133, vdupq_n_u32(98));
                uint32x4_t t135 = vminq_u32(t133, t134);
                int32x4_t t4 = vreinterpretq_s32_u32(t135);
                int32x4_t t136 = vdupq_n_s32(t125 % 7);
                int32x4_t t137 = vaddq_s32(t136, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t138 = vreinterpretq_u32_s32(t137);
                uint32x4_t t139 = vsubq_u32(t138, vdupq_n_u32(7));
                uint32x4_t t140 = vminq_u32(t138, t139);
                int32x4_t t5 = vreinterpretq_s32_u32(t140);
                int32x4_t t141 = vdupq_n_s32(t125 % 11);
                int32x4_t t142 = vaddq_s32(t141, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t143 = vreinterpretq_u32_s32(t142);
                uint32x4_t t144 = vsubq_u32(t143, vdupq_n_u32(11));
                uint32x4_t t145 = vminq_u32(t143, t144);
                int32x4_t t6 = vreinterpretq_s32_u32(t145);
                long i_vec_1 = 0L;
                /* vcc: loop at narrow_gather16.c:76 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t146 = (long)t125 + i_vec_1;
                    int32x4_t i_v_8 = vreinterpretq_s32_u32(i_v_1);
                    int32x4_t t147 = vsubq_s32(t4, vdupq_n_s32(37));
                    vst1q_s32(&idx[t146], t147);
                    uint32x4_t t148 = vceqq_s32(t5, vdupq_n_s32(3));
                    do { uint32x4_t vcc_nm = t148; int32x4_t vcc_nv = vdupq_n_s32(60); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t146 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    uint32x4_t t149 = vceqq_s32(t6, vdupq_n_s32(5));
                    uint32x4_t t150 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                    uint32x4_t t151 = vreinterpretq_u32_s32(i_v_8);
                    uint32x4_t t152 = vaddq_u32(t150, t151);
                    int32x4_t t153 = vreinterpretq_s32_u32(t152);
                    do { uint32x4_t vcc_nm = t149; int32x4_t vcc_nv = t153; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t146 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                    vst1q_s32(&out[t146], i_v_8);
                    vst1q_f32(&fout[t146], vdupq_n_f32(0.0f));
                    i_vec_1 += 4L;
                    uint32x4_t t154 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                    int32x4_t t155 = vaddq_s32(t4, vdupq_n_s32(52));
                    uint32x4_t t156 = vreinterpretq_u32_s32(t155);
                    uint32x4_t t157 = vsubq_u32(t156, vdupq_n_u32(98));
                    uint32x4_t t158 = vminq_u32(t156, t157);
                    int32x4_t t159 = vreinterpretq_s32_u32(t158);
                    int32x4_t t160 = vaddq_s32(t5, vdupq_n_s32(4));
                    uint32x4_t t161 = vreinterpretq_u32_s32(t160);
                    uint32x4_t t162 = vsubq_u32(t161, vdupq_n_u32(7));
                    uint32x4_t t163 = vminq_u32(t161, t162);
                    int32x4_t t164 = vreinterpretq_s32_u32(t163);
                    int32x4_t t165 = vaddq_s32(t6, vdupq_n_s32(4));
                    uint32x4_t t166 = vreinterpretq_u32_s32(t165);
                    uint32x4_t t167 = vsubq_u32(t166, vdupq_n_u32(11));
                    uint32x4_t t168 = vminq_u32(t166, t167);
                    int32x4_t t169 = vreinterpretq_s32_u32(t168);
                    if (i_vec_1 >= t128) {
                        break;
                    }
                    i_v_1 = t154;
                    t4 = t159;
                    t5 = t164;
                    t6 = t169;
                }
                i = (int)((long)t125 + t128);
            } else {
                i = t125;
            }
            for (; i < 203; i++) {
                long t170 = (long)i;
                int *t171 = &idx[t170];
                *t171 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t171 = 60;
                }
                if ((i % 11) == 5) {
                    *t171 = 1000000 + i;
                }
                out[t170] = i;
                fout[t170] = 0.0f;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t idx_v = vld1q_s32(&idx[i_vec_2]);
                uint32x4_t t172 = vcgeq_s32(idx_v, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t172; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec_2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t173 = i_vec_2 + 4L;
                int32x4_t idx_v_1 = vld1q_s32(&idx[t173]);
                uint32x4_t t174 = vcgeq_s32(idx_v_1, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t174; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t173 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t175 = i_vec_2 + 8L;
                int32x4_t idx_v_2 = vld1q_s32(&idx[t175]);
                uint32x4_t t176 = vcgeq_s32(idx_v_2, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t176; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t175 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t177 = i_vec_2 + 12L;
                int32x4_t idx_v_3 = vld1q_s32(&idx[t177]);
                uint32x4_t t178 = vcgeq_s32(idx_v_3, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t178; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t177 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_2 += 16L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t179 = 192L + i_vec_3;
                int32x4_t idx_v_4 = vld1q_s32(&idx[t179]);
                uint32x4_t t180 = vcgeq_s32(idx_v_4, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t180; int32x4_t vcc_nv = vdupq_n_s32(-37); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t179 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_3 += 4L;
            } while (i_vec_3 < 8L);
            for (int i_1 = 200; i_1 < 203; i_1++) {
                int *t181 = &idx[i_1];
                if (*t181 >= 1000) {
                    *t181 = -37;
                }
            }
            all_u8(u8, n);
            int32x4_t t182 = vdupq_n_s32(0);
            uint32x4_t t183 = vreinterpretq_u32_s32(t182);
            uint32x4_t i_v_2 = vaddq_u32(t183, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t184 = vdupq_n_s32(0);
            int32x4_t t185 = vaddq_s32(t184, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t186 = vreinterpretq_u32_s32(t185);
            uint32x4_t t187 = vsubq_u32(t186, vdupq_n_u32(11));
            uint32x4_t t188 = vminq_u32(t186, t187);
            int32x4_t t7 = vreinterpretq_s32_u32(t188);
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 4, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_9 = vreinterpretq_s32_u32(i_v_2);
                uint32x4_t t189 = vceqq_s32(t7, vdupq_n_s32(5));
                uint32x4_t t190 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                uint32x4_t t191 = vreinterpretq_u32_s32(i_v_9);
                uint32x4_t t192 = vaddq_u32(t190, t191);
                int32x4_t t193 = vreinterpretq_s32_u32(t192);
                do { uint32x4_t vcc_nm = t189; int32x4_t vcc_nv = t193; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec_4 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                uint32x4_t t194 = vaddq_u32(i_v_2, vdupq_n_u32(4));
                int32x4_t i_v_10 = vreinterpretq_s32_u32(t194);
                int32x4_t t195 = vaddq_s32(t7, vdupq_n_s32(4));
                uint32x4_t t196 = vreinterpretq_u32_s32(t195);
                uint32x4_t t197 = vsubq_u32(t196, vdupq_n_u32(11));
                uint32x4_t t198 = vminq_u32(t196, t197);
                int32x4_t t199 = vreinterpretq_s32_u32(t198);
                uint32x4_t t200 = vceqq_s32(t199, vdupq_n_s32(5));
                uint32x4_t t201 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                uint32x4_t t202 = vreinterpretq_u32_s32(i_v_10);
                uint32x4_t t203 = vaddq_u32(t201, t202);
                int32x4_t t204 = vreinterpretq_s32_u32(t203);
                do { uint32x4_t vcc_nm = t200; int32x4_t vcc_nv = t204; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 4L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                uint32x4_t t205 = vaddq_u32(i_v_2, vdupq_n_u32(8));
                int32x4_t i_v_11 = vreinterpretq_s32_u32(t205);
                int32x4_t t206 = vaddq_s32(t7, vdupq_n_s32(8));
                uint32x4_t t207 = vreinterpretq_u32_s32(t206);
                uint32x4_t t208 = vsubq_u32(t207, vdupq_n_u32(11));
                uint32x4_t t209 = vminq_u32(t207, t208);
                int32x4_t t210 = vreinterpretq_s32_u32(t209);
                uint32x4_t t211 = vceqq_s32(t210, vdupq_n_s32(5));
                uint32x4_t t212 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                uint32x4_t t213 = vreinterpretq_u32_s32(i_v_11);
                uint32x4_t t214 = vaddq_u32(t212, t213);
                int32x4_t t215 = vreinterpretq_s32_u32(t214);
                do { uint32x4_t vcc_nm = t211; int32x4_t vcc_nv = t215; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 8L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                uint32x4_t t216 = vaddq_u32(i_v_2, vdupq_n_u32(12));
                int32x4_t i_v_12 = vreinterpretq_s32_u32(t216);
                int32x4_t t217 = vaddq_s32(t7, vdupq_n_s32(1));
                uint32x4_t t218 = vreinterpretq_u32_s32(t217);
                uint32x4_t t219 = vsubq_u32(t218, vdupq_n_u32(11));
                uint32x4_t t220 = vminq_u32(t218, t219);
                int32x4_t t221 = vreinterpretq_s32_u32(t220);
                uint32x4_t t222 = vceqq_s32(t221, vdupq_n_s32(5));
                uint32x4_t t223 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                uint32x4_t t224 = vreinterpretq_u32_s32(i_v_12);
                uint32x4_t t225 = vaddq_u32(t223, t224);
                int32x4_t t226 = vreinterpretq_s32_u32(t225);
                do { uint32x4_t vcc_nm = t222; int32x4_t vcc_nv = t226; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 12L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_4 += 16L;
                uint32x4_t t227 = vaddq_u32(i_v_2, vdupq_n_u32(16));
                int32x4_t t228 = vaddq_s32(t7, vdupq_n_s32(5));
                uint32x4_t t229 = vreinterpretq_u32_s32(t228);
                uint32x4_t t230 = vsubq_u32(t229, vdupq_n_u32(11));
                uint32x4_t t231 = vminq_u32(t229, t230);
                int32x4_t t232 = vreinterpretq_s32_u32(t231);
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t227;
                t7 = t232;
            }
            int32x4_t t233 = vdupq_n_s32(192);
            uint32x4_t t234 = vreinterpretq_u32_s32(t233);
            uint32x4_t i_v_3 = vaddq_u32(t234, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t235 = vdupq_n_s32(5);
            int32x4_t t236 = vaddq_s32(t235, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t237 = vreinterpretq_u32_s32(t236);
            uint32x4_t t238 = vsubq_u32(t237, vdupq_n_u32(11));
            uint32x4_t t239 = vminq_u32(t237, t238);
            int32x4_t t8 = vreinterpretq_s32_u32(t239);
            long i_vec_5 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_13 = vreinterpretq_s32_u32(i_v_3);
                uint32x4_t t240 = vceqq_s32(t8, vdupq_n_s32(5));
                uint32x4_t t241 = vreinterpretq_u32_s32(vdupq_n_s32(1000000));
                uint32x4_t t242 = vreinterpretq_u32_s32(i_v_13);
                uint32x4_t t243 = vaddq_u32(t241, t242);
                int32x4_t t244 = vreinterpretq_s32_u32(t243);
                do { uint32x4_t vcc_nm = t240; int32x4_t vcc_nv = t244; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)(192L + i_vec_5) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_5 += 4L;
                uint32x4_t t245 = vaddq_u32(i_v_3, vdupq_n_u32(4));
                int32x4_t t246 = vaddq_s32(t8, vdupq_n_s32(4));
                uint32x4_t t247 = vreinterpretq_u32_s32(t246);
                uint32x4_t t248 = vsubq_u32(t247, vdupq_n_u32(11));
                uint32x4_t t249 = vminq_u32(t247, t248);
                int32x4_t t250 = vreinterpretq_s32_u32(t249);
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t245;
                t8 = t250;
            }
            for (int i_2 = 200; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t idx_v_5 = vld1q_s32(&idx[i_vec_6]);
                uint32x4_t t251 = vcgeq_s32(idx_v_5, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t251; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)i_vec_6 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t252 = i_vec_6 + 4L;
                int32x4_t idx_v_6 = vld1q_s32(&idx[t252]);
                uint32x4_t t253 = vcgeq_s32(idx_v_6, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t253; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t252 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t254 = i_vec_6 + 8L;
                int32x4_t idx_v_7 = vld1q_s32(&idx[t254]);
                uint32x4_t t255 = vcgeq_s32(idx_v_7, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t255; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t254 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                long t256 = i_vec_6 + 12L;
                int32x4_t idx_v_8 = vld1q_s32(&idx[t256]);
                uint32x4_t t257 = vcgeq_s32(idx_v_8, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t257; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t256 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_6 += 16L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t258 = 192L + i_vec_7;
                int32x4_t idx_v_9 = vld1q_s32(&idx[t258]);
                uint32x4_t t259 = vcgeq_s32(idx_v_9, vdupq_n_s32(1000));
                do { uint32x4_t vcc_nm = t259; int32x4_t vcc_nv = vdupq_n_s32(0); int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&idx + (unsigned long)t258 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
                i_vec_7 += 4L;
            } while (i_vec_7 < 8L);
            for (int i_3 = 200; i_3 < 203; i_3++) {
                int *t260 = &idx[i_3];
                if (*t260 >= 1000) {
                    *t260 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t261 = (long)i_4;
                t += (long)out[t261] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t261] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
