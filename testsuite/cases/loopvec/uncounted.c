/* vcc-test: expect-vectorized 9 */
/* vcc-test: also-target avx512vbmi */
/* Loops without a counted exit (`legal.rs`, `LegalLoop::uncounted`): every exit is an early
 * exit, the vector loop runs until one leaves, after the peel (`peel.rs`) has aligned the
 * pointer it reads. Every array ends exactly at a PROT_NONE page (`guarded`): its last element
 * is the sentinel that stops the scalar loop, so a vector load past the aligned block of the
 * exiting iteration segfaults. Matches at the first, a middle and the last element before the
 * sentinel, and none (the sentinel only). */
#include "harness.h"
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

/* strlen: left as written (the C library's strlen, which gcc calls for it, is faster). */
size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

/* A line's length: a pointer induction, the pointer used after the loop, two exit tests. */
size_t line_length(const char *s) {
    const char *p = s;
    while (*p && *p != '\n')
        p++;
    return (size_t)(p - s);
}

/* strchr without the end test: the pointer returned. */
const char *find_char(const char *s, char c) {
    const char *p;
    for (p = s; *p != c; p++)
        ;
    return p;
}

/* An int index from a start that is not zero. */
int find_key(const int *a, int lo, int key) {
    int i = lo;
    while (a[i] != key)
        i++;
    return i;
}

/* A reduction up to the terminator. */
int count_spaces(const char *s) {
    int n = 0;
    for (int i = 0; s[i]; i++)
        n += s[i] == ' ';
    return n;
}

/* A 64-bit unsigned index: it cannot wrap before memory ends. */
size_t until_zero_u16(const unsigned short *h) {
    size_t i = 0;
    while (h[i] != 0)
        i++;
    return i;
}

/* A sum over a pointer up to a negative element, the pointer's final value also used. */
long sum_to_negative(const int *a, const int **end) {
    long s = 0;
    for (; *a >= 0; a++)
        s += *a;
    *end = a;
    return s;
}

/* Stores after the exit test, to an array the loop does not read: only where no lane leaves. */
int copy_plus_one(const char *restrict s, char *restrict d) {
    int i;
    for (i = 0; s[i]; i++)
        d[i] = (char)(s[i] + 1);
    return i;
}

/* The counted test after the uncounted one (both in the body): reads a[n] too. */
int find_or_n(const int *a, int n, int k) {
    int i;
    for (i = 0;; i++) {
        if (a[i] == k)
            break;
        if (i >= n)
            break;
    }
    return i;
}

/* A `while` whose uncounted test comes before the counted one. */
int find_then_bound(const double *a, int n, double k) {
    int i = 0;
    while (a[i] != k && i < n)
        i++;
    return i;
}

/* Not vectorized: an unsigned 32-bit index may wrap, so `a[i]` is not one address moving by
 * one element. */
unsigned find_wrapping(const int *a, int key) {
    unsigned i = 0;
    while (a[i] != key)
        i++;
    return i;
}

/* Not vectorized: `d` may overlap `s`, and without a count no runtime check bounds them. */
int copy_may_alias(const char *s, char *d) {
    int i;
    for (i = 0; s[i]; i++)
        d[i] = s[i];
    return i;
}

/* Not vectorized: down from the end (the peel aligns only loads moving up). */
int find_down(const int *a, int hi, int key) {
    int i = hi;
    while (a[i] != key)
        i--;
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
        /* n elements, then the sentinel at [n]: m elements in all. */
        int m = n + 1;
        char *s = guarded(m, 1), *d = guarded(m, 1);
        int *a = guarded(m, sizeof(int));
        unsigned short *h = guarded(m, sizeof(short));
        double *x = guarded(m, sizeof(double));
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            FILL(s, n, 33, 90);
            FILL(a, n, 1, 100);
            FILL(h, n, 1, 300);
            FILL(x, n, 1, 50);
            for (int j = 0; j < n; j += 7)
                s[j] = ' ';
            s[n] = 0, a[n] = -7, h[n] = 0, x[n] = -1.0;
            if (pos >= 0)
                s[pos] = 0, a[pos] = -7, h[pos] = 0, x[pos] = -1.0;
            size_t r1 = my_strlen(s) * 1000 + line_length(s);
            long r2 = find_char(s, 0) - s;
            int r3 = find_key(a, 0, -7), r4 = find_key(a, pos > 2 ? 2 : 0, -7);
            int r5 = count_spaces(s);
            size_t r6 = until_zero_u16(h);
            const int *end = a;
            long r7 = sum_to_negative(a, &end);
            memset(d, 0x55, (size_t)m);
            int r8 = copy_plus_one(s, d);
            unsigned long long hd = HASH(d, m);
            int r9 = find_or_n(a, n, -7), r10 = find_then_bound(x, n, -1.0);
            unsigned r11 = find_wrapping(a, -7);
            int r12 = copy_may_alias(s, d);
            int r13 = find_down(a, n, a[0]);
            /* The character search also for a byte that is not the terminator. */
            if (n > 0)
                s[n - 1] = 'Z', s[n / 2] = 'Z';
            long r14 = n > 0 ? find_char(s, 'Z') - s : -1;
            printf("n=%d pos=%d: %zu %ld %d %d %d %zu %ld %ld %d %llx %d %d %u %d %d %ld\n", n, pos, r1, r2, r3, r4, r5, r6, r7,
                   (long)(end - a), r8, hd, r9, r10, r11, r12, r13, r14);
        }
        release(s, m, 1), release(d, m, 1), release(a, m, sizeof(int));
        release(h, m, sizeof(short)), release(x, m, sizeof(double));
    }
    return 0;
}
