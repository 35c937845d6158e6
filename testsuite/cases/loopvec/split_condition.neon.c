/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 8 */
/* Loops whose body compares the induction with a constant that changes its value once
 * (`split_loops.rs`, gcc's -fsplit-loops): split where it changes, and each part takes the
 * comparison as the constant it is there. The first iteration's special case
 * (`i == 0 ? b[0] : b[i] + b[i - 1]`) leaves a loop without the masked load of `b[i - 1]`. */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];
unsigned u[N];

/* The first iteration apart: its load of b[i - 1] would read before the array. */
void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &a[i];
        float t2 = b[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        float32x4_t b_v = vld1q_f32(&b[t3]);
        float32x4_t b_v_1 = vld1q_f32(&b[(int)t3 - 1]);
        float32x4_t t4 = vaddq_f32(b_v, b_v_1);
        float32x4_t t5 = vmulq_f32(t4, vdupq_n_f32(0.5f));
        vst1q_f32(&a[t3], t5);
        long t6 = 1L + (i_vec + 4L);
        float32x4_t b_v_2 = vld1q_f32(&b[t6]);
        float32x4_t b_v_3 = vld1q_f32(&b[(int)t6 - 1]);
        float32x4_t t7 = vaddq_f32(b_v_2, b_v_3);
        float32x4_t t8 = vmulq_f32(t7, vdupq_n_f32(0.5f));
        vst1q_f32(&a[t6], t8);
        long t9 = 1L + (i_vec + 8L);
        float32x4_t b_v_4 = vld1q_f32(&b[t9]);
        float32x4_t b_v_5 = vld1q_f32(&b[(int)t9 - 1]);
        float32x4_t t10 = vaddq_f32(b_v_4, b_v_5);
        float32x4_t t11 = vmulq_f32(t10, vdupq_n_f32(0.5f));
        vst1q_f32(&a[t9], t11);
        long t12 = 1L + (i_vec + 12L);
        float32x4_t b_v_6 = vld1q_f32(&b[t12]);
        float32x4_t b_v_7 = vld1q_f32(&b[(int)t12 - 1]);
        float32x4_t t13 = vaddq_f32(b_v_6, b_v_7);
        float32x4_t t14 = vmulq_f32(t13, vdupq_n_f32(0.5f));
        vst1q_f32(&a[t12], t14);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t15 = 993L + i_vec_1;
        float32x4_t b_v_8 = vld1q_f32(&b[t15]);
        float32x4_t b_v_9 = vld1q_f32(&b[(int)t15 - 1]);
        float32x4_t t16 = vaddq_f32(b_v_8, b_v_9);
        float32x4_t t17 = vmulq_f32(t16, vdupq_n_f32(0.5f));
        vst1q_f32(&a[t15], t17);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t18 = (long)i_1;
        float *t19 = &a[t18];
        float t20 = b[t18] + b[i_1 - 1];
        *t19 = t20 * 0.5f;
    }
}

/* The last iteration apart: its load of b[i + 1] would read past the array. */
void last_iter(void) {
    int i_1;
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        float32x4_t b_v = vld1q_f32(&b[(int)i_vec + 1]);
        float32x4_t b_v_1 = vld1q_f32(&b[i_vec]);
        float32x4_t t1 = vsubq_f32(b_v, b_v_1);
        vst1q_f32(&a[i_vec], t1);
        long t2 = i_vec + 4L;
        float32x4_t b_v_2 = vld1q_f32(&b[(int)t2 + 1]);
        float32x4_t b_v_3 = vld1q_f32(&b[t2]);
        float32x4_t t3 = vsubq_f32(b_v_2, b_v_3);
        vst1q_f32(&a[t2], t3);
        long t4 = i_vec + 8L;
        float32x4_t b_v_4 = vld1q_f32(&b[(int)t4 + 1]);
        float32x4_t b_v_5 = vld1q_f32(&b[t4]);
        float32x4_t t5 = vsubq_f32(b_v_4, b_v_5);
        vst1q_f32(&a[t4], t5);
        long t6 = i_vec + 12L;
        float32x4_t b_v_6 = vld1q_f32(&b[(int)t6 + 1]);
        float32x4_t b_v_7 = vld1q_f32(&b[t6]);
        float32x4_t t7 = vsubq_f32(b_v_6, b_v_7);
        vst1q_f32(&a[t6], t7);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t8 = 992L + i_vec_1;
        float32x4_t b_v_8 = vld1q_f32(&b[(int)t8 + 1]);
        float32x4_t b_v_9 = vld1q_f32(&b[t8]);
        float32x4_t t9 = vsubq_f32(b_v_8, b_v_9);
        vst1q_f32(&a[t8], t9);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    int i = 996;
    for (;; i++) {
        if (i >= 999) {
            i_1 = 999;
            break;
        }
        long t10 = (long)i;
        float *t11 = &a[t10];
        float t12 = b[i + 1] - b[t10];
        *t11 = t12;
    }
    for (; i_1 < 1000; i_1++) {
        float *t13 = &a[i_1];
        *t13 = 0.0f;
    }
}

