/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 sse4.2=6 sse2=5 neon=5 */
#include "harness.h"

/* Loops that count down into an exact reduction (midend loopvec/reverse.rs
   `cancel_in_reductions`): every lane-varying value the accumulator sees is a reversed load,
   so the loads are read as they are and the lanes summed in another order, which an integer
   reduction cannot observe. Where a value is not reversed (a load that counts up, the counter
   itself) or the reduction depends on the order (a float sum), the reversals stay. */

long dot_down(const int *x, const int *y, unsigned long n) {
    long s = 0;
    if (n)
        do {
            s += (long)x[n - 1] * y[n - 1];
        } while (--n);
    return s;
}

unsigned max_down(const unsigned char *p, int n) {
    unsigned int m;
    int t14;
    unsigned int t15;
    int n_1;
    unsigned int m_1;
    int n_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint32x4_t m_v = vdupq_n_u32(7U);
        long n_vec = 0L;
        uint32x4_t m_v_1 = m_v;
        uint32x4_t m_v_2 = m_v;
        uint32x4_t m_v_3 = m_v;
        /* vcc: loop at reverse_reduce.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar t3 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + n_vec * -1L) - 1) + -3);
            uint32x4_t t4 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v4_ushort), vcc_v4_uint);
            m_v = vmaxq_u32(t4, m_v);
            vcc_v4_uchar t5 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + (n_vec + 4L) * -1L) - 1) + -3);
            uint32x4_t t6 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t5, vcc_v4_ushort), vcc_v4_uint);
            m_v_1 = vmaxq_u32(t6, m_v_1);
            vcc_v4_uchar t7 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + (n_vec + 8L) * -1L) - 1) + -3);
            uint32x4_t t8 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t7, vcc_v4_ushort), vcc_v4_uint);
            m_v_2 = vmaxq_u32(t8, m_v_2);
            vcc_v4_uchar t9 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + (n_vec + 12L) * -1L) - 1) + -3);
            uint32x4_t t10 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t9, vcc_v4_ushort), vcc_v4_uint);
            m_v_3 = vmaxq_u32(t10, m_v_3);
            n_vec += 16L;
        } while (n_vec < t2);
        uint32x4_t t11 = vmaxq_u32(m_v, m_v_1);
        uint32x4_t t12 = vmaxq_u32(t11, m_v_2);
        uint32x4_t t13 = vmaxq_u32(t12, m_v_3);
        t14 = (int)((long)n + t2 * -1L);
        t15 = vmaxvq_u32(t13);
    } else {
        t14 = n;
        t15 = 7U;
    }
    long t16 = (long)t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        uint32x4_t m_v_4 = vdupq_n_u32(t15);
        long n_vec_1 = 0L;
        /* vcc: loop at reverse_reduce.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar t18 = vcc_load(vcc_v4_uchar, p + ((int)((long)t14 + n_vec_1 * -1L) - 1) + -3);
            uint32x4_t t19 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t18, vcc_v4_ushort), vcc_v4_uint);
            m_v_4 = vmaxq_u32(t19, m_v_4);
            n_vec_1 += 4L;
        } while (n_vec_1 < t17);
        n_1 = (int)((long)t14 + t17 * -1L);
        m_1 = vmaxvq_u32(m_v_4);
    } else {
        n_1 = t14;
        m_1 = t15;
    }
    for (;; n_1 = n_2, m_1 = m) {
        n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        m = (unsigned int)p[n_2];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int cond_sum_down(const int *a, const int *b, int n, int k) {
    int t59;
    int i;
    int s;
    int s_1;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at reverse_reduce.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            long t5 = (long)t1 + (i_vec + 4L) * -1L;
            long t6 = (long)t1 + (i_vec + 8L) * -1L;
            long t7 = (long)t1 + (i_vec + 12L) * -1L;
            int32x4_t t8 = vld1q_s32(a + t4 + -3);
            int32x4_t a_v = vextq_s32(vrev64q_s32(t8), vrev64q_s32(t8), 2);
            int32x4_t t9 = vld1q_s32(a + t5 + -3);
            int32x4_t a_v_1 = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
            int32x4_t t10 = vld1q_s32(a + t6 + -3);
            int32x4_t a_v_2 = vextq_s32(vrev64q_s32(t10), vrev64q_s32(t10), 2);
            int32x4_t t11 = vld1q_s32(a + t7 + -3);
            int32x4_t a_v_3 = vextq_s32(vrev64q_s32(t11), vrev64q_s32(t11), 2);
            uint32x4_t t12 = vcgtq_s32(a_v, k_v);
            uint32x4_t t13 = vcgtq_s32(a_v_1, k_v);
            uint32x4_t t14 = vcgtq_s32(a_v_2, k_v);
            uint32x4_t t15 = vcgtq_s32(a_v_3, k_v);
            uint32x4_t t16 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t17 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t18 = vmulq_u32(t16, t17);
            int32x4_t t19 = vreinterpretq_s32_u32(t18);
            uint32x4_t t20 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t21 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t22 = vmulq_u32(t20, t21);
            int32x4_t t23 = vreinterpretq_s32_u32(t22);
            uint32x4_t t24 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t25 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t26 = vmulq_u32(t24, t25);
            int32x4_t t27 = vreinterpretq_s32_u32(t26);
            uint32x4_t t28 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t29 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t30 = vmulq_u32(t28, t29);
            int32x4_t t31 = vreinterpretq_s32_u32(t30);
            int32x4_t b_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t12; const int32_t *vcc_np = (const int32_t *)(b + t4); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t b_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t13; const int32_t *vcc_np = (const int32_t *)(b + t5); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t b_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t14; const int32_t *vcc_np = (const int32_t *)(b + t6); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t b_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t15; const int32_t *vcc_np = (const int32_t *)(b + t7); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            uint32x4_t t32 = vreinterpretq_u32_s32(t19);
            uint32x4_t t33 = vreinterpretq_u32_s32(b_v);
            uint32x4_t t34 = vsubq_u32(t32, t33);
            int32x4_t t35 = vreinterpretq_s32_u32(t34);
            uint32x4_t t36 = vreinterpretq_u32_s32(t35);
            uint32x4_t t37 = vbslq_u32(t12, t36, vdupq_n_u32(0));
            s_v = vaddq_u32(s_v, t37);
            uint32x4_t t38 = vreinterpretq_u32_s32(t23);
            uint32x4_t t39 = vreinterpretq_u32_s32(b_v_1);
            uint32x4_t t40 = vsubq_u32(t38, t39);
            int32x4_t t41 = vreinterpretq_s32_u32(t40);
            uint32x4_t t42 = vreinterpretq_u32_s32(t41);
            uint32x4_t t43 = vbslq_u32(t13, t42, vdupq_n_u32(0));
            s_v_1 = vaddq_u32(s_v_1, t43);
            uint32x4_t t44 = vreinterpretq_u32_s32(t27);
            uint32x4_t t45 = vreinterpretq_u32_s32(b_v_2);
            uint32x4_t t46 = vsubq_u32(t44, t45);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            uint32x4_t t48 = vreinterpretq_u32_s32(t47);
            uint32x4_t t49 = vbslq_u32(t14, t48, vdupq_n_u32(0));
            s_v_2 = vaddq_u32(s_v_2, t49);
            uint32x4_t t50 = vreinterpretq_u32_s32(t31);
            uint32x4_t t51 = vreinterpretq_u32_s32(b_v_3);
            uint32x4_t t52 = vsubq_u32(t50, t51);
            int32x4_t t53 = vreinterpretq_s32_u32(t52);
            uint32x4_t t54 = vreinterpretq_u32_s32(t53);
            uint32x4_t t55 = vbslq_u32(t15, t54, vdupq_n_u32(0));
            s_v_3 = vaddq_u32(s_v_3, t55);
            i_vec += 16L;
        } while (i_vec < t3);
        uint32x4_t t56 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t57 = vaddq_u32(t56, s_v_2);
        uint32x4_t t58 = vaddq_u32(t57, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t59 = (int)vaddvq_u32(t58);
    } else {
        t59 = 0;
    }
    long t60 = (long)t1 + 1L;
    if (t60 >= 4L) {
        long t61 = t60 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at reverse_reduce.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t62 = (long)t1 + i_vec_1 * -1L;
            int32x4_t t63 = vld1q_s32(a + t62 + -3);
            int32x4_t a_v_4 = vextq_s32(vrev64q_s32(t63), vrev64q_s32(t63), 2);
            uint32x4_t t64 = vcgtq_s32(a_v_4, k_v_1);
            uint32x4_t t65 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t t66 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t67 = vmulq_u32(t65, t66);
            int32x4_t t68 = vreinterpretq_s32_u32(t67);
            int32x4_t b_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t64; const int32_t *vcc_np = (const int32_t *)(b + t62); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            uint32x4_t t69 = vreinterpretq_u32_s32(t68);
            uint32x4_t t70 = vreinterpretq_u32_s32(b_v_4);
            uint32x4_t t71 = vsubq_u32(t69, t70);
            int32x4_t t72 = vreinterpretq_s32_u32(t71);
            uint32x4_t t73 = vreinterpretq_u32_s32(t72);
            uint32x4_t t74 = vbslq_u32(t64, t73, vdupq_n_u32(0));
            s_v_4 = vaddq_u32(s_v_4, t74);
            i_vec_1 += 4L;
        } while (i_vec_1 < t61);
        i = (int)((long)t1 + t61 * -1L);
        s = (int)((unsigned int)t59 + vaddvq_u32(s_v_4));
    } else {
        i = t1;
        s = t59;
    }
    for (; i >= 0; i--, s = s_1) {
        long t75 = (long)i;
        int t76 = a[t75];
        if (t76 > k) {
            s_1 = s + (t76 * 3 - b[t75]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

/* One load counts up and one down: lanes of different orders meet, the reversal stays. */
long mixed_down(const int *x, const int *y, int n) {
    long s;
    int t29;
    long t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at reverse_reduce.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t x_v = vld1_s32(x + i_vec);
            int64x2_t t3 = vmovl_s32(x_v);
            int32x2_t t4 = vld1_s32(y + (n - 1 - (int)i_vec) + -1);
            int32x2_t y_v = vrev64_s32(t4);
            int64x2_t t5 = vmovl_s32(y_v);
            int64x2_t t6 = (int64x2_t)((vcc_v2_long)t3 * (vcc_v2_long)t5);
            uint64x2_t t7 = vreinterpretq_u64_s64(t6);
            s_v = vaddq_u64(s_v, t7);
            long t8 = i_vec + 2L;
            int32x2_t x_v_1 = vld1_s32(x + t8);
            int64x2_t t9 = vmovl_s32(x_v_1);
            int32x2_t t10 = vld1_s32(y + (n - 1 - (int)t8) + -1);
            int32x2_t y_v_1 = vrev64_s32(t10);
            int64x2_t t11 = vmovl_s32(y_v_1);
            int64x2_t t12 = (int64x2_t)((vcc_v2_long)t9 * (vcc_v2_long)t11);
            uint64x2_t t13 = vreinterpretq_u64_s64(t12);
            s_v_1 = vaddq_u64(s_v_1, t13);
            long t14 = i_vec + 4L;
            int32x2_t x_v_2 = vld1_s32(x + t14);
            int64x2_t t15 = vmovl_s32(x_v_2);
            int32x2_t t16 = vld1_s32(y + (n - 1 - (int)t14) + -1);
            int32x2_t y_v_2 = vrev64_s32(t16);
            int64x2_t t17 = vmovl_s32(y_v_2);
            int64x2_t t18 = (int64x2_t)((vcc_v2_long)t15 * (vcc_v2_long)t17);
            uint64x2_t t19 = vreinterpretq_u64_s64(t18);
            s_v_2 = vaddq_u64(s_v_2, t19);
            long t20 = i_vec + 6L;
            int32x2_t x_v_3 = vld1_s32(x + t20);
            int64x2_t t21 = vmovl_s32(x_v_3);
            int32x2_t t22 = vld1_s32(y + (n - 1 - (int)t20) + -1);
            int32x2_t y_v_3 = vrev64_s32(t22);
            int64x2_t t23 = vmovl_s32(y_v_3);
            int64x2_t t24 = (int64x2_t)((vcc_v2_long)t21 * (vcc_v2_long)t23);
            uint64x2_t t25 = vreinterpretq_u64_s64(t24);
            s_v_3 = vaddq_u64(s_v_3, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t26 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t27 = vaddq_u64(t26, s_v_2);
        uint64x2_t t28 = vaddq_u64(t27, s_v_3);
        t29 = (int)t2;
        t30 = (long)vaddvq_u64(t28);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at reverse_reduce.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t29 + i_vec_1;
            int32x2_t x_v_4 = vld1_s32(x + t33);
            int64x2_t t34 = vmovl_s32(x_v_4);
            int32x2_t t35 = vld1_s32(y + (n - 1 - (int)t33) + -1);
            int32x2_t y_v_4 = vrev64_s32(t35);
            int64x2_t t36 = vmovl_s32(y_v_4);
            int64x2_t t37 = (int64x2_t)((vcc_v2_long)t34 * (vcc_v2_long)t36);
            uint64x2_t t38 = vreinterpretq_u64_s64(t37);
            s_v_4 = vaddq_u64(s_v_4, t38);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vaddvq_u64(s_v_4));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        s += (long)x[i] * (long)y[n - 1 - i];
    }
    return s;
}

