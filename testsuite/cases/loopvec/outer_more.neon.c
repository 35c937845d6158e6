/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 4 */
void mm_outer_i(int n, const float *a, const float *b, float *c) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:12 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        for (int t2 = 0; t2 < n; t2++) {
            float32x4_t t1 = vdupq_n_f32(0.0f);
            for (int t3 = 0; t3 < n; t3++) {
                vcc_v4_long t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
                vcc_v4_long t9 = vcc_splat(vcc_v4_long, 1L * (long)n);
                vcc_v4_long t10 = (vcc_v4_long){0L, 1L, 2L, 3L} * t9;
                vcc_v4_long t11 = t8 + t10;
                float32x4_t t12 = (float32x4_t)vcc_gather(vcc_v4_float, a + (i_1 * n + t3), t11);
                float32x4_t t13 = vdupq_n_f32(b[t3 * n + t2]);
                float32x4_t t14 = vmulq_f32(t12, t13);
                t1 = vaddq_f32(t1, t14);
            }
            vcc_v4_long t4 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t5 = vcc_splat(vcc_v4_long, 1L * (long)n);
            vcc_v4_long t6 = (vcc_v4_long){0L, 1L, 2L, 3L} * t5;
            vcc_v4_long t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, (vcc_v4_float)t1);
        }
    }
    for (; i < n; i++) {
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}
void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    float32x4_t t1;
    float32x4_t t2;
    unsigned int j;
    float s_1;
    uint32x4_t t14;
    float32x4_t t16;
    unsigned int j_1 = 0U;
    /* vcc: loop at outer_more.c:21 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 4U) {
            j = j_1;
            break;
        }
        unsigned int t4 = 0U;
        for (t1 = vdupq_n_f32(0.0f); t4 < m; t1 = vbslq_f32(t14, t16, t2), t4++) {
            uint32x4_t t5 = vdupq_n_u32(t4 * n);
            uint32x4_t t6 = vdupq_n_u32(j_1);
            uint32x4_t t7 = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            uint32x4_t t8 = vaddq_u32(t5, t7);
            vcc_v4_long t9 = ({ uint32x4_t vcc_w0 = t8; uint64x2_t vcc_w1 = vmovl_u32(vget_low_u32(vcc_w0)), vcc_w2 = vmovl_high_u32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v4_long t10 = (vcc_v4_long){0} + t9;
            float32x4_t t11 = (float32x4_t)vcc_gather(vcc_v4_float, x, t10);
            float32x4_t t12 = vdupq_n_f32(0.5f);
            uint32x4_t t13 = vcgtq_f32(t11, t12);
            t14 = vmvnq_u32(t13);
            float32x4_t t15 = vmulq_f32(t11, t11);
            t16 = vsubq_f32(t1, t15);
            if ((vmaxvq_u32(t13) != 0)) {
                float32x4_t t21 = vsqrtq_f32(t11);
                t2 = vaddq_f32(t1, t21);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
            }
        }
        uint32x4_t t17 = vdupq_n_u32(j_1);
        uint32x4_t t18 = vaddq_u32(t17, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        vcc_v4_long t19 = ({ uint32x4_t vcc_w0 = t18; uint64x2_t vcc_w1 = vmovl_u32(vget_low_u32(vcc_w0)), vcc_w2 = vmovl_high_u32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v4_long t20 = (vcc_v4_long){0} + t19;
        vcc_scatter(out, t20, (vcc_v4_float)t1);
    }
    for (; j < n; j++) {
        float s = 0.0f;
        for (unsigned int k = 0U; k < m; k++, s = s_1) {
            float v = x[k * n + j];
            if (v > 0.5f) {
                float t3 = sqrtf(v);
                s_1 = s + t3;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
void divs(long n, int m, const int *restrict x, int *restrict out) {
    long j;
    long j_1 = 0L;
    /* vcc: loop at outer_more.c:31 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4L) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if (((unsigned long)n - (unsigned long)j_1) < 4UL) {
            j = j_1;
            break;
        }
        int32x4_t t1 = vdupq_n_s32(0);
        int t2 = 1;
        while (t2 < m) {
            int32x4_t t5 = vld1q_s32(x + j_1);
            int32x4_t t6 = vdupq_n_s32(t2);
            int32x4_t t7 = (int32x4_t)((vcc_v4_int)t5 / (vcc_v4_int)t6);
            t2++;
            int32x4_t t8 = vdupq_n_s32(t2);
            int32x4_t t9 = (int32x4_t)((vcc_v4_int)t5 % (vcc_v4_int)t8);
            int32x4_t t10 = vaddq_s32(t7, t9);
            t1 = vaddq_s32(t1, t10);
        }
        vst1q_s32(out + j_1, t1);
    }
    for (; j < n; j++) {
        int k = 1;
        int s = 0;
        while (k < m) {
            int t3 = x[j];
            int t4 = k + 1;
            s += t3 / k + t3 % t4;
            k = t4;
        }
        out[j] = s;
    }
}
float red(int n, int m, const float *x) {
    float t = 0;
#pragma omp simd
    for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++)
            t += x[k];
    return t;
}
/* safelen(4): at most 4 iterations at once (VF 4); safelen(1): none vectorized. */
void window4(int n, const float *a, float *out) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:49 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        float32x4_t t1 = vdupq_n_f32(0.0f);
        int t2 = 0;
        while (t2 < 3) {
            float32x4_t t4 = vld1q_f32(a + (i_1 + t2));
            t2++;
            float32x4_t t5 = vdupq_n_f32((float)t2);
            float32x4_t t6 = vmulq_f32(t4, t5);
            t1 = vaddq_f32(t1, t6);
        }
        vst1q_f32(out + i_1, t1);
    }
    for (; i < n; i++) {
        int k = 0;
        float s = 0.0f;
        while (k < 3) {
            int t3 = k + 1;
            s += a[i + k] * (float)t3;
            k = t3;
        }
        out[i] = s;
    }
}

