/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* External uses: the products are stored (plus one) as one tree, and also used outside it.
   `early` uses a product before the vector code, so that product's scalar stays; the return
   uses two after it, so they are extracted from the vector (and costed as extracts). */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int mixed(int *restrict a, const int *restrict b, const int *restrict c) {
    int t1 = b[1];
    int t2 = c[1];
    vcc_v4_int t3 = vcc_load(vcc_v4_int, b + 0);
    vcc_v4_int t4 = vcc_load(vcc_v4_int, c + 0);
    vcc_v4_int t5 = t3 * t4;
    vcc_v4_int t6 = t5 + (vcc_v4_int){1, 1, 1, 1};
    vcc_store(a + 0, t6);
    return ((t1 * t2) ^ 5) + t5[0] - t5[3];
}

int main(void) {
    int a[4], b[4] = {3, -4, 5, 600}, c[4] = {7, 8, -9, 10};
    int r = mixed(a, b, c);
    printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], r);
    return 0;
}
