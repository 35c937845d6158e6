/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
int fill(int n, int *restrict a) {
    int i;
    int s;
    int t27;
    int t28;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at do_while.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int *t5 = a + i_vec;
            int32x4_t t6 = vmulq_s32(i_v_2, vdupq_n_s32(5));
            vst1q_s32(t5, t6);
            int32x4_t a_v = vld1q_s32(t5);
            int32x4_t t7 = veorq_s32(a_v, i_v_2);
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            s_v = vaddq_u32(s_v, t8);
            uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t9);
            int *t10 = a + (i_vec + 4L);
            int32x4_t t11 = vmulq_s32(i_v_3, vdupq_n_s32(5));
            vst1q_s32(t10, t11);
            int32x4_t a_v_1 = vld1q_s32(t10);
            int32x4_t t12 = veorq_s32(a_v_1, i_v_3);
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            s_v_1 = vaddq_u32(s_v_1, t13);
            uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t14);
            int *t15 = a + (i_vec + 8L);
            int32x4_t t16 = vmulq_s32(i_v_4, vdupq_n_s32(5));
            vst1q_s32(t15, t16);
            int32x4_t a_v_2 = vld1q_s32(t15);
            int32x4_t t17 = veorq_s32(a_v_2, i_v_4);
            uint32x4_t t18 = vreinterpretq_u32_s32(t17);
            s_v_2 = vaddq_u32(s_v_2, t18);
            uint32x4_t t19 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t19);
            int *t20 = a + (i_vec + 12L);
            int32x4_t t21 = vmulq_s32(i_v_5, vdupq_n_s32(5));
            vst1q_s32(t20, t21);
            int32x4_t a_v_3 = vld1q_s32(t20);
            int32x4_t t22 = veorq_s32(a_v_3, i_v_5);
            uint32x4_t t23 = vreinterpretq_u32_s32(t22);
            s_v_3 = vaddq_u32(s_v_3, t23);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        uint32x4_t t24 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t25 = vaddq_u32(t24, s_v_2);
        uint32x4_t t26 = vaddq_u32(t25, s_v_3);
        t27 = (int)t2;
        t28 = (int)vaddvq_u32(t26);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L + -1L;
    if (t29 >= 4L) {
        long t30 = t29 & -4L;
        int32x4_t t31 = vdupq_n_s32(t27);
        uint32x4_t t32 = vreinterpretq_u32_s32(t31);
        uint32x4_t i_v_1 = vaddq_u32(t32, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at do_while.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int *t33 = a + ((long)t27 + i_vec_1);
            int32x4_t t34 = vmulq_s32(i_v_6, vdupq_n_s32(5));
            vst1q_s32(t33, t34);
            int32x4_t a_v_4 = vld1q_s32(t33);
            int32x4_t t35 = veorq_s32(a_v_4, i_v_6);
            uint32x4_t t36 = vreinterpretq_u32_s32(t35);
            s_v_4 = vaddq_u32(s_v_4, t36);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t30);
        i = (int)((long)t27 + t30);
        s = (int)((unsigned int)t28 + vaddvq_u32(s_v_4));
    } else {
        i = t27;
        s = t28;
    }
    for (;;) {
        int *t37 = a + i;
        *t37 = i * 5;
        s += *t37 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at do_while.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_s32(&a[i_vec], vdupq_n_s32(-1));
            vst1q_s32(&a[i_vec + 4L], vdupq_n_s32(-1));
            vst1q_s32(&a[i_vec + 8L], vdupq_n_s32(-1));
            vst1q_s32(&a[i_vec + 12L], vdupq_n_s32(-1));
            i_vec += 16L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at do_while.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_s32(&a[992L + i_vec_1], vdupq_n_s32(-1));
            i_vec_1 += 4L;
        } while (i_vec_1 < 8L);
        a[1000] = -1;
        a[1001] = -1;
        a[1002] = -1;
        int r = fill(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 17L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
        c++;
    }
    return 0;
}
