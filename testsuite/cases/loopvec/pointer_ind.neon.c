/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
void triple_in_place(int n, int *a) {
    int *t13;
    int *p;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t5 = a + t1;
            int32x4_t p_v = vld1q_s32(t5);
            int32x4_t t6 = vmulq_s32(p_v, vdupq_n_s32(3));
            vst1q_s32(t5, t6);
            int *t7 = a + (t1 + 4L);
            int32x4_t p_v_1 = vld1q_s32(t7);
            int32x4_t t8 = vmulq_s32(p_v_1, vdupq_n_s32(3));
            vst1q_s32(t7, t8);
            int *t9 = a + (t1 + 8L);
            int32x4_t p_v_2 = vld1q_s32(t9);
            int32x4_t t10 = vmulq_s32(p_v_2, vdupq_n_s32(3));
            vst1q_s32(t9, t10);
            int *t11 = a + (t1 + 12L);
            int32x4_t p_v_3 = vld1q_s32(t11);
            int32x4_t t12 = vmulq_s32(p_v_3, vdupq_n_s32(3));
            vst1q_s32(t11, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = a + t4;
    } else {
        t13 = a;
    }
    long t14 = ((long)n * 4L + (long)a + (long)t13 * -1L + 3L) / 4L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t16 = t13 + t2;
            int32x4_t p_v_4 = vld1q_s32(t16);
            int32x4_t t17 = vmulq_s32(p_v_4, vdupq_n_s32(3));
            vst1q_s32(t16, t17);
            t2 += 4L;
        } while (t2 < t15);
        p = t13 + t15;
    } else {
        p = t13;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    int t18;
    short *t19;
    const short *t20;
    int n_1;
    short *dst_1;
    const short *src_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at pointer_ind.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t src_v = vld1q_s16(src + n_vec);
            uint16x8_t t3 = vreinterpretq_u16_s16(src_v);
            uint16x8_t t4 = vaddq_u16(t3, vdupq_n_u16(1));
            int16x8_t t5 = vreinterpretq_s16_u16(t4);
            vst1q_s16(dst + n_vec, t5);
            long t6 = n_vec + 8L;
            int16x8_t src_v_1 = vld1q_s16(src + t6);
            uint16x8_t t7 = vreinterpretq_u16_s16(src_v_1);
            uint16x8_t t8 = vaddq_u16(t7, vdupq_n_u16(1));
            int16x8_t t9 = vreinterpretq_s16_u16(t8);
            vst1q_s16(dst + t6, t9);
            long t10 = n_vec + 16L;
            int16x8_t src_v_2 = vld1q_s16(src + t10);
            uint16x8_t t11 = vreinterpretq_u16_s16(src_v_2);
            uint16x8_t t12 = vaddq_u16(t11, vdupq_n_u16(1));
            int16x8_t t13 = vreinterpretq_s16_u16(t12);
            vst1q_s16(dst + t10, t13);
            long t14 = n_vec + 24L;
            int16x8_t src_v_3 = vld1q_s16(src + t14);
            uint16x8_t t15 = vreinterpretq_u16_s16(src_v_3);
            uint16x8_t t16 = vaddq_u16(t15, vdupq_n_u16(1));
            int16x8_t t17 = vreinterpretq_s16_u16(t16);
            vst1q_s16(dst + t14, t17);
            n_vec += 32L;
        } while (n_vec < t2);
        t18 = (int)((long)n + t2 * -1L);
        t19 = dst + t2;
        t20 = src + t2;
    } else {
        t18 = n;
        t19 = dst;
        t20 = src;
    }
    long t21 = (long)t18;
    unsigned long t22 = (unsigned long)t19;
    unsigned long t23 = (unsigned long)t20;
    long t24 = (long)((unsigned long)t19 - (unsigned long)t20);
    if ((t21 >= 8L) & (((t22 + (unsigned long)(2L + (t21 - 1L) * 2L)) <= t23) | ((t23 + (unsigned long)(2L + (t21 - 1L) * 2L)) <= t22) | ((t24 <= 0L) | (t24 >= 16L)))) {
        long t25 = t21 & -8L;
        long n_vec_1 = 0L;
        /* vcc: loop at pointer_ind.c:12 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 12:12 and a value merged from several paths at 12:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            int16x8_t src_v_4 = vld1q_s16(t20 + n_vec_1);
            uint16x8_t t26 = vreinterpretq_u16_s16(src_v_4);
            uint16x8_t t27 = vaddq_u16(t26, vdupq_n_u16(1));
            int16x8_t t28 = vreinterpretq_s16_u16(t27);
            vst1q_s16(t19 + n_vec_1, t28);
            n_vec_1 += 8L;
        } while (n_vec_1 < t25);
        n_1 = (int)((long)t18 + t25 * -1L);
        dst_1 = t19 + t25;
        src_1 = t20 + t25;
    } else {
        n_1 = t18;
        dst_1 = t19;
        src_1 = t20;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        *dst_1 = (short)((int)*src_1 + 1);
        n_1 = n_2;
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
}

void scale_range(float *begin, float *end, float k) {
    float *t13;
    float *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        float32x4_t k_v = vdupq_n_f32(k);
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t5 = begin + t1;
            float32x4_t p_v = vld1q_f32(t5);
            float32x4_t t6 = vmulq_f32(p_v, k_v);
            vst1q_f32(t5, t6);
            float *t7 = begin + (t1 + 4L);
            float32x4_t p_v_1 = vld1q_f32(t7);
            float32x4_t t8 = vmulq_f32(p_v_1, k_v);
            vst1q_f32(t7, t8);
            float *t9 = begin + (t1 + 8L);
            float32x4_t p_v_2 = vld1q_f32(t9);
            float32x4_t t10 = vmulq_f32(p_v_2, k_v);
            vst1q_f32(t9, t10);
            float *t11 = begin + (t1 + 12L);
            float32x4_t p_v_3 = vld1q_f32(t11);
            float32x4_t t12 = vmulq_f32(p_v_3, k_v);
            vst1q_f32(t11, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = begin + t4;
    } else {
        t13 = begin;
    }
    long t14 = ((long)end + (long)t13 * -1L) / 4L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        float32x4_t k_v_1 = vdupq_n_f32(k);
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t16 = t13 + t2;
            float32x4_t p_v_4 = vld1q_f32(t16);
            float32x4_t t17 = vmulq_f32(p_v_4, k_v_1);
            vst1q_f32(t16, t17);
            t2 += 4L;
        } while (t2 < t15);
        p = t13 + t15;
    } else {
        p = t13;
    }
    for (; p != end; p = p + 1) {
        *p = *p * k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
