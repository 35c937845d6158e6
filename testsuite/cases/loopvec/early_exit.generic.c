/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Loops with an early exit: a search that returns the first match, a while loop that stops at
   a zero (inside the array or at its end), and a strlen over a string with its terminator at
   the end of a page followed by a PROT_NONE page (reading past it faults). The strlen is left
   as written (`loop not vectorized: the loop is a strlen search`): the C library's strlen,
   which gcc calls for it, is faster than vcc's byte loop. */
__attribute__((no_sanitize_address)) int find_first(int n, const int *a, int x) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L21;
        }
        if (a[t6] == x) {
            i = t6;
            goto L21;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        vcc_v8_int t9 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t1 = 0L;
        do {
            vcc_v8_int t10 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + t1));
            vcc_m8 t11 = (vcc_m8)(t10 == t9);
            vcc_v8_int t12 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 8L)));
            vcc_m8 t13 = (vcc_m8)(t12 == t9);
            vcc_v8_int t14 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 16L)));
            vcc_m8 t15 = (vcc_m8)(t14 == t9);
            vcc_v8_int t16 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t6 + (t1 + 24L)));
            vcc_m8 t17 = (vcc_m8)(t16 == t9);
            vcc_m8 t18 = t11 | t13;
            vcc_m8 t19 = t18 | t15;
            vcc_m8 t20 = t19 | t17;
            if (vcc_any(t20)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L21:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

__attribute__((no_sanitize_address)) int until_zero(int n, const short *a) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L18;
        }
        if (((int)a[t6] != 0) == 0) {
            i = t6;
            goto L18;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        long t1 = 0L;
        do {
            vcc_v16_short t9 = vcc_load_aligned(vcc_v16_short, a + (int)((long)t6 + t1));
            vcc_v16_short t10 = t9;
            vcc_m16 t11 = (vcc_m16)(t10 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short t12 = vcc_load_aligned(vcc_v16_short, a + (int)((long)t6 + (t1 + 16L)));
            vcc_v16_short t13 = t12;
            vcc_m16 t14 = (vcc_m16)(t13 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t15 = ~t11;
            vcc_m16 t16 = ~t14;
            vcc_m16 t17 = t15 | t16;
            if (vcc_any(t17)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L18:
    for (; i < n; i++) {
        if (((int)a[i] != 0) == 0) {
            break;
        }
    }
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
