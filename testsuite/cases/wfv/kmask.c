/* 16-lane masks on AVX-512 are k-masks (`__mmask16`): comparisons of floats, ints and
   unsigned ints give them (shorts and bytes are compared as the ints C promotes them to);
   blends, masked loads and stores, a masked gather, BOSCC tests and mask logic (`&&`, `||`,
   `!`, `!=` between conditions, a condition chosen by a condition, a condition as a number and
   a number as a condition) take them, the loop vectorizer's inlined copies as well as the
   variants. The join of an if/else-if/else chain runs under the entry's mask (all lanes), and
   clamps one off their bound are `min` and `max`. main runs every function over all 65536 patterns of a 16-lane vector: lane k of
   group j holds a value on one side or the other of the comparisons as bit k of j is set. */
#include <stdio.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 5 */

#define GROUPS 65536
#define N (GROUPS * 16)

static float xs[N], ys[N];
static int is[N], out[N];
static unsigned short ss[N];
static unsigned char bs[N];
static int table[64];

#pragma omp declare simd uniform(lo, hi) notinbranch
int classify(float x, float y, int i, float lo, float hi) {
    int r;
    if (x <= lo)
        r = 0;
    else if (x >= hi || (y < x && i != 3))
        r = 1;
    else
        r = (int)(x * 4.0f) + table[i & 63];
    int big = (x > y) != (i >= 2);
    int pick = x == y ? (i < 1) : !(y > lo);
    unsigned u = (unsigned)i * 2654435761u;
    if (!(u < 0x80000000u) && pick)
        r += 100;
    return r * 8 + big * 2 + pick;
}

#pragma omp declare simd uniform(lim) notinbranch
int shorts(unsigned short s, unsigned short lim) {
    int r = s;
    if (s > lim)
        r = s - lim;
    else if (s == lim - 1)
        r = -1;
    return r;
}

#pragma omp declare simd uniform(lim) notinbranch
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

/* Clamps one off the compared bound, as `min` and `max`. */
#pragma omp declare simd uniform(n) notinbranch
int clamp(int x, int n) {
    int b = x;
    if (b >= n)
        b = n - 1;
    if (b <= -5)
        b = -4;
    if (20 <= b)
        b = 19;
    return b;
}

void run_classify(float lo, float hi) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        out[k] = classify(xs[k], ys[k], is[k], lo, hi);
}

void run_shorts(unsigned short lim) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        out[k] += shorts(ss[k], lim);
}

void run_bytes(unsigned char lim) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        out[k] += bytes(bs[k], lim);
}

void run_clamp(int n) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        out[k] = clamp(is[k] * 9 - 20 + (k & 15), n);
}

/* A masked load and a masked store of consecutive elements, under the group's pattern. */
#pragma omp declare simd uniform(p, q) linear(k) notinbranch
void put(float *p, const float *q, int k, int c) {
    float v = 1.0f;
    if (c & 1)
        v = q[k] * 0.5f;
    if (c & 2)
        p[k] = v;
}

void run_store(void) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        put(ys, xs, k, is[k]);
}

static unsigned long long sum(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++)
        h = (h ^ (unsigned)out[k]) * 1099511628211ull;
    return h;
}

int main(void) {
    for (int k = 0; k < 64; k++)
        table[k] = k * 7 % 13;
    for (int j = 0; j < GROUPS; j++)
        for (int k = 0; k < 16; k++) {
            int bit = j >> k & 1, other = (j * 40503u) >> (k + 3) & 1;
            int e = j * 16 + k;
            xs[e] = bit ? 5.0f + (float)k : (other ? 0.5f : 2.0f);
            ys[e] = other ? xs[e] : (float)(j % 7);
            is[e] = bit + 2 * other + (k & 4);
            ss[e] = (unsigned short)(bit ? 300 + k : (other ? 99 : k));
            bs[e] = (unsigned char)(bit ? 150 + k : (other ? 200 : k));
        }
    run_classify(1.0f, 12.0f);
    printf("classify %016llx\n", sum());
    run_shorts(100);
    printf("shorts %016llx\n", sum());
    run_bytes(150);
    printf("bytes %016llx\n", sum());
    run_clamp(30);
    printf("clamp %016llx\n", sum());
    run_clamp(12);
    printf("clamp %016llx\n", sum());
    run_store();
    double t = 0;
    for (int k = 0; k < N; k++)
        t += ys[k] * (double)(k % 13 + 1);
    printf("store %.3f\n", t);
    return 0;
}
