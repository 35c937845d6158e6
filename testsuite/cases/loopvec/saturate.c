/* vcc-test: expect-vectorized 16 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        c[i] = (uint8_t)(s > 255 ? 255 : s);
    }
}

/* The sum converted to unsigned before the clamp (a conversion that keeps its value). */
void adds_u8_unsigned(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        unsigned s = a[i] + b[i];
        c[i] = (uint8_t)(s > 255 ? 255 : s);
    }
}

/* The same as an if statement, the bound written with >=. */
void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        if (s >= 255)
            s = 255;
        c[i] = (uint8_t)s;
    }
}

/* max(a - b, 0), the constant on the left of the compare. */
void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        c[i] = (uint8_t)(0 > d ? 0 : d);
    }
}

/* A constant operand: brighten by 40. */
void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + 40;
        c[i] = (uint8_t)(s < 255 ? s : 255);
    }
}

/* uint16, the clamp as min written with <=. */
void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        c[i] = (uint16_t)(s <= 65535 ? s : 65535);
    }
}

void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        if (d <= 0)
            d = 0;
        c[i] = (uint16_t)d;
    }
}

/* int16 clamped at both ends by a nested conditional expression. */
void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int t = a[i] + b[i];
        c[i] = (int16_t)(t > 32767 ? 32767 : t < -32768 ? -32768 : t);
    }
}

/* int16 difference clamped by two if statements, low end first. */
void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int t = a[i] - b[i];
        if (t < -32768)
            t = -32768;
        if (t > 32767)
            t = 32767;
        c[i] = (int16_t)t;
    }
}

/* int8 at both ends, max inside min. */
void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int t = a[i] + b[i];
        int lo = t < -128 ? -128 : t;
        c[i] = (int8_t)(lo > 127 ? 127 : lo);
    }
}

/* Not saturations (each computed in int lanes, still exactly): */

/* The bound is not the type's maximum. */
void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        c[i] = (uint8_t)(s > 250 ? 250 : s);
    }
}

/* int8 clamped at the top only: a negative overflow wraps in the truncation. */
void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int t = a[i] + b[i];
        c[i] = (int8_t)(t > 127 ? 127 : t);
    }
}

/* Mixed signedness: uint8 + int8 does not fit one 8-bit lane type. */
void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        c[i] = (uint8_t)(s > 255 ? 255 : s);
    }
}

/* The sum is also stored: it must exist as an int. */
void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int t = a[i] + b[i];
        s[i] = t;
        c[i] = (uint8_t)(t > 255 ? 255 : t);
    }
}

/* The clamp's branch does more than pick the bound. */
void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        int h = 0;
        if (s > 255) {
            s = 255;
            h = 1;
        }
        c[i] = (uint8_t)s;
        hits[i] = h;
    }
}

/* The clamped value is stored as an int: not a truncation to the lane's width. */
void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        c[i] = s > 255 ? 255 : s;
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = first ? -128 : 127;
}

static void extremes_u16(uint16_t *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

static void extremes_i16(int16_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = first ? -32768 : 32767;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1), *sc = new_array(n, 1);
        uint16_t *wa = new_array(n, 2), *wb = new_array(n, 2), *wc = new_array(n, 2);
        int16_t *ha = new_array(n, 2), *hb = new_array(n, 2), *hc = new_array(n, 2);
        int *s = new_array(n, sizeof(int)), *h = new_array(n, sizeof(int));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(wa, n, 0, 65536);
        FILL(wb, n, 0, 65536);
        FILL(ha, n, -32768, 65536);
        FILL(hb, n, -32768, 65536);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        extremes_u16(wa, n);
        extremes_u16(wb, n);
        extremes_i16(ha, n, 1);
        extremes_i16(hb, n, 1);
        printf("n=%d", n);
        adds_u8(n, c, a, b);
        printf(" addu8=%llx", HASH(c, n));
        adds_u8_unsigned(n, c, a, b);
        printf(" addu8u=%llx", HASH(c, n));
        adds_u8_if(n, c, a, b);
        printf(" addu8if=%llx", HASH(c, n));
        subs_u8(n, c, a, b);
        printf(" subu8=%llx", HASH(c, n));
        brighten_u8(n, c, a);
        printf(" bright=%llx", HASH(c, n));
        adds_u16(n, wc, wa, wb);
        printf(" addu16=%llx", HASH(wc, n));
        subs_u16(n, wc, wa, wb);
        printf(" subu16=%llx", HASH(wc, n));
        adds_i16(n, hc, ha, hb);
        printf(" addi16=%llx", HASH(hc, n));
        subs_i16(n, hc, ha, hb);
        printf(" subi16=%llx", HASH(hc, n));
        adds_i8(n, sc, sa, sb);
        printf(" addi8=%llx", HASH(sc, n));
        clamp_250(n, c, a, b);
        printf(" c250=%llx", HASH(c, n));
        top_only_i8(n, sc, sa, sb);
        printf(" top=%llx", HASH(sc, n));
        mixed(n, c, a, sb);
        printf(" mixed=%llx", HASH(c, n));
        sum_kept(n, c, s, a, b);
        printf(" kept=%llx/%llx", HASH(c, n), HASH(s, n));
        counted(n, c, h, a, b);
        printf(" counted=%llx/%llx", HASH(c, n), HASH(h, n));
        wide_result(n, s, a, b);
        printf(" wide=%llx\n", HASH(s, n));
        free(a), free(b), free(c), free(sa), free(sb), free(sc), free(wa), free(wb), free(wc);
        free(ha), free(hb), free(hc), free(s), free(h);
    }
    return 0;
}
