/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_axpy(float *x, float *y, float a, int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8uuul_axpy(float *x, float *y, float a, int i, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8l8u_pairsum(const float *p, int n, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8ua32vv_get(const float *a, vcc_v8_float s, vcc_v8_int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vv_divide(vcc_v8_int x, vcc_v8_int d);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vv_divide(vcc_v8_int x, vcc_v8_int d, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_ubranch(vcc_v8_int x, int n);
#pragma GCC diagnostic pop
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

/* vcc: function at clauses.c:11 vector variant _ZGVdN8uuul_axpy of `axpy`: VL 8, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_axpy(float *x, float *y, float a, int i) {
    long t1 = (long)i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, x + t1);
    vcc_v8_float t3 = (vcc_v8_float){a, a, a, a, a, a, a, a};
    vcc_v8_float t4 = t3 * t2;
    float *t5 = y + t1;
    vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
    vcc_v8_float t7 = t4 + t6;
    vcc_store(t5, t7);
    return t7;
}
#pragma GCC diagnostic pop

/* vcc: function at clauses.c:11 vector variant _ZGVdM8uuul_axpy of `axpy`: VL 8, masked, x uniform, y uniform, a uniform, i linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8uuul_axpy(float *x, float *y, float a, int i, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    long t2 = (long)i;
    vcc_v8_float t3 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1);
    vcc_v8_float t4 = (vcc_v8_float){a, a, a, a, a, a, a, a};
    vcc_v8_float t5 = t4 * t3;
    vcc_v8_float t6 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)y + (unsigned long)t2 * 4UL), t1);
    vcc_v8_float t7 = t5 + t6;
    vcc_store_masked((float *)((unsigned long)y + (unsigned long)t2 * 4UL), t7, t1);
    vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t7, (vcc_v8_float){0});
    return t8;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(n) linear(p:2) inbranch */
float pairsum(const float *p, int n) {
    return p[0] + p[1] + n;
}

/* vcc: function at clauses.c:18 vector variant _ZGVdM8l8u_pairsum of `pairsum`: VL 8, masked, p linear step 2, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8l8u_pairsum(const float *p, int n, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_long t2 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t3 = t2 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_float t4 = vcc_gather_masked(vcc_v8_float, p + 0, t3, t1);
    vcc_v8_long t5 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t6 = t5 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_float t7 = vcc_gather_masked(vcc_v8_float, p + 1, t6, t1);
    vcc_v8_float t8 = t4 + t7;
    vcc_v8_float t9 = vcc_splat(vcc_v8_float, (float)n);
    vcc_v8_float t10 = t8 + t9;
    vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t10, (vcc_v8_float){0});
    return t11;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a) aligned(a:32) notinbranch simdlen(8) */
float get(const float *a, float s, int i) {
    return a[i] * s;
}

/* vcc: function at clauses.c:23 vector variant _ZGVdN8ua32vv_get of `get`: VL 8, unmasked, a uniform aligned 32, s vector, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8ua32vv_get(const float *a, vcc_v8_float s, vcc_v8_int i) {
    vcc_v8_float t1 = vcc_gather(vcc_v8_float, a, i);
    vcc_v8_float t2 = t1 * s;
    return t2;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int divide(int x, int d) {
    int r;
    if (x > 0)
        r = x / d;
    else
        r = -x;
    return r;
}

/* vcc: function at clauses.c:28 vector variant _ZGVdN8vv_divide of `divide`: VL 8, unmasked, x vector, d vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vv_divide(vcc_v8_int x, vcc_v8_int d) {
    vcc_v8_int t1;
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t3 = (vcc_m8)(x > t2);
    vcc_v8_uint t4 = (vcc_v8_uint)x;
    vcc_v8_uint t5 = -t4;
    vcc_v8_int t6 = (vcc_v8_int)t5;
    if (vcc_any(t3)) {
        vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, d, t7);
        t1 = x / t8;
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t1, t6);
    return t9;
}
#pragma GCC diagnostic pop

/* vcc: function at clauses.c:28 vector variant _ZGVdM8vv_divide of `divide`: VL 8, masked, x vector, d vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vv_divide(vcc_v8_int x, vcc_v8_int d, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(x > t3);
    vcc_m8 t5 = t2 & t4;
    vcc_m8 t6 = ~t4;
    vcc_m8 t7 = t2 & t6;
    vcc_v8_uint t8 = (vcc_v8_uint)x;
    vcc_v8_uint t9 = -t8;
    vcc_v8_int t10 = (vcc_v8_int)t9;
    if (vcc_any(t5)) {
        vcc_v8_int t11 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, d, t11);
        t1 = x / t12;
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t10, t1);
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t13, (vcc_v8_int){0});
    return t14;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(n) notinbranch */
int ubranch(int x, int n) {
    if (n > 3)
        return x * 2;
    return x + n;
}

/* vcc: function at clauses.c:38 vector variant _ZGVdN8vu_ubranch of `ubranch`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_ubranch(vcc_v8_int x, int n) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    int t3 = n > 3;
    vcc_v8_int t4 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
    vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_int){0});
    vcc_m8 t6 = ~t5;
    if (vcc_any(t6)) {
        vcc_v8_int t7 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        t1 = x + t7;
    } else {
        t1 = (vcc_v8_int){0};
    }
    if (t3) {
        vcc_v8_int t8 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t2 = x * t8;
    } else {
        t2 = t1;
    }
    return t2;
}
#pragma GCC diagnostic pop

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
