/* Per-lane stack slots: local arrays of annotated functions get one copy per lane, interleaved
   (element j of lane k at j * VF + k), so that an index the same in every lane is one vector
   access and any other a gather or scatter. `digits` counts base-4 digits per lane in a local
   array indexed by a varying value (read-modify-write through gathers and scatters; lanes
   sharing one array would count each other's digits), cleared and read at constant indices
   (vector stores and loads), and fills a two-dimensional local array. `smooth` stores under
   varying conditions at a uniform and a varying index: its masked variant, called under a
   condition, and its unmasked one must leave the elements of lanes that did not take a branch
   as they were. `walk` updates its array in a divergent loop with an early exit (scatters
   under the loop's mask: lanes that left keep their elements). `escapes` passes its array's address to a function: not vectorized, with the
   reason. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 7 */

#define N 4096

static int xs[N], outi[N];
static float fs[N], outf[N];

#pragma omp declare simd uniform(n) notinbranch
int digits(int x, int n) {
    int cnt[4];
    int grid[2][3];
    for (int k = 0; k < 4; k++)
        cnt[k] = 0;
    for (int k = 0; k < n; k++) {
        cnt[x & 3]++;
        x = x / 4 + k;
    }
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 3; c++)
            grid[r][c] = cnt[r + c] * (r + 1);
    return cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 5 * cnt[3] + 7 * grid[x & 1][(x >> 1) % 3];
}

#pragma omp declare simd uniform(s)
float smooth(float x, int s) {
    float w[3];
    w[0] = x;
    w[1] = x * 0.5f;
    w[2] = 1.0f;
    if (x > 2.0f)
        w[s] = x * x;
    if (x < 5.0f)
        w[(int)x & 1] += 1.0f;
    return w[0] + w[1] * w[2] + w[2];
}

#pragma omp declare simd
int walk(int x) {
    int t[4];
    for (int k = 0; k < 4; k++)
        t[k] = k;
    while (x > 1) {
        t[x & 3] += x;
        if (t[x & 3] > 5000)
            break;
        x = x / 2;
    }
    return t[0] + 3 * t[1] + 5 * (x > 7 ? t[2] : t[3]) + 7 * t[3];
}

void fill(float *p);
void fill(float *p) {
    p[0] = 1.0f;
    p[1] = 2.0f;
}

#pragma omp declare simd notinbranch
float escapes(float x) {
    float t[2];
    fill(t);
    return t[0] * x + t[1];
}

v8i _ZGVdN8vu_digits(v8i, int);
v8f _ZGVdN8vu_smooth(v8f, int);
v8f _ZGVdM8vu_smooth(v8f, int, v8f);

void run_digits(int n) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        outi[k] = digits(xs[k], n);
}

void run_walk(void) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        if (xs[k] % 5 != 0)
            outi[k] = walk(xs[k] & 0xffff);
}

void run_smooth(int s) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        outf[k] = smooth(fs[k], s);
}

void run_smooth_masked(int s) {
#pragma omp simd
    for (int k = 0; k < N; k++)
        if (xs[k] % 3 != 0)
            outf[k] = smooth(fs[k], s);
}

static unsigned long long hash(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++) {
        unsigned bits;
        memcpy(&bits, &outf[k], sizeof bits);
        h = (h ^ (unsigned)outi[k]) * 1099511628211ull;
        h = (h ^ bits) * 1099511628211ull;
    }
    return h;
}

int main(void) {
    for (int k = 0; k < N; k++) {
        xs[k] = (int)((unsigned)k * 2654435761u >> 7);
        fs[k] = (float)(k % 17) * 0.5f - 1.0f;
    }
    for (int n = 0; n < 12; n += 5) {
        run_digits(n);
        printf("digits %d %016llx\n", n, hash());
    }
    run_walk();
    printf("walk %016llx\n", hash());
    for (int s = 0; s < 3; s++) {
        run_smooth(s);
        printf("smooth %d %016llx\n", s, hash());
        for (int k = 0; k < N; k++)
            outf[k] = -7.0f;
        run_smooth_masked(s);
        printf("smooth masked %d %016llx\n", s, hash());
    }
    int x[8] = {0, 1, 6, 27, 255, 1000, 77777, 123456789}, r[8];
    FROM_VEC(r, _ZGVdN8vu_digits(TO_VEC(v8i, x), 9));
    for (int k = 0; k < 8; k++)
        printf("%d/%d ", digits(x[k], 9), r[k]);
    printf("\n");
    float f[8] = {-1.0f, 0.5f, 1.5f, 2.5f, 3.0f, 4.5f, 6.0f, 7.5f}, m[8] = {1, 0, 1, 1, 0, 1, 0, 1}, a[8], b[8];
    for (int s = 0; s < 3; s++) {
        FROM_VEC(a, _ZGVdN8vu_smooth(TO_VEC(v8f, f), s));
        FROM_VEC(b, _ZGVdM8vu_smooth(TO_VEC(v8f, f), s, TO_VEC(v8f, m)));
        for (int k = 0; k < 8; k++) {
            printf("%g/%g", smooth(f[k], s), a[k]);
            if (m[k] != 0)
                printf("/%g", b[k]);
            printf(" ");
        }
        printf("\n");
    }
    printf("%g\n", escapes(2.0f));
    return 0;
}
