/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        flags[i] = a[i] > b[i];
}

/* Bits that a truncation to the low byte would lose. */
void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    for (int i = 0; i < n; i++)
        flags[i] = a[i] & 0x300;
}

void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    for (int i = 0; i < n; i++)
        flags[i] = x[i];
}

/* A `_Bool` loaded and tested. */
void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    for (int i = 0; i < n; i++)
        if (flags[i])
            c[i] = a[i];
}

/* `_Bool`s as numbers: a sum and a select. */
int count_flags(int n, const _Bool *restrict flags) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += flags[i];
    return s;
}

void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = flags[i] ? x[i] : -x[i] + flags[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4);
        float *x = new_array(n, 4), *y = new_array(n, 4);
        _Bool *f = new_array(n, 1), *g = new_array(n, 1), *h = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (int)(next_rand() % 2048) - 1024;
            b[i] = (int)(next_rand() % 2048) - 1024;
            c[i] = -1;
            unsigned r = next_rand() % 6;
            x[i] = r == 0 ? 0.0f : r == 1 ? -0.0f : r == 2 ? 0.5f : r == 3 ? __builtin_nanf("") : (float)(int)(next_rand() % 7) - 3.0f;
        }
        if (n > 2)
            a[0] = 256, a[1] = 512, a[2] = 0x300;
        flags_gt(n, f, a, b);
        flags_bits(n, g, a);
        flags_float(n, h, x);
        printf("n=%d %016llx %016llx %016llx", n, HASH(f, n), HASH(g, n), HASH(h, n));
        /* No NaN in arithmetic: the sign of `-NaN + 0` is the compiler's choice. */
        for (int i = 0; i < n; i++)
            x[i] = x[i] != x[i] ? 1.5f : x[i];
        copy_if(n, c, g, a);
        pick(n, y, f, x);
        printf(" %016llx %016llx %d %d\n", HASH(c, n), HASH(y, n), count_flags(n, f), count_flags(n, h));
        free(a), free(b), free(c), free(x), free(y), free(f), free(g), free(h);
    }
    return 0;
}
