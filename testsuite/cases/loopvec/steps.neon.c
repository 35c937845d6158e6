/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=4 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
void every_third_le(int n, int *restrict a, const int *restrict b) {
    int t9;
    int i;
    long t1 = ((long)n + 2L) / 3L - 1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at steps.c:11 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)((int)(1L + i_vec * 3L) - 1);
            int *t4 = a + t3;
            int32x4_t b_v = vld3q_s32(b + t3).val[0];
            int32x4_t t5 = vmulq_s32(b_v, vdupq_n_s32(2));
            *t4 = vgetq_lane_s32(t5, 0);
            t4[3] = vgetq_lane_s32(t5, 1);
            t4[6] = vgetq_lane_s32(t5, 2);
            t4[9] = vgetq_lane_s32(t5, 3);
            long t6 = (long)((int)(1L + (i_vec + 4L) * 3L) - 1);
            int *t7 = a + t6;
            int32x4_t b_v_1 = vld3q_s32(b + t6).val[0];
            int32x4_t t8 = vmulq_s32(b_v_1, vdupq_n_s32(2));
            *t7 = vgetq_lane_s32(t8, 0);
            t7[3] = vgetq_lane_s32(t8, 1);
            t7[6] = vgetq_lane_s32(t8, 2);
            t7[9] = vgetq_lane_s32(t8, 3);
            i_vec += 8L;
        } while (i_vec < t2);
        t9 = (int)(1L + t2 * 3L);
    } else {
        t9 = 1;
    }
    long t10 = ((long)n + (long)t9 * -1L + 3L) / 3L - 1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at steps.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = (long)((int)((long)t9 + i_vec_1 * 3L) - 1);
            int *t13 = a + t12;
            int32x4_t b_v_2 = vld3q_s32(b + t12).val[0];
            int32x4_t t14 = vmulq_s32(b_v_2, vdupq_n_s32(2));
            *t13 = vgetq_lane_s32(t14, 0);
            t13[3] = vgetq_lane_s32(t14, 1);
            t13[6] = vgetq_lane_s32(t14, 2);
            t13[9] = vgetq_lane_s32(t14, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11 * 3L);
    } else {
        i = t9;
    }
    for (; i <= n; i += 3) {
        long t15 = (long)(i - 1);
        a[t15] = b[t15] * 2;
    }
}

long down_by_two(int n, const int *a) {
    long s;
    long t15;
    int i;
    int t1 = n - 1;
    long t2 = ((long)n + 1L) / 2L;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at steps.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = (int32x2_t)vcc_gather(vcc_v2_int, a + ((long)t1 + i_vec * -2L), ((vcc_v2_int)(int32x2_t)(vcc_v2_int){0, -2}));
            int32x2_t a_v_1 = (int32x2_t)vcc_gather(vcc_v2_int, a + ((long)t1 + (i_vec + 2L) * -2L), ((vcc_v2_int)(int32x2_t)(vcc_v2_int){0, -2}));
            int32x2_t a_v_2 = (int32x2_t)vcc_gather(vcc_v2_int, a + ((long)t1 + (i_vec + 4L) * -2L), ((vcc_v2_int)(int32x2_t)(vcc_v2_int){0, -2}));
            int32x2_t a_v_3 = (int32x2_t)vcc_gather(vcc_v2_int, a + ((long)t1 + (i_vec + 6L) * -2L), ((vcc_v2_int)(int32x2_t)(vcc_v2_int){0, -2}));
            int64x2_t t4 = vmovl_s32(a_v);
            uint64x2_t t5 = vreinterpretq_u64_s64(t4);
            s_v = vaddq_u64(s_v, t5);
            int64x2_t t6 = vmovl_s32(a_v_1);
            uint64x2_t t7 = vreinterpretq_u64_s64(t6);
            s_v_1 = vaddq_u64(s_v_1, t7);
            int64x2_t t8 = vmovl_s32(a_v_2);
            uint64x2_t t9 = vreinterpretq_u64_s64(t8);
            s_v_2 = vaddq_u64(s_v_2, t9);
            int64x2_t t10 = vmovl_s32(a_v_3);
            uint64x2_t t11 = vreinterpretq_u64_s64(t10);
            s_v_3 = vaddq_u64(s_v_3, t11);
            i_vec += 8L;
        } while (i_vec < t3);
        uint64x2_t t12 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t13 = vaddq_u64(t12, s_v_2);
        uint64x2_t t14 = vaddq_u64(t13, s_v_3);
        t1 = (int)((long)t1 + t3 * -2L);
        t15 = (long)vaddvq_u64(t14);
    } else {
        t15 = 0L;
    }
    long t16 = ((long)t1 + 2L) / 2L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at steps.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t a_v_4 = (int32x2_t)vcc_gather(vcc_v2_int, a + ((long)t1 + i_vec_1 * -2L), ((vcc_v2_int)(int32x2_t)(vcc_v2_int){0, -2}));
            int64x2_t t18 = vmovl_s32(a_v_4);
            uint64x2_t t19 = vreinterpretq_u64_s64(t18);
            s_v_4 = vaddq_u64(s_v_4, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -2L);
        s = (long)((unsigned long)t15 + vaddvq_u64(s_v_4));
    } else {
        i = t1;
        s = t15;
    }
    for (; i >= 0; i -= 2) {
        s += (long)a[i];
    }
    return s;
}

