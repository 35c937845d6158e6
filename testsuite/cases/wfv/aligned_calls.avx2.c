/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
/* vcc-test: expect-loops 6 sse4.2=1 sse2=1 neon=1 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

/* vcc: function at aligned_calls.c:18 vector variant _ZGVdN8l4a32u_scale of `scale`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
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

/* vcc: function at aligned_calls.c:24 vector variant _ZGVdN8l4a32u_bump of `bump`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
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

/* vcc: function at aligned_calls.c:30 vector variant _ZGVdN8ua32v_poly of `poly`: VL 8, unmasked, c uniform aligned 32, x vector */
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

/* vcc: function at aligned_calls.c:35 vector variant _ZGVdN8l4a32u_twice of `twice`: VL 8, unmasked, q linear step 1 aligned 32, k uniform */
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

/* vcc: function at aligned_calls.c:40 vector variant _ZGVdN8l4a32u_shifted of `shifted`: VL 8, unmasked, q linear step 1 aligned 32, k uniform */
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
    int t5;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:46 vectorized: VF 8, UF 2, the call to `scale` at 47:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 47:24 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = a + i_vec_1;
            __m256 t15 = _mm256_load_ps(t4 + 0);
            __m256 t16 = _mm256_set1_ps(k);
            __m256 t17 = _mm256_mul_ps(t15, t16);
            __m256 t18 = _mm256_set1_ps(1.0f);
            __m256 t19 = _mm256_add_ps(t17, t18);
            _mm256_storeu_ps(t3, t19);
            long t12 = i_vec_1 + 8L;
            float *t13 = out + t12;
            const float *t14 = a + t12;
            __m256 t25 = _mm256_load_ps(t14 + 0);
            __m256 t26 = _mm256_set1_ps(k);
            __m256 t27 = _mm256_mul_ps(t25, t26);
            __m256 t28 = _mm256_set1_ps(1.0f);
            __m256 t29 = _mm256_add_ps(t27, t28);
            _mm256_storeu_ps(t13, t29);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = a + t8;
            __m256 t20 = _mm256_load_ps(t10 + 0);
            __m256 t21 = _mm256_set1_ps(k);
            __m256 t22 = _mm256_mul_ps(t20, t21);
            __m256 t23 = _mm256_set1_ps(1.0f);
            __m256 t24 = _mm256_add_ps(t22, t23);
            _mm256_storeu_ps(t9, t24);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        out[t11] = (_mm256_zeroupper(), scale(a + t11, k));
    }
}

__attribute__((target("avx2"))) void scale_addr(float *out, const float *a, float k, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:52 vectorized: VF 8, UF 2, the call to `scale` at 53:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 53:25 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = a + i_vec_1;
            __m256 t16 = _mm256_load_ps(t4 + 0);
            __m256 t17 = _mm256_set1_ps(k);
            __m256 t18 = _mm256_mul_ps(t16, t17);
            __m256 t19 = _mm256_set1_ps(1.0f);
            __m256 t20 = _mm256_add_ps(t18, t19);
            __m256 t12 = _mm256_sub_ps(t20, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t3, t12);
            long t13 = i_vec_1 + 8L;
            float *t14 = out + t13;
            const float *t15 = a + t13;
            __m256 t28 = _mm256_load_ps(t15 + 0);
            __m256 t29 = _mm256_set1_ps(k);
            __m256 t30 = _mm256_mul_ps(t28, t29);
            __m256 t31 = _mm256_set1_ps(1.0f);
            __m256 t32 = _mm256_add_ps(t30, t31);
            __m256 t27 = _mm256_sub_ps(t32, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t14, t27);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = a + t8;
            __m256 t22 = _mm256_load_ps(t10 + 0);
            __m256 t23 = _mm256_set1_ps(k);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            __m256 t25 = _mm256_set1_ps(1.0f);
            __m256 t26 = _mm256_add_ps(t24, t25);
            __m256 t21 = _mm256_sub_ps(t26, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t9, t21);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        out[t11] = (_mm256_zeroupper(), scale(a + t11, k)) - 0.5f;
    }
}

