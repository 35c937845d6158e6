/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Shifted 16-bit products truncated to 16 bits (loopvec/narrow.rs, high products): bits c..c+15
   of the 32-bit product are `(lo >> c) | (hi << (16 - c))`, from the product's low half (a 16-bit
   multiply) and its high half (`pmulhw`, `pmulhuw`), in 16-bit lanes instead of 32-bit ones.
   Inputs include each type's extremes, whose products reach 2^30 and 2^32 - 2^17 + 1. */

/* Fixed-point multiplies of shorts: Q8 and Q15, and the high half alone. */
void q8(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (short)((a[i] * b[i]) >> 8);
}

void q15(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (short)((a[i] * b[i]) >> 15);
}

void high_s16(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (short)((a[i] * b[i]) >> 16);
}

/* Unsigned shorts: the product may exceed INT_MAX as C computes it in int, so it is taken in
   unsigned. */
void high_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned short)(((unsigned)a[i] * b[i]) >> 16);
}

void shift4_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned short)(((unsigned)a[i] * b[i]) >> 4);
}

/* An unsigned short times a short fits neither 16-bit lane's product: int lanes. */
void mixed(int n, short *restrict out, const unsigned short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (short)((a[i] * b[i]) >> 8);
}

static void extremes_s16(short *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = -32768;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

static void extremes_u16(unsigned short *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, sizeof(short)), *b = new_array(n, sizeof(short)), *o = new_array(n, sizeof(short));
        unsigned short *ua = new_array(n, sizeof(short)), *ub = new_array(n, sizeof(short));
        unsigned short *uo = new_array(n, sizeof(short));
        FILL(a, n, -32768, 65536);
        FILL(b, n, -32768, 65536);
        FILL(ua, n, 0, 65536);
        FILL(ub, n, 0, 65536);
        extremes_s16(a, n, 1);
        extremes_s16(b, n, 0);
        extremes_u16(ua, n);
        extremes_u16(ub, n);
        printf("n=%d", n);
        q8(n, o, a, b);
        printf(" q8=%llx", HASH(o, n));
        q15(n, o, a, b);
        printf(" q15=%llx", HASH(o, n));
        high_s16(n, o, a, b);
        printf(" hs=%llx", HASH(o, n));
        high_u16(n, uo, ua, ub);
        printf(" hu=%llx", HASH(uo, n));
        shift4_u16(n, uo, ua, ub);
        printf(" s4=%llx", HASH(uo, n));
        mixed(n, o, ua, b);
        printf(" mixed=%llx\n", HASH(o, n));
        free(a), free(b), free(o), free(ua), free(ub), free(uo);
    }
    return 0;
}
