/* vcc-test: expect-vectorized generic=11 avx2=11 avx512=11 avx512vbmi-zmm=12 sse4.2=11 neon=9 sse2=10 */
#include "harness.h"

/* Selects and if-converted branches between values of 8- and 16-bit types, whose result is
   stored back as 8 or 16 bits: C computes them in `int`, and the loop vectorizer computes
   them in lanes of the narrow type (narrow.rs), twice or four times as many per register (a
   min of shorts is one `vpminsw` of 16 lanes on AVX2 instead of 8 `int` lanes and two
   conversions). Every kernel is checked at the ends of each type's range: a lane too narrow,
   or of the wrong signedness, changes the results. */

/* A min written as a branch (a blend of two edges), in signed 16-bit lanes. */
void min_s16(int n, short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = a[i] < b[i] ? a[i] : b[i];
}

/* A max of bytes: unsigned 8-bit lanes. */
void max_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = a[i] > b[i] ? a[i] : b[i];
}

/* One arm a loop-invariant `short` (promoted to int before the loop): its truncation is
   broadcast. */
void floor_s16(int n, short *restrict out, const short *restrict a, short k) {
    for (int i = 0; i < n; i++)
        out[i] = a[i] > k ? a[i] : k;
}

/* The condition compares floats (32-bit lanes): the select of shorts takes its mask. */
void pick_by_float(int n, short *restrict out, const float *restrict f, const short *restrict a,
                   const short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = f[i] > 0.0f ? a[i] : b[i];
}

/* The condition compares ints that are not narrowed. */
void pick_by_int(int n, unsigned char *restrict out, const int *restrict c, const unsigned char *restrict a,
                 const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] > 0 ? a[i] : b[i];
}

/* An absolute difference of bytes as a branch: each arm's range is -255..255, so the lanes
   are 16-bit (signed), and the stored byte is their low half. */
void absdiff_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
}

/* Three edges into one value: a median-like choice of three shorts. */
void choose3_s16(int n, short *restrict out, const short *restrict a, const short *restrict b,
                 const short *restrict c) {
    for (int i = 0; i < n; i++) {
        int x;
        if (a[i] > b[i])
            x = a[i];
        else if (a[i] < c[i])
            x = c[i];
        else
            x = b[i];
        out[i] = (short)x;
    }
}

/* The chosen value is also stored as an int: it stays in 32-bit lanes. */
void max_also_int(int n, short *restrict out, int *restrict wide, const short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++) {
        int m = a[i] > b[i] ? a[i] : b[i];
        out[i] = (short)m;
        wide[i] = m;
    }
}

/* A truth test of a value of the tree (`a & 1`) chooses. */
void odd_pick_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (a[i] & 1) ? a[i] : b[i];
}

/* Signed and unsigned bytes compared: -128..255 fits no 8-bit lane, so 16-bit ones. */
void mixed_min(int n, short *restrict out, const signed char *restrict s, const unsigned char *restrict u) {
    for (int i = 0; i < n; i++)
        out[i] = s[i] < u[i] ? s[i] : u[i];
}

/* The choice then shifted: the shift needs one more bit than the stored byte. */
void max_half_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned char)((a[i] > b[i] ? a[i] : b[i]) >> 1);
}

/* A clamp that is a saturating add keeps its own form (saturate.rs). */
void addsat_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        out[i] = s > 255 ? 255 : s;
    }
}

static int edge8(unsigned r) {
    static const int ends[] = {0, 1, 127, 128, 255, 126, 129};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 255;
}

static int edge16(unsigned r) {
    static const int ends[] = {0, 1, 32767, 32768, 65535, 32766, 32769};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 65535;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1), *uo = new_array(n, 1);
        signed char *sc = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2), *sc16 = new_array(n, 2), *so = new_array(n, 2);
        float *f = new_array(n, 4);
        int *c = new_array(n, 4), *wide = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            ua[i] = (unsigned char)edge8(next_rand());
            ub[i] = i % 5 == 0 ? ua[i] : (unsigned char)edge8(next_rand());
            sc[i] = (signed char)edge8(next_rand());
            sa[i] = (short)edge16(next_rand());
            sb[i] = i % 4 == 0 ? sa[i] : (short)edge16(next_rand());
            sc16[i] = (short)edge16(next_rand());
            f[i] = (float)((int)(next_rand() % 200) - 100);
            c[i] = (int)(next_rand() % 7) - 3;
        }
        for (int i = 0; i < n; i++)
            so[i] = sa[i];
        min_s16(n, so, sb);
        printf("n=%d min_s16 %llx\n", n, HASH(so, n));
        for (int i = 0; i < n; i++)
            so[i] = sc16[i];
        min_s16(n, so, sa);
        printf("n=%d min_s16b %llx\n", n, HASH(so, n));
        max_u8(n, uo, ua, ub);
        printf("n=%d max_u8 %llx\n", n, HASH(uo, n));
        floor_s16(n, so, sa, (short)-5);
        printf("n=%d floor_s16 %llx\n", n, HASH(so, n));
        floor_s16(n, so, sa, (short)32767);
        printf("n=%d floor_s16b %llx\n", n, HASH(so, n));
        pick_by_float(n, so, f, sa, sb);
        printf("n=%d pick_by_float %llx\n", n, HASH(so, n));
        pick_by_int(n, uo, c, ua, ub);
        printf("n=%d pick_by_int %llx\n", n, HASH(uo, n));
        absdiff_u8(n, uo, ua, ub);
        printf("n=%d absdiff_u8 %llx\n", n, HASH(uo, n));
        choose3_s16(n, so, sa, sb, sc16);
        printf("n=%d choose3_s16 %llx\n", n, HASH(so, n));
        max_also_int(n, so, wide, sa, sb);
        printf("n=%d max_also_int %llx %llx\n", n, HASH(so, n), HASH(wide, n));
        odd_pick_u8(n, uo, ua, ub);
        printf("n=%d odd_pick_u8 %llx\n", n, HASH(uo, n));
        mixed_min(n, so, sc, ua);
        printf("n=%d mixed_min %llx\n", n, HASH(so, n));
        max_half_u8(n, uo, ua, ub);
        printf("n=%d max_half_u8 %llx\n", n, HASH(uo, n));
        addsat_u8(n, uo, ua, ub);
        printf("n=%d addsat_u8 %llx\n", n, HASH(uo, n));
        free(ua);
        free(ub);
        free(uo);
        free(sc);
        free(sa);
        free(sb);
        free(sc16);
        free(so);
        free(f);
        free(c);
        free(wide);
    }
    return 0;
}
