/* PHI seeds: values carried round a loop the loop vectorizer leaves scalar, as the lanes of
   one vector. `dot4` and `dot8` keep four and eight float sums of a hand-unrolled dot product
   (each lane adds its products in the scalar loop's order, so the sums are exact); `cdot`
   carries the real and imaginary parts of a complex dot product (alternating subtract and
   add); `dist4` the squared distances of four coordinates; `until` four sums of a do/while loop
   whose latch also leaves the loop (dot8 is two trees of four doubles on 32-byte vectors, four of
   two on 16-byte ones, one of eight on 64-byte ones). Must NOT vectorize: `xxh4`'s rounds (a 32-bit multiply on
   the chain: the vector chain is longer than the scalar one), `leak` (a sum also tested in the
   loop), `mixed` (a lane's next value uses another lane's sum). */
/* vcc-test: expect-slp 6 sse4.2=8 neon=8 avx512vbmi-zmm=5 */
#include <stdio.h>

float dot4(const float *x, const float *y, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i] * y[i];
        s1 += x[i + 1] * y[i + 1];
        s2 += x[i + 2] * y[i + 2];
        s3 += x[i + 3] * y[i + 3];
    }
    return (s0 + s1) + (s2 + s3);
}

double dot8(const double *x, const double *y, int n) {
    double s[8] = {0};
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
    for (int i = 0; i + 7 < n; i += 8) {
        s0 += x[i] * y[i];
        s1 += x[i + 1] * y[i + 1];
        s2 += x[i + 2] * y[i + 2];
        s3 += x[i + 3] * y[i + 3];
        s4 += x[i + 4] * y[i + 4];
        s5 += x[i + 5] * y[i + 5];
        s6 += x[i + 6] * y[i + 6];
        s7 += x[i + 7] * y[i + 7];
    }
    s[0] = s0, s[1] = s1, s[2] = s2, s[3] = s3, s[4] = s4, s[5] = s5, s[6] = s6, s[7] = s7;
    double t = 0;
    for (int k = 0; k < 8; k++)
        t = t * 0.5 + s[k];
    return t;
}

struct cpx { double re, im; };

struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
    double re = 0, im = 0;
    for (int i = 0; i < n; i++) {
        re += a[i].re * b[i].re - a[i].im * b[i].im;
        im += a[i].re * b[i].im + a[i].im * b[i].re;
    }
    struct cpx r = {re, im};
    return r;
}

struct pt { float x, y, z, w; };

void dist4(const struct pt *p, int n, struct pt c, float *out) {
    float dx = 0, dy = 0, dz = 0, dw = 0;
    for (int i = 0; i < n; i++) {
        dx += (p[i].x - c.x) * (p[i].x - c.x);
        dy += (p[i].y - c.y) * (p[i].y - c.y);
        dz += (p[i].z - c.z) * (p[i].z - c.z);
        dw += (p[i].w - c.w) * (p[i].w - c.w);
    }
    out[0] = dx, out[1] = dy, out[2] = dz, out[3] = dw;
}

float until(const float *x, int n) {
    float s0 = 1, s1 = 2, s2 = 3, s3 = 4;
    int i = 0;
    do {
        s0 += x[i] * 0.5f;
        s1 += x[i + 1] * 0.25f;
        s2 += x[i + 2] * 0.125f;
        s3 += x[i + 3] * 2.0f;
        i += 4;
    } while (i + 3 < n);
    return s0 - s1 + s2 - s3;
}

unsigned xxh4(const unsigned *in, int n, unsigned *out) {
    unsigned a0 = 1, a1 = 2, a2 = 3, a3 = 4;
    for (int i = 0; i + 3 < n; i += 4) {
        a0 = ((a0 + in[i] * 2246822519u) << 13 | (a0 + in[i] * 2246822519u) >> 19) * 2654435761u;
        a1 = ((a1 + in[i + 1] * 2246822519u) << 13 | (a1 + in[i + 1] * 2246822519u) >> 19) * 2654435761u;
        a2 = ((a2 + in[i + 2] * 2246822519u) << 13 | (a2 + in[i + 2] * 2246822519u) >> 19) * 2654435761u;
        a3 = ((a3 + in[i + 3] * 2246822519u) << 13 | (a3 + in[i + 3] * 2246822519u) >> 19) * 2654435761u;
    }
    out[0] = a0, out[1] = a1, out[2] = a2, out[3] = a3;
    return a0 ^ a1 ^ a2 ^ a3;
}

float leak(const float *x, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i];
        s1 += x[i + 1];
        s2 += x[i + 2];
        s3 += x[i + 3];
        if (s0 > 1000.0f)
            break;
    }
    return s0 + s1 + s2 + s3;
}

float mixed(const float *x, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i] * s1;
        s1 += x[i + 1] * s0;
        s2 += x[i + 2];
        s3 += x[i + 3];
    }
    return s0 + s1 + s2 + s3;
}

int main(void) {
    static float x[1003], y[1003];
    static double dx[1003], dy[1003];
    static struct cpx ca[301], cb[301];
    static struct pt p[257];
    static unsigned in[1003], h[4];
    float d[4];
    for (int i = 0; i < 1003; i++) {
        x[i] = (float)((i * 37) % 101) / 7.0f - 3.0f;
        y[i] = 1.0f / (float)(i + 3);
        dx[i] = (double)((i * 53) % 97) / 3.0 - 11.0;
        dy[i] = 1.0 / (double)(i + 7);
        in[i] = (unsigned)i * 2654435761u;
    }
    for (int i = 0; i < 301; i++) {
        ca[i].re = i * 0.75 - 40, ca[i].im = 1.0 / (i + 1);
        cb[i].re = (i % 13) * 0.5, cb[i].im = -(double)(i % 7);
    }
    for (int i = 0; i < 257; i++) {
        p[i].x = (float)(i % 17), p[i].y = (float)(i % 5) * 0.3f, p[i].z = 1.0f / (float)(i + 1), p[i].w = -(float)i;
    }
    struct pt c = {3.5f, -1.25f, 0.5f, 100.0f};
    for (int n = 0; n < 1003; n += 97) {
        struct cpx z = cdot(ca, cb, n % 301);
        dist4(p, n % 257, c, d);
        printf("%d: %a %a %a %a %a %a %a %a %a %a %a\n", n, dot4(x, y, n), dot8(dx, dy, n), z.re, z.im, d[0], d[1],
               d[2], d[3], until(x, n), leak(x, n), mixed(y, n));
        unsigned hash = xxh4(in, n, h);
        printf("   %u %u %u %u %u\n", hash, h[0], h[1], h[2], h[3]);
    }
    return 0;
}
