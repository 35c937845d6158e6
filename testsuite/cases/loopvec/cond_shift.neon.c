/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Shifts under a condition. A shift right, or a shift left of an unsigned value, by a constant
   below the width cannot misbehave on any lane, so if-conversion runs it on every lane as it is:
   a shift by one count (SSE's psrad, psrlq), with no select of the count, which would make it a
   shift by lanes (none on SSE, nor a 64-bit arithmetic one on AVX2). A count that is not a
   constant, one at or past the width, and a signed shift left keep the guard (count 0, or
   value 0, on inactive lanes). Values cover both signs and the top bits. */

void odd_even(int n, int *restrict y, const int *restrict x) {
    int t34;
    int i;
    int t47;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t3 = vandq_s32(x_v, vdupq_n_s32(1));
            uint32x4_t t4 = vmvnq_u32(vceqq_s32(t3, vdupq_n_s32(0)));
            int32x4_t t5 = vshlq_s32(x_v, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t6 = vreinterpretq_u32_s32(x_v);
            uint32x4_t t7 = vmulq_u32(t6, vdupq_n_u32(3));
            int32x4_t t8 = vreinterpretq_s32_u32(t7);
            int32x4_t t9 = vbslq_s32(t4, t8, t5);
            vst1q_s32(y + i_vec, t9);
            long t10 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t10);
            int32x4_t t11 = vandq_s32(x_v_1, vdupq_n_s32(1));
            uint32x4_t t12 = vmvnq_u32(vceqq_s32(t11, vdupq_n_s32(0)));
            int32x4_t t13 = vshlq_s32(x_v_1, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t14 = vreinterpretq_u32_s32(x_v_1);
            uint32x4_t t15 = vmulq_u32(t14, vdupq_n_u32(3));
            int32x4_t t16 = vreinterpretq_s32_u32(t15);
            int32x4_t t17 = vbslq_s32(t12, t16, t13);
            vst1q_s32(y + t10, t17);
            long t18 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t18);
            int32x4_t t19 = vandq_s32(x_v_2, vdupq_n_s32(1));
            uint32x4_t t20 = vmvnq_u32(vceqq_s32(t19, vdupq_n_s32(0)));
            int32x4_t t21 = vshlq_s32(x_v_2, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t22 = vreinterpretq_u32_s32(x_v_2);
            uint32x4_t t23 = vmulq_u32(t22, vdupq_n_u32(3));
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            int32x4_t t25 = vbslq_s32(t20, t24, t21);
            vst1q_s32(y + t18, t25);
            long t26 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t26);
            int32x4_t t27 = vandq_s32(x_v_3, vdupq_n_s32(1));
            uint32x4_t t28 = vmvnq_u32(vceqq_s32(t27, vdupq_n_s32(0)));
            int32x4_t t29 = vshlq_s32(x_v_3, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t30 = vreinterpretq_u32_s32(x_v_3);
            uint32x4_t t31 = vmulq_u32(t30, vdupq_n_u32(3));
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            int32x4_t t33 = vbslq_s32(t28, t32, t29);
            vst1q_s32(y + t26, t33);
            i_vec += 16L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t37);
            int32x4_t t38 = vandq_s32(x_v_4, vdupq_n_s32(1));
            uint32x4_t t39 = vmvnq_u32(vceqq_s32(t38, vdupq_n_s32(0)));
            int32x4_t t40 = vshlq_s32(x_v_4, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t41 = vreinterpretq_u32_s32(x_v_4);
            uint32x4_t t42 = vmulq_u32(t41, vdupq_n_u32(3));
            int32x4_t t43 = vreinterpretq_s32_u32(t42);
            int32x4_t t44 = vbslq_s32(t39, t43, t40);
            vst1q_s32(y + t37, t44);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    while (i < n) {
        long t45 = (long)i;
        int t46 = x[t45];
        if (t46 & 1) {
            t47 = (int)((unsigned int)t46 * 3U);
        } else {
            t47 = t46 >> 1;
        }
        y[t45] = t47;
        i++;
    }
}

void odd_even_long(int n, long *restrict y, const long *restrict x) {
    int t34;
    int i;
    long t47;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:21 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t x_v = vld1q_s64(x + i_vec);
            int64x2_t t3 = vandq_s64(x_v, vdupq_n_s64(1LL));
            uint64x2_t t4 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t3, vdupq_n_s64(0LL)))));
            int64x2_t t5 = (int64x2_t)((vcc_v2_long)x_v >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(63), vcc_v2_long));
            uint64x2_t t6 = vreinterpretq_u64_s64(x_v);
            uint64x2_t t7 = (uint64x2_t)((vcc_v2_ulong)t6 * (vcc_v2_ulong)vdupq_n_u64(3LL));
            int64x2_t t8 = vreinterpretq_s64_u64(t7);
            int64x2_t t9 = vbslq_s64(t4, t8, t5);
            vst1q_s64(y + i_vec, t9);
            long t10 = i_vec + 2L;
            int64x2_t x_v_1 = vld1q_s64(x + t10);
            int64x2_t t11 = vandq_s64(x_v_1, vdupq_n_s64(1LL));
            uint64x2_t t12 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t11, vdupq_n_s64(0LL)))));
            int64x2_t t13 = (int64x2_t)((vcc_v2_long)x_v_1 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(63), vcc_v2_long));
            uint64x2_t t14 = vreinterpretq_u64_s64(x_v_1);
            uint64x2_t t15 = (uint64x2_t)((vcc_v2_ulong)t14 * (vcc_v2_ulong)vdupq_n_u64(3LL));
            int64x2_t t16 = vreinterpretq_s64_u64(t15);
            int64x2_t t17 = vbslq_s64(t12, t16, t13);
            vst1q_s64(y + t10, t17);
            long t18 = i_vec + 4L;
            int64x2_t x_v_2 = vld1q_s64(x + t18);
            int64x2_t t19 = vandq_s64(x_v_2, vdupq_n_s64(1LL));
            uint64x2_t t20 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t19, vdupq_n_s64(0LL)))));
            int64x2_t t21 = (int64x2_t)((vcc_v2_long)x_v_2 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(63), vcc_v2_long));
            uint64x2_t t22 = vreinterpretq_u64_s64(x_v_2);
            uint64x2_t t23 = (uint64x2_t)((vcc_v2_ulong)t22 * (vcc_v2_ulong)vdupq_n_u64(3LL));
            int64x2_t t24 = vreinterpretq_s64_u64(t23);
            int64x2_t t25 = vbslq_s64(t20, t24, t21);
            vst1q_s64(y + t18, t25);
            long t26 = i_vec + 6L;
            int64x2_t x_v_3 = vld1q_s64(x + t26);
            int64x2_t t27 = vandq_s64(x_v_3, vdupq_n_s64(1LL));
            uint64x2_t t28 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t27, vdupq_n_s64(0LL)))));
            int64x2_t t29 = (int64x2_t)((vcc_v2_long)x_v_3 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(63), vcc_v2_long));
            uint64x2_t t30 = vreinterpretq_u64_s64(x_v_3);
            uint64x2_t t31 = (uint64x2_t)((vcc_v2_ulong)t30 * (vcc_v2_ulong)vdupq_n_u64(3LL));
            int64x2_t t32 = vreinterpretq_s64_u64(t31);
            int64x2_t t33 = vbslq_s64(t28, t32, t29);
            vst1q_s64(y + t26, t33);
            i_vec += 8L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 2L) {
        long t36 = t35 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:21 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            int64x2_t x_v_4 = vld1q_s64(x + t37);
            int64x2_t t38 = vandq_s64(x_v_4, vdupq_n_s64(1LL));
            uint64x2_t t39 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t38, vdupq_n_s64(0LL)))));
            int64x2_t t40 = (int64x2_t)((vcc_v2_long)x_v_4 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(63), vcc_v2_long));
            uint64x2_t t41 = vreinterpretq_u64_s64(x_v_4);
            uint64x2_t t42 = (uint64x2_t)((vcc_v2_ulong)t41 * (vcc_v2_ulong)vdupq_n_u64(3LL));
            int64x2_t t43 = vreinterpretq_s64_u64(t42);
            int64x2_t t44 = vbslq_s64(t39, t43, t40);
            vst1q_s64(y + t37, t44);
            i_vec_1 += 2L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    while (i < n) {
        long t45 = (long)i;
        long t46 = x[t45];
        if (t46 & 1L) {
            t47 = (long)((unsigned long)t46 * 3UL);
        } else {
            t47 = t46 >> 63;
        }
        y[t45] = t47;
        i++;
    }
}

