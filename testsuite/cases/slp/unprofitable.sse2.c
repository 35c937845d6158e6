/* Must not vectorize: the four lanes multiply four unrelated parameters by different
   constants, so the vector would be built from scalars one lane at a time (a gather), which
   costs more than the multiplies save. A division of integers costs more as a vector than
   four scalar ones on every target. */
/* vcc-test: expect-slp 0 */
#include <stdio.h>

void weights(int *restrict a, int x, int y, int z, int w) {
    a[0] = x * 3;
    a[1] = y * 5;
    a[2] = z * 7;
    a[3] = w * 9;
}

void quotients(int *restrict q, const int *restrict a, const int *restrict b) {
    q[0] = a[0] / b[0];
    q[1] = a[1] / b[1];
    q[2] = a[2] / b[2];
    q[3] = a[3] / b[3];
}

int main(void) {
    int a[4], q[4], b[4] = {3, -2, 5, 7};
    weights(a, 1, -2, 30, 400);
    quotients(q, a, b);
    printf("%d %d %d %d | %d %d %d %d\n", a[0], a[1], a[2], a[3], q[0], q[1], q[2], q[3]);
    return 0;
}
