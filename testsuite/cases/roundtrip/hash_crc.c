/* Checksums over byte buffers: CRC-32 with a computed table, Adler-32, and a xorshift generator. */
int printf(const char *fmt, ...);

static unsigned int crc_table[256];

static void make_crc_table(void)
{
    unsigned int n, k;
    for (n = 0; n < 256; n++) {
        unsigned int c = n;
        for (k = 0; k < 8; k++)
            c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static unsigned int crc32(const unsigned char *buf, int len)
{
    unsigned int c = 0xFFFFFFFFu;
    int k;
    for (k = 0; k < len; k++)
        c = crc_table[(c ^ buf[k]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static unsigned int adler32(const unsigned char *buf, int len)
{
    unsigned int a = 1, b = 0;
    int k;
    for (k = 0; k < len; k++) {
        a = (a + buf[k]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

static unsigned long long xorshift(unsigned long long *state)
{
    unsigned long long x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return x;
}

int main(void)
{
    const char *text = "The quick brown fox jumps over the lazy dog";
    unsigned char buf[64];
    unsigned long long state = 88172645463325252ull;
    int k;
    make_crc_table();
    printf("%08x\n", crc32((const unsigned char *)text, 43));
    printf("%08x\n", adler32((const unsigned char *)text, 43));
    for (k = 0; k < 64; k++)
        buf[k] = (unsigned char)xorshift(&state);
    printf("%08x %08x\n", crc32(buf, 64), adler32(buf, 64));
    printf("%llu\n", xorshift(&state));
    return 0;
}
