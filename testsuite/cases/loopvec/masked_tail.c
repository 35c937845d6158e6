/* vcc-test: expect-vectorized generic=14 avx2=14 sse4.2=14 sse2=14 neon=13 */
/* The masked remainder (`loopvec/tail.rs`): on avx512 the last iterations, fewer than VF, run
 * as one vector iteration under the mask lane < remaining where the cost model says it pays
 * (k-masked loads and stores); on avx2 and generic they stay scalar where masked accesses cost
 * more. Every array ends exactly at a PROT_NONE page (`guarded`): a vector access to the element
 * after the last one the scalar loop touches segfaults, for loads and stores alike. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Masked remainder on avx512: float, `a` broadcast. */
void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = (x[i] ^ k) * 3 + y[i] - x[i];
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = (x[i] * z[i] + 1.5) * (x[i] - z[i]) + y[i] * 0.25 - z[i] * 0.125;
}

/* Masked remainder on avx512: int64 with vpmullq. */
void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = (x[i] * 7 + y[i] * 3) ^ (x[i] - y[i] * 5);
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
int dot_i32(int n, const int *x, const int *y) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += (x[i] & 1023) * (y[i] & 1023) + (x[i] ^ 5);
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
int max_i32(int n, const int *x) {
    int m = -2000000000;
    for (int i = 0; i < n; i++) {
        int v = x[i] * 3 - (x[i] ^ 12345);
        m = v > m ? v : m;
    }
    return m;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > t)
            y[i] = (x[i] - t) * 2.0f;
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = table[idx[i]] + 1.0f;
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = x[i] / d[i] + x[i] * 5;
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
void pairs_f32(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = x[2 * i] * 3.0f + x[2 * i + 1];
}

/* The value used after the loop is lane N-1 of the masked iteration. */
float last_f32(int n, const float *restrict x, float *restrict y) {
    float last = 0.0f;
    for (int i = 0; i < n; i++) {
        last = x[i] * 2.0f;
        y[i] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last = -1;
    for (int i = 0; i < n; i++) {
        last = x[i] > 3;
        y[i] = x[i] * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int last = -7;
    for (int i = 0; i < n; i++) {
        y[i] = x[i] * 2;
        if (x[i] > 100)
            last = i;
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
void shift_add_f32(int n, const float *x, float *y) {
    for (int i = 0; i < n; i++)
        y[i] = x[i] * 0.5f + 3.0f;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = guarded(n, sizeof(float)), *yf = guarded(n, sizeof(float));
        int *xi = guarded(n, sizeof(int)), *yi = guarded(n, sizeof(int)), *di = guarded(n, sizeof(int));
        double *xd = guarded(n, sizeof(double)), *zd = guarded(n, sizeof(double)), *yd = guarded(n, sizeof(double));
        long long *xl = guarded(n, sizeof(long long)), *yl = guarded(n, sizeof(long long));
        float *pairs = guarded(2 * n, sizeof(float)), *table = guarded(64, sizeof(float));
        int *idx = guarded(n, sizeof(int));
        FILL(xf, n, -50, 100);
        FILL(yf, n, 0, 30);
        FILL(xi, n, -1000, 2000);
        FILL(yi, n, -100, 200);
        FILL(di, n, 1, 9);
        FILL(xd, n, -20, 40);
        FILL(zd, n, 1, 10);
        FILL(yd, n, 0, 5);
        FILL(xl, n, -100000, 200000);
        FILL(yl, n, 0, 1000);
        FILL(pairs, 2 * n, 0, 50);
        FILL(table, 64, 0, 1000);
        FILL(idx, n, 0, 64);
        for (int i = 0; i < n; i++)
            xl[i] *= 1000003;

        saxpy_f32(n, 1.5f, xf, yf);
        mix_i32(n, 77, xi, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, xi, yi);
        int mx = max_i32(n, xi);
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, HASH(yf, n), HASH(yi, n), HASH(yd, n),
               HASH(yl, n), dot, mx);

        clip_f32(n, 3.0f, xf, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, xi, di, yi);
        printf("  clip %llx gather %llx div %llx\n", HASH(yf, n), HASH(xf, n), HASH(yi, n));

        pairs_f32(n, pairs, yf);
        float last = last_f32(n, xf, yf);
        int last_cmp = last_cmp_i32(n, xi, yi);
        int found = find_last_i32(n, xi, di);
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", HASH(yf, n), last, last_cmp, HASH(yi, n), found,
               HASH(di, n));

        /* Overlapping: y is x moved up by one element (the runtime check fails), then apart. */
        if (n > 0) {
            shift_add_f32(n - 1, xf, xf + 1);
            shift_add_f32(n, xf, yf);
        }
        printf("  shift %llx %llx\n", HASH(xf, n), HASH(yf, n));

        release(xf, n, sizeof(float)), release(yf, n, sizeof(float));
        release(xi, n, sizeof(int)), release(yi, n, sizeof(int)), release(di, n, sizeof(int));
        release(xd, n, sizeof(double)), release(zd, n, sizeof(double)), release(yd, n, sizeof(double));
        release(xl, n, sizeof(long long)), release(yl, n, sizeof(long long));
        release(pairs, 2 * n, sizeof(float)), release(table, 64, sizeof(float)), release(idx, n, sizeof(int));
    }
    return 0;
}
