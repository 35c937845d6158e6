/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }

__m128 _ZGVbN4l4a16u_bump(float *p, float k);
__m128i _ZGVbM4ul3v_tap(const int *w, int i, __m128i x, __m128i mask);
__m128d _ZGVbN2uls2u_pick(const double *base, long j, long s);
__m128d _ZGVbM2uls2u_pick(const double *base, long j, long s, __m128d mask);
/* vcc's own spelling of the annotations, `__decl-vec-function(...)` and `#pragma simd
   vec-function`, which vcc reads under -DVCC_ANNOTATIONS (the flags below) and gcc never sees:
   uniform, linear with the default step, a constant step and a step held in a uniform
   parameter, alignment, mask, nomask and neither. `alignment(p)` on the linear pointer of `bump`
   promises that the vector variant's `p` (lane 0's) is aligned to the vector, so its consecutive
   load and store are aligned ones; main passes it 32-byte aligned pointers (aligned_alloc).
   main calls the variants by their ABI names: in the original, built without vcc, those are
   decl_spelling.lib.c's weak per-lane definitions, which call the scalar function for each
   active lane; in the programs built from vcc's output, vcc's variants replace them. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: flags -DVCC_ANNOTATIONS */
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(k), linear(p), alignment(p), nomask) */
#endif
float bump(float *p, float k) {
    float v = p[0];
    p[0] = v * k + 1.0f;
    return v - k;
}

/* vcc: function at decl_spelling.c:21 vector variant _ZGVbN4l4a16u_bump of `bump`: VL 4, unmasked, p linear step 1 aligned 16, k uniform */
__m128 _ZGVbN4l4a16u_bump(float *p, float k) {
    float *t1 = p + 0;
    __m128 t2 = _mm_load_ps(t1);
    __m128 t3 = _mm_set1_ps(k);
    __m128 t4 = _mm_mul_ps(t2, t3);
    __m128 t5 = _mm_set1_ps(1.0f);
    __m128 t6 = _mm_add_ps(t4, t5);
    _mm_store_ps(t1, t6);
    __m128 t7 = _mm_set1_ps(k);
    __m128 t8 = _mm_sub_ps(t2, t7);
    return t8;
}

/* Every third element (a strided gather), only the masked variant, with a varying branch. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(w), linear(i:3), mask) */
#endif
int tap(const int *w, int i, int x) {
    if (x > 0)
        return w[i] * x;
    return w[i + 1] - x;
}

/* vcc: function at decl_spelling.c:31 vector variant _ZGVbM4ul3v_tap of `tap`: VL 4, masked, w uniform, i linear step 3, x vector */
__m128i _ZGVbM4ul3v_tap(const int *w, int i, __m128i x, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t2 = _mm_set1_epi32(0);
    __m128i t3 = _mm_cmpgt_epi32(x, t2);
    __m128i t4 = (__m128i)((vcc_m4)t1 & (vcc_m4)t3);
    __m128i t5 = (__m128i)~(vcc_m4)t3;
    __m128i t6 = (__m128i)((vcc_m4)t1 & (vcc_m4)t5);
    vcc_v4_long t7 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t8 = t7 + (vcc_v4_long){0L, 3L, 6L, 9L};
    __m128i t9 = (__m128i)vcc_gather_masked(vcc_v4_int, w + (i + 1), t8, (vcc_m4)t6);
    __m128i t10 = _mm_sub_epi32(t9, x);
    __m128i t11 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t10, t6);
    vcc_v4_long t12 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t13 = t12 + (vcc_v4_long){0L, 3L, 6L, 9L};
    __m128i t14 = (__m128i)vcc_gather_masked(vcc_v4_int, w + i, t13, (vcc_m4)t4);
    __m128i t15 = (__m128i)((vcc_v4_uint)t14 * (vcc_v4_uint)x);
    __m128i t16 = vcc_sse2_blendv_epi8(t11, t15, t4);
    return t16;
}

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(base, s), linear(j:s)) */
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVbN2uls2u_pick of `pick`: VL 2, unmasked, base uniform, j linear step parameter 3, s uniform */
__m128d _ZGVbN2uls2u_pick(const double *base, long j, long s) {
    __m128i t1 = _mm_set1_epi64x((long long)0L);
    __m128i t2 = _mm_set1_epi64x((long long)(1L * s));
    __m128i t3 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t2);
    __m128i t4 = _mm_add_epi64(t1, t3);
    __m128d t5 = (__m128d)vcc_gather(vcc_v2_double, base + j, (vcc_v2_long)t4);
    __m128d t6 = _mm_set1_pd(0.5);
    __m128d t7 = _mm_mul_pd(t5, t6);
    __m128d t8 = _mm_set1_pd((double)s);
    __m128d t9 = _mm_add_pd(t7, t8);
    return t9;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVbM2uls2u_pick of `pick`: VL 2, masked, base uniform, j linear step parameter 3, s uniform */
