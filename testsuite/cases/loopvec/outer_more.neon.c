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
    int t84;
    int x;
    int t134;
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
        long t13 = (long)((unsigned long)t8 - (unsigned long)t7);
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
            long t14 = t10 & -16L;
            int32x4_t t15 = vdupq_n_s32(0);
            int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t17 = vreinterpretq_u32_s32(t16);
            uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(11));
            uint32x4_t t19 = vminq_u32(t17, t18);
            int32x4_t t1 = vreinterpretq_s32_u32(t19);
            int32x4_t t20 = vdupq_n_s32(0);
            int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(13));
            uint32x4_t t24 = vminq_u32(t22, t23);
            int32x4_t t2 = vreinterpretq_s32_u32(t24);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 74:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 74:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t25 = vcvtq_f32_s32(t1);
                float32x4_t t26 = vmulq_f32(t25, vdupq_n_f32(0.3f));
                vst1q_f32(a + x_vec, t26);
                float32x4_t t27 = vcvtq_f32_s32(t2);
                float32x4_t t28 = vmulq_f32(t27, vdupq_n_f32(0.1f));
                vst1q_f32(b + x_vec, t28);
                long t29 = x_vec + 4L;
                int32x4_t t30 = vaddq_s32(t1, vdupq_n_s32(6));
                uint32x4_t t31 = vreinterpretq_u32_s32(t30);
                uint32x4_t t32 = vsubq_u32(t31, vdupq_n_u32(11));
                uint32x4_t t33 = vminq_u32(t31, t32);
                int32x4_t t34 = vreinterpretq_s32_u32(t33);
                float32x4_t t35 = vcvtq_f32_s32(t34);
                float32x4_t t36 = vmulq_f32(t35, vdupq_n_f32(0.3f));
                vst1q_f32(a + t29, t36);
                int32x4_t t37 = vaddq_s32(t2, vdupq_n_s32(7));
                uint32x4_t t38 = vreinterpretq_u32_s32(t37);
                uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(13));
                uint32x4_t t40 = vminq_u32(t38, t39);
                int32x4_t t41 = vreinterpretq_s32_u32(t40);
                float32x4_t t42 = vcvtq_f32_s32(t41);
                float32x4_t t43 = vmulq_f32(t42, vdupq_n_f32(0.1f));
                vst1q_f32(b + t29, t43);
                long t44 = x_vec + 8L;
                int32x4_t t45 = vaddq_s32(t1, vdupq_n_s32(1));
                uint32x4_t t46 = vreinterpretq_u32_s32(t45);
                uint32x4_t t47 = vsubq_u32(t46, vdupq_n_u32(11));
                uint32x4_t t48 = vminq_u32(t46, t47);
                int32x4_t t49 = vreinterpretq_s32_u32(t48);
                float32x4_t t50 = vcvtq_f32_s32(t49);
                float32x4_t t51 = vmulq_f32(t50, vdupq_n_f32(0.3f));
                vst1q_f32(a + t44, t51);
                int32x4_t t52 = vaddq_s32(t2, vdupq_n_s32(1));
                uint32x4_t t53 = vreinterpretq_u32_s32(t52);
                uint32x4_t t54 = vsubq_u32(t53, vdupq_n_u32(13));
                uint32x4_t t55 = vminq_u32(t53, t54);
                int32x4_t t56 = vreinterpretq_s32_u32(t55);
                float32x4_t t57 = vcvtq_f32_s32(t56);
                float32x4_t t58 = vmulq_f32(t57, vdupq_n_f32(0.1f));
                vst1q_f32(b + t44, t58);
                long t59 = x_vec + 12L;
                int32x4_t t60 = vaddq_s32(t1, vdupq_n_s32(7));
                uint32x4_t t61 = vreinterpretq_u32_s32(t60);
                uint32x4_t t62 = vsubq_u32(t61, vdupq_n_u32(11));
                uint32x4_t t63 = vminq_u32(t61, t62);
                int32x4_t t64 = vreinterpretq_s32_u32(t63);
                float32x4_t t65 = vcvtq_f32_s32(t64);
                float32x4_t t66 = vmulq_f32(t65, vdupq_n_f32(0.3f));
                vst1q_f32(a + t59, t66);
                int32x4_t t67 = vaddq_s32(t2, vdupq_n_s32(8));
                uint32x4_t t68 = vreinterpretq_u32_s32(t67);
                uint32x4_t t69 = vsubq_u32(t68, vdupq_n_u32(13));
                uint32x4_t t70 = vminq_u32(t68, t69);
                int32x4_t t71 = vreinterpretq_s32_u32(t70);
                float32x4_t t72 = vcvtq_f32_s32(t71);
                float32x4_t t73 = vmulq_f32(t72, vdupq_n_f32(0.1f));
                vst1q_f32(b + t59, t73);
                x_vec += 16L;
                int32x4_t t74 = vaddq_s32(t1, vdupq_n_s32(2));
                uint32x4_t t75 = vreinterpretq_u32_s32(t74);
                uint32x4_t t76 = vsubq_u32(t75, vdupq_n_u32(11));
                uint32x4_t t77 = vminq_u32(t75, t76);
                int32x4_t t78 = vreinterpretq_s32_u32(t77);
                int32x4_t t79 = vaddq_s32(t2, vdupq_n_s32(2));
                uint32x4_t t80 = vreinterpretq_u32_s32(t79);
                uint32x4_t t81 = vsubq_u32(t80, vdupq_n_u32(13));
                uint32x4_t t82 = vminq_u32(t80, t81);
                int32x4_t t83 = vreinterpretq_s32_u32(t82);
                if (x_vec >= t14) {
                    break;
                }
                t1 = t78;
                t2 = t83;
            }
            t84 = (int)t14;
        } else {
            t84 = 0;
        }
        long t85 = (long)t5 + (long)t84 * -1L;
        unsigned long t86 = (unsigned long)t7;
        unsigned long t87 = (unsigned long)t8;
        long t88 = (long)((unsigned long)t8 + (unsigned long)((long)t84 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t84 * 4L)));
        int t89 = (int)((unsigned int)t84 * 7U);
        int t90 = (int)((unsigned int)t84 * 5U);
        if ((t85 >= 4L) & (((t86 + (unsigned long)((long)t84 * 4L + 4L + (t85 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t84 * 4L))) | ((t87 + (unsigned long)((long)t84 * 4L + 4L + (t85 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t84 * 4L))) | ((t88 <= 0L) | (t88 >= 16L))) & (t89 >= 0) & (t90 >= 0)) {
            long t91 = t85 & -4L;
            int32x4_t t92 = vdupq_n_s32(t89 % 11);
            int32x4_t t93 = vaddq_s32(t92, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t94 = vreinterpretq_u32_s32(t93);
            uint32x4_t t95 = vsubq_u32(t94, vdupq_n_u32(11));
            uint32x4_t t96 = vminq_u32(t94, t95);
            int32x4_t t3 = vreinterpretq_s32_u32(t96);
            int32x4_t t97 = vdupq_n_s32(t90 % 13);
            int32x4_t t98 = vaddq_s32(t97, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
            uint32x4_t t99 = vreinterpretq_u32_s32(t98);
            uint32x4_t t100 = vsubq_u32(t99, vdupq_n_u32(13));
            uint32x4_t t101 = vminq_u32(t99, t100);
            int32x4_t t4 = vreinterpretq_s32_u32(t101);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t102 = (long)t84 + x_vec_1;
                float32x4_t t103 = vcvtq_f32_s32(t3);
                float32x4_t t104 = vmulq_f32(t103, vdupq_n_f32(0.3f));
                vst1q_f32(a + t102, t104);
                float32x4_t t105 = vcvtq_f32_s32(t4);
                float32x4_t t106 = vmulq_f32(t105, vdupq_n_f32(0.1f));
                vst1q_f32(b + t102, t106);
                x_vec_1 += 4L;
                int32x4_t t107 = vaddq_s32(t3, vdupq_n_s32(6));
                uint32x4_t t108 = vreinterpretq_u32_s32(t107);
                uint32x4_t t109 = vsubq_u32(t108, vdupq_n_u32(11));
                uint32x4_t t110 = vminq_u32(t108, t109);
                int32x4_t t111 = vreinterpretq_s32_u32(t110);
                int32x4_t t112 = vaddq_s32(t4, vdupq_n_s32(7));
                uint32x4_t t113 = vreinterpretq_u32_s32(t112);
                uint32x4_t t114 = vsubq_u32(t113, vdupq_n_u32(13));
                uint32x4_t t115 = vminq_u32(t113, t114);
                int32x4_t t116 = vreinterpretq_s32_u32(t115);
                if (x_vec_1 >= t91) {
                    break;
                }
                t3 = t111;
                t4 = t116;
            }
            x = (int)((long)t84 + t91);
        } else {
            x = t84;
        }
        for (; x < t5; x++) {
            long t117 = (long)x;
            a[t117] = (float)(x * 7 % 11) * 0.3f;
            b[t117] = (float)(x * 5 % 13) * 0.1f;
        }
        long t118 = (long)n;
        if (t118 >= 16L) {
            long t119 = t118 & -16L;
            int32x4_t t120 = vdupq_n_s32(0);
            uint32x4_t t121 = vreinterpretq_u32_s32(t120);
            uint32x4_t x_v = vaddq_u32(t121, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t x_v_2 = vreinterpretq_s32_u32(x_v);
                int32x4_t t122 = vmulq_s32(x_v_2, vdupq_n_s32(37));
                int32x4_t t123 = vsubq_s32(t122, vdupq_n_s32(100));
                vst1q_s32(xi + x_vec_2, t123);
                uint32x4_t t124 = vaddq_u32(x_v, vdupq_n_u32(4));
                int32x4_t x_v_3 = vreinterpretq_s32_u32(t124);
                int32x4_t t125 = vmulq_s32(x_v_3, vdupq_n_s32(37));
                int32x4_t t126 = vsubq_s32(t125, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 4L), t126);
                uint32x4_t t127 = vaddq_u32(x_v, vdupq_n_u32(8));
                int32x4_t x_v_4 = vreinterpretq_s32_u32(t127);
                int32x4_t t128 = vmulq_s32(x_v_4, vdupq_n_s32(37));
                int32x4_t t129 = vsubq_s32(t128, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 8L), t129);
                uint32x4_t t130 = vaddq_u32(x_v, vdupq_n_u32(12));
                int32x4_t x_v_5 = vreinterpretq_s32_u32(t130);
                int32x4_t t131 = vmulq_s32(x_v_5, vdupq_n_s32(37));
                int32x4_t t132 = vsubq_s32(t131, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 12L), t132);
                x_vec_2 += 16L;
                uint32x4_t t133 = vaddq_u32(x_v, vdupq_n_u32(16));
                if (x_vec_2 >= t119) {
                    break;
                }
                x_v = t133;
            }
            t134 = (int)t119;
        } else {
            t134 = 0;
        }
        long t135 = (long)n + (long)t134 * -1L;
        if (t135 >= 4L) {
            long t136 = t135 & -4L;
            int32x4_t t137 = vdupq_n_s32(t134);
            uint32x4_t t138 = vreinterpretq_u32_s32(t137);
            uint32x4_t x_v_1 = vaddq_u32(t138, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t x_v_6 = vreinterpretq_s32_u32(x_v_1);
                int32x4_t t139 = vmulq_s32(x_v_6, vdupq_n_s32(37));
                int32x4_t t140 = vsubq_s32(t139, vdupq_n_s32(100));
                vst1q_s32(xi + ((long)t134 + x_vec_3), t140);
                x_vec_3 += 4L;
                uint32x4_t t141 = vaddq_u32(x_v_1, vdupq_n_u32(4));
                if (x_vec_3 >= t136) {
                    break;
                }
                x_v_1 = t141;
            }
            x_1 = (int)((long)t134 + t136);
        } else {
            x_1 = t134;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t142 = a;
        mm_outer_i(n, t142, b, c);
        unsigned int t143 = (unsigned int)n;
        norms(t143, t143, t142, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t5; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t144 = (long)x_3;
            int t145 = x_3 + 1;
            s_3 += (double)(o[t144] * (float)t145);
            si += (long)(oi[t144] * (x_3 + 3));
            x_3 = t145;
        }
        float *w4 = (float *)malloc(t6);
        float *w1 = (float *)malloc(t9);
        if (n >= 2) {
            window4(t5 - 2, t142, w4);
            window1(n - 2, t142, w1);
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t5; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)red(n, n, t142));
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
