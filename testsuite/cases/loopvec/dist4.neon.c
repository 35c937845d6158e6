/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
void shift4(int n, int *a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at dist4.c:6 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vaddq_s32(a_v, vdupq_n_s32(1));
            vst1q_s32(a + ((int)i_vec + 4), t3);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 4] = a[i] + 1;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        int32x4_t t2 = vdupq_n_s32(0);
        int32x4_t t3 = vaddq_s32(t2, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t t5 = vsubq_u32(t4, vdupq_n_u32(9));
        uint32x4_t t6 = vminq_u32(t4, t5);
        int32x4_t t1 = vreinterpretq_s32_u32(t6);
        long i_vec = 0L;
        /* vcc: loop at dist4.c:15 vectorized: VF 4, UF 4, the remainder at 16:20 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            vst1q_s32(&a[i_vec], t1);
            int32x4_t t7 = vaddq_s32(t1, vdupq_n_s32(4));
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            uint32x4_t t9 = vsubq_u32(t8, vdupq_n_u32(9));
            uint32x4_t t10 = vminq_u32(t8, t9);
            int32x4_t t11 = vreinterpretq_s32_u32(t10);
            vst1q_s32(&a[i_vec + 4L], t11);
            int32x4_t t12 = vaddq_s32(t1, vdupq_n_s32(8));
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            uint32x4_t t14 = vsubq_u32(t13, vdupq_n_u32(9));
            uint32x4_t t15 = vminq_u32(t13, t14);
            int32x4_t t16 = vreinterpretq_s32_u32(t15);
            vst1q_s32(&a[i_vec + 8L], t16);
            int32x4_t t17 = vaddq_s32(t1, vdupq_n_s32(3));
            uint32x4_t t18 = vreinterpretq_u32_s32(t17);
            uint32x4_t t19 = vsubq_u32(t18, vdupq_n_u32(9));
            uint32x4_t t20 = vminq_u32(t18, t19);
            int32x4_t t21 = vreinterpretq_s32_u32(t20);
            vst1q_s32(&a[i_vec + 12L], t21);
            i_vec += 16L;
            int32x4_t t22 = vaddq_s32(t1, vdupq_n_s32(7));
            uint32x4_t t23 = vreinterpretq_u32_s32(t22);
            uint32x4_t t24 = vsubq_u32(t23, vdupq_n_u32(9));
            uint32x4_t t25 = vminq_u32(t23, t24);
            int32x4_t t26 = vreinterpretq_s32_u32(t25);
            if (i_vec >= 1008L) {
                break;
            }
            t1 = t26;
        }
        a[1008] = 0;
        a[1009] = 1;
        shift4(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1010) {
            check = check * 7L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