/* The counter's lanes are in order: the reversal stays. */
int index_down(const int *a, int n) {
    int s;
    int t20;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        int32x4_t t4 = vdupq_n_s32(t1);
        uint32x4_t t5 = vreinterpretq_u32_s32(t4);
        uint32x4_t i_v = vaddq_u32(t5, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
        long i_vec = 0L;
        int32x4_t s_v = vdupq_n_s32(0);
        int32x4_t s_v_1 = vdupq_n_s32(0);
        int32x4_t s_v_2 = vdupq_n_s32(0);
        int32x4_t s_v_3 = vdupq_n_s32(0);
        /* vcc: loop at reverse_reduce.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t t6 = vld1q_s32(a + ((long)t1 + i_vec * -1L) + -3);
            int32x4_t a_v = vextq_s32(vrev64q_s32(t6), vrev64q_s32(t6), 2);
            int32x4_t t7 = vaddq_s32(a_v, i_v_2);
            s_v = veorq_s32(s_v, t7);
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(-4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t8);
            int32x4_t t9 = vld1q_s32(a + ((long)t1 + (i_vec + 4L) * -1L) + -3);
            int32x4_t a_v_1 = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
            int32x4_t t10 = vaddq_s32(a_v_1, i_v_3);
            s_v_1 = veorq_s32(s_v_1, t10);
            uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(-8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t11);
            int32x4_t t12 = vld1q_s32(a + ((long)t1 + (i_vec + 8L) * -1L) + -3);
            int32x4_t a_v_2 = vextq_s32(vrev64q_s32(t12), vrev64q_s32(t12), 2);
            int32x4_t t13 = vaddq_s32(a_v_2, i_v_4);
            s_v_2 = veorq_s32(s_v_2, t13);
            uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(-12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t14);
            int32x4_t t15 = vld1q_s32(a + ((long)t1 + (i_vec + 12L) * -1L) + -3);
            int32x4_t a_v_3 = vextq_s32(vrev64q_s32(t15), vrev64q_s32(t15), 2);
            int32x4_t t16 = vaddq_s32(a_v_3, i_v_5);
            s_v_3 = veorq_s32(s_v_3, t16);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(-16));
        } while (i_vec < t3);
        int32x4_t t17 = veorq_s32(s_v, s_v_1);
        int32x4_t t18 = veorq_s32(t17, s_v_2);
        int32x4_t t19 = veorq_s32(t18, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t20 = 0 ^ ({ int32x4_t vcc_v = t19; vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        t20 = 0;
    }
    long t21 = (long)t1 + 1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        int32x4_t t23 = vdupq_n_s32(t1);
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        uint32x4_t i_v_1 = vaddq_u32(t24, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
        long i_vec_1 = 0L;
        int32x4_t s_v_4 = vdupq_n_s32(0);
        /* vcc: loop at reverse_reduce.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t t25 = vld1q_s32(a + ((long)t1 + i_vec_1 * -1L) + -3);
            int32x4_t a_v_4 = vextq_s32(vrev64q_s32(t25), vrev64q_s32(t25), 2);
            int32x4_t t26 = vaddq_s32(a_v_4, i_v_6);
            s_v_4 = veorq_s32(s_v_4, t26);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(-4));
        } while (i_vec_1 < t22);
        i = (int)((long)t1 + t22 * -1L);
        s = t20 ^ ({ int32x4_t vcc_v = s_v_4; vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t1;
        s = t20;
    }
    for (; i >= 0; i--) {
        s ^= a[i] + i;
    }
    return s;
}

/* The same reversed load feeds a store and the sum. */
int store_and_sum_down(int *restrict out, const int *restrict a, int n) {
    int s;
    int t31;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at reverse_reduce.c:53 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            const int *t5 = a + t4;
            int32x4_t t6 = vld1q_s32(t5 + -3);
            int32x4_t t7 = vmulq_s32(t6, vdupq_n_s32(2));
            vst1q_s32(out + t4 + -3, t7);
            int32x4_t t8 = vld1q_s32(t5 + -3);
            uint32x4_t t9 = vreinterpretq_u32_s32(t8);
            s_v = vaddq_u32(s_v, t9);
            long t10 = (long)t1 + (i_vec + 4L) * -1L;
            const int *t11 = a + t10;
            int32x4_t t12 = vld1q_s32(t11 + -3);
            int32x4_t t13 = vmulq_s32(t12, vdupq_n_s32(2));
            vst1q_s32(out + t10 + -3, t13);
            int32x4_t t14 = vld1q_s32(t11 + -3);
            uint32x4_t t15 = vreinterpretq_u32_s32(t14);
            s_v_1 = vaddq_u32(s_v_1, t15);
            long t16 = (long)t1 + (i_vec + 8L) * -1L;
            const int *t17 = a + t16;
            int32x4_t t18 = vld1q_s32(t17 + -3);
            int32x4_t t19 = vmulq_s32(t18, vdupq_n_s32(2));
            vst1q_s32(out + t16 + -3, t19);
            int32x4_t t20 = vld1q_s32(t17 + -3);
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            s_v_2 = vaddq_u32(s_v_2, t21);
            long t22 = (long)t1 + (i_vec + 12L) * -1L;
            const int *t23 = a + t22;
            int32x4_t t24 = vld1q_s32(t23 + -3);
            int32x4_t t25 = vmulq_s32(t24, vdupq_n_s32(2));
            vst1q_s32(out + t22 + -3, t25);
            int32x4_t t26 = vld1q_s32(t23 + -3);
            uint32x4_t t27 = vreinterpretq_u32_s32(t26);
            s_v_3 = vaddq_u32(s_v_3, t27);
            i_vec += 16L;
        } while (i_vec < t3);
        uint32x4_t t28 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t29 = vaddq_u32(t28, s_v_2);
        uint32x4_t t30 = vaddq_u32(t29, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t31 = (int)vaddvq_u32(t30);
    } else {
        t31 = 0;
    }
    long t32 = (long)t1 + 1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at reverse_reduce.c:53 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t34 = (long)t1 + i_vec_1 * -1L;
            const int *t35 = a + t34;
            int32x4_t t36 = vld1q_s32(t35 + -3);
            int32x4_t t37 = vmulq_s32(t36, vdupq_n_s32(2));
            vst1q_s32(out + t34 + -3, t37);
            int32x4_t t38 = vld1q_s32(t35 + -3);
            uint32x4_t t39 = vreinterpretq_u32_s32(t38);
            s_v_4 = vaddq_u32(s_v_4, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t1 + t33 * -1L);
        s = (int)((unsigned int)t31 + vaddvq_u32(s_v_4));
    } else {
        i = t1;
        s = t31;
    }
    for (; i >= 0; i--) {
        long t40 = (long)i;
        const int *t41 = a + t40;
        out[t40] = *t41 * 2;
        s += *t41;
    }
    return s;
}

/* A float sum keeps its order (no --fast-math): vectorized as an ordered sum or not at all. */
float fsum_down(const float *a, int n) {
    float s = 0.0f;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * 2.0f;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *o = new_array(n, sizeof(int));
        unsigned char *p = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        for (int i = 0; i < n; i++) {
            x[i] = (int)(next_rand() % 2000001) - 1000000;
            y[i] = (int)(next_rand() % 20001) - 10000 + i;
            p[i] = (unsigned char)(next_rand() % 251);
            f[i] = (float)((int)(next_rand() % 2001) - 1000) / 7.0f;
        }
        printf("n=%d dot=%ld max=%u cond=%d mixed=%ld index=%d", n, dot_down(x, y, (unsigned long)n),
               max_down(p, n), cond_sum_down(x, y, n, 1000), mixed_down(x, y, n), index_down(x, n));
        int s = store_and_sum_down(o, y, n);
        printf(" store=%d/%llx fsum=%a\n", s, HASH(o, n), fsum_down(f, n));
        free(x), free(y), free(o), free(p), free(f);
    }
    return 0;
}
