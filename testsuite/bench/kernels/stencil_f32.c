/* Benchmark kernel: a 3-point float stencil (1-D blur), ping-ponging between two arrays. */
#include <stdio.h>

#define N 8192
#define REPS 80000

static float a[N], b[N];

void stencil(int n, const float *restrict src, float *restrict dst)
{
    for (int i = 1; i < n - 1; i++)
        dst[i] = 0.25f * src[i - 1] + 0.5f * src[i] + 0.25f * src[i + 1];
}

int main(void)
{
    double checksum = 0.0;
    for (int i = 0; i < N; i++)
        a[i] = b[i] = (float)((i * 37) % 101);
    for (int rep = 0; rep < REPS; rep++) {
        if (rep % 2)
            stencil(N, b, a);
        else
            stencil(N, a, b);
    }
    for (int i = 0; i < N; i++)
        checksum += a[i];
    printf("%.3f\n", checksum);
    return 0;
}