/* An ordering: the first eight iterations, then the rest (both parts vectorize). */
void below_eight(void) {
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        int32x4_t d_v = vld1q_s32(&d[i_vec]);
        int32x4_t t1 = vmulq_s32(d_v, vdupq_n_s32(2));
        vst1q_s32(&c[i_vec], t1);
        long t2 = i_vec + 4L;
        int32x4_t d_v_1 = vld1q_s32(&d[t2]);
        int32x4_t t3 = vmulq_s32(d_v_1, vdupq_n_s32(2));
        vst1q_s32(&c[t2], t3);
        i_vec += 8L;
    } while (i_vec < 8L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t4 = 8L + i_vec_1;
        int32x4_t d_v_2 = vld1q_s32(&d[t4]);
        int32x4_t c_v = vld1q_s32(&c[t4]);
        int32x4_t t5 = vsubq_s32(d_v_2, c_v);
        vst1q_s32(&c[t4], t5);
        long t6 = 8L + (i_vec_1 + 4L);
        int32x4_t d_v_3 = vld1q_s32(&d[t6]);
        int32x4_t c_v_1 = vld1q_s32(&c[t6]);
        int32x4_t t7 = vsubq_s32(d_v_3, c_v_1);
        vst1q_s32(&c[t6], t7);
        long t8 = 8L + (i_vec_1 + 8L);
        int32x4_t d_v_4 = vld1q_s32(&d[t8]);
        int32x4_t c_v_2 = vld1q_s32(&c[t8]);
        int32x4_t t9 = vsubq_s32(d_v_4, c_v_2);
        vst1q_s32(&c[t8], t9);
        long t10 = 8L + (i_vec_1 + 12L);
        int32x4_t d_v_5 = vld1q_s32(&d[t10]);
        int32x4_t c_v_3 = vld1q_s32(&c[t10]);
        int32x4_t t11 = vsubq_s32(d_v_5, c_v_3);
        vst1q_s32(&c[t10], t11);
        i_vec_1 += 16L;
    } while (i_vec_1 < 992L);
}

/* An unsigned counter and comparison, split after iteration 599. */
void above_unsigned(void) {
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        unsigned int *t1 = &u[i_vec];
        uint32x4_t u_v = vld1q_u32(t1);
        int32x4_t d_v = vld1q_s32(&d[i_vec]);
        uint32x4_t t2 = vreinterpretq_u32_s32(d_v);
        uint32x4_t t3 = veorq_u32(u_v, t2);
        vst1q_u32(t1, t3);
        long t4 = i_vec + 4L;
        unsigned int *t5 = &u[t4];
        uint32x4_t u_v_1 = vld1q_u32(t5);
        int32x4_t d_v_1 = vld1q_s32(&d[t4]);
        uint32x4_t t6 = vreinterpretq_u32_s32(d_v_1);
        uint32x4_t t7 = veorq_u32(u_v_1, t6);
        vst1q_u32(t5, t7);
        long t8 = i_vec + 8L;
        unsigned int *t9 = &u[t8];
        uint32x4_t u_v_2 = vld1q_u32(t9);
        int32x4_t d_v_2 = vld1q_s32(&d[t8]);
        uint32x4_t t10 = vreinterpretq_u32_s32(d_v_2);
        uint32x4_t t11 = veorq_u32(u_v_2, t10);
        vst1q_u32(t9, t11);
        long t12 = i_vec + 12L;
        unsigned int *t13 = &u[t12];
        uint32x4_t u_v_3 = vld1q_u32(t13);
        int32x4_t d_v_3 = vld1q_s32(&d[t12]);
        uint32x4_t t14 = vreinterpretq_u32_s32(d_v_3);
        uint32x4_t t15 = veorq_u32(u_v_3, t14);
        vst1q_u32(t13, t15);
        i_vec += 16L;
    } while (i_vec < 592L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t16 = 592L + i_vec_1;
        unsigned int *t17 = &u[t16];
        uint32x4_t u_v_4 = vld1q_u32(t17);
        int32x4_t d_v_4 = vld1q_s32(&d[t16]);
        uint32x4_t t18 = vreinterpretq_u32_s32(d_v_4);
        uint32x4_t t19 = veorq_u32(u_v_4, t18);
        vst1q_u32(t17, t19);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    long i_vec_2 = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        unsigned int *t20 = &u[600L + i_vec_2];
        uint32x4_t u_v_5 = vld1q_u32(t20);
        uint32x4_t t21 = vaddq_u32(u_v_5, vdupq_n_u32(7));
        vst1q_u32(t20, t21);
        unsigned int *t22 = &u[600L + (i_vec_2 + 4L)];
        uint32x4_t u_v_6 = vld1q_u32(t22);
        uint32x4_t t23 = vaddq_u32(u_v_6, vdupq_n_u32(7));
        vst1q_u32(t22, t23);
        unsigned int *t24 = &u[600L + (i_vec_2 + 8L)];
        uint32x4_t u_v_7 = vld1q_u32(t24);
        uint32x4_t t25 = vaddq_u32(u_v_7, vdupq_n_u32(7));
        vst1q_u32(t24, t25);
        unsigned int *t26 = &u[600L + (i_vec_2 + 12L)];
        uint32x4_t u_v_8 = vld1q_u32(t26);
        uint32x4_t t27 = vaddq_u32(u_v_8, vdupq_n_u32(7));
        vst1q_u32(t26, t27);
        i_vec_2 += 16L;
    } while (i_vec_2 < 400L);
}

