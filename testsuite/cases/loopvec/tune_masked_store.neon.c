/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized generic=2 avx2=2 sse4.2=2 neon=1 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids */
#include "harness.h"

/* The tune prices the same instructions per core (`--tune`): AVX2's masked stores
   (`vmaskmovps`, `vpmaskmovq`) are microcoded on Zen 4, about 12 cycles a register, and one
   store uop on Sapphire Rapids. Under --tune=zen4 the conditional stores below are dearer
   (fewer parts unrolled: UF 2 for floats, and a lower estimate for the 64-bit ones); under
   --tune=sapphirerapids masked accesses cost what plain ones do, so the float loop's
   remainder runs as one masked vector iteration instead of a vector epilogue. Every run must
   print what the original prints. */
void scale_positive(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i++)
        if (c[i] > 0.5f)
            a[i] = b[i] * 2.0f;
}

void add_odd(int n, long *restrict a, const long *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:20 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t b_v = vld1q_s64(b + i_vec);
            int64x2_t t3 = vandq_s64(b_v, vdupq_n_s64(1LL));
            uint64x2_t t4 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t3, vdupq_n_s64(0LL)))));
            uint64x2_t t5 = vreinterpretq_u64_s64(b_v);
            uint64x2_t t6 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t7 = vaddq_u64(t5, t6);
            int64x2_t t8 = vreinterpretq_s64_u64(t7);
            do { uint64x2_t vcc_nm = t4; int64x2_t vcc_nv = t8; int64_t *vcc_np = (int64_t *)((long *)((unsigned long)a + (unsigned long)i_vec * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t9 = i_vec + 2L;
            int64x2_t b_v_1 = vld1q_s64(b + t9);
            int64x2_t t10 = vandq_s64(b_v_1, vdupq_n_s64(1LL));
            uint64x2_t t11 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t10, vdupq_n_s64(0LL)))));
            uint64x2_t t12 = vreinterpretq_u64_s64(b_v_1);
            uint64x2_t t13 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t14 = vaddq_u64(t12, t13);
            int64x2_t t15 = vreinterpretq_s64_u64(t14);
            do { uint64x2_t vcc_nm = t11; int64x2_t vcc_nv = t15; int64_t *vcc_np = (int64_t *)((long *)((unsigned long)a + (unsigned long)t9 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t16 = i_vec + 4L;
            int64x2_t b_v_2 = vld1q_s64(b + t16);
            int64x2_t t17 = vandq_s64(b_v_2, vdupq_n_s64(1LL));
            uint64x2_t t18 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t17, vdupq_n_s64(0LL)))));
            uint64x2_t t19 = vreinterpretq_u64_s64(b_v_2);
            uint64x2_t t20 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t21 = vaddq_u64(t19, t20);
            int64x2_t t22 = vreinterpretq_s64_u64(t21);
            do { uint64x2_t vcc_nm = t18; int64x2_t vcc_nv = t22; int64_t *vcc_np = (int64_t *)((long *)((unsigned long)a + (unsigned long)t16 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t23 = i_vec + 6L;
            int64x2_t b_v_3 = vld1q_s64(b + t23);
            int64x2_t t24 = vandq_s64(b_v_3, vdupq_n_s64(1LL));
            uint64x2_t t25 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t24, vdupq_n_s64(0LL)))));
            uint64x2_t t26 = vreinterpretq_u64_s64(b_v_3);
            uint64x2_t t27 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t28 = vaddq_u64(t26, t27);
            int64x2_t t29 = vreinterpretq_s64_u64(t28);
            do { uint64x2_t vcc_nm = t25; int64x2_t vcc_nv = t29; int64_t *vcc_np = (int64_t *)((long *)((unsigned long)a + (unsigned long)t23 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:20 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            int64x2_t b_v_4 = vld1q_s64(b + t33);
            int64x2_t t34 = vandq_s64(b_v_4, vdupq_n_s64(1LL));
            uint64x2_t t35 = vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_s64(t34, vdupq_n_s64(0LL)))));
            uint64x2_t t36 = vreinterpretq_u64_s64(b_v_4);
            uint64x2_t t37 = vreinterpretq_u64_s64(vdupq_n_s64(3LL));
            uint64x2_t t38 = vaddq_u64(t36, t37);
            int64x2_t t39 = vreinterpretq_s64_u64(t38);
            do { uint64x2_t vcc_nm = t35; int64x2_t vcc_nv = t39; int64_t *vcc_np = (int64_t *)((long *)((unsigned long)a + (unsigned long)t33 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        long t41 = b[t40];
        if (t41 & 1L) {
            a[t40] = t41 + 3L;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4);
        long *la = new_array(n, 8), *lb = new_array(n, 8);
        FILL(fa, n, -100, 200);
        FILL(fb, n, -100, 200);
        FILL(fc, n, 0, 2);
        FILL(la, n, -1000, 2000);
        FILL(lb, n, -1000, 2000);
        scale_positive(n, fa, fb, fc);
        add_odd(n, la, lb);
        printf("n=%d scale=%llx odd=%llx\n", n, HASH(fa, n), HASH(la, n));
        free(fa), free(fb), free(fc), free(la), free(lb);
    }
    return 0;
}
