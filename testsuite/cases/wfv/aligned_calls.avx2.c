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
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    t1 = _mm256_load_ps(p + 0);
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(t1, t2);
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

__attribute__((target("avx2"))) void _ZGVdN8l4a32u_bump(float *p, float k) {
    float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    t1 = p + 0;
    t2 = _mm256_load_ps(t1);
    t3 = _mm256_set1_ps(k);
    t4 = _mm256_mul_ps(t2, t3);
    t5 = _mm256_set1_ps(2.0f);
    t6 = _mm256_sub_ps(t4, t5);
    _mm256_store_ps(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8ua32v_poly(const float *c, __m256 x) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    t1 = _mm256_set1_ps(c[3]);
    t2 = _mm256_mul_ps(t1, x);
    t3 = _mm256_set1_ps(c[2]);
    t4 = _mm256_add_ps(t2, t3);
    t5 = _mm256_mul_ps(t4, x);
    t6 = _mm256_set1_ps(c[1]);
    t7 = _mm256_add_ps(t5, t6);
    t8 = _mm256_mul_ps(t7, x);
    t9 = _mm256_set1_ps(c[0]);
    t10 = _mm256_add_ps(t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_twice(const float *q, float k) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    t1 = _ZGVdN8l4a32u_scale(q, k);
    t2 = _mm256_set1_ps(0.5f);
    t3 = _mm256_mul_ps(t1, t2);
    t4 = _ZGVdN8l4a32u_scale(q, -k);
    t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l4a32u_shifted(const float *q, float k) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    const float *t9;
    __m256 t10;
    __m256 t11;
    t9 = q + 1;
    t1 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t9, k)));
    t2 = (__m256)vcc_insert((vcc_v8_float)t1, 1, (_mm256_zeroupper(), scale(t9 + 1, k)));
    t3 = (__m256)vcc_insert((vcc_v8_float)t2, 2, (_mm256_zeroupper(), scale(t9 + 2, k)));
    t4 = (__m256)vcc_insert((vcc_v8_float)t3, 3, (_mm256_zeroupper(), scale(t9 + 3, k)));
    t5 = (__m256)vcc_insert((vcc_v8_float)t4, 4, (_mm256_zeroupper(), scale(t9 + 4, k)));
    t6 = (__m256)vcc_insert((vcc_v8_float)t5, 5, (_mm256_zeroupper(), scale(t9 + 5, k)));
    t7 = (__m256)vcc_insert((vcc_v8_float)t6, 6, (_mm256_zeroupper(), scale(t9 + 6, k)));
    t8 = (__m256)vcc_insert((vcc_v8_float)t7, 7, (_mm256_zeroupper(), scale(t9 + 7, k)));
    t10 = _mm256_load_ps(q + 0);
    t11 = _mm256_sub_ps(t8, t10);
    return t11;
}

__attribute__((target("avx2"))) void scale_all(float *out, const float *a, float k, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    const float *t8;
    int t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    const float *t14;
    int i;
    long t15;
    long t16;
    float *t17;
    const float *t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    t3 = (long)n;
    if ((t3 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (long)(int)(0L + t2);
            t7 = out + t6;
            t8 = a + t6;
            t19 = _mm256_load_ps(t8 + 0);
            t20 = _mm256_set1_ps(k);
            t21 = _mm256_mul_ps(t19, t20);
            t22 = _mm256_set1_ps(1.0f);
            t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(t7, t23);
            t16 = (long)(int)(0L + t5);
            t17 = out + t16;
            t18 = a + t16;
            t29 = _mm256_load_ps(t18 + 0);
            t30 = _mm256_set1_ps(k);
            t31 = _mm256_mul_ps(t29, t30);
            t32 = _mm256_set1_ps(1.0f);
            t33 = _mm256_add_ps(t31, t32);
            _mm256_storeu_ps(t17, t33);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)(0L + (long)t9 * 4L)) & 31UL) == 0UL)) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t9 + t1);
            t13 = out + t12;
            t14 = a + t12;
            t24 = _mm256_load_ps(t14 + 0);
            t25 = _mm256_set1_ps(k);
            t26 = _mm256_mul_ps(t24, t25);
            t27 = _mm256_set1_ps(1.0f);
            t28 = _mm256_add_ps(t26, t27);
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
        t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), scale(a + t15, k));
    }
}

