/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Minimum and maximum reductions of chars and shorts. C promotes both operands to int, so
   `m = x[i] > m ? x[i] : m` on shorts compares and selects ints and converts back
   (transform/shorten.rs does them in the narrow type, which is exact): the loop is a maximum
   of shorts, 16 lanes per AVX2 register. Written as ?:, as `if`, and through a MAX macro, on
   signed and unsigned 8- and 16-bit types, with an index-free reduction and one next to an
   array update. Not narrowed: a short accumulator updated from int elements (`(short)` of an
   int maximum truncates: not a maximum of shorts, left scalar) and a maximum of chars into an
   int accumulator whose start is outside the char range (a maximum of ints). The data holds
   each type's extreme values. */
#define MAX(a, b) ((a) > (b) ? (a) : (b))

short max_i16(int n, const short *x) {
    short m = -32768;
    for (int i = 0; i < n; i++)
        m = x[i] > m ? x[i] : m;
    return m;
}

unsigned char min_u8(int n, const unsigned char *x) {
    unsigned char m = 255;
    for (int i = 0; i < n; i++)
        if (x[i] < m)
            m = x[i];
    return m;
}

signed char max_i8(int n, const signed char *x) {
    signed char m = -128;
    for (int i = 0; i < n; i++)
        m = MAX(m, x[i]);
    return m;
}

unsigned short min_u16(int n, const unsigned short *x, unsigned short start) {
    unsigned short m = start;
    for (int i = 0; i < n; i++)
        m = x[i] <= m ? x[i] : m;
    return m;
}

short max_scaled_i16(int n, short *restrict y, const short *restrict x) {
    short m = -32768;
    for (int i = 0; i < n; i++) {
        y[i] = (short)(x[i] >> 1);
        if (m < x[i])
            m = x[i];
    }
    return m;
}

short max_from_int(int n, const int *x) {
    short m = 0;
    for (int i = 0; i < n; i++)
        m = x[i] > m ? x[i] : m;
    return m;
}

int max_char_into_int(int n, const signed char *x) {
    int m = -1000;
    for (int i = 0; i < n; i++)
        m = x[i] > m ? x[i] : m;
    return m;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        signed char *i8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1);
        int *i32 = new_array(n, 4);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i16[k] = k % 13 == 5 ? 32767 : k % 7 == 1 ? -32768 : (short)(r >> 3);
            u16[k] = k % 11 == 4 ? 0 : (unsigned short)(r >> 2) | 1;
            i8[k] = k % 17 == 3 ? 127 : k % 5 == 2 ? -128 : (signed char)(r >> 5);
            u8[k] = k % 19 == 7 ? 0 : (unsigned char)(r >> 7) | 0x10;
            i32[k] = (int)(r % 200001) - 100000;
        }
        int scaled = max_scaled_i16(n, o16, i16);
        printf("n=%d %d %u %d %u %u %d %llx %d %d\n", n, max_i16(n, i16), min_u8(n, u8), max_i8(n, i8),
               min_u16(n, u16, 65535), min_u16(n, u16, 12345), scaled, HASH(o16, n), max_from_int(n, i32),
               max_char_into_int(n, i8));
        free(i16), free(o16), free(u16), free(i8), free(u8), free(i32);
    }
    return 0;
}
