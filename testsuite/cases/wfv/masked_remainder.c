/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

#pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

#pragma omp declare simd uniform(k)
int scale(int x, int k) {
    return x * k + (x >> 2);
}

void shift_all(float *out, float *sq, const float *in, int n, float bias) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        sq[i] = shift(out, in, bias, i);
}

void scale_all(int *y, const int *x, int n, int k) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = scale(x[i], k) - i;
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

static void run(int n) {
    float *in = malloc((n + 1) * sizeof(float)), *sq = malloc((n + 1) * sizeof(float));
    float *out = malloc((n + SENTINELS) * sizeof(float));
    int *x = malloc((n + 1) * sizeof(int)), *y = malloc((n + 1) * sizeof(int));
    for (int i = 0; i < n; i++) {
        in[i] = (float)(i * 7 % 13) - 4.5f;
        x[i] = (i * 37) % 101 - 50;
    }
    for (int i = 0; i < n + SENTINELS; i++)
        out[i] = -1.0f;
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = hash(14695981039346656037ULL, out, (n + SENTINELS) * sizeof(float));
    h = hash(h, sq, n * sizeof(float));
    h = hash(h, y, n * sizeof(int));
    printf("%d %016llx %g %d\n", n, h, n ? sq[n - 1] : 0.0f, n ? y[n - 1] : 0);
    free(in);
    free(sq);
    free(out);
    free(x);
    free(y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
