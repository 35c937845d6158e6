/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=2 avx512vbmi-zmm=3 sse4.2=2 sse2=2 neon=3 */
/* vcc-test: also-tune avx512 zen4 3 */
/* vcc-test: also-tune sse4.2 zen4 3 */
/* Interleave groups bound by the core's shuffle ports (`SHUFFLE_PORTS`, `loopvec/cost.rs`
 * `shuffle_floor`): on Intel's cores, whose cross-lane shuffles and lane extracts issue on one
 * port, and on the generic tune, which takes Intel's row, a vector iteration costs at least a
 * cycle per shuffle, however little the rest of it costs; Zen's two shuffle pipes take half.
 * x86 targets only: NEON's structure loads and the generic vectors have no row. */
#include "harness.h"

/* One member of four loaded from two arrays and stored with gaps: 18 shuffles per 8 elements
 * at VF 8 (three per group load, three per masked store of two lanes; 0.66x of the scalar
 * loop on a Golden Cove), six shuffles and three lane extracts per 4 at VF 4 (0.94x).
 * Scalar on sse4.2 and avx512 under the generic tune, vectorized under --tune=zen4 and on
 * avx512vbmi-zmm (16 lanes: 1.03x on the Golden Cove; the target `native` picks on Zen 5, where
 * it ran 1.16x). avx2 keeps it scalar on its masked stores' price, as before. */
void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i += 4)
        a[i] = b[i] + c[i];
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i += 2)
        a[i] = b[i] * c[i];
}

/* A complex product: its shuffles are within the floor on every target. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        c[2 * i] = a[2 * i] * b[2 * i] - a[2 * i + 1] * b[2 * i + 1];
        c[2 * i + 1] = a[2 * i] * b[2 * i + 1] + a[2 * i + 1] * b[2 * i];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        /* step4_add and step2_mul walk n elements; cmul n complex numbers (2n floats). */
        int m = 2 * n;
        float *a = new_array(m, 4), *b = new_array(m, 4), *c = new_array(m, 4);
        for (int k = 0; k < m; k++) {
            a[k] = (float)k;
            b[k] = 0.5f * (float)k - 3.0f;
            c[k] = 1.0f / (float)(k + 1);
        }
        step4_add(n, a, b, c);
        unsigned long long h4 = HASH(a, m);
        step2_mul(n, a, b, c);
        unsigned long long h2 = HASH(a, m);
        cmul(n, a, b, c);
        unsigned long long hc = HASH(a, m);
        printf("%d %llx %llx %llx\n", n, h4, h2, hc);
        free(a);
        free(b);
        free(c);
    }
    return 0;
}
