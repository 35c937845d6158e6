/* vcc-test: expect-vectorized 2 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized.
 * SQLite's sorter compares at most 8 bytes, the count read from a const table
 * (`analysis/ranges.rs`): left scalar; the same loop over a table the program may change is
 * vectorized. */
#include "harness.h"

/* At most 2 iterations: (23 - bits) / 8. */
static unsigned long need16(const unsigned char **pnext, unsigned *phave, unsigned long hold, unsigned *pbits) {
    const unsigned char *next = *pnext;
    unsigned have = *phave, bits = *pbits;
    while (bits < 16u) {
        if (have == 0)
            break;
        have--;
        hold += (unsigned long)(*next++) << bits;
        bits += 8;
    }
    *pnext = next;
    *phave = have;
    *pbits = bits;
    return hold;
}

/* At most 1000 - start iterations: worth vectors. */
static int sum_from(const int *a, unsigned start) {
    int s = 0;
    for (unsigned i = start; i < 1000u; i++)
        s += a[i] * 3;
    return s;
}

/* SQLite's vdbeSorterCompareInt: n is at most 8. */
static int compare_int(const unsigned char *v1, const unsigned char *v2, int s1) {
    static const unsigned char lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
    const unsigned char n = lens[s1];
    int res = 0;
    for (int i = 0; i < n; i++) {
        if ((res = v1[i] - v2[i]) != 0) {
            if (((v1[0] ^ v2[0]) & 0x80) != 0)
                res = v1[0] & 0x80 ? -1 : +1;
            break;
        }
    }
    return res;
}

/* The same over a table that is not const: up to 255 bytes. */
static unsigned char var_lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
static int compare_var(const unsigned char *v1, const unsigned char *v2, int s1) {
    const unsigned char n = var_lens[s1];
    int res = 0;
    for (int i = 0; i < n; i++) {
        if ((res = v1[i] - v2[i]) != 0)
            break;
    }
    return res;
}

int main(void) {
    static unsigned char bytes[64];
    static int a[1000];
    FILL(bytes, 64, 0, 256);
    FILL(a, 1000, -100, 200);
    int n;
    FOR_EACH_COUNT(n) {
        const unsigned char *next = bytes;
        unsigned have = (unsigned)n % 5, bits = (unsigned)n % 17;
        unsigned long hold = need16(&next, &have, (unsigned long)n, &bits);
        printf("n=%d %lx %u %u %d %d", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
        var_lens[9] = (unsigned char)(n % 64);
        for (int s = 0; s < 10; s++) {
            unsigned char x[64], y[64];
            memcpy(x, bytes, 64);
            memcpy(y, bytes, 64);
            y[n % 64] ^= (unsigned char)(1 + n % 3);
            y[0] ^= (unsigned char)(n & 0x80);
            printf(" %d %d", compare_int(x, y, s), compare_var(x, y, s));
        }
        printf("\n");
    }
    return 0;
}
