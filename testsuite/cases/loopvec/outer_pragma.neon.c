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
    int i_1;
    int t83;
    int x;
    float t99;
    float t101;
    float t103;
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
        unsigned long t5 = (unsigned long)n * 4UL + 1UL;
        void *t6 = malloc(t5);
        float *a = (float *)t6;
        void *t7 = malloc(t5);
        float *b = (float *)t7;
        float *out = (float *)malloc(t5);
        float *rest = (float *)malloc(t5);
        int *count = (int *)malloc(t5);
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t6;
        unsigned long t10 = (unsigned long)t7;
        long t11 = (long)((unsigned long)t7 - (unsigned long)t6);
        if ((t8 >= 4L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 16L))) & 1 & 1) {
            long t12 = t8 & -4L;
            int32x4_t t13 = vdupq_n_s32(0);
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            uint32x4_t i_v = vaddq_u32(t14, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t15 = vdupq_n_s32(0);
            int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t17 = vreinterpretq_u32_s32(t16);
            uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(11));
            uint32x4_t t19 = vminq_u32(t17, t18);
            int32x4_t t1 = vreinterpretq_s32_u32(t19);
            int32x4_t t20 = vdupq_n_s32(0);
            int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 3, 1, 4}));
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(5));
            uint32x4_t t24 = vminq_u32(t22, t23);
            int32x4_t t2 = vreinterpretq_s32_u32(t24);
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 4, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
                float32x4_t t25 = vcvtq_f32_s32(t1);
                float32x4_t t26 = vmulq_f32(t25, vdupq_n_f32(0.25f));
                float32x4_t t27 = vsubq_f32(t26, vdupq_n_f32(1.0f));
                vst1q_f32(a + i_vec, t27);
                float32x4_t t28 = vcvtq_f32_s32(t2);
                int32x4_t t29 = (int32x4_t)((vcc_v4_int)i_v_1 % (vcc_v4_int)vdupq_n_s32(4));
                float32x4_t t30 = vcvtq_f32_s32(t29);
                float32x4_t t31 = vmulq_f32(t30, vdupq_n_f32(1000.0f));
                float32x4_t t32 = vfmaq_f32(t31, t28, vdupq_n_f32(0.5f));
                vst1q_f32(b + i_vec, t32);
                i_vec += 4L;
                uint32x4_t t33 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t t34 = vaddq_s32(t1, vdupq_n_s32(6));
                uint32x4_t t35 = vreinterpretq_u32_s32(t34);
                uint32x4_t t36 = vsubq_u32(t35, vdupq_n_u32(11));
                uint32x4_t t37 = vminq_u32(t35, t36);
                int32x4_t t38 = vreinterpretq_s32_u32(t37);
                int32x4_t t39 = vaddq_s32(t2, vdupq_n_s32(2));
                uint32x4_t t40 = vreinterpretq_u32_s32(t39);
                uint32x4_t t41 = vsubq_u32(t40, vdupq_n_u32(5));
                uint32x4_t t42 = vminq_u32(t40, t41);
                int32x4_t t43 = vreinterpretq_s32_u32(t42);
                if (i_vec >= t12) {
                    break;
                }
                i_v = t33;
                t1 = t38;
                t2 = t43;
            }
            i_1 = (int)t12;
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            long t44 = (long)i_1;
            a[t44] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t44] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t45 = b;
        prefix_dot(n, a, t45, out);
        halvings(n, t45, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t46 = (long)i;
            i++;
            s += (double)(out[t46] * (float)i + rest[t46]);
            c += (long)(count[t46] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t47 = rows * n;
        float *in = (float *)malloc((unsigned long)t47 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t47 + 1), 4UL);
        long t48 = (long)t47;
        if ((t48 >= 16L) & 1) {
            long t49 = t48 & -16L;
            int32x4_t t50 = vdupq_n_s32(0);
            int32x4_t t51 = vaddq_s32(t50, ((int32x4_t)(vcc_v4_int){0, 13, 26, 10}));
            uint32x4_t t52 = vreinterpretq_u32_s32(t51);
            uint32x4_t t53 = vsubq_u32(t52, vdupq_n_u32(29));
            uint32x4_t t54 = vminq_u32(t52, t53);
            int32x4_t t3 = vreinterpretq_s32_u32(t54);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 4, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t55 = vcvtq_f32_s32(t3);
                float32x4_t t56 = vmulq_f32(t55, vdupq_n_f32(0.125f));
                vst1q_f32(in + x_vec, t56);
                int32x4_t t57 = vaddq_s32(t3, vdupq_n_s32(23));
                uint32x4_t t58 = vreinterpretq_u32_s32(t57);
                uint32x4_t t59 = vsubq_u32(t58, vdupq_n_u32(29));
                uint32x4_t t60 = vminq_u32(t58, t59);
                int32x4_t t61 = vreinterpretq_s32_u32(t60);
                float32x4_t t62 = vcvtq_f32_s32(t61);
                float32x4_t t63 = vmulq_f32(t62, vdupq_n_f32(0.125f));
                vst1q_f32(in + (x_vec + 4L), t63);
                int32x4_t t64 = vaddq_s32(t3, vdupq_n_s32(17));
                uint32x4_t t65 = vreinterpretq_u32_s32(t64);
                uint32x4_t t66 = vsubq_u32(t65, vdupq_n_u32(29));
                uint32x4_t t67 = vminq_u32(t65, t66);
                int32x4_t t68 = vreinterpretq_s32_u32(t67);
                float32x4_t t69 = vcvtq_f32_s32(t68);
                float32x4_t t70 = vmulq_f32(t69, vdupq_n_f32(0.125f));
                vst1q_f32(in + (x_vec + 8L), t70);
                int32x4_t t71 = vaddq_s32(t3, vdupq_n_s32(11));
                uint32x4_t t72 = vreinterpretq_u32_s32(t71);
                uint32x4_t t73 = vsubq_u32(t72, vdupq_n_u32(29));
                uint32x4_t t74 = vminq_u32(t72, t73);
                int32x4_t t75 = vreinterpretq_s32_u32(t74);
                float32x4_t t76 = vcvtq_f32_s32(t75);
                float32x4_t t77 = vmulq_f32(t76, vdupq_n_f32(0.125f));
                vst1q_f32(in + (x_vec + 12L), t77);
                x_vec += 16L;
                int32x4_t t78 = vaddq_s32(t3, vdupq_n_s32(5));
                uint32x4_t t79 = vreinterpretq_u32_s32(t78);
                uint32x4_t t80 = vsubq_u32(t79, vdupq_n_u32(29));
                uint32x4_t t81 = vminq_u32(t79, t80);
                int32x4_t t82 = vreinterpretq_s32_u32(t81);
                if (x_vec >= t49) {
                    break;
                }
                t3 = t82;
            }
            t83 = (int)t49;
        } else {
            t83 = 0;
        }
        long t84 = (long)t47 + (long)t83 * -1L;
        int t85 = (int)((unsigned int)t83 * 13U);
        if ((t84 >= 4L) & (t85 >= 0)) {
            long t86 = t84 & -4L;
            int32x4_t t87 = vdupq_n_s32(t85 % 29);
            int32x4_t t88 = vaddq_s32(t87, ((int32x4_t)(vcc_v4_int){0, 13, 26, 10}));
            uint32x4_t t89 = vreinterpretq_u32_s32(t88);
            uint32x4_t t90 = vsubq_u32(t89, vdupq_n_u32(29));
            uint32x4_t t91 = vminq_u32(t89, t90);
            int32x4_t t4 = vreinterpretq_s32_u32(t91);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                float32x4_t t92 = vcvtq_f32_s32(t4);
                float32x4_t t93 = vmulq_f32(t92, vdupq_n_f32(0.125f));
                vst1q_f32(in + ((long)t83 + x_vec_1), t93);
                x_vec_1 += 4L;
                int32x4_t t94 = vaddq_s32(t4, vdupq_n_s32(23));
                uint32x4_t t95 = vreinterpretq_u32_s32(t94);
                uint32x4_t t96 = vsubq_u32(t95, vdupq_n_u32(29));
                uint32x4_t t97 = vminq_u32(t95, t96);
                int32x4_t t98 = vreinterpretq_s32_u32(t97);
                if (x_vec_1 >= t86) {
                    break;
                }
                t4 = t98;
            }
            x = (int)((long)t83 + t86);
        } else {
            x = t83;
        }
        for (; x < t47; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t47; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t99 = bl[t47 / 2];
        } else {
            t99 = 0.0f;
        }
        double t100 = (double)t99;
        if (n) {
            t101 = rest[n / 2];
        } else {
            t101 = 0.0f;
        }
        double t102 = (double)t101;
        if (n) {
            t103 = out[n - 1];
        } else {
            t103 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t103, c, t102, sb, t100);
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
