/* Signed integer types: ranges, arithmetic near the limits (without overflow), and mixing. */
int printf(const char *fmt, ...);

signed char sc_max = 127;
short s_min = -32768;
int i_max = 2147483647;
long l_min = -9223372036854775807L - 1;
long long ll_max = 9223372036854775807LL;

static long long sum_types(signed char a, short b, int c, long d, long long e)
{
    return a + b + c + d + e;
}

int main(void)
{
    signed char a = sc_max;
    short b = s_min;
    int c = i_max;
    long d = l_min;
    long long e = ll_max;
    printf("%d %d %d %ld %lld\n", a, b, c, d, e);
    printf("%d %d\n", a - 1, b + 1);
    printf("%d %ld %lld\n", c - 7, d + 11, e / 3);
    printf("%lld\n", sum_types(-5, -300, 70000, -80000L, 90000LL));
    a = (signed char)-128;
    b = (short)(a * 256);
    printf("%d %d\n", a, b);
    printf("%ld\n", (long)c * 4);
    printf("%lld\n", (long long)d / -3);
    return 0;
}
