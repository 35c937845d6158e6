/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = ((a[i] ^ b[i]) & 0xff00ff00u) | (a[i] << 5) | (b[i] >> 27);
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * 7 - b[i];
}

unsigned sum_u32(int n, const unsigned *a) {
    unsigned s = 1;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4);
        int32_t *sa = new_array(n, 4), *sb = new_array(n, 4), *sc = new_array(n, 4);
        FILL(a, n, 0, 2147483647);
        FILL(b, n, 0, 2147483647);
        for (int i = 0; i < n; i++)
            a[i] = a[i] * 3u;
        FILL(sa, n, -100000, 200000);
        FILL(sb, n, -100000, 200000);
        bits_u32(n, c, a, b);
        mulsub_i32(n, sc, sa, sb);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, HASH(c, n), HASH(sc, n), sum_u32(n, a));
        free(a), free(b), free(c), free(sa), free(sb), free(sc);
    }
    return 0;
}
