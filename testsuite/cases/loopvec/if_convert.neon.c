/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=13 neon=9 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:14 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            uint8x16_t t3 = vcgtq_s8(a_v, vdupq_n_s8(0));
            do { uint8x16_t vcc_nm = t3; int8x16_t vcc_nv = a_v; int8_t *vcc_np = (int8_t *)((signed char *)((unsigned long)b + (unsigned long)i_vec * 1UL)); if (vminvq_u8(vcc_nm)) vst1q_s8(vcc_np, vcc_nv); else if (vmaxvq_u8(vcc_nm)) { if (vgetq_lane_u8(vcc_nm, 0)) vst1q_lane_s8(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u8(vcc_nm, 1)) vst1q_lane_s8(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u8(vcc_nm, 2)) vst1q_lane_s8(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u8(vcc_nm, 3)) vst1q_lane_s8(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u8(vcc_nm, 4)) vst1q_lane_s8(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u8(vcc_nm, 5)) vst1q_lane_s8(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u8(vcc_nm, 6)) vst1q_lane_s8(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u8(vcc_nm, 7)) vst1q_lane_s8(vcc_np + 7, vcc_nv, 7); if (vgetq_lane_u8(vcc_nm, 8)) vst1q_lane_s8(vcc_np + 8, vcc_nv, 8); if (vgetq_lane_u8(vcc_nm, 9)) vst1q_lane_s8(vcc_np + 9, vcc_nv, 9); if (vgetq_lane_u8(vcc_nm, 10)) vst1q_lane_s8(vcc_np + 10, vcc_nv, 10); if (vgetq_lane_u8(vcc_nm, 11)) vst1q_lane_s8(vcc_np + 11, vcc_nv, 11); if (vgetq_lane_u8(vcc_nm, 12)) vst1q_lane_s8(vcc_np + 12, vcc_nv, 12); if (vgetq_lane_u8(vcc_nm, 13)) vst1q_lane_s8(vcc_np + 13, vcc_nv, 13); if (vgetq_lane_u8(vcc_nm, 14)) vst1q_lane_s8(vcc_np + 14, vcc_nv, 14); if (vgetq_lane_u8(vcc_nm, 15)) vst1q_lane_s8(vcc_np + 15, vcc_nv, 15); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        signed char t5 = a[t4];
        if ((int)t5 > 0) {
            b[t4] = t5;
        }
    }
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    for (int i = 0; i < n; i++) {
        if (a[i] > 0) {
            if (a[i] > 100)
                c[i] = 100;
            else
                c[i] = (short)(a[i] * 2);
        }
    }
}

