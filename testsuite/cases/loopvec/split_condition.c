/* vcc-test: expect-vectorized 8 */
/* Loops whose body compares the induction with a constant that changes its value once
 * (`split_loops.rs`, gcc's -fsplit-loops): split where it changes, and each part takes the
 * comparison as the constant it is there. The first iteration's special case
 * (`i == 0 ? b[0] : b[i] + b[i - 1]`) leaves a loop without the masked load of `b[i - 1]`. */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];
unsigned u[N];

/* The first iteration apart: its load of b[i - 1] would read before the array. */
void first_iter(void) {
    for (int i = 0; i < N; i++)
        a[i] = (i == 0 ? b[0] : b[i] + b[i - 1]) * 0.5f;
}

/* The last iteration apart: its load of b[i + 1] would read past the array. */
void last_iter(void) {
    for (int i = 0; i < N; i++)
        a[i] = i != N - 1 ? b[i + 1] - b[i] : 0.0f;
}

/* An ordering: the first eight iterations, then the rest (both parts vectorize). */
void below_eight(void) {
    for (int i = 0; i < N; i++) {
        if (i < 8)
            c[i] = d[i] * 2;
        else
            c[i] = d[i] - c[i];
    }
}

/* An unsigned counter and comparison, split after iteration 599. */
void above_unsigned(void) {
    for (unsigned i = 0; i < N; i++)
        u[i] = i >= 600u ? u[i] + 7u : u[i] ^ (unsigned)d[i];
}

/* Not split: the comparison's side is not a constant. */
int limit = 300;
void not_constant(void) {
    for (int i = 0; i < N; i++)
        c[i] = i < limit ? d[i] : -d[i];
}

/* Not split: the equality holds in the middle (a split would leave a part with it). */
void middle_equal(void) {
    for (int i = 0; i < N; i++)
        a[i] = i == N / 2 ? 1.0f : b[i] * 3.0f;
}

int main(void) {
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < N; i++) {
            a[i] = (float)((i * 37 + round) % 101) - 50.0f;
            b[i] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[i] = (i * 7919 + round) % 1000 - 500;
            d[i] = (i * 104729) % 777 - 300;
            u[i] = (unsigned)(i * 2654435761u + round);
        }
        first_iter();
        printf("%llx", HASH(a, N));
        last_iter();
        below_eight();
        above_unsigned();
        printf(" %llx %llx %llx", HASH(a, N), HASH(c, N), HASH(u, N));
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        printf(" %llx %llx\n", HASH(a, N), HASH(c, N));
    }
    return 0;
}
