/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
unsigned char sum_u8(int n, const unsigned char *a) {
    unsigned char s = 7;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

signed char sum_i8(int n, const signed char *a) {
    signed char s = -3;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

short sum_i16(int n, const short *a) {
    short s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p = 1;
    for (int i = 0; i < n; i++)
        p = (unsigned short)(p * (unsigned)(a[i] | 1));
    return p;
}

unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x = 0x5a;
    for (int i = 0; i < n; i++)
        x ^= a[i];
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
short sum_i16_of_int(int n, const int *a) {
    short s = 1;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r = 0;
    for (int i = 0; i < n; i++)
        r |= a[i] >> 3;
    return r;
}

/* The running sum is stored: not a reduction. */
void prefix_u8(int n, unsigned char *restrict out, const unsigned char *restrict a) {
    unsigned char s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        out[i] = s;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *u8 = new_array(n, 1), *out = new_array(n, 1);
        signed char *i8 = new_array(n, 1);
        short *i16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        int *i32 = new_array(n, 4);
        FILL(u8, n, 0, 256);
        FILL(i8, n, -128, 256);
        FILL(i16, n, -32768, 65536);
        FILL(u16, n, 0, 65536);
        FILL(i32, n, -2000000000, 4000000000u);
        prefix_u8(n, out, u8);
        printf("n=%d %d %d %d %d %d %d %d %llx\n", n, sum_u8(n, u8), sum_i8(n, i8), sum_i16(n, i16), prod_u16(n, u16),
               xor_u8(n, u8), sum_i16_of_int(n, i32), or_u8_of_short(n, i16), HASH(out, n));
        free(u8), free(out), free(i8), free(i16), free(u16), free(i32);
    }
    return 0;
}
