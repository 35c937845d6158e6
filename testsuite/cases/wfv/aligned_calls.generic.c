/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_store_aligned(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy(__builtin_assume_aligned((P), sizeof vcc_v), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

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
            vcc_v8_float t19 = vcc_load_aligned(vcc_v8_float, t8 + 0);
            vcc_v8_float t20 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t21 = t19 * t20;
            vcc_v8_float t22 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t23 = t21 + t22;
            vcc_store(t7, t23);
            long t16 = (long)(int)t5;
            float *t17 = out + t16;
            const float *t18 = a + t16;
            vcc_v8_float t29 = vcc_load_aligned(vcc_v8_float, t18 + 0);
            vcc_v8_float t30 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t31 = t29 * t30;
            vcc_v8_float t32 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t33 = t31 + t32;
            vcc_store(t17, t33);
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
            vcc_v8_float t24 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t25 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t26 = t24 * t25;
            vcc_v8_float t27 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t28 = t26 + t27;
            vcc_store(t13, t28);
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
        out[t15] = scale(a + t15, k);
    }
}

void scale_addr(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t20 = vcc_load_aligned(vcc_v8_float, t8 + 0);
            vcc_v8_float t21 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t22 = t20 * t21;
            vcc_v8_float t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t24 = t22 + t23;
            vcc_v8_float t16 = t24 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t7, t16);
            long t17 = (long)(int)t5;
            float *t18 = out + t17;
            const float *t19 = a + t17;
            vcc_v8_float t32 = vcc_load_aligned(vcc_v8_float, t19 + 0);
            vcc_v8_float t33 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t34 = t32 * t33;
            vcc_v8_float t35 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t36 = t34 + t35;
            vcc_v8_float t31 = t36 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t18, t31);
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
            vcc_v8_float t26 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t27 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t28 = t26 * t27;
            vcc_v8_float t29 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t30 = t28 + t29;
            vcc_v8_float t25 = t30 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t13, t25);
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
        out[t15] = scale(a + t15, k) - 0.5f;
    }
}

void bump_all(float *a, float k, int n) {
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
            vcc_v8_float t13 = vcc_load_aligned(vcc_v8_float, t12);
            vcc_v8_float t14 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t15 = t13 * t14;
            vcc_v8_float t16 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t17 = t15 - t16;
            vcc_store_aligned(t12, t17);
            float *t11 = a + (int)t5;
            float *t24 = t11 + 0;
            vcc_v8_float t25 = vcc_load_aligned(vcc_v8_float, t24);
            vcc_v8_float t26 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t27 = t25 * t26;
            vcc_v8_float t28 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t29 = t27 - t28;
            vcc_store_aligned(t24, t29);
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
            vcc_v8_float t19 = vcc_load_aligned(vcc_v8_float, t18);
            vcc_v8_float t20 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t21 = t19 * t20;
            vcc_v8_float t22 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t23 = t21 - t22;
            vcc_store_aligned(t18, t23);
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
        bump(a + i, k);
    }
}

