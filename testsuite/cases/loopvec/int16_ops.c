/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * b[i];
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    for (int i = 0; i < n; i++)
        c[i] = (a[i] >> 3) | (a[i] << 13);
}

short sum_short(int n, const short *a) {
    short s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x = 0x5a5a;
    for (int i = 0; i < n; i++)
        x ^= a[i];
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
