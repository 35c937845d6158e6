/* Unsigned integer types: wraparound on overflow and on negation, and conversions between widths. */
int printf(const char *fmt, ...);

unsigned char uc = 250;
unsigned short us = 65530;
unsigned int ui = 4294967290u;
unsigned long ul = 18446744073709551610ul;
unsigned long long ull = 0;

int main(void)
{
    unsigned long long ll;
    unsigned long l;
    unsigned int i;
    unsigned short s;
    unsigned char c;
    int k;
    k = 0;
    ll = ull;
    l = ul;
    i = ui;
    s = us;
    c = uc;
    for (; k < 10; k++) {
        c = (unsigned char)((int)c + 1);
        s = (unsigned short)((int)s + 1);
        i++;
        l++;
        ll--;
    }
    printf("%u %u %u %lu %llu\n", (int)c, (int)s, i, l, ll);
    printf("%u\n", -i);
    printf("%lu\n", 18446744073709551615UL);
    printf("%u\n", (unsigned int)(unsigned char)((int)c - 10));
    printf("%u\n", 1705032704U);
    printf("%llu\n", ll * ll);
    printf("%u %u\n", (int)(unsigned short)((int)s * (int)s), (unsigned int)s * (unsigned int)s);
    printf("%u\n", i / 7U + i % 7U);
    return 0;
}
