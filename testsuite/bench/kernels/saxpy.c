/* Benchmark kernel: saxpy over float arrays that fit in L2, repeated. */
#include <stdio.h>

#define N 8192
#define REPS 300000

static float x[N], y[N];

void saxpy(int n, float a, const float *restrict xs, float *restrict ys)
{
    for (int i = 0; i < n; i++)
        ys[i] = a * xs[i] + ys[i];
}

int main(void)
{
    double checksum = 0.0;
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 17) * 0.001f;
        y[i] = (float)(i % 5);
    }
    for (int rep = 0; rep < REPS; rep++)
        saxpy(N, rep % 2 ? 0.5f : -0.5f, x, y);
    for (int i = 0; i < N; i++)
        checksum += y[i];
    printf("%.3f\n", checksum);
    return 0;
}
