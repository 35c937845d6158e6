#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
unsigned xor_all(int n, const unsigned *a) {
    unsigned x = 0;
    for (int i = 0; i < n; i++)
        x ^= a[i];
    return x;
}

unsigned and_all(int n, const unsigned *a) {
    unsigned x = 0xffffffffu;
    for (int i = 0; i < n; i++)
        x &= a[i];
    return x;
}

unsigned or_all(int n, const unsigned *a) {
    unsigned x = 0;
    for (int i = 0; i < n; i++)
        x |= a[i];
    return x;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
    unsigned a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = 0xfff0ffffu ^ (1u << (i % 32)) ^ ((unsigned)i * 2654435761u >> 20);
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, a), and_all(n, a), or_all(n, a));
    }
    return 0;
}
