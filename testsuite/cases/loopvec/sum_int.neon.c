/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
int sum(int n, const int *a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at sum_int.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(a_v);
            s_v = vaddq_u32(s_v, t3);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_1);
            s_v_1 = vaddq_u32(s_v_1, t4);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v_2);
            s_v_2 = vaddq_u32(s_v_2, t5);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_3);
            s_v_3 = vaddq_u32(s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t7 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t8 = vaddq_u32(t7, s_v_2);
        uint32x4_t t9 = vaddq_u32(t8, s_v_3);
        t10 = (int)t2;
        t11 = (int)vaddvq_u32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at sum_int.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t10 + i_vec_1));
            uint32x4_t t14 = vreinterpretq_u32_s32(a_v_4);
            s_v_4 = vaddq_u32(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vaddvq_u32(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(101));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at sum_int.c:15 vectorized: VF 4, UF 4, the remainder at 16:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t t8 = vsubq_s32(t1, vdupq_n_s32(50));
        vst1q_s32(&a[i_vec], t8);
        int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(47));
        uint32x4_t t10 = vreinterpretq_u32_s32(t9);
        uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(101));
        uint32x4_t t12 = vminq_u32(t10, t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        int32x4_t t14 = vsubq_s32(t13, vdupq_n_s32(50));
        vst1q_s32(&a[i_vec + 4L], t14);
        int32x4_t t15 = vaddq_s32(t1, vdupq_n_s32(94));
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(101));
        uint32x4_t t18 = vminq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        int32x4_t t20 = vsubq_s32(t19, vdupq_n_s32(50));
        vst1q_s32(&a[i_vec + 8L], t20);
        int32x4_t t21 = vaddq_s32(t1, vdupq_n_s32(40));
        uint32x4_t t22 = vreinterpretq_u32_s32(t21);
        uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(101));
        uint32x4_t t24 = vminq_u32(t22, t23);
        int32x4_t t25 = vreinterpretq_s32_u32(t24);
        int32x4_t t26 = vsubq_s32(t25, vdupq_n_s32(50));
        vst1q_s32(&a[i_vec + 12L], t26);
        i_vec += 16L;
        int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(87));
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(101));
        uint32x4_t t30 = vminq_u32(t28, t29);
        t1 = vreinterpretq_s32_u32(t30);
    } while (i_vec < 992L);
    int32x4_t t31 = vdupq_n_s32(41);
    int32x4_t t32 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
    uint32x4_t t33 = vreinterpretq_u32_s32(t32);
    uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(101));
    uint32x4_t t35 = vminq_u32(t33, t34);
    int32x4_t t2 = vreinterpretq_s32_u32(t35);
    long i_vec_1 = 0L;
    /* vcc: loop at sum_int.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t t36 = vsubq_s32(t2, vdupq_n_s32(50));
        vst1q_s32(&a[992L + i_vec_1], t36);
        i_vec_1 += 4L;
        int32x4_t t37 = vaddq_s32(t2, vdupq_n_s32(47));
        uint32x4_t t38 = vreinterpretq_u32_s32(t37);
        uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(101));
        uint32x4_t t40 = vminq_u32(t38, t39);
        t2 = vreinterpretq_s32_u32(t40);
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t41 = &counts[c];
        int t42 = sum(*t41, a);
        printf("sum(%d) = %d\n", *t41, t42);
    }
    return 0;
}
