/* Horizontal reductions behind a run-time overlap check: the loads of `a` that come before
   the store through `out` are moved after it, so the block runs in two copies (the vector one
   when `out` is not among those elements) joined in a block that holds the return, or the
   jump to the loop's next iteration. The reduction's value is passed from the vector copy to
   that block. Each kernel is called with `out` inside the elements it reads (the scalar copy
   must run) and apart from them. (`rows`'s loop is also vectorized by the loop vectorizer,
   behind its own overlap check; the tree is in the scalar loop that check falls back to.)
   On 16-byte targets `weighted`'s four lanes do not pay for the check. */
/* vcc-test: expect-slp 2 sse4.2=1 */
#include <stdio.h>

int weighted(const int *a, int *out) {
    int s = a[0] * 3 + a[1] * 5;
    *out = 5;
    return s + a[2] * 7 + a[3] * 9 + a[4] * 11 + a[5] * 13 + a[6] * 15 + a[7] * 17;
}

unsigned rows(const int *a, int *out, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        unsigned t = (unsigned)a[8 * i] * 3u + (unsigned)a[8 * i + 1] * 5u;
        *out = i;
        s += t + (unsigned)a[8 * i + 2] * 7u + (unsigned)a[8 * i + 3] * 9u + (unsigned)a[8 * i + 4] * 11u +
             (unsigned)a[8 * i + 5] * 13u + (unsigned)a[8 * i + 6] * 15u + (unsigned)a[8 * i + 7] * 17u;
        out++;
    }
    return s;
}

static int a[64];

static void fill(void) {
    for (int i = 0; i < 64; i++)
        a[i] = i * 7 - 20;
}

int main(void) {
    fill();
    int w1 = weighted(a, a + 1);
    fill();
    int w2 = weighted(a, a + 20);
    fill();
    unsigned r1 = rows(a, a + 3, 4);
    fill();
    unsigned r2 = rows(a, a + 40, 3);
    printf("%d %d %u %u\n", w1, w2, r1, r2);
    return 0;
}
