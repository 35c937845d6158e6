/* Divergent loops fused: a loop that calls a function whose while loop's lanes leave at
   different iterations gets one copy of that while loop per UF part (and per call) once the
   variant is inlined; the copies run as one loop that steps every copy still running, a copy
   that has finished keeping its results until the others are done. Copies with two exits (a
   return inside the loop), copies under a condition (the masked variant), two calls in one
   iteration (more copies than one fused loop takes), a sum of the results, and an in-place
   update whose next part's load must wait for the store of the part before (not fused). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 6 */

#pragma omp declare simd uniform(max_iter) notinbranch
unsigned escape(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

/* Two exits: the loop's test, and a return from its body once the step limit is reached. */
#pragma omp declare simd uniform(limit)
int collatz(int x, int limit) {
    int steps = 0;
    while (x > 1) {
        if (steps >= limit)
            return -steps;
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    return steps;
}

void rows(unsigned *out, int n, float y) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = escape(-2.0f + i * (2.6f / 64), y, 150);
}

void counts(int *out, const int *in, int n, int limit) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = collatz(in[i], limit);
}

void odd_counts(int *out, const int *in, int n, int limit) {
#pragma omp simd
    for (int i = 0; i < n; i++) {
        if (in[i] & 2)
            out[i] = collatz(in[i], limit);
        else
            out[i] = -1000;
    }
}

void two_rows(unsigned *out, int n, float y) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = escape(-2.0f + i * (2.6f / 64), y, 90) + 1000u * escape(-1.5f + i * (1.3f / 64), -y, 60);
}

long total(const int *in, int n, int limit) {
    long s = 0;
#pragma omp simd reduction(+:s)
    for (int i = 0; i < n; i++)
        s += collatz(in[i], limit);
    return s;
}

void in_place(int *a, int n, int limit) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        a[i] = collatz(a[i], limit);
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 31, 32, 33, 64, 100, 257};
    for (int s = 0; s < 10; s++) {
        int n = sizes[s];
        unsigned *u = malloc((n + 1) * sizeof *u);
        int *in = malloc((n + 1) * sizeof *in), *out = malloc((n + 1) * sizeof *out);
        for (int i = 0; i < n; i++)
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        unsigned long t = 0;
        for (int y = 0; y < 6; y++) {
            rows(u, n, -1.2f + y * 0.4f);
            for (int i = 0; i < n; i++)
                t = t * 31 + u[i];
            two_rows(u, n, -1.1f + y * 0.37f);
            for (int i = 0; i < n; i++)
                t = t * 31 + u[i];
        }
        for (int limit = 20; limit <= 140; limit += 60) {
            counts(out, in, n, limit);
            for (int i = 0; i < n; i++)
                t = t * 31 + (unsigned)out[i];
            odd_counts(out, in, n, limit);
            for (int i = 0; i < n; i++)
                t = t * 31 + (unsigned)out[i];
            t = t * 31 + (unsigned long)total(in, n, limit);
            for (int i = 0; i < n; i++)
                out[i] = in[i];
            in_place(out, n, limit);
            for (int i = 0; i < n; i++)
                t = t * 31 + (unsigned)out[i];
        }
        printf("n=%d %lu\n", n, t);
        free(u), free(in), free(out);
    }
    return 0;
}
