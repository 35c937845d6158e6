/* Bitwise operators on signed and unsigned values of several widths, and common bit tricks. */
int printf(const char *fmt, ...);

static int popcount(unsigned long long x)
{
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

static unsigned reverse_bits(unsigned x)
{
    unsigned r = 0;
    int k;
    for (k = 0; k < 32; k++) {
        r = (r << 1) | (x & 1u);
        x >>= 1;
    }
    return r;
}

int main(void)
{
    int a = 0x5A5A;
    int neg = -1;
    unsigned u = 0xF0F0F0F0u;
    unsigned char uc = 0xAA;
    printf("%x %x %x %x\n", a & 0xFF, a | 0x0F, a ^ 0xFFFF, ~a);
    printf("%d %d\n", neg & 7, neg ^ 1);
    printf("%x %x\n", u & ~0xFFu, u | 1u);
    printf("%d\n", ~uc);
    printf("%d\n", (unsigned char)~uc);
    printf("%d %d\n", popcount(0xFFFFFFFFFFFFFFFFull), popcount(12345));
    printf("%08x\n", reverse_bits(1u));
    printf("%d\n", (a & 1) == 0);
    printf("%lx\n", (unsigned long)-1L & 0xFFFF0000ul);
    return 0;
}
