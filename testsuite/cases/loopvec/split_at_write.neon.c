/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 13 */
/* Loops that read one element their own store writes in some iteration K (`split_loops.rs`):
 * split after K, each part reads the element before it (`hoist_loads.rs`) and vectorizes. Both
 * parts are loops of their own here (the first part of `first` runs one iteration). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The middle element. */
void middle(void) {
    float t1 = a[500];
    float32x4_t a_v = vdupq_n_f32(t1);
    float32x4_t t2 = vmulq_f32(a_v, vdupq_n_f32(0.25f));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        float32x4_t b_v = vld1q_f32(&b[i_vec]);
        float32x4_t t3 = vaddq_f32(t2, b_v);
        vst1q_f32(&a[i_vec], t3);
        long t4 = i_vec + 4L;
        float32x4_t b_v_1 = vld1q_f32(&b[t4]);
        float32x4_t t5 = vaddq_f32(t2, b_v_1);
        vst1q_f32(&a[t4], t5);
        long t6 = i_vec + 8L;
        float32x4_t b_v_2 = vld1q_f32(&b[t6]);
        float32x4_t t7 = vaddq_f32(t2, b_v_2);
        vst1q_f32(&a[t6], t7);
        long t8 = i_vec + 12L;
        float32x4_t b_v_3 = vld1q_f32(&b[t8]);
        float32x4_t t9 = vaddq_f32(t2, b_v_3);
        vst1q_f32(&a[t8], t9);
        i_vec += 16L;
    } while (i_vec < 496L);
    float32x4_t a_v_1 = vdupq_n_f32(t1);
    float32x4_t t10 = vmulq_f32(a_v_1, vdupq_n_f32(0.25f));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t11 = 496L + i_vec_1;
        float32x4_t b_v_4 = vld1q_f32(&b[t11]);
        float32x4_t t12 = vaddq_f32(t10, b_v_4);
        vst1q_f32(&a[t11], t12);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i = 500; i < 501; i++) {
        long t13 = (long)i;
        a[t13] = t1 * 0.25f + b[t13];
    }
    float t14 = a[500];
    float32x4_t a_v_2 = vdupq_n_f32(t14);
    float32x4_t t15 = vmulq_f32(a_v_2, vdupq_n_f32(0.25f));
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t16 = 501L + i_vec_2;
        float32x4_t b_v_5 = vld1q_f32(&b[t16]);
        float32x4_t t17 = vaddq_f32(t15, b_v_5);
        vst1q_f32(&a[t16], t17);
        long t18 = 501L + (i_vec_2 + 4L);
        float32x4_t b_v_6 = vld1q_f32(&b[t18]);
        float32x4_t t19 = vaddq_f32(t15, b_v_6);
        vst1q_f32(&a[t18], t19);
        long t20 = 501L + (i_vec_2 + 8L);
        float32x4_t b_v_7 = vld1q_f32(&b[t20]);
        float32x4_t t21 = vaddq_f32(t15, b_v_7);
        vst1q_f32(&a[t20], t21);
        long t22 = 501L + (i_vec_2 + 12L);
        float32x4_t b_v_8 = vld1q_f32(&b[t22]);
        float32x4_t t23 = vaddq_f32(t15, b_v_8);
        vst1q_f32(&a[t22], t23);
        i_vec_2 += 16L;
    } while (i_vec_2 < 496L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t24 = (long)i_1;
        a[t24] = t14 * 0.25f + b[t24];
    }
}

/* The first element, written by the first iteration. */
void first(void) {
    int t1 = c[0];
    for (int i = 0; i < 1; i++) {
        long t2 = (long)i;
        c[t2] = t1 * 3 + d[t2];
    }
    int t3 = c[0];
    int32x4_t c_v = vdupq_n_s32(t3);
    int32x4_t t4 = vmulq_s32(c_v, vdupq_n_s32(3));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t5 = 1L + i_vec;
        int32x4_t d_v = vld1q_s32(&d[t5]);
        int32x4_t t6 = vaddq_s32(t4, d_v);
        vst1q_s32(&c[t5], t6);
        long t7 = 1L + (i_vec + 4L);
        int32x4_t d_v_1 = vld1q_s32(&d[t7]);
        int32x4_t t8 = vaddq_s32(t4, d_v_1);
        vst1q_s32(&c[t7], t8);
        long t9 = 1L + (i_vec + 8L);
        int32x4_t d_v_2 = vld1q_s32(&d[t9]);
        int32x4_t t10 = vaddq_s32(t4, d_v_2);
        vst1q_s32(&c[t9], t10);
        long t11 = 1L + (i_vec + 12L);
        int32x4_t d_v_3 = vld1q_s32(&d[t11]);
        int32x4_t t12 = vaddq_s32(t4, d_v_3);
        vst1q_s32(&c[t11], t12);
        i_vec += 16L;
    } while (i_vec < 992L);
    int32x4_t c_v_1 = vdupq_n_s32(t3);
    int32x4_t t13 = vmulq_s32(c_v_1, vdupq_n_s32(3));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t14 = 993L + i_vec_1;
        int32x4_t d_v_4 = vld1q_s32(&d[t14]);
        int32x4_t t15 = vaddq_s32(t13, d_v_4);
        vst1q_s32(&c[t14], t15);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t16 = (long)i_1;
        c[t16] = t3 * 3 + d[t16];
    }
}

