/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 avx512vbmi-zmm=9 sse4.2=9 neon=6 sse2=8 */
#include "harness.h"

/* 64-bit products of operands widened from 32-bit integers: on x86 one pmuldq (signed) or
   pmuludq (unsigned) of the widened lanes, which reads only each lane's low 32 bits. Exact only
   when both operands are widened with one signedness, or are constants of the 32-bit type's
   range: the mixed kernels and the constants just outside that range must keep the full
   64-bit multiply. Inputs are drawn from the ends of the 32-bit ranges. */

void mul_ss(int n, long long *restrict d, const int *a, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:11 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            int64x2_t t3 = vmovl_s32(a_v);
            int32x2_t b_v = vld1_s32(b + i_vec);
            int64x2_t t4 = vmovl_s32(b_v);
            int64x2_t t5 = (int64x2_t)((vcc_v2_llong)t3 * (vcc_v2_llong)t4);
            vst1q_s64((int64_t *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t6);
            int64x2_t t7 = vmovl_s32(a_v_1);
            int32x2_t b_v_1 = vld1_s32(b + t6);
            int64x2_t t8 = vmovl_s32(b_v_1);
            int64x2_t t9 = (int64x2_t)((vcc_v2_llong)t7 * (vcc_v2_llong)t8);
            vst1q_s64((int64_t *)(d + t6), t9);
            long t10 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t10);
            int64x2_t t11 = vmovl_s32(a_v_2);
            int32x2_t b_v_2 = vld1_s32(b + t10);
            int64x2_t t12 = vmovl_s32(b_v_2);
            int64x2_t t13 = (int64x2_t)((vcc_v2_llong)t11 * (vcc_v2_llong)t12);
            vst1q_s64((int64_t *)(d + t10), t13);
            long t14 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t14);
            int64x2_t t15 = vmovl_s32(a_v_3);
            int32x2_t b_v_3 = vld1_s32(b + t14);
            int64x2_t t16 = vmovl_s32(b_v_3);
            int64x2_t t17 = (int64x2_t)((vcc_v2_llong)t15 * (vcc_v2_llong)t16);
            vst1q_s64((int64_t *)(d + t14), t17);
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
        /* vcc: loop at widening_mul.c:11 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t21);
            int64x2_t t22 = vmovl_s32(a_v_4);
            int32x2_t b_v_4 = vld1_s32(b + t21);
            int64x2_t t23 = vmovl_s32(b_v_4);
            int64x2_t t24 = (int64x2_t)((vcc_v2_llong)t22 * (vcc_v2_llong)t23);
            vst1q_s64((int64_t *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long long)a[t25] * (long long)b[t25];
    }
}

void mul_uu(int n, unsigned long long *restrict d, const unsigned *a, const unsigned *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:16 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint32x2_t a_v = vld1_u32(a + i_vec);
            uint64x2_t t3 = vmovl_u32(a_v);
            uint32x2_t b_v = vld1_u32(b + i_vec);
            uint64x2_t t4 = vmovl_u32(b_v);
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ullong)t3 * (vcc_v2_ullong)t4);
            vst1q_u64((uint64_t *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            uint32x2_t a_v_1 = vld1_u32(a + t6);
            uint64x2_t t7 = vmovl_u32(a_v_1);
            uint32x2_t b_v_1 = vld1_u32(b + t6);
            uint64x2_t t8 = vmovl_u32(b_v_1);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ullong)t7 * (vcc_v2_ullong)t8);
            vst1q_u64((uint64_t *)(d + t6), t9);
            long t10 = i_vec + 4L;
            uint32x2_t a_v_2 = vld1_u32(a + t10);
            uint64x2_t t11 = vmovl_u32(a_v_2);
            uint32x2_t b_v_2 = vld1_u32(b + t10);
            uint64x2_t t12 = vmovl_u32(b_v_2);
            uint64x2_t t13 = (uint64x2_t)((vcc_v2_ullong)t11 * (vcc_v2_ullong)t12);
            vst1q_u64((uint64_t *)(d + t10), t13);
            long t14 = i_vec + 6L;
            uint32x2_t a_v_3 = vld1_u32(a + t14);
            uint64x2_t t15 = vmovl_u32(a_v_3);
            uint32x2_t b_v_3 = vld1_u32(b + t14);
            uint64x2_t t16 = vmovl_u32(b_v_3);
            uint64x2_t t17 = (uint64x2_t)((vcc_v2_ullong)t15 * (vcc_v2_ullong)t16);
            vst1q_u64((uint64_t *)(d + t14), t17);
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
        /* vcc: loop at widening_mul.c:16 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            uint32x2_t a_v_4 = vld1_u32(a + t21);
            uint64x2_t t22 = vmovl_u32(a_v_4);
            uint32x2_t b_v_4 = vld1_u32(b + t21);
            uint64x2_t t23 = vmovl_u32(b_v_4);
            uint64x2_t t24 = (uint64x2_t)((vcc_v2_ullong)t22 * (vcc_v2_ullong)t23);
            vst1q_u64((uint64_t *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)a[t25] * (unsigned long long)b[t25];
    }
}

/* Signed 32-bit values converted to an unsigned 64-bit type: still sign-extended. */
void mul_s_to_u(int n, unsigned long long *restrict d, const int *a, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            uint64x2_t t3 = vreinterpretq_u64_s64(vmovl_s32(a_v));
            int32x2_t b_v = vld1_s32(b + i_vec);
            uint64x2_t t4 = vreinterpretq_u64_s64(vmovl_s32(b_v));
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ullong)t3 * (vcc_v2_ullong)t4);
            vst1q_u64((uint64_t *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t6);
            uint64x2_t t7 = vreinterpretq_u64_s64(vmovl_s32(a_v_1));
            int32x2_t b_v_1 = vld1_s32(b + t6);
            uint64x2_t t8 = vreinterpretq_u64_s64(vmovl_s32(b_v_1));
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ullong)t7 * (vcc_v2_ullong)t8);
            vst1q_u64((uint64_t *)(d + t6), t9);
            long t10 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t10);
            uint64x2_t t11 = vreinterpretq_u64_s64(vmovl_s32(a_v_2));
            int32x2_t b_v_2 = vld1_s32(b + t10);
            uint64x2_t t12 = vreinterpretq_u64_s64(vmovl_s32(b_v_2));
            uint64x2_t t13 = (uint64x2_t)((vcc_v2_ullong)t11 * (vcc_v2_ullong)t12);
            vst1q_u64((uint64_t *)(d + t10), t13);
            long t14 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t14);
            uint64x2_t t15 = vreinterpretq_u64_s64(vmovl_s32(a_v_3));
            int32x2_t b_v_3 = vld1_s32(b + t14);
            uint64x2_t t16 = vreinterpretq_u64_s64(vmovl_s32(b_v_3));
            uint64x2_t t17 = (uint64x2_t)((vcc_v2_ullong)t15 * (vcc_v2_ullong)t16);
            vst1q_u64((uint64_t *)(d + t14), t17);
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
        /* vcc: loop at widening_mul.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t21);
            uint64x2_t t22 = vreinterpretq_u64_s64(vmovl_s32(a_v_4));
            int32x2_t b_v_4 = vld1_s32(b + t21);
            uint64x2_t t23 = vreinterpretq_u64_s64(vmovl_s32(b_v_4));
            uint64x2_t t24 = (uint64x2_t)((vcc_v2_ullong)t22 * (vcc_v2_ullong)t23);
            vst1q_u64((uint64_t *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)a[t25] * (unsigned long long)b[t25];
    }
}

/* One signed and one unsigned operand: no single instruction. */
void mul_mixed(int n, long long *restrict d, const int *a, const unsigned *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:28 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            int64x2_t t3 = vmovl_s32(a_v);
            uint32x2_t b_v = vld1_u32(b + i_vec);
            int64x2_t t4 = vreinterpretq_s64_u64(vmovl_u32(b_v));
            int64x2_t t5 = (int64x2_t)((vcc_v2_llong)t3 * (vcc_v2_llong)t4);
            vst1q_s64((int64_t *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t6);
            int64x2_t t7 = vmovl_s32(a_v_1);
            uint32x2_t b_v_1 = vld1_u32(b + t6);
            int64x2_t t8 = vreinterpretq_s64_u64(vmovl_u32(b_v_1));
            int64x2_t t9 = (int64x2_t)((vcc_v2_llong)t7 * (vcc_v2_llong)t8);
            vst1q_s64((int64_t *)(d + t6), t9);
            long t10 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t10);
            int64x2_t t11 = vmovl_s32(a_v_2);
            uint32x2_t b_v_2 = vld1_u32(b + t10);
            int64x2_t t12 = vreinterpretq_s64_u64(vmovl_u32(b_v_2));
            int64x2_t t13 = (int64x2_t)((vcc_v2_llong)t11 * (vcc_v2_llong)t12);
            vst1q_s64((int64_t *)(d + t10), t13);
            long t14 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t14);
            int64x2_t t15 = vmovl_s32(a_v_3);
            uint32x2_t b_v_3 = vld1_u32(b + t14);
            int64x2_t t16 = vreinterpretq_s64_u64(vmovl_u32(b_v_3));
            int64x2_t t17 = (int64x2_t)((vcc_v2_llong)t15 * (vcc_v2_llong)t16);
            vst1q_s64((int64_t *)(d + t14), t17);
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
        /* vcc: loop at widening_mul.c:28 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t21);
            int64x2_t t22 = vmovl_s32(a_v_4);
            uint32x2_t b_v_4 = vld1_u32(b + t21);
            int64x2_t t23 = vreinterpretq_s64_u64(vmovl_u32(b_v_4));
            int64x2_t t24 = (int64x2_t)((vcc_v2_llong)t22 * (vcc_v2_llong)t23);
            vst1q_s64((int64_t *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long long)a[t25] * (long long)b[t25];
    }
}

void mul_const_ends(int n, long long *restrict d, long long *restrict e, const int *a) {
    for (int i = 0; i < n; i++) {
        d[i] = (long long)a[i] * -2147483648LL;
        e[i] = (long long)a[i] * 2147483647LL;
    }
}

/* Constants one past the signed range: the full multiply. */
void mul_const_outside(int n, long long *restrict d, long long *restrict e, const int *a) {
    for (int i = 0; i < n; i++) {
        d[i] = (long long)a[i] * 2147483648LL;
        e[i] = (long long)a[i] * -2147483649LL;
    }
}

