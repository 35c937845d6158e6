/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"
#include <limits.h>

/* Integer division and remainder by constants, under conditions and not. A constant divisor
   other than 0 (and -1 for signed types: INT_MIN / -1 overflows) cannot trap on any lane, so
   if-conversion runs it on every lane as it is, a division by one constant that the C
   compiler multiplies by the reciprocal, with no select of the divisor (which would make it a
   division by lanes: `idiv` per lane). The cost model prices such divisions as that multiply
   (`DivByConstant`) on 16- and 32-bit lanes. A division by -1 keeps the guard. Dividends
   include INT_MIN, INT_MAX and values of both signs. */

void cond_div10(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] > -5000)
            y[i] = x[i] / 10;
}

void cond_rem7(int n, unsigned *restrict y, const unsigned *restrict x) {
    for (int i = 0; i < n; i++) {
        if (x[i] & 4)
            y[i] = x[i] % 7u;
        else
            y[i] = x[i];
    }
}

void cond_rem_neg(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] & 1)
            y[i] = x[i] % -3;
}

/* Guarded: x / -1 of INT_MIN would overflow on a lane the condition excludes. */
void cond_div_minus1(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] != INT_MIN)
            y[i] = x[i] / -1;
}

void shorts_div3(int n, short *restrict y, const short *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = (short)(x[i] / 3 + x[i] % 5);
}

/* The coverage suite's ty_div_const. */
void div_rem_plain(int n, int *restrict y, const int *restrict b, const int *restrict c) {
    for (int i = 0; i < n; i++)
        y[i] = b[i] / 7 + c[i] % 5;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        short *sx = new_array(n, 2), *sy = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            switch (r % 5) {
            case 0: x[i] = INT_MIN; break;
            case 1: x[i] = INT_MAX; break;
            default: x[i] = (int)(next_rand() * 2654435761u) >> (r % 17); break;
            }
            z[i] = (int)next_rand() - (int)(UINT32_MAX / 2);
            sx[i] = (short)next_rand();
            y[i] = -1;
        }
        cond_div10(n, y, x);
        printf("n=%d cond_div10 %llx\n", n, HASH(y, n));
        cond_rem7(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_rem7 %llx\n", n, HASH(y, n));
        cond_rem_neg(n, y, x);
        printf("n=%d cond_rem_neg %llx\n", n, HASH(y, n));
        cond_div_minus1(n, y, x);
        printf("n=%d cond_div_minus1 %llx\n", n, HASH(y, n));
        shorts_div3(n, sy, sx);
        printf("n=%d shorts_div3 %llx\n", n, HASH(sy, n));
        div_rem_plain(n, y, x, z);
        printf("n=%d div_rem_plain %llx\n", n, HASH(y, n));
        free(x), free(y), free(z), free(sx), free(sy);
    }
    return 0;
}
