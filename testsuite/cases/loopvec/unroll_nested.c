/* vcc-test: expect-vectorized 1 */
/* Short constant-count loops that no vectorizer takes, inside another loop: their iterations
 * one after another (`unroll.rs`, NESTED_SCALAR; gcc -O3's complete peeling), so that shift
 * amounts and table rows are constants. zlib's braided CRC ran 1.8x faster so. The others must
 * stay loops: too many iterations, too large, not inside a loop, a symbolic count, an early
 * exit, an asm statement. */
#include "harness.h"

#define N 1001
unsigned tab[17][256];
unsigned long words[3 * N];
unsigned out[N];

/* zlib's braids: three words at a time, each through eight table rows. Unrolled. */
unsigned braids(int n) {
    unsigned c0 = 0, c1 = 0, c2 = 0;
    const unsigned long *w = words;
    for (int b = 0; b < n; b++) {
        unsigned long w0 = c0 ^ w[0], w1 = c1 ^ w[1], w2 = c2 ^ w[2];
        w += 3;
        c0 = tab[0][w0 & 0xff];
        c1 = tab[0][w1 & 0xff];
        c2 = tab[0][w2 & 0xff];
        for (int k = 1; k < 8; k++) {
            c0 ^= tab[k][(w0 >> (k << 3)) & 0xff];
            c1 ^= tab[k][(w1 >> (k << 3)) & 0xff];
            c2 ^= tab[k][(w2 >> (k << 3)) & 0xff];
        }
    }
    return c0 ^ c1 ^ c2;
}

/* A hash over each word's bytes: a recurrence, four iterations. The outer loop is vectorized;
 * its scalar remainder's copy of the inner loop is unrolled. */
void byte_hash(int n) {
    for (int i = 0; i < n; i++) {
        unsigned h = 2166136261u;
        for (int k = 0; k < 4; k++)
            h = (h ^ (unsigned)((words[i] >> (8 * k)) & 0xff)) * 16777619u;
        out[i] = h;
    }
}

/* Seventeen iterations: more than gcc -O3 peels. Stays. */
unsigned seventeen(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 17; k++)
            c = c * 3 + tab[k][(words[i] >> k) & 0xff];
    return c;
}

/* Sixteen iterations of a long body: past the size budget. Stays. */
unsigned large_body(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 16; k++) {
            unsigned long w = words[i] ^ c;
            c = c * 3 + tab[k][w & 0xff] + tab[k][(w >> 8) & 0xff] * 5 + tab[k][(w >> 16) & 0xff] * 7;
            c ^= tab[k + 1][(w >> 24) & 0xff] + tab[k][(w >> 32) & 0xff] * 9 + tab[k][(w >> 40) & 0xff];
            c += tab[k][(w >> 48) & 0xff] * 11 + tab[k + 1][(w >> 56) & 0xff];
            c ^= (c >> 7) * 13 + tab[k][(c >> 3) & 0xff] + tab[k + 1][(c >> 11) & 0xff];
        }
    return c;
}

/* Not inside another loop: runs once, nothing to gain. Stays. */
unsigned top_level(unsigned long w) {
    unsigned c = 0;
    for (int k = 0; k < 8; k++)
        c = c * 5 + tab[k][(w >> (8 * k)) & 0xff];
    return c;
}

/* The inner count is a parameter. Stays. */
unsigned symbolic(int n, int m) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            c = c * 7 + tab[k][(words[i] >> (8 * k)) & 0xff];
    return c;
}

/* An early exit. Stays. */
unsigned early_exit(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 8; k++) {
            unsigned t = tab[k][(words[i] >> (8 * k)) & 0xff];
            if (t == 0)
                break;
            c = c * 11 + t;
        }
    return c;
}

/* An asm statement is never copied. Stays. */
unsigned with_asm(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            __asm__("");
            c = c * 13 + tab[k][(words[i] >> (8 * k)) & 0xff];
        }
    return c;
}

int main(void) {
    for (int r = 0; r < 17; r++)
        for (int v = 0; v < 256; v++)
            tab[r][v] = (unsigned)((v * 2654435761u) >> (r & 7)) ^ (unsigned)(r * 40503u) ^ (v == 77 ? 0 : 1u);
    for (int r = 0; r < 17; r++)
        tab[r][(r * 37) & 0xff] = 0;
    for (int i = 0; i < 3 * N; i++)
        words[i] = (unsigned long)next_rand() << 40 ^ (unsigned long)next_rand() << 16 ^ next_rand();
    int n;
    FOR_EACH_COUNT(n) {
        if (n > N)
            continue;
        byte_hash(n);
        printf("%d %x %llx %x %x %x %x %x %x\n", n, braids(n), HASH(out, N), seventeen(n), large_body(n),
               top_level(words[n]), symbolic(n, n % 9), early_exit(n), with_asm(n));
    }
    return 0;
}
