/* vcc-test: expect-vectorized 5 */
/* Run-time dependence distances (`distances.rs`): two accesses to one array whose starts
 * differ by a parameter (`a[i]` and `a[i + k]`) are vectorized behind a test that VF·UF
 * iterations at a time keep the dependence: the later access behind the earlier one, or at
 * least VF·UF elements ahead. Every k from -40 to 40 runs, the scalar loop taking those the
 * test refuses; a difference made of an outer loop's counter is bounded without a test. */
#include "harness.h"

/* An anti-dependence for k > 0, a true one for k < 0. */
void shift_add(float *a, const float *b, int k, int n) {
    for (int i = 0; i < n; i++)
        a[i] = a[i + k] * 0.5f + b[i];
}

/* The store ahead of the load: a true dependence of distance k for k > 0. */
void shift_store(float *a, const float *b, float s, int k, int n) {
    for (int i = 0; i < n; i++)
        a[i + k] = a[i] * s + b[i];
}

/* Down the array: both accesses reversed. */
void shift_down(int *a, const int *b, int k, int n) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = a[i + k] + 3 * b[i];
}

/* A pointer at a run-time offset into the same array, two distances tested at once. */
void two_offsets(double *a, int k, int j, int n) {
    double *p = a + k;
    for (int i = 0; i < n; i++)
        a[i] = p[i] - a[i + j] * 0.25;
}

/* Each row from the first: the distance is the outer counter's, at least one row. */
float grid[9][72];
void rows_from_first(const float *b, int m) {
    for (int i = 1; i < 9; i++)
        for (int j = 0; j < m; j++)
            grid[i][j] = grid[0][j] + b[j] * (float)i;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = n + 90;
        float *a = new_array(m, sizeof(float)), *b = new_array(m, sizeof(float));
        int *ai = new_array(m, sizeof(int)), *bi = new_array(m, sizeof(int));
        double *d = new_array(m, sizeof(double));
        FILL(a, m, -1000, 2000);
        FILL(b, m, -1000, 2000);
        FILL(ai, m, -100000, 200000);
        FILL(bi, m, -100000, 200000);
        FILL(d, m, -1000, 2000);
        for (int k = -40; k <= 40; k++) {
            shift_add(a + 45, b, k, n);
            shift_store(a + 45, b, 0.75f, k, n);
            shift_down(ai + 45, bi, k, n);
            two_offsets(d + 45, k, -k / 2, n);
        }
        int cols = n % 73;
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < 72; j++)
                grid[i][j] = (float)(i * 72 + j) * 0.125f;
        rows_from_first(b, cols);
        printf("n=%d %llx %llx %llx %llx\n", n, HASH(a, m), HASH(ai, m), HASH(d, m), HASH(&grid[0][0], 9 * 72));
        free(a), free(b), free(ai), free(bi), free(d);
    }
    return 0;
}
