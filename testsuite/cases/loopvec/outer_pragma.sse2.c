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
    int i_1;
    int t74;
    int x;
    float t88;
    float t90;
    float t92;
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
            __m128i t13 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t14 = _mm_set1_epi32(0);
            __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(10));
            __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(11)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t15, t17);
            __m128i t18 = _mm_set1_epi32(0);
            __m128i t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 3, 1, 4));
            __m128i t20 = _mm_cmpgt_epi32(t19, _mm_set1_epi32(4));
            __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(5)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t19, t21);
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 4, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m128 t22 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.25f));
                __m128 t24 = _mm_sub_ps(t23, _mm_set1_ps(1.0f));
                _mm_storeu_ps(a + i_vec, t24);
                __m128 t25 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t26 = _mm_mul_ps(t25, _mm_set1_ps(0.5f));
                __m128i t27 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(4));
                __m128 t28 = _mm_cvtepi32_ps(t27);
                __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(1000.0f));
                __m128 t30 = _mm_add_ps(t26, t29);
                _mm_storeu_ps(b + i_vec, t30);
                i_vec += 4L;
                __m128i t31 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128i t32 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t33 = _mm_cmpgt_epi32(t32, _mm_set1_epi32(10));
                __m128i t34 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t33, _mm_set1_epi32(11)); });
                __m128i t35 = _mm_sub_epi32(t32, t34);
                __m128i t36 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(4));
                __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(5)); });
                __m128i t39 = _mm_sub_epi32(t36, t38);
                if (i_vec >= t12) {
                    break;
                }
                i_v = (vcc_v4_uint)t31;
                t1 = (vcc_v4_int)t35;
                t2 = (vcc_v4_int)t39;
            }
            i_1 = (int)t12;
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            long t40 = (long)i_1;
            a[t40] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t40] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t41 = b;
        prefix_dot(n, a, t41, out);
        halvings(n, t41, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t42 = (long)i;
            i++;
            s += (double)(out[t42] * (float)i + rest[t42]);
            c += (long)(count[t42] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t43 = rows * n;
        float *in = (float *)malloc((unsigned long)t43 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t43 + 1), 4UL);
        long t44 = (long)t43;
        if ((t44 >= 16L) & 1) {
            long t45 = t44 & -16L;
            __m128i t46 = _mm_set1_epi32(0);
            __m128i t47 = _mm_add_epi32(t46, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t48 = _mm_cmpgt_epi32(t47, _mm_set1_epi32(28));
            __m128i t49 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t48, _mm_set1_epi32(29)); });
            vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t47, t49);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 4, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t50 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t51 = _mm_mul_ps(t50, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + x_vec, t51);
                __m128i t52 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(23));
                __m128i t53 = _mm_cmpgt_epi32(t52, _mm_set1_epi32(28));
                __m128i t54 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t53, _mm_set1_epi32(29)); });
                __m128i t55 = _mm_sub_epi32(t52, t54);
                __m128 t56 = _mm_cvtepi32_ps(t55);
                __m128 t57 = _mm_mul_ps(t56, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + (x_vec + 4L), t57);
                __m128i t58 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(17));
                __m128i t59 = _mm_cmpgt_epi32(t58, _mm_set1_epi32(28));
                __m128i t60 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t59, _mm_set1_epi32(29)); });
                __m128i t61 = _mm_sub_epi32(t58, t60);
                __m128 t62 = _mm_cvtepi32_ps(t61);
                __m128 t63 = _mm_mul_ps(t62, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + (x_vec + 8L), t63);
                __m128i t64 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(11));
                __m128i t65 = _mm_cmpgt_epi32(t64, _mm_set1_epi32(28));
                __m128i t66 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t65, _mm_set1_epi32(29)); });
                __m128i t67 = _mm_sub_epi32(t64, t66);
                __m128 t68 = _mm_cvtepi32_ps(t67);
                __m128 t69 = _mm_mul_ps(t68, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + (x_vec + 12L), t69);
                x_vec += 16L;
                __m128i t70 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(5));
                __m128i t71 = _mm_cmpgt_epi32(t70, _mm_set1_epi32(28));
                __m128i t72 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t71, _mm_set1_epi32(29)); });
                __m128i t73 = _mm_sub_epi32(t70, t72);
                if (x_vec >= t45) {
                    break;
                }
                t3 = (vcc_v4_int)t73;
            }
            t74 = (int)t45;
        } else {
            t74 = 0;
        }
        long t75 = (long)t43 + (long)t74 * -1L;
        int t76 = (int)((unsigned int)t74 * 13U);
        if ((t75 >= 4L) & (t76 >= 0)) {
            long t77 = t75 & -4L;
            __m128i t78 = _mm_set1_epi32((int)(t76 % 29));
            __m128i t79 = _mm_add_epi32(t78, _mm_setr_epi32(0, 13, 26, 10));
            __m128i t80 = _mm_cmpgt_epi32(t79, _mm_set1_epi32(28));
            __m128i t81 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t80, _mm_set1_epi32(29)); });
            vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t79, t81);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t82 = _mm_cvtepi32_ps((__m128i)t4);
                __m128 t83 = _mm_mul_ps(t82, _mm_set1_ps(0.125f));
                _mm_storeu_ps(in + ((long)t74 + x_vec_1), t83);
                x_vec_1 += 4L;
                __m128i t84 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(23));
                __m128i t85 = _mm_cmpgt_epi32(t84, _mm_set1_epi32(28));
                __m128i t86 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t85, _mm_set1_epi32(29)); });
                __m128i t87 = _mm_sub_epi32(t84, t86);
                if (x_vec_1 >= t77) {
                    break;
                }
                t4 = (vcc_v4_int)t87;
            }
            x = (int)((long)t74 + t77);
        } else {
            x = t74;
        }
        for (; x < t43; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t43; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t88 = bl[t43 / 2];
        } else {
            t88 = 0.0f;
        }
        double t89 = (double)t88;
        if (n) {
            t90 = rest[n / 2];
        } else {
            t90 = 0.0f;
        }
        double t91 = (double)t90;
        if (n) {
            t92 = out[n - 1];
        } else {
            t92 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t92, c, t91, sb, t89);
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