void poly_all(float *out, const float *c, const float *x, int n) {
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
            vcc_v8_float t10 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float t24 = vcc_splat(vcc_v8_float, c[3]);
            vcc_v8_float t25 = t24 * t10;
            vcc_v8_float t26 = vcc_splat(vcc_v8_float, c[2]);
            vcc_v8_float t27 = t25 + t26;
            vcc_v8_float t28 = t27 * t10;
            vcc_v8_float t29 = vcc_splat(vcc_v8_float, c[1]);
            vcc_v8_float t30 = t28 + t29;
            vcc_v8_float t31 = t30 * t10;
            vcc_v8_float t32 = vcc_splat(vcc_v8_float, c[0]);
            vcc_v8_float t33 = t31 + t32;
            vcc_store(t9, t33);
            long t21 = (long)(int)t7;
            float *t22 = out + t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, x + t21);
            vcc_v8_float t44 = vcc_splat(vcc_v8_float, c[3]);
            vcc_v8_float t45 = t44 * t23;
            vcc_v8_float t46 = vcc_splat(vcc_v8_float, c[2]);
            vcc_v8_float t47 = t45 + t46;
            vcc_v8_float t48 = t47 * t23;
            vcc_v8_float t49 = vcc_splat(vcc_v8_float, c[1]);
            vcc_v8_float t50 = t48 + t49;
            vcc_v8_float t51 = t50 * t23;
            vcc_v8_float t52 = vcc_splat(vcc_v8_float, c[0]);
            vcc_v8_float t53 = t51 + t52;
            vcc_store(t22, t53);
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
            vcc_v8_float t18 = vcc_load(vcc_v8_float, x + t16);
            vcc_v8_float t34 = vcc_splat(vcc_v8_float, c[3]);
            vcc_v8_float t35 = t34 * t18;
            vcc_v8_float t36 = vcc_splat(vcc_v8_float, c[2]);
            vcc_v8_float t37 = t35 + t36;
            vcc_v8_float t38 = t37 * t18;
            vcc_v8_float t39 = vcc_splat(vcc_v8_float, c[1]);
            vcc_v8_float t40 = t38 + t39;
            vcc_v8_float t41 = t40 * t18;
            vcc_v8_float t42 = vcc_splat(vcc_v8_float, c[0]);
            vcc_v8_float t43 = t41 + t42;
            vcc_store(t17, t43);
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
        out[t19] = poly(c, t20);
    }
}

void twice_all(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t22 = vcc_load_aligned(vcc_v8_float, t8 + 0);
            vcc_v8_float t23 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t24 = t22 * t23;
            vcc_v8_float t25 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t26 = t24 + t25;
            vcc_v8_float t19 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t20 = t26 * t19;
            float t21 = -k;
            vcc_v8_float t44 = vcc_load_aligned(vcc_v8_float, t8 + 0);
            vcc_v8_float t45 = (vcc_v8_float){t21, t21, t21, t21, t21, t21, t21, t21};
            vcc_v8_float t46 = t44 * t45;
            vcc_v8_float t47 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t48 = t46 + t47;
            vcc_v8_float t43 = t20 + t48;
            vcc_store(t7, t43);
            long t16 = (long)(int)t5;
            float *t17 = out + t16;
            const float *t18 = a + t16;
            vcc_v8_float t38 = vcc_load_aligned(vcc_v8_float, t18 + 0);
            vcc_v8_float t39 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t40 = t38 * t39;
            vcc_v8_float t41 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t42 = t40 + t41;
            vcc_v8_float t35 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t36 = t42 * t35;
            float t37 = -k;
            vcc_v8_float t56 = vcc_load_aligned(vcc_v8_float, t18 + 0);
            vcc_v8_float t57 = (vcc_v8_float){t37, t37, t37, t37, t37, t37, t37, t37};
            vcc_v8_float t58 = t56 * t57;
            vcc_v8_float t59 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t60 = t58 + t59;
            vcc_v8_float t55 = t36 + t60;
            vcc_store(t17, t55);
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
            vcc_v8_float t30 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t31 = (vcc_v8_float){k, k, k, k, k, k, k, k};
            vcc_v8_float t32 = t30 * t31;
            vcc_v8_float t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t34 = t32 + t33;
            vcc_v8_float t27 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t28 = t34 * t27;
            float t29 = -k;
            vcc_v8_float t50 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t51 = (vcc_v8_float){t29, t29, t29, t29, t29, t29, t29, t29};
            vcc_v8_float t52 = t50 * t51;
            vcc_v8_float t53 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t54 = t52 + t53;
            vcc_v8_float t49 = t28 + t54;
            vcc_store(t13, t49);
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
        out[t15] = twice(a + t15, k);
    }
}

