/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Reductions updated more than once per iteration (legal/reduction.rs): `s += a[i]; s += b[i];`
   is one reduction whose chain has two updates; the loop-carried value is the second update,
   which does not read the accumulator itself. Subtractions join an integer sum where they
   subtract from the chain (`s -= x` after `s += y`). Must stay scalar: a chain that mixes
   operations, one whose middle value is also stored, and one whose second update subtracts the
   chain from something. */

int two_adds(int n, const int *a, const int *b) {
    int s = 3;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s += b[i];
    }
    return s;
}

unsigned add_then_sub(int n, const unsigned *a, const unsigned *b) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i] * 3u;
        s -= b[i];
    }
    return s;
}

/* Three updates, one of them conditional. */
long three_updates(int n, const int *a, const int *b) {
    long s = -5;
    for (int i = 0; i < n; i++) {
        s += a[i];
        if (b[i] > 2)
            s += b[i];
        s -= 1;
    }
    return s;
}

/* Two maxima in one chain. */
int two_max(int n, const int *a, const int *b) {
    int m = -1000;
    for (int i = 0; i < n; i++) {
        m = a[i] > m ? a[i] : m;
        m = b[i] > m ? b[i] : m;
    }
    return m;
}

/* XOR and AND chains of bytes. */
unsigned char two_xors(int n, const unsigned char *p, const unsigned char *q) {
    unsigned char h = 0x5a;
    for (int i = 0; i < n; i++) {
        h ^= p[i];
        h ^= q[i];
    }
    return h;
}

/* A float sum of two updates stays scalar without --fast-math: an in-order vector sum
   (ordered.rs) takes one update per iteration. */
float two_float_adds(int n, const float *a, const float *b) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s += b[i];
    }
    return s;
}

/* Must stay scalar. */
unsigned mixed_ops(int n, const int *a, const int *b) {
    unsigned s = 1;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s *= b[i] | 1u;
    }
    return s;
}

int middle_stored(int n, const int *a, const int *b, int *restrict mid) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        mid[i] = s;
        s += b[i];
    }
    return s;
}

int reversed_sub(int n, const int *a, const int *b) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s = b[i] - s;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *mid = new_array(n, sizeof(int));
        unsigned *u = new_array(n, sizeof(unsigned)), *v = new_array(n, sizeof(unsigned));
        unsigned char *p = new_array(n, 1), *q = new_array(n, 1);
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        FILL(x, n, -40, 90);
        FILL(y, n, -3, 9);
        FILL(u, n, 0, 1u << 30);
        FILL(v, n, 0, 1u << 31);
        FILL(p, n, 0, 256);
        FILL(q, n, 0, 256);
        FILL(f, n, -8, 17);
        FILL(g, n, -2, 5);
        for (int i = 0; i < n; i++)
            f[i] *= 0.37f, g[i] *= 1.5e-3f;
        printf("n=%d adds=%d addsub=%u three=%ld max=%d xor=%u", n, two_adds(n, x, y), add_then_sub(n, u, v),
               three_updates(n, x, y), two_max(n, x, y), two_xors(n, p, q));
        printf(" fadds=%a mixed=%u", two_float_adds(n, f, g), mixed_ops(n, x, y));
        printf(" mid=%d", middle_stored(n, x, y, mid));
        printf(" %llx rev=%d\n", HASH(mid, n), reversed_sub(n, x, y));
        free(x), free(y), free(mid), free(u), free(v), free(p), free(q), free(f), free(g);
    }
    return 0;
}
