/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Loads in a loop that an address is computed from, the same on every iteration
   (`transform/hoist_loads.rs`): computed before the loop, so that the loop vectorizer sees a
   row pointer from before the loop. A load moves only where nothing in the loop may write it
   and where reading it cannot fault even when the loop runs no iteration (an array of known
   size, an index bounded by the constant counts of the loops around). */
#define ROWS 16
#define COLS 40
static float tab[ROWS][COLS], out[ROWS][COLS];
static int pick[ROWS];
static int few[10];
static int counts[ROWS];

/* The row chosen through a table (coverage ia_row_index). */
void by_table(int m) {
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < m; j++)
            out[i][j] = tab[pick[i] & (ROWS - 1)][j] * 0.5f + out[i][j];
}

/* The row from arithmetic the affine analysis cannot see through. */
void by_mask(int n, int m) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            out[i & (ROWS - 1)][j] += tab[(i * 5) & (ROWS - 1)][j];
}

/* The loop writes the table the row comes from: the load stays in the loop. */
void clobbered(int m) {
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < m && j < ROWS; j++)
            pick[j] = (int)tab[pick[i] & (ROWS - 1)][j];
}

/* few[i + 4] is past the end for i >= 6, where counts[i] is 0 and the loop does not run: the
   load must not move before the loop (ASan would see it). */
void past_end(void) {
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < counts[i]; j++)
            out[i][j] = tab[few[i + 4] & (ROWS - 1)][j];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int i = 0; i < ROWS; i++) {
            pick[i] = (int)(next_rand() % 1000);
            counts[i] = i < 6 ? (n + i) % (COLS + 1) : 0;
            for (int j = 0; j < COLS; j++) {
                tab[i][j] = (float)(next_rand() % 2000) - 1000.0f;
                out[i][j] = (float)(i * COLS + j);
            }
        }
        for (int i = 0; i < 10; i++)
            few[i] = (int)(next_rand() % 100);
        int m = n % (COLS + 1);
        by_table(m);
        by_mask(n % 40, m);
        clobbered(m);
        past_end();
        printf("n=%d %llx %llx\n", n, HASH(&out[0][0], ROWS * COLS), HASH(pick, ROWS));
    }
    return 0;
}
