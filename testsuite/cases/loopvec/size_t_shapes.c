/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 sse4.2=5 sse2=5 neon=6 */
/* `size_t` loops in the other shapes C code writes them: `!=` instead of `<`, counting down
 * with `a[i - 1]` or `i-- > 0`, starting at `n - 1`, and steps of 2. The index `(long)i` is
 * taken modulo 2^64, as the address is computed; a start that may have wrapped (`n - 1`) is
 * counted from as itself; a step of 2 from 0 cannot wrap without indexing more elements than
 * any object holds (an access runs on every iteration). */
#include "harness.h"
#include <stddef.h>

static void ne_loop(float *a, size_t n) {
    for (size_t i = 0; i != n; i++)
        a[i] *= 2.0f;
}

static void down(float *a, size_t n) {
    for (size_t i = n; i > 0; i--)
        a[i - 1] = a[i - 1] * 3.0f + 1.0f;
}

static void down_postdec(float *a, size_t n) {
    for (size_t i = n; i-- > 0;)
        a[i] += 0.5f;
}

static void shift_left(float *a, size_t n) {
    for (size_t i = 1; i != n; i++)
        a[i - 1] = a[i];
}

static void shift_right(float *a, size_t n) {
    for (size_t i = n - 1; i > 0; i--)
        a[i] = a[i - 1];
}

static void step2(float *restrict a, const float *restrict b, size_t n) {
    for (size_t i = 0; i < n; i += 2)
        a[i] = b[i] * b[i + 1] + a[i + 1];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, sizeof *a), *b = new_array(n + 2, sizeof *b);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -20, 40);
        size_t m = (size_t)n;
        ne_loop(a, m);
        down(a, m);
        down_postdec(a, m);
        if (m > 0) {
            shift_left(a, m);
            shift_right(a, m);
        }
        step2(a, b, m);
        printf("n=%d %llx\n", n, HASH(a, n + 2));
        free(a);
        free(b);
    }
    return 0;
}
