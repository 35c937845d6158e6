/* vcc-test: expect-vectorized generic=10 avx2=12 sse4.2=10 neon=12 */
#include "harness.h"

/* Loop interchange (midend/src/transform/interchange.rs): two-deep nests whose inner loop
   walks a column run with the loops swapped, so that the inner loop walks a row and the loop
   vectorizer reads and writes consecutive elements. Legal only where no dependence runs
   between iterations whose order the swap reverses (distances of opposite signs in the two
   loops); `anti_diag` has one and must stay as written: forcing it gives another result. */
#define R 37
#define C 45
static float fa[R][C], fb[R][C];
static double da[R][C];
static int ia[R][C];
static short sa[R][C];
static float colsum[C];

/* The plain column walk: every access consecutive after the swap. */
void cols(float s) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            fa[i][j] = fb[i][j] * s + fa[i][j];
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
void dep_down(void) {
    for (int j = 0; j < C; j++)
        for (int i = 1; i < R; i++)
            fa[i][j] = fa[i - 1][j] + fb[i][j];
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
void anti_diag(void) {
    for (int j = 1; j < C; j++)
        for (int i = 0; i < R - 1; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + 1.0f;
}

/* Distance (1, 1): kept in order by the swap. */
void diag(void) {
    for (int j = 1; j < C; j++)
        for (int i = 1; i < R; i++)
            fa[i][j] = fa[i - 1][j - 1] * 0.5f + fb[i][j];
}

/* The body uses i + 1, which is also the inner loop's step. */
void step_use(void) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R - 1; i++)
            ia[i][j] = ia[i + 1][j] + (i + 1) * j;
}

/* Both loops counting down, doubles. */
void down(void) {
    for (int j = C - 1; j >= 0; j--)
        for (int i = R - 1; i > 0; i--)
            da[i][j] = da[i - 1][j] * 0.25 + (double)i;
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
void col_sums(void) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            colsum[j] += fa[i][j];
}

/* Through a pointer parameter that may point into fa: not interchanged. */
void col_sums_to(float *s) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            s[j] += fa[i][j];
}

/* Shorts. */
void shorts(short k) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            sa[i][j] = (short)(sa[i][j] * 3 + k);
}

/* Run-time trip counts (at most the arrays' lengths): the distances are unbounded, so the test
   solves each subscript's equation (C keeps every subscript but the first within its array). */
void dep_rows(int rows, int cols) {
    for (int j = 0; j < cols; j++)
        for (int i = 1; i < rows; i++)
            fa[i][j] = fa[i - 1][j] * 0.75f + fb[i][j];
}

/* The same anti-diagonal distance (1, -1) with run-time counts: not interchanged. */
void anti_diag_rows(int rows, int cols) {
    for (int j = 1; j < cols; j++)
        for (int i = 0; i + 1 < rows; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + fb[i][j];
}

/* Tests on computed bounds (`i + 1 < rows`, `j < cols - 1`): each moves with its loop's
   control, computed again in the other header. */
void shifted_rows(int rows, int cols) {
    for (int j = 0; j < cols - 1; j++)
        for (int i = 0; i + 1 < rows; i++)
            fb[i][j] = fb[i + 1][j + 1] * 0.5f - fa[i][j];
}

/* A column of sums kept in a global array, run-time counts. */
void col_sums_rows(int rows, int cols) {
    for (int j = 0; j < cols; j++)
        for (int i = 0; i < rows; i++)
            colsum[j] = colsum[j] * 0.5f + fa[i][j];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) {
                fa[i][j] = (float)((i * 7 + j * 3 + n) % 17) * 0.25f;
                fb[i][j] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[i][j] = (i * 3 + j * 11 + n) % 19;
                ia[i][j] = i * 100 + j - n;
                sa[i][j] = (short)(i * 7 - j + n);
            }
        for (int j = 0; j < C; j++)
            colsum[j] = (float)j;
        float s[C] = {0};
        cols(0.5f + (float)n);
        dep_down();
        anti_diag();
        diag();
        step_use();
        down();
        col_sums();
        col_sums_to(s);
        col_sums_to(&fa[1][0]);
        shorts((short)n);
        int rows = n % (R + 1), cols = (n * 7) % (C + 1);
        dep_rows(rows, cols);
        anti_diag_rows(rows, cols);
        shifted_rows(rows, cols);
        col_sums_rows(rows, cols);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, HASH(&fa[0][0], R * C), HASH(&fb[0][0], R * C), HASH(&da[0][0], R * C),
               HASH(&ia[0][0], R * C), HASH(&sa[0][0], R * C), HASH(colsum, C), HASH(s, C));
    }
    return 0;
}
