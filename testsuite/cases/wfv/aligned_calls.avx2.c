/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_scale(const float *p, float k);
__attribute__((target("avx2"))) void _ZGVdN8l4a32u_bump(float *p, float k);
__attribute__((target("avx2"))) __m256 _ZGVdN8ua32v_poly(const float *c, __m256 x);
__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_twice(const float *q, float k);
__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_shifted(const float *q, float k);
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
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_scale(const float *p, float k) {
    __m256 t1 = _mm256_load_ps(p + 0);
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(t1, t2);
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

__attribute__((target("avx2"))) void _ZGVdN8l4a32u_bump(float *p, float k) {
    float *t1 = p + 0;
    __m256 t2 = _mm256_load_ps(t1);
    __m256 t3 = _mm256_set1_ps(k);
    __m256 t4 = _mm256_mul_ps(t2, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256 t6 = _mm256_sub_ps(t4, t5);
    _mm256_store_ps(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8ua32v_poly(const float *c, __m256 x) {
    __m256 t1 = _mm256_set1_ps(c[3]);
    __m256 t2 = _mm256_mul_ps(t1, x);
    __m256 t3 = _mm256_set1_ps(c[2]);
    __m256 t4 = _mm256_add_ps(t2, t3);
    __m256 t5 = _mm256_mul_ps(t4, x);
    __m256 t6 = _mm256_set1_ps(c[1]);
    __m256 t7 = _mm256_add_ps(t5, t6);
    __m256 t8 = _mm256_mul_ps(t7, x);
    __m256 t9 = _mm256_set1_ps(c[0]);
    __m256 t10 = _mm256_add_ps(t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_twice(const float *q, float k) {
    __m256 t1 = _ZGVdN8l4a32u_scale(q, k);
    __m256 t2 = _mm256_set1_ps(0.5f);
    __m256 t3 = _mm256_mul_ps(t1, t2);
    __m256 t4 = _ZGVdN8l4a32u_scale(q, -k);
    __m256 t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_shifted(const float *q, float k) {
    const float *t1 = q + 1;
    __m256 t2 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t1, k)));
    __m256 t3 = (__m256)vcc_insert((vcc_v8_float)t2, 1, (_mm256_zeroupper(), scale(t1 + 1, k)));
    __m256 t4 = (__m256)vcc_insert((vcc_v8_float)t3, 2, (_mm256_zeroupper(), scale(t1 + 2, k)));
    __m256 t5 = (__m256)vcc_insert((vcc_v8_float)t4, 3, (_mm256_zeroupper(), scale(t1 + 3, k)));
    __m256 t6 = (__m256)vcc_insert((vcc_v8_float)t5, 4, (_mm256_zeroupper(), scale(t1 + 4, k)));
    __m256 t7 = (__m256)vcc_insert((vcc_v8_float)t6, 5, (_mm256_zeroupper(), scale(t1 + 5, k)));
    __m256 t8 = (__m256)vcc_insert((vcc_v8_float)t7, 6, (_mm256_zeroupper(), scale(t1 + 6, k)));
    __m256 t9 = (__m256)vcc_insert((vcc_v8_float)t8, 7, (_mm256_zeroupper(), scale(t1 + 7, k)));
    __m256 t10 = _mm256_load_ps(q + 0);
    __m256 t11 = _mm256_sub_ps(t9, t10);
    return t11;
}

__attribute__((target("avx2"))) void scale_all(float *out, const float *a, float k, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            float *t7 = out + t6;
            const float *t8 = a + t6;
            __m256 t19 = _mm256_load_ps(t8 + 0);
            __m256 t20 = _mm256_set1_ps(k);
            __m256 t21 = _mm256_mul_ps(t19, t20);
            __m256 t22 = _mm256_set1_ps(1.0f);
            __m256 t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(t7, t23);
            long t16 = (long)(int)t5;
            float *t17 = out + t16;
            const float *t18 = a + t16;
            __m256 t29 = _mm256_load_ps(t18 + 0);
            __m256 t30 = _mm256_set1_ps(k);
            __m256 t31 = _mm256_mul_ps(t29, t30);
            __m256 t32 = _mm256_set1_ps(1.0f);
            __m256 t33 = _mm256_add_ps(t31, t32);
            _mm256_storeu_ps(t17, t33);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t9 * 4L)) & 31UL) == 0UL)) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            float *t13 = out + t12;
            const float *t14 = a + t12;
            __m256 t24 = _mm256_load_ps(t14 + 0);
            __m256 t25 = _mm256_set1_ps(k);
            __m256 t26 = _mm256_mul_ps(t24, t25);
            __m256 t27 = _mm256_set1_ps(1.0f);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(t13, t28);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), scale(a + t15, k));
    }
}