/* Up to and including a bound, with a sum carried across the split. */
long up_to(void) {
    int t1 = c[300];
    int32x2_t c_v = vdup_n_s32(t1);
    long i_vec = 0L;
    uint64x2_t sum_v = vdupq_n_u64(0LL);
    uint64x2_t sum_v_1 = vdupq_n_u64(0LL);
    uint64x2_t sum_v_2 = vdupq_n_u64(0LL);
    uint64x2_t sum_v_3 = vdupq_n_u64(0LL);
    /* vcc: loop at split_at_write.c:26 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
    do {
        long t2 = 3L + i_vec;
        int *t3 = &d[t2];
        int32x2_t d_v = vld1_s32(t3);
        int32x2_t t4 = vsub_s32(c_v, d_v);
        vst1_s32(&c[t2], t4);
        int32x2_t d_v_1 = vld1_s32(t3);
        int64x2_t t5 = vmovl_s32(d_v_1);
        uint64x2_t t6 = vreinterpretq_u64_s64(t5);
        sum_v = vaddq_u64(sum_v, t6);
        long t7 = 3L + (i_vec + 2L);
        int *t8 = &d[t7];
        int32x2_t d_v_2 = vld1_s32(t8);
        int32x2_t t9 = vsub_s32(c_v, d_v_2);
        vst1_s32(&c[t7], t9);
        int32x2_t d_v_3 = vld1_s32(t8);
        int64x2_t t10 = vmovl_s32(d_v_3);
        uint64x2_t t11 = vreinterpretq_u64_s64(t10);
        sum_v_1 = vaddq_u64(sum_v_1, t11);
        long t12 = 3L + (i_vec + 4L);
        int *t13 = &d[t12];
        int32x2_t d_v_4 = vld1_s32(t13);
        int32x2_t t14 = vsub_s32(c_v, d_v_4);
        vst1_s32(&c[t12], t14);
        int32x2_t d_v_5 = vld1_s32(t13);
        int64x2_t t15 = vmovl_s32(d_v_5);
        uint64x2_t t16 = vreinterpretq_u64_s64(t15);
        sum_v_2 = vaddq_u64(sum_v_2, t16);
        long t17 = 3L + (i_vec + 6L);
        int *t18 = &d[t17];
        int32x2_t d_v_6 = vld1_s32(t18);
        int32x2_t t19 = vsub_s32(c_v, d_v_6);
        vst1_s32(&c[t17], t19);
        int32x2_t d_v_7 = vld1_s32(t18);
        int64x2_t t20 = vmovl_s32(d_v_7);
        uint64x2_t t21 = vreinterpretq_u64_s64(t20);
        sum_v_3 = vaddq_u64(sum_v_3, t21);
        i_vec += 8L;
    } while (i_vec < 296L);
    uint64x2_t t22 = vaddq_u64(sum_v, sum_v_1);
    uint64x2_t t23 = vaddq_u64(t22, sum_v_2);
    uint64x2_t t24 = vaddq_u64(t23, sum_v_3);
    long t25 = (long)vaddvq_u64(t24);
    int32x2_t c_v_1 = vdup_n_s32(t1);
    long i_vec_1 = 0L;
    uint64x2_t sum_v_4 = vdupq_n_u64(0LL);
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t26 = 299L + i_vec_1;
        int *t27 = &d[t26];
        int32x2_t d_v_8 = vld1_s32(t27);
        int32x2_t t28 = vsub_s32(c_v_1, d_v_8);
        vst1_s32(&c[t26], t28);
        int32x2_t d_v_9 = vld1_s32(t27);
        int64x2_t t29 = vmovl_s32(d_v_9);
        uint64x2_t t30 = vreinterpretq_u64_s64(t29);
        sum_v_4 = vaddq_u64(sum_v_4, t30);
        i_vec_1 += 2L;
    } while (i_vec_1 < 2L);
    long t31 = (long)((unsigned long)t25 + vaddvq_u64(sum_v_4));
    int t32 = c[300];
    int32x2_t c_v_2 = vdup_n_s32(t32);
    long i_vec_2 = 0L;
    uint64x2_t sum_v_5 = vdupq_n_u64(0LL);
    uint64x2_t sum_v_6 = vdupq_n_u64(0LL);
    uint64x2_t sum_v_7 = vdupq_n_u64(0LL);
    uint64x2_t sum_v_8 = vdupq_n_u64(0LL);
    /* vcc: loop at split_at_write.c:26 vectorized: VF 2, UF 4, scalar epilogue */
    do {
        long t33 = 301L + i_vec_2;
        int *t34 = &d[t33];
        int32x2_t d_v_10 = vld1_s32(t34);
        int32x2_t t35 = vsub_s32(c_v_2, d_v_10);
        vst1_s32(&c[t33], t35);
        int32x2_t d_v_11 = vld1_s32(t34);
        int64x2_t t36 = vmovl_s32(d_v_11);
        uint64x2_t t37 = vreinterpretq_u64_s64(t36);
        sum_v_5 = vaddq_u64(sum_v_5, t37);
        long t38 = 301L + (i_vec_2 + 2L);
        int *t39 = &d[t38];
        int32x2_t d_v_12 = vld1_s32(t39);
        int32x2_t t40 = vsub_s32(c_v_2, d_v_12);
        vst1_s32(&c[t38], t40);
        int32x2_t d_v_13 = vld1_s32(t39);
        int64x2_t t41 = vmovl_s32(d_v_13);
        uint64x2_t t42 = vreinterpretq_u64_s64(t41);
        sum_v_6 = vaddq_u64(sum_v_6, t42);
        long t43 = 301L + (i_vec_2 + 4L);
        int *t44 = &d[t43];
        int32x2_t d_v_14 = vld1_s32(t44);
        int32x2_t t45 = vsub_s32(c_v_2, d_v_14);
        vst1_s32(&c[t43], t45);
        int32x2_t d_v_15 = vld1_s32(t44);
        int64x2_t t46 = vmovl_s32(d_v_15);
        uint64x2_t t47 = vreinterpretq_u64_s64(t46);
        sum_v_7 = vaddq_u64(sum_v_7, t47);
        long t48 = 301L + (i_vec_2 + 6L);
        int *t49 = &d[t48];
        int32x2_t d_v_16 = vld1_s32(t49);
        int32x2_t t50 = vsub_s32(c_v_2, d_v_16);
        vst1_s32(&c[t48], t50);
        int32x2_t d_v_17 = vld1_s32(t49);
        int64x2_t t51 = vmovl_s32(d_v_17);
        uint64x2_t t52 = vreinterpretq_u64_s64(t51);
        sum_v_8 = vaddq_u64(sum_v_8, t52);
        i_vec_2 += 8L;
    } while (i_vec_2 < 600L);
    uint64x2_t t53 = vaddq_u64(sum_v_5, sum_v_6);
    uint64x2_t t54 = vaddq_u64(t53, sum_v_7);
    uint64x2_t t55 = vaddq_u64(t54, sum_v_8);
    long t56 = (long)((unsigned long)t31 + vaddvq_u64(t55));
    return t56;
}

