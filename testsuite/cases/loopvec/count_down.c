#include <stdio.h>

/* Not vectorized in the first cut: the accesses run backwards (reversed loads/stores are
   not handled yet). */
void down(int n, int *restrict a, const int *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = b[i] * 2;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 1003};
    int a[1003], b[1003];
    for (int i = 0; i < 1003; i++)
        b[i] = i % 19;
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++)
            a[i] = 0;
        down(n, a, b);
        long check = 0;
        for (int i = 0; i < 1003; i++)
            check = check * 3 % 1000003 + a[i];
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