__attribute__((target("avx2"))) void scale_addr(float *out, const float *a, float k, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            float *t7 = out + t6;
            const float *t8 = a + t6;
            __m256 t20 = _mm256_load_ps(t8 + 0);
            __m256 t21 = _mm256_set1_ps(k);
            __m256 t22 = _mm256_mul_ps(t20, t21);
            __m256 t23 = _mm256_set1_ps(1.0f);
            __m256 t24 = _mm256_add_ps(t22, t23);
            __m256 t16 = _mm256_sub_ps(t24, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t7, t16);
            long t17 = (long)(int)t5;
            float *t18 = out + t17;
            const float *t19 = a + t17;
            __m256 t32 = _mm256_load_ps(t19 + 0);
            __m256 t33 = _mm256_set1_ps(k);
            __m256 t34 = _mm256_mul_ps(t32, t33);
            __m256 t35 = _mm256_set1_ps(1.0f);
            __m256 t36 = _mm256_add_ps(t34, t35);
            __m256 t31 = _mm256_sub_ps(t36, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t18, t31);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t9 * 4L)) & 31UL) == 0UL)) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            float *t13 = out + t12;
            const float *t14 = a + t12;
            __m256 t26 = _mm256_load_ps(t14 + 0);
            __m256 t27 = _mm256_set1_ps(k);
            __m256 t28 = _mm256_mul_ps(t26, t27);
            __m256 t29 = _mm256_set1_ps(1.0f);
            __m256 t30 = _mm256_add_ps(t28, t29);
            __m256 t25 = _mm256_sub_ps(t30, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t13, t25);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), scale(a + t15, k)) - 0.5f;
    }
}

__attribute__((target("avx2"))) void bump_all(float *a, float k, int n) {
    int t7;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            float *t6 = a + (int)t2;
            float *t12 = t6 + 0;
            __m256 t13 = _mm256_load_ps(t12);
            __m256 t14 = _mm256_set1_ps(k);
            __m256 t15 = _mm256_mul_ps(t13, t14);
            __m256 t16 = _mm256_set1_ps(2.0f);
            __m256 t17 = _mm256_sub_ps(t15, t16);
            _mm256_store_ps(t12, t17);
            float *t11 = a + (int)t5;
            float *t24 = t11 + 0;
            __m256 t25 = _mm256_load_ps(t24);
            __m256 t26 = _mm256_set1_ps(k);
            __m256 t27 = _mm256_mul_ps(t25, t26);
            __m256 t28 = _mm256_set1_ps(2.0f);
            __m256 t29 = _mm256_sub_ps(t27, t28);
            _mm256_store_ps(t24, t29);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        long t9 = t8 & -8L;
        long t1 = 0L;
        for (;;) {
            float *t10 = a + (int)((long)t7 + t1);
            float *t18 = t10 + 0;
            __m256 t19 = _mm256_load_ps(t18);
            __m256 t20 = _mm256_set1_ps(k);
            __m256 t21 = _mm256_mul_ps(t19, t20);
            __m256 t22 = _mm256_set1_ps(2.0f);
            __m256 t23 = _mm256_sub_ps(t21, t22);
            _mm256_store_ps(t18, t23);
            t1 += 8L;
            if (t1 >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a + i, k));
    }
}

