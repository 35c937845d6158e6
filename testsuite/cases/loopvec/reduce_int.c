/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types (the
   minimum and maximum of chars and shorts in their own type: transform/shorten.rs). */
unsigned product_u32(int n, const unsigned *a) {
    unsigned p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

int min_i32(int n, const int *a) {
    int m = 1 << 30;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

long max_i64(int n, const long *a) {
    long m = -1;
    for (int i = 0; i < n; i++)
        if (a[i] > m)
            m = a[i];
    return m;
}

unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

short min_i16(int n, const short *a) {
    short m = 32767;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

unsigned and_u32(int n, const unsigned *a) {
    unsigned x = ~0u;
    for (int i = 0; i < n; i++)
        x &= a[i] | 0x01010101u;
    return x;
}

uint64_t or_u64(int n, const uint64_t *a) {
    uint64_t x = 0;
    for (int i = 0; i < n; i++)
        x |= a[i] << (a[i] & 31);
    return x;
}

int xor_i32(int n, const int *a) {
    int x = 0;
    for (int i = 0; i < n; i++)
        x ^= a[i] * 5;
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
