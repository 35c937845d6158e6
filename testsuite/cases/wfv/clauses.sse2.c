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
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })

__m128 _ZGVbN4uuul_axpy(float *x, float *y, float a, int i);
__m128 _ZGVbM4uuul_axpy(float *x, float *y, float a, int i, __m128 mask);
__m128 _ZGVbM4l8u_pairsum(const float *p, int n, __m128 mask);
__m128i _ZGVbN4vv_divide(__m128i x, __m128i d);
__m128i _ZGVbM4vv_divide(__m128i x, __m128i d, __m128i mask);
__m128i _ZGVbN4vu_ubranch(__m128i x, int n);
/* Each clause: uniform and linear parameters (consecutive loads and stores, masked in the
   masked variant), a linear pointer with a step (a gather), an aligned uniform pointer with a
   varying index (a gather), simdlen, inbranch/notinbranch, a varying if/else (phi to select)
   with an integer division only some lanes make, and a uniform branch. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 sse4.2=6 sse2=6 neon=6 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) */
float axpy(float *x, float *y, float a, int i) {
    float r = a * x[i] + y[i];
    y[i] = r;
    return r;
}

/* vcc: function at clauses.c:11 vector variant _ZGVbN4uuul_axpy of `axpy`: VL 4, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
__m128 _ZGVbN4uuul_axpy(float *x, float *y, float a, int i) {
    long t1 = (long)i;
    __m128 t2 = _mm_loadu_ps(x + t1);
    __m128 t3 = _mm_set1_ps(a);
    __m128 t4 = _mm_mul_ps(t3, t2);
    float *t5 = y + t1;
    __m128 t6 = _mm_loadu_ps(t5);
    __m128 t7 = _mm_add_ps(t4, t6);
    _mm_storeu_ps(t5, t7);
    return t7;
}

/* vcc: function at clauses.c:11 vector variant _ZGVbM4uuul_axpy of `axpy`: VL 4, masked, x uniform, y uniform, a uniform, i linear step 1 */
__m128 _ZGVbM4uuul_axpy(float *x, float *y, float a, int i, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    long t2 = (long)i;
    __m128 t3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1));
    __m128 t4 = _mm_set1_ps(a);
    __m128 t5 = _mm_mul_ps(t4, t3);
    __m128 t6 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t2 * 4UL), t1));
    __m128 t7 = _mm_add_ps(t5, t6);
    vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t2 * 4UL), t7, t1);
    __m128 t8 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t7, _mm_castsi128_ps(t1));
    return t8;
}

/* #pragma omp declare simd uniform(n) linear(p:2) inbranch */
float pairsum(const float *p, int n) {
    return p[0] + p[1] + n;
}

/* vcc: function at clauses.c:18 vector variant _ZGVbM4l8u_pairsum of `pairsum`: VL 4, masked, p linear step 2, n uniform */
__m128 _ZGVbM4l8u_pairsum(const float *p, int n, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    vcc_v4_long t2 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t3 = t2 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128 t4 = (__m128)vcc_gather_masked(vcc_v4_float, p + 0, t3, (vcc_m4)t1);
    vcc_v4_long t5 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t6 = t5 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128 t7 = (__m128)vcc_gather_masked(vcc_v4_float, p + 1, t6, (vcc_m4)t1);
    __m128 t8 = _mm_add_ps(t4, t7);
    __m128 t9 = _mm_set1_ps((float)n);
    __m128 t10 = _mm_add_ps(t8, t9);
    __m128 t11 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t10, _mm_castsi128_ps(t1));
    return t11;
}

#pragma omp declare simd uniform(a) aligned(a:32) notinbranch simdlen(8)
float get(const float *a, float s, int i) {
    return a[i] * s;
}

/* #pragma omp declare simd */
int divide(int x, int d) {
    int r;
    if (x > 0)
        r = x / d;
    else
        r = -x;
    return r;
}

