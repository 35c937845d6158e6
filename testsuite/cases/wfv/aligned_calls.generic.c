/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_store_aligned(P, V) do { typedef __typeof__(V) __attribute__((may_alias)) vcc_a; vcc_a vcc_v = (V); *(vcc_a *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_scale(const float *p, float k);
#pragma GCC diagnostic pop
void _ZGVdN8l4a32u_bump(float *p, float k);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8ua32v_poly(const float *c, vcc_v8_float x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_twice(const float *q, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_shifted(const float *q, float k);
#pragma GCC diagnostic pop
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_scale(const float *p, float k) {
    vcc_v8_float t1 = vcc_load_aligned(vcc_v8_float, p + 0);
    vcc_v8_float t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t3 = t1 * t2;
    vcc_v8_float t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t5 = t3 + t4;
    return t5;
}
#pragma GCC diagnostic pop

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

/* vcc: function at aligned_calls.c:24 vector variant _ZGVdN8l4a32u_bump of `bump`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
void _ZGVdN8l4a32u_bump(float *p, float k) {
    float *t1 = p + 0;
    vcc_v8_float t2 = vcc_load_aligned(vcc_v8_float, t1);
    vcc_v8_float t3 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t4 = t2 * t3;
    vcc_v8_float t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t6 = t4 - t5;
    vcc_store_aligned(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

/* vcc: function at aligned_calls.c:30 vector variant _ZGVdN8ua32v_poly of `poly`: VL 8, unmasked, c uniform aligned 32, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8ua32v_poly(const float *c, vcc_v8_float x) {
    vcc_v8_float t1 = vcc_splat(vcc_v8_float, c[3]);
    vcc_v8_float t2 = t1 * x;
    vcc_v8_float t3 = vcc_splat(vcc_v8_float, c[2]);
    vcc_v8_float t4 = t2 + t3;
    vcc_v8_float t5 = t4 * x;
    vcc_v8_float t6 = vcc_splat(vcc_v8_float, c[1]);
    vcc_v8_float t7 = t5 + t6;
    vcc_v8_float t8 = t7 * x;
    vcc_v8_float t9 = vcc_splat(vcc_v8_float, c[0]);
    vcc_v8_float t10 = t8 + t9;
    return t10;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

/* vcc: function at aligned_calls.c:35 vector variant _ZGVdN8l4a32u_twice of `twice`: VL 8, unmasked, q linear step 1 aligned 32, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_twice(const float *q, float k) {
    vcc_v8_float t1 = _ZGVdN8l4a32u_scale(q, k);
    vcc_v8_float t2 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t3 = t1 * t2;
    vcc_v8_float t4 = _ZGVdN8l4a32u_scale(q, -k);
    vcc_v8_float t5 = t3 + t4;
    return t5;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

/* vcc: function at aligned_calls.c:40 vector variant _ZGVdN8l4a32u_shifted of `shifted`: VL 8, unmasked, q linear step 1 aligned 32, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_shifted(const float *q, float k) {
    const float *t1 = q + 1;
    vcc_v8_float t2 = vcc_insert((vcc_v8_float){0}, 0, scale(t1, k));
    vcc_v8_float t3 = vcc_insert(t2, 1, scale(t1 + 1, k));
    vcc_v8_float t4 = vcc_insert(t3, 2, scale(t1 + 2, k));
    vcc_v8_float t5 = vcc_insert(t4, 3, scale(t1 + 3, k));
    vcc_v8_float t6 = vcc_insert(t5, 4, scale(t1 + 4, k));
    vcc_v8_float t7 = vcc_insert(t6, 5, scale(t1 + 5, k));
    vcc_v8_float t8 = vcc_insert(t7, 6, scale(t1 + 6, k));
    vcc_v8_float t9 = vcc_insert(t8, 7, scale(t1 + 7, k));
    vcc_v8_float t10 = vcc_load_aligned(vcc_v8_float, q + 0);
    vcc_v8_float t11 = t9 - t10;
    return t11;
}
#pragma GCC diagnostic pop

void scale_all(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t15 = vcc_load_aligned(vcc_v8_float, t4 + 0);
            vcc_v8_float t16 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t17 = t15 * t16;
            vcc_v8_float t18 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t19 = t17 + t18;
            vcc_store(t3, t19);
            long t12 = i_vec_1 + 8L;
            float *t13 = out + t12;
            const float *t14 = a + t12;
            vcc_v8_float t25 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t26 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t27 = t25 * t26;
            vcc_v8_float t28 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t29 = t27 + t28;
            vcc_store(t13, t29);
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
            vcc_v8_float t20 = vcc_load_aligned(vcc_v8_float, t10 + 0);
            vcc_v8_float t21 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t22 = t20 * t21;
            vcc_v8_float t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t24 = t22 + t23;
            vcc_store(t9, t24);
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
        out[t11] = scale(a + t11, k);
    }
}

void scale_addr(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t16 = vcc_load_aligned(vcc_v8_float, t4 + 0);
            vcc_v8_float t17 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t18 = t16 * t17;
            vcc_v8_float t19 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t20 = t18 + t19;
            vcc_v8_float t12 = t20 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t3, t12);
            long t13 = i_vec_1 + 8L;
            float *t14 = out + t13;
            const float *t15 = a + t13;
            vcc_v8_float t28 = vcc_load_aligned(vcc_v8_float, t15 + 0);
            vcc_v8_float t29 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t30 = t28 * t29;
            vcc_v8_float t31 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t32 = t30 + t31;
            vcc_v8_float t27 = t32 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t14, t27);
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
            vcc_v8_float t22 = vcc_load_aligned(vcc_v8_float, t10 + 0);
            vcc_v8_float t23 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t24 = t22 * t23;
            vcc_v8_float t25 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t26 = t24 + t25;
            vcc_v8_float t21 = t26 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t9, t21);
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
        out[t11] = scale(a + t11, k) - 0.5f;
    }
}

void bump_all(float *a, float k, int n) {
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
            vcc_v8_float t10 = vcc_load_aligned(vcc_v8_float, t9);
            vcc_v8_float t11 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t12 = t10 * t11;
            vcc_v8_float t13 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t14 = t12 - t13;
            vcc_store_aligned(t9, t14);
            float *t8 = a + (i_vec_1 + 8L);
            float *t21 = t8 + 0;
            vcc_v8_float t22 = vcc_load_aligned(vcc_v8_float, t21);
            vcc_v8_float t23 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t24 = t22 * t23;
            vcc_v8_float t25 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t26 = t24 - t25;
            vcc_store_aligned(t21, t26);
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
            vcc_v8_float t16 = vcc_load_aligned(vcc_v8_float, t15);
            vcc_v8_float t17 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t18 = t16 * t17;
            vcc_v8_float t19 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t20 = t18 - t19;
            vcc_store_aligned(t15, t20);
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
        bump(a + i, k);
    }
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
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 8, UF 2, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_v8_float t19 = vcc_splat(vcc_v8_float, c[3]);
            vcc_v8_float t20 = t19 * x_v;
            vcc_v8_float t21 = vcc_splat(vcc_v8_float, c[2]);
            vcc_v8_float t22 = t20 + t21;
            vcc_v8_float t23 = t22 * x_v;
            vcc_v8_float t24 = vcc_splat(vcc_v8_float, c[1]);
            vcc_v8_float t25 = t23 + t24;
            vcc_v8_float t26 = t25 * x_v;
            vcc_v8_float t27 = vcc_splat(vcc_v8_float, c[0]);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(t6, t28);
            long t17 = i_vec_1 + 8L;
            float *t18 = out + t17;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t17);
            vcc_v8_float t39 = vcc_splat(vcc_v8_float, c[3]);
            vcc_v8_float t40 = t39 * x_v_2;
            vcc_v8_float t41 = vcc_splat(vcc_v8_float, c[2]);
            vcc_v8_float t42 = t40 + t41;
            vcc_v8_float t43 = t42 * x_v_2;
            vcc_v8_float t44 = vcc_splat(vcc_v8_float, c[1]);
            vcc_v8_float t45 = t43 + t44;
            vcc_v8_float t46 = t45 * x_v_2;
            vcc_v8_float t47 = vcc_splat(vcc_v8_float, c[0]);
            vcc_v8_float t48 = t46 + t47;
            vcc_store(t18, t48);
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
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t13);
            vcc_v8_float t29 = vcc_splat(vcc_v8_float, c[3]);
            vcc_v8_float t30 = t29 * x_v_1;
            vcc_v8_float t31 = vcc_splat(vcc_v8_float, c[2]);
            vcc_v8_float t32 = t30 + t31;
            vcc_v8_float t33 = t32 * x_v_1;
            vcc_v8_float t34 = vcc_splat(vcc_v8_float, c[1]);
            vcc_v8_float t35 = t33 + t34;
            vcc_v8_float t36 = t35 * x_v_1;
            vcc_v8_float t37 = vcc_splat(vcc_v8_float, c[0]);
            vcc_v8_float t38 = t36 + t37;
            vcc_store(t14, t38);
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
        out[t15] = poly(c, t16);
    }
}

void twice_all(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t18 = vcc_load_aligned(vcc_v8_float, t4 + 0);
            vcc_v8_float t19 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t20 = t18 * t19;
            vcc_v8_float t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t22 = t20 + t21;
            vcc_v8_float t15 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t16 = t22 * t15;
            float t17 = -k;
            vcc_v8_float t40 = vcc_load_aligned(vcc_v8_float, t4 + 0);
            vcc_v8_float t41 = (vcc_v8_float){t17, t17, t17, t17, t17, t17, t17, t17};
            vcc_v8_float t42 = t40 * t41;
            vcc_v8_float t43 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t44 = t42 + t43;
            vcc_v8_float t39 = t16 + t44;
            vcc_store(t3, t39);
            long t12 = i_vec_1 + 8L;
            float *t13 = out + t12;
            const float *t14 = a + t12;
            vcc_v8_float t34 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t35 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t36 = t34 * t35;
            vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t38 = t36 + t37;
            vcc_v8_float t31 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t32 = t38 * t31;
            float t33 = -k;
            vcc_v8_float t52 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t53 = (vcc_v8_float){t33, t33, t33, t33, t33, t33, t33, t33};
            vcc_v8_float t54 = t52 * t53;
            vcc_v8_float t55 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t56 = t54 + t55;
            vcc_v8_float t51 = t32 + t56;
            vcc_store(t13, t51);
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
            vcc_v8_float t26 = vcc_load_aligned(vcc_v8_float, t10 + 0);
            vcc_v8_float t27 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t28 = t26 * t27;
            vcc_v8_float t29 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t30 = t28 + t29;
            vcc_v8_float t23 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t24 = t30 * t23;
            float t25 = -k;
            vcc_v8_float t46 = vcc_load_aligned(vcc_v8_float, t10 + 0);
            vcc_v8_float t47 = (vcc_v8_float){t25, t25, t25, t25, t25, t25, t25, t25};
            vcc_v8_float t48 = t46 * t47;
            vcc_v8_float t49 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t50 = t48 + t49;
            vcc_v8_float t45 = t24 + t50;
            vcc_store(t9, t45);
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
        out[t11] = twice(a + t11, k);
    }
}

/* Reads a[i + 1]: one iteration fewer. */
void shifted_all(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t16 = vcc_insert((vcc_v8_float){0}, 0, scale(t15, k));
            vcc_v8_float t17 = vcc_insert(t16, 1, scale(t15 + 1, k));
            vcc_v8_float t18 = vcc_insert(t17, 2, scale(t15 + 2, k));
            vcc_v8_float t19 = vcc_insert(t18, 3, scale(t15 + 3, k));
            vcc_v8_float t20 = vcc_insert(t19, 4, scale(t15 + 4, k));
            vcc_v8_float t21 = vcc_insert(t20, 5, scale(t15 + 5, k));
            vcc_v8_float t22 = vcc_insert(t21, 6, scale(t15 + 6, k));
            vcc_v8_float t23 = vcc_insert(t22, 7, scale(t15 + 7, k));
            vcc_v8_float t24 = vcc_load_aligned(vcc_v8_float, t4 + 0);
            vcc_v8_float t25 = t23 - t24;
            vcc_store(t3, t25);
            long t12 = i_vec_1 + 8L;
            float *t13 = out + t12;
            const float *t14 = a + t12;
            const float *t37 = t14 + 1;
            vcc_v8_float t38 = vcc_insert((vcc_v8_float){0}, 0, scale(t37, k));
            vcc_v8_float t39 = vcc_insert(t38, 1, scale(t37 + 1, k));
            vcc_v8_float t40 = vcc_insert(t39, 2, scale(t37 + 2, k));
            vcc_v8_float t41 = vcc_insert(t40, 3, scale(t37 + 3, k));
            vcc_v8_float t42 = vcc_insert(t41, 4, scale(t37 + 4, k));
            vcc_v8_float t43 = vcc_insert(t42, 5, scale(t37 + 5, k));
            vcc_v8_float t44 = vcc_insert(t43, 6, scale(t37 + 6, k));
            vcc_v8_float t45 = vcc_insert(t44, 7, scale(t37 + 7, k));
            vcc_v8_float t46 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t47 = t45 - t46;
            vcc_store(t13, t47);
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
            vcc_v8_float t27 = vcc_insert((vcc_v8_float){0}, 0, scale(t26, k));
            vcc_v8_float t28 = vcc_insert(t27, 1, scale(t26 + 1, k));
            vcc_v8_float t29 = vcc_insert(t28, 2, scale(t26 + 2, k));
            vcc_v8_float t30 = vcc_insert(t29, 3, scale(t26 + 3, k));
            vcc_v8_float t31 = vcc_insert(t30, 4, scale(t26 + 4, k));
            vcc_v8_float t32 = vcc_insert(t31, 5, scale(t26 + 5, k));
            vcc_v8_float t33 = vcc_insert(t32, 6, scale(t26 + 6, k));
            vcc_v8_float t34 = vcc_insert(t33, 7, scale(t26 + 7, k));
            vcc_v8_float t35 = vcc_load_aligned(vcc_v8_float, t10 + 0);
            vcc_v8_float t36 = t34 - t35;
            vcc_store(t9, t36);
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
        out[t11] = shifted(a + t11, k);
    }
}

static unsigned long digest(const float *v, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned long)(long)(v[i] * 64.0f);
    return h;
}

int main(void) {
    int sizes[9];
    int t90;
    int i;
    int t112;
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
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t5 = t4 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
    vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
    vcc_v8_uint t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t8 = (vcc_v8_uint)t5;
    vcc_v8_uint t9 = t8 - t7;
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 8, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t10 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t11 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t10;
        vcc_v8_float t12 = t11 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + i_vec, t12);
        vcc_v8_int t13 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
        vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t16 = (vcc_v8_uint)t13;
        vcc_v8_uint t17 = t16 - t15;
        vcc_v8_int t18 = (vcc_v8_int)t17;
        vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
        vcc_v8_float t20 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t19;
        vcc_v8_float t21 = t20 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (i_vec + 8L), t21);
        vcc_v8_int t22 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
        vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t25 = (vcc_v8_uint)t22;
        vcc_v8_uint t26 = t25 - t24;
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_float t28 = __builtin_convertvector(t27, vcc_v8_float);
        vcc_v8_float t29 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t28;
        vcc_v8_float t30 = t29 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (i_vec + 16L), t30);
        vcc_v8_int t31 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
        vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t34 = (vcc_v8_uint)t31;
        vcc_v8_uint t35 = t34 - t33;
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
        vcc_v8_float t38 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t37;
        vcc_v8_float t39 = t38 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (i_vec + 24L), t39);
        i_vec += 32L;
        vcc_v8_int t40 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t41 = (vcc_m8)(t40 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
        vcc_v8_uint t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t43 = (vcc_v8_uint)t40;
        vcc_v8_uint t44 = t43 - t42;
        t1 = (vcc_v8_int)t44;
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t45 = n + 1;
        unsigned long bytes = ((unsigned long)t45 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t46 = (long)n + 1L;
            if ((t46 >= 32L) & 1) {
                long t47 = t46 & -32L;
                vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t49 = t48 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_m8 t50 = (vcc_m8)(t49 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t52 = (vcc_v8_uint)t49;
                vcc_v8_uint t53 = t52 - t51;
                vcc_v8_int t2 = (vcc_v8_int)t53;
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 8, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_v8_float t54 = __builtin_convertvector(t2, vcc_v8_float);
                    vcc_v8_float t55 = t54 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t56 = t55 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + i_vec_1, t56);
                    vcc_v8_int t57 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_m8 t58 = (vcc_m8)(t57 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                    vcc_v8_uint t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t60 = (vcc_v8_uint)t57;
                    vcc_v8_uint t61 = t60 - t59;
                    vcc_v8_int t62 = (vcc_v8_int)t61;
                    vcc_v8_float t63 = __builtin_convertvector(t62, vcc_v8_float);
                    vcc_v8_float t64 = t63 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t65 = t64 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (i_vec_1 + 8L), t65);
                    vcc_v8_int t66 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_m8 t67 = (vcc_m8)(t66 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                    vcc_v8_uint t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t69 = (vcc_v8_uint)t66;
                    vcc_v8_uint t70 = t69 - t68;
                    vcc_v8_int t71 = (vcc_v8_int)t70;
                    vcc_v8_float t72 = __builtin_convertvector(t71, vcc_v8_float);
                    vcc_v8_float t73 = t72 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t74 = t73 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (i_vec_1 + 16L), t74);
                    vcc_v8_int t75 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    vcc_m8 t76 = (vcc_m8)(t75 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                    vcc_v8_uint t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t78 = (vcc_v8_uint)t75;
                    vcc_v8_uint t79 = t78 - t77;
                    vcc_v8_int t80 = (vcc_v8_int)t79;
                    vcc_v8_float t81 = __builtin_convertvector(t80, vcc_v8_float);
                    vcc_v8_float t82 = t81 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t83 = t82 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (i_vec_1 + 24L), t83);
                    i_vec_1 += 32L;
                    vcc_v8_int t84 = t2 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_m8 t85 = (vcc_m8)(t84 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                    vcc_v8_uint t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t85, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t87 = (vcc_v8_uint)t84;
                    vcc_v8_uint t88 = t87 - t86;
                    vcc_v8_int t89 = (vcc_v8_int)t88;
                    if (i_vec_1 >= t47) {
                        break;
                    }
                    t2 = t89;
                }
                t90 = (int)t47;
            } else {
                t90 = 0;
            }
            long t91 = (long)n + (long)t90 * -1L + 1L;
            if ((t91 >= 8L) & (t90 >= 0)) {
                long t92 = t91 & -8L;
                vcc_v8_int t93 = vcc_splat(vcc_v8_int, t90 % 13);
                vcc_v8_int t94 = t93 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_m8 t95 = (vcc_m8)(t94 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                vcc_v8_uint t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t95, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t97 = (vcc_v8_uint)t94;
                vcc_v8_uint t98 = t97 - t96;
                vcc_v8_int t3 = (vcc_v8_int)t98;
                long i_vec_2 = 0L;
                /* vcc: loop at aligned_calls.c:99 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    vcc_v8_float t99 = __builtin_convertvector(t3, vcc_v8_float);
                    vcc_v8_float t100 = t99 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t101 = t100 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + ((long)t90 + i_vec_2), t101);
                    i_vec_2 += 8L;
                    vcc_v8_int t102 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_m8 t103 = (vcc_m8)(t102 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
                    vcc_v8_uint t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t103, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t105 = (vcc_v8_uint)t102;
                    vcc_v8_uint t106 = t105 - t104;
                    vcc_v8_int t107 = (vcc_v8_int)t106;
                    if (i_vec_2 >= t92) {
                        break;
                    }
                    t3 = t107;
                }
                i = (int)((long)t90 + t92);
            } else {
                i = t90;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t108 = (long)off;
            float *t109 = a + t108;
            const float *t110 = t109;
            scale_all(out, t110, 1.5f, n);
            const float *t111 = out;
            printf("n=%d off=%d scale %lu", n, off, digest(t111, n));
            scale_addr(out, t110, -2.0f, n);
            printf(" addr %lu", digest(t111, n));
            bump_all(t109, 0.75f, n);
            printf(" bump %lu", digest(a, t45));
            poly_all(out, c + t108, t110, n);
            printf(" poly %lu", digest(t111, n));
            twice_all(out, t110, 1.25f, n);
            printf(" twice %lu", digest(t111, n));
            shifted_all(out, t110, 3.0f, n);
            if (n > 0) {
                t112 = n - 1;
            } else {
                t112 = 0;
            }
            printf(" shifted %lu\n", digest(t111, t112));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
