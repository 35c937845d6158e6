/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] + b[i];
}

void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] - b[i] * 3;
}

int8_t sum_i8(int n, const int8_t *a) {
    int8_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