int sum_odd_i32(int n, const int *a) {
    int t22;
    int t23;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at if_convert.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vandq_s32(a_v, vdupq_n_s32(1));
            uint32x4_t t4 = vmvnq_u32(vceqq_s32(t3, vdupq_n_s32(0)));
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t6 = vbslq_u32(t4, t5, vdupq_n_u32(0));
            s_v = vaddq_u32(s_v, t6);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            int32x4_t t7 = vandq_s32(a_v_1, vdupq_n_s32(1));
            uint32x4_t t8 = vmvnq_u32(vceqq_s32(t7, vdupq_n_s32(0)));
            uint32x4_t t9 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t10 = vbslq_u32(t8, t9, vdupq_n_u32(0));
            s_v_1 = vaddq_u32(s_v_1, t10);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            int32x4_t t11 = vandq_s32(a_v_2, vdupq_n_s32(1));
            uint32x4_t t12 = vmvnq_u32(vceqq_s32(t11, vdupq_n_s32(0)));
            uint32x4_t t13 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t14 = vbslq_u32(t12, t13, vdupq_n_u32(0));
            s_v_2 = vaddq_u32(s_v_2, t14);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            int32x4_t t15 = vandq_s32(a_v_3, vdupq_n_s32(1));
            uint32x4_t t16 = vmvnq_u32(vceqq_s32(t15, vdupq_n_s32(0)));
            uint32x4_t t17 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t18 = vbslq_u32(t16, t17, vdupq_n_u32(0));
            s_v_3 = vaddq_u32(s_v_3, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t19 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t20 = vaddq_u32(t19, s_v_2);
        uint32x4_t t21 = vaddq_u32(t20, s_v_3);
        t22 = (int)t2;
        t23 = (int)vaddvq_u32(t21);
    } else {
        t22 = 0;
        t23 = 0;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at if_convert.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t22 + i_vec_1));
            int32x4_t t26 = vandq_s32(a_v_4, vdupq_n_s32(1));
            uint32x4_t t27 = vmvnq_u32(vceqq_s32(t26, vdupq_n_s32(0)));
            uint32x4_t t28 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t t29 = vbslq_u32(t27, t28, vdupq_n_u32(0));
            s_v_4 = vaddq_u32(s_v_4, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        s = (int)((unsigned int)t23 + vaddvq_u32(s_v_4));
    } else {
        i = t22;
        s = t23;
    }
    for (; i < n; i++, s = s_1) {
        int t30 = a[i];
        if (t30 & 1) {
            s_1 = s + t30;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] != 0)
            c[i] = a[i] / b[i] + a[i] % b[i];
        else
            c[i] = -1;
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    for (int i = 0; i < n; i++)
        if (s[i] < 32)
            c[i] = a[i] << s[i];
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    int t31;
    int i;
    int t46;
    int t47;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t4 = a + i_vec;
            int32x4_t a_v = vld1q_s32(t4);
            int32x4_t t5 = vabsq_s32(a_v);
            vst1q_s32(c + i_vec, t5);
            int32x4_t a_v_1 = vld1q_s32(t4);
            uint32x4_t t6 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            uint32x4_t t7 = vcltq_s32(a_v_1, vdupq_n_s32(0));
            int32x4_t t8 = vreinterpretq_s32_u32(t7);
            int32x4_t t9 = vbslq_s32(t6, vdupq_n_s32(1), t8);
            vst1q_s32(d + i_vec, t9);
            long t10 = i_vec + 4L;
            const int *t11 = a + t10;
            int32x4_t a_v_2 = vld1q_s32(t11);
            int32x4_t t12 = vabsq_s32(a_v_2);
            vst1q_s32(c + t10, t12);
            int32x4_t a_v_3 = vld1q_s32(t11);
            uint32x4_t t13 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            uint32x4_t t14 = vcltq_s32(a_v_3, vdupq_n_s32(0));
            int32x4_t t15 = vreinterpretq_s32_u32(t14);
            int32x4_t t16 = vbslq_s32(t13, vdupq_n_s32(1), t15);
            vst1q_s32(d + t10, t16);
            long t17 = i_vec + 8L;
            const int *t18 = a + t17;
            int32x4_t a_v_4 = vld1q_s32(t18);
            int32x4_t t19 = vabsq_s32(a_v_4);
            vst1q_s32(c + t17, t19);
            int32x4_t a_v_5 = vld1q_s32(t18);
            uint32x4_t t20 = vcgtq_s32(a_v_5, vdupq_n_s32(0));
            uint32x4_t t21 = vcltq_s32(a_v_5, vdupq_n_s32(0));
            int32x4_t t22 = vreinterpretq_s32_u32(t21);
            int32x4_t t23 = vbslq_s32(t20, vdupq_n_s32(1), t22);
            vst1q_s32(d + t17, t23);
            long t24 = i_vec + 12L;
            const int *t25 = a + t24;
            int32x4_t a_v_6 = vld1q_s32(t25);
            int32x4_t t26 = vabsq_s32(a_v_6);
            vst1q_s32(c + t24, t26);
            int32x4_t a_v_7 = vld1q_s32(t25);
            uint32x4_t t27 = vcgtq_s32(a_v_7, vdupq_n_s32(0));
            uint32x4_t t28 = vcltq_s32(a_v_7, vdupq_n_s32(0));
            int32x4_t t29 = vreinterpretq_s32_u32(t28);
            int32x4_t t30 = vbslq_s32(t27, vdupq_n_s32(1), t29);
            vst1q_s32(d + t24, t30);
            i_vec += 16L;
        } while (i_vec < t3);
        t31 = (int)t3;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t34 = (long)t31 + i_vec_1;
            const int *t35 = a + t34;
            int32x4_t a_v_8 = vld1q_s32(t35);
            int32x4_t t36 = vabsq_s32(a_v_8);
            vst1q_s32(c + t34, t36);
            int32x4_t a_v_9 = vld1q_s32(t35);
            uint32x4_t t37 = vcgtq_s32(a_v_9, vdupq_n_s32(0));
            uint32x4_t t38 = vcltq_s32(a_v_9, vdupq_n_s32(0));
            int32x4_t t39 = vreinterpretq_s32_u32(t38);
            int32x4_t t40 = vbslq_s32(t37, vdupq_n_s32(1), t39);
            vst1q_s32(d + t34, t40);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int *t42 = c + t41;
        const int *t43 = a + t41;
        int t1 = *t43;
        if (t1 < 0) {
            t1 = -t1;
        }
        *t42 = t1;
        int *t44 = d + t41;
        int t45 = *t43;
        if (t45 > 0) {
            t47 = 1;
        } else {
            if (t45 < 0) {
                t46 = -1;
            } else {
                t46 = 0;
            }
            t47 = t46;
        }
        *t44 = t47;
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    int t50;
    int i;
    long t67;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:61 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            int64x2_t t3 = vandq_s64(a_v, vdupq_n_s64(1LL));
            uint64x2_t t4 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t3, vdupq_n_s64(0LL)))));
            uint64x2_t t5 = vreinterpretq_u64_s64(a_v);
            uint64x2_t t6 = vreinterpretq_u64_s64(vdupq_n_s64(7LL));
            uint64x2_t t7 = vsubq_u64(t5, t6);
            int64x2_t t8 = vreinterpretq_s64_u64(t7);
            uint64x2_t t9 = vreinterpretq_u64_s64(a_v);
            uint64x2_t t10 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t11 = (uint64x2_t)((vcc_v2_ulong)t9 * (vcc_v2_ulong)t10);
            int64x2_t t12 = vreinterpretq_s64_u64(t11);
            int64x2_t t13 = vbslq_s64(t4, t12, t8);
            vst1q_s64(c + i_vec, t13);
            long t14 = i_vec + 2L;
            int64x2_t a_v_1 = vld1q_s64(a + t14);
            int64x2_t t15 = vandq_s64(a_v_1, vdupq_n_s64(1LL));
            uint64x2_t t16 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t15, vdupq_n_s64(0LL)))));
            uint64x2_t t17 = vreinterpretq_u64_s64(a_v_1);
            uint64x2_t t18 = vreinterpretq_u64_s64(vdupq_n_s64(7LL));
            uint64x2_t t19 = vsubq_u64(t17, t18);
            int64x2_t t20 = vreinterpretq_s64_u64(t19);
            uint64x2_t t21 = vreinterpretq_u64_s64(a_v_1);
            uint64x2_t t22 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t23 = (uint64x2_t)((vcc_v2_ulong)t21 * (vcc_v2_ulong)t22);
            int64x2_t t24 = vreinterpretq_s64_u64(t23);
            int64x2_t t25 = vbslq_s64(t16, t24, t20);
            vst1q_s64(c + t14, t25);
            long t26 = i_vec + 4L;
            int64x2_t a_v_2 = vld1q_s64(a + t26);
            int64x2_t t27 = vandq_s64(a_v_2, vdupq_n_s64(1LL));
            uint64x2_t t28 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t27, vdupq_n_s64(0LL)))));
            uint64x2_t t29 = vreinterpretq_u64_s64(a_v_2);
            uint64x2_t t30 = vreinterpretq_u64_s64(vdupq_n_s64(7LL));
            uint64x2_t t31 = vsubq_u64(t29, t30);
            int64x2_t t32 = vreinterpretq_s64_u64(t31);
            uint64x2_t t33 = vreinterpretq_u64_s64(a_v_2);
            uint64x2_t t34 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t35 = (uint64x2_t)((vcc_v2_ulong)t33 * (vcc_v2_ulong)t34);
            int64x2_t t36 = vreinterpretq_s64_u64(t35);
            int64x2_t t37 = vbslq_s64(t28, t36, t32);
            vst1q_s64(c + t26, t37);
            long t38 = i_vec + 6L;
            int64x2_t a_v_3 = vld1q_s64(a + t38);
            int64x2_t t39 = vandq_s64(a_v_3, vdupq_n_s64(1LL));
            uint64x2_t t40 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t39, vdupq_n_s64(0LL)))));
            uint64x2_t t41 = vreinterpretq_u64_s64(a_v_3);
            uint64x2_t t42 = vreinterpretq_u64_s64(vdupq_n_s64(7LL));
            uint64x2_t t43 = vsubq_u64(t41, t42);
            int64x2_t t44 = vreinterpretq_s64_u64(t43);
            uint64x2_t t45 = vreinterpretq_u64_s64(a_v_3);
            uint64x2_t t46 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t47 = (uint64x2_t)((vcc_v2_ulong)t45 * (vcc_v2_ulong)t46);
            int64x2_t t48 = vreinterpretq_s64_u64(t47);
            int64x2_t t49 = vbslq_s64(t40, t48, t44);
            vst1q_s64(c + t38, t49);
            i_vec += 8L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 2L) {
        long t52 = t51 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:61 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            int64x2_t a_v_4 = vld1q_s64(a + t53);
            int64x2_t t54 = vandq_s64(a_v_4, vdupq_n_s64(1LL));
            uint64x2_t t55 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t54, vdupq_n_s64(0LL)))));
            uint64x2_t t56 = vreinterpretq_u64_s64(a_v_4);
            uint64x2_t t57 = vreinterpretq_u64_s64(vdupq_n_s64(7LL));
            uint64x2_t t58 = vsubq_u64(t56, t57);
            int64x2_t t59 = vreinterpretq_s64_u64(t58);
            uint64x2_t t60 = vreinterpretq_u64_s64(a_v_4);
            uint64x2_t t61 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t62 = (uint64x2_t)((vcc_v2_ulong)t60 * (vcc_v2_ulong)t61);
            int64x2_t t63 = vreinterpretq_s64_u64(t62);
            int64x2_t t64 = vbslq_s64(t55, t63, t59);
            vst1q_s64(c + t53, t64);
            i_vec_1 += 2L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    while (i < n) {
        long t65 = (long)i;
        long t66 = a[t65];
        if (t66 & 1L) {
            t67 = t66 * 3L;
        } else {
            t67 = t66 - 7L;
        }
        c[t65] = t67;
        i++;
    }
}