void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    for (int i = 0; i < n; i++) {
        d[i] = (unsigned long long)a[i] * 0xffffffffULL;
        e[i] = (unsigned long long)a[i] * 0x100000000ULL;
    }
}

/* Summed unsigned: signed sums of products at the ends of the range overflow. */
unsigned long long dot_ss(int n, const int *a, const int *b) {
    unsigned long long s;
    int t25;
    unsigned long long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at widening_mul.c:57 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            int64x2_t t3 = vmovl_s32(a_v);
            int32x2_t b_v = vld1_s32(b + i_vec);
            int64x2_t t4 = vmovl_s32(b_v);
            int64x2_t t5 = (int64x2_t)((vcc_v2_llong)t3 * (vcc_v2_llong)t4);
            uint64x2_t t6 = vreinterpretq_u64_s64(t5);
            s_v = vaddq_u64(s_v, t6);
            long t7 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t7);
            int64x2_t t8 = vmovl_s32(a_v_1);
            int32x2_t b_v_1 = vld1_s32(b + t7);
            int64x2_t t9 = vmovl_s32(b_v_1);
            int64x2_t t10 = (int64x2_t)((vcc_v2_llong)t8 * (vcc_v2_llong)t9);
            uint64x2_t t11 = vreinterpretq_u64_s64(t10);
            s_v_1 = vaddq_u64(s_v_1, t11);
            long t12 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t12);
            int64x2_t t13 = vmovl_s32(a_v_2);
            int32x2_t b_v_2 = vld1_s32(b + t12);
            int64x2_t t14 = vmovl_s32(b_v_2);
            int64x2_t t15 = (int64x2_t)((vcc_v2_llong)t13 * (vcc_v2_llong)t14);
            uint64x2_t t16 = vreinterpretq_u64_s64(t15);
            s_v_2 = vaddq_u64(s_v_2, t16);
            long t17 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t17);
            int64x2_t t18 = vmovl_s32(a_v_3);
            int32x2_t b_v_3 = vld1_s32(b + t17);
            int64x2_t t19 = vmovl_s32(b_v_3);
            int64x2_t t20 = (int64x2_t)((vcc_v2_llong)t18 * (vcc_v2_llong)t19);
            uint64x2_t t21 = vreinterpretq_u64_s64(t20);
            s_v_3 = vaddq_u64(s_v_3, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t22 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t23 = vaddq_u64(t22, s_v_2);
        uint64x2_t t24 = vaddq_u64(t23, s_v_3);
        t25 = (int)t2;
        t26 = vaddvq_u64(t24);
    } else {
        t25 = 0;
        t26 = 0ULL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at widening_mul.c:57 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t29);
            int64x2_t t30 = vmovl_s32(a_v_4);
            int32x2_t b_v_4 = vld1_s32(b + t29);
            int64x2_t t31 = vmovl_s32(b_v_4);
            int64x2_t t32 = (int64x2_t)((vcc_v2_llong)t30 * (vcc_v2_llong)t31);
            uint64x2_t t33 = vreinterpretq_u64_s64(t32);
            s_v_4 = vaddq_u64(s_v_4, t33);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = t26 + vaddvq_u64(s_v_4);
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (unsigned long long)((long long)a[t34] * (long long)b[t34]);
    }
    return s;
}

