/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 sse4.2=5 sse2=5 neon=6 */
/* `size_t` loops in the other shapes C code writes them: `!=` instead of `<`, counting down
 * with `a[i - 1]` or `i-- > 0`, starting at `n - 1`, and steps of 2. The index `(long)i` is
 * taken modulo 2^64, as the address is computed; a start that may have wrapped (`n - 1`) is
 * counted from as itself; a step of 2 from 0 cannot wrap without indexing more elements than
 * any object holds (an access runs on every iteration). */
#include "harness.h"
#include <stddef.h>

static void ne_loop(float *a, size_t n) {
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:11 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            float32x4_t a_v = vld1q_f32(t3);
            float32x4_t t4 = vmulq_f32(a_v, vdupq_n_f32(2.0f));
            vst1q_f32(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 4L);
            float32x4_t a_v_1 = vld1q_f32(t5);
            float32x4_t t6 = vmulq_f32(a_v_1, vdupq_n_f32(2.0f));
            vst1q_f32(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 8L);
            float32x4_t a_v_2 = vld1q_f32(t7);
            float32x4_t t8 = vmulq_f32(a_v_2, vdupq_n_f32(2.0f));
            vst1q_f32(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 12L);
            float32x4_t a_v_3 = vld1q_f32(t9);
            float32x4_t t10 = vmulq_f32(a_v_3, vdupq_n_f32(2.0f));
            vst1q_f32(t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (unsigned long)t2;
    } else {
        i = 0UL;
    }
    for (; i != n; i++) {
        float *t11 = a + (long)i;
        *t11 = *t11 * 2.0f;
    }
}