long sum_neg_i64(int n, const long *a) {
    int t18;
    long t19;
    int i;
    long s;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at if_convert.c:71 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            uint64x2_t t3 = vcltq_s64(a_v, vdupq_n_s64(0LL));
            uint64x2_t t4 = vreinterpretq_u64_s64(a_v);
            uint64x2_t t5 = vbslq_u64(t3, t4, vdupq_n_u64(0LL));
            s_v = vaddq_u64(s_v, t5);
            int64x2_t a_v_1 = vld1q_s64(a + (i_vec + 2L));
            uint64x2_t t6 = vcltq_s64(a_v_1, vdupq_n_s64(0LL));
            uint64x2_t t7 = vreinterpretq_u64_s64(a_v_1);
            uint64x2_t t8 = vbslq_u64(t6, t7, vdupq_n_u64(0LL));
            s_v_1 = vaddq_u64(s_v_1, t8);
            int64x2_t a_v_2 = vld1q_s64(a + (i_vec + 4L));
            uint64x2_t t9 = vcltq_s64(a_v_2, vdupq_n_s64(0LL));
            uint64x2_t t10 = vreinterpretq_u64_s64(a_v_2);
            uint64x2_t t11 = vbslq_u64(t9, t10, vdupq_n_u64(0LL));
            s_v_2 = vaddq_u64(s_v_2, t11);
            int64x2_t a_v_3 = vld1q_s64(a + (i_vec + 6L));
            uint64x2_t t12 = vcltq_s64(a_v_3, vdupq_n_s64(0LL));
            uint64x2_t t13 = vreinterpretq_u64_s64(a_v_3);
            uint64x2_t t14 = vbslq_u64(t12, t13, vdupq_n_u64(0LL));
            s_v_3 = vaddq_u64(s_v_3, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t15 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t16 = vaddq_u64(t15, s_v_2);
        uint64x2_t t17 = vaddq_u64(t16, s_v_3);
        t18 = (int)t2;
        t19 = (long)vaddvq_u64(t17);
    } else {
        t18 = 0;
        t19 = 0L;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at if_convert.c:71 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t a_v_4 = vld1q_s64(a + ((long)t18 + i_vec_1));
            uint64x2_t t22 = vcltq_s64(a_v_4, vdupq_n_s64(0LL));
            uint64x2_t t23 = vreinterpretq_u64_s64(a_v_4);
            uint64x2_t t24 = vbslq_u64(t22, t23, vdupq_n_u64(0LL));
            s_v_4 = vaddq_u64(s_v_4, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (long)((unsigned long)t19 + vaddvq_u64(s_v_4));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++, s = s_1) {
        long t25 = a[i];
        if (t25 < 0L) {
            s_1 = s + t25;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    int t10;
    int i;
    float x_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t lo_v = vdupq_n_f32(lo);
        float32x4_t hi_v = vdupq_n_f32(hi);
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:78 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(a + i_vec);
            uint32x4_t t3 = vcltq_f32(x_v, lo_v);
            float32x4_t x_v_1 = vbslq_f32(vcltq_f32(hi_v, x_v), hi_v, x_v);
            float32x4_t x_v_2 = vbslq_f32(t3, lo_v, x_v_1);
            vst1q_f32(c + i_vec, x_v_2);
            long t4 = i_vec + 4L;
            float32x4_t x_v_3 = vld1q_f32(a + t4);
            uint32x4_t t5 = vcltq_f32(x_v_3, lo_v);
            float32x4_t x_v_4 = vbslq_f32(vcltq_f32(hi_v, x_v_3), hi_v, x_v_3);
            float32x4_t x_v_5 = vbslq_f32(t5, lo_v, x_v_4);
            vst1q_f32(c + t4, x_v_5);
            long t6 = i_vec + 8L;
            float32x4_t x_v_6 = vld1q_f32(a + t6);
            uint32x4_t t7 = vcltq_f32(x_v_6, lo_v);
            float32x4_t x_v_7 = vbslq_f32(vcltq_f32(hi_v, x_v_6), hi_v, x_v_6);
            float32x4_t x_v_8 = vbslq_f32(t7, lo_v, x_v_7);
            vst1q_f32(c + t6, x_v_8);
            long t8 = i_vec + 12L;
            float32x4_t x_v_9 = vld1q_f32(a + t8);
            uint32x4_t t9 = vcltq_f32(x_v_9, lo_v);
            float32x4_t x_v_10 = vbslq_f32(vcltq_f32(hi_v, x_v_9), hi_v, x_v_9);
            float32x4_t x_v_11 = vbslq_f32(t9, lo_v, x_v_10);
            vst1q_f32(c + t8, x_v_11);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        float32x4_t lo_v_1 = vdupq_n_f32(lo);
        float32x4_t hi_v_1 = vdupq_n_f32(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:78 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float32x4_t x_v_12 = vld1q_f32(a + t13);
            uint32x4_t t14 = vcltq_f32(x_v_12, lo_v_1);
            float32x4_t x_v_13 = vbslq_f32(vcltq_f32(hi_v_1, x_v_12), hi_v_1, x_v_12);
            float32x4_t x_v_14 = vbslq_f32(t14, lo_v_1, x_v_13);
            vst1q_f32(c + t13, x_v_14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float x = a[t15];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t15] = x_1;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    float t1;
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:89 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            uint32x4_t t4 = vcgeq_f32(a_v, vdupq_n_f32(0.0f));
            float32x4_t t5 = vsqrtq_f32(a_v);
            float32x4_t t6 = vbslq_f32(t4, t5, vdupq_n_f32(0.0f));
            vst1q_f32(c + i_vec, t6);
            long t7 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t7);
            uint32x4_t t8 = vcgeq_f32(a_v_1, vdupq_n_f32(0.0f));
            float32x4_t t9 = vsqrtq_f32(a_v_1);
            float32x4_t t10 = vbslq_f32(t8, t9, vdupq_n_f32(0.0f));
            vst1q_f32(c + t7, t10);
            long t11 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t11);
            uint32x4_t t12 = vcgeq_f32(a_v_2, vdupq_n_f32(0.0f));
            float32x4_t t13 = vsqrtq_f32(a_v_2);
            float32x4_t t14 = vbslq_f32(t12, t13, vdupq_n_f32(0.0f));
            vst1q_f32(c + t11, t14);
            long t15 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t15);
            uint32x4_t t16 = vcgeq_f32(a_v_3, vdupq_n_f32(0.0f));
            float32x4_t t17 = vsqrtq_f32(a_v_3);
            float32x4_t t18 = vbslq_f32(t16, t17, vdupq_n_f32(0.0f));
            vst1q_f32(c + t15, t18);
            i_vec += 16L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t22);
            uint32x4_t t23 = vcgeq_f32(a_v_4, vdupq_n_f32(0.0f));
            float32x4_t t24 = vsqrtq_f32(a_v_4);
            float32x4_t t25 = vbslq_f32(t23, t24, vdupq_n_f32(0.0f));
            vst1q_f32(c + t22, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    while (i < n) {
        long t26 = (long)i;
        float t27 = a[t26];
        if (t27 >= 0.0f) {
            t1 = sqrtf(t27);
        } else {
            t1 = 0.0f;
        }
        c[t26] = t1;
        i++;
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t22;
    int i;
    double t34;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:98 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t b_v = vld1q_f64(b + i_vec);
            uint64x2_t t3 = vcgtq_f64(a_v, b_v);
            float64x2_t t4 = vaddq_f64(b_v, vdupq_n_f64(1.0));
            float64x2_t t5 = vmulq_f64(a_v, vdupq_n_f64(2.0));
            float64x2_t t6 = vbslq_f64(t3, t5, t4);
            vst1q_f64(c + i_vec, t6);
            long t7 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t7);
            float64x2_t b_v_1 = vld1q_f64(b + t7);
            uint64x2_t t8 = vcgtq_f64(a_v_1, b_v_1);
            float64x2_t t9 = vaddq_f64(b_v_1, vdupq_n_f64(1.0));
            float64x2_t t10 = vmulq_f64(a_v_1, vdupq_n_f64(2.0));
            float64x2_t t11 = vbslq_f64(t8, t10, t9);
            vst1q_f64(c + t7, t11);
            long t12 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t12);
            float64x2_t b_v_2 = vld1q_f64(b + t12);
            uint64x2_t t13 = vcgtq_f64(a_v_2, b_v_2);
            float64x2_t t14 = vaddq_f64(b_v_2, vdupq_n_f64(1.0));
            float64x2_t t15 = vmulq_f64(a_v_2, vdupq_n_f64(2.0));
            float64x2_t t16 = vbslq_f64(t13, t15, t14);
            vst1q_f64(c + t12, t16);
            long t17 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t17);
            float64x2_t b_v_3 = vld1q_f64(b + t17);
            uint64x2_t t18 = vcgtq_f64(a_v_3, b_v_3);
            float64x2_t t19 = vaddq_f64(b_v_3, vdupq_n_f64(1.0));
            float64x2_t t20 = vmulq_f64(a_v_3, vdupq_n_f64(2.0));
            float64x2_t t21 = vbslq_f64(t18, t20, t19);
            vst1q_f64(c + t17, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:98 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t25);
            float64x2_t b_v_4 = vld1q_f64(b + t25);
            uint64x2_t t26 = vcgtq_f64(a_v_4, b_v_4);
            float64x2_t t27 = vaddq_f64(b_v_4, vdupq_n_f64(1.0));
            float64x2_t t28 = vmulq_f64(a_v_4, vdupq_n_f64(2.0));
            float64x2_t t29 = vbslq_f64(t26, t28, t27);
            vst1q_f64(c + t25, t29);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double *t31 = c + t30;
        double t32 = a[t30];
        double t33 = b[t30];
        if (t32 > t33) {
            t34 = t32 * 2.0;
        } else {
            t34 = t33 + 1.0;
        }
        *t31 = t34;
    }
}

