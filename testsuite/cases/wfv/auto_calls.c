/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

#pragma omp declare simd uniform(max_iter)
unsigned iters(float cr, float ci, unsigned max_iter) {
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

#pragma omp declare simd notinbranch
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
#pragma omp declare simd notinbranch
int biased(int x) {
    return x + bias;
}

void row(unsigned *out, int n, float y) {
    for (int i = 0; i < n; i++)
        out[i] = iters(-2.0f + i * (3.0f / 64), y, 200);
}

void digit_sums(int *out, const int *in, int n) {
    for (int i = 0; i < n; i++)
        out[i] = digits(in[i] < 0 ? -in[i] : in[i]);
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 64, 1003};
    for (int s = 0; s < 7; s++) {
        int n = sizes[s];
        unsigned *u = malloc((n + 1) * sizeof *u);
        int *in = malloc((n + 1) * sizeof *in), *out = malloc((n + 1) * sizeof *out), *b = malloc((n + 1) * sizeof *b);
        for (int i = 0; i < n; i++)
            in[i] = (i * 7919) % 2001 - 1000;
        long t = 0;
        for (int y = 0; y < 8; y++) {
            row(u, n, -1.0f + y * 0.25f);
            for (int i = 0; i < n; i++)
                t += u[i] * (long)(i + y);
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        for (int i = 0; i < n; i++)
            t += out[i] * (long)i + b[i];
        printf("n=%d %ld\n", n, t);
        free(u), free(in), free(out), free(b);
    }
    return 0;
}
