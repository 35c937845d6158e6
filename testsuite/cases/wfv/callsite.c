/* Call sites: loops under `#pragma omp simd` whose bodies call annotated functions are
   vectorized with the calls replaced by calls to the unmasked variants (uniform arguments from
   before the loop); the scalar epilogue calls the scalar functions. main calls the loops over
   several trip counts with exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 3 */

#pragma omp declare simd uniform(max_iter) notinbranch
unsigned mandel(float cr, float ci, unsigned max_iter) {
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

#pragma omp declare simd uniform(scale) notinbranch
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = mandel(cr[i], ci[i], max_iter);
}

void tone(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = shade(x[i], s) + 1.0f;
}

/* A call under a condition needs the masked variant; `shade` has none (notinbranch): the loop
   stays scalar and the remark says why. */
void tone_some(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[i] = shade(x[i], s);
}

#pragma omp declare simd uniform(k)
float ramp(float x, float k) {
    return x * k + (x < 0.0f ? -1.0f : 1.0f);
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
void ramp_some(float *y, const float *x, int n, float k) {
#pragma omp simd
    for (int i = 0; i < n; i++) {
        float v = x[i];
        if (v > -1.0f)
            v = ramp(v, k);
        y[i] = v;
    }
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 17, 64, 101};
    for (unsigned t = 0; t < sizeof sizes / sizeof sizes[0]; t++) {
        int n = sizes[t];
        float *cr = malloc((n + 1) * sizeof(float)), *ci = malloc((n + 1) * sizeof(float));
        float *y = malloc((n + 1) * sizeof(float));
        unsigned *out = malloc((n + 1) * sizeof(unsigned));
        for (int i = 0; i < n; i++) {
            cr[i] = -2.0f + 2.5f * i / (n + 1);
            ci[i] = -1.0f + 0.02f * (i % 13);
        }
        render(out, cr, ci, n, 60);
        tone(y, cr, n, 0.75f);
        tone_some(y, ci, n, 0.5f);
        float tsum = 0;
        for (int i = 0; i < n; i++)
            tsum += y[i];
        ramp_some(y, cr, n, 0.25f);
        unsigned sum = 0;
        float fsum = 0;
        for (int i = 0; i < n; i++) {
            sum = sum * 31 + out[i];
            fsum += y[i];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, tsum, fsum);
        free(cr);
        free(ci);
        free(y);
        free(out);
    }
    return 0;
}