void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t x_v = vld1q_u32(x + i_vec);
            uint32x4_t t3 = vcgtq_u32(x_v, vdupq_n_u32(1000));
            uint32x4_t t4 = (uint32x4_t)((vcc_v4_uint)x_v << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(31), vcc_v4_uint));
            do { uint32x4_t vcc_nm = t3; uint32x4_t vcc_nv = t4; uint32_t *vcc_np = (uint32_t *)((unsigned int *)((unsigned long)y + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t5 = i_vec + 4L;
            uint32x4_t x_v_1 = vld1q_u32(x + t5);
            uint32x4_t t6 = vcgtq_u32(x_v_1, vdupq_n_u32(1000));
            uint32x4_t t7 = (uint32x4_t)((vcc_v4_uint)x_v_1 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(31), vcc_v4_uint));
            do { uint32x4_t vcc_nm = t6; uint32x4_t vcc_nv = t7; uint32_t *vcc_np = (uint32_t *)((unsigned int *)((unsigned long)y + (unsigned long)t5 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t8 = i_vec + 8L;
            uint32x4_t x_v_2 = vld1q_u32(x + t8);
            uint32x4_t t9 = vcgtq_u32(x_v_2, vdupq_n_u32(1000));
            uint32x4_t t10 = (uint32x4_t)((vcc_v4_uint)x_v_2 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(31), vcc_v4_uint));
            do { uint32x4_t vcc_nm = t9; uint32x4_t vcc_nv = t10; uint32_t *vcc_np = (uint32_t *)((unsigned int *)((unsigned long)y + (unsigned long)t8 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t11 = i_vec + 12L;
            uint32x4_t x_v_3 = vld1q_u32(x + t11);
            uint32x4_t t12 = vcgtq_u32(x_v_3, vdupq_n_u32(1000));
            uint32x4_t t13 = (uint32x4_t)((vcc_v4_uint)x_v_3 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(31), vcc_v4_uint));
            do { uint32x4_t vcc_nm = t12; uint32x4_t vcc_nv = t13; uint32_t *vcc_np = (uint32_t *)((unsigned int *)((unsigned long)y + (unsigned long)t11 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            uint32x4_t x_v_4 = vld1q_u32(x + t17);
            uint32x4_t t18 = vcgtq_u32(x_v_4, vdupq_n_u32(1000));
            uint32x4_t t19 = (uint32x4_t)((vcc_v4_uint)x_v_4 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(31), vcc_v4_uint));
            do { uint32x4_t vcc_nm = t18; uint32x4_t vcc_nv = t19; uint32_t *vcc_np = (uint32_t *)((unsigned int *)((unsigned long)y + (unsigned long)t17 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        unsigned int t21 = x[t20];
        if (t21 > 1000U) {
            y[t20] = t21 << 31;
        }
    }
}

/* Guarded: the signed left shift, the count that varies. */
void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    int t38;
    int i;
    int t52;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            uint32x4_t t3 = vcgtq_s32(x_v, vdupq_n_s32(0));
            uint32x4_t t4 = vcltq_s32(x_v, vdupq_n_s32(1000));
            int32x4_t t5 = (int32x4_t)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            int32x4_t t6 = vbslq_s32(t3, t5, vdupq_n_s32(0));
            uint32x4_t t7 = vmvnq_u32(vceqq_s32(t6, vdupq_n_s32(0)));
            int32x4_t t8 = vbslq_s32(t7, vdupq_n_s32(20), vdupq_n_s32(0));
            int32x4_t t9 = vbslq_s32(t7, x_v, vdupq_n_s32(0));
            int32x4_t t10 = vshlq_s32(t9, t8);
            do { uint32x4_t vcc_nm = t7; int32x4_t vcc_nv = t10; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t11 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t11);
            uint32x4_t t12 = vcgtq_s32(x_v_1, vdupq_n_s32(0));
            uint32x4_t t13 = vcltq_s32(x_v_1, vdupq_n_s32(1000));
            int32x4_t t14 = (int32x4_t)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            int32x4_t t15 = vbslq_s32(t12, t14, vdupq_n_s32(0));
            uint32x4_t t16 = vmvnq_u32(vceqq_s32(t15, vdupq_n_s32(0)));
            int32x4_t t17 = vbslq_s32(t16, vdupq_n_s32(20), vdupq_n_s32(0));
            int32x4_t t18 = vbslq_s32(t16, x_v_1, vdupq_n_s32(0));
            int32x4_t t19 = vshlq_s32(t18, t17);
            do { uint32x4_t vcc_nm = t16; int32x4_t vcc_nv = t19; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t11 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t20 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t20);
            uint32x4_t t21 = vcgtq_s32(x_v_2, vdupq_n_s32(0));
            uint32x4_t t22 = vcltq_s32(x_v_2, vdupq_n_s32(1000));
            int32x4_t t23 = (int32x4_t)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            int32x4_t t24 = vbslq_s32(t21, t23, vdupq_n_s32(0));
            uint32x4_t t25 = vmvnq_u32(vceqq_s32(t24, vdupq_n_s32(0)));
            int32x4_t t26 = vbslq_s32(t25, vdupq_n_s32(20), vdupq_n_s32(0));
            int32x4_t t27 = vbslq_s32(t25, x_v_2, vdupq_n_s32(0));
            int32x4_t t28 = vshlq_s32(t27, t26);
            do { uint32x4_t vcc_nm = t25; int32x4_t vcc_nv = t28; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t20 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t29 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t29);
            uint32x4_t t30 = vcgtq_s32(x_v_3, vdupq_n_s32(0));
            uint32x4_t t31 = vcltq_s32(x_v_3, vdupq_n_s32(1000));
            int32x4_t t32 = (int32x4_t)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            int32x4_t t33 = vbslq_s32(t30, t32, vdupq_n_s32(0));
            uint32x4_t t34 = vmvnq_u32(vceqq_s32(t33, vdupq_n_s32(0)));
            int32x4_t t35 = vbslq_s32(t34, vdupq_n_s32(20), vdupq_n_s32(0));
            int32x4_t t36 = vbslq_s32(t34, x_v_3, vdupq_n_s32(0));
            int32x4_t t37 = vshlq_s32(t36, t35);
            do { uint32x4_t vcc_nm = t34; int32x4_t vcc_nv = t37; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t29 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t41);
            uint32x4_t t42 = vcgtq_s32(x_v_4, vdupq_n_s32(0));
            uint32x4_t t43 = vcltq_s32(x_v_4, vdupq_n_s32(1000));
            int32x4_t t44 = (int32x4_t)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
            int32x4_t t45 = vbslq_s32(t42, t44, vdupq_n_s32(0));
            uint32x4_t t46 = vmvnq_u32(vceqq_s32(t45, vdupq_n_s32(0)));
            int32x4_t t47 = vbslq_s32(t46, vdupq_n_s32(20), vdupq_n_s32(0));
            int32x4_t t48 = vbslq_s32(t46, x_v_4, vdupq_n_s32(0));
            int32x4_t t49 = vshlq_s32(t48, t47);
            do { uint32x4_t vcc_nm = t46; int32x4_t vcc_nv = t49; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t41 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        int t51 = x[t50];
        if (t51 > 0) {
            t52 = (t51 < 1000) != 0;
        } else {
            t52 = 0;
        }
        if (t52) {
            y[t50] = t51 << 20;
        }
    }
}

void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    for (int i = 0; i < n; i++)
        if (s[i] >= 0 && s[i] < 32)
            y[i] = x[i] >> s[i];
}

void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    int t38;
    int i;
    int t53;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:49 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar x_v = vcc_load(vcc_v4_uchar, x + i_vec);
            int32x4_t t3 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t4 = vandq_s32(t3, vdupq_n_s32(128));
            uint32x4_t t5 = vmvnq_u32(vceqq_s32(t4, vdupq_n_s32(0)));
            int32x4_t t6 = vshlq_s32(t3, vnegq_s32(vdupq_n_s32(2)));
            vcc_v4_uchar t7 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t6, vcc_v4_short), vcc_v4_uchar);
            int32x4_t t8 = vshlq_s32(t3, vnegq_s32(vdupq_n_s32(7)));
            vcc_v4_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t8, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), t9, t7);
            vcc_store(y + i_vec, t10);
            long t11 = i_vec + 4L;
            vcc_v4_uchar x_v_1 = vcc_load(vcc_v4_uchar, x + t11);
            int32x4_t t12 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_1, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t13 = vandq_s32(t12, vdupq_n_s32(128));
            uint32x4_t t14 = vmvnq_u32(vceqq_s32(t13, vdupq_n_s32(0)));
            int32x4_t t15 = vshlq_s32(t12, vnegq_s32(vdupq_n_s32(2)));
            vcc_v4_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t15, vcc_v4_short), vcc_v4_uchar);
            int32x4_t t17 = vshlq_s32(t12, vnegq_s32(vdupq_n_s32(7)));
            vcc_v4_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t14, vcc_v4_schar), t18, t16);
            vcc_store(y + t11, t19);
            long t20 = i_vec + 8L;
            vcc_v4_uchar x_v_2 = vcc_load(vcc_v4_uchar, x + t20);
            int32x4_t t21 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_2, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t22 = vandq_s32(t21, vdupq_n_s32(128));
            uint32x4_t t23 = vmvnq_u32(vceqq_s32(t22, vdupq_n_s32(0)));
            int32x4_t t24 = vshlq_s32(t21, vnegq_s32(vdupq_n_s32(2)));
            vcc_v4_uchar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_uchar);
            int32x4_t t26 = vshlq_s32(t21, vnegq_s32(vdupq_n_s32(7)));
            vcc_v4_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t26, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t28 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), t27, t25);
            vcc_store(y + t20, t28);
            long t29 = i_vec + 12L;
            vcc_v4_uchar x_v_3 = vcc_load(vcc_v4_uchar, x + t29);
            int32x4_t t30 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_3, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t31 = vandq_s32(t30, vdupq_n_s32(128));
            uint32x4_t t32 = vmvnq_u32(vceqq_s32(t31, vdupq_n_s32(0)));
            int32x4_t t33 = vshlq_s32(t30, vnegq_s32(vdupq_n_s32(2)));
            vcc_v4_uchar t34 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t33, vcc_v4_short), vcc_v4_uchar);
            int32x4_t t35 = vshlq_s32(t30, vnegq_s32(vdupq_n_s32(7)));
            vcc_v4_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t35, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t37 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t32, vcc_v4_schar), t36, t34);
            vcc_store(y + t29, t37);
            i_vec += 16L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            vcc_v4_uchar x_v_4 = vcc_load(vcc_v4_uchar, x + t41);
            int32x4_t t42 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_4, vcc_v4_ushort), vcc_v4_int);
            int32x4_t t43 = vandq_s32(t42, vdupq_n_s32(128));
            uint32x4_t t44 = vmvnq_u32(vceqq_s32(t43, vdupq_n_s32(0)));
            int32x4_t t45 = vshlq_s32(t42, vnegq_s32(vdupq_n_s32(2)));
            vcc_v4_uchar t46 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t45, vcc_v4_short), vcc_v4_uchar);
            int32x4_t t47 = vshlq_s32(t42, vnegq_s32(vdupq_n_s32(7)));
            vcc_v4_uchar t48 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t47, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t49 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t44, vcc_v4_schar), t48, t46);
            vcc_store(y + t41, t49);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        unsigned char *t51 = y + t50;
        int t52 = (int)x[t50];
        if (t52 & 128) {
            t53 = (int)(unsigned char)(t52 >> 7);
        } else {
            t53 = (int)(unsigned char)(t52 >> 2);
        }
        *t51 = (unsigned char)t53;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *s = new_array(n, 4);
        long *lx = new_array(n, 8), *ly = new_array(n, 8);
        unsigned char *bx = new_array(n, 1), *by = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            x[i] = (int)(r * 2654435761u) >> (r % 3);
            s[i] = (int)(next_rand() % 40) - 4;
            lx[i] = (long)((uint64_t)next_rand() << 33 ^ next_rand());
            bx[i] = (unsigned char)next_rand();
            y[i] = -1;
            ly[i] = -1;
            by[i] = 0;
        }
        odd_even(n, y, x);
        printf("n=%d odd_even %llx\n", n, HASH(y, n));
        odd_even_long(n, ly, lx);
        printf("n=%d odd_even_long %llx\n", n, HASH(ly, n));
        cond_shl_unsigned(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_shl_unsigned %llx\n", n, HASH(y, n));
        cond_shl_signed(n, y, x);
        printf("n=%d cond_shl_signed %llx\n", n, HASH(y, n));
        cond_shift_var(n, y, x, s);
        printf("n=%d cond_shift_var %llx\n", n, HASH(y, n));
        cond_shift_bytes(n, by, bx);
        printf("n=%d cond_shift_bytes %llx\n", n, HASH(by, n));
        free(x), free(y), free(s), free(lx), free(ly), free(bx), free(by);
    }
    return 0;
}
