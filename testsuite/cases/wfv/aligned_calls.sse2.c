/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

__m128 _ZGVbN4l4a32u_scale(const float *p, float k);
void _ZGVbN4l4a32u_bump(float *p, float k);
__m128 _ZGVbN4ua32v_poly(const float *c, __m128 x);
__m128 _ZGVbN4l4a32u_twice(const float *q, float k);
__m128 _ZGVbN4l4a32u_shifted(const float *q, float k);
/* Loops that call variants with aligned parameters (`aligned(p:32)`: the `a32` in
   `_ZGVdN8l4a32u_scale`), whose bodies read and write through p with aligned vector accesses.
   The loop passes lane 0's pointer: `a + i` and `&a[i]` move by 8 floats (32 bytes) per vector
   of 8 lanes (16 floats per 16 lanes on avx512), so they stay aligned when they start aligned;
   the guard tests the start and runs the scalar loop otherwise. A uniform aligned pointer
   (`poly`'s table) is tested once. main runs every loop from 32-byte aligned starts (the vector
   loops call the variants: see the golden and the remarks) and from starts one element off (a
   misaligned start that the guard must send to the scalar loop: an aligned load through it
   would fault), over odd and even trip counts. Variants calling variants: `twice` passes its own
   aligned `q` on, which the shapes prove aligned, so its variant calls scale's aligned variant;
   `shifted` passes `q + 1`, not aligned, so each of its lanes calls `scale`. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 6 sse4.2=1 sse2=1 neon=1 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

/* vcc: function at aligned_calls.c:18 vector variant _ZGVbN4l4a32u_scale of `scale`: VL 4, unmasked, p linear step 1 aligned 32, k uniform */
__m128 _ZGVbN4l4a32u_scale(const float *p, float k) {
    __m128 t1 = _mm_load_ps(p + 0);
    __m128 t2 = _mm_set1_ps(k);
    __m128 t3 = _mm_mul_ps(t1, t2);
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128 t5 = _mm_add_ps(t3, t4);
    return t5;
}

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

