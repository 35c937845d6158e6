/* Calls into <math.h>: square roots, trigonometry, powers and rounding. */
#include <math.h>
#include <stdio.h>

static double hypotenuse(double a, double b)
{
    return sqrt(a * a + b * b);
}

int main(void)
{
    printf("%.6f\n", hypotenuse(3.0, 4.0));
    for (double x = -2.5; x <= 2.5; x += 1.25) {
        double t1 = fmod(x, 1.0);
        double t2 = fabs(x);
        double t3 = ceil(x);
        printf("%.3f %.3f %.3f %.3f\n", floor(x), t3, t2, t1);
    }
    double t4 = cos(0.5);
    printf("%.6f %.6f\n", sin(0.5), t4);
    printf("%.6f\n", pow(2.0, 0.5));
    printf("%.6f\n", exp(1.0));
    printf("%.6f\n", log(10.0));
    printf("%.6f\n", (double)sqrtf(2.0f));
    double t5 = sqrt(-1.0);
    printf("%d\n", (t5 != t5) != 0);
    return 0;
}
