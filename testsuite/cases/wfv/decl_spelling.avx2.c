/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_bump(float *p, float k);
__attribute__((target("avx2"))) __m256i _ZGVdM8ul3v_tap(const int *w, int i, __m256i x, __m256i mask);
__attribute__((target("avx2"))) __m256d _ZGVdN4uls2u_pick(const double *base, long j, long s);
__attribute__((target("avx2"))) __m256d _ZGVdM4uls2u_pick(const double *base, long j, long s, __m256d mask);
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

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_bump(float *p, float k) {
    float *t1 = p + 0;
    __m256 t2 = _mm256_load_ps(t1);
    __m256 t3 = _mm256_set1_ps(k);
    __m256 t4 = _mm256_mul_ps(t2, t3);
    __m256 t5 = _mm256_set1_ps(1.0f);
    __m256 t6 = _mm256_add_ps(t4, t5);
    _mm256_store_ps(t1, t6);
    __m256 t7 = _mm256_set1_ps(k);
    __m256 t8 = _mm256_sub_ps(t2, t7);
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

__attribute__((target("avx2"))) __m256i _ZGVdM8ul3v_tap(const int *w, int i, __m256i x, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_cmpgt_epi32(x, t2);
    __m256i t4 = _mm256_and_si256(t1, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t3;
    __m256i t6 = _mm256_and_si256(t1, t5);
    vcc_v8_long t7 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t8 = t7 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
    __m256i t9 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (i + 1), t8, (vcc_m8)t6);
    __m256i t10 = t9;
    __m256i t11 = x;
    __m256i t12 = _mm256_sub_epi32(t10, t11);
    __m256i t13 = t12;
    __m256i t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t6);
    vcc_v8_long t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t16 = t15 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
    __m256i t17 = (__m256i)vcc_gather_masked(vcc_v8_int, w + i, t16, (vcc_m8)t4);
    __m256i t18 = t17;
    __m256i t19 = x;
    __m256i t20 = _mm256_mullo_epi32(t18, t19);
    __m256i t21 = t20;
    __m256i t22 = _mm256_blendv_epi8(t14, t21, t4);
    return t22;
}

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(base, s), linear(j:s)) */
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4uls2u_pick(const double *base, long j, long s) {
    __m256i t1 = _mm256_set1_epi64x((long long)0L);
    __m256i t2 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t3 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t2);
    __m256i t4 = _mm256_add_epi64(t1, t3);
    __m256d t5 = (__m256d)vcc_gather(vcc_v4_double, base + j, (vcc_v4_long)t4);
    __m256d t6 = _mm256_set1_pd(0.5);
    __m256d t7 = _mm256_mul_pd(t5, t6);
    __m256d t8 = _mm256_set1_pd((double)s);
    __m256d t9 = _mm256_add_pd(t7, t8);
    return t9;
}

__attribute__((target("avx2"))) __m256d _ZGVdM4uls2u_pick(const double *base, long j, long s, __m256d mask) {
    __m128i t1 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    __m256i t2 = _mm256_set1_epi64x((long long)0L);
    __m256i t3 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t4 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t3);
    __m256i t5 = _mm256_add_epi64(t2, t4);
    __m256d t6 = (__m256d)vcc_gather_masked(vcc_v4_double, base + j, (vcc_v4_long)t5, (vcc_m4)t1);
    __m256d t7 = _mm256_set1_pd(0.5);
    __m256d t8 = _mm256_mul_pd(t6, t7);
    __m256d t9 = _mm256_set1_pd((double)s);
    __m256d t10 = _mm256_add_pd(t8, t9);
    __m256d t11 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t1)));
    return t11;
}

/* A call under a condition in a `#pragma simd vec-function` loop: the masked variant of `tap`,
   its linear argument `3 * k` passed as lane 0's value. */
