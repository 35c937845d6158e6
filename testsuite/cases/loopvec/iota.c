#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
void iota3(long n, long *restrict a) {
    for (long i = 0; i < n; i++)
        a[i] = i * 3 - 7;
}

int main(void) {
    static const long counts[] = {0, 1, 3, 4, 5, 7, 8, 9, 1003};
    long a[1003];
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        long n = counts[c];
        for (int i = 0; i < 1003; i++)
            a[i] = -1;
        iota3(n, a);
        long check = 0;
        for (int i = 0; i < 1003; i++)
            check = check * 13 % 1000003 + a[i];
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
