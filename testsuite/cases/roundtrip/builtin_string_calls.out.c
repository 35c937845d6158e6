/* The <string.h> functions called by their builtin names, as lz4 and zstd do (their read and
 * copy helpers): vcc kept every such function as written ("uses `__builtin_memcpy`"); now it
 * declares them with the library prototypes and calls them by the same names. */
#include <stdio.h>
typedef unsigned char u8;
static unsigned read32(const void *p) {
    unsigned int v;
    __builtin_memcpy((void *)&v, p, 4UL);
    return v;
}
static void wild_copy(u8 *d, const u8 *s, u8 *e) {
    const unsigned char *s_1 = s;
    unsigned char *d_1 = d;
    for (;;) {
        __builtin_memcpy((void *)d_1, (const void *)s_1, 8UL);
        d_1 = d_1 + 8;
        s_1 = s_1 + 8;
        if (d_1 >= e) {
            return;
        }
    }
}
static void clear(int *a, int n) {
    __builtin_memset((void *)a, 0, (unsigned long)n * 4UL);
    for (int i = 0; i < n; i++) {
        int *t1 = a + i;
        *t1 = *t1 + i * 3;
    }
}
static int cmp(const char *a, const char *b) {
    unsigned long t1 = __builtin_strlen(a);
    return __builtin_memcmp((const void *)a, (const void *)b, t1);
}
int main(void) {
    unsigned char buf[64];
    unsigned char out[72];
    int a[100];
    for (int i = 0; i < 64; i++) {
        buf[i] = (unsigned char)(i * 7);
    }
    wild_copy(out, buf, out + 60);
    __builtin_memmove((void *)(buf + 1), (const void *)buf, 10UL);
    clear(a, 100);
    long s = 0L;
    for (int i_1 = 0; i_1 < 100; i_1++) {
        s += (long)a[i_1];
    }
    unsigned char t1 = buf[5];
    int t2 = cmp("abc", "abd");
    unsigned int t3 = read32((const void *)(out + 17));
    printf("%u %u %ld %d %d\n", read32((const void *)(buf + 3)), t3, s, t2 < 0, (int)t1);
    return 0;
}