__attribute__((target("avx2"))) void scale_addr(float *out, const float *a, float k, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    const float *t8;
    int t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    const float *t14;
    int i;
    long t15;
    __m256 t16;
    long t17;
    float *t18;
    const float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    t3 = (long)n;
    if ((t3 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (long)(int)(0L + t2);
            t7 = out + t6;
            t8 = a + t6;
            t20 = _mm256_load_ps(t8 + 0);
            t21 = _mm256_set1_ps(k);
            t22 = _mm256_mul_ps(t20, t21);
            t23 = _mm256_set1_ps(1.0f);
            t24 = _mm256_add_ps(t22, t23);
            t16 = _mm256_sub_ps(t24, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t7, t16);
            t17 = (long)(int)(0L + t5);
            t18 = out + t17;
            t19 = a + t17;
            t32 = _mm256_load_ps(t19 + 0);
            t33 = _mm256_set1_ps(k);
            t34 = _mm256_mul_ps(t32, t33);
            t35 = _mm256_set1_ps(1.0f);
            t36 = _mm256_add_ps(t34, t35);
            t31 = _mm256_sub_ps(t36, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t18, t31);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)(0L + (long)t9 * 4L)) & 31UL) == 0UL)) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t9 + t1);
            t13 = out + t12;
            t14 = a + t12;
            t26 = _mm256_load_ps(t14 + 0);
            t27 = _mm256_set1_ps(k);
            t28 = _mm256_mul_ps(t26, t27);
            t29 = _mm256_set1_ps(1.0f);
            t30 = _mm256_add_ps(t28, t29);
            t25 = _mm256_sub_ps(t30, _mm256_set1_ps(0.5f));
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
        t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), scale(a + t15, k)) - 0.5f;
    }
}