__attribute__((target("avx2"))) void poly_all(float *out, const float *c, const float *x, int n) {
    int t11;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)out;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4)) & (((unsigned long)c & 31UL) == 0UL)) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            long t8 = (long)(int)t2;
            float *t9 = out + t8;
            __m256 t10 = _mm256_loadu_ps(x + t8);
            __m256 t24 = _mm256_set1_ps(c[3]);
            __m256 t25 = _mm256_mul_ps(t24, t10);
            __m256 t26 = _mm256_set1_ps(c[2]);
            __m256 t27 = _mm256_add_ps(t25, t26);
            __m256 t28 = _mm256_mul_ps(t27, t10);
            __m256 t29 = _mm256_set1_ps(c[1]);
            __m256 t30 = _mm256_add_ps(t28, t29);
            __m256 t31 = _mm256_mul_ps(t30, t10);
            __m256 t32 = _mm256_set1_ps(c[0]);
            __m256 t33 = _mm256_add_ps(t31, t32);
            _mm256_storeu_ps(t9, t33);
            long t21 = (long)(int)t7;
            float *t22 = out + t21;
            __m256 t23 = _mm256_loadu_ps(x + t21);
            __m256 t44 = _mm256_set1_ps(c[3]);
            __m256 t45 = _mm256_mul_ps(t44, t23);
            __m256 t46 = _mm256_set1_ps(c[2]);
            __m256 t47 = _mm256_add_ps(t45, t46);
            __m256 t48 = _mm256_mul_ps(t47, t23);
            __m256 t49 = _mm256_set1_ps(c[1]);
            __m256 t50 = _mm256_add_ps(t48, t49);
            __m256 t51 = _mm256_mul_ps(t50, t23);
            __m256 t52 = _mm256_set1_ps(c[0]);
            __m256 t53 = _mm256_add_ps(t51, t52);
            _mm256_storeu_ps(t22, t53);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)t6;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)x;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L)))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t15 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)((long)t11 + t1);
            float *t17 = out + t16;
            __m256 t18 = _mm256_loadu_ps(x + t16);
            __m256 t34 = _mm256_set1_ps(c[3]);
            __m256 t35 = _mm256_mul_ps(t34, t18);
            __m256 t36 = _mm256_set1_ps(c[2]);
            __m256 t37 = _mm256_add_ps(t35, t36);
            __m256 t38 = _mm256_mul_ps(t37, t18);
            __m256 t39 = _mm256_set1_ps(c[1]);
            __m256 t40 = _mm256_add_ps(t38, t39);
            __m256 t41 = _mm256_mul_ps(t40, t18);
            __m256 t42 = _mm256_set1_ps(c[0]);
            __m256 t43 = _mm256_add_ps(t41, t42);
            _mm256_storeu_ps(t17, t43);
            t1 += 8L;
            if (t1 >= t15) {
                i = (int)((long)t11 + t15);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = x[t19];
        out[t19] = (_mm256_zeroupper(), poly(c, t20));
    }
}

