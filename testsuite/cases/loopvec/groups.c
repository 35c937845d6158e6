/* vcc-test: expect-vectorized generic=9 avx2=10 sse4.2=10 sse2=9 neon=10 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[2 * i + 1];
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    for (int i = 0; i < n; i++)
        grey[i] = (unsigned char)((rgba[4 * i] + rgba[4 * i + 1] + rgba[4 * i + 2]) / 3);
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    for (int i = 0; i < n; i++)
        out[i] = v[3 * i] * v[3 * i] + v[3 * i + 1] * v[3 * i + 1] + v[3 * i + 2] * v[3 * i + 2];
}

void outer_members(int n, float *restrict out, const float *restrict v) {
    for (int i = 0; i < n; i++)
        out[i] = v[4 * i + 3] - v[4 * i];
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    for (int i = 0; i < n; i++) {
        out[3 * i] = x[i];
        out[3 * i + 1] = y[i] * 2.0f;
        out[3 * i + 2] = z[i] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    for (int i = 0; i < n; i++) {
        long long lo = in[2 * i], hi = in[2 * i + 1];
        out[2 * i] = hi + 1;
        out[2 * i + 1] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned s = 0;
    for (int i = 0; i < n; i++)
        s += q[4 * i] ^ q[4 * i + 1] ^ q[4 * i + 2] ^ q[4 * i + 3];
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int t = a[2 * i];
        a[2 * i] = a[2 * i + 1];
        a[2 * i + 1] = t;
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

void evens_of_known_array(void) {
    for (int i = 0; i < 40; i++)
        from80[i] = even80[2 * i] * 0.5f;
}

void evens_of_short_array(void) {
    for (int i = 0; i < 40; i++)
        from79[i] = odd79[2 * i] + 1.0f;
}

int main(void) {
    int n;
    for (int i = 0; i < 80; i++)
        even80[i] = (float)(i * 7 % 13) - 6.0f;
    for (int i = 0; i < 79; i++)
        odd79[i] = (float)(i * 5 % 11) - 5.0f;
    evens_of_known_array();
    evens_of_short_array();
    printf("known %llx %llx\n", HASH(from80, 40), HASH(from79, 40));
    FOR_EACH_COUNT(n) {
        short *s1 = new_array(n, 2), *s2 = new_array(2 * n, 2);
        unsigned char *g = new_array(n, 1), *rgba = new_array(4 * n, 1);
        double *d1 = new_array(n, 8), *d3 = new_array(3 * n, 8);
        float *f1 = new_array(n, 4), *f4 = new_array(4 * n, 4), *f3 = new_array(3 * n, 4);
        float *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        long long *l1 = new_array(2 * n, 8), *l2 = new_array(2 * n, 8);
        unsigned *q = new_array(4 * n, 4);
        int *p = new_array(2 * n, 4);
        FILL(s2, 2 * n, -30000, 60000);
        FILL(rgba, 4 * n, 0, 256);
        FILL(d3, 3 * n, -1000, 2000);
        FILL(f4, 4 * n, -1000, 2000);
        FILL(x, n, -1000, 2000);
        FILL(y, n, -1000, 2000);
        FILL(z, n, -1000, 2000);
        FILL(l2, 2 * n, -100000, 200000);
        FILL(q, 4 * n, 0, 1 << 30);
        FILL(p, 2 * n, -1000, 2000);
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, HASH(s1, n), HASH(g, n), HASH(d1, n), HASH(f1, n),
               HASH(f3, 3 * n), HASH(l1, 2 * n), HASH(p, 2 * n), sum_quads(n, q));
        free(s1), free(s2), free(g), free(rgba), free(d1), free(d3), free(f1), free(f4), free(f3);
        free(x), free(y), free(z), free(l1), free(l2), free(q), free(p);
    }
    return 0;
}
