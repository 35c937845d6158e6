/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
void reverse_copy(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[n - 1 - i] + 1;
}

long weighted_down(int n, const short *a) {
    long s = 0;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * (long)i;
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[n - 1 - i] = b[i] * 2.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
