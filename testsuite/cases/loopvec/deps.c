/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 neon=3 sse2=3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 8] = a[i] / 2 + i;
}

void dist32(int n, short *a) {
    for (int i = 0; i < n; i++)
        a[i + 32] = a[i] + 3;
}

void dist1(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 1] = a[i] + i;
}

void read_ahead(int n, float *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[i + 1] * 0.5f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n + 32, 4), *b = new_array(n + 32, 4);
        short *s = new_array(n + 32, 2);
        float *f = new_array(n + 32, 4);
        FILL(a, n + 32, -1000, 2000);
        FILL(b, n + 32, -1000, 2000);
        FILL(s, n + 32, -1000, 2000);
        FILL(f, n + 32, -1000, 2000);
        for (int i = 0; i < n + 32; i++)
            a[i] %= 64;
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, HASH(a, n + 32), HASH(s, n + 32), HASH(b, n + 32), HASH(f, n + 32));
        free(a), free(b), free(s), free(f);
    }
    return 0;
}
