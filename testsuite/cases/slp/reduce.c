/* Horizontal reductions: a value returned or stored that chains one associative operation
   over several operands. An unrolled integer dot product (a vector multiply and one
   reduction), the xor of eight words into a stored hash, and a sum of six bytes widened to
   `int`, four in the vector and two added as scalars. Must NOT vectorize: the float sum
   (reassociating it would change its rounding; only --fast-math allows that) and `shared`,
   whose partial sum is used twice, so the chain has two operands. */
/* vcc-test: expect-slp 3 */
#include <stdio.h>

int dot4(const int *a, const int *b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}

void fold8(unsigned *h, const unsigned *w) {
    *h = w[0] ^ w[1] ^ w[2] ^ w[3] ^ w[4] ^ w[5] ^ w[6] ^ w[7];
}

int sum6(const unsigned char *p) {
    return p[0] + p[1] + p[2] + p[3] + p[4] + p[5];
}

float fsum4(const float *x) {
    return x[0] + x[1] + x[2] + x[3];
}

int shared(const int *a, int *out) {
    int s = a[0] + a[1];
    *out = s;
    return s + a[2] + a[3];
}

int main(void) {
    int a[4] = {3, -7, 11, 2147483}, b[4] = {5, 9, -13, 1000}, out;
    unsigned w[8] = {1u, 2u, 0xdeadbeefu, 4u, 0x12345678u, 6u, 7u, 0xffffffffu}, h;
    unsigned char p[6] = {255, 1, 128, 7, 200, 99};
    float x[4] = {1e8f, 1.0f, -1e8f, 1.0f};
    fold8(&h, w);
    printf("%d %u %d %a\n", dot4(a, b), h, sum6(p), fsum4(x));
    /* shared() writes out before it is printed (the arguments' order is unspecified). */
    int s = shared(a, &out);
    printf("%d %d\n", s, out);
    return 0;
}