/* Walking down. */
void down(void) {
    float t1 = a[700];
    float32x4_t a_v = vdupq_n_f32(t1);
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t2 = 999L + i_vec * -1L;
        float32x4_t t3 = vld1q_f32(&b[t2] + -3);
        float32x4_t t4 = vsubq_f32(t3, a_v);
        vst1q_f32(&a[t2] + -3, t4);
        long t5 = 999L + (i_vec + 4L) * -1L;
        float32x4_t t6 = vld1q_f32(&b[t5] + -3);
        float32x4_t t7 = vsubq_f32(t6, a_v);
        vst1q_f32(&a[t5] + -3, t7);
        long t8 = 999L + (i_vec + 8L) * -1L;
        float32x4_t t9 = vld1q_f32(&b[t8] + -3);
        float32x4_t t10 = vsubq_f32(t9, a_v);
        vst1q_f32(&a[t8] + -3, t10);
        long t11 = 999L + (i_vec + 12L) * -1L;
        float32x4_t t12 = vld1q_f32(&b[t11] + -3);
        float32x4_t t13 = vsubq_f32(t12, a_v);
        vst1q_f32(&a[t11] + -3, t13);
        i_vec += 16L;
    } while (i_vec < 288L);
    float32x4_t a_v_1 = vdupq_n_f32(t1);
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t14 = 711L + i_vec_1 * -1L;
        float32x4_t t15 = vld1q_f32(&b[t14] + -3);
        float32x4_t t16 = vsubq_f32(t15, a_v_1);
        vst1q_f32(&a[t14] + -3, t16);
        i_vec_1 += 4L;
    } while (i_vec_1 < 12L);
    float t17 = a[700];
    float32x4_t a_v_2 = vdupq_n_f32(t17);
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t18 = 699L + i_vec_2 * -1L;
        float32x4_t t19 = vld1q_f32(&b[t18] + -3);
        float32x4_t t20 = vsubq_f32(t19, a_v_2);
        vst1q_f32(&a[t18] + -3, t20);
        long t21 = 699L + (i_vec_2 + 4L) * -1L;
        float32x4_t t22 = vld1q_f32(&b[t21] + -3);
        float32x4_t t23 = vsubq_f32(t22, a_v_2);
        vst1q_f32(&a[t21] + -3, t23);
        long t24 = 699L + (i_vec_2 + 8L) * -1L;
        float32x4_t t25 = vld1q_f32(&b[t24] + -3);
        float32x4_t t26 = vsubq_f32(t25, a_v_2);
        vst1q_f32(&a[t24] + -3, t26);
        long t27 = 699L + (i_vec_2 + 12L) * -1L;
        float32x4_t t28 = vld1q_f32(&b[t27] + -3);
        float32x4_t t29 = vsubq_f32(t28, a_v_2);
        vst1q_f32(&a[t27] + -3, t29);
        i_vec_2 += 16L;
    } while (i_vec_2 < 688L);
    float32x4_t a_v_3 = vdupq_n_f32(t17);
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t30 = 11L + i_vec_3 * -1L;
        float32x4_t t31 = vld1q_f32(&b[t30] + -3);
        float32x4_t t32 = vsubq_f32(t31, a_v_3);
        vst1q_f32(&a[t30] + -3, t32);
        i_vec_3 += 4L;
    } while (i_vec_3 < 8L);
    for (int i = 3; i > 0; i--) {
        long t33 = (long)i;
        a[t33] = b[t33] - t17;
    }
}

/* Reads from the top while writing from the bottom: split where they meet. */
void cross(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        float32x4_t t1 = vld1q_f32(&a[999 - (int)i_vec] + -3);
        float32x4_t a_v = vextq_f32(vrev64q_f32(t1), vrev64q_f32(t1), 2);
        float *t2 = &b[i_vec];
        float32x4_t b_v = vld1q_f32(t2);
        float32x4_t x_v = vaddq_f32(a_v, b_v);
        float32x4_t t3 = vsubq_f32(x_v, vdupq_n_f32(1.0f));
        vst1q_f32(&a[i_vec], t3);
        vst1q_f32(t2, x_v);
        long t4 = i_vec + 4L;
        float32x4_t t5 = vld1q_f32(&a[999 - (int)t4] + -3);
        float32x4_t a_v_1 = vextq_f32(vrev64q_f32(t5), vrev64q_f32(t5), 2);
        float *t6 = &b[t4];
        float32x4_t b_v_1 = vld1q_f32(t6);
        float32x4_t x_v_1 = vaddq_f32(a_v_1, b_v_1);
        float32x4_t t7 = vsubq_f32(x_v_1, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t4], t7);
        vst1q_f32(t6, x_v_1);
        long t8 = i_vec + 8L;
        float32x4_t t9 = vld1q_f32(&a[999 - (int)t8] + -3);
        float32x4_t a_v_2 = vextq_f32(vrev64q_f32(t9), vrev64q_f32(t9), 2);
        float *t10 = &b[t8];
        float32x4_t b_v_2 = vld1q_f32(t10);
        float32x4_t x_v_2 = vaddq_f32(a_v_2, b_v_2);
        float32x4_t t11 = vsubq_f32(x_v_2, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t8], t11);
        vst1q_f32(t10, x_v_2);
        long t12 = i_vec + 12L;
        float32x4_t t13 = vld1q_f32(&a[999 - (int)t12] + -3);
        float32x4_t a_v_3 = vextq_f32(vrev64q_f32(t13), vrev64q_f32(t13), 2);
        float *t14 = &b[t12];
        float32x4_t b_v_3 = vld1q_f32(t14);
        float32x4_t x_v_3 = vaddq_f32(a_v_3, b_v_3);
        float32x4_t t15 = vsubq_f32(x_v_3, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t12], t15);
        vst1q_f32(t14, x_v_3);
        i_vec += 16L;
    } while (i_vec < 496L);
    for (int i = 496; i < 500; i++) {
        long t16 = (long)i;
        float *t17 = &b[t16];
        float x = a[999 - i] + *t17;
        a[t16] = x - 1.0f;
        *t17 = x;
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t18 = 500L + i_vec_1;
        float32x4_t t19 = vld1q_f32(&a[999 - (int)t18] + -3);
        float32x4_t a_v_4 = vextq_f32(vrev64q_f32(t19), vrev64q_f32(t19), 2);
        float *t20 = &b[t18];
        float32x4_t b_v_4 = vld1q_f32(t20);
        float32x4_t x_v_4 = vaddq_f32(a_v_4, b_v_4);
        float32x4_t t21 = vsubq_f32(x_v_4, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t18], t21);
        vst1q_f32(t20, x_v_4);
        long t22 = 500L + (i_vec_1 + 4L);
        float32x4_t t23 = vld1q_f32(&a[999 - (int)t22] + -3);
        float32x4_t a_v_5 = vextq_f32(vrev64q_f32(t23), vrev64q_f32(t23), 2);
        float *t24 = &b[t22];
        float32x4_t b_v_5 = vld1q_f32(t24);
        float32x4_t x_v_5 = vaddq_f32(a_v_5, b_v_5);
        float32x4_t t25 = vsubq_f32(x_v_5, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t22], t25);
        vst1q_f32(t24, x_v_5);
        long t26 = 500L + (i_vec_1 + 8L);
        float32x4_t t27 = vld1q_f32(&a[999 - (int)t26] + -3);
        float32x4_t a_v_6 = vextq_f32(vrev64q_f32(t27), vrev64q_f32(t27), 2);
        float *t28 = &b[t26];
        float32x4_t b_v_6 = vld1q_f32(t28);
        float32x4_t x_v_6 = vaddq_f32(a_v_6, b_v_6);
        float32x4_t t29 = vsubq_f32(x_v_6, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t26], t29);
        vst1q_f32(t28, x_v_6);
        long t30 = 500L + (i_vec_1 + 12L);
        float32x4_t t31 = vld1q_f32(&a[999 - (int)t30] + -3);
        float32x4_t a_v_7 = vextq_f32(vrev64q_f32(t31), vrev64q_f32(t31), 2);
        float *t32 = &b[t30];
        float32x4_t b_v_7 = vld1q_f32(t32);
        float32x4_t x_v_7 = vaddq_f32(a_v_7, b_v_7);
        float32x4_t t33 = vsubq_f32(x_v_7, vdupq_n_f32(1.0f));
        vst1q_f32(&a[t30], t33);
        vst1q_f32(t32, x_v_7);
        i_vec_1 += 16L;
    } while (i_vec_1 < 496L);
    for (int i_1 = 996; i_1 < 1000; i_1++) {
        long t34 = (long)i_1;
        float *t35 = &b[t34];
        float x_1 = a[999 - i_1] + *t35;
        a[t34] = x_1 - 1.0f;
        *t35 = x_1;
    }
}