static void down(float *a, size_t n) {
    unsigned long i;
    unsigned long t19;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            float32x4_t t4 = vld1q_f32(t3 + -3);
            float32x4_t t5 = vmulq_f32(t4, vdupq_n_f32(3.0f));
            float32x4_t t6 = vaddq_f32(t5, vdupq_n_f32(1.0f));
            vst1q_f32(t3 + -3, t6);
            float *t7 = a + (long)(n + (unsigned long)((i_vec + 4L) * -1L) - 1UL);
            float32x4_t t8 = vld1q_f32(t7 + -3);
            float32x4_t t9 = vmulq_f32(t8, vdupq_n_f32(3.0f));
            float32x4_t t10 = vaddq_f32(t9, vdupq_n_f32(1.0f));
            vst1q_f32(t7 + -3, t10);
            float *t11 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            float32x4_t t12 = vld1q_f32(t11 + -3);
            float32x4_t t13 = vmulq_f32(t12, vdupq_n_f32(3.0f));
            float32x4_t t14 = vaddq_f32(t13, vdupq_n_f32(1.0f));
            vst1q_f32(t11 + -3, t14);
            float *t15 = a + (long)(n + (unsigned long)((i_vec + 12L) * -1L) - 1UL);
            float32x4_t t16 = vld1q_f32(t15 + -3);
            float32x4_t t17 = vmulq_f32(t16, vdupq_n_f32(3.0f));
            float32x4_t t18 = vaddq_f32(t17, vdupq_n_f32(1.0f));
            vst1q_f32(t15 + -3, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = n + (unsigned long)(t2 * -1L);
    } else {
        t19 = n;
    }
    long t20 = (long)t19;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t22 = a + (long)(t19 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            float32x4_t t23 = vld1q_f32(t22 + -3);
            float32x4_t t24 = vmulq_f32(t23, vdupq_n_f32(3.0f));
            float32x4_t t25 = vaddq_f32(t24, vdupq_n_f32(1.0f));
            vst1q_f32(t22 + -3, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = t19 + (unsigned long)(t21 * -1L);
    } else {
        i = t19;
    }
    while (i > 0UL) {
        i--;
        float *t26 = a + (long)i;
        *t26 = *t26 * 3.0f + 1.0f;
    }
}

static void down_postdec(float *a, size_t n) {
    unsigned long t15;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            float32x4_t t4 = vld1q_f32(t3 + -3);
            float32x4_t t5 = vaddq_f32(t4, vdupq_n_f32(0.5f));
            vst1q_f32(t3 + -3, t5);
            float *t6 = a + (long)(n + (unsigned long)((i_vec + 4L) * -1L) - 1UL);
            float32x4_t t7 = vld1q_f32(t6 + -3);
            float32x4_t t8 = vaddq_f32(t7, vdupq_n_f32(0.5f));
            vst1q_f32(t6 + -3, t8);
            float *t9 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            float32x4_t t10 = vld1q_f32(t9 + -3);
            float32x4_t t11 = vaddq_f32(t10, vdupq_n_f32(0.5f));
            vst1q_f32(t9 + -3, t11);
            float *t12 = a + (long)(n + (unsigned long)((i_vec + 12L) * -1L) - 1UL);
            float32x4_t t13 = vld1q_f32(t12 + -3);
            float32x4_t t14 = vaddq_f32(t13, vdupq_n_f32(0.5f));
            vst1q_f32(t12 + -3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = n + (unsigned long)(t2 * -1L);
    } else {
        t15 = n;
    }
    long t16 = (long)t15;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t18 = a + (long)(t15 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            float32x4_t t19 = vld1q_f32(t18 + -3);
            float32x4_t t20 = vaddq_f32(t19, vdupq_n_f32(0.5f));
            vst1q_f32(t18 + -3, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = t15 + (unsigned long)(t17 * -1L);
    } else {
        i = t15;
    }
    for (;;) {
        unsigned long i_1 = i - 1UL;
        if (i <= 0UL) {
            break;
        }
        float *t21 = a + (long)i_1;
        *t21 = *t21 + 0.5f;
        i = i_1;
    }
}

static void shift_left(float *a, size_t n) {
    unsigned long i;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:26 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            unsigned long t3 = 1UL + (unsigned long)i_vec;
            float32x4_t a_v = vld1q_f32(a + (long)t3);
            vst1q_f32(a + (long)(t3 - 1UL), a_v);
            unsigned long t4 = 1UL + (unsigned long)(i_vec + 4L);
            float32x4_t a_v_1 = vld1q_f32(a + (long)t4);
            vst1q_f32(a + (long)(t4 - 1UL), a_v_1);
            unsigned long t5 = 1UL + (unsigned long)(i_vec + 8L);
            float32x4_t a_v_2 = vld1q_f32(a + (long)t5);
            vst1q_f32(a + (long)(t5 - 1UL), a_v_2);
            unsigned long t6 = 1UL + (unsigned long)(i_vec + 12L);
            float32x4_t a_v_3 = vld1q_f32(a + (long)t6);
            vst1q_f32(a + (long)(t6 - 1UL), a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = 1UL + (unsigned long)t2;
    } else {
        i = 1UL;
    }
    for (; i != n; i++) {
        a[(long)(i - 1UL)] = a[(long)i];
    }
}

static void shift_right(float *a, size_t n) {
    unsigned long i;
    unsigned long t1 = n - 1UL;
    long t2 = (long)t1;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            unsigned long t4 = t1 + (unsigned long)(i_vec * -1L);
            float32x4_t t5 = vld1q_f32(a + (long)(t4 - 1UL) + -3);
            float32x4_t a_v = vextq_f32(vrev64q_f32(t5), vrev64q_f32(t5), 2);
            float32x4_t t6 = vextq_f32(vrev64q_f32(a_v), vrev64q_f32(a_v), 2);
            vst1q_f32(a + (long)t4 + -3, t6);
            unsigned long t7 = t1 + (unsigned long)((i_vec + 4L) * -1L);
            float32x4_t t8 = vld1q_f32(a + (long)(t7 - 1UL) + -3);
            float32x4_t a_v_1 = vextq_f32(vrev64q_f32(t8), vrev64q_f32(t8), 2);
            float32x4_t t9 = vextq_f32(vrev64q_f32(a_v_1), vrev64q_f32(a_v_1), 2);
            vst1q_f32(a + (long)t7 + -3, t9);
            unsigned long t10 = t1 + (unsigned long)((i_vec + 8L) * -1L);
            float32x4_t t11 = vld1q_f32(a + (long)(t10 - 1UL) + -3);
            float32x4_t a_v_2 = vextq_f32(vrev64q_f32(t11), vrev64q_f32(t11), 2);
            float32x4_t t12 = vextq_f32(vrev64q_f32(a_v_2), vrev64q_f32(a_v_2), 2);
            vst1q_f32(a + (long)t10 + -3, t12);
            unsigned long t13 = t1 + (unsigned long)((i_vec + 12L) * -1L);
            float32x4_t t14 = vld1q_f32(a + (long)(t13 - 1UL) + -3);
            float32x4_t a_v_3 = vextq_f32(vrev64q_f32(t14), vrev64q_f32(t14), 2);
            float32x4_t t15 = vextq_f32(vrev64q_f32(a_v_3), vrev64q_f32(a_v_3), 2);
            vst1q_f32(a + (long)t13 + -3, t15);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 += (unsigned long)(t3 * -1L);
    }
    long t16 = (long)t1;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            unsigned long t18 = t1 + (unsigned long)(i_vec_1 * -1L);
            float32x4_t t19 = vld1q_f32(a + (long)(t18 - 1UL) + -3);
            float32x4_t a_v_4 = vextq_f32(vrev64q_f32(t19), vrev64q_f32(t19), 2);
            float32x4_t t20 = vextq_f32(vrev64q_f32(a_v_4), vrev64q_f32(a_v_4), 2);
            vst1q_f32(a + (long)t18 + -3, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = t1 + (unsigned long)(t17 * -1L);
    } else {
        i = t1;
    }
    while (i > 0UL) {
        unsigned long t21 = i - 1UL;
        a[(long)i] = a[(long)t21];
        i = t21;
    }
}

static void step2(float *restrict a, const float *restrict b, size_t n) {
    unsigned long i;
    long t1 = ((long)n + 1L) / 2L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:36 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            unsigned long t3 = (unsigned long)(i_vec * 2L);
            unsigned long t4 = (unsigned long)((i_vec + 4L) * 2L);
            long t5 = (long)t3;
            long t6 = (long)t4;
            const float *t7 = b + t5;
            const float *t8 = b + t6;
            float32x4_t b_v = vld2q_f32(t7).val[0];
            float32x4_t b_v_1 = vld2q_f32(t7).val[1];
            float32x4_t b_v_2 = vld2q_f32(t8).val[0];
            float32x4_t b_v_3 = vld2q_f32(t8).val[1];
            float32x4_t t9 = vmulq_f32(b_v, b_v_1);
            float32x4_t t10 = vmulq_f32(b_v_2, b_v_3);
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const float32_t *vcc_np = (const float32_t *)(a + (long)(t3 + 1UL)); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const float32_t *vcc_np = (const float32_t *)(a + (long)(t4 + 1UL)); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t11 = vaddq_f32(t9, a_v);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; float32x4_t vcc_nv = t11; float32_t *vcc_np = (float32_t *)(a + t5); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t12 = vaddq_f32(t10, a_v_1);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; float32x4_t vcc_nv = t12; float32_t *vcc_np = (float32_t *)(a + t6); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (unsigned long)(t2 * 2L);
    } else {
        i = 0UL;
    }
    for (; i < n; i += 2UL) {
        long t13 = (long)i;
        long t14 = (long)(i + 1UL);
        a[t13] = b[t13] * b[t14] + a[t14];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, sizeof *a), *b = new_array(n + 2, sizeof *b);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -20, 40);
        size_t m = (size_t)n;
        ne_loop(a, m);
        down(a, m);
        down_postdec(a, m);
        if (m > 0) {
            shift_left(a, m);
            shift_right(a, m);
        }
        step2(a, b, m);
        printf("n=%d %llx\n", n, HASH(a, n + 2));
        free(a);
        free(b);
    }
    return 0;
}
