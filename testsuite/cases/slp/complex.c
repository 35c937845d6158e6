/* Complex numbers as two consecutive doubles. The sum is one tree of 2-wide loads, add and
   store. The product mixes a subtraction (real part) and an addition (imaginary part) in its
   two lanes: one addsub of two products, each a splat of a[0] or a[1] (two loads of one
   element) times b, as it is or with its lanes swapped (a vector load and a shuffle). */
/* vcc-test: expect-slp 4 */
/* The loop in main calls both helpers: they are inlined there (`transform/inline.rs`), and
   the copies are SLP trees too, reported at the helpers' lines (4 in all). */
#include <stdio.h>

void cadd(double *restrict c, const double *restrict a, const double *restrict b) {
    c[0] = a[0] + b[0];
    c[1] = a[1] + b[1];
}

void cmul(double *restrict c, const double *restrict a, const double *restrict b) {
    c[0] = a[0] * b[0] - a[1] * b[1];
    c[1] = a[0] * b[1] + a[1] * b[0];
}

/* main's arrays are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static double x[2] = {1.5, -2.25}, y[2] = {0.5, 3.0}, s[2], p[2];

int main(void) {
    for (int i = 0; i < 4; i++) {
        cadd(s, x, y);
        cmul(p, x, y);
        printf("%.17g %.17g %.17g %.17g\n", s[0], s[1], p[0], p[1]);
        x[0] = p[0] / 4 + i;
        x[1] = s[1] - i;
    }
    return 0;
}
