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
    int t7;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:46 vectorized: VF 8, UF 2, the call to `scale` at 47:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 47:24 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            float *t5 = out + t4;
            const float *t6 = a + t4;
            __m256 t17 = _mm256_load_ps(t6 + 0);
            __m256 t18 = _mm256_set1_ps(k);
            __m256 t19 = _mm256_mul_ps(t17, t18);
            __m256 t20 = _mm256_set1_ps(1.0f);
            __m256 t21 = _mm256_add_ps(t19, t20);
            _mm256_storeu_ps(t5, t21);
            long t14 = (long)(int)t3;
            float *t15 = out + t14;
            const float *t16 = a + t14;
            __m256 t27 = _mm256_load_ps(t16 + 0);
            __m256 t28 = _mm256_set1_ps(k);
            __m256 t29 = _mm256_mul_ps(t27, t28);
            __m256 t30 = _mm256_set1_ps(1.0f);
            __m256 t31 = _mm256_add_ps(t29, t30);
            _mm256_storeu_ps(t15, t31);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t10 = (long)(int)((long)t7 + i_vec);
            float *t11 = out + t10;
            const float *t12 = a + t10;
            __m256 t22 = _mm256_load_ps(t12 + 0);
            __m256 t23 = _mm256_set1_ps(k);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            __m256 t25 = _mm256_set1_ps(1.0f);
            __m256 t26 = _mm256_add_ps(t24, t25);
            _mm256_storeu_ps(t11, t26);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), scale(a + t13, k));
    }
}

__attribute__((target("avx2"))) void scale_addr(float *out, const float *a, float k, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:52 vectorized: VF 8, UF 2, the call to `scale` at 53:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 53:25 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            float *t5 = out + t4;
            const float *t6 = a + t4;
            __m256 t18 = _mm256_load_ps(t6 + 0);
            __m256 t19 = _mm256_set1_ps(k);
            __m256 t20 = _mm256_mul_ps(t18, t19);
            __m256 t21 = _mm256_set1_ps(1.0f);
            __m256 t22 = _mm256_add_ps(t20, t21);
            __m256 t14 = _mm256_sub_ps(t22, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t5, t14);
            long t15 = (long)(int)t3;
            float *t16 = out + t15;
            const float *t17 = a + t15;
            __m256 t30 = _mm256_load_ps(t17 + 0);
            __m256 t31 = _mm256_set1_ps(k);
            __m256 t32 = _mm256_mul_ps(t30, t31);
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256 t34 = _mm256_add_ps(t32, t33);
            __m256 t29 = _mm256_sub_ps(t34, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t16, t29);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t10 = (long)(int)((long)t7 + i_vec);
            float *t11 = out + t10;
            const float *t12 = a + t10;
            __m256 t24 = _mm256_load_ps(t12 + 0);
            __m256 t25 = _mm256_set1_ps(k);
            __m256 t26 = _mm256_mul_ps(t24, t25);
            __m256 t27 = _mm256_set1_ps(1.0f);
            __m256 t28 = _mm256_add_ps(t26, t27);
            __m256 t23 = _mm256_sub_ps(t28, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t11, t23);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), scale(a + t13, k)) - 0.5f;
    }
}

__attribute__((target("avx2"))) void bump_all(float *a, float k, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:58 vectorized: VF 8, UF 2, the call to `bump` at 59:9 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 59:14 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            float *t4 = a + (int)i_vec_1;
            float *t10 = t4 + 0;
            __m256 t11 = _mm256_load_ps(t10);
            __m256 t12 = _mm256_set1_ps(k);
            __m256 t13 = _mm256_mul_ps(t11, t12);
            __m256 t14 = _mm256_set1_ps(2.0f);
            __m256 t15 = _mm256_sub_ps(t13, t14);
            _mm256_store_ps(t10, t15);
            float *t9 = a + (int)t3;
            float *t22 = t9 + 0;
            __m256 t23 = _mm256_load_ps(t22);
            __m256 t24 = _mm256_set1_ps(k);
            __m256 t25 = _mm256_mul_ps(t23, t24);
            __m256 t26 = _mm256_set1_ps(2.0f);
            __m256 t27 = _mm256_sub_ps(t25, t26);
            _mm256_store_ps(t22, t27);
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
        for (;;) {
            float *t8 = a + (int)((long)t5 + i_vec);
            float *t16 = t8 + 0;
            __m256 t17 = _mm256_load_ps(t16);
            __m256 t18 = _mm256_set1_ps(k);
            __m256 t19 = _mm256_mul_ps(t17, t18);
            __m256 t20 = _mm256_set1_ps(2.0f);
            __m256 t21 = _mm256_sub_ps(t19, t20);
            _mm256_store_ps(t16, t21);
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
        (_mm256_zeroupper(), bump(a + i, k));
    }
}

