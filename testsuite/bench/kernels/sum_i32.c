/* Benchmark kernel: an integer reduction (sum of squares, wrapping in unsigned arithmetic). */
#include <stdio.h>

#define N 16384
#define REPS 80000

static unsigned int values[N];

unsigned int sum_squares(int n, const unsigned int *v)
{
    unsigned int sum = 0;
    for (int i = 0; i < n; i++)
        sum += v[i] * v[i];
    return sum;
}

int main(void)
{
    unsigned int total = 0;
    for (int i = 0; i < N; i++)
        values[i] = (unsigned int)(i * 2654435761u);
    for (int rep = 0; rep < REPS; rep++) {
        values[rep % N] += 1;
        total ^= sum_squares(N, values);
    }
    printf("%u\n", total);
    return 0;
}
