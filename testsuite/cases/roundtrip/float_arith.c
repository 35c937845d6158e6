/* Float and double arithmetic, mixed precision and comparisons. */
int printf(const char *fmt, ...);

static float poly(float x)
{
    return ((2.0f * x - 3.0f) * x + 0.5f) * x - 1.0f;
}

static double mean(const double *values, int n)
{
    double total = 0.0;
    int k;
    for (k = 0; k < n; k++)
        total += values[k];
    return total / n;
}

int main(void)
{
    double values[5] = {1.5, -2.25, 3.125, 1e10, -1e10};
    float acc = 0.0f;
    int k;
    for (k = 0; k < 10; k++)
        acc += 0.1f;
    printf("%.9f\n", acc);
    printf("%.9f\n", poly(1.75f));
    printf("%.6f\n", mean(values, 5));
    printf("%d %d %d\n", acc < 1.0f, acc == 1.0f, acc > 1.0);
    printf("%e\n", 1.0e300 * 1.0e5 / 1.0e300);
    printf("%g\n", -0.0 * 5.0);
    printf("%f\n", (double)(float)3.14159265358979);
    printf("%a\n", 1.0 / 3.0);
    return 0;
}
