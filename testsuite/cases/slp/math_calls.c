/* Calls of a math function in every lane, where the target computes it on whole vectors
   exactly (sqrt, fabs, floor, ceil, fmin, fmax; Target::whole_vector_math): one vector call
   node, its scalar calls removed. fmin and fmax keep C's rule for NaN (the other operand) and
   for zeros of both signs; sqrt gets only non-negative operands (a negative one would set
   errno in the scalar call). `floor2` stays scalar: two floats are narrower than any vector
   form, and the generic target has no vector math. `clamp4` has no restrict: its tree runs
   behind a run-time check; its overlapping calls run the scalar copy. */
/* vcc-test: expect-slp 4 generic=0 sse4.2=3 neon=5 */
#include <math.h>
#include <stdio.h>

void norm4(float *restrict o, const float *restrict a, const float *restrict b) {
    o[0] = sqrtf(a[0] * a[0] + b[0] * b[0]);
    o[1] = sqrtf(a[1] * a[1] + b[1] * b[1]);
    o[2] = sqrtf(a[2] * a[2] + b[2] * b[2]);
    o[3] = sqrtf(a[3] * a[3] + b[3] * b[3]);
}

void clamp4(double *o, const double *a) {
    o[0] = fmin(fmax(a[0], 0.0), 1.0);
    o[1] = fmin(fmax(a[1], 0.0), 1.0);
    o[2] = fmin(fmax(a[2], 0.0), 1.0);
    o[3] = fmin(fmax(a[3], 0.0), 1.0);
}

void round4(double *restrict lo, double *restrict hi, const double *restrict a) {
    lo[0] = floor(a[0]) + fabs(a[0]);
    lo[1] = floor(a[1]) + fabs(a[1]);
    hi[0] = ceil(a[0]) - fabs(a[1]);
    hi[1] = ceil(a[1]) - fabs(a[0]);
}

void floor2(float *restrict o, const float *restrict a) {
    o[0] = floorf(a[0]);
    o[1] = floorf(a[1]);
}

int main(void) {
    float a[8], b[8], o[8], f[2];
    for (int i = 0; i < 8; i++) {
        a[i] = (float)(i * 3 - 10) * 0.75f;
        b[i] = (float)(7 - i * 2) * 1.25f;
    }
    norm4(o, a, b);
    norm4(o + 4, a + 4, b + 4);
    for (int i = 0; i < 8; i++)
        printf("%.9g ", o[i]);
    printf("\n");

    double c[10] = {-0.5, 0.25, 2.0, NAN, 1.0, -0.0, 0.0, 0.75, -3.0, 0.5};
    double d[10];
    for (int i = 0; i < 10; i++)
        d[i] = c[i];
    clamp4(d + 6, c);
    clamp4(c + 1, c); /* overlapping: the scalar copy */
    clamp4(c + 4, c + 5);
    for (int i = 0; i < 10; i++)
        printf("%g/%g ", c[i], d[i]);
    printf("\n");

    double r[6] = {-2.5, 3.25, -0.0, 0.5, -7.0, 8.75}, lo[2], hi[2];
    for (int k = 0; k < 5; k++) {
        round4(lo, hi, r + k);
        printf("%g %g %g %g | ", lo[0], lo[1], hi[0], hi[1]);
    }
    floor2(f, a + 1);
    printf("%g %g\n", f[0], f[1]);
    return 0;
}
