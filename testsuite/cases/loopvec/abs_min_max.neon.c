/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 14 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    int t10;
    int i;
    int t17;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t hi_v = vdupq_n_s32(hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t v_v = vabsq_s32(b_v);
            int32x4_t t3 = vminq_s32(hi_v, v_v);
            vst1q_s32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t4);
            int32x4_t v_v_1 = vabsq_s32(b_v_1);
            int32x4_t t5 = vminq_s32(hi_v, v_v_1);
            vst1q_s32(a + t4, t5);
            long t6 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t6);
            int32x4_t v_v_2 = vabsq_s32(b_v_2);
            int32x4_t t7 = vminq_s32(hi_v, v_v_2);
            vst1q_s32(a + t6, t7);
            long t8 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t8);
            int32x4_t v_v_3 = vabsq_s32(b_v_3);
            int32x4_t t9 = vminq_s32(hi_v, v_v_3);
            vst1q_s32(a + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        int32x4_t hi_v_1 = vdupq_n_s32(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t13);
            int32x4_t v_v_4 = vabsq_s32(b_v_4);
            int32x4_t t14 = vminq_s32(hi_v_1, v_v_4);
            vst1q_s32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int v = b[t15];
        if (v < 0) {
            v = -v;
        }
        int *t16 = a + t15;
        if (v > hi) {
            t17 = hi;
        } else {
            t17 = v;
        }
        *t16 = t17;
    }
}

/* A helper with branches that compares its value with both bounds, inlined: min then max
   where lo <= hi; with the bounds the other way round (every value gives lo) it stays two
   selects. */
static int clamp_both(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

void clamp_both_i32(int n, int *restrict a, const int *restrict b) {
    int t43;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t4 = vaddq_s32(b_v, vdupq_n_s32(3));
            uint32x4_t t5 = vcltq_s32(t4, vdupq_n_s32(-1000));
            uint32x4_t t6 = vmvnq_u32(t5);
            uint32x4_t t7 = vcgtq_s32(t4, vdupq_n_s32(4000));
            uint32x4_t t8 = vandq_u32(t6, t7);
            int32x4_t t9 = vbslq_s32(t8, vdupq_n_s32(4000), vdupq_n_s32(-1000));
            uint32x4_t t10 = vmvnq_u32(t7);
            uint32x4_t t11 = vandq_u32(t6, t10);
            int32x4_t t12 = vbslq_s32(t11, t4, t9);
            vst1q_s32(a + i_vec, t12);
            long t13 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t13);
            int32x4_t t14 = vaddq_s32(b_v_1, vdupq_n_s32(3));
            uint32x4_t t15 = vcltq_s32(t14, vdupq_n_s32(-1000));
            uint32x4_t t16 = vmvnq_u32(t15);
            uint32x4_t t17 = vcgtq_s32(t14, vdupq_n_s32(4000));
            uint32x4_t t18 = vandq_u32(t16, t17);
            int32x4_t t19 = vbslq_s32(t18, vdupq_n_s32(4000), vdupq_n_s32(-1000));
            uint32x4_t t20 = vmvnq_u32(t17);
            uint32x4_t t21 = vandq_u32(t16, t20);
            int32x4_t t22 = vbslq_s32(t21, t14, t19);
            vst1q_s32(a + t13, t22);
            long t23 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t23);
            int32x4_t t24 = vaddq_s32(b_v_2, vdupq_n_s32(3));
            uint32x4_t t25 = vcltq_s32(t24, vdupq_n_s32(-1000));
            uint32x4_t t26 = vmvnq_u32(t25);
            uint32x4_t t27 = vcgtq_s32(t24, vdupq_n_s32(4000));
            uint32x4_t t28 = vandq_u32(t26, t27);
            int32x4_t t29 = vbslq_s32(t28, vdupq_n_s32(4000), vdupq_n_s32(-1000));
            uint32x4_t t30 = vmvnq_u32(t27);
            uint32x4_t t31 = vandq_u32(t26, t30);
            int32x4_t t32 = vbslq_s32(t31, t24, t29);
            vst1q_s32(a + t23, t32);
            long t33 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t33);
            int32x4_t t34 = vaddq_s32(b_v_3, vdupq_n_s32(3));
            uint32x4_t t35 = vcltq_s32(t34, vdupq_n_s32(-1000));
            uint32x4_t t36 = vmvnq_u32(t35);
            uint32x4_t t37 = vcgtq_s32(t34, vdupq_n_s32(4000));
            uint32x4_t t38 = vandq_u32(t36, t37);
            int32x4_t t39 = vbslq_s32(t38, vdupq_n_s32(4000), vdupq_n_s32(-1000));
            uint32x4_t t40 = vmvnq_u32(t37);
            uint32x4_t t41 = vandq_u32(t36, t40);
            int32x4_t t42 = vbslq_s32(t41, t34, t39);
            vst1q_s32(a + t33, t42);
            i_vec += 16L;
        } while (i_vec < t3);
        t43 = (int)t3;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t46 = (long)t43 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t46);
            int32x4_t t47 = vaddq_s32(b_v_4, vdupq_n_s32(3));
            uint32x4_t t48 = vcltq_s32(t47, vdupq_n_s32(-1000));
            uint32x4_t t49 = vmvnq_u32(t48);
            uint32x4_t t50 = vcgtq_s32(t47, vdupq_n_s32(4000));
            uint32x4_t t51 = vandq_u32(t49, t50);
            int32x4_t t52 = vbslq_s32(t51, vdupq_n_s32(4000), vdupq_n_s32(-1000));
            uint32x4_t t53 = vmvnq_u32(t50);
            uint32x4_t t54 = vandq_u32(t49, t53);
            int32x4_t t55 = vbslq_s32(t54, t47, t52);
            vst1q_s32(a + t46, t55);
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        int *t57 = a + t56;
        int t1 = b[t56] + 3;
        if (t1 < -1000) {
            t1 = -1000;
        } else if (t1 > 4000) {
            t1 = 4000;
        }
        *t57 = t1;
    }
}

