/* The seed's example (slp-vectorizer-in-llvm, "Overview"): four stores to consecutive elements
   of `a`, each of (b + c) * (d - e), become one tree of 4-wide loads, add, sub, mul and a
   store. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int a[4], b[4], c[4], d[4], e[4];

void foo(void) {
    a[0] = (b[0] + c[0]) * (d[0] - e[0]);
    a[1] = (b[1] + c[1]) * (d[1] - e[1]);
    a[2] = (b[2] + c[2]) * (d[2] - e[2]);
    a[3] = (b[3] + c[3]) * (d[3] - e[3]);
}

int main(void) {
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 4; i++) {
            b[i] = i + 1 + round;
            c[i] = 3 * i - round;
            d[i] = 7 - i * round;
            e[i] = i * i;
        }
        foo();
        printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    }
    return 0;
}
