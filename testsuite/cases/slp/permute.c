/* Loads used in another lane order than their addresses': one vector load and a shuffle.
   Reversed (a[k] = b[3 - k] * 2), pairs swapped (the real and imaginary parts of two complex
   numbers exchanged; a and b xored with a's pairs swapped). `halves` multiplies and divides
   the same lanes: eight lanes do two operations that are not an add and a subtract, so it is
   two trees of four. `spread`
   reads b[1], b[0], b[1], b[0]: a vector of four from b[0] would read b[2] and b[3], which the
   function does not (main passes two elements), so it loads the two it reads and widens them
   to four lanes with a shuffle. */
/* vcc-test: expect-slp 6 */
#include <stdio.h>

void reverse4(int *restrict a, const int *restrict b) {
    a[0] = b[3] * 2;
    a[1] = b[2] * 2;
    a[2] = b[1] * 2;
    a[3] = b[0] * 2;
}

void swap_re_im(float *restrict o, const float *restrict z) {
    o[0] = z[1];
    o[1] = z[0];
    o[2] = z[3];
    o[3] = z[2];
}

void halves(float *restrict o, const float *restrict x) {
    o[0] = x[0] * x[4];
    o[1] = x[1] * x[5];
    o[2] = x[2] * x[6];
    o[3] = x[3] * x[7];
    o[4] = x[0] / x[4];
    o[5] = x[1] / x[5];
    o[6] = x[2] / x[6];
    o[7] = x[3] / x[7];
}

void swap_pairs(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    o[0] = a[1] ^ b[0];
    o[1] = a[0] ^ b[1];
    o[2] = a[3] ^ b[2];
    o[3] = a[2] ^ b[3];
}

void spread(int *restrict a, const int *restrict b) {
    a[0] = b[1] + 1;
    a[1] = b[0] + 2;
    a[2] = b[1] + 3;
    a[3] = b[0] + 4;
}

int main(void) {
    int a[4], b[4] = {1, -20, 300, -4000}, s[4], two[2] = {5, 6};
    float z[4] = {1.5f, -2.0f, 0.0f, 3.25f}, o[4];
    unsigned u[4], x[4] = {1u, 0xffffffffu, 77u, 12345u}, y[4] = {3u, 5u, 0x80000000u, 9u};
    reverse4(a, b);
    swap_re_im(o, z);
    float x8[8] = {1, 2, 3, 4, 0.5f, -0.25f, 8, 16}, h[8];
    halves(h, x8);
    swap_pairs(u, x, y);
    spread(s, two);
    printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    printf("%a %a %a %a\n", o[0], o[1], o[2], o[3]);
    printf("%u %u %u %u\n", u[0], u[1], u[2], u[3]);
    printf("%d %d %d %d\n", s[0], s[1], s[2], s[3]);
    for (int i = 0; i < 8; i++) {
        printf("%a ", h[i]);
    }
    printf("\n");
    return 0;
}
