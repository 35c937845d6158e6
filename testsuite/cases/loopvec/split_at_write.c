/* vcc-test: expect-vectorized 13 */
/* Loops that read one element their own store writes in some iteration K (`split_loops.rs`):
 * split after K, each part reads the element before it (`hoist_loads.rs`) and vectorizes. Both
 * parts are loops of their own here (the first part of `first` runs one iteration). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The middle element. */
void middle(void) {
    for (int i = 0; i < N; i++)
        a[i] = a[N / 2] * 0.25f + b[i];
}

/* The first element, written by the first iteration. */
void first(void) {
    for (int i = 0; i < N; i++)
        c[i] = c[0] * 3 + d[i];
}

/* Up to and including a bound, with a sum carried across the split. */
long up_to(void) {
    long sum = 0;
    for (int i = 3; i <= 900; i++) {
        c[i] = c[300] - d[i];
        sum += d[i];
    }
    return sum;
}

/* Walking down. */
void down(void) {
    for (int i = N - 1; i > 0; i--)
        a[i] = b[i] - a[700];
}

/* Reads from the top while writing from the bottom: split where they meet. */
void cross(void) {
    for (int i = 0; i < N; i++) {
        float x = a[N - 1 - i] + b[i];
        a[i] = x - 1.0f;
        b[i] = x;
    }
}

/* The same walking down, over an odd count. */
void cross_down(void) {
    for (int i = N - 2; i >= 0; i--)
        c[i] = c[N - 2 - i] * 3 + d[i];
}

/* Bytes, the meeting point not a multiple of the vector length. */
unsigned char bytes[N + 7];
void cross_bytes(void) {
    for (int i = 0; i < N + 5; i++)
        bytes[i] = (unsigned char)(bytes[N + 4 - i] + 7);
}

/* Not vectorized: different steps over a count known only at run time (the store reaches
 * elements the load reads later). */
void stride_two(int n) {
    for (int i = 0; i < n; i++)
        c[2 * i] = c[i] + 1;
}

/* Not split: the store of iteration K comes before the load, so the loop after K reads a
 * value it wrote. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        c[i] = d[i] + 1;
        d[i] = c[N / 4] * 2;
    }
}

int main(void) {
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < N; i++) {
            a[i] = (float)((i * 37 + round) % 101) - 50.0f;
            b[i] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[i] = (i * 7919 + round) % 1000 - 500;
            d[i] = (i * 104729) % 777 - 300;
        }
        middle();
        first();
        long s = up_to();
        printf("%llx %llx %ld", HASH(a, N), HASH(c, N), s);
        down();
        store_first();
        printf(" %llx %llx %llx", HASH(a, N), HASH(c, N), HASH(d, N));
        for (int i = 0; i < N + 7; i++)
            bytes[i] = (unsigned char)(i * 13 + round);
        cross();
        cross_down();
        cross_bytes();
        stride_two(N / 2 - round);
        printf(" %llx %llx %llx %llx\n", HASH(a, N), HASH(b, N), HASH(c, N), HASH(bytes, N + 7));
    }
    return 0;
}
