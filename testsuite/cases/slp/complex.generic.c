/* vcc: vector types and helpers */
typedef double vcc_v2_double __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* Complex numbers as two consecutive doubles. The sum is one tree of 2-wide loads, add and
   store. The product mixes a subtraction (real part) and an addition (imaginary part) in its
   two lanes: one addsub of two products, each a splat of a[0] or a[1] (two loads of one
   element) times b, as it is or with its lanes swapped (a vector load and a shuffle). */
/* vcc-test: expect-slp 4 */
/* The loop in main calls both helpers: they are inlined there (`transform/inline.rs`), and
   the copies are SLP trees too, reported at the helpers' lines (4 in all). */
#include <stdio.h>

void cadd(double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_v2_double t1 = vcc_load(vcc_v2_double, a + 0);
    vcc_v2_double t2 = vcc_load(vcc_v2_double, b + 0);
    vcc_v2_double t3 = t1 + t2;
    vcc_store(c + 0, t3);
}

void cmul(double *restrict c, const double *restrict a, const double *restrict b) {
    const double *t1 = b + 0;
    vcc_v2_double t2 = vcc_splat(vcc_v2_double, a[0]);
    vcc_v2_double t3 = vcc_load(vcc_v2_double, t1);
    vcc_v2_double t4 = t2 * t3;
    vcc_v2_double t5 = vcc_splat(vcc_v2_double, a[1]);
    vcc_v2_double t6 = vcc_load(vcc_v2_double, t1);
    vcc_v2_double t7 = __builtin_shufflevector(t6, t6, 1, 0);
    vcc_v2_double t8 = t5 * t7;
    vcc_v2_double t9 = __builtin_shufflevector(t4 - t8, t4 + t8, 0, 3);
    vcc_store(c + 0, t9);
}

/* main's arrays are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static double x[2] = {1.5, -2.25}, y[2] = {0.5, 3.0}, s[2], p[2];

int main(void) {
    for (int i = 0; i < 4; i++) {
        const double *t1 = y;
        const double *t2 = x;
        const double *t3 = t2 + 0;
        const double *t4 = t1 + 0;
        const double *t5 = t2 + 1;
        vcc_v2_double t6 = vcc_load(vcc_v2_double, t3);
        vcc_v2_double t7 = vcc_load(vcc_v2_double, t4);
        vcc_v2_double t8 = t6 + t7;
        vcc_store(s + 0, t8);
        vcc_v2_double t10 = vcc_splat(vcc_v2_double, *t3);
        vcc_v2_double t11 = vcc_load(vcc_v2_double, t4);
        vcc_v2_double t12 = t10 * t11;
        vcc_v2_double t13 = vcc_splat(vcc_v2_double, *t5);
        vcc_v2_double t14 = vcc_load(vcc_v2_double, t4);
        vcc_v2_double t15 = __builtin_shufflevector(t14, t14, 1, 0);
        vcc_v2_double t16 = t13 * t15;
        vcc_v2_double t17 = __builtin_shufflevector(t12 - t16, t12 + t16, 0, 3);
        vcc_store(p + 0, t17);
        printf("%.17g %.17g %.17g %.17g\n", s[0], s[1], p[0], p[1]);
        double t9 = (double)i;
        x[0] = p[0] / 4.0 + t9;
        x[1] = s[1] - t9;
    }
    return 0;
}