unsigned long long dot_uu(int n, const unsigned *a, const unsigned *b) {
    unsigned long long s;
    int t21;
    unsigned long long t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at widening_mul.c:64 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint32x2_t a_v = vld1_u32(a + i_vec);
            uint64x2_t t3 = vmovl_u32(a_v);
            uint32x2_t b_v = vld1_u32(b + i_vec);
            uint64x2_t t4 = vmovl_u32(b_v);
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ullong)t3 * (vcc_v2_ullong)t4);
            s_v = vaddq_u64(s_v, t5);
            long t6 = i_vec + 2L;
            uint32x2_t a_v_1 = vld1_u32(a + t6);
            uint64x2_t t7 = vmovl_u32(a_v_1);
            uint32x2_t b_v_1 = vld1_u32(b + t6);
            uint64x2_t t8 = vmovl_u32(b_v_1);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ullong)t7 * (vcc_v2_ullong)t8);
            s_v_1 = vaddq_u64(s_v_1, t9);
            long t10 = i_vec + 4L;
            uint32x2_t a_v_2 = vld1_u32(a + t10);
            uint64x2_t t11 = vmovl_u32(a_v_2);
            uint32x2_t b_v_2 = vld1_u32(b + t10);
            uint64x2_t t12 = vmovl_u32(b_v_2);
            uint64x2_t t13 = (uint64x2_t)((vcc_v2_ullong)t11 * (vcc_v2_ullong)t12);
            s_v_2 = vaddq_u64(s_v_2, t13);
            long t14 = i_vec + 6L;
            uint32x2_t a_v_3 = vld1_u32(a + t14);
            uint64x2_t t15 = vmovl_u32(a_v_3);
            uint32x2_t b_v_3 = vld1_u32(b + t14);
            uint64x2_t t16 = vmovl_u32(b_v_3);
            uint64x2_t t17 = (uint64x2_t)((vcc_v2_ullong)t15 * (vcc_v2_ullong)t16);
            s_v_3 = vaddq_u64(s_v_3, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t18 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t19 = vaddq_u64(t18, s_v_2);
        uint64x2_t t20 = vaddq_u64(t19, s_v_3);
        t21 = (int)t2;
        t22 = vaddvq_u64(t20);
    } else {
        t21 = 0;
        t22 = 0ULL;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at widening_mul.c:64 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            uint32x2_t a_v_4 = vld1_u32(a + t25);
            uint64x2_t t26 = vmovl_u32(a_v_4);
            uint32x2_t b_v_4 = vld1_u32(b + t25);
            uint64x2_t t27 = vmovl_u32(b_v_4);
            uint64x2_t t28 = (uint64x2_t)((vcc_v2_ullong)t26 * (vcc_v2_ullong)t27);
            s_v_4 = vaddq_u64(s_v_4, t28);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = t22 + vaddvq_u64(s_v_4);
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (unsigned long long)a[t29] * (unsigned long long)b[t29];
    }
    return s;
}

