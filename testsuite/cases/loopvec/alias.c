/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
void add3(int n, int *a, const int *b, const int *c) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] + c[i] + 3;
}

void add3_out(int n, int *restrict a, const int *b, const int *c) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] + c[i] + 3;
}

void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] * 2 - c[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *buf = new_array(2 * n + 2, 4), *c = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8);
        unsigned long long h[4];
        FILL(c, n, -1000, 2000);
        FILL(db, n, -1000, 2000);
        for (int variant = 0; variant < 4; variant++) {
            for (int i = 0; i < 2 * n + 2; i++)
                buf[i] = i * 7 % 101;
            if (variant == 0)
                add3(n, buf, buf + n + 1, c); /* disjoint */
            else if (variant == 1)
                add3(n, buf + 1, buf + 1, c); /* a == b */
            else if (variant == 2)
                add3(n, buf + 2, buf + 1, c); /* a one after b: each write is read next */
            else
                add3(n, buf, buf + 1, c); /* a one before b: reads ahead of the writes */
            h[variant] = HASH(buf, 2 * n + 2);
        }
        add3_out(n, buf, buf + n + 1, buf + n + 1);
        h[0] ^= HASH(buf, 2 * n + 2);
        mix(n, da, db, db);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], HASH(da, n));
        free(buf), free(c), free(da), free(db);
    }
    return 0;
}
