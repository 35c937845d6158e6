/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
int count_pos(int n, const int *restrict a, int *restrict flags) {
    int c = 0;
    for (int i = 0; i < n; i++) {
        flags[i] = a[i] > 3;
        c += a[i] > 0;
    }
    return c;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003], flags[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = (i * 13) % 11 - 5;
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++)
            flags[i] = 7;
        int r = count_pos(n, a, flags);
        long check = 0;
        for (int i = 0; i < 1003; i++)
            check = check * 3 % 1000003 + flags[i];
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
