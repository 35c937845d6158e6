/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 neon=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = (3 * b[i] + c[i]) ^ k;
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
void cancel_masked(int n, float *restrict a, const float *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        if (b[i] > 0.0f)
            a[i] = b[i] * 2.0f - 1.0f;
}

/* Narrow lanes: bytes widened, added and narrowed again. */
void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = (unsigned char)((b[i] + c[i] + 1) >> 1);
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
int keep_last(int n, int *restrict a, const int *restrict b) {
    int last = -1;
    for (int i = n - 1; i >= 0; i--) {
        int v = b[i] + 7;
        a[i] = v;
        last = v;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
void keep_mixed(int n, double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[n - 1 - i] * 0.25;
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = b[i] + i;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
