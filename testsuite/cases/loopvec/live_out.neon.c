/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last;
    int32x4_t last_v_3;
    int t10;
    int t11;
    int32x4_t last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vmulq_s32(a_v, vdupq_n_s32(2));
            int32x4_t last_v = vaddq_s32(t3, vdupq_n_s32(1));
            vst1q_s32(b + i_vec, last_v);
            long t4 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t4);
            int32x4_t t5 = vmulq_s32(a_v_1, vdupq_n_s32(2));
            int32x4_t last_v_1 = vaddq_s32(t5, vdupq_n_s32(1));
            vst1q_s32(b + t4, last_v_1);
            long t6 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t6);
            int32x4_t t7 = vmulq_s32(a_v_2, vdupq_n_s32(2));
            int32x4_t last_v_2 = vaddq_s32(t7, vdupq_n_s32(1));
            vst1q_s32(b + t6, last_v_2);
            long t8 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t8);
            int32x4_t t9 = vmulq_s32(a_v_3, vdupq_n_s32(2));
            last_v_3 = vaddq_s32(t9, vdupq_n_s32(1));
            vst1q_s32(b + t8, last_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = vgetq_lane_s32(last_v_3, 3);
    } else {
        t10 = 0;
        t11 = -1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t14);
            int32x4_t t15 = vmulq_s32(a_v_4, vdupq_n_s32(2));
            last_v_4 = vaddq_s32(t15, vdupq_n_s32(1));
            vst1q_s32(b + t14, last_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = vgetq_lane_s32(last_v_4, 3);
    } else {
        i = t10;
        last = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        last = a[t16] * 2 + 1;
        b[t16] = last;
    }
    return last;
}

