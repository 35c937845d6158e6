/* vcc-test: expect-vectorized 14 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    for (int i = 0; i < n; i++) {
        int v = b[i] < 0 ? -b[i] : b[i];
        a[i] = v > hi ? hi : v;
    }
}

/* A helper with branches that compares its value with both bounds, inlined: min then max
   where lo <= hi; with the bounds the other way round (every value gives lo) it stays two
   selects. */
static int clamp_both(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

void clamp_both_i32(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = clamp_both(b[i] + 3, -1000, 4000);
}

void clamp_crossed_i32(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = clamp_both(b[i], 50, 40);
}

void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] < 0 ? -b[i] : b[i];
}

void abs_i16(int n, short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = 0 <= b[i] ? b[i] : -b[i];
}

void abs_i64(int n, long *restrict a, const long *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] > 0 ? b[i] : -b[i];
}

void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] < lo ? lo : b[i] > hi ? hi : b[i];
}

void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] < lo ? lo : b[i] > hi ? hi : b[i];
}

void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] >= hi ? hi : b[i];
}

void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    for (int i = 0; i < n; i++) {
        unsigned v = b[i] > lo ? b[i] : lo;
        a[i] = hi < v ? hi : v;
    }
}

void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] < b[i] ? a[i] : b[i];
}

void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        c[i] = a[i] < b[i] ? a[i] : b[i];
        d[i] = b[i] < a[i] ? a[i] : b[i];
    }
}

void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] > b[i] ? a[i] : b[i];
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] <= b[i] ? a[i] : b[i];
}

static float special_float(void) {
    switch (next_rand() % 8) {
    case 0: return NAN;
    case 1: return 0.0f;
    case 2: return -0.0f;
    default: return (float)((int)(next_rand() % 200) - 100) / 4;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i32 = new_array(n, 4), *o32 = new_array(n, 4);
        signed char *i8 = new_array(n, 1), *o8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1), *p8 = new_array(n, 1);
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2), *p16 = new_array(n, 2);
        unsigned *u32 = new_array(n, 4), *p32 = new_array(n, 4);
        long *i64 = new_array(n, 8), *j64 = new_array(n, 8), *o64 = new_array(n, 8);
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dc = new_array(n, 8);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i32[k] = k % 11 == 3 ? -2147483647 : (int)(r % 20001) - 10000;
            i8[k] = k % 7 == 2 ? -128 : (signed char)r;
            u8[k] = (unsigned char)(r >> 3);
            i16[k] = k % 5 == 1 ? -32768 : (short)(r >> 2);
            u16[k] = (unsigned short)(r >> 1);
            u32[k] = r * 2654435761u;
            i64[k] = k % 9 == 4 ? -9223372036854775807L : (long)r * (long)(r % 7 ? r : -r) - 4000000000000L;
            j64[k] = (long)next_rand() << 20;
            fa[k] = special_float();
            fb[k] = special_float();
            da[k] = special_float();
            db[k] = special_float();
        }
        abs_clamp_i32(n, o32, i32, 5000);
        unsigned long long h_abs32 = HASH(o32, n);
        clamp_both_i32(n, o32, i32);
        unsigned long long h_both = HASH(o32, n);
        clamp_crossed_i32(n, o32, i32);
        unsigned long long h_crossed = HASH(o32, n);
        abs_i8(n, o8, i8);
        abs_i16(n, o16, i16);
        unsigned long long h_abs8 = HASH(o8, n), h_abs16 = HASH(o16, n);
        abs_i64(n, o64, i64);
        unsigned long long h_abs64 = HASH(o64, n);
        clamp_u8(n, p8, u8, 20, 200);
        clamp_i16(n, o16, i16, -3000, 12000);
        clamp_u16(n, p16, u16, 40000);
        clamp_u32(n, p32, u32, 1u << 30, 3u << 30);
        min_i64(n, o64, i64, j64);
        min_max_f32(n, fc, fd, fa, fb);
        max_f64(n, dc, da, db);
        unsigned long long h_minmax = HASH(fc, n) ^ HASH(fd, n) * 3;
        min_le_f32(n, fc, fa, fb);
        printf("both=%llx crossed=%llx ", h_both, h_crossed);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
