/* vcc-test: expect-vectorized generic=1 avx2=1 neon=1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
void iota3(long n, long *restrict a) {
    for (long i = 0; i < n; i++)
        a[i] = i * 3 - 7;
}

int main(void) {
    static const long counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
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
