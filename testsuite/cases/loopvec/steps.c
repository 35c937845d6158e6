/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=4 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
void every_third_le(int n, int *restrict a, const int *restrict b) {
    for (int i = 1; i <= n; i += 3)
        a[i - 1] = b[i - 1] * 2;
}

long down_by_two(int n, const int *a) {
    long s = 0;
    for (int i = n - 1; i >= 0; i -= 2)
        s += a[i];
    return s;
}

void unsigned_by_four(unsigned n, float *restrict a, const float *restrict b) {
    for (unsigned i = 0; i < n; i += 4)
        a[i] = b[i] + (float)i;
}

void long_from_two(long n, double *restrict a) {
    for (long i = 2; i < n; i += 2)
        a[i] = a[i - 2] * 0.5 + 1.0;
}

void end_pointer(short *p, short *end) {
    for (; p != end; p++)
        *p = (short)(*p * 3);
}

void ne_by_two(int n, int *a) {
    for (int i = 0; i != n; i += 2)
        a[i] = 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        double *d = new_array(n, 8);
        short *s = new_array(n, 2);
        int *e = new_array(n + 1, 4);
        FILL(a, n, 0, 1);
        FILL(b, n, -1000, 2000);
        FILL(f, n, 0, 1);
        FILL(g, n, -1000, 2000);
        FILL(d, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(e, n + 1, 0, 1);
        every_third_le(n, a, b);
        unsigned_by_four((unsigned)n, f, g);
        long_from_two(n, d);
        end_pointer(s, s + n);
        ne_by_two(n & ~1, e);
        printf("n=%d %llx sum=%ld %llx %llx %llx %llx\n", n, HASH(a, n), down_by_two(n, b), HASH(f, n), HASH(d, n),
               HASH(s, n), HASH(e, n + 1));
        free(a), free(b), free(f), free(g), free(d), free(s), free(e);
    }
    return 0;
}
