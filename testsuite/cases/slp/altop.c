/* Alternating opcodes: lanes that add and lanes that subtract are one node, both operations
   on vectors and a blend of their lanes (integers, and floats whose pattern is not addsub's
   subtract-in-even-lanes), or one addsub (floats subtracting in the even lanes). A radix-2
   butterfly on four pairs: sums in the low half, differences in the high half, on eight
   lanes; its operands are x[0..3] and x[4..7] twice each, one load of x[0..7] shuffled each
   (the second starts at x[0], not x[4], so that it reads only what the block reads). On
   sse2, whose blends are shuffles (`OpClass::Blend`), add_sub_f is two trees of two lanes. */
/* vcc-test: expect-slp 7 sse4.2=8 neon=8 sse2=9 */
#include <stdio.h>

void sum_diff(int *restrict o, const int *restrict a, const int *restrict b) {
    o[0] = a[0] + b[0];
    o[1] = a[1] - b[1];
    o[2] = a[2] + b[2];
    o[3] = a[3] - b[3];
}

void add_sub_f(float *restrict o, const float *restrict a, const float *restrict b) {
    o[0] = a[0] + b[0];
    o[1] = a[1] + b[1];
    o[2] = a[2] - b[2];
    o[3] = a[3] - b[3];
}

void addsub_d(double *restrict o, const double *restrict a, const double *restrict b) {
    o[0] = a[0] - b[0];
    o[1] = a[1] + b[1];
    o[2] = a[2] - b[2];
    o[3] = a[3] + b[3];
}

void butterfly(float *restrict o, const float *restrict x) {
    o[0] = x[0] + x[4];
    o[1] = x[1] + x[5];
    o[2] = x[2] + x[6];
    o[3] = x[3] + x[7];
    o[4] = x[0] - x[4];
    o[5] = x[1] - x[5];
    o[6] = x[2] - x[6];
    o[7] = x[3] - x[7];
}

/* The same with weights: two 4-lane trees (an 8-lane one needs cross-lane shuffles), the
   second reading the first's products from its vector (`NodeKind::Lanes`), not lane by lane. */
void twiddle(float *restrict o, const float *restrict x, const float *restrict w) {
    float t0 = x[4] * w[0], t1 = x[5] * w[1], t2 = x[6] * w[2], t3 = x[7] * w[3];
    o[0] = x[0] + t0;
    o[1] = x[1] + t1;
    o[2] = x[2] + t2;
    o[3] = x[3] + t3;
    o[4] = x[0] - t0;
    o[5] = x[1] - t1;
    o[6] = x[2] - t2;
    o[7] = x[3] - t3;
}

int main(void) {
    int a[4] = {2147483000, -5, 7, -2147483000}, b[4] = {600, 9, -11, 600}, o[4];
    float fa[4] = {1.5f, -2.25f, 1e30f, 3.0f}, fb[4] = {0.25f, 8.0f, -1e30f, -0.5f}, fo[4];
    double da[4] = {0.1, 0.2, -0.3, 1e300}, db[4] = {0.7, -0.2, 0.3, 1e300}, d[4];
    float x[8] = {1, 2, 3, 4, 0.5f, -0.25f, 8, 16}, bo[8];
    sum_diff(o, a, b);
    add_sub_f(fo, fa, fb);
    addsub_d(d, da, db);
    butterfly(bo, x);
    float w[4] = {1.0f, 0.75f, -0.5f, 3.0f}, to[8];
    twiddle(to, x, w);
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    printf("%a %a %a %a\n", fo[0], fo[1], fo[2], fo[3]);
    printf("%a %a %a %a\n", d[0], d[1], d[2], d[3]);
    for (int i = 0; i < 8; i++) {
        printf("%a %a ", bo[i], to[i]);
    }
    printf("\n");
    return 0;
}