/* vcc: function at clauses.c:28 vector variant _ZGVbN4vv_divide of `divide`: VL 4, unmasked, x vector, d vector */
__m128i _ZGVbN4vv_divide(__m128i x, __m128i d) {
    vcc_v4_int t1;
    __m128i t2 = _mm_set1_epi32(0);
    __m128i t3 = _mm_cmpgt_epi32(x, t2);
    __m128i t4 = _mm_sub_epi32(_mm_setzero_si128(), x);
    if ((_mm_movemask_epi8(t3) != 0)) {
        __m128i t5 = _mm_set1_epi32(1);
        __m128i t6 = vcc_sse2_blendv_epi8(t5, d, t3);
        t1 = (vcc_v4_int)vcc_sse_div_epi32(x, t6);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t7 = vcc_sse2_blendv_epi8(t4, (__m128i)t1, t3);
    return t7;
}

/* vcc: function at clauses.c:28 vector variant _ZGVbM4vv_divide of `divide`: VL 4, masked, x vector, d vector */
__m128i _ZGVbM4vv_divide(__m128i x, __m128i d, __m128i mask) {
    vcc_v4_int t1;
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpgt_epi32(x, t3);
    __m128i t5 = (__m128i)((vcc_m4)t2 & (vcc_m4)t4);
    __m128i t6 = (__m128i)~(vcc_m4)t4;
    __m128i t7 = (__m128i)((vcc_m4)t2 & (vcc_m4)t6);
    __m128i t8 = _mm_sub_epi32(_mm_setzero_si128(), x);
    if ((_mm_movemask_epi8(t5) != 0)) {
        __m128i t9 = _mm_set1_epi32(1);
        __m128i t10 = vcc_sse2_blendv_epi8(t9, d, t5);
        t1 = (vcc_v4_int)vcc_sse_div_epi32(x, t10);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t11 = vcc_sse2_blendv_epi8((__m128i)t1, t8, t7);
    __m128i t12 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t11, t2);
    return t12;
}

/* #pragma omp declare simd uniform(n) notinbranch */
int ubranch(int x, int n) {
    if (n > 3)
        return x * 2;
    return x + n;
}

/* vcc: function at clauses.c:38 vector variant _ZGVbN4vu_ubranch of `ubranch`: VL 4, unmasked, x vector, n uniform */
__m128i _ZGVbN4vu_ubranch(__m128i x, int n) {
    vcc_v4_int t1;
    vcc_v4_int t2;
    int t3 = n > 3;
    __m128i t4 = _mm_set1_epi32((int)t3);
    __m128i t5 = (__m128i)(vcc_m4)((vcc_v4_int)t4 != (vcc_v4_int){0});
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    if ((_mm_movemask_epi8(t6) != 0)) {
        __m128i t7 = _mm_set1_epi32((int)n);
        t1 = (vcc_v4_int)_mm_add_epi32(x, t7);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    if (t3) {
        __m128i t8 = _mm_set1_epi32(2);
        t2 = (vcc_v4_int)(__m128i)((vcc_v4_int)x * (vcc_v4_int)t8);
    } else {
        t2 = (vcc_v4_int)(__m128i)t1;
    }
    return (__m128i)t2;
}

v8f _ZGVdN8uuul_axpy(float *, float *, float, int);
v8f _ZGVdM8uuul_axpy(float *, float *, float, int, v8f);
v8f _ZGVdM8l8u_pairsum(const float *, int, v8f);
v8f _ZGVdN8ua32vv_get(const float *, v8f, v8i);
v8i _ZGVdN8vv_divide(v8i, v8i);
v8i _ZGVdM8vv_divide(v8i, v8i, v8i);
v8i _ZGVdN8vu_ubranch(v8i, int);

static float table[32] __attribute__((aligned(32)));

static void print8f(const char *what, v8f v, const float *m) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        if (!m || m[k] != 0)
            printf(" %g", a[k]);
    printf("\n");
}

static void print8i(const char *what, v8i v, const int *m) {
    int a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        if (!m || m[k] != 0)
            printf(" %d", a[k]);
    printf("\n");
}

int main(void) {
    /* Exact-size heap arrays: a vector access past the scalar ones fails under ASan. */
    float *x = malloc(24 * sizeof(float)), *y = malloc(24 * sizeof(float)), *p = malloc(40 * sizeof(float));
    float fm[8] = {1, 0, 1, 1, 0, 0, 1, 1};
    int im[8] = {0, 1, 1, 0, 1, 1, 1, 0};
    for (int k = 0; k < 24; k++) {
        x[k] = k * 0.5f;
        y[k] = 10 - k;
    }
    for (int k = 0; k < 40; k++)
        p[k] = k * k * 0.25f;
    for (int k = 0; k < 32; k++)
        table[k] = 100 + k;
    /* Scalar first, on a copy, then the variants on y. */
    float ys[24];
    memcpy(ys, y, sizeof ys);
    for (int i = 0; i < 8; i++)
        printf("%g ", axpy(x, ys, 2, i));
    printf("\n");
    print8f("axpy N", _ZGVdN8uuul_axpy(x, y, 2, 0), NULL);
    print8f("axpy M", _ZGVdM8uuul_axpy(x, y, 3, 16, TO_VEC(v8f, fm)), fm);
    for (int k = 0; k < 24; k++)
        printf("%g ", y[k]);
    printf("\n");
    for (int i = 0; i < 8; i++)
        printf("%g ", pairsum(p + 2 * i + 24, 3));
    printf("\n");
    print8f("pairsum M", _ZGVdM8l8u_pairsum(p + 24, 3, TO_VEC(v8f, fm)), fm);
    float s[8];
    int idx[8] = {31, 0, 5, 5, 17, 2, 30, 9};
    for (int k = 0; k < 8; k++) {
        s[k] = 0.5f * k;
        printf("%g ", get(table, s[k], idx[k]));
    }
    printf("\n");
    print8f("get N", _ZGVdN8ua32vv_get(table, TO_VEC(v8f, s), TO_VEC(v8i, idx)), NULL);
    /* Lanes with x <= 0 have d == 0: the scalar code never divides there. */
    int dx[8] = {7, -3, 0, 100, -8, 9, 1, -1};
    int dd[8] = {2, 0, 0, -7, 0, 4, 1, 0};
    for (int k = 0; k < 8; k++)
        printf("%d ", divide(dx[k], dd[k]));
    printf("\n");
    print8i("divide N", _ZGVdN8vv_divide(TO_VEC(v8i, dx), TO_VEC(v8i, dd)), NULL);
    int ones[8] = {1, 1, 1, 1, 1, 1, 1, 1};
    int dd2[8] = {2, 0, 0, -7, 5, 4, 0, 3};
    int dm[8] = {1, 1, 1, 1, 0, 1, 0, 1};
    print8i("divide M", _ZGVdM8vv_divide(TO_VEC(v8i, dx), TO_VEC(v8i, dd2), TO_VEC(v8i, dm)), dm);
    print8i("divide M1", _ZGVdM8vv_divide(TO_VEC(v8i, dx), TO_VEC(v8i, dd), TO_VEC(v8i, ones)), ones);
    (void)im;
    for (int n = 2; n < 6; n += 3) {
        for (int k = 0; k < 8; k++)
            printf("%d ", ubranch(dx[k], n));
        printf("\n");
        print8i("ubranch N", _ZGVdN8vu_ubranch(TO_VEC(v8i, dx), n), NULL);
    }
    free(x);
    free(y);
    free(p);
    return 0;
}
