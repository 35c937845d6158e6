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
    int t14;
    int k;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)out;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            int t8 = (int)t2;
            long t9 = (long)t8;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(x + t9));
            __m256i t11 = _mm256_xor_si256(_mm256_cmpeq_epi32(t10, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t12 = 3 * t8;
            __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t11);
            __m256i t33 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
            __m256i t34 = _mm256_set1_epi32(0);
            __m256i t35 = _mm256_cmpgt_epi32(t10, t34);
            __m256i t36 = _mm256_and_si256(t33, t35);
            __m256i t37 = (__m256i)~(vcc_m8)t35;
            __m256i t38 = _mm256_and_si256(t33, t37);
            vcc_v8_long t39 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t40 = t39 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t41 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t12 + 1), t40, (vcc_m8)t38);
            __m256i t42 = t41;
            __m256i t43 = t10;
            __m256i t44 = _mm256_sub_epi32(t42, t43);
            __m256i t45 = t44;
            __m256i t46 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t45, t38);
            vcc_v8_long t47 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t48 = t47 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t49 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t12, t48, (vcc_m8)t36);
            __m256i t50 = t49;
            __m256i t51 = t10;
            __m256i t52 = _mm256_mullo_epi32(t50, t51);
            __m256i t53 = t52;
            __m256i t54 = _mm256_blendv_epi8(t46, t53, t36);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t9 * 4UL), t11, t54);
            int t27 = (int)t7;
            long t28 = (long)t27;
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(x + t28));
            __m256i t30 = _mm256_xor_si256(_mm256_cmpeq_epi32(t29, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t31 = 3 * t27;
            __m256i t32 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t30);
            __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_int)t32 != (vcc_v8_int){0});
            __m256i t78 = _mm256_set1_epi32(0);
            __m256i t79 = _mm256_cmpgt_epi32(t29, t78);
            __m256i t80 = _mm256_and_si256(t77, t79);
            __m256i t81 = (__m256i)~(vcc_m8)t79;
            __m256i t82 = _mm256_and_si256(t77, t81);
            vcc_v8_long t83 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t84 = t83 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t85 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t31 + 1), t84, (vcc_m8)t82);
            __m256i t86 = t85;
            __m256i t87 = t29;
            __m256i t88 = _mm256_sub_epi32(t86, t87);
            __m256i t89 = t88;
            __m256i t90 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t89, t82);
            vcc_v8_long t91 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t92 = t91 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t93 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t31, t92, (vcc_m8)t80);
            __m256i t94 = t93;
            __m256i t95 = t29;
            __m256i t96 = _mm256_mullo_epi32(t94, t95);
            __m256i t97 = t96;
            __m256i t98 = _mm256_blendv_epi8(t90, t97, t80);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t28 * 4UL), t30, t98);
            t2 += 16L;
            if (t2 >= t6) {
                t14 = (int)t6;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)out;
    unsigned long t17 = (unsigned long)x;
    if ((t15 >= 8L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))))) {
        long t18 = t15 & -8L;
        long t1 = 0L;
        for (;;) {
            int t19 = (int)((long)t14 + t1);
            long t20 = (long)t19;
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            int t23 = 3 * t19;
            __m256i t24 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t22);
            __m256i t55 = (__m256i)(vcc_m8)((vcc_v8_int)t24 != (vcc_v8_int){0});
            __m256i t56 = _mm256_set1_epi32(0);
            __m256i t57 = _mm256_cmpgt_epi32(t21, t56);
            __m256i t58 = _mm256_and_si256(t55, t57);
            __m256i t59 = (__m256i)~(vcc_m8)t57;
            __m256i t60 = _mm256_and_si256(t55, t59);
            vcc_v8_long t61 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t62 = t61 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t63 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (t23 + 1), t62, (vcc_m8)t60);
            __m256i t64 = t63;
            __m256i t65 = t21;
            __m256i t66 = _mm256_sub_epi32(t64, t65);
            __m256i t67 = t66;
            __m256i t68 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t67, t60);
            vcc_v8_long t69 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t70 = t69 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            __m256i t71 = (__m256i)vcc_gather_masked(vcc_v8_int, w + t23, t70, (vcc_m8)t58);
            __m256i t72 = t71;
            __m256i t73 = t21;
            __m256i t74 = _mm256_mullo_epi32(t72, t73);
            __m256i t75 = t74;
            __m256i t76 = _mm256_blendv_epi8(t68, t75, t58);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t20 * 4UL), t22, t76);
            t1 += 8L;
            if (t1 >= t18) {
                k = (int)((long)t14 + t18);
                break;
            }
        }
    } else {
        k = t14;
    }
    for (; k < n; k++) {
        long t25 = (long)k;
        int t26 = x[t25];
        if (t26 != 0) {
            out[t25] = (_mm256_zeroupper(), tap(w, 3 * k, t26));
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
