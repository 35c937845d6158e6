/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

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
    __m128 t3;
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
        __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
        __m128 t2 = _mm_set1_ps(0.0f);
        int t5 = 0;
        __m128 t4 = (__m128)(vcc_v4_float){0};
        for (;;) {
            __m128i t6 = _mm_set1_epi32((int)t5);
            __m128i t7 = _mm_set1_epi32((int)i_1);
            __m128i t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t9 = vcc_sse_not(_mm_cmpgt_epi32(t6, t8));
            __m128i t10 = (__m128i)((vcc_m4)t1 & (vcc_m4)t9);
            int t11 = (_mm_movemask_epi8(t10) != 0);
            if (t11) {
                __m128 t12 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL), t10));
                __m128 t13 = _mm_set1_ps(a[t5]);
                __m128 t14 = _mm_mul_ps(t13, t12);
                t3 = _mm_add_ps(t2, t14);
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            t4 = vcc_sse2_blendv_ps(t4, t2, _mm_castsi128_ps(t1));
            if (!t11) {
                _mm_storeu_ps(out + i_1, t4);
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
        __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
        long t6 = (long)i_1;
        __m128 t2 = _mm_loadu_ps(v + t6);
        int t7 = 0;
        __m128 t3 = (__m128)(vcc_v4_float){0};
        vcc_v4_int t4 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        for (;;) {
            __m128 t8 = _mm_set1_ps(1.0f);
            __m128i t9 = _mm_castps_si128(_mm_cmpgt_ps(t2, t8));
            __m128i t10 = (__m128i)((vcc_m4)t1 & (vcc_m4)t9);
            __m128i t11 = _mm_set1_epi32((int)((t7 < 40) != 0));
            __m128i t12 = (__m128i)(vcc_m4)((vcc_v4_int)t11 != (vcc_v4_int){0});
            __m128i t13 = (__m128i)((vcc_m4)t10 & (vcc_m4)t12);
            __m128 t14 = _mm_set1_ps(0.5f);
            __m128 t15 = _mm_mul_ps(t2, t14);
            t3 = vcc_sse2_blendv_ps(t3, t2, _mm_castsi128_ps(t1));
            __m128i t16 = _mm_set1_epi32((int)t7);
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t16, t1);
            if (!(_mm_movemask_epi8(t13) != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        _mm_storeu_si128((__m128i *)(count + t6), (__m128i)t4);
        _mm_storeu_ps(rest + t6, t3);
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
            __m128 t1 = _mm_set1_ps(0.0f);
            int t3 = 0;
            while (t3 < 5) {
                __m128 t4 = _mm_loadu_ps(in + ((r + t3 - 2) * cols + j_1));
                __m128 t5 = _mm_set1_ps(w[t3]);
                __m128 t6 = _mm_mul_ps(t5, t4);
                t1 = _mm_add_ps(t1, t6);
                t3++;
            }
            _mm_storeu_ps(out + (r * cols + j_1), t1);
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
    int t61;
    int i_1;
    int t131;
    int x;
    float t145;
    float t147;
    float t149;
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
            __m128i t15 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t16 = _mm_set1_epi32(0);
            __m128i t17 = _mm_add_epi32(t16, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t18 = _mm_cmpgt_epi32(t17, _mm_set1_epi32(10));
            __m128i t19 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t18, _mm_set1_epi32(11)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t17, t19);
            __m128i t20 = _mm_set1_epi32(0);
            __m128i t21 = _mm_add_epi32(t20, _mm_setr_epi32(0, 3, 1, 4));
            __m128i t22 = _mm_cmpgt_epi32(t21, _mm_set1_epi32(4));
            __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, _mm_set1_epi32(5)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t21, t23);
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 4, UF 2, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t24 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t25 = _mm_mul_ps(t24, _mm_set1_ps(0.25f));
                __m128 t26 = _mm_sub_ps(t25, _mm_set1_ps(1.0f));
                _mm_storeu_ps(a + i_vec, t26);
                __m128 t27 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t28 = _mm_mul_ps(t27, _mm_set1_ps(0.5f));
                __m128i t29 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(4));
                __m128 t30 = _mm_cvtepi32_ps(t29);
                __m128 t31 = _mm_mul_ps(t30, _mm_set1_ps(1000.0f));
                __m128 t32 = _mm_add_ps(t28, t31);
                _mm_storeu_ps(b + i_vec, t32);
                long t33 = i_vec + 4L;
                __m128i t34 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128i t35 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t36 = _mm_cmpgt_epi32(t35, _mm_set1_epi32(10));
                __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t36, _mm_set1_epi32(11)); });
                __m128i t38 = _mm_sub_epi32(t35, t37);
                __m128 t39 = _mm_cvtepi32_ps(t38);
                __m128 t40 = _mm_mul_ps(t39, _mm_set1_ps(0.25f));
                __m128 t41 = _mm_sub_ps(t40, _mm_set1_ps(1.0f));
                _mm_storeu_ps(a + t33, t41);
                __m128i t42 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                __m128i t43 = _mm_cmpgt_epi32(t42, _mm_set1_epi32(4));
                __m128i t44 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t43, _mm_set1_epi32(5)); });
                __m128i t45 = _mm_sub_epi32(t42, t44);
                __m128 t46 = _mm_cvtepi32_ps(t45);
                __m128 t47 = _mm_mul_ps(t46, _mm_set1_ps(0.5f));
                __m128i t48 = (__m128i)((vcc_v4_int)t34 % (vcc_v4_int)_mm_set1_epi32(4));
                __m128 t49 = _mm_cvtepi32_ps(t48);
                __m128 t50 = _mm_mul_ps(t49, _mm_set1_ps(1000.0f));
                __m128 t51 = _mm_add_ps(t47, t50);
                _mm_storeu_ps(b + t33, t51);
                i_vec += 8L;
                __m128i t52 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128i t53 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t54 = _mm_cmpgt_epi32(t53, _mm_set1_epi32(10));
                __m128i t55 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t54, _mm_set1_epi32(11)); });
                __m128i t56 = _mm_sub_epi32(t53, t55);
                __m128i t57 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                __m128i t58 = _mm_cmpgt_epi32(t57, _mm_set1_epi32(4));
                __m128i t59 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t58, _mm_set1_epi32(5)); });
                __m128i t60 = _mm_sub_epi32(t57, t59);
                if (i_vec >= t14) {
                    break;
                }
                i_v = (vcc_v4_uint)t52;
                t1 = (vcc_v4_int)t56;
                t2 = (vcc_v4_int)t60;
            }
            t61 = (int)t14;
        } else {
            t61 = 0;
        }
        long t62 = (long)n + (long)t61 * -1L;
        unsigned long t63 = (unsigned long)t8;
        unsigned long t64 = (unsigned long)t9;
        long t65 = (long)((unsigned long)t9 + (unsigned long)((long)t61 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t61 * 4L)));
        int t66 = (int)((unsigned int)t61 * 7U);
        int t67 = (int)((unsigned int)t61 * 3U);
        if ((t62 >= 4L) & (((t63 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t61 * 4L))) | ((t64 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t61 * 4L))) | ((t65 <= 0L) | (t65 >= 16L))) & (t66 >= 0) & (t67 >= 0)) {
            long t68 = t62 & -4L;
            __m128i t69 = _mm_set1_epi32((int)t61);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t69, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t70 = _mm_set1_epi32((int)(t66 % 11));
            __m128i t71 = _mm_add_epi32(t70, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t72 = _mm_cmpgt_epi32(t71, _mm_set1_epi32(10));
            __m128i t73 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t72, _mm_set1_epi32(11)); });
            vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t71, t73);
            __m128i t74 = _mm_set1_epi32((int)(t67 % 5));
            __m128i t75 = _mm_add_epi32(t74, _mm_setr_epi32(0, 3, 1, 4));
            __m128i t76 = _mm_cmpgt_epi32(t75, _mm_set1_epi32(4));
            __m128i t77 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t76, _mm_set1_epi32(5)); });
            vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t75, t77);
            long i_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:53 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t78 = (long)t61 + i_vec_1;
                __m128 t79 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t80 = _mm_mul_ps(t79, _mm_set1_ps(0.25f));
                __m128 t81 = _mm_sub_ps(t80, _mm_set1_ps(1.0f));
                _mm_storeu_ps(a + t78, t81);
                __m128 t82 = _mm_cvtepi32_ps((__m128i)t4);
                __m128 t83 = _mm_mul_ps(t82, _mm_set1_ps(0.5f));
                __m128i t84 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 % (vcc_v4_int)_mm_set1_epi32(4));
                __m128 t85 = _mm_cvtepi32_ps(t84);
                __m128 t86 = _mm_mul_ps(t85, _mm_set1_ps(1000.0f));
                __m128 t87 = _mm_add_ps(t83, t86);
                _mm_storeu_ps(b + t78, t87);
                i_vec_1 += 4L;
                __m128i t88 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                __m128i t89 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                __m128i t90 = _mm_cmpgt_epi32(t89, _mm_set1_epi32(10));
                __m128i t91 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t90, _mm_set1_epi32(11)); });
                __m128i t92 = _mm_sub_epi32(t89, t91);
                __m128i t93 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(2));
                __m128i t94 = _mm_cmpgt_epi32(t93, _mm_set1_epi32(4));
                __m128i t95 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t94, _mm_set1_epi32(5)); });
                __m128i t96 = _mm_sub_epi32(t93, t95);
                if (i_vec_1 >= t68) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t88;
                t3 = (vcc_v4_int)t92;
                t4 = (vcc_v4_int)t96;
            }
            i_1 = (int)((long)t61 + t68);
        } else {
            i_1 = t61;
        }
        for (; i_1 < n; i_1++) {
            long t97 = (long)i_1;
            a[t97] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t97] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t98 = b;
        prefix_dot(n, a, t98, out);
        halvings(n, t98, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t99 = (long)i;
            i++;
            s += (double)(out[t99] * (float)i + rest[t99]);
            c += (long)(count[t99] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t100 = rows * n;
        float *in = (float *)malloc((unsigned long)t100 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t100 + 1), 4UL);
        long t101 = (long)t100;
        if ((t101 >= 16L) & 1) {
            long t102 = t101 & -16L;
            __m128i t103 = _mm_set1_epi32(0);
            __m128i t104 = _mm_add_epi32(t103, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t105 = _mm_cmpgt_epi32(t104, _mm_set1_epi32(28));
            __m128i t106 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t105, _mm_set1_epi32(29)); });
            vcc_v4_int t5 = (vcc_v4_int)_mm_sub_epi32(t104, t106);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 4, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t107 = _mm_cvtepi32_ps((__m128i)t5);
                __m128 t108 = _mm_mul_ps(t107, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + x_vec, t108);
                __m128i t109 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(23));
                __m128i t110 = _mm_cmpgt_epi32(t109, _mm_set1_epi32(28));
                __m128i t111 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t110, _mm_set1_epi32(29)); });
                __m128i t112 = _mm_sub_epi32(t109, t111);
                __m128 t113 = _mm_cvtepi32_ps(t112);
                __m128 t114 = _mm_mul_ps(t113, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + (x_vec + 4L), t114);
                __m128i t115 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(17));
                __m128i t116 = _mm_cmpgt_epi32(t115, _mm_set1_epi32(28));
                __m128i t117 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t116, _mm_set1_epi32(29)); });
                __m128i t118 = _mm_sub_epi32(t115, t117);
                __m128 t119 = _mm_cvtepi32_ps(t118);
                __m128 t120 = _mm_mul_ps(t119, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + (x_vec + 8L), t120);
                __m128i t121 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(11));
                __m128i t122 = _mm_cmpgt_epi32(t121, _mm_set1_epi32(28));
                __m128i t123 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t122, _mm_set1_epi32(29)); });
                __m128i t124 = _mm_sub_epi32(t121, t123);
                __m128 t125 = _mm_cvtepi32_ps(t124);
                __m128 t126 = _mm_mul_ps(t125, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + (x_vec + 12L), t126);
                x_vec += 16L;
                __m128i t127 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(5));
                __m128i t128 = _mm_cmpgt_epi32(t127, _mm_set1_epi32(28));
                __m128i t129 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t128, _mm_set1_epi32(29)); });
                __m128i t130 = _mm_sub_epi32(t127, t129);
                if (x_vec >= t102) {
                    break;
                }
                t5 = (vcc_v4_int)t130;
            }
            t131 = (int)t102;
        } else {
            t131 = 0;
        }
        long t132 = (long)t100 + (long)t131 * -1L;
        int t133 = (int)((unsigned int)t131 * 13U);
        if ((t132 >= 4L) & (t133 >= 0)) {
            long t134 = t132 & -4L;
            __m128i t135 = _mm_set1_epi32((int)(t133 % 29));
            __m128i t136 = _mm_add_epi32(t135, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t137 = _mm_cmpgt_epi32(t136, _mm_set1_epi32(28));
            __m128i t138 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t137, _mm_set1_epi32(29)); });
            vcc_v4_int t6 = (vcc_v4_int)_mm_sub_epi32(t136, t138);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t139 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t140 = _mm_mul_ps(t139, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + ((long)t131 + x_vec_1), t140);
                x_vec_1 += 4L;
                __m128i t141 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(23));
                __m128i t142 = _mm_cmpgt_epi32(t141, _mm_set1_epi32(28));
                __m128i t143 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t142, _mm_set1_epi32(29)); });
                __m128i t144 = _mm_sub_epi32(t141, t143);
                if (x_vec_1 >= t134) {
                    break;
                }
                t6 = (vcc_v4_int)t144;
            }
            x = (int)((long)t131 + t134);
        } else {
            x = t131;
        }
        for (; x < t100; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t100; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t145 = bl[t100 / 2];
        } else {
            t145 = 0.0f;
        }
        double t146 = (double)t145;
        if (n) {
            t147 = rest[n / 2];
        } else {
            t147 = 0.0f;
        }
        double t148 = (double)t147;
        if (n) {
            t149 = out[n - 1];
        } else {
            t149 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t149, c, t148, sb, t146);
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