/* The same walking down, over an odd count. */
void cross_down(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t1 = 998L + i_vec * -1L;
        int32x4_t c_v = vld1q_s32(&c[998 - (int)t1]);
        int32x4_t t2 = vmulq_s32(c_v, vdupq_n_s32(3));
        int32x4_t t3 = vld1q_s32(&d[t1] + -3);
        int32x4_t d_v = vextq_s32(vrev64q_s32(t3), vrev64q_s32(t3), 2);
        int32x4_t t4 = vaddq_s32(t2, d_v);
        int32x4_t t5 = vextq_s32(vrev64q_s32(t4), vrev64q_s32(t4), 2);
        vst1q_s32(&c[t1] + -3, t5);
        long t6 = 998L + (i_vec + 4L) * -1L;
        int32x4_t c_v_1 = vld1q_s32(&c[998 - (int)t6]);
        int32x4_t t7 = vmulq_s32(c_v_1, vdupq_n_s32(3));
        int32x4_t t8 = vld1q_s32(&d[t6] + -3);
        int32x4_t d_v_1 = vextq_s32(vrev64q_s32(t8), vrev64q_s32(t8), 2);
        int32x4_t t9 = vaddq_s32(t7, d_v_1);
        int32x4_t t10 = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
        vst1q_s32(&c[t6] + -3, t10);
        long t11 = 998L + (i_vec + 8L) * -1L;
        int32x4_t c_v_2 = vld1q_s32(&c[998 - (int)t11]);
        int32x4_t t12 = vmulq_s32(c_v_2, vdupq_n_s32(3));
        int32x4_t t13 = vld1q_s32(&d[t11] + -3);
        int32x4_t d_v_2 = vextq_s32(vrev64q_s32(t13), vrev64q_s32(t13), 2);
        int32x4_t t14 = vaddq_s32(t12, d_v_2);
        int32x4_t t15 = vextq_s32(vrev64q_s32(t14), vrev64q_s32(t14), 2);
        vst1q_s32(&c[t11] + -3, t15);
        long t16 = 998L + (i_vec + 12L) * -1L;
        int32x4_t c_v_3 = vld1q_s32(&c[998 - (int)t16]);
        int32x4_t t17 = vmulq_s32(c_v_3, vdupq_n_s32(3));
        int32x4_t t18 = vld1q_s32(&d[t16] + -3);
        int32x4_t d_v_3 = vextq_s32(vrev64q_s32(t18), vrev64q_s32(t18), 2);
        int32x4_t t19 = vaddq_s32(t17, d_v_3);
        int32x4_t t20 = vextq_s32(vrev64q_s32(t19), vrev64q_s32(t19), 2);
        vst1q_s32(&c[t16] + -3, t20);
        i_vec += 16L;
    } while (i_vec < 496L);
    for (int i = 502; i >= 500; i--) {
        long t21 = (long)i;
        c[t21] = c[998 - i] * 3 + d[t21];
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t22 = 499L + i_vec_1 * -1L;
        int32x4_t c_v_4 = vld1q_s32(&c[998 - (int)t22]);
        int32x4_t t23 = vmulq_s32(c_v_4, vdupq_n_s32(3));
        int32x4_t t24 = vld1q_s32(&d[t22] + -3);
        int32x4_t d_v_4 = vextq_s32(vrev64q_s32(t24), vrev64q_s32(t24), 2);
        int32x4_t t25 = vaddq_s32(t23, d_v_4);
        int32x4_t t26 = vextq_s32(vrev64q_s32(t25), vrev64q_s32(t25), 2);
        vst1q_s32(&c[t22] + -3, t26);
        long t27 = 499L + (i_vec_1 + 4L) * -1L;
        int32x4_t c_v_5 = vld1q_s32(&c[998 - (int)t27]);
        int32x4_t t28 = vmulq_s32(c_v_5, vdupq_n_s32(3));
        int32x4_t t29 = vld1q_s32(&d[t27] + -3);
        int32x4_t d_v_5 = vextq_s32(vrev64q_s32(t29), vrev64q_s32(t29), 2);
        int32x4_t t30 = vaddq_s32(t28, d_v_5);
        int32x4_t t31 = vextq_s32(vrev64q_s32(t30), vrev64q_s32(t30), 2);
        vst1q_s32(&c[t27] + -3, t31);
        long t32 = 499L + (i_vec_1 + 8L) * -1L;
        int32x4_t c_v_6 = vld1q_s32(&c[998 - (int)t32]);
        int32x4_t t33 = vmulq_s32(c_v_6, vdupq_n_s32(3));
        int32x4_t t34 = vld1q_s32(&d[t32] + -3);
        int32x4_t d_v_6 = vextq_s32(vrev64q_s32(t34), vrev64q_s32(t34), 2);
        int32x4_t t35 = vaddq_s32(t33, d_v_6);
        int32x4_t t36 = vextq_s32(vrev64q_s32(t35), vrev64q_s32(t35), 2);
        vst1q_s32(&c[t32] + -3, t36);
        long t37 = 499L + (i_vec_1 + 12L) * -1L;
        int32x4_t c_v_7 = vld1q_s32(&c[998 - (int)t37]);
        int32x4_t t38 = vmulq_s32(c_v_7, vdupq_n_s32(3));
        int32x4_t t39 = vld1q_s32(&d[t37] + -3);
        int32x4_t d_v_7 = vextq_s32(vrev64q_s32(t39), vrev64q_s32(t39), 2);
        int32x4_t t40 = vaddq_s32(t38, d_v_7);
        int32x4_t t41 = vextq_s32(vrev64q_s32(t40), vrev64q_s32(t40), 2);
        vst1q_s32(&c[t37] + -3, t41);
        i_vec_1 += 16L;
    } while (i_vec_1 < 496L);
    for (int i_1 = 3; i_1 >= 0; i_1--) {
        long t42 = (long)i_1;
        c[t42] = c[998 - i_1] * 3 + d[t42];
    }
}

