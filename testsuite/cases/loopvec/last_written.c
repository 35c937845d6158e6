/* vcc-test: expect-vectorized 5 */
/* Loads of one element that the loop's own stores write only in its last iteration, after
 * reading it (`hoist_loads.rs`, `plan_last_written`): every iteration reads the value from
 * before the loop, so the load moves before it and the loop vectorizes (gcc and clang keep
 * them scalar: the store may write the element). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The last element, read before the store that writes it in the last iteration. */
void last_elem(void) {
    for (int i = 0; i < N; i++)
        a[i] = b[i] + a[N - 1] * 0.5f;
}

/* Walking down, the first element read. */
void first_elem_down(void) {
    for (int i = N - 1; i >= 0; i--)
        c[i] = d[i] - c[0] * 3;
}

/* The test at the end of the body. */
void last_elem_do(void) {
    int i = 0;
    do {
        c[i] = c[N - 1] + d[i];
    } while (++i < N);
}

/* Not moved: the store of the last iteration comes first, so that iteration reads the new
 * value. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        a[i] = b[i] * 2.0f;
        b[i] = a[N - 1] + 1.0f;
    }
}

/* Written halfway through the loop: split there first (`split_loops.rs`), two loops. */
void middle_elem(void) {
    for (int i = 0; i < N; i++)
        c[i] = c[N / 2] + d[i];
}

int main(void) {
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < N; i++) {
            a[i] = (float)((i * 37 + round) % 101) - 50.0f;
            b[i] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[i] = (i * 7919 + round) % 1000 - 500;
            d[i] = (i * 104729) % 777 - 300;
        }
        last_elem();
        first_elem_down();
        printf("%llx %llx", HASH(a, N), HASH(c, N));
        last_elem_do();
        store_first();
        printf(" %llx %llx %llx", HASH(a, N), HASH(b, N), HASH(c, N));
        middle_elem();
        printf(" %llx\n", HASH(c, N));
    }
    return 0;
}
