#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = a[i] + b[i] * 3;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 31, 32, 33, 1003};
    unsigned char out[1003], a[1003], b[1003];
    for (int i = 0; i < 1003; i++) {
        a[i] = (unsigned char)(i * 7);
        b[i] = (unsigned char)(i * 13 + 5);
    }
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++)
            out[i] = 0;
        add_bytes(n, out, a, b);
        unsigned check = 0;
        for (int i = 0; i < 1003; i++)
            check = check * 31 + out[i];
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
