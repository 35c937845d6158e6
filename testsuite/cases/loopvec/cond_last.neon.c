/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=12 neon=12 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
int last_index(int n, const int *a) {
    int t21;
    int t22;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t8 = vcgtq_s32(a_v, vdupq_n_s32(0));
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t11 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            int32x4_t t12 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t11, t12, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t13 = vcgtq_s32(a_v_2, vdupq_n_s32(0));
            int32x4_t t14 = vaddq_s32(t10, vdupq_n_s32(8));
            t3 = vbslq_s32(t13, t14, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t15 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            int32x4_t t16 = vaddq_s32(t10, vdupq_n_s32(12));
            t4 = vbslq_s32(t15, t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        int32x4_t t17 = vmaxq_s32(t2, t1);
        int32x4_t t18 = vmaxq_s32(t3, t17);
        int32x4_t t19 = vmaxq_s32(t4, t18);
        int t20 = vmaxvq_s32(t19);
        t21 = (int)t7;
        t22 = t20 < 0 ? -1 : (int)(long)t20;
    } else {
        t21 = 0;
        t22 = -1;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 4L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t21 + i_vec_1));
            uint32x4_t t25 = vcgtq_s32(a_v_4, vdupq_n_s32(0));
            int32x4_t t26 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t27 = vaddq_s32(t26, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t25, t27, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        int t28 = vmaxvq_s32(t5);
        i = (int)((long)t21 + t24);
        last = t28 < 0 ? t22 : (int)((long)t21 + (long)t28);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 0) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* The same as a `?:` on every iteration. */
int last_index_select(int n, const int *a) {
    int t21;
    int t22;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t8 = vcgtq_s32(a_v, vdupq_n_s32(100));
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t11 = vcgtq_s32(a_v_1, vdupq_n_s32(100));
            int32x4_t t12 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t11, t12, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t13 = vcgtq_s32(a_v_2, vdupq_n_s32(100));
            int32x4_t t14 = vaddq_s32(t10, vdupq_n_s32(8));
            t3 = vbslq_s32(t13, t14, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t15 = vcgtq_s32(a_v_3, vdupq_n_s32(100));
            int32x4_t t16 = vaddq_s32(t10, vdupq_n_s32(12));
            t4 = vbslq_s32(t15, t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        int32x4_t t17 = vmaxq_s32(t2, t1);
        int32x4_t t18 = vmaxq_s32(t3, t17);
        int32x4_t t19 = vmaxq_s32(t4, t18);
        int t20 = vmaxvq_s32(t19);
        t21 = (int)t7;
        t22 = t20 < 0 ? -1 : (int)(long)t20;
    } else {
        t21 = 0;
        t22 = -1;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 4L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t21 + i_vec_1));
            uint32x4_t t25 = vcgtq_s32(a_v_4, vdupq_n_s32(100));
            int32x4_t t26 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t27 = vaddq_s32(t26, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t25, t27, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        int t28 = vmaxvq_s32(t5);
        i = (int)((long)t21 + t24);
        last = t28 < 0 ? t22 : (int)((long)t21 + (long)t28);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* A float value taken under a condition on another array. */
float last_float(int n, const float *a, const float *b, float t) {
    int t19;
    float t20;
    int i;
    float x;
    float x_1;
    long t4 = (long)n;
    if ((t4 >= 8L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -8L;
        float32x4_t x_v = vdupq_n_f32(0.0f);
        float32x4_t t_v = vdupq_n_f32(t);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        float32x4_t x_v_1 = x_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:29 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            uint32x4_t t6 = vcltq_f32(b_v, t_v);
            float32x4_t x_v_3 = ({ uint32x4_t vcc_nm = t6; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)a + (unsigned long)i_vec * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            x_v = vbslq_f32(t6, x_v_3, x_v);
            int32x4_t t7 = vdupq_n_s32((int)i_vec);
            int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t6, t8, t1);
            long t9 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t9);
            uint32x4_t t10 = vcltq_f32(b_v_1, t_v);
            float32x4_t x_v_4 = ({ uint32x4_t vcc_nm = t10; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)a + (unsigned long)t9 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            x_v_1 = vbslq_f32(t10, x_v_4, x_v_1);
            int32x4_t t11 = vaddq_s32(t8, vdupq_n_s32(4));
            t2 = vbslq_s32(t10, t11, t2);
            i_vec += 8L;
        } while (i_vec < t5);
        uint32x4_t t12 = vcgtq_s32(t2, t1);
        int32x4_t t13 = vmaxq_s32(t2, t1);
        float32x4_t t14 = vbslq_f32(t12, x_v_1, x_v);
        int t15 = vmaxvq_s32(t13);
        int32x4_t t16 = vdupq_n_s32(t15);
        uint32x4_t t17 = vceqq_s32(t13, t16);
        float32x4_t t18 = vbslq_f32(t17, t14, vdupq_n_f32(-0.0f));
        t19 = (int)t5;
        t20 = t15 < 0 ? 0.0f : vaddvq_f32(t18);
    } else {
        t19 = 0;
        t20 = 0.0f;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 4L) & (t21 <= 2147483647L)) {
        long t22 = t21 & -4L;
        float32x4_t x_v_2 = vdupq_n_f32(t20);
        float32x4_t t_v_1 = vdupq_n_f32(t);
        long i_vec_1 = 0L;
        int32x4_t t3 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            float32x4_t b_v_2 = vld1q_f32(b + t23);
            uint32x4_t t24 = vcltq_f32(b_v_2, t_v_1);
            float32x4_t x_v_5 = ({ uint32x4_t vcc_nm = t24; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)a + (unsigned long)t23 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            x_v_2 = vbslq_f32(t24, x_v_5, x_v_2);
            int32x4_t t25 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t26 = vaddq_s32(t25, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t24, t26, t3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        int t27 = vmaxvq_s32(t3);
        int32x4_t t28 = vdupq_n_s32(t27);
        uint32x4_t t29 = vceqq_s32(t3, t28);
        float32x4_t t30 = vbslq_f32(t29, x_v_2, vdupq_n_f32(-0.0f));
        i = (int)((long)t19 + t22);
        x = t27 < 0 ? t20 : vaddvq_f32(t30);
    } else {
        i = t19;
        x = t20;
    }
    for (; i < n; i++, x = x_1) {
        long t31 = (long)i;
        if (b[t31] < t) {
            x_1 = a[t31];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
double last_double(int n, const double *a, double t) {
    int t30;
    double t31;
    int i;
    double x;
    double x_1;
    long t6 = (long)n;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        float64x2_t x_v = vdupq_n_f64(-1.5);
        float64x2_t t_v = vdupq_n_f64(t);
        long i_vec = 0L;
        int64x2_t t1 = vdupq_n_s64(-1LL);
        float64x2_t x_v_1 = x_v;
        int64x2_t t2 = vdupq_n_s64(-1LL);
        float64x2_t x_v_2 = x_v;
        int64x2_t t3 = vdupq_n_s64(-1LL);
        float64x2_t x_v_3 = x_v;
        int64x2_t t4 = vdupq_n_s64(-1LL);
        /* vcc: loop at cond_last.c:38 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            uint64x2_t t8 = vcgtq_f64(a_v, t_v);
            float64x2_t x_v_5 = vmulq_f64(a_v, vdupq_n_f64(2.0));
            x_v = vbslq_f64(t8, x_v_5, x_v);
            int64x2_t t9 = vdupq_n_s64(i_vec);
            int64x2_t t10 = vaddq_s64(t9, ((int64x2_t)(vcc_v2_long){0L, 1L}));
            t1 = vbslq_s64(t8, t10, t1);
            float64x2_t a_v_1 = vld1q_f64(a + (i_vec + 2L));
            uint64x2_t t11 = vcgtq_f64(a_v_1, t_v);
            float64x2_t x_v_6 = vmulq_f64(a_v_1, vdupq_n_f64(2.0));
            x_v_1 = vbslq_f64(t11, x_v_6, x_v_1);
            int64x2_t t12 = vaddq_s64(t10, vdupq_n_s64(2LL));
            t2 = vbslq_s64(t11, t12, t2);
            float64x2_t a_v_2 = vld1q_f64(a + (i_vec + 4L));
            uint64x2_t t13 = vcgtq_f64(a_v_2, t_v);
            float64x2_t x_v_7 = vmulq_f64(a_v_2, vdupq_n_f64(2.0));
            x_v_2 = vbslq_f64(t13, x_v_7, x_v_2);
            int64x2_t t14 = vaddq_s64(t10, vdupq_n_s64(4LL));
            t3 = vbslq_s64(t13, t14, t3);
            float64x2_t a_v_3 = vld1q_f64(a + (i_vec + 6L));
            uint64x2_t t15 = vcgtq_f64(a_v_3, t_v);
            float64x2_t x_v_8 = vmulq_f64(a_v_3, vdupq_n_f64(2.0));
            x_v_3 = vbslq_f64(t15, x_v_8, x_v_3);
            int64x2_t t16 = vaddq_s64(t10, vdupq_n_s64(6LL));
            t4 = vbslq_s64(t15, t16, t4);
            i_vec += 8L;
        } while (i_vec < t7);
        uint64x2_t t17 = vcgtq_s64(t2, t1);
        int64x2_t t18 = vbslq_s64(vcgtq_s64(t2, t1), t2, t1);
        float64x2_t t19 = vbslq_f64(t17, x_v_1, x_v);
        uint64x2_t t20 = vcgtq_s64(t3, t18);
        int64x2_t t21 = vbslq_s64(vcgtq_s64(t3, t18), t3, t18);
        float64x2_t t22 = vbslq_f64(t20, x_v_2, t19);
        uint64x2_t t23 = vcgtq_s64(t4, t21);
        int64x2_t t24 = vbslq_s64(vcgtq_s64(t4, t21), t4, t21);
        float64x2_t t25 = vbslq_f64(t23, x_v_3, t22);
        long t26 = vcc_reduce_max(long, (vcc_v2_long)t24);
        int64x2_t t27 = vdupq_n_s64(t26);
        uint64x2_t t28 = vceqq_s64(t24, t27);
        float64x2_t t29 = vbslq_f64(t28, t25, vdupq_n_f64(-0.0));
        t30 = (int)t7;
        t31 = t26 < 0L ? -1.5 : vaddvq_f64(t29);
    } else {
        t30 = 0;
        t31 = -1.5;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 2L) {
        long t33 = t32 & -2L;
        float64x2_t x_v_4 = vdupq_n_f64(t31);
        float64x2_t t_v_1 = vdupq_n_f64(t);
        long i_vec_1 = 0L;
        int64x2_t t5 = vdupq_n_s64(-1LL);
        /* vcc: loop at cond_last.c:38 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float64x2_t a_v_4 = vld1q_f64(a + ((long)t30 + i_vec_1));
            uint64x2_t t34 = vcgtq_f64(a_v_4, t_v_1);
            float64x2_t x_v_9 = vmulq_f64(a_v_4, vdupq_n_f64(2.0));
            x_v_4 = vbslq_f64(t34, x_v_9, x_v_4);
            int64x2_t t35 = vdupq_n_s64(i_vec_1);
            int64x2_t t36 = vaddq_s64(t35, ((int64x2_t)(vcc_v2_long){0L, 1L}));
            t5 = vbslq_s64(t34, t36, t5);
            i_vec_1 += 2L;
        } while (i_vec_1 < t33);
        long t37 = vcc_reduce_max(long, (vcc_v2_long)t5);
        int64x2_t t38 = vdupq_n_s64(t37);
        uint64x2_t t39 = vceqq_s64(t5, t38);
        float64x2_t t40 = vbslq_f64(t39, x_v_4, vdupq_n_f64(-0.0));
        i = (int)((long)t30 + t33);
        x = t37 < 0L ? t31 : vaddvq_f64(t40);
    } else {
        i = t30;
        x = t31;
    }
    for (; i < n; i++, x = x_1) {
        double t41 = a[i];
        if (t41 > t) {
            x_1 = t41 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
int any_of(int n, const int *a, int k) {
    int t30;
    int t31;
    int i;
    int r;
    int r_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        int32x4_t r_v = vdupq_n_s32(0);
        int32x4_t k_v = vdupq_n_s32(k);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t r_v_1 = r_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t r_v_2 = r_v;
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t r_v_3 = r_v;
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t8 = vcgtq_s32(a_v, k_v);
            r_v = vbslq_s32(t8, vdupq_n_s32(1), r_v);
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t11 = vcgtq_s32(a_v_1, k_v);
            r_v_1 = vbslq_s32(t11, vdupq_n_s32(1), r_v_1);
            int32x4_t t12 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t11, t12, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t13 = vcgtq_s32(a_v_2, k_v);
            r_v_2 = vbslq_s32(t13, vdupq_n_s32(1), r_v_2);
            int32x4_t t14 = vaddq_s32(t10, vdupq_n_s32(8));
            t3 = vbslq_s32(t13, t14, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t15 = vcgtq_s32(a_v_3, k_v);
            r_v_3 = vbslq_s32(t15, vdupq_n_s32(1), r_v_3);
            int32x4_t t16 = vaddq_s32(t10, vdupq_n_s32(12));
            t4 = vbslq_s32(t15, t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t17 = vcgtq_s32(t2, t1);
        int32x4_t t18 = vmaxq_s32(t2, t1);
        int32x4_t t19 = vbslq_s32(t17, r_v_1, r_v);
        uint32x4_t t20 = vcgtq_s32(t3, t18);
        int32x4_t t21 = vmaxq_s32(t3, t18);
        int32x4_t t22 = vbslq_s32(t20, r_v_2, t19);
        uint32x4_t t23 = vcgtq_s32(t4, t21);
        int32x4_t t24 = vmaxq_s32(t4, t21);
        int32x4_t t25 = vbslq_s32(t23, r_v_3, t22);
        int t26 = vmaxvq_s32(t24);
        int32x4_t t27 = vdupq_n_s32(t26);
        uint32x4_t t28 = vceqq_s32(t24, t27);
        int32x4_t t29 = vbslq_s32(t28, t25, vdupq_n_s32(0));
        t30 = (int)t7;
        t31 = t26 < 0 ? 0 : ({ int32x4_t vcc_v = t29; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        t30 = 0;
        t31 = 0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if ((t32 >= 4L) & (t32 <= 2147483647L)) {
        long t33 = t32 & -4L;
        int32x4_t r_v_4 = vdupq_n_s32(t31);
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t30 + i_vec_1));
            uint32x4_t t34 = vcgtq_s32(a_v_4, k_v_1);
            r_v_4 = vbslq_s32(t34, vdupq_n_s32(1), r_v_4);
            int32x4_t t35 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t34, t36, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vmaxvq_s32(t5);
        int32x4_t t38 = vdupq_n_s32(t37);
        uint32x4_t t39 = vceqq_s32(t5, t38);
        int32x4_t t40 = vbslq_s32(t39, r_v_4, vdupq_n_s32(0));
        i = (int)((long)t30 + t33);
        r = t37 < 0 ? t31 : ({ int32x4_t vcc_v = t40; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t30;
        r = t31;
    }
    for (; i < n; i++, r = r_1) {
        if (a[i] > k) {
            r_1 = 1;
        } else {
            r_1 = r;
        }
    }
    return r;
}

/* Narrow and unsigned values. */
signed char last_char(int n, const signed char *a) {
    signed char c;
    int i;
    signed char c_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        int8x16_t c_v = vdupq_n_s8((signed char)77);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:56 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            uint8x16_t t4 = vcltq_s8(a_v, vdupq_n_s8(-100));
            c_v = vbslq_s8(t4, a_v, c_v);
            vcc_v16_int t5 = vcc_splat(vcc_v16_int, (int)i_vec);
            vcc_v16_int t6 = t5 + (vcc_v16_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            t1 = vcc_select(vcc_v16_int, __builtin_convertvector((vcc_m16)t4, vcc_v16_int), t6, t1);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_reduce_max(int, t1);
        vcc_v16_int t8 = (vcc_v16_int){t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7};
        uint8x16_t t9 = (uint8x16_t)__builtin_convertvector(t1 == t8, vcc_m16);
        int8x16_t t10 = vbslq_s8(t9, c_v, vdupq_n_s8(0));
        i = (int)t3;
        c_1 = (signed char)(t7 < 0 ? (signed char)77 : ({ int8x16_t vcc_v = t10; vcc_v = vorrq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 8)); vcc_v = vorrq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 4)); vcc_v = vorrq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 2)); vcc_v = vorrq_s8(vcc_v, vextq_s8(vcc_v, vcc_v, 1)); (signed char)vgetq_lane_s8(vcc_v, 0); }));
    } else {
        i = 0;
        c_1 = (signed char)77;
    }
    for (; i < n; i++, c_1 = c) {
        c = a[i];
        if ((int)c >= -100) {
            c = c_1;
        }
    }
    return c_1;
}

unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
    int t20;
    unsigned short t21;
    int i;
    unsigned short s;
    unsigned short s_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        uint16x8_t s_v = vdupq_n_u16((unsigned short)65535);
        uint16x8_t lim_v = vdupq_n_u16(lim);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        uint16x8_t s_v_1 = s_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:64 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            uint16x8_t t6 = vcgtq_u16(a_v, lim_v);
            uint16x8_t t7 = vaddq_u16(a_v, vdupq_n_u16(1));
            s_v = vbslq_u16(t6, t7, s_v);
            vcc_v8_int t8 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), t9, t1);
            uint16x8_t a_v_1 = vld1q_u16(a + (i_vec + 8L));
            uint16x8_t t10 = vcgtq_u16(a_v_1, lim_v);
            uint16x8_t t11 = vaddq_u16(a_v_1, vdupq_n_u16(1));
            s_v_1 = vbslq_u16(t10, t11, s_v_1);
            vcc_v8_int t12 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t10, vcc_v8_int), t12, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        uint16x8_t t13 = (uint16x8_t)__builtin_convertvector(t2 > t1, vcc_m8);
        vcc_v8_int t14 = vcc_max(vcc_v8_int, t2, t1);
        uint16x8_t t15 = vbslq_u16(t13, s_v_1, s_v);
        int t16 = vcc_reduce_max(int, t14);
        vcc_v8_int t17 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        uint16x8_t t18 = (uint16x8_t)__builtin_convertvector(t14 == t17, vcc_m8);
        uint16x8_t t19 = vbslq_u16(t18, t15, vdupq_n_u16(0));
        t20 = (int)t5;
        t21 = (unsigned short)(t16 < 0 ? (unsigned short)65535 : ({ uint16x8_t vcc_v = t19; vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        t20 = 0;
        t21 = (unsigned short)65535;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 8L) & (t22 <= 2147483647L)) {
        long t23 = t22 & -8L;
        uint16x8_t s_v_2 = vdupq_n_u16(t21);
        uint16x8_t lim_v_1 = vdupq_n_u16(lim);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:64 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t a_v_2 = vld1q_u16(a + ((long)t20 + i_vec_1));
            uint16x8_t t24 = vcgtq_u16(a_v_2, lim_v_1);
            uint16x8_t t25 = vaddq_u16(a_v_2, vdupq_n_u16(1));
            s_v_2 = vbslq_u16(t24, t25, s_v_2);
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t27 = t26 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t24, vcc_v8_int), t27, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        int t28 = vcc_reduce_max(int, t3);
        vcc_v8_int t29 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        uint16x8_t t30 = (uint16x8_t)__builtin_convertvector(t3 == t29, vcc_m8);
        uint16x8_t t31 = vbslq_u16(t30, s_v_2, vdupq_n_u16(0));
        i = (int)((long)t20 + t23);
        s = (unsigned short)(t28 < 0 ? t21 : ({ uint16x8_t vcc_v = t31; vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++, s = s_1) {
        int t32 = (int)a[i];
        if (t32 > (int)lim) {
            s_1 = (unsigned short)(t32 + 1);
        } else {
            s_1 = s;
        }
    }
    return s;
}

unsigned last_unsigned(int n, const unsigned *a) {
    int t34;
    unsigned int t35;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        uint32x4_t u_v = vdupq_n_u32(4000000000U);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        uint32x4_t u_v_1 = u_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        uint32x4_t u_v_2 = u_v;
        int32x4_t t3 = vdupq_n_s32(-1);
        uint32x4_t u_v_3 = u_v;
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            uint32x4_t t8 = vandq_u32(a_v, vdupq_n_u32(7));
            uint32x4_t t9 = vceqq_u32(t8, vdupq_n_u32(3));
            uint32x4_t u_v_5 = vmulq_u32(a_v, vdupq_n_u32(3));
            u_v = vbslq_u32(t9, u_v_5, u_v);
            int32x4_t t10 = vdupq_n_s32((int)i_vec);
            int32x4_t t11 = vaddq_s32(t10, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t9, t11, t1);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            uint32x4_t t12 = vandq_u32(a_v_1, vdupq_n_u32(7));
            uint32x4_t t13 = vceqq_u32(t12, vdupq_n_u32(3));
            uint32x4_t u_v_6 = vmulq_u32(a_v_1, vdupq_n_u32(3));
            u_v_1 = vbslq_u32(t13, u_v_6, u_v_1);
            int32x4_t t14 = vaddq_s32(t11, vdupq_n_s32(4));
            t2 = vbslq_s32(t13, t14, t2);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            uint32x4_t t15 = vandq_u32(a_v_2, vdupq_n_u32(7));
            uint32x4_t t16 = vceqq_u32(t15, vdupq_n_u32(3));
            uint32x4_t u_v_7 = vmulq_u32(a_v_2, vdupq_n_u32(3));
            u_v_2 = vbslq_u32(t16, u_v_7, u_v_2);
            int32x4_t t17 = vaddq_s32(t11, vdupq_n_s32(8));
            t3 = vbslq_s32(t16, t17, t3);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            uint32x4_t t18 = vandq_u32(a_v_3, vdupq_n_u32(7));
            uint32x4_t t19 = vceqq_u32(t18, vdupq_n_u32(3));
            uint32x4_t u_v_8 = vmulq_u32(a_v_3, vdupq_n_u32(3));
            u_v_3 = vbslq_u32(t19, u_v_8, u_v_3);
            int32x4_t t20 = vaddq_s32(t11, vdupq_n_s32(12));
            t4 = vbslq_s32(t19, t20, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t21 = vcgtq_s32(t2, t1);
        int32x4_t t22 = vmaxq_s32(t2, t1);
        uint32x4_t t23 = vbslq_u32(t21, u_v_1, u_v);
        uint32x4_t t24 = vcgtq_s32(t3, t22);
        int32x4_t t25 = vmaxq_s32(t3, t22);
        uint32x4_t t26 = vbslq_u32(t24, u_v_2, t23);
        uint32x4_t t27 = vcgtq_s32(t4, t25);
        int32x4_t t28 = vmaxq_s32(t4, t25);
        uint32x4_t t29 = vbslq_u32(t27, u_v_3, t26);
        int t30 = vmaxvq_s32(t28);
        int32x4_t t31 = vdupq_n_s32(t30);
        uint32x4_t t32 = vceqq_s32(t28, t31);
        uint32x4_t t33 = vbslq_u32(t32, t29, vdupq_n_u32(0));
        t34 = (int)t7;
        t35 = t30 < 0 ? 4000000000U : ({ uint32x4_t vcc_v = t33; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t34 = 0;
        t35 = 4000000000U;
    }
    long t36 = (long)n + (long)t34 * -1L;
    if ((t36 >= 4L) & (t36 <= 2147483647L)) {
        long t37 = t36 & -4L;
        uint32x4_t u_v_4 = vdupq_n_u32(t35);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t34 + i_vec_1));
            uint32x4_t t38 = vandq_u32(a_v_4, vdupq_n_u32(7));
            uint32x4_t t39 = vceqq_u32(t38, vdupq_n_u32(3));
            uint32x4_t u_v_9 = vmulq_u32(a_v_4, vdupq_n_u32(3));
            u_v_4 = vbslq_u32(t39, u_v_9, u_v_4);
            int32x4_t t40 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t41 = vaddq_s32(t40, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t39, t41, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t37);
        int t42 = vmaxvq_s32(t5);
        int32x4_t t43 = vdupq_n_s32(t42);
        uint32x4_t t44 = vceqq_s32(t5, t43);
        uint32x4_t t45 = vbslq_u32(t44, u_v_4, vdupq_n_u32(0));
        i = (int)((long)t34 + t37);
        u = t42 < 0 ? t35 : ({ uint32x4_t vcc_v = t45; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t34;
        u = t35;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t46 = a[i];
        if ((t46 & 7U) == 3U) {
            u_1 = t46 * 3U;
        } else {
            u_1 = u;
        }
    }
    return u;
}

long last_long(int n, const long *a) {
    long v = -7;
    for (int i = 0; i < n; i++)
        if (a[i] % 5 == 0)
            v = a[i] + i;
    return v;
}

/* An induction that counts down: the last index taken is the smallest. */
int last_down(int n, const int *a) {
    int t26;
    int i;
    int last;
    int last_1;
    int t1 = n - 1;
    long t7 = (long)n;
    if ((t7 >= 16L) & (t7 <= 2147483647L)) {
        long t8 = t7 & -16L;
        long i_vec = 0L;
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:89 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t t9 = vld1q_s32(a + ((long)t1 + i_vec * -1L) + -3);
            int32x4_t a_v = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
            uint32x4_t t10 = vcgtq_s32(a_v, vdupq_n_s32(500));
            int32x4_t t11 = vdupq_n_s32((int)i_vec);
            int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t10, t12, t2);
            int32x4_t t13 = vld1q_s32(a + ((long)t1 + (i_vec + 4L) * -1L) + -3);
            int32x4_t a_v_1 = vextq_s32(vrev64q_s32(t13), vrev64q_s32(t13), 2);
            uint32x4_t t14 = vcgtq_s32(a_v_1, vdupq_n_s32(500));
            int32x4_t t15 = vaddq_s32(t12, vdupq_n_s32(4));
            t3 = vbslq_s32(t14, t15, t3);
            int32x4_t t16 = vld1q_s32(a + ((long)t1 + (i_vec + 8L) * -1L) + -3);
            int32x4_t a_v_2 = vextq_s32(vrev64q_s32(t16), vrev64q_s32(t16), 2);
            uint32x4_t t17 = vcgtq_s32(a_v_2, vdupq_n_s32(500));
            int32x4_t t18 = vaddq_s32(t12, vdupq_n_s32(8));
            t4 = vbslq_s32(t17, t18, t4);
            int32x4_t t19 = vld1q_s32(a + ((long)t1 + (i_vec + 12L) * -1L) + -3);
            int32x4_t a_v_3 = vextq_s32(vrev64q_s32(t19), vrev64q_s32(t19), 2);
            uint32x4_t t20 = vcgtq_s32(a_v_3, vdupq_n_s32(500));
            int32x4_t t21 = vaddq_s32(t12, vdupq_n_s32(12));
            t5 = vbslq_s32(t20, t21, t5);
            i_vec += 16L;
        } while (i_vec < t8);
        int32x4_t t22 = vmaxq_s32(t3, t2);
        int32x4_t t23 = vmaxq_s32(t4, t22);
        int32x4_t t24 = vmaxq_s32(t5, t23);
        int t25 = vmaxvq_s32(t24);
        t26 = t25 < 0 ? 1000000 : (int)((long)t1 + (long)t25 * -1L);
        t1 = (int)((long)t1 + t8 * -1L);
    } else {
        t26 = 1000000;
    }
    long t27 = (long)t1 + 1L;
    if ((t27 >= 4L) & (t27 <= 2147483647L)) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t6 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t t29 = vld1q_s32(a + ((long)t1 + i_vec_1 * -1L) + -3);
            int32x4_t a_v_4 = vextq_s32(vrev64q_s32(t29), vrev64q_s32(t29), 2);
            uint32x4_t t30 = vcgtq_s32(a_v_4, vdupq_n_s32(500));
            int32x4_t t31 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t32 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t6 = vbslq_s32(t30, t32, t6);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        int t33 = vmaxvq_s32(t6);
        i = (int)((long)t1 + t28 * -1L);
        last = t33 < 0 ? t26 : (int)((long)t1 + (long)t33 * -1L);
    } else {
        i = t1;
        last = t26;
    }
    for (; i >= 0; i--, last = last_1) {
        if (a[i] > 500) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* Two values set on different conditions, and an if/else that sets it on both paths. */
int two_values(int n, const int *a, int *other) {
    int q;
    int t28;
    int t29;
    int t30;
    int i;
    int q_1;
    int p;
    int p_1;
    long t7 = (long)n;
    if ((t7 >= 8L) & (t7 <= 2147483647L)) {
        long t8 = t7 & -8L;
        int32x4_t q_v = vdupq_n_s32(-2);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t q_v_1 = q_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:98 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t9 = vcgtq_s32(a_v, vdupq_n_s32(900));
            uint32x4_t t10 = vcltq_s32(a_v, vdupq_n_s32(-900));
            q_v = vbslq_s32(t10, a_v, q_v);
            int32x4_t t11 = vdupq_n_s32((int)i_vec);
            int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t10, t12, t1);
            int32x4_t t13 = vdupq_n_s32((int)i_vec);
            int32x4_t t14 = vaddq_s32(t13, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t9, t14, t3);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t15 = vcgtq_s32(a_v_1, vdupq_n_s32(900));
            uint32x4_t t16 = vcltq_s32(a_v_1, vdupq_n_s32(-900));
            q_v_1 = vbslq_s32(t16, a_v_1, q_v_1);
            int32x4_t t17 = vaddq_s32(t14, vdupq_n_s32(4));
            t2 = vbslq_s32(t16, t17, t2);
            int32x4_t t18 = vaddq_s32(t14, vdupq_n_s32(4));
            t4 = vbslq_s32(t15, t18, t4);
            i_vec += 8L;
        } while (i_vec < t8);
        uint32x4_t t19 = vcgtq_s32(t2, t1);
        int32x4_t t20 = vmaxq_s32(t2, t1);
        int32x4_t t21 = vbslq_s32(t19, q_v_1, q_v);
        int t22 = vmaxvq_s32(t20);
        int32x4_t t23 = vdupq_n_s32(t22);
        uint32x4_t t24 = vceqq_s32(t20, t23);
        int32x4_t t25 = vbslq_s32(t24, t21, vdupq_n_s32(0));
        int32x4_t t26 = vmaxq_s32(t4, t3);
        int t27 = vmaxvq_s32(t26);
        t28 = (int)t8;
        t29 = t22 < 0 ? -2 : ({ int32x4_t vcc_v = t25; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
        t30 = t27 < 0 ? -1 : (int)(long)t27;
    } else {
        t28 = 0;
        t29 = -2;
        t30 = -1;
    }
    long t31 = (long)n + (long)t28 * -1L;
    if ((t31 >= 4L) & (t31 <= 2147483647L)) {
        long t32 = t31 & -4L;
        int32x4_t q_v_2 = vdupq_n_s32(t29);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        int32x4_t t6 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_2 = vld1q_s32(a + ((long)t28 + i_vec_1));
            uint32x4_t t33 = vcgtq_s32(a_v_2, vdupq_n_s32(900));
            uint32x4_t t34 = vcltq_s32(a_v_2, vdupq_n_s32(-900));
            q_v_2 = vbslq_s32(t34, a_v_2, q_v_2);
            int32x4_t t35 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t34, t36, t5);
            int32x4_t t37 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t38 = vaddq_s32(t37, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t6 = vbslq_s32(t33, t38, t6);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        int t39 = vmaxvq_s32(t5);
        int32x4_t t40 = vdupq_n_s32(t39);
        uint32x4_t t41 = vceqq_s32(t5, t40);
        int32x4_t t42 = vbslq_s32(t41, q_v_2, vdupq_n_s32(0));
        int t43 = vmaxvq_s32(t6);
        i = (int)((long)t28 + t32);
        q_1 = t39 < 0 ? t29 : ({ int32x4_t vcc_v = t42; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
        p = t43 < 0 ? t30 : (int)((long)t28 + (long)t43);
    } else {
        i = t28;
        q_1 = t29;
        p = t30;
    }
    for (; i < n; i++, q_1 = q, p = p_1) {
        q = a[i];
        if (q > 900) {
            p_1 = i;
        } else {
            p_1 = p;
        }
        if (q >= -900) {
            q = q_1;
        }
    }
    *other = q_1;
    return p;
}

int if_else(int n, const int *a) {
    int t71;
    int t72;
    int i;
    int v;
    int v_1;
    int v_2;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        int32x4_t v_v = vdupq_n_s32(5);
        int32x4_t t8 = vdupq_n_s32(0);
        uint32x4_t t9 = vreinterpretq_u32_s32(t8);
        uint32x4_t i_v = vaddq_u32(t9, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t v_v_1 = v_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t v_v_2 = v_v;
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t v_v_3 = v_v;
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:110 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t10 = vcgtq_s32(a_v, vdupq_n_s32(990));
            uint32x4_t t11 = vmvnq_u32(t10);
            uint32x4_t t12 = vcltq_s32(a_v, vdupq_n_s32(-990));
            uint32x4_t t13 = vandq_u32(t11, t12);
            uint32x4_t t14 = vreinterpretq_u32_s32(i_v_2);
            uint32x4_t t15 = vsubq_u32(vdupq_n_u32(0), t14);
            int32x4_t v_v_5 = vreinterpretq_s32_u32(t15);
            uint32x4_t t16 = vmvnq_u32(t12);
            uint32x4_t t17 = vandq_u32(t11, t16);
            uint32x4_t t18 = vorrq_u32(t17, t13);
            int32x4_t v_v_6 = vbslq_s32(t12, v_v_5, v_v);
            v_v = vbslq_s32(t10, i_v_2, v_v_6);
            int32x4_t t19 = vdupq_n_s32((int)i_vec);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t21 = vbslq_s32(t13, t20, t1);
            t1 = vbslq_s32(t18, t21, t20);
            uint32x4_t t22 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t22);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t23 = vcgtq_s32(a_v_1, vdupq_n_s32(990));
            uint32x4_t t24 = vmvnq_u32(t23);
            uint32x4_t t25 = vcltq_s32(a_v_1, vdupq_n_s32(-990));
            uint32x4_t t26 = vandq_u32(t24, t25);
            uint32x4_t t27 = vreinterpretq_u32_s32(i_v_3);
            uint32x4_t t28 = vsubq_u32(vdupq_n_u32(0), t27);
            int32x4_t v_v_7 = vreinterpretq_s32_u32(t28);
            uint32x4_t t29 = vmvnq_u32(t25);
            uint32x4_t t30 = vandq_u32(t24, t29);
            uint32x4_t t31 = vorrq_u32(t30, t26);
            int32x4_t v_v_8 = vbslq_s32(t25, v_v_7, v_v_1);
            v_v_1 = vbslq_s32(t23, i_v_3, v_v_8);
            int32x4_t t32 = vaddq_s32(t20, vdupq_n_s32(4));
            int32x4_t t33 = vbslq_s32(t26, t32, t2);
            t2 = vbslq_s32(t31, t33, t32);
            uint32x4_t t34 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t34);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t35 = vcgtq_s32(a_v_2, vdupq_n_s32(990));
            uint32x4_t t36 = vmvnq_u32(t35);
            uint32x4_t t37 = vcltq_s32(a_v_2, vdupq_n_s32(-990));
            uint32x4_t t38 = vandq_u32(t36, t37);
            uint32x4_t t39 = vreinterpretq_u32_s32(i_v_4);
            uint32x4_t t40 = vsubq_u32(vdupq_n_u32(0), t39);
            int32x4_t v_v_9 = vreinterpretq_s32_u32(t40);
            uint32x4_t t41 = vmvnq_u32(t37);
            uint32x4_t t42 = vandq_u32(t36, t41);
            uint32x4_t t43 = vorrq_u32(t42, t38);
            int32x4_t v_v_10 = vbslq_s32(t37, v_v_9, v_v_2);
            v_v_2 = vbslq_s32(t35, i_v_4, v_v_10);
            int32x4_t t44 = vaddq_s32(t20, vdupq_n_s32(8));
            int32x4_t t45 = vbslq_s32(t38, t44, t3);
            t3 = vbslq_s32(t43, t45, t44);
            uint32x4_t t46 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t46);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t47 = vcgtq_s32(a_v_3, vdupq_n_s32(990));
            uint32x4_t t48 = vmvnq_u32(t47);
            uint32x4_t t49 = vcltq_s32(a_v_3, vdupq_n_s32(-990));
            uint32x4_t t50 = vandq_u32(t48, t49);
            uint32x4_t t51 = vreinterpretq_u32_s32(i_v_5);
            uint32x4_t t52 = vsubq_u32(vdupq_n_u32(0), t51);
            int32x4_t v_v_11 = vreinterpretq_s32_u32(t52);
            uint32x4_t t53 = vmvnq_u32(t49);
            uint32x4_t t54 = vandq_u32(t48, t53);
            uint32x4_t t55 = vorrq_u32(t54, t50);
            int32x4_t v_v_12 = vbslq_s32(t49, v_v_11, v_v_3);
            v_v_3 = vbslq_s32(t47, i_v_5, v_v_12);
            int32x4_t t56 = vaddq_s32(t20, vdupq_n_s32(12));
            int32x4_t t57 = vbslq_s32(t50, t56, t4);
            t4 = vbslq_s32(t55, t57, t56);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t7);
        uint32x4_t t58 = vcgtq_s32(t2, t1);
        int32x4_t t59 = vmaxq_s32(t2, t1);
        int32x4_t t60 = vbslq_s32(t58, v_v_1, v_v);
        uint32x4_t t61 = vcgtq_s32(t3, t59);
        int32x4_t t62 = vmaxq_s32(t3, t59);
        int32x4_t t63 = vbslq_s32(t61, v_v_2, t60);
        uint32x4_t t64 = vcgtq_s32(t4, t62);
        int32x4_t t65 = vmaxq_s32(t4, t62);
        int32x4_t t66 = vbslq_s32(t64, v_v_3, t63);
        int t67 = vmaxvq_s32(t65);
        int32x4_t t68 = vdupq_n_s32(t67);
        uint32x4_t t69 = vceqq_s32(t65, t68);
        int32x4_t t70 = vbslq_s32(t69, t66, vdupq_n_s32(0));
        t71 = (int)t7;
        t72 = t67 < 0 ? 5 : ({ int32x4_t vcc_v = t70; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        t71 = 0;
        t72 = 5;
    }
    long t73 = (long)n + (long)t71 * -1L;
    if ((t73 >= 4L) & (t73 <= 2147483647L)) {
        long t74 = t73 & -4L;
        int32x4_t v_v_4 = vdupq_n_s32(t72);
        int32x4_t t75 = vdupq_n_s32(t71);
        uint32x4_t t76 = vreinterpretq_u32_s32(t75);
        uint32x4_t i_v_1 = vaddq_u32(t76, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:110 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t71 + i_vec_1));
            uint32x4_t t77 = vcgtq_s32(a_v_4, vdupq_n_s32(990));
            uint32x4_t t78 = vmvnq_u32(t77);
            uint32x4_t t79 = vcltq_s32(a_v_4, vdupq_n_s32(-990));
            uint32x4_t t80 = vandq_u32(t78, t79);
            uint32x4_t t81 = vreinterpretq_u32_s32(i_v_6);
            uint32x4_t t82 = vsubq_u32(vdupq_n_u32(0), t81);
            int32x4_t v_v_13 = vreinterpretq_s32_u32(t82);
            uint32x4_t t83 = vmvnq_u32(t79);
            uint32x4_t t84 = vandq_u32(t78, t83);
            uint32x4_t t85 = vorrq_u32(t84, t80);
            int32x4_t v_v_14 = vbslq_s32(t79, v_v_13, v_v_4);
            v_v_4 = vbslq_s32(t77, i_v_6, v_v_14);
            int32x4_t t86 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t87 = vaddq_s32(t86, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t88 = vbslq_s32(t80, t87, t5);
            t5 = vbslq_s32(t85, t88, t87);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t74);
        int t89 = vmaxvq_s32(t5);
        int32x4_t t90 = vdupq_n_s32(t89);
        uint32x4_t t91 = vceqq_s32(t5, t90);
        int32x4_t t92 = vbslq_s32(t91, v_v_4, vdupq_n_s32(0));
        i = (int)((long)t71 + t74);
        v = t89 < 0 ? t72 : ({ int32x4_t vcc_v = t92; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t71;
        v = t72;
    }
    for (; i < n; i++, v = v_2) {
        int t93 = a[i];
        if (t93 > 990) {
            v_2 = i;
        } else {
            if (t93 < -990) {
                v_1 = -i;
            } else {
                v_1 = v;
            }
            v_2 = v_1;
        }
    }
    return v;
}

/* A value that is unsigned and an index stepping by 2. */
unsigned last_step2(int n, const unsigned *a) {
    int t21;
    unsigned int t22;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t4 = ((long)n + 1L) / 2L - 1L;
    if ((t4 >= 8L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -8L;
        uint32x4_t u_v = vdupq_n_u32(1U);
        int32x4_t t6 = vdupq_n_s32(0);
        uint32x4_t t7 = vreinterpretq_u32_s32(t6);
        uint32x4_t i_v = vaddq_u32(t7, ((uint32x4_t)(vcc_v4_uint){0U, 2U, 4U, 6U}));
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        uint32x4_t u_v_1 = u_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:122 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            uint32x4_t a_v = vld2q_u32(a + i_vec * 2L).val[0];
            uint32x4_t t8 = vcgtq_u32(a_v, vdupq_n_u32(2000));
            uint32x4_t u_v_3 = vreinterpretq_u32_s32(i_v_2);
            u_v = vbslq_u32(t8, u_v_3, u_v);
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t11);
            uint32x4_t a_v_1 = vld2q_u32(a + (i_vec + 4L) * 2L).val[0];
            uint32x4_t t12 = vcgtq_u32(a_v_1, vdupq_n_u32(2000));
            uint32x4_t u_v_4 = vreinterpretq_u32_s32(i_v_3);
            u_v_1 = vbslq_u32(t12, u_v_4, u_v_1);
            int32x4_t t13 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t12, t13, t2);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t5);
        uint32x4_t t14 = vcgtq_s32(t2, t1);
        int32x4_t t15 = vmaxq_s32(t2, t1);
        uint32x4_t t16 = vbslq_u32(t14, u_v_1, u_v);
        int t17 = vmaxvq_s32(t15);
        int32x4_t t18 = vdupq_n_s32(t17);
        uint32x4_t t19 = vceqq_s32(t15, t18);
        uint32x4_t t20 = vbslq_u32(t19, t16, vdupq_n_u32(0));
        t21 = (int)(t5 * 2L);
        t22 = t17 < 0 ? 1U : ({ uint32x4_t vcc_v = t20; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t21 = 0;
        t22 = 1U;
    }
    long t23 = ((long)n + (long)t21 * -1L + 1L) / 2L - 1L;
    if ((t23 >= 4L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -4L;
        uint32x4_t u_v_2 = vdupq_n_u32(t22);
        int32x4_t t25 = vdupq_n_s32(t21);
        uint32x4_t t26 = vreinterpretq_u32_s32(t25);
        uint32x4_t i_v_1 = vaddq_u32(t26, ((uint32x4_t)(vcc_v4_uint){0U, 2U, 4U, 6U}));
        long i_vec_1 = 0L;
        int32x4_t t3 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:122 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            uint32x4_t a_v_2 = vld2q_u32(a + ((long)t21 + i_vec_1 * 2L)).val[0];
            uint32x4_t t27 = vcgtq_u32(a_v_2, vdupq_n_u32(2000));
            uint32x4_t u_v_5 = vreinterpretq_u32_s32(i_v_4);
            u_v_2 = vbslq_u32(t27, u_v_5, u_v_2);
            int32x4_t t28 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t29 = vaddq_s32(t28, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t27, t29, t3);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(8));
        } while (i_vec_1 < t24);
        int t30 = vmaxvq_s32(t3);
        int32x4_t t31 = vdupq_n_s32(t30);
        uint32x4_t t32 = vceqq_s32(t3, t31);
        uint32x4_t t33 = vbslq_u32(t32, u_v_2, vdupq_n_u32(0));
        i = (int)((long)t21 + t24 * 2L);
        u = t30 < 0 ? t22 : ({ uint32x4_t vcc_v = t33; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t21;
        u = t22;
    }
    for (; i < n; i += 2, u = u_1) {
        if (a[i] > 2000U) {
            u_1 = (unsigned int)i;
        } else {
            u_1 = u;
        }
    }
    return u;
}

/* Stays scalar: the variable is also read in the loop. */
int read_too(int n, const int *a, int *b) {
    int last = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0)
            last = a[i];
        b[i] = last;
    }
    return last;
}

int main(void) {
    int other;
    int n;
    int t1;
    int t27;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        void *t2 = new_array(n, 4UL);
        float *fa = (float *)t2;
        float *fb = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *d = (double *)t3;
        signed char *c = (signed char *)new_array(n, 1UL);
        unsigned short *us = (unsigned short *)new_array(n, 2UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            fb[fill_idx_2] = (float)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            d[fill_idx_3] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            c[fill_idx_4] = (signed char)(-128 + (int)(next_rand() % 256U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            us[fill_idx_5] = (unsigned short)(int)(next_rand() % 65536U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            u[fill_idx_6] = (unsigned int)(int)(next_rand() % 3000U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            l[fill_idx_7] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at cond_last.c:157 vectorized: VF 2, UF 4, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                float *t8 = fa + i_vec;
                float32x2_t fa_v = vld1_f32(t8);
                float32x2_t t9 = vdiv_f32(fa_v, vdup_n_f32(3.0f));
                vst1_f32(t8, t9);
                double *t10 = d + i_vec;
                float64x2_t d_v = vld1q_f64(t10);
                float64x2_t t11 = vdivq_f64(d_v, vdupq_n_f64(7.0));
                vst1q_f64(t10, t11);
                long t12 = i_vec + 2L;
                float *t13 = fa + t12;
                float32x2_t fa_v_1 = vld1_f32(t13);
                float32x2_t t14 = vdiv_f32(fa_v_1, vdup_n_f32(3.0f));
                vst1_f32(t13, t14);
                double *t15 = d + t12;
                float64x2_t d_v_1 = vld1q_f64(t15);
                float64x2_t t16 = vdivq_f64(d_v_1, vdupq_n_f64(7.0));
                vst1q_f64(t15, t16);
                long t17 = i_vec + 4L;
                float *t18 = fa + t17;
                float32x2_t fa_v_2 = vld1_f32(t18);
                float32x2_t t19 = vdiv_f32(fa_v_2, vdup_n_f32(3.0f));
                vst1_f32(t18, t19);
                double *t20 = d + t17;
                float64x2_t d_v_2 = vld1q_f64(t20);
                float64x2_t t21 = vdivq_f64(d_v_2, vdupq_n_f64(7.0));
                vst1q_f64(t20, t21);
                long t22 = i_vec + 6L;
                float *t23 = fa + t22;
                float32x2_t fa_v_3 = vld1_f32(t23);
                float32x2_t t24 = vdiv_f32(fa_v_3, vdup_n_f32(3.0f));
                vst1_f32(t23, t24);
                double *t25 = d + t22;
                float64x2_t d_v_3 = vld1q_f64(t25);
                float64x2_t t26 = vdivq_f64(d_v_3, vdupq_n_f64(7.0));
                vst1q_f64(t25, t26);
                i_vec += 8L;
            } while (i_vec < t7);
            t27 = (int)t7;
        } else {
            t27 = 0;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 2L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            long t31 = t28 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at cond_last.c:157 vector epilogue: VF 2, UF 1, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, scalar epilogue */
            do {
                long t32 = (long)t27 + i_vec_1;
                float *t33 = fa + t32;
                float32x2_t fa_v_4 = vld1_f32(t33);
                float32x2_t t34 = vdiv_f32(fa_v_4, vdup_n_f32(3.0f));
                vst1_f32(t33, t34);
                double *t35 = d + t32;
                float64x2_t d_v_4 = vld1q_f64(t35);
                float64x2_t t36 = vdivq_f64(d_v_4, vdupq_n_f64(7.0));
                vst1q_f64(t35, t36);
                i_vec_1 += 2L;
            } while (i_vec_1 < t31);
            i = (int)((long)t27 + t31);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t37 = (long)i;
            float *t38 = fa + t37;
            *t38 = *t38 / 3.0f;
            double *t39 = d + t37;
            *t39 = *t39 / 7.0;
        }
        const int *t40 = a;
        int t41 = any_of(n, t40, 1000);
        int t42 = any_of(n, t40, 990);
        const double *t43 = d;
        double t44 = last_double(n, t43, 1000.0);
        double t45 = last_double(n, t43, 100.0);
        const float *t46 = fb;
        const float *t47 = fa;
        float t48 = last_float(n, t47, t46, -1000.0f);
        float t49 = last_float(n, t47, t46, -90.0f);
        int t50 = last_index_select(n, t40);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t40), t50, (double)t49, (double)t48, t45, t44, t42, t41);
        other = 0;
        int p = two_values(n, t40, &other);
        int rt = read_too(n, t40, b);
        unsigned long t51 = hash_bytes((const void *)b, (unsigned long)n * 4UL);
        const unsigned int *t52 = u;
        unsigned int t53 = last_step2(n, t52);
        int t54 = if_else(n, t40);
        int t55 = other;
        int t56 = last_down(n, t40);
        long t57 = last_long(n, l);
        unsigned int t58 = last_unsigned(n, t52);
        const unsigned short *t59 = us;
        unsigned short t60 = last_ushort(n, t59, (unsigned short)65535);
        unsigned short t61 = last_ushort(n, t59, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t61, (int)t60, t58, t57, t56, p, t55, t54, t53, rt, (unsigned long long)t51);
        free((void *)a);
        free((void *)b);
        free((void *)fa);
        free((void *)fb);
        free((void *)d);
        free((void *)c);
        free((void *)us);
        free((void *)u);
        free((void *)l);
    }
}
