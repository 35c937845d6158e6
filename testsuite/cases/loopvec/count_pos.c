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
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
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
