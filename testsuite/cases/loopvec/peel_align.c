/* vcc-test: expect-vectorized 8 */
/* Early exits whose loads read a pointer of unknown extent (`loopvec/peel.rs`): a scalar peel
 * loop runs until the pointer is aligned to the vector iteration's bytes, then aligned vector
 * loads (one aligned block never crosses a page, and its first lane is one the scalar loop
 * reads) and an any-lane exit test. Every array ends exactly at a PROT_NONE page (`guarded`),
 * and the searches are also called with a bound past the array's end where the scalar loop
 * stops at a match inside it: a vector load past the block of the match segfaults. Matches at
 * the first, a middle and the last element, and none. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* int, the match's index returned. */
int find_i32(int n, const int *a, int key) {
    for (int i = 0; i < n; i++)
        if (a[i] == key)
            return i;
    return -1;
}

/* bytes (memchr): 32 lanes. */
long find_u8(long n, const unsigned char *s, unsigned char c) {
    long i;
    for (i = 0; i < n; i++)
        if (s[i] == c)
            break;
    return i;
}

/* short, the counted test and the exit in one condition. */
int until_zero_i16(int n, const short *a) {
    int i = 0;
    while (i < n && a[i] != 0)
        i++;
    return i;
}

/* double, from a start that is not zero. */
int first_above_f64(int lo, int n, const double *a, double t) {
    for (int i = lo; i < n; i++)
        if (a[i] > t)
            return i;
    return n;
}

/* Stores after the exit test: the peel loop runs them too, the vector loop where no lane leaves. */
int copy_until_neg(int n, const int *restrict a, int *restrict b) {
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] < 0)
            break;
        b[i] = a[i] * 3;
    }
    return i;
}

/* A sum up to the match: the peel loop's sum is the vector loop's start. */
long sum_until(int n, const int *a, int key) {
    long s = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] == key)
            break;
        s += a[i];
    }
    return s;
}

/* Two pointers of unknown extent before the exit test: the peel aligns `a`, and the vector loop
 * runs where `b` is misaligned alike (here always: both arrays end at a page). */
int first_equal(int n, const int *a, const int *b) {
    for (int i = 0; i < n; i++)
        if (a[i] == b[i])
            return i;
    return -1;
}

/* `b` is read only after `a`'s test, which may leave first: the page test of `b` covers the
 * element before the first lane, which the scalar loop read (`AlignPeel::also_after_exit`).
 * The driver also gives it a `b` that ends (at a PROT_NONE page) where `a` has its zero. */
int two_tests(int n, const int *a, const int *b) {
    for (int i = 0; i < n; i++) {
        if (a[i] == 0)
            return i;
        if (b[i] == 0)
            return -i;
    }
    return n;
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
        int *a = guarded(n, sizeof(int)), *b = guarded(n, sizeof(int)), *c = guarded(n, sizeof(int));
        unsigned char *s = guarded(n, 1);
        short *h = guarded(n, sizeof(short));
        double *d = guarded(n, sizeof(double));
        FILL(a, n, 1, 100);
        FILL(b, n, 200, 100);
        FILL(s, n, 1, 200);
        FILL(h, n, 1, 300);
        FILL(d, n, -50, 100);
        uint64_t acc = 0;
        /* pos: the match at the first, a middle, the last element, or none (-1). */
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            /* past: a bound beyond the array, only where the scalar loop stops at a match inside it. */
            int past = pos >= 0 ? n + 1000 : n;
            if (pos >= 0)
                a[pos] = -7, s[pos] = 250, h[pos] = 0, d[pos] = 1000.0;
            int r1 = find_i32(n, a, -7), r2 = find_i32(past, a, -7);
            long r3 = find_u8(n, s, 250), r4 = find_u8(past, s, 250);
            int r5 = until_zero_i16(n, h), r6 = until_zero_i16(past, h);
            int r7 = first_above_f64(0, n, d, 60.0), r8 = first_above_f64(pos >= 3 ? 3 : pos >= 0 ? pos : n > 3 ? 3 : 0, past, d, 60.0);
            memset(c, 0, (size_t)n * sizeof(int));
            int r9 = copy_until_neg(past, a, c);
            uint64_t hc = HASH(c, n);
            long r10 = sum_until(n, a, -7), r11 = sum_until(past, a, -7);
            int r12 = first_equal(n, a, b), r13 = two_tests(n, a, b);
            /* two_tests on a copy of `a` with a zero at pos and a `b` of pos elements, without a
               zero or with one at pos / 2. */
            int r14 = 0, r15 = 0;
            if (pos >= 0) {
                int *az = guarded(n, sizeof(int)), *bz = guarded(pos, sizeof(int));
                memcpy(az, a, (size_t)n * sizeof(int));
                az[pos] = 0;
                FILL(bz, pos, 1, 100);
                r14 = two_tests(past, az, bz);
                if (pos > 0)
                    bz[pos / 2] = 0;
                r15 = two_tests(past, az, bz);
                release(az, n, sizeof(int)), release(bz, pos, sizeof(int));
            }
            printf("n=%d pos=%d: %d %d %ld %ld %d %d %d %d %d %llx %ld %ld %d %d %d %d\n", n, pos, r1, r2, r3, r4, r5, r6, r7, r8,
                   r9, (unsigned long long)hc, r10, r11, r12, r13, r14, r15);
            acc += (uint64_t)r1;
            if (pos >= 0)
                a[pos] = 5, s[pos] = 7, h[pos] = 9, d[pos] = 0.5;
        }
        release(a, n, sizeof(int)), release(b, n, sizeof(int)), release(c, n, sizeof(int));
        release(s, n, 1), release(h, n, sizeof(short)), release(d, n, sizeof(double));
    }
    return 0;
}
