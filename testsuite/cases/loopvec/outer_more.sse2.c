/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(a), vcc_sse_flip_epi32(b))); }

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
            __m128 t1 = _mm_set1_ps(0.0f);
            for (int t3 = 0; t3 < n; t3++) {
                vcc_v4_long t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
                vcc_v4_long t9 = vcc_splat(vcc_v4_long, 1L * (long)n);
                vcc_v4_long t10 = (vcc_v4_long){0L, 1L, 2L, 3L} * t9;
                vcc_v4_long t11 = t8 + t10;
                __m128 t12 = (__m128)vcc_gather(vcc_v4_float, a + (i_1 * n + t3), t11);
                __m128 t13 = _mm_set1_ps(b[t3 * n + t2]);
                __m128 t14 = _mm_mul_ps(t12, t13);
                t1 = _mm_add_ps(t1, t14);
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
    __m128 t1;
    __m128 t2;
    unsigned int j;
    float s_1;
    __m128i t14;
    __m128 t16;
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
        for (t1 = _mm_set1_ps(0.0f); t4 < m; t1 = vcc_sse2_blendv_ps(t2, t16, _mm_castsi128_ps(t14)), t4++) {
            __m128i t5 = _mm_set1_epi32((int)(t4 * n));
            __m128i t6 = _mm_set1_epi32((int)j_1);
            __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t8 = _mm_add_epi32(t5, t7);
            vcc_v4_long t9 = __builtin_convertvector((vcc_v4_uint)t8, vcc_v4_long);
            vcc_v4_long t10 = (vcc_v4_long){0} + t9;
            __m128 t11 = (__m128)vcc_gather(vcc_v4_float, x, t10);
            __m128 t12 = _mm_set1_ps(0.5f);
            __m128i t13 = _mm_castps_si128(_mm_cmpgt_ps(t11, t12));
            t14 = (__m128i)~(vcc_m4)t13;
            __m128 t15 = _mm_mul_ps(t11, t11);
            t16 = _mm_sub_ps(t1, t15);
            if ((_mm_movemask_epi8(t13) != 0)) {
                __m128 t21 = _mm_sqrt_ps(t11);
                t2 = _mm_add_ps(t1, t21);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
            }
        }
        __m128i t17 = _mm_set1_epi32((int)j_1);
        __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        vcc_v4_long t19 = __builtin_convertvector((vcc_v4_uint)t18, vcc_v4_long);
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
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(0);
        int t2 = 1;
        while (t2 < m) {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(x + j_1));
            __m128i t6 = _mm_set1_epi32((int)t2);
            __m128i t7 = (__m128i)((vcc_v4_int)t5 / (vcc_v4_int)t6);
            t2++;
            __m128i t8 = _mm_set1_epi32((int)t2);
            __m128i t9 = (__m128i)((vcc_v4_int)t5 % (vcc_v4_int)t8);
            __m128i t10 = _mm_add_epi32(t7, t9);
            t1 = (vcc_v4_int)_mm_add_epi32((__m128i)t1, t10);
        }
        _mm_storeu_si128((__m128i *)(out + j_1), (__m128i)t1);
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
        __m128 t1 = _mm_set1_ps(0.0f);
        int t2 = 0;
        while (t2 < 3) {
            __m128 t4 = _mm_loadu_ps(a + (i_1 + t2));
            t2++;
            __m128 t5 = _mm_set1_ps((float)t2);
            __m128 t6 = _mm_mul_ps(t4, t5);
            t1 = _mm_add_ps(t1, t6);
        }
        _mm_storeu_ps(out + i_1, t1);
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
    int t63;
    int x;
    int t103;
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
            __m128i t14 = _mm_set1_epi32(0);
            __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(11));
            vcc_v4_int t1 = (vcc_v4_int)vcc_sse2_min_epu32(t15, t16);
            __m128i t17 = _mm_set1_epi32(0);
            __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(13));
            vcc_v4_int t2 = (vcc_v4_int)vcc_sse2_min_epu32(t18, t19);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 74:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 74:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t20 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t21 = _mm_mul_ps(t20, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + x_vec, t21);
                __m128 t22 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + x_vec, t23);
                long t24 = x_vec + 4L;
                __m128i t25 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(11));
                __m128i t27 = vcc_sse2_min_epu32(t25, t26);
                __m128 t28 = _mm_cvtepi32_ps(t27);
                __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t24, t29);
                __m128i t30 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
                __m128i t31 = _mm_sub_epi32(t30, _mm_set1_epi32(13));
                __m128i t32 = vcc_sse2_min_epu32(t30, t31);
                __m128 t33 = _mm_cvtepi32_ps(t32);
                __m128 t34 = _mm_mul_ps(t33, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t24, t34);
                long t35 = x_vec + 8L;
                __m128i t36 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(11));
                __m128i t38 = vcc_sse2_min_epu32(t36, t37);
                __m128 t39 = _mm_cvtepi32_ps(t38);
                __m128 t40 = _mm_mul_ps(t39, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t35, t40);
                __m128i t41 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t42 = _mm_sub_epi32(t41, _mm_set1_epi32(13));
                __m128i t43 = vcc_sse2_min_epu32(t41, t42);
                __m128 t44 = _mm_cvtepi32_ps(t43);
                __m128 t45 = _mm_mul_ps(t44, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t35, t45);
                long t46 = x_vec + 12L;
                __m128i t47 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                __m128i t48 = _mm_sub_epi32(t47, _mm_set1_epi32(11));
                __m128i t49 = vcc_sse2_min_epu32(t47, t48);
                __m128 t50 = _mm_cvtepi32_ps(t49);
                __m128 t51 = _mm_mul_ps(t50, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t46, t51);
                __m128i t52 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                __m128i t53 = _mm_sub_epi32(t52, _mm_set1_epi32(13));
                __m128i t54 = vcc_sse2_min_epu32(t52, t53);
                __m128 t55 = _mm_cvtepi32_ps(t54);
                __m128 t56 = _mm_mul_ps(t55, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t46, t56);
                x_vec += 16L;
                __m128i t57 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                __m128i t58 = _mm_sub_epi32(t57, _mm_set1_epi32(11));
                __m128i t59 = vcc_sse2_min_epu32(t57, t58);
                __m128i t60 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(13));
                __m128i t62 = vcc_sse2_min_epu32(t60, t61);
                if (x_vec >= t13) {
                    break;
                }
                t1 = (vcc_v4_int)t59;
                t2 = (vcc_v4_int)t62;
            }
            t63 = (int)t13;
        } else {
            t63 = 0;
        }
        long t64 = (long)t5 + (long)t63 * -1L;
        unsigned long t65 = (unsigned long)t7;
        unsigned long t66 = (unsigned long)t8;
        int t67 = (int)((unsigned int)t63 * 7U);
        int t68 = (int)((unsigned int)t63 * 5U);
        if ((t64 >= 4L) & (((t65 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t63 * 4L))) | ((t66 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t63 * 4L)))) & (t67 >= 0) & (t68 >= 0)) {
            long t69 = t64 & -4L;
            __m128i t70 = _mm_set1_epi32((int)(t67 % 11));
            __m128i t71 = _mm_add_epi32(t70, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t72 = _mm_sub_epi32(t71, _mm_set1_epi32(11));
            vcc_v4_int t3 = (vcc_v4_int)vcc_sse2_min_epu32(t71, t72);
            __m128i t73 = _mm_set1_epi32((int)(t68 % 13));
            __m128i t74 = _mm_add_epi32(t73, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t75 = _mm_sub_epi32(t74, _mm_set1_epi32(13));
            vcc_v4_int t4 = (vcc_v4_int)vcc_sse2_min_epu32(t74, t75);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t76 = (long)t63 + x_vec_1;
                __m128 t77 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t78 = _mm_mul_ps(t77, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t76, t78);
                __m128 t79 = _mm_cvtepi32_ps((__m128i)t4);
                __m128 t80 = _mm_mul_ps(t79, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t76, t80);
                x_vec_1 += 4L;
                __m128i t81 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                __m128i t82 = _mm_sub_epi32(t81, _mm_set1_epi32(11));
                __m128i t83 = vcc_sse2_min_epu32(t81, t82);
                __m128i t84 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(7));
                __m128i t85 = _mm_sub_epi32(t84, _mm_set1_epi32(13));
                __m128i t86 = vcc_sse2_min_epu32(t84, t85);
                if (x_vec_1 >= t69) {
                    break;
                }
                t3 = (vcc_v4_int)t83;
                t4 = (vcc_v4_int)t86;
            }
            x = (int)((long)t63 + t69);
        } else {
            x = t63;
        }
        for (; x < t5; x++) {
            long t87 = (long)x;
            a[t87] = (float)(x * 7 % 11) * 0.3f;
            b[t87] = (float)(x * 5 % 13) * 0.1f;
        }
        long t88 = (long)n;
        if (t88 >= 16L) {
            long t89 = t88 & -16L;
            __m128i t90 = _mm_set1_epi32(0);
            vcc_v4_uint x_v = (vcc_v4_uint)_mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t91 = (__m128i)((vcc_v4_int)(__m128i)x_v * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t92 = _mm_sub_epi32(t91, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + x_vec_2), t92);
                __m128i t93 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(4));
                __m128i t94 = (__m128i)((vcc_v4_int)t93 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t95 = _mm_sub_epi32(t94, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 4L)), t95);
                __m128i t96 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(8));
                __m128i t97 = (__m128i)((vcc_v4_int)t96 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t98 = _mm_sub_epi32(t97, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 8L)), t98);
                __m128i t99 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(12));
                __m128i t100 = (__m128i)((vcc_v4_int)t99 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t101 = _mm_sub_epi32(t100, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 12L)), t101);
                x_vec_2 += 16L;
                __m128i t102 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(16));
                if (x_vec_2 >= t89) {
                    break;
                }
                x_v = (vcc_v4_uint)t102;
            }
            t103 = (int)t89;
        } else {
            t103 = 0;
        }
        long t104 = (long)n + (long)t103 * -1L;
        if (t104 >= 4L) {
            long t105 = t104 & -4L;
            __m128i t106 = _mm_set1_epi32((int)t103);
            vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_add_epi32(t106, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t107 = (__m128i)((vcc_v4_int)(__m128i)x_v_1 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t108 = _mm_sub_epi32(t107, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + ((long)t103 + x_vec_3)), t108);
                x_vec_3 += 4L;
                __m128i t109 = _mm_add_epi32((__m128i)x_v_1, _mm_set1_epi32(4));
                if (x_vec_3 >= t105) {
                    break;
                }
                x_v_1 = (vcc_v4_uint)t109;
            }
            x_1 = (int)((long)t103 + t105);
        } else {
            x_1 = t103;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t110 = a;
        mm_outer_i(n, t110, b, c);
        unsigned int t111 = (unsigned int)n;
        norms(t111, t111, t110, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t5; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t112 = (long)x_3;
            int t113 = x_3 + 1;
            s_3 += (double)(o[t112] * (float)t113);
            si += (long)(oi[t112] * (x_3 + 3));
            x_3 = t113;
        }
        float *w4 = (float *)malloc(t6);
        float *w1 = (float *)malloc(t9);
        if (n >= 2) {
            window4(t5 - 2, t110, w4);
            window1(n - 2, t110, w1);
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t5; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)red(n, n, t110));
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