__attribute__((target("avx2"))) void bump_all(float *a, float k, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:58 vectorized: VF 8, UF 2, the call to `bump` at 59:9 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 59:14 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = a + i_vec_1;
            float *t9 = t3 + 0;
            __m256 t10 = _mm256_load_ps(t9);
            __m256 t11 = _mm256_set1_ps(k);
            __m256 t12 = _mm256_mul_ps(t10, t11);
            __m256 t13 = _mm256_set1_ps(2.0f);
            __m256 t14 = _mm256_sub_ps(t12, t13);
            _mm256_store_ps(t9, t14);
            float *t8 = a + (i_vec_1 + 8L);
            float *t21 = t8 + 0;
            __m256 t22 = _mm256_load_ps(t21);
            __m256 t23 = _mm256_set1_ps(k);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            __m256 t25 = _mm256_set1_ps(2.0f);
            __m256 t26 = _mm256_sub_ps(t24, t25);
            _mm256_store_ps(t21, t26);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t4 * 4L)) & 31UL) == 0UL)) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            float *t7 = a + ((long)t4 + i_vec);
            float *t15 = t7 + 0;
            __m256 t16 = _mm256_load_ps(t15);
            __m256 t17 = _mm256_set1_ps(k);
            __m256 t18 = _mm256_mul_ps(t16, t17);
            __m256 t19 = _mm256_set1_ps(2.0f);
            __m256 t20 = _mm256_sub_ps(t18, t19);
            _mm256_store_ps(t15, t20);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a + i, k));
    }
}

__attribute__((target("avx2"))) void poly_all(float *out, const float *c, const float *x, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 8, UF 2, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t19 = _mm256_set1_ps(c[3]);
            __m256 t20 = _mm256_mul_ps(t19, x_v);
            __m256 t21 = _mm256_set1_ps(c[2]);
            __m256 t22 = _mm256_add_ps(t20, t21);
            __m256 t23 = _mm256_mul_ps(t22, x_v);
            __m256 t24 = _mm256_set1_ps(c[1]);
            __m256 t25 = _mm256_add_ps(t23, t24);
            __m256 t26 = _mm256_mul_ps(t25, x_v);
            __m256 t27 = _mm256_set1_ps(c[0]);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(t6, t28);
            long t17 = i_vec_1 + 8L;
            float *t18 = out + t17;
            __m256 x_v_2 = _mm256_loadu_ps(x + t17);
            __m256 t39 = _mm256_set1_ps(c[3]);
            __m256 t40 = _mm256_mul_ps(t39, x_v_2);
            __m256 t41 = _mm256_set1_ps(c[2]);
            __m256 t42 = _mm256_add_ps(t40, t41);
            __m256 t43 = _mm256_mul_ps(t42, x_v_2);
            __m256 t44 = _mm256_set1_ps(c[1]);
            __m256 t45 = _mm256_add_ps(t43, t44);
            __m256 t46 = _mm256_mul_ps(t45, x_v_2);
            __m256 t47 = _mm256_set1_ps(c[0]);
            __m256 t48 = _mm256_add_ps(t46, t47);
            _mm256_storeu_ps(t18, t48);
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
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 32L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t12 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:64 vector epilogue: VF 8, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = out + t13;
            __m256 x_v_1 = _mm256_loadu_ps(x + t13);
            __m256 t29 = _mm256_set1_ps(c[3]);
            __m256 t30 = _mm256_mul_ps(t29, x_v_1);
            __m256 t31 = _mm256_set1_ps(c[2]);
            __m256 t32 = _mm256_add_ps(t30, t31);
            __m256 t33 = _mm256_mul_ps(t32, x_v_1);
            __m256 t34 = _mm256_set1_ps(c[1]);
            __m256 t35 = _mm256_add_ps(t33, t34);
            __m256 t36 = _mm256_mul_ps(t35, x_v_1);
            __m256 t37 = _mm256_set1_ps(c[0]);
            __m256 t38 = _mm256_add_ps(t36, t37);
            _mm256_storeu_ps(t14, t38);
            i_vec += 8L;
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
        out[t15] = (_mm256_zeroupper(), poly(c, t16));
    }
}