__attribute__((target("avx2"))) void bump_all(float *a, float k, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    float *t6;
    int t7;
    long t8;
    long t9;
    float *t10;
    int i;
    float *t11;
    float *t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    float *t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    float *t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    t3 = (long)n;
    if ((t3 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = a + (int)(0L + t2);
            t12 = t6 + 0;
            t13 = _mm256_load_ps(t12);
            t14 = _mm256_set1_ps(k);
            t15 = _mm256_mul_ps(t13, t14);
            t16 = _mm256_set1_ps(2.0f);
            t17 = _mm256_sub_ps(t15, t16);
            _mm256_store_ps(t12, t17);
            t11 = a + (int)(0L + t5);
            t24 = t11 + 0;
            t25 = _mm256_load_ps(t24);
            t26 = _mm256_set1_ps(k);
            t27 = _mm256_mul_ps(t25, t26);
            t28 = _mm256_set1_ps(2.0f);
            t29 = _mm256_sub_ps(t27, t28);
            _mm256_store_ps(t24, t29);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 8L) & ((((unsigned long)a + (unsigned long)(0L + (long)t7 * 4L)) & 31UL) == 0UL)) {
        t9 = t8 & -8L;
        t1 = 0L;
        for (;;) {
            t10 = a + (int)((long)t7 + t1);
            t18 = t10 + 0;
            t19 = _mm256_load_ps(t18);
            t20 = _mm256_set1_ps(k);
            t21 = _mm256_mul_ps(t19, t20);
            t22 = _mm256_set1_ps(2.0f);
            t23 = _mm256_sub_ps(t21, t22);
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
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    __m256 t10;
    int t11;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    long t16;
    float *t17;
    __m256 t18;
    int i;
    long t19;
    float t20;
    long t21;
    float *t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL))) & ((((unsigned long)c + 0UL) & 31UL) == 0UL)) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = t2 + 8L;
            t8 = (long)(int)(0L + t2);
            t9 = out + t8;
            t10 = _mm256_loadu_ps(x + t8);
            t24 = _mm256_set1_ps(c[3]);
            t25 = _mm256_mul_ps(t24, t10);
            t26 = _mm256_set1_ps(c[2]);
            t27 = _mm256_add_ps(t25, t26);
            t28 = _mm256_mul_ps(t27, t10);
            t29 = _mm256_set1_ps(c[1]);
            t30 = _mm256_add_ps(t28, t29);
            t31 = _mm256_mul_ps(t30, t10);
            t32 = _mm256_set1_ps(c[0]);
            t33 = _mm256_add_ps(t31, t32);
            _mm256_storeu_ps(t9, t33);
            t21 = (long)(int)(0L + t7);
            t22 = out + t21;
            t23 = _mm256_loadu_ps(x + t21);
            t44 = _mm256_set1_ps(c[3]);
            t45 = _mm256_mul_ps(t44, t23);
            t46 = _mm256_set1_ps(c[2]);
            t47 = _mm256_add_ps(t45, t46);
            t48 = _mm256_mul_ps(t47, t23);
            t49 = _mm256_set1_ps(c[1]);
            t50 = _mm256_add_ps(t48, t49);
            t51 = _mm256_mul_ps(t50, t23);
            t52 = _mm256_set1_ps(c[0]);
            t53 = _mm256_add_ps(t51, t52);
            _mm256_storeu_ps(t22, t53);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    t13 = (unsigned long)out;
    t14 = (unsigned long)x;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L)))) & ((((unsigned long)c + 0UL) & 31UL) == 0UL)) {
        t15 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t16 = (long)(int)((long)t11 + t1);
            t17 = out + t16;
            t18 = _mm256_loadu_ps(x + t16);
            t34 = _mm256_set1_ps(c[3]);
            t35 = _mm256_mul_ps(t34, t18);
            t36 = _mm256_set1_ps(c[2]);
            t37 = _mm256_add_ps(t35, t36);
            t38 = _mm256_mul_ps(t37, t18);
            t39 = _mm256_set1_ps(c[1]);
            t40 = _mm256_add_ps(t38, t39);
            t41 = _mm256_mul_ps(t40, t18);
            t42 = _mm256_set1_ps(c[0]);
            t43 = _mm256_add_ps(t41, t42);
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
        t19 = (long)i;
        t20 = x[t19];
        out[t19] = (_mm256_zeroupper(), poly(c, t20));
    }
}

