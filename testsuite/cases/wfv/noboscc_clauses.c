/* BOSCC off (--no-boscc): blocks run with all-false masks instead of being skipped, except
   where a scalar side effect needs the skip. Same program as clauses.c. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 sse4.2=6 sse2=6 neon=6 */
/* vcc-test: flags --no-boscc */

#pragma omp declare simd uniform(x, y, a) linear(i)
float axpy(float *x, float *y, float a, int i) {
    float r = a * x[i] + y[i];
    y[i] = r;
    return r;
}

#pragma omp declare simd uniform(n) linear(p:2) inbranch
float pairsum(const float *p, int n) {
    return p[0] + p[1] + n;
}

#pragma omp declare simd uniform(a) aligned(a:32) notinbranch simdlen(8)
float get(const float *a, float s, int i) {
    return a[i] * s;
}

#pragma omp declare simd
int divide(int x, int d) {
    int r;
    if (x > 0)
        r = x / d;
    else
        r = -x;
    return r;
}

#pragma omp declare simd uniform(n) notinbranch
int ubranch(int x, int n) {
    if (n > 3)
        return x * 2;
    return x + n;
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