/* Bytes, the meeting point not a multiple of the vector length. */
unsigned char bytes[N + 7];
void cross_bytes(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:57 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        uint8x16_t t1 = vld1q_u8(&bytes[1004 - (int)i_vec] + -15);
        uint8x16_t bytes_v = vextq_u8(vrev64q_u8(t1), vrev64q_u8(t1), 8);
        uint8x16_t t2 = vaddq_u8(bytes_v, vdupq_n_u8(7));
        vst1q_u8(&bytes[i_vec], t2);
        long t3 = i_vec + 16L;
        uint8x16_t t4 = vld1q_u8(&bytes[1004 - (int)t3] + -15);
        uint8x16_t bytes_v_1 = vextq_u8(vrev64q_u8(t4), vrev64q_u8(t4), 8);
        uint8x16_t t5 = vaddq_u8(bytes_v_1, vdupq_n_u8(7));
        vst1q_u8(&bytes[t3], t5);
        long t6 = i_vec + 32L;
        uint8x16_t t7 = vld1q_u8(&bytes[1004 - (int)t6] + -15);
        uint8x16_t bytes_v_2 = vextq_u8(vrev64q_u8(t7), vrev64q_u8(t7), 8);
        uint8x16_t t8 = vaddq_u8(bytes_v_2, vdupq_n_u8(7));
        vst1q_u8(&bytes[t6], t8);
        long t9 = i_vec + 48L;
        uint8x16_t t10 = vld1q_u8(&bytes[1004 - (int)t9] + -15);
        uint8x16_t bytes_v_3 = vextq_u8(vrev64q_u8(t10), vrev64q_u8(t10), 8);
        uint8x16_t t11 = vaddq_u8(bytes_v_3, vdupq_n_u8(7));
        vst1q_u8(&bytes[t9], t11);
        i_vec += 64L;
    } while (i_vec < 448L);
    for (int i = 448; i < 502; i++) {
        bytes[i] = (unsigned char)((int)bytes[1004 - i] + 7);
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:57 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t12 = 502L + i_vec_1;
        uint8x16_t t13 = vld1q_u8(&bytes[1004 - (int)t12] + -15);
        uint8x16_t bytes_v_4 = vextq_u8(vrev64q_u8(t13), vrev64q_u8(t13), 8);
        uint8x16_t t14 = vaddq_u8(bytes_v_4, vdupq_n_u8(7));
        vst1q_u8(&bytes[t12], t14);
        long t15 = 502L + (i_vec_1 + 16L);
        uint8x16_t t16 = vld1q_u8(&bytes[1004 - (int)t15] + -15);
        uint8x16_t bytes_v_5 = vextq_u8(vrev64q_u8(t16), vrev64q_u8(t16), 8);
        uint8x16_t t17 = vaddq_u8(bytes_v_5, vdupq_n_u8(7));
        vst1q_u8(&bytes[t15], t17);
        long t18 = 502L + (i_vec_1 + 32L);
        uint8x16_t t19 = vld1q_u8(&bytes[1004 - (int)t18] + -15);
        uint8x16_t bytes_v_6 = vextq_u8(vrev64q_u8(t19), vrev64q_u8(t19), 8);
        uint8x16_t t20 = vaddq_u8(bytes_v_6, vdupq_n_u8(7));
        vst1q_u8(&bytes[t18], t20);
        long t21 = 502L + (i_vec_1 + 48L);
        uint8x16_t t22 = vld1q_u8(&bytes[1004 - (int)t21] + -15);
        uint8x16_t bytes_v_7 = vextq_u8(vrev64q_u8(t22), vrev64q_u8(t22), 8);
        uint8x16_t t23 = vaddq_u8(bytes_v_7, vdupq_n_u8(7));
        vst1q_u8(&bytes[t21], t23);
        i_vec_1 += 64L;
    } while (i_vec_1 < 448L);
    for (int i_1 = 950; i_1 < 1005; i_1++) {
        bytes[i_1] = (unsigned char)((int)bytes[1004 - i_1] + 7);
    }
}

/* Not vectorized: different steps over a count known only at run time (the store reaches
 * elements the load reads later). */
void stride_two(int n) {
    for (int i = 0; i < n; i++)
        c[2 * i] = c[i] + 1;
}

