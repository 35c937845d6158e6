/* vcc-test: expect-vectorized 5 */
/* Wrap-around variables (`peel_wraps.rs`): a variable that each iteration sets to the loop's
 * index holds the index of the iteration before, except on the first iteration, where it holds
 * its own start. The first iterations run before the loop; the variable then steps as an
 * induction (`affine.rs`), and its loads are consecutive. */
#include "harness.h"

/* The previous index, wrapping to the last element on the first iteration. */
void prev_index(float *restrict a, const float *restrict b, int n) {
    int im1 = n - 1;
    for (int i = 0; i < n; i++) {
        a[i] = (b[i] + b[im1]) * 0.5f;
        im1 = i;
    }
}

/* Two of them in a chain: two iterations peeled. */
void two_back(int *restrict a, const int *restrict b, int n) {
    int im1 = n - 1, im2 = n - 2;
    for (int i = 0; i < n; i++) {
        a[i] = b[i] - 2 * b[im1] + b[im2 < 0 ? 0 : im2];
        im2 = im1;
        im1 = i;
    }
}

/* A pointer that trails another one, and a start from a parameter. */
void trailing(double *restrict y, const double *restrict x, int k, int n) {
    const double *p = x, *prev = x + k;
    for (int i = 0; i < n; i++) {
        y[i] = *p * 3.0 - *prev;
        prev = p;
        p++;
    }
}

/* The variable used after the loop (the exit takes it from the peeled iteration too). */
long last_index(short *restrict a, const short *restrict b, long n) {
    long prev = 7;
    for (long i = 0; i < n; i++) {
        a[i] = (short)(b[i] + (prev & 3));
        prev = i;
    }
    return prev;
}

/* Already an induction: a start of the index's start less one step peels nothing. */
void minus_one(int *restrict a, int n) {
    int prev = -1;
    for (int i = 0; i < n; i++) {
        a[i] = prev * 5;
        prev = i;
    }
}

/* Not peeled: the wrap-around variable trails a value that is not an induction. */
void trails_data(int *restrict a, const int *restrict b, int n) {
    int last = 0, cur = 1;
    for (int i = 0; i < n; i++) {
        a[i] = b[last < 0 ? 0 : last % (i + 1)];
        last = cur;
        cur = b[i];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *af = new_array(n, sizeof(float)), *bf = new_array(n, sizeof(float));
        int *ai = new_array(n, sizeof(int)), *bi = new_array(n, sizeof(int));
        double *x = new_array(n + 5, sizeof(double)), *y = new_array(n, sizeof(double));
        short *as = new_array(n, sizeof(short)), *bs = new_array(n, sizeof(short));
        FILL(bf, n, -1000, 2000);
        FILL(bi, n, -50000, 100000);
        FILL(x, n + 5, -1000, 2000);
        FILL(bs, n, -1000, 2000);
        prev_index(af, bf, n);
        two_back(ai, bi, n);
        printf("n=%d %llx %llx", n, HASH(af, n), HASH(ai, n));
        trailing(y, x, 5, n);
        long last = last_index(as, bs, n);
        printf(" %llx %llx %ld", HASH(y, n), HASH(as, n), last);
        minus_one(ai, n);
        printf(" %llx", HASH(ai, n));
        trails_data(ai, bi, n);
        printf(" %llx\n", HASH(ai, n));
        free(af), free(bf), free(ai), free(bi), free(x), free(y), free(as), free(bs);
    }
    return 0;
}
