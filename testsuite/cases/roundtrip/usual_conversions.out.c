/* The usual arithmetic conversions: signed meets unsigned, narrow meets wide, integer meets float. */
int printf(const char *fmt, ...);

int main(void)
{
    printf("%d\n", 0);
    printf("%d\n", 1);
    printf("%d\n", 1);
    printf("%d\n", 1);
    printf("%u\n", 0U);
    printf("%ld\n", 0L);
    printf("%lld\n", 2999999995LL);
    printf("%lu\n", 0UL);
    printf("%f\n", -0.5);
    printf("%f\n", 3000000000.0);
    printf("%d\n", 1);
    printf("%u\n", 4294967295U);
    printf("%lld\n", 4294967295LL);
    printf("%lld\n", -5LL);
    return 0;
}