/* Not split: the store of iteration K comes before the load, so the loop after K reads a
 * value it wrote. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        c[i] = d[i] + 1;
        d[i] = c[N / 4] * 2;
    }
}

int main(void) {
    int t141;
    int i;
    int round = 0;
    while (round < 3) {
        unsigned int t9 = (unsigned int)round;
        int t10 = (int)t9;
        int t11 = t10 >= 0;
        unsigned int t12 = (unsigned int)(int)(3U * t9);
        int t13 = (int)t12;
        if (1 & t11 & (t13 >= 0) & t11 & 1) {
            int32x4_t t14 = vdupq_n_s32(t10 % 101);
            int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(101));
            uint32x4_t t18 = vminq_u32(t16, t17);
            int32x4_t t1 = vreinterpretq_s32_u32(t18);
            int32x4_t t19 = vdupq_n_s32(t13 % 23);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 11, 22, 10}));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(23));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t2 = vreinterpretq_s32_u32(t23);
            int32x4_t t24 = vdupq_n_s32(t10 % 1000);
            int32x4_t t25 = vaddq_s32(t24, ((int32x4_t)(vcc_v4_int){0, 919, 838, 757}));
            uint32x4_t t26 = vreinterpretq_u32_s32(t25);
            uint32x4_t t27 = vsubq_u32(t26, vdupq_n_u32(1000));
            uint32x4_t t28 = vminq_u32(t26, t27);
            int32x4_t t3 = vreinterpretq_s32_u32(t28);
            int32x4_t t29 = vdupq_n_s32(0);
            int32x4_t t30 = vaddq_s32(t29, ((int32x4_t)(vcc_v4_int){0, 611, 445, 279}));
            uint32x4_t t31 = vreinterpretq_u32_s32(t30);
            uint32x4_t t32 = vsubq_u32(t31, vdupq_n_u32(777));
            uint32x4_t t33 = vminq_u32(t31, t32);
            int32x4_t t4 = vreinterpretq_s32_u32(t33);
            long i_vec = 0L;
            /* vcc: loop at split_at_write.c:79 vectorized: VF 4, UF 4, the remainder at 80:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 81:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 82:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 83:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t34 = vcvtq_f32_s32(t1);
                float32x4_t t35 = vsubq_f32(t34, vdupq_n_f32(50.0f));
                vst1q_f32(&a[i_vec], t35);
                float32x4_t t36 = vcvtq_f32_s32(t2);
                float32x4_t t37 = vmulq_f32(t36, vdupq_n_f32(0.25f));
                vst1q_f32(&b[i_vec], t37);
                int32x4_t t38 = vsubq_s32(t3, vdupq_n_s32(500));
                vst1q_s32(&c[i_vec], t38);
                int32x4_t t39 = vsubq_s32(t4, vdupq_n_s32(300));
                vst1q_s32(&d[i_vec], t39);
                long t40 = i_vec + 4L;
                int32x4_t t41 = vaddq_s32(t1, vdupq_n_s32(47));
                uint32x4_t t42 = vreinterpretq_u32_s32(t41);
                uint32x4_t t43 = vsubq_u32(t42, vdupq_n_u32(101));
                uint32x4_t t44 = vminq_u32(t42, t43);
                int32x4_t t45 = vreinterpretq_s32_u32(t44);
                float32x4_t t46 = vcvtq_f32_s32(t45);
                float32x4_t t47 = vsubq_f32(t46, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t40], t47);
                int32x4_t t48 = vaddq_s32(t2, vdupq_n_s32(21));
                uint32x4_t t49 = vreinterpretq_u32_s32(t48);
                uint32x4_t t50 = vsubq_u32(t49, vdupq_n_u32(23));
                uint32x4_t t51 = vminq_u32(t49, t50);
                int32x4_t t52 = vreinterpretq_s32_u32(t51);
                float32x4_t t53 = vcvtq_f32_s32(t52);
                float32x4_t t54 = vmulq_f32(t53, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t40], t54);
                int32x4_t t55 = vaddq_s32(t3, vdupq_n_s32(676));
                uint32x4_t t56 = vreinterpretq_u32_s32(t55);
                uint32x4_t t57 = vsubq_u32(t56, vdupq_n_u32(1000));
                uint32x4_t t58 = vminq_u32(t56, t57);
                int32x4_t t59 = vreinterpretq_s32_u32(t58);
                int32x4_t t60 = vsubq_s32(t59, vdupq_n_s32(500));
                vst1q_s32(&c[t40], t60);
                int32x4_t t61 = vaddq_s32(t4, vdupq_n_s32(113));
                uint32x4_t t62 = vreinterpretq_u32_s32(t61);
                uint32x4_t t63 = vsubq_u32(t62, vdupq_n_u32(777));
                uint32x4_t t64 = vminq_u32(t62, t63);
                int32x4_t t65 = vreinterpretq_s32_u32(t64);
                int32x4_t t66 = vsubq_s32(t65, vdupq_n_s32(300));
                vst1q_s32(&d[t40], t66);
                long t67 = i_vec + 8L;
                int32x4_t t68 = vaddq_s32(t1, vdupq_n_s32(94));
                uint32x4_t t69 = vreinterpretq_u32_s32(t68);
                uint32x4_t t70 = vsubq_u32(t69, vdupq_n_u32(101));
                uint32x4_t t71 = vminq_u32(t69, t70);
                int32x4_t t72 = vreinterpretq_s32_u32(t71);
                float32x4_t t73 = vcvtq_f32_s32(t72);
                float32x4_t t74 = vsubq_f32(t73, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t67], t74);
                int32x4_t t75 = vaddq_s32(t2, vdupq_n_s32(19));
                uint32x4_t t76 = vreinterpretq_u32_s32(t75);
                uint32x4_t t77 = vsubq_u32(t76, vdupq_n_u32(23));
                uint32x4_t t78 = vminq_u32(t76, t77);
                int32x4_t t79 = vreinterpretq_s32_u32(t78);
                float32x4_t t80 = vcvtq_f32_s32(t79);
                float32x4_t t81 = vmulq_f32(t80, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t67], t81);
                int32x4_t t82 = vaddq_s32(t3, vdupq_n_s32(352));
                uint32x4_t t83 = vreinterpretq_u32_s32(t82);
                uint32x4_t t84 = vsubq_u32(t83, vdupq_n_u32(1000));
                uint32x4_t t85 = vminq_u32(t83, t84);
                int32x4_t t86 = vreinterpretq_s32_u32(t85);
                int32x4_t t87 = vsubq_s32(t86, vdupq_n_s32(500));
                vst1q_s32(&c[t67], t87);
                int32x4_t t88 = vaddq_s32(t4, vdupq_n_s32(226));
                uint32x4_t t89 = vreinterpretq_u32_s32(t88);
                uint32x4_t t90 = vsubq_u32(t89, vdupq_n_u32(777));
                uint32x4_t t91 = vminq_u32(t89, t90);
                int32x4_t t92 = vreinterpretq_s32_u32(t91);
                int32x4_t t93 = vsubq_s32(t92, vdupq_n_s32(300));
                vst1q_s32(&d[t67], t93);
                long t94 = i_vec + 12L;
                int32x4_t t95 = vaddq_s32(t1, vdupq_n_s32(40));
                uint32x4_t t96 = vreinterpretq_u32_s32(t95);
                uint32x4_t t97 = vsubq_u32(t96, vdupq_n_u32(101));
                uint32x4_t t98 = vminq_u32(t96, t97);
                int32x4_t t99 = vreinterpretq_s32_u32(t98);
                float32x4_t t100 = vcvtq_f32_s32(t99);
                float32x4_t t101 = vsubq_f32(t100, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t94], t101);
                int32x4_t t102 = vaddq_s32(t2, vdupq_n_s32(17));
                uint32x4_t t103 = vreinterpretq_u32_s32(t102);
                uint32x4_t t104 = vsubq_u32(t103, vdupq_n_u32(23));
                uint32x4_t t105 = vminq_u32(t103, t104);
                int32x4_t t106 = vreinterpretq_s32_u32(t105);
                float32x4_t t107 = vcvtq_f32_s32(t106);
                float32x4_t t108 = vmulq_f32(t107, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t94], t108);
                int32x4_t t109 = vaddq_s32(t3, vdupq_n_s32(28));
                uint32x4_t t110 = vreinterpretq_u32_s32(t109);
                uint32x4_t t111 = vsubq_u32(t110, vdupq_n_u32(1000));
                uint32x4_t t112 = vminq_u32(t110, t111);
                int32x4_t t113 = vreinterpretq_s32_u32(t112);
                int32x4_t t114 = vsubq_s32(t113, vdupq_n_s32(500));
                vst1q_s32(&c[t94], t114);
                int32x4_t t115 = vaddq_s32(t4, vdupq_n_s32(339));
                uint32x4_t t116 = vreinterpretq_u32_s32(t115);
                uint32x4_t t117 = vsubq_u32(t116, vdupq_n_u32(777));
                uint32x4_t t118 = vminq_u32(t116, t117);
                int32x4_t t119 = vreinterpretq_s32_u32(t118);
                int32x4_t t120 = vsubq_s32(t119, vdupq_n_s32(300));
                vst1q_s32(&d[t94], t120);
                i_vec += 16L;
                int32x4_t t121 = vaddq_s32(t1, vdupq_n_s32(87));
                uint32x4_t t122 = vreinterpretq_u32_s32(t121);
                uint32x4_t t123 = vsubq_u32(t122, vdupq_n_u32(101));
                uint32x4_t t124 = vminq_u32(t122, t123);
                int32x4_t t125 = vreinterpretq_s32_u32(t124);
                int32x4_t t126 = vaddq_s32(t2, vdupq_n_s32(15));
                uint32x4_t t127 = vreinterpretq_u32_s32(t126);
                uint32x4_t t128 = vsubq_u32(t127, vdupq_n_u32(23));
                uint32x4_t t129 = vminq_u32(t127, t128);
                int32x4_t t130 = vreinterpretq_s32_u32(t129);
                int32x4_t t131 = vaddq_s32(t3, vdupq_n_s32(704));
                uint32x4_t t132 = vreinterpretq_u32_s32(t131);
                uint32x4_t t133 = vsubq_u32(t132, vdupq_n_u32(1000));
                uint32x4_t t134 = vminq_u32(t132, t133);
                int32x4_t t135 = vreinterpretq_s32_u32(t134);
                int32x4_t t136 = vaddq_s32(t4, vdupq_n_s32(452));
                uint32x4_t t137 = vreinterpretq_u32_s32(t136);
                uint32x4_t t138 = vsubq_u32(t137, vdupq_n_u32(777));
                uint32x4_t t139 = vminq_u32(t137, t138);
                int32x4_t t140 = vreinterpretq_s32_u32(t139);
                if (i_vec >= 992L) {
                    break;
                }
                t1 = t125;
                t2 = t130;
                t3 = t135;
                t4 = t140;
            }
            t141 = 992;
        } else {
            t141 = 0;
        }
        long t142 = (long)t141;
        long t143 = t142 * -1L + 1000L;
        unsigned int t144 = (unsigned int)t141;
        int t145 = (int)((unsigned int)(int)(t144 * 37U) + t9);
        int t146 = (int)((unsigned int)(int)(t144 * 11U) + t12);
        int t147 = (int)((unsigned int)(int)(t144 * 7919U) + t9);
        int t148 = (int)(t144 * 104729U);
        if ((t143 >= 4L) & (t145 >= 0) & (t146 >= 0) & (t147 >= 0) & (t148 >= 0)) {
            long t149 = t143 & -4L;
            int32x4_t t150 = vdupq_n_s32(t145 % 101);
            int32x4_t t151 = vaddq_s32(t150, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
            uint32x4_t t152 = vreinterpretq_u32_s32(t151);
            uint32x4_t t153 = vsubq_u32(t152, vdupq_n_u32(101));
            uint32x4_t t154 = vminq_u32(t152, t153);
            int32x4_t t5 = vreinterpretq_s32_u32(t154);
            int32x4_t t155 = vdupq_n_s32(t146 % 23);
            int32x4_t t156 = vaddq_s32(t155, ((int32x4_t)(vcc_v4_int){0, 11, 22, 10}));
            uint32x4_t t157 = vreinterpretq_u32_s32(t156);
            uint32x4_t t158 = vsubq_u32(t157, vdupq_n_u32(23));
            uint32x4_t t159 = vminq_u32(t157, t158);
            int32x4_t t6 = vreinterpretq_s32_u32(t159);
            int32x4_t t160 = vdupq_n_s32(t147 % 1000);
            int32x4_t t161 = vaddq_s32(t160, ((int32x4_t)(vcc_v4_int){0, 919, 838, 757}));
            uint32x4_t t162 = vreinterpretq_u32_s32(t161);
            uint32x4_t t163 = vsubq_u32(t162, vdupq_n_u32(1000));
            uint32x4_t t164 = vminq_u32(t162, t163);
            int32x4_t t7 = vreinterpretq_s32_u32(t164);
            int32x4_t t165 = vdupq_n_s32(t148 % 777);
            int32x4_t t166 = vaddq_s32(t165, ((int32x4_t)(vcc_v4_int){0, 611, 445, 279}));
            uint32x4_t t167 = vreinterpretq_u32_s32(t166);
            uint32x4_t t168 = vsubq_u32(t167, vdupq_n_u32(777));
            uint32x4_t t169 = vminq_u32(t167, t168);
            int32x4_t t8 = vreinterpretq_s32_u32(t169);
            long i_vec_1 = 0L;
            /* vcc: loop at split_at_write.c:79 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t170 = t142 + i_vec_1;
                float32x4_t t171 = vcvtq_f32_s32(t5);
                float32x4_t t172 = vsubq_f32(t171, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t170], t172);
                float32x4_t t173 = vcvtq_f32_s32(t6);
                float32x4_t t174 = vmulq_f32(t173, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t170], t174);
                int32x4_t t175 = vsubq_s32(t7, vdupq_n_s32(500));
                vst1q_s32(&c[t170], t175);
                int32x4_t t176 = vsubq_s32(t8, vdupq_n_s32(300));
                vst1q_s32(&d[t170], t176);
                i_vec_1 += 4L;
                int32x4_t t177 = vaddq_s32(t5, vdupq_n_s32(47));
                uint32x4_t t178 = vreinterpretq_u32_s32(t177);
                uint32x4_t t179 = vsubq_u32(t178, vdupq_n_u32(101));
                uint32x4_t t180 = vminq_u32(t178, t179);
                int32x4_t t181 = vreinterpretq_s32_u32(t180);
                int32x4_t t182 = vaddq_s32(t6, vdupq_n_s32(21));
                uint32x4_t t183 = vreinterpretq_u32_s32(t182);
                uint32x4_t t184 = vsubq_u32(t183, vdupq_n_u32(23));
                uint32x4_t t185 = vminq_u32(t183, t184);
                int32x4_t t186 = vreinterpretq_s32_u32(t185);
                int32x4_t t187 = vaddq_s32(t7, vdupq_n_s32(676));
                uint32x4_t t188 = vreinterpretq_u32_s32(t187);
                uint32x4_t t189 = vsubq_u32(t188, vdupq_n_u32(1000));
                uint32x4_t t190 = vminq_u32(t188, t189);
                int32x4_t t191 = vreinterpretq_s32_u32(t190);
                int32x4_t t192 = vaddq_s32(t8, vdupq_n_s32(113));
                uint32x4_t t193 = vreinterpretq_u32_s32(t192);
                uint32x4_t t194 = vsubq_u32(t193, vdupq_n_u32(777));
                uint32x4_t t195 = vminq_u32(t193, t194);
                int32x4_t t196 = vreinterpretq_s32_u32(t195);
                if (i_vec_1 >= t149) {
                    break;
                }
                t5 = t181;
                t6 = t186;
                t7 = t191;
                t8 = t196;
            }
            i = (int)(t142 + t149);
        } else {
            i = t141;
        }
        while (i < 1000) {
            long t197 = (long)i;
            a[t197] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t197] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t197] = (i * 7919 + round) % 1000 - 500;
            d[t197] = i * 104729 % 777 - 300;
            i++;
        }
        middle();
        first();
        long s = up_to();
        const void *t198 = (const void *)c;
        unsigned long t199 = hash_bytes(t198, 4000UL);
        const void *t200 = (const void *)a;
        printf("%llx %llx %ld", (unsigned long long)hash_bytes(t200, 4000UL), (unsigned long long)t199, s);
        down();
        store_first();
        unsigned long t201 = hash_bytes((const void *)d, 4000UL);
        unsigned long t202 = hash_bytes(t198, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t200, 4000UL), (unsigned long long)t202, (unsigned long long)t201);
        vcc_v16_int round_v = (vcc_v16_int){round, round, round, round, round, round, round, round, round, round, round, round, round, round, round, round};
        vcc_v16_int t203 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v16_uint t204 = (vcc_v16_uint)t203;
        vcc_v16_uint i_v = t204 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        long i_vec_2 = 0L;
        /* vcc: loop at split_at_write.c:92 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            vcc_v16_int i_v_1 = (vcc_v16_int)i_v;
            vcc_v16_int t205 = i_v_1 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            vcc_v16_int t206 = t205 + round_v;
            uint8x16_t t207 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t206, vcc_v16_short), vcc_v16_uchar);
            vst1q_u8(&bytes[i_vec_2], t207);
            i_vec_2 += 16L;
            vcc_v16_uint t208 = i_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_2 >= 992L) {
                break;
            }
            i_v = t208;
        }
        bytes[992] = (unsigned char)(12896 + round);
        bytes[993] = (unsigned char)(12909 + round);
        bytes[994] = (unsigned char)(12922 + round);
        bytes[995] = (unsigned char)(12935 + round);
        bytes[996] = (unsigned char)(12948 + round);
        bytes[997] = (unsigned char)(12961 + round);
        bytes[998] = (unsigned char)(12974 + round);
        bytes[999] = (unsigned char)(12987 + round);
        bytes[1000] = (unsigned char)(13000 + round);
        bytes[1001] = (unsigned char)(13013 + round);
        bytes[1002] = (unsigned char)(13026 + round);
        bytes[1003] = (unsigned char)(13039 + round);
        bytes[1004] = (unsigned char)(13052 + round);
        bytes[1005] = (unsigned char)(13065 + round);
        bytes[1006] = (unsigned char)(13078 + round);
        cross();
        cross_down();
        cross_bytes();
        stride_two(500 - round);
        unsigned long t209 = hash_bytes((const void *)bytes, 1007UL);
        unsigned long t210 = hash_bytes(t198, 4000UL);
        unsigned long t211 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t200, 4000UL), (unsigned long long)t211, (unsigned long long)t210, (unsigned long long)t209);
        round++;
    }
    return 0;
}