/* vcc: function at aligned_calls.c:24 vector variant _ZGVbN4l4a32u_bump of `bump`: VL 4, unmasked, p linear step 1 aligned 32, k uniform */
void _ZGVbN4l4a32u_bump(float *p, float k) {
    float *t1 = p + 0;
    __m128 t2 = _mm_load_ps(t1);
    __m128 t3 = _mm_set1_ps(k);
    __m128 t4 = _mm_mul_ps(t2, t3);
    __m128 t5 = _mm_set1_ps(2.0f);
    __m128 t6 = _mm_sub_ps(t4, t5);
    _mm_store_ps(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

/* vcc: function at aligned_calls.c:30 vector variant _ZGVbN4ua32v_poly of `poly`: VL 4, unmasked, c uniform aligned 32, x vector */
__m128 _ZGVbN4ua32v_poly(const float *c, __m128 x) {
    __m128 t1 = _mm_set1_ps(c[3]);
    __m128 t2 = _mm_mul_ps(t1, x);
    __m128 t3 = _mm_set1_ps(c[2]);
    __m128 t4 = _mm_add_ps(t2, t3);
    __m128 t5 = _mm_mul_ps(t4, x);
    __m128 t6 = _mm_set1_ps(c[1]);
    __m128 t7 = _mm_add_ps(t5, t6);
    __m128 t8 = _mm_mul_ps(t7, x);
    __m128 t9 = _mm_set1_ps(c[0]);
    __m128 t10 = _mm_add_ps(t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

/* vcc: function at aligned_calls.c:35 vector variant _ZGVbN4l4a32u_twice of `twice`: VL 4, unmasked, q linear step 1 aligned 32, k uniform */
__m128 _ZGVbN4l4a32u_twice(const float *q, float k) {
    __m128 t1 = _ZGVbN4l4a32u_scale(q, k);
    __m128 t2 = _mm_set1_ps(0.5f);
    __m128 t3 = _mm_mul_ps(t1, t2);
    __m128 t4 = _ZGVbN4l4a32u_scale(q, -k);
    __m128 t5 = _mm_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

/* vcc: function at aligned_calls.c:40 vector variant _ZGVbN4l4a32u_shifted of `shifted`: VL 4, unmasked, q linear step 1 aligned 32, k uniform */
__m128 _ZGVbN4l4a32u_shifted(const float *q, float k) {
    const float *t1 = q + 1;
    __m128 t2 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, scale(t1, k));
    __m128 t3 = (__m128)vcc_insert((vcc_v4_float)t2, 1, scale(t1 + 1, k));
    __m128 t4 = (__m128)vcc_insert((vcc_v4_float)t3, 2, scale(t1 + 2, k));
    __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 3, scale(t1 + 3, k));
    __m128 t6 = _mm_load_ps(q + 0);
    __m128 t7 = _mm_sub_ps(t5, t6);
    return t7;
}

void scale_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale(a + i, k);
}

void scale_addr(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale(&a[i], k) - 0.5f;
}

void bump_all(float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        bump(a + i, k);
}

void poly_all(float *out, const float *c, const float *x, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 4, UF 4, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t19 = _mm_set1_ps(c[3]);
            __m128 t20 = _mm_mul_ps(t19, x_v);
            __m128 t21 = _mm_set1_ps(c[2]);
            __m128 t22 = _mm_add_ps(t20, t21);
            __m128 t23 = _mm_mul_ps(t22, x_v);
            __m128 t24 = _mm_set1_ps(c[1]);
            __m128 t25 = _mm_add_ps(t23, t24);
            __m128 t26 = _mm_mul_ps(t25, x_v);
            __m128 t27 = _mm_set1_ps(c[0]);
            __m128 t28 = _mm_add_ps(t26, t27);
            _mm_storeu_ps(t6, t28);
            long t17 = i_vec_1 + 4L;
            float *t18 = out + t17;
            __m128 x_v_2 = _mm_loadu_ps(x + t17);
            __m128 t41 = _mm_set1_ps(c[3]);
            __m128 t42 = _mm_mul_ps(t41, x_v_2);
            __m128 t43 = _mm_set1_ps(c[2]);
            __m128 t44 = _mm_add_ps(t42, t43);
            __m128 t45 = _mm_mul_ps(t44, x_v_2);
            __m128 t46 = _mm_set1_ps(c[1]);
            __m128 t47 = _mm_add_ps(t45, t46);
            __m128 t48 = _mm_mul_ps(t47, x_v_2);
            __m128 t49 = _mm_set1_ps(c[0]);
            __m128 t50 = _mm_add_ps(t48, t49);
            _mm_storeu_ps(t18, t50);
            long t39 = i_vec_1 + 8L;
            float *t40 = out + t39;
            __m128 x_v_3 = _mm_loadu_ps(x + t39);
            __m128 t53 = _mm_set1_ps(c[3]);
            __m128 t54 = _mm_mul_ps(t53, x_v_3);
            __m128 t55 = _mm_set1_ps(c[2]);
            __m128 t56 = _mm_add_ps(t54, t55);
            __m128 t57 = _mm_mul_ps(t56, x_v_3);
            __m128 t58 = _mm_set1_ps(c[1]);
            __m128 t59 = _mm_add_ps(t57, t58);
            __m128 t60 = _mm_mul_ps(t59, x_v_3);
            __m128 t61 = _mm_set1_ps(c[0]);
            __m128 t62 = _mm_add_ps(t60, t61);
            _mm_storeu_ps(t40, t62);
            long t51 = i_vec_1 + 12L;
            float *t52 = out + t51;
            __m128 x_v_4 = _mm_loadu_ps(x + t51);
            __m128 t63 = _mm_set1_ps(c[3]);
            __m128 t64 = _mm_mul_ps(t63, x_v_4);
            __m128 t65 = _mm_set1_ps(c[2]);
            __m128 t66 = _mm_add_ps(t64, t65);
            __m128 t67 = _mm_mul_ps(t66, x_v_4);
            __m128 t68 = _mm_set1_ps(c[1]);
            __m128 t69 = _mm_add_ps(t67, t68);
            __m128 t70 = _mm_mul_ps(t69, x_v_4);
            __m128 t71 = _mm_set1_ps(c[0]);
            __m128 t72 = _mm_add_ps(t70, t71);
            _mm_storeu_ps(t52, t72);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)out + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 16L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t12 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:64 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = out + t13;
            __m128 x_v_1 = _mm_loadu_ps(x + t13);
            __m128 t29 = _mm_set1_ps(c[3]);
            __m128 t30 = _mm_mul_ps(t29, x_v_1);
            __m128 t31 = _mm_set1_ps(c[2]);
            __m128 t32 = _mm_add_ps(t30, t31);
            __m128 t33 = _mm_mul_ps(t32, x_v_1);
            __m128 t34 = _mm_set1_ps(c[1]);
            __m128 t35 = _mm_add_ps(t33, t34);
            __m128 t36 = _mm_mul_ps(t35, x_v_1);
            __m128 t37 = _mm_set1_ps(c[0]);
            __m128 t38 = _mm_add_ps(t36, t37);
            _mm_storeu_ps(t14, t38);
            i_vec += 4L;
            if (i_vec >= t12) {
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        out[t15] = poly(c, t16);
    }
}

void twice_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = twice(a + i, k);
}

