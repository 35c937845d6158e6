/* Instance restructuring off (--no-restructure): the same program as regroup.c, whose loops
   then call the variants on the parts' instances as they come; no remark names a regrouped
   call or a branch to regroup by. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */
/* vcc-test: flags --no-restructure */

/* Both arms run a loop of a uniform count: a series for small x, a continued fraction for
   large x (NaN goes to the continued fraction, as `x < 1` is false for it). */
#pragma omp declare simd uniform(n) notinbranch
float series(float x, int n) {
    float r;
    if (x < 1.0f) {
        float term = x, s = x;
        for (int k = 1; k < n; k++) {
            term = term * x / (float)(2 * k + 1);
            s += term;
        }
        r = s;
    } else {
        float f = x;
        for (int k = n; k > 0; k--)
            f = x + (float)k / f;
        r = 1.0f / f;
    }
    return r;
}

/* A condition computed from both arguments, a constant and a conversion; double lanes. */
#pragma omp declare simd notinbranch
double blend2(double x, double y) {
    double acc = 0.0;
    if ((double)(int)(x * 4.0) + 0.5 > y) {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.5 + x * k;
    } else {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.25 - y / (k + 1);
    }
    return acc;
}

/* Integer lanes; the condition is a bit test under `!`. */
#pragma omp declare simd uniform(steps) notinbranch
unsigned mix(int a, int b, int steps) {
    unsigned h = a;
    if (!((a ^ b) & 1)) {
        for (int k = 0; k < steps; k++)
            h = h * 31 + (b >> (k & 7));
    } else {
        for (int k = 0; k < steps; k++)
            h = (h ^ (b + k)) * 17;
    }
    return h;
}

/* Reads only through its uniform pointer: regrouped too. */
#pragma omp declare simd uniform(coef, n) notinbranch
float poly(const float *coef, float x, int n) {
    float r = 0.0f;
    if (x >= 0.0f) {
        for (int k = 0; k < n; k++)
            r = r * x + coef[k];
    } else {
        for (int k = n - 1; k >= 0; k--)
            r = r * -x - coef[k];
    }
    return r;
}

/* Writes through its pointer: the order of its instances' stores matters, so never
   regrouped. */
#pragma omp declare simd uniform(hits, n) notinbranch
float tally(float x, int *hits, int n) {
    float r = x;
    if (x > 0.5f) {
        for (int k = 0; k < n; k++)
            r = r * 0.5f + 1.0f;
        hits[0] = (int)(r * 8.0f);
    } else {
        for (int k = 0; k < n; k++)
            r = r * 0.25f - 1.0f;
    }
    return r;
}

/* The arms are cheap: regrouping would not pay. */
#pragma omp declare simd notinbranch
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

void run_series(float *out, const float *in, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = series(in[i], 24);
}

void run_blend2(double *out, const double *x, const double *y, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = blend2(x[i], y[i]);
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = mix(a[i], b[i] + i, 12);
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
    for (int i = 0; i < n; i++)
        out[i] = series(in[i] * 0.5f, 9) + 1.0f;
}

void run_poly(float *out, const float *coef, const float *in, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = poly(coef, in[i], 16);
}

void run_tally(float *out, int *hits, const float *in, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tally(in[i], hits, 5);
}

void run_cheap(float *out, const float *in, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = cheap(in[i]);
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 200, 1003};
    float coef[16];
    for (int k = 0; k < 16; k++)
        coef[k] = 1.0f / (k + 1);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        float *fin = malloc((n + 1) * sizeof *fin), *fout = malloc((n + 1) * sizeof *fout);
        double *dx = malloc((n + 1) * sizeof *dx), *dy = malloc((n + 1) * sizeof *dy), *dout = malloc((n + 1) * sizeof *dout);
        int *ia = malloc((n + 1) * sizeof *ia), *ib = malloc((n + 1) * sizeof *ib);
        unsigned *iout = malloc((n + 1) * sizeof *iout);
        unsigned seed = 12345u + n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            int r = (int)(seed >> 16) % 2000;
            /* A random mix, then stretches all on one side. */
            fin[i] = i < n / 2 ? r / 1000.0f : (i / 8) % 2 ? 0.25f + i * 1e-4f : 1.5f + i * 1e-4f;
            if (i % 97 == 13)
                fin[i] = NAN;
            if (i % 101 == 7)
                fin[i] = INFINITY;
            dx[i] = r / 700.0 - 1.0;
            dy[i] = (r * 7 % 2000) / 500.0 - 2.0;
            ia[i] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[i] = (int)(seed >> 4) % 100000;
        }
        unsigned long h = 14695981039346656037ul;
        run_series(fout, fin, n);
        h = fold(h, fout, n * sizeof *fout);
        run_series_auto(fout, fin, n);
        h = fold(h, fout, n * sizeof *fout);
        run_blend2(dout, dx, dy, n);
        h = fold(h, dout, n * sizeof *dout);
        run_mix(iout, ia, ib, n);
        h = fold(h, iout, n * sizeof *iout);
        for (int i = 0; i < n; i++)
            fin[i] = fin[i] != fin[i] ? -0.5f : fin[i] - 1.0f;
        run_poly(fout, coef, fin, n);
        h = fold(h, fout, n * sizeof *fout);
        int hits = -1;
        run_tally(fout, &hits, fin, n);
        h = fold(h, fout, n * sizeof *fout);
        run_cheap(fout, fin, n);
        h = fold(h, fout, n * sizeof *fout);
        printf("n=%d %016lx hits=%d first=%a\n", n, h, hits, n ? (double)fout[0] : 0.0);
        free(fin), free(fout), free(dx), free(dy), free(dout), free(ia), free(ib), free(iout);
    }
    return 0;
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes) {
    const unsigned char *c = p;
    for (size_t k = 0; k < bytes; k++)
        h = h * 1099511628211ul ^ c[k];
    return h;
}
