/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
void count_down_store(int n, int *restrict a, const int *restrict b) {
    for (int i = n; i > 0; i--)
        a[i - 1] = b[i - 1] + i;
}

void while_loop(int n, int *restrict a, const int *restrict b) {
    int i = 0;
    while (i < n) {
        a[i] = b[i] * 3 + 1;
        i++;
    }
}

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    for (unsigned i = 0; i < n; i++)
        a[i] = b[i] + i;
}

void long_from_offset(long lo, long hi, long *restrict a) {
    for (long i = lo; i < hi; i++)
        a[i] = i * i;
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