int final_index(int n, short *a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at live_out.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            int16x8_t t6 = (int16x8_t)__builtin_convertvector(t5, vcc_v8_short);
            vst1q_s16(a + i_vec, t6);
            vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t7;
            vcc_v8_int t8 = i_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            int16x8_t t9 = (int16x8_t)__builtin_convertvector(t8, vcc_v8_short);
            vst1q_s16(a + (i_vec + 8L), t9);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_int t13 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
        vcc_v8_uint t14 = (vcc_v8_uint)t13;
        vcc_v8_uint i_v_1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t15 = i_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            int16x8_t t16 = (int16x8_t)__builtin_convertvector(t15, vcc_v8_short);
            vst1q_s16(a + ((long)t10 + i_vec_1), t16);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

long second_induction(int n, long *a) {
    long j;
    int t8;
    long t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int64x2_t t3 = vdupq_n_s64(10L);
        uint64x2_t t4 = vreinterpretq_u64_s64(t3);
        uint64x2_t j_v = vaddq_u64(t4, ((uint64x2_t)(vcc_v2_ulong){0UL, 3UL}));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:24 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t j_v_2 = vreinterpretq_s64_u64(j_v);
            vst1q_s64(a + i_vec, j_v_2);
            uint64x2_t t5 = vaddq_u64(j_v, vdupq_n_u64(6LL));
            int64x2_t j_v_3 = vreinterpretq_s64_u64(t5);
            vst1q_s64(a + (i_vec + 2L), j_v_3);
            uint64x2_t t6 = vaddq_u64(j_v, vdupq_n_u64(12LL));
            int64x2_t j_v_4 = vreinterpretq_s64_u64(t6);
            vst1q_s64(a + (i_vec + 4L), j_v_4);
            uint64x2_t t7 = vaddq_u64(j_v, vdupq_n_u64(18LL));
            int64x2_t j_v_5 = vreinterpretq_s64_u64(t7);
            vst1q_s64(a + (i_vec + 6L), j_v_5);
            i_vec += 8L;
            j_v = vaddq_u64(j_v, vdupq_n_u64(24LL));
        } while (i_vec < t2);
        t8 = (int)t2;
        t9 = 10L + t2 * 3L;
    } else {
        t8 = 0;
        t9 = 10L;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 2L) {
        long t11 = t10 & -2L;
        int64x2_t t12 = vdupq_n_s64(t9);
        uint64x2_t t13 = vreinterpretq_u64_s64(t12);
        uint64x2_t j_v_1 = vaddq_u64(t13, ((uint64x2_t)(vcc_v2_ulong){0UL, 3UL}));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:24 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t j_v_6 = vreinterpretq_s64_u64(j_v_1);
            vst1q_s64(a + ((long)t8 + i_vec_1), j_v_6);
            i_vec_1 += 2L;
            j_v_1 = vaddq_u64(j_v_1, vdupq_n_u64(6LL));
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        j = t9 + t11 * 3L;
    } else {
        i = t8;
        j = t9;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    int above;
    float last;
    float32x4_t last_v_3;
    uint32x4_t above_v;
    int t7;
    int t8;
    float t9;
    float32x4_t last_v_4;
    uint32x4_t above_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t last_v = vmulq_f32(a_v, vdupq_n_f32(0.5f));
            vst1q_f32(b + i_vec, last_v);
            long t3 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t3);
            float32x4_t last_v_1 = vmulq_f32(a_v_1, vdupq_n_f32(0.5f));
            vst1q_f32(b + t3, last_v_1);
            long t4 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t4);
            float32x4_t last_v_2 = vmulq_f32(a_v_2, vdupq_n_f32(0.5f));
            vst1q_f32(b + t4, last_v_2);
            long t5 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t5);
            last_v_3 = vmulq_f32(a_v_3, vdupq_n_f32(0.5f));
            above_v = vcgtq_f32(a_v_3, vdupq_n_f32(10.0f));
            vst1q_f32(b + t5, last_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t6 = (int32x4_t)__builtin_convertvector((vcc_m4)above_v & 1, vcc_v4_int);
        t7 = (int)t2;
        t8 = vgetq_lane_s32(t6, 3);
        t9 = vgetq_lane_f32(last_v_3, 3);
    } else {
        t7 = 0;
        t8 = 0;
        t9 = 0.0f;
    }
    long t10 = (long)n + (long)t7 * -1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = (long)t7 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t12);
            last_v_4 = vmulq_f32(a_v_4, vdupq_n_f32(0.5f));
            above_v_1 = vcgtq_f32(a_v_4, vdupq_n_f32(10.0f));
            vst1q_f32(b + t12, last_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        int32x4_t t13 = (int32x4_t)__builtin_convertvector((vcc_m4)above_v_1 & 1, vcc_v4_int);
        i = (int)((long)t7 + t11);
        above = vgetq_lane_s32(t13, 3);
        last = vgetq_lane_f32(last_v_4, 3);
    } else {
        i = t7;
        above = t8;
        last = t9;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        last = t15 * 0.5f;
        above = t15 > 10.0f;
        b[t14] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
int last_index(int n, long *restrict b) {
    int k = -1;
    for (int i = 0; i < n; i++) {
        b[i] = (long)i * 3;
        k = i;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
int last_positive(int n, const int *a) {
    int last;
    int t30;
    int t31;
    int i;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        int32x4_t last_v = vdupq_n_s32(0);
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t last_v_1 = last_v;
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t last_v_2 = last_v;
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t last_v_3 = last_v;
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at live_out.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t8 = vcgtq_s32(a_v, vdupq_n_s32(0));
            last_v = vbslq_s32(t8, a_v, last_v);
            int32x4_t t9 = vdupq_n_s32((int)i_vec);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t8, t10, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t11 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            last_v_1 = vbslq_s32(t11, a_v_1, last_v_1);
            int32x4_t t12 = vaddq_s32(t10, vdupq_n_s32(4));
            t2 = vbslq_s32(t11, t12, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t13 = vcgtq_s32(a_v_2, vdupq_n_s32(0));
            last_v_2 = vbslq_s32(t13, a_v_2, last_v_2);
            int32x4_t t14 = vaddq_s32(t10, vdupq_n_s32(8));
            t3 = vbslq_s32(t13, t14, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t15 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            last_v_3 = vbslq_s32(t15, a_v_3, last_v_3);
            int32x4_t t16 = vaddq_s32(t10, vdupq_n_s32(12));
            t4 = vbslq_s32(t15, t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        uint32x4_t t17 = vcgtq_s32(t2, t1);
        int32x4_t t18 = vmaxq_s32(t2, t1);
        int32x4_t t19 = vbslq_s32(t17, last_v_1, last_v);
        uint32x4_t t20 = vcgtq_s32(t3, t18);
        int32x4_t t21 = vmaxq_s32(t3, t18);
        int32x4_t t22 = vbslq_s32(t20, last_v_2, t19);
        uint32x4_t t23 = vcgtq_s32(t4, t21);
        int32x4_t t24 = vmaxq_s32(t4, t21);
        int32x4_t t25 = vbslq_s32(t23, last_v_3, t22);
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
        int32x4_t last_v_4 = vdupq_n_s32(t31);
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at live_out.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t30 + i_vec_1));
            uint32x4_t t34 = vcgtq_s32(a_v_4, vdupq_n_s32(0));
            last_v_4 = vbslq_s32(t34, a_v_4, last_v_4);
            int32x4_t t35 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t34, t36, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vmaxvq_s32(t5);
        int32x4_t t38 = vdupq_n_s32(t37);
        uint32x4_t t39 = vceqq_s32(t5, t38);
        int32x4_t t40 = vbslq_s32(t39, last_v_4, vdupq_n_s32(0));
        i = (int)((long)t30 + t33);
        last_1 = t37 < 0 ? t31 : ({ int32x4_t vcc_v = t40; vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = vorrq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t30;
        last_1 = t31;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

int main(void) {
    int flag;
    int n;
    int t1;
    int t19;
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
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        const int *t2 = a;
        int last = last_value(n, b, t2);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t3 = (unsigned long)n;
        unsigned long t4 = t3 * 8UL;
        const void *t5 = (const void *)l;
        unsigned long t6 = hash_bytes(t5, t4);
        unsigned long t7 = hash_bytes((const void *)s, t3 * 2UL);
        unsigned long t8 = t3 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)hash_bytes((const void *)b, t8), idx, (unsigned long long)t7, j, (unsigned long long)t6);
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        long t9 = (long)n;
        if (t9 >= 16L) {
            long t10 = t9 & -16L;
            long i_vec = 0L;
            /* vcc: loop at live_out.c:77 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t11 = fa + i_vec;
                float32x4_t fa_v = vld1q_f32(t11);
                float32x4_t t12 = vdivq_f32(fa_v, vdupq_n_f32(3.0f));
                vst1q_f32(t11, t12);
                float *t13 = fa + (i_vec + 4L);
                float32x4_t fa_v_1 = vld1q_f32(t13);
                float32x4_t t14 = vdivq_f32(fa_v_1, vdupq_n_f32(3.0f));
                vst1q_f32(t13, t14);
                float *t15 = fa + (i_vec + 8L);
                float32x4_t fa_v_2 = vld1q_f32(t15);
                float32x4_t t16 = vdivq_f32(fa_v_2, vdupq_n_f32(3.0f));
                vst1q_f32(t15, t16);
                float *t17 = fa + (i_vec + 12L);
                float32x4_t fa_v_3 = vld1q_f32(t17);
                float32x4_t t18 = vdivq_f32(fa_v_3, vdupq_n_f32(3.0f));
                vst1q_f32(t17, t18);
                i_vec += 16L;
            } while (i_vec < t10);
            t19 = (int)t10;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at live_out.c:77 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t22 = fa + ((long)t19 + i_vec_1);
                float32x4_t fa_v_4 = vld1q_f32(t22);
                float32x4_t t23 = vdivq_f32(fa_v_4, vdupq_n_f32(3.0f));
                vst1q_f32(t22, t23);
                i_vec_1 += 4L;
            } while (i_vec_1 < t21);
            i = (int)((long)t19 + t21);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            float *t24 = fa + i;
            *t24 = *t24 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t25 = hash_bytes((const void *)fb, t8);
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t25);
        int k = last_index(n, l);
        int t26 = last_positive(n, t2);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)hash_bytes(t5, t4), t26);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
