/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
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
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at sum_wrap.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
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
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = i % 2 == 0 ? INT_MAX - i : -(INT_MAX - (i - 1));
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
        printf("sum(%d) = %d\n", counts[c], sum(counts[c], a));
    return 0;
}
