/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 sse4.2=6 sse2=5 neon=5 */
#include "harness.h"

/* Loops that count down into an exact reduction (midend loopvec/reverse.rs
   `cancel_in_reductions`): every lane-varying value the accumulator sees is a reversed load,
   so the loads are read as they are and the lanes summed in another order, which an integer
   reduction cannot observe. Where a value is not reversed (a load that counts up, the counter
   itself) or the reduction depends on the order (a float sum), the reversals stay. */

long dot_down(const int *x, const int *y, unsigned long n) {
    long s = 0;
    if (n)
        do {
            s += (long)x[n - 1] * y[n - 1];
        } while (--n);
    return s;
}

unsigned max_down(const unsigned char *p, int n) {
    unsigned m = 7;
    while (n-- > 0)
        m = p[n] > m ? p[n] : m;
    return m;
}

int cond_sum_down(const int *a, const int *b, int n, int k) {
    int s = 0;
    for (int i = n - 1; i >= 0; i--)
        if (a[i] > k)
            s += a[i] * 3 - b[i];
    return s;
}

/* One load counts up and one down: lanes of different orders meet, the reversal stays. */
long mixed_down(const int *x, const int *y, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += (long)x[i] * y[n - 1 - i];
    return s;
}

/* The counter's lanes are in order: the reversal stays. */
int index_down(const int *a, int n) {
    int s = 0;
    for (int i = n - 1; i >= 0; i--)
        s ^= a[i] + i;
    return s;
}

/* The same reversed load feeds a store and the sum. */
int store_and_sum_down(int *restrict out, const int *restrict a, int n) {
    int s = 0;
    for (int i = n - 1; i >= 0; i--) {
        out[i] = a[i] * 2;
        s += a[i];
    }
    return s;
}

/* A float sum keeps its order (no --fast-math): vectorized as an ordered sum or not at all. */
float fsum_down(const float *a, int n) {
    float s = 0.0f;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * 2.0f;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *o = new_array(n, sizeof(int));
        unsigned char *p = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        for (int i = 0; i < n; i++) {
            x[i] = (int)(next_rand() % 2000001) - 1000000;
            y[i] = (int)(next_rand() % 20001) - 10000 + i;
            p[i] = (unsigned char)(next_rand() % 251);
            f[i] = (float)((int)(next_rand() % 2001) - 1000) / 7.0f;
        }
        printf("n=%d dot=%ld max=%u cond=%d mixed=%ld index=%d", n, dot_down(x, y, (unsigned long)n),
               max_down(p, n), cond_sum_down(x, y, n, 1000), mixed_down(x, y, n), index_down(x, n));
        int s = store_and_sum_down(o, y, n);
        printf(" store=%d/%llx fsum=%a\n", s, HASH(o, n), fsum_down(f, n));
        free(x), free(y), free(o), free(p), free(f);
    }
    return 0;
}
