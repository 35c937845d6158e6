#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
int sum(int n, const int *a) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 15, 16, 17, 32, 33, 1000, 1003};
    int a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = i % 2 == 0 ? INT_MAX - i : -(INT_MAX - (i - 1));
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
        printf("sum(%d) = %d\n", counts[c], sum(counts[c], a));
    return 0;
}
