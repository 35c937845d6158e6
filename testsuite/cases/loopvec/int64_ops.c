/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] + b[i] - 12345678901LL;
}

void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    for (int i = 0; i < n; i++)
        c[i] = (a[i] * 0x9e3779b97f4a7c15ull) >> 7;
}

int64_t sum_i64(int n, const int64_t *a) {
    int64_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

uint64_t xor_u64(int n, const uint64_t *a) {
    uint64_t x = 0;
    for (int i = 0; i < n; i++)
        x ^= a[i];
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int64_t *a = new_array(n, 8), *b = new_array(n, 8), *c = new_array(n, 8);
        uint64_t *ua = new_array(n, 8), *uc = new_array(n, 8);
        FILL(a, n, -1000000, 2000000);
        FILL(b, n, -1000000, 2000000);
        for (int i = 0; i < n; i++) {
            a[i] *= 4099;
            ua[i] = ((uint64_t)next_rand() << 40) ^ next_rand();
        }
        add_i64(n, c, a, b);
        mulshift_u64(n, uc, ua);
        printf("n=%d add=%llx mulshift=%llx sum=%lld xor=%llx\n", n, HASH(c, n), HASH(uc, n),
               (long long)sum_i64(n, a), (unsigned long long)xor_u64(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
