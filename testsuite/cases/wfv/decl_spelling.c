/* vcc's own spelling of the annotations, `__decl-vec-function(...)` and `#pragma simd
   vec-function`, which vcc reads under -DVCC_ANNOTATIONS (the flags below) and gcc never sees:
   uniform, linear with the default step, a constant step and a step held in a uniform
   parameter, alignment, mask, nomask and neither. `alignment(p)` on the linear pointer of `bump`
   promises that the vector variant's `p` (lane 0's) is aligned to the vector, so its consecutive
   load and store are aligned ones; main passes it 32-byte aligned pointers (aligned_alloc).
   main calls the variants by their ABI names: in the original, built without vcc, those are
   decl_spelling.lib.c's weak per-lane definitions, which call the scalar function for each
   active lane; in the programs built from vcc's output, vcc's variants replace them. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: flags -DVCC_ANNOTATIONS */
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(k), linear(p), alignment(p), nomask)
#endif
float bump(float *p, float k) {
    float v = p[0];
    p[0] = v * k + 1.0f;
    return v - k;
}

/* Every third element (a strided gather), only the masked variant, with a varying branch. */
#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(w), linear(i:3), mask)
#endif
int tap(const int *w, int i, int x) {
    if (x > 0)
        return w[i] * x;
    return w[i + 1] - x;
}

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(base, s), linear(j:s))
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

/* A call under a condition in a `#pragma simd vec-function` loop: the masked variant of `tap`,
   its linear argument `3 * k` passed as lane 0's value. */
void taps(int *out, const int *w, const int *x, int n) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#endif
    for (int k = 0; k < n; k++)
        if (x[k] != 0)
            out[k] = tap(w, 3 * k, x[k]);
}

v8f _ZGVdN8l4a32u_bump(float *, float);
v8i _ZGVdM8ul3v_tap(const int *, int, v8i, v8i);
v4d _ZGVdN4uls2u_pick(const double *, long, long);
v4d _ZGVdM4uls2u_pick(const double *, long, long, v4d);

int main(void) {
    /* bump: scalar on one aligned buffer, the variant on another, 32-byte aligned at +0 and +8. */
    float *ps = aligned_alloc(32, 24 * sizeof(float)), *pv = aligned_alloc(32, 24 * sizeof(float));
    for (int k = 0; k < 24; k++)
        ps[k] = pv[k] = k * 0.75f - 4;
    for (int at = 0; at <= 8; at += 8) {
        for (int l = 0; l < 8; l++)
            printf("%g ", bump(ps + at + l, 1.5f));
        printf("\n");
        print8f("bump N", _ZGVdN8l4a32u_bump(pv + at, 1.5f), NULL);
    }
    for (int k = 0; k < 24; k++)
        printf("%g%s", pv[k], ps[k] == pv[k] ? " " : "! ");
    printf("\n");

    /* tap, masked: lane 7, inactive, would read w[24], past the end of w. */
    int *w = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        w[k] = k * k - 40;
    int x[8] = {3, -2, 0, 7, -9, 1, 5, -1}, m[8] = {-1, -1, 0, -1, -1, 0, -1, 0};
    for (int l = 0; l < 8; l++)
        if (m[l])
            printf("%d ", tap(w, 2 + 3 * l, x[l]));
    printf("\n");
    print8i("tap M", _ZGVdM8ul3v_tap(w, 2, TO_VEC(v8i, x), TO_VEC(v8i, m)), m);

    /* pick: a step of 5 elements held in `s`. */
    double *base = malloc(32 * sizeof(double)), d[4];
    for (int k = 0; k < 32; k++)
        base[k] = k * 1.25;
    for (int l = 0; l < 4; l++)
        printf("%g ", pick(base, 4 + 5 * l, 5));
    printf("\n");
    FROM_VEC(d, _ZGVdN4uls2u_pick(base, 4, 5));
    printf("pick N %g %g %g %g\n", d[0], d[1], d[2], d[3]);
    double dm[4] = {1, 0, 0, 1};
    FROM_VEC(d, _ZGVdM4uls2u_pick(base, 9, 5, TO_VEC(v4d, dm)));
    printf("pick M %g %g\n", d[0], d[3]);

    /* The loop over several counts, exact-size arrays. */
    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int *ww = malloc((3 * n + 1) * sizeof(int)), *xs = malloc((n + 1) * sizeof(int)), *out = malloc((n + 1) * sizeof(int));
        for (int k = 0; k < 3 * n + 1; k++)
            ww[k] = (k * 7) % 23 - 11;
        for (int k = 0; k < n; k++) {
            xs[k] = (k * 5) % 7 - 3;
            out[k] = -k;
        }
        taps(out, ww, xs, n);
        unsigned long sum = 0;
        for (int k = 0; k < n; k++)
            sum = sum * 31 + (unsigned)out[k];
        printf("n=%d %lu\n", n, sum);
        free(ww);
        free(xs);
        free(out);
    }
    free(ps);
    free(pv);
    free(w);
    free(base);
    return 0;
}
