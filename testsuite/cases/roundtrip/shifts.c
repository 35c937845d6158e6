/* Shifts: by constants and by variables, of signed and unsigned, narrow and wide operands. */
int printf(const char *fmt, ...);

static unsigned rotl32(unsigned x, int n)
{
    return (x << n) | (x >> (32 - n));
}

int main(void)
{
    int i;
    unsigned u = 0x80000001u;
    int neg = -256;
    long long ll = 1;
    unsigned char uc = 0x81;
    for (i = 1; i < 32; i += 5)
        printf("%u %u\n", u >> i, rotl32(u, i));
    printf("%d\n", neg >> 3);
    printf("%d\n", neg / 8);
    printf("%lld\n", ll << 40);
    printf("%llu\n", 0xFFFFFFFFFFFFFFFFull >> 63);
    printf("%d\n", uc << 1);
    printf("%d\n", (unsigned char)(uc << 1));
    printf("%d\n", 1 << 30);
    printf("%u\n", 1u << 31);
    printf("%ld\n", 5L << 33);
    printf("%d\n", (short)-2 >> 1);
    for (i = 0; i < 64; i += 9)
        printf("%llu ", 0x123456789ABCDEF0ull >> i);
    printf("\n");
    return 0;
}
