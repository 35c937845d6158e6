/* Float and double arithmetic, mixed precision and comparisons. */
int printf(const char *fmt, ...);

static float poly(float x)
{
    return ((2.0f * x - 3.0f) * x + 0.5f) * x - 1.0f;
}

static double mean(const double *values, int n)
{
    double total = 0.0;
    for (int k = 0; k < n; k++) {
        total += values[k];
    }
    return total / (double)n;
}

int main(void)
{
    double values[5];
    values[0] = 1.5;
    values[1] = -2.25;
    values[2] = 3.125;
    values[3] = 10000000000.0;
    values[4] = -10000000000.0;
    float acc = 0.0f;
    for (int k = 0; k < 10; k++) {
        acc += 0.1f;
    }
    double t1 = (double)acc;
    printf("%.9f\n", t1);
    printf("%.9f\n", (double)poly(1.75f));
    printf("%.6f\n", mean(values, 5));
    printf("%d %d %d\n", acc < 1.0f, acc == 1.0f, t1 > 1.0);
    printf("%e\n", 1e300 * 100000.0 / 1e300);
    printf("%g\n", -0.0);
    printf("%f\n", (double)(float)3.14159265358979);
    printf("%a\n", 1.0 / 3.0);
    return 0;
}
