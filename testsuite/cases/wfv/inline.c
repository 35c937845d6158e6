/* Calls to small variants from vector loops are inlined (wfv/inline.rs): `clampf` (a varying
   branch and two returns) and `count` (a divergent loop with a live-out) appear in the loops'
   bodies, with the rest of each block after them; `poly16`, whose variant is over the size
   limit (two loops of 16 unrolled steps of a four-term polynomial), stays a call. */
#include <stdio.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

#pragma omp declare simd uniform(lo, hi) notinbranch
float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    return x > hi ? hi : x;
}

#pragma omp declare simd uniform(limit) notinbranch
int count(int x, int limit) {
    int n = 0;
    while (x > 1 && n < limit) {
        x = x & 1 ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

#pragma omp declare simd uniform(c) notinbranch
float poly16(float x, const float *c) {
    float s = 0.0f;
    for (int k = 0; k < 16; k++)
        s = s * x + c[k] + c[k] * x * x + c[k] * x * x * x + c[k] * x * x * x * x;
    float t = 0.0f;
    for (int k = 0; k < 16; k++)
        t = t * s + c[k] + c[k] * s * s + c[k] * s * s * s + c[k] * s * s * s * s;
    return t;
}

void clamp_all(float *y, const float *x, int n, float lo, float hi) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = clampf(x[i], lo, hi) * 2.0f;
}

void count_all(int *y, const int *x, int n, int limit) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = count(x[i], limit) + i;
}

void poly_all(float *y, const float *x, int n, const float *c) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = poly16(x[i], c);
}

int main(void) {
    float x[45], y[45], c[16];
    int a[45], b[45];
    for (int k = 0; k < 16; k++)
        c[k] = 0.125f * (float)(k % 5) - 0.25f;
    for (int i = 0; i < 45; i++) {
        x[i] = (float)((i * 37) % 23) * 0.25f - 2.0f;
        a[i] = (i * 53) % 97 + 1;
    }
    for (int n = 0; n <= 45; n += 9) {
        clamp_all(y, x, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i = 0; i < n; i++)
            printf("%d %g %d\n", n, y[i], b[i]);
        poly_all(y, x, n, c);
        for (int i = 0; i < n; i++)
            printf("%a\n", y[i]);
    }
    return 0;
}
