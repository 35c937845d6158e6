/* 64-bit arithmetic: wide products, modular exponentiation, and mixing 32- and 64-bit operands. */
int printf(const char *fmt, ...);

static unsigned long long mulmod(unsigned long long a, unsigned long long b, unsigned long long m)
{
    unsigned long long res = 0;
    a %= m;
    while (b) {
        if (b & 1)
            res = (res + a) % m;
        a = (a * 2) % m;
        b >>= 1;
    }
    return res;
}

static unsigned long long powmod(unsigned long long base, unsigned long long exp, unsigned long long m)
{
    unsigned long long res = 1;
    base %= m;
    while (exp) {
        if (exp & 1)
            res = mulmod(res, base, m);
        base = mulmod(base, base, m);
        exp >>= 1;
    }
    return res;
}

static long long isqrt(long long n)
{
    long long lo = 0, hi = 3037000499LL;
    while (lo < hi) {
        long long mid = lo + (hi - lo + 1) / 2;
        if (mid * mid <= n)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

int main(void)
{
    unsigned int a = 4000000000u;
    int b = -3;
    printf("%llu\n", powmod(2, 1000000, 1000000007ull));
    printf("%llu\n", powmod(123456789, 987654321, 998244353ull));
    printf("%lld %lld\n", isqrt(1000000000000LL), isqrt(99));
    printf("%lld\n", (long long)a * b);
    printf("%llu\n", (unsigned long long)a * a);
    printf("%lld\n", -9223372036854775807LL / 1000000007LL);
    printf("%llx\n", 0xDEADBEEFull << 16 | 0xCAFEull);
    return 0;
}
