/* vcc-test: expect-vectorized 3 */
/* vcc-test: also-target avx512vbmi */
/* Early exits that read two pointers of unknown extent (memcmp-like): the peel (`peel.rs`)
 * aligns the first, and the vector loop runs only where the second has the same misalignment
 * modulo the vector iteration's bytes (a test in the guard, `AlignPeel::also`); elsewhere the
 * scalar loop runs. Both arrays end at a PROT_NONE page (`guarded`) when `shift` is 0, and the
 * second starts `shift` elements earlier otherwise (misaligned differently): a vector load past
 * the block of the exiting iteration segfaults. Mismatches at the first, a middle and the last
 * element, and none. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* int, a counted exit and the comparison. */
int common_prefix(int n, const int *a, const int *b) {
    int i = 0;
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

/* bytes, the difference returned (memcmp). */
int my_memcmp(const unsigned char *a, const unsigned char *b, long n) {
    for (long i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] - b[i];
    return 0;
}

/* No counted exit: the arrays differ at their last element. */
long mismatch(const short *a, const short *b) {
    long i = 0;
    while (a[i] == b[i])
        i++;
    return i;
}

/* Not vectorized: `b` is read only where `*a` is not zero, after the first exit test (a string
 * `b` shorter than the aligned block might end where the scalar loop stops reading). */
int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

/* Not vectorized: the two pointers move by different bytes per iteration. */
int prefix_widened(int n, const int *a, const short *b) {
    int i = 0;
    while (i < n && a[i] == b[i])
        i++;
    return i;
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
        /* n elements and one more, where `mismatch`'s arrays always differ. */
        int m = n + 1;
        int shifts[3] = {0, 1, 3};
        for (int t = 0; t < 3; t++) {
            int sh = shifts[t];
            int *a = guarded(m, sizeof(int)), *bb = guarded(m + sh, sizeof(int)), *b = bb;
            unsigned char *c = guarded(m, 1), *dd = guarded(m + sh, 1), *d = dd;
            short *h = guarded(m, sizeof(short)), *gg = guarded(m + sh, sizeof(short)), *g = gg;
            int positions[4] = {0, n / 2, n - 1, -1};
            for (int k = 0; k < 4; k++) {
                int pos = n > 0 ? positions[k] : -1;
                FILL(a, m, 1, 100);
                FILL(c, m, 1, 200);
                FILL(h, m, 1, 300);
                memcpy(b, a, (size_t)m * sizeof(int));
                memcpy(d, c, (size_t)m);
                memcpy(g, h, (size_t)m * sizeof(short));
                c[n] = 0, d[n] = 0;
                h[n] = 1, g[n] = 2;
                if (pos >= 0)
                    b[pos] += 1, d[pos] = (unsigned char)(d[pos] + 7), g[pos] ^= 4;
                int r1 = common_prefix(n, a, b);
                int r2 = my_memcmp(c, d, n);
                long r3 = mismatch(h, g);
                int r4 = my_strcmp((const char *)c, (const char *)d);
                int r5 = prefix_widened(n, a, g);
                printf("n=%d shift=%d pos=%d: %d %d %ld %d %d\n", n, sh, pos, r1, r2, r3, r4, r5);
            }
            release(a, m, sizeof(int)), release(bb, m + sh, sizeof(int));
            release(c, m, 1), release(dd, m + sh, 1);
            release(h, m, sizeof(short)), release(gg, m + sh, sizeof(short));
        }
    }
    return 0;
}
