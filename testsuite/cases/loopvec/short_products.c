/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=4 avx512vbmi-zmm=4 sse4.2=4 neon=4 sse2=4 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
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
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
