/* External uses: the products are stored (plus one) as one tree, and also used outside it.
   `early` uses a product before the vector code, so that product's scalar stays; the return
   uses two after it, so they are extracted from the vector (and costed as extracts). */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int mixed(int *restrict a, const int *restrict b, const int *restrict c) {
    int x0 = b[0] * c[0];
    int x1 = b[1] * c[1];
    int x2 = b[2] * c[2];
    int x3 = b[3] * c[3];
    a[0] = x0 + 1;
    int early = x1 ^ 5;
    a[1] = x1 + 1;
    a[2] = x2 + 1;
    a[3] = x3 + 1;
    return early + x0 - x3;
}

int main(void) {
    int a[4], b[4] = {3, -4, 5, 600}, c[4] = {7, 8, -9, 10};
    int r = mixed(a, b, c);
    printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], r);
    return 0;
}
