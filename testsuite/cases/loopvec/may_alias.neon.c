/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
void scale(int n, float *a, const float *b) {
    int t13;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - ((unsigned long)b + 4UL));
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + 4UL)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at may_alias.c:7 vectorized: VF 4, UF 4, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + ((int)i_vec + 1));
            float32x4_t t6 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            vst1q_f32(a + i_vec, t6);
            long t7 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + ((int)t7 + 1));
            float32x4_t t8 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            vst1q_f32(a + t7, t8);
            long t9 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + ((int)t9 + 1));
            float32x4_t t10 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            vst1q_f32(a + t9, t10);
            long t11 = i_vec + 12L;
            float32x4_t b_v_3 = vld1q_f32(b + ((int)t11 + 1));
            float32x4_t t12 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            vst1q_f32(a + t11, t12);
            i_vec += 16L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    long t17 = (long)((unsigned long)a + (unsigned long)((long)t13 * 4L) - ((unsigned long)b + (unsigned long)((long)t13 * 4L + 4L)));
    if ((t14 >= 4L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L + 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 8L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 16L)))) {
        long t18 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at may_alias.c:7 vector epilogue: VF 4, UF 1, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t19 = (long)t13 + i_vec_1;
            float32x4_t b_v_4 = vld1q_f32(b + ((int)t19 + 1));
            float32x4_t t20 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
            vst1q_f32(a + t19, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t13 + t18);
    } else {
        i = t13;
    }
    while (i < n) {
        int t21 = i + 1;
        a[i] = b[t21] * 2.0f;
        i = t21;
    }
}

static float buf[2100];

static void reset(void) {
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(11));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at may_alias.c:14 vectorized: VF 4, UF 4, the remainder at 15:25 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        float32x4_t t8 = vcvtq_f32_s32(t1);
        vst1q_f32(&buf[i_vec], t8);
        int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t10 = vreinterpretq_u32_s32(t9);
        uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(11));
        uint32x4_t t12 = vminq_u32(t10, t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        float32x4_t t14 = vcvtq_f32_s32(t13);
        vst1q_f32(&buf[i_vec + 4L], t14);
        int32x4_t t15 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(11));
        uint32x4_t t18 = vminq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        float32x4_t t20 = vcvtq_f32_s32(t19);
        vst1q_f32(&buf[i_vec + 8L], t20);
        int32x4_t t21 = vaddq_s32(t1, vdupq_n_s32(1));
        uint32x4_t t22 = vreinterpretq_u32_s32(t21);
        uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(11));
        uint32x4_t t24 = vminq_u32(t22, t23);
        int32x4_t t25 = vreinterpretq_s32_u32(t24);
        float32x4_t t26 = vcvtq_f32_s32(t25);
        vst1q_f32(&buf[i_vec + 12L], t26);
        i_vec += 16L;
        int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(5));
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(11));
        uint32x4_t t30 = vminq_u32(t28, t29);
        t1 = vreinterpretq_s32_u32(t30);
    } while (i_vec < 2096L);
    int32x4_t t31 = vdupq_n_s32(6);
    int32x4_t t32 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t33 = vreinterpretq_u32_s32(t32);
    uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(11));
    uint32x4_t t35 = vminq_u32(t33, t34);
    int32x4_t t2 = vreinterpretq_s32_u32(t35);
    long i_vec_1 = 0L;
    /* vcc: loop at may_alias.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        float32x4_t t36 = vcvtq_f32_s32(t2);
        vst1q_f32(&buf[2096L + i_vec_1], t36);
        i_vec_1 += 4L;
        int32x4_t t37 = vaddq_s32(t2, vdupq_n_s32(4));
        uint32x4_t t38 = vreinterpretq_u32_s32(t37);
        uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(11));
        uint32x4_t t40 = vminq_u32(t38, t39);
        t2 = vreinterpretq_s32_u32(t40);
    } while (i_vec_1 < 4L);
}

static double checksum(void) {
    double s = 0;
    for (int i = 0; i < 2100; i++)
        s += buf[i] * (i % 3 + 1);
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        reset();
        scale(n, buf, buf + 1050); /* disjoint */
        double disjoint = checksum();
        reset();
        scale(n, buf, buf); /* overlapping: a[i] = b[i+1] reads ahead of the writes */
        double ahead = checksum();
        reset();
        scale(n, buf + 2, buf); /* overlapping: reads what earlier iterations wrote */
        double behind = checksum();
        printf("n=%d %.1f %.1f %.1f\n", n, disjoint, ahead, behind);
    }
    return 0;
}
