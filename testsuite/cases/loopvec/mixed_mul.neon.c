/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* 64-bit products of one unsigned and one signed 32-bit integer, both widened: x86 multiplies
   the low halves unsigned (pmuludq) and adds the unsigned operand times the signed one's high
   half (its sign) shifted up 32 bits. The data holds 0, 1, UINT32_MAX, INT32_MIN, INT32_MAX
   and -1 in both orders of the operands. */

/* Summed in uint64_t: the products of the edge values would overflow an int64_t sum. */
uint64_t dot_us(int n, const uint32_t *restrict u, const int32_t *restrict s) {
    unsigned long t;
    int t25;
    unsigned long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t t_v = vdupq_n_u64(0LL);
        uint64x2_t t_v_1 = vdupq_n_u64(0LL);
        uint64x2_t t_v_2 = vdupq_n_u64(0LL);
        uint64x2_t t_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at mixed_mul.c:12 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint32x2_t u_v = vld1_u32(u + i_vec);
            int64x2_t t3 = vreinterpretq_s64_u64(vmovl_u32(u_v));
            int32x2_t s_v = vld1_s32(s + i_vec);
            int64x2_t t4 = vmovl_s32(s_v);
            int64x2_t t5 = (int64x2_t)((vcc_v2_long)t3 * (vcc_v2_long)t4);
            uint64x2_t t6 = vreinterpretq_u64_s64(t5);
            t_v = vaddq_u64(t_v, t6);
            long t7 = i_vec + 2L;
            uint32x2_t u_v_1 = vld1_u32(u + t7);
            int64x2_t t8 = vreinterpretq_s64_u64(vmovl_u32(u_v_1));
            int32x2_t s_v_1 = vld1_s32(s + t7);
            int64x2_t t9 = vmovl_s32(s_v_1);
            int64x2_t t10 = (int64x2_t)((vcc_v2_long)t8 * (vcc_v2_long)t9);
            uint64x2_t t11 = vreinterpretq_u64_s64(t10);
            t_v_1 = vaddq_u64(t_v_1, t11);
            long t12 = i_vec + 4L;
            uint32x2_t u_v_2 = vld1_u32(u + t12);
            int64x2_t t13 = vreinterpretq_s64_u64(vmovl_u32(u_v_2));
            int32x2_t s_v_2 = vld1_s32(s + t12);
            int64x2_t t14 = vmovl_s32(s_v_2);
            int64x2_t t15 = (int64x2_t)((vcc_v2_long)t13 * (vcc_v2_long)t14);
            uint64x2_t t16 = vreinterpretq_u64_s64(t15);
            t_v_2 = vaddq_u64(t_v_2, t16);
            long t17 = i_vec + 6L;
            uint32x2_t u_v_3 = vld1_u32(u + t17);
            int64x2_t t18 = vreinterpretq_s64_u64(vmovl_u32(u_v_3));
            int32x2_t s_v_3 = vld1_s32(s + t17);
            int64x2_t t19 = vmovl_s32(s_v_3);
            int64x2_t t20 = (int64x2_t)((vcc_v2_long)t18 * (vcc_v2_long)t19);
            uint64x2_t t21 = vreinterpretq_u64_s64(t20);
            t_v_3 = vaddq_u64(t_v_3, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t22 = vaddq_u64(t_v, t_v_1);
        uint64x2_t t23 = vaddq_u64(t22, t_v_2);
        uint64x2_t t24 = vaddq_u64(t23, t_v_3);
        t25 = (int)t2;
        t26 = vaddvq_u64(t24);
    } else {
        t25 = 0;
        t26 = 0UL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t t_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at mixed_mul.c:12 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            uint32x2_t u_v_4 = vld1_u32(u + t29);
            int64x2_t t30 = vreinterpretq_s64_u64(vmovl_u32(u_v_4));
            int32x2_t s_v_4 = vld1_s32(s + t29);
            int64x2_t t31 = vmovl_s32(s_v_4);
            int64x2_t t32 = (int64x2_t)((vcc_v2_long)t30 * (vcc_v2_long)t31);
            uint64x2_t t33 = vreinterpretq_u64_s64(t32);
            t_v_4 = vaddq_u64(t_v_4, t33);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        t = t26 + vaddvq_u64(t_v_4);
    } else {
        i = t25;
        t = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        t += (unsigned long)((long)u[t34] * (long)s[t34]);
    }
    return t;
}

