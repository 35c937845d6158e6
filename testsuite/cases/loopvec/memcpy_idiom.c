/* vcc-test: expect-vectorized 4 */
/* Copy loops become one call of memcpy (midend idiom.rs) where the two objects are distinct;
   the others stay loops (and are vectorized where they can be). Globals of this file that
   vector code reads or writes are realigned for it (emit align.rs). */
#include "harness.h"

#define M 1100
static double gd[M];
double hd[M];
static short gs[M];
short hs[M];
static float initialized[M] = {1.0f};

/* memcpy: two distinct globals, offsets on both sides. */
void copy_globals(int n) {
    for (int i = 0; i < n; i++)
        gd[i + 3] = hd[i + 1];
}

/* memcpy: restrict pointers, a count that may be zero or negative, a start that is a parameter. */
void copy_restrict(int lo, int hi, short *restrict dst, const short *restrict src) {
    for (int i = lo; i < hi; i++)
        dst[i] = src[i];
}

/* memcpy: bytes, counted with an unsigned index. */
void copy_bytes(unsigned n, unsigned char *restrict dst, const unsigned char *restrict src) {
    for (unsigned i = 0; i < n; i++)
        dst[i] = src[i];
}

/* memcpy: a static array with an initializer into a local array, then summed. */
float copy_to_local(int n) {
    float tmp[M];
    for (int i = 0; i < n; i++)
        tmp[i] = initialized[i];
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += tmp[i] * (float)(i & 3);
    return s;
}

/* A loop: one array shifted down onto itself (the objects are not distinct). */
void shift_down(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[i + 1];
}

/* A loop: the pointers may alias (no restrict). */
void copy_may_alias(int n, short *dst, const short *src) {
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

/* A loop: the copy converts. */
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    for (int i = 0; i < n; i++)
        dst[2 * i] = src[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int i = 0; i < M; i++) {
            gd[i] = -1.0;
            hd[i] = i * 0.5;
            gs[i] = (short)(i * 7);
            hs[i] = -1;
            initialized[i] = (float)(i % 11) * 0.25f;
        }
        unsigned long long h = 0;
        if (n + 4 <= M)
            copy_globals(n);
        h = h * 31 + HASH(gd, M);
        int lo = n / 3 - 5;
        copy_restrict(lo < 0 ? 0 : lo, n, hs, gs);
        copy_restrict(n, lo, hs, gs);
        h = h * 31 + HASH(hs, M);
        unsigned char *bd = new_array(n, 1), *bs = new_array(n, 1);
        for (int i = 0; i < n; i++)
            bs[i] = (unsigned char)(i * 13), bd[i] = 0;
        copy_bytes((unsigned)n, bd, bs);
        h = h * 31 + HASH(bd, n);
        free(bd), free(bs);
        float s = copy_to_local(n);
        h = h * 31 + HASH(&s, 1);
        int *a = new_array(n + 1, sizeof *a);
        for (int i = 0; i <= n; i++)
            a[i] = i * 3;
        shift_down(n, a);
        h = h * 31 + HASH(a, n + 1);
        free(a);
        copy_may_alias(n < M - 1 ? n : M - 1, &hs[1], &hs[0]);
        h = h * 31 + HASH(hs, M);
        double *d = new_array(n, sizeof *d);
        float *f = new_array(n, sizeof *f);
        for (int i = 0; i < n; i++)
            f[i] = (float)i / 3.0f;
        copy_convert(n, d, f);
        h = h * 31 + HASH(d, n);
        free(d), free(f);
        short *sd = new_array(2 * n, sizeof *sd), *ss = new_array(n, sizeof *ss);
        for (int i = 0; i < 2 * n; i++)
            sd[i] = -1;
        for (int i = 0; i < n; i++)
            ss[i] = (short)(i - 40);
        copy_strided(n, sd, ss);
        h = h * 31 + HASH(sd, 2 * n);
        free(sd), free(ss);
        printf("n=%d h=%llx\n", n, h);
    }
    return 0;
}