__attribute__((target("avx2"))) void twice_all(float *out, const float *a, float k, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            float *t7 = out + t6;
            const float *t8 = a + t6;
            __m256 t22 = _mm256_load_ps(t8 + 0);
            __m256 t23 = _mm256_set1_ps(k);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            __m256 t25 = _mm256_set1_ps(1.0f);
            __m256 t26 = _mm256_add_ps(t24, t25);
            __m256 t19 = _mm256_set1_ps(0.5f);
            __m256 t20 = _mm256_mul_ps(t26, t19);
            float t21 = -k;
            __m256 t44 = _mm256_load_ps(t8 + 0);
            __m256 t45 = _mm256_set1_ps(t21);
            __m256 t46 = _mm256_mul_ps(t44, t45);
            __m256 t47 = _mm256_set1_ps(1.0f);
            __m256 t48 = _mm256_add_ps(t46, t47);
            __m256 t43 = _mm256_add_ps(t20, t48);
            _mm256_storeu_ps(t7, t43);
            long t16 = (long)(int)t5;
            float *t17 = out + t16;
            const float *t18 = a + t16;
            __m256 t38 = _mm256_load_ps(t18 + 0);
            __m256 t39 = _mm256_set1_ps(k);
            __m256 t40 = _mm256_mul_ps(t38, t39);
            __m256 t41 = _mm256_set1_ps(1.0f);
            __m256 t42 = _mm256_add_ps(t40, t41);
            __m256 t35 = _mm256_set1_ps(0.5f);
            __m256 t36 = _mm256_mul_ps(t42, t35);
            float t37 = -k;
            __m256 t56 = _mm256_load_ps(t18 + 0);
            __m256 t57 = _mm256_set1_ps(t37);
            __m256 t58 = _mm256_mul_ps(t56, t57);
            __m256 t59 = _mm256_set1_ps(1.0f);
            __m256 t60 = _mm256_add_ps(t58, t59);
            __m256 t55 = _mm256_add_ps(t36, t60);
            _mm256_storeu_ps(t17, t55);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t9 * 4L)) & 31UL) == 0UL)) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            float *t13 = out + t12;
            const float *t14 = a + t12;
            __m256 t30 = _mm256_load_ps(t14 + 0);
            __m256 t31 = _mm256_set1_ps(k);
            __m256 t32 = _mm256_mul_ps(t30, t31);
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256 t34 = _mm256_add_ps(t32, t33);
            __m256 t27 = _mm256_set1_ps(0.5f);
            __m256 t28 = _mm256_mul_ps(t34, t27);
            float t29 = -k;
            __m256 t50 = _mm256_load_ps(t14 + 0);
            __m256 t51 = _mm256_set1_ps(t29);
            __m256 t52 = _mm256_mul_ps(t50, t51);
            __m256 t53 = _mm256_set1_ps(1.0f);
            __m256 t54 = _mm256_add_ps(t52, t53);
            __m256 t49 = _mm256_add_ps(t28, t54);
            _mm256_storeu_ps(t13, t49);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), twice(a + t15, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
__attribute__((target("avx2"))) void shifted_all(float *out, const float *a, float k, int n) {
    int t9;
    int i;
    long t3 = (long)n + -1L;
    if ((t3 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            float *t7 = out + t6;
            const float *t8 = a + t6;
            const float *t19 = t8 + 1;
            __m256 t20 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t19, k)));
            __m256 t21 = (__m256)vcc_insert((vcc_v8_float)t20, 1, (_mm256_zeroupper(), scale(t19 + 1, k)));
            __m256 t22 = (__m256)vcc_insert((vcc_v8_float)t21, 2, (_mm256_zeroupper(), scale(t19 + 2, k)));
            __m256 t23 = (__m256)vcc_insert((vcc_v8_float)t22, 3, (_mm256_zeroupper(), scale(t19 + 3, k)));
            __m256 t24 = (__m256)vcc_insert((vcc_v8_float)t23, 4, (_mm256_zeroupper(), scale(t19 + 4, k)));
            __m256 t25 = (__m256)vcc_insert((vcc_v8_float)t24, 5, (_mm256_zeroupper(), scale(t19 + 5, k)));
            __m256 t26 = (__m256)vcc_insert((vcc_v8_float)t25, 6, (_mm256_zeroupper(), scale(t19 + 6, k)));
            __m256 t27 = (__m256)vcc_insert((vcc_v8_float)t26, 7, (_mm256_zeroupper(), scale(t19 + 7, k)));
            __m256 t28 = _mm256_load_ps(t8 + 0);
            __m256 t29 = _mm256_sub_ps(t27, t28);
            _mm256_storeu_ps(t7, t29);
            long t16 = (long)(int)t5;
            float *t17 = out + t16;
            const float *t18 = a + t16;
            const float *t41 = t18 + 1;
            __m256 t42 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t41, k)));
            __m256 t43 = (__m256)vcc_insert((vcc_v8_float)t42, 1, (_mm256_zeroupper(), scale(t41 + 1, k)));
            __m256 t44 = (__m256)vcc_insert((vcc_v8_float)t43, 2, (_mm256_zeroupper(), scale(t41 + 2, k)));
            __m256 t45 = (__m256)vcc_insert((vcc_v8_float)t44, 3, (_mm256_zeroupper(), scale(t41 + 3, k)));
            __m256 t46 = (__m256)vcc_insert((vcc_v8_float)t45, 4, (_mm256_zeroupper(), scale(t41 + 4, k)));
            __m256 t47 = (__m256)vcc_insert((vcc_v8_float)t46, 5, (_mm256_zeroupper(), scale(t41 + 5, k)));
            __m256 t48 = (__m256)vcc_insert((vcc_v8_float)t47, 6, (_mm256_zeroupper(), scale(t41 + 6, k)));
            __m256 t49 = (__m256)vcc_insert((vcc_v8_float)t48, 7, (_mm256_zeroupper(), scale(t41 + 7, k)));
            __m256 t50 = _mm256_load_ps(t18 + 0);
            __m256 t51 = _mm256_sub_ps(t49, t50);
            _mm256_storeu_ps(t17, t51);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L + -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t9 * 4L)) & 31UL) == 0UL)) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            float *t13 = out + t12;
            const float *t14 = a + t12;
            const float *t30 = t14 + 1;
            __m256 t31 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t30, k)));
            __m256 t32 = (__m256)vcc_insert((vcc_v8_float)t31, 1, (_mm256_zeroupper(), scale(t30 + 1, k)));
            __m256 t33 = (__m256)vcc_insert((vcc_v8_float)t32, 2, (_mm256_zeroupper(), scale(t30 + 2, k)));
            __m256 t34 = (__m256)vcc_insert((vcc_v8_float)t33, 3, (_mm256_zeroupper(), scale(t30 + 3, k)));
            __m256 t35 = (__m256)vcc_insert((vcc_v8_float)t34, 4, (_mm256_zeroupper(), scale(t30 + 4, k)));
            __m256 t36 = (__m256)vcc_insert((vcc_v8_float)t35, 5, (_mm256_zeroupper(), scale(t30 + 5, k)));
            __m256 t37 = (__m256)vcc_insert((vcc_v8_float)t36, 6, (_mm256_zeroupper(), scale(t30 + 6, k)));
            __m256 t38 = (__m256)vcc_insert((vcc_v8_float)t37, 7, (_mm256_zeroupper(), scale(t30 + 7, k)));
            __m256 t39 = _mm256_load_ps(t14 + 0);
            __m256 t40 = _mm256_sub_ps(t38, t39);
            _mm256_storeu_ps(t13, t40);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < (n - 1); i++) {
        long t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), shifted(a + t15, k));
    }
}

