/* vcc-test: expect-vectorized generic=2 avx2=2 sse4.2=2 neon=1 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids */
#include "harness.h"

/* The tune prices the same instructions per core (`--tune`): AVX2's masked stores
   (`vmaskmovps`, `vpmaskmovq`) are microcoded on Zen 4, about 12 cycles a register, and one
   store uop on Sapphire Rapids. Under --tune=zen4 the conditional stores below are dearer
   (fewer parts unrolled: UF 2 for floats, and a lower estimate for the 64-bit ones); under
   --tune=sapphirerapids masked accesses cost what plain ones do, so the float loop's
   remainder runs as one masked vector iteration instead of a vector epilogue. Every run must
   print what the original prints. */
void scale_positive(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i++)
        if (c[i] > 0.5f)
            a[i] = b[i] * 2.0f;
}

void add_odd(int n, long *restrict a, const long *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] & 1)
            a[i] = b[i] + 3;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4);
        long *la = new_array(n, 8), *lb = new_array(n, 8);
        FILL(fa, n, -100, 200);
        FILL(fb, n, -100, 200);
        FILL(fc, n, 0, 2);
        FILL(la, n, -1000, 2000);
        FILL(lb, n, -1000, 2000);
        scale_positive(n, fa, fb, fc);
        add_odd(n, la, lb);
        printf("n=%d scale=%llx odd=%llx\n", n, HASH(fa, n), HASH(la, n));
        free(fa), free(fb), free(fc), free(la), free(lb);
    }
    return 0;
}
