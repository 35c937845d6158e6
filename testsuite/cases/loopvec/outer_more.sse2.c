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
    int t64;
    int x;
    int t105;
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
            __m128i t15 = _mm_set1_epi32(0);
            __m128i t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(11));
            vcc_v4_int t1 = (vcc_v4_int)vcc_sse2_min_epu32(t16, t17);
            __m128i t18 = _mm_set1_epi32(0);
            __m128i t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t20 = _mm_sub_epi32(t19, _mm_set1_epi32(13));
            vcc_v4_int t2 = (vcc_v4_int)vcc_sse2_min_epu32(t19, t20);
            long x_vec = 0L;
            /* vcc: loop at outer_more.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 74:50 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 74:78 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t21 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t22 = _mm_mul_ps(t21, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + x_vec, t22);
                __m128 t23 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t24 = _mm_mul_ps(t23, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + x_vec, t24);
                long t25 = x_vec + 4L;
                __m128i t26 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(11));
                __m128i t28 = vcc_sse2_min_epu32(t26, t27);
                __m128 t29 = _mm_cvtepi32_ps(t28);
                __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t25, t30);
                __m128i t31 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
                __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(13));
                __m128i t33 = vcc_sse2_min_epu32(t31, t32);
                __m128 t34 = _mm_cvtepi32_ps(t33);
                __m128 t35 = _mm_mul_ps(t34, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t25, t35);
                long t36 = x_vec + 8L;
                __m128i t37 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t38 = _mm_sub_epi32(t37, _mm_set1_epi32(11));
                __m128i t39 = vcc_sse2_min_epu32(t37, t38);
                __m128 t40 = _mm_cvtepi32_ps(t39);
                __m128 t41 = _mm_mul_ps(t40, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t36, t41);
                __m128i t42 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(13));
                __m128i t44 = vcc_sse2_min_epu32(t42, t43);
                __m128 t45 = _mm_cvtepi32_ps(t44);
                __m128 t46 = _mm_mul_ps(t45, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t36, t46);
                long t47 = x_vec + 12L;
                __m128i t48 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(11));
                __m128i t50 = vcc_sse2_min_epu32(t48, t49);
                __m128 t51 = _mm_cvtepi32_ps(t50);
                __m128 t52 = _mm_mul_ps(t51, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t47, t52);
                __m128i t53 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                __m128i t54 = _mm_sub_epi32(t53, _mm_set1_epi32(13));
                __m128i t55 = vcc_sse2_min_epu32(t53, t54);
                __m128 t56 = _mm_cvtepi32_ps(t55);
                __m128 t57 = _mm_mul_ps(t56, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t47, t57);
                x_vec += 16L;
                __m128i t58 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                __m128i t59 = _mm_sub_epi32(t58, _mm_set1_epi32(11));
                __m128i t60 = vcc_sse2_min_epu32(t58, t59);
                __m128i t61 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(13));
                __m128i t63 = vcc_sse2_min_epu32(t61, t62);
                if (x_vec >= t14) {
                    break;
                }
                t1 = (vcc_v4_int)t60;
                t2 = (vcc_v4_int)t63;
            }
            t64 = (int)t14;
        } else {
            t64 = 0;
        }
        long t65 = (long)t5 + (long)t64 * -1L;
        unsigned long t66 = (unsigned long)t7;
        unsigned long t67 = (unsigned long)t8;
        long t68 = (long)((unsigned long)t8 + (unsigned long)((long)t64 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t64 * 4L)));
        int t69 = (int)((unsigned int)t64 * 7U);
        int t70 = (int)((unsigned int)t64 * 5U);
        if ((t65 >= 4L) & (((t66 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t64 * 4L))) | ((t67 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t64 * 4L))) | ((t68 <= 0L) | (t68 >= 16L))) & (t69 >= 0) & (t70 >= 0)) {
            long t71 = t65 & -4L;
            __m128i t72 = _mm_set1_epi32((int)(t69 % 11));
            __m128i t73 = _mm_add_epi32(t72, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(11));
            vcc_v4_int t3 = (vcc_v4_int)vcc_sse2_min_epu32(t73, t74);
            __m128i t75 = _mm_set1_epi32((int)(t70 % 13));
            __m128i t76 = _mm_add_epi32(t75, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(13));
            vcc_v4_int t4 = (vcc_v4_int)vcc_sse2_min_epu32(t76, t77);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_more.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:20 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t78 = (long)t64 + x_vec_1;
                __m128 t79 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t80 = _mm_mul_ps(t79, _mm_set1_ps(0.3f));
                _mm_storeu_ps(a + t78, t80);
                __m128 t81 = _mm_cvtepi32_ps((__m128i)t4);
                __m128 t82 = _mm_mul_ps(t81, _mm_set1_ps(0.1f));
                _mm_storeu_ps(b + t78, t82);
                x_vec_1 += 4L;
                __m128i t83 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                __m128i t84 = _mm_sub_epi32(t83, _mm_set1_epi32(11));
                __m128i t85 = vcc_sse2_min_epu32(t83, t84);
                __m128i t86 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(7));
                __m128i t87 = _mm_sub_epi32(t86, _mm_set1_epi32(13));
                __m128i t88 = vcc_sse2_min_epu32(t86, t87);
                if (x_vec_1 >= t71) {
                    break;
                }
                t3 = (vcc_v4_int)t85;
                t4 = (vcc_v4_int)t88;
            }
            x = (int)((long)t64 + t71);
        } else {
            x = t64;
        }
        for (; x < t5; x++) {
            long t89 = (long)x;
            a[t89] = (float)(x * 7 % 11) * 0.3f;
            b[t89] = (float)(x * 5 % 13) * 0.1f;
        }
        long t90 = (long)n;
        if (t90 >= 16L) {
            long t91 = t90 & -16L;
            __m128i t92 = _mm_set1_epi32(0);
            vcc_v4_uint x_v = (vcc_v4_uint)_mm_add_epi32(t92, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_2 = 0L;
            /* vcc: loop at outer_more.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t93 = (__m128i)((vcc_v4_int)(__m128i)x_v * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t94 = _mm_sub_epi32(t93, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + x_vec_2), t94);
                __m128i t95 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(4));
                __m128i t96 = (__m128i)((vcc_v4_int)t95 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t97 = _mm_sub_epi32(t96, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 4L)), t97);
                __m128i t98 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(8));
                __m128i t99 = (__m128i)((vcc_v4_int)t98 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t100 = _mm_sub_epi32(t99, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 8L)), t100);
                __m128i t101 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(12));
                __m128i t102 = (__m128i)((vcc_v4_int)t101 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t103 = _mm_sub_epi32(t102, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + (x_vec_2 + 12L)), t103);
                x_vec_2 += 16L;
                __m128i t104 = _mm_add_epi32((__m128i)x_v, _mm_set1_epi32(16));
                if (x_vec_2 >= t91) {
                    break;
                }
                x_v = (vcc_v4_uint)t104;
            }
            t105 = (int)t91;
        } else {
            t105 = 0;
        }
        long t106 = (long)n + (long)t105 * -1L;
        if (t106 >= 4L) {
            long t107 = t106 & -4L;
            __m128i t108 = _mm_set1_epi32((int)t105);
            vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_add_epi32(t108, _mm_setr_epi32(0, 1, 2, 3));
            long x_vec_3 = 0L;
            /* vcc: loop at outer_more.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t109 = (__m128i)((vcc_v4_int)(__m128i)x_v_1 * (vcc_v4_int)_mm_set1_epi32(37));
                __m128i t110 = _mm_sub_epi32(t109, _mm_set1_epi32(100));
                _mm_storeu_si128((__m128i *)(xi + ((long)t105 + x_vec_3)), t110);
                x_vec_3 += 4L;
                __m128i t111 = _mm_add_epi32((__m128i)x_v_1, _mm_set1_epi32(4));
                if (x_vec_3 >= t107) {
                    break;
                }
                x_v_1 = (vcc_v4_uint)t111;
            }
            x_1 = (int)((long)t105 + t107);
        } else {
            x_1 = t105;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        const float *t112 = a;
        mm_outer_i(n, t112, b, c);
        unsigned int t113 = (unsigned int)n;
        norms(t113, t113, t112, o);
        divs((long)n, 9, xi, oi);
        double s = 0.0;
        for (int x_2 = 0; x_2 < t5; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        int x_3 = 0;
        double s_3 = s;
        long si = 0L;
        while (x_3 < n) {
            long t114 = (long)x_3;
            int t115 = x_3 + 1;
            s_3 += (double)(o[t114] * (float)t115);
            si += (long)(oi[t114] * (x_3 + 3));
            x_3 = t115;
        }
        float *w4 = (float *)malloc(t6);
        float *w1 = (float *)malloc(t9);
        if (n >= 2) {
            window4(t5 - 2, t112, w4);
            window1(n - 2, t112, w1);
        }
        double s_1 = s_3;
        for (int x_4 = 0; (x_4 + 2) < t5; x_4++) {
            s_1 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        double s_2 = s_1;
        for (int x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_2 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_2, si, (double)red(n, n, t112));
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
