/* vcc-test: expect-vectorized 2 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Loops with an early exit: a search that returns the first match, a while loop that stops at
   a zero (inside the array or at its end), and a strlen over a string with its terminator at
   the end of a page followed by a PROT_NONE page (reading past it faults). The strlen is left
   as written (`loop not vectorized: the loop is a strlen search`): the C library's strlen,
   which gcc calls for it, is faster than vcc's byte loop. */
int find_first(int n, const int *a, int x) {
    for (int i = 0; i < n; i++)
        if (a[i] == x)
            return i;
    return -1;
}

int until_zero(int n, const short *a) {
    int i = 0;
    while (i < n && a[i] != 0)
        i++;
    return i;
}

long length(const char *s) {
    long len = 0;
    while (s[len])
        len++;
    return len;
}

/* n bytes that end exactly where a PROT_NONE page begins. */
static char *guarded(int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - n;
}

static void release(char *p, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    munmap(p + n - span, span + page);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *s = new_array(n, 2);
        char *str = guarded(n + 1);
        FILL(a, n, 0, 500);
        FILL(s, n, 0, 300);
        FILL(str, n, 1, 127);
        str[n] = 0;
        printf("n=%d find=%d,%d until=%d len=%ld\n", n, find_first(n, a, 7), find_first(n, a, -1), until_zero(n, s), length(str));
        free(a), free(s), release(str, n + 1);
    }
    return 0;
}
