/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"
#include <limits.h>

/* Integer division and remainder by constants, under conditions and not. A constant divisor
   other than 0 (and -1 for signed types: INT_MIN / -1 overflows) cannot trap on any lane, so
   if-conversion runs it on every lane as it is, a division by one constant that the C
   compiler multiplies by the reciprocal, with no select of the divisor (which would make it a
   division by lanes: `idiv` per lane). The cost model prices such divisions as that multiply
   (`DivByConstant`) on 16- and 32-bit lanes. A division by -1 keeps the guard. Dividends
   include INT_MIN, INT_MAX and values of both signs. */

void cond_div10(int n, int *restrict y, const int *restrict x) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:14 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            uint32x4_t t3 = vcgtq_s32(x_v, vdupq_n_s32(-5000));
            int32x4_t t4 = (int32x4_t)((vcc_v4_int)x_v / (vcc_v4_int)vdupq_n_s32(10));
            do { uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = t4; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t5 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t5);
            uint32x4_t t6 = vcgtq_s32(x_v_1, vdupq_n_s32(-5000));
            int32x4_t t7 = (int32x4_t)((vcc_v4_int)x_v_1 / (vcc_v4_int)vdupq_n_s32(10));
            do { uint32x4_t vcc_nm = t6; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t5 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 4L) {
        long t10 = t9 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            int32x4_t x_v_2 = vld1q_s32(x + t11);
            uint32x4_t t12 = vcgtq_s32(x_v_2, vdupq_n_s32(-5000));
            int32x4_t t13 = (int32x4_t)((vcc_v4_int)x_v_2 / (vcc_v4_int)vdupq_n_s32(10));
            do { uint32x4_t vcc_nm = t12; int32x4_t vcc_nv = t13; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t11 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = x[t14];
        if (t15 > -5000) {
            y[t14] = t15 / 10;
        }
    }
}

void cond_rem7(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t x_v = vld1q_u32(x + i_vec);
            uint32x4_t t4 = vandq_u32(x_v, vdupq_n_u32(4));
            uint32x4_t t5 = vmvnq_u32(vceqq_u32(t4, vdupq_n_u32(0)));
            uint32x4_t t6 = (uint32x4_t)((vcc_v4_uint)x_v % (vcc_v4_uint)vdupq_n_u32(7));
            uint32x4_t t7 = vbslq_u32(t5, t6, x_v);
            vst1q_u32(y + i_vec, t7);
            long t8 = i_vec + 4L;
            uint32x4_t x_v_1 = vld1q_u32(x + t8);
            uint32x4_t t9 = vandq_u32(x_v_1, vdupq_n_u32(4));
            uint32x4_t t10 = vmvnq_u32(vceqq_u32(t9, vdupq_n_u32(0)));
            uint32x4_t t11 = (uint32x4_t)((vcc_v4_uint)x_v_1 % (vcc_v4_uint)vdupq_n_u32(7));
            uint32x4_t t12 = vbslq_u32(t10, t11, x_v_1);
            vst1q_u32(y + t8, t12);
            long t13 = i_vec + 8L;
            uint32x4_t x_v_2 = vld1q_u32(x + t13);
            uint32x4_t t14 = vandq_u32(x_v_2, vdupq_n_u32(4));
            uint32x4_t t15 = vmvnq_u32(vceqq_u32(t14, vdupq_n_u32(0)));
            uint32x4_t t16 = (uint32x4_t)((vcc_v4_uint)x_v_2 % (vcc_v4_uint)vdupq_n_u32(7));
            uint32x4_t t17 = vbslq_u32(t15, t16, x_v_2);
            vst1q_u32(y + t13, t17);
            long t18 = i_vec + 12L;
            uint32x4_t x_v_3 = vld1q_u32(x + t18);
            uint32x4_t t19 = vandq_u32(x_v_3, vdupq_n_u32(4));
            uint32x4_t t20 = vmvnq_u32(vceqq_u32(t19, vdupq_n_u32(0)));
            uint32x4_t t21 = (uint32x4_t)((vcc_v4_uint)x_v_3 % (vcc_v4_uint)vdupq_n_u32(7));
            uint32x4_t t22 = vbslq_u32(t20, t21, x_v_3);
            vst1q_u32(y + t18, t22);
            i_vec += 16L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            uint32x4_t x_v_4 = vld1q_u32(x + t26);
            uint32x4_t t27 = vandq_u32(x_v_4, vdupq_n_u32(4));
            uint32x4_t t28 = vmvnq_u32(vceqq_u32(t27, vdupq_n_u32(0)));
            uint32x4_t t29 = (uint32x4_t)((vcc_v4_uint)x_v_4 % (vcc_v4_uint)vdupq_n_u32(7));
            uint32x4_t t30 = vbslq_u32(t28, t29, x_v_4);
            vst1q_u32(y + t26, t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    while (i < n) {
        long t31 = (long)i;
        unsigned int t1 = x[t31];
        if (t1 & 4U) {
            t1 %= 7U;
        }
        y[t31] = t1;
        i++;
    }
}

void cond_rem_neg(int n, int *restrict y, const int *restrict x) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:29 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t3 = vandq_s32(x_v, vdupq_n_s32(1));
            uint32x4_t t4 = vmvnq_u32(vceqq_s32(t3, vdupq_n_s32(0)));
            int32x4_t t5 = (int32x4_t)((vcc_v4_int)x_v % (vcc_v4_int)vdupq_n_s32(-3));
            do { uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = t5; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t6 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t6);
            int32x4_t t7 = vandq_s32(x_v_1, vdupq_n_s32(1));
            uint32x4_t t8 = vmvnq_u32(vceqq_s32(t7, vdupq_n_s32(0)));
            int32x4_t t9 = (int32x4_t)((vcc_v4_int)x_v_1 % (vcc_v4_int)vdupq_n_s32(-3));
            do { uint32x4_t vcc_nm = t8; int32x4_t vcc_nv = t9; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t6 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t x_v_2 = vld1q_s32(x + t13);
            int32x4_t t14 = vandq_s32(x_v_2, vdupq_n_s32(1));
            uint32x4_t t15 = vmvnq_u32(vceqq_s32(t14, vdupq_n_s32(0)));
            int32x4_t t16 = (int32x4_t)((vcc_v4_int)x_v_2 % (vcc_v4_int)vdupq_n_s32(-3));
            do { uint32x4_t vcc_nm = t15; int32x4_t vcc_nv = t16; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)y + (unsigned long)t13 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = x[t17];
        if (t18 & 1) {
            y[t17] = t18 % -3;
        }
    }
}

