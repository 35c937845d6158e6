/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
void down(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at count_down.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            int32x4_t t5 = vld1q_s32(b + t4 + -3);
            int32x4_t t6 = vmulq_s32(t5, vdupq_n_s32(2));
            vst1q_s32(a + t4 + -3, t6);
            long t7 = (long)t1 + (i_vec + 4L) * -1L;
            int32x4_t t8 = vld1q_s32(b + t7 + -3);
            int32x4_t t9 = vmulq_s32(t8, vdupq_n_s32(2));
            vst1q_s32(a + t7 + -3, t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            int32x4_t t11 = vld1q_s32(b + t10 + -3);
            int32x4_t t12 = vmulq_s32(t11, vdupq_n_s32(2));
            vst1q_s32(a + t10 + -3, t12);
            long t13 = (long)t1 + (i_vec + 12L) * -1L;
            int32x4_t t14 = vld1q_s32(b + t13 + -3);
            int32x4_t t15 = vmulq_s32(t14, vdupq_n_s32(2));
            vst1q_s32(a + t13 + -3, t15);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at count_down.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)t1 + i_vec_1 * -1L;
            int32x4_t t19 = vld1q_s32(b + t18 + -3);
            int32x4_t t20 = vmulq_s32(t19, vdupq_n_s32(2));
            vst1q_s32(a + t18 + -3, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t21 = (long)i;
        a[t21] = b[t21] * 2;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(19));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at count_down.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vst1q_s32(&b[i_vec], t1);
        int32x4_t t8 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t9 = vreinterpretq_u32_s32(t8);
        uint32x4_t t10 = vsubq_u32(t9, vdupq_n_u32(19));
        uint32x4_t t11 = vminq_u32(t9, t10);
        int32x4_t t12 = vreinterpretq_s32_u32(t11);
        vst1q_s32(&b[i_vec + 4L], t12);
        int32x4_t t13 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t14 = vreinterpretq_u32_s32(t13);
        uint32x4_t t15 = vsubq_u32(t14, vdupq_n_u32(19));
        uint32x4_t t16 = vminq_u32(t14, t15);
        int32x4_t t17 = vreinterpretq_s32_u32(t16);
        vst1q_s32(&b[i_vec + 8L], t17);
        int32x4_t t18 = vaddq_s32(t1, vdupq_n_s32(12));
        uint32x4_t t19 = vreinterpretq_u32_s32(t18);
        uint32x4_t t20 = vsubq_u32(t19, vdupq_n_u32(19));
        uint32x4_t t21 = vminq_u32(t19, t20);
        int32x4_t t22 = vreinterpretq_s32_u32(t21);
        vst1q_s32(&b[i_vec + 12L], t22);
        i_vec += 16L;
        int32x4_t t23 = vaddq_s32(t1, vdupq_n_s32(16));
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        uint32x4_t t25 = vsubq_u32(t24, vdupq_n_u32(19));
        uint32x4_t t26 = vminq_u32(t24, t25);
        t1 = vreinterpretq_s32_u32(t26);
    } while (i_vec < 992L);
    int32x4_t t27 = vdupq_n_s32(4);
    int32x4_t t28 = vaddq_s32(t27, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t29 = vreinterpretq_u32_s32(t28);
    uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(19));
    uint32x4_t t31 = vminq_u32(t29, t30);
    int32x4_t t2 = vreinterpretq_s32_u32(t31);
    long i_vec_1 = 0L;
    /* vcc: loop at count_down.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        vst1q_s32(&b[992L + i_vec_1], t2);
        i_vec_1 += 4L;
        int32x4_t t32 = vaddq_s32(t2, vdupq_n_s32(4));
        uint32x4_t t33 = vreinterpretq_u32_s32(t32);
        uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(19));
        uint32x4_t t35 = vminq_u32(t33, t34);
        t2 = vreinterpretq_s32_u32(t35);
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        b[i] = i % 19;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_down.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_s32(&a[i_vec_2], vdupq_n_s32(0));
            vst1q_s32(&a[i_vec_2 + 4L], vdupq_n_s32(0));
            vst1q_s32(&a[i_vec_2 + 8L], vdupq_n_s32(0));
            vst1q_s32(&a[i_vec_2 + 12L], vdupq_n_s32(0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_down.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_s32(&a[992L + i_vec_3], vdupq_n_s32(0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        a[1000] = 0;
        a[1001] = 0;
        a[1002] = 0;
        down(n, a, b);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)a[i_1];
            i_1++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
