#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
int fill(int n, int *restrict a) {
    int i = 0, s = 0;
    do {
        a[i] = i * 5;
        s += a[i] ^ i;
        i++;
    } while (i < n);
    return s * 3 + i;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 7, 8, 9, 16, 17, 18, 1003};
    int a[1003];
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++)
            a[i] = -1;
        int r = fill(n, a);
        long check = 0;
        for (int i = 0; i < 1003; i++)
            check = check * 17 % 1000003 + a[i];
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