/* Guarded: x / -1 of INT_MIN would overflow on a lane the condition excludes. */
void cond_div_minus1(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] != INT_MIN)
            y[i] = x[i] / -1;
}

void shorts_div3(int n, short *restrict y, const short *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:42 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t x_v = vld1q_s16(x + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = x_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 / (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t5 = t3 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t6 = t4 + t5;
            int16x8_t t7 = (int16x8_t)__builtin_convertvector(t6, vcc_v8_short);
            vst1q_s16(y + i_vec, t7);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t9 = (int)x[t8];
        y[t8] = (short)(t9 / 3 + t9 % 5);
    }
}

/* The coverage suite's ty_div_const. */
void div_rem_plain(int n, int *restrict y, const int *restrict b, const int *restrict c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:48 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t3 = (int32x4_t)((vcc_v4_int)b_v / (vcc_v4_int)vdupq_n_s32(7));
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t t4 = (int32x4_t)((vcc_v4_int)c_v % (vcc_v4_int)vdupq_n_s32(5));
            int32x4_t t5 = vaddq_s32(t3, t4);
            vst1q_s32(y + i_vec, t5);
            long t6 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t6);
            int32x4_t t7 = (int32x4_t)((vcc_v4_int)b_v_1 / (vcc_v4_int)vdupq_n_s32(7));
            int32x4_t c_v_1 = vld1q_s32(c + t6);
            int32x4_t t8 = (int32x4_t)((vcc_v4_int)c_v_1 % (vcc_v4_int)vdupq_n_s32(5));
            int32x4_t t9 = vaddq_s32(t7, t8);
            vst1q_s32(y + t6, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t b_v_2 = vld1q_s32(b + t13);
            int32x4_t t14 = (int32x4_t)((vcc_v4_int)b_v_2 / (vcc_v4_int)vdupq_n_s32(7));
            int32x4_t c_v_2 = vld1q_s32(c + t13);
            int32x4_t t15 = (int32x4_t)((vcc_v4_int)c_v_2 % (vcc_v4_int)vdupq_n_s32(5));
            int32x4_t t16 = vaddq_s32(t14, t15);
            vst1q_s32(y + t13, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        y[t17] = b[t17] / 7 + c[t17] % 5;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        short *sx = new_array(n, 2), *sy = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            switch (r % 5) {
            case 0: x[i] = INT_MIN; break;
            case 1: x[i] = INT_MAX; break;
            default: x[i] = (int)(next_rand() * 2654435761u) >> (r % 17); break;
            }
            z[i] = (int)next_rand() - (int)(UINT32_MAX / 2);
            sx[i] = (short)next_rand();
            y[i] = -1;
        }
        cond_div10(n, y, x);
        printf("n=%d cond_div10 %llx\n", n, HASH(y, n));
        cond_rem7(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_rem7 %llx\n", n, HASH(y, n));
        cond_rem_neg(n, y, x);
        printf("n=%d cond_rem_neg %llx\n", n, HASH(y, n));
        cond_div_minus1(n, y, x);
        printf("n=%d cond_div_minus1 %llx\n", n, HASH(y, n));
        shorts_div3(n, sy, sx);
        printf("n=%d shorts_div3 %llx\n", n, HASH(sy, n));
        div_rem_plain(n, y, x, z);
        printf("n=%d div_rem_plain %llx\n", n, HASH(y, n));
        free(x), free(y), free(z), free(sx), free(sy);
    }
    return 0;
}
