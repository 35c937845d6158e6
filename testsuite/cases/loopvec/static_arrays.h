/* Arrays a header defines for the file that includes it (for header_static.c). */
#define SA_ROWS 64
#define SA_COLS 256
static float sa_grid[SA_ROWS][SA_COLS];
static float sa_sums[SA_COLS];
static const float sa_weights[4] = {0.5f, 0.25f, 0.125f, 0.125f};