/* The signed operand first. */
void prod_su(int n, int64_t *restrict d, const int32_t *restrict s, const uint32_t *restrict u) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t s_v = vld1_s32(s + i_vec);
            int64x2_t t3 = vmovl_s32(s_v);
            uint32x2_t u_v = vld1_u32(u + i_vec);
            int64x2_t t4 = vreinterpretq_s64_u64(vmovl_u32(u_v));
            int64x2_t t5 = (int64x2_t)((vcc_v2_long)t3 * (vcc_v2_long)t4);
            vst1q_s64(d + i_vec, t5);
            long t6 = i_vec + 2L;
            int32x2_t s_v_1 = vld1_s32(s + t6);
            int64x2_t t7 = vmovl_s32(s_v_1);
            uint32x2_t u_v_1 = vld1_u32(u + t6);
            int64x2_t t8 = vreinterpretq_s64_u64(vmovl_u32(u_v_1));
            int64x2_t t9 = (int64x2_t)((vcc_v2_long)t7 * (vcc_v2_long)t8);
            vst1q_s64(d + t6, t9);
            long t10 = i_vec + 4L;
            int32x2_t s_v_2 = vld1_s32(s + t10);
            int64x2_t t11 = vmovl_s32(s_v_2);
            uint32x2_t u_v_2 = vld1_u32(u + t10);
            int64x2_t t12 = vreinterpretq_s64_u64(vmovl_u32(u_v_2));
            int64x2_t t13 = (int64x2_t)((vcc_v2_long)t11 * (vcc_v2_long)t12);
            vst1q_s64(d + t10, t13);
            long t14 = i_vec + 6L;
            int32x2_t s_v_3 = vld1_s32(s + t14);
            int64x2_t t15 = vmovl_s32(s_v_3);
            uint32x2_t u_v_3 = vld1_u32(u + t14);
            int64x2_t t16 = vreinterpretq_s64_u64(vmovl_u32(u_v_3));
            int64x2_t t17 = (int64x2_t)((vcc_v2_long)t15 * (vcc_v2_long)t16);
            vst1q_s64(d + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x2_t s_v_4 = vld1_s32(s + t21);
            int64x2_t t22 = vmovl_s32(s_v_4);
            uint32x2_t u_v_4 = vld1_u32(u + t21);
            int64x2_t t23 = vreinterpretq_s64_u64(vmovl_u32(u_v_4));
            int64x2_t t24 = (int64x2_t)((vcc_v2_long)t22 * (vcc_v2_long)t23);
            vst1q_s64(d + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long)s[t25] * (long)u[t25];
    }
}

/* Accumulated into what is there, wrapping in uint64_t. */
void acc_us(int n, uint64_t *restrict d, const uint32_t *restrict u, const int32_t *restrict s) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:25 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            uint64x2_t d_v = vld1q_u64(t3);
            uint32x2_t u_v = vld1_u32(u + i_vec);
            int64x2_t t4 = vreinterpretq_s64_u64(vmovl_u32(u_v));
            int32x2_t s_v = vld1_s32(s + i_vec);
            int64x2_t t5 = vmovl_s32(s_v);
            int64x2_t t6 = (int64x2_t)((vcc_v2_long)t4 * (vcc_v2_long)t5);
            uint64x2_t t7 = vreinterpretq_u64_s64(t6);
            uint64x2_t t8 = vaddq_u64(d_v, t7);
            vst1q_u64(t3, t8);
            long t9 = i_vec + 2L;
            unsigned long *t10 = d + t9;
            uint64x2_t d_v_1 = vld1q_u64(t10);
            uint32x2_t u_v_1 = vld1_u32(u + t9);
            int64x2_t t11 = vreinterpretq_s64_u64(vmovl_u32(u_v_1));
            int32x2_t s_v_1 = vld1_s32(s + t9);
            int64x2_t t12 = vmovl_s32(s_v_1);
            int64x2_t t13 = (int64x2_t)((vcc_v2_long)t11 * (vcc_v2_long)t12);
            uint64x2_t t14 = vreinterpretq_u64_s64(t13);
            uint64x2_t t15 = vaddq_u64(d_v_1, t14);
            vst1q_u64(t10, t15);
            long t16 = i_vec + 4L;
            unsigned long *t17 = d + t16;
            uint64x2_t d_v_2 = vld1q_u64(t17);
            uint32x2_t u_v_2 = vld1_u32(u + t16);
            int64x2_t t18 = vreinterpretq_s64_u64(vmovl_u32(u_v_2));
            int32x2_t s_v_2 = vld1_s32(s + t16);
            int64x2_t t19 = vmovl_s32(s_v_2);
            int64x2_t t20 = (int64x2_t)((vcc_v2_long)t18 * (vcc_v2_long)t19);
            uint64x2_t t21 = vreinterpretq_u64_s64(t20);
            uint64x2_t t22 = vaddq_u64(d_v_2, t21);
            vst1q_u64(t17, t22);
            long t23 = i_vec + 6L;
            unsigned long *t24 = d + t23;
            uint64x2_t d_v_3 = vld1q_u64(t24);
            uint32x2_t u_v_3 = vld1_u32(u + t23);
            int64x2_t t25 = vreinterpretq_s64_u64(vmovl_u32(u_v_3));
            int32x2_t s_v_3 = vld1_s32(s + t23);
            int64x2_t t26 = vmovl_s32(s_v_3);
            int64x2_t t27 = (int64x2_t)((vcc_v2_long)t25 * (vcc_v2_long)t26);
            uint64x2_t t28 = vreinterpretq_u64_s64(t27);
            uint64x2_t t29 = vaddq_u64(d_v_3, t28);
            vst1q_u64(t24, t29);
            i_vec += 8L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:25 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            unsigned long *t34 = d + t33;
            uint64x2_t d_v_4 = vld1q_u64(t34);
            uint32x2_t u_v_4 = vld1_u32(u + t33);
            int64x2_t t35 = vreinterpretq_s64_u64(vmovl_u32(u_v_4));
            int32x2_t s_v_4 = vld1_s32(s + t33);
            int64x2_t t36 = vmovl_s32(s_v_4);
            int64x2_t t37 = (int64x2_t)((vcc_v2_long)t35 * (vcc_v2_long)t36);
            uint64x2_t t38 = vreinterpretq_u64_s64(t37);
            uint64x2_t t39 = vaddq_u64(d_v_4, t38);
            vst1q_u64(t34, t39);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned long *t41 = d + t40;
        *t41 = *t41 + (unsigned long)((long)u[t40] * (long)s[t40]);
    }
}

