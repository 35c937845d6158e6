/* vcc-test: expect-vectorized generic=7 avx2=7 avx512=7 avx512vbmi-zmm=7 sse4.2=7 neon=7 sse2=7 */
#include "harness.h"

/* 32-bit products of shorts widened to int and a constant. On the 16-byte x86 targets a
   constant that the shorts' own type holds is multiplied as 16 bits, the products' low and
   high halves (pmullw, pmulhw or pmulhuw against the constant in every lane) interleaved into
   ints, without widening the shorts first. A constant outside that range (40000 for signed
   shorts; -3 for unsigned ones, whose 16-bit pattern 0xfffd would multiply as 65533) keeps the
   widening and a 32-bit multiply. Signed shorts are widened by unpacking them with their sign
   (a compare with zero). Inputs are drawn from the ends of the 16-bit ranges; the counts leave
   tails of 1-7. */

void mul3(int n, int *restrict d, const short *a) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * 3;
}

/* The extremes of the signed range, each order of the operands. */
void mul_min(int n, int *restrict d, const short *a) {
    for (int i = 0; i < n; i++)
        d[i] = -32768 * a[i] + a[i] * 32767;
}

void mul_umax(int n, unsigned *restrict d, const unsigned short *a) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * 65535u;
}

/* Out of the shorts' range: widened first. */
void mul_big(int n, int *restrict d, const short *a) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * 40000;
}

void mul_uneg(int n, int *restrict d, const unsigned short *a) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] * -3;
}

/* The coverage suite's ty_s16_widen: a sum of a widened short and one times two. */
void widen_add(int n, int *restrict d, const short *a, const short *b) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] + b[i] * 2;
}

/* Signed bytes widened to ints by two levels of unpacks with the sign. */
void widen_bytes(int n, int *restrict d, const signed char *a, const signed char *b) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] - 7 * b[i];
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
        unsigned short *ua = new_array(n, 2);
        signed char *ca = new_array(n, 1), *cb = new_array(n, 1);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ca[i] = (signed char)(edge16(next_rand()) >> 8);
            cb[i] = (signed char)edge16(next_rand());
        }
        mul3(n, d, a);
        printf("n=%d mul3 %llx\n", n, HASH(d, n));
        mul_min(n, d, a);
        printf("n=%d mul_min %llx\n", n, HASH(d, n));
        mul_umax(n, (unsigned *)d, ua);
        printf("n=%d mul_umax %llx\n", n, HASH(d, n));
        mul_big(n, d, a);
        printf("n=%d mul_big %llx\n", n, HASH(d, n));
        mul_uneg(n, d, ua);
        printf("n=%d mul_uneg %llx\n", n, HASH(d, n));
        widen_add(n, d, a, b);
        printf("n=%d widen_add %llx\n", n, HASH(d, n));
        widen_bytes(n, d, ca, cb);
        printf("n=%d widen_bytes %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ca), free(cb), free(d);
    }
    return 0;
}
