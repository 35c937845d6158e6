/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[i] = b[idx[i]] * 2.0f;
}

void scatter(int n, int *restrict a, const int *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] + 1;
}

void histogram(int n, int *restrict bins, const unsigned char *restrict v) {
    for (int i = 0; i < n; i++)
        bins[v[i] & 15]++;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int *a = new_array(n, 4), *b = new_array(n, 4), *idx = new_array(n, 4), bins[16] = {0};
        unsigned char *v = new_array(n, 1);
        FILL(fb, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(v, n, 0, 256);
        for (int i = 0; i < n; i++)
            idx[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int j = (int)(next_rand() % (unsigned)(i + 1)), t = idx[i];
            idx[i] = idx[j];
            idx[j] = t;
        }
        gather(n, fa, fb, idx);
        scatter(n, a, b, idx);
        histogram(n, bins, v);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, HASH(fa, n), HASH(a, n), HASH(bins, 16));
        free(fa), free(fb), free(a), free(b), free(idx), free(v);
    }
    return 0;
}
