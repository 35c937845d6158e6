/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Narrow lanes whose result is converted to a type of 32 bits or more (loopvec/narrow.rs,
   widening roots, gcc's over-widening): the value C computes in int fits a 16-bit lane, so the
   vector loop computes it there and extends the lane to the true value. Inputs include each
   type's extremes at the first and last positions. */

/* A byte product accumulated into unsigned ints: at most 65025, unsigned 16-bit lanes. */
void mul_acc_u8(int n, unsigned *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        acc[i] += (unsigned)(a[i] * b[i]);
}

/* Products of signed bytes, -16256..16384, extended to long: signed 16-bit lanes. */
void mul_i8_to_long(int n, long *restrict out, const int8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (long)(a[i] * b[i]) + 1;
}

/* An unsigned byte times a signed one, -32640..32385: signed 16-bit lanes. */
void mul_mixed(int n, unsigned *restrict out, const uint8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned)(a[i] * b[i]);
}

/* A difference of bytes, -255..255, converted to unsigned: sign extension gives its bits. */
void diff_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned)(a[i] - b[i]) >> 1;
}

/* Must stay in int lanes: two products summed reach 130050, more than 16 bits hold. */
void dot2_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned)(a[i] * b[i] + b[i] * a[i]);
}

/* Must stay in int lanes: a product minus one, -1..65024, fits neither 16-bit lane. */
void mul_minus_one(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned)(a[i] * b[i] - 1);
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = -128;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        unsigned *u = new_array(n, sizeof(unsigned));
        long *l = new_array(n, sizeof(long));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(u, n, 0, 1000000);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        printf("n=%d", n);
        mul_acc_u8(n, u, a, b);
        printf(" acc=%llx", HASH(u, n));
        mul_i8_to_long(n, l, sa, sb);
        printf(" long=%llx", HASH(l, n));
        mul_mixed(n, u, a, sb);
        printf(" mixed=%llx", HASH(u, n));
        diff_u8(n, u, a, b);
        printf(" diff=%llx", HASH(u, n));
        dot2_u8(n, u, a, b);
        printf(" dot2=%llx", HASH(u, n));
        mul_minus_one(n, u, a, b);
        printf(" minus1=%llx\n", HASH(u, n));
        free(a), free(b), free(sa), free(sb), free(u), free(l);
    }
    return 0;
}