void window1(int n, const float *a, float *out) {
#pragma omp simd safelen(1)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

int main(void) {
    int sizes[7];
    int t83;
    int x;
    int t132;
    int x_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (unsigned int q = 0U; q < 7U; q++) {
        int n = sizes[q];
        int t5 = n * n;
        unsigned long t6 = (unsigned long)t5 * 4UL + 1UL;
        void *t7 = malloc(t6);
        float *a = (float *)t7;
        void *t8 = malloc(t6);
        float *b = (float *)t8;
        float *c = (float *)malloc(t6);
        unsigned long t9 = (unsigned long)n * 4UL + 1UL;
        int *xi = (int *)malloc(t9);
        int *oi = (int *)malloc(t9);
        float *o = (float *)malloc(t9);
        long t10 = (long)t5;
        unsigned long t11 = (unsigned long)t7;
        unsigned long t12 = (unsigned long)t8;
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & 1 & 1) {
            long t13 = t10 & -16L;
            int32x4_t t14 = vdupq_n_s32(0);
            int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(11));
            uint32x4_t t18 = vminq_u32(t16, t17);
            int32x4_t t1 = vreinterpretq_s32_u32(t18);
            int32x4_t t19 = vdupq_n_s32(0);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(13));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t2 = vreinterpretq_s32_u32(t23);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 74:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 74:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t24 = vcvtq_f32_s32(t1);
                float32x4_t t25 = vmulq_f32(t24, vdupq_n_f32(0.3f));
                vst1q_f32(a + x_vec, t25);
                float32x4_t t26 = vcvtq_f32_s32(t2);
                float32x4_t t27 = vmulq_f32(t26, vdupq_n_f32(0.1f));
                vst1q_f32(b + x_vec, t27);
                long t28 = x_vec + 4L;
                int32x4_t t29 = vaddq_s32(t1, vdupq_n_s32(6));
                uint32x4_t t30 = vreinterpretq_u32_s32(t29);
                uint32x4_t t31 = vsubq_u32(t30, vdupq_n_u32(11));
                uint32x4_t t32 = vminq_u32(t30, t31);
                int32x4_t t33 = vreinterpretq_s32_u32(t32);
                float32x4_t t34 = vcvtq_f32_s32(t33);
                float32x4_t t35 = vmulq_f32(t34, vdupq_n_f32(0.3f));
                vst1q_f32(a + t28, t35);
                int32x4_t t36 = vaddq_s32(t2, vdupq_n_s32(7));
                uint32x4_t t37 = vreinterpretq_u32_s32(t36);
                uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(13));
                uint32x4_t t39 = vminq_u32(t37, t38);
                int32x4_t t40 = vreinterpretq_s32_u32(t39);
                float32x4_t t41 = vcvtq_f32_s32(t40);
                float32x4_t t42 = vmulq_f32(t41, vdupq_n_f32(0.1f));
                vst1q_f32(b + t28, t42);
                long t43 = x_vec + 8L;
                int32x4_t t44 = vaddq_s32(t1, vdupq_n_s32(1));
                uint32x4_t t45 = vreinterpretq_u32_s32(t44);
                uint32x4_t t46 = vsubq_u32(t45, vdupq_n_u32(11));
                uint32x4_t t47 = vminq_u32(t45, t46);
                int32x4_t t48 = vreinterpretq_s32_u32(t47);
                float32x4_t t49 = vcvtq_f32_s32(t48);
                float32x4_t t50 = vmulq_f32(t49, vdupq_n_f32(0.3f));
                vst1q_f32(a + t43, t50);
                int32x4_t t51 = vaddq_s32(t2, vdupq_n_s32(1));
                uint32x4_t t52 = vreinterpretq_u32_s32(t51);
                uint32x4_t t53 = vsubq_u32(t52, vdupq_n_u32(13));
                uint32x4_t t54 = vminq_u32(t52, t53);
                int32x4_t t55 = vreinterpretq_s32_u32(t54);
                float32x4_t t56 = vcvtq_f32_s32(t55);
                float32x4_t t57 = vmulq_f32(t56, vdupq_n_f32(0.1f));
                vst1q_f32(b + t43, t57);
                long t58 = x_vec + 12L;
                int32x4_t t59 = vaddq_s32(t1, vdupq_n_s32(7));
                uint32x4_t t60 = vreinterpretq_u32_s32(t59);
                uint32x4_t t61 = vsubq_u32(t60, vdupq_n_u32(11));
                uint32x4_t t62 = vminq_u32(t60, t61);
                int32x4_t t63 = vreinterpretq_s32_u32(t62);
                float32x4_t t64 = vcvtq_f32_s32(t63);
                float32x4_t t65 = vmulq_f32(t64, vdupq_n_f32(0.3f));
                vst1q_f32(a + t58, t65);
                int32x4_t t66 = vaddq_s32(t2, vdupq_n_s32(8));
                uint32x4_t t67 = vreinterpretq_u32_s32(t66);
                uint32x4_t t68 = vsubq_u32(t67, vdupq_n_u32(13));
                uint32x4_t t69 = vminq_u32(t67, t68);
                int32x4_t t70 = vreinterpretq_s32_u32(t69);
                float32x4_t t71 = vcvtq_f32_s32(t70);
                float32x4_t t72 = vmulq_f32(t71, vdupq_n_f32(0.1f));
                vst1q_f32(b + t58, t72);
                x_vec += 16L;
                int32x4_t t73 = vaddq_s32(t1, vdupq_n_s32(2));
                uint32x4_t t74 = vreinterpretq_u32_s32(t73);
                uint32x4_t t75 = vsubq_u32(t74, vdupq_n_u32(11));
                uint32x4_t t76 = vminq_u32(t74, t75);
                int32x4_t t77 = vreinterpretq_s32_u32(t76);
                int32x4_t t78 = vaddq_s32(t2, vdupq_n_s32(2));
                uint32x4_t t79 = vreinterpretq_u32_s32(t78);
                uint32x4_t t80 = vsubq_u32(t79, vdupq_n_u32(13));
                uint32x4_t t81 = vminq_u32(t79, t80);
                int32x4_t t82 = vreinterpretq_s32_u32(t81);
                if (x_vec >= t13) {
                    break;
                }
                t1 = t77;
                t2 = t82;
            }
            t83 = (int)t13;
        } else {
            t83 = 0;
        }
        long t84 = (long)t5 + (long)t83 * -1L;
        unsigned long t85 = (unsigned long)t7;
        unsigned long t86 = (unsigned long)t8;
        int t87 = (int)((unsigned int)t83 * 7U);
        int t88 = (int)((unsigned int)t83 * 5U);
        if ((t84 >= 4L) & (((t85 + (unsigned long)((long)t83 * 4L + 4L + (t84 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t83 * 4L))) | ((t86 + (unsigned long)((long)t83 * 4L + 4L + (t84 - 1L) * 4L)) <= (t85 + (unsigned long)((long)t83 * 4L)))) & (t87 >= 0) & (t88 >= 0)) {
            long t89 = t84 & -4L;
            int32x4_t t90 = vdupq_n_s32(t87 % 11);
            int32x4_t t91 = vaddq_s32(t90, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t92 = vreinterpretq_u32_s32(t91);
            uint32x4_t t93 = vsubq_u32(t92, vdupq_n_u32(11));
            uint32x4_t t94 = vminq_u32(t92, t93);
            int32x4_t t3 = vreinterpretq_s32_u32(t94);
            int32x4_t t95 = vdupq_n_s32(t88 % 13);
            int32x4_t t96 = vaddq_s32(t95, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
            uint32x4_t t97 = vreinterpretq_u32_s32(t96);
            uint32x4_t t98 = vsubq_u32(t97, vdupq_n_u32(13));
            uint32x4_t t99 = vminq_u32(t97, t98);
            int32x4_t t4 = vreinterpretq_s32_u32(t99);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t100 = (long)t83 + x_vec_1;
                float32x4_t t101 = vcvtq_f32_s32(t3);
                float32x4_t t102 = vmulq_f32(t101, vdupq_n_f32(0.3f));
                vst1q_f32(a + t100, t102);
                float32x4_t t103 = vcvtq_f32_s32(t4);
                float32x4_t t104 = vmulq_f32(t103, vdupq_n_f32(0.1f));
                vst1q_f32(b + t100, t104);
                x_vec_1 += 4L;
                int32x4_t t105 = vaddq_s32(t3, vdupq_n_s32(6));
                uint32x4_t t106 = vreinterpretq_u32_s32(t105);
                uint32x4_t t107 = vsubq_u32(t106, vdupq_n_u32(11));
                uint32x4_t t108 = vminq_u32(t106, t107);
                int32x4_t t109 = vreinterpretq_s32_u32(t108);
                int32x4_t t110 = vaddq_s32(t4, vdupq_n_s32(7));
                uint32x4_t t111 = vreinterpretq_u32_s32(t110);
                uint32x4_t t112 = vsubq_u32(t111, vdupq_n_u32(13));
                uint32x4_t t113 = vminq_u32(t111, t112);
                int32x4_t t114 = vreinterpretq_s32_u32(t113);
                if (x_vec_1 >= t89) {
                    break;
                }
                t3 = t109;
                t4 = t114;
            }
            x = (int)((long)t83 + t89);
        } else {
            x = t83;
        }
        for (; x < t5; x++) {
            long t115 = (long)x;
            a[t115] = (float)(x * 7 % 11) * 0.3f;
            b[t115] = (float)(x * 5 % 13) * 0.1f;
        }
        long t116 = (long)n;
        if (t116 >= 16L) {
            long t117 = t116 & -16L;
            int32x4_t t118 = vdupq_n_s32(0);
            uint32x4_t t119 = vreinterpretq_u32_s32(t118);
            uint32x4_t x_v = vaddq_u32(t119, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t x_v_2 = vreinterpretq_s32_u32(x_v);
                int32x4_t t120 = vmulq_s32(x_v_2, vdupq_n_s32(37));
                int32x4_t t121 = vsubq_s32(t120, vdupq_n_s32(100));
                vst1q_s32(xi + x_vec_2, t121);
                uint32x4_t t122 = vaddq_u32(x_v, vdupq_n_u32(4));
                int32x4_t x_v_3 = vreinterpretq_s32_u32(t122);
                int32x4_t t123 = vmulq_s32(x_v_3, vdupq_n_s32(37));
                int32x4_t t124 = vsubq_s32(t123, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 4L), t124);
                uint32x4_t t125 = vaddq_u32(x_v, vdupq_n_u32(8));
                int32x4_t x_v_4 = vreinterpretq_s32_u32(t125);
                int32x4_t t126 = vmulq_s32(x_v_4, vdupq_n_s32(37));
                int32x4_t t127 = vsubq_s32(t126, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 8L), t127);
                uint32x4_t t128 = vaddq_u32(x_v, vdupq_n_u32(12));
                int32x4_t x_v_5 = vreinterpretq_s32_u32(t128);
                int32x4_t t129 = vmulq_s32(x_v_5, vdupq_n_s32(37));
                int32x4_t t130 = vsubq_s32(t129, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 12L), t130);
                x_vec_2 += 16L;
                uint32x4_t t131 = vaddq_u32(x_v, vdupq_n_u32(16));
                if (x_vec_2 >= t117) {
                    break;
                }
                x_v = t131;
            }
            t132 = (int)t117;
        } else {
            t132 = 0;
        }
        long t133 = (long)n + (long)t132 * -1L;
        if (t133 >= 4L) {
            long t134 = t133 & -4L;
            int32x4_t t135 = vdupq_n_s32(t132);
            uint32x4_t t136 = vreinterpretq_u32_s32(t135);
            uint32x4_t x_v_1 = vaddq_u32(t136, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t x_v_6 = vreinterpretq_s32_u32(x_v_1);
                int32x4_t t137 = vmulq_s32(x_v_6, vdupq_n_s32(37));
                int32x4_t t138 = vsubq_s32(t137, vdupq_n_s32(100));
                vst1q_s32(xi + ((long)t132 + x_vec_3), t138);
                x_vec_3 += 4L;
                uint32x4_t t139 = vaddq_u32(x_v_1, vdupq_n_u32(4));
                if (x_vec_3 >= t134) {
                    break;
                }
                x_v_1 = t139;
            }
            x_1 = (int)((long)t132 + t134);
        } else {
            x_1 = t132;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t140 = a;
        mm_outer_i(n, t140, b, c);
        unsigned int t141 = (unsigned int)n;
        norms(t141, t141, t140, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t5; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t142 = (long)x_3;
            int t143 = x_3 + 1;
            s_3 += (double)(o[t142] * (float)t143);
            si += (long)(oi[t142] * (x_3 + 3));
            x_3 = t143;
        }
        float *w4 = (float *)malloc(t6);
        float *w1 = (float *)malloc(t9);
        if (n >= 2) {
            window4(t5 - 2, t140, w4);
            window1(n - 2, t140, w1);
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t5; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)red(n, n, t140));
        free((void *)w4);
        free((void *)w1);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)xi);
        free((void *)oi);
        free((void *)o);
    }
    return 0;
}
