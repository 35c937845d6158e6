/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Conversions between element widths in byte loops (bench u8_to_f32): the bytes fill a
   register, so the wider values of one vector iteration take several registers, and their
   store is written one register at a time. On AVX2, 8- and 16-bit integers widened to 32-bit
   ints or floats of several registers take each group of 8 lanes with one vpmovzxbd/vpmovsxbd
   (vpmovzxwd/vpmovsxwd) from its place in the source register. */

/* uint8 -> float: 32 lanes, four registers of floats. */
void u8_to_f32(int n, float *restrict f, const uint8_t *restrict p) {
    for (int i = 0; i < n; i++)
        f[i] = (float)p[i] * (1.0f / 256) - 0.5f;
}

/* uint8 -> int with a multiply: four registers of ints. */
void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    for (int i = 0; i < n; i++)
        d[i] = p[i] * 1000 - 7;
}

/* int8 -> uint16: two registers of 16-bit lanes. */
void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    for (int i = 0; i < n; i++)
        d[i] = (uint16_t)(p[i] * 3);
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    for (int i = 0; i < n; i++)
        d[i] = p[i] * 0.5 + 1.0;
}

/* int8 -> float: the sign-extending group conversion. */
void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    for (int i = 0; i < n; i++)
        f[i] = p[i] * 0.25f;
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    for (int i = 0; i < FIXED; i++)
        f[i] = (float)p[i] - 128.0f;
}

void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    for (int i = 0; i < FIXED; i++)
        d[i] = p[i] + 1000;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *p = new_array(n, 1);
        int8_t *sp = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        int *d = new_array(n, sizeof(int));
        uint16_t *w = new_array(n, 2);
        double *g = new_array(n, sizeof(double));
        FILL(p, n, 0, 256);
        FILL(sp, n, -128, 256);
        if (n > 0) p[0] = 255, sp[0] = -128;
        if (n > 1) p[n - 1] = 0, sp[n - 1] = 127;
        u8_to_f32(n, f, p);
        u8_to_i32(n, d, p);
        i8_to_u16(n, w, sp);
        u8_to_f64(n, g, p);
        printf("n=%d f=%llx d=%llx w=%llx g=%llx", n, HASH(f, n), HASH(d, n), HASH(w, n), HASH(g, n));
        i8_to_f32(n, f, sp);
        printf(" sf=%llx\n", HASH(f, n));
        free(p), free(sp), free(f), free(d), free(w), free(g);
    }
    uint8_t *p = new_array(FIXED, 1);
    int8_t *sp = new_array(FIXED, 1);
    float *f = new_array(FIXED, sizeof(float));
    int *d = new_array(FIXED, sizeof(int));
    FILL(p, FIXED, 0, 256);
    FILL(sp, FIXED, -128, 256);
    p[0] = 255, p[FIXED - 1] = 0, sp[0] = -128, sp[FIXED - 1] = 127;
    u8_to_f32_fixed(f, p);
    i8_to_i32_fixed(d, sp);
    printf("fixed f=%llx d=%llx\n", HASH(f, FIXED), HASH(d, FIXED));
    free(p), free(sp), free(f), free(d);
    return 0;
}