static int edge32(uint32_t r) {
    switch (r % 6) {
    case 0: return INT32_MIN;
    case 1: return INT32_MAX;
    case 2: return -1;
    case 3: return INT32_MIN + (int)(r >> 4);
    case 4: return INT32_MAX - (int)(r >> 4);
    default: return (int)(r * 2654435761u);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long long *d = new_array(n, 8), *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            a[i] = edge32(next_rand());
            b[i] = edge32(next_rand());
            ua[i] = (unsigned)edge32(next_rand());
            ub[i] = (unsigned)edge32(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned long long *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_s_to_u(n, (unsigned long long *)d, a, b);
        printf("n=%d mul_s_to_u %llx\n", n, HASH(d, n));
        mul_mixed(n, d, a, ub);
        printf("n=%d mul_mixed %llx\n", n, HASH(d, n));
        mul_const_ends(n, d, e, a);
        printf("n=%d mul_const_ends %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_const_outside(n, d, e, a);
        printf("n=%d mul_const_outside %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_u_const(n, (unsigned long long *)d, (unsigned long long *)e, ua);
        printf("n=%d mul_u_const %llx %llx\n", n, HASH(d, n), HASH(e, n));
        printf("n=%d dot_ss %llx\n", n, dot_ss(n, a, b));
        printf("n=%d dot_uu %llx\n", n, dot_uu(n, ua, ub));
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