void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    for (int i = 0; i < n; i++)
        if (i < k)
            c[i] = h[i] * 0.5;
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
int max_if_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32((-2147483647 - 1));
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at if_convert.c:111 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            m_v = vmaxq_s32(a_v, m_v);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            m_v_1 = vmaxq_s32(a_v_1, m_v_1);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            m_v_2 = vmaxq_s32(a_v_2, m_v_2);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            m_v_3 = vmaxq_s32(a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t3 = vmaxq_s32(m_v, m_v_1);
        int32x4_t t4 = vmaxq_s32(t3, m_v_2);
        int32x4_t t5 = vmaxq_s32(t4, m_v_3);
        t6 = (int)t2;
        t7 = vmaxvq_s32(t5);
    } else {
        t6 = 0;
        t7 = (-2147483647 - 1);
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t7);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:111 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t6 + i_vec_1));
            m_v_4 = vmaxq_s32(a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vmaxvq_s32(m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int main(void) {
    int n;
    int t1;
    int t13;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        signed char *a8 = (signed char *)new_array(n, 1UL);
        signed char *b8 = (signed char *)new_array(n, 1UL);
        short *a16 = (short *)new_array(n, 2UL);
        short *c16 = (short *)new_array(n, 2UL);
        int *a32 = (int *)new_array(n, 4UL);
        int *b32 = (int *)new_array(n, 4UL);
        int *c32 = (int *)new_array(n, 4UL);
        int *d32 = (int *)new_array(n, 4UL);
        unsigned int *au = (unsigned int *)new_array(n, 4UL);
        unsigned int *su = (unsigned int *)new_array(n, 4UL);
        unsigned int *cu = (unsigned int *)new_array(n, 4UL);
        long *a64 = (long *)new_array(n, 8UL);
        long *c64 = (long *)new_array(n, 8UL);
        float *af = (float *)new_array(n, 4UL);
        float *cf = (float *)new_array(n, 4UL);
        double *ad = (double *)new_array(n, 8UL);
        double *bd = (double *)new_array(n, 8UL);
        double *cd = (double *)new_array(n, 8UL);
        int t2 = n / 2;
        double *hd = (double *)new_array(t2, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)(next_rand() % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)(next_rand() % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)(next_rand() % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)(next_rand() % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)(next_rand() % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)(next_rand() % 10U);
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at if_convert.c:143 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t5 = af + i_vec;
                float32x4_t af_v = vld1q_f32(t5);
                float32x4_t t6 = vdivq_f32(af_v, vdupq_n_f32(7.0f));
                vst1q_f32(t5, t6);
                float *t7 = af + (i_vec + 4L);
                float32x4_t af_v_1 = vld1q_f32(t7);
                float32x4_t t8 = vdivq_f32(af_v_1, vdupq_n_f32(7.0f));
                vst1q_f32(t7, t8);
                float *t9 = af + (i_vec + 8L);
                float32x4_t af_v_2 = vld1q_f32(t9);
                float32x4_t t10 = vdivq_f32(af_v_2, vdupq_n_f32(7.0f));
                vst1q_f32(t9, t10);
                float *t11 = af + (i_vec + 12L);
                float32x4_t af_v_3 = vld1q_f32(t11);
                float32x4_t t12 = vdivq_f32(af_v_3, vdupq_n_f32(7.0f));
                vst1q_f32(t11, t12);
                i_vec += 16L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at if_convert.c:143 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t16 = af + ((long)t13 + i_vec_1);
                float32x4_t af_v_4 = vld1q_f32(t16);
                float32x4_t t17 = vdivq_f32(af_v_4, vdupq_n_f32(7.0f));
                vst1q_f32(t16, t17);
                i_vec_1 += 4L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            float *t18 = af + i;
            *t18 = *t18 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t19 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, t19 * 1UL));
        nested_i16(n, c16, a16);
        const int *t20 = a32;
        int t21 = sum_odd_i32(n, t20);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, t19 * 2UL), t21);
        div_i32(n, c32, t20, b32);
        unsigned long t22 = t19 * 4UL;
        const void *t23 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)hash_bytes(t23, t22));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, t22));
        abs_sign_i32(n, c32, d32, t20);
        unsigned long t24 = hash_bytes((const void *)d32, t22);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes(t23, t22), (unsigned long long)t24);
        const long *t25 = a64;
        odd_even_i64(n, c64, t25);
        long t26 = sum_neg_i64(n, t25);
        unsigned long t27 = t19 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, t27), t26);
        const float *t28 = af;
        clamp_f32(n, cf, t28, -10.5f, 20.25f);
        const void *t29 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)hash_bytes(t29, t22));
        sqrt_pos_f32(n, cf, t28);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes(t29, t22));
        pick_f64(n, cd, ad, bd);
        const void *t30 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)hash_bytes(t30, t27));
        guarded_f64(n, t2, cd, hd);
        int t31 = max_if_i32(n, t20);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes(t30, t27), t31);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
