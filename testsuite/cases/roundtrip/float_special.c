/* Special floating-point values: infinities, NaN comparisons, signed zero, and tiny numbers. */
#include <math.h>
#include <stdio.h>

static int classify(double v)
{
    if (v != v)
        return 0;
    if (v == INFINITY || v == -INFINITY)
        return 1;
    if (v == 0.0)
        return signbit(v) ? 2 : 3;
    return 4;
}

int main(void)
{
    double inf = INFINITY;
    double nan = NAN;
    double neg_zero = -0.0;
    float tiny = 1e-40f;
    printf("%d %d %d %d %d\n", classify(nan), classify(-inf), classify(neg_zero), classify(0.0),
           classify(1.5));
    printf("%d %d %d %d\n", nan == nan, nan != nan, nan < 1.0, nan >= 1.0);
    printf("%d %d\n", inf > 1e308, -inf < -1e308);
    printf("%f %f\n", inf, -inf);
    printf("%d\n", neg_zero == 0.0);
    printf("%g\n", 1.0 / inf);
    printf("%g %d\n", tiny, tiny > 0.0f);
    printf("%g\n", inf - inf == inf - inf ? 1.0 : 0.0);
    printf("%g\n", fmax(nan, 2.0));
    return 0;
}
