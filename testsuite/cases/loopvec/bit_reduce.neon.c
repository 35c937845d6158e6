/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
unsigned xor_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t x_v = vdupq_n_u32(0);
        uint32x4_t x_v_1 = vdupq_n_u32(0);
        uint32x4_t x_v_2 = vdupq_n_u32(0);
        uint32x4_t x_v_3 = vdupq_n_u32(0);
        /* vcc: loop at bit_reduce.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            x_v = veorq_u32(x_v, a_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            x_v_1 = veorq_u32(x_v_1, a_v_1);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            x_v_2 = veorq_u32(x_v_2, a_v_2);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            x_v_3 = veorq_u32(x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t3 = veorq_u32(x_v, x_v_1);
        uint32x4_t t4 = veorq_u32(t3, x_v_2);
        uint32x4_t t5 = veorq_u32(t4, x_v_3);
        t6 = (int)t2;
        t7 = 0U ^ ({ uint32x4_t vcc_v = t5; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t x_v_4 = vdupq_n_u32(0);
        /* vcc: loop at bit_reduce.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t6 + i_vec_1));
            x_v_4 = veorq_u32(x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ ({ uint32x4_t vcc_v = x_v_4; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

unsigned and_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t x_v = vdupq_n_u32(-1);
        uint32x4_t x_v_1 = vdupq_n_u32(-1);
        uint32x4_t x_v_2 = vdupq_n_u32(-1);
        uint32x4_t x_v_3 = vdupq_n_u32(-1);
        /* vcc: loop at bit_reduce.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            x_v = vandq_u32(x_v, a_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            x_v_1 = vandq_u32(x_v_1, a_v_1);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            x_v_2 = vandq_u32(x_v_2, a_v_2);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            x_v_3 = vandq_u32(x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t3 = vandq_u32(x_v, x_v_1);
        uint32x4_t t4 = vandq_u32(t3, x_v_2);
        uint32x4_t t5 = vandq_u32(t4, x_v_3);
        t6 = (int)t2;
        t7 = 4294967295U & ({ uint32x4_t vcc_v = t5; vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t6 = 0;
        t7 = 4294967295U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t x_v_4 = vdupq_n_u32(-1);
        /* vcc: loop at bit_reduce.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t6 + i_vec_1));
            x_v_4 = vandq_u32(x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 & ({ uint32x4_t vcc_v = x_v_4; vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

unsigned or_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t x_v = vdupq_n_u32(0);
        uint32x4_t x_v_1 = vdupq_n_u32(0);
        uint32x4_t x_v_2 = vdupq_n_u32(0);
        uint32x4_t x_v_3 = vdupq_n_u32(0);
        /* vcc: loop at bit_reduce.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            x_v = vorrq_u32(x_v, a_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            x_v_1 = vorrq_u32(x_v_1, a_v_1);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            x_v_2 = vorrq_u32(x_v_2, a_v_2);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            x_v_3 = vorrq_u32(x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t3 = vorrq_u32(x_v, x_v_1);
        uint32x4_t t4 = vorrq_u32(t3, x_v_2);
        uint32x4_t t5 = vorrq_u32(t4, x_v_3);
        t6 = (int)t2;
        t7 = 0U | ({ uint32x4_t vcc_v = t5; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t x_v_4 = vdupq_n_u32(0);
        /* vcc: loop at bit_reduce.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t6 + i_vec_1));
            x_v_4 = vorrq_u32(x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 | ({ uint32x4_t vcc_v = x_v_4; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at bit_reduce.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = (int32x4_t)((vcc_v4_int)i_v_2 % (vcc_v4_int)vdupq_n_s32(32));
        uint32x4_t t4 = (uint32x4_t)((vcc_v4_uint)vdupq_n_u32(1) << __builtin_convertvector((vcc_v4_int)t3, vcc_v4_uint));
        uint32x4_t t5 = veorq_u32(vdupq_n_u32(-983041), t4);
        uint32x4_t t6 = vreinterpretq_u32_s32(i_v_2);
        uint32x4_t t7 = vmulq_u32(t6, vdupq_n_u32(-1640531535));
        uint32x4_t t8 = (uint32x4_t)((vcc_v4_uint)t7 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(20), vcc_v4_uint));
        uint32x4_t t9 = veorq_u32(t5, t8);
        vst1q_u32(&a[i_vec], t9);
        uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t10);
        int32x4_t t11 = (int32x4_t)((vcc_v4_int)i_v_3 % (vcc_v4_int)vdupq_n_s32(32));
        uint32x4_t t12 = (uint32x4_t)((vcc_v4_uint)vdupq_n_u32(1) << __builtin_convertvector((vcc_v4_int)t11, vcc_v4_uint));
        uint32x4_t t13 = veorq_u32(vdupq_n_u32(-983041), t12);
        uint32x4_t t14 = vreinterpretq_u32_s32(i_v_3);
        uint32x4_t t15 = vmulq_u32(t14, vdupq_n_u32(-1640531535));
        uint32x4_t t16 = (uint32x4_t)((vcc_v4_uint)t15 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(20), vcc_v4_uint));
        uint32x4_t t17 = veorq_u32(t13, t16);
        vst1q_u32(&a[i_vec + 4L], t17);
        uint32x4_t t18 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t18);
        int32x4_t t19 = (int32x4_t)((vcc_v4_int)i_v_4 % (vcc_v4_int)vdupq_n_s32(32));
        uint32x4_t t20 = (uint32x4_t)((vcc_v4_uint)vdupq_n_u32(1) << __builtin_convertvector((vcc_v4_int)t19, vcc_v4_uint));
        uint32x4_t t21 = veorq_u32(vdupq_n_u32(-983041), t20);
        uint32x4_t t22 = vreinterpretq_u32_s32(i_v_4);
        uint32x4_t t23 = vmulq_u32(t22, vdupq_n_u32(-1640531535));
        uint32x4_t t24 = (uint32x4_t)((vcc_v4_uint)t23 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(20), vcc_v4_uint));
        uint32x4_t t25 = veorq_u32(t21, t24);
        vst1q_u32(&a[i_vec + 8L], t25);
        uint32x4_t t26 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t26);
        int32x4_t t27 = (int32x4_t)((vcc_v4_int)i_v_5 % (vcc_v4_int)vdupq_n_s32(32));
        uint32x4_t t28 = (uint32x4_t)((vcc_v4_uint)vdupq_n_u32(1) << __builtin_convertvector((vcc_v4_int)t27, vcc_v4_uint));
        uint32x4_t t29 = veorq_u32(vdupq_n_u32(-983041), t28);
        uint32x4_t t30 = vreinterpretq_u32_s32(i_v_5);
        uint32x4_t t31 = vmulq_u32(t30, vdupq_n_u32(-1640531535));
        uint32x4_t t32 = (uint32x4_t)((vcc_v4_uint)t31 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(20), vcc_v4_uint));
        uint32x4_t t33 = veorq_u32(t29, t32);
        vst1q_u32(&a[i_vec + 12L], t33);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 992L);
    int32x4_t t34 = vdupq_n_s32(992);
    uint32x4_t t35 = vreinterpretq_u32_s32(t34);
    uint32x4_t i_v_1 = vaddq_u32(t35, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at bit_reduce.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        int32x4_t t36 = (int32x4_t)((vcc_v4_int)i_v_6 % (vcc_v4_int)vdupq_n_s32(32));
        uint32x4_t t37 = (uint32x4_t)((vcc_v4_uint)vdupq_n_u32(1) << __builtin_convertvector((vcc_v4_int)t36, vcc_v4_uint));
        uint32x4_t t38 = veorq_u32(vdupq_n_u32(-983041), t37);
        uint32x4_t t39 = vreinterpretq_u32_s32(i_v_6);
        uint32x4_t t40 = vmulq_u32(t39, vdupq_n_u32(-1640531535));
        uint32x4_t t41 = (uint32x4_t)((vcc_v4_uint)t40 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(20), vcc_v4_uint));
        uint32x4_t t42 = veorq_u32(t38, t41);
        vst1q_u32(&a[992L + i_vec_1], t42);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t43 = a;
        unsigned int t44 = or_all(n, t43);
        unsigned int t45 = and_all(n, t43);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t43), t45, t44);
    }
    return 0;
}