__attribute__((target("avx2"))) void twice_all(float *out, const float *a, float k, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:70 vectorized: VF 8, UF 2, the call to `twice` at 71:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 71:24 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = a + i_vec_1;
            __m256 t18 = _mm256_load_ps(t4 + 0);
            __m256 t19 = _mm256_set1_ps(k);
            __m256 t20 = _mm256_mul_ps(t18, t19);
            __m256 t21 = _mm256_set1_ps(1.0f);
            __m256 t22 = _mm256_add_ps(t20, t21);
            __m256 t15 = _mm256_set1_ps(0.5f);
            __m256 t16 = _mm256_mul_ps(t22, t15);
            float t17 = -k;
            __m256 t40 = _mm256_load_ps(t4 + 0);
            __m256 t41 = _mm256_set1_ps(t17);
            __m256 t42 = _mm256_mul_ps(t40, t41);
            __m256 t43 = _mm256_set1_ps(1.0f);
            __m256 t44 = _mm256_add_ps(t42, t43);
            __m256 t39 = _mm256_add_ps(t16, t44);
            _mm256_storeu_ps(t3, t39);
            long t12 = i_vec_1 + 8L;
            float *t13 = out + t12;
            const float *t14 = a + t12;
            __m256 t34 = _mm256_load_ps(t14 + 0);
            __m256 t35 = _mm256_set1_ps(k);
            __m256 t36 = _mm256_mul_ps(t34, t35);
            __m256 t37 = _mm256_set1_ps(1.0f);
            __m256 t38 = _mm256_add_ps(t36, t37);
            __m256 t31 = _mm256_set1_ps(0.5f);
            __m256 t32 = _mm256_mul_ps(t38, t31);
            float t33 = -k;
            __m256 t52 = _mm256_load_ps(t14 + 0);
            __m256 t53 = _mm256_set1_ps(t33);
            __m256 t54 = _mm256_mul_ps(t52, t53);
            __m256 t55 = _mm256_set1_ps(1.0f);
            __m256 t56 = _mm256_add_ps(t54, t55);
            __m256 t51 = _mm256_add_ps(t32, t56);
            _mm256_storeu_ps(t13, t51);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:70 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = a + t8;
            __m256 t26 = _mm256_load_ps(t10 + 0);
            __m256 t27 = _mm256_set1_ps(k);
            __m256 t28 = _mm256_mul_ps(t26, t27);
            __m256 t29 = _mm256_set1_ps(1.0f);
            __m256 t30 = _mm256_add_ps(t28, t29);
            __m256 t23 = _mm256_set1_ps(0.5f);
            __m256 t24 = _mm256_mul_ps(t30, t23);
            float t25 = -k;
            __m256 t46 = _mm256_load_ps(t10 + 0);
            __m256 t47 = _mm256_set1_ps(t25);
            __m256 t48 = _mm256_mul_ps(t46, t47);
            __m256 t49 = _mm256_set1_ps(1.0f);
            __m256 t50 = _mm256_add_ps(t48, t49);
            __m256 t45 = _mm256_add_ps(t24, t50);
            _mm256_storeu_ps(t9, t45);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        out[t11] = (_mm256_zeroupper(), twice(a + t11, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
__attribute__((target("avx2"))) void shifted_all(float *out, const float *a, float k, int n) {
    int t5;
    int i;
    long t1 = (long)n + -1L;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:77 vectorized: VF 8, UF 2, the call to `shifted` at 78:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 78:26 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = a + i_vec_1;
            const float *t15 = t4 + 1;
            __m256 t16 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t15, k)));
            __m256 t17 = (__m256)vcc_insert((vcc_v8_float)t16, 1, (_mm256_zeroupper(), scale(t15 + 1, k)));
            __m256 t18 = (__m256)vcc_insert((vcc_v8_float)t17, 2, (_mm256_zeroupper(), scale(t15 + 2, k)));
            __m256 t19 = (__m256)vcc_insert((vcc_v8_float)t18, 3, (_mm256_zeroupper(), scale(t15 + 3, k)));
            __m256 t20 = (__m256)vcc_insert((vcc_v8_float)t19, 4, (_mm256_zeroupper(), scale(t15 + 4, k)));
            __m256 t21 = (__m256)vcc_insert((vcc_v8_float)t20, 5, (_mm256_zeroupper(), scale(t15 + 5, k)));
            __m256 t22 = (__m256)vcc_insert((vcc_v8_float)t21, 6, (_mm256_zeroupper(), scale(t15 + 6, k)));
            __m256 t23 = (__m256)vcc_insert((vcc_v8_float)t22, 7, (_mm256_zeroupper(), scale(t15 + 7, k)));
            __m256 t24 = _mm256_load_ps(t4 + 0);
            __m256 t25 = _mm256_sub_ps(t23, t24);
            _mm256_storeu_ps(t3, t25);
            long t12 = i_vec_1 + 8L;
            float *t13 = out + t12;
            const float *t14 = a + t12;
            const float *t37 = t14 + 1;
            __m256 t38 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t37, k)));
            __m256 t39 = (__m256)vcc_insert((vcc_v8_float)t38, 1, (_mm256_zeroupper(), scale(t37 + 1, k)));
            __m256 t40 = (__m256)vcc_insert((vcc_v8_float)t39, 2, (_mm256_zeroupper(), scale(t37 + 2, k)));
            __m256 t41 = (__m256)vcc_insert((vcc_v8_float)t40, 3, (_mm256_zeroupper(), scale(t37 + 3, k)));
            __m256 t42 = (__m256)vcc_insert((vcc_v8_float)t41, 4, (_mm256_zeroupper(), scale(t37 + 4, k)));
            __m256 t43 = (__m256)vcc_insert((vcc_v8_float)t42, 5, (_mm256_zeroupper(), scale(t37 + 5, k)));
            __m256 t44 = (__m256)vcc_insert((vcc_v8_float)t43, 6, (_mm256_zeroupper(), scale(t37 + 6, k)));
            __m256 t45 = (__m256)vcc_insert((vcc_v8_float)t44, 7, (_mm256_zeroupper(), scale(t37 + 7, k)));
            __m256 t46 = _mm256_load_ps(t14 + 0);
            __m256 t47 = _mm256_sub_ps(t45, t46);
            _mm256_storeu_ps(t13, t47);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L + -1L;
    if ((t6 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:77 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = a + t8;
            const float *t26 = t10 + 1;
            __m256 t27 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t26, k)));
            __m256 t28 = (__m256)vcc_insert((vcc_v8_float)t27, 1, (_mm256_zeroupper(), scale(t26 + 1, k)));
            __m256 t29 = (__m256)vcc_insert((vcc_v8_float)t28, 2, (_mm256_zeroupper(), scale(t26 + 2, k)));
            __m256 t30 = (__m256)vcc_insert((vcc_v8_float)t29, 3, (_mm256_zeroupper(), scale(t26 + 3, k)));
            __m256 t31 = (__m256)vcc_insert((vcc_v8_float)t30, 4, (_mm256_zeroupper(), scale(t26 + 4, k)));
            __m256 t32 = (__m256)vcc_insert((vcc_v8_float)t31, 5, (_mm256_zeroupper(), scale(t26 + 5, k)));
            __m256 t33 = (__m256)vcc_insert((vcc_v8_float)t32, 6, (_mm256_zeroupper(), scale(t26 + 6, k)));
            __m256 t34 = (__m256)vcc_insert((vcc_v8_float)t33, 7, (_mm256_zeroupper(), scale(t26 + 7, k)));
            __m256 t35 = _mm256_load_ps(t10 + 0);
            __m256 t36 = _mm256_sub_ps(t34, t35);
            _mm256_storeu_ps(t9, t36);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < (n - 1); i++) {
        long t11 = (long)i;
        out[t11] = (_mm256_zeroupper(), shifted(a + t11, k));
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
    int t60;
    int i;
    int t76;
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
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(7));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 8, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t7 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t8 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t7);
        __m256 t9 = _mm256_sub_ps(t8, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + i_vec, t9);
        __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(7));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256 t13 = _mm256_cvtepi32_ps(t12);
        __m256 t14 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t13);
        __m256 t15 = _mm256_sub_ps(t14, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (i_vec + 8L), t15);
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t19);
        __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (i_vec + 16L), t21);
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(7));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t25);
        __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (i_vec + 24L), t27);
        i_vec += 32L;
        __m256i t28 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(7));
        t1 = (vcc_v8_int)_mm256_min_epu32(t28, t29);
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t30 = n + 1;
        unsigned long bytes = ((unsigned long)t30 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t31 = (long)n + 1L;
            if ((t31 >= 32L) & 1) {
                long t32 = t31 & -32L;
                __m256i t33 = _mm256_set1_epi32(0);
                __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(13));
                vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t34, t35);
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 8, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256 t36 = _mm256_cvtepi32_ps((__m256i)t2);
                    __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.5f));
                    __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + i_vec_1, t38);
                    __m256i t39 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
                    __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(13));
                    __m256i t41 = _mm256_min_epu32(t39, t40);
                    __m256 t42 = _mm256_cvtepi32_ps(t41);
                    __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
                    __m256 t44 = _mm256_sub_ps(t43, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (i_vec_1 + 8L), t44);
                    __m256i t45 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                    __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
                    __m256i t47 = _mm256_min_epu32(t45, t46);
                    __m256 t48 = _mm256_cvtepi32_ps(t47);
                    __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
                    __m256 t50 = _mm256_sub_ps(t49, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (i_vec_1 + 16L), t50);
                    __m256i t51 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
                    __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(13));
                    __m256i t53 = _mm256_min_epu32(t51, t52);
                    __m256 t54 = _mm256_cvtepi32_ps(t53);
                    __m256 t55 = _mm256_mul_ps(t54, _mm256_set1_ps(0.5f));
                    __m256 t56 = _mm256_sub_ps(t55, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (i_vec_1 + 24L), t56);
                    i_vec_1 += 32L;
                    __m256i t57 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(6));
                    __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(13));
                    __m256i t59 = _mm256_min_epu32(t57, t58);
                    if (i_vec_1 >= t32) {
                        break;
                    }
                    t2 = (vcc_v8_int)t59;
                }
                t60 = (int)t32;
            } else {
                t60 = 0;
            }
            long t61 = (long)n + (long)t60 * -1L + 1L;
            if ((t61 >= 8L) & (t60 >= 0)) {
                long t62 = t61 & -8L;
                __m256i t63 = _mm256_set1_epi32((int)(t60 % 13));
                __m256i t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(13));
                vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t64, t65);
                long i_vec_2 = 0L;
                /* vcc: loop at aligned_calls.c:99 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256 t66 = _mm256_cvtepi32_ps((__m256i)t3);
                    __m256 t67 = _mm256_mul_ps(t66, _mm256_set1_ps(0.5f));
                    __m256 t68 = _mm256_sub_ps(t67, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + ((long)t60 + i_vec_2), t68);
                    i_vec_2 += 8L;
                    __m256i t69 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(8));
                    __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(13));
                    __m256i t71 = _mm256_min_epu32(t69, t70);
                    if (i_vec_2 >= t62) {
                        break;
                    }
                    t3 = (vcc_v8_int)t71;
                }
                i = (int)((long)t60 + t62);
            } else {
                i = t60;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t72 = (long)off;
            float *t73 = a + t72;
            const float *t74 = t73;
            scale_all(out, t74, 1.5f, n);
            const float *t75 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t75, n)));
            scale_addr(out, t74, -2.0f, n);
            printf(" addr %lu", (_mm256_zeroupper(), digest(t75, n)));
            bump_all(t73, 0.75f, n);
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t30)));
            poly_all(out, c + t72, t74, n);
            printf(" poly %lu", (_mm256_zeroupper(), digest(t75, n)));
            twice_all(out, t74, 1.25f, n);
            printf(" twice %lu", (_mm256_zeroupper(), digest(t75, n)));
            shifted_all(out, t74, 3.0f, n);
            if (n > 0) {
                t76 = n - 1;
            } else {
                t76 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t75, t76)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
