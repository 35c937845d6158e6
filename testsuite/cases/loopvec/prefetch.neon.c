/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t k_v = vdupq_n_f32(k);
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = src + i_vec;
            __builtin_prefetch((const void *)(t3 + 64));
            float32x4_t src_v = vld1q_f32(t3);
            float32x4_t t4 = vmulq_f32(src_v, k_v);
            vst1q_f32(dst + i_vec, t4);
            long t5 = i_vec + 4L;
            const float *t6 = src + t5;
            __builtin_prefetch((const void *)(t6 + 64));
            float32x4_t src_v_1 = vld1q_f32(t6);
            float32x4_t t7 = vmulq_f32(src_v_1, k_v);
            vst1q_f32(dst + t5, t7);
            long t8 = i_vec + 8L;
            const float *t9 = src + t8;
            __builtin_prefetch((const void *)(t9 + 64));
            float32x4_t src_v_2 = vld1q_f32(t9);
            float32x4_t t10 = vmulq_f32(src_v_2, k_v);
            vst1q_f32(dst + t8, t10);
            long t11 = i_vec + 12L;
            const float *t12 = src + t11;
            __builtin_prefetch((const void *)(t12 + 64));
            float32x4_t src_v_3 = vld1q_f32(t12);
            float32x4_t t13 = vmulq_f32(src_v_3, k_v);
            vst1q_f32(dst + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        float32x4_t k_v_1 = vdupq_n_f32(k);
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = src + t17;
            __builtin_prefetch((const void *)(t18 + 64));
            float32x4_t src_v_4 = vld1q_f32(t18);
            float32x4_t t19 = vmulq_f32(src_v_4, k_v_1);
            vst1q_f32(dst + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        const float *t21 = src + t20;
        __builtin_prefetch((const void *)(t21 + 64));
        dst[t20] = *t21 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
void add_ahead(int *restrict a, const int *restrict b, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __builtin_prefetch((const void *)(a + ((int)i_vec + 32)), 1, 0);
            int *t3 = a + i_vec;
            int32x4_t a_v = vld1q_s32(t3);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t4 = vaddq_s32(a_v, b_v);
            vst1q_s32(t3, t4);
            long t5 = i_vec + 4L;
            __builtin_prefetch((const void *)(a + ((int)t5 + 32)), 1, 0);
            int *t6 = a + t5;
            int32x4_t a_v_1 = vld1q_s32(t6);
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t t7 = vaddq_s32(a_v_1, b_v_1);
            vst1q_s32(t6, t7);
            long t8 = i_vec + 8L;
            __builtin_prefetch((const void *)(a + ((int)t8 + 32)), 1, 0);
            int *t9 = a + t8;
            int32x4_t a_v_2 = vld1q_s32(t9);
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            int32x4_t t10 = vaddq_s32(a_v_2, b_v_2);
            vst1q_s32(t9, t10);
            long t11 = i_vec + 12L;
            __builtin_prefetch((const void *)(a + ((int)t11 + 32)), 1, 0);
            int *t12 = a + t11;
            int32x4_t a_v_3 = vld1q_s32(t12);
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            int32x4_t t13 = vaddq_s32(a_v_3, b_v_3);
            vst1q_s32(t12, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __builtin_prefetch((const void *)(a + ((int)t17 + 32)), 1, 0);
            int *t18 = a + t17;
            int32x4_t a_v_4 = vld1q_s32(t18);
            int32x4_t b_v_4 = vld1q_s32(b + t17);
            int32x4_t t19 = vaddq_s32(a_v_4, b_v_4);
            vst1q_s32(t18, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t20 = (long)i;
        int *t21 = a + t20;
        *t21 = *t21 + b[t20];
    }
}

/* A reduction, prefetching through a pointer induction. */
long sum_ahead(const int *p, int n) {
    long s;
    const int *t20;
    long t21;
    const int *p_1;
    const int *end = p + n;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at prefetch.c:26 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t5 = p + t1;
            __builtin_prefetch((const void *)(t5 + 16), 0, 3);
            int32x2_t p_v = vld1_s32(t5);
            int64x2_t t6 = vmovl_s32(p_v);
            uint64x2_t t7 = vreinterpretq_u64_s64(t6);
            s_v = vaddq_u64(s_v, t7);
            const int *t8 = p + (t1 + 2L);
            __builtin_prefetch((const void *)(t8 + 16), 0, 3);
            int32x2_t p_v_1 = vld1_s32(t8);
            int64x2_t t9 = vmovl_s32(p_v_1);
            uint64x2_t t10 = vreinterpretq_u64_s64(t9);
            s_v_1 = vaddq_u64(s_v_1, t10);
            const int *t11 = p + (t1 + 4L);
            __builtin_prefetch((const void *)(t11 + 16), 0, 3);
            int32x2_t p_v_2 = vld1_s32(t11);
            int64x2_t t12 = vmovl_s32(p_v_2);
            uint64x2_t t13 = vreinterpretq_u64_s64(t12);
            s_v_2 = vaddq_u64(s_v_2, t13);
            const int *t14 = p + (t1 + 6L);
            __builtin_prefetch((const void *)(t14 + 16), 0, 3);
            int32x2_t p_v_3 = vld1_s32(t14);
            int64x2_t t15 = vmovl_s32(p_v_3);
            uint64x2_t t16 = vreinterpretq_u64_s64(t15);
            s_v_3 = vaddq_u64(s_v_3, t16);
            t1 += 8L;
        } while (t1 < t4);
        uint64x2_t t17 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t18 = vaddq_u64(t17, s_v_2);
        uint64x2_t t19 = vaddq_u64(t18, s_v_3);
        t20 = p + t4;
        t21 = (long)vaddvq_u64(t19);
    } else {
        t20 = p;
        t21 = 0L;
    }
    long t22 = ((long)p + (long)n * 4L + (long)t20 * -1L) / 4L;
    if (t22 >= 2L) {
        long t23 = t22 & -2L;
        long t2 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at prefetch.c:26 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            const int *t24 = t20 + t2;
            __builtin_prefetch((const void *)(t24 + 16), 0, 3);
            int32x2_t p_v_4 = vld1_s32(t24);
            int64x2_t t25 = vmovl_s32(p_v_4);
            uint64x2_t t26 = vreinterpretq_u64_s64(t25);
            s_v_4 = vaddq_u64(s_v_4, t26);
            t2 += 2L;
        } while (t2 < t23);
        p_1 = t20 + t23;
        s = (long)((unsigned long)t21 + vaddvq_u64(s_v_4));
    } else {
        p_1 = t20;
        s = t21;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        __builtin_prefetch((const void *)(p_1 + 16), 0, 3);
        s += (long)*p_1;
    }
    return s;
}

/* Under a condition: the hint may run on every lane. */
void clamp_ahead(short *restrict a, int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:35 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            short *t3 = a + i_vec;
            int16x8_t a_v = vld1q_s16(t3);
            uint16x8_t t4 = vcgtq_s16(a_v, vdupq_n_s16(100));
            __builtin_prefetch((const void *)(t3 + 64));
            do { uint16x8_t vcc_nm = t4; int16x8_t vcc_nv = vdupq_n_s16(100); int16_t *vcc_np = (int16_t *)((short *)((unsigned long)a + (unsigned long)i_vec * 2UL)); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        short *t5 = a + i;
        if ((int)*t5 > 100) {
            __builtin_prefetch((const void *)(t5 + 64));
            *t5 = (short)100;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s = new_array(n, sizeof(short));
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s, n, 0, 300);
        scale_ahead(g, f, n, 0.75f);
        add_ahead(a, b, n);
        long r = sum_ahead(b, n);
        clamp_ahead(s, n);
        printf("n=%d %ld %llx %llx %llx\n", n, r, HASH(g, n), HASH(a, n), HASH(s, n));
        free(f), free(g), free(a), free(b), free(s);
    }
    return 0;
}
