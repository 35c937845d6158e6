#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
void shift4(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 4] = a[i] + 1;
}

int main(void) {
    static const int counts[] = {0, 1, 3, 4, 5, 7, 8, 9, 1003};
    int a[1010];
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1010; i++)
            a[i] = i % 9;
        shift4(n, a);
        long check = 0;
        for (int i = 0; i < 1010; i++)
            check = check * 7 % 1000003 + a[i];
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
