/* Dot product and Euclidean norm in double precision: reductions, where vectorizing changes the
 * order of additions, so vcc only does it when the result stays exact or the user allows it.
 *
 *     vcc dot.c -o dot_vec.c && cc -O2 dot_vec.c -o dot -lm && ./dot
 */
#include <math.h>
#include <stdio.h>

#define N 10000

static double a[N], b[N];

double dot(int n, const double *u, const double *v)
{
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += u[i] * v[i];
    return sum;
}

double norm(int n, const double *u)
{
    return sqrt(dot(n, u, u));
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (double)(i % 100) / 100.0;
        b[i] = (double)((i * 7) % 13) - 6.0;
    }
    printf("dot: %.6f\n", dot(N, a, b));
    printf("norm: %.6f\n", norm(N, a));
    return 0;
}
