/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 avx512vbmi-zmm=9 sse4.2=9 neon=9 sse2=9 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   On sse4.2 (and sse2's 4-lane loops) a product of operands that hold 16-bit signed values
   (signed shorts, bytes, constants of that range) is one pmaddwd, one operand's high halves
   clear: an unsigned byte, a constant, or a signed short widened with zeros (pmovzxwd);
   two signed bytes keep pmulld on sse4.2 (sse2 clears one's high halves with an and).
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * b[i];
}

void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    for (int i = 0; i < n; i++)
        d[i] = (unsigned)a[i] * b[i];
}

/* Signed times unsigned: no pmulh for the pair. */
void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * b[i];
}

/* The product used again before the store. */
void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    for (int i = 0; i < n; i++)
        d[i] = (a[i] * b[i] >> 3) + c;
}

/* A constant whose high 16 bits are set in its 32-bit lanes. */
void mul_const(int n, int *restrict d, const short *a) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * -1234;
}

void mul_sb(int n, int *restrict d, const short *a, const unsigned char *b) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * b[i];
}

void mul_bb(int n, int *restrict d, const signed char *a, const signed char *b) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * b[i];
}

/* Four lanes of bytes: the byte forms of pmaddwd (loops of bytes are planned at 16 lanes). */
void mul_sb4(int *restrict d, const short *a, const unsigned char *b) {
    for (int i = 0; i < 4; i++)
        d[i] = a[i] * b[i];
}

void mul_bb4(int *restrict d, const signed char *a, const signed char *b) {
    for (int i = 0; i < 4; i++)
        d[i] = a[i] * b[i];
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        mul_const(n, d, a);
        printf("n=%d mul_const %llx\n", n, HASH(d, n));
        /* The low bytes of the edge values: 0x00, 0xff, 0x80, 0x7f and others. */
        mul_sb(n, d, a, (const unsigned char *)ub);
        printf("n=%d mul_sb %llx\n", n, HASH(d, n));
        mul_bb(n, d, (const signed char *)a, (const signed char *)b);
        printf("n=%d mul_bb %llx\n", n, HASH(d, n));
        if (n >= 4) {
            mul_sb4(d, a, (const unsigned char *)ub);
            printf("n=%d mul_sb4 %llx\n", n, HASH(d, 4));
            mul_bb4(d, (const signed char *)a, (const signed char *)b);
            printf("n=%d mul_bb4 %llx\n", n, HASH(d, 4));
        }
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
