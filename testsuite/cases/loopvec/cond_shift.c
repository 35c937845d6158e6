/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Shifts under a condition. A shift right, or a shift left of an unsigned value, by a constant
   below the width cannot misbehave on any lane, so if-conversion runs it on every lane as it is:
   a shift by one count (SSE's psrad, psrlq), with no select of the count, which would make it a
   shift by lanes (none on SSE, nor a 64-bit arithmetic one on AVX2). A count that is not a
   constant, one at or past the width, and a signed shift left keep the guard (count 0, or
   value 0, on inactive lanes). Values cover both signs and the top bits. */

void odd_even(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        if (x[i] & 1)
            y[i] = (int)((unsigned)x[i] * 3u);
        else
            y[i] = x[i] >> 1;
    }
}

void odd_even_long(int n, long *restrict y, const long *restrict x) {
    for (int i = 0; i < n; i++) {
        if (x[i] & 1)
            y[i] = (long)((unsigned long)x[i] * 3u);
        else
            y[i] = x[i] >> 63;
    }
}

void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] > 1000u)
            y[i] = x[i] << 31;
}

/* Guarded: the signed left shift, the count that varies. */
void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0 && x[i] < 1000)
            y[i] = x[i] << 20;
}

void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    for (int i = 0; i < n; i++)
        if (s[i] >= 0 && s[i] < 32)
            y[i] = x[i] >> s[i];
}

void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = x[i] & 0x80 ? (unsigned char)(x[i] >> 7) : (unsigned char)(x[i] >> 2);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *s = new_array(n, 4);
        long *lx = new_array(n, 8), *ly = new_array(n, 8);
        unsigned char *bx = new_array(n, 1), *by = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            x[i] = (int)(r * 2654435761u) >> (r % 3);
            s[i] = (int)(next_rand() % 40) - 4;
            lx[i] = (long)((uint64_t)next_rand() << 33 ^ next_rand());
            bx[i] = (unsigned char)next_rand();
            y[i] = -1;
            ly[i] = -1;
            by[i] = 0;
        }
        odd_even(n, y, x);
        printf("n=%d odd_even %llx\n", n, HASH(y, n));
        odd_even_long(n, ly, lx);
        printf("n=%d odd_even_long %llx\n", n, HASH(ly, n));
        cond_shl_unsigned(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_shl_unsigned %llx\n", n, HASH(y, n));
        cond_shl_signed(n, y, x);
        printf("n=%d cond_shl_signed %llx\n", n, HASH(y, n));
        cond_shift_var(n, y, x, s);
        printf("n=%d cond_shift_var %llx\n", n, HASH(y, n));
        cond_shift_bytes(n, by, bx);
        printf("n=%d cond_shift_bytes %llx\n", n, HASH(by, n));
        free(x), free(y), free(s), free(lx), free(ly), free(bx), free(by);
    }
    return 0;
}
