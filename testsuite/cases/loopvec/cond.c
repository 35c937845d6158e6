/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
void store_positive(int n, int *restrict b, const int *restrict a) {
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b[i] = a[i];
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] > b[i] ? a[i] : b[i];
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    for (int i = 0; i < n; i++) {
        if (a[i] & 1)
            c[i] = a[i] * 3;
        else
            c[i] = a[i] / 2;
    }
}

int sum_above(int n, const int *a, int t) {
    int s = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > t)
            s += a[i];
    return s;
}

void nested(int n, float *restrict c, const float *restrict a) {
    for (int i = 0; i < n; i++) {
        if (a[i] > 0) {
            if (a[i] > 100)
                c[i] = 100;
            else
                c[i] = a[i] * 2;
        } else {
            c[i] = -a[i];
        }
    }
}

void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (i < k)
            c[i] = b[i] + 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
