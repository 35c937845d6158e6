/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
void add_const(int n, int *restrict a, const int *restrict b, int c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t c_v = vdupq_n_s32(c);
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t3 = vaddq_s32(b_v, c_v);
            vst1q_s32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t4);
            int32x4_t t5 = vaddq_s32(b_v_1, c_v);
            vst1q_s32(a + t4, t5);
            long t6 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t6);
            int32x4_t t7 = vaddq_s32(b_v_2, c_v);
            vst1q_s32(a + t6, t7);
            long t8 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t8);
            int32x4_t t9 = vaddq_s32(b_v_3, c_v);
            vst1q_s32(a + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        int32x4_t c_v_1 = vdupq_n_s32(c);
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t13);
            int32x4_t t14 = vaddq_s32(b_v_4, c_v_1);
            vst1q_s32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[t15] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        int32x4_t t1 = vdupq_n_s32(0);
        uint32x4_t t2 = vreinterpretq_u32_s32(t1);
        uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            vst1q_s32(&a[i_vec], vdupq_n_s32(-1));
            int32x4_t t3 = vmulq_s32(i_v_2, vdupq_n_s32(3));
            vst1q_s32(&b[i_vec], t3);
            long t4 = i_vec + 4L;
            uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t5);
            vst1q_s32(&a[t4], vdupq_n_s32(-1));
            int32x4_t t6 = vmulq_s32(i_v_3, vdupq_n_s32(3));
            vst1q_s32(&b[t4], t6);
            long t7 = i_vec + 8L;
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t8);
            vst1q_s32(&a[t7], vdupq_n_s32(-1));
            int32x4_t t9 = vmulq_s32(i_v_4, vdupq_n_s32(3));
            vst1q_s32(&b[t7], t9);
            long t10 = i_vec + 12L;
            uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t11);
            vst1q_s32(&a[t10], vdupq_n_s32(-1));
            int32x4_t t12 = vmulq_s32(i_v_5, vdupq_n_s32(3));
            vst1q_s32(&b[t10], t12);
            i_vec += 16L;
            uint32x4_t t13 = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec >= 992L) {
                break;
            }
            i_v = t13;
        }
        int32x4_t t14 = vdupq_n_s32(992);
        uint32x4_t t15 = vreinterpretq_u32_s32(t14);
        uint32x4_t i_v_1 = vaddq_u32(t15, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t16 = 992L + i_vec_1;
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            vst1q_s32(&a[t16], vdupq_n_s32(-1));
            int32x4_t t17 = vmulq_s32(i_v_6, vdupq_n_s32(3));
            vst1q_s32(&b[t16], t17);
            i_vec_1 += 4L;
            uint32x4_t t18 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = t18;
        }
        a[1000] = -1;
        b[1000] = 3000;
        a[1001] = -1;
        b[1001] = 3003;
        a[1002] = -1;
        b[1002] = 3006;
        add_const(n, a, b, 42);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 31L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
