#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

int max_of(int n, const int *a, int m) {
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = (i * 7919) % 2003 - 1000;
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        printf("n=%d min=%d max=%d\n", n, min_of(n, a, 5), max_of(n, a, -5));
    }
    return 0;
}