__m128d _ZGVbM2uls2u_pick(const double *base, long j, long s, __m128d mask) {
    __m128i t1 = (__m128i)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    __m128i t2 = _mm_set1_epi64x((long long)0L);
    __m128i t3 = _mm_set1_epi64x((long long)(1L * s));
    __m128i t4 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t3);
    __m128i t5 = _mm_add_epi64(t2, t4);
    __m128d t6 = (__m128d)vcc_gather_masked(vcc_v2_double, base + j, (vcc_v2_long)t5, (vcc_m2)t1);
    __m128d t7 = _mm_set1_pd(0.5);
    __m128d t8 = _mm_mul_pd(t6, t7);
    __m128d t9 = _mm_set1_pd((double)s);
    __m128d t10 = _mm_add_pd(t8, t9);
    __m128d t11 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t10, _mm_castsi128_pd(t1));
    return t11;
}

/* A call under a condition in a `#pragma simd vec-function` loop: the masked variant of `tap`,
   its linear argument `3 * k` passed as lane 0's value. */
void taps(int *out, const int *w, const int *x, int n) {
    int t9;
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        long k_vec_1 = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 4, UF 2, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + k_vec_1));
            __m128i t6 = vcc_sse_not(_mm_cmpeq_epi32(x_v, _mm_set1_epi32(0)));
            int t7 = 3 * (int)k_vec_1;
            __m128i t8 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t6);
            __m128i t25 = (__m128i)(vcc_m4)((vcc_v4_int)t8 != (vcc_v4_int){0});
            __m128i t26 = _mm_set1_epi32(0);
            __m128i t27 = _mm_cmpgt_epi32(x_v, t26);
            __m128i t28 = (__m128i)((vcc_m4)t25 & (vcc_m4)t27);
            __m128i t29 = (__m128i)~(vcc_m4)t27;
            __m128i t30 = (__m128i)((vcc_m4)t25 & (vcc_m4)t29);
            vcc_v4_long t31 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t32 = t31 + (vcc_v4_long){0L, 3L, 6L, 9L};
            __m128i t33 = (__m128i)vcc_gather_masked(vcc_v4_int, w + (t7 + 1), t32, (vcc_m4)t30);
            __m128i t34 = _mm_sub_epi32(t33, x_v);
            __m128i t35 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t34, t30);
            vcc_v4_long t36 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t37 = t36 + (vcc_v4_long){0L, 3L, 6L, 9L};
            __m128i t38 = (__m128i)vcc_gather_masked(vcc_v4_int, w + t7, t37, (vcc_m4)t28);
            __m128i t39 = (__m128i)((vcc_v4_uint)t38 * (vcc_v4_uint)x_v);
            __m128i t40 = vcc_sse2_blendv_epi8(t35, t39, t28);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)k_vec_1 * 4UL), t40, t6);
            long t21 = k_vec_1 + 4L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t21));
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(x_v_2, _mm_set1_epi32(0)));
            int t23 = 3 * (int)t21;
            __m128i t24 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t22);
            __m128i t57 = (__m128i)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
            __m128i t58 = _mm_set1_epi32(0);
            __m128i t59 = _mm_cmpgt_epi32(x_v_2, t58);
            __m128i t60 = (__m128i)((vcc_m4)t57 & (vcc_m4)t59);
            __m128i t61 = (__m128i)~(vcc_m4)t59;
            __m128i t62 = (__m128i)((vcc_m4)t57 & (vcc_m4)t61);
            vcc_v4_long t63 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t64 = t63 + (vcc_v4_long){0L, 3L, 6L, 9L};
            __m128i t65 = (__m128i)vcc_gather_masked(vcc_v4_int, w + (t23 + 1), t64, (vcc_m4)t62);
            __m128i t66 = _mm_sub_epi32(t65, x_v_2);
            __m128i t67 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t66, t62);
            vcc_v4_long t68 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t69 = t68 + (vcc_v4_long){0L, 3L, 6L, 9L};
            __m128i t70 = (__m128i)vcc_gather_masked(vcc_v4_int, w + t23, t69, (vcc_m4)t60);
            __m128i t71 = (__m128i)((vcc_v4_uint)t70 * (vcc_v4_uint)x_v_2);
            __m128i t72 = vcc_sse2_blendv_epi8(t67, t71, t60);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)t21 * 4UL), t72, t22);
            k_vec_1 += 8L;
            if (k_vec_1 >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 4L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -4L;
        long k_vec = 0L;
        /* vcc: loop at decl_spelling.c:51 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + k_vec;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t15));
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi32(x_v_1, _mm_set1_epi32(0)));
            int t17 = 3 * (int)t15;
            __m128i t18 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t16);
            __m128i t41 = (__m128i)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
            __m128i t42 = _mm_set1_epi32(0);
            __m128i t43 = _mm_cmpgt_epi32(x_v_1, t42);
            __m128i t44 = (__m128i)((vcc_m4)t41 & (vcc_m4)t43);
            __m128i t45 = (__m128i)~(vcc_m4)t43;
            __m128i t46 = (__m128i)((vcc_m4)t41 & (vcc_m4)t45);
            vcc_v4_long t47 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t48 = t47 + (vcc_v4_long){0L, 3L, 6L, 9L};
            __m128i t49 = (__m128i)vcc_gather_masked(vcc_v4_int, w + (t17 + 1), t48, (vcc_m4)t46);
            __m128i t50 = _mm_sub_epi32(t49, x_v_1);
            __m128i t51 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t50, t46);
            vcc_v4_long t52 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t53 = t52 + (vcc_v4_long){0L, 3L, 6L, 9L};
            __m128i t54 = (__m128i)vcc_gather_masked(vcc_v4_int, w + t17, t53, (vcc_m4)t44);
            __m128i t55 = (__m128i)((vcc_v4_uint)t54 * (vcc_v4_uint)x_v_1);
            __m128i t56 = vcc_sse2_blendv_epi8(t51, t55, t44);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)t15 * 4UL), t56, t16);
            k_vec += 4L;
            if (k_vec >= t14) {
                k = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        k = t9;
    }
    for (; k < n; k++) {
        long t19 = (long)k;
        int t20 = x[t19];
        if (t20 != 0) {
            out[t19] = tap(w, 3 * k, t20);
        }
    }
}

v8f _ZGVdN8l4a32u_bump(float *, float);
v8i _ZGVdM8ul3v_tap(const int *, int, v8i, v8i);
v4d _ZGVdN4uls2u_pick(const double *, long, long);
v4d _ZGVdM4uls2u_pick(const double *, long, long, v4d);

int main(void) {
    /* bump: scalar on one aligned buffer, the variant on another, 32-byte aligned at +0 and +8. */
    float *ps = aligned_alloc(32, 24 * sizeof(float)), *pv = aligned_alloc(32, 24 * sizeof(float));
    for (int k = 0; k < 24; k++)
        ps[k] = pv[k] = k * 0.75f - 4;
    for (int at = 0; at <= 8; at += 8) {
        for (int l = 0; l < 8; l++)
            printf("%g ", bump(ps + at + l, 1.5f));
        printf("\n");
        print8f("bump N", _ZGVdN8l4a32u_bump(pv + at, 1.5f), NULL);
    }
    for (int k = 0; k < 24; k++)
        printf("%g%s", pv[k], ps[k] == pv[k] ? " " : "! ");
    printf("\n");

    /* tap, masked: lane 7, inactive, would read w[24], past the end of w. */
    int *w = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        w[k] = k * k - 40;
    int x[8] = {3, -2, 0, 7, -9, 1, 5, -1}, m[8] = {-1, -1, 0, -1, -1, 0, -1, 0};
    for (int l = 0; l < 8; l++)
        if (m[l])
            printf("%d ", tap(w, 2 + 3 * l, x[l]));
    printf("\n");
    print8i("tap M", _ZGVdM8ul3v_tap(w, 2, TO_VEC(v8i, x), TO_VEC(v8i, m)), m);

    /* pick: a step of 5 elements held in `s`. */
    double *base = malloc(32 * sizeof(double)), d[4];
    for (int k = 0; k < 32; k++)
        base[k] = k * 1.25;
    for (int l = 0; l < 4; l++)
        printf("%g ", pick(base, 4 + 5 * l, 5));
    printf("\n");
    FROM_VEC(d, _ZGVdN4uls2u_pick(base, 4, 5));
    printf("pick N %g %g %g %g\n", d[0], d[1], d[2], d[3]);
    double dm[4] = {1, 0, 0, 1};
    FROM_VEC(d, _ZGVdM4uls2u_pick(base, 9, 5, TO_VEC(v4d, dm)));
    printf("pick M %g %g\n", d[0], d[3]);

    /* The loop over several counts, exact-size arrays. */
    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int *ww = malloc((3 * n + 1) * sizeof(int)), *xs = malloc((n + 1) * sizeof(int)), *out = malloc((n + 1) * sizeof(int));
        for (int k = 0; k < 3 * n + 1; k++)
            ww[k] = (k * 7) % 23 - 11;
        for (int k = 0; k < n; k++) {
            xs[k] = (k * 5) % 7 - 3;
            out[k] = -k;
        }
        taps(out, ww, xs, n);
        unsigned long sum = 0;
        for (int k = 0; k < n; k++)
            sum = sum * 31 + (unsigned)out[k];
        printf("n=%d %lu\n", n, sum);
        free(ww);
        free(xs);
        free(out);
    }
    free(ps);
    free(pv);
    free(w);
    free(base);
    return 0;
}
