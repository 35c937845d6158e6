/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] = (int64_t)s[i] * 3 + d[i];
}

void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] ^= s[i];
}

void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] -= s[i];
}

void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] = s[i] + d[i];
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    for (int i = 0; i < n; i++)
        d[i] = s[i] + (int32_t)t[i];
}

void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    for (int i = 0; i < n; i++)
        d[i] = s[i] - (int32_t)t[i];
}

/* To doubles, through 32-bit lanes. */
void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] = s[i] * 0.5;
}

void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] = d[i] + s[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *s16 = new_array(n, 2);
        int8_t *s8 = new_array(n, 1);
        int64_t *d64 = new_array(n, 8), *e64 = new_array(n, 8), *t64 = new_array(n, 8);
        int32_t *d32 = new_array(n, 4);
        double *f64 = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            s16[i] = (int16_t)next_rand();
            s8[i] = (int8_t)next_rand();
            d64[i] = (int64_t)next_rand() << 20;
            t64[i] = (int64_t)next_rand() - (1 << 23);
            f64[i] = (double)(next_rand() % 1000) * 0.25;
        }
        if (n > 3)
            s16[0] = INT16_MIN, s16[1] = INT16_MAX, s16[2] = -1, s8[0] = INT8_MIN, s8[1] = INT8_MAX, s8[3] = -1;
        for (int i = 0; i < n; i++)
            e64[i] = d64[i];
        w_i16_i64(n, d64, s16);
        w_u16_u64(n, (uint64_t *)e64, (const uint16_t *)s16);
        printf("n=%d %016llx %016llx", n, HASH(d64, n), HASH(e64, n));
        w_i8_i64(n, d64, s8);
        w_u8_u64(n, (uint64_t *)e64, (const uint8_t *)s8);
        printf(" %016llx %016llx", HASH(d64, n), HASH(e64, n));
        w_i8_i32(n, d32, s8, t64);
        printf(" %016llx", HASH(d32, n));
        w_u8_i32(n, d32, (const uint8_t *)s8, t64);
        printf(" %016llx", HASH(d32, n));
        w_i16_f64(n, f64, s16);
        printf(" %016llx", HASH(f64, n));
        w_u8_f64(n, f64, (const uint8_t *)s8);
        printf(" %016llx\n", HASH(f64, n));
        free(s16), free(s8), free(d64), free(e64), free(t64), free(d32), free(f64);
    }
    return 0;
}
