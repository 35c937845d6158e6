/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 4 */
__attribute__((target("avx2"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int i_1;
    int t2;
    int t3;
    vcc_v8_long t4;
    vcc_v8_long t5;
    vcc_v8_long t6;
    vcc_v8_long t7;
    vcc_v8_long t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    vcc_v8_long t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        for (t2 = 0; t2 < n; t2++) {
            t1 = _mm256_set1_ps(0.0f);
            for (t3 = 0; t3 < n; t3++) {
                t8 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t9 = vcc_splat(vcc_v8_long, 1L * (long)n);
                t10 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t9;
                t11 = t8 + t10;
                t12 = (__m256)vcc_gather(vcc_v8_float, a + (i_1 * n + t3), t11);
                t13 = _mm256_set1_ps(b[t3 * n + t2]);
                t14 = _mm256_mul_ps(t12, t13);
                t1 = _mm256_add_ps(t1, t14);
            }
            t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t5 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t6 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t5;
            t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, (vcc_v8_float)t1);
        }
    }
    for (; i < n; i++) {
        for (j = 0; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}
__attribute__((target("avx2"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    __m256 t1;
    __m256 t2;
    unsigned int j;
    unsigned int k;
    float s;
    float v;
    float t3;
    float s_1;
    unsigned int j_1;
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    __m256 t11;
    __m256 t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    vcc_v8_long t19;
    vcc_v8_long t20;
    __m256 t21;
    j_1 = 0U;
    for (;; j_1 += 8U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 8U) {
            j = j_1;
            break;
        }
        t4 = 0U;
        for (t1 = _mm256_set1_ps(0.0f); t4 < m; t1 = _mm256_blendv_ps(t2, t16, _mm256_castsi256_ps(t14)), t4++) {
            t5 = _mm256_set1_epi32((int)(t4 * n));
            t6 = _mm256_set1_epi32((int)j_1);
            t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_add_epi32(t5, t7);
            t9 = __builtin_convertvector((vcc_v8_uint)t8, vcc_v8_long);
            t10 = (vcc_v8_long){0} + t9;
            t11 = (__m256)vcc_gather(vcc_v8_float, x, t10);
            t12 = _mm256_set1_ps(0.5f);
            t13 = _mm256_castps_si256(_mm256_cmp_ps(t11, t12, _CMP_GT_OQ));
            t14 = (__m256i)~(vcc_m8)t13;
            t15 = _mm256_mul_ps(t11, t11);
            t16 = _mm256_sub_ps(t1, t15);
            if ((_mm256_movemask_epi8(t13) != 0)) {
                t21 = _mm256_sqrt_ps(t11);
                t2 = _mm256_add_ps(t1, t21);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
            }
        }
        t17 = _mm256_set1_epi32((int)j_1);
        t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t19 = __builtin_convertvector((vcc_v8_uint)t18, vcc_v8_long);
        t20 = (vcc_v8_long){0} + t19;
        vcc_scatter(out, t20, (vcc_v8_float)t1);
    }
    for (; j < n; j++) {
        s = 0.0f;
        for (k = 0U; k < m; k++, s = s_1) {
            v = x[k * n + j];
            if (v > 0.5f) {
                t3 = sqrtf(v);
                s_1 = s + t3;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
__attribute__((target("avx2"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    __m256i t1;
    long t2;
    __m256i t3;
    int s;
    long j;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int k;
    int t16;
    int t17;
    for (j = 0L; j < n; j++) {
        t4 = (long)m + -1L;
        if (t4 >= 8L) {
            t5 = t4 & -8L;
            t6 = _mm256_set1_epi32((int)1);
            t7 = t6;
            t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            t3 = _mm256_set1_epi32((int)0);
            for (;;) {
                t8 = t1;
                t9 = _mm256_set1_epi32((int)x[j]);
                t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t8);
                t11 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)1));
                t12 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)t11);
                t13 = _mm256_add_epi32(t10, t12);
                t14 = t13;
                t3 = _mm256_add_epi32(t3, t14);
                t2 += 8L;
                t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t5) {
                    break;
                }
                t1 = t15;
            }
            k = (int)((long)1 + t5);
            s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t3));
        } else {
            k = 1;
            s = 0;
        }
        for (; k < m; k = t17) {
            t16 = x[j];
            t17 = k + 1;
            s += t16 / k + t16 % t17;
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
__attribute__((target("avx2"))) void window4(int n, const float *a, float *out) {
    __m128 t1;
    int t2;
    int i;
    int k;
    float s;
    int t3;
    int i_1;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    i_1 = 0;
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        t1 = _mm_set1_ps(0.0f);
        t2 = 0;
        while (t2 < 3) {
            t4 = _mm_loadu_ps(a + (i_1 + t2));
            t2++;
            t5 = _mm_set1_ps((float)t2);
            t6 = _mm_mul_ps(t4, t5);
            t1 = _mm_add_ps(t1, t6);
        }
        _mm_storeu_ps(out + i_1, t1);
    }
    for (; i < n; i++) {
        k = 0;
        s = 0.0f;
        while (k < 3) {
            t3 = k + 1;
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

__attribute__((target("avx2"))) int main(void) {
    int sizes[7];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    long t8;
    __m256i t9;
    long t10;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t11;
    unsigned long t12;
    void *t13;
    float *a;
    void *t14;
    float *b;
    float *c;
    unsigned long t15;
    int *xi;
    int *oi;
    float *o;
    long t16;
    unsigned long t17;
    unsigned long t18;
    int t19;
    int t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256 t50;
    __m256 t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int t62;
    long t63;
    unsigned long t64;
    unsigned long t65;
    int t66;
    int t67;
    long t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    long t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    int x;
    long t94;
    long t95;
    long t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    int t115;
    long t116;
    long t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    int x_1;
    const float *t124;
    unsigned int t125;
    int x_2;
    int x_3;
    long t126;
    int t127;
    float *w4;
    float *w1;
    int x_4;
    int x_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (q = 0U; q < 7U; q++) {
        n = sizes[q];
        t11 = n * n;
        t12 = (unsigned long)t11 * 4UL + 1UL;
        t13 = malloc(t12);
        a = (float *)t13;
        t14 = malloc(t12);
        b = (float *)t14;
        c = (float *)malloc(t12);
        t15 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t15);
        oi = (int *)malloc(t15);
        o = (float *)malloc(t15);
        t16 = (long)t11;
        t17 = (unsigned long)t13;
        t18 = (unsigned long)t14;
        t19 = (int)((unsigned int)0 * (unsigned int)7);
        t20 = (int)((unsigned int)0 * (unsigned int)5);
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)0L))) & (t19 >= 0) & (t20 >= 0)) {
            t21 = t16 & -16L;
            t22 = _mm256_set1_epi32((int)(t19 % 11));
            t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)11));
            t26 = _mm256_min_epu32(t24, t25);
            t1 = t26;
            t27 = _mm256_set1_epi32((int)(t20 % 13));
            t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)13));
            t31 = _mm256_min_epu32(t29, t30);
            t2 = t31;
            t3 = 0L;
            for (;;) {
                t32 = (long)(int)((long)0 + t3);
                t33 = _mm256_cvtepi32_ps(t1);
                t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t32, t34);
                t35 = _mm256_cvtepi32_ps(t2);
                t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t32, t36);
                t37 = (long)(int)((long)0 + (t3 + 8L));
                t38 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t39 = t38;
                t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)11));
                t41 = _mm256_min_epu32(t39, t40);
                t42 = t41;
                t43 = _mm256_cvtepi32_ps(t42);
                t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t37, t44);
                t45 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t46 = t45;
                t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)13));
                t48 = _mm256_min_epu32(t46, t47);
                t49 = t48;
                t50 = _mm256_cvtepi32_ps(t49);
                t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t37, t51);
                t3 += 16L;
                t52 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t53 = t52;
                t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)11));
                t55 = _mm256_min_epu32(t53, t54);
                t56 = t55;
                t57 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
                t58 = t57;
                t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32((int)13));
                t60 = _mm256_min_epu32(t58, t59);
                t61 = t60;
                if (t3 >= t21) {
                    break;
                }
                t1 = t56;
                t2 = t61;
            }
            t62 = (int)((long)0 + t21);
        } else {
            t62 = 0;
        }
        t63 = (long)t11 + (long)t62 * -1L;
        t64 = (unsigned long)t13;
        t65 = (unsigned long)t14;
        t66 = (int)((unsigned int)t62 * (unsigned int)7);
        t67 = (int)((unsigned int)t62 * (unsigned int)5);
        if ((t63 >= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L)))) & (t66 >= 0) & (t67 >= 0)) {
            t68 = t63 & -8L;
            t69 = _mm256_set1_epi32((int)(t66 % 11));
            t70 = _mm256_add_epi32(t69, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t71 = t70;
            t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32((int)11));
            t73 = _mm256_min_epu32(t71, t72);
            t4 = t73;
            t74 = _mm256_set1_epi32((int)(t67 % 13));
            t75 = _mm256_add_epi32(t74, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t76 = t75;
            t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32((int)13));
            t78 = _mm256_min_epu32(t76, t77);
            t5 = t78;
            t6 = 0L;
            for (;;) {
                t79 = (long)(int)((long)t62 + t6);
                t80 = _mm256_cvtepi32_ps(t4);
                t81 = _mm256_mul_ps(t80, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t79, t81);
                t82 = _mm256_cvtepi32_ps(t5);
                t83 = _mm256_mul_ps(t82, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t79, t83);
                t6 += 8L;
                t84 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)1));
                t85 = t84;
                t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32((int)11));
                t87 = _mm256_min_epu32(t85, t86);
                t88 = t87;
                t89 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)1));
                t90 = t89;
                t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32((int)13));
                t92 = _mm256_min_epu32(t90, t91);
                t93 = t92;
                if (t6 >= t68) {
                    break;
                }
                t4 = t88;
                t5 = t93;
            }
            x = (int)((long)t62 + t68);
        } else {
            x = t62;
        }
        for (; x < t11; x++) {
            t94 = (long)x;
            a[t94] = (float)(x * 7 % 11) * 0.3f;
            b[t94] = (float)(x * 5 % 13) * 0.1f;
        }
        t95 = (long)n;
        if (t95 >= 32L) {
            t96 = t95 & -32L;
            t97 = _mm256_set1_epi32((int)0);
            t98 = t97;
            t7 = _mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = 0L;
            for (;;) {
                t99 = t7;
                t100 = _mm256_mullo_epi32(t99, _mm256_set1_epi32((int)37));
                t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + t8)), t101);
                t102 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
                t103 = t102;
                t104 = _mm256_mullo_epi32(t103, _mm256_set1_epi32((int)37));
                t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t8 + 8L))), t105);
                t106 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)16));
                t107 = t106;
                t108 = _mm256_mullo_epi32(t107, _mm256_set1_epi32((int)37));
                t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t8 + 16L))), t109);
                t110 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)24));
                t111 = t110;
                t112 = _mm256_mullo_epi32(t111, _mm256_set1_epi32((int)37));
                t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t8 + 24L))), t113);
                t8 += 32L;
                t114 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)32));
                if (t8 >= t96) {
                    break;
                }
                t7 = t114;
            }
            t115 = (int)((long)0 + t96);
        } else {
            t115 = 0;
        }
        t116 = (long)n + (long)t115 * -1L;
        if (t116 >= 8L) {
            t117 = t116 & -8L;
            t118 = _mm256_set1_epi32((int)t115);
            t119 = t118;
            t9 = _mm256_add_epi32(t119, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = 0L;
            for (;;) {
                t120 = t9;
                t121 = _mm256_mullo_epi32(t120, _mm256_set1_epi32((int)37));
                t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)t115 + t10)), t122);
                t10 += 8L;
                t123 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                if (t10 >= t117) {
                    break;
                }
                t9 = t123;
            }
            x_1 = (int)((long)t115 + t117);
        } else {
            x_1 = t115;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t124 = a;
        (_mm256_zeroupper(), mm_outer_i(n, t124, b, c));
        t125 = (unsigned int)n;
        (_mm256_zeroupper(), norms(t125, t125, t124, o));
        (_mm256_zeroupper(), divs((long)n, 9, xi, oi));
        s = 0.0;
        for (x_2 = 0; x_2 < t11; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t127) {
            t126 = (long)x_3;
            t127 = x_3 + 1;
            s_1 += (double)(o[t126] * (float)t127);
            si += (long)(oi[t126] * (x_3 + 3));
        }
        w4 = (float *)malloc(t12);
        w1 = (float *)malloc(t15);
        if (n >= 2) {
            (_mm256_zeroupper(), window4(t11 - 2, t124, w4));
            (_mm256_zeroupper(), window1(n - 2, t124, w1));
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t11; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)(_mm256_zeroupper(), red(n, n, t124)));
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
