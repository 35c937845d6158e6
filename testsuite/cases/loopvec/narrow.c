/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Narrow lanes (loopvec/narrow.rs): uint8/int8/int16 arithmetic that C promotes to int, computed
   in 8- or 16-bit lanes where the result provably fits. Inputs include the extreme values of each
   type at the first and last positions. */

/* (a + b + 1) >> 1 ^ key: the sum needs 9 bits, the rounding average (pavgb) 8; key is an
   invariant uint8. */
void avg_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t key) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)(((a[i] + b[i] + 1) >> 1) ^ key);
}

/* A rounding average of uint16: the sum needs 17 bits, the average (pavgw) none. */
void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = (uint16_t)((a[i] + (1 + b[i])) >> 1);
}

/* The average of an average and a byte minus 3 (wraps): 8-bit lanes throughout. */
void avg2_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict d) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)(((1 + ((a[i] + b[i] + 1) >> 1) + d[i]) >> 1) - 3);
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        g[i] = (uint8_t)((77 * r[i] + 150 * gr[i] + 29 * b[i]) >> 8);
}

/* Only the low 8 bits are demanded and no shift right: 8-bit lanes (the multiply wraps). */
void mul_add_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)(a[i] * b[i] + 7 - (a[i] & 0x0f));
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)((a[i] << 4) >> 4 | (a[i] >> 7));
}

/* Signed: (a - b) >> 2 on int8 is in [-64, 63]; every value fits int16 lanes (arithmetic shift). */
void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = (int8_t)((a[i] - b[i]) >> 2);
}

/* The high byte of a uint16: a 16-bit leaf truncated to 8 bits. */
void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)(a[i] >> 8);
}

/* int16 product shifted by 8 does not fit 16 bits: computed in int. */
void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = (int16_t)((a[i] * b[i]) >> 8);
}

/* The sum is also stored as an int: nothing is narrowed. */
void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int t = a[i] + b[i];
        h[i] = (uint8_t)(t >> 1);
        s[i] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)((a[i] * alpha + b[i] * (256 - alpha)) >> 8);
}

/* The product needs 18 bits, the byte its bits 6..13: 16-bit lanes. */
void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = (uint8_t)((a[i] * b[i] * 3) >> 6);
}

/* k is also needed in full (stored as an int sum): its tree stays in int lanes. */
void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    for (int i = 0; i < n; i++) {
        c[i] = (uint8_t)((a[i] * k) >> 4);
        s[i] = a[i] + k;
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
}

static void extremes_i16(int16_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = first ? -32768 : 32767;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1), *d = new_array(n, 1), *c = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1), *sc = new_array(n, 1);
        uint16_t *wa = new_array(n, 2);
        int16_t *ha = new_array(n, 2), *hb = new_array(n, 2), *hc = new_array(n, 2);
        int *s = new_array(n, sizeof(int));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(d, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(wa, n, 0, 65536);
        FILL(ha, n, -32768, 65536);
        FILL(hb, n, -32768, 65536);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_u8(d, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        extremes_i16(ha, n, 1);
        extremes_i16(hb, n, 0);
        if (n > 0) wa[0] = 65535;
        printf("n=%d", n);
        avg_u8(n, c, a, b, 0);
        printf(" avg0=%llx", HASH(c, n));
        avg_u8(n, c, a, b, 255);
        printf(" avg255=%llx", HASH(c, n));
        uint16_t *wb = new_array(n, 2), *wc = new_array(n, 2);
        FILL(wb, n, 0, 65536);
        if (n > 0) wb[0] = 65535, wb[n - 1] = 0;
        if (n > 1) wa[n - 1] = 65535;
        avg_u16(n, wc, wa, wb);
        printf(" avg16=%llx", HASH(wc, n));
        free(wb), free(wc);
        avg2_u8(n, c, a, b, d);
        printf(" avg2=%llx", HASH(c, n));
        gray_u8(n, c, a, b, d);
        printf(" gray=%llx", HASH(c, n));
        mul_add_u8(n, c, a, b);
        printf(" muladd=%llx", HASH(c, n));
        shl_shr_u8(n, c, a);
        printf(" shlshr=%llx", HASH(c, n));
        diff_i8(n, sc, sa, sb);
        printf(" diff=%llx", HASH(sc, n));
        high_u16(n, c, wa);
        printf(" high=%llx", HASH(c, n));
        q8_i16(n, hc, ha, hb);
        printf(" q8=%llx", HASH(hc, n));
        static const int alphas[] = {0, 77, 256, 300, -5, 70000, -8000000};
        for (int k = 0; k < 7; k++) {
            blend_u8(n, c, a, b, alphas[k]);
            printf(" blend%d=%llx", alphas[k], HASH(c, n));
        }
        mul3_u8(n, c, a, b);
        printf(" mul3=%llx", HASH(c, n));
        scale_both(n, c, s, a, -70001);
        printf(" scale=%llx/%llx", HASH(c, n), HASH(s, n));
        sum_both(n, c, s, a, b);
        printf(" both=%llx/%llx\n", HASH(c, n), HASH(s, n));
        free(a), free(b), free(c), free(d), free(sa), free(sb), free(sc), free(wa), free(ha), free(hb), free(hc), free(s);
    }
    return 0;
}
