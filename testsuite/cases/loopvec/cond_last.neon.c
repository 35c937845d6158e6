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
    int t27;
    int t28;
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
            long t11 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t11);
            uint32x4_t t12 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            int32x4_t t13 = vdupq_n_s32((int)t11);
            int32x4_t t14 = vaddq_s32(t13, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t12, t14, t2);
            long t15 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t15);
            uint32x4_t t16 = vcgtq_s32(a_v_2, vdupq_n_s32(0));
            int32x4_t t17 = vdupq_n_s32((int)t15);
            int32x4_t t18 = vaddq_s32(t17, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t16, t18, t3);
            long t19 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t19);
            uint32x4_t t20 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            int32x4_t t21 = vdupq_n_s32((int)t19);
            int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t4 = vbslq_s32(t20, t22, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        int32x4_t t23 = vmaxq_s32(t2, t1);
        int32x4_t t24 = vmaxq_s32(t3, t23);
        int32x4_t t25 = vmaxq_s32(t4, t24);
        int t26 = vmaxvq_s32(t25);
        t27 = (int)t7;
        t28 = t26 < 0 ? -1 : (int)(long)t26;
    } else {
        t27 = 0;
        t28 = -1;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 4L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t27 + i_vec_1));
            uint32x4_t t31 = vcgtq_s32(a_v_4, vdupq_n_s32(0));
            int32x4_t t32 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t33 = vaddq_s32(t32, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t31, t33, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t30);
        int t34 = vmaxvq_s32(t5);
        i = (int)((long)t27 + t30);
        last = t34 < 0 ? t28 : (int)((long)t27 + (long)t34);
    } else {
        i = t27;
        last = t28;
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
    int t27;
    int t28;
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
            long t11 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t11);
            uint32x4_t t12 = vcgtq_s32(a_v_1, vdupq_n_s32(100));
            int32x4_t t13 = vdupq_n_s32((int)t11);
            int32x4_t t14 = vaddq_s32(t13, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t12, t14, t2);
            long t15 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t15);
            uint32x4_t t16 = vcgtq_s32(a_v_2, vdupq_n_s32(100));
            int32x4_t t17 = vdupq_n_s32((int)t15);
            int32x4_t t18 = vaddq_s32(t17, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t16, t18, t3);
            long t19 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t19);
            uint32x4_t t20 = vcgtq_s32(a_v_3, vdupq_n_s32(100));
            int32x4_t t21 = vdupq_n_s32((int)t19);
            int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t4 = vbslq_s32(t20, t22, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        int32x4_t t23 = vmaxq_s32(t2, t1);
        int32x4_t t24 = vmaxq_s32(t3, t23);
        int32x4_t t25 = vmaxq_s32(t4, t24);
        int t26 = vmaxvq_s32(t25);
        t27 = (int)t7;
        t28 = t26 < 0 ? -1 : (int)(long)t26;
    } else {
        t27 = 0;
        t28 = -1;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 4L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t27 + i_vec_1));
            uint32x4_t t31 = vcgtq_s32(a_v_4, vdupq_n_s32(100));
            int32x4_t t32 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t33 = vaddq_s32(t32, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t31, t33, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t30);
        int t34 = vmaxvq_s32(t5);
        i = (int)((long)t27 + t30);
        last = t34 < 0 ? t28 : (int)((long)t27 + (long)t34);
    } else {
        i = t27;
        last = t28;
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
    int t20;
    float t21;
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
            int32x4_t t11 = vdupq_n_s32((int)t9);
            int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t10, t12, t2);
            i_vec += 8L;
        } while (i_vec < t5);
        uint32x4_t t13 = vcgtq_s32(t2, t1);
        int32x4_t t14 = vmaxq_s32(t2, t1);
        float32x4_t t15 = vbslq_f32(t13, x_v_1, x_v);
        int t16 = vmaxvq_s32(t14);
        int32x4_t t17 = vdupq_n_s32(t16);
        uint32x4_t t18 = vceqq_s32(t14, t17);
        float32x4_t t19 = vbslq_f32(t18, t15, vdupq_n_f32(-0.0f));
        t20 = (int)t5;
        t21 = t16 < 0 ? 0.0f : vaddvq_f32(t19);
    } else {
        t20 = 0;
        t21 = 0.0f;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 4L) & (t22 <= 2147483647L)) {
        long t23 = t22 & -4L;
        float32x4_t x_v_2 = vdupq_n_f32(t21);
        float32x4_t t_v_1 = vdupq_n_f32(t);
        long i_vec_1 = 0L;
        int32x4_t t3 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t24 = (long)t20 + i_vec_1;
            float32x4_t b_v_2 = vld1q_f32(b + t24);
            uint32x4_t t25 = vcltq_f32(b_v_2, t_v_1);
            float32x4_t x_v_5 = ({ uint32x4_t vcc_nm = t25; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)a + (unsigned long)t24 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            x_v_2 = vbslq_f32(t25, x_v_5, x_v_2);
            int32x4_t t26 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t27 = vaddq_s32(t26, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t25, t27, t3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t23);
        int t28 = vmaxvq_s32(t3);
        int32x4_t t29 = vdupq_n_s32(t28);
        uint32x4_t t30 = vceqq_s32(t3, t29);
        float32x4_t t31 = vbslq_f32(t30, x_v_2, vdupq_n_f32(-0.0f));
        i = (int)((long)t20 + t23);
        x = t28 < 0 ? t21 : vaddvq_f32(t31);
    } else {
        i = t20;
        x = t21;
    }
    for (; i < n; i++, x = x_1) {
        long t32 = (long)i;
        if (b[t32] < t) {
            x_1 = a[t32];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
double last_double(int n, const double *a, double t) {
    int t36;
    double t37;
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
            long t11 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t11);
            uint64x2_t t12 = vcgtq_f64(a_v_1, t_v);
            float64x2_t x_v_6 = vmulq_f64(a_v_1, vdupq_n_f64(2.0));
            x_v_1 = vbslq_f64(t12, x_v_6, x_v_1);
            int64x2_t t13 = vdupq_n_s64(t11);
            int64x2_t t14 = vaddq_s64(t13, ((int64x2_t)(vcc_v2_long){0L, 1L}));
            t2 = vbslq_s64(t12, t14, t2);
            long t15 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t15);
            uint64x2_t t16 = vcgtq_f64(a_v_2, t_v);
            float64x2_t x_v_7 = vmulq_f64(a_v_2, vdupq_n_f64(2.0));
            x_v_2 = vbslq_f64(t16, x_v_7, x_v_2);
            int64x2_t t17 = vdupq_n_s64(t15);
            int64x2_t t18 = vaddq_s64(t17, ((int64x2_t)(vcc_v2_long){0L, 1L}));
            t3 = vbslq_s64(t16, t18, t3);
            long t19 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t19);
            uint64x2_t t20 = vcgtq_f64(a_v_3, t_v);
            float64x2_t x_v_8 = vmulq_f64(a_v_3, vdupq_n_f64(2.0));
            x_v_3 = vbslq_f64(t20, x_v_8, x_v_3);
            int64x2_t t21 = vdupq_n_s64(t19);
            int64x2_t t22 = vaddq_s64(t21, ((int64x2_t)(vcc_v2_long){0L, 1L}));
            t4 = vbslq_s64(t20, t22, t4);
            i_vec += 8L;
        } while (i_vec < t7);
        uint64x2_t t23 = vcgtq_s64(t2, t1);
        int64x2_t t24 = vbslq_s64(vcgtq_s64(t2, t1), t2, t1);
        float64x2_t t25 = vbslq_f64(t23, x_v_1, x_v);
        uint64x2_t t26 = vcgtq_s64(t3, t24);
        int64x2_t t27 = vbslq_s64(vcgtq_s64(t3, t24), t3, t24);
        float64x2_t t28 = vbslq_f64(t26, x_v_2, t25);
        uint64x2_t t29 = vcgtq_s64(t4, t27);
        int64x2_t t30 = vbslq_s64(vcgtq_s64(t4, t27), t4, t27);
        float64x2_t t31 = vbslq_f64(t29, x_v_3, t28);
        long t32 = vcc_reduce_max(long, (vcc_v2_long)t30);
        int64x2_t t33 = vdupq_n_s64(t32);
        uint64x2_t t34 = vceqq_s64(t30, t33);
        float64x2_t t35 = vbslq_f64(t34, t31, vdupq_n_f64(-0.0));
        t36 = (int)t7;
        t37 = t32 < 0L ? -1.5 : vaddvq_f64(t35);
    } else {
        t36 = 0;
        t37 = -1.5;
    }
    long t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 2L) {
        long t39 = t38 & -2L;
        float64x2_t x_v_4 = vdupq_n_f64(t37);
        float64x2_t t_v_1 = vdupq_n_f64(t);
        long i_vec_1 = 0L;
        int64x2_t t5 = vdupq_n_s64(-1LL);
        /* vcc: loop at cond_last.c:38 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float64x2_t a_v_4 = vld1q_f64(a + ((long)t36 + i_vec_1));
            uint64x2_t t40 = vcgtq_f64(a_v_4, t_v_1);
            float64x2_t x_v_9 = vmulq_f64(a_v_4, vdupq_n_f64(2.0));
            x_v_4 = vbslq_f64(t40, x_v_9, x_v_4);
            int64x2_t t41 = vdupq_n_s64(i_vec_1);
            int64x2_t t42 = vaddq_s64(t41, ((int64x2_t)(vcc_v2_long){0L, 1L}));
            t5 = vbslq_s64(t40, t42, t5);
            i_vec_1 += 2L;
        } while (i_vec_1 < t39);
        long t43 = vcc_reduce_max(long, (vcc_v2_long)t5);
        int64x2_t t44 = vdupq_n_s64(t43);
        uint64x2_t t45 = vceqq_s64(t5, t44);
        float64x2_t t46 = vbslq_f64(t45, x_v_4, vdupq_n_f64(-0.0));
        i = (int)((long)t36 + t39);
        x = t43 < 0L ? t37 : vaddvq_f64(t46);
    } else {
        i = t36;
        x = t37;
    }
    for (; i < n; i++, x = x_1) {
        double t47 = a[i];
        if (t47 > t) {
            x_1 = t47 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
int any_of(int n, const int *a, int k) {
    int t36;
    int t37;
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
            long t11 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t11);
            uint32x4_t t12 = vcgtq_s32(a_v_1, k_v);
            r_v_1 = vbslq_s32(t12, vdupq_n_s32(1), r_v_1);
            int32x4_t t13 = vdupq_n_s32((int)t11);
            int32x4_t t14 = vaddq_s32(t13, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t12, t14, t2);
            long t15 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t15);
            uint32x4_t t16 = vcgtq_s32(a_v_2, k_v);
            r_v_2 = vbslq_s32(t16, vdupq_n_s32(1), r_v_2);
            int32x4_t t17 = vdupq_n_s32((int)t15);
            int32x4_t t18 = vaddq_s32(t17, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t16, t18, t3);
            long t19 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t19);
            uint32x4_t t20 = vcgtq_s32(a_v_3, k_v);
            r_v_3 = vbslq_s32(t20, vdupq_n_s32(1), r_v_3);
            int32x4_t t21 = vdupq_n_s32((int)t19);
            int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t4 = vbslq_s32(t20, t22, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t23 = vcgtq_s32(t2, t1);
        int32x4_t t24 = vmaxq_s32(t2, t1);
        int32x4_t t25 = vbslq_s32(t23, r_v_1, r_v);
        uint32x4_t t26 = vcgtq_s32(t3, t24);
        int32x4_t t27 = vmaxq_s32(t3, t24);
        int32x4_t t28 = vbslq_s32(t26, r_v_2, t25);
        uint32x4_t t29 = vcgtq_s32(t4, t27);
        int32x4_t t30 = vmaxq_s32(t4, t27);
        int32x4_t t31 = vbslq_s32(t29, r_v_3, t28);
        int t32 = vmaxvq_s32(t30);
        int32x4_t t33 = vdupq_n_s32(t32);
        uint32x4_t t34 = vceqq_s32(t30, t33);
        int32x4_t t35 = vbslq_s32(t34, t31, vdupq_n_s32(0));
        t36 = (int)t7;
        t37 = t32 < 0 ? 0 : ({ int32x4_t vcc_v = t35; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        t36 = 0;
        t37 = 0;
    }
    long t38 = (long)n + (long)t36 * -1L;
    if ((t38 >= 4L) & (t38 <= 2147483647L)) {
        long t39 = t38 & -4L;
        int32x4_t r_v_4 = vdupq_n_s32(t37);
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t36 + i_vec_1));
            uint32x4_t t40 = vcgtq_s32(a_v_4, k_v_1);
            r_v_4 = vbslq_s32(t40, vdupq_n_s32(1), r_v_4);
            int32x4_t t41 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t42 = vaddq_s32(t41, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t40, t42, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t39);
        int t43 = vmaxvq_s32(t5);
        int32x4_t t44 = vdupq_n_s32(t43);
        uint32x4_t t45 = vceqq_s32(t5, t44);
        int32x4_t t46 = vbslq_s32(t45, r_v_4, vdupq_n_s32(0));
        i = (int)((long)t36 + t39);
        r = t43 < 0 ? t37 : ({ int32x4_t vcc_v = t46; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t36;
        r = t37;
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
    int t22;
    unsigned short t23;
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
            long t10 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t10);
            uint16x8_t t11 = vcgtq_u16(a_v_1, lim_v);
            uint16x8_t t12 = vaddq_u16(a_v_1, vdupq_n_u16(1));
            s_v_1 = vbslq_u16(t11, t12, s_v_1);
            vcc_v8_int t13 = vcc_splat(vcc_v8_int, (int)t10);
            vcc_v8_int t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t11, vcc_v8_int), t14, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        uint16x8_t t15 = (uint16x8_t)__builtin_convertvector(t2 > t1, vcc_m8);
        vcc_v8_int t16 = vcc_max(vcc_v8_int, t2, t1);
        uint16x8_t t17 = vbslq_u16(t15, s_v_1, s_v);
        int t18 = vcc_reduce_max(int, t16);
        vcc_v8_int t19 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        uint16x8_t t20 = (uint16x8_t)__builtin_convertvector(t16 == t19, vcc_m8);
        uint16x8_t t21 = vbslq_u16(t20, t17, vdupq_n_u16(0));
        t22 = (int)t5;
        t23 = (unsigned short)(t18 < 0 ? (unsigned short)65535 : ({ uint16x8_t vcc_v = t21; vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        t22 = 0;
        t23 = (unsigned short)65535;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 8L) & (t24 <= 2147483647L)) {
        long t25 = t24 & -8L;
        uint16x8_t s_v_2 = vdupq_n_u16(t23);
        uint16x8_t lim_v_1 = vdupq_n_u16(lim);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:64 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t a_v_2 = vld1q_u16(a + ((long)t22 + i_vec_1));
            uint16x8_t t26 = vcgtq_u16(a_v_2, lim_v_1);
            uint16x8_t t27 = vaddq_u16(a_v_2, vdupq_n_u16(1));
            s_v_2 = vbslq_u16(t26, t27, s_v_2);
            vcc_v8_int t28 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t29 = t28 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t26, vcc_v8_int), t29, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        int t30 = vcc_reduce_max(int, t3);
        vcc_v8_int t31 = (vcc_v8_int){t30, t30, t30, t30, t30, t30, t30, t30};
        uint16x8_t t32 = (uint16x8_t)__builtin_convertvector(t3 == t31, vcc_m8);
        uint16x8_t t33 = vbslq_u16(t32, s_v_2, vdupq_n_u16(0));
        i = (int)((long)t22 + t25);
        s = (unsigned short)(t30 < 0 ? t23 : ({ uint16x8_t vcc_v = t33; vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vorrq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        i = t22;
        s = t23;
    }
    for (; i < n; i++, s = s_1) {
        int t34 = (int)a[i];
        if (t34 > (int)lim) {
            s_1 = (unsigned short)(t34 + 1);
        } else {
            s_1 = s;
        }
    }
    return s;
}

unsigned last_unsigned(int n, const unsigned *a) {
    int t40;
    unsigned int t41;
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
            long t12 = i_vec + 4L;
            uint32x4_t a_v_1 = vld1q_u32(a + t12);
            uint32x4_t t13 = vandq_u32(a_v_1, vdupq_n_u32(7));
            uint32x4_t t14 = vceqq_u32(t13, vdupq_n_u32(3));
            uint32x4_t u_v_6 = vmulq_u32(a_v_1, vdupq_n_u32(3));
            u_v_1 = vbslq_u32(t14, u_v_6, u_v_1);
            int32x4_t t15 = vdupq_n_s32((int)t12);
            int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t14, t16, t2);
            long t17 = i_vec + 8L;
            uint32x4_t a_v_2 = vld1q_u32(a + t17);
            uint32x4_t t18 = vandq_u32(a_v_2, vdupq_n_u32(7));
            uint32x4_t t19 = vceqq_u32(t18, vdupq_n_u32(3));
            uint32x4_t u_v_7 = vmulq_u32(a_v_2, vdupq_n_u32(3));
            u_v_2 = vbslq_u32(t19, u_v_7, u_v_2);
            int32x4_t t20 = vdupq_n_s32((int)t17);
            int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t19, t21, t3);
            long t22 = i_vec + 12L;
            uint32x4_t a_v_3 = vld1q_u32(a + t22);
            uint32x4_t t23 = vandq_u32(a_v_3, vdupq_n_u32(7));
            uint32x4_t t24 = vceqq_u32(t23, vdupq_n_u32(3));
            uint32x4_t u_v_8 = vmulq_u32(a_v_3, vdupq_n_u32(3));
            u_v_3 = vbslq_u32(t24, u_v_8, u_v_3);
            int32x4_t t25 = vdupq_n_s32((int)t22);
            int32x4_t t26 = vaddq_s32(t25, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t4 = vbslq_s32(t24, t26, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t27 = vcgtq_s32(t2, t1);
        int32x4_t t28 = vmaxq_s32(t2, t1);
        uint32x4_t t29 = vbslq_u32(t27, u_v_1, u_v);
        uint32x4_t t30 = vcgtq_s32(t3, t28);
        int32x4_t t31 = vmaxq_s32(t3, t28);
        uint32x4_t t32 = vbslq_u32(t30, u_v_2, t29);
        uint32x4_t t33 = vcgtq_s32(t4, t31);
        int32x4_t t34 = vmaxq_s32(t4, t31);
        uint32x4_t t35 = vbslq_u32(t33, u_v_3, t32);
        int t36 = vmaxvq_s32(t34);
        int32x4_t t37 = vdupq_n_s32(t36);
        uint32x4_t t38 = vceqq_s32(t34, t37);
        uint32x4_t t39 = vbslq_u32(t38, t35, vdupq_n_u32(0));
        t40 = (int)t7;
        t41 = t36 < 0 ? 4000000000U : ({ uint32x4_t vcc_v = t39; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t40 = 0;
        t41 = 4000000000U;
    }
    long t42 = (long)n + (long)t40 * -1L;
    if ((t42 >= 4L) & (t42 <= 2147483647L)) {
        long t43 = t42 & -4L;
        uint32x4_t u_v_4 = vdupq_n_u32(t41);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t40 + i_vec_1));
            uint32x4_t t44 = vandq_u32(a_v_4, vdupq_n_u32(7));
            uint32x4_t t45 = vceqq_u32(t44, vdupq_n_u32(3));
            uint32x4_t u_v_9 = vmulq_u32(a_v_4, vdupq_n_u32(3));
            u_v_4 = vbslq_u32(t45, u_v_9, u_v_4);
            int32x4_t t46 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t47 = vaddq_s32(t46, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t45, t47, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t43);
        int t48 = vmaxvq_s32(t5);
        int32x4_t t49 = vdupq_n_s32(t48);
        uint32x4_t t50 = vceqq_s32(t5, t49);
        uint32x4_t t51 = vbslq_u32(t50, u_v_4, vdupq_n_u32(0));
        i = (int)((long)t40 + t43);
        u = t48 < 0 ? t41 : ({ uint32x4_t vcc_v = t51; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t40;
        u = t41;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t52 = a[i];
        if ((t52 & 7U) == 3U) {
            u_1 = t52 * 3U;
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
    int t32;
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
            long t13 = i_vec + 4L;
            int32x4_t t14 = vld1q_s32(a + ((long)t1 + t13 * -1L) + -3);
            int32x4_t a_v_1 = vextq_s32(vrev64q_s32(t14), vrev64q_s32(t14), 2);
            uint32x4_t t15 = vcgtq_s32(a_v_1, vdupq_n_s32(500));
            int32x4_t t16 = vdupq_n_s32((int)t13);
            int32x4_t t17 = vaddq_s32(t16, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t15, t17, t3);
            long t18 = i_vec + 8L;
            int32x4_t t19 = vld1q_s32(a + ((long)t1 + t18 * -1L) + -3);
            int32x4_t a_v_2 = vextq_s32(vrev64q_s32(t19), vrev64q_s32(t19), 2);
            uint32x4_t t20 = vcgtq_s32(a_v_2, vdupq_n_s32(500));
            int32x4_t t21 = vdupq_n_s32((int)t18);
            int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t4 = vbslq_s32(t20, t22, t4);
            long t23 = i_vec + 12L;
            int32x4_t t24 = vld1q_s32(a + ((long)t1 + t23 * -1L) + -3);
            int32x4_t a_v_3 = vextq_s32(vrev64q_s32(t24), vrev64q_s32(t24), 2);
            uint32x4_t t25 = vcgtq_s32(a_v_3, vdupq_n_s32(500));
            int32x4_t t26 = vdupq_n_s32((int)t23);
            int32x4_t t27 = vaddq_s32(t26, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t25, t27, t5);
            i_vec += 16L;
        } while (i_vec < t8);
        int32x4_t t28 = vmaxq_s32(t3, t2);
        int32x4_t t29 = vmaxq_s32(t4, t28);
        int32x4_t t30 = vmaxq_s32(t5, t29);
        int t31 = vmaxvq_s32(t30);
        t32 = t31 < 0 ? 1000000 : (int)((long)t1 + (long)t31 * -1L);
        t1 = (int)((long)t1 + t8 * -1L);
    } else {
        t32 = 1000000;
    }
    long t33 = (long)t1 + 1L;
    if ((t33 >= 4L) & (t33 <= 2147483647L)) {
        long t34 = t33 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t6 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t t35 = vld1q_s32(a + ((long)t1 + i_vec_1 * -1L) + -3);
            int32x4_t a_v_4 = vextq_s32(vrev64q_s32(t35), vrev64q_s32(t35), 2);
            uint32x4_t t36 = vcgtq_s32(a_v_4, vdupq_n_s32(500));
            int32x4_t t37 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t38 = vaddq_s32(t37, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t6 = vbslq_s32(t36, t38, t6);
            i_vec_1 += 4L;
        } while (i_vec_1 < t34);
        int t39 = vmaxvq_s32(t6);
        i = (int)((long)t1 + t34 * -1L);
        last = t39 < 0 ? t32 : (int)((long)t1 + (long)t39 * -1L);
    } else {
        i = t1;
        last = t32;
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
    int t31;
    int t32;
    int t33;
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
            long t15 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t15);
            uint32x4_t t16 = vcgtq_s32(a_v_1, vdupq_n_s32(900));
            uint32x4_t t17 = vcltq_s32(a_v_1, vdupq_n_s32(-900));
            q_v_1 = vbslq_s32(t17, a_v_1, q_v_1);
            int32x4_t t18 = vdupq_n_s32((int)t15);
            int32x4_t t19 = vaddq_s32(t18, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t17, t19, t2);
            int32x4_t t20 = vdupq_n_s32((int)t15);
            int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t4 = vbslq_s32(t16, t21, t4);
            i_vec += 8L;
        } while (i_vec < t8);
        uint32x4_t t22 = vcgtq_s32(t2, t1);
        int32x4_t t23 = vmaxq_s32(t2, t1);
        int32x4_t t24 = vbslq_s32(t22, q_v_1, q_v);
        int t25 = vmaxvq_s32(t23);
        int32x4_t t26 = vdupq_n_s32(t25);
        uint32x4_t t27 = vceqq_s32(t23, t26);
        int32x4_t t28 = vbslq_s32(t27, t24, vdupq_n_s32(0));
        int32x4_t t29 = vmaxq_s32(t4, t3);
        int t30 = vmaxvq_s32(t29);
        t31 = (int)t8;
        t32 = t25 < 0 ? -2 : ({ int32x4_t vcc_v = t28; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
        t33 = t30 < 0 ? -1 : (int)(long)t30;
    } else {
        t31 = 0;
        t32 = -2;
        t33 = -1;
    }
    long t34 = (long)n + (long)t31 * -1L;
    if ((t34 >= 4L) & (t34 <= 2147483647L)) {
        long t35 = t34 & -4L;
        int32x4_t q_v_2 = vdupq_n_s32(t32);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        int32x4_t t6 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_2 = vld1q_s32(a + ((long)t31 + i_vec_1));
            uint32x4_t t36 = vcgtq_s32(a_v_2, vdupq_n_s32(900));
            uint32x4_t t37 = vcltq_s32(a_v_2, vdupq_n_s32(-900));
            q_v_2 = vbslq_s32(t37, a_v_2, q_v_2);
            int32x4_t t38 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t39 = vaddq_s32(t38, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t37, t39, t5);
            int32x4_t t40 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t41 = vaddq_s32(t40, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t6 = vbslq_s32(t36, t41, t6);
            i_vec_1 += 4L;
        } while (i_vec_1 < t35);
        int t42 = vmaxvq_s32(t5);
        int32x4_t t43 = vdupq_n_s32(t42);
        uint32x4_t t44 = vceqq_s32(t5, t43);
        int32x4_t t45 = vbslq_s32(t44, q_v_2, vdupq_n_s32(0));
        int t46 = vmaxvq_s32(t6);
        i = (int)((long)t31 + t35);
        q_1 = t42 < 0 ? t32 : ({ int32x4_t vcc_v = t45; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
        p = t46 < 0 ? t33 : (int)((long)t31 + (long)t46);
    } else {
        i = t31;
        q_1 = t32;
        p = t33;
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
    int t77;
    int t78;
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
            int32x4_t v_v_6 = vbslq_s32(t13, v_v_5, v_v);
            v_v = vbslq_s32(t18, v_v_6, i_v_2);
            int32x4_t t19 = vdupq_n_s32((int)i_vec);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t21 = vbslq_s32(t13, t20, t1);
            t1 = vbslq_s32(t18, t21, t20);
            long t22 = i_vec + 4L;
            uint32x4_t t23 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t23);
            int32x4_t a_v_1 = vld1q_s32(a + t22);
            uint32x4_t t24 = vcgtq_s32(a_v_1, vdupq_n_s32(990));
            uint32x4_t t25 = vmvnq_u32(t24);
            uint32x4_t t26 = vcltq_s32(a_v_1, vdupq_n_s32(-990));
            uint32x4_t t27 = vandq_u32(t25, t26);
            uint32x4_t t28 = vreinterpretq_u32_s32(i_v_3);
            uint32x4_t t29 = vsubq_u32(vdupq_n_u32(0), t28);
            int32x4_t v_v_7 = vreinterpretq_s32_u32(t29);
            uint32x4_t t30 = vmvnq_u32(t26);
            uint32x4_t t31 = vandq_u32(t25, t30);
            uint32x4_t t32 = vorrq_u32(t31, t27);
            int32x4_t v_v_8 = vbslq_s32(t27, v_v_7, v_v_1);
            v_v_1 = vbslq_s32(t32, v_v_8, i_v_3);
            int32x4_t t33 = vdupq_n_s32((int)t22);
            int32x4_t t34 = vaddq_s32(t33, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t35 = vbslq_s32(t27, t34, t2);
            t2 = vbslq_s32(t32, t35, t34);
            long t36 = i_vec + 8L;
            uint32x4_t t37 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t37);
            int32x4_t a_v_2 = vld1q_s32(a + t36);
            uint32x4_t t38 = vcgtq_s32(a_v_2, vdupq_n_s32(990));
            uint32x4_t t39 = vmvnq_u32(t38);
            uint32x4_t t40 = vcltq_s32(a_v_2, vdupq_n_s32(-990));
            uint32x4_t t41 = vandq_u32(t39, t40);
            uint32x4_t t42 = vreinterpretq_u32_s32(i_v_4);
            uint32x4_t t43 = vsubq_u32(vdupq_n_u32(0), t42);
            int32x4_t v_v_9 = vreinterpretq_s32_u32(t43);
            uint32x4_t t44 = vmvnq_u32(t40);
            uint32x4_t t45 = vandq_u32(t39, t44);
            uint32x4_t t46 = vorrq_u32(t45, t41);
            int32x4_t v_v_10 = vbslq_s32(t41, v_v_9, v_v_2);
            v_v_2 = vbslq_s32(t46, v_v_10, i_v_4);
            int32x4_t t47 = vdupq_n_s32((int)t36);
            int32x4_t t48 = vaddq_s32(t47, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t49 = vbslq_s32(t41, t48, t3);
            t3 = vbslq_s32(t46, t49, t48);
            long t50 = i_vec + 12L;
            uint32x4_t t51 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t51);
            int32x4_t a_v_3 = vld1q_s32(a + t50);
            uint32x4_t t52 = vcgtq_s32(a_v_3, vdupq_n_s32(990));
            uint32x4_t t53 = vmvnq_u32(t52);
            uint32x4_t t54 = vcltq_s32(a_v_3, vdupq_n_s32(-990));
            uint32x4_t t55 = vandq_u32(t53, t54);
            uint32x4_t t56 = vreinterpretq_u32_s32(i_v_5);
            uint32x4_t t57 = vsubq_u32(vdupq_n_u32(0), t56);
            int32x4_t v_v_11 = vreinterpretq_s32_u32(t57);
            uint32x4_t t58 = vmvnq_u32(t54);
            uint32x4_t t59 = vandq_u32(t53, t58);
            uint32x4_t t60 = vorrq_u32(t59, t55);
            int32x4_t v_v_12 = vbslq_s32(t55, v_v_11, v_v_3);
            v_v_3 = vbslq_s32(t60, v_v_12, i_v_5);
            int32x4_t t61 = vdupq_n_s32((int)t50);
            int32x4_t t62 = vaddq_s32(t61, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t63 = vbslq_s32(t55, t62, t4);
            t4 = vbslq_s32(t60, t63, t62);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t7);
        uint32x4_t t64 = vcgtq_s32(t2, t1);
        int32x4_t t65 = vmaxq_s32(t2, t1);
        int32x4_t t66 = vbslq_s32(t64, v_v_1, v_v);
        uint32x4_t t67 = vcgtq_s32(t3, t65);
        int32x4_t t68 = vmaxq_s32(t3, t65);
        int32x4_t t69 = vbslq_s32(t67, v_v_2, t66);
        uint32x4_t t70 = vcgtq_s32(t4, t68);
        int32x4_t t71 = vmaxq_s32(t4, t68);
        int32x4_t t72 = vbslq_s32(t70, v_v_3, t69);
        int t73 = vmaxvq_s32(t71);
        int32x4_t t74 = vdupq_n_s32(t73);
        uint32x4_t t75 = vceqq_s32(t71, t74);
        int32x4_t t76 = vbslq_s32(t75, t72, vdupq_n_s32(0));
        t77 = (int)t7;
        t78 = t73 < 0 ? 5 : ({ int32x4_t vcc_v = t76; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        t77 = 0;
        t78 = 5;
    }
    long t79 = (long)n + (long)t77 * -1L;
    if ((t79 >= 4L) & (t79 <= 2147483647L)) {
        long t80 = t79 & -4L;
        int32x4_t v_v_4 = vdupq_n_s32(t78);
        int32x4_t t81 = vdupq_n_s32(t77);
        uint32x4_t t82 = vreinterpretq_u32_s32(t81);
        uint32x4_t i_v_1 = vaddq_u32(t82, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:110 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t77 + i_vec_1));
            uint32x4_t t83 = vcgtq_s32(a_v_4, vdupq_n_s32(990));
            uint32x4_t t84 = vmvnq_u32(t83);
            uint32x4_t t85 = vcltq_s32(a_v_4, vdupq_n_s32(-990));
            uint32x4_t t86 = vandq_u32(t84, t85);
            uint32x4_t t87 = vreinterpretq_u32_s32(i_v_6);
            uint32x4_t t88 = vsubq_u32(vdupq_n_u32(0), t87);
            int32x4_t v_v_13 = vreinterpretq_s32_u32(t88);
            uint32x4_t t89 = vmvnq_u32(t85);
            uint32x4_t t90 = vandq_u32(t84, t89);
            uint32x4_t t91 = vorrq_u32(t90, t86);
            int32x4_t v_v_14 = vbslq_s32(t86, v_v_13, v_v_4);
            v_v_4 = vbslq_s32(t91, v_v_14, i_v_6);
            int32x4_t t92 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t93 = vaddq_s32(t92, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t94 = vbslq_s32(t86, t93, t5);
            t5 = vbslq_s32(t91, t94, t93);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t80);
        int t95 = vmaxvq_s32(t5);
        int32x4_t t96 = vdupq_n_s32(t95);
        uint32x4_t t97 = vceqq_s32(t5, t96);
        int32x4_t t98 = vbslq_s32(t97, v_v_4, vdupq_n_s32(0));
        i = (int)((long)t77 + t80);
        v = t95 < 0 ? t78 : ({ int32x4_t vcc_v = t98; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t77;
        v = t78;
    }
    for (; i < n; i++, v = v_2) {
        int t99 = a[i];
        if (t99 > 990) {
            v_2 = i;
        } else {
            if (t99 < -990) {
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
    int t23;
    unsigned int t24;
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
            long t11 = i_vec + 4L;
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t12);
            uint32x4_t a_v_1 = vld2q_u32(a + t11 * 2L).val[0];
            uint32x4_t t13 = vcgtq_u32(a_v_1, vdupq_n_u32(2000));
            uint32x4_t u_v_4 = vreinterpretq_u32_s32(i_v_3);
            u_v_1 = vbslq_u32(t13, u_v_4, u_v_1);
            int32x4_t t14 = vdupq_n_s32((int)t11);
            int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t2 = vbslq_s32(t13, t15, t2);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t5);
        uint32x4_t t16 = vcgtq_s32(t2, t1);
        int32x4_t t17 = vmaxq_s32(t2, t1);
        uint32x4_t t18 = vbslq_u32(t16, u_v_1, u_v);
        int t19 = vmaxvq_s32(t17);
        int32x4_t t20 = vdupq_n_s32(t19);
        uint32x4_t t21 = vceqq_s32(t17, t20);
        uint32x4_t t22 = vbslq_u32(t21, t18, vdupq_n_u32(0));
        t23 = (int)(t5 * 2L);
        t24 = t19 < 0 ? 1U : ({ uint32x4_t vcc_v = t22; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t23 = 0;
        t24 = 1U;
    }
    long t25 = ((long)n + (long)t23 * -1L + 1L) / 2L - 1L;
    if ((t25 >= 4L) & (t25 <= 2147483647L)) {
        long t26 = t25 & -4L;
        uint32x4_t u_v_2 = vdupq_n_u32(t24);
        int32x4_t t27 = vdupq_n_s32(t23);
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t i_v_1 = vaddq_u32(t28, ((uint32x4_t)(vcc_v4_uint){0U, 2U, 4U, 6U}));
        long i_vec_1 = 0L;
        int32x4_t t3 = vdupq_n_s32(-1);
        /* vcc: loop at cond_last.c:122 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            uint32x4_t a_v_2 = vld2q_u32(a + ((long)t23 + i_vec_1 * 2L)).val[0];
            uint32x4_t t29 = vcgtq_u32(a_v_2, vdupq_n_u32(2000));
            uint32x4_t u_v_5 = vreinterpretq_u32_s32(i_v_4);
            u_v_2 = vbslq_u32(t29, u_v_5, u_v_2);
            int32x4_t t30 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t31 = vaddq_s32(t30, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t3 = vbslq_s32(t29, t31, t3);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(8));
        } while (i_vec_1 < t26);
        int t32 = vmaxvq_s32(t3);
        int32x4_t t33 = vdupq_n_s32(t32);
        uint32x4_t t34 = vceqq_s32(t3, t33);
        uint32x4_t t35 = vbslq_u32(t34, u_v_2, vdupq_n_u32(0));
        i = (int)((long)t23 + t26 * 2L);
        u = t32 < 0 ? t24 : ({ uint32x4_t vcc_v = t35; vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vorrq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t23;
        u = t24;
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
