/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere each member lane extracted and stored on
   its own where the members fill at least half the group (all but `thirds` on AVX2 and
   generic; every group on SSE and NEON), the rest priced as the per-lane scatters of masked
   stores (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[i] + c[i];
}

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        a[3 * i] = b[i];
        a[3 * i + 2] = -b[i];
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i + 1] = b[i] + 0.5;
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    for (int i = 0; i < G; i++)
        g[2 * i] = gb[i] * 3;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *b = new_array(n, sizeof(int)), *c = new_array(n, sizeof(int));
        float *bf = new_array(n, sizeof(float));
        double *bd = new_array(n, sizeof(double));
        FILL(b, n, -1000, 2000);
        FILL(c, n, -1000, 2000);
        for (int k = 0; k < n; k++)
            bf[k] = (float)b[k] * 0.25f, bd[k] = (double)c[k] * 0.125;
        /* Exactly as long as the last store needs: 2n - 1, 3n - 1, 3n - 0, 2n. */
        int *a2 = new_array(n > 0 ? 2 * n - 1 : 0, sizeof(int));
        float *a3 = new_array(n > 0 ? 3 * n - 1 : 0, sizeof(float));
        int *a23 = new_array(n > 0 ? 3 * n : 0, sizeof(int));
        double *ad = new_array(2 * n, sizeof(double));
        for (int k = 0; k < 2 * n - 1; k++)
            a2[k] = 7 * k + 1;
        for (int k = 0; k < 3 * n - 1; k++)
            a3[k] = (float)k;
        for (int k = 0; k < 3 * n; k++)
            a23[k] = 5 - k;
        for (int k = 0; k < 2 * n; k++)
            ad[k] = -(double)k;
        evens(n, a2, b, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, b);
        odd_doubles(n, ad, bd);
        printf("n=%d %llx %llx %llx %llx\n", n, n > 0 ? HASH(a2, 2 * n - 1) : 0ull, n > 0 ? HASH(a3, 3 * n - 1) : 0ull,
               HASH(a23, 3 * n), HASH(ad, 2 * n));
        free(b), free(c), free(bf), free(bd), free(a2), free(a3), free(a23), free(ad);
    }
    for (int k = 0; k < 2 * G; k++)
        g[k] = k;
    FILL(gb, G, -50, 100);
    global_evens();
    printf("global %llx\n", HASH(g, 2 * G));
    return 0;
}
