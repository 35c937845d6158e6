/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));

/* vcc-test: expect-vectorized 5 */
/* Wrap-around variables (`peel_wraps.rs`): a variable that each iteration sets to the loop's
 * index holds the index of the iteration before, except on the first iteration, where it holds
 * its own start. The first iterations run before the loop; the variable then steps as an
 * induction (`affine.rs`), and its loads are consecutive. */
#include "harness.h"

/* The previous index, wrapping to the last element on the first iteration. */
void prev_index(float *restrict a, const float *restrict b, int n) {
    int i;
    int im1_1;
    int im1 = n - 1;
    if (0 < n) {
        a[0] = (b[0] + b[im1]) * 0.5f;
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:11 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                long t3 = 1L + i_vec;
                float32x4_t b_v = vld1q_f32(b + t3);
                float32x4_t b_v_1 = vld1q_f32(b + i_vec);
                float32x4_t t4 = vaddq_f32(b_v, b_v_1);
                float32x4_t t5 = vmulq_f32(t4, vdupq_n_f32(0.5f));
                vst1q_f32(a + t3, t5);
                long t6 = i_vec + 4L;
                long t7 = 1L + t6;
                float32x4_t b_v_2 = vld1q_f32(b + t7);
                float32x4_t b_v_3 = vld1q_f32(b + t6);
                float32x4_t t8 = vaddq_f32(b_v_2, b_v_3);
                float32x4_t t9 = vmulq_f32(t8, vdupq_n_f32(0.5f));
                vst1q_f32(a + t7, t9);
                long t10 = i_vec + 8L;
                long t11 = 1L + t10;
                float32x4_t b_v_4 = vld1q_f32(b + t11);
                float32x4_t b_v_5 = vld1q_f32(b + t10);
                float32x4_t t12 = vaddq_f32(b_v_4, b_v_5);
                float32x4_t t13 = vmulq_f32(t12, vdupq_n_f32(0.5f));
                vst1q_f32(a + t11, t13);
                long t14 = i_vec + 12L;
                long t15 = 1L + t14;
                float32x4_t b_v_6 = vld1q_f32(b + t15);
                float32x4_t b_v_7 = vld1q_f32(b + t14);
                float32x4_t t16 = vaddq_f32(b_v_6, b_v_7);
                float32x4_t t17 = vmulq_f32(t16, vdupq_n_f32(0.5f));
                vst1q_f32(a + t15, t17);
                i_vec += 16L;
            } while (i_vec < t2);
            i = (int)(1L + t2);
            im1_1 = (int)t2;
        } else {
            i = 1;
            im1_1 = 0;
        }
        for (; i < n; im1_1 = i, i++) {
            long t18 = (long)i;
            a[t18] = (b[t18] + b[im1_1]) * 0.5f;
        }
    }
}

