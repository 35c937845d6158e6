/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: bytes widened to 32-bit lanes and selected on a test of the same bytes, as
 * libdeflate's deflate_set_costs_from_codes does. On avx512 the select was a k-mask blend,
 * which gcc 12.2 folded with the widening into a merge-masked vpmovzxbd from memory that it
 * then failed to compile (an internal compiler error); it is a vpternlogd now. */
struct costs {
    unsigned slot[300];
};

void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    for (int i = 0; i < n; i++) {
        unsigned len = lens[i] ? lens[i] : 10;
        c->slot[i] = (len + extra[i]) * 16;
    }
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300], extra[300];
    for (int i = 0; i < 300; i++) {
        lens[i] = (unsigned char)(i % 5 == 0 ? 0 : i * 7);
        extra[i] = (unsigned char)(i % 14);
    }
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++) {
        int n = counts[k];
        for (int i = 0; i < 300; i++)
            c.slot[i] = 0;
        set_costs(n, &c, lens, extra);
        unsigned check = 0;
        for (int i = 0; i < 300; i++)
            check = check * 31 + c.slot[i];
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