/* Reads a[i + 1]: one iteration fewer. */
void shifted_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n - 1; i++)
        out[i] = shifted(a + i, k);
}

static unsigned long digest(const float *v, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned long)(long)(v[i] * 64.0f);
    return h;
}

int main(void) {
    int sizes[9];
    int t70;
    int i;
    int t88;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 31;
    sizes[7] = 33;
    sizes[8] = 1003;
    float *c = (float *)aligned_alloc(32UL, 256UL);
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t6 = _mm_cmpgt_epi32(t5, _mm_set1_epi32(6));
    __m128i t7 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t6, _mm_set1_epi32(7)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t5, t7);
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 4, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t8 = _mm_cvtepi32_ps((__m128i)t1);
        __m128 t9 = _mm_mul_ps(_mm_set1_ps(0.25f), t8);
        __m128 t10 = _mm_sub_ps(t9, _mm_set1_ps(0.5f));
        _mm_storeu_ps(c + i_vec, t10);
        __m128i t11 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t12 = _mm_cmpgt_epi32(t11, _mm_set1_epi32(6));
        __m128i t13 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, _mm_set1_epi32(7)); });
        __m128i t14 = _mm_sub_epi32(t11, t13);
        __m128 t15 = _mm_cvtepi32_ps(t14);
        __m128 t16 = _mm_mul_ps(_mm_set1_ps(0.25f), t15);
        __m128 t17 = _mm_sub_ps(t16, _mm_set1_ps(0.5f));
        _mm_storeu_ps(c + (i_vec + 4L), t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(6));
        __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(7)); });
        __m128i t21 = _mm_sub_epi32(t18, t20);
        __m128 t22 = _mm_cvtepi32_ps(t21);
        __m128 t23 = _mm_mul_ps(_mm_set1_ps(0.25f), t22);
        __m128 t24 = _mm_sub_ps(t23, _mm_set1_ps(0.5f));
        _mm_storeu_ps(c + (i_vec + 8L), t24);
        __m128i t25 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(5));
        __m128i t26 = _mm_cmpgt_epi32(t25, _mm_set1_epi32(6));
        __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t26, _mm_set1_epi32(7)); });
        __m128i t28 = _mm_sub_epi32(t25, t27);
        __m128 t29 = _mm_cvtepi32_ps(t28);
        __m128 t30 = _mm_mul_ps(_mm_set1_ps(0.25f), t29);
        __m128 t31 = _mm_sub_ps(t30, _mm_set1_ps(0.5f));
        _mm_storeu_ps(c + (i_vec + 12L), t31);
        i_vec += 16L;
        __m128i t32 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t33 = _mm_cmpgt_epi32(t32, _mm_set1_epi32(6));
        __m128i t34 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t33, _mm_set1_epi32(7)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t32, t34);
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t35 = n + 1;
        unsigned long bytes = ((unsigned long)t35 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t36 = (long)n + 1L;
            if ((t36 >= 16L) & 1) {
                long t37 = t36 & -16L;
                __m128i t38 = _mm_set1_epi32(0);
                __m128i t39 = _mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t40 = _mm_cmpgt_epi32(t39, _mm_set1_epi32(12));
                __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t40, _mm_set1_epi32(13)); });
                vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t39, t41);
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 4, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    __m128 t42 = _mm_cvtepi32_ps((__m128i)t2);
                    __m128 t43 = _mm_mul_ps(t42, _mm_set1_ps(0.5f));
                    __m128 t44 = _mm_sub_ps(t43, _mm_set1_ps(3.0f));
                    _mm_storeu_ps(a + i_vec_1, t44);
                    __m128i t45 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                    __m128i t46 = _mm_cmpgt_epi32(t45, _mm_set1_epi32(12));
                    __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, _mm_set1_epi32(13)); });
                    __m128i t48 = _mm_sub_epi32(t45, t47);
                    __m128 t49 = _mm_cvtepi32_ps(t48);
                    __m128 t50 = _mm_mul_ps(t49, _mm_set1_ps(0.5f));
                    __m128 t51 = _mm_sub_ps(t50, _mm_set1_ps(3.0f));
                    _mm_storeu_ps(a + (i_vec_1 + 4L), t51);
                    __m128i t52 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                    __m128i t53 = _mm_cmpgt_epi32(t52, _mm_set1_epi32(12));
                    __m128i t54 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t53, _mm_set1_epi32(13)); });
                    __m128i t55 = _mm_sub_epi32(t52, t54);
                    __m128 t56 = _mm_cvtepi32_ps(t55);
                    __m128 t57 = _mm_mul_ps(t56, _mm_set1_ps(0.5f));
                    __m128 t58 = _mm_sub_ps(t57, _mm_set1_ps(3.0f));
                    _mm_storeu_ps(a + (i_vec_1 + 8L), t58);
                    __m128i t59 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(12));
                    __m128i t60 = _mm_cmpgt_epi32(t59, _mm_set1_epi32(12));
                    __m128i t61 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t60, _mm_set1_epi32(13)); });
                    __m128i t62 = _mm_sub_epi32(t59, t61);
                    __m128 t63 = _mm_cvtepi32_ps(t62);
                    __m128 t64 = _mm_mul_ps(t63, _mm_set1_ps(0.5f));
                    __m128 t65 = _mm_sub_ps(t64, _mm_set1_ps(3.0f));
                    _mm_storeu_ps(a + (i_vec_1 + 12L), t65);
                    i_vec_1 += 16L;
                    __m128i t66 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                    __m128i t67 = _mm_cmpgt_epi32(t66, _mm_set1_epi32(12));
                    __m128i t68 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t67, _mm_set1_epi32(13)); });
                    __m128i t69 = _mm_sub_epi32(t66, t68);
                    if (i_vec_1 >= t37) {
                        break;
                    }
                    t2 = (vcc_v4_int)t69;
                }
                t70 = (int)t37;
            } else {
                t70 = 0;
            }
            long t71 = (long)n + (long)t70 * -1L + 1L;
            if ((t71 >= 4L) & (t70 >= 0)) {
                long t72 = t71 & -4L;
                __m128i t73 = _mm_set1_epi32((int)(t70 % 13));
                __m128i t74 = _mm_add_epi32(t73, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t75 = _mm_cmpgt_epi32(t74, _mm_set1_epi32(12));
                __m128i t76 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t75, _mm_set1_epi32(13)); });
                vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t74, t76);
                long i_vec_2 = 0L;
                /* vcc: loop at aligned_calls.c:99 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    __m128 t77 = _mm_cvtepi32_ps((__m128i)t3);
                    __m128 t78 = _mm_mul_ps(t77, _mm_set1_ps(0.5f));
                    __m128 t79 = _mm_sub_ps(t78, _mm_set1_ps(3.0f));
                    _mm_storeu_ps(a + ((long)t70 + i_vec_2), t79);
                    i_vec_2 += 4L;
                    __m128i t80 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(4));
                    __m128i t81 = _mm_cmpgt_epi32(t80, _mm_set1_epi32(12));
                    __m128i t82 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t81, _mm_set1_epi32(13)); });
                    __m128i t83 = _mm_sub_epi32(t80, t82);
                    if (i_vec_2 >= t72) {
                        break;
                    }
                    t3 = (vcc_v4_int)t83;
                }
                i = (int)((long)t70 + t72);
            } else {
                i = t70;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t84 = (long)off;
            float *t85 = a + t84;
            const float *t86 = t85;
            scale_all(out, t86, 1.5f, n);
            const float *t87 = out;
            printf("n=%d off=%d scale %lu", n, off, digest(t87, n));
            scale_addr(out, t86, -2.0f, n);
            printf(" addr %lu", digest(t87, n));
            bump_all(t85, 0.75f, n);
            printf(" bump %lu", digest(a, t35));
            poly_all(out, c + t84, t86, n);
            printf(" poly %lu", digest(t87, n));
            twice_all(out, t86, 1.25f, n);
            printf(" twice %lu", digest(t87, n));
            shifted_all(out, t86, 3.0f, n);
            if (n > 0) {
                t88 = n - 1;
            } else {
                t88 = 0;
            }
            printf(" shifted %lu\n", digest(t87, t88));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
