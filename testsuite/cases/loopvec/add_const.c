#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
void add_const(int n, int *restrict a, const int *restrict b, int c) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] + c;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
    int a[1003], b[1003];
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++) {
            a[i] = -1;
            b[i] = i * 3;
        }
        add_const(n, a, b, 42);
        long check = 0;
        for (int i = 0; i < 1003; i++)
            check = check * 31 % 1000003 + a[i];
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
