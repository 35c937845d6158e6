/* Unsigned integer types: wraparound on overflow and on negation, and conversions between widths. */
int printf(const char *fmt, ...);

unsigned char uc = 250;
unsigned short us = 65530;
unsigned int ui = 4294967290u;
unsigned long ul = 18446744073709551610ul;
unsigned long long ull = 0;

int main(void)
{
    unsigned char c = uc;
    unsigned short s = us;
    unsigned int i = ui;
    unsigned long l = ul;
    unsigned long long ll = ull;
    int k;
    for (k = 0; k < 10; k++) {
        c += 1;
        s += 1;
        i += 1;
        l += 1;
        ll -= 1;
    }
    printf("%u %u %u %lu %llu\n", c, s, i, l, ll);
    printf("%u\n", -i);
    printf("%lu\n", 0ul - 1);
    printf("%u\n", (unsigned)(unsigned char)(c - 10));
    printf("%u\n", 3000000000u * 2u);
    printf("%llu\n", ll * ll);
    printf("%u %u\n", (unsigned short)(s * s), (unsigned)s * s);
    printf("%u\n", i / 7u + i % 7u);
    return 0;
}
