/* Signed integer types: ranges, arithmetic near the limits (without overflow), and mixing. */
int printf(const char *fmt, ...);

signed char sc_max = 127;
short s_min = -32768;
int i_max = 2147483647;
long l_min = -9223372036854775807L - 1;
long long ll_max = 9223372036854775807LL;

static long long sum_types(signed char a, short b, int c, long d, long long e)
{
    return (long long)((long)((int)a + (int)b + c) + d) + e;
}

int main(void)
{
    int c = i_max;
    long d = l_min;
    long long e = ll_max;
    int t1 = (int)s_min;
    int t2 = (int)sc_max;
    printf("%d %d %d %ld %lld\n", t2, t1, c, d, e);
    printf("%d %d\n", t2 - 1, t1 + 1);
    printf("%d %ld %lld\n", c - 7, d + 11L, e / 3LL);
    printf("%lld\n", sum_types((signed char)-5, (short)-300, 70000, -80000L, 90000LL));
    printf("%d %d\n", -128, -32768);
    printf("%ld\n", (long)c * 4L);
    printf("%lld\n", (long long)d / -3LL);
    return 0;
}
