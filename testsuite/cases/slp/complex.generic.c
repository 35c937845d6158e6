/* vcc: vector types and helpers */
typedef double vcc_v2_double __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* Complex numbers as two consecutive doubles. The sum is one tree of 2-wide loads, add and
   store. The product mixes a subtraction (real part) and an addition (imaginary part) in its
   two lanes: one addsub of two products, each a splat of a[0] or a[1] (two loads of one
   element) times b, as it is or with its lanes swapped (a vector load and a shuffle). */
/* vcc-test: expect-slp 2 */
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

int main(void) {
    double x[2] = {1.5, -2.25}, y[2] = {0.5, 3.0}, s[2], p[2];
    for (int i = 0; i < 4; i++) {
        cadd(s, x, y);
        cmul(p, x, y);
        printf("%.17g %.17g %.17g %.17g\n", s[0], s[1], p[0], p[1]);
        x[0] = p[0] / 4 + i;
        x[1] = s[1] - i;
    }
    return 0;
}
