/* Checksums over byte buffers: CRC-32 with a computed table, Adler-32, and a xorshift generator. */
int printf(const char *fmt, ...);

static unsigned int crc_table[256];

static void make_crc_table(void)
{
    unsigned int c_1;
    for (unsigned int n = 0U; n < 256U; n++) {
        unsigned int c = n;
        for (unsigned int k = 0U; k < 8U; k++, c = c_1) {
            if (c & 1U) {
                c_1 = 3988292384U ^ (c >> 1);
            } else {
                c_1 = c >> 1;
            }
        }
        crc_table[n] = c;
    }
}

static unsigned int crc32(const unsigned char *buf, int len)
{
    unsigned int c = 4294967295U;
    for (int k = 0; k < len; k++) {
        c = crc_table[(c ^ (unsigned int)buf[k]) & 255U] ^ (c >> 8);
    }
    return c ^ 4294967295U;
}

static unsigned int adler32(const unsigned char *buf, int len)
{
    unsigned int b = 0U;
    unsigned int a = 1U;
    for (int k = 0; k < len; k++) {
        a = (a + (unsigned int)buf[k]) % 65521U;
        b = (b + a) % 65521U;
    }
    return (b << 16) | a;
}

static unsigned long long xorshift(unsigned long long *state)
{
    unsigned long long x = *state;
    unsigned long long x_1 = x ^ (x << 13);
    unsigned long long x_2 = x_1 ^ (x_1 >> 7);
    unsigned long long x_3 = x_2 ^ (x_2 << 17);
    *state = x_3;
    return x_3;
}

int main(void)
{
    unsigned char buf[64];
    unsigned long long state;
    state = 88172645463325252ULL;
    make_crc_table();
    const unsigned char *t1 = (const unsigned char *)"The quick brown fox jumps over the lazy dog";
    printf("%08x\n", crc32(t1, 43));
    printf("%08x\n", adler32(t1, 43));
    for (int k = 0; k < 64; k++) {
        buf[k] = (unsigned char)xorshift(&state);
    }
    const unsigned char *t2 = buf;
    unsigned int t3 = adler32(t2, 64);
    printf("%08x %08x\n", crc32(t2, 64), t3);
    printf("%llu\n", xorshift(&state));
    return 0;
}
