/* vcc-test: expect-vectorized 2 */
/* Arrays defined `static` without an initializer in an included header belong to this file:
 * before the functions whose vector code accesses them, a redeclaration aligns them to the
 * widest vector (`align.rs`). The initialized table is left as it is. */
#include "harness.h"
#include "static_arrays.h"

/* Column sums: an outer loop vectorized down the columns (wide vectors on avx512 targets). */
void column_sums(void) {
    for (int j = 0; j < SA_COLS; j++) {
        float t = 0.0f;
        for (int i = 0; i < SA_ROWS; i++)
            t += sa_grid[i][j];
        sa_sums[j] = t;
    }
}

/* A row scaled by the table. */
void scale_row(int r) {
    for (int j = 0; j < SA_COLS; j++)
        sa_grid[r][j] = sa_grid[r][j] * sa_weights[j & 3] + 1.0f;
}

int main(void) {
    for (int i = 0; i < SA_ROWS; i++)
        for (int j = 0; j < SA_COLS; j++)
            sa_grid[i][j] = (float)((i * 31 + j * 7) % 101) - 50.0f;
    for (int r = 0; r < SA_ROWS; r += 3)
        scale_row(r);
    column_sums();
    printf("%llx %llx\n", HASH(sa_sums, SA_COLS), HASH(&sa_grid[0][0], SA_ROWS * SA_COLS));
    return 0;
}
