/* Bitwise operators on signed and unsigned values of several widths, and common bit tricks. */
int printf(const char *fmt, ...);

static int popcount(unsigned long long x)
{
    unsigned long long x_1 = x;
    int n = 0;
    while (x_1) {
        x_1 &= x_1 - 1ULL;
        n++;
    }
    return n;
}

static unsigned reverse_bits(unsigned x)
{
    unsigned int r = 0U;
    unsigned int x_1 = x;
    for (int k = 0; k < 32; k++) {
        r = (r << 1) | (x_1 & 1U);
        x_1 >>= 1;
    }
    return r;
}

int main(void)
{
    printf("%x %x %x %x\n", 90, 23135, 42405, -23131);
    printf("%d %d\n", 7, -2);
    printf("%x %x\n", 4042321920U, 4042322161U);
    printf("%d\n", -171);
    printf("%d\n", 85);
    int t1 = popcount(12345ULL);
    printf("%d %d\n", popcount(18446744073709551615ULL), t1);
    printf("%08x\n", reverse_bits(1U));
    printf("%d\n", 1);
    printf("%lx\n", 4294901760UL);
    return 0;
}
