/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=12 neon=12 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
int last_index(int n, const int *a) {
    int last = -1;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            last = i;
    return last;
}

/* The same as a `?:` on every iteration. */
int last_index_select(int n, const int *a) {
    int last = -1;
    for (int i = 0; i < n; i++)
        last = a[i] > 100 ? i : last;
    return last;
}

/* A float value taken under a condition on another array. */
float last_float(int n, const float *a, const float *b, float t) {
    float x = 0.0f;
    for (int i = 0; i < n; i++)
        if (b[i] < t)
            x = a[i];
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
double last_double(int n, const double *a, double t) {
    double x = -1.5;
    for (int i = 0; i < n; i++)
        if (a[i] > t)
            x = a[i] * 2.0;
    return x;
}

/* Any-of: whether the condition ever held. */
int any_of(int n, const int *a, int k) {
    int r = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > k)
            r = 1;
    return r;
}

/* Narrow and unsigned values. */
signed char last_char(int n, const signed char *a) {
    signed char c = 77;
    for (int i = 0; i < n; i++)
        if (a[i] < -100)
            c = a[i];
    return c;
}

unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
    unsigned short s = 65535;
    for (int i = 0; i < n; i++)
        if (a[i] > lim)
            s = (unsigned short)(a[i] + 1);
    return s;
}

unsigned last_unsigned(int n, const unsigned *a) {
    unsigned u = 4000000000u;
    for (int i = 0; i < n; i++)
        if ((a[i] & 7u) == 3u)
            u = a[i] * 3u;
    return u;
}

long last_long(int n, const long *a) {
    long v = -7;
    for (int i = 0; i < n; i++)
        if (a[i] % 5 == 0)
            v = a[i] + i;
    return v;
}

/* An induction that counts down: the last index taken is the smallest. */
int last_down(int n, const int *a) {
    int last = 1000000;
    for (int i = n - 1; i >= 0; i--)
        if (a[i] > 500)
            last = i;
    return last;
}

/* Two values set on different conditions, and an if/else that sets it on both paths. */
int two_values(int n, const int *a, int *other) {
    int p = -1, q = -2;
    for (int i = 0; i < n; i++) {
        if (a[i] > 900)
            p = i;
        if (a[i] < -900)
            q = a[i];
    }
    *other = q;
    return p;
}

int if_else(int n, const int *a) {
    int v = 5;
    for (int i = 0; i < n; i++) {
        if (a[i] > 990)
            v = i;
        else if (a[i] < -990)
            v = -i;
    }
    return v;
}

/* A value that is unsigned and an index stepping by 2. */
unsigned last_step2(int n, const unsigned *a) {
    unsigned u = 1;
    for (int i = 0; i < n; i += 2)
        if (a[i] > 2000u)
            u = (unsigned)i;
    return u;
}

/* Stays scalar: the variable is also read in the loop. */
int read_too(int n, const int *a, int *b) {
    int last = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0)
            last = a[i];
        b[i] = last;
    }
    return last;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        double *d = new_array(n, 8);
        signed char *c = new_array(n, 1);
        unsigned short *us = new_array(n, 2);
        unsigned *u = new_array(n, 4);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        FILL(fa, n, -100, 200);
        FILL(fb, n, -100, 200);
        FILL(d, n, -1000, 2000);
        FILL(c, n, -128, 256);
        FILL(us, n, 0, 65536);
        FILL(u, n, 0, 3000);
        FILL(l, n, -100000, 200000);
        for (int i = 0; i < n; i++)
            fa[i] = fa[i] / 3.0f, d[i] = d[i] / 7.0;
        /* Rare conditions too: every threshold from never to always. */
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, a),
               last_index_select(n, a), last_float(n, fa, fb, -90.0f), last_float(n, fa, fb, -1000.0f),
               last_double(n, d, 100.0), last_double(n, d, 1000.0), any_of(n, a, 990), any_of(n, a, 1000));
        int other = 0;
        int p = two_values(n, a, &other);
        int rt = read_too(n, a, b);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", last_char(n, c),
               last_ushort(n, us, 60000), last_ushort(n, us, 65535), last_unsigned(n, u), last_long(n, l),
               last_down(n, a), p, other, if_else(n, a), last_step2(n, u), rt, HASH(b, n));
        free(a), free(b), free(fa), free(fb), free(d), free(c), free(us), free(u), free(l);
    }
    return 0;
}
