/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* Outer loops under `#pragma omp simd` (or `#pragma simd vec-function`, the seed's spelling):
   vectorized across the outer index with the inner loops as the function-level vectorizer makes
   them. A triangular inner loop (trip count i + 1, per
   lane) and an inner while loop with a data-dependent exit become divergent loops: they run
   while any lane is active, lanes masked off as they finish. A 2-D stencil (5 taps down the
   columns: the taps loop is strided for the loop vectorizer, consecutive across columns) is
   vectorized across the columns without a pragma. Sizes around VF = 8; exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 3 */

void prefix_dot(int n, const float *a, const float *b, float *out) {
    float32x4_t t3;
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_pragma.c:14 vectorized as an outer loop: VF 4, inner loops: divergent, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
        float32x4_t t2 = vdupq_n_f32(0.0f);
        int t5 = 0;
        float32x4_t t4 = (float32x4_t)(vcc_v4_float){0};
        for (;;) {
            int32x4_t t6 = vdupq_n_s32(t5);
            int32x4_t t7 = vdupq_n_s32(i_1);
            int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t9 = vcleq_s32(t6, t8);
            uint32x4_t t10 = vandq_u32(t1, t9);
            int t11 = (vmaxvq_u32(t10) != 0);
            if (t11) {
                float32x4_t t12 = ({ uint32x4_t vcc_nm = t10; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                float32x4_t t13 = vdupq_n_f32(a[t5]);
                float32x4_t t14 = vmulq_f32(t13, t12);
                t3 = vaddq_f32(t2, t14);
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
            }
            t4 = vbslq_f32(t1, t2, t4);
            if (!t11) {
                vst1q_f32(out + i_1, t4);
                break;
            }
            t1 = t10;
            t5++;
            t2 = t3;
        }
    }
    for (; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

void halvings(int n, const float *v, int *count, float *rest) {
    int i;
    float x;
    int i_1 = 0;
    /* vcc: loop at outer_pragma.c:24 vectorized as an outer loop: VF 4, inner loops: divergent, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
        long t6 = (long)i_1;
        float32x4_t t2 = vld1q_f32(v + t6);
        int t7 = 0;
        float32x4_t t3 = (float32x4_t)(vcc_v4_float){0};
        int32x4_t t4 = (int32x4_t)(vcc_v4_int){0};
        for (;;) {
            float32x4_t t8 = vdupq_n_f32(1.0f);
            uint32x4_t t9 = vcgtq_f32(t2, t8);
            uint32x4_t t10 = vandq_u32(t1, t9);
            int32x4_t t11 = vdupq_n_s32((t7 < 40) != 0);
            uint32x4_t t12 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t11 != (vcc_v4_int){0});
            uint32x4_t t13 = vandq_u32(t10, t12);
            float32x4_t t14 = vdupq_n_f32(0.5f);
            float32x4_t t15 = vmulq_f32(t2, t14);
            t3 = vbslq_f32(t1, t2, t3);
            int32x4_t t16 = vdupq_n_s32(t7);
            t4 = vbslq_s32(t1, t16, t4);
            if (!(vmaxvq_u32(t13) != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        vst1q_s32(count + t6, t4);
        vst1q_f32(rest + t6, t3);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int c = 0;
        for (x = v[t5]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t5] = c;
        rest[t5] = x;
    }
}

void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    int j;
    int r = 2;
    for (;; r++) {
        int t2 = r + 2;
        if (t2 >= rows) {
            break;
        }
        int j_1 = 0;
        /* vcc: loop at outer_pragma.c:38 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t3 = 0;
            while (t3 < 5) {
                float32x4_t t4 = vld1q_f32(in + ((r + t3 - 2) * cols + j_1));
                float32x4_t t5 = vdupq_n_f32(w[t3]);
                float32x4_t t6 = vmulq_f32(t5, t4);
                t1 = vaddq_f32(t1, t6);
                t3++;
            }
            vst1q_f32(out + (r * cols + j_1), t1);
            j_1 += 4;
        }
        while (j < cols) {
            out[r * cols + j] = 0.0f + w[0] * in[(r - 2) * cols + j] + w[1] * in[(r + 1 - 2) * cols + j] + w[2] * in[(t2 - 2) * cols + j] + w[3] * in[(r + 3 - 2) * cols + j] + w[4] * in[(r + 4 - 2) * cols + j];
            j++;
        }
    }
}

int main(void) {
    int sizes[9];
    float w[5];
    int t66;
    int i_1;
    int t145;
    int x;
    float t161;
    float t163;
    float t165;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 2;
    sizes[3] = 7;
    sizes[4] = 8;
    sizes[5] = 9;
    sizes[6] = 16;
    sizes[7] = 23;
    sizes[8] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 9UL; t++) {
        int n = sizes[t];
        unsigned long t7 = (unsigned long)n * 4UL + 1UL;
        void *t8 = malloc(t7);
        float *a = (float *)t8;
        void *t9 = malloc(t7);
        float *b = (float *)t9;
        float *out = (float *)malloc(t7);
        float *rest = (float *)malloc(t7);
        int *count = (int *)malloc(t7);
        long t10 = (long)n;
        unsigned long t11 = (unsigned long)t8;
        unsigned long t12 = (unsigned long)t9;
        long t13 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t10 >= 8L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 32L))) & 1 & 1) {
            long t14 = t10 & -8L;
            int32x4_t t15 = vdupq_n_s32(0);
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t i_v = vaddq_u32(t16, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t17 = vdupq_n_s32(0);
            int32x4_t t18 = vaddq_s32(t17, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t19 = vreinterpretq_u32_s32(t18);
            uint32x4_t t20 = vsubq_u32(t19, vdupq_n_u32(11));
            uint32x4_t t21 = vminq_u32(t19, t20);
            int32x4_t t1 = vreinterpretq_s32_u32(t21);
            int32x4_t t22 = vdupq_n_s32(0);
            int32x4_t t23 = vaddq_s32(t22, ((int32x4_t)(vcc_v4_int){0, 3, 1, 4}));
            uint32x4_t t24 = vreinterpretq_u32_s32(t23);
            uint32x4_t t25 = vsubq_u32(t24, vdupq_n_u32(5));
            uint32x4_t t26 = vminq_u32(t24, t25);
            int32x4_t t2 = vreinterpretq_s32_u32(t26);
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 4, UF 2, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                float32x4_t t27 = vcvtq_f32_s32(t1);
                float32x4_t t28 = vmulq_f32(t27, vdupq_n_f32(0.25f));
                float32x4_t t29 = vsubq_f32(t28, vdupq_n_f32(1.0f));
                vst1q_f32(a + i_vec, t29);
                float32x4_t t30 = vcvtq_f32_s32(t2);
                int32x4_t t31 = (int32x4_t)((vcc_v4_int)i_v_2 % (vcc_v4_int)vdupq_n_s32(4));
                float32x4_t t32 = vcvtq_f32_s32(t31);
                float32x4_t t33 = vmulq_f32(t32, vdupq_n_f32(1000.0f));
                float32x4_t t34 = vfmaq_f32(t33, t30, vdupq_n_f32(0.5f));
                vst1q_f32(b + i_vec, t34);
                long t35 = i_vec + 4L;
                uint32x4_t t36 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t36);
                int32x4_t t37 = vaddq_s32(t1, vdupq_n_s32(6));
                uint32x4_t t38 = vreinterpretq_u32_s32(t37);
                uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(11));
                uint32x4_t t40 = vminq_u32(t38, t39);
                int32x4_t t41 = vreinterpretq_s32_u32(t40);
                float32x4_t t42 = vcvtq_f32_s32(t41);
                float32x4_t t43 = vmulq_f32(t42, vdupq_n_f32(0.25f));
                float32x4_t t44 = vsubq_f32(t43, vdupq_n_f32(1.0f));
                vst1q_f32(a + t35, t44);
                int32x4_t t45 = vaddq_s32(t2, vdupq_n_s32(2));
                uint32x4_t t46 = vreinterpretq_u32_s32(t45);
                uint32x4_t t47 = vsubq_u32(t46, vdupq_n_u32(5));
                uint32x4_t t48 = vminq_u32(t46, t47);
                int32x4_t t49 = vreinterpretq_s32_u32(t48);
                float32x4_t t50 = vcvtq_f32_s32(t49);
                int32x4_t t51 = (int32x4_t)((vcc_v4_int)i_v_3 % (vcc_v4_int)vdupq_n_s32(4));
                float32x4_t t52 = vcvtq_f32_s32(t51);
                float32x4_t t53 = vmulq_f32(t52, vdupq_n_f32(1000.0f));
                float32x4_t t54 = vfmaq_f32(t53, t50, vdupq_n_f32(0.5f));
                vst1q_f32(b + t35, t54);
                i_vec += 8L;
                uint32x4_t t55 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t t56 = vaddq_s32(t1, vdupq_n_s32(1));
                uint32x4_t t57 = vreinterpretq_u32_s32(t56);
                uint32x4_t t58 = vsubq_u32(t57, vdupq_n_u32(11));
                uint32x4_t t59 = vminq_u32(t57, t58);
                int32x4_t t60 = vreinterpretq_s32_u32(t59);
                int32x4_t t61 = vaddq_s32(t2, vdupq_n_s32(4));
                uint32x4_t t62 = vreinterpretq_u32_s32(t61);
                uint32x4_t t63 = vsubq_u32(t62, vdupq_n_u32(5));
                uint32x4_t t64 = vminq_u32(t62, t63);
                int32x4_t t65 = vreinterpretq_s32_u32(t64);
                if (i_vec >= t14) {
                    break;
                }
                i_v = t55;
                t1 = t60;
                t2 = t65;
            }
            t66 = (int)t14;
        } else {
            t66 = 0;
        }
        long t67 = (long)n + (long)t66 * -1L;
        unsigned long t68 = (unsigned long)t8;
        unsigned long t69 = (unsigned long)t9;
        long t70 = (long)((unsigned long)t9 + (unsigned long)((long)t66 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t66 * 4L)));
        int t71 = (int)((unsigned int)t66 * 7U);
        int t72 = (int)((unsigned int)t66 * 3U);
        if ((t67 >= 4L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))) | ((t70 <= 0L) | (t70 >= 16L))) & (t71 >= 0) & (t72 >= 0)) {
            long t73 = t67 & -4L;
            int32x4_t t74 = vdupq_n_s32(t66);
            uint32x4_t t75 = vreinterpretq_u32_s32(t74);
            uint32x4_t i_v_1 = vaddq_u32(t75, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t76 = vdupq_n_s32(t71 % 11);
            int32x4_t t77 = vaddq_s32(t76, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t78 = vreinterpretq_u32_s32(t77);
            uint32x4_t t79 = vsubq_u32(t78, vdupq_n_u32(11));
            uint32x4_t t80 = vminq_u32(t78, t79);
            int32x4_t t3 = vreinterpretq_s32_u32(t80);
            int32x4_t t81 = vdupq_n_s32(t72 % 5);
            int32x4_t t82 = vaddq_s32(t81, ((int32x4_t)(vcc_v4_int){0, 3, 1, 4}));
            uint32x4_t t83 = vreinterpretq_u32_s32(t82);
            uint32x4_t t84 = vsubq_u32(t83, vdupq_n_u32(5));
            uint32x4_t t85 = vminq_u32(t83, t84);
            int32x4_t t4 = vreinterpretq_s32_u32(t85);
            long i_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:53 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t86 = (long)t66 + i_vec_1;
                int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
                float32x4_t t87 = vcvtq_f32_s32(t3);
                float32x4_t t88 = vmulq_f32(t87, vdupq_n_f32(0.25f));
                float32x4_t t89 = vsubq_f32(t88, vdupq_n_f32(1.0f));
                vst1q_f32(a + t86, t89);
                float32x4_t t90 = vcvtq_f32_s32(t4);
                int32x4_t t91 = (int32x4_t)((vcc_v4_int)i_v_4 % (vcc_v4_int)vdupq_n_s32(4));
                float32x4_t t92 = vcvtq_f32_s32(t91);
                float32x4_t t93 = vmulq_f32(t92, vdupq_n_f32(1000.0f));
                float32x4_t t94 = vfmaq_f32(t93, t90, vdupq_n_f32(0.5f));
                vst1q_f32(b + t86, t94);
                i_vec_1 += 4L;
                uint32x4_t t95 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t96 = vaddq_s32(t3, vdupq_n_s32(6));
                uint32x4_t t97 = vreinterpretq_u32_s32(t96);
                uint32x4_t t98 = vsubq_u32(t97, vdupq_n_u32(11));
                uint32x4_t t99 = vminq_u32(t97, t98);
                int32x4_t t100 = vreinterpretq_s32_u32(t99);
                int32x4_t t101 = vaddq_s32(t4, vdupq_n_s32(2));
                uint32x4_t t102 = vreinterpretq_u32_s32(t101);
                uint32x4_t t103 = vsubq_u32(t102, vdupq_n_u32(5));
                uint32x4_t t104 = vminq_u32(t102, t103);
                int32x4_t t105 = vreinterpretq_s32_u32(t104);
                if (i_vec_1 >= t73) {
                    break;
                }
                i_v_1 = t95;
                t3 = t100;
                t4 = t105;
            }
            i_1 = (int)((long)t66 + t73);
        } else {
            i_1 = t66;
        }
        for (; i_1 < n; i_1++) {
            long t106 = (long)i_1;
            a[t106] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t106] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t107 = b;
        prefix_dot(n, a, t107, out);
        halvings(n, t107, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t108 = (long)i;
            i++;
            s += (double)(out[t108] * (float)i + rest[t108]);
            c += (long)(count[t108] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t109 = rows * n;
        float *in = (float *)malloc((unsigned long)t109 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t109 + 1), 4UL);
        long t110 = (long)t109;
        if ((t110 >= 16L) & 1) {
            long t111 = t110 & -16L;
            int32x4_t t112 = vdupq_n_s32(0);
            int32x4_t t113 = vaddq_s32(t112, ((int32x4_t)(vcc_v4_int){0, 13, 26, 10}));
            uint32x4_t t114 = vreinterpretq_u32_s32(t113);
            uint32x4_t t115 = vsubq_u32(t114, vdupq_n_u32(29));
            uint32x4_t t116 = vminq_u32(t114, t115);
            int32x4_t t5 = vreinterpretq_s32_u32(t116);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 4, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t117 = vcvtq_f32_s32(t5);
                float32x4_t t118 = vmulq_f32(t117, vdupq_n_f32(0.125f));
                vst1q_f32(in + x_vec, t118);
                int32x4_t t119 = vaddq_s32(t5, vdupq_n_s32(23));
                uint32x4_t t120 = vreinterpretq_u32_s32(t119);
                uint32x4_t t121 = vsubq_u32(t120, vdupq_n_u32(29));
                uint32x4_t t122 = vminq_u32(t120, t121);
                int32x4_t t123 = vreinterpretq_s32_u32(t122);
                float32x4_t t124 = vcvtq_f32_s32(t123);
                float32x4_t t125 = vmulq_f32(t124, vdupq_n_f32(0.125f));
                vst1q_f32(in + (x_vec + 4L), t125);
                int32x4_t t126 = vaddq_s32(t5, vdupq_n_s32(17));
                uint32x4_t t127 = vreinterpretq_u32_s32(t126);
                uint32x4_t t128 = vsubq_u32(t127, vdupq_n_u32(29));
                uint32x4_t t129 = vminq_u32(t127, t128);
                int32x4_t t130 = vreinterpretq_s32_u32(t129);
                float32x4_t t131 = vcvtq_f32_s32(t130);
                float32x4_t t132 = vmulq_f32(t131, vdupq_n_f32(0.125f));
                vst1q_f32(in + (x_vec + 8L), t132);
                int32x4_t t133 = vaddq_s32(t5, vdupq_n_s32(11));
                uint32x4_t t134 = vreinterpretq_u32_s32(t133);
                uint32x4_t t135 = vsubq_u32(t134, vdupq_n_u32(29));
                uint32x4_t t136 = vminq_u32(t134, t135);
                int32x4_t t137 = vreinterpretq_s32_u32(t136);
                float32x4_t t138 = vcvtq_f32_s32(t137);
                float32x4_t t139 = vmulq_f32(t138, vdupq_n_f32(0.125f));
                vst1q_f32(in + (x_vec + 12L), t139);
                x_vec += 16L;
                int32x4_t t140 = vaddq_s32(t5, vdupq_n_s32(5));
                uint32x4_t t141 = vreinterpretq_u32_s32(t140);
                uint32x4_t t142 = vsubq_u32(t141, vdupq_n_u32(29));
                uint32x4_t t143 = vminq_u32(t141, t142);
                int32x4_t t144 = vreinterpretq_s32_u32(t143);
                if (x_vec >= t111) {
                    break;
                }
                t5 = t144;
            }
            t145 = (int)t111;
        } else {
            t145 = 0;
        }
        long t146 = (long)t109 + (long)t145 * -1L;
        int t147 = (int)((unsigned int)t145 * 13U);
        if ((t146 >= 4L) & (t147 >= 0)) {
            long t148 = t146 & -4L;
            int32x4_t t149 = vdupq_n_s32(t147 % 29);
            int32x4_t t150 = vaddq_s32(t149, ((int32x4_t)(vcc_v4_int){0, 13, 26, 10}));
            uint32x4_t t151 = vreinterpretq_u32_s32(t150);
            uint32x4_t t152 = vsubq_u32(t151, vdupq_n_u32(29));
            uint32x4_t t153 = vminq_u32(t151, t152);
            int32x4_t t6 = vreinterpretq_s32_u32(t153);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                float32x4_t t154 = vcvtq_f32_s32(t6);
                float32x4_t t155 = vmulq_f32(t154, vdupq_n_f32(0.125f));
                vst1q_f32(in + ((long)t145 + x_vec_1), t155);
                x_vec_1 += 4L;
                int32x4_t t156 = vaddq_s32(t6, vdupq_n_s32(23));
                uint32x4_t t157 = vreinterpretq_u32_s32(t156);
                uint32x4_t t158 = vsubq_u32(t157, vdupq_n_u32(29));
                uint32x4_t t159 = vminq_u32(t157, t158);
                int32x4_t t160 = vreinterpretq_s32_u32(t159);
                if (x_vec_1 >= t148) {
                    break;
                }
                t6 = t160;
            }
            x = (int)((long)t145 + t148);
        } else {
            x = t145;
        }
        for (; x < t109; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t109; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t161 = bl[t109 / 2];
        } else {
            t161 = 0.0f;
        }
        double t162 = (double)t161;
        if (n) {
            t163 = rest[n / 2];
        } else {
            t163 = 0.0f;
        }
        double t164 = (double)t163;
        if (n) {
            t165 = out[n - 1];
        } else {
            t165 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t165, c, t164, sb, t162);
        free((void *)a);
        free((void *)b);
        free((void *)out);
        free((void *)rest);
        free((void *)count);
        free((void *)in);
        free((void *)bl);
    }
    return 0;
}
