/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Shifts left by a count that differs from lane to lane. SSE has no instruction for them
   (AVX2's vpsllvd): vcc multiplies by 2^count, the power of two built as a float from its
   exponent, which must give 1 << 31 for a count of 31. Every count from 0 to 31 is in the
   data, with values whose top bits are set; a count that is one value in every lane keeps
   the plain shift. */

void shl_u32(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict c) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] << (c[i] & 31);
}

/* Signed, small non-negative values (no overflow), counts below 8. */
void shl_i32(int n, int32_t *restrict d, const int32_t *restrict a, const int32_t *restrict c) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] << (c[i] & 7);
}

/* The count loaded as it is (every value in 0..31), added to what is there. */
void shl_acc(int n, uint32_t *restrict d, const uint32_t *restrict a, const int32_t *restrict c) {
    for (int i = 0; i < n; i++)
        d[i] += a[i] << c[i];
}

/* The count from bytes: converted to the lanes' width first. */
void shl_bytes(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint8_t *restrict c) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] << (c[i] & 15);
}

/* One count for every lane: the shift by a register. */
void shl_uniform(int n, uint32_t *restrict d, const uint32_t *restrict a, int k) {
    for (int i = 0; i < n; i++)
        d[i] = a[i] << k;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *d = new_array(n, 4), *e = new_array(n, 4);
        int32_t *c = new_array(n, 4), *s = new_array(n, 4), *p = new_array(n, 4);
        uint8_t *b = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (uint32_t)next_rand() * 2654435761u | (i & 1 ? 0x80000001u : 0);
            c[i] = (int32_t)((i * 7 + 3) % 32);
            s[i] = (int32_t)(next_rand() % (1 << 23));
            p[i] = (int32_t)next_rand();
            b[i] = (uint8_t)next_rand();
            e[i] = (uint32_t)i;
        }
        shl_u32(n, d, a, (const uint32_t *)p);
        printf("n=%d %016llx", n, HASH(d, n));
        shl_i32(n, (int32_t *)d, s, p);
        printf(" %016llx", HASH(d, n));
        shl_acc(n, e, a, c);
        printf(" %016llx", HASH(e, n));
        shl_bytes(n, d, a, b);
        printf(" %016llx", HASH(d, n));
        shl_uniform(n, d, a, n % 32);
        printf(" %016llx\n", HASH(d, n));
        free(a), free(d), free(e), free(c), free(s), free(p), free(b);
    }
    return 0;
}
