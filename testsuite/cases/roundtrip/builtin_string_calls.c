/* The <string.h> functions called by their builtin names, as lz4 and zstd do (their read and
 * copy helpers): vcc kept every such function as written ("uses `__builtin_memcpy`"); now it
 * declares them with the library prototypes and calls them by the same names. */
#include <stdio.h>
typedef unsigned char u8;
static unsigned read32(const void *p) { unsigned v; __builtin_memcpy(&v, p, sizeof v); return v; }
static void wild_copy(u8 *d, const u8 *s, u8 *e) { do { __builtin_memcpy(d, s, 8); d += 8; s += 8; } while (d < e); }
static void clear(int *a, int n) { __builtin_memset(a, 0, n * sizeof *a); for (int i = 0; i < n; i++) a[i] += i * 3; }
static int cmp(const char *a, const char *b) { return __builtin_memcmp(a, b, __builtin_strlen(a)) ; }
int main(void) {
    u8 buf[64], out[72]; int a[100];
    for (int i = 0; i < 64; i++) buf[i] = (u8)(i * 7);
    wild_copy(out, buf, out + 60);
    __builtin_memmove(buf + 1, buf, 10);
    clear(a, 100);
    long s = 0; for (int i = 0; i < 100; i++) s += a[i];
    printf("%u %u %ld %d %d\n", read32(buf + 3), read32(out + 17), s, cmp("abc", "abd") < 0, buf[5]);
    return 0;
}
