/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized 2 */
/* Structs local to a function, their members scalars before the loop vectorizer
 * (`transform/split_records.rs`): a point built in each iteration, and a span holding the
 * loop's pointers and bound. A struct whose address is passed on stays in memory. */
#include "harness.h"

struct vcc_point_38 {
    float x;
    float y;
};
void norms(float *restrict a, const float *restrict b, const float *restrict c, int n) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t p_x_v = vld1q_f32(b + i_vec);
            float32x4_t p_y_v = vld1q_f32(c + i_vec);
            float32x4_t t3 = vmulq_f32(p_x_v, p_x_v);
            float32x4_t t4 = vmulq_f32(p_y_v, p_y_v);
            float32x4_t t5 = vaddq_f32(t3, t4);
            vst1q_f32(a + i_vec, t5);
            long t6 = i_vec + 4L;
            float32x4_t p_x_v_1 = vld1q_f32(b + t6);
            float32x4_t p_y_v_1 = vld1q_f32(c + t6);
            float32x4_t t7 = vmulq_f32(p_x_v_1, p_x_v_1);
            float32x4_t t8 = vmulq_f32(p_y_v_1, p_y_v_1);
            float32x4_t t9 = vaddq_f32(t7, t8);
            vst1q_f32(a + t6, t9);
            long t10 = i_vec + 8L;
            float32x4_t p_x_v_2 = vld1q_f32(b + t10);
            float32x4_t p_y_v_2 = vld1q_f32(c + t10);
            float32x4_t t11 = vmulq_f32(p_x_v_2, p_x_v_2);
            float32x4_t t12 = vmulq_f32(p_y_v_2, p_y_v_2);
            float32x4_t t13 = vaddq_f32(t11, t12);
            vst1q_f32(a + t10, t13);
            long t14 = i_vec + 12L;
            float32x4_t p_x_v_3 = vld1q_f32(b + t14);
            float32x4_t p_y_v_3 = vld1q_f32(c + t14);
            float32x4_t t15 = vmulq_f32(p_x_v_3, p_x_v_3);
            float32x4_t t16 = vmulq_f32(p_y_v_3, p_y_v_3);
            float32x4_t t17 = vaddq_f32(t15, t16);
            vst1q_f32(a + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float32x4_t p_x_v_4 = vld1q_f32(b + t21);
            float32x4_t p_y_v_4 = vld1q_f32(c + t21);
            float32x4_t t22 = vmulq_f32(p_x_v_4, p_x_v_4);
            float32x4_t t23 = vmulq_f32(p_y_v_4, p_y_v_4);
            float32x4_t t24 = vaddq_f32(t22, t23);
            vst1q_f32(a + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float p_x = b[t25];
        float p_y = c[t25];
        a[t25] = p_x * p_x + p_y * p_y;
    }
}

struct vcc_span_39 {
    float *dst;
    const float *src;
    int len;
};
void axpy_span(float *dst, const float *src, float s, int n) {
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        float32x4_t s_v = vdupq_n_f32(s);
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:23 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            float *t6 = dst + i_vec;
            float32x4_t src_v = vld1q_f32(src + i_vec);
            float32x4_t t7 = vmulq_f32(src_v, s_v);
            float32x4_t dst_v = vld1q_f32(t6);
            float32x4_t t8 = vaddq_f32(t7, dst_v);
            vst1q_f32(t6, t8);
            long t9 = i_vec + 4L;
            float *t10 = dst + t9;
            float32x4_t src_v_1 = vld1q_f32(src + t9);
            float32x4_t t11 = vmulq_f32(src_v_1, s_v);
            float32x4_t dst_v_1 = vld1q_f32(t10);
            float32x4_t t12 = vaddq_f32(t11, dst_v_1);
            vst1q_f32(t10, t12);
            long t13 = i_vec + 8L;
            float *t14 = dst + t13;
            float32x4_t src_v_2 = vld1q_f32(src + t13);
            float32x4_t t15 = vmulq_f32(src_v_2, s_v);
            float32x4_t dst_v_2 = vld1q_f32(t14);
            float32x4_t t16 = vaddq_f32(t15, dst_v_2);
            vst1q_f32(t14, t16);
            long t17 = i_vec + 12L;
            float *t18 = dst + t17;
            float32x4_t src_v_3 = vld1q_f32(src + t17);
            float32x4_t t19 = vmulq_f32(src_v_3, s_v);
            float32x4_t dst_v_3 = vld1q_f32(t18);
            float32x4_t t20 = vaddq_f32(t19, dst_v_3);
            vst1q_f32(t18, t20);
            i_vec += 16L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)dst;
    unsigned long t24 = (unsigned long)src;
    long t25 = (long)((unsigned long)dst + (unsigned long)((long)t21 * 4L) - ((unsigned long)src + (unsigned long)((long)t21 * 4L)));
    if ((t22 >= 4L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 16L)))) {
        long t26 = t22 & -4L;
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:23 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t27 = (long)t21 + i_vec_1;
            float *t28 = dst + t27;
            float32x4_t src_v_4 = vld1q_f32(src + t27);
            float32x4_t t29 = vmulq_f32(src_v_4, s_v_1);
            float32x4_t dst_v_4 = vld1q_f32(t28);
            float32x4_t t30 = vaddq_f32(t29, dst_v_4);
            vst1q_f32(t28, t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        i = (int)((long)t21 + t26);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float *t32 = dst + t31;
        *t32 = src[t31] * s + *t32;
    }
}

struct acc {
    int lo, hi;
};
static void __attribute__((noinline)) widen(struct acc *a, int v) {
    if (v < a->lo)
        a->lo = v;
    if (v > a->hi)
        a->hi = v;
}

/* Its address goes to a call: kept in memory, the loop stays scalar. */
int range(const int *x, int n) {
    struct acc a = { 1 << 30, -(1 << 30) };
    for (int i = 0; i < n; i++)
        widen(&a, x[i]);
    return a.hi - a.lo;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float)), *c = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int));
        FILL(b, n, -50, 100);
        FILL(c, n, -50, 100);
        FILL(x, n, -1000, 2000);
        norms(a, b, c, n);
        unsigned long long h1 = HASH(a, n);
        axpy_span(a, b, 0.5f, n);
        printf("n=%d %llx %llx %d\n", n, h1, HASH(a, n), range(x, n));
        free(a);
        free(b);
        free(c);
        free(x);
    }
    return 0;
}
