/* The usual arithmetic conversions: signed meets unsigned, narrow meets wide, integer meets float. */
int printf(const char *fmt, ...);

int main(void)
{
    int neg = -1;
    unsigned int u = 1;
    long l = -1;
    unsigned long ul = 1;
    long long ll = -5;
    unsigned int big = 3000000000u;
    printf("%d\n", neg < u);
    printf("%d\n", l < u);
    printf("%d\n", l < (long)ul);
    printf("%d\n", neg < (int)ul);
    printf("%u\n", neg + u);
    printf("%ld\n", l + u);
    printf("%lld\n", ll + big);
    printf("%lu\n", ul + neg);
    printf("%f\n", neg + 0.5f);
    printf("%f\n", big + 0.0);
    printf("%d\n", (neg * u) > 5u);
    printf("%u\n", u - 2);
    printf("%lld\n", (long long)(u - 2));
    printf("%lld\n", ll * u);
    return 0;
}