void clamp_crossed_i32(int n, int *restrict a, const int *restrict b) {
    int t39;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            uint32x4_t t4 = vcltq_s32(b_v, vdupq_n_s32(50));
            uint32x4_t t5 = vmvnq_u32(t4);
            uint32x4_t t6 = vcgtq_s32(b_v, vdupq_n_s32(40));
            uint32x4_t t7 = vandq_u32(t5, t6);
            int32x4_t t8 = vbslq_s32(t7, vdupq_n_s32(40), vdupq_n_s32(50));
            uint32x4_t t9 = vmvnq_u32(t6);
            uint32x4_t t10 = vandq_u32(t5, t9);
            int32x4_t t11 = vbslq_s32(t10, b_v, t8);
            vst1q_s32(a + i_vec, t11);
            long t12 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t12);
            uint32x4_t t13 = vcltq_s32(b_v_1, vdupq_n_s32(50));
            uint32x4_t t14 = vmvnq_u32(t13);
            uint32x4_t t15 = vcgtq_s32(b_v_1, vdupq_n_s32(40));
            uint32x4_t t16 = vandq_u32(t14, t15);
            int32x4_t t17 = vbslq_s32(t16, vdupq_n_s32(40), vdupq_n_s32(50));
            uint32x4_t t18 = vmvnq_u32(t15);
            uint32x4_t t19 = vandq_u32(t14, t18);
            int32x4_t t20 = vbslq_s32(t19, b_v_1, t17);
            vst1q_s32(a + t12, t20);
            long t21 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t21);
            uint32x4_t t22 = vcltq_s32(b_v_2, vdupq_n_s32(50));
            uint32x4_t t23 = vmvnq_u32(t22);
            uint32x4_t t24 = vcgtq_s32(b_v_2, vdupq_n_s32(40));
            uint32x4_t t25 = vandq_u32(t23, t24);
            int32x4_t t26 = vbslq_s32(t25, vdupq_n_s32(40), vdupq_n_s32(50));
            uint32x4_t t27 = vmvnq_u32(t24);
            uint32x4_t t28 = vandq_u32(t23, t27);
            int32x4_t t29 = vbslq_s32(t28, b_v_2, t26);
            vst1q_s32(a + t21, t29);
            long t30 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t30);
            uint32x4_t t31 = vcltq_s32(b_v_3, vdupq_n_s32(50));
            uint32x4_t t32 = vmvnq_u32(t31);
            uint32x4_t t33 = vcgtq_s32(b_v_3, vdupq_n_s32(40));
            uint32x4_t t34 = vandq_u32(t32, t33);
            int32x4_t t35 = vbslq_s32(t34, vdupq_n_s32(40), vdupq_n_s32(50));
            uint32x4_t t36 = vmvnq_u32(t33);
            uint32x4_t t37 = vandq_u32(t32, t36);
            int32x4_t t38 = vbslq_s32(t37, b_v_3, t35);
            vst1q_s32(a + t30, t38);
            i_vec += 16L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t42);
            uint32x4_t t43 = vcltq_s32(b_v_4, vdupq_n_s32(50));
            uint32x4_t t44 = vmvnq_u32(t43);
            uint32x4_t t45 = vcgtq_s32(b_v_4, vdupq_n_s32(40));
            uint32x4_t t46 = vandq_u32(t44, t45);
            int32x4_t t47 = vbslq_s32(t46, vdupq_n_s32(40), vdupq_n_s32(50));
            uint32x4_t t48 = vmvnq_u32(t45);
            uint32x4_t t49 = vandq_u32(t44, t48);
            int32x4_t t50 = vbslq_s32(t49, b_v_4, t47);
            vst1q_s32(a + t42, t50);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int *t52 = a + t51;
        int t1 = b[t51];
        if (t1 < 50) {
            t1 = 50;
        } else if (t1 > 40) {
            t1 = 40;
        }
        *t52 = t1;
    }
}

