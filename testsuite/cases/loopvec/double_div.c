#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        r[i] = (a[i] - 1.0) / b[i];
}

int main(void) {
    static const int counts[] = {0, 1, 3, 4, 5, 7, 8, 9, 1003};
    double r[1003], a[1003], b[1003];
    for (int i = 0; i < 1003; i++) {
        a[i] = i % 29;
        b[i] = 1 << (i % 4);
    }
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++)
            r[i] = 0;
        ratio(n, r, a, b);
        double check = 0;
        for (int i = 0; i < 1003; i++)
            check += r[i] * (i % 3);
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
