#include <stdio.h>

/* Vectorized: integer sum reduction. */
int sum(int n, const int *a) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
    int a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = (i * 37) % 101 - 50;
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
        printf("sum(%d) = %d\n", counts[c], sum(counts[c], a));
    return 0;
}
