/* Min and max reductions of shorts and chars in straight-line code. C compares them as ints and
   assigns the result back, so `m = a[1] > m ? a[1] : m` is a select of ints converted to short;
   shorten.rs does the chain in the values' own type (the first link, of two loads, too, since
   its result is the next one's operand; and the comparisons of two values an `if` merges), and
   SLP sees a reduction of 8 or 16 narrow lanes. Vectorized: `?:` chains of signed shorts,
   unsigned chars, signed chars (min; neon only: 8 bytes are narrower than the 16-byte vectors
   x86 reduces in registers), an `if` chain of unsigned shorts stored. Stay scalar: a
   chain of shorts whose partial result is also stored (must not vectorize: the partial is used
   outside), and nested MAX macros of shorts, whose every `?:` is of two ints (not done yet).
   Every type's extremes. */
/* vcc-test: expect-slp 3 neon=4 */
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))

short max8_s16(const short *a) {
    short m = a[0];
    m = a[1] > m ? a[1] : m;
    m = a[2] > m ? a[2] : m;
    m = a[3] > m ? a[3] : m;
    m = a[4] > m ? a[4] : m;
    m = a[5] > m ? a[5] : m;
    m = a[6] > m ? a[6] : m;
    m = a[7] > m ? a[7] : m;
    return m;
}

unsigned char max16_u8(const unsigned char *a) {
    unsigned char m = a[0];
    m = a[1] > m ? a[1] : m;
    m = a[2] > m ? a[2] : m;
    m = a[3] > m ? a[3] : m;
    m = a[4] > m ? a[4] : m;
    m = a[5] > m ? a[5] : m;
    m = a[6] > m ? a[6] : m;
    m = a[7] > m ? a[7] : m;
    m = a[8] > m ? a[8] : m;
    m = a[9] > m ? a[9] : m;
    m = a[10] > m ? a[10] : m;
    m = a[11] > m ? a[11] : m;
    m = a[12] > m ? a[12] : m;
    m = a[13] > m ? a[13] : m;
    m = a[14] > m ? a[14] : m;
    m = a[15] > m ? a[15] : m;
    return m;
}

signed char min8_s8(const signed char *a) {
    signed char m = a[0];
    m = a[1] < m ? a[1] : m;
    m = a[2] < m ? a[2] : m;
    m = a[3] < m ? a[3] : m;
    m = a[4] < m ? a[4] : m;
    m = a[5] < m ? a[5] : m;
    m = a[6] < m ? a[6] : m;
    m = a[7] < m ? a[7] : m;
    return m;
}

void min8_u16(unsigned short *out, const unsigned short *a) {
    unsigned short m = a[0];
    if (a[1] < m)
        m = a[1];
    if (a[2] < m)
        m = a[2];
    if (a[3] < m)
        m = a[3];
    if (a[4] < m)
        m = a[4];
    if (a[5] < m)
        m = a[5];
    if (a[6] < m)
        m = a[6];
    if (a[7] < m)
        m = a[7];
    *out = m;
}

short nested_max_s16(const short *a) {
    return MAX(MAX(MAX(a[0], a[1]), MAX(a[2], a[3])), MAX(MAX(a[4], a[5]), MAX(a[6], a[7])));
}

short leaky_s16(const short *a, short *partial) {
    short m = a[0];
    m = a[1] > m ? a[1] : m;
    m = a[2] > m ? a[2] : m;
    *partial = m;
    m = a[3] > m ? a[3] : m;
    return m;
}

int main(void) {
    short s[16] = {-5, 32767, -32768, 0, 17, -17, 99, 3, -32768, -32768, -1, -2, -32767, -3, -4, -32768};
    unsigned char u[32], uz[16] = {0};
    signed char c[16] = {5, -128, 127, 0, -1, 1, -127, 7, 100, 99, 98, 97, 127, 126, 125, 124};
    unsigned short w[16] = {65535, 1, 0, 65534, 3, 9, 2, 6, 65535, 65535, 65534, 40000, 32768, 32767, 65533, 65535};
    for (int i = 0; i < 32; i++)
        u[i] = (unsigned char)(i * 37 + 11);
    u[20] = 255;
    unsigned short out[2];
    short partial;
    for (int k = 0; k < 16; k += 8) {
        printf("%d %d %d %d\n", max8_s16(s + k), min8_s8(c + k), nested_max_s16(s + k), leaky_s16(s + k, &partial));
        printf("%d\n", partial);
    }
    printf("%u %u %u\n", max16_u8(u), max16_u8(u + 16), max16_u8(uz));
    min8_u16(&out[0], w);
    min8_u16(&out[1], w + 8);
    printf("%u %u\n", out[0], out[1]);
    return 0;
}
