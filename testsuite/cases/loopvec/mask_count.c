/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Comparisons used as numbers (loopvec/mask_arith.rs): C's `a < b` is 0 or 1, a vector
   comparison's lanes 0 or -1, so a converted comparison added is the mask subtracted, and a
   count `if (c) cnt++` is the accumulator minus the mask. Inputs repeat values so that every
   comparison is true and false in some lanes, and include NaNs for the float sign. Integer
   reductions that subtract (`cnt--`, `s -= x`, legal/reduction.rs) are sums whose lanes keep
   their partial differences. */

/* The sign of a float comparison: (a > b) - (a < b), 0 where either is NaN. */
void sign_f32(int n, int *restrict out, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (a[i] > b[i]) - (a[i] < b[i]);
}

/* A comparison added to and subtracted from ints, on each side. */
void add_sub_cmp(int n, int *restrict out, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (a[i] == b[i]) + a[i] - (a[i] < b[i]) - (b[i] <= 3);
}

/* A count of equal ints, and of bytes with a value, as `if (c) cnt++`. */
int count_eq(int n, const int *a, int k) {
    int cnt = 0;
    for (int i = 0; i < n; i++)
        if (a[i] == k)
            cnt++;
    return cnt;
}

unsigned count_u8(int n, const uint8_t *p) {
    unsigned cnt = 7;
    for (int i = 0; i < n; i++)
        if (p[i] == 42)
            cnt++;
    return cnt;
}

/* A count down, and a step of 2 that stays a blend. */
int count_down(int n, const int *a) {
    int cnt = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 2)
            cnt--;
    return cnt;
}

int count_by_two(int n, const int *a) {
    int cnt = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < 2)
            cnt += 2;
    return cnt;
}

/* Integer sums that subtract: wrapping alike in every order. Must stay scalar: `s = x - s`
   alternates the sign of what came before. */
unsigned sub_sum(int n, const int *a) {
    unsigned s = 100;
    for (int i = 0; i < n; i++)
        s -= a[i] * 3u;
    return s;
}

int sub_add(int n, const int *a, const int *b) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s -= a[i] - (b[i] << 1);
    return s;
}

int alternating(int n, const int *a) {
    int s = 1;
    for (int i = 0; i < n; i++)
        s = a[i] - s;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *out = new_array(n, sizeof(int));
        uint8_t *p = new_array(n, 1);
        FILL(a, n, -3, 7);
        FILL(b, n, -3, 7);
        FILL(x, n, 0, 5);
        FILL(y, n, 0, 5);
        FILL(p, n, 40, 4);
        if (n > 1) a[1] = __builtin_nanf("");
        if (n > 2) b[n - 1] = __builtin_nanf("");
        printf("n=%d", n);
        sign_f32(n, out, a, b);
        printf(" sign=%llx", HASH(out, n));
        add_sub_cmp(n, out, x, y);
        printf(" addsub=%llx", HASH(out, n));
        printf(" eq=%d u8=%u down=%d two=%d\n", count_eq(n, x, 3), count_u8(n, p), count_down(n, x),
               count_by_two(n, y));
        printf("n=%d sub=%u subadd=%d alt=%d\n", n, sub_sum(n, x), sub_add(n, x, y), alternating(n, y));
        free(a), free(b), free(x), free(y), free(out), free(p);
    }
    return 0;
}
