/* 64-bit arithmetic: wide products, modular exponentiation, and mixing 32- and 64-bit operands. */
int printf(const char *fmt, ...);

static unsigned long long mulmod(unsigned long long a, unsigned long long b, unsigned long long m)
{
    unsigned long long res_1;
    unsigned long long b_1 = b;
    unsigned long long res = 0ULL;
    unsigned long long a_1 = a % m;
    for (; b_1; b_1 >>= 1, res = res_1, a_1 = a_1 * 2ULL % m) {
        if (b_1 & 1ULL) {
            res_1 = (res + a_1) % m;
        } else {
            res_1 = res;
        }
    }
    return res;
}

static unsigned long long powmod(unsigned long long base, unsigned long long exp, unsigned long long m)
{
    unsigned long long res;
    unsigned long long exp_1 = exp;
    unsigned long long res_1 = 1ULL;
    unsigned long long base_1 = base % m;
    while (exp_1) {
        if (exp_1 & 1ULL) {
            res = mulmod(res_1, base_1, m);
        } else {
            res = res_1;
        }
        base_1 = mulmod(base_1, base_1, m);
        exp_1 >>= 1;
        res_1 = res;
    }
    return res_1;
}

static long long isqrt(long long n)
{
    long long lo;
    long long lo_1;
    long long hi_1;
    long long hi = 3037000499LL;
    for (lo_1 = 0LL; lo_1 < hi; lo_1 = lo, hi = hi_1) {
        lo = lo_1 + (hi - lo_1 + 1LL) / 2LL;
        if ((lo * lo) <= n) {
            hi_1 = hi;
        } else {
            hi_1 = lo - 1LL;
            lo = lo_1;
        }
    }
    return lo_1;
}

int main(void)
{
    printf("%llu\n", powmod(2ULL, 1000000ULL, 1000000007ULL));
    printf("%llu\n", powmod(123456789ULL, 987654321ULL, 998244353ULL));
    long long t1 = isqrt(99LL);
    printf("%lld %lld\n", isqrt(1000000000000LL), t1);
    printf("%lld\n", -12000000000LL);
    printf("%llu\n", 16000000000000000000ULL);
    printf("%lld\n", -9223371972LL);
    printf("%llx\n", 244837814094590ULL);
    return 0;
}
