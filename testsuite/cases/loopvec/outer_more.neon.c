/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
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
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses; a triangular
   convolution whose inner loop reads reversed (the inner loop is vectorized, not the outer). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 5 */
void mm_outer_i(int n, const float *a, const float *b, float *c) {
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_more.c:13 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
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
    /* vcc: loop at outer_more.c:22 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
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
    /* vcc: loop at outer_more.c:32 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
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
    /* vcc: loop at outer_more.c:50 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;;) {
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
        i_1 += 4;
    }
    while (i < n) {
        int t3 = i + 1;
        out[i] = 0.0f + a[i] * 1.0f + a[t3] * 2.0f + a[i + 2] * 3.0f;
        i = t3;
    }
}

void window1(int n, const float *a, float *out) {
    int i = 0;
    while (i < n) {
        int t1 = i + 1;
        out[i] = 0.0f + a[i] * 1.0f + a[t1] * 2.0f + a[i + 2] * 3.0f;
        i = t1;
    }
}

/* A triangular convolution: the inner loop reads `b` reversed (a load and a permute), so the
   loop vectorizer takes the inner loop and the outer loop is not vectorized. */
void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int t;
    int t21;
    int t22;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i + 1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            uint32x4_t t_v = vdupq_n_u32(0);
            uint32x4_t t_v_1 = vdupq_n_u32(0);
            uint32x4_t t_v_2 = vdupq_n_u32(0);
            uint32x4_t t_v_3 = vdupq_n_u32(0);
            /* vcc: loop at outer_more.c:73 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t a_v = vld1q_s32(a + j_vec);
                int32x4_t t3 = vld1q_s32(b + (i - (int)j_vec) + -3);
                int32x4_t b_v = vextq_s32(vrev64q_s32(t3), vrev64q_s32(t3), 2);
                int32x4_t t4 = vmulq_s32(a_v, b_v);
                uint32x4_t t5 = vreinterpretq_u32_s32(t4);
                t_v = vaddq_u32(t_v, t5);
                long t6 = j_vec + 4L;
                int32x4_t a_v_1 = vld1q_s32(a + t6);
                int32x4_t t7 = vld1q_s32(b + (i - (int)t6) + -3);
                int32x4_t b_v_1 = vextq_s32(vrev64q_s32(t7), vrev64q_s32(t7), 2);
                int32x4_t t8 = vmulq_s32(a_v_1, b_v_1);
                uint32x4_t t9 = vreinterpretq_u32_s32(t8);
                t_v_1 = vaddq_u32(t_v_1, t9);
                long t10 = j_vec + 8L;
                int32x4_t a_v_2 = vld1q_s32(a + t10);
                int32x4_t t11 = vld1q_s32(b + (i - (int)t10) + -3);
                int32x4_t b_v_2 = vextq_s32(vrev64q_s32(t11), vrev64q_s32(t11), 2);
                int32x4_t t12 = vmulq_s32(a_v_2, b_v_2);
                uint32x4_t t13 = vreinterpretq_u32_s32(t12);
                t_v_2 = vaddq_u32(t_v_2, t13);
                long t14 = j_vec + 12L;
                int32x4_t a_v_3 = vld1q_s32(a + t14);
                int32x4_t t15 = vld1q_s32(b + (i - (int)t14) + -3);
                int32x4_t b_v_3 = vextq_s32(vrev64q_s32(t15), vrev64q_s32(t15), 2);
                int32x4_t t16 = vmulq_s32(a_v_3, b_v_3);
                uint32x4_t t17 = vreinterpretq_u32_s32(t16);
                t_v_3 = vaddq_u32(t_v_3, t17);
                j_vec += 16L;
            } while (j_vec < t2);
            uint32x4_t t18 = vaddq_u32(t_v, t_v_1);
            uint32x4_t t19 = vaddq_u32(t18, t_v_2);
            uint32x4_t t20 = vaddq_u32(t19, t_v_3);
            t21 = (int)t2;
            t22 = (int)vaddvq_u32(t20);
        } else {
            t21 = 0;
            t22 = 0;
        }
        long t23 = (long)i + (long)t21 * -1L + 1L;
        if (t23 >= 4L) {
            long t24 = t23 & -4L;
            long j_vec_1 = 0L;
            uint32x4_t t_v_4 = vdupq_n_u32(0);
            /* vcc: loop at outer_more.c:73 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t25 = (long)t21 + j_vec_1;
                int32x4_t a_v_4 = vld1q_s32(a + t25);
                int32x4_t t26 = vld1q_s32(b + (i - (int)t25) + -3);
                int32x4_t b_v_4 = vextq_s32(vrev64q_s32(t26), vrev64q_s32(t26), 2);
                int32x4_t t27 = vmulq_s32(a_v_4, b_v_4);
                uint32x4_t t28 = vreinterpretq_u32_s32(t27);
                t_v_4 = vaddq_u32(t_v_4, t28);
                j_vec_1 += 4L;
            } while (j_vec_1 < t24);
            j = (int)((long)t21 + t24);
            t = (int)((unsigned int)t22 + vaddvq_u32(t_v_4));
        } else {
            j = t21;
            t = t22;
        }
        for (; j <= i; j++) {
            t += a[j] * b[i - j];
        }
        c[i] = t;
    }
}

int main(void) {
    int sizes[7];
    long si;
    int t90;
    int x;
    int t140;
    int x_1;
    int t218;
    int x_2;
    int t300;
    long t301;
    int x_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (unsigned int q = 0U; q < 7U; q++) {
        int n = sizes[q];
        int t11 = n * n;
        unsigned long t12 = (unsigned long)t11 * 4UL + 1UL;
        void *t13 = malloc(t12);
        float *a = (float *)t13;
        void *t14 = malloc(t12);
        float *b = (float *)t14;
        float *c = (float *)malloc(t12);
        unsigned long t15 = (unsigned long)n * 4UL + 1UL;
        int *xi = (int *)malloc(t15);
        int *oi = (int *)malloc(t15);
        float *o = (float *)malloc(t15);
        long t16 = (long)t11;
        unsigned long t17 = (unsigned long)t13;
        unsigned long t18 = (unsigned long)t14;
        long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 64L))) & 1 & 1) {
            long t20 = t16 & -16L;
            int32x4_t t21 = vdupq_n_s32(0);
            int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t23 = vreinterpretq_u32_s32(t22);
            uint32x4_t t24 = vsubq_u32(t23, vdupq_n_u32(11));
            uint32x4_t t25 = vminq_u32(t23, t24);
            int32x4_t t1 = vreinterpretq_s32_u32(t25);
            int32x4_t t26 = vdupq_n_s32(0);
            int32x4_t t27 = vaddq_s32(t26, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
            uint32x4_t t28 = vreinterpretq_u32_s32(t27);
            uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(13));
            uint32x4_t t30 = vminq_u32(t28, t29);
            int32x4_t t2 = vreinterpretq_s32_u32(t30);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:86 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 86:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 86:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t31 = vcvtq_f32_s32(t1);
                float32x4_t t32 = vmulq_f32(t31, vdupq_n_f32(0.3f));
                vst1q_f32(a + x_vec, t32);
                float32x4_t t33 = vcvtq_f32_s32(t2);
                float32x4_t t34 = vmulq_f32(t33, vdupq_n_f32(0.1f));
                vst1q_f32(b + x_vec, t34);
                long t35 = x_vec + 4L;
                int32x4_t t36 = vaddq_s32(t1, vdupq_n_s32(6));
                uint32x4_t t37 = vreinterpretq_u32_s32(t36);
                uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(11));
                uint32x4_t t39 = vminq_u32(t37, t38);
                int32x4_t t40 = vreinterpretq_s32_u32(t39);
                float32x4_t t41 = vcvtq_f32_s32(t40);
                float32x4_t t42 = vmulq_f32(t41, vdupq_n_f32(0.3f));
                vst1q_f32(a + t35, t42);
                int32x4_t t43 = vaddq_s32(t2, vdupq_n_s32(7));
                uint32x4_t t44 = vreinterpretq_u32_s32(t43);
                uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(13));
                uint32x4_t t46 = vminq_u32(t44, t45);
                int32x4_t t47 = vreinterpretq_s32_u32(t46);
                float32x4_t t48 = vcvtq_f32_s32(t47);
                float32x4_t t49 = vmulq_f32(t48, vdupq_n_f32(0.1f));
                vst1q_f32(b + t35, t49);
                long t50 = x_vec + 8L;
                int32x4_t t51 = vaddq_s32(t1, vdupq_n_s32(1));
                uint32x4_t t52 = vreinterpretq_u32_s32(t51);
                uint32x4_t t53 = vsubq_u32(t52, vdupq_n_u32(11));
                uint32x4_t t54 = vminq_u32(t52, t53);
                int32x4_t t55 = vreinterpretq_s32_u32(t54);
                float32x4_t t56 = vcvtq_f32_s32(t55);
                float32x4_t t57 = vmulq_f32(t56, vdupq_n_f32(0.3f));
                vst1q_f32(a + t50, t57);
                int32x4_t t58 = vaddq_s32(t2, vdupq_n_s32(1));
                uint32x4_t t59 = vreinterpretq_u32_s32(t58);
                uint32x4_t t60 = vsubq_u32(t59, vdupq_n_u32(13));
                uint32x4_t t61 = vminq_u32(t59, t60);
                int32x4_t t62 = vreinterpretq_s32_u32(t61);
                float32x4_t t63 = vcvtq_f32_s32(t62);
                float32x4_t t64 = vmulq_f32(t63, vdupq_n_f32(0.1f));
                vst1q_f32(b + t50, t64);
                long t65 = x_vec + 12L;
                int32x4_t t66 = vaddq_s32(t1, vdupq_n_s32(7));
                uint32x4_t t67 = vreinterpretq_u32_s32(t66);
                uint32x4_t t68 = vsubq_u32(t67, vdupq_n_u32(11));
                uint32x4_t t69 = vminq_u32(t67, t68);
                int32x4_t t70 = vreinterpretq_s32_u32(t69);
                float32x4_t t71 = vcvtq_f32_s32(t70);
                float32x4_t t72 = vmulq_f32(t71, vdupq_n_f32(0.3f));
                vst1q_f32(a + t65, t72);
                int32x4_t t73 = vaddq_s32(t2, vdupq_n_s32(8));
                uint32x4_t t74 = vreinterpretq_u32_s32(t73);
                uint32x4_t t75 = vsubq_u32(t74, vdupq_n_u32(13));
                uint32x4_t t76 = vminq_u32(t74, t75);
                int32x4_t t77 = vreinterpretq_s32_u32(t76);
                float32x4_t t78 = vcvtq_f32_s32(t77);
                float32x4_t t79 = vmulq_f32(t78, vdupq_n_f32(0.1f));
                vst1q_f32(b + t65, t79);
                x_vec += 16L;
                int32x4_t t80 = vaddq_s32(t1, vdupq_n_s32(2));
                uint32x4_t t81 = vreinterpretq_u32_s32(t80);
                uint32x4_t t82 = vsubq_u32(t81, vdupq_n_u32(11));
                uint32x4_t t83 = vminq_u32(t81, t82);
                int32x4_t t84 = vreinterpretq_s32_u32(t83);
                int32x4_t t85 = vaddq_s32(t2, vdupq_n_s32(2));
                uint32x4_t t86 = vreinterpretq_u32_s32(t85);
                uint32x4_t t87 = vsubq_u32(t86, vdupq_n_u32(13));
                uint32x4_t t88 = vminq_u32(t86, t87);
                int32x4_t t89 = vreinterpretq_s32_u32(t88);
                if (x_vec >= t20) {
                    break;
                }
                t1 = t84;
                t2 = t89;
            }
            t90 = (int)t20;
        } else {
            t90 = 0;
        }
        long t91 = (long)t11 + (long)t90 * -1L;
        unsigned long t92 = (unsigned long)t13;
        unsigned long t93 = (unsigned long)t14;
        long t94 = (long)((unsigned long)t14 + (unsigned long)((long)t90 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t90 * 4L)));
        int t95 = (int)((unsigned int)t90 * 7U);
        int t96 = (int)((unsigned int)t90 * 5U);
        if ((t91 >= 4L) & (((t92 + (unsigned long)((long)t90 * 4L + 4L + (t91 - 1L) * 4L)) <= (t93 + (unsigned long)((long)t90 * 4L))) | ((t93 + (unsigned long)((long)t90 * 4L + 4L + (t91 - 1L) * 4L)) <= (t92 + (unsigned long)((long)t90 * 4L))) | ((t94 <= 0L) | (t94 >= 16L))) & (t95 >= 0) & (t96 >= 0)) {
            long t97 = t91 & -4L;
            int32x4_t t98 = vdupq_n_s32(t95 % 11);
            int32x4_t t99 = vaddq_s32(t98, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
            uint32x4_t t100 = vreinterpretq_u32_s32(t99);
            uint32x4_t t101 = vsubq_u32(t100, vdupq_n_u32(11));
            uint32x4_t t102 = vminq_u32(t100, t101);
            int32x4_t t3 = vreinterpretq_s32_u32(t102);
            int32x4_t t103 = vdupq_n_s32(t96 % 13);
            int32x4_t t104 = vaddq_s32(t103, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
            uint32x4_t t105 = vreinterpretq_u32_s32(t104);
            uint32x4_t t106 = vsubq_u32(t105, vdupq_n_u32(13));
            uint32x4_t t107 = vminq_u32(t105, t106);
            int32x4_t t4 = vreinterpretq_s32_u32(t107);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:86 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 83:20 and the value of the call to `malloc` at 83:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t108 = (long)t90 + x_vec_1;
                float32x4_t t109 = vcvtq_f32_s32(t3);
                float32x4_t t110 = vmulq_f32(t109, vdupq_n_f32(0.3f));
                vst1q_f32(a + t108, t110);
                float32x4_t t111 = vcvtq_f32_s32(t4);
                float32x4_t t112 = vmulq_f32(t111, vdupq_n_f32(0.1f));
                vst1q_f32(b + t108, t112);
                x_vec_1 += 4L;
                int32x4_t t113 = vaddq_s32(t3, vdupq_n_s32(6));
                uint32x4_t t114 = vreinterpretq_u32_s32(t113);
                uint32x4_t t115 = vsubq_u32(t114, vdupq_n_u32(11));
                uint32x4_t t116 = vminq_u32(t114, t115);
                int32x4_t t117 = vreinterpretq_s32_u32(t116);
                int32x4_t t118 = vaddq_s32(t4, vdupq_n_s32(7));
                uint32x4_t t119 = vreinterpretq_u32_s32(t118);
                uint32x4_t t120 = vsubq_u32(t119, vdupq_n_u32(13));
                uint32x4_t t121 = vminq_u32(t119, t120);
                int32x4_t t122 = vreinterpretq_s32_u32(t121);
                if (x_vec_1 >= t97) {
                    break;
                }
                t3 = t117;
                t4 = t122;
            }
            x = (int)((long)t90 + t97);
        } else {
            x = t90;
        }
        for (; x < t11; x++) {
            long t123 = (long)x;
            a[t123] = (float)(x * 7 % 11) * 0.3f;
            b[t123] = (float)(x * 5 % 13) * 0.1f;
        }
        long t124 = (long)n;
        if (t124 >= 16L) {
            long t125 = t124 & -16L;
            int32x4_t t126 = vdupq_n_s32(0);
            uint32x4_t t127 = vreinterpretq_u32_s32(t126);
            uint32x4_t x_v = vaddq_u32(t127, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:87 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t x_v_2 = vreinterpretq_s32_u32(x_v);
                int32x4_t t128 = vmulq_s32(x_v_2, vdupq_n_s32(37));
                int32x4_t t129 = vsubq_s32(t128, vdupq_n_s32(100));
                vst1q_s32(xi + x_vec_2, t129);
                uint32x4_t t130 = vaddq_u32(x_v, vdupq_n_u32(4));
                int32x4_t x_v_3 = vreinterpretq_s32_u32(t130);
                int32x4_t t131 = vmulq_s32(x_v_3, vdupq_n_s32(37));
                int32x4_t t132 = vsubq_s32(t131, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 4L), t132);
                uint32x4_t t133 = vaddq_u32(x_v, vdupq_n_u32(8));
                int32x4_t x_v_4 = vreinterpretq_s32_u32(t133);
                int32x4_t t134 = vmulq_s32(x_v_4, vdupq_n_s32(37));
                int32x4_t t135 = vsubq_s32(t134, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 8L), t135);
                uint32x4_t t136 = vaddq_u32(x_v, vdupq_n_u32(12));
                int32x4_t x_v_5 = vreinterpretq_s32_u32(t136);
                int32x4_t t137 = vmulq_s32(x_v_5, vdupq_n_s32(37));
                int32x4_t t138 = vsubq_s32(t137, vdupq_n_s32(100));
                vst1q_s32(xi + (x_vec_2 + 12L), t138);
                x_vec_2 += 16L;
                uint32x4_t t139 = vaddq_u32(x_v, vdupq_n_u32(16));
                if (x_vec_2 >= t125) {
                    break;
                }
                x_v = t139;
            }
            t140 = (int)t125;
        } else {
            t140 = 0;
        }
        long t141 = (long)n + (long)t140 * -1L;
        if (t141 >= 4L) {
            long t142 = t141 & -4L;
            int32x4_t t143 = vdupq_n_s32(t140);
            uint32x4_t t144 = vreinterpretq_u32_s32(t143);
            uint32x4_t x_v_1 = vaddq_u32(t144, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t x_v_6 = vreinterpretq_s32_u32(x_v_1);
                int32x4_t t145 = vmulq_s32(x_v_6, vdupq_n_s32(37));
                int32x4_t t146 = vsubq_s32(t145, vdupq_n_s32(100));
                vst1q_s32(xi + ((long)t140 + x_vec_3), t146);
                x_vec_3 += 4L;
                uint32x4_t t147 = vaddq_u32(x_v_1, vdupq_n_u32(4));
                if (x_vec_3 >= t142) {
                    break;
                }
                x_v_1 = t147;
            }
            x_1 = (int)((long)t140 + t142);
        } else {
            x_1 = t140;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t148 = a;
        mm_outer_i(n, t148, b, c);
        unsigned int t149 = (unsigned int)n;
        norms(t149, t149, t148, o);
        divs((long)n, 9, xi, oi);
        void *t150 = malloc(t12);
        int *ta = (int *)t150;
        void *t151 = malloc(t12);
        int *tb = (int *)t151;
        int *tc = (int *)malloc(t12);
        long t152 = (long)t11;
        unsigned long t153 = (unsigned long)t150;
        unsigned long t154 = (unsigned long)t151;
        long t155 = (long)((unsigned long)t151 - (unsigned long)t150);
        if ((t152 >= 16L) & (((t153 + (unsigned long)(4L + (t152 - 1L) * 4L)) <= t154) | ((t154 + (unsigned long)(4L + (t152 - 1L) * 4L)) <= t153) | ((t155 <= 0L) | (t155 >= 64L))) & 1 & 1) {
            long t156 = t152 & -16L;
            int32x4_t t157 = vdupq_n_s32(0);
            int32x4_t t158 = vaddq_s32(t157, ((int32x4_t)(vcc_v4_int){0, 13, 26, 10}));
            uint32x4_t t159 = vreinterpretq_u32_s32(t158);
            uint32x4_t t160 = vsubq_u32(t159, vdupq_n_u32(29));
            uint32x4_t t161 = vminq_u32(t159, t160);
            int32x4_t t5 = vreinterpretq_s32_u32(t161);
            int32x4_t t162 = vdupq_n_s32(0);
            int32x4_t t163 = vaddq_s32(t162, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
            uint32x4_t t164 = vreinterpretq_u32_s32(t163);
            uint32x4_t t165 = vsubq_u32(t164, vdupq_n_u32(23));
            uint32x4_t t166 = vminq_u32(t164, t165);
            int32x4_t t6 = vreinterpretq_s32_u32(t166);
            long x_vec_4 = 0L;
            /* vcc: loop at outer_more.c:93 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 93:51 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 93:77 by 23 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t t167 = vsubq_s32(t5, vdupq_n_s32(14));
                vst1q_s32(ta + x_vec_4, t167);
                int32x4_t t168 = vsubq_s32(t6, vdupq_n_s32(11));
                vst1q_s32(tb + x_vec_4, t168);
                long t169 = x_vec_4 + 4L;
                int32x4_t t170 = vaddq_s32(t5, vdupq_n_s32(23));
                uint32x4_t t171 = vreinterpretq_u32_s32(t170);
                uint32x4_t t172 = vsubq_u32(t171, vdupq_n_u32(29));
                uint32x4_t t173 = vminq_u32(t171, t172);
                int32x4_t t174 = vreinterpretq_s32_u32(t173);
                int32x4_t t175 = vsubq_s32(t174, vdupq_n_s32(14));
                vst1q_s32(ta + t169, t175);
                int32x4_t t176 = vaddq_s32(t6, vdupq_n_s32(5));
                uint32x4_t t177 = vreinterpretq_u32_s32(t176);
                uint32x4_t t178 = vsubq_u32(t177, vdupq_n_u32(23));
                uint32x4_t t179 = vminq_u32(t177, t178);
                int32x4_t t180 = vreinterpretq_s32_u32(t179);
                int32x4_t t181 = vsubq_s32(t180, vdupq_n_s32(11));
                vst1q_s32(tb + t169, t181);
                long t182 = x_vec_4 + 8L;
                int32x4_t t183 = vaddq_s32(t5, vdupq_n_s32(17));
                uint32x4_t t184 = vreinterpretq_u32_s32(t183);
                uint32x4_t t185 = vsubq_u32(t184, vdupq_n_u32(29));
                uint32x4_t t186 = vminq_u32(t184, t185);
                int32x4_t t187 = vreinterpretq_s32_u32(t186);
                int32x4_t t188 = vsubq_s32(t187, vdupq_n_s32(14));
                vst1q_s32(ta + t182, t188);
                int32x4_t t189 = vaddq_s32(t6, vdupq_n_s32(10));
                uint32x4_t t190 = vreinterpretq_u32_s32(t189);
                uint32x4_t t191 = vsubq_u32(t190, vdupq_n_u32(23));
                uint32x4_t t192 = vminq_u32(t190, t191);
                int32x4_t t193 = vreinterpretq_s32_u32(t192);
                int32x4_t t194 = vsubq_s32(t193, vdupq_n_s32(11));
                vst1q_s32(tb + t182, t194);
                long t195 = x_vec_4 + 12L;
                int32x4_t t196 = vaddq_s32(t5, vdupq_n_s32(11));
                uint32x4_t t197 = vreinterpretq_u32_s32(t196);
                uint32x4_t t198 = vsubq_u32(t197, vdupq_n_u32(29));
                uint32x4_t t199 = vminq_u32(t197, t198);
                int32x4_t t200 = vreinterpretq_s32_u32(t199);
                int32x4_t t201 = vsubq_s32(t200, vdupq_n_s32(14));
                vst1q_s32(ta + t195, t201);
                int32x4_t t202 = vaddq_s32(t6, vdupq_n_s32(15));
                uint32x4_t t203 = vreinterpretq_u32_s32(t202);
                uint32x4_t t204 = vsubq_u32(t203, vdupq_n_u32(23));
                uint32x4_t t205 = vminq_u32(t203, t204);
                int32x4_t t206 = vreinterpretq_s32_u32(t205);
                int32x4_t t207 = vsubq_s32(t206, vdupq_n_s32(11));
                vst1q_s32(tb + t195, t207);
                x_vec_4 += 16L;
                int32x4_t t208 = vaddq_s32(t5, vdupq_n_s32(5));
                uint32x4_t t209 = vreinterpretq_u32_s32(t208);
                uint32x4_t t210 = vsubq_u32(t209, vdupq_n_u32(29));
                uint32x4_t t211 = vminq_u32(t209, t210);
                int32x4_t t212 = vreinterpretq_s32_u32(t211);
                int32x4_t t213 = vaddq_s32(t6, vdupq_n_s32(20));
                uint32x4_t t214 = vreinterpretq_u32_s32(t213);
                uint32x4_t t215 = vsubq_u32(t214, vdupq_n_u32(23));
                uint32x4_t t216 = vminq_u32(t214, t215);
                int32x4_t t217 = vreinterpretq_s32_u32(t216);
                if (x_vec_4 >= t156) {
                    break;
                }
                t5 = t212;
                t6 = t217;
            }
            t218 = (int)t156;
        } else {
            t218 = 0;
        }
        long t219 = (long)t11 + (long)t218 * -1L;
        unsigned long t220 = (unsigned long)t150;
        unsigned long t221 = (unsigned long)t151;
        long t222 = (long)((unsigned long)t151 + (unsigned long)((long)t218 * 4L) - ((unsigned long)t150 + (unsigned long)((long)t218 * 4L)));
        int t223 = (int)((unsigned int)t218 * 13U);
        int t224 = (int)((unsigned int)t218 * 7U);
        if ((t219 >= 4L) & (((t220 + (unsigned long)((long)t218 * 4L + 4L + (t219 - 1L) * 4L)) <= (t221 + (unsigned long)((long)t218 * 4L))) | ((t221 + (unsigned long)((long)t218 * 4L + 4L + (t219 - 1L) * 4L)) <= (t220 + (unsigned long)((long)t218 * 4L))) | ((t222 <= 0L) | (t222 >= 16L))) & (t223 >= 0) & (t224 >= 0)) {
            long t225 = t219 & -4L;
            int32x4_t t226 = vdupq_n_s32(t223 % 29);
            int32x4_t t227 = vaddq_s32(t226, ((int32x4_t)(vcc_v4_int){0, 13, 26, 10}));
            uint32x4_t t228 = vreinterpretq_u32_s32(t227);
            uint32x4_t t229 = vsubq_u32(t228, vdupq_n_u32(29));
            uint32x4_t t230 = vminq_u32(t228, t229);
            int32x4_t t7 = vreinterpretq_s32_u32(t230);
            int32x4_t t231 = vdupq_n_s32(t224 % 23);
            int32x4_t t232 = vaddq_s32(t231, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
            uint32x4_t t233 = vreinterpretq_u32_s32(t232);
            uint32x4_t t234 = vsubq_u32(t233, vdupq_n_u32(23));
            uint32x4_t t235 = vminq_u32(t233, t234);
            int32x4_t t8 = vreinterpretq_s32_u32(t235);
            long x_vec_5 = 0L;
            /* vcc: loop at outer_more.c:93 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 92:19 and the value of the call to `malloc` at 92:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t236 = (long)t218 + x_vec_5;
                int32x4_t t237 = vsubq_s32(t7, vdupq_n_s32(14));
                vst1q_s32(ta + t236, t237);
                int32x4_t t238 = vsubq_s32(t8, vdupq_n_s32(11));
                vst1q_s32(tb + t236, t238);
                x_vec_5 += 4L;
                int32x4_t t239 = vaddq_s32(t7, vdupq_n_s32(23));
                uint32x4_t t240 = vreinterpretq_u32_s32(t239);
                uint32x4_t t241 = vsubq_u32(t240, vdupq_n_u32(29));
                uint32x4_t t242 = vminq_u32(t240, t241);
                int32x4_t t243 = vreinterpretq_s32_u32(t242);
                int32x4_t t244 = vaddq_s32(t8, vdupq_n_s32(5));
                uint32x4_t t245 = vreinterpretq_u32_s32(t244);
                uint32x4_t t246 = vsubq_u32(t245, vdupq_n_u32(23));
                uint32x4_t t247 = vminq_u32(t245, t246);
                int32x4_t t248 = vreinterpretq_s32_u32(t247);
                if (x_vec_5 >= t225) {
                    break;
                }
                t7 = t243;
                t8 = t248;
            }
            x_2 = (int)((long)t218 + t225);
        } else {
            x_2 = t218;
        }
        for (; x_2 < t11; x_2++) {
            long t249 = (long)x_2;
            ta[t249] = x_2 * 13 % 29 - 14;
            tb[t249] = x_2 * 7 % 23 - 11;
        }
        tri_conv(t11, ta, tb, tc);
        long t250 = (long)t11;
        if ((t250 >= 8L) & 1) {
            long t251 = t250 & -8L;
            int32x2_t t252 = vdup_n_s32(0);
            int32x2_t t253 = vadd_s32(t252, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t254 = vreinterpret_u32_s32(t253);
            uint32x2_t t255 = vsub_u32(t254, vdup_n_u32(9));
            uint32x2_t t256 = vmin_u32(t254, t255);
            int32x2_t t9 = vreinterpret_s32_u32(t256);
            long x_vec_6 = 0L;
            uint64x2_t si_v = vdupq_n_u64(0LL);
            uint64x2_t si_v_1 = vdupq_n_u64(0LL);
            uint64x2_t si_v_2 = vdupq_n_u64(0LL);
            uint64x2_t si_v_3 = vdupq_n_u64(0LL);
            /* vcc: loop at outer_more.c:95 vectorized: VF 2, UF 4, the remainder at 95:62 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t tc_v = vld1_s32(tc + x_vec_6);
                int64x2_t t257 = vmovl_s32(tc_v);
                int32x2_t t258 = vadd_s32(t9, vdup_n_s32(1));
                int64x2_t t259 = vmovl_s32(t258);
                int64x2_t t260 = (int64x2_t)((vcc_v2_long)t257 * (vcc_v2_long)t259);
                uint64x2_t t261 = vreinterpretq_u64_s64(t260);
                si_v = vaddq_u64(si_v, t261);
                int32x2_t tc_v_1 = vld1_s32(tc + (x_vec_6 + 2L));
                int64x2_t t262 = vmovl_s32(tc_v_1);
                int32x2_t t263 = vadd_s32(t9, vdup_n_s32(2));
                uint32x2_t t264 = vreinterpret_u32_s32(t263);
                uint32x2_t t265 = vsub_u32(t264, vdup_n_u32(9));
                uint32x2_t t266 = vmin_u32(t264, t265);
                int32x2_t t267 = vreinterpret_s32_u32(t266);
                int32x2_t t268 = vadd_s32(t267, vdup_n_s32(1));
                int64x2_t t269 = vmovl_s32(t268);
                int64x2_t t270 = (int64x2_t)((vcc_v2_long)t262 * (vcc_v2_long)t269);
                uint64x2_t t271 = vreinterpretq_u64_s64(t270);
                si_v_1 = vaddq_u64(si_v_1, t271);
                int32x2_t tc_v_2 = vld1_s32(tc + (x_vec_6 + 4L));
                int64x2_t t272 = vmovl_s32(tc_v_2);
                int32x2_t t273 = vadd_s32(t9, vdup_n_s32(4));
                uint32x2_t t274 = vreinterpret_u32_s32(t273);
                uint32x2_t t275 = vsub_u32(t274, vdup_n_u32(9));
                uint32x2_t t276 = vmin_u32(t274, t275);
                int32x2_t t277 = vreinterpret_s32_u32(t276);
                int32x2_t t278 = vadd_s32(t277, vdup_n_s32(1));
                int64x2_t t279 = vmovl_s32(t278);
                int64x2_t t280 = (int64x2_t)((vcc_v2_long)t272 * (vcc_v2_long)t279);
                uint64x2_t t281 = vreinterpretq_u64_s64(t280);
                si_v_2 = vaddq_u64(si_v_2, t281);
                int32x2_t tc_v_3 = vld1_s32(tc + (x_vec_6 + 6L));
                int64x2_t t282 = vmovl_s32(tc_v_3);
                int32x2_t t283 = vadd_s32(t9, vdup_n_s32(6));
                uint32x2_t t284 = vreinterpret_u32_s32(t283);
                uint32x2_t t285 = vsub_u32(t284, vdup_n_u32(9));
                uint32x2_t t286 = vmin_u32(t284, t285);
                int32x2_t t287 = vreinterpret_s32_u32(t286);
                int32x2_t t288 = vadd_s32(t287, vdup_n_s32(1));
                int64x2_t t289 = vmovl_s32(t288);
                int64x2_t t290 = (int64x2_t)((vcc_v2_long)t282 * (vcc_v2_long)t289);
                uint64x2_t t291 = vreinterpretq_u64_s64(t290);
                si_v_3 = vaddq_u64(si_v_3, t291);
                x_vec_6 += 8L;
                int32x2_t t292 = vadd_s32(t9, vdup_n_s32(8));
                uint32x2_t t293 = vreinterpret_u32_s32(t292);
                uint32x2_t t294 = vsub_u32(t293, vdup_n_u32(9));
                uint32x2_t t295 = vmin_u32(t293, t294);
                int32x2_t t296 = vreinterpret_s32_u32(t295);
                if (x_vec_6 >= t251) {
                    break;
                }
                t9 = t296;
            }
            uint64x2_t t297 = vaddq_u64(si_v, si_v_1);
            uint64x2_t t298 = vaddq_u64(t297, si_v_2);
            uint64x2_t t299 = vaddq_u64(t298, si_v_3);
            t300 = (int)t251;
            t301 = (long)vaddvq_u64(t299);
        } else {
            t300 = 0;
            t301 = 0L;
        }
        long t302 = (long)t11 + (long)t300 * -1L;
        if ((t302 >= 2L) & (t300 >= 0)) {
            long t303 = t302 & -2L;
            int32x2_t t304 = vdup_n_s32(t300 % 9);
            int32x2_t t305 = vadd_s32(t304, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t306 = vreinterpret_u32_s32(t305);
            uint32x2_t t307 = vsub_u32(t306, vdup_n_u32(9));
            uint32x2_t t308 = vmin_u32(t306, t307);
            int32x2_t t10 = vreinterpret_s32_u32(t308);
            long x_vec_7 = 0L;
            uint64x2_t si_v_4 = vdupq_n_u64(0LL);
            /* vcc: loop at outer_more.c:95 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                int32x2_t tc_v_4 = vld1_s32(tc + ((long)t300 + x_vec_7));
                int64x2_t t309 = vmovl_s32(tc_v_4);
                int32x2_t t310 = vadd_s32(t10, vdup_n_s32(1));
                int64x2_t t311 = vmovl_s32(t310);
                int64x2_t t312 = (int64x2_t)((vcc_v2_long)t309 * (vcc_v2_long)t311);
                uint64x2_t t313 = vreinterpretq_u64_s64(t312);
                si_v_4 = vaddq_u64(si_v_4, t313);
                x_vec_7 += 2L;
                int32x2_t t314 = vadd_s32(t10, vdup_n_s32(2));
                uint32x2_t t315 = vreinterpret_u32_s32(t314);
                uint32x2_t t316 = vsub_u32(t315, vdup_n_u32(9));
                uint32x2_t t317 = vmin_u32(t315, t316);
                int32x2_t t318 = vreinterpret_s32_u32(t317);
                if (x_vec_7 >= t303) {
                    break;
                }
                t10 = t318;
            }
            x_3 = (int)((long)t300 + t303);
            si = (long)((unsigned long)t301 + vaddvq_u64(si_v_4));
        } else {
            x_3 = t300;
            si = t301;
        }
        for (; x_3 < t11; x_3++) {
            si += (long)tc[x_3] * (long)(x_3 % 9 + 1);
        }
        free((void *)ta);
        free((void *)tb);
        free((void *)tc);
        double s = 0.0;
        for (int x_4 = 0; x_4 < t11; x_4++) {
            s += (double)(c[x_4] * (float)(x_4 % 7 + 1));
        }
        int x_5 = 0;
        double s_3 = s;
        long si_1 = si;
        while (x_5 < n) {
            long t319 = (long)x_5;
            int t320 = x_5 + 1;
            s_3 += (double)(o[t319] * (float)t320);
            si_1 += (long)(oi[t319] * (x_5 + 3));
            x_5 = t320;
        }
        float *w4 = (float *)malloc(t12);
        float *w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t148, w4);
            window1(n - 2, t148, w1);
        }
        double s_1 = s_3;
        for (int x_6 = 0; (x_6 + 2) < t11; x_6++) {
            s_1 += (double)(w4[x_6] * (float)(x_6 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_7 = 0; (x_7 + 2) < n; x_7++) {
            s_2 += (double)w1[x_7];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si_1, (double)red(n, n, t148));
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
