/* gcc's checked arithmetic builtins: `__builtin_add_overflow`, `_sub_`, `_mul_` on operands and
 * results of different widths and signedness (the result depends on all three types, so the
 * arguments keep theirs), and the typed forms (`__builtin_uadd_overflow`, `_smull_`,
 * `_umulll_`, ...), whose arguments convert to their one signature. Each is written back as
 * the same call; a loop that calls one stays scalar (the call stores through its pointer). */
#include <stdio.h>
#include <limits.h>

static int add64(long a, long b, long *out)
{
    return (int)__builtin_add_overflow(a, b, out);
}

static int mixed(int a, unsigned b)
{
    unsigned char small;
    long long wide;
    short s;
    int r;
    int r_1;
    int r_2;
    int r_3;
    if (__builtin_add_overflow(a, b, &small)) {
        r = 1;
    } else {
        r = 0;
    }
    if (__builtin_sub_overflow(a, b, &wide)) {
        r_1 = r | 2;
    } else {
        r_1 = r;
    }
    if (__builtin_mul_overflow(a, b, &small)) {
        r_2 = r_1 | 4;
    } else {
        r_2 = r_1;
    }
    if (__builtin_mul_overflow((short)a, (signed char)b, &s)) {
        r_3 = r_2 | 8;
    } else {
        r_3 = r_2;
    }
    return r_3 * 1000 + (int)small + (int)(wide & 255LL) + (int)s;
}

static unsigned typed(unsigned a, unsigned b, int x, int y)
{
    unsigned int u;
    int i;
    long l;
    unsigned long long ull;
    _Bool t1 = __builtin_uadd_overflow(a, b, &u);
    _Bool t2 = __builtin_ssub_overflow(x, y, &i);
    _Bool t3 = __builtin_smull_overflow((long)x, (long)y, &l);
    _Bool t4 = __builtin_umulll_overflow((unsigned long long)a, (unsigned long long)b, &ull);
    return (unsigned int)t1 + (unsigned int)((int)t2 * 2) + (unsigned int)((int)t3 * 4) + (unsigned int)((int)t4 * 8) + u + (unsigned int)i + (unsigned int)l + (unsigned int)ull;
}

static long sum_checked(const long *a, int n)
{
    long s;
    s = 0L;
    for (int i = 0; i < n; i++) {
        long t1 = a[i];
        long t2 = s;
        if (__builtin_add_overflow(t2, t1, &s)) {
            return -1L;
        }
    }
    return s;
}

int main(void)
{
    long o;
    int vals[7];
    long arr[20];
    int f = add64(9223372036854775807L, 1L, &o);
    printf("%d %ld\n", f, o);
    int f_1 = add64(5L, 6L, &o);
    printf("%d %ld\n", f_1, o);
    vals[0] = 0;
    vals[1] = 1;
    vals[2] = -1;
    vals[3] = 200;
    vals[4] = 70000;
    vals[5] = 2147483647;
    vals[6] = (-2147483647 - 1);
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++) {
            int *t1 = &vals[i];
            int t2 = *t1;
            int *t3 = &vals[j];
            int t4 = *t3;
            unsigned int t5 = typed((unsigned int)t2, (unsigned int)t4, t4, t2);
            int t6 = *t3;
            int t7 = *t1;
            printf("%d %u\n", mixed(t7, (unsigned int)t6), t5);
        }
    }
    for (int i_1 = 0; i_1 < 20; i_1++) {
        long t8 = (long)i_1;
        arr[t8] = t8 * 1000L;
    }
    const long *t9 = arr;
    printf("%ld\n", sum_checked(t9, 20));
    arr[3] = 9223372036854775807L;
    printf("%ld\n", sum_checked(t9, 20));
    return 0;
}
