/* Special floating-point values: infinities, NaN comparisons, signed zero, and tiny numbers. */
#include <math.h>
#include <stdio.h>

static int classify(double v)
{
    int t1;
    int t2;
    if (v != v) {
        return 0;
    }
    if (v == __builtin_inf()) {
        t1 = 1;
    } else {
        t1 = (v == -__builtin_inf()) != 0;
    }
    if (t1) {
        return 1;
    }
    if (!(v == 0.0)) {
        return 4;
    }
    if (__builtin_signbit(v)) {
        t2 = 2;
    } else {
        t2 = 3;
    }
    return t2;
}

int main(void)
{
    double t6;
    double nan_1 = (double)__builtin_nanf("");
    int t1 = classify(1.5);
    int t2 = classify(0.0);
    int t3 = classify(-0.0);
    int t4 = classify(-__builtin_inf());
    printf("%d %d %d %d %d\n", classify(nan_1), t4, t3, t2, t1);
    printf("%d %d %d %d\n", nan_1 == nan_1, nan_1 != nan_1, nan_1 < 1.0, nan_1 >= 1.0);
    printf("%d %d\n", 1, 1);
    printf("%f %f\n", __builtin_inf(), -__builtin_inf());
    printf("%d\n", 1);
    printf("%g\n", 1.0 / __builtin_inf());
    printf("%g %d\n", 9.99994610111476e-41, 1);
    double t5 = __builtin_inf() - __builtin_inf();
    if (t5 == t5) {
        t6 = 1.0;
    } else {
        t6 = 0.0;
    }
    printf("%g\n", t6);
    printf("%g\n", fmax(nan_1, 2.0));
    return 0;
}
