/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

float32x4_t _ZGVnN4uuul_axpy(float *x, float *y, float a, int i);
float32x4_t _ZGVnM4uuul_axpy(float *x, float *y, float a, int i, float32x4_t mask);
float32x4_t _ZGVnM4l8u_pairsum(const float *p, int n, float32x4_t mask);
int32x4_t _ZGVnN4vv_divide(int32x4_t x, int32x4_t d);
int32x4_t _ZGVnM4vv_divide(int32x4_t x, int32x4_t d, int32x4_t mask);
int32x4_t _ZGVnN4vu_ubranch(int32x4_t x, int n);
/* BOSCC off (--no-boscc): blocks run with all-false masks instead of being skipped, except
   where a scalar side effect needs the skip. Same program as clauses.c. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 sse4.2=6 sse2=6 neon=6 */
/* vcc-test: flags --no-boscc */

/* #pragma omp declare simd uniform(x, y, a) linear(i) */
float axpy(float *x, float *y, float a, int i) {
    float r = a * x[i] + y[i];
    y[i] = r;
    return r;
}

/* vcc: function at noboscc_clauses.c:10 vector variant _ZGVnN4uuul_axpy of `axpy`: VL 4, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
float32x4_t _ZGVnN4uuul_axpy(float *x, float *y, float a, int i) {
    long t1 = (long)i;
    float32x4_t t2 = vld1q_f32(x + t1);
    float32x4_t t3 = vdupq_n_f32(a);
    float32x4_t t4 = vmulq_f32(t3, t2);
    float *t5 = y + t1;
    float32x4_t t6 = vld1q_f32(t5);
    float32x4_t t7 = vaddq_f32(t4, t6);
    vst1q_f32(t5, t7);
    return t7;
}

/* vcc: function at noboscc_clauses.c:10 vector variant _ZGVnM4uuul_axpy of `axpy`: VL 4, masked, x uniform, y uniform, a uniform, i linear step 1 */
float32x4_t _ZGVnM4uuul_axpy(float *x, float *y, float a, int i, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    long t2 = (long)i;
    float32x4_t t3 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((float *)((unsigned long)x + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t4 = vdupq_n_f32(a);
    float32x4_t t5 = vmulq_f32(t4, t3);
    float32x4_t t6 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((float *)((unsigned long)y + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t7 = vaddq_f32(t5, t6);
    do { uint32x4_t vcc_nm = t1; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
    float32x4_t t8 = vbslq_f32(t1, t7, (float32x4_t)(vcc_v4_float){0});
    return t8;
}

/* #pragma omp declare simd uniform(n) linear(p:2) inbranch */
float pairsum(const float *p, int n) {
    return p[0] + p[1] + n;
}

/* vcc: function at noboscc_clauses.c:17 vector variant _ZGVnM4l8u_pairsum of `pairsum`: VL 4, masked, p linear step 2, n uniform */
float32x4_t _ZGVnM4l8u_pairsum(const float *p, int n, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    vcc_v4_long t2 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t3 = t2 + (vcc_v4_long){0L, 2L, 4L, 6L};
    float32x4_t t4 = (float32x4_t)vcc_gather_masked(vcc_v4_float, p + 0, t3, (vcc_m4)t1);
    vcc_v4_long t5 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t6 = t5 + (vcc_v4_long){0L, 2L, 4L, 6L};
    float32x4_t t7 = (float32x4_t)vcc_gather_masked(vcc_v4_float, p + 1, t6, (vcc_m4)t1);
    float32x4_t t8 = vaddq_f32(t4, t7);
    float32x4_t t9 = vdupq_n_f32((float)n);
    float32x4_t t10 = vaddq_f32(t8, t9);
    float32x4_t t11 = vbslq_f32(t1, t10, (float32x4_t)(vcc_v4_float){0});
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

/* vcc: function at noboscc_clauses.c:27 vector variant _ZGVnN4vv_divide of `divide`: VL 4, unmasked, x vector, d vector */
int32x4_t _ZGVnN4vv_divide(int32x4_t x, int32x4_t d) {
    int32x4_t t1;
    int32x4_t t2 = vdupq_n_s32(0);
    uint32x4_t t3 = vcgtq_s32(x, t2);
    uint32x4_t t4 = vreinterpretq_u32_s32(x);
    uint32x4_t t5 = vsubq_u32(vdupq_n_u32(0), t4);
    int32x4_t t6 = vreinterpretq_s32_u32(t5);
    if ((vmaxvq_u32(t3) != 0)) {
        int32x4_t t7 = vdupq_n_s32(1);
        int32x4_t t8 = vbslq_s32(t3, d, t7);
        t1 = (int32x4_t)((vcc_v4_int)x / (vcc_v4_int)t8);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t9 = vbslq_s32(t3, t1, t6);
    return t9;
}

/* vcc: function at noboscc_clauses.c:27 vector variant _ZGVnM4vv_divide of `divide`: VL 4, masked, x vector, d vector */
int32x4_t _ZGVnM4vv_divide(int32x4_t x, int32x4_t d, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vcgtq_s32(x, t3);
    uint32x4_t t5 = vandq_u32(t2, t4);
    uint32x4_t t6 = vmvnq_u32(t4);
    uint32x4_t t7 = vandq_u32(t2, t6);
    uint32x4_t t8 = vreinterpretq_u32_s32(x);
    uint32x4_t t9 = vsubq_u32(vdupq_n_u32(0), t8);
    int32x4_t t10 = vreinterpretq_s32_u32(t9);
    if ((vmaxvq_u32(t5) != 0)) {
        int32x4_t t11 = vdupq_n_s32(1);
        int32x4_t t12 = vbslq_s32(t5, d, t11);
        t1 = (int32x4_t)((vcc_v4_int)x / (vcc_v4_int)t12);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t13 = vbslq_s32(t7, t10, t1);
    int32x4_t t14 = vbslq_s32(t2, t13, (int32x4_t)(vcc_v4_int){0});
    return t14;
}

/* #pragma omp declare simd uniform(n) notinbranch */
int ubranch(int x, int n) {
    if (n > 3)
        return x * 2;
    return x + n;
}

/* vcc: function at noboscc_clauses.c:37 vector variant _ZGVnN4vu_ubranch of `ubranch`: VL 4, unmasked, x vector, n uniform */
int32x4_t _ZGVnN4vu_ubranch(int32x4_t x, int n) {
    int32x4_t t1;
    int32x4_t t2;
    int t3 = n > 3;
    int32x4_t t4 = vdupq_n_s32(t3);
    uint32x4_t t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t4 != (vcc_v4_int){0});
    uint32x4_t t6 = vmvnq_u32(t5);
    if ((vmaxvq_u32(t6) != 0)) {
        int32x4_t t7 = vdupq_n_s32(n);
        t1 = vaddq_s32(x, t7);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    if (t3) {
        int32x4_t t8 = vdupq_n_s32(2);
        t2 = vmulq_s32(x, t8);
    } else {
        t2 = t1;
    }
    return t2;
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
