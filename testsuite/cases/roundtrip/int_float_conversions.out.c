/* Conversions between integers and floating point: truncation, rounding to float, large values. */
int printf(const char *fmt, ...);

int main(void)
{
    printf("%d %d\n", -3, 3);
    printf("%d\n", 2);
    printf("%f\n", (double)(float)16777217);
    printf("%f\n", 16777217.0);
    printf("%f\n", 4000000000.0);
    printf("%f\n", 4000000000.0);
    printf("%f\n", (double)9007199254740993LL);
    printf("%f\n", 1.8e19);
    printf("%u\n", 3999999999U);
    printf("%llu\n", 15000000000000000000ULL);
    printf("%d\n", 44);
    printf("%f\n", 0.0 + 1.0 / 3.0);
    printf("%.10f\n", (double)(float)0.1 + 0.2);
    printf("%.10f\n", (double)(0.1f + 0.2f));
    printf("%d\n", -32000);
    return 0;
}