/* Two of them in a chain: two iterations peeled. */
void two_back(int *restrict a, const int *restrict b, int n) {
    int i;
    int im1;
    int im2;
    int t44;
    int t2 = n - 1;
    int t1 = n - 2;
    if (0 < n) {
        int *t3 = a + 0;
        int t4 = b[0] - 2 * b[t2];
        if (t1 < 0) {
            t1 = 0;
        }
        *t3 = t4 + b[t1];
        if (1 < n) {
            int *t5 = a + 1;
            int t6 = b[1] - 2 * b[0];
            if (t2 < 0) {
                t2 = 0;
            }
            *t5 = t6 + b[t2];
            long t7 = (long)n + -2L;
            if (t7 >= 16L) {
                long t8 = t7 & -16L;
                int32x4_t t9 = vdupq_n_s32(0);
                uint32x4_t t10 = vreinterpretq_u32_s32(t9);
                uint32x4_t im2_v = vaddq_u32(t10, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long i_vec = 0L;
                /* vcc: loop at wrap_around.c:20 vectorized: VF 4, UF 4, scalar epilogue */
                do {
                    long t11 = 2L + i_vec;
                    long t12 = i_vec + 4L;
                    long t13 = 2L + t12;
                    long t14 = i_vec + 8L;
                    long t15 = 2L + t14;
                    long t16 = i_vec + 12L;
                    long t17 = 2L + t16;
                    int32x4_t im2_v_1 = vreinterpretq_s32_u32(im2_v);
                    uint32x4_t t18 = vaddq_u32(im2_v, vdupq_n_u32(4));
                    int32x4_t im2_v_2 = vreinterpretq_s32_u32(t18);
                    uint32x4_t t19 = vaddq_u32(im2_v, vdupq_n_u32(8));
                    int32x4_t im2_v_3 = vreinterpretq_s32_u32(t19);
                    uint32x4_t t20 = vaddq_u32(im2_v, vdupq_n_u32(12));
                    int32x4_t im2_v_4 = vreinterpretq_s32_u32(t20);
                    int32x4_t b_v = vld1q_s32(b + t11);
                    int32x4_t b_v_1 = vld1q_s32(b + t13);
                    int32x4_t b_v_2 = vld1q_s32(b + t15);
                    int32x4_t b_v_3 = vld1q_s32(b + t17);
                    int32x4_t b_v_4 = vld1q_s32(b + (1L + i_vec));
                    int32x4_t b_v_5 = vld1q_s32(b + (1L + t12));
                    int32x4_t b_v_6 = vld1q_s32(b + (1L + t14));
                    int32x4_t b_v_7 = vld1q_s32(b + (1L + t16));
                    int32x4_t t21 = vmulq_s32(vdupq_n_s32(2), b_v_4);
                    int32x4_t t22 = vmulq_s32(vdupq_n_s32(2), b_v_5);
                    int32x4_t t23 = vmulq_s32(vdupq_n_s32(2), b_v_6);
                    int32x4_t t24 = vmulq_s32(vdupq_n_s32(2), b_v_7);
                    int32x4_t t25 = vsubq_s32(b_v, t21);
                    int32x4_t t26 = vsubq_s32(b_v_1, t22);
                    int32x4_t t27 = vsubq_s32(b_v_2, t23);
                    int32x4_t t28 = vsubq_s32(b_v_3, t24);
                    uint32x4_t t29 = vcltq_s32(im2_v_1, vdupq_n_s32(0));
                    uint32x4_t t30 = vcltq_s32(im2_v_2, vdupq_n_s32(0));
                    uint32x4_t t31 = vcltq_s32(im2_v_3, vdupq_n_s32(0));
                    uint32x4_t t32 = vcltq_s32(im2_v_4, vdupq_n_s32(0));
                    int32x4_t t33 = vbslq_s32(t29, vdupq_n_s32(0), im2_v_1);
                    int32x4_t t34 = vbslq_s32(t30, vdupq_n_s32(0), im2_v_2);
                    int32x4_t t35 = vbslq_s32(t31, vdupq_n_s32(0), im2_v_3);
                    int32x4_t t36 = vbslq_s32(t32, vdupq_n_s32(0), im2_v_4);
                    int32x4_t b_v_8 = ({ int32x4_t vcc_ni = t33; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t b_v_9 = ({ int32x4_t vcc_ni = t34; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t b_v_10 = ({ int32x4_t vcc_ni = t35; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t b_v_11 = ({ int32x4_t vcc_ni = t36; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t t37 = vaddq_s32(t25, b_v_8);
                    vst1q_s32(a + t11, t37);
                    int32x4_t t38 = vaddq_s32(t26, b_v_9);
                    vst1q_s32(a + t13, t38);
                    int32x4_t t39 = vaddq_s32(t27, b_v_10);
                    vst1q_s32(a + t15, t39);
                    int32x4_t t40 = vaddq_s32(t28, b_v_11);
                    vst1q_s32(a + t17, t40);
                    i_vec += 16L;
                    im2_v = vaddq_u32(im2_v, vdupq_n_u32(16));
                } while (i_vec < t8);
                i = (int)(2L + t8);
                im1 = (int)(1L + t8);
                im2 = (int)t8;
            } else {
                i = 2;
                im1 = 1;
                im2 = 0;
            }
            for (; i < n; im2 = im1, im1 = i, i++) {
                long t41 = (long)i;
                int *t42 = a + t41;
                int t43 = b[t41] - 2 * b[im1];
                if (im2 < 0) {
                    t44 = 0;
                } else {
                    t44 = im2;
                }
                *t42 = t43 + b[t44];
            }
        }
    }
}

/* A pointer that trails another one, and a start from a parameter. */
void trailing(double *restrict y, const double *restrict x, int k, int n) {
    int i;
    const double *prev_1;
    const double *p_1;
    const double *prev = x + k;
    if (0 < n) {
        y[0] = *x * 3.0 - *prev;
        const double *p = x + 1;
        long t1 = (long)n + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:30 vectorized: VF 2, UF 4, scalar epilogue */
            do {
                float64x2_t p_v = vld1q_f64(p + i_vec);
                float64x2_t t3 = vmulq_f64(p_v, vdupq_n_f64(3.0));
                float64x2_t prev_v = vld1q_f64(x + i_vec);
                float64x2_t t4 = vsubq_f64(t3, prev_v);
                vst1q_f64(y + (1L + i_vec), t4);
                long t5 = i_vec + 2L;
                float64x2_t p_v_1 = vld1q_f64(p + t5);
                float64x2_t t6 = vmulq_f64(p_v_1, vdupq_n_f64(3.0));
                float64x2_t prev_v_1 = vld1q_f64(x + t5);
                float64x2_t t7 = vsubq_f64(t6, prev_v_1);
                vst1q_f64(y + (1L + t5), t7);
                long t8 = i_vec + 4L;
                float64x2_t p_v_2 = vld1q_f64(p + t8);
                float64x2_t t9 = vmulq_f64(p_v_2, vdupq_n_f64(3.0));
                float64x2_t prev_v_2 = vld1q_f64(x + t8);
                float64x2_t t10 = vsubq_f64(t9, prev_v_2);
                vst1q_f64(y + (1L + t8), t10);
                long t11 = i_vec + 6L;
                float64x2_t p_v_3 = vld1q_f64(p + t11);
                float64x2_t t12 = vmulq_f64(p_v_3, vdupq_n_f64(3.0));
                float64x2_t prev_v_3 = vld1q_f64(x + t11);
                float64x2_t t13 = vsubq_f64(t12, prev_v_3);
                vst1q_f64(y + (1L + t11), t13);
                i_vec += 8L;
            } while (i_vec < t2);
            i = (int)(1L + t2);
            p = p + t2;
            prev_1 = x + t2;
        } else {
            i = 1;
            prev_1 = x;
        }
        for (; i < n; i++, prev_1 = p, p = p_1) {
            y[i] = *p * 3.0 - *prev_1;
            p_1 = p + 1;
        }
    }
}

/* The variable used after the loop (the exit takes it from the peeled iteration too). */
long last_index(short *restrict a, const short *restrict b, long n) {
    long i;
    long prev;
    long prev_1;
    if (0L < n) {
        a[0] = (short)((long)b[0] + 3L);
        long t1 = n + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            vcc_v8_long t3 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_ulong t4 = (vcc_v8_ulong)t3;
            vcc_v8_ulong prev_v = t4 + (vcc_v8_ulong){0UL, 1UL, 2UL, 3UL, 4UL, 5UL, 6UL, 7UL};
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:40 vectorized: VF 8, UF 1, scalar epilogue */
            do {
                long t5 = 1L + i_vec;
                vcc_v8_long prev_v_1 = (vcc_v8_long)prev_v;
                int16x8_t b_v = vld1q_s16(b + t5);
                vcc_v8_long t6 = prev_v_1 & (vcc_v8_long){3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L};
                vcc_v8_long t7 = ({ int16x8_t vcc_w0 = b_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w3; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w4; vcc_v2_long vcc_p2 = (vcc_v2_long)vcc_w5; vcc_v2_long vcc_p3 = (vcc_v2_long)vcc_w6; vcc_v8_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
                vcc_v8_long t8 = t7 + t6;
                int16x8_t t9 = (int16x8_t)__builtin_convertvector(__builtin_convertvector(t8, vcc_v8_int), vcc_v8_short);
                vst1q_s16(a + t5, t9);
                i_vec += 8L;
                prev_v = prev_v + (vcc_v8_ulong){8UL, 8UL, 8UL, 8UL, 8UL, 8UL, 8UL, 8UL};
            } while (i_vec < t2);
            i = 1L + t2;
            prev = t2;
        } else {
            i = 1L;
            prev = 0L;
        }
        for (;; prev = i, i++) {
            if (i >= n) {
                prev_1 = prev;
                break;
            }
            a[i] = (short)((long)b[i] + (prev & 3L));
        }
    } else {
        prev_1 = 7L;
    }
    return prev_1;
}

/* Already an induction: a start of the index's start less one step peels nothing. */
void minus_one(int *restrict a, int n) {
    int i;
    int prev;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(-1);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t prev_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at wrap_around.c:50 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int32x4_t prev_v_1 = vreinterpretq_s32_u32(prev_v);
            int32x4_t t5 = vmulq_s32(prev_v_1, vdupq_n_s32(5));
            vst1q_s32(a + i_vec, t5);
            uint32x4_t t6 = vaddq_u32(prev_v, vdupq_n_u32(4));
            int32x4_t prev_v_2 = vreinterpretq_s32_u32(t6);
            int32x4_t t7 = vmulq_s32(prev_v_2, vdupq_n_s32(5));
            vst1q_s32(a + (i_vec + 4L), t7);
            uint32x4_t t8 = vaddq_u32(prev_v, vdupq_n_u32(8));
            int32x4_t prev_v_3 = vreinterpretq_s32_u32(t8);
            int32x4_t t9 = vmulq_s32(prev_v_3, vdupq_n_s32(5));
            vst1q_s32(a + (i_vec + 8L), t9);
            uint32x4_t t10 = vaddq_u32(prev_v, vdupq_n_u32(12));
            int32x4_t prev_v_4 = vreinterpretq_s32_u32(t10);
            int32x4_t t11 = vmulq_s32(prev_v_4, vdupq_n_s32(5));
            vst1q_s32(a + (i_vec + 12L), t11);
            i_vec += 16L;
            prev_v = vaddq_u32(prev_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        i = (int)t2;
        prev = (int)(-1L + t2);
    } else {
        i = 0;
        prev = -1;
    }
    for (; i < n; prev = i, i++) {
        a[i] = prev * 5;
    }
}

/* Not peeled: the wrap-around variable trails a value that is not an induction. */
void trails_data(int *restrict a, const int *restrict b, int n) {
    int last = 0, cur = 1;
    for (int i = 0; i < n; i++) {
        a[i] = b[last < 0 ? 0 : last % (i + 1)];
        last = cur;
        cur = b[i];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *af = new_array(n, sizeof(float)), *bf = new_array(n, sizeof(float));
        int *ai = new_array(n, sizeof(int)), *bi = new_array(n, sizeof(int));
        double *x = new_array(n + 5, sizeof(double)), *y = new_array(n, sizeof(double));
        short *as = new_array(n, sizeof(short)), *bs = new_array(n, sizeof(short));
        FILL(bf, n, -1000, 2000);
        FILL(bi, n, -50000, 100000);
        FILL(x, n + 5, -1000, 2000);
        FILL(bs, n, -1000, 2000);
        prev_index(af, bf, n);
        two_back(ai, bi, n);
        printf("n=%d %llx %llx", n, HASH(af, n), HASH(ai, n));
        trailing(y, x, 5, n);
        long last = last_index(as, bs, n);
        printf(" %llx %llx %ld", HASH(y, n), HASH(as, n), last);
        minus_one(ai, n);
        printf(" %llx", HASH(ai, n));
        trails_data(ai, bi, n);
        printf(" %llx\n", HASH(ai, n));
        free(af), free(bf), free(ai), free(bi), free(x), free(y), free(as), free(bs);
    }
    return 0;
}
