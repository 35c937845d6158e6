/* Conversions between integers and floating point: truncation, rounding to float, large values. */
int printf(const char *fmt, ...);

int main(void)
{
    double d = -3.99;
    float f = 2.5f;
    int i = 16777217;
    unsigned u = 4000000000u;
    long long ll = 9007199254740993LL;
    unsigned long long ull = 18000000000000000000ull;
    printf("%d %d\n", (int)d, (int)-d);
    printf("%d\n", (int)f);
    printf("%f\n", (float)i);
    printf("%f\n", (double)i);
    printf("%f\n", (double)u);
    printf("%f\n", (float)u);
    printf("%f\n", (double)ll);
    printf("%f\n", (double)ull);
    printf("%u\n", (unsigned)3999999999.9);
    printf("%llu\n", (unsigned long long)1.5e19);
    printf("%d\n", (unsigned char)(int)300.7);
    printf("%f\n", 1 / 3 + 1.0 / 3);
    printf("%.10f\n", (float)0.1 + 0.2);
    printf("%.10f\n", 0.1f + 0.2f);
    printf("%d\n", (short)-32000.0f);
    return 0;
}
