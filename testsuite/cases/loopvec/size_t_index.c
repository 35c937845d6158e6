/* vcc-test: expect-vectorized 2 */
/* The most common loop of C code: a `size_t` counter up to a `size_t` bound. The frontend
 * writes `a[i]` as `a + (long)i`; the conversion of an unsigned count to the signed type of
 * its width keeps its value wherever the address is defined, so the accesses are consecutive
 * (they were taken for an indirect index, "a histogram", and the loops stayed scalar). */
#include "harness.h"
#include <stddef.h>

static void scale(float *a, size_t n) {
    for (size_t i = 0; i < n; i++)
        a[i] *= 2.0f;
}

/* Not restrict: vectorized behind a run-time overlap check. */
static void axpy(double *y, const double *x, double k, size_t n) {
    for (size_t i = 0; i < n; i++)
        y[i] += k * x[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof *a);
        double *x = new_array(n + 1, sizeof *x), *y = new_array(n + 1, sizeof *y);
        FILL(a, n, -50, 100);
        FILL(x, n + 1, -20, 40);
        FILL(y, n + 1, -20, 40);
        scale(a, (size_t)n);
        axpy(y, x, 0.5, (size_t)n);
        /* Overlapping: y one element past x, in place. */
        axpy(x + 1, x, 0.25, (size_t)n);
        printf("n=%d %llx %llx %llx\n", n, HASH(a, n), HASH(y, n + 1), HASH(x, n + 1));
        free(a);
        free(x);
        free(y);
    }
    return 0;
}
