/* vcc-test: expect-vectorized 6 */
/* vcc-test: also-target avx512vbmi */
/* Early exits that read two pointers of unknown extent (memcmp-like): the peel (`peel.rs`)
 * aligns the first. The second is read unaligned, and a vector iteration whose loads of it would
 * cross a page runs as scalar iterations (`peel::page_checked`), after which the vector loop goes
 * on; in a loop with a reduction the vector loop runs only where the second has the first's
 * misalignment modulo the vector iteration's bytes (a test in the guard, `AlignPeel::also`).
 * Layouts (`shift`): both arrays end at a PROT_NONE page (`guarded`); or one of them ends
 * `|shift|` elements before it (the other ends at it), so they are misaligned differently. The
 * counted kernels are told a count 100 beyond the arrays when they differ (they stop at the
 * difference): a vector load of the second pointer past the block of the exiting iteration
 * segfaults. Mismatches at the first, a middle and the last element, the first of each array's
 * second page (inside a scalar stretch) and 16 elements on (after it), and none; arrays of up to 9001 elements, which cross
 * pages in the middle (the vector loop resumes after a stretch). */
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

/* A reduction: `b` aligned by the peel where it is misaligned alike, else the scalar loop. */
int prefix_sum(int n, const int *a, const int *b) {
    int i = 0, s = 0;
    while (i < n && a[i] == b[i]) {
        s += a[i];
        i++;
    }
    return s + i;
}

/* `b` is read only where `*a` is not zero, after the first exit test: a vector iteration's first
 * lane of `b` may be one the scalar loop does not read, but the one before it was read (the peel
 * runs at least one iteration), and the page test covers it too (`AlignPeel::also_after_exit`). */
int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

/* As my_strcmp, but `b` is not read at the end: the driver's `b` may hold only the characters
 * the loop compares, ending at a PROT_NONE page where `a` has its terminator. */
long equal_prefix(const char *a, const char *b) {
    long i = 0;
    while (a[i] != 0 && a[i] == b[i])
        i++;
    return i;
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

/* The first element of `p`'s second page (elements of `size` bytes), or -1 past n. */
static int page_cross(const void *p, size_t size, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t into = (page - (uintptr_t)p % page) % page;
    int k = (int)((into + size - 1) / size);
    return k < n ? k : -1;
}

static void run(int n) {
    /* n elements and one more, where `mismatch`'s arrays always differ. */
    int m = n + 1;
    int shifts[5] = {0, 1, 3, -1, -3};
    for (int t = 0; t < 5; t++) {
        int sh = shifts[t];
        /* Slack after the first arrays (sh < 0) or after the second ones (sh > 0). */
        int ma = m + (sh < 0 ? -sh : 0), mb = m + (sh > 0 ? sh : 0);
        int *a = guarded(ma, sizeof(int)), *b = guarded(mb, sizeof(int));
        unsigned char *c = guarded(ma, 1), *d = guarded(mb, 1);
        short *h = guarded(ma, sizeof(short)), *g = guarded(mb, sizeof(short));
        /* And where each second array enters its second page, and 16 elements later (in the
           vector iteration after the scalar stretch). */
        int kb = page_cross(b, sizeof(int), n), kd = page_cross(d, 1, n), kg = page_cross(g, sizeof(short), n);
        int positions[10] = {0, n / 2, n - 1, -1, kb, kd, kg, kb + 16, kd + 16, kg + 16};
        for (int k = 0; k < 10; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (k >= 4 && (pos < 0 || pos >= n || positions[k - (k >= 7 ? 3 : 0)] < 0))
                continue;
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
            /* Past the arrays where they differ: the kernels stop at the difference. */
            int lim = pos >= 0 ? n + 100 : n;
            int r1 = common_prefix(lim, a, b);
            int r2 = my_memcmp(c, d, lim);
            long r3 = mismatch(h, g);
            int r4 = my_strcmp((const char *)c, (const char *)d);
            int r5 = prefix_widened(n, a, g);
            int r6 = prefix_sum(lim, a, b);
            printf("n=%d shift=%d pos=%d: %d %d %ld %d %d %d\n", n, sh, pos, r1, r2, r3, r4, r5, r6);
        }
        release(a, ma, sizeof(int)), release(b, mb, sizeof(int));
        release(c, ma, 1), release(d, mb, 1);
        release(h, ma, sizeof(short)), release(g, mb, sizeof(short));
    }
}

/* equal_prefix: `a` holds n characters from `a + sh`, its terminator, and `tail - 1` more
 * characters; `b` only n characters (both end at a PROT_NONE page), equal but at `pos`. A tail
 * of 32 or 64 puts `a`'s terminator at the start of an aligned vector iteration, whose first
 * lane of `b` is the first byte of the PROT_NONE page, which the scalar loop never reads. */
static void run_strings(int n) {
    int layouts[5][2] = {{0, 1}, {5, 1}, {0, 32}, {3, 64}, {1, 7}};
    for (int t = 0; t < 5; t++) {
        int sh = layouts[t][0], tail = layouts[t][1];
        char *a = guarded(sh + n + tail, 1), *b = guarded(n, 1);
        int positions[4] = {-1, 0, n / 2, n - 1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (k > 0 && pos < 0)
                continue;
            for (int i = 0; i < n + tail; i++)
                a[sh + i] = (char)(1 + next_rand() % 120);
            a[sh + n] = 0;
            memcpy(b, a + sh, (size_t)n);
            if (pos >= 0)
                b[pos] = (char)(b[pos] + 1);
            printf("strings n=%d shift=%d tail=%d pos=%d: %ld\n", n, sh, tail, pos, equal_prefix(a + sh, b));
        }
        release(a, sh + n + tail, 1), release(b, n, 1);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        run(n);
        run_strings(n);
    }
    int large[3] = {2047, 4099, 9001};
    for (int k = 0; k < 3; k++) {
        run(large[k]);
        run_strings(large[k]);
    }
    return 0;
}
