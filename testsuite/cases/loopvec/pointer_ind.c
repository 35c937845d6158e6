/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
void triple_in_place(int n, int *a) {
    for (int *p = a; p < a + n; p++)
        *p *= 3;
}

void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    while (n-- > 0)
        *dst++ = *src++ + 1;
}

void scale_range(float *begin, float *end, float k) {
    for (float *p = begin; p != end; p++)
        *p = *p * k;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