__attribute__((target("avx2"))) void taps(int *out, const int *w, const int *x, int n) {
    int t11;
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long k_vec_1 = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 8, UF 2, run-time check: `out` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t5 = k_vec_1 + 8L;
            int t6 = (int)k_vec_1;
            long t7 = (long)t6;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m256i t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(x_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t9 = 3 * t6;
            __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t8);
            __m256i t28 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
            __m256i t29 = _mm256_set1_epi32(0);
            __m256i t30 = _mm256_cmpgt_epi32(x_v, t29);
            __m256i t31 = _mm256_and_si256(t28, t30);
            __m256i t32 = (__m256i)~(vcc_m8)t30;
            __m256i t33 = _mm256_and_si256(t28, t32);
            vcc_v8_long t34 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t35 = t34 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t36 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t9 + 1), t35, (vcc_m8)t33);
            __m256i t37 = t36;
            __m256i t38 = x_v;
            __m256i t39 = _mm256_sub_epi32(t37, t38);
            __m256i t40 = t39;
            __m256i t41 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t40, t33);
            vcc_v8_long t42 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t43 = t42 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t44 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t9, t43, (vcc_m8)t31);
            __m256i t45 = t44;
            __m256i t46 = x_v;
            __m256i t47 = _mm256_mullo_epi32(t45, t46);
            __m256i t48 = t47;
            __m256i t49 = _mm256_blendv_epi8(t41, t48, t31);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t7 * 4UL), t8, t49);
            int t23 = (int)t5;
            long t24 = (long)t23;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t24));
            __m256i t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(x_v_2, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t26 = 3 * t23;
            __m256i t27 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t25);
            __m256i t72 = (__m256i)(vcc_m8)((vcc_v8_int)t27 != (vcc_v8_int){0});
            __m256i t73 = _mm256_set1_epi32(0);
            __m256i t74 = _mm256_cmpgt_epi32(x_v_2, t73);
            __m256i t75 = _mm256_and_si256(t72, t74);
            __m256i t76 = (__m256i)~(vcc_m8)t74;
            __m256i t77 = _mm256_and_si256(t72, t76);
            vcc_v8_long t78 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t79 = t78 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t80 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t26 + 1), t79, (vcc_m8)t77);
            __m256i t81 = t80;
            __m256i t82 = x_v_2;
            __m256i t83 = _mm256_sub_epi32(t81, t82);
            __m256i t84 = t83;
            __m256i t85 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t84, t77);
            vcc_v8_long t86 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t87 = t86 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t88 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t26, t87, (vcc_m8)t75);
            __m256i t89 = t88;
            __m256i t90 = x_v_2;
            __m256i t91 = _mm256_mullo_epi32(t89, t90);
            __m256i t92 = t91;
            __m256i t93 = _mm256_blendv_epi8(t85, t92, t75);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t24 * 4UL), t25, t93);
            k_vec_1 += 16L;
            if (k_vec_1 >= t4) {
                t11 = (int)t4;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)x;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        long t15 = t12 & -8L;
        long k_vec = 0L;
        for (;;) {
            int t16 = (int)((long)t11 + k_vec);
            long t17 = (long)t16;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t18 = _mm256_xor_si256(_mm256_cmpeq_epi32(x_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t19 = 3 * t16;
            __m256i t20 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t18);
            __m256i t50 = (__m256i)(vcc_m8)((vcc_v8_int)t20 != (vcc_v8_int){0});
            __m256i t51 = _mm256_set1_epi32(0);
            __m256i t52 = _mm256_cmpgt_epi32(x_v_1, t51);
            __m256i t53 = _mm256_and_si256(t50, t52);
            __m256i t54 = (__m256i)~(vcc_m8)t52;
            __m256i t55 = _mm256_and_si256(t50, t54);
            vcc_v8_long t56 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t57 = t56 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t58 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t19 + 1), t57, (vcc_m8)t55);
            __m256i t59 = t58;
            __m256i t60 = x_v_1;
            __m256i t61 = _mm256_sub_epi32(t59, t60);
            __m256i t62 = t61;
            __m256i t63 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t62, t55);
            vcc_v8_long t64 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t65 = t64 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t66 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t19, t65, (vcc_m8)t53);
            __m256i t67 = t66;
            __m256i t68 = x_v_1;
            __m256i t69 = _mm256_mullo_epi32(t67, t68);
            __m256i t70 = t69;
            __m256i t71 = _mm256_blendv_epi8(t63, t70, t53);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t17 * 4UL), t18, t71);
            k_vec += 8L;
            if (k_vec >= t15) {
                k = (int)((long)t11 + t15);
                break;
            }
        }
    } else {
        k = t11;
    }
    for (; k < n; k++) {
        long t21 = (long)k;
        int t22 = x[t21];
        if (t22 != 0) {
            out[t21] = (_mm256_zeroupper(), tap(w, 3 * k, t22));
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
