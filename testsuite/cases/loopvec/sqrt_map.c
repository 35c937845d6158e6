#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
void roots(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = sqrt(a[i]);
}

int main(void) {
    static const int counts[] = {0, 1, 3, 4, 5, 7, 8, 9, 1003};
    double r[1003], a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = (double)((i % 31) * (i % 31));
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++)
            r[i] = -1;
        roots(n, r, a);
        double check = 0;
        for (int i = 0; i < 1003; i++)
            check += r[i];
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
