/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer inductions whose step is known only at run time (`v += k`, k a parameter or a sum
   of parameters): the lanes start at [v, v + k, v + 2k, ...] and move by VF·k, in the lanes'
   unsigned type, so they wrap as the scalar loop's unsigned updates do. The value after the
   loop, a last value taken under a condition and an early exit read the induction at a given
   iteration: start + iteration·k, computed modulo 2^64 then narrowed. A pointer moving by a
   run-time number of bytes is not such an induction: its loop is versioned on the step being
   one element. */
void ramp(int n, int *restrict a, const int *restrict b, int k) {
    int v = -3;
    for (int i = 0; i < n; i++) {
        a[i] = b[i] + v;
        v += k;
    }
}

/* Wraps around 2^32 within a few iterations for a large k. */
void ramp_bytes(int n, unsigned char *restrict a, unsigned v, unsigned k) {
    for (int i = 0; i < n; i++) {
        a[i] = (unsigned char)(v >> 24);
        v += k;
    }
}

/* 16-bit, stepping down by a step of its own type. */
void down_short(int n, short *restrict a, short k) {
    short v = 1000;
    for (int i = 0; i < n; i++) {
        a[i] = (short)(a[i] + v);
        v = (short)(v - k);
    }
}

/* Fixed-point position into a table (image resampling): a gather at pos >> 8. The sum and
   the position after the loop are returned. */
long resample(int n, int *restrict out, const int *restrict in, int step) {
    int pos = 0;
    long s = 0;
    for (int i = 0; i < n; i++) {
        out[i] = in[pos >> 8];
        s += out[i];
        pos += step;
    }
    return s * 1000003 + pos;
}

/* A 64-bit induction whose step is an expression of two parameters, summed. */
long long wide_sum(int n, long long *restrict a, long long k, long long m) {
    long long v = 5, s = 0;
    for (int i = 0; i < n; i++) {
        a[i] = v;
        s += a[i] >> 16;
        v += k - 3 * m;
    }
    return s + v;
}

/* The induction's value at the last iteration that passes a test. */
int last_match(int n, const int *restrict b, int t, int k) {
    int v = 11, last = -1;
    for (int i = 0; i < n; i++) {
        if (b[i] > t)
            last = v;
        v += k;
    }
    return last;
}

/* An early exit returns the induction at the exiting iteration. */
int find_at(int n, const int *restrict b, int t, int k) {
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (b[i] == t)
            return v;
        v += k;
    }
    return -v;
}

/* A pointer moving by k bytes: versioned on k == 1. */
void pointer_step(int n, int *restrict a, const char *p, long k) {
    for (int i = 0; i < n; i++) {
        a[i] = *p;
        p += k;
    }
}

int main(void) {
    int n;
    static const int ks[] = {0, 1, -7, 3, 0x7fff, -0x10001};
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned char *u8 = new_array(n, 1);
        short *s16 = new_array(n, sizeof(short));
        long long *a64 = new_array(n, sizeof(long long));
        int table = (n * 37 >> 8) + 1;
        int *in = new_array(table, sizeof(int)), *out = new_array(n, sizeof(int));
        char *bytes = new_array(3 * n + 1, 1);
        FILL(b, n, -50, 100);
        FILL(s16, n, -1000, 2000);
        FILL(in, table, -100000, 200000);
        FILL(bytes, 3 * n + 1, -100, 200);
        unsigned long long h = 0;
        for (int q = 0; q < 6; q++) {
            int k = ks[q];
            ramp(n, a, b, k);
            ramp_bytes(n, u8, 0x12345678u + (unsigned)q, (unsigned)k * 0x9e3779b9u);
            down_short(n, s16, (short)(k * 3));
            long r = resample(n, out, in, 37 - q);
            long long w = wide_sum(n, a64, (long long)k * (1LL << 33), k + 1);
            int lm = last_match(n, b, q * 10, k);
            int f = find_at(n, b, q * 7 - 20, k);
            pointer_step(n, a, bytes, q % 3 + 1);
            h = h * 31 + HASH(a, n) + HASH(u8, n) * 3 + HASH(s16, n) * 5 + HASH(out, n) * 7 + HASH(a64, n) * 11;
            h = h * 31 + (unsigned long long)r + (unsigned long long)w * 13 + (unsigned)lm * 17u + (unsigned)f * 19u;
        }
        printf("n=%d %llx\n", n, h);
        free(a), free(b), free(u8), free(s16), free(a64), free(in), free(out), free(bytes);
    }
    return 0;
}
