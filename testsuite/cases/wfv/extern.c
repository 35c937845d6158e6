/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

#pragma omp declare simd uniform(k) notinbranch
float scale(float x, float k);
#pragma omp declare simd
int clampi(int x);
#pragma omp declare simd uniform(p) linear(i)
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

void scale_all(int n, float k) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale((float)i - 40.0f, k);
}

void clamp_some(int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (i % 3)
            iout[i] = clampi(i - 500);
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
void pick_all(int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        dout[i] = pick(dv, i, 0.25);
}

int main(void) {
    for (int i = 0; i < 64; i++)
        dv[i] = i * 1.5;
    int sizes[] = {0, 1, 7, 8, 9, 1003};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        pick_all(n < 64 ? n : 64);
        double sum = 0;
        long t = 0;
        for (int i = 0; i < n; i++) {
            sum += out[i];
            t += iout[i];
        }
        for (int i = 0; i < 64; i++)
            sum += dout[i];
        printf("n=%d %.2f %ld\n", n, sum, t);
    }
    return 0;
}
