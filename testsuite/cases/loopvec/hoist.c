/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=4 neon=3 */
#include "harness.h"

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

void third(int n, double *restrict b, const double *restrict a) {
    for (int i = 0; i < n; i++)
        b[i] = a[i] * (1.0 / 3);
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] + k / d;
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    for (int i = 0; i < n; i++)
        if (a[i] > 1000)
            c[i] = k / d;
}

void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)(a[i] + (key >> 1));
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        int *ia = new_array(n, sizeof(int)), *ic = new_array(n, sizeof(int));
        uint8_t *ua = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(ia, n, -1000, 2001);
        FILL(ua, n, 0, 256);
        if (n > 0) ua[0] = 255;
        third(n, b, a);
        printf("n=%d third=%llx", n, HASH(b, n));
        add_quot(n, ic, ia, -2147483647 - 1, n ? -7 : 0);
        printf(" quot=%llx", HASH(ic, n));
        cond_quot(n, ic, ia, 12345, 0);
        printf(" cond=%llx", HASH(ic, n));
        add_half_key(n, uc, ua, 255);
        printf(" key=%llx\n", HASH(uc, n));
        free(a), free(b), free(ia), free(ic), free(ua), free(uc);
    }
    return 0;
}