/* Reads a[i + 1]: one iteration fewer. */
void shifted_all(float *out, const float *a, float k, int n) {
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
            vcc_v8_float t20 = vcc_insert((vcc_v8_float){0}, 0, scale(t19, k));
            vcc_v8_float t21 = vcc_insert(t20, 1, scale(t19 + 1, k));
            vcc_v8_float t22 = vcc_insert(t21, 2, scale(t19 + 2, k));
            vcc_v8_float t23 = vcc_insert(t22, 3, scale(t19 + 3, k));
            vcc_v8_float t24 = vcc_insert(t23, 4, scale(t19 + 4, k));
            vcc_v8_float t25 = vcc_insert(t24, 5, scale(t19 + 5, k));
            vcc_v8_float t26 = vcc_insert(t25, 6, scale(t19 + 6, k));
            vcc_v8_float t27 = vcc_insert(t26, 7, scale(t19 + 7, k));
            vcc_v8_float t28 = vcc_load_aligned(vcc_v8_float, t8 + 0);
            vcc_v8_float t29 = t27 - t28;
            vcc_store(t7, t29);
            long t16 = (long)(int)t5;
            float *t17 = out + t16;
            const float *t18 = a + t16;
            const float *t41 = t18 + 1;
            vcc_v8_float t42 = vcc_insert((vcc_v8_float){0}, 0, scale(t41, k));
            vcc_v8_float t43 = vcc_insert(t42, 1, scale(t41 + 1, k));
            vcc_v8_float t44 = vcc_insert(t43, 2, scale(t41 + 2, k));
            vcc_v8_float t45 = vcc_insert(t44, 3, scale(t41 + 3, k));
            vcc_v8_float t46 = vcc_insert(t45, 4, scale(t41 + 4, k));
            vcc_v8_float t47 = vcc_insert(t46, 5, scale(t41 + 5, k));
            vcc_v8_float t48 = vcc_insert(t47, 6, scale(t41 + 6, k));
            vcc_v8_float t49 = vcc_insert(t48, 7, scale(t41 + 7, k));
            vcc_v8_float t50 = vcc_load_aligned(vcc_v8_float, t18 + 0);
            vcc_v8_float t51 = t49 - t50;
            vcc_store(t17, t51);
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
            vcc_v8_float t31 = vcc_insert((vcc_v8_float){0}, 0, scale(t30, k));
            vcc_v8_float t32 = vcc_insert(t31, 1, scale(t30 + 1, k));
            vcc_v8_float t33 = vcc_insert(t32, 2, scale(t30 + 2, k));
            vcc_v8_float t34 = vcc_insert(t33, 3, scale(t30 + 3, k));
            vcc_v8_float t35 = vcc_insert(t34, 4, scale(t30 + 4, k));
            vcc_v8_float t36 = vcc_insert(t35, 5, scale(t30 + 5, k));
            vcc_v8_float t37 = vcc_insert(t36, 6, scale(t30 + 6, k));
            vcc_v8_float t38 = vcc_insert(t37, 7, scale(t30 + 7, k));
            vcc_v8_float t39 = vcc_load_aligned(vcc_v8_float, t14 + 0);
            vcc_v8_float t40 = t38 - t39;
            vcc_store(t13, t40);
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
        out[t15] = shifted(a + t15, k);
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
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint t10 = t9 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
    vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
    vcc_v8_int t1 = (vcc_v8_int)t11;
    long t2 = 0L;
    do {
        vcc_v8_float t12 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t13 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t12;
        vcc_v8_float t14 = t13 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (int)t2, t14);
        vcc_v8_int t15 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t16 = (vcc_v8_uint)t15;
        vcc_v8_uint t17 = t16 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t18 = vcc_min(vcc_v8_int, t16, t17);
        vcc_v8_int t19 = (vcc_v8_int)t18;
        vcc_v8_float t20 = __builtin_convertvector(t19, vcc_v8_float);
        vcc_v8_float t21 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t20;
        vcc_v8_float t22 = t21 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (int)(t2 + 8L), t22);
        vcc_v8_int t23 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint t25 = t24 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_float t28 = __builtin_convertvector(t27, vcc_v8_float);
        vcc_v8_float t29 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t28;
        vcc_v8_float t30 = t29 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (int)(t2 + 16L), t30);
        vcc_v8_int t31 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t32 = (vcc_v8_uint)t31;
        vcc_v8_uint t33 = t32 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t34 = vcc_min(vcc_v8_int, t32, t33);
        vcc_v8_int t35 = (vcc_v8_int)t34;
        vcc_v8_float t36 = __builtin_convertvector(t35, vcc_v8_float);
        vcc_v8_float t37 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f} * t36;
        vcc_v8_float t38 = t37 - (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(c + (int)(t2 + 24L), t38);
        t2 += 32L;
        vcc_v8_int t39 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t41 = t40 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
        t1 = (vcc_v8_int)t42;
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
                vcc_v8_int t46 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t47 = t46 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t48 = (vcc_v8_uint)t47;
                vcc_v8_uint t49 = t48 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t50 = vcc_min(vcc_v8_int, t48, t49);
                vcc_v8_int t3 = (vcc_v8_int)t50;
                long t4 = 0L;
                for (;;) {
                    vcc_v8_float t51 = __builtin_convertvector(t3, vcc_v8_float);
                    vcc_v8_float t52 = t51 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t53 = t52 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (int)t4, t53);
                    vcc_v8_int t54 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t55 = (vcc_v8_uint)t54;
                    vcc_v8_uint t56 = t55 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                    vcc_v8_uint t57 = vcc_min(vcc_v8_int, t55, t56);
                    vcc_v8_int t58 = (vcc_v8_int)t57;
                    vcc_v8_float t59 = __builtin_convertvector(t58, vcc_v8_float);
                    vcc_v8_float t60 = t59 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t61 = t60 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (int)(t4 + 8L), t61);
                    vcc_v8_int t62 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t63 = (vcc_v8_uint)t62;
                    vcc_v8_uint t64 = t63 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                    vcc_v8_uint t65 = vcc_min(vcc_v8_int, t63, t64);
                    vcc_v8_int t66 = (vcc_v8_int)t65;
                    vcc_v8_float t67 = __builtin_convertvector(t66, vcc_v8_float);
                    vcc_v8_float t68 = t67 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t69 = t68 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (int)(t4 + 16L), t69);
                    vcc_v8_int t70 = t3 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    vcc_v8_uint t71 = (vcc_v8_uint)t70;
                    vcc_v8_uint t72 = t71 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                    vcc_v8_uint t73 = vcc_min(vcc_v8_int, t71, t72);
                    vcc_v8_int t74 = (vcc_v8_int)t73;
                    vcc_v8_float t75 = __builtin_convertvector(t74, vcc_v8_float);
                    vcc_v8_float t76 = t75 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t77 = t76 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (int)(t4 + 24L), t77);
                    t4 += 32L;
                    vcc_v8_int t78 = t3 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                    vcc_v8_uint t79 = (vcc_v8_uint)t78;
                    vcc_v8_uint t80 = t79 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                    vcc_v8_uint t81 = vcc_min(vcc_v8_int, t79, t80);
                    vcc_v8_int t82 = (vcc_v8_int)t81;
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
                vcc_v8_int t86 = vcc_splat(vcc_v8_int, t83 % 13);
                vcc_v8_int t87 = t86 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_v8_uint t88 = (vcc_v8_uint)t87;
                vcc_v8_uint t89 = t88 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                vcc_v8_uint t90 = vcc_min(vcc_v8_int, t88, t89);
                vcc_v8_int t5 = (vcc_v8_int)t90;
                long t6 = 0L;
                for (;;) {
                    vcc_v8_float t91 = __builtin_convertvector(t5, vcc_v8_float);
                    vcc_v8_float t92 = t91 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    vcc_v8_float t93 = t92 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
                    vcc_store(a + (int)((long)t83 + t6), t93);
                    t6 += 8L;
                    vcc_v8_int t94 = t5 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                    vcc_v8_uint t95 = (vcc_v8_uint)t94;
                    vcc_v8_uint t96 = t95 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                    vcc_v8_uint t97 = vcc_min(vcc_v8_int, t95, t96);
                    vcc_v8_int t98 = (vcc_v8_int)t97;
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
            printf("n=%d off=%d scale %lu", n, off, digest(t102, n));
            scale_addr(out, t101, -2.0f, n);
            printf(" addr %lu", digest(t102, n));
            bump_all(t100, 0.75f, n);
            printf(" bump %lu", digest(a, t43));
            poly_all(out, c + t99, t101, n);
            printf(" poly %lu", digest(t102, n));
            twice_all(out, t101, 1.25f, n);
            printf(" twice %lu", digest(t102, n));
            shifted_all(out, t101, 3.0f, n);
            if (n > 0) {
                t103 = n - 1;
            } else {
                t103 = 0;
            }
            printf(" shifted %lu\n", digest(t102, t103));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
