/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=2 sse4.2=0 neon=3 */
#include "harness.h"

/* Arrays of structures updated in place: loads and stores of one base in interleave groups
   (`legal/access.rs` `find_groups`), allowed where every read of the base comes before every
   write in the body and the first member written is not after the first member read
   (`x_from_yz`, `x_from_all`), on targets whose masked stores cost what plain ones do (avx512:
   a store group with gaps stored lane by lane ran slower than the scalar loop on sse2), never
   on the generic target. The load group reads the whole stretch (its gaps read and not used),
   the store group writes only its members (the gaps left alone). Where a later member
   is written (`y_between`, `im_from_re`, `green_from_rb`), a store group's last vector would
   cover the next vector iteration's first load, which the core cannot forward: those stay
   gathers and scatters (and scalar where those do not pay). `later_read` reads a member after
   writing another: not grouped either. Arrays are exactly n structures, so that ASan sees any
   access past the last one. */
struct xyz {
    float x, y, z;
};
struct cplx {
    double re, im;
};
struct rgb {
    unsigned char r, g, b;
};

/* Two members read, the third written (coverage eq_aos3). */
void x_from_yz(int n, struct xyz *p, float s) {
    for (int i = 0; i < n; i++)
        p[i].x = p[i].y * s + p[i].z;
}

/* Every member read, one written back. */
void x_from_all(int n, struct xyz *p) {
    for (int i = 0; i < n; i++)
        p[i].x = p[i].x * 0.5f + p[i].y * p[i].z;
}

/* Outer members read, the middle one written. */
void y_between(int n, struct xyz *p) {
    for (int i = 0; i < n; i++)
        p[i].y = p[i].x - p[i].z;
}

/* Pairs of doubles: the imaginary part from the real one. */
void im_from_re(int n, struct cplx *c, double k) {
    for (int i = 0; i < n; i++)
        c[i].im = c[i].re * k + c[i].im;
}

/* Bytes: green from red and blue. */
void green_from_rb(int n, struct rgb *p) {
    for (int i = 0; i < n; i++)
        p[i].g = (unsigned char)((p[i].r + p[i].b) >> 1);
}

/* A read after a write of the same base: not grouped. */
void later_read(int n, struct xyz *p, float *restrict out) {
    for (int i = 0; i < n; i++) {
        p[i].y = p[i].x + 1.0f;
        out[i] = p[i].z * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        struct xyz *p = new_array(n, sizeof *p);
        struct cplx *c = new_array(n, sizeof *c);
        struct rgb *q = new_array(n, sizeof *q);
        float *out = new_array(n, sizeof *out);
        for (int i = 0; i < n; i++) {
            p[i].x = (float)(next_rand() % 2000) - 1000.0f;
            p[i].y = (float)(next_rand() % 2000) - 1000.0f;
            p[i].z = (float)(next_rand() % 2000) - 1000.0f;
            c[i].re = (double)(next_rand() % 20000) - 10000.0;
            c[i].im = (double)(next_rand() % 20000) - 10000.0;
            q[i].r = (unsigned char)next_rand();
            q[i].g = (unsigned char)next_rand();
            q[i].b = (unsigned char)next_rand();
        }
        x_from_yz(n, p, 0.25f);
        x_from_all(n, p);
        y_between(n, p);
        im_from_re(n, c, -1.5);
        green_from_rb(n, q);
        later_read(n, p, out);
        printf("n=%d %llx %llx %llx %llx\n", n, HASH(p, n), HASH(c, n), HASH(q, n), HASH(out, n));
        free(p), free(c), free(q), free(out);
    }
    return 0;
}
