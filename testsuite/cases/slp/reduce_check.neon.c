/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* Horizontal reductions behind a run-time overlap check: the loads of `a` that come before
   the store through `out` are moved after it, so the block runs in two copies (the vector one
   when `out` is not among those elements) joined in a block that holds the return, or the
   jump to the loop's next iteration. The reduction's value is passed from the vector copy to
   that block. Each kernel is called with `out` inside the elements it reads (the scalar copy
   must run) and apart from them. (`rows`'s loop is also vectorized by the loop vectorizer,
   behind its own overlap check; the tree is in the scalar loop that check falls back to.)
   On 16-byte targets `weighted`'s four lanes do not pay for the check. */
/* vcc-test: expect-slp 2 sse4.2=1 */
#include <stdio.h>

int weighted(const int *a, int *out) {
    int t8;
    const int *t1 = a + 0;
    long t2 = (long)((unsigned long)out - (unsigned long)t1);
    if ((t2 <= -4L) | (t2 >= 8L)) {
        *out = 5;
        int32x4_t t3 = vld1q_s32(t1);
        int32x4_t t4 = vmulq_s32(t3, ((int32x4_t)(vcc_v4_int){3, 5, 7, 9}));
        uint32x4_t t5 = vreinterpretq_u32_s32(t4);
        t8 = (int)(vaddvq_u32(t5) + (unsigned int)(a[4] * 11) + (unsigned int)(a[5] * 13) + (unsigned int)(a[6] * 15) + (unsigned int)(a[7] * 17));
    } else {
        int t6 = *t1;
        int t7 = a[1];
        *out = 5;
        t8 = t6 * 3 + t7 * 5 + a[2] * 7 + a[3] * 9 + a[4] * 11 + a[5] * 13 + a[6] * 15 + a[7] * 17;
    }
    return t8;
}

