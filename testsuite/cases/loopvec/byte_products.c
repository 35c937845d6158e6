/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Products of widened bytes in 16-bit lanes (neon.rs's `mul_of_bytes`: `vmull_u8`/`vmull_s8` of
   the bytes themselves, bench rgb_gray_u8): unsigned and signed bytes, by constants of the
   bytes' range and by other bytes, into shorts and unsigned shorts; and the forms it must leave
   alone: a constant beyond a byte (300), bytes of mixed signedness. */

void weighted(int n, uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(77 * a[i] + 150 * b[i]);
}

void signed_terms(int n, int16_t *restrict o, const int8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * b[i] - 3 * a[i]);
}

void both_bytes(int n, uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * b[i]);
}

void range_ends(int n, int16_t *restrict o, const int8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * -128 + b[i] * 255);
}

void blend(int n, uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] * 200 + b[i] * 56) >> 8);
}

void into_ints(int n, int *restrict o, const uint8_t *restrict a) {
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * 3) + o[i];
}

/* Not a product of bytes: 300 does not fit a byte. */
void beyond_byte(int n, int16_t *restrict o, const int8_t *restrict a) {
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * 300);
}

/* Not one: unsigned times signed bytes. */
void mixed(int n, uint16_t *restrict o, const uint8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * b[i]);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *o8 = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        uint16_t *ou = new_array(n, 2);
        int16_t *os = new_array(n, 2);
        int *oi = new_array(n, sizeof(int));
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(oi, n, -100000, 200000);
        if (n >= 2) ua[0] = ub[0] = 255, sa[1] = sb[1] = -128;
        weighted(n, ou, ua, ub);
        printf("n=%d w=%llx", n, HASH(ou, n));
        signed_terms(n, os, sa, sb);
        printf(" s=%llx", HASH(os, n));
        both_bytes(n, ou, ua, ub);
        printf(" b=%llx", HASH(ou, n));
        range_ends(n, os, sa, ub);
        printf(" r=%llx", HASH(os, n));
        blend(n, o8, ua, ub);
        printf(" bl=%llx", HASH(o8, n));
        into_ints(n, oi, ua);
        printf(" i=%llx", HASH(oi, n));
        beyond_byte(n, os, sa);
        printf(" x=%llx", HASH(os, n));
        mixed(n, ou, ua, sb);
        printf(" m=%llx\n", HASH(ou, n));
        free(ua), free(ub), free(o8), free(sa), free(sb), free(ou), free(os), free(oi);
    }
    return 0;
}
