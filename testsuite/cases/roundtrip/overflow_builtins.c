/* gcc's checked arithmetic builtins: `__builtin_add_overflow`, `_sub_`, `_mul_` on operands and
 * results of different widths and signedness (the result depends on all three types, so the
 * arguments keep theirs), and the typed forms (`__builtin_uadd_overflow`, `_smull_`,
 * `_umulll_`, ...), whose arguments convert to their one signature. Each is written back as
 * the same call; a loop that calls one stays scalar (the call stores through its pointer). */
#include <stdio.h>
#include <limits.h>

static int add64(long a, long b, long *out)
{
    return __builtin_add_overflow(a, b, out);
}

static int mixed(int a, unsigned b)
{
    unsigned char small;
    long long wide;
    int r = 0;
    if (__builtin_add_overflow(a, b, &small))
        r |= 1;
    if (__builtin_sub_overflow(a, b, &wide))
        r |= 2;
    if (__builtin_mul_overflow(a, b, &small))
        r |= 4;
    short s;
    if (__builtin_mul_overflow((short)a, (signed char)b, &s))
        r |= 8;
    return r * 1000 + small + (int)(wide & 0xff) + s;
}

static unsigned typed(unsigned a, unsigned b, int x, int y)
{
    unsigned u;
    int i;
    long l;
    unsigned long long ull;
    unsigned r = 0;
    r += __builtin_uadd_overflow(a, b, &u);
    r += __builtin_ssub_overflow(x, y, &i) * 2;
    r += __builtin_smull_overflow(x, y, &l) * 4;
    r += __builtin_umulll_overflow(a, b, &ull) * 8;
    return r + u + (unsigned)i + (unsigned)l + (unsigned)ull;
}

static long sum_checked(const long *a, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        if (__builtin_add_overflow(s, a[i], &s))
            return -1;
    return s;
}

int main(void)
{
    long o;
    int f = add64(LONG_MAX, 1, &o);
    printf("%d %ld\n", f, o);
    f = add64(5, 6, &o);
    printf("%d %ld\n", f, o);
    int vals[] = {0, 1, -1, 200, 70000, INT_MAX, INT_MIN};
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++)
            printf("%d %u\n", mixed(vals[i], (unsigned)vals[j]), typed((unsigned)vals[i], (unsigned)vals[j], vals[j], vals[i]));
    long arr[20];
    for (int i = 0; i < 20; i++)
        arr[i] = (long)i * 1000;
    printf("%ld\n", sum_checked(arr, 20));
    arr[3] = LONG_MAX;
    printf("%ld\n", sum_checked(arr, 20));
    return 0;
}
