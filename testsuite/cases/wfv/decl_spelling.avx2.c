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

/* vcc: function at decl_spelling.c:21 vector variant _ZGVdN8l4a32u_bump of `bump`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
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

/* vcc: function at decl_spelling.c:31 vector variant _ZGVdM8ul3v_tap of `tap`: VL 8, masked, w uniform, i linear step 3, x vector */
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
    __m256i t10 = _mm256_sub_epi32(t9, x);
    __m256i t11 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t10, t6);
    vcc_v8_long t12 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t13 = t12 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
    __m256i t14 = (__m256i)vcc_gather_masked(vcc_v8_int, w + i, t13, (vcc_m8)t4);
    __m256i t15 = _mm256_mullo_epi32(t14, x);
    __m256i t16 = _mm256_blendv_epi8(t11, t15, t4);
    return t16;
}

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(base, s), linear(j:s)) */
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVdN4uls2u_pick of `pick`: VL 4, unmasked, base uniform, j linear step parameter 3, s uniform */
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

/* vcc: function at decl_spelling.c:41 vector variant _ZGVdM4uls2u_pick of `pick`: VL 4, masked, base uniform, j linear step parameter 3, s uniform */
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
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        long k_vec = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 8, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + k_vec));
            __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(x_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t7 = 3 * (int)k_vec;
            __m256i t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t6);
            __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)t8 != (vcc_v8_int){0});
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = _mm256_cmpgt_epi32(x_v, t12);
            __m256i t14 = _mm256_and_si256(t11, t13);
            __m256i t15 = (__m256i)~(vcc_m8)t13;
            __m256i t16 = _mm256_and_si256(t11, t15);
            vcc_v8_long t17 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t18 = t17 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t19 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t7 + 1), t18, (vcc_m8)t16);
            __m256i t20 = _mm256_sub_epi32(t19, x_v);
            __m256i t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t20, t16);
            vcc_v8_long t22 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t23 = t22 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t24 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t7, t23, (vcc_m8)t14);
            __m256i t25 = _mm256_mullo_epi32(t24, x_v);
            __m256i t26 = _mm256_blendv_epi8(t21, t25, t14);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)k_vec * 4UL), t6, t26);
            k_vec += 8L;
            if (k_vec >= t5) {
                k = (int)t5;
                break;
            }
        }
    } else {
        k = 0;
    }
    for (; k < n; k++) {
        long t9 = (long)k;
        int t10 = x[t9];
        if (t10 != 0) {
            out[t9] = (_mm256_zeroupper(), tap(w, 3 * k, t10));
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