__attribute__((target("avx2"))) void twice_all(float *out, const float *a, float k, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    const float *t8;
    int t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    const float *t14;
    int i;
    long t15;
    long t16;
    float *t17;
    const float *t18;
    __m256 t19;
    __m256 t20;
    float t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    float t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    float t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    t3 = (long)n;
    if ((t3 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (long)(int)(0L + t2);
            t7 = out + t6;
            t8 = a + t6;
            t22 = _mm256_load_ps(t8 + 0);
            t23 = _mm256_set1_ps(k);
            t24 = _mm256_mul_ps(t22, t23);
            t25 = _mm256_set1_ps(1.0f);
            t26 = _mm256_add_ps(t24, t25);
            t19 = _mm256_set1_ps(0.5f);
            t20 = _mm256_mul_ps(t26, t19);
            t21 = -k;
            t44 = _mm256_load_ps(t8 + 0);
            t45 = _mm256_set1_ps(t21);
            t46 = _mm256_mul_ps(t44, t45);
            t47 = _mm256_set1_ps(1.0f);
            t48 = _mm256_add_ps(t46, t47);
            t43 = _mm256_add_ps(t20, t48);
            _mm256_storeu_ps(t7, t43);
            t16 = (long)(int)(0L + t5);
            t17 = out + t16;
            t18 = a + t16;
            t38 = _mm256_load_ps(t18 + 0);
            t39 = _mm256_set1_ps(k);
            t40 = _mm256_mul_ps(t38, t39);
            t41 = _mm256_set1_ps(1.0f);
            t42 = _mm256_add_ps(t40, t41);
            t35 = _mm256_set1_ps(0.5f);
            t36 = _mm256_mul_ps(t42, t35);
            t37 = -k;
            t56 = _mm256_load_ps(t18 + 0);
            t57 = _mm256_set1_ps(t37);
            t58 = _mm256_mul_ps(t56, t57);
            t59 = _mm256_set1_ps(1.0f);
            t60 = _mm256_add_ps(t58, t59);
            t55 = _mm256_add_ps(t36, t60);
            _mm256_storeu_ps(t17, t55);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)(0L + (long)t9 * 4L)) & 31UL) == 0UL)) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t9 + t1);
            t13 = out + t12;
            t14 = a + t12;
            t30 = _mm256_load_ps(t14 + 0);
            t31 = _mm256_set1_ps(k);
            t32 = _mm256_mul_ps(t30, t31);
            t33 = _mm256_set1_ps(1.0f);
            t34 = _mm256_add_ps(t32, t33);
            t27 = _mm256_set1_ps(0.5f);
            t28 = _mm256_mul_ps(t34, t27);
            t29 = -k;
            t50 = _mm256_load_ps(t14 + 0);
            t51 = _mm256_set1_ps(t29);
            t52 = _mm256_mul_ps(t50, t51);
            t53 = _mm256_set1_ps(1.0f);
            t54 = _mm256_add_ps(t52, t53);
            t49 = _mm256_add_ps(t28, t54);
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
        t15 = (long)i;
        out[t15] = (_mm256_zeroupper(), twice(a + t15, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
__attribute__((target("avx2"))) void shifted_all(float *out, const float *a, float k, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    const float *t8;
    int t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    const float *t14;
    int i;
    long t15;
    long t16;
    float *t17;
    const float *t18;
    const float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    const float *t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    const float *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    t3 = (long)n + -1L;
    if ((t3 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (long)(int)(0L + t2);
            t7 = out + t6;
            t8 = a + t6;
            t19 = t8 + 1;
            t20 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t19, k)));
            t21 = (__m256)vcc_insert((vcc_v8_float)t20, 1, (_mm256_zeroupper(), scale(t19 + 1, k)));
            t22 = (__m256)vcc_insert((vcc_v8_float)t21, 2, (_mm256_zeroupper(), scale(t19 + 2, k)));
            t23 = (__m256)vcc_insert((vcc_v8_float)t22, 3, (_mm256_zeroupper(), scale(t19 + 3, k)));
            t24 = (__m256)vcc_insert((vcc_v8_float)t23, 4, (_mm256_zeroupper(), scale(t19 + 4, k)));
            t25 = (__m256)vcc_insert((vcc_v8_float)t24, 5, (_mm256_zeroupper(), scale(t19 + 5, k)));
            t26 = (__m256)vcc_insert((vcc_v8_float)t25, 6, (_mm256_zeroupper(), scale(t19 + 6, k)));
            t27 = (__m256)vcc_insert((vcc_v8_float)t26, 7, (_mm256_zeroupper(), scale(t19 + 7, k)));
            t28 = _mm256_load_ps(t8 + 0);
            t29 = _mm256_sub_ps(t27, t28);
            _mm256_storeu_ps(t7, t29);
            t16 = (long)(int)(0L + t5);
            t17 = out + t16;
            t18 = a + t16;
            t41 = t18 + 1;
            t42 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t41, k)));
            t43 = (__m256)vcc_insert((vcc_v8_float)t42, 1, (_mm256_zeroupper(), scale(t41 + 1, k)));
            t44 = (__m256)vcc_insert((vcc_v8_float)t43, 2, (_mm256_zeroupper(), scale(t41 + 2, k)));
            t45 = (__m256)vcc_insert((vcc_v8_float)t44, 3, (_mm256_zeroupper(), scale(t41 + 3, k)));
            t46 = (__m256)vcc_insert((vcc_v8_float)t45, 4, (_mm256_zeroupper(), scale(t41 + 4, k)));
            t47 = (__m256)vcc_insert((vcc_v8_float)t46, 5, (_mm256_zeroupper(), scale(t41 + 5, k)));
            t48 = (__m256)vcc_insert((vcc_v8_float)t47, 6, (_mm256_zeroupper(), scale(t41 + 6, k)));
            t49 = (__m256)vcc_insert((vcc_v8_float)t48, 7, (_mm256_zeroupper(), scale(t41 + 7, k)));
            t50 = _mm256_load_ps(t18 + 0);
            t51 = _mm256_sub_ps(t49, t50);
            _mm256_storeu_ps(t17, t51);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L + -1L;
    if ((t10 >= 8L) & ((((unsigned long)a + (unsigned long)(0L + (long)t9 * 4L)) & 31UL) == 0UL)) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (long)(int)((long)t9 + t1);
            t13 = out + t12;
            t14 = a + t12;
            t30 = t14 + 1;
            t31 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t30, k)));
            t32 = (__m256)vcc_insert((vcc_v8_float)t31, 1, (_mm256_zeroupper(), scale(t30 + 1, k)));
            t33 = (__m256)vcc_insert((vcc_v8_float)t32, 2, (_mm256_zeroupper(), scale(t30 + 2, k)));
            t34 = (__m256)vcc_insert((vcc_v8_float)t33, 3, (_mm256_zeroupper(), scale(t30 + 3, k)));
            t35 = (__m256)vcc_insert((vcc_v8_float)t34, 4, (_mm256_zeroupper(), scale(t30 + 4, k)));
            t36 = (__m256)vcc_insert((vcc_v8_float)t35, 5, (_mm256_zeroupper(), scale(t30 + 5, k)));
            t37 = (__m256)vcc_insert((vcc_v8_float)t36, 6, (_mm256_zeroupper(), scale(t30 + 6, k)));
            t38 = (__m256)vcc_insert((vcc_v8_float)t37, 7, (_mm256_zeroupper(), scale(t30 + 7, k)));
            t39 = _mm256_load_ps(t14 + 0);
            t40 = _mm256_sub_ps(t38, t39);
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
        t15 = (long)i;
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    float *c;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int i;
    unsigned int s;
    int n;
    int t44;
    unsigned long bytes;
    float *a;
    float *out;
    int off;
    long t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    int t84;
    long t85;
    long t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    int i_1;
    long t100;
    float *t101;
    const float *t102;
    const float *t103;
    int t104;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 31;
    sizes[7] = 33;
    sizes[8] = 1003;
    c = (float *)aligned_alloc(32UL, 256UL);
    if ((64L >= 32L) & (0 >= 0)) {
        t7 = 64L & -32L;
        t8 = _mm256_set1_epi32((int)(0 % 7));
        t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        t10 = t9;
        t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)7));
        t12 = _mm256_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm256_cvtepi32_ps(t1);
            t14 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t13);
            t15 = _mm256_sub_ps(t14, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + t2), t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)7));
            t19 = _mm256_min_epu32(t17, t18);
            t20 = t19;
            t21 = _mm256_cvtepi32_ps(t20);
            t22 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t21);
            t23 = _mm256_sub_ps(t22, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + (t2 + 8L)), t23);
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)7));
            t27 = _mm256_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm256_cvtepi32_ps(t28);
            t30 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t29);
            t31 = _mm256_sub_ps(t30, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + (t2 + 16L)), t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)7));
            t35 = _mm256_min_epu32(t33, t34);
            t36 = t35;
            t37 = _mm256_cvtepi32_ps(t36);
            t38 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t37);
            t39 = _mm256_sub_ps(t38, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + (t2 + 24L)), t39);
            t2 += 32L;
            t40 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t41 = t40;
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)7));
            t43 = _mm256_min_epu32(t41, t42);
            t1 = t43;
        } while (t2 < t7);
        i = (int)((long)0 + t7);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        c[i] = 0.25f * (float)(i % 7) - 0.5f;
    }
    for (s = 0U; (unsigned long)s < 9UL; s++) {
        n = sizes[s];
        t44 = n + 1;
        bytes = ((unsigned long)t44 * 4UL + 31UL) / 32UL * 32UL;
        a = (float *)aligned_alloc(32UL, bytes);
        out = (float *)aligned_alloc(32UL, bytes);
        for (off = 0; off <= 1; off++) {
            t45 = (long)n + 1L;
            if ((t45 >= 32L) & (0 >= 0)) {
                t46 = t45 & -32L;
                t47 = _mm256_set1_epi32((int)(0 % 13));
                t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t49 = t48;
                t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)13));
                t51 = _mm256_min_epu32(t49, t50);
                t3 = t51;
                t4 = 0L;
                for (;;) {
                    t52 = _mm256_cvtepi32_ps(t3);
                    t53 = _mm256_mul_ps(t52, _mm256_set1_ps(0.5f));
                    t54 = _mm256_sub_ps(t53, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + t4), t54);
                    t55 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    t56 = t55;
                    t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)13));
                    t58 = _mm256_min_epu32(t56, t57);
                    t59 = t58;
                    t60 = _mm256_cvtepi32_ps(t59);
                    t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.5f));
                    t62 = _mm256_sub_ps(t61, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + (t4 + 8L)), t62);
                    t63 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)3));
                    t64 = t63;
                    t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32((int)13));
                    t66 = _mm256_min_epu32(t64, t65);
                    t67 = t66;
                    t68 = _mm256_cvtepi32_ps(t67);
                    t69 = _mm256_mul_ps(t68, _mm256_set1_ps(0.5f));
                    t70 = _mm256_sub_ps(t69, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + (t4 + 16L)), t70);
                    t71 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)11));
                    t72 = t71;
                    t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)13));
                    t74 = _mm256_min_epu32(t72, t73);
                    t75 = t74;
                    t76 = _mm256_cvtepi32_ps(t75);
                    t77 = _mm256_mul_ps(t76, _mm256_set1_ps(0.5f));
                    t78 = _mm256_sub_ps(t77, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + (t4 + 24L)), t78);
                    t4 += 32L;
                    t79 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)6));
                    t80 = t79;
                    t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)13));
                    t82 = _mm256_min_epu32(t80, t81);
                    t83 = t82;
                    if (t4 >= t46) {
                        break;
                    }
                    t3 = t83;
                }
                t84 = (int)((long)0 + t46);
            } else {
                t84 = 0;
            }
            t85 = (long)n + (long)t84 * -1L + 1L;
            if ((t85 >= 8L) & (t84 >= 0)) {
                t86 = t85 & -8L;
                t87 = _mm256_set1_epi32((int)(t84 % 13));
                t88 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t89 = t88;
                t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32((int)13));
                t91 = _mm256_min_epu32(t89, t90);
                t5 = t91;
                t6 = 0L;
                for (;;) {
                    t92 = _mm256_cvtepi32_ps(t5);
                    t93 = _mm256_mul_ps(t92, _mm256_set1_ps(0.5f));
                    t94 = _mm256_sub_ps(t93, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)t84 + t6), t94);
                    t6 += 8L;
                    t95 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                    t96 = t95;
                    t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32((int)13));
                    t98 = _mm256_min_epu32(t96, t97);
                    t99 = t98;
                    if (t6 >= t86) {
                        break;
                    }
                    t5 = t99;
                }
                i_1 = (int)((long)t84 + t86);
            } else {
                i_1 = t84;
            }
            for (; i_1 <= n; i_1++) {
                a[i_1] = (float)(i_1 % 13) * 0.5f - 3.0f;
            }
            t100 = (long)off;
            t101 = a + t100;
            t102 = t101;
            (_mm256_zeroupper(), scale_all(out, t102, 1.5f, n));
            t103 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t103, n)));
            (_mm256_zeroupper(), scale_addr(out, t102, -2.0f, n));
            printf(" addr %lu", (_mm256_zeroupper(), digest(t103, n)));
            (_mm256_zeroupper(), bump_all(t101, 0.75f, n));
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t44)));
            (_mm256_zeroupper(), poly_all(out, c + t100, t102, n));
            printf(" poly %lu", (_mm256_zeroupper(), digest(t103, n)));
            (_mm256_zeroupper(), twice_all(out, t102, 1.25f, n));
            printf(" twice %lu", (_mm256_zeroupper(), digest(t103, n)));
            (_mm256_zeroupper(), shifted_all(out, t102, 3.0f, n));
            if (n > 0) {
                t104 = n - 1;
            } else {
                t104 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t103, t104)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
