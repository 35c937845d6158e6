/* A transposed read in a vector variant (unroll_jam.rs's transpose rule through the call, then
   transpose.rs after inlining): `at` reads `m[j * W + i]`, a strided gather along the linear j.
   The loop over i is jammed by the variant's lanes L, so that one vector iteration makes L
   calls for the neighbouring columns i .. i+L-1; once inlined, their L gathers are L rows of L
   consecutive elements, loaded as such and transposed in registers. The outer counts run over
   values that are and are not multiples of L (the last ones in the original nest), the inner
   ones too (the epilogue). `rewrite` stores into the matrix the calls read: not jammed. */
#include <stdio.h>
#include <string.h>
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 7 */

#define W 72

static float in[W * W], out[W * W];

#pragma omp declare simd uniform(m, i, s) linear(j) notinbranch
float at(const float *m, int i, int j, float s) {
    return m[j * W + i] * s;
}

void cols53(int rows, float s) {
    for (int i = 0; i < rows; i++) {
#pragma omp simd
        for (int j = 0; j < 53; j++)
            out[i * W + j] = at(in, i, j, s);
    }
}

void cols16(int rows, float s) {
    for (int i = 0; i < rows; i++) {
#pragma omp simd
        for (int j = 0; j < 16; j++)
            out[i * W + j] = at(in, i, j, s);
    }
}

void cols70(int rows, float s) {
    for (int i = 0; i < rows; i++) {
#pragma omp simd
        for (int j = 0; j < 70; j++)
            out[i * W + j] = at(in, i, j, s);
    }
}

void rewrite(int rows) {
    for (int i = 0; i < rows; i++) {
#pragma omp simd
        for (int j = 0; j < 40; j++)
            in[i * W + j] = at(in, i, j, 0.5f);
    }
}

static unsigned long long hash(const float *p, int n) {
    unsigned long long h = 1469598103934665603u;
    for (int k = 0; k < n; k++) {
        unsigned u;
        memcpy(&u, &p[k], sizeof u);
        h = (h ^ u) * 1099511628211u;
    }
    return h;
}

int main(void) {
    int counts[] = {0, 1, 7, 9, 15, 16, 17, 33, 37, 53, 70, 72};
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++) {
        int rows = counts[k];
        for (int e = 0; e < W * W; e++)
            in[e] = (float)((e * 37) % 101) * 0.25f - 7.0f, out[e] = 0.0f;
        cols53(rows, 2.0f);
        printf("%d cols53 %llx\n", rows, hash(out, W * W));
        cols16(rows, -0.5f);
        printf("%d cols16 %llx\n", rows, hash(out, W * W));
        cols70(rows, 3.0f);
        printf("%d cols70 %llx\n", rows, hash(out, W * W));
        rewrite(rows < 40 ? rows : 40);
        printf("%d rewrite %llx\n", rows, hash(in, W * W));
    }
    return 0;
}
