/* vcc-test: expect-vectorized generic=3 avx2=2 avx512=6 avx512vbmi-zmm=7 neon=5 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    for (int i = 0; i < n; i++)
        b[i] = c[i] > 0 ? a[n - 1 - i] : -1;
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[n - 1 - i] = x[i] * 2.0f;
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
void down_cond(int n, const double *restrict x, double *restrict y) {
    for (int i = n - 1; i >= 0; i--)
        if (x[i] < 0.5)
            y[i] = x[i] + 1.0;
}

/* A count-down conditional sum of shorts: pays only where 8 lanes gather dwords (avx512 zmm). */
long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    long sum = 0;
    for (int i = n - 1; i >= 0; i--)
        if (c[i] & 1)
            sum += s[i];
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    for (int i = 0; i < n; i++)
        if (p[n - 1 - i] > 100)
            q[n - 1 - i] = (unsigned char)(p[n - 1 - i] - 100);
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512; on avx2 a masked gather and store, scalar with the generic tune, which
   allows for Zen's microcoded ones, and vectorized with --tune=sapphirerapids). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

void glob_rev_load(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_b[i] = g_c[G - 1 - i] * 2;
}

void glob_rev_store(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_c[G - 1 - i] = g_b[i] + 1;
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

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = front_guarded(n, sizeof(int)), *c = guarded(n, sizeof(int)), *b = guarded(n, sizeof(int));
        float *x = guarded(n, sizeof(float)), *y = front_guarded(n, sizeof(float));
        double *xd = front_guarded(n, sizeof(double)), *yd = front_guarded(n, sizeof(double));
        short *s = front_guarded(n, sizeof(short));
        unsigned char *p = front_guarded(n, 1), *q = front_guarded(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(c, n, -5, 10);
        FILL(x, n, -10, 20);
        FILL(y, n, 0, 5);
        FILL(xd, n, -1, 3);
        FILL(yd, n, 0, 9);
        FILL(s, n, -30000, 60000);
        FILL(p, n, 0, 256);
        FILL(q, n, 0, 256);
        for (int i = 0; i < n; i++)
            xd[i] *= 0.375;
        rev_cond_load(n, a, c, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, c);
        rev_bytes(n, p, q);
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, HASH(b, n), HASH(y, n), HASH(yd, n), sum, HASH(q, n));
        release_front(a, n, sizeof(int)), release(c, n, sizeof(int)), release(b, n, sizeof(int));
        release(x, n, sizeof(float)), release_front(y, n, sizeof(float));
        release_front(xd, n, sizeof(double)), release_front(yd, n, sizeof(double));
        release_front(s, n, sizeof(short)), release_front(p, n, 1), release_front(q, n, 1);
    }
    for (int i = 0; i < G; i++)
        g_a[i] = i % 7, g_b[i] = -i, g_c[i] = 3 * i;
    glob_rev_load();
    glob_rev_store();
    printf("globals %llx %llx\n", HASH(g_b, G), HASH(g_c, G));
    return 0;
}
