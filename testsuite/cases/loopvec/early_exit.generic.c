/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
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
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L15;
        }
        if (a[t5] == x) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        /* vcc: loop at early_exit.c:12 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + i_vec));
            vcc_m8 t8 = (vcc_m8)(a_v == x_v);
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 8L)));
            vcc_m8 t9 = (vcc_m8)(a_v_1 == x_v);
            vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m8 t10 = (vcc_m8)(a_v_2 == x_v);
            vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t5 + (i_vec + 24L)));
            vcc_m8 t11 = (vcc_m8)(a_v_3 == x_v);
            vcc_m8 t12 = t8 | t9;
            vcc_m8 t13 = t12 | t10;
            vcc_m8 t14 = t13 | t11;
            if (vcc_any(t14)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L15:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

__attribute__((no_sanitize_address)) int until_zero(int n, const short *a) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L13;
        }
        if (((int)a[t5] != 0) == 0) {
            i = t5;
            goto L13;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        long i_vec = 0L;
        /* vcc: loop at early_exit.c:20 vectorized: VF 16, UF 2, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load_aligned(vcc_v16_short, a + (int)((long)t5 + i_vec));
            vcc_m16 t8 = (vcc_m16)(a_v != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short a_v_1 = vcc_load_aligned(vcc_v16_short, a + (int)((long)t5 + (i_vec + 16L)));
            vcc_m16 t9 = (vcc_m16)(a_v_1 != (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t10 = ~t8;
            vcc_m16 t11 = ~t9;
            vcc_m16 t12 = t10 | t11;
            if (vcc_any(t12)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L13:
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