/* Both signed: the signed multiply (pmuldq; on sse2 the generic form). */
void prod_ss(int n, int64_t *restrict d, const int32_t *restrict s, const int32_t *restrict t) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t s_v = vld1_s32(s + i_vec);
            int64x2_t t3 = vmovl_s32(s_v);
            int32x2_t t_v = vld1_s32(t + i_vec);
            int64x2_t t4 = vmovl_s32(t_v);
            int64x2_t t5 = (int64x2_t)((vcc_v2_long)t3 * (vcc_v2_long)t4);
            vst1q_s64(d + i_vec, t5);
            long t6 = i_vec + 2L;
            int32x2_t s_v_1 = vld1_s32(s + t6);
            int64x2_t t7 = vmovl_s32(s_v_1);
            int32x2_t t_v_1 = vld1_s32(t + t6);
            int64x2_t t8 = vmovl_s32(t_v_1);
            int64x2_t t9 = (int64x2_t)((vcc_v2_long)t7 * (vcc_v2_long)t8);
            vst1q_s64(d + t6, t9);
            long t10 = i_vec + 4L;
            int32x2_t s_v_2 = vld1_s32(s + t10);
            int64x2_t t11 = vmovl_s32(s_v_2);
            int32x2_t t_v_2 = vld1_s32(t + t10);
            int64x2_t t12 = vmovl_s32(t_v_2);
            int64x2_t t13 = (int64x2_t)((vcc_v2_long)t11 * (vcc_v2_long)t12);
            vst1q_s64(d + t10, t13);
            long t14 = i_vec + 6L;
            int32x2_t s_v_3 = vld1_s32(s + t14);
            int64x2_t t15 = vmovl_s32(s_v_3);
            int32x2_t t_v_3 = vld1_s32(t + t14);
            int64x2_t t16 = vmovl_s32(t_v_3);
            int64x2_t t17 = (int64x2_t)((vcc_v2_long)t15 * (vcc_v2_long)t16);
            vst1q_s64(d + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x2_t s_v_4 = vld1_s32(s + t21);
            int64x2_t t22 = vmovl_s32(s_v_4);
            int32x2_t t_v_4 = vld1_s32(t + t21);
            int64x2_t t23 = vmovl_s32(t_v_4);
            int64x2_t t24 = (int64x2_t)((vcc_v2_long)t22 * (vcc_v2_long)t23);
            vst1q_s64(d + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long)s[t25] * (long)t[t25];
    }
}

int main(void) {
    int n;
    static const uint32_t edge_u[] = {0, 1, UINT32_MAX, 0x80000000u, 0x7fffffffu, 0xfffffffeu};
    static const int32_t edge_s[] = {INT32_MIN, -1, INT32_MAX, 0, 1, INT32_MIN + 1};
    FOR_EACH_COUNT(n) {
        uint32_t *u = new_array(n, 4);
        int32_t *s = new_array(n, 4), *t = new_array(n, 4);
        int64_t *d = new_array(n, 8);
        uint64_t *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            u[i] = (uint32_t)next_rand() * 2654435761u;
            s[i] = (int32_t)((uint32_t)next_rand() * 40503u);
            t[i] = (int32_t)next_rand() - (1 << 30);
            e[i] = (uint64_t)i << 40;
        }
        for (int i = 0; i < n && i < 36; i++)
            u[i] = edge_u[i % 6], s[i] = edge_s[i / 6], t[i] = edge_s[(i + 3) % 6];
        printf("n=%d %016llx", n, (unsigned long long)dot_us(n, u, s));
        prod_su(n, d, s, u);
        printf(" %016llx", HASH(d, n));
        acc_us(n, e, u, s);
        printf(" %016llx", HASH(e, n));
        prod_ss(n, d, s, t);
        printf(" %016llx\n", HASH(d, n));
        free(u), free(s), free(t), free(d), free(e);
    }
    return 0;
}