void unsigned_by_four(unsigned n, float *restrict a, const float *restrict b) {
    long t24;
    uint32x4_t n_v = vdupq_n_u32(n);
    uint32x4_t t1 = vdupq_n_u32(0U);
    uint32x4_t i_v = vaddq_u32(t1, ((uint32x4_t)(vcc_v4_uint){0U, 4U, 8U, 12U}));
    long i_vec = 0L;
    /* vcc: loop at steps.c:23 vectorized: VF 4, UF 4, no counted exit (1 exit tested per vector iteration), scalar epilogue */
    for (;;) {
        uint32x4_t t2 = vcltq_u32(i_v, n_v);
        uint32x4_t t3 = vaddq_u32(i_v, vdupq_n_u32(16));
        uint32x4_t t4 = vcltq_u32(t3, n_v);
        uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(32));
        uint32x4_t t6 = vcltq_u32(t5, n_v);
        uint32x4_t t7 = vaddq_u32(i_v, vdupq_n_u32(48));
        uint32x4_t t8 = vcltq_u32(t7, n_v);
        uint32x4_t t9 = vmvnq_u32(t2);
        uint32x4_t t10 = vmvnq_u32(t4);
        uint32x4_t t11 = vorrq_u32(t9, t10);
        uint32x4_t t12 = vmvnq_u32(t6);
        uint32x4_t t13 = vorrq_u32(t11, t12);
        uint32x4_t t14 = vmvnq_u32(t8);
        uint32x4_t t15 = vorrq_u32(t13, t14);
        if ((vmaxvq_u32(t15) != 0)) {
            t24 = i_vec;
            break;
        }
        float32x4_t b_v = ({ uint32x4_t vcc_ni = i_v; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        float32x4_t b_v_1 = ({ uint32x4_t vcc_ni = t3; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        float32x4_t b_v_2 = ({ uint32x4_t vcc_ni = t5; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        float32x4_t b_v_3 = ({ uint32x4_t vcc_ni = t7; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        float32x4_t t16 = vcvtq_f32_u32(i_v);
        float32x4_t t17 = vaddq_f32(b_v, t16);
        do { uint32x4_t vcc_ni = i_v; float32x4_t vcc_nv = t17; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nv, 3); } while (0);
        float32x4_t t18 = vcvtq_f32_u32(t3);
        float32x4_t t19 = vaddq_f32(b_v_1, t18);
        do { uint32x4_t vcc_ni = t3; float32x4_t vcc_nv = t19; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nv, 3); } while (0);
        float32x4_t t20 = vcvtq_f32_u32(t5);
        float32x4_t t21 = vaddq_f32(b_v_2, t20);
        do { uint32x4_t vcc_ni = t5; float32x4_t vcc_nv = t21; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nv, 3); } while (0);
        float32x4_t t22 = vcvtq_f32_u32(t7);
        float32x4_t t23 = vaddq_f32(b_v_3, t22);
        do { uint32x4_t vcc_ni = t7; float32x4_t vcc_nv = t23; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_u32(vcc_ni, 3), vcc_nv, 3); } while (0);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(64));
        if (i_vec >= 1073741824L) {
            t24 = 1073741824L;
            break;
        }
    }
    for (unsigned int i = (unsigned int)(t24 * 4L); i < n; i += 4U) {
        long t25 = (long)i;
        a[t25] = b[t25] + (float)i;
    }
}

void long_from_two(long n, double *restrict a) {
    for (long i = 2; i < n; i += 2)
        a[i] = a[i - 2] * 0.5 + 1.0;
}

void end_pointer(short *p, short *end) {
    short *t21;
    short *p_1;
    long t3 = ((long)p * -1L + (long)end) / 2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        /* vcc: loop at steps.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            short *t5 = p + t1;
            int16x8_t p_v = vld1q_s16(t5);
            uint16x8_t t6 = vreinterpretq_u16_s16(p_v);
            uint16x8_t t7 = vmulq_u16(t6, vdupq_n_u16(3));
            int16x8_t t8 = vreinterpretq_s16_u16(t7);
            vst1q_s16(t5, t8);
            short *t9 = p + (t1 + 8L);
            int16x8_t p_v_1 = vld1q_s16(t9);
            uint16x8_t t10 = vreinterpretq_u16_s16(p_v_1);
            uint16x8_t t11 = vmulq_u16(t10, vdupq_n_u16(3));
            int16x8_t t12 = vreinterpretq_s16_u16(t11);
            vst1q_s16(t9, t12);
            short *t13 = p + (t1 + 16L);
            int16x8_t p_v_2 = vld1q_s16(t13);
            uint16x8_t t14 = vreinterpretq_u16_s16(p_v_2);
            uint16x8_t t15 = vmulq_u16(t14, vdupq_n_u16(3));
            int16x8_t t16 = vreinterpretq_s16_u16(t15);
            vst1q_s16(t13, t16);
            short *t17 = p + (t1 + 24L);
            int16x8_t p_v_3 = vld1q_s16(t17);
            uint16x8_t t18 = vreinterpretq_u16_s16(p_v_3);
            uint16x8_t t19 = vmulq_u16(t18, vdupq_n_u16(3));
            int16x8_t t20 = vreinterpretq_s16_u16(t19);
            vst1q_s16(t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = p + t4;
    } else {
        t21 = p;
    }
    long t22 = ((long)end + (long)t21 * -1L) / 2L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        /* vcc: loop at steps.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t24 = t21 + t2;
            int16x8_t p_v_4 = vld1q_s16(t24);
            uint16x8_t t25 = vreinterpretq_u16_s16(p_v_4);
            uint16x8_t t26 = vmulq_u16(t25, vdupq_n_u16(3));
            int16x8_t t27 = vreinterpretq_s16_u16(t26);
            vst1q_s16(t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        p_1 = t21 + t23;
    } else {
        p_1 = t21;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        *p_1 = (short)((int)*p_1 * 3);
    }
}

void ne_by_two(int n, int *a) {
    for (int i = 0; i != n; i += 2)
        a[i] = 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        double *d = new_array(n, 8);
        short *s = new_array(n, 2);
        int *e = new_array(n + 1, 4);
        FILL(a, n, 0, 1);
        FILL(b, n, -1000, 2000);
        FILL(f, n, 0, 1);
        FILL(g, n, -1000, 2000);
        FILL(d, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(e, n + 1, 0, 1);
        every_third_le(n, a, b);
        unsigned_by_four((unsigned)n, f, g);
        long_from_two(n, d);
        end_pointer(s, s + n);
        ne_by_two(n & ~1, e);
        printf("n=%d %llx sum=%ld %llx %llx %llx %llx\n", n, HASH(a, n), down_by_two(n, b), HASH(f, n), HASH(d, n),
               HASH(s, n), HASH(e, n + 1));
        free(a), free(b), free(f), free(g), free(d), free(s), free(e);
    }
    return 0;
}
