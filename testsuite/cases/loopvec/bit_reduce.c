/* vcc-test: expect-vectorized 3 */
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
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = 0xfff0ffffu ^ (1u << (i % 32)) ^ ((unsigned)i * 2654435761u >> 20);
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, a), and_all(n, a), or_all(n, a));
    }
    return 0;
}
