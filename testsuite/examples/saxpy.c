/* saxpy: y = a * x + y over float arrays, the "hello world" of vectorization.
 *
 *     vcc saxpy.c -o saxpy_vec.c && cc -O2 saxpy_vec.c -o saxpy -lm && ./saxpy
 */
#include <stdio.h>

#define N 4096

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
        x[i] = (float)(i % 17) * 0.25f;
        y[i] = (float)(i % 5) - 2.0f;
    }
    for (int rep = 0; rep < 100; rep++)
        saxpy(N, 0.5f, x, y);
    for (int i = 0; i < N; i++)
        checksum += y[i];
    printf("saxpy checksum: %.3f\n", checksum);
    return 0;
}