void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar b_v = vcc_load(vcc_v4_schar, b + i_vec);
            int32x4_t t4 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(b_v, vcc_v4_short), vcc_v4_int);
            int32x4_t t5 = vabsq_s32(t4);
            vcc_v4_schar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_schar b_v_1 = vcc_load(vcc_v4_schar, b + t7);
            int32x4_t t8 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v4_short), vcc_v4_int);
            int32x4_t t9 = vabsq_s32(t8);
            vcc_v4_schar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t7, t10);
            long t11 = i_vec + 8L;
            vcc_v4_schar b_v_2 = vcc_load(vcc_v4_schar, b + t11);
            int32x4_t t12 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v4_short), vcc_v4_int);
            int32x4_t t13 = vabsq_s32(t12);
            vcc_v4_schar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t13, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t11, t14);
            long t15 = i_vec + 12L;
            vcc_v4_schar b_v_3 = vcc_load(vcc_v4_schar, b + t15);
            int32x4_t t16 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(b_v_3, vcc_v4_short), vcc_v4_int);
            int32x4_t t17 = vabsq_s32(t16);
            vcc_v4_schar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t15, t18);
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
        /* vcc: loop at abs_min_max.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            vcc_v4_schar b_v_4 = vcc_load(vcc_v4_schar, b + t22);
            int32x4_t t23 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(b_v_4, vcc_v4_short), vcc_v4_int);
            int32x4_t t24 = vabsq_s32(t23);
            vcc_v4_schar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t22, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        signed char *t27 = a + t26;
        int t1 = (int)b[t26];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t27 = (signed char)t1;
    }
}

void abs_i16(int n, short *restrict a, const short *restrict b) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int16x4_t b_v = vld1_s16(b + i_vec);
            int32x4_t t4 = vmovl_s16(b_v);
            int32x4_t t5 = vabsq_s32(t4);
            int16x4_t t6 = vmovn_s32(t5);
            vst1_s16(a + i_vec, t6);
            long t7 = i_vec + 4L;
            int16x4_t b_v_1 = vld1_s16(b + t7);
            int32x4_t t8 = vmovl_s16(b_v_1);
            int32x4_t t9 = vabsq_s32(t8);
            int16x4_t t10 = vmovn_s32(t9);
            vst1_s16(a + t7, t10);
            long t11 = i_vec + 8L;
            int16x4_t b_v_2 = vld1_s16(b + t11);
            int32x4_t t12 = vmovl_s16(b_v_2);
            int32x4_t t13 = vabsq_s32(t12);
            int16x4_t t14 = vmovn_s32(t13);
            vst1_s16(a + t11, t14);
            long t15 = i_vec + 12L;
            int16x4_t b_v_3 = vld1_s16(b + t15);
            int32x4_t t16 = vmovl_s16(b_v_3);
            int32x4_t t17 = vabsq_s32(t16);
            int16x4_t t18 = vmovn_s32(t17);
            vst1_s16(a + t15, t18);
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
        /* vcc: loop at abs_min_max.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            int16x4_t b_v_4 = vld1_s16(b + t22);
            int32x4_t t23 = vmovl_s16(b_v_4);
            int32x4_t t24 = vabsq_s32(t23);
            int16x4_t t25 = vmovn_s32(t24);
            vst1_s16(a + t22, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        short *t27 = a + t26;
        int t1 = (int)b[t26];
        if (0 > t1) {
            t1 = -t1;
        }
        *t27 = (short)t1;
    }
}

void abs_i64(int n, long *restrict a, const long *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:48 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t b_v = vld1q_s64(b + i_vec);
            int64x2_t t4 = vabsq_s64(b_v);
            vst1q_s64(a + i_vec, t4);
            long t5 = i_vec + 2L;
            int64x2_t b_v_1 = vld1q_s64(b + t5);
            int64x2_t t6 = vabsq_s64(b_v_1);
            vst1q_s64(a + t5, t6);
            long t7 = i_vec + 4L;
            int64x2_t b_v_2 = vld1q_s64(b + t7);
            int64x2_t t8 = vabsq_s64(b_v_2);
            vst1q_s64(a + t7, t8);
            long t9 = i_vec + 6L;
            int64x2_t b_v_3 = vld1q_s64(b + t9);
            int64x2_t t10 = vabsq_s64(b_v_3);
            vst1q_s64(a + t9, t10);
            i_vec += 8L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:48 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            int64x2_t b_v_4 = vld1q_s64(b + t14);
            int64x2_t t15 = vabsq_s64(b_v_4);
            vst1q_s64(a + t14, t15);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        long *t17 = a + t16;
        long t1 = b[t16];
        if (t1 <= 0L) {
            t1 = -t1;
        }
        *t17 = t1;
    }
}

void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        uint8x16_t lo_v = vdupq_n_u8(lo);
        uint8x16_t hi_v = vdupq_n_u8(hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:53 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t5 = vcltq_u8(b_v, lo_v);
            uint8x16_t t6 = vminq_u8(hi_v, b_v);
            uint8x16_t t7 = vbslq_u8(t5, lo_v, t6);
            vst1q_u8(a + i_vec, t7);
            i_vec += 16L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        unsigned char *t9 = a + t8;
        int t10 = (int)b[t8];
        int t1 = (int)lo;
        if (t10 >= t1) {
            int t2 = (int)hi;
            if (t10 <= t2) {
                t2 = t10;
            }
            t1 = t2;
        }
        *t9 = (unsigned char)t1;
    }
}

void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    int t12;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        int16x8_t lo_v = vdupq_n_s16(lo);
        int16x8_t hi_v = vdupq_n_s16(hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint16x8_t t5 = vcltq_s16(b_v, lo_v);
            int16x8_t t6 = vminq_s16(hi_v, b_v);
            int16x8_t t7 = vbslq_s16(t5, lo_v, t6);
            vst1q_s16(a + i_vec, t7);
            long t8 = i_vec + 8L;
            int16x8_t b_v_1 = vld1q_s16(b + t8);
            uint16x8_t t9 = vcltq_s16(b_v_1, lo_v);
            int16x8_t t10 = vminq_s16(hi_v, b_v_1);
            int16x8_t t11 = vbslq_s16(t9, lo_v, t10);
            vst1q_s16(a + t8, t11);
            i_vec += 16L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        int16x8_t lo_v_1 = vdupq_n_s16(lo);
        int16x8_t hi_v_1 = vdupq_n_s16(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int16x8_t b_v_2 = vld1q_s16(b + t15);
            uint16x8_t t16 = vcltq_s16(b_v_2, lo_v_1);
            int16x8_t t17 = vminq_s16(hi_v_1, b_v_2);
            int16x8_t t18 = vbslq_s16(t16, lo_v_1, t17);
            vst1q_s16(a + t15, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        short *t20 = a + t19;
        int t21 = (int)b[t19];
        int t1 = (int)lo;
        if (t21 >= t1) {
            int t2 = (int)hi;
            if (t21 <= t2) {
                t2 = t21;
            }
            t1 = t2;
        }
        *t20 = (short)t1;
    }
}

void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        uint16x8_t hi_v = vdupq_n_u16(hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t b_v = vld1q_u16(b + i_vec);
            uint16x8_t t4 = vminq_u16(hi_v, b_v);
            vst1q_u16(a + i_vec, t4);
            long t5 = i_vec + 8L;
            uint16x8_t b_v_1 = vld1q_u16(b + t5);
            uint16x8_t t6 = vminq_u16(hi_v, b_v_1);
            vst1q_u16(a + t5, t6);
            long t7 = i_vec + 16L;
            uint16x8_t b_v_2 = vld1q_u16(b + t7);
            uint16x8_t t8 = vminq_u16(hi_v, b_v_2);
            vst1q_u16(a + t7, t8);
            long t9 = i_vec + 24L;
            uint16x8_t b_v_3 = vld1q_u16(b + t9);
            uint16x8_t t10 = vminq_u16(hi_v, b_v_3);
            vst1q_u16(a + t9, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        uint16x8_t hi_v_1 = vdupq_n_u16(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            uint16x8_t b_v_4 = vld1q_u16(b + t14);
            uint16x8_t t15 = vminq_u16(hi_v_1, b_v_4);
            vst1q_u16(a + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        unsigned short *t17 = a + t16;
        int t18 = (int)b[t16];
        int t1 = (int)hi;
        if (t18 < t1) {
            t1 = t18;
        }
        *t17 = (unsigned short)t1;
    }
}

void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    int t10;
    int i;
    unsigned int t17;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint32x4_t lo_v = vdupq_n_u32(lo);
        uint32x4_t hi_v = vdupq_n_u32(hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:68 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t b_v = vld1q_u32(b + i_vec);
            uint32x4_t v_v = vmaxq_u32(b_v, lo_v);
            uint32x4_t t3 = vminq_u32(hi_v, v_v);
            vst1q_u32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            uint32x4_t b_v_1 = vld1q_u32(b + t4);
            uint32x4_t v_v_1 = vmaxq_u32(b_v_1, lo_v);
            uint32x4_t t5 = vminq_u32(hi_v, v_v_1);
            vst1q_u32(a + t4, t5);
            long t6 = i_vec + 8L;
            uint32x4_t b_v_2 = vld1q_u32(b + t6);
            uint32x4_t v_v_2 = vmaxq_u32(b_v_2, lo_v);
            uint32x4_t t7 = vminq_u32(hi_v, v_v_2);
            vst1q_u32(a + t6, t7);
            long t8 = i_vec + 12L;
            uint32x4_t b_v_3 = vld1q_u32(b + t8);
            uint32x4_t v_v_3 = vmaxq_u32(b_v_3, lo_v);
            uint32x4_t t9 = vminq_u32(hi_v, v_v_3);
            vst1q_u32(a + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        uint32x4_t lo_v_1 = vdupq_n_u32(lo);
        uint32x4_t hi_v_1 = vdupq_n_u32(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            uint32x4_t b_v_4 = vld1q_u32(b + t13);
            uint32x4_t v_v_4 = vmaxq_u32(b_v_4, lo_v_1);
            uint32x4_t t14 = vminq_u32(hi_v_1, v_v_4);
            vst1q_u32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        unsigned int v = b[t15];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t16 = a + t15;
        if (hi < v) {
            t17 = hi;
        } else {
            t17 = v;
        }
        *t16 = t17;
    }
}

void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:75 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            int64x2_t b_v = vld1q_s64(b + i_vec);
            int64x2_t t4 = vbslq_s64(vcltq_s64(a_v, b_v), a_v, b_v);
            vst1q_s64(c + i_vec, t4);
            long t5 = i_vec + 2L;
            int64x2_t a_v_1 = vld1q_s64(a + t5);
            int64x2_t b_v_1 = vld1q_s64(b + t5);
            int64x2_t t6 = vbslq_s64(vcltq_s64(a_v_1, b_v_1), a_v_1, b_v_1);
            vst1q_s64(c + t5, t6);
            long t7 = i_vec + 4L;
            int64x2_t a_v_2 = vld1q_s64(a + t7);
            int64x2_t b_v_2 = vld1q_s64(b + t7);
            int64x2_t t8 = vbslq_s64(vcltq_s64(a_v_2, b_v_2), a_v_2, b_v_2);
            vst1q_s64(c + t7, t8);
            long t9 = i_vec + 6L;
            int64x2_t a_v_3 = vld1q_s64(a + t9);
            int64x2_t b_v_3 = vld1q_s64(b + t9);
            int64x2_t t10 = vbslq_s64(vcltq_s64(a_v_3, b_v_3), a_v_3, b_v_3);
            vst1q_s64(c + t9, t10);
            i_vec += 8L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:75 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            int64x2_t a_v_4 = vld1q_s64(a + t14);
            int64x2_t b_v_4 = vld1q_s64(b + t14);
            int64x2_t t15 = vbslq_s64(vcltq_s64(a_v_4, b_v_4), a_v_4, b_v_4);
            vst1q_s64(c + t14, t15);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        long *t17 = c + t16;
        long t1 = a[t16];
        long t18 = b[t16];
        if (t1 >= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    int t24;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:80 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t5 = a + i_vec;
            float32x4_t a_v = vld1q_f32(t5);
            const float *t6 = b + i_vec;
            float32x4_t b_v = vld1q_f32(t6);
            float32x4_t t7 = vbslq_f32(vcltq_f32(a_v, b_v), a_v, b_v);
            vst1q_f32(c + i_vec, t7);
            float32x4_t b_v_1 = vld1q_f32(t6);
            float32x4_t a_v_1 = vld1q_f32(t5);
            float32x4_t t8 = vbslq_f32(vcgtq_f32(a_v_1, b_v_1), a_v_1, b_v_1);
            vst1q_f32(d + i_vec, t8);
            long t9 = i_vec + 4L;
            const float *t10 = a + t9;
            float32x4_t a_v_2 = vld1q_f32(t10);
            const float *t11 = b + t9;
            float32x4_t b_v_2 = vld1q_f32(t11);
            float32x4_t t12 = vbslq_f32(vcltq_f32(a_v_2, b_v_2), a_v_2, b_v_2);
            vst1q_f32(c + t9, t12);
            float32x4_t b_v_3 = vld1q_f32(t11);
            float32x4_t a_v_3 = vld1q_f32(t10);
            float32x4_t t13 = vbslq_f32(vcgtq_f32(a_v_3, b_v_3), a_v_3, b_v_3);
            vst1q_f32(d + t9, t13);
            long t14 = i_vec + 8L;
            const float *t15 = a + t14;
            float32x4_t a_v_4 = vld1q_f32(t15);
            const float *t16 = b + t14;
            float32x4_t b_v_4 = vld1q_f32(t16);
            float32x4_t t17 = vbslq_f32(vcltq_f32(a_v_4, b_v_4), a_v_4, b_v_4);
            vst1q_f32(c + t14, t17);
            float32x4_t b_v_5 = vld1q_f32(t16);
            float32x4_t a_v_5 = vld1q_f32(t15);
            float32x4_t t18 = vbslq_f32(vcgtq_f32(a_v_5, b_v_5), a_v_5, b_v_5);
            vst1q_f32(d + t14, t18);
            long t19 = i_vec + 12L;
            const float *t20 = a + t19;
            float32x4_t a_v_6 = vld1q_f32(t20);
            const float *t21 = b + t19;
            float32x4_t b_v_6 = vld1q_f32(t21);
            float32x4_t t22 = vbslq_f32(vcltq_f32(a_v_6, b_v_6), a_v_6, b_v_6);
            vst1q_f32(c + t19, t22);
            float32x4_t b_v_7 = vld1q_f32(t21);
            float32x4_t a_v_7 = vld1q_f32(t20);
            float32x4_t t23 = vbslq_f32(vcgtq_f32(a_v_7, b_v_7), a_v_7, b_v_7);
            vst1q_f32(d + t19, t23);
            i_vec += 16L;
        } while (i_vec < t4);
        t24 = (int)t4;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 4L) {
        long t26 = t25 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:80 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            const float *t28 = a + t27;
            float32x4_t a_v_8 = vld1q_f32(t28);
            const float *t29 = b + t27;
            float32x4_t b_v_8 = vld1q_f32(t29);
            float32x4_t t30 = vbslq_f32(vcltq_f32(a_v_8, b_v_8), a_v_8, b_v_8);
            vst1q_f32(c + t27, t30);
            float32x4_t b_v_9 = vld1q_f32(t29);
            float32x4_t a_v_9 = vld1q_f32(t28);
            float32x4_t t31 = vbslq_f32(vcgtq_f32(a_v_9, b_v_9), a_v_9, b_v_9);
            vst1q_f32(d + t27, t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        float *t33 = c + t32;
        const float *t34 = a + t32;
        float t1 = *t34;
        const float *t35 = b + t32;
        float t36 = *t35;
        if (!(t1 < t36)) {
            t1 = t36;
        }
        *t33 = t1;
        float *t37 = d + t32;
        float t38 = *t35;
        float t2 = *t34;
        if (!(t38 < t2)) {
            t2 = t38;
        }
        *t37 = t2;
    }
}

void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:87 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t4 = vbslq_f64(vcgtq_f64(a_v, b_v), a_v, b_v);
            vst1q_f64(c + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t5);
            float64x2_t b_v_1 = vld1q_f64(b + t5);
            float64x2_t t6 = vbslq_f64(vcgtq_f64(a_v_1, b_v_1), a_v_1, b_v_1);
            vst1q_f64(c + t5, t6);
            long t7 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t7);
            float64x2_t b_v_2 = vld1q_f64(b + t7);
            float64x2_t t8 = vbslq_f64(vcgtq_f64(a_v_2, b_v_2), a_v_2, b_v_2);
            vst1q_f64(c + t7, t8);
            long t9 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t9);
            float64x2_t b_v_3 = vld1q_f64(b + t9);
            float64x2_t t10 = vbslq_f64(vcgtq_f64(a_v_3, b_v_3), a_v_3, b_v_3);
            vst1q_f64(c + t9, t10);
            i_vec += 8L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:87 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t14);
            float64x2_t b_v_4 = vld1q_f64(b + t14);
            float64x2_t t15 = vbslq_f64(vcgtq_f64(a_v_4, b_v_4), a_v_4, b_v_4);
            vst1q_f64(c + t14, t15);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        double *t17 = c + t16;
        double t1 = a[t16];
        double t18 = b[t16];
        if (!(t1 > t18)) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:93 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            uint32x4_t t4 = vcleq_f32(a_v, b_v);
            float32x4_t t5 = vbslq_f32(t4, a_v, b_v);
            vst1q_f32(c + i_vec, t5);
            long t6 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t6);
            float32x4_t b_v_1 = vld1q_f32(b + t6);
            uint32x4_t t7 = vcleq_f32(a_v_1, b_v_1);
            float32x4_t t8 = vbslq_f32(t7, a_v_1, b_v_1);
            vst1q_f32(c + t6, t8);
            long t9 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t9);
            float32x4_t b_v_2 = vld1q_f32(b + t9);
            uint32x4_t t10 = vcleq_f32(a_v_2, b_v_2);
            float32x4_t t11 = vbslq_f32(t10, a_v_2, b_v_2);
            vst1q_f32(c + t9, t11);
            long t12 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t12);
            float32x4_t b_v_3 = vld1q_f32(b + t12);
            uint32x4_t t13 = vcleq_f32(a_v_3, b_v_3);
            float32x4_t t14 = vbslq_f32(t13, a_v_3, b_v_3);
            vst1q_f32(c + t12, t14);
            i_vec += 16L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:93 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t18);
            float32x4_t b_v_4 = vld1q_f32(b + t18);
            uint32x4_t t19 = vcleq_f32(a_v_4, b_v_4);
            float32x4_t t20 = vbslq_f32(t19, a_v_4, b_v_4);
            vst1q_f32(c + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float *t22 = c + t21;
        float t1 = a[t21];
        float t23 = b[t21];
        if (!(t1 <= t23)) {
            t1 = t23;
        }
        *t22 = t1;
    }
}

static float special_float(void) {
    switch (next_rand() % 8) {
    case 0: return NAN;
    case 1: return 0.0f;
    case 2: return -0.0f;
    default: return (float)((int)(next_rand() % 200) - 100) / 4;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i32 = new_array(n, 4), *o32 = new_array(n, 4);
        signed char *i8 = new_array(n, 1), *o8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1), *p8 = new_array(n, 1);
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2), *p16 = new_array(n, 2);
        unsigned *u32 = new_array(n, 4), *p32 = new_array(n, 4);
        long *i64 = new_array(n, 8), *j64 = new_array(n, 8), *o64 = new_array(n, 8);
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dc = new_array(n, 8);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i32[k] = k % 11 == 3 ? -2147483647 : (int)(r % 20001) - 10000;
            i8[k] = k % 7 == 2 ? -128 : (signed char)r;
            u8[k] = (unsigned char)(r >> 3);
            i16[k] = k % 5 == 1 ? -32768 : (short)(r >> 2);
            u16[k] = (unsigned short)(r >> 1);
            u32[k] = r * 2654435761u;
            i64[k] = k % 9 == 4 ? -9223372036854775807L : (long)r * (long)(r % 7 ? r : -r) - 4000000000000L;
            j64[k] = (long)next_rand() << 20;
            fa[k] = special_float();
            fb[k] = special_float();
            da[k] = special_float();
            db[k] = special_float();
        }
        abs_clamp_i32(n, o32, i32, 5000);
        unsigned long long h_abs32 = HASH(o32, n);
        clamp_both_i32(n, o32, i32);
        unsigned long long h_both = HASH(o32, n);
        clamp_crossed_i32(n, o32, i32);
        unsigned long long h_crossed = HASH(o32, n);
        abs_i8(n, o8, i8);
        abs_i16(n, o16, i16);
        unsigned long long h_abs8 = HASH(o8, n), h_abs16 = HASH(o16, n);
        abs_i64(n, o64, i64);
        unsigned long long h_abs64 = HASH(o64, n);
        clamp_u8(n, p8, u8, 20, 200);
        clamp_i16(n, o16, i16, -3000, 12000);
        clamp_u16(n, p16, u16, 40000);
        clamp_u32(n, p32, u32, 1u << 30, 3u << 30);
        min_i64(n, o64, i64, j64);
        min_max_f32(n, fc, fd, fa, fb);
        max_f64(n, dc, da, db);
        unsigned long long h_minmax = HASH(fc, n) ^ HASH(fd, n) * 3;
        min_le_f32(n, fc, fa, fb);
        printf("both=%llx crossed=%llx ", h_both, h_crossed);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
