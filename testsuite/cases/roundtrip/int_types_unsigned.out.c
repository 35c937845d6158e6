/* Unsigned integer types: wraparound on overflow and on negation, and conversions between widths. */
int printf(const char *fmt, ...);

unsigned char uc = 250;
unsigned short us = 65530;
unsigned int ui = 4294967290u;
unsigned long ul = 18446744073709551610ul;
unsigned long long ull = 0;

int main(void)
{
    int k = 0;
    unsigned long long ll = ull;
    unsigned long l = ul;
    unsigned int i = ui;
    unsigned short s = us;
    unsigned char c = uc;
    for (; k < 10; k++) {
        c = (unsigned char)((int)c + 1);
        s = (unsigned short)((int)s + 1);
        i++;
        l++;
        ll--;
    }
    int t1 = (int)s;
    int t2 = (int)c;
    printf("%u %u %u %lu %llu\n", t2, t1, i, l, ll);
    printf("%u\n", -i);
    printf("%lu\n", 18446744073709551615UL);
    printf("%u\n", (unsigned int)(unsigned char)(t2 - 10));
    printf("%u\n", 1705032704U);
    printf("%llu\n", ll * ll);
    unsigned int t3 = (unsigned int)s;
    printf("%u %u\n", (int)(unsigned short)(t1 * t1), t3 * t3);
    printf("%u\n", i / 7U + i % 7U);
    return 0;
}