unsigned rows(const int *a, int *out, int n) {
    int i;
    unsigned int s;
    int *out_1;
    unsigned int s_1;
    int *out_2;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 4L) & (((t2 + (unsigned long)(32L + (t1 - 1L) * 32L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -4L;
        int32x4_t t5 = vdupq_n_s32(0);
        uint32x4_t t6 = vreinterpretq_u32_s32(t5);
        uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        /* vcc: loop at reduce_check.c:20 vectorized: VF 4, UF 1, run-time check: `a` and `out` do not overlap, scalar epilogue */
        do {
            int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
            int t7 = 8 * (int)i_vec;
            int32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 8, 16, 24}; const int32_t *vcc_np = (const int32_t *)(a + t7); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t8 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t9 = vmulq_u32(t8, vdupq_n_u32(3));
            int32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 8, 16, 24}; const int32_t *vcc_np = (const int32_t *)(a + (t7 + 1)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t10 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t11 = vmulq_u32(t10, vdupq_n_u32(5));
            uint32x4_t t_v = vaddq_u32(t9, t11);
            vst1q_s32(out + i_vec, i_v_1);
            const int *t12 = a + (t7 + 2);
            int32x4_t t13 = vld1q_s32(t12 + 0);
            int32x4_t t14 = vld1q_s32(t12 + 8);
            int32x4_t t15 = vld1q_s32(t12 + 16);
            int32x4_t t16 = vld1q_s32(t12 + 24);
            int32x4_t t17 = vzip1q_s32(t13, t15);
            int32x4_t t18 = vzip2q_s32(t13, t15);
            int32x4_t t19 = vzip1q_s32(t14, t16);
            int32x4_t t20 = vzip2q_s32(t14, t16);
            int32x4_t t21 = vzip1q_s32(t17, t19);
            int32x4_t t22 = vzip2q_s32(t17, t19);
            int32x4_t t23 = vzip1q_s32(t18, t20);
            int32x4_t t24 = vzip2q_s32(t18, t20);
            uint32x4_t t25 = vreinterpretq_u32_s32(t21);
            uint32x4_t t26 = vmulq_u32(t25, vdupq_n_u32(7));
            uint32x4_t t27 = vaddq_u32(t_v, t26);
            uint32x4_t t28 = vreinterpretq_u32_s32(t22);
            uint32x4_t t29 = vmulq_u32(t28, vdupq_n_u32(9));
            uint32x4_t t30 = vaddq_u32(t27, t29);
            uint32x4_t t31 = vreinterpretq_u32_s32(t23);
            uint32x4_t t32 = vmulq_u32(t31, vdupq_n_u32(11));
            uint32x4_t t33 = vaddq_u32(t30, t32);
            uint32x4_t t34 = vreinterpretq_u32_s32(t24);
            uint32x4_t t35 = vmulq_u32(t34, vdupq_n_u32(13));
            uint32x4_t t36 = vaddq_u32(t33, t35);
            int32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 8, 16, 24}; const int32_t *vcc_np = (const int32_t *)(a + (t7 + 6)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t37 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t38 = vmulq_u32(t37, vdupq_n_u32(15));
            uint32x4_t t39 = vaddq_u32(t36, t38);
            int32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 8, 16, 24}; const int32_t *vcc_np = (const int32_t *)(a + (t7 + 7)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t40 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t41 = vmulq_u32(t40, vdupq_n_u32(17));
            uint32x4_t t42 = vaddq_u32(t39, t41);
            s_v = vaddq_u32(s_v, t42);
            i_vec += 4L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(4));
        } while (i_vec < t4);
        i = (int)t4;
        s = vaddvq_u32(s_v);
        out_1 = out + t4;
    } else {
        i = 0;
        s = 0U;
        out_1 = out;
    }
    for (; i < n; i++, s = s_1, out_1 = out_2) {
        int t43 = 8 * i;
        const int *t44 = a + t43;
        long t45 = (long)((unsigned long)out_1 - (unsigned long)t44);
        if ((t45 <= -4L) | (t45 >= 8L)) {
            *out_1 = i;
            int32x4_t t46 = vld1q_s32(t44);
            uint32x4_t t47 = vreinterpretq_u32_s32(t46);
            uint32x4_t t48 = vmulq_u32(t47, ((uint32x4_t)(vcc_v4_uint){3U, 5U, 7U, 9U}));
            s_1 = vaddvq_u32(t48) + (unsigned int)a[t43 + 4] * 11U + (unsigned int)a[t43 + 5] * 13U + (unsigned int)a[t43 + 6] * 15U + (unsigned int)a[t43 + 7] * 17U + s;
            out_2 = out_1 + 1;
        } else {
            int t49 = *t44;
            int t50 = a[t43 + 1];
            *out_1 = i;
            s_1 = s + ((unsigned int)t49 * 3U + (unsigned int)t50 * 5U + (unsigned int)a[t43 + 2] * 7U + (unsigned int)a[t43 + 3] * 9U + (unsigned int)a[t43 + 4] * 11U + (unsigned int)a[t43 + 5] * 13U + (unsigned int)a[t43 + 6] * 15U + (unsigned int)a[t43 + 7] * 17U);
            out_2 = out_1 + 1;
        }
    }
    return s;
}

static int a[64];

static void fill(void) {
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at reduce_check.c:33 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = vmulq_s32(i_v_1, vdupq_n_s32(7));
        int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(20));
        vst1q_s32(&a[i_vec], t4);
        uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_2 = vreinterpretq_s32_u32(t5);
        int32x4_t t6 = vmulq_s32(i_v_2, vdupq_n_s32(7));
        int32x4_t t7 = vsubq_s32(t6, vdupq_n_s32(20));
        vst1q_s32(&a[i_vec + 4L], t7);
        uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t8);
        int32x4_t t9 = vmulq_s32(i_v_3, vdupq_n_s32(7));
        int32x4_t t10 = vsubq_s32(t9, vdupq_n_s32(20));
        vst1q_s32(&a[i_vec + 8L], t10);
        uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t11);
        int32x4_t t12 = vmulq_s32(i_v_4, vdupq_n_s32(7));
        int32x4_t t13 = vsubq_s32(t12, vdupq_n_s32(20));
        vst1q_s32(&a[i_vec + 12L], t13);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 64L);
}

int main(void) {
    fill();
    int w1 = weighted(a, a + 1);
    fill();
    int w2 = weighted(a, a + 20);
    fill();
    unsigned r1 = rows(a, a + 3, 4);
    fill();
    unsigned r2 = rows(a, a + 40, 3);
    printf("%d %d %u %u\n", w1, w2, r1, r2);
    return 0;
}