static unsigned long digest(const float *v, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned long)(long)(v[i] * 64.0f);
    return h;
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[9];
    int t83;
    int i_1;
    int t103;
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
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(7));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        __m256 t12 = _mm256_cvtepi32_ps(t1);
        __m256 t13 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t12);
        __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)t2, t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = t18;
        __m256 t20 = _mm256_cvtepi32_ps(t19);
        __m256 t21 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t20);
        __m256 t22 = _mm256_sub_ps(t21, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(t2 + 8L), t22);
        __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        __m256 t29 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t28);
        __m256 t30 = _mm256_sub_ps(t29, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(t2 + 16L), t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(7));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        __m256i t35 = t34;
        __m256 t36 = _mm256_cvtepi32_ps(t35);
        __m256 t37 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t36);
        __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(t2 + 24L), t38);
        t2 += 32L;
        __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(7));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        t1 = t42;
    } while (t2 < 64L);
    for (int i = 64; i < 64; i++) {
        c[i] = 0.25f * (float)(i % 7) - 0.5f;
    }
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t43 = n + 1;
        unsigned long bytes = ((unsigned long)t43 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t44 = (long)n + 1L;
            if ((t44 >= 32L) & 1) {
                long t45 = t44 & -32L;
                __m256i t46 = _mm256_set1_epi32(0);
                __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t48 = t47;
                __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(13));
                __m256i t50 = _mm256_min_epu32(t48, t49);
                __m256i t3 = t50;
                long t4 = 0L;
                for (;;) {
                    __m256 t51 = _mm256_cvtepi32_ps(t3);
                    __m256 t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.5f));
                    __m256 t53 = _mm256_sub_ps(t52, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)t4, t53);
                    __m256i t54 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t55 = t54;
                    __m256i t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32(13));
                    __m256i t57 = _mm256_min_epu32(t55, t56);
                    __m256i t58 = t57;
                    __m256 t59 = _mm256_cvtepi32_ps(t58);
                    __m256 t60 = _mm256_mul_ps(t59, _mm256_set1_ps(0.5f));
                    __m256 t61 = _mm256_sub_ps(t60, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(t4 + 8L), t61);
                    __m256i t62 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
                    __m256i t63 = t62;
                    __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(13));
                    __m256i t65 = _mm256_min_epu32(t63, t64);
                    __m256i t66 = t65;
                    __m256 t67 = _mm256_cvtepi32_ps(t66);
                    __m256 t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.5f));
                    __m256 t69 = _mm256_sub_ps(t68, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(t4 + 16L), t69);
                    __m256i t70 = _mm256_add_epi32(t3, _mm256_set1_epi32(11));
                    __m256i t71 = t70;
                    __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(13));
                    __m256i t73 = _mm256_min_epu32(t71, t72);
                    __m256i t74 = t73;
                    __m256 t75 = _mm256_cvtepi32_ps(t74);
                    __m256 t76 = _mm256_mul_ps(t75, _mm256_set1_ps(0.5f));
                    __m256 t77 = _mm256_sub_ps(t76, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(t4 + 24L), t77);
                    t4 += 32L;
                    __m256i t78 = _mm256_add_epi32(t3, _mm256_set1_epi32(6));
                    __m256i t79 = t78;
                    __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(13));
                    __m256i t81 = _mm256_min_epu32(t79, t80);
                    __m256i t82 = t81;
                    if (t4 >= t45) {
                        break;
                    }
                    t3 = t82;
                }
                t83 = (int)t45;
            } else {
                t83 = 0;
            }
            long t84 = (long)n + (long)t83 * -1L + 1L;
            if ((t84 >= 8L) & (t83 >= 0)) {
                long t85 = t84 & -8L;
                __m256i t86 = _mm256_set1_epi32((int)(t83 % 13));
                __m256i t87 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t88 = t87;
                __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(13));
                __m256i t90 = _mm256_min_epu32(t88, t89);
                __m256i t5 = t90;
                long t6 = 0L;
                for (;;) {
                    __m256 t91 = _mm256_cvtepi32_ps(t5);
                    __m256 t92 = _mm256_mul_ps(t91, _mm256_set1_ps(0.5f));
                    __m256 t93 = _mm256_sub_ps(t92, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)t83 + t6), t93);
                    t6 += 8L;
                    __m256i t94 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                    __m256i t95 = t94;
                    __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(13));
                    __m256i t97 = _mm256_min_epu32(t95, t96);
                    __m256i t98 = t97;
                    if (t6 >= t85) {
                        break;
                    }
                    t5 = t98;
                }
                i_1 = (int)((long)t83 + t85);
            } else {
                i_1 = t83;
            }
            for (; i_1 <= n; i_1++) {
                a[i_1] = (float)(i_1 % 13) * 0.5f - 3.0f;
            }
            long t99 = (long)off;
            float *t100 = a + t99;
            const float *t101 = t100;
            scale_all(out, t101, 1.5f, n);
            const float *t102 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t102, n)));
            scale_addr(out, t101, -2.0f, n);
            printf(" addr %lu", (_mm256_zeroupper(), digest(t102, n)));
            bump_all(t100, 0.75f, n);
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t43)));
            poly_all(out, c + t99, t101, n);
            printf(" poly %lu", (_mm256_zeroupper(), digest(t102, n)));
            twice_all(out, t101, 1.25f, n);
            printf(" twice %lu", (_mm256_zeroupper(), digest(t102, n)));
            shifted_all(out, t101, 3.0f, n);
            if (n > 0) {
                t103 = n - 1;
            } else {
                t103 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t102, t103)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