/* Not split: the comparison's side is not a constant. */
int limit = 300;
void not_constant(void) {
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:44 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        int32x4_t limit_v = vdupq_n_s32(limit);
        uint32x4_t t3 = vcltq_s32(i_v_2, limit_v);
        int32x4_t d_v = vld1q_s32(&d[i_vec]);
        uint32x4_t t4 = vreinterpretq_u32_s32(d_v);
        uint32x4_t t5 = vsubq_u32(vdupq_n_u32(0), t4);
        int32x4_t t6 = vreinterpretq_s32_u32(t5);
        int32x4_t d_v_1 = vld1q_s32(&d[i_vec]);
        int32x4_t t7 = vbslq_s32(t3, d_v_1, t6);
        vst1q_s32(&c[i_vec], t7);
        long t8 = i_vec + 4L;
        uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t9);
        int32x4_t limit_v_1 = vdupq_n_s32(limit);
        uint32x4_t t10 = vcltq_s32(i_v_3, limit_v_1);
        int32x4_t d_v_2 = vld1q_s32(&d[t8]);
        uint32x4_t t11 = vreinterpretq_u32_s32(d_v_2);
        uint32x4_t t12 = vsubq_u32(vdupq_n_u32(0), t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        int32x4_t d_v_3 = vld1q_s32(&d[t8]);
        int32x4_t t14 = vbslq_s32(t10, d_v_3, t13);
        vst1q_s32(&c[t8], t14);
        long t15 = i_vec + 8L;
        uint32x4_t t16 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t16);
        int32x4_t limit_v_2 = vdupq_n_s32(limit);
        uint32x4_t t17 = vcltq_s32(i_v_4, limit_v_2);
        int32x4_t d_v_4 = vld1q_s32(&d[t15]);
        uint32x4_t t18 = vreinterpretq_u32_s32(d_v_4);
        uint32x4_t t19 = vsubq_u32(vdupq_n_u32(0), t18);
        int32x4_t t20 = vreinterpretq_s32_u32(t19);
        int32x4_t d_v_5 = vld1q_s32(&d[t15]);
        int32x4_t t21 = vbslq_s32(t17, d_v_5, t20);
        vst1q_s32(&c[t15], t21);
        long t22 = i_vec + 12L;
        uint32x4_t t23 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t23);
        int32x4_t limit_v_3 = vdupq_n_s32(limit);
        uint32x4_t t24 = vcltq_s32(i_v_5, limit_v_3);
        int32x4_t d_v_6 = vld1q_s32(&d[t22]);
        uint32x4_t t25 = vreinterpretq_u32_s32(d_v_6);
        uint32x4_t t26 = vsubq_u32(vdupq_n_u32(0), t25);
        int32x4_t t27 = vreinterpretq_s32_u32(t26);
        int32x4_t d_v_7 = vld1q_s32(&d[t22]);
        int32x4_t t28 = vbslq_s32(t24, d_v_7, t27);
        vst1q_s32(&c[t22], t28);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 992L);
    int32x4_t t29 = vdupq_n_s32(992);
    uint32x4_t t30 = vreinterpretq_u32_s32(t29);
    uint32x4_t i_v_1 = vaddq_u32(t30, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t31 = 992L + i_vec_1;
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        int32x4_t limit_v_4 = vdupq_n_s32(limit);
        uint32x4_t t32 = vcltq_s32(i_v_6, limit_v_4);
        uint32x4_t t33 = vmvnq_u32(t32);
        int32x4_t d_v_8 = ({ uint32x4_t vcc_nm = t33; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&d + (unsigned long)t31 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        uint32x4_t t34 = vreinterpretq_u32_s32(d_v_8);
        uint32x4_t t35 = vsubq_u32(vdupq_n_u32(0), t34);
        int32x4_t t36 = vreinterpretq_s32_u32(t35);
        int32x4_t d_v_9 = ({ uint32x4_t vcc_nm = t32; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&d + (unsigned long)t31 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        int32x4_t t37 = vbslq_s32(t32, d_v_9, t36);
        vst1q_s32(&c[t31], t37);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
    } while (i_vec_1 < 8L);
}

/* Not split: the equality holds in the middle (a split would leave a part with it). */
void middle_equal(void) {
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:50 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        uint32x4_t t3 = vceqq_s32(i_v_2, vdupq_n_s32(500));
        float32x4_t b_v = vld1q_f32(&b[i_vec]);
        float32x4_t t4 = vmulq_f32(b_v, vdupq_n_f32(3.0f));
        float32x4_t t5 = vbslq_f32(t3, vdupq_n_f32(1.0f), t4);
        vst1q_f32(&a[i_vec], t5);
        long t6 = i_vec + 4L;
        uint32x4_t t7 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t7);
        uint32x4_t t8 = vceqq_s32(i_v_3, vdupq_n_s32(500));
        float32x4_t b_v_1 = vld1q_f32(&b[t6]);
        float32x4_t t9 = vmulq_f32(b_v_1, vdupq_n_f32(3.0f));
        float32x4_t t10 = vbslq_f32(t8, vdupq_n_f32(1.0f), t9);
        vst1q_f32(&a[t6], t10);
        long t11 = i_vec + 8L;
        uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t12);
        uint32x4_t t13 = vceqq_s32(i_v_4, vdupq_n_s32(500));
        float32x4_t b_v_2 = vld1q_f32(&b[t11]);
        float32x4_t t14 = vmulq_f32(b_v_2, vdupq_n_f32(3.0f));
        float32x4_t t15 = vbslq_f32(t13, vdupq_n_f32(1.0f), t14);
        vst1q_f32(&a[t11], t15);
        long t16 = i_vec + 12L;
        uint32x4_t t17 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t17);
        uint32x4_t t18 = vceqq_s32(i_v_5, vdupq_n_s32(500));
        float32x4_t b_v_3 = vld1q_f32(&b[t16]);
        float32x4_t t19 = vmulq_f32(b_v_3, vdupq_n_f32(3.0f));
        float32x4_t t20 = vbslq_f32(t18, vdupq_n_f32(1.0f), t19);
        vst1q_f32(&a[t16], t20);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 992L);
    int32x4_t t21 = vdupq_n_s32(992);
    uint32x4_t t22 = vreinterpretq_u32_s32(t21);
    uint32x4_t i_v_1 = vaddq_u32(t22, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:50 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t23 = 992L + i_vec_1;
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        uint32x4_t t24 = vceqq_s32(i_v_6, vdupq_n_s32(500));
        uint32x4_t t25 = vmvnq_u32(t24);
        float32x4_t b_v_4 = ({ uint32x4_t vcc_nm = t25; const float32_t *vcc_np = (const float32_t *)((float *)((unsigned long)&b + (unsigned long)t23 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        float32x4_t t26 = vmulq_f32(b_v_4, vdupq_n_f32(3.0f));
        float32x4_t t27 = vbslq_f32(t24, vdupq_n_f32(1.0f), t26);
        vst1q_f32(&a[t23], t27);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
    } while (i_vec_1 < 8L);
}

int main(void) {
    int t158;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            int32x4_t round_v = vdupq_n_s32(round);
            int32x4_t t12 = vdupq_n_s32(0);
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            uint32x4_t i_v = vaddq_u32(t13, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t14 = vdupq_n_s32(t9 % 101);
            int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(101));
            uint32x4_t t18 = vminq_u32(t16, t17);
            int32x4_t t1 = vreinterpretq_s32_u32(t18);
            int32x4_t t19 = vdupq_n_s32(t10 % 23);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 11, 22, 10}));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(23));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t2 = vreinterpretq_s32_u32(t23);
            int32x4_t t24 = vdupq_n_s32(t11 % 1000);
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
            uint32x4_t t34 = vreinterpretq_u32_s32(round_v);
            long i_vec = 0L;
            /* vcc: loop at split_condition.c:56 vectorized: VF 4, UF 4, the remainder at 57:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 58:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 59:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 60:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                float32x4_t t35 = vcvtq_f32_s32(t1);
                float32x4_t t36 = vsubq_f32(t35, vdupq_n_f32(50.0f));
                vst1q_f32(&a[i_vec], t36);
                float32x4_t t37 = vcvtq_f32_s32(t2);
                float32x4_t t38 = vmulq_f32(t37, vdupq_n_f32(0.25f));
                vst1q_f32(&b[i_vec], t38);
                int32x4_t t39 = vsubq_s32(t3, vdupq_n_s32(500));
                vst1q_s32(&c[i_vec], t39);
                int32x4_t t40 = vsubq_s32(t4, vdupq_n_s32(300));
                vst1q_s32(&d[i_vec], t40);
                uint32x4_t t41 = vreinterpretq_u32_s32(i_v_2);
                uint32x4_t t42 = vmulq_u32(t41, vdupq_n_u32(-1640531535));
                uint32x4_t t43 = vaddq_u32(t42, t34);
                vst1q_u32(&u[i_vec], t43);
                long t44 = i_vec + 4L;
                uint32x4_t t45 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t45);
                int32x4_t t46 = vaddq_s32(t1, vdupq_n_s32(47));
                uint32x4_t t47 = vreinterpretq_u32_s32(t46);
                uint32x4_t t48 = vsubq_u32(t47, vdupq_n_u32(101));
                uint32x4_t t49 = vminq_u32(t47, t48);
                int32x4_t t50 = vreinterpretq_s32_u32(t49);
                float32x4_t t51 = vcvtq_f32_s32(t50);
                float32x4_t t52 = vsubq_f32(t51, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t44], t52);
                int32x4_t t53 = vaddq_s32(t2, vdupq_n_s32(21));
                uint32x4_t t54 = vreinterpretq_u32_s32(t53);
                uint32x4_t t55 = vsubq_u32(t54, vdupq_n_u32(23));
                uint32x4_t t56 = vminq_u32(t54, t55);
                int32x4_t t57 = vreinterpretq_s32_u32(t56);
                float32x4_t t58 = vcvtq_f32_s32(t57);
                float32x4_t t59 = vmulq_f32(t58, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t44], t59);
                int32x4_t t60 = vaddq_s32(t3, vdupq_n_s32(676));
                uint32x4_t t61 = vreinterpretq_u32_s32(t60);
                uint32x4_t t62 = vsubq_u32(t61, vdupq_n_u32(1000));
                uint32x4_t t63 = vminq_u32(t61, t62);
                int32x4_t t64 = vreinterpretq_s32_u32(t63);
                int32x4_t t65 = vsubq_s32(t64, vdupq_n_s32(500));
                vst1q_s32(&c[t44], t65);
                int32x4_t t66 = vaddq_s32(t4, vdupq_n_s32(113));
                uint32x4_t t67 = vreinterpretq_u32_s32(t66);
                uint32x4_t t68 = vsubq_u32(t67, vdupq_n_u32(777));
                uint32x4_t t69 = vminq_u32(t67, t68);
                int32x4_t t70 = vreinterpretq_s32_u32(t69);
                int32x4_t t71 = vsubq_s32(t70, vdupq_n_s32(300));
                vst1q_s32(&d[t44], t71);
                uint32x4_t t72 = vreinterpretq_u32_s32(i_v_3);
                uint32x4_t t73 = vmulq_u32(t72, vdupq_n_u32(-1640531535));
                uint32x4_t t74 = vaddq_u32(t73, t34);
                vst1q_u32(&u[t44], t74);
                long t75 = i_vec + 8L;
                uint32x4_t t76 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t76);
                int32x4_t t77 = vaddq_s32(t1, vdupq_n_s32(94));
                uint32x4_t t78 = vreinterpretq_u32_s32(t77);
                uint32x4_t t79 = vsubq_u32(t78, vdupq_n_u32(101));
                uint32x4_t t80 = vminq_u32(t78, t79);
                int32x4_t t81 = vreinterpretq_s32_u32(t80);
                float32x4_t t82 = vcvtq_f32_s32(t81);
                float32x4_t t83 = vsubq_f32(t82, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t75], t83);
                int32x4_t t84 = vaddq_s32(t2, vdupq_n_s32(19));
                uint32x4_t t85 = vreinterpretq_u32_s32(t84);
                uint32x4_t t86 = vsubq_u32(t85, vdupq_n_u32(23));
                uint32x4_t t87 = vminq_u32(t85, t86);
                int32x4_t t88 = vreinterpretq_s32_u32(t87);
                float32x4_t t89 = vcvtq_f32_s32(t88);
                float32x4_t t90 = vmulq_f32(t89, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t75], t90);
                int32x4_t t91 = vaddq_s32(t3, vdupq_n_s32(352));
                uint32x4_t t92 = vreinterpretq_u32_s32(t91);
                uint32x4_t t93 = vsubq_u32(t92, vdupq_n_u32(1000));
                uint32x4_t t94 = vminq_u32(t92, t93);
                int32x4_t t95 = vreinterpretq_s32_u32(t94);
                int32x4_t t96 = vsubq_s32(t95, vdupq_n_s32(500));
                vst1q_s32(&c[t75], t96);
                int32x4_t t97 = vaddq_s32(t4, vdupq_n_s32(226));
                uint32x4_t t98 = vreinterpretq_u32_s32(t97);
                uint32x4_t t99 = vsubq_u32(t98, vdupq_n_u32(777));
                uint32x4_t t100 = vminq_u32(t98, t99);
                int32x4_t t101 = vreinterpretq_s32_u32(t100);
                int32x4_t t102 = vsubq_s32(t101, vdupq_n_s32(300));
                vst1q_s32(&d[t75], t102);
                uint32x4_t t103 = vreinterpretq_u32_s32(i_v_4);
                uint32x4_t t104 = vmulq_u32(t103, vdupq_n_u32(-1640531535));
                uint32x4_t t105 = vaddq_u32(t104, t34);
                vst1q_u32(&u[t75], t105);
                long t106 = i_vec + 12L;
                uint32x4_t t107 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t107);
                int32x4_t t108 = vaddq_s32(t1, vdupq_n_s32(40));
                uint32x4_t t109 = vreinterpretq_u32_s32(t108);
                uint32x4_t t110 = vsubq_u32(t109, vdupq_n_u32(101));
                uint32x4_t t111 = vminq_u32(t109, t110);
                int32x4_t t112 = vreinterpretq_s32_u32(t111);
                float32x4_t t113 = vcvtq_f32_s32(t112);
                float32x4_t t114 = vsubq_f32(t113, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t106], t114);
                int32x4_t t115 = vaddq_s32(t2, vdupq_n_s32(17));
                uint32x4_t t116 = vreinterpretq_u32_s32(t115);
                uint32x4_t t117 = vsubq_u32(t116, vdupq_n_u32(23));
                uint32x4_t t118 = vminq_u32(t116, t117);
                int32x4_t t119 = vreinterpretq_s32_u32(t118);
                float32x4_t t120 = vcvtq_f32_s32(t119);
                float32x4_t t121 = vmulq_f32(t120, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t106], t121);
                int32x4_t t122 = vaddq_s32(t3, vdupq_n_s32(28));
                uint32x4_t t123 = vreinterpretq_u32_s32(t122);
                uint32x4_t t124 = vsubq_u32(t123, vdupq_n_u32(1000));
                uint32x4_t t125 = vminq_u32(t123, t124);
                int32x4_t t126 = vreinterpretq_s32_u32(t125);
                int32x4_t t127 = vsubq_s32(t126, vdupq_n_s32(500));
                vst1q_s32(&c[t106], t127);
                int32x4_t t128 = vaddq_s32(t4, vdupq_n_s32(339));
                uint32x4_t t129 = vreinterpretq_u32_s32(t128);
                uint32x4_t t130 = vsubq_u32(t129, vdupq_n_u32(777));
                uint32x4_t t131 = vminq_u32(t129, t130);
                int32x4_t t132 = vreinterpretq_s32_u32(t131);
                int32x4_t t133 = vsubq_s32(t132, vdupq_n_s32(300));
                vst1q_s32(&d[t106], t133);
                uint32x4_t t134 = vreinterpretq_u32_s32(i_v_5);
                uint32x4_t t135 = vmulq_u32(t134, vdupq_n_u32(-1640531535));
                uint32x4_t t136 = vaddq_u32(t135, t34);
                vst1q_u32(&u[t106], t136);
                i_vec += 16L;
                uint32x4_t t137 = vaddq_u32(i_v, vdupq_n_u32(16));
                int32x4_t t138 = vaddq_s32(t1, vdupq_n_s32(87));
                uint32x4_t t139 = vreinterpretq_u32_s32(t138);
                uint32x4_t t140 = vsubq_u32(t139, vdupq_n_u32(101));
                uint32x4_t t141 = vminq_u32(t139, t140);
                int32x4_t t142 = vreinterpretq_s32_u32(t141);
                int32x4_t t143 = vaddq_s32(t2, vdupq_n_s32(15));
                uint32x4_t t144 = vreinterpretq_u32_s32(t143);
                uint32x4_t t145 = vsubq_u32(t144, vdupq_n_u32(23));
                uint32x4_t t146 = vminq_u32(t144, t145);
                int32x4_t t147 = vreinterpretq_s32_u32(t146);
                int32x4_t t148 = vaddq_s32(t3, vdupq_n_s32(704));
                uint32x4_t t149 = vreinterpretq_u32_s32(t148);
                uint32x4_t t150 = vsubq_u32(t149, vdupq_n_u32(1000));
                uint32x4_t t151 = vminq_u32(t149, t150);
                int32x4_t t152 = vreinterpretq_s32_u32(t151);
                int32x4_t t153 = vaddq_s32(t4, vdupq_n_s32(452));
                uint32x4_t t154 = vreinterpretq_u32_s32(t153);
                uint32x4_t t155 = vsubq_u32(t154, vdupq_n_u32(777));
                uint32x4_t t156 = vminq_u32(t154, t155);
                int32x4_t t157 = vreinterpretq_s32_u32(t156);
                if (i_vec >= 992L) {
                    break;
                }
                i_v = t137;
                t1 = t142;
                t2 = t147;
                t3 = t152;
                t4 = t157;
            }
            t158 = 992;
        } else {
            t158 = 0;
        }
        long t159 = (long)t158 * -1L + 1000L;
        int t160 = (int)((unsigned int)(int)((unsigned int)t158 * 37U) + (unsigned int)round);
        int t161 = (int)((unsigned int)(int)((unsigned int)t158 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t162 = (int)((unsigned int)(int)((unsigned int)t158 * 7919U) + (unsigned int)round);
        int t163 = (int)((unsigned int)t158 * 104729U);
        if ((t159 >= 4L) & (t160 >= 0) & (t161 >= 0) & (t162 >= 0) & (t163 >= 0)) {
            long t164 = t159 & -4L;
            int32x4_t round_v_1 = vdupq_n_s32(round);
            int32x4_t t165 = vdupq_n_s32(t158);
            uint32x4_t t166 = vreinterpretq_u32_s32(t165);
            uint32x4_t i_v_1 = vaddq_u32(t166, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t167 = vdupq_n_s32(t160 % 101);
            int32x4_t t168 = vaddq_s32(t167, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
            uint32x4_t t169 = vreinterpretq_u32_s32(t168);
            uint32x4_t t170 = vsubq_u32(t169, vdupq_n_u32(101));
            uint32x4_t t171 = vminq_u32(t169, t170);
            int32x4_t t5 = vreinterpretq_s32_u32(t171);
            int32x4_t t172 = vdupq_n_s32(t161 % 23);
            int32x4_t t173 = vaddq_s32(t172, ((int32x4_t)(vcc_v4_int){0, 11, 22, 10}));
            uint32x4_t t174 = vreinterpretq_u32_s32(t173);
            uint32x4_t t175 = vsubq_u32(t174, vdupq_n_u32(23));
            uint32x4_t t176 = vminq_u32(t174, t175);
            int32x4_t t6 = vreinterpretq_s32_u32(t176);
            int32x4_t t177 = vdupq_n_s32(t162 % 1000);
            int32x4_t t178 = vaddq_s32(t177, ((int32x4_t)(vcc_v4_int){0, 919, 838, 757}));
            uint32x4_t t179 = vreinterpretq_u32_s32(t178);
            uint32x4_t t180 = vsubq_u32(t179, vdupq_n_u32(1000));
            uint32x4_t t181 = vminq_u32(t179, t180);
            int32x4_t t7 = vreinterpretq_s32_u32(t181);
            int32x4_t t182 = vdupq_n_s32(t163 % 777);
            int32x4_t t183 = vaddq_s32(t182, ((int32x4_t)(vcc_v4_int){0, 611, 445, 279}));
            uint32x4_t t184 = vreinterpretq_u32_s32(t183);
            uint32x4_t t185 = vsubq_u32(t184, vdupq_n_u32(777));
            uint32x4_t t186 = vminq_u32(t184, t185);
            int32x4_t t8 = vreinterpretq_s32_u32(t186);
            uint32x4_t t187 = vreinterpretq_u32_s32(round_v_1);
            long i_vec_1 = 0L;
            /* vcc: loop at split_condition.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t188 = (long)t158 + i_vec_1;
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                float32x4_t t189 = vcvtq_f32_s32(t5);
                float32x4_t t190 = vsubq_f32(t189, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t188], t190);
                float32x4_t t191 = vcvtq_f32_s32(t6);
                float32x4_t t192 = vmulq_f32(t191, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t188], t192);
                int32x4_t t193 = vsubq_s32(t7, vdupq_n_s32(500));
                vst1q_s32(&c[t188], t193);
                int32x4_t t194 = vsubq_s32(t8, vdupq_n_s32(300));
                vst1q_s32(&d[t188], t194);
                uint32x4_t t195 = vreinterpretq_u32_s32(i_v_6);
                uint32x4_t t196 = vmulq_u32(t195, vdupq_n_u32(-1640531535));
                uint32x4_t t197 = vaddq_u32(t196, t187);
                vst1q_u32(&u[t188], t197);
                i_vec_1 += 4L;
                uint32x4_t t198 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t199 = vaddq_s32(t5, vdupq_n_s32(47));
                uint32x4_t t200 = vreinterpretq_u32_s32(t199);
                uint32x4_t t201 = vsubq_u32(t200, vdupq_n_u32(101));
                uint32x4_t t202 = vminq_u32(t200, t201);
                int32x4_t t203 = vreinterpretq_s32_u32(t202);
                int32x4_t t204 = vaddq_s32(t6, vdupq_n_s32(21));
                uint32x4_t t205 = vreinterpretq_u32_s32(t204);
                uint32x4_t t206 = vsubq_u32(t205, vdupq_n_u32(23));
                uint32x4_t t207 = vminq_u32(t205, t206);
                int32x4_t t208 = vreinterpretq_s32_u32(t207);
                int32x4_t t209 = vaddq_s32(t7, vdupq_n_s32(676));
                uint32x4_t t210 = vreinterpretq_u32_s32(t209);
                uint32x4_t t211 = vsubq_u32(t210, vdupq_n_u32(1000));
                uint32x4_t t212 = vminq_u32(t210, t211);
                int32x4_t t213 = vreinterpretq_s32_u32(t212);
                int32x4_t t214 = vaddq_s32(t8, vdupq_n_s32(113));
                uint32x4_t t215 = vreinterpretq_u32_s32(t214);
                uint32x4_t t216 = vsubq_u32(t215, vdupq_n_u32(777));
                uint32x4_t t217 = vminq_u32(t215, t216);
                int32x4_t t218 = vreinterpretq_s32_u32(t217);
                if (i_vec_1 >= t164) {
                    break;
                }
                i_v_1 = t198;
                t5 = t203;
                t6 = t208;
                t7 = t213;
                t8 = t218;
            }
            i = (int)((long)t158 + t164);
        } else {
            i = t158;
        }
        for (; i < 1000; i++) {
            long t219 = (long)i;
            a[t219] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t219] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t219] = (i * 7919 + round) % 1000 - 500;
            d[t219] = i * 104729 % 777 - 300;
            u[t219] = (unsigned int)i * 2654435761U + (unsigned int)round;
        }
        first_iter();
        const void *t220 = (const void *)a;
        printf("%llx", (unsigned long long)hash_bytes(t220, 4000UL));
        last_iter();
        below_eight();
        above_unsigned();
        unsigned long t221 = hash_bytes((const void *)u, 4000UL);
        const void *t222 = (const void *)c;
        unsigned long t223 = hash_bytes(t222, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t220, 4000UL), (unsigned long long)t223, (unsigned long long)t221);
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        unsigned long t224 = hash_bytes(t222, 4000UL);
        printf(" %llx %llx\n", (unsigned long long)hash_bytes(t220, 4000UL), (unsigned long long)t224);
    }
    return 0;
}
