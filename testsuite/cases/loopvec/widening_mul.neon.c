/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long long vcc_v8_llong __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned long long vcc_v8_ullong __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 avx512vbmi-zmm=14 sse4.2=13 neon=13 sse2=11 */
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
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:41 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            int32x2_t a_v = vld1_s32(t3);
            int64x2_t t4 = vmovl_s32(a_v);
            int64x2_t t5 = (int64x2_t)((vcc_v2_llong)t4 * (vcc_v2_llong)vdupq_n_s64(2147483648LL));
            vst1q_s64((int64_t *)(d + i_vec), t5);
            int32x2_t a_v_1 = vld1_s32(t3);
            int64x2_t t6 = vmovl_s32(a_v_1);
            int64x2_t t7 = (int64x2_t)((vcc_v2_llong)t6 * (vcc_v2_llong)vdupq_n_s64(-2147483649LL));
            vst1q_s64((int64_t *)(e + i_vec), t7);
            long t8 = i_vec + 2L;
            const int *t9 = a + t8;
            int32x2_t a_v_2 = vld1_s32(t9);
            int64x2_t t10 = vmovl_s32(a_v_2);
            int64x2_t t11 = (int64x2_t)((vcc_v2_llong)t10 * (vcc_v2_llong)vdupq_n_s64(2147483648LL));
            vst1q_s64((int64_t *)(d + t8), t11);
            int32x2_t a_v_3 = vld1_s32(t9);
            int64x2_t t12 = vmovl_s32(a_v_3);
            int64x2_t t13 = (int64x2_t)((vcc_v2_llong)t12 * (vcc_v2_llong)vdupq_n_s64(-2147483649LL));
            vst1q_s64((int64_t *)(e + t8), t13);
            long t14 = i_vec + 4L;
            const int *t15 = a + t14;
            int32x2_t a_v_4 = vld1_s32(t15);
            int64x2_t t16 = vmovl_s32(a_v_4);
            int64x2_t t17 = (int64x2_t)((vcc_v2_llong)t16 * (vcc_v2_llong)vdupq_n_s64(2147483648LL));
            vst1q_s64((int64_t *)(d + t14), t17);
            int32x2_t a_v_5 = vld1_s32(t15);
            int64x2_t t18 = vmovl_s32(a_v_5);
            int64x2_t t19 = (int64x2_t)((vcc_v2_llong)t18 * (vcc_v2_llong)vdupq_n_s64(-2147483649LL));
            vst1q_s64((int64_t *)(e + t14), t19);
            long t20 = i_vec + 6L;
            const int *t21 = a + t20;
            int32x2_t a_v_6 = vld1_s32(t21);
            int64x2_t t22 = vmovl_s32(a_v_6);
            int64x2_t t23 = (int64x2_t)((vcc_v2_llong)t22 * (vcc_v2_llong)vdupq_n_s64(2147483648LL));
            vst1q_s64((int64_t *)(d + t20), t23);
            int32x2_t a_v_7 = vld1_s32(t21);
            int64x2_t t24 = vmovl_s32(a_v_7);
            int64x2_t t25 = (int64x2_t)((vcc_v2_llong)t24 * (vcc_v2_llong)vdupq_n_s64(-2147483649LL));
            vst1q_s64((int64_t *)(e + t20), t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:41 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const int *t30 = a + t29;
            int32x2_t a_v_8 = vld1_s32(t30);
            int64x2_t t31 = vmovl_s32(a_v_8);
            int64x2_t t32 = (int64x2_t)((vcc_v2_llong)t31 * (vcc_v2_llong)vdupq_n_s64(2147483648LL));
            vst1q_s64((int64_t *)(d + t29), t32);
            int32x2_t a_v_9 = vld1_s32(t30);
            int64x2_t t33 = vmovl_s32(a_v_9);
            int64x2_t t34 = (int64x2_t)((vcc_v2_llong)t33 * (vcc_v2_llong)vdupq_n_s64(-2147483649LL));
            vst1q_s64((int64_t *)(e + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const int *t36 = a + t35;
        d[t35] = (long long)*t36 * 2147483648LL;
        e[t35] = (long long)*t36 * -2147483649LL;
    }
}

void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:48 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const unsigned int *t3 = a + i_vec;
            uint32x2_t a_v = vld1_u32(t3);
            uint64x2_t t4 = vmovl_u32(a_v);
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ullong)t4 * (vcc_v2_ullong)vdupq_n_u64(4294967295LL));
            vst1q_u64((uint64_t *)(d + i_vec), t5);
            uint32x2_t a_v_1 = vld1_u32(t3);
            uint64x2_t t6 = vmovl_u32(a_v_1);
            uint64x2_t t7 = (uint64x2_t)((vcc_v2_ullong)t6 * (vcc_v2_ullong)vdupq_n_u64(4294967296LL));
            vst1q_u64((uint64_t *)(e + i_vec), t7);
            long t8 = i_vec + 2L;
            const unsigned int *t9 = a + t8;
            uint32x2_t a_v_2 = vld1_u32(t9);
            uint64x2_t t10 = vmovl_u32(a_v_2);
            uint64x2_t t11 = (uint64x2_t)((vcc_v2_ullong)t10 * (vcc_v2_ullong)vdupq_n_u64(4294967295LL));
            vst1q_u64((uint64_t *)(d + t8), t11);
            uint32x2_t a_v_3 = vld1_u32(t9);
            uint64x2_t t12 = vmovl_u32(a_v_3);
            uint64x2_t t13 = (uint64x2_t)((vcc_v2_ullong)t12 * (vcc_v2_ullong)vdupq_n_u64(4294967296LL));
            vst1q_u64((uint64_t *)(e + t8), t13);
            long t14 = i_vec + 4L;
            const unsigned int *t15 = a + t14;
            uint32x2_t a_v_4 = vld1_u32(t15);
            uint64x2_t t16 = vmovl_u32(a_v_4);
            uint64x2_t t17 = (uint64x2_t)((vcc_v2_ullong)t16 * (vcc_v2_ullong)vdupq_n_u64(4294967295LL));
            vst1q_u64((uint64_t *)(d + t14), t17);
            uint32x2_t a_v_5 = vld1_u32(t15);
            uint64x2_t t18 = vmovl_u32(a_v_5);
            uint64x2_t t19 = (uint64x2_t)((vcc_v2_ullong)t18 * (vcc_v2_ullong)vdupq_n_u64(4294967296LL));
            vst1q_u64((uint64_t *)(e + t14), t19);
            long t20 = i_vec + 6L;
            const unsigned int *t21 = a + t20;
            uint32x2_t a_v_6 = vld1_u32(t21);
            uint64x2_t t22 = vmovl_u32(a_v_6);
            uint64x2_t t23 = (uint64x2_t)((vcc_v2_ullong)t22 * (vcc_v2_ullong)vdupq_n_u64(4294967295LL));
            vst1q_u64((uint64_t *)(d + t20), t23);
            uint32x2_t a_v_7 = vld1_u32(t21);
            uint64x2_t t24 = vmovl_u32(a_v_7);
            uint64x2_t t25 = (uint64x2_t)((vcc_v2_ullong)t24 * (vcc_v2_ullong)vdupq_n_u64(4294967296LL));
            vst1q_u64((uint64_t *)(e + t20), t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:48 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const unsigned int *t30 = a + t29;
            uint32x2_t a_v_8 = vld1_u32(t30);
            uint64x2_t t31 = vmovl_u32(a_v_8);
            uint64x2_t t32 = (uint64x2_t)((vcc_v2_ullong)t31 * (vcc_v2_ullong)vdupq_n_u64(4294967295LL));
            vst1q_u64((uint64_t *)(d + t29), t32);
            uint32x2_t a_v_9 = vld1_u32(t30);
            uint64x2_t t33 = vmovl_u32(a_v_9);
            uint64x2_t t34 = (uint64x2_t)((vcc_v2_ullong)t33 * (vcc_v2_ullong)vdupq_n_u64(4294967296LL));
            vst1q_u64((uint64_t *)(e + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const unsigned int *t36 = a + t35;
        d[t35] = (unsigned long long)*t36 * 4294967295ULL;
        e[t35] = (unsigned long long)*t36 * 4294967296ULL;
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

/* Narrower sources: a signed short is a signed 32-bit value (pmuldq with an int), an unsigned
   short fits either form (pmuludq with an unsigned int, pmuldq with an int); a signed short
   times an unsigned int is the mixed product. */
unsigned long long dot_s16_s32(int n, const short *s, const int *b) {
    unsigned long long t;
    int i = n - 1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){i, i, i, i, i, i, i, i};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec = 0L;
        vcc_v8_ullong t_v = (vcc_v8_ullong){0ULL, 0ULL, 0ULL, 0ULL, 0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:74 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t5 = (long)i + i_vec * -1L;
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            int16x8_t t6 = vld1q_s16(s + t5 + -7);
            int16x8_t s_v = vextq_s16(vrev64q_s16(t6), vrev64q_s16(t6), 4);
            vcc_v8_int t7 = i_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_llong t8 = __builtin_convertvector(t7, vcc_v8_llong);
            vcc_v8_llong t9 = ({ int16x8_t vcc_w0 = s_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_llong vcc_p0 = (vcc_v2_llong)vcc_w3; vcc_v2_llong vcc_p1 = (vcc_v2_llong)vcc_w4; vcc_v2_llong vcc_p2 = (vcc_v2_llong)vcc_w5; vcc_v2_llong vcc_p3 = (vcc_v2_llong)vcc_w6; vcc_v8_llong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_llong t10 = t9 * t8;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t5 + -7);
            vcc_v8_int b_v = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_llong t12 = __builtin_convertvector(b_v, vcc_v8_llong);
            vcc_v8_llong t13 = t9 * t12;
            vcc_v8_llong t14 = t10 + t13;
            vcc_v8_ullong t15 = (vcc_v8_ullong)t14;
            t_v = t_v + t15;
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
        t = vcc_reduce(unsigned long long, t_v, +);
    } else {
        t = 0ULL;
    }
    for (; i >= 0; i--) {
        long t16 = (long)i;
        long long t17 = (long long)s[t16];
        t += (unsigned long long)(t17 * (long long)(i + 1) + t17 * (long long)b[t16]);
    }
    return t;
}

void mul_u16_u32(int n, unsigned long long *restrict d, const unsigned short *us, const unsigned *ub) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:80 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t us_v = vld1q_u16(us + i_vec);
            vcc_v8_ullong t3 = ({ uint16x8_t vcc_w0 = us_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); uint64x2_t vcc_w3 = vmovl_u32(vget_low_u32(vcc_w1)), vcc_w4 = vmovl_high_u32(vcc_w1); uint64x2_t vcc_w5 = vmovl_u32(vget_low_u32(vcc_w2)), vcc_w6 = vmovl_high_u32(vcc_w2); vcc_v2_ullong vcc_p0 = (vcc_v2_ullong)vcc_w3; vcc_v2_ullong vcc_p1 = (vcc_v2_ullong)vcc_w4; vcc_v2_ullong vcc_p2 = (vcc_v2_ullong)vcc_w5; vcc_v2_ullong vcc_p3 = (vcc_v2_ullong)vcc_w6; vcc_v8_ullong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_uint ub_v = vcc_load(vcc_v8_uint, ub + i_vec);
            vcc_v8_ullong t4 = __builtin_convertvector(ub_v, vcc_v8_ullong);
            vcc_v8_ullong t5 = t3 * t4;
            do { vcc_v8_ullong vcc_w = t5; vst1q_u64_x4((uint64_t *)(d + i_vec), ((uint64x2x4_t){{(uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (unsigned long long)us[t6] * (unsigned long long)ub[t6];
    }
}

void mul_u16_s32(int n, long long *restrict d, const unsigned short *us, const int *b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:85 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t us_v = vld1q_u16(us + i_vec);
            vcc_v8_llong t3 = ({ uint16x8_t vcc_w0 = us_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); uint64x2_t vcc_w3 = vmovl_u32(vget_low_u32(vcc_w1)), vcc_w4 = vmovl_high_u32(vcc_w1); uint64x2_t vcc_w5 = vmovl_u32(vget_low_u32(vcc_w2)), vcc_w6 = vmovl_high_u32(vcc_w2); vcc_v2_llong vcc_p0 = (vcc_v2_llong)vcc_w3; vcc_v2_llong vcc_p1 = (vcc_v2_llong)vcc_w4; vcc_v2_llong vcc_p2 = (vcc_v2_llong)vcc_w5; vcc_v2_llong vcc_p3 = (vcc_v2_llong)vcc_w6; vcc_v8_llong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_llong t4 = __builtin_convertvector(b_v, vcc_v8_llong);
            vcc_v8_llong t5 = t3 * t4;
            do { vcc_v8_llong vcc_w = t5; vst1q_s64_x4((int64_t *)(d + i_vec), ((int64x2x4_t){{(int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (long long)us[t6] * (long long)b[t6];
    }
}

void mul_s16_u32(int n, long long *restrict d, const short *s, const unsigned *ub) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:90 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t s_v = vld1q_s16(s + i_vec);
            vcc_v8_llong t3 = ({ int16x8_t vcc_w0 = s_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_llong vcc_p0 = (vcc_v2_llong)vcc_w3; vcc_v2_llong vcc_p1 = (vcc_v2_llong)vcc_w4; vcc_v2_llong vcc_p2 = (vcc_v2_llong)vcc_w5; vcc_v2_llong vcc_p3 = (vcc_v2_llong)vcc_w6; vcc_v8_llong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_uint ub_v = vcc_load(vcc_v8_uint, ub + i_vec);
            vcc_v8_llong t4 = __builtin_convertvector(ub_v, vcc_v8_llong);
            vcc_v8_llong t5 = t3 * t4;
            do { vcc_v8_llong vcc_w = t5; vst1q_s64_x4((int64_t *)(d + i_vec), ((int64x2x4_t){{(int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (long long)s[t6] * (long long)ub[t6];
    }
}

/* 64-bit products by constants: a shift and an add per set bit (x * 3), or the full multiply. */
void mul_by_consts(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned long long *x) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:96 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const unsigned long long *t3 = x + i_vec;
            uint64x2_t x_v = vld1q_u64((const uint64_t *)t3);
            uint64x2_t t4 = (uint64x2_t)((vcc_v2_ullong)x_v * (vcc_v2_ullong)vdupq_n_u64(3LL));
            vst1q_u64((uint64_t *)(d + i_vec), t4);
            uint64x2_t x_v_1 = vld1q_u64((const uint64_t *)t3);
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ullong)x_v_1 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            vst1q_u64((uint64_t *)(e + i_vec), t5);
            long t6 = i_vec + 2L;
            const unsigned long long *t7 = x + t6;
            uint64x2_t x_v_2 = vld1q_u64((const uint64_t *)t7);
            uint64x2_t t8 = (uint64x2_t)((vcc_v2_ullong)x_v_2 * (vcc_v2_ullong)vdupq_n_u64(3LL));
            vst1q_u64((uint64_t *)(d + t6), t8);
            uint64x2_t x_v_3 = vld1q_u64((const uint64_t *)t7);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ullong)x_v_3 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            vst1q_u64((uint64_t *)(e + t6), t9);
            long t10 = i_vec + 4L;
            const unsigned long long *t11 = x + t10;
            uint64x2_t x_v_4 = vld1q_u64((const uint64_t *)t11);
            uint64x2_t t12 = (uint64x2_t)((vcc_v2_ullong)x_v_4 * (vcc_v2_ullong)vdupq_n_u64(3LL));
            vst1q_u64((uint64_t *)(d + t10), t12);
            uint64x2_t x_v_5 = vld1q_u64((const uint64_t *)t11);
            uint64x2_t t13 = (uint64x2_t)((vcc_v2_ullong)x_v_5 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            vst1q_u64((uint64_t *)(e + t10), t13);
            long t14 = i_vec + 6L;
            const unsigned long long *t15 = x + t14;
            uint64x2_t x_v_6 = vld1q_u64((const uint64_t *)t15);
            uint64x2_t t16 = (uint64x2_t)((vcc_v2_ullong)x_v_6 * (vcc_v2_ullong)vdupq_n_u64(3LL));
            vst1q_u64((uint64_t *)(d + t14), t16);
            uint64x2_t x_v_7 = vld1q_u64((const uint64_t *)t15);
            uint64x2_t t17 = (uint64x2_t)((vcc_v2_ullong)x_v_7 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            vst1q_u64((uint64_t *)(e + t14), t17);
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
        /* vcc: loop at widening_mul.c:96 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const unsigned long long *t22 = x + t21;
            uint64x2_t x_v_8 = vld1q_u64((const uint64_t *)t22);
            uint64x2_t t23 = (uint64x2_t)((vcc_v2_ullong)x_v_8 * (vcc_v2_ullong)vdupq_n_u64(3LL));
            vst1q_u64((uint64_t *)(d + t21), t23);
            uint64x2_t x_v_9 = vld1q_u64((const uint64_t *)t22);
            uint64x2_t t24 = (uint64x2_t)((vcc_v2_ullong)x_v_9 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            vst1q_u64((uint64_t *)(e + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        const unsigned long long *t26 = x + t25;
        d[t25] = *t26 * 3ULL;
        e[t25] = *t26 * 11400714819323198485ULL;
    }
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
        short *s = new_array(n, 2);
        unsigned short *us = new_array(n, 2);
        unsigned long long *x = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            s[i] = (short)edge32(next_rand());
            us[i] = (unsigned short)edge32(next_rand());
            x[i] = (unsigned long long)next_rand() << 32 | next_rand();
        }
        printf("n=%d dot_s16_s32 %llx\n", n, dot_s16_s32(n, s, b));
        mul_u16_u32(n, (unsigned long long *)d, us, ub);
        printf("n=%d mul_u16_u32 %llx\n", n, HASH(d, n));
        mul_u16_s32(n, d, us, a);
        printf("n=%d mul_u16_s32 %llx\n", n, HASH(d, n));
        mul_s16_u32(n, d, s, ub);
        printf("n=%d mul_s16_u32 %llx\n", n, HASH(d, n));
        mul_by_consts(n, (unsigned long long *)d, (unsigned long long *)e, x);
        printf("n=%d mul_by_consts %llx %llx\n", n, HASH(d, n), HASH(e, n));
        free(s), free(us), free(x);
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