__attribute__((target("avx2"))) void poly_all(float *out, const float *c, const float *x, int n) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((unsigned long)c & 31UL) == 0UL)) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 8, UF 2, run-time check: `out` and `x` do not overlap, the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t5 = i_vec_1 + 8L;
            long t6 = (long)(int)i_vec_1;
            float *t7 = out + t6;
            __m256 x_v = _mm256_loadu_ps(x + t6);
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
            _mm256_storeu_ps(t7, t28);
            long t17 = (long)(int)t5;
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
            if (i_vec_1 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)x;
    if ((t9 >= 8L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L)))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t12 = t9 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t13 = (long)(int)((long)t8 + i_vec);
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
                i = (int)((long)t8 + t12);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        out[t15] = (_mm256_zeroupper(), poly(c, t16));
    }
}

__attribute__((target("avx2"))) void twice_all(float *out, const float *a, float k, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:70 vectorized: VF 8, UF 2, the call to `twice` at 71:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 71:24 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            float *t5 = out + t4;
            const float *t6 = a + t4;
            __m256 t20 = _mm256_load_ps(t6 + 0);
            __m256 t21 = _mm256_set1_ps(k);
            __m256 t22 = _mm256_mul_ps(t20, t21);
            __m256 t23 = _mm256_set1_ps(1.0f);
            __m256 t24 = _mm256_add_ps(t22, t23);
            __m256 t17 = _mm256_set1_ps(0.5f);
            __m256 t18 = _mm256_mul_ps(t24, t17);
            float t19 = -k;
            __m256 t42 = _mm256_load_ps(t6 + 0);
            __m256 t43 = _mm256_set1_ps(t19);
            __m256 t44 = _mm256_mul_ps(t42, t43);
            __m256 t45 = _mm256_set1_ps(1.0f);
            __m256 t46 = _mm256_add_ps(t44, t45);
            __m256 t41 = _mm256_add_ps(t18, t46);
            _mm256_storeu_ps(t5, t41);
            long t14 = (long)(int)t3;
            float *t15 = out + t14;
            const float *t16 = a + t14;
            __m256 t36 = _mm256_load_ps(t16 + 0);
            __m256 t37 = _mm256_set1_ps(k);
            __m256 t38 = _mm256_mul_ps(t36, t37);
            __m256 t39 = _mm256_set1_ps(1.0f);
            __m256 t40 = _mm256_add_ps(t38, t39);
            __m256 t33 = _mm256_set1_ps(0.5f);
            __m256 t34 = _mm256_mul_ps(t40, t33);
            float t35 = -k;
            __m256 t54 = _mm256_load_ps(t16 + 0);
            __m256 t55 = _mm256_set1_ps(t35);
            __m256 t56 = _mm256_mul_ps(t54, t55);
            __m256 t57 = _mm256_set1_ps(1.0f);
            __m256 t58 = _mm256_add_ps(t56, t57);
            __m256 t53 = _mm256_add_ps(t34, t58);
            _mm256_storeu_ps(t15, t53);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t10 = (long)(int)((long)t7 + i_vec);
            float *t11 = out + t10;
            const float *t12 = a + t10;
            __m256 t28 = _mm256_load_ps(t12 + 0);
            __m256 t29 = _mm256_set1_ps(k);
            __m256 t30 = _mm256_mul_ps(t28, t29);
            __m256 t31 = _mm256_set1_ps(1.0f);
            __m256 t32 = _mm256_add_ps(t30, t31);
            __m256 t25 = _mm256_set1_ps(0.5f);
            __m256 t26 = _mm256_mul_ps(t32, t25);
            float t27 = -k;
            __m256 t48 = _mm256_load_ps(t12 + 0);
            __m256 t49 = _mm256_set1_ps(t27);
            __m256 t50 = _mm256_mul_ps(t48, t49);
            __m256 t51 = _mm256_set1_ps(1.0f);
            __m256 t52 = _mm256_add_ps(t50, t51);
            __m256 t47 = _mm256_add_ps(t26, t52);
            _mm256_storeu_ps(t11, t47);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), twice(a + t13, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
__attribute__((target("avx2"))) void shifted_all(float *out, const float *a, float k, int n) {
    int t7;
    int i;
    long t1 = (long)n + -1L;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at aligned_calls.c:77 vectorized: VF 8, UF 2, the call to `shifted` at 78:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 78:26 to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            float *t5 = out + t4;
            const float *t6 = a + t4;
            const float *t17 = t6 + 1;
            __m256 t18 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t17, k)));
            __m256 t19 = (__m256)vcc_insert((vcc_v8_float)t18, 1, (_mm256_zeroupper(), scale(t17 + 1, k)));
            __m256 t20 = (__m256)vcc_insert((vcc_v8_float)t19, 2, (_mm256_zeroupper(), scale(t17 + 2, k)));
            __m256 t21 = (__m256)vcc_insert((vcc_v8_float)t20, 3, (_mm256_zeroupper(), scale(t17 + 3, k)));
            __m256 t22 = (__m256)vcc_insert((vcc_v8_float)t21, 4, (_mm256_zeroupper(), scale(t17 + 4, k)));
            __m256 t23 = (__m256)vcc_insert((vcc_v8_float)t22, 5, (_mm256_zeroupper(), scale(t17 + 5, k)));
            __m256 t24 = (__m256)vcc_insert((vcc_v8_float)t23, 6, (_mm256_zeroupper(), scale(t17 + 6, k)));
            __m256 t25 = (__m256)vcc_insert((vcc_v8_float)t24, 7, (_mm256_zeroupper(), scale(t17 + 7, k)));
            __m256 t26 = _mm256_load_ps(t6 + 0);
            __m256 t27 = _mm256_sub_ps(t25, t26);
            _mm256_storeu_ps(t5, t27);
            long t14 = (long)(int)t3;
            float *t15 = out + t14;
            const float *t16 = a + t14;
            const float *t39 = t16 + 1;
            __m256 t40 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t39, k)));
            __m256 t41 = (__m256)vcc_insert((vcc_v8_float)t40, 1, (_mm256_zeroupper(), scale(t39 + 1, k)));
            __m256 t42 = (__m256)vcc_insert((vcc_v8_float)t41, 2, (_mm256_zeroupper(), scale(t39 + 2, k)));
            __m256 t43 = (__m256)vcc_insert((vcc_v8_float)t42, 3, (_mm256_zeroupper(), scale(t39 + 3, k)));
            __m256 t44 = (__m256)vcc_insert((vcc_v8_float)t43, 4, (_mm256_zeroupper(), scale(t39 + 4, k)));
            __m256 t45 = (__m256)vcc_insert((vcc_v8_float)t44, 5, (_mm256_zeroupper(), scale(t39 + 5, k)));
            __m256 t46 = (__m256)vcc_insert((vcc_v8_float)t45, 6, (_mm256_zeroupper(), scale(t39 + 6, k)));
            __m256 t47 = (__m256)vcc_insert((vcc_v8_float)t46, 7, (_mm256_zeroupper(), scale(t39 + 7, k)));
            __m256 t48 = _mm256_load_ps(t16 + 0);
            __m256 t49 = _mm256_sub_ps(t47, t48);
            _mm256_storeu_ps(t15, t49);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L + -1L;
    if ((t8 >= 8L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t10 = (long)(int)((long)t7 + i_vec);
            float *t11 = out + t10;
            const float *t12 = a + t10;
            const float *t28 = t12 + 1;
            __m256 t29 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t28, k)));
            __m256 t30 = (__m256)vcc_insert((vcc_v8_float)t29, 1, (_mm256_zeroupper(), scale(t28 + 1, k)));
            __m256 t31 = (__m256)vcc_insert((vcc_v8_float)t30, 2, (_mm256_zeroupper(), scale(t28 + 2, k)));
            __m256 t32 = (__m256)vcc_insert((vcc_v8_float)t31, 3, (_mm256_zeroupper(), scale(t28 + 3, k)));
            __m256 t33 = (__m256)vcc_insert((vcc_v8_float)t32, 4, (_mm256_zeroupper(), scale(t28 + 4, k)));
            __m256 t34 = (__m256)vcc_insert((vcc_v8_float)t33, 5, (_mm256_zeroupper(), scale(t28 + 5, k)));
            __m256 t35 = (__m256)vcc_insert((vcc_v8_float)t34, 6, (_mm256_zeroupper(), scale(t28 + 6, k)));
            __m256 t36 = (__m256)vcc_insert((vcc_v8_float)t35, 7, (_mm256_zeroupper(), scale(t28 + 7, k)));
            __m256 t37 = _mm256_load_ps(t12 + 0);
            __m256 t38 = _mm256_sub_ps(t36, t37);
            _mm256_storeu_ps(t11, t38);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < (n - 1); i++) {
        long t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), shifted(a + t13, k));
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
    int t80;
    int i;
    int t100;
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
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(7));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 8, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t9 = _mm256_cvtepi32_ps(t1);
        __m256 t10 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t9);
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)i_vec, t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(7));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        __m256 t18 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t17);
        __m256 t19 = _mm256_sub_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(i_vec + 8L), t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(7));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t25);
        __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(i_vec + 16L), t27);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(7));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = t31;
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 t34 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t33);
        __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(i_vec + 24L), t35);
        i_vec += 32L;
        __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(7));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        t1 = t39;
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t40 = n + 1;
        unsigned long bytes = ((unsigned long)t40 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t41 = (long)n + 1L;
            if ((t41 >= 32L) & 1) {
                long t42 = t41 & -32L;
                __m256i t43 = _mm256_set1_epi32(0);
                __m256i t44 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t45 = t44;
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
                __m256i t47 = _mm256_min_epu32(t45, t46);
                __m256i t2 = t47;
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 8, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256 t48 = _mm256_cvtepi32_ps(t2);
                    __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
                    __m256 t50 = _mm256_sub_ps(t49, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)i_vec_1, t50);
                    __m256i t51 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                    __m256i t52 = t51;
                    __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(13));
                    __m256i t54 = _mm256_min_epu32(t52, t53);
                    __m256i t55 = t54;
                    __m256 t56 = _mm256_cvtepi32_ps(t55);
                    __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.5f));
                    __m256 t58 = _mm256_sub_ps(t57, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(i_vec_1 + 8L), t58);
                    __m256i t59 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                    __m256i t60 = t59;
                    __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(13));
                    __m256i t62 = _mm256_min_epu32(t60, t61);
                    __m256i t63 = t62;
                    __m256 t64 = _mm256_cvtepi32_ps(t63);
                    __m256 t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.5f));
                    __m256 t66 = _mm256_sub_ps(t65, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(i_vec_1 + 16L), t66);
                    __m256i t67 = _mm256_add_epi32(t2, _mm256_set1_epi32(11));
                    __m256i t68 = t67;
                    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(13));
                    __m256i t70 = _mm256_min_epu32(t68, t69);
                    __m256i t71 = t70;
                    __m256 t72 = _mm256_cvtepi32_ps(t71);
                    __m256 t73 = _mm256_mul_ps(t72, _mm256_set1_ps(0.5f));
                    __m256 t74 = _mm256_sub_ps(t73, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(i_vec_1 + 24L), t74);
                    i_vec_1 += 32L;
                    __m256i t75 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
                    __m256i t76 = t75;
                    __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(13));
                    __m256i t78 = _mm256_min_epu32(t76, t77);
                    __m256i t79 = t78;
                    if (i_vec_1 >= t42) {
                        break;
                    }
                    t2 = t79;
                }
                t80 = (int)t42;
            } else {
                t80 = 0;
            }
            long t81 = (long)n + (long)t80 * -1L + 1L;
            if ((t81 >= 8L) & (t80 >= 0)) {
                long t82 = t81 & -8L;
                __m256i t83 = _mm256_set1_epi32((int)(t80 % 13));
                __m256i t84 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t85 = t84;
                __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(13));
                __m256i t87 = _mm256_min_epu32(t85, t86);
                __m256i t3 = t87;
                long i_vec_2 = 0L;
                for (;;) {
                    __m256 t88 = _mm256_cvtepi32_ps(t3);
                    __m256 t89 = _mm256_mul_ps(t88, _mm256_set1_ps(0.5f));
                    __m256 t90 = _mm256_sub_ps(t89, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)t80 + i_vec_2), t90);
                    i_vec_2 += 8L;
                    __m256i t91 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t92 = t91;
                    __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(13));
                    __m256i t94 = _mm256_min_epu32(t92, t93);
                    __m256i t95 = t94;
                    if (i_vec_2 >= t82) {
                        break;
                    }
                    t3 = t95;
                }
                i = (int)((long)t80 + t82);
            } else {
                i = t80;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t96 = (long)off;
            float *t97 = a + t96;
            const float *t98 = t97;
            scale_all(out, t98, 1.5f, n);
            const float *t99 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t99, n)));
            scale_addr(out, t98, -2.0f, n);
            printf(" addr %lu", (_mm256_zeroupper(), digest(t99, n)));
            bump_all(t97, 0.75f, n);
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t40)));
            poly_all(out, c + t96, t98, n);
            printf(" poly %lu", (_mm256_zeroupper(), digest(t99, n)));
            twice_all(out, t98, 1.25f, n);
            printf(" twice %lu", (_mm256_zeroupper(), digest(t99, n)));
            shifted_all(out, t98, 3.0f, n);
            if (n > 0) {
                t100 = n - 1;
            } else {
                t100 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t99, t100)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
