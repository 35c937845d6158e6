/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* 64-bit products of one unsigned and one signed 32-bit integer, both widened: x86 multiplies
   the low halves unsigned (pmuludq) and adds the unsigned operand times the signed one's high
   half (its sign) shifted up 32 bits. The data holds 0, 1, UINT32_MAX, INT32_MIN, INT32_MAX
   and -1 in both orders of the operands. */

/* Summed in uint64_t: the products of the edge values would overflow an int64_t sum. */
uint64_t dot_us(int n, const uint32_t *restrict u, const int32_t *restrict s) {
    uint64_t t = 0;
    for (int i = 0; i < n; i++)
        t += (uint64_t)((int64_t)u[i] * (int64_t)s[i]);
    return t;
}

/* The signed operand first. */
void prod_su(int n, int64_t *restrict d, const int32_t *restrict s, const uint32_t *restrict u) {
    for (int i = 0; i < n; i++)
        d[i] = (int64_t)s[i] * (int64_t)u[i];
}

/* Accumulated into what is there, wrapping in uint64_t. */
void acc_us(int n, uint64_t *restrict d, const uint32_t *restrict u, const int32_t *restrict s) {
    for (int i = 0; i < n; i++)
        d[i] += (uint64_t)((int64_t)u[i] * s[i]);
}

/* Both signed: the signed multiply (pmuldq; on sse2 the generic form). */
void prod_ss(int n, int64_t *restrict d, const int32_t *restrict s, const int32_t *restrict t) {
    for (int i = 0; i < n; i++)
        d[i] = (int64_t)s[i] * t[i];
}

int main(void) {
    int n;
    static const uint32_t edge_u[] = {0, 1, UINT32_MAX, 0x80000000u, 0x7fffffffu, 0xfffffffeu};
    static const int32_t edge_s[] = {INT32_MIN, -1, INT32_MAX, 0, 1, INT32_MIN + 1};
    FOR_EACH_COUNT(n) {
        uint32_t *u = new_array(n, 4);
        int32_t *s = new_array(n, 4), *t = new_array(n, 4);
        int64_t *d = new_array(n, 8);
        uint64_t *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            u[i] = (uint32_t)next_rand() * 2654435761u;
            s[i] = (int32_t)((uint32_t)next_rand() * 40503u);
            t[i] = (int32_t)next_rand() - (1 << 30);
            e[i] = (uint64_t)i << 40;
        }
        for (int i = 0; i < n && i < 36; i++)
            u[i] = edge_u[i % 6], s[i] = edge_s[i / 6], t[i] = edge_s[(i + 3) % 6];
        printf("n=%d %016llx", n, (unsigned long long)dot_us(n, u, s));
        prod_su(n, d, s, u);
        printf(" %016llx", HASH(d, n));
        acc_us(n, e, u, s);
        printf(" %016llx", HASH(e, n));
        prod_ss(n, d, s, t);
        printf(" %016llx\n", HASH(d, n));
        free(u), free(s), free(t), free(d), free(e);
    }
    return 0;
}
