/* `&&` and `||` on varying conditions (midend wfv flatten.rs: a link `P: br c, J(1), B` whose
   second block only computes a condition becomes `J(c ? 1 : v)`, one mask `or`), next to
   uniform conditions (their links stay branches) and a second block that must not run for
   every lane (a load behind the test). Masked and unmasked variants, NaN lanes, lanes off. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

#pragma omp declare simd uniform(lim)
int classify(float x, float y, int lim) {
    int r = 0;
    if (x > 0.0f && y > 0.0f)
        r += 1;
    if (x < -1.0f || y * 2.0f > 3.0f || lim > 5)
        r += 2;
    if ((x > y && lim > 0) || x == y)
        r += 4;
    float d = x - y;
    if (lim < 3 && (d > 0.5f || d < -0.5f))
        r += 8;
    if (!(x >= 2.0f) || (unsigned)lim == 7u || (float)lim > y)
        r += 16;
    return r;
}

/* The second test reads through the index only where the first one passed. */
#pragma omp declare simd uniform(t, n)
int guarded(const int *t, int n, int i) {
    if (i < 0 || i >= n || t[i] > 10)
        return -1;
    return t[i];
}

v8i _ZGVdN8vvu_classify(v8f, v8f, int);
v8i _ZGVdM8vvu_classify(v8f, v8f, int, v8i);
v8i _ZGVdN8uuv_guarded(const int *, int, v8i);
v8i _ZGVdM8uuv_guarded(const int *, int, v8i, v8i);

static void print_lanes(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {1.0f, -2.0f, 0.0f, NAN, 2.5f, 3.0f, -0.25f, 0.75f};
    float ys[8] = {1.0f, 2.0f, 0.0f, 1.0f, NAN, -1.0f, 1.6f, 0.1f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    for (int lim = -1; lim <= 8; lim += 3) {
        print_lanes(_ZGVdN8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim), NULL);
        print_lanes(_ZGVdM8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim, TO_VEC(v8i, some)), some);
        for (int k = 0; k < 8; k++)
            printf("%d ", classify(xs[k], ys[k], lim));
        printf("\n");
    }
    int t[5] = {3, 20, -4, 10, 11};
    int idx[8] = {0, 5, -1, 1, 4, 2, 3, 1000000};
    print_lanes(_ZGVdN8uuv_guarded(t, 5, TO_VEC(v8i, idx)), NULL);
    int on[8] = {1, 1, 1, 0, 1, 1, 1, 0};
    int far[8] = {0, 5, -1, -1000000, 4, 2, 3, 1000000};
    print_lanes(_ZGVdM8uuv_guarded(t, 5, TO_VEC(v8i, far), TO_VEC(v8i, on)), on);
    for (int k = 0; k < 8; k++)
        printf("%d ", guarded(t, 5, idx[k]));
    printf("\n");
    return 0;
}
