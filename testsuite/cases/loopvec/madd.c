/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* A start value, the product written the other way round. */
int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s = start;
    for (int i = 0; i < n; i++)
        s = b[i] * a[i] + s;
    return s;
}

/* A sum of squares. */
int squares(int n, const int16_t *restrict a) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * a[i];
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        int t = a[i] * b[i];
        p[i] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
