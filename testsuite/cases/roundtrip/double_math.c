/* Calls into <math.h>: square roots, trigonometry, powers and rounding. */
#include <math.h>
#include <stdio.h>

static double hypotenuse(double a, double b)
{
    return sqrt(a * a + b * b);
}

int main(void)
{
    double x;
    printf("%.6f\n", hypotenuse(3.0, 4.0));
    for (x = -2.5; x <= 2.5; x += 1.25)
        printf("%.3f %.3f %.3f %.3f\n", floor(x), ceil(x), fabs(x), fmod(x, 1.0));
    printf("%.6f %.6f\n", sin(0.5), cos(0.5));
    printf("%.6f\n", pow(2.0, 0.5));
    printf("%.6f\n", exp(1.0));
    printf("%.6f\n", log(10.0));
    printf("%.6f\n", sqrtf(2.0f));
    printf("%d\n", isnan(sqrt(-1.0)) != 0);
    return 0;
}
